"""Integer VALU instructions defined by their exact result: the record's composition of the
widening vocabulary (``OpSpec.exact``, e.g. ``sx24({0}) * sx24({1}) + sx32({2})``: each
source's field zero- or sign-extended to int64, lane_words.py), from which both of the
instruction's forms derive —

* without ``clamp``, the result's low bits (the destination's width, 32 or 16 bits), which
  is the wrap-around arithmetic of the ISA;
* under ``clamp``, the result saturated first to the range of ``OpSpec.exact_type``
  (unsigned or signed, 16 or 32 bits).

So the two cannot disagree below the range, and the compiled blocks' template is made from
the same string (blocks/templates.py: its low 32 bits). A sum or difference whose numpy
``uint32`` ufunc already gives the low 32 bits is computed by that (``_WRAPS``, keyed by
the composition), which tests/test_semantics_saturation.py holds to the exact result's low
bits. The carry instructions (valu_integer.py) and packed math (packed.py) read clamp
themselves; min / max / median cannot overflow and ignore clamp.
"""

from __future__ import annotations

import functools

import numpy as np

from isa.gfx942.ops import OPS

from . import semantics
from .access import vector_writer
from .composed import lane_function
from .plain import Elementwise, plain
from .vector_forms import into_row, sdwa_wrapped, source_readers

U32 = (0, (1 << 32) - 1)
I32 = (-(1 << 31), (1 << 31) - 1)
U16 = (0, (1 << 16) - 1)
I16 = (-(1 << 15), (1 << 15) - 1)


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


RANGES = {"u32": U32, "i32": I32, "u16": U16, "i16": I16}
# (the compositions whose low 32 bits a uint32 ufunc gives as it is)
_WRAPS = {"zx32({0}) + zx32({1})": np.add, "zx32({0}) - zx32({1})": np.subtract,
          "zx32({1}) - zx32({0})": _reversed(np.subtract),
          "sx32({0}) + sx32({1})": np.add, "sx32({0}) - sx32({1})": np.subtract}


@functools.lru_cache(maxsize=256)
def exact_form(composition: str, exact_type: str, accumulating: bool) -> Elementwise:
    """The binder of the instructions whose exact result is ``composition``."""
    return exact_integer(lane_function(composition), RANGES[exact_type],
                         _WRAPS.get(composition), accumulating)


def _form(inst) -> Elementwise:
    spec = inst.spec
    return exact_form(spec.exact, spec.exact_type, spec.reads_dst)


# The binder of every record with an exact result: read from the instruction's record when
# it is bound (a derived target's row may define another).
semantics(*[op.mnemonic for op in OPS if op.exact])(Elementwise(
    lambda inst: _form(inst).general(inst),
    build=lambda inst, general: plain(_form(inst), inst, general),
    clamped=lambda inst: _form(inst).clamped(inst)))
