"""The generic MFMA kernels: gather → decode → block product → encode → scatter.

Five jitted kernels, one per arithmetic family of spec/NUMERICS.md, each generic over shape
(blocks, M, N, K) and input format:

* ``fused_kernel``: f16, bf16, xf32 (Algorithm 1, groups of G) and fp8/bf8 (Algorithm 2),
  whose arithmetic is fused.py's;
* ``int8_kernel``: exact integer dot products, int32 wrap-around;
* ``fma32_kernel`` / ``fma64_kernel``: sequential fused multiply-add chains in k order;
* ``pairs_kernel``: CDNA2's f16/bf16 (gfx90a), flushed products summed in pairs (pairs.py);
* ``smfmac_kernel``: 4:2-sparse A expanded through its index, then the fused or i8 product;
* ``fused_scaled_one``: CDNA4's block-scaled f8f6f4 MFMAs, one wave a call (fused.py).

Every dense kernel exists for one wave (``fused_one``…: the four operands' register files,
``(registers, 64)`` ``uint32``) and for a batch of waves (``fused_kernel``…: the files
stacked by wave, ``(waves, registers, 64)``, the waves to run, ``first`` and ``end``, and
``c_step``: 0 when every wave reads wave 0's C, an inline constant's block; the one-wave
forms whose products are kernels of their own — fused, i8, f32 — are inlined into their
batch's by numba, which then compiles and optimises their code once, not twice), each with one
``int64`` *argument array* per instruction (``arguments``: the operands' first registers,
the shape, the group size, a flag, the two format layouts, then the plan table: operands.py,
which also gathers, scatters and decodes the operands).
``smfmac_kernel`` takes its first registers, shape and table as separate arguments. All
inputs are gathered before any output is written, so vdst may overlap SrcC, SrcA or SrcB.

The products run as loops over the n cells of a row of D that LLVM vectorises, with the
group's or K's loop compiled in as a constant: the ``*_for(...)`` factories make one such
kernel per size the instruction table uses (numba caches each, keyed by its constants),
and a general one for any other size. The fused formats' kernels work in 32-bit lanes
(eight cells per vector instruction) when the operands allow it exactly (``NARROW_*``),
i8 products in exact float32.
"""

from __future__ import annotations

import numpy as np
import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
from numba import njit

from emulator.execution.prefetch import prefetch_rows
from emulator.execution.mfma.numerics import (L_BITS, L_IEEE, QNAN32, QNAN64, fma_f32, fma_f64)
from emulator.execution.mfma.operands import (ARG_A, ARG_A_REGS, ARG_B, ARG_B_REGS, ARG_C,
                                              ARG_CD_REGS, ARG_D, arguments, gather,
                                              gather_into, inputs, offsets, plan_table,
                                              read_rows, scatter, specialised, unpack,
                                              write_rows)
from emulator.execution.mfma.fused import (NARROW_FRACTIONS, NARROW_LOWEST, SCALE_NAN,
                                           fused_one, fused_product, fused_scaled_one,
                                           fused_workspace, has_narrow_kernel)
from emulator.execution.mfma.pairs import pairs_one

# (what the executor and the tests reach through this module: jit.module(...kernels))
__all__ = ["arguments", "plan_table", "read_rows", "NARROW_FRACTIONS", "NARROW_LOWEST",
           "has_narrow_kernel", "fused_kernel", "int8_kernel", "fma32_kernel",
           "fma64_kernel", "pairs_kernel", "smfmac_kernel", "fused_scaled_one", "SCALE_NAN"]

_SIGN64 = np.int64(-0x8000000000000000)


@njit(cache=True, inline="always")
def int8_one(a_file, b_file, c_file, d_file, args, work=()):
    """Exact i8·i8 dot products plus the i32 accumulator, wrapping modulo 2^32."""
    a_first, b_first, c_first, d_first, blocks, m, n, k, _, _, table = unpack(args)
    ocd = offsets(blocks, m, n, k)[4]
    a, b, acc, other = inputs(a_file, a_first, b_file, b_first, c_file, c_first, table,
                               blocks, m, n, k, np.int64(8), np.int64(8))
    write_rows(d_file, d_first, table, ocd, _int8_product(a, b, acc, other, blocks, m, n, k))


