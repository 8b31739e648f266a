"""The issue rules of spec/TIMING.md, written once for both timing engines: the single-wave
cycle accountant's loop (stream_kernel.py) and the device model's replay (device_engine.py)
call these on the same rows (instruction_rows.py) and inline them.

* **Matrix pipe and co-execution** (``vector_wait``, ``vector_issued``): an MFMA holds its
  SIMD's matrix pipe for its cycles, and the next MFMA waits for it; under an XDL MFMA a
  VALU instruction issues while the MFMA's co-execution cycles last (a pass, 4 cycles,
  each), then waits for the pipe; under a non-XDL or DGEMM MFMA it waits.
* **Memory counters** (per wave, vmcnt and lgkmcnt: a ring of completion times in issue
  order). An operation completes no earlier than the one before it on its counter
  (``queue_operation``: returns are counted in issue order); a counter holds at most its
  capacity, and an access finding it full issues when the oldest returns
  (``counter_room``); ``s_waitcnt`` waits until at most its counts remain (``waitcnt``).
* **A wave's end** (``wave_end``): when its last instruction has issued, its last MFMA has
  written its result and its memory has returned. (The device model's; the accountant
  reports its stream's time, which does not wait for memory still outstanding.)

The engines differ in what they feed these: the accountant's latencies are fixed per kind
(TimingParams) and its one wave is alone on its SIMD; the device model's come from its
caches and ports, and a SIMD's waves share its pipe, its co-execution cycles and its
vector issue port.

A ring's heads live in an integer array the engine owns: row ``wave``, columns
``base + 2·counter`` (its first slot) and ``base + 2·counter + 1`` (its length). Rings hold
``RING`` slots, more than any counter's capacity, so they never grow.
"""

from __future__ import annotations

import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
import numba as nb

from .cycle_report import COUNTER_MAX
from .instruction_rows import (K_LDS, K_MFMA, K_SMEM, K_VMEM, M_XDL, P_COEXEC, P_CYCLES,
                               P_KLASS, PASS, T_COEXEC_USED_UP, T_NO_COEXEC, T_NONE,
                               T_PIPE_BUSY, T_WAIT_LGKM, T_WAIT_VM)

# (numba's IR inlining of these helpers made the engine ~3 % faster on a 2048³ GEMM's
# timing and its first compile ~10 s slower, 29 s against 19 s, paid by every user's first
# launch with a device and by each test process: LLVM inlines the small ones anyway. None
# allocates an array, so none needs numba's reference counting of the arrays it is passed:
# device_engine.py's docstring)
INLINE = dict(cache=True, _nrt=False)
RING = 64
assert RING > max(COUNTER_MAX.values())


@nb.njit(**INLINE)
def is_memory(kind):
    return kind == K_VMEM or kind == K_LDS or kind == K_SMEM


# -- the matrix pipe and VALU co-execution ---------------------------------------------------

@nb.njit(**INLINE)
def vector_wait(kind, t, matrix_free, running, coexec_left):
    """When a vector instruction (``kind``: MFMA or VALU) ready at ``t`` may issue on a SIMD
    whose matrix pipe is busy until ``matrix_free`` with an MFMA of class ``running`` that
    has ``coexec_left`` co-execution cycles, and the reason if later (``T_*``)."""
    if matrix_free <= t:
        return t, T_NONE
    if kind == K_MFMA:
        return matrix_free, T_PIPE_BUSY
    if running != M_XDL:
        return matrix_free, T_NO_COEXEC
    if coexec_left < PASS:
        return matrix_free, T_COEXEC_USED_UP
    return t, T_NONE


@nb.njit(**INLINE)
def vector_issued(rows, sid, kind, t, matrix_free, running, coexec_left):
    """The pipe after a vector instruction (row ``sid``) issues at ``t`` (as vector_wait
    allows): (matrix_free, running, coexec_left, whether it co-executed)."""
    if kind == K_MFMA:
        return t + rows[sid, P_CYCLES], rows[sid, P_KLASS], rows[sid, P_COEXEC], False
    if matrix_free > t:
        return matrix_free, running, coexec_left - PASS, True
    return matrix_free, running, coexec_left, False


