"""Scalar arithmetic of the MI300 matrix cores, as numba functions (spec/NUMERICS.md).

Element formats are decoded (``kernels.decode_into``) to integers:
``value = (−1)^sign · sig · 2^(exp − F)`` with ``F``
fraction bits fixed per format (its layout's kept fraction: f16/xf32 10, bf16 7, fp8 3,
bf8 2). Normal numbers carry the
implicit 1 in ``sig``; a subnormal has ``sig < 2^F`` and its format's minimum exponent; a zero
takes exponent −126, the convention the golden vectors encode (NUMERICS.md, "Conventions").
xf32 inputs are truncated to 10 fraction bits (``bits & 0xFFFFE000``) *before* the NaN test.

All of this runs both jitted and, with ``NUMBA_DISABLE_JIT=1``, as plain Python. The only
pieces that need a primitive Python lacks are the fused multiply-adds: jitted, they are
LLVM's ``llvm.fma.f32`` / ``llvm.fma.f64`` (exact by definition); in plain Python, binary32's
is built from binary64 arithmetic and binary64's from exact rationals.
"""

from __future__ import annotations

import math
from fractions import Fraction

import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
import numba
import numpy as np
from llvmlite import ir
from numba import njit, types
from numba.extending import intrinsic

# A format's layout (isa.formats.Format.layout), the kernels' "type" parameter, by field.
(L_BITS, L_SIGN_SHIFT, L_EXP_SHIFT, L_EXP_MASK, L_FRAC_SHIFT, L_FRACTION, L_BIAS, L_KEEP,
 L_NAN_MASK, L_NAN_VALUE, L_SPECIAL_EXP, L_IEEE) = range(12)
# Element classes.
FINITE, INF, NAN = 0, 1, 2
ZERO_EXPONENT = -126
QNAN32 = np.uint32(0x7FC00000)                 # the one NaN the emulator produces (f32)
QNAN64 = np.uint64(0x7FF8000000000000)         # ... and for f64


@njit(cache=True, inline="always")
def f32_parts(bits):
    """(class, sign, exponent, significand) of an fp32 accumulator: |value| = sig · 2^(exp − 23).

    A zero or subnormal has exponent −126 (NUMERICS.md step 3).
    """
    bits = np.int64(bits)
    sign = (bits >> 31) & 1
    e = (bits >> 23) & 0xFF
    f = bits & 0x7FFFFF
    if e == 0xFF:
        return (NAN if f != 0 else INF), sign, 0, 0
    if e == 0:
        return FINITE, sign, -126, f
    return FINITE, sign, e - 127, f | (1 << 23)


@njit(cache=True, inline="always")
def pow2(e):
    """2.0 ** e as a float64, exactly, for −1022 <= e <= 1023 (built from its bits)."""
    return np.int64((np.int64(e) + 1023) << 52).view(np.float64)   # (an int32 e widened)


@njit(cache=True, inline="always")
def _fma_f32_from_f64(a, b, c):
    """The binary32 ``fma(a, b, c)``, correctly rounded, from float64 arithmetic: the sum
    rounded to odd (``fma_to_odd``) and then to binary32 is exactly one nearest-even
    rounding, because binary64 has more than 24 + 2 bits."""
    return np.float32(fma_to_odd(a, b, c))


@njit(cache=True, inline="always")
def fma_to_odd(a, b, c):
    """``a·b + c`` of binary32 values in binary64, rounded to odd (an ∞ or NaN as binary64
    gives it): ``a·b`` is exact in binary64; TwoSum gives ``a·b + c = s + err`` exactly; an
    inexact ``s`` with an even last bit moves one ulp toward ``s + err``."""
    p = np.float64(a) * np.float64(b)
    c64 = np.float64(c)
    s = p + c64
    if not math.isfinite(s):
        return s
    bb = s - p
    err = (p - (s - bb)) + (c64 - bb)
    if err != 0.0:
        bits = np.float64(s).view(np.int64)
        if bits & 1 == 0:
            if (err > 0.0) == (s > 0.0):
                bits += 1
            else:
                bits -= 1
            s = np.int64(bits).view(np.float64)
    return s


