"""Packed math (VOP3P ``v_pk_*``): two elements per operand — 16-bit halves of a VGPR, or
the two dwords of a VGPR pair for the f32 forms and ``v_pk_mov_b32``.

The low result takes, from source i, the element ``op_sel[i]`` names (0 low, 1 high); the
high result the element ``op_sel_hi[i]`` names (default: high); ``neg_lo`` / ``neg_hi``
flip the sign of the float element each result reads. A constant source is a 32-bit value
whose halves are picked the same way (isa.special_operands.Src.packed_bits: an integer
sign-extended, a float the f16 encoding with zero above in an f16 operand, the f32 encoding
in an integer one; the f32 forms' constant is the low dword, zero above). f16 results are rounded once (IEEE, denormals
kept); f32 as the scalar instructions; both follow MODE's rounding (ops/rounding.py);
integer halves wrap.
"""

from __future__ import annotations

import numpy as np

from isa.modifier_parsing import packed_default
from isa.records import EXACT_RANGES
from isa.special_operands import Src
from emulator.execution.fma_lanes import fma_f32_array

from . import rounding, semantics
from .access import split64, vector_writer
from .floatbits import B16
from .output_modifiers import clamp_unit
from .lane_words import sx16, zx16
from .cdna4_arith import ieee_extreme3
from .valu import moded_minmax
from .vector_forms import source_readers
from .valu16 import fma16

_HALF = {16: (np.uint32(0xFFFF), np.uint32(16), np.uint32(0x8000)),
         32: (np.uint64(0xFFFFFFFF), np.uint64(32), np.uint64(0x80000000))}


def _f16(fn):
    """``fn(mode, *elements)`` on float16 element arrays, rounded once (ops/rounding.py)."""
    def apply(mode, *xs):
        return fn(mode, *(x.astype(np.uint16).view(np.float16) for x in xs)).astype(
            np.float16).view(np.uint16).astype(np.uint32)
    return apply


def _f32(fn):
    def apply(mode, *xs):
        return fn(mode, *(x.astype(np.uint32).view(np.float32) for x in xs)).astype(
            np.float32).view(np.uint32).astype(np.uint64)
    return apply


def _fma32(mode, a, b, c):
    return rounding.fused(mode, a, b, c, fma_f32_array(a, b, c))


# the float operations: rounded as MODE says, so they take its value first
_PK_MAX, _PK_MIN = moded_minmax(True, B16), moded_minmax(False, B16)
_ROUNDED = {
    "v_pk_add_f16": _f16(rounding.add), "v_pk_mul_f16": _f16(rounding.multiply),
    "v_pk_fma_f16": lambda mode, *xs: fma16(mode, *xs).view(np.uint16).astype(np.uint32),
    "v_pk_fma_f32": _f32(_fma32), "v_pk_mul_f32": _f32(rounding.multiply),
    "v_pk_add_f32": _f32(rounding.add),
}
# (the float selects read MODE too: its IEEE bit decides whether a signalling NaN is quieted)
_MODED = {**_ROUNDED,
          "v_pk_max_f16": lambda mode, a, b: _PK_MAX(mode, a.astype(np.uint16),
                                                     b.astype(np.uint16)).astype(np.uint32),
          "v_pk_min_f16": lambda mode, a, b: _PK_MIN(mode, a.astype(np.uint16),
                                                     b.astype(np.uint16)).astype(np.uint32)}


def _u16(fn):
    return lambda *xs: (fn(*(x.astype(np.int64) for x in xs)) & 0xFFFF).astype(np.uint32)


def _i16(fn):
    def signed(x):
        return (x.astype(np.int64) ^ 0x8000) - 0x8000
    return lambda *xs: (fn(*(signed(x) for x in xs)) & 0xFFFF).astype(np.uint32)


