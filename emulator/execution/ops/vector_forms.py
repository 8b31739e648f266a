"""How a VALU instruction's semantics is bound: source readers typed by the record, the
SDWA wrapping of sources and destination, and the unary / binary / ternary binder builders
(``fn`` on the sources' lanes, MODE first when ``moded``), written under EXEC; a numpy ufunc
given to ``binary`` also runs in plain form (ops/plain.py)."""

from __future__ import annotations

import dataclasses
import functools

import numpy as np

from isa.program import Instruction
from isa.special_operands import Src

from .access import mask_lanes, mask_reader, vector_reader, vector_writer
from .plain import Elementwise


def source_readers(inst: Instruction, first: int = 1, packed: bool = False):
    """Readers for the source operands from position ``first``, typed by the spec (an
    accVGPR source, ``asrc``, as a b32 register); ``packed``: 16-bit sources hold two
    halves (access.vector_reader)."""
    kinds = inst.spec.operands[first:]
    return [vector_reader(op if isinstance(op, Src) else Src(reg=op),
                          kind.partition(":")[2] or "b32", packed)
            for op, kind in zip(inst.operands[first:], kinds)
            if isinstance(op, Src) or kind == "asrc"]


def lane_readers(inst: Instruction):
    """Readers for what an element-wise form's lane function takes, in operand order: the
    sources, a lane mask operand (``mask``: v_cndmask_b32's) as its lanes' bits, and for an
    accumulating instruction (``reads_dst``: v_fmac_f32) its destination last, read as the
    first source's type."""
    readers = []
    for op, kind in zip(inst.operands[1:], inst.spec.operands[1:]):
        if kind == "mask":
            mask = mask_reader(op if isinstance(op, Src) else Src(reg=op))
            readers.append(lambda wave, mask=mask: mask_lanes(mask(wave)))
        elif isinstance(op, Src) or kind == "asrc":
            readers.append(vector_reader(op if isinstance(op, Src) else Src(reg=op),
                                         kind.partition(":")[2] or "b32"))
    if inst.spec.reads_dst:
        kind = inst.spec.operands[1].partition(":")[2] or "b32"
        readers.append(vector_reader(Src(reg=inst.operands[0]), kind))
    return readers


def as_f32(bits):
    return bits.view(np.float32)


_SELECT = {"BYTE_0": (0, 8), "BYTE_1": (8, 8), "BYTE_2": (16, 8), "BYTE_3": (24, 8),
           "WORD_0": (0, 16), "WORD_1": (16, 16), "DWORD": (0, 32)}


_SIGN_BIT = {"f16": np.uint32(0x8000), "bf16": np.uint32(0x8000),
             "f32": np.uint32(0x80000000)}


@dataclasses.dataclass(frozen=True)
class SdwaField:
    """One source as an SDWA form reads it — the one reading of its modifiers the
    interpreter (``sdwa_wrapped``) and compiled blocks (blocks/templates.py) share: the
    operand and its type; the bits ``srcN_sel`` selects (``shift``, ``width``); the sign bit
    neg/abs act on after the selection (``sign``; None: they act on the word as read, as a
    plain source's do); the top bit ``sext()`` extends the field from (``top``; None: it is
    zero-extended)."""

    op: Src
    kind: str
    shift: int
    width: int
    sign: int | None
    top: int | None


def sdwa_fields(inst: Instruction) -> list[SdwaField]:
    """The SDWA fields of ``inst``'s source operands, in order (``sdwa_wrapped``'s rule)."""
    fields = []
    sources = [(op, kind.partition(":")[2] or "b32") for op, kind in
               zip(inst.operands[1:], inst.spec.operands[1:]) if isinstance(op, Src)]
    for position, (op, kind) in enumerate(sources):
        shift, width = _SELECT[inst.mods.get(f"src{position}_sel", "DWORD")]
        sign = _SIGN_BIT.get(kind) if (op.neg or op.abs) else None
        top = 1 << (width - 1) if op.sext and width < 32 else None
        fields.append(SdwaField(op, kind, shift, width, None if sign is None else int(sign),
                                top))
    return fields


def sdwa_dst_whole(inst: Instruction) -> bool:
    """Whether an SDWA form writes its whole destination (``dst_sel:DWORD``, the default)."""
    return _SELECT[inst.mods.get("dst_sel", "DWORD")][1] == 32


