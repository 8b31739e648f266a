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
from dataclasses import asdict, dataclass, field, replace

import numpy as np

import isa
from isa.program import WAITCNT_MAX, Instruction
from isa.errors import ArgumentError, require_count
from isa.effects import effects
from isa.records import Unit
from isa.registers import RegRange
from isa.hazards import (DGEMM_TO_FMA64, EXEC_TO_MFMA, MEMORY_READ,
                         SRCAB, SRCC_EXACT, SRCC_OVERLAP, VALU, VALU_ACCESS, VALU_EXEC,
                         VALU_TO_MFMA, VALU_WAR_SRCC, XDL, HazardTable)
from isa.table import MatrixClass
from isa.targets import target_or_default

from emulator import jit
from emulator.execution.observers import InstructionObserver
from emulator.timing.memory_model import MemoryModel

# (the compiled loop, or its plain twin while it compiles: emulator/jit)
sk = jit.module("emulator.timing.stream_kernel")

PASS = 4
WAITCNT_RULES = ("vmcnt-missing", "lgkmcnt-missing")
# The largest count each counter holds (isa.program.WAITCNT_MAX): one more operation
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
    """Clock and memory latencies (cycles) of the single-wave estimate, which sees no
    addresses: by default MemoryModel's measured MI300X figures — every vector access an L2
    hit (210), LDS 52, the scalar cache 48. (A launch's per-wave figure is the device
    model's, which walks the caches: emulator/launch.py.)"""

    clock_mhz: float = 2100.0
    vmem_latency: int = MemoryModel.l2_latency
    lds_latency: int = MemoryModel.lds_latency
    smem_latency: int = MemoryModel.scalar_latency

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
    kind: str = ""       # mfma valu salu mem wait nop other (the accountant's classes)
    category: str = ""   # the stall's category, as the device model names it (STALL_CATEGORY)


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

    def __repr__(self) -> str:
        return (f"<CycleReport {self.total_cycles} cycles ({self.time_us:.3f} µs at "
                f"{self.clock_mhz:.0f} MHz), {self.instructions} instructions, "
                f"{self.mfma_count} MFMAs, {len(self.hazards)} hazards>")

    def _repr_html_(self) -> str:
        """The summary, the hazards and the timeline picture (with matplotlib) or its
        first rows, as a notebook shows them."""
        from emulator.timing import pictures
        return pictures.cycle_html(self)

    def plot(self, **options):
        """The timeline as a matplotlib Figure (timing/pictures.py ``cycle_figure``)."""
        from emulator.timing.pictures import cycle_figure
        return cycle_figure(self, **options)

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
    # its row in the compiled accountant's tables (_STATIC); equal infos share one
    sid: int = field(default=-1, compare=False)

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
    info = inst.timing = _interned(info)
    return info


# Every distinct _Info met so far, in order of first appearance: row ``sid`` of the compiled
# accountant's tables. (Pure data, like an lru_cache: immutable, equal infos share a row.)
_STATIC: list[_Info] = []
_INTERNED: dict[_Info, _Info] = {}


def _interned(info: _Info) -> _Info:
    """The one _Info equal to ``info``, with its row number."""
    known = _INTERNED.get(info)
    if known is None:
        known = replace(info, sid=len(_STATIC))
        _STATIC.append(known)
        _INTERNED[known] = known
    return known


@functools.lru_cache(maxsize=1 << 14)
def _spans(regs: tuple) -> tuple:
    """The register-id spans of a tuple of ranges (equal tuples share one result)."""
    return tuple(reg_span(r) for r in regs)


def _merged(spans: tuple) -> tuple:
    """The same registers as fewer spans: v[0:1], v[2:3] is one look-up of v[0:3]."""
    out: list = []
    for lo, hi in sorted(spans):
        if out and lo <= out[-1][1]:
            out[-1] = (out[-1][0], max(hi, out[-1][1]))
        else:
            out.append((lo, hi))
    return tuple(out)


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


# -- the compiled accountant's tables -------------------------------------------------------
_KINDS = {"nop": sk.K_NOP, "mfma": sk.K_MFMA, "valu": sk.K_VALU, "salu": sk.K_SALU,
          "mem": sk.K_MEM, "wait": sk.K_WAIT, "other": sk.K_OTHER}
_CLASSES = {MatrixClass.XDL: sk.M_XDL, MatrixClass.NON_XDL: sk.M_NON_XDL,
            MatrixClass.DGEMM: sk.M_DGEMM}
