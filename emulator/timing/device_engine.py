"""The device model's replay, compiled: every wave of a launch issued on its compute unit's
SIMDs, cycle by cycle of the model, in one call.

The rules are those ``compute_unit.py``'s docstring states (dispatch by occupancy, one
vector issue port and one matrix pipe per SIMD, VALU co-execution under an XDL MFMA,
``s_waitcnt`` in issue order, barriers, LRU caches by capacity and bandwidth ports); the
Python model they were first written in stays in ``tests/device_oracle.py``, and the
engine must give its figures to the last bit (tests/test_device_engine.py).

The matrix pipe, co-execution, memory counters, ``s_waitcnt`` and a wave's end are the
issue rules the single-wave accountant applies too (issue_rules.py); this file schedules
many waves over them. Inputs are arrays: ``static`` a row of integers per program
instruction (instruction_rows.py's columns: kind, passes, matrix pipe cycles and class,
co-execution cycles, operations, counter and its capacity, the counts an ``s_waitcnt``
allows), each wave's executed PCs (``pcs`` from ``wave_first[w]``) and, per
executed instruction, how many 128-byte lines its access touched (``line_counts``; the
lines themselves in ``lines`` from ``wave_line_first[w]``, in order). Waves are numbered
in launch order, a workgroup's waves consecutive (``group_first``).

Times are float64 cycles (the bandwidth ports charge fractions); among waves ready at the
same time the one whose last vector issue is the oldest goes first, then the lower wave
number — a total order, so the replay is deterministic.

Speed: the state is a few arrays passed as themselves (a tuple of arrays, or an array
unpacked from one, costs reference counting on every use: several times the step). Each
array a compiled call takes is counted in and out by numba's runtime — atomic operations
that ``perf`` found in nearly half of a 2048³ GEMM's replay —, so the two helpers that take
most of them, ``_issue`` and ``_memory``, are inlined by numba itself (``inline='always'``;
that GEMM's replay 2.0 → 1.8 s, its first compile no slower; inlining every helper so was
slower, 1.9 s, and took twice as long to compile), and every function a step runs is
compiled without that runtime (``_nrt=False``: none allocates an array; ``perf`` still
found a seventh of that replay in its counts, and without them the replay took 1.85 →
1.67 s). Only ``replay`` itself, which makes the arrays, and ``_room``, which grows them,
keep it.
"""

from __future__ import annotations

import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
import numba as nb
import numpy as np

from .engine_layout import (
    CI_BASE, CI_CAPACITY, CI_COLUMNS, CI_DIRTY, CI_HEAD, CI_INDEX, CI_LINES, CI_MASK, CI_TAIL,
    C_ARBITRATION, C_BARRIER, C_CATEGORIES, C_ISSUE, C_WAIT_STATES, DISPLACED_DIRTY,
    E_BARRIER, E_ISSUE, E_OF_STALL, C_OF_STALL, F_ARRIVED, F_COLUMNS, F_END, F_LAST_VECTOR,
    F_MFMA_DONE, F_READY,
    F_START, F_STATS, G_AT_BARRIER, G_COLUMNS, G_LIVE, HIT, I_AT_BARRIER, I_COLUMNS, I_CU,
    I_FLOPS, I_GROUP, I_LINE, I_POS, I_QUEUE, I_SIMD, L_HBM, L_L1, L_L2, L_MALL, MISSED,
    L_WRITTEN_BACK, M_HBM, M_L1, M_L1_LINES, M_L2, M_L2_LINES, M_LDS, M_LINE_BYTES, M_MALL,
    M_MALL_DIRTY, M_MALL_LINES, M_SCALAR, PO_COLUMNS, COST_FABRIC, COST_HBM, COST_L1, COST_L2,
    SF_COLUMNS, SF_MATRIX_FREE, SF_VECTOR_FREE, SI_COEXEC_LEFT, SI_COLUMNS, SI_RUNNING, SI_WAVES,
    T_CHARGES, T_COLUMNS, T_CUS, T_EVENTS, T_HEAP, T_HITS, T_KEEP_PROFILE, T_KEEP_TRACE,
    T_PENDING, T_SIMDS, T_XCDS)
from .engine_state import (
    INLINE, charge, event, grown, pop_ready, prefetch_lines, push_ready, requeue_first,
    touch_line, transfer)
from .instruction_rows import (
    K_BARRIER, K_END, K_LDS, K_MFMA, K_NOP, K_OTHER, K_SALU, K_SMEM, K_VALU, K_WAIT,
    P_CAPACITY, P_COUNTER,
    P_CYCLES, P_FLOPS, P_KIND, P_PASSES, P_WAIT_LGKM, P_WAIT_VM, PASS, T_FULL_VM, T_NONE,
    T_PIPE_BUSY)
