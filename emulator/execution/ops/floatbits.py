"""The fields of binary32 and binary64 bit patterns, as numpy over lane arrays: what the
float semantics (selects, roundings, classes, division steps, transcendentals) test."""

from __future__ import annotations

import numpy as np

IEEE_MODE = 1 << 9   # MODE.IEEE: signalling NaN inputs are quieted (CDNA3 ISA, MODE register)


def ieee(mode) -> bool:
    """Whether MODE's IEEE bit is set (the compute-kernel default)."""
    return bool(int(mode) & IEEE_MODE)


class FloatBits:
    """One IEEE binary format: its unsigned and float dtypes and its field masks."""

    def __init__(self, uint, float_, exponent_bits, fraction_bits):
        width = 1 + exponent_bits + fraction_bits
        self.uint, self.float = uint, float_
        self.fraction_bits = fraction_bits
        self.bias = (1 << (exponent_bits - 1)) - 1
        self.max_exponent = (1 << exponent_bits) - 1       # the biased exponent of inf/NaN
        self.magnitude = uint((1 << (width - 1)) - 1)
        self.infinity = uint(((1 << exponent_bits) - 1) << fraction_bits)
        self.quiet = uint(1 << (fraction_bits - 1))
        self.sign = uint(1 << (width - 1))
        self.sign_shift = uint(width - 1)
        self.default_nan = uint(self.sign | self.infinity | self.quiet)   # 0xFFC00000…
        self.smallest_normal = float_(2.0) ** (1 - self.bias)

    def is_nan(self, x):
        return (x & self.magnitude) > self.infinity

    def is_signalling(self, x):
        return self.is_nan(x) & ((x & self.quiet) == 0)

    def quieted(self, x):
        """NaNs with the quiet bit set (IEEE 754 6.2: an operation on a signalling NaN
        returns it quiet); other values as they are."""
        return np.where(self.is_nan(x), x | self.quiet, x).astype(self.uint)

    def plainly_ordered(self, extreme, a, b):
        """``extreme`` (numpy's maximum or minimum) of the values of bits ``a`` and ``b``,
        as bits, where that is V_MAX/V_MIN's result — no NaN takes part (numpy spreads it)
        and no pair is two zeros (the rule orders ±0 by sign) —, else None."""
        fast = extreme(a.view(self.float), b.view(self.float))
        if (np.isnan(fast) | (((a | b) & self.magnitude) == 0)).any():
            return None
        return fast.view(self.uint)

    def is_special(self, x):
        """±inf or NaN: the all-ones exponent."""
        return (x & self.infinity) == self.infinity

    def is_denormal(self, x):
        return ((x & self.infinity) == 0) & ((x & self.magnitude) != 0)

    def exponent(self, x):
        """The biased exponent field as int64 (0 for zeros and denormals)."""
        return ((x & self.infinity) >> self.uint(self.fraction_bits)).astype(np.int64)

    def flushed(self, x):
        """Denormals as zeros of their sign (``x`` itself when it holds none)."""
        tiny = (x & self.infinity) == 0
        if not (tiny & ((x & self.magnitude) != 0)).any():
            return x
        return np.where(tiny, x & self.sign, x).astype(self.uint)


B16 = FloatBits(np.uint16, np.float16, 5, 10)
B32 = FloatBits(np.uint32, np.float32, 8, 23)
B64 = FloatBits(np.uint64, np.float64, 11, 52)
