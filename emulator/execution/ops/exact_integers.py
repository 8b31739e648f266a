"""Integer VALU instructions defined by their exact result (CDNA3 ISA pseudocode): one exact
lane function each, on int64 lanes, from which both of the instruction's forms derive —

* without ``clamp``, the result's low bits (the destination's width, 32 or 16 bits), which
  is the wrap-around arithmetic of the ISA;
* under ``clamp``, the result saturated to the range of the operation's type (unsigned or
  signed, 16 or 32 bits) first.

So the two cannot disagree below the range. A sum or difference whose numpy ``uint32``
ufunc already gives the low 32 bits names it (``wraps_as``): the wrapped form computes that
(the plain form, plain.py, straight on the rows), which tests/test_semantics_saturation.py
holds to the exact result's low bits. The carry instructions (valu_integer.py) and packed math
(packed.py) read clamp themselves; min / max / median cannot overflow and ignore clamp.
isa/gfx942/ops.py marks the records that take clamp.
"""

from __future__ import annotations

import numpy as np

from . import semantics
from .access import vector_writer
from .elements import dot_total, sad_total
from .plain import Elementwise
from .vector_forms import into_row, sdwa_wrapped, source_readers

U32 = (0, (1 << 32) - 1)
I32 = (-(1 << 31), (1 << 31) - 1)
U16 = (0, (1 << 16) - 1)
I16 = (-(1 << 15), (1 << 15) - 1)


def _u(bits: int):
    return lambda x: x.astype(np.int64) & ((1 << bits) - 1)


def _s(bits: int):
    half = 1 << (bits - 1)
    return lambda x: ((x.astype(np.int64) & ((1 << bits) - 1)) ^ half) - half


u16, s16, u24, s24, u32, s32 = _u(16), _s(16), _u(24), _s(24), _u(32), _s(32)


def exact_integer(exact, result: tuple[int, int], wraps_as=None,
                  accumulating: bool = False) -> Elementwise:
    """The binder of an instruction whose exact result is ``exact(a, b[, c])`` (int64 lanes
    of the sources as read; ``accumulating``: the destination is the last source) and whose
    type's range is ``result``: wrapped, or saturated under clamp (``.clamped``)."""
    low, high = result
    mask = (1 << 16) - 1 if high < (1 << 16) else (1 << 32) - 1

    def form(saturate: bool):
        def binder(inst):
            dst = inst.operands[0]
            readers = source_readers(inst)
            if accumulating:
                readers = readers + [lambda wave: getattr(wave, dst.file)[dst.first]]
            readers, write = sdwa_wrapped(inst, readers, vector_writer(dst))

            if wraps_as is not None and not saturate:   # (the low bits, in uint32 lanes)
                return lambda wave: write(wave, wraps_as(*(read(wave) for read in readers)))

            def run(wave):
                values = exact(*(read(wave) for read in readers))
                if saturate:
                    values = np.clip(values, low, high)
                write(wave, (values & mask).astype(np.uint32))
            return run
        return binder

    lanes = wraps_as if wraps_as is not None else into_row(lambda *x: exact(*x) & mask)
    return Elementwise(form(False), lanes, clamped=form(True))


def _reversed(ufunc):
    """``ufunc`` with its two sources swapped (the ``rev`` forms), writing into ``out``."""
    def lanes(a, b, out=None):
        return ufunc(b, a, out=out)
    return lanes


_EXACT = {
    "v_add_u32": (lambda a, b: u32(a) + u32(b), U32, np.add),
    "v_sub_u32": (lambda a, b: u32(a) - u32(b), U32, np.subtract),
    "v_subrev_u32": (lambda a, b: u32(b) - u32(a), U32, _reversed(np.subtract)),
    "v_add_i32": (lambda a, b: s32(a) + s32(b), I32, np.add),
    "v_sub_i32": (lambda a, b: s32(a) - s32(b), I32, np.subtract),
    "v_add_u16": (lambda a, b: u16(a) + u16(b), U16, None),
    "v_sub_u16": (lambda a, b: u16(a) - u16(b), U16, None),
    "v_subrev_u16": (lambda a, b: u16(b) - u16(a), U16, None),
    "v_add_i16": (lambda a, b: s16(a) + s16(b), I16, None),
    "v_sub_i16": (lambda a, b: s16(a) - s16(b), I16, None),
    "v_mul_u32_u24": (lambda a, b: u24(a) * u24(b), U32, None),
    "v_mul_i32_i24": (lambda a, b: s24(a) * s24(b), I32, None),
    "v_mad_u32_u24": (lambda a, b, c: u24(a) * u24(b) + u32(c), U32, None),
    "v_mad_i32_i24": (lambda a, b, c: s24(a) * s24(b) + s32(c), I32, None),
    "v_mad_u32_u16": (lambda a, b, c: u16(a) * u16(b) + u32(c), U32, None),
    "v_mad_i32_i16": (lambda a, b, c: s16(a) * s16(b) + s32(c), I32, None),
    "v_mad_u16": (lambda a, b, c: u16(a) * u16(b) + u16(c), U16, None),
    "v_mad_legacy_u16": (lambda a, b, c: u16(a) * u16(b) + u16(c), U16, None),
    "v_mad_i16": (lambda a, b, c: s16(a) * s16(b) + s16(c), I16, None),
    "v_mad_legacy_i16": (lambda a, b, c: s16(a) * s16(b) + s16(c), I16, None),
    "v_dot4_i32_i8": (dot_total(8, True), I32, None),
    "v_dot4_u32_u8": (dot_total(8, False), U32, None),
    "v_dot8_i32_i4": (dot_total(4, True), I32, None),
    "v_dot8_u32_u4": (dot_total(4, False), U32, None),
    "v_dot2_i32_i16": (dot_total(16, True), I32, None),
    "v_dot2_u32_u16": (dot_total(16, False), U32, None),
    "v_sad_u8": (sad_total(8), U32, None), "v_sad_u16": (sad_total(16), U32, None),
    "v_msad_u8": (sad_total(8, masked=True), U32, None),
    "v_sad_hi_u8": (lambda a, b, c: (sad_total(8)(a, b, np.zeros_like(c)) << 16) + u32(c),
                    U32, None),
    "v_sad_u32": (lambda a, b, c: np.abs(u32(a) - u32(b)) + u32(c), U32, None),
}
for _name, (_exact, _range, _wraps_as) in _EXACT.items():
    semantics(_name)(exact_integer(_exact, _range, _wraps_as))

# d += dot(a, b): the destination is the third source
for _name, _bits in (("v_dot4c_i32_i8", 8), ("v_dot8c_i32_i4", 4), ("v_dot2c_i32_i16", 16)):
    semantics(_name)(exact_integer(dot_total(_bits, True), I32, accumulating=True))
