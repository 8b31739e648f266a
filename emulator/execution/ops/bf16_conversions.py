"""CDNA4's (gfx950's) f16 and bf16 conversions (the CDNA4 ISA guide's VOP1 and VOP3 tables;
the records: isa/gfx950/ops.py):

* ``v_cvt_pk_f16_f32``: two f32 to a pair of f16 (src0 to the low half), each as
  ``v_cvt_f16_f32`` converts one — rounded as MODE says, a NaN quiet with its payload's top
  bits;
* ``v_cvt_pk_bf16_f32``: two f32 to a pair of bf16, each rounded to nearest even, a NaN kept
  NaN (quieted) — the rule of LLVM's bf16 lowering; the hardware's NaN payload and
  denormal handling are not documented (the record says so: OpSpec.inexact);
* ``v_cvt_f32_bf16``: the low half's bf16 to f32, exactly (its bits moved up 16)."""

from __future__ import annotations

import numpy as np

from . import semantics
from .floatbits import B32
from .vector_forms import binary, unary
from .word_arrays import ARRAY_WORDS


def _bf16(x):
    """f32 lanes' bits to bf16 bits, nearest even; a NaN quiet, its payload's top bits."""
    x = np.asarray(x, np.uint32).astype(np.uint64)
    rounded = (x + np.uint64(0x7FFF) + ((x >> np.uint64(16)) & np.uint64(1))) >> np.uint64(16)
    nan = (x >> np.uint64(16)) | np.uint64(0x40)
    return np.where(B32.is_nan(x.astype(np.uint32)), nan, rounded).astype(np.uint32) & 0xFFFF


def _pk_f16(mode, a, b):
    """The lane vocabulary's cvt_f16_f32 of each, src0's in the low half."""
    half = ARRAY_WORDS["cvt_f16_f32"]
    return half(mode, a) | (half(mode, b) << np.uint32(16))


semantics("v_cvt_pk_f16_f32")(binary(_pk_f16, moded=True))
semantics("v_cvt_pk_bf16_f32")(binary(lambda a, b: _bf16(a) | (_bf16(b) << np.uint32(16))))
semantics("v_cvt_f32_bf16")(unary(lambda x, _: (x & np.uint32(0xFFFF)) << np.uint32(16)))
