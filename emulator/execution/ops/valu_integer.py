"""Vector integer and bit instructions (CDNA3 ISA pseudocode): 32-bit arithmetic that
wraps, carries in and out through a lane mask, 24-bit multiplies, 64-bit shifts and
multiply-adds, bit fields, counts and permutes, three-operand minimum/maximum/median,
``v_mbcnt``."""

from __future__ import annotations

import functools

import numpy as np

from isa.special_operands import Src

from emulator import jit

from . import semantics
from .access import LANES, MASK32, lanes_to_mask, scalar_writer, vector_reader, vector_writer
from .floatbits import B32
from .word_arrays import ARRAY_WORDS
from .plain import Elementwise, plain
from .vector_forms import as_f32, binary, f16_nan_of, into_row, source_readers, unary


# (the lane vocabulary of the compiled blocks, whose plain forms some binders run on arrays)
_LANES = jit.module("emulator.execution.blocks.lanes64")


# -- integer and bit operations ----------------------------------------------------------
def wrapped_u32(fn):
    def apply(a, b):
        return (fn(a.astype(np.uint64), b.astype(np.uint64)) & MASK32).astype(np.uint32)
    return binary(apply)


# (the lane-local operations are their records' compositions of the lane vocabulary:
# ops/composed.py; the sums and differences that clamp saturates: exact_integers.py)


# (the carry instructions: exact results whose carry goes to their mask operand,
# exact_integers.py)
# (v_lshl_add_u64 and the 64-bit shifts: lane compositions, ops/composed.py)


def perm_build(inst, general):
    """v_perm_b32 (the lane composition ``perm32``, ops/composed.py) whose selector is an
    inline constant, or an SGPR every wave of a batch holds alike, as compilers write it:
    each result byte a byte of S0 or S1 moved into place, a replicated sign bit or fixed
    (``_perm_by_constant``); any other selector: the plain form of ``perm32`` where the
    line has one (plain.py), else the general form."""
    selector = inst.operands[3]
    if not isinstance(selector, Src) or selector.abs or selector.neg or (
            selector.is_reg and selector.reg.file != "s"):
        return plain(Elementwise(general, into_row(ARRAY_WORDS["perm32"])), inst, general)
    a, b, _ = source_readers(inst)
    write = vector_writer(inst.operands[0])
    if not selector.is_reg:   # (an inline constant)
        by_byte = _perm_by_constant(selector.bits("b32"))
        return lambda wave: write(wave, by_byte(a(wave), b(wave)))
    first = selector.reg.first

    def run(wave):
        values = np.asarray(wave.s[first])
        value = int(values.flat[0])
        if values.size == 1 or (values == value).all():
            return write(wave, _perm_by_constant(value)(a(wave), b(wave)))
        return general(wave)
    return run


@functools.lru_cache(maxsize=256)
def _perm_by_constant(selector: int):
    """v_perm_b32 of one selector (the rule of ``perm32``) as, per result byte, a byte of S0
    or S1 moved into place, a sign bit of one replicated, or a fixed 0x00 / 0xFF."""
    fixed, moved, signs = 0, [], []
    for place in range(4):
        pick = min((selector >> 8 * place) & 0xFF, 15)
        if pick < 8:   # (bytes 0-3 of S1, then 4-7 of S0)
            moved.append((pick >= 4, 8 * (pick & 3), 8 * place))
        elif pick < 12:   # (S1[15], S1[31], S0[15], S0[31])
            signs.append((pick >= 10, 15 if pick % 2 == 0 else 31, 8 * place))
        elif pick > 12:
            fixed |= 0xFF << 8 * place

    def apply(s0, s1):
        s0, s1 = np.broadcast_arrays(np.asarray(s0, np.uint32), np.asarray(s1, np.uint32))
        out = np.full(s0.shape, fixed, np.uint32)
        for from_s0, source, target in moved:
            byte = ((s0 if from_s0 else s1) >> np.uint32(source)) & np.uint32(0xFF)
            out |= byte << np.uint32(target)
        for from_s0, bit, target in signs:
            sign = ((s0 if from_s0 else s1) >> np.uint32(bit)) & np.uint32(1)
            out |= sign * np.uint32(0xFF << target)
        return out
    return apply


def _mad64(word: str):
    """{D1, D0} = the 65-bit S0·S1 + S2 (S0, S1 32-bit, S2 64-bit; signed or unsigned):
    D0 its low 64 bits, D1 (per active lane, into the SGPR pair) its bit 64. The lane
    vocabulary's ``word`` (blocks/lanes64.py) defines it: the compiled blocks call it per
    lane, the interpreter runs its plain form on whole lanes."""
    def binder(inst):
        function = getattr(_LANES.plain, word)
        a, b, c = [vector_reader(op, k.partition(":")[2])
                   for op, k in zip(inst.operands[2:], inst.spec.operands[2:])]
        write = vector_writer(inst.operands[0], pair=True)
        write_carry = scalar_writer(inst.operands[1])

        def run(wave):
            total, carry = function(a(wave), b(wave), c(wave))
            write(wave, total)
            mask = wave.exec_mask()
            write_carry(wave, lanes_to_mask(carry if mask is None else carry & mask))
        return run
    return binder


semantics("v_mad_u64_u32")(_mad64("mad_u64_u32"))
semantics("v_mad_i64_i32")(_mad64("mad_i64_i32"))


