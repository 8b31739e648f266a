"""One lane's 64-bit arithmetic, jitted: ``v_mad_u64_u32``/``v_mad_i64_i32`` (a product and its
carry out) and the lowest lane of a mask. Compiled blocks call them lane by lane beside
lanes.py's words (whose rules hold here too); the 64-bit shifts and the widening fields are
words of isa/lane_vocabulary.py, written into a block's source from their one definition
(word_source.py). Everything also runs as plain Python under ``NUMBA_DISABLE_JIT=1``.
"""

from __future__ import annotations

import numpy as np
import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
from numba import njit

from emulator.execution.blocks.lanes import bit, i64


# -- 64-bit VALU -----------------------------------------------------------------------------
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
