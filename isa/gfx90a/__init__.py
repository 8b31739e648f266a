"""gfx90a (CDNA2: MI250X, MI250, MI210) as a Target, from the rows of this folder and
gfx942's where the two agree (``GFX90A``, built on first use)."""

from __future__ import annotations

from ..lazy import built_on_first_use


def _target():
    from types import MappingProxyType

    from ..formats import CDNA4_ONLY, FORMATS
    from ..hazards import HazardTable
    from ..target import Target
    from .devices import DEVICES
    from .hazards import HAZARDS
    from .matrix import ACC_MOVES, MATRIX_INSTRUCTIONS, REMOVED
    from .ops import ALIASES, OPS, REFUSED

    return Target(
        name="gfx90a", description="AMD CDNA2 (MI250X, MI250, MI210)", family="CDNA2",
        numerics="bit-exact: MMA-Sim's hardware-validated CDNA2 model (random draws)",
        timing="CDNA2 ISA guide; LLVM 19's gfx90a hazards; memory from the CDNA2 white "
               "paper, not checked against measurements",
        matrix=MATRIX_INSTRUCTIONS, acc_moves=ACC_MOVES, ops=OPS,
        op_aliases=MappingProxyType(dict(ALIASES)), removed=MappingProxyType(dict(REMOVED)),
        # (no fp8 and no xf32 on CDNA2)
        formats=MappingProxyType({n: f for n, f in FORMATS.items()
                                  if n not in ("fp8", "bf8", "xf32") and n not in CDNA4_ONLY}),
        hazards=HazardTable(HAZARDS), devices=DEVICES, refused=MappingProxyType(dict(REFUSED)))


__getattr__ = built_on_first_use(__name__, "GFX90A", _target)
