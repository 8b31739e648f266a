"""The device model's replay, compiled: every wave of a launch issued on its compute unit's
SIMDs, cycle by cycle of the model, in one call.

The rules are those ``compute_unit.py``'s docstring states (dispatch by occupancy, one
vector issue port and one matrix pipe per SIMD, VALU co-execution under an XDL MFMA,
``s_waitcnt`` in issue order, barriers, LRU caches by capacity and bandwidth ports); the
Python model they were first written in stays in ``tests/device_oracle.py``, and the
engine must give its figures to the last bit (tests/test_device_engine.py).

Inputs are arrays: ``static`` a row of integers per program instruction (columns ``S_*``:
kind, passes, matrix pipe cycles, XDL, co-execution cycles, operations, the counts an
``s_waitcnt`` allows), each wave's executed PCs (``pcs`` from ``wave_first[w]``) and, per
executed instruction, how many 128-byte lines its access touched (``line_counts``; the
lines themselves in ``lines`` from ``wave_line_first[w]``, in order). Waves are numbered
in launch order, a workgroup's waves consecutive (``group_first``).

Times are float64 cycles (the bandwidth ports charge fractions); among waves ready at the
same time the one whose last vector issue is the oldest goes first, then the lower wave
number — a total order, so the replay is deterministic.

Speed: the state is a few arrays passed as themselves (a tuple of arrays, or an array
unpacked from one, costs reference counting on every use: several times the step), and
the per-instruction helpers are inlined into the loop.
"""

from __future__ import annotations

import numba as nb
import numpy as np
from numba import types
from numba.typed import Dict

PASS = 4

# static columns (one row per program instruction)
S_KIND, S_PASSES, S_CYCLES, S_XDL, S_COEXEC, S_FLOPS, S_VM, S_LGKM, S_COLUMNS = range(9)
# kind codes: the index of the kind in timing/instruction_timing.py's Kind (wave_streams.py)
K_NOP, K_MFMA, K_VALU, K_SALU, K_VMEM, K_LDS, K_SMEM, K_WAIT, K_BARRIER, K_END, K_OTHER = \
    range(11)
# stall categories: the index in device_report.CATEGORIES_TIMED
C_ISSUE, C_VMCNT, C_LGKMCNT, C_BARRIER, C_MATRIX, C_WAIT_STATES, C_ARBITRATION, \
    C_CATEGORIES = range(8)
# memory levels (the report's hits)
L_L1, L_L2, L_MALL, L_HBM = range(4)
# the memory model's integers (mem_int) and port costs (mem_cost: cycles per byte)
M_L1, M_L2, M_MALL, M_HBM, M_SCALAR, M_LDS, M_L1_LINES, M_L2_LINES, M_MALL_LINES, \
    M_LINE_BYTES = range(10)
P_L1, P_L2, P_HBM = range(3)
# trace events: what a slice is
E_ISSUE, E_WAIT_VM, E_WAIT_LGKM, E_BARRIER = range(4)

# per-wave floats (wf: the stall categories' cycles from F_STATS) and integers (wi)
F_READY, F_START, F_END, F_ARRIVED, F_LAST_VECTOR, F_MFMA_DONE, F_STATS = range(7)
F_COLUMNS = F_STATS + C_CATEGORIES
I_POS, I_CU, I_SIMD, I_GROUP, I_AT_BARRIER, I_FLOPS, I_LINE, I_QUEUE = range(8)
I_COLUMNS = I_QUEUE + 4   # (from I_QUEUE: per counter — vm, lgkm — its ring's first slot
#                            and its length)
# per SIMD: floats (sf) and integers (si); per workgroup (gi)
SF_VECTOR_FREE, SF_MATRIX_FREE, SF_COLUMNS = range(3)
SI_XDL, SI_COEXEC_LEFT, SI_WAVES, SI_COLUMNS = range(4)
G_LIVE, G_AT_BARRIER, G_COLUMNS = range(3)
# scalars (st)
T_HEAP, T_CHARGES, T_EVENTS, T_PENDING, T_KEEP_TRACE, T_KEEP_PROFILE, T_LONGEST, T_CUS, \
    T_SIMDS, T_HITS = range(10)
T_COLUMNS = T_HITS + 4
# caches: per cache (ci) and per slot of the pool (pool)
CI_HEAD, CI_TAIL, CI_USED, CI_BASE, CI_CAPACITY, CI_COLUMNS = range(6)
PO_KEY, PO_NEWER, PO_OLDER, PO_COLUMNS = range(4)

