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

import functools
import math
from dataclasses import asdict, dataclass

import isa
from isa.assembler import WAITCNT_MAX, Instruction
from isa.errors import ArgumentError, require_count
from isa.footprint import shared
from isa.effects import effects
from isa.records import Unit
from isa.registers import RegRange
from isa.hazards import (DGEMM_TO_FMA64, EXEC_TO_MFMA, MEMORY_READ,
                         SRCAB, SRCC_EXACT, SRCC_OVERLAP, VALU, VALU_ACCESS, VALU_EXEC,
                         VALU_TO_MFMA, VALU_WAR_SRCC, XDL, HazardTable)
from isa.table import MatrixClass
from isa.targets import target_or_default

PASS = 4
WAITCNT_RULES = ("vmcnt-missing", "lgkmcnt-missing")
# The largest count each counter holds (isa.assembler.WAITCNT_MAX): one more operation
# waits at issue until the oldest has returned.
COUNTER_MAX = {"vm": WAITCNT_MAX["vmcnt"], "lgkm": WAITCNT_MAX["lgkmcnt"]}

_REG_BASE = {"v": 0, "a": 256, "s": 512, "vcc": 700, "exec": 702, "m0": 704, "scc": 705,
             "vcc_lo": 700, "vcc_hi": 701, "exec_lo": 702, "exec_hi": 703,
             "src_vccz": 700, "src_execz": 702,   # (the constant sources: one id, 706)
             "flat_scratch": 614, "flat_scratch_lo": 614, "flat_scratch_hi": 615,
             "xnack_mask": 616, "xnack_mask_lo": 616, "xnack_mask_hi": 617, "ttmp": 707}


_NUM_IDS = 707 + 16


@functools.lru_cache(maxsize=1 << 14)
def reg_span(reg: RegRange) -> tuple[int, int]:
    """The numeric ids [lo, hi) of the 32-bit registers a range covers (vcc/exec are two)."""
    base = _REG_BASE.get(reg.file, 706)
    if reg.file in ("vcc", "exec", "flat_scratch", "xnack_mask"):
        return (base, base + 2)
    if reg.is_special:
        return (base, base + 1)
    return (base + reg.first, base + reg.first + reg.count)


@dataclass(frozen=True)
class TimingParams:
    """Clock and memory latencies (cycles): vector memory 500, LDS 64, scalar memory 200 by
    default — round figures for MI300's cache-hit paths, not measurements."""

    clock_mhz: float = 2100.0
    vmem_latency: int = 500
    lds_latency: int = 64
    smem_latency: int = 200

    def __post_init__(self) -> None:
        if (isinstance(self.clock_mhz, bool) or not isinstance(self.clock_mhz, (int, float))
                or not math.isfinite(self.clock_mhz) or self.clock_mhz <= 0):
            raise ArgumentError(f"clock_mhz must be a positive number, not {self.clock_mhz!r}")
        for name in ("vmem_latency", "lds_latency", "smem_latency"):
            require_count(getattr(self, name), name, 0)


@dataclass
class Hazard:
    producer: int          # index in the executed stream
    consumer: int
    producer_pc: int
    consumer_pc: int
    producer_text: str
    consumer_text: str
    producer_line: int
    consumer_line: int
    required: int
    provided: int
    rule: str

    @property
    def fixable(self) -> bool:
        """Wait-state shortfalls are (s_nop); a missing s_waitcnt is not."""
        return self.rule not in WAITCNT_RULES

    def __str__(self) -> str:
        if not self.fixable:
            counter = self.rule.split("-")[0]
            return (f"{self.rule}: line {self.consumer_line} (pc {self.consumer_pc}) "
                    f"'{self.consumer_text}' uses the result of line {self.producer_line} "
                    f"(pc {self.producer_pc}) '{self.producer_text}' with no s_waitcnt "
                    f"{counter}({self.required}) between ({self.provided} outstanding)")
        return (f"{self.rule}: line {self.consumer_line} (pc {self.consumer_pc}) "
                f"'{self.consumer_text}' needs {self.required} wait state(s) after line "
                f"{self.producer_line} (pc {self.producer_pc}) '{self.producer_text}', "
                f"has {self.provided}")


@dataclass
class TimelineEntry:
    index: int
    pc: int
    text: str
    issue: int
    start: int
    end: int
    stall: str = ""
    ready: int = 0       # earliest issue in program order (stall = issue − ready)


