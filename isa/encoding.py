"""gfx942's machine-code formats as data: each encoding's fixed bits and fields, and how an
operand becomes a field's value (CDNA3 ISA guide, chapter 13 "Microcode formats"; LLVM's
SIInstrFormats.td and the encodings llvm-mc 19 writes, which win where they differ).

A format is its identifying bits (``FORMATS[name].ident``: value and mask over the first
dword) and its fields, ``name -> (low bit, width)`` over the whole instruction (a 64-bit
format's second dword is bits 32–63). ``isa.encoder`` packs fields, ``isa.decoder`` reads
them; both take the opcode from the instruction's record (``OpSpec.opcode``,
``MatrixInstruction.opcode``). A VOP1/VOP2/VOPC instruction written ``_e64`` is VOP3 with
its opcode moved up (``VOP3_OPCODE_BASE``); ``_dpp`` and ``_sdwa`` put 250 / 249 in SRC0
and a second dword of their own.

Scalar and vector sources share one 9-bit code (``source_code``): SGPRs 0–101, FLAT_SCRATCH
102–103, XNACK_MASK 104–105, VCC 106–107, TTMP 108–123, M0 124, EXEC 126–127, integers 0–64
at 128–192 and −1…−16 at 193–208, the aperture constants 235–239, the inline floats
240–248, VCCZ 251, EXECZ 252, SCC 253, a literal dword 255, VGPRs (and in the matrix and
accumulator forms, AGPRs) 256–511.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from .records import VECTOR_TUPLES


@dataclass(frozen=True)
class Format:
    """One microcode format: its identifying bits and fields (bit ranges over the whole
    instruction, low bit first)."""

    name: str
    size: int                    # bytes without a literal
    ident: tuple[int, int]       # (value, mask) over the first dword
    fields: dict

    def pack(self, values: dict) -> int:
        word = self.ident[0]
        for name, value in values.items():
            low, width = self.fields[name]
            if not 0 <= value < 1 << width:
                raise ValueError(f"{self.name} field {name}: {value} does not fit {width} bits")
            word |= value << low
        return word

    def unpack(self, word: int) -> dict:
        return {name: word >> low & ((1 << width) - 1)
                for name, (low, width) in self.fields.items()}


def _format(name, size, ident_value, ident_mask, **fields) -> Format:
    return Format(name, size, (ident_value, ident_mask), fields)


# (the order matters for decoding: a more specific identity first)
FORMATS = {f.name: f for f in (
    _format("SOP1", 4, 0x17D << 23, 0x1FF << 23, sdst=(16, 7), op=(8, 8), ssrc0=(0, 8)),
    _format("SOPC", 4, 0x17E << 23, 0x1FF << 23, op=(16, 7), ssrc1=(8, 8), ssrc0=(0, 8)),
    _format("SOPP", 4, 0x17F << 23, 0x1FF << 23, op=(16, 7), simm16=(0, 16)),
    _format("SOPK", 4, 0xB << 28, 0xF << 28, op=(23, 5), sdst=(16, 7), simm16=(0, 16)),
    _format("SOP2", 4, 0x2 << 30, 0x3 << 30, op=(23, 7), sdst=(16, 7), ssrc1=(8, 8),
            ssrc0=(0, 8)),
    _format("SMEM", 8, 0x30 << 26, 0x3F << 26, op=(18, 8), imm=(17, 1), glc=(16, 1),
            soe=(14, 1), sdata=(6, 7), sbase=(0, 6), offset=(32, 21), soffset=(57, 7)),
    _format("VOP3P", 8, 0x1A7 << 23, 0x1FF << 23, op=(16, 7), clamp=(15, 1),
            op_sel_hi2=(14, 1), op_sel=(11, 3), neg_hi=(8, 3), vdst=(0, 8), neg=(61, 3),
            op_sel_hi=(59, 2), src2=(50, 9), src1=(41, 9), src0=(32, 9)),
    # (the matrix instructions: VOP3P's identity, their own fields)
    _format("MAI", 8, 0x1A7 << 23, 0x1FF << 23, op=(16, 7), acc_cd=(15, 1), abid=(11, 4),
            cbsz=(8, 3), vdst=(0, 8), blgp=(61, 3), acc=(59, 2), src2=(50, 9), src1=(41, 9),
            src0=(32, 9)),
    _format("VOP3", 8, 0x34 << 26, 0x3F << 26, op=(16, 10), clamp=(15, 1), op_sel=(11, 4),
            abs=(8, 3), vdst=(0, 8), neg=(61, 3), omod=(59, 2), src2=(50, 9), src1=(41, 9),
            src0=(32, 9)),
    # (VOP3 with a scalar carry-out or condition: SDST where VOP3A has op_sel and abs)
    _format("VOP3B", 8, 0x34 << 26, 0x3F << 26, op=(16, 10), clamp=(15, 1), sdst=(8, 7),
            vdst=(0, 8), neg=(61, 3), omod=(59, 2), src2=(50, 9), src1=(41, 9), src0=(32, 9)),
    _format("DS", 8, 0x36 << 26, 0x3F << 26, acc=(25, 1), op=(17, 8), gds=(16, 1),
            offset1=(8, 8), offset0=(0, 8), vdst=(56, 8), data1=(48, 8), data0=(40, 8),
            addr=(32, 8)),
    _format("FLAT", 8, 0x37 << 26, 0x3F << 26, sc1=(25, 1), op=(18, 7), nt=(17, 1),
            sc0=(16, 1), seg=(14, 2), lds=(13, 1), offset=(0, 13), vdst=(56, 8), acc=(55, 1),
            saddr=(48, 7), data=(40, 8), addr=(32, 8)),
    _format("MUBUF", 8, 0x38 << 26, 0x3F << 26, op=(18, 7), nt=(17, 1), lds=(16, 1),
            sc1=(15, 1), sc0=(14, 1), idxen=(13, 1), offen=(12, 1), offset=(0, 12),
            soffset=(56, 8), acc=(55, 1), srsrc=(48, 5), vdata=(40, 8), vaddr=(32, 8)),
    _format("MTBUF", 8, 0x3A << 26, 0x3F << 26, nfmt=(23, 3), dfmt=(19, 4), op=(15, 4),
            sc0=(14, 1), idxen=(13, 1), offen=(12, 1), offset=(0, 12), soffset=(56, 8),
            acc=(55, 1), nt=(54, 1), sc1=(53, 1), srsrc=(48, 5), vdata=(40, 8),
            vaddr=(32, 8)),
    # (gfx90a's image instructions; CDNA2 ISA 13.6: GLC, SLC and SCC are the bits gfx942
    # names sc0, nt and sc1 elsewhere; bit 16, TFE on older GPUs, says the data is in AGPRs)
    _format("MIMG", 8, 0x3C << 26, 0x3F << 26, sc1=(7, 1), dmask=(8, 4), unorm=(12, 1),
            sc0=(13, 1), da=(14, 1), a16=(15, 1), acc=(16, 1), lwe=(17, 1), op=(18, 7),
            nt=(25, 1), vaddr=(32, 8), vdata=(40, 8), srsrc=(48, 5), ssamp=(53, 5),
            d16=(63, 1)),
    _format("VOP1", 4, 0x3F << 25, 0x7F << 25, vdst=(17, 8), op=(9, 8), src0=(0, 9)),
    _format("VOPC", 4, 0x3E << 25, 0x7F << 25, op=(17, 8), vsrc1=(9, 8), src0=(0, 9)),
    _format("VOP2", 4, 0, 1 << 31, op=(25, 6), vdst=(17, 8), vsrc1=(9, 8), src0=(0, 9)),
)}
# the second dword of the DPP and SDWA forms (SRC0 of the first holds 250 / 249)
DPP = _format("DPP", 4, 0, 0, row_mask=(28, 4), bank_mask=(24, 4), src1_abs=(23, 1),
              src1_neg=(22, 1), src0_abs=(21, 1), src0_neg=(20, 1), bound_ctrl=(19, 1),
              dpp_ctrl=(8, 9), src0=(0, 8))
SDWA = _format("SDWA", 4, 0, 0, s1=(31, 1), src1_abs=(29, 1), src1_neg=(28, 1),
               src1_sext=(27, 1), src1_sel=(24, 3), s0=(23, 1), src0_abs=(21, 1),
               src0_neg=(20, 1), src0_sext=(19, 1), src0_sel=(16, 3), omod=(14, 2),
               clamp=(13, 1), dst_unused=(11, 2), dst_sel=(8, 3), src0=(0, 8))
# (a compare's SDWA: where the result goes instead of dst_sel, dst_unused, clamp, omod)
SDWA_VOPC = _format("SDWA_VOPC", 4, 0, 0, s1=(31, 1), src1_abs=(29, 1), src1_neg=(28, 1),
                    src1_sext=(27, 1), src1_sel=(24, 3), s0=(23, 1), src0_abs=(21, 1),
                    src0_neg=(20, 1), src0_sext=(19, 1), src0_sel=(16, 3), sd=(15, 1),
                    sdst=(8, 7), src0=(0, 8))
SRC_DPP, SRC_SDWA, SRC_LITERAL = 250, 249, 255
# v_mfma_ld_scale_b32's VOP3P opcode: the first eight bytes of a scaled MFMA (gfx950,
# llvm-mc 22; CDNA4 ISA guide 7.2.1)
SCALE_LOAD_OPCODE = 0x2c
VOP3_OPCODE_BASE = {"VOPC": 0x000, "VOP2": 0x100, "VOP1": 0x140}
SEGMENTS = {"FLAT": 0, "SCRATCH": 1, "GLOBAL": 2}
NO_SADDR = 0x7F                 # GLOBAL/SCRATCH saddr "off"
OMOD = {("mul", 2): 1, ("mul", 4): 2, ("div", 2): 3}
SDWA_SELECTS = {"BYTE_0": 0, "BYTE_1": 1, "BYTE_2": 2, "BYTE_3": 3, "WORD_0": 4,
                "WORD_1": 5, "DWORD": 6}
SDWA_UNUSED = {"UNUSED_PAD": 0, "UNUSED_SEXT": 1, "UNUSED_PRESERVE": 2}
# DPP_CTRL: the lane selections (quad_perm: its four 2-bit lanes, 0x000-0x0FF)
DPP_CTRL_BASE = {"row_shl": 0x100, "row_shr": 0x110, "row_ror": 0x120, "wave_shl": 0x12F,
                 "wave_rol": 0x133, "wave_shr": 0x137, "wave_ror": 0x13B,
                 "row_newbcast": 0x150}
DPP_CTRL_FIXED = {"row_mirror": 0x140, "row_half_mirror": 0x141, ("row_bcast", 15): 0x142,
                  ("row_bcast", 31): 0x143}

# -- operand codes -------------------------------------------------------------------------
SPECIAL_CODES = {"flat_scratch": 102, "flat_scratch_lo": 102, "flat_scratch_hi": 103,
                 "xnack_mask": 104, "xnack_mask_lo": 104, "xnack_mask_hi": 105,
                 "vcc": 106, "vcc_lo": 106, "vcc_hi": 107, "m0": 124, "exec": 126,
                 "exec_lo": 126, "exec_hi": 127, "src_shared_base": 235,
                 "src_shared_limit": 236, "src_private_base": 237, "src_private_limit": 238,
                 "src_pops_exiting_wave_id": 239, "src_vccz": 251, "src_execz": 252,
                 "scc": 253}
TTMP_BASE, VGPR_BASE = 108, 256
INTEGER_BASE, NEGATIVE_BASE = 128, 192    # 0..64 at 128 + n, -1..-16 at 192 + |n|
# the inline floats, 240-248, by their bits in each width
INLINE_FLOAT_VALUES = (0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0)
_INV_2PI_BITS = {16: 0x3118, 32: 0x3E22F983, 64: 0x3FC45F306DC9C882}
_PACK = {16: ("<e", "<H"), 32: ("<f", "<I"), 64: ("<d", "<Q")}


def _float_bits(value: float, width: int) -> int:
    pack, unpack = _PACK[width]
    return struct.unpack(unpack, struct.pack(pack, value))[0]


INLINE_FLOAT_CODES = {width: {**{_float_bits(v, width): 240 + i
                                 for i, v in enumerate(INLINE_FLOAT_VALUES)},
                              _INV_2PI_BITS[width]: 248}
                      for width in (16, 32, 64)}


# operand kinds written by the instruction (isa.records): the VDST / SDST fields
DESTINATIONS = ("vdst", "vdst64", "adst", "sdst", "sdst64", "maskd") + tuple(
    kind for kind in VECTOR_TUPLES if kind.startswith("vdst"))


def operand_roles(kinds) -> tuple[list[int], list[int]]:
    """(destination positions, source positions) of a record's operand kinds, in order; a
    second vector destination (v_swap_b32's) is read from a source field."""
    dsts, srcs = [], []
    for position, kind in enumerate(kinds):
        base = kind.partition(":")[0]
        vector = base.startswith(("vdst", "adst"))
        if base in DESTINATIONS and not (vector and any(
                kinds[d].startswith(("vdst", "adst")) for d in dsts)):
            dsts.append(position)
        else:
            srcs.append(position)
    return dsts, srcs


def register_code(reg) -> int:
    """The 9-bit source code of a register (its first, for a range)."""
    if reg.file in ("v", "a"):
        return VGPR_BASE + reg.first
    if reg.file == "s":
        return reg.first
    if reg.file == "ttmp":
        return TTMP_BASE + reg.first
    return SPECIAL_CODES[reg.file]


def integer_code(value: int) -> int | None:
    """The inline code of an integer −16..64, or None."""
    if 0 <= value <= 64:
        return INTEGER_BASE + value
    if -16 <= value < 0:
        return NEGATIVE_BASE - value
    return None


def width_of(kind: str) -> int:
    """The bits of an operand of type ``kind`` (b16 f16 bf16: 16; b64 f64: 64; else 32)."""
    vtype = kind.partition(":")[2] or kind
    return 16 if vtype in ("b16", "f16", "bf16") else 64 if vtype in ("b64", "f64") else 32
