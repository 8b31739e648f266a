"""The cycle accountant: MFMA throughput, VALU co-execution and software wait states on one
MI300 SIMD, for the executed instruction stream (spec/TIMING.md).

Timing model (every number comes from the instruction table):

* every instruction takes one issue slot, a pass of 4 cycles; ``s_nop n`` takes n + 1;
* an MFMA holds the matrix pipe for its ``cycles``; the next MFMA issues when it frees;
* while an XDL MFMA (f16/bf16/xf32/i8/fp8/bf8, every SMFMAC) runs, VALU instructions issue
  under it until its ``valu_coexec_cycles`` are used up (4 per VALU instruction), then
  wait for the pipe; under a non-XDL (f32) or DGEMM (f64) MFMA a VALU instruction waits;
* SALU and branches issue in order; a memory instruction takes one pass to issue and its
  data arrives after its latency (``TimingParams``: vector memory 500, LDS 64, scalar
  memory 200 cycles); ``s_waitcnt vmcnt(n)`` / ``lgkmcnt(n)`` waits until at most n of that
  counter's operations are outstanding (counted in issue order).

Hazards: for every producer/consumer pair of the stream, the wait states TIMING.md requires
against those provided (``s_nop n`` provides n + 1, any other instruction 1). Each shortfall
is a :class:`Hazard`; with ``fix=True`` the missing wait states are inserted before the
consumer (as LLVM's hazard recognizer would) and the timing is that of the fixed stream.

Memory results: the hardware does not interlock on the registers a memory instruction will
write; only ``s_waitcnt`` makes its result safe to read (or to overwrite). The emulator
completes loads at once, so a missing wait would pass unnoticed in a run: the accountant
reports any instruction touching a load's destination before an ``s_waitcnt`` has retired
it (rules ``vmcnt-missing`` / ``lgkmcnt-missing``, ``required`` = the count that would do).
Vector memory and LDS return in issue order; scalar loads may not, so while one is
outstanding only ``lgkmcnt(0)`` retires anything on that counter (LLVM's SIInsertWaitcnts
model). These are reported, never fixed: ``fix`` inserts wait states only.
"""

from __future__ import annotations

import numpy as np

import isa
from isa.hazards import (DGEMM_TO_FMA64, EXEC_TO_MFMA, MEMORY_READ, SRCAB, SRCC_EXACT,
                         SRCC_OVERLAP, VALU, VALU_ACCESS, VALU_EXEC, VALU_TO_MFMA,
                         VALU_WAR_SRCC, VALU_WAW)
from isa.program import Instruction
from isa.targets import target_or_default

from emulator import jit
from emulator.execution.observers import InstructionObserver
from emulator.timing import instruction_rows
from emulator.timing.cycle_report import (CycleReport, Hazard, PASS, TimelineEntry,
                                          TimingParams, WAITCNT_RULES)
from emulator.timing.instruction_timing import (Kind, NUM_REGISTER_IDS, TimingInfo,
                                                hazard_needs, max_wait_states, timing_info)


# (the compiled loop, or its plain twin while it compiles: emulator/jit)
sk = jit.module("emulator.timing.stream_kernel")
rules = jit.module("emulator.timing.issue_rules")

_RULES = {sk.R_SRCC_EXACT: SRCC_EXACT, sk.R_SRCC_OVERLAP: SRCC_OVERLAP, sk.R_SRCAB: SRCAB,
          sk.R_VALU_ACCESS: VALU_ACCESS, sk.R_VALU_WAW: VALU_WAW, sk.R_MEMORY_READ: MEMORY_READ,
          sk.R_VALU_WAR_SRCC: VALU_WAR_SRCC, sk.R_VALU_TO_MFMA: VALU_TO_MFMA,
          sk.R_EXEC_TO_MFMA: EXEC_TO_MFMA, sk.R_DGEMM_FMA64: DGEMM_TO_FMA64,
          sk.R_VMCNT_MISSING: WAITCNT_RULES[0], sk.R_LGKMCNT_MISSING: WAITCNT_RULES[1]}


