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

# per-wave floats (wf) and integers (wi)
F_READY, F_START, F_END, F_ARRIVED, F_LAST_VECTOR, F_MFMA_DONE, F_COLUMNS = range(7)
I_POS, I_CU, I_SIMD, I_GROUP, I_AT_BARRIER, I_FLOPS, I_LINE, I_COLUMNS = range(8)
# scalar state (st)
T_HEAP, T_CHARGES, T_EVENTS, T_PENDING, T_KEEP_TRACE, T_KEEP_PROFILE, T_COLUMNS = range(7)

CACHE_BITS = 10   # caches are told apart in a line's key by its low bits (CUs + 2 ≤ 1024)


# -- the ready queue: a binary heap keyed (time, last vector issue, wave) ---------------------

@nb.njit(cache=True)
def _before(t1, l1, w1, t2, l2, w2):
    return t1 < t2 or (t1 == t2 and (l1 < l2 or (l1 == l2 and w1 < w2)))


@nb.njit(cache=True)
def _push(heap_t, heap_l, heap_w, st, wf, wave, time):
    """Wave ready at ``time`` (keyed by its last vector issue as it stands now)."""
    wf[wave, F_READY] = time
    last = wf[wave, F_LAST_VECTOR]
    j = st[T_HEAP]
    st[T_HEAP] = j + 1
    while j > 0:
        parent = (j - 1) >> 1
        if not _before(time, last, wave, heap_t[parent], heap_l[parent], heap_w[parent]):
            break
        heap_t[j], heap_l[j], heap_w[j] = heap_t[parent], heap_l[parent], heap_w[parent]
        j = parent
    heap_t[j], heap_l[j], heap_w[j] = time, last, wave


@nb.njit(cache=True)
def _pop(heap_t, heap_l, heap_w, st):
    top = heap_w[0]
    n = st[T_HEAP] - 1
    st[T_HEAP] = n
    if n == 0:
        return top
    t, last, wave = heap_t[n], heap_l[n], heap_w[n]
    j = 0
    while True:
        child = 2 * j + 1
        if child >= n:
            break
        if child + 1 < n and _before(heap_t[child + 1], heap_l[child + 1], heap_w[child + 1],
                                     heap_t[child], heap_l[child], heap_w[child]):
            child += 1
        if not _before(heap_t[child], heap_l[child], heap_w[child], t, last, wave):
            break
        heap_t[j], heap_l[j], heap_w[j] = heap_t[child], heap_l[child], heap_w[child]
        j = child
    heap_t[j], heap_l[j], heap_w[j] = t, last, wave
    return top


# -- caches: LRU by capacity; every cache's slots in one pool, a doubly linked list each ------

@nb.njit(cache=True)
def _touch(caches, cache, line):
    """Whether ``line`` was in cache ``cache``; it is now, the most recent (an absent line
    takes a free slot, or the least recent line's)."""
    index, keys, newer, older, head, tail, used, base, capacity = caches
    key = (line << CACHE_BITS) | cache
    if key in index:
        slot = index[key]
        if head[cache] != slot:   # (unlinked, then put in front)
            n, o = newer[slot], older[slot]
            if o >= 0:
                newer[o] = n
            else:
                tail[cache] = n
            older[n] = o
            newer[slot] = -1
            older[slot] = head[cache]
            newer[head[cache]] = slot
            head[cache] = slot
        return True
    if used[cache] < capacity[cache]:
        slot = base[cache] + used[cache]
        used[cache] += 1
    else:   # (the least recent line leaves)
        slot = tail[cache]
        index.pop(keys[slot])
        tail[cache] = newer[slot]
        if tail[cache] >= 0:
            older[tail[cache]] = -1
        else:
            head[cache] = -1
    keys[slot] = key
    newer[slot] = -1
    older[slot] = head[cache]
    if head[cache] >= 0:
        newer[head[cache]] = slot
    else:
        tail[cache] = slot
    head[cache] = slot
    index[key] = slot
    return False


@nb.njit(cache=True)
def _transfer(ports, port, cost, start, nbytes):
    """When a transfer issued at ``start`` has passed the port (each waits for the last)."""
    begin = max(ports[port], start)
    ports[port] = begin + nbytes * cost
    return ports[port]


# -- the waves' logs: charges (for the profile) and trace events ----------------------------

