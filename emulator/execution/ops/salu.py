"""Scalar ALU semantics (CDNA3 ISA) on Python ints; SCC as the ISA defines it per opcode.

Most instructions are their record's expression (``OpSpec.scalar`` and ``scalar_scc``,
isa/gfx942/definitions.py), whose tree (isa/definition_trees.py) one binder (``defined``)
makes a function over the vocabulary of scalar_words.py (expression_forms.py); the compiled
blocks' template is rendered from the same trees (blocks/scalar_templates.py), and so is
the batch form (``batch_form``: many waves at once); EXEC's save and restore among them.
The rest — bit counts and scans, bit fields, bit sets, hardware registers, relative
addressing — are written here.
"""

from __future__ import annotations

import functools

import numpy as np

from isa import IsaError
from isa.definition_trees import Read, Source, parse
from isa.registers import RegRange
from isa.special_operands import Src

from . import binder_for, scalar_words, semantics, semantics_of
from .access import DIRECT, MASK32, MASK64, PAIR_TYPES, scalar_reader, scalar_writer
from .expression_forms import evaluator, function_of


_VOCABULARY = {name: getattr(scalar_words, name) for name in scalar_words.NAMES}
_SCC, _EXEC = Read("scc"), Read("exec")


def _sources(count: int) -> tuple:
    return tuple(Source(n) for n in range(count))


@functools.lru_cache(maxsize=256)
def scalar_function(value: str, scc: str, count: int):
    """A record's expressions as one function of its ``count`` sources and SCC: its result,
    its new SCC, or (both given) the pair; "nz" is the result's being nonzero."""
    arguments = _sources(count) + (_SCC,)
    if not (value and scc):
        return function_of(parse(value or scc), _VOCABULARY, arguments)
    result = evaluator(parse(value), _VOCABULARY, arguments)
    if scc == "nz":
        return lambda *values: (d := result(values), d != 0)
    test = evaluator(parse(scc), _VOCABULARY, arguments)
    return lambda *values: (result(values), test(values))


@functools.lru_cache(maxsize=16)
def lane_function(expression: str, count: int):
    """A lane-access record's lane (``OpSpec.lane``) as a function of its ``count`` sources
    and EXEC."""
    return function_of(parse(expression), _VOCABULARY, _sources(count) + (_EXEC,))


@functools.lru_cache(maxsize=64)
def exec_function(value: str, new_exec: str, count: int):
    """The expressions of an instruction that writes EXEC, as a function of its sources and
    the EXEC it reads: (its result, the new EXEC)."""
    arguments = _sources(count) + (_EXEC,)
    result = evaluator(parse(value), _VOCABULARY, arguments)
    new = evaluator(parse(new_exec), _VOCABULARY, arguments)
    return lambda *values: (result(values), new(values))


def scalar_sources(inst):
    """(operand, kind) of what a record's expressions read, in order: every operand but a
    destination, then the destination when the instruction reads it."""
    kinds = inst.spec.operands
    sources = [(op, kind.partition(":")[2] or "b32")
               for op, kind in zip(inst.operands, kinds) if not kind.startswith("sdst")]
    if inst.spec.reads_dst:
        sources.append((Src(reg=inst.operands[0]), "b64" if kinds[0] == "sdst64" else "b32"))
    return sources


def defined(inst):
    """The binder of the instructions defined by their record's expressions."""
    spec = inst.spec
    readers = [scalar_reader(op, kind) for op, kind in scalar_sources(inst)]
    if spec.scalar_exec:
        return _writes_exec(inst, readers)
    fn = scalar_function(spec.scalar, spec.scalar_scc, len(readers))
    write = scalar_writer(inst.operands[0]) if spec.scalar else None
    if len(readers) == 2:   # (the common shape, without a tuple of readers)
        a, b = readers
        if write is None:
            return lambda wave: setattr(wave, "scc", int(fn(a(wave), b(wave), wave.scc)))
        if not spec.scalar_scc:
            return lambda wave: write(wave, fn(a(wave), b(wave), wave.scc))

        def run(wave):
            value, scc = fn(a(wave), b(wave), wave.scc)
            write(wave, value)
            wave.scc = int(scc)
        return run

    def run_any(wave):
        out = fn(*(read(wave) for read in readers), wave.scc)
        if write is None:
            wave.scc = int(out)
        elif not spec.scalar_scc:
            write(wave, out)
        else:
            write(wave, out[0])
            wave.scc = int(out[1])
    return run_any


def _writes_exec(inst, readers):
    """D, then EXEC, then SCC (``exec``: the new EXEC's being nonzero), from the sources and
    the EXEC read before any of them is written."""
    spec = inst.spec
    fn = exec_function(spec.scalar, spec.scalar_exec, len(readers))
    write = scalar_writer(inst.operands[0])
    of_exec = spec.scalar_scc == "exec"

    def run(wave):
        value, new = fn(*(read(wave) for read in readers), wave.exec)
        write(wave, value)
        wave.exec = new
        wave.scc = int((new if of_exec else value) != 0)
    return run


