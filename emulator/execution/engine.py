"""What running a program means, for the one run loop (batch.py's rounds) whatever it
schedules: one wave (``runner.run``, a batch of one: a debugger, ``Wavefront.run``, the
estimate) or the waves of a launch (``batch.run_batch``). The loop makes an ``Engine`` for
the run and takes every rule from it; it only decides which wave runs next.

* **Binding.** Each instruction is bound once (``run_at``; ``counting`` binds them all, so
  that one that cannot be bound stops the run before anything runs, and gives a single
  wave's plain forms their compiled lanes where ready: blocks/compiled_lanes.py); a bind
  error names its line (``bound``). The fidelity tally counts the inexact instructions'
  executions (``counting``, ``count_retired``).
* **Block dispatch.** ``block_at`` says which compiled block (emulator/execution/blocks) may
  run at a PC — only with the instructions' own semantics, no strict checks, listeners that
  read only the instruction (``usable_blocks``) — counting a block head's visits (by the
  number of waves that reach it), and ``fits`` whether its length of steps is left.
  ``hear_block`` is what its listeners hear after it: its instructions in order, as if
  retired one by one.
* **Listeners.** ``hear``: strict mode's bookkeeping, then each listener in order; one
  returning a true value asks to stop.
* **Limits.** A wave may retire ``max_steps`` instructions (``exhausted``).
* **Barriers and the end.** ``retired`` gives what a semantics' return value means for the
  wave: its next PC and whether it runs on, waits at a workgroup barrier or has ended.
* **Errors.** An instruction's IsaError is a ``RunError`` naming its line (and, in a batch,
  the wave: ``fault``); a PC outside the program is ``left_program``.
"""

from __future__ import annotations

import numpy as np

from isa import IsaError
from isa.effects import effects
from isa.program import Instruction

from emulator import fidelity as _fidelity
from emulator.execution.blocks.compiled_lanes import compiled_lanes
from emulator.execution.blocks.hot import hot_blocks
from emulator.execution.observers import reads_only_instructions
from emulator.execution.ops import END, bind
from emulator.execution.ops.memory import BARRIER

RUNNING, WAITING, ENDED = 0, 1, 2   # a wave's state after an instruction retires


class RunError(IsaError):
    """A run-time error; ``pc`` and ``instruction`` say where, the state is kept as it was
    (``wave``: which wave of a batch)."""

    def __init__(self, message: str, pc: int, instruction: Instruction | None = None):
        self.pc = pc
        self.instruction = instruction
        self.message = message   # (without the place: a launch names the source line)
        where = f"pc {pc}"
        if instruction is not None and instruction.loc is not None:
            loc = instruction.loc
            where = f"{loc.filename}:{loc.line}: pc {pc} ({loc.text.strip()})"
        super().__init__(f"{where}: {message}")

    def at_source(self, program) -> str:
        """The error placed at the program's source line (its ``.loc`` line table, the
        line in the file of the code's own function) where it has one: ``scale.hip:4: pc
        5 (global_load_dword v1, v0, s[0:1]): …``; else as it reads."""
        place = program.place(self.pc) if program.source_runs and \
            0 <= self.pc < len(program.instructions) else None
        if place is None or self.instruction is None:
            return str(self)
        place = place.home
        loc = self.instruction.loc
        text = loc.text.strip() if loc is not None else str(self.instruction)
        return f"{place.name}:{place.line}: pc {self.pc} ({text}): {self.message}"