@nb.njit(cache=True)
def _charge(prog, state, logs, wave, category, cycles):
    """``cycles`` of ``category`` to the wave, at the instruction it stands at."""
    pcs, wave_first = prog[1], prog[2]
    wi, stats, st = state[1], state[2], state[3]
    stats[wave, category] += cycles
    if st[T_KEEP_PROFILE]:
        charges, charged = logs[0], logs[1]
        k = st[T_CHARGES]
        st[T_CHARGES] = k + 1
        charges[k, 0] = wave
        charges[k, 1] = pcs[wave_first[wave] + wi[wave, I_POS]]
        charges[k, 2] = category
        charged[k, 0] = cycles


@nb.njit(cache=True)
def _event(prog, state, logs, wave, code, start, end, pipe):
    """A slice of the wave's trace at the instruction it stands at (``E_*``)."""
    st = state[3]
    if st[T_KEEP_TRACE]:
        pcs, wave_first = prog[1], prog[2]
        events, spans = logs[2], logs[3]
        k = st[T_EVENTS]
        st[T_EVENTS] = k + 1
        events[k, 0] = wave
        events[k, 1] = code
        events[k, 2] = pcs[wave_first[wave] + state[1][wave, I_POS]]
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

@nb.njit(cache=True)
def _drained(queues, wave, counter, allowed):
    """When at most ``allowed`` operations of ``counter`` remain outstanding (those before
    are forgotten): the completion of the last one to go, 0 if none had to."""
    outstanding, first, length = queues[0], queues[1], queues[2]
    if allowed < 0:
        return 0.0
    ring = outstanding.shape[2]
    while length[wave, counter] > allowed:
        done = outstanding[wave, counter, first[wave, counter]]
        first[wave, counter] = (first[wave, counter] + 1) % ring
        length[wave, counter] -= 1
        if length[wave, counter] <= allowed:
            return done
    return 0.0


@nb.njit(cache=True)
def _last_outstanding(queues, wave, counter):
    outstanding, first, length = queues[0], queues[1], queues[2]
    ring = outstanding.shape[2]
    return outstanding[wave, counter, (first[wave, counter] + length[wave, counter] - 1) % ring]


@nb.njit(cache=True)
def _queue(queues, wave, counter, done):
    """One more operation, done at ``done`` — or when the one before it is (returns are
    counted in issue order)."""
    outstanding, first, length, longest = queues
    ring = outstanding.shape[2]
    if length[wave, counter]:
        done = max(done, _last_outstanding(queues, wave, counter))
    outstanding[wave, counter, (first[wave, counter] + length[wave, counter]) % ring] = done
    length[wave, counter] += 1
    longest[0] = max(longest[0], length[wave, counter])


@nb.njit(cache=True)
def _grown_queues(queues):
    """Twice the room in every wave's rings, their contents in order from slot 0."""
    outstanding, first, length, longest = queues
    waves, counters, ring = outstanding.shape
    out = np.zeros((waves, counters, 2 * ring))
    for w in range(waves):
        for c in range(counters):
            for j in range(length[w, c]):
                out[w, c, j] = outstanding[w, c, (first[w, c] + j) % ring]
            first[w, c] = 0
    return (out, first, length, longest)


@nb.njit(cache=True)
def _memory(prog, state, queues, caches, ports, config, hits, wave, t, kind, lines_at, count):
    """A memory access issued at ``t``: its completion joins its counter's queue. A vector
    access's ``count`` lines (from ``lines_at`` in the lines) each go down the hierarchy
    (the CU's L1, the L2, the Infinity Cache, HBM: the latency of the deepest reached) and
    through the ports of the levels they pass (their bandwidth)."""
    mem_int, mem_cost, cus = config[0], config[1], config[2]
    wi = state[1]
    if kind == K_LDS:
        _queue(queues, wave, 1, t + mem_int[M_LDS])
        return
    if kind == K_SMEM:
        _queue(queues, wave, 1, t + mem_int[M_SCALAR])
        return
    lines = prog[4]
    cu = wi[wave, I_CU]
    line_bytes = mem_int[M_LINE_BYTES]
    done = t + mem_int[M_L1]
    for j in range(lines_at, lines_at + count):
        line = lines[j]
        if _touch(caches, cu, line):
            level, latency = L_L1, mem_int[M_L1]
        elif _touch(caches, cus, line):
            level, latency = L_L2, mem_int[M_L2]
        elif _touch(caches, cus + 1, line):
            level, latency = L_MALL, mem_int[M_MALL]
        else:
            level, latency = L_HBM, mem_int[M_HBM]
        hits[level] += 1
        arrive = _transfer(ports, cu, mem_cost[P_L1], t, line_bytes)
        if level != L_L1:
            arrive = max(arrive, _transfer(ports, cus, mem_cost[P_L2], t, line_bytes))
        if level == L_MALL or level == L_HBM:
            arrive = max(arrive, _transfer(ports, cus + 1, mem_cost[P_HBM], t, line_bytes))
        done = max(done, t + latency, arrive)
    _queue(queues, wave, 0, done)


