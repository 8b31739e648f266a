"""Byte/half arithmetic and the packing conversions (ops/elements.py) against per-lane
Python references written from the ISA's pseudocode."""

from __future__ import annotations

import struct

import numpy as np
import pytest

from emulator import Wavefront
from isa.assembler import assemble

M32 = 0xFFFFFFFF


def parts(x, bits, signed=False):
    out = [(x >> (bits * i)) & ((1 << bits) - 1) for i in range(32 // bits)]
    return [p - (1 << bits) if signed and p >> (bits - 1) else p for p in out]


def f32(x):
    return struct.unpack("<f", struct.pack("<I", x))[0]


def sat16(v, lo, hi):
    return max(lo, min(hi, v)) & 0xFFFF


def norm(v, signed):
    import math
    if math.isnan(v):
        return 0
    v = max(-1.0 if signed else 0.0, min(1.0, v)) * (32767 if signed else 65535)
    return int(np.rint(v)) & 0xFFFF


REFERENCE = {
    "v_dot4_i32_i8": lambda a, b, c: sum(x * y for x, y in zip(parts(a, 8, 1), parts(b, 8, 1)))
    + (c - (1 << 32) if c >> 31 else c),
    "v_dot4_u32_u8": lambda a, b, c: sum(x * y for x, y in zip(parts(a, 8), parts(b, 8))) + c,
    "v_dot8_i32_i4": lambda a, b, c: sum(x * y for x, y in zip(parts(a, 4, 1), parts(b, 4, 1)))
    + (c - (1 << 32) if c >> 31 else c),
    "v_dot8_u32_u4": lambda a, b, c: sum(x * y for x, y in zip(parts(a, 4), parts(b, 4))) + c,
    "v_dot2_i32_i16": lambda a, b, c: sum(x * y for x, y in zip(parts(a, 16, 1),
                                                                parts(b, 16, 1)))
    + (c - (1 << 32) if c >> 31 else c),
    "v_dot2_u32_u16": lambda a, b, c: sum(x * y for x, y in zip(parts(a, 16), parts(b, 16))) + c,
    "v_sad_u8": lambda a, b, c: sum(abs(x - y) for x, y in zip(parts(a, 8), parts(b, 8))) + c,
    "v_sad_u16": lambda a, b, c: sum(abs(x - y) for x, y in zip(parts(a, 16), parts(b, 16))) + c,
    "v_sad_hi_u8": lambda a, b, c: (sum(abs(x - y) for x, y in zip(parts(a, 8), parts(b, 8)))
                                    << 16) + c,
    "v_msad_u8": lambda a, b, c: sum(0 if y == 0 else abs(x - y)
                                     for x, y in zip(parts(a, 8), parts(b, 8))) + c,
    "v_lerp_u8": lambda a, b, c: sum(((x + y + ((c >> (8 * i)) & 1)) >> 1) << (8 * i)
                                     for i, (x, y) in enumerate(zip(parts(a, 8), parts(b, 8)))),
    "v_cvt_pk_u8_f32": lambda a, b, c: (c & ~(0xFF << (8 * (b & 3)))) | (
        (0 if f32(a) != f32(a) else int(max(0, min(255, np.rint(f32(a)))))) << (8 * (b & 3))),
}
BINARY = {
    "v_xnor_b32": lambda a, b: ~(a ^ b),
    "v_bfm_b32": lambda a, b: ((1 << (a & 31)) - 1) << (b & 31),
    "v_cvt_pk_u16_u32": lambda a, b: min(a, 0xFFFF) | min(b, 0xFFFF) << 16,
    "v_cvt_pk_i16_i32": lambda a, b: sat16(a - (1 << 32) if a >> 31 else a, -32768, 32767)
    | sat16(b - (1 << 32) if b >> 31 else b, -32768, 32767) << 16,
    "v_cvt_pknorm_i16_f32": lambda a, b: norm(f32(a), True) | norm(f32(b), True) << 16,
    "v_cvt_pknorm_u16_f32": lambda a, b: norm(f32(a), False) | norm(f32(b), False) << 16,
    "v_dot4c_i32_i8": None,
}


def lanes(rng, floats=False):
    x = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    if floats:   # (values in the interesting ranges, NaN and ±0 included)
        f = (rng.standard_normal(64) * 200).astype(np.float32)
        f[:4] = [np.nan, 0.0, -0.0, 0.5]
        x = np.where(rng.random(64) < 0.7, f.view(np.uint32), x)
    return x


@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_three_source_element_ops(name):
    rng = np.random.default_rng(sum(map(ord, name)))
    a, b, c = lanes(rng, name == "v_cvt_pk_u8_f32"), lanes(rng), lanes(rng)
    w = Wavefront()
    w.v[1], w.v[2], w.v[3] = a, b, c
    w.run(assemble(f"{name} v0, v1, v2, v3\ns_endpgm\n"))
    for lane in range(64):
        want = REFERENCE[name](int(a[lane]), int(b[lane]), int(c[lane])) & M32
        assert int(w.v[0][lane]) == want, (lane, name)


@pytest.mark.parametrize("name", sorted(k for k in BINARY if BINARY[k]))
def test_two_source_element_ops(name):
    rng = np.random.default_rng(sum(map(ord, name)))
    floats = "pknorm" in name
    a, b = lanes(rng, floats), lanes(rng, floats)
    w = Wavefront()
    w.v[1], w.v[2] = a, b
    w.run(assemble(f"{name} v0, v1, v2\ns_endpgm\n"))
    for lane in range(64):
        assert int(w.v[0][lane]) == BINARY[name](int(a[lane]), int(b[lane])) & M32, lane


def test_accumulating_dot_swap_saturation_offsets_and_legacy_multiply():
    rng = np.random.default_rng(1)
    a, b, d = lanes(rng), lanes(rng), lanes(rng)
    w = Wavefront()
    w.v[1], w.v[2], w.v[0] = a, b, d
    w.v[5] = np.array([0x7FFF8000] * 32 + [0x00FF0100] * 32, np.uint32)
    w.v[6] = np.arange(64, dtype=np.uint32)
    w.v[7] = np.array([0, np.float32(np.inf).view(np.uint32)] * 32, np.uint32)
    w.v[8] = np.float32(np.nan).view(np.uint32)
    w.run(assemble("v_dot4c_i32_i8 v0, v1, v2\nv_swap_b32 v1, v2\nv_sat_pk_u8_i16 v4, v5\n"
                   "v_cvt_off_f32_i4 v9, v6\nv_mul_legacy_f32 v10, v7, v8\ns_endpgm\n"))
    for lane in range(64):
        x, y, z = int(a[lane]), int(b[lane]), int(d[lane])
        want = (sum(p * q for p, q in zip(parts(x, 8, 1), parts(y, 8, 1)))
                + (z - (1 << 32) if z >> 31 else z)) & M32
        assert int(w.v[0][lane]) == want
        assert (int(w.v[1][lane]), int(w.v[2][lane])) == (y, x)
    assert hex(w.v[4][0]) == "0xff00" and hex(w.v[4][40]) == "0xffff"   # (−32768→0, 32767→255)
    offsets = w.v[9].view(np.float32)[:16]
    assert list(offsets) == [((i ^ 8) - 8) / 16 for i in range(16)]
    assert w.v[10][0] == 0 and np.isnan(w.v[10].view(np.float32)[1])   # 0·NaN = 0, inf·NaN


def test_cube_map_selection_follows_the_pseudocode():
    pts = np.array([[1, 2, 3], [-1, 2, -3], [5, -6, 1], [5, 6, 1], [-7, 2, 1], [7, 2, 1],
                    [2, 2, 2]], np.float32)
    w = Wavefront()
    for i in range(3):
        col = np.zeros(64, np.float32)
        col[:len(pts)] = pts[:, i]
        w.v[1 + i] = col.view(np.uint32)
    w.run(assemble("v_cubeid_f32 v4, v1, v2, v3\nv_cubesc_f32 v5, v1, v2, v3\n"
                   "v_cubetc_f32 v6, v1, v2, v3\nv_cubema_f32 v7, v1, v2, v3\ns_endpgm\n"))
    for lane, (x, y, z) in enumerate(pts):
        if abs(z) >= abs(x) and abs(z) >= abs(y):
            want = (5.0 if z < 0 else 4.0, -x if z < 0 else x, -y, 2 * z)
        elif abs(y) >= abs(x):
            want = (3.0 if y < 0 else 2.0, x, -z if y < 0 else z, 2 * y)
        else:
            want = (1.0 if x < 0 else 0.0, z if x < 0 else -z, -y, 2 * x)
        got = tuple(float(w.v[r].view(np.float32)[lane]) for r in (4, 5, 6, 7))
        assert got == want, (x, y, z)


def test_quad_sads_over_sliding_windows():
    rng = np.random.default_rng(2)
    a = rng.integers(0, 2**64, 64, dtype=np.uint64)
    b = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    c = rng.integers(0, 2**64, 64, dtype=np.uint64)
    w = Wavefront()
    w.v[2], w.v[3] = (a & 0xFFFFFFFF).astype(np.uint32), (a >> 32).astype(np.uint32)
    w.v[4] = b
    w.v[6], w.v[7] = (c & 0xFFFFFFFF).astype(np.uint32), (c >> 32).astype(np.uint32)
    w.run(assemble("v_qsad_pk_u16_u8 v[0:1], v[2:3], v4, v[6:7]\n"
                   "v_mqsad_pk_u16_u8 v[8:9], v[2:3], v4, v[6:7]\ns_endpgm\n"))
    for lane in range(64):
        x, y, z = int(a[lane]), int(b[lane]), int(c[lane])
        for reg, masked in ((0, False), (8, True)):
            got = int(w.v[reg][lane]) | int(w.v[reg + 1][lane]) << 32
            want = 0
            for i in range(4):
                window = (x >> (8 * i)) & M32
                total = (z >> (16 * i)) & 0xFFFF
                for p, q in zip(parts(window, 8), parts(y, 8)):
                    total += 0 if masked and q == 0 else abs(p - q)
                want |= (total & 0xFFFF) << (16 * i)
            assert got == want, (lane, masked)


@pytest.mark.parametrize("clamp", [False, True])
def test_mqsad_u32_u8_four_masked_sads_into_four_dwords(clamp):
    rng = np.random.default_rng(3)
    a = rng.integers(0, 2**64, 64, dtype=np.uint64)
    b = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    b[:8] &= 0xFF00FF00   # (zero bytes of src1: masked out)
    acc = rng.integers(0, 2**32, (4, 64), dtype=np.uint64).astype(np.uint32)
    acc[:, 8:16] = 0xFFFFFF00   # (near the top: wraps, or saturates with clamp)
    w = Wavefront()
    w.v[2], w.v[3] = (a & 0xFFFFFFFF).astype(np.uint32), (a >> 32).astype(np.uint32)
    w.v[4] = b
    w.v[8:12] = acc
    w.exec = (1 << 64) - 1 - (1 << 20)
    w.v[20:24] = 0x5EED
    suffix = " clamp" if clamp else ""
    # (v[8:11] is also the destination of the second: every source is read first)
    w.run(assemble(f"v_mqsad_u32_u8 v[20:23], v[2:3], v4, v[8:11]{suffix}\n"
                   f"v_mqsad_u32_u8 v[8:11], v[2:3], v4, v[8:11]{suffix}\ns_endpgm\n"))
    for lane in range(64):
        x, y = int(a[lane]), int(b[lane])
        want = []
        for i in range(4):
            total = int(acc[i, lane])
            for p, q in zip(parts((x >> (8 * i)) & M32, 8), parts(y, 8)):
                total += 0 if q == 0 else abs(p - q)
            want.append(min(total, M32) if clamp else total & M32)
        if lane == 20:
            assert [int(w.v[20 + i][lane]) for i in range(4)] == [0x5EED] * 4
            continue
        assert [int(w.v[20 + i][lane]) for i in range(4)] == want, lane
        assert [int(w.v[8 + i][lane]) for i in range(4)] == want, lane


def test_pk_f32_fp8_takes_a_word():
    import ml_dtypes
    w = Wavefront()
    raw = np.array([0x40, 0xC8, 0x38, 0x01], np.uint8)      # four E4M3FNUZ bytes
    w.v[1] = raw.view(np.uint32)[0]
    w.run(assemble("v_cvt_pk_f32_fp8 v[2:3], v1\nv_cvt_pk_f32_fp8_sdwa v[4:5], v1 "
                   "src0_sel:WORD_1\ns_endpgm\n"))
    want = raw.view(ml_dtypes.float8_e4m3fnuz).astype(np.float32)
    got = [float(w.v[r].view(np.float32)[0]) for r in (2, 3, 4, 5)]
    assert got == list(want)
