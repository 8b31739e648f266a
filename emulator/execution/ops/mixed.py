"""Mixed-precision VALU arithmetic: f16 sources, f32 (or f16) results.

* ``v_fma_mix_f32`` / ``v_fma_mixlo_f16`` / ``v_fma_mixhi_f16`` (VOP3P; CDNA1 ISA 12.10, the
  mix rules LLVM encodes for gfx942): each source is an f32 (``op_sel_hi[i]`` = 0) or the
  f16 half ``op_sel[i]`` names (``op_sel_hi[i]`` = 1), widened exactly; ``neg_lo[i]`` (``-x``)
  negates it and ``neg_hi[i]`` (``|x|``) takes its magnitude first. ``fma(a, b, c)`` is
  rounded once, to f32, or to f16 into the low (mixlo) or high (mixhi) half of the
  destination, whose other half is kept. ``clamp``: the result clamped to [0, 1].
* ``v_dot2_f32_f16`` (VOP3P) and ``v_dot2c_f32_f16`` (VOP2, accumulating into vdst; and
  gfx950's ``v_dot2c_f32_bf16``, its halves bf16): the
  CDNA3 ISA pseudocode ``tmp = c; tmp += a0·b0; tmp += a1·b1``, each f16 product exact in
  f32 and each addition rounded to nearest-even binary32 (the hardware's internal rounding
  is not characterised; this is the reference's order). ``neg_lo`` / ``neg_hi`` negate the
  low / high halves of src0 and src1 and, for ``neg_lo[2]``, src2.

Denormals are kept; NaN inputs give numpy's quiet NaN.
"""

from __future__ import annotations

import numpy as np

from isa.special_operands import Src
from isa.modifier_parsing import packed_default

from emulator.execution.fma_lanes import round_to_odd_sum

from . import semantics
from .access import vector_reader, vector_writer
from .output_modifiers import clamp_unit

_F16_SIGN = 0x8000
_F32_SIGN = 0x80000000


def _raw_readers(inst, f16_sources=(), packed: bool = False, half: str = "f16"):
    """Readers of the sources without their neg/abs (applied here per element): b32, but a
    constant at a position of ``f16_sources`` (a source read as f16 — or as ``half``:
    bf16) is such an operand's, its 16-bit value in the low half and zero in the high
    (isa.special_operands.Src.bits; a literal is its dword); ``packed`` (dot2's two halves):
    an integer constant there is sign-extended to 32 bits (Src.packed_bits)."""
    sources = [op for op in inst.operands[1:] if isinstance(op, Src)]
    readers = [vector_reader(Src(reg=op.reg) if op.is_reg else
                             Src(value=op.value, text=op.text, literal=op.literal),
                             half if not op.is_reg and i in f16_sources else "b32", packed)
               for i, op in enumerate(sources)]
    return sources, readers


def _half(bits, high: int):
    return ((bits >> np.uint32(16)) if high else bits) & np.uint32(0xFFFF)


def _widened(bits, half_select: int, high: int, negate: bool, magnitude: bool):
    """One source as float64 (exact): an f32, or the f16 half ``high`` names."""
    if half_select:
        part = _half(bits, high).astype(np.uint16)
        if magnitude:
            part = part & np.uint16(0x7FFF)
        if negate:
            part = part ^ np.uint16(_F16_SIGN)
        return part.view(np.float16).astype(np.float64)
    word = bits.astype(np.uint32)
    if magnitude:
        word = word & np.uint32(0x7FFFFFFF)
    if negate:
        word = word ^ np.uint32(_F32_SIGN)
    return word.view(np.float32).astype(np.float64)


