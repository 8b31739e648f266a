"""gfx950's f8f6f4 MFMAs and their block-scaled forms: syntax and bytes as llvm-mc 22 has them
(its answers copied), layouts as the CDNA4 ISA guide and AMD's CDNA4 matrix-core article lay
them out, and results equal to a slow exact model (tests/reference.py's Algorithm 2 on the
OCP and MX formats, each 32-k block's products scaled by its E8M0 scales) for every format
pair; and a HIP kernel built with clang 22 around the scaled builtin."""

from __future__ import annotations

import math
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest

import emulator
import isa
from isa.assembler import assemble
from isa.decoder import decode
from tests.helpers import assert_llvm_mc_pair
from tests import reference as ref

GFX950 = isa.target_named("gfx950")
PLAIN, SCALED = "v_mfma_f32_16x16x128_f8f6f4", "v_mfma_scale_f32_16x16x128_f8f6f4"
PLAIN_32, SCALED_32 = "v_mfma_f32_32x32x64_f8f6f4", "v_mfma_scale_f32_32x32x64_f8f6f4"


@pytest.mark.parametrize("line, code", [
    # (llvm-mc 22 -mcpu=gfx950 -show-encoding)
    ("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23]",
     "0000add304195204"),
    ("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:15], v[20:23] cbsz:2 blgp:4",
     "0002add304195284"),
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], a[4:11], v[12:19], 1.0 blgp:5",
     "0080add30419caab"),
    ("v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[4:11], v[12:19], -1", "0000aed304190603"),
    ("v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[4:11], v[12:19], v[2:17]", "0000aed304190a04"),
    ("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25 "
     "op_sel:[1,0,0] op_sel_hi:[0,1,0] cbsz:1 blgp:1", "0008acd3183302100009add304195224"),
    ("v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], a[4:7], a[12:17], a[20:23], v24, v25 "
     "op_sel_hi:[0,0,0] cbsz:4 blgp:2", "0000acd318330200008cadd30419525c"),
    ("v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[4:11], v[12:19], v[20:35], v24, v25 "
     "op_sel_hi:[1,1,0]", "0000acd3183302180008aed304195204"),
])
def test_llvm_mc_22s_bytes_and_text(line, code):
    assert_llvm_mc_pair(line, code, GFX950)


@pytest.mark.parametrize("line, why", [
    # (each an error of llvm-mc 22's too)
    (PLAIN + " v[0:3], v[4:11], v[12:15], v[20:23] cbsz:2 blgp:4",
     "1:37: .*wrong register tuple size for cbsz value 2"),
    (PLAIN + " v[0:3], v[4:11], v[12:19], v[20:23] neg:[0,0,1]", "neg is not supported"),
    (PLAIN + " v[0:3], v[4:11], v[12:19], v[20:23] abid:1", "abid is not supported"),
    (PLAIN + " v[0:3], v[4:11], v[12:19], v[20:23] blgp:1 cbsz:1", "cbsz must come before"),
    (SCALED + " v[0:3], v[4:11], v[12:19], v[20:23], s24, s25", "1:72: .*one archVGPR"),
    (SCALED + " v[0:3], v[4:11], v[12:19], v[20:23]", "takes 6 operands"),
    (SCALED + " v[0:3], v[4:11], v[12:19], v[20:23], v24, v25 cbsz:1 op_sel:[1,0,0]",
     "op_sel must come before cbsz"),
])
def test_what_llvm_mc_refuses_is_refused(line, why):
    with pytest.raises(isa.IsaError, match=why):
        assemble(line + "\n", target=GFX950)


def test_an_abid_on_the_plain_form_is_no_instruction():
    with pytest.raises(isa.DecodeError):
        decode(bytes.fromhex("0008add304195204"), target=GFX950)   # (ABID 1, no load)