@dataclass
class CycleReport:
    total_cycles: int
    clock_mhz: float
    instructions: int
    mfma_count: int
    mfma_busy_cycles: int
    coexec_slots_available: int
    coexec_slots_used: int
    flops: int
    hazards: list[Hazard]
    timeline: list[TimelineEntry]
    inserted_wait_states: int = 0
    fixed: bool = False

    @property
    def time_us(self) -> float:
        return self.total_cycles / self.clock_mhz

    @property
    def pipe_busy_fraction(self) -> float:
        return self.mfma_busy_cycles / self.total_cycles if self.total_cycles else 0.0

    @property
    def flops_per_cycle(self) -> float:
        """FLOPs per cycle of the one SIMD the wave runs on (a CU has four)."""
        return self.flops / self.total_cycles if self.total_cycles else 0.0

    @property
    def peak_flops_per_cycle(self) -> float:
        """The mix's peak on one SIMD: its FLOPs if the matrix pipe never idled."""
        return self.flops / self.mfma_busy_cycles if self.mfma_busy_cycles else 0.0

    def summary(self) -> dict:
        return {"total_cycles": self.total_cycles, "time_us": self.time_us,
                "clock_mhz": self.clock_mhz, "instructions": self.instructions,
                "mfma_count": self.mfma_count, "mfma_busy_cycles": self.mfma_busy_cycles,
                "pipe_busy_fraction": self.pipe_busy_fraction,
                "coexec_slots_available": self.coexec_slots_available,
                "coexec_slots_used": self.coexec_slots_used, "flops": self.flops,
                "flops_per_cycle": self.flops_per_cycle,
                "peak_flops_per_cycle": self.peak_flops_per_cycle,
                "hazards": len(self.hazards), "fixed": self.fixed,
                "inserted_wait_states": self.inserted_wait_states}

    def to_json(self, timeline: bool = False) -> dict:
        out = self.summary()
        out["hazard_list"] = [asdict(h) for h in self.hazards]
        if timeline:
            out["timeline"] = [asdict(e) for e in self.timeline]
        return out


@dataclass(frozen=True, slots=True)
class _Info:
    """What the accountant needs of one static instruction (cached on it)."""

    kind: str                          # mfma valu salu nop other
    passes: int = 1
    record: isa.MatrixInstruction | None = None
    klass: MatrixClass | None = None
    dst: RegRange | None = None        # MFMA vdst
    src_c: RegRange | None = None
    c_spans: tuple = ()                # register-id spans (lo, hi), see reg_span
    ab_spans: tuple = ()
    read_spans: tuple = ()
    write_spans: tuple = ()
    writes_exec: bool = False
    is_fma_f64: bool = False
    counter: str = ""                  # memory: "vm" (vmcnt) or "lgkm" (lgkmcnt)
    latency_key: str = ""              # memory: GLOBAL, MUBUF, DS or SMEM
    waits: tuple = ()                  # s_waitcnt: (counter, allowed outstanding) pairs

    def wait(self, counter: str) -> int | None:
        """The count an s_waitcnt allows on ``counter`` (``vmcnt``…), None if it waits not."""
        return next((n for name, n in self.waits if name == counter), None)


def _info(inst: Instruction) -> _Info:
    cached = inst.timing
    if cached is not None:
        return cached
    reads, writes = effects(inst)
    read_spans = _spans(reads)
    write_spans = _spans(writes)
    if inst.mfma is not None:
        op = inst.mfma
        record = op.record
        c = op.src_c if isinstance(op.src_c, RegRange) else None
        info = _Info("mfma", record.passes, record,
                     MatrixClass.XDL if record.sparse else record.klass, op.vdst, c,
                     (reg_span(c),) if c else (),
                     _merged((reg_span(op.src_a), reg_span(op.src_b))
                             + ((reg_span(op.index),) if op.index is not None else ())),
                     read_spans, write_spans)
    else:
        spec = inst.spec
        unit = spec.unit
        if unit is Unit.NOP:
            info = _Info("nop", (inst.operands[0] & 0xF) + 1)   # (SIMM16[3:0])
        elif unit in (Unit.VALU, Unit.TRANS):
            info = _Info("valu", 1, read_spans=read_spans, write_spans=write_spans,
                         writes_exec=any(r.file in ("exec", "exec_lo", "exec_hi")
                                         for r in writes),
                         is_fma_f64=spec.hazard_consumer == DGEMM_TO_FMA64)
        elif spec.is_memory:
            counter = "vm" if unit is Unit.VMEM else "lgkm"
            info = _Info("mem", 1, read_spans=read_spans, write_spans=write_spans,
                         counter=counter, latency_key=spec.encoding)
        elif unit is Unit.WAITCNT:
            info = _Info("wait", 1, waits=tuple(inst.operands[0].items()))
        elif unit is Unit.SALU:
            info = _Info("salu", 1, read_spans=read_spans, write_spans=write_spans)
        else:
            info = _Info("other", 1, read_spans=read_spans, write_spans=write_spans)
    info = inst.timing = shared(info)   # (immutable: equal infos share one object)
    return info


