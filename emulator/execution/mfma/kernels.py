"""The generic MFMA kernels: gather → decode → block product → encode → scatter.

Four jitted kernels, one per arithmetic family of spec/NUMERICS.md, each generic over shape
(blocks, M, N, K) and input format:

* ``fused_kernel``: f16, bf16, xf32 (Algorithm 1, groups of G) and fp8/bf8 (Algorithm 2);
* ``int8_kernel``: exact integer dot products, int32 wrap-around;
* ``fma32_kernel`` / ``fma64_kernel``: sequential fused multiply-add chains in k order;
* ``smfmac_kernel``: 4:2-sparse A expanded through its index, then the fused or i8 product.

Every dense kernel exists for one wave (``fused_one``…: the four operands' register files,
``(registers, 64)`` ``uint32``) and for a batch of waves (``fused_kernel``…: the files
stacked by wave, ``(waves, registers, 64)``, the waves to run, ``first`` and ``end``, and
``c_step``: 0 when every wave reads wave 0's C, an inline constant's block), each with one
``int64`` *argument array* per instruction (``arguments``: the operands' first registers,
the shape, the group size, a flag, the two format layouts, then the plan table). The *plan
table* is the concatenation of, per logical element in (block, row, col) order, A's word
index ``reg·64 + lane`` and bit offset, B's word index and bit offset, and C/D's word index
(layouts with CBSZ/ABID/BLGP folded in; a 64-bit value's high word is 64 words on).
``smfmac_kernel`` takes its first registers, shape and table as separate arguments. All
inputs are gathered before any output is written, so vdst may overlap SrcC, SrcA or SrcB.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from emulator.execution.mfma.numerics import (FINITE, INF, L_BIAS, L_BITS, L_EXP_MASK, L_EXP_SHIFT, L_FRAC_SHIFT,
                       L_FRACTION, L_IEEE, L_KEEP, L_NAN_MASK, L_NAN_VALUE, L_SIGN_SHIFT,
                       L_SPECIAL_EXP, NAN, QNAN32, QNAN64,
                       ZERO_EXPONENT, f32_parts, fma_f32, fma_f64, pow2)

_SIGN64 = np.int64(-0x8000000000000000)
# The exponent of a product that does not exist: an SMFMAC's A element its index does not
# select. Below every real exponent, so it never sets a group's e_max.
ABSENT = np.int64(-(1 << 20))
_POS_INF32 = np.uint32(0x7F800000)
_NEG_INF32 = np.uint32(0xFF800000)


def plan_table(*sections) -> np.ndarray:
    """The kernels' one index argument (see the module docstring)."""
    return np.ascontiguousarray(np.concatenate(sections), dtype=np.int64)


# A dense kernel's *arguments*: one int64 array per instruction, so that a call passes four
# register files and one array (numba's dispatch costs about 0.06 µs per scalar argument):
# the operands' first registers, the shape, the group size, a flag (fused: Algorithm 2;
# f64: the neg bits), A's and B's format layouts, then the plan table.
(ARG_A, ARG_B, ARG_C, ARG_D, ARG_BLOCKS, ARG_M, ARG_N, ARG_K, ARG_GROUP,
 ARG_FLAG) = range(10)
ARG_FORMATS = 10
ARG_TABLE = ARG_FORMATS + 2 * 12


def arguments(firsts, shape, group: int, flag: int, formats, table) -> np.ndarray:
    """The argument array of one instruction: ``firsts`` (A, B, C, D), ``shape`` (blocks,
    M, N, K), ``formats`` (2, 12) (zeros for the chains and i8), ``table`` (plan_table)."""
    return np.ascontiguousarray(np.concatenate(
        [np.array([*firsts, *shape, group, flag], dtype=np.int64),
         np.asarray(formats, dtype=np.int64).reshape(-1), table]), dtype=np.int64)


