"""Definitions are trees (isa/definition_trees.py): every definition string of every target's
records parses, names only words its vocabulary has, and renders back to the same tree; the
interpreter's functions made from the trees (ops/expression_forms.py) compute what Python
computes from the definition's text (the slow, obvious reference: the text evaluated with
the same vocabulary); anything outside the language is refused."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from emulator.execution.ops import composed, salu, scalar_words
from emulator.execution.ops.expression_forms import function_of
from isa.definition_trees import (READS, Call, Choice, Constant, Operation, Read, Source, Word,
                                  parse, render, source_count, words)
from isa.errors import IsaError
from isa.targets import TARGETS

FIELDS = ("lanes", "exact", "scalar", "scalar_scc", "scalar_exec", "lane")
SPECIAL_SCC = ("", "nz", "exec")


def _definitions():
    """(target, mnemonic, field, text) of every definition string of every target."""
    for target in TARGETS.values():
        for spec in target.ops:
            for field in FIELDS:
                text = getattr(spec, field, "")
                if text and not (field == "scalar_scc" and text in SPECIAL_SCC):
                    yield target.name, spec.mnemonic, field, text


DEFINITIONS = sorted(set(_definitions()))
_PLACES = {name: f"{{{name}}}" for name in READS}   # (each read as it is written)


def test_the_tree_of_a_definition():
    assert parse("add32(shl32({0}, {1}), {2})") == Call(
        "add32", (Call("shl32", (Source(0), Source(1))), Source(2)))
    assert parse("{0} if {scc} else {1}") == Choice(Read("scc"), Source(0), Source(1))
    assert parse("~({0} & MASK32)") == Operation("~", (Operation("&", (Source(0),
                                                                     Word("MASK32"))),))
    assert parse("word({0}, {1}, True)").operands[2] == Constant(True)
    assert parse("add_f32({0},{1})") == parse("add_f32({0}, {1})")   # (shape, not text)
    assert source_count(parse("first_lane({exec})")) == 0


@pytest.mark.parametrize("text", ["x.y", "{0}[1]", "lambda: 1", "_secret", "f(*{0})",
                                  "{0} < {1} < 2", "{0} and {1}", "f(a=1)", "'s'", "1.5",
                                  "{0} +"])
def test_what_is_not_a_definition_is_refused(text):
    with pytest.raises(IsaError, match="definition"):
        parse(text)


@pytest.mark.parametrize("target, field", sorted({(d[0], d[2]) for d in DEFINITIONS}))
def test_every_definition_parses_names_known_words_and_renders_back(target, field):
    vocabulary = set(composed._VOCABULARY if field in ("lanes", "exact") else
                     scalar_words.NAMES)
    for _, mnemonic, _, text in (d for d in DEFINITIONS if d[:1] + d[2:3] == (target, field)):
        expr = parse(text)
        count = source_count(expr)
        back = render(expr, [f"{{{n}}}" for n in range(count)], _PLACES)
        assert parse(back) == expr, mnemonic
        assert words(expr) <= vocabulary, (mnemonic, words(expr) - vocabulary)


SCALAR = [d for d in DEFINITIONS if d[0] == "gfx942" and d[2] in ("scalar", "scalar_scc",
                                                                   "scalar_exec", "lane")]
_VOCABULARY = {name: getattr(scalar_words, name) for name in scalar_words.NAMES}


def _reference(text: str, sources, scc: int, exec_: int):
    """The text evaluated by Python itself (the test's reference only)."""
    python = text.format(*(f"_s{n}" for n in range(len(sources))), scc="_scc", exec="_exec")
    names = {f"_s{n}": v for n, v in enumerate(sources)} | {"_scc": scc, "_exec": exec_}
    return eval(python, {"__builtins__": {}, **_VOCABULARY}, names)   # noqa: S307


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(0, (1 << 64) - 1), min_size=3, max_size=3),
       st.integers(0, 1), st.integers(0, (1 << 64) - 1))
def test_the_scalar_functions_compute_what_their_text_says(values, scc, exec_):
    for _, mnemonic, _, text in SCALAR:
        expr = parse(text)
        count = max(source_count(expr), 1)
        sources = [v & (scalar_words.MASK32 if "b64" not in mnemonic and "u64" not in
                        mnemonic else scalar_words.MASK64) for v in values[:count]]
        fn = function_of(expr, _VOCABULARY, tuple(Source(n) for n in range(count)) +
                         (Read("scc"), Read("exec")))
        assert fn(*sources, scc, exec_) == _reference(text, sources, scc, exec_), mnemonic


def test_the_salu_binder_pairs_result_and_scc():
    add = salu.scalar_function("({0} + {1}) & MASK32", "{0} + {1} > MASK32", 2)
    assert add(0xFFFFFFFF, 2, 0) == (1, True)
    lshl = salu.scalar_function("({0} << ({1} & 31)) & MASK32", "nz", 2)
    assert lshl(1, 32, 0) == (1, True) and lshl(0x80000000, 1, 0) == (0, False)
    assert salu.scalar_function("", "{0} < {1}", 2)(1, 2, 0) is True


def test_a_form_that_lacks_what_the_tree_reads_is_refused():
    with pytest.raises(IsaError, match="scc"):
        render(parse("{0} if {scc} else {1}"), ["a", "b"])
    with pytest.raises(IsaError, match="vocabulary lacks"):
        function_of(parse("nowhere({0})"), _VOCABULARY, (Source(0),))
