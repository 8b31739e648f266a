"""The cycle accountant's inner loop, compiled: a chunk of the retired stream in one call.

The model is the one ``accountant.py``'s docstring states (spec/TIMING.md): issue passes,
the matrix pipe, VALU co-execution under XDL MFMAs, memory latencies and counters (the
issue rules the device model applies too: issue_rules.py), the wait-state rules and the
missing-``s_waitcnt`` checks. Here every static instruction is a row of integers
(``props``: instruction_rows.py's columns, which the device model reads too) and four lists
of register-id spans (``spans`` through ``span_off``: reads, writes, SrcC,
SrcA/SrcB/index); the state between chunks lives
in arrays the accountant owns, so one call retires thousands of instructions at the cost of
a few hundred nanoseconds of Python each before (one list append per instruction).

Producers are visited in ascending stream order, so the hazards of one consumer come out
oldest producer first.
"""

from __future__ import annotations

import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
import numba as nb
import numpy as np

from .instruction_rows import (
    K_MFMA, K_VALU, K_WAIT, M_DGEMM, M_XDL, P_CAPACITY, P_COUNTER, P_DGEMM_FMA64, P_FMA64,
    P_KIND, P_KLASS, P_LATENCY, P_MEMORY_READ, P_PASSES, P_SMEM, P_SRCAB, P_SRCC_EXACT,
    P_SRCC_EXACT_XDL, P_SRCC_OVERLAP, P_SRCC_OVERLAP_XDL, P_VALU_ACCESS, P_VALU_WAR_SRCC,
    P_VALU_WAW,
    P_WAIT_LGKM, P_WAIT_VM, P_WRITES_EXEC, PASS, T_FULL_VM, T_INSERTED, T_NONE)
from .issue_rules import (counter_room, is_memory, queue_operation, vector_issued,
                          vector_wait, waitcnt)

# span lists of a row: span_off[sid, list] = (first, end) into spans
L_READS, L_WRITES, L_SRC_C, L_SRC_AB = range(4)

# the state slots (st)
(S_COUNT, S_NEXT_ISSUE, S_PIPE_FREE, S_COEXEC_LEFT, S_RUNNING, S_COEXEC_USED,
 S_LAST_EXEC_VALU, S_LAST_DGEMM, S_WAIT_TOTAL, S_INSERTED, S_ENTRIES,
 S_UNWAITED, S_UNWAITED_LGKM, S_HAZARDS, S_TIMELINE, S_SLOTS) = range(16)
# configuration (cfg)
C_FIX, C_KEEP_TIMELINE, C_MAX_WAIT, C_VALU_TO_MFMA, C_EXEC_TO_MFMA, C_SLOTS = range(6)
# entries (the vector, matrix and memory instructions): sid, stream position, wait states
# provided up to and including it
E_SID, E_POSITION, E_WAIT_AFTER = range(3)
# the unwaited queues, per counter: stream position, entry, scalar load?
U_POSITION, U_ENTRY, U_SCALAR = range(3)
QUEUE = 128            # room in each counter's queues (a counter holds at most 63)

# hazard rows: producer position, consumer position, required, provided, rule
(R_SRCC_EXACT, R_SRCC_OVERLAP, R_SRCAB, R_VALU_ACCESS, R_MEMORY_READ, R_VALU_WAR_SRCC,
 R_VALU_TO_MFMA, R_EXEC_TO_MFMA, R_DGEMM_FMA64, R_VMCNT_MISSING, R_LGKMCNT_MISSING,
 R_VALU_WAW) = range(12)
# timeline rows: position, issue, start, end, ready, stall (instruction_rows.T_*), argument


def hazard_reserve(registers: int) -> int:
    """The most hazards one instruction can add: every unwaited operation of both counters,
    two per producer (one per register at most) and one for EXEC."""
    return 2 * QUEUE + 2 * registers + 8