@njit(cache=True)
def gather(file, first, table, at, shift_at, count, bits):
    """``count`` raw fields of ``bits`` (8, 16, 32 or 64) from ``file`` as int64."""
    src = file.reshape(-1)
    base = first * 64
    out = np.empty(count, dtype=np.int64)
    if bits == 64:
        for t in range(count):
            w = base + table[at + t]
            out[t] = np.int64(src[w]) | (np.int64(src[w + 64]) << 32)
    elif bits == 32:
        for t in range(count):
            out[t] = np.int64(src[base + table[at + t]])
    else:
        mask = (np.int64(1) << bits) - 1
        for t in range(count):
            out[t] = (np.int64(src[base + table[at + t]]) >> table[shift_at + t]) & mask
    return out


@njit(cache=True)
def scatter(file, first, table, at, values, bits):
    """Write 32- or 64-bit ``values`` (int64 bit patterns) to their places in ``file``."""
    dst = file.reshape(-1)
    base = first * 64
    for t in range(values.shape[0]):
        w = base + table[at + t]
        dst[w] = np.uint32(values[t] & 0xFFFFFFFF)
        if bits == 64:
            dst[w + 64] = np.uint32((values[t] >> 32) & 0xFFFFFFFF)


@njit(cache=True)
def _offsets(blocks, m, n, k):
    """Start of each section of the plan table."""
    na, nb = blocks * m * k, blocks * k * n
    return 0, na, 2 * na, 2 * na + nb, 2 * na + 2 * nb


@njit(cache=True)
def _decode_operand(bits, fmt):
    """Per element: class, sign (±1), exponent, significand and exact float64 value (0 for
    inf/NaN, handled on the special path), by the rules of the numerics module; plus
    whether any element is inf/NaN and the largest exponent. ``fmt`` is the format's
    layout (isa.formats.Format.layout).

    The format's fields are hoisted out of the loop: this runs for every element of every
    executed instruction.
    """
    n = bits.shape[0]
    ints = np.empty((4, n), dtype=np.int64)   # one allocation for the four integer columns
    cls, sgn, exp, mag = ints[0], ints[1], ints[2], ints[3]
    val = np.empty(n, dtype=np.float64)
    sign_shift, exp_shift, exp_mask = fmt[L_SIGN_SHIFT], fmt[L_EXP_SHIFT], fmt[L_EXP_MASK]
    frac_shift, fb, bias = fmt[L_FRAC_SHIFT], fmt[L_FRACTION], fmt[L_BIAS]
    frac_mask = (np.int64(1) << fb) - 1
    implicit = np.int64(1) << fb
    keep = np.int64(fmt[L_KEEP])                    # xf32 truncation first
    nan_mask, nan_value = np.int64(fmt[L_NAN_MASK]), np.int64(fmt[L_NAN_VALUE])  # FNUZ, FN
    max_field = np.int64(fmt[L_SPECIAL_EXP])        # IEEE: the all-ones exponent
    ieee = fmt[L_IEEE] == 1
    specials = 0
    e_max = np.int64(-(1 << 20))
    for t in range(n):  # no branches: the selects below let LLVM vectorise the loop
        x = bits[t] & keep
        s = (x >> sign_shift) & 1
        e = (x >> exp_shift) & exp_mask
        f = (x >> frac_shift) & frac_mask
        special = ((x & nan_mask) == nan_value) | (e == max_field)
        normal = e != 0
        ex = (e - bias) if normal else (ZERO_EXPONENT if f == 0 else 1 - bias)
        sig = f | (implicit if normal else 0)
        ex = 0 if special else ex
        sig = 0 if special else sig
        sgn[t] = 1 - 2 * s
        exp[t] = ex
        mag[t] = sig
        cls[t] = ((NAN if (not ieee or f != 0) else INF) if special else FINITE)
        val[t] = (1 - 2 * s) * sig * pow2(ex - fb)
        specials += special
        e_max = max(e_max, ex)
    any_special = specials > 0
    return cls, sgn, exp, mag, val, any_special, e_max