from .issue_rules import (RING, counter_room, is_memory, queue_operation, vector_issued,
                          vector_wait, waitcnt, wave_end)


@nb.njit(cache=True, inline='always', _nrt=False)
def _memory(lines, wi, queues, st, index, pool, ci, ports, mem_int, mem_cost, wave, t, kind,
            lines_at, count):
    """A memory access issued at ``t``: its completion joins its counter's queue. A vector
    access's ``count`` lines (from ``lines_at`` in the lines) each go down the hierarchy
    (the CU's L1, its XCD's L2, the Infinity Cache, HBM: the latency of the deepest reached) and
    through the ports of the levels they pass (their bandwidth: a line from the Infinity
    Cache or HBM crosses its XCD's fabric link too). An LDS access recorded
    with its bank cycles and its conflict-free cycles (``count`` 2) waits for its CU's
    LDS, holds it for its cycles and is done the latency after, plus its conflicts'."""
    if kind == K_LDS:   # (its CU's LDS serves it when free: [cycles, conflict-free])
        if count == 2:
            port = st[T_CUS] + st[T_XCDS] + 1 + wi[wave, I_CU]
            begin = max(ports[port], t)
            ports[port] = begin + lines[lines_at]
            queue_operation(wi, I_QUEUE, queues, wave, 1,
                            begin + lines[lines_at] - lines[lines_at + 1] + mem_int[M_LDS])
        else:
            queue_operation(wi, I_QUEUE, queues, wave, 1, t + mem_int[M_LDS])
        return
    if kind == K_SMEM:
        queue_operation(wi, I_QUEUE, queues, wave, 1, t + mem_int[M_SCALAR])
        return
    cus, xcds = st[T_CUS], st[T_XCDS]
    cu = wi[wave, I_CU]
    l2, mall = cus + cu % xcds, cus + xcds   # (its XCD's L2; the Infinity Cache)
    hbm = cus + xcds                          # (HBM's port)
    link = 2 * cus + xcds + 1 + cu % xcds     # (its XCD's fabric link's port)
    line_bytes = mem_int[M_LINE_BYTES]
    done = t + mem_int[M_L1]
    prefetch_lines(index, ci, cu, l2, lines, lines_at, count)
    for j in range(lines_at, lines_at + count):
        line = lines[j]
        displaced = False
        if touch_line(index, pool, ci, cu, line) == HIT:
            level, latency = L_L1, mem_int[M_L1]
        elif touch_line(index, pool, ci, l2, line) == HIT:
            level, latency = L_L2, mem_int[M_L2]
        else:
            answer = touch_line(index, pool, ci, mall, line) if mem_int[M_MALL_LINES] \
                else MISSED   # (a device without an Infinity Cache: CDNA2's)
            displaced = answer == DISPLACED_DIRTY
            if answer == HIT:
                level, latency = L_MALL, mem_int[M_MALL]
            else:
                level, latency = L_HBM, mem_int[M_HBM]
        st[T_HITS + level] += 1
        arrive = transfer(ports, cu, mem_cost[COST_L1], t, line_bytes)
        if level != L_L1:
            arrive = max(arrive, transfer(ports, l2, mem_cost[COST_L2], t, line_bytes))
        if level == L_MALL or level == L_HBM:
            arrive = max(arrive, transfer(ports, link, mem_cost[COST_FABRIC], t, line_bytes))
        if level == L_HBM:
            arrive = max(arrive, transfer(ports, hbm, mem_cost[COST_HBM], t, line_bytes))
        if displaced:   # (the displaced line's write-back: after the fetch, on HBM's port)
            st[T_HITS + L_WRITTEN_BACK] += 1
            transfer(ports, hbm, mem_cost[COST_HBM], t, line_bytes)
        done = max(done, t + latency, arrive)
    queue_operation(wi, I_QUEUE, queues, wave, 0, done)


# -- a wave's instruction issued, its end, a barrier's release, a workgroup's dispatch --------

