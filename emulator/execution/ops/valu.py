"""Vector ALU semantics (CDNA3 ISA), 64 lanes at a time, results written under EXEC.

f32 arithmetic is IEEE binary32, rounded as MODE's FP_ROUND says (ops/rounding.py: nearest
even by default) with denormals as FP_DENORM says (ops/denormals.py: kept by default); NaN
payloads are numpy's. The runner silences numpy's
floating-point warnings for a whole run (overflow and invalid results are values here). 16-bit results (``v_cvt_f16_f32``)
are written to the low half with the high half zeroed.
"""

from __future__ import annotations

import dataclasses
import functools

import numpy as np

import isa
from isa.program import Instruction
from isa.special_operands import Src
from isa.gfx942.ops import FLOAT_CONDITIONS, INT_CONDITIONS
from isa.mfma_syntax import MfmaOp

from emulator.execution.mfma.execute import execute_mfma
from emulator.execution.fma_lanes import fma_f32_array, fma_f64_array
from . import rounding, semantics
from .plain import COPY, Elementwise
from .floatbits import B32, B64, FloatBits, ieee
from .access import (LANES, MASK32, lanes_to_mask, mask_lanes, mask_reader, scalar_reader,
                     scalar_writer, vector_reader, vector_writer)


def _srcs(inst: Instruction, first: int = 1):
    """Readers for the source operands from position ``first``, typed by the spec."""
    kinds = inst.spec.operands[first:]
    return [vector_reader(op, kind.partition(":")[2] or "b32")
            for op, kind in zip(inst.operands[first:], kinds) if isinstance(op, Src)]


def _f32(bits):
    return bits.view(np.float32)


_SELECT = {"BYTE_0": (0, 8), "BYTE_1": (8, 8), "BYTE_2": (16, 8), "BYTE_3": (24, 8),
           "WORD_0": (0, 16), "WORD_1": (16, 16), "DWORD": (0, 32)}


_SIGN_BIT = {"f16": np.uint32(0x8000), "f32": np.uint32(0x80000000)}


def _sdwa(inst, readers, write):
    """SDWA: sources are bit fields (``srcN_sel``, zero-extended, or sign-extended under
    ``sext()`` on integer instructions); on float instructions
    neg/abs then act on the field as a value of the source's type (f16: bit 15, f32: bit
    31). The result goes to the ``dst_sel`` field of vdst, the rest of it zeroed
    (UNUSED_PAD), sign-filled (UNUSED_SEXT) or kept (UNUSED_PRESERVE, llvm-mc's default)."""
    mods = inst.mods
    if not any(k in mods for k in ("dst_sel", "src0_sel", "src1_sel")) or \
            inst.spec.modifiers == {"src0_sel"}:   # (a byte select, read by the op itself;
        return readers, write                      # sext of a whole dword: the dword)
    sources = [(op, kind.partition(":")[2] or "b32") for op, kind in
               zip(inst.operands[1:], inst.spec.operands[1:]) if isinstance(op, Src)]
    wrapped = []
    for position, (read, (op, kind)) in enumerate(zip(readers, sources)):
        shift, width = _SELECT[mods.get(f"src{position}_sel", "DWORD")]
        mask = np.uint32((1 << width) - 1)
        sign = _SIGN_BIT.get(kind) if (op.neg or op.abs) else None
        if sign is not None:   # (the field first, then its sign)
            read = vector_reader(dataclasses.replace(op, neg=False, abs=False), kind)
        top = np.uint32(1 << (width - 1)) if op.sext and width < 32 else None
        wrapped.append(lambda wave, read=read, shift=shift, mask=mask, sign=sign, op=op,
                       top=top: _extended(_signed_field((read(wave) >> np.uint32(shift))
                                                        & mask, sign, op), top))
    shift, width = _SELECT[mods.get("dst_sel", "DWORD")]
    if width == 32:
        return wrapped, write
    unused = mods.get("dst_unused", "UNUSED_PRESERVE")
    dst = inst.operands[0]
    field = np.uint32(((1 << width) - 1) << shift)

    def placed(wave, values):
        value = (np.asarray(values, dtype=np.uint32) << np.uint32(shift)) & field
        if unused == "UNUSED_PRESERVE":
            value |= getattr(wave, dst.file)[dst.first] & ~field
        elif unused == "UNUSED_SEXT":
            top = (value >> np.uint32(shift + width - 1)) & np.uint32(1)
            above = np.uint32((0xFFFFFFFF << (shift + width)) & 0xFFFFFFFF)
            value |= np.where(top == 1, above, np.uint32(0)).astype(np.uint32)
        write(wave, value)
    return wrapped, placed


def _extended(bits, top):
    """A field sign-extended from its top bit ``top`` (``sext()``; None: zero-extended)."""
    if top is None:
        return bits
    return ((bits ^ top) - top).astype(np.uint32)


def _signed_field(bits, sign, op):
    """A selected field with the operand's abs and neg applied at ``sign`` (None: as read)."""
    if sign is None:
        return bits
    if op.abs:
        bits = bits & ~sign
    return bits ^ sign if op.neg else bits


def _unary(fn, moded: bool = False, targeted: bool = False):
    """``fn(x, inst)`` (``moded``: ``fn(mode, x, inst)``, MODE's value first; ``targeted``:
    ``fn(target, x, inst)``, the wave's target first) on src0."""
    def binder(inst):
        readers, write = _sdwa(inst, _srcs(inst), vector_writer(
            inst.operands[0], inst.spec.operands[0] == "vdst64"))
        (a,) = readers
        if moded:
            return lambda wave: write(wave, fn(wave.mode, a(wave), inst))
        if targeted:
            return lambda wave: write(wave, fn(wave.target, a(wave), inst))
        return lambda wave: write(wave, fn(a(wave), inst))
    return binder


