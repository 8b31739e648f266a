"""Operands as text (llvm-mc's syntax), read by the kind the record gives each
(``isa.records``): registers of the right file and size, inline constants and literals
(encoded as the operand's type says), memory operands, symbols, with file:line:col errors."""

from __future__ import annotations

import dataclasses
import re
import struct

from .errors import IsaError
from .mfma_syntax import OperandSyntaxError
from .operand_text import DoubleNegation, ForcedLiteral, SymbolRef
from .program import Label
from .records import OpSpec, REGISTER_COUNTS, VECTOR_TUPLES
from .registers import (CONSTANT_SOURCES, READ_ONLY, RegRange, SPECIAL, parse_register,
                        scalar_dwords)
from .field_operands import FIELDS
from .special_operands import NUMBER, REGISTER_LIKE, Src


class _Off:
    """The ``off`` of a global access without an SGPR base."""

    def __str__(self) -> str:
        return "off"

    def __repr__(self) -> str:
        return "OFF"


OFF = _Off()
_MEMORY_KINDS = {"mdst", "msrc", "gaddr", "saddr", "dsaddr", "gwsdata", "sbase", "soff", "sdst",
                 "srsrc", "bvaddr", "faddr", "svaddr", "ssaddr", "sdata", "idata", "iatomic",
                 "iaddr", "ssamp"}


# The scalar operands of memory instructions, each with the special registers of
# SCALAR_STORAGE its LLVM register class leaves out (llvm-mc 19, -mcpu=gfx942): SMEM data
# is SReg_*_XM0_XEXEC, scratch's saddr SReg_32_XEXEC_HI; bases, offsets and global saddr
# take them all. Tuples of 4 or more are SGPRs or TTMPs only (no special register is).
_NO_M0_OR_EXEC = ("m0", "exec", "exec_lo", "exec_hi")
_SCALAR_EXCLUDED = {"sbase": (), "saddr": (), "srsrc": (), "soff": (), "ssaddr": ("exec_hi",),
                    "sdst": _NO_M0_OR_EXEC, "sdata": _NO_M0_OR_EXEC, "ssamp": ()}
# (an image's data — an atomic's, iatomic, one register a channel of its mask — and its
# address: tuples of any size here; encoding_checks holds the data to its dmask, the address
# to 1..4 registers)
_FILES = {"mdst": ("v", "a"), "msrc": ("v", "a"), "gaddr": ("v",), "dsaddr": ("v",),
          "gwsdata": ("v", "a"), "idata": ("v", "a"), "iatomic": ("v", "a"), "iaddr": ("v",),
          "bvaddr": ("v",), "faddr": ("v",), "svaddr": ("v",)}
_WHAT = {"v": "archVGPR", "a": "accVGPR"}


def _memory_operand(spec: OpSpec, base: str, count: str, piece: str, col: int):
    if base in ("saddr", "bvaddr", "svaddr", "ssaddr") and piece.lower() == "off":
        return OFF
    if base == "soff":
        offset = _offset_constant(spec, piece, col)
        if offset is not None:
            return offset
    try:
        reg = parse_register(piece, aligned=not (spec.odd_tuples and base == "mdst"))
    except IsaError as exc:
        raise OperandSyntaxError(f"{spec.mnemonic}: {exc}", col) from None
    want = int(count) if count else REGISTER_COUNTS.get(base)
    if base == "soff" and reg.file == "scc" and piece.lower() != "src_scc" and \
            spec.encoding == "SMEM":   # (llvm-mc reads a bare scc there as a cache policy)
        raise OperandSyntaxError("invalid cache policy for SMEM instruction", col)
    if base == "soff" and reg.file in READ_ONLY and (
            spec.encoding in ("MUBUF", "MTBUF") or reg.file not in CONSTANT_SOURCES):
        return Src(reg=reg)   # (src_scc, src_execz…: llvm-mc takes them; SMEM's 7-bit
        #                        field takes no aperture)
    if base in _SCALAR_EXCLUDED:
        dwords = scalar_dwords(reg)
        if dwords is None or reg.file in _SCALAR_EXCLUDED[base] or (
                want is not None and dwords != want):
            size = f"{want} " if want else ""
            raise OperandSyntaxError(f"{spec.mnemonic}: expected {size}SGPRs (or TTMPs or "
                                     f"a special register of that size), got '{piece}'",
                                     col)
        return Src(reg=reg) if base == "soff" else reg
    files = _FILES[base]
    if reg.file not in files or (want is not None and reg.count != want):
        names = " or ".join(_WHAT[f] + "s" for f in files)
        size = f"{want} " if want else ""
        raise OperandSyntaxError(f"{spec.mnemonic}: expected {size}{names}, got '{piece}'",
                                 col)
    if base == "gwsdata" and reg.first % 2:   # (llvm-mc 19, gfx90a on)
        raise OperandSyntaxError(f"{spec.mnemonic}: invalid register alignment {reg}: a GWS "
                                 "data register must be even", col)
    return reg


