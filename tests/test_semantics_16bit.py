"""16-bit VALU (f16, i16, u16), v_fract and v_med3_f32 against per-lane references: exact
rational rounding for f16 arithmetic, Python integers for the integer ops, the ISA's
pseudocode for med3, and the IEEE comparison table for the compares. Random halves with
f16 specials (±0, ±inf, NaNs, denormals, the largest finite) mixed in; the high half of
every source is random too and must be ignored."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from emulator import Wavefront
from isa.assembler import assemble
from isa.decoder import decode
from isa.encoder import encode
from isa.gfx942.ops import OPS
from isa.conditions import FLOAT_CONDITIONS, INT_CONDITIONS

from .helpers import round_exact

SPECIAL16 = [0x0000, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0x7D00, 0xFE01, 0x0001, 0x83FF,
             0x7BFF, 0xFBFF, 0x3C00, 0xBC00, 0x3800]


def f16(bits: int) -> float:
    return float(np.array([bits], np.uint16).view(np.float16)[0])


def bits16(value: float) -> int:
    return int(np.array([value], np.float16).view(np.uint16)[0])


def is_nan16(b: int) -> bool:
    return (b & 0x7FFF) > 0x7C00


def lanes(rng, count):
    out = []
    for _ in range(count):
        lo = rng.integers(0, 1 << 16, 64)
        pick = rng.random(64) < 0.4
        lo[pick] = rng.choice(SPECIAL16, int(pick.sum()))
        out.append((rng.integers(0, 1 << 16, 64) << 16 | lo).astype(np.uint32))
    return out


def run(line, values):
    w = Wavefront()
    for i, v in enumerate(values):
        w.v[1 + i] = v
    w.vcc = 0
    w.run(assemble(line + "\ns_endpgm\n"))
    return w


def rounded16(q: Fraction) -> int:
    return bits16(round_exact(q, 11, -14, 15))


def arith16(op, xs):
    """An f16 result by the definition (NaN: any quiet NaN; the result of exact zero keeps
    IEEE's sign rules through numpy)."""
    a = [f16(x) for x in xs]
    if any(math.isnan(v) for v in a) or any(math.isinf(v) for v in a):
        with np.errstate(all="ignore"):
            r = {"add": lambda: np.float16(a[0]) + np.float16(a[1]),
                 "sub": lambda: np.float16(a[0]) - np.float16(a[1]),
                 "mul": lambda: np.float16(a[0]) * np.float16(a[1]),
                 "fma": lambda: np.float64(a[0]) * a[1] + a[2],
                 "mad": lambda: np.float16(np.float16(a[0]) * np.float16(a[1]))
                 + np.float16(a[2])}[op]()
        return bits16(r)
    if op == "mad":   # (the product rounded first: it may overflow on its own)
        product = f16(rounded16(Fraction(a[0]) * Fraction(a[1])))
        if math.isinf(product):
            with np.errstate(all="ignore"):
                return bits16(np.float16(product) + np.float16(a[2]))
    q = {"add": lambda: Fraction(a[0]) + Fraction(a[1]),
         "sub": lambda: Fraction(a[0]) - Fraction(a[1]),
         "mul": lambda: Fraction(a[0]) * Fraction(a[1]),
         "fma": lambda: Fraction(a[0]) * Fraction(a[1]) + Fraction(a[2]),
         "mad": lambda: Fraction(f16(rounded16(Fraction(a[0]) * Fraction(a[1]))))
         + Fraction(a[2])}[op]()
    if q == 0:   # (the sign of an exact zero: numpy's IEEE rules)
        with np.errstate(all="ignore"):
            r = {"add": lambda: np.float16(a[0]) + np.float16(a[1]),
                 "sub": lambda: np.float16(a[0]) - np.float16(a[1]),
                 "mul": lambda: np.float16(a[0]) * np.float16(a[1]),
                 "fma": lambda: np.float64(a[0]) * a[1] + a[2],
                 "mad": lambda: np.float16(np.float16(a[0]) * np.float16(a[1])) + np.float16(a[2]),
                 }[op]()
        return bits16(r)
    return rounded16(q)


@pytest.mark.parametrize("mnemonic,op,n", [
    ("v_add_f16", "add", 2), ("v_sub_f16", "sub", 2), ("v_mul_f16", "mul", 2),
    ("v_fma_f16", "fma", 3), ("v_mad_f16", "mad", 3)])
def test_f16_arithmetic_rounds_like_the_definition(mnemonic, op, n):
    rng = np.random.default_rng(sum(map(ord, mnemonic)))
    for _ in range(4):
        values = lanes(rng, n)
        w = run(f"{mnemonic} v0, {', '.join(f'v{i + 1}' for i in range(n))}", values)
        for lane in range(64):
            xs = [int(v[lane]) & 0xFFFF for v in values]
            want, got = arith16(op, xs), int(w.v[0][lane])
            assert got >> 16 == 0, "the high half is zeroed"
            if is_nan16(want):
                assert is_nan16(got), (mnemonic, [hex(x) for x in xs])
            else:
                assert got == want, (mnemonic, [hex(x) for x in xs], hex(got), hex(want))


def test_subrev_and_mac_f16():
    rng = np.random.default_rng(4)
    a, b, d = lanes(rng, 3)
    w = Wavefront()
    w.v[1], w.v[2], w.v[0] = a, b, d
    w.run(assemble("v_subrev_f16 v3, v1, v2\nv_mac_f16 v0, v1, v2\ns_endpgm\n"))
    for lane in range(64):
        xs = [int(x[lane]) & 0xFFFF for x in (a, b, d)]
        want_sub, want_mac = arith16("sub", [xs[1], xs[0]]), arith16("mad", xs)
        for got, want in ((int(w.v[3][lane]), want_sub), (int(w.v[0][lane]), want_mac)):
            assert (is_nan16(got) and is_nan16(want)) or got == want


_INT = {
    "v_add_u16": lambda a, b: a + b, "v_sub_u16": lambda a, b: a - b,
    "v_subrev_u16": lambda a, b: b - a, "v_mul_lo_u16": lambda a, b: a * b,
    "v_lshlrev_b16": lambda s, x: x << (s & 15), "v_lshrrev_b16": lambda s, x: x >> (s & 15),
    "v_ashrrev_i16": lambda s, x: (x - ((x & 0x8000) << 1)) >> (s & 15),
    "v_max_u16": max, "v_min_u16": min,
    "v_max_i16": lambda a, b: max(a - ((a & 0x8000) << 1), b - ((b & 0x8000) << 1)),
    "v_min_i16": lambda a, b: min(a - ((a & 0x8000) << 1), b - ((b & 0x8000) << 1)),
    "v_add_i16": lambda a, b: a + b, "v_sub_i16": lambda a, b: a - b,
}


@pytest.mark.parametrize("mnemonic", sorted(_INT))
def test_16_bit_integer_ops_wrap(mnemonic):
    rng = np.random.default_rng(sum(map(ord, mnemonic)))
    values = [rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32) for _ in range(2)]
    w = run(f"{mnemonic} v0, v1, v2", values)
    for lane in range(64):
        a, b = (int(v[lane]) & 0xFFFF for v in values)
        assert int(w.v[0][lane]) == _INT[mnemonic](a, b) & 0xFFFF


