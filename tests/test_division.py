"""Division and square root as compilers emit them, and the three division steps.

clang's IEEE ``a / b``, ``1 / a`` and ``sqrt(a)`` in f32 and f64 (programs/corpus/opencl/
division.cl, every committed build) must equal numpy bit for bit — NaN payloads included —
on random bit patterns, values across the exponent range, and every pair of special values
(±0, ±inf, NaN, denormals, the largest and smallest normals). The steps themselves
(``v_div_scale``, ``v_div_fmas``, ``v_div_fixup``) are checked on hand-computed cases of
each rule emulator/execution/ops/division.py states."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from emulator import Wavefront
from emulator.execution.ops.word_arrays import ARRAY_WORDS
from emulator.launch import launch
from isa.assembler import assemble
from isa.lane_vocabulary import python_form

from .helpers import ROOT

BUILDS = sorted((ROOT / "programs" / "corpus").glob("clang*/division.s"))
UINT = {np.float32: np.uint32, np.float64: np.uint64}


def _scale_words(s0, d, n):
    """The ``div_scale_f32`` and ``div_scale_vcc32`` words' array forms: (the value, the
    VCC bits as booleans)."""
    with np.errstate(all="ignore"):
        return (ARRAY_WORDS["div_scale_f32"](s0, d, n),
                ARRAY_WORDS["div_scale_vcc32"](d, n) != 0)


def _fixup_word(q, d, n):
    """The ``div_fixup_f32`` word's array form on three rows of binary32 words."""
    with np.errstate(all="ignore"):
        return ARRAY_WORDS["div_fixup_f32"](q, d, n)


