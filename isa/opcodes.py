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

Besides its operands, a record states what the tools would otherwise learn from the mnemonic:
the registers it reads and writes implicitly (``reads`` / ``writes``: ``scc``, ``vcc``,
``exec``, ``m0``; vector and vector-memory instructions read ``exec`` unless they say
otherwise), its ``unit`` (the pipe or timing class, :class:`Unit`), the encodings it may be
written in (``forms``: the ``_e32`` / ``_e64`` / ``_sdwa`` suffixes), the modifiers it takes,
whether it also reads its destination (``reads_dst``), whether ``vcc`` may be left out of its
short form (``optional_vcc``), and, for memory, the bytes per lane and sign extension. Effects,
the cycle accountant's classes, the estimate's branches and the assembler's checks derive
from these fields; semantics live in ``emulator/ops``; MFMA and SMFMAC come from
``isa.table``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .table import ACC_MOVES, AccOperand


class Unit(str, Enum):
    """Where an instruction issues, as the accountant times it (spec/TIMING.md)."""

    SALU = "salu"          # scalar ALU
    VALU = "valu"          # vector ALU
    TRANS = "trans"        # transcendental VALU (quarter rate)
    VMEM = "vmem"          # global and buffer memory (vmcnt)
    SMEM = "smem"          # scalar memory (lgkmcnt)
    LDS = "lds"            # local data share (lgkmcnt)
    BRANCH = "branch"      # SOPP jumps
    NOP = "nop"            # s_nop: SIMM16[3:0] + 1 idle cycles
    WAITCNT = "waitcnt"    # s_waitcnt: holds issue until the counters drop
    BARRIER = "barrier"    # s_barrier: waits for the workgroup
    END = "end"            # s_endpgm


SDWA_MODIFIERS = frozenset(("dst_sel", "dst_unused", "src0_sel", "src1_sel"))
_VOP_FORMS = {"VOP1": ("e32", "e64", "sdwa"), "VOP2": ("e32", "e64", "sdwa"),
              "VOPC": ("e32", "e64", "sdwa"), "VOP3": ("e64",), "VOP3P": ("e64",)}
_UNITS = {"SOP1": Unit.SALU, "SOP2": Unit.SALU, "SOPK": Unit.SALU, "SOPC": Unit.SALU,
          "GLOBAL": Unit.VMEM, "MUBUF": Unit.VMEM, "SMEM": Unit.SMEM, "DS": Unit.LDS}


@dataclass(frozen=True, slots=True)
class OpSpec:
    mnemonic: str
    encoding: str            # VOP1 VOP2 VOPC VOP3 VOP3P SOP1 SOP2 SOPK SOPC SOPP GLOBAL…
    operands: tuple[str, ...]
    float_mods: bool = False  # neg/abs source modifiers (float VALU ops)
    summary: str = ""
    unit: Unit = Unit.VALU
    reads: tuple[str, ...] = ()     # implicit register reads (exec included where read)
    writes: tuple[str, ...] = ()    # implicit register writes
    forms: tuple[str, ...] = ()     # the encoding suffixes it may be written with
    modifiers: frozenset = frozenset()   # non-memory modifiers it takes
    reads_dst: bool = False         # the destination is also a source (v_fmac_f32…)
    optional_vcc: bool = False      # vcc may be left out of the _e32 form
    width: int = 0                  # memory: bytes per lane (SMEM: in all)
    signed: bool = False            # memory: a sub-dword load sign-extends
    format: str = ""                # a conversion's narrow element format (isa.formats)

    @property
    def is_vector(self) -> bool:
        return self.encoding.startswith("VOP")

    @property
    def is_branch(self) -> bool:
        return self.unit is Unit.BRANCH

    @property
    def is_memory(self) -> bool:
        return self.unit in (Unit.VMEM, Unit.SMEM, Unit.LDS)

    @property
    def ends_straight_line(self) -> bool:
        """Whether the next instruction need not be the one after it (a jump, the end, a
        workgroup barrier)."""
        return self.unit in (Unit.BRANCH, Unit.END, Unit.BARRIER)

    @property
    def vector_branch(self) -> bool:
        """A branch on VCC or EXEC (lane state, not a scalar condition)."""
        return self.unit is Unit.BRANCH and any(r in ("vcc", "exec") for r in self.reads)


# Bytes per lane by the mnemonic's last part, for sub-dword accesses (else 4 per dword).
_SUB_DWORD = {"ubyte": 1, "sbyte": 1, "ushort": 2, "sshort": 2, "byte": 1, "short": 2,
              "u8": 1, "i8": 1, "u16": 2, "i16": 2, "b8": 1, "b16": 2}
_SIGNED_TAILS = ("sbyte", "sshort", "i8", "i16")