@semantics("v_fma_mix_f32", "v_fma_mixlo_f16", "v_fma_mixhi_f16")
def _fma_mix(inst):
    mods = inst.mods
    count = len([op for op in inst.operands[1:] if isinstance(op, Src)])
    sel, sel_hi, neg_lo, neg_hi = (mods.get(k, packed_default(k, count, True))
                                   for k in ("op_sel", "op_sel_hi", "neg_lo", "neg_hi"))
    # (an f16 source's constant is the f16 value: ``fma_mix v, v, 1.0, v op_sel_hi:[1,1,0]``,
    # which LLVM emits for every f16 accumulation, multiplies by 1.0, not by the low half of
    # the f32 pattern; llvm-project #183487)
    sources, readers = _raw_readers(inst, {i for i in range(count) if sel_hi[i]})
    negate = [bool(neg_lo[i]) or src.neg for i, src in enumerate(sources)]
    magnitude = [bool(neg_hi[i]) or src.abs for i, src in enumerate(sources)]
    part = {"v_fma_mix_f32": None, "v_fma_mixlo_f16": 0, "v_fma_mixhi_f16": 1}[inst.spec.semantics_name]
    clamp = "clamp" in mods
    dst = inst.operands[0]
    write = vector_writer(dst)

    def run(wave):
        a, b, c = (_widened(read(wave), sel_hi[i], sel[i], negate[i], magnitude[i])
                   for i, read in enumerate(readers))
        exact = round_to_odd_sum(a * b, c)   # (a·b is exact in binary64)
        if part is None:
            result = exact.astype(np.float32)
            if clamp:
                result = clamp_unit(result, wave.mode)
            write(wave, result.view(np.uint32))
            return
        half = exact.astype(np.float16)
        if clamp:
            half = clamp_unit(half, wave.mode)
        bits = half.view(np.uint16).astype(np.uint32)
        old = getattr(wave, dst.file)[dst.first]
        if part:
            write(wave, (old & np.uint32(0xFFFF)) | (bits << np.uint32(16)))
        else:
            write(wave, (old & np.uint32(0xFFFF0000)) | bits)
    return run


def _dot2(a, b, c, neg_lo, neg_hi, bf16: bool = False):
    """c + a0·b0, rounded, + a1·b1, rounded (binary32); neg_lo/neg_hi per source; the
    halves f16 (bf16: as bf16, each its f32's top half)."""
    def widened(half):
        if bf16:
            return (half.astype(np.uint32) << np.uint32(16)).view(np.float32)
        return half.view(np.float16).astype(np.float32)

    def halves(bits, i):
        lo, hi = (_half(bits, h).astype(np.uint16) for h in (0, 1))
        lo = lo ^ np.uint16(_F16_SIGN) if neg_lo[i] else lo
        hi = hi ^ np.uint16(_F16_SIGN) if neg_hi[i] else hi
        return widened(lo), widened(hi)
    (a0, a1), (b0, b1) = halves(a, 0), halves(b, 1)
    total = c.astype(np.uint32).view(np.float32)
    if neg_lo[2]:
        total = -total
    total = (total + a0 * b0).astype(np.float32)
    return (total + a1 * b1).astype(np.float32)


@semantics("v_dot2_f32_f16")
def _dot2_f32_f16(inst):
    _, (a, b, c) = _raw_readers(inst, {0, 1}, packed=inst.spec.packed)
    neg_lo, neg_hi = (inst.mods.get(k, (0, 0, 0)) for k in ("neg_lo", "neg_hi"))
    clamp = "clamp" in inst.mods
    write = vector_writer(inst.operands[0])

    def run(wave):
        result = _dot2(a(wave), b(wave), c(wave), neg_lo, neg_hi)
        if clamp:
            result = clamp_unit(result, wave.mode)
        write(wave, result.view(np.uint32))
    return run


@semantics("v_dot2c_f32_f16", "v_dot2c_f32_bf16")
def _dot2c_f32_f16(inst):
    """(v_dot2c_f32_bf16: gfx950's, the same sums of bf16 halves — its sources' type says so
    — whose NEG bits negate the low halves and whose ABS bits, "used as NEG_HI[1:0] during
    translation" (CDNA4 ISA guide), the high ones)"""
    bf16 = inst.spec.operands[1].partition(":")[2] == "bf16"
    sources, (a, b) = _raw_readers(inst, {0, 1}, packed=inst.spec.packed,
                                   half="bf16" if bf16 else "f16")
    dst = inst.operands[0]
    write = vector_writer(dst)
    neg_lo = tuple(int(op.neg) for op in sources) + (0,)
    neg_hi = tuple(int(op.abs) for op in sources) + (0,)

    def run(wave):
        old = getattr(wave, dst.file)[dst.first]
        write(wave, _dot2(a(wave), b(wave), old, neg_lo, neg_hi, bf16).view(np.uint32))
    return run
