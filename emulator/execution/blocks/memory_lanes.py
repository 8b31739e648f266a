"""A compiled block's global and buffer loads and its LDS reads and writes, jitted
(ops/memory.py's and ops/lds.py's rules: every active lane's bytes in one allocation —
a buffer's lanes out of range aside —, or in the LDS, or a fault the interpreter names),
lane by lane with global memory's own allocation search and dword read and write
(state/memory_kernels.py ``allocation_at``, ``dword_at``, ``put_dword``). Also runs as plain
Python under ``NUMBA_DISABLE_JIT=1``."""

from __future__ import annotations

import numpy as np
import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
from numba import njit

from emulator.execution.blocks.lanes import M64, ZERO, bit
from emulator.state.memory_kernels import (  # noqa: F401 (the blocks')
    allocation_at, dword_at, put_dword)


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


@njit(cache=True)
def buffer_byte(v, first, offen, start, lane):
    """A raw buffer access's byte offset for ``lane`` (ops/memory.py ``buffer_address``,
    stride 0, no index): ``start`` (soffset + the instruction's offset) + the VGPR ``first``
    where ``offen``."""
    return start + np.int64(v[first, lane]) if offen else start


@njit(cache=True)
def buffer_span(ex, v, first, offen, start, nbytes, records, base, bases, ends):
    """The allocation that holds every active lane's ``nbytes`` whose offset is in range
    (at most ``records`` − ``nbytes``: the others read 0) — global memory's choice, as
    ``global_span`` — or −1 (such a lane outside it: the interpreter runs the load and
    names the fault), or −2 (no active lane in range: nothing is read)."""
    lowest, highest = M64, ZERO
    for lane in range(64):
        if bit(ex, lane):
            byte = buffer_byte(v, first, offen, start, lane)
            if byte <= records - nbytes:
                at = np.uint64(byte) + base
                lowest = min(lowest, at)
                highest = max(highest, at)
    if highest < lowest:
        return -2
    index = allocation_at(bases, lowest)
    if index >= 0 and np.uint64(nbytes) <= ends[index] - bases[index] \
            and highest <= ends[index] - np.uint64(nbytes):
        return index
    return -1


@njit(cache=True)
def lds_lane_address(v, first, offset, lane):
    """A DS access's byte address for ``lane``: the VGPR ``first`` + ``offset``, wrapping
    at 32 bits (ops/lds.py ``lds_address``)."""
    return (np.int64(v[first, lane]) + np.int64(offset)) & np.int64(0xFFFFFFFF)


@njit(cache=True)
def lds_span(ex, v, first, offset, nbytes, size):
    """Whether every active lane's ``nbytes`` at its DS address lie in an LDS of ``size``
    bytes (else the interpreter runs the access and names the fault)."""
    for lane in range(64):
        if bit(ex, lane) and lds_lane_address(v, first, offset, lane) + nbytes > size:
            return False
    return True
