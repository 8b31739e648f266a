"""Running a program on a Wavefront: fetch the instruction at PC, run its bound semantics,
advance or branch, until ``s_endpgm``.

PC counts instructions (index into ``Program.instructions``), not bytes. ``on_retire`` hooks
get (wave, instruction, reads, writes) after each instruction. ``strict`` refuses to read a
register that was never written (by the program, ``Wavefront.write``/``write_matrix`` or a
``; wfemu:`` input); EXEC, VCC, M0 and SCC always count as written.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


from isa import IsaError
from isa.assembler import Instruction, Program
from isa.errors import ArgumentError, require_count
from isa.footprint import gc_paused
from isa.effects import effects

from .ops import END, bind
from .ops.memory import BARRIER


class RunError(IsaError):
    """A run-time error; ``pc`` and ``instruction`` say where, the state is kept as it was."""

    def __init__(self, message: str, pc: int, instruction: Instruction | None = None):
        self.pc = pc
        self.instruction = instruction
        where = f"pc {pc}"
        if instruction is not None and instruction.loc is not None:
            loc = instruction.loc
            where = f"{loc.filename}:{loc.line}: pc {pc} ({loc.text.strip()})"
        super().__init__(f"{where}: {message}")


@dataclass
class RunResult:
    steps: int          # instructions retired
    ended: bool         # reached s_endpgm
    pc: int
    barrier: bool = False   # stopped after an s_barrier (a wave of a workgroup)


def step_one(wave, program: Program, hooks=(), strict: bool = False, binder=bind) -> int:
    """Execute the instruction at ``wave.pc``; returns (and stores) the next PC."""
    _step(wave, program, hooks, strict, binder)
    return wave.pc


def _step(wave, program: Program, hooks, strict: bool, binder) -> bool:
    """One instruction, with ``binder(inst)`` as its semantics; True if it was an
    ``s_barrier`` that holds the wave (a wave of a workgroup)."""
    insts = program.instructions
    pc = wave.pc
    if not 0 <= pc < len(insts):
        raise RunError("execution ran past the end of the program (no s_endpgm)"
                       if pc == len(insts) else f"branch to {pc} outside the program", pc,
                       insts[-1] if insts else None)
    inst = insts[pc]
    if strict:
        _check_initialised(wave, inst, pc)
    try:
        with np.errstate(all="ignore"):
            nxt = binder(inst)(wave)
    except (IsaError, NotImplementedError) as exc:
        raise RunError(str(exc), pc, inst) from None
    barrier = nxt == BARRIER
    if barrier:
        nxt = None
    if strict or hooks:
        reads, writes = effects(inst)
        if strict:
            for reg in writes:
                wave.mark_written(reg)
        for hook in hooks:
            hook(wave, inst, reads, writes)
    wave.pc = pc + 1 if nxt is None else nxt
    return barrier


def run(wave, program: Program, *, max_steps: int = 1_000_000, on_retire=(),
        strict: bool = False, trace=None, timing_only=None) -> RunResult:
    """Execute from ``wave.pc`` until ``s_endpgm``; RunError past ``max_steps``.

    ``trace(inst)`` is a cheap per-instruction callback (the cycle accountant's);
    ``timing_only`` replaces the instructions' semantics by ``timing_only(inst)`` binders.
    """
    check_program(program)
    max_steps = require_count(max_steps, "max_steps", 1)
    # IEEE overflow and invalid operations are results here, not warnings: numpy's warning
    # state is set once for the run, not per instruction (it costs as much as an add).
    with gc_paused(), np.errstate(all="ignore"):
        return _run(wave, program, max_steps, on_retire, strict, trace, timing_only)


def _run(wave, program, max_steps, on_retire, strict, trace, timing_only) -> RunResult:
    hooks = (on_retire,) if callable(on_retire) else tuple(on_retire)
    steps = 0
    if not hooks and not strict:  # the fast loop
        insts = program.instructions
        count = len(insts)
        runs = [(timing_only or bind)(inst) for inst in insts]
        pc = wave.pc
        try:
            while 0 <= pc < count:
                if steps >= max_steps:
                    raise RunError(f"no s_endpgm within {max_steps} steps", pc, insts[pc])
                nxt = runs[pc](wave)
                if trace is not None:
                    trace(insts[pc])
                steps += 1
                if nxt == BARRIER:
                    wave.pc = pc + 1
                    return RunResult(steps, False, pc + 1, barrier=True)
                pc = pc + 1 if nxt is None else nxt
        except (IsaError, NotImplementedError) as exc:
            wave.pc = pc
            if isinstance(exc, RunError):
                raise
            raise RunError(str(exc), pc, insts[pc]) from None
        wave.pc = pc
        if pc != END:
            step_one(wave, program)  # raises the out-of-program error with its location
        return RunResult(steps, True, END)
    # Bound once per instruction, as in the fast loop (a timing binder keeps trip counts).
    runs = [(timing_only or bind)(inst) for inst in program.instructions]

    def binder(inst):
        return runs[inst.index]
    while wave.pc != END:
        if steps >= max_steps:
            raise RunError(f"no s_endpgm within {max_steps} steps", wave.pc,
                           program.instructions[wave.pc])
        inst = program.instructions[wave.pc] if 0 <= wave.pc < len(program) else None
        barrier = _step(wave, program, hooks, strict, binder)
        if trace is not None and inst is not None:
            trace(inst)
        steps += 1
        if barrier:
            return RunResult(steps, False, wave.pc, barrier=True)
    return RunResult(steps, True, END)


def check_program(program) -> Program:
    """``program`` if it is an assembled :class:`isa.Program`, else an ArgumentError."""
    if not isinstance(program, Program):
        raise ArgumentError(f"program must be an isa.Program (isa.assemble(text)), not "
                            f"{type(program).__name__}")
    return program


def _check_initialised(wave, inst, pc):
    reads, _ = effects(inst)
    for reg in reads:
        if not wave.is_written(reg):
            raise RunError(f"reads {reg}, which was never written (strict mode)", pc, inst)