@nb.njit(cache=True, inline='always', _nrt=False)
def _issue(static, pcs, wave_first, line_counts, lines, wf, wi, queues, st, charges, charged,
           events, spans, index, pool, ci, ports, mem_int, mem_cost, heap_f, heap_w, wave, t):
    """The wave's instruction issues at ``t`` (its passes; a memory access starts). Returns
    whether the wave has ended (its last instruction issued) and when the passes end (when,
    if not, it is ready for the next: its caller queues it)."""
    pos = wi[wave, I_POS]
    at = wave_first[wave] + pos
    pc = pcs[at]
    kind = static[pc, P_KIND]
    cycles = static[pc, P_PASSES] * PASS
    charge(wf, st, charges, charged, wave, pc, C_WAIT_STATES if kind == K_NOP else C_ISSUE,
           cycles)
    count = line_counts[at]
    if is_memory(kind):
        _memory(lines, wi, queues, st, index, pool, ci, ports, mem_int, mem_cost, wave, t,
                kind, wi[wave, I_LINE], count)
    wi[wave, I_LINE] += count
    event(st, events, spans, wave, pc, E_ISSUE, t, t + cycles,
          static[pc, P_CYCLES] if kind == K_MFMA else 0)
    wi[wave, I_POS] = pos + 1
    return kind == K_END or at + 1 >= wave_first[wave + 1], t + cycles


@nb.njit(cache=True, _nrt=False)
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
        push_ready(heap_f, heap_w, st, wf, wave, time)


@nb.njit(cache=True, _nrt=False)
def _ended(wf, wi, queues, si, gi, wave, time):
    """The wave's end: when its last MFMA has written its result and its memory returned."""
    wf[wave, F_END] = wave_end(wi, I_QUEUE, queues, wave, time, wf[wave, F_MFMA_DONE])
    si[wi[wave, I_SIMD], SI_WAVES] -= 1
    gi[wi[wave, I_GROUP], G_LIVE] -= 1


@nb.njit(cache=True, _nrt=False)
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


@nb.njit(cache=True, _nrt=False)
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
        pc = pcs[wave_first[w] + wi[w, I_POS]]
        charge(wf, st, charges, charged, w, pc, C_BARRIER, release - arrived)
        if release > arrived:
            event(st, events, spans, w, pc, E_BARRIER, arrived, release, 0)
        ended, at = _issue(static, pcs, wave_first, line_counts, lines, wf, wi, queues, st,
                           charges, charged, events, spans, index, pool, ci, ports, mem_int,
                           mem_cost, heap_f, heap_w, w, release)
        if ended:   # (its end cannot open the barrier again: the count starts anew)
            _ended(wf, wi, queues, si, gi, w, at)
        else:
            push_ready(heap_f, heap_w, st, wf, w, at)


@nb.njit(cache=True)
def _room(rows, values, count, need):
    """A log's two arrays (its integer rows and their values) with room for at least 64
    steps' worth more than its ``count`` entries, and how many steps fit."""
    if count + 64 * need > values.shape[0]:
        size = 2 * values.shape[0] + 64 * need
        rows = grown(rows, count, size)
        values = grown(values, count, size)
    return rows, values, (values.shape[0] - count) // need


@nb.njit(**INLINE)
def _private(kind):
    """Whether an instruction of ``kind`` touches nothing another wave's steps touch: its
    issue reads and writes only its own wave (its time, its counters, its logs) — a scalar
    or control instruction, a NOP, an ``s_waitcnt``."""
    return kind == K_SALU or kind == K_NOP or kind == K_OTHER or kind == K_WAIT


@nb.njit(**INLINE)
def _vector_issue(static, wf, wi, sf, si, wave, pc, kind, t, simd):
    """A vector instruction (MFMA or VALU) of ``wave`` tries its SIMD at ``t``: the
    category that holds it and until when (−1 if it took the SIMD: its pipe and port are
    now its)."""
    when, why = vector_wait(kind, t, sf[simd, SF_MATRIX_FREE], si[simd, SI_RUNNING],
                            si[simd, SI_COEXEC_LEFT])
    blocker = C_OF_STALL[why] if why != T_NONE else -1
    if blocker < 0 and sf[simd, SF_VECTOR_FREE] > t:
        blocker, when = C_ARBITRATION, sf[simd, SF_VECTOR_FREE]
    if blocker >= 0:
        return blocker, when
    sf[simd, SF_VECTOR_FREE] = t + PASS
    wf[wave, F_LAST_VECTOR] = t
    free, running, left, _ = vector_issued(static, pc, kind, t, sf[simd, SF_MATRIX_FREE],
                                           si[simd, SI_RUNNING], si[simd, SI_COEXEC_LEFT])
    sf[simd, SF_MATRIX_FREE] = free
    si[simd, SI_RUNNING] = running
    si[simd, SI_COEXEC_LEFT] = left
    if kind == K_MFMA:
        wf[wave, F_MFMA_DONE] = free
        wi[wave, I_FLOPS] += static[pc, P_FLOPS]
    return -1, t


