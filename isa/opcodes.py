"""The scalar, vector and control instructions around MFMA: one declarative table.

Each record names the instruction's encoding family and its operands in LLVM order. Operand
kinds (the type after ``:`` says how a float constant is encoded and how wide the value is):

* ``vdst`` / ``vdst64``: an archVGPR (or pair); ``adst``: an accVGPR; ``asrc``: an accVGPR.
* ``src:T``: a VALU source — VGPR, SGPR, special register, inline constant or literal.
  ``vsrc:T``: a VGPR only.
* ``sdst`` / ``sdst64``: SGPR(s) or a special register; ``ssrc:T``: scalar source.
* ``mask``: a 64-bit lane mask (``vcc`` or an SGPR pair) written (VOPC) or read (cndmask).
* ``label``: a branch target; ``imm16``: a small immediate (``s_nop``); ``waitcnt``.

Semantics live in ``emulator/ops``; MFMA and SMFMAC come from ``isa.table``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .table import ACC_MOVES, AccOperand


@dataclass(frozen=True, slots=True)
class OpSpec:
    mnemonic: str
    encoding: str            # VOP1 VOP2 VOPC VOP3 VOP3P SOP1 SOP2 SOPC SOPP
    operands: tuple[str, ...]
    float_mods: bool = False  # neg/abs source modifiers (float VALU ops)
    summary: str = ""

    @property
    def is_vector(self) -> bool:
        return self.encoding.startswith("VOP")

    @property
    def is_branch(self) -> bool:
        return "label" in self.operands


def _ops(encoding, operands, mnemonics, float_mods=False, summary=""):
    return [OpSpec(m, encoding, tuple(operands.split()), float_mods, summary)
            for m in mnemonics.split()]


# f32 has no "ne": v_cmp_neq_f32 is true for unordered (NaN) operands, v_cmp_lg_f32 is not.
_FCMP = [f"v_cmp_{c}_f32" for c in ("lt", "le", "eq", "neq", "lg", "gt", "ge")]
_ICMP = [f"v_cmp_{c}_{t}" for t in ("i32", "u32") for c in ("lt", "le", "eq", "ne", "gt", "ge")]
_SCMP = [f"s_cmp_{c}_{t}" for t in ("i32", "u32") for c in ("eq", "lg", "lt", "le", "gt", "ge")]

OPS: tuple[OpSpec, ...] = tuple(
    _ops("VOP1", "vdst src:b32", "v_mov_b32", summary="copy")
    + _ops("VOP1", "vdst64 src:b64", "v_mov_b64", summary="copy 64 bits")
    + _ops("VOP1", "vdst src:f16", "v_cvt_f32_f16", True, "f16 (low half) to f32")
    + _ops("VOP1", "vdst src:f32", "v_cvt_f16_f32", True, "f32 to f16, nearest-even, into the low half")
    + _ops("VOP1", "vdst src:b32", "v_cvt_f32_fp8 v_cvt_f32_bf8", False,
           "one fp8/bf8 byte (src0_sel) to f32")
    + _ops("VOP1", "sdst vsrc:b32", "v_readfirstlane_b32", summary="first active lane to SGPR")
    + _ops("VOP2", "vdst src:f32 src:f32", "v_add_f32 v_sub_f32 v_mul_f32", True)
    + _ops("VOP2", "vdst src:f32 src:f32", "v_fmac_f32", True, "d = fma(a, b, d)")
    + _ops("VOP2", "vdst src:b32 src:b32",
           "v_add_u32 v_sub_u32 v_lshlrev_b32 v_lshrrev_b32 v_ashrrev_i32 v_and_b32 v_or_b32 "
           "v_xor_b32")
    + _ops("VOP2", "vdst src:b32 src:b32 mask", "v_cndmask_b32", summary="mask ? src1 : src0")
    + _ops("VOPC", "mask src:f32 src:f32", " ".join(_FCMP), True)
    + _ops("VOPC", "mask src:b32 src:b32", " ".join(_ICMP))
    + _ops("VOP3", "vdst src:f32 src:f32 src:f32", "v_fma_f32", True)
    + _ops("VOP3", "vdst src:b32 src:b32", "v_mul_lo_u32 v_mbcnt_lo_u32_b32 v_mbcnt_hi_u32_b32")
    + _ops("VOP3", "vdst64 sdst64 src:b32 src:b32 src:b64", "v_mad_u64_u32")
    + _ops("VOP3", "vdst src:b32 src:b32 src:b32", "v_lshl_add_u32 v_perm_b32")
    + _ops("VOP3", "vdst64 src:b64 src:b32 src:b64", "v_lshl_add_u64")
    + _ops("VOP3", "vdst src:f16 src:f16", "v_pack_b32_f16", True)
    + _ops("VOP3", "vdst src:f32 src:f32", "v_cvt_pk_fp8_f32 v_cvt_pk_bf8_f32", True,
           "two f32 to two fp8/bf8 bytes (op_sel picks the half)")
    + _ops("VOP3", "sdst vsrc:b32 ssrc:b32", "v_readlane_b32")
    + _ops("VOP3", "vdst ssrc:b32 ssrc:b32", "v_writelane_b32")
    + _ops("SOP1", "sdst ssrc:b32", "s_mov_b32")
    + _ops("SOP1", "sdst64 ssrc:b64", "s_mov_b64 s_and_saveexec_b64")
    + _ops("SOP2", "sdst ssrc:b32 ssrc:b32",
           "s_add_u32 s_add_i32 s_addc_u32 s_sub_u32 s_sub_i32 s_mul_i32 s_lshl_b32 s_lshr_b32 "
           "s_and_b32 s_or_b32 s_cselect_b32")
    + _ops("SOP2", "sdst64 ssrc:b64 ssrc:b32", "s_lshl_b64")
    + _ops("SOP2", "sdst64 ssrc:b64 ssrc:b64", "s_and_b64 s_or_b64 s_andn2_b64 s_cselect_b64")
    + _ops("SOPC", "ssrc:b32 ssrc:b32", " ".join(_SCMP))
    + _ops("SOPP", "label",
           "s_branch s_cbranch_scc0 s_cbranch_scc1 s_cbranch_vccz s_cbranch_vccnz "
           "s_cbranch_execz s_cbranch_execnz")
    + _ops("SOPP", "imm16", "s_nop")
    + _ops("SOPP", "waitcnt", "s_waitcnt")
    + _ops("SOPP", "", "s_endpgm")
)

# The accumulator moves come from the matrix table (isa.table.ACC_MOVES), aliases included.
_ACC_KINDS = {AccOperand.VGPR: "vdst", AccOperand.AGPR: "adst"}
_ACC_SOURCES = {AccOperand.AGPR: "asrc", AccOperand.SRC: "src:b32"}
OPS += tuple(OpSpec(mv.mnemonic, mv.encoding, (_ACC_KINDS[mv.dst], _ACC_SOURCES[mv.src]),
                    summary=mv.summary) for mv in ACC_MOVES)

BY_MNEMONIC: dict[str, OpSpec] = {op.mnemonic: op for op in OPS}
ALIASES: dict[str, str] = {alias: mv.mnemonic for mv in ACC_MOVES for alias in mv.aliases}


def find_op(mnemonic: str) -> tuple[OpSpec | None, str]:
    """(spec, encoding suffix) for a mnemonic that may carry ``_e32``, ``_e64``, ``_sdwa``."""
    name = mnemonic.lower()
    suffix = ""
    for tail in ("_e32", "_e64", "_sdwa"):
        if name.endswith(tail):
            name, suffix = name[: -len(tail)], tail[1:]
            break
    name = ALIASES.get(name, name)
    return BY_MNEMONIC.get(name), suffix
