"""Inline constants of gfx942 VOP3/VOP3P sources (as llvm-mc accepts them).

Integers −16..64 and the floats ±0.5, ±1.0, ±2.0, ±4.0 and 1/(2π). An integer constant is
its two's-complement bit pattern (sign-extended to 64 bits for a 64-bit operand); a float
constant is encoded in the operand's own format.
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass

INV_2PI_F32 = 0x3E22F983
INV_2PI_F64 = 0x3FC45F306DC9C882
INLINE_FLOATS = (0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0)
INT_RANGE = range(-16, 65)


@dataclass(frozen=True, slots=True)
class InlineConstant:
    """An inline constant operand: ``value`` is an int or one of the inline floats."""

    text: str
    value: int | float

    @property
    def is_float(self) -> bool:
        return isinstance(self.value, float)

    def bits(self, width: int) -> int:
        """The constant as a ``width``-bit (32 or 64) operand value."""
        if self.is_float:
            if self.text.lower() in ("0.15915494", "0.15915494309189532"):
                return INV_2PI_F32 if width == 32 else INV_2PI_F64
            fmt, ifmt = ("<f", "<I") if width == 32 else ("<d", "<Q")
            return struct.unpack(ifmt, struct.pack(fmt, self.value))[0]
        return self.value & ((1 << width) - 1)

    def __str__(self) -> str:
        return self.text


def parse_inline_constant(text: str) -> InlineConstant | None:
    """The inline constant that ``text`` spells, or None if it is not one."""
    t = text.strip().lower()
    try:
        value = int(t, 0)
    except ValueError:
        value = None
    if value is not None:
        return InlineConstant(str(value), value) if value in INT_RANGE else None
    try:
        number = float(t)
    except ValueError:
        return None
    if number in INLINE_FLOATS:
        return InlineConstant(repr(number), number)
    if math.isclose(number, 1 / (2 * math.pi), rel_tol=1e-7):
        return InlineConstant("0.15915494", number)
    return None