@njit(cache=True)
def _group_summary(cls, exp, blocks, rows, cols, k_axis_is_cols, group):
    """Per (block, other index, group of k): any inf/NaN, and the largest exponent."""
    k = cols if k_axis_is_cols else rows
    other = rows if k_axis_is_cols else cols
    groups = k // group
    flag = np.zeros(blocks * other * groups, dtype=np.bool_)
    emax = np.full(blocks * other * groups, -(1 << 20), dtype=np.int64)
    for b in range(blocks):
        for r in range(rows):
            for c in range(cols):
                t = (b * rows + r) * cols + c
                o, kk = (r, c) if k_axis_is_cols else (c, r)
                g = (b * other + o) * groups + kk // group
                if cls[t] != FINITE:
                    flag[g] = True
                if exp[t] > emax[g]:
                    emax[g] = exp[t]
    return flag, emax


@njit(cache=True)
def _may_be_special(a_special, a_emax, b_special, b_emax, c_bits, k):
    """Whether any group could meet an inf, a NaN or an overflow.

    Without inf/NaN inputs, every product is below 2^(e_a + e_b + 2), so every partial result
    stays below 2^(max(E + 3 + ceil(log2 K), e_C + 2)): when that is under 2^126 nothing can
    overflow and the per-group checks are skipped.
    """
    if a_special or b_special:
        return True
    field = np.int64(0)
    for t in range(c_bits.shape[0]):  # branch-free: vectorises
        field = max(field, (c_bits[t] >> 23) & 0xFF)
    if field == 0xFF:                 # an inf or NaN accumulator
        return True
    e_c = max(field - 127, -126)
    log2k = 0
    while (1 << log2k) < k:
        log2k += 1
    return max(a_emax + b_emax + 3 + log2k, e_c + 2) >= 126


