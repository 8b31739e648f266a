"""Running a program on a Wavefront: fetch the instruction at PC, run its bound semantics,
advance or branch, until ``s_endpgm``.

PC counts instructions (index into ``Program.instructions``), not bytes. ``run`` is the
front door of one wave's run: the batch loop (batch.py) over a batch of one — the wave
itself — with its fast inner step, over the run's ``Engine`` (engine.py), whose rules —
binding, block dispatch, listeners, limits, barriers, errors — every run shares. One event
stream: listeners ``(wave, instruction)`` called as each instruction retires.
``strict`` refuses to read a register that was never written (by the program,
``Wavefront.write``/``write_matrix`` or a ``; wfemu:`` input); EXEC, VCC, M0 and SCC always
count as written.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from isa.program import Program
from isa.errors import ArgumentError, require_count

from isa.one_line import one_line

from emulator import fidelity as _fidelity
from emulator.execution.batch import run_alone
from emulator.execution.engine import END, WAITING, RunError  # noqa: F401 (RunError: re-exported)
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
    loop = run_alone(wave, program, max_steps=max_steps, listeners=listeners, strict=strict,
                     binder=timing_only, tally=tally, options=options)
    pc = int(loop.pcs[0])
    result = RunResult(int(loop.steps[0]), pc == END, pc, barrier=bool(loop.state[0] == WAITING),
                       stopped=loop.stopped)
    if tally:
        result.fidelity = _fidelity.report(program, tally)
    return result


def check_program(program) -> Program:
    """``program`` if it is an assembled :class:`isa.Program`, else an ArgumentError."""
    if not isinstance(program, Program):
        raise ArgumentError(f"program must be an isa.Program (isa.assemble(text)), not "
                            f"{type(program).__name__}")
    return program

