"""DPP (data-parallel primitives, the ``_dpp`` encoding of VOP1/VOP2): src0 of each lane is
read from another lane (CDNA3 ISA 13.3.9), then the instruction runs as usual. With a
64-bit operand ("DP ALU" DPP) only ``row_newbcast`` is allowed, and a 64-bit src0 moves as
a pair.

Lane selections, for lane i (rows of 16 lanes, banks of 4 lanes in a row):
``quad_perm:[a,b,c,d]`` lane 4·(i/4) + perm[i mod 4]; ``row_shl:n`` / ``row_shr:n`` i ± n
within the row; ``row_ror:n`` the row rotated by n (lane i reads i − n mod 16);
``wave_shl/shr:1`` i ± 1 across the wave, ``wave_rol/ror:1`` the same wrapped;
``row_mirror`` / ``row_half_mirror`` the row (half row) reversed; ``row_bcast:15`` rows 1-3
read lane 15 of the row before, ``row_bcast:31`` rows 2-3 read lane 31; ``row_newbcast:n``
every lane reads lane n of its row (CDNA3 ISA, the DPP_CTRL table). A source lane out of
range or disabled by EXEC is invalid: with ``bound_ctrl`` it reads 0, otherwise the lane is
not written. ``row_mask`` / ``bank_mask`` choose the rows and banks that are written.

The instruction runs with its src0 read from a spare VGPR holding the permuted values, under
an EXEC narrowed to the lanes written; the spare register and EXEC are put back afterwards,
so the state is as if src0 alone had been read through the lane selection. What runs there
is the plain instruction's whole bound semantics (MODE's denormal controls included), and
the same closure runs one wave or a batch's waves at once (``WideWave``: each wave's lanes
select within that wave).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

import numpy as np

from isa.program import DPP_CONTROLS, DPP_MODIFIERS
from isa.special_operands import Src
from isa.registers import RegRange

from .access import lanes_to_mask

LANE = np.arange(64)
ROW, IN_ROW = LANE // 16, LANE % 16


def source_lanes(control: str, value):
    """(lane each lane reads, whether that lane exists) for one DPP selection."""
    if control == "quad_perm":
        return (LANE & ~3) | np.array(value)[LANE & 3], np.ones(64, bool)
    if control in ("row_shl", "row_shr"):
        moved = IN_ROW + (value if control == "row_shl" else -value)
        return ROW * 16 + np.clip(moved, 0, 15), (moved >= 0) & (moved < 16)
    if control == "row_ror":
        return ROW * 16 + (IN_ROW - value) % 16, np.ones(64, bool)
    if control in ("wave_shl", "wave_shr"):
        moved = LANE + (1 if control == "wave_shl" else -1)
        return np.clip(moved, 0, 63), (moved >= 0) & (moved < 64)
    if control in ("wave_rol", "wave_ror"):
        return (LANE + (1 if control == "wave_rol" else -1)) % 64, np.ones(64, bool)
    if control == "row_mirror":
        return ROW * 16 + 15 - IN_ROW, np.ones(64, bool)
    if control == "row_half_mirror":
        return (LANE & ~7) + 7 - (LANE & 7), np.ones(64, bool)
    if control == "row_bcast":
        if value == 15:
            return np.maximum(ROW * 16 - 1, 0), ROW >= 1
        return np.full(64, 31), ROW >= 2
    if control == "row_newbcast":   # (DPP_ROW_NEWBCAST, 0x150 + n: lane n of each row)
        return ROW * 16 + value, np.ones(64, bool)
    raise ValueError(control)


def _through(inst, spare: int, count: int = 1):
    """``inst`` as a plain (non-DPP) instruction whose src0 is the VGPRs from ``spare``."""
    operands, done = list(inst.operands), False
    for position, operand in enumerate(operands):
        if isinstance(operand, Src) and not done:
            operands[position] = Src(RegRange("v", spare, count), neg=operand.neg,
                                     abs=operand.abs)
            done = True
    plain = copy.copy(inst)
    plain.operands, plain.suffix = tuple(operands), ""
    plain.mods = {k: v for k, v in inst.mods.items() if k not in DPP_MODIFIERS}
    return plain


def named_vgprs(inst) -> set[int]:
    """The VGPRs an instruction's operands name (what a spare register must not be)."""
    return {r.first + i for o in inst.operands
            for r in [o.reg if isinstance(o, Src) else o] if getattr(r, "file", None) == "v"
            for i in range(r.count)}


