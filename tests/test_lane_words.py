"""The lane vocabulary's forms agree. Each word of isa/lane_vocabulary.py, defined once, is
generated as the interpreter's array form (ops/word_arrays.py), the compiled blocks' form
(blocks/word_source.py's text, a jitted function of each: word_functions.py) and Python
ints (``python_form``, the obviously correct one: its binary32 primitives exact rationals
rounded to nearest even); on every combination of edge
words (0, 1, 31, 32, sign bits, all ones, …; for a binary32 source ±0, ±1, the largest
finite, ±∞, quiet and signalling NaNs, denormals, …) and on random ones the three give the
same bits, each node's value lies in the range the forms pick their machine types from, and
a word whose exact value needs more than 64 bits is refused. A binary32 word that is its
primitive under the NaN rule runs as the primitive alone in its array form: equal to the
rule's generated form, in the default and in a directed MODE. The binary16 conversions and
ldexp are checked again on every rounding boundary they have, ``perm32`` on every selector
byte's meaning, ``max_f32``/``min_f32`` (MODE's IEEE bit) in both settings of the bit. An
instruction whose record composes them
(``OpSpec.lanes``) is then one definition in every form; the compositions themselves are
checked where the emitters are (tests/test_blocks.py, tests/test_plain_form.py)."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import emulator.execution.blocks.lanes as lanes32
from emulator.execution.blocks.word_functions import MODULE, word_call, words_module
from emulator.execution.blocks.word_source import line_binder, word_source
from emulator.execution.options import default_options
from emulator.execution.ops.composed import lane_function, moded, reads_vcc, sources_of
from emulator.execution.ops.word_arrays import ARRAY_WORDS, array_form
from emulator.state.wavefront import DEFAULT_MODE
from isa.definition_trees import nodes
from isa.errors import IsaError
from isa.gfx942.ops import OPS
from isa.lane_vocabulary import (FLOATS, LANE_WORDS, WORDS, LaneWord, python_form,
                                 source_ranges, value_range, word_tree)
from isa.lane_vocabulary import moded as rounds_as_mode

EDGES = np.array([0, 1, 2, 3, 4, 5, 7, 8, 16, 23, 24, 31, 32, 33, 63, 64, 0x7FFF, 0x8000,
                  0xFFFF, 0x7FFFFF, 0x800000, 0xFFFFFF, 0x7FFFFFFF, 0x80000000, 0x80000001,
                  0xFFFFFFFE, 0xFFFFFFFF], np.uint32)
EDGES64 = np.array([0, 1, 2, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 1 << 32, (1 << 63) - 1,
                    1 << 63, (1 << 64) - 1, 0x123456789ABCDEF0], np.uint64)
SIGNED = {"i32": np.array([0, 1, -1, 31, 32, 0x7FFFFFFF, -0x80000000, -0x7FFFFFFF], np.int64),
          "i64": np.array([0, 1, -1, 31, 0x7FFFFFFF, 0x80000000, -0x80000000, -0x80000001,
                           0xFFFFFFFF, 1 << 40, -(1 << 40), (1 << 63) - 1, -(1 << 63)],
                          np.int64)}
_RESULTS = {"u32": np.uint32, "u64": np.uint64, "i64": np.int64}
FLOAT_EDGES = np.array([0, 0x80000000, 0x3F800000, 0xBF800000, 0x7F7FFFFF, 0xFF7FFFFF,
                        0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00001, 0x7F800001,
                        0x00000001, 0x807FFFFF, 0x4F800000, 0xCF000001, 0x4B000001],
                       np.uint32)


def _sources(name: str, rng, extra: int = 2048) -> list[np.ndarray]:
    """Every combination of the edges of the word's source types, then ``extra`` random
    values of each."""
    kinds = WORDS[name].sources
    grids = np.meshgrid(*[EDGES64 if k == "u64" else EDGES[EDGES < 32] if k == "u5" else
                          FLOAT_EDGES if k == "f32" else SIGNED.get(k, EDGES) for k in kinds],
                        indexing="ij")
    out = []
    for grid, kind in zip(grids, kinds):
        random = rng.integers(0, 1 << 63, extra, dtype=np.uint64) * np.uint64(2) + \
            rng.integers(0, 2, extra, dtype=np.uint64)
        if kind == "f32":   # (half of them ordinary numbers, near each other's scale)
            random[::2] = rng.standard_normal(random[::2].size).astype(np.float32) \
                .view(np.uint32)
        if kind in SIGNED:   # (a signed value of the type's range)
            random = random.view(np.int64) >> (32 if kind == "i32" else 0)
        elif kind == "u5":
            random = random & np.uint64(31)
        dtype = {"u64": np.uint64, "i32": np.int64, "i64": np.int64}.get(kind, np.uint32)
        out.append(np.concatenate([grid.reshape(-1), random.astype(dtype)]))
    return out


# (the lane functions a word's source calls: the binary32 primitives but round_f32, a cast)
_PRIMITIVES = tuple(name for name in FLOATS if name != "round_f32") + ("bits32",)


@functools.lru_cache(maxsize=None)
def _compiled():
    """Every word's function as compiled blocks call it (word_functions.py, its module
    where blocks have it), called from one jitted function: row ``w`` of ``out`` gets
    word ``LANE_WORDS[w]`` of the sources (uint32 ``x``, uint64 ``y``), its bits as
    uint64."""
    import numba
    lines = ["def words(x0, x1, x2, x3, y0, y1, y2, y3, out):", "    for i in range(x0.size):"]
    for row, name in enumerate(LANE_WORDS):
        operands = [f"{'y' if kind == 'u64' else 'x'}{n}[i]"
                    for n, kind in enumerate(WORDS[name].sources)]
        lines.append(f"        out[{row}, i] = np.uint64({word_call(name, operands)})")
    space = {"np": np, MODULE: words_module(default_options().cache_directory())}
    exec(compile("\n".join(lines) + "\n", "<the lane words' calls>", "exec"), space)
    return numba.njit(space["words"])


def _compiled_word(name: str, sources: list[np.ndarray]) -> np.ndarray:
    kinds = WORDS[name].sources
    count = sources[0].size
    x = [np.zeros(count, np.uint32) for _ in range(4)]
    y = [np.zeros(count, np.uint64) for _ in range(4)]
    for n, (source, kind) in enumerate(zip(sources, kinds)):
        (y if kind == "u64" else x)[n][:] = source
    out = np.zeros((len(LANE_WORDS), count), np.uint64)
    _compiled()(*x, *y, out)
    return out[LANE_WORDS.index(name)]


@pytest.mark.parametrize("name", LANE_WORDS)
def test_the_three_forms_of_each_word_agree(name):
    sources = _sources(name, np.random.default_rng(len(name)))
    with np.errstate(all="ignore"):
        ours = ARRAY_WORDS[name](*((DEFAULT_MODE,) if rounds_as_mode(name) else ()), *sources)
    assert ours.dtype == _RESULTS[WORDS[name].result] and ours.shape == sources[0].shape
    compiled = _compiled_word(name, sources)
    assert np.array_equal(ours.astype(np.uint64), compiled), name
    python = python_form(name)
    for i in range(0, sources[0].size, 7):
        assert int(ours[i]) == python(*(int(s[i]) for s in sources)), (name, i)


@pytest.mark.parametrize("name", sorted(WORDS))
def test_every_node_lies_in_its_range(name):
    """The ranges the forms choose their machine types by hold every value a node takes
    (the scalar ALU's words and the parts of others too)."""
    sources = _sources(name, np.random.default_rng(len(name)), extra=256)
    spans = source_ranges(name)
    tree = word_tree(name)
    for i in range(0, sources[0].size, 1 + sources[0].size // 600):
        values = tuple(int(s[i]) for s in sources)
        for node in nodes(tree):
            low, high = value_range(node, spans)
            value = _evaluated(node, values)
            assert low <= value <= high, (name, node, values)


def _evaluated(node, values):
    from isa.lane_vocabulary import _evaluate
    return _evaluate(node, values)


def test_a_word_that_needs_more_than_64_bits_is_refused(monkeypatch):
    monkeypatch.setitem(WORDS, "too_wide", LaneWord(("u64", "u64"), "u64", "{0} * {1}"))
    with pytest.raises(IsaError, match="more than 64 bits"):
        array_form("too_wide")
    with pytest.raises(IsaError, match="more than 64 bits"):
        word_source("too_wide", ["a", "b"])
    word_tree.cache_clear()


def test_a_word_names_words_and_primitives_only(monkeypatch):
    monkeypatch.setitem(WORDS, "calls_eval", LaneWord(("u32",), "u32", "eval({0})"))
    with pytest.raises(IsaError, match="neither a word nor a primitive"):
        word_tree("calls_eval")


def test_v_perm_b32s_forms_agree_on_every_selector_byte():
    """perm32's three forms on every selector byte's meaning (0-15 and past 15) in every
    byte of the selector, sign bits set and clear: the edges' grid of the test above
    reaches few of the sixteen."""
    rng = np.random.default_rng(32)
    picks = np.arange(18, dtype=np.uint32)
    pairs = (picks[:, None] | (picks[None, :] << np.uint32(8))).reshape(-1)
    selectors = np.concatenate([pairs | np.uint32(0x0C0D0000), pairs << np.uint32(16),
                                rng.integers(0, 1 << 32, 512, dtype=np.uint64)
                                .astype(np.uint32)])
    a = rng.integers(0, 1 << 32, selectors.size, dtype=np.uint64).astype(np.uint32)
    b = rng.integers(0, 1 << 32, selectors.size, dtype=np.uint64).astype(np.uint32)
    a[::3] |= np.uint32(0x80008000)
    b[1::3] &= np.uint32(0x7FFF7FFF)
    ours = ARRAY_WORDS["perm32"](a, b, selectors)
    assert ours.dtype == np.uint32
    assert np.array_equal(ours.astype(np.uint64), _compiled_word("perm32", [a, b, selectors]))
    python = python_form("perm32")
    assert [python(int(x), int(y), int(z)) for x, y, z in zip(a, b, selectors)] == \
        ours.tolist()
    # (a byte from each end of the table, by hand: S1's byte 0, 0x00, S0[31], 0xFF)
    assert python(0x80000000, 0x000000AB, 0xFF0B0C00) == 0xFFFF00AB


def test_every_composition_names_the_vocabulary_only():
    """Each record's lanes (and exact result) compose vocabulary functions of its sources
    (and of its lane's VCC bit, ``{vcc}``: the last argument), nothing else."""
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
        words += [np.arange(64, dtype=np.uint32) & 1] if reads_vcc(composition) else []
        with np.errstate(all="ignore"):   # (binary32 ones: MODE first, the default's here)
            out = fn(DEFAULT_MODE, *words) if moded(composition) else fn(*words)
        assert np.asarray(out).shape == (64,), op.mnemonic


# -- a binary32 primitive under the NaN rule: the primitive alone in the array form ----------
@pytest.mark.parametrize("name", ["add_f32", "sub_f32", "mul_f32", "fma_f32"])
@pytest.mark.parametrize("rounding", [0, 3])   # (nearest even; toward zero)
def test_a_primitive_under_the_nan_rule_is_the_primitive_alone(name, rounding):
    """numpy's binary32 arithmetic (and the fma) gives the rule's NaN by itself: the array
    form that runs it alone equals the rule's generated form on every edge and on random
    words, NaNs of every kind among them."""
    sources = _sources(name, np.random.default_rng(7), extra=1024)
    mode = (DEFAULT_MODE & ~3) | rounding
    with np.errstate(all="ignore"):
        native = ARRAY_WORDS[name](mode, *sources)
        generated = array_form(name, native=False)(mode, *sources)
    assert native.dtype == generated.dtype == np.uint32
    assert np.array_equal(native, generated), name
    assert array_form(name) is not None and array_form(name).__code__ is not \
        array_form(name, native=False).__code__


# -- max_f32 / min_f32, whose rule reads MODE.IEEE: the array form in both settings of the bit
# against the interpreter's rule for every float width (ops/valu.py ``minmax``)


@pytest.mark.parametrize("name", ["max_f32", "min_f32"])
def test_max_and_min_follow_modes_ieee_bit(name):
    """With MODE.IEEE set a signalling NaN input gives itself quieted (S0's first); with it
    clear a NaN, signalling or not, gives the other input; the three forms agree in the
    default MODE (IEEE set: the other test above). The array form that is numpy's maximum
    (minimum) where no NaN or pair of zeros takes part equals the rule's generated form."""
    from emulator.execution.ops.floatbits import IEEE_MODE
    from emulator.execution.ops.valu import minmax
    rng = np.random.default_rng(10)
    grids = np.meshgrid(FLOAT_EDGES, FLOAT_EDGES, indexing="ij")
    floats = rng.standard_normal((2, 256)).astype(np.float32).view(np.uint32)
    sources = [np.concatenate([g.reshape(-1), f]) for g, f in zip(grids, floats)]
    larger = name == "max_f32"
    for mode, quiet in ((DEFAULT_MODE, True), (DEFAULT_MODE & ~IEEE_MODE, False)):
        with np.errstate(all="ignore"):
            ours = ARRAY_WORDS[name](mode, *sources)
            theirs = minmax(larger, quiet=quiet)(*sources)
            generated = array_form(name, native=False)(mode, *sources)
            ordinary = ARRAY_WORDS[name](mode, *floats)   # (no NaN, no zero: numpy's)
        assert np.array_equal(ours, theirs) and np.array_equal(ours, generated), (name, quiet)
        assert np.array_equal(ordinary, array_form(name, native=False)(mode, *floats))
    signalling = np.uint32(0x7F800001)
    one = np.uint32(0x3F800000)
    assert int(ARRAY_WORDS[name](DEFAULT_MODE, signalling, one)) == 0x7FC00001
    assert int(ARRAY_WORDS[name](DEFAULT_MODE & ~IEEE_MODE, signalling, one)) == one


# -- the binary16 conversions and ldexp, whose rounding has edges of their own: every
# rounding boundary, in all three forms
@functools.lru_cache(maxsize=None)
def _compiled_alone(name: str):
    """Word ``name``'s generated source alone in a jitted loop over arrays of its sources
    (``_compiled``'s function calls every word: too wide for the exhaustive run's millions
    of words)."""
    import numba
    count = len(WORDS[name].sources)
    names = [f"x{n}" for n in range(count)]
    lines = [f"def word({', '.join(names)}, out):", "    for i in range(x0.size):",
             f"        out[i] = {word_source(name, [f'{x}[i]' for x in names])}"]
    space = {"np": np, **{name: getattr(lanes32, name) for name in _PRIMITIVES}}
    exec(compile("\n".join(lines) + "\n", f"<{name}'s source>", "exec"), space)
    jitted = numba.njit(space["word"])

    def run(*sources):
        out = np.empty(sources[0].size, np.uint32)
        jitted(*(np.asarray(x, np.uint32) for x in sources), out)
        return out
    return run


def _three_forms(name: str, sources: list[np.ndarray], every: int = 1) -> np.ndarray:
    """The word's array form (default MODE) on ``sources``, checked against its compiled
    source on all of them and the Python reference on every ``every``-th."""
    with np.errstate(all="ignore"):
        ours = ARRAY_WORDS[name](*((DEFAULT_MODE,) if rounds_as_mode(name) else ()), *sources)
    assert ours.dtype == np.uint32
    assert np.array_equal(ours.astype(np.uint64), _compiled_word(name, sources)), name
    python = python_form(name)
    for i in range(0, ours.size, every):
        assert int(ours[i]) == python(*(int(s[i]) for s in sources)), (name, i)
    return ours


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
    words = _f16_boundaries()
    ours = _three_forms("cvt_f16_f32", [words])
    # (numpy's conversion rounds by the rule too: 65504 stays, 65520 is ∞, 2^-25 is 0, just
    # above it the least denormal; a NaN quiet, its sign and its payload's top bits kept)
    with np.errstate(all="ignore"):
        numpys = words.view(np.float32).astype(np.float16).view(np.uint16)
    nan = np.isnan(words.view(np.float32))
    assert np.array_equal(ours[~nan], numpys[~nan])
    assert np.array_equal(ours[nan], ((words[nan] >> 16) & 0x8000) | 0x7E00
                          | ((words[nan] >> 13) & 0x3FF))
    for value, bits in ((65504.0, 0x7BFF), (65520.0, 0x7C00), (2.0 ** -25, 0),
                        (np.nextafter(np.float32(2.0 ** -25), np.float32(1)), 1)):
        word = np.array([value], np.float32).view(np.uint32)
        assert int(python_form("cvt_f16_f32")(int(word[0]))) == bits, value


def test_the_f16_widening_agrees_on_every_binary16_value():
    """Every low half (each beneath two high halves: the instruction reads the low one)."""
    halves = np.arange(1 << 16, dtype=np.uint32)
    words = np.concatenate([halves, halves | np.uint32(0xABCD0000)])
    ours = _three_forms("cvt_f32_f16", [words], every=3)
    assert np.array_equal(ours[:1 << 16], np.where(   # (numpy's exact widening, NaNs quiet)
        np.isnan(halves.astype(np.uint16).view(np.float16)),
        ours[:1 << 16] | np.uint32(0x400000),
        halves.astype(np.uint16).view(np.float16).astype(np.float32).view(np.uint32)))
    assert np.array_equal(ours[:1 << 16], ours[1 << 16:])


def test_ldexp_agrees_for_every_scale_from_overflow_to_below_the_denormals():
    """Every exponent from -330 to 330 (results overflowing, normal, denormal — rounded at
    each of their bits — and gone), the clamp's far words, on edges, denormals and random
    floats."""
    rng = np.random.default_rng(2)
    values = np.concatenate([FLOAT_EDGES, rng.integers(0, 1 << 23, 24, dtype=np.uint32),
                             rng.standard_normal(40).astype(np.float32).view(np.uint32)])
    scales = np.concatenate([np.arange(-330, 331), [-1001, 1001, -(1 << 31), (1 << 31) - 1]])
    a = np.repeat(values, scales.size)
    e = np.tile(scales.astype(np.int64).astype(np.int32).view(np.uint32), values.size)
    _three_forms("ldexp_f32", [a, e], every=5)


@pytest.mark.exhaustive
def test_the_f16_conversion_agrees_on_every_word_of_the_exponents_it_rounds_at():
    """Every binary32 word of each sign whose exponent is zero, all ones, or from binary16's
    half-denormal (2^-32) to past its range (2^23): every significand, the array form
    against the compiled source. (A word of any other exponent gives ±0 or ±∞ by the path
    of its neighbours here.)"""
    lane = _compiled_alone("cvt_f16_f32")
    half = ARRAY_WORDS["cvt_f16_f32"]
    significands = np.arange(1 << 23, dtype=np.uint32)
    for sign in (0, 1):
        for biased in [0, 255] + list(range(95, 151)):
            words = significands | np.uint32(sign << 31 | biased << 23)
            with np.errstate(all="ignore"):
                ours = half(DEFAULT_MODE, words)
            assert np.array_equal(ours, lane(words)), (sign, biased)


# -- the reciprocal, root and exponential: their binary64 values rounded, denormals flushed
def _transcendental_reference(fn, words: np.ndarray) -> np.ndarray:
    """The rule written out over arrays: the input's denormals flushed to the zero of its
    sign, ``fn`` of its value in binary64 rounded once to binary32, the result's denormals
    flushed, a NaN result the input quieted where that is a NaN, else the default NaN."""
    def flushed(x):
        return np.where((x & 0x7F800000) == 0, x & np.uint32(0x80000000), x)
    x = flushed(words)
    with np.errstate(all="ignore"):
        r = flushed(fn(x.view(np.float32).astype(np.float64)).astype(np.float32)
                    .view(np.uint32))
    nan = (r & 0x7FFFFFFF) > 0x7F800000
    from_nan = (x & 0x7FFFFFFF) > 0x7F800000
    return np.where(nan, np.where(from_nan, x | np.uint32(0x400000), np.uint32(0xFFC00000)),
                    r).astype(np.uint32)


@pytest.mark.parametrize("mnemonic,fn", [
    ("v_rcp_f32", lambda v: 1.0 / v), ("v_rcp_iflag_f32", lambda v: 1.0 / v),
    ("v_sqrt_f32", np.sqrt),
    ("v_rsq_f32", lambda v: 1.0 / np.sqrt(v).astype(np.float32).astype(np.float64)),
    ("v_exp_f32", np.exp2), ("v_exp_legacy_f32", np.exp2)])
def test_the_reciprocals_roots_and_exponential_run_their_rule(mnemonic, fn):
    """Each instruction, run (its record's word), gives the rule of its value in binary64
    rounded once (numpy's exp2 for the exponential: the same bits but within 2^-50 of a
    rounding boundary, none of these) on edges, every exponent field and random words."""
    from emulator import Wavefront
    from isa.assembler import assemble
    rng = np.random.default_rng(7)
    fields = rng.integers(0, 256, 64 * 12).astype(np.uint32) << np.uint32(23)
    words = np.concatenate([FLOAT_EDGES, fields | rng.integers(0, 1 << 23, fields.size,
                                                               dtype=np.uint32),
                            fields[:64] | np.uint32(0x80000000)])
    words = np.concatenate([words, np.zeros((-words.size) % 64, np.uint32)])
    program = assemble(f"  {mnemonic} v0, v1\n  s_endpgm\n", "rule.s")
    for row in words.reshape(-1, 64):
        wave = Wavefront()
        wave.v[1] = row
        with np.errstate(all="ignore"):
            wave.run(program)
        assert np.array_equal(wave.v[0], _transcendental_reference(fn, row)), mnemonic


def test_the_exponential_agrees_on_its_whole_range():
    """Every exponent from below binary32's denormals (flushed) to past its overflow, on a
    fine grid and random words: the array form (numpy's binary64 operations) against the
    compiled source (numba's) on all, the Python reference on some."""
    rng = np.random.default_rng(5)
    values = np.concatenate([np.linspace(-151.0, 129.0, 40_000),
                             rng.uniform(-2.0, 2.0, 20_000)]).astype(np.float32)
    _three_forms("exp_f32", [np.concatenate([values.view(np.uint32), FLOAT_EDGES])],
                 every=97)


def test_the_exponentials_value_rounds_as_numpys_exp2():
    """exp2_binary64 rounded to binary32 is numpy's (libm-quality) exp2 rounded, on a
    million inputs over binary32's range: correctly rounded but in the rare input whose
    value lies within about 2^-50 of a rounding boundary."""
    from isa.exp2_binary64 import exp2_binary64
    rng = np.random.default_rng(6)
    x = np.concatenate([rng.uniform(-150.0, 128.0, 600_000), rng.standard_normal(400_000)])
    x = x.astype(np.float32).astype(np.float64)
    with np.errstate(over="ignore"):
        ours, numpys = exp2_binary64(x).astype(np.float32), np.exp2(x).astype(np.float32)
    assert np.array_equal(ours.view(np.uint32), numpys.view(np.uint32))
    assert exp2_binary64(np.float64(10.0)) == 1024.0 and np.isnan(exp2_binary64(np.nan))
