"""Typed buffer loads and stores (ops/typed_buffer.py) against a per-lane Python reference
written from the manual's tables: every data format × numeric format through
tbuffer_load/store_format_xyzw, the d16 forms, buffer_load_format's resource format and
DST_SEL, the range check on the format's element size, and an unbound (INVALID) resource.
The small floats are rounded by searching all their codes, f16 by struct."""

from __future__ import annotations

import math
import struct

import numpy as np
import pytest

from emulator import Wavefront
from emulator.state.memory import Memory
from isa import buffer_formats as bf
from isa.assembler import assemble
from isa.gfx942.ops import OPS

LANES = 64
STRIDE = 16
FORMATS = [(d, n) for d in range(1, 15) for n in (0, 1, 2, 3, 4, 5, 7)]


def fields(dfmt):
    out, offset = [], 0
    for width in bf.DATA_FORMATS[dfmt][1]:
        out.append((offset, width))
        offset += width
    return out


def small_float_value(code, mantissa):
    e, f = code >> mantissa, code & ((1 << mantissa) - 1)
    if e == 31:
        return math.inf if f == 0 else math.nan
    if e == 0:
        return f * 2.0 ** (-14 - mantissa)
    return (1 + f / 2 ** mantissa) * 2.0 ** (e - 15)


def small_float_code(x, mantissa):
    """The nearest code (ties to the even one) by search; negative to 0, NaN to a NaN."""
    if math.isnan(x):
        return (31 << mantissa) | ((1 << mantissa) - 1)
    if x <= 0:
        return 0
    finite = [(small_float_value(c, mantissa), c) for c in range(31 << mantissa)]
    top, _ = finite[-1]
    if x >= top + 2.0 ** (15 - mantissa) / 2:
        return 31 << mantissa
    return min(finite, key=lambda vc: (abs(vc[0] - x), vc[1] & 1))[1]


def signed(raw, width):
    return raw - (1 << width) if raw >> (width - 1) else raw


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f16_bits(x):
    try:
        return struct.unpack("<H", struct.pack("<e", x))[0]
    except OverflowError:
        return 0xFC00 if x < 0 else 0x7C00


def f16_to_f32_bits(raw):
    """f16 bits widened to f32 bits (a NaN keeps its payload, as a conversion does)."""
    if raw & 0x7C00 == 0x7C00:
        return (raw >> 15) << 31 | 0x7F800000 | (raw & 0x3FF) << 13
    return f32_bits(struct.unpack("<e", struct.pack("<H", raw))[0])


def loaded(raw, width, nfmt, half=False):
    """The register bits (or half) a load of one component leaves."""
    if width == 32:
        if half and nfmt == 7:
            return f16_bits(struct.unpack("<f", struct.pack("<I", raw))[0])
        return raw & (0xFFFF if half else 0xFFFFFFFF)
    if half and width == 16 and nfmt == 7:   # (f16 to f16: the bits, NaNs included)
        return raw
    if nfmt in (4, 5):
        value = signed(raw, width) if nfmt == 5 else raw
        return value & (0xFFFF if half else 0xFFFFFFFF)
    if nfmt == 0:
        x = raw / (2 ** width - 1)
    elif nfmt == 1:
        x = max(signed(raw, width) / (2 ** (width - 1) - 1), -1.0)
    elif nfmt == 2:
        x = float(raw)
    elif nfmt == 3:
        x = float(signed(raw, width))
    elif width == 16:
        if not half:
            return f16_to_f32_bits(raw)
        x = struct.unpack("<e", struct.pack("<H", raw))[0]
    elif width in (10, 11):
        x = small_float_value(raw, width - 5)
    else:
        return 0
    return f16_bits(x) if half else f32_bits(x)