@intrinsic
def _llvm_fma_f32(typingctx, a, b, c):
    sig = types.float32(types.float32, types.float32, types.float32)

    def codegen(context, builder, signature, args):
        single = ir.FloatType()
        fn = builder.module.declare_intrinsic(
            "llvm.fma", [single], ir.FunctionType(single, [single, single, single]))
        return builder.call(fn, args)

    return sig, codegen


if numba.config.DISABLE_JIT:
    fma_f32 = _fma_f32_from_f64
else:
    @njit(cache=True, inline="always")
    def fma_f32(a, b, c):
        """binary32 fma: LLVM's ``llvm.fma.f32``, exact by definition (the hardware's FMA,
        or libm's fmaf); plain Python: the float64 construction above, equal bit for bit
        (tests/test_execute.py compares them)."""
        return _llvm_fma_f32(np.float32(a), np.float32(b), np.float32(c))


@njit(cache=True, inline="always")
def fma_f32_lane(a, b, c):
    """The VALU's binary32 fma of one lane: ``fma_f32``, with a NaN result made definite
    (which NaN x86's FMA returns depends on the operand order the compiler chose): the
    first NaN of a, b, c, quieted, else the default NaN (sign set, as x86 gives for
    inf·0 or inf − inf)."""
    r = fma_f32(a, b, c)
    if r == r:
        return r
    for x in (a, b, c):
        if x != x:
            quiet = np.float32(x).view(np.uint32) | np.uint32(0x00400000)
            return np.uint32(quiet).view(np.float32)
    return np.uint32(0xFFC00000).view(np.float32)


@njit(cache=True)
def _fma_f32_flat(a, b, c):
    """Element-wise correctly rounded binary32 fma of three float32 arrays."""
    out = np.empty(a.shape[0], dtype=np.float32)
    for t in range(a.shape[0]):
        out[t] = fma_f32_lane(a[t], b[t], c[t])
    return out


def _fma_f64_exact(a, b, c):
    """Plain-Python binary64 fma: exact rational sum, one correct rounding, IEEE specials."""
    a, b, c = float(a), float(b), float(c)
    if not (math.isfinite(a) and math.isfinite(b)):
        return np.float64(a * b + c)  # a*b is exactly inf or NaN: no rounding question
    if not math.isfinite(c):
        # The exact product of finite a, b is finite even when a*b would overflow in binary64.
        return np.float64(c)
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        prod_negative_zero = math.copysign(1.0, a) * math.copysign(1.0, b) < 0 and (
            a == 0 or b == 0)
        negative = prod_negative_zero and math.copysign(1.0, c) < 0
        return np.float64(-0.0 if negative else 0.0)
    try:
        return np.float64(float(exact))  # int/int true division rounds correctly
    except OverflowError:
        return np.float64(math.inf if exact > 0 else -math.inf)


@intrinsic
def _llvm_fma_f64(typingctx, a, b, c):
    sig = types.float64(types.float64, types.float64, types.float64)

    def codegen(context, builder, signature, args):
        double = ir.DoubleType()
        fn = builder.module.declare_intrinsic(
            "llvm.fma", [double], ir.FunctionType(double, [double, double, double]))
        return builder.call(fn, args)

    return sig, codegen


if numba.config.DISABLE_JIT:
    fma_f64 = _fma_f64_exact
else:
    @njit(cache=True, inline="always")
    def fma_f64(a, b, c):
        return _llvm_fma_f64(a, b, c)


@intrinsic
def _llvm_ashr_i32(typingctx, x, d):
    sig = types.int32(types.int32, types.int32)

    def codegen(context, builder, signature, args):
        return builder.ashr(args[0], args[1])

    return sig, codegen


def _ashr32_python(x, d):
    return np.int32(int(x) >> int(d))


if numba.config.DISABLE_JIT:
    ashr32 = _ashr32_python
else:
    @njit(cache=True, inline="always")
    def ashr32(x, d):
        """``x >> d`` of an int32 by 0 <= d <= 31 as one 32-bit arithmetic shift (numba's
        ``>>`` widens int32 to int64 first, which on AVX2 is several instructions a lane)."""
        return _llvm_ashr_i32(np.int32(x), np.int32(d))


@njit(cache=True)
def _fma_f64_flat(a, b, c):
    """Element-wise correctly rounded binary64 fma of three float64 arrays."""
    out = np.empty(a.shape[0], dtype=np.float64)
    for t in range(a.shape[0]):
        out[t] = fma_f64(a[t], b[t], c[t])
    return out

