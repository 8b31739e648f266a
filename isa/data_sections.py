"""The data a program carries besides its code: what compilers put in ``.rodata`` /
``.data`` / ``.bss`` (``__constant`` tables, string literals), as one image with its symbols.

The directives that lay out bytes are read (``.byte .short .2byte .value .long .4byte .int
.quad .8byte .zero .space .skip .p2align .balign .align .ascii .asciz .string``); a label
names the offset it stands at, and a value may be an expression of symbols (a label's
address: ``.quad .str``, filled in once the program is laid out). The image is placed after the code (isa.addresses), so that
``table@rel32@lo+4`` literals resolve to it, and a launch maps it into memory there.
"""

from __future__ import annotations

import ast
import re

from .errors import IsaError
from .expressions import evaluate

_SIZES = {".byte": 1, ".short": 2, ".2byte": 2, ".value": 2, ".long": 4, ".4byte": 4,
          ".int": 4, ".quad": 8, ".8byte": 8}
_STRINGS = {".ascii": False, ".asciz": True, ".string": True}
_LABEL = re.compile(r"^\s*([A-Za-z_.$][\w.$]*)\s*:")


class DataImage:
    def __init__(self) -> None:
        self.data = bytearray()
        self.symbols: dict[str, int] = {}
        # (offset, bytes, expression, directive, line): a symbol's address, filled in once
        # the code and data are laid out (``.quad .str``: a table of string literals)
        self.fixups: list[tuple[int, int, str, str, int]] = []

    def line(self, code: str, number: int = 0) -> None:
        """One line (``number``) of a data section (its comment removed); IsaError if it is
        malformed."""
        while True:
            match = _LABEL.match(code)
            if not match:
                break
            self.symbols[match.group(1)] = len(self.data)
            code = code[match.end():]
        text = code.strip()
        if not text:
            return
        name, rest = (text.split(None, 1) + [""])[:2]
        rest = rest.strip()
        if name in _SIZES:
            for item in _items(rest):
                size = _SIZES[name]
                try:
                    value = int(item, 0)
                except ValueError:   # (an expression of symbols: resolved by ``resolve``)
                    self.fixups.append((len(self.data), size, item, name, number))
                    value = 0
                self.data += (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
        elif name in (".zero", ".space", ".skip"):
            args = _items(rest)
            count = _number(args[0], name)
            fill = _number(args[1], name) & 0xFF if len(args) > 1 else 0
            self.data += bytes([fill]) * count
        elif name in (".p2align", ".balign", ".align"):
            args = _items(rest)
            amount = _number(args[0], name)
            align = 1 << amount if name == ".p2align" else max(amount, 1)
            fill = _number(args[1], name) & 0xFF if len(args) > 1 and args[1] else 0
            self.data += bytes([fill]) * (-len(self.data) % align)
        elif name in _STRINGS:
            for item in _items(rest):
                self.data += ast.literal_eval(item).encode("latin-1") + (
                    b"\0" if _STRINGS[name] else b"")
        # (other directives — .type, .size, .globl, .section… — lay out no bytes)


    def resolve(self, symbols: dict[str, int]) -> list[tuple[int, str]]:
        """Fill in the fixups' values (the addresses ``symbols`` gives: code labels and
        data symbols as the program is laid out); (line, error) of those that cannot be."""
        errors = []
        for offset, size, text, directive, number in self.fixups:
            try:
                value = evaluate(text, symbols)
            except IsaError as exc:
                errors.append((number, f"{directive} {text}: {exc}"))
                continue
            if value is None:
                errors.append((number, f"{directive} {text}: an undefined symbol"))
                continue
            self.data[offset:offset + size] = (value & ((1 << (8 * size)) - 1)).to_bytes(
                size, "little")
        return errors


def _items(text: str) -> list[str]:
    return [t.strip() for t in re.split(r",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)", text)
            if t.strip()]


def _number(item: str, directive: str) -> int:
    try:
        return int(item, 0)
    except ValueError:
        raise IsaError(f"{directive} {item}: only numbers are supported in data sections "
                       "here (a symbol's address would need a relocation)") from None