@functools.lru_cache(maxsize=64)
def _element_dtype(target, name: str) -> np.dtype:
    """The numpy dtype of the element format ``name`` on ``target`` (fp8: FNUZ on gfx942,
    whatever a derived target maps it to)."""
    return target.format(name).typed_dtype


def _binary(fn, moded: bool = False):
    """``fn(a, b)`` (``moded``: ``fn(mode, a, b)``) on the two sources; a numpy ufunc on
    uint32 lanes also runs in plain form (ops/plain.py)."""
    def binder(inst):
        (a, b), write = _sdwa(inst, _srcs(inst), vector_writer(
            inst.operands[0], inst.spec.operands[0] == "vdst64"))
        if moded:
            return lambda wave: write(wave, fn(wave.mode, a(wave), b(wave)))
        return lambda wave: write(wave, fn(a(wave), b(wave)))
    return Elementwise(binder, fn) if isinstance(fn, np.ufunc) and not moded else binder


def _ternary(fn, moded: bool = False):
    """``fn(a, b, c)`` (``moded``: ``fn(mode, a, b, c)``) on the three sources."""
    def binder(inst):
        a, b, c = _srcs(inst)
        write = vector_writer(inst.operands[0], inst.spec.operands[0] == "vdst64")
        if moded:
            return lambda wave: write(wave, fn(wave.mode, a(wave), b(wave), c(wave)))
        return lambda wave: write(wave, fn(a(wave), b(wave), c(wave)))
    return binder


# -- moves and conversions -------------------------------------------------------------
semantics("v_mov_b32", "v_mov_b64", "v_accvgpr_write_b32")(
    Elementwise(_unary(lambda x, inst: x), COPY))


@semantics("v_accvgpr_read_b32", "v_accvgpr_mov_b32")
def _acc_move(inst):
    src = inst.operands[1]
    read = vector_reader(Src(reg=src), "b32")
    write = vector_writer(inst.operands[0])
    return lambda wave: write(wave, read(wave))


def f16_nan_of(x):
    """The f16 NaN a conversion makes of the f32 NaN bits ``x``: quiet, with the sign and
    the payload's top ten bits (numpy would keep a signalling NaN signalling)."""
    return ((x >> np.uint32(16)) & np.uint32(0x8000)) | np.uint32(0x7E00) \
        | ((x >> np.uint32(13)) & np.uint32(0x3FF))


@semantics("v_cvt_f32_f16")
def _cvt_f32_f16(inst):
    """Exact; a NaN keeps its payload (shifted up 13 bits) and is quiet."""
    return _unary(lambda x, _: B32.quieted((x & 0xFFFF).astype(np.uint16).view(np.float16)
                                           .astype(np.float32).view(np.uint32)))(inst)


@semantics("v_cvt_f16_f32")
def _cvt_f16_f32(inst):
    def convert(mode, x, _):
        out = rounding.convert(mode, _f32(x), np.float16).view(np.uint16).astype(np.uint32)
        return np.where(B32.is_nan(x), f16_nan_of(x), out).astype(np.uint32)
    return _unary(convert, moded=True)(inst)


@semantics("v_cvt_f32_fp8", "v_cvt_f32_bf8")
def _cvt_f32_fp8(inst):
    """One byte (``src0_sel:BYTE_n``, default byte 0) of the target's fp8/bf8 (gfx942:
    E4M3FNUZ/E5M2FNUZ) to f32, exactly."""
    shift = 8 * int(inst.mods.get("src0_sel", "BYTE_0")[-1])
    name = inst.spec.format
    return _unary(lambda target, x, _: ((x >> shift) & 0xFF).astype(np.uint8).view(
        _element_dtype(target, name)).astype(np.float32).view(np.uint32), targeted=True)(inst)


@semantics("v_cvt_pk_f32_fp8", "v_cvt_pk_f32_bf8")
def _cvt_pk_f32_fp8(inst):
    """The two bytes of one word (``src0_sel:WORD_n``, default word 0) to two f32, exactly:
    the low byte to the low register."""
    shift = 16 * int(inst.mods.get("src0_sel", "WORD_0")[-1])
    name = inst.spec.format

    def apply(target, x, _):
        fmt = _element_dtype(target, name)
        word = x >> shift
        lo, hi = (((word >> s) & 0xFF).astype(np.uint8).view(fmt).astype(np.float32)
                  .view(np.uint32).astype(np.uint64) for s in (0, 8))
        return lo | hi << np.uint64(32)
    return _unary(apply, targeted=True)(inst)


