"""gfx950's scaled conversions, ``v_cvt_scalef32_*`` (CDNA4 ISA guide 7.3 and chapter 12's
VOP3 opcodes 565-611, 617-618): each a record whose ``conversion`` (isa.conversions) says
what it converts; operands, op_sel and modifiers as llvm-mc 22 takes them.

Its op_sel: where a narrow result is a byte of the destination (fp4 pairs, one fp8) the four
bits stand as written, OPSEL[3:2] the byte (``op_sel_byte``, as ``v_cvt_sr_fp8_f32``);
elsewhere a source's bit each, then the destination's; the 32-element ones (whole register
tuples) take none. neg/abs are taken on f32 and f16
sources (the values converted and the scale), not on packed narrow ones; no clamp, no
omod."""

from __future__ import annotations

from dataclasses import replace

from ..conversions import Conversion
from ..records import OpSpec, ops

_MODELLED = ("scaled conversions as AMD's host reference of the OCP MX conversions (HIP's "
             "amd_hip_ocp_host.hpp: RNE, or the seed's top bits added and truncated) and "
             "the CDNA4 guide's pseudocode; not verified on hardware")

# (mnemonic, VOP3 opcode, source, result, elements, value operands, stochastic)
_TABLE = (
    ("pk_fp8_f32", 565, "f32", "fp8", 2, 2, False), ("pk_bf8_f32", 566, "f32", "bf8", 2, 2, False),
    ("sr_fp8_f32", 567, "f32", "fp8", 1, 1, True), ("sr_bf8_f32", 568, "f32", "bf8", 1, 1, True),
    ("pk_f32_fp8", 569, "fp8", "f32", 2, 1, False), ("pk_f32_bf8", 570, "bf8", "f32", 2, 1, False),
    ("f32_fp8", 571, "fp8", "f32", 1, 1, False), ("f32_bf8", 572, "bf8", "f32", 1, 1, False),
    ("pk_fp4_f32", 573, "f32", "fp4", 2, 2, False),
    ("sr_pk_fp4_f32", 574, "f32", "fp4", 2, 1, True),
    ("pk_f32_fp4", 575, "fp4", "f32", 2, 1, False),
    ("pk_fp8_f16", 576, "f16", "fp8", 2, 1, False), ("pk_bf8_f16", 577, "f16", "bf8", 2, 1, False),
    ("sr_fp8_f16", 578, "f16", "fp8", 1, 1, True), ("sr_bf8_f16", 579, "f16", "bf8", 1, 1, True),
    ("pk_fp8_bf16", 580, "bf16", "fp8", 2, 1, False),
    ("pk_bf8_bf16", 581, "bf16", "bf8", 2, 1, False),
    ("sr_fp8_bf16", 582, "bf16", "fp8", 1, 1, True),
    ("sr_bf8_bf16", 583, "bf16", "bf8", 1, 1, True),
    ("pk_f16_fp8", 584, "fp8", "f16", 2, 1, False), ("pk_f16_bf8", 585, "bf8", "f16", 2, 1, False),
    ("f16_fp8", 586, "fp8", "f16", 1, 1, False), ("f16_bf8", 587, "bf8", "f16", 1, 1, False),
    ("pk_fp4_f16", 588, "f16", "fp4", 2, 1, False),
    ("pk_fp4_bf16", 589, "bf16", "fp4", 2, 1, False),
    ("sr_pk_fp4_f16", 590, "f16", "fp4", 2, 1, True),
    ("sr_pk_fp4_bf16", 591, "bf16", "fp4", 2, 1, True),
    ("pk_f16_fp4", 592, "fp4", "f16", 2, 1, False),
    ("pk_bf16_fp4", 593, "fp4", "bf16", 2, 1, False),
    ("2xpk16_fp6_f32", 594, "f32", "fp6", 32, 2, False),
    ("2xpk16_bf6_f32", 595, "f32", "bf6", 32, 2, False),
    ("sr_pk32_fp6_f32", 596, "f32", "fp6", 32, 1, True),
    ("sr_pk32_bf6_f32", 597, "f32", "bf6", 32, 1, True),
    ("pk32_f32_fp6", 598, "fp6", "f32", 32, 1, False),
    ("pk32_f32_bf6", 599, "bf6", "f32", 32, 1, False),
    ("pk32_fp6_f16", 600, "f16", "fp6", 32, 1, False),
    ("pk32_fp6_bf16", 601, "bf16", "fp6", 32, 1, False),
    ("pk32_bf6_f16", 602, "f16", "bf6", 32, 1, False),
    ("pk32_bf6_bf16", 603, "bf16", "bf6", 32, 1, False),
    ("sr_pk32_fp6_f16", 604, "f16", "fp6", 32, 1, True),
    ("sr_pk32_fp6_bf16", 605, "bf16", "fp6", 32, 1, True),
    ("sr_pk32_bf6_f16", 606, "f16", "bf6", 32, 1, True),
    ("sr_pk32_bf6_bf16", 607, "bf16", "bf6", 32, 1, True),
    ("pk32_f16_fp6", 608, "fp6", "f16", 32, 1, False),
    ("pk32_bf16_fp6", 609, "fp6", "bf16", 32, 1, False),
    ("pk32_f16_bf6", 610, "bf6", "f16", 32, 1, False),
    ("pk32_bf16_bf6", 611, "bf6", "bf16", 32, 1, False),
    ("pk_bf16_fp8", 617, "fp8", "bf16", 2, 1, False),
    ("pk_bf16_bf8", 618, "bf8", "bf16", 2, 1, False),
)