@njit(cache=True)
def _special(acls, asgn, amag, aexp, bcls, bsgn, bmag, bexp, arow, bcol, n, k0, count,
             fab, c_bits):
    """Outcome of a group that may hold an inf, a NaN or a product of magnitude >= 2^128.

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
    for t in range(k0, k0 + count):
        ia, ib = arow + t, t * n + bcol
        if aexp[ia] == ABSENT:    # not selected: never multiplied, whatever B holds
            continue
        ca, cb = acls[ia], bcls[ib]
        neg = asgn[ia] * bsgn[ib] < 0
        if ca == NAN or cb == NAN:
            nan = True
        elif ca == INF or cb == INF:
            if (ca == FINITE and amag[ia] == 0) or (cb == FINITE and bmag[ib] == 0):
                nan = True
            elif neg:
                true_neg = True
            else:
                true_pos = True
        else:
            e = aexp[ia] + bexp[ib]
            if e >= 127:
                # |p| >= 2^128  <=>  mag_a · mag_b >= 2^(128 − e + fab)
                need = 128 - e + fab
                if need <= 0 or amag[ia] * bmag[ib] >= (np.int64(1) << need):
                    if neg:
                        over_neg = True
                    else:
                        over_pos = True
    if nan or (true_pos and true_neg) or (not (true_pos or true_neg)
                                          and over_pos and over_neg):
        return True, QNAN32
    if true_pos or (not true_neg and over_pos):
        return True, _POS_INF32
    if true_neg or over_neg:
        return True, _NEG_INF32
    return False, np.uint32(0)


@njit(cache=True, inline="always")
def _sum_into(e_out, s_out, scale, aexp, aval, bexp, bval, n, count):
    """For every column j at once: ``e_max`` over the ``count`` products of a group of
    e(a_t) + e(b_tj), then ``Σ trunc(a_t · b_tj · 2^(24 − e_max))`` — the products aligned
    to e_max and truncated toward zero to 24 fraction bits (Algorithm 1, step 2). ``a*`` are
    the group's slice of one row of A, ``b*`` of B starting at the group's first row.

    Exact in float64: each product has at most 22 significant bits, the power-of-two scaling
    is exact, each truncated term is an integer below 2^26 and a group's sum below 2^30. The
    inner loops run over j with no branches and indices from 0, so they vectorise (offset
    indices defeat LLVM's vectoriser: numba's negative-index handling gets in the way).
    """
    for j in range(n):
        e_out[j] = ABSENT
        s_out[j] = 0.0
    for t in range(count):
        ea = aexp[t]
        for j in range(n):
            e_out[j] = max(e_out[j], ea + bexp[t * n + j])
    for j in range(n):  # (clamped: a group of absent products has no e_max)
        scale[j] = pow2(min(24 - e_out[j], 1023))
    for t in range(count):
        va = aval[t]
        for j in range(n):
            s_out[j] += np.trunc(va * bval[t * n + j] * scale[j])


@njit(cache=True, inline="always")
def _merge_halves(e0, s0, e1, s1, n):
    """Algorithm 2: align the even-k and odd-k partial sums to the larger exponent, rounding
    down to 24 fraction bits (a floor of an exact float64 scaling), and add; into e0, s0."""
    for j in range(n):  # (clamped: a half of absent products sums to 0 at no exponent)
        e = max(e0[j], e1[j])
        s0[j] = (np.floor(s0[j] * pow2(max(e0[j] - e, -1022)))
                 + np.floor(s1[j] * pow2(max(e1[j] - e, -1022))))
        e0[j] = e


@njit(cache=True, inline="always")
def _finish_row(acc, e_sum, s_sum, n, drop_far_c):
    """Steps 3-4 of Algorithm 1 for a whole row of accumulators (branch-free over j).

    With ``M = max(e_max, e_c)`` (a zero or subnormal c counts as −126), the product sum
    ``s·2^(e_max − 24)`` is rounded down to units of ``2^(M − 31)``, c down to units of
    ``2^(M − 24)`` — dropped when ``drop_far_c`` (Algorithm 2) and ``e_c < M − 25`` — and the
    exact sum rounded once to binary32. Every float64 step here is exact (integers below
    2^53 times powers of two), so the only rounding is the final float32 conversion.
    """
    for j in range(n):
        bits = acc[j]
        e_c = max(np.int64((bits >> 23) & 0xFF) - 127, -126)
        m = max(e_sum[j], e_c)
        total = np.floor(s_sum[j] * pow2(max(e_sum[j] - m + 7, -1022)))
        c = np.float64(np.uint32(bits).view(np.float32))
        c_units = np.floor(c * pow2(24 - m)) * 128.0
        if drop_far_c and e_c < m - 25:
            c_units = 0.0
        acc[j] = np.float32((total + c_units) * pow2(m - 31)).view(np.uint32)


@njit(cache=True, inline="always")
def _unpack(args):
    """(firsts A B C D, blocks, m, n, k, group, flag, table) of an argument array."""
    return (args[ARG_A], args[ARG_B], args[ARG_C], args[ARG_D], args[ARG_BLOCKS], args[ARG_M],
            args[ARG_N], args[ARG_K], args[ARG_GROUP], args[ARG_FLAG], args[ARG_TABLE:])


@njit(cache=True)
def fused_one(a_file, b_file, c_file, d_file, args):
    """Algorithm 1 (flag 0) or Algorithm 2 (flag 1) of spec/NUMERICS.md; the formats are
    A's and B's layouts (isa.formats)."""
    (a_first, b_first, c_first, d_first, blocks, m, n, k, group, flag,
     table) = _unpack(args)
    two_halves = flag != 0
    a_fmt = args[ARG_FORMATS:ARG_FORMATS + 12]
    b_fmt = args[ARG_FORMATS + 12:ARG_TABLE]
    oa, osa, ob, osb, ocd = _offsets(blocks, m, n, k)
    a_bits = gather(a_file, a_first, table, oa, osa, blocks * m * k, a_fmt[L_BITS])
    b_bits = gather(b_file, b_first, table, ob, osb, blocks * k * n, b_fmt[L_BITS])
    c_bits = gather(c_file, c_first, table, ocd, ocd, blocks * m * n, 32)
    out = _fused_product(a_bits, b_bits, c_bits, a_fmt, b_fmt, blocks, m, n, k, group,
                         two_halves, _ALL_SELECTED)
    scatter(d_file, d_first, table, ocd, out, 32)


_ALL_SELECTED = np.zeros(0, dtype=np.int64)


@njit(cache=True)
def _fused_product(a_bits, b_bits, c_bits, a_fmt, b_fmt, blocks, m, n, k, group,
                   two_halves, selected):
    """D bits (int64, (block, row, col) order) of the fused algorithms for raw A, B, C.

    ``selected`` (per A element, or empty: all) marks the products that exist: an SMFMAC
    multiplies only the A values its index selects, so the others take no part, neither in
    a group's e_max nor in its special values (an inf or NaN in B they would have met)."""
    acls, asgn, aexp, amag, aval, a_any, a_top = _decode_operand(a_bits, a_fmt)
    for t in range(selected.shape[0]):
        if selected[t] == 0:
            aexp[t] = ABSENT
    bcls, bsgn, bexp, bmag, bval, b_any, b_top = _decode_operand(b_bits, b_fmt)
    checks = _may_be_special(a_any, a_top, b_any, b_top, c_bits, k)
    if checks:  # per (block, row or column, group): any inf/NaN, largest exponent
        a_flag, a_emax = _group_summary(acls, aexp, blocks, m, k, True, group)
        b_flag, b_emax = _group_summary(bcls, bexp, blocks, k, n, False, group)
    else:
        a_flag = b_flag = np.zeros(1, dtype=np.bool_)
        a_emax = b_emax = np.zeros(1, dtype=np.int64)
    fab = a_fmt[L_FRACTION] + b_fmt[L_FRACTION]
    groups = k // group
    out = np.empty(blocks * m * n, dtype=np.int64)
    acc = np.empty(n, dtype=np.uint32)
    exps = np.empty((2, n), dtype=np.int64)      # row workspaces, two allocations in all
    sums = np.empty((3, n), dtype=np.float64)
    e0, e1 = exps[0], exps[1]
    s0, s1, scale = sums[0], sums[1], sums[2]
    resolved = np.zeros(n, dtype=np.bool_)
    special = np.empty(n, dtype=np.uint32)
    for blk in range(blocks):
        bbase = blk * k * n
        for i in range(m):
            arow = (blk * m + i) * k
            row_cell = (blk * m + i) * n
            for j in range(n):
                acc[j] = np.uint32(c_bits[row_cell + j])
            for g in range(groups):
                k0 = g * group
                if checks:  # the outcome of groups holding inf, NaN or overflow
                    ag = (blk * m + i) * groups + g
                    for j in range(n):
                        bg = (blk * n + j) * groups + g
                        resolved[j] = False
                        if (a_flag[ag] or b_flag[bg] or a_emax[ag] + b_emax[bg] >= 127
                                or (acc[j] & 0x7F800000) == 0x7F800000):
                            resolved[j], special[j] = _special(
                                acls, asgn, amag, aexp, bcls, bsgn, bmag, bexp, arow,
                                bbase + j, n, k0, group, fab, acc[j])
                ka, kb = arow + k0, bbase + k0 * n
                if two_halves:  # the plan put each group's even k first, then its odd k
                    half = group // 2
                    kb1 = kb + half * n
                    _sum_into(e0, s0, scale, aexp[ka:], aval[ka:], bexp[kb:], bval[kb:], n,
                              half)
                    _sum_into(e1, s1, scale, aexp[ka + half:], aval[ka + half:], bexp[kb1:],
                              bval[kb1:], n, half)
                    _merge_halves(e0, s0, e1, s1, n)
                else:
                    _sum_into(e0, s0, scale, aexp[ka:], aval[ka:], bexp[kb:], bval[kb:], n,
                              group)
                _finish_row(acc, e0, s0, n, two_halves)
                if checks:
                    for j in range(n):
                        if resolved[j]:
                            acc[j] = special[j]
            for j in range(n):
                out[row_cell + j] = np.int64(acc[j])
    return out


