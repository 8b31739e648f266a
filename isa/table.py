"""The CDNA3 (gfx942) matrix instruction table: the project's one source of truth.

Every other view of an instruction — name lookup, register layouts, kernel parameters, cycle
charges, docs and parametrised tests — derives from the frozen records built here. The rows
below restate ``spec/instructions.csv`` (corrected by ``spec/ERRATA.md``); the columns that
follow from others are computed once, in :meth:`MatrixInstruction.__post_init__`, by these rules:

* ``ops = 2·M·N·K·blocks``; ``passes = cycles / 4`` (spec/TIMING.md).
* class: f32 inputs are *non-XDL*, f64 inputs *DGEMM*, everything else (and every SMFMAC) *XDL*.
* VALU co-execution cycles: ``cycles − 4`` for dense XDL, ``cycles − 8`` for SMFMAC, 0 for
  non-XDL and DGEMM (spec/TIMING.md, ERRATA item 8).
* k values per lane of an input operand: ``epl = M·blocks·K_op / 64`` where ``K_op`` is K, or
  K/2 for the stored half of a 4:2-sparse A (spec/LAYOUTS.md); its registers:
  ``ceil(epl·bits / 32)``. Accumulator registers: ``M·N·blocks·bits(CD) / (32·64)``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from .dtypes import DType


class MatrixClass(enum.Enum):
    """Which pipe and which wait-state column of spec/TIMING.md an instruction belongs to."""

    XDL = "xdl"
    NON_XDL = "non-xdl"
    DGEMM = "dgemm"

    def __str__(self) -> str:
        return self.value


class BlgpMeaning(enum.Enum):
    """What the BLGP field does: a B lane pattern, the f64 negate mask, or nothing (must be 0)."""

    LANES = "lanes"
    NEG = "neg"
    NONE = "none"

    def __str__(self) -> str:
        return self.value


class CDLayout(enum.Enum):
    """The five accumulator layouts of spec/LAYOUTS.md."""

    L32x32 = "32x32"
    L16x16 = "16x16"
    L4x4 = "4x4"
    L16x16_F64 = "16x16-f64"
    L4x4_F64 = "4x4-f64"

    def __str__(self) -> str:
        return self.value


BUILTIN_PREFIX = "__builtin_amdgcn_"
WAVE_SIZE = 64
MATRIX_CORES_PER_CU = 4     # one per SIMD (CDNA3 whitepaper; the calculator's per-CU rates)


@dataclass(frozen=True, slots=True)
class MatrixInstruction:
    """One dense MFMA or sparse SMFMAC instruction of gfx942."""

    mnemonic: str
    opcode: int
    builtin: str
    aliases: tuple[str, ...]
    m: int
    n: int
    k: int
    blocks: int
    a_type: DType
    b_type: DType
    cd_type: DType
    cycles: int
    sparse: bool
    cbsz_max: int
    blgp: BlgpMeaning
    # Derived columns (see the module docstring).
    klass: MatrixClass = field(init=False)
    passes: int = field(init=False)
    ops: int = field(init=False)
    valu_coexec_cycles: int = field(init=False)
    a_epl: int = field(init=False)
    b_epl: int = field(init=False)
    a_regs: int = field(init=False)
    b_regs: int = field(init=False)
    c_regs: int | None = field(init=False)
    d_regs: int = field(init=False)
    cd_layout: CDLayout = field(init=False)

    def __post_init__(self) -> None:
        def put(name, value):
            object.__setattr__(self, name, value)

        if self.a_type is DType.F64:
            klass = MatrixClass.DGEMM
        elif self.a_type is DType.F32:
            klass = MatrixClass.NON_XDL
        else:
            klass = MatrixClass.XDL
        put("klass", klass)
        put("passes", self.cycles // 4)
        put("ops", 2 * self.m * self.n * self.k * self.blocks)
        coexec = 0
        if klass is MatrixClass.XDL:
            coexec = self.cycles - (8 if self.sparse else 4)
        put("valu_coexec_cycles", coexec)
        a_k = self.k // 2 if self.sparse else self.k
        a_epl = self.m * self.blocks * a_k // WAVE_SIZE
        b_epl = self.n * self.blocks * self.k // WAVE_SIZE
        put("a_epl", a_epl)
        put("b_epl", b_epl)
        put("a_regs", -(-a_epl * self.a_type.bits // 32))
        put("b_regs", -(-b_epl * self.b_type.bits // 32))
        d_regs = self.m * self.n * self.blocks * self.cd_type.bits // (32 * WAVE_SIZE)
        put("d_regs", d_regs)
        put("c_regs", None if self.sparse else d_regs)
        f64 = self.cd_type is DType.F64
        put("cd_layout", {
            (32, False): CDLayout.L32x32, (16, False): CDLayout.L16x16,
            (4, False): CDLayout.L4x4, (16, True): CDLayout.L16x16_F64,
            (4, True): CDLayout.L4x4_F64,
        }[(self.m, f64)])

    @property
    def is_mfma(self) -> bool:
        return True

    @property
    def kind(self) -> str:
        return "smfmac" if self.sparse else "mfma"

    @property
    def abid_max(self) -> int:
        """Largest legal ABID: < 2^CBSZ for dense broadcasts; for an SMFMAC, the last of its
        compression-index sets (spec/LAYOUTS.md)."""
        if self.sparse:
            return self.index_sets - 1
        return (1 << self.cbsz_max) - 1

    @property
    def index_sets(self) -> int:
        """SMFMAC: index sets in the idx VGPR — 4 of 8 bits for 16-bit A, 2 of 16 for 8-bit."""
        if not self.sparse:
            return 0
        return 4 if self.a_type.bits == 16 else 2

    @property
    def flops_per_simd_per_cycle(self) -> float:
        """Ops per clock of one SIMD's matrix core: ``ops / cycles`` (one instruction at a
        time; integer ops for the i8 instructions)."""
        return self.ops / self.cycles

    @property
    def flops_per_cu_per_cycle(self) -> float:
        """Ops per clock of a CU, whose four SIMDs each have a matrix core:
        ``MATRIX_CORES_PER_CU · ops / cycles`` — the figure AMD's Matrix Instruction
        Calculator prints (2048 for ``v_mfma_f32_32x32x8_f16``)."""
        return MATRIX_CORES_PER_CU * self.ops / self.cycles

    @property
    def short_builtin(self) -> str:
        return self.builtin[len(BUILTIN_PREFIX):]


class AccOperand(enum.Enum):
    """Register files an accumulator-move operand may name."""

    VGPR = "v"
    AGPR = "a"
    SRC = "src"  # a VGPR, an SGPR or an inline constant / literal, as VOP3 sources allow

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class AccMoveInstruction:
    """``v_accvgpr_read/write/mov_b32``: 32-bit copies between the two VGPR files."""

    mnemonic: str
    opcode: int
    encoding: str
    aliases: tuple[str, ...]
    dst: AccOperand
    src: AccOperand
    summary: str

    @property
    def is_mfma(self) -> bool:
        return False

    @property
    def kind(self) -> str:
        return "accvgpr"


F64, F32, XF32, F16, BF16, I32, I8, FP8, BF8 = (
    DType.F64, DType.F32, DType.XF32, DType.F16, DType.BF16, DType.I32, DType.I8, DType.FP8,
    DType.BF8)
LANES, NEG, NONE = BlgpMeaning.LANES, BlgpMeaning.NEG, BlgpMeaning.NONE

# mnemonic, opcode, builtin (after __builtin_amdgcn_), other spellings gfx942 LLVM accepts,
# M, N, K, blocks, A, B, C/D, cycles, sparse, cbsz_max, BLGP meaning
_ROWS = (
    ("v_mfma_f32_16x16x8_xf32", 0x3e, "mfma_f32_16x16x8_xf32", ("v_mfma_f32_16x16x8xf32",),
     16, 16, 8, 1, XF32, XF32, F32, 16, False, 0, NONE),
    ("v_mfma_f32_32x32x4_xf32", 0x3f, "mfma_f32_32x32x4_xf32", ("v_mfma_f32_32x32x4xf32",),
     32, 32, 4, 1, XF32, XF32, F32, 32, False, 0, NONE),
    ("v_mfma_f32_32x32x1_2b_f32", 0x40, "mfma_f32_32x32x1f32", ("v_mfma_f32_32x32x1f32",),
     32, 32, 1, 2, F32, F32, F32, 64, False, 1, LANES),
    ("v_mfma_f32_16x16x1_4b_f32", 0x41, "mfma_f32_16x16x1f32", ("v_mfma_f32_16x16x1f32",),
     16, 16, 1, 4, F32, F32, F32, 32, False, 2, LANES),
    ("v_mfma_f32_4x4x1_16b_f32", 0x42, "mfma_f32_4x4x1f32", ("v_mfma_f32_4x4x1f32",),
     4, 4, 1, 16, F32, F32, F32, 8, False, 4, LANES),
    ("v_mfma_f32_32x32x2_f32", 0x44, "mfma_f32_32x32x2f32", ("v_mfma_f32_32x32x2f32",),
     32, 32, 2, 1, F32, F32, F32, 64, False, 0, LANES),
    ("v_mfma_f32_16x16x4_f32", 0x45, "mfma_f32_16x16x4f32", ("v_mfma_f32_16x16x4f32",),
     16, 16, 4, 1, F32, F32, F32, 32, False, 0, LANES),
    ("v_mfma_f32_32x32x4_2b_f16", 0x48, "mfma_f32_32x32x4f16", ("v_mfma_f32_32x32x4f16",),
     32, 32, 4, 2, F16, F16, F32, 64, False, 1, LANES),
    ("v_mfma_f32_16x16x4_4b_f16", 0x49, "mfma_f32_16x16x4f16", ("v_mfma_f32_16x16x4f16",),
     16, 16, 4, 4, F16, F16, F32, 32, False, 2, LANES),
    ("v_mfma_f32_4x4x4_16b_f16", 0x4a, "mfma_f32_4x4x4f16", ("v_mfma_f32_4x4x4f16",),
     4, 4, 4, 16, F16, F16, F32, 8, False, 4, LANES),
    ("v_mfma_f32_32x32x8_f16", 0x4c, "mfma_f32_32x32x8f16", ("v_mfma_f32_32x32x8f16",),
     32, 32, 8, 1, F16, F16, F32, 32, False, 0, NONE),
    ("v_mfma_f32_16x16x16_f16", 0x4d, "mfma_f32_16x16x16f16", ("v_mfma_f32_16x16x16f16",),
     16, 16, 16, 1, F16, F16, F32, 16, False, 0, NONE),
    ("v_mfma_i32_32x32x4_2b_i8", 0x50, "mfma_i32_32x32x4i8", ("v_mfma_i32_32x32x4i8",),
     32, 32, 4, 2, I8, I8, I32, 64, False, 1, LANES),
    ("v_mfma_i32_16x16x4_4b_i8", 0x51, "mfma_i32_16x16x4i8", ("v_mfma_i32_16x16x4i8",),
     16, 16, 4, 4, I8, I8, I32, 32, False, 2, LANES),
    ("v_mfma_i32_4x4x4_16b_i8", 0x52, "mfma_i32_4x4x4i8", ("v_mfma_i32_4x4x4i8",),
     4, 4, 4, 16, I8, I8, I32, 8, False, 4, LANES),
    ("v_mfma_i32_32x32x16_i8", 0x56, "mfma_i32_32x32x16_i8", ("v_mfma_i32_32x32x16i8",),
     32, 32, 16, 1, I8, I8, I32, 32, False, 0, NONE),
    ("v_mfma_i32_16x16x32_i8", 0x57, "mfma_i32_16x16x32_i8", ("v_mfma_i32_16x16x32i8",),
     16, 16, 32, 1, I8, I8, I32, 16, False, 0, NONE),
    ("v_mfma_f32_32x32x4_2b_bf16", 0x5d, "mfma_f32_32x32x4bf16_1k",
     ("v_mfma_f32_32x32x4bf16", "v_mfma_f32_32x32x4bf16_1k"),
     32, 32, 4, 2, BF16, BF16, F32, 64, False, 1, LANES),
    ("v_mfma_f32_16x16x4_4b_bf16", 0x5e, "mfma_f32_16x16x4bf16_1k",
     ("v_mfma_f32_16x16x4bf16", "v_mfma_f32_16x16x4bf16_1k"),
     16, 16, 4, 4, BF16, BF16, F32, 32, False, 2, LANES),
    ("v_mfma_f32_4x4x4_16b_bf16", 0x5f, "mfma_f32_4x4x4bf16_1k",
     ("v_mfma_f32_4x4x4bf16", "v_mfma_f32_4x4x4bf16_1k"),
     4, 4, 4, 16, BF16, BF16, F32, 8, False, 4, LANES),
    ("v_mfma_f32_32x32x8_bf16", 0x60, "mfma_f32_32x32x8bf16_1k",
     ("v_mfma_f32_32x32x8bf16", "v_mfma_f32_32x32x8bf16_1k"),
     32, 32, 8, 1, BF16, BF16, F32, 32, False, 0, NONE),
    ("v_mfma_f32_16x16x16_bf16", 0x61, "mfma_f32_16x16x16bf16_1k",
     ("v_mfma_f32_16x16x16bf16", "v_mfma_f32_16x16x16bf16_1k"),
     16, 16, 16, 1, BF16, BF16, F32, 16, False, 0, NONE),
    ("v_smfmac_f32_16x16x32_f16", 0x62, "smfmac_f32_16x16x32_f16", ("v_smfmac_f32_16x16x32f16",),
     16, 16, 32, 1, F16, F16, F32, 16, True, 0, NONE),
    ("v_smfmac_f32_32x32x16_f16", 0x64, "smfmac_f32_32x32x16_f16", ("v_smfmac_f32_32x32x16f16",),
     32, 32, 16, 1, F16, F16, F32, 32, True, 0, NONE),
    ("v_smfmac_f32_16x16x32_bf16", 0x66, "smfmac_f32_16x16x32_bf16",
     ("v_smfmac_f32_16x16x32bf16",),
     16, 16, 32, 1, BF16, BF16, F32, 16, True, 0, NONE),
    ("v_smfmac_f32_32x32x16_bf16", 0x68, "smfmac_f32_32x32x16_bf16",
     ("v_smfmac_f32_32x32x16bf16",),
     32, 32, 16, 1, BF16, BF16, F32, 32, True, 0, NONE),
    ("v_smfmac_i32_16x16x64_i8", 0x6a, "smfmac_i32_16x16x64_i8", ("v_smfmac_i32_16x16x64i8",),
     16, 16, 64, 1, I8, I8, I32, 16, True, 0, NONE),
    ("v_smfmac_i32_32x32x32_i8", 0x6c, "smfmac_i32_32x32x32_i8", ("v_smfmac_i32_32x32x32i8",),
     32, 32, 32, 1, I8, I8, I32, 32, True, 0, NONE),
    ("v_mfma_f64_16x16x4_f64", 0x6e, "mfma_f64_16x16x4f64", ("v_mfma_f64_16x16x4f64",),
     16, 16, 4, 1, F64, F64, F64, 32, False, 0, NEG),
    ("v_mfma_f64_4x4x4_4b_f64", 0x6f, "mfma_f64_4x4x4f64", ("v_mfma_f64_4x4x4f64",),
     4, 4, 4, 4, F64, F64, F64, 16, False, 0, NEG),
    ("v_mfma_f32_16x16x32_bf8_bf8", 0x70, "mfma_f32_16x16x32_bf8_bf8", (),
     16, 16, 32, 1, BF8, BF8, F32, 16, False, 0, NONE),
    ("v_mfma_f32_16x16x32_bf8_fp8", 0x71, "mfma_f32_16x16x32_bf8_fp8", (),
     16, 16, 32, 1, BF8, FP8, F32, 16, False, 0, NONE),
    ("v_mfma_f32_16x16x32_fp8_bf8", 0x72, "mfma_f32_16x16x32_fp8_bf8", (),
     16, 16, 32, 1, FP8, BF8, F32, 16, False, 0, NONE),
    ("v_mfma_f32_16x16x32_fp8_fp8", 0x73, "mfma_f32_16x16x32_fp8_fp8", (),
     16, 16, 32, 1, FP8, FP8, F32, 16, False, 0, NONE),
    ("v_mfma_f32_32x32x16_bf8_bf8", 0x74, "mfma_f32_32x32x16_bf8_bf8", (),
     32, 32, 16, 1, BF8, BF8, F32, 32, False, 0, NONE),
    ("v_mfma_f32_32x32x16_bf8_fp8", 0x75, "mfma_f32_32x32x16_bf8_fp8", (),
     32, 32, 16, 1, BF8, FP8, F32, 32, False, 0, NONE),
    ("v_mfma_f32_32x32x16_fp8_bf8", 0x76, "mfma_f32_32x32x16_fp8_bf8", (),
     32, 32, 16, 1, FP8, BF8, F32, 32, False, 0, NONE),
    ("v_mfma_f32_32x32x16_fp8_fp8", 0x77, "mfma_f32_32x32x16_fp8_fp8", (),
     32, 32, 16, 1, FP8, FP8, F32, 32, False, 0, NONE),
    ("v_smfmac_f32_16x16x64_bf8_bf8", 0x78, "smfmac_f32_16x16x64_bf8_bf8",
     ("v_smfmac_f32_16x16x64bf8bf8",),
     16, 16, 64, 1, BF8, BF8, F32, 16, True, 0, NONE),
    ("v_smfmac_f32_16x16x64_bf8_fp8", 0x79, "smfmac_f32_16x16x64_bf8_fp8",
     ("v_smfmac_f32_16x16x64bf8fp8",),
     16, 16, 64, 1, BF8, FP8, F32, 16, True, 0, NONE),
    ("v_smfmac_f32_16x16x64_fp8_bf8", 0x7a, "smfmac_f32_16x16x64_fp8_bf8",
     ("v_smfmac_f32_16x16x64fp8bf8",),
     16, 16, 64, 1, FP8, BF8, F32, 16, True, 0, NONE),
    ("v_smfmac_f32_16x16x64_fp8_fp8", 0x7b, "smfmac_f32_16x16x64_fp8_fp8",
     ("v_smfmac_f32_16x16x64fp8fp8",),
     16, 16, 64, 1, FP8, FP8, F32, 16, True, 0, NONE),
    ("v_smfmac_f32_32x32x32_bf8_bf8", 0x7c, "smfmac_f32_32x32x32_bf8_bf8",
     ("v_smfmac_f32_32x32x32bf8bf8",),
     32, 32, 32, 1, BF8, BF8, F32, 32, True, 0, NONE),
    ("v_smfmac_f32_32x32x32_bf8_fp8", 0x7d, "smfmac_f32_32x32x32_bf8_fp8",
     ("v_smfmac_f32_32x32x32bf8fp8",),
     32, 32, 32, 1, BF8, FP8, F32, 32, True, 0, NONE),
    ("v_smfmac_f32_32x32x32_fp8_bf8", 0x7e, "smfmac_f32_32x32x32_fp8_bf8",
     ("v_smfmac_f32_32x32x32fp8bf8",),
     32, 32, 32, 1, FP8, BF8, F32, 32, True, 0, NONE),
    ("v_smfmac_f32_32x32x32_fp8_fp8", 0x7f, "smfmac_f32_32x32x32_fp8_fp8",
     ("v_smfmac_f32_32x32x32fp8fp8",),
     32, 32, 32, 1, FP8, FP8, F32, 32, True, 0, NONE),
)

MATRIX_INSTRUCTIONS: tuple[MatrixInstruction, ...] = tuple(
    MatrixInstruction(mnemonic, opcode, BUILTIN_PREFIX + builtin, aliases, *rest)
    for mnemonic, opcode, builtin, aliases, *rest in _ROWS
)
DENSE: tuple[MatrixInstruction, ...] = tuple(r for r in MATRIX_INSTRUCTIONS if not r.sparse)
SPARSE: tuple[MatrixInstruction, ...] = tuple(r for r in MATRIX_INSTRUCTIONS if r.sparse)

# Encodings checked with llvm-mc -mcpu=gfx942 -show-encoding.
ACC_MOVES: tuple[AccMoveInstruction, ...] = (
    AccMoveInstruction("v_accvgpr_read_b32", 0x58, "VOP3P", ("v_accvgpr_read",),
                       AccOperand.VGPR, AccOperand.AGPR, "copy one accVGPR to an archVGPR"),
    AccMoveInstruction("v_accvgpr_write_b32", 0x59, "VOP3P", ("v_accvgpr_write",),
                       AccOperand.AGPR, AccOperand.SRC,
                       "copy an archVGPR, SGPR or constant to an accVGPR"),
    AccMoveInstruction("v_accvgpr_mov_b32", 0x52, "VOP1", (),
                       AccOperand.AGPR, AccOperand.AGPR, "copy one accVGPR to another"),
)

Instruction = MatrixInstruction | AccMoveInstruction
ALL_INSTRUCTIONS: tuple[Instruction, ...] = MATRIX_INSTRUCTIONS + ACC_MOVES