_OPS = {
    **_MODED,
    "v_pk_add_u16": _u16(np.add), "v_pk_add_i16": _u16(np.add),
    "v_pk_sub_u16": _u16(np.subtract), "v_pk_sub_i16": _u16(np.subtract),
    "v_pk_mul_lo_u16": _u16(np.multiply),
    "v_pk_mad_u16": _u16(lambda a, b, c: a * b + c), "v_pk_mad_i16": _u16(lambda a, b, c: a * b + c),
    "v_pk_min_u16": _u16(np.minimum), "v_pk_max_u16": _u16(np.maximum),
    "v_pk_min_i16": _i16(np.minimum), "v_pk_max_i16": _i16(np.maximum),
    "v_pk_lshlrev_b16": _u16(lambda s, x: x << (s & 15)),
    "v_pk_lshrrev_b16": _u16(lambda s, x: x >> (s & 15)),
    "v_pk_ashrrev_i16": _i16(lambda s, x: x >> (s & 15)),
    "v_pk_mov_b32": None,
    # (gfx950's: IEEE minimum/maximum of three, ops/cdna4_arith.py)
    "v_pk_minimum3_f16": lambda *xs: ieee_extreme3(False, B16)(
        *(x.astype(np.uint16) for x in xs)).astype(np.uint32),
    "v_pk_maximum3_f16": lambda *xs: ieee_extreme3(True, B16)(
        *(x.astype(np.uint16) for x in xs)).astype(np.uint32),
}


def _saturating(signed: bool, fn):
    """fn on 16-bit elements, the exact result saturated (clamp on integer packed math)."""
    read, (low, high) = (sx16, EXACT_RANGES["i16"]) if signed else (zx16, EXACT_RANGES["u16"])

    def apply(*xs):
        return (np.clip(fn(*map(read, xs)), low, high) & 0xFFFF).astype(np.uint32)
    return apply


# with clamp: integer results saturate (ops/exact_integers.py), float results clamp to [0, 1]
_CLAMPED = {
    "v_pk_add_u16": _saturating(False, np.add), "v_pk_add_i16": _saturating(True, np.add),
    "v_pk_sub_u16": _saturating(False, np.subtract),
    "v_pk_sub_i16": _saturating(True, np.subtract),
    "v_pk_mul_lo_u16": _saturating(False, np.multiply),
    "v_pk_mad_u16": _saturating(False, lambda a, b, c: a * b + c),
    "v_pk_mad_i16": _saturating(True, lambda a, b, c: a * b + c),
}
_FLOAT_RESULTS = {"v_pk_add_f16": np.float16, "v_pk_mul_f16": np.float16,
                  "v_pk_fma_f16": np.float16, "v_pk_min_f16": np.float16,
                  "v_pk_max_f16": np.float16, "v_pk_fma_f32": np.float32,
                  "v_pk_mul_f32": np.float32, "v_pk_add_f32": np.float32,
                  "v_pk_minimum3_f16": np.float16, "v_pk_maximum3_f16": np.float16}


def _clamp_bits(values, dtype, mode: int):
    """Float element bits clamped to [0, 1] (output_modifiers.clamp_unit)."""
    bits = np.uint16 if dtype is np.float16 else np.uint32
    clamped = clamp_unit(values.astype(bits).view(dtype), mode)
    return clamped.view(bits).astype(values.dtype)


# the f32 forms' operations on float32 elements (their sources read as the pairs' dwords)
_F32_WORDS = {"v_pk_add_f32": rounding.add, "v_pk_mul_f32": rounding.multiply,
              "v_pk_fma_f32": _fma32}
_SIGN32 = np.uint32(0x80000000)


def _dword_reader(op, read):
    """``read(wave) -> (low, high)``: a pair source's two dwords — a v/a pair's registers
    as they are, anything else its 64-bit value split."""
    reg = op.reg if isinstance(op, Src) and op.is_reg and not (op.abs or op.neg) else None
    if reg is not None and reg.file in ("v", "a"):
        file, first = reg.file, reg.first
        return lambda wave: (getattr(wave, file)[first], getattr(wave, file)[first + 1])
    return lambda wave: split64(np.broadcast_to(read(wave), wave.lane_shape))


