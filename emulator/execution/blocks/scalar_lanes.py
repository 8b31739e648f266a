"""The vocabulary of the scalar ALU's expressions (``OpSpec.scalar`` / ``scalar_scc``,
isa/gfx942/definitions.py) on int64, as a compiled block evaluates them: the names of
ops/scalar_words.py (the interpreter's, on Python ints) with the same meaning, which
tests/test_scalar_words.py holds equal (``sx32`` and ``mul_hi_u32`` are the lane vocabulary's
words, isa/lane_vocabulary.py, which a block's source holds in place: word_source.py).
Sources are non-negative values of their width widened to int64; a result's bits are the
Python int's low 64. Also runs as plain Python under ``NUMBA_DISABLE_JIT=1``."""

from __future__ import annotations

import numpy as np
import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
from numba import njit

MASK32 = 0xFFFFFFFF
MASK64 = -1


@njit(cache=True)
def sx64(x):
    return np.int64(x)


@njit(cache=True)
def lshr64(x, n):
    return np.int64(np.uint64(x) >> np.uint64(n))


@njit(cache=True)
def overflows32(x):
    return x != ((x & 0xFFFFFFFF) ^ 0x80000000) - 0x80000000


@njit(cache=True)
def abs_i32(x):
    return (-x if x < 0 else x) & 0xFFFFFFFF

