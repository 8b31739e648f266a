"""``clamp`` on integer arithmetic: the exact result saturated to the destination's range
instead of wrapped (CDNA3 ISA: VOP3's CLAMP bit "clamps" integer results; clang emits it
for saturating adds and subtracts: ``v_add_u32_e64 … clamp``, ``v_add_i16 … clamp``,
``v_pk_add_u16 … clamp``, ``v_add_u16_sdwa … clamp``).

Each entry of ``EXACT`` gives the unwrapped result over int64 lanes (sources read as the
operation's type: unsigned or signed, 16, 24 or 32 bits) and the range it saturates to. The
carry instructions (``v_add_co_u32`` …) keep their carry out; packed math saturates each
half (ops/packed.py); min/max/median cannot overflow and ignore clamp. ``_bound``
(ops/__init__.py) binds ``SATURATING[name]`` (the record's semantics name), where there is one, instead of the plain
binder when the line has ``clamp``; isa/gfx942/ops.py marks the records that take it.
"""

from __future__ import annotations

import numpy as np

from .access import vector_writer
from .elements import dot_total, sad_total
from .vector_forms import sdwa_wrapped, source_readers

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


EXACT = {
    "v_add_u32": (lambda a, b: u32(a) + u32(b), U32),
    "v_sub_u32": (lambda a, b: u32(a) - u32(b), U32),
    "v_subrev_u32": (lambda a, b: u32(b) - u32(a), U32),
    "v_add_i32": (lambda a, b: s32(a) + s32(b), I32),
    "v_sub_i32": (lambda a, b: s32(a) - s32(b), I32),
    "v_add_u16": (lambda a, b: u16(a) + u16(b), U16),
    "v_sub_u16": (lambda a, b: u16(a) - u16(b), U16),
    "v_subrev_u16": (lambda a, b: u16(b) - u16(a), U16),
    "v_add_i16": (lambda a, b: s16(a) + s16(b), I16),
    "v_sub_i16": (lambda a, b: s16(a) - s16(b), I16),
    "v_mul_u32_u24": (lambda a, b: u24(a) * u24(b), U32),
    "v_mul_i32_i24": (lambda a, b: s24(a) * s24(b), I32),
    "v_mad_u32_u24": (lambda a, b, c: u24(a) * u24(b) + u32(c), U32),
    "v_mad_i32_i24": (lambda a, b, c: s24(a) * s24(b) + s32(c), I32),
    "v_mad_u32_u16": (lambda a, b, c: u16(a) * u16(b) + u32(c), U32),
    "v_mad_i32_i16": (lambda a, b, c: s16(a) * s16(b) + s32(c), I32),
    "v_mad_u16": (lambda a, b, c: u16(a) * u16(b) + u16(c), U16),
    "v_mad_legacy_u16": (lambda a, b, c: u16(a) * u16(b) + u16(c), U16),
    "v_mad_i16": (lambda a, b, c: s16(a) * s16(b) + s16(c), I16),
    "v_mad_legacy_i16": (lambda a, b, c: s16(a) * s16(b) + s16(c), I16),
    "v_dot4_i32_i8": (dot_total(8, True), I32), "v_dot4_u32_u8": (dot_total(8, False), U32),
    "v_dot8_i32_i4": (dot_total(4, True), I32), "v_dot8_u32_u4": (dot_total(4, False), U32),
    "v_dot2_i32_i16": (dot_total(16, True), I32),
    "v_dot2_u32_u16": (dot_total(16, False), U32),
    "v_sad_u8": (sad_total(8), U32), "v_sad_u16": (sad_total(16), U32),
    "v_msad_u8": (sad_total(8, masked=True), U32),
    "v_sad_hi_u8": (lambda a, b, c: (sad_total(8)(a, b, np.zeros_like(c)) << 16) + u32(c),
                    U32),
    "v_sad_u32": (lambda a, b, c: np.abs(u32(a) - u32(b)) + u32(c), U32),
}
# d += dot(a, b): the destination is the third source
ACCUMULATING = {"v_dot4c_i32_i8": "v_dot4_i32_i8", "v_dot8c_i32_i4": "v_dot8_i32_i4",
                "v_dot2c_i32_i16": "v_dot2_i32_i16"}


def _saturated(inst):
    name = inst.spec.semantics_name
    fn, (low, high) = EXACT[ACCUMULATING.get(name, name)]
    dst = inst.operands[0]
    readers = source_readers(inst)
    if name in ACCUMULATING:
        readers = readers + [lambda wave: getattr(wave, dst.file)[dst.first]]
    readers, write = sdwa_wrapped(inst, readers, vector_writer(dst))
    mask = (1 << 16) - 1 if high < (1 << 16) else (1 << 32) - 1

    def run(wave):
        exact = fn(*(read(wave) for read in readers))
        write(wave, (np.clip(exact, low, high) & mask).astype(np.uint32))
    return run


# The other records that take clamp bind as usual: min / max / median cannot overflow, and
# the carry instructions (ops/valu_integer.py) and packed math (ops/packed.py) read clamp
# themselves.
SATURATING = {name: _saturated for name in list(EXACT) + list(ACCUMULATING)}
