"""One lane's arithmetic, jitted: what a compiled block (``emulator/execution/blocks``) calls
for each instruction, lane by lane, on ``uint32`` words (the scalar ALU's forms:
scalar_lanes.py; global loads: memory_lanes.py).

Each function is the scalar form of a VALU semantic in ``emulator/execution/ops`` and
must agree with it bit for bit (tests/test_blocks.py runs both on random states). The
integer words are not here: each is defined once (isa/lane_vocabulary.py) and a block
calls the function generated from it (word_functions.py).

* integers wrap modulo 2^32 (computed in 64 bits, masked);
* f32 results are IEEE binary32, nearest even, denormals kept (a block runs only in that
  MODE); the binary32 words of isa/lane_vocabulary.py (add, sub, mul, fma, the integer and
  binary16 conversions, ldexp, the reciprocal, root and exponential, the division's steps)
  are not here but their primitives (``fadd`` …, ``f16_of``, ``fscale``, ``frcp``,
  ``fsqrt``, ``fexp2``, ``ffma_scaled``), whose NaN results the words make definite;
* comparisons are IEEE (any NaN: false, except the negated and unordered conditions).

Everything also runs as plain Python under ``NUMBA_DISABLE_JIT=1`` (numpy scalars).
"""

from __future__ import annotations

import math

import numpy as np
import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
from numba import njit

from emulator.execution.mfma.numerics import fma_f32, fma_to_odd, pow2
from isa.exp2_binary64 import exp2_binary64
from isa.lane_vocabulary import TRUNC_LIMIT

M32 = np.uint64(0xFFFFFFFF)
ONE = np.uint64(1)
_QUIET = np.uint32(0x00400000)
_MAGNITUDE = np.uint32(0x7FFFFFFF)
_INFINITY = np.uint32(0x7F800000)
DEFAULT_NAN = np.uint32(0xFFC00000)
_TRUNCATED = float(TRUNC_LIMIT)   # (trunc_f32's bound, the vocabulary's)


@njit(cache=True)
def f32(x):
    return np.uint32(x).view(np.float32)


@njit(cache=True)
def bits32(x):
    return np.float32(x).view(np.uint32)


@njit(cache=True)
def i64(x):
    """A word as a signed 32-bit value, widened."""
    return np.int64(np.uint32(x).view(np.int32))


@njit(cache=True)
def u32(x):
    """The low 32 bits of an integer (signed or unsigned) as a word."""
    return np.uint32(np.int64(x) & np.int64(0xFFFFFFFF))


@njit(cache=True)
def is_nan(x):
    return (np.uint32(x) & _MAGNITUDE) > _INFINITY


# -- the binary32 primitives of isa/lane_vocabulary.py (word_source.py calls them; the words
# around them state which NaN a result is): LLVM's arithmetic, nearest even, denormals kept
@njit(cache=True)
def fadd(a, b):
    return bits32(f32(a) + f32(b))


@njit(cache=True)
def fsub(a, b):
    return bits32(f32(a) - f32(b))


@njit(cache=True)
def fmul(a, b):
    return bits32(f32(a) * f32(b))


@njit(cache=True)
def ffma(a, b, c):
    return bits32(fma_f32(f32(a), f32(b), f32(c)))


@njit(cache=True)
def trunc_f32(x):
    """A binary32's value toward zero as an int64; a NaN 0, beyond ±2^40 (∞ too) ±2^40."""
    f = np.float64(f32(x))
    if f != f:
        return np.int64(0)
    return np.int64(min(max(f, -_TRUNCATED), _TRUNCATED))


@njit(cache=True)
def f16_of(x):
    """binary32 to binary16 bits in the low half, nearest even: the significand (its
    implicit bit set) shifted to binary16's ten bits, or further for a denormal result
    (at most 25 places: a binary32 denormal, or anything below binary16's half-denormal,
    rounds to 0), a carry out of it rounding up into the exponent, past 65504 by half an ulp
    ∞; a NaN gives a NaN (its word, ``cvt_f16_f32``, says which). (Each path made and one
    chosen, without branches: LLVM vectorises the lane loop around it.)"""
    x = np.uint32(x)
    sign = (x >> np.uint32(16)) & np.uint32(0x8000)
    biased = np.int64((x >> np.uint32(23)) & np.uint32(0xFF))
    exponent = biased - 127
    significand = np.int64(x & np.uint32(0x7FFFFF)) | np.int64(0x800000)
    normal = exponent >= -14
    shift = min(np.int64(13) if normal else -1 - exponent, np.int64(25))
    kept = significand >> shift
    rest = significand & ((np.int64(1) << shift) - 1)
    half = np.int64(1) << (shift - 1)
    kept += np.int64(rest > half or (rest == half and (kept & 1) == 1))
    bits = min(((exponent + 15) << 10) + kept - 0x400, np.int64(0x7C00)) if normal else kept
    special = sign | np.uint32(0x7E00) if x & np.uint32(0x7FFFFF) else sign | np.uint32(0x7C00)
    finite = sign | np.uint32(bits) if biased != 0 else sign
    return special if biased == 0xFF else finite