class Engine:
    """The rules of one run of ``program`` (see the module's docstring).

    ``binder``: the semantics (None: the instructions' own; a timing-only run's otherwise,
    and then no compiled block runs). ``options``: the run's ``ExecutionOptions`` (resolved).
    ``heard``: every listener of the run (whether blocks may run). ``waves``: a batch's run
    (its blocks run many waves in one call; a single wave's plain forms may take compiled
    lanes). ``recorded``: a batch whose accesses are logged (their blocks hold none:
    blocks/hot.py). ``compiled``: False, no compiled code at all. ``tally``: a dict that gets, per
    PC of an inexact instruction, how many times it was retired (None: no count)."""

    __slots__ = ("program", "instructions", "count", "max_steps", "strict", "binder",
                 "blocks", "lanes_options", "tally", "inexact", "runtime")

    def __init__(self, program, *, max_steps: int, options, binder=None, heard=(),
                 strict: bool = False, waves: bool = False, tally: dict | None = None,
                 compiled: bool = True, recorded: bool = False) -> None:
        self.program = program
        self.runtime = options.runtime
        self.instructions = insts = program.instructions
        self.count = len(insts)
        self.max_steps = max_steps
        self.strict = strict
        self.binder = binder = binder or bind
        own = binder is bind
        self.blocks = usable_blocks(program, options, heard, waves, recorded) \
            if own and compiled and not strict else None
        # (one wave's plain forms: a batch's waves run theirs in wide steps)
        self.lanes_options = options if own and compiled and not waves else None
        self.tally = tally
        self.inexact = self.runtime.state(program).derive(
            "inexact", lambda: _fidelity.inexact_flags(program)) if tally is not None else None

    # -- binding and counting ----------------------------------------------------------
    def run_at(self, pc: int):
        """The run of the instruction at ``pc`` (bound once per distinct instruction)."""
        return bound(self.instructions[pc], self.binder)

    def counting(self) -> list:
        """Every instruction's run, each inexact one's counting its executions in the tally
        (the fidelity report): a loop that calls them one wave at a time counts nothing
        itself."""
        runs = self._bound()
        lanes = compiled_lanes(self.program, self.lanes_options) \
            if self.lanes_options is not None else None
        if lanes is not None:   # (asked once every instruction is bound)
            runs = lanes.runs(runs)
        if self.tally is None:
            return runs
        return [_counted(run, pc, self.tally) if self.inexact[pc] else run
                for pc, run in enumerate(runs)]

    def _bound(self) -> list:
        """Every instruction's run by PC: with the records' own semantics, one list kept in
        the run's runtime (equal in every run: each instruction's run is bound once, ops.bind),
        so a run of code that is run again does not walk it again; read only."""
        if self.binder is not bind:
            return [bound(inst, self.binder) for inst in self.instructions]
        state = self.runtime.state(self.program)
        runs = state.bound_runs
        if runs is None:
            runs = state.bound_runs = [bound(inst) for inst in self.instructions]
        return runs

    def count_retired(self, pc: int, waves: int) -> None:
        """``waves`` waves retired the instruction at ``pc`` together (a loop that runs one
        instruction for many waves in one call)."""
        if self.tally is not None and self.inexact[pc]:
            self.tally[pc] = self.tally.get(pc, 0) + waves

    def count_block(self, block, ran) -> None:
        """The inexact instructions of a compiled block counted as retired: by each wave
        that ran past them (``ran``: how many of its instructions ran, one wave's, or an
        array of a batch's waves')."""
        if self.tally is None or not block.inexact:
            return
        for offset in block.inexact:
            waves = int(np.count_nonzero(ran > offset))
            if waves:
                pc = block.start + offset
                self.tally[pc] = self.tally.get(pc, 0) + waves

    # -- blocks ----------------------------------------------------------------------
    def block_at(self, pc: int, waves: int = 1):
        """The compiled block at ``pc``, or None; a block head's visit is counted (``waves``
        of a batch reaching it at once: as many visits), and a block compiled by that visit
        (``sync``) is returned at once."""
        blocks = self.blocks
        if blocks is None:
            return None
        block = blocks.ready[pc]
        if block is None and blocks.heads[pc]:
            blocks.visit(pc, waves)
            block = blocks.ready[pc]
        return block

    def fits(self, block, steps: int) -> bool:
        """Whether waves that have retired ``steps`` instructions may run all of ``block``
        within ``max_steps`` (else they go on interpreted, to fail where one would)."""
        return steps + block.length <= self.max_steps

    def hear_block(self, wave, block, ran: int, listeners) -> bool:
        """A block's first ``ran`` instructions, heard by ``listeners`` after it ran (the
        wave as the block left it): whether one asks to stop."""
        stop = False
        for inst in block.instructions[:ran]:
            stop = self.hear(wave, inst, listeners) or stop
        return stop

    # -- listeners, limits, outcomes, errors ---------------------------------------
    def hear(self, wave, inst, listeners) -> bool:
        """Strict mode's bookkeeping, then every listener in order: whether one asks to
        stop."""
        if self.strict:
            for reg in effects(inst)[1]:
                wave.mark_written(reg)
        stop = False
        for listener in listeners:
            stop = bool(listener(wave, inst)) or stop
        return stop

    def exhausted(self, pc: int) -> RunError:
        """The error of a wave still running after ``max_steps`` instructions."""
        return RunError(f"no s_endpgm within {self.max_steps} steps", pc,
                        self.instructions[pc])

    def left(self, pc: int) -> RunError:
        """The error of a wave whose PC left the program."""
        return left_program(pc, self.instructions)

    def fault(self, exc: Exception, pc: int, row: int | None = None) -> RunError:
        """``exc`` (an IsaError or NotImplementedError the instruction at ``pc`` raised) as a
        RunError naming the line, and with ``row`` the wave of a batch."""
        return fault(exc, pc, self.instructions[pc], row)


def fault(exc: Exception, pc: int, inst, row: int | None = None) -> RunError:
    """``exc``, which ``inst`` at ``pc`` raised, as a RunError naming its line (and with
    ``row`` the wave of a batch): ``Engine.fault`` for what holds the instruction, not the
    engine (a batch's planned steps, kept with the program's state)."""
    if not isinstance(exc, RunError):
        exc = RunError(str(exc), pc, inst)
    if row is not None:
        exc.wave = row
    return exc


def retired(pc: int, nxt) -> tuple[int, int]:
    """What a wave's semantics returned for the instruction at ``pc`` means: (its next PC,
    RUNNING | WAITING at a workgroup barrier | ENDED). ``nxt``: None (fall through), a
    branch target, ``BARRIER`` or ``END``."""
    if nxt is None:
        return pc + 1, RUNNING
    if nxt >= 0:
        return nxt, RUNNING
    if nxt == BARRIER:
        return pc + 1, WAITING
    assert nxt == END
    return END, ENDED


def left_program(pc: int, insts) -> RunError:
    """The error of a wave whose PC left the program."""
    return RunError("execution ran past the end of the program (no s_endpgm)"
                    if pc == len(insts) else f"branch to {pc} outside the program", pc,
                    insts[-1] if insts else None)


def bound(inst, binder=bind):
    """``binder(inst)``, the instruction's run, or a RunError naming it."""
    try:
        return binder(inst)
    except (IsaError, NotImplementedError) as exc:
        raise RunError(str(exc), inst.index, inst) from None


def usable_blocks(program, options, listeners=(), waves: bool = False,
                  recorded: bool = False):
    """The program's hot blocks (``waves``: a batch's; ``recorded``: one whose accesses are
    logged) when a run may use them: only listeners that read nothing but the
    instruction."""
    if not reads_only_instructions(listeners):
        return None
    return hot_blocks(program, options, waves=waves, recorded=recorded)


def _counted(run, pc: int, tally: dict):
    """``run``, counting its executions in ``tally[pc]``."""
    def counted(wave):
        tally[pc] = tally.get(pc, 0) + 1
        return run(wave)
    return counted
