"""Which registers an instruction reads and writes, explicit operands and implicit ones
(EXEC for vector instructions, SCC, VCC), derived from the operand kinds of the tables.

Used by the runner's strict mode, the debugger's retire hook and the cycle accountant.
"""

from __future__ import annotations

from .assembler import Instruction, Src
from .constants import InlineConstant
from .footprint import shared
from .opcodes import OpSpec
from .registers import RegRange

_DESTS = {"vdst", "vdst64", "adst", "sdst", "sdst64", "mdst"}
SCC = RegRange("scc")
EXEC = RegRange("exec")
VCC = RegRange("vcc")
_WRITES_SCC = {"s_add_u32", "s_addc_u32", "s_sub_u32", "s_add_i32", "s_sub_i32", "s_lshl_b32",
               "s_lshl_b64", "s_lshr_b32", "s_and_b32", "s_or_b32", "s_and_b64", "s_or_b64",
               "s_xor_b64", "s_andn2_b64", "s_and_saveexec_b64"}
_READS_SCC = {"s_addc_u32", "s_cselect_b32", "s_cselect_b64", "s_cbranch_scc0",
              "s_cbranch_scc1"}
# A source that reads another register: vccz/execz read VCC/EXEC.
_IMPLIED = {"src_vccz": RegRange("vcc"), "src_execz": RegRange("exec")}
_READS_DST = {"v_fmac_f32", "v_cvt_pk_fp8_f32", "v_cvt_pk_bf8_f32"}


def effects(inst: Instruction) -> tuple[tuple[RegRange, ...], tuple[RegRange, ...]]:
    """(reads, writes) of one instruction, cached on it."""
    cached = inst.effects
    if cached is not None:
        return cached
    reads: list[RegRange] = []
    writes: list[RegRange] = []
    if inst.mfma is not None:
        op = inst.mfma
        reads += [op.src_a, op.src_b]
        if not isinstance(op.src_c, InlineConstant):
            reads.append(op.src_c)
        if op.index is not None:
            reads.append(op.index)
        reads.append(EXEC)
        writes.append(op.vdst)
    else:
        spec: OpSpec = inst.spec
        for position, (operand, kind) in enumerate(zip(inst.operands, spec.operands)):
            base = kind.partition(":")[0]
            if base in _DESTS or base == "maskd":
                writes.append(operand)
                if spec.mnemonic in _READS_DST:
                    reads.append(operand)
            elif isinstance(operand, Src) and operand.is_reg:
                reads.append(_IMPLIED.get(operand.reg.file, operand.reg))
            elif isinstance(operand, RegRange):
                reads.append(operand)
        name = spec.mnemonic
        if (spec.is_vector or spec.encoding in ("GLOBAL", "MUBUF", "DS")) and name not in (
                "v_readlane_b32", "v_writelane_b32"):
            reads.append(EXEC)
        if name in _WRITES_SCC or name.startswith("s_cmp_"):
            writes.append(SCC)
        if name in _READS_SCC:
            reads.append(SCC)
        if name == "s_and_saveexec_b64":
            reads.append(EXEC)
            writes.append(EXEC)
        if name.startswith("v_cmpx_"):
            writes.append(EXEC)
        if name in ("s_cbranch_vccz", "s_cbranch_vccnz"):
            reads.append(VCC)
        if name in ("s_cbranch_execz", "s_cbranch_execnz"):
            reads.append(EXEC)
    result = shared((tuple(reads), tuple(writes)))
    inst.effects = result
    return result