@nb.njit(cache=True)
def _gather(last, spans, first, end, found, flags, n, flag):
    """Add the entries in ``last`` of the registers of spans[first:end] (−1: none) to
    found[:n], each once, ``flag`` or-ed into its flags; returns the new count."""
    for s in range(first, end):
        previous = -2
        for r in range(spans[s, 0], spans[s, 1]):
            w = last[r]
            if w < 0 or w == previous:
                continue
            previous = w
            j = 0
            while j < n and found[j] != w:
                j += 1
            if j == n:
                found[n] = w
                flags[n] = flag
                n += 1
            else:
                flags[j] |= flag
    return n


@nb.njit(cache=True)
def _ascending(found, flags, n):
    for i in range(1, n):
        w, f = found[i], flags[i]
        j = i - 1
        while j >= 0 and found[j] > w:
            found[j + 1] = found[j]
            flags[j + 1] = flags[j]
            j -= 1
        found[j + 1] = w
        flags[j + 1] = f


@nb.njit(cache=True)
def _need(hazards, st, entries, p, position, wait_before, required, rule):
    """The shortfall of the consumer at ``position`` after entry ``p`` (a hazard row if any)."""
    if required <= 0:
        return 0
    provided = wait_before - entries[p, E_WAIT_AFTER]
    if provided >= required:
        return 0
    k = st[S_HAZARDS]
    hazards[k, 0] = entries[p, E_POSITION]
    hazards[k, 1] = position
    hazards[k, 2] = required
    hazards[k, 3] = provided
    hazards[k, 4] = rule
    st[S_HAZARDS] = k + 1
    return required - provided


@nb.njit(cache=True)
def _after_mfmas(props, hazards, st, entries, found, n, position, wait_before, horizon,
                 column, rule):
    """The largest shortfall after the MFMAs among found[:n], each needing its ``column``."""
    deficit = 0
    for j in range(n):
        p = found[j]
        if entries[p, E_WAIT_AFTER] <= horizon:
            continue
        psid = entries[p, E_SID]
        if props[psid, P_KIND] == K_MFMA:
            deficit = max(deficit, _need(hazards, st, entries, p, position, wait_before,
                                         props[psid, column], rule))
    return deficit


@nb.njit(cache=True)
def _overlaps(spans, a_first, a_end, b_first, b_end):
    for i in range(a_first, a_end):
        for j in range(b_first, b_end):
            if spans[i, 0] < spans[j, 1] and spans[j, 0] < spans[i, 1]:
                return True
    return False


@nb.njit(cache=True)
def _touches(marks, spans, first, end):
    for s in range(first, end):
        for r in range(spans[s, 0], spans[s, 1]):
            if marks[r] != 0:
                return True
    return False


@nb.njit(cache=True)
def _in_order(unwaited, st, counter):
    """Whether a counter's operations return in issue order: not while a scalar load (which
    may return early or late) is among them."""
    for j in range(st[S_UNWAITED + counter]):
        if unwaited[counter, U_SCALAR, j] != 0:
            return False
    return True


@nb.njit(cache=True)
def _retire_unwaited(span_off, spans, entries, unwaited, marks, st, counter, count):
    """The ``count`` oldest operations of a counter have returned."""
    length = st[S_UNWAITED + counter]
    for j in range(count):
        sid = entries[unwaited[counter, U_ENTRY, j], E_SID]
        for s in range(span_off[sid, L_WRITES, 0], span_off[sid, L_WRITES, 1]):
            for r in range(spans[s, 0], spans[s, 1]):
                marks[r] -= 1
    for j in range(count, length):
        for field in range(3):
            unwaited[counter, field, j - count] = unwaited[counter, field, j]
    st[S_UNWAITED + counter] = length - count