def _offset_constant(spec: OpSpec, piece: str, col: int) -> Src | None:
    """A constant ``soffset``/SMEM offset, or None where ``piece`` is a register: a buffer's
    soffset is an inline constant (an integer −16..64 or an inline float, taken as its
    32-bit pattern), an SMEM offset a byte offset (signed 21 bits for s_load, 20 unsigned
    for a buffer's; a 64-bit spelling of a negative one, 0xFFFFFFFFFFF00000, is that)."""
    buffer = spec.encoding in ("MUBUF", "MTBUF")
    if not NUMBER.match(piece):
        if buffer and _is_float(piece):
            src = _constant(spec, "f32", piece, False, False, piece, col)
            if not src.literal:
                return src
            raise OperandSyntaxError(f"{spec.mnemonic}: invalid operand for instruction "
                                     "(soffset takes an SGPR or an inline constant)", col)
        return None
    value = int(piece, 0)
    if buffer:   # soffset: an SGPR or an inline constant
        if not -16 <= value <= 64:
            raise OperandSyntaxError(f"{spec.mnemonic}: soffset must be an SGPR or "
                                     "an inline constant -16..64", col)
        return Src(value=value, text=str(value))
    if value >= 1 << 63:
        value -= 1 << 64
    low = 0 if "srsrc" in spec.operands else -(1 << 20)  # s_load: 21 bits, signed
    if not low <= value < (1 << 20):
        raise OperandSyntaxError(f"{spec.mnemonic}: offset must be {low:#x}..0xfffff", col)
    return Src(value=value, text=hex(value))


def parse_operand(spec: OpSpec, kind: str, piece: str, col: int):
    base, _, vtype = kind.partition(":")
    if isinstance(piece, SymbolRef):
        return _symbol_operand(spec, base, vtype, piece, col)
    if isinstance(piece, ForcedLiteral) and base in ("imm16", "simm16", "uimm16", "k"):
        piece = str(piece)   # (llvm-mc takes lit() around an immediate field or madak's
        #                      K, always a literal: and drops it)
    if isinstance(piece, ForcedLiteral) and base not in ("src", "ssrc", "soff"):
        raise OperandSyntaxError(f"{spec.mnemonic}: invalid operand for instruction "
                                 "(lit() is for sources)", col)
    if base in _MEMORY_KINDS and spec.is_memory:
        return _memory_operand(spec, base, vtype, piece, col)
    field = _FIELDS.get(base)
    if field is not None:
        return field(spec, vtype, piece, col)
    return _source_operand(spec, base, vtype, piece, col)


def _k_field(spec, vtype, piece, col):
    """v_fmamk/fmaak's constant: always a literal dword after the word."""
    if not (NUMBER.match(piece) or _is_float(piece)):
        raise OperandSyntaxError(f"{spec.mnemonic}: expected a 32-bit constant, got "
                                 f"'{piece}'", col)
    bits = _constant(spec, vtype or "b32", piece, False, False, piece, col).bits(vtype)
    return Src(value=bits, text=hex(bits), literal=True)


# (fields of their own syntax: isa/field_operands.py; v_fmamk/fmaak's K, a constant, here)
_FIELDS = {**FIELDS, "k": _k_field}


