"""The plain form of an element-wise VALU instruction: its lane function — a numpy ufunc
over typed lanes, the same one its general binder applies — run straight on the wave's
register rows, with no reader, writer or mode wrapper in between.

``Elementwise(general, lanes, dtype)`` is the binder an op registers (ops/vector_forms.py
``binary``, ops/valu.py ``float_op``, the moves): called with an instruction it is the general
binder; ``plain(inst, general_run)`` gives the run closure the interpreter uses. That
closure takes the plain form when it would do exactly what the general one does — a single
wave (``WaveState``: a batch's wide step has no ``_exec`` of its own) with every lane on
and MODE the default (nearest even, denormals kept: ops/rounding.py and ops/denormals.py
then change nothing) — and otherwise runs the general closure. Instructions whose text asks
for more (SDWA, DPP, modifiers, neg/abs, SGPR or accumulator operands, VGPR indexing) only
ever take the general closure (``plain_operands`` says None).
"""

from __future__ import annotations

import functools

import numpy as np

from isa.assembler import GPR_INDEXED
from isa.registers import RegRange
from isa.special_operands import Src

from emulator.state.wavefront import ALL_LANES, DEFAULT_MODE, WaveState

COPY = "copy"   # the lane function of a move: the source's bits
_WORDS = frozenset(("b32", "f32", "i32", "u32"))


class Elementwise:
    """A general binder and the lane function (``lanes(x[, y], out)``, on sources viewed
    as ``dtype``, the result as ``out_dtype``: ``dtype`` unless a conversion says) from which
    the plain form is made — ``out`` passed by position, as to a ufunc (numpy parses a
    keyword in about as long as a 64-lane add takes); or, for a form whose result is not a
    register row (a compare's mask, a select's mask operand), ``build(inst, general)``
    giving the run closure.
    ``clamped``: the binder of the saturating form a line with ``clamp`` runs, where the
    instruction derives one (ops/exact_integers.py). ``fold(sources)``: the lane function
    and sources to use instead for one instruction's sources (a constant worked out once,
    a scratch row for a two-step form), or None to keep ``lanes``."""

    __slots__ = ("general", "lanes", "dtype", "out_dtype", "build", "clamped", "fold")

    def __init__(self, general, lanes=None, dtype=np.uint32, out_dtype=None,
                 build=None, clamped=None, fold=None) -> None:
        self.general, self.lanes, self.dtype = general, positional_out(lanes), np.dtype(dtype)
        self.out_dtype = np.dtype(out_dtype) if out_dtype is not None else self.dtype
        self.build, self.clamped, self.fold = build, clamped, fold

    def __call__(self, inst):
        return self.general(inst)


def positional_out(lanes):
    """``lanes`` taking its ``out`` by position: itself, but numpy's maximum and minimum,
    for which numpy 2 deprecates that (and warns, slowly), wrapped to pass it by keyword."""
    if lanes is np.maximum or lanes is np.minimum:
        return lambda a, b, out: lanes(a, b, out=out)
    return lanes


def plain_text(inst) -> bool:
    """Whether the line asks for nothing around the lanes (no modifier, SDWA, DPP or VGPR
    indexing)."""
    return not (inst.mods or inst.suffix in ("sdwa", "dpp") or inst.anchor == GPR_INDEXED)


def plain_sources(operands, kinds):
    """Each 32-bit source as a VGPR row number or a (64,) constant, or None when one is
    anything else (an SGPR, an accumulator, neg/abs/sext, a 16- or 64-bit operand)."""
    sources = []
    for op, kind in zip(operands, kinds):
        width = kind.partition(":")[2]
        if not isinstance(op, Src) or op.neg or op.abs or op.sext or width not in _WORDS:
            return None
        if op.is_reg:
            if op.reg.file != "v" or op.reg.count != 1:
                return None
            sources.append(op.reg.first)
        else:
            sources.append(np.full(64, op.bits(width), dtype=np.uint32))
    return sources


def plain_operands(inst):
    """(destination row, sources: a VGPR row or a (64,) constant each) when ``inst`` can run
    in plain form, else None."""
    kinds = inst.spec.operands
    if not plain_text(inst) or not kinds or kinds[0] != "vdst" or \
            len(inst.operands) != len(kinds):
        return None
    dst = inst.operands[0]
    if dst.file != "v" or dst.count != 1:
        return None
    sources = plain_sources(inst.operands[1:], kinds[1:])
    if sources is None:
        return None
    if inst.spec.reads_dst:   # (an accumulating form, v_fmac: the destination is a source)
        sources.append(dst.first)
    return dst.first, sources


def _getter(source, dtype):
    """rows -> the source's lanes (a row of the wave's typed rows, or the constant)."""
    if isinstance(source, int):
        return lambda rows: rows[source]
    constant = source.view(dtype)
    return lambda rows: constant