def _int8_rows_for(fixed_k: int):
    """The i8 product compiled for one K (0: any): ``c_out = c_in + Σ_t a_t·b_tj`` modulo
    2^32 per cell, from the signed bytes as float32 (A flat in (block, row, k) order, B
    (blocks·k, n)).

    Exact: every product is an integer of magnitude at most 2^14 and a cell's sum at most
    K·2^14 <= 2^24 (K <= 1024; the instruction table's largest is 64), so float32 holds
    every partial sum exactly, and eight lanes fit a vector register. Written for LLVM to
    vectorise as ``_fused_rows_for`` explains."""
    @njit(cache=True)
    @specialised(f"int8_products_k{fixed_k}")
    def products(c_in, c_out, a, b, blocks, m, n, k):
        k = fixed_k if fixed_k else k
        for blk in range(blocks):
            for i in range(m):
                row = blk * m + i
                ka, kb = row * k, blk * k
                for j in range(n):
                    s = np.float32(0.0)
                    for t in range(k):
                        s += a[ka + t] * b[kb + t, j]
                    c_out[row, j] = np.uint32((np.int64(c_in[row, j]) + np.int64(s))
                                              & 0xFFFFFFFF)
    return products


# Compiled for the K of the i8 instructions (4, 16, 32), and for any other.
_I8_ANY, _I8_K4, _I8_K16, _I8_K32 = (_int8_rows_for(0), _int8_rows_for(4), _int8_rows_for(16),
                                     _int8_rows_for(32))


@njit(cache=True)
def _signed_bytes(a_bits, b_bits):
    """Raw A and B bytes (int64) as the signed values they hold, float32 (one array)."""
    na = a_bits.shape[0]
    out = np.empty(na + b_bits.shape[0], dtype=np.float32)
    for t in range(na):
        out[t] = np.float32(a_bits[t] - 256 if a_bits[t] >= 128 else a_bits[t])
    for t in range(b_bits.shape[0]):
        out[na + t] = np.float32(b_bits[t] - 256 if b_bits[t] >= 128 else b_bits[t])
    return out[:na], out[na:]


@njit(cache=True)
def _int8_product(a_bits, b_bits, acc, other, blocks, m, n, k):
    """The exact i8 dot products of raw A and B bytes plus ``acc`` (C's words, (blocks·m, n)
    uint32), into ``other``, an array of its shape, which it returns."""
    a, b = _signed_bytes(a_bits, b_bits)
    b = b.reshape(-1, n)
    if k == 4:
        _I8_K4(acc, other, a, b, blocks, m, n, k)
    elif k == 16:
        _I8_K16(acc, other, a, b, blocks, m, n, k)
    elif k == 32:
        _I8_K32(acc, other, a, b, blocks, m, n, k)
    else:
        _I8_ANY(acc, other, a, b, blocks, m, n, k)
    return other