def sdwa_wrapped(inst, readers, write):
    """SDWA (on the readers of the source operands; any readers after them, a mask's or an
    accumulated destination's, are kept as they are): sources are bit fields
    (``srcN_sel``, zero-extended, or sign-extended under ``sext()`` on integer
    instructions); on float instructions neg/abs then act on the field as a value of the
    source's type (f16: bit 15, f32: bit 31). The result goes to the ``dst_sel`` field of
    vdst, the rest of it zeroed (UNUSED_PAD), sign-filled (UNUSED_SEXT) or kept
    (UNUSED_PRESERVE, llvm-mc's default)."""
    mods = inst.mods
    if "op_sel" in mods and inst.spec.op_sel16:   # (VOP3: no SDWA then)
        return half_selected(inst, readers, write)
    if not any(k in mods for k in ("dst_sel", "src0_sel", "src1_sel")) or \
            inst.spec.modifiers == {"src0_sel"}:   # (a byte select, read by the op itself;
        return readers, write                      # sext of a whole dword: the dword)
    wrapped = []
    for read, field in zip(readers, sdwa_fields(inst)):
        op, sign = field.op, field.sign
        if sign is not None:   # (the field first, then its sign)
            read = vector_reader(dataclasses.replace(op, neg=False, abs=False), field.kind)
            sign = np.uint32(sign)
        top = None if field.top is None else np.uint32(field.top)
        wrapped.append(lambda wave, read=read, shift=np.uint32(field.shift),
                       mask=np.uint32((1 << field.width) - 1), sign=sign, op=op,
                       top=top: _extended(_signed_field((read(wave) >> shift) & mask,
                                                        sign, op), top))
    wrapped += readers[len(wrapped):]
    shift, width = _SELECT[mods.get("dst_sel", "DWORD")]
    if width == 32:
        return wrapped, write
    unused = mods.get("dst_unused", "UNUSED_PRESERVE")
    dst = inst.operands[0]
    field = np.uint32(((1 << width) - 1) << shift)

    def placed(wave, values):
        value = (np.asarray(values, dtype=np.uint32) << np.uint32(shift)) & field
        if unused == "UNUSED_PRESERVE":
            value |= getattr(wave, dst.file)[dst.first] & ~field
        elif unused == "UNUSED_SEXT":
            top = (value >> np.uint32(shift + width - 1)) & np.uint32(1)
            above = np.uint32((0xFFFFFFFF << (shift + width)) & 0xFFFFFFFF)
            value |= np.where(top == 1, above, np.uint32(0)).astype(np.uint32)
        write(wave, value)
    return wrapped, placed


def half_selected(inst, readers, write):
    """VOP3 op_sel on 16-bit data (``OpSpec.op_sel16``; CDNA3 ISA, VOP3A fields: "OPSEL
    [14:11]: operand select for 16-bit data, 0 = low half, 1 = high half; [11] src0, [12]
    src1, [13] src2, [14] dest"): a 16-bit source whose bit is set is read from its high
    half, neg/abs then acting on that half's sign; a constant's high half is that of its
    32-bit value (Src.packed_bits: an f16 constant's is 0, -1's is 0xffff — no hardware
    reference confirms this). Where the record says "dst", a set destination bit writes the
    16-bit result to vdst's high half and keeps the low half (AMD's machine-readable ISA,
    ENC_VOP3 OP_SEL; the manual's v_interp_p2_f16); a 32-bit result ignores the bit."""
    select = inst.mods["op_sel"]
    sources = [(op, kind.partition(":")[2] or "b32") for op, kind in
               zip(inst.operands[1:], inst.spec.operands[1:]) if isinstance(op, Src)]
    wrapped = []
    for position, (read, (op, kind)) in enumerate(zip(readers, sources)):
        if select[position] and kind in ("f16", "b16"):
            sign = _SIGN_BIT["f16"] if (op.neg or op.abs) else None
            if op.is_reg:
                base = vector_reader(dataclasses.replace(op, neg=False, abs=False), kind)
            else:
                bits = np.full(64, op.packed_bits(kind), dtype=np.uint32)
                base = lambda wave, bits=bits: bits  # noqa: E731
            read = (lambda wave, base=base, sign=sign, op=op: _signed_field(
                (base(wave) >> np.uint32(16)) & np.uint32(0xFFFF), sign, op))
        wrapped.append(read)
    wrapped += readers[len(wrapped):]
    if not (select[-1] and "dst" in inst.spec.op_sel16.split()):
        return wrapped, write
    dst = inst.operands[0]

    def placed(wave, values):
        low = getattr(wave, dst.file)[dst.first] & np.uint32(0xFFFF)
        write(wave, (np.asarray(values, dtype=np.uint32) << np.uint32(16)) | low)
    return wrapped, placed


