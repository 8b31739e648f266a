"""A target's machine code (gfx942's unless told) back to instructions, as llvm-objdump 19
prints them.

``decode(data, offset)`` reads one instruction: its format from the first dword's
identifying bits (isa.encoding), its record from the format and opcode (every record knows
its opcode; a VOP3 opcode below the native VOP3 ones is a VOP1/VOP2/VOPC instruction's
``_e64`` form), its operands from the fields by the record's operand kinds, and writes the
canonical text, which the assembler reads back into an ``Instruction`` — so a decoded
instruction is the very object assembling its text gives, and runs as it would.
``disassemble(data)`` decodes a whole text section. Bytes that are no instruction of the target
raise ``DecodeError`` naming the offset; so do bytes that end inside an instruction.

A branch's target is printed as its dword offset (llvm-objdump's ``s_branch 65533``); a
code object's disassembly names the label it reaches beside it (emulator.code_object). An
inline float of a 16-bit integer operand is printed as the float (``v_med3_u16 v0, v2, v3,
0.5``), as llvm-mc prints it, where llvm-objdump 19 prints its f16 bits (``0x3800``), a text
that assembles to a literal instead (llvm-project #200944).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from . import encoding as E
from .addresses import encoded_size
from .assembler import assemble
from .errors import IsaError
from .one_line import one_line
from .program import Instruction
from .records import OpSpec
from .special_operands import Src
from .targets import target_or_default
from .decoded_text import (TEXT_BY_FORMAT, dpp_text, mai_text, scaled_mai_text, sdwa_text,
                           uses_literal, vop3_text)


class DecodeError(IsaError):
    """Bytes that are no instruction of the target (the message names the offset)."""


@dataclass(frozen=True)
class Decoded:
    """One decoded instruction: where it starts, how long it is, its bytes, its canonical
    text (llvm-objdump's) and the Instruction the assembler makes of that text."""

    offset: int
    size: int
    data: bytes
    text: str
    instruction: Instruction

    def __repr__(self) -> str:
        return one_line(f"<Decoded {self.offset:#x}: {self.text} ({self.size} bytes: "
                        f"{self.data.hex()})>")


# -- the records by format and opcode ----------------------------------------------------------
_TABLES: dict = {}


def _tables(target) -> dict:
    """{format: {opcode: record}} of a target (built once per target)."""
    known = _TABLES.get(target.name)
    if known is not None:
        return known
    tables: dict = {}
    for spec in target.ops:
        family = "FLAT" if spec.encoding in ("GLOBAL", "SCRATCH") else spec.encoding
        key = (spec.opcode, E.SEGMENTS[spec.encoding]) if family == "FLAT" else spec.opcode
        tables.setdefault(family, {})[key] = spec
        if spec.encoding in E.VOP3_OPCODE_BASE and ("e64" in spec.forms):
            tables.setdefault("VOP3", {})[spec.opcode + E.VOP3_OPCODE_BASE[spec.encoding]] = \
                spec
        elif spec.encoding == "VOP3":
            tables.setdefault("VOP3", {})[spec.opcode] = spec
    tables["MAI"] = {record.opcode: record for record in target.matrix if not record.scaled}
    tables["MAI_SCALED"] = {record.opcode: record for record in target.matrix if record.scaled}
    _TABLES[target.name] = tables
    return tables


# -- reading -------------------------------------------------------------------------------------
def _format_of(word: int) -> str | None:
    for name, fmt in E.FORMATS.items():
        if name in ("MAI", "VOP3B"):
            continue
        value, mask = fmt.ident
        if word & mask == value:
            return name
    return None


def _returning(spec, fields) -> OpSpec:
    """An atomic's form that returns the old value, or a buffer load's form into LDS, when
    the instruction's bits ask for it."""
    if spec.returning is not None and (fields.get("sc0") or fields.get("glc")):
        return spec.returning
    if spec.lds_form is not None and fields.get("lds"):
        return spec.lds_form
    return spec


def decode(data, offset: int = 0, *, target=None) -> Decoded:
    """The instruction at ``offset`` of ``data`` (bytes-like): its text, size and the
    Instruction the assembler makes of the text. DecodeError names the offset."""
    target = target_or_default(target)
    data = bytes(data)
    try:
        text, size = _decode_text(data, offset, target)
        inst = assemble(text + "\n", "<decoded>", target=target).instructions[0]
        keep_literal(inst, data, offset, size)
    except DecodeError:
        raise
    except (IsaError, ValueError, KeyError, IndexError, struct.error) as exc:
        raise DecodeError(f"offset {offset:#x}: no {target.name} instruction "
                          f"({data[offset:offset + 8].hex()}): {exc}") from None
    return Decoded(offset, size, data[offset:offset + size], str(inst), inst)


def keep_literal(inst: Instruction, data: bytes, offset: int, size: int) -> None:
    """A literal dword the text does not show (a linker's ``sym@rel32@hi`` that came to
    0 or -1: llvm-objdump prints the inline constant, and llvm-mc would encode it inline):
    the instruction keeps it as a literal, so that it stays as long as its bytes."""
    if encoded_size(inst) + 4 != size:
        return
    value = int.from_bytes(data[offset + size - 4:offset + size], "little", signed=True)
    ops = list(inst.operands)
    for position, operand in enumerate(ops):
        if isinstance(operand, Src) and operand.reg is None and not operand.literal:
            ops[position] = Src(value=value, text=operand.text, literal=True)
            inst.operands = tuple(ops)
            return


def _decode_text(data: bytes, offset: int, target) -> tuple[str, int]:
    if offset + 4 > len(data) or offset < 0:
        raise DecodeError(f"offset {offset:#x}: past the end of the code ({len(data)} bytes)")
    word = int.from_bytes(data[offset:offset + 4], "little")
    name = _format_of(word)
    if name is None:
        raise DecodeError(f"offset {offset:#x}: {word:#010x} is no {target.name} encoding")
    fmt = E.FORMATS[name]
    size = fmt.size
    if offset + size > len(data):
        raise DecodeError(f"offset {offset:#x}: a {name} instruction needs {size} bytes, "
                          f"{len(data) - offset} are left")
    whole = int.from_bytes(data[offset:offset + size], "little")
    fields = fmt.unpack(whole)
    tables = _tables(target)
    if name == "VOP3P" and fields["op"] == E.SCALE_LOAD_OPCODE and tables["MAI_SCALED"]:
        scaled = _scaled_mfma(data, offset, fields, tables["MAI_SCALED"])
        if scaled:
            return scaled, 16
    if name == "VOP3P" and fields["op"] in tables["MAI"] and \
            fields["op"] not in {s.opcode for s in tables.get("VOP3P", {}).values()}:
        record, mai = tables["MAI"][fields["op"]], E.FORMATS["MAI"].unpack(whole)
        if record.format_select and mai["abid"]:   # (ABID 1 marks a scaled one's MFMA word)
            raise DecodeError(f"offset {offset:#x}: {record.mnemonic} with ABID set is no "
                              "instruction (llvm-mc: invalid encoding)")
        return mai_text(record, mai), size
    key = (fields["op"], fields["seg"]) if name == "FLAT" else fields["op"]
    spec = tables.get(name, {}).get(key)
    if spec is None:
        raise DecodeError(f"offset {offset:#x}: {name} opcode {fields['op']:#x} is no "
                          f"{target.name} instruction")
    spec = _returning(spec, fields)
    if name in ("VOP1", "VOP2", "VOPC") and fields["src0"] in (E.SRC_DPP, E.SRC_SDWA):
        if offset + 8 > len(data):
            raise DecodeError(f"offset {offset:#x}: a DPP/SDWA instruction needs 8 bytes")
        form = "dpp" if fields["src0"] == E.SRC_DPP else "sdwa"
        if form not in spec.forms:   # (v_madmk_f32's literal K: no DPP or SDWA form)
            raise DecodeError(f"offset {offset:#x}: {spec.mnemonic} has no {form.upper()} "
                              "encoding")
        second = int.from_bytes(data[offset + 4:offset + 8], "little")
        how = dpp_text if form == "dpp" else sdwa_text
        return how(spec, fields, second, offset), 8
    literal = None
    if _takes_literal(name, spec, fields):
        if offset + size + 4 > len(data):
            raise DecodeError(f"offset {offset:#x}: its literal dword lies past the end")
        literal = int.from_bytes(data[offset + size:offset + size + 4], "little")
        size += 4
    if name == "VOP3":
        vop3b = any(k.startswith(("vdst", "adst")) for k in spec.operands) and any(
            k.partition(":")[0] in ("maskd", "sdst", "sdst64") for k in spec.operands)
        if vop3b:
            fields = E.FORMATS["VOP3B"].unpack(whole)
        return vop3_text(spec, fields, literal, offset, vop3b), size
    return TEXT_BY_FORMAT[name](spec, fields, literal, offset), size


def _scaled_mfma(data: bytes, offset: int, load: dict, records: dict) -> str:
    """A scaled MFMA's text when ``v_mfma_ld_scale_b32``'s eight bytes (``load``) are followed
    by a scaled MFMA's with ABID bit 0 set (as llvm-mc 22 reads them), else ""."""
    if offset + 16 > len(data):
        return ""
    second = int.from_bytes(data[offset + 8:offset + 16], "little")
    mai = E.FORMATS["MAI"]
    value, mask = mai.ident
    fields = mai.unpack(second)
    record = records.get(fields["op"])
    if second & mask != value or record is None or not fields["abid"] & 1:
        return ""
    return scaled_mai_text(record, fields, load)


def _takes_literal(name: str, spec, fields) -> bool:
    if name in ("SOP1", "SOP2", "SOPC"):
        return uses_literal(fields, ("ssrc0", "ssrc1"))
    if name == "SOPK":
        return "imm32" in spec.operands
    if name in ("VOP1", "VOP2", "VOPC"):
        return fields["src0"] == E.SRC_LITERAL or any(k.startswith("k:") for k in spec.operands)
    if name in ("VOP3", "VOP3P"):
        return uses_literal(fields, ("src0", "src1", "src2"))
    return False


def disassemble(data, *, target=None, start: int = 0, end: int | None = None) -> list[Decoded]:
    """Every instruction of a text section (``data[start:end]``), in order."""
    data = bytes(data)
    end = len(data) if end is None else end
    out, offset = [], start
    while offset < end:
        decoded = decode(data[:end], offset, target=target)
        out.append(decoded)
        offset += decoded.size
    return out
