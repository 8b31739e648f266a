"""Plain twins: a jitted module's own source, executed a second time as plain Python.

numba's ``NUMBA_DISABLE_JIT=1`` runs every jitted function as Python, but for a whole process
only, and with numba imported (over half a second on a small machine; the first compiled call
in a process then initialises numba's target for another second or more). A *plain twin* is
the module's own source executed again under another name (``<module>[plain]``), with these
substitutions made by the import statements it runs (the module's and its functions'):

* ``numba`` and ``llvmlite`` (and their submodules) are stand-ins (standin.py):
  ``njit`` returns the function itself, ``numba.config.DISABLE_JIT`` is true, so a module
  that chooses a Python form of an intrinsic under ``DISABLE_JIT`` chooses it here too;
* a module named in ``JITTED`` (the project's modules of jitted code) is its own twin, so a
  twin's functions call twins, never a dispatcher;
* ``import emulator.jit.numba_cache`` (which moves numba's cache out of the package, and so
  imports numba) does nothing.

Anything else is imported as usual. One definition, run two ways in one process; the twin
never imports numba. ``Twins`` holds the twins it made (one per module, made on first use)
and, per twin, which of its functions the source decorated as jitted (``jitted``); a twin's
compiled code is kept in a code cache (keyed by its source and Python's bytecode format)
beside the compiled kernels' markers (cache.py).
"""

from __future__ import annotations

import builtins
import hashlib
import importlib.util
import marshal
import os
import types
from pathlib import Path

from emulator.jit import standin

# The project's modules of jitted code: each holds numba functions and the constants and
# plain helpers they use, and no state (a twin of a class would be a second class).
JITTED = frozenset({
    "emulator.execution.blocks.lanes",
    "emulator.execution.blocks.lanes64",
    "emulator.execution.mfma.numerics",
    "emulator.execution.mfma.operands",
    "emulator.execution.mfma.fused",
    "emulator.execution.mfma.pairs",
    "emulator.execution.mfma.kernels",
    "emulator.execution.prefetch",
    "emulator.state.bank_kernels",
    "emulator.state.memory_kernels",
    "emulator.timing.device_engine",
    "emulator.timing.engine_state",
    "emulator.timing.issue_rules",
    "emulator.timing.stream_kernel",
})


NUMBA_CACHE = "emulator.jit.numba_cache"   # (what a twin does not import: see above)


class Twins:
    """The plain twins of one process's jitted modules (see the module docstring)."""

    def __init__(self, jitted: frozenset[str] = JITTED, code_cache=None) -> None:
        """``code_cache``: a folder for the twins' compiled code (a function giving it), or
        None (compiled from source each time: what Python does without bytecode files)."""
        self.jitted_modules = jitted
        self._code_cache = code_cache
        self._twins: dict[str, types.ModuleType] = {}
        self._decorated: dict[str, set[int]] = {}

    def module(self, name: str) -> types.ModuleType:
        """The plain twin of jitted module ``name`` (made on first use)."""
        twin = self._twins.get(name)
        if twin is None:
            if name not in self.jitted_modules:
                raise ValueError(f"{name} is not one of the jitted modules ({sorted(self.jitted_modules)})")
            twin = self._load(name)
        return twin

    def jitted(self, name: str, attribute: str) -> bool:
        """Whether ``attribute`` of module ``name`` is a function its source jitted."""
        value = getattr(self.module(name), attribute, None)
        return id(value) in self._decorated[name]

    def _load(self, name: str) -> types.ModuleType:
        spec = importlib.util.find_spec(name)
        if spec is None or spec.origin is None:
            raise ImportError(f"no module named {name}")
        source = spec.loader.get_source(name)
        twin = types.ModuleType(f"{name}[plain]")
        twin.__file__ = spec.origin
        twin.__package__ = spec.parent
        decorated: set[int] = set()
        namespace = twin.__dict__
        stand_ins = {"numba": standin.numba(_marker(decorated)), "llvmlite": standin.LLVMLITE}
        namespace["__builtins__"] = dict(vars(builtins), __import__=self._importer(stand_ins))
        # (registered before it runs: a module that imports itself, or a cycle, finds it)
        self._twins[name] = twin
        self._decorated[name] = decorated
        try:
            exec(self._code(source, spec.origin), namespace)
        except BaseException:
            del self._twins[name], self._decorated[name]
            raise
        return twin

    def _code(self, source: str, filename: str):
        """The module's code object: from the code cache when it has this source's (keyed
        by the source and the interpreter's bytecode format), else compiled (and kept)."""
        folder = self._code_cache() if callable(self._code_cache) else self._code_cache
        if folder is None:
            return compile(source, filename, "exec")
        key = hashlib.sha256(importlib.util.MAGIC_NUMBER + filename.encode() + b"\0"
                             + source.encode()).hexdigest()[:24]
        path = Path(folder) / f"{Path(filename).stem}.{key}.twin"
        try:
            return marshal.loads(path.read_bytes())
        except (OSError, ValueError, EOFError, TypeError):
            pass
        code = compile(source, filename, "exec")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            partial = path.with_suffix(f".{os.getpid()}.tmp")
            partial.write_bytes(marshal.dumps(code))
            os.replace(partial, path)
        except OSError:
            pass   # (an unwritable cache: compiled each time)
        return code

    def _importer(self, stand_ins: dict[str, types.ModuleType]):
        """The ``__import__`` a twin's code runs (see the module docstring)."""
        real = builtins.__import__

        def import_(name, globals=None, locals=None, fromlist=(), level=0):
            absolute = name
            if level:
                package = (globals or {}).get("__package__") or ""
                absolute = importlib.util.resolve_name("." * level + name, package)
            root = absolute.partition(".")[0]
            if absolute == NUMBA_CACHE and not fromlist:   # (it would import numba)
                return real(root, globals, locals, (), 0)
            if root in stand_ins:
                top = stand_ins[root]
                return standin.submodule(top, absolute) if fromlist else top
            if absolute in self.jitted_modules:
                if not fromlist:
                    raise ImportError(f"plain twin: write 'from {absolute} import ...' "
                                      f"(or 'from {absolute.rpartition('.')[0]} import "
                                      f"{absolute.rpartition('.')[2]}'), not 'import {absolute}'")
                return self.module(absolute)
            if fromlist and any(f"{absolute}.{item}" in self.jitted_modules
                                for item in fromlist):
                package = real(name, globals, locals, fromlist, level)
                names = {item: (self.module(f"{absolute}.{item}")
                                if f"{absolute}.{item}" in self.jitted_modules
                                else getattr(package, item)) for item in fromlist}
                return types.SimpleNamespace(**names)
            return real(name, globals, locals, fromlist, level)
        return import_


def _marker(decorated: set[int]):
    def mark(fn):
        decorated.add(id(fn))
        return fn
    return mark

