"""An assembler for gfx942 programs in LLVM AMDGPU syntax (what ``clang -S`` prints and
``llvm-mc -mcpu=gfx942`` accepts), for the instructions of a target (``isa.records``,
``isa.table``; gfx942's rows in ``isa/gfx942/``).

``assemble(text, filename)`` returns a :class:`Program`: decoded :class:`Instruction` objects
with source locations, the labels, and the ``; wfemu:`` comment directives (program inputs
and checks, read by the emulator). Errors raise :class:`AsmError` carrying every diagnostic
of the file, each printed ``file:line:col: error: message`` with the line and a caret.

Accepted: labels (``name:``), ``;``, ``//`` and ``#`` comments, directives (``.text``,
``.globl``, ``.p2align``, ``.amdhsa_*``, ``.section``, … accepted and ignored), mnemonics with
``_e32``/``_e64``/``_sdwa`` suffixes, registers, integer/hex/float literals and inline
constants, ``-x``/``|x|`` float source modifiers, MFMA modifiers, ``op_sel:[…]`` on
``v_cvt_pk_*``, ``src0_sel:BYTE_n`` on the fp8 conversions, ``s_waitcnt vmcnt(0) …``.
"""

from __future__ import annotations

import copy
import bisect
import re
import struct
from itertools import accumulate
from array import array
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from . import buffer_formats
from .errors import ArgumentError, IsaError, require_str
from .expressions import ASSIGNMENT, SET_DIRECTIVE, evaluate, substitute
from .footprint import gc_paused, shared
from .mfma_syntax import MfmaOp, OperandSyntaxError, parse_mfma
from .operand_text import (DoubleNegation, ForcedLiteral, SymbolRef, split_operands,
                           swizzle_text)
from .gfx942 import GFX942
from .addresses import DATA_ALIGN, CodeLayout, alignment, layout, rel32, relocation
from .data_sections import DataImage
from .source_lines import LineTable, SourceLine, line_at
from .records import REGISTER_COUNTS, SDWA_MODIFIERS, OpSpec, Unit
from .target import Target
from .targets import target_or_default
from .registers import CONSTANT_SOURCES, READ_ONLY, SPECIAL, RegRange, parse_register
from .table import MatrixInstruction

class WaitCounts(dict):
    """An ``s_waitcnt``'s counts by counter name: read-only and hashable, so equal ones are
    kept once (isa.footprint)."""

    __slots__ = ()

    def __hash__(self) -> int:
        return hash(tuple(self.items()))

    def _read_only(self, *args, **kwargs):
        raise TypeError("an instruction's wait counts are read-only")

    __setitem__ = __delitem__ = update = pop = popitem = clear = setdefault = _read_only

    @property
    def value(self) -> int:
        """The SIMM16 field (vmcnt bits 3:0 and 15:14, expcnt 6:4, lgkmcnt 11:8; a counter
        not named waits not: its maximum)."""
        vm = self.get("vmcnt", WAITCNT_MAX["vmcnt"])
        return (vm & 0xF) | self.get("expcnt", WAITCNT_MAX["expcnt"]) << 4 | \
            self.get("lgkmcnt", WAITCNT_MAX["lgkmcnt"]) << 8 | (vm >> 4) << 14


NO_MODS: Mapping = MappingProxyType({})   # shared by every instruction without modifiers
WAITCNT_COUNTERS = ("vmcnt", "expcnt", "lgkmcnt")
WAITCNT_MAX = {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 15}
DIRECTIVE_PREFIX = "wfemu:"


class SourceText(Sequence):
    """A file's lines, kept as its one text and the offsets where lines start: a list of
    line strings would cost some 50 bytes a line more than the text (see isa.footprint).
    Only a newline ends a line (not \\v, \\f or U+2028, as str.splitlines would have it);
    a line's trailing \\r is not part of it."""

    __slots__ = ("filename", "text", "_starts")

    def __init__(self, filename: str, text: str, lengths=None):
        self.filename, self.text = filename, text
        if lengths is None:
            lengths = (len(line) for line in text.split("\n"))
        starts = array("Q", [0])
        starts.extend(accumulate(length + 1 for length in lengths))
        if not text or text.endswith("\n"):   # no line after a final newline
            starts.pop()
        self._starts = starts

    def __len__(self) -> int:
        return len(self._starts) - 1

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("line index out of range")
        start, end = self._starts[index], self._starts[index + 1] - 1
        return self.text[start:end].removesuffix("\r")

    def __repr__(self) -> str:
        return f"SourceText({self.filename!r}, {len(self)} lines)"


@dataclass(frozen=True, slots=True)
class SourceLoc:
    source: SourceText
    line: int
    column: int

    @property
    def filename(self) -> str:
        return self.source.filename

    @property
    def text(self) -> str:
        """The whole source line."""
        return self.source[self.line - 1]

    def __str__(self) -> str:
        return f"{self.filename}:{self.line}:{self.column}"


