"""Vector ALU semantics (CDNA3 ISA), 64 lanes at a time, results written under EXEC: moves,
conversions and float arithmetic here; integers in ops/valu_integer.py, compares, selects
and lane access in ops/valu_compare.py, the binder builders in ops/vector_forms.py.

f32 arithmetic is IEEE binary32, rounded as MODE's FP_ROUND says (ops/rounding.py: nearest
even by default) with denormals as FP_DENORM says (ops/denormals.py: kept by default); NaN
payloads are numpy's. The runner silences numpy's floating-point warnings for a whole run
(overflow and invalid results are values here). 16-bit results (``v_cvt_f16_f32``, a lane
composition: isa/lane_vocabulary.py) are written to the low half with the high half zeroed.
"""

from __future__ import annotations

import math

import numpy as np

from isa.special_operands import Src

from emulator.execution.fma_lanes import fma_f32_array, fma_f64_array
from . import rounding, semantics
from .access import MASK32, vector_reader, vector_writer
from .floatbits import B32, B64, FloatBits, ieee
from .valu_integer import to_u32
from .vector_forms import (as_f32, binary, element_dtype, source_readers,
                           ternary, unary)


# -- moves and conversions -------------------------------------------------------------
# (v_mov_b32, v_mov_b64 and the accumulator moves: the lane composition {0},
# ops/composed.py)


@semantics("v_cvt_f32_fp8", "v_cvt_f32_bf8")
def _cvt_f32_fp8(inst):
    """One byte (``src0_sel:BYTE_n``, default byte 0) of the target's fp8/bf8 (gfx942:
    E4M3FNUZ/E5M2FNUZ) to f32, exactly."""
    shift = 8 * int(inst.mods.get("src0_sel", "BYTE_0")[-1])
    name = inst.spec.format
    return unary(lambda target, x, _: ((x >> shift) & 0xFF).astype(np.uint8).view(
        element_dtype(target, name)).astype(np.float32).view(np.uint32), targeted=True)(inst)


@semantics("v_cvt_pk_f32_fp8", "v_cvt_pk_f32_bf8")
def _cvt_pk_f32_fp8(inst):
    """The two bytes of one word (``src0_sel:WORD_n``, default word 0) to two f32, exactly:
    the low byte to the low register."""
    shift = 16 * int(inst.mods.get("src0_sel", "WORD_0")[-1])
    name = inst.spec.format

    def apply(target, x, _):
        fmt = element_dtype(target, name)
        word = x >> shift
        lo, hi = (((word >> s) & 0xFF).astype(np.uint8).view(fmt).astype(np.float32)
                  .view(np.uint32).astype(np.uint64) for s in (0, 8))
        return lo | hi << np.uint64(32)
    return unary(apply, targeted=True)(inst)


@semantics("v_cvt_pk_fp8_f32", "v_cvt_pk_bf8_f32")
def _cvt_pk_fp8(inst):
    """Two f32 to two fp8/bf8 bytes, nearest-even (ml_dtypes: out of range gives the NaN
    0x80, not hardware-verified); op_sel's third bit writes bytes 2-3 instead of 0-1, keeping
    the other half of vdst."""
    a, b = source_readers(inst)
    name = inst.spec.format
    high = len(inst.mods.get("op_sel", ())) == 3 and inst.mods["op_sel"][2] == 1
    dst = inst.operands[0]
    write = vector_writer(dst)
    shift = 16 if high else 0
    keep = np.uint32(0x0000FFFF if high else 0xFFFF0000)

    def run(wave):
        fmt = element_dtype(wave.target, name)
        lo = as_f32(a(wave)).astype(fmt).view(np.uint8).astype(np.uint32)
        hi = as_f32(b(wave)).astype(fmt).view(np.uint8).astype(np.uint32)
        old = getattr(wave, dst.file)[dst.first]
        write(wave, (old & keep) | ((lo | hi << 8) << shift))
    return run


@semantics("v_cvt_sr_fp8_f32", "v_cvt_sr_bf8_f32")
def _cvt_sr(inst):
    """f32 to fp8 / bf8 with stochastic rounding (CDNA3 ISA pseudocode): src1[31:12]
    (bf8: [31:11]) is added to the 23-bit mantissa, wrapping within it (the exponent is left
    alone), then the value is converted nearest-even (ml_dtypes: out of range gives the NaN
    0x80) into byte op_sel[3:2] of vdst, the other bytes kept. NaN and inf inputs are
    converted unchanged."""
    a, seed = source_readers(inst)
    name = inst.spec.format
    op_sel = inst.mods.get("op_sel", (0, 0, 0, 0))
    shift = np.uint32(8 * (op_sel[2] + 2 * op_sel[3]))
    keep = ~(np.uint32(0xFF) << shift)
    dst = inst.operands[0]
    write = vector_writer(dst)
    mantissa = np.uint32(0x7FFFFF)

    def run(wave):
        fmt = wave.target.format(name)
        dtype = element_dtype(wave.target, name)
        drop = np.uint32(9 + fmt.fraction_bits)   # (the seed bits: as many as it drops)
        x = a(wave)
        bumped = (x & ~mantissa) | ((x + (seed(wave) >> drop)) & mantissa)
        x = np.where(B32.is_special(x), x, bumped).astype(np.uint32)
        byte = as_f32(x).astype(dtype).view(np.uint8).astype(np.uint32)
        old = getattr(wave, dst.file)[dst.first]
        write(wave, (old & keep) | (byte << shift))
    return run


