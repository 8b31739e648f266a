"""The binary32 words that are not written once in isa/lane_vocabulary.py (whose rule
depends on MODE.IEEE or on binary16: ``minmax_f32``, ``cvt_f32_f16``, ``cvt_f16_f32``,
``ldexp_f32``), on arrays: each function takes MODE's value first (``mode``: its rounding
and IEEE bits, ops/rounding.py) and then its sources' words, and in the default MODE is the
array form of the scalar function of the same name in emulator/execution/blocks/lanes.py
(which compiled blocks call, and which only ever run in that MODE). tests/test_lane_words.py
holds every pair equal there, on random floats with NaNs, infinities and denormals. A record
that composes them (``OpSpec.lanes``, e.g. ``minmax_f32({0}, {1}, True)``) gets its binder
from ops/composed.py, which passes MODE to each.
"""

from __future__ import annotations

import numpy as np

from . import rounding
from .floatbits import B32
from .valu import moded_minmax
from .vector_forms import as_f32, f16_nan_of

_MAX, _MIN = moded_minmax(larger=True), moded_minmax(larger=False)


def minmax_f32(mode, a, b, larger):
    """V_MAX_F32 (``larger``) or V_MIN_F32: valu.minmax's rule, quieting as MODE.IEEE says."""
    return (_MAX if larger else _MIN)(mode, a, b)


# every f16 as f32 bits: exact; a NaN keeps its payload (shifted up 13 bits) and is quiet
# (one look-up a lane: numpy's own f16 conversion costs several times more)
_F16_AS_F32 = B32.quieted(np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)
                          .view(np.float16).astype(np.float32).view(np.uint32))


def cvt_f32_f16(mode, x):
    """V_CVT_F32_F16: the low half's binary16 exactly, whatever MODE says; a NaN keeps its
    payload (shifted up 13 bits) and is quiet. (``np.take``: a third quicker than indexing
    the table with the halves.)"""
    return np.take(_F16_AS_F32, np.asarray(x, np.uint32) & np.uint32(0xFFFF))


def cvt_f16_f32(mode, x):
    """V_CVT_F16_F32: binary16 bits in the low half, rounded as MODE says (denormal results
    kept, overflow to ∞ by that rounding); a NaN quiet, with its sign and its payload's top
    ten bits (``f16_nan_of``: numpy would keep a signalling NaN signalling)."""
    out = rounding.convert(mode, as_f32(x), np.float16).view(np.uint16).astype(np.uint32)
    nan = B32.is_nan(x)
    return np.where(nan, f16_nan_of(x), out).astype(np.uint32) if nan.any() else out


def ldexp_f32(mode, a, e):
    """V_LDEXP_F32: a · 2^e (e: the second source as a signed word, clamped to ±1000, past
    which every finite result is 0 or ∞ anyway) rounded once to nearest even as C's
    ``ldexpf`` rounds, whatever MODE's rounding (the CDNA3 guide gives no rounding for it);
    a NaN comes out quiet."""
    exponent = np.clip(np.asarray(e, np.uint32).view(np.int32), -1000, 1000)
    return np.ldexp(as_f32(a), exponent).astype(np.float32).view(np.uint32)


MODED = ("minmax_f32", "cvt_f32_f16", "cvt_f16_f32", "ldexp_f32")
