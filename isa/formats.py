"""Element formats: one table of every number format the tools read, write or decode.

A float format is ``(−1)^s · 2^(e − bias) · 1.f`` (normal) or ``2^(1 − bias) · 0.f``
(subnormal) with ``exponent_bits`` of e and ``fraction_bits`` of f; its specials follow one
of three rules (:class:`Specials`):

* ``IEEE`` — an all-ones exponent is inf (f = 0) or NaN (f ≠ 0): f64, f32, f16, bf16, and
  OCP E5M2 (gfx950's bf8);
* ``FNUZ`` — no inf, no −0: the one NaN is the pattern of −0 (0x80); gfx942's fp8
  (E4M3FNUZ, bias 8) and bf8 (E5M2FNUZ, bias 16), spec/ERRATA.md item 3;
* ``FN`` — no inf: the NaNs are the all-ones exponent with an all-ones fraction (OCP E4M3FN,
  gfx950's fp8);
* ``FINITE`` — no inf, no NaN: every pattern is a number (OCP MX E2M3 and E3M2, gfx950's fp6
  and bf6, and E2M1, its fp4; CDNA4 ISA guide table 30).

``e8m0`` is the block scale of gfx950's scaled MFMAs and conversions (``SCALE``): an 8-bit
biased exponent, ``2^(e − 127)``, with 0xFF NaN and no sign, zero or fraction (CDNA4 ISA
guide 7.2); no kernel decodes it as an element, so it has no :meth:`Format.layout`.

xf32 is stored as f32 but only the top ``kept_fraction`` (10) fraction bits take part: the
matrix core truncates the rest before anything else (spec/NUMERICS.md). Integer formats have
no exponent. ``typed`` names the numpy/ml_dtypes dtype of the values, ``c_name`` the element
type in the HIP builtin signatures.

The MFMA kernels read a format as :meth:`Format.layout`, a tuple of integers passed at run
time (not folded into compiled code, so a change here never meets a stale numba cache).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import numpy as np


class Specials(enum.Enum):
    NONE = "none"      # integers
    IEEE = "ieee"
    FNUZ = "fnuz"
    FN = "fn"
    FINITE = "finite"
    SCALE = "scale"    # e8m0: a power of two, or NaN


@dataclass(frozen=True, slots=True)
class Format:
    name: str
    bits: int
    exponent_bits: int = 0
    fraction_bits: int = 0         # stored fraction bits
    bias: int = 0
    specials: Specials = Specials.NONE
    typed: str = ""                # numpy or ml_dtypes dtype name
    c_name: str = ""
    kept_fraction: int | None = None   # xf32: the fraction bits the hardware keeps
    signed: bool = True            # integers

    @property
    def is_float(self) -> bool:
        return self.specials not in (Specials.NONE, Specials.SCALE)

    @property
    def raw_dtype(self) -> np.dtype:
        """The unsigned integer dtype holding one element's bit pattern."""
        return np.dtype(f"uint{max(8, self.bits)}")   # (fp6, fp4: a byte each)

    @property
    def typed_dtype(self) -> np.dtype:
        """The numpy dtype of the element's values (bf16 and the fp8 formats: ml_dtypes',
        imported only then: its import costs over a second)."""
        if hasattr(np, self.typed):
            return np.dtype(getattr(np, self.typed))
        import ml_dtypes
        return np.dtype(getattr(ml_dtypes, self.typed))

    @property
    def significand_bits(self) -> int:
        """Fraction bits that take part in arithmetic."""
        return self.kept_fraction if self.kept_fraction is not None else self.fraction_bits

    @property
    def layout(self) -> tuple[int, ...]:
        """The fields the kernels decode with, in the order of the ``L_*`` indices of
        ``emulator.numerics``: storage bits, sign shift, exponent shift, exponent mask,
        fraction shift, kept fraction bits, bias, keep mask (applied first), the NaN test
        ``(x & nan_mask) == nan_value``, the exponent field value that is special (−1:
        none), and 1 for IEEE specials (NaN or inf by the fraction), 0 for the others (always
        NaN), −1 for an integer format."""
        if self.specials is Specials.SCALE:
            raise ValueError(f"{self.name} is a block scale, not an element format")
        if not self.is_float:
            return (self.bits, 0, 0, 0, 0, 0, 0, -1, 0, -1, -1, -1)
        kept = self.significand_bits
        exp_mask = (1 << self.exponent_bits) - 1
        sign_shift = self.bits - 1
        drop = self.fraction_bits - kept
        keep = ((1 << self.bits) - 1) & ~((1 << drop) - 1) if drop else -1
        magnitude = (1 << sign_shift) - 1
        if self.specials is Specials.FNUZ:
            nan_mask, nan_value, special_exp = (1 << self.bits) - 1, 1 << sign_shift, -1
        elif self.specials is Specials.FN:
            nan_mask, nan_value, special_exp = magnitude, magnitude, -1
        elif self.specials is Specials.FINITE:   # (no pattern passes the NaN test)
            nan_mask, nan_value, special_exp = 0, -1, -1
        else:
            nan_mask, nan_value, special_exp = 0, -1, exp_mask
        return (self.bits, sign_shift, self.fraction_bits, exp_mask, drop, kept, self.bias,
                keep, nan_mask, nan_value, special_exp, int(self.specials is Specials.IEEE))


