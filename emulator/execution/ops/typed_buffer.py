"""Typed buffer loads and stores (CDNA3 ISA 9.1.4, chapter 12's BUFFER_*_FORMAT_* and
TBUFFER_*): ``buffer_load/store_format_*`` with the format in the buffer resource (word 3),
``tbuffer_*`` with the instruction's ``format:`` (isa.buffer_formats).

The element (the data format's bytes, at the buffer address; its size sets the range
check) holds the components X, Y, Z, W from its least significant bit. A load converts
each to 32 bits by the numeric format — UNORM c/(2^n − 1); SNORM max(c/(2^(n−1) − 1), −1);
USCALED/SSCALED the integer as a float; UINT/SINT the integer zero- or sign-extended;
FLOAT the 16-bit half or the 11-/10-bit unsigned float (5-bit exponent, bias 15) widened;
32-bit components are moved as they are (the manual: no conversion) — computed in binary64
and rounded once to binary32. ``buffer_load_format`` places component ``DST_SEL`` (word 3:
x bits 2:0 … w bits 11:9; 0 → 0, 1 → 1 (1.0 for the float formats), 4-7 → X-W) in each
register, ``tbuffer_load`` X, Y, Z, W as they are; a component the format lacks reads 0.
Stores convert back: UNORM/SNORM clamped to their range, scaled and rounded to nearest
even (NaN to 0); SCALED to an integer toward zero, saturating; UINT/SINT their low bits;
FLOAT nearest even (the small floats: negative to 0, overflow to inf). The d16 forms move
16-bit halves, two per VGPR (X low): float results as f16 (rounded once), integer ones as
their low 16 bits; a half the instruction does not write is kept. A resource whose data
format is INVALID (or RESERVED_15) is unbound: loads read 0, stores are dropped, and a
RESERVED_6 numeric format reads 0.
"""

from __future__ import annotations

import numpy as np

from isa import buffer_formats as bf

from . import semantics_of
from .memory import buffer_address, exec_lanes, memory_of, position

_FLOAT16 = np.float16


def _word3(wave, srsrc) -> int:
    return int(getattr(wave, srsrc.file)[srsrc.first + 3])   # (SGPRs or TTMPs)


def _sign_extend(raw, width):
    raw = raw.astype(np.int64)
    return (raw ^ (1 << (width - 1))) - (1 << (width - 1))


def _small_float(raw, mantissa: int):
    """An unsigned 5-bit-exponent float (bias 15) of ``mantissa`` fraction bits as f64."""
    raw = raw.astype(np.int64)
    exponent, fraction = raw >> mantissa, raw & ((1 << mantissa) - 1)
    normal = (1 + fraction / 2.0 ** mantissa) * np.exp2(exponent.astype(np.float64) - 15)
    value = np.where(exponent == 0, fraction * 2.0 ** (-14 - mantissa), normal)
    special = np.where(fraction == 0, np.inf, np.nan)
    return np.where(exponent == 31, special, value)


def _to_small_float(x, mantissa: int):
    """f64 values to the unsigned small float, nearest even; negative and −0 to 0, NaN to
    a NaN, too large to inf."""
    x = np.asarray(x, np.float64)
    positive = np.where(np.isnan(x) | (x <= 0), 0.0, x)
    _, e = np.frexp(positive)
    quantum = np.exp2(np.maximum(e.astype(np.float64) - 1, -14) - mantissa)
    value = np.rint(positive / quantum) * quantum
    ones = (1 << mantissa) - 1
    with np.errstate(divide="ignore", invalid="ignore"):
        _, ve = np.frexp(value)
        unbiased = ve.astype(np.int64) - 1
        denormal = value < 2.0 ** -14
        exponent = np.where(denormal, 0, unbiased + 15)
        fraction = np.where(denormal, value / 2.0 ** (-14 - mantissa),
                            value / np.exp2(unbiased.astype(np.float64) - mantissa)
                            - (1 << mantissa))
    bits = (exponent << mantissa) | np.nan_to_num(fraction).astype(np.int64)
    bits = np.where((value >= 2.0 ** 16) | np.isposinf(x), 31 << mantissa, bits)
    return np.where(np.isnan(x), (31 << mantissa) | ones, bits).astype(np.int64)