def _row_or_constant(source, dtype):
    """(a VGPR row number, True) or (the (64,) constant viewed as ``dtype``, False)."""
    if isinstance(source, int):
        return source, True
    return source.view(dtype), False


def _mask_reader(reg):
    """wave -> a 64-bit lane mask held in VCC or an SGPR pair, or None for other places."""
    if reg.file == "vcc":
        return WaveState.vcc.fget   # (the property's own getter: one call, not two)
    if reg.file == "s" and reg.count == 2:
        first = reg.first
        return lambda wave: int(wave.s[first]) | int(wave.s[first + 1]) << 32
    return None


@functools.lru_cache(maxsize=1024)
def lanes_of(mask: int) -> np.ndarray:
    """A 64-bit mask's lanes as a read-only (64,) bool array (memoised: masks repeat)."""
    lanes = (np.uint64(mask) >> np.arange(64, dtype=np.uint64)) & np.uint64(1) != 0
    lanes.flags.writeable = False
    return lanes


def plain_compare(inst, condition, dtype, write, to_exec: bool, general, packed=None):
    """``run(wave)`` of a VOPC compare in plain form: ``condition`` on the typed lanes, the
    lanes packed into the mask (and EXEC for v_cmpx) — or ``packed(x, y)``, the mask itself,
    where given; ``general`` when the line or the wave is not plain."""
    kinds = inst.spec.operands
    if not plain_text(inst) or len(inst.operands) != 3 or kinds[0] != "maskd" or \
            not isinstance(dtype, type):
        return general
    sources = plain_sources(inst.operands[1:], kinds[1:])
    if sources is None:
        return general
    # (VCC: the packed lanes are in range, no check needed)
    store = WaveState.put_vcc if inst.operands[0].file == "vcc" else write
    if packed is None:
        packed = _packing(condition)
    # (a row or a constant each, told apart by a flag: a getter's call costs more)
    (x, x_row), (y, y_row) = (_row_or_constant(s, dtype) for s in sources)

    def run(wave):
        if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
            rows = wave.rows_by_dtype.get(dtype) or wave.typed_rows(dtype)
            value = packed(rows[x] if x_row else x, rows[y] if y_row else y)
            store(wave, value)
            if to_exec:
                wave.exec = value
            return None
        return general(wave)
    return run


def _packing(condition):
    """``packed(x, y)``: the 64-bit mask of the lanes where ``condition`` holds (numpy's
    booleans packed, lane 0 the lowest bit)."""
    def packed(x, y):
        return int.from_bytes(np.packbits(condition(x, y), bitorder="little").tobytes(),
                              "little")
    return packed


def select_operands(inst):
    """(destination row, src0, src1: a VGPR row or a (64,) constant each, the mask's
    reader) of a ``v_cndmask_b32`` line that can run in plain form (the mask in VCC or an
    SGPR pair), else None."""
    kinds = inst.spec.operands
    if not plain_text(inst) or len(inst.operands) != 4:
        return None
    dst, mask = inst.operands[0], inst.operands[3]
    sources = plain_sources(inst.operands[1:3], kinds[1:3])
    read_mask = _mask_reader(mask) if isinstance(mask, RegRange) else None
    if sources is None or read_mask is None or dst.file != "v" or dst.count != 1:
        return None
    return dst.first, sources[0], sources[1], read_mask


def plain_select(inst, general, lanes=None):
    """``run(wave)`` of ``v_cndmask_b32`` in plain form: src1 where the mask's lane is set,
    else src0, into the destination row — numpy's copy and ``putmask`` by the memoised
    lanes, or ``lanes(src0, src1, mask lanes, out)`` where given (a compiled ufunc);
    ``general`` when not plain."""
    found = select_operands(inst)
    if found is None:
        return general
    d, first, second, read_mask = found
    if lanes is not None:
        (x, x_row), (y, y_row) = (_row_or_constant(s, np.uint32) for s in (first, second))

        def run(wave):
            if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
                rows = wave.rows_by_dtype.get(np.uint32) or wave.typed_rows(np.uint32)
                lanes(rows[x] if x_row else x, rows[y] if y_row else y,
                      lanes_of(read_mask(wave)), rows[d])
                return None
            return general(wave)
        return run
    a, b = (_getter(source, np.uint32) for source in (first, second))
    first_here, second_here = (isinstance(s, int) and s == d for s in (first, second))
    if first_here and second_here:   # (the row is both sources: it stays)
        return _unchanged(general)
    # (the destination already holding one source, only the other's lanes are put: with
    # src1 there, src0 goes where the mask is clear)
    put, kept, where = (b, None, lanes_of) if first_here else \
        (a, None, _clear_lanes) if second_here else (b, a, lanes_of)

    def run(wave):  # noqa: F811
        if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
            rows = wave.rows_by_dtype.get(np.uint32) or wave.typed_rows(np.uint32)
            out = rows[d]
            if kept is not None:
                np.copyto(out, kept(rows))
            np.putmask(out, where(read_mask(wave)), put(rows))
            return None
        return general(wave)
    return run


