"""State and execution for one gfx942 wavefront: the register file, MFMA kernels, programs,
the debugger, the cycle accountant, memory and kernel launches, and the CLI."""

from .cycles import CycleAccountant, CycleReport, Hazard, TimingParams
from .debugger import Debugger
from .estimate import estimate_cycles
from .launch import LaunchError, LaunchResult, launch
from .memory import Lds, Memory, MemoryFault
from .matrix_api import mfma
from .operands import OperandError
from .runner import RunError, RunResult
from .sparse import SparsityError, smfmac, smfmac_compressed
from .wavefront import Wavefront, operand_range

__all__ = ["CycleAccountant", "CycleReport", "Debugger", "Hazard", "LaunchError",
           "LaunchResult", "Lds", "Memory", "MemoryFault", "OperandError", "RunError",
           "RunResult", "SparsityError", "TimingParams", "Wavefront", "estimate_cycles", "launch",
           "mfma", "operand_range", "smfmac", "smfmac_compressed"]
