"""gfx942 (CDNA3, MI300) ISA as data: the instruction tables, names, layouts, registers,
formats, wait-state rows, gathered in a Target (``isa.GFX942``).

Pure data and functions over it; never imports ``emulator``. The public names below are
imported on first use (PEP 562): a tool that needs one table does not build the others.
"""

from __future__ import annotations

import importlib

# public name -> the module that defines it
_PUBLIC = {
    "assemble": "isa.assembler",
    **dict.fromkeys(("AsmError", "Program"), "isa.program"),
    "DType": "isa.dtypes",
    **dict.fromkeys(("encode", "encode_instruction", "EncodingError"), "isa.encoder"),
    **dict.fromkeys(("decode", "disassemble", "Decoded", "DecodeError"), "isa.decoder"),
    **dict.fromkeys(("IsaError", "ModifierError", "RegisterError",
                     "UnknownInstructionError"), "isa.errors"),
    **dict.fromkeys(("COLUMNS", "MATRICES", "field_bits", "layout", "matrix_shape",
                     "operand_regs", "operand_type"), "isa.layouts"),
    "layout_figure": "isa.layout_pictures",   # (matplotlib: the plots extra)
    **dict.fromkeys(("Modifiers", "a_source_block", "blgp_source_lane", "check_modifiers",
                    "with_formats", "FORMAT_CODES"),
                    "isa.modifiers"),
    **dict.fromkeys(("REMOVED", "aliases_of", "all_names", "find", "lookup",
                     "lookup_matrix"), "isa.names"),
    **dict.fromkeys(("RegRange", "make_range", "parse_register"), "isa.registers"),
    "GFX942": "isa.gfx942",
    "GFX90A": "isa.gfx90a",
    "GFX950": "isa.gfx950",
    **dict.fromkeys(("ACC_MOVES", "DENSE", "MATRIX_INSTRUCTIONS", "SPARSE"),
                    "isa.gfx942.matrix"),
    "Target": "isa.target",
    **dict.fromkeys(("TARGETS", "default_target", "set_default_target", "target_named"),
                    "isa.targets"),
    **dict.fromkeys(("AccMoveInstruction", "BlgpMeaning", "CDLayout", "Instruction",
                     "MatrixClass", "MatrixInstruction"), "isa.table"),
}

__all__ = sorted([*_PUBLIC, "ALL_INSTRUCTIONS"])


def __getattr__(name: str):
    if name == "ALL_INSTRUCTIONS":
        value = __getattr__("MATRIX_INSTRUCTIONS") + __getattr__("ACC_MOVES")
    elif name in _PUBLIC:
        value = getattr(importlib.import_module(_PUBLIC[name]), name)
    else:
        raise AttributeError(f"module 'isa' has no attribute {name!r}")
    globals()[name] = value   # (once: later lookups find it without this function)
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
