"""The instructions no family test reaches, each against a reference computed here: the
remaining SALU arithmetic and compares (Python integers, SCC as the ISA defines it),
scalar memory, MODE and VGPR-index fields, f16 and f64 operations (numpy's correctly rounded
values; the transcendentals as the emulator defines them: rounded once from binary64), the
remaining conversions and dot products, and the no-ops (nothing but the PC changes)."""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest

from emulator import Wavefront
from emulator.state.local_memory import Lds
from emulator.state.memory import Memory
from isa.assembler import assemble

M32, M64 = (1 << 32) - 1, (1 << 64) - 1
RNG = np.random.default_rng(2024)


def signed(x, bits=32):
    return x - (1 << bits) if x >> (bits - 1) else x


def scalar(line, **regs):
    w = Wavefront()
    for name, value in regs.items():
        if name == "scc":
            w.scc = value
        elif name == "m0":
            w.m0 = value
        else:
            w.write(name, np.array([value & M32, value >> 32][:2 if ":" in name else 1],
                                   np.uint32))
    w.run(assemble(line + "\ns_endpgm\n"))
    return w


def s64(w, first):
    return int(w.s[first]) | int(w.s[first + 1]) << 32


PAIRS = [(int(a), int(b)) for a, b in RNG.integers(0, 2**32, (24, 2), dtype=np.uint64)] + [
    (0, 0), (5, 5), (M32, 1), (1, M32), (0x80000000, 0x7FFFFFFF)]

_SCMP = {"eq": lambda a, b: a == b, "lg": lambda a, b: a != b, "gt": lambda a, b: a > b,
         "ge": lambda a, b: a >= b, "lt": lambda a, b: a < b, "le": lambda a, b: a <= b}


@pytest.mark.parametrize("cond", sorted(_SCMP))
@pytest.mark.parametrize("kind", ["i32", "u32"])
def test_s_cmp(cond, kind):
    for a, b in PAIRS:
        w = scalar(f"s_cmp_{cond}_{kind} s0, s1", s0=a, s1=b)
        x, y = (signed(a), signed(b)) if kind == "i32" else (a, b)
        assert w.scc == int(_SCMP[cond](x, y)), (cond, kind, a, b)


SALU = {   # mnemonic: (reference(a, b, scc) -> (value, scc or None))
    "s_subb_u32": lambda a, b, c: ((a - b - c) & M32, int(b + c > a)),
    "s_lshl1_add_u32": lambda a, b, c: (((a << 1) + b) & M32, int((a << 1) + b > M32)),
    "s_lshl2_add_u32": lambda a, b, c: (((a << 2) + b) & M32, int((a << 2) + b > M32)),
    "s_lshl3_add_u32": lambda a, b, c: (((a << 3) + b) & M32, int((a << 3) + b > M32)),
    "s_lshl4_add_u32": lambda a, b, c: (((a << 4) + b) & M32, int((a << 4) + b > M32)),
    "s_pack_ll_b32_b16": lambda a, b, c: ((a & 0xFFFF) | (b & 0xFFFF) << 16, None),
    "s_pack_lh_b32_b16": lambda a, b, c: ((a & 0xFFFF) | (b >> 16) << 16, None),
    "s_pack_hh_b32_b16": lambda a, b, c: ((a >> 16) | (b >> 16) << 16, None),
}


@pytest.mark.parametrize("name", sorted(SALU))
def test_sop2_arithmetic(name):
    for (a, b), scc in zip(PAIRS, [0, 1] * len(PAIRS)):
        w = scalar(f"{name} s2, s0, s1", s0=a, s1=b, scc=scc)
        value, want_scc = SALU[name](a, b, scc)
        assert int(w.s[2]) == value
        assert w.scc == (scc if want_scc is None else want_scc)


