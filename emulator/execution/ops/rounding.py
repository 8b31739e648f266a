"""MODE's rounding fields (CDNA3 ISA 3.7, the MODE register): FP_ROUND[1:0] (MODE[1:0]) for
f32, FP_ROUND[3:2] (MODE[3:2]) for f64 and f16; 0 nearest even, 1 toward +inf, 2 toward
−inf, 3 toward zero. The kernel descriptor's ``.amdhsa_float_round_mode_32`` / ``_16_64``
give the initial values and ``s_setreg_b32 hwreg(HW_REG_MODE, 0, 4)`` changes them.

An affected operation is first computed nearest-even (r), as in the default mode. Under a
directed mode the sign of (exact − r) is found exactly, and r steps one ulp in the mode's
direction where it lies on the wrong side of the exact value:

- toward +inf: r < exact → next up; toward −inf: r > exact → next down;
- toward zero: |r| > |exact| → next toward zero (an overflow to inf becomes ±max);
- an exact zero sum of terms that are not all +0 is −0 toward −inf (IEEE 754 6.3).

The exact value is a sum of products of the (finite) typed sources, evaluated as integers:
each source is m·2^e (m a 53-bit integer, from frexp), so Σ ± Π m·2^Σe − r is an integer
times 2^min(e), computed in numpy object arrays of Python ints — exact for any exponents,
and only run in a directed mode. Lanes with an inf or NaN source are exact (r as it is).

Honoured by add, sub, mul, fma/fmac, unfused mad/mac (both of their roundings) in f16, f32
and f64, packed f16/f32 add, mul and fma, and the float-to-narrower-float and
integer-to-float conversions. Transcendentals, the division steps, ldexp, dot products,
fma_mix and the MFMAs round to nearest even whatever MODE says.
"""

from __future__ import annotations

import numpy as np

# MODE bit position of each type's round field
SHIFT = {np.float32: 0, np.float64: 2, np.float16: 2}
TOWARD_POSITIVE, TOWARD_NEGATIVE, TOWARD_ZERO = 1, 2, 3


def round_bits(mode: int, dtype) -> int:
    """The 2-bit FP_ROUND value that governs results of ``dtype``."""
    return (mode >> SHIFT[dtype]) & 3


def _integer_parts(x):
    """(m, e) with x = m · 2^e exactly, m an int64 (x finite float or integer array)."""
    x = np.asarray(x)
    if x.dtype.kind in "iu":
        return x.astype(np.int64), np.zeros(x.shape, np.int64)
    fraction, exponent = np.frexp(x.astype(np.float64))
    return (fraction * 2.0 ** 53).astype(np.int64), exponent.astype(np.int64) - 53


def _exact_sign(terms, r):
    """sign(Σ Π term − r) per lane (−1, 0, 1), every value finite: an integer sum."""
    parts = []
    for term in terms:
        m, e = np.ones(r.shape, np.int64).astype(object), np.zeros(r.shape, np.int64)
        for factor in term:
            fm, fe = _integer_parts(factor)
            m, e = m * fm.astype(object), e + fe
        parts.append((m, e))
    rm, re = _integer_parts(r)
    parts.append((-rm.astype(object), re))
    low = np.minimum.reduce([e for _, e in parts])
    total = sum(np.left_shift(m, (e - low).astype(object)) for m, e in parts)
    return (total > 0).astype(bool).astype(np.int8) - (total < 0).astype(bool)


def _finite(x):
    x = np.asarray(x)
    return np.ones(x.shape, bool) if x.dtype.kind in "iu" else np.isfinite(x)


def directed(bits: int, r, terms):
    """r (nearest-even, a float16/32/64 array) as FP_ROUND ``bits`` rounds Σ Π ``terms``
    (lists of typed source arrays; a product of one factor is the value itself)."""
    r = np.asarray(r)
    if bits == 0:
        return r
    finite = np.logical_and.reduce([_finite(f) for term in terms for f in term])
    overflow = finite & np.isinf(r)
    exact = finite & np.isfinite(r)
    with np.errstate(invalid="ignore", over="ignore"):
        shown = [[np.where(exact, f, 0) for f in term] for term in terms]
        sign = np.where(exact, _exact_sign(shown, np.where(exact, r, 0).astype(r.dtype)), 0)
    sign = np.where(overflow, -np.sign(r).astype(np.int8), sign)
    if bits == TOWARD_POSITIVE:
        step = sign > 0
        target = np.inf
    elif bits == TOWARD_NEGATIVE:
        step = sign < 0
        target = -np.inf
    else:
        step = ((sign > 0) & (r < 0)) | ((sign < 0) & (r > 0))
        target = 0.0
    out = np.where(step, np.nextafter(r, r.dtype.type(target)), r).astype(r.dtype)
    if bits == TOWARD_NEGATIVE and len(terms) > 1:
        all_plus_zero = np.logical_and.reduce([_positive_zero(term) for term in terms])
        zero_sum = exact & (sign == 0) & (r == 0) & ~all_plus_zero
        out = np.where(zero_sum, -r.dtype.type(0), out).astype(r.dtype)
    return out


def _positive_zero(term):
    """Whether a product is +0."""
    zero = np.logical_or.reduce([np.asarray(f) == 0 for f in term])
    negative = np.logical_xor.reduce([np.signbit(f) for f in term])
    return zero & ~negative


# -- the affected operations, nearest-even then directed --------------------------------
def add(mode, a, b):
    """a + b in a's float type."""
    return directed(round_bits(mode, a.dtype.type), a + b, [(a,), (b,)])


def subtract(mode, a, b):
    return directed(round_bits(mode, a.dtype.type), a - b, [(a,), (-b,)])


def multiply(mode, a, b):
    return directed(round_bits(mode, a.dtype.type), a * b, [(a, b)])


# (the rounded form of each ufunc a float instruction names as its lanes)
ROUNDED = {np.add: add, np.subtract: subtract, np.multiply: multiply}


def fused(mode, a, b, c, nearest):
    """a·b + c rounded once (``nearest``: its nearest-even value)."""
    return directed(round_bits(mode, c.dtype.type), nearest, [(a, b), (c,)])


def unfused(mode, a, b, c):
    """a·b + c with the product rounded first (v_mad_f16, v_mac_f16): both roundings
    follow MODE."""
    return add(mode, multiply(mode, a, b), c)


def convert(mode, x, dtype):
    """x (a float or integer array) to the float ``dtype``."""
    return directed(round_bits(mode, dtype), np.asarray(x).astype(dtype), [(x,)])