def _clear_lanes(mask: int) -> np.ndarray:
    """The lanes a 64-bit mask leaves clear (memoised as its complement's lanes)."""
    return lanes_of(~mask & 0xFFFF_FFFF_FFFF_FFFF)


def _unchanged(general):
    """A select whose sources are both its destination: in plain form nothing changes."""
    def run(wave):
        if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
            return None
        return general(wave)
    return run


def plain(binder: Elementwise, inst, general):
    """``run(wave)``: ``binder``'s lane function on the wave's rows when plain (see the
    module docstring), else ``general(wave)``; ``general`` itself when ``inst`` never is."""
    if binder.build is not None:
        return binder.build(inst, general)
    found = plain_operands(inst)
    if found is None:
        return general
    dst, sources = found
    dtype, lanes = binder.dtype, binder.lanes
    sources = [s if isinstance(s, int) else s.view(dtype) for s in sources]
    if binder.fold is not None:
        folded = binder.fold(sources)
        if folded is not None:
            lanes, sources = positional_out(folded[0]), folded[1]
    if binder.out_dtype != dtype:   # (a conversion: one register source)
        return _converted(lanes, dst, sources, dtype, binder.out_dtype, general)
    if lanes == COPY:
        return _copy(dst, sources, dtype, general)
    form = {1: _one, 2: _two, 3: _three}.get(len(sources))
    return form(lanes, dst, sources, dtype, general) if form is not None else general


def _copy(dst, sources, dtype, general):
    """A move: the source row's bits, or the constant."""
    (x,) = sources
    if not isinstance(x, int):
        return _constant_move(dst, x, dtype, general)

    def run(wave):
        if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
            rows = wave.rows_by_dtype.get(dtype) or wave.typed_rows(dtype)
            rows[dst][...] = rows[x]
            return None
        return general(wave)
    return run


def _one(lanes, dst, sources, dtype, general):
    (x,) = sources
    if not isinstance(x, int):
        return general

    def run(wave):
        if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
            rows = wave.rows_by_dtype.get(dtype) or wave.typed_rows(dtype)
            lanes(rows[x], rows[dst])
            return None
        return general(wave)
    return run


def _two(lanes, dst, sources, dtype, general):
    """Two sources: registers, or one of them a constant (both: the general form)."""
    x, y = sources
    if isinstance(x, int) and isinstance(y, int):
        def run(wave):
            if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
                rows = wave.rows_by_dtype.get(dtype) or wave.typed_rows(dtype)
                lanes(rows[x], rows[y], rows[dst])
                return None
            return general(wave)
    elif isinstance(y, int):
        def run(wave):
            if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
                rows = wave.rows_by_dtype.get(dtype) or wave.typed_rows(dtype)
                lanes(x, rows[y], rows[dst])
                return None
            return general(wave)
    elif isinstance(x, int):
        def run(wave):
            if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
                rows = wave.rows_by_dtype.get(dtype) or wave.typed_rows(dtype)
                lanes(rows[x], y, rows[dst])
                return None
            return general(wave)
    else:
        return general
    return run


def _three(lanes, dst, sources, dtype, general):
    x, y, z = sources
    constants = [not isinstance(s, int) for s in sources]
    if constants == [False, True, False]:   # (a shift count, an offset, a mask: common)
        def run(wave):
            if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
                rows = wave.rows_by_dtype.get(dtype) or wave.typed_rows(dtype)
                lanes(rows[x], y, rows[z], rows[dst])
                return None
            return general(wave)
        return run
    if any(constants):
        x, y, z = (_getter(source, dtype) for source in sources)

        def run(wave):   # noqa: E306
            if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
                rows = wave.rows_by_dtype.get(dtype) or wave.typed_rows(dtype)
                lanes(x(rows), y(rows), z(rows), rows[dst])
                return None
            return general(wave)
        return run

    def run(wave):
        if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
            rows = wave.rows_by_dtype.get(dtype) or wave.typed_rows(dtype)
            lanes(rows[x], rows[y], rows[z], rows[dst])
            return None
        return general(wave)
    return run


def _converted(lanes, dst, sources, dtype, out_dtype, general):
    if len(sources) != 1 or not isinstance(sources[0], int):
        return general
    (x,) = sources

    def run(wave):
        if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
            lanes(wave.typed_rows(dtype)[x], wave.typed_rows(out_dtype)[dst])
            return None
        return general(wave)
    return run


def _constant_move(dst, value, dtype, general):
    def run(wave):
        if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
            wave.typed_rows(dtype)[dst][...] = value
            return None
        return general(wave)
    return run
