"""State and execution for one gfx942 wavefront: the register file, MFMA kernels, the CLI."""

from .matrix_api import mfma
from .operands import OperandError
from .wavefront import Wavefront, operand_range

__all__ = ["mfma", "OperandError", "Wavefront", "operand_range"]
