"""One lane's 64-bit arithmetic and the widening vocabulary, jitted: the 64-bit VALU
words (shifts of a register pair, ``v_mad_u64_u32``/``v_mad_i64_i32``), the lowest lane
of a mask, and a word's field as an exact int64 (zero- or sign-extended), which the
compositions of an exact result use (``OpSpec.exact``; ops/lane_words.py's array forms).
Compiled blocks call them lane by lane beside lanes.py's 32-bit words (whose rules hold
here too); everything also runs as plain Python under ``NUMBA_DISABLE_JIT=1``.
"""

from __future__ import annotations

import numpy as np
import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
from numba import njit

from emulator.execution.blocks.lanes import bit, i64


# -- 64-bit VALU -----------------------------------------------------------------------------
@njit(cache=True)
def lshl_add64(a, s, c):
    """v_lshl_add_u64: a count of S1[2:0] above 4 shifts by zero (ops/valu_integer.py)."""
    count = np.uint64(s) & np.uint64(7)
    return (np.uint64(a) << (count if count <= np.uint64(4) else np.uint64(0))) + np.uint64(c)


@njit(cache=True)
def shl64(x, s):
    return np.uint64(x) << (np.uint64(s) & np.uint64(63))


@njit(cache=True)
def shr64(x, s):
    return np.uint64(x) >> (np.uint64(s) & np.uint64(63))


@njit(cache=True)
def ashr64(x, s):
    return np.uint64(np.int64(np.uint64(x)) >> np.int64(np.uint64(s) & np.uint64(63)))


@njit(cache=True)
def mad_u64_u32(x, y, z):
    """(x·y + z modulo 2^64, its carry out: bit 64 of the sum). Array code too: the
    interpreter runs this, plain, on whole lanes (ops/valu_integer.py)."""
    total = np.uint64(x) * np.uint64(y) + np.uint64(z)
    return total, total < np.uint64(z)


@njit(cache=True)
def mad_i64_i32(x, y, z):
    """(x·y + z modulo 2^64 for signed x, y, z; bit 64 of the true sum). Array code too,
    as mad_u64_u32."""
    product = i64(x) * i64(y)
    addend = np.int64(np.uint64(z))
    total = np.int64(np.uint64(product) + np.uint64(z))
    # (the int64 sum overflows when both terms share a sign its result lacks; the true
    # sum's sign is then the opposite of the result's)
    overflow = ((product < 0) == (addend < 0)) & ((total < 0) != (product < 0))
    return np.uint64(total), (total < 0) ^ overflow


@njit(cache=True)
def first_lane(mask):
    """The lowest set bit's lane of a 64-bit mask (0 when none is set)."""
    for lane in range(64):
        if bit(mask, lane):
            return lane
    return 0


# -- the widening vocabulary: a word's field as an exact int64 (zero- or sign-extended), for
# the compositions of an exact result (OpSpec.exact; ops/lane_words.py's array forms)
@njit(cache=True)
def zx16(x):
    return np.int64(np.uint32(x) & np.uint32(0xFFFF))


@njit(cache=True)
def sx16(x):
    return (zx16(x) ^ np.int64(0x8000)) - np.int64(0x8000)


@njit(cache=True)
def zx24(x):
    return np.int64(np.uint32(x) & np.uint32(0xFFFFFF))


@njit(cache=True)
def sx24(x):
    return (zx24(x) ^ np.int64(0x800000)) - np.int64(0x800000)


@njit(cache=True)
def zx32(x):
    return np.int64(np.uint32(x))


@njit(cache=True)
def sx32(x):
    return i64(x)