class TimingRows:
    """The compiled loop's tables for one accountant: a row per distinct TimingInfo it has
    met (``props``: stream_kernel's columns for its target's wait states and its
    latencies; ``span_off``/``spans``: per row its reads, writes, SrcC and SrcA/SrcB/index
    register spans, stream_kernel's L_* lists), grown as rows appear and owned by the
    accountant, so nothing outlives it."""

    def __init__(self, target, params: TimingParams) -> None:
        self.needs, self.params = hazard_needs(target), params
        self.infos: list[TimingInfo] = []
        self._row_of: dict[int, int] = {}   # (id of a shared info, held in ``infos``: its row)
        self.props = np.zeros((0, instruction_rows.P_COLUMNS), np.int64)
        self.span_off = np.zeros((0, 4, 2), np.int64)
        self.spans = np.zeros((0, 2), np.int64)

    def rows(self, infos) -> np.ndarray:
        """Each info's row number, adding rows for the new ones."""
        row_of = self._row_of
        known = len(self.infos)
        for info in infos:
            if id(info) not in row_of:
                row_of[id(info)] = len(self.infos)
                self.infos.append(info)
        if len(self.infos) > known:
            self._extend(self.infos[known:])
        return np.array([row_of[id(info)] for info in infos], np.int64)

    def _extend(self, new: list) -> None:
        props = np.array([instruction_rows.instruction_row(
            info, self.needs[info.record.mnemonic] if info.kind == Kind.MFMA else None,
            self.params) for info in new], np.int64)
        offsets = np.zeros((len(new), 4, 2), np.int64)
        spans: list = []
        first = len(self.spans)
        for row, info in enumerate(new):
            for which, lists in enumerate((info.read_spans, info.write_spans, info.c_spans,
                                           info.ab_spans)):
                offsets[row, which] = (first + len(spans), first + len(spans) + len(lists))
                spans.extend(lists)
        self.props = np.concatenate((self.props,
                                     props.reshape(-1, instruction_rows.P_COLUMNS)))
        self.span_off = np.concatenate((self.span_off, offsets))
        self.spans = np.concatenate((self.spans, np.array(spans, np.int64).reshape(-1, 2)))


