"""Vector compares (``v_cmp_*``, ``v_cmpx_*``: to a lane mask, and EXEC), class tests,
lane access (``v_readlane``, ``v_writelane``, ``v_readfirstlane``) and
the matrix instructions' binding to the MFMA executor."""

from __future__ import annotations

import functools

import numpy as np

from isa.conditions import expressed
from isa.table import MatrixInstruction

from emulator.execution.mfma.execute import bound_mfma
from . import semantics, semantics_of
from .access import MASK32, lanes_to_mask, scalar_reader, scalar_writer
from .floatbits import B32, B64, FloatBits
from .plain import Elementwise, plain_compare
from .salu import lane_function
from .vector_forms import sdwa_wrapped, source_readers


# -- compares and selects ----------------------------------------------------------------
def _unordered(a, b):
    return np.isnan(a) | np.isnan(b)


# The relations of isa/conditions.py on typed lanes: false where a lane is unordered (a
# NaN), as numpy's comparisons are.
_RELATIONS = {
    "less": np.less, "equal": np.equal, "greater": np.greater, "less_equal": np.less_equal,
    "greater_equal": np.greater_equal,
    "less_or_greater": lambda a, b: np.less(a, b) | np.greater(a, b),
    "ordered": lambda a, b: ~_unordered(a, b),
    "never": lambda a, b: np.zeros(a.shape, bool),
}


@functools.lru_cache(maxsize=None)   # (a few dozen: conditions × integer or not)
def condition_lanes(condition: str, integer: bool):
    """The VOPC ``condition`` (isa.conditions) as a function of two typed lane arrays,
    derived from the outcomes it holds for (an integer's less-or-greater is not-equal)."""
    negated, relation = expressed(condition)
    test = np.not_equal if integer and relation == "less_or_greater" else _RELATIONS[relation]
    if negated:
        return lambda a, b: ~test(a, b)
    return test
_VIEWS = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "u32": np.uint32,
          "i64": np.int64, "u64": np.uint64}


def _typed(view):
    """A lane array's values as ``view``: a dtype to view the bits as, or a conversion."""
    if isinstance(view, (type, np.dtype)):
        return lambda x: x.view(view)
    return view


def compare(fn, view, second_view=None):
    """Compare per lane; the result bits of active lanes go to the mask (others 0), and for
    ``v_cmpx_*`` to EXEC as well (so lanes that fail the compare are switched off). ``fn``
    None: the record's condition (``conditioned``). Both sources of one type: also a plain
    form (ops/plain.py), the condition on the typed rows."""
    first, second = _typed(view), _typed(second_view or view)

    def binder(inst):
        (a, b), _ = sdwa_wrapped(inst, source_readers(inst), None)   # (SDWA: the sources' selects)
        write = scalar_writer(inst.operands[0])
        to_exec = "exec" in inst.spec.writes
        test = fn or conditioned(inst)

        def run(wave):
            result = test(first(a(wave)), second(b(wave)))
            mask = wave.exec_mask()
            bits = lanes_to_mask(result if mask is None else result & mask)
            write(wave, bits)
            if to_exec:
                wave.exec = bits
        return run
    if second_view is not None:
        return binder
    return Elementwise(binder, build=lambda inst, general: plain_compare(
        inst, fn or conditioned(inst), view, scalar_writer(inst.operands[0]),
        "exec" in inst.spec.writes, general))


def conditioned(inst):
    """The lane test of a VOPC compare: its record's condition on the type it compares."""
    return condition_lanes(inst.spec.condition, inst.spec.compared[0] != "f")


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


CONDITIONED = []   # (the binders of the compares their records' conditions define)
for _kind, _view in _VIEWS.items():
    CONDITIONED.append(semantics_of(lambda op, kind=_kind: bool(op.condition)
                                    and op.compared == kind)(compare(None, _view)))


def _compare_class(fmt: FloatBits):
    classify = class_bits(fmt)
    return compare(lambda x, mask: (classify(x) & mask) != 0, fmt.uint, np.uint32)


semantics("v_cmp_class_f32", "v_cmpx_class_f32")(_compare_class(B32))
semantics("v_cmp_class_f64", "v_cmpx_class_f64")(_compare_class(B64))


# (v_cndmask_b32: the lane composition select({2}, {1}, {0}), ops/composed.py)


# -- lane access ---------------------------------------------------------------------------
@semantics_of(lambda op: bool(op.lane))
def _lane_access(inst):
    """The lane the record names (``OpSpec.lane``, on the scalar sources and EXEC: the
    compiled blocks' template evaluates the same expression): an SGPR destination gets that
    lane of the VGPR source; a VGPR destination gets the scalar source there, whatever EXEC
    says."""
    spec = inst.spec
    sources = inst.operands[1:]
    scalar = [kind.startswith("ssrc") for kind in spec.operands[1:]]
    readers = [scalar_reader(op) if is_scalar else None
               for op, is_scalar in zip(sources, scalar)]
    lane = lane_function(spec.lane, len(sources))

    def lane_of(wave):
        return lane(*(read(wave) if read else None for read in readers), wave.exec)

    def batch_lanes(wave, count):
        """A batch's waves at once (wide.py: scalar sources in SGPRs or constants): each
        wave's scalar sources, its lane and its waves' rows."""
        values = [_each_wave(op, wave, count) if is_scalar else None
                  for op, is_scalar in zip(sources, scalar)]
        execs = wave.exec.reshape(-1).tolist()
        lanes = [lane(*(v[w] if v else None for v in values), execs[w]) for w in range(count)]
        return values, np.arange(count), np.array(lanes, np.int64)
    if spec.operands[0] == "sdst":
        src = sources[0].reg
        write = scalar_writer(inst.operands[0])

        def read_lane(wave):
            shape = wave.lane_shape   # (one wave's: 64; a batch's: (waves, 64))
            if not isinstance(shape, tuple):
                return write(wave, int(getattr(wave, src.file)[src.first, lane_of(wave)]))
            _, waves, lanes = batch_lanes(wave, shape[0])
            return write(wave, getattr(wave, src.file)[src.first][waves, lanes])
        return read_lane
    dst, value = inst.operands[0], readers[0]

    def run(wave):
        shape = wave.lane_shape
        if not isinstance(shape, tuple):
            getattr(wave, dst.file)[dst.first, lane_of(wave)] = value(wave) & MASK32
            return
        values, waves, lanes = batch_lanes(wave, shape[0])
        getattr(wave, dst.file)[dst.first][waves, lanes] = \
            np.array(values[0], np.uint64) & MASK32
    return run


def _each_wave(src, wave, count: int) -> list[int]:
    """A scalar source's value in each of a batch's ``count`` waves (an SGPR or a
    constant)."""
    if not src.is_reg:
        return [src.bits("b32")] * count
    return getattr(wave, src.reg.file)[src.reg.first].reshape(-1).tolist()


# -- matrix instructions -------------------------------------------------------------------
@semantics_of(lambda record: True, records=MatrixInstruction)
def _mfma(inst):
    return bound_mfma(inst.mfma)
