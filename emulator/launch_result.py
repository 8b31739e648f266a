"""What a launch returns (``emulator.launch``): the kernel, its grid and block, the
instructions retired, the buffers, and what was asked for besides — each wave's cycles, the
device model's report, what the kernel printed, a profile, the fidelity report, what a
timing-only launch left out. Its ``repr`` is one line; a notebook shows a table."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from isa.one_line import one_line

from emulator import fidelity as _fidelity
from emulator.timing.device_report import DeviceReport
from emulator.timing.profile import Profile
from emulator.timing.skipped_results import TimingOnly


@dataclass
class LaunchResult:
    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    workgroups: int
    instructions: int
    buffers: list[np.ndarray] = field(default_factory=list)
    wave_cycles: list[dict] = field(default_factory=list)   # per wave, with cycles=True
    device: DeviceReport | None = None   # the device model's timing, with device=
    stdout: str = ""    # what the kernel's printf calls wrote (emulator/device_printf.py)
    stderr: str = ""
    profile: Profile | None = None   # with profile=True: cycles by source line
    # what ran that is not bit-exact by construction (emulator/fidelity.py)
    fidelity: _fidelity.Fidelity = _fidelity.EXACT
    timing_only: TimingOnly | None = None   # with compute=False: what was not computed

    def simd_cycles(self, simds: int | None = None) -> list[int]:
        """A bound, not a model: the waves' times alone dealt round-robin to the SIMDs of
        one CU in launch order (``simds``: the timed device's CU's unless given), each SIMD
        running its waves one after another (no overlap, no shared caches). The launch's
        time is ``device.kernel_cycles``."""
        if simds is None:
            if self.device is None:
                raise ValueError("simds: this launch was not timed on a device; say how "
                                 "many SIMDs")
            simds = self.device.simds_per_cu
        totals = [0] * simds
        for number, wave in enumerate(self.wave_cycles):
            totals[number % simds] += wave["total_cycles"]
        return totals

    def __repr__(self) -> str:
        said = [f"{self.workgroups} workgroup(s) of {tuple(self.block)}",
                f"{self.instructions} instructions", f"{len(self.buffers)} buffer(s)"]
        if self.device is not None:
            said.append(f"{self.device.kernel_cycles} cycles on {self.device.device}")
        if self.stdout or self.stderr:
            said.append(f"printed {len((self.stdout + self.stderr).splitlines())} line(s)")
        if not self.fidelity.exact:
            said.append("not all bit-exact")
        return one_line(f"<LaunchResult {self.kernel}: {', '.join(said)}>")

    def _repr_html_(self) -> str:
        """The launch as a table; the device report, the profile and what the kernel printed
        below it, each folded."""
        import html

        from emulator.state.notebook import details, table
        rows = [("kernel", self.kernel), ("grid", tuple(self.grid)),
                ("block", tuple(self.block)), ("workgroups", self.workgroups),
                ("instructions", self.instructions),
                ("buffers", ", ".join(f"{b.dtype}{list(b.shape)}" for b in self.buffers)),
                ("fidelity", str(self.fidelity))]
        if self.timing_only is not None:
            rows.append(("timing only", str(self.timing_only)))
        out = table(["", ""], rows, caption="launch")
        if self.device is not None:
            out += details(repr(self.device), self.device._repr_html_())
        if self.profile is not None:
            out += details("profile", self.profile._repr_html_())
        if self.stdout or self.stderr:
            out += details("printed", f"<pre>{html.escape(self.stdout + self.stderr)}</pre>")
        return out
