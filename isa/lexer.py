"""Tokens of an instruction's operand text, as LLVM's assembler lexer forms them.

The rules that decide what llvm-mc accepts (``llvm/lib/MC/MCParser/AsmLexer.cpp``):

* whitespace is space and tab only; any other character outside the ASCII printable range
  (non-ASCII digits and spaces, ``\\v``, ``\\f``) is "invalid character in input";
* identifiers: ``[A-Za-z_.$@][A-Za-z0-9_.$@]*`` — case matters (``V1`` is a symbol, not a
  register);
* integers: decimal, ``0x`` hex, ``0b`` binary, a leading ``0`` octal, with ``u``/``l``
  suffixes ignored; at most 64 bits;
* reals: ``[0-9]*.[0-9]*`` with an optional exponent (``1e`` is 1.0), and hex floats
  ``0x1.8p1``; a real never takes part in an integer expression;
* everything else is one punctuation token (``<<``, ``>>``, ``==``, ``!=``, ``<=``, ``>=``,
  ``&&``, ``||`` are two characters).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import OperandSyntaxError


@dataclass(frozen=True, slots=True)
class Token:
    kind: str                    # ident int real punct
    text: str
    column: int                  # 1-based, in the text given to tokenize
    value: int | float | None = None


_IDENT = re.compile(r"[A-Za-z_.$@][A-Za-z0-9_.$@]*")
_HEX_FLOAT = re.compile(r"0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([+-]?[0-9]+)")
_HEX = re.compile(r"0[xX]([0-9a-fA-F]+)")
_BIN = re.compile(r"0[bB]([01]+)(?![0-9])")
_REAL = re.compile(r"[0-9]*\.[0-9]*(?:[eE][+-]?[0-9]*)?|[0-9]+[eE][+-]?[0-9]*")
_DEC = re.compile(r"[0-9]+")
_SUFFIX = re.compile(r"(?:[uU](?:[lL][lL]?)?|[lL][lL]?[uU]?)(?![A-Za-z0-9_.$@])")
_TWO = ("<<", ">>", "==", "!=", "<=", ">=", "&&", "||", "<>")
_PUNCT = set(",:[]()|-+~!*/%&^<>=#;\"'{}")


def _real(text: str) -> float:
    mantissa, _, exponent = text.lower().partition("e")
    if exponent in ("", "+", "-"):
        exponent = "0"
    return float(f"{mantissa or '0'}e{exponent}")


def tokenize(text: str, start: int = 0) -> list[Token]:
    """The tokens of ``text[start:]``; columns count from the start of ``text``."""
    out: list[Token] = []
    pos, end = start, len(text)
    while pos < end:
        ch = text[pos]
        col = pos + 1
        if ch in " \t":
            pos += 1
            continue
        if not (" " <= ch <= "~"):
            raise OperandSyntaxError("invalid character in input", col)
        if "0" <= ch <= "9" or (ch == "." and pos + 1 < end and "0" <= text[pos + 1] <= "9"):
            token, pos = _number(text, pos)
            out.append(token)
            continue
        match = _IDENT.match(text, pos)
        if match:
            out.append(Token("ident", match.group(), col))
            pos = match.end()
            continue
        pair = text[pos:pos + 2]
        if pair in _TWO:
            out.append(Token("punct", pair, col))
            pos += 2
            continue
        if ch in _PUNCT:
            out.append(Token("punct", ch, col))
            pos += 1
            continue
        raise OperandSyntaxError(f"unexpected character '{ch}'", col)
    return out


def _number(text: str, pos: int) -> tuple[Token, int]:
    col = pos + 1
    match = _HEX_FLOAT.match(text, pos)
    if match and (match.group(1) or match.group(2)):
        whole, frac, exp = match.group(1) or "0", match.group(2) or "", int(match.group(3))
        value = int(whole + frac, 16) * 2.0 ** (exp - 4 * len(frac))
        return Token("real", match.group(), col, value), match.end()
    match = _HEX.match(text, pos)
    if match:
        return _integer(text, match, int(match.group(1), 16), col)
    if text.startswith(("0x", "0X"), pos):
        raise OperandSyntaxError("invalid hexadecimal number", col)
    match = _BIN.match(text, pos)
    if match:
        return _integer(text, match, int(match.group(1), 2), col)
    match = _REAL.match(text, pos)
    if match and match.group() and not match.group().isdigit():
        return Token("real", match.group(), col, _real(match.group())), match.end()
    match = _DEC.match(text, pos)
    digits = match.group()
    if len(digits) > 1 and digits[0] == "0":
        if any(d in "89" for d in digits):
            raise OperandSyntaxError("invalid octal number", col)
        return _integer(text, match, int(digits, 8), col)
    if len(digits) > 20:
        raise OperandSyntaxError("literal value out of range", col)
    return _integer(text, match, int(digits), col)


def _integer(text: str, match, value: int, col: int) -> tuple[Token, int]:
    if value >= 1 << 64:
        raise OperandSyntaxError("literal value out of range", col)
    end = match.end()
    suffix = _SUFFIX.match(text, end)
    if suffix:
        end = suffix.end()
    return Token("int", text[match.start():end], col, value), end
