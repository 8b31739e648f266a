"""Executing a dense MFMA on a Wavefront: a cached plan per (instruction, modifiers), then one
call of the kernel of the instruction's arithmetic family (emulator/kernels.py).

A plan holds what the instruction table and layouts determine: the family, the input format
codes, the group size of NUMERICS.md (f16/bf16: min(8, K); xf32: 4; fp8/bf8: 16 in even/odd
halves), and for each operand the flat word index ``reg·64 + lane`` and bit offset of every
element with CBSZ/ABID/BLGP folded in.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

import isa
from isa import DType, MatrixInstruction
from isa.constants import InlineConstant
from isa.mfma_syntax import MfmaOp

from . import kernels
from .numerics import BF8, BF16, F16, FP8, XF32

FORMAT_CODES = {DType.F16: F16, DType.BF16: BF16, DType.XF32: XF32, DType.FP8: FP8,
                DType.BF8: BF8}


@dataclass(frozen=True)
class Plan:
    record: MatrixInstruction
    family: str
    a_index: np.ndarray
    a_shift: np.ndarray
    b_index: np.ndarray
    b_shift: np.ndarray
    cd_index: np.ndarray
    group: int
    neg: int


def family_of(record: MatrixInstruction) -> str:
    if record.a_type is DType.F64:
        return "fma64"
    if record.a_type is DType.F32:
        return "fma32"
    if record.a_type is DType.I8:
        return "int8"
    if record.a_type in (DType.FP8, DType.BF8):
        return "fp8"
    return "fused"


def group_size(record: MatrixInstruction) -> int:
    """Products per fused group (NUMERICS.md); the whole K for the chains and i8."""
    family = family_of(record)
    if family == "fp8":
        return 16
    if record.a_type is DType.XF32:
        return 4
    if family == "fused":
        return min(8, record.k)
    return record.k


def _flat(rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    index = np.ascontiguousarray(rows[:, 4] * 64 + rows[:, 3], dtype=np.int64)
    return index, np.ascontiguousarray(rows[:, 5], dtype=np.int64)


_PLANS: dict[tuple[int, int, int, int], Plan] = {}


def plan_for(record: MatrixInstruction, mods: isa.Modifiers) -> Plan:
    """The cached plan; modifiers must already be checked (isa.check_modifiers)."""
    key = (record.opcode, mods.cbsz, mods.abid, mods.blgp)
    plan = _PLANS.get(key)
    if plan is None:
        lanes = record.blgp is isa.BlgpMeaning.LANES
        a_index, a_shift = _flat(isa.layout(record, "A", cbsz=mods.cbsz, abid=mods.abid))
        b_index, b_shift = _flat(isa.layout(record, "B", blgp=mods.blgp if lanes else 0))
        cd_index, _ = _flat(isa.layout(record, "D"))
        plan = Plan(record, family_of(record), a_index, a_shift, b_index, b_shift, cd_index,
                    group_size(record), 0 if lanes else mods.blgp)
        _PLANS[key] = plan
    return plan


def _constant_block(constant: InlineConstant, record: MatrixInstruction) -> np.ndarray:
    """A register block holding an inline-constant SrcC in every register of every lane."""
    width = record.cd_type.bits
    value = constant.bits(width)
    block = np.empty((record.d_regs, 64), dtype=np.uint32)
    if width == 64:
        block[0::2] = value & 0xFFFFFFFF
        block[1::2] = value >> 32
    else:
        block[...] = value
    return block


def execute_mfma(wave, op: MfmaOp) -> None:
    """Run ``op`` on ``wave``: D = A·B + C per block, written to vdst. ``op`` is checked."""
    record = op.record
    plan = plan_for(record, op.mods)
    a = wave.file(op.src_a.file)[op.src_a.first:op.src_a.first + op.src_a.count].reshape(-1)
    b = wave.file(op.src_b.file)[op.src_b.first:op.src_b.first + op.src_b.count].reshape(-1)
    if isinstance(op.src_c, InlineConstant):
        c = _constant_block(op.src_c, record).reshape(-1)
    else:
        c = wave.file(op.src_c.file)[op.src_c.first:op.src_c.first + op.src_c.count].reshape(-1)
    d = wave.file(op.vdst.file)[op.vdst.first:op.vdst.first + op.vdst.count].reshape(-1)
    m, n, k, blocks = record.m, record.n, record.k, record.blocks
    family = plan.family
    if family in ("fused", "fp8"):
        kernels.fused_kernel(a, plan.a_index, plan.a_shift, FORMAT_CODES[record.a_type],
                             b, plan.b_index, plan.b_shift, FORMAT_CODES[record.b_type],
                             c, plan.cd_index, d, plan.cd_index, blocks, m, n, k, plan.group,
                             family == "fp8")
    elif family == "int8":
        kernels.int8_kernel(a, plan.a_index, plan.a_shift, b, plan.b_index, plan.b_shift, c,
                            plan.cd_index, d, plan.cd_index, blocks, m, n, k)
    elif family == "fma32":
        kernels.fma32_kernel(a, plan.a_index, b, plan.b_index, c, plan.cd_index, d,
                             plan.cd_index, blocks, m, n, k)
    else:
        kernels.fma64_kernel(a, plan.a_index, b, plan.b_index, c, plan.cd_index, d,
                             plan.cd_index, blocks, m, n, k, plan.neg)
