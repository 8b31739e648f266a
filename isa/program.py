"""An assembled program and its parts: instructions with their source places, labels,
directives, the source text, diagnostics and the assembler's error (isa.assembler makes
them from text; isa.code_object from code objects)."""

from __future__ import annotations

import bisect
from array import array
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import accumulate
from types import MappingProxyType

from . import buffer_formats
from .addresses import CodeLayout
from .errors import IsaError
from .gfx942 import GFX942
from .mfma_syntax import MfmaOp
from .records import CACHE_POLICY, OpSpec, SDWA_MODIFIERS, Unit
from .registers import RegRange
from .source_lines import SourceLine, line_at
from .special_operands import Src
from .swizzles import swizzle_text
from .table import MatrixInstruction
from .target import Target


class WaitCounts(dict):
    """An ``s_waitcnt``'s counts by counter name: read-only and hashable, so equal ones are
    kept once (isa.footprint). ``unused``: the bits of an encoded field that no counter
    names (7, 12 and 13), kept so that the word encodes back as written, as llvm-mc's does
    (``s_waitcnt 0x3141``)."""

    __slots__ = ("unused",)

    def __init__(self, counts=(), unused: int = 0) -> None:
        dict.__init__(self, counts)
        self.unused = unused

    def __hash__(self) -> int:
        return hash((tuple(self.items()), self.unused))

    def __eq__(self, other) -> bool:
        return dict.__eq__(self, other) and self.unused == getattr(other, "unused", 0)

    def __ne__(self, other) -> bool:
        return not self == other

    def __reduce__(self):
        return type(self), (dict(self), self.unused)

    def _read_only(self, *args, **kwargs):
        raise TypeError("an instruction's wait counts are read-only")

    __setitem__ = __delitem__ = update = pop = popitem = clear = setdefault = _read_only

    @property
    def value(self) -> int:
        """The SIMM16 field (vmcnt bits 3:0 and 15:14, expcnt 6:4, lgkmcnt 11:8; a counter
        not named waits not: its maximum)."""
        vm = self.get("vmcnt", WAITCNT_MAX["vmcnt"])
        return (vm & 0xF) | self.get("expcnt", WAITCNT_MAX["expcnt"]) << 4 | \
            self.get("lgkmcnt", WAITCNT_MAX["lgkmcnt"]) << 8 | (vm >> 4) << 14 | self.unused


NO_MODS: Mapping = MappingProxyType({})   # shared by every instruction without modifiers
WAITCNT_MAX = {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 15}
WAITCNT_UNUSED = 0x3080   # (the field's bits no counter names: 7, 12, 13)
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


PACKED_MODIFIERS = ("op_sel", "op_sel_hi", "neg_lo", "neg_hi")   # VOP3P's per-source bits
# DPP (a _dpp encoding): one lane selection, then which rows and banks are written, and
# bound_ctrl (a source lane out of range or disabled reads 0 instead of skipping the write)
DPP_CONTROLS = ("quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol",
                "wave_shr", "wave_ror", "row_mirror", "row_half_mirror", "row_bcast",
                "row_newbcast")
DPP_MODIFIERS = DPP_CONTROLS + ("row_mask", "bank_mask", "bound_ctrl")
# gfx950's lane swaps (v_permlane16/32_swap_b32) take DPP's bound_ctrl and fi in their VOP3
# form, as op_sel bits 1 and 0 (llvm-mc 22); a record lists them in its modifiers
LANE_SWAP_MODIFIERS = ("bound_ctrl", "fi")
MODIFIER_ORDER = {key: n for n, key in enumerate((
    "format", "idxen", "offen", "offset", "offset0", "offset1", "dmask", "unorm", "sc0", "nt",
    "sc1", "a16", "lwe", "da", "d16", "glc", "slc",
    "dlc", "lds", "gds", "bitop3", "op_sel",
    "op_sel_hi", "neg_lo", "neg_hi", *DPP_CONTROLS, "row_mask", "bank_mask", "bound_ctrl",
    "fi", "clamp", "mul", "div", "dst_sel",
    "dst_unused", "src0_sel", "src1_sel"))}


