"""Keeping a big program's footprint near its text's.

A program of a million instructions repeats the same registers, operands and derived records
over and over, and building it creates millions of small objects:

* ``shared(x)`` returns the first object equal to ``x`` seen (within a bounded cache), so
  each distinct immutable value is kept once; only immutable, hashable values may pass.
* a program keeps its source as one string with line offsets (``isa.program.SourceText``),
  and equal instructions share one bound ``run`` closure (``emulator.ops.bind``).
* ``gc_paused()`` holds Python's cyclic garbage collector while such a structure is built
  or first run: otherwise every few thousand allocations it walks the whole growing
  program again, which makes building and first runs superlinear in the program's size.
  Reference counting still frees what is dropped; the collector resumes afterwards.
"""

from __future__ import annotations

import functools
import gc
from contextlib import contextmanager


@functools.lru_cache(maxsize=1 << 16)
def shared(value):
    """The one object standing for every value equal to ``value``."""
    return value


@contextmanager
def gc_paused():
    """No cyclic collection inside the block (nesting is fine)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
