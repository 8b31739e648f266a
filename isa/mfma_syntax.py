"""MFMA instructions as text, in the syntax llvm-mc -mcpu=gfx942 accepts and prints.

    v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:0 abid:0 blgp:3
    v_mfma_f64_4x4x4_4b_f64 v[0:1], v[2:3], v[4:5], v[0:1] neg:[1,0,1]

Operand rules (llvm-mc's, checked on gfx942): vdst and SrcC have ``d_regs`` registers in the
same file (both archVGPRs or both accVGPRs) and SrcC is vdst exactly or does not overlap it;
SrcA/SrcB have ``a_regs``/``b_regs`` registers in either file; tuples of 2+ registers start at
an even register; SrcC may be an inline constant. ``neg:[a,b,c]`` exists only on the f64
instructions, where it is the BLGP field (bit 0 A, 1 B, 2 C); ``blgp:`` is refused there.
Modifier values must also be legal for the instruction (isa.modifiers).

CDNA4's f8f6f4 MFMAs (llvm-mc 22): CBSZ and BLGP name A's and B's formats, and SrcA/SrcB have
that format's registers (8 for fp8/bf8, 6 for fp6/bf6, 4 for fp4: "wrong register tuple
size for cbsz value 2"); ABID is no operand; SrcC may partially overlap vdst (llvm-mc does
not check it there). The scaled forms take two more operands, one archVGPR each, holding A's
and B's E8M0 scales, and ``op_sel:[a,b]`` / ``op_sel_hi:[a,b]`` (a third element is taken
and dropped) choose the byte of each, ``op_sel_hi·2 + op_sel``; llvm-mc prints op_sel when
it is not zero and op_sel_hi always, before cbsz and blgp:

    v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:15], v[20:23], v24, v25 op_sel:[1,1,0] op_sel_hi:[0,1,0] cbsz:2 blgp:4
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .constants import InlineConstant, parse_inline_constant
from .errors import ModifierError, OperandSyntaxError, RegisterError
from .modifiers import FORMAT_CODES, Modifiers, check_modifiers, with_formats
from .names import lookup_matrix
from .line_pieces import split_operands
from .operand_text import SymbolRef
from .registers import RegRange, parse_register
from .table import BlgpMeaning, MatrixInstruction


@dataclass(frozen=True, slots=True)
class MfmaOp:
    """A decoded dense MFMA: its record, registers and modifiers."""

    record: MatrixInstruction
    vdst: RegRange
    src_a: RegRange
    src_b: RegRange
    src_c: RegRange | InlineConstant    # for an SMFMAC: vdst itself (the tied accumulator)
    mods: Modifiers = Modifiers()
    index: RegRange | None = None       # SMFMAC: the compression-index VGPR
    # modifiers llvm-mc encodes whose effect on this instruction is undefined (the
    # calculator says they must be 0): why; running the instruction stops the run
    undefined: str = ""
    scales: tuple[RegRange, ...] = ()    # a scaled MFMA: the VGPRs of A's and B's scales,
    scale_bytes: tuple[int, int] = (0, 0)   # and the byte of each (op_sel_hi·2 + op_sel)

    def __str__(self) -> str:
        """Canonical LLVM text (the form llvm-mc prints back)."""
        last = self.index if self.record.sparse else self.src_c
        ops = f"{self.record.mnemonic} {self.vdst}, {self.src_a}, {self.src_b}, {last}"
        if self.record.scaled:
            a, b = self.scale_bytes
            ops += f", {self.scales[0]}, {self.scales[1]}"
            if (a | b) & 1:
                ops += f" op_sel:[{a & 1},{b & 1},0]"
            ops += f" op_sel_hi:[{a >> 1},{b >> 1},0]"
        m = self.mods
        for name, value in (("cbsz", m.cbsz), ("abid", m.abid)):
            if value:
                ops += f" {name}:{value}"
        if self.record.blgp is BlgpMeaning.NEG:   # (the f64 MFMAs: BLGP is neg:[a,b,c])
            if m.blgp:
                ops += f" neg:[{m.blgp & 1},{m.blgp >> 1 & 1},{m.blgp >> 2 & 1}]"
        elif m.blgp:
            ops += f" blgp:{m.blgp}"
        return ops


_MODIFIER = re.compile(r"(cbsz|abid|blgp):(\S+)$|neg:\[([^\]]*)\]$|(op_sel|op_sel_hi):\[([^\]]*)\]$",
                       re.IGNORECASE)


def parse_mfma(text: str, target=None) -> MfmaOp:
    """Decode one MFMA or SMFMAC instruction line (of ``target``, gfx942 by default); raises
    an IsaError subclass saying what is wrong."""
    mnemonic, pieces = split_operands(text)
    record = lookup_matrix(mnemonic, target)
    operands = [p for p in pieces if not _MODIFIER.match(p[0])]
    modifiers = [p for p in pieces if _MODIFIER.match(p[0])]
    last = "idx" if record.sparse else "srcC"
    wanted = 6 if record.scaled else 4
    if len(operands) != wanted:
        column = operands[wanted][1] if len(operands) > wanted else len(text.rstrip()) + 1
        names = f"vdst, srcA, srcB, {last}" + (", scaleA, scaleB" if record.scaled else "")
        raise OperandSyntaxError(f"{record.mnemonic} takes {wanted} operands ({names}), got "
                                 f"{len(operands)}", column)
    regs = []
    for index, (piece, column) in enumerate(operands):
        if isinstance(piece, SymbolRef):
            raise OperandSyntaxError("invalid operand for instruction", column)
        if index == 3 and not record.sparse:
            if (re.fullmatch(r"0x[0-9a-f]{1,8}", piece) and int(piece, 16) >= 1 << 31
                    and record.cd_type.bits == 32):
                piece = str(int(piece, 16) - (1 << 32))   # a 32-bit pattern: 0xffffffff is -1
            constant = parse_inline_constant(piece)
            if constant is not None:
                regs.append(constant)
                continue
        try:
            regs.append(parse_register(piece))
        except RegisterError as exc:
            raise OperandSyntaxError(str(exc), column) from None
    columns = [c for _, c in operands]
    for reg, column in zip(regs[4:], columns[4:]):   # (a scale: one archVGPR, as llvm-mc 22)
        if reg.file != "v" or reg.count != 1:
            raise OperandSyntaxError(f"{record.mnemonic}: a scale operand is one archVGPR, "
                                     f"not {reg}", column)
    mods, undefined, scale_bytes = _parse_modifiers(record, modifiers)
    if record.sparse:
        return make_smfmac(record, *regs, mods=mods, columns=columns, undefined=undefined)
    return make_mfma(record, *regs[:4], mods=mods, columns=columns, undefined=undefined,
                     scales=tuple(regs[4:]), scale_bytes=scale_bytes)


_ORDER = ("op_sel", "op_sel_hi", "cbsz", "abid", "blgp", "neg")


# the widths of the encoding's fields: what llvm-mc assembles whatever the instruction
_FIELD_MAX = {"cbsz": 7, "abid": 15, "blgp": 7}


def _bits(text: str, name: str, column: int, count: int) -> list[int]:
    """The 0/1 elements of ``name:[...]``: ``count`` of them (op_sel: two or three)."""
    bits = [b.strip() for b in text.split(",")]
    if len(bits) not in (count, 3) or any(b not in ("0", "1") for b in bits):
        raise OperandSyntaxError(f"{name} takes {count} or 3 0/1 values: {name}:[...]", column)
    return [int(b) for b in bits]


def _parse_modifiers(record: MatrixInstruction, pieces) -> tuple[Modifiers, str,
                                                                 tuple[int, int]]:
    """The modifiers, why their effect is undefined for ``record`` ("" if it is not), and a
    scaled MFMA's scale bytes."""
    values = {"cbsz": 0, "abid": 0, "blgp": 0}
    selects = {"op_sel": [0, 0], "op_sel_hi": [0, 0]}
    columns = {}
    seen = set()
    for piece, column in pieces:
        match = _MODIFIER.match(piece)
        name = (match.group(1) or match.group(4) or "neg").lower()
        if name in seen:
            raise OperandSyntaxError(f"duplicate modifier {name}", column)
        later = [m for m in _ORDER[_ORDER.index(name) + 1:] if m in seen]
        if later:   # llvm-mc takes them in the order op_sel, op_sel_hi, cbsz, abid, blgp
            raise OperandSyntaxError(f"{name} must come before {later[0]}", column)
        seen.add(name)
        columns["blgp" if name == "neg" else name] = column
        f64 = record.blgp is BlgpMeaning.NEG
        if name in selects:
            if not record.scaled:
                raise OperandSyntaxError(f"{record.mnemonic}: {name} is not supported (only "
                                         "on the scaled MFMAs)", column)
            selects[name] = _bits(match.group(5), name, column, 2)[:2]
            continue
        if name == "neg":
            if not f64:
                raise OperandSyntaxError(f"{record.mnemonic}: neg is not supported (only on "
                                         "the f64 MFMAs)", column)
            bits = _bits(match.group(3), "neg", column, 3)
            values["blgp"] = bits[0] | bits[1] << 1 | bits[2] << 2
            continue
        if name == "blgp" and record.sparse:
            raise OperandSyntaxError(f"{record.mnemonic}: SMFMAC takes no blgp", column)
        if name == "blgp" and f64:
            raise OperandSyntaxError(f"{record.mnemonic}: blgp is not supported; the f64 "
                                     "MFMAs take neg:[a,b,c]", column)
        if name == "abid" and record.format_select:
            raise OperandSyntaxError(f"{record.mnemonic}: abid is not supported (CBSZ and "
                                     "BLGP name the formats)", column)
        try:
            values[name] = int(match.group(2), 0)
        except ValueError:
            raise OperandSyntaxError(f"{name} takes an integer, not '{match.group(2)}'",
                                     column) from None
    for name, value in values.items():
        if not 0 <= value <= _FIELD_MAX[name]:
            raise OperandSyntaxError(f"invalid {name} value: 0..{_FIELD_MAX[name]}",
                                     columns.get(name, 1))
    scale_bytes = tuple(hi << 1 | lo for lo, hi in zip(selects["op_sel"],
                                                        selects["op_sel_hi"]))
    try:
        return check_modifiers(record, **values), "", scale_bytes
    except ModifierError as exc:   # (encodable: it assembles; running it stops the run)
        return Modifiers(**values), str(exc).removeprefix(f"{record.mnemonic}: "), scale_bytes


