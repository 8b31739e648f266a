"""The lane vocabulary's binary32 primitives (isa/lane_vocabulary.py ``FLOATS``) over numpy
arrays of words, each a function of MODE's value and its operands, which word_arrays.py's
generated words call: numpy's arithmetic on the words viewed as float32, rounded as MODE
says (ops/rounding.py) — the conversion to float16 too —, ``fma_rounded``'s fma, numpy's
float32 ``ldexp``, the reciprocal, root and exponential in binary64 rounded once (the
exponential: isa/exp2_binary64.py), the scaled fma rounded to odd in binary64 first, and
``if_ieee`` its operand or zeros as MODE's IEEE bit says."""

from __future__ import annotations

import functools

import numpy as np

from isa.exp2_binary64 import exp2_binary64
from isa.lane_vocabulary import TRUNC_LIMIT

from emulator.execution.fma_lanes import fma_f32_array, round_to_odd_sum

from . import rounding
from .floatbits import ieee

_F32 = np.dtype(np.float32)


@functools.cache
def _fma():
    """The binary32 fma rounded as MODE says (ops/valu.py's, which imports this module
    through valu_integer.py and word_arrays.py: imported when first asked for)."""
    from .valu import fma_rounded
    return fma_rounded(fma_f32_array, np.float32, np.uint32)


FLOAT_ARRAYS = {
    "fadd": lambda mode, a, b: _bits(rounding.add(mode, a.view(_F32), b.view(_F32))),
    "fsub": lambda mode, a, b: _bits(rounding.subtract(mode, a.view(_F32), b.view(_F32))),
    "fmul": lambda mode, a, b: _bits(rounding.multiply(mode, a.view(_F32), b.view(_F32))),
    "ffma": lambda mode, a, b, c: _fma()(mode, a, b, c),
    "round_f32": lambda mode, x: rounding.convert(mode, x, np.float32).view(np.uint32),
    "trunc_f32": lambda mode, a: _truncated(a),
    "f16_of": lambda mode, a: rounding.convert(mode, a.view(_F32), np.float16)
    .view(np.uint16).astype(np.uint32),
    # (C's ldexpf on binary32: numpy's float32 ldexp, one rounding)
    "fscale": lambda mode, a, e: np.ldexp(a.view(_F32), e.astype(np.int32)).view(np.uint32),
    "frcp": lambda mode, a: _of_binary64(np.reciprocal, a),
    "fsqrt": lambda mode, a: _of_binary64(np.sqrt, a),
    "fexp2": lambda mode, a: _of_binary64(exp2_binary64, a),
    "ffma_scaled": lambda mode, a, b, c, e: _scaled_fma(a, b, c, e),
    "if_ieee": lambda mode, x: x if ieee(mode) else np.zeros_like(x)}


def _of_binary64(fn, a):
    """``fn`` of binary32 words' values in binary64, rounded once to binary32 (its words)."""
    with np.errstate(all="ignore"):
        return fn(a.view(_F32).astype(np.float64)).astype(np.float32).view(np.uint32)


def _scaled_fma(a, b, c, e):
    """(a·b + c)·2^e rounded once to binary32: where no lane is scaled, the binary32 fma
    (one rounding of the same value); else the product exact in binary64, the sum rounded
    to odd there (53 bits: rounded again to 24, correctly), scaled exactly (a nonzero sum
    is at least 2^-298, and |e| ≤ 64: a normal binary64), rounded."""
    e = np.asarray(e)
    if not e.any():
        out = fma_f32_array(a.view(_F32), b.view(_F32), c.view(_F32)).view(np.uint32)
        shape = np.broadcast_shapes(out.shape, e.shape)
        return out if out.shape == shape else np.broadcast_to(out, shape).copy()
    x, y, z = (v.view(_F32).astype(np.float64) for v in (a, b, c))
    with np.errstate(all="ignore"):
        exact = round_to_odd_sum(x * y, z)
    return np.ldexp(exact, e.astype(np.int32)).astype(np.float32).view(np.uint32)


def _bits(values):
    return values.astype(np.float32).view(np.uint32)


def _truncated(a):
    """trunc_f32: toward zero, a NaN 0, beyond ±2^40 ±2^40 (int64)."""
    f = a.view(_F32).astype(np.float64)
    limit = float(TRUNC_LIMIT)
    return np.trunc(np.clip(np.nan_to_num(f, nan=0.0, posinf=limit, neginf=-limit),
                            -limit, limit)).astype(np.int64)
