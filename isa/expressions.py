"""Symbol assignments and the absolute expressions they name, as llvm-mc reads them:
``name = expr``, ``.set name, expr``, ``.equ name, expr`` (and ``.equiv``, which refuses a
second definition). An expression is integers (decimal, ``0x``, ``0b``, octal ``017``),
symbols assigned before, parentheses and ``+ - * / % << >> & | ^ ~ !`` and comparisons,
on 64-bit two's-complement values (``/`` and ``%`` truncate toward zero, as in C).

``substitute`` puts the values of the symbols a line names into its operand text, so
that ``v_add_u32 v0, x, v1`` after ``x = 1`` is ``v_add_u32 v0, 1, v1`` (llvm-mc prints
it so). A name whose value is not known yet (assigned later, or a label) is left alone:
the assembler takes it as a relocatable literal, as before."""

from __future__ import annotations

import ast
import re

from .errors import IsaError

_NAME = r"[A-Za-z_.$][\w.$]*"
ASSIGNMENT = re.compile(rf"^\s*({_NAME})\s*=(?!=)\s*(.*)$")
SET_DIRECTIVE = re.compile(rf"^\s*\.(set|equ|equiv)\s+({_NAME})\s*,\s*(.*)$")
_IDENT = re.compile(rf"(?<![\w.$])({_NAME})")
_MASK = (1 << 64) - 1


def _signed(value: int) -> int:
    value &= _MASK
    return value - (1 << 64) if value >> 63 else value


def _python(text: str) -> str:
    """The expression in Python's syntax: its integers in decimal, ``!`` as ``not``."""
    def integer(match):
        token = match.group()
        if token.lower().startswith(("0x", "0b")):
            return str(int(token, 0))
        if len(token) > 1 and token[0] == "0":   # (octal, as in C)
            if not set(token) <= set("01234567"):
                raise IsaError(f"'{token}' is not an octal number")
            return str(int(token, 8))
        return str(int(token))
    text = re.sub(r"(?<![\w.$])(?:0[xX][0-9a-fA-F]+|0[bB][01]+|[0-9]+)", integer, text)
    return re.sub(r"!(?!=)", " not ", text)


class _Unknown(Exception):
    """The expression names a symbol without a value yet."""


def evaluate(text: str, symbols: dict[str, int]) -> int | None:
    """The value of ``text``, or None if it names a symbol not assigned yet; IsaError if
    it is no expression."""
    names: dict[str, str] = {}

    def rename(match):   # (symbol names may hold '.' and '$')
        name = match.group(1)
        return names.setdefault(name, f"_s{len(names)}")
    source = _IDENT.sub(rename, _python(text.strip()))
    try:
        tree = ast.parse(source, mode="eval")
    except SyntaxError:
        raise IsaError(f"'{text.strip()}' is not an absolute expression") from None
    values = {alias: name for name, alias in names.items()}

    def ev(node) -> int:
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return node.value
        if isinstance(node, ast.Name):
            name = values.get(node.id)
            if name is None or name not in symbols:
                raise _Unknown
            return symbols[name]
        if isinstance(node, ast.UnaryOp):
            x = ev(node.operand)
            ops = {ast.USub: lambda: -x, ast.UAdd: lambda: x, ast.Invert: lambda: ~x,
                   ast.Not: lambda: int(not x)}
            if type(node.op) in ops:
                return _signed(ops[type(node.op)]())
        if isinstance(node, ast.BinOp):
            a, b = ev(node.left), ev(node.right)
            if isinstance(node.op, (ast.Div, ast.FloorDiv, ast.Mod)) and b == 0:
                raise IsaError("division by zero in an expression")
            quotient = abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1) if b else 0
            ops = {ast.Add: lambda: a + b, ast.Sub: lambda: a - b, ast.Mult: lambda: a * b,
                   ast.Div: lambda: quotient, ast.FloorDiv: lambda: quotient,
                   ast.Mod: lambda: a - quotient * b, ast.LShift: lambda: a << (b & 63),
                   ast.RShift: lambda: a >> (b & 63), ast.BitAnd: lambda: a & b,
                   ast.BitOr: lambda: a | b, ast.BitXor: lambda: a ^ b}
            if type(node.op) in ops:
                return _signed(ops[type(node.op)]())
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            a, b = ev(node.left), ev(node.comparators[0])
            ops = {ast.Eq: a == b, ast.NotEq: a != b, ast.Lt: a < b, ast.LtE: a <= b,
                   ast.Gt: a > b, ast.GtE: a >= b}
            if type(node.ops[0]) in ops:   # (llvm-mc: true is -1)
                return -1 if ops[type(node.ops[0])] else 0
        if isinstance(node, ast.BoolOp):
            items = [ev(v) for v in node.values]
            return int(all(items) if isinstance(node.op, ast.And) else any(items))
        raise IsaError(f"'{text.strip()}' is not an absolute expression")
    try:
        return ev(tree.body)
    except _Unknown:
        return None


def substitute(code: str, symbols: dict[str, int]) -> str:
    """``code`` (one instruction) with the symbols its operands name replaced by their
    values: not the mnemonic, a modifier's name (``offset:``) or a function's
    (``vmcnt(``, ``hwreg(``)."""
    if not symbols:
        return code
    head = re.match(r"\s*\S+", code)
    start = head.end() if head else 0
    operands = code[start:]

    def value(match):
        name, end = match.group(1), match.end()
        if name not in symbols or operands[end:end + 1] in (":", "("):
            return name
        return str(symbols[name])
    return code[:start] + _IDENT.sub(value, operands)