def quads(x, bits, whole):
    return sum(((0xF << 4 * g) if whole else (1 << g)) for g in range(bits // 4)
               if (x >> 4 * g) & 0xF)


def test_quadmask_wqm_cmov_and_bitcmp():
    for a, b in PAIRS:
        wide = a | b << 32
        for name, bits, whole in (("s_quadmask", 32, False), ("s_wqm", 32, True)):
            w = scalar(f"{name}_b32 s2, s0", s0=a)
            assert int(w.s[2]) == quads(a, bits, whole) and w.scc == int(quads(a, 32, whole)
                                                                        != 0)
            w = scalar(f"{name}_b64 s[2:3], s[0:1]", **{"s[0:1]": wide})
            assert s64(w, 2) == quads(wide, 64, whole)
        for scc in (0, 1):
            w = scalar("s_cmov_b32 s2, s0\ns_cmov_b64 s[4:5], s[0:1]\ns_cmovk_i32 s6, 0x8001",
                       s0=a, s1=b, s2=7, s4=8, s5=9, s6=10, scc=scc)
            assert int(w.s[2]) == (a if scc else 7)
            assert s64(w, 4) == (wide if scc else 8 | 9 << 32)
            assert int(w.s[6]) == (0xFFFF8001 if scc else 10)
        bit = b & 63
        w = scalar(f"s_bitcmp0_b64 s[0:1], {bit}", **{"s[0:1]": wide})
        assert w.scc == int(not (wide >> bit) & 1)


def test_scalar_memory_loads_stores_and_counters():
    w = Wavefront()
    w.memory = Memory()
    data = RNG.integers(0, 2**32, 128, dtype=np.uint64).astype(np.uint32)
    base = w.memory.upload(data)
    w.s[2], w.s[3] = base & M32, base >> 32
    w.s[8], w.s[9], w.s[10], w.s[11] = base & M32, base >> 32, 100, 0   # 25 dwords
    w.s[40:44] = [11, 22, 33, 44]
    w.run(assemble("s_load_dwordx8 s[16:23], s[2:3], 0x10\n"
                   "s_buffer_load_dword s24, s[8:11], 0x8\n"
                   "s_buffer_load_dwordx2 s[26:27], s[8:11], 0x60\n"   # (the second: beyond)
                   "s_buffer_load_dwordx8 s[28:35], s[8:11], 0x0\n"
                   "s_buffer_load_dwordx16 s[48:63], s[8:11], 0x40\n"
                   "s_store_dwordx2 s[40:41], s[2:3], 0x100\n"
                   "s_store_dwordx4 s[40:43], s[2:3], 0x80\n"
                   "s_buffer_store_dword s40, s[8:11], 0x4\n"
                   "s_buffer_store_dwordx2 s[42:43], s[8:11], 0x60\n"
                   "s_buffer_store_dwordx4 s[40:43], s[8:11], 0x20\n"
                   "s_memtime s[64:65]\ns_memrealtime s[66:67]\ns_endpgm\n"))
    assert list(w.s[16:24]) == list(data[4:12])
    assert w.s[24] == data[2] and list(w.s[26:28]) == [data[24], 0]
    assert list(w.s[28:36]) == list(data[:8])
    assert list(w.s[48:57]) == list(data[16:25]) and not w.s[57:64].any()
    now = w.memory.download(base, np.uint32, (66,))
    assert list(now[64:66]) == [11, 22] and list(now[32:36]) == [11, 22, 33, 44]
    assert now[1] == 11 and list(now[24:26]) == [33, data[25]]   # (beyond num_records)
    assert list(now[8:12]) == [11, 22, 33, 44]
    assert 0 < s64(w, 64) < s64(w, 66)


def test_mode_and_index_fields():
    w = scalar("s_setreg_b32 hwreg(HW_REG_MODE, 4, 4), s0\n"
               "s_getreg_b32 s1, hwreg(HW_REG_MODE)\n"
               "s_set_gpr_idx_idx s2\ns_set_gpr_idx_mode gpr_idx(SRC1,DST)",
               s0=0x15, s2=0x1AB, m0=0xFFFF0000)
    assert int(w.s[1]) == (0x5 << 4) | (1 << 8) | (1 << 9)     # (only 4 bits written)
    assert w.m0 == (0xFFFF0000 & ~0xF000) | 0xAB | (0b1010 << 12)


NO_OPS = ["buffer_wbinvl1", "buffer_wbinvl1_vol", "buffer_wbl2", "buffer_inv", "ds_nop",
          "s_dcache_inv_vol", "s_dcache_wb_vol", "s_dcache_wb", "s_dcache_inv",
          "s_dcache_discard s[2:3], 0x40", "s_dcache_discard_x2 s[2:3], s4", "s_sleep 3",
          "s_setkill 1", "s_incperflevel 2", "s_decperflevel 2", "s_ttracedata", "s_wakeup",
          "v_nop", "v_clrexcp", "s_icache_inv", "s_setprio 2"]


@pytest.mark.parametrize("line", NO_OPS + [f"s_cbranch_{c} target" for c in (
    "cdbgsys", "cdbguser", "cdbgsys_or_user", "cdbgsys_and_user")])
def test_no_ops_change_nothing(line):
    w = Wavefront()
    w.v[:8] = RNG.integers(0, 2**32, (8, 64), dtype=np.uint64).astype(np.uint32)
    w.s[:8] = RNG.integers(0, 2**32, 8, dtype=np.uint64).astype(np.uint32)
    w.memory, w.lds = Memory(), Lds()
    before = (w.v.copy(), w.s.copy(), w.exec, w.vcc, w.scc, w.m0)
    w.run(assemble(f"{line}\ns_endpgm\ntarget:\ns_endpgm\n"))
    after = (w.v, w.s, w.exec, w.vcc, w.scc, w.m0)
    assert np.array_equal(before[0], after[0]) and np.array_equal(before[1], after[1])
    assert before[2:] == after[2:]


# -- f16 ---------------------------------------------------------------------------------
def halves(n=64, specials=True):
    x = (RNG.standard_normal(n) * 4).astype(np.float16)
    if specials:
        x[:8] = [0.0, -0.0, np.inf, -np.inf, np.nan, 6e-8, -1.5, 65504]
    return x


def run16(line, *sources):
    w = Wavefront()
    for i, s in enumerate(sources):
        w.v[1 + i] = (RNG.integers(0, 2**16, 64).astype(np.uint32) << 16) | \
            np.asarray(s).view(np.uint16).astype(np.uint32)
    w.run(assemble(line + "\ns_endpgm\n"))
    return w


def out16(w, reg=0):
    assert not (w.v[reg] >> 16).any()    # (the high half zeroed)
    return (w.v[reg] & 0xFFFF).astype(np.uint16).view(np.float16)


def same16(got, want):
    g, e = got.astype(np.float16), want.astype(np.float16)
    ok = (g.view(np.uint16) == e.view(np.uint16)) | (np.isnan(g) & np.isnan(e))
    assert ok.all(), [(i, g[i], e[i]) for i in np.flatnonzero(~ok)[:4]]


UNARY16 = {
    "v_ceil_f16": np.ceil, "v_trunc_f16": np.trunc,
    "v_rcp_f16": lambda x: 1.0 / x.astype(np.float64), "v_sqrt_f16": lambda x: np.sqrt(
        x.astype(np.float64)), "v_rsq_f16": lambda x: 1.0 / np.sqrt(x.astype(np.float64)),
    "v_log_f16": lambda x: np.log2(x.astype(np.float64)),
    "v_exp_f16": lambda x: np.exp2(x.astype(np.float64)),
    "v_frexp_mant_f16": lambda x: np.where(np.isfinite(x), np.frexp(x)[0], x),
}


@pytest.mark.parametrize("name", sorted(UNARY16))
def test_f16_unary(name):
    x = halves()
    with np.errstate(all="ignore"):
        same16(out16(run16(f"{name} v0, v1", x)), UNARY16[name](x))


def test_f16_sin_cos_frexp_exp_and_conversions():
    x = (RNG.uniform(-3, 3, 64)).astype(np.float16)
    x[:4] = [0.0, 0.25, 0.5, -0.75]
    w = run16("v_sin_f16 v0, v1\nv_cos_f16 v3, v1\nv_frexp_exp_i16_f16 v4, v1\n"
              "v_cvt_norm_u16_f16 v5, v1", x)
    turns = x.astype(np.float64)
    assert np.allclose(out16(w, 0).astype(np.float64), np.sin(2 * np.pi * turns), atol=2e-3)
    assert np.allclose(out16(w, 3).astype(np.float64), np.cos(2 * np.pi * turns), atol=2e-3)
    assert list(out16(w, 0)[:4]) == [0.0, 1.0, 0.0, 1.0]     # (exact at quarter turns)
    assert list(w.v[4] & 0xFFFF) == [np.frexp(v)[1] & 0xFFFF for v in x]
    want = np.rint(np.clip(x.astype(np.float64), 0, 1) * 65535)
    assert list(w.v[5]) == list(want.astype(np.int64))
    u = RNG.integers(0, 65536, 64).astype(np.uint16)
    w = run16("v_cvt_f16_u16 v0, v1", u)
    same16(out16(w), u.astype(np.float16))


def test_f16_binary_three_and_legacy_forms():
    a, b, c = halves(), halves(), halves()
    e = (RNG.integers(-20, 20, 64)).astype(np.int16)
    w = run16("v_max_f16 v0, v1, v2\nv_min_f16 v4, v1, v2\nv_max3_f16 v5, v1, v2, v3\n"
              "v_min3_f16 v6, v1, v2, v3\nv_med3_f16 v7, v1, v2, v3\n"
              "v_fma_legacy_f16 v8, v1, v2, v3\nv_mad_legacy_f16 v9, v1, v2, v3", a, b, c)
    fa, fb, fc = (x.astype(np.float64) for x in (a, b, c))

    def mx(x, y):
        return np.where(np.isnan(x), y, np.where(np.isnan(y), x, np.maximum(x, y)))

    def mn(x, y):
        return np.where(np.isnan(x), y, np.where(np.isnan(y), x, np.minimum(x, y)))
    ok = ~(np.isnan(fa) | np.isnan(fb) | np.isnan(fc)) & (fa != 0) & (fb != 0) & (fc != 0)
    for reg, want in ((0, mx(fa, fb)), (4, mn(fa, fb)), (5, mx(mx(fa, fb), fc)),
                      (6, mn(mn(fa, fb), fc)),
                      (7, np.median(np.stack([fa, fb, fc]), axis=0))):
        assert np.array_equal(out16(w, reg)[ok].astype(np.float64), want[ok]), reg
    with np.errstate(all="ignore"):
        fused = (fa * fb + fc)           # (exact in binary64 for halves, then one rounding)
        same16(out16(w, 8)[ok], fused.astype(np.float16)[ok])
        unfused = (a * b).astype(np.float16) + c
        same16(out16(w, 9)[ok], unfused[ok])
    w = run16("v_ldexp_f16 v0, v1, v2", a, e)
    with np.errstate(all="ignore"):
        same16(out16(w), np.ldexp(a.astype(np.float64), e).astype(np.float16))


def test_f16_div_fixup_cases():
    q = np.array([1.5, 7.0, 7.0, 7.0, 7.0], np.float16)
    d = np.array([-2.0, 0.0, np.inf, 0.0, 2.0], np.float16)
    n = np.array([3.0, 3.0, 3.0, 0.0, np.inf], np.float16)
    pad = lambda x: np.concatenate([x, np.ones(64 - len(x), np.float16)])   # noqa: E731
    for name in ("v_div_fixup_f16", "v_div_fixup_legacy_f16"):
        got = out16(run16(f"{name} v0, v1, v2, v3", pad(q), pad(d), pad(n)))[:5]
        assert got[0] == -1.5 and got[1] == np.inf and got[2] == 0
        assert np.isnan(got[3]) and got[4] == np.inf


def test_16_bit_integer_multiply_add_and_min_max_three():
    a, b, c = (RNG.integers(0, 65536, 64).astype(np.uint16) for _ in range(3))
    w = run16("v_mad_u16 v0, v1, v2, v3\nv_mad_i16 v4, v1, v2, v3\n"
              "v_mad_legacy_u16 v5, v1, v2, v3\nv_mad_legacy_i16 v6, v1, v2, v3\n"
              "v_max3_i16 v7, v1, v2, v3\nv_min3_i16 v8, v1, v2, v3\n"
              "v_min3_u16 v9, v1, v2, v3\nv_med3_u16 v10, v1, v2, v3", a, b, c)
    ia, ib, ic = (x.view(np.int16).astype(np.int64) for x in (a, b, c))
    ua, ub, uc = (x.astype(np.int64) for x in (a, b, c))
    for reg in (0, 4, 5, 6):
        assert list(w.v[reg]) == list((ua * ub + uc) & 0xFFFF)
    assert list(w.v[7]) == list(np.maximum(np.maximum(ia, ib), ic) & 0xFFFF)
    assert list(w.v[8]) == list(np.minimum(np.minimum(ia, ib), ic) & 0xFFFF)
    assert list(w.v[9]) == list(np.minimum(np.minimum(ua, ub), uc))
    assert list(w.v[10]) == list(np.median(np.stack([ua, ub, uc]), axis=0).astype(np.int64))


# -- f32 / f64 ---------------------------------------------------------------------------
def test_f32_byte_conversions_rcp_iflag_and_revolutions():
    w = Wavefront()
    x = RNG.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    f = (RNG.standard_normal(64) * 10).astype(np.float32)
    f[:4] = [0.25, 0.5, -0.75, 1e-40]
    w.v[1], w.v[2] = x, f.view(np.uint32)
    w.run(assemble("v_cvt_f32_ubyte0 v3, v1\nv_cvt_f32_ubyte1 v4, v1\nv_cvt_f32_ubyte2 v5, v1\n"
                   "v_cvt_f32_ubyte3 v6, v1\nv_rcp_iflag_f32 v7, v2\nv_sin_f32 v8, v2\n"
                   "v_cos_f32 v9, v2\ns_endpgm\n"))
    for i, reg in enumerate((3, 4, 5, 6)):
        assert np.array_equal(w.v[reg].view(np.float32), ((x >> (8 * i)) & 0xFF)
                              .astype(np.float32))
    with np.errstate(all="ignore"):
        rcp = (1.0 / f[4:].astype(np.float64)).astype(np.float32)
    assert np.array_equal(w.v[7].view(np.float32)[4:], rcp)
    turns = f.astype(np.float64) - np.floor(f.astype(np.float64))
    assert np.allclose(w.v[8].view(np.float32), np.sin(2 * np.pi * turns), atol=1e-6)
    assert np.allclose(w.v[9].view(np.float32), np.cos(2 * np.pi * turns), atol=1e-6)
    assert list(w.v[8].view(np.float32)[:3]) == [1.0, 0.0, 1.0]   # (quarter turns: exact)


def test_f64_reciprocals_square_roots_and_fixup():
    x = np.abs(RNG.standard_normal(64)) * 10.0 ** RNG.integers(-300, 300, 64)
    x[:3] = [4.0, 2.0 ** -1070, np.inf]
    w = Wavefront()
    w.write("v[2:3]", x.view(np.uint64))
    w.run(assemble("v_rcp_f64 v[4:5], v[2:3]\nv_sqrt_f64 v[6:7], v[2:3]\n"
                   "v_rsq_f64 v[8:9], v[2:3]\ns_endpgm\n"))
    read = lambda r: w.read(f"v[{r}:{r + 1}]", np.uint64).view(np.float64)[0]  # noqa: E731
    with np.errstate(all="ignore"):
        assert np.array_equal(read(4), 1.0 / x)
        assert np.array_equal(read(6), np.sqrt(x))
        assert np.allclose(read(8), 1.0 / np.sqrt(x), rtol=3e-16, atol=0)
    q = np.array([1.5, 7.0, 7.0, 7.0] + [1.0] * 60)
    d = np.array([-2.0, 0.0, 2.0 ** 1000, np.inf] + [1.0] * 60)
    n = np.array([3.0, 3.0, 2.0 ** -100, 3.0] + [1.0] * 60)
    w = Wavefront()
    for r, v in ((2, q), (4, d), (6, n)):
        w.write(f"v[{r}:{r + 1}]", v.view(np.uint64))
    w.run(assemble("v_div_fixup_f64 v[0:1], v[2:3], v[4:5], v[6:7]\ns_endpgm\n"))
    got = w.read("v[0:1]", np.uint64).view(np.float64)[0][:4]
    assert list(got) == [-1.5, math.inf, 0.0, 0.0]       # (n/d below half a denormal: 0)


# -- the remaining conversions and dot products ------------------------------------------
def test_pk_f32_bf8_pknorm_f16_fmamk_fmaak_and_accumulating_dots():
    w = Wavefront()
    raw = np.array([0x3C, 0xBC, 0x40, 0x01], np.uint8)     # four E5M2FNUZ bytes
    w.v[1] = raw.view(np.uint32)[0]
    h = np.array([0.5, -0.25] * 32, np.float16).view(np.uint16).astype(np.uint32)
    w.v[2], w.v[3] = h, h[::-1].copy()
    f = (RNG.standard_normal(64)).astype(np.float32)
    w.v[4], w.v[5] = f.view(np.uint32), f[::-1].copy().view(np.uint32)
    a = RNG.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    b = RNG.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    w.v[6], w.v[7], w.v[8], w.v[9] = a, b, a ^ b, b
    w.run(assemble("v_cvt_pk_f32_bf8_sdwa v[10:11], v1 src0_sel:WORD_1\n"
                   "v_cvt_pknorm_i16_f16 v12, v2, v3\nv_cvt_pknorm_u16_f16 v13, v2, v3\n"
                   "v_fmamk_f32 v14, v4, 0x40400000, v5\nv_fmaak_f32 v15, v4, v5, 0x40400000\n"
                   "v_dot8c_i32_i4 v8, v6, v7\nv_dot2c_i32_i16 v9, v6, v7\ns_endpgm\n"))
    want = raw[2:].view(ml_dtypes.float8_e5m2fnuz).astype(np.float32)
    assert [w.v[10].view(np.float32)[0], w.v[11].view(np.float32)[0]] == list(want)
    lo, hi = int(w.v[12][0]) & 0xFFFF, int(w.v[12][0]) >> 16
    assert (lo, hi) == (round(0.5 * 32767), (-round(0.25 * 32767)) & 0xFFFF)
    assert int(w.v[13][0]) & 0xFFFF == round(0.5 * 65535) and int(w.v[13][0]) >> 16 == 0
    exact = lambda p, q, r: (np.float64(p) * q + r).astype(np.float32)   # noqa: E731
    assert np.array_equal(w.v[14].view(np.float32), exact(f, 3.0, f[::-1]))
    assert np.array_equal(w.v[15].view(np.float32), exact(f, f[::-1], 3.0))
    for lane in range(64):
        x, y, d = int(a[lane]), int(b[lane]), int(a[lane] ^ b[lane])
        nib = lambda v, i: signed((v >> 4 * i) & 0xF, 4)   # noqa: E731
        half = lambda v, i: signed((v >> 16 * i) & 0xFFFF, 16)   # noqa: E731
        assert int(w.v[8][lane]) == (signed(d) + sum(nib(x, i) * nib(y, i) for i in range(8))) & M32
        assert int(w.v[9][lane]) == (signed(y) + sum(half(x, i) * half(y, i)
                                                    for i in range(2))) & M32


def test_clamp_and_output_multiplier_on_float_arithmetic():
    f = (RNG.standard_normal(64) * 2).astype(np.float32)
    f[:5] = [np.nan, -0.0, 0.3, 0.75, 3.0]
    g = np.full(64, 1.0, np.float32)
    w = Wavefront()
    w.v[1], w.v[2] = f.view(np.uint32), g.view(np.uint32)
    w.write("v[4:5]", f.astype(np.float64).view(np.uint64))
    w.run(assemble("v_mul_f32_e64 v3, v1, v2 clamp\nv_mul_f32_e64 v6, v1, v2 mul:4\n"
                   "v_mul_f32_e64 v7, v1, v2 clamp div:2\n"
                   "v_add_f64 v[8:9], v[4:5], 0 clamp\ns_endpgm\n"))
    clamped = np.where(np.isnan(f), 0, np.clip(f, 0, 1)).astype(np.float32)
    assert np.array_equal(w.v[3].view(np.float32), clamped)
    assert np.array_equal(w.v[6].view(np.float32)[1:], (f * 4)[1:])
    half = np.where(np.isnan(f), 0, np.clip(f / 2, 0, 1)).astype(np.float32)
    assert np.array_equal(w.v[7].view(np.float32), half)
    assert np.signbit(w.v[3].view(np.float32)[1]) == 0           # (−0 clamps to +0)
    got = w.read("v[8:9]", np.uint64).view(np.float64)[0]
    assert np.array_equal(got, clamped.astype(np.float64))


def _unit(x):
    """A float array clamped as the output modifier clamps: NaN to 0, [0, 1], -0 to +0."""
    return np.where(np.isnan(x), 0, np.clip(x, 0, 1)).astype(x.dtype) + x.dtype.type(0)


@pytest.mark.parametrize("line, source, convert", [
    # (a conversion's modifiers act on its destination type: the f32 the integer became)
    ("v_cvt_f32_i32_e64 v3, v1 {}", "i32", lambda x: x.astype(np.float32)),
    ("v_cvt_f32_u32_sdwa v3, v1 {} dst_sel:DWORD src0_sel:DWORD", "u32",
     lambda x: x.astype(np.float32)),
    ("v_cvt_f32_ubyte1_e64 v3, v1 {}", "u32",
     lambda x: ((x >> 8) & 0xFF).astype(np.float32)),
    ("v_cvt_f16_f32_e64 v3, v1 {}", "f32", lambda x: x.astype(np.float16)),
    ("v_cvt_f32_f16_e64 v3, v1 {}", "f16", lambda x: x.astype(np.float32)),
    ("v_cvt_f64_i32_e64 v[4:5], v1 {}", "i32", lambda x: x.astype(np.float64)),
    ("v_ldexp_f32 v3, v1, 2 {}", "f32", lambda x: (x * np.float32(4)).astype(np.float32)),
])
@pytest.mark.parametrize("modifier", ["clamp", "mul:2", "div:2", "clamp mul:4"])
def test_output_modifiers_on_a_conversions_float_result(line, source, convert, modifier):
    """clamp and omod where llvm-mc takes them beyond same-type float arithmetic: on the
    float the instruction writes (its destination type), scaled then clamped."""
    rng = np.random.default_rng(7)
    if source in ("i32", "u32"):
        raw = rng.integers(-3, 4, 64).astype(np.int32) if source == "i32" else \
            rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
        raw[:3] = [0, 1, 2] if source == "u32" else [-1, 0, 1]
        value, bits = raw, raw.view(np.uint32)
    else:
        value = (rng.standard_normal(64) * 1.5).astype(np.float32)
        value[:3] = [np.nan, -0.0, 0.25]
        if source == "f16":
            value = value.astype(np.float16)
        bits = value.view(np.uint16).astype(np.uint32) if source == "f16" else \
            value.view(np.uint32)
    w = Wavefront()
    w.v[1] = bits
    w.v[3] = 0xDEAD0000
    w.run(assemble(line.format(modifier) + "\ns_endpgm\n"))
    with np.errstate(all="ignore"):
        want = convert(value.view(np.int32) if source == "i32" else value)
        for part in modifier.split():
            if part != "clamp":
                factor = {"mul:2": 2, "mul:4": 4, "div:2": 0.5}[part]
                want = (want * want.dtype.type(factor)).astype(want.dtype)
        if "clamp" in modifier:
            want = _unit(want)
    if want.dtype == np.float64:
        got = w.read("v[4:5]", np.uint64).view(np.float64).reshape(-1)
    elif want.dtype == np.float16:
        got = (w.v[3] & 0xFFFF).astype(np.uint16).view(np.float16)
    else:
        got = w.v[3].view(np.float32)
    np.testing.assert_array_equal(got, want)
    assert not np.signbit(got[np.isfinite(got) & (got == 0)]).any() or "clamp" not in modifier


def test_clamp_leaves_an_integer_result_and_omod_on_one_stops_the_run():
    """A compare's mask, a saturating conversion, a bitwise SDWA op: clamp (which llvm-mc
    takes) changes nothing; omod on an integer result stops the run, naming it."""
    from emulator.execution.runner import RunError
    f = np.array([1e10, -5.5, np.nan, 3.7] * 16, np.float32)
    w = Wavefront()
    w.v[1], w.v[2] = f.view(np.uint32), np.arange(64, dtype=np.uint32)
    w.run(assemble("v_cvt_u32_f32_e64 v3, v1 clamp\nv_cvt_u32_f32_e64 v4, v1\n"
                   "v_cmp_lt_f32_e64 s[4:5], v1, v2 clamp\nv_cmp_lt_f32_e64 s[6:7], v1, v2\n"
                   "v_and_b32 v5, v1, v2 clamp\nv_and_b32 v6, v1, v2\ns_endpgm\n"))
    assert np.array_equal(w.v[3], w.v[4]) and np.array_equal(w.v[5], w.v[6])
    assert w.s[4] == w.s[6] and w.s[5] == w.s[7]
    with pytest.raises(RunError, match="mul/div on an integer result is not modelled"):
        w.run(assemble("v_cvt_i32_f32_e64 v3, v1 mul:2\ns_endpgm\n"))
    with pytest.raises(RunError, match="clamp on an integer result is not modelled"):
        w.run(assemble("v_mad_u64_u32 v[4:5], s[0:1], v1, v2, v[4:5] clamp\ns_endpgm\n"))


def _pi_decimal(digits: int):
    """π to ``digits`` digits (the decimal module's documented series)."""
    from decimal import Decimal, getcontext
    getcontext().prec = digits + 5
    three = Decimal(3)
    lasts, t, s, n, na, d, da = 0, three, 3, 1, 0, 0, 24
    while s != lasts:
        lasts = s
        n, na = n + na, na + 8
        d, da = d + da, da + 32
        t = (t * n) / d
        s += t
    return +s


def test_trig_preop_segments_rebuild_two_over_pi():
    from decimal import Decimal
    from fractions import Fraction
    w = Wavefront()
    w.write("v[2:3]", np.full(64, 1.0).view(np.uint64))
    w.v[4] = (np.arange(64) % 22).astype(np.uint32)
    w.write("v[6:7]", np.full(64, 2.0 ** 1000).view(np.uint64))   # (a large argument)
    w.run(assemble("v_trig_preop_f64 v[0:1], v[2:3], v4\nv_trig_preop_f64 v[8:9], v[6:7], 0\n"
                   "s_endpgm\n"))
    # (20 · 53 = 1060 bits: deeper segments of a small argument fall below binary64's range)
    segments = w.read("v[0:1]", np.uint64).view(np.float64)[0][:20]
    total = sum(Fraction(float(s)) for s in segments)
    two_over_pi = Fraction(Decimal(2) / _pi_decimal(400))
    assert abs(total - two_over_pi) < Fraction(1, 2 ** 1059)
    assert all(Fraction(float(s)).denominator <= 2 ** (53 * (i + 1)) for i, s in
               enumerate(segments))
    # exponent 2023 > 1077: the first segment starts 946 bits further down
    big = Fraction(float(w.read("v[8:9]", np.uint64).view(np.float64)[0][0]))
    bits = int(two_over_pi * 2 ** (946 + 53))
    assert big == Fraction(bits % 2 ** 53, 2 ** (946 + 53)) * 2 ** 128