def _extended(bits, top):
    """A field sign-extended from its top bit ``top`` (``sext()``; None: zero-extended)."""
    if top is None:
        return bits
    return ((bits ^ top) - top).astype(np.uint32)


def _signed_field(bits, sign, op):
    """A selected field with the operand's abs and neg applied at ``sign`` (None: as read)."""
    if sign is None:
        return bits
    if op.abs:
        bits = bits & ~sign
    return bits ^ sign if op.neg else bits


def unary(fn, moded: bool = False, targeted: bool = False):
    """``fn(x, inst)`` (``moded``: ``fn(mode, x, inst)``, MODE's value first; ``targeted``:
    ``fn(target, x, inst)``, the wave's target first) on src0."""
    def binder(inst):
        readers, write = sdwa_wrapped(inst, lane_readers(inst), vector_writer(
            inst.operands[0], inst.spec.operands[0] == "vdst64"))
        (a,) = readers
        if moded:
            return lambda wave: write(wave, fn(wave.mode, a(wave), inst))
        if targeted:
            return lambda wave: write(wave, fn(wave.target, a(wave), inst))
        return lambda wave: write(wave, fn(a(wave), inst))
    return binder


@functools.lru_cache(maxsize=64)
def element_dtype(target, name: str) -> np.dtype:
    """The numpy dtype of the element format ``name`` on ``target`` (fp8: FNUZ on gfx942,
    whatever a derived target maps it to)."""
    return target.format(name).typed_dtype


def binary(fn, moded: bool = False, lanes: bool = False, fold=None):
    """``fn(a, b)`` (``moded``: ``fn(mode, a, b)``) on the two sources. Unless moded it also
    runs in plain form (ops/plain.py): a numpy ufunc, or with ``lanes`` a function
    ``fn(a, b, out=None)`` that writes into ``out`` when given one, runs as it is; any other
    ``fn`` — an expression of uint32 lanes — has its result assigned to the row. ``fold``:
    the plain form's per-instruction form (``Elementwise``)."""
    def binder(inst):
        (a, b), write = sdwa_wrapped(inst, lane_readers(inst), vector_writer(
            inst.operands[0], inst.spec.operands[0] == "vdst64"))
        if moded:
            return lambda wave: write(wave, fn(wave.mode, a(wave), b(wave)))
        return lambda wave: write(wave, fn(a(wave), b(wave)))
    if moded:
        return binder
    return Elementwise(binder, fn if isinstance(fn, np.ufunc) or lanes else into_row(fn),
                       fold=fold)


def ternary(fn, moded: bool = False, fold=None):
    """``fn(a, b, c)`` (``moded``: ``fn(mode, a, b, c)``) on the three sources; unless moded
    also in plain form (its result assigned to the row: ops/plain.py; ``fold``: its
    per-instruction form, ``Elementwise``)."""
    def binder(inst):
        (a, b, c), write = sdwa_wrapped(inst, lane_readers(inst), vector_writer(
            inst.operands[0], inst.spec.operands[0] == "vdst64"))
        if moded:
            return lambda wave: write(wave, fn(wave.mode, a(wave), b(wave), c(wave)))
        return lambda wave: write(wave, fn(a(wave), b(wave), c(wave)))
    return binder if moded else Elementwise(binder, into_row(fn), fold=fold)


def into_row(fn):
    """The plain form's lane function of an expression of lanes: ``fn``'s result assigned
    to the destination row (computed whole first, so a source that is the row is read
    before it is written; assignment casts as the general form's writer does)."""
    def lanes(*arguments):   # (the sources, then the row: plain.py passes it by position)
        arguments[-1][...] = fn(*arguments[:-1])
    return lanes


def f16_nan_of(x):
    """The f16 NaN a conversion makes of the f32 NaN bits ``x``: quiet, with the sign and
    the payload's top ten bits (numpy would keep a signalling NaN signalling)."""
    return ((x >> np.uint32(16)) & np.uint32(0x8000)) | np.uint32(0x7E00) \
        | ((x >> np.uint32(13)) & np.uint32(0x3FF))


