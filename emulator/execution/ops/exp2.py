"""2^x for a binary32 x, as the emulator's ``v_exp_f32`` computes it: IEEE binary64
arithmetic only — no maths library —, so that the interpreter (numpy arrays) and a
compiled block (numba scalars, blocks/float_steps.py ``exp_f32``) give the same bits on
every machine from the one definition here.

The CDNA3 ISA guide gives ``v_exp_f32`` only as an approximation (within 1 ulp, denormals
flushed), so no reference fixes its last bit; the emulator returns 2^x rounded once to
binary32 from this binary64 value: x = k + r with k = floor(x + 1/2) and |r| ≤ 1/2 (both
exact), e^(r·ln 2) by its Taylor series to the 14th power in Horner's form (the series'
remainder below 5e-18 of the value), then scaled by 2^k exactly (ldexp). The binary64
value is within about 5e-16 of 2^x (a few of its ulps: the rounding of r·ln 2, of ln 2 and
of Horner's steps), so its binary32 rounding is the correctly rounded one except for an x
whose 2^x lies that close to a midpoint between two binary32 values (about one input in
10^8). ``taylor`` works on a float or an array of them alike; ``scaled`` is its use for
arrays, float_steps.py's for a scalar.
"""

from __future__ import annotations

import math

import numpy as np

LN2 = 0.6931471805599453      # (ln 2 rounded to binary64)
LIMIT = 200.0                 # |x| past which 2^x is 0 or inf in binary32 anyway
# 1/n! rounded to binary64: n! is exact in binary64 up to 18!
C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, C14 = (
    1.0 / math.factorial(n) for n in range(15))


def taylor(y):
    """e^y for |y| ≤ ln 2 / 2 (module docstring): Horner's form, each step one
    multiplication and one addition, rounded apart (never fused)."""
    p = C14
    p = p * y + C13
    p = p * y + C12
    p = p * y + C11
    p = p * y + C10
    p = p * y + C9
    p = p * y + C8
    p = p * y + C7
    p = p * y + C6
    p = p * y + C5
    p = p * y + C4
    p = p * y + C3
    p = p * y + C2
    p = p * y + C1
    return p * y + C0


def scaled(x: np.ndarray) -> np.ndarray:
    """2^x in binary64 for binary32 values ``x`` (float64 array): ±inf give inf and 0,
    NaN stays NaN."""
    clipped = np.clip(np.where(np.isnan(x), 0.0, x), -LIMIT, LIMIT)
    k = np.floor(clipped + 0.5)
    value = np.ldexp(taylor((clipped - k) * LN2), k.astype(np.int32))
    return np.where(np.isnan(x), x, value)
