"""The vocabulary of the scalar ALU's expressions (``OpSpec.scalar`` / ``scalar_scc``, and a
lane-access instruction's ``OpSpec.lane``; isa/gfx942/definitions.py) on Python ints, as
the interpreter evaluates them. The compiled blocks evaluate the same expressions on int64
with the names of the same meaning in emulator/execution/blocks/scalar_lanes.py (and
``first_lane`` of lanes64.py); tests/test_scalar_words.py holds each pair equal. ``sx32`` and
``mul_hi_u32`` are the lane vocabulary's words (isa/lane_vocabulary.py), here as functions
of Python ints made from their one definition (``python_word``). A source is a
non-negative value of its width; every result an expression gives is masked to its width
(MASK32, MASK64)."""

from __future__ import annotations

from isa.definition_trees import Source
from isa.lane_vocabulary import WORDS, word_tree

from .expression_forms import function_of

MASK32 = 0xFFFFFFFF
MASK64 = (1 << 64) - 1

# The lane vocabulary's primitives on Python ints (isa/lane_vocabulary.py: exact integers).
PRIMITIVES = {
    "u32": lambda x: x & MASK32, "u64": lambda x: x & MASK64,
    "i32": lambda x: ((x & MASK32) ^ 0x80000000) - 0x80000000,
    "i64": lambda x: ((x & MASK64) ^ (1 << 63)) - (1 << 63),
    "max": max, "min": min}


def python_word(name: str):
    """Lane word ``name`` as a function of Python ints (its tree's nodes as closures,
    expression_forms.py; a word that is one primitive of its source is that primitive)."""
    sources = tuple(Source(n) for n in range(len(WORDS[name].sources)))
    return function_of(word_tree(name), PRIMITIVES, sources)


sx32 = python_word("sx32")   # (the low 32 bits as a signed value)


def sx64(x: int) -> int:
    """The low 64 bits as a signed value."""
    return ((x & MASK64) ^ (1 << 63)) - (1 << 63)


def lshr64(x: int, n: int) -> int:
    """A 64-bit value shifted right by ``n`` (0-63), zeros in."""
    return (x & MASK64) >> n


def overflows32(x: int) -> bool:
    """Whether an exact signed result lies outside int32."""
    return x != sx32(x)


mul_hi_u32 = python_word("mul_hi_u32")   # (the high half of two words' 64-bit product)


def abs_i32(x: int) -> int:
    """|x| of a signed 32-bit value, as a word (|-2^31| wraps to 0x80000000). (``abs``: so
    that it also runs on an object array's elements, ops/salu.py's batch form.)"""
    return abs(x) & MASK32


def first_lane(mask: int) -> int:
    """The lowest set bit's lane of a 64-bit mask (0 when none is set)."""
    mask &= MASK64
    return (mask & -mask).bit_length() - 1 if mask else 0


NAMES = ("MASK32", "MASK64", "sx32", "sx64", "lshr64", "overflows32", "mul_hi_u32", "abs_i32",
         "first_lane")