@pytest.mark.parametrize("line, code", [
    # (llvm-mc 22: the scale load alone, as it takes and prints it)
    ("v_mfma_ld_scale_b32 v0, v1", "0040acd300030218"),
    ("v_mfma_ld_scale_b32 v0, v1 op_sel:[1,0] op_sel_hi:[0,1]", "0048acd300030210"),
    ("v_mfma_ld_scale_b32 s0, 1.0", "0040acd300e40118"),
    ("v_mfma_ld_scale_b32 v0, v1 op_sel_hi:[0,0]", "0040acd300030200"),
])
def test_the_scale_load_alone_assembles_decodes_and_changes_nothing(line, code):
    assert_llvm_mc_pair(line, code, GFX950, exact=True)
    wave = emulator.Wavefront(target=GFX950)
    wave.v[0], wave.v[1] = 7, 9
    before = wave.v.copy()
    wave.run(assemble(line + "\ns_endpgm\n", target=GFX950))
    assert np.array_equal(wave.v, before)


def test_a_format_code_with_no_format_assembles_but_stops_the_run():
    program = assemble(PLAIN + " v[0:3], v[4:11], v[12:19], v[20:23] cbsz:5\n", target=GFX950)
    op = program.instructions[0].mfma
    assert "CBSZ names A's format, 0..4" in op.undefined
    wave = emulator.Wavefront(target=GFX950)
    with pytest.raises(isa.IsaError, match="undefined"):
        wave.run(assemble(str(program.instructions[0]) + "\ns_endpgm\n", target=GFX950))


@pytest.mark.parametrize("name, cycles", [(PLAIN, (32, 16)), (PLAIN_32, (64, 32))])
def test_registers_and_cycles_follow_the_formats(name, cycles):
    """8, 6 or 4 registers an operand (CDNA4 ISA guide 7.1.5's table); the guide's cycles
    when either operand is 8-bit, half of them when neither is."""
    record = GFX950.lookup_matrix(name)
    for cbsz, (fmt, regs) in enumerate(zip(isa.FORMAT_CODES, (8, 8, 6, 6, 4))):
        for blgp, other in enumerate(isa.FORMAT_CODES):
            chosen = isa.with_formats(record, cbsz, blgp)
            assert (chosen.a_type, chosen.b_type, chosen.a_regs) == (fmt, other, regs)
            assert chosen.cycles == cycles[0 if 8 in (fmt.bits, other.bits) else 1]


