"""State and execution for one gfx942 wavefront, in layers that import only those below:
``jit`` (jitted code and its plain twins), ``state`` (register files, memory),
``execution`` (the run loop, semantics, MFMA kernels), ``timing`` (the cycle accountant),
``api`` (mfma, smfmac, Wavefront), ``launch`` (kernel launches; ``device_printf`` decodes
what their printf calls wrote), ``triton`` (Triton kernels compiled and launched:
``emulator.triton.launch``, which imports Triton only when it compiles), ``hip`` (HIP C++
compiled with clang and launched: ``emulator.hip.launch``), ``tools`` (CLI, debugger,
self-checking programs).

The public names below are imported on first use (PEP 562), so that ``import emulator``
costs almost nothing and a command imports only what it runs.
"""

from __future__ import annotations

import importlib
import sys
import types

# public name -> the module that defines it
_PUBLIC = {
    "mfma": "emulator.api.matrix",
    "SparsityError": "emulator.api.sparse", "smfmac": "emulator.api.sparse",
    "smfmac_compressed": "emulator.api.sparse",
    "Wavefront": "emulator.api.wavefront",
    "RunError": "emulator.execution.runner", "RunResult": "emulator.execution.runner",
    "ExecutionOptions": "emulator.execution.options", "Runtime": "emulator.execution.runtime",
    "set_default_options": "emulator.execution.options",
    "default_options": "emulator.execution.options",
    "InstructionObserver": "emulator.execution.observers",
    "LaunchError": "emulator.launch", "LaunchResult": "emulator.launch",
    "launch": "emulator.launch",
    "Lds": "emulator.state.local_memory", "Memory": "emulator.state.memory",
    "MemoryFault": "emulator.state.memory",
    "OperandError": "emulator.state.operands",
    "WaveState": "emulator.state.wavefront", "operand_range": "emulator.state.wavefront",
    "layout_view": "emulator.state.layout_views",
    "CycleAccountant": "emulator.timing.accountant", "CycleReport": "emulator.timing.cycle_report",
    "Hazard": "emulator.timing.cycle_report", "TimingParams": "emulator.timing.cycle_report",
    "estimate_cycles": "emulator.timing.estimate",
    "Profile": "emulator.timing.profile", "Fidelity": "emulator.fidelity",
    "compare": "emulator.timing.comparison", "Comparison": "emulator.timing.comparison",
    "Debugger": "emulator.tools.debugger", "debug_launch": "emulator.tools.debugger",
}

__all__ = sorted(_PUBLIC)


def __getattr__(name: str):
    module = _PUBLIC.get(name)
    if module is None:
        raise AttributeError(f"module 'emulator' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value   # (once: later lookups find it without this function)
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_PUBLIC))


class _Package(types.ModuleType):
    """``emulator.launch`` names the function, as it always has: importing the submodule
    of that name would otherwise bind the module there (the import system sets a
    package's attribute for each submodule it imports)."""

    def __setattr__(self, name: str, value) -> None:
        if name in _PUBLIC and isinstance(value, types.ModuleType):
            return   # (the submodule stays reachable as sys.modules["emulator.launch"])
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
