"""How a batch runs each instruction (emulator/execution/batch_steps.py): wide, uniform or
wave by wave — decided once per instruction from its record, the semantics' own lists of
what they cover, and the registers it reads and writes (``isa.effects``).

* **Wide**: the semantics' own closure, run on a ``WideWave`` whose operands are
  (waves, 64) arrays, for
  - VALU and compares (VOP1/VOP2/VOP3/VOP3P/VOPC, SDWA included) whose every read and
    write is a v/a/s register, VCC, EXEC or a constant (lane masks are one 64-bit value per
    wave), except those whose records say they cross lanes (``OpSpec.crosses_lanes``), and
    the DPP forms of those (each wave's lanes select within that wave); of the lane
    crossings, the lane accesses whose lane selects are SGPRs or constants
    (``v_readlane``, ``v_writelane``, ``v_readfirstlane``: each wave its own lane) and
    ``v_mbcnt`` (``LANE_INDEXED``: its lane's index only);
  - GLOBAL, buffer, FLAT and scratch loads and stores, and the atomics of the first
    three, into and from registers (``VECTOR_ACCESSES`` and ``VECTOR_ATOMICS`` of the
    ``WIDE_MEMORY`` encodings; a FLAT one whose lanes reach LDS or scratch through the
    apertures, wave by wave; an atomic's lanes in wave order, then lane order:
    Memory.atomic; scratch: each wave its row of the batch's ScratchRows);
  - LDS reads, writes and one-address atomics (``LDS_ACCESSES``, ``LDS_ATOMICS``: each
    wave reaches its workgroup's LDS; an atomic's lanes wave after wave) and
    the crossbar's lane exchanges (``LANE_EXCHANGES``: ds_permute, ds_bpermute,
    ds_swizzle, each wave's lanes among its own), and loads from memory into LDS
    (``LOADS_TO_LDS``: each wave's M0 and its workgroup's LDS);
  - MFMAs: a dense one in one kernel call for the group, a sparse or scaled one a call a
    wave;
  - what changes nothing here (``NO_EFFECT``: cache maintenance such as the
    ``buffer_wbl2``/``buffer_inv`` around an atomic, ``s_setprio``, ``s_sleep``, nops):
    once for the group.
* **Uniform**: scalar ALU instructions and scalar loads whose reads and writes are SGPRs,
  EXEC, VCC, SCC and M0 only: once for each run of waves whose inputs are equal; the
  scalar ALU instructions defined by expressions, for every run at once (their batch
  form, ops/salu.py).
* Everything else wave by wave: two-address LDS exchanges, scalar atomics, typed buffer
  accesses, MODE and hardware registers, instructions the emulator does not
  model (docs/launches.md lists them by mnemonic).

tests/test_batch.py runs every sample instruction of the eligible kinds wide and wave by
wave on random states and compares all registers.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Callable

from isa.assembler import GPR_INDEXED
from isa.effects import effects
from isa.registers import RegRange
from isa.special_operands import Src

from emulator.execution.mfma.execute import bound_mfma
from emulator.execution.ops import Content, bind, binder_for
from emulator.execution.ops.atomics import LDS_ATOMICS, VECTOR_ATOMICS
from emulator.execution.ops.control import NO_EFFECT
from emulator.execution.ops.dpp import plain_form
from emulator.execution.ops.lds import LANE_EXCHANGES, LDS_ACCESSES, LOADS_TO_LDS
from emulator.execution.ops.memory import SCALAR_LOADS, VECTOR_ACCESSES
from emulator.execution.ops.salu import batch_form
from emulator.execution.ops.valu_integer import LANE_INDEXED

VALU = ("VOP1", "VOP2", "VOP3", "VOP3P")
SCALAR = ("SOP1", "SOP2", "SOPC", "SOPK", "SOPP")
# What a wide VALU instruction may read and write: vector registers, SGPRs (a scalar
# operand, a lane mask) and the whole of VCC and EXEC (lane masks: one value per wave).
WIDE_READS = ("v", "a", "s", "vcc", "exec")
WIDE_WRITES = ("v", "a", "s", "vcc", "exec")
# Scalar state a uniform instruction may read and write: the batch's array of each.
UNIFORM_STATE = {"exec": "exec", "exec_lo": "exec", "exec_hi": "exec", "vcc": "vcc",
                 "vcc_lo": "vcc", "vcc_hi": "vcc", "scc": "scc", "m0": "m0"}

# The encodings whose register loads and stores run wide: a per-lane address into global
# memory (FLAT too: a group whose lanes reach LDS or scratch through the apertures runs
# wave by wave, ops/memory.py flat_space), or into each lane's scratch (each wave its row of
# the batch's ScratchRows).
WIDE_MEMORY = ("GLOBAL", "MUBUF", "FLAT", "SCRATCH")


@dataclass(frozen=True)
class BatchPlan:
    wide: Callable | None = None      # run(wide_wave) -> next PC (None: fall through)
    needs_uniform_mode: bool = False  # wide only when the group's waves have one MODE
    uniform: tuple | None = None      # ((array, columns) read…, (array, columns) written…)
    together: Callable | None = None  # uniform: run(batch, rows) for many waves at once
    #                                   (a scalar ALU instruction's batch form, ops/salu.py)


PER_WAVE = BatchPlan()


def plan(inst) -> BatchPlan:
    """How a batch runs ``inst``: decided once per distinct instruction (ops.Content, as
    its bound semantics are)."""
    return _plan_of(Content(inst))


@functools.lru_cache(maxsize=1 << 14)
def _plan_of(content: Content) -> BatchPlan:
    return _decide(content.inst)


def _decide(inst) -> BatchPlan:
    if inst.anchor == GPR_INDEXED or getattr(inst.spec, "unmodelled", ""):
        return PER_WAVE   # (an instruction the emulator stops at: wave by wave names it)
    if inst.mfma is not None:
        return BatchPlan(wide=functools.partial(_mfma_wide, bound_mfma(inst.mfma)))
    spec = inst.spec
    if binder_for(spec) in NO_EFFECT:   # (cache maintenance, priorities, sleeps, nops)
        return BatchPlan(wide=bind(inst))
    reads, writes = effects(inst)
    if spec.encoding in VALU + ("VOPC",):
        if inst.suffix == "dpp":   # (src0 through a lane selection within each wave, then
            # the plain instruction: wide when that one is, ops/dpp.py)
            through = _decide(plain_form(inst)[0])
            return PER_WAVE if through.wide is None else \
                BatchPlan(wide=bind(inst), needs_uniform_mode=True)
        if spec.crosses_lanes:   # (a lane access reads or writes one lane of each wave
            # wide, when its scalar operands are SGPRs or constants: ops/valu_compare.py)
            if spec.lane and all(r.file in ("v", "s", "exec") for r in reads) and \
                    all(w.file in ("v", "s") for w in writes):
                return BatchPlan(wide=bind(inst))
            if binder_for(spec) not in LANE_INDEXED:   # (v_mbcnt: its lane's index only)
                return PER_WAVE
        if all(r.file in WIDE_READS for r in reads) and \
                all(w.file in WIDE_WRITES for w in writes):
            return BatchPlan(wide=bind(inst), needs_uniform_mode=True)
        return PER_WAVE
    binder = binder_for(spec)   # (the semantics that run: these sets are of binders)
    if (spec.encoding in WIDE_MEMORY and binder in VECTOR_ACCESSES | VECTOR_ATOMICS
            and "lds" not in inst.mods
            and _operands_in_files(inst, ("v", "a", "s"))) or binder in LDS_ACCESSES \
            or binder in LDS_ATOMICS or binder in LANE_EXCHANGES or (
                binder in LOADS_TO_LDS and _operands_in_files(inst, ("v", "a", "s"))):
        # (a base in TTMPs or a special register, vcc, flat_scratch: one wave at a time)
        return BatchPlan(wide=bind(inst))
    if (spec.encoding in SCALAR or binder in SCALAR_LOADS) and \
            not spec.wave_state:
        read_state = [_state(r) for r in reads]
        write_state = [_state(w) for w in writes]
        if None not in read_state + write_state:
            return BatchPlan(uniform=(tuple(read_state), tuple(write_state)),
                             together=batch_form(inst))
    return PER_WAVE


def _mfma_wide(run, wide):
    """An MFMA for a group of consecutive waves: a dense one in one kernel call, a sparse or
    scaled one a call a wave (mfma/execute.py); a group of every n-th wave: wave by wave,
    nothing written."""
    if wide.step != 1:
        raise NotImplementedError("an MFMA for waves apart")
    return run.batch(wide.batch, wide.first, wide.end)


def _operands_in_files(inst, files) -> bool:
    """Whether every register the line names (not what it reads implicitly: EXEC) lies in
    ``files``."""
    for operand in inst.operands:
        reg = operand.reg if isinstance(operand, Src) else operand
        if isinstance(reg, RegRange) and reg.file not in files:
            return False
    return True


def _state(reg):
    """(the batch's array, its columns) holding a scalar register, or None."""
    if reg.file == "s":
        return "s", slice(reg.first, reg.first + reg.count)
    name = UNIFORM_STATE.get(reg.file)
    return None if name is None else (name, slice(None))
