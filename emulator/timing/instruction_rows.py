"""The one vocabulary both timing engines speak (spec/TIMING.md): an instruction as a row of
integers (columns ``P_*``), its kind as a code (``K_*``: the index of its
``instruction_timing.Kind``), its matrix class (``M_*``) and why an instruction issued later
than it was ready (``T_*``, with each reason's text and its category in the device model's
profile).

The single-wave cycle accountant (accountant.py, its loop stream_kernel.py) gives a row to
each distinct TimingInfo it meets; the device model (compute_unit.py, device_engine.py) to
each instruction of the program (wave_streams.static_table). Both rows come from
``instruction_row``, and both engines apply the same issue rules to them (issue_rules.py).
Plain numbers: importing this imports no numba.
"""

from __future__ import annotations

from isa.table import MatrixClass

from .cycle_report import COUNTER_MAX, PASS, TimingParams
from .instruction_timing import HazardNeeds, Kind, TimingInfo

__all__ = ["PASS", "KINDS", "instruction_row"]

# kind codes: a kind's index in KINDS (Kind, in order; the memory kinds are consecutive)
KINDS = tuple(Kind)
KIND_CODES = {kind: code for code, kind in enumerate(KINDS)}
K_NOP, K_MFMA, K_VALU, K_SALU, K_VMEM, K_LDS, K_SMEM, K_WAIT, K_BARRIER, K_END, K_OTHER = (
    KIND_CODES[kind] for kind in (Kind.NOP, Kind.MFMA, Kind.VALU, Kind.SALU, Kind.VMEM,
                                  Kind.LDS, Kind.SMEM, Kind.WAIT, Kind.BARRIER, Kind.END,
                                  Kind.OTHER))
assert (K_VMEM, K_LDS, K_SMEM) == (K_VMEM, K_VMEM + 1, K_VMEM + 2)

# matrix classes (P_KLASS): what runs on the matrix pipe, and so what may issue under it
M_NONE, M_XDL, M_NON_XDL, M_DGEMM = range(4)
CLASSES = {MatrixClass.XDL: M_XDL, MatrixClass.NON_XDL: M_NON_XDL,
           MatrixClass.DGEMM: M_DGEMM}
CLASS_NAMES = {code: str(klass) for klass, code in CLASSES.items()}

# the columns of a row
(P_KIND,          # K_*
 P_PASSES,        # the wave's issue passes (an MFMA, a memory access: 1; s_nop n: n + 1)
 P_KLASS,         # an MFMA's M_*
 P_CYCLES,        # ... its matrix pipe cycles
 P_COEXEC,        # ... the VALU co-execution cycles under it
 P_FLOPS,         # ... its operations
 P_COUNTER,       # a memory access: its counter (0 vmcnt, 1 lgkmcnt)
 P_CAPACITY,      # ... how many operations that counter holds
 P_LATENCY,       # ... the single-wave estimate's latency (TimingParams)
 P_SMEM,          # ... a scalar load (may return out of order)
 P_WAIT_VM,       # an s_waitcnt: the count it allows on vmcnt (−1: not waited on)
 P_WAIT_LGKM,     # ... on lgkmcnt
 P_WRITES_EXEC,   # a VALU instruction writing EXEC
 P_FMA64,         # an f64 FMA (after a DGEMM)
 # the wait states each consumer role needs after this MFMA (instruction_timing.HazardNeeds)
 P_SRCC_EXACT, P_SRCC_EXACT_XDL, P_SRCC_OVERLAP, P_SRCC_OVERLAP_XDL, P_SRCAB,
 P_VALU_ACCESS, P_VALU_WAW, P_MEMORY_READ, P_VALU_WAR_SRCC, P_DGEMM_FMA64,
 P_COLUMNS) = range(25)

COUNTERS = ("vm", "lgkm")

# why an instruction issued later than it was ready
(T_NONE, T_INSERTED, T_PIPE_BUSY, T_COEXEC_USED_UP, T_NO_COEXEC, T_FULL_VM, T_FULL_LGKM,
 T_WAIT_VM, T_WAIT_LGKM) = range(9)
STALL_TEXT = {T_NONE: "", T_PIPE_BUSY: "matrix pipe busy",
              T_COEXEC_USED_UP: "co-execution cycles used up",
              T_FULL_VM: "vmcnt full", T_FULL_LGKM: "lgkmcnt full",
              T_WAIT_VM: "s_waitcnt: waiting for vmcnt",
              T_WAIT_LGKM: "s_waitcnt: waiting for lgkmcnt"}
# a reason's category in the device model's profile (device_report.CATEGORIES_TIMED)
STALL_CATEGORY = {T_NONE: "", T_INSERTED: "wait_states", T_PIPE_BUSY: "matrix",
                  T_COEXEC_USED_UP: "matrix", T_NO_COEXEC: "matrix",
                  T_FULL_VM: "vmcnt", T_WAIT_VM: "vmcnt", T_FULL_LGKM: "lgkmcnt",
                  T_WAIT_LGKM: "lgkmcnt"}


def stall_text(code: int, argument: int) -> str:
    """A reason as the accountant's timeline words it (``argument``: the wait states
    inserted, or the class of the MFMA a VALU instruction could not issue under)."""
    if code == T_INSERTED:
        return f"{argument} inserted wait state(s)"
    if code == T_NO_COEXEC:
        return f"no co-execution under {CLASS_NAMES[argument]} MFMA"
    return STALL_TEXT[code]


def instruction_row(info: TimingInfo, need: HazardNeeds | None = None,
                    params: TimingParams = TimingParams()) -> list[int]:
    """One instruction's row: ``need``, an MFMA's wait states after it (its target's
    ``hazard_needs``); ``params``, the single-wave estimate's latencies."""
    kind = info.kind
    row = [0] * P_COLUMNS
    row[P_KIND] = KIND_CODES[kind]
    row[P_PASSES] = info.passes
    row[P_WAIT_VM] = row[P_WAIT_LGKM] = -1
    row[P_WRITES_EXEC] = info.writes_exec
    row[P_FMA64] = info.is_fma_f64
    if kind == Kind.MFMA:
        record = info.record
        row[P_PASSES] = 1   # (the wave issues it in one pass; the pipe is busy for its cycles)
        row[P_KLASS] = CLASSES[info.klass]
        row[P_CYCLES] = record.cycles
        row[P_COEXEC] = record.valu_coexec_cycles
        row[P_FLOPS] = record.ops
        if need is not None:
            row[P_SRCC_EXACT:P_DGEMM_FMA64 + 1] = (
                need.srcc_exact, need.srcc_exact_xdl, need.srcc_overlap,
                need.srcc_overlap_xdl, need.srcab, need.valu_access, need.valu_waw,
                need.memory_read, need.valu_war_srcc, need.dgemm_fma64)
    elif kind.is_memory:
        row[P_PASSES] = 1
        row[P_COUNTER] = COUNTERS.index(info.counter)
        row[P_CAPACITY] = COUNTER_MAX[info.counter]
        row[P_LATENCY] = {"DS": params.lds_latency, "SMEM": params.smem_latency}.get(
            info.latency_key, params.vmem_latency)
        row[P_SMEM] = info.latency_key == "SMEM"
    elif kind == Kind.WAIT:
        for column, counter in ((P_WAIT_VM, "vmcnt"), (P_WAIT_LGKM, "lgkmcnt")):
            allowed = info.wait(counter)
            row[column] = -1 if allowed is None else allowed
    elif kind in (Kind.BARRIER, Kind.END):
        row[P_PASSES] = 1
    return row
