"""Format conversions a record's ``conversion`` describes (isa.conversions): gfx950's scaled
``v_cvt_scalef32_*`` and its stochastic ``v_cvt_sr_f16_f32`` / ``v_cvt_sr_bf16_f32`` — one
binder, the element formats and places from the record.

The rules are those of AMD's host reference of the OCP MX conversions (HIP's
``amd_hip_ocp_host.hpp``, whose comments name gfx950's behaviour) and of the CDNA4 ISA guide
(7.3 and the pseudocode of each instruction):

* the scale is the exponent field e of the last source's f32 (an E8M0), 2^(e − 127); e =
  255 is NaN. Widening multiplies by it, narrowing divides by it, both exactly;
* **widening** (fp8, bf8, fp6, bf6, fp4 → f32, f16, bf16): the exact product rounded to
  nearest even, denormals kept; overflow gives ±inf; a NaN element or a NaN scale gives the
  result's NaN (f32 0x7FC00000, f16 and bf16 0x7FFF, with the sign);
* **narrowing** (f32, f16, bf16 → fp8, bf8, fp6, bf6, fp4): round to nearest even, or,
  stochastic, the seed's top bits added below the kept fraction and the rest truncated.
  Past the format's range (before or after rounding) and for ±inf: fp8 (E4M3FN) gives NaN,
  bf8 (E5M2) ±inf — the guide's FP16_OVFL = 0 column —, fp6, bf6 and fp4 their largest
  magnitude ("clamped/saturated"); a NaN input or NaN scale gives fp8's and bf8's NaN and the
  MX formats' largest magnitude. f32 denormal inputs follow MODE's f32 input bit ("Conversion
  from F32 supports MODE-based denormal control"); f16 and bf16 ones are kept;
* the stochastic forms that convert several elements take each next seed as v_prng_b32 of
  the last (the guide: "an updated random number is generated every pass");
* ``v_cvt_sr_f16_f32`` / ``v_cvt_sr_bf16_f32`` (unscaled): the same stochastic narrowing to
  f16 / bf16 ("add a random value … and then truncate"), ±inf and overflow to ±inf, NaN
  quieted with its sign and top payload bits.

None of this is verified on hardware (the fidelity report says so: the records' ``inexact``).
"""

from __future__ import annotations

import numpy as np

from isa.formats import Format, Specials

from isa.special_operands import Src

from . import semantics_of
from .access import vector_reader
from .cdna4_bits import prng
from .memory import exec_lanes


# -- element fields -----------------------------------------------------------------------
def _fields(bits: np.ndarray, fmt: Format):
    """(sign, exponent, fraction, nan, inf, zero) of ``fmt`` elements (uint64 bit patterns):
    the exponent unbiased and a denormal normalized (its fraction without the leading 1)."""
    m, width = fmt.fraction_bits, fmt.bits
    sign = (bits >> np.uint64(width - 1)) & np.uint64(1)
    field = ((bits >> np.uint64(m)) & np.uint64((1 << fmt.exponent_bits) - 1)).astype(np.int64)
    frac = (bits & np.uint64((1 << m) - 1)).astype(np.int64)
    top = (1 << fmt.exponent_bits) - 1
    magnitude = (bits & np.uint64((1 << (width - 1)) - 1)).astype(np.int64)
    if fmt.specials is Specials.IEEE:
        nan, inf = (field == top) & (frac != 0), (field == top) & (frac == 0)
    elif fmt.specials is Specials.FN:
        nan, inf = magnitude == (1 << (width - 1)) - 1, np.zeros(bits.shape, bool)
    else:
        nan = inf = np.zeros(bits.shape, bool)
    zero = magnitude == 0
    subnormal = (field == 0) & ~zero
    lead = np.floor(np.log2(np.maximum(frac, 1))).astype(np.int64)   # (exact below 2^53)
    shift = np.where(subnormal, m - lead, 0)
    exponent = np.where(subnormal, 1 - fmt.bias - shift, field - fmt.bias)
    frac = np.where(subnormal, (frac << shift) & ((1 << m) - 1), frac)
    return sign, exponent, frac, nan, inf, zero


