"""gfx950 (CDNA4, MI350) as a Target: its own instructions against llvm-mc 22
``-mcpu=gfx950`` (bytes copied from its answers), its matrix rows against the CDNA4 ISA
guide's cycle tables and the CDNA4 white paper's peaks, its OCP fp8, the CDNA3 arithmetic
its MFMAs are modelled with (and the fidelity report saying so), its new conversions against
slow references, and what it refuses naming why (test_gfx950_*.py: its other instructions)."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import emulator
import isa
from isa.assembler import assemble
from tests.helpers import assert_llvm_mc_pair, encoded_hex

GFX950 = isa.target_named("gfx950")


@pytest.mark.parametrize("line, code", [
    # (llvm-mc 22 -mcpu=gfx950 -show-encoding)
    ("v_mfma_f32_16x16x32_f16 v[0:3], v[0:3], v[4:7], v[0:3]", "0000d4d300090204"),
    ("v_mfma_f32_32x32x16_bf16 v[0:15], v[0:3], v[4:7], v[0:15]", "0000b7d300090204"),
    ("v_mfma_i32_32x32x32_i8 v[0:15], v[0:3], v[4:7], v[0:15]", "0000b8d300090204"),
    ("v_smfmac_f32_16x16x64_f16 v[0:3], v[0:3], v[4:11], v12", "0000dad300093204"),
    ("v_smfmac_f32_32x32x64_fp8_fp8 v[0:15], v[0:3], v[4:11], v16", "0000d3d300094204"),
    ("v_cvt_pk_f16_f32 v0, v1, v2", "000067d201050200"),
    ("v_cvt_pk_bf16_f32 v0, v1, v2", "000068d201050200"),
    ("v_cvt_f32_bf16_e32 v0, v1", "01b7007e"),
    ("v_dot2c_f32_bf16_e32 v5, v1, v2", "01050a2c"),
    ("v_bitop3_b32 v0, v1, v2, v3 bitop3:0xca", "000134d201050e5c"),
    ("v_bitop3_b32 v0, v1, v2, v3", "000034d201050e04"),
    ("v_prng_b32_e32 v0, v1", "01b1007e"),
    ("v_prng_b32_e64 v0, s1", "000098d101000000"),
    ("global_load_dword v1, v[2:3], off sc0 nt sc1", "008053de02007f01"),
])
def test_llvm_mc_22s_bytes_and_text(line, code):
    assert_llvm_mc_pair(line, code, GFX950)


@pytest.mark.parametrize("line, code", [
    # (the new names without the underscores after the shape, which llvm-mc 22 takes for the
    # sparse ones too: LLVM 22's mai-gfx950.s)
    ("v_smfmac_f32_16x16x128fp8bf8 v[10:13], a[2:5], v[4:11], v3 cbsz:3 abid:1",
     "0a0bbdd302090e0c"),
    ("v_smfmac_f32_16x16x64f16 v[10:13], a[2:5], v[4:11], v3 cbsz:3 abid:1",
     "0a0bdad302090e0c"),
    ("v_mfma_i32_32x32x32i8 v[0:15], v[0:3], v[0:3], v[0:15]", "0000b8d300010204"),
])
def test_the_names_without_underscores(line, code):
    assert encoded_hex(line, GFX950) == code


@pytest.mark.parametrize("line, why", [
    ("v_mfma_f32_32x32x4_xf32 v[0:15], v[0:1], v[2:3], v[0:15]", "xf32 was removed"),
    ("buffer_wbinvl1", "unknown or unsupported"),
    ("exp mrt0 v0, v0, v0, v0", "render targets"),
])
def test_what_it_refuses_says_why(line, why):
    with pytest.raises(isa.IsaError, match=why):
        assemble(line + "\n", target=GFX950)


def test_the_matrix_rows_are_the_cdna4_guides():
    cycles = {r.mnemonic: r.cycles for r in GFX950.matrix}
    assert cycles["v_mfma_f64_16x16x4_f64"] == 64 and cycles["v_mfma_f64_4x4x4_4b_f64"] == 32
    assert cycles["v_mfma_f32_32x32x16_f16"] == 32 and cycles["v_mfma_f32_16x16x32_bf16"] == 16
    assert cycles["v_smfmac_f32_32x32x64_fp8_fp8"] == 32
    assert not any(r.a_type is isa.DType.XF32 for r in GFX950.matrix)
    assert GFX950.lds_bytes == 160 * 1024 and GFX950.default_device.limits.lds_per_cu == 160 * 1024


def test_peaks_are_the_cdna4_white_papers():
    from isa.peaks import peaks
    found = {(p.type, p.sparse): p.tflops for p in peaks(target=GFX950)}
    assert round(found[("f64", False)], 1) == 78.6 and round(found[("f32", False)], 1) == 157.3
    assert round(found[("f16", False)] / 1000, 1) == 2.5
    assert round(found[("f16", True)] / 1000, 1) == 5.0
    assert round(found[("i8", False)] / 1000, 1) == 5.0


def test_fp8_is_ocp():
    """0x38 is 1.0 in OCP's E4M3FN (gfx950) and 0.5 in E4M3FNUZ (gfx942); typed values are
    taken in the target's format (float8_e4m3fn on gfx950), others refused."""
    a, b = np.full((16, 32), 0x38, np.uint8), np.full((32, 16), 0x38, np.uint8)
    zero = np.zeros((16, 16), np.uint32)
    name = "v_mfma_f32_16x16x32_fp8_fp8"
    assert emulator.mfma(name, a, b, zero, target=GFX950).view(np.float32)[0, 0] == 32.0
    assert emulator.mfma(name, a, b, zero).view(np.float32)[0, 0] == 8.0
    ocp = a.view(ml_dtypes.float8_e4m3fn), b.view(ml_dtypes.float8_e4m3fn)
    assert emulator.mfma(name, *ocp, zero, target=GFX950).view(np.float32)[0, 0] == 32.0
    with pytest.raises(emulator.OperandError, match="float8_e4m3fn values: the target's fp8"):
        emulator.mfma(name, a.view(ml_dtypes.float8_e4m3fnuz), b, zero, target=GFX950)