# -- float arithmetic --------------------------------------------------------------------
def fma_rounded(fma, view, uint):
    """fma(a, b, c) rounded once: nearest even, or MODE's direction; a NaN result quiet
    (IEEE 754's fusedMultiplyAdd, the manual's fma: a signalling NaN addend, which a finite
    product leaves as it is, comes out quieted)."""
    quiet = uint(1) << uint(np.finfo(view).nmant - 1)

    def apply(mode, a, b, c):
        a, b, c = a.view(view), b.view(view), c.view(view)
        out = rounding.fused(mode, a, b, c, fma(a, b, c))
        bits = out.view(uint)
        return np.where(np.isnan(out), bits | quiet, bits)
    return apply


def fma_f32_lanes(a, b, c, out):
    """The plain form of the f32 fmas: fma_f32_array rounds once, nearest even."""
    out[...] = fma_f32_array(a, b, c)




def fmac(fma, kind: str):
    """d = fma(a, b, d), rounded once, in binary32 or binary64 (``kind``)."""
    float_, uint = (np.float64, np.uint64) if kind == "f64" else (np.float32, np.uint32)
    apply = fma_rounded(fma, float_, uint)

    def binder(inst):
        a, b = source_readers(inst)
        dst = inst.operands[0]
        d = vector_reader(Src(reg=dst), kind)
        write = vector_writer(dst, kind == "f64")
        return lambda wave: write(wave, apply(wave.mode, a(wave), b(wave), d(wave)))
    return binder


# (v_fmac_f32: the lane composition fma_f32({0}, {1}, {2}), its destination the third
# source: ops/composed.py)


# -- float selects, exponent and integral roundings (IEEE mode) ---------------------------


def minmax(larger: bool, fmt: FloatBits = B32, quiet: bool = True):
    """V_MAX / V_MIN (F16, F32, F64; the ISA's pseudocode): in IEEE mode (``quiet``) a
    signalling NaN input (S0 first) gives itself quieted; else a NaN input gives the other
    input (with MODE.IEEE = 0 a signalling NaN is one of these); +0 counts as larger than
    −0; else the larger (smaller) value, S0 on ties."""
    extreme = np.maximum if larger else np.minimum

    def select(a, b):
        fast = fmt.plainly_ordered(extreme, a, b)
        if fast is not None:
            return fast
        fa, fb = a.view(fmt.float), b.view(fmt.float)
        zeros = ((a | b) & fmt.magnitude) == 0
        nan_a, nan_b = fmt.is_nan(a), fmt.is_nan(b)
        negative_a = (a >> fmt.sign_shift) == 1
        if larger:
            pick_a = np.where(zeros, ~negative_a, fa >= fb)
        else:
            pick_a = np.where(zeros, negative_a, fa < fb)
        out = np.where(pick_a, a, b)
        out = np.where(nan_b, a, out)
        out = np.where(nan_a, b, out)
        if quiet:
            out = np.where(fmt.is_signalling(b), b | fmt.quiet, out)
            out = np.where(fmt.is_signalling(a), a | fmt.quiet, out)
        return out.astype(fmt.uint)
    return select


def minmax_f32_lanes(larger: bool):
    """The plain form of V_MAX_F32 / V_MIN_F32 on f32 rows: numpy's maximum (minimum) is the
    rule's result unless a NaN took part or the result is 0 (a ±0 pair is ordered by sign);
    x/x is 1 for every result but those (and ∞), and a dot product of the quotients spreads
    a NaN, so one check covers the row; a row that fails it takes the whole rule
    (``minmax``, in IEEE mode: the plain form runs in the default MODE)."""
    extreme, exact = (np.maximum if larger else np.minimum), minmax(larger)
    scratch = (np.empty(64, np.float32), np.empty(64, np.float32))

    def lanes(a, b, out):
        fast, ratio = scratch if out.shape == scratch[0].shape else \
            (np.empty_like(out), np.empty_like(out))
        extreme(a, b, out=fast)   # (not into ``out``: it may be a source)
        np.divide(fast, fast, ratio)
        flat = ratio.ravel()
        if math.isnan(np.dot(flat, flat)):
            bits = (np.asarray(x, np.float32).view(np.uint32) for x in (a, b))
            out[...] = exact(*bits).view(np.float32)
        else:
            np.copyto(out, fast)
    return lanes


