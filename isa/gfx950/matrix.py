"""gfx950's matrix instructions (CDNA4: MI355X, MI350X): gfx942's rows less xf32 (removed in
CDNA4), the f64 ones at CDNA4's half rate, and CDNA4's doubled-K MFMAs and SMFMACs, with the
opcodes llvm-mc 22 ``-mcpu=gfx950`` encodes and the cycles of the CDNA4 ISA guide's tables 28
(MFMA) and 33 (SMFMA).

CDNA4's fp8/bf8 are the OCP formats (E4M3FN, E5M2: the target's ``formats``). No bit-exact
model of CDNA4's matrix arithmetic exists to check against: every row computes as its CDNA3
counterpart does (the group sums of NUMERICS.md, the fma chains) and says so in
``inexact``, which the fidelity report prints — but for i8, whose exact integer result no
arithmetic can change.

The ``f8f6f4`` MFMAs take A and B in the format CBSZ and BLGP name (fp8, bf8, fp6, bf6, fp4:
``isa.modifiers.with_formats``); their rows are those of CBSZ = BLGP = 0, with its cycles
(32 and 64; 16 and 32 when neither operand is 8-bit). They compute as CDNA3's fp8 MFMAs do
(Algorithm 2 of NUMERICS.md, groups of 16) on the formats' exact values; the scaled forms
(``v_mfma_scale_*``: two more VGPR operands, a byte of each lane chosen by op_sel/op_sel_hi)
multiply each 32-k block's products by ``2^(scale_A − 127) · 2^(scale_B − 127)`` before it
meets the accumulator (CDNA4 ISA guide 7.2, 7.2.1); a scale of 0xFF makes the block NaN.
The scaled form shares the plain one's opcode: its first eight bytes are
``v_mfma_ld_scale_b32``'s, its MFMA word has ABID 1 (as llvm-mc 22 writes it)."""

from __future__ import annotations

from dataclasses import replace

from ..dtypes import DType
from ..table import BUILTIN_PREFIX, BlgpMeaning, MatrixInstruction
from ..gfx942.matrix import ACC_MOVES, MATRIX_INSTRUCTIONS as _CDNA3, REMOVED as _CDNA3_REMOVED

F32, F16, BF16, I32, I8, FP8, BF8 = (DType.F32, DType.F16, DType.BF16, DType.I32, DType.I8,
                                     DType.FP8, DType.BF8)
NONE = BlgpMeaning.NONE
UNVERIFIED = ("gfx950 MFMA: modelled from the ISA guide (CDNA3's arithmetic), not verified "
              "on hardware")

# mnemonic, opcode (llvm-mc 22), M, N, K, A, B, C/D, cycles (CDNA4 ISA tables 28, 33), sparse
_ROWS = (
    ("v_mfma_f32_16x16x32_f16", 0x54, 16, 16, 32, F16, F16, F32, 16, False),
    ("v_mfma_f32_32x32x16_f16", 0x55, 32, 32, 16, F16, F16, F32, 32, False),
    ("v_mfma_f32_16x16x32_bf16", 0x35, 16, 16, 32, BF16, BF16, F32, 16, False),
    ("v_mfma_f32_32x32x16_bf16", 0x37, 32, 32, 16, BF16, BF16, F32, 32, False),
    ("v_mfma_i32_16x16x64_i8", 0x36, 16, 16, 64, I8, I8, I32, 16, False),
    ("v_mfma_i32_32x32x32_i8", 0x38, 32, 32, 32, I8, I8, I32, 32, False),
    ("v_smfmac_f32_16x16x64_f16", 0x5a, 16, 16, 64, F16, F16, F32, 16, True),
    ("v_smfmac_f32_32x32x32_f16", 0x5b, 32, 32, 32, F16, F16, F32, 32, True),
    ("v_smfmac_f32_16x16x64_bf16", 0x39, 16, 16, 64, BF16, BF16, F32, 16, True),
    ("v_smfmac_f32_32x32x32_bf16", 0x46, 32, 32, 32, BF16, BF16, F32, 32, True),
    ("v_smfmac_i32_16x16x128_i8", 0x3a, 16, 16, 128, I8, I8, I32, 16, True),
    ("v_smfmac_i32_32x32x64_i8", 0x47, 32, 32, 64, I8, I8, I32, 32, True),
    ("v_smfmac_f32_16x16x128_bf8_bf8", 0x3b, 16, 16, 128, BF8, BF8, F32, 16, True),
    ("v_smfmac_f32_16x16x128_bf8_fp8", 0x3c, 16, 16, 128, BF8, FP8, F32, 16, True),
    ("v_smfmac_f32_16x16x128_fp8_bf8", 0x3d, 16, 16, 128, FP8, BF8, F32, 16, True),
    ("v_smfmac_f32_16x16x128_fp8_fp8", 0x43, 16, 16, 128, FP8, FP8, F32, 16, True),
    ("v_smfmac_f32_32x32x64_bf8_bf8", 0x4b, 32, 32, 64, BF8, BF8, F32, 32, True),
    ("v_smfmac_f32_32x32x64_bf8_fp8", 0x4e, 32, 32, 64, BF8, FP8, F32, 32, True),
    ("v_smfmac_f32_32x32x64_fp8_bf8", 0x4f, 32, 32, 64, FP8, BF8, F32, 32, True),
    ("v_smfmac_f32_32x32x64_fp8_fp8", 0x53, 32, 32, 64, FP8, FP8, F32, 32, True),
)