def stored(bits, width, nfmt, half=False):
    """The component a store writes from one register's bits (or half)."""
    if width == 32:
        if half and nfmt == 7:
            return f16_to_f32_bits(bits & 0xFFFF)
        return bits & (0xFFFF if half else 0xFFFFFFFF)
    mask = (1 << width) - 1
    if half and width == 16 and nfmt == 7:
        return bits & 0xFFFF
    if nfmt in (4, 5):
        value = signed(bits & 0xFFFF, 16) if half and nfmt == 5 else bits
        return value & mask
    x = struct.unpack("<e" if half else "<f", struct.pack("<H" if half else "<I", bits))[0]
    if nfmt == 7:
        if width == 16:
            return f16_bits(x)
        return small_float_code(x, width - 5) if width in (10, 11) else 0
    x = 0.0 if math.isnan(x) else x
    if nfmt == 0:
        return round(min(max(x, 0.0), 1.0) * mask)
    if nfmt == 1:
        top = 2 ** (width - 1) - 1
        return round(min(max(x, -1.0), 1.0) * top) & mask
    whole = math.trunc(x) if math.isfinite(x) else (mask if x > 0 else -mask - 1)
    if nfmt == 2:
        return min(max(whole, 0), mask)
    half_range = 1 << (width - 1)
    return min(max(whole, -half_range), half_range - 1) & mask


def wave_with_buffer(rng, word3=0x00027000):
    w = Wavefront()
    w.memory = Memory()
    raw = rng.integers(0, 256, LANES * STRIDE, dtype=np.uint8)
    base = w.memory.upload(raw.copy())
    w.v[2] = (np.arange(LANES) * STRIDE).astype(np.uint32)
    w.s[8], w.s[9], w.s[10], w.s[11] = base & 0xFFFFFFFF, base >> 32, raw.size, word3
    w.v[40:44] = 0xA5A5A5A5
    w.exec = (1 << 64) - 1 - (1 << 5)
    return w, base, raw


def element(raw, lane, dfmt):
    size = bf.element_bytes(dfmt)
    return int.from_bytes(raw[lane * STRIDE:lane * STRIDE + size].tobytes(), "little")


@pytest.mark.parametrize("dfmt,nfmt", FORMATS,
                         ids=[f"{bf.DATA_FORMATS[d][0]}-{bf.NUM_FORMATS[n]}" for d, n in FORMATS])
def test_tbuffer_load_xyzw_converts_every_format(dfmt, nfmt):
    rng = np.random.default_rng(dfmt * 8 + nfmt)
    w, _, raw = wave_with_buffer(rng)
    w.run(assemble(f"tbuffer_load_format_xyzw v[40:43], v2, s[8:11], 0 "
                   f"format:{dfmt | nfmt << 4} offen\ns_endpgm\n"))
    for lane in (0, 1, 5, 17, 63):
        value = element(raw, lane, dfmt)
        parts = fields(dfmt)
        want = [loaded((value >> o) & ((1 << n) - 1), n, nfmt) for o, n in parts]
        want += [0] * (4 - len(want))
        got = [int(w.v[40 + i][lane]) for i in range(4)]
        assert got == (want if lane != 5 else [0xA5A5A5A5] * 4), lane


@pytest.mark.parametrize("dfmt,nfmt", FORMATS,
                         ids=[f"{bf.DATA_FORMATS[d][0]}-{bf.NUM_FORMATS[n]}" for d, n in FORMATS])
def test_tbuffer_store_xyzw_converts_every_format(dfmt, nfmt):
    rng = np.random.default_rng(100 + dfmt * 8 + nfmt)
    w, base, raw = wave_with_buffer(rng)
    if nfmt in (4, 5):
        data = rng.integers(0, 2 ** 32, (4, LANES), dtype=np.uint64).astype(np.uint32)
    else:   # (values around each format's range, and some specials)
        scale = {0: 1.3, 1: 1.3, 2: 300.0, 3: 300.0, 7: 3000.0}[nfmt]
        values = (rng.standard_normal((4, LANES)) * scale).astype(np.float32)
        values[:, :4] = np.array([np.nan, np.inf, -0.0, 70000.0], np.float32)[:, None]
        data = values.view(np.uint32)
    w.v[20:24] = data
    w.run(assemble(f"tbuffer_store_format_xyzw v[20:23], v2, s[8:11], 0 "
                   f"format:{dfmt | nfmt << 4} offen\ns_endpgm\n"))
    after = w.memory.download(base, np.uint8, (LANES * STRIDE,))
    size = bf.element_bytes(dfmt)
    for lane in range(LANES):
        if lane == 5:
            want = raw[lane * STRIDE:lane * STRIDE + size].tobytes()
        else:
            total = 0
            for i, (o, n) in enumerate(fields(dfmt)):
                total |= stored(int(data[i, lane]), n, nfmt) << o
            want = total.to_bytes(size, "little")
        assert after[lane * STRIDE:lane * STRIDE + size].tobytes() == want, lane
        assert np.array_equal(after[lane * STRIDE + size:(lane + 1) * STRIDE],
                              raw[lane * STRIDE + size:(lane + 1) * STRIDE])


