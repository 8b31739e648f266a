"""Vector compares (``v_cmp_*``, ``v_cmpx_*``: to a lane mask, and EXEC), class tests,
``v_cndmask_b32``, lane access (``v_readlane``, ``v_writelane``, ``v_readfirstlane``) and
the matrix instructions' binding to the MFMA executor."""

from __future__ import annotations

import numpy as np

import isa
from isa.gfx942.ops import FLOAT_CONDITIONS, INT_CONDITIONS
from isa.mfma_syntax import MfmaOp
from isa.special_operands import Src

from emulator.execution.mfma.execute import execute_mfma
from . import semantics
from .access import (MASK32, lanes_to_mask, mask_lanes, mask_reader, scalar_reader,
                     scalar_writer, vector_writer)
from .floatbits import B32, B64, FloatBits
from .plain import Elementwise, plain_compare, plain_select
from .vector_forms import sdwa_wrapped, source_readers


# -- compares and selects ----------------------------------------------------------------
def _unordered(a, b):
    return np.isnan(a) | np.isnan(b)


# The VOPC conditions as functions of typed lanes (NaN compares false except where the
# condition is a negation or "unordered").
CONDITIONS = {
    "f": lambda a, b: np.zeros(a.shape, bool), "t": lambda a, b: np.ones(a.shape, bool),
    "tru": lambda a, b: np.ones(a.shape, bool),
    "lt": np.less, "eq": np.equal, "le": np.less_equal, "gt": np.greater,
    "ne": np.not_equal, "ge": np.greater_equal,
    "lg": lambda a, b: np.less(a, b) | np.greater(a, b),
    "o": lambda a, b: ~_unordered(a, b), "u": _unordered,
    "nge": lambda a, b: ~np.greater_equal(a, b), "nlg": lambda a, b: ~(
        np.less(a, b) | np.greater(a, b)),
    "ngt": lambda a, b: ~np.greater(a, b), "nle": lambda a, b: ~np.less_equal(a, b),
    "neq": lambda a, b: ~np.equal(a, b), "nlt": lambda a, b: ~np.less(a, b),
}
_VIEWS = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "u32": np.uint32,
          "i64": np.int64, "u64": np.uint64}


def _typed(view):
    """A lane array's values as ``view``: a dtype to view the bits as, or a conversion."""
    if isinstance(view, (type, np.dtype)):
        return lambda x: x.view(view)
    return view


def compare(fn, view, second_view=None):
    """Compare per lane; the result bits of active lanes go to the mask (others 0), and for
    ``v_cmpx_*`` to EXEC as well (so lanes that fail the compare are switched off). Both
    sources of one type: also a plain form (ops/plain.py), ``fn`` on the typed rows."""
    first, second = _typed(view), _typed(second_view or view)

    def binder(inst):
        (a, b), _ = sdwa_wrapped(inst, source_readers(inst), None)   # (SDWA: the sources' selects)
        write = scalar_writer(inst.operands[0])
        to_exec = "exec" in inst.spec.writes

        def run(wave):
            result = fn(first(a(wave)), second(b(wave)))
            mask = wave.exec_mask()
            bits = lanes_to_mask(result if mask is None else result & mask)
            write(wave, bits)
            if to_exec:
                wave.exec = bits
        return run
    if second_view is not None:
        return binder
    return Elementwise(binder, build=lambda inst, general: plain_compare(
        inst, fn, view, scalar_writer(inst.operands[0]), "exec" in inst.spec.writes, general))


def class_bits(fmt: FloatBits):
    """The class of each lane's value as one bit (V_CMP_CLASS): 0 signalling NaN, 1 quiet
    NaN, 2 −inf, 3 −normal, 4 −denormal, 5 −0, 6 +0, 7 +denormal, 8 +normal, 9 +inf."""
    def classify(x):
        magnitude = x & fmt.magnitude
        negative = (x >> fmt.sign_shift) == 1
        exponent_zero = (x & fmt.infinity) == 0
        nan = magnitude > fmt.infinity
        quiet = (x & fmt.quiet) != 0
        inf = magnitude == fmt.infinity
        zero = magnitude == 0
        denormal = exponent_zero & ~zero
        side = np.where(negative, 0, 1)
        cls = np.where(nan, np.where(quiet, 1, 0),
                       np.where(inf, np.where(negative, 2, 9),
                                np.where(zero, 5 + side,
                                         np.where(denormal, np.where(negative, 4, 7),
                                                  np.where(negative, 3, 8)))))
        return np.uint32(1) << cls.astype(np.uint32)
    return classify


for _kind, _view in _VIEWS.items():
    for _cond in FLOAT_CONDITIONS if _kind[0] == "f" else INT_CONDITIONS:
        semantics(f"v_cmp_{_cond}_{_kind}", f"v_cmpx_{_cond}_{_kind}")(
            compare(CONDITIONS[_cond], _view))


def _compare_class(fmt: FloatBits):
    classify = class_bits(fmt)
    return compare(lambda x, mask: (classify(x) & mask) != 0, fmt.uint, np.uint32)


semantics("v_cmp_class_f32", "v_cmpx_class_f32")(_compare_class(B32))
semantics("v_cmp_class_f64", "v_cmpx_class_f64")(_compare_class(B64))


def _cndmask(inst):
    (a, b), write = sdwa_wrapped(inst, source_readers(inst), vector_writer(inst.operands[0]))
    mask = mask_reader(Src(reg=inst.operands[3]))

    def run(wave):
        write(wave, np.where(mask_lanes(mask(wave)), b(wave), a(wave)))
    return run


semantics("v_cndmask_b32")(Elementwise(_cndmask, build=plain_select))


# -- lane access ---------------------------------------------------------------------------
@semantics("v_readlane_b32")
def _readlane(inst):
    src = inst.operands[1].reg
    lane = scalar_reader(inst.operands[2])
    write = scalar_writer(inst.operands[0])
    return lambda wave: write(wave, int(getattr(wave, src.file)[src.first, lane(wave) & 63]))


@semantics("v_writelane_b32")
def _writelane(inst):
    """Writes one lane whatever EXEC says."""
    value, lane = scalar_reader(inst.operands[1]), scalar_reader(inst.operands[2])
    dst = inst.operands[0]

    def run(wave):
        getattr(wave, dst.file)[dst.first, lane(wave) & 63] = value(wave) & MASK32
    return run


@semantics("v_readfirstlane_b32")
def _readfirstlane(inst):
    src = inst.operands[1].reg
    write = scalar_writer(inst.operands[0])

    def run(wave):
        exec_ = wave.exec
        lane = (exec_ & -exec_).bit_length() - 1 if exec_ else 0
        write(wave, int(getattr(wave, src.file)[src.first, lane]))
    return run


# -- matrix instructions -------------------------------------------------------------------
@semantics(*[r.mnemonic for r in isa.MATRIX_INSTRUCTIONS])
def _mfma(inst):
    op: MfmaOp = inst.mfma
    return lambda wave: execute_mfma(wave, op)