def bitop3_text(table: int) -> str:
    """A truth table as llvm-mc 22 prints it: up to 10 in decimal, above in hex."""
    return str(table) if table <= 10 else hex(table)


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
    (then ``mfma`` holds the decoded MfmaOp). What the tools derive from an instruction —
    its register effects, timing facts, bound semantics — is not kept on it: each is a
    function of what the line says (``Content``), cached by that function."""

    spec: OpSpec | MatrixInstruction
    operands: tuple = ()
    mods: Mapping = field(default_factory=lambda: NO_MODS)
    suffix: str = ""
    loc: SourceLoc | None = None
    mfma: MfmaOp | None = None
    index: int = 0
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
            k in self.mods for k in ("clamp", "mul", "div", *LANE_SWAP_MODIFIERS))
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
        operands = self.operands
        if operands and getattr(self.spec, "operands", ()) == ("endpgm",) and not operands[0]:
            operands = ()   # (s_endpgm's code 0 is not printed, as llvm-mc prints it)
        if operands:
            text += " " + ", ".join(str(o) for o in operands)
        mods = self.mods
        if name.endswith("_sdwa"):   # (llvm-mc prints every select of the SDWA word)
            mods = {**self._sdwa_defaults(), **mods}
        order = MODIFIER_ORDER.get
        if "lds" in mods and self.spec.lds_in_syntax:   # (buffer_store_lds_dword:
            order = lambda key: MODIFIER_ORDER["offset"] + 0.5 if key == "lds" \
                else MODIFIER_ORDER[key]                          # lds before sc0, llvm-mc's)
        for key in sorted(mods, key=order):
            value = mods[key]
            if value is True:  # a flag (a cache-policy bit as the record spells it)
                text += " " + (self.spec.policy_spelling(key) if key in CACHE_POLICY
                               else key)
                continue
            if key == "fi" and not value:   # (fi:0, written, asks for the VOP3 form only)
                continue
            if isinstance(value, tuple):
                value = "[" + ",".join(str(v) for v in value) + "]"
            elif key == "offset" and "swizzle" in self.spec.modifiers:
                value = swizzle_text(value)
            elif key == "format":
                value = buffer_formats.format_text(value)
            elif key == "bitop3":   # (llvm-mc 22: up to 10 in decimal, above in hex)
                value = bitop3_text(value)
            elif key == "dmask":
                value = hex(value)
            elif key == "offset" and self.spec.encoding == "SMEM":
                value = ("-" if value < 0 else "") + hex(abs(value))
            text += f" {key}:{value}"
        return text


class Content:
    """An instruction compared by what it says (not by its place in a program): the key of
    what is derived once per distinct instruction — its register effects, its timing facts,
    its bound semantics, its batch plan — in caches of those functions, never on the
    instruction itself."""

    __slots__ = ("inst", "key")

    def __init__(self, inst: Instruction):
        self.inst = inst
        self.key = (inst.spec, inst.operands, tuple(inst.mods.items()), inst.suffix,
                    inst.mfma, inst.anchor)

    def __eq__(self, other) -> bool:
        return self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)


@dataclass(slots=True)
class Directive:
    """A ``; wfemu: ...`` comment: the text after the prefix and where it stands."""

    text: str
    loc: SourceLoc


@dataclass(slots=True, weakref_slot=True)
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
        return self.function_finder()(index)

    def functions_at(self, indexes) -> list[str]:
        """``function_at`` of each of ``indexes`` (the labels sorted once for all)."""
        find = self.function_finder()
        return [find(index) for index in indexes]

    def function_finder(self):
        """``function_at`` as a function of the index, the labels sorted once: for a caller
        that asks again and again (a debugger stepping over a call)."""
        starts, names = _function_starts(self.labels)

        def find(index: int) -> str:
            at = bisect.bisect_right(starts, index) - 1
            return names[at] if at >= 0 else ""
        return find

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


def _function_starts(labels: dict) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """(the sorted indexes where a function starts, each one's name): each index's first
    label that is not a local ``.L`` label."""
    first: dict[int, str] = {}
    for label, at in labels.items():
        if not label.startswith(".L"):
            first.setdefault(at, label)
    return tuple(sorted(first)), tuple(first[at] for at in sorted(first))


