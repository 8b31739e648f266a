"""CBSZ / ABID / BLGP: which values are legal and what they do (spec/LAYOUTS.md, "Modifiers").

* CBSZ/ABID (instructions with ``cbsz_max > 0``): block ``b`` reads the A values of block
  ``(b // 2^CBSZ) · 2^CBSZ + ABID``; legal ``0 ≤ CBSZ ≤ cbsz_max``, ``0 ≤ ABID < 2^CBSZ``.
* BLGP as lanes: lane ``L`` reads the B value of lane ``src(L)``:
  0: L · 1: L % 32 · 2: 32 + L % 32 · 3: (L + 16) % 64 · 4..7: 16·(BLGP − 4) + L % 16.
* BLGP on f64: a negate mask, bit 0 A, bit 1 B, bit 2 C; layouts unchanged.
* SMFMAC: CBSZ/ABID do not broadcast; with CBSZ = 0, ABID selects the compression-index set
  of the idx VGPR (4 sets for 16-bit A, 2 for 8-bit), with CBSZ ≠ 0 set 0 is used. CBSZ is a
  3-bit field (0..7) and ABID must name an existing set. BLGP must be 0.
* Every other instruction must have BLGP = 0. AMD's calculator rejects BLGP ≠ 0 on the
  1-block K-doubled forms; the LLVM assembler accepts the field on some of them. This project
  rejects it (a documented decision: the calculator's behaviour, never a silent guess).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .errors import ModifierError
from .table import BlgpMeaning, MatrixInstruction


@dataclass(frozen=True, slots=True)
class Modifiers:
    cbsz: int = 0
    abid: int = 0
    blgp: int = 0

    @property
    def neg_a(self) -> bool:
        return bool(self.blgp & 1)

    @property
    def neg_b(self) -> bool:
        return bool(self.blgp & 2)

    @property
    def neg_c(self) -> bool:
        return bool(self.blgp & 4)


def _as_int(name: str, value) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise ModifierError(f"{name} must be an integer, not {value!r}", name)
    return int(value)


def check_modifiers(record: MatrixInstruction, cbsz=0, abid=0, blgp=0) -> Modifiers:
    """Validate the three fields for ``record``; raise ModifierError saying what is legal."""
    cbsz, abid, blgp = _as_int("cbsz", cbsz), _as_int("abid", abid), _as_int("blgp", blgp)
    name = record.mnemonic
    if record.sparse:
        if blgp != 0:
            raise ModifierError(f"{name}: BLGP must be 0 on SMFMAC instructions (got {blgp})",
                                "blgp")
        if not 0 <= cbsz <= 7:
            raise ModifierError(f"{name}: CBSZ must be 0..7 (0: ABID selects the index set; "
                                f"other values use set 0); got {cbsz}", "cbsz")
        if not 0 <= abid < record.index_sets:
            raise ModifierError(f"{name}: ABID selects one of {record.index_sets} index sets "
                                f"(0..{record.index_sets - 1}); got {abid}", "abid")
    elif record.cbsz_max == 0:
        if cbsz or abid:
            raise ModifierError(
                f"{name}: CBSZ and ABID must be 0 ({record.blocks} block"
                f"{'s' if record.blocks > 1 else ''}, no A broadcast); got cbsz={cbsz} abid={abid}",
                "cbsz" if cbsz else "abid")
    else:
        if not 0 <= cbsz <= record.cbsz_max:
            raise ModifierError(f"{name}: CBSZ must be 0..{record.cbsz_max} "
                                f"(log2 of {record.blocks} blocks); got {cbsz}", "cbsz")
        if not 0 <= abid < (1 << cbsz):
            raise ModifierError(f"{name}: ABID must be 0..{(1 << cbsz) - 1} with CBSZ={cbsz} "
                                f"(ABID < 2^CBSZ); got {abid}", "abid")
    if record.blgp is BlgpMeaning.NONE:
        if blgp != 0:
            raise ModifierError(f"{name}: BLGP must be 0 (this instruction has no B lane "
                                f"pattern, as in AMD's calculator); got {blgp}", "blgp")
    elif not 0 <= blgp <= 7:
        what = "negate mask" if record.blgp is BlgpMeaning.NEG else "lane pattern"
        raise ModifierError(f"{name}: BLGP ({what}) must be 0..7; got {blgp}", "blgp")
    return Modifiers(cbsz, abid, blgp)


def index_set(record: MatrixInstruction, cbsz: int, abid: int) -> int:
    """The SMFMAC index set the instruction reads (spec/LAYOUTS.md)."""
    return abid if cbsz == 0 else 0


def a_source_block(block, cbsz: int, abid: int):
    """The block whose A values block ``block`` reads under CBSZ/ABID (works on arrays)."""
    return (block >> cbsz << cbsz) + abid


def blgp_source_lane(lane, blgp: int):
    """The lane whose B value lane ``lane`` reads under BLGP pattern ``blgp`` (arrays too)."""
    if blgp == 0:
        return lane
    if blgp == 1:
        return lane % 32
    if blgp == 2:
        return 32 + lane % 32
    if blgp == 3:
        return (lane + 16) % 64
    return 16 * (blgp - 4) + lane % 16