CACHE_BITS = 10   # caches are told apart in a line's key by its low bits (CUs + 2 ≤ 1024)
_INLINE = dict(cache=True, inline="always")


# -- the ready queue: a binary heap keyed (time, last vector issue, wave) ---------------------

@nb.njit(**_INLINE)
def _before(t1, l1, w1, t2, l2, w2):
    return t1 < t2 or (t1 == t2 and (l1 < l2 or (l1 == l2 and w1 < w2)))


@nb.njit(**_INLINE)
def _push(heap_f, heap_w, st, wf, wave, time):
    """Wave ready at ``time`` (keyed by its last vector issue as it stands now)."""
    wf[wave, F_READY] = time
    last = wf[wave, F_LAST_VECTOR]
    j = st[T_HEAP]
    st[T_HEAP] = j + 1
    while j > 0:
        parent = (j - 1) >> 1
        if not _before(time, last, wave, heap_f[parent, 0], heap_f[parent, 1], heap_w[parent]):
            break
        heap_f[j, 0], heap_f[j, 1], heap_w[j] = heap_f[parent, 0], heap_f[parent, 1], \
            heap_w[parent]
        j = parent
    heap_f[j, 0], heap_f[j, 1], heap_w[j] = time, last, wave


@nb.njit(**_INLINE)
def _pop(heap_f, heap_w, st):
    top = heap_w[0]
    n = st[T_HEAP] - 1
    st[T_HEAP] = n
    if n == 0:
        return top
    t, last, wave = heap_f[n, 0], heap_f[n, 1], heap_w[n]
    j = 0
    while True:
        child = 2 * j + 1
        if child >= n:
            break
        if child + 1 < n and _before(heap_f[child + 1, 0], heap_f[child + 1, 1],
                                     heap_w[child + 1], heap_f[child, 0], heap_f[child, 1],
                                     heap_w[child]):
            child += 1
        if not _before(heap_f[child, 0], heap_f[child, 1], heap_w[child], t, last, wave):
            break
        heap_f[j, 0], heap_f[j, 1], heap_w[j] = heap_f[child, 0], heap_f[child, 1], \
            heap_w[child]
        j = child
    heap_f[j, 0], heap_f[j, 1], heap_w[j] = t, last, wave
    return top


# -- caches: LRU by capacity; every cache's slots in one pool, a doubly linked list each ------

@nb.njit(**_INLINE)
def _touch(index, pool, ci, cache, line):
    """Whether ``line`` was in cache ``cache``; it is now, the most recent (an absent line
    takes a free slot, or the least recent line's)."""
    key = (line << CACHE_BITS) | cache
    head = ci[cache, CI_HEAD]
    if key in index:
        slot = index[key]
        if head != slot:   # (unlinked, then put in front)
            n, o = pool[slot, PO_NEWER], pool[slot, PO_OLDER]
            if o >= 0:
                pool[o, PO_NEWER] = n
            else:
                ci[cache, CI_TAIL] = n
            pool[n, PO_OLDER] = o
            pool[slot, PO_NEWER] = -1
            pool[slot, PO_OLDER] = head
            pool[head, PO_NEWER] = slot
            ci[cache, CI_HEAD] = slot
        return True
    if ci[cache, CI_USED] < ci[cache, CI_CAPACITY]:
        slot = ci[cache, CI_BASE] + ci[cache, CI_USED]
        ci[cache, CI_USED] += 1
    else:   # (the least recent line leaves)
        slot = ci[cache, CI_TAIL]
        index.pop(pool[slot, PO_KEY])
        tail = pool[slot, PO_NEWER]
        ci[cache, CI_TAIL] = tail
        if tail >= 0:
            pool[tail, PO_OLDER] = -1
        else:
            head = -1
    pool[slot, PO_KEY] = key
    pool[slot, PO_NEWER] = -1
    pool[slot, PO_OLDER] = head
    if head >= 0:
        pool[head, PO_NEWER] = slot
    else:
        ci[cache, CI_TAIL] = slot
    ci[cache, CI_HEAD] = slot
    index[key] = slot
    return False


@nb.njit(**_INLINE)
def _transfer(ports, port, cost, start, nbytes):
    """When a transfer issued at ``start`` has passed the port (each waits for the last)."""
    begin = max(ports[port], start)
    ports[port] = begin + nbytes * cost
    return ports[port]


