"""The lane vocabulary's two forms agree: every function of emulator/execution/ops/lane_words.py
(the interpreter's, over arrays) gives, lane for lane, what the function of the same name
in emulator/execution/blocks/lanes.py (the compiled blocks', one word at a time) gives, on
random words and on the edges (0, 1, 31, 32, sign bits, all ones). An instruction whose
record composes them (``OpSpec.lanes``) is then one definition in both forms; the
compositions themselves are checked where the emitters are (tests/test_blocks.py,
tests/test_plain_form.py)."""

from __future__ import annotations

import inspect

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import emulator.execution.blocks.lanes as compiled
from emulator.execution.ops import lane_words
from emulator.execution.ops.composed import lane_function
from isa.gfx942.ops import OPS

EDGES = np.array([0, 1, 2, 7, 8, 16, 23, 24, 31, 32, 33, 63, 0x7FFFFF, 0x800000, 0xFFFFFF,
                  0x7FFFFFFF, 0x80000000, 0x80000001, 0xFFFFFFFE, 0xFFFFFFFF], np.uint32)


def _arity(name: str) -> int:
    return len(inspect.signature(getattr(compiled, name).py_func).parameters)


BOTH = lane_words.NAMES + lane_words.WIDENING   # (words, and exact int64 fields)


def _agree(name: str, sources: list[np.ndarray]) -> None:
    ours = np.asarray(getattr(lane_words, name)(*sources))
    lane = getattr(compiled, name)
    theirs = np.array([int(lane(*(np.uint32(s[i]) for s in sources)))
                       for i in range(len(sources[0]))], np.int64)
    assert ours.dtype == (np.int64 if name in lane_words.WIDENING else np.uint32), name
    assert np.array_equal(ours.astype(np.int64), theirs), name


@pytest.mark.parametrize("name", BOTH)
def test_the_two_forms_agree_on_the_edges(name):
    count = _arity(name)
    grids = np.meshgrid(*[EDGES] * count, indexing="ij")
    _agree(name, [g.reshape(-1) for g in grids])


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(BOTH), st.integers(0, 2**32 - 1))
def test_the_two_forms_agree_on_random_words(name, seed):
    rng = np.random.default_rng(seed)
    _agree(name, [rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
                  for _ in range(_arity(name))])


def test_every_composition_names_the_vocabulary_only():
    """Each record's lanes (and exact result) compose vocabulary functions of its sources,
    nothing else."""
    composed = [(op, op.lanes or op.exact) for op in OPS if op.lanes or op.exact]
    assert len(composed) >= 60
    for op, composition in composed:
        sources = sum(kind.startswith("src") for kind in op.operands) + op.reads_dst
        fn = lane_function(composition)
        words = [np.arange(64, dtype=np.uint32) * np.uint32(0x9E3779B9 + n)
                 for n in range(sources)]
        assert np.asarray(fn(*words)).shape == (64,), op.mnemonic