@njit(cache=True)
def fscale(a, e):
    """a · 2^e (e an integer within ±1000: its word clamps it) in binary64 — exact, but for
    results far below binary32's denormals, which round to 0 either way — rounded once to
    binary32: C's ``ldexpf``. The product with 2^e made from its bits (a normal binary64
    for every such e), not libm's ``ldexp``: a call LLVM cannot vectorise, twenty times the
    lane loop's time."""
    return bits32(np.float32(np.float64(f32(a)) * pow2(np.int64(e))))


@njit(cache=True)
def frcp(a):
    """1 / a in binary64 (a zero: the infinity of its sign, no division by zero), rounded
    once to binary32."""
    v = np.float64(f32(a))
    return bits32(np.float32(math.copysign(math.inf, v) if v == 0.0 else 1.0 / v))


@njit(cache=True)
def fsqrt(a):
    """√a in binary64 (a NaN below −0), rounded once to binary32."""
    return bits32(np.float32(np.sqrt(np.float64(f32(a)))))


@njit(cache=True)
def ffma_scaled(a, b, c, e):
    """(a·b + c)·2^e (|e| ≤ 64) rounded once to binary32: the sum rounded to odd in
    binary64, scaled exactly by 2^e made from its bits (``fscale``'s way), rounded."""
    return bits32(np.float32(fma_to_odd(f32(a), f32(b), f32(c)) * pow2(np.int64(e))))


# (isa/exp2_binary64.py's function of IEEE operations, compiled: the interpreter's bits;
# inlined into its caller, where LLVM vectorises the lane loop around it — called, it was
# not: a fused attention's block of 17 v_exp_f32 took 2.4 ms a batch rather than 0.5)
_exp2 = njit(cache=True, inline="always")(exp2_binary64)


@njit(cache=True, inline="always")
def fexp2(a):
    """2^a (``exp2_binary64``) rounded once to binary32."""
    return bits32(np.float32(_exp2(np.float64(f32(a)))))


# -- lanes of a mask, register pairs, sign bits -----------------------------------------
@njit(cache=True)
def bit(mask, lane):
    """Lane ``lane``'s bit of a 64-bit mask."""
    return (np.uint64(mask) >> np.uint64(lane)) & ONE != np.uint64(0)


@njit(cache=True)
def lane_bit(lane):
    return ONE << np.uint64(lane)


@njit(cache=True)
def join(lo, hi):
    """Two words (low first) as a 64-bit value."""
    return np.uint64(lo) | (np.uint64(hi) << np.uint64(32))


@njit(cache=True)
def low(x):
    return np.uint32(np.uint64(x) & M32)


@njit(cache=True)
def high(x):
    return np.uint32(np.uint64(x) >> np.uint64(32))


@njit(cache=True)
def abs32(x):
    return np.uint32(np.uint32(x) & _MAGNITUDE)


@njit(cache=True)
def neg32(x):
    return np.uint32(np.uint32(x) ^ np.uint32(0x80000000))


# -- 64-bit words: masks, flags (the scalar forms, scalar_lanes.py, and blocks use them) ---
M64 = np.uint64(0xFFFFFFFFFFFFFFFF)
ZERO = np.uint64(0)


@njit(cache=True)
def flag(condition):
    return ONE if condition else ZERO


@njit(cache=True)
def signed32(x):
    return np.int64(np.uint32(np.uint64(x) & M32).view(np.int32))


@njit(cache=True)
def if_ieee(x):
    """The vocabulary's ``if_ieee``: its operand, for MODE's IEEE bit is set in the only
    MODE a block runs in (the default)."""
    return x
