"""Operand element types of the CDNA3 matrix instructions.

Each type knows its width in bits, the unsigned numpy dtype that holds its raw bit pattern
and the numpy dtype of its typed values. fp8 and bf8 are the gfx942 FNUZ formats
(E4M3FNUZ bias 8, E5M2FNUZ bias 16; spec/ERRATA.md item 3), so their typed dtypes are
ml_dtypes' ``float8_e4m3fnuz`` / ``float8_e5m2fnuz``. xf32 travels in fp32 registers, so its
typed values are numpy float32 (the instruction truncates them, spec/NUMERICS.md).
"""

from __future__ import annotations

import enum

import ml_dtypes
import numpy as np


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

    @property
    def bits(self) -> int:
        return _BITS[self]

    @property
    def raw_dtype(self) -> np.dtype:
        """Unsigned integer dtype holding one element's bit pattern."""
        return _RAW[self.bits]

    @property
    def typed_dtype(self) -> np.dtype:
        """numpy dtype of the element's value."""
        return _TYPED[self]

    @property
    def is_float(self) -> bool:
        return self not in (DType.I32, DType.I8)

    @property
    def c_name(self) -> str:
        """Element type as spelled in the HIP builtin signatures."""
        return _C_NAMES[self]

    def __str__(self) -> str:
        return self.value


_BITS = {
    DType.F64: 64, DType.F32: 32, DType.XF32: 32, DType.I32: 32,
    DType.F16: 16, DType.BF16: 16, DType.I8: 8, DType.FP8: 8, DType.BF8: 8,
}
_RAW = {8: np.dtype(np.uint8), 16: np.dtype(np.uint16), 32: np.dtype(np.uint32),
        64: np.dtype(np.uint64)}
_TYPED = {
    DType.F64: np.dtype(np.float64), DType.F32: np.dtype(np.float32),
    DType.XF32: np.dtype(np.float32), DType.I32: np.dtype(np.int32),
    DType.F16: np.dtype(np.float16), DType.BF16: np.dtype(ml_dtypes.bfloat16),
    DType.I8: np.dtype(np.int8), DType.FP8: np.dtype(ml_dtypes.float8_e4m3fnuz),
    DType.BF8: np.dtype(ml_dtypes.float8_e5m2fnuz),
}
_C_NAMES = {
    DType.F64: "double", DType.F32: "float", DType.XF32: "float", DType.I32: "int",
    DType.F16: "half", DType.BF16: "short", DType.I8: "char", DType.FP8: "fp8",
    DType.BF8: "bf8",
}