class CycleAccountant:
    """Feed it the executed stream (``retire`` or as a run hook); ``report()`` sums up.

    Retiring an instruction keeps it in a list; every ``CHUNK`` instructions, and when a
    report is asked for, the compiled loop (stream_kernel.retire_stream) accounts for what
    was kept, with its state in arrays between chunks. The retired instructions stay listed
    (8 bytes each): a hazard names its producer, which may lie many chunks back."""

    CHUNK = 8192

    def __init__(self, params: TimingParams | None = None, *, fix: bool = False,
                 keep_timeline: bool = True, target: "isa.Target | None" = None):
        self.target = target_or_default(target)
        # (None: the figures of the target's default device)
        self.params = params if params is not None else \
            TimingParams.of(self.target.default_device)
        self.fix = fix
        self.keep_timeline = keep_timeline
        self.stream: list[Instruction] = []   # every retired instruction, in order
        self.done = 0                         # ... the first ``done`` accounted for
        self.hazards: list[Hazard] = []
        self.timeline: list[TimelineEntry] = []
        cfg = np.zeros(sk.C_SLOTS, np.int64)
        cfg[sk.C_FIX] = fix
        cfg[sk.C_KEEP_TIMELINE] = keep_timeline
        cfg[sk.C_MAX_WAIT] = max_wait_states(self.target.hazards, self.target.matrix)
        cfg[sk.C_VALU_TO_MFMA] = self.target.hazards.required(VALU, 1, VALU_TO_MFMA)
        cfg[sk.C_EXEC_TO_MFMA] = self.target.hazards.required(VALU_EXEC, 1, EXEC_TO_MFMA)
        self._cfg = cfg
        st = self._st = np.zeros(sk.S_SLOTS, np.int64)
        st[sk.S_LAST_EXEC_VALU] = st[sk.S_LAST_DGEMM] = -1
        self._last_writer = np.full(NUM_REGISTER_IDS, -1, np.int64)   # per register id: entry
        self._last_srcc = np.full(NUM_REGISTER_IDS, -1, np.int64)     # ... last MFMA SrcC reader
        self._entries = np.zeros((1024, 3), np.int64)
        self._unwaited = np.zeros((2, 3, sk.QUEUE), np.int64)
        self._marks = np.zeros(NUM_REGISTER_IDS, np.int64)   # per register id: unwaited writers
        # (per counter, its outstanding operations' returns: a ring, and its first slot and
        # length; issue_rules.py)
        self._queues = np.zeros((1, 2, rules.RING), np.int64)
        self._heads = np.zeros((1, 4), np.int64)
        self._rows = TimingRows(self.target, self.params)   # (the compiled loop's tables)
        # (each instruction object heard, its row in those tables)
        self._row_of: dict = {}
        self._counts = np.zeros(0, np.int64)         # MFMAs retired, per row
        self._hazard_rows = np.zeros((2 * sk.hazard_reserve(NUM_REGISTER_IDS), 5), np.int64)

    @property
    def count(self) -> int:
        """Instructions retired so far."""
        return len(self.stream)

    # -- the event stream ---------------------------------------------------------------------
    def retire(self, inst: Instruction) -> None:
        """One retired instruction, in stream order."""
        self._retired(None, inst)

    def retire_all(self, insts) -> None:
        """Retired instructions, in stream order (a whole stream at once: accounted in
        chunks as ``retire`` would)."""
        stream = self.stream
        stream.extend(insts)
        while len(stream) - self.done >= self.CHUNK:
            self._account(self.done + self.CHUNK)

    @property
    def on_retire(self) -> InstructionObserver:
        """The run loop's listener (``run(..., listeners=(accountant.on_retire,))``): it
        reads no register, so compiled blocks may run. (Made per ask: kept on the
        accountant it would make a reference cycle that outlives the run.)"""
        return InstructionObserver(self._retired)

    def _retired(self, wave, inst: Instruction) -> None:
        stream = self.stream
        stream.append(inst)
        if len(stream) - self.done >= self.CHUNK:
            self._account()

    def _rows_of(self, pending: list) -> np.ndarray:
        """Each instruction's row in the timing tables (an instruction object met before:
        one lookup; new ones: their timing facts, rows added for new facts)."""
        row_of = self._row_of
        rows = [row_of.get(inst) for inst in pending]
        if None in rows:
            new = list(dict.fromkeys(i for i, row in zip(pending, rows) if row is None))
            for inst, row in zip(new, self._rows.rows([timing_info(i) for i in new]).tolist()):
                row_of[inst] = row
            rows = [row_of[inst] for inst in pending]
        return np.array(rows, np.int64)

    def _account(self, upto: int | None = None) -> None:
        """Account for the retired instructions not yet accounted for (up to ``upto``)."""
        stream = self.stream
        upto = len(stream) if upto is None else upto
        pending = stream[self.done:upto]
        if not pending:
            return
        tables = self._rows
        sids = self._rows_of(pending)
        props, span_off, spans = tables.props, tables.span_off, tables.spans
        if len(self._counts) < len(props):
            self._counts = np.concatenate((self._counts,
                                           np.zeros(len(props) - len(self._counts), np.int64)))
        counts = self._counts
        st = self._st
        needed = st[sk.S_ENTRIES] + len(pending)
        if needed > len(self._entries):
            grown = np.zeros((max(needed, 2 * len(self._entries)), 3), np.int64)
            grown[:len(self._entries)] = self._entries
            self._entries = grown
        timeline = np.zeros((len(pending) if self.keep_timeline else 0, 7), np.int64)
        st[sk.S_TIMELINE] = 0
        begin = 0
        while begin < len(sids):
            st[sk.S_HAZARDS] = 0
            begin = sk.retire_stream(sids, begin, props, span_off, spans, self._cfg, st,
                                     self._last_writer, self._last_srcc, self._entries,
                                     self._unwaited, self._marks, self._heads, self._queues,
                                     counts,
                                     self._hazard_rows, timeline)
            self._hazards_from(self._hazard_rows[:st[sk.S_HAZARDS]])
        self.done = upto
        for position, issue, start, end, ready, stall, argument in \
                timeline[:st[sk.S_TIMELINE]].tolist():
            inst = stream[position]
            self.timeline.append(TimelineEntry(
                position, inst.index, str(inst), issue, start, end,
                instruction_rows.stall_text(stall, argument), ready, timing_info(inst).kind,
                instruction_rows.STALL_CATEGORY[stall]))

    def _hazards_from(self, rows: np.ndarray) -> None:
        stream = self.stream
        for producer, consumer, required, provided, rule in rows.tolist():
            pinst, cinst = stream[producer], stream[consumer]
            self.hazards.append(Hazard(producer, consumer, pinst.index, cinst.index,
                                       str(pinst), str(cinst),
                                       pinst.loc.line if pinst.loc else 0,
                                       cinst.loc.line if cinst.loc else 0, required,
                                       provided, _RULES[rule]))

    def report(self) -> CycleReport:
        self._account()
        st = self._st
        # (the stream's time: its last issue and the matrix pipe; memory still outstanding
        # is not waited for — the device model's wave end, issue_rules.wave_end, is)
        total = max(int(st[sk.S_NEXT_ISSUE]), int(st[sk.S_PIPE_FREE]))
        counts = [(self._rows.infos[sid].record, int(n)) for sid, n in enumerate(self._counts)
                  if n]
        return CycleReport(total, self.params.clock_mhz, len(self.stream),
                           sum(n for _, n in counts), sum(r.cycles * n for r, n in counts),
                           sum(r.valu_coexec_cycles // PASS * n for r, n in counts),
                           int(st[sk.S_COEXEC_USED]), sum(r.ops * n for r, n in counts),
                           self.hazards, self.timeline, int(st[sk.S_INSERTED]), self.fix)


def accountant_of(program, pcs, keep_timeline: bool = True,
                  fix: bool = False) -> CycleAccountant:
    """A cycle accountant (of the program's target) fed with one wave's executed stream:
    ``pcs``, the PCs it retired, in order."""
    accountant = CycleAccountant(keep_timeline=keep_timeline, fix=fix, target=program.target)
    insts = program.instructions
    accountant.retire_all([insts[pc] for pc in pcs.tolist()])
    return accountant
