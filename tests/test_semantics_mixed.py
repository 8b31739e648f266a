"""Mixed-precision arithmetic (ops/mixed.py), lane swizzles (ops/swizzle.py) and the last
odds and ends of the instruction set, against per-lane references written from the ISA's
pseudocode in exact arithmetic (fractions) or from the manual's tables and examples."""

from __future__ import annotations

import math
import struct
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from emulator import Wavefront
from isa import IsaError
from isa.assembler import assemble

from .helpers import round_exact


def f32(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def bits32(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f16(bits: int) -> float:
    return float(np.uint16(bits).view(np.float16))


def bits16(x: float) -> int:
    return int(np.float16(x).view(np.uint16))


def run(text: str, **regs) -> Wavefront:
    w = Wavefront()
    for name, value in regs.items():
        getattr(w, name[0])[int(name[1:])] = value
    w.run(assemble(text + "\ns_endpgm\n"))
    return w


def half_words(rng, count=64):
    """Random dwords of two f16 halves (finite, some denormal, some zero)."""
    h = (rng.standard_normal((count, 2)) * rng.choice([1e-6, 1e-3, 1, 100], (count, 2)))
    h = h.astype(np.float16)
    h[0] = [0.0, -0.0]
    return h.view(np.uint16).astype(np.uint32)[:, 0] | (
        h.view(np.uint16).astype(np.uint32)[:, 1] << 16)


# -- v_fma_mix_f32 / mixlo / mixhi: one rounding of the exact a·b + c ----------------------
def mix_value(bits: int, f16_select: int, high: int, negate: int, magnitude: int) -> float:
    if f16_select:
        x = f16((bits >> 16) & 0xFFFF if high else bits & 0xFFFF)
    else:
        x = f32(bits)
    x = abs(x) if magnitude else x
    return -x if negate else x


def mix_source(*args) -> Fraction:
    return Fraction(mix_value(*args))


def zero_sign(a: float, b: float, c: float) -> bool:
    """Whether an exact zero a·b + c is −0 (IEEE, nearest): only a −0 product plus −0."""
    product_negative = math.copysign(1, a) * math.copysign(1, b) < 0
    return (a == 0 or b == 0) and product_negative and c == 0 and math.copysign(1, c) < 0


MIX_CASES = [("", (0, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0)),
             ("op_sel_hi:[1,1,1]", (0, 0, 0), (1, 1, 1), (0, 0, 0), (0, 0, 0)),
             ("op_sel:[1,0,1] op_sel_hi:[1,1,0]", (1, 0, 1), (1, 1, 0), (0, 0, 0), (0, 0, 0)),
             ("op_sel:[0,1,0] op_sel_hi:[0,1,1]", (0, 1, 0), (0, 1, 1), (1, 0, 1),
              (0, 1, 1))]   # (neg and abs written as -x, |x|: llvm-mc takes no neg_lo here)


@pytest.mark.parametrize("name", ["v_fma_mix_f32", "v_fma_mixlo_f16", "v_fma_mixhi_f16"])
@pytest.mark.parametrize("mods, sel, hi, neg, mag", MIX_CASES)
def test_fma_mix_rounds_the_exact_fma_once(name, mods, sel, hi, neg, mag):
    rng = np.random.default_rng(len(mods) + len(name))
    srcs = [half_words(rng) for _ in range(3)]
    for s, sel_hi in zip(srcs, hi):   # (f32 sources where op_sel_hi is 0)
        if not sel_hi:
            s[:] = (rng.standard_normal(64) * 30).astype(np.float32).view(np.uint32)
    old = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    operands = ", ".join(("-" if neg[i] else "") + (f"|v{i + 1}|" if mag[i] else f"v{i + 1}")
                         for i in range(3))
    w = run(f"{name} v0, {operands} {mods}", v0=old, v1=srcs[0], v2=srcs[1], v3=srcs[2])
    for lane in range(64):
        values = [mix_value(int(s[lane]), hi[i], sel[i], neg[i], mag[i])
                  for i, s in enumerate(srcs)]
        a, b, c = map(Fraction, values)
        exact = a * b + c
        negative_zero = exact == 0 and zero_sign(*values)
        got = int(w.v[0][lane])
        if name == "v_fma_mix_f32":
            want32 = 0x80000000 if negative_zero else bits32(round_exact(exact, 24, -126, 127))
            assert got == want32, lane
            continue
        want = 0x8000 if negative_zero else bits16(round_exact(exact, 11, -14, 15))
        keep = int(old[lane])
        want = (keep & 0xFFFF0000) | want if name.endswith("lo_f16") else \
            (keep & 0xFFFF) | want << 16
        assert got == want, lane


def test_fma_mix_source_modifiers_and_clamp():
    """``-x`` is neg_lo and ``|x|`` neg_hi (llvm-mc's encoding); clamp to [0, 1]."""
    a = np.full(64, bits32(-3.0), np.uint32)
    b = np.full(64, bits32(0.5), np.uint32)
    c = np.full(64, bits32(0.25), np.uint32)
    w = run("v_fma_mix_f32 v0, |v1|, -v2, v3\nv_fma_mix_f32 v4, v1, v2, v3 clamp\n"
            "v_fma_mix_f32 v5, -v1, v2, v3 clamp", v1=a, v2=b, v3=c)
    assert f32(int(w.v[0][0])) == 3.0 * -0.5 + 0.25
    assert f32(int(w.v[4][0])) == 0.0 and f32(int(w.v[5][0])) == 1.0


_F16_CONSTANTS = {"0.5": 0x3800, "-1.0": 0xBC00, "2.0": 0x4000, "4.0": 0x4400,
                  "0.15915494": 0x3118, "1": 0x0001, "-1": 0xFFFF, "64": 0x0040}
_F32_CONSTANTS = {"0.5": 0x3F000000, "-1.0": 0xBF800000, "2.0": 0x40000000,
                  "4.0": 0x40800000, "0.15915494": 0x3E22F983, "1": 1, "-1": 0xFFFFFFFF,
                  "64": 64}


@pytest.mark.parametrize("text", list(_F16_CONSTANTS))
@pytest.mark.parametrize("position", [0, 1, 2])
@pytest.mark.parametrize("half, f16_source", [(0, 1), (1, 1), (0, 0)])
def test_fma_mix_constants_are_f16_values_in_f16_sources(text, position, half, f16_source):
    """An inline constant read as an f16 source (op_sel_hi 1) is its f16 value in the low
    half and zero in the high half (op_sel 1 reads +0.0); read as an f32 source it is the
    f32 constant (llvm-project #183487: LLVM folds ``0x3c00`` to ``1.0`` here and emits
    ``v_fma_mix_f32 v3, v6, 1.0, v3 op_sel_hi:[1,1,0]`` for every f16 sum). Hand-computed
    from the constant's bits, in each source position, for the three forms."""
    regs = [0x3E00, 0x4200, 0x3C00]   # f16 1.5, 3.0, 1.0 in the low halves (f16 sources)
    regs32 = [bits32(1.5), bits32(3.0), bits32(1.0)]
    flags = [1, 1, 1] if f16_source else [0, 0, 0]
    sel = [0, 0, 0]
    sel[position] = half
    operands = [f"v{i + 1}" for i in range(3)]
    operands[position] = text
    mods = f"op_sel:[{','.join(map(str, sel))}] op_sel_hi:[{','.join(map(str, flags))}]"
    values = []
    for i in range(3):
        if i == position:
            if f16_source:
                values.append(0.0 if half else f16(_F16_CONSTANTS[text]))
            else:
                values.append(f32(_F32_CONSTANTS[text]))
        else:
            values.append(f16(regs[i]) if f16_source else f32(regs32[i]))
    sources = {f"v{i + 1}": np.full(64, regs[i] if f16_source else regs32[i], np.uint32)
               for i in range(3)}
    w = run(f"v_fma_mix_f32 v0, {', '.join(operands)} {mods}\n"
            f"v_fma_mixlo_f16 v4, {', '.join(operands)} {mods}\n"
            f"v_fma_mixhi_f16 v5, {', '.join(operands)} {mods}", v4=np.full(64, 0xAAAA5555,
                                                                          np.uint32),
            v5=np.full(64, 0xAAAA5555, np.uint32), **sources)
    if any(math.isnan(v) for v in values):   # (-1's bits: an f16 or f32 NaN)
        assert math.isnan(f32(int(w.v[0][0])))
        assert math.isnan(f16(int(w.v[4][0]) & 0xFFFF)) and math.isnan(f16(int(w.v[5][0]) >> 16))
        return
    want = Fraction(values[0]) * Fraction(values[1]) + Fraction(values[2])
    assert int(w.v[0][0]) == bits32(round_exact(want, 24, -126, 127))
    h = int(np.float16(round_exact(want, 11, -14, 15)).view(np.uint16))
    assert int(w.v[4][0]) == 0xAAAA0000 | h and int(w.v[5][0]) == (h << 16) | 0x5555


def test_fma_mix_sums_f16_values_as_llvm_emits_it():
    """Triton's layer-norm sum: ``v_fma_mix_f32 v3, v6, 1.0, v3 op_sel_hi:[1,1,0]`` adds the
    f16 in v6's low half to the f32 in v3 (it wrote Mean = 0 when 1.0 read as 0x0000)."""
    x = np.array([1.5, -2.25, 1000.0, 2.0 ** -20], np.float16)
    v6 = np.resize(x.view(np.uint16).astype(np.uint32) | 0xDEAD0000, 64)
    w = run("v_fma_mix_f32 v3, v6, 1.0, v3 op_sel_hi:[1,1,0]", v6=v6,
            v3=np.full(64, bits32(0.5), np.uint32))
    assert [f32(int(v)) for v in w.v[3][:4]] == [float(t) + 0.5 for t in x]


# -- v_dot2_f32_f16 / v_dot2c_f32_f16: two f32 roundings in the pseudocode's order ----------
def dot2_reference(a, b, c, neg_lo=(0, 0, 0), neg_hi=(0, 0, 0)):
    def halves(x, i):
        lo, hi = f16(x & 0xFFFF), f16(x >> 16)
        return (-lo if neg_lo[i] else lo), (-hi if neg_hi[i] else hi)
    (a0, a1), (b0, b1) = halves(a, 0), halves(b, 1)
    t = Fraction(-f32(c) if neg_lo[2] else f32(c))
    t = Fraction(round_exact(t + Fraction(a0) * Fraction(b0), 24, -126, 127))
    return bits32(round_exact(t + Fraction(a1) * Fraction(b1), 24, -126, 127))


@pytest.mark.parametrize("mods, neg_lo, neg_hi", [
    ("", (0, 0, 0), (0, 0, 0)), ("neg_lo:[1,0,1] neg_hi:[0,1,0]", (1, 0, 1), (0, 1, 0))])
def test_dot2_f32_f16(mods, neg_lo, neg_hi):
    rng = np.random.default_rng(3 + len(mods))
    a, b = half_words(rng), half_words(rng)
    c = (rng.standard_normal(64) * 10).astype(np.float32).view(np.uint32)
    w = run(f"v_dot2_f32_f16 v0, v1, v2, v3 {mods}\nv_dot2c_f32_f16 v3, v1, v2",
            v1=a, v2=b, v3=c)
    for lane in range(64):
        x, y, z = int(a[lane]), int(b[lane]), int(c[lane])
        assert int(w.v[0][lane]) == dot2_reference(x, y, z, neg_lo, neg_hi), lane
        assert int(w.v[3][lane]) == dot2_reference(x, y, z), lane


def test_dot2_rounds_after_each_product():
    """1 + 2^-11·2^-13 (rounded away) + 2^-24·1·... : the pseudocode's two roundings differ
    from one rounding of the exact sum."""
    a = bits16(2.0 ** -11) | bits16(2.0 ** -12) << 16
    b = bits16(2.0 ** -13) | bits16(2.0 ** -12) << 16
    w = run("v_dot2_f32_f16 v0, v1, v2, v3", v1=np.full(64, a, np.uint32),
            v2=np.full(64, b, np.uint32), v3=np.full(64, bits32(1.0), np.uint32))
    # 1 + 2^-24 rounds to 1 (a tie, to even); then 1 + 2^-24 again rounds to 1; the exact
    # sum 1 + 2^-23 would be representable
    assert f32(int(w.v[0][0])) == 1.0


# -- stochastic rounding to fp8 / bf8 ------------------------------------------------------
def sr_reference(x: int, seed: int, name: str) -> int:
    if (x >> 23) & 0xFF == 0xFF:
        bumped = x
    else:
        drop = 12 if "fp8" in name else 11
        bumped = (x & ~0x7FFFFF) | ((x + (seed >> drop)) & 0x7FFFFF)
    dtype = ml_dtypes.float8_e4m3fnuz if "fp8" in name else ml_dtypes.float8_e5m2fnuz
    return int(np.array([f32(bumped)], np.float32).astype(dtype).view(np.uint8)[0])


@pytest.mark.parametrize("name", ["v_cvt_sr_fp8_f32", "v_cvt_sr_bf8_f32"])
@pytest.mark.parametrize("byte", range(4))
def test_cvt_sr_adds_the_seed_and_writes_one_byte(name, byte):
    rng = np.random.default_rng(byte + len(name))
    x = (rng.standard_normal(64) * 20).astype(np.float32).view(np.uint32)
    x[:3] = [0x7FC00000, 0, 0x80000000]
    seed = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    old = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    sel = f"op_sel:[0,0,{byte & 1},{byte >> 1}]"
    w = run(f"{name} v0, v1, v2 {sel}", v0=old, v1=x, v2=seed)
    for lane in range(64):
        want = sr_reference(int(x[lane]), int(seed[lane]), name)
        keep = int(old[lane]) & ~(0xFF << (8 * byte)) & 0xFFFFFFFF
        assert int(w.v[0][lane]) == keep | want << (8 * byte), lane


def test_cvt_sr_seed_moves_the_rounding():
    """1 + 2^-4 lies halfway between fp8 neighbours 1 and 1.125: a zero seed rounds it to
    even (1.0); a seed that adds 2^-4 in the mantissa lifts it to 1.125."""
    x = np.full(64, bits32(1.0 + 2 ** -4), np.uint32)
    seeds = np.array([0, (1 << 19) << 12] * 32, np.uint32)
    w = run("v_cvt_sr_fp8_f32 v0, v1, v2", v0=np.zeros(64, np.uint32), v1=x, v2=seeds)
    got = w.v[0].astype(np.uint8).view(ml_dtypes.float8_e4m3fnuz).astype(np.float32)
    assert list(got[:2]) == [1.0, 1.125]


# -- conversions and lookups -----------------------------------------------------------------
def test_cvt_pkaccum_u8_f32_accumulates_bytes():
    values = np.array([3.5, 255.7, -4.0, np.nan] * 16, np.float32).view(np.uint32)
    selects = np.tile(np.arange(4, dtype=np.uint32), 16)
    w = run("v_cvt_pkaccum_u8_f32 v0, v1, v2", v0=np.full(64, 0x11223344, np.uint32),
            v1=values, v2=selects)
    want = [0x11223304, 0x1122FF44, 0x11003344, 0x00223344]
    assert [hex(x) for x in w.v[0][:4]] == [hex(x) for x in want]


SCREEN_PARTITION = [   # the manual's table (CDNA1 ISA, V_SCREEN_PARTITION_4SE_B32), first 32
    0x1, 0x3, 0x7, 0xf, 0x5, 0xf, 0xf, 0xf, 0x7, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf,
    0xf, 0x2, 0x6, 0xe, 0xf, 0xa, 0xf, 0xf, 0xf, 0xb, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf]


def test_screen_partition_looks_up_the_table():
    sel = np.arange(64, dtype=np.uint32) | np.uint32(0xABCD00)   # (bits above 7 ignored)
    w = run("v_screen_partition_4se_b32 v0, v1", v1=sel)
    assert list(w.v[0][:32]) == SCREEN_PARTITION
    w = run("v_screen_partition_4se_b32 v0, v1", v1=np.full(64, 255, np.uint32))
    assert w.v[0][0] == 0x1   # (the table's last entry)


def test_legacy_exp_and_log_and_mul_lo_i32():
    x = np.array([3.0, -1.0, 0.5, 8.0] * 16, np.float32).view(np.uint32)
    w = run("v_exp_legacy_f32 v0, v1\nv_log_legacy_f32 v2, v1\nv_mul_lo_i32 v3, v1, v4",
            v1=x, v4=np.full(64, 3, np.uint32))
    assert list(w.v[0][:4].view(np.float32)) == [8.0, 0.5, np.float32(2 ** 0.5), 256.0]
    logs = w.v[2][:4].view(np.float32)
    assert logs[0] == np.float32(math.log2(3)) and np.isnan(logs[1]) and logs[3] == 3.0
    assert list(w.v[3][:4]) == [(int(v) * 3) & 0xFFFFFFFF for v in x[:4]]


# -- relative SGPR moves ----------------------------------------------------------------------
def test_movrels_and_movreld_follow_the_manuals_examples():
    """s_mov_b32 m0, 10; s_movrels_b32 s5, s7 moves s17 to s5; s_movreld_b32 s5, s7 moves s7
    to s15; the b64 forms move pairs."""
    w = Wavefront()
    w.s[:40] = np.arange(100, 140, dtype=np.uint32)
    w.run(assemble("s_mov_b32 m0, 10\ns_movrels_b32 s5, s7\ns_movreld_b32 s30, s8\n"
                   "s_mov_b32 m0, 4\ns_movrels_b64 s[0:1], s[20:21]\n"
                   "s_movreld_b64 s[32:33], s[2:3]\ns_endpgm\n"))
    assert w.s[5] == 117 and w.s[40] == 108
    assert (w.s[0], w.s[1]) == (124, 125) and (w.s[36], w.s[37]) == (102, 103)


def test_movrels_past_the_file_is_an_error_and_writes_nothing():
    w = Wavefront()
    w.s[5] = 7
    with pytest.raises(IsaError, match="past the"):
        w.run(assemble("s_mov_b32 m0, 200\ns_movrels_b32 s5, s7\ns_endpgm\n"))
    assert w.s[5] == 7


def test_endpgm_saved_ends_and_atc_probe_does_nothing():
    w = run("s_mov_b32 s0, 1\ns_atc_probe 7, s[4:5], 0x10\ns_atc_probe_buffer 0, s[4:7], s0\n"
            "s_endpgm_saved\ns_mov_b32 s0, 2")
    assert w.s[0] == 1


# -- ds_swizzle_b32 ----------------------------------------------------------------------------
def swizzle_reference(offset: int, lane: int) -> int:
    """The lane ``lane`` reads, from the manual's description of the two basic modes."""
    if offset & 0x8000:
        return (lane & ~3) | (offset >> (2 * (lane & 3))) & 3
    and_mask, or_mask, xor_mask = offset & 31, (offset >> 5) & 31, (offset >> 10) & 31
    return (lane & 32) | (((lane & and_mask) | or_mask) ^ xor_mask)


@given(st.integers(0, 0xBFFF), st.integers(0, 2**64 - 1))
@settings(max_examples=60, deadline=None)
def test_swizzle_against_the_description(offset, exec_bits):
    data = np.arange(1000, 1064, dtype=np.uint32)
    w = Wavefront()
    w.v[2] = data
    w.v[1] = np.full(64, 7, np.uint32)
    w.exec = exec_bits
    w.run(assemble(f"ds_swizzle_b32 v1, v2 offset:{offset}\ns_endpgm\n"))
    for lane in range(64):
        if not exec_bits >> lane & 1:
            assert w.v[1][lane] == 7
            continue
        source = swizzle_reference(offset, lane)
        want = 1000 + source if exec_bits >> source & 1 else 0
        assert w.v[1][lane] == want, (lane, source)


@pytest.mark.parametrize("macro, offset", [
    ("swizzle(QUAD_PERM,0,1,2,3)", 0x80E4), ("swizzle(QUAD_PERM,3,3,3,3)", 0x80FF),
    ('swizzle(BITMASK_PERM,"01pip")', 0x0907), ('swizzle(BITMASK_PERM,"10pi0")', 0x0A06),
    ("swizzle(BROADCAST,8,3)", 0x0078), ("swizzle(SWAP,16)", 0x401F),
    ("swizzle(REVERSE,32)", 0x7C1F)])
def test_swizzle_macros_encode_as_llvm_mc(macro, offset):
    """Offsets from llvm-mc 19's encodings of the same lines."""
    inst = assemble(f"ds_swizzle_b32 v1, v2 offset:{macro}\ns_endpgm\n").instructions[0]
    assert inst.mods.get("offset", 0) == offset


def test_swizzle_reverse_and_broadcast_move_lanes():
    data = np.arange(64, dtype=np.uint32)
    w = run("ds_swizzle_b32 v1, v0 offset:swizzle(REVERSE,8)\n"
            "ds_swizzle_b32 v3, v0 offset:swizzle(BROADCAST,4,1)", v0=data)
    assert list(w.v[1][:8]) == [7, 6, 5, 4, 3, 2, 1, 0]
    assert list(w.v[3][:8]) == [1, 1, 1, 1, 5, 5, 5, 5]


@pytest.mark.parametrize("line, column, message", [
    ("ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,3)", 43, "power of two"),
    ("ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,0,1,2)", 53, "expected a comma"),
    ("ds_swizzle_b32 v1, v2 offset:swizzle(FFT,5)", 38, "expected a swizzle mode"),
])
def test_swizzle_macro_errors_name_the_column(line, column, message):
    """Columns and messages as llvm-mc 19 reports them."""
    with pytest.raises(IsaError, match=message) as info:
        assemble(line + "\n")
    assert f":1:{column}:" in str(info.value)


def test_rotate_and_fft_swizzles_are_refused_at_run_time():
    w = Wavefront()
    with pytest.raises(IsaError, match="rotate and FFT"):
        w.run(assemble("ds_swizzle_b32 v1, v2 offset:0xc000\ns_endpgm\n"))


def test_v_dot2c_f32_f16_takes_a_dword_literal_as_its_two_halves():
    """llvm-mc encodes 0x3c003c00 for the packed f16 source as one literal dword: (1.0, 1.0)."""
    w = Wavefront()
    w.v[1] = 0x42004000   # (2.0, 3.0)
    w.v[2] = np.float32(1.0).view(np.uint32)
    w.run(assemble("v_dot2c_f32_f16 v2, 0x3c003c00, v1\ns_endpgm\n"))
    assert (w.read("v2", np.float32) == 6.0).all()
