"""The formats table (isa.formats): every float format's layout, as the MFMA kernels decode
it, gives ml_dtypes' value and class for every bit pattern (8- and 16-bit formats, all of
them; xf32 on random patterns, after its truncation)."""

from __future__ import annotations

import numpy as np
import pytest

import isa
from isa.formats import FORMATS, Specials
from emulator.execution.mfma.kernels import _decode_operand
from emulator.execution.mfma.numerics import FINITE, INF, NAN

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