def test_16_bit_three_operand_ops():
    rng = np.random.default_rng(9)
    values = [rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32) for _ in range(3)]
    w = run("v_med3_i16 v0, v1, v2, v3\nv_max3_u16 v4, v1, v2, v3\n"
            "v_mad_u32_u16 v5, v1, v2, v3\nv_mad_i32_i16 v6, v1, v2, v3", values)
    for lane in range(64):
        a, b, c = (int(v[lane]) for v in values)
        sa, sb, sc = ((x & 0xFFFF) - ((x & 0x8000) << 1) for x in (a, b, c))
        assert int(w.v[0][lane]) == sorted([sa, sb, sc])[1] & 0xFFFF
        assert int(w.v[4][lane]) == max(a & 0xFFFF, b & 0xFFFF, c & 0xFFFF)
        assert int(w.v[5][lane]) == ((a & 0xFFFF) * (b & 0xFFFF) + c) & 0xFFFFFFFF
        assert int(w.v[6][lane]) == (sa * sb + c) & 0xFFFFFFFF


_ORDERED = {"lt": lambda a, b: a < b, "eq": lambda a, b: a == b, "le": lambda a, b: a <= b,
            "gt": lambda a, b: a > b, "lg": lambda a, b: a < b or a > b,
            "ge": lambda a, b: a >= b, "ne": lambda a, b: a != b}


def float_condition(cond, a, b):
    unordered = math.isnan(a) or math.isnan(b)
    if cond in ("f", "tru", "t"):
        return cond != "f"
    if cond in ("o", "u"):
        return unordered == (cond == "u")
    if cond.startswith("n") and cond != "ne":
        return not _ORDERED[cond[1:]](a, b)
    return _ORDERED[cond](a, b)


@pytest.mark.parametrize("kind,cond", [("f16", c) for c in FLOAT_CONDITIONS]
                         + [(k, c) for k in ("i16", "u16") for c in INT_CONDITIONS])
