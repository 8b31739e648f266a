"""A launch, decided (``LaunchPlan``): what running any of its workgroups needs — the
kernel and the text its program is assembled from again (a worker process does; one forked
from the launching process finds it assembled: kernel_metadata.assembled_program), the
kernarg segment's address, the grid — and what the launch asks of the run: the waves run
together, each wave's accountant counts (``cycles``), its executed stream and accesses for
the device model (``record``), its executed PCs for a profile (``stream``), the PCs a
timing-only launch retires uncomputed (``skipped``). The same plan runs the workgroups in
this process and in every worker of a pool (emulator/launch.py)."""

from __future__ import annotations

from dataclasses import dataclass

from isa.program import Program
from isa.target import Target

from emulator.execution.options import ExecutionOptions
from emulator.kernel_metadata import assembled_program


@dataclass(frozen=True)
class LaunchPlan:
    text: str | bytes          # the kernel file (assembly text, or a code object's bytes)
    filename: str
    target: Target
    kernel: str
    kernarg: int               # the kernarg segment's address in the launch's memory
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    max_steps: int             # per wave
    batch: int                 # waves run together (1: one at a time, the same bytes)
    options: ExecutionOptions
    cycles: bool = False       # each wave's accountant counts
    record: bool = False       # each wave's stream and accesses, for the device model
    stream: bool = False       # each wave's executed PCs (a profile without the model)
    skipped: frozenset = frozenset()   # PCs retired uncomputed (a timing-only launch)

    @property
    def program(self) -> Program:
        return assembled_program(self.text, self.filename, self.target)

    @property
    def summarised(self) -> bool:
        """Whether each wave gets a summary (its counts, its stream)."""
        return self.cycles or self.record or self.stream