# -- the waves' logs: charges (for the profile) and trace events ----------------------------

@nb.njit(**_INLINE)
def _charge(wf, wi, st, charges, charged, pcs, wave_first, wave, category, cycles):
    """``cycles`` of ``category`` to the wave, at the instruction it stands at."""
    wf[wave, F_STATS + category] += cycles
    if st[T_KEEP_PROFILE]:
        k = st[T_CHARGES]
        st[T_CHARGES] = k + 1
        charges[k, 0] = wave
        charges[k, 1] = pcs[wave_first[wave] + wi[wave, I_POS]]
        charges[k, 2] = category
        charged[k, 0] = cycles


@nb.njit(**_INLINE)
def _event(wi, st, events, spans, pcs, wave_first, wave, code, start, end, pipe):
    """A slice of the wave's trace at the instruction it stands at (``E_*``)."""
    if st[T_KEEP_TRACE]:
        k = st[T_EVENTS]
        st[T_EVENTS] = k + 1
        events[k, 0] = wave
        events[k, 1] = code
        events[k, 2] = pcs[wave_first[wave] + wi[wave, I_POS]]
        events[k, 3] = pipe
        spans[k, 0] = start
        spans[k, 1] = end


@nb.njit(cache=True)
def _grown(array, count, size):
    """``array`` with room for ``size`` rows, its first ``count`` kept."""
    out = np.zeros((size, array.shape[1]), array.dtype)
    out[:count] = array[:count]
    return out


# -- outstanding memory operations: per wave and counter, completion times in issue order ----

@nb.njit(**_INLINE)
def _drained(wi, queues, wave, counter, allowed):
    """When at most ``allowed`` operations of ``counter`` remain outstanding (those before
    are forgotten): the completion of the last one to go, 0 if none had to."""
    if allowed < 0:
        return 0.0
    ring = queues.shape[2]
    first, length = I_QUEUE + 2 * counter, I_QUEUE + 2 * counter + 1
    while wi[wave, length] > allowed:
        done = queues[wave, counter, wi[wave, first]]
        wi[wave, first] = (wi[wave, first] + 1) % ring
        wi[wave, length] -= 1
        if wi[wave, length] <= allowed:
            return done
    return 0.0


@nb.njit(**_INLINE)
def _last_outstanding(wi, queues, wave, counter):
    ring = queues.shape[2]
    return queues[wave, counter, (wi[wave, I_QUEUE + 2 * counter]
                                  + wi[wave, I_QUEUE + 2 * counter + 1] - 1) % ring]


@nb.njit(**_INLINE)
def _queue(wi, queues, st, wave, counter, done):
    """One more operation, done at ``done`` — or when the one before it is (returns are
    counted in issue order)."""
    ring = queues.shape[2]
    length = wi[wave, I_QUEUE + 2 * counter + 1]
    if length:
        done = max(done, _last_outstanding(wi, queues, wave, counter))
    queues[wave, counter, (wi[wave, I_QUEUE + 2 * counter] + length) % ring] = done
    wi[wave, I_QUEUE + 2 * counter + 1] = length + 1
    st[T_LONGEST] = max(st[T_LONGEST], length + 1)


@nb.njit(cache=True)
def _grown_queues(wi, queues):
    """Twice the room in every wave's rings, their contents in order from slot 0."""
    waves, counters, ring = queues.shape
    out = np.zeros((waves, counters, 2 * ring))
    for w in range(waves):
        for c in range(counters):
            first = wi[w, I_QUEUE + 2 * c]
            for j in range(wi[w, I_QUEUE + 2 * c + 1]):
                out[w, c, j] = queues[w, c, (first + j) % ring]
            wi[w, I_QUEUE + 2 * c] = 0
    return out


