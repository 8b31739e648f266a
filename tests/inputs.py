"""Random operand generators for the MFMA tests: raw bit patterns with a chosen character."""

from __future__ import annotations

import numpy as np

from isa import DType

PROFILES = ("normal", "wide", "raw", "zeros", "special", "cancel")

# (min normal exponent, max exponent) of each float type
_EXPONENTS = {DType.F16: (-14, 15), DType.BF16: (-126, 127), DType.F32: (-126, 127),
              DType.XF32: (-126, 127), DType.F64: (-1022, 1023), DType.FP8: (-7, 7),
              DType.BF8: (-15, 15)}
_SPECIALS = {
    DType.F16: (0x7C00, 0xFC00, 0x7E00, 0x7BFF, 0xFBFF, 0x8000, 0x0001),
    DType.BF16: (0x7F80, 0xFF80, 0x7FC0, 0x7F7F, 0xFF7F, 0x8000, 0x0001),
    DType.F32: (0x7F800000, 0xFF800000, 0x7FC00000, 0x7F7FFFFF, 0x80000000, 0x00000001),
    DType.XF32: (0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 0x7F7FFFFF, 0x80000000),
    DType.F64: (0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000,
                0x7FEFFFFFFFFFFFFF, 0x8000000000000000, 0x0000000000000001),
    DType.FP8: (0x80, 0x7F, 0xFF, 0x01, 0x00),
    DType.BF8: (0x80, 0x7F, 0xFF, 0x01, 0x00),
}


def random_bits(dtype: DType, shape, rng: np.random.Generator, profile: str) -> np.ndarray:
    """Raw bit patterns of ``dtype`` shaped ``shape``."""
    raw = dtype.raw_dtype
    if dtype in (DType.I8, DType.I32):
        if profile == "special":
            extremes = np.array([0, 1 << (dtype.bits - 1), (1 << (dtype.bits - 1)) - 1,
                                 (1 << dtype.bits) - 1], dtype=np.uint64)
            return rng.choice(extremes, shape).astype(raw)
        return rng.integers(0, 1 << dtype.bits, shape, dtype=np.uint64).astype(raw)
    if profile == "raw":
        bits = rng.integers(0, 1 << min(dtype.bits, 63), shape, dtype=np.uint64)
        if dtype.bits == 64:
            bits |= rng.integers(0, 2, shape, dtype=np.uint64) << np.uint64(63)
        return bits.astype(raw)
    values = rng.standard_normal(shape)
    if profile == "wide":
        lo, hi = _EXPONENTS[dtype]
        values = values * np.exp2(rng.integers(lo - 8, hi + 1, shape).astype(np.float64))
    elif profile == "zeros":
        values[rng.random(shape) < 0.5] = 0.0
        values[rng.random(shape) < 0.2] = -0.0
    elif profile == "cancel":
        values = np.round(values * 4) / 4  # coarse values whose products cancel exactly
    with np.errstate(over="ignore"):  # values beyond the type's range become inf
        bits = values.astype(dtype.typed_dtype).view(raw).copy()
    if profile == "special":
        mask = rng.random(shape) < 0.05
        bits[mask] = rng.choice(np.array(_SPECIALS[dtype], dtype=np.uint64),
                                int(mask.sum())).astype(raw)
    return bits


def operands(record, rng, profile):
    blocks = record.blocks
    a = random_bits(record.a_type, (blocks, record.m, record.k), rng, profile)
    b = random_bits(record.b_type, (blocks, record.k, record.n), rng, profile)
    c = random_bits(record.cd_type, (blocks, record.m, record.n), rng, profile)
    return a, b, c
