"""Device profiles: compute units, the peak engine clock and the memory hierarchy of a
product (a target holds its devices: gfx942's are in ``isa/gfx942/devices.py``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .memory_model import MemoryModel


@dataclass(frozen=True, slots=True)
class Device:
    """A device profile: compute units, the peak engine clock, the time a kernel launch
    costs the host beyond the kernel's own (reported apart from the kernel time: about
    8 µs on MI300X, as the vector-add measurements of Triton's tutorial state), and the
    accelerator complex dies (XCDs) its CUs sit on, each with an L2 of its own (MI300X:
    8 × 38 CUs; AMD's CDNA3 white paper), and its memory hierarchy (``MemoryModel``:
    MI300X's unless given)."""

    name: str
    title: str
    cus: int
    clock_mhz: float
    launch_overhead_us: float = 8.0
    xcds: int = 1
    memory: MemoryModel = field(default_factory=MemoryModel)
