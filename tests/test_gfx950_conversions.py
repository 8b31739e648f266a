"""gfx950's scaled conversions (``v_cvt_scalef32_*``) and stochastic ``v_cvt_sr_f16/bf16_f32``:
llvm-mc 22's bytes and text, and every record against a slow reference written from the
CDNA4 guide's pseudocode and the OCP MX rules (exact values as Fractions, rounded by hand:
nearest even, or the seed's top bits added at the source's precision and truncated), on
random elements with every special, random scales (NaN included) and op_sel."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

import emulator
import isa
from isa.assembler import assemble
from isa.formats import Specials
from tests.helpers import assert_llvm_mc_pair

GFX950 = isa.target_named("gfx950")
RECORDS = [op for op in GFX950.ops if op.conversion is not None]


@pytest.mark.parametrize("line, code, text", [
    # (llvm-mc 22 -mcpu=gfx950 -show-encoding: the line, its bytes, its text if another)
    ("v_cvt_scalef32_pk_fp8_f32 v1, v2, v3, v4 op_sel:[0,0,0,1]", "014035d202071204", None),
    ("v_cvt_scalef32_pk_bf8_f32 v1, -v2, |v3|, v4", "010236d202071224", None),
    ("v_cvt_scalef32_sr_fp8_f32 v1, v2, v3, v4 op_sel:[0,0,1,1]", "016037d202071204", None),
    ("v_cvt_scalef32_pk_f32_fp8 v[2:3], v2, v4 op_sel:[1,0,0]", "020839d202090200", None),
    ("v_cvt_scalef32_f32_bf8 v1, v2, v4 op_sel:[0,1,0]", "01103cd202090200", None),
    ("v_cvt_scalef32_pk_fp4_f32 v1, v2, v3, v4 op_sel:[0,0,1,1]", "01603dd202071204", None),
    ("v_cvt_scalef32_sr_pk_fp4_f32 v1, -v[2:3], v3, v4", "01003ed202071224", None),
    ("v_cvt_scalef32_pk_f32_fp4 v[2:3], v2, v4 op_sel:[1,1,0]", "02183fd202090200", None),
    ("v_cvt_scalef32_pk_fp8_f16 v1, -v2, v4", "010040d202090220", None),
    ("v_cvt_scalef32_sr_bf8_bf16 v1, v2, v3, v4 op_sel:[1,0,0,1]", "014847d202071204", None),
    ("v_cvt_scalef32_pk_fp4_f16 v1, v2, v4 op_sel:[0,0,1]", "01204cd202090200", "v_cvt_scalef32_pk_fp4_f16 v1, v2, v4 op_sel:[0,0,1,0]"),
    ("v_cvt_scalef32_f16_fp8 v1, v2, v4 op_sel:[1,1,1]", "01584ad202090200", None),
    ("v_cvt_scalef32_pk_bf16_fp4 v1, v2, 1.0", "010051d202e50100", None),
    ("v_cvt_scalef32_2xpk16_fp6_f32 v[40:45], v[80:95], v[100:115], s12", "280052d250c93200", None),
    ("v_cvt_scalef32_sr_pk32_bf6_f32 v[40:45], v[80:111], v120, v121", "280055d250f1e605", None),
    ("v_cvt_scalef32_pk32_f32_fp6 v[0:31], v[32:37], v4", "000056d220090200", None),
    ("v_cvt_scalef32_pk32_bf16_bf6 v[40:55], v[80:85], v120", "280063d250f10200", None),
    ("v_cvt_scalef32_sr_pk32_fp6_bf16 v[40:45], v[80:95], v120, v121", "28005dd250f1e605", None),
    ("v_cvt_scalef32_pk_bf16_bf8 v1, v2, v4", "01006ad202090200", None),
    ("v_cvt_sr_f16_f32 v0, -v1, s2", "0000a6d201050020", None),
    ("v_cvt_sr_bf16_f32 v0, v1, v2 op_sel:[0,0,1]", "0040a7d201050200", None),])
def test_llvm_mc_22s_bytes_and_text(line, code, text):
    assert_llvm_mc_pair(line, code, GFX950, text, exact=True)


@pytest.mark.parametrize("line", [
    "v_cvt_scalef32_pk32_f32_fp6 v[0:31], s[32:37], v4",     # (tuples: VGPRs only)
    "v_cvt_scalef32_pk32_f32_fp6 v[0:31], -v[32:37], v4",
    "v_cvt_scalef32_pk32_f32_fp6 v[1:32], v[32:37], v4",
    "v_cvt_scalef32_pk32_f32_fp6 v[0:31], v[32:37], v4 op_sel:[1,0,0]",
    "v_cvt_scalef32_sr_pk_fp4_f32 v1, s[2:3], v3, v4",
    "v_cvt_scalef32_f32_fp8 v1, -v2, v4", "v_cvt_scalef32_pk_fp8_f32 v1, v2, v3, v4 clamp",
    "v_cvt_scalef32_pk_f32_fp8 v[2:3], v2, v4 mul:2", "v_cvt_scalef32_pk_fp8_f32 a1, v2, v3, v4",
    "v_cvt_sr_bf16_f32 v0, |v1|, 0x1234", "v_cvt_sr_f16_f32 v0, v1, v2 clamp",
])
def test_what_llvm_mc_22_refuses_is_refused(line):
    with pytest.raises(isa.IsaError):
        assemble(line + "\n", target=GFX950)


def test_every_conversion_the_guide_names_is_a_record():
    assert len([op for op in RECORDS if op.mnemonic.startswith("v_cvt_scalef32_")]) == 49
    assert {op.mnemonic for op in RECORDS} >= {"v_cvt_sr_f16_f32", "v_cvt_sr_bf16_f32"}


# -- the reference ---------------------------------------------------------------------------
def _format(name):
    return GFX950.format(name)


def _value(bits: int, fmt):
    """An element as ("nan" | "inf" | Fraction, sign)."""
    sign = bits >> (fmt.bits - 1) & 1
    field = bits >> fmt.fraction_bits & ((1 << fmt.exponent_bits) - 1)
    frac = bits & ((1 << fmt.fraction_bits) - 1)
    top = (1 << fmt.exponent_bits) - 1
    if fmt.specials is Specials.IEEE and field == top:
        return ("nan" if frac else "inf"), sign
    if fmt.specials is Specials.FN and field == top and frac == (1 << fmt.fraction_bits) - 1:
        return "nan", sign
    if field == 0:
        magnitude = Fraction(frac, 1 << fmt.fraction_bits) * Fraction(2) ** (1 - fmt.bias)
    else:
        magnitude = (1 + Fraction(frac, 1 << fmt.fraction_bits)) * \
            Fraction(2) ** (field - fmt.bias)
    return magnitude, sign


def _largest(fmt) -> Fraction:
    top_exp = (1 << fmt.exponent_bits) - 1 - fmt.bias - (fmt.specials is Specials.IEEE)
    spare = 1 if fmt.specials is Specials.FN else 0   # (E4M3FN: all ones is NaN)
    return (2 - Fraction(1 + spare, 1 << fmt.fraction_bits)) * Fraction(2) ** top_exp


def _encode(magnitude: Fraction, sign: int, fmt) -> int:
    """A magnitude ``fmt`` holds exactly, as bits."""
    out = sign << (fmt.bits - 1)
    if magnitude == 0:
        return out
    lowest = Fraction(2) ** (1 - fmt.bias)
    if magnitude < lowest:
        return out | int(magnitude / lowest * (1 << fmt.fraction_bits))
    exponent = 0
    while Fraction(2) ** (exponent + 1) <= magnitude:
        exponent += 1
    while Fraction(2) ** exponent > magnitude:
        exponent -= 1
    frac = (magnitude / Fraction(2) ** exponent - 1) * (1 << fmt.fraction_bits)
    return out | (exponent + fmt.bias) << fmt.fraction_bits | int(frac)


def _rounded(magnitude: Fraction, fmt, source_fraction_bits=None, seed=None) -> Fraction:
    """``magnitude`` on ``fmt``'s grid (its exponent's, or the denormals'): nearest even, or
    with ``seed``: truncated at the source's precision there, the seed's top bits added,
    truncated to the grid."""
    exponent = -200
    while Fraction(2) ** (exponent + 1) <= magnitude:
        exponent += 1
    ulp = Fraction(2) ** (max(exponent, 1 - fmt.bias) - fmt.fraction_bits)
    if seed is None:
        q = magnitude / ulp
        n = int(q)
        if q - n > Fraction(1, 2) or (q - n == Fraction(1, 2) and n % 2):
            n += 1
        return n * ulp
    drop = source_fraction_bits - fmt.fraction_bits
    fine = int(magnitude / (ulp / (1 << drop)))
    return ((fine + (seed >> (32 - drop))) >> drop) * ulp


def _narrow(bits, source, result, scale, seed) -> int:
    """What the guide's f*_to_*_scale / *_sr_scale give (see the module text)."""
    value, sign = _value(bits, source)
    out = sign << (result.bits - 1)
    largest = _largest(result)
    if result.specials is Specials.FN:
        nan = overflow = out | 0x7F
    elif result.specials is Specials.FINITE:
        nan = overflow = out | _encode(largest, 0, result)
    elif result.bits == 8:
        nan, overflow = out | 0x7E, out | 0x7C
    else:   # (f16/bf16: quiet NaN, the payload's top bits; overflow inf)
        payload = bits & ((1 << source.fraction_bits) - 1)
        nan = out | (((1 << result.exponent_bits) - 1) << result.fraction_bits) | \
            1 << (result.fraction_bits - 1) | payload >> (source.fraction_bits -
                                                         result.fraction_bits)
        overflow = out | ((1 << result.exponent_bits) - 1) << result.fraction_bits
    if value == "nan" or scale is None:
        return nan
    if value == "inf":
        return overflow
    rounded = _rounded(value / scale, result, source.fraction_bits, seed)
    return overflow if rounded > largest else _encode(rounded, sign, result)


