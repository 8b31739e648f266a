"""The VALU's correctly rounded fused multiply-adds over lanes (v_fma_f32/f64 and their
forms, v_pk_fma_f32, the division's scaling steps): the element-wise loops of
mfma/numerics.py (``_fma_f32_flat``, ``_fma_f64_flat``), run through their jit entries
(emulator/jit), for arrays of any shapes that broadcast together (a batch's (waves, 64)
lanes, a (64,) constant); and a binary64 sum rounded to odd (``round_to_odd_sum``), from
which a narrower fma is rounded once more, correctly (the scaled binary32 fma, the f16 and
mixed-precision fmas)."""

from __future__ import annotations

import numpy as np

from emulator import jit

_numerics = jit.module("emulator.execution.mfma.numerics")


def _lanes(flat):
    def apply(a, b, c):
        if a.ndim == 1 and a.shape == b.shape == c.shape:
            return flat(a, b, c)
        # (each operand as it is where it has the full shape: np.broadcast_arrays's views
        # carry numpy's warn-on-write flag, which reading their flags then reports)
        shape = np.broadcast_shapes(a.shape, b.shape, c.shape)
        a, b, c = (x if x.shape == shape else np.broadcast_to(x, shape) for x in (a, b, c))
        return flat(np.ascontiguousarray(a).ravel(), np.ascontiguousarray(b).ravel(),
                    np.ascontiguousarray(c).ravel()).reshape(shape)
    return apply


fma_f32_array = _lanes(_numerics._fma_f32_flat)
fma_f32_array.__doc__ = "Element-wise binary32 fma of float32 arrays (broadcast together)."
fma_f64_array = _lanes(_numerics._fma_f64_flat)
fma_f64_array.__doc__ = "Element-wise binary64 fma of float64 arrays (broadcast together)."


def round_to_odd_sum(p, c):
    """p + c (binary64, p exact) rounded to odd: correctly rounded again to ≤ 51 bits."""
    s = p + c
    t = s - p
    e = (p - (s - t)) + (c - t)                  # s + e == p + c exactly (TwoSum)
    bits = s.view(np.uint64)
    toward_zero = (e != 0) & (np.signbit(e) != np.signbit(s))
    bits = np.where(toward_zero, bits - np.uint64(1), bits)
    bits = np.where(e != 0, bits | np.uint64(1), bits)
    return np.where(np.isfinite(s), bits.view(np.float64), s)
