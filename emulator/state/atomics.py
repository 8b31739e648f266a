"""The read-modify-write operations of atomics (CDNA3 ISA, chapter 12), as numpy over the
lanes of one instruction, and the way several lanes on one address are ordered.

``ATOMICS[name]`` is an :class:`Atomic`: its element type and ``new = apply(old, data,
data2)``. Names are the generic ones the records use (``isa.records.OpSpec.atomic``):

* integer: swap, add, sub, rsub (data − old), smin/umin/smax/umax, and/or/xor,
  inc (old >= data ? 0 : old + 1), dec (old == 0 or old > data ? data : old − 1),
  mskor ((old & ~data) | data2), wrap (old >= data ? old − data : old + data2),
  cmpswap (old == data2 ? data : old: the vector and scalar form, compare value second),
  cmpst (old == data ? data2 : old: the LDS form, compare value first); ``_x2``: 64-bit;
* float: add_f32, add_f64 (IEEE, round to nearest even; ``add_f32_ftz``, global memory's
  f32 add, flushes denormals in and out), min/max_f32/f64 (``data < old ?
  data : old``, so a NaN never replaces a number and a NaN in memory stays), cmpst_f32/f64
  (a float compare: −0 equals +0, NaN equals nothing), pk_add_f16/bf16 (two halves, each
  rounded to nearest even).

Lanes that name the same address apply in lane order, each seeing the value the previous
one left (``rmw``); the hardware's order among lanes is not specified.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np


@dataclass(frozen=True)
class Atomic:
    name: str
    dtype: np.dtype            # the element in memory
    apply: Callable            # (old, data, data2) -> new, all of dtype
    two_data: bool = False     # takes a second data operand (cmpswap, cmpst, mskor, wrap)

    @property
    def width(self) -> int:
        return self.dtype.itemsize


def _ints(bits: int) -> dict[str, Callable]:
    u = np.dtype(f"u{bits // 8}")
    i = np.dtype(f"i{bits // 8}")
    one = u.type(1)

    def signed(fn):
        return lambda old, data, _: fn(old.view(i), data.view(i)).astype(i).view(u)
    return {
        "swap": lambda old, data, _: data,
        "add": lambda old, data, _: old + data,
        "sub": lambda old, data, _: old - data,
        "rsub": lambda old, data, _: data - old,
        "smin": signed(np.minimum), "smax": signed(np.maximum),
        "umin": lambda old, data, _: np.minimum(old, data),
        "umax": lambda old, data, _: np.maximum(old, data),
        "and": lambda old, data, _: old & data,
        "or": lambda old, data, _: old | data,
        "xor": lambda old, data, _: old ^ data,
        "inc": lambda old, data, _: np.where(old >= data, u.type(0), old + one),
        "dec": lambda old, data, _: np.where((old == 0) | (old > data), data, old - one),
        "mskor": lambda old, data, data2: (old & ~data) | data2,
        "wrap": lambda old, data, data2: np.where(old >= data, old - data, old + data2),
        "cmpswap": lambda old, data, data2: np.where(old == data2, data, old),
        "cmpst": lambda old, data, data2: np.where(old == data, data2, old),
    }


def _floats(float_, uint) -> dict[str, Callable]:
    def f(fn):
        return lambda old, data, data2: fn(old.view(float_), data.view(float_),
                                           None if data2 is None else data2.view(float_)
                                           ).astype(float_).view(uint)
    return {
        "add": f(lambda o, d, _: o + d),
        "min": f(lambda o, d, _: np.where(d < o, d, o)),
        "max": f(lambda o, d, _: np.where(d > o, d, o)),
        "cmpst": lambda old, data, data2: np.where(old.view(float_) == data.view(float_),
                                                   data2, old),
    }


def _packed(half) -> Callable:
    """Two 16-bit floats per dword, each sum rounded once (computed exactly in f32 first:
    the sum of two halves is exact in binary32). ``half`` gives the 16-bit type when the
    atomic runs (ml_dtypes' bfloat16 is imported then: its import costs over a second)."""
    def apply(old, data, _):
        half_type = half()
        o = old.view(np.uint16).view(half_type).astype(np.float32)
        d = data.view(np.uint16).view(half_type).astype(np.float32)
        return (o + d).astype(half_type).view(np.uint16).view(np.uint32)
    return apply


_TWO = {"mskor", "wrap", "cmpswap", "cmpst"}


def _table() -> dict[str, Atomic]:
    table = {}
    for bits, suffix in ((32, ""), (64, "_x2")):
        dtype = np.dtype(f"u{bits // 8}")
        for name, fn in _ints(bits).items():
            table[name + suffix] = Atomic(name + suffix, dtype, fn, name in _TWO)
    for float_, uint, width in ((np.float32, np.uint32, "f32"), (np.float64, np.uint64, "f64")):
        for name, fn in _floats(float_, uint).items():
            table[f"{name}_{width}"] = Atomic(f"{name}_{width}", np.dtype(uint), fn,
                                              name == "cmpst")
    def add_ftz(old, data, _):   # (memory's f32 atomic add flushes denormals, ISA 10.3.1)
        flush = lambda x: np.where((x & np.uint32(0x7F800000)) == 0,  # noqa: E731
                                   x & np.uint32(0x80000000), x).astype(np.uint32)
        total = (flush(old).view(np.float32) + flush(data).view(np.float32)).astype(np.float32)
        return flush(total.view(np.uint32))
    table["add_f32_ftz"] = Atomic("add_f32_ftz", np.dtype(np.uint32), add_ftz)
    table["pk_add_f16"] = Atomic("pk_add_f16", np.dtype(np.uint32), _packed(lambda: np.float16))
    table["pk_add_bf16"] = Atomic("pk_add_bf16", np.dtype(np.uint32),
                                  _packed(_bfloat16))
    return table


def _bfloat16():
    import ml_dtypes
    return ml_dtypes.bfloat16


ATOMICS: dict[str, Atomic] = _table()


def rmw(buffer: np.ndarray, offsets: np.ndarray, atomic: Atomic, data, data2=None):
    """Apply ``atomic`` at byte ``offsets`` of the uint8 ``buffer`` (one per lane, in lane
    order) with per-lane ``data`` (and ``data2``); returns the old element of each lane.
    Lanes on distinct addresses go at once; a lane whose address an earlier lane also
    names waits for the next round, so each sees the value the earlier one left."""
    width = atomic.width
    count = len(offsets)
    old_all = np.empty(count, dtype=atomic.dtype)
    if count == 0:
        return old_all
    if count == 1:   # (one lane, one round: a lock's compare-and-swap)
        by_round, ends = np.zeros(1, np.int64), [1]
    else:
        by_round, ends = _rounds(offsets)
    if not (offsets % width).any():   # (aligned: whole elements, 1-D indices)
        elements = buffer[:buffer.size - buffer.size % width].view(atomic.dtype)
        places = offsets // width
    else:
        elements, span = None, np.arange(width)
    begin = 0
    for end in ends:
        lanes = by_round[begin:end]
        begin = end
        second = None if data2 is None else data2[lanes]
        if elements is not None:
            at = places[lanes]
            old = elements[at]
            elements[at] = np.asarray(atomic.apply(old, data[lanes], second),
                                      dtype=atomic.dtype)
        else:
            where = offsets[lanes, None] + span
            old = np.ascontiguousarray(buffer[where]).view(atomic.dtype).reshape(-1)
            new = atomic.apply(old, data[lanes], second)
            buffer[where] = np.ascontiguousarray(np.asarray(new, dtype=atomic.dtype)).view(
                np.uint8).reshape(-1, width)
        old_all[lanes] = old
    return old_all


def _rounds(offsets: np.ndarray) -> tuple[np.ndarray, list]:
    """(the lanes in the order ``rmw`` applies them, where each round ends): round k holds
    each address's k-th lane, in lane order."""
    count = len(offsets)
    order = np.argsort(offsets, kind="stable")
    sorted_offsets = offsets[order]
    starts = np.r_[True, sorted_offsets[1:] != sorted_offsets[:-1]]
    group_start = np.maximum.accumulate(np.where(starts, np.arange(count), 0))
    rank = np.empty(count, dtype=np.int64)
    rank[order] = np.arange(count) - group_start
    # (each round's lanes, in lane order: one sort instead of a search per round)
    return np.argsort(rank, kind="stable"), np.cumsum(np.bincount(rank)).tolist()