@nb.njit(cache=True)
def _memory_results(props, span_off, spans, st, entries, unwaited, marks, hazards, sid, kind,
                    position):
    """An s_waitcnt retires what it covers; any other instruction reading or writing an
    unwaited destination is reported (a memory instruction: reading only, since returns on
    one counter arrive in order)."""
    if kind == K_WAIT:
        for counter in range(2):
            allowed = props[sid, P_WAIT_VM + counter]
            length = st[S_UNWAITED + counter]
            if allowed < 0 or length <= allowed:
                continue
            if allowed == 0:
                _retire_unwaited(span_off, spans, entries, unwaited, marks, st, counter, length)
            elif _in_order(unwaited, st, counter):
                _retire_unwaited(span_off, spans, entries, unwaited, marks, st, counter,
                                 length - allowed)
        return
    r_first, r_end = span_off[sid, L_READS, 0], span_off[sid, L_READS, 1]
    w_first, w_end = span_off[sid, L_WRITES, 0], span_off[sid, L_WRITES, 1]
    if is_memory(kind):
        w_end = w_first
    if not (_touches(marks, spans, r_first, r_end) or _touches(marks, spans, w_first, w_end)):
        return   # (the common case: nothing it touches is an unwaited destination)
    for counter in range(2):
        in_order = _in_order(unwaited, st, counter)
        length = st[S_UNWAITED + counter]
        for age in range(length):
            psid = entries[unwaited[counter, U_ENTRY, age], E_SID]
            pw_first, pw_end = span_off[psid, L_WRITES, 0], span_off[psid, L_WRITES, 1]
            if _overlaps(spans, pw_first, pw_end, r_first, r_end) or \
                    _overlaps(spans, pw_first, pw_end, w_first, w_end):
                k = st[S_HAZARDS]
                hazards[k, 0] = unwaited[counter, U_POSITION, age]
                hazards[k, 1] = position
                hazards[k, 2] = length - age - 1 if in_order else 0
                hazards[k, 3] = length
                hazards[k, 4] = R_VMCNT_MISSING + counter
                st[S_HAZARDS] = k + 1


@nb.njit(cache=True)
def _queue_memory(props, span_off, spans, cfg, st, entries, unwaited, marks, sid, index,
                  position):
    counter = props[sid, P_COUNTER]
    length = st[S_UNWAITED + counter]
    unwaited[counter, U_POSITION, length] = position
    unwaited[counter, U_ENTRY, length] = index
    unwaited[counter, U_SCALAR, length] = props[sid, P_SMEM]
    st[S_UNWAITED + counter] = length + 1
    for s in range(span_off[sid, L_WRITES, 0], span_off[sid, L_WRITES, 1]):
        for r in range(spans[s, 0], spans[s, 1]):
            marks[r] += 1
    if length + 1 > props[sid, P_CAPACITY]:
        # the counter is full: the hardware held this issue until the oldest returned
        _retire_unwaited(span_off, spans, entries, unwaited, marks, st, counter, 1)