# mnemonic, opcode (llvm-mc 22), M, N, K, cycles with an 8-bit operand (CDNA4 ISA table 28)
_F8F6F4 = (("16x16x128", 0x2d, 16, 16, 128, 32), ("32x32x64", 0x2e, 32, 32, 64, 64))
# (clang 22 has only the scaled forms' builtins, and makes the plain instruction of a call
# with both scales 0: the plain rows have no builtin of their own)
FORMAT_SELECTED = tuple(
    MatrixInstruction(mnemonic, opcode, BUILTIN_PREFIX + mnemonic[2:] if scaled else "", (),
                      m, n, k, 1, FP8, FP8, F32, cycles, False, 0, BlgpMeaning.FORMAT,
                      inexact=UNVERIFIED, scaled=scaled)
    for shape, opcode, m, n, k, cycles in _F8F6F4
    for scaled, mnemonic in ((False, f"v_mfma_f32_{shape}_f8f6f4"),
                             (True, f"v_mfma_scale_f32_{shape}_f8f6f4")))

def _joined(mnemonic: str) -> str:
    """The name without the underscores after its shape (llvm-mc 22 takes each new dense and
    sparse name so too: v_mfma_f32_16x16x32f16, v_smfmac_f32_16x16x128bf8fp8)."""
    parts = mnemonic.split("_")
    shape = next(i for i, p in enumerate(parts) if p[:1].isdigit() and "x" in p)
    return "_".join(parts[:shape + 1]) + "".join(parts[shape + 1:])


_NEW = tuple(
    MatrixInstruction(mnemonic, opcode, BUILTIN_PREFIX + mnemonic[2:], (_joined(mnemonic),),
                      m, n, k, 1, a, b, cd, cycles, sparse, 0, NONE,
                      inexact="" if a is I8 else UNVERIFIED)
    for mnemonic, opcode, m, n, k, a, b, cd, cycles, sparse in _ROWS)


def _cdna4(record: MatrixInstruction) -> MatrixInstruction:
    """A CDNA3 row as CDNA4 has it: f64 at half the rate (64 and 32 cycles: the CDNA4 ISA
    guide's table 28), the arithmetic not verified but for i8."""
    cycles = record.cycles * 2 if record.a_type is DType.F64 else record.cycles
    return replace(record, cycles=cycles,
                   inexact="" if record.a_type is I8 else UNVERIFIED)


MATRIX_INSTRUCTIONS: tuple[MatrixInstruction, ...] = tuple(
    _cdna4(r) for r in _CDNA3 if r.a_type is not DType.XF32) + _NEW + FORMAT_SELECTED

REMOVED: dict[str, tuple[str, str]] = {
    **_CDNA3_REMOVED,
    **{name: ("xf32 was removed in CDNA4", "v_mfma_f32_32x32x16_bf16")
       for r in _CDNA3 if r.a_type is DType.XF32 for name in (r.mnemonic, *r.aliases)}}

__all__ = ["MATRIX_INSTRUCTIONS", "ACC_MOVES", "REMOVED"]