@njit(cache=True)
def int8_one(a_file, b_file, c_file, d_file, args):
    """Exact i8·i8 dot products plus the i32 accumulator, wrapping modulo 2^32."""
    a_first, b_first, c_first, d_first, blocks, m, n, k, _, _, table = _unpack(args)
    oa, osa, ob, osb, ocd = _offsets(blocks, m, n, k)
    a = gather(a_file, a_first, table, oa, osa, blocks * m * k, 8)
    b = gather(b_file, b_first, table, ob, osb, blocks * k * n, 8)
    c = gather(c_file, c_first, table, ocd, ocd, blocks * m * n, 32)
    scatter(d_file, d_first, table, ocd, _int8_product(a, b, c, blocks, m, n, k), 32)


@njit(cache=True)
def _int8_product(a, b, c, blocks, m, n, k):
    """D words (int64) of exact i8 dot products plus C, for raw A, B bytes and C words."""
    a = np.where(a >= 128, a - 256, a)
    b = np.where(b >= 128, b - 256, b)
    out = np.empty(blocks * m * n, dtype=np.int64)
    row = np.empty(n, dtype=np.int64)
    for blk in range(blocks):
        for i in range(m):
            arow = (blk * m + i) * k
            cell = (blk * m + i) * n
            for j in range(n):
                row[j] = c[cell + j]
            for t in range(k):
                at = a[arow + t]
                brow = (blk * k + t) * n
                for j in range(n):
                    row[j] += at * b[brow + j]
            for j in range(n):
                out[cell + j] = row[j]
    return out


