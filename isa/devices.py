"""Device profiles: compute units and the peak engine clock of a product (a target holds
its devices: gfx942's are in ``isa/gfx942/devices.py``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Device:
    """A device profile: compute units and the peak engine clock."""

    name: str
    title: str
    cus: int
    clock_mhz: float