FORMATS: dict[str, Format] = {f.name: f for f in (
    Format("f64", 64, 11, 52, 1023, Specials.IEEE, "float64", "double"),
    Format("f32", 32, 8, 23, 127, Specials.IEEE, "float32", "float"),
    Format("xf32", 32, 8, 23, 127, Specials.IEEE, "float32", "float", kept_fraction=10),
    Format("f16", 16, 5, 10, 15, Specials.IEEE, "float16", "half"),
    Format("bf16", 16, 8, 7, 127, Specials.IEEE, "bfloat16", "short"),
    Format("fp8", 8, 4, 3, 8, Specials.FNUZ, "float8_e4m3fnuz", "fp8"),
    Format("bf8", 8, 5, 2, 16, Specials.FNUZ, "float8_e5m2fnuz", "bf8"),
    # the OCP formats of gfx950 (CDNA4), for a target that has them
    Format("fp8_ocp", 8, 4, 3, 7, Specials.FN, "float8_e4m3fn", "fp8"),
    Format("bf8_ocp", 8, 5, 2, 15, Specials.IEEE, "float8_e5m2", "bf8"),
    # gfx950's MX formats (CDNA4 ISA guide table 30; OCP MX v1.0) and the block scale
    Format("fp6", 6, 2, 3, 1, Specials.FINITE, "float6_e2m3fn", "fp6"),
    Format("bf6", 6, 3, 2, 3, Specials.FINITE, "float6_e3m2fn", "bf6"),
    Format("fp4", 4, 2, 1, 1, Specials.FINITE, "float4_e2m1fn", "fp4"),
    Format("e8m0", 8, 8, 0, 127, Specials.SCALE, "float8_e8m0fnu", "uint8_t", signed=False),
    Format("i8", 8, typed="int8", c_name="char"),
    Format("i32", 32, typed="int32", c_name="int"),
    Format("u8", 8, typed="uint8", c_name="uchar", signed=False),
    Format("u16", 16, typed="uint16", c_name="ushort", signed=False),
    Format("u32", 32, typed="uint32", c_name="uint", signed=False),
    Format("u64", 64, typed="uint64", c_name="ulong", signed=False),
)}

# The formats of CDNA4 (gfx950) alone: the other targets leave them out
CDNA4_ONLY = frozenset(("fp8_ocp", "bf8_ocp", "fp6", "bf6", "fp4", "e8m0"))
