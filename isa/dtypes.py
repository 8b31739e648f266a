"""Operand element types of the CDNA3 matrix instructions, as spelled in mnemonics.

Each names a row of the formats table (``isa.formats``), which holds its width, raw and
typed dtypes and encoding: fp8 and bf8 are gfx942's FNUZ formats (spec/ERRATA.md item 3);
xf32 travels in fp32 registers and is truncated by the instruction (spec/NUMERICS.md).
"""

from __future__ import annotations

import enum

import numpy as np

from .formats import FORMATS, Format


class DType(enum.Enum):
    """An element type: value is the spelling used in mnemonics and in instructions.csv."""

    F64 = "f64"
    F32 = "f32"
    XF32 = "xf32"
    F16 = "f16"
    BF16 = "bf16"
    I32 = "i32"
    I8 = "i8"
    FP8 = "fp8"
    BF8 = "bf8"
    FP6 = "fp6"     # gfx950's MX formats (the f8f6f4 MFMAs: isa/gfx950/matrix.py)
    BF6 = "bf6"
    FP4 = "fp4"

    @property
    def format(self) -> Format:
        """The element format (isa.formats) this type names."""
        return FORMATS[self.value]

    @property
    def bits(self) -> int:
        return self.format.bits

    @property
    def raw_dtype(self) -> np.dtype:
        """Unsigned integer dtype holding one element's bit pattern."""
        return self.format.raw_dtype

    @property
    def typed_dtype(self) -> np.dtype:
        """numpy dtype of the element's value."""
        return self.format.typed_dtype

    @property
    def is_float(self) -> bool:
        return self.format.is_float

    @property
    def c_name(self) -> str:
        """Element type as spelled in the HIP builtin signatures."""
        return self.format.c_name

    def __str__(self) -> str:
        return self.value