_CLASS_NAMES = {code: str(klass) for klass, code in _CLASSES.items()}
_RULES = {sk.R_SRCC_EXACT: SRCC_EXACT, sk.R_SRCC_OVERLAP: SRCC_OVERLAP, sk.R_SRCAB: SRCAB,
          sk.R_VALU_ACCESS: VALU_ACCESS, sk.R_MEMORY_READ: MEMORY_READ,
          sk.R_VALU_WAR_SRCC: VALU_WAR_SRCC, sk.R_VALU_TO_MFMA: VALU_TO_MFMA,
          sk.R_EXEC_TO_MFMA: EXEC_TO_MFMA, sk.R_DGEMM_FMA64: DGEMM_TO_FMA64,
          sk.R_VMCNT_MISSING: WAITCNT_RULES[0], sk.R_LGKMCNT_MISSING: WAITCNT_RULES[1]}
_COUNTERS = ("vm", "lgkm")
_SPAN_TABLES: dict = {"rows": 0, "offsets": np.zeros((0, 4, 2), np.int64),
                      "spans": np.zeros((0, 2), np.int64)}


def _span_tables() -> tuple[np.ndarray, np.ndarray]:
    """(span_off, spans) covering every row of _STATIC: per row, its reads, writes, SrcC and
    SrcA/SrcB/index spans (stream_kernel's L_* lists). Extended as rows appear."""
    tables = _SPAN_TABLES
    rows = tables["rows"]
    if rows < len(_STATIC):
        new = _STATIC[rows:]
        offsets = np.zeros((len(new), 4, 2), np.int64)
        spans: list = []
        first = len(tables["spans"])
        for row, info in enumerate(new):
            for which, lists in enumerate((info.read_spans, info.write_spans, info.c_spans,
                                           info.ab_spans)):
                offsets[row, which] = (first + len(spans), first + len(spans) + len(lists))
                spans.extend(lists)
        tables["offsets"] = np.concatenate((tables["offsets"], offsets))
        tables["spans"] = np.concatenate((tables["spans"],
                                          np.array(spans, np.int64).reshape(-1, 2)))
        tables["rows"] = rows + len(new)
    return tables["offsets"], tables["spans"]


_STALLS = {sk.T_NONE: "", sk.T_PIPE_BUSY: "matrix pipe busy",
           sk.T_COEXEC_USED_UP: "co-execution cycles used up",
           sk.T_FULL_VM: "vmcnt full", sk.T_FULL_LGKM: "lgkmcnt full",
           sk.T_WAIT_VM: "s_waitcnt: waiting for vmcnt",
           sk.T_WAIT_LGKM: "s_waitcnt: waiting for lgkmcnt"}
# a stall's category in the device model's vocabulary (timing/compute_unit.py _CATEGORIES)
STALL_CATEGORY = {sk.T_NONE: "", sk.T_INSERTED: "wait_states", sk.T_PIPE_BUSY: "matrix",
                  sk.T_COEXEC_USED_UP: "matrix", sk.T_NO_COEXEC: "matrix",
                  sk.T_FULL_VM: "vmcnt", sk.T_WAIT_VM: "vmcnt", sk.T_FULL_LGKM: "lgkmcnt",
                  sk.T_WAIT_LGKM: "lgkmcnt"}


# per (target, timing parameters): the rows of _STATIC so far (stream_kernel's props)
_PROPS: dict = {}


def _props(target, params: TimingParams) -> np.ndarray:
    """Every _Info's row for ``target``'s wait states and ``params``' latencies, extended as
    rows appear."""
    key = (target, params)
    props = _PROPS.get(key)
    if props is None or len(props) < len(_STATIC):
        done = 0 if props is None else len(props)
        needs = _needs(target)
        new = np.array([_row(info, needs, params) for info in _STATIC[done:]], np.int64)
        props = _PROPS[key] = new.reshape(-1, sk.P_COLUMNS) if props is None else \
            np.concatenate((props, new.reshape(-1, sk.P_COLUMNS)))
    return props


def _row(info: _Info, needs: dict, params: TimingParams) -> list[int]:
    row = [0] * sk.P_COLUMNS
    row[sk.P_KIND] = _KINDS[info.kind]
    row[sk.P_PASSES] = info.passes
    if info.kind == "mfma":
        record = info.record
        need = needs[record.mnemonic]
        row[sk.P_KLASS] = _CLASSES[info.klass]
        row[sk.P_CYCLES] = record.cycles
        row[sk.P_COEXEC] = record.valu_coexec_cycles
        row[sk.P_SRCC_EXACT:sk.P_DGEMM_FMA64 + 1] = (
            need.srcc_exact, need.srcc_exact_xdl, need.srcc_overlap, need.srcc_overlap_xdl,
            need.srcab, need.valu_access, need.memory_read, need.valu_war_srcc,
            need.dgemm_fma64)
    row[sk.P_WRITES_EXEC] = info.writes_exec
    row[sk.P_FMA64] = info.is_fma_f64
    if info.kind == "mem":
        row[sk.P_COUNTER] = _COUNTERS.index(info.counter)
        row[sk.P_LATENCY] = {"DS": params.lds_latency, "SMEM": params.smem_latency}.get(
            info.latency_key, params.vmem_latency)
        row[sk.P_SMEM] = info.latency_key == "SMEM"
    for column, counter in ((sk.P_WAIT_VM, "vmcnt"), (sk.P_WAIT_LGKM, "lgkmcnt")):
        allowed = info.wait(counter)
        row[column] = -1 if allowed is None else allowed
    return row


