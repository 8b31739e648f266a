"""Arithmetic on the bytes and halves of dwords (CDNA3 ISA pseudocode): the exact sums of
absolute differences and of integer dot products (``sad_total``, ``dot_total``: what the
SAD and dot instructions' records compose, ops/exact_integers.py), the quad SADs, byte
averages, the packing conversions, and a few 32-bit odds and ends (v_swap, v_xnor, v_bfm,
v_mul_legacy_f32). Each is numpy over the lanes; elements are taken with shifts."""

from __future__ import annotations

import numpy as np

from . import semantics
from .access import MASK32, vector_writer
from .vector_forms import binary, source_readers, ternary, unary


def _parts(x, bits: int, signed: bool):
    """The 32 // bits elements of each lane (int64), low first."""
    x = x.astype(np.int64)
    parts = [(x >> (bits * i)) & ((1 << bits) - 1) for i in range(32 // bits)]
    if signed:
        parts = [(p ^ (1 << (bits - 1))) - (1 << (bits - 1)) for p in parts]
    return parts


def _u32(values):
    return (np.asarray(values, dtype=np.int64) & MASK32).astype(np.uint32)


def dot_total(bits: int, signed: bool):
    """src2 + the dot product of the packed elements, exact (int64 lanes)."""
    def total(a, b, c):
        acc = c.view(np.int32).astype(np.int64) if signed else c.astype(np.int64)
        for x, y in zip(_parts(a, bits, signed), _parts(b, bits, signed)):
            acc = acc + x * y
        return acc
    return total


def sad_total(bits: int, masked: bool = False):
    """src2 + the sum of absolute differences of the packed unsigned elements, exact
    (masked: v_msad, an element of src1 that is 0 counts nothing)."""
    def total(a, b, c):
        acc = c.astype(np.int64)
        for x, y in zip(_parts(a, bits, False), _parts(b, bits, False)):
            acc = acc + (np.where(y == 0, 0, np.abs(x - y)) if masked else np.abs(x - y))
        return acc
    return total


def _lerp(a, b, c):
    out = np.zeros(np.broadcast_shapes(a.shape, b.shape, c.shape), dtype=np.int64)
    for i, (x, y) in enumerate(zip(_parts(a, 8, False), _parts(b, 8, False))):
        rounding = (c.astype(np.int64) >> (8 * i)) & 1
        out |= ((x + y + rounding) >> 1) << (8 * i)
    return _u32(out)


semantics("v_lerp_u8")(ternary(_lerp))
semantics("v_sat_pk_u8_i16")(unary(lambda x, inst: _u32(
    np.clip(_parts(x, 16, True)[0], 0, 255) | np.clip(_parts(x, 16, True)[1], 0, 255) << 8)))
semantics("v_xnor_b32")(binary(lambda a, b: ~(a ^ b)))
semantics("v_bfm_b32")(binary(lambda a, b: _u32(((np.int64(1) << (a.astype(np.int64) & 31))
                                                  - 1) << (b.astype(np.int64) & 31))))
semantics("v_mul_legacy_f32")(binary(lambda a, b: np.where(
    (a.view(np.float32) == 0) | (b.view(np.float32) == 0), np.float32(0),
    a.view(np.float32) * b.view(np.float32)).astype(np.float32).view(np.uint32)))


@semantics("v_swap_b32")
def _swap(inst):
    one, two = inst.operands
    write_one, write_two = vector_writer(one), vector_writer(two)

    def run(wave):
        a = getattr(wave, one.file)[one.first].copy()
        b = getattr(wave, two.file)[two.first].copy()
        write_one(wave, b)
        write_two(wave, a)
    return run


def _pair16(lo, hi):
    return _u32((lo & 0xFFFF) | (hi & 0xFFFF) << 16)


def _norm(x, signed: bool):
    """A float to a normalized 16-bit integer: clamped to [−1, 1] ([0, 1]) times 32767
    (65535), nearest even; NaN gives 0."""
    f = np.nan_to_num(x.astype(np.float64), nan=0.0)
    return np.rint(np.clip(f, -1.0 if signed else 0.0, 1.0) * (32767 if signed else 65535)
                   ).astype(np.int64)


semantics("v_cvt_pk_u16_u32")(binary(lambda a, b: _pair16(np.minimum(a, 0xFFFF),
                                                           np.minimum(b, 0xFFFF))))
semantics("v_cvt_pk_i16_i32")(binary(lambda a, b: _pair16(
    np.clip(a.view(np.int32), -32768, 32767), np.clip(b.view(np.int32), -32768, 32767))))
semantics("v_cvt_pknorm_i16_f32")(binary(lambda a, b: _pair16(
    _norm(a.view(np.float32), True), _norm(b.view(np.float32), True))))
semantics("v_cvt_pknorm_u16_f32")(binary(lambda a, b: _pair16(
    _norm(a.view(np.float32), False), _norm(b.view(np.float32), False))))
semantics("v_cvt_pknorm_i16_f16")(binary(lambda a, b: _pair16(
    _norm((a & 0xFFFF).astype(np.uint16).view(np.float16), True),
    _norm((b & 0xFFFF).astype(np.uint16).view(np.float16), True))))
semantics("v_cvt_pknorm_u16_f16")(binary(lambda a, b: _pair16(
    _norm((a & 0xFFFF).astype(np.uint16).view(np.float16), False),
    _norm((b & 0xFFFF).astype(np.uint16).view(np.float16), False))))


def _pk_u8(a, s, c):
    shift = (s.astype(np.int64) & 3) * 8
    f = np.nan_to_num(a.view(np.float32).astype(np.float64), nan=0.0)
    byte = np.clip(np.rint(f), 0, 255).astype(np.int64)
    return _u32((c.astype(np.int64) & ~(0xFF << shift)) | (byte << shift))


semantics("v_cvt_pk_u8_f32")(ternary(_pk_u8))
semantics("v_cvt_off_f32_i4")(unary(lambda x, inst: (
    _parts(x, 4, True)[0].astype(np.float32) / np.float32(16)).astype(np.float32)
    .view(np.uint32)))


def _qsad(masked: bool):
    """V_QSAD_PK_U16_U8 / V_MQSAD_PK_U16_U8: four (masked) byte SADs of the 32-bit windows
    of src0 at byte offsets 0..3 against src1, each plus a 16-bit entry of src2."""
    total = sad_total(8, masked)

    def sad(a, b, c):
        return _u32(total(a, b, c))

    def apply(a, b, c):
        out = np.zeros(a.shape, dtype=np.uint64)
        for i in range(4):
            window = ((a >> np.uint64(8 * i)) & np.uint64(MASK32)).astype(np.uint32)
            add = ((c >> np.uint64(16 * i)) & np.uint64(0xFFFF)).astype(np.uint32)
            part = sad(window, b, add).astype(np.uint64) & np.uint64(0xFFFF)
            out |= part << np.uint64(16 * i)
        return out
    return apply


semantics("v_qsad_pk_u16_u8")(ternary(_qsad(False)))
semantics("v_mqsad_pk_u16_u8")(ternary(_qsad(True)))


@semantics("v_mqsad_u32_u8")
def _mqsad_u32(inst):
    """V_MQSAD_U32_U8: four masked byte SADs (v_msad_u8) of the 32-bit windows of src0 at
    byte offsets 0..3 against src1, window i plus dword i of src2 (four VGPRs) into dword i
    of vdst (four VGPRs); with clamp each saturates at 2^32 − 1, else it wraps."""
    a, b = source_readers(inst)
    acc, dst = inst.operands[3], inst.operands[0]
    total = sad_total(8, masked=True)
    clamp = "clamp" in inst.mods

    def run(wave):
        x, y = a(wave), b(wave)
        addends = getattr(wave, acc.file)[acc.first:acc.first + 4].copy()  # (all read first)
        sums = [total(((x >> np.uint64(8 * i)) & np.uint64(MASK32)).astype(np.uint32), y,
                      addends[i]) for i in range(4)]
        block = getattr(wave, dst.file)
        mask = wave.exec_mask()
        lanes = np.ones(64, bool) if mask is None else mask
        for i, value in enumerate(sums):
            value = np.minimum(value, MASK32) if clamp else value & MASK32
            np.copyto(block[dst.first + i], value.astype(np.uint32), where=lanes)
    return run


def _cube(part: str):
    """The cube map selections (ISA pseudocode): the major axis is z if |z| >= |x|, |y|,
    else y if |y| >= |x|, else x."""
    def apply(a, b, c):
        x, y, z = a.view(np.float32), b.view(np.float32), c.view(np.float32)
        on_z = (np.abs(z) >= np.abs(x)) & (np.abs(z) >= np.abs(y))
        on_y = ~on_z & (np.abs(y) >= np.abs(x))
        if part == "id":
            value = np.where(on_z, np.where(z < 0, 5.0, 4.0), np.where(
                on_y, np.where(y < 0, 3.0, 2.0), np.where(x < 0, 1.0, 0.0)))
        elif part == "sc":
            value = np.where(on_z, np.where(z < 0, -x, x), np.where(on_y, x, np.where(
                x < 0, z, -z)))
        elif part == "tc":
            value = np.where(on_z, -y, np.where(on_y, np.where(y < 0, -z, z), -y))
        else:
            value = np.where(on_z, z, np.where(on_y, y, x)) * np.float32(2)
        return np.asarray(value, dtype=np.float32).view(np.uint32)
    return apply


for _part in ("id", "sc", "tc", "ma"):
    semantics(f"v_cube{_part}_f32")(ternary(_cube(_part)))


# V_SCREEN_PARTITION_4SE_B32 (CDNA1 ISA 12.8): which of 4 shader engines a screen rectangle
# covers, looked up by {x_min[6:5], y_min[6:5], x_max[6:5], y_max[6:5]} (src0[7:0]).
_SCREEN_PARTITION = np.array([int(c, 16) for c in (
    "137f5fff7ffffffff26efafffbffffffdf4cff5fffdfffff9bf8fffafffeffff"
    "ffff4cdf6fffeffffffff89bf99ffdffffff7f13ff9fffbfffff6ef26ff6fff7"
    "bfffffff23bfaffff7fffffff19df5ffffefffffef8cffaffffdffff67f4fff5"
    "9fffdfffffff8ceff66ffefffffff467ff6fff7fffffbf239ff9fffbffff9df1")], dtype=np.uint32)
semantics("v_screen_partition_4se_b32")(unary(lambda x, inst: _SCREEN_PARTITION[x & 0xFF]))


@semantics("v_cvt_pkaccum_u8_f32")
def _pkaccum(inst):
    """src0 to a u8 (nearest even, saturating, NaN to 0) into byte src1[1:0] of vdst (the
    other bytes kept): v_cvt_pk_u8_f32 with vdst as the third source."""
    a, s = source_readers(inst)
    dst = inst.operands[0]
    write = vector_writer(dst)
    return lambda wave: write(wave, _pk_u8(a(wave), s(wave), getattr(wave, dst.file)[dst.first]))
