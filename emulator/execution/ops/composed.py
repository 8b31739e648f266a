"""Instructions defined by their record's composition of the lane vocabulary
(``OpSpec.lanes``, e.g. ``add32(shl32({0}, {1}), {2})`` or ``fma_f32({0}, {1}, {2})``; the
vocabulary: lane_words.py — its words generated from isa/lane_vocabulary.py, those that
read MODE (its rounding, or its IEEE bit) taking its value first). One binder serves
them all: at bind time it makes the composition's tree (isa/definition_trees.py) into a
function of the sources' lanes (and of MODE, passed to each function of MODE it names:
expression_forms.py), and from it the general form (unary / binary / ternary of
vector_forms.py: readers, SDWA, the writer under EXEC) and the plain form (plain.py). The
compiled blocks' template is rendered from the same tree (blocks/templates.py), so the
instruction is written once.

A composition that is one vocabulary function of the sources in order is that function
(a ufunc runs straight on the rows). A few have a faster plain form of their own
(``_FASTER``, keyed by the tree's shape: a shift by a constant count masked once, two
ufuncs through a scratch row, a widening multiply), which tests/test_plain_form.py holds
to the composition on random registers. Once numba is in use, a single wave's run may
instead run the plain form as one ufunc compiled from the composition
(blocks/compiled_lanes.py).
"""

from __future__ import annotations

import functools
from collections import ChainMap

import numpy as np

from isa.definition_trees import Read, Source, parse, reads, source_count, words
from isa.lane_vocabulary import LANE_WORDS
from isa.lane_vocabulary import moded as reads_mode

from emulator.state.wavefront import DEFAULT_MODE

from . import lane_words, semantics_of
from .expression_forms import function_of
from .plain import COPY, Elementwise, plain, plain_select
from .valu import fma_f32_lanes, minmax_f32_lanes
from .valu_integer import perm_build
from .access import lanes_to_mask, mask_lanes, scalar_writer, vector_writer
from .vector_forms import binary, into_row, source_readers, ternary, unary

# (the integer words' array forms are made as a composition first names them: word_arrays.py)
_VOCABULARY = ChainMap({"abs": np.abs},   # (numba's builtin abs in the compiled form)
                       lane_words.VOCABULARY)
_MODE = Read("mode")
_VCC = Read("vcc")   # (the lane's VCC bit, a composition's last argument where it reads it)
_LEADING = {name: _MODE for name in LANE_WORDS if reads_mode(name)}


def sources_of(composition: str) -> int:
    """How many sources a composition takes: its highest ``{n}``, plus one."""
    return source_count(parse(composition))


def moded(composition: str) -> bool:
    """Whether the composition names a function of MODE (a word that rounds as MODE says,
    or follows its IEEE bit)."""
    return bool(words(parse(composition)) & _LEADING.keys())


def reads_vcc(composition: str) -> bool:
    """Whether the composition reads its lane's VCC bit (``{vcc}``: V_DIV_FMAS_F32)."""
    return "vcc" in reads(parse(composition))


@functools.lru_cache(maxsize=256)
def lane_function(composition: str):
    """The composition as a function of the sources' lanes (``moded``: MODE's value first,
    passed to each function of MODE it names; one that reads VCC: its lanes' bits last),
    over the vocabulary's array forms."""
    expr = parse(composition)
    sources = tuple(Source(n) for n in range(source_count(expr)))
    return function_of(expr, _VOCABULARY, ((_MODE,) if moded(composition) else ()) + sources
                       + ((_VCC,) if reads_vcc(composition) else ()), _LEADING)