def _width(mnemonic: str, operands: tuple) -> int:
    tail = mnemonic.rsplit("_", 1)[1]
    if tail in _SUB_DWORD:
        return _SUB_DWORD[tail]
    for kind in operands:
        base, _, count = kind.partition(":")
        if base in ("mdst", "msrc", "sdst") and count:
            return 4 * int(count)
    return 0


def _ops(encoding, operands, mnemonics, float_mods=False, summary="", *, unit=None,
         reads="", writes="", forms=None, modifiers=None, reads_dst=False,
         optional_vcc=None, exec_read=True, format=""):
    """Records for each of ``mnemonics`` (space-separated), sharing every other field; the
    defaults follow the encoding: vector and vector-memory instructions read EXEC, VOP1/VOP2
    integer ones take SDWA selects, VOPC may leave out its vcc."""
    kinds = tuple(operands.split())
    unit = unit or _UNITS.get(encoding) or (Unit.BRANCH if "label" in kinds else Unit.VALU)
    implicit = tuple(reads.split())
    if exec_read and (encoding.startswith("VOP") or encoding in ("GLOBAL", "MUBUF", "DS")):
        implicit += ("exec",)
    # (llvm-mc takes an "_e32" spelling of every non-vector encoding too)
    forms = tuple(forms.split()) if forms is not None else _VOP_FORMS.get(encoding, ("e32",))
    if modifiers is None:
        modifiers = SDWA_MODIFIERS if (encoding in ("VOP1", "VOP2") and not float_mods
                                       and "sdwa" in forms) else frozenset()
    if optional_vcc is None:
        optional_vcc = encoding == "VOPC"
    return [OpSpec(m, encoding, kinds, float_mods, summary, unit, implicit,
                   tuple(writes.split()), forms, frozenset(modifiers), reads_dst,
                   optional_vcc, _width(m, kinds) if unit in _MEMORY_UNITS else 0,
                   m.endswith(_SIGNED_TAILS), format)
            for m in mnemonics.split()]


_MEMORY_UNITS = (Unit.VMEM, Unit.SMEM, Unit.LDS)
# f32 has no "ne": v_cmp_neq_f32 is true for unordered (NaN) operands, v_cmp_lg_f32 is not.
_FCMP = [f"v_cmp_{c}_f32" for c in ("lt", "le", "eq", "neq", "lg", "gt", "ge")]
_ICMP = [f"v_cmp_{c}_{t}" for t in ("i32", "u32") for c in ("lt", "le", "eq", "ne", "gt", "ge")]
_SCMP = [f"s_cmp_{c}_{t}" for t in ("i32", "u32") for c in ("eq", "lg", "lt", "le", "gt", "ge")]
_CMPX = " ".join(n.replace("v_cmp_", "v_cmpx_") for n in _FCMP + _ICMP)