def _source_operand(spec, base: str, vtype: str, piece: str, col: int):
    """A register (with neg/abs/sext where the instruction takes them) or a constant."""
    neg = absval = sext = False
    text = piece
    if text.startswith("sext(") and text.endswith(")"):   # (SDWA: sign-extend the field)
        if vtype in ("f16", "f32", "f64") or base != "src" or \
                "src0_sel" not in spec.modifiers or spec.format:   # (fp8 in: no sext)
            raise OperandSyntaxError(f"{spec.mnemonic}: invalid operand for instruction "
                                     "(sext() takes an integer source of an SDWA form)", col)
        sext, text = True, text[5:-1]
    if text.startswith("neg(") and text.endswith(")"):   # (a constant's neg modifier)
        neg, text = True, text[4:-1]
    if not neg and text.startswith("-") and not NUMBER.match(text) and not _is_float(text):
        neg, text = True, text[1:]
    if text.startswith("|") and text.endswith("|") and len(text) > 2:
        absval, text = True, text[1:-1]
    if (neg or absval) and not (spec.float_mods and vtype in ("f16", "bf16", "f32", "f64",
                                                              "v2f32")):
        raise OperandSyntaxError(f"{spec.mnemonic} takes no neg/abs source modifiers", col)
    if absval and spec.encoding == "VOP3" and "maskd" in spec.operands:   # (v_div_scale)
        raise OperandSyntaxError("ABS not allowed in VOP3B instructions", 1)
    try:
        reg = parse_register(text)
    except IsaError as exc:
        if REGISTER_LIKE.match(text):
            raise OperandSyntaxError(str(exc), col) from None
        reg = None
    if reg is not None:
        _check_reg(spec, base, vtype, reg, piece, col)
        if base in ("vdst", "vdst64", "adst", "sdst", "sdst64", "mask", "maskd",
                    "asrc") or base in VECTOR_TUPLES:
            if neg or absval:
                raise OperandSyntaxError(f"{spec.mnemonic}: invalid operand for instruction "
                                         f"(no neg/abs on {_describe(base)})", col)
            return reg
        return Src(reg=reg, neg=neg, abs=absval, sext=sext)
    if base in ("vdst", "vdst64", "adst", "sdst", "sdst64", "asrc", "vsrc",
                "sreg") or base in VECTOR_TUPLES:
        raise OperandSyntaxError(f"{spec.mnemonic}: expected {_describe(base)}, "
                                 f"got '{piece}'", col)
    if base in ("mask", "maskd"):
        raise OperandSyntaxError(f"{spec.mnemonic}: expected vcc or an SGPR pair, got "
                                 f"'{piece}'", col)
    if not (NUMBER.match(text) or _is_float(text)):
        raise OperandSyntaxError(f"'{piece}' is not a register, constant or literal", col)
    if neg or absval or sext:   # (a constant under neg/abs/sext keeps them as modifier
        # bits, as llvm-mc encodes -|0.5| or sext(-1): the constant as written, the bits
        # beside it)
        return dataclasses.replace(_constant(spec, vtype or "b32", text, False, False, piece,
                                             col), neg=neg, abs=absval, sext=sext)
    return _constant(spec, vtype or "b32", text, neg, absval, piece, col)


_WIDTH = {"f16": 16, "b16": 16, "b64": 64, "f64": 64}
# the source types of 64-bit register operands (v2f32/v2b32: two dwords of packed math,
# whose constants are one dword: the low element, the high one 0)
PAIR_TYPES = ("b64", "f64", "v2f32", "v2b32")
_INV_2PI = (0x3118, 0x3E22F983, 0x3FC45F306DC9C882)   # 1/(2π) in f16, f32, f64
_FLOAT_FORMATS = {16: ("<e", "<H"), 32: ("<f", "<I"), 64: ("<d", "<Q")}
# The bit patterns of the inline float constants (±0.5, ±1, ±2, ±4, 1/(2π)) per width.
_INLINE_FLOATS = {
    16: {0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400, 0x3118},
    32: {0x3F000000, 0xBF000000, 0x3F800000, 0xBF800000, 0x40000000, 0xC0000000,
         0x40800000, 0xC0800000, 0x3E22F983},
    64: {0x3FE0000000000000, 0xBFE0000000000000, 0x3FF0000000000000, 0xBFF0000000000000,
         0x4000000000000000, 0xC000000000000000, 0x4010000000000000, 0xC010000000000000,
         0x3FC45F306DC9C882},
}