@semantics("v_cvt_pk_fp8_f32", "v_cvt_pk_bf8_f32")
def _cvt_pk_fp8(inst):
    """Two f32 to two fp8/bf8 bytes, nearest-even (ml_dtypes: out of range gives the NaN
    0x80, not hardware-verified); op_sel's third bit writes bytes 2-3 instead of 0-1, keeping
    the other half of vdst."""
    a, b = _srcs(inst)
    name = inst.spec.format
    high = len(inst.mods.get("op_sel", ())) == 3 and inst.mods["op_sel"][2] == 1
    dst = inst.operands[0]
    write = vector_writer(dst)
    shift = 16 if high else 0
    keep = np.uint32(0x0000FFFF if high else 0xFFFF0000)

    def run(wave):
        fmt = _element_dtype(wave.target, name)
        lo = _f32(a(wave)).astype(fmt).view(np.uint8).astype(np.uint32)
        hi = _f32(b(wave)).astype(fmt).view(np.uint8).astype(np.uint32)
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
    a, seed = _srcs(inst)
    name = inst.spec.format
    op_sel = inst.mods.get("op_sel", (0, 0, 0, 0))
    shift = np.uint32(8 * (op_sel[2] + 2 * op_sel[3]))
    keep = ~(np.uint32(0xFF) << shift)
    dst = inst.operands[0]
    write = vector_writer(dst)
    mantissa = np.uint32(0x7FFFFF)

    def run(wave):
        fmt = wave.target.format(name)
        dtype = _element_dtype(wave.target, name)
        drop = np.uint32(9 + fmt.fraction_bits)   # (the seed bits: as many as it drops)
        x = a(wave)
        bumped = (x & ~mantissa) | ((x + (seed(wave) >> drop)) & mantissa)
        x = np.where(B32.is_special(x), x, bumped).astype(np.uint32)
        byte = _f32(x).astype(dtype).view(np.uint8).astype(np.uint32)
        old = getattr(wave, dst.file)[dst.first]
        write(wave, (old & keep) | (byte << shift))
    return run


@semantics("v_pack_b32_f16")
def _pack(inst):
    return _binary(lambda a, b: (a & 0xFFFF) | ((b & 0xFFFF) << 16))(inst)


# -- float arithmetic --------------------------------------------------------------------
def _float_op(ufunc, reverse: bool = False):
    """``ufunc`` on binary32 lanes (``reverse``: of src1 and src0), rounded as MODE says
    (ops/rounding.py: nearest even, or MODE's direction); in plain form the ufunc itself
    (ops/plain.py)."""
    fn = rounding.ROUNDED[ufunc]

    def apply(mode, a, b):   # (IEEE overflow/invalid are results: the runner silences
        if reverse:          # numpy)
            a, b = b, a
        return fn(mode, _f32(a), _f32(b)).astype(np.float32).view(np.uint32)
    binder = _binary(apply, moded=True)
    return binder if reverse else Elementwise(binder, ufunc, np.float32)


def _fma(fma, view, uint):
    """fma(a, b, c) rounded once: nearest even, or MODE's direction."""
    def apply(mode, a, b, c):
        a, b, c = a.view(view), b.view(view), c.view(view)
        return rounding.fused(mode, a, b, c, fma(a, b, c)).view(uint)
    return apply


semantics("v_add_f32")(_float_op(np.add))
semantics("v_sub_f32")(_float_op(np.subtract))
semantics("v_mul_f32")(_float_op(np.multiply))
semantics("v_fma_f32", "v_fmamk_f32", "v_fmaak_f32")(_ternary(   # (K: one of the sources)
    _fma(fma_f32_array, np.float32, np.uint32), moded=True))
semantics("v_mad_u16", "v_mad_i16", "v_mad_legacy_u16", "v_mad_legacy_i16")(_ternary(
    lambda a, b, c: ((a & 0xFFFF) * (b & 0xFFFF) + (c & 0xFFFF)) & np.uint32(0xFFFF)))


def _fmac(fma, kind: str):
    """d = fma(a, b, d), rounded once, in binary32 or binary64 (``kind``)."""
    float_, uint = (np.float64, np.uint64) if kind == "f64" else (np.float32, np.uint32)
    apply = _fma(fma, float_, uint)

    def binder(inst):
        a, b = _srcs(inst)
        dst = inst.operands[0]
        d = vector_reader(Src(reg=dst), kind)
        write = vector_writer(dst, kind == "f64")
        return lambda wave: write(wave, apply(wave.mode, a(wave), b(wave), d(wave)))
    return binder


semantics("v_fmac_f32")(_fmac(fma_f32_array, "f32"))


# -- integer and bit operations ----------------------------------------------------------
def _u32(fn):
    def apply(a, b):
        return (fn(a.astype(np.uint64), b.astype(np.uint64)) & MASK32).astype(np.uint32)
    return _binary(apply)


# (uint32 arithmetic in numpy wraps modulo 2^32: the results' low 32 bits, with no widening)
semantics("v_add_u32")(_binary(np.add))
semantics("v_sub_u32")(_binary(np.subtract))
semantics("v_mul_lo_u32")(_binary(np.multiply))
semantics("v_lshlrev_b32")(_binary(lambda s, x: x << (s & np.uint32(31))))
semantics("v_lshrrev_b32")(_binary(lambda s, x: x >> (s & np.uint32(31))))
semantics("v_and_b32")(_binary(np.bitwise_and))
semantics("v_or_b32")(_binary(np.bitwise_or))
semantics("v_xor_b32")(_binary(np.bitwise_xor))
semantics("v_ashrrev_i32")(_binary(
    lambda s, x: (x.view(np.int32) >> (s & 31).astype(np.int32)).view(np.uint32)))
semantics("v_lshl_add_u32")(_ternary(
    lambda a, s, c: (((a.astype(np.uint64) << (s & 31)) + c) & MASK32).astype(np.uint32)))
semantics("v_add3_u32")(_ternary(
    lambda a, b, c: ((a.astype(np.uint64) + b + c) & MASK32).astype(np.uint32)))
