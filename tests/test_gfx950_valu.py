"""gfx950's new VALU arithmetic: ``v_minimum3_f32`` / ``v_maximum3_f32``, their packed f16
forms, ``v_ashr_pk_i8/u8_i32``, ``v_bitop3_b16`` and ``v_dot2_f32_bf16`` — llvm-mc 22's
bytes and text (bf16 inline constants included), and each against a slow reference written
from the CDNA4 guide's pseudocode (Python numbers, one lane at a time)."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

import emulator
import isa
from isa.assembler import assemble
from tests.helpers import assert_llvm_mc_pair
from tests.reference import f32_bits_of

GFX950 = isa.target_named("gfx950")


@pytest.mark.parametrize("line, code, text", [
    # (llvm-mc 22 -mcpu=gfx950 -show-encoding: the line, its bytes, its text)
    ("v_minimum3_f32 v0, v1, v2, v3", "0000a8d201050e04", "v_minimum3_f32 v0, v1, v2, v3"),
    ("v_maximum3_f32 v0, v1, v2, v3 mul:2", "0000a9d201050e0c", "v_maximum3_f32 v0, v1, v2, v3 mul:2"),
    ("v_minimum3_f32 v0, v1, v2, 1.0 div:2", "0000a8d20105ca1b", "v_minimum3_f32 v0, v1, v2, 1.0 div:2"),
    ("v_pk_minimum3_f16 v0, v1, v2, v3", "00409bd301050e1c", "v_pk_minimum3_f16 v0, v1, v2, v3"),
    ("v_pk_maximum3_f16 v0, v1, v2, v3", "00409cd301050e1c", "v_pk_maximum3_f16 v0, v1, v2, v3"),
    ("v_pk_minimum3_f16 v0, s1, 1.0, v3", "00409bd301e40d1c", "v_pk_minimum3_f16 v0, s1, 1.0, v3"),
    ("v_ashr_pk_i8_i32 v0, v1, v2, v3", "000065d201050e04", "v_ashr_pk_i8_i32 v0, v1, v2, v3"),
    ("v_ashr_pk_u8_i32 v0, v1, v2, v3 op_sel:[0,0,0,1]", "004066d201050e04", "v_ashr_pk_u8_i32 v0, v1, v2, v3 op_sel:[0,0,0,1]"),
    ("v_ashr_pk_u8_i32 v0, v1, v2, v3 op_sel:[1,0,0,0]", "000866d201050e04", "v_ashr_pk_u8_i32 v0, v1, v2, v3 op_sel:[1,0,0,0]"),
    ("v_ashr_pk_u8_i32 v0, s1, 2, v3", "000066d201040d04", "v_ashr_pk_u8_i32 v0, s1, 2, v3"),
    ("v_bitop3_b16 v0, v1, v2, v3 bitop3:0x12", "000233d201050e44", "v_bitop3_b16 v0, v1, v2, v3 bitop3:0x12"),
    ("v_bitop3_b16 v0, v1, v2, v3 bitop3:0x12 op_sel:[1,1,1,1]", "007a33d201050e44", "v_bitop3_b16 v0, v1, v2, v3 bitop3:0x12 op_sel:[1,1,1,1]"),
    ("v_bitop3_b16 v0, v1, v2, v3 op_sel:[1,0,0,0]", "000833d201050e04", "v_bitop3_b16 v0, v1, v2, v3 op_sel:[1,0,0,0]"),
    ("v_bitop3_b16 v0, v1, v2, v3 op_sel:[0,0,0,1]", "004033d201050e04", "v_bitop3_b16 v0, v1, v2, v3 op_sel:[0,0,0,1]"),
    ("v_bitop3_b16 v0, v1, v2, v3 bitop3:0xff", "000733d201050efc", "v_bitop3_b16 v0, v1, v2, v3 bitop3:0xff"),
    ("v_bitop3_b32 v0, v1, v2, v3 bitop3:0xff", "000734d201050efc", "v_bitop3_b32 v0, v1, v2, v3 bitop3:0xff"),
    ("v_dot2_f32_bf16 v0, v1, v2, v3", "00409ad301050e1c", "v_dot2_f32_bf16 v0, v1, v2, v3"),
    ("v_dot2_f32_bf16 v0, v1, v2, v3 neg_lo:[1,1,0]", "00409ad301050e7c", "v_dot2_f32_bf16 v0, v1, v2, v3 neg_lo:[1,1,0]"),
    ("v_dot2_f32_bf16 v0, v1, v2, v3 neg_lo:[1,1,1] neg_hi:[1,0,1]", "00459ad301050efc", "v_dot2_f32_bf16 v0, v1, v2, v3 neg_lo:[1,1,1] neg_hi:[1,0,1]"),
    ("v_dot2_f32_bf16 v0, s1, 1.0, v3", "00409ad301e40d1c", "v_dot2_f32_bf16 v0, s1, 1.0, v3"),
    ("v_dot2_f32_bf16 v0, v1, v2, 0.5", "00409ad30105c21b", "v_dot2_f32_bf16 v0, v1, v2, 0.5"),
    ("v_dot2_f32_bf16 v0, v1, 0.15915494, v3", "00409ad301f10d1c", "v_dot2_f32_bf16 v0, v1, 0.15915494, v3"),
    ("v_dot2_f32_bf16 v0, v1, 0x3f80, v3", "00409ad301e50d1c", "v_dot2_f32_bf16 v0, v1, 1.0, v3"),    ("v_minimum3_f32 v0, -v1, |v2|, s3 clamp", "0082a8d201050e20",
     "v_minimum3_f32 v0, -v1, |v2|, s3 clamp"),
])
def test_llvm_mc_22s_bytes_and_text(line, code, text):
    assert_llvm_mc_pair(line, code, GFX950, text, exact=True)


@pytest.mark.parametrize("line", [
    "v_minimum3_f32 v0, v1, v2, 0x1234", "v_bitop3_b16 v0, s1, 0x1234, v3",
    "v_bitop3_b16 v0, v1, v2, v3 clamp", "v_dot2_f32_bf16 v0, v1, v2, v3 op_sel_hi:[1,1,1]",
    "v_dot2_f32_bf16 v0, v1, 0x3c00, v3",   # (f16's 1.0 is no bf16 inline constant)
    "v_dot2_f32_bf16 v0, v1, 65, v3",
])
def test_what_llvm_mc_22_refuses_is_refused(line):
    with pytest.raises(isa.IsaError):
        assemble(line + "\n", target=GFX950)


def _run(text: str, sources: dict[int, np.ndarray], dst_before=None) -> np.ndarray:
    wave = emulator.Wavefront(target=GFX950)
    for reg, values in sources.items():
        wave.v[reg] = values
    if dst_before is not None:
        wave.v[0] = dst_before
    wave.run(assemble(text + "\ns_endpgm\n", target=GFX950))
    return wave.v[0].copy()


def _specials(bits: int, rng) -> np.ndarray:
    """64 draws of ``bits``-bit floats, with ±0, ±inf, quiet and signalling NaNs among them."""
    if bits == 32:
        pool = [0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00001, 0x7F800001, 0xFFA00000,
                0x3F800000, 0xBF800000, 0x00000001]
        out = rng.standard_normal(64).astype(np.float32).view(np.uint32)
    else:
        pool = [0, 0x8000, 0x7C00, 0xFC00, 0x7E01, 0x7C01, 0xFD00, 0x3C00, 0xBC00, 0x0001]
        out = rng.standard_normal(64).astype(np.float16).view(np.uint16).astype(np.uint32)
    picks = rng.random(64) < 0.5
    out[picks] = rng.choice(pool, picks.sum())
    return out


def _ieee(bits: int, larger: bool, values: list[int]) -> int:
    """The guide's v_minimum/v_maximum, twice, on Python numbers: a NaN (the first,
    quieted) wins; −0 < +0; else the smaller (larger)."""
    fmt = "<f" if bits == 32 else "<e"
    pack = "<I" if bits == 32 else "<H"
    quiet = 1 << (22 if bits == 32 else 9)
    import struct

    def value(x):
        return struct.unpack(fmt, struct.pack(pack, x))[0]

    def two(x, y):
        for z in (x, y):
            if math.isnan(value(z)):
                return z | quiet
        vx, vy = value(x), value(y)
        if vx == vy == 0:
            negative_x = x >> (bits - 1)
            return (y if negative_x else x) if larger else (x if negative_x else y)
        return x if (vx > vy if larger else vx < vy) else y
    return two(two(values[0], values[1]), values[2])


@pytest.mark.parametrize("larger", [False, True], ids=["minimum3", "maximum3"])
def test_v_minimum3_and_maximum3_f32(larger):
    rng = np.random.default_rng(int(larger))
    a, b, c = (_specials(32, rng) for _ in range(3))
    name = "v_maximum3_f32" if larger else "v_minimum3_f32"
    got = _run(f"{name} v0, v1, v2, v3", {1: a, 2: b, 3: c})
    assert got.tolist() == [_ieee(32, larger, [int(x), int(y), int(z)])
                            for x, y, z in zip(a, b, c)]


@pytest.mark.parametrize("larger", [False, True], ids=["minimum3", "maximum3"])
def test_v_pk_minimum3_and_maximum3_f16_by_halves(larger):
    """Each half on its own (op_sel picks src0's high half for the low result)."""
    rng = np.random.default_rng(2 + int(larger))
    halves = [(_specials(16, rng), _specials(16, rng)) for _ in range(3)]
    words = [lo | hi << np.uint32(16) for lo, hi in halves]
    name = "v_pk_maximum3_f16" if larger else "v_pk_minimum3_f16"
    got = _run(f"{name} v0, v1, v2, v3 op_sel:[1,0,0]", {1: words[0], 2: words[1],
                                                        3: words[2]})
    for lane in range(64):
        (a_lo, a_hi), (b_lo, b_hi), (c_lo, c_hi) = ((int(lo[lane]), int(hi[lane]))
                                                    for lo, hi in halves)
        assert int(got[lane]) & 0xFFFF == _ieee(16, larger, [a_hi, b_lo, c_lo])
        assert int(got[lane]) >> 16 == _ieee(16, larger, [a_hi, b_hi, c_hi])


@pytest.mark.parametrize("name, low, high", [("v_ashr_pk_i8_i32", -128, 127),
                                             ("v_ashr_pk_u8_i32", 0, 255)])
@pytest.mark.parametrize("op_sel", ["", " op_sel:[0,0,0,1]"])
def test_v_ashr_pk_saturates_two_shifted_words(name, low, high, op_sel):
    rng = np.random.default_rng(len(name) + len(op_sel))
    a, b = (rng.integers(-(1 << 31), 1 << 31, 64).astype(np.int32).view(np.uint32)
            for _ in range(2))
    shift = rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
    before = rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
    got = _run(f"{name} v0, v1, v2, v3{op_sel}", {1: a, 2: b, 3: shift}, before)
    for lane in range(64):
        s = int(shift[lane]) & 31
        x, y = (int(np.int32(v[lane].view(np.int32))) >> s for v in (a, b))
        packed = (min(max(x, low), high) & 0xFF) | (min(max(y, low), high) & 0xFF) << 8
        expected = (packed << 16 | int(before[lane]) & 0xFFFF) if op_sel else packed
        assert int(got[lane]) == expected


@pytest.mark.parametrize("table", [0x12, 0x96, 0xCA])
def test_v_bitop3_b16_on_the_halves_op_sel_picks(table):
    rng = np.random.default_rng(table)
    a, b, c, before = (rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
                       for _ in range(4))
    got = _run(f"v_bitop3_b16 v0, v1, v2, v3 bitop3:{table:#x} op_sel:[1,0,1,1]",
               {1: a, 2: b, 3: c}, before)
    for lane in range(64):
        x, y, z = int(a[lane]) >> 16, int(b[lane]) & 0xFFFF, int(c[lane]) >> 16
        value = sum(((table >> ((x >> i & 1) << 2 | (y >> i & 1) << 1 | (z >> i & 1))) & 1)
                    << i for i in range(16))
        assert int(got[lane]) == value << 16 | int(before[lane]) & 0xFFFF


def _bf16(bits: int) -> Fraction:
    return Fraction(float(np.uint32(bits << 16).view(np.float32)))


def test_v_dot2_f32_bf16_is_the_guides_order_of_sums():
    """tmp = a0·b0 (exact); tmp += a1·b1 (rounded); tmp += S2 (rounded); neg_lo/neg_hi flip
    src0's and src1's halves, and never S2 (the guide's note)."""
    rng = np.random.default_rng(26)
    a, b = ((rng.standard_normal(128).astype(np.float32).view(np.uint32) >> 16)
            .astype(np.uint32).reshape(64, 2) for _ in range(2))
    words = [x[:, 0] | x[:, 1] << np.uint32(16) for x in (a, b)]
    c = (rng.standard_normal(64) * 4).astype(np.float32).view(np.uint32)
    got = _run("v_dot2_f32_bf16 v0, v1, v2, v3 neg_lo:[1,0,1] neg_hi:[0,1,1]",
               {1: words[0], 2: words[1], 3: c})
    for lane in range(64):
        a0, a1 = -_bf16(int(a[lane, 0])), _bf16(int(a[lane, 1]))
        b0, b1 = _bf16(int(b[lane, 0])), -_bf16(int(b[lane, 1]))
        tmp = f32_bits_of(a0 * b0 + a1 * b1)
        total = Fraction(float(np.uint32(tmp).view(np.float32))) + \
            Fraction(float(c[lane:lane + 1].view(np.float32)[0]))
        assert int(got[lane]) == f32_bits_of(total)


def test_v_dot2_f32_bf16_constants_are_bf16():
    """1.0 as a bf16 operand is 0x3f80 in the low half (LLVM's bf16 inline value): 2·1 + 0."""
    two = np.full(64, 0x4000, np.uint32)   # (bf16 2.0 low, 0 high)
    got = _run("v_dot2_f32_bf16 v0, v1, 1.0, 0", {1: two})
    assert got.view(np.float32).tolist() == [2.0] * 64


@pytest.mark.parametrize("line, code, text", [
    # (llvm-mc 22: v_cvt_f32_bf16 takes neg/abs on its bf16 and clamp/omod on its f32)
    ("v_cvt_f32_bf16 v5, -|v1|", "05019bd101010020", "v_cvt_f32_bf16_e64 v5, -|v1|"),
    ("v_cvt_f32_bf16 v5, v1 clamp mul:2", "05809bd101010008",
     "v_cvt_f32_bf16_e64 v5, v1 clamp mul:2"),
    ("v_cvt_f32_bf16 v5, 0x3f80", "f2b60a7e", "v_cvt_f32_bf16_e32 v5, 1.0"),
    ("v_cvt_f32_bf16_sdwa v5, -v1 src0_sel:WORD_1", "f9b60a7e01161500",
     "v_cvt_f32_bf16_sdwa v5, -v1 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:WORD_1"),
])
def test_v_cvt_f32_bf16s_modifiers_as_llvm_mc_22_takes_them(line, code, text):
    assert_llvm_mc_pair(line, code, GFX950, text, exact=True)


def test_v_cvt_f32_bf16s_modifiers_act_on_the_bf16_and_the_f32():
    word = np.full(64, 0x3FC04040, np.uint32)   # (bf16 1.5 high, 3.0 low)
    got = [_run(line, {1: word}).view(np.float32)[0] for line in (
        "v_cvt_f32_bf16 v0, -v1", "v_cvt_f32_bf16_sdwa v0, -|v1| src0_sel:WORD_1",
        "v_cvt_f32_bf16_e64 v0, v1 clamp mul:2", "v_cvt_f32_bf16_e64 v0, -v1 div:2",
        "v_cvt_f32_bf16 v0, 0.5")]
    assert got == [-3.0, -1.5, 1.0, -1.5, 0.5]


@pytest.mark.parametrize("line, code", [
    # (llvm-mc 22, LLVM 22's gfx950_asm_vop3.s: output modifiers on the pair conversions, and
    # a truth table up to 10 printed in decimal)
    ("v_cvt_pk_bf16_f32 v5, 0.5, m0 mul:2", "050068d2f0f80008"),
    ("v_cvt_pk_f16_f32 v5, v1, v2 clamp", "058067d201050200"),
    ("v_bitop3_b32 v5, m0, 0.5, m0 bitop3:5", "050034d27ce0f1a1"),
    ("v_bitop3_b32 v5, v1, v2, v3 bitop3:10", "050134d201050e44"),
])
def test_llvm_mc_22s_vop3_lines(line, code):
    assert_llvm_mc_pair(line, code, GFX950, exact=True)


def test_output_modifiers_act_on_each_half_of_a_converted_pair():
    """(after rounding: mul:2 doubles each bf16, clamp then takes it to [0, 1])"""
    a = np.full(64, np.float32(0.75)).view(np.uint32)
    b = np.full(64, np.float32(-3.0)).view(np.uint32)
    doubled = _run("v_cvt_pk_bf16_f32 v0, v1, v2 mul:2", {1: a, 2: b})
    clamped = _run("v_cvt_pk_bf16_f32 v0, v1, v2 clamp mul:2", {1: a, 2: b})
    halved = _run("v_cvt_pk_f16_f32 v0, v1, v2 div:2", {1: a, 2: b})
    assert doubled[0] == 0x3FC0 | 0xC0C0 << 16 and clamped[0] == 0x3F80
    assert halved[0] == 0x3600 | 0xBE00 << 16


def test_v_dot2c_f32_bf16s_neg_and_abs_are_neg_lo_and_neg_hi():
    """CDNA4 guide: "ABS[1:0] are used as NEG_HI[1:0] during translation" — -x negates the
    low bf16 of x, |x| the high one: d + a0·b0 + a1·b1 with their signs so flipped."""
    a = np.full(64, 0x40004040, np.uint32)   # (bf16 2.0 high, 3.0 low)
    b = np.full(64, 0x3F803F00, np.uint32)   # (bf16 1.0 high, 0.5 low)
    d = np.full(64, np.float32(10.0)).view(np.uint32)
    plain = _run("v_dot2c_f32_bf16 v0, v1, v2", {1: a, 2: b}, d).view(np.float32)[0]
    lo = _run("v_dot2c_f32_bf16 v0, -v1, v2", {1: a, 2: b}, d).view(np.float32)[0]
    hi = _run("v_dot2c_f32_bf16_e64 v0, |v1|, v2", {1: a, 2: b}, d).view(np.float32)[0]
    both = _run("v_dot2c_f32_bf16_e64 v0, -|v1|, -v2", {1: a, 2: b}, d).view(np.float32)[0]
    assert (plain, lo, hi, both) == (13.5, 10.5, 9.5, 9.5)   # (both: 10 + 1.5 − 2)