# -- the memory counters ---------------------------------------------------------------------

@nb.njit(**INLINE)
def outstanding(heads, base, wave, counter):
    """How many operations of ``counter`` the wave has outstanding."""
    return heads[wave, base + 2 * counter + 1]


@nb.njit(**INLINE)
def last_outstanding(heads, base, queues, wave, counter):
    """The completion of the wave's last operation on ``counter`` (one is outstanding)."""
    return queues[wave, counter, (heads[wave, base + 2 * counter]
                                  + heads[wave, base + 2 * counter + 1] - 1) % RING]


@nb.njit(**INLINE)
def _pop(heads, base, queues, wave, counter):
    """The oldest operation leaves; its completion."""
    first = heads[wave, base + 2 * counter]
    done = queues[wave, counter, first]
    heads[wave, base + 2 * counter] = (first + 1) % RING
    heads[wave, base + 2 * counter + 1] -= 1
    return done


@nb.njit(**INLINE)
def counter_room(heads, base, queues, wave, counter, capacity, t):
    """When an access on ``counter`` ready at ``t`` finds room: ``t``, or the oldest
    operation's return if the counter is full (the operations done by ``t`` are forgotten)."""
    length = base + 2 * counter + 1
    while heads[wave, length] > 0 and \
            queues[wave, counter, heads[wave, base + 2 * counter]] <= t:
        _pop(heads, base, queues, wave, counter)
    if heads[wave, length] >= capacity:
        return queues[wave, counter, heads[wave, base + 2 * counter]]
    return t


@nb.njit(**INLINE)
def queue_operation(heads, base, queues, wave, counter, done):
    """One more operation, done at ``done`` — or when the one before it is."""
    length = heads[wave, base + 2 * counter + 1]
    if length:
        done = max(done, last_outstanding(heads, base, queues, wave, counter))
    queues[wave, counter, (heads[wave, base + 2 * counter] + length) % RING] = done
    heads[wave, base + 2 * counter + 1] = length + 1


@nb.njit(**INLINE)
def _drained(heads, base, queues, wave, counter, allowed, t):
    """When at most ``allowed`` operations of ``counter`` remain (those before leave):
    ``t``, or the return of the last one that had to."""
    if allowed < 0:
        return t
    while heads[wave, base + 2 * counter + 1] > allowed:
        done = _pop(heads, base, queues, wave, counter)
        if heads[wave, base + 2 * counter + 1] <= allowed:
            return max(t, done)
    return t


@nb.njit(**INLINE)
def waitcnt(heads, base, queues, wave, vm, lgkm, t):
    """When an ``s_waitcnt vmcnt(vm) lgkmcnt(lgkm)`` (−1: that counter not waited on) ready
    at ``t`` is satisfied, and the reason if later: the counter whose return came last (vmcnt
    of equals)."""
    vm_at = _drained(heads, base, queues, wave, 0, vm, t)
    lgkm_at = _drained(heads, base, queues, wave, 1, lgkm, t)
    if vm_at <= t and lgkm_at <= t:
        return t, T_NONE
    if vm_at >= lgkm_at:
        return vm_at, T_WAIT_VM
    return lgkm_at, T_WAIT_LGKM


@nb.njit(**INLINE)
def wave_end(heads, base, queues, wave, issued, mfma_done):
    """When a wave whose last instruction's passes end at ``issued`` and whose last MFMA
    ends at ``mfma_done`` has ended: its outstanding memory returned too."""
    last = max(issued, mfma_done)
    for counter in range(2):
        if outstanding(heads, base, wave, counter):
            last = max(last, last_outstanding(heads, base, queues, wave, counter))
    return last