def test_a_doubled_k_mfma_is_two_cdna3_mfmas_chained():
    """The arithmetic CDNA4's rows are modelled with: CDNA3's groups of eight, each added
    to the accumulator and rounded (NUMERICS.md), so 32x32x16 is 32x32x8 twice."""
    rng = np.random.default_rng(5)
    a = rng.standard_normal((32, 16)).astype(np.float16)
    b = rng.standard_normal((16, 32)).astype(np.float16)
    c = rng.standard_normal((32, 32)).astype(np.float32)
    d = emulator.mfma("v_mfma_f32_32x32x16_f16", a, b, c, target=GFX950)
    half = emulator.mfma("v_mfma_f32_32x32x8_f16", a[:, :8], b[:8], c)
    assert np.array_equal(d, emulator.mfma("v_mfma_f32_32x32x8_f16", a[:, 8:], b[8:], half))


@pytest.mark.parametrize("name", ["v_smfmac_f32_16x16x64_f16", "v_smfmac_f32_32x32x32_bf16",
                                  "v_smfmac_i32_16x16x128_i8",
                                  "v_smfmac_f32_32x32x64_fp8_fp8"])
def test_the_new_smfmacs_multiply(name):
    """Small integers, whose sums are exact whatever the grouping: D is A·B."""
    record = GFX950.lookup_matrix(name)
    rng = np.random.default_rng(9)
    a = rng.integers(-3, 4, (record.m, record.k)).astype(np.float64)
    a.reshape(record.m, -1, 4)[..., 2:] = 0
    b = rng.integers(-3, 4, (record.k, record.n)).astype(np.float64)
    kind = {isa.DType.F16: np.float16, isa.DType.BF16: ml_dtypes.bfloat16,
            isa.DType.I8: np.int8, isa.DType.FP8: ml_dtypes.float8_e4m3fn}[record.a_type]
    a_in, b_in = a.astype(kind), b.astype(kind)   # (typed values: gfx950's fp8 is OCP's)
    c = np.zeros((record.m, record.n), np.int32 if record.cd_type is isa.DType.I32
                 else np.float32)
    d = emulator.smfmac(name, a_in, b_in, c, target=GFX950)
    assert np.array_equal(d.astype(np.float64), a @ b)


def test_the_fidelity_report_says_cdna4_mfmas_are_not_verified():
    program = assemble("v_mfma_f32_32x32x16_f16 v[0:15], v[0:3], v[4:7], 0\n"
                       "v_mfma_i32_32x32x32_i8 v[16:31], v[0:3], v[4:7], 0\ns_endpgm\n",
                       target=GFX950)
    wave = emulator.Wavefront(target=GFX950)
    result = wave.run(program)
    text = str(result.fidelity)
    assert "v_mfma_f32_32x32x16_f16" in text and "not verified on hardware" in text
    assert "v_mfma_i32_32x32x32_i8" not in text


def _run_conversion(line: str, x, y):
    wave = emulator.Wavefront(target=GFX950)
    wave.v[1], wave.v[2] = x, y
    wave.run(assemble(line + "\ns_endpgm\n", target=GFX950))
    return wave.v[0].copy()


