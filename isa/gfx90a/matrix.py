"""gfx90a's matrix instructions (CDNA2: MI200): one row per MFMA, from the CDNA2 ISA guide's
VOP3P-MAI table (section 12.10: opcode, shape, blocks, passes; cycles are 4 per pass) with
the opcodes llvm-mc 19 ``-mcpu=gfx90a`` encodes, the names and builtins LLVM gives them, and
the CDNA3 names gfx90a does not know (refused with the CDNA2 spelling where one exists).

CDNA2 differs from CDNA3 beyond names: its f16 and bf16 MFMAs sum products in pairs or
fours with every sum rounded to f32 and denormals flushed (``arithmetic="pairs"``: MMA-Sim's
CDNA2 model), its f32 MFMAs issue as XDL ops (LLVM's ``SIInstrInfo::isXDL``: every MFMA but
the f64 ones before gfx940), f16/bf16/i8 run at half CDNA3's rate, and every shape but f64
takes BLGP as a lane pattern (AMD's Matrix Instruction Calculator, ``-a cdna2``; its f64
MFMAs take none, where CDNA3's negate with those bits: llvm-mc 19 prints them as ``blgp:``)."""

from __future__ import annotations

from ..dtypes import DType
from ..table import BUILTIN_PREFIX, BlgpMeaning, MatrixInstruction
from ..gfx942.matrix import ACC_MOVES, MATRIX_INSTRUCTIONS as _CDNA3

F64, F32, F16, BF16, I32, I8 = DType.F64, DType.F32, DType.F16, DType.BF16, DType.I32, DType.I8
LANES, NONE = BlgpMeaning.LANES, BlgpMeaning.NONE

# mnemonic (after v_mfma_), opcode, M, N, K, blocks, A/B, C/D, passes, cbsz_max
_ROWS = (
    ("f32_32x32x1f32", 0x40, 32, 32, 1, 2, F32, F32, 16, 1),
    ("f32_16x16x1f32", 0x41, 16, 16, 1, 4, F32, F32, 8, 2),
    ("f32_4x4x1f32", 0x42, 4, 4, 1, 16, F32, F32, 2, 4),
    ("f32_32x32x2f32", 0x44, 32, 32, 2, 1, F32, F32, 16, 0),
    ("f32_16x16x4f32", 0x45, 16, 16, 4, 1, F32, F32, 8, 0),
    ("f32_32x32x4f16", 0x48, 32, 32, 4, 2, F16, F32, 16, 1),
    ("f32_16x16x4f16", 0x49, 16, 16, 4, 4, F16, F32, 8, 2),
    ("f32_4x4x4f16", 0x4a, 4, 4, 4, 16, F16, F32, 2, 4),
    ("f32_32x32x8f16", 0x4c, 32, 32, 8, 1, F16, F32, 16, 0),
    ("f32_16x16x16f16", 0x4d, 16, 16, 16, 1, F16, F32, 8, 0),
    ("i32_32x32x4i8", 0x50, 32, 32, 4, 2, I8, I32, 16, 1),
    ("i32_16x16x4i8", 0x51, 16, 16, 4, 4, I8, I32, 8, 2),
    ("i32_4x4x4i8", 0x52, 4, 4, 4, 16, I8, I32, 2, 4),
    ("i32_32x32x8i8", 0x54, 32, 32, 8, 1, I8, I32, 16, 0),
    ("i32_16x16x16i8", 0x55, 16, 16, 16, 1, I8, I32, 8, 0),
    ("f32_32x32x4bf16_1k", 0x63, 32, 32, 4, 2, BF16, F32, 16, 1),
    ("f32_16x16x4bf16_1k", 0x64, 16, 16, 4, 4, BF16, F32, 8, 2),
    ("f32_4x4x4bf16_1k", 0x65, 4, 4, 4, 16, BF16, F32, 2, 4),
    ("f32_32x32x8bf16_1k", 0x66, 32, 32, 8, 1, BF16, F32, 16, 0),
    ("f32_16x16x16bf16_1k", 0x67, 16, 16, 16, 1, BF16, F32, 8, 0),
    ("f32_32x32x2bf16", 0x68, 32, 32, 2, 2, BF16, F32, 16, 1),
    ("f32_16x16x2bf16", 0x69, 16, 16, 2, 4, BF16, F32, 8, 2),
    ("f32_4x4x2bf16", 0x6b, 4, 4, 2, 16, BF16, F32, 2, 4),
    ("f32_32x32x4bf16", 0x6c, 32, 32, 4, 1, BF16, F32, 16, 0),
    ("f32_16x16x8bf16", 0x6d, 16, 16, 8, 1, BF16, F32, 8, 0),
    ("f64_16x16x4f64", 0x6e, 16, 16, 4, 1, F64, F64, 8, 0),
    ("f64_4x4x4f64", 0x6f, 4, 4, 4, 4, F64, F64, 4, 0),
)

MATRIX_INSTRUCTIONS: tuple[MatrixInstruction, ...] = tuple(
    MatrixInstruction("v_mfma_" + name, opcode, BUILTIN_PREFIX + "mfma_" + name, (), m, n, k,
                      blocks, ab, ab, cd, 4 * passes, False, cbsz,
                      NONE if ab is F64 else LANES,
                      arithmetic="pairs" if ab in (F16, BF16) else "", xdl=ab is not F64)
    for name, opcode, m, n, k, blocks, ab, cd, passes, cbsz in _ROWS)


def _shape(record: MatrixInstruction) -> tuple:
    return record.m, record.n, record.k, record.blocks, record.a_type, record.b_type


# (no two CDNA2 rows share a shape: the bf16 forms without _1k have half their K or blocks)
_BY_SHAPE = {_shape(row): row.mnemonic for row in MATRIX_INSTRUCTIONS}
_KNOWN = {name for row in MATRIX_INSTRUCTIONS for name in (row.mnemonic, *row.aliases)}


def _removed(record: MatrixInstruction) -> tuple[str, str]:
    """Why gfx90a refuses a CDNA3 row's names, and its CDNA2 spelling ("" where none)."""
    spelling = "" if record.sparse else _BY_SHAPE.get(_shape(record), "")
    return (f"the CDNA3 spelling; gfx90a writes {spelling}" if spelling
            else "a CDNA3 (gfx942) instruction", spelling)


# CDNA3's names (llvm-mc 19 -mcpu=gfx90a: "instruction not supported on this GPU")
REMOVED: dict[str, tuple[str, str]] = {
    name: _removed(record) for record in _CDNA3 for name in (record.mnemonic, *record.aliases)
    if name not in _KNOWN}

__all__ = ["MATRIX_INSTRUCTIONS", "ACC_MOVES", "REMOVED"]
