"""What the cycle accountant knows of one instruction before it runs, derived from its
record once and shared by equal instructions: its timing kind, passes, matrix class and
register spans read and written (``TimingInfo``; equal ones share one object, which a
cycle accountant gives one row of its compiled tables), and the wait states each hazard role needs after a matrix
instruction of the target (isa.hazards, spec/TIMING.md)."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from enum import StrEnum

import isa
from isa.effects import effects
from isa.footprint import shared
from isa.hazards import (DGEMM_TO_FMA64, HazardTable, MEMORY_READ, SRCAB, SRCC_EXACT,
                         SRCC_OVERLAP, VALU, VALU_ACCESS, VALU_EXEC, VALU_WAR_SRCC, VALU_WAW,
                         XDL)
from isa.program import Content, Instruction
from isa.records import Unit
from isa.registers import NUM_REGISTER_IDS, RegRange, register_span as reg_span
from isa.table import MatrixClass




class Kind(StrEnum):
    """The one vocabulary of instruction kinds the timing code speaks — the accountant's
    rows and timeline, the device model's ops, the trace — derived from the record's
    unit (isa.records.Unit): what the instruction occupies when it issues."""

    NOP = "nop"          # s_nop: idle passes (wait states)
    MFMA = "mfma"        # the matrix pipe
    VALU = "valu"        # the vector ALU (transcendentals too)
    SALU = "salu"
    VMEM = "vmem"        # memory through vmcnt
    LDS = "lds"          # ... through lgkmcnt: LDS
    SMEM = "smem"        # ... through lgkmcnt: scalar memory
    WAIT = "wait"        # s_waitcnt
    BARRIER = "barrier"
    END = "end"
    OTHER = "other"      # branches and the rest

    @property
    def is_memory(self) -> bool:
        return self in _MEMORY_KINDS


_MEMORY_KINDS = frozenset((Kind.VMEM, Kind.LDS, Kind.SMEM))
_UNIT_KINDS = {Unit.VMEM: Kind.VMEM, Unit.LDS: Kind.LDS, Unit.SMEM: Kind.SMEM,
               Unit.BARRIER: Kind.BARRIER, Unit.END: Kind.END}


@dataclass(frozen=True, slots=True)
class TimingInfo:
    """What the accountant needs of one static instruction (cached on it)."""

    kind: Kind
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


def timing_info(inst: Instruction) -> TimingInfo:
    """What the accountant knows of ``inst`` before it runs (equal instructions share one
    object: ``_timing_info``'s cache, by what the line says)."""
    return _timing_info(Content(inst))


@functools.lru_cache(maxsize=1 << 14)
def _timing_info(content: Content) -> TimingInfo:
    inst = content.inst
    reads, writes = effects(inst)
    read_spans = _spans(reads)
    write_spans = _spans(writes)
    if inst.mfma is not None:
        op = inst.mfma
        record = op.record
        c = op.src_c if isinstance(op.src_c, RegRange) else None
        info = TimingInfo(Kind.MFMA, record.passes, record,
                     MatrixClass.XDL if record.sparse else record.klass, op.vdst, c,
                     (reg_span(c),) if c else (),
                     _merged((reg_span(op.src_a), reg_span(op.src_b))
                             + ((reg_span(op.index),) if op.index is not None else ())
                             + tuple(reg_span(s) for s in op.scales)),
                     read_spans, write_spans)
    else:
        spec = inst.spec
        unit = spec.unit
        if unit is Unit.NOP:
            info = TimingInfo(Kind.NOP, (inst.operands[0] & 0xF) + 1)   # (SIMM16[3:0])
        elif unit in (Unit.VALU, Unit.TRANS):
            info = TimingInfo(Kind.VALU, 1, read_spans=read_spans, write_spans=write_spans,
                         writes_exec=any(r.file in ("exec", "exec_lo", "exec_hi")
                                         for r in writes),
                         is_fma_f64=spec.hazard_consumer == DGEMM_TO_FMA64)
        elif spec.is_memory:
            counter = "vm" if unit is Unit.VMEM else "lgkm"
            info = TimingInfo(_UNIT_KINDS[unit], 1, read_spans=read_spans,
                              write_spans=write_spans,
                         counter=counter, latency_key=spec.encoding)
        elif unit is Unit.WAITCNT:
            info = TimingInfo(Kind.WAIT, 1, waits=tuple(inst.operands[0].items()))
        elif unit is Unit.SALU:
            info = TimingInfo(Kind.SALU, 1, read_spans=read_spans, write_spans=write_spans)
        else:
            info = TimingInfo(_UNIT_KINDS.get(unit, Kind.OTHER), 1, read_spans=read_spans,
                              write_spans=write_spans)
    # (equal infos share one object, within isa.footprint's bounded cache: an accountant
    # gives each object it meets one row of its tables)
    return shared(info)


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
class HazardNeeds:
    """The wait states each consumer role needs after one matrix instruction (its target's
    hazard rows, looked up once per target: the accountant asks for every dependent pair)."""

    srcc_exact: int
    srcc_exact_xdl: int
    srcc_overlap: int
    srcc_overlap_xdl: int
    srcab: int
    valu_access: int
    valu_waw: int
    memory_read: int
    valu_war_srcc: int
    dgemm_fma64: int

    def srcc(self, exact: bool, consumer_xdl: bool) -> int:
        if exact:
            return self.srcc_exact_xdl if consumer_xdl else self.srcc_exact
        return self.srcc_overlap_xdl if consumer_xdl else self.srcc_overlap


@functools.lru_cache(maxsize=16)
def hazard_needs(target) -> dict[str, HazardNeeds]:
    """Per matrix mnemonic of ``target``, its HazardNeeds."""
    out = {}
    for r in target.matrix:
        klass = XDL if r.sparse else r.klass

        def ask(role, xdl=False):
            return target.hazards.required(klass, r.passes, role, xdl)
        out[r.mnemonic] = HazardNeeds(ask(SRCC_EXACT), ask(SRCC_EXACT, True), ask(SRCC_OVERLAP),
                                 ask(SRCC_OVERLAP, True), ask(SRCAB), ask(VALU_ACCESS),
                                 ask(VALU_WAW), ask(MEMORY_READ), ask(VALU_WAR_SRCC),
                                 ask(DGEMM_TO_FMA64))
    return out


def max_wait_states(hazards: HazardTable, matrix) -> int:
    """The most wait states any of a target's hazard rows asks after any producer of its
    matrix table (19 after a 16-pass XDL MFMA on gfx942): how far back the accountant must
    look for producers."""
    producers = {(XDL if r.sparse else r.klass, r.passes) for r in matrix}
    return hazards.largest(producers | {(VALU, 1), (VALU_EXEC, 1)})


