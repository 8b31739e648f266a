"""MODE's rounding fields (ops/rounding.py): the float arithmetic and conversions under each
of the four round modes, set by s_setreg and by the kernel descriptor, against a slow
reference that rounds the exact rational value (fractions.Fraction) by integer arithmetic."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from emulator import Wavefront
from emulator.launch import launch
from isa.assembler import assemble

from .helpers import ROOT

NEAREST, UP, DOWN, ZERO = range(4)
FORMATS = {np.float16: (11, -14, 15), np.float32: (24, -126, 127), np.float64: (53, -1022, 1023)}
UINT = {np.float16: np.uint16, np.float32: np.uint32, np.float64: np.uint64}


def round_exact(q: Fraction, dtype, mode: int, zero_negative: bool):
    """q rounded to ``dtype`` as IEEE 754's rounding-direction ``mode`` says (q ≠ 0 or
    the sign of an exact zero given)."""
    precision, emin, emax = FORMATS[dtype]
    if q == 0:
        return dtype(-0.0 if zero_negative else 0.0)
    negative, a = q < 0, abs(q)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    ulp = Fraction(2) ** (max(e, emin) - precision + 1)
    n = a / ulp
    low = math.floor(n)
    inexact = low != n
    away = {NEAREST: n - low > Fraction(1, 2) or (n - low == Fraction(1, 2) and low % 2 == 1),
            UP: inexact and not negative, DOWN: inexact and negative, ZERO: False}[mode]
    magnitude = (low + away) * ulp
    largest = (2 - Fraction(2) ** (1 - precision)) * Fraction(2) ** emax
    if magnitude > largest:
        toward_zero = mode == ZERO or (mode == UP and negative) or (mode == DOWN and not negative)
        value = float(largest) if toward_zero else math.inf
    else:
        value = float(magnitude) if dtype is np.float64 else magnitude
    value = dtype(float(value))   # (exact: magnitude is a value of dtype)
    return -value if negative else value


def exact_zero_sign(terms, mode: int) -> bool:
    """IEEE 754 6.3: an exact zero sum is −0 when every term is −0, or toward −inf unless
    every term is +0; a product's zero has the sign of the product."""
    signs = [bool(np.logical_xor.reduce([math.copysign(1, f) < 0 for f in t])) for t in terms]
    if len(terms) == 1:
        return signs[0]
    return all(signs) or (mode == DOWN and not all(not s for s in signs))


def reference(terms, dtype, mode):
    """Σ Π terms (Python floats or ints) rounded once to ``dtype``."""
    terms = [[f.item() if isinstance(f, np.generic) else f for f in t] for t in terms]
    q = sum((math.prod((Fraction(f) for f in t), start=Fraction(1)) for t in terms),
            start=Fraction(0))
    return round_exact(q, dtype, mode, exact_zero_sign(terms, mode) if q == 0 else False)


def interesting(rng, dtype, n=64):
    """Finite values of ``dtype`` with every exponent, denormals, values near the overflow
    threshold, and pairs that cancel."""
    bits = rng.integers(0, np.iinfo(UINT[dtype]).max, n, dtype=UINT[dtype], endpoint=True)
    x = bits.view(dtype)
    x = np.where(np.isfinite(x), x, dtype(1.5))
    info = np.finfo(dtype)
    x[:6] = [info.max, -info.max, info.tiny, info.smallest_subnormal, 0.0, -0.0]
    return x


def bits_equal(got, want):
    return np.array_equal(np.asarray(got).view(UINT[type(want[0])]),
                          np.asarray(want).view(UINT[type(want[0])]))


def run(program: str, registers: dict, mode: int, exec_mask=(1 << 64) - 1):
    w = Wavefront()
    for reg, values in registers.items():
        w.v[reg] = values
    w.exec = exec_mask
    w.run(assemble(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), {mode | mode << 2}\n"
                   f"{program}\ns_endpgm\n"))
    return w


def halves(x):
    return x.view(np.uint16).astype(np.uint32)


# mnemonic: its exact value as Σ Π of the sources
BINARY32 = {
    "v_add_f32": lambda a, b: [(a,), (b,)], "v_sub_f32": lambda a, b: [(a,), (-b,)],
    "v_subrev_f32": lambda a, b: [(b,), (-a,)], "v_mul_f32": lambda a, b: [(a, b)],
}