@njit(cache=True)
def _even_odd(bits, outer, k, inner, group):
    """Reorder the k axis of (outer, k, inner) data: within each group, even k then odd k."""
    out = np.empty_like(bits)
    half = group // 2
    for o in range(outer):
        for kk in range(k):
            g0, within = kk - kk % group, kk % group
            dest = g0 + (within // 2 if within % 2 == 0 else half + within // 2)
            for x in range(inner):
                out[(o * k + dest) * inner + x] = bits[(o * k + kk) * inner + x]
    return out


@njit(cache=True)
def smfmac_kernel(a_file, a_first, b_file, b_first, d_file, d_first, k_file, k_first, table,
                  fmts, blocks, m, n, k, group, two_halves):
    """4:2-sparse A: each dense element's value is expanded from the stored pair of its
    group and the 4-bit index field (two 2-bit positions; where both name the same
    position the second value wins), then the dense product of the input type runs
    (fused, or exact i8 when A's format is an integer one) over the selected elements
    only: the others are never multiplied (an inf or NaN in B rows they would meet changes
    nothing). D is also the accumulator input; ``fmts`` as for ``fused_kernel``.

    The plan table holds, per dense A element, the stored pair's word and bit offset, then
    B, then C/D, then per dense A element the index field's word and bit offset.
    """
    oa, osa, ob, osb, ocd = _offsets(blocks, m, n, k)
    ok = ocd + blocks * m * n
    osk = ok + blocks * m * k
    a_fmt, b_fmt = fmts[0], fmts[1]
    w = a_fmt[L_BITS]
    count = blocks * m * k
    pairs = gather(a_file, a_first, table, oa, osa, count, 2 * w)
    fields = gather(k_file, k_first, table, ok, osk, count, 4)
    a_bits = np.zeros(count, dtype=np.int64)
    selected = np.zeros(count, dtype=np.int64)
    mask = (np.int64(1) << w) - 1
    for t in range(count):
        position = t % k % 4
        if (fields[t] & 3) == position:
            a_bits[t] = pairs[t] & mask
            selected[t] = 1
        if (fields[t] >> 2) == position:
            a_bits[t] = (pairs[t] >> w) & mask
            selected[t] = 1
    b_bits = gather(b_file, b_first, table, ob, osb, blocks * k * n,
                    b_fmt[L_BITS])
    c_bits = gather(d_file, d_first, table, ocd, ocd, blocks * m * n, 32)
    if two_halves:  # the product wants each group's even k first (dense plans do this)
        a_bits = _even_odd(a_bits, blocks * m, k, 1, group)
        selected = _even_odd(selected, blocks * m, k, 1, group)
        b_bits = _even_odd(b_bits, blocks, k, n, group)
    if a_fmt[L_IEEE] < 0:   # an integer format (i8)
        out = _int8_product(a_bits, b_bits, c_bits, blocks, m, n, k)
    else:
        out = _fused_product(a_bits, b_bits, c_bits, a_fmt, b_fmt, blocks, m, n, k, group,
                             two_halves, selected)
    scatter(d_file, d_first, table, ocd, out, 32)


@njit(cache=True)
def fma32_one(a_file, b_file, c_file, d_file, args):
    """d = fma(a_k, b_k, d) in binary32, k ascending, from C; NaN results are canonical."""
    a_first, b_first, c_first, d_first, blocks, m, n, k, _, _, table = _unpack(args)
    oa, _, ob, _, ocd = _offsets(blocks, m, n, k)
    a = gather(a_file, a_first, table, oa, oa, blocks * m * k, 32).astype(np.uint32)
    b = gather(b_file, b_first, table, ob, ob, blocks * k * n, 32).astype(np.uint32)
    c = gather(c_file, c_first, table, ocd, ocd, blocks * m * n, 32).astype(np.uint32)
    af, bf, cf = a.view(np.float32), b.view(np.float32), c.view(np.float32)
    out = np.empty(blocks * m * n, dtype=np.int64)
    for blk in range(blocks):
        for i in range(m):
            arow = (blk * m + i) * k
            for j in range(n):
                cell = (blk * m + i) * n + j
                d = cf[cell]
                for t in range(k):
                    d = fma_f32(af[arow + t], bf[(blk * k + t) * n + j], d)
                out[cell] = np.int64(QNAN32) if np.isnan(d) else np.int64(
                    np.float32(d).view(np.uint32))
    scatter(d_file, d_first, table, ocd, out, 32)


@njit(cache=True)
def fma64_one(a_file, b_file, c_file, d_file, args):
    """d = fma(a_k, b_k, d) in binary64, k ascending, from C; the flag's bits (neg) negate
    A, B, C."""
    a_first, b_first, c_first, d_first, blocks, m, n, k, _, neg, table = _unpack(args)
    oa, _, ob, _, ocd = _offsets(blocks, m, n, k)
    a = gather(a_file, a_first, table, oa, oa, blocks * m * k, 64)
    b = gather(b_file, b_first, table, ob, ob, blocks * k * n, 64)
    c = gather(c_file, c_first, table, ocd, ocd, blocks * m * n, 64)
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
    scatter(d_file, d_first, table, ocd, out, 64)


# -- the kernels: a batch of waves in one call (emulator/execution/batch.py) -----------------
@njit(cache=True, inline="always")
def _each_wave(one, a, b, c, d, first, end, c_step, args):
    for w in range(first, end):
        one(a[w], b[w], c[w * c_step], d[w], args)


@njit(cache=True)
def fused_kernel(a, b, c, d, first, end, c_step, args):
    """``fused_one`` for waves first..end-1 of (waves, registers, 64) files (``c_step`` 0:
    every wave reads C's block 0, an inline constant's)."""
    _each_wave(fused_one, a, b, c, d, first, end, c_step, args)


@njit(cache=True)
def int8_kernel(a, b, c, d, first, end, c_step, args):
    """``int8_one`` for waves first..end-1."""
    _each_wave(int8_one, a, b, c, d, first, end, c_step, args)


@njit(cache=True)
def fma32_kernel(a, b, c, d, first, end, c_step, args):
    """``fma32_one`` for waves first..end-1."""
    _each_wave(fma32_one, a, b, c, d, first, end, c_step, args)


@njit(cache=True)
def fma64_kernel(a, b, c, d, first, end, c_step, args):
    """``fma64_one`` for waves first..end-1."""
    _each_wave(fma64_one, a, b, c, d, first, end, c_step, args)