semantics_of(lambda op: bool(op.scalar or op.scalar_scc))(defined)


# -- the batch form: many waves' values at once -------------------------------------------
def batch_form(inst):
    """``run(batch, rows)`` for an instruction ``defined`` runs, over the waves ``rows``
    of a batch (emulator/execution/wave_batch.py) at once: the same trees evaluated on
    numpy arrays of Python ints (object arrays: each element's arithmetic is the one
    interpreter's, so the two forms agree by construction; a choice picks with
    ``np.where``), each wave's sources read from the batch's arrays. None when a source or
    the destination is not held in them (a TTMP, an EXEC half: wave by wave as before)."""
    if binder_for(inst.spec) is not defined:
        return None
    spec = inst.spec
    readers = [_batch_reader(op, kind) for op, kind in scalar_sources(inst)]
    write = _batch_writer(inst.operands[0]) if spec.scalar else None
    if None in readers or (spec.scalar and write is None):
        return None
    arguments = _sources(len(readers)) + (_SCC, _EXEC)
    result = (evaluator(parse(spec.scalar), _VOCABULARY, arguments, arrays=True)
              if spec.scalar else None)
    new_exec = (evaluator(parse(spec.scalar_exec), _VOCABULARY, arguments, arrays=True)
                if spec.scalar_exec else None)
    test = (evaluator(parse(spec.scalar_scc), _VOCABULARY, arguments, arrays=True)
            if spec.scalar_scc not in ("", "nz", "exec") else None)

    def run(batch, rows):
        values = tuple(read(batch, rows) for read in readers) + (
            batch.scc[rows].astype(object), batch.exec[rows].astype(object))
        # (every expression from the values read before anything is written)
        value = _each(result(values), rows) if result is not None else None
        new = _each(new_exec(values), rows) if new_exec is not None else None
        scc = (_each(test(values), rows) if test is not None else
               value != 0 if spec.scalar_scc == "nz" else
               new != 0 if spec.scalar_scc == "exec" else None)
        if value is not None:
            write(batch, rows, value)
        if new is not None:
            batch.exec[rows] = (new & MASK64).astype(np.uint64)
            batch.exec_version += 1
        if scc is not None:
            batch.scc[rows] = scc.astype(np.uint8)
    return run


def _each(values, rows) -> np.ndarray:
    """An expression's values as one per wave (a constant expression gives one value)."""
    if isinstance(values, np.ndarray):
        return values
    return np.full(len(rows), values, dtype=object)


def _batch_reader(src, kind: str):
    """``read(batch, rows)``: a scalar source's value in each wave, an object array of
    Python ints as ``scalar_reader`` reads them (None: not held in the batch's arrays)."""
    pair = kind in PAIR_TYPES
    if not src.is_reg:
        value = src.bits(kind)
        return lambda batch, rows: np.full(len(rows), value, dtype=object)
    reg = src.reg
    if reg.file == "s":
        first = reg.first
        if pair:
            return lambda batch, rows: (batch.s[rows, first].astype(np.uint64) | (
                batch.s[rows, first + 1].astype(np.uint64) << np.uint64(32))).astype(object)
        return lambda batch, rows: batch.s[rows, first].astype(object)
    if reg.file in DIRECT:
        name = reg.file
        return lambda batch, rows: getattr(batch, name)[rows].astype(object)
    return None


def _batch_writer(reg):
    """``write(batch, rows, values)`` into an SGPR (pair), EXEC or VCC (as ``scalar_writer``
    writes each wave's); None for any other destination."""
    if not isinstance(reg, RegRange):
        return None
    if reg.file == "s":
        first = reg.first
        if reg.count == 2:
            def write(batch, rows, values):
                words = (values & MASK64).astype(np.uint64)
                batch.s[rows, first] = (words & np.uint64(MASK32)).astype(np.uint32)
                batch.s[rows, first + 1] = (words >> np.uint64(32)).astype(np.uint32)
            return write
        return lambda batch, rows, values: batch.s.__setitem__(
            (rows, first), (values & MASK32).astype(np.uint32))
    if reg.file in ("exec", "vcc"):
        name = reg.file

        def write_mask(batch, rows, values):
            getattr(batch, name)[rows] = (values & MASK64).astype(np.uint64)
            if name == "exec":
                batch.exec_version += 1
        return write_mask
    return None


def _nz(fn, mask=MASK32):
    """``fn(a, b)`` as an op whose SCC is "the result is not zero"."""
    return lambda a, b, _: (r := fn(a, b) & mask, r != 0)