def specials(dtype):
    f = np.finfo(dtype)
    return np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -np.nan, 1.0, -1.0, 3.0, 7.0,
                     f.tiny, -f.tiny, f.tiny / 2, f.smallest_subnormal, -f.smallest_subnormal,
                     f.tiny * 3.5, f.max, -f.max, 2.0 ** (f.maxexp - 2), 2.0 ** (f.minexp + 2),
                     2.0 ** (f.maxexp // 2 + 1), 1e-30, 1e30], dtype=dtype)


def sample(dtype, rng, n):
    """n values: random bit patterns, random values over a wide exponent range, specials."""
    uint = UINT[dtype]
    patterns = rng.integers(0, np.iinfo(uint).max, n, dtype=uint, endpoint=True).view(dtype)
    spread = (rng.uniform(-2, 2, n) * 2.0 ** rng.integers(-60, 60, n)).astype(dtype)
    pick = rng.choice(specials(dtype), n)
    part = rng.integers(0, 3, n)
    return np.choose(part, [patterns, spread, pick]).astype(dtype)


def pairs(dtype, rng, n):
    a, b = sample(dtype, rng, n), sample(dtype, rng, n)
    s = specials(dtype)
    grid_a, grid_b = np.meshgrid(s, s)
    a[:grid_a.size], b[:grid_b.size] = grid_a.ravel(), grid_b.ravel()
    return a, b


def compiled(path, kernel, *inputs):
    out = np.zeros_like(inputs[0])
    launch(path, kernel=kernel, grid=(len(out) // 64,), args=[*inputs, out], workers=1)
    return out


def assert_same_bits(got, want):
    uint = UINT[want.dtype.type]
    bad = np.flatnonzero(got.view(uint) != want.view(uint))
    assert bad.size == 0, [(i, got[i], want[i]) for i in bad[:5]]


@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
@pytest.mark.parametrize("path", BUILDS, ids=[p.parent.name for p in BUILDS])
def test_compiled_division_reciprocal_and_sqrt_equal_numpy(path, dtype):
    prefix = "f" if dtype is np.float32 else "d"
    a, b = pairs(dtype, np.random.default_rng(7), 64 * 32)
    with np.errstate(all="ignore"):
        assert_same_bits(compiled(path, f"{prefix}div", a, b), a / b)
        assert_same_bits(compiled(path, f"{prefix}rcp", a), dtype(1) / a)
        assert_same_bits(compiled(path, f"{prefix}sqrt", a), np.sqrt(a))


@settings(max_examples=25, deadline=None)
@given(st.lists(st.floats(width=32), min_size=64, max_size=64),
       st.lists(st.floats(width=32), min_size=64, max_size=64))
def test_compiled_f32_division_on_any_floats(xs, ys):
    a, b = np.array(xs, np.float32), np.array(ys, np.float32)
    with np.errstate(all="ignore"):
        assert_same_bits(compiled(BUILDS[-1], "fdiv", a, b), a / b)


# -- the steps, one instruction at a time --------------------------------------------------
def step(line, **regs):
    """Run one instruction with v1, v2, v3 (f32 or f64 pairs at v[2:3], v[4:5], v[6:7])
    and VCC preset; returns (v0 or v[0:1], vcc)."""
    w = Wavefront()
    wide = "f64" in line.split()[0]
    for name, value in regs.items():
        if name == "vcc":
            w.vcc = value
            continue
        value = np.full(64, value, np.float64 if wide else np.float32)
        w.write(name, value.view(np.uint64 if wide else np.uint32))
    w.run(assemble(line + "\ns_endpgm\n"))
    dst = "v[0:1]" if wide else "v0"
    out = w.read(dst, np.uint64 if wide else np.uint32).reshape(-1)   # (lane 0 first)
    return out.view(np.float64 if wide else np.float32)[0], w.vcc


SCALE32 = "v_div_scale_f32 v0, vcc, v1, v2, v3"   # (v1 the value to scale, v2 d, v3 n)


@pytest.mark.parametrize("value,d,n,want,vcc", [
    (3.0, 3.0, 6.0, 3.0, 0),                          # nothing to do
    (1.0, 0.0, 1.0, np.nan, 0),                       # a zero: NaN (div_fixup decides)
    (2.0 ** -140, 2.0 ** -140, 2.0 ** -60, 2.0 ** -76, 0),   # denormal d: both up
    (2.0 ** 127, 2.0 ** 127, 1.0, 2.0 ** 63, 1),      # 1/d and n/d denormal: d scaled down
    (1.0, 2.0 ** 127, 1.0, 1.0, 1),                   # ... n stays, VCC says "scaled"
    (2.0 ** 127, 2.0 ** 127, 2.0 ** 120, 2.0 ** 63, 0),  # only 1/d denormal: both down
    (2.0 ** 120, 2.0 ** 120, 2.0 ** -10, 2.0 ** 120, 1),  # n/d denormal: d stays...
    (2.0 ** -30, 2.0 ** 100, 2.0 ** -30, 2.0 ** 34, 1),
    (2.0 ** 100, 2.0 ** 100, 2.0 ** 100, 2.0 ** 100, 0),  # (n == d: not denormal)
    (1.0, 1.0, 2.0 ** 100, 2.0 ** 64, 1),             # n/d near overflow: d scaled up
    (2.0 ** 100, 1.0, 2.0 ** 100, 2.0 ** 100, 1),     # ... n stays
    (2.0 ** -110, 1.0, 2.0 ** -110, 2.0 ** -46, 0),   # tiny n: both scaled up
])
def test_div_scale_f32_cases(value, d, n, want, vcc):
    got, mask = step(SCALE32, v1=value, v2=d, v3=n)
    assert (np.isnan(got) and np.isnan(want)) or got == want
    assert mask == (2 ** 64 - 1 if vcc else 0)


def test_div_scale_f64_scales_by_2_to_128():
    got, mask = step("v_div_scale_f64 v[0:1], vcc, v[2:3], v[4:5], v[6:7]",
                     **{"v[2:3]": 1.0, "v[4:5]": 1.0, "v[6:7]": 2.0 ** 900})
    assert (got, mask) == (2.0 ** 128, 2 ** 64 - 1)
    got, mask = step("v_div_scale_f64 v[0:1], vcc, v[2:3], v[4:5], v[6:7]",
                     **{"v[2:3]": 2.0 ** -1030, "v[4:5]": 2.0 ** -1030, "v[6:7]": 2.0 ** -400})
    assert (got, mask) == (2.0 ** -902, 0)


@pytest.mark.parametrize("a,b,c,vcc,want", [
    (3.0, 2.0, 1.0, 0, 7.0),                    # no VCC: the fma
    (1.0, 1.0, 4.0, 1, 5.0 * 2.0 ** 64),        # S2 >= 2: d was scaled up, so up again
    (2.0, 0.25, 0.25, 1, 0.75 * 2.0 ** -64),    # S2 < 2: n was scaled up, so down again
    (1.0, 1.0, 1.0, 1, 2.0 * 2.0 ** -64),       # (exactly 1: below 2)
])
def test_div_fmas_f32_undoes_the_scaling(a, b, c, vcc, want):
    got, _ = step("v_div_fmas_f32 v0, v1, v2, v3", v1=a, v2=b, v3=c,
                  vcc=(2 ** 64 - 1) if vcc else 0)
    assert got == np.float32(want)


def test_div_fmas_rounds_once_into_the_denormals():
    # fma(1, 1.5·2^-63 + 2^-86, 0)·2^-64 lies just above a tie of the denormal grid:
    # rounding the fma first to 24 bits and then scaling would round to even (down).
    tie = np.float32(1.5 * 2.0 ** -63)
    above = np.nextafter(tie, np.float32(1))
    got, _ = step("v_div_fmas_f32 v0, v1, v2, v3", v1=1.0, v2=float(above), v3=0.0,
                  vcc=2 ** 64 - 1)
    assert got == np.float32(float(above) * 2.0 ** -64)
    x = 2.0 ** -1000 * (1 + 2.0 ** -52)
    got, _ = step("v_div_fmas_f64 v[0:1], v[2:3], v[4:5], v[6:7]",
                  **{"v[2:3]": x, "v[4:5]": 1.0, "v[6:7]": 0.0, "vcc": 2 ** 64 - 1})
    assert got == x * 2.0 ** -128


INF = float("inf")


@pytest.mark.parametrize("q,d,n,want", [
    (1.5, 2.0, 3.0, 1.5),
    (1.5, -2.0, 3.0, -1.5),           # the quotient takes the sign of n/d
    (7.0, 0.0, 3.0, INF),             # x / 0
    (7.0, -0.0, 3.0, -INF),
    (7.0, 2.0, INF, INF),             # inf / y
    (7.0, INF, 3.0, 0.0),             # x / inf
    (7.0, -2.0, 0.0, -0.0),           # 0 / y
    (7.0, 2.0 ** 100, 2.0 ** -60, 0.0),   # |n/d| below half the smallest denormal
    (INF, 2.0 ** -100, 2.0 ** 100, INF),  # the Newton steps overflowed
    (np.nan, -2.0 ** -100, 2.0 ** 100, -INF),
])
def test_div_fixup_f32_cases(q, d, n, want):
    got, _ = step("v_div_fixup_f32 v0, v1, v2, v3", v1=q, v2=d, v3=n)
    assert got == want and np.signbit(got) == np.signbit(want)


@pytest.mark.parametrize("d,n,want_bits", [
    (0.0, 0.0, 0xFFC00000), (INF, -INF, 0xFFC00000),       # 0/0, inf/inf: the default NaN
    (np.float32(2.0), np.uint32(0x7FA00000).view(np.float32), 0x7FE00000),  # n's NaN, quieted
    (np.uint32(0xFF800001).view(np.float32), 1.0, 0xFFC00001),  # d's NaN, quieted
])
def test_div_fixup_f32_nans(d, n, want_bits):
    got, _ = step("v_div_fixup_f32 v0, v1, v2, v3", v1=1.0, v2=d, v3=n)
    assert int(np.float32(got).view(np.uint32)) == want_bits


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 2**32 - 1), min_size=3 * 64, max_size=3 * 64),
       st.lists(st.sampled_from([0, 0x80000000, 0x00000001, 0x7F800000, 0x7FC00001, 0x3F800000,
                                 0x0C000000, 0x7E800000, 0x00800000]), min_size=64,
                max_size=64))
