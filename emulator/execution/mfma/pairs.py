"""CDNA2's f16 and bf16 MFMA arithmetic (gfx90a; ``MatrixInstruction.algorithm`` "pairs"),
as MMA-Sim's CDNA2 model states it (Xie et al., arXiv 2511.10909; PyPI ``mmasim``,
``MMA_FTZ_MUL_ADD``):

* every A and B element that is zero or subnormal reads as +0; C's too;
* each product is formed in binary32 (exact for f16; bf16's rounded to nearest even), a
  subnormal product flushed to a zero of its sign;
* along k, the products of each group of P (``group``: the elements of A one lane holds,
  4, or 2 for the bf16 instructions without ``_1k``) are summed pairwise —
  ``(p0 + p1) + (p2 + p3)`` — and the group's sum added to the accumulator, every sum
  rounded to binary32 (nearest even) and a subnormal sum flushed to a zero of its sign.

A NaN result is the canonical QNAN32. Plain binary32 arithmetic does each step: numba
compiles ``a * b`` and ``a + b`` of two float32 values to one IEEE operation each (no
fastmath anywhere), so each is rounded once, as the model says."""

from __future__ import annotations

import numpy as np
import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
from numba import njit

from emulator.execution.mfma.numerics import QNAN32
from emulator.execution.mfma.operands import inputs, offsets, unpack, write_rows

_TINY = np.float32(2.0 ** -126)       # binary32's smallest normal
_QNAN = QNAN32.view(np.float32)


@njit(cache=True, inline="always")
def _flushed(x):
    """``x`` with a subnormal made a zero of its sign."""
    return x * np.float32(0.0) if abs(x) < _TINY else x


@njit(cache=True, inline="always")
def _element(bits, bf16):
    """A raw f16 or bf16 element as binary32, zero and subnormals as +0."""
    bits = np.int64(bits)
    if bf16:
        word = bits << 16
        if word & 0x7F800000 == 0:
            word = 0
    else:
        e, f, s = (bits >> 10) & 0x1F, bits & 0x3FF, (bits >> 15) & 1
        if e == 0:
            word = 0
        elif e == 31:
            word = (s << 31) | 0x7F800000 | (f << 13)
        else:
            word = (s << 31) | ((e + 112) << 23) | (f << 13)
    return np.uint32(word).view(np.float32)


@njit(cache=True)
def pairs_one(a_file, b_file, c_file, d_file, args, work=()):
    """D = C + A·B on one wave's files by the rules above; the flag says bf16."""
    a_first, b_first, c_first, d_first, blocks, m, n, k, group, bf16, table = unpack(args)
    ocd = offsets(blocks, m, n, k)[4]
    a_bits, b_bits, acc, out = inputs(a_file, a_first, b_file, b_first, c_file, c_first,
                                      table, blocks, m, n, k, np.int64(16), np.int64(16))
    a = np.empty(a_bits.shape[0], dtype=np.float32)
    b = np.empty(b_bits.shape[0], dtype=np.float32)
    for t in range(a.shape[0]):
        a[t] = _element(a_bits[t], bf16)
    for t in range(b.shape[0]):
        b[t] = _element(b_bits[t], bf16)
    c_values, d_values = acc.view(np.float32), out.view(np.float32)
    for blk in range(blocks):
        for i in range(m):
            row = blk * m + i
            for j in range(n):
                c = c_values[row, j]
                d = np.float32(0.0) if abs(c) < _TINY else c
                for g in range(0, k, group):
                    at, bt = row * k + g, (blk * k + g) * n + j
                    s = _flushed(_flushed(a[at] * b[bt]) + _flushed(a[at + 1] * b[bt + n]))
                    if group == 4:
                        s = _flushed(s + _flushed(_flushed(a[at + 2] * b[bt + 2 * n])
                                                  + _flushed(a[at + 3] * b[bt + 3 * n])))
                    d = _flushed(d + s)
                d_values[row, j] = d if d == d else _QNAN
    write_rows(d_file, d_first, table, ocd, out)