def moded_minmax(larger: bool, fmt: FloatBits = B32):
    """``minmax`` as MODE says: ``fn(mode, a, b)``."""
    quieting, plain = minmax(larger, fmt, True), minmax(larger, fmt, False)
    return lambda mode, a, b: (quieting if ieee(mode) else plain)(a, b)


# (v_max/min_f32 and their three-source forms: lane compositions, ops/composed.py; in
# plain form MODE is the default, IEEE on: the quieting rule)
semantics("v_max_f64")(binary(moded_minmax(larger=True, fmt=B64), moded=True))
semantics("v_min_f64")(binary(moded_minmax(larger=False, fmt=B64), moded=True))


def frexp_parts(fmt: FloatBits, part: int):
    """V_FREXP_MANT (part 0) / V_FREXP_EXP (part 1): the significand in ±[0.5, 1) or the
    exponent; inf and NaN give themselves (mantissa: the manual's pseudocode, "if S0 is
    ±INF or NaN, D = S0": a signalling NaN passes unquieted, unlike arithmetic) or 0
    (exponent)."""
    def apply(x, _):
        value = np.frexp(x.view(fmt.float))[part]
        if part == 0:
            return np.where(fmt.is_special(x), x, value.astype(fmt.float).view(fmt.uint))
        return np.where(fmt.is_special(x), np.uint32(0), value.astype(np.int32).view(np.uint32))
    return unary(apply)


def rounded_integral(fn, fmt: FloatBits = B32):
    """A rounding to an integral value; NaN and inf pass through (NaN quieted)."""
    def apply(x, _):
        rounded = fn(x.view(fmt.float)).astype(fmt.float).view(fmt.uint)
        out = np.where(fmt.is_nan(x), x | fmt.quiet, rounded)
        return np.where(fmt.is_special(x) & ~fmt.is_nan(x), x, out)
    return unary(apply)


semantics("v_frexp_mant_f32")(frexp_parts(B32, 0))
semantics("v_frexp_exp_i32_f32")(frexp_parts(B32, 1))
semantics("v_floor_f32")(rounded_integral(np.floor))
semantics("v_ceil_f32")(rounded_integral(np.ceil))
semantics("v_trunc_f32")(rounded_integral(np.trunc))
semantics("v_rndne_f32")(rounded_integral(np.rint))






# -- f64 (IEEE, round to nearest even) ----------------------------------------------------
def _f64(bits):
    return bits.view(np.float64)


def _f64_op(fn):
    """``fn(mode, a, b)`` on binary64 (ops/rounding.py)."""
    return binary(lambda mode, a, b: fn(mode, _f64(a), _f64(b)).astype(np.float64)
                   .view(np.uint64), moded=True)


semantics("v_add_f64")(_f64_op(rounding.add))
semantics("v_mul_f64")(_f64_op(rounding.multiply))
semantics("v_fma_f64")(ternary(fma_rounded(fma_f64_array, np.float64, np.uint64), moded=True))


semantics("v_fmac_f64")(fmac(fma_f64_array, "f64"))


semantics("v_ldexp_f64")(binary(lambda a, e: np.ldexp(
    _f64(a), np.clip(e.view(np.int32), -5000, 5000)).astype(np.float64).view(np.uint64)))


semantics("v_floor_f64")(rounded_integral(np.floor, B64))
semantics("v_ceil_f64")(rounded_integral(np.ceil, B64))
semantics("v_trunc_f64")(rounded_integral(np.trunc, B64))
semantics("v_rndne_f64")(rounded_integral(np.rint, B64))
semantics("v_frexp_mant_f64")(frexp_parts(B64, 0))
semantics("v_frexp_exp_i32_f64")(frexp_parts(B64, 1))
semantics("v_cvt_f64_f32")(unary(lambda x, _: as_f32(x).astype(np.float64).view(np.uint64)))
semantics("v_cvt_f32_f64")(unary(lambda mode, x, _: rounding.convert(
    mode, _f64(x), np.float32).view(np.uint32), moded=True))
semantics("v_cvt_f64_i32")(unary(lambda x, _: x.view(np.int32).astype(np.float64)
                                  .view(np.uint64)))
semantics("v_cvt_f64_u32")(unary(lambda x, _: x.astype(np.float64).view(np.uint64)))


def _f64_to_int(lo: int, hi: int):
    """f64 to an integer toward zero, saturating at [lo, hi]; NaN gives 0."""
    def convert(x, _):
        f = _f64(x)
        whole = np.trunc(np.nan_to_num(f, nan=0.0, posinf=hi, neginf=lo))
        return to_u32(np.clip(whole, lo, hi))
    return convert


semantics("v_cvt_u32_f64")(unary(_f64_to_int(0, MASK32)))
semantics("v_cvt_i32_f64")(unary(_f64_to_int(-(1 << 31), (1 << 31) - 1)))