def _draws():
    rng = np.random.default_rng(13)
    words = rng.integers(0, 1 << 32, size=(2, 64), dtype=np.uint64).astype(np.uint32)
    # (ties, an f16 overflow, an infinity, a denormal, -0, a bf16 tie)
    words[:, :6] = np.array([0x3F800001, 0x477FF000, 0x7F800000, 0x00000001, 0x80000000,
                             0x3F808000], np.uint32)
    return words


def test_v_cvt_pk_f16_f32_is_two_nearest_even_conversions():
    x, y = _draws()
    got = _run_conversion("v_cvt_pk_f16_f32 v0, v1, v2", x, y)
    with np.errstate(over="ignore"):
        lo, hi = (v.view(np.float32).astype(np.float16).view(np.uint16).astype(np.uint32)
                  for v in (x, y))
    finite = ~np.isnan(x.view(np.float32)) & ~np.isnan(y.view(np.float32))
    assert np.array_equal(got[finite], (lo | hi << np.uint32(16))[finite])


def test_v_cvt_pk_bf16_f32_and_back():
    x, y = _draws()
    got = _run_conversion("v_cvt_pk_bf16_f32 v0, v1, v2", x, y)
    lo, hi = (v.view(np.float32).astype(ml_dtypes.bfloat16).view(np.uint16).astype(np.uint32)
              for v in (x, y))
    finite = ~np.isnan(x.view(np.float32)) & ~np.isnan(y.view(np.float32))
    assert np.array_equal(got[finite], (lo | hi << np.uint32(16))[finite])
    back = _run_conversion("v_cvt_f32_bf16 v0, v1", got, got)
    assert np.array_equal(back, (got & 0xFFFF) << np.uint32(16))


def test_v_dot2c_f32_bf16_sums_as_its_f16_twin():
    """d + a0·b0, rounded, + a1·b1, rounded, in binary32, from the bf16 halves."""
    rng = np.random.default_rng(17)
    a, b = (rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32) for _ in range(2))
    a &= np.uint32(0xBFFFBFFF)   # (no infinities or NaNs: every bit compared)
    b &= np.uint32(0xBFFFBFFF)
    d = rng.standard_normal(64).astype(np.float32)
    wave = emulator.Wavefront(target=GFX950)
    wave.v[1], wave.v[2], wave.v[0] = a, b, d.view(np.uint32)
    wave.run(assemble("v_dot2c_f32_bf16 v0, v1, v2\ns_endpgm\n", target=GFX950))

    def half(w, h):
        return ((w >> np.uint32(16 * h)) << np.uint32(16)).view(np.float32) if h else \
            (w << np.uint32(16)).view(np.float32)
    expected = [np.float32(np.float32(d[i] + half(a[i:i + 1], 0)[0] * half(b[i:i + 1], 0)[0])
                           + half(a[i:i + 1], 1)[0] * half(b[i:i + 1], 1)[0])
                for i in range(64)]
    assert np.array_equal(wave.v[0], np.array(expected, np.float32).view(np.uint32))


@pytest.mark.parametrize("table", [0x00, 0x40, 0x54, 0x14, 0x41, 0x01, 0xEA, 0xFE, 0x96, 0xCA])
def test_v_bitop3_b32_is_its_truth_table(table):
    """Bit i of D is TTBL[{S0[i], S1[i], S2[i]}], one lookup per bit (the guide's rule, here
    bit by bit in Python); the guide's equivalences among the tables (and 0x40, or 0x54…)."""
    rng = np.random.default_rng(table)
    a, b, c = (rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
               for _ in range(3))
    wave = emulator.Wavefront(target=GFX950)
    wave.v[1], wave.v[2], wave.v[3] = a, b, c
    wave.run(assemble(f"v_bitop3_b32 v0, v1, v2, v3 bitop3:{table:#x}\ns_endpgm\n",
                      target=GFX950))
    expected = [sum(((table >> ((int(x) >> i & 1) << 2 | (int(y) >> i & 1) << 1
                                 | (int(z) >> i & 1))) & 1) << i for i in range(32))
                for x, y, z in zip(a, b, c)]
    assert wave.v[0].tolist() == expected


def test_v_prng_b32_steps_the_lfsr():
    x = np.array([0, 1, 0x80000000, 0xFFFFFFFF] * 16, np.uint32)
    wave = emulator.Wavefront(target=GFX950)
    wave.v[1] = x
    wave.run(assemble("v_prng_b32 v0, v1\ns_endpgm\n", target=GFX950))
    assert wave.v[0][:4].tolist() == [0, 2, 197, (0xFFFFFFFE ^ 197)]


