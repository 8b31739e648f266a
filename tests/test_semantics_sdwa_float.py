"""SDWA on the float VOP1/VOP2 instructions (ops/vector_forms.py ``sdwa_wrapped``): the selected field is
the operand, neg/abs act on it as a value of the source's type, the result goes to the
dst_sel field (llvm-mc's default dst_unused: UNUSED_PRESERVE); clamp and MODE's denormal
flushing see the f16 halves SDWA reads and writes. Expectations computed with numpy."""

from __future__ import annotations

import numpy as np
import pytest

from emulator import Wavefront
from isa import IsaError
from isa.assembler import assemble


def halves_of(rng, n=64):
    return rng.standard_normal(n).astype(np.float16), rng.standard_normal(n).astype(np.float16)


def packed(lo, hi):
    return lo.view(np.uint16).astype(np.uint32) | hi.view(np.uint16).astype(np.uint32) << 16


def high(x):
    return (x >> 16).astype(np.uint16).view(np.float16)


def low(x):
    return (x & 0xFFFF).astype(np.uint16).view(np.float16)


def run(text, **registers):
    w = Wavefront()
    for name, value in registers.items():
        w.v[int(name[1:])] = value
    w.run(assemble(text + "\ns_endpgm\n"))
    return w


def test_f16_add_of_the_high_half_and_the_low_half_into_the_high_half():
    rng = np.random.default_rng(1)
    a_lo, a_hi = halves_of(rng)
    v0 = packed(a_lo, a_hi)
    v2 = np.full(64, 0x1234ABCD, np.uint32)
    w = run("v_add_f16_sdwa v2, v0, v0 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE "
            "src0_sel:WORD_1 src1_sel:WORD_0", v0=v0, v2=v2)
    assert np.array_equal(high(w.v[2]).view(np.uint16), (a_hi + a_lo).view(np.uint16))
    assert np.array_equal(w.v[2] & 0xFFFF, v2 & 0xFFFF)