def _widened(bits, source: Format, result: Format, shift, scale_nan):
    """Narrow elements times 2^shift as ``result`` bits (the module text's widening)."""
    sign, exponent, frac, nan, inf, zero = _fields(bits, source)
    value = np.ldexp(1.0 + frac / float(1 << source.fraction_bits), exponent + shift)
    value = np.where(zero | inf, np.where(inf, np.inf, 0.0), value)
    value = np.where(sign == 1, -value, value)
    if result.name == "f32":
        out = value.astype(np.float32).view(np.uint32).astype(np.uint64)
        nan_bits = np.uint64(0x7FC00000)
    elif result.name == "f16":
        out = value.astype(np.float16).view(np.uint16).astype(np.uint64)
        nan_bits = np.uint64(0x7FFF)
    else:   # (bf16: exact in f32 — at most four significant bits —, then nearest even)
        import ml_dtypes
        out = value.astype(np.float32).astype(ml_dtypes.bfloat16).view(np.uint16).astype(
            np.uint64)
        nan_bits = np.uint64(0x7FFF)
    nan_out = nan_bits | (sign << np.uint64(result.bits - 1))
    return np.where(nan | scale_nan, nan_out, out)


def _overflow(fmt: Format, sign):
    """What a value past ``fmt``'s range becomes: NaN (E4M3FN), ±inf (IEEE), ±max (MX)."""
    magnitude = (1 << (fmt.bits - 1)) - 1
    if fmt.specials is Specials.IEEE:
        magnitude = ((1 << fmt.exponent_bits) - 1) << fmt.fraction_bits
    return np.uint64(magnitude) | (sign << np.uint64(fmt.bits - 1))


def _narrowed(bits, source: Format, result: Format, shift, scale_nan, seeds=None):
    """Wide elements divided by 2^shift as ``result`` bits, nearest even or (``seeds``)
    stochastically (the module text's narrowing; the host reference's steps)."""
    sign, exponent, frac, nan, inf, zero = _fields(bits, source)
    big, small = source.fraction_bits, result.fraction_bits
    drop = big - small
    max_exp = (1 << result.exponent_bits) - 1 - result.bias - int(
        result.specials is Specials.IEEE)
    min_exp = 1 - result.bias
    exp = exponent - shift
    normal = exp >= min_exp
    diff = np.clip(min_exp - exp, 0, 63)
    full = frac | (1 << big)
    shifted = np.where(diff >= 32, 0, full >> np.minimum(diff, 31))
    work = np.where(normal, frac, shifted)
    if seeds is None:
        lost = np.where(diff >= 32, full, full & ((1 << np.minimum(diff, 31)) - 1))
        sticky = (work & ((1 << (drop - 1)) - 1) != 0) | (~normal & (lost != 0))
        keep = work >> drop
        up = ((work >> (drop - 1)) & 1 == 1) & (sticky | (keep & 1 == 1))
        keep = keep + up
        carry = keep >> small
    else:
        work = work + (seeds.astype(np.int64) >> (32 - drop))
        carry = work >> big
        keep = work >> drop
    keep &= (1 << small) - 1
    biased = np.where(normal, exp + result.bias, 0) + carry
    over = normal & (exp + carry > max_exp)
    out = (sign << np.uint64(result.bits - 1)) | (biased.clip(0, None).astype(np.uint64)
                                                  << np.uint64(small)) | keep.astype(np.uint64)
    top = (1 << result.exponent_bits) - 1
    if result.specials is Specials.FN:   # (the all-ones pattern is its NaN)
        over |= (biased == top) & (keep == (1 << small) - 1)
    elif result.specials is Specials.IEEE:
        over |= biased >= top
    out = np.where(over | inf, _overflow(result, sign), out)
    out = np.where(zero, sign << np.uint64(result.bits - 1), out)
    return np.where(nan | scale_nan, _nan_of(result, sign, bits, source), out)


