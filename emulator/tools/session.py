"""Loading and running a self-checking program file: assemble, apply its ``; wfemu:``
inputs, run to ``s_endpgm``, evaluate its checks."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from isa.program import Program
from isa.assembler import assemble

from emulator.source_files import read_source
from emulator.tools import directives
from emulator.execution.runner import RunResult, run
from emulator.api.wavefront import Wavefront


@dataclass
class Loaded:
    program: Program
    plan: directives.Directives
    wave: Wavefront
    names: dict


@dataclass
class Outcome:
    loaded: Loaded
    result: RunResult
    checks: list[directives.CheckResult]
    mix: Counter = field(default_factory=Counter)

    @property
    def passed(self) -> bool:
        return all(c.passed for c in self.checks)


def load(path: str | Path, text: str | None = None) -> Loaded:
    """Assemble a file and prepare a wavefront with its inputs (errors: AsmError,
    DirectiveError, each listing every problem with its location)."""
    path = Path(path)
    source = read_source(path) if text is None else text
    program = assemble(source, str(path))
    plan = directives.parse(program)
    wave = Wavefront(program.target)
    names = directives.prepare(wave, plan)
    return Loaded(program, plan, wave, names)


def execute(loaded: Loaded, *, max_steps: int = 1_000_000, strict: bool = False,
            listeners=()) -> Outcome:
    """Run the loaded program (``listeners`` as ``runner.run`` takes them) and its checks;
    the outcome counts the instructions retired by mnemonic."""
    mix: Counter = Counter()

    def count(wave, inst):
        mix[inst.mnemonic] += 1

    result = run(loaded.wave, loaded.program, max_steps=max_steps, strict=strict,
                 listeners=(count, *listeners))
    checks = directives.run_checks(loaded.wave, loaded.plan, loaded.names)
    return Outcome(loaded, result, checks, mix)
