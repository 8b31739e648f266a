"""CBSZ / ABID / BLGP: which values are legal and what they do (spec/LAYOUTS.md, "Modifiers").

* CBSZ/ABID (instructions with ``cbsz_max > 0``): block ``b`` reads the A values of block
  ``(b // 2^CBSZ) · 2^CBSZ + ABID``; legal ``0 ≤ CBSZ ≤ cbsz_max``, ``0 ≤ ABID < 2^CBSZ``.
* BLGP as lanes: lane ``L`` reads the B value of lane ``src(L)``:
  0: L · 1: L % 32 · 2: 32 + L % 32 · 3: (L + 16) % 64 · 4..7: 16·(BLGP − 4) + L % 16.
* BLGP on f64: a negate mask, bit 0 A, bit 1 B, bit 2 C; layouts unchanged.
* SMFMAC: CBSZ/ABID do not broadcast; with CBSZ = 0, ABID selects the compression-index set
  of the idx VGPR (4 sets for 16-bit A, 2 for 8-bit), with CBSZ ≠ 0 set 0 is used. CBSZ is a
  3-bit field (0..7) and ABID must name an existing set. BLGP must be 0.
* CDNA4's f8f6f4 MFMAs (``BlgpMeaning.FORMAT``): CBSZ names A's element format and BLGP
  B's — 0 fp8 (E4M3), 1 bf8 (E5M2), 2 fp6 (E2M3), 3 bf6 (E3M2), 4 fp4 (E2M1) — and nothing
  is broadcast (CDNA4 ISA guide 7.1.5, 7.1.6.2, 7.1.6.5); ABID must be 0. llvm-mc encodes 5-7
  too (registers as for fp8): no format, so running one stops the run.
* Every other instruction must have BLGP = 0. AMD's calculator rejects BLGP ≠ 0 on the
  1-block K-doubled forms; the LLVM assembler accepts the field on some of them. This project
  rejects it (a documented decision: the calculator's behaviour, never a silent guess).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace

import numpy as np

from .dtypes import DType
from .errors import ModifierError
from .table import BlgpMeaning, MatrixInstruction

# CBSZ / BLGP of an f8f6f4 MFMA: the element format each value names (CDNA4 ISA guide 7.1.5)
FORMAT_CODES = (DType.FP8, DType.BF8, DType.FP6, DType.BF6, DType.FP4)


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
    if record.format_select:
        if abid:
            raise ModifierError(f"{name}: ABID must be 0 (CBSZ and BLGP name the formats); "
                                f"got {abid}", "abid")
        for field, value in (("cbsz", cbsz), ("blgp", blgp)):
            if not 0 <= value < len(FORMAT_CODES):
                raise ModifierError(
                    f"{name}: {field.upper()} names {'A' if field == 'cbsz' else 'B'}'s "
                    f"format, 0..4 ({' '.join(map(str, FORMAT_CODES))}); got {value}", field)
        return Modifiers(cbsz, 0, blgp)
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


def with_formats(record: MatrixInstruction, cbsz: int, blgp: int) -> MatrixInstruction:
    """An f8f6f4 row with the element formats CBSZ and BLGP name (``FORMAT_CODES``; a code
    with no format reads as fp8, whose registers llvm-mc then asks for), its cycles those of
    the CDNA4 ISA guide's table 28: the row's (either operand 8-bit) or half of them (neither);
    any other row, or one whose formats are chosen already, as it is."""
    if not record.format_select or record.formats_chosen:
        return record
    return _with_formats(record, *(FORMAT_CODES[v] if 0 <= v < len(FORMAT_CODES)
                                   else DType.FP8 for v in (cbsz, blgp)))


@functools.lru_cache(maxsize=None)
def _with_formats(record: MatrixInstruction, a: DType, b: DType) -> MatrixInstruction:
    def has_8_bits(x: DType, y: DType) -> bool:
        return 8 in (x.bits, y.bits)
    # (the row's own types may already be resolved ones: its cycles are then theirs)
    fp8_cycles = record.cycles if has_8_bits(record.a_type, record.b_type) else 2 * record.cycles
    cycles = fp8_cycles if has_8_bits(a, b) else fp8_cycles // 2
    return replace(record, a_type=a, b_type=b, cycles=cycles, formats_chosen=True)


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
