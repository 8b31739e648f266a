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
import re

from .addresses import CodeLayout, DATA_ALIGN, alignment, layout, rel32, relocation
from .data_sections import DataImage
from .encoding_checks import (check_encoding, check_literals, check_memory_operands,
                              check_register_counts, literal_key)
from .errors import ArgumentError, IsaError, require_str
from .expressions import ASSIGNMENT, SET_DIRECTIVE, evaluate, substitute
from .footprint import gc_paused, shared
from .mfma_syntax import OperandSyntaxError, parse_mfma
from .modifier_parsing import (MEMORY_MODIFIER_NAMES, VALUE_MODIFIERS, VALUED_MODIFIERS,
                               check_output_modifiers, dpp_modifier, memory_modifier,
                               output_modifier,
                               parse_modifier, parse_waitcnt)
from .line_forms import folded_if_short, implicit_operands, record_of, suffix_of
from .operand_parsing import parse_operand
from .line_pieces import split_operands
from .operand_text import SymbolRef
from .program import (AsmError, Diagnostic, Directive, DIRECTIVE_PREFIX,
                      Instruction, Label, NO_MODS, Program, SourceLoc, SourceText)
from .records import OpSpec, Unit
from .source_lines import LineTable
from .special_operands import Src
from .table import MatrixInstruction
from .target import Target
from .targets import target_or_default


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
    reading = _Assembly(text, filename, target)
    for number, raw in enumerate(reading.lines, start=1):
        reading.line(number, raw)
    return reading.program()


