"""Executing a dense MFMA on a Wavefront: a cached plan per (instruction, modifiers), then one
call of the kernel of the instruction's arithmetic family (emulator/execution/mfma/kernels.py).

A plan holds what the instruction table and layouts determine: the family, the input formats'
layouts (isa.formats), the group size of NUMERICS.md (f16/bf16: min(8, K); xf32: 4; fp8/bf8: 16 in even/odd
halves), and for each operand the flat word index ``reg·64 + lane`` and bit offset of every
element with CBSZ/ABID/BLGP folded in.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

import isa
from isa import IsaError, MatrixInstruction
from isa.constants import InlineConstant
from isa.mfma_syntax import MfmaOp

from emulator import jit

# (the kernels, or their plain twins while they compile: emulator/jit)
kernels = jit.module("emulator.execution.mfma.kernels")


@dataclass(frozen=True)
class KernelPlan:
    record: MatrixInstruction
    family: str
    table: np.ndarray   # kernels.plan_table: A, B and C/D places with modifiers folded in
    group: int
    neg: int


def even_odd_order(k: int, group: int) -> np.ndarray:
    """k indices with each group's even positions first, then its odd ones."""
    starts = np.arange(0, k, group)[:, None]
    within = np.concatenate([np.arange(0, group, 2), np.arange(1, group, 2)])
    return (starts + within).reshape(-1)


