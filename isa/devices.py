"""Device profiles: compute units and what one holds, the peak engine clock and the memory
hierarchy of a product (a target holds its devices: gfx942's are in
``isa/gfx942/devices.py``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .memory_model import MemoryModel


@dataclass(frozen=True)
class ComputeUnitLimits:
    """What one compute unit holds, which bounds a kernel's occupancy: its SIMDs, the
    waves each SIMD keeps, the registers a lane has on a SIMD (archVGPRs and accVGPRs
    together) and the granule they are allocated in, the SGPRs of a SIMD and their
    granule, and the LDS of the CU. The defaults are CDNA3's (gfx942: the CDNA3 ISA guide,
    chapter 2; AMD's CDNA3 white paper: 4 SIMDs, 8 waves a SIMD, 512 VGPRs a lane in
    granules of 8, 64 KiB of LDS)."""

    simds: int = 4
    waves_per_simd: int = 8
    vgprs_per_lane: int = 512      # arch + acc VGPRs per lane per SIMD
    vgpr_granule: int = 8
    sgprs_per_simd: int = 800
    sgpr_granule: int = 16
    lds_per_cu: int = 64 * 1024


@dataclass(frozen=True, slots=True)
class Device:
    """A device profile: compute units, the peak engine clock, the time a kernel launch
    costs the host beyond the kernel's own (reported apart from the kernel time: about
    8 µs on MI300X, as the vector-add measurements of Triton's tutorial state), and the
    accelerator complex dies (XCDs) its CUs sit on, each with an L2 of its own (MI300X:
    8 × 38 CUs; AMD's CDNA3 white paper), its memory hierarchy (``MemoryModel``:
    MI300X's unless given) and what each CU holds (``ComputeUnitLimits``: CDNA3's unless
    given)."""

    name: str
    title: str
    cus: int
    clock_mhz: float
    launch_overhead_us: float = 8.0
    xcds: int = 1
    memory: MemoryModel = field(default_factory=MemoryModel)
    limits: ComputeUnitLimits = field(default_factory=ComputeUnitLimits)
