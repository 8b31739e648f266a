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
the composition's tree, isa/definition_trees.py), which tests/test_semantics_saturation.py
holds to the exact result's low bits. The carry instructions are exact results too: their second operand, a lane mask,
gets whether the exact result (with the carry or borrow in: a mask source is its lane's
bit) lies outside the unsigned range — the carry out of an add, the borrow of a
subtraction. Packed math (packed.py) reads clamp itself; min / max / median cannot
overflow and ignore clamp.
"""

from __future__ import annotations

import functools

import numpy as np

from isa.definition_trees import parse
from isa.records import EXACT_RANGES

from . import semantics_of
from .access import lanes_to_mask, scalar_writer, vector_writer
from .composed import lane_function
from .plain import Elementwise, plain
from .vector_forms import into_row, lane_readers, sdwa_wrapped



def exact_integer(exact, result: tuple[int, int], wraps_as=None,
                  carries: bool = False) -> Elementwise:
    """The binder of an instruction whose exact result is ``exact(...)`` (int64 lanes of
    what ``lane_readers`` reads: the sources, a mask's lane bits, an accumulated
    destination) and whose type's range is ``result``: wrapped, or saturated under clamp
    (``.clamped``); ``carries``: whether the result lies outside the range goes, per active
    lane, to the mask destination (the second operand)."""
    low, high = result
    mask = (1 << 16) - 1 if high < (1 << 16) else (1 << 32) - 1

    def form(saturate: bool):
        def binder(inst):
            readers, write = sdwa_wrapped(inst, lane_readers(inst),
                                          vector_writer(inst.operands[0]))
            carry = scalar_writer(inst.operands[1]) if carries else None

            if wraps_as is not None and not saturate and carry is None:   # (the low bits,
                return lambda wave: write(wave, wraps_as(     # in uint32 lanes)
                    *(read(wave) for read in readers)))

            def run(wave):
                values = exact(*(read(wave) for read in readers))
                if carry is not None:   # (from the exact result, before any saturation)
                    out = (values < low) | (values > high)
                    active = wave.exec_mask()
                    carry(wave, lanes_to_mask(out if active is None else out & active))
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
        return ufunc(b, a, out)
    return lanes


# (the compositions whose low 32 bits a uint32 ufunc gives as it is)
_WRAPS = {parse(composition): ufunc for composition, ufunc in {
    "zx32({0}) + zx32({1})": np.add, "zx32({0}) - zx32({1})": np.subtract,
    "zx32({1}) - zx32({0})": _reversed(np.subtract),
    "sx32({0}) + sx32({1})": np.add, "sx32({0}) - sx32({1})": np.subtract}.items()}


@functools.lru_cache(maxsize=256)
def exact_form(composition: str, exact_type: str, carries: bool) -> Elementwise:
    """The binder of the instructions whose exact result is ``composition`` (``carries``:
    and whose second operand takes the carry out)."""
    return exact_integer(lane_function(composition), EXACT_RANGES[exact_type],
                         _WRAPS.get(parse(composition)), carries)


def _form(inst) -> Elementwise:
    spec = inst.spec
    return exact_form(spec.exact, spec.exact_type, spec.carries)


# The binder of every record with an exact result: read from the instruction's record when
# it is bound (a derived target's row may define another).
semantics_of(lambda op: bool(op.exact))(Elementwise(
    lambda inst: _form(inst).general(inst),
    build=lambda inst, general: plain(_form(inst), inst, general),
    clamped=lambda inst: _form(inst).clamped(inst)))