def test_16_bit_compares(kind, cond):
    rng = np.random.default_rng(sum(map(ord, kind + cond)))
    values = lanes(rng, 2)
    values[1][::3] = values[0][::3]   # (equal in some lanes)
    want = 0
    for lane in range(64):
        a, b = (int(v[lane]) & 0xFFFF for v in values)
        if kind == "f16":
            hit = float_condition(cond, f16(a), f16(b))
        else:
            if kind == "i16":
                a, b = a - ((a & 0x8000) << 1), b - ((b & 0x8000) << 1)
            hit = float_condition(cond, a, b)
        want |= int(hit) << lane
    for op in ("v_cmp", "v_cmpx"):
        w = run(f"{op}_{cond}_{kind}_e64 s[10:11], v1, v2", values)
        assert int(w.s[10]) | int(w.s[11]) << 32 == want, (op, cond, kind)
        assert w.exec == (want if op == "v_cmpx" else (1 << 64) - 1)


def test_class_f16():
    values = [np.array(SPECIAL16 * 5, np.uint32)[:64], np.full(64, 0x3FF, np.uint32)]
    bits = []
    for x in values[0]:
        x = int(x)
        if is_nan16(x):
            bits.append(1 if x & 0x200 else 0)
        elif (x & 0x7FFF) == 0x7C00:
            bits.append(2 if x >> 15 else 9)
        elif x & 0x7FFF == 0:
            bits.append(5 if x >> 15 else 6)
        elif x & 0x7C00 == 0:
            bits.append(4 if x >> 15 else 7)
        else:
            bits.append(3 if x >> 15 else 8)
    for cls in range(10):
        values[1][:] = 1 << cls
        w = run("v_cmp_class_f16_e64 s[10:11], v1, v2", values)
        mask = int(w.s[10]) | int(w.s[11]) << 32
        assert [bool(mask >> i & 1) for i in range(64)] == [b == cls for b in bits]


def test_conversions_and_roundings():
    rng = np.random.default_rng(12)
    (values,) = lanes(rng, 1)
    w = run("v_cvt_i16_f16 v2, v1\nv_cvt_u16_f16 v3, v1\nv_floor_f16 v4, v1\n"
            "v_rndne_f16 v5, v1\nv_cvt_f16_i16 v6, v1\nv_fract_f16 v7, v1\n"
            "v_cvt_norm_i16_f16 v8, v1", [values])
    for lane in range(64):
        x = int(values[lane]) & 0xFFFF
        v = f16(x)
        nan = math.isnan(v)
        as_int = 0 if nan else max(-32768, min(32767, int(v) if math.isfinite(v)
                                                else (32767 if v > 0 else -32768)))
        assert int(w.v[2][lane]) == as_int & 0xFFFF
        as_uint = 0 if nan else max(0, min(65535, int(v) if math.isfinite(v)
                                           else (65535 if v > 0 else 0)))
        assert int(w.v[3][lane]) == as_uint
        if math.isfinite(v):
            assert f16(int(w.v[4][lane])) == math.floor(v)
            assert f16(int(w.v[5][lane])) == round(v)        # (Python: half to even)
            frac = Fraction(v) - math.floor(v)
            want = min(frac, Fraction(f16(0x3BFF)))   # (at most the largest below 1)
            assert Fraction(f16(int(w.v[7][lane]))) == Fraction(f16(rounded16(want)))
            norm = max(-1.0, min(1.0, v)) * 32767
            assert int(w.v[8][lane]) == round(norm) & 0xFFFF
        signed = x - ((x & 0x8000) << 1)
        assert int(w.v[6][lane]) == bits16(float(signed))


def med3_reference(a, b, c):
    """V_MED3_F32's pseudocode with Python floats (v_max/v_min: IEEE mode, +0 > −0)."""
    def mx(x, y):
        if math.isnan(x):
            return y
        if math.isnan(y):
            return x
        if x == y == 0:
            return x if math.copysign(1, x) > 0 else y
        return x if x >= y else y

    def mn(x, y):
        if math.isnan(x):
            return y
        if math.isnan(y):
            return x
        if x == y == 0:
            return x if math.copysign(1, x) < 0 else y
        return x if x < y else y
    if any(math.isnan(v) for v in (a, b, c)):
        return mn(mn(a, b), c)
    top = mx(mx(a, b), c)
    if top == a:
        return mx(b, c)
    if top == b:
        return mx(a, c)
    return mx(a, b)


