"""16-bit VALU semantics (f16, i16, u16) and the f32/f64 fract and f32 med3.

Sources are the low 16 bits of each operand (gfx942 has no op_sel on these encodings
here); a 16-bit result goes to the low half of the destination with the high half zeroed,
as the project's other 16-bit results (isa/gfx942/ops.py). f16 is IEEE binary16 with
denormals kept, rounded as MODE says (ops/rounding.py; nearest even by default): +, −, ×
computed in binary32 and rounded once (binary32's 24 bits make the double rounding of a sum
harmless and hold a product exactly), fma exactly then rounded once; ``v_mad_f16`` /
``v_mac_f16`` round the product first (the ISA's unfused multiply-add). Integer results
wrap. Transcendentals are approximations in hardware (see ops/transcendental.py).
"""

from __future__ import annotations

import numpy as np

from isa.special_operands import Src

from emulator.execution.fma_lanes import round_to_odd_sum

from . import rounding, semantics, semantics_of
from .access import vector_reader, vector_writer
from .division import fixup
from .floatbits import B16, B32, B64, FloatBits
from .transcendental import _transcendental
from .valu import moded_minmax
from .vector_forms import binary, source_readers, ternary, unary
from .valu_compare import class_bits, compare

LOW = np.uint32(0xFFFF)


def _lo(x):
    return (x & LOW).astype(np.uint16)


def _h(x):
    return _lo(x).view(np.float16)


def _out(values):
    """A 16-bit result (float16 or integer array) as zero-extended lanes."""
    values = np.asarray(values)
    if values.dtype == np.float16:
        values = values.view(np.uint16)
    return (values.astype(np.int64) & 0xFFFF).astype(np.uint32)


def _u(x):
    return _lo(x).astype(np.int64)


def _s(x):
    return _lo(x).view(np.int16).astype(np.int64)


# -- f16 arithmetic ------------------------------------------------------------------------
semantics("v_add_f16")(binary(lambda m, a, b: _out(rounding.add(m, _h(a), _h(b))), True))
semantics("v_sub_f16")(binary(lambda m, a, b: _out(rounding.subtract(m, _h(a), _h(b))),
                               True))
semantics("v_subrev_f16")(binary(lambda m, a, b: _out(rounding.subtract(m, _h(b), _h(a))),
                                  True))
semantics("v_mul_f16")(binary(lambda m, a, b: _out(rounding.multiply(m, _h(a), _h(b))),
                               True))
_MAX16, _MIN16 = moded_minmax(True, B16), moded_minmax(False, B16)
semantics("v_max_f16")(binary(lambda m, a, b: _out(_MAX16(m, _lo(a), _lo(b))), True))
semantics("v_min_f16")(binary(lambda m, a, b: _out(_MIN16(m, _lo(a), _lo(b))), True))
semantics("v_ldexp_f16")(binary(lambda a, e: _out(np.ldexp(
    _h(a).astype(np.float64), np.clip(_s(e), -100, 100)).astype(np.float16))))


def fma16(mode, a, b, c):
    """fma in binary16, rounded once (nearest even, or MODE's direction)."""
    a, b, c = _h(a), _h(b), _h(c)
    nearest = round_to_odd_sum(a.astype(np.float64) * b.astype(np.float64),
                               c.astype(np.float64)).astype(np.float16)
    return rounding.fused(mode, a, b, c, nearest)


def _mad16(mode, a, b, c):
    """Two roundings: the product, then the sum."""
    return rounding.unfused(mode, _h(a), _h(b), _h(c))


semantics("v_fma_f16", "v_fma_legacy_f16")(ternary(
    lambda m, a, b, c: _out(fma16(m, a, b, c)), moded=True))
semantics("v_mad_f16", "v_mad_legacy_f16", "v_madak_f16")(ternary(   # (K: a source)
    lambda m, a, b, c: _out(_mad16(m, a, b, c)), moded=True))
semantics("v_madmk_f16")(ternary(lambda m, a, k, b: _out(_mad16(m, a, k, b)), moded=True))


@semantics("v_mac_f16")
def _mac(inst):
    a, b = source_readers(inst)
    d = vector_reader(Src(reg=inst.operands[0]), "f16")
    write = vector_writer(inst.operands[0])
    return lambda wave: write(wave, _out(_mad16(wave.mode, a(wave), b(wave), d(wave))))


@semantics("v_pk_fmac_f16")
def _pk_fmac(inst):
    """d = fma(a, b, d) on the low halves and on the high halves (a constant is a dword
    of two halves: Src.packed_bits)."""
    a, b = source_readers(inst, packed=True)
    d = vector_reader(Src(reg=inst.operands[0]), "b32")
    write = vector_writer(inst.operands[0])

    def run(wave):
        x, y, z = a(wave), b(wave), d(wave)
        hi = np.uint32(16)
        low = _out(fma16(wave.mode, x, y, z))
        high = _out(fma16(wave.mode, x >> hi, y >> hi, z >> hi))
        write(wave, low | (high << hi))
    return run


def _three(larger: bool, fmt: FloatBits, narrow: bool):
    pick = moded_minmax(larger, fmt)
    cut = _lo if narrow else (lambda x: x)
    return lambda mode, a, b, c: pick(mode, pick(mode, cut(a), cut(b)), cut(c))


def median(fmt: FloatBits, narrow: bool):
    """V_MED3 (f16, f32): with a NaN input the min3; else the max of the two that are not
    the max3 (ISA pseudocode; max/min as MODE.IEEE says)."""
    cut = _lo if narrow else (lambda x: x.astype(fmt.uint))
    largest, smallest = _three(True, fmt, False), _three(False, fmt, False)
    pick = moded_minmax(True, fmt)

    def apply(mode, a, b, c):
        a, b, c = cut(a), cut(b), cut(c)
        top = largest(mode, a, b, c).view(fmt.float)
        fa, fb = a.view(fmt.float), b.view(fmt.float)
        out = np.where(top == fa, pick(mode, b, c),
                       np.where(top == fb, pick(mode, a, c), pick(mode, a, b)))
        nan = fmt.is_nan(a) | fmt.is_nan(b) | fmt.is_nan(c)
        return np.where(nan, smallest(mode, a, b, c), out).astype(fmt.uint)
    return apply


_MAX3_16, _MIN3_16, _MED3_16 = _three(True, B16, True), _three(False, B16, True), median(B16, True)
semantics("v_max3_f16")(ternary(lambda m, a, b, c: _out(_MAX3_16(m, a, b, c)), True))
semantics("v_min3_f16")(ternary(lambda m, a, b, c: _out(_MIN3_16(m, a, b, c)), True))
semantics("v_med3_f16")(ternary(lambda m, a, b, c: _out(_MED3_16(m, a, b, c)), True))
semantics("v_med3_f32")(ternary(median(B32, False), True))
semantics("v_div_fixup_f16", "v_div_fixup_legacy_f16")(
    ternary(lambda q, d, n: _out(fixup(B16, None, False)(_lo(q), _lo(d), _lo(n)))))


# -- f16 unary -----------------------------------------------------------------------------
def _narrow(fn):
    """A unary 16-bit operation: fn on the low halves (uint16), zero-extended."""
    return unary(lambda x, inst: _out(fn(_lo(x))))


def _rounded(fn, fmt: FloatBits):
    """An integral rounding; NaN quieted, inf as it is."""
    def apply(x):
        rounded = fn(x.view(fmt.float)).astype(fmt.float).view(fmt.uint)
        out = np.where(fmt.is_nan(x), x | fmt.quiet, rounded)
        return np.where(fmt.is_special(x) & ~fmt.is_nan(x), x, out).astype(fmt.uint)
    return apply


def fract(fmt: FloatBits):
    """x − floor(x), at most the largest value below 1 (so −tiny gives 0.99…, not 1); NaN
    quieted, ±inf give NaN."""
    below_one = np.nextafter(fmt.float(1), fmt.float(0))

    def apply(x):
        f = x.view(fmt.float)
        value = np.minimum(f - np.floor(f), below_one).astype(fmt.float).view(fmt.uint)
        value = np.where(np.isinf(f), fmt.default_nan, value)
        return np.where(fmt.is_nan(x), x | fmt.quiet, value).astype(fmt.uint)
    return apply


def _frexp16(part: int):
    def apply(x):
        value = np.frexp(x.view(np.float16))[part]
        if part == 0:   # (±inf and NaN as they are: the manual's D = S0, as for f32)
            return np.where(B16.is_special(x), x.astype(np.uint16),
                            value.astype(np.float16).view(np.uint16))
        return np.where(B16.is_special(x), 0, value.astype(np.int64) & 0xFFFF)
    return apply


def _to_int16(lo: int, hi: int):
    """Toward zero, saturating at [lo, hi]; NaN gives 0."""
    def apply(x):
        f = x.view(np.float16).astype(np.float64)
        whole = np.trunc(np.nan_to_num(f, nan=0.0, posinf=hi, neginf=lo))
        return np.clip(whole, lo, hi).astype(np.int64)
    return apply


def _normalized(signed: bool):
    """f16 to a normalized 16-bit integer: x · 32767 (signed, x in [−1, 1]) or x · 65535
    (unsigned, [0, 1]), rounded to nearest even, saturating; NaN gives 0."""
    scale, lo, hi = (32767, -32768, 32767) if signed else (65535, 0, 65535)

    def apply(x):
        f = np.nan_to_num(x.view(np.float16).astype(np.float64), nan=0.0)
        return np.clip(np.rint(np.clip(f, -1.0 if signed else 0.0, 1.0) * scale),
                       lo, hi).astype(np.int64)
    return apply


semantics("v_floor_f16")(_narrow(_rounded(np.floor, B16)))
semantics("v_ceil_f16")(_narrow(_rounded(np.ceil, B16)))
semantics("v_trunc_f16")(_narrow(_rounded(np.trunc, B16)))
semantics("v_rndne_f16")(_narrow(_rounded(np.rint, B16)))
semantics("v_fract_f16")(_narrow(fract(B16)))
semantics("v_fract_f32")(unary(lambda x, inst: fract(B32)(x)))
semantics("v_fract_f64")(unary(lambda x, inst: fract(B64)(x)))
semantics("v_frexp_mant_f16")(_narrow(_frexp16(0)))
semantics("v_frexp_exp_i16_f16")(_narrow(_frexp16(1)))
semantics("v_cvt_u16_f16")(_narrow(_to_int16(0, 65535)))
semantics("v_cvt_i16_f16")(_narrow(_to_int16(-32768, 32767)))
semantics("v_cvt_norm_i16_f16")(_narrow(_normalized(True)))
semantics("v_cvt_norm_u16_f16")(_narrow(_normalized(False)))
semantics("v_cvt_f16_u16")(unary(lambda m, x, _: _out(rounding.convert(
    m, _lo(x), np.float16)), moded=True))
semantics("v_cvt_f16_i16")(unary(lambda m, x, _: _out(rounding.convert(
    m, _lo(x).view(np.int16), np.float16)), moded=True))

_TRANSCENDENTAL16 = {"v_rcp_f16": lambda v: 1.0 / v, "v_sqrt_f16": np.sqrt,
                     "v_rsq_f16": lambda v: 1.0 / np.sqrt(v), "v_log_f16": np.log2,
                     "v_exp_f16": np.exp2,
                     "v_sin_f16": lambda v: np.sin(2 * np.pi * v),
                     "v_cos_f16": lambda v: np.cos(2 * np.pi * v)}
for _name, _fn in _TRANSCENDENTAL16.items():
    semantics(_name)(_transcendental(_fn, B16, flush=False, narrow=True))

# -- 16-bit integers -----------------------------------------------------------------------
# (the sums and differences that clamp saturates: exact_integers.py)
_INT16 = {
    "v_mul_lo_u16": lambda a, b: _u(a) * _u(b),
    "v_lshlrev_b16": lambda s, x: _u(x) << (_u(s) & 15),
    "v_lshrrev_b16": lambda s, x: _u(x) >> (_u(s) & 15),
    "v_ashrrev_i16": lambda s, x: _s(x) >> (_u(s) & 15),
    "v_max_u16": lambda a, b: np.maximum(_u(a), _u(b)),
    "v_min_u16": lambda a, b: np.minimum(_u(a), _u(b)),
    "v_max_i16": lambda a, b: np.maximum(_s(a), _s(b)),
    "v_min_i16": lambda a, b: np.minimum(_s(a), _s(b)),
}
for _name, _fn in _INT16.items():
    semantics(_name)(binary(lambda a, b, fn=_fn: _out(fn(a, b))))


def _med(a, b, c):
    return np.maximum(np.minimum(a, b), np.minimum(np.maximum(a, b), c))


_INT16_3 = {"v_max3_u16": (_u, lambda a, b, c: np.maximum(np.maximum(a, b), c)),
            "v_max3_i16": (_s, lambda a, b, c: np.maximum(np.maximum(a, b), c)),
            "v_min3_u16": (_u, lambda a, b, c: np.minimum(np.minimum(a, b), c)),
            "v_min3_i16": (_s, lambda a, b, c: np.minimum(np.minimum(a, b), c)),
            "v_med3_u16": (_u, _med), "v_med3_i16": (_s, _med)}
for _name, (_view, _fn) in _INT16_3.items():
    semantics(_name)(ternary(lambda a, b, c, v=_view, fn=_fn: _out(fn(v(a), v(b), v(c)))))

# -- compares ------------------------------------------------------------------------------
for _kind, _view in (("f16", _h), ("u16", _u), ("i16", _s)):   # (the record's condition)
    semantics_of(lambda op, kind=_kind: bool(op.condition) and op.compared == kind)(
        compare(None, _view))
_classify16 = class_bits(B16)
semantics("v_cmp_class_f16", "v_cmpx_class_f16")(compare(
    lambda x, mask: (_classify16(x).astype(np.uint32) & mask) != 0, _lo, np.uint32))