semantics("v_or3_b32")(_ternary(lambda a, b, c: a | b | c))
semantics("v_lshl_or_b32")(_ternary(
    lambda a, s, c: ((a.astype(np.uint64) << (s & 31)) & MASK32).astype(np.uint32) | c))
semantics("v_bfe_u32")(_ternary(
    lambda a, o, w: (a >> (o & 31)) & ((np.uint64(1) << (w & 31).astype(np.uint64)) - np.uint64(1))
    .astype(np.uint32)))


def _carry(subtract: bool, reverse: bool = False):
    """32-bit add/subtract (``reverse``: src1 − src0); the carry (borrow) of each active lane
    goes to the mask; a fifth operand (a mask) is a carry (borrow) in."""
    return lambda inst: _bind_carry(inst, subtract, reverse)


def _bind_carry(inst, subtract: bool, reverse: bool):
    a, b = [vector_reader(op, "b32") for op in inst.operands[2:4]]
    if reverse:
        a, b = b, a
    carry_in = (mask_reader(Src(reg=inst.operands[4]))
                if len(inst.spec.operands) == 5 else None)
    write = vector_writer(inst.operands[0])
    write_carry = scalar_writer(inst.operands[1])
    clamp = "clamp" in inst.mods

    def run(wave):
        x, y = a(wave).astype(np.int64), b(wave).astype(np.int64)
        if carry_in is not None:
            y = y + mask_lanes(carry_in(wave))
        total = x - y if subtract else x + y
        carry = (total < 0) if subtract else (total > MASK32)
        if clamp:   # (saturated, not wrapped: ops/saturation.py)
            total = np.clip(total, 0, MASK32)
        write(wave, (total & MASK32).astype(np.uint32))
        mask = wave.exec_mask()
        write_carry(wave, lanes_to_mask(carry if mask is None else carry & mask))
    return run


semantics("v_add_co_u32", "v_addc_co_u32")(_carry(subtract=False))
semantics("v_sub_co_u32", "v_subb_co_u32")(_carry(subtract=True))
semantics("v_subrev_co_u32", "v_subbrev_co_u32")(_carry(subtract=True, reverse=True))
def _lshl_add_u64(a, s, c):
    """``(S0 << S1[2:0]) + S2`` with a count of 0..4: the manual calls 5..7 unsupported and
    says the design shifts by zero then (CDNA3 ISA, V_LSHL_ADD_U64 notes)."""
    count = s.astype(np.uint64) & np.uint64(7)
    return (a << np.where(count <= 4, count, np.uint64(0))) + c


semantics("v_lshl_add_u64")(_ternary(_lshl_add_u64))


@semantics("v_perm_b32")
def _perm(inst):
    """Byte permute: selector byte 0-7 picks a byte of {S0, S1} (S1 the low word); 8-11
    replicate a sign bit (S1[15], S1[31], S0[15], S0[31]); 12 gives 0x00, 13-15 0xFF.
    Each lane's 16 candidate bytes form a table; the selector bytes (above 15 clamped to
    15, also 0xFF) index it."""
    a, b, c = _srcs(inst)

    def run_values(s0, s1, sel):
        s0, s1, sel = np.broadcast_arrays(s0, s1, sel)
        table = np.empty(s0.shape + (16,), dtype=np.uint8)
        pool = (s0.astype(np.uint64) << np.uint64(32)) | s1
        table[..., :8] = pool.astype("<u8").view(np.uint8).reshape(s0.shape + (8,))
        for place, (word, bit) in enumerate(((s1, 15), (s1, 31), (s0, 15), (s0, 31))):
            table[..., 8 + place] = ((word >> np.uint32(bit)) & np.uint32(1)) * np.uint8(0xFF)
        table[..., 12], table[..., 13:] = 0, 0xFF
        picks = np.minimum(np.ascontiguousarray(sel, dtype="<u4").view(np.uint8)
                           .reshape(s0.shape + (4,)), 15)
        return np.ascontiguousarray(np.take_along_axis(table, picks.astype(np.intp), -1)) \
            .view("<u4").reshape(s0.shape).astype(np.uint32)
    write = vector_writer(inst.operands[0])
    return lambda wave: write(wave, run_values(a(wave), b(wave), c(wave)))


def _mad64(signed: bool):
    """{D1, D0} = the 65-bit S0·S1 + S2 (S0, S1 32-bit, S2 64-bit; signed or unsigned):
    D0 its low 64 bits, D1 (per active lane, into the SGPR pair) its bit 64."""
    def binder(inst):
        a, b, c = [vector_reader(op, k.partition(":")[2])
                   for op, k in zip(inst.operands[2:], inst.spec.operands[2:])]
        write = vector_writer(inst.operands[0], wide=True)
        write_carry = scalar_writer(inst.operands[1])

        def run(wave):
            x, y, z = a(wave), b(wave), c(wave)
            if signed:   # the product fits an int64; bit 64 is the true sum's sign
                product = x.view(np.int32).astype(np.int64) * y.view(np.int32)
                addend = z.view(np.int64)
                total = (product.view(np.uint64) + z).view(np.int64)
                overflow = ((product < 0) == (addend < 0)) & ((total < 0) != (product < 0))
                carry = np.where(overflow, product < 0, total < 0)
            else:        # the product fits a uint64; bit 64 is the carry of the add
                total = x.astype(np.uint64) * y + z
                carry = total < z
            write(wave, total.view(np.uint64))
            mask = wave.exec_mask()
            write_carry(wave, lanes_to_mask(carry if mask is None else carry & mask))
        return run
    return binder