def make_mfma(record: MatrixInstruction, vdst: RegRange, src_a: RegRange, src_b: RegRange,
              src_c: "RegRange | InlineConstant", mods: Modifiers = Modifiers(),
              columns=(1, 1, 1, 1), undefined: str = "", scales: tuple = (),
              scale_bytes: tuple[int, int] = (0, 0)) -> MfmaOp:
    """Check the operand rules of the module docstring and build the MfmaOp (an f8f6f4
    MFMA's record with the formats its CBSZ and BLGP name)."""
    def need(cond, message, index):
        if not cond:
            raise OperandSyntaxError(f"{record.mnemonic}: {message}", columns[index])

    record = with_formats(record, mods.cbsz, mods.blgp)
    for index, (reg, count, what) in enumerate((
            (vdst, record.d_regs, "vdst"), (src_a, record.a_regs, "srcA"),
            (src_b, record.b_regs, "srcB"), (src_c, record.d_regs, "srcC"))):
        if isinstance(reg, InlineConstant):
            continue
        need(reg.file in ("v", "a"), f"{what} must be archVGPRs (v) or accVGPRs (a), "
                                     f"not {reg}", index)
        if record.format_select and index in (1, 2):   # (llvm-mc's words)
            field, code = ("cbsz", mods.cbsz) if index == 1 else ("blgp", mods.blgp)
            kind = FORMAT_CODES[code] if code < len(FORMAT_CODES) else "an unnamed format"
            need(reg.count == count, f"wrong register tuple size for {field} value {code} "
                                     f"({kind}: {count} registers), got {reg}", index)
        need(reg.count == count, f"{what} needs {count} register{'s' * (count > 1)}, "
                                 f"got {reg}", index)
    if record.scaled and len(scales) != 2:
        raise OperandSyntaxError(f"{record.mnemonic}: needs A's and B's scale VGPRs",
                                 columns[-1])
    if isinstance(src_c, RegRange):
        need(src_c.file == vdst.file, "vdst and srcC must be in the same register file "
                                      f"(got {vdst} and {src_c})", 3)
        # (llvm-mc's rule: a result of more than 128 bits must not partially overlap srcC;
        # a 4-register one may — the compiler writes it: srcC is read whole first; llvm-mc
        # 22 does not check the f8f6f4 MFMAs)
        need(src_c == vdst or not src_c.overlaps(vdst) or record.d_regs <= 4
             or record.format_select, "srcC must not partially overlap vdst", 3)
    scaling = {"scales": tuple(scales), "scale_bytes": tuple(scale_bytes)} \
        if record.scaled else {}
    if undefined:
        return MfmaOp(record, vdst, src_a, src_b, src_c, mods, undefined=undefined, **scaling)
    return MfmaOp(record, vdst, src_a, src_b, src_c, check_modifiers(
        record, mods.cbsz, mods.abid, mods.blgp), **scaling)


