"""Running a program on a Wavefront: fetch the instruction at PC, run its bound semantics,
advance or branch, until ``s_endpgm``.

PC counts instructions (index into ``Program.instructions``), not bytes. ``run`` schedules one
wave over the run's ``Engine`` (engine.py), whose rules — binding, block dispatch, listeners,
limits, barriers, errors — the batch of a launch (batch.py) shares. One event stream:
listeners ``(wave, instruction)`` called as each instruction retires.
``strict`` refuses to read a register that was never written (by the program,
``Wavefront.write``/``write_matrix`` or a ``; wfemu:`` input); EXEC, VCC, M0 and SCC always
count as written.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np


from isa import IsaError
from isa.program import Program
from isa.errors import ArgumentError, require_count
from isa.footprint import gc_paused
from isa.effects import effects

from isa.one_line import one_line

from emulator import fidelity as _fidelity
from emulator.execution.engine import END, WAITING, Engine, RunError, retired
from emulator.execution.observers import check_listeners
from emulator.execution.options import resolve


@dataclass
class RunResult:
    steps: int          # instructions retired
    ended: bool         # reached s_endpgm
    pc: int
    barrier: bool = False   # stopped after an s_barrier (a wave of a workgroup)
    stopped: bool = False   # a listener stopped the run
    # what ran that is not bit-exact by construction (emulator/fidelity.py)
    fidelity: _fidelity.Fidelity = field(default=_fidelity.EXACT)

    def __repr__(self) -> str:
        how = "reached s_endpgm" if self.ended else "at a barrier" if self.barrier else \
            "stopped by a listener" if self.stopped else "stopped"
        return one_line(f"<RunResult {self.steps} instructions, {how}, pc {self.pc}; "
                        f"{self.fidelity}>")


def step_one(wave, program: Program) -> int:
    """Execute the instruction at ``wave.pc``; returns (and stores) the next PC."""
    run(wave, program, listeners=(_stop_now,))
    return wave.pc


def _stop_now(wave, inst) -> bool:
    return True


def run(wave, program: Program, *, max_steps: int = 1_000_000, listeners=(),
        strict: bool = False, timing_only=None, options=None) -> RunResult:
    """Execute from ``wave.pc`` until ``s_endpgm``, a workgroup ``s_barrier`` or a listener's
    stop; RunError past ``max_steps``.

    Its event stream: after each instruction retires (``wave.pc`` already
    the next one), every ``listener(wave, inst)`` is called in order; one returning a true
    value stops the run there (``RunResult.stopped``). The cycle accountant, the debugger,
    tracing, counting and launches all listen (the registers an instruction read and wrote:
    ``isa.effects.effects(inst)``). A hot block (emulator/execution/blocks) runs a
    straight-line stretch in one compiled call only when every listener is an
    ``InstructionObserver`` (emulator/execution/observers.py): those hear its instructions
    in order after it, the wave as the block left it, and a stop takes effect at the
    block's end. ``options``: an ``ExecutionOptions`` (emulator/execution/options.py; None:
    the process's). ``timing_only`` replaces the instructions' semantics by
    ``timing_only(inst)`` binders.
    """
    check_program(program)
    max_steps = require_count(max_steps, "max_steps", 1)
    listeners = check_listeners(listeners)
    options = resolve(options)
    # IEEE overflow and invalid operations are results here, not warnings: numpy's warning
    # state is set once for the run, not per instruction (it costs as much as an add).
    tally: dict[int, int] = {}   # (pc -> executions, for the inexact instructions only)
    with gc_paused(), np.errstate(all="ignore"):
        result = _run(wave, program, max_steps, listeners, strict, timing_only, tally,
                      options)
    if tally:
        result.fidelity = _fidelity.report(program, tally)
    return result


def _run(wave, program, max_steps, listeners, strict, binder, tally, options) -> RunResult:
    """One wave's schedule over the run's Engine (engine.py: every rule): it runs the
    instruction at its PC, or the compiled block there, until it ends, waits at a barrier,
    a listener stops it, or a rule raises."""
    engine = Engine(program, max_steps=max_steps, options=options, binder=binder,
                    heard=listeners, strict=strict, tally=tally)
    insts, count = engine.instructions, engine.count
    runs = engine.counting()
    steps = 0
    pc = wave.pc
    only = listeners[0] if len(listeners) == 1 and not strict else None
    listening = bool(listeners) or strict
    hear = engine.hear
    blocks = engine.blocks
    # (looked at first: a PC that is neither a compiled block's nor a head costs nothing)
    ready, heads = (blocks.ready, blocks.heads) if blocks is not None else (None, None)
    interpret = False   # (after a block stopped before a load: that load, interpreted)
    try:
        while 0 <= pc < count:
            if ready is None:
                pass
            elif interpret:   # (this one instruction interpreted, then blocks again)
                interpret = False
            elif ready[pc] is not None or heads[pc]:
                ran = _block(engine, wave, pc, steps, listeners)
                if ran is not None:
                    pc, count_ran, interpret, stopped = ran
                    steps += count_ran
                    if stopped:
                        return RunResult(steps, pc == END, pc, stopped=True)
                    continue
            if steps >= max_steps:
                raise engine.exhausted(pc)
            if strict:
                _check_initialised(wave, insts[pc], pc)
            nxt = runs[pc](wave)
            steps += 1
            if nxt is None:   # (the common case, inlined: once per instruction)
                new_pc = pc + 1
            else:
                new_pc, state = retired(pc, nxt)
                if state == WAITING:   # (its workgroup's other waves are the caller's)
                    wave.pc = new_pc
                    hear(wave, insts[pc], listeners)
                    return RunResult(steps, False, new_pc, barrier=True)
            if listening:
                wave.pc = new_pc
                if only is not None:   # (the common case, inlined: once per instruction)
                    if only(wave, insts[pc]):
                        return RunResult(steps, new_pc == END, new_pc, stopped=True)
                elif hear(wave, insts[pc], listeners):
                    return RunResult(steps, new_pc == END, new_pc, stopped=True)
            pc = new_pc
    except (IsaError, NotImplementedError) as exc:
        wave.pc = pc
        raise engine.fault(exc, pc) from None
    wave.pc = pc
    if pc != END:
        raise engine.left(pc)
    return RunResult(steps, True, END)


def _block(engine, wave, pc: int, steps: int, listeners):
    """The compiled block at ``pc`` run on the wave, when there is one that applies: (the
    next PC, the instructions it retired, whether it stopped before a load — the next
    one is then interpreted —, whether a listener stopped the run), else None.
    Instruction listeners hear its instructions after it."""
    block = engine.block_at(pc)
    if block is None or not engine.fits(block, steps) or not block.applies(wave):
        return None
    new_pc, ran = block.run(wave)
    engine.count_block(block, ran)
    stopped = False
    if listeners:
        wave.pc = new_pc
        stopped = bool(engine.hear_block(wave, block, ran, listeners))
    return new_pc, ran, ran < block.length, stopped


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