def _sop2(fn, kind="b32", second="b32"):
    """Binder for ``sdst = fn(s0, s1, scc) -> (value, new scc or None)``."""
    def binder(inst):
        a = scalar_reader(inst.operands[1], kind)
        b = scalar_reader(inst.operands[2], second)
        write = scalar_writer(inst.operands[0])

        def run(wave):
            value, scc = fn(a(wave), b(wave), wave.scc)
            write(wave, value)
            if scc is not None:
                wave.scc = int(scc)
        return run
    return binder


def _bfe(a: int, b: int, signed: bool) -> int:
    """S0's field at offset S1[4:0], width S1[22:16] (a width of 32 or more keeps all the
    bits above the offset); the signed form sign-extends from the field's top bit."""
    offset, width = b & 31, (b >> 16) & 0x7F
    field = ((scalar_words.sx32(a) if signed else a) >> offset) & ((1 << width) - 1)
    if signed and 0 < width < 32 and field >> (width - 1) & 1:
        field -= 1 << width
    return field & MASK32


def _bfe64(a: int, b: int, signed: bool) -> int:
    """As _bfe, on 64 bits: offset S1[5:0], width S1[22:16]."""
    offset, width = b & 63, (b >> 16) & 0x7F
    field = ((scalar_words.sx64(a) if signed else a) >> offset) & ((1 << width) - 1)
    if signed and 0 < width < 64 and field >> (width - 1) & 1:
        field -= 1 << width
    return field & MASK64


semantics("s_bfe_u64")(_sop2(_nz(lambda a, b: _bfe64(a, b, False), MASK64), "b64"))
semantics("s_bfe_i64")(_sop2(_nz(lambda a, b: _bfe64(a, b, True), MASK64), "b64"))
semantics("s_bfe_u32")(_sop2(_nz(lambda a, b: _bfe(a, b, False))))
semantics("s_bfe_i32")(_sop2(_nz(lambda a, b: _bfe(a, b, True))))


def _sop1(fn, kind="b32"):
    """Binder for ``sdst = fn(s0) -> (value, new scc or None)``."""
    def binder(inst):
        a = scalar_reader(inst.operands[1], kind)
        write = scalar_writer(inst.operands[0])

        def run(wave):
            value, scc = fn(a(wave))
            write(wave, value)
            if scc is not None:
                wave.scc = int(scc)
        return run
    return binder


def _first(x: int, bits: int, one: bool) -> int:
    """Index of the lowest 1 (or 0) bit of a ``bits``-wide value; −1 (all ones) if none."""
    if not one:
        x = ~x & ((1 << bits) - 1)
    return (x & -x).bit_length() - 1 & MASK32 if x else MASK32


def _leading_zeros(x: int, bits: int) -> int:
    """Zeros above the highest 1 bit; −1 (all ones) for a zero value."""
    return bits - x.bit_length() if x else MASK32


def _leading_sign_bits(x: int, bits: int) -> int:
    """How many bits below the sign bit equal it before the first that differs (1..bits−1);
    −1 when all bits are the same."""
    if x >> (bits - 1):
        x = ~x & ((1 << bits) - 1)
    return bits - x.bit_length() if x else MASK32


def _reverse(x: int, bits: int) -> int:
    return int(format(x, f"0{bits}b")[::-1], 2)


semantics("s_bcnt0_i32_b32")(_sop1(lambda a: (r := 32 - a.bit_count(), r != 0)))
semantics("s_bcnt1_i32_b32")(_sop1(lambda a: (r := a.bit_count(), r != 0)))
semantics("s_bcnt0_i32_b64")(_sop1(lambda a: (r := 64 - a.bit_count(), r != 0), "b64"))
semantics("s_bcnt1_i32_b64")(_sop1(lambda a: (r := a.bit_count(), r != 0), "b64"))
semantics("s_brev_b32")(_sop1(lambda a: (_reverse(a, 32), None)))
semantics("s_brev_b64")(_sop1(lambda a: (_reverse(a, 64), None), "b64"))
semantics("s_ff0_i32_b32")(_sop1(lambda a: (_first(a, 32, False), None)))
semantics("s_ff1_i32_b32")(_sop1(lambda a: (_first(a, 32, True), None)))
semantics("s_ff0_i32_b64")(_sop1(lambda a: (_first(a, 64, False), None), "b64"))
semantics("s_ff1_i32_b64")(_sop1(lambda a: (_first(a, 64, True), None), "b64"))
semantics("s_flbit_i32_b32")(_sop1(lambda a: (_leading_zeros(a, 32), None)))
semantics("s_flbit_i32_b64")(_sop1(lambda a: (_leading_zeros(a, 64), None), "b64"))
semantics("s_flbit_i32")(_sop1(lambda a: (_leading_sign_bits(a, 32), None)))
semantics("s_flbit_i32_i64")(_sop1(lambda a: (_leading_sign_bits(a, 64), None), "b64"))
semantics("s_bitreplicate_b64_b32")(_sop1(lambda a: (sum(3 << (2 * i) for i in range(32)
                                                         if a >> i & 1), None)))