def test_div_scale_f32_words_equal_its_cases_on_every_lane(words, specials):
    """The lane vocabulary's ``div_scale_f32`` and ``div_scale_vcc32`` (their array forms,
    and their Python references on some lanes) give what ``_scale_cases`` gives on binary32
    floats: random bit patterns with special values mixed in, S0 the denominator, the
    numerator (as clang has it) or any word."""
    from emulator.execution.ops.division import _scale_cases
    s = np.array(words, np.uint32).reshape(3, 64)
    s[1, ::3] = np.array(specials, np.uint32)[::3]
    s[2, 1::5] = np.array(specials, np.uint32)[1::5]
    for first in (s[1], s[2], s[0]):
        want_value, want_vcc = _scale_cases(first, s[1], s[2], "f32")
        value, vcc = _scale_words(first, s[1], s[2])
        assert np.array_equal(value, want_value) and np.array_equal(vcc, want_vcc)
        for lane in range(0, 64, 9):
            words_of = (int(first[lane]), int(s[1, lane]), int(s[2, lane]))
            assert python_form("div_scale_f32")(*words_of) == want_value[lane]
            assert python_form("div_scale_vcc32")(*words_of[1:]) == want_vcc[lane]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 2**32 - 1), min_size=3 * 64, max_size=3 * 64),
       st.lists(st.sampled_from([0, 0x80000000, 0x00000001, 0x807FFFFF, 0x7F800000, 0xFF800000,
                                 0x7FC00001, 0xFF812345, 0x3F800000, 0x0C000000, 0x7E800000]),
                min_size=64, max_size=64))