@njit(cache=True)
def smfmac_kernel(a_file, a_first, b_file, b_first, d_file, d_first, k_file, k_first, table,
                  fmts, blocks, m, n, k, group, two_halves, origin):
    """4:2-sparse A: each dense element's value is expanded from the stored pair of its
    group and the 4-bit index field (two 2-bit positions; where both name the same
    position the second value wins), then the dense product of the input type runs
    (fused, or exact i8 when A's format is an integer one) over the selected elements
    only: the others are never multiplied (an inf or NaN in B rows they would meet changes
    nothing). D is also the accumulator input; ``fmts`` as for ``fused_kernel``.

    The plan table holds, per dense A element, the stored pair's word and bit offset, then
    B, then C/D, then per dense A element the index field's word and bit offset; for
    Algorithm 2 (``two_halves``) A's, B's and the index's k in each group's even-first
    order, as the dense plans list them. ``origin[p]``: the k the table lists at place p
    (its position in its group of 4 is what the index field selects).
    """
    oa, osa, ob, osb, ocd = offsets(blocks, m, n, k)
    ok = ocd + blocks * m * n
    osk = ok + blocks * m * k
    a_fmt, b_fmt = fmts[0], fmts[1]
    w = a_fmt[L_BITS]
    count = blocks * m * k
    pairs = gather(a_file, a_first, table, oa, osa, count, 2 * w)
    fields = gather(k_file, k_first, table, ok, osk, count, np.int64(4))
    a_bits = np.zeros(count, dtype=np.int64)
    selected = np.zeros(count, dtype=np.int64)
    mask = (np.int64(1) << w) - 1
    for t in range(count):
        position = origin[t % k] % 4
        if (fields[t] & 3) == position:
            a_bits[t] = pairs[t] & mask
            selected[t] = 1
        if (fields[t] >> 2) == position:
            a_bits[t] = (pairs[t] >> w) & mask
            selected[t] = 1
    b_bits = gather(b_file, b_first, table, ob, osb, blocks * k * n,
                    b_fmt[L_BITS])
    rows = np.empty((2, blocks * m, n), dtype=np.uint32)
    acc, other = rows[0], rows[1]
    read_rows(d_file, d_first, table, ocd, acc)
    if a_fmt[L_IEEE] < 0:   # an integer format (i8)
        d = _int8_product(a_bits, b_bits, acc, other, blocks, m, n, k)
    else:
        nb = blocks * k * n
        d = fused_product(a_bits, b_bits, acc, other, a_fmt, b_fmt, blocks, m, n, k, group,
                           two_halves, selected, np.empty(2 * (count + nb), dtype=np.int32),
                           np.empty(4 * (count + nb), dtype=np.int64),
                           np.empty(count + nb, dtype=np.float64))
    write_rows(d_file, d_first, table, ocd, d)


@njit(cache=True, inline="always")
def fma32_one(a_file, b_file, c_file, d_file, args, work=()):
    """d = fma(a_k, b_k, d) in binary32, k ascending, from C; NaN results are canonical."""
    a_first, b_first, c_first, d_first, blocks, m, n, k, _, _, table = unpack(args)
    oa, _, ob, _, ocd = offsets(blocks, m, n, k)
    words = np.empty(blocks * m * k + blocks * k * n, dtype=np.uint32)
    a, b = words[:blocks * m * k], words[blocks * m * k:]
    gather_into(a_file, a_first, table, oa, oa, np.int64(32), a)
    gather_into(b_file, b_first, table, ob, ob, np.int64(32), b)
    rows = np.empty((2, blocks * m, n), dtype=np.uint32)
    acc, c_in = rows[0], rows[1]   # (one array read, another written: _fused_rows_for)
    read_rows(c_file, c_first, table, ocd, c_in)
    af, bf = a.view(np.float32), b.view(np.float32).reshape(-1, n)
    if k == 1:
        _FMA32_K1(c_in, acc, af, bf, blocks, m, n, k)
    elif k == 2:
        _FMA32_K2(c_in, acc, af, bf, blocks, m, n, k)
    elif k == 4:
        _FMA32_K4(c_in, acc, af, bf, blocks, m, n, k)
    else:
        _FMA32_ANY(c_in, acc, af, bf, blocks, m, n, k)
    write_rows(d_file, d_first, table, ocd, acc)


_QNAN32_VALUE = QNAN32.view(np.float32)


def _fma32_chains_for(fixed_k: int):
    """The binary32 chains compiled for one K (0: any): ``c_out = fma(a_{K−1}, b, …
    fma(a_0, b, c_in))`` per cell, each step one correctly rounded fma, a NaN result made
    the canonical QNAN32; written for LLVM to vectorise as ``_fused_rows_for`` explains."""
    @njit(cache=True)
    @specialised(f"fma32_chains_k{fixed_k}")
    def chains(c_in, c_out, a, b, blocks, m, n, k):
        k = fixed_k if fixed_k else k
        c_values = c_in.view(np.float32)
        out = c_out.view(np.float32)
        for blk in range(blocks):
            for i in range(m):
                row = blk * m + i
                ka, kb = row * k, blk * k
                for j in range(n):
                    d = c_values[row, j]
                    for t in range(k):
                        d = fma_f32(a[ka + t], b[kb + t, j], d)
                    out[row, j] = d if d == d else _QNAN32_VALUE
    return chains


