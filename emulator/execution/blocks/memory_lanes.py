"""What a compiled block's memory accesses call, jitted: the allocation that holds a span
of addresses (memory_templates.py: every active lane's bytes in one allocation, or a fault
the interpreter names), a raw buffer's byte offsets and span (load_templates.py), and
global memory's own allocation search and dword read and write (state/memory_kernels.py
``allocation_at``, ``dword_at``, ``put_dword``). Also runs as plain Python under
``NUMBA_DISABLE_JIT=1``."""

from __future__ import annotations

import numpy as np
import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
from numba import njit

from emulator.execution.blocks.lanes import M64, ZERO, bit
from emulator.state.memory_kernels import (  # noqa: F401 (the blocks')
    allocation_at, dword_at, put_dword)


@njit(cache=True)
def allocation_span(lowest, highest, nbytes, bases, ends):
    """The allocation (its index in ``bases``/``ends``) that holds ``nbytes`` at each of the
    addresses ``lowest`` to ``highest`` — global memory's choice, the one that may hold the
    lowest (memory_kernels.allocation_at) — or −1 (one outside it: the interpreter then
    runs the access and names the fault). With no address (``highest`` < ``lowest``), 0."""
    if highest < lowest:
        return 0
    index = allocation_at(bases, lowest)
    if index >= 0 and nbytes <= ends[index] - bases[index] \
            and highest <= ends[index] - nbytes:
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
    ``allocation_span`` — or −1 (such a lane outside it: the interpreter runs the load and
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
    return allocation_span(lowest, highest, np.uint64(nbytes), bases, ends)