# -- a wave's instruction issued, its end, a barrier's release, a workgroup's dispatch --------

@nb.njit(cache=True)
def _issue(prog, state, logs, queues, caches, ports, config, hits, heap, wave, t):
    """The wave's instruction issues at ``t`` (its passes; a memory access starts); then the
    wave is ready for the next at the end of the passes. Whether the wave has ended, and
    when its last instruction finished issuing."""
    static, pcs, wave_first, line_counts = prog[0], prog[1], prog[2], prog[3]
    wi = state[1]
    pos = wi[wave, I_POS]
    at = wave_first[wave] + pos
    pc = pcs[at]
    kind = static[pc, S_KIND]
    cycles = static[pc, S_PASSES] * PASS
    _charge(prog, state, logs, wave, C_WAIT_STATES if kind == K_NOP else C_ISSUE, cycles)
    count = line_counts[at]
    if kind == K_VMEM or kind == K_SMEM or kind == K_LDS:
        _memory(prog, state, queues, caches, ports, config, hits, wave, t, kind,
                wi[wave, I_LINE], count)
    wi[wave, I_LINE] += count
    _event(prog, state, logs, wave, E_ISSUE, t, t + cycles,
           static[pc, S_CYCLES] if kind == K_MFMA else 0)
    wi[wave, I_POS] = pos + 1
    if kind == K_END or at + 1 >= wave_first[wave + 1]:
        return True, t + cycles
    _push(heap[0], heap[1], heap[2], state[3], state[0], wave, t + cycles)
    return False, t + cycles


@nb.njit(cache=True)
def _dispatch(prog, state, simd_state, heap, config, group, cu, time):
    """Workgroup ``group`` starts on ``cu`` at ``time``: each wave to the CU's least occupied
    SIMD (the first of equals)."""
    group_first = prog[5]
    wf, wi = state[0], state[1]
    simd_waves, cu_used = simd_state[4], simd_state[5]
    simds = config[3]
    cu_used[cu] = True
    first = cu * simds
    for wave in range(group_first[group], group_first[group + 1]):
        simd = first
        for s in range(first + 1, first + simds):
            if simd_waves[s] < simd_waves[simd]:
                simd = s
        simd_waves[simd] += 1
        wi[wave, I_CU] = cu
        wi[wave, I_SIMD] = simd
        wf[wave, F_START] = time
        _push(heap[0], heap[1], heap[2], state[3], wf, wave, time)


@nb.njit(cache=True)
def _ended(state, queues, simd_state, groups_state, wave, time):
    """The wave's end: when its last MFMA has written its result and its memory returned."""
    wf, wi = state[0], state[1]
    last = max(time, wf[wave, F_MFMA_DONE])
    length = queues[2]
    for counter in range(2):
        if length[wave, counter]:
            last = max(last, _last_outstanding(queues, wave, counter))
    wf[wave, F_END] = last
    simd_state[4][wi[wave, I_SIMD]] -= 1
    groups_state[0][wi[wave, I_GROUP]] -= 1


@nb.njit(cache=True)
def _finish(prog, state, logs, queues, caches, ports, config, hits, heap, simd_state,
            groups_state, wave, time):
    """The wave ended at ``time``: a barrier its workgroup's other waves wait at may open
    (it counts the waves still running); a workgroup all of whose waves have ended makes
    room on its CU for the next one, which starts when the last of them ended."""
    _ended(state, queues, simd_state, groups_state, wave, time)
    group = state[1][wave, I_GROUP]
    _release(prog, state, logs, queues, caches, ports, config, hits, heap, simd_state,
             groups_state, group)
    _next_group(prog, state, simd_state, groups_state, heap, config, group,
                state[1][wave, I_CU])


@nb.njit(cache=True)
def _next_group(prog, state, simd_state, groups_state, heap, config, group, cu):
    live, st = groups_state[0], state[3]
    if live[group] != 0 or st[T_PENDING] >= prog[5].size - 1:
        return
    group_first = prog[5]
    wf = state[0]
    latest = 0.0
    for w in range(group_first[group], group_first[group + 1]):
        latest = max(latest, wf[w, F_END])
    following = st[T_PENDING]
    st[T_PENDING] = following + 1
    _dispatch(prog, state, simd_state, heap, config, following, cu, latest)


