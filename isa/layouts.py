"""Where each matrix element lives in the register file (spec/LAYOUTS.md).

``layout(name, matrix)`` returns one row per element, ``int64`` columns:

* A: ``[i, k, block, lane, reg, bit_lo, bit_hi]``
* B: ``[k, j, block, lane, reg, bit_lo, bit_hi]``
* C, D: ``[i, j, block, lane, reg, bit_lo, bit_hi]``

Rows run block-major, then first index, then second, so ``rows.reshape(B, R, C, 7)`` gives the
logical matrices. ``reg`` counts 32-bit registers from the operand's first one; a 64-bit value
is ``reg = 2p, bit_lo = 0, bit_hi = 63``. (lane, reg, bits) is where the instruction *reads*
(A, B, C) or *writes* (D) that element, so CBSZ/ABID move A rows to the broadcast block's lanes
and BLGP moves B rows to the source lane.

Dense A and B: each lane holds ``epl`` consecutive k values (``epl = M·blocks·K/64``); slot
``e = k % epl`` sits at bits ``w·(e mod 32/w)`` of register ``e // (32/w)`` for a w-bit type, and

    lane_A(i, k, b) = i + M · (b + blocks · (k // epl))
    lane_B(k, j, b) = j + N · (b + blocks · (k // epl))

C and D, by accumulator layout (i row, j column, b block):

* 32x32: lane ``(32·⌊i/4⌋) mod 64 + j``, reg ``16·b + 4·⌊i/8⌋ + i mod 4``
* 16x16: lane ``16·⌊i/4⌋ + j``, reg ``4·b + i mod 4``
* 4x4: lane ``4·b + j``, reg ``i``
* 16x16 f64: lane ``16·(i mod 4) + j``, 64-bit pair ``⌊i/4⌋``
* 4x4 f64: lane ``16·i + 4·b + j``, 64-bit pair 0
"""

from __future__ import annotations

import functools

import numpy as np

from .errors import IsaError, NotYetSupportedError
from .modifiers import a_source_block, blgp_source_lane, check_modifiers
from .names import lookup_matrix
from .table import BlgpMeaning, CDLayout, MatrixInstruction

MATRICES = ("A", "B", "C", "D")
COLUMNS = {
    "A": ("i", "k", "block", "lane", "reg", "bit_lo", "bit_hi"),
    "B": ("k", "j", "block", "lane", "reg", "bit_lo", "bit_hi"),
    "C": ("i", "j", "block", "lane", "reg", "bit_lo", "bit_hi"),
    "D": ("i", "j", "block", "lane", "reg", "bit_lo", "bit_hi"),
}


def matrix_shape(record: MatrixInstruction, matrix: str) -> tuple[int, int, int]:
    """(blocks, rows, cols) of a logical operand matrix."""
    matrix = _check_matrix(matrix)
    rows, cols = {"A": (record.m, record.k), "B": (record.k, record.n)}.get(
        matrix, (record.m, record.n))
    return record.blocks, rows, cols


def operand_regs(record: MatrixInstruction, matrix: str) -> int:
    """Number of 32-bit registers the operand spans in each lane."""
    matrix = _check_matrix(matrix)
    return {"A": record.a_regs, "B": record.b_regs, "C": record.d_regs,
            "D": record.d_regs}[matrix]


def operand_type(record: MatrixInstruction, matrix: str):
    matrix = _check_matrix(matrix)
    return {"A": record.a_type, "B": record.b_type}.get(matrix, record.cd_type)


def layout(name: "str | MatrixInstruction", matrix: str, *, cbsz: int = 0, abid: int = 0,
           blgp: int = 0) -> np.ndarray:
    """Rows ``[row, col, block, lane, reg, bit_lo, bit_hi]`` for every element (read-only)."""
    record = name if isinstance(name, MatrixInstruction) else lookup_matrix(name)
    matrix = _check_matrix(matrix)
    mods = check_modifiers(record, cbsz, abid, blgp)
    if record.sparse:
        raise NotYetSupportedError(
            f"{record.mnemonic}: SMFMAC layouts (compressed A and the index operand) are not "
            "implemented yet")
    return _layout(record, matrix, mods.cbsz, mods.abid,
                   mods.blgp if record.blgp is BlgpMeaning.LANES else 0)


def _check_matrix(matrix: str) -> str:
    m = str(matrix).upper()
    if m not in MATRICES:
        raise IsaError(f"matrix must be one of A, B, C, D (got '{matrix}')")
    return m


@functools.lru_cache(maxsize=None)
def _layout(record: MatrixInstruction, matrix: str, cbsz: int, abid: int,
            blgp: int) -> np.ndarray:
    blocks, rows, cols = matrix_shape(record, matrix)
    b, r, c = np.meshgrid(np.arange(blocks), np.arange(rows), np.arange(cols), indexing="ij")
    b, r, c = b.ravel(), r.ravel(), c.ravel()
    if matrix in ("A", "B"):
        dtype = record.a_type if matrix == "A" else record.b_type
        epl = record.a_epl if matrix == "A" else record.b_epl
        k = c if matrix == "A" else r
        width = record.m if matrix == "A" else record.n
        index = r if matrix == "A" else c
        if matrix == "A":
            src_block = a_source_block(b, cbsz, abid)
        else:
            src_block = b
        lane = index + width * (src_block + blocks * (k // epl))
        if matrix == "B":
            lane = blgp_source_lane(lane, blgp)
        reg, lo, hi = _slot_bits(k % epl, dtype.bits)
    else:
        lane, reg = _cd_place(record.cd_layout, r, c, b)
        if record.cd_type.bits == 64:
            reg, lo, hi = 2 * reg, np.zeros_like(reg), np.full_like(reg, 63)
        else:
            lo, hi = np.zeros_like(reg), np.full_like(reg, 31)
    out = np.stack([r, c, b, lane, reg, lo, hi], axis=1).astype(np.int64)
    out.setflags(write=False)
    return out


def _slot_bits(slot: np.ndarray, bits: int):
    """(reg, bit_lo, bit_hi) of k-slot ``slot`` for a ``bits``-wide element type."""
    if bits == 64:
        return 2 * slot, np.zeros_like(slot), np.full_like(slot, 63)
    per_reg = 32 // bits
    lo = bits * (slot % per_reg)
    return slot // per_reg, lo, lo + bits - 1


def _cd_place(kind: CDLayout, i: np.ndarray, j: np.ndarray, b: np.ndarray):
    """(lane, reg-or-pair) of accumulator element (i, j) of block b."""
    if kind is CDLayout.L32x32:
        return (32 * (i // 4)) % 64 + j, 16 * b + 4 * (i // 8) + i % 4
    if kind is CDLayout.L16x16:
        return 16 * (i // 4) + j, 4 * b + i % 4
    if kind is CDLayout.L4x4:
        return 4 * b + j, i
    if kind is CDLayout.L16x16_F64:
        return 16 * (i % 4) + j, i // 4
    return 16 * i + 4 * b + j, np.zeros_like(i)