@pytest.mark.parametrize("level", ["-O3", pytest.param("-O0", marks=pytest.mark.exhaustive)])
def test_hip_for_gfx950_runs_a_doubled_k_mfma_kernel(level):
    from tests.hip_fixtures import COMPILERS
    if not any(c.endswith("22") or c in ("clang", "amdclang++", "hipcc") for c in COMPILERS):
        pytest.skip("no clang that knows gfx950 on PATH")
    from emulator import hip
    source = r'''
typedef float v4f __attribute__((ext_vector_type(4)));
typedef _Float16 v8h __attribute__((ext_vector_type(8)));
__global__ void mm(const _Float16* a, const _Float16* b, float* d) {
    int l = threadIdx.x;
#if defined(__gfx950__)
    v8h x, y;
    for (int i = 0; i < 8; ++i) {
        x[i] = a[(l % 16) * 32 + (l / 16) * 8 + i];
        y[i] = b[((l / 16) * 8 + i) * 16 + l % 16];
    }
    v4f c = {0, 0, 0, 0};
    c = __builtin_amdgcn_mfma_f32_16x16x32_f16(x, y, c, 0, 0, 0);
    for (int i = 0; i < 4; ++i) d[((l / 16) * 4 + i) * 16 + l % 16] = c[i];
#endif
}
'''
    rng = np.random.default_rng(21)
    a = rng.standard_normal((16, 32)).astype(np.float16)
    b = rng.standard_normal((32, 16)).astype(np.float16)
    d = np.zeros((16, 16), np.float32)
    hip.launch(source, "mm", (1, 1, 1), (64, 1, 1), [a, b, d], echo=False,
               offload_arch="gfx950", options=[level])
    # (A[i][k] in lane i + 16·(k // 8), element k % 8: the layout the kernel assumes)
    assert np.array_equal(d, emulator.mfma("v_mfma_f32_16x16x32_f16", a, b,
                                           np.zeros((16, 16), np.float32), target=GFX950))
    np.testing.assert_allclose(d, a.astype(np.float64) @ b.astype(np.float64), rtol=1e-5,
                               atol=1e-5)


def test_triton_compiles_an_elementwise_kernel_for_gfx950():
    triton = pytest.importorskip("triton")
    tl = pytest.importorskip("triton.language")
    import emulator.triton as et

    @triton.jit
    def scale(x, out, n, BLOCK: tl.constexpr):
        i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        m = i < n
        tl.store(out + i, (tl.load(x + i, mask=m) * 2).to(tl.bfloat16), mask=m)

    x = np.linspace(-3, 3, 1000, dtype=np.float32)
    out = np.zeros(1000, ml_dtypes.bfloat16)
    ran = et.launch(scale, (4,), x, out, 1000, BLOCK=256, target="gfx950")
    assert ran.result.device.device == "mi355x"
    assert np.array_equal(out, (x * 2).astype(ml_dtypes.bfloat16))


def test_buffer_atomic_pk_add_bf16_adds_as_its_global_twin():
    """gfx950's MUBUF form (llvm-mc 22: opcode 0x52) does what global_atomic_pk_add_bf16
    does (tests/test_memory_semantics.py holds that one to the reference), old value back
    under sc0."""
    from emulator.state.memory import Memory
    rng = np.random.default_rng(52)
    start = rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32) & 0x3FFF3FFF
    data = rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32) & 0x3FFF3FFF
    results = []
    for line in ("global_atomic_pk_add_bf16 v7, v2, v5, s[4:5] sc0",
                 "buffer_atomic_pk_add_bf16 v5, v2, s[8:11], 0 offen sc0"):
        wave = emulator.Wavefront(target=GFX950)
        wave.memory = Memory()
        base = wave.memory.upload(start.copy())
        wave.s[4], wave.s[5] = base & 0xFFFFFFFF, base >> 32
        wave.s[8:12] = np.array((base & 0xFFFFFFFF, base >> 32, 0xFFFFFFFF, 0x27000),
                                np.uint32)
        wave.v[2] = (np.arange(64) * 4).astype(np.uint32)
        wave.v[5] = data
        wave.run(assemble(line + "\ns_waitcnt vmcnt(0)\ns_endpgm\n", target=GFX950))
        old = wave.v[7] if line.startswith("global") else wave.v[5]
        results.append((wave.memory.download(base, np.uint32, 64).copy(), old.copy()))
    assert np.array_equal(results[0][0], results[1][0])
    assert not np.array_equal(results[0][0], start)   # (it added)
    assert np.array_equal(results[0][1], start) and np.array_equal(results[1][1], start)
