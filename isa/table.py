"""The matrix instruction records (MFMA, SMFMAC, accumulator moves): the project's one source
of truth for them.

Every other view of an instruction — name lookup, register layouts, kernel parameters, cycle
charges, docs and parametrised tests — derives from these frozen records; gfx942's rows
(``isa/gfx942/matrix.py``) restate ``spec/instructions.csv`` (corrected by
``spec/ERRATA.md``). The columns that follow from others are computed once, in
:meth:`MatrixInstruction.__post_init__`, by these rules:

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
from typing import ClassVar

from .dtypes import DType


class MatrixClass(enum.Enum):
    """Which pipe and which wait-state column of spec/TIMING.md an instruction belongs to."""

    XDL = "xdl"
    NON_XDL = "non-xdl"
    DGEMM = "dgemm"

    def __str__(self) -> str:
        return self.value


class BlgpMeaning(enum.Enum):
    """What the BLGP field does: a B lane pattern, the f64 negate mask, nothing (must be 0),
    or (CDNA4's f8f6f4 MFMAs) B's element format, as CBSZ is A's."""

    LANES = "lanes"
    NEG = "neg"
    NONE = "none"
    FORMAT = "format"

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

    unmodelled: ClassVar[str] = ""   # (every matrix instruction is modelled: see OpSpec's)
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
    # What a target's row may say differently from CDNA3's rules (gfx90a):
    arithmetic: str = ""    # how the products are summed, when not by the input types:
    #                         "pairs" — CDNA2's f16/bf16 (each lane's products in pairs or
    #                         fours, every sum rounded to f32 with denormals flushed)
    xdl: bool | None = None  # whether it issues as an XDL op (None: all but f32 and f64
    #                         inputs, CDNA3's rule; gfx90a: all but f64, as LLVM's isXDL)
    inexact: str = ""       # why its result may differ from the hardware's ("": bit-exact,
    #                         as the golden vectors and MMA-Sim check; see OpSpec's)
    scaled: bool = False    # CDNA4's v_mfma_scale_*: E8M0 block scales of A and B, two
    #                         more operands (isa.modifiers.FORMAT_CODES, with_formats)
    formats_chosen: bool = False   # an f8f6f4 row whose types CBSZ/BLGP have set
    #                         (isa.modifiers.with_formats made it; later CBSZ/BLGP keep them)
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
    # How the products are summed (spec/NUMERICS.md): "fma64" / "fma32" (a chain of fmas,
    # f64 and f32 inputs), "int8" (exact integer dot), "fp8" (fp8/bf8: groups of 16, even
    # and odd k apart), "fused" (f16, bf16, xf32: groups summed exactly, rounded once),
    # "pairs" (``arithmetic``: CDNA2; a group is the elements of A one lane holds)
    algorithm: str = field(init=False)
    group: int = field(init=False)   # products per fused group; the whole K for the rest

    def __post_init__(self) -> None:
        def put(name, value):
            object.__setattr__(self, name, value)

        if self.a_type is DType.F64:
            klass = MatrixClass.DGEMM
        elif self.a_type is DType.F32 if self.xdl is None else not self.xdl:
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
        algorithm = self.arithmetic or {DType.F64: "fma64", DType.F32: "fma32",
                                        DType.I8: "int8", DType.FP8: "fp8", DType.BF8: "fp8",
                                        DType.FP6: "fp8", DType.BF6: "fp8",
                                        DType.FP4: "fp8"}.get(self.a_type, "fused")
        put("algorithm", algorithm)
        put("group", 16 if algorithm == "fp8" else 4 if self.a_type is DType.XF32 else
            min(8, self.k) if algorithm == "fused" else
            a_epl if algorithm == "pairs" else self.k)
        f64 = self.cd_type is DType.F64
        put("cd_layout", {
            (32, False): CDLayout.L32x32, (16, False): CDLayout.L16x16,
            (4, False): CDLayout.L4x4, (16, True): CDLayout.L16x16_F64,
            (4, True): CDLayout.L4x4_F64,
        }[(self.m, f64)])

    @property
    def semantics(self) -> str:
        """No other name: the matrix rows' arithmetic is chosen by their fields."""
        return ""

    @property
    def semantics_name(self) -> str:
        """The name its semantics are registered under (emulator/execution/ops): its
        mnemonic (the matrix rows' arithmetic is chosen by their fields)."""
        return self.mnemonic

    @property
    def format_select(self) -> bool:
        """CBSZ names A's element format and BLGP B's (CDNA4's f8f6f4 MFMAs): the row's types
        are those of CBSZ = BLGP = 0, ``isa.modifiers.with_formats`` gives the others."""
        return self.blgp is BlgpMeaning.FORMAT

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
        return self.builtin[len(BUILTIN_PREFIX):]   # ("" for an instruction without one)


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
    def format_select(self) -> bool:
        """CBSZ names A's element format and BLGP B's (CDNA4's f8f6f4 MFMAs): the row's types
        are those of CBSZ = BLGP = 0, ``isa.modifiers.with_formats`` gives the others."""
        return self.blgp is BlgpMeaning.FORMAT

    @property
    def kind(self) -> str:
        return "accvgpr"


Instruction = MatrixInstruction | AccMoveInstruction