@nb.njit(cache=True)
def _time(props, cfg, st, heads, queues, counts, timeline, sid, kind, position, stall,
          argument, inserted_now):
    """Issue, start and end of one instruction by the issue rules (issue_rules.py: the
    wave alone on its SIMD, its memory returning after the row's latency; the state in
    ``st``, its counters' rings in ``heads``/``queues``, wave 0), a timeline row if kept."""
    t = st[S_NEXT_ISSUE]
    ready = t - inserted_now if stall != T_NONE else t
    end = t + props[sid, P_PASSES] * PASS
    if kind == K_MFMA or kind == K_VALU:
        when, why = vector_wait(kind, t, st[S_PIPE_FREE], st[S_RUNNING], st[S_COEXEC_LEFT])
        if when > t:
            if stall == T_NONE:
                stall, argument = why, st[S_RUNNING]
            t = when
        free, running, left, coexecuted = vector_issued(props, sid, kind, t, st[S_PIPE_FREE],
                                                        st[S_RUNNING], st[S_COEXEC_LEFT])
        st[S_PIPE_FREE], st[S_RUNNING], st[S_COEXEC_LEFT] = free, running, left
        st[S_COEXEC_USED] += coexecuted
        end = free if kind == K_MFMA else t + PASS
        if kind == K_MFMA:
            counts[sid] += 1
        st[S_NEXT_ISSUE] = t + PASS
    elif is_memory(kind):
        counter = props[sid, P_COUNTER]
        when = counter_room(heads, 0, queues, 0, counter, props[sid, P_CAPACITY], t)
        if when > t:   # (a full counter holds the issue until its oldest returns)
            if stall == T_NONE:
                stall = T_FULL_VM + counter
            t = when
            counter_room(heads, 0, queues, 0, counter, props[sid, P_CAPACITY], t)
        queue_operation(heads, 0, queues, 0, counter, t + props[sid, P_LATENCY])
        end = t + PASS
        st[S_NEXT_ISSUE] = end
    elif kind == K_WAIT:
        when, why = waitcnt(heads, 0, queues, 0, props[sid, P_WAIT_VM],
                            props[sid, P_WAIT_LGKM], t)
        if when > t:
            if stall == T_NONE:
                stall = why
            t = when
        end = t + PASS
        st[S_NEXT_ISSUE] = end
    else:
        st[S_NEXT_ISSUE] = end
    if cfg[C_KEEP_TIMELINE]:
        k = st[S_TIMELINE]
        timeline[k, 0] = position
        timeline[k, 1] = t
        timeline[k, 2] = t
        timeline[k, 3] = end
        timeline[k, 4] = ready
        timeline[k, 5] = stall
        timeline[k, 6] = argument
        st[S_TIMELINE] = k + 1


@nb.njit(cache=True)
def _mfma_hazards(props, span_off, spans, cfg, st, last_writer, entries, hazards, found,
                  flags, sid, position, wait_before):
    """SrcC and SrcA/SrcB after MFMAs and VALU writes, and any MFMA after a VALU EXEC write."""
    horizon = wait_before - cfg[C_MAX_WAIT]   # (no rule asks for more: older cannot matter)
    n = _gather(last_writer, spans, span_off[sid, L_SRC_C, 0], span_off[sid, L_SRC_C, 1],
                found, flags, 0, 1)
    n = _gather(last_writer, spans, span_off[sid, L_SRC_AB, 0], span_off[sid, L_SRC_AB, 1],
                found, flags, n, 2)
    _ascending(found, flags, n)
    consumer_xdl = props[sid, P_KLASS] == M_XDL
    c_first = span_off[sid, L_SRC_C, 0]
    deficit = 0
    for j in range(n):
        p = found[j]
        if entries[p, E_WAIT_AFTER] <= horizon:
            continue
        psid = entries[p, E_SID]
        kind = props[psid, P_KIND]
        if kind == K_MFMA:
            if flags[j] & 1:
                d = span_off[psid, L_WRITES, 0]
                exact = spans[d, 0] == spans[c_first, 0] and spans[d, 1] == spans[c_first, 1]
                if exact:
                    column = P_SRCC_EXACT_XDL if consumer_xdl else P_SRCC_EXACT
                else:
                    column = P_SRCC_OVERLAP_XDL if consumer_xdl else P_SRCC_OVERLAP
                deficit = max(deficit, _need(hazards, st, entries, p, position, wait_before,
                                             props[psid, column],
                                             R_SRCC_EXACT if exact else R_SRCC_OVERLAP))
            if flags[j] & 2:
                deficit = max(deficit, _need(hazards, st, entries, p, position, wait_before,
                                             props[psid, P_SRCAB], R_SRCAB))
        elif kind == K_VALU:
            deficit = max(deficit, _need(hazards, st, entries, p, position, wait_before,
                                         cfg[C_VALU_TO_MFMA], R_VALU_TO_MFMA))
    if st[S_LAST_EXEC_VALU] >= 0:
        deficit = max(deficit, _need(hazards, st, entries, st[S_LAST_EXEC_VALU], position,
                                     wait_before, cfg[C_EXEC_TO_MFMA], R_EXEC_TO_MFMA))
    return deficit


