"""Running a program on a Wavefront: fetch the instruction at PC, run its bound semantics,
advance or branch, until ``s_endpgm``.

PC counts instructions (index into ``Program.instructions``), not bytes. One loop (``run``)
and one event stream: listeners ``(wave, instruction)`` called as each instruction retires.
``strict`` refuses to read a register that was never written (by the program,
``Wavefront.write``/``write_matrix`` or a ``; wfemu:`` input); EXEC, VCC, M0 and SCC always
count as written.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np


from isa import IsaError
from isa.program import Instruction, Program
from isa.errors import ArgumentError, require_count
from isa.footprint import gc_paused
from isa.effects import effects

from emulator import fidelity as _fidelity
from emulator.execution.blocks.hot import hot_blocks
from emulator.execution.ops import END, bind
from emulator.execution.ops.memory import BARRIER
from emulator.execution.observers import check_listeners, reads_only_instructions
from emulator.execution.options import resolve


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
    stopped: bool = False   # a listener stopped the run
    # what ran that is not bit-exact by construction (emulator/fidelity.py)
    fidelity: _fidelity.Fidelity = field(default=_fidelity.EXACT)


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

    The one run loop. Its event stream: after each instruction retires (``wave.pc`` already
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
        result = _run(wave, program, max_steps, listeners, strict, timing_only or bind, tally,
                      options)
    if tally:
        result.fidelity = _fidelity.report(program, tally)
    return result


def _run(wave, program, max_steps, listeners, strict, binder, tally, options) -> RunResult:
    insts = program.instructions
    inexact = _fidelity.inexact_flags(program)
    count = len(insts)
    runs = []
    for inst in insts:   # (bound once: cached on each instruction by bind)
        run = bound(inst, binder)
        # (the fidelity report counts only the inexact instructions: theirs count as they
        # run, so the loop itself checks nothing per instruction)
        runs.append(_counted(run, inst.index, tally) if inexact[inst.index] else run)
    steps = 0
    pc = wave.pc
    only = listeners[0] if len(listeners) == 1 and not strict else None
    listening = bool(listeners) or strict
    blocks = _blocks(program, listeners, strict, binder, options)
    ready, heads = (blocks.ready, blocks.heads) if blocks is not None else (None, None)
    interpret = False   # (after a block stopped before a load: that load, interpreted)
    try:
        while 0 <= pc < count:
            if ready is None:
                pass
            elif interpret:   # (this one instruction interpreted, then blocks again)
                interpret = False
            else:   # (a hot block: blocks/hot.py)
                block = ready[pc]
                if block is not None and steps + block.length <= max_steps \
                        and block.applies(wave):
                    new_pc, ran = block.run(wave)
                    steps += ran   # (a block holds no inexact instruction: templates.py)
                    pc = new_pc
                    interpret = ran < block.length
                    if listeners:   # (instruction-only: they hear the block after it)
                        wave.pc = new_pc
                        stop = [_listen(wave, inst, listeners, False)
                                for inst in block.instructions[:ran]]
                        if any(stop):
                            return RunResult(steps, new_pc == END, new_pc, stopped=True)
                    continue
                if heads[pc]:
                    blocks.visit(pc)
            if steps >= max_steps:
                raise too_many_steps(max_steps, pc, insts[pc])
            if strict:
                _check_initialised(wave, insts[pc], pc)
            nxt = runs[pc](wave)
            steps += 1
            if nxt is None:
                new_pc = pc + 1
            elif nxt == BARRIER:
                wave.pc = pc + 1
                _listen(wave, insts[pc], listeners, strict)
                return RunResult(steps, False, pc + 1, barrier=True)
            else:
                new_pc = nxt
            if listening:
                wave.pc = new_pc
                if only is not None:   # (the common case, inlined: once per instruction)
                    if only(wave, insts[pc]):
                        return RunResult(steps, new_pc == END, new_pc, stopped=True)
                elif _listen(wave, insts[pc], listeners, strict):
                    return RunResult(steps, new_pc == END, new_pc, stopped=True)
            pc = new_pc
    except (IsaError, NotImplementedError) as exc:
        wave.pc = pc
        if isinstance(exc, RunError):
            raise
        raise RunError(str(exc), pc, insts[pc]) from None
    wave.pc = pc
    if pc != END:
        raise left_program(pc, insts)
    return RunResult(steps, True, END)


def left_program(pc: int, insts) -> RunError:
    """The error of a wave whose PC left the program (every run loop's)."""
    return RunError("execution ran past the end of the program (no s_endpgm)"
                    if pc == len(insts) else f"branch to {pc} outside the program", pc,
                    insts[-1] if insts else None)


def too_many_steps(max_steps: int, pc: int, inst) -> RunError:
    """The error of a wave still running after ``max_steps`` (every run loop's)."""
    return RunError(f"no s_endpgm within {max_steps} steps", pc, inst)


def _counted(run, pc: int, tally: dict):
    """``run``, counting its executions in ``tally[pc]`` (the fidelity report)."""
    def counted(wave):
        tally[pc] = tally.get(pc, 0) + 1
        return run(wave)
    return counted


def _blocks(program, listeners, strict, binder, options):
    """The program's hot blocks when this run may use them: the instructions' own
    semantics, no strict checks (and ``usable_blocks``' rule)."""
    if strict or binder is not bind:
        return None
    return usable_blocks(program, options, listeners)


def usable_blocks(program, options, listeners=(), waves: bool = False):
    """The program's hot blocks (``waves``: a batch's) when a run may use them: only
    listeners that read nothing but the instruction (every run loop's rule)."""
    if not reads_only_instructions(listeners):
        return None
    return hot_blocks(program, options, waves=waves)


def bound(inst, binder=bind):
    """``binder(inst)``, the instruction's run, or a RunError naming it (every run loop's)."""
    try:
        return binder(inst)
    except (IsaError, NotImplementedError) as exc:
        raise RunError(str(exc), inst.index, inst) from None


def _listen(wave, inst, listeners, strict) -> bool:
    """Strict mode's bookkeeping, then every listener in order: whether one asks to stop."""
    if strict:
        for reg in effects(inst)[1]:
            wave.mark_written(reg)
    stop = False
    for listener in listeners:
        stop = bool(listener(wave, inst)) or stop
    return stop


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
