"""Which form of an instruction a line is, where the line leaves it to llvm-mc to choose:
the encoding suffix a suffix-less line takes from its modifiers (a lane selection: _dpp; a
clamp or omod only the SDWA form takes: _sdwa), the record's variant its modifiers ask for
(an atomic returning the old value, a buffer load into LDS; lds and gds where they are
required), the operands it may leave out, and its constants' neg/abs folded where that
lets the short encoding hold it."""

from __future__ import annotations

from .mfma_syntax import OperandSyntaxError
from .modifier_parsing import takes_output_modifier
from .operand_parsing import fold_modifiers
from .program import DPP_CONTROLS, Instruction
from .records import OpSpec
from .special_operands import Src


def suffix_of(spec: OpSpec, suffix: str, mods) -> str:
    """The encoding suffix of a line written with ``suffix`` ("" when none) and ``mods``:
    llvm-mc takes a lane selection on the base mnemonic as _dpp, and a clamp or omod that
    only the SDWA form takes as _sdwa (``v_mov_b32 v0, v1 clamp``)."""
    if suffix:
        return suffix
    if "dpp" in spec.forms and any(k in mods for k in DPP_CONTROLS):
        return "dpp"
    if "sdwa" in spec.forms and any(k in mods and not takes_output_modifier(spec, k, "e64")
                                    and takes_output_modifier(spec, k, "sdwa")
                                    for k in ("clamp", "mul", "div")):
        return "sdwa"
    return suffix


def record_of(spec: OpSpec, mods, column: int) -> OpSpec:
    """The record a line's modifiers ask for: an atomic's returning form (sc0/glc), a buffer
    load's form into LDS (lds), gfx90a's dot products' with op_sel; an instruction whose syntax requires lds or gds refused
    without it (llvm-mc: too few operands)."""
    if spec.returning is not None and ("sc0" in mods or "glc" in mods):
        return spec.returning
    if spec.lds_form is not None and "lds" in mods:
        return spec.lds_form
    if spec.op_sel_form is not None and ("op_sel" in mods or "op_sel_hi" in mods):
        return spec.op_sel_form   # (mods hold them only when not the default)
    required = [bit for bit in ("lds", "gds") if bit in spec.modifiers and bit not in mods]
    if spec.lds_form is None and required:
        raise OperandSyntaxError(f"too few operands for instruction (it takes "
                                 f"{' '.join(required)})", column)
    return spec


def implicit_operands(spec: OpSpec, suffix: str, kinds, operands_text):
    """The operands llvm-mc lets a program leave out: a compare's vcc destination (with an
    explicit _e32), v_cndmask_b32_e32's vcc mask, a scalar load's zero offset, and
    s_endpgm's code 0."""
    missing = len(kinds) - len(operands_text)
    if kinds == ("endpgm",) and not operands_text:   # (s_endpgm: its code 0)
        return [("0", 1)]
    if missing != 1 or not operands_text:
        return operands_text
    column = operands_text[-1][1]
    if spec.optional_vcc and suffix == "e32" and kinds[0] == "maskd":
        return [("vcc", operands_text[0][1])] + operands_text
    if spec.optional_vcc and suffix == "e32" and kinds[-1] == "mask":
        return operands_text + [("vcc", column)]
    if spec.encoding == "SMEM" and kinds[-1] == "soff":
        return operands_text + [("0x0", column)]
    return operands_text


def folded_if_short(inst: Instruction) -> Instruction:
    """A line with no encoding suffix whose constants carry neg/abs: llvm-mc folds them into
    the constants (``|-4.0|`` is 4.0) where that lets the short encoding hold the line, and
    keeps them as modifier bits where the line needs VOP3 anyway."""
    if inst.suffix or not any(isinstance(o, Src) and not o.is_reg and (o.neg or o.abs)
                              for o in inst.operands):
        return inst
    folded = tuple(fold_modifiers(inst.spec, o, k) if isinstance(o, Src) else o
                   for o, k in zip(inst.operands, inst.spec.operands))
    short = Instruction(inst.spec, folded, inst.mods, inst.suffix, inst.loc)
    return short if short.canonical_suffix() == "_e32" else inst