def make_smfmac(record: MatrixInstruction, vdst: RegRange, src_a: RegRange, src_b: RegRange,
                index: RegRange, mods: Modifiers = Modifiers(), columns=(1, 1, 1, 1),
                undefined: str = "") -> MfmaOp:
    """An SMFMAC: vdst is also the accumulator; the fourth operand is one index VGPR."""
    def need(cond, message, position):
        if not cond:
            raise OperandSyntaxError(f"{record.mnemonic}: {message}", columns[position])

    for position, (reg, count, what) in enumerate((
            (vdst, record.d_regs, "vdst"), (src_a, record.a_regs, "srcA"),
            (src_b, record.b_regs, "srcB"))):
        need(reg.file in ("v", "a"), f"{what} must be archVGPRs (v) or accVGPRs (a), "
                                     f"not {reg}", position)
        need(reg.count == count, f"{what} needs {count} register{'s' * (count > 1)}, "
                                 f"got {reg}", position)
    need(isinstance(index, RegRange) and index.file == "v" and index.count == 1,
         f"the index operand must be one archVGPR, not {index}", 3)
    if not undefined:
        mods = check_modifiers(record, mods.cbsz, mods.abid, mods.blgp)
    return MfmaOp(record, vdst, src_a, src_b, vdst, mods, index=index, undefined=undefined)
