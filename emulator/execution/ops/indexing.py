"""VGPR indexing (CDNA3 ISA 6.6): ``s_set_gpr_idx_on`` / ``_off`` / ``_mode`` / ``_idx``,
and the VALU instructions that run while it is on.

While MODE.GPR_IDX_EN is set, a VALU instruction's VGPR operands enabled by M0[15:12]
(bit 0 SRC0, 1 SRC1, 2 SRC2, 3 DST) name the register M0[7:0] further on: clang's
``s_set_gpr_idx_on s4, gpr_idx(DST)`` / ``v_mov_b32 v0, v37`` / ``s_set_gpr_idx_off``
writes v[0 + s4]. The assembler marks the VALU instructions that follow an
``s_set_gpr_idx_on`` (isa.assembler.GPR_INDEXED); only those check the mode, each binding
its shifted form once per index.
"""

from __future__ import annotations

import copy

from isa.special_operands import Src
from isa.registers import RegRange

from . import bind, semantics
from .access import scalar_reader

_DESTINATIONS = ("vdst", "vdst64")


@semantics("s_set_gpr_idx_on")
def _on(inst):
    read, bits = scalar_reader(inst.operands[0]), inst.operands[1].bits

    def run(wave):
        wave.m0 = (wave.m0 & ~0xF0FF) | (read(wave) & 0xFF) | bits << 12
        wave.gpr_idx = True
    return run


@semantics("s_set_gpr_idx_off")
def _off(inst):
    def run(wave):
        wave.gpr_idx = False
    return run


@semantics("s_set_gpr_idx_mode")
def _mode(inst):
    bits = inst.operands[0].bits

    def run(wave):
        wave.m0 = (wave.m0 & ~0xF000) | bits << 12
    return run


@semantics("s_set_gpr_idx_idx")
def _idx(inst):
    read = scalar_reader(inst.operands[0])

    def run(wave):
        wave.m0 = (wave.m0 & ~0xFF) | (read(wave) & 0xFF)
    return run


def _shifted(inst, index: int, enables: int):
    """A copy of ``inst`` with the enabled VGPR operands ``index`` registers further on."""
    operands, source = list(inst.operands), 0
    for position, (operand, kind) in enumerate(zip(inst.operands, inst.spec.operands)):
        if isinstance(operand, Src):
            if operand.is_reg and operand.reg.file == "v" and enables >> source & 1:
                reg = operand.reg
                operands[position] = Src(RegRange("v", reg.first + index, reg.count),
                                         neg=operand.neg, abs=operand.abs)
            source += 1
        elif kind in _DESTINATIONS and enables >> 3 & 1:
            operands[position] = RegRange("v", operand.first + index, operand.count)
    shifted = copy.copy(inst)
    shifted.operands, shifted.anchor = tuple(operands), None
    return shifted


def indexed(inst, plain):
    """``run(wave)``: ``plain`` while indexing is off, else the shifted instruction's whole
    bound semantics (output modifiers, MODE's denormal controls, DPP: ops/__init__.py)."""
    forms: dict = {}

    def run(wave):
        if not wave.gpr_idx:
            return plain(wave)
        key = wave.m0 & 0xF0FF
        form = forms.get(key)
        if form is None:
            form = forms[key] = bind(_shifted(inst, key & 0xFF, key >> 12))
        return form(wave)
    return run
