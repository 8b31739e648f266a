"""A source operand's 9-bit code and the literal dword it needs, if any (isa.encoding's
codes: registers, inline integers and floats, a literal's value or a symbol's relocation),
for the encoders of every format that takes sources (isa/encoder.py, isa/memory_encoder.py).
"""

from __future__ import annotations

from . import encoding as E
from .registers import RegRange
from .special_operands import Src


def source_code(operand, kind: str) -> tuple[int, int | None]:
    """(9-bit code, literal dword or None) of a source operand of record kind ``kind``."""
    if isinstance(operand, RegRange):
        return E.register_code(operand), None
    if not isinstance(operand, Src):
        raise ValueError(f"a source cannot be {operand!r}")
    if operand.reg is not None:
        return E.register_code(operand.reg), None
    if operand.symbol:
        return E.SRC_LITERAL, 0   # (a relocation: the linker writes it)
    width = E.width_of(kind)
    if operand.literal:
        value = operand.value
        if isinstance(value, float):   # (f64: the double's high dword; f16: its 16 bits)
            bits = E._float_bits(value, width)
            return E.SRC_LITERAL, bits >> 32 if width == 64 else bits
        return E.SRC_LITERAL, value & 0xFFFFFFFF
    value = operand.value
    if isinstance(value, float):
        return E.INLINE_FLOAT_CODES[width][E._float_bits(value, width)], None
    code = E.integer_code(value)
    if code is None:   # (an integer spelling an inline float's bits: 0x40800000 is 4.0)
        code = E.INLINE_FLOAT_CODES[width].get(value & ((1 << width) - 1))
    if code is None:
        raise ValueError(f"{operand} is no inline constant")
    return code, None
