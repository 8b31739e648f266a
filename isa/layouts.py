"""Where each matrix element lives in the register file (spec/LAYOUTS.md).

``layout(name, matrix)`` returns one row per element, ``int64`` columns:

* A: ``[i, k, block, lane, reg, bit_lo, bit_hi]``
* B: ``[k, j, block, lane, reg, bit_lo, bit_hi]``
* C, D: ``[i, j, block, lane, reg, bit_lo, bit_hi]``

Rows run block-major, then first index, then second, so ``rows.reshape(B, R, C, 7)`` gives the
logical matrices. ``reg`` counts 32-bit registers from the operand's first one; a 64-bit value
is ``reg = 2p, bit_lo = 0, bit_hi = 63``, and a 6-bit one that straddles two registers has
``bit_hi`` past 31 (its high bits lie in ``reg + 1``). (lane, reg, bits) is where the
instruction *reads* (A, B, C) or *writes* (D) that element, so CBSZ/ABID move A rows to the
broadcast block's lanes and BLGP moves B rows to the source lane; on CDNA4's f8f6f4 MFMAs
CBSZ/BLGP choose A's and B's formats instead (``isa.modifiers.with_formats``), and an fp8
operand of those is two K/2 layouts, one in each half of its eight registers.

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

from .errors import IsaError
from .modifiers import (a_source_block, blgp_source_lane, check_modifiers, index_set,
                        with_formats)
from .names import lookup_matrix
from .table import BlgpMeaning, CDLayout, MatrixInstruction

MATRICES = ("A", "B", "C", "D", "K")
COLUMNS = {
    "A": ("i", "k", "block", "lane", "reg", "bit_lo", "bit_hi"),
    "B": ("k", "j", "block", "lane", "reg", "bit_lo", "bit_hi"),
    "C": ("i", "j", "block", "lane", "reg", "bit_lo", "bit_hi"),
    "D": ("i", "j", "block", "lane", "reg", "bit_lo", "bit_hi"),
    "K": ("i", "k", "block", "lane", "reg", "bit_lo", "bit_hi"),
}


def matrix_shape(record: MatrixInstruction, matrix: str) -> tuple[int, int, int]:
    """(blocks, rows, cols) of a logical operand matrix (an SMFMAC's A and K: dense K)."""
    matrix = _check_matrix(matrix, record)
    rows, cols = {"A": (record.m, record.k), "K": (record.m, record.k),
                  "B": (record.k, record.n)}.get(matrix, (record.m, record.n))
    return record.blocks, rows, cols


def operand_regs(record: MatrixInstruction, matrix: str) -> int:
    """Number of 32-bit registers the operand spans in each lane."""
    matrix = _check_matrix(matrix, record)
    return {"A": record.a_regs, "B": record.b_regs, "C": record.d_regs,
            "D": record.d_regs, "K": 1}[matrix]


def operand_type(record: MatrixInstruction, matrix: str):
    matrix = _check_matrix(matrix, record)
    return {"A": record.a_type, "B": record.b_type}.get(matrix, record.cd_type)


def field_bits(record: MatrixInstruction, matrix: str) -> int:
    """Width of the register field one layout row names: the element's width, or for an
    SMFMAC the stored pair of A (2 × its width) and the 4-bit index field of K."""
    matrix = _check_matrix(matrix, record)
    if record.sparse and matrix == "A":
        return 2 * record.a_type.bits
    if matrix == "K":
        return 4
    return operand_type(record, matrix).bits


def layout(name: "str | MatrixInstruction", matrix: str, *, cbsz: int = 0, abid: int = 0,
           blgp: int = 0) -> np.ndarray:
    """Rows ``[row, col, block, lane, reg, bit_lo, bit_hi]`` for every element (read-only)."""
    record = name if isinstance(name, MatrixInstruction) else lookup_matrix(name)
    matrix = _check_matrix(matrix)
    matrix = _check_matrix(matrix, record)
    mods = check_modifiers(record, cbsz, abid, blgp)
    if record.format_select:   # (CBSZ and BLGP name the formats; nothing is broadcast)
        return _layout(with_formats(record, mods.cbsz, mods.blgp), matrix, 0, 0, 0)
    if record.sparse:
        return _sparse_layout(record, matrix, index_set(record, mods.cbsz, mods.abid))
    return _layout(record, matrix, mods.cbsz, mods.abid,
                   mods.blgp if record.blgp is BlgpMeaning.LANES else 0)


def _check_matrix(matrix: str, record: MatrixInstruction | None = None) -> str:
    m = str(matrix).upper()
    if m not in MATRICES:
        raise IsaError(f"matrix must be one of A, B, C, D, K (got '{matrix}')")
    if m == "K" and record is not None and not record.sparse:
        raise IsaError(f"{record.mnemonic} has no index operand K (only SMFMACs do)")
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
        if record.format_select and dtype.bits == 8:
            # an f8f6f4 MFMA's fp8 operand: two passes of K/2, each laid out as a K/2
            # instruction's (16 k a lane), the second in the upper four registers (AMD's
            # "Matrix Core Programming on CDNA3 and CDNA4", §5.4: lane l holds k 16·(l // 32)
            # + 0..15 and 32 + 16·(l // 32) + 0..15 of 32x32x64)
            half = record.k // 2
            lane = index + width * ((k % half) // 16)
            slot = (k // half) * 16 + k % 16
        else:
            lane = index + width * (src_block + blocks * (k // epl))
            slot = k % epl
        if matrix == "B":
            lane = blgp_source_lane(lane, blgp)
        reg, lo, hi = _slot_bits(slot, dtype.bits)
    else:
        lane, reg = _cd_place(record.cd_layout, r, c, b)
        if record.cd_type.bits == 64:
            reg, lo, hi = 2 * reg, np.zeros_like(reg), np.full_like(reg, 63)
        else:
            lo, hi = np.zeros_like(reg), np.full_like(reg, 31)
    out = np.stack([r, c, b, lane, reg, lo, hi], axis=1).astype(np.int64)
    out.setflags(write=False)
    return out


@functools.lru_cache(maxsize=None)
def _sparse_layout(record: MatrixInstruction, matrix: str, kset: int) -> np.ndarray:
    """SMFMAC layouts (spec/LAYOUTS.md, "Sparse SMFMAC").

    The stored A values are the dense A layout of a K/2 problem: dense k's group g = k // 4
    keeps its two values in stored slots 2g and 2g + 1 of one lane, which share a VGPR (16-bit
    types: the whole VGPR) or one half of it (8-bit types: bits 0-15 or 16-31). An A row names
    those bits. The idx VGPR holds 2 bits per stored value — the position (0-3) in the group
    it came from — so group g's 4-bit field sits at ``set·W + 4·j`` of the same lane, where
    j is the group's place among the lane's groups and W the width of an index set (8 bits
    for 16-bit types, 16 for 8-bit). B is the dense layout of the full K, D the dense
    accumulator (also SMFMAC's accumulator input, named C or D here).
    """
    if matrix in ("B", "C", "D"):
        return _layout(record, "D" if matrix == "C" else matrix, 0, 0, 0)
    blocks, rows, cols = matrix_shape(record, matrix)
    b, i, k = np.meshgrid(np.arange(blocks), np.arange(rows), np.arange(cols), indexing="ij")
    b, i, k = b.ravel(), i.ravel(), k.ravel()
    epl = record.a_epl                      # stored values per lane (of K/2)
    slot = 2 * (k // 4)                     # first stored slot of k's group
    lane = i + record.m * (b + blocks * (slot // epl))
    within = slot % epl
    if matrix == "A":
        bits = record.a_type.bits
        per_reg = 32 // bits
        reg = within // per_reg
        lo = bits * (within % per_reg)
        hi = lo + 2 * bits - 1
    else:
        set_width = 32 // record.index_sets
        reg = np.zeros_like(k)
        lo = kset * set_width + 4 * (within // 2)
        hi = lo + 3
    out = np.stack([i, k, b, lane, reg, lo, hi], axis=1).astype(np.int64)
    out.setflags(write=False)
    return out


def _slot_bits(slot: np.ndarray, bits: int):
    """(reg, bit_lo, bit_hi) of k-slot ``slot`` for a ``bits``-wide element type."""
    if bits == 64:
        return 2 * slot, np.zeros_like(slot), np.full_like(slot, 63)
    if 32 % bits:   # (6-bit values packed across registers: bits 6e..6e+5 of their
        #             concatenation, some straddling two; CDNA4 ISA guide 7.1.4)
        first = bits * slot
        return first // 32, first % 32, first % 32 + bits - 1
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
