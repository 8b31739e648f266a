"""The operands and modifiers of an instruction line the way llvm-mc reads them, each
rewritten in one canonical spelling that the operand decoders read (``isa.assembler``,
``isa.mfma_syntax``); ``isa.line_pieces.split_operands`` walks a line with this parser:

* registers by LLVM's case-sensitive names: ``v[1 : 1]``, ``v[0x1]``, ``[v2, v3]`` (a list of
  consecutive registers) become ``v1``, ``v1``, ``v[2:3]``;
* absolute integer expressions (``~0``, ``- 1``, ``2+3``, ``1<<2``, ``017``, ``0b101``) become
  their value; a real (``1e``, ``.5``, ``0x1p3``) its float value, and only stands alone;
* source modifiers ``-x``, ``|x|``, ``abs(x)``, ``neg(x)``, ``-|x|`` become ``-x``, ``|x|``,
  ``-|x|`` (``neg(c)`` of a constant stays ``neg(c)``: the modifier, not a sign); ``--x``
  of a register and ``|-v1|`` are errors, as in llvm-mc;
* an expression that names a symbol (``nan``, ``V1``, ``foo+4`` — anything that is not a
  register) is a :class:`SymbolRef`, a relocatable literal whose value is unknown here;
* modifiers ``name``, ``name:value`` (``abid : 1``, ``offset: 4``, ``op_sel:[0,1]``) become
  ``name`` / ``name:value``; their names are lower case.

An empty operand (``v0,, v1``), a trailing comma and anything the grammar does not take are
errors with their column.
"""

from __future__ import annotations

import re

from .errors import OperandSyntaxError
from .lexer import Token
from .registers import AVAILABLE_SGPRS


_REGISTER = re.compile(r"(v|s|a|ttmp|acc)([0-9]+)$")
_TUPLE_FILES = ("v", "s", "a", "ttmp", "acc")
_CANONICAL_FILES = {"acc": "a"}   # (llvm-mc takes acc5, acc[0:3] for AGPRs; prints a)
# Special registers llvm-mc reads (gfx942), canonical names; those the emulator models are
# in isa.registers.SPECIAL, the rest are refused when decoded.
SPECIAL_NAMES = {
    "vcc": "vcc", "vcc_lo": "vcc_lo", "vcc_hi": "vcc_hi", "exec": "exec",
    "exec_lo": "exec_lo", "exec_hi": "exec_hi", "m0": "m0", "scc": "scc", "src_scc": "src_scc",
    "vccz": "src_vccz", "src_vccz": "src_vccz", "execz": "src_execz",
    "src_execz": "src_execz", "flat_scratch": "flat_scratch",
    "flat_scratch_lo": "flat_scratch_lo", "flat_scratch_hi": "flat_scratch_hi",
    "xnack_mask": "xnack_mask", "xnack_mask_lo": "xnack_mask_lo",
    "xnack_mask_hi": "xnack_mask_hi", "tba": "tba", "tba_lo": "tba_lo", "tba_hi": "tba_hi",
    "tma": "tma", "tma_lo": "tma_lo", "tma_hi": "tma_hi",
    "shared_base": "src_shared_base", "src_shared_base": "src_shared_base",
    "shared_limit": "src_shared_limit", "src_shared_limit": "src_shared_limit",
    "private_base": "src_private_base", "src_private_base": "src_private_base",
    "private_limit": "src_private_limit", "src_private_limit": "src_private_limit",
    "pops_exiting_wave_id": "src_pops_exiting_wave_id",
    "src_pops_exiting_wave_id": "src_pops_exiting_wave_id",
}
_UNSUPPORTED = {"lds_direct": "lds_direct is not supported on this GPU",
                "src_lds_direct": "lds_direct is not supported on this GPU",
                "null": "'null' operand is not supported on this GPU"}
_FUNCTIONS = ("abs", "neg", "sext")


class SymbolRef(str):
    """An operand expression naming a symbol: its text (a ``str``) as written."""


class ForcedLiteral(str):
    """``lit(x)``: x where an instruction source is expected (elsewhere an error)."""


class DoubleNegation(SymbolRef):
    """``--v1``: an expression of the symbol ``v1`` to llvm-mc where no neg modifier exists,
    an error where one does ("expected 'neg' modifier")."""


class _Symbolic:
    """A non-absolute expression value while evaluating."""


SYMBOLIC = _Symbolic()

