"""The lane vocabulary's two forms agree: every function of emulator/execution/ops/lane_words.py
(the interpreter's, over arrays) gives, lane for lane, what the function of the same name
in emulator/execution/blocks/lanes.py and lanes64.py (the compiled blocks', one word at a time) gives, on
random words and on the edges (0, 1, 31, 32, sign bits, all ones). An instruction whose
record composes them (``OpSpec.lanes``) is then one definition in both forms; the
compositions themselves are checked where the emitters are (tests/test_blocks.py,
tests/test_plain_form.py)."""

from __future__ import annotations

import inspect

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import emulator.execution.blocks.lanes as lanes32
import emulator.execution.blocks.lanes64 as lanes64
from emulator.execution.ops import lane_words
from emulator.execution.ops.composed import lane_function, moded, sources_of
from emulator.state.wavefront import DEFAULT_MODE
from isa.gfx942.ops import OPS

EDGES = np.array([0, 1, 2, 7, 8, 16, 23, 24, 31, 32, 33, 63, 0x7FFFFF, 0x800000, 0xFFFFFF,
                  0x7FFFFFFF, 0x80000000, 0x80000001, 0xFFFFFFFE, 0xFFFFFFFF], np.uint32)


def _lane(name: str):
    """The compiled blocks' lane function ``name`` (lanes.py's 32-bit words, or
    lanes64.py's 64-bit words and widening fields)."""
    return getattr(lanes32, name, None) or getattr(lanes64, name)


def _arity(name: str) -> int:
    lane = _lane(name)   # (the Python function itself under NUMBA_DISABLE_JIT)
    return len(inspect.signature(getattr(lane, "py_func", lane)).parameters)


BOTH = lane_words.NAMES + lane_words.WIDENING   # (words, and exact int64 fields)


def _agree(name: str, sources: list[np.ndarray]) -> None:
    ours = np.asarray(getattr(lane_words, name)(*sources))
    lane = _lane(name)
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
    lane = _lane(name)
    theirs = np.array([lane(*(np.uint32(s[i]) for s in sources), *extra)
                       for i in range(len(sources[0]))], np.uint32)
    assert np.array_equal(ours.astype(np.uint32), theirs), (name, extra)


def _float_arity(name: str) -> int:
    return _arity(name) - (name == "minmax_f32")


@pytest.mark.parametrize("name", ["add_f32", "sub_f32", "mul_f32", "fma_f32", "minmax_f32",
                                  "cvt_f32_u32", "cvt_f32_i32", "cvt_u32_f32",
                                  "cvt_i32_f32", "cvt_f32_f16", "cvt_f16_f32",
                                  "ldexp_f32"])
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
    lane = _lane(name)
    theirs = np.array([lane(*(s[i] for s in sources)) for i in range(512)], np.uint64)
    assert ours.dtype == np.uint64 and np.array_equal(ours, theirs)


# -- the two binary32 words whose rounding has edges of their own: every rounding boundary --
def _mapped(name: str):
    """The compiled lane of ``name`` over arrays of words, one call a lane inside numba (the
    Python function itself under NUMBA_DISABLE_JIT)."""
    lane = _lane(name)
    if not hasattr(lane, "py_func"):
        return lambda *sources: np.array([lane(*(np.uint32(s[i]) for s in sources))
                                          for i in range(len(sources[0]))], np.uint32)
    import numba

    arity = _arity(name)

    @numba.njit
    def one(xs, out):
        for i in range(xs.size):
            out[i] = lane(xs[i])

    @numba.njit
    def two(xs, ys, out):
        for i in range(xs.size):
            out[i] = lane(xs[i], ys[i])

    def run(*sources):
        out = np.empty(sources[0].size, np.uint32)
        (one if arity == 1 else two)(*sources, out)
        return out
    return run


