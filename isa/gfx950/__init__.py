"""gfx950 (CDNA4: MI355X, MI350X) as a Target, from the rows of this folder and gfx942's
where the two agree (``GFX950``, built on first use)."""

from __future__ import annotations

from ..lazy import built_on_first_use


def _target():
    from types import MappingProxyType

    from ..formats import FORMATS
    from ..hazards import HazardTable
    from ..target import Target
    from .devices import DEVICES
    from .hazards import HAZARDS
    from .matrix import ACC_MOVES, MATRIX_INSTRUCTIONS, REMOVED
    from .ops import ALIASES, OPS, REFUSED

    formats = {n: f for n, f in FORMATS.items() if n != "xf32" and not n.endswith("_ocp")}
    # (fp6, bf6, fp4 and the e8m0 scale are CDNA4's own: kept)
    formats.update(fp8=FORMATS["fp8_ocp"], bf8=FORMATS["bf8_ocp"])   # (OCP's E4M3FN, E5M2)
    return Target(
        name="gfx950", description="AMD CDNA4 (MI355X, MI350X)", family="CDNA4",
        numerics="modelled from the ISA guide (CDNA3's arithmetic, OCP fp8), not verified "
                 "on hardware",
        timing="CDNA4 ISA guide; LLVM 22's gfx950 hazards; memory from the CDNA4 white "
               "paper, not checked",
        matrix=MATRIX_INSTRUCTIONS, acc_moves=ACC_MOVES, ops=OPS,
        op_aliases=MappingProxyType(dict(ALIASES)), removed=MappingProxyType(dict(REMOVED)),
        formats=MappingProxyType(formats), hazards=HazardTable(HAZARDS), devices=DEVICES,
        refused=MappingProxyType(dict(REFUSED)), lds_bytes=160 * 1024)


__getattr__ = built_on_first_use(__name__, "GFX950", _target)