def test_div_fixup_word_equals_its_cases(words, specials):
    """The lane vocabulary's ``div_fixup_f32`` (its array form and its Python reference)
    gives what the cases of ``fixup`` give on binary32 floats."""
    from emulator.execution.ops.division import B32, fixup
    s = np.array(words, np.uint32).reshape(3, 64)
    for row, step in ((0, 3), (1, 4), (2, 5)):
        s[row, row::step] = np.array(specials, np.uint32)[row::step]
    want = fixup(B32, -150, True)(s[0], s[1], s[2])
    assert np.array_equal(_fixup_word(s[0], s[1], s[2]), want)
    reference = python_form("div_fixup_f32")
    assert [reference(*map(int, s[:, lane])) for lane in range(64)] == want.tolist()


def test_division_words_agree_with_their_cases_on_every_exponent_pair():
    """The ``div_scale_f32``, ``div_scale_vcc32`` and ``div_fixup_f32`` words' integer tests
    on every pair of biased exponents of d and n, with small and large significands and
    both signs, each form of S0: what every case gives (``_scale_cases``, ``fixup`` on
    floats)."""
    from emulator.execution.ops.division import B32, _scale_cases, fixup
    e_d, e_n = (x.reshape(-1).astype(np.uint32) for x in np.meshgrid(np.arange(256),
                                                                      np.arange(256)))
    cases = fixup(B32, -150, True)
    for fraction_d, fraction_n, signs in ((0, 1, 0), (0x7FFFFF, 0x400000, 0x80000000),
                                          (0x400000, 0, 0x80000000)):
        d = (e_d << 23) | fraction_d | signs
        n = (e_n << 23) | fraction_n
        for first in (d, n):
            value, vcc = _scale_words(first, d, n)
            want_value, want_vcc = _scale_cases(first, d, n, "f32")
            assert np.array_equal(value, want_value) and np.array_equal(vcc, want_vcc)
        q = (np.roll(e_n, 7) << 23) | fraction_n
        assert np.array_equal(_fixup_word(q, d, n), cases(q, d, n))


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(0, 2**32 - 1), min_size=3 * 64, max_size=3 * 64),
       st.lists(st.sampled_from([0, 0x80000000, 0x00000001, 0x7F800000, 0xFF800000,
                                 0x7FC00001, 0x7FC00002, 0xFF812345, 0x3F800000, 0x7F7FFFFF]),
                min_size=64, max_size=64),
       st.lists(st.sampled_from([0, 1]), min_size=64, max_size=64))
def test_div_fmas_f32_lanes_of_every_kind_equal_the_exact_rule(words, specials, bits):
    """The ``div_fmas_f32`` word (its array form, and its Python reference in exact
    rationals) on lanes unscaled and scaled, finite, with a NaN or an inf operand, mixed in
    one call: each lane the fma in binary64 rounded to odd, scaled by 2^64 where its VCC bit
    is set and c is at least 2 and by 2^-64 where set and c below, rounded once; a NaN
    operand's lane the first NaN of a, b, c quieted, an invalid operation's the default
    NaN."""
    from emulator.execution.fma_lanes import round_to_odd_sum
    s = np.array(words, np.uint32).reshape(3, 64)
    for row, step in ((0, 5), (1, 6), (2, 7)):
        s[row, row::step] = np.array(specials, np.uint32)[row::step]
    vcc = np.array(bits, np.uint32)
    a, b, c = (s[i].view(np.float32) for i in range(3))
    want = np.empty(64, np.uint32)
    for lane in range(64):
        nans = [x for x in s[:, lane] if (x & 0x7FFFFFFF) > 0x7F800000]
        if nans:
            want[lane] = nans[0] | 0x00400000
            continue
        x, y, z = (np.array([v[lane]], np.float64) for v in (a, b, c))
        scale = (64 if abs(z[0]) >= 2 else -64) if vcc[lane] else 0
        with np.errstate(all="ignore"):
            got = np.ldexp(round_to_odd_sum(x * y, z), scale).astype(np.float32)
        want[lane] = 0xFFC00000 if np.isnan(got[0]) else got.view(np.uint32)[0]
    with np.errstate(all="ignore"):
        ours = ARRAY_WORDS["div_fmas_f32"](s[0], s[1], s[2], vcc)
    assert np.array_equal(ours, want)
    reference = python_form("div_fmas_f32")
    assert [reference(*map(int, s[:, lane]), int(vcc[lane])) for lane in range(64)] == \
        want.tolist()