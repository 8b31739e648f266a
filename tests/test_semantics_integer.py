"""The integer and bit instructions against references written here from the ISA's
pseudocode (CDNA3 ISA, chapter 12), one Python int at a time: random values with the edge
cases (0, 1, ±2^31, all ones, single bits) mixed in, every lane of VALU results, SCC of SALU
ones."""

from __future__ import annotations

import numpy as np
import pytest

from emulator import Wavefront
from isa.assembler import assemble

M32, M64 = (1 << 32) - 1, (1 << 64) - 1
EDGES = [0, 1, 2, 0x7FFFFFFF, 0x80000000, 0x80000001, M32, 0xFFFF, 0x10000, 0xFF, 0x100,
         0x00FFFFFF, 0x00800000, 31, 32, 33, 63, 64]


def s32(x):
    return x - (1 << 32) if x >> 31 else x


def s64(x):
    return x - (1 << 64) if x >> 63 else x


def s24(x):
    x &= 0xFFFFFF
    return x - (1 << 24) if x >> 23 else x


def values(rng, n=64, bits=32):
    out = [int(v) for v in rng.integers(0, 1 << bits, n, dtype=np.uint64)]
    for i, e in enumerate(EDGES[: n // 2]):
        out[(i * 7) % n] = e & ((1 << bits) - 1)
    return out


def bitlen(x):
    return x.bit_length()


def clz(x, bits=32):
    return bits - bitlen(x) if x else M32


def first_set(x):
    if x == 0:
        return M32
    i = 0
    while not (x >> i) & 1:
        i += 1
    return i


def sign_run(x, bits=32):
    for i in range(1, bits):
        if (x >> (bits - 1 - i)) & 1 != (x >> (bits - 1)) & 1:
            return i
    return M32


def rev(x, bits):
    return sum(((x >> i) & 1) << (bits - 1 - i) for i in range(bits))


def f32_of(x):
    return float(np.uint32(x).view(np.float32))


def to_int(f, lo, hi):
    if f != f:
        return 0
    if f >= hi:
        return hi
    if f <= lo:
        return lo
    return int(f)   # (toward zero)


def f32_bits(v):
    return int(np.float32(v).view(np.uint32))


def bfe_s(a, off, width):
    field = (s32(a) >> off) & ((1 << width) - 1)
    if 0 < width < 32 and field >> (width - 1) & 1:
        field -= 1 << width
    return field & M32


VALU2 = {
    "v_max_i32": lambda a, b: a if s32(a) > s32(b) else b,
    "v_min_i32": lambda a, b: a if s32(a) < s32(b) else b,
    "v_max_u32": max, "v_min_u32": min,
    "v_subrev_u32": lambda a, b: (b - a) & M32,
    "v_mul_u32_u24": lambda a, b: ((a & 0xFFFFFF) * (b & 0xFFFFFF)) & M32,
    "v_mul_hi_u32_u24": lambda a, b: ((a & 0xFFFFFF) * (b & 0xFFFFFF)) >> 32,
    "v_mul_i32_i24": lambda a, b: (s24(a) * s24(b)) & M32,
    "v_mul_hi_i32_i24": lambda a, b: ((s24(a) * s24(b)) >> 32) & M32,
    "v_mul_hi_u32": lambda a, b: (a * b) >> 32,
    "v_mul_hi_i32": lambda a, b: ((s32(a) * s32(b)) >> 32) & M32,
    "v_add_i32": lambda a, b: (a + b) & M32, "v_sub_i32": lambda a, b: (a - b) & M32,
    "v_bcnt_u32_b32": lambda a, b: (bin(a).count("1") + b) & M32,
}
VALU1 = {
    "v_not_b32": lambda a: ~a & M32,
    "v_bfrev_b32": lambda a: rev(a, 32),
    "v_ffbh_u32": clz,
    "v_ffbl_b32": first_set,
    "v_ffbh_i32": sign_run,
    "v_cvt_f32_u32": lambda a: f32_bits(a),
    "v_cvt_f32_i32": lambda a: f32_bits(s32(a)),
    "v_cvt_u32_f32": lambda a: to_int(f32_of(a), 0, M32),
    "v_cvt_i32_f32": lambda a: to_int(f32_of(a), -(1 << 31), (1 << 31) - 1) & M32,
    **{f"v_cvt_f32_ubyte{n}": (lambda a, n=n: f32_bits((a >> (8 * n)) & 0xFF))
       for n in range(4)},
}
VALU3 = {
    "v_bfe_i32": lambda a, b, c: bfe_s(a, b & 31, c & 31),
    "v_bfi_b32": lambda a, b, c: (a & b) | (~a & c & M32),
    "v_alignbit_b32": lambda a, b, c: ((a << 32 | b) >> (c & 31)) & M32,
    "v_alignbyte_b32": lambda a, b, c: ((a << 32 | b) >> (8 * (c & 3))) & M32,
    "v_max3_u32": lambda a, b, c: max(a, b, c),
    "v_min3_u32": lambda a, b, c: min(a, b, c),
    "v_med3_u32": lambda a, b, c: sorted((a, b, c))[1],
    "v_max3_i32": lambda a, b, c: max((a, b, c), key=s32),
    "v_min3_i32": lambda a, b, c: min((a, b, c), key=s32),
    "v_med3_i32": lambda a, b, c: sorted((a, b, c), key=s32)[1],
    "v_xad_u32": lambda a, b, c: ((a ^ b) + c) & M32,
    "v_and_or_b32": lambda a, b, c: (a & b) | c,
    "v_add_lshl_u32": lambda a, b, c: (((a + b) & M32) << (c & 31)) & M32,
    "v_sad_u32": lambda a, b, c: (abs(a - b) + c) & M32,
    "v_mad_u32_u24": lambda a, b, c: ((a & 0xFFFFFF) * (b & 0xFFFFFF) + c) & M32,
    "v_mad_i32_i24": lambda a, b, c: (s24(a) * s24(b) + c) & M32,
}


def _run_vector(line, regs):
    w = Wavefront()
    for reg, vals in regs.items():
        w.v[reg] = np.array(vals, dtype=np.uint64).astype(np.uint32)
    w.run(assemble(line + "\ns_endpgm\n", "t.s"))
    return w


@pytest.mark.parametrize("name", sorted(VALU1))
def test_vop1(name):
    rng = np.random.default_rng(len(name))
    a = values(rng)
    if name in ("v_cvt_u32_f32", "v_cvt_i32_f32"):   # (floats around the limits)
        a[3:12] = [f32_bits(v) for v in (0.5, -0.5, 1.999, -2.5, 4294967296.0, 3e9, -3e9,
                                         float("inf"), float("nan"))]
    w = _run_vector(f"{name} v0, v1", {1: a})
    assert [int(x) for x in w.v[0]] == [VALU1[name](x) for x in a]


@pytest.mark.parametrize("name", sorted(VALU2))
def test_vop2_and_vop3_binary(name):
    rng = np.random.default_rng(len(name) + 1)
    a, b = values(rng), values(rng)
    w = _run_vector(f"{name} v0, v1, v2", {1: a, 2: b})
    assert [int(x) for x in w.v[0]] == [VALU2[name](x, y) for x, y in zip(a, b)]


@pytest.mark.parametrize("name", sorted(VALU3))
def test_vop3_ternary(name):
    rng = np.random.default_rng(len(name) + 2)
    a, b, c = values(rng), values(rng), values(rng)
    w = _run_vector(f"{name} v0, v1, v2, v3", {1: a, 2: b, 3: c})
    assert [int(x) for x in w.v[0]] == [VALU3[name](x, y, z) for x, y, z in zip(a, b, c)]


@pytest.mark.parametrize("name,fn", [
    ("v_lshlrev_b64", lambda s, x: (x << (s & 63)) & M64),
    ("v_lshrrev_b64", lambda s, x: x >> (s & 63)),
    ("v_ashrrev_i64", lambda s, x: (s64(x) >> (s & 63)) & M64)])
def test_64_bit_shifts(name, fn):
    rng = np.random.default_rng(5)
    shifts = values(rng)
    x = values(rng, bits=64)
    w = Wavefront()
    w.v[2] = np.array(shifts, dtype=np.uint64).astype(np.uint32)
    w.write("v[4:5]", np.array(x, dtype=np.uint64))
    w.run(assemble(f"{name} v[0:1], v2, v[4:5]\ns_endpgm\n"))
    got = [int(v) for v in w.read("v[0:1]", np.uint64)[0]]
    assert got == [fn(s, v) for s, v in zip(shifts, x)]


@pytest.mark.parametrize("name,fn", [
    ("v_subrev_co_u32", lambda a, b, c: ((b - a) & M32, int(a > b))),
    ("v_subb_co_u32", lambda a, b, c: ((a - b - c) & M32, int(b + c > a))),
    ("v_subbrev_co_u32", lambda a, b, c: ((b - a - c) & M32, int(a + c > b)))])
def test_borrows(name, fn):
    rng = np.random.default_rng(6)
    a, b = values(rng), values(rng)
    carry_in = int(rng.integers(0, 1 << 63)) * 2 + 1
    w = _run_vector("s_mov_b64 vcc, s[10:11]\n" + (f"{name} v0, vcc, v1, v2, vcc"
                    if "subb" in name else f"{name} v0, vcc, v1, v2"), {1: a, 2: b})
    w2 = Wavefront()
    w2.v[1], w2.v[2] = w.v[1], w.v[2]
    w2.s[10], w2.s[11] = carry_in & M32, carry_in >> 32
    w2.run(assemble("s_mov_b64 vcc, s[10:11]\n" + (f"{name} v0, vcc, v1, v2, vcc"
                    if "subb" in name else f"{name} v0, vcc, v1, v2") + "\ns_endpgm\n"))
    want = [fn(x, y, (carry_in >> lane) & 1 if "subb" in name else 0)
            for lane, (x, y) in enumerate(zip(a, b))]
    assert [int(v) for v in w2.v[0]] == [d for d, _ in want]
    assert w2.vcc == sum(c << lane for lane, (_, c) in enumerate(want))


SALU2 = {   # name: (value, scc or None)
    "s_xor_b32": lambda a, b: (r := a ^ b, r != 0),
    "s_andn2_b32": lambda a, b: (r := a & ~b & M32, r != 0),
    "s_orn2_b32": lambda a, b: (r := (a | ~b) & M32, r != 0),
    "s_nand_b32": lambda a, b: (r := ~(a & b) & M32, r != 0),
    "s_nor_b32": lambda a, b: (r := ~(a | b) & M32, r != 0),
    "s_xnor_b32": lambda a, b: (r := ~(a ^ b) & M32, r != 0),
    "s_ashr_i32": lambda a, b: (r := (s32(a) >> (b & 31)) & M32, r != 0),
    "s_min_i32": lambda a, b: (a if s32(a) < s32(b) else b, s32(a) < s32(b)),
    "s_min_u32": lambda a, b: (min(a, b), a < b),
    "s_max_i32": lambda a, b: (a if s32(a) >= s32(b) else b, s32(a) >= s32(b)),
    "s_max_u32": lambda a, b: (max(a, b), a >= b),
    "s_bfe_u32": lambda a, b: (r := (a >> (b & 31)) & ((1 << ((b >> 16) & 0x7F)) - 1) & M32,
                               r != 0),
    "s_bfe_i32": lambda a, b: (r := bfe_s(a, b & 31, (b >> 16) & 0x7F), r != 0),
    "s_absdiff_i32": lambda a, b: (r := abs(s32((a - b) & M32)) & M32, r != 0),
    "s_mul_hi_u32": lambda a, b: ((a * b) >> 32, None),
    "s_mul_hi_i32": lambda a, b: (((s32(a) * s32(b)) >> 32) & M32, None),
}
SALU1 = {
    "s_not_b32": lambda a: (r := ~a & M32, r != 0),
    "s_bcnt0_i32_b32": lambda a: (r := 32 - bin(a).count("1"), r != 0),
    "s_bcnt1_i32_b32": lambda a: (r := bin(a).count("1"), r != 0),
    "s_abs_i32": lambda a: (r := abs(s32(a)) & M32, r != 0),
    "s_brev_b32": lambda a: (rev(a, 32), None),
    "s_ff0_i32_b32": lambda a: (first_set(~a & M32), None),
    "s_ff1_i32_b32": lambda a: (first_set(a), None),
    "s_flbit_i32_b32": lambda a: (clz(a), None),
    "s_flbit_i32": lambda a: (sign_run(a), None),
    "s_sext_i32_i8": lambda a: ((((a & 0xFF) ^ 0x80) - 0x80) & M32, None),
    "s_sext_i32_i16": lambda a: ((((a & 0xFFFF) ^ 0x8000) - 0x8000) & M32, None),
}


def _run_scalar(line, sregs, scc=0):
    w = Wavefront()
    for reg, value in sregs.items():
        w.s[reg] = value
    w.scc = scc
    w.run(assemble(line + "\ns_endpgm\n", "t.s"))
    return w


@pytest.mark.parametrize("name", sorted(SALU2))
def test_sop2(name):
    rng = np.random.default_rng(len(name) + 3)
    for a, b in zip(values(rng, 24), values(rng, 24)):
        if "bfe" in name:
            b = (b & 0x7F001F) | (b & 0x200000)
        w = _run_scalar(f"{name} s0, s1, s2", {1: a, 2: b}, scc=1)
        value, scc = SALU2[name](a, b)
        assert (int(w.s[0]), w.scc) == (value, 1 if scc is None else int(scc)), (hex(a), hex(b))


@pytest.mark.parametrize("name", sorted(SALU1))
def test_sop1(name):
    rng = np.random.default_rng(len(name) + 4)
    for a in values(rng, 24):
        w = _run_scalar(f"{name} s0, s1", {1: a}, scc=1)
        value, scc = SALU1[name](a)
        assert (int(w.s[0]), w.scc) == (value, 1 if scc is None else int(scc)), hex(a)


@pytest.mark.parametrize("name,fn", [
    ("s_not_b64", lambda a: (r := ~a & M64, r != 0)),
    ("s_brev_b64", lambda a: (rev(a, 64), None)),
    ("s_bcnt0_i32_b64", lambda a: (r := 64 - bin(a).count("1"), r != 0)),
    ("s_bcnt1_i32_b64", lambda a: (r := bin(a).count("1"), r != 0)),
    ("s_ff0_i32_b64", lambda a: (first_set(~a & M64), None)),
    ("s_ff1_i32_b64", lambda a: (first_set(a), None)),
    ("s_flbit_i32_b64", lambda a: (clz(a, 64), None)),
    ("s_flbit_i32_i64", lambda a: (sign_run(a, 64), None))])
def test_sop1_64(name, fn):
    rng = np.random.default_rng(7)
    wide = "64" in name.split("_")[1] or name.endswith("b64") and "i32" not in name
    for a in values(rng, 16, bits=64) + [0, M64, 1 << 63, 1]:
        w = _run_scalar(f"{name} s[0:1], s[2:3]" if wide else f"{name} s0, s[2:3]",
                        {2: a & M32, 3: a >> 32}, scc=1)
        got = int(w.s[0]) | (int(w.s[1]) << 32 if wide else 0)
        value, scc = fn(a)
        assert (got, w.scc) == (value, 1 if scc is None else int(scc)), hex(a)


@pytest.mark.parametrize("name,fn", [
    ("s_orn2_b64", lambda a, b: (a | ~b) & M64), ("s_nand_b64", lambda a, b: ~(a & b) & M64),
    ("s_nor_b64", lambda a, b: ~(a | b) & M64), ("s_xnor_b64", lambda a, b: ~(a ^ b) & M64),
    ("s_lshr_b64", lambda a, b: a >> (b & 63)),
    ("s_ashr_i64", lambda a, b: (s64(a) >> (b & 63)) & M64)])
def test_sop2_64(name, fn):
    rng = np.random.default_rng(8)
    for a, b in zip(values(rng, 16, bits=64), values(rng, 16, bits=64)):
        second = "s4" if "sh" in name else "s[4:5]"
        w = _run_scalar(f"{name} s[0:1], s[2:3], {second}",
                        {2: a & M32, 3: a >> 32, 4: b & M32, 5: b >> 32})
        r = fn(a, b & M32 if "sh" in name else b)
        assert (int(w.s[0]) | int(w.s[1]) << 32, w.scc) == (r, int(r != 0))


def test_compares_and_bit_tests():
    for a, b in [(5, 5), (5, 6), (1 << 40, 1 << 40), (1 << 40, 0)]:
        for name, want in (("s_cmp_eq_u64", a == b), ("s_cmp_lg_u64", a != b)):
            w = _run_scalar(f"{name} s[0:1], s[2:3]",
                            {0: a & M32, 1: a >> 32, 2: b & M32, 3: b >> 32})
            assert w.scc == int(want)
    for a, bit in [(0b1010, 1), (0b1010, 2), (M32, 31), (0, 0), (1, 32)]:
        for name, want in (("s_bitcmp0_b32", not (a >> (bit & 31)) & 1),
                           ("s_bitcmp1_b32", (a >> (bit & 31)) & 1)):
            assert _run_scalar(f"{name} s1, s2", {1: a, 2: bit}).scc == int(bool(want))
    w = _run_scalar("s_bitcmp1_b64 s[2:3], s4", {2: 0, 3: 1 << 7, 4: 39})
    assert w.scc == 1


@pytest.mark.parametrize("start,k", [(5, 7), (0x7FFFFFFF, 1), (0x80000000, -1), (100, -200),
                                      (0x7FFF0000, 0x7FFF)])
def test_addk_and_mulk(start, k):
    w = _run_scalar(f"s_addk_i32 s0, {k & 0xFFFF:#x}\ns_mulk_i32 s1, {k & 0xFFFF:#x}",
                    {0: start, 1: start})
    total = s32(start) + k
    assert int(w.s[0]) == total & M32
    assert w.scc == int(not -(1 << 31) <= total < (1 << 31))
    assert int(w.s[1]) == (s32(start) * k) & M32


@pytest.mark.parametrize("name,signed", [("v_mad_u64_u32", False), ("v_mad_i64_i32", True)])
def test_mad_64(name, signed):
    rng = np.random.default_rng(10)
    a, b, c = values(rng), values(rng), values(rng, bits=64)
    w = Wavefront()
    w.v[4], w.v[5] = (np.array(v, dtype=np.uint64).astype(np.uint32) for v in (a, b))
    w.write("v[6:7]", np.array(c, dtype=np.uint64))
    w.run(assemble(f"{name} v[0:1], s[2:3], v4, v5, v[6:7]\ns_endpgm\n"))
    conv = (s32, s64) if signed else (lambda v: v, lambda v: v)
    totals = [conv[0](x) * conv[0](y) + conv[1](z) for x, y, z in zip(a, b, c)]
    assert [int(v) for v in w.read("v[0:1]", np.uint64)[0]] == [t & M64 for t in totals]
    carry = sum(((t >> 64) & 1) << lane for lane, t in enumerate(totals))
    assert int(w.s[2]) | int(w.s[3]) << 32 == carry


@pytest.mark.parametrize("name,fn", [
    ("s_bfm_b32", lambda a, b: (((1 << (a & 31)) - 1) << (b & 31)) & M32),
    ("s_bfm_b64", lambda a, b: (((1 << (a & 63)) - 1) << (b & 63)) & M64)])
def test_bitfield_masks(name, fn):
    rng = np.random.default_rng(11)
    for a, b in zip(values(rng, 16), values(rng, 16)):
        dst = "s[0:1]" if name.endswith("64") else "s0"
        w = _run_scalar(f"{name} {dst}, s4, s5", {4: a, 5: b})
        got = int(w.s[0]) | (int(w.s[1]) << 32 if name.endswith("64") else 0)
        assert got == fn(a, b)


def test_bfe_64_bitset_and_bitreplicate():
    rng = np.random.default_rng(12)
    for a, b in zip(values(rng, 16, bits=64), values(rng, 16)):
        b = (b & 0x7F003F)
        for name, signed in (("s_bfe_u64", False), ("s_bfe_i64", True)):
            w = _run_scalar(f"{name} s[0:1], s[2:3], s4", {2: a & M32, 3: a >> 32, 4: b})
            offset, width = b & 63, (b >> 16) & 0x7F
            field = ((s64(a) if signed else a) >> offset) & ((1 << width) - 1)
            if signed and 0 < width < 64 and field >> (width - 1) & 1:
                field -= 1 << width
            assert int(w.s[0]) | int(w.s[1]) << 32 == field & M64
            assert w.scc == int(field & M64 != 0)
    w = _run_scalar("s_bitset1_b32 s0, 31\ns_bitset0_b32 s0, 33\ns_bitset1_b64 s[2:3], 40\n"
                    "s_bitset0_b64 s[2:3], 3\ns_bitreplicate_b64_b32 s[4:5], s6",
                    {0: 0b1010, 2: 0xF, 3: 0, 6: 0b1001})
    assert int(w.s[0]) == (0b1010 | 1 << 31) & ~(1 << 1)
    assert int(w.s[2]) | int(w.s[3]) << 32 == (0xF | 1 << 40) & ~(1 << 3)
    assert int(w.s[4]) == 0b11000011 and int(w.s[5]) == 0


@pytest.mark.parametrize("name,fn,saves", [
    ("s_or_saveexec_b64", lambda s, e: s | e, True),
    ("s_xor_saveexec_b64", lambda s, e: s ^ e, True),
    ("s_andn2_saveexec_b64", lambda s, e: s & ~e & M64, True),
    ("s_orn2_saveexec_b64", lambda s, e: (s | ~e) & M64, True),
    ("s_nand_saveexec_b64", lambda s, e: ~(s & e) & M64, True),
    ("s_nor_saveexec_b64", lambda s, e: ~(s | e) & M64, True),
    ("s_xnor_saveexec_b64", lambda s, e: ~(s ^ e) & M64, True),
    ("s_andn1_saveexec_b64", lambda s, e: ~s & e & M64, True),
    ("s_orn1_saveexec_b64", lambda s, e: (~s | e) & M64, True),
    ("s_andn1_wrexec_b64", lambda s, e: ~s & e & M64, False),
    ("s_andn2_wrexec_b64", lambda s, e: s & ~e & M64, False)])
def test_exec_writes(name, fn, saves):
    """saveexec: D = the old EXEC; wrexec: D = the new one; SCC = (new EXEC != 0)."""
    rng = np.random.default_rng(13)
    for src, exec_ in zip(values(rng, 8, bits=64), values(rng, 8, bits=64)):
        w = Wavefront()
        w.s[2], w.s[3] = src & M32, src >> 32
        w.exec = exec_
        w.run(assemble(f"{name} s[0:1], s[2:3]\ns_endpgm\n"))
        new = fn(src, exec_)
        assert w.exec == new and w.scc == int(new != 0)
        assert int(w.s[0]) | int(w.s[1]) << 32 == (exec_ if saves else new)
