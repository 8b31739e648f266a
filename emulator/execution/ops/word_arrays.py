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
uint32 array (``u64``: uint64; the widening words' ``i64``: int64).

The binary32 primitives are float_arrays.py's; a word that reads MODE (``moded``) takes
MODE's value first. Where a word's tree has a shape numpy computes faster (a primitive
under its NaN rule, the ordering rule of ``max_f32``, a choice on a NaN, a word of a
source's low 16 bits), that form is word_shapes.py's."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from isa.definition_trees import (Call, Choice, Constant, Operation, Source, nodes,
                                  parse)
from isa.errors import IsaError
from isa.lane_vocabulary import (COMPARES, FLOATS, INTEGER_OPERANDS, LANE_WORDS, RING,
                                 TYPES, WORDS, WRAPS, changes_value, moded, source_ranges,
                                 value_range, word_tree)

from .float_arrays import FLOAT_ARRAYS
from .word_shapes import (NATIVE, extreme_of, is_nan_test, low_half_only, ordered,
                          tabulated)

_UFUNCS = {"+": np.add, "-": np.subtract, "*": np.multiply, "&": np.bitwise_and,
           "|": np.bitwise_or, "^": np.bitwise_xor, "<<": np.left_shift,
           ">>": np.right_shift, "==": np.equal, "!=": np.not_equal, "<": np.less,
           "<=": np.less_equal, ">": np.greater, ">=": np.greater_equal,
           "~": np.invert, "neg": np.negative, "max": np.maximum, "min": np.minimum,
           "abs": np.abs}
# (each machine type, narrowest first, with its range)
_DTYPES = tuple((np.dtype(name), *TYPES[kind]) for kind, name in
                (("u32", np.uint32), ("i32", np.int32), ("i64", np.int64), ("u64", np.uint64)))
_MODULO = {32: np.dtype(np.uint32), 64: np.dtype(np.uint64)}
_RESULTS = {"u32": np.dtype(np.uint32), "u64": np.dtype(np.uint64),
            "i64": np.dtype(np.int64), "f32": np.dtype(np.uint32)}


# A word that is one primitive under its NaN rule: the primitive itself (module docstring)
def _dtype_for(*spans):
    """The narrowest machine type holding every (lowest, highest) of ``spans``, or None."""
    low, high = min(s[0] for s in spans), max(s[1] for s in spans)
    for dtype, lowest, highest in _DTYPES:
        if lowest <= low and high <= highest:
            return dtype
    return None


class _Term:
    """A node's value as the closures are made: a source (``v[index]``, already of its
    word's source type), a constant (``value``, a numpy scalar) or a closure of the call's
    values (``fn``); and its dtype. Operations take a source or a constant straight, where
    a closure would cost a Python call a node."""

    __slots__ = ("kind", "payload", "dtype")

    def __init__(self, kind: str, payload, dtype) -> None:
        self.kind, self.payload, self.dtype = kind, payload, dtype

    def fn(self):
        """The term as a closure of the call's values."""
        if self.kind == "fn":
            return self.payload
        if self.kind == "const":
            value = self.payload
            return lambda v: value
        index = self.payload
        return lambda v: v[index]

    def cast(self, dtype) -> "_Term":
        """The term's values as ``dtype`` (values that fit both: kept)."""
        if self.dtype == dtype:
            return self
        if self.kind == "const":
            return _Term("const", dtype.type(int(self.payload)), dtype)
        fn = self.fn()
        return _Term("fn", lambda v: fn(v).astype(dtype), dtype)


def _function(fn, dtype) -> _Term:
    return _Term("fn", fn, dtype)


def _applied(ufunc, terms, dtype) -> _Term:
    """``ufunc`` of the terms (one or two) as one closure: a source read and a constant
    bound in, not called."""
    if len(terms) == 1:
        (a,) = terms
        if a.kind == "src":
            i = a.payload
            return _function(lambda v: ufunc(v[i]), dtype)
        f = a.fn()
        return _function(lambda v: ufunc(f(v)), dtype)
    a, b = terms
    if a.kind == "src" and b.kind == "src":
        i, j = a.payload, b.payload
        return _function(lambda v: ufunc(v[i], v[j]), dtype)
    if a.kind == "src" and b.kind == "const":
        i, c = a.payload, b.payload
        return _function(lambda v: ufunc(v[i], c), dtype)
    if a.kind == "const" and b.kind == "src":
        c, j = a.payload, b.payload
        return _function(lambda v: ufunc(c, v[j]), dtype)
    if b.kind == "const":
        f, c = a.fn(), b.payload
        return _function(lambda v: ufunc(f(v), c), dtype)
    if a.kind == "const":
        c, g = a.payload, b.fn()
        return _function(lambda v: ufunc(c, g(v)), dtype)
    if a.kind == "src":
        i, g = a.payload, b.fn()
        return _function(lambda v: ufunc(v[i], g(v)), dtype)
    if b.kind == "src":
        f, j = a.fn(), b.payload
        return _function(lambda v: ufunc(f(v), v[j]), dtype)
    f, g = a.fn(), b.fn()
    return _function(lambda v: ufunc(f(v), g(v)), dtype)


class _Builder:
    """The terms of one word's tree (``_Term``). A closure takes the call's list of values:
    its sources, then a slot for each subtree the tree holds more than once (``shared``:
    computed once a call, as bfe_i32's field)."""

    def __init__(self, name: str, tree) -> None:
        self.name = name
        self.sources = source_ranges(name)
        self.kinds = [_RESULTS.get(kind, np.dtype(np.int64)) for kind in WORDS[name].sources]
        # (a word of MODE: its value in the slot after the sources)
        self.mode = len(self.sources) if moded(name) else None
        self.first_slot = len(self.sources) + (self.mode is not None)
        seen, self.slots = set(), {}
        for node in nodes(tree):
            if node in seen and not isinstance(node, (Source, Constant)) and \
                    node not in self.slots:
                self.slots[node] = self.first_slot + len(self.slots)
            seen.add(node)
        self.made: dict = {}

    def exact(self, node) -> _Term:
        key = (node, None)
        if key not in self.made:
            self.made[key] = self._shared(node, self._exact(node), "exact")
        return self.made[key]

    def modular(self, node, bits: int) -> _Term:
        key = (node, bits)
        if key not in self.made:
            self.made[key] = self._shared(node, self._modular(node, bits), bits)
        return self.made[key]

    def _shared(self, node, term: _Term, form) -> _Term:
        """``term``, computed once a call where ``node`` recurs (a slot per node and form)."""
        if node not in self.slots or term.kind != "fn":
            return term
        slot = self.slots[node] if form == "exact" else \
            self.slots.setdefault((node, form), self.first_slot + len(self.slots))
        fn = term.payload

        def shared(v):
            value = v[slot]
            if value is None:
                value = v[slot] = fn(v)
            return value
        return _function(shared, term.dtype)

    def span(self, node):
        return value_range(node, self.sources)

    def fail(self, why: str):
        return IsaError(f"lane word {self.name}: {why}")

    # -- exact values
    def _exact(self, node) -> _Term:
        if isinstance(node, Source):
            return _Term("src", node.index, self.kinds[node.index])
        if isinstance(node, Constant):
            dtype = _dtype_for(self.span(node))
            return _Term("const", dtype.type(int(node.value)), dtype)
        if isinstance(node, Choice):
            return self.choice(node)
        if isinstance(node, Call) and node.word in WRAPS:
            return self.wrapped(node)
        if isinstance(node, Call) and node.word in FLOATS:
            return self.floating(node)
        operands = node.operands
        spans = [self.span(op) for op in operands]
        compare = isinstance(node, Operation) and node.operator in COMPARES
        dtype = _dtype_for(*spans) if compare else _dtype_for(self.span(node), *spans)
        if dtype is None:
            raise self.fail(f"{node} needs more than 64 bits exactly (wrap it: u32, u64)")
        terms = [self.exact(op).cast(dtype) for op in operands]
        ufunc = _UFUNCS[node.word if isinstance(node, Call) else node.operator]
        return _applied(ufunc, terms, np.dtype(bool) if compare else dtype)

    def choice(self, node) -> _Term:
        """``np.where`` of the test (``x != 0``: ``x`` itself, which ``np.where`` reads so)
        and the two values, each cast to one type."""
        dtype = _dtype_for(self.span(node.then), self.span(node.otherwise))
        test = node.test
        if isinstance(test, Operation) and test.operator == "!=" and \
                test.operands[1] == Constant(0):
            test = test.operands[0]
        rare = is_nan_test(test)
        test = self.exact(test)
        then, otherwise = (self.exact(part).cast(dtype)
                           for part in (node.then, node.otherwise))
        if rare:   # (a NaN's branch: computed only for a call that has one)
            f, g, h = test.fn(), then.fn(), otherwise.fn()

            def nan_or(v):
                where = f(v)
                return np.where(where, g(v), h(v)) if where.any() else h(v)
            return _function(nan_or, dtype)
        if then.kind == otherwise.kind == "src":
            i, j = then.payload, otherwise.payload
            if test.kind == "src":
                k = test.payload
                return _function(lambda v: np.where(v[k], v[i], v[j]), dtype)
            f = test.fn()
            return _function(lambda v: np.where(f(v), v[i], v[j]), dtype)
        f, g, h = test.fn(), then.fn(), otherwise.fn()
        if "fn" in (then.kind, otherwise.kind):   # (a branch of its own operations — a
            # special case's, which most calls' lanes all take or none takes —: computed
            # only for a call some lane of which takes it)
            sources = range(len(self.sources))

            def either(v):
                where = f(v)
                if where.ndim == 0:
                    return g(v) if where else h(v)
                if not where.any():
                    return _whole(h(v), where, [v[i] for i in sources], dtype)
                if where.all():
                    return _whole(g(v), where, [v[i] for i in sources], dtype)
                return np.where(where, g(v), h(v))
            return _function(either, dtype)

        def choose(v):
            where = f(v)
            if where.ndim == 0:   # (one test for every lane — a wave's scalar —: its branch)
                return g(v) if where else h(v)
            return np.where(where, g(v), h(v))
        return _function(choose, dtype)

    def floating(self, node) -> _Term:
        """A binary32 primitive of its operands (words; an integer operand, ``round_f32``'s
        and ``fscale``'s exponent: the exact integer in its own type), MODE's value from its
        slot (None: a word that does not round)."""
        integers = INTEGER_OPERANDS.get(node.word, ())
        terms = [term if n in integers else term.cast(np.dtype(np.uint32))
                 for n, term in enumerate(self.exact(op) for op in node.operands)]
        fns, primitive, mode = [term.fn() for term in terms], FLOAT_ARRAYS[node.word], self.mode
        dtype = np.dtype(np.int64) if node.word == "trunc_f32" else np.dtype(np.uint32)
        return _function(lambda v: primitive(None if mode is None else v[mode],
                                             *[f(v) for f in fns]), dtype)

    def wrapped(self, node) -> _Term:
        """``u32(x)`` and its kin: ``x`` itself where it fits the type, else ``x`` modulo
        2^bits (read as signed for ``i32``/``i64``)."""
        (child,) = node.operands
        if not changes_value(node, self.sources):
            return self.exact(child)
        bits, signed = WRAPS[node.word]
        term = self.modular(child, bits)
        if not signed:
            return term
        return _viewed(term, np.dtype(np.int32 if bits == 32 else np.int64))

    # -- values modulo 2^bits (uint32 / uint64)
    def _modular(self, node, bits: int) -> _Term:
        dtype = _MODULO[bits]
        if isinstance(node, Constant):
            return _Term("const", dtype.type(int(node.value) % (1 << bits)), dtype)
        if isinstance(node, Operation) and node.operator in RING:
            if node.operator == "<<":
                left, count = node.operands
                if self.span(count)[1] >= bits or self.span(count)[0] < 0:
                    raise self.fail(f"a shift by {count} may pass {bits} bits")
                terms = [self.modular(left, bits), self.exact(count).cast(dtype)]
            else:
                terms = [self.modular(op, bits) for op in node.operands]
            return _applied(_UFUNCS[node.operator], terms, dtype)
        if isinstance(node, Call) and node.word in WRAPS and WRAPS[node.word][0] >= bits:
            return self.modular(node.operands[0], bits)   # (2^bits divides its modulus)
        term = self.exact(node)
        if term.dtype == np.dtype(np.int32) and bits == 32:
            return _viewed(term, dtype)
        return term.cast(dtype)


def _whole(value, where, sources, dtype):
    """One branch's ``value`` as ``np.where`` would give it: an array of its own, of the
    shape of the test and the sources together (a constant's, a source's, or a branch of
    fewer sources: made whole)."""
    shape = where.shape
    for source in sources:   # (most often all of one shape: no broadcast to work out)
        if np.shape(source) != shape:
            shape = np.broadcast_shapes(shape, np.shape(source))
    if np.ndim(value) == 0:
        return np.full(shape, value, dtype)
    if value.shape == shape and not any(value is s for s in sources):
        return value
    out = np.empty(shape, dtype)
    out[...] = value
    return out


def _viewed(term: _Term, dtype) -> _Term:
    """The term's bits read as ``dtype`` (of the same size)."""
    if term.kind == "src":
        i = term.payload
        return _function(lambda v: v[i].view(dtype), dtype)
    fn = term.fn()
    return _function(lambda v: fn(v).view(dtype), dtype)


def _typed(value, kind):
    """``value`` as an array of ``kind`` (a number, or an array of another type,
    converted)."""
    return np.asarray(value).astype(kind)


def _word_of(fn, kinds, spare: int, moded: bool = False):
    """The word's function of its sources: each made its type where it is not already
    (the usual uint32 rows pass as they are), then ``fn`` of their list and ``spare``
    slots. Written out per arity: a loop over the sources costs as much as a node. A word
    of MODE takes MODE's value first (into the slot after the sources)."""
    if moded:
        typed, slots = _word_of(lambda values: values, kinds, 0), [None] * spare

        def word(mode, *sources):
            return fn([*typed(*sources), mode, *slots])
        return word
    slots = [None] * spare
    if len(kinds) == 1:
        (k0,) = kinds

        def word(a):
            if a.__class__ is not np.ndarray or a.dtype is not k0:
                a = _typed(a, k0)
            return fn([a, *slots])
    elif len(kinds) == 2:
        k0, k1 = kinds

        def word(a, b):
            if a.__class__ is not np.ndarray or a.dtype is not k0:
                a = _typed(a, k0)
            if b.__class__ is not np.ndarray or b.dtype is not k1:
                b = _typed(b, k1)
            return fn([a, b, *slots])
    elif len(kinds) > 3:   # (the rule of a three-source word's NaN: a loop, but rare)
        def word(*sources):
            return fn([s if s.__class__ is np.ndarray and s.dtype is k else _typed(s, k)
                       for s, k in zip(sources, kinds)] + slots)
    else:
        k0, k1, k2 = kinds

        def word(a, b, c):
            if a.__class__ is not np.ndarray or a.dtype is not k0:
                a = _typed(a, k0)
            if b.__class__ is not np.ndarray or b.dtype is not k1:
                b = _typed(b, k1)
            if c.__class__ is not np.ndarray or c.dtype is not k2:
                c = _typed(c, k2)
            return fn([a, b, c, *slots])
    return word


def array_form(name: str, native: bool = True):
    """Word ``name`` (isa/lane_vocabulary.py) as a function of arrays (MODE's value first,
    for a word of MODE); ``native``: a primitive under its NaN rule as the primitive alone,
    the binary32 ordering rule as numpy's maximum or minimum where that is the rule's result
    (module docstring), else the rule's generated form too."""
    tree = word_tree(name)
    kinds = WORDS[name].sources
    extreme = extreme_of(parse(WORDS[name].body)) if native else None
    if extreme is not None and moded(name):
        word = ordered(extreme, array_form(name, native=False))
        word.__name__ = name
        return word
    native = NATIVE.get(parse(WORDS[name].body)) if native else None
    if native is not None:
        primitive = FLOAT_ARRAYS[native]

        def word(mode, *sources):
            return primitive(mode, *(np.asarray(s).astype(np.uint32, copy=False)
                                     for s in sources))
        word.__name__ = name
        return word
    if set(kinds) == {"u32"} and WORDS[name].result == "u32" and len(kinds) <= 2:
        ufunc = _one_operation(tree, len(kinds))
        if ufunc is not None:
            return ufunc
    builder = _Builder(name, tree)
    fn = builder.exact(tree).cast(_RESULTS[WORDS[name].result]).fn()
    word = _word_of(fn, builder.kinds, len(builder.slots), builder.mode is not None)
    word.__name__ = name
    if len(kinds) == 1 and builder.mode is None and low_half_only(tree):
        return tabulated(word, name)
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


class _ArrayWords(Mapping):
    """Every lane word's array form by name, each made when first asked for (all 37 at
    import cost about 13 ms, where a run binds a few)."""

    def __init__(self, names) -> None:
        self._names = tuple(names)
        self._made: dict = {}

    def __getitem__(self, name: str):
        made = self._made.get(name)
        if made is None:
            if name not in self._names:
                raise KeyError(name)
            made = self._made[name] = array_form(name)
        return made

    def __iter__(self):
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


ARRAY_WORDS = _ArrayWords(LANE_WORDS)