@dataclass(frozen=True, slots=True)
class Diagnostic:
    loc: SourceLoc
    message: str

    def __str__(self) -> str:
        text, column = self.loc.text, self.loc.column
        if len(text) > SHOWN_LINE:  # a window around the column of a very long line
            start = max(0, min(column - 1 - SHOWN_LINE // 2, len(text) - SHOWN_LINE))
            text = text[start:start + SHOWN_LINE]
            column -= start
            if start:
                text, column = "..." + text, column + 3
            if start + SHOWN_LINE < len(self.loc.text):
                text += "..."
        caret = " " * (column - 1) + "^"
        return f"{self.loc}: error: {self.message}\n{text}\n{caret}"


SHOWN_LINE = 160   # characters of a source line a diagnostic shows


class AsmError(IsaError):
    """Every error of one assembly: ``diagnostics`` is the list, str() prints them all."""

    def __init__(self, diagnostics: list[Diagnostic]):
        self.diagnostics = diagnostics
        super().__init__("\n".join(str(d) for d in diagnostics))


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
        is its two's-complement bits, a float is encoded in the type. A 16-bit operand's
        inline constant is its 16-bit value zero-extended — a float's f16 encoding, an
        integer's low 16 bits — so the high half of a packed or op_sel operand reads zero
        (LLVM's rule for gfx9 and gfx10, measured on hardware: llvm-project #94116, #198005);
        a literal is its dword."""
        if self.symbol:
            raise IsaError(f"the operand '{self.symbol}' names a symbol, which has no value "
                           "in the emulator (llvm-mc leaves a relocation for the linker)")
        value = self.value
        if isinstance(value, float):
            if kind in ("f16", "b16"):
                return struct.unpack("<H", struct.pack("<e", value))[0]
            if kind in ("b64", "f64"):
                return struct.unpack("<Q", struct.pack("<d", value))[0]
            return struct.unpack("<I", struct.pack("<f", value))[0]
        width = (64 if kind in ("b64", "f64") else
                 16 if kind in ("f16", "b16") and not self.literal else 32)
        return value & ((1 << width) - 1)   # (a literal: its whole dword)

    def __str__(self) -> str:
        inner = str(self.reg) if self.reg is not None else (self.symbol or self.text)
        if inner == "scc":   # (as a source, SCC is the constant source src_scc: llvm-mc)
            inner = "src_scc"
        if self.sext:
            return f"sext({inner})"
        if self.abs:
            inner = f"|{inner}|"
        return f"-{inner}" if self.neg else inner


@dataclass(frozen=True, slots=True)
class GprIndexMode:
    """Which operands VGPR indexing offsets (s_set_gpr_idx_on/mode): bit 0 SRC0, 1 SRC1,
    2 SRC2, 3 DST — written ``gpr_idx(SRC0,DST)`` or as the number."""

    bits: int

    NAMES = ("SRC0", "SRC1", "SRC2", "DST")

    @classmethod
    def parse(cls, piece: str, mnemonic: str, col: int) -> "GprIndexMode":
        text = piece.replace(" ", "")
        match = re.fullmatch(r"gpr_idx\(([A-Za-z0-9,]*)\)", text)   # (llvm-mc: case matters)
        if match:
            names = [n for n in match.group(1).split(",") if n]
            unknown = [n for n in names if n not in cls.NAMES]
            if unknown or len(set(names)) != len(names):
                raise OperandSyntaxError(f"{mnemonic}: expected gpr_idx() of SRC0, SRC1, "
                                         f"SRC2, DST (each once), got '{piece}'", col)
            return cls(sum(1 << cls.NAMES.index(n) for n in names))
        if _NUMBER.match(text) and 0 <= int(text, 0) <= 15:
            return cls(int(text, 0))
        raise OperandSyntaxError(f"{mnemonic}: expected gpr_idx(...) or 0..15, got '{piece}'",
                                 col)

    def __str__(self) -> str:
        return "gpr_idx(" + ",".join(n for i, n in enumerate(self.NAMES)
                                     if self.bits >> i & 1) + ")"


# gfx942's hardware registers s_getreg/s_setreg name (LLVM's names)
HW_REGS = {1: "HW_REG_MODE", 2: "HW_REG_STATUS", 3: "HW_REG_TRAPSTS", 4: "HW_REG_HW_ID",
           5: "HW_REG_GPR_ALLOC", 6: "HW_REG_LDS_ALLOC", 7: "HW_REG_IB_STS",
           15: "HW_REG_SH_MEM_BASES", 16: "HW_REG_TBA_LO", 17: "HW_REG_TBA_HI",
           18: "HW_REG_TMA_LO", 19: "HW_REG_TMA_HI", 20: "HW_REG_XCC_ID",
           21: "HW_REG_SQ_PERF_SNAPSHOT_DATA", 22: "HW_REG_SQ_PERF_SNAPSHOT_DATA1",
           23: "HW_REG_SQ_PERF_SNAPSHOT_PC_LO", 24: "HW_REG_SQ_PERF_SNAPSHOT_PC_HI"}


def _c_integer(text: str) -> int:
    """An integer as llvm-mc reads one: 0x hex, a leading 0 octal (017 is 15), else decimal."""
    if len(text) > 1 and text[0] == "0" and text.isdigit():
        return int(text, 8)
    return int(text, 0)


@dataclass(frozen=True, slots=True)
class HwReg:
    """A bit field of a hardware register: ``hwreg(HW_REG_MODE, 4, 2)`` (id, offset, size)
    or the SIMM16 it encodes (id | offset << 6 | (size − 1) << 11)."""

    id: int
    offset: int = 0
    size: int = 32

    @property
    def value(self) -> int:
        """The SIMM16 field it encodes."""
        return self.id | self.offset << 6 | (self.size - 1) << 11

    @classmethod
    def parse(cls, piece: str, mnemonic: str, col: int) -> "HwReg":
        text = piece.replace(" ", "")
        if _NUMBER.match(text):
            value = int(text, 0)
            if not 0 <= value <= 0xFFFF:
                raise OperandSyntaxError(f"{mnemonic}: a 16-bit hwreg field, got '{piece}'",
                                         col)
            return cls(value & 63, (value >> 6) & 31, ((value >> 11) & 31) + 1)
        match = re.fullmatch(r"hwreg\(([A-Za-z_0-9]+)(?:,(\d+|0x[0-9a-fA-F]+),"
                             r"(\d+|0x[0-9a-fA-F]+))?\)", text)
        names = {n: i for i, n in HW_REGS.items()}
        if not match:
            raise OperandSyntaxError(f"{mnemonic}: expected hwreg(NAME[, offset, size]), got "
                                     f"'{piece}'", col)
        name, offset, size = match.groups()
        reg = names.get(name, _c_integer(name) if name.isdigit() else None)
        if reg is None or not 0 <= reg < 64:
            raise OperandSyntaxError(f"{mnemonic}: invalid hardware register '{name}' (gfx942: "
                                     f"{', '.join(HW_REGS.values())})", col)
        offset, size = _c_integer(offset or "0"), _c_integer(size or "32")
        if not (0 <= offset < 32 and 1 <= size <= 32):
            raise OperandSyntaxError(f"{mnemonic}: hwreg offset 0..31 and size 1..32", col)
        return cls(reg, offset, size)

    def __str__(self) -> str:
        name = HW_REGS.get(self.id, str(self.id))
        tail = "" if (self.offset, self.size) == (0, 32) else f", {self.offset}, {self.size}"
        return f"hwreg({name}{tail})"


MESSAGES = {1: "MSG_INTERRUPT", 2: "MSG_GS", 3: "MSG_GS_DONE", 4: "MSG_SAVEWAVE",
            5: "MSG_STALL_WAVE_GEN", 6: "MSG_HALT_WAVES", 7: "MSG_ORDERED_PS_DONE",
            8: "MSG_EARLY_PRIM_DEALLOC", 9: "MSG_GS_ALLOC_REQ", 10: "MSG_GET_DOORBELL",
            15: "MSG_SYSMSG"}   # (gfx9's message ids, as llvm-mc names them)
MESSAGE_OPS = {"GS": {0: "GS_OP_NOP", 1: "GS_OP_CUT", 2: "GS_OP_EMIT", 3: "GS_OP_EMIT_CUT"},
               "SYSMSG": {1: "SYSMSG_OP_ECC_ERR_INTERRUPT", 2: "SYSMSG_OP_REG_RD",
                          3: "SYSMSG_OP_HOST_TRAP_ACK", 4: "SYSMSG_OP_TTRACE_PC"}}


def _message_ops(msg: int) -> dict[int, str]:
    """The operations message ``msg`` names (MSG_GS and MSG_GS_DONE share the GS ones)."""
    return MESSAGE_OPS.get("GS" if msg in (2, 3) else MESSAGES.get(msg, "")[4:], {})


@dataclass(frozen=True, slots=True)
class Message:
    """s_sendmsg's SIMM16: ``sendmsg(MSG_NAME[, OP[, STREAM]])`` or the 16 bits (message
    id [3:0], operation [6:4], GS stream [9:8])."""

    id: int
    op: int = 0
    stream: int = 0

    @property
    def value(self) -> int:
        return self.id | self.op << 4 | self.stream << 8

    @classmethod
    def parse(cls, piece: str, mnemonic: str, col: int) -> "Message":
        text = piece.replace(" ", "")
        if _NUMBER.match(text):
            value = int(text, 0)
            if not 0 <= value <= 0xFFFF:
                raise OperandSyntaxError(f"{mnemonic}: a 16-bit message field, got "
                                         f"'{piece}'", col)
            return cls(value & 15, (value >> 4) & 7, (value >> 8) & 3)
        match = re.fullmatch(r"sendmsg\(([A-Za-z_0-9]+)(?:,([A-Za-z_0-9]+))?"
                             r"(?:,([0-9]+))?\)", text)
        if not match:
            raise OperandSyntaxError(f"{mnemonic}: expected sendmsg(MSG_NAME[, OP[, "
                                     f"STREAM]]) or a 16-bit value, got '{piece}'", col)
        name, op, stream = match.groups()
        ids = {n: i for i, n in MESSAGES.items()}
        msg = ids.get(name, int(name, 0) if _NUMBER.match(name) else None)
        if msg is None or not 0 <= msg <= 15:
            raise OperandSyntaxError(f"{mnemonic}: invalid message id '{name}'", col)
        ops = {n: i for i, n in _message_ops(msg).items()}
        code = 0
        if op is not None:
            code = ops.get(op, int(op, 0) if _NUMBER.match(op) else None)
            if code is None or not 0 <= code <= 7:
                raise OperandSyntaxError(f"{mnemonic}: invalid message operation '{op}'", col)
        if stream is not None and not 0 <= int(stream) <= 3:
            raise OperandSyntaxError(f"{mnemonic}: a message stream is 0..3", col)
        return cls(msg, code, int(stream or 0))

    def __str__(self) -> str:   # (as llvm-mc prints it)
        name = MESSAGES.get(self.id)
        if name is None:
            return f"sendmsg({self.id}, {self.op}, {self.stream})"
        gs = self.id in (2, 3)
        op = _message_ops(self.id).get(self.op)
        parts = [name]
        if gs or self.op:
            parts.append(op or str(self.op))
        if self.stream or (gs and self.op):
            parts.append(str(self.stream))
        return f"sendmsg({', '.join(parts)})"


@dataclass(frozen=True, slots=True)
class Label:
    name: str
    target: int = -1     # instruction index, resolved after parsing
    column: int = field(default=0, compare=False)  # where it was written, for diagnostics

    def __str__(self) -> str:
        try:   # (a number, a dword offset: in decimal, as llvm-mc prints it)
            return str(int(self.name, 0))
        except ValueError:
            return self.name


@dataclass(eq=False, slots=True)
class Instruction:
    """One decoded instruction. ``spec`` is an OpSpec or, for MFMAs, the MatrixInstruction
    (then ``mfma`` holds the decoded MfmaOp). The last three fields hold what the tools
    derive once per instruction: its bound semantics (``run``), its register effects and
    its timing record (slots, not a dict: a program has millions of instructions)."""

    spec: OpSpec | MatrixInstruction
    operands: tuple = ()
    mods: Mapping = field(default_factory=lambda: NO_MODS)
    suffix: str = ""
    loc: SourceLoc | None = None
    mfma: MfmaOp | None = None
    index: int = 0
    run: object = field(default=None, compare=False, repr=False)
    effects: tuple | None = field(default=None, compare=False, repr=False)
    timing: object = field(default=None, compare=False, repr=False)
    # what the semantics need of the instruction's place (isa.addresses): the code layout
    # and its index, for the instructions that read the PC; None for all others
    anchor: object = field(default=None, compare=False, repr=False)

    @property
    def mnemonic(self) -> str:
        return self.spec.mnemonic

    def canonical_suffix(self) -> str:
        """The encoding suffix llvm-mc prints: ``_e32`` when the short form fits (none for
        an instruction with only one encoding)."""
        spec = self.spec
        if not isinstance(spec, OpSpec) or spec.encoding not in ("VOP1", "VOP2", "VOPC"):
            return ""
        if len(spec.forms) == 1:
            return "_e32" if spec.named_e32 else ""
        if not self.operands:   # (v_nop, v_clrexcp: llvm-mc names no encoding)
            return ""
        if self.suffix == "dpp":
            return "_dpp"
        if self.suffix == "sdwa" or any(key in self.mods for key in SDWA_MODIFIERS) or any(
                isinstance(o, Src) and o.sext for o in self.operands):
            return "_sdwa"
        srcs = [o for o in self.operands if isinstance(o, Src)]
        long_form = self.suffix == "e64" or any(o.neg or o.abs for o in srcs) or any(
            k in self.mods for k in ("clamp", "mul", "div"))
        if spec.encoding in ("VOP2", "VOPC") and len(srcs) >= 2:
            second = srcs[1]
            long_form |= not (second.is_reg and second.reg.file == "v")
        for operand, kind in zip(self.operands, spec.operands):
            if kind in ("mask", "maskd"):  # the short forms take only vcc
                long_form |= not (isinstance(operand, RegRange) and operand.file == "vcc")
        return "_e64" if long_form else "_e32"

    def _sdwa_defaults(self) -> dict:
        """The selects an SDWA form has, at their defaults (what llvm-mc prints unwritten):
        dst_sel and dst_unused for a vector destination, a select per vector source."""
        spec = self.spec
        if spec.modifiers == {"src0_sel"}:   # (a byte or word select alone)
            return {"src0_sel": "DWORD"}
        sources = sum(1 for o in self.operands if isinstance(o, Src))
        out = {} if spec.encoding == "VOPC" else {"dst_sel": "DWORD",
                                                  "dst_unused": "UNUSED_PRESERVE"}
        out.update((f"src{i}_sel", "DWORD") for i in range(min(sources, 2)))
        return out

    def __str__(self) -> str:
        if self.mfma is not None:
            return str(self.mfma)
        name = self.mnemonic + self.canonical_suffix()
        if getattr(self.spec, "unit", None) is Unit.WAITCNT:
            # (llvm-mc's order, the counters at their maximum (no wait) left out unless all are)
            counts = dict(self.operands[0]) if self.operands else {}
            full = {k: counts.get(k, top) for k, top in WAITCNT_MAX.items()}
            shown = {k: v for k, v in full.items() if v != WAITCNT_MAX[k]} or full
            return f"{name} " + " ".join(f"{k}({v})" for k, v in shown.items())
        text = name
        if self.operands:
            text += " " + ", ".join(str(o) for o in self.operands)
        mods = self.mods
        if name.endswith("_sdwa"):   # (llvm-mc prints every select of the SDWA word)
            mods = {**self._sdwa_defaults(), **mods}
        for key in sorted(mods, key=_MODIFIER_ORDER.get):
            value = mods[key]
            if value is True:  # a flag
                text += f" {key}"
                continue
            if isinstance(value, tuple):
                value = "[" + ",".join(str(v) for v in value) + "]"
            elif key == "offset" and "swizzle" in self.spec.modifiers:
                value = swizzle_text(value)
            elif key == "format":
                value = buffer_formats.format_text(value)
            elif key == "offset" and self.spec.encoding == "SMEM":
                value = ("-" if value < 0 else "") + hex(abs(value))
            text += f" {key}:{value}"
        return text


@dataclass(slots=True)
class Directive:
    """A ``; wfemu: ...`` comment: the text after the prefix and where it stands."""

    text: str
    loc: SourceLoc


@dataclass(slots=True)
class Program:
    instructions: list[Instruction]
    labels: dict[str, int]
    directives: list[Directive]
    filename: str
    lines: SourceText
    # ``.amdhsa_kernel NAME`` blocks: NAME -> {".amdhsa_field": value}
    kernel_descriptors: dict[str, dict[str, int]] = field(default_factory=dict)
    metadata: str = ""   # the ``.amdgpu_metadata`` YAML text, verbatim
    target: Target = GFX942
    code: CodeLayout | None = None   # each instruction's byte address (isa.addresses)
    data: bytes = b""                # the .rodata/.data/.bss image (isa.data_sections)
    data_base: int = 0               # where it is placed: after the code
    data_symbols: dict[str, int] = field(default_factory=dict)   # name -> offset in data
    source_files: dict[int, str] = field(default_factory=dict)   # ``.file`` N -> its path
    # (first instruction, SourceLine) each time the ``.loc`` line changes: source_line()
    source_runs: tuple = ()
    # the code object it was loaded from (isa.code_object), so that another process can
    # load it again; empty for a program assembled from text
    code_object: bytes = field(default=b"", repr=False)
    # What a runner derives from the program and keeps with it between runs (the
    # emulator's compiled blocks and their visit counts); not part of its value.
    derived: dict = field(default_factory=dict, compare=False, repr=False)

    def __len__(self) -> int:
        return len(self.instructions)

    def source_line(self, index: int) -> SourceLine | None:
        """Where instruction ``index`` came from in the compiler's source (its ``.loc``:
        isa.source_lines), or None."""
        return line_at(self.source_runs, index)

    def place(self, index: int) -> SourceLine | None:
        """Where instruction ``index`` came from: its source line (``.loc``), else its line
        in this assembly file; None for an instruction the program made itself."""
        found = line_at(self.source_runs, index)
        if found is not None:
            return found
        loc = self.instructions[index].loc
        return SourceLine(self.filename, loc.line) if loc is not None else None

    def function_at(self, index: int) -> str:
        """The function holding instruction ``index``: the nearest symbol at or before it
        that is not a local ``.L`` label (a kernel, or a function the program calls into);
        "" before any."""
        starts = self.derived.get("functions")
        if starts is None:   # (sorted once: the debugger asks at every step)
            first: dict[int, str] = {}
            for label, at in self.labels.items():
                if not label.startswith(".L"):
                    first.setdefault(at, label)
            starts = self.derived["functions"] = (tuple(sorted(first)),
                                                  tuple(first[at] for at in sorted(first)))
        at = bisect.bisect_right(starts[0], index) - 1
        return starts[1][at] if at >= 0 else ""

    def __str__(self) -> str:
        by_index: dict[int, list[str]] = {}
        for name, index in self.labels.items():
            by_index.setdefault(index, []).append(name)
        out = []
        for inst in self.instructions:
            out += [f"{name}:" for name in by_index.get(inst.index, [])]
            out.append(f"\t{inst}")
        out += [f"{name}:" for name in by_index.get(len(self.instructions), [])]
        return "\n".join(out) + "\n"


_LABEL = re.compile(r"^[ \t]*([A-Za-z_.$][\w.$]*)[ \t]*:")
# The directives llvm-mc knows for amdgcn (others are "unknown directive" errors), and the
# families known by prefix.
KNOWN_DIRECTIVES = frozenset("""
.text .data .bss .rodata .section .globl .global .p2align .p2alignw .p2alignl .align .balign
.balignw .balignl .type .size .ident .amdgcn_target .amdhsa_kernel .end_amdhsa_kernel
.amdgpu_metadata .end_amdgpu_metadata .amdgpu_lds .amdgpu_hsa_kernel .amd_kernel_code_t
.end_amd_kernel_code_t .amd_amdgpu_isa .hsa_code_object_version .hsa_code_object_isa
.byte .short .long .quad .int .value .2byte .4byte .8byte .ascii .asciz .string .float
.double .single .set .equ .equiv .weak .weakref .hidden .protected .internal .local .comm
.lcomm .file .loc .addrsig .addrsig_sym .previous .pushsection .popsection .subsection
.zero .space .skip .fill .org .macro .endm .endmacro .if .ifdef .ifndef .ifeq .ifne .else
.elseif .endif .rept .endr .irp .irpc .include .err .error .warning .print .reloc .sleb128
.uleb128 .symver .lto_discard .end .nops .incbin .dc .ds
""".split())
DIRECTIVE_FAMILIES = (".amdhsa_", ".cfi_", ".if", ".dc.", ".ds.")
_NUMBER = re.compile(r"^-?(0x[0-9a-f]+|\d+)$", re.IGNORECASE)
_LOOKS_LIKE_REGISTER = re.compile(r"^[vas](\d+|\[)", re.IGNORECASE)


def _strip_comment(line: str) -> tuple[str, str | None]:
    """Code part and comment text (after ``;``, ``//`` or a leading ``#``)."""
    cut = len(line)
    for marker in (";", "//"):
        pos = line.find(marker)
        if pos != -1:
            cut = min(cut, pos)
    if line.lstrip().startswith("#"):
        cut = min(cut, line.find("#"))
    comment = None
    if cut < len(line):
        rest = line[cut:]
        comment = rest[2:] if rest.startswith("//") else rest[1:]
    return line[:cut], comment


def assemble(text: str, filename: str | None = None, *, target: Target | None = None) -> Program:
    """Decode a whole file; raises AsmError with every diagnostic, or returns the Program."""
    if isinstance(text, (bytes, bytearray)):
        raise ArgumentError("assemble takes the assembly as str: decode the bytes first "
                            "(text.decode('utf-8'))")
    require_str(text, "the assembly text")
    filename = require_str(filename, "filename") if filename is not None else "<input>"
    with gc_paused():   # (millions of small objects: see isa.footprint)
        return _assemble(text, filename, target_or_default(target))


def _assemble(text: str, filename: str, target: Target) -> Program:
    raw_lines = text.split("\n")
    source = SourceText(filename, text, map(len, raw_lines))
    lines = [line.removesuffix("\r") for line in raw_lines[:len(source)]]
    del raw_lines
    diagnostics: list[Diagnostic] = []
    instructions: list[Instruction] = []
    labels: dict[str, int] = {}
    assigned: dict[str, int] = {}   # (symbol = expression, .set: isa.expressions)
    directives: list[Directive] = []
    decoded: dict[str, Instruction] = {}

    descriptors: dict[str, dict[str, int]] = {}
    metadata: list[str] = []
    block: str | None = None        # inside .amdgpu_metadata or an .amdhsa_kernel block
    in_text = True                  # instructions and code labels only in .text
    data_section = False            # .rodata, .data, .bss: bytes for the data image
    data = DataImage()
    line_table = LineTable()
    alignments: dict[int, tuple] = {}   # (instruction index -> boundary: isa.addresses)
    for number, raw in enumerate(lines, start=1):
        stripped_raw = raw.strip()
        if block == "metadata":
            if stripped_raw == ".end_amdgpu_metadata":
                block = None
            else:
                metadata.append(raw)
            continue
        if block is not None:  # an .amdhsa_kernel block: ".amdhsa_field value"
            if stripped_raw == ".end_amdhsa_kernel":
                block = None
            else:
                field_value = stripped_raw.split(";")[0].split()
                if len(field_value) == 2:
                    try:
                        descriptors[block][field_value[0]] = int(field_value[1], 0)
                    except ValueError:
                        pass
            continue
        if stripped_raw == ".amdgpu_metadata":
            block = "metadata"
            continue
        if stripped_raw.startswith(".amdhsa_kernel"):
            block = stripped_raw.split()[1] if len(stripped_raw.split()) > 1 else "?"
            descriptors[block] = {}
            continue
        first = stripped_raw.split()[0] if stripped_raw else ""
        if first in (".text",) or (first == ".section" and ".text" in stripped_raw):
            in_text = True
        elif first in (".section", ".data", ".bss", ".rodata"):
            in_text = False
            # (the sections a kernel can read: not notes, metadata or compiler statistics)
            data_section = first != ".section" or stripped_raw.split()[1].split(",")[0] \
                .strip('"').startswith((".rodata", ".data", ".bss"))
        code, comment = _strip_comment(raw)
        if first in (".file", ".loc"):   # (the line table: wherever the directives stand)
            try:
                line_table.directive(code, comment)
            except IsaError as exc:
                diagnostics.append(Diagnostic(SourceLoc(source, number, 1), str(exc)))
            continue
        if comment is not None and comment.strip().startswith(DIRECTIVE_PREFIX):
            col = raw.find(DIRECTIVE_PREFIX) + 1
            directives.append(Directive(comment.strip()[len(DIRECTIVE_PREFIX):].strip(),
                                        SourceLoc(source, number, col)))
        if not in_text:
            if data_section:
                try:
                    data.line(code, number)
                except IsaError as exc:
                    diagnostics.append(Diagnostic(SourceLoc(source, number, 1), str(exc)))
            continue
        while True:
            match = _LABEL.match(code)
            if not match:
                break
            name = match.group(1)
            loc = SourceLoc(source, number, match.start(1) + 1)
            if name in labels:
                diagnostics.append(Diagnostic(loc, f"label '{name}' is already defined"))
            labels[name] = len(instructions)
            code = " " * match.end() + code[match.end():]
        stripped = code.strip(" \t")
        if not stripped:
            continue
        assignment = SET_DIRECTIVE.match(stripped) or ASSIGNMENT.match(stripped)
        if assignment:   # (a symbol's value: put into the operands that name it)
            *_, name, expr = assignment.groups()
            where = SourceLoc(source, number, len(code) - len(code.lstrip(" \t")) + 1)
            if stripped.startswith(".equiv") and name in assigned:
                diagnostics.append(Diagnostic(where, f"redefinition of '{name}'"))
                continue
            try:
                value = evaluate(expr, assigned)
            except IsaError:   # (clang's resource symbols: max(…), or(…): llvm-mc
                value = None   # functions this reader leaves to a linker, as before)
            if value is not None:
                assigned[name] = value
            else:   # (named before it has a value: a relocatable symbol, as before)
                assigned.pop(name, None)
            continue
        if stripped.startswith("."):   # an assembler directive: none changes execution
            name = re.match(r"\.[\w.$]*", stripped).group()
            if name.startswith((".p2align", ".balign", ".align")):   # (where code starts)
                boundary = alignment(name, stripped[len(name):])
                if boundary is not None and boundary[0]:
                    known = alignments.get(len(instructions))
                    if known is None or boundary[0] > known[0]:
                        alignments[len(instructions)] = boundary
            if not (name in KNOWN_DIRECTIVES or name.startswith(DIRECTIVE_FAMILIES)):
                diagnostics.append(Diagnostic(
                    SourceLoc(source, number, len(code) - len(code.lstrip(" \t")) + 1),
                    f"unknown directive '{name}'"))
            continue
        code = substitute(code, assigned)
        column = len(code) - len(code.lstrip(" \t")) + 1
        loc = SourceLoc(source, number, column)
        try:
            inst = _decode_cached(code, loc, decoded, target)
        except OperandSyntaxError as exc:
            diagnostics.append(Diagnostic(
                SourceLoc(source, number, column - 1 + exc.column), str(exc)))
            continue
        except IsaError as exc:
            diagnostics.append(Diagnostic(loc, str(exc)))
            continue
        inst.index = len(instructions)
        line_table.place(inst.index)
        instructions.append(inst)

    for inst in instructions:
        if not any(isinstance(o, Label) for o in inst.operands):
            continue
        ops = list(inst.operands)
        for position, label in enumerate(ops):
            if not isinstance(label, Label):
                continue
            if label.name not in labels:
                # llvm-mc accepts it (a relocation); taking the branch is the error
                continue
            ops[position] = Label(label.name, labels[label.name], label.column)
        inst.operands = tuple(ops)
    code = layout(instructions, alignments)
    data_base = code.addresses[-1] + (-code.addresses[-1] % DATA_ALIGN)
    symbols = {name: code.addresses[index] for name, index in labels.items()}
    symbols.update((name, data_base + offset) for name, offset in data.symbols.items())
    _place(instructions, symbols, code)
    diagnostics += [Diagnostic(SourceLoc(source, number, 1), message)
                    for number, message in data.resolve(symbols)]
    if diagnostics:
        diagnostics.sort(key=lambda d: (d.loc.line, d.loc.column))
        raise AsmError(diagnostics)
    return Program(instructions, labels, directives, filename, source, descriptors,
                   "\n".join(metadata), target, code, bytes(data.data), data_base,
                   dict(data.symbols), dict(line_table.files), tuple(line_table.runs))


GPR_INDEXED = "gpr_idx"   # the anchor of a VALU instruction after s_set_gpr_idx_on


def _place(instructions, symbols: dict[str, int], code: CodeLayout) -> None:
    """What depends on where instructions stand: the anchor of those that read the PC, and
    the values of ``sym@rel32@lo/hi+K`` literals (``symbols``: the addresses of the
    program's labels and data; other symbols stay relocations for a linker)."""
    indexing = False
    for inst in instructions:
        if getattr(inst.spec, "reads_pc", False):
            inst.anchor = (code, inst.index)
        if inst.mnemonic in ("s_set_gpr_idx_on", "s_set_gpr_idx_off"):
            indexing = inst.mnemonic == "s_set_gpr_idx_on"
        elif indexing and getattr(inst.spec, "is_vector", False):
            inst.anchor = GPR_INDEXED   # (its VGPRs may be offset by M0: ISA 6.6)
        if not any(isinstance(o, Src) and o.symbol for o in inst.operands):
            continue
        ops = list(inst.operands)
        for position, operand in enumerate(ops):
            if not (isinstance(operand, Src) and operand.symbol):
                continue
            reloc = relocation(operand.symbol)
            if reloc is None or reloc[0] not in symbols:
                continue
            name, half, addend = reloc
            value = rel32(symbols[name], code.addresses[inst.index] + 4, half, addend)
            ops[position] = Src(value=value, text=operand.symbol, neg=operand.neg,
                                abs=operand.abs, literal=True)
        inst.operands = tuple(ops)


_DECODED_MAX = 1 << 14


def _decode_cached(code: str, loc: SourceLoc, decoded: dict, target: Target) -> Instruction:
    """``_decode``, once per distinct line text of one file (``decoded`` holds them): a
    decoded instruction depends only on its code text (the column of a label operand
    included), so a repeated line is a copy of the first one with its own place. (Errors
    are not kept: they are reported afresh.)"""
    template = decoded.get(code)
    if template is None:
        template = _decode(code, loc, target)
        _check_register_counts(template, target)
        if len(decoded) >= _DECODED_MAX:
            decoded.clear()
        decoded[code] = template
    inst = copy.copy(template)
    inst.loc = loc
    return inst


def _check_register_counts(inst: Instruction, target: Target) -> None:
    """Every register the instruction names exists on the target (the parser knows gfx942's
    files; a target may have fewer registers)."""
    limits = {"v": target.vgprs, "a": target.agprs, "s": target.sgprs}
    regs = [o.reg if isinstance(o, Src) else o for o in inst.operands]
    if inst.mfma is not None:
        regs += [inst.mfma.index]
    for reg in regs:
        if isinstance(reg, RegRange) and reg.file in limits and reg.last >= limits[reg.file]:
            raise IsaError(f"{inst.mnemonic}: {reg} is not a register of {target.name} "
                           f"({limits[reg.file]} {reg.file} registers)")


def _decode(code: str, loc: SourceLoc, target: Target) -> Instruction:
    head = (code[loc.column - 1:].split(None, 1) or [""])[0]
    if head and target.find_mnemonic(head) is None and target.find_op(head)[0] is None \
            and target.refusal(head):
        _unknown(head, target)   # (refused whatever its operands say)
    mnemonic, pieces = split_operands(code[loc.column - 1:],
                                      _flags_of(code[loc.column - 1:], target))
    base_col = loc.column - 1
    text = code[loc.column - 1:]
    if mnemonic.lower().endswith("_e64") and isinstance(target.find_mnemonic(mnemonic[:-4]),
                                                        MatrixInstruction):
        # llvm-mc takes an MFMA's (only) encoding asked for by name
        text = text.replace(mnemonic, mnemonic[:-4] + "    ", 1)
        mnemonic = mnemonic[:-4]
    record = target.find_mnemonic(mnemonic)
    if isinstance(record, MatrixInstruction):
        op = parse_mfma(text, target)
        return Instruction(record, (op.vdst, op.src_a, op.src_b, op.src_c), NO_MODS, "", loc,
                           op)
    spec, suffix = target.find_op(mnemonic)
    if spec is None:
        _unknown(mnemonic, target)
    return _decode_op(spec, suffix, pieces, base_col, loc)


def _flags_of(text: str, target: Target) -> frozenset:
    """The value-less modifiers the instruction ``text`` starts with takes."""
    spec, _ = target.find_op(text.split(None, 1)[0] if text.split() else "")
    if spec is None:
        return frozenset()
    if spec.is_memory:
        return _MEMORY_MODIFIER_NAMES - set(_VALUED)
    return frozenset(("clamp", "row_mirror", "row_half_mirror")) if spec.is_vector \
        else frozenset()


def _unknown(mnemonic: str, target: Target):
    import difflib
    why = target.refusal(mnemonic)
    if why is not None:
        raise OperandSyntaxError(f"'{mnemonic}' is refused on {target.name}: {why}", 1)
    if mnemonic.lower().startswith(("v_mfma", "v_smfmac")):
        target.lookup(mnemonic)  # raises with the matrix suggestions
    close = difflib.get_close_matches(mnemonic.lower(), list(target.op_names()), n=3,
                                      cutoff=0.6)
    hint = "; did you mean " + ", ".join(f"'{c}'" for c in close) + "?" if close else ""
    raise OperandSyntaxError(f"unknown or unsupported instruction '{mnemonic}'{hint}", 1)


def _decode_op(spec: OpSpec, suffix: str, pieces, base_col, loc) -> Instruction:
    mods: dict = {}
    order: dict = {}   # the memory modifiers' order so far (see _memory_modifier)
    if spec.unit is Unit.WAITCNT:
        inst = Instruction(spec, (shared(_waitcnt(pieces)),), NO_MODS, suffix, loc)
        _check_encoding(inst)
        return inst
    operands_text = []
    for piece, col in pieces:
        key = piece.split(":", 1)[0].lower()
        if isinstance(piece, SymbolRef):   # (an operand that names a symbol)
            operands_text.append((piece, col))
        elif spec.is_memory and key in _MEMORY_MODIFIER_NAMES:
            _memory_modifier(spec, key, piece, col, mods, order)
        elif ":" in piece and key in _VALUE_MODIFIERS:
            _modifier(spec, key, piece, col, mods, order)
        elif piece == "clamp":
            _output_modifier(spec, "clamp", "", col, mods, order)
        elif piece in ("row_mirror", "row_half_mirror"):
            _dpp_modifier(spec, piece, "", col, mods)
        else:
            operands_text.append((piece, col))
    if not suffix and "dpp" in spec.forms and any(k in mods for k in DPP_CONTROLS):
        suffix = "dpp"   # (llvm-mc takes a lane selection on the base mnemonic as _dpp)
    if spec.returning is not None and ("sc0" in mods or "glc" in mods):
        spec = spec.returning   # (an atomic that returns the old value)
    kinds = spec.operands
    operands_text = _implicit_operands(spec, suffix, kinds, operands_text)
    if len(operands_text) != len(kinds):
        col = operands_text[len(kinds)][1] if len(operands_text) > len(kinds) else \
            len(loc.text) - base_col + 1
        raise OperandSyntaxError(
            f"{spec.mnemonic} takes {len(kinds)} operand{'s' * (len(kinds) != 1)} "
            f"({', '.join(kinds) or 'none'}), got {len(operands_text)}", col)
    operands = []
    for (piece, col), kind in zip(operands_text, kinds):
        operand = _operand(spec, kind, piece, col)
        if isinstance(operand, Label):
            operand = Label(operand.name, -1, base_col + col)
        elif isinstance(operand, Src):
            operand = shared(operand)   # (immutable; registers are shared already)
        operands.append(operand)
    if suffix == "dpp":   # (llvm-mc writes both masks, 0xf when not given)
        mods.setdefault("row_mask", "0xf")
        mods.setdefault("bank_mask", "0xf")
    inst = Instruction(spec, tuple(operands), mods or NO_MODS, suffix, loc)
    if spec.is_vector:
        _check_literals(inst, operands_text)
    elif spec.encoding.startswith("SOP"):
        literals = {_literal_key(o, c): c for o, (_, c) in zip(operands, operands_text)
                    if isinstance(o, Src) and o.literal}
        if len(literals) > 1:
            raise OperandSyntaxError(f"{spec.mnemonic}: only one unique literal operand is "
                                     "allowed", list(literals.values())[1])
    _check_encoding(inst)
    if spec.encoding == "SMEM" and "offset" in mods and (
            "soff" not in kinds or not operands[kinds.index("soff")].is_reg):
        raise OperandSyntaxError(f"{spec.mnemonic}: invalid operand for instruction (an "
                                 "offset: modifier needs an SGPR or M0 soffset)",
                                 operands_text[kinds.index("soff")][1] if "soff" in kinds
                                 else 1)
    data = [o for o, k in zip(operands, kinds) if k.startswith(("mdst", "msrc"))]
    if len({o.file for o in data}) > 1:
        raise OperandSyntaxError("invalid register class: data and dst should be all VGPR "
                                 "or AGPR", 1)
    if spec.encoding in ("MUBUF", "MTBUF") and "bvaddr" in kinds:
        vaddr = operands[kinds.index("bvaddr")]
        want = ("idxen" in mods) + ("offen" in mods)
        have = 0 if vaddr is OFF else vaddr.count
        if have != want:
            col = operands_text[kinds.index("bvaddr")][1]
            raise OperandSyntaxError(
                f"{spec.mnemonic}: vaddr needs {want} VGPR(s) with "
                f"{' '.join(k for k in ('idxen', 'offen') if k in mods) or 'neither idxen nor offen'}"
                f", got {vaddr}", col)
    if spec.encoding == "GLOBAL":
        gaddr = operands[kinds.index("gaddr")]
        want = 2 if operands[kinds.index("saddr")] is OFF else 1
        if gaddr.count != want:
            col = operands_text[kinds.index("gaddr")][1]
            raise OperandSyntaxError(
                f"{spec.mnemonic}: the address is {'a VGPR pair' if want == 2 else 'one VGPR'}"
                f" {'with saddr off' if want == 2 else 'added to the SGPR pair saddr'}, "
                f"got {gaddr}", col)
    return inst


def _implicit_operands(spec: OpSpec, suffix: str, kinds, operands_text):
    """The operands llvm-mc lets a program leave out: a compare's vcc destination (with an
    explicit _e32), v_cndmask_b32_e32's vcc mask, and a scalar load's zero offset."""
    missing = len(kinds) - len(operands_text)
    if missing != 1 or not operands_text:
        return operands_text
    column = operands_text[-1][1]
    if spec.optional_vcc and suffix == "e32" and kinds[0] == "maskd":
        return [("vcc", operands_text[0][1])] + operands_text
    if spec.optional_vcc and suffix == "e32" and kinds[-1] == "mask":
        return operands_text + [("vcc", column)]
    if spec.encoding == "SMEM" and kinds[-1] == "soff":
        return operands_text + [("0x0", column)]
    return operands_text


def _check_encoding(inst: Instruction) -> None:
    """The encoding a suffix asks for must exist and fit the operands, as llvm-mc checks:
    ``_e64`` only on vector instructions, ``_sdwa`` only on VOP1/VOP2/VOPC, and ``_e32``
    never on VOP3/VOP3P-only instructions nor with operands only the long form takes (a
    non-VGPR second source, neg/abs, a mask other than vcc, SDWA selects)."""
    spec, suffix = inst.spec, inst.suffix
    problem = None
    if suffix == "e64" and "e64" not in spec.forms:
        problem = "has no VOP3 (_e64) encoding"
    elif suffix == "sdwa" and "sdwa" not in spec.forms:
        problem = "has no SDWA encoding"
    elif suffix == "dpp" and "dpp" not in spec.forms:
        problem = "has no DPP encoding (dpp variant of this instruction is not supported)"
    elif suffix == "dpp" and not any(k in inst.mods for k in DPP_CONTROLS):
        problem = "_dpp needs a lane selection (quad_perm:[…], row_shr:n, …)"
    elif suffix == "dpp" and spec.wide_operands and "row_newbcast" not in inst.mods:
        problem = "with 64-bit operands: DP ALU dpp only supports row_newbcast"
    elif suffix != "dpp" and any(k in inst.mods for k in DPP_MODIFIERS):
        problem = "takes DPP modifiers only in its _dpp encoding"
    elif suffix == "dpp" and any(isinstance(o, Src) and not (o.is_reg and o.reg.file == "v")
                                 for o in inst.operands):
        problem = "_dpp: sources must be VGPRs"
    elif suffix == "dpp" and any(k in inst.mods for k in ("clamp", "mul", "div")):
        problem = "takes no clamp or output modifier in its _dpp encoding (no such bits)"
    elif suffix == "e32" and "e32" not in spec.forms:
        problem = "has no 32-bit (_e32) encoding"
    elif suffix == "e32" and spec.encoding in ("VOP1", "VOP2", "VOPC"):
        unforced = Instruction(spec, inst.operands, inst.mods, "", inst.loc)
        if unforced.canonical_suffix() in ("_e64", "_sdwa"):
            problem = "takes these operands only in its _e64 or _sdwa encoding"
    elif suffix in ("e64", "dpp") and any(key in inst.mods for key in SDWA_MODIFIERS):
        problem = "takes SDWA selects only in its _sdwa encoding"
    elif suffix in ("e32", "e64", "dpp") and any(isinstance(o, Src) and o.sext
                                                 for o in inst.operands):
        problem = "takes sext() only in its _sdwa encoding"
    if problem:
        raise OperandSyntaxError(f"{spec.mnemonic} {problem}", 1)


_SCALAR_FILES = frozenset(("s", "ttmp", "vcc", "vcc_lo", "vcc_hi", "exec", "exec_lo",
                           "exec_hi", "m0")) | READ_ONLY


def _literal_key(operand: Src, col: int) -> tuple:
    """What makes two literals one: their value; two symbols are never known to be equal."""
    return ("literal", operand.symbol or operand.value, col if operand.symbol else 0)


def _check_literals(inst: Instruction, operands_text) -> None:
    """The constant bus: a gfx942 vector instruction reads at most one scalar value — an
    SGPR (counted once however often it is named), vcc, exec, m0, a mask it reads, or a
    literal; inline constants are free. And a literal dword only in the 32-bit
    VOP1/VOP2/VOPC encodings: VOP3, VOP3P and SDWA forms take inline constants only."""
    # (an implicit VCC read — v_div_fmas — takes the bus too)
    scalars: list = [("vcc", 0)] if "vcc" in inst.spec.reads and \
        inst.spec.encoding == "VOP3" else []
    for (operand, (piece, col)), kind in zip(zip(inst.operands, operands_text),
                                             inst.spec.operands):
        if isinstance(operand, Src) and operand.literal:
            key = _literal_key(operand, col)
        elif isinstance(operand, Src) and operand.is_reg and operand.reg.file in _SCALAR_FILES:
            key = operand.reg
        elif kind == "mask" and isinstance(operand, RegRange):
            key = operand
        else:
            continue
        if key not in (k for k, _ in scalars):
            scalars.append((key, col))
    if len(scalars) > 1:
        raise OperandSyntaxError(f"{inst.mnemonic}: invalid operand (violates constant bus "
                                 "restrictions: one SGPR, vcc, m0 or literal per instruction)",
                                 scalars[1][1])
    literal = next(((piece, col) for operand, (piece, col) in zip(inst.operands, operands_text)
                    if isinstance(operand, Src) and operand.literal), None)
    if literal is None:
        return
    if inst.spec.encoding in ("VOP3", "VOP3P") or inst.canonical_suffix() not in ("", "_e32"):
        raise OperandSyntaxError(
            f"{inst.mnemonic}: literal operands are not supported in this encoding (only "
            f"inline constants), got '{literal[0]}'", literal[1])


PACKED_MODIFIERS = ("op_sel", "op_sel_hi", "neg_lo", "neg_hi")   # VOP3P's per-source bits
# DPP (a _dpp encoding): one lane selection, then which rows and banks are written, and
# bound_ctrl (a source lane out of range or disabled reads 0 instead of skipping the write)
DPP_CONTROLS = ("quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol",
                "wave_shr", "wave_ror", "row_mirror", "row_half_mirror", "row_bcast",
                "row_newbcast")
DPP_MODIFIERS = DPP_CONTROLS + ("row_mask", "bank_mask", "bound_ctrl")
_MODIFIER_ORDER = {key: n for n, key in enumerate((
    "format", "idxen", "offen", "offset", "offset0", "offset1", "sc0", "nt", "sc1", "glc", "slc", "dlc", "op_sel",
    "op_sel_hi", "neg_lo", "neg_hi", *DPP_CONTROLS, "row_mask", "bank_mask", "bound_ctrl",
    "clamp", "mul", "div", "dst_sel",
    "dst_unused", "src0_sel", "src1_sel"))}

_VALUE_MODIFIERS = frozenset(PACKED_MODIFIERS + DPP_MODIFIERS + ("clamp", "omod", "mul",
                                                                  "div")) | SDWA_MODIFIERS
SDWA_SELECTS = ("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD")
SDWA_UNUSED = ("UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE")


# The modifiers each memory encoding takes on gfx942, in groups that must come in this order
# (llvm-mc): the address modes, the offset, then the cache policy. (gfx942 spells the cache
# policy sc0/sc1/nt; glc/slc/dlc belong to other targets, but for scalar loads.)
MEMORY_MODIFIERS = {
    "GLOBAL": (("offset",), ("sc0", "sc1", "nt")),
    "FLAT": (("offset",), ("sc0", "sc1", "nt")),
    "SCRATCH": (("offset",), ("sc0", "sc1", "nt")),
    "MUBUF": (("idxen", "offen"), ("offset",), ("sc0", "sc1", "nt")),
    "MTBUF": (("format",), ("idxen", "offen"), ("offset",), ("sc0", "sc1", "nt")),
    "DS": (("offset",),),   # (gfx942 has no GDS)
    "SMEM": (("offset",), ("glc",)),   # (offset: only beside an SGPR soffset)
}
_MEMORY_MODIFIER_NAMES = {"offset", "offset0", "offset1", "idxen", "offen", "sc0", "sc1",
                          "nt", "glc", "slc", "dlc", "gds", "lds", "tfe", "format"}
# a cache-policy bit written as its absence (llvm-mc takes nosc0 … and sets nothing)
_NEGATED_POLICY = {"no" + name: name for name in ("sc0", "sc1", "nt", "glc", "slc", "dlc")}
_MEMORY_MODIFIER_NAMES |= set(_NEGATED_POLICY)
_VALUED = ("offset", "offset0", "offset1")   # the memory modifiers with a value
# the two-address LDS accesses (ds_read2/write2…): two 8-bit offsets, in this order
_PAIR_OFFSETS = (("offset0",), ("offset1",))


def _memory_modifier(spec, key, piece, col, mods, order):
    """One memory modifier into ``mods``; ``order`` keeps the group reached so far and
    whether an offset was written (an offset of 0 leaves no entry in ``mods``)."""
    groups = (_PAIR_OFFSETS if "offset0" in spec.modifiers
              else MEMORY_MODIFIERS.get(spec.encoding, ()))
    if not spec.operands:   # a cache write-back or invalidate: at most its cache policy
        groups = groups[-1:] if "cache_policy" in spec.modifiers else ()
    if spec.encoding == "SMEM":   # (offset: beside an address; glc: on a data access)
        address = any(k.startswith(("sbase", "srsrc")) for k in spec.operands)
        data = any(k.startswith(("sdst", "sdata")) for k in spec.operands)
        groups = tuple(g for g in groups if address and ("offset" in g or data))
    negated = _NEGATED_POLICY.get(key)
    stage = next((g for g, names in enumerate(groups) if (negated or key) in names), None)
    if negated and stage is not None:
        if negated in mods or negated in order:
            raise OperandSyntaxError(f"duplicate cache policy modifier {negated}", col)
        order[negated], order["stage"] = True, stage   # (written, as nothing)
        return
    if stage is None:
        raise OperandSyntaxError(f"{spec.mnemonic}: modifier '{key}' is not supported "
                                 "(gfx942 " + ("takes no modifiers here" if not groups else
                                               "takes " + " ".join(n for g in groups
                                                                   for n in g)) + ")", col)
    if key in mods or key in order:
        raise OperandSyntaxError(f"duplicate modifier {key}", col)
    if stage < order.get("stage", 0):
        raise OperandSyntaxError(f"{spec.mnemonic}: {key} must come before "
                                 f"{' '.join(groups[order['stage']])}", col)
    order["stage"] = stage
    if key == "format":   # (MTBUF: isa.buffer_formats; the default is not written back)
        try:
            value = buffer_formats.parse_format(piece.split(":", 1)[1])
        except IsaError as exc:
            raise OperandSyntaxError(f"{spec.mnemonic}: {exc}", col) from None
        if value != buffer_formats.DEFAULT_FORMAT:
            mods[key] = value
        return
    if key not in _VALUED:
        mods[key] = True
        return
    order[key] = True
    if ":" not in piece:
        raise OperandSyntaxError(f"{spec.mnemonic}: {key} takes a value ({key}:N)", col)
    try:
        value = int(piece.split(":", 1)[1], 0)
    except ValueError:
        raise OperandSyntaxError(f"{key} takes an integer, got '{piece}'", col) from None
    if spec.encoding == "SMEM":   # (21 bits, signed but for buffer loads, kept when 0:
        # llvm-mc prints the SGPR-plus-immediate form with its offset whatever it is)
        low = 0 if "srsrc" in spec.operands else -(1 << 20)
        if not low <= value < (1 << 20):
            raise OperandSyntaxError(f"{spec.mnemonic}: expected a 21-bit "
                                     f"{'unsigned' if low == 0 else 'signed'} offset", col)
        mods[key] = value
        return
    low, high = (0, 255) if key != "offset" else {
        "GLOBAL": (-4096, 4095), "SCRATCH": (-4096, 4095), "FLAT": (0, 4095),
        "MUBUF": (0, 4095), "MTBUF": (0, 4095)}.get(spec.encoding, (0, 65535))
    if not low <= value <= high:
        raise OperandSyntaxError(f"{spec.mnemonic}: {key} must be {low}..{high}", col)
    if value:
        mods[key] = value


_DPP_RANGES = {"row_shl": (1, 15), "row_shr": (1, 15), "row_ror": (1, 15), "wave_shl": (1, 1),
               "wave_rol": (1, 1), "wave_shr": (1, 1), "wave_ror": (1, 1),
               "row_newbcast": (0, 15)}


def _dpp_modifier(spec, key, value, col, mods):
    """One DPP modifier (checked against the _dpp suffix after the whole line is read)."""
    def fail(why="invalid operand for instruction"):
        raise OperandSyntaxError(why, col)
    if key in DPP_CONTROLS:
        if any(k in mods for k in DPP_CONTROLS):
            fail("only one DPP lane selection per instruction")
        if key == "quad_perm":
            lanes = value.strip("[]").split(",")
            if len(lanes) != 4 or any(x.strip() not in ("0", "1", "2", "3") for x in lanes):
                fail("quad_perm takes four lanes 0..3: quad_perm:[0,1,2,3]")
            mods[key] = tuple(int(x) for x in lanes)
        elif key in ("row_mirror", "row_half_mirror"):
            mods[key] = True
        else:
            if not _NUMBER.match(value):
                fail(f"{key} takes a number")
            amount = int(value, 0)
            low, high = _DPP_RANGES.get(key, (15, 31))
            if key == "row_bcast" and amount not in (15, 31) or not low <= amount <= high:
                fail(f"{key}: {'15 or 31' if key == 'row_bcast' else f'{low}..{high}'}")
            mods[key] = amount
        return
    if key == "bound_ctrl":
        if value not in ("0", "1"):
            fail("bound_ctrl takes 0 or 1 (either sets it, as llvm-mc reads it)")
        mods[key] = "1"
        return
    if not _NUMBER.match(value) or not 0 <= int(value, 0) <= 15:
        fail(f"{key} takes 0x0..0xf")
    mods[key] = hex(int(value, 0))


def output_modifiers_allowed(spec) -> bool:
    """Whether ``clamp`` and the output multiplier (``mul:2``, ``mul:4``, ``div:2``) are
    modelled for a record: VALU arithmetic whose sources and result are one float type."""
    kinds = [k for k in spec.operands if k.startswith(("src", "vsrc"))]
    types = {k.partition(":")[2] for k in kinds}
    return (spec.encoding in ("VOP1", "VOP2", "VOP3") and spec.float_mods and len(types) == 1
            and types <= {"f16", "f32", "f64"} and spec.operands[0] in ("vdst", "vdst64")
            and not spec.format and "e64" in spec.forms
            and not any(t in spec.mnemonic for t in ("_cvt_", "frexp_exp", "_class")))


def _output_modifier(spec, key, value, col, mods, order):
    """``clamp`` (results clamped to [0, 1]) and the output multiplier, in llvm-mc's order:
    clamp first."""
    if not (output_modifiers_allowed(spec) or key in spec.modifiers):
        raise OperandSyntaxError(f"{spec.mnemonic}: {key} is not modelled for this "
                                 "instruction (float arithmetic and integer arithmetic that saturates take it here)", col)
    if key in mods or (key in ("mul", "div") and ("mul" in mods or "div" in mods)) or \
            any(k in mods for k in SDWA_MODIFIERS):   # (llvm-mc: before the SDWA selects)
        raise OperandSyntaxError("invalid operand for instruction", col)
    if key == "clamp":
        if "mul" in mods or "div" in mods:
            raise OperandSyntaxError("invalid operand for instruction", col)
        mods["clamp"] = True
        return
    if value not in (("2", "4") if key == "mul" else ("2",)):
        raise OperandSyntaxError(f"{key} takes {'2 or 4' if key == 'mul' else '2'}", col)
    mods[key] = int(value)


def packed_default(key: str, sources: int, mixed: bool = False) -> tuple:
    """A VOP3P modifier's value when it is not written: op_sel_hi all ones, others zeros;
    for the mixed-precision records (VOP3P with neg/abs source modifiers: v_fma_mix*, whose
    op_sel_hi bit says "f16 source") all zeros."""
    return (1 if key == "op_sel_hi" and not mixed else 0,) * sources


_SDWA_ORDER = ("dst_sel", "dst_unused", "src0_sel", "src1_sel")   # (llvm-mc's order)


def _modifier(spec, key, piece, col, mods, order=None):
    value = piece.split(":", 1)[1]
    if key in mods:
        raise OperandSyntaxError(f"duplicate modifier {key}", col)
    if key in PACKED_MODIFIERS and order is not None:   # (llvm-mc: in this order)
        stage = PACKED_MODIFIERS.index(key)
        if stage <= order.get("packed", -1):
            raise OperandSyntaxError("invalid operand for instruction", col)
        order["packed"] = stage
    if key in DPP_MODIFIERS:
        _dpp_modifier(spec, key, value, col, mods)
        return
    if key in ("mul", "div"):
        _output_modifier(spec, key, value, col, mods, order)
        return
    if key in PACKED_MODIFIERS and key in spec.modifiers and spec.encoding == "VOP3P":
        sources = sum(1 for k in spec.operands if k.startswith("src"))
        bits = value.strip("[]").split(",")
        if not 1 <= len(bits) <= 3 or any(b.strip() not in ("0", "1") for b in bits):
            raise OperandSyntaxError(f"{key} takes up to 3 0/1 values, one per source: "
                                     f"{key}:[{','.join(['0'] * sources)}]", col)
        # (llvm-mc: values past the sources are dropped, missing ones are 0)
        given = [int(b) for b in bits][:sources]
        bits = tuple(given) + (0,) * (sources - len(given))
        if bits != packed_default(key, sources, spec.float_mods):   # (not written back)
            mods[key] = bits
        return
    if key == "op_sel" and key in spec.modifiers:
        bits = value.strip("[]").split(",")
        if "op_sel_byte" in spec.modifiers:   # (all four OPSEL bits: [3:2] pick a byte)
            if not 1 <= len(bits) <= 4 or any(b.strip() not in ("0", "1") for b in bits):
                raise OperandSyntaxError("op_sel takes up to four 0/1 values: "
                                         "op_sel:[0,0,1,1]", col)
            mods["op_sel"] = tuple(int(b) for b in bits) + (0,) * (4 - len(bits))
            return
        if len(bits) not in (2, 3) or any(b.strip() not in ("0", "1") for b in bits):
            raise OperandSyntaxError("op_sel takes 0/1 values: op_sel:[0,0,1]", col)
        mods["op_sel"] = tuple(int(b) for b in bits)
        return
    if key == "src0_sel" and spec.modifiers == {"src0_sel"}:   # (a byte/word select alone)
        if value.upper() == "DWORD":   # (no selection, the default: llvm-mc prints it so)
            return
        unit, top = ("WORD", 1) if spec.operands[0] == "vdst64" else ("BYTE", 3)
        match = re.fullmatch(unit + r"_([0-3])", value, re.IGNORECASE)
        if not match or int(match.group(1)) > top:
            raise OperandSyntaxError(f"src0_sel takes {unit}_0..{unit}_{top}", col)
        mods["src0_sel"] = f"{unit}_{match.group(1)}"
        return
    if key == "op_sel" and spec.encoding == "VOP3P" and re.fullmatch(
            r"\[\s*0\s*(,\s*0\s*){0,3}\]", value):
        return   # (the VOP3P word's OPSEL bits left clear: llvm-mc takes it, and so does
        #          every VOP3P instruction; set bits are refused where they are not modelled)
    if key in SDWA_MODIFIERS and key in spec.modifiers:
        if any(k in mods for k in _SDWA_ORDER[_SDWA_ORDER.index(key) + 1:]):
            raise OperandSyntaxError("invalid operand for instruction", col)   # (the order)
        choices = SDWA_UNUSED if key == "dst_unused" else SDWA_SELECTS
        if value.upper() not in choices:
            raise OperandSyntaxError(f"{key} takes {', '.join(choices)}", col)
        if key == "src1_sel" and spec.encoding not in ("VOP2", "VOPC"):
            raise OperandSyntaxError(f"{spec.mnemonic} has no src1", col)
        mods[key] = value.upper()
        return
    raise OperandSyntaxError(f"{spec.mnemonic}: modifier '{key}' is not supported", col)


def _waitcnt(pieces) -> Mapping:
    """The counts of ``vmcnt(N) expcnt(N) lgkmcnt(N)`` (names in lower case, as llvm-mc
    reads them; ``vmcnt_sat(N)`` and the like saturate), or of the encoded 16-bit field: vmcnt bits 3:0 and 15:14, expcnt 6:4,
    lgkmcnt 11:8 (gfx9)."""
    if not pieces:
        raise OperandSyntaxError("s_waitcnt: too few operands for instruction", 1)
    counts: dict = {}
    for piece, col in pieces:
        match = re.fullmatch(r"(vmcnt|expcnt|lgkmcnt)(_sat)?\((\d+)\)", piece)
        if match:   # (NAME_sat(N): N saturated to the counter's width, as llvm-mc reads it)
            name, saturate, value = match.group(1), match.group(2), int(match.group(3))
            if saturate:
                value = min(value, WAITCNT_MAX[name])
            if value > WAITCNT_MAX[name]:
                raise OperandSyntaxError(f"too large value for {name}", col)
            counts[name] = value
        elif _NUMBER.match(piece) and -(1 << 15) <= int(piece, 0) <= 0xFFFF:
            field = int(piece, 0) & 0xFFFF
            counts = {"vmcnt": field & 0xF | (field >> 14 & 3) << 4,
                      "expcnt": field >> 4 & 7, "lgkmcnt": field >> 8 & 0xF}
        else:
            raise OperandSyntaxError(
                "s_waitcnt takes vmcnt(N) expcnt(N) lgkmcnt(N) or the encoded field", col)
    return WaitCounts(counts)


class _Off:
    """The ``off`` of a global access without an SGPR base."""

    def __str__(self) -> str:
        return "off"

    def __repr__(self) -> str:
        return "OFF"


OFF = _Off()
_MEMORY_KINDS = {"mdst", "msrc", "gaddr", "saddr", "dsaddr", "sbase", "soff", "sdst",
                 "srsrc", "bvaddr", "faddr", "svaddr", "ssaddr", "sdata"}


def _memory_operand(spec: OpSpec, base: str, count: str, piece: str, col: int):
    if base in ("saddr", "bvaddr", "svaddr", "ssaddr") and piece.lower() == "off":
        return OFF
    if base == "soff":
        if _NUMBER.match(piece):
            value = int(piece, 0)
            if spec.encoding in ("MUBUF", "MTBUF"):  # soffset: an SGPR or an inline constant
                if not -16 <= value <= 64:
                    raise OperandSyntaxError(f"{spec.mnemonic}: soffset must be an SGPR or "
                                             "an inline constant -16..64", col)
                return Src(value=value, text=str(value))
            low = 0 if "srsrc" in spec.operands else -(1 << 20)  # s_load: 21 bits, signed
            if not low <= value < (1 << 20):
                raise OperandSyntaxError(f"{spec.mnemonic}: offset must be {low:#x}.."
                                         "0xfffff", col)
            return Src(value=value, text=hex(value))
    try:
        reg = parse_register(piece)
    except IsaError as exc:
        raise OperandSyntaxError(f"{spec.mnemonic}: {exc}", col) from None
    if base == "soff" and reg.is_special and SPECIAL[reg.file] <= 32 and (
            reg.file not in CONSTANT_SOURCES) and (reg.file != "scc" or (
                piece == "src_scc" and spec.encoding == "SMEM" and "sbase" in spec.operands)):
        return Src(reg=reg)   # m0, vcc_hi, src_execz… (llvm-mc: src_scc for s_load only)
    files = {"mdst": ("v", "a"), "msrc": ("v", "a"), "gaddr": ("v",), "dsaddr": ("v",),
             "saddr": ("s",), "sbase": ("s",), "soff": ("s", "ttmp"), "sdst": ("s",),
             "srsrc": ("s",), "bvaddr": ("v",), "faddr": ("v",), "svaddr": ("v",),
             "ssaddr": ("s",), "sdata": ("s",)}[base]
    want = int(count) if count else REGISTER_COUNTS.get(base)
    what = {"v": "archVGPR", "a": "accVGPR", "s": "SGPR", "ttmp": "trap temporarie"}
    if reg.file not in files or (want is not None and reg.count != want):
        names = " or ".join(what[f] + "s" for f in files)
        size = f"{want} " if want else ""
        raise OperandSyntaxError(f"{spec.mnemonic}: expected {size}{names}, got '{piece}'",
                                 col)
    return Src(reg=reg) if base == "soff" else reg


def _operand(spec: OpSpec, kind: str, piece: str, col: int):
    base, _, vtype = kind.partition(":")
    if isinstance(piece, SymbolRef):
        return _symbol_operand(spec, base, vtype, piece, col)
    if isinstance(piece, ForcedLiteral) and base in ("imm16", "simm16"):
        piece = str(piece)   # (llvm-mc takes lit() around an immediate field, and drops it)
    if isinstance(piece, ForcedLiteral) and base not in ("src", "ssrc", "soff"):
        raise OperandSyntaxError(f"{spec.mnemonic}: invalid operand for instruction "
                                 "(lit() is for sources)", col)
    if base in _MEMORY_KINDS and spec.is_memory:
        return _memory_operand(spec, base, vtype, piece, col)
    if base == "label":   # (names arrive as SymbolRef: this is a number or a register)
        if not _NUMBER.match(piece) or not -(1 << 15) <= int(piece, 0) < (1 << 16):
            raise OperandSyntaxError(f"expected an absolute expression or a label (a 16-bit "
                                     f"offset), got '{piece}'", col)
        return Label(piece)   # a word offset: llvm-mc takes it; the emulator cannot
    if base == "simm16":
        if not _NUMBER.match(piece) or not -32768 <= int(piece, 0) <= 0xFFFF:
            raise OperandSyntaxError(f"{spec.mnemonic} takes a 16-bit immediate, got "
                                     f"'{piece}'", col)
        value = int(piece, 0) & 0xFFFF
        return Src(value=value - 0x10000 if value & 0x8000 else value, text=hex(value))
    if base == "k":   # v_fmamk/fmaak's constant: always a literal dword after the word
        if not (_NUMBER.match(piece) or _is_float(piece)):
            raise OperandSyntaxError(f"{spec.mnemonic}: expected a 32-bit constant, got "
                                     f"'{piece}'", col)
        bits = _constant(spec, vtype or "b32", piece, False, False, piece, col).bits(vtype)
        return Src(value=bits, text=hex(bits), literal=True)
    if base == "gprmode":   # gpr_idx(SRC0,SRC1,SRC2,DST) or the 4 enable bits
        return GprIndexMode.parse(piece, spec.mnemonic, col)
    if base == "imm32":     # s_setreg_imm32_b32's value: a literal dword, an integer
        if not _NUMBER.match(piece) or not -(1 << 31) <= int(piece, 0) < (1 << 32):
            raise OperandSyntaxError(f"{spec.mnemonic}: expected a 32-bit integer, got "
                                     f"'{piece}'", col)
        value = int(piece, 0)
        return Src(value=value & 0xFFFFFFFF, text=str(value) if -16 <= value <= 64
                   else hex(value & 0xFFFFFFFF), literal=True)
    if base == "hwreg":     # hwreg(NAME[, offset, size]) or the 16-bit field
        return HwReg.parse(piece, spec.mnemonic, col)
    if base == "sendmsg":   # sendmsg(MSG_NAME[, OP[, STREAM]]) or the 16-bit field
        return Message.parse(piece, spec.mnemonic, col)
    if base == "imm16":   # a 16-bit field; s_nop uses its low 4 bits (wait states - 1)
        if not _NUMBER.match(piece) or not -(1 << 15) <= int(piece, 0) < (1 << 16):
            raise OperandSyntaxError(f"{spec.mnemonic} takes a 16-bit immediate, got "
                                     f"'{piece}'", col)
        return int(piece, 0) & 0xFFFF
    neg = absval = sext = False
    text = piece
    if text.startswith("sext(") and text.endswith(")"):   # (SDWA: sign-extend the field)
        if spec.float_mods or base != "src" or "src0_sel" not in spec.modifiers or \
                not _LOOKS_LIKE_REGISTER.match(text[5:-1]):
            raise OperandSyntaxError(f"{spec.mnemonic}: invalid operand for instruction "
                                     "(sext() takes a VGPR source of an integer SDWA form)",
                                     col)
        sext, text = True, text[5:-1]
    if text.startswith("-") and not _NUMBER.match(text) and not _is_float(text):
        neg, text = True, text[1:]
    if text.startswith("|") and text.endswith("|") and len(text) > 2:
        absval, text = True, text[1:-1]
    if (neg or absval) and not (spec.float_mods and vtype in ("f16", "f32", "f64")):
        raise OperandSyntaxError(f"{spec.mnemonic} takes no neg/abs source modifiers", col)
    if absval and spec.encoding == "VOP3" and "maskd" in spec.operands:   # (v_div_scale)
        raise OperandSyntaxError("ABS not allowed in VOP3B instructions", 1)
    try:
        reg = parse_register(text)
    except IsaError as exc:
        if _LOOKS_LIKE_REGISTER.match(text):
            raise OperandSyntaxError(str(exc), col) from None
        reg = None
    if reg is not None:
        _check_reg(spec, base, vtype, reg, piece, col)
        if base in ("vdst", "vdst64", "vdst128", "adst", "sdst", "sdst64", "mask", "maskd",
                    "asrc", "vsrc128"):
            if neg or absval:
                raise OperandSyntaxError(f"{spec.mnemonic}: invalid operand for instruction "
                                         f"(no neg/abs on {_describe(base)})", col)
            return reg
        return Src(reg=reg, neg=neg, abs=absval, sext=sext)
    if base in ("vdst", "vdst64", "vdst128", "adst", "sdst", "sdst64", "asrc", "vsrc",
                "vsrc128", "sreg"):
        raise OperandSyntaxError(f"{spec.mnemonic}: expected {_describe(base)}, "
                                 f"got '{piece}'", col)
    if base in ("mask", "maskd"):
        raise OperandSyntaxError(f"{spec.mnemonic}: expected vcc or an SGPR pair, got "
                                 f"'{piece}'", col)
    if not (_NUMBER.match(text) or _is_float(text)):
        raise OperandSyntaxError(f"'{piece}' is not a register, constant or literal", col)
    return _constant(spec, vtype or "b32", text, neg, absval, piece, col)


_WIDTH = {"f16": 16, "b16": 16, "b64": 64, "f64": 64}
# the source types of 64-bit register operands (v2f32/v2b32: two dwords of packed math,
# whose constants are one dword: the low element, the high one 0)
WIDE_TYPES = ("b64", "f64", "v2f32", "v2b32")
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


def _constant(spec: OpSpec, kind: str, text: str, neg: bool, absval: bool, piece: str,
              col: int) -> Src:
    """A constant source as llvm-mc encodes it into an operand of type ``kind``.

    An integer must fit the operand (signed or unsigned: 16 bits for f16, 32 otherwise — a
    64-bit operand takes a 32-bit literal, no float one); a real is converted to the
    operand's float format (f32 for 32-bit integer operands) and must not overflow it.
    neg/abs are folded into the value. The result is inline when its bits are an integer
    −16..64 or an inline float of that width; otherwise a 32-bit literal."""
    width = _WIDTH.get(kind, 32)
    mask = (1 << width) - 1
    is_float = not _NUMBER.match(text)

    def fail(why):
        raise OperandSyntaxError(f"{spec.mnemonic}: invalid operand for instruction "
                                 f"({why}): '{piece}'", col)
    if is_float:
        value = float(text)
        value = abs(value) if absval else value
        value = -value if neg else value
        pack, unpack = _FLOAT_FORMATS[width]
        try:
            bits = struct.unpack(unpack, struct.pack(pack, value))[0]
        except (OverflowError, struct.error):
            fail(f"beyond the range of a {width}-bit float")
        if width == 32 and abs(value) > 3.4028234663852886e38 * (1 + 2 ** -25):
            fail("beyond the range of a 32-bit float")   # (struct rounds it to inf)
        back = struct.unpack(pack, struct.pack(unpack, bits))[0]
        if width < 64 and back != value and abs(back) < 2.0 ** (-14 if width == 16 else -126):
            fail(f"underflows a {width}-bit float")   # (llvm-mc: inexact and tiny)
    else:
        value = int(text, 0)
        if value >= 1 << 63:   # (llvm-mc reads a 64-bit pattern as the signed integer:
            value -= 1 << 64   # 0xffffffffffffffff is -1)
        if width == 16 and getattr(spec, "packed", False) and not -16 <= value <= 64:
            # (two f16 halves: a literal is the whole dword, 0x3c003c00)
            if not -(1 << 31) <= value < (1 << 32):
                fail("does not fit in 32 bits")
            return Src(value=value & 0xFFFFFFFF, text=hex(value & 0xFFFFFFFF), literal=True)
        limit = 32 if width == 64 else width
        if not -(1 << (limit - 1)) <= value < (1 << limit):
            fail(f"does not fit in {limit} bits")
        bits = value & mask
        sign = 1 << (width - 1)
        if absval:
            bits &= ~sign & mask
        if neg:
            bits ^= sign
    signed = bits - (1 << width) if bits & (1 << (width - 1)) else bits
    inline_integer = -16 <= signed <= 64
    if kind == "b16" and not is_float:   # (a 16-bit integer: inline only as written)
        inline_integer = -16 <= value <= 64
    if inline_integer and not is_float:
        return Src(value=signed, text=str(signed))
    if bits in _INLINE_FLOATS[width]:
        if not is_float:   # an integer spelling an inline float's bits (0x40800000: 4.0)
            return Src(value=signed, text=hex(bits))
        return _inline_float(width, bits)
    if inline_integer:   # a real whose bits are a small integer (a denormal)
        return Src(value=signed, text=str(signed))
    if kind == "f64":   # a literal is the double's high dword (llvm-mc: low bits dropped,
        high = (bits >> 32) if is_float else value & 0xFFFFFFFF   # and what is left may be
        if is_float and high << 32 in _INLINE_FLOATS[64]:          # an inline constant)
            return _inline_float(64, high << 32)
        if is_float and high == 0:
            return Src(value=0, text="0")
        double = struct.unpack("<d", struct.pack("<Q", high << 32))[0]
        return Src(value=double, text=hex(high), literal=True)
    if width == 64 and is_float:
        fail("a 64-bit operand takes a 32-bit integer literal, not a float one")
    if width == 64:
        return Src(value=signed, text=hex(bits & 0xFFFFFFFF), literal=True)
    if is_float:   # (printed as its bits, as llvm-mc prints a literal)
        return Src(value=value, text=hex(bits), literal=True)
    return Src(value=bits, text=hex(bits), literal=True)


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
    return {"vdst": "an archVGPR", "vdst64": "an aligned archVGPR pair",
            "vdst128": "four aligned archVGPRs", "vsrc128": "four aligned archVGPRs",
            "adst": "an accVGPR", "asrc": "an accVGPR", "vsrc": "an archVGPR",
            "sdst": "an SGPR", "sdst64": "an SGPR pair, vcc or exec",
            "sreg": "a scalar register"}.get(base, base)


def _check_reg(spec, base, vtype, reg: RegRange, piece, col):
    written_mask = base == "maskd"
    if base == "maskd":
        base = "mask"
    wide = base.endswith("64") or vtype in WIDE_TYPES or base == "mask"
    want = 4 if base.endswith("128") else 2 if wide else 1

    def fail(what):
        raise OperandSyntaxError(f"{spec.mnemonic}: expected {what}, got '{piece}'", col)

    if base in ("vdst", "vdst64", "vdst128", "vsrc", "vsrc128"):
        if reg.file != "v":
            fail(_describe(base))
    elif base in ("adst", "asrc"):
        if reg.file != "a":
            fail(_describe(base))
    elif base in ("sdst", "sdst64", "ssrc", "sreg", "mask"):
        if reg.file in ("v", "a"):
            fail("a scalar register" if base != "mask" else "vcc or an SGPR pair")
        if base == "mask" and reg.file not in ("vcc", "s", "exec"):
            fail("vcc or an SGPR pair")
        if base == "sreg" and wide and reg.file in READ_ONLY:   # (s_setpc: a real pair)
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