# The bf16 bits of the inline floats (0x3f80 is 1.0 to a bf16 operand: llvm-mc 22) → their
# f16 bits, the encoding's
_BF16_INLINE = {struct.unpack("<I", struct.pack("<f", struct.unpack("<e", struct.pack(
    "<H", f16))[0]))[0] >> 16: f16 for f16 in _INLINE_FLOATS[16] if f16 != 0x3118}
_BF16_INLINE[0x3E22] = 0x3118   # (1/(2π))


def _constant(spec: OpSpec, kind: str, text: str, neg: bool, absval: bool, piece: str,
              col: int) -> Src:
    """A constant source as llvm-mc encodes it into an operand of type ``kind``.

    An integer must fit the operand (signed or unsigned: 16 bits for f16, 32 otherwise — a
    64-bit operand takes a 32-bit literal, no float one); a real is converted to the
    operand's float format (f32 for 32-bit integer operands) and must not overflow it.
    neg/abs are folded into the value. The result is inline when its bits are an integer
    −16..64 or an inline float of that width; otherwise a 32-bit literal."""
    if kind == "bf16":   # (gfx950's packed bf16: a real is parsed as a 16-bit float
        if not NUMBER.match(text):   # operand's — the same inline floats; their bf16
            kind = "f16"             # value, Src.packed_bits —, an integer spelling one's
        elif int(text, 0) in _BF16_INLINE:   # bf16 bits is that float, others integers)
            return _inline_float(16, _BF16_INLINE[int(text, 0)])
        else:
            return _packed_integer(spec, kind, int(text, 0), piece, col)
    width = _WIDTH.get(kind, 32)
    is_float = not NUMBER.match(text)
    if is_float:
        value, bits = _float_bits(spec, text, width, neg, absval, piece, col)
    else:
        value = int(text, 0)
        if width == 64 and value in _INLINE_FLOATS[64]:   # (0x3fc45f306dc9c882 is 1/(2π),
            return _inline_float(64, value)              # 0x3ff0000000000000 1.0: llvm-mc)
        if value >= 1 << 63:   # (llvm-mc reads a 64-bit pattern as the signed integer:
            value -= 1 << 64   # 0xffffffffffffffff is -1)
        if width == 16 and getattr(spec, "packed", False):
            return _packed_integer(spec, kind, value, piece, col)
        bits = _integer_bits(spec, value, width, neg, absval, piece, col)
    return _encoded(spec, kind, width, value, bits, is_float, piece, col)


def _invalid(spec: OpSpec, why: str, piece: str, col: int) -> OperandSyntaxError:
    return OperandSyntaxError(f"{spec.mnemonic}: invalid operand for instruction ({why}): "
                              f"'{piece}'", col)


def _float_bits(spec: OpSpec, text: str, width: int, neg: bool, absval: bool, piece: str,
                col: int) -> tuple[float, int]:
    """(the value, its bits) of a real converted to a ``width``-bit float, neg/abs folded;
    an error when it overflows or underflows that format (as llvm-mc's: inexact and
    tiny)."""
    value = float(text)
    value = abs(value) if absval else value
    value = -value if neg else value
    pack, unpack = _FLOAT_FORMATS[width]
    try:
        bits = struct.unpack(unpack, struct.pack(pack, value))[0]
    except (OverflowError, struct.error):
        raise _invalid(spec, f"beyond the range of a {width}-bit float", piece, col) \
            from None
    if width == 32 and abs(value) > 3.4028234663852886e38 * (1 + 2 ** -25):
        raise _invalid(spec, "beyond the range of a 32-bit float", piece, col)   # (struct
        # rounds it to inf)
    back = struct.unpack(pack, struct.pack(unpack, bits))[0]
    if width < 64 and back != value and abs(back) < 2.0 ** (-14 if width == 16 else -126):
        raise _invalid(spec, f"underflows a {width}-bit float", piece, col)
    return value, bits


