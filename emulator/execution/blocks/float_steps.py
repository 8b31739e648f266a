"""One lane of the binary32 division steps, reciprocals and exponential, jitted: what a
compiled block calls for ``v_div_fmas_f32`` (of clang's IEEE division sequence, whose
``v_div_scale_f32`` and ``v_div_fixup_f32`` are words of the lane vocabulary) and ``v_rcp_f32``, ``v_sqrt_f32``, ``v_rsq_f32``,
``v_exp_f32``.

Each is the scalar form of the interpreter's array rule of the same instruction and must
agree with it bit for bit (tests/test_float_steps.py runs both on special and random
words): ops/division.py's ``_fmas32``, and ops/transcendental.py's ``_transcendental`` for the three whose f32 result
is one binary64 operation on the flushed input rounded once — IEEE arithmetic, so the
same on every machine — and for the exponential, whose binary64 value is the
interpreter's own function of IEEE operations (emulator/execution/exp2_binary64.py,
compiled here; the logarithm's calls a maths library, whose last bit may differ between
numpy's and LLVM's, and stays interpreted). Blocks run only in the
default MODE; ``v_rcp_f32`` and the others are counted by the fidelity report as they
retire in a block too (engine.py ``count_block``).
"""

from __future__ import annotations

import math

import numpy as np
import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
from numba import njit

from emulator.execution.exp2_binary64 import exp2_binary64

# (binary32's fields as lanes.py names them)
from emulator.execution.blocks.lanes import (_INFINITY, _QUIET, DEFAULT_NAN,
                                             bits32, f32, ffma, is_nan)

_SIGN = np.uint32(0x80000000)


@njit(cache=True)
def _field(x):
    """The biased exponent field (0 for zeros and denormals)."""
    return np.int64((np.uint32(x) >> np.uint32(23)) & np.uint32(0xFF))


@njit(cache=True)
def _flushed(x):
    """A denormal as the zero of its sign (FloatBits.flushed)."""
    x = np.uint32(x)
    return np.uint32(x & _SIGN) if (x & _INFINITY) == 0 else x


@njit(cache=True)
def _inverse(v):
    """1 / v in binary64, a zero giving the infinity of its sign (no division by zero)."""
    return math.copysign(math.inf, v) if v == 0.0 else 1.0 / v


@njit(cache=True)
def _finished(x, r):
    """``_transcendental``'s result: ``r`` (the binary32 bits of the rounded value) flushed;
    a NaN from a NaN input that input quieted, a NaN made from a number the default NaN."""
    r = _flushed(r)
    if not is_nan(r):
        return r
    return np.uint32(x | _QUIET) if is_nan(x) else DEFAULT_NAN


@njit(cache=True)
def rcp_f32(a):
    x = _flushed(a)
    return _finished(x, bits32(np.float32(_inverse(np.float64(f32(x))))))


@njit(cache=True)
def sqrt_f32(a):
    x = _flushed(a)
    return _finished(x, bits32(np.float32(np.sqrt(np.float64(f32(x))))))


# (the interpreter's function of IEEE operations, compiled: the same bits; inlined by numba
# into the block, where LLVM vectorises its lane loop — called, it was not: a fused
# attention's block of 17 v_exp_f32 took 2.4 ms a batch rather than 0.5)
_exp2 = njit(cache=True, inline="always")(exp2_binary64)


@njit(cache=True, inline="always")
def exp_f32(a):
    """2^x of the flushed input in binary64 (``exp2_binary64``), rounded once."""
    x = _flushed(a)
    return _finished(x, bits32(np.float32(_exp2(np.float64(f32(x))))))


@njit(cache=True)
def rsq_f32(a):
    """1 / (the square root rounded to binary32), in binary64, rounded again."""
    x = _flushed(a)
    root = np.float64(np.float32(np.sqrt(np.float64(f32(x)))))
    return _finished(x, bits32(np.float32(_inverse(root))))


@njit(cache=True)
def _round_to_odd_sum(p, c):
    """p + c (binary64, p exact) rounded to odd (division.py ``round_to_odd_sum``)."""
    s = p + c
    t = s - p
    e = (p - (s - t)) + (c - t)
    if not math.isfinite(s) or e == 0.0:
        return s
    bits = np.float64(s).view(np.uint64)
    if math.copysign(1.0, e) != math.copysign(1.0, s):
        bits = np.uint64(bits - np.uint64(1))
    return np.uint64(bits | np.uint64(1)).view(np.float64)


@njit(cache=True)
def div_fmas_f32(a, b, c, scaled):
    """V_DIV_FMAS_F32 (``scaled``: the lane's VCC bit): fma(a, b, c), times 2^64 where VCC
    is set and c is at least 2, 2^-64 where it is set and c is below, rounded once —
    division.py ``_fmas32``: a NaN operand gives the first NaN, quieted; an infinite one
    the binary64 sum of the product and c."""
    x, y, z = f32(a), f32(b), f32(c)
    if x != x or y != y or z != z:
        first = a if x != x else b if y != y else c
        return np.uint32(np.uint32(first) | _QUIET)
    if not (math.isfinite(x) and math.isfinite(y) and math.isfinite(z)):
        return bits32(np.float32(np.float64(x) * np.float64(y) + np.float64(z)))
    if not scaled:
        return ffma(a, b, c)   # (no NaN operand: nor a NaN result)
    scale = 64 if _field(c) > 127 else -64
    exact = _round_to_odd_sum(np.float64(x) * np.float64(y), np.float64(z))
    return bits32(np.float32(math.ldexp(exact, scale)))