def _record(name, opcode, source, result, count, inputs, stochastic) -> OpSpec:
    # (one f16 of an fp8: "D0 = tmp.b32", OPSEL[3] the half; the others keep the rest)
    conversion = Conversion(source, result, count, inputs, stochastic,
                            keeps_rest=not name.startswith("f16_"))
    byte = conversion.result_bits == 8   # (the destination byte: op_sel[3:2])
    # (the 32-element ones, whole registers, take no op_sel)
    modifiers = set() if count == 32 else {"op_sel", "op_sel_byte"} if byte else {"op_sel"}
    # (a 16-bit slot of a source or the destination: op_sel's bit on 16-bit data)
    half = conversion.source_bits == 16 or conversion.result_bits == 16
    (spec,) = ops("VOP3", conversion.operand_kinds(), f"v_cvt_scalef32_{name}", True,
                  f"{count} {source} to {result}" + (", stochastic rounding" if stochastic
                                                     else "") + ", scaled by an E8M0",
                  forms="e64", modifiers=modifiers, reads_dst=conversion.result_bits < 32,
                  inexact=_MODELLED)
    return replace(spec, opcode=opcode, conversion=conversion, ignores_denormal_mode=True,
                   op_sel16="src dst" if half and not byte else "")


SCALED_CONVERSIONS: tuple[OpSpec, ...] = tuple(_record(*row) for row in _TABLE)

# f32 to f16 / bf16 with stochastic rounding (VOP3 678, 679): the seed's top bits added below
# the kept fraction, then truncated ("These ops add a random value … and then truncate"),
# into the half op_sel's destination bit picks, the other kept
STOCHASTIC_CONVERSIONS: tuple[OpSpec, ...] = tuple(
    replace(spec, opcode=opcode, conversion=conversion, ignores_denormal_mode=True)
    for opcode, result in ((678, "f16"), (679, "bf16"))
    for conversion in (Conversion("f32", result, stochastic=True, scaled=False),)
    for spec in ops("VOP3", conversion.operand_kinds(), f"v_cvt_sr_{result}_f32", True,
                    f"f32 to {result}, stochastic rounding, into the half op_sel picks",
                    forms="e64", modifiers={"op_sel"}, reads_dst=True,
                    inexact="stochastic rounding as the CDNA4 guide states it in prose "
                    "(its f32_to_f16_sr is not defined); not verified on hardware"))