@functools.lru_cache(maxsize=256)
def composed(composition: str) -> Elementwise:
    """The binder (general and plain forms) of the instructions whose lanes are
    ``composition``. One of MODE runs in plain form with the default MODE's value (the only
    MODE the plain form runs in), or ``_FASTER``'s lanes where it gives some."""
    fn = lane_function(composition)
    count = sources_of(composition)
    faster = _FASTER.get(parse(composition), {})
    if moded(composition):
        general = (unary(lambda mode, x, _: fn(mode, x), moded=True) if count == 1 else
                   (binary if count == 2 else ternary)(fn, moded=True))
        lanes = into_row(functools.partial(fn, DEFAULT_MODE))
        return Elementwise(general, faster.get("lanes", lanes), faster.get("dtype", np.uint32),
                           faster.get("out_dtype"))
    if count == 1:
        general = unary(lambda x, _: fn(x))
        lanes = fn if isinstance(fn, np.ufunc) else into_row(fn)
        return Elementwise(general, faster.get("lanes", lanes), faster.get("dtype", np.uint32))
    made = (binary if count == 2 else ternary)(fn, fold=faster.get("fold"))
    return Elementwise(made.general, faster.get("lanes", made.lanes),
                       faster.get("dtype", np.uint32), fold=made.fold,
                       build=faster.get("build"))


def _general(inst):
    return composed(inst.spec.lanes).general(inst)


def _plain(inst, general):
    return plain(composed(inst.spec.lanes), inst, general)


def _with_masks(op) -> bool:
    """Whether a record's composition writes a lane mask (``OpSpec.lane_mask``) or reads its
    lane's VCC bit: ``_masked``'s, not the element-wise binder's."""
    return bool(op.lane_mask) or reads_vcc(op.lanes)


# The binder of every record with lanes: the composition is read from the instruction's
# record when it is bound (a derived target's row may compose others).
COMPOSED = Elementwise(_general, build=_plain)
semantics_of(lambda op: bool(op.lanes) and not _with_masks(op))(COMPOSED)


@semantics_of(lambda op: bool(op.lanes) and _with_masks(op))
def _masked(inst):
    """A composition that reads its lane's VCC bit (V_DIV_FMAS_F32's) or also writes a lane
    mask (``OpSpec.lane_mask``: V_DIV_SCALE_F32's VCC): vdst under EXEC, and the mask
    destination — the second operand — each active lane's bit, the others clear; both of
    the sources after the mask, and VCC's bits as the wave holds them before it."""
    spec = inst.spec
    if moded(spec.lanes) or (spec.lane_mask and moded(spec.lane_mask)):
        raise NotImplementedError(f"{inst.mnemonic}: a lane mask's composition of MODE")
    value = _reading(spec.lanes)
    bit = _reading(spec.lane_mask) if spec.lane_mask else None
    readers = source_readers(inst, 2 if bit is not None else 1)
    write = vector_writer(inst.operands[0])
    write_mask = scalar_writer(inst.operands[1]) if bit is not None else None
    wants_vcc = reads_vcc(spec.lanes) or (bit is not None and reads_vcc(spec.lane_mask))

    def run(wave):
        sources = [read(wave) for read in readers]
        vcc = mask_lanes(wave.vcc).astype(np.uint32) if wants_vcc else None
        if bit is not None:
            bits = bit(sources, vcc) != 0
            active = wave.exec_mask()
        write(wave, value(sources, vcc))
        if bit is not None:
            write_mask(wave, lanes_to_mask(bits if active is None else bits & active))
    return run


def _reading(composition: str):
    """The composition as a function of (the sources' lanes, VCC's lanes' bits)."""
    fn = lane_function(composition)
    if reads_vcc(composition):
        return lambda sources, vcc: fn(*sources, vcc)
    return lambda sources, vcc: fn(*sources)


# -- faster plain forms of a few compositions ---------------------------------------------
def _shift(ufunc):
    """x shifted by the low 5 bits of s (the ``rev`` forms: the count is src0)."""
    def lanes(s, x, out=None):
        return ufunc(x, s & 31, out)
    return lanes


def _constant_count(ufunc):
    """The fold of a shift by a constant count: masked once, the ufunc then takes the
    shifted value first."""
    def fold(sources):
        s, x = sources
        if isinstance(s, int):   # (a register count: masked each time)
            return None
        return ufunc, [x, s & s.dtype.type(31)]
    return fold


