"""gfx942 (CDNA3, MI300) ISA as data: the instruction tables, names, layouts, registers,
formats, wait-state rows, gathered in a Target (``isa.GFX942``).

Pure data and functions over it; never imports ``emulator``.
"""

from .assembler import AsmError, Program, assemble
from .dtypes import DType
from .errors import (IsaError, ModifierError, NotYetSupportedError, RegisterError,
                     UnknownInstructionError)
from .layouts import (COLUMNS, MATRICES, field_bits, layout, matrix_shape, operand_regs,
                      operand_type)
from .modifiers import Modifiers, a_source_block, blgp_source_lane, check_modifiers
from .names import REMOVED, aliases_of, all_names, find, lookup, lookup_matrix
from .registers import RegRange, make_range, parse_register
from .gfx942 import GFX942
from .gfx942.matrix import ACC_MOVES, DENSE, MATRIX_INSTRUCTIONS, SPARSE
from .target import Target
from .table import (AccMoveInstruction, BlgpMeaning, CDLayout, Instruction, MatrixClass,
                    MatrixInstruction)

ALL_INSTRUCTIONS = MATRIX_INSTRUCTIONS + ACC_MOVES

__all__ = [
    "AsmError", "Program", "assemble", "GFX942", "Target",
    "ACC_MOVES", "ALL_INSTRUCTIONS", "COLUMNS", "DENSE", "MATRICES", "MATRIX_INSTRUCTIONS",
    "REMOVED", "SPARSE", "AccMoveInstruction", "BlgpMeaning", "CDLayout", "DType",
    "Instruction", "IsaError", "MatrixClass", "MatrixInstruction", "ModifierError",
    "Modifiers", "NotYetSupportedError", "RegRange", "RegisterError",
    "UnknownInstructionError", "a_source_block", "aliases_of", "all_names",
    "blgp_source_lane", "check_modifiers", "field_bits", "find", "layout", "lookup", "lookup_matrix",
    "make_range", "matrix_shape", "operand_regs", "operand_type", "parse_register",
]