@nb.njit(cache=True)
def _release(prog, state, logs, queues, caches, ports, config, hits, heap, simd_state,
             groups_state, group):
    """Every wave of ``group`` parked at a barrier goes on once all its live waves have
    arrived, at the last arrival (each charged its wait)."""
    live, barrier_count, members = groups_state
    if live[group] == 0 or barrier_count[group] < live[group]:
        return
    group_first = prog[5]
    wf, wi = state[0], state[1]
    n = 0
    release = -np.inf
    for w in range(group_first[group], group_first[group + 1]):
        if wi[w, I_AT_BARRIER]:
            members[n] = w
            n += 1
            release = max(release, wf[w, F_ARRIVED])
    barrier_count[group] = 0
    for j in range(n):
        w = members[j]
        wi[w, I_AT_BARRIER] = 0
        arrived = wf[w, F_ARRIVED]
        _charge(prog, state, logs, w, C_BARRIER, release - arrived)
        if release > arrived:
            _event(prog, state, logs, w, E_BARRIER, arrived, release, 0)
        ended, at = _issue(prog, state, logs, queues, caches, ports, config, hits, heap, w,
                           release)
        if ended:   # (its end cannot open the barrier again: the count starts anew)
            _ended(state, queues, simd_state, groups_state, w, at)


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
    largest = 1
    for g in range(groups):
        largest = max(largest, group_first[g + 1] - group_first[g])
        for w in range(group_first[g], group_first[g + 1]):
            wi[w, I_GROUP] = g
    for w in range(waves):
        wi[w, I_LINE] = wave_line_first[w]
    st = np.zeros(T_COLUMNS, np.int64)
    st[T_KEEP_TRACE] = keep_trace
    st[T_KEEP_PROFILE] = keep_profile
    state = (wf, wi, np.zeros((waves, C_CATEGORIES)), st)
    heap = (np.zeros(max(waves, 1)), np.zeros(max(waves, 1)), np.zeros(max(waves, 1), np.int64))
    # (each wave's outstanding operations per counter: rings of completion times, and the
    # longest any has been)
    queues = (np.zeros((waves, 2, 64)), np.zeros((waves, 2), np.int64),
              np.zeros((waves, 2), np.int64), np.zeros(1, np.int64))
    n_simds = cus * simds
    vector_free, matrix_free = np.zeros(n_simds), np.zeros(n_simds)
    matrix_xdl = np.ones(n_simds, np.bool_)
    coexec_left = np.zeros(n_simds, np.int64)
    simd_state = (vector_free, matrix_free, matrix_xdl, coexec_left,
                  np.zeros(n_simds, np.int64), np.zeros(cus, np.bool_))
    live = np.empty(groups, np.int64)
    for g in range(groups):
        live[g] = group_first[g + 1] - group_first[g]
    groups_state = (live, np.zeros(groups, np.int64), np.empty(largest, np.int64))
    caches = _caches(mem_int, cus, lines.size)
    ports = np.zeros(cus + 2)   # (when each CU's L1 port, the L2's and HBM's are free)
    hits = np.zeros(4, np.int64)
    config = (mem_int, mem_cost, cus, simds)
    room = 1024
    charges = np.zeros((room if keep_profile else 1, 3), np.int64)
    charged = np.zeros((room if keep_profile else 1, 1))
    events = np.zeros((room if keep_trace else 1, 4), np.int64)
    spans = np.zeros((room if keep_trace else 1, 2))

    prog = (static, pcs, wave_first, line_counts, lines, group_first)
    # workgroups go to CUs in launch order, as many per CU as occupancy allows
    for _ in range(per_cu):
        for cu in range(cus):
            if st[T_PENDING] < groups:
                st[T_PENDING] += 1
                _dispatch(prog, state, simd_state, heap, config, st[T_PENDING] - 1, cu, 0.0)
    need = 4 + 4 * largest   # (what one step can log at most: a release, twice per member)
    while st[T_HEAP] > 0:
        if keep_profile and st[T_CHARGES] + need > charged.shape[0]:
            size = 2 * charged.shape[0] + need
            charges = _grown(charges, st[T_CHARGES], size)
            charged = _grown(charged, st[T_CHARGES], size)
        if keep_trace and st[T_EVENTS] + need > spans.shape[0]:
            size = 2 * spans.shape[0] + need
            events = _grown(events, st[T_EVENTS], size)
            spans = _grown(spans, st[T_EVENTS], size)
        logs = (charges, charged, events, spans)
        if queues[3][0] + largest >= queues[0].shape[2]:
            queues = _grown_queues(queues)
        w = _pop(heap[0], heap[1], heap[2], st)
        pc = pcs[wave_first[w] + wi[w, I_POS]]
        kind = static[pc, S_KIND]
        t = wf[w, F_READY]
        simd = wi[w, I_SIMD]
        if kind == K_WAIT:
            vm = _drained(queues, w, 0, static[pc, S_VM])
            lgkm = _drained(queues, w, 1, static[pc, S_LGKM])
            done = max(vm, lgkm)
            if done > t:
                stalled = C_VMCNT if vm >= lgkm else C_LGKMCNT
                _charge(prog, state, logs, w, stalled, done - t)
                _event(prog, state, logs, w, E_WAIT_VM if stalled == C_VMCNT else E_WAIT_LGKM,
                       t, done, 0)
                t = done
        elif kind == K_MFMA or kind == K_VALU:
            busy = matrix_free[simd] > t
            blocker, when = -1, 0.0
            if kind == K_MFMA and busy:
                blocker, when = C_MATRIX, matrix_free[simd]
            elif kind == K_VALU and busy and (not matrix_xdl[simd]
                                              or coexec_left[simd] < PASS):
                blocker, when = C_MATRIX, matrix_free[simd]
            elif vector_free[simd] > t:
                blocker, when = C_ARBITRATION, vector_free[simd]
            if blocker >= 0:   # (tried again then: another wave may go first)
                _charge(prog, state, logs, w, blocker, when - t)
                _push(heap[0], heap[1], heap[2], st, wf, w, when)
                continue
            vector_free[simd] = t + PASS
            wf[w, F_LAST_VECTOR] = t
            if kind == K_MFMA:
                cycles = static[pc, S_CYCLES]
                matrix_free[simd] = t + cycles
                matrix_xdl[simd] = static[pc, S_XDL] != 0
                coexec_left[simd] = static[pc, S_COEXEC]
                wf[w, F_MFMA_DONE] = t + cycles
                wi[w, I_FLOPS] += static[pc, S_FLOPS]
            elif busy:   # (a VALU instruction co-executing under the XDL MFMA)
                coexec_left[simd] -= PASS
        elif kind == K_BARRIER:   # (parked until the last live wave arrives)
            wi[w, I_AT_BARRIER] = 1
            wf[w, F_ARRIVED] = t
            g = wi[w, I_GROUP]
            groups_state[1][g] += 1
            _release(prog, state, logs, queues, caches, ports, config, hits, heap, simd_state,
                     groups_state, g)
            _next_group(prog, state, simd_state, groups_state, heap, config, g, wi[w, I_CU])
            continue
        ended, at = _issue(prog, state, logs, queues, caches, ports, config, hits, heap, w, t)
        if ended:
            _finish(prog, state, logs, queues, caches, ports, config, hits, heap, simd_state,
                    groups_state, w, at)
    return (wf, wi, state[2], hits, simd_state[5], charges[:st[T_CHARGES]],
            charged[:st[T_CHARGES], 0], events[:st[T_EVENTS]], spans[:st[T_EVENTS]])


@nb.njit(cache=True)
def _caches(mem_int, cus, accesses):
    """The CUs' L1s, the L2 and the Infinity Cache, empty. (No cache needs more slots than
    the accesses of the launch: a smaller pool behaves the same.)"""
    n = cus + 2
    capacity = np.empty(n, np.int64)
    capacity[:cus] = max(mem_int[M_L1_LINES], 1)
    capacity[cus] = max(mem_int[M_L2_LINES], 1)
    capacity[cus + 1] = max(mem_int[M_MALL_LINES], 1)
    base = np.zeros(n, np.int64)
    pool = 0
    for c in range(n):
        capacity[c] = min(capacity[c], max(accesses, 1))
        base[c] = pool
        pool += capacity[c]
    index = Dict.empty(key_type=types.int64, value_type=types.int64)
    return (index, np.empty(pool, np.int64), np.empty(pool, np.int64),
            np.empty(pool, np.int64), np.full(n, -1, np.int64), np.full(n, -1, np.int64),
            np.zeros(n, np.int64), base, capacity)