class _Assembly:
    """One assembly: what reading a source's lines in order gathers (instructions, labels,
    symbols, directives, kernel descriptors and metadata, the data image, the line table,
    diagnostics), and the Program made of it."""

    def __init__(self, text: str, filename: str, target: Target) -> None:
        raw_lines = text.split("\n")
        self.source = SourceText(filename, text, map(len, raw_lines))
        self.lines = [line.removesuffix("\r") for line in raw_lines[:len(self.source)]]
        self.filename, self.target = filename, target
        self.diagnostics: list[Diagnostic] = []
        self.instructions: list[Instruction] = []
        self.labels: dict[str, int] = {}
        self.assigned: dict[str, int] = {}   # (symbol = expression, .set: isa.expressions)
        self.directives: list[Directive] = []
        self.decoded: dict[str, Instruction] = {}
        self.descriptors: dict[str, dict[str, int]] = {}
        self.metadata: list[str] = []
        self.block: str | None = None   # inside .amdgpu_metadata or an .amdhsa_kernel block
        self.in_text = True             # instructions and code labels only in .text
        self.data_section = False       # .rodata, .data, .bss: bytes for the data image
        self.data = DataImage()
        self.line_table = LineTable()
        self.alignments: dict[int, tuple] = {}   # (instruction index -> boundary)

    def _error(self, number: int, column: int, message: str) -> None:
        self.diagnostics.append(Diagnostic(SourceLoc(self.source, number, column), message))

    def line(self, number: int, raw: str) -> None:
        """Read one source line."""
        stripped_raw = raw.strip()
        if self._in_block(raw, stripped_raw):
            return
        first = stripped_raw.split()[0] if stripped_raw else ""
        self._section(first, stripped_raw)
        code, comment = _strip_comment(raw)
        if first in (".file", ".loc"):   # (the line table: wherever the directives stand)
            try:
                self.line_table.directive(code, comment)
            except IsaError as exc:
                self._error(number, 1, str(exc))
            return
        if comment is not None and comment.strip().startswith(DIRECTIVE_PREFIX):
            col = raw.find(DIRECTIVE_PREFIX) + 1
            self.directives.append(Directive(comment.strip()[len(DIRECTIVE_PREFIX):].strip(),
                                             SourceLoc(self.source, number, col)))
        if not self.in_text:
            if self.data_section:
                try:
                    self.data.line(code, number)
                except IsaError as exc:
                    self._error(number, 1, str(exc))
            return
        code = self._labels(code, number)
        stripped = code.strip(" \t")
        if not stripped:
            return
        column = len(code) - len(code.lstrip(" \t")) + 1
        assignment = SET_DIRECTIVE.match(stripped) or ASSIGNMENT.match(stripped)
        if assignment:
            self._assign(assignment, stripped, number, column)
        elif stripped.startswith("."):   # an assembler directive: none changes execution
            self._directive(stripped, number, column)
        else:
            self._instruction(substitute(code, self.assigned), number)

    def _in_block(self, raw: str, stripped_raw: str) -> bool:
        """Whether the line belongs to an ``.amdgpu_metadata`` or ``.amdhsa_kernel`` block
        (its text or fields kept), opening or closing one included."""
        if self.block == "metadata":
            if stripped_raw == ".end_amdgpu_metadata":
                self.block = None
            else:
                self.metadata.append(raw)
            return True
        if self.block is not None:  # an .amdhsa_kernel block: ".amdhsa_field value"
            if stripped_raw == ".end_amdhsa_kernel":
                self.block = None
            else:
                field_value = stripped_raw.split(";")[0].split()
                if len(field_value) == 2:
                    try:
                        self.descriptors[self.block][field_value[0]] = int(field_value[1], 0)
                    except ValueError:
                        pass
            return True
        if stripped_raw == ".amdgpu_metadata":
            self.block = "metadata"
            return True
        if stripped_raw.startswith(".amdhsa_kernel"):
            self.block = stripped_raw.split()[1] if len(stripped_raw.split()) > 1 else "?"
            self.descriptors[self.block] = {}
            return True
        return False

    def _section(self, first: str, stripped_raw: str) -> None:
        """A section directive: code (``.text``) or, for the sections a kernel can read
        (not notes, metadata or compiler statistics), bytes of the data image."""
        if first in (".text",) or (first == ".section" and ".text" in stripped_raw):
            self.in_text = True
        elif first in (".section", ".data", ".bss", ".rodata"):
            self.in_text = False
            self.data_section = first != ".section" or stripped_raw.split()[1] \
                .split(",")[0].strip('"').startswith((".rodata", ".data", ".bss"))

    def _labels(self, code: str, number: int) -> str:
        """The line with its leading labels defined (at the next instruction) and blanked."""
        while True:
            match = _LABEL.match(code)
            if not match:
                return code
            name = match.group(1)
            if name in self.labels:
                self._error(number, match.start(1) + 1, f"label '{name}' is already defined")
            self.labels[name] = len(self.instructions)
            code = " " * match.end() + code[match.end():]

    def _assign(self, assignment, stripped: str, number: int, column: int) -> None:
        """A symbol's value (``=``, ``.set``, ``.equiv``): put into the operands naming it."""
        *_, name, expr = assignment.groups()
        if stripped.startswith(".equiv") and name in self.assigned:
            self._error(number, column, f"redefinition of '{name}'")
            return
        try:
            value = evaluate(expr, self.assigned)
        except IsaError:   # (clang's resource symbols: max(…), or(…): llvm-mc
            value = None   # functions this reader leaves to a linker, as before)
        if value is not None:
            self.assigned[name] = value
        else:   # (named before it has a value: a relocatable symbol, as before)
            self.assigned.pop(name, None)

    def _directive(self, stripped: str, number: int, column: int) -> None:
        """An assembler directive: an alignment is where the next code starts; an unknown
        one is an error."""
        name = re.match(r"\.[\w.$]*", stripped).group()
        if name.startswith((".p2align", ".balign", ".align")):
            boundary = alignment(name, stripped[len(name):])
            if boundary is not None and boundary[0]:
                at = len(self.instructions)
                known = self.alignments.get(at)
                if known is None or boundary[0] > known[0]:
                    self.alignments[at] = boundary
        if not (name in KNOWN_DIRECTIVES or name.startswith(DIRECTIVE_FAMILIES)):
            self._error(number, column, f"unknown directive '{name}'")

    def _instruction(self, code: str, number: int) -> None:
        column = len(code) - len(code.lstrip(" \t")) + 1
        loc = SourceLoc(self.source, number, column)
        try:
            inst = _decode_cached(code, loc, self.decoded, self.target)
        except OperandSyntaxError as exc:
            self._error(number, column - 1 + exc.column, str(exc))
            return
        except IsaError as exc:
            self.diagnostics.append(Diagnostic(loc, str(exc)))
            return
        inst.index = len(self.instructions)
        self.line_table.place(inst.index)
        self.instructions.append(inst)

    def _resolve_labels(self) -> None:
        """Each branch's label as its instruction index (an undefined one is kept: llvm-mc
        accepts it as a relocation, and taking the branch is the error)."""
        for inst in self.instructions:
            if not any(isinstance(o, Label) for o in inst.operands):
                continue
            ops = list(inst.operands)
            for position, label in enumerate(ops):
                if isinstance(label, Label) and label.name in self.labels:
                    ops[position] = Label(label.name, self.labels[label.name], label.column)
            inst.operands = tuple(ops)

    def program(self) -> Program:
        """The Program, or an AsmError naming every problem (in line order)."""
        self._resolve_labels()
        instructions, data = self.instructions, self.data
        code = layout(instructions, self.alignments)
        data_base = code.addresses[-1] + (-code.addresses[-1] % DATA_ALIGN)
        symbols = {name: code.addresses[index] for name, index in self.labels.items()}
        symbols.update((name, data_base + offset) for name, offset in data.symbols.items())
        _place(instructions, symbols, code)
        for number, message in data.resolve(symbols):
            self._error(number, 1, message)
        if self.diagnostics:
            self.diagnostics.sort(key=lambda d: (d.loc.line, d.loc.column))
            raise AsmError(self.diagnostics)
        return Program(instructions, self.labels, self.directives, self.filename, self.source,
                       self.descriptors, "\n".join(self.metadata), self.target, code,
                       bytes(data.data), data_base, dict(data.symbols),
                       dict(self.line_table.files), tuple(self.line_table.runs))


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
        check_register_counts(template, target)
        if len(decoded) >= _DECODED_MAX:
            decoded.clear()
        decoded[code] = template
    inst = copy.copy(template)
    inst.loc = loc
    return inst


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
        return Instruction(record, (op.vdst, op.src_a, op.src_b, op.src_c, *op.scales),
                           NO_MODS, "", loc, op)
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
        return (MEMORY_MODIFIER_NAMES | set(spec.policy_names)) - set(VALUED_MODIFIERS)
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
    if spec.unit is Unit.WAITCNT:
        inst = Instruction(spec, (shared(parse_waitcnt(pieces)),), NO_MODS, suffix, loc)
        check_encoding(inst)
        return inst
    operands_text, mods, columns = _modifiers(spec, pieces)
    suffix = suffix_of(spec, suffix, mods)
    spec = record_of(spec, mods, len(loc.text) - base_col + 1)
    kinds = spec.operands
    operands_text = implicit_operands(spec, suffix, kinds, operands_text)
    if len(operands_text) != len(kinds):
        col = operands_text[len(kinds)][1] if len(operands_text) > len(kinds) else \
            len(loc.text) - base_col + 1
        raise OperandSyntaxError(
            f"{spec.mnemonic} takes {len(kinds)} operand{'s' * (len(kinds) != 1)} "
            f"({', '.join(kinds) or 'none'}), got {len(operands_text)}", col)
    operands = []
    for (piece, col), kind in zip(operands_text, kinds):
        operand = parse_operand(spec, kind, piece, col)
        if isinstance(operand, Label):
            operand = Label(operand.name, -1, base_col + col)
        elif isinstance(operand, Src):
            operand = shared(operand)   # (immutable; registers are shared already)
        operands.append(operand)
    check_output_modifiers(spec, suffix, mods, columns)
    if spec.encoding == "MTBUF" and operands_text and any(
            columns.get(k, 0) > operands_text[-1][1] for k in ("dfmt", "nfmt")):
        raise OperandSyntaxError("not a valid operand. (dfmt:/nfmt: come before soffset)",
                                 max(columns.get(k, 0) for k in ("dfmt", "nfmt")))
    if suffix == "dpp":   # (llvm-mc writes both masks, 0xf when not given)
        mods.setdefault("row_mask", "0xf")
        mods.setdefault("bank_mask", "0xf")
    inst = folded_if_short(Instruction(spec, tuple(operands), mods or NO_MODS, suffix, loc))
    if spec.is_vector:
        check_literals(inst, operands_text)
    elif spec.encoding.startswith("SOP"):
        literals = {literal_key(o, c): c for o, (_, c) in zip(operands, operands_text)
                    if isinstance(o, Src) and o.literal}
        if len(literals) > 1:
            raise OperandSyntaxError(f"{spec.mnemonic}: only one unique literal operand is "
                                     "allowed", list(literals.values())[1])
    check_encoding(inst)
    check_memory_operands(spec, kinds, operands, operands_text, mods)
    return inst


