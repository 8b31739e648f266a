"""Binary32 arithmetic on Python ints by exact rationals, rounded to nearest even: the
reference that isa/lane_vocabulary.py's primitives are held to (``python_form``), independent
of any FPU (but for 2^x, whose value is the binary64 function of IEEE operations the
hardware model defines, isa/exp2_binary64.py: no rational reference can confirm it). A
binary32 is its bits; a value is a ``Fraction``, or the float ±inf or NaN (``value_of``).
Each operation gives IEEE 754's bits for its exact result rounded once (``rounded``:
binary32, or binary16), denormals kept; an infinite or NaN result is ±inf's bits or the
NaN 0x7FC00000 — a NaN result is *a* NaN: the vocabulary's words say which."""

from __future__ import annotations

import math
import struct
from fractions import Fraction

from isa.exp2_binary64 import exp2_binary64

SIGN, _NAN = 0x80000000, 0x7FC00000


def value_of(bits: int):
    """A binary32's value: a Fraction, or the float ±inf / NaN."""
    return Fraction(struct.unpack("<f", struct.pack("<I", bits))[0]) if \
        bits & 0x7F800000 != 0x7F800000 else struct.unpack("<f", struct.pack("<I", bits))[0]


def _negative(bits: int) -> bool:
    return bool(bits & SIGN)


def rounded(value: Fraction, negative_zero: bool = False, fraction: int = 23,
             bias: int = 127) -> int:
    """``value`` rounded to binary32 (or the binary format of ``fraction`` bits and exponent
    ``bias``: binary16's 10 and 15), nearest even (denormals kept, past the largest finite
    value by half an ulp or more ∞): its bits; an exact 0 is −0 where ``negative_zero``."""
    sign_bit = 1 << (fraction + bias.bit_length() + 1)
    if value == 0:
        return sign_bit if negative_zero else 0
    sign, magnitude = (sign_bit if value < 0 else 0), abs(value)
    lowest = 1 - bias
    exponent = max(magnitude.numerator.bit_length() - magnitude.denominator.bit_length() - 1,
                   lowest - 1)
    while Fraction(2) ** (exponent + 1) <= magnitude:
        exponent += 1
    while Fraction(2) ** exponent > magnitude and exponent > lowest:
        exponent -= 1
    exponent = max(exponent, lowest)
    scaled = magnitude / Fraction(2) ** (exponent - fraction)   # (below 2^(fraction + 1))
    whole, rest = divmod(scaled.numerator, scaled.denominator)
    if 2 * rest > scaled.denominator or (2 * rest == scaled.denominator and whole & 1):
        whole += 1
    if whole == 1 << (fraction + 1):
        whole, exponent = 1 << fraction, exponent + 1
    if exponent > bias:
        return sign | (2 * bias + 1) << fraction
    if whole < 1 << fraction:   # (a denormal: the lowest exponent)
        return sign | whole
    return sign | (exponent + bias) << fraction | (whole - (1 << fraction))


def exact_sum(x: int, y: int) -> int:
    """x + y (bits) with IEEE's specials; an exact zero sum is −0 only of two −0s."""
    a, b = value_of(x), value_of(y)
    if isinstance(a, float) or isinstance(b, float):
        return _special(float(a) + float(b))
    return rounded(a + b, negative_zero=_negative(x) and _negative(y) and a == b == 0)


def _special(result: float) -> int:
    """An infinity or NaN result's bits (a NaN: the rule's words pick which)."""
    return _NAN if result != result else struct.unpack("<I", struct.pack("<f", result))[0]


def exact_product(x: int, y: int) -> int:
    a, b = value_of(x), value_of(y)
    if isinstance(a, float) or isinstance(b, float):
        return _special(float(a) * float(b))
    return rounded(a * b, negative_zero=_negative(x) != _negative(y))


def exact_fma(x: int, y: int, z: int) -> int:
    return scaled_fma(x, y, z, 0)


def scaled_fma(x: int, y: int, z: int, e: int) -> int:
    """(x·y + z)·2^e, rounded once (an ∞ or NaN: unscaled)."""
    a, b, c = value_of(x), value_of(y), value_of(z)
    if any(isinstance(v, float) for v in (a, b, c)):
        return _special(float(a) * float(b) + float(c))
    product = a * b
    if product + c == 0:   # (−0 only of a −0 product and a −0 addend)
        return rounded(Fraction(0), (_negative(x) != _negative(y)) and product == 0 and
                       _negative(z) and c == 0)
    return rounded((product + c) * Fraction(2) ** e)


def truncated(x: int, limit: int) -> int:
    """binary32 ``x`` toward zero as an integer; a NaN 0, beyond ±``limit`` (∞ too)
    ±``limit``."""
    a = value_of(x)
    if isinstance(a, float):
        return 0 if a != a else (limit if a > 0 else -limit)
    return max(-limit, min(limit, int(a)))


def half_of(x: int) -> int:
    """binary32 ``x`` rounded to binary16 (a NaN: 0x7E00)."""
    a = value_of(x)
    if isinstance(a, float):
        return 0x7E00 if a != a else (0xFC00 if a < 0 else 0x7C00)
    return rounded(a, negative_zero=_negative(x), fraction=10, bias=15)


def scaled(x: int, e: int) -> int:
    """binary32 ``x`` times 2^e, rounded once."""
    a = value_of(x)
    if isinstance(a, float):
        return _special(a)
    return rounded(a * Fraction(2) ** e, negative_zero=_negative(x))


def reciprocal(x: int) -> int:
    """1 / binary32 ``x``, rounded once: ±0 gives ±∞, ±∞ ±0 (binary64's quotient, rounded
    again to binary32, is the same: 53 bits are at least 2·24 + 2, which makes a second
    rounding of a quotient innocuous)."""
    a = value_of(x)
    if isinstance(a, float):
        return _NAN if a != a else x & SIGN
    if a == 0:
        return (x & SIGN) | 0x7F800000
    return rounded(1 / a)


def square_root(x: int) -> int:
    """√ binary32 ``x``, rounded once: ±0 and +∞ themselves, a NaN below −0. The root of
    the value's n / d is √(n·d·4^64) / (d·2^64): its integer square root r, and r + ½
    where that is inexact, lie on the same side of every rounding boundary, which are
    integers that far up (binary64's root rounded again is the same, as for the
    quotient)."""
    a = value_of(x)
    if isinstance(a, float):
        return x if a == math.inf else _NAN
    if a == 0:
        return x
    if a < 0:
        return _NAN
    whole = a.numerator * a.denominator << 128
    root = math.isqrt(whole)
    return rounded(Fraction(2 * root + (root * root != whole), 2 * a.denominator << 64))


def power_of_two(x: int) -> int:
    """2^x for binary32 ``x``: ``exp2_binary64``'s value rounded once."""
    a = value_of(x)
    value = float(exp2_binary64(float(a)))
    if not math.isfinite(value):
        return _special(value)
    return rounded(Fraction(value))