def _flat(rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return rows[:, 4] * 64 + rows[:, 3], rows[:, 5]


def plan_for(record: MatrixInstruction, mods: isa.Modifiers) -> KernelPlan:
    """The instruction's plan (cached, bounded); modifiers must already be checked
    (isa.check_modifiers). Keyed by the whole record (not its opcode): another target's row
    of the same opcode, with other fields, gets its own plan."""
    return _plan(record, mods.cbsz, mods.abid, mods.blgp)


@functools.lru_cache(maxsize=1024)   # (records × the CBSZ/ABID/BLGP a program uses)
def _plan(record: MatrixInstruction, cbsz: int, abid: int, blgp: int) -> KernelPlan:
    if record.sparse:
        a_rows = isa.layout(record, "A", cbsz=cbsz, abid=abid)
        k_rows = isa.layout(record, "K", cbsz=cbsz, abid=abid)
        b_rows = isa.layout(record, "B")
        if record.algorithm == "fp8":   # (as the dense plans below: even k first)
            order = even_odd_order(record.k, record.group)
            a_rows, k_rows = (rows.reshape(record.blocks, record.m, record.k, 7)[:, :, order]
                              for rows in (a_rows, k_rows))
            b_rows = b_rows.reshape(record.blocks, record.k, record.n, 7)[:, order]
        a_index, a_shift = _flat(a_rows.reshape(-1, 7))
        b_index, b_shift = _flat(b_rows.reshape(-1, 7))
        cd_index, _ = _flat(isa.layout(record, "D"))
        k_index, k_shift = _flat(k_rows.reshape(-1, 7))
        table = kernels.plan_table(a_index, a_shift, b_index, b_shift, cd_index, k_index,
                                   k_shift)
        return KernelPlan(record, "smfmac", table, record.group, 0)
    lanes = record.blgp is isa.BlgpMeaning.LANES
    a_rows = isa.layout(record, "A", cbsz=cbsz, abid=abid)
    b_rows = isa.layout(record, "B", blgp=blgp if lanes else 0)
    family = record.algorithm
    if family == "fp8":
        # Algorithm 2 sums even and odd k separately: list each group's even k first, so
        # the kernel's halves are contiguous (which lets its loops vectorise).
        order = even_odd_order(record.k, record.group)
        a_rows = a_rows.reshape(record.blocks, record.m, record.k, 7)[:, :, order]
        b_rows = b_rows.reshape(record.blocks, record.k, record.n, 7)[:, order]
    a_index, a_shift = _flat(a_rows.reshape(-1, 7))
    b_index, b_shift = _flat(b_rows.reshape(-1, 7))
    cd_index, _ = _flat(isa.layout(record, "D"))
    table = kernels.plan_table(a_index, a_shift, b_index, b_shift, cd_index)
    return KernelPlan(record, family, table, record.group, 0 if lanes else blgp)


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
    bound_mfma(op)(wave)


def execute_mfma_batch(batch, first: int, end: int, op: MfmaOp) -> None:
    """Run dense ``op`` on waves first..end-1 of a ``WaveBatch`` (its (waves, registers,
    64) files), in one kernel call."""
    bound_mfma(op).batch(batch, first, end)


def bound_mfma(op: MfmaOp):
    """``op``'s run: ``run(wave)``, and ``run.batch(batch, first, end)`` for a dense one
    (bound once per distinct op: ``_bind``'s cache). Modifiers llvm-mc encodes whose effect
    is undefined give a run that stops with an error."""
    found = _BOUND.get(id(op))
    if found is not None and found[0] is op:   # (the op itself: hashing one costs µs)
        return found[1]
    run = _undefined(op) if op.undefined else _bind(op)
    if len(_BOUND) >= _BOUND_KEPT:
        del _BOUND[next(iter(_BOUND))]
    _BOUND[id(op)] = (op, run)   # (the entry holds the op: its id is not reused meanwhile)
    return run


# (each op object met lately, and its run: Wavefront.execute is given the same op again)
_BOUND: dict[int, tuple] = {}
_BOUND_KEPT = 1 << 12


def _undefined(op: MfmaOp):
    message = (f"{op.record.mnemonic} is not modelled: {op.undefined}; the hardware's "
               "result is undefined")

    def run(wave):
        raise IsaError(message)
    run.batch = lambda batch, first, end: run(None)
    return run


def _layouts(record: MatrixInstruction, target) -> np.ndarray:
    """A's and B's format layouts on ``target`` (its ``formats``: gfx942's fp8 is FNUZ, a
    derived target's may be OCP) as the kernels take them, (2, 12) int64."""
    return np.array([target.format(record.a_type.value).layout,
                     target.format(record.b_type.value).layout], dtype=np.int64)


class _ByTarget:
    """A kernel's argument array per target (the formats differ), made on first use: the
    target a wave (or batch) names is almost always the last one asked for."""

    __slots__ = ("make", "target", "args", "made")

    def __init__(self, make) -> None:
        self.make, self.target, self.args, self.made = make, None, None, {}

    def __call__(self, target):
        if target is not self.target:
            args = self.made.get(id(target))
            if args is None or args[0] is not target:
                args = self.made[id(target)] = (target, self.make(target))
            self.target, self.args = target, args[1]
        return self.args


# Each dense family's kernel: a loop over a batch's waves (a single wave is a batch of one:
# one compiled kernel a family, whose loop compiles the one-wave kernel for its rows).
_KERNELS = {"fused": kernels.fused_kernel, "fp8": kernels.fused_kernel,
            "int8": kernels.int8_kernel, "fma32": kernels.fma32_kernel,
            "fma64": kernels.fma64_kernel, "pairs": kernels.pairs_kernel}


@functools.lru_cache(maxsize=1 << 12)   # (the distinct MFMAs of the programs being run)
def _bind(op: MfmaOp):
    """A function of the wavefront that calls the right kernel with everything else fixed."""
    record = op.record
    plan = plan_for(record, op.mods)
    if record.sparse:
        return _bind_sparse(op, plan)
    if record.scaled:
        return _bind_scaled(op, plan)
    shape = (record.blocks, record.m, record.n, record.k)
    a, b, d = op.src_a, op.src_b, op.vdst
    a_file, b_file, d_file = a.file, b.file, d.file
    table = plan.table
    family = plan.family
    kernel = _KERNELS[family]
    fused = family in ("fused", "fp8")
    c_block, c_first, c_file = _c_source(op)
    c_step = int(c_file is not None)
    flag = int(family == "fp8") if fused else (plan.neg if family == "fma64" else
                                               int(record.a_type is isa.DType.BF16)
                                               if family == "pairs" else 0)
    args_for = _ByTarget(lambda target: kernels.arguments(
        (a.first, b.first, c_first, d.first), shape, plan.group, flag,
        _layouts(record, target) if fused else np.zeros((2, 12), np.int64), table,
        (record.a_regs, record.b_regs, record.d_regs)))
    c_stack = None if c_block is None else c_block[None]

    def run(wave):
        c = c_block if c_file is None else getattr(wave, c_file)
        kernel(getattr(wave, a_file)[None], getattr(wave, b_file)[None], c[None],
               getattr(wave, d_file)[None], 0, 1, 0,
               args_for.args if wave.target is args_for.target else args_for(wave.target))

    def run_batch(batch, first, end):
        c = c_stack if c_file is None else getattr(batch, c_file)
        files = (getattr(batch, a_file), getattr(batch, b_file), c, getattr(batch, d_file))
        args = args_for(batch.target)
        while first < end and not kernel.live:   # (plain: a wave a call, so that the kernel
            kernel(*files, first, first + 1, c_step, args)   # goes live between waves)
            first += 1
        if first < end:
            kernel(*files, first, end, c_step, args)
    run.batch = run_batch
    return run


def _bind_sparse(op: MfmaOp, plan: KernelPlan):
    """A 4:2-sparse MFMA (SMFMAC): its kernel with A's index VGPR, a wave a call."""
    record = op.record
    a, b, d = op.src_a, op.src_b, op.vdst
    fp8 = record.algorithm == "fp8"   # (its plan lists k even first: _plan)
    tail = (record.blocks, record.m, record.n, record.k, plan.group, fp8,
            even_odd_order(record.k, record.group) if fp8 else np.arange(record.k))
    k_first, table = op.index.first, plan.table
    layouts = _ByTarget(lambda target: _layouts(record, target))

    def one(a_regs, b_regs, d_regs, vgprs, target):
        kernels.smfmac_kernel(a_regs, a.first, b_regs, b.first, d_regs, d.first, vgprs,
                              k_first, table, layouts(target), *tail)

    def run(wave):
        one(getattr(wave, a.file), getattr(wave, b.file), getattr(wave, d.file), wave.v,
            wave.target)

    def run_batch(batch, first, end):
        files = [getattr(batch, f) for f in (a.file, b.file, d.file)]
        for w in range(first, end):
            one(*(f[w] for f in files), batch.v[w], batch.target)
    run.batch = run_batch
    return run


def _scale_lanes(record: MatrixInstruction) -> tuple[np.ndarray, np.ndarray]:
    """The lane whose scale byte each A and B element takes, in the plan table's order (each
    group's even k, then its odd k): A's row i, k-block k // 32 at lane ``i + M·(k // 32)``,
    B's column j at ``j + N·(k // 32)`` — the 64 bytes of one VGPR, 16·4 for 16x16x128 and
    32·2 for 32x32x64 (CDNA4 ISA guide 7.2.1: the scales "come from one-quarter of one VGPR
    across 64 lanes"; which lane holds which is the guide's figure, not its text)."""
    k = even_odd_order(record.k, record.group) // 32
    a = (np.arange(record.m)[:, None] + record.m * k[None, :]).reshape(-1)
    b = (np.arange(record.n)[None, :] + record.n * k[:, None]).reshape(-1)
    return a, b


def _bind_scaled(op: MfmaOp, plan: KernelPlan):
    """A scaled f8f6f4 MFMA (one wave a call of its kernel): the scale bytes op_sel and
    op_sel_hi choose, as exponent shifts ``e − 127`` (0xFF: NaN) per element."""
    record = op.record
    a, b, d = op.src_a, op.src_b, op.vdst
    a_lanes, b_lanes = _scale_lanes(record)
    (scale_a, scale_b), (byte_a, byte_b) = op.scales, op.scale_bytes
    c_block, c_first, c_file = _c_source(op)
    args_for = _ByTarget(lambda target: kernels.arguments(
        (a.first, b.first, c_first, d.first), (1, record.m, record.n, record.k),
        plan.group, 1, _layouts(record, target), plan.table,
        (record.a_regs, record.b_regs, record.d_regs)))

    def shifts(vgprs, first, byte, lanes):
        code = (vgprs[first].astype(np.int64) >> (8 * byte)) & 0xFF
        return np.where(code == 0xFF, kernels.SCALE_NAN, code - 127)[lanes]

    def one(a_regs, b_regs, c_regs, d_regs, vgprs, target):
        kernels.fused_scaled_one(
            a_regs, b_regs, c_block if c_file is None else c_regs, d_regs, args_for(target),
            shifts(vgprs, scale_a.first, byte_a, a_lanes),
            shifts(vgprs, scale_b.first, byte_b, b_lanes))

    def files(state):
        return [getattr(state, f) for f in (a.file, b.file, c_file or d.file, d.file)]

    def run(wave):
        one(*files(wave), wave.v, wave.target)

    def run_batch(batch, first, end):
        stacked = files(batch)
        for w in range(first, end):
            one(*(f[w] for f in stacked), batch.v[w], batch.target)
    run.batch = run_batch
    return run


def _c_source(op: MfmaOp):
    """SrcC as the kernels read it: (an inline constant's register block, or None; its first
    register; the file it is read from, or None for a constant)."""
    if isinstance(op.src_c, InlineConstant):
        return _constant_block(op.src_c, op.record), 0, None
    return None, op.src_c.first, op.src_c.file