def _widen(bits, source, result, scale) -> int:
    value, sign = _value(bits, source)
    out = sign << (result.bits - 1)
    if value == "nan" or scale is None:
        return out | (0x7FC00000 if result.bits == 32 else 0x7FFF)
    if value == "inf":
        return out | ((1 << result.exponent_bits) - 1) << result.fraction_bits
    rounded = _rounded(value * scale, result)
    if rounded > _largest(result):
        return out | ((1 << result.exponent_bits) - 1) << result.fraction_bits
    return _encode(rounded, sign, result)


def _prng(x: int) -> int:
    return ((x << 1) ^ (197 if x >> 31 else 0)) & 0xFFFFFFFF


def _draw(fmt, rng, count):
    """Random element bit patterns of ``fmt``: any code of a narrow format; for f32, f16,
    bf16 values of every size, denormals, zeros, inf and NaN."""
    if fmt.bits <= 8:
        return rng.integers(0, 1 << fmt.bits, count).tolist()
    width = fmt.bits
    codes = rng.integers(0, 1 << width, count, dtype=np.uint64)
    exponent = np.clip(rng.integers(fmt.bias - 20, fmt.bias + 12, count), 0,
                       (1 << fmt.exponent_bits) - 1).astype(np.uint64)
    fields = (codes & np.uint64((1 << fmt.fraction_bits) - 1)) | (
        exponent << np.uint64(fmt.fraction_bits)) | (codes >> np.uint64(width - 1)
                                                     << np.uint64(width - 1))
    pick = rng.random(count)
    fields = np.where(pick < 0.75, fields, codes)   # (a quarter anything at all)
    return fields.tolist()