@nb.njit(cache=True, _nrt=False)
def _leave(static, pcs, wave_first, line_counts, lines, group_first, wf, wi, queues, st,
           charges, charged, events, spans, index, pool, ci, ports, mem_int, mem_cost,
           heap_f, heap_w, si, gi, cu_used, members, wave, at, ended):
    """The first wave ready leaves the queue: parked at its barrier, arrived at ``at``, or
    ``ended`` (its last passes end at ``at``). Either may release the barrier the rest of
    its workgroup waits at, and free its CU for the next workgroup."""
    pop_ready(heap_f, heap_w, st)
    g = wi[wave, I_GROUP]
    if ended:
        _ended(wf, wi, queues, si, gi, wave, at)
    else:
        wi[wave, I_AT_BARRIER] = 1
        wf[wave, F_ARRIVED] = at
        gi[g, G_AT_BARRIER] += 1
    _release(static, pcs, wave_first, line_counts, lines, group_first, wf, wi, queues, st,
             charges, charged, events, spans, index, pool, ci, ports, mem_int, mem_cost,
             heap_f, heap_w, si, gi, members, g)
    _next_group(group_first, wf, wi, si, gi, cu_used, heap_f, heap_w, st, g, wi[wave, I_CU])


@nb.njit(cache=True, _nrt=False)
def _steps(static, pcs, wave_first, line_counts, lines, group_first, wf, wi, queues, st,
           charges, charged, events, spans, index, pool, ci, ports, mem_int, mem_cost,
           heap_f, heap_w, sf, si, gi, cu_used, members, budget):
    """Up to ``budget`` steps: each the next wave in the ready queue at its next
    instruction (the arrays have room for what they log). The wave stays first in the
    queue while its step only moves its own time (``requeue_first``), and leaves it before
    a step that queues others (a barrier, its end).

    Two shortcuts give the figures and logs (each wave's, in its order) that a step each
    gives, with fewer trips through the queue: a step goes on with the wave's following
    instructions while they are private (``_private``: none can change, or be changed by,
    what another wave does meanwhile); and an MFMA that follows on a SIMD whose matrix
    pipe is busy past the wave's next pass waits for the pipe at once (no MFMA can take
    the pipe before it is free, so its try at that pass is known now)."""
    steps = 0
    while steps < budget:
        steps += 1
        if st[T_HEAP] == 0:
            return
        w = heap_w[0]
        t = wf[w, F_READY]
        simd = wi[w, I_SIMD]
        while True:
            pc = pcs[wave_first[w] + wi[w, I_POS]]
            kind = static[pc, P_KIND]
            blocker, when = -1, t
            if kind == K_WAIT:
                done, why = waitcnt(wi, I_QUEUE, queues, w, static[pc, P_WAIT_VM],
                                    static[pc, P_WAIT_LGKM], t)
                if done > t:
                    charge(wf, st, charges, charged, w, pc, C_OF_STALL[why], done - t)
                    event(st, events, spans, w, pc, E_OF_STALL[why], t, done, 0)
                    t = done
            elif is_memory(kind):   # (a full counter: tried again when its oldest is back)
                why = T_FULL_VM + static[pc, P_COUNTER]
                when = counter_room(wi, I_QUEUE, queues, w, static[pc, P_COUNTER],
                                    static[pc, P_CAPACITY], t)
                if when > t:
                    blocker = C_OF_STALL[why]
                    event(st, events, spans, w, pc, E_OF_STALL[why], t, when, 0)
            elif kind == K_MFMA or kind == K_VALU:   # (held: another wave may go first)
                blocker, when = _vector_issue(static, wf, wi, sf, si, w, pc, kind, t, simd)
            elif kind == K_BARRIER:   # (parked until the last live wave arrives)
                _leave(static, pcs, wave_first, line_counts, lines, group_first, wf, wi,
                       queues, st, charges, charged, events, spans, index, pool, ci, ports,
                       mem_int, mem_cost, heap_f, heap_w, si, gi, cu_used, members, w, t,
                       False)
                break
            if blocker >= 0:   # (tried again then)
                charge(wf, st, charges, charged, w, pc, blocker, when - t)
                requeue_first(heap_f, heap_w, st, wf, w, when)
                break
            ended, at = _issue(static, pcs, wave_first, line_counts, lines, wf, wi, queues,
                               st, charges, charged, events, spans, index, pool, ci, ports,
                               mem_int, mem_cost, heap_f, heap_w, w, t)
            if ended:
                _leave(static, pcs, wave_first, line_counts, lines, group_first, wf, wi,
                       queues, st, charges, charged, events, spans, index, pool, ci, ports,
                       mem_int, mem_cost, heap_f, heap_w, si, gi, cu_used, members, w, at,
                       True)
                break
            following = pcs[wave_first[w] + wi[w, I_POS]]
            kind = static[following, P_KIND]
            if steps < budget and _private(kind):
                steps += 1   # (each counts against what the logs have room for)
                t = at
                continue
            if kind == K_MFMA and sf[simd, SF_MATRIX_FREE] > at:
                charge(wf, st, charges, charged, w, following, C_OF_STALL[T_PIPE_BUSY],
                       sf[simd, SF_MATRIX_FREE] - at)
                at = sf[simd, SF_MATRIX_FREE]
            requeue_first(heap_f, heap_w, st, wf, w, at)
            break