@nb.njit(**_INLINE)
def _memory(lines, wi, queues, st, index, pool, ci, ports, mem_int, mem_cost, wave, t, kind,
            lines_at, count):
    """A memory access issued at ``t``: its completion joins its counter's queue. A vector
    access's ``count`` lines (from ``lines_at`` in the lines) each go down the hierarchy
    (the CU's L1, the L2, the Infinity Cache, HBM: the latency of the deepest reached) and
    through the ports of the levels they pass (their bandwidth). An LDS access recorded
    with its bank cycles and its conflict-free cycles (``count`` 2) waits for its CU's
    LDS, holds it for its cycles and is done the latency after, plus its conflicts'."""
    if kind == K_LDS:   # (its CU's LDS serves it when free: [cycles, conflict-free])
        if count == 2:
            port = 2 + st[T_CUS] + wi[wave, I_CU]
            begin = max(ports[port], t)
            ports[port] = begin + lines[lines_at]
            _queue(wi, queues, st, wave, 1,
                   begin + lines[lines_at] - lines[lines_at + 1] + mem_int[M_LDS])
        else:
            _queue(wi, queues, st, wave, 1, t + mem_int[M_LDS])
        return
    if kind == K_SMEM:
        _queue(wi, queues, st, wave, 1, t + mem_int[M_SCALAR])
        return
    cus = st[T_CUS]
    cu = wi[wave, I_CU]
    line_bytes = mem_int[M_LINE_BYTES]
    done = t + mem_int[M_L1]
    for j in range(lines_at, lines_at + count):
        line = lines[j]
        if _touch(index, pool, ci, cu, line):
            level, latency = L_L1, mem_int[M_L1]
        elif _touch(index, pool, ci, cus, line):
            level, latency = L_L2, mem_int[M_L2]
        elif _touch(index, pool, ci, cus + 1, line):
            level, latency = L_MALL, mem_int[M_MALL]
        else:
            level, latency = L_HBM, mem_int[M_HBM]
        st[T_HITS + level] += 1
        arrive = _transfer(ports, cu, mem_cost[P_L1], t, line_bytes)
        if level != L_L1:
            arrive = max(arrive, _transfer(ports, cus, mem_cost[P_L2], t, line_bytes))
        if level == L_MALL or level == L_HBM:
            arrive = max(arrive, _transfer(ports, cus + 1, mem_cost[P_HBM], t, line_bytes))
        done = max(done, t + latency, arrive)
    _queue(wi, queues, st, wave, 0, done)


# -- a wave's instruction issued, its end, a barrier's release, a workgroup's dispatch --------

@nb.njit(**_INLINE)
def _issue(static, pcs, wave_first, line_counts, lines, wf, wi, queues, st, charges, charged,
           events, spans, index, pool, ci, ports, mem_int, mem_cost, heap_f, heap_w, wave, t):
    """The wave's instruction issues at ``t`` (its passes; a memory access starts); then the
    wave is ready for the next at the end of the passes. Returns when its passes end, as
    minus that time plus one when the wave has ended (its last instruction issued)."""
    pos = wi[wave, I_POS]
    at = wave_first[wave] + pos
    pc = pcs[at]
    kind = static[pc, S_KIND]
    cycles = static[pc, S_PASSES] * PASS
    _charge(wf, wi, st, charges, charged, pcs, wave_first, wave,
            C_WAIT_STATES if kind == K_NOP else C_ISSUE, cycles)
    count = line_counts[at]
    if kind == K_VMEM or kind == K_SMEM or kind == K_LDS:
        _memory(lines, wi, queues, st, index, pool, ci, ports, mem_int, mem_cost, wave, t,
                kind, wi[wave, I_LINE], count)
    wi[wave, I_LINE] += count
    _event(wi, st, events, spans, pcs, wave_first, wave, E_ISSUE, t, t + cycles,
           static[pc, S_CYCLES] if kind == K_MFMA else 0)
    wi[wave, I_POS] = pos + 1
    if kind == K_END or at + 1 >= wave_first[wave + 1]:
        return True, t + cycles
    _push(heap_f, heap_w, st, wf, wave, t + cycles)
    return False, t + cycles


@nb.njit(cache=True)
def _dispatch(group_first, wf, wi, si, cu_used, heap_f, heap_w, st, group, cu, time):
    """Workgroup ``group`` starts on ``cu`` at ``time``: each wave to the CU's least occupied
    SIMD (the first of equals)."""
    simds = st[T_SIMDS]
    cu_used[cu] = True
    first = cu * simds
    for wave in range(group_first[group], group_first[group + 1]):
        simd = first
        for s in range(first + 1, first + simds):
            if si[s, SI_WAVES] < si[simd, SI_WAVES]:
                simd = s
        si[simd, SI_WAVES] += 1
        wi[wave, I_CU] = cu
        wi[wave, I_SIMD] = simd
        wf[wave, F_START] = time
        _push(heap_f, heap_w, st, wf, wave, time)