def _operands(spec):
    """Register text for the record's operands and where each lies (file index, count)."""
    texts, places, free = [], [], 10
    for kind in spec.operands:
        base, _, vtype = kind.partition(":")
        count = isa.records.REGISTER_COUNTS.get(base) or (2 if vtype == "v2f32" else 1)
        if kind.startswith("vdst"):
            first = 200
        else:
            first, free = free, free + count + (count % 2)
        texts.append(f"v{first}" if count == 1 else f"v[{first}:{first + count - 1}]")
        places.append((first, count))
    return texts, places


@pytest.mark.parametrize("draws, checked", [
    (1, 10), pytest.param(6, 64, marks=pytest.mark.exhaustive)])   # (lanes 0-3: the
@pytest.mark.parametrize("spec", RECORDS, ids=lambda op: op.mnemonic)  # extreme scales)
def test_each_conversion_equals_the_reference(spec, draws, checked):
    conv = spec.conversion
    source, result = _format(conv.source), _format(conv.result)
    rng = np.random.default_rng(sum(map(ord, spec.mnemonic)))
    texts, places = _operands(spec)
    for _ in range(draws):
        byte = "op_sel_byte" in spec.modifiers
        width = len(spec.operands)
        sel = tuple(rng.integers(0, 2, 4 if byte else width).tolist()) \
            if "op_sel" in spec.modifiers else ()
        wave = emulator.Wavefront(target=GFX950)
        before = rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
        wave.v[200] = before
        per = conv.count // conv.inputs
        inputs = []   # (per lane: the elements of each value operand, low first)
        for position in range(1, 1 + conv.inputs):
            first, count = places[position]
            slot = per * source.bits
            lanes = []
            for lane in range(64):
                elements = _draw(source, rng, per)
                lanes.append(elements)
            words = np.zeros((count, 64), np.uint32)
            for lane, elements in enumerate(lanes):
                packed = sum(e << (source.bits * i) for i, e in enumerate(elements))
                if slot < 32:   # (the slot op_sel names: srcword = OPSEL[0]·16, srcbyte
                    offset = slot * (sel[0] + (2 * sel[1] if slot == 8 else 0)) if sel \
                        else 0                                    # = OPSEL[1:0]·8)
                    noise = int(rng.integers(0, 1 << 32))
                    packed = (noise & ~(((1 << slot) - 1) << offset)) | packed << offset
                for r in range(count):
                    words[r, lane] = packed >> (32 * r) & 0xFFFFFFFF
            wave.v[first:first + count] = words
            inputs.append(lanes)
        scales = rng.integers(100, 150, 64)
        scales[:4] = (255, 0, 254, 127)
        seeds = rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
        if conv.stochastic:
            wave.v[places[1 + conv.inputs][0]] = seeds
        if conv.scaled:
            wave.v[places[-1][0]] = (scales.astype(np.uint32) << np.uint32(23)) | \
                rng.integers(0, 1 << 23, 64).astype(np.uint32)   # (only its exponent counts)
        mods = f" op_sel:[{','.join(map(str, sel))}]" if any(sel) else ""
        wave.run(assemble(f"{spec.mnemonic} {', '.join(texts)}{mods}\ns_endpgm\n",
                          target=GFX950))
        count = places[0][1]
        got = wave.v[200:200 + count]
        for lane in range(checked):
            scale = Fraction(1) if not conv.scaled else None if scales[lane] == 255 else \
                Fraction(2) ** (int(scales[lane]) - 127)
            elements = [e for group in zip(*[inputs[i][lane] for i in range(conv.inputs)])
                        for e in group]
            seed, outs = int(seeds[lane]), []
            for e in elements:
                if conv.widening:
                    outs.append(_widen(e, source, result, scale))
                else:
                    outs.append(_narrow(e, source, result, scale,
                                        seed if conv.stochastic else None))
                    seed = _prng(seed)
            packed = sum(o << (result.bits * i) for i, o in enumerate(outs))
            width = result.bits * conv.count
            old = int(before[lane])
            if width < 32:   # (dstword = OPSEL[3]·16, dstbyte = OPSEL[3:2]·8; the rest kept)
                if not sel:
                    place = 0
                elif byte:
                    place = width * (sel[2] + 2 * sel[3] if width == 8 else sel[3])
                else:
                    place = width * sel[-1]
                keep = 0 if not conv.keeps_rest and place == 0 else \
                    old & ~(((1 << width) - 1) << place)
                packed = keep | packed << place
            expected = [packed >> (32 * r) & 0xFFFFFFFF for r in range(count)]
            assert [int(got[r][lane]) for r in range(count)] == expected, (lane, elements)