@nb.njit(cache=True)
def _valu_hazards(props, span_off, spans, cfg, st, last_writer, last_srcc, entries, hazards,
                  found, flags, sid, position, wait_before):
    """A VALU reading or overwriting an MFMA result (one row per producer, the larger need),
    overwriting an MFMA's SrcC, and an f64 FMA after a DGEMM."""
    horizon = wait_before - cfg[C_MAX_WAIT]
    r_first, r_end = span_off[sid, L_READS, 0], span_off[sid, L_READS, 1]
    w_first, w_end = span_off[sid, L_WRITES, 0], span_off[sid, L_WRITES, 1]
    n = _gather(last_writer, spans, r_first, r_end, found, flags, 0, 1)
    n = _gather(last_writer, spans, w_first, w_end, found, flags, n, 2)
    _ascending(found, flags, n)
    deficit = 0
    for j in range(n):   # (one row per producer: the read's need, or the overwrite's if larger)
        p = found[j]
        psid = entries[p, E_SID]
        if entries[p, E_WAIT_AFTER] <= horizon or props[psid, P_KIND] != K_MFMA:
            continue
        required, rule = -1, R_VALU_ACCESS
        if flags[j] & 1:
            required = props[psid, P_VALU_ACCESS]
        if flags[j] & 2 and props[psid, P_VALU_WAW] > required:
            required, rule = props[psid, P_VALU_WAW], R_VALU_WAW
        deficit = max(deficit, _need(hazards, st, entries, p, position, wait_before,
                                     required, rule))
    n = _gather(last_srcc, spans, w_first, w_end, found, flags, 0, 1)
    _ascending(found, flags, n)
    deficit = max(deficit, _after_mfmas(props, hazards, st, entries, found, n, position,
                                        wait_before, horizon, P_VALU_WAR_SRCC,
                                        R_VALU_WAR_SRCC))
    dgemm = st[S_LAST_DGEMM]
    if props[sid, P_FMA64] and dgemm >= 0:
        deficit = max(deficit, _need(hazards, st, entries, dgemm, position, wait_before,
                                     props[entries[dgemm, E_SID], P_DGEMM_FMA64],
                                     R_DGEMM_FMA64))
    return deficit


@nb.njit(cache=True, inline="always")
def _deficit(props, span_off, spans, cfg, st, last_writer, last_srcc, entries, unwaited,
             marks, hazards, found, flags, sid, kind, index, position, wait_before):
    """The wait states the instruction ``sid`` (entry ``index``) still lacks after its
    producers: a memory access reading an MFMA's result (its store data or address; it is
    then queued on its counter), an MFMA's or a VALU instruction's hazards."""
    if is_memory(kind):
        n = _gather(last_writer, spans, span_off[sid, L_READS, 0],
                    span_off[sid, L_READS, 1], found, flags, 0, 1)
        _ascending(found, flags, n)
        deficit = _after_mfmas(props, hazards, st, entries, found, n, position,
                               wait_before, wait_before - cfg[C_MAX_WAIT],
                               P_MEMORY_READ, R_MEMORY_READ)
        _queue_memory(props, span_off, spans, cfg, st, entries, unwaited, marks, sid,
                      index, position)
        return deficit
    if kind == K_MFMA:
        return _mfma_hazards(props, span_off, spans, cfg, st, last_writer, entries,
                             hazards, found, flags, sid, position, wait_before)
    return _valu_hazards(props, span_off, spans, cfg, st, last_writer, last_srcc,
                         entries, hazards, found, flags, sid, position, wait_before)