@nb.njit(cache=True)
def _ended(wf, wi, queues, si, gi, wave, time):
    """The wave's end: when its last MFMA has written its result and its memory returned."""
    last = max(time, wf[wave, F_MFMA_DONE])
    for counter in range(2):
        if wi[wave, I_QUEUE + 2 * counter + 1]:
            last = max(last, _last_outstanding(wi, queues, wave, counter))
    wf[wave, F_END] = last
    si[wi[wave, I_SIMD], SI_WAVES] -= 1
    gi[wi[wave, I_GROUP], G_LIVE] -= 1


@nb.njit(cache=True)
def _next_group(group_first, wf, wi, si, gi, cu_used, heap_f, heap_w, st, group, cu):
    """A workgroup all of whose waves have ended makes room on its CU for the next one,
    which starts when the last of them ended."""
    if gi[group, G_LIVE] != 0 or st[T_PENDING] >= group_first.size - 1:
        return
    latest = 0.0
    for w in range(group_first[group], group_first[group + 1]):
        latest = max(latest, wf[w, F_END])
    following = st[T_PENDING]
    st[T_PENDING] = following + 1
    _dispatch(group_first, wf, wi, si, cu_used, heap_f, heap_w, st, following, cu, latest)


@nb.njit(cache=True)
def _release(static, pcs, wave_first, line_counts, lines, group_first, wf, wi, queues, st,
             charges, charged, events, spans, index, pool, ci, ports, mem_int, mem_cost,
             heap_f, heap_w, si, gi, members, group):
    """Every wave of ``group`` parked at a barrier goes on once all its live waves have
    arrived, at the last arrival (each charged its wait)."""
    if gi[group, G_LIVE] == 0 or gi[group, G_AT_BARRIER] < gi[group, G_LIVE]:
        return
    n = 0
    release = -np.inf
    for w in range(group_first[group], group_first[group + 1]):
        if wi[w, I_AT_BARRIER]:
            members[n] = w
            n += 1
            release = max(release, wf[w, F_ARRIVED])
    gi[group, G_AT_BARRIER] = 0
    for j in range(n):
        w = members[j]
        wi[w, I_AT_BARRIER] = 0
        arrived = wf[w, F_ARRIVED]
        _charge(wf, wi, st, charges, charged, pcs, wave_first, w, C_BARRIER, release - arrived)
        if release > arrived:
            _event(wi, st, events, spans, pcs, wave_first, w, E_BARRIER, arrived, release, 0)
        ended, at = _issue(static, pcs, wave_first, line_counts, lines, wf, wi, queues, st,
                           charges, charged, events, spans, index, pool, ci, ports, mem_int,
                           mem_cost, heap_f, heap_w, w, release)
        if ended:   # (its end cannot open the barrier again: the count starts anew)
            _ended(wf, wi, queues, si, gi, w, at)