def test_an_fp8_operand_is_two_k_halves_and_fp4_one_run():
    """AMD's "Matrix Core Programming on CDNA3 and CDNA4" (§5.4, §5.5): of 32x32x64, lane l
    holds A row l % 32 at k 16·(l // 32) + 0..15 and 32 + 16·(l // 32) + 0..15 in fp8, and
    k 32·(l // 32) + 0..31 in fp4 (the guide's K_L rule)."""
    record = GFX950.lookup_matrix(PLAIN_32)
    fp8 = isa.layout(record, "A")
    for lane in (0, 5, 32, 63):
        held = fp8[fp8[:, 3] == lane]
        ks = sorted(held[:, 1].tolist())
        start = 16 * (lane // 32)
        assert ks == list(range(start, start + 16)) + list(range(32 + start, 48 + start))
        assert set(held[:, 0]) == {lane % 32}
    fp4 = isa.layout(record, "A", cbsz=4)
    held = fp4[fp4[:, 3] == 33]
    assert sorted(held[:, 1].tolist()) == list(range(32, 64))
    assert held[:, 4].max() == 3 and sorted(held[:, 5].tolist())[:3] == [0, 0, 0]


def test_fp6_values_straddle_registers():
    """Six registers as one 192-bit one: item e at bits 6e..6e+5 (CDNA4 ISA guide 7.1.4);
    item 5 is bits 30-35, across registers 0 and 1."""
    rows = isa.layout(GFX950.lookup_matrix(PLAIN), "B", blgp=3)
    lane0 = rows[rows[:, 3] == 0]
    lane0 = lane0[np.argsort(lane0[:, 0])]
    assert [tuple(r) for r in lane0[:7, 4:]] == [(0, 0, 5), (0, 6, 11), (0, 12, 17),
                                                 (0, 18, 23), (0, 24, 29), (0, 30, 35),
                                                 (1, 4, 9)]
    wave = emulator.Wavefront(target=GFX950)
    record = isa.with_formats(GFX950.lookup_matrix(PLAIN), 0, 3)
    values = np.random.default_rng(0).integers(0, 64, (128, 16)).astype(np.uint8)
    wave.write_matrix(record, "B", values, "v10")
    assert np.array_equal(wave.read_matrix(record, "B", "v10", raw=True)[0], values)


# -- the arithmetic, against a slow exact model ------------------------------------------------
def _num(code: int, fmt) -> ref.Num:
    value = float(np.array([code], np.uint8).view(fmt.typed_dtype).astype(np.float64)[0])
    if math.isnan(value):
        return ref.Num("nan", 0, Fraction(0), 0)
    sign = int(code) >> (fmt.bits - 1) & 1
    if math.isinf(value):
        return ref.Num("inf", sign, Fraction(0), 0)
    exp = max(math.frexp(value)[1] - 1, 1 - fmt.bias) if value else 0
    return ref.Num("fin", sign, Fraction(value), exp)


def _scaled_product(a: ref.Num, b: ref.Num, shift):
    """Algorithm 2's product, its exponent moved by the block's scales (None: a NaN scale)."""
    if shift is None:
        return ("nan", 0, 0, 0)
    kind, sign, e, s = ref._product(a, b)
    if kind == "ovf" or (kind == "fin" and abs(a.value * b.value) * Fraction(2) ** shift
                         >= Fraction(2) ** 128):
        return ("ovf", sign, 0, 0)
    return (kind, sign, e + shift, s) if kind == "fin" else (kind, sign, e, s)


def _reference_cell(a_row, b_col, c_bits, a_fmt, b_fmt, shifts):
    """D[i, j]: groups of 16 in k order (Algorithm 2 of NUMERICS.md), each product scaled by
    its 32-k block's ``shifts[k // 32]`` (None: NaN)."""
    d = int(c_bits)
    for k0 in range(0, len(a_row), 16):
        c = ref.decode(d, isa.DType.F32)
        products = [_scaled_product(_num(a_row[k], a_fmt), _num(b_col[k], b_fmt),
                                    shifts[k // 32]) for k in range(k0, k0 + 16)]
        special = ref._specials(products, c)
        if special:
            d = ref.QNAN32 if special[0] == "nan" else special[1] << 31 | 0x7F800000
            continue
        total, e_max = ref._two_halves(products)
        d = ref._finish(total, e_max, c, True)
    return d


def _codes(rng, fmt, shape, finite=True):
    """Random codes of ``fmt`` (each byte one value), NaN/inf codes swapped out if ``finite``."""
    codes = rng.integers(0, 1 << fmt.bits, shape).astype(np.uint8)
    if finite:
        bad = ~np.isfinite(codes.view(fmt.typed_dtype).astype(np.float64))
        codes[bad] = 0
    return codes


def _check(name, cbsz, blgp, seed, cells, scaled=False, specials=False):
    rng = np.random.default_rng(seed)
    record = isa.with_formats(GFX950.lookup_matrix(name), cbsz, blgp)
    a_fmt, b_fmt = (GFX950.format(t.value) for t in (record.a_type, record.b_type))
    a = _codes(rng, a_fmt, (record.m, record.k), not specials)
    b = _codes(rng, b_fmt, (record.k, record.n), not specials)
    c = rng.standard_normal((record.m, record.n)).astype(np.float32) * 4
    blocks = record.k // 32
    extra = {}
    sa = sb = np.full((1, 1), 127)
    if scaled:
        sa = rng.integers(100, 150, (record.m, blocks)).astype(np.uint8)
        sb = rng.integers(100, 150, (blocks, record.n)).astype(np.uint8)
        sa[0, 0], sb[0, 1], sb[1, 2] = 0xFF, 0, 254   # (NaN, 2^-127, 2^127)
        extra = {"scale_a": sa, "scale_b": sb}
    d = emulator.mfma(name, a, b, c.view(np.uint32), cbsz=cbsz, blgp=blgp, target=GFX950,
                      **extra)
    picks = [(0, 0), (0, 1), (1, 2)] + [tuple(x) for x in rng.integers(0, record.m, (cells, 2))]
    for i, j in picks:
        shifts = [None if scaled and (sa[i, kb] == 0xFF or sb[kb, j] == 0xFF) else
                  (int(sa[i, kb]) + int(sb[kb, j]) - 254 if scaled else 0)
                  for kb in range(blocks)]
        want = _reference_cell(a[i], b[:, j], c.view(np.uint32)[i, j], a_fmt, b_fmt, shifts)
        assert int(d[i, j]) == want, (name, cbsz, blgp, i, j)


PAIRS = [(a, b) for a in range(5) for b in range(5)]
SAMPLED = [(0, 0), (2, 4), (1, 3), (4, 4), (3, 0)]


@pytest.mark.parametrize("cbsz, blgp", [pytest.param(
    a, b, marks=() if (a, b) in SAMPLED else pytest.mark.exhaustive) for a, b in PAIRS])
def test_every_format_pair_matches_the_exact_model(cbsz, blgp):
    _check(PLAIN, cbsz, blgp, 10 * cbsz + blgp, 4)
    _check(PLAIN_32, cbsz, blgp, 100 + 10 * cbsz + blgp, 2)


@pytest.mark.parametrize("cbsz, blgp", [(0, 1), (4, 2), pytest.param(
    1, 1, marks=pytest.mark.exhaustive), pytest.param(3, 3, marks=pytest.mark.exhaustive)])
def test_block_scales_match_the_exact_model(cbsz, blgp):
    _check(SCALED, cbsz, blgp, 7 + cbsz, 4, scaled=True)
    _check(SCALED_32, cbsz, blgp, 8 + blgp, 2, scaled=True)


def test_fp8_specials_follow_the_ocp_formats():
    """E4M3FN's 0x7F is NaN, E5M2's 0x7C inf: the exact model's rules with them in."""
    _check(PLAIN, 0, 1, 3, 6, specials=True)


def test_exact_formats_give_the_exact_product():
    """fp6, bf6 and fp4 products sum exactly in binary32 at these sizes: D is A·B, scaled,
    to the bit."""
    rng = np.random.default_rng(4)
    a = rng.integers(-6, 7, (16, 128)) / 2
    b = rng.integers(-8, 9, (128, 16)) / 4
    sa = rng.integers(124, 131, (16, 4)).astype(np.uint8)
    sb = rng.integers(124, 131, (4, 16)).astype(np.uint8)
    d = emulator.mfma(SCALED, a.astype(ml_dtypes.float6_e2m3fn),
                      b.astype(ml_dtypes.float6_e3m2fn), np.zeros((16, 16), np.float32),
                      cbsz=2, blgp=3, target=GFX950, scale_a=sa,
                      scale_b=sb.view(ml_dtypes.float8_e8m0fnu))
    want = sum((a[:, 32 * kb:32 * kb + 32] @ b[32 * kb:32 * kb + 32])
               * np.exp2(sa[:, kb:kb + 1].astype(int) - 127)
               * np.exp2(sb[kb:kb + 1].astype(int) - 127) for kb in range(4))
    assert np.array_equal(d, want.astype(np.float32))


def test_the_scale_arguments_are_checked():
    a = np.zeros((16, 128), ml_dtypes.float4_e2m1fn)
    c = np.zeros((16, 16), np.float32)
    with pytest.raises(emulator.OperandError, match="scale_a"):
        emulator.mfma(SCALED, a, a.T.copy(), c, cbsz=4, blgp=4, target=GFX950,
                      scale_a=np.zeros((4, 16), np.uint8))
    with pytest.raises(emulator.OperandError, match="raw fp4 codes are below 16"):
        emulator.mfma(PLAIN, np.full((16, 128), 16, np.uint8), a.T.copy(), c, cbsz=4,
                      blgp=4, target=GFX950)
    with pytest.raises(isa.IsaError, match="takes no scales"):
        emulator.mfma(PLAIN, a, a.T.copy(), c, cbsz=4, blgp=4, target=GFX950,
                      scale_b=np.zeros((4, 16), np.uint8))


def test_hip_runs_the_scaled_builtin():
    """clang 22 makes v_mfma_scale_f32_16x16x128_f8f6f4 of the builtin (scales in VGPRs,
    op_sel choosing their bytes); the run equals emulator.mfma's."""
    from tests.hip_fixtures import COMPILERS
    if not any(c.endswith("22") or c in ("clang", "amdclang++", "hipcc") for c in COMPILERS):
        pytest.skip("no clang that knows gfx950 on PATH")
    from emulator import hip
    source = r'''
typedef float v4f __attribute__((ext_vector_type(4)));
typedef int v8i __attribute__((ext_vector_type(8)));
__global__ void mx(const int* a, const int* b, const int* scales, float* d) {
    int l = threadIdx.x;
    v8i x = {0, 0, 0, 0, 0, 0, 0, 0}, y = x;
    for (int i = 0; i < 6; ++i) { x[i] = a[l * 6 + i]; }
    for (int i = 0; i < 4; ++i) { y[i] = b[l * 4 + i]; }
    v4f c = {0, 0, 0, 0};
    c = __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(x, y, c, 2, 4, 1, scales[l], 2,
                                                         scales[64 + l]);
    for (int i = 0; i < 4; ++i) d[l * 4 + i] = c[i];
}
'''
    rng = np.random.default_rng(9)
    a_regs = rng.integers(0, 1 << 32, (64, 6), dtype=np.uint64).astype(np.uint32)
    b_regs = rng.integers(0, 1 << 32, (64, 4), dtype=np.uint64).astype(np.uint32)
    scales = rng.integers(110, 140, (2, 64, 4)).astype(np.uint8)
    d = np.zeros((64, 4), np.float32)
    hip.launch(source, "mx", (1, 1, 1), (64, 1, 1),
               [a_regs, b_regs, scales.view(np.uint32).reshape(128), d], echo=False,
               offload_arch="gfx950", options=["-O3"])
    # the same registers through emulator.Wavefront: A in v0..5, B v8..11, scales v20/v21
    line = (SCALED + " v[0:3], v[4:9], v[12:15], v[16:19], v20, v21 op_sel:[1,0,0] "
            "op_sel_hi:[0,1,0] cbsz:2 blgp:4\ns_endpgm\n")
    wave = emulator.Wavefront(target=GFX950)
    wave.v[4:10], wave.v[12:16] = a_regs.T, b_regs.T
    wave.v[16:20] = 0
    wave.v[20], wave.v[21] = scales[0].view(np.uint32)[:, 0], scales[1].view(np.uint32)[:, 0]
    wave.run(assemble(line, target=GFX950))
    assert np.array_equal(d.view(np.uint32), wave.v[0:4].T)


def test_the_plain_f8f6f4_mfmas_have_no_builtin_of_their_own():
    """clang 22 declares only the scaled builtins (a call of the plain name is an undeclared
    identifier); ``info`` says which call clang makes the plain instruction of."""
    from emulator.tools.render import info_fields
    plain = GFX950.lookup_matrix("v_mfma_f32_32x32x64_f8f6f4")
    fields = info_fields(plain)
    assert fields["builtin"] is None and fields["aliases"] == []
    assert fields["signature"].startswith(
        "none: clang makes this instruction of __builtin_amdgcn_mfma_scale_f32_32x32x64_f8f6f4(")
    assert GFX950.find("__builtin_amdgcn_mfma_f32_32x32x64_f8f6f4") is None
    assert GFX950.find("__builtin_amdgcn_mfma_scale_f32_32x32x64_f8f6f4").scaled
