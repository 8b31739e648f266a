"""The VOPC conditions, each defined once: the outcomes of comparing two values for which it
holds (CDNA3 ISA, VOPC: an ordered comparison of floats is false when either is a NaN; the
``n*`` conditions are the negations, so true when unordered; ``o``/``u``: ordered /
unordered). Integers are never unordered.

A compare record names its condition (``OpSpec.condition``) and the type it compares
(``OpSpec.compared``); the interpreter's numpy form and the compiled blocks' lane expression
are both derived from ``HOLDS`` (``expressed``): an outcome set is the relation that tests
it, or the negation of the relation testing the ordered outcomes it leaves out.
"""

from __future__ import annotations

LESS, EQUAL, GREATER, UNORDERED = "less", "equal", "greater", "unordered"
ORDERED = frozenset((LESS, EQUAL, GREATER))
ALL = ORDERED | {UNORDERED}

HOLDS: dict[str, frozenset[str]] = {
    "f": frozenset(), "t": ALL, "tru": ALL,
    "lt": frozenset((LESS,)), "eq": frozenset((EQUAL,)), "le": frozenset((LESS, EQUAL)),
    "gt": frozenset((GREATER,)), "ge": frozenset((GREATER, EQUAL)),
    "lg": frozenset((LESS, GREATER)), "ne": frozenset((LESS, GREATER)),
    "o": ORDERED, "u": frozenset((UNORDERED,)),
    "nge": ALL - {GREATER, EQUAL}, "nlg": ALL - {LESS, GREATER}, "ngt": ALL - {GREATER},
    "nle": ALL - {LESS, EQUAL}, "neq": ALL - {EQUAL}, "nlt": ALL - {LESS},
}
# (floats have no "ne": v_cmp_neq is true for unordered operands, v_cmp_lg is not)
FLOAT_CONDITIONS = ("f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt",
                    "nle", "neq", "nlt", "tru")
INT_CONDITIONS = ("f", "lt", "eq", "le", "gt", "ne", "ge", "t")

# the relation testing a set of ordered outcomes, by name (false when unordered)
RELATIONS = {frozenset((LESS,)): "less", frozenset((EQUAL,)): "equal",
             frozenset((GREATER,)): "greater", frozenset((LESS, EQUAL)): "less_equal",
             frozenset((GREATER, EQUAL)): "greater_equal",
             frozenset((LESS, GREATER)): "less_or_greater", ORDERED: "ordered",
             frozenset(): "never"}


def expressed(condition: str) -> tuple[bool, str]:
    """(negated, relation): ``condition`` holds exactly when ``relation`` (a name of
    ``RELATIONS``) does, or with ``negated`` when it does not."""
    holds = HOLDS[condition]
    if UNORDERED in holds:
        return True, RELATIONS[ORDERED - holds]
    return False, RELATIONS[holds]
