"""``wfemu disasm FILE``: a code object's kernels and functions as ``llvm-objdump -d
--mcpu=gfx942`` prints them — each symbol's address and name, then one line per
instruction: its text, ``//``, its address and its dwords, and after a branch the symbol
and offset it reaches. ``show_encoding`` adds llvm-mc's ``; encoding: [...]`` bytes;
``kernel`` keeps one kernel's (or function's) code. A ``.s`` file is assembled and shown
the same way, from address 0."""

from __future__ import annotations

import io
from pathlib import Path

from isa.program import Label
from isa.assembler import assemble
from isa.code_object import BUNDLE_MAGIC, is_code_object, load, unbundle
from isa.encoder import encode_instruction
from isa.errors import IsaError

_COLUMN = 59   # (llvm-objdump pads the text to column 60, after its tab)


def _text_address(data: bytes, name: str) -> int:
    """Where a code object's .text lies (its section address; 0 in a relocatable one)."""
    from elftools.elf.elffile import ELFFile

    if data.startswith(BUNDLE_MAGIC):
        data = unbundle(data, name)
    section = ELFFile(io.BytesIO(data)).get_section_by_name(".text")
    return section["sh_addr"] if section is not None else 0


def disassemble_file(path, *, kernel: str | None = None, show_encoding: bool = False) -> str:
    """The listing of ``path`` (module docstring); IsaError for a file it cannot read or a
    kernel it does not hold."""
    path = Path(path)
    if is_code_object(path):
        data = path.read_bytes()
        program = load(data, name=str(path))
        base = _text_address(data, str(path))
    else:
        program = assemble(path.read_text(encoding="utf-8"), str(path))
        base = 0
    first = program.code.addresses[0]

    def address(index: int) -> int:
        return program.code.addresses[index] - first + base

    starts = sorted((index, name) for name, index in program.labels.items()
                    if not name.startswith(".L"))
    names_at: dict[int, list[str]] = {}
    for index, name in starts:
        names_at.setdefault(index, []).append(name)
    if kernel is not None:
        if kernel not in program.labels:
            known = ", ".join(n for _, n in starts) or "none"
            raise IsaError(f"{path}: no kernel or function '{kernel}' (symbols: {known})")
        begin = program.labels[kernel]
        end = next((i for i, _ in starts if i > begin), len(program.instructions))
    else:
        begin, end = 0, len(program.instructions)
    lines = ["", f"{path}:\tfile format elf64-amdgpu", "", "Disassembly of section .text:"]
    if begin not in names_at:
        lines += ["", f"{address(begin):016x} <.text>:"]
    for inst in program.instructions[begin:end]:
        for name in names_at.get(inst.index, ()):
            lines += ["", f"{address(inst.index):016x} <{name}>:"]
        code = encode_instruction(inst, program)
        words = " ".join(f"{int.from_bytes(code[i:i + 4], 'little'):08X}"
                         for i in range(0, len(code), 4))
        text = str(inst)
        line = "\t" + (text.ljust(_COLUMN) if len(text) < _COLUMN else text + " ") + \
            f"// {address(inst.index):012X}: {words}"
        target = next((o.target for o in inst.operands if isinstance(o, Label)), None)
        if target is not None and target >= 0:
            owner = max((i for i, _ in starts if i <= target), default=None)
            if owner is not None:
                offset = address(target) - address(owner)
                line += f" <{names_at[owner][0]}" + (f"+{offset:#x}>" if offset else ">")
        if show_encoding:
            line += " ; encoding: [" + ",".join(f"{b:#04x}" for b in code) + "]"
        lines.append(line)
    return "\n".join(lines) + "\n"
