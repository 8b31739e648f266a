"""gfx942 (CDNA3: MI300X, MI300A, MI325X) as a Target, from the rows of this folder
(``GFX942``, built on first use: a tool that needs one of the rows does not build the
Target)."""

from __future__ import annotations

from ..lazy import built_on_first_use


def _target():
    from types import MappingProxyType

    from ..formats import CDNA4_ONLY, FORMATS
    from ..hazards import HazardTable
    from ..lds_banks import CDNA3_READ_B128, LdsBanks
    from ..target import Target
    from .devices import DEVICES
    from .hazards import HAZARDS
    from .matrix import ACC_MOVES, MATRIX_INSTRUCTIONS, REMOVED
    from .ops import ALIASES, OPS, REFUSED

    return Target(
        name="gfx942", description="AMD CDNA3 (MI300X, MI300A, MI325X)", family="CDNA3",
        numerics="bit-exact: MMA-Sim's hardware-validated CDNA3 model (golden vectors)",
        timing="CDNA3 ISA guide; LLVM 19's gfx940 hazards; MI300X model checked against "
               "published measurements",
        matrix=MATRIX_INSTRUCTIONS, acc_moves=ACC_MOVES, ops=OPS,
        op_aliases=MappingProxyType(dict(ALIASES)), removed=MappingProxyType(dict(REMOVED)),
        # (gfx942 has the FNUZ fp8 formats, not the OCP ones, nor CDNA4's MX formats)
        formats=MappingProxyType({n: f for n, f in FORMATS.items() if n not in CDNA4_ONLY}),
        hazards=HazardTable(HAZARDS), devices=DEVICES, refused=MappingProxyType(dict(REFUSED)),
        lds_banks=LdsBanks(read_b128=CDNA3_READ_B128))


__getattr__ = built_on_first_use(__name__, "GFX942", _target)