def _nan_of(result: Format, sign, bits, source: Format):
    """A NaN input's (or a NaN scale's) result: fp8's and bf8's NaN, the MX formats'
    largest magnitude, f16's and bf16's quiet NaN with the input's top payload bits."""
    signed = sign << np.uint64(result.bits - 1)
    if result.specials is Specials.FN:
        return signed | np.uint64(0x7F)
    if result.specials is Specials.FINITE:
        return signed | np.uint64((1 << (result.bits - 1)) - 1)
    if result.bits == 8:   # (E5M2)
        return signed | np.uint64(0x7E)
    payload = (bits & np.uint64((1 << source.fraction_bits) - 1)) >> np.uint64(
        source.fraction_bits - result.fraction_bits)
    quiet = np.uint64(1 << (result.fraction_bits - 1))
    exponent = np.uint64(((1 << result.exponent_bits) - 1) << result.fraction_bits)
    return signed | exponent | quiet | payload


# -- where elements sit -------------------------------------------------------------------
def _elements(words: np.ndarray, bits: int, count: int) -> np.ndarray:
    """(lanes, count) uint64 elements packed from bit 0 of ``words`` ((registers, lanes))."""
    if bits in (8, 16, 32):
        view = np.ascontiguousarray(words.T).view(f"<u{bits // 8}")
        return view[:, :count].astype(np.uint64)
    raw = np.ascontiguousarray(words.T).view(np.uint8)
    flat = np.unpackbits(raw, axis=1, bitorder="little")[:, :bits * count]
    weights = (np.uint64(1) << np.arange(bits, dtype=np.uint64))
    return (flat.reshape(-1, count, bits).astype(np.uint64) * weights).sum(axis=2)


def _words(elements: np.ndarray, bits: int, registers: int) -> np.ndarray:
    """(registers, lanes) uint32 of (lanes, count) elements packed from bit 0."""
    lanes, count = elements.shape
    flat = ((elements[:, :, None] >> np.arange(bits, dtype=np.uint64)) & np.uint64(1))
    flat = np.concatenate([flat.reshape(lanes, -1).astype(np.uint8), np.zeros(
        (lanes, 32 * registers - bits * count), np.uint8)], axis=1)
    return np.packbits(flat, axis=1, bitorder="little").view("<u4").T.copy()


def _slot(op_sel, position: int, bits: int, byte_select: bool) -> int:
    """Which ``bits``-bit slot of a register op_sel picks: a source's (``position`` 0:
    OPSEL[0], or OPSEL[1:0] for a byte) or the destination's (OPSEL[3], or OPSEL[3:2] for a
    byte; op_sel lists the sources' bits then the destination's unless ``byte_select``)."""
    if position == 0:
        return op_sel[0] + (2 * op_sel[1] if bits == 8 else 0)
    if byte_select:
        return op_sel[2] + 2 * op_sel[3] if bits == 8 else op_sel[3]
    return op_sel[-1]


def _value_reader(op, kind: str, fmt_bits: int, count: int):
    """``read(wave) -> (registers, lanes)`` raw words of a value operand and its (neg, abs):
    a register tuple, a VGPR pair, or one source (a register or constant, in ``kind``)."""
    if not isinstance(op, Src):   # (a tuple operand: a RegRange)
        return (lambda wave: wave.v[op.first:op.first + op.count]), False, False
    plain = Src(reg=op.reg, value=op.value, text=op.text, literal=op.literal)
    if op.is_reg and op.reg.count == 2:
        return (lambda wave: wave.v[op.reg.first:op.reg.first + 2]), op.neg, op.abs
    read = vector_reader(plain, kind.partition(":")[2] or "b32")
    return (lambda wave: read(wave)[None]), op.neg, op.abs


def _binder_rule(op) -> bool:
    return getattr(op, "conversion", None) is not None


