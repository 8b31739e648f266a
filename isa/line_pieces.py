"""A line parted into its pieces, as LLVM's AMDGPU parser reads it: the mnemonic, then each
operand (in canonical text, isa.operand_text's parser) and each modifier with its 1-based
column — operands first, modifiers after (MTBUF's older ``dfmt:``/``nfmt:`` among the
operands), a comma after each optional; ``s_waitcnt``'s counters as its own syntax."""

from __future__ import annotations

import re

from .lexer import tokenize
from .errors import OperandSyntaxError
from .operand_text import OperandParser
from .swizzles import expand_swizzle


def split_operands(text: str, flags=frozenset()) -> tuple[str, list[tuple[str, int]]]:
    """Mnemonic and (canonical piece, 1-based column) pairs: operands, then modifiers.

    ``flags`` are the value-less modifiers the instruction takes (``offen``, ``clamp``…):
    elsewhere such a word is a symbol, as it is to llvm-mc."""
    if not text.strip():
        raise OperandSyntaxError("empty instruction", 1)
    match = re.match(r"[ \t]*([A-Za-z_.$][A-Za-z0-9_.$]*)", text)
    if not match:
        raise OperandSyntaxError("invalid instruction", len(text) - len(text.lstrip(" \t")) + 1)
    mnemonic = match.group(1)
    if "swizzle" in text:
        text = expand_swizzle(text)
    try:
        return mnemonic, _pieces(mnemonic, text, match.end(), flags)
    except RecursionError:   # ("-" * 20000 or 5,000 parentheses)
        raise OperandSyntaxError("expression nested too deeply", match.end() + 1) from None


def _pieces(mnemonic: str, text: str, start: int, flags) -> list[tuple[str, int]]:
    parser = OperandParser(tokenize(text, start), len(text.rstrip()) + 1)
    pieces: list[tuple[str, int]] = []
    if parser.peek() is None:
        return pieces
    if re.fullmatch(r"s_waitcnt(_e32|_e64|_sdwa)?", mnemonic.lower()):
        return _waitcnt_pieces(parser)
    # LLVM's AMDGPU parser reads operands one after another, a comma after each optional
    # (a trailing one too, and between modifiers); the modifiers come after the operands.
    in_modifiers = False
    while parser.peek() is not None:
        column = parser.column()
        if parser.at(","):
            parser.fail("expected an operand")
        if _is_modifier(parser, flags):
            piece = parser.modifier()
            pieces.append((piece, column))
            # (MTBUF's older dfmt:/nfmt: stand among the operands, before soffset)
            in_modifiers = in_modifiers or not piece.lower().startswith(("dfmt:", "nfmt:"))
        elif in_modifiers:
            parser.fail("invalid operand for instruction")
        else:
            pieces.append((parser.operand(), column))
        if parser.at(","):   # (one comma, between modifiers too, as llvm-mc takes it)
            parser.take()
    return pieces


# Modifier names that take a value (the rest are flags): gfx942's, and gfx950's bitop3.
MODIFIER_NAMES = frozenset((
    "offset", "offset0", "offset1", "cbsz", "abid", "blgp", "neg", "op_sel", "op_sel_hi",
    "neg_lo", "neg_hi", "mul", "div", "dst_sel", "dst_unused", "src0_sel", "src1_sel",
    "quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr",
    "wave_ror", "row_bcast", "row_newbcast", "row_mask", "bank_mask", "bound_ctrl", "format",
    "dfmt", "nfmt", "dpp8", "fi", "bitop3", "dmask"))


def _is_modifier(parser: OperandParser, flags) -> bool:
    token = parser.peek()
    if token.kind != "ident":
        return False
    name = token.text.lower()
    if name in MODIFIER_NAMES and parser.at(":", 1):
        return True
    return name in flags and (parser.peek(1) is None or parser.at(",", 1)
                              or parser.peek(1).kind == "ident")


def _waitcnt_pieces(parser: OperandParser) -> list[tuple[str, int]]:
    """``vmcnt(N)``, ``expcnt(N)``, ``lgkmcnt(N)`` separated by nothing, ``&`` or ``,``; or
    one absolute expression (the encoded field)."""
    pieces = []
    token = parser.peek()
    if token.kind == "ident" and parser.at("(", 1):
        while parser.peek() is not None:
            column = parser.column()
            name = parser.take()
            if name.kind != "ident":
                raise OperandSyntaxError("expected a counter name", name.column)
            parser.expect("(", "expected a left parenthesis")
            value = parser.index()
            parser.expect(")", "expected a closing parenthesis")
            pieces.append((f"{name.text}({value})", column))
            if parser.at("&") or parser.at(","):
                parser.take()
                if parser.peek() is None:
                    parser.fail("expected a counter name")
        return pieces
    column = parser.column()
    value = parser.absolute()
    if parser.peek() is not None:
        parser.fail("not a valid operand.")
    return [(str(value), column)]

