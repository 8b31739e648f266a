"""Which registers an instruction reads and writes: its operands, by the kinds of its record,
and the implicit ones its record names (EXEC, SCC, VCC…: ``OpSpec.reads`` / ``writes``).

Used by the runner's strict mode, the debugger's retire hook and the cycle accountant.
"""

from __future__ import annotations

import functools

from .program import Content, Instruction
from .special_operands import Src
from .constants import InlineConstant
from .footprint import shared
from .records import VECTOR_TUPLES, OpSpec
from .registers import NUM_SGPRS, RegRange

_DESTS = {"vdst", "vdst64", "adst", "sdst", "sdst64", "mdst"} | {
    kind for kind in VECTOR_TUPLES if kind.startswith("vdst")}
EXEC = RegRange("exec")
# A source that reads another register: vccz/execz read VCC/EXEC.
_IMPLIED = {"src_vccz": RegRange("vcc"), "src_execz": RegRange("exec")}


def effects(inst: Instruction) -> tuple[tuple[RegRange, ...], tuple[RegRange, ...]]:
    """(reads, writes) of one instruction (equal instructions share one result:
    ``_effects``'s cache, by what the line says)."""
    return _effects(Content(inst))


@functools.lru_cache(maxsize=1 << 14)
def _effects(content: Content) -> tuple[tuple[RegRange, ...], tuple[RegRange, ...]]:
    inst = content.inst
    reads: list[RegRange] = []
    writes: list[RegRange] = []
    if inst.mfma is not None:
        op = inst.mfma
        reads += [op.src_a, op.src_b, *op.scales]
        if not isinstance(op.src_c, InlineConstant):
            reads.append(op.src_c)
        if op.index is not None:
            reads.append(op.index)
        reads.append(EXEC)
        writes.append(op.vdst)
    else:
        spec: OpSpec = inst.spec
        for operand, kind in zip(inst.operands, spec.operands):
            base = kind.partition(":")[0]
            if base in _DESTS or base == "maskd":
                writes.append(operand)
                if spec.reads_dst:
                    reads.append(operand)
            elif isinstance(operand, Src) and operand.is_reg:
                reads.append(_IMPLIED.get(operand.reg.file, operand.reg))
            elif isinstance(operand, RegRange):
                reads.append(operand)
        if spec.relative:   # (M0 picks the register: any from the one named on)
            position = 1 if spec.relative == "src" else 0
            named = inst.operands[position]
            named = named.reg if isinstance(named, Src) else named
            if named is not None and named.file == "s":
                reach = RegRange("s", named.first, NUM_SGPRS - named.first)
                (reads if spec.relative == "src" else writes).append(reach)
        reads += [RegRange(name) for name in spec.reads]
        writes += [RegRange(name) for name in spec.writes]
    return shared((tuple(reads), tuple(writes)))
