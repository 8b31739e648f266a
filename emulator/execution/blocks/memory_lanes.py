"""A compiled block's global loads, jitted (ops/memory.py's rules: every active lane's
bytes in one allocation, or a fault the interpreter names), lane by lane with global
memory's own allocation search and dword read (state/memory_kernels.py ``allocation_at``,
``dword_at``). Also runs as plain Python under ``NUMBA_DISABLE_JIT=1``."""

from __future__ import annotations

import numpy as np
from numba import njit

from emulator.execution.blocks.lanes import M64, ZERO, bit
from emulator.state.memory_kernels import allocation_at, dword_at  # noqa: F401 (the blocks')


@njit(cache=True)
def lane_address(v, first, pair, base, lane):
    """A global access's address for ``lane``: ``base`` + the VGPR pair at ``first``
    (``pair``), or + the zero-extended VGPR ``first`` (an SGPR pair's base)."""
    word = np.uint64(v[first, lane])
    if pair:
        word |= np.uint64(v[first + 1, lane]) << np.uint64(32)
    return base + word


@njit(cache=True)
def global_span(ex, v, first, pair, base, nbytes, bases, ends):
    """The allocation (its index in ``bases``/``ends``) that holds every active lane's
    ``nbytes`` at its address — global memory's choice, the one that may hold the lowest
    (memory_kernels.allocation_at) — or −1 (a lane outside it: the interpreter then runs the
    load and names the fault). With no active lane, 0."""
    lowest, highest = M64, ZERO
    for lane in range(64):
        if bit(ex, lane):
            at = lane_address(v, first, pair, base, lane)
            lowest = min(lowest, at)
            highest = max(highest, at)
    if highest < lowest:
        return 0
    index = allocation_at(bases, lowest)
    if index >= 0 and np.uint64(nbytes) <= ends[index] - bases[index] \
            and highest <= ends[index] - np.uint64(nbytes):
        return index
    return -1
