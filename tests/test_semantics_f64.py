"""f64 arithmetic, selects, roundings and conversions against Python's binary64 floats and
exact rationals (IEEE, round to nearest even, denormals kept): random values with NaNs
(quiet and signalling), ±0, ±inf, subnormals and the largest finite numbers mixed in."""

from __future__ import annotations

import math
import struct
from fractions import Fraction

import numpy as np
import pytest

import emulator
from emulator import Wavefront
from isa.assembler import assemble

M32, M64 = (1 << 32) - 1, (1 << 64) - 1
QUIET = 1 << 51
SPECIALS = [0, 1 << 63, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000,
            0x7FF0000000000001, 0xFFF4000000000000, 1, 0x800FFFFFFFFFFFFF,
            0x7FEFFFFFFFFFFFFF, 0x3FE0000000000000, 0xBFF8000000000000, 0x4330000000000001,
            0x41DFFFFFFFC00000, 0x41F0000000000000, 0xC1E0000000200000]


def d(bits):
    return struct.unpack("<d", struct.pack("<Q", bits))[0]


def bits(value):
    return struct.unpack("<Q", struct.pack("<d", value))[0]


def is_nan(b):
    return (b & ((1 << 63) - 1)) > 0x7FF0000000000000


def lanes(rng):
    vals = [int(v) for v in rng.integers(0, 1 << 64, 64, dtype=np.uint64)]
    # (random exponents near 1 as well, so that sums and products stay finite)
    for i in range(20, 40):
        vals[i] = bits(float(rng.standard_normal()) * 2.0 ** int(rng.integers(-60, 60)))
    vals[: len(SPECIALS)] = SPECIALS
    return vals


def run(line, **pairs):
    w = Wavefront()
    for name, vals in pairs.items():
        first = int(name[1:])
        w.write(f"v[{first}:{first + 1}]", np.array(vals, dtype=np.uint64))
    w.run(assemble(line + "\ns_endpgm\n"))
    return [int(x) for x in w.read("v[0:1]", np.uint64)[0]]


def nan_result(*xs):
    """Which NaN an arithmetic result is: numpy's (x86) rule, the first NaN operand, quieted
    (the hardware's payload is not specified; only "a quiet NaN" is compared below)."""
    return next((x | QUIET for x in xs if is_nan(x)), None)


def same(got, want):
    return got == want or (is_nan(got) and is_nan(want))


def exact_fma(a, b, c):
    if not all(math.isfinite(v) for v in (a, b, c)):
        return a * b + c
    total = Fraction(a) * Fraction(b) + Fraction(c)
    if total == 0:
        product_negative = (math.copysign(1, a) * math.copysign(1, b)) < 0
        return -0.0 if product_negative and math.copysign(1, c) < 0 else 0.0
    try:
        return float(total)
    except OverflowError:
        return math.inf if total > 0 else -math.inf


@pytest.mark.parametrize("name,fn", [("v_add_f64", lambda a, b: a + b),
                                     ("v_mul_f64", lambda a, b: a * b)])
def test_add_and_mul(name, fn):
    rng = np.random.default_rng(1)
    a, b = lanes(rng), list(reversed(lanes(rng)))
    got = run(f"{name} v[0:1], v[2:3], v[4:5]", v2=a, v4=b)
    for g, x, y in zip(got, a, b):
        with np.errstate(all="ignore"):
            want = bits(float(np.float64(fn(np.float64(d(x)), np.float64(d(y))))))
        assert same(g, want), (hex(x), hex(y), hex(g), hex(want))


def test_fma_and_fmac_are_fused():
    rng = np.random.default_rng(2)
    a, b, c = lanes(rng), list(reversed(lanes(rng))), lanes(np.random.default_rng(3))
    a[40], b[40], c[40] = bits(1 + 2.0 ** -52), bits(1 - 2.0 ** -52), bits(-1.0)
    want = [bits(exact_fma(d(x), d(y), d(z))) for x, y, z in zip(a, b, c)]
    assert d(want[40]) == -(2.0 ** -104)
    for line in ("v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]",
                 "v_mov_b64 v[0:1], v[6:7]\nv_fmac_f64 v[0:1], v[2:3], v[4:5]"):
        got = run(line, v2=a, v4=b, v6=c)
        assert all(same(g, w) for g, w in zip(got, want))


def ref_select(a, b, larger):
    if is_nan(a) and not a & QUIET:
        return a | QUIET
    if is_nan(b) and not b & QUIET:
        return b | QUIET
    if is_nan(a):
        return b
    if is_nan(b):
        return a
    if (a | b) & ((1 << 63) - 1) == 0:
        return (a if a == 0 else b) if larger else (a if a else b)
    return (a if d(a) >= d(b) else b) if larger else (a if d(a) < d(b) else b)


@pytest.mark.parametrize("name,larger", [("v_max_f64", True), ("v_min_f64", False)])
def test_min_and_max(name, larger):
    rng = np.random.default_rng(4)
    a, b = lanes(rng), list(reversed(lanes(rng)))
    a[50:53], b[50:53] = [0, 1 << 63, 0x7FF8000000000000], [1 << 63, 0, bits(2.0)]
    assert run(f"{name} v[0:1], v[2:3], v[4:5]", v2=a, v4=b) == [
        ref_select(x, y, larger) for x, y in zip(a, b)]