def decode(raw, width: int, nfmt: int):
    """Components' bits (int64) as f64 values (f16 for a 16-bit FLOAT) or int64 integers."""
    if width == 32:
        return raw
    if nfmt == 0:
        return raw / float((1 << width) - 1)
    if nfmt == 1:
        return np.maximum(_sign_extend(raw, width) / float((1 << (width - 1)) - 1), -1.0)
    if nfmt == 2:
        return raw.astype(np.float64)
    if nfmt == 3:
        return _sign_extend(raw, width).astype(np.float64)
    if nfmt == 4:
        return raw
    if nfmt == 5:
        return _sign_extend(raw, width)
    if nfmt == 7 and width == 16:   # (as f16: widened as v_cvt_f32_f16 does, NaNs kept)
        return raw.astype(np.uint16).view(_FLOAT16)
    if nfmt == 7 and width in (10, 11):
        return _small_float(raw, width - 5)
    return np.zeros(raw.shape, np.int64)   # (RESERVED_6; a float of 8 or 2 bits: none)


def encode(value, width: int, nfmt: int):
    """f64 values (or int64 integers for UINT/SINT) as a component's bits (int64)."""
    mask = (1 << width) - 1
    if nfmt in bf.INTEGER_FORMATS or width == 32:   # (32 bits: moved as they are)
        return value.astype(np.int64) & mask
    x = np.nan_to_num(np.asarray(value, np.float64), nan=0.0) if nfmt != 7 else value
    if nfmt == 0:
        return np.rint(np.clip(x, 0.0, 1.0) * mask).astype(np.int64)
    if nfmt == 1:
        top = (1 << (width - 1)) - 1
        return np.rint(np.clip(x, -1.0, 1.0) * top).astype(np.int64) & mask
    if nfmt == 2:
        return np.clip(np.trunc(x), 0, mask).astype(np.int64)
    if nfmt == 3:
        half = 1 << (width - 1)
        return np.clip(np.trunc(x), -half, half - 1).astype(np.int64) & mask
    if nfmt == 7 and width == 16:
        return value.astype(_FLOAT16).view(np.uint16).astype(np.int64)
    if nfmt == 7 and width in (10, 11):
        return _to_small_float(value, width - 5)
    return np.zeros(np.shape(value), np.int64)


def _register_bits(values, width: int, nfmt: int, half: bool):
    """Loaded component values as a register's 32 bits (``half``: 16 bits, d16)."""
    floating = nfmt not in bf.INTEGER_FORMATS and width != 32
    if half:
        if width == 32 and nfmt == 7:   # (an f32 in memory, narrowed)
            floating, values = True, values.astype(np.uint32).view(np.float32)
        if floating:
            return np.asarray(values).astype(_FLOAT16).view(np.uint16).astype(np.uint32)
        return (values.astype(np.int64) & 0xFFFF).astype(np.uint32)
    if floating:   # (f64 values rounded once; an f16 widened)
        return np.asarray(values).astype(np.float32).view(np.uint32)
    return (values.astype(np.int64) & 0xFFFFFFFF).astype(np.uint32)


def _loaded_bits(raw, width: int, nfmt: int, half: bool):
    """A component's bits in memory as the register bits (or half) a load leaves."""
    if half and width == 16 and nfmt == 7:   # (an f16 in memory: moved as it is)
        return raw.astype(np.uint32)
    return _register_bits(decode(raw, width, nfmt), width, nfmt, half)


def _component_values(bits, width: int, nfmt: int, half: bool):
    """A register's (or half's) bits as the value a store converts."""
    if width == 32 and not (half and nfmt == 7):
        return bits.astype(np.int64)
    if nfmt in bf.INTEGER_FORMATS:
        return (_sign_extend(bits & 0xFFFF, 16) if half and nfmt == 5 else
                bits.astype(np.int64))
    if half and width == 16 and nfmt == 7:   # (an f16 to f16 memory: moved as it is)
        return (bits & 0xFFFF).astype(np.uint16).view(_FLOAT16)
    if half:
        value = (bits & 0xFFFF).astype(np.uint16).view(_FLOAT16).astype(np.float64)
        if width == 32:   # (an f16 widened to the f32 in memory)
            return value.astype(np.float32).view(np.uint32).astype(np.int64)
        return value
    value = bits.astype(np.uint32).view(np.float32)
    return value if nfmt == 7 else value.astype(np.float64)   # (f32 narrowed directly)


def _format_of(inst):
    """format(wave) -> (DFMT, NFMT, DST_SEL of X..W or None: identity)."""
    if "format" in inst.spec.modifiers:
        fixed = bf.split(inst.mods.get("format", bf.DEFAULT_FORMAT))
        return lambda wave: (*fixed, None)
    srsrc = inst.operands[position(inst.spec, "srsrc")]

    def from_resource(wave):
        word = _word3(wave, srsrc)
        return ((word >> 15) & 15, (word >> 12) & 7,
                tuple((word >> (3 * i)) & 7 for i in range(4)))
    return from_resource


