"""The shapes of a lane word's tree (isa/lane_vocabulary.py) that numpy computes faster than
the form word_arrays.py generates node by node, each recognised by the shape of the word's
body or tree, never by its name, and held to the generated form by tests/test_lane_words.py:

* a binary32 primitive under its NaN rule (``nan_rule2({0}, {1}, fadd({0}, {1}))`` …):
  the primitive alone (``NATIVE``): numpy's binary32 arithmetic on x86 — and the fma, by
  ``fma_f32_lane`` — already gives that NaN (the first NaN operand quieted, else the
  default NaN);
* the binary32 ordering rule (``max_f32``, ``min_f32``: choices on NaNs of the operands
  ending in an ``order32`` compare): numpy's maximum or minimum in a call without NaNs or
  a pair of zeros (``extreme_of``, ``ordered``);
* a choice on ``is_nan32``: its NaN branch computed only in a call that has a NaN
  (``is_nan_test``);
* a word of one source that reads only its low 16 bits: a look-up in a table of its
  65,536 results (``low_half_only``, ``tabulated``)."""

from __future__ import annotations

import numpy as np

from isa.definition_trees import (Call, Choice, Constant, Operation, Source, children,
                                  parse)
from isa.lane_vocabulary import FLOATS, word_tree

from .floatbits import B32

NATIVE = {parse(f"nan_rule{count}({operands}, {name}({operands}))"): name
          for name, (count, _) in FLOATS.items() if count > 1
          for operands in [", ".join(f"{{{n}}}" for n in range(count))]}


def extreme_of(body):
    """numpy's maximum (minimum) where word body ``body`` is the binary32 ordering rule: a
    chain of choices each on a NaN of an operand (``is_nan32(x)``,
    ``if_ieee(signalling32(x))``) ending in ``{0} if order32({0}) >= order32({1}) else
    {1}`` (``<``: the minimum). Else None."""
    while isinstance(body, Choice) and _nan_only(body.test):
        body = body.otherwise
    if not (isinstance(body, Choice) and body.then == Source(0) and
            body.otherwise == Source(1) and isinstance(body.test, Operation) and
            body.test.operands == (Call("order32", (Source(0),)),
                                   Call("order32", (Source(1),)))):
        return None
    return {">=": np.maximum, "<": np.minimum}.get(body.test.operator)


def _nan_only(test) -> bool:
    """Whether a body's ``test`` can hold only where one of its operands is a NaN."""
    if isinstance(test, Call) and test.word == "if_ieee":
        test = test.operands[0]
    return isinstance(test, Call) and test.word in ("is_nan32", "signalling32")


def ordered(extreme, general):
    """A word that is the ordering rule (``extreme_of``): ``extreme`` of the binary32 values,
    which is the rule's result wherever no NaN takes part and the pair is not two zeros
    (±0 are ordered by sign); a call that has either runs the rule's generated form."""
    def word(mode, a, b):
        a, b = np.asarray(a, np.uint32), np.asarray(b, np.uint32)
        fast = B32.plainly_ordered(extreme, a, b)
        return general(mode, a, b) if fast is None else fast
    return word


# (``is_nan32(x)`` as its tree: a binary32's magnitude above ∞'s bits)
_NAN_TEST = word_tree("is_nan32")


def is_nan_test(node) -> bool:
    """Whether ``node`` is ``is_nan32`` of some operand: a choice on it takes its NaN branch
    only in a call that has a NaN (word_arrays.py's ``_Builder.choice``)."""
    return isinstance(node, Operation) and isinstance(_NAN_TEST, Operation) and \
        node.operator == _NAN_TEST.operator and node.operands[1] == _NAN_TEST.operands[1] \
        and isinstance(node.operands[0], Operation) \
        and node.operands[0].operator == _NAN_TEST.operands[0].operator \
        and node.operands[0].operands[1] == _NAN_TEST.operands[0].operands[1]


def low_half_only(node) -> bool:
    """Whether every source of ``node`` is read through a mask of its low 16 bits
    (``{n} & m``, m < 2^16): the word is then a table of 65,536 results."""
    if isinstance(node, Operation) and node.operator == "&" and \
            isinstance(node.operands[0], Source) and isinstance(node.operands[1], Constant) \
            and 0 <= int(node.operands[1].value) <= 0xFFFF:
        return True
    if isinstance(node, Source):
        return False
    return all(low_half_only(child) for child in children(node))


def tabulated(fn, name: str):
    """Word ``name`` of one source that reads its low half only, as a look-up of its 65,536
    results (``fn`` made them once, when first called)."""
    table = []

    def word(x):
        if not table:
            table.append(fn(np.arange(1 << 16, dtype=np.uint32)))
        return np.take(table[0], np.asarray(x, np.uint32) & np.uint32(0xFFFF))
    word.__name__ = name
    return word