def lanes_of(fn, *columns):
    return [fn(*(float(c[i]) for c in columns)) for i in range(64)]


def paired(rng, dtype):
    """a, b with some lanes b = −a (exact zero sums), b = ±a·(1 ± ulp) (cancellation) and
    a, b both large (overflow)."""
    a, b = interesting(rng, dtype), interesting(rng, dtype)
    b[6:14] = -a[6:14]
    b[14:22] = -np.nextafter(a[14:22], dtype(np.inf))
    big = np.finfo(dtype).max
    a[22:30] = dtype(big * 0.75)
    b[22:26] = dtype(big * 0.75)
    b[26:30] = dtype(2.0)
    return a, b


@pytest.mark.parametrize("mode", range(4))
@pytest.mark.parametrize("name", sorted(BINARY32))
def test_f32_binary_ops_round_as_mode_says(name, mode):
    rng = np.random.default_rng(mode * 7 + len(name))
    a, b = paired(rng, np.float32)
    w = run(f"{name} v0, v1, v2", {1: a.view(np.uint32), 2: b.view(np.uint32)}, mode)
    want = [reference(BINARY32[name](x, y), np.float32, mode) for x, y in zip(a, b)]
    assert bits_equal(w.v[0].view(np.float32), want)


@pytest.mark.parametrize("mode", range(4))
@pytest.mark.parametrize("name", ["v_fma_f32", "v_fmac_f32", "v_pk_fma_f32"])
def test_f32_fused_ops_round_once(name, mode):
    rng = np.random.default_rng(mode + 40)
    a, b = paired(rng, np.float32)
    c = interesting(rng, np.float32)
    with np.errstate(over="ignore"):   # (cancelling lanes, where the product is finite)
        c[30:40] = -(a[30:40].astype(np.float64) * b[30:40]).astype(np.float32)
    c = np.where(np.isfinite(c), c, np.float32(0.5))
    regs = {1: a.view(np.uint32), 2: b.view(np.uint32), 3: c.view(np.uint32)}
    if name == "v_fma_f32":
        w = run("v_fma_f32 v0, v1, v2, v3", regs, mode)
        got = w.v[0]
    elif name == "v_fmac_f32":
        w = run("v_fmac_f32 v3, v1, v2", regs, mode)
        got = w.v[3]
    else:   # both halves of the pairs: lane values in v[4:5] (a), v[6:7] (b), v[8:9] (c)
        regs = {4: a.view(np.uint32), 5: a[::-1].view(np.uint32), 6: b.view(np.uint32),
                7: b[::-1].view(np.uint32), 8: c.view(np.uint32), 9: c[::-1].view(np.uint32)}
        w = run("v_pk_fma_f32 v[0:1], v[4:5], v[6:7], v[8:9]", regs, mode)
        high = [reference([(x, y), (z,)], np.float32, mode)
                for x, y, z in zip(a[::-1], b[::-1], c[::-1])]
        assert bits_equal(w.v[1].view(np.float32), high)
        got = w.v[0]
    want = [reference([(x, y), (z,)], np.float32, mode) for x, y, z in zip(a, b, c)]
    assert bits_equal(got.view(np.float32), want)


def _wide(x):
    u = x.view(np.uint64)
    return (u & np.uint64(0xFFFFFFFF)).astype(np.uint32), (u >> np.uint64(32)).astype(np.uint32)


def _read_wide(w, first):
    return (w.v[first].astype(np.uint64) | w.v[first + 1].astype(np.uint64) << np.uint64(32)) \
        .view(np.float64)


F64 = {"v_add_f64": ("v[0:1], v[2:3], v[4:5]", lambda a, b, c: [(a,), (b,)]),
       "v_mul_f64": ("v[0:1], v[2:3], v[4:5]", lambda a, b, c: [(a, b)]),
       "v_fma_f64": ("v[0:1], v[2:3], v[4:5], v[6:7]", lambda a, b, c: [(a, b), (c,)])}