def _one(nfmt: int, half: bool):
    """DST_SEL 1: the integer 1, or 1.0 (as f16 for d16)."""
    if nfmt in bf.INTEGER_FORMATS:
        return np.ones(64, np.uint32)
    bits = 0x3C00 if half else 0x3F800000
    return np.full(64, bits, np.uint32)


def _typed_accesses(kind: str):
    """The rule of typed buffer loads (``mdst``) or stores (``msrc``): a format converted."""
    return lambda op: bool(op.components) and op.operands[0].startswith(kind)


@semantics_of(_typed_accesses("mdst"))
def _typed_load(inst):
    spec = inst.spec
    dst = inst.operands[0]
    address = buffer_address(inst)
    fmt = _format_of(inst)
    count, half = spec.components, bool(spec.d16)

    def run(wave):
        dfmt, nfmt, select = fmt(wave)
        parts = bf.components(dfmt)
        mask = exec_lanes(wave)
        block = getattr(wave, dst.file)[dst.first:dst.first + dst.count]
        values = [np.zeros(64, np.uint32)] * count
        if parts:
            size = bf.element_bytes(dfmt)
            addr, ok = address(wave, size)
            data = memory_of(wave).load(addr, size, mask & ok)
            padded = np.zeros((64, -(-size // 4) * 4), np.uint8)
            padded[:, :size] = data
            words = padded.view("<u4").astype(np.int64)
            loaded = [_loaded_bits((words[:, o // 32] >> (o % 32)) & ((1 << w) - 1),
                                   w, nfmt, half) for o, w in parts]
            values = _selected(loaded, select, count, _one(nfmt, half))
        np.copyto(block, _placed(block, values, spec), where=mask[None, :])
    return run


def _selected(loaded, select, count: int, one):
    """The ``count`` register values: the components in order (``select`` None), or as
    DST_SEL picks them (0: zero, 1: one, 4-7: X-W; a component the format lacks: zero)."""
    values = []
    for i in range(count):
        pick = i if select is None else select[i] - 4
        if select is not None and select[i] == 1:
            values.append(one)
        elif 0 <= pick < len(loaded):
            values.append(loaded[pick])
        else:
            values.append(np.zeros(64, np.uint32))
    return values


def _placed(block, values, spec):
    """The destination registers with ``values`` in place: whole dwords, or 16-bit halves
    (X low; d16_hi_x: the high half), the halves not written kept."""
    out = block.copy()
    if not spec.d16:
        out[:len(values)] = values
    elif spec.d16 == "hi":
        out[0] = (out[0] & np.uint32(0xFFFF)) | (values[0] << np.uint32(16))
    else:
        for i, value in enumerate(values):
            shift = np.uint32(16 * (i % 2))
            out[i // 2] = (out[i // 2] & ~(np.uint32(0xFFFF) << shift)) | (value << shift)
    return out


@semantics_of(_typed_accesses("msrc"))
def _typed_store(inst):
    spec = inst.spec
    src = inst.operands[0]
    address = buffer_address(inst)
    fmt = _format_of(inst)
    count, half = spec.components, bool(spec.d16)

    def run(wave):
        dfmt, nfmt, _ = fmt(wave)
        parts = bf.components(dfmt)
        if not parts:
            return
        regs = getattr(wave, src.file)[src.first:src.first + src.count]
        if not half:
            given = list(regs[:count])
        elif spec.d16 == "hi":
            given = [regs[0] >> np.uint32(16)]
        else:
            given = [(regs[i // 2] >> np.uint32(16 * (i % 2))) & np.uint32(0xFFFF)
                     for i in range(count)]
        size = bf.element_bytes(dfmt)
        words = np.zeros((64, -(-size // 4)), np.int64)
        for i, (offset, width) in enumerate(parts):
            bits = given[i] if i < len(given) else np.zeros(64, np.uint32)
            field = encode(_component_values(bits, width, nfmt, half), width, nfmt)
            words[:, offset // 32] |= (field & ((1 << width) - 1)) << (offset % 32)
        data = words.astype("<u4").view(np.uint8).reshape(64, -1)[:, :size]
        addr, ok = address(wave, size)
        memory_of(wave).store(addr, np.ascontiguousarray(data), exec_lanes(wave) & ok)
    return run
