"""The vocabulary of the scalar ALU's expressions (``OpSpec.scalar`` / ``scalar_scc``, and a
lane-access instruction's ``OpSpec.lane``; isa/gfx942/definitions.py) on Python ints, as
the interpreter evaluates them. The compiled blocks evaluate the same expressions on int64
with the names of the same meaning: the constants of emulator/execution/blocks/scalar_lanes.py
and ``first_lane`` of lanes64.py, which tests/test_scalar_words.py holds equal; every other
name is a word of the lane vocabulary (isa/lane_vocabulary.py: ``SCALAR_WORDS``), here a
function of Python ints made from its one definition (``python_word``), in a block its
generated source. A source is a non-negative value of its width; every result an expression
gives is masked to its width (MASK32, MASK64)."""

from __future__ import annotations

from isa.definition_trees import Source
from isa.lane_vocabulary import SCALAR_WORDS, WORDS, word_tree

from .expression_forms import function_of

MASK32 = 0xFFFFFFFF
MASK64 = (1 << 64) - 1

# The lane vocabulary's primitives on Python ints (isa/lane_vocabulary.py: exact integers).
PRIMITIVES = {
    "u32": lambda x: x & MASK32, "u64": lambda x: x & MASK64,
    "i32": lambda x: ((x & MASK32) ^ 0x80000000) - 0x80000000,
    "i64": lambda x: ((x & MASK64) ^ (1 << 63)) - (1 << 63),
    "max": max, "min": min, "abs": abs}


def python_word(name: str):
    """Lane word ``name`` as a function of Python ints (its tree's nodes as closures,
    expression_forms.py; a word that is one primitive of its source is that primitive)."""
    sources = tuple(Source(n) for n in range(len(WORDS[name].sources)))
    return function_of(word_tree(name), PRIMITIVES, sources)


_MADE = {name: python_word(name) for name in SCALAR_WORDS}
sx32, sx64 = _MADE["sx32"], _MADE["sx64"]   # (the low 32 / 64 bits as a signed value)
lshr64 = _MADE["lshr64"]             # (a 64-bit value shifted right by 0-63, zeros in)
overflows32 = _MADE["overflows32"]   # (whether an exact result lies outside int32)
mul_hi_u32 = _MADE["mul_hi_u32"]     # (the high half of two words' 64-bit product)
abs_i32 = _MADE["abs_i32"]           # (|x| of a signed 32-bit value: |-2^31| is 0x80000000)


def first_lane(mask: int) -> int:
    """The lowest set bit's lane of a 64-bit mask (0 when none is set)."""
    mask &= MASK64
    return (mask & -mask).bit_length() - 1 if mask else 0


NAMES = ("MASK32", "MASK64", "sx32", "sx64", "lshr64", "overflows32", "mul_hi_u32", "abs_i32",
         "first_lane")