def _packed_integer(spec: OpSpec, kind: str, value: int, piece: str, col: int) -> Src:
    """An integer for two 16-bit halves: the dword is an inline constant when it is one's
    32-bit value (Src.packed_bits: an integer sign-extended, an f16 operand's float in the
    low half, an integer operand's as an f32); else a literal (0x3c003c00)."""
    if not -(1 << 31) <= value < (1 << 32):
        raise _invalid(spec, "does not fit in 32 bits", piece, col)
    word = value & 0xFFFFFFFF
    signed = word - (1 << 32) if word >> 31 else word
    if -16 <= signed <= 64:
        return Src(value=signed, text=str(signed))
    element = 16 if kind == "f16" else 32
    if kind != "bf16" and word in _INLINE_FLOATS[element]:
        return _inline_float(element, word)
    return Src(value=word, text=hex(word), literal=True)


def _integer_bits(spec: OpSpec, value: int, width: int, neg: bool, absval: bool,
                  piece: str, col: int) -> int:
    """An integer's bits in a ``width``-bit operand (a 64-bit one takes 32), neg/abs acting
    on its sign bit; an error when it does not fit."""
    limit = 32 if width == 64 else width
    if not -(1 << (limit - 1)) <= value < (1 << limit):
        raise _invalid(spec, f"does not fit in {limit} bits", piece, col)
    mask = (1 << width) - 1
    bits = value & mask
    sign = 1 << (width - 1)
    if absval:
        bits &= ~sign & mask
    if neg:
        bits ^= sign
    return bits


def _encoded(spec: OpSpec, kind: str, width: int, value, bits: int, is_float: bool,
             piece: str, col: int) -> Src:
    """The constant's operand: an inline integer or float when its bits are one, else a
    literal (an f64 operand's: the double's high dword)."""
    signed = bits - (1 << width) if bits & (1 << (width - 1)) else bits
    inline_integer = -16 <= signed <= 64
    if kind == "b16" and not is_float:   # (a 16-bit integer: inline only as written)
        inline_integer = -16 <= value <= 64
    if inline_integer and not is_float:
        return Src(value=signed, text=str(signed))
    if bits in _INLINE_FLOATS[width] and (is_float or kind != "b16"):
        # (an integer spelling an inline float's bits is that float, 0x40800000 is 4.0 —
        # but not a 16-bit integer operand's 0x3800, which stays a literal)
        return _inline_float(width, bits)
    if inline_integer:   # a real whose bits are a small integer (a denormal)
        return Src(value=signed, text=str(signed))
    if kind == "f64":   # a literal is the double's high dword (llvm-mc: low bits dropped,
        high = (bits >> 32) if is_float else value & 0xFFFFFFFF   # and what is left may be
        if high << 32 in _INLINE_FLOATS[64]:                       # an inline constant)
            return _inline_float(64, high << 32)
        if is_float and high == 0:
            return Src(value=0, text="0")
        double = struct.unpack("<d", struct.pack("<Q", high << 32))[0]
        return Src(value=double, text=hex(high), literal=True)
    if width == 64 and is_float:
        raise _invalid(spec, "a 64-bit operand takes a 32-bit integer literal, not a float "
                       "one", piece, col)
    if width == 64:
        return Src(value=signed, text=hex(bits & 0xFFFFFFFF), literal=True)
    if is_float:   # (printed as its bits, as llvm-mc prints a literal)
        return Src(value=value, text=hex(bits), literal=True)
    return Src(value=bits, text=hex(bits), literal=True)


def fold_modifiers(spec: OpSpec, src: Src, kind: str) -> Src:
    """A constant source with neg/abs as the constant they make (``-|1.0|`` is -1.0, an f16
    ``neg(-1)`` is 0x7fff): its bits in the operand's type, the sign bit cleared and
    flipped; other sources as they are."""
    if src.is_reg or not (src.neg or src.abs):
        return src
    vtype = kind.partition(":")[2] or "b32"
    width = _WIDTH.get(vtype, 32)
    sign = 1 << (width - 1)
    bits = src.bits(vtype) & ((1 << width) - 1)
    if width == 64 and not src.literal:
        bits = struct.unpack("<Q", struct.pack("<d", float(src.value)))[0]
    bits = bits & ~sign if src.abs else bits
    bits = bits ^ sign if src.neg else bits
    if width == 64:   # (as the double it is: a 64-bit integer spelling is no operand)
        return _constant(spec, vtype, repr(struct.unpack("<d", struct.pack("<Q", bits))[0]),
                         False, False, str(src), 1)
    return _constant(spec, vtype, hex(bits), False, False, str(src), 1)