def _stall_text(code: int, argument: int) -> str:
    if code == sk.T_INSERTED:
        return f"{argument} inserted wait state(s)"
    if code == sk.T_NO_COEXEC:
        return f"no co-execution under {_CLASS_NAMES[argument]} MFMA"
    return _STALLS[code]


class CycleAccountant:
    """Feed it the executed stream (``retire`` or as a run hook); ``report()`` sums up.

    Retiring an instruction keeps it in a list; every ``CHUNK`` instructions, and when a
    report is asked for, the compiled loop (stream_kernel.retire_stream) accounts for what
    was kept, with its state in arrays between chunks. The retired instructions stay listed
    (8 bytes each): a hazard names its producer, which may lie many chunks back."""

    CHUNK = 8192

    def __init__(self, params: TimingParams = TimingParams(), *, fix: bool = False,
                 keep_timeline: bool = True, target: "isa.Target | None" = None):
        self.params = params
        self.fix = fix
        self.keep_timeline = keep_timeline
        self.target = target_or_default(target)
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
        cfg[sk.C_MAX_VM] = COUNTER_MAX["vm"]
        cfg[sk.C_MAX_LGKM] = COUNTER_MAX["lgkm"]
        self._cfg = cfg
        st = self._st = np.zeros(sk.S_SLOTS, np.int64)
        st[sk.S_LAST_EXEC_VALU] = st[sk.S_LAST_DGEMM] = -1
        self._last_writer = np.full(_NUM_IDS, -1, np.int64)   # per register id: entry
        self._last_srcc = np.full(_NUM_IDS, -1, np.int64)     # ... last MFMA SrcC reader
        self._entries = np.zeros((1024, 3), np.int64)
        self._unwaited = np.zeros((2, 3, sk.QUEUE), np.int64)
        self._marks = np.zeros(_NUM_IDS, np.int64)   # per register id: unwaited writers
        self._outstanding = np.zeros((2, sk.QUEUE), np.int64)
        self._counts = np.zeros(0, np.int64)         # MFMAs retired, per row
        self._hazard_rows = np.zeros((2 * sk.hazard_reserve(_NUM_IDS), 5), np.int64)

    @property
    def count(self) -> int:
        """Instructions retired so far."""
        return len(self.stream)

    # -- the event stream ---------------------------------------------------------------------
    def retire(self, inst: Instruction) -> None:
        """One retired instruction, in stream order."""
        self.on_retire(None, inst)

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

    def _account(self) -> None:
        """Account for the retired instructions not yet accounted for."""
        stream = self.stream
        pending = stream[self.done:]
        if not pending:
            return
        sids = np.array([(inst.timing or _info(inst)).sid for inst in pending], np.int64)
        props, counts = self._tables()
        span_off, spans = _span_tables()
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
                                     self._unwaited, self._marks, self._outstanding, counts,
                                     self._hazard_rows, timeline)
            self._hazards_from(self._hazard_rows[:st[sk.S_HAZARDS]])
        self.done = len(stream)
        for position, issue, start, end, ready, stall, argument in \
                timeline[:st[sk.S_TIMELINE]].tolist():
            inst = stream[position]
            self.timeline.append(TimelineEntry(position, inst.index, str(inst), issue, start,
                                               end, _stall_text(stall, argument), ready,
                                               _info(inst).kind, STALL_CATEGORY[stall]))

    def _tables(self) -> tuple[np.ndarray, np.ndarray]:
        """The rows of every _Info met so far for this accountant's target and latencies
        (shared by every accountant with both), and its MFMA counts per row."""
        props = _props(self.target, self.params)
        if len(self._counts) < len(props):
            self._counts = np.concatenate((self._counts,
                                           np.zeros(len(props) - len(self._counts), np.int64)))
        return props, self._counts

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
        total = max(int(st[sk.S_NEXT_ISSUE]), int(st[sk.S_PIPE_FREE]))
        counts = [(_STATIC[sid].record, int(n)) for sid, n in enumerate(self._counts) if n]
        return CycleReport(total, self.params.clock_mhz, len(self.stream),
                           sum(n for _, n in counts), sum(r.cycles * n for r, n in counts),
                           sum(r.valu_coexec_cycles // PASS * n for r, n in counts),
                           int(st[sk.S_COEXEC_USED]), sum(r.ops * n for r, n in counts),
                           self.hazards, self.timeline, int(st[sk.S_INSERTED]), self.fix)
