"""The cycle accountant as it was written first: plain Python, one retired instruction at a
time, over lists. Kept as the slow, obviously-correct reference that the compiled accountant
(emulator/timing/stream_kernel.py) must reproduce report for report (tests/test_cycles.py).
The one change since: a FLAT or SCRATCH access takes the vector memory latency (it was a
KeyError)."""

from __future__ import annotations

import isa
from isa.program import Instruction
from isa.hazards import (DGEMM_TO_FMA64, EXEC_TO_MFMA, MEMORY_READ, SRCAB, SRCC_EXACT,
                         SRCC_OVERLAP, VALU_ACCESS, VALU_EXEC, VALU_TO_MFMA, VALU_WAR_SRCC,
                         VALU_WAW, XDL, VALU)
from isa.table import MatrixClass
from isa.targets import target_or_default

from emulator.execution.observers import InstructionObserver
from emulator.timing.cycle_report import (COUNTER_MAX, CycleReport, Hazard, PASS,
                                          TimelineEntry, TimingParams)
from emulator.timing.instruction_timing import (NUM_REGISTER_IDS, TimingInfo, hazard_needs,
                                                max_wait_states, timing_info)


def _writers(last: list, spans) -> set | tuple:
    """The entries that last wrote the registers of ``spans`` (−1 for none: dropped). A span
    is usually written whole by one instruction, or by none: a single span of that kind
    costs one C-level count and builds no set."""
    if len(spans) == 1:
        lo, hi = spans[0]
        segment = last[lo:hi]
        first = segment[0]
        if segment.count(first) == hi - lo:
            return (first,) if first >= 0 else ()
    found: set = set()
    for lo, hi in spans:
        segment = last[lo:hi]
        if segment.count(segment[0]) == len(segment):
            found.add(segment[0])
        else:
            found.update(segment)
    found.discard(-1)
    return found


def _in_order(queue: list) -> bool:
    """Whether a counter's outstanding operations return in issue order: not while a scalar
    load (which may return early or late) is among them."""
    return not any(scalar for *_, scalar in queue)


