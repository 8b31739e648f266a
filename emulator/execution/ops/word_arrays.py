"""The lane vocabulary's integer words over numpy arrays, generated from their one definition
(isa/lane_vocabulary.py): the interpreter's and the batch's form, which the records'
compositions call (ops/composed.py, ops/exact_integers.py, ops/packed.py).

Each node of a word's tree becomes a closure over its children's (nothing is evaluated as
text), computed exactly in the narrowest of uint32, int32, int64 and uint64 that holds it
and its operands (``value_range``: a sum of two words in int64, a shift of a word right in
uint32), or — below a wrapping primitive (``u32(x)``, ``i32(x)``, …) — modulo 2^32 or 2^64
in uint32 or uint64, where numpy's ring operations wrap as the registers do, so
``u32({0} + {1})`` is ``np.add`` on the rows themselves. A word that is one such operation of
its sources in order is that ufunc (the plain form then runs it straight on the rows).
Sources arrive as uint32 (a ``u64`` source: uint64) arrays or numbers; a word's result is a
uint32 array (``u64``: uint64; the widening words' ``i64``: int64)."""

from __future__ import annotations

import numpy as np

from isa.definition_trees import Call, Choice, Constant, Operation, Source, nodes
from isa.errors import IsaError
from isa.lane_vocabulary import (LANE_WORDS, RING, WORDS, WRAPS, changes_value, source_ranges,
                                 value_range, word_tree)

_UFUNCS = {"+": np.add, "-": np.subtract, "*": np.multiply, "&": np.bitwise_and,
           "|": np.bitwise_or, "^": np.bitwise_xor, "<<": np.left_shift,
           ">>": np.right_shift, "==": np.equal, "!=": np.not_equal, "<": np.less,
           "<=": np.less_equal, ">": np.greater, ">=": np.greater_equal,
           "~": np.invert, "neg": np.negative, "max": np.maximum, "min": np.minimum}
_COMPARES = frozenset({"==", "!=", "<", "<=", ">", ">="})
# (each machine type, narrowest first, with its range)
_DTYPES = ((np.dtype(np.uint32), 0, (1 << 32) - 1),
           (np.dtype(np.int32), -(1 << 31), (1 << 31) - 1),
           (np.dtype(np.int64), -(1 << 63), (1 << 63) - 1),
           (np.dtype(np.uint64), 0, (1 << 64) - 1))
_MODULO = {32: np.dtype(np.uint32), 64: np.dtype(np.uint64)}
_RESULTS = {"u32": np.dtype(np.uint32), "u64": np.dtype(np.uint64),
            "i64": np.dtype(np.int64)}


def _dtype_for(*spans):
    """The narrowest machine type holding every (lowest, highest) of ``spans``, or None."""
    low, high = min(s[0] for s in spans), max(s[1] for s in spans)
    for dtype, lowest, highest in _DTYPES:
        if lowest <= low and high <= highest:
            return dtype
    return None


def _cast(fn, have, want):
    """``fn``'s array (of ``have``) as ``want`` (values that fit both: kept)."""
    if have == want:
        return fn
    return lambda v: fn(v).astype(want)