def _mbcnt(hi: bool):
    """Count the bits of S0 that belong to lanes below this one (lanes 0-31 for lo,
    32-63 for hi), plus S1."""
    return lambda inst: _bind_mbcnt(inst, hi)


def _bind_mbcnt(inst, hi: bool):
    a, b = source_readers(inst)
    below = np.where(hi, np.maximum(LANES - 32, 0), np.minimum(LANES, 32)).astype(np.uint64)
    masks = ((np.uint64(1) << below) - np.uint64(1)).astype(np.uint64)
    masks[below == 32] = np.uint64(MASK32)
    write = vector_writer(inst.operands[0])

    def run(wave):   # (one wave's (64,) lanes or a batch's (waves, 64): the lane index
        # is the last axis's)
        bits = np.ascontiguousarray(np.broadcast_to(a(wave), wave.lane_shape)
                                    .astype(np.uint64) & masks)
        count = np.unpackbits(bits.view(np.uint8).reshape(*bits.shape, 8), axis=-1) \
            .sum(axis=-1)
        return write(wave, (count + b(wave)).astype(np.uint64) & MASK32)
    return run


# -- more integer and bit operations (the ISA's pseudocode, spec: CDNA3 ISA chapter 12) ---
def to_u32(values):
    return (np.asarray(values).astype(np.int64) & MASK32).astype(np.uint32)


semantics("v_bcnt_u32_b32")(wrapped_u32(lambda a, b: np.unpackbits(
    a.astype(np.uint32).view(np.uint8)).reshape(a.shape + (32,)).sum(axis=-1,
                                                                   dtype=np.uint64) + b))


def _bits_of(x):
    """(lanes…, 32) bits of each lane's value, bit 0 first."""
    return (x[..., None] >> np.arange(32, dtype=np.uint32)) & np.uint32(1)


def _leading_zeros32(x):
    """Zeros above the highest 1; −1 (all ones) for 0. (frexp's exponent is the bit length,
    exactly: a float64 holds every uint32.)"""
    _, lengths = np.frexp(x.astype(np.float64))
    return np.where(x == 0, MASK32, 32 - lengths.astype(np.int64)).astype(np.uint32)


semantics("v_bfrev_b32")(unary(lambda x, _: (_bits_of(x)[..., ::-1].astype(np.uint32)
                                              << np.arange(32, dtype=np.uint32))
                                .sum(axis=-1, dtype=np.uint64).astype(np.uint32)))
semantics("v_ffbh_u32")(unary(lambda x, _: _leading_zeros32(x)))
semantics("v_ffbl_b32")(unary(lambda x, _: np.where(
    x == 0, MASK32, _leading_zeros32(x & (~x + np.uint32(1))) ^ np.uint32(31))
    .astype(np.uint32)))
semantics("v_ffbh_i32")(unary(lambda x, _: np.where(
    (x == 0) | (x == MASK32), MASK32,
    _leading_zeros32(np.where(x >> np.uint32(31) == 1, ~x, x)).astype(np.int64))
    .astype(np.uint32)))
# (the f32 ↔ u32/i32 conversions: lane compositions, ops/composed.py)
def f32_to_int(lo: int, hi: int):
    """f32 to an integer toward zero, saturating at [lo, hi]; NaN gives 0."""
    def convert(x, _):
        f = as_f32(x).astype(np.float64)
        whole = np.trunc(np.nan_to_num(f, nan=0.0, posinf=hi, neginf=lo))
        return to_u32(np.clip(whole, lo, hi))
    return convert


# (the ISA's pseudocode: floor(S0), and floor(S0 + 0.5F) with the add in binary32)
semantics("v_cvt_flr_i32_f32")(unary(lambda x, inst: f32_to_int(-(1 << 31), (1 << 31) - 1)(
    np.floor(as_f32(x)).view(np.uint32), inst)))
semantics("v_cvt_rpi_i32_f32")(unary(lambda x, inst: f32_to_int(-(1 << 31), (1 << 31) - 1)(
    np.floor(as_f32(x) + np.float32(0.5)).view(np.uint32), inst)))


def _f16_toward_zero(x):
    """binary32 to binary16 rounded toward zero: nearest-even, then one step back toward
    zero where that went past x (so no finite value becomes inf)."""
    f = as_f32(x)
    h = f.astype(np.float16)
    past = np.isfinite(f) & (np.abs(h.astype(np.float32)) > np.abs(f))
    h = np.where(past, np.nextafter(h, np.float16(0)), h)
    return np.where(B32.is_nan(x), f16_nan_of(x), h.view(np.uint16)).astype(np.uint32)


semantics("v_cvt_pkrtz_f16_f32")(binary(
    lambda a, b: _f16_toward_zero(a) | (_f16_toward_zero(b) << np.uint32(16))))
for _byte in range(4):
    semantics(f"v_cvt_f32_ubyte{_byte}")(unary(
        lambda x, _, shift=np.uint32(8 * _byte): ((x >> shift) & np.uint32(0xFF))
        .astype(np.float32).view(np.uint32)))


# (their lanes depend on the lane's index, not on other lanes: a batch runs them wide)
LANE_INDEXED = frozenset((semantics("v_mbcnt_lo_u32_b32")(_mbcnt(hi=False)),
                          semantics("v_mbcnt_hi_u32_b32")(_mbcnt(hi=True))))