class ReferenceAccountant:
    """The accountant as plain Python, one instruction at a time (the compiled one must give
    the same reports)."""

    def __init__(self, params: TimingParams = TimingParams(), *, fix: bool = False,
                 keep_timeline: bool = True, target: "isa.Target | None" = None):
        self.params = params
        self.fix = fix
        self.keep_timeline = keep_timeline
        self.target = target_or_default(target)
        self.needs = hazard_needs(self.target)
        self.valu_to_mfma = self.target.hazards.required(VALU, 1, VALU_TO_MFMA)
        self.exec_to_mfma = self.target.hazards.required(VALU_EXEC, 1, EXEC_TO_MFMA)
        self.max_wait = max_wait_states(self.target.hazards, self.target.matrix)
        self.count = 0                      # instructions retired (stream positions)
        # Entries: the vector, matrix and memory instructions retired, the only ones the
        # wait-state rules can involve (scalar ones still count as wait states).
        self.entries: list[Instruction] = []
        self.infos: list[TimingInfo] = []
        self.positions: list[int] = []      # each entry's position in the stream
        self.wait_after: list[int] = []     # wait states provided up to and including entry i
        self.wait_before = 0                # ... before the entry being retired
        self.wait_total = 0                 # ... after the last entry
        # per register id: the stream index of its last writer / last MFMA SrcC reader
        self.last_writer = [-1] * NUM_REGISTER_IDS
        self.last_srcc_reader = [-1] * NUM_REGISTER_IDS
        self.last_exec_valu = -1
        self.last_dgemm = -1
        self.hazards: list[Hazard] = []
        self.timeline: list[TimelineEntry] = []
        self.next_issue = 0
        self.pipe_free = 0
        self.coexec_left = 0
        self.running: TimingInfo | None = None
        self.mfma_counts: dict[str, int] = {}
        self.coexec_used = 0
        self.outstanding = {"vm": [], "lgkm": []}   # completion times of memory operations
        # memory operations no s_waitcnt has retired yet, in issue order: (position, inst,
        # write spans, scalar?) — for the vmcnt/lgkmcnt-missing checks
        self.unwaited = {"vm": [], "lgkm": []}
        self.unwaited_marks = [0] * NUM_REGISTER_IDS   # per register id: unwaited writers of it
        self.any_unwaited = False
        self.inserted = 0
        self.inserted_now = 0               # cycles of wait states inserted before this one

    # -- the event stream ---------------------------------------------------------------------
    def retire(self, inst: Instruction) -> None:
        """One retired instruction, in stream order."""
        self._retired(None, inst)

    @property
    def on_retire(self) -> InstructionObserver:
        """The run loop's listener (``run(..., listeners=(accountant.on_retire,))``): it
        reads no register, so compiled blocks may run."""
        return InstructionObserver(self._retired)

    def _retired(self, wave, inst: Instruction) -> None:
        pc = inst.index
        info = timing_info(inst)
        position = self.count
        self.count = position + 1
        self.wait_before = self.wait_total
        if self.any_unwaited:
            self._memory_results(position, inst, info)
        if info.kind not in ("mfma", "valu") and not info.kind.is_memory:
            # Scalar, control and NOPs: no rule has them as producer or consumer (they
            # cannot write vector registers, and only VALU EXEC writes count).
            if self.keep_timeline or info.kind == "wait":
                self._time(position, pc, inst, info, "")
            else:  # what _time does for them
                self.next_issue += info.passes * PASS
            self.wait_total = self.wait_before + info.passes
            return
        index = len(self.entries)
        self.entries.append(inst)
        self.infos.append(info)
        self.positions.append(position)
        if info.kind.is_memory:
            deficit = self._memory_hazards(index, info)
            self._queue_memory(position, inst, info)
        else:
            deficit = self._hazards(index, inst, info)
        stall = ""
        self.inserted_now = 0
        if deficit and self.fix:
            self.inserted_now = deficit * PASS
            # s_nop's before this instruction: they provide the wait states and take passes
            self.inserted += deficit
            self.wait_before += deficit
            self.next_issue += deficit * PASS
            stall = f"{deficit} inserted wait state(s)"
        if info.kind == "mfma" and not self.keep_timeline:  # _time's MFMA case, inlined
            t = self.next_issue
            if self.pipe_free > t:
                t = self.pipe_free
            record = info.record
            self.pipe_free = t + record.cycles
            self.running = info
            self.coexec_left = record.valu_coexec_cycles
            name = record.mnemonic
            self.mfma_counts[name] = self.mfma_counts.get(name, 0) + 1
            self.next_issue = t + PASS
        else:
            self._time(position, pc, inst, info, stall)
        last = self.last_writer
        for lo, hi in info.write_spans:
            last[lo:hi] = [index] * (hi - lo)
        if info.kind == "mfma":
            for lo, hi in info.c_spans:
                self.last_srcc_reader[lo:hi] = [index] * (hi - lo)
            if info.klass is MatrixClass.DGEMM:
                self.last_dgemm = index
        elif info.writes_exec:
            self.last_exec_valu = index
        self.wait_total = self.wait_before + 1
        self.wait_after.append(self.wait_total)

    # -- memory results ----------------------------------------------------------------------
    def _memory_results(self, position: int, inst: Instruction, info: TimingInfo) -> None:
        """An s_waitcnt retires what it covers; any other instruction reading or writing an
        unwaited destination is reported (a memory operation: reading only, since returns on
        one counter arrive in order)."""
        if info.kind == "wait":
            for counter in ("vm", "lgkm"):
                allowed = info.wait(counter + "cnt")
                queue = self.unwaited[counter]
                if allowed is None or len(queue) <= allowed:
                    continue
                if allowed == 0:
                    self._retire_unwaited(counter, len(queue))
                elif _in_order(queue):
                    self._retire_unwaited(counter, len(queue) - allowed)
            self.any_unwaited = bool(self.unwaited["vm"] or self.unwaited["lgkm"])
            return
        touched = info.read_spans if info.kind.is_memory else info.read_spans + info.write_spans
        marks = self.unwaited_marks
        if not any(any(marks[lo:hi]) for lo, hi in touched):
            return   # (the common case: nothing it touches is an unwaited destination)
        for counter, queue in self.unwaited.items():
            in_order = _in_order(queue)
            for age, (producer, pinst, spans, _) in enumerate(queue):
                if any(lo < hi2 and lo2 < hi for lo, hi in spans for lo2, hi2 in touched):
                    self._report_unwaited(counter, producer, pinst, position, inst,
                                          len(queue) - age - 1 if in_order else 0,
                                          len(queue))

    def _queue_memory(self, position: int, inst: Instruction, info: TimingInfo) -> None:
        queue = self.unwaited[info.counter]
        queue.append((position, inst, info.write_spans, info.latency_key == "SMEM"))
        for lo, hi in info.write_spans:
            for r in range(lo, hi):
                self.unwaited_marks[r] += 1
        if len(queue) > COUNTER_MAX[info.counter]:
            # the counter is full: the hardware held this issue until the oldest returned
            self._retire_unwaited(info.counter, 1)
        self.any_unwaited = True

    def _retire_unwaited(self, counter: str, count: int) -> None:
        """The ``count`` oldest operations of a counter have returned."""
        queue = self.unwaited[counter]
        for _, _, spans, _ in queue[:count]:
            for lo, hi in spans:
                for r in range(lo, hi):
                    self.unwaited_marks[r] -= 1
        del queue[:count]

    def _report_unwaited(self, counter, producer, pinst, consumer, cinst, required, provided):
        self.hazards.append(Hazard(producer, consumer, pinst.index, cinst.index, str(pinst),
                                   str(cinst), pinst.loc.line if pinst.loc else 0,
                                   cinst.loc.line if cinst.loc else 0, required, provided,
                                   f"{counter}cnt-missing"))

    # -- hazards -----------------------------------------------------------------------------
    def _provided(self, producer: int, consumer: int) -> int:
        """Wait states between two entries: everything after the producer, up to (and with
        any inserted before) the consumer being retired."""
        return self.wait_before - self.wait_after[producer]

    def _need(self, producer: int, consumer: int, required: int, rule: str) -> int:
        if required <= 0:
            return 0
        provided = self._provided(producer, consumer)
        if provided >= required:
            return 0
        pinst, cinst = self.entries[producer], self.entries[consumer]
        ppc, cpc = pinst.index, cinst.index
        self.hazards.append(Hazard(self.positions[producer], self.positions[consumer], ppc, cpc,
                                   str(pinst), str(cinst),
                                   pinst.loc.line if pinst.loc else 0,
                                   cinst.loc.line if cinst.loc else 0, required, provided,
                                   rule))
        return required - provided

    def _hazards(self, index: int, inst: Instruction, info: TimingInfo) -> int:
        deficit = 0
        infos = self.infos
        last = self.last_writer
        # No rule asks for more than max_wait: older producers cannot matter.
        horizon = self.wait_before - self.max_wait
        after = self.wait_after
        if info.kind == "mfma":
            c_writers = _writers(last, info.c_spans)
            ab_writers = _writers(last, info.ab_spans)
            consumer_xdl = info.klass is XDL
            for p in (set(c_writers) | set(ab_writers) if c_writers and ab_writers
                      else c_writers or ab_writers):
                if after[p] <= horizon:
                    continue
                pinfo = infos[p]
                if pinfo.kind == "mfma":
                    needs = self.needs[pinfo.record.mnemonic]
                    if p in c_writers:
                        exact = pinfo.write_spans[0] == info.c_spans[0]
                        rule = SRCC_EXACT if exact else SRCC_OVERLAP
                        required = needs.srcc(exact, consumer_xdl)
                        # (the common case, enough wait states, without a call)
                        if self.wait_before - after[p] < required:
                            deficit = max(deficit, self._need(p, index, required, rule))
                    if p in ab_writers:
                        deficit = max(deficit, self._need(
                            p, index, needs.srcab, SRCAB))
                elif pinfo.kind == "valu":
                    deficit = max(deficit, self._need(
                        p, index, self.valu_to_mfma, VALU_TO_MFMA))
            if self.last_exec_valu >= 0:
                deficit = max(deficit, self._need(
                    self.last_exec_valu, index, self.exec_to_mfma, EXEC_TO_MFMA))
        else:  # VALU
            read = set(_writers(last, info.read_spans))
            overwritten = set(_writers(last, info.write_spans))
            deficit = 0
            for p in sorted(read | overwritten):   # (one row per producer: the larger need)
                if p < 0 or self.wait_after[p] <= self.wait_before - self.max_wait:
                    continue
                if self.infos[p].kind != "mfma":
                    continue
                needs = self.needs[self.infos[p].record.mnemonic]
                required, rule = (needs.valu_access, VALU_ACCESS) if p in read else (-1, None)
                if p in overwritten and needs.valu_waw > required:
                    required, rule = needs.valu_waw, VALU_WAW
                deficit = max(deficit, self._need(p, index, required, rule))
            readers: set[int] = set()
            for lo, hi in info.write_spans:
                readers.update(self.last_srcc_reader[lo:hi])
            deficit = max(deficit, self._after_mfmas(readers, index, VALU_WAR_SRCC,
                                                     "valu_war_srcc"))
            if info.is_fma_f64 and self.last_dgemm >= 0:
                deficit = max(deficit, self._need(
                    self.last_dgemm, index,
                    self.needs[self.infos[self.last_dgemm].record.mnemonic].dgemm_fma64,
                    DGEMM_TO_FMA64))
        return deficit

    def _memory_hazards(self, index: int, info: TimingInfo) -> int:
        """VMEM/LDS reading an MFMA result (store data or address)."""
        writers: set[int] = set()
        for lo, hi in info.read_spans:
            writers.update(self.last_writer[lo:hi])
        return self._after_mfmas(writers, index, MEMORY_READ, "memory_read")

    def _after_mfmas(self, producers, index: int, role: str, need: str) -> int:
        """The largest shortfall of ``index`` after the MFMAs among ``producers`` (entries;
        −1 for none), each needing its ``HazardNeeds`` field ``need`` for ``role``."""
        deficit = 0
        horizon = self.wait_before - self.max_wait   # (older producers cannot matter)
        for p in producers:
            if p < 0 or self.wait_after[p] <= horizon:
                continue
            pinfo = self.infos[p]
            if pinfo.kind == "mfma":
                deficit = max(deficit, self._need(
                    p, index, getattr(self.needs[pinfo.record.mnemonic], need), role))
        return deficit

    # -- timing ------------------------------------------------------------------------------
    def _time(self, index: int, pc: int, inst: Instruction, info: TimingInfo, stall: str) -> None:
        t = self.next_issue
        ready = t - (self.inserted_now if stall else 0)
        if info.kind == "mfma":
            if self.pipe_free > t:
                t, stall = self.pipe_free, stall or "matrix pipe busy"
            record = info.record
            start, end = t, t + record.cycles
            self.pipe_free = end
            self.running = info
            self.coexec_left = record.valu_coexec_cycles
            name = record.mnemonic  # (a str key: records hash all their fields)
            self.mfma_counts[name] = self.mfma_counts.get(name, 0) + 1
            self.next_issue = t + PASS
        elif info.kind == "valu":
            if self.pipe_free > t:
                if self.running.klass is MatrixClass.XDL and self.coexec_left >= PASS:
                    self.coexec_left -= PASS
                    self.coexec_used += 1
                else:
                    reason = ("co-execution cycles used up"
                              if self.running.klass is MatrixClass.XDL else
                              f"no co-execution under {self.running.klass} MFMA")
                    t, stall = self.pipe_free, stall or reason
            start, end = t, t + PASS
            self.next_issue = end
        elif info.kind.is_memory:
            latency = {"DS": self.params.lds_latency,
                       "SMEM": self.params.smem_latency}.get(info.latency_key,
                                                             self.params.vmem_latency)
            queue = self.outstanding[info.counter]
            while queue and queue[0] <= t:
                queue.pop(0)
            if len(queue) >= COUNTER_MAX[info.counter]:   # a full counter holds the issue
                t = max(t, queue.pop(0))
                stall = stall or f"{info.counter}cnt full"
            done = t + latency
            queue.append(max(done, queue[-1]) if queue else done)  # counters drain in order
            start, end = t, t + PASS
            self.next_issue = end
        elif info.kind == "wait":
            arrivals = {}
            for counter, allowed in (("vm", info.wait("vmcnt")), ("lgkm", info.wait("lgkmcnt"))):
                queue = self.outstanding[counter]
                while queue and queue[0] <= t:
                    queue.pop(0)
                if allowed is not None and len(queue) > allowed:
                    arrivals[counter] = queue[len(queue) - allowed - 1]
                    del queue[:len(queue) - allowed]
            # (the wave waits for the later of the two; it is named: vmcnt of equals)
            latest = max(arrivals, key=arrivals.get, default=None)
            if latest is not None and arrivals[latest] > t:
                t, stall = arrivals[latest], stall or f"s_waitcnt: waiting for {latest}cnt"
            start, end = t, t + PASS
            self.next_issue = end
        else:
            start, end = t, t + info.passes * PASS
            self.next_issue = end
        if self.keep_timeline:
            self.timeline.append(TimelineEntry(index, pc, str(inst), t, start, end, stall,
                                               ready, info.kind, _category(stall)))

    def report(self) -> CycleReport:
        total = max(self.next_issue, self.pipe_free)
        counts = [(isa.lookup_matrix(name), n) for name, n in self.mfma_counts.items()]
        return CycleReport(total, self.params.clock_mhz, self.count,
                           sum(n for _, n in counts), sum(r.cycles * n for r, n in counts),
                           sum(r.valu_coexec_cycles // PASS * n for r, n in counts),
                           self.coexec_used, sum(r.ops * n for r, n in counts),
                           self.hazards, self.timeline, self.inserted, self.fix)


def _category(stall: str) -> str:
    """A stall's category in the device model's words, read from its text."""
    if not stall:
        return ""
    if "inserted" in stall:
        return "wait_states"
    for counter in ("vmcnt", "lgkmcnt"):
        if counter in stall:
            return counter
    return "matrix"   # (the pipe busy, co-execution used up or not allowed)
