"""The scalar ALU expressions' two vocabularies agree: each name of
emulator/execution/ops/scalar_words.py (Python ints: the interpreter's) means what the same
name means in emulator/execution/blocks/scalar_lanes.py, lanes.py and lanes64.py (int64: the
compiled blocks'; the lane vocabulary's words — all but the constants and ``first_lane`` —:
their generated source), on edge and random values — so a record's expression
(``OpSpec.scalar``) is one definition in both forms; tests/test_blocks.py runs every such
instruction both ways."""

from __future__ import annotations

import functools

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import emulator.execution.blocks.lanes as lanes
import emulator.execution.blocks.lanes64 as lanes64
import emulator.execution.blocks.scalar_lanes as compiled
from emulator.execution.blocks.word_source import word_source
from emulator.execution.ops import scalar_words
from isa.gfx942.ops import OPS
from isa.lane_vocabulary import WORDS as LANE_VOCABULARY

M64 = (1 << 64) - 1
WORDS = [0, 1, 2, 31, 32, 63, 0x7FFFFFFF, 0x80000000, 0x80000001, 0xFFFFFFFE, 0xFFFFFFFF]
PAIRS = WORDS + [1 << 32, 0x7FFFFFFFFFFFFFFF, 1 << 63, M64 - 1, M64, 0x123456789ABCDEF0]
SIGNED = [0, 1, -1, 0x7FFFFFFF, -0x80000000, 0x80000000, -0x80000001, 0xFFFFFFFF,
          -0xFFFFFFFF, 0x1FFFFFFFE, -0x100000000]


@functools.lru_cache(maxsize=None)
def _compiled(name):
    """The compiled form of ``name``: scalar_lanes.py's (or lanes.py's, lanes64.py's), or for
    a lane vocabulary word (sx32, lshr64, abs_i32, …) its generated source, jitted."""
    if name in LANE_VOCABULARY:
        import numba
        args = [f"a{n}" for n in range(len(LANE_VOCABULARY[name].sources))]
        space = {"np": np}
        exec(f"def word({', '.join(args)}):\n    return {word_source(name, args)}\n", space)
        return numba.njit(space["word"])
    return getattr(compiled, name, None) or getattr(lanes, name, None) or getattr(lanes64, name)


def _as_int64(x: int) -> np.int64:
    """A Python int's low 64 bits as the compiled form holds them."""
    return np.uint64(x & M64).astype(np.int64)


def _agree(name: str, *args: int) -> None:
    ours = getattr(scalar_words, name)(*args)
    theirs = _compiled(name)(*(_as_int64(a) for a in args))
    assert int(ours) & M64 == int(theirs) & M64, (name, args, ours, theirs)
    if isinstance(ours, bool):
        assert bool(theirs) == ours


def test_the_constants_are_the_same_bits():
    assert scalar_words.MASK32 == compiled.MASK32 & M64
    assert scalar_words.MASK64 == compiled.MASK64 & M64


@pytest.mark.parametrize("x", PAIRS)
def test_sign_extensions_and_shifts_agree_on_the_edges(x):
    _agree("sx32", x & 0xFFFFFFFF)
    _agree("sx64", x)
    for n in (0, 1, 31, 32, 63):
        _agree("lshr64", x, n)


@pytest.mark.parametrize("x", SIGNED)
def test_overflow_and_abs_agree_on_the_edges(x):
    _agree("overflows32", x)
    if -0x80000000 <= x <= 0x7FFFFFFF:
        _agree("abs_i32", x)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 0xFFFFFFFF), st.integers(0, 0xFFFFFFFF), st.integers(0, M64),
       st.integers(0, 63))
def test_the_vocabularies_agree_on_random_values(a, b, pair, n):
    _agree("mul_hi_u32", a, b)
    _agree("sx32", a)
    _agree("sx64", pair)
    _agree("lshr64", pair, n)
    _agree("overflows32", scalar_words.sx32(a) + scalar_words.sx32(b))
    _agree("overflows32", scalar_words.sx32(a) - scalar_words.sx32(b))
    _agree("abs_i32", scalar_words.sx32(a))
    _agree("first_lane", pair)
    _agree("first_lane", pair & -pair)   # (one bit set)


@pytest.mark.parametrize("mask", PAIRS)
def test_first_lane_agrees_on_the_edges(mask):
    _agree("first_lane", mask)
    assert scalar_words.first_lane(mask) == (
        next(lane for lane in range(64) if mask >> lane & 1) if mask else 0)


def test_every_scalar_expression_names_the_vocabulary_only():
    """Each record's expressions use the vocabulary's names and its sources, nothing else
    (both forms then read them alike)."""
    import re
    allowed = set(scalar_words.NAMES)
    defined = [op for op in OPS if op.scalar or op.scalar_scc or op.lane]
    assert len(defined) >= 93
    for op in defined:
        for text in (op.scalar, op.scalar_scc, op.scalar_exec, op.lane):
            text = text.replace("{scc}", "").replace("{exec}", "")
            words = set(re.findall(r"(?<![\w.])[A-Za-z_]\w*", text))
            assert words - {"if", "else", "nz", "exec"} <= allowed, (op.mnemonic, text)