@pytest.mark.parametrize("mode", range(4))
@pytest.mark.parametrize("name", sorted(F64))
def test_f64_ops_round_as_mode_says(name, mode):
    rng = np.random.default_rng(mode + 90 + len(name))
    a, b = paired(rng, np.float64)
    c = interesting(rng, np.float64)
    with np.errstate(over="ignore"):
        c[30:40] = -(a[30:40] * b[30:40])
    c = np.where(np.isfinite(c), c, 0.5)
    regs = {}
    for first, x in ((2, a), (4, b), (6, c)):
        regs[first], regs[first + 1] = _wide(x)
    operands, terms = F64[name]
    w = run(f"{name} {operands}", regs, mode)
    want = [reference(terms(x, y, z), np.float64, mode) for x, y, z in zip(a, b, c)]
    assert bits_equal(_read_wide(w, 0), want)


F16 = {"v_add_f16": lambda a, b, c: [(a,), (b,)], "v_sub_f16": lambda a, b, c: [(a,), (-b,)],
       "v_mul_f16": lambda a, b, c: [(a, b)], "v_fma_f16": lambda a, b, c: [(a, b), (c,)]}


@pytest.mark.parametrize("mode", range(4))
@pytest.mark.parametrize("name", sorted(F16) + ["v_mad_f16", "v_pk_add_f16", "v_pk_fma_f16"])
def test_f16_ops_round_as_mode_says(name, mode):
    rng = np.random.default_rng(mode + 130 + len(name))
    a, b = paired(rng, np.float16)
    c = interesting(rng, np.float16)
    regs = {1: halves(a), 2: halves(b), 3: halves(c)}
    three = name.endswith(("fma_f16", "mad_f16"))
    packed = name.startswith("v_pk_")
    if packed:   # the high halves hold the lanes' values reversed
        regs = {r: v | (v[::-1] << np.uint32(16)) for r, v in regs.items()}
    w = run(f"{name} v0, v1, v2" + (", v3" if three else ""), regs, mode)
    if name == "v_mad_f16":   # (the product rounded, then the sum)
        def want_of(x, y, z):
            product = reference([(x, y)], np.float16, mode)
            if not np.isfinite(product):   # (inf + a finite z: inf, exactly)
                return product + z
            return reference([(product,), (z,)], np.float16, mode)
    else:
        terms = F16[name.replace("v_pk_", "v_")]

        def want_of(x, y, z):
            return reference(terms(x, y, z), np.float16, mode)
    low = (w.v[0] & 0xFFFF).astype(np.uint16).view(np.float16)
    assert bits_equal(low, [want_of(*t) for t in zip(a, b, c)])
    if packed:
        high = (w.v[0] >> 16).astype(np.uint16).view(np.float16)
        assert bits_equal(high, [want_of(*t) for t in zip(a[::-1], b[::-1], c[::-1])])
    else:
        assert not (w.v[0] >> 16).any()


CONVERSIONS = {   # mnemonic: result type
    "v_cvt_f32_f64": np.float32, "v_cvt_f16_f32": np.float16, "v_cvt_f32_i32": np.float32,
    "v_cvt_f32_u32": np.float32, "v_cvt_f16_u16": np.float16,
}


@pytest.mark.parametrize("mode", range(4))
@pytest.mark.parametrize("name", sorted(CONVERSIONS))
def test_conversions_round_as_mode_says(name, mode):
    rng = np.random.default_rng(mode + 170 + len(name))
    dtype = CONVERSIONS[name]
    if name == "v_cvt_f32_f64":
        x = interesting(rng, np.float64)
        x[6:20] = np.finfo(np.float32).max * (1 + rng.random(14) * 2 ** -23)   # (overflow)
        regs = dict(zip((2, 3), _wide(x)))
        program = f"{name} v0, v[2:3]"
    elif name == "v_cvt_f16_f32":
        x = interesting(rng, np.float32)
        regs, program = {1: x.view(np.uint32)}, f"{name} v0, v1"
    elif name == "v_cvt_f32_i32":
        x = rng.integers(-2 ** 31, 2 ** 31, 64, dtype=np.int64).astype(np.int32)
        regs, program = {1: x.view(np.uint32)}, f"{name} v0, v1"
    elif name == "v_cvt_f32_u32":
        x = rng.integers(0, 2 ** 32, 64, dtype=np.int64).astype(np.uint32)
        regs, program = {1: x}, f"{name} v0, v1"
    else:
        x = rng.integers(0, 2 ** 16, 64, dtype=np.int64).astype(np.uint16)
        regs, program = {1: x.astype(np.uint32)}, f"{name} v0, v1"
    w = run(program, regs, mode)
    got = w.v[0] if dtype is np.float32 else (w.v[0] & 0xFFFF).astype(np.uint16)
    want = [reference([(v.item(),)], dtype, mode) for v in x]
    assert bits_equal(got.view(dtype), want)


