"""gfx942 (CDNA3: MI300X, MI300A, MI325X) as a Target, from the rows of this folder."""

from __future__ import annotations

from types import MappingProxyType

from ..formats import FORMATS
from ..hazards import HazardTable
from ..target import Target
from .devices import DEVICES
from .hazards import HAZARDS
from .matrix import ACC_MOVES, MATRIX_INSTRUCTIONS, REMOVED
from .ops import ALIASES, OPS, REFUSED

GFX942 = Target(
    name="gfx942", description="AMD CDNA3 (MI300X, MI300A, MI325X)",
    matrix=MATRIX_INSTRUCTIONS, acc_moves=ACC_MOVES, ops=OPS,
    op_aliases=MappingProxyType(dict(ALIASES)), removed=MappingProxyType(dict(REMOVED)),
    # (gfx942 has the FNUZ fp8 formats, not the OCP ones)
    formats=MappingProxyType({n: f for n, f in FORMATS.items() if not n.endswith("_ocp")}),
    hazards=HazardTable(HAZARDS), devices=DEVICES, refused=MappingProxyType(dict(REFUSED)))