@pytest.mark.parametrize("dfmt,nfmt", [(12, 7), (10, 0), (11, 4), (14, 7), (5, 5), (6, 7)])
def test_d16_loads_and_stores_move_halves(dfmt, nfmt):
    rng = np.random.default_rng(dfmt + 30 * nfmt)
    w, base, raw = wave_with_buffer(rng)
    fmt = dfmt | nfmt << 4
    w.run(assemble(f"tbuffer_load_format_d16_xyz v[40:41], v2, s[8:11], 0 format:{fmt} offen\n"
                   f"tbuffer_load_format_d16_x v42, v2, s[8:11], 0 format:{fmt} offen\n"
                   "s_endpgm\n"))
    parts = fields(dfmt)
    for lane in (0, 9, 63):
        value = element(raw, lane, dfmt)
        comps = [loaded((value >> o) & ((1 << n) - 1), n, nfmt, half=True) for o, n in parts]
        comps += [0] * (4 - len(comps))
        assert int(w.v[40][lane]) == comps[0] | comps[1] << 16
        assert int(w.v[41][lane]) == comps[2] | 0xA5A5 << 16   # (the 4th half kept)
        assert int(w.v[42][lane]) == comps[0] | 0xA5A5 << 16
    halves = rng.integers(0, 2 ** 32, (2, LANES), dtype=np.uint64).astype(np.uint32)
    w.v[20:22] = halves
    w.pc = 0   # (a second program on the same wave)
    w.run(assemble(f"tbuffer_store_format_d16_xyzw v[20:21], v2, s[8:11], 0 format:{fmt} "
                   "offen\ns_endpgm\n"))
    after = w.memory.download(base, np.uint8, (LANES * STRIDE,))
    size = bf.element_bytes(dfmt)
    for lane in (0, 9, 63):
        h = [int(halves[i // 2, lane]) >> (16 * (i % 2)) & 0xFFFF for i in range(4)]
        total = sum(stored(h[i], n, nfmt, half=True) << o for i, (o, n) in enumerate(parts))
        assert after[lane * STRIDE:lane * STRIDE + size].tobytes() == total.to_bytes(size,
                                                                                    "little")


def test_buffer_load_format_reads_zeros_where_dst_sel_says_0():
    """(A descriptor as clang builds one for raw buffers, 0x27000, selects 0 everywhere.)"""
    w, _, _ = wave_with_buffer(np.random.default_rng(9))
    w.run(assemble("buffer_load_format_xy v[40:41], v2, s[8:11], 0 offen\ns_endpgm\n"))
    assert not w.v[40:42][:, :5].any()


def test_buffer_load_format_takes_the_resource_format_and_dst_sel():
    rng = np.random.default_rng(7)
    # DST_SEL x=B(6) y=R(4) z=1 w=0; NFMT UNORM, DFMT 8_8_8_8
    word3 = 6 | 4 << 3 | 1 << 6 | 0 << 9 | 0 << 12 | 10 << 15
    w, _, raw = wave_with_buffer(rng, word3)
    w.run(assemble("buffer_load_format_xyzw v[40:43], v2, s[8:11], 0 offen\n"
                   "buffer_load_format_d16_hi_x v44, v2, s[8:11], 0 offen\ns_endpgm\n"))
    for lane in (0, 33):
        value = element(raw, lane, 10)
        c = [loaded((value >> (8 * i)) & 0xFF, 8, 0) for i in range(4)]
        assert [int(w.v[40 + i][lane]) for i in range(4)] == [c[2], c[0], 0x3F800000, 0]
        assert int(w.v[44][lane]) >> 16 == loaded(value >> 16 & 0xFF, 8, 0, half=True)


def test_range_check_uses_the_element_size_and_an_invalid_format_is_unbound():
    rng = np.random.default_rng(8)
    identity = 4 | 5 << 3 | 6 << 6 | 7 << 9   # (DST_SEL x=R y=G z=B w=A)
    w, base, raw = wave_with_buffer(rng, word3=identity | (4 << 12) | (14 << 15))  # 32x4 UINT
    w.s[10] = 15 * STRIDE + 8   # (lane 15's 16-byte element does not fit)
    w.run(assemble("buffer_load_format_xyzw v[40:43], v2, s[8:11], 0 offen\ns_endpgm\n"))
    assert [int(w.v[40 + i][14]) for i in range(4)] == [
        int.from_bytes(raw[14 * STRIDE + 4 * i:14 * STRIDE + 4 * i + 4].tobytes(), "little")
        for i in range(4)]
    assert [int(w.v[40 + i][15]) for i in range(4)] == [0, 0, 0, 0]
    w.s[11] = 0   # DFMT INVALID: an unbound resource
    w.v[20:24] = 7
    w.pc = 0
    w.run(assemble("buffer_load_format_x v40, v2, s[8:11], 0 offen\n"
                   "buffer_store_format_x v20, v2, s[8:11], 0 offen\ns_endpgm\n"))
    assert not w.v[40][:5].any()
    assert np.array_equal(w.memory.download(base, np.uint8, (LANES * STRIDE,)), raw)


def test_format_text_round_trips_as_llvm_mc_prints_it():
    line = "tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_NUM_FORMAT_FLOAT,BUF_DATA_FORMAT_16]"
    inst = assemble(line + "\n").instructions[0]
    assert str(inst) == ("tbuffer_load_format_x v1, off, s[4:7], s0 "
                         "format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_FLOAT]")
    assert str(assemble("tbuffer_load_format_x v1, off, s[4:7], s0 format:1\n")
               .instructions[0]) == "tbuffer_load_format_x v1, off, s[4:7], s0"
    for bad in ("format:[]", "format:128", "format:[buf_data_format_32]",
                "format:[BUF_DATA_FORMAT_32,BUF_DATA_FORMAT_16]"):
        with pytest.raises(Exception, match="format"):
            assemble(f"tbuffer_load_format_x v1, off, s[4:7], s0 {bad}\n")
    with pytest.raises(Exception, match="before"):   # (format comes first: llvm-mc)
        assemble("tbuffer_load_format_x v1, v0, s[4:7], s0 offen format:22\n")


@pytest.mark.parametrize("fmt,element_value,want", [
    # 2_10_10_10 UINT: X in bits 9:0 … W in 31:30 (mesa's R10G10B10A2)
    (9 | 4 << 4, 3 << 30 | 3 << 20 | 2 << 10 | 1, [1, 2, 3, 3]),
    # 10_11_11 FLOAT: X 1.0 and Y 2.0 in 11 bits, Z 0.5 in the top 10 (R11G11B10F)
    (6 | 7 << 4, 0x1C0 << 22 | 0x400 << 11 | 0x3C0, [0x3F800000, 0x40000000, 0x3F000000, 0]),
    # 8_8 SNORM: 0x81 is −127/127 = −1, 0x80 clamps to −1 too; 16 SSCALED −2
    (3 | 1 << 4, 0x8081, [0xBF800000, 0xBF800000, 0, 0]),
    (2 | 3 << 4, 0xFFFE, [0xC0000000, 0, 0, 0]),
])
def test_hand_computed_elements(fmt, element_value, want):
    w, base, _ = wave_with_buffer(np.random.default_rng(0))
    w.memory.store(np.uint64(base) + (np.arange(LANES) * STRIDE).astype(np.uint64),
                   np.repeat(np.array([element_value], "<u4").view(np.uint8)[None], 64, 0),
                   np.ones(64, bool))
    w.run(assemble(f"tbuffer_load_format_xyzw v[40:43], v2, s[8:11], 0 format:{fmt} offen\n"
                   "s_endpgm\n"))
    assert [int(w.v[40 + i][0]) for i in range(4)] == want
    w.v[20:24] = np.array(want, np.uint32)[:, None]
    w.pc = 0
    w.run(assemble(f"tbuffer_store_format_xyzw v[20:23], v2, s[8:11], 0 format:{fmt} offen\n"
                   "s_endpgm\n"))
    size = bf.element_bytes(fmt & 15)
    stored_back = w.memory.download(base, np.uint8, (size,)).tobytes()
    if fmt != (3 | 1 << 4):   # (−1 stores as 0x81: the two −1s differ in memory)
        assert stored_back == element_value.to_bytes(4, "little")[:size]
    else:
        assert stored_back == bytes([0x81, 0x81])


TYPED = [op for op in OPS if op.components]
# per record: the format used (tbuffer: the instruction's; buffer: the resource's, DST_SEL
# identity), chosen so that every component the record moves exists in it
_TEST_FORMAT = {1: 2 | 7 << 4, 2: 5 | 0 << 4, 3: 13 | 4 << 4, 4: 12 | 7 << 4}


@pytest.mark.parametrize("spec", TYPED, ids=lambda s: s.mnemonic)
def test_every_typed_record_against_the_reference(spec):
    """Each typed load and store, in its register layout, against the per-lane reference."""
    fmt = _TEST_FORMAT[spec.components]
    dfmt, nfmt = fmt & 15, fmt >> 4
    identity = 4 | 5 << 3 | 6 << 6 | 7 << 9
    rng = np.random.default_rng(sum(map(ord, spec.mnemonic)))
    w, base, raw = wave_with_buffer(rng, identity | nfmt << 12 | dfmt << 15)
    count, half, hi = spec.components, bool(spec.d16), spec.d16 == "hi"
    regs = int(spec.operands[0].split(":")[1])
    block = f"v[{40}:{40 + regs - 1}]" if regs > 1 else "v40"
    suffix = f" format:{fmt}" if spec.encoding == "MTBUF" else ""
    data = rng.integers(0, 2 ** 32, (4, LANES), dtype=np.uint64).astype(np.uint32)
    if nfmt == 7 and not half:   # (finite floats, f16-sized for the 16-bit format)
        data = (rng.standard_normal((4, LANES)) * 100).astype(np.float32).view(np.uint32)
    w.v[40:44] = data
    before = w.v[40:44].copy()
    w.run(assemble(f"{spec.mnemonic} {block}, v2, s[8:11], 0{suffix} offen\ns_endpgm\n"))
    parts = fields(dfmt)
    after = w.memory.download(base, np.uint8, (LANES * STRIDE,))
    size = bf.element_bytes(dfmt)
    for lane in (0, 5, 31, 63):
        if spec.operands[0].startswith("mdst"):
            value = element(raw, lane, dfmt)
            comps = [loaded((value >> o) & ((1 << n) - 1), n, nfmt, half) for o, n in parts]
            comps += [0] * 4
            want = [int(before[i, lane]) for i in range(regs)]
            if lane == 5:
                pass
            elif not half:
                want = comps[:count]
            elif hi:
                want[0] = (want[0] & 0xFFFF) | comps[0] << 16
            else:
                for i in range(count):
                    shift = 16 * (i % 2)
                    want[i // 2] = (want[i // 2] & ~(0xFFFF << shift)) | comps[i] << shift
            assert [int(w.v[40 + i][lane]) for i in range(regs)] == want, lane
        else:
            if lane == 5:
                want = raw[lane * STRIDE:lane * STRIDE + size].tobytes()
            else:
                if not half:
                    given = [int(data[i, lane]) for i in range(count)]
                elif hi:
                    given = [int(data[0, lane]) >> 16]
                else:
                    given = [int(data[i // 2, lane]) >> (16 * (i % 2)) & 0xFFFF
                             for i in range(count)]
                given += [0] * 4
                total = sum(stored(given[i], n, nfmt, half) << o
                            for i, (o, n) in enumerate(parts))
                want = total.to_bytes(size, "little")
            assert after[lane * STRIDE:lane * STRIDE + size].tobytes() == want, lane
