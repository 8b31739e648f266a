"""The scalar, vector and control instructions around MFMA: one declarative table.

Each record names the instruction's encoding family and its operands in LLVM order. Operand
kinds (the type after ``:`` says how a float constant is encoded and how wide the value is):

* ``vdst`` / ``vdst64``: an archVGPR (or pair); ``adst``: an accVGPR; ``asrc``: an accVGPR.
* ``src:T``: a VALU source — VGPR, SGPR, special register, inline constant or literal.
  ``vsrc:T``: a VGPR only.
* ``sdst`` / ``sdst64``: SGPR(s) or a special register; ``ssrc:T``: scalar source.
* ``maskd`` / ``mask``: a 64-bit lane mask (``vcc`` or an SGPR pair) written (compares,
  carry out) / read (``v_cndmask_b32``, carry in). ``simm16``: a 16-bit immediate.
* ``label``: a branch target; ``imm16``: a small immediate (``s_nop``); ``waitcnt``.
* memory: ``mdst:N`` / ``msrc:N`` N dwords of v or a registers loaded / stored; ``gaddr`` the
  global address (a VGPR pair with ``saddr`` = ``off``, else one VGPR added to the SGPR pair
  ``saddr``); ``dsaddr`` an LDS address VGPR; ``sbase`` an SGPR pair, ``soff`` an SGPR or a
  byte offset, ``sdst:N`` N SGPRs.

Semantics live in ``emulator/ops``; MFMA and SMFMAC come from ``isa.table``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .table import ACC_MOVES, AccOperand


@dataclass(frozen=True, slots=True)
class OpSpec:
    mnemonic: str
    encoding: str            # VOP1 VOP2 VOPC VOP3 VOP3P SOP1 SOP2 SOPC SOPP GLOBAL SMEM DS
    operands: tuple[str, ...]
    float_mods: bool = False  # neg/abs source modifiers (float VALU ops)
    summary: str = ""

    @property
    def is_vector(self) -> bool:
        return self.encoding.startswith("VOP")

    @property
    def is_branch(self) -> bool:
        return "label" in self.operands

    @property
    def is_memory(self) -> bool:
        return self.encoding in ("GLOBAL", "MUBUF", "SMEM", "DS")


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
    + _ops("VOP2", "vdst src:b32 src:b32 mask", "v_cndmask_b32", True,
           "mask ? src1 : src0 (neg/abs act on the bits, as on floats)")
    + _ops("VOPC", "maskd src:f32 src:f32", " ".join(_FCMP), True)
    + _ops("VOPC", "maskd src:b32 src:b32", " ".join(_ICMP))
    # v_cmpx_*: the same compares, the result also written to EXEC (gfx9: and to the mask)
    + _ops("VOPC", "maskd src:f32 src:f32", " ".join(n.replace("v_cmp_", "v_cmpx_")
                                                     for n in _FCMP), True)
    + _ops("VOPC", "maskd src:b32 src:b32", " ".join(n.replace("v_cmp_", "v_cmpx_")
                                                     for n in _ICMP))
    + _ops("VOP3", "vdst src:f32 src:f32 src:f32", "v_fma_f32", True)
    + _ops("VOP3", "vdst src:b32 src:b32", "v_mul_lo_u32 v_mbcnt_lo_u32_b32 v_mbcnt_hi_u32_b32")
    + _ops("VOP3", "vdst64 sdst64 src:b32 src:b32 src:b64", "v_mad_u64_u32")
    + _ops("VOP3", "vdst src:b32 src:b32 src:b32",
           "v_lshl_add_u32 v_perm_b32 v_add3_u32 v_or3_b32 v_lshl_or_b32 v_bfe_u32")
    + _ops("VOP2", "vdst maskd src:b32 src:b32", "v_add_co_u32 v_sub_co_u32",
           summary="32-bit add/subtract with the carry (borrow) out in the mask")
    + _ops("VOP2", "vdst maskd src:b32 src:b32 mask", "v_addc_co_u32",
           summary="add with carry in and out")
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
    + _ops("SOP2", "sdst64 ssrc:b64 ssrc:b64",
           "s_and_b64 s_or_b64 s_xor_b64 s_andn2_b64 s_cselect_b64")
    + _ops("SOPK", "sdst simm16", "s_movk_i32", summary="a sign-extended 16-bit constant")
    + _ops("SOPC", "ssrc:b32 ssrc:b32", " ".join(_SCMP))
    + _ops("SOPP", "label",
           "s_branch s_cbranch_scc0 s_cbranch_scc1 s_cbranch_vccz s_cbranch_vccnz "
           "s_cbranch_execz s_cbranch_execnz")
    + _ops("SOPP", "imm16", "s_nop")
    + _ops("SOPP", "waitcnt", "s_waitcnt")
    + _ops("SOPP", "", "s_endpgm s_barrier")
    + _ops("GLOBAL", "mdst:1 gaddr saddr", "global_load_dword global_load_ubyte "
           "global_load_sbyte global_load_ushort global_load_sshort")
    + _ops("GLOBAL", "mdst:2 gaddr saddr", "global_load_dwordx2")
    + _ops("GLOBAL", "mdst:3 gaddr saddr", "global_load_dwordx3")
    + _ops("GLOBAL", "mdst:4 gaddr saddr", "global_load_dwordx4")
    + _ops("GLOBAL", "gaddr msrc:1 saddr", "global_store_dword global_store_byte "
           "global_store_short")
    + _ops("GLOBAL", "gaddr msrc:2 saddr", "global_store_dwordx2")
    + _ops("GLOBAL", "gaddr msrc:3 saddr", "global_store_dwordx3")
    + _ops("GLOBAL", "gaddr msrc:4 saddr", "global_store_dwordx4")
    + _ops("SMEM", "sdst:1 sbase soff", "s_load_dword")
    + _ops("SMEM", "sdst:2 sbase soff", "s_load_dwordx2")
    + _ops("SMEM", "sdst:4 sbase soff", "s_load_dwordx4")
    + _ops("SMEM", "sdst:8 sbase soff", "s_load_dwordx8")
    + _ops("SMEM", "sdst:16 sbase soff", "s_load_dwordx16")
    + _ops("MUBUF", "mdst:1 bvaddr srsrc soff", "buffer_load_dword buffer_load_ubyte "
           "buffer_load_sbyte buffer_load_ushort buffer_load_sshort")
    + _ops("MUBUF", "mdst:2 bvaddr srsrc soff", "buffer_load_dwordx2")
    + _ops("MUBUF", "mdst:3 bvaddr srsrc soff", "buffer_load_dwordx3")
    + _ops("MUBUF", "mdst:4 bvaddr srsrc soff", "buffer_load_dwordx4")
    + _ops("MUBUF", "msrc:1 bvaddr srsrc soff", "buffer_store_dword buffer_store_byte "
           "buffer_store_short")
    + _ops("MUBUF", "msrc:2 bvaddr srsrc soff", "buffer_store_dwordx2")
    + _ops("MUBUF", "msrc:3 bvaddr srsrc soff", "buffer_store_dwordx3")
    + _ops("MUBUF", "msrc:4 bvaddr srsrc soff", "buffer_store_dwordx4")
    + _ops("SMEM", "sdst:1 srsrc soff", "s_buffer_load_dword")
    + _ops("SMEM", "sdst:2 srsrc soff", "s_buffer_load_dwordx2")
    + _ops("SMEM", "sdst:4 srsrc soff", "s_buffer_load_dwordx4")
    + _ops("SMEM", "sdst:8 srsrc soff", "s_buffer_load_dwordx8")
    + _ops("SMEM", "sdst:16 srsrc soff", "s_buffer_load_dwordx16")
    + _ops("DS", "mdst:1 dsaddr", "ds_read_b32 ds_read_u8 ds_read_i8 ds_read_u16 ds_read_i16")
    + _ops("DS", "mdst:2 dsaddr", "ds_read_b64")
    + _ops("DS", "mdst:4 dsaddr", "ds_read_b128")
    + _ops("DS", "dsaddr msrc:1", "ds_write_b32 ds_write_b8 ds_write_b16")
    + _ops("DS", "dsaddr msrc:2", "ds_write_b64")
    + _ops("DS", "dsaddr msrc:4", "ds_write_b128")
)

# Bytes moved per lane (per dword for mdst/msrc otherwise), and sign extension.
MEMORY_WIDTH = {"ubyte": 1, "sbyte": 1, "ushort": 2, "sshort": 2, "byte": 1, "short": 2,
                "u8": 1, "i8": 1, "u16": 2, "i16": 2, "b8": 1, "b16": 2}
SIGNED_LOADS = {"global_load_sbyte", "global_load_sshort", "ds_read_i8", "ds_read_i16",
                "buffer_load_sbyte", "buffer_load_sshort"}


def memory_width(spec: "OpSpec") -> int:
    """Bytes per lane (or, for SMEM, in all) an access moves."""
    tail = spec.mnemonic.rsplit("_", 1)[1]
    if tail in MEMORY_WIDTH:
        return MEMORY_WIDTH[tail]
    for kind in spec.operands:
        base, _, count = kind.partition(":")
        if base in ("mdst", "msrc", "sdst") and count:
            return 4 * int(count)
    raise ValueError(f"{spec.mnemonic} is not a memory instruction")

# The accumulator moves come from the matrix table (isa.table.ACC_MOVES), aliases included.
_ACC_KINDS = {AccOperand.VGPR: "vdst", AccOperand.AGPR: "adst"}
_ACC_SOURCES = {AccOperand.AGPR: "asrc", AccOperand.SRC: "src:b32"}
OPS += tuple(OpSpec(mv.mnemonic, mv.encoding, (_ACC_KINDS[mv.dst], _ACC_SOURCES[mv.src]),
                    summary=mv.summary) for mv in ACC_MOVES)

BY_MNEMONIC: dict[str, OpSpec] = {op.mnemonic: op for op in OPS}
ALIASES: dict[str, str] = {alias: mv.mnemonic for mv in ACC_MOVES for alias in mv.aliases}


# Vector instructions llvm-mc knows in fewer encodings than their table encoding suggests:
# no VOP3 (_e64) form, and VOP3 ones it also takes with _e32.
NO_E64_FORM = frozenset(("v_readfirstlane_b32", "v_accvgpr_mov_b32", "v_readlane_b32",
                         "v_writelane_b32"))
E32_ALSO = frozenset(("v_readlane_b32", "v_writelane_b32"))
_SUFFIXES = ("_e32", "_e64", "_sdwa")
_SUFFIX_NAMES = {tail: tail[1:] for tail in _SUFFIXES}   # (one str each, not one per line)


def find_op(mnemonic: str) -> tuple[OpSpec | None, str]:
    """(spec, encoding suffix) for a mnemonic that may carry ``_e32``, ``_e64``, ``_sdwa``.

    llvm-mc also takes a second suffix after the first on VOP1 instructions
    (``v_mov_b32_e32_e64``: its tables name encodings that way); the last one written is
    the encoding then."""
    name = mnemonic.lower()
    suffixes = []
    for _ in range(2):
        tail = next((t for t in _SUFFIXES if name.endswith(t)), None)
        if tail is None:
            break
        name = name[: -len(tail)]
        suffixes.append(_SUFFIX_NAMES[tail])
    name = ALIASES.get(name, name)
    spec = BY_MNEMONIC.get(name)
    if len(suffixes) == 2 and (spec is None or spec.encoding != "VOP1"):
        return None, ""
    return spec, (suffixes[0] if suffixes else "")   # (the outer one forces the encoding)