def _f32_pairs(inst, readers, sel, neg, clamp: bool):
    """The f32 forms (v_pk_add/mul/fma_f32) on the pairs' dwords: each result element from
    the dword op_sel / op_sel_hi pick, its sign flipped by neg_lo / neg_hi, both elements
    of every lane in one call; the same rule as the general form, without a 64-bit join."""
    fn = _F32_WORDS[inst.spec.semantics_name]
    sources = [_pair_source(op, read, [sel[0][i], sel[1][i]], [neg[0][i], neg[1][i]])
               for i, (op, read) in enumerate(zip(inst.operands[1:], readers))]
    first, file = inst.operands[0].first, inst.operands[0].file

    def run(wave):
        both = fn(wave.mode, *[source(wave) for source in sources]).astype(np.float32,
                                                                         copy=False)
        if clamp:
            both = clamp_unit(both, wave.mode)
        bits = both.view(np.uint32)
        mask = wave.exec_mask()
        f = getattr(wave, file)[first:first + 2]
        if mask is None:
            f[...] = bits
        else:
            np.copyto(f, bits, where=mask)
    return run


def _pair_source(op, read, sel, neg):
    """``(wave) -> float32 (2, lanes…)``: a source's low and high elements (the dwords
    op_sel / op_sel_hi pick, negated by neg_lo / neg_hi); a v/a pair read as it is, its
    registers' rows in place, no copy."""
    reg = op.reg if isinstance(op, Src) and op.is_reg and not (op.abs or op.neg) else None
    if reg is not None and reg.file in ("v", "a") and sel == [0, 1] and neg == [0, 0]:
        file, first = reg.file, reg.first
        return lambda wave: getattr(wave, file)[first:first + 2].view(np.float32)
    words = _dword_reader(op, read)

    def source(wave):
        dwords, shape = words(wave), wave.lane_shape
        return np.stack([np.broadcast_to(dwords[sel[part]] ^ _SIGN32 if neg[part]
                                         else dwords[sel[part]], shape)
                         for part in (0, 1)]).view(np.float32)
    return source


@semantics(*_OPS)
def _packed(inst):
    readers = source_readers(inst, packed=inst.spec.packed)
    count = len(readers)
    pair = inst.spec.operands[0] == "vdst64"
    mask, shift, sign = _HALF[32 if pair else 16]
    mods = inst.mods
    sel = [mods.get(k, packed_default(k, count)) for k in ("op_sel", "op_sel_hi")]
    neg = [mods.get(k, packed_default(k, count)) for k in ("neg_lo", "neg_hi")]
    name = inst.spec.semantics_name
    fn = _OPS[name]
    moded = name in _MODED
    clamp = "clamp" in mods
    if clamp:
        fn = _CLAMPED.get(name, fn)
    float_clamp = _FLOAT_RESULTS.get(name) if clamp else None
    mov = name == "v_pk_mov_b32"
    if name in _F32_WORDS:
        return _f32_pairs(inst, readers, sel, neg, clamp)
    write = vector_writer(inst.operands[0], pair)

    def element(value, half: int, negate: int):
        part = (value >> shift) & mask if half else value & mask
        return part ^ sign if negate else part

    def run(wave):
        values = [read(wave) for read in readers]
        if mov:   # the dword op_sel[0] picks of src0 low, the one op_sel[1] picks of src1 high
            lo, hi = (element(v, sel[0][i], 0) for i, v in enumerate(values))
        else:   # (both halves in one call: the operations act element by element)
            shape = wave.lane_shape
            both = fn(*[wave.mode] * moded, *[np.stack([
                np.broadcast_to(element(v, sel[part][i], neg[part][i]), shape)
                for part in (0, 1)]) for i, v in enumerate(values)])
            if float_clamp is not None:
                both = _clamp_bits(both, float_clamp, wave.mode)
            lo, hi = both[0], both[1]
        write(wave, (lo.astype(hi.dtype) | (hi << shift)).astype(np.uint64 if pair
                                                                  else np.uint32))
    return run