@pytest.mark.parametrize("unused", ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE", None])
def test_dst_unused_fills_the_rest_and_defaults_to_preserve(unused):
    rng = np.random.default_rng(2)
    a, b = halves_of(rng)
    old = np.full(64, 0x00005A5A, np.uint32)
    text = "v_mul_f16_sdwa v3, v0, v1 dst_sel:WORD_1" + (f" dst_unused:{unused}" if unused else "")
    w = run(text, v0=packed(a, b), v1=packed(b, a), v3=old)
    product = (a * b).view(np.uint16).astype(np.uint32)
    # (SEXT fills the bits above the field with its sign: none above WORD_1, zeros below)
    rest = {"UNUSED_PAD": 0, "UNUSED_SEXT": 0, "UNUSED_PRESERVE": 0x5A5A, None: 0x5A5A}[unused]
    assert np.array_equal(w.v[3], (product << 16) | rest)


def test_sext_fills_above_a_low_field_with_its_sign():
    a = np.array([-1.5, 2.0] * 32, np.float16)
    w = run("v_add_f16_sdwa v3, v0, v0 dst_sel:WORD_0 dst_unused:UNUSED_SEXT", v0=packed(a, a))
    total = (a + a).view(np.uint16).astype(np.uint32)
    assert np.array_equal(w.v[3], np.where(total >> 15 == 1, 0xFFFF0000, 0) | total)


def test_neg_and_abs_act_on_the_selected_field():
    rng = np.random.default_rng(3)
    a_lo, a_hi = halves_of(rng)
    b = rng.standard_normal(64).astype(np.float32)
    w = run("v_cvt_f32_f16_sdwa v4, -v0 dst_sel:DWORD src0_sel:WORD_1\n"
            "v_mul_f32_sdwa v5, -v0, |v1| dst_sel:DWORD src0_sel:WORD_1 src1_sel:DWORD\n"
            "v_sub_f16_sdwa v6, |v0|, -v0 src0_sel:WORD_1 src1_sel:WORD_0",
            v0=packed(a_lo, a_hi), v1=b.view(np.uint32))
    assert np.array_equal(w.v[4].view(np.float32), -a_hi.astype(np.float32))
    field = (packed(a_lo, a_hi) >> 16).view(np.float32)   # (the word as an f32 bit pattern)
    assert np.array_equal(w.v[5].view(np.float32), (-field) * np.abs(b))
    assert np.array_equal(low(w.v[6]).view(np.uint16), (np.abs(a_hi) - -a_lo).view(np.uint16))


def test_byte_selects_on_a_float_source_and_cndmask():
    x = np.arange(64, dtype=np.uint32) * 0x01020304
    w = Wavefront()
    w.v[0] = x
    w.v[1] = np.full(64, 7, np.uint32)
    w.vcc = 0xFFFFFFFF
    w.run(assemble("v_cndmask_b32_sdwa v2, v0, v1, vcc dst_sel:DWORD src0_sel:BYTE_2 "
                   "src1_sel:DWORD\ns_endpgm\n"))
    want = np.where(np.arange(64) < 32, 7, (x >> 16) & 0xFF)
    assert np.array_equal(w.v[2], want)


def test_clamp_acts_on_the_half_sdwa_wrote():
    a = np.array([0.25, 1.5, -2.0, 0.5] * 16, np.float16)
    keep = np.full(64, 0x0000BEEF, np.uint32)
    w = run("v_add_f16_sdwa v2, v0, v0 clamp dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE "
            "src0_sel:WORD_0 src1_sel:WORD_0", v0=packed(a, a), v2=keep)
    assert np.array_equal(high(w.v[2]), np.clip(a + a, 0, 1))
    assert np.array_equal(w.v[2] & 0xFFFF, keep)


def test_flushed_f16_denormals_in_the_high_half():
    tiny = np.float16(2.0 ** -20)   # (an f16 denormal)
    one = np.full(64, 1.0, np.float16)
    w = run("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 6, 2), 0\n"   # f16: flush in and out
            "v_add_f16_sdwa v2, v0, v0 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_1 "
            "src1_sel:WORD_1\n"
            "v_mul_f16_sdwa v3, v1, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_0 "
            "src1_sel:WORD_0",
            v0=packed(one, np.full(64, tiny)), v1=packed(np.full(64, tiny * 16), one))
    assert not w.v[2].any()   # (the sources read as zeros)
    assert not w.v[3].any()   # (2^-16 · 2^-16: a denormal result, written as zero)
    assert np.array_equal(high(w.v[0]), np.full(64, tiny))   # (sources not changed)


def test_forms_llvm_mc_lacks_are_refused():
    for text in ("v_fmac_f32_sdwa v1, v2, v3 src0_sel:WORD_1",
                 "v_max_f32_dpp v0, v1, v2 row_bcast:31 src0_sel:BYTE_1"):
        with pytest.raises(IsaError):
            assemble(text + "\n")


SELECT = {"BYTE_0": (0, 8), "BYTE_1": (8, 8), "BYTE_2": (16, 8), "BYTE_3": (24, 8),
          "WORD_0": (0, 16), "WORD_1": (16, 16), "DWORD": (0, 32)}


def field(x: int, select: str, signed: bool) -> int:
    shift, width = SELECT[select]
    value = (x >> shift) & ((1 << width) - 1)
    if signed and width < 32 and value >> (width - 1):
        value -= 1 << width
    return value


@pytest.mark.parametrize("sel0, sel1", [("BYTE_0", "WORD_0"), ("BYTE_3", "BYTE_1"),
                                        ("WORD_1", "DWORD")])
@pytest.mark.parametrize("ext0, ext1", [(True, False), (False, True), (True, True)])
def test_sext_sign_extends_an_integer_sources_field(sel0, sel1, ext0, ext1):
    """``sext(vN)`` on an integer SDWA source: the selected byte or word sign-extended
    before the operation (unsigned add wraps at 32 bits)."""
    rng = np.random.default_rng(len(sel0) + 3 * ext0 + ext1)
    a = rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
    b = rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
    w = Wavefront()
    w.v[1], w.v[2] = a, b
    s0 = "sext(v1)" if ext0 else "v1"
    s1 = "sext(v2)" if ext1 else "v2"
    w.run(assemble(f"v_add_u32_sdwa v0, {s0}, {s1} dst_sel:DWORD src0_sel:{sel0} "
                   f"src1_sel:{sel1}\ns_endpgm\n"))
    want = [(field(int(x), sel0, ext0) + field(int(y), sel1, ext1)) & 0xFFFFFFFF
            for x, y in zip(a, b)]
    assert [int(v) for v in w.v[0]] == want


@pytest.mark.parametrize("line, reference", [
    ("v_cmp_eq_u32_sdwa s[2:3], v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2",
     lambda x, y: field(x, "WORD_1", False) == field(y, "BYTE_2", False)),
    ("v_cmp_gt_i32_sdwa vcc, sext(v1), v2 src0_sel:BYTE_0 src1_sel:DWORD",
     lambda x, y: field(x, "BYTE_0", True) > (y - (1 << 32) if y >> 31 else y)),
    ("v_cmp_lt_f32_sdwa vcc, -v1, v2 src0_sel:DWORD src1_sel:DWORD",
     lambda x, y: -np.uint32(x).view(np.float32) < np.uint32(y).view(np.float32)),
])
def test_a_compares_sdwa_form_selects_its_sources(line, reference):
    rng = np.random.default_rng(7)
    a = rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
    b = a.copy()
    b[::2] = rng.integers(0, 1 << 32, 32, dtype=np.uint64).astype(np.uint32)
    b[1::4] = (a[1::4] >> 16) << 16   # (equal fields in some lanes)
    a[:8] = np.float32([1, -1, 2, -2, 0, 3, -3, 0.5]).view(np.uint32)
    w = Wavefront()
    w.v[1], w.v[2] = a, b
    w.run(assemble(line + "\ns_endpgm\n"))
    mask = int(w.s[2]) | int(w.s[3]) << 32 if "s[2:3]" in line else w.vcc
    with np.errstate(invalid="ignore"):
        want = sum(1 << lane for lane in range(64) if reference(int(a[lane]), int(b[lane])))
    assert mask == want


@pytest.mark.parametrize("line", ["v_add_f32_sdwa v0, sext(v1), v2 src0_sel:BYTE_0",
                                  "v_cvt_f32_fp8_sdwa v0, sext(v1) src0_sel:BYTE_1",
                                  "v_add_u32_e64 v0, sext(v1), v2"])
def test_sext_only_on_an_integer_sdwa_source(line):
    with pytest.raises(IsaError, match="sext|SDWA|sdwa"):
        assemble(line + "\n")


def test_sext_of_a_constant_extends_its_selected_field():
    """llvm-mc takes sext() around a constant of an integer SDWA source (and encodes the
    bit): the field src0_sel picks of the constant, sign-extended."""
    w = Wavefront()
    w.v[2] = np.arange(64, dtype=np.uint32)
    w.run(assemble("v_add_u32 v0, sext(-16), v2 src0_sel:BYTE_0\n"
                   "v_add_u32 v1, -16, v2 src0_sel:BYTE_0\ns_endpgm\n"))
    assert np.array_equal(w.v[0], (np.arange(64) - 16).astype(np.uint32))
    assert np.array_equal(w.v[1], (np.arange(64) + 240).astype(np.uint32))


@pytest.mark.parametrize("line, want", [
    ("v_add_f32_e64 v0, -|-4.0|, v1", lambda x: np.float32(-4.0) + x),
    ("v_add_f32_e64 v0, neg(0.5), v1", lambda x: np.float32(-0.5) + x),
    ("v_add_f32_sdwa v0, |-1|, v1 src0_sel:DWORD src1_sel:DWORD",
     lambda x: np.array([0x7FFFFFFF], np.uint32).view(np.float32)[0] + x),   # (|bits|)
    ("v_mul_f32_e64 v0, |-2.0|, v1", lambda x: np.float32(2.0) * x),
])
def test_a_constant_under_neg_abs_runs_as_its_modified_value(line, want):
    """A constant written under neg/abs keeps the modifier bits (as llvm-mc encodes it):
    the source is the constant's bits with the sign cleared and flipped, as a register's
    would be (-|-4.0| is -4.0; |-1| is 0x7fffffff, a NaN, as an f32)."""
    x = np.linspace(-3, 3, 64, dtype=np.float32)
    w = Wavefront()
    w.v[1] = x.view(np.uint32)
    w.run(assemble(line + "\ns_endpgm\n"))
    with np.errstate(all="ignore"):
        expected = np.asarray(want(x), np.float32)
    np.testing.assert_array_equal(w.v[0].view(np.float32), expected)
