"""What a compiled block's memory accesses call, jitted: the allocation that holds a span
of addresses (memory_templates.py, through the address checks word_functions.py makes:
every active lane's bytes in one allocation, or a fault the interpreter names), and global
memory's own allocation search and dword read and write (state/memory_kernels.py
``allocation_at``, ``dword_at``, ``put_dword``). Also runs as plain Python under
``NUMBA_DISABLE_JIT=1``."""

from __future__ import annotations

import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
from numba import njit

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
