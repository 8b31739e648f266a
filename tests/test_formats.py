"""The formats table (isa.formats): every float format's layout, as the MFMA kernels decode
it, gives ml_dtypes' value and class for every bit pattern (8- and 16-bit formats, all of
them; xf32 on random patterns, after its truncation)."""

from __future__ import annotations

import numpy as np
import pytest

import isa
from isa.formats import FORMATS, Specials
from emulator.execution.mfma.operands import _decode_operand
from emulator.execution.mfma.numerics import FINITE, INF, L_BIAS, NAN

_SMALL = [f for f in FORMATS.values() if f.is_float and f.bits <= 16]


@pytest.mark.parametrize("fmt", _SMALL, ids=lambda f: f.name)
def test_layout_decodes_every_pattern_as_ml_dtypes_does(fmt):
    bits = np.arange(1 << fmt.bits, dtype=np.int64)
    cls, sgn, exp, mag, val, any_special, _ = _decode_operand(bits, np.array(fmt.layout))
    with np.errstate(invalid="ignore"):
        expected = bits.astype(fmt.raw_dtype).view(fmt.typed_dtype).astype(np.float64)
    nan, inf = np.isnan(expected), np.isinf(expected)
    assert np.array_equal(cls == NAN, nan) and np.array_equal(cls == INF, inf)
    finite = cls == FINITE
    assert np.array_equal(val[finite], expected[finite])
    # the integer parts say the same: sign · sig · 2^(exp − F)
    parts = sgn[finite] * mag[finite] * np.exp2(exp[finite] - fmt.significand_bits)
    assert np.array_equal(parts.astype(np.float64), expected[finite])
    assert any_special == bool(nan.any() or inf.any())


def test_xf32_keeps_ten_fraction_bits_before_anything_else():
    rng = np.random.default_rng(3)
    raw = rng.integers(0, 1 << 32, 4096, dtype=np.int64)
    raw[:4] = [0x7F800001, 0x7F802000, 0xFF800000, 0x00001FFF]   # a NaN below the cut is inf
    cls, *_, val, _, _ = _decode_operand(raw, np.array(FORMATS["xf32"].layout))
    with np.errstate(invalid="ignore"):
        kept = (raw & 0xFFFFE000).astype(np.uint32).view(np.float32).astype(np.float64)
    assert np.array_equal(cls == NAN, np.isnan(kept)) and np.array_equal(cls == INF,
                                                                         np.isinf(kept))
    assert cls[0] == INF and cls[1] == NAN and cls[2] == INF and val[3] == 0
    finite = cls == FINITE
    assert np.array_equal(val[finite], kept[finite])


def test_matrix_types_name_rows_of_the_table():
    for dtype in isa.DType:
        fmt = dtype.format
        assert (dtype.bits, dtype.typed_dtype, dtype.is_float) == (fmt.bits, fmt.typed_dtype,
                                                                   fmt.is_float)
    assert FORMATS["fp8"].specials is Specials.FNUZ and FORMATS["fp8_ocp"].specials is \
        Specials.FN and FORMATS["bf8_ocp"].specials is Specials.IEEE


def _narrow_by_decode_into(bits, layout):
    """decode_into's ``narrow`` rows and returns: the reference (float64 values, cast)."""
    from emulator.execution.mfma.operands import decode_into
    count = bits.shape[0]
    rows = np.full((2, count), 7, np.int32)
    got = decode_into(bits, layout, np.empty((4, count), np.int64), np.empty(count), rows)
    return rows, tuple(got)


_BYTES = [f for f in FORMATS.values() if f.is_float and f.bits == 8]


@pytest.mark.parametrize("fmt", _BYTES, ids=lambda f: f.name)
def test_byte_formats_decode_by_table_as_by_arithmetic(fmt):
    """decode_narrow looks an 8-bit format's codes up in a table made once; it gives
    decode_into's exponents, values and returns (any inf/NaN, largest exponent, smallest
    exponent of a nonzero value) for every code, in any order and mix."""
    from emulator.execution.mfma.operands import _byte_table, decode_narrow
    layout = np.array(fmt.layout, dtype=np.int64)
    assert _byte_table(layout) >= 0          # (else the table path silently never runs)
    rng = np.random.default_rng(5)
    for bits in [np.arange(256, dtype=np.int64), rng.permutation(256).astype(np.int64),
                 rng.integers(0, 256, 512), rng.integers(0, 256, 512) & 0x7E,
                 np.zeros(8, np.int64), np.array([0x80, 0x00, 0x01], np.int64)]:
        by_table = np.full((2, bits.shape[0]), 7, np.int32)
        got = decode_narrow(bits, layout, by_table)
        by_arithmetic, want = _narrow_by_decode_into(bits, layout)
        assert np.array_equal(by_table, by_arithmetic)
        assert tuple(got) == want


_FUSED_FORMATS = [f for f in FORMATS.values()
                  if f.is_float and f.bits <= 32 and f.name not in ("f32", "e8m0")]


@pytest.mark.parametrize("fmt", _FUSED_FORMATS, ids=lambda f: f.name)
def test_formats_decode_in_float32_lanes_as_by_decode_into(fmt):
    """_decode_float32 (a value's bits placed in a float32, times 2^(127 − bias)) gives
    decode_into's exponents, values and returns for every code of every format the fused
    MFMAs read (all 2^16 of a 16-bit one; xf32's signs, exponents and kept fractions, with
    the bits it truncates set at random), in chunks that mix zeros, subnormals, inf and
    NaN with ordinary values, and alone."""
    from emulator.execution.mfma.operands import _decode_float32, _fits_float32
    layout = np.array(fmt.layout, dtype=np.int64)
    assert _fits_float32(layout)
    rng = np.random.default_rng(7)
    if fmt.bits <= 16:
        codes = np.arange(1 << fmt.bits, dtype=np.int64)
    else:   # (sign, exponent and the 10 kept fraction bits: every one; the rest random)
        kept = np.arange(1 << 19, dtype=np.int64) << 13
        codes = kept | rng.integers(0, 1 << 13, kept.shape[0])
    chunks = [codes, rng.permutation(codes)[:4096], codes[:1], codes[-1:],
              np.zeros(5, np.int64)]
    for bits in chunks:
        rows = np.full((2, bits.shape[0]), 7, np.int32)
        got = _decode_float32(bits, layout, rows)
        want_rows, want = _narrow_by_decode_into(bits, layout)
        assert np.array_equal(rows, want_rows)
        assert tuple(got) == want


def test_a_layout_without_a_table_decodes_arithmetically():
    """A 16-bit format, and an 8-bit layout the table does not hold, are decoded by
    arithmetic in 32-bit lanes; a layout too wide for those (f64's) by decode_into."""
    from emulator.execution.mfma.operands import _byte_table, _fits_float32, decode_narrow
    odd = np.array(FORMATS["fp8"].layout, dtype=np.int64)
    odd[L_BIAS] += 1                         # another bias: no such format
    wide = np.array(FORMATS["f64"].layout, dtype=np.int64)
    assert not _fits_float32(wide)
    rng = np.random.default_rng(6)
    for layout, bits in ((odd, rng.integers(0, 256, 300)),
                         (np.array(FORMATS["f16"].layout, np.int64),
                          rng.integers(0, 1 << 16, 300)),
                         (wide, rng.integers(0, 1 << 62, 300) & ~(0x7FF << 52))):
        assert _byte_table(layout) == -1
        got = np.zeros((2, 300), np.int32)
        want_rows, want = _narrow_by_decode_into(bits, layout)
        assert tuple(decode_narrow(bits, layout, got)) == want
        assert np.array_equal(got, want_rows)