"""The binary64 division steps ``v_div_scale_f64``, ``v_div_fmas_f64`` and
``v_div_fixup_f64`` (the binary32 steps are words of the lane vocabulary, isa/float_words.py
``div_scale_f32``, ``div_fmas_f32`` and ``div_fixup_f32``, whose cases are ``_scale_cases``'
and ``fixup``'s, which tests/test_division.py holds them to, and the exact fma's).

clang's IEEE division ``n / d`` is (ISA chapter 12, with LLVM's lowering):

    d' = div_scale(d, d, n)          q' ≈ n' / d' by rcp(d') and Newton steps (fma)
    n' = div_scale(n, d, n) → VCC    q  = div_fixup(div_fmas(r, rcp, q', VCC), d, n)

``div_scale`` multiplies its first operand by 2^±k (k = 64 for f32, 128 for f64) so that
neither the reciprocal nor the Newton residuals leave the normal range, and sets VCC when the
quotient it leaves behind is scaled, n'/d' = q·2^∓k. The manual's pseudocode is read with
three corrections, each forced by that invariant (checked by running clang's sequences
against numpy on random and special inputs, tests/test_division.py):

* f32: "1 / d is denormal" tests the binary32 reciprocal (the manual's binary64 test can
  never hold for an f32 d); with the quotient denormal too, d is scaled *down* by 2^−k;
* ``div_fmas`` undoes the scaling of VCC lanes by 2^+k when the quotient it is given
  (S2) is at least 2 (the denominator was scaled up), else by 2^−k — the manual's fixed
  2^32 leaves results off by 2^32 — with one rounding of the scaled exact fma;
* ``div_fixup``'s overflow case tests the quotient (S0) rather than the denominator (which
  the earlier cases have already settled): a quotient that overflowed to inf or NaN in the
  Newton steps becomes ±inf.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from emulator.execution.fma_lanes import fma_f64_array

from . import semantics
from .access import lanes_to_mask, mask_lanes, scalar_writer, vector_writer
from .floatbits import B32, B64, FloatBits
from .vector_forms import source_readers, ternary

_STEPS = {   # format: (scale k, "near overflow" exponent gap, "tiny numerator" exponent)
    "f32": (B32, 64, 96, 23),
    "f64": (B64, 128, 768, 53),
}


def _ldexp(x, k, fmt: FloatBits):
    return np.ldexp(x, k).astype(fmt.float)


def _scale_cases(s0, s1, s2, kind: str):
    """V_DIV_SCALE's cases, tried in order, on lanes of equal shape: (S0 scaled or not, VCC
    bits) per lane; S1 the denominator, S2 the numerator, S0 one of the two."""
    fmt, k, gap, tiny = _STEPS[kind]
    f0, d, n = s0.view(fmt.float), s1.view(fmt.float), s2.view(fmt.float)
    e_d, e_n = fmt.exponent(s1), fmt.exponent(s2)
    with np.errstate(all="ignore"):
        quotient = n.astype(np.float64) / d.astype(np.float64) if kind == "f32" else None
    if kind == "f32":
        quotient_denormal = (quotient != 0) & (np.abs(quotient) < float(fmt.smallest_normal))
        reciprocal_denormal = np.abs(d) > np.float32(2.0 ** 126)
    else:   # n/d < 2^-1022 from the significands and exponents (no underflow on the way)
        mn, en = np.frexp(n)
        md, ed = np.frexp(d)
        with np.errstate(all="ignore"):
            bound = np.ldexp(1.0, np.clip(-1022 - (en - ed), -1100, 1100))
            quotient_denormal = (n != 0) & (np.abs(mn / md) < bound)
        reciprocal_denormal = np.abs(d) > 2.0 ** 1022
    conditions = [(n == 0) | (d == 0), e_n - e_d >= gap, fmt.is_denormal(s1),
                  reciprocal_denormal & quotient_denormal, reciprocal_denormal,
                  quotient_denormal, e_n <= tiny]
    vcc = np.zeros(f0.shape, bool)
    if not np.logical_or.reduce(conditions).any():   # (the common case: no lane scaled)
        return fmt.quieted(s0), vcc
    up, down = _ldexp(f0, k, fmt), _ldexp(f0, -k, fmt)
    is_d, is_n = f0 == d, f0 == n
    cases = [   # (result, vcc) of each condition
        (np.full_like(f0, np.nan), False), (np.where(is_d, up, f0), True), (up, False),
        (np.where(is_d, down, f0), True), (down, False), (np.where(is_n, up, f0), True),
        (up, False),
    ]
    result = f0.copy()
    settled = np.zeros(f0.shape, bool)
    for condition, (value, flag) in zip(conditions, cases):
        hit = condition & ~settled
        result = np.where(hit, value, result)
        vcc |= hit & flag
        settled |= hit
    return fmt.quieted(result.astype(fmt.float).view(fmt.uint)), vcc


@semantics("v_div_scale_f64")
def _div_scale(inst):
    a, b, c = source_readers(inst, 2)
    write = vector_writer(inst.operands[0], True)
    write_vcc = scalar_writer(inst.operands[1])

    def run(wave):
        value, vcc = _scale_cases(*np.broadcast_arrays(a(wave), b(wave), c(wave)), "f64")
        mask = wave.exec_mask()
        write(wave, value)
        write_vcc(wave, lanes_to_mask(vcc if mask is None else vcc & mask))
    return run


def _exact_scaled(a, b, c, scale):
    """One lane's fma(a, b, c)·2^scale rounded once to binary64, in exact rationals (for
    results in the denormal range, where scaling the rounded fma would round twice)."""
    return float((Fraction(a) * Fraction(b) + Fraction(c)) * Fraction(2) ** scale)


_exact_lanes = np.frompyfunc(_exact_scaled, 4, 1)


def _fused64(a, b, c, scale):
    rounded = fma_f64_array(a, b, c)
    out = np.ldexp(rounded, scale)
    # (an exact zero is rounded right already, its sign included)
    again = np.isfinite(rounded) & (rounded != 0) & (np.abs(out) < 2.0 ** -1022)
    if again.any():
        out[again] = _exact_lanes(a[again], b[again], c[again], scale[again]).astype(
            np.float64)
    return out


def _fmas64(inst):
    """V_DIV_FMAS_F64: the binary64 fma, scaled by 2^128 in VCC lanes whose c is at least 2
    and by 2^-128 in those where it is below (the binary32 step: the word
    ``div_fmas_f32``)."""
    fmt, k, _, _ = _STEPS["f64"]
    a, b, c = source_readers(inst)
    write = vector_writer(inst.operands[0], True)

    def run(wave):
        x, y, z = (r(wave).view(fmt.float) for r in (a, b, c))
        lanes = mask_lanes(wave.vcc)
        up = fmt.exponent(z.view(fmt.uint)) > fmt.bias
        scale = np.where(lanes, np.where(up, k, -k), 0).astype(np.int64)
        write(wave, _fused64(x, y, z, scale).astype(fmt.float).view(fmt.uint))
    return run


def fixup(fmt: FloatBits, underflow: int | None, overflow: bool):
    """V_DIV_FIXUP(q, d, n) on bit arrays of ``fmt``: the special cases of n / d, else q with
    the quotient's sign. ``underflow``: the exponent gap below which the quotient is a
    signed zero; ``overflow``: whether a q that is inf or NaN becomes ±inf (f32/f64; the
    f16 form has neither case)."""
    def apply(s0, s1, s2):
        q, d, n = s0.view(fmt.float), s1.view(fmt.float), s2.view(fmt.float)
        negative = np.signbit(d) ^ np.signbit(n)
        inf = np.where(negative, -np.inf, np.inf).astype(fmt.float).view(fmt.uint)
        zero = np.where(negative, -0.0, 0.0).astype(fmt.float).view(fmt.uint)
        cases = [
            (fmt.is_nan(s2), s2 | fmt.quiet),
            (fmt.is_nan(s1), s1 | fmt.quiet),
            (((d == 0) & (n == 0)) | (np.isinf(d) & np.isinf(n)), fmt.default_nan),
            ((d == 0) | np.isinf(n), inf),
            (np.isinf(d) | (n == 0), zero),
        ]
        if underflow is not None:
            cases.append((fmt.exponent(s2) - fmt.exponent(s1) < underflow, zero))
        if overflow:
            cases.append((fmt.is_special(s0), inf))
        out = fmt.quieted(np.where(negative, -np.abs(q), np.abs(q)).astype(fmt.float)
                          .view(fmt.uint))
        for condition, value in reversed(cases):
            out = np.where(condition, value, out)
        return out.astype(fmt.uint)
    return apply


def _fixup64():
    # exponent(n) − exponent(d) below this: |n / d| < half the smallest denormal, a zero
    return ternary(fixup(B64, -1075, True))


semantics("v_div_fmas_f64")(_fmas64)
semantics("v_div_fixup_f64")(_fixup64())
