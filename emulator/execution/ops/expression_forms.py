"""A definition's tree (isa/definition_trees.py) as a Python function over one vocabulary:
the interpreter's form of a lane composition (over arrays, ops/composed.py), of an exact
integer result (ops/exact_integers.py) and of a scalar ALU or lane-access expression (over
Python ints, ops/salu.py). No text is evaluated: each node becomes a closure over its
children's, the vocabulary's function or constant bound in when the function is made.

``function_of(expr, vocabulary, arguments)`` takes the function's parameters in order as
leaves (``Source(n)``, ``Read("scc")``, …; ``evaluator``: the same over one tuple of
them, and with ``arrays`` over arrays, a choice made per element); a word of ``leading``
(the words of MODE: those that round as it says or follow its IEEE bit) is called with the
leaf ``leading[word]`` before its operands. A tree that is one call of the parameters in
order is the vocabulary's function itself.
"""

from __future__ import annotations

import operator

import numpy as np

from isa.definition_trees import (Call, Choice, Constant, Operation, Read, Source, Word,
                                  calls_in_order)
from isa.errors import IsaError

# Each operator as a maker of its node's closure from its operands' (written out, not
# through the operator module: the interpreter calls a scalar instruction's function once a
# wave, where a call a node is most of its cost); ``_WITH_CONSTANT``: the same with a
# constant right operand (``& MASK32``, ``& 31``), bound in.
_BINARY = {
    "+": lambda a, b: lambda v: a(v) + b(v), "-": lambda a, b: lambda v: a(v) - b(v),
    "*": lambda a, b: lambda v: a(v) * b(v), "&": lambda a, b: lambda v: a(v) & b(v),
    "|": lambda a, b: lambda v: a(v) | b(v), "^": lambda a, b: lambda v: a(v) ^ b(v),
    "<<": lambda a, b: lambda v: a(v) << b(v), ">>": lambda a, b: lambda v: a(v) >> b(v),
    "==": lambda a, b: lambda v: a(v) == b(v), "!=": lambda a, b: lambda v: a(v) != b(v),
    "<": lambda a, b: lambda v: a(v) < b(v), "<=": lambda a, b: lambda v: a(v) <= b(v),
    ">": lambda a, b: lambda v: a(v) > b(v), ">=": lambda a, b: lambda v: a(v) >= b(v)}
_WITH_CONSTANT = {
    "+": lambda a, c: lambda v: a(v) + c, "-": lambda a, c: lambda v: a(v) - c,
    "*": lambda a, c: lambda v: a(v) * c, "&": lambda a, c: lambda v: a(v) & c,
    "|": lambda a, c: lambda v: a(v) | c, "^": lambda a, c: lambda v: a(v) ^ c,
    "<<": lambda a, c: lambda v: a(v) << c, ">>": lambda a, c: lambda v: a(v) >> c,
    "==": lambda a, c: lambda v: a(v) == c, "!=": lambda a, c: lambda v: a(v) != c,
    "<": lambda a, c: lambda v: a(v) < c, "<=": lambda a, c: lambda v: a(v) <= c,
    ">": lambda a, c: lambda v: a(v) > c, ">=": lambda a, c: lambda v: a(v) >= c}
_UNARY = {"~": lambda a: lambda v: ~a(v), "neg": lambda a: lambda v: -a(v)}


def function_of(expr, vocabulary: dict, arguments: tuple, leading: dict | None = None):
    """``expr`` as a function of ``arguments`` (leaves, in the order it takes them)."""
    leading = leading or {}
    word = calls_in_order(expr)
    if word is not None and word not in leading and \
            arguments[:len(expr.operands)] == expr.operands and \
            len(arguments) == len(expr.operands):
        return _word(vocabulary, word)
    if word is not None and word in leading and \
            arguments == (leading[word],) + expr.operands:
        return _word(vocabulary, word)
    root = evaluator(expr, vocabulary, arguments, leading)

    def function(*values):
        return root(values)
    return function


def evaluator(expr, vocabulary: dict, arguments: tuple, leading: dict | None = None,
              arrays: bool = False):
    """``expr`` as a function of one tuple, the values of ``arguments`` (to compute more
    than one expression of the same arguments in one call); ``arrays``: the values are
    arrays, and a choice picks each element with ``np.where``."""
    places = {leaf: n for n, leaf in enumerate(arguments)}
    return _evaluator(expr, vocabulary, places, leading or {}, arrays)


def _word(vocabulary: dict, name: str):
    if name not in vocabulary:
        raise IsaError(f"a definition names {name!r}, which its vocabulary lacks")
    return vocabulary[name]


def _constant(node, vocabulary):
    return node.value if isinstance(node, Constant) else _word(vocabulary, node.name)


def _evaluator(node, vocabulary, places, leading, arrays=False):
    """A function of the argument tuple computing ``node``."""
    if isinstance(node, (Source, Read)):
        if node not in places:
            raise IsaError(f"a definition reads {node}, which this form does not pass")
        return operator.itemgetter(places[node])
    if isinstance(node, (Constant, Word)):
        value = _constant(node, vocabulary)
        return lambda values: value
    if isinstance(node, Choice):
        test, then, otherwise = (_evaluator(n, vocabulary, places, leading, arrays)
                                 for n in (node.test, node.then, node.otherwise))
        if arrays:
            return lambda values: np.where(test(values), then(values), otherwise(values))
        return lambda values: then(values) if test(values) else otherwise(values)
    if isinstance(node, Operation):
        if len(node.operands) == 1:
            return _UNARY[node.operator](_evaluator(node.operands[0], vocabulary, places,
                                                    leading, arrays))
        left, right = node.operands
        a = _evaluator(left, vocabulary, places, leading, arrays)
        if isinstance(right, (Constant, Word)):
            return _WITH_CONSTANT[node.operator](a, _constant(right, vocabulary))
        return _BINARY[node.operator](a, _evaluator(right, vocabulary, places, leading, arrays))
    fn = _word(vocabulary, node.word)
    operands = node.operands
    if node.word in leading:
        operands = (leading[node.word],) + operands
    parts = [_evaluator(n, vocabulary, places, leading, arrays) for n in operands]
    if len(parts) == 1:
        (a,) = parts
        return lambda values: fn(a(values))
    if len(parts) == 2:
        a, b = parts
        return lambda values: fn(a(values), b(values))
    if len(parts) == 3:
        a, b, c = parts
        return lambda values: fn(a(values), b(values), c(values))
    if len(parts) == 4:
        a, b, c, d = parts
        return lambda values: fn(a(values), b(values), c(values), d(values))
    return lambda values: fn(*(part(values) for part in parts))
