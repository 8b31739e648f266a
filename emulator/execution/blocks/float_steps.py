"""One lane of clang's binary32 division step ``v_div_fmas_f32``, jitted: what a compiled
block calls for it (the sequence's ``v_div_scale_f32`` and ``v_div_fixup_f32``, and the
reciprocals, roots and exponential, are words of the lane vocabulary,
isa/lane_vocabulary.py, written once for every form).

It is the scalar form of the interpreter's array rule, ops/division.py's ``_fmas32``, and
must agree with it bit for bit (tests/test_float_steps.py runs both on special and random
words). Blocks run only in the default MODE.
"""

from __future__ import annotations

import math

import numpy as np
import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
from numba import njit

# (binary32's fields as lanes.py names them)
from emulator.execution.blocks.lanes import _QUIET, bits32, f32, ffma


@njit(cache=True)
def _field(x):
    """The biased exponent field (0 for zeros and denormals)."""
    return np.int64((np.uint32(x) >> np.uint32(23)) & np.uint32(0xFF))


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
