"""The binary32 word that is not written once in isa/lane_vocabulary.py, for its rule depends
on MODE.IEEE: ``minmax_f32``, on arrays: it takes MODE's value first (``mode``: its rounding
and IEEE bits, ops/rounding.py) and then its sources' words, and in the default MODE is the
array form of the scalar function of the same name in emulator/execution/blocks/lanes.py
(which compiled blocks call, and which only ever run in that MODE). tests/test_lane_words.py
holds the pair equal there, on random floats with NaNs, infinities and denormals. A record
that composes it (``OpSpec.lanes``, e.g. ``minmax_f32({0}, {1}, True)``) gets its binder
from ops/composed.py, which passes MODE to it.
"""

from __future__ import annotations

from .valu import moded_minmax

_MAX, _MIN = moded_minmax(larger=True), moded_minmax(larger=False)


def minmax_f32(mode, a, b, larger):
    """V_MAX_F32 (``larger``) or V_MIN_F32: valu.minmax's rule, quieting as MODE.IEEE says."""
    return (_MAX if larger else _MIN)(mode, a, b)


MODED = ("minmax_f32",)