@nb.njit(cache=True)
def _steps(static, pcs, wave_first, line_counts, lines, group_first, wf, wi, queues, st,
           charges, charged, events, spans, index, pool, ci, ports, mem_int, mem_cost,
           heap_f, heap_w, sf, si, gi, cu_used, members, budget):
    """Up to ``budget`` steps: each the next wave in the ready queue at its next
    instruction (the arrays have room for what they log)."""
    for _ in range(budget):
        if st[T_HEAP] == 0:
            return
        w = _pop(heap_f, heap_w, st)
        pc = pcs[wave_first[w] + wi[w, I_POS]]
        kind = static[pc, S_KIND]
        t = wf[w, F_READY]
        simd = wi[w, I_SIMD]
        if kind == K_WAIT:
            vm = _drained(wi, queues, w, 0, static[pc, S_VM])
            lgkm = _drained(wi, queues, w, 1, static[pc, S_LGKM])
            done = max(vm, lgkm)
            if done > t:
                stalled = C_VMCNT if vm >= lgkm else C_LGKMCNT
                _charge(wf, wi, st, charges, charged, pcs, wave_first, w, stalled, done - t)
                _event(wi, st, events, spans, pcs, wave_first, w,
                       E_WAIT_VM if stalled == C_VMCNT else E_WAIT_LGKM, t, done, 0)
                t = done
        elif kind == K_MFMA or kind == K_VALU:
            matrix_free = sf[simd, SF_MATRIX_FREE]
            busy = matrix_free > t
            blocker, when = -1, 0.0
            if kind == K_MFMA and busy:
                blocker, when = C_MATRIX, matrix_free
            elif kind == K_VALU and busy and (si[simd, SI_XDL] == 0
                                              or si[simd, SI_COEXEC_LEFT] < PASS):
                blocker, when = C_MATRIX, matrix_free
            elif sf[simd, SF_VECTOR_FREE] > t:
                blocker, when = C_ARBITRATION, sf[simd, SF_VECTOR_FREE]
            if blocker >= 0:   # (tried again then: another wave may go first)
                _charge(wf, wi, st, charges, charged, pcs, wave_first, w, blocker, when - t)
                _push(heap_f, heap_w, st, wf, w, when)
                continue
            sf[simd, SF_VECTOR_FREE] = t + PASS
            wf[w, F_LAST_VECTOR] = t
            if kind == K_MFMA:
                cycles = static[pc, S_CYCLES]
                sf[simd, SF_MATRIX_FREE] = t + cycles
                si[simd, SI_XDL] = static[pc, S_XDL] != 0
                si[simd, SI_COEXEC_LEFT] = static[pc, S_COEXEC]
                wf[w, F_MFMA_DONE] = t + cycles
                wi[w, I_FLOPS] += static[pc, S_FLOPS]
            elif busy:   # (a VALU instruction co-executing under the XDL MFMA)
                si[simd, SI_COEXEC_LEFT] -= PASS
        elif kind == K_BARRIER:   # (parked until the last live wave arrives)
            wi[w, I_AT_BARRIER] = 1
            wf[w, F_ARRIVED] = t
            g = wi[w, I_GROUP]
            gi[g, G_AT_BARRIER] += 1
            _release(static, pcs, wave_first, line_counts, lines, group_first, wf, wi, queues,
                     st, charges, charged, events, spans, index, pool, ci, ports, mem_int,
                     mem_cost, heap_f, heap_w, si, gi, members, g)
            _next_group(group_first, wf, wi, si, gi, cu_used, heap_f, heap_w, st, g,
                        wi[w, I_CU])
            continue
        ended, at = _issue(static, pcs, wave_first, line_counts, lines, wf, wi, queues, st,
                           charges, charged, events, spans, index, pool, ci, ports, mem_int,
                           mem_cost, heap_f, heap_w, w, t)
        if ended:   # (its end may open a barrier the others wait at, and free the CU)
            _ended(wf, wi, queues, si, gi, w, at)
            g = wi[w, I_GROUP]
            _release(static, pcs, wave_first, line_counts, lines, group_first, wf, wi, queues,
                     st, charges, charged, events, spans, index, pool, ci, ports, mem_int,
                     mem_cost, heap_f, heap_w, si, gi, members, g)
            _next_group(group_first, wf, wi, si, gi, cu_used, heap_f, heap_w, st, g,
                        wi[w, I_CU])


# -- the replay --------------------------------------------------------------------------------

