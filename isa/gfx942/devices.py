"""gfx942's devices."""

from __future__ import annotations

from dataclasses import replace

from ..devices import ComputeUnitLimits, Device
from ..memory_model import MemoryModel

MI300X_MEMORY = MemoryModel()   # (its figures and their sources: isa/memory_model.py)
CDNA3_CU = ComputeUnitLimits()   # (its figures and their sources: isa/devices.py)
# MI325X: MI300X's XCDs and Infinity Cache, HBM3E at 6.0 TB/s peak (the CDNA3 white
# paper) against MI300X's 5.3; no sustained figure is published, so HBM's sustained
# rate is MI300X's measured share of its peak (3,997 of 5,325 GB/s) of 6.0 TB/s: 2,144
# bytes a cycle at 2.1 GHz.
MI325X_MEMORY = replace(MI300X_MEMORY, hbm_bytes_per_cycle=2144.0)

# CU counts and peak clocks from AMD's product pages; MI300A's XCDs, caches and HBM3
# (5.3 TB/s) are MI300X's, six XCDs of them (the CDNA3 white paper). The first is the
# target's default device (isa.Target.default_device).
DEVICES: tuple[Device, ...] = (
    Device("mi300x", "AMD Instinct MI300X", 304, 2100.0, xcds=8, memory=MI300X_MEMORY,
           limits=CDNA3_CU),
    Device("mi300a", "AMD Instinct MI300A", 228, 2100.0, xcds=6, memory=MI300X_MEMORY,
           limits=CDNA3_CU),
    Device("mi325x", "AMD Instinct MI325X", 304, 2100.0, xcds=8, memory=MI325X_MEMORY,
           limits=CDNA3_CU),
)