# GNU as precedence, as llvm-mc uses it (higher binds tighter).
_BINARY = {"||": 1, "&&": 2, "==": 3, "!=": 3, "<>": 3, "<": 3, "<=": 3, ">": 3, ">=": 3,
           "+": 4, "-": 4, "|": 5, "^": 5, "&": 5, "!": 5, "*": 6, "/": 6, "%": 6,
           "<<": 6, ">>": 6}


class OperandParser:
    """Operands from a line's tokens, each as canonical text (registers, constants,
    modifiers, expressions); isa.line_pieces walks a line with it."""

    def __init__(self, tokens: list[Token], end_column: int):
        self.tokens = tokens
        self.pos = 0
        self.end_column = end_column
        self.in_abs = 0   # inside |...|, a '|' closes the bars instead of or-ing

    # -- token access -------------------------------------------------------------------
    def peek(self, ahead: int = 0) -> Token | None:
        i = self.pos + ahead
        return self.tokens[i] if i < len(self.tokens) else None

    def column(self) -> int:
        token = self.peek()
        return token.column if token else self.end_column

    def at(self, text: str, ahead: int = 0) -> bool:
        token = self.peek(ahead)
        return token is not None and token.kind == "punct" and token.text == text

    def take(self) -> Token:
        token = self.tokens[self.pos]
        self.pos += 1
        return token

    def expect(self, text: str, message: str) -> Token:
        if not self.at(text):
            raise OperandSyntaxError(message, self.column())
        return self.take()

    def fail(self, message: str = "invalid operand for instruction"):
        raise OperandSyntaxError(message, self.column())

    # -- registers ----------------------------------------------------------------------
    def register(self) -> str | None:
        """A register name at the current position (consumed), canonical, or None."""
        token = self.peek()
        if token is None:
            return None
        if token.kind == "punct" and token.text == "[":
            return self.register_list()
        if token.kind != "ident":
            return None
        name = token.text
        if name in _UNSUPPORTED:
            raise OperandSyntaxError(_UNSUPPORTED[name], token.column)
        if name in SPECIAL_NAMES:
            self.take()
            return SPECIAL_NAMES[name]
        match = _REGISTER.match(name)
        if match:
            self.take()
            file, digits = match.groups()
            _check_available(file, int(digits[:9]), token.column)   # (9 digits decide it)
            return _CANONICAL_FILES.get(file, file) + digits
        if name in _TUPLE_FILES and self.at("[", 1):
            self.take()
            self.take()
            lo = self.index()
            hi = lo
            if self.at(":"):
                self.take()
                hi = self.index()
            self.expect("]", "expected a closing square bracket")
            _check_available(name, hi, token.column)
            name = _CANONICAL_FILES.get(name, name)
            return f"{name}{lo}" if hi == lo else f"{name}[{lo}:{hi}]"
        return None

    def absolute(self) -> int:
        """An absolute integer expression's value."""
        column = self.column()
        value = self.expression()
        if value is SYMBOLIC or not isinstance(value, int) or isinstance(value, bool):
            raise OperandSyntaxError("expected an absolute expression", column)
        return value

    def index(self) -> int:
        column = self.column()
        value = self.absolute()
        if value < 0:
            raise OperandSyntaxError("invalid register index", column)
        return value

    def register_list(self) -> str:
        column = self.column()
        self.take()   # [
        regs = []
        while True:
            name = self.register()
            if name is None or not _REGISTER.match(name):
                self.fail("expected a register or a list of registers")
            regs.append(_REGISTER.match(name).groups())
            if self.at(","):
                self.take()
                continue
            self.expect("]", "expected a comma or a closing square bracket")
            break
        files = {f for f, _ in regs}
        numbers = [int(n[:12]) for _, n in regs]   # (longer ones fail as out of range later)
        if len(files) != 1:
            raise OperandSyntaxError("registers in a list must be of the same kind", column)
        if numbers != list(range(numbers[0], numbers[0] + len(numbers))):
            raise OperandSyntaxError("registers in a list must have consecutive indices",
                                     column)
        file = regs[0][0]
        if len(numbers) == 1:
            return f"{file}{numbers[0]}"
        return f"{file}[{numbers[0]}:{numbers[-1]}]"

    # -- expressions --------------------------------------------------------------------
    def expression(self, min_precedence: int = 1):
        left = self.unary()
        while True:
            token = self.peek()
            if token is None or token.kind != "punct" or token.text not in _BINARY or (
                    token.text == "|" and self.in_abs):
                return left
            precedence = _BINARY[token.text]
            if precedence < min_precedence:
                return left
            self.take()
            right = self.expression(precedence + 1)
            left = _binary(token.text, left, right)

    def unary(self):
        token = self.peek()
        if token is None:
            self.fail("unknown token in expression")
        if token.kind == "punct" and token.text in ("-", "+", "~", "!"):
            self.take()
            value = self.unary()
            if value is SYMBOLIC:
                return SYMBOLIC
            if isinstance(value, float):
                self.fail("invalid operand for instruction")
            return {"-": -value, "+": value, "~": ~value, "!": int(not value)}[token.text]
        if token.kind == "int":
            self.take()
            return token.value
        if token.kind == "real":
            self.fail("invalid operand for instruction")
        if token.kind == "ident":
            self.take()
            return SYMBOLIC
        if token.kind == "punct" and token.text == "(":
            self.take()
            value = self.expression()
            self.expect(")", "expected ')' in parentheses expression")
            return value
        self.fail("unknown token in expression")

    # -- operands -----------------------------------------------------------------------
    def operand(self) -> str:
        """One operand in canonical text (or a SymbolRef)."""
        start = self.pos
        token = self.peek()
        if token is None or (token.kind == "punct" and token.text == ","):
            self.fail("expected an operand")
        if token.kind == "punct" and token.text == "-":
            after = self.peek(1)
            if after is not None and (self.at("|", 1) or (after.kind == "ident" and (
                    after.text == "abs" and self.at("(", 2) or self._is_register(1)))):
                self.take()
                inner = self.modified("-")
                return "-" + inner
            if self.at("-", 1) and self._is_register(2):
                start = self.pos
                self.take()
                self.take()
                self.register()
                return DoubleNegation(" ".join(t.text for t in self.tokens[start:self.pos]))
        if token.kind == "punct" and token.text == "|":
            return self.modified("|")
        if token.kind == "ident" and token.text in _FUNCTIONS and self.at("(", 1):
            return self.modified(token.text)
        if token.kind == "ident" and token.text in ("gpr_idx", "hwreg", "sendmsg") \
                and self.at("(", 1):
            start = self.pos   # gpr_idx(SRC0,...,DST), hwreg(NAME, o, s), sendmsg(…): text
            self.take()
            self.take()
            while not self.at(")"):
                if self.peek() is None:
                    self.fail(f"expected ')' after {token.text}(")
                self.take()
            self.take()   # (tokens apart: isa.special_operands.compact joins what may be)
            return " ".join(t.text for t in self.tokens[start:self.pos])
        if token.kind == "punct" and token.text == "{":   # ({id: 1, offset: 0, size: 4}:
            start = self.pos                             # a structured hwreg, as text)
            while not self.at("}"):
                self.take()
                if self.peek() is None:
                    self.fail("expected '}'")
            self.take()
            return " ".join(t.text for t in self.tokens[start:self.pos])
        if token.kind == "ident" and token.text == "lit" and self.at("(", 1):
            self.take()
            self.take()   # lit(x) asks for a literal encoding; gfx942 has none beyond the
            column = self.column()   # usual 32-bit one: llvm-mc encodes x as usual
            inner = self.constant(self.pos)
            if isinstance(inner, SymbolRef):
                raise OperandSyntaxError("unknown token in expression", column)
            self.expect(")", "expected closing parentheses")
            return ForcedLiteral(inner)
        after = self.peek(1)
        if token.kind == "ident" and token.text == "off" and (
                after is None or after.kind == "ident" or self.at(",", 1)):
            self.take()
            return "off"   # a memory instruction's absent address or offset
        name = self.register()
        if name is not None:
            return name
        return self.constant(start)

    def _is_register(self, ahead: int) -> bool:
        token = self.peek(ahead)
        if token is None:
            return False
        if token.kind == "punct":
            return token.text == "["
        return token.kind == "ident" and (token.text in SPECIAL_NAMES or bool(
            _REGISTER.match(token.text)) or (token.text in _TUPLE_FILES
                                             and self.at("[", ahead + 1)))

    def modified(self, kind: str) -> str:
        """``|x|``, ``abs(x)``, ``neg(x)``, ``sext(x)`` and, after a ``-``, what it negates."""
        if kind == "-":
            token = self.peek()
            if token.kind == "punct" and token.text == "|":
                return self.modified("|")
            if token.kind == "ident" and token.text == "abs":
                return self.modified("abs")
            return self.register() or self.fail()
        if kind == "|":
            self.take()
            if self.at("-") and not self._number_at(1):   # (|-1| is abs of a constant;
                self.fail("failed parsing operand.")      # |-v1| nothing)
            self.in_abs += 1
            inner = self.register() or self.constant(self.pos)
            self.in_abs -= 1
            self.expect("|", "expected vertical bar")
            return f"|{inner}|"
        self.take()
        self.take()   # (
        inner = self.operand()
        self.expect(")", "expected closing parentheses")
        if kind == "abs":
            if inner.startswith(("|", "-")):
                self.fail("failed parsing operand.")
            return f"|{inner}|"
        if kind == "neg":
            if re.fullmatch(r"-?(0x[0-9a-f]+|[\d.e+-]+)", inner):
                return f"neg({inner})"   # (of a constant: the modifier, not a sign)
            if inner.startswith("-"):
                self.fail("failed parsing operand.")
            return "-" + inner
        return f"sext({inner})"

    def _number_at(self, ahead: int) -> bool:
        token = self.peek(ahead)
        return token is not None and token.kind in ("int", "real")

    def constant(self, start: int) -> str:
        """A real literal (with its signs) or an integer expression, as canonical text."""
        sign, ahead = 1, 0
        while self.at("-", ahead):
            sign, ahead = -sign, ahead + 1
        token = self.peek(ahead)
        if token is not None and token.kind == "real":   # (only '-' signs a real)
            self.pos += ahead + 1
            return repr(float(sign * token.value))
        value = self.expression()
        if value is SYMBOLIC:
            text = " ".join(t.text for t in self.tokens[start:self.pos])
            return SymbolRef(text)
        return hex(value) if value >= 0 else "-" + hex(-value)   # (as llvm-mc prints them)

    def modifier(self) -> str:
        token = self.peek()
        if token.kind != "ident" or token.text != token.text.lower():
            self.fail("not a valid operand.")
        self.take()
        if not self.at(":"):
            return token.text
        self.take()
        if self.at("["):
            self.take()
            bits = []
            while True:
                word = self.peek()
                if token.text == "format" and word is not None and word.kind == "ident":
                    bits.append(self.take().text)   # (MTBUF: format names)
                else:
                    bits.append(str(self.index()))
                if self.at(","):
                    self.take()
                    continue
                self.expect("]", "expected a closing square bracket")
                break
            return f"{token.text}:[{','.join(bits)}]"
        value = self.peek()
        if value is not None and value.kind == "ident":
            self.take()
            return f"{token.text}:{value.text}"
        return f"{token.text}:{self.absolute()}"