OPS: tuple[OpSpec, ...] = tuple(
    _ops("VOP1", "vdst src:b32", "v_mov_b32", summary="copy")
    + _ops("VOP1", "vdst64 src:b64", "v_mov_b64", summary="copy 64 bits", forms="e32 e64")
    + _ops("VOP1", "vdst src:f16", "v_cvt_f32_f16", True, "f16 (low half) to f32")
    + _ops("VOP1", "vdst src:f32", "v_cvt_f16_f32", True, "f32 to f16, nearest-even, into the low half")
    + _ops("VOP1", "vdst src:b32", "v_cvt_f32_fp8", False,
           "one fp8 byte (src0_sel) to f32", modifiers={"src0_sel"}, format="fp8")
    + _ops("VOP1", "vdst src:b32", "v_cvt_f32_bf8", False,
           "one bf8 byte (src0_sel) to f32", modifiers={"src0_sel"}, format="bf8")
    + _ops("VOP1", "sdst vsrc:b32", "v_readfirstlane_b32", summary="first active lane to SGPR",
           forms="e32")
    + _ops("VOP2", "vdst src:f32 src:f32", "v_add_f32 v_sub_f32 v_mul_f32", True)
    + _ops("VOP2", "vdst src:f32 src:f32", "v_fmac_f32", True, "d = fma(a, b, d)",
           reads_dst=True)
    + _ops("VOP2", "vdst src:b32 src:b32",
           "v_add_u32 v_sub_u32 v_lshlrev_b32 v_lshrrev_b32 v_ashrrev_i32 v_and_b32 v_or_b32 "
           "v_xor_b32")
    + _ops("VOP2", "vdst src:b32 src:b32 mask", "v_cndmask_b32", True,
           "mask ? src1 : src0 (neg/abs act on the bits, as on floats)", optional_vcc=True)
    + _ops("VOPC", "maskd src:f32 src:f32", " ".join(_FCMP), True)
    + _ops("VOPC", "maskd src:b32 src:b32", " ".join(_ICMP))
    # v_cmpx_*: the same compares, the result also written to EXEC (gfx9: and to the mask)
    + _ops("VOPC", "maskd src:f32 src:f32", " ".join(_CMPX.split()[:len(_FCMP)]), True,
           writes="exec")
    + _ops("VOPC", "maskd src:b32 src:b32", " ".join(_CMPX.split()[len(_FCMP):]),
           writes="exec")
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
    + _ops("VOP3", "vdst src:f32 src:f32", "v_cvt_pk_fp8_f32", True,
           "two f32 to two fp8 bytes (op_sel picks the half)", modifiers={"op_sel"},
           reads_dst=True, format="fp8")
    + _ops("VOP3", "vdst src:f32 src:f32", "v_cvt_pk_bf8_f32", True,
           "two f32 to two bf8 bytes (op_sel picks the half)", modifiers={"op_sel"},
           reads_dst=True, format="bf8")
    # (the lane is named by an operand: EXEC is not read; llvm-mc also takes _e32)
    + _ops("VOP3", "sdst vsrc:b32 ssrc:b32", "v_readlane_b32", forms="e32", exec_read=False)
    + _ops("VOP3", "vdst ssrc:b32 ssrc:b32", "v_writelane_b32", forms="e32", exec_read=False)
    + _ops("SOP1", "sdst ssrc:b32", "s_mov_b32")
    + _ops("SOP1", "sdst64 ssrc:b64", "s_mov_b64")
    + _ops("SOP1", "sdst64 ssrc:b64", "s_and_saveexec_b64", reads="exec",
           writes="exec scc", summary="sdst = EXEC; EXEC &= src; SCC = EXEC != 0")
    + _ops("SOP2", "sdst ssrc:b32 ssrc:b32",
           "s_add_u32 s_add_i32 s_sub_u32 s_sub_i32 s_lshl_b32 s_lshr_b32 s_and_b32 s_or_b32",
           writes="scc")
    + _ops("SOP2", "sdst ssrc:b32 ssrc:b32", "s_addc_u32", reads="scc", writes="scc")
    + _ops("SOP2", "sdst ssrc:b32 ssrc:b32", "s_mul_i32")
    + _ops("SOP2", "sdst ssrc:b32 ssrc:b32", "s_cselect_b32", reads="scc")
    + _ops("SOP2", "sdst64 ssrc:b64 ssrc:b32", "s_lshl_b64", writes="scc")
    + _ops("SOP2", "sdst64 ssrc:b64 ssrc:b64", "s_and_b64 s_or_b64 s_xor_b64 s_andn2_b64",
           writes="scc")
    + _ops("SOP2", "sdst64 ssrc:b64 ssrc:b64", "s_cselect_b64", reads="scc")
    + _ops("SOPK", "sdst simm16", "s_movk_i32", summary="a sign-extended 16-bit constant")
    + _ops("SOPC", "ssrc:b32 ssrc:b32", " ".join(_SCMP), writes="scc")
    + _ops("SOPP", "label", "s_branch")
    + _ops("SOPP", "label", "s_cbranch_scc0 s_cbranch_scc1", reads="scc")
    + _ops("SOPP", "label", "s_cbranch_vccz s_cbranch_vccnz", reads="vcc")
    + _ops("SOPP", "label", "s_cbranch_execz s_cbranch_execnz", reads="exec")
    + _ops("SOPP", "imm16", "s_nop", unit=Unit.NOP)
    + _ops("SOPP", "waitcnt", "s_waitcnt", unit=Unit.WAITCNT)
    + _ops("SOPP", "", "s_endpgm", unit=Unit.END)
    + _ops("SOPP", "", "s_barrier", unit=Unit.BARRIER)
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

# The accumulator moves come from the matrix table (isa.table.ACC_MOVES), aliases included.
_ACC_KINDS = {AccOperand.VGPR: "vdst", AccOperand.AGPR: "adst"}
_ACC_SOURCES = {AccOperand.AGPR: "asrc", AccOperand.SRC: "src:b32"}
OPS += tuple(
    spec for mv in ACC_MOVES
    for spec in _ops(mv.encoding, f"{_ACC_KINDS[mv.dst]} {_ACC_SOURCES[mv.src]}", mv.mnemonic,
                     summary=mv.summary,
                     # (v_accvgpr_mov_b32 exists only as VOP1 and takes no selects)
                     forms="e32" if mv.src is AccOperand.AGPR else None,
                     modifiers=frozenset()))

BY_MNEMONIC: dict[str, OpSpec] = {op.mnemonic: op for op in OPS}
ALIASES: dict[str, str] = {alias: mv.mnemonic for mv in ACC_MOVES for alias in mv.aliases}
