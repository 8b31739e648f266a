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
from emulator.execution.ops.composed import lane_function, moded, sources_of
from emulator.state.wavefront import DEFAULT_MODE
from isa.gfx942.ops import OPS

EDGES = np.array([0, 1, 2, 7, 8, 16, 23, 24, 31, 32, 33, 63, 0x7FFFFF, 0x800000, 0xFFFFFF,
                  0x7FFFFFFF, 0x80000000, 0x80000001, 0xFFFFFFFE, 0xFFFFFFFF], np.uint32)


def _arity(name: str) -> int:
    lane = getattr(compiled, name)   # (the Python function itself under NUMBA_DISABLE_JIT)
    return len(inspect.signature(getattr(lane, "py_func", lane)).parameters)


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
        sources = sources_of(composition)
        # (vdst first; a carry instruction's mask destination second)
        kinds = [kind for kind in op.operands[1:] if kind != "maskd"] + \
            ([op.operands[0]] if op.reads_dst else [])
        assert sources == len(kinds), op.mnemonic
        fn = lane_function(composition)
        words = [(np.arange(64, dtype=np.uint64) * np.uint64(0x9E3779B97F4A7C15 + n)
                  if kind.endswith("64") else
                  np.arange(64, dtype=np.uint32) * np.uint32(0x9E3779B9 + n))
                 for n, kind in enumerate(kinds)]
        with np.errstate(all="ignore"):   # (binary32 ones: MODE first, the default's here)
            out = fn(DEFAULT_MODE, *words) if moded(composition) else fn(*words)
        assert np.asarray(out).shape == (64,), op.mnemonic


# -- binary32: the array forms take MODE first; the compiled ones run in the default MODE ----
FLOAT_EDGES = np.array([0, 0x80000000, 0x3F800000, 0xBF800000, 0x7F7FFFFF, 0xFF7FFFFF,
                        0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00001, 0x7F800001,
                        0x00000001, 0x807FFFFF, 0x4F800000, 0xCF000001, 0x4B000001],
                       np.uint32)


def _float_case(name: str, sources: list[np.ndarray], *extra) -> None:
    from emulator.execution.ops import lane_floats
    with np.errstate(all="ignore"):
        ours = np.asarray(getattr(lane_floats, name)(DEFAULT_MODE, *sources, *extra))
    lane = getattr(compiled, name)
    theirs = np.array([lane(*(np.uint32(s[i]) for s in sources), *extra)
                       for i in range(len(sources[0]))], np.uint32)
    assert np.array_equal(ours.astype(np.uint32), theirs), (name, extra)


def _float_arity(name: str) -> int:
    return _arity(name) - (name == "minmax_f32")


@pytest.mark.parametrize("name", ["add_f32", "sub_f32", "mul_f32", "fma_f32", "minmax_f32",
                                  "cvt_f32_u32", "cvt_f32_i32", "cvt_u32_f32",
                                  "cvt_i32_f32"])
def test_the_binary32_forms_agree_in_the_default_mode(name):
    from emulator.execution.ops import lane_floats
    assert name in lane_floats.MODED
    rng = np.random.default_rng(len(name))
    count = _float_arity(name)
    grids = np.meshgrid(*[FLOAT_EDGES] * count, indexing="ij")
    edges = [g.reshape(-1) for g in grids]
    floats = rng.standard_normal((count, 256)).astype(np.float32).view(np.uint32)
    words = rng.integers(0, 1 << 32, (count, 256), dtype=np.uint64).astype(np.uint32)
    for sources in (edges, list(floats), list(words)):
        for extra in ((True,), (False,)) if name == "minmax_f32" else ((),):
            _float_case(name, sources, *extra)


# (64-bit values with 32-bit counts: the arguments' widths, in order)
PAIR_ARGUMENTS = {"shl64": (64, 32), "shr64": (64, 32), "ashr64": (64, 32),
                  "lshl_add64": (64, 32, 64)}


@pytest.mark.parametrize("name", lane_words.PAIRS)
def test_the_64_bit_forms_agree(name):
    assert set(PAIR_ARGUMENTS) == set(lane_words.PAIRS)
    rng = np.random.default_rng(len(name))
    widths = PAIR_ARGUMENTS[name]
    sources = [rng.integers(0, 1 << 63, 512, dtype=np.uint64) * np.uint64(2)
               + rng.integers(0, 2, 512, dtype=np.uint64) if width == 64 else
               rng.integers(0, 1 << 32, 512, dtype=np.uint64).astype(np.uint32)
               for width in widths]
    for s, width in zip(sources, widths):   # (the edges of counts and values)
        s[:8] = [0, 1, 4, 5, 31, 32, 63, 64] if width == 32 else [0, 1, 1 << 63, 2**64 - 1,
                                                                 2**32, 2**32 - 1, 7, 2**63 - 1]
    ours = np.asarray(getattr(lane_words, name)(*sources))
    lane = getattr(compiled, name)
    theirs = np.array([lane(*(s[i] for s in sources)) for i in range(512)], np.uint64)
    assert ours.dtype == np.uint64 and np.array_equal(ours, theirs)