def _shift_then(ufunc):
    """The fold of (a << (s & 31)) ⊕ c for a constant count: two ufuncs through a scratch
    row of the instruction's own."""
    def fold(sources):
        a, s, c = sources
        if isinstance(s, int):
            return None
        count, scratch = s & s.dtype.type(31), np.empty(64, s.dtype)

        def lanes(a, c, out):
            np.left_shift(a, count, scratch)
            ufunc(scratch, c, out)
        return lanes, [a, c]
    return fold


def _sum3(sources):
    """The fold of a + b + c: two adds through a scratch row of the instruction's own (the
    destination may be c)."""
    scratch = np.empty(64, np.uint32)

    def lanes(a, b, c, out):
        np.add(a, b, scratch)
        np.add(scratch, c, out)
    return lanes, sources


def _high_product(wide):
    """The high half of a 32×32-bit product on rows typed as the sources' signedness: the
    product in a scratch row of ``wide`` (64 bits, exact), shifted, cast back (in-place
    operators: numpy's quickest calls)."""
    scratch = np.empty(64, wide)

    def lanes(a, b, out):
        product = scratch if out.shape == scratch.shape else np.empty(out.shape, wide)
        product[...] = a
        product *= b
        product >>= 32
        out[...] = product
    return lanes


def _assigned(x, out):
    """The row assigned the source, cast (an integer to f32: numpy's, nearest even)."""
    out[...] = x


_FASTER = {parse(composition): forms for composition, forms in {
    "{0}": dict(lanes=COPY),   # (a move: the source's bits, plain.py)
    # (binary32 in the default MODE: the ufunc on f32 rows, numpy's nearest even)
    "add_f32({0}, {1})": dict(lanes=np.add, dtype=np.float32),
    "sub_f32({0}, {1})": dict(lanes=np.subtract, dtype=np.float32),
    "mul_f32({0}, {1})": dict(lanes=np.multiply, dtype=np.float32),
    "fma_f32({0}, {1}, {2})": dict(lanes=fma_f32_lanes, dtype=np.float32),
    "cvt_f32_u32({0})": dict(lanes=_assigned, dtype=np.uint32, out_dtype=np.float32),
    "cvt_f32_i32({0})": dict(lanes=_assigned, dtype=np.int32, out_dtype=np.float32),
    "max_f32({0}, {1})": dict(lanes=minmax_f32_lanes(larger=True), dtype=np.float32),
    "min_f32({0}, {1})": dict(lanes=minmax_f32_lanes(larger=False), dtype=np.float32),
    "shl32({1}, {0})": dict(lanes=_shift(np.left_shift), fold=_constant_count(np.left_shift)),
    "shr32({1}, {0})": dict(lanes=_shift(np.right_shift),
                            fold=_constant_count(np.right_shift)),
    # (on int32 rows: numpy's right shift of a signed value is arithmetic)
    "ashr32({1}, {0})": dict(lanes=_shift(np.right_shift), dtype=np.int32,
                             fold=_constant_count(np.right_shift)),
    "add32(shl32({0}, {1}), {2})": dict(fold=_shift_then(np.add)),
    "or32(shl32({0}, {1}), {2})": dict(fold=_shift_then(np.bitwise_or)),
    "add3_32({0}, {1}, {2})": dict(fold=_sum3),
    "mul_hi_u32({0}, {1})": dict(lanes=_high_product(np.uint64)),
    "mul_hi_i32({0}, {1})": dict(lanes=_high_product(np.int64), dtype=np.int32),
    # (v_cndmask_b32: its mask's lanes memoised, one np.where into the row)
    "select({2}, {1}, {0})": dict(build=plain_select),
    # (v_perm_b32 by a constant or batch-uniform selector: bytes moved into place)
    "perm32({0}, {1}, {2})": dict(build=perm_build),
}.items()}
