"""gfx950's scalar, vector, memory and control instructions: gfx942's records (llvm-mc 22
encodes the instructions both know alike) less what LLVM 22 no longer takes for gfx950
(``buffer_wbinvl1``, ``buffer_wbinvl1_vol``, ``buffer_store_lds_dword``), plus every
instruction CDNA4 adds (opcodes from llvm-mc 22 and the CDNA4 ISA guide's tables):

* the f16/bf16 conversions compilers emit (``v_cvt_pk_f16_f32``, ``v_cvt_pk_bf16_f32``,
  ``v_cvt_f32_bf16``), ``v_dot2c_f32_bf16`` and ``v_dot2_f32_bf16``, ``v_bitop3_b16/b32``,
  ``v_prng_b32``, ``v_minimum3/maximum3_f32`` and their packed f16 forms,
  ``v_ashr_pk_i8/u8_i32``, the lane swaps ``v_permlane16/32_swap_b32``;
* the 49 scaled conversions ``v_cvt_scalef32_*`` and ``v_cvt_sr_f16/bf16_f32``
  (conversions.py);
* the transposing LDS reads ``ds_read_b64_tr_b4/b8/b16``, ``ds_read_b96_tr_b6``, the loads
  into LDS of three and four dwords (``global_load_lds_dwordx3/x4``, ``buffer_load_dwordx3/x4
  … lds``), ``buffer_atomic_pk_add_bf16``;
* ``v_mfma_ld_scale_b32`` alone (a scaled MFMA's first half: matrix.py).

Their semantics: emulator/execution/ops (cdna4_bits, cdna4_arith, conversions,
lds_transpose, lds)."""

from __future__ import annotations

from dataclasses import replace

from ..gfx942.memory import with_lds_form
from ..gfx942.ops import ALIASES, OPS as _CDNA3, REFUSED as _CDNA3_REFUSED
from ..records import OpSpec, ops
from .conversions import SCALED_CONVERSIONS, STOCHASTIC_CONVERSIONS

REMOVED_BY_LLVM_22 = frozenset(("buffer_wbinvl1", "buffer_wbinvl1_vol",
                                "buffer_store_lds_dword"))
_BF16_ROUNDING = ("bf16 rounding (nearest even, NaN quieted) and denormals as the LLVM "
                  "lowering defines them, not verified on hardware")

_PACKED_FLOAT = frozenset(("op_sel", "op_sel_hi", "neg_lo", "neg_hi", "clamp"))
_IEEE_EXTREMES = ("IEEE 754-2019 minimum/maximum: which NaN (S0's first, quieted) the "
                  "hardware returns is not stated")
_DOT2_BF16 = "its internal rounding (the guide's order: a0·b0 + a1·b1, then + c) is not " \
    "characterised on hardware"


def _at(opcodes: tuple[int, ...], *records: list[OpSpec], **fields) -> tuple[OpSpec, ...]:
    """The records (each ``ops`` list in turn) at their opcodes, with ``fields`` set."""
    flat = [spec for group in records for spec in group]
    assert len(flat) == len(opcodes), "one opcode a record"
    return tuple(replace(spec, opcode=code, **fields) for spec, code in zip(flat, opcodes))