@functools.lru_cache(maxsize=1 << 14)
def _spans(regs: tuple) -> tuple:
    """The register-id spans of a tuple of ranges (equal tuples share one result)."""
    return tuple(reg_span(r) for r in regs)


def _in_order(queue: list) -> bool:
    """Whether a counter's outstanding operations return in issue order: not while a scalar
    load (which may return early or late) is among them."""
    return not any(scalar for *_, scalar in queue)


def _merged(spans: tuple) -> tuple:
    """The same registers as fewer spans: v[0:1], v[2:3] is one look-up of v[0:3]."""
    out: list = []
    for lo, hi in sorted(spans):
        if out and lo <= out[-1][1]:
            out[-1] = (out[-1][0], max(hi, out[-1][1]))
        else:
            out.append((lo, hi))
    return tuple(out)


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


@dataclass(frozen=True, slots=True)
class _Needs:
    """The wait states each consumer role needs after one matrix instruction (its target's
    hazard rows, looked up once per target: the accountant asks for every dependent pair)."""

    srcc_exact: int
    srcc_exact_xdl: int
    srcc_overlap: int
    srcc_overlap_xdl: int
    srcab: int
    valu_access: int
    memory_read: int
    valu_war_srcc: int
    dgemm_fma64: int

    def srcc(self, exact: bool, consumer_xdl: bool) -> int:
        if exact:
            return self.srcc_exact_xdl if consumer_xdl else self.srcc_exact
        return self.srcc_overlap_xdl if consumer_xdl else self.srcc_overlap


@functools.lru_cache(maxsize=16)
def _needs(target) -> dict[str, _Needs]:
    """Per matrix mnemonic of ``target``, its _Needs."""
    out = {}
    for r in target.matrix:
        klass = XDL if r.sparse else r.klass

        def ask(role, xdl=False):
            return target.hazards.required(klass, r.passes, role, xdl)
        out[r.mnemonic] = _Needs(ask(SRCC_EXACT), ask(SRCC_EXACT, True), ask(SRCC_OVERLAP),
                                 ask(SRCC_OVERLAP, True), ask(SRCAB), ask(VALU_ACCESS),
                                 ask(MEMORY_READ), ask(VALU_WAR_SRCC), ask(DGEMM_TO_FMA64))
    return out


def max_wait_states(hazards: HazardTable | None = None, matrix=None) -> int:
    """The most wait states any hazard row asks after any producer (19 after a 16-pass XDL
    MFMA on gfx942): how far back the accountant must look for producers. (gfx942's rows
    and table unless given others.)"""
    hazards = hazards if hazards is not None else isa.GFX942.hazards
    records = isa.MATRIX_INSTRUCTIONS if matrix is None else matrix
    producers = {(XDL if r.sparse else r.klass, r.passes) for r in records}
    return hazards.largest(producers | {(VALU, 1), (VALU_EXEC, 1)})