def test_med3_f32_follows_the_pseudocode():
    rng = np.random.default_rng(3)
    specials = np.array([0.0, -0.0, np.inf, -np.inf, 1.0, -2.5, 1e-40], np.float32)
    values = []
    for _ in range(3):
        v = (rng.standard_normal(64) * 3).astype(np.float32)
        v[rng.random(64) < 0.4] = rng.choice(specials, 1)[0]
        values.append(v.view(np.uint32))
    values[1][5] = np.float32(np.nan).view(np.uint32)   # (a quiet NaN)
    w = run("v_med3_f32 v0, v1, v2, v3", values)
    for lane in range(64):
        a, b, c = (float(v.view(np.float32)[lane]) for v in values)
        want = med3_reference(a, b, c)
        got = float(w.v[0].view(np.float32)[lane])
        assert got == want and math.copysign(1, got) == math.copysign(1, want), (a, b, c)


def test_fract_stays_below_one():
    w = Wavefront()
    w.v[1] = np.array([-1e-10] * 64, np.float32).view(np.uint32)
    w.v[2], w.v[3] = 0, np.uint32(0xBDDB7CDF)     # f64 -1e-10 (high word 0xBDDB7CDF…)
    w.run(assemble("v_fract_f32 v0, v1\nv_fract_f64 v[4:5], v[2:3]\ns_endpgm\n"))
    assert w.v[0][0] == 0x3F7FFFFF
    assert float(w.read("v[4:5]", np.uint64).view(np.float64)[0, 0]) < 1.0


def test_madak_madmk_round_the_product_first():
    rng = np.random.default_rng(21)
    a, b = lanes(rng, 2)
    w = Wavefront()
    w.v[1], w.v[2] = a, b
    w.run(assemble("v_madak_f16 v3, v1, v2, 0x3e00\nv_madmk_f16 v4, v1, 0x3e00, v2\n"
                   "s_endpgm\n"))
    for lane in range(64):
        x, y = int(a[lane]) & 0xFFFF, int(b[lane]) & 0xFFFF
        for got, want in ((int(w.v[3][lane]), arith16("mad", [x, y, 0x3E00])),
                          (int(w.v[4][lane]), arith16("mad", [x, 0x3E00, y]))):
            assert (is_nan16(got) and is_nan16(want)) or got == want


_OP_SEL16 = [spec for spec in OPS if spec.op_sel16]


@pytest.mark.parametrize("spec", _OP_SEL16, ids=lambda s: s.mnemonic)
def test_op_sel_reads_high_halves_and_writes_the_high_half(spec):
    """VOP3 op_sel on 16-bit data: the line with op_sel bits set against the same line
    without them, run on registers that hold the selected halves low (neg on an f16 source
    then acting on the half read); a 16-bit result's destination bit puts the result in the
    high half of vdst, the low half kept."""
    rng = np.random.default_rng(sum(map(ord, spec.mnemonic)))
    kinds = [k.partition(":")[2] for k in spec.operands[1:]]
    count = len(kinds)
    values = lanes(rng, count)
    old = rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
    neg = "-" if spec.float_mods else ""
    names = [f"{neg if i == 0 else ''}v{1 + i}" for i in range(count)]
    for select in range(1, 1 << (count + 1)):
        bits = [select >> i & 1 for i in range(count + 1)]
        line = f"{spec.mnemonic} v10, {', '.join(names)} op_sel:[{','.join(map(str, bits))}]"
        got = run_keeping(line, values, old)
        moved = [(v >> np.uint32(16)) if b and k in ("f16", "b16") else v
                 for v, b, k in zip(values, bits, kinds)]
        want = run_keeping(f"{spec.mnemonic} v10, {', '.join(names)}", moved, old)
        if bits[-1] and "dst" in spec.op_sel16:
            want = (want << np.uint32(16)) | (old & np.uint32(0xFFFF))
        np.testing.assert_array_equal(got, want, err_msg=line)


def run_keeping(line, values, old):
    """vdst (v10, holding ``old`` before) after ``line`` on sources v1.. = ``values``."""
    w = Wavefront()
    for i, v in enumerate(values):
        w.v[1 + i] = v
    w.v[10] = old
    w.run(assemble(line + "\ns_endpgm\n"))
    return w.v[10].copy()


def test_op_sel_encodes_and_prints_as_llvm_mc():
    # (llvm-mc 19: the bits positional, sources then the destination, the rest dropped)
    assert encode("v_add_i16 v5, v1, v2 op_sel:[1,0,1,1]").hex() == "05489ed201050200"
    assert encode("v_mad_u16 v5, v1, v2, v3 op_sel:[1,0,1]").hex() == "052804d201050e04"
    assert decode(bytes.fromhex("05489ed201050200")).text == "v_add_i16 v5, v1, v2 op_sel:[1,0,1]"
    assert decode(encode("v_mad_u16 v5, v1, v2, v3 op_sel:[0,0,0,0]")).text == \
        "v_mad_u16 v5, v1, v2, v3"