@semantics_of(_binder_rule)
def _convert(inst):
    conv = inst.spec.conversion
    dst = inst.operands[0]
    kinds = inst.spec.operands
    values = [_value_reader(op, kind, 0, conv.count // conv.inputs)
              for op, kind in zip(inst.operands[1:1 + conv.inputs], kinds[1:])]
    rest = [vector_reader(op, kind.partition(":")[2] or "b32")
            for op, kind in zip(inst.operands[1 + conv.inputs:], kinds[1 + conv.inputs:])]
    seed = rest[0] if conv.stochastic else None
    scale = rest[-1] if conv.scaled else None
    byte_select = "op_sel_byte" in inst.spec.modifiers
    op_sel = tuple(inst.mods.get("op_sel", ())) or (0,) * (
        4 if byte_select else len(inst.operands))
    registers = dst.count

    def run(wave):
        source = wave.target.format(conv.source)   # (fp8, bf8: the target's)
        result = wave.target.format(conv.result)
        lanes = int(np.prod(wave.lane_shape))
        elements = _source_elements(wave, values, source, conv, lanes,
                                    lambda slot: _slot(op_sel, 0, slot, byte_select))
        shift, scale_nan = np.zeros((lanes, 1), np.int64), np.zeros((lanes, 1), bool)
        if conv.scaled:
            e = ((np.asarray(scale(wave), np.uint32).reshape(lanes) >> np.uint32(23))
                 & np.uint32(0xFF)).astype(np.int64)[:, None]
            shift, scale_nan = e - 127, e == 255
        if conv.widening:
            out = _widened(elements, source, result, shift, scale_nan)
        else:
            seeds = None
            if conv.stochastic:   # (each next element's seed: v_prng_b32 of the last)
                now = np.asarray(seed(wave), np.uint32).reshape(lanes)
                columns = []
                for _ in range(conv.count):
                    columns.append(now)
                    now = prng(now)
                seeds = np.stack(columns, axis=1)
            out = _narrowed(elements, source, result, shift, scale_nan, seeds)
        width = conv.count * result.bits
        if width >= 32:
            words = _words(out, result.bits, registers)
        else:
            words = _packed_into(wave, dst, out, conv, result.bits, lanes,
                                 width * _slot(op_sel, 3, width, byte_select))
        on = exec_lanes(wave).reshape(lanes)
        block = getattr(wave, dst.file)[dst.first:dst.first + registers]
        flat = block.reshape(registers, lanes).copy()
        np.copyto(flat, words.astype(np.uint32), where=on[None, :])
        block[...] = flat.reshape(block.shape)
    return run


def _source_elements(wave, values, source, conv, lanes: int, slot_of) -> np.ndarray:
    """The value operands' elements, (lanes, count) uint64: each operand's slot
    (``slot_of``: which one op_sel picks, for an input narrower than a register), its
    neg/abs applied to the sign bit; two value operands' elements alternate, S0's first;
    f32 inputs flushed where MODE says."""
    per_input = conv.count // conv.inputs
    parts = []
    for read, neg, absval in values:
        words = np.asarray(read(wave), np.uint32).reshape(-1, lanes)
        slot = per_input * source.bits
        if slot < 32:
            words = words >> np.uint32(slot * slot_of(slot))
        elements = _elements(words, source.bits, per_input)
        sign = np.uint64(1 << (source.bits - 1))
        if absval:
            elements &= ~sign
        if neg:
            elements ^= sign
        parts.append(elements)
    elements = parts[0] if len(parts) == 1 else np.stack(parts, axis=2).reshape(
        lanes, conv.count)
    if source.name == "f32" and not (wave.mode >> 4) & 1:   # (MODE: f32 inputs flushed)
        exponent = (elements >> np.uint64(23)) & np.uint64(0xFF)
        elements = np.where(exponent == 0, elements & np.uint64(0x80000000), elements)
    return elements


def _packed_into(wave, dst, out, conv, bits: int, lanes: int, place: int) -> np.ndarray:
    """A result narrower than a register, (1, lanes) words: its elements packed at bit
    ``place`` of the destination's old word — the rest of it kept, or, where the record
    says not, zeroed by a write into the low half."""
    width = conv.count * bits
    packed = np.zeros(lanes, np.uint64)
    for i in range(conv.count):
        packed |= out[:, i] << np.uint64(i * bits)
    old = getattr(wave, dst.file)[dst.first].reshape(lanes).astype(np.uint64)
    keep = np.uint64(0) if not conv.keeps_rest and place == 0 else \
        np.uint64(0xFFFFFFFF ^ (((1 << width) - 1) << place))
    return ((old & keep) | (packed << np.uint64(place))).astype(np.uint32)[None]