def _f16_boundaries() -> np.ndarray:
    """binary32 words around every binary16 rounding decision: each exponent from binary16's
    half-denormal to past its largest value, each sign, with the 13 bits rounded away
    below, at and above the tie and the kept bits' last bit either way; and the edges."""
    rng = np.random.default_rng(16)
    exponents = np.arange(100, 145, dtype=np.uint32)
    low = np.array([0, 1, 0xFFF, 0x1000, 0x1001, 0x1FFF], np.uint32)
    kept = rng.integers(0, 1 << 10, 24, dtype=np.uint32) << np.uint32(13)
    kept = np.concatenate([kept, np.uint32([0, 1 << 13, 0x3FF << 13, 0x3FE << 13])])
    words = (exponents[:, None, None] << np.uint32(23)) | kept[None, :, None] | low[None, None]
    words = words.reshape(-1)
    words = np.concatenate([words, words | np.uint32(0x80000000), FLOAT_EDGES,
                            rng.integers(0, 1 << 32, 4096, dtype=np.uint64).astype(np.uint32)])
    return words


def test_the_f16_conversion_agrees_on_every_rounding_boundary():
    from emulator.execution.ops import lane_floats
    words = _f16_boundaries()
    with np.errstate(all="ignore"):
        ours = lane_floats.cvt_f16_f32(DEFAULT_MODE, words)
    assert np.array_equal(ours, _mapped("cvt_f16_f32")(words))
    # (and numpy's conversion is the rule: 65504 stays, 65520 is ∞, 2^-25 is 0, just above it
    # the least denormal)
    for value, bits in ((65504.0, 0x7BFF), (65520.0, 0x7C00), (2.0 ** -25, 0),
                        (np.nextafter(np.float32(2.0 ** -25), np.float32(1)), 1)):
        word = np.array([value], np.float32).view(np.uint32)
        with np.errstate(all="ignore"):
            assert int(lane_floats.cvt_f16_f32(DEFAULT_MODE, word)[0]) == bits, value


def test_the_f16_widening_agrees_on_every_binary16_value():
    """Every low half (each beneath two high halves: the instruction reads the low one)."""
    from emulator.execution.ops import lane_floats
    halves = np.arange(1 << 16, dtype=np.uint32)
    words = np.concatenate([halves, halves | np.uint32(0xABCD0000)])
    ours = lane_floats.cvt_f32_f16(DEFAULT_MODE, words)
    assert np.array_equal(ours, _mapped("cvt_f32_f16")(words))
    assert np.array_equal(ours[:1 << 16], np.where(   # (numpy's exact widening, NaNs quiet)
        np.isnan(halves.astype(np.uint16).view(np.float16)),
        ours[:1 << 16], halves.astype(np.uint16).view(np.float16).astype(np.float32)
        .view(np.uint32)))


def test_ldexp_agrees_for_every_scale_from_overflow_to_below_the_denormals():
    """Every exponent from -330 to 330 (results overflowing, normal, denormal — rounded at
    each of their bits — and gone), the clamp's far words, on edges, denormals and random
    floats."""
    from emulator.execution.ops import lane_floats
    rng = np.random.default_rng(2)
    values = np.concatenate([FLOAT_EDGES, rng.integers(0, 1 << 23, 24, dtype=np.uint32),
                             rng.standard_normal(40).astype(np.float32).view(np.uint32)])
    scales = np.concatenate([np.arange(-330, 331), [-1001, 1001, -(1 << 31), (1 << 31) - 1]])
    a = np.repeat(values, scales.size)
    e = np.tile(scales.astype(np.int64).astype(np.int32).view(np.uint32), values.size)
    with np.errstate(all="ignore"):
        ours = lane_floats.ldexp_f32(DEFAULT_MODE, a, e)
    assert np.array_equal(ours, _mapped("ldexp_f32")(a, e))


@pytest.mark.exhaustive
def test_the_f16_conversion_agrees_on_every_word_of_the_exponents_it_rounds_at():
    """Every binary32 word of each sign whose exponent is zero, all ones, or from binary16's
    half-denormal (2^-32) to past its range (2^23): every significand. (A word of any other
    exponent gives ±0 or ±∞ by the path of its neighbours here.)"""
    from emulator.execution.ops import lane_floats
    lane = _mapped("cvt_f16_f32")
    significands = np.arange(1 << 23, dtype=np.uint32)
    for sign in (0, 1):
        for biased in [0, 255] + list(range(95, 151)):
            words = significands | np.uint32(sign << 31 | biased << 23)
            with np.errstate(all="ignore"):
                ours = lane_floats.cvt_f16_f32(DEFAULT_MODE, words)
            assert np.array_equal(ours, lane(words)), (sign, biased)
