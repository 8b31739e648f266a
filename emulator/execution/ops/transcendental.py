"""Transcendental VALU instructions: NOT bit-exact. The hardware's are approximations
(CDNA3 ISA: rcp/rsq/sqrt/exp/log f32 within 1 ulp with denormals flushed; rcp/rsq/sqrt f64
within 2^29 ulp with denormals kept; sin/cos take revolutions). The emulator returns:

* f32 rcp, sqrt, exp, log: the correctly rounded value of the flushed input, denormal
  results flushed (exp: 2^x evaluated by IEEE basic operations alone,
  isa/exp2_binary64.py, so that a compiled block gives the same bits — correctly rounded
  but within about 2^-50 of a rounding boundary); rsq: the reciprocal of the rounded
  square root (within 1 ulp). All but log are words of the lane vocabulary
  (isa/lane_vocabulary.py ``rcp_f32`` …), written once for the interpreter and the
  compiled blocks; log's value is a maths library's (numpy's ``log2``, whose last bit may
  differ from LLVM's), so no block compiles it;
* f64 rcp and sqrt: correctly rounded (numpy); rsq: 1 / sqrt(x), twice rounded (1 ulp);
* sin / cos f32: sin(2π·x) with x reduced to a quarter revolution exactly first, then
  evaluated in binary64 and rounded once (denormals kept, as the ISA says).

Compiled code refines these with Newton steps (clang's IEEE division and square root
sequences), so their results are exact whenever the hardware's are. NaN inputs come out
quieted; a NaN made from a number is the format's default NaN (0xFFC00000 for f32).
"""

from __future__ import annotations

import numpy as np

from . import semantics
from .floatbits import B32, B64, FloatBits
from .access import vector_writer
from .vector_forms import source_readers, unary


def _transcendental(fn, fmt: FloatBits = B32, flush: bool = True, narrow: bool = False):
    """``fn`` in binary64 on the (flushed) input, rounded once to ``fmt`` (``narrow``: a
    16-bit format in the low half of each lane, the result zero-extended)."""
    def apply(x, _):
        if narrow:
            return apply_wide((x & np.uint32(0xFFFF)).astype(fmt.uint), _).astype(np.uint32)
        return apply_wide(x, _)

    def apply_wide(x, _):
        if flush:
            x = fmt.flushed(x)
        result = fn(x.view(fmt.float).astype(np.float64)).astype(fmt.float).view(fmt.uint)
        if flush:
            result = fmt.flushed(result)
        made = fmt.is_nan(result)
        if not made.any():   # (no NaN in or out: the values as they are)
            return result
        result = np.where(made, fmt.default_nan, result)
        return np.where(fmt.is_nan(x), x | fmt.quiet, result).astype(fmt.uint)
    return unary(apply)


# (V_RCP_F32, V_SQRT_F32, V_RSQ_F32 and V_EXP_F32 are words of the lane vocabulary,
# isa/lane_vocabulary.py, whose rules these are; the legacy forms, kept for older shaders,
# are not described for CDNA3: the same here)
semantics("v_log_f32", "v_log_legacy_f32")(_transcendental(np.log2))
semantics("v_rcp_f64")(_transcendental(lambda v: 1.0 / v, B64, flush=False))
semantics("v_sqrt_f64")(_transcendental(np.sqrt, B64, flush=False))
semantics("v_rsq_f64")(_transcendental(lambda v: 1.0 / np.sqrt(v), B64, flush=False))


def _revolution(cosine: bool):
    """sin(2π·x) or cos(2π·x): x = n/4 + r with |r| <= 1/8 (exact in binary64), then the
    quarter turns applied by identity, so whole and half revolutions give exact zeros and
    ones; ±0 stays itself for sin; inf and NaN give NaN."""
    def fn(x):
        turns = x - np.floor(x)                    # [0, 1): exact for binary32 inputs
        quarter = np.rint(4.0 * turns)
        r = 2.0 * np.pi * (turns - quarter / 4.0)
        k = (quarter.astype(np.int64) + (1 if cosine else 0)) % 4
        value = np.choose(k, [np.sin(r), np.cos(r), -np.sin(r), -np.cos(r)])
        if not cosine:
            value = np.where(x == 0, x, value)
        return np.where(np.isfinite(x), value, np.nan)
    return fn


semantics("v_sin_f32")(_transcendental(_revolution(cosine=False), flush=False))
semantics("v_cos_f32")(_transcendental(_revolution(cosine=True), flush=False))


# -- v_trig_preop_f64: 53-bit segments of 2/π for argument reduction ------------------------
def _two_over_pi_words(count: int = 37) -> np.ndarray:
    """The first ``count`` 32-bit words of 2/π's binary fraction (Machin's formula in
    integers, with guard bits): 0xa2f9836e, 0x4e441529, …"""
    guard = 32 * count + 64
    one = 1 << guard

    def arctan_inverse(x):
        total, term, n, sign = 0, one // x, 1, 1
        while term:
            total += sign * (term // n)
            term //= x * x
            n, sign = n + 2, -sign
        return total
    pi = 4 * (4 * arctan_inverse(5) - arctan_inverse(239))
    fraction = (2 << (2 * guard)) // pi
    return np.array([(fraction >> (guard - 32 * (i + 1))) & 0xFFFFFFFF
                     for i in range(count)], dtype=np.uint64)


_TWO_OVER_PI = _two_over_pi_words()


@semantics("v_trig_preop_f64")
def _trig_preop(inst):
    """Segment S1[4:0] of 2/π as an f64 (LLVM's model of the hardware): the 53 bits from bit
    53·segment (plus exponent(S0) − 1077 when that is positive), scaled by 2^(−53 − shift)
    (+128 for exponents ≥ 1968); 0 past the 1,184 bits the hardware holds; NaN quieted."""
    a, b = source_readers(inst)
    write = vector_writer(inst.operands[0], True)
    words = _TWO_OVER_PI

    def run(wave):
        x, segment = a(wave), b(wave)
        exponent = ((x >> np.uint64(52)) & np.uint64(0x7FF)).astype(np.int64)
        shift = (segment.astype(np.int64) & 31) * 53 + np.maximum(exponent - 1077, 0)
        index = shift >> 5
        inside = index + 2 < len(words)
        i = np.where(inside, index, 0)
        high = (words[i] << np.uint64(32)) | words[i + 1]
        low = words[i + 2] << np.uint64(32)
        bit = (shift & 31).astype(np.uint64)
        moved = np.where(bit > 0, (high << bit) | (low >> (np.uint64(64) - bit)), high)
        value = (moved >> np.uint64(11)).astype(np.float64)
        scale = -53 - shift + np.where(exponent >= 1968, 128, 0)
        out = np.where(inside, np.ldexp(value, np.clip(scale, -2000, 2000)), 0.0)
        out = out.view(np.uint64)
        nan = B64.is_nan(x)
        write(wave, np.where(nan, x | B64.quiet, out).astype(np.uint64))
    return run
