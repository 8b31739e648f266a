"""What the cycle accountant reports: its parameters (``TimingParams``: latencies of the
memory counters, the clock), each wait-state ``Hazard`` it found, the per-instruction
``TimelineEntry`` and the ``CycleReport`` (totals, matrix-pipe use, VALU co-execution,
hazards, stalls; a summary dict, text and a notebook view)."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

from isa.errors import ArgumentError, require_count
from isa.program import WAITCNT_MAX

from isa.memory_model import MemoryModel


PASS = 4
WAITCNT_RULES = ("vmcnt-missing", "lgkmcnt-missing")
# The largest count each counter holds (isa.program.WAITCNT_MAX): one more operation
# waits at issue until the oldest has returned.
COUNTER_MAX = {"vm": WAITCNT_MAX["vmcnt"], "lgkm": WAITCNT_MAX["lgkmcnt"]}

@dataclass(frozen=True)
class TimingParams:
    """Clock and memory latencies (cycles) of the single-wave estimate, which sees no
    addresses: by default MemoryModel's measured MI300X figures — every vector access an L2
    hit (210), LDS 52, the scalar cache 48. (A launch's per-wave figure is the device
    model's, which walks the caches: emulator/launch_timing.py.)"""

    clock_mhz: float = 2100.0
    vmem_latency: int = MemoryModel.l2_latency
    lds_latency: int = MemoryModel.lds_latency
    smem_latency: int = MemoryModel.scalar_latency

    @classmethod
    def of(cls, device, **changes) -> "TimingParams":
        """A device's figures (``isa.devices.Device``: its clock, its memory model's L2,
        LDS and scalar-cache latencies), with ``changes``."""
        memory = device.memory
        return cls(**{"clock_mhz": device.clock_mhz, "vmem_latency": memory.l2_latency,
                      "lds_latency": memory.lds_latency,
                      "smem_latency": memory.scalar_latency, **changes})

    def __post_init__(self) -> None:
        if (isinstance(self.clock_mhz, bool) or not isinstance(self.clock_mhz, (int, float))
                or not math.isfinite(self.clock_mhz) or self.clock_mhz <= 0):
            raise ArgumentError(f"clock_mhz must be a positive number, not {self.clock_mhz!r}")
        for name in ("vmem_latency", "lds_latency", "smem_latency"):
            require_count(getattr(self, name), name, 0)


@dataclass
class Hazard:
    producer: int          # index in the executed stream
    consumer: int
    producer_pc: int
    consumer_pc: int
    producer_text: str
    consumer_text: str
    producer_line: int
    consumer_line: int
    required: int
    provided: int
    rule: str

    @property
    def fixable(self) -> bool:
        """Wait-state shortfalls are (s_nop); a missing s_waitcnt is not."""
        return self.rule not in WAITCNT_RULES

    def __str__(self) -> str:
        if not self.fixable:
            counter = self.rule.split("-")[0]
            return (f"{self.rule}: line {self.consumer_line} (pc {self.consumer_pc}) "
                    f"'{self.consumer_text}' uses the result of line {self.producer_line} "
                    f"(pc {self.producer_pc}) '{self.producer_text}' with no s_waitcnt "
                    f"{counter}({self.required}) between ({self.provided} outstanding)")
        return (f"{self.rule}: line {self.consumer_line} (pc {self.consumer_pc}) "
                f"'{self.consumer_text}' needs {self.required} wait state(s) after line "
                f"{self.producer_line} (pc {self.producer_pc}) '{self.producer_text}', "
                f"has {self.provided}")


@dataclass
class TimelineEntry:
    index: int
    pc: int
    text: str
    issue: int
    start: int
    end: int
    stall: str = ""
    ready: int = 0       # earliest issue in program order (stall = issue − ready)
    kind: str = ""       # its Kind (timing/instruction_timing.py): mfma valu salu vmem lds
    #                      smem wait nop barrier end other
    category: str = ""   # the stall's category, as the device model names it (STALL_CATEGORY)


@dataclass
class CycleReport:
    total_cycles: int
    clock_mhz: float
    instructions: int
    mfma_count: int
    mfma_busy_cycles: int
    coexec_slots_available: int
    coexec_slots_used: int
    flops: int
    hazards: list[Hazard]
    timeline: list[TimelineEntry]
    inserted_wait_states: int = 0
    fixed: bool = False

    @property
    def time_us(self) -> float:
        return self.total_cycles / self.clock_mhz

    @property
    def pipe_busy_fraction(self) -> float:
        return self.mfma_busy_cycles / self.total_cycles if self.total_cycles else 0.0

    @property
    def flops_per_cycle(self) -> float:
        """FLOPs per cycle of the one SIMD the wave runs on (a CU has four)."""
        return self.flops / self.total_cycles if self.total_cycles else 0.0

    @property
    def peak_flops_per_cycle(self) -> float:
        """The mix's peak on one SIMD: its FLOPs if the matrix pipe never idled."""
        return self.flops / self.mfma_busy_cycles if self.mfma_busy_cycles else 0.0

    def __repr__(self) -> str:
        return (f"<CycleReport {self.total_cycles} cycles ({self.time_us:.3f} µs at "
                f"{self.clock_mhz:.0f} MHz), {self.instructions} instructions, "
                f"{self.mfma_count} MFMAs, {len(self.hazards)} hazards>")

    def _repr_html_(self) -> str:
        """The summary, the hazards and the timeline picture (with matplotlib) or its
        first rows, as a notebook shows them."""
        from emulator.timing import pictures
        return pictures.cycle_html(self)

    def plot(self, **options):
        """The timeline as a matplotlib Figure (timing/pictures.py ``cycle_figure``)."""
        from emulator.timing.pictures import cycle_figure
        return cycle_figure(self, **options)

    def summary(self) -> dict:
        return {"total_cycles": self.total_cycles, "time_us": self.time_us,
                "clock_mhz": self.clock_mhz, "instructions": self.instructions,
                "mfma_count": self.mfma_count, "mfma_busy_cycles": self.mfma_busy_cycles,
                "pipe_busy_fraction": self.pipe_busy_fraction,
                "coexec_slots_available": self.coexec_slots_available,
                "coexec_slots_used": self.coexec_slots_used, "flops": self.flops,
                "flops_per_cycle": self.flops_per_cycle,
                "peak_flops_per_cycle": self.peak_flops_per_cycle,
                "hazards": len(self.hazards), "fixed": self.fixed,
                "inserted_wait_states": self.inserted_wait_states}

    def to_json(self, timeline: bool = False) -> dict:
        out = self.summary()
        out["hazard_list"] = [asdict(h) for h in self.hazards]
        if timeline:
            out["timeline"] = [asdict(e) for e in self.timeline]
        return out


