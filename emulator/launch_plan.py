"""A launch, decided (``LaunchPlan``): what running any of its workgroups needs — the
kernel and the text its program is assembled from again (a worker process does; one forked
from the launching process finds it assembled: kernel_metadata.assembled_program), the
kernarg segment's address, the grid — and what the launch asks of the run: the waves run
together, each wave's accountant counts (``cycles``), its executed stream and accesses for
the device model (``record``), its executed PCs for a profile (``stream``), the PCs a
timing-only launch retires uncomputed (``skipped``). The same plan runs the workgroups in
this process and in every worker of a pool (emulator/launch.py); each wave it summarises
comes back as a ``WaveRecord``."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from isa.program import Program
from isa.target import Target

from emulator.execution.options import ExecutionOptions
from emulator.kernel_metadata import assembled_program
from emulator.timing.wave_streams import WaveStream


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


@dataclass
class WaveRecord:
    """One wave of a launch as its workgroups' run records it (what the plan asks for):
    its workgroup and index in it, the accountant's counts of its executed stream
    (``counts``, with ``cycles``; its time alone on a CU is added to them after the run),
    its ``WaveStream`` for the device model (``recorded``, with ``record``) and the PCs it
    retired (``stream``, for a profile without the model)."""

    workgroup: tuple[int, int, int]
    wave: int
    counts: dict = field(default_factory=dict)
    recorded: WaveStream | None = None
    stream: np.ndarray | None = None

    @property
    def order(self) -> tuple:
        """Its place in launch order (workgroups x fastest, then waves)."""
        return self.workgroup[::-1], self.wave

    def summary(self) -> dict:
        """What ``LaunchResult.wave_cycles`` shows of it: its counts, workgroup and wave."""
        return dict(self.counts, workgroup=self.workgroup, wave=self.wave)