def _inline_float(width: int, bits: int) -> Src:
    """The inline float constant whose ``width``-bit pattern is ``bits``, as llvm-mc
    prints it (the value it rounds to: 0.50000001 is 0.5)."""
    pack, unpack = _FLOAT_FORMATS[width]
    value = struct.unpack(pack, struct.pack(unpack, bits))[0]
    if bits in _INV_2PI:
        return Src(value=value, text="0.15915494309189532" if width == 64 else "0.15915494")
    return Src(value=value, text=repr(value))


def _symbol_operand(spec: OpSpec, base: str, vtype: str, piece: SymbolRef, col: int):
    """An operand naming a symbol: a branch target if it is a bare name, a literal source
    (a relocation to llvm-mc) where sources take literals, an error elsewhere."""
    if isinstance(piece, DoubleNegation) and spec.float_mods:
        raise OperandSyntaxError("invalid syntax, expected 'neg' modifier", col)
    if base == "label":
        if re.fullmatch(r"[A-Za-z_.$][\w.$]*", piece):
            return Label(str(piece))
        raise OperandSyntaxError("expected an absolute expression or a label", col)
    if base in ("src", "ssrc") and vtype in ("b32", "f32"):   # (a 32-bit relocation)
        return Src(symbol=str(piece), text=str(piece), literal=True)
    raise OperandSyntaxError(f"{spec.mnemonic}: invalid operand for instruction "
                             f"('{piece}' is not a register)", col)


def _is_float(text: str) -> bool:
    try:
        float(text)
        return True
    except ValueError:
        return False


def _describe(base: str) -> str:
    if base in VECTOR_TUPLES:
        return f"{VECTOR_TUPLES[base]} aligned archVGPRs"
    return {"vdst": "an archVGPR", "vdst64": "an aligned archVGPR pair",
            "adst": "an accVGPR", "asrc": "an accVGPR", "vsrc": "an archVGPR",
            "sdst": "an SGPR", "sdst64": "an SGPR pair, vcc or exec",
            "sreg": "a scalar register"}.get(base, base)


def _check_reg(spec, base, vtype, reg: RegRange, piece, col):
    written_mask = base == "maskd"
    if base == "maskd":
        base = "mask"
    pair = base.endswith("64") or vtype in PAIR_TYPES or base == "mask"
    want = VECTOR_TUPLES.get(base) or (2 if pair else 1)

    def fail(what):
        raise OperandSyntaxError(f"{spec.mnemonic}: expected {what}, got '{piece}'", col)

    if base in ("vdst", "vdst64", "vsrc") or base in VECTOR_TUPLES:
        if reg.file != "v":
            fail(_describe(base))
    elif base in ("adst", "asrc"):
        if reg.file != "a":
            fail(_describe(base))
    elif base in ("sdst", "sdst64", "ssrc", "sreg", "mask"):
        if reg.file in ("v", "a"):
            fail("a scalar register" if base != "mask" else "vcc or an SGPR pair")
        if base == "mask" and scalar_dwords(reg) is None:
            fail("vcc or an SGPR pair")
        if base == "sreg" and pair and reg.file in READ_ONLY:   # (s_setpc: a real pair)
            fail("an SGPR pair, vcc or exec")
        if base == "mask" and reg.file == "exec" and written_mask and spec.encoding != "VOPC":
            fail("vcc or an SGPR pair (exec is not allowed here)")
    elif base == "src" and reg.file == "a":
        fail("a VGPR, SGPR or constant (accVGPRs are read with v_accvgpr_read_b32)")
    if reg.file in READ_ONLY and base not in ("src", "ssrc", "sreg"):
        fail(f"a writable register ({reg.file} is a read-only source)")
    if reg.file in READ_ONLY and spec.is_memory:
        fail(f"a register ({reg.file} cannot be a memory operand here)")
    width = (2 if reg.is_special and SPECIAL[reg.file] == 64 else
             1 if reg.is_special else reg.count)
    if reg.file in READ_ONLY:
        width = want   # (a read-only source reads as a 32- or 64-bit value alike)
    if width != want:
        fail(f"{want} register{'s' * (want > 1)} ({32 * want}-bit)")
