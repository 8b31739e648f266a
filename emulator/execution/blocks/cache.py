"""Compiled blocks on disk: each block's source is a module file named by its hash, and
numba's cache (``cache=True``) keeps its machine code beside it, so a block compiled once
loads in milliseconds in every later process.

The files live in the run's ``ExecutionOptions.cache_directory()`` (emulator/execution/
options.py: ``$XDG_CACHE_HOME/wavefront-emu/blocks`` by default, or ``block_cache``).
``load`` imports a block, compiling it here if no process has yet; ``compile_elsewhere``
compiles it in a child process (the machine's other core), so that the run which found the
block hot goes on interpreting meanwhile and is never slower for it.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

# (LLVM's -O1 for blocks: half the compile time of -O3, and the same speed on these loops)
CHILD_OPT = 1
_LOADED: dict[str, object] = {}   # (loaded modules by path, the newest LOADED_MAX kept)
LOADED_MAX = 4096


def module_name(text: str, prefix: str = "block_") -> str:
    """The name of a generated module: ``prefix`` (its kind: compiled lanes are ``lanes_``,
    the words' functions ``words_``) and the hash of its text."""
    return prefix + hashlib.sha256(text.encode()).hexdigest()[:24]


def module_path(text: str, directory: Path, prefix: str = "block_") -> Path:
    """The file of a generated module's source in ``directory`` (written on first use)."""
    path = Path(directory) / f"{module_name(text, prefix)}.py"
    if not path.exists():
        partial = path.with_suffix(f".{os.getpid()}.tmp")
        partial.write_text(text)
        os.replace(partial, path)   # (atomic: a concurrent reader sees all of it or none)
    return path


def is_compiled(path: Path) -> bool:
    """Whether a process has compiled the block at ``path`` into numba's cache (``load``
    leaves a marker beside it once the function exists)."""
    return path.with_suffix(".compiled").exists()


def load(path: Path):
    """The module at ``path``, whose jitted ``block`` and ``waves`` are compiled or loaded
    from numba's cache on import (their signatures are explicit)."""
    key = str(path)
    fn = _LOADED.get(key)
    if fn is None:
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        # (registered first: numba's cache finds a function's globals by module name)
        sys.modules[path.stem] = module
        with _as_children_optimise():
            spec.loader.exec_module(module)
        if len(_LOADED) >= LOADED_MAX:   # (numba's functions stay alive in the
            del _LOADED[next(iter(_LOADED))]   # HotBlocks that hold them)
        fn = _LOADED[key] = module
        path.with_suffix(".compiled").touch()   # (numba has written its cache by now)
    return fn


@contextmanager
def _as_children_optimise():
    """Numba's LLVM optimisation level while a block compiles: ``CHILD_OPT``, in this
    process and in a child (``compile_elsewhere``'s worker loads through ``load`` too), so
    that both make the same code (under numba's compile lock: no other thread compiles
    meanwhile at the wrong level)."""
    from numba.core import config
    from numba.core.compiler_lock import global_compiler_lock
    with global_compiler_lock:
        saved = config.OPT
        config.OPT = type(saved)(CHILD_OPT)
        try:
            yield
        finally:
            config.OPT = saved


_WORKER = ("import sys; from emulator.execution.blocks.cache import load; "
           "from pathlib import Path; [load(Path(p)) for p in sys.argv[1:]]")


def compile_elsewhere(*paths: Path) -> subprocess.Popen:
    """Start compiling the blocks at ``paths`` (one after another) in a child process
    (``poll()`` says when it is done)."""
    return subprocess.Popen([sys.executable, "-c", _WORKER, *map(str, paths)],
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
