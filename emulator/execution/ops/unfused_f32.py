"""CDNA2's binary32 multiply-adds that round their product (removed in CDNA3, gfx90a's
records: isa/gfx90a/ops.py): ``v_mad_f32``, ``v_mac_f32`` (the destination the addend),
``v_madmk_f32`` (K the multiplier), ``v_madak_f32`` (K the addend) and ``v_mad_legacy_f32``
(DX9's rule: 0 times anything, infinity and NaN included, is +0).

The CDNA2 ISA guide (12.11, V_MAD_F32): "D.f = S0.f * S1.f + S2.f. 1ULP accuracy, denormals
are flushed". Modelled as the product rounded as MODE says, then the sum, with every input,
the product and the result that is subnormal flushed to a zero of its sign whatever MODE's
denormal bits say. Which of the 1-ULP answers the hardware gives is not documented; the
records say so (``OpSpec.inexact``), and the fidelity report counts them."""

from __future__ import annotations

import numpy as np

from isa.special_operands import Src

from . import rounding, semantics
from .access import vector_reader, vector_writer
from .vector_forms import source_readers, ternary

_TINY = np.float32(2.0 ** -126)


def _flushed(x):
    """float32 lanes with each subnormal made a zero of its sign."""
    return np.where(np.abs(x) < _TINY, x * np.float32(0.0), x)


def _mad(mode, a, b, c, legacy: bool = False):
    """a·b + c from f32 bits: the product rounded, then the sum, denormals flushed."""
    a, b, c = (_flushed(np.asarray(v, np.uint32).view(np.float32)) for v in (a, b, c))
    with np.errstate(invalid="ignore", over="ignore"):
        product = _flushed(rounding.multiply(mode, a, b))
        if legacy:
            product = np.where((a == 0) | (b == 0), np.float32(0.0), product)
        total = _flushed(rounding.add(mode, product, c))
    return total.astype(np.float32).view(np.uint32)


semantics("v_mad_f32", "v_madak_f32")(ternary(_mad, moded=True))   # (K: the third source)
semantics("v_madmk_f32")(ternary(lambda m, a, k, b: _mad(m, a, k, b), moded=True))
semantics("v_mad_legacy_f32")(ternary(lambda m, a, b, c: _mad(m, a, b, c, True), moded=True))


@semantics("v_mac_f32")
def _mac(inst):
    """d = a·b + d (v_mad_f32's rounding)."""
    a, b = source_readers(inst)
    d = vector_reader(Src(reg=inst.operands[0]), "f32")
    write = vector_writer(inst.operands[0])
    return lambda wave: write(wave, _mad(wave.mode, a(wave), b(wave), d(wave)))