@nb.njit(cache=True, inline="always")
def _record_writes(props, span_off, spans, st, last_writer, last_srcc, sid, kind, index):
    """Entry ``index`` as the last writer of the registers it writes (and an MFMA as the
    last reader of its SrcC; the last DGEMM; the last VALU write of EXEC)."""
    for s in range(span_off[sid, L_WRITES, 0], span_off[sid, L_WRITES, 1]):
        last_writer[spans[s, 0]:spans[s, 1]] = index
    if kind == K_MFMA:
        for s in range(span_off[sid, L_SRC_C, 0], span_off[sid, L_SRC_C, 1]):
            last_srcc[spans[s, 0]:spans[s, 1]] = index
        if props[sid, P_KLASS] == M_DGEMM:
            st[S_LAST_DGEMM] = index
    elif props[sid, P_WRITES_EXEC]:
        st[S_LAST_EXEC_VALU] = index


@nb.njit(cache=True)
def retire_stream(sids, begin, props, span_off, spans, cfg, st, last_writer, last_srcc,
                  entries, unwaited, marks, heads, queues, counts, hazards, timeline):
    """Retire the instructions sids[begin:] (rows of ``props``) in stream order. Returns the
    index it stopped at: len(sids), or earlier when ``hazards`` has fewer than
    ``hazard_reserve`` rows left (grow it and call again from there)."""
    registers = last_writer.shape[0]
    found = np.empty(registers, np.int64)     # (an instruction's producers: one per register
    flags = np.empty(registers, np.int64)     # at most)
    reserve = 2 * QUEUE + 2 * registers + 8   # (hazard_reserve)
    fix = cfg[C_FIX] != 0
    for i in range(begin, sids.shape[0]):
        if st[S_HAZARDS] + reserve > hazards.shape[0]:
            return i
        sid = sids[i]
        kind = props[sid, P_KIND]
        position = st[S_COUNT]
        st[S_COUNT] = position + 1
        wait_before = st[S_WAIT_TOTAL]
        if st[S_UNWAITED] + st[S_UNWAITED_LGKM] > 0:
            _memory_results(props, span_off, spans, st, entries, unwaited, marks, hazards,
                            sid, kind, position)
        if kind != K_MFMA and kind != K_VALU and not is_memory(kind):
            # Scalar, control and NOPs: no rule has them as producer or consumer (they
            # cannot write vector registers, and only VALU EXEC writes count).
            if cfg[C_KEEP_TIMELINE] or kind == K_WAIT:
                _time(props, cfg, st, heads, queues, counts, timeline, sid, kind, position,
                      T_NONE, 0, 0)
            else:
                st[S_NEXT_ISSUE] += props[sid, P_PASSES] * PASS
            st[S_WAIT_TOTAL] = wait_before + props[sid, P_PASSES]
            continue
        index = st[S_ENTRIES]
        st[S_ENTRIES] = index + 1
        entries[index, E_SID] = sid
        entries[index, E_POSITION] = position
        deficit = _deficit(props, span_off, spans, cfg, st, last_writer, last_srcc, entries,
                           unwaited, marks, hazards, found, flags, sid, kind, index, position,
                           wait_before)
        stall, argument, inserted_now = T_NONE, 0, 0
        if deficit > 0 and fix:
            # s_nop's before this instruction: they provide the wait states and take passes
            inserted_now = deficit * PASS
            st[S_INSERTED] += deficit
            wait_before += deficit
            st[S_NEXT_ISSUE] += deficit * PASS
            stall, argument = T_INSERTED, deficit
        _time(props, cfg, st, heads, queues, counts, timeline, sid, kind, position, stall,
              argument, inserted_now)
        _record_writes(props, span_off, spans, st, last_writer, last_srcc, sid, kind, index)
        st[S_WAIT_TOTAL] = wait_before + 1
        entries[index, E_WAIT_AFTER] = wait_before + 1
    return sids.shape[0]