def _check_available(file: str, index: int, column: int) -> None:
    """s102..s105 exist in the register file but hold FLAT_SCRATCH and XNACK_MASK: llvm-mc
    refuses their SGPR names on gfx942."""
    if file == "s" and AVAILABLE_SGPRS <= index < AVAILABLE_SGPRS + 4:
        raise OperandSyntaxError("register not available on this GPU", column)


def _binary(op: str, left, right):
    if left is SYMBOLIC or right is SYMBOLIC:
        return SYMBOLIC
    if op in ("/", "%"):
        if right == 0:
            return SYMBOLIC   # llvm-mc leaves 1/0 unevaluated
        quotient = abs(left) // abs(right) * (1 if (left >= 0) == (right >= 0) else -1)
        return quotient if op == "/" else left - quotient * right
    results = {
        "||": lambda: int(bool(left or right)), "&&": lambda: int(bool(left and right)),
        "==": lambda: -int(left == right), "!=": lambda: -int(left != right),
        "<>": lambda: -int(left != right), "<": lambda: -int(left < right),
        "<=": lambda: -int(left <= right), ">": lambda: -int(left > right),
        ">=": lambda: -int(left >= right), "+": lambda: left + right,
        "-": lambda: left - right, "|": lambda: left | right, "^": lambda: left ^ right,
        "&": lambda: left & right, "!": lambda: left | ~right, "*": lambda: left * right,
        "<<": lambda: left << min(right, 64) if right >= 0 else left >> -right,
        ">>": lambda: left >> min(right, 64) if right >= 0 else left << -right,
    }
    value = results[op]()
    return ((value + (1 << 63)) % (1 << 64)) - (1 << 63)   # 64-bit, as MCExpr evaluates