# -- the replay --------------------------------------------------------------------------------

def cache_tables(cus: int, xcds: int, mem_int, accesses: int):
    """The caches' state for ``replay``: (``ci``, a row per cache — the CUs' L1s, then the
    XCDs' L2s, then the Infinity Cache —, the ``pool`` of their lines' slots, the ``index``
    of the lines they hold: a part per cache, at most half full), for a launch whose waves
    touch ``accesses`` lines (no cache needs more slots: a smaller pool behaves the same).

    Made here, by numpy, whose allocator asks the kernel for huge pages for large arrays:
    an Infinity Cache's part of the index is tens of MB, and its searches (random rows,
    by design) missed the host's TLB too while numba's allocator made it (a 2048³ GEMM's
    replay 1.39-1.43 → 1.29-1.35 s)."""
    capacity = [max(mem_int[M_L1_LINES], 1)] * cus + [max(mem_int[M_L2_LINES], 1)] * xcds \
        + [max(mem_int[M_MALL_LINES], 1)]
    ci = np.zeros((len(capacity), CI_COLUMNS), np.int64)
    ci[:, CI_HEAD] = ci[:, CI_TAIL] = -1
    ci[:, CI_LINES] = capacity
    ci[-1, CI_DIRTY] = min(mem_int[M_MALL_DIRTY], capacity[-1])
    size = rows = 0
    for c, lines in enumerate(capacity):
        ci[c, CI_CAPACITY] = slots = min(lines, max(accesses, 1))
        ci[c, CI_BASE] = size
        size += slots
        part = 4
        while part < 2 * slots + 2:   # (its part of the index: at most half full)
            part *= 2
        ci[c, CI_INDEX], ci[c, CI_MASK] = rows, part - 1
        rows += part
    return ci, np.empty((size, PO_COLUMNS), np.int64), np.full((rows, 2), -1, np.int64)


@nb.njit(cache=True)
def replay(static, pcs, wave_first, line_counts, lines, wave_line_first, group_first,
           cus, simds, xcds, per_cu, mem_int, mem_cost, keep_trace, keep_profile, ci, pool,
           index):
    """Every wave issued to the end (``ci``, ``pool``, ``index``: ``cache_tables``'s, which
    it changes). Returns per wave its floats (``F_*``: start, end…) and
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
    st[T_XCDS] = xcds
    st[T_SIMDS] = simds
    heap_f = np.zeros((max(waves, 1), 2))
    heap_w = np.zeros(max(waves, 1), np.int64)
    queues = np.zeros((waves, 2, RING))
    sf = np.zeros((cus * simds, SF_COLUMNS))
    si = np.zeros((cus * simds, SI_COLUMNS), np.int64)
    cu_used = np.zeros(cus, np.bool_)
    members = np.empty(largest, np.int64)
    # (when each CU's L1 port, each XCD's L2's, HBM's, each CU's LDS and each XCD's fabric
    # link are free)
    ports = np.zeros(2 * cus + 2 * xcds + 1)
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
            charges, charged, room = _room(charges, charged, st[T_CHARGES], need)
            budget = min(budget, room)
        if keep_trace:
            events, spans, room = _room(events, spans, st[T_EVENTS], need)
            budget = min(budget, room)
        _steps(static, pcs, wave_first, line_counts, lines, group_first, wf, wi, queues, st,
               charges, charged, events, spans, index, pool, ci, ports, mem_int, mem_cost,
               heap_f, heap_w, sf, si, gi, cu_used, members, budget)
    hits = st[T_HITS:T_HITS + 5].copy()
    return (wf, wi, wf[:, F_STATS:F_STATS + C_CATEGORIES].copy(), hits, cu_used,
            charges[:st[T_CHARGES]], charged[:st[T_CHARGES], 0], events[:st[T_EVENTS]],
            spans[:st[T_EVENTS]])
