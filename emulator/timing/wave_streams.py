"""A wave's executed stream as the device model replays it: one compact ``Op`` per retired
instruction (its kind, passes, matrix pipe cycles, co-execution, counters waited on, and
for a memory access the cache lines it touched), recorded by ``WaveRecorder`` as the run
loop's listener (emulator/timing/compute_unit.py replays them)."""

from __future__ import annotations

from dataclasses import dataclass

from isa.table import MatrixClass

from .instruction_timing import Kind, timing_info


# ---------------------------------------------------------------------------------------
# the recorded stream


@dataclass(frozen=True, slots=True)
class Op:
    """One executed instruction as the timing model needs it."""

    kind: Kind             # (timing/instruction_timing.py's vocabulary)
    passes: int = 1
    cycles: int = 0        # MFMA: matrix pipe cycles
    xdl: bool = False      # MFMA: an XDL instruction (VALU co-executes under it)
    flops: int = 0         # MFMA: operations
    mfma: str = ""         # MFMA: mnemonic
    lines: tuple = ()      # vmem / smem: the 128-byte lines touched
    store: bool = False
    coexec: int = 0        # MFMA: cycles of VALU work that may issue under it
    vm: int = -1           # s_waitcnt: the counts allowed (-1: that counter not waited on)
    lgkm: int = -1
    text: str = ""
    pc: int = -1           # the instruction's index in its program (the profile, the trace)


class WaveRecorder:
    """A run listener that keeps a wave's stream as ``Op``s (the memory must be observed by a
    ``LineRecorder``, ``Memory.observe(lines=…)``, so that each access reports its lines)."""

    def __init__(self, memory) -> None:
        self.memory = memory
        self.ops: list[Op] = []
        self.static: dict = {}   # id(instruction) -> (instruction, its Op without lines)

    def on_retire(self, wave, inst) -> None:
        touched = self.memory.lines.take()
        known = self.static.get(id(inst))
        if known is None or known[0] is not inst:
            known = self.static[id(inst)] = (inst, static_op(inst))
        op = known[1]
        if touched:
            op = Op(op.kind, op.passes, lines=touched, store=op.store, text=op.text, pc=op.pc)
        self.ops.append(op)


def static_op(inst) -> Op:
    """An instruction's ``Op`` (a memory access's lines are added per run)."""
    info = inst.timing or timing_info(inst)
    kind = info.kind
    text, pc = str(inst), inst.index
    if kind == "mfma":
        record = info.record
        # (the wave issues it in one pass; the matrix pipe is busy for its cycles)
        return Op(Kind.MFMA, 1, record.cycles, info.klass is MatrixClass.XDL, record.ops,
                  record.mnemonic, coexec=record.valu_coexec_cycles, text=text, pc=pc)
    if kind.is_memory:
        spec = inst.spec
        store = not spec.operands or not spec.operands[0].startswith(("mdst", "sdst"))
        return Op(kind, 1, store=store, text=text, pc=pc)
    if kind == "wait":
        vm, lgkm = info.wait("vmcnt"), info.wait("lgkmcnt")
        return Op(Kind.WAIT, 1, vm=-1 if vm is None else vm, lgkm=-1 if lgkm is None else lgkm,
                  text=text, pc=pc)
    if kind in (Kind.BARRIER, Kind.END):
        return Op(kind, 1, text=text, pc=pc)
    return Op(kind, info.passes, text=text, pc=pc)


