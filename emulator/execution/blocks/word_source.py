"""The lane vocabulary's words as numba source, generated from their one definition
(isa/lane_vocabulary.py): the body of each word's jitted function, which compiled blocks
and compiled lanes call (word_functions.py).

Every node is computed exactly in int64, or in uint64 where its value may pass 2^63
(``value_range``), or — below a wrapping primitive (``u32(x)``, ``i32(x)``, …) — modulo
2^64 in uint64, whose ring operations wrap (and so modulo 2^32 too, the low half masked
after): the 64-bit arithmetic on casts LLVM narrows where it can, as lanes.py's hand-written
words were. Each operation's operands are cast to one type first (numba would widen int64
with uint64 to float64). A word's value is a ``np.uint32`` (``u32``), ``np.uint64`` (``u64``)
or ``np.int64`` (``i64``; ``s64``, a scalar word's: its low 64 bits); its sources are read as
the types the word declares.

A binary32 primitive is a call of its lane function in lanes.py on the operands' words
(``fadd``, ``fsub``, ``fmul``, ``ffma``, ``trunc_f32``, ``f16_of``, ``fscale``: LLVM's binary32
arithmetic, nearest even — the only MODE a block runs in —, integer rounding to binary16,
and ``if_ieee``: its operand, for that MODE's IEEE bit is set) or numba's cast
(``round_f32``: an int64 to float32, rounded once).

A source or a float primitive that a word's tree holds more than once (a NaN rule tests
the result it gives, and reads its operands again for the NaN it returns) is computed once
where the caller gives a ``bind`` (the word's function does): into a local,
by a statement before the word's line (a source's cast, or a primitive: total, so
computing one the word's choice then passes over changes nothing). Numba's compile time
grows faster than a function's statements, so the function is that much quicker to make
(30 ``v_pk_fma_f32``/``v_pk_add_f32`` in one block, when blocks held the words' bodies:
16.3 s each copy in place, 14.1 s with the primitives once, 8.3 s with the sources' casts
once too), and it runs as fast: LLVM had merged the copies already."""

from __future__ import annotations

import functools
from collections import Counter

from isa.definition_trees import Call, Choice, Constant, Operation, Source, nodes
from isa.errors import IsaError
from isa.lane_vocabulary import (COMPARES, FLOATS, INTEGER_OPERANDS, RING, TYPES, WORDS, WRAPS,
                                 changes_value, source_ranges, value_range, word_tree)

_CAST = {"i64": "np.int64", "u64": "np.uint64"}
_RESULT = {"u32": "np.uint32", "u64": "np.uint64", "i64": "np.int64", "s64": "np.int64"}


def _kind(*spans) -> str:
    """int64 where every span fits it, else uint64 (for spans of non-negative values)."""
    low, high = min(s[0] for s in spans), max(s[1] for s in spans)
    for kind in ("i64", "u64"):
        if TYPES[kind][0] <= low and high <= TYPES[kind][1]:
            return kind
    return ""


