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

import numpy as np

from isa.assembler import GPR_INDEXED
from isa.special_operands import Src

from emulator.state.wavefront import ALL_LANES, DEFAULT_MODE

COPY = "copy"   # the lane function of a move: the source's bits


class Elementwise:
    """A general binder and the lane function (``lanes(x[, y], out=)``, on sources viewed
    as ``dtype``, the result as ``out_dtype``: ``dtype`` unless a conversion says) from which
    the plain form is made."""

    __slots__ = ("general", "lanes", "dtype", "out_dtype")

    def __init__(self, general, lanes, dtype=np.uint32, out_dtype=None) -> None:
        self.general, self.lanes, self.dtype = general, lanes, np.dtype(dtype)
        self.out_dtype = np.dtype(out_dtype) if out_dtype is not None else self.dtype

    def __call__(self, inst):
        return self.general(inst)


def plain_operands(inst):
    """(destination row, sources: a VGPR row or a (64,) constant each) when ``inst`` can run
    in plain form, else None."""
    if inst.mods or inst.suffix in ("sdwa", "dpp") or inst.anchor == GPR_INDEXED:
        return None
    kinds = inst.spec.operands
    if not kinds or kinds[0] != "vdst" or len(inst.operands) != len(kinds):
        return None
    dst = inst.operands[0]
    if dst.file != "v" or dst.count != 1:
        return None
    sources = []
    for op, kind in zip(inst.operands[1:], kinds[1:]):
        width = kind.partition(":")[2]
        if not isinstance(op, Src) or op.neg or op.abs or op.sext or width not in (
                "b32", "f32", "i32", "u32"):
            return None
        if op.is_reg:
            if op.reg.file != "v" or op.reg.count != 1:
                return None
            sources.append(op.reg.first)
        else:
            sources.append(np.full(64, op.bits(width), dtype=np.uint32))
    if inst.spec.reads_dst:   # (an accumulating form, v_fmac: the destination is a source)
        sources.append(dst.first)
    return dst.first, sources


def plain(binder: Elementwise, inst, general):
    """``run(wave)``: ``binder``'s lane function on the wave's rows when plain (see the
    module docstring), else ``general(wave)``; ``general`` itself when ``inst`` never is."""
    found = plain_operands(inst)
    if found is None:
        return general
    dst, sources = found
    dtype, lanes = binder.dtype, binder.lanes
    sources = [s if isinstance(s, int) else s.view(dtype) for s in sources]
    if binder.out_dtype != dtype:   # (a conversion: one register source)
        return _converted(lanes, dst, sources, dtype, binder.out_dtype, general)
    if lanes == COPY:
        (x,) = sources
        if isinstance(x, int):
            def run(wave):
                if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
                    rows = wave.typed_rows(dtype)
                    rows[dst][...] = rows[x]
                    return None
                return general(wave)
            return run
        return _constant_move(dst, x, dtype, general)
    if len(sources) == 1:
        (x,) = sources
        if not isinstance(x, int):
            return general
        def run(wave):   # noqa: E306
            if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
                rows = wave.typed_rows(dtype)
                lanes(rows[x], out=rows[dst])
                return None
            return general(wave)
        return run
    if len(sources) == 3:
        return _three(lanes, dst, sources, dtype, general)
    if len(sources) != 2:
        return general
    x, y = sources
    if isinstance(x, int) and isinstance(y, int):
        def run(wave):   # noqa: E306
            if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
                rows = wave.typed_rows(dtype)
                lanes(rows[x], rows[y], out=rows[dst])
                return None
            return general(wave)
    elif isinstance(y, int):
        def run(wave):   # noqa: E306
            if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
                rows = wave.typed_rows(dtype)
                lanes(x, rows[y], out=rows[dst])
                return None
            return general(wave)
    elif isinstance(x, int):
        def run(wave):   # noqa: E306
            if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
                rows = wave.typed_rows(dtype)
                lanes(rows[x], y, out=rows[dst])
                return None
            return general(wave)
    else:
        return general
    return run


def _three(lanes, dst, sources, dtype, general):
    if not all(isinstance(s, int) for s in sources):
        return general
    x, y, z = sources

    def run(wave):
        if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
            rows = wave.typed_rows(dtype)
            lanes(rows[x], rows[y], rows[z], out=rows[dst])
            return None
        return general(wave)
    return run


def _converted(lanes, dst, sources, dtype, out_dtype, general):
    if len(sources) != 1 or not isinstance(sources[0], int):
        return general
    (x,) = sources

    def run(wave):
        if wave._exec == ALL_LANES and wave.mode == DEFAULT_MODE:
            lanes(wave.typed_rows(dtype)[x], out=wave.typed_rows(out_dtype)[dst])
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