def _integral(fn):
    def ref(x):
        if is_nan(x):
            return x | QUIET
        value = d(x)
        if math.isinf(value):
            return x
        r = float(fn(value))
        return bits(math.copysign(r, value) if r == 0 else r)
    return ref


@pytest.mark.parametrize("name,fn", [("v_floor_f64", math.floor), ("v_ceil_f64", math.ceil),
                                     ("v_trunc_f64", math.trunc), ("v_rndne_f64", round)])
def test_roundings(name, fn):
    rng = np.random.default_rng(5)
    a = lanes(rng)
    a[40:46] = [bits(v) for v in (0.5, 1.5, 2.5, -0.5, -1.5, 4503599627370495.5)]
    assert run(f"{name} v[0:1], v[2:3]", v2=a) == [_integral(fn)(x) for x in a]


def test_frexp_ldexp_and_conversions():
    rng = np.random.default_rng(6)
    a = lanes(rng)
    special = [(x >> 52) & 0x7FF == 0x7FF for x in a]
    mant = run("v_frexp_mant_f64 v[0:1], v[2:3]", v2=a)
    w = Wavefront()
    w.write("v[2:3]", np.array(a, dtype=np.uint64))
    w.run(assemble("v_frexp_exp_i32_f64 v0, v[2:3]\nv_cvt_f32_f64 v1, v[2:3]\n"
                   "v_cvt_i32_f64 v4, v[2:3]\nv_cvt_u32_f64 v5, v[2:3]\ns_endpgm\n"))
    for i, (x, m, s) in enumerate(zip(a, mant, special)):
        value = d(x)
        if s:   # (inf and NaN as they are: the manual's "D = S0", a signalling NaN too)
            assert m == x and int(w.v[0][i]) == 0
        else:
            fm, fe = math.frexp(value)
            assert (m, int(w.v[0][i])) == (bits(fm), fe & M32)
        with np.errstate(all="ignore"):
            want32 = int(np.array([value]).astype(np.float32).view(np.uint32)[0])
        got32 = int(w.v[1][i])
        assert got32 == want32 or (is_nan(x) and (got32 & 0x7FFFFFFF) > 0x7F800000)
        for reg, lo, hi in ((4, -(1 << 31), (1 << 31) - 1), (5, 0, M32)):
            want = 0 if value != value else (hi if value >= hi else lo if value <= lo
                                             else int(value))
            assert int(w.v[reg][i]) == want & M32, (hex(x), reg)
    exps = [int(e) & M32 for e in rng.integers(-1100, 1100, 64)]
    exps[:4] = [0, 0x7FFFFFFF, 0x80000000, (-1074) & M32]
    w = Wavefront()
    w.write("v[2:3]", np.array(a, dtype=np.uint64))
    w.v[4] = np.array(exps, dtype=np.uint32)
    w.run(assemble("v_ldexp_f64 v[0:1], v[2:3], v4\ns_endpgm\n"))
    for x, e, g in zip(a, exps, (int(v) for v in w.read("v[0:1]", np.uint64)[0])):
        k = e - (1 << 32) if e >> 31 else e
        value = d(x)
        if is_nan(x):
            assert g == x | QUIET
            continue
        try:
            want = math.ldexp(value, max(-5000, min(5000, k)))
        except OverflowError:
            want = math.copysign(math.inf, value)
        assert g == bits(want), (hex(x), k)


def test_int_and_f32_to_f64_are_exact():
    rng = np.random.default_rng(7)
    ints = [int(v) for v in rng.integers(0, 1 << 32, 64, dtype=np.uint64)]
    w = Wavefront()
    w.v[2] = np.array(ints, dtype=np.uint32)
    w.run(assemble("v_cvt_f64_i32 v[4:5], v2\nv_cvt_f64_u32 v[6:7], v2\n"
                   "v_cvt_f64_f32 v[8:9], v2\ns_endpgm\n"))
    signed = [(v - (1 << 32)) if v >> 31 else v for v in ints]
    assert [d(int(v)) for v in w.read("v[4:5]", np.uint64)[0]] == [float(s) for s in signed]
    assert [d(int(v)) for v in w.read("v[6:7]", np.uint64)[0]] == [float(v) for v in ints]
    f32 = np.array(ints, dtype=np.uint32).view(np.float32).astype(np.float64)
    got = w.read("v[8:9]", np.uint64)[0].view(np.float64)
    assert np.array_equal(got, f32, equal_nan=True)


def test_fma_f64_after_a_dgemm_mfma_needs_two_wait_states():
    text = ("v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7]\n"
            "v_fma_f64 v[20:21], v[22:23], v[24:25], v[26:27]\ns_endpgm\n")
    (hazard,) = emulator.estimate_cycles(assemble(text)).hazards
    assert (hazard.rule, hazard.required) == ("dgemm-fma-f64", 2)
