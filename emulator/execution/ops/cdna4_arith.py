"""CDNA4's (gfx950's) new VALU arithmetic, as the CDNA4 ISA guide's pseudocode states it:

* ``v_minimum3_f32`` / ``v_maximum3_f32`` and the packed ``v_pk_minimum3_f16`` /
  ``v_pk_maximum3_f16``: IEEE 754-2019 minimum()/maximum() applied twice, ``(S0 op S1) op
  S2``: a NaN in any source gives a NaN (here the first NaN, S0's before S1's before S2's,
  quieted: the guide says only that a signalling NaN "is propagated"); −0 counts as less
  than +0; MODE's IEEE bit is ignored (the guide: forced on).
* ``v_ashr_pk_i8_i32`` / ``v_ashr_pk_u8_i32``: S0 and S1 shifted right arithmetically by
  S2[4:0], each saturated to [−128, 127] ([0, 255]), packed as bytes 0 and 1 of a 16-bit
  result (op_sel's destination bit: into the high half).
* ``v_dot2_f32_bf16`` (VOP3P): ``tmp = a0·b0; tmp += a1·b1; tmp += S2`` — each bf16 product
  exact in f32, each addition rounded to nearest even; neg_lo/neg_hi negate src0's and
  src1's halves (the guide: "NEG and ABS input modifiers do not affect S2")."""

from __future__ import annotations

import numpy as np

from isa.modifier_parsing import packed_default

from . import semantics
from .access import vector_writer
from .floatbits import B32, FloatBits
from .output_modifiers import clamp_unit
from .vector_forms import source_readers, ternary


def ieee_extreme(larger: bool, fmt: FloatBits):
    """IEEE 754-2019 maximum (``larger``) or minimum of two arrays of ``fmt`` bits: a NaN
    input gives itself quieted (the first's before the second's); +0 > −0."""
    def select(a, b):
        fa, fb = a.view(fmt.float), b.view(fmt.float)
        negative_a = (a >> fmt.sign_shift) == 1
        zeros = ((a | b) & fmt.magnitude) == 0
        if larger:
            pick_a = np.where(zeros, ~negative_a, fa > fb)
        else:
            pick_a = np.where(zeros, negative_a, fa < fb)
        out = np.where(pick_a, a, b)
        out = np.where(fmt.is_nan(b), b | fmt.quiet, out)
        out = np.where(fmt.is_nan(a), a | fmt.quiet, out)
        return out.astype(fmt.uint)
    return select


def ieee_extreme3(larger: bool, fmt: FloatBits):
    """``(S0 op S1) op S2`` (the guide's v_minimum3 / v_maximum3)."""
    two = ieee_extreme(larger, fmt)
    return lambda a, b, c: two(two(a, b), c)


semantics("v_minimum3_f32")(ternary(ieee_extreme3(False, B32)))
semantics("v_maximum3_f32")(ternary(ieee_extreme3(True, B32)))


def _saturated_bytes(low: int, high: int):
    def apply(a, b, shift):
        amount = (shift & np.uint32(31)).astype(np.int64)
        lo, hi = (np.clip(x.view(np.int32).astype(np.int64) >> amount, low, high) & 0xFF
                  for x in (a, b))
        return (lo | hi << 8).astype(np.uint32)
    return apply


semantics("v_ashr_pk_i8_i32")(ternary(_saturated_bytes(-128, 127)))
semantics("v_ashr_pk_u8_i32")(ternary(_saturated_bytes(0, 255)))


@semantics("v_dot2_f32_bf16")
def _dot2_f32_bf16(inst):
    a, b, c = source_readers(inst, packed=inst.spec.packed)   # (constants by the record's
    #                                                        types: bf16, bf16, f32)
    neg_lo, neg_hi = (inst.mods.get(k, packed_default(k, 3)) for k in ("neg_lo", "neg_hi"))
    clamp = "clamp" in inst.mods
    write = vector_writer(inst.operands[0])

    def halves(bits, i):
        lo, hi = bits << np.uint32(16), bits & np.uint32(0xFFFF0000)
        lo = lo ^ np.uint32(0x80000000) if neg_lo[i] else lo
        hi = hi ^ np.uint32(0x80000000) if neg_hi[i] else hi
        return lo.astype(np.uint32).view(np.float32), hi.astype(np.uint32).view(np.float32)

    def run(wave):
        (a0, a1), (b0, b1) = halves(a(wave), 0), halves(b(wave), 1)
        total = (a0 * b0 + a1 * b1).astype(np.float32)   # (each product exact in f32)
        total = (total + c(wave).view(np.float32)).astype(np.float32)
        if clamp:
            total = clamp_unit(total, wave.mode)
        write(wave, total.view(np.uint32))
    return run
