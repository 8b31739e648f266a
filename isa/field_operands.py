"""The operand kinds that are fields of their own syntax, not registers or constants (their
record's kinds, isa.records): a branch label's word offset, 16- and 32-bit immediates,
s_endpgm's code, gpr_idx(...), hwreg(...) and sendmsg(...) or their 16-bit fields — each
read from its text with a file:line:col error naming what it takes."""

from __future__ import annotations

from .mfma_syntax import OperandSyntaxError
from .program import Label
from .special_operands import GprIndexMode, HwReg, Imm16, Message, NUMBER, Src


def _label_field(spec, vtype, piece, col):
    # (names arrive as SymbolRef: this is a number or a register)
    if not NUMBER.match(piece) or not -(1 << 15) <= int(piece, 0) < (1 << 16):
        raise OperandSyntaxError(f"expected an absolute expression or a label (a 16-bit "
                                 f"offset), got '{piece}'", col)
    return Label(piece)   # a word offset: llvm-mc takes it; the emulator cannot


def _simm16_field(spec, vtype, piece, col, low=-32768):
    """A 16-bit immediate: signed or unsigned (``uimm16``: unsigned only, low 0)."""
    if not NUMBER.match(piece) or not low <= int(piece, 0) <= 0xFFFF:
        raise OperandSyntaxError(f"{spec.mnemonic} takes a 16-bit immediate, got "
                                 f"'{piece}'", col)
    value = int(piece, 0) & 0xFFFF
    return Src(value=value - 0x10000 if value & 0x8000 else value, text=hex(value))


def _imm32_field(spec, vtype, piece, col):
    """s_setreg_imm32_b32's value: a literal dword, an integer."""
    if not NUMBER.match(piece) or not -(1 << 31) <= int(piece, 0) < (1 << 32):
        raise OperandSyntaxError(f"{spec.mnemonic}: expected a 32-bit integer, got "
                                 f"'{piece}'", col)
    value = int(piece, 0)
    return Src(value=value & 0xFFFFFFFF, text=str(value) if -16 <= value <= 64
               else hex(value & 0xFFFFFFFF), literal=True)


def _imm16_field(spec, vtype, piece, col):
    """A 16-bit field; s_nop uses its low 4 bits (wait states - 1)."""
    if not NUMBER.match(piece) or not -(1 << 15) <= int(piece, 0) < (1 << 16):
        raise OperandSyntaxError(f"{spec.mnemonic} takes a 16-bit immediate, got "
                                 f"'{piece}'", col)
    return Imm16(int(piece, 0))


def _endpgm_field(spec, vtype, piece, col):
    """s_endpgm's optional code: 0..65535 (llvm-mc's range; printed in decimal)."""
    if not NUMBER.match(piece) or not 0 <= int(piece, 0) <= 0xFFFF:
        raise OperandSyntaxError(f"{spec.mnemonic}: expected a 16-bit value (0..65535), got "
                                 f"'{piece}'", col)
    return int(piece, 0)


# The operand kinds that are fields of their own syntax, not registers or constants:
# gpr_idx(SRC0,SRC1,SRC2,DST) or its 4 enable bits; hwreg(NAME[, offset, size]) and
# sendmsg(MSG_NAME[, OP[, STREAM]]) or their 16-bit fields.
FIELDS = {"label": _label_field, "simm16": _simm16_field,
          "uimm16": lambda spec, vtype, piece, col: _simm16_field(spec, vtype, piece, col, 0),
          "gprmode": lambda spec, vtype, piece, col: GprIndexMode.parse(piece, spec.mnemonic,
                                                                        col),
          "imm32": _imm32_field,
          "hwreg": lambda spec, vtype, piece, col: HwReg.parse(
              piece, spec.mnemonic, col, dict(spec.hardware_registers) or None),
          "sendmsg": lambda spec, vtype, piece, col: Message.parse(piece, spec.mnemonic, col),
          "imm16": _imm16_field, "endpgm": _endpgm_field}
