"""``ds_swizzle_b32``'s offset as llvm-mc writes it: the ``offset:swizzle(MODE, …)`` macros
(QUAD_PERM, BITMASK_PERM, BROADCAST, SWAP, REVERSE) expanded to the 16-bit offset, and an
offset printed back as the macro llvm-objdump shows."""

from __future__ import annotations

import re

from .errors import OperandSyntaxError


# llvm-mc's ds_swizzle_b32 macros: offset:swizzle(MODE, ...) as the 16-bit offset
_SWIZZLE = re.compile(r"(offset[ \t]*:[ \t]*)swizzle[ \t]*\(([^)]*)\)?")
_SWIZZLE_MODES = ("QUAD_PERM", "BITMASK_PERM", "BROADCAST", "SWAP", "REVERSE")


def expand_swizzle(text: str) -> str:
    """``text`` with each ``offset:swizzle(...)`` replaced by its offset, padded to the same
    length so that columns stay true:

    * ``QUAD_PERM, l0, l1, l2, l3``: 0x8000 | l0 | l1 << 2 | l2 << 4 | l3 << 6;
    * ``BITMASK_PERM, "mask"``: five characters for lane bits 4..0 — ``0`` clear, ``1`` set,
      ``p`` kept, ``i`` inverted (and / or / xor masks in offset[4:0] / [9:5] / [14:10]);
    * ``BROADCAST, size, lane``: lane ``lane`` of each group of ``size`` (2..32);
    * ``SWAP, size``: groups of ``size`` (1..16) exchanged with their neighbours;
    * ``REVERSE, size``: lanes reversed within groups of ``size`` (2..32)."""
    def expand(match):
        start = match.start(2)
        body = match.group(2)
        if match.group(0)[-1] != ")":
            raise OperandSyntaxError("expected a closing parentheses", match.end() + 1)
        value = _swizzle_value(body, start + 1)
        replacement = match.group(1) + str(value)
        return replacement + " " * (len(match.group(0)) - len(replacement))
    return _SWIZZLE.sub(expand, text)


def _swizzle_value(body: str, column: int) -> int:
    parts, columns, at = [], [], 0
    for piece in body.split(","):
        columns.append(column + at + len(piece) - len(piece.lstrip()))
        parts.append(piece.strip())
        at += len(piece) + 1
    mode = parts[0].upper() if parts[0] == parts[0].upper() else ""
    if mode not in _SWIZZLE_MODES:
        raise OperandSyntaxError("expected a swizzle mode", columns[0])
    arity = {"QUAD_PERM": 4, "BITMASK_PERM": 1, "BROADCAST": 2, "SWAP": 1, "REVERSE": 1}[mode]
    if len(parts) - 1 < arity:
        raise OperandSyntaxError("expected a comma", columns[-1] + len(parts[-1]))
    if len(parts) - 1 > arity:
        raise OperandSyntaxError("expected a closing parentheses", columns[arity + 1] - 1)
    if mode == "BITMASK_PERM":
        mask = parts[1]
        if len(mask) != 7 or mask[0] != '"' or mask[-1] != '"':
            raise OperandSyntaxError("expected a 5-character mask", columns[1])
        and_mask = or_mask = xor_mask = 0
        for bit, ch in zip(range(4, -1, -1), mask[1:-1]):
            if ch not in "01pi":
                raise OperandSyntaxError("invalid mask", columns[1])
            and_mask |= (ch in "pi") << bit
            or_mask |= (ch == "1") << bit
            xor_mask |= (ch == "i") << bit
        return and_mask | or_mask << 5 | xor_mask << 10

    def number(i, low, high, why):
        text = parts[i]
        try:
            value = int(text, 0)
        except ValueError:
            raise OperandSyntaxError("expected an absolute expression", columns[i]) from None
        if not low <= value <= high:
            raise OperandSyntaxError(why, columns[i])
        return value

    def group_size(low, high):
        size = number(1, low, high, f"group size must be in the interval [{low},{high}]")
        if size & (size - 1):
            raise OperandSyntaxError("group size must be a power of two", columns[1])
        return size
    if mode == "QUAD_PERM":
        lanes = [number(i, 0, 3, "expected a 2-bit lane id") for i in range(1, 5)]
        return 0x8000 | sum(lane << (2 * i) for i, lane in enumerate(lanes))
    if mode == "BROADCAST":
        size = group_size(2, 32)
        lane = number(2, 0, size - 1, "lane id must be in the interval [0,group size - 1]")
        return (31 ^ (size - 1)) | lane << 5
    if mode == "SWAP":
        return 31 | group_size(1, 16) << 10
    return 31 | (group_size(2, 32) - 1) << 10


def swizzle_text(offset: int) -> str:
    """How llvm-mc prints a ds_swizzle_b32 offset: the macro that gives it, when one does."""
    if offset & 0xFF00 == 0x8000:
        return "swizzle(QUAD_PERM," + ",".join(str(offset >> (2 * i) & 3) for i in range(4)) + ")"
    if offset & 0x8000:
        return str(offset)
    and_mask, or_mask, xor_mask = offset & 31, (offset >> 5) & 31, (offset >> 10) & 31
    if and_mask == 31 and or_mask == 0 and xor_mask and not xor_mask & (xor_mask - 1):
        return f"swizzle(SWAP,{xor_mask})"
    if and_mask == 31 and or_mask == 0 and xor_mask and not (xor_mask + 1) & xor_mask:
        return f"swizzle(REVERSE,{xor_mask + 1})"
    size = 32 - and_mask
    if size > 1 and not size & (size - 1) and or_mask < size and xor_mask == 0:
        return f"swizzle(BROADCAST,{size},{or_mask})"
    chars = []
    for bit in range(4, -1, -1):
        a, o, x = (m >> bit & 1 for m in (and_mask, or_mask, xor_mask))
        chars.append(("i" if x else "p") if a and not o else str(o ^ x))
    return 'swizzle(BITMASK_PERM,"' + "".join(chars) + '")'
