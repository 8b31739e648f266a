"""The generic MFMA kernels: gather → decode → block product → encode → scatter.

Four jitted kernels, one per arithmetic family of spec/NUMERICS.md, each generic over shape
(blocks, M, N, K) and input format:

* ``fused_kernel``: f16, bf16, xf32 (Algorithm 1, groups of G) and fp8/bf8 (Algorithm 2);
* ``int8_kernel``: exact integer dot products, int32 wrap-around;
* ``fma32_kernel`` / ``fma64_kernel``: sequential fused multiply-add chains in k order.

Every kernel takes the operands' register blocks as flat ``uint32`` views (``regs·64`` words,
register-major) and, per logical element in (block, row, col) order, the flat word index
``reg·64 + lane`` and bit offset from the layout (CBSZ/ABID/BLGP already folded in; a 64-bit
value's high word is 64 words on). All inputs are gathered before any output is written, so
vdst may overlap SrcC, SrcA or SrcB.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from .numerics import (FINITE, FORMAT_BITS, FRACTION_BITS, INF, NAN, QNAN32, QNAN64,
                       aligned_product, decode, finish, fma_f32, fma_f64, f32_parts,
                       shift_floor)

_SIGN64 = np.int64(-0x8000000000000000)


@njit(cache=True)
def gather(src, index, shift, bits):
    """Raw bit patterns (int64) of ``bits``-wide (8, 16 or 32) fields of a flat register block."""
    n = index.shape[0]
    out = np.empty(n, dtype=np.int64)
    mask = (np.int64(1) << bits) - 1
    for t in range(n):
        out[t] = (np.int64(src[index[t]]) >> shift[t]) & mask
    return out


@njit(cache=True)
def gather_words(src, index):
    """Whole 32-bit registers (as int64)."""
    out = np.empty(index.shape[0], dtype=np.int64)
    for t in range(index.shape[0]):
        out[t] = np.int64(src[index[t]])
    return out


@njit(cache=True)
def gather64(src, index):
    """64-bit values from register pairs, low word first (as int64 bit patterns)."""
    out = np.empty(index.shape[0], dtype=np.int64)
    for t in range(index.shape[0]):
        out[t] = np.int64(src[index[t]]) | (np.int64(src[index[t] + 64]) << 32)
    return out


@njit(cache=True)
def scatter32(dst, index, words):
    for t in range(index.shape[0]):
        dst[index[t]] = np.uint32(words[t] & 0xFFFFFFFF)


@njit(cache=True)
def scatter64(dst, index, values):
    for t in range(index.shape[0]):
        v = values[t]
        dst[index[t]] = np.uint32(v & 0xFFFFFFFF)
        dst[index[t] + 64] = np.uint32((v >> 32) & 0xFFFFFFFF)


@njit(cache=True)
def _decode_all(bits, code):
    """Columns class / sign / exponent / significand for every element of one operand."""
    n = bits.shape[0]
    cls = np.empty(n, dtype=np.int64)
    sign = np.empty(n, dtype=np.int64)
    exp = np.empty(n, dtype=np.int64)
    sig = np.empty(n, dtype=np.int64)
    for t in range(n):
        cls[t], sign[t], exp[t], sig[t] = decode(bits[t], code)
    return cls, sign, exp, sig


@njit(cache=True)
def _transpose_kn(x, blocks, k, n):
    """(blocks, K, N) flat -> (blocks, N, K), so each column of B is contiguous in k."""
    out = np.empty(blocks * n * k, dtype=x.dtype)
    for b in range(blocks):
        for kk in range(k):
            for j in range(n):
                out[(b * n + j) * k + kk] = x[(b * k + kk) * n + j]
    return out


@njit(cache=True)
def _special_group(acls, asign, aexp, asig, bcls, bsign, bexp, bsig, a0, b0, count, fab,
                   c_bits):
    """Outcome of a group that holds an inf, a NaN or a product of magnitude >= 2^128.

    Returns (resolved, bits). NaN inputs and inf·0 give NaN; then infinities from inf inputs
    and from an inf c decide (both signs: NaN); only without those do overflowed products act
    as infinities. Not resolved means every product and c are ordinary finite numbers.
    """
    nan = False
    true_pos = true_neg = over_pos = over_neg = False
    ccls, c_sign, _, _ = f32_parts(c_bits)
    if ccls == NAN:
        nan = True
    elif ccls == INF:
        if c_sign:
            true_neg = True
        else:
            true_pos = True
    for t in range(count):
        ca, cb = acls[a0 + t], bcls[b0 + t]
        neg = (asign[a0 + t] ^ bsign[b0 + t]) == 1
        if ca == NAN or cb == NAN:
            nan = True
        elif ca == INF or cb == INF:
            if (ca == FINITE and asig[a0 + t] == 0) or (cb == FINITE and bsig[b0 + t] == 0):
                nan = True
            elif neg:
                true_neg = True
            else:
                true_pos = True
        else:
            e = aexp[a0 + t] + bexp[b0 + t]
            if e >= 127:
                p = asig[a0 + t] * bsig[b0 + t]
                # |p| >= 2^128  <=>  p >= 2^(128 − e + fab)
                if 128 - e + fab <= 0 or p >= (np.int64(1) << (128 - e + fab)):
                    if neg:
                        over_neg = True
                    else:
                        over_pos = True
    if nan or (true_pos and true_neg):
        return True, QNAN32
    if true_pos or true_neg:
        return True, np.uint32(0xFF800000) if true_neg else np.uint32(0x7F800000)
    if over_pos and over_neg:
        return True, QNAN32
    if over_pos or over_neg:
        return True, np.uint32(0xFF800000) if over_neg else np.uint32(0x7F800000)
    return False, np.uint32(0)


@njit(cache=True, inline="always")
def _aligned_sum(asign, aexp, asig, bsign, bexp, bsig, a0, b0, start, stop, step, fab):
    """(Σ trunc-aligned products in units 2^(e_max − 24), e_max) over k = start:stop:step."""
    e_max = np.int64(-(1 << 20))
    for t in range(start, stop, step):
        e = aexp[a0 + t] + bexp[b0 + t]
        if e > e_max:
            e_max = e
    total = np.int64(0)
    for t in range(start, stop, step):
        e = aexp[a0 + t] + bexp[b0 + t]
        q = aligned_product(asig[a0 + t] * bsig[b0 + t], 24 - fab - (e_max - e))
        if asign[a0 + t] != bsign[b0 + t]:
            total -= q
        else:
            total += q
    return total, e_max


@njit(cache=True)
def fused_kernel(a_src, a_index, a_shift, a_code, b_src, b_index, b_shift, b_code,
                 c_src, c_index, d_dst, d_index, blocks, m, n, k, group, two_halves):
    """Algorithm 1 (``two_halves`` False) or Algorithm 2 (True) of spec/NUMERICS.md."""
    a_bits = gather(a_src, a_index, a_shift, FORMAT_BITS[a_code])
    b_bits = gather(b_src, b_index, b_shift, FORMAT_BITS[b_code])
    c_bits = gather_words(c_src, c_index)
    acls, asign, aexp, asig = _decode_all(a_bits, a_code)
    bcls, bsign, bexp, bsig = _decode_all(_transpose_kn(b_bits, blocks, k, n), b_code)
    fab = FRACTION_BITS[a_code] + FRACTION_BITS[b_code]
    out = np.empty(blocks * m * n, dtype=np.int64)
    for blk in range(blocks):
        for i in range(m):
            a_row = (blk * m + i) * k
            for j in range(n):
                b_col = (blk * n + j) * k
                cell = (blk * m + i) * n + j
                acc = np.uint32(c_bits[cell] & 0xFFFFFFFF)
                for g0 in range(0, k, group):
                    resolved, bits = _special_group(acls, asign, aexp, asig, bcls, bsign,
                                                    bexp, bsig, a_row + g0, b_col + g0,
                                                    group, fab, acc)
                    if resolved:
                        acc = bits
                        continue
                    if two_halves:
                        s0, e0 = _aligned_sum(asign, aexp, asig, bsign, bexp, bsig, a_row,
                                              b_col, g0, g0 + group, 2, fab)
                        s1, e1 = _aligned_sum(asign, aexp, asig, bsign, bexp, bsig, a_row,
                                              b_col, g0 + 1, g0 + group, 2, fab)
                        e_max = max(e0, e1)
                        total = shift_floor(s0, e_max - e0) + shift_floor(s1, e_max - e1)
                    else:
                        total, e_max = _aligned_sum(asign, aexp, asig, bsign, bexp, bsig,
                                                    a_row, b_col, g0, g0 + group, 1, fab)
                    acc = finish(total, e_max, acc, two_halves)
                out[cell] = np.int64(acc)
    scatter32(d_dst, d_index, out)


@njit(cache=True)
def int8_kernel(a_src, a_index, a_shift, b_src, b_index, b_shift, c_src, c_index, d_dst,
                d_index, blocks, m, n, k):
    """Exact i8·i8 dot products plus the i32 accumulator, wrapping modulo 2^32."""
    a_bits = gather(a_src, a_index, a_shift, 8)
    b_bits = _transpose_kn(gather(b_src, b_index, b_shift, 8), blocks, k, n)
    c_bits = gather_words(c_src, c_index)
    a = np.where(a_bits >= 128, a_bits - 256, a_bits)
    b = np.where(b_bits >= 128, b_bits - 256, b_bits)
    out = np.empty(blocks * m * n, dtype=np.int64)
    for blk in range(blocks):
        for i in range(m):
            a_row = (blk * m + i) * k
            for j in range(n):
                b_col = (blk * n + j) * k
                cell = (blk * m + i) * n + j
                total = c_bits[cell] & 0xFFFFFFFF
                for t in range(k):
                    total += a[a_row + t] * b[b_col + t]
                out[cell] = total
    scatter32(d_dst, d_index, out)


@njit(cache=True)
def fma32_kernel(a_src, a_index, b_src, b_index, c_src, c_index, d_dst, d_index, blocks, m,
                 n, k):
    """d = fma(a_k, b_k, d) in binary32, k ascending, from C; NaN results are canonical."""
    a = gather_words(a_src, a_index).astype(np.uint32).view(np.float32)
    b = _transpose_kn(gather_words(b_src, b_index).astype(np.uint32).view(np.float32),
                      blocks, k, n)
    c = gather_words(c_src, c_index).astype(np.uint32).view(np.float32)
    out = np.empty(blocks * m * n, dtype=np.float32)
    for blk in range(blocks):
        for i in range(m):
            a_row = (blk * m + i) * k
            for j in range(n):
                b_col = (blk * n + j) * k
                cell = (blk * m + i) * n + j
                d = c[cell]
                for t in range(k):
                    d = fma_f32(a[a_row + t], b[b_col + t], d)
                out[cell] = d
    words = out.view(np.uint32).astype(np.int64)
    for t in range(words.shape[0]):
        if np.isnan(out[t]):
            words[t] = np.int64(QNAN32)
    scatter32(d_dst, d_index, words)


@njit(cache=True)
def fma64_kernel(a_src, a_index, b_src, b_index, c_src, c_index, d_dst, d_index, blocks, m,
                 n, k, neg):
    """d = fma(a_k, b_k, d) in binary64, k ascending, from C; ``neg`` bits negate A, B, C."""
    a_bits = gather64(a_src, a_index)
    b_bits = _transpose_kn(gather64(b_src, b_index), blocks, k, n)
    c_bits = gather64(c_src, c_index)
    if neg & 1:
        a_bits ^= _SIGN64
    if neg & 2:
        b_bits ^= _SIGN64
    if neg & 4:
        c_bits ^= _SIGN64
    a, b, c = a_bits.view(np.float64), b_bits.view(np.float64), c_bits.view(np.float64)
    out = np.empty(blocks * m * n, dtype=np.float64)
    for blk in range(blocks):
        for i in range(m):
            a_row = (blk * m + i) * k
            for j in range(n):
                b_col = (blk * n + j) * k
                cell = (blk * m + i) * n + j
                d = c[cell]
                for t in range(k):
                    d = fma_f64(a[a_row + t], b[b_col + t], d)
                out[cell] = d
    words = out.view(np.int64).copy()
    for t in range(words.shape[0]):
        if np.isnan(out[t]):
            words[t] = np.int64(QNAN64)
    scatter64(d_dst, d_index, words)
