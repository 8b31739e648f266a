"""State and execution for one gfx942 wavefront: the register file, MFMA kernels, the CLI."""

from .matrix_api import mfma
from .operands import OperandError
from .sparse import SparsityError, smfmac, smfmac_compressed
from .wavefront import Wavefront, operand_range

__all__ = ["mfma", "smfmac", "smfmac_compressed", "SparsityError", "OperandError", "Wavefront", "operand_range"]