ADDED_IN_CDNA4: tuple[OpSpec, ...] = _at(
    (0x267, 0x268, 0x5b, 0x234, 0x58),
    # (clamp and omod on each half of the pair: llvm-mc 22 takes them)
    [replace(spec, output_mods=frozenset(("clamp", "omod")), result="2f16") for spec in ops(
        "VOP3", "vdst src:f32 src:f32", "v_cvt_pk_f16_f32", True,
        "two f32 to a pair of f16 (src0 low), rounded as MODE says", forms="e64")],
    [replace(spec, output_mods=frozenset(("clamp", "omod")), result="2bf16") for spec in ops(
        "VOP3", "vdst src:f32 src:f32", "v_cvt_pk_bf16_f32", True,
        "two f32 to a pair of bf16 (src0 low), nearest even", forms="e64",
        inexact=_BF16_ROUNDING + "; clamp and omod taken on each rounded bf16")],
    [replace(spec, output_mods=frozenset(("clamp", "omod", "sdwa_clamp", "sdwa_omod")),
             result="f32")
     for spec in ops("VOP1", "vdst src:bf16", "v_cvt_f32_bf16", True,
                     "bf16 (low half) to f32, exactly; neg/abs on the bf16, clamp/omod on "
                     "the f32", forms="e32 e64 sdwa dpp")],
    ops("VOP3", "vdst src:b32 src:b32 src:b32", "v_bitop3_b32",
        summary="any bitwise function of three sources (bitop3: its truth table)",
        forms="e64", modifiers={"bitop3"}),
    ops("VOP1", "vdst src:b32", "v_prng_b32",
        summary="one step of a 32-bit LFSR: (x << 1) ^ (x[31] ? 197 : 0)",
        forms="e32 e64 sdwa dpp")) + _at(
    (0x59, 0x5a),
    ops("VOP1", "vdst vdst", "v_permlane16_swap_b32",
        summary="the first register's odd rows of 16 lanes swapped with the second's even "
        "rows", forms="e32 e64", modifiers={"bound_ctrl", "fi"}, reads_dst=True),
    ops("VOP1", "vdst vdst", "v_permlane32_swap_b32",
        summary="the first register's upper 32 lanes swapped with the second's lower 32",
        forms="e32 e64", modifiers={"bound_ctrl", "fi"}, reads_dst=True),
    crosses_lanes=True) + (
    replace(next(op for op in _CDNA3 if op.mnemonic == "v_dot2c_f32_f16"),
            mnemonic="v_dot2c_f32_bf16", opcode=0x16, float_mods=True,
            operands=("vdst", "src:bf16", "src:bf16"),
            summary="d + a0·b0, rounded, + a1·b1, rounded (f32; bf16 halves)"),) + _at(
    (0x2a8, 0x2a9),
    ops("VOP3", "vdst src:f32 src:f32 src:f32", "v_minimum3_f32", True,
        "IEEE minimum of three (a NaN wins; −0 < +0)", forms="e64", inexact=_IEEE_EXTREMES),
    ops("VOP3", "vdst src:f32 src:f32 src:f32", "v_maximum3_f32", True,
        "IEEE maximum of three (a NaN wins; −0 < +0)", forms="e64", inexact=_IEEE_EXTREMES),
    output_mods=frozenset(("clamp", "omod")), result="f32") + _at(
    (0x1b, 0x1c),
    ops("VOP3P", "vdst src:f16 src:f16 src:f16", "v_pk_minimum3_f16",
        summary="IEEE minimum of three, per f16 half", modifiers=_PACKED_FLOAT, packed=True,
        inexact=_IEEE_EXTREMES),
    ops("VOP3P", "vdst src:f16 src:f16 src:f16", "v_pk_maximum3_f16",
        summary="IEEE maximum of three, per f16 half", modifiers=_PACKED_FLOAT, packed=True,
        inexact=_IEEE_EXTREMES)) + _at(
    (0x1a,),
    ops("VOP3P", "vdst src:bf16 src:bf16 src:f32", "v_dot2_f32_bf16",
        summary="a0·b0 + a1·b1, rounded, + src2, rounded (f32; bf16 halves)",
        modifiers={"neg_lo", "neg_hi", "clamp"}, packed=True, inexact=_DOT2_BF16)) + _at(
    (0x265, 0x266, 0x233),
    ops("VOP3", "vdst src:b32 src:b32 src:b32", "v_ashr_pk_i8_i32 v_ashr_pk_u8_i32",
        summary="src0, src1 >> src2[4:0] (arithmetic), saturated to i8 (u8), packed in the "
        "low half", forms="e64", modifiers={"op_sel"}),
    ops("VOP3", "vdst src:b16 src:b16 src:b16", "v_bitop3_b16",
        summary="any bitwise function of three 16-bit sources (bitop3: its truth table)",
        forms="e64", modifiers={"bitop3", "op_sel"}),
    op_sel16="src dst") + _at(
    # (DS opcodes 224-227: the guide's; the width is the read's, not the element's)
    (0xe0, 0xe1, 0xe2, 0xe3),
    ops("DS", "mdst:2 dsaddr", "ds_read_b64_tr_b4",
        summary="64 bits a lane, 4-bit elements exchanged across 16 lanes (a transpose)"),
    [replace(spec, odd_tuples=True) for spec in ops(
        "DS", "mdst:3 dsaddr", "ds_read_b96_tr_b6",
        summary="96 bits a lane, 6-bit elements exchanged across 16 lanes")],
    ops("DS", "mdst:2 dsaddr", "ds_read_b64_tr_b8 ds_read_b64_tr_b16",
        summary="64 bits a lane, 8/16-bit elements exchanged across 16 lanes"),
    crosses_lanes=True) + _at(
    # (GLOBAL opcodes 126, 125: three or four dwords a lane into LDS, 16 bytes apart)
    (0x7e, 0x7d),
    ops("GLOBAL", "gaddr saddr", "global_load_lds_dwordx3 global_load_lds_dwordx4",
        reads="m0", summary="each lane's 12 (16) bytes into LDS at M0 + offset + 16·lane")) + (
    # (MUBUF opcode 0x52, global_atomic_pk_add_bf16's, and its returning form: llvm-mc 22)
    *(replace(spec, opcode=0x52, returning=replace(spec.returning, opcode=0x52))
      for spec in ops("MUBUF", "msrc:1 bvaddr srsrc soff", "buffer_atomic_pk_add_bf16",
                      atomic="pk_add_bf16", returning="data")),) + _at(
    # (VOP3P 0x2c: a scaled MFMA's first eight bytes — isa/gfx950/matrix.py —, which llvm-mc
    # 22 also takes alone: it reads two scale sources and, alone, sets nothing)
    (0x2c,),
    ops("VOP3P", "src:b32 src:b32", "v_mfma_ld_scale_b32", modifiers={"op_sel", "op_sel_hi"},
        summary="a scaled MFMA's scale bytes (alone: no effect; CDNA4 ISA 7.2.1: a scale "
        "counts for its one MFMA)", inexact="a lone v_mfma_ld_scale_b32 changes nothing "
        "here; the guide describes it only as a scaled MFMA's first half"))
ADDED_IN_CDNA4 = tuple(   # (a transposing read's width is its data's, not its element's)
    replace(op, width=4 * int(op.operands[0].partition(":")[2])) if "_tr_b" in op.mnemonic
    else op for op in ADDED_IN_CDNA4) + SCALED_CONVERSIONS + STOCHASTIC_CONVERSIONS

# what gfx942 refuses, gfx950 refuses too (each CDNA4 instruction llvm-mc 22 takes is a
# record above)
REFUSED: dict[str, str] = {name: why.replace("gfx942", "gfx950")
                           for name, why in _CDNA3_REFUSED.items()}

# the buffer loads CDNA4 also lets load into LDS (its 9.1.9: dwordx3, dwordx4)
_TO_LDS_TOO = ("buffer_load_dwordx3", "buffer_load_dwordx4")

OPS: tuple[OpSpec, ...] = tuple(
    with_lds_form(op) if op.mnemonic in _TO_LDS_TOO else op
    for op in _CDNA3 if op.mnemonic not in REMOVED_BY_LLVM_22) + ADDED_IN_CDNA4

__all__ = ["OPS", "ALIASES", "REFUSED"]
