"""What each VALU record takes of the output and operand-select modifiers, as facts on the
record: ``output_mods`` (the clamp and omod llvm-mc 19 takes in each form:
output_modifiers.py), ``result`` (the float type they act on) and ``op_sel16`` (VOP3 op_sel
on 16-bit data). Derived once, when the table is built (isa.records documents the fields)."""

from __future__ import annotations

from dataclasses import replace

from ..records import OpSpec
from .output_modifiers import OUTPUT_MODIFIERS


def _result(spec: OpSpec) -> str:
    """The float type a VALU record's clamp and omod act on (OpSpec.result), from what the
    record says: a conversion's destination type (v_cvt_f32_*: f32; to an integer: none), a
    dot product's accumulator, else its float sources' type; a compare's mask: none."""
    if not spec.operands or spec.operands[0] not in ("vdst", "vdst64"):
        return ""
    parts = spec.mnemonic.split("_")
    if parts[1] in ("cvt", "dot2c", "dot2"):   # (v_cvt_D_S, v_cvt_pk_D_S, v_cvt_off_f32_i4)
        target = next((p for p in parts[2:] if p in ("f16", "f32", "f64", "i32", "u32", "i16",
                                                        "u16", "u8", "fp8", "bf8")), "")
        if target not in ("f16", "f32", "f64"):
            return ""
        return ("2" + target) if spec.operands[0] == "vdst64" and target == "f32" or \
            parts[2] == "pkrtz" else target
    if "frexp_exp" in spec.mnemonic or "class" in spec.mnemonic:
        return ""
    types = [k.partition(":")[2] for k in spec.operands[1:] if k.startswith(("src", "vsrc"))]
    return types[0] if types and types[0] in ("f16", "f32", "f64") and spec.float_mods else ""


# integer arithmetic whose result may overflow and whose clamp llvm-mc takes where the
# semantics do not saturate (their clamp stops the run: OpSpec.result "overflows")
_OVERFLOWING = frozenset("v_mul_lo_u16 v_mad_u64_u32 v_mad_i64_i32 v_qsad_pk_u16_u8 "
                         "v_mqsad_pk_u16_u8".split())


def _output_mods(mnemonic: str) -> frozenset:
    forms = OUTPUT_MODIFIERS.get(mnemonic, {})
    return frozenset([*forms.get("e64", "").split(),
                      *(f"sdwa_{m}" for m in forms.get("sdwa", "").split())])


# op_sel on 16-bit VOP3 data (the VOP3A OPSEL field; llvm-mc 19 takes it on exactly these,
# not on the legacy forms): the sources' halves, and for a 16-bit result the destination's
_HALF_RESULTS = frozenset((
    "v_mad_u16 v_mad_i16 v_fma_f16 v_mad_f16 v_div_fixup_f16 v_min3_f16 v_max3_f16 "
    "v_med3_f16 v_min3_i16 v_max3_i16 v_med3_i16 v_min3_u16 v_max3_u16 v_med3_u16 "
    "v_add_i16 v_sub_i16").split())
_HALF_SOURCES = frozenset(("v_mad_u32_u16 v_mad_i32_i16 v_pack_b32_f16 "
                           "v_cvt_pknorm_i16_f16 v_cvt_pknorm_u16_f16").split())


def with_modifier_facts(ops) -> tuple[OpSpec, ...]:
    """``ops`` with each VALU record's output_mods, result and op_sel16 filled in."""
    out = []
    for op in ops:
        if op.encoding in ("VOP1", "VOP2", "VOPC", "VOP3"):
            op = replace(op, output_mods=_output_mods(op.mnemonic),
                         result="overflows" if op.mnemonic in _OVERFLOWING else _result(op))
        if op.mnemonic in _HALF_RESULTS | _HALF_SOURCES:
            op = replace(op, modifiers=op.modifiers | {"op_sel"},
                         op_sel16="src dst" if op.mnemonic in _HALF_RESULTS else "src")
        out.append(op)
    return tuple(out)