semantics("v_mad_u64_u32")(_mad64(signed=False))
semantics("v_mad_i64_i32")(_mad64(signed=True))


def _mbcnt(hi: bool):
    """Count the bits of S0 that belong to lanes below this one (lanes 0-31 for lo,
    32-63 for hi), plus S1."""
    return lambda inst: _bind_mbcnt(inst, hi)


def _bind_mbcnt(inst, hi: bool):
    a, b = _srcs(inst)
    below = np.where(hi, np.maximum(LANES - 32, 0), np.minimum(LANES, 32)).astype(np.uint64)
    masks = ((np.uint64(1) << below) - np.uint64(1)).astype(np.uint64)
    masks[below == 32] = np.uint64(MASK32)
    write = vector_writer(inst.operands[0])

    def run(wave):
        bits = a(wave).astype(np.uint64) & masks
        count = np.unpackbits(bits.view(np.uint8).reshape(64, 8), axis=1).sum(axis=1)
        return write(wave, (count + b(wave)).astype(np.uint64) & MASK32)
    return run


# -- more integer and bit operations (the ISA's pseudocode, spec: CDNA3 ISA chapter 12) ---
def _i32(x):
    return x.view(np.int32).astype(np.int64)


def _sext24(x):
    return ((x.astype(np.int64) & 0xFFFFFF) ^ 0x800000) - 0x800000


def _to_u32(values):
    return (np.asarray(values).astype(np.int64) & MASK32).astype(np.uint32)


semantics("v_max_i32")(_binary(lambda a, b: np.maximum(a.view(np.int32), b.view(np.int32))
                               .view(np.uint32)))
semantics("v_min_i32")(_binary(lambda a, b: np.minimum(a.view(np.int32), b.view(np.int32))
                               .view(np.uint32)))
