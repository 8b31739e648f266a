"""State and execution for one gfx942 wavefront, in layers that import only those below:
``state`` (register files, memory), ``execution`` (the run loop, semantics, MFMA kernels),
``timing`` (the cycle accountant), ``api`` (mfma, smfmac, Wavefront), ``launch`` (kernel
launches), ``triton`` (Triton kernels compiled and launched: ``emulator.triton.launch``, which
imports Triton only when it compiles), ``tools`` (CLI, debugger, self-checking programs)."""

from .api.matrix import mfma
from .api.sparse import SparsityError, smfmac, smfmac_compressed
from .api.wavefront import Wavefront
from .execution.runner import RunError, RunResult
from .launch import LaunchError, LaunchResult, launch
from .state.memory import Lds, Memory, MemoryFault
from .state.operands import OperandError
from .state.wavefront import WaveState, operand_range
from .timing.accountant import CycleAccountant, CycleReport, Hazard, TimingParams
from .timing.estimate import estimate_cycles
from .tools.debugger import Debugger

__all__ = ["CycleAccountant", "CycleReport", "Debugger", "Hazard", "LaunchError",
           "LaunchResult", "Lds", "Memory", "MemoryFault", "OperandError", "RunError",
           "RunResult", "SparsityError", "TimingParams", "WaveState", "Wavefront",
           "estimate_cycles", "launch", "mfma", "operand_range", "smfmac", "smfmac_compressed"]