class _Builder:
    """The closures of one word's tree; each returns (closure, dtype). A closure takes the
    call's list of values: its sources, then a slot for each subtree the tree holds more
    than once (``shared``: computed once a call, as bfe_i32's field)."""

    def __init__(self, name: str, tree) -> None:
        self.name = name
        self.sources = source_ranges(name)
        self.kinds = [_RESULTS.get(kind, np.dtype(np.int64)) for kind in WORDS[name].sources]
        seen, self.slots = set(), {}
        for node in nodes(tree):
            if node in seen and not isinstance(node, (Source, Constant)) and \
                    node not in self.slots:
                self.slots[node] = len(self.sources) + len(self.slots)
            seen.add(node)
        self.made: dict = {}

    def exact(self, node):
        key = (node, None)
        if key not in self.made:
            fn, dtype = self._exact(node)
            self.made[key] = self._shared(node, fn, "exact"), dtype
        return self.made[key]

    def modular(self, node, bits: int):
        key = (node, bits)
        if key not in self.made:
            self.made[key] = self._shared(node, self._modular(node, bits), bits)
        return self.made[key]

    def _shared(self, node, fn, form):
        """``fn``, computed once a call where ``node`` recurs (a slot per node and form)."""
        if node not in self.slots:
            return fn
        slot = self.slots[node] if form == "exact" else \
            self.slots.setdefault((node, form), len(self.sources) + len(self.slots))

        def shared(v):
            value = v[slot]
            if value is None:
                value = v[slot] = fn(v)
            return value
        return shared

    def span(self, node):
        return value_range(node, self.sources)

    def fail(self, why: str):
        return IsaError(f"lane word {self.name}: {why}")

    # -- exact values
    def _exact(self, node):
        if isinstance(node, Source):
            return self.leaf(node.index, self.kinds[node.index])
        if isinstance(node, Constant):
            dtype = _dtype_for(self.span(node))
            value = dtype.type(int(node.value))
            return (lambda v: value), dtype
        if isinstance(node, Choice):
            return self.choice(node)
        if isinstance(node, Call) and node.word in WRAPS:
            return self.wrapped(node)
        operands = node.operands
        spans = [self.span(op) for op in operands]
        compare = isinstance(node, Operation) and node.operator in _COMPARES
        dtype = _dtype_for(*spans) if compare else _dtype_for(self.span(node), *spans)
        if dtype is None:
            raise self.fail(f"{node} needs more than 64 bits exactly (wrap it: u32, u64)")
        fns = [_cast(*self.exact(op), dtype) for op in operands]
        ufunc = _UFUNCS[node.word if isinstance(node, Call) else node.operator]
        result = np.dtype(bool) if compare else dtype
        if len(fns) == 1:
            (a,) = fns
            return (lambda v: ufunc(a(v))), result
        a, b = fns
        return (lambda v: ufunc(a(v), b(v))), result

    def leaf(self, index: int, dtype):
        def source(v):
            value = v[index]
            return value if getattr(value, "dtype", None) == dtype else \
                np.asarray(value).astype(dtype)
        return source, dtype

    def choice(self, node):
        dtype = _dtype_for(self.span(node.then), self.span(node.otherwise))
        test, kind = self.exact(node.test)
        if kind != np.dtype(bool):
            test = (lambda t: lambda v: t(v) != 0)(test)
        then = _cast(*self.exact(node.then), dtype)
        otherwise = _cast(*self.exact(node.otherwise), dtype)
        return (lambda v: np.where(test(v), then(v), otherwise(v))), dtype

    def wrapped(self, node):
        """``u32(x)`` and its kin: ``x`` itself where it fits the type, else ``x`` modulo
        2^bits (read as signed for ``i32``/``i64``)."""
        (child,) = node.operands
        if not changes_value(node, self.sources):
            return self.exact(child)
        bits, signed = WRAPS[node.word]
        fn = self.modular(child, bits)
        if not signed:
            return fn, _MODULO[bits]
        view = np.dtype(np.int32 if bits == 32 else np.int64)
        return (lambda v: fn(v).view(view)), view

    # -- values modulo 2^bits (uint32 / uint64)
    def _modular(self, node, bits: int):
        dtype = _MODULO[bits]
        if isinstance(node, Constant):
            value = dtype.type(int(node.value) % (1 << bits))
            return lambda v: value
        if isinstance(node, Operation) and node.operator in RING:
            if node.operator == "<<":
                left, count = node.operands
                if self.span(count)[1] >= bits or self.span(count)[0] < 0:
                    raise self.fail(f"a shift by {count} may pass {bits} bits")
                a = self.modular(left, bits)
                c = _cast(*self.exact(count), dtype)
                return lambda v: np.left_shift(a(v), c(v))
            fns = [self.modular(op, bits) for op in node.operands]
            ufunc = _UFUNCS[node.operator]
            if len(fns) == 1:
                (a,) = fns
                return lambda v: ufunc(a(v))
            a, b = fns
            return lambda v: ufunc(a(v), b(v))
        if isinstance(node, Call) and node.word in WRAPS and WRAPS[node.word][0] >= bits:
            return self.modular(node.operands[0], bits)   # (2^bits divides its modulus)
        fn, have = self.exact(node)
        if have == np.dtype(np.int32) and bits == 32:
            return lambda v: fn(v).view(np.uint32)
        return _cast(fn, have, dtype)


def array_form(name: str):
    """Word ``name`` (isa/lane_vocabulary.py) as a function of arrays."""
    tree = word_tree(name)
    kinds = WORDS[name].sources
    if set(kinds) == {"u32"} and WORDS[name].result == "u32" and len(kinds) <= 2:
        ufunc = _one_operation(tree, len(kinds))
        if ufunc is not None:
            return ufunc
    builder = _Builder(name, tree)
    fn, dtype = builder.exact(tree)
    fn = _cast(fn, dtype, _RESULTS[WORDS[name].result])
    spare = [None] * len(builder.slots)
    if not builder.slots:
        def word(*values):
            return fn(values)
    else:
        def word(*values):
            return fn([*values, *spare])
    word.__name__ = name
    return word


def _one_operation(tree, count: int):
    """The ufunc when ``tree`` is one operation of the ``count`` sources in order that
    uint32 computes as it is (a ring operation under ``u32``, a bitwise one, max or min)."""
    if isinstance(tree, Call) and tree.word == "u32" and isinstance(tree.operands[0], Operation) \
            and tree.operands[0].operator in RING:
        tree = tree.operands[0]
    elif isinstance(tree, Operation) and tree.operator not in ("&", "|", "^"):
        return None
    if isinstance(tree, Call) and tree.word not in ("max", "min"):
        return None
    if not isinstance(tree, (Call, Operation)) or \
            tree.operands != tuple(Source(n) for n in range(count)):
        return None
    return _UFUNCS[tree.word if isinstance(tree, Call) else tree.operator]


ARRAY_WORDS = {name: array_form(name) for name in LANE_WORDS}
