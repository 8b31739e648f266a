"""The values of operands that are not plain registers: a VALU source (register or
constant, with its modifiers), the VGPR-indexing mode, hardware registers (``hwreg(…)``) and
messages (``sendmsg(…)``), each printed as llvm-mc prints it."""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field

from .constants import INLINE_FLOATS, INV_2PI_F32
from .hardware_registers import HW_REGS
from .errors import IsaError
from .mfma_syntax import OperandSyntaxError
from .registers import RegRange


# integer text (decimal or hex, maybe negative) and text that starts like a register
NUMBER = re.compile(r"^-?(0x[0-9a-f]+|\d+)$", re.IGNORECASE)
REGISTER_LIKE = re.compile(r"^([vas]|acc)(\d+|\[)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Src:
    """A source operand: a register, or a constant with its text (inline or literal)."""

    reg: RegRange | None = None
    value: int | float | None = None
    text: str = ""
    neg: bool = False
    abs: bool = False
    literal: bool = False   # a constant that is not inline: a 32-bit literal dword
    symbol: str = ""        # a literal naming a symbol (llvm-mc: a relocation): no value here
    sext: bool = False      # SDWA: the selected field sign-extended (an integer source)

    @property
    def is_reg(self) -> bool:
        return self.reg is not None

    def bits(self, kind: str) -> int:
        """The constant as an operand of type ``kind`` (b32 f32 b16 f16 b64 f64): an integer
        is its two's-complement bits, a float is encoded in the type. An unpacked 16-bit
        operand's inline constant is its 16-bit value zero-extended — a float's f16
        encoding, an integer's low 16 bits (LLVM's rule for i16 operands: llvm-project
        #198005); a packed one's is ``packed_bits``; a literal is its dword."""
        if self.symbol:
            raise IsaError(f"the operand '{self.symbol}' names a symbol, which has no value "
                           "in the emulator (llvm-mc leaves a relocation for the linker)")
        value = self.value
        if kind == "bf16" and isinstance(value, float) and not self.literal:
            return self.packed_bits(kind)   # (its bf16 encoding)
        if isinstance(value, float):
            if kind in ("f16", "b16"):
                return struct.unpack("<H", struct.pack("<e", value))[0]
            if kind in ("b64", "f64"):
                return struct.unpack("<Q", struct.pack("<d", value))[0]
            return struct.unpack("<I", struct.pack("<f", value))[0]
        width = (64 if kind in ("b64", "f64") else
                 16 if kind in ("f16", "b16") and not self.literal else 32)
        return value & ((1 << width) - 1)   # (a literal: its whole dword)

    def packed_bits(self, kind: str) -> int:
        """The constant as a packed 16-bit operand of type ``kind`` (f16 or b16: a VOP3P
        source, or v_dot2c's, whose halves op_sel and op_sel_hi pick): a 32-bit value — an
        integer sign-extended to 32 bits; a float in an f16 operand its f16 encoding with
        zero above, in an integer operand its f32 encoding (so ``v_pk_add_u16 … 0.5
        op_sel:[0,1]`` adds bf16 0.5, 0x3F00). LLVM's getInlineEncodingV216 states this as
        the hardware's behaviour ("matches HW behavior and SP3": llvm-project #76522), and
        llvm-mc folds exactly these literals into each inline constant
        (tests/test_semantics_packed.py). Other types, and literals, as ``bits``."""
        if kind == "bf16" and isinstance(self.value, float) and not self.literal:
            # (gfx950's bf16 operands: the float's bf16 encoding, zero above — LLVM's
            # inline bf16 values, 0x3F80 for 1.0 and 0x3E22 for 1/(2π); not verified)
            return struct.unpack("<I", struct.pack("<f", self.value))[0] >> 16
        if kind not in ("f16", "b16") or self.literal or self.symbol:
            return self.bits(kind)
        if isinstance(self.value, float):
            if kind == "b16" and self.value not in INLINE_FLOATS:
                return INV_2PI_F32   # (1/(2π), held at the operand's f16 precision)
            return self.bits("f16" if kind == "f16" else "f32")
        return self.value & 0xFFFFFFFF

    def __str__(self) -> str:
        inner = str(self.reg) if self.reg is not None else (self.symbol or self.text)
        if inner == "scc":   # (as a source, SCC is the constant source src_scc: llvm-mc)
            inner = "src_scc"
        if self.sext:
            return f"sext({inner})"
        if self.abs:
            inner = f"|{inner}|"
        if self.neg and self.reg is None and not self.abs:   # (a constant: llvm-mc's
            return f"neg({inner})"                           # spelling, neg(-1), neg(0.5))
        return f"-{inner}" if self.neg else inner


class Imm16(int):
    """A 16-bit immediate (``s_nop 3``, ``s_sleep``, ``s_trap``…) as written, −32768 to
    65535 (its field: the low 16 bits), printed as llvm-mc prints one: in decimal from −16
    to 64, else in hex of its 32 bits (``s_sleep 0x7f``, ``s_nop 0xffffffef`` for −17)."""

    __slots__ = ()

    def __str__(self) -> str:
        value = int(self)
        return str(value) if -16 <= value <= 64 else hex(value & 0xFFFFFFFF)


def compact(piece: str) -> str:
    """A structured operand's text without the spaces around its punctuation (the spaces
    within a name stay: llvm-mc reads ``HW_REG_MOD E`` as two tokens, an error)."""
    return re.sub(r"\s*([(),\[\]{}:|+*/-])\s*", r"\1", piece.strip())


@dataclass(frozen=True, slots=True)
class GprIndexMode:
    """Which operands VGPR indexing offsets (s_set_gpr_idx_on/mode): bit 0 SRC0, 1 SRC1,
    2 SRC2, 3 DST — written ``gpr_idx(SRC0,DST)`` or as the number."""

    bits: int

    NAMES = ("SRC0", "SRC1", "SRC2", "DST")

    @classmethod
    def parse(cls, piece: str, mnemonic: str, col: int) -> "GprIndexMode":
        text = compact(piece)
        match = re.fullmatch(r"gpr_idx\(([A-Za-z0-9,]*)\)", text)   # (llvm-mc: case matters)
        if match:
            names = [n for n in match.group(1).split(",") if n]
            unknown = [n for n in names if n not in cls.NAMES]
            if unknown or len(set(names)) != len(names):
                raise OperandSyntaxError(f"{mnemonic}: expected gpr_idx() of SRC0, SRC1, "
                                         f"SRC2, DST (each once), got '{piece}'", col)
            return cls(sum(1 << cls.NAMES.index(n) for n in names))
        if NUMBER.match(text) and 0 <= int(text, 0) <= 15:
            return cls(int(text, 0))
        raise OperandSyntaxError(f"{mnemonic}: expected gpr_idx(...) or 0..15, got '{piece}'",
                                 col)

    def __str__(self) -> str:
        return "gpr_idx(" + ",".join(n for i, n in enumerate(self.NAMES)
                                     if self.bits >> i & 1) + ")"


def _c_integer(text: str) -> int:
    """An integer as llvm-mc reads one: 0x hex, a leading 0 octal (017 is 15), else decimal."""
    if len(text) > 1 and text[0] == "0" and text.isdigit():
        return int(text, 8)
    return int(text, 0)


@dataclass(frozen=True, slots=True)
class HwReg:
    """A bit field of a hardware register: ``hwreg(HW_REG_MODE, 4, 2)`` (id, offset, size)
    or the SIMM16 it encodes (id | offset << 6 | (size − 1) << 11). ``names``: the names
    its target gives the registers (gfx90a lacks the five gfx940 added, ids 20-24, and
    writes them as numbers)."""

    id: int
    offset: int = 0
    size: int = 32
    names: dict = field(default_factory=lambda: HW_REGS, compare=False, repr=False)

    @property
    def value(self) -> int:
        """The SIMM16 field it encodes."""
        return self.id | self.offset << 6 | (self.size - 1) << 11

    @classmethod
    def parse(cls, piece: str, mnemonic: str, col: int,
              known: dict | None = None) -> "HwReg":
        """``piece`` as a field; ``known``: its target's register names (None: gfx942's)."""
        known = HW_REGS if known is None else known
        text = compact(piece)
        if text.startswith("{") and text.endswith("}"):   # {id: 51, offset: 1, size: 31}
            fields: dict = {}
            for item in filter(None, text[1:-1].split(",")):
                key, _, value = item.partition(":")
                if key not in ("id", "offset", "size") or not NUMBER.match(value):
                    raise OperandSyntaxError(f"{mnemonic}: expected id, offset or size: an "
                                             f"absolute expression, got '{item}'", col)
                if key in fields:
                    raise OperandSyntaxError("duplicate field", col)
                fields[key] = int(value, 0)
            text = (f"hwreg({fields.get('id', 0)},{fields.get('offset', 0)},"
                    f"{fields.get('size', 32)})")
        if NUMBER.match(text):
            value = int(text, 0)
            if not 0 <= value <= 0xFFFF:
                raise OperandSyntaxError(f"{mnemonic}: a 16-bit hwreg field, got '{piece}'",
                                         col)
            return cls(value & 63, (value >> 6) & 31, ((value >> 11) & 31) + 1, known)
        match = re.fullmatch(r"hwreg\(([A-Za-z_0-9]+)(?:,(\d+|0x[0-9a-fA-F]+),"
                             r"(\d+|0x[0-9a-fA-F]+))?\)", text)
        names = {n: i for i, n in known.items()}
        if not match:
            raise OperandSyntaxError(f"{mnemonic}: expected hwreg(NAME[, offset, size]), got "
                                     f"'{piece}'", col)
        name, offset, size = match.groups()
        reg = names.get(name, _c_integer(name) if name.isdigit() else None)
        if reg is None or not 0 <= reg < 64:
            raise OperandSyntaxError(f"{mnemonic}: invalid hardware register '{name}' (this "
                                     f"target's: {', '.join(known.values())})", col)
        offset, size = _c_integer(offset or "0"), _c_integer(size or "32")
        if not (0 <= offset < 32 and 1 <= size <= 32):
            raise OperandSyntaxError(f"{mnemonic}: hwreg offset 0..31 and size 1..32", col)
        return cls(reg, offset, size, known)

    def __str__(self) -> str:
        name = self.names.get(self.id, str(self.id))
        tail = "" if (self.offset, self.size) == (0, 32) else f", {self.offset}, {self.size}"
        return f"hwreg({name}{tail})"


MESSAGES = {1: "MSG_INTERRUPT", 2: "MSG_GS", 3: "MSG_GS_DONE", 4: "MSG_SAVEWAVE",
            5: "MSG_STALL_WAVE_GEN", 6: "MSG_HALT_WAVES", 7: "MSG_ORDERED_PS_DONE",
            8: "MSG_EARLY_PRIM_DEALLOC", 9: "MSG_GS_ALLOC_REQ", 10: "MSG_GET_DOORBELL",
            15: "MSG_SYSMSG"}   # (gfx9's message ids, as llvm-mc names them)
MESSAGE_OPS = {"GS": {0: "GS_OP_NOP", 1: "GS_OP_CUT", 2: "GS_OP_EMIT", 3: "GS_OP_EMIT_CUT"},
               # (SYSMSG_OP_HOST_TRAP_ACK, 3, is not gfx942's: llvm-mc refuses the name
               # and prints sendmsg(15, 3, 0))
               "SYSMSG": {1: "SYSMSG_OP_ECC_ERR_INTERRUPT", 2: "SYSMSG_OP_REG_RD",
                          4: "SYSMSG_OP_TTRACE_PC"}}


def _message_ops(msg: int) -> dict[int, str]:
    """The operations message ``msg`` names (MSG_GS and MSG_GS_DONE share the GS ones)."""
    return MESSAGE_OPS.get("GS" if msg in (2, 3) else MESSAGES.get(msg, "")[4:], {})


@dataclass(frozen=True, slots=True)
class Message:
    """s_sendmsg's SIMM16: ``sendmsg(MSG_NAME[, OP[, STREAM]])`` or the 16 bits (message
    id [3:0], operation [6:4], GS stream [9:8]; ``other``: the bits no field names, kept so
    that a number encodes back as written)."""

    id: int
    op: int = 0
    stream: int = 0
    other: int = 0

    @property
    def value(self) -> int:
        return self.id | self.op << 4 | self.stream << 8 | self.other

    @classmethod
    def parse(cls, piece: str, mnemonic: str, col: int) -> "Message":
        text = compact(piece)
        if NUMBER.match(text):
            value = int(text, 0)
            if not 0 <= value <= 0xFFFF:
                raise OperandSyntaxError(f"{mnemonic}: a 16-bit message field, got "
                                         f"'{piece}'", col)
            return cls(value & 15, (value >> 4) & 7, (value >> 8) & 3, value & 0xFC80)
        match = re.fullmatch(r"sendmsg\(([A-Za-z_0-9]+)(?:,([A-Za-z_0-9]+))?"
                             r"(?:,([0-9]+))?\)", text)
        if not match:
            raise OperandSyntaxError(f"{mnemonic}: expected sendmsg(MSG_NAME[, OP[, "
                                     f"STREAM]]) or a 16-bit value, got '{piece}'", col)
        name, op, stream = match.groups()
        ids = {n: i for i, n in MESSAGES.items()}
        msg = ids.get(name, int(name, 0) if NUMBER.match(name) else None)
        if msg is None or not 0 <= msg <= 15:
            raise OperandSyntaxError(f"{mnemonic}: invalid message id '{name}'", col)
        ops = {n: i for i, n in _message_ops(msg).items()}
        code = 0
        if op is not None:
            code = ops.get(op, int(op, 0) if NUMBER.match(op) else None)
            if code is None or not 0 <= code <= 7:
                raise OperandSyntaxError(f"{mnemonic}: invalid message operation '{op}'", col)
        if stream is not None and not 0 <= int(stream) <= 3:
            raise OperandSyntaxError(f"{mnemonic}: a message stream is 0..3", col)
        return cls(msg, code, int(stream or 0))

    def __str__(self) -> str:
        """As llvm-mc prints it: by name where the message takes this operation and
        stream (the GS messages an operation and a stream, MSG_SYSMSG an operation, the
        others neither); else the three fields as numbers where they are the whole
        value; else the value in decimal."""
        name = MESSAGES.get(self.id)
        if name is not None and self._valid():
            parts = [name]
            if self.id in (2, 3, 15):
                parts.append(_message_ops(self.id)[self.op])
                if self.id in (2, 3) and self.op:
                    parts.append(str(self.stream))
            return f"sendmsg({', '.join(parts)})"
        if not self.other:
            return f"sendmsg({self.id}, {self.op}, {self.stream})"
        return str(self.value)

    def _valid(self) -> bool:
        """Whether llvm-mc names this operation and stream of the message."""
        if self.id == 15:
            return self.op in _message_ops(15) and self.stream == 0
        if self.id == 2:
            return 1 <= self.op <= 3
        if self.id == 3:
            return self.op <= 3 and (self.op or self.stream == 0)
        return self.op == 0 and self.stream == 0
