"""2^x in binary64 from IEEE basic operations only — v_exp_f32's value before its rounding
to binary32, the lane vocabulary's primitive ``fexp2`` (isa/lane_vocabulary.py: its forms
over arrays, emulator/execution/ops/word_arrays.py; per lane, compiled,
emulator/execution/blocks/lanes.py, numba compiling this same function; and on a Python
float, the words' reference): x = n + f with n = rint(x), |f| <= 1/2 (exact), 2^f
as the Taylor polynomial over ln(2)^k / k! to k = 13 (truncation below 2^-56 of the
value; Estrin's order of evaluation), scaled by 2^n (exact). Every step is a binary64 add,
multiply, rint, minimum or maximum, each correctly rounded in numpy and in LLVM alike
(numba contracts no multiply-add without fastmath), so the interpreter and a compiled
block give the same bits on every machine, where a maths library's ``exp2`` may differ
between numpy's and LLVM's in its last bit. The value is within a few ulps of binary64 of
2^x: rounded to binary32 it is the correctly rounded result unless 2^x lies within about
2^-50 of a binary32 rounding boundary (about one input in 10^7; the hardware's
approximation is within 1 ulp anyway, which the fidelity report says). x beyond ±200 is
taken as ±200 (2^200 is ∞ in binary32, 2^-200 zero); a NaN gives a NaN.

Works on numpy arrays and on numba's scalars alike; imports no numba."""

from __future__ import annotations

from decimal import Decimal, localcontext

import numpy as np


def _coefficients(count: int) -> tuple:
    """ln(2)^k / k!, k = 0 … count-1, each rounded once to binary64 (from 40 digits)."""
    with localcontext() as context:
        context.prec = 40
        ln2, term, out = Decimal(2).ln(), Decimal(1), []
        for k in range(count):
            out.append(float(term))
            term = term * ln2 / (k + 1)
    return tuple(out)


(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13) = _coefficients(14)


def exp2_binary64(x):
    """2^x (module docstring); ``x`` a float64 or an array of them."""
    clamped = np.minimum(np.maximum(x, -200.0), 200.0)   # (a NaN stays a NaN)
    n = np.rint(np.fmin(np.fmax(clamped, -200.0), 200.0))   # (a NaN's: -200, any integer)
    f = clamped - n
    # (Estrin's scheme: the same sum of terms as Horner's, in four levels of independent
    # multiply-adds instead of thirteen dependent ones — a lane's latency in a block)
    f2 = f * f
    f4 = f2 * f2
    f8 = f4 * f4
    low = ((C0 + C1 * f) + (C2 + C3 * f) * f2) + ((C4 + C5 * f) + (C6 + C7 * f) * f2) * f4
    high = ((C8 + C9 * f) + (C10 + C11 * f) * f2) + (C12 + C13 * f) * f4
    p = low + high * f8
    # (times 2^n, exactly: 2^n built from its bits — a normal binary64 for |n| <= 200 —
    # where ldexp would be a call LLVM cannot vectorise the lane loop around)
    return p * np.int64((np.int64(n) + np.int64(1023)) << np.int64(52)).view(np.float64)