def _bitset(value: int, bits: int):
    """D[S0[log2(bits)−1:0]] = value; the other bits of D stay."""
    def binder(inst):
        dst = inst.operands[0]
        index = scalar_reader(inst.operands[1])
        read = scalar_reader(Src(reg=dst), "b64" if bits == 64 else "b32")
        write = scalar_writer(dst)

        def run(wave):
            bit = 1 << (index(wave) & (bits - 1))
            old = read(wave)
            write(wave, old | bit if value else old & ~bit)
        return run
    return binder


semantics("s_bitset0_b32")(_bitset(0, 32))
semantics("s_bitset1_b32")(_bitset(1, 32))
semantics("s_bitset0_b64")(_bitset(0, 64))
semantics("s_bitset1_b64")(_bitset(1, 64))


# -- quad masks --------------------------------------------------------------------------
def _quads(x: int, bits: int, whole: bool) -> int:
    """Per group of 4 bits, whether any is set: one bit per group (quadmask) or all four
    (wqm)."""
    out = 0
    for group in range(bits // 4):
        if (x >> (4 * group)) & 0xF:
            out |= (0xF << (4 * group)) if whole else (1 << group)
    return out


semantics("s_quadmask_b32")(_sop1(lambda a: (r := _quads(a, 32, False), r != 0)))
semantics("s_quadmask_b64")(_sop1(lambda a: (r := _quads(a, 64, False), r != 0), "b64"))
semantics("s_wqm_b32")(_sop1(lambda a: (r := _quads(a, 32, True), r != 0)))
semantics("s_wqm_b64")(_sop1(lambda a: (r := _quads(a, 64, True), r != 0), "b64"))


# -- hardware registers: MODE is kept (and GPR_IDX_EN is VGPR indexing); others read 0 -----
_MODE, _GPR_IDX_EN = 1, 1 << 27


def _hwreg_value(wave, reg: int) -> int:
    if reg == _MODE:
        return (wave.mode & ~_GPR_IDX_EN) | (_GPR_IDX_EN if wave.gpr_idx else 0)
    return 0


@semantics("s_getreg_b32")
def _getreg(inst):
    write, field = scalar_writer(inst.operands[0]), inst.operands[1]
    mask = (1 << field.size) - 1
    return lambda wave: write(wave, (_hwreg_value(wave, field.id) >> field.offset) & mask)


@semantics("s_setreg_b32", "s_setreg_imm32_b32")
def _setreg(inst):
    """Sets the field of MODE (writes to the other registers have no effect here)."""
    field = inst.operands[0]
    read = scalar_reader(inst.operands[1])
    mask = ((1 << field.size) - 1) << field.offset

    def run(wave):
        if field.id != _MODE:
            return
        mode = (_hwreg_value(wave, _MODE) & ~mask) | ((read(wave) << field.offset) & mask)
        wave.mode, wave.gpr_idx = mode & MASK32, bool(mode & _GPR_IDX_EN)
    return run


@semantics("s_memtime", "s_memrealtime")
def _memtime(inst):
    write = scalar_writer(inst.operands[0])

    def run(wave):
        wave.clock += 64
        write(wave, wave.clock)
    return run


@semantics("s_movrels_b32", "s_movrels_b64", "s_movreld_b32", "s_movreld_b64")
def _movrel(inst):
    """Relative SGPR addressing (CDNA3 ISA 12.3): movrels reads s[src + M0], movreld writes
    s[sdst + M0]; the register named must be an SGPR, and the one reached must lie within
    the SGPR file (else an error, nothing written)."""
    dst, src = inst.operands
    count = dst.count
    relative = inst.spec.relative == "dst"
    base = dst if relative else (src.reg if isinstance(src, Src) else src)
    read = scalar_reader(src if isinstance(src, Src) else Src(reg=src),
                         "b64" if count == 2 else "b32")
    write = None if relative else scalar_writer(dst)

    def run(wave):
        if base.file != "s":   # (the encoding's register numbering past the SGPRs)
            raise IsaError(f"{inst.mnemonic}: M0-relative addressing from {base} (not an "
                           "SGPR) is not modelled")
        index = base.first + wave.m0
        if index + count > len(wave.s):
            raise IsaError(f"{inst.mnemonic}: s[{base.first} + M0 = {wave.m0}] is past the "
                           f"{len(wave.s)} SGPRs")
        if relative:
            value = read(wave)
            for part in range(count):
                wave.s[index + part] = (value >> (32 * part)) & MASK32
        else:
            value = 0
            for part in range(count):
                value |= int(wave.s[index + part]) << (32 * part)
            write(wave, value)
    return run