class _Writer:
    """The text of one word call: its tree's nodes over the operands' texts."""

    def __init__(self, name: str, operands) -> None:
        self.name = name
        self.operands = operands
        self.sources = source_ranges(name)
        self.shared = _shared_nodes(name)
        self.bindings: list[str] = []   # (each shared node's text, in the order needed)
        self.bound: dict = {}           # (a shared node -> its placeholder)

    def shared_text(self, node, text: str) -> str:
        """``text``, or where ``node`` is one the word holds more than once its placeholder
        (computed once, before the word's line: ``word_source``)."""
        if node not in self.shared:
            return text
        if node not in self.bound:
            self.bound[node] = _placeholder(len(self.bindings))
            self.bindings.append(text)
        return self.bound[node]

    def span(self, node):
        return value_range(node, self.sources)

    def fail(self, why: str):
        return IsaError(f"lane word {self.name}: {why}")

    def as_kind(self, node, kind: str) -> str:
        text, have = self.exact(node)
        return text if have == kind else f"{_CAST[kind]}({text})"

    def exact(self, node) -> tuple[str, str]:
        """(text, "i64" | "u64" | "bool") of the node's exact value."""
        if isinstance(node, Source):
            kind = _kind(self.sources[node.index])
            return self.shared_text(node, f"{_CAST[kind]}({self.operands[node.index]})"), kind
        if isinstance(node, Constant):
            kind = _kind(self.span(node))
            return f"{_CAST[kind]}({int(node.value)})", kind
        if isinstance(node, Choice):
            kind = _kind(self.span(node.then), self.span(node.otherwise))
            test, have = self.exact(node.test)
            test = test if have == "bool" else f"({test} != 0)"
            return (f"({self.as_kind(node.then, kind)} if {test} else "
                    f"{self.as_kind(node.otherwise, kind)})"), kind
        if isinstance(node, Call) and node.word in WRAPS:
            return self.wrapped(node)
        if isinstance(node, Call) and node.word in FLOATS:
            texts = [self.as_kind(op, "i64") for op in node.operands]
            if node.word == "round_f32":
                return f"np.int64(bits32(np.float32({texts[0]})))", "i64"
            integers = INTEGER_OPERANDS.get(node.word, ())
            words = ", ".join(text if n in integers else f"np.uint32({text})"
                              for n, text in enumerate(texts))
            return self.shared_text(node, f"np.int64({node.word}({words}))"), "i64"
        spans = [self.span(op) for op in node.operands]
        compare = isinstance(node, Operation) and node.operator in COMPARES
        kind = _kind(*spans) if compare else _kind(self.span(node), *spans)
        if not kind:
            raise self.fail(f"{node} needs more than 64 bits exactly (wrap it: u32, u64)")
        texts = [self.as_kind(op, kind) for op in node.operands]
        if isinstance(node, Call):   # (max, min, abs)
            return f"{node.word}({', '.join(texts)})", kind
        if len(texts) == 1:
            return f"({'-' if node.operator == 'neg' else node.operator}{texts[0]})", kind
        return f"({texts[0]} {node.operator} {texts[1]})", "bool" if compare else kind

    def wrapped(self, node) -> tuple[str, str]:
        """``u32(x)`` and its kin: ``x`` itself where it fits the type, else ``x`` modulo
        2^64 with its low half (signed for ``i32``) or all of it (``u64``, ``i64``)."""
        (child,) = node.operands
        if not changes_value(node, self.sources):
            return self.exact(child)
        bits, signed = WRAPS[node.word]
        value = self.modular(child)
        if bits == 64:
            return (f"np.int64({value})", "i64") if signed else (value, "u64")
        low32 = f"np.int64({value} & np.uint64(0xFFFFFFFF))"
        if not signed:
            return low32, "i64"
        return f"(({low32} ^ np.int64(0x80000000)) - np.int64(0x80000000))", "i64"

    def modular(self, node) -> str:
        """The node's value modulo 2^64, a uint64 text."""
        if isinstance(node, Constant):
            return f"np.uint64({int(node.value) % (1 << 64)})"
        if isinstance(node, Operation) and node.operator in RING:
            if node.operator == "<<":
                left, count = node.operands
                if not 0 <= self.span(count)[0] <= self.span(count)[1] < 64:
                    raise self.fail(f"a shift by {count} may pass 64 bits")
                return f"({self.modular(left)} << {self.as_kind(count, 'u64')})"
            texts = [self.modular(op) for op in node.operands]
            if node.operator == "neg":
                return f"(np.uint64(0) - {texts[0]})"
            if len(texts) == 1:
                return f"({node.operator}{texts[0]})"
            return f"({texts[0]} {node.operator} {texts[1]})"
        if isinstance(node, Call) and node.word in WRAPS and WRAPS[node.word][0] == 64:
            return self.modular(node.operands[0])
        text, kind = self.exact(node)
        return text if kind == "u64" else f"np.uint64({text})"


def word_source(name: str, operands, bind=None) -> str:
    """The numba text of word ``name`` (isa/lane_vocabulary.py) called on the texts
    ``operands``. ``bind``: a function that writes a statement giving a local the value of
    a text, before the line the word is on, and returns the local's name; a source or a
    float primitive the word's tree holds more than once (a NaN rule reads the result it
    tests) is then computed once, into such a local (without ``bind``, written in each
    place)."""
    bindings, text = _source(name, tuple(operands))
    names: list[str] = []
    for binding in bindings:
        binding = _filled(binding, names)
        names.append(bind(binding) if bind is not None else binding)
    return _filled(text, names)


@functools.lru_cache(maxsize=4096)
def _source(name: str, operands: tuple) -> tuple[tuple[str, ...], str]:
    """(``word_source``'s shared nodes' texts and its text, each with placeholders for the
    shared nodes' values; kept: a block's text is written again for each program that
    holds it, and a binary32 word's tree is some dozens of nodes)"""
    writer = _Writer(name, list(operands))
    text, _ = writer.exact(word_tree(name))
    return tuple(writer.bindings), f"{_RESULT[WORDS[name].result]}({text})"


@functools.lru_cache(maxsize=None)
def _shared_nodes(name: str) -> frozenset:
    """The sources and float primitive calls that word ``name``'s tree holds more than
    once."""
    counts = Counter(node for node in nodes(word_tree(name))
                     if isinstance(node, Source) or
                     (isinstance(node, Call) and node.word in FLOATS))
    return frozenset(node for node, count in counts.items() if count > 1)


def _placeholder(index: int) -> str:
    return f"\0{index}\0"


def _filled(text: str, names: list[str]) -> str:
    for index, name in enumerate(names):
        text = text.replace(_placeholder(index), name)
    return text


def line_binder(lines: list[str], indent: str, prefix: str):
    """A ``bind`` that appends ``{indent}{name} = {text}`` to ``lines`` (a local named
    ``prefix`` and its line's index): the lines a word's function computes before its
    ``return`` (word_functions.py)."""
    def bind(text: str) -> str:
        name = f"{prefix}{len(lines)}"
        lines.append(f"{indent}{name} = {text}")
        return name
    return bind
