"""A definition as an expression tree: what a record's definition string means
(isa/gfx942/definitions.py: a lane composition ``OpSpec.lanes``, an exact integer result
``OpSpec.exact``, a scalar ALU instruction's ``OpSpec.scalar`` / ``scalar_scc`` /
``scalar_exec``, a lane access's ``OpSpec.lane``), parsed once into small immutable nodes:

* ``Source(n)``: the instruction's n-th source, written ``{n}``;
* ``Read(name)``: a value of the wave the expression reads, written ``{scc}`` or ``{exec}``
  (a scalar expression's: the register), or ``{vcc}`` (a lane composition's: the lane's bit
  of VCC, 0 or 1 — V_DIV_FMAS_F32's);
* ``Constant(value)``: an integer or boolean literal;
* ``Word(name)``: a named constant of the vocabulary (``MASK32``: its value is the form's);
* ``Call(word, operands)``: a function of the vocabulary (``add32``, ``sx32``, …);
* ``Operation(operator, operands)``: Python's arithmetic, bit and comparison operators on
  one or two operands (``+ - * & | ^ << >> ~``, unary ``-``, ``== != < <= > >=``);
* ``Choice(test, then, otherwise)``: ``then if test else otherwise``.

Nothing here evaluates a tree: the emulator builds each execution form from it (its
functions over arrays or ints: emulator/execution/ops/expression_forms.py; the compiled
blocks' source: ``render``), and picks a faster form by the tree's shape (trees compare
equal when their shapes are: ``parse("add_f32({0}, {1})") == parse("add_f32({0},{1})")``).
A definition that uses anything else — an attribute, a subscript, a lambda, a name that is
neither a source, a read nor a word — is refused with an ``IsaError`` naming it.
"""

from __future__ import annotations

import ast
import functools
import re
from dataclasses import dataclass
from typing import Union

from isa.errors import IsaError


@dataclass(frozen=True)
class Source:
    index: int


@dataclass(frozen=True)
class Read:
    name: str


@dataclass(frozen=True)
class Constant:
    value: int | bool


@dataclass(frozen=True)
class Word:
    name: str


@dataclass(frozen=True)
class Call:
    word: str
    operands: tuple


@dataclass(frozen=True)
class Operation:
    operator: str
    operands: tuple


@dataclass(frozen=True)
class Choice:
    test: object
    then: object
    otherwise: object


Expression = Union[Source, Read, Constant, Word, Call, Operation, Choice]
LEAVES = (Source, Read, Constant, Word)

READS = ("scc", "exec", "vcc")
_BINARY = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.BitAnd: "&", ast.BitOr: "|",
           ast.BitXor: "^", ast.LShift: "<<", ast.RShift: ">>"}
_UNARY = {ast.Invert: "~", ast.USub: "neg"}
_COMPARE = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">",
            ast.GtE: ">="}
OPERATORS = frozenset(_BINARY.values()) | frozenset(_UNARY.values()) | frozenset(
    _COMPARE.values())
_PLACE = re.compile(r"\{(\d+|scc|exec|vcc)\}")


@functools.lru_cache(maxsize=None)
def parse(text: str) -> Expression:
    """The tree of a definition string (its sources ``{n}``, reads ``{scc}``, ``{exec}``,
    ``{vcc}``)."""
    python = _PLACE.sub(lambda m: f"_{m.group(1)}" if m.group(1) in READS
                        else f"_s{m.group(1)}", text)
    try:
        tree = ast.parse(python.strip(), mode="eval").body
    except SyntaxError as error:
        raise IsaError(f"definition {text!r}: not an expression ({error.msg})") from None
    return _node(tree, text)


def _node(node, text: str) -> Expression:
    def bad(what: str):
        return IsaError(f"definition {text!r}: {what} is not part of a definition's language")

    if isinstance(node, ast.Constant) and isinstance(node.value, (bool, int)):
        return Constant(node.value)
    if isinstance(node, ast.Name):
        name = node.id
        if re.fullmatch(r"_s\d+", name):
            return Source(int(name[2:]))
        if name[1:] in READS and name[0] == "_":
            return Read(name[1:])
        if name.startswith("_"):
            raise bad(f"the name {name}")
        return Word(name)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
        return Call(node.func.id, tuple(_node(arg, text) for arg in node.args))
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        return Operation(_BINARY[type(node.op)], (_node(node.left, text),
                                                  _node(node.right, text)))
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
        return Operation(_UNARY[type(node.op)], (_node(node.operand, text),))
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _COMPARE:
        return Operation(_COMPARE[type(node.ops[0])], (_node(node.left, text),
                                                       _node(node.comparators[0], text)))
    if isinstance(node, ast.IfExp):
        return Choice(_node(node.test, text), _node(node.body, text),
                      _node(node.orelse, text))
    raise bad(type(node).__name__)


def children(expr: Expression) -> tuple:
    """The nodes directly below ``expr``."""
    if isinstance(expr, (Call, Operation)):
        return expr.operands
    if isinstance(expr, Choice):
        return expr.test, expr.then, expr.otherwise
    return ()


def nodes(expr: Expression):
    """``expr`` and every node below it, parents first."""
    yield expr
    for child in children(expr):
        yield from nodes(child)


def source_count(expr: Expression) -> int:
    """How many sources the expression takes: its highest source, plus one (0: none)."""
    return 1 + max((n.index for n in nodes(expr) if isinstance(n, Source)), default=-1)


def reads(expr: Expression) -> frozenset:
    """The names of the wave's values the expression reads (``{vcc}``: ``"vcc"``)."""
    return frozenset(n.name for n in nodes(expr) if isinstance(n, Read))


def words(expr: Expression) -> frozenset:
    """The vocabulary's names the expression uses: the functions it calls and the named
    constants it reads."""
    return frozenset(n.word if isinstance(n, Call) else n.name for n in nodes(expr)
                     if isinstance(n, (Call, Word)))


def calls_in_order(expr: Expression) -> str | None:
    """The word, when the expression is one call of the sources in order (``f({0}, {1})``,
    then the function is the form itself), else None."""
    if isinstance(expr, Call) and expr.operands == tuple(
            Source(n) for n in range(len(expr.operands))):
        return expr.word
    return None


_TEXT = {"neg": "-"}


def render(expr: Expression, sources, reads=None, calls=None) -> str:
    """The expression as Python source text (each operation parenthesised), its sources
    named by ``sources[n]`` and its reads by ``reads[name]``: the compiled blocks' lines.
    ``calls``: a function of (word, its operands' texts) giving a call's text in place of
    ``word(…)``, or None where it has none (the lane words' bodies written in)."""
    reads = reads or {}

    def text(node) -> str:
        if isinstance(node, Source):
            return str(sources[node.index])
        if isinstance(node, Read):
            if reads.get(node.name) is None:
                raise IsaError(f"an expression reads {node.name}, which this form lacks")
            return str(reads[node.name])
        if isinstance(node, Constant):
            return repr(node.value)
        if isinstance(node, Word):
            return node.name
        if isinstance(node, Call):
            texts = [text(op) for op in node.operands]
            written = calls(node.word, texts) if calls is not None else None
            return written if written is not None else f"{node.word}({', '.join(texts)})"
        if isinstance(node, Operation):
            if len(node.operands) == 1:
                return f"({_TEXT.get(node.operator, node.operator)}{text(node.operands[0])})"
            left, right = node.operands
            return f"({text(left)} {node.operator} {text(right)})"
        return f"({text(node.then)} if {text(node.test)} else {text(node.otherwise)})"
    return text(expr)