# Compiled for the K of the f32 instructions (1, 2, 4).
_FMA32_ANY, _FMA32_K1, _FMA32_K2, _FMA32_K4 = (_fma32_chains_for(0), _fma32_chains_for(1),
                                               _fma32_chains_for(2), _fma32_chains_for(4))


@njit(cache=True)
def fma64_one(a_file, b_file, c_file, d_file, args, work=()):
    """d = fma(a_k, b_k, d) in binary64, k ascending, from C; the flag's bits (neg) negate
    A, B, C."""
    a_first, b_first, c_first, d_first, blocks, m, n, k, _, neg, table = unpack(args)
    oa, _, ob, _, ocd = offsets(blocks, m, n, k)
    a = gather(a_file, a_first, table, oa, oa, blocks * m * k, np.int64(64))
    b = gather(b_file, b_first, table, ob, ob, blocks * k * n, np.int64(64))
    c = gather(c_file, c_first, table, ocd, ocd, blocks * m * n, np.int64(64))
    if neg & 1:
        a ^= _SIGN64
    if neg & 2:
        b ^= _SIGN64
    if neg & 4:
        c ^= _SIGN64
    af, bf, cf = a.view(np.float64), b.view(np.float64), c.view(np.float64)
    out = np.empty(blocks * m * n, dtype=np.int64)
    for blk in range(blocks):
        for i in range(m):
            arow = (blk * m + i) * k
            for j in range(n):
                cell = (blk * m + i) * n + j
                d = cf[cell]
                for t in range(k):
                    d = fma_f64(af[arow + t], bf[(blk * k + t) * n + j], d)
                out[cell] = np.int64(QNAN64) if np.isnan(d) else np.float64(d).view(np.int64)
    scatter(d_file, d_first, table, ocd, out, np.int64(64))


# -- the kernels: a batch of waves in one call (emulator/execution/batch.py) -----------------
@njit(cache=True, inline="always")
def _each_wave(one, a, b, c, d, first, end, c_step, args, work):
    """``one`` for each wave, the next wave's operand rows prefetched meanwhile (a batch's
    files are far larger than the core's caches: emulator/execution/prefetch.py); ``work``,
    arrays every wave works in (made once: the fused family's ``fused_workspace``), is its
    last argument (the other families take none: ``()``)."""
    for w in range(first, end):
        nxt = w + 1 if w + 1 < end else d.shape[0]   # (past the last wave: no prefetch)
        prefetch_rows(a, nxt, args[ARG_A], args[ARG_A_REGS])
        prefetch_rows(b, nxt, args[ARG_B], args[ARG_B_REGS])
        prefetch_rows(c, nxt * c_step, args[ARG_C], args[ARG_CD_REGS])
        prefetch_rows(d, nxt, args[ARG_D], args[ARG_CD_REGS])
        one(a[w], b[w], c[w * c_step], d[w], args, work)


@njit(cache=True)
def fused_kernel(a, b, c, d, first, end, c_step, args):
    """``fused_one`` for waves first..end-1 of (waves, registers, 64) files (``c_step`` 0:
    every wave reads C's block 0, an inline constant's)."""
    _each_wave(fused_one, a, b, c, d, first, end, c_step, args, fused_workspace(args))


@njit(cache=True)
def int8_kernel(a, b, c, d, first, end, c_step, args):
    """``int8_one`` for waves first..end-1."""
    _each_wave(int8_one, a, b, c, d, first, end, c_step, args, ())


@njit(cache=True)
def fma32_kernel(a, b, c, d, first, end, c_step, args):
    """``fma32_one`` for waves first..end-1."""
    _each_wave(fma32_one, a, b, c, d, first, end, c_step, args, ())


@njit(cache=True)
def fma64_kernel(a, b, c, d, first, end, c_step, args):
    """``fma64_one`` for waves first..end-1."""
    _each_wave(fma64_one, a, b, c, d, first, end, c_step, args, ())


@njit(cache=True)
def pairs_kernel(a, b, c, d, first, end, c_step, args):
    """``pairs_one`` (CDNA2's f16/bf16: pairs.py) for waves first..end-1."""
    _each_wave(pairs_one, a, b, c, d, first, end, c_step, args, ())