semantics("v_max_u32")(_binary(np.maximum))
semantics("v_min_u32")(_binary(np.minimum))
semantics("v_subrev_u32")(_binary(lambda a, b: b - a))
semantics("v_mul_u32_u24")(_u32(lambda a, b: (a & 0xFFFFFF) * (b & 0xFFFFFF)))
semantics("v_mul_hi_u32_u24")(_u32(lambda a, b: (a & 0xFFFFFF) * (b & 0xFFFFFF) >> 32))
semantics("v_mul_i32_i24")(_binary(lambda a, b: _to_u32(_sext24(a) * _sext24(b))))
semantics("v_mul_hi_i32_i24")(_binary(lambda a, b: _to_u32(_sext24(a) * _sext24(b) >> 32)))
semantics("v_mul_hi_u32")(_u32(lambda a, b: a * b >> 32))
semantics("v_mul_hi_i32")(_binary(lambda a, b: _to_u32(_i32(a) * _i32(b) >> 32)))
semantics("v_not_b32")(_unary(lambda x, _: ~x))
semantics("v_bcnt_u32_b32")(_u32(lambda a, b: np.unpackbits(
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


semantics("v_bfrev_b32")(_unary(lambda x, _: (_bits_of(x)[..., ::-1].astype(np.uint32)
                                              << np.arange(32, dtype=np.uint32))
                                .sum(axis=-1, dtype=np.uint64).astype(np.uint32)))
semantics("v_ffbh_u32")(_unary(lambda x, _: _leading_zeros32(x)))
semantics("v_ffbl_b32")(_unary(lambda x, _: np.where(
    x == 0, MASK32, _leading_zeros32(x & (~x + np.uint32(1))) ^ np.uint32(31))
    .astype(np.uint32)))
semantics("v_ffbh_i32")(_unary(lambda x, _: np.where(
    (x == 0) | (x == MASK32), MASK32,
    _leading_zeros32(np.where(x >> np.uint32(31) == 1, ~x, x)).astype(np.int64))
    .astype(np.uint32)))
semantics("v_cvt_f32_u32")(_unary(lambda mode, x, _: rounding.convert(
    mode, x, np.float32).view(np.uint32), moded=True))
semantics("v_cvt_f32_i32")(_unary(lambda mode, x, _: rounding.convert(
    mode, x.view(np.int32), np.float32).view(np.uint32), moded=True))


def _f32_to_int(lo: int, hi: int):
    """f32 to an integer toward zero, saturating at [lo, hi]; NaN gives 0."""
    def convert(x, _):
        f = _f32(x).astype(np.float64)
        whole = np.trunc(np.nan_to_num(f, nan=0.0, posinf=hi, neginf=lo))
        return _to_u32(np.clip(whole, lo, hi))
    return convert


semantics("v_cvt_u32_f32")(_unary(_f32_to_int(0, MASK32)))
semantics("v_cvt_i32_f32")(_unary(_f32_to_int(-(1 << 31), (1 << 31) - 1)))
# (the ISA's pseudocode: floor(S0), and floor(S0 + 0.5F) with the add in binary32)
semantics("v_cvt_flr_i32_f32")(_unary(lambda x, inst: _f32_to_int(-(1 << 31), (1 << 31) - 1)(
    np.floor(_f32(x)).view(np.uint32), inst)))
semantics("v_cvt_rpi_i32_f32")(_unary(lambda x, inst: _f32_to_int(-(1 << 31), (1 << 31) - 1)(
    np.floor(_f32(x) + np.float32(0.5)).view(np.uint32), inst)))


def _f16_toward_zero(x):
    """binary32 to binary16 rounded toward zero: nearest-even, then one step back toward
    zero where that went past x (so no finite value becomes inf)."""
    f = _f32(x)
    h = f.astype(np.float16)
    past = np.isfinite(f) & (np.abs(h.astype(np.float32)) > np.abs(f))
    h = np.where(past, np.nextafter(h, np.float16(0)), h)
    return np.where(B32.is_nan(x), f16_nan_of(x), h.view(np.uint16)).astype(np.uint32)


semantics("v_cvt_pkrtz_f16_f32")(_binary(
    lambda a, b: _f16_toward_zero(a) | (_f16_toward_zero(b) << np.uint32(16))))
for _byte in range(4):
    semantics(f"v_cvt_f32_ubyte{_byte}")(_unary(
        lambda x, _, shift=np.uint32(8 * _byte): ((x >> shift) & np.uint32(0xFF))
        .astype(np.float32).view(np.uint32)))


def _shift64(fn):
    """``vdst64 = fn(shift, x)`` for a 32-bit shift count and a 64-bit value."""
    return _binary(lambda s, x: fn(s.astype(np.uint64) & np.uint64(63), x))


semantics("v_lshlrev_b64")(_shift64(lambda s, x: x << s))
semantics("v_lshrrev_b64")(_shift64(lambda s, x: x >> s))
semantics("v_ashrrev_i64")(_shift64(lambda s, x: (x.view(np.int64) >> s.astype(np.int64))
                                    .view(np.uint64)))


def _bfe_i32(a, o, w):
    offset, width = (o & 31).astype(np.int64), (w & 31).astype(np.int64)
    field = (_i32(a) >> offset) & ((np.int64(1) << width) - 1)
    top = np.where(width > 0, (field >> np.maximum(width - 1, 0)) & 1, 0)
    return _to_u32(field - (top << width))


def _median(a, b, c):
    return np.maximum(np.minimum(a, b), np.minimum(np.maximum(a, b), c))


def _signed3(fn):
    return _ternary(lambda a, b, c: fn(a.view(np.int32), b.view(np.int32), c.view(np.int32))
                    .view(np.uint32))


semantics("v_bfe_i32")(_ternary(_bfe_i32))
semantics("v_bfi_b32")(_ternary(lambda a, b, c: (a & b) | (~a & c)))
semantics("v_alignbit_b32")(_ternary(lambda a, b, c: _to_u32(
    ((a.astype(np.uint64) << np.uint64(32)) | b) >> (c & 31).astype(np.uint64))))
semantics("v_alignbyte_b32")(_ternary(lambda a, b, c: _to_u32(
    ((a.astype(np.uint64) << np.uint64(32)) | b) >> ((c & 3) * 8).astype(np.uint64))))
semantics("v_max3_u32")(_ternary(lambda a, b, c: np.maximum(np.maximum(a, b), c)))
semantics("v_min3_u32")(_ternary(lambda a, b, c: np.minimum(np.minimum(a, b), c)))
semantics("v_med3_u32")(_ternary(_median))
semantics("v_max3_i32")(_signed3(lambda a, b, c: np.maximum(np.maximum(a, b), c)))
semantics("v_min3_i32")(_signed3(lambda a, b, c: np.minimum(np.minimum(a, b), c)))
semantics("v_med3_i32")(_signed3(_median))
semantics("v_xad_u32")(_ternary(lambda a, b, c: _to_u32((a ^ b).astype(np.int64) + c)))
semantics("v_and_or_b32")(_ternary(lambda a, b, c: (a & b) | c))
semantics("v_add_lshl_u32")(_ternary(lambda a, b, c: _to_u32(
    (a.astype(np.int64) + b) << (c & 31).astype(np.int64))))
semantics("v_sad_u32")(_ternary(lambda a, b, c: _to_u32(
    np.abs(a.astype(np.int64) - b) + c)))


# -- float selects, exponent and integral roundings (IEEE mode) ---------------------------


def minmax(larger: bool, fmt: FloatBits = B32, quiet: bool = True):
    """V_MAX / V_MIN (F16, F32, F64; the ISA's pseudocode): in IEEE mode (``quiet``) a
    signalling NaN input (S0 first) gives itself quieted; else a NaN input gives the other
    input (with MODE.IEEE = 0 a signalling NaN is one of these); +0 counts as larger than
    −0; else the larger (smaller) value, S0 on ties."""
    def select(a, b):
        fa, fb = a.view(fmt.float), b.view(fmt.float)
        nan_a, nan_b = fmt.is_nan(a), fmt.is_nan(b)
        zeros = ((a | b) & fmt.magnitude) == 0
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


def moded_minmax(larger: bool, fmt: FloatBits = B32):
    """``minmax`` as MODE says: ``fn(mode, a, b)``."""
    quieting, plain = minmax(larger, fmt, True), minmax(larger, fmt, False)
    return lambda mode, a, b: (quieting if ieee(mode) else plain)(a, b)


_MAX32, _MIN32 = moded_minmax(True), moded_minmax(False)
semantics("v_max_f32")(_binary(moded_minmax(larger=True), moded=True))
semantics("v_min_f32")(_binary(moded_minmax(larger=False), moded=True))
semantics("v_max_f64")(_binary(moded_minmax(larger=True, fmt=B64), moded=True))
semantics("v_min_f64")(_binary(moded_minmax(larger=False, fmt=B64), moded=True))
semantics("v_ldexp_f32")(_binary(lambda a, e: np.ldexp(
    _f32(a), np.clip(e.view(np.int32), -1000, 1000)).astype(np.float32).view(np.uint32)))


def _frexp(fmt: FloatBits, part: int):
    """V_FREXP_MANT (part 0) / V_FREXP_EXP (part 1): the significand in ±[0.5, 1) or the
    exponent; inf and NaN give themselves (mantissa; a NaN quieted) or 0 (exponent)."""
    def apply(x, _):
        value = np.frexp(x.view(fmt.float))[part]
        if part == 0:
            return np.where(fmt.is_special(x), fmt.quieted(x),
                            value.astype(fmt.float).view(fmt.uint))
        return np.where(fmt.is_special(x), np.uint32(0), value.astype(np.int32).view(np.uint32))
    return _unary(apply)


def _rounding(fn, fmt: FloatBits = B32):
    """A rounding to an integral value; NaN and inf pass through (NaN quieted)."""
    def apply(x, _):
        rounded = fn(x.view(fmt.float)).astype(fmt.float).view(fmt.uint)
        out = np.where(fmt.is_nan(x), x | fmt.quiet, rounded)
        return np.where(fmt.is_special(x) & ~fmt.is_nan(x), x, out)
    return _unary(apply)


semantics("v_frexp_mant_f32")(_frexp(B32, 0))
semantics("v_frexp_exp_i32_f32")(_frexp(B32, 1))
semantics("v_floor_f32")(_rounding(np.floor))
semantics("v_ceil_f32")(_rounding(np.ceil))
semantics("v_trunc_f32")(_rounding(np.trunc))
semantics("v_rndne_f32")(_rounding(np.rint))




semantics("v_mad_u32_u24")(_ternary(lambda a, b, c: _to_u32(
    (a.astype(np.int64) & 0xFFFFFF) * (b.astype(np.int64) & 0xFFFFFF) + c)))
semantics("v_mad_i32_i24")(_ternary(lambda a, b, c: _to_u32(_sext24(a) * _sext24(b) + c)))
semantics("v_add_i32")(_u32(lambda a, b: a + b))
semantics("v_sub_i32")(_u32(lambda a, b: a - b))
semantics("v_subrev_f32")(_float_op(np.subtract, reverse=True))
semantics("v_max3_f32")(_ternary(lambda mode, a, b, c: _MAX32(mode, _MAX32(mode, a, b), c),
                                  moded=True))
semantics("v_min3_f32")(_ternary(lambda mode, a, b, c: _MIN32(mode, _MIN32(mode, a, b), c),
                                  moded=True))


# -- f64 (IEEE, round to nearest even) ----------------------------------------------------
def _f64(bits):
    return bits.view(np.float64)


def _f64_op(fn):
    """``fn(mode, a, b)`` on binary64 (ops/rounding.py)."""
    return _binary(lambda mode, a, b: fn(mode, _f64(a), _f64(b)).astype(np.float64)
                   .view(np.uint64), moded=True)


semantics("v_add_f64")(_f64_op(rounding.add))
semantics("v_mul_f64")(_f64_op(rounding.multiply))
semantics("v_fma_f64")(_ternary(_fma(fma_f64_array, np.float64, np.uint64), moded=True))


semantics("v_fmac_f64")(_fmac(fma_f64_array, "f64"))


semantics("v_ldexp_f64")(_binary(lambda a, e: np.ldexp(
    _f64(a), np.clip(e.view(np.int32), -5000, 5000)).astype(np.float64).view(np.uint64)))


semantics("v_floor_f64")(_rounding(np.floor, B64))
semantics("v_ceil_f64")(_rounding(np.ceil, B64))
semantics("v_trunc_f64")(_rounding(np.trunc, B64))
semantics("v_rndne_f64")(_rounding(np.rint, B64))
semantics("v_frexp_mant_f64")(_frexp(B64, 0))
semantics("v_frexp_exp_i32_f64")(_frexp(B64, 1))
semantics("v_cvt_f64_f32")(_unary(lambda x, _: _f32(x).astype(np.float64).view(np.uint64)))
semantics("v_cvt_f32_f64")(_unary(lambda mode, x, _: rounding.convert(
    mode, _f64(x), np.float32).view(np.uint32), moded=True))
semantics("v_cvt_f64_i32")(_unary(lambda x, _: x.view(np.int32).astype(np.float64)
                                  .view(np.uint64)))
semantics("v_cvt_f64_u32")(_unary(lambda x, _: x.astype(np.float64).view(np.uint64)))


def _f64_to_int(lo: int, hi: int):
    """f64 to an integer toward zero, saturating at [lo, hi]; NaN gives 0."""
    def convert(x, _):
        f = _f64(x)
        whole = np.trunc(np.nan_to_num(f, nan=0.0, posinf=hi, neginf=lo))
        return _to_u32(np.clip(whole, lo, hi))
    return convert


semantics("v_cvt_u32_f64")(_unary(_f64_to_int(0, MASK32)))
semantics("v_cvt_i32_f64")(_unary(_f64_to_int(-(1 << 31), (1 << 31) - 1)))


semantics("v_mbcnt_lo_u32_b32")(_mbcnt(hi=False))
semantics("v_mbcnt_hi_u32_b32")(_mbcnt(hi=True))


# -- compares and selects ----------------------------------------------------------------
def _unordered(a, b):
    return np.isnan(a) | np.isnan(b)


# The VOPC conditions as functions of typed lanes (NaN compares false except where the
# condition is a negation or "unordered").
CONDITIONS = {
    "f": lambda a, b: np.zeros(a.shape, bool), "t": lambda a, b: np.ones(a.shape, bool),
    "tru": lambda a, b: np.ones(a.shape, bool),
    "lt": np.less, "eq": np.equal, "le": np.less_equal, "gt": np.greater,
    "ne": np.not_equal, "ge": np.greater_equal,
    "lg": lambda a, b: np.less(a, b) | np.greater(a, b),
    "o": lambda a, b: ~_unordered(a, b), "u": _unordered,
    "nge": lambda a, b: ~np.greater_equal(a, b), "nlg": lambda a, b: ~(
        np.less(a, b) | np.greater(a, b)),
    "ngt": lambda a, b: ~np.greater(a, b), "nle": lambda a, b: ~np.less_equal(a, b),
    "neq": lambda a, b: ~np.equal(a, b), "nlt": lambda a, b: ~np.less(a, b),
}
_VIEWS = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "u32": np.uint32,
          "i64": np.int64, "u64": np.uint64}


def _typed(view):
    """A lane array's values as ``view``: a dtype to view the bits as, or a conversion."""
    if isinstance(view, (type, np.dtype)):
        return lambda x: x.view(view)
    return view


def compare(fn, view, second_view=None):
    """Compare per lane; the result bits of active lanes go to the mask (others 0), and for
    ``v_cmpx_*`` to EXEC as well (so lanes that fail the compare are switched off)."""
    first, second = _typed(view), _typed(second_view or view)

    def binder(inst):
        (a, b), _ = _sdwa(inst, _srcs(inst), None)   # (SDWA: the sources' selects)
        write = scalar_writer(inst.operands[0])
        to_exec = "exec" in inst.spec.writes

        def run(wave):
            result = fn(first(a(wave)), second(b(wave)))
            mask = wave.exec_mask()
            bits = lanes_to_mask(result if mask is None else result & mask)
            write(wave, bits)
            if to_exec:
                wave.exec = bits
        return run
    return binder


def class_bits(fmt: FloatBits):
    """The class of each lane's value as one bit (V_CMP_CLASS): 0 signalling NaN, 1 quiet
    NaN, 2 −inf, 3 −normal, 4 −denormal, 5 −0, 6 +0, 7 +denormal, 8 +normal, 9 +inf."""
    def classify(x):
        magnitude = x & fmt.magnitude
        negative = (x >> fmt.sign_shift) == 1
        exponent_zero = (x & fmt.infinity) == 0
        nan = magnitude > fmt.infinity
        quiet = (x & fmt.quiet) != 0
        inf = magnitude == fmt.infinity
        zero = magnitude == 0
        denormal = exponent_zero & ~zero
        side = np.where(negative, 0, 1)
        cls = np.where(nan, np.where(quiet, 1, 0),
                       np.where(inf, np.where(negative, 2, 9),
                                np.where(zero, 5 + side,
                                         np.where(denormal, np.where(negative, 4, 7),
                                                  np.where(negative, 3, 8)))))
        return np.uint32(1) << cls.astype(np.uint32)
    return classify


for _kind, _view in _VIEWS.items():
    for _cond in FLOAT_CONDITIONS if _kind[0] == "f" else INT_CONDITIONS:
        semantics(f"v_cmp_{_cond}_{_kind}", f"v_cmpx_{_cond}_{_kind}")(
            compare(CONDITIONS[_cond], _view))


def _compare_class(fmt: FloatBits):
    classify = class_bits(fmt)
    return compare(lambda x, mask: (classify(x) & mask) != 0, fmt.uint, np.uint32)


semantics("v_cmp_class_f32", "v_cmpx_class_f32")(_compare_class(B32))
semantics("v_cmp_class_f64", "v_cmpx_class_f64")(_compare_class(B64))


@semantics("v_cndmask_b32")
def _cndmask(inst):
    (a, b), write = _sdwa(inst, _srcs(inst), vector_writer(inst.operands[0]))
    mask = mask_reader(Src(reg=inst.operands[3]))

    def run(wave):
        write(wave, np.where(mask_lanes(mask(wave)), b(wave), a(wave)))
    return run


# -- lane access ---------------------------------------------------------------------------
@semantics("v_readlane_b32")
def _readlane(inst):
    src = inst.operands[1].reg
    lane = scalar_reader(inst.operands[2])
    write = scalar_writer(inst.operands[0])
    return lambda wave: write(wave, int(getattr(wave, src.file)[src.first, lane(wave) & 63]))


@semantics("v_writelane_b32")
def _writelane(inst):
    """Writes one lane whatever EXEC says."""
    value, lane = scalar_reader(inst.operands[1]), scalar_reader(inst.operands[2])
    dst = inst.operands[0]

    def run(wave):
        getattr(wave, dst.file)[dst.first, lane(wave) & 63] = value(wave) & MASK32
    return run


@semantics("v_readfirstlane_b32")
def _readfirstlane(inst):
    src = inst.operands[1].reg
    write = scalar_writer(inst.operands[0])

    def run(wave):
        exec_ = wave.exec
        lane = (exec_ & -exec_).bit_length() - 1 if exec_ else 0
        write(wave, int(getattr(wave, src.file)[src.first, lane]))
    return run


# -- matrix instructions -------------------------------------------------------------------
@semantics(*[r.mnemonic for r in isa.MATRIX_INSTRUCTIONS])
def _mfma(inst):
    op: MfmaOp = inst.mfma
    return lambda wave: execute_mfma(wave, op)
