"""The vocabulary of the scalar ALU's expressions (``OpSpec.scalar`` / ``scalar_scc``, and a
lane-access instruction's ``OpSpec.lane``; isa/gfx942/definitions.py) on Python ints, as
the interpreter evaluates them. The compiled blocks evaluate the same expressions on int64
with the names of the same meaning in emulator/execution/blocks/scalar_lanes.py (and
``sx32``, ``mul_hi_u32``, ``first_lane`` of lanes.py);
tests/test_scalar_words.py holds each pair equal. A source is a non-negative value of its
width; every result an expression gives is masked to its width (MASK32, MASK64)."""

from __future__ import annotations

MASK32 = 0xFFFFFFFF
MASK64 = (1 << 64) - 1


def sx32(x: int) -> int:
    """The low 32 bits as a signed value."""
    return ((x & MASK32) ^ 0x80000000) - 0x80000000


def sx64(x: int) -> int:
    """The low 64 bits as a signed value."""
    return ((x & MASK64) ^ (1 << 63)) - (1 << 63)


def lshr64(x: int, n: int) -> int:
    """A 64-bit value shifted right by ``n`` (0-63), zeros in."""
    return (x & MASK64) >> n


def overflows32(x: int) -> bool:
    """Whether an exact signed result lies outside int32."""
    return x != sx32(x)


def mul_hi_u32(a: int, b: int) -> int:
    """The high half of the 64-bit product of two 32-bit values."""
    return ((a & MASK32) * (b & MASK32)) >> 32


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
