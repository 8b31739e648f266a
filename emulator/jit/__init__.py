"""Jitted code and its plain twins: the lowest layer of ``emulator``.

``module(name)`` is one of the project's jitted modules (plain.JITTED) seen through its
entries (entry.py): each of its numba functions runs as its plain twin (plain.py: the same
source, as Python) until its machine code is ready, which a child process compiles
meanwhile (child.py, cache.py). Imports neither numba nor anything of ``emulator`` above it.
"""

from emulator.jit.entry import DEFAULT, Compiler, Entry, JitModule


def module(name: str) -> JitModule:
    """The jitted module ``name`` of the process's compiler (``DEFAULT``)."""
    return DEFAULT.module(name)


__all__ = ["DEFAULT", "Compiler", "Entry", "JitModule", "module"]
