"""gfx942's devices."""

from __future__ import annotations

from ..devices import Device

# CU counts and peak clocks from AMD's product pages.
DEVICES: tuple[Device, ...] = (
    Device("mi300x", "AMD Instinct MI300X", 304, 2100.0, xcds=8),
    Device("mi300a", "AMD Instinct MI300A", 228, 2100.0, xcds=6),
    Device("mi325x", "AMD Instinct MI325X", 304, 2100.0, xcds=8),
)
DEFAULT_DEVICE = "mi300x"