def _modifiers(spec: OpSpec, pieces) -> tuple[list, dict, dict]:
    """The line's pieces parted into its operands' text (with their columns) and its
    modifiers (parsed, checked against the instruction), and each modifier's column."""
    mods: dict = {}
    columns = {piece.split(":", 1)[0].lower(): col for piece, col in pieces
               if isinstance(piece, str)}
    order: dict = {}   # the memory modifiers' order so far (see memory_modifier)
    operands_text = []
    for piece, col in pieces:
        key = piece.split(":", 1)[0].lower()
        if isinstance(piece, SymbolRef):   # (an operand that names a symbol)
            operands_text.append((piece, col))
        elif spec.is_memory and (key in MEMORY_MODIFIER_NAMES or (
                key.removeprefix("no") in spec.policy_names
                and len(operands_text) >= len(spec.operands))):   # (after the operands)
            memory_modifier(spec, key, piece, col, mods, order)
        elif ":" in piece and key in VALUE_MODIFIERS:
            parse_modifier(spec, key, piece, col, mods, order)
        elif piece == "clamp":
            output_modifier(spec, "clamp", "", col, mods, order)
        elif piece in ("row_mirror", "row_half_mirror"):
            dpp_modifier(spec, piece, "", col, mods)
        else:
            operands_text.append((piece, col))
    return operands_text, mods, columns