def plain_form(inst):
    """(the instruction a _dpp one runs — itself without DPP, its src0 the spare VGPRs —,
    the spare VGPRs' first, their count): spare VGPRs the instruction does not name (an
    aligned pair for a 64-bit src0)."""
    src = next(o for o in inst.operands if isinstance(o, Src)).reg
    named = named_vgprs(inst)
    count = src.count
    spare = next(v for v in range(0, 256, count)
                 if not named & set(range(v, v + count)))
    return _through(inst, spare, count), spare, count


@dataclass(frozen=True)
class Selection:
    """What a DPP line's modifiers select (the one reading of them the interpreter and the
    compiled blocks share): each lane's source lane and whether it exists, the lanes
    ``row_mask`` and ``bank_mask`` let be written (a 64-bit mask) and ``bound_ctrl``."""

    lanes: np.ndarray        # (64,) the lane each lane reads
    exists: int              # 64-bit mask: the source lane lies in range
    written: int             # 64-bit mask: the row and bank masks let the lane be written
    zero_fill: bool          # bound_ctrl: an invalid source lane reads 0 (else no write)

    @property
    def exists_lanes(self) -> np.ndarray:
        return _lanes(self.exists)

    @property
    def written_lanes(self) -> np.ndarray:
        return _lanes(self.written)


_SHIFTS = LANE.astype(np.uint64)


def _lanes(mask: int) -> np.ndarray:
    return ((np.uint64(mask) >> _SHIFTS) & np.uint64(1)).astype(bool)


def _mask(lanes: np.ndarray) -> int:
    return int(np.bitwise_or.reduce(lanes.astype(np.uint64) << _SHIFTS))


def dpp_selection(inst) -> Selection:
    """The lane selection of a _dpp instruction's modifiers."""
    mods = inst.mods
    control = next(k for k in DPP_CONTROLS if k in mods)
    lanes, exists = source_lanes(control, mods[control])
    row_mask, bank_mask = int(mods["row_mask"], 16), int(mods["bank_mask"], 16)
    written = ((row_mask >> ROW) & 1).astype(bool) & ((bank_mask >> (IN_ROW // 4)) & 1) \
        .astype(bool)
    return Selection(lanes, _mask(exists), _mask(written), "bound_ctrl" in mods)


def dpp(inst, plain):
    """``run(wave)`` of a _dpp instruction (``plain``: unused, the semantics of the line as
    if it had no DPP): the plain instruction's bound semantics on a spare VGPR that holds
    the permuted src0 for the time it runs."""
    from . import bind   # (the plain instruction's whole chain: ops/__init__.py)
    selection = dpp_selection(inst)
    lanes, exists = selection.lanes, selection.exists_lanes
    written, zero_fill = selection.written_lanes, selection.zero_fill
    src = next(o for o in inst.operands if isinstance(o, Src)).reg
    plain_inst, spare, count = plain_form(inst)
    rows = slice(spare, spare + count)
    through = bind(plain_inst)

    def run(wave):
        active = wave.exec_mask()   # (64,) lanes, or a batch's (waves, 64)
        if active is None:
            active = np.ones(getattr(wave, "lane_shape", 64), bool)
        source = getattr(wave, src.file)[src.first:src.first + count]
        valid = exists & active[..., lanes]
        permuted = np.where(valid, source[..., lanes], np.uint32(0)).astype(np.uint32)
        writes = active & written & (valid | zero_fill)
        saved_exec, saved = wave.exec, wave.v[rows].copy()
        if isinstance(saved_exec, np.ndarray):   # (a batch's EXEC: a view of its words)
            saved_exec = saved_exec.copy()
        wave.v[rows] = permuted
        wave.exec = lanes_to_mask(writes)
        try:
            return through(wave)
        finally:
            wave.exec = saved_exec
            wave.v[rows] = saved
    return run