def test_exact_zero_sums_are_negative_toward_minus_infinity_only():
    a = np.array([1.0, 0.0, -0.0, 0.0] * 16, np.float32)
    b = np.array([-1.0, 0.0, -0.0, -0.0] * 16, np.float32)
    regs = {1: a.view(np.uint32), 2: b.view(np.uint32)}
    signs = {mode: np.signbit(run("v_add_f32 v0, v1, v2", regs, mode).v[0].view(np.float32)[:4])
             for mode in range(4)}
    assert signs[DOWN].tolist() == [True, False, True, True]
    for mode in (NEAREST, UP, ZERO):
        assert signs[mode].tolist() == [False, False, True, False]


def test_infinite_and_nan_sources_are_exact_in_every_mode():
    inf, nan = np.float32(np.inf), np.float32(np.nan)
    a = np.array([inf, -inf, nan, 1.0] * 16, np.float32)
    b = np.array([1.0, 1.0, 1.0, 2.0] * 16, np.float32)
    regs = {1: a.view(np.uint32), 2: b.view(np.uint32)}
    nearest = run("v_add_f32 v0, v1, v2", regs, NEAREST).v[0]
    for mode in (UP, DOWN, ZERO):   # (+inf stays +inf toward zero: it is exact)
        assert np.array_equal(run("v_add_f32 v0, v1, v2", regs, mode).v[0], nearest)


def test_each_type_follows_its_own_field_and_inactive_lanes_are_kept():
    third = np.full(64, 1 / 3, np.float64)
    regs = {1: np.full(64, np.float32(1).view(np.uint32)),
            2: np.full(64, np.float32(3).view(np.uint32))}
    regs.update(zip((4, 5), _wide(third)))
    program = ("v_rcp_f32 v9, v2\n"   # (not affected: approximations round to nearest)
               "v_cvt_f32_f64 v0, v[4:5]\nv_add_f64 v[6:7], v[4:5], v[4:5]")
    w = Wavefront()
    for reg, values in regs.items():
        w.v[reg] = values
    w.v[0] = 7
    w.exec = (1 << 63) - 1
    w.run(assemble("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3\n"   # f32 toward zero
                   f"{program}\ns_endpgm\n"))
    assert w.v[0][0] == np.nextafter(np.float32(1 / 3), np.float32(0)).view(np.uint32)
    assert w.v[0][63] == 7
    assert _read_wide(w, 6)[0] == 2 / 3   # (f64 still nearest even)


def test_the_kernel_descriptor_sets_the_initial_round_mode():
    """The corpus's vadd with ``.amdhsa_float_round_mode_32`` changed rounds its sums so."""
    text = (ROOT / "programs" / "corpus" / "clang19-O3" / "elementwise.s").read_text()
    assert ".amdhsa_float_round_mode_32 0" in text
    n = 128
    rng = np.random.default_rng(3)
    a, b = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    for mode in range(4):
        c = np.zeros(n, np.float32)
        launch(text.replace(".amdhsa_float_round_mode_32 0",
                            f".amdhsa_float_round_mode_32 {mode}"),
               kernel="vadd", grid=(n,), block=(64,), args=[a, b, c, n])
        want = [reference([(x,), (y,)], np.float32, mode) for x, y in zip(a, b)]
        assert bits_equal(c, want), mode
        assert mode == NEAREST or not np.array_equal(c, a + b)   # (it changes results)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 2 ** 32 - 1), min_size=3, max_size=3), st.integers(0, 3))
def test_random_fma_bit_patterns_round_once(words, mode):
    a, b, c = (np.full(64, x, np.uint32).view(np.float32) for x in words)
    if not all(np.isfinite(v[0]) for v in (a, b, c)):
        return
    w = run("v_fma_f32 v0, v1, v2, v3",
            {1: a.view(np.uint32), 2: b.view(np.uint32), 3: c.view(np.uint32)}, mode)
    want = reference([(float(a[0]), float(b[0])), (float(c[0]),)], np.float32, mode)
    assert w.v[0][0] == np.float32(want).view(np.uint32)