@nb.njit(cache=True)
def replay(static, pcs, wave_first, line_counts, lines, wave_line_first, group_first,
           cus, simds, per_cu, mem_int, mem_cost, keep_trace, keep_profile):
    """Every wave issued to the end. Returns per wave its floats (``F_*``: start, end…) and
    integers (``I_*``: CU, SIMD, instructions issued, operations), its cycles by stall
    category (``C_*``), the lines each memory level served (``L_*``), which CUs ran
    waves, and the profile's charges — (wave, pc, category) rows and their cycles — and
    the trace's events — (wave, code, pc, pipe cycles) rows and their (start, end) — as
    many as were kept."""
    waves = wave_first.size - 1
    groups = group_first.size - 1
    wf = np.zeros((waves, F_COLUMNS))
    wf[:, F_LAST_VECTOR] = -1.0
    wi = np.zeros((waves, I_COLUMNS), np.int64)
    wi[:, I_CU] = -1
    wi[:, I_SIMD] = -1
    gi = np.zeros((groups, G_COLUMNS), np.int64)
    largest = 1
    for g in range(groups):
        gi[g, G_LIVE] = group_first[g + 1] - group_first[g]
        largest = max(largest, gi[g, G_LIVE])
        for w in range(group_first[g], group_first[g + 1]):
            wi[w, I_GROUP] = g
    for w in range(waves):
        wi[w, I_LINE] = wave_line_first[w]
    st = np.zeros(T_COLUMNS, np.int64)
    st[T_KEEP_TRACE] = keep_trace
    st[T_KEEP_PROFILE] = keep_profile
    st[T_CUS] = cus
    st[T_SIMDS] = simds
    heap_f = np.zeros((max(waves, 1), 2))
    heap_w = np.zeros(max(waves, 1), np.int64)
    queues = np.zeros((waves, 2, 64))
    sf = np.zeros((cus * simds, SF_COLUMNS))
    si = np.zeros((cus * simds, SI_COLUMNS), np.int64)
    si[:, SI_XDL] = 1
    cu_used = np.zeros(cus, np.bool_)
    members = np.empty(largest, np.int64)
    # (when each CU's L1 port, the L2's, HBM's and each CU's LDS are free)
    ports = np.zeros(2 * cus + 2)
    # the caches: the CUs' L1s, then the L2, then the Infinity Cache (no cache needs more
    # slots than the launch has accesses: a smaller pool behaves the same)
    ci = np.zeros((cus + 2, CI_COLUMNS), np.int64)
    ci[:, CI_HEAD] = -1
    ci[:, CI_TAIL] = -1
    ci[:cus, CI_CAPACITY] = max(mem_int[M_L1_LINES], 1)
    ci[cus, CI_CAPACITY] = max(mem_int[M_L2_LINES], 1)
    ci[cus + 1, CI_CAPACITY] = max(mem_int[M_MALL_LINES], 1)
    size = 0
    for c in range(cus + 2):
        ci[c, CI_CAPACITY] = min(ci[c, CI_CAPACITY], max(lines.size, 1))
        ci[c, CI_BASE] = size
        size += ci[c, CI_CAPACITY]
    pool = np.empty((size, PO_COLUMNS), np.int64)
    index = Dict.empty(key_type=types.int64, value_type=types.int64)
    room = 1024
    charges = np.zeros((room if keep_profile else 1, 3), np.int64)
    charged = np.zeros((room if keep_profile else 1, 1))
    events = np.zeros((room if keep_trace else 1, 4), np.int64)
    spans = np.zeros((room if keep_trace else 1, 2))

    # workgroups go to CUs in launch order, as many per CU as occupancy allows
    for _ in range(per_cu):
        for cu in range(cus):
            if st[T_PENDING] < groups:
                st[T_PENDING] += 1
                _dispatch(group_first, wf, wi, si, cu_used, heap_f, heap_w, st,
                          st[T_PENDING] - 1, cu, 0.0)
    need = 4 + 4 * largest   # (what one step can log at most: a release, twice per member)
    while st[T_HEAP] > 0:
        # (steps run in rounds that cannot fill a log or a wave's ring: the arrays grow
        # between rounds, never while one runs)
        budget = 1 << 20
        if keep_profile:
            if st[T_CHARGES] + 64 * need > charged.shape[0]:
                size = 2 * charged.shape[0] + 64 * need
                charges = _grown(charges, st[T_CHARGES], size)
                charged = _grown(charged, st[T_CHARGES], size)
            budget = min(budget, (charged.shape[0] - st[T_CHARGES]) // need)
        if keep_trace:
            if st[T_EVENTS] + 64 * need > spans.shape[0]:
                size = 2 * spans.shape[0] + 64 * need
                events = _grown(events, st[T_EVENTS], size)
                spans = _grown(spans, st[T_EVENTS], size)
            budget = min(budget, (spans.shape[0] - st[T_EVENTS]) // need)
        while queues.shape[2] - 1 - st[T_LONGEST] < 16 * largest:
            queues = _grown_queues(wi, queues)
        budget = min(budget, (queues.shape[2] - 1 - st[T_LONGEST]) // largest)
        _steps(static, pcs, wave_first, line_counts, lines, group_first, wf, wi, queues, st,
               charges, charged, events, spans, index, pool, ci, ports, mem_int, mem_cost,
               heap_f, heap_w, sf, si, gi, cu_used, members, budget)
    hits = st[T_HITS:T_HITS + 4].copy()
    return (wf, wi, wf[:, F_STATS:F_STATS + C_CATEGORIES].copy(), hits, cu_used,
            charges[:st[T_CHARGES]], charged[:st[T_CHARGES], 0], events[:st[T_EVENTS]],
            spans[:st[T_EVENTS]])