class CycleAccountant:
    """Feed it the executed stream (``retire`` or as a run hook); ``report()`` sums up."""

    def __init__(self, params: TimingParams = TimingParams(), *, fix: bool = False,
                 keep_timeline: bool = True, target: "isa.Target | None" = None):
        self.params = params
        self.fix = fix
        self.keep_timeline = keep_timeline
        self.target = target_or_default(target)
        self.needs = _needs(self.target)
        self.valu_to_mfma = self.target.hazards.required(VALU, 1, VALU_TO_MFMA)
        self.exec_to_mfma = self.target.hazards.required(VALU_EXEC, 1, EXEC_TO_MFMA)
        self.max_wait = max_wait_states(self.target.hazards, self.target.matrix)
        self.count = 0                      # instructions retired (stream positions)
        # Entries: the vector, matrix and memory instructions retired, the only ones the
        # wait-state rules can involve (scalar ones still count as wait states).
        self.entries: list[Instruction] = []
        self.infos: list[_Info] = []
        self.positions: list[int] = []      # each entry's position in the stream
        self.wait_after: list[int] = []     # wait states provided up to and including entry i
        self.wait_before = 0                # ... before the entry being retired
        self.wait_total = 0                 # ... after the last entry
        # per register id: the stream index of its last writer / last MFMA SrcC reader
        self.last_writer = [-1] * _NUM_IDS
        self.last_srcc_reader = [-1] * _NUM_IDS
        self.last_exec_valu = -1
        self.last_dgemm = -1
        self.hazards: list[Hazard] = []
        self.timeline: list[TimelineEntry] = []
        self.next_issue = 0
        self.pipe_free = 0
        self.coexec_left = 0
        self.running: _Info | None = None
        self.mfma_counts: dict[str, int] = {}
        self.coexec_used = 0
        self.outstanding = {"vm": [], "lgkm": []}   # completion times of memory operations
        # memory operations no s_waitcnt has retired yet, in issue order: (position, inst,
        # write spans, scalar?) — for the vmcnt/lgkmcnt-missing checks
        self.unwaited = {"vm": [], "lgkm": []}
        self.unwaited_marks = [0] * _NUM_IDS   # per register id: unwaited writers of it
        self.any_unwaited = False
        self.inserted = 0
        self.inserted_now = 0               # cycles of wait states inserted before this one

    # -- the event stream ---------------------------------------------------------------------
    def retire(self, inst: Instruction) -> None:
        """One retired instruction, in stream order."""
        self.on_retire(None, inst)

    def on_retire(self, wave, inst: Instruction) -> None:
        """The run loop's listener (``run(..., listeners=(accountant.on_retire,))``)."""
        pc = inst.index
        info = inst.timing or _info(inst)
        position = self.count
        self.count = position + 1
        self.wait_before = self.wait_total
        if self.any_unwaited:
            self._memory_results(position, inst, info)
        if info.kind not in ("mfma", "valu", "mem"):
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
        if info.kind == "mem":
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

    on_retire.instruction_only = True   # (it reads no register: compiled blocks may run)

    # -- memory results ----------------------------------------------------------------------
    def _memory_results(self, position: int, inst: Instruction, info: _Info) -> None:
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
        touched = info.read_spans if info.kind == "mem" else info.read_spans + info.write_spans
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

    def _queue_memory(self, position: int, inst: Instruction, info: _Info) -> None:
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

    def _hazards(self, index: int, inst: Instruction, info: _Info) -> int:
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
            deficit = self._after_mfmas(_writers(last, info.read_spans + info.write_spans),
                                        index, VALU_ACCESS, "valu_access")
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

    def _memory_hazards(self, index: int, info: _Info) -> int:
        """VMEM/LDS reading an MFMA result (store data or address)."""
        writers: set[int] = set()
        for lo, hi in info.read_spans:
            writers.update(self.last_writer[lo:hi])
        return self._after_mfmas(writers, index, MEMORY_READ, "memory_read")

    def _after_mfmas(self, producers, index: int, role: str, need: str) -> int:
        """The largest shortfall of ``index`` after the MFMAs among ``producers`` (entries;
        −1 for none), each needing its ``_Needs`` field ``need`` for ``role``."""
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
    def _time(self, index: int, pc: int, inst: Instruction, info: _Info, stall: str) -> None:
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
        elif info.kind == "mem":
            latency = {"GLOBAL": self.params.vmem_latency, "MUBUF": self.params.vmem_latency,
                       "MTBUF": self.params.vmem_latency,
                       "DS": self.params.lds_latency,
                       "SMEM": self.params.smem_latency}[info.latency_key]
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
            for counter, allowed in (("vm", info.wait("vmcnt")), ("lgkm", info.wait("lgkmcnt"))):
                queue = self.outstanding[counter]
                while queue and queue[0] <= t:
                    queue.pop(0)
                if allowed is not None and len(queue) > allowed:
                    arrival = queue[len(queue) - allowed - 1]
                    if arrival > t:
                        t, stall = arrival, stall or f"s_waitcnt: waiting for {counter}cnt"
                    del queue[:len(queue) - allowed]
            start, end = t, t + PASS
            self.next_issue = end
        else:
            start, end = t, t + info.passes * PASS
            self.next_issue = end
        if self.keep_timeline:
            self.timeline.append(TimelineEntry(index, pc, str(inst), t, start, end, stall,
                                               ready))

    def report(self) -> CycleReport:
        total = max(self.next_issue, self.pipe_free)
        counts = [(isa.lookup_matrix(name), n) for name, n in self.mfma_counts.items()]
        return CycleReport(total, self.params.clock_mhz, self.count,
                           sum(n for _, n in counts), sum(r.cycles * n for r, n in counts),
                           sum(r.valu_coexec_cycles // PASS * n for r, n in counts),
                           self.coexec_used, sum(r.ops * n for r, n in counts),
                           self.hazards, self.timeline, self.inserted, self.fix)
