"""The fused MFMA arithmetic of spec/NUMERICS.md: f16, bf16 and xf32 (Algorithm 1, groups of
G) and fp8/bf8 (Algorithm 2), generic over shape and format; ``fused_one`` runs one
instruction on one wave's files (kernels.py runs it for a batch).

A group's products are aligned to its largest exponent, truncated and summed, then rounded
into the accumulator (``_finish``); a group that may meet an inf, a NaN or an overflow takes
the exact special path (``_special``). The products run as loops over the n cells of a row
of D that LLVM vectorises, compiled per group size and row width (``_fused_rows_for``), in
32-bit lanes when the operands allow it exactly (``NARROW_*``).
"""

from __future__ import annotations

import numpy as np
import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
from numba import njit

from emulator.execution.mfma.numerics import (FINITE, INF, L_BITS, L_FRACTION, NAN, QNAN32, ashr32,
                                              f32_parts, pow2)
from emulator.execution.mfma.operands import (ARG_BLOCKS, ARG_FORMATS, ARG_K, ARG_M, ARG_N,
                                              ARG_TABLE, decode_into, decode_narrow, inputs,
                                              inputs_into, offsets, specialised, unpack,
                                              write_rows)

# The exponent of a product that does not exist: an SMFMAC's A element its index does not
# select. Below every real exponent, so it never sets a group's e_max.
ABSENT = np.int64(-(1 << 20))
_POS_INF32 = np.uint32(0x7F800000)
_NEG_INF32 = np.uint32(0xFF800000)


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
def _merge_halves(e0, s0, e1, s1):
    """Algorithm 2: the even-k and odd-k sums aligned to the larger exponent, each rounded
    down to 24 fraction bits (a floor of an exact float64 scaling), and added."""
    e = max(e0, e1)   # (clamped: a half of absent products sums to 0 at no exponent)
    return e, (np.floor(s0 * pow2(max(e0 - e, -1022)))
               + np.floor(s1 * pow2(max(e1 - e, -1022))))


@njit(cache=True, inline="always")
def _merge_halves_int32(e0, s0, e1, s1):
    """``_merge_halves`` on the 32-bit lanes' int32 sums: a floor of ``s·2^−d`` is the
    arithmetic shift ``s >> d`` (d ≥ 31 leaves 0 or −1, as the floor of ``s·2^−d`` for
    ``|s| < 2^30`` does); each half's sum is below 2^29, so theirs fits. Every step stays
    in int32 (numba widens int32 arithmetic to int64, at twice the vector work)."""
    e = max(e0, e1)
    d0 = min(np.int32(e - e0), np.int32(31))
    d1 = min(np.int32(e - e1), np.int32(31))
    return e, np.int32(ashr32(s0, d0) + ashr32(s1, d1))


@njit(cache=True, inline="always")
def _finish(bits, e_sum, s_sum, drop_far_c):
    """Steps 3-4 of Algorithm 1 for one accumulator's ``bits``: the binary32 result's bits.

    With ``M = max(e_max, e_c)`` (a zero or subnormal c counts as −126), the product sum
    ``s·2^(e_max − 24)`` is rounded down to units of ``2^(M − 31)``, c down to units of
    ``2^(M − 24)`` — dropped when ``drop_far_c`` (Algorithm 2) and ``e_c < M − 25`` — and the
    exact sum rounded once to binary32. Every float64 step here is exact (integers below
    2^53 times powers of two), so the only rounding is the final float32 conversion.
    """
    e_c = max(np.int32(np.int32((bits >> 23) & 0xFF) - 127), np.int32(-126))
    m = max(e_sum, e_c)   # (exponents in int32 where the lanes' are: see _merge_halves_int32)
    total = np.floor(np.float64(s_sum) * pow2(max(np.int32(e_sum - m + 7), np.int32(-1022))))
    c = np.float64(np.uint32(bits).view(np.float32))
    c_units = np.floor(c * pow2(np.int32(24 - m))) * 128.0
    c_units = 0.0 if (drop_far_c and e_c < m - 25) else c_units
    return np.float32((total + c_units) * pow2(np.int32(m - 31))).view(np.uint32)


# The steps of _fused_rows_for that differ between its lane widths (32-bit: a value to int32,
# a truncation by conversion to int32, 2^e as float32; 64-bit: as is, np.trunc, pow2).
@njit(cache=True, inline="always")
def _int32(x):
    return np.int32(x)


@njit(cache=True, inline="always")
def _same(x):
    return x


@njit(cache=True, inline="always")
def _trunc(x):
    return np.trunc(x)


@njit(cache=True, inline="always")
def _pow2_f32(e):
    """2.0 ** e as a float32, exactly, for −126 <= e <= 127 (built from its bits)."""
    return np.int32(np.int32(e + 127) << 23).view(np.float32)


# The fused arithmetic in 32-bit lanes is exact when every product a·b and every aligned
# product is a normal float32 with at most 24 significant bits (then a truncated term is an
# int32 below 2^26 and a group's sum below 2^31): the operands' significands have at most
# 22 bits together, every nonzero product's exponent is at least −103 (so 2^(24 − e_max)
# is a float32 too) and none reaches 2^127 (a margin: larger ones take the special path).
NARROW_FRACTIONS, NARROW_LOWEST, NARROW_HIGHEST = 20, -103, 124


def _fused_rows_for(fixed_group: int, two_halves: bool, narrow: bool, fixed_n: int = 0):
    """The fused algorithms for one group of k of every cell, compiled for one group size
    and algorithm (``two_halves``: Algorithm 2), row width ``fixed_n`` and lane width; with
    ``fixed_group`` 0, for any size and either algorithm, both given at run time
    (``group``, ``halves``), and with ``fixed_n`` 0 for any ``n``.

    The returned kernel adds group ``g`` to the accumulators ``c_in`` ((blocks·m, n) bits)
    and writes the results to ``c_out``; A's exponents and values are flat in (block, row,
    k) order, B's flat in (block, k, n) order: int64 and float64, or with ``narrow`` int32
    and float32. Per cell one pass finds the group's ``e_max`` (Algorithm 2: each half's),
    then sums ``trunc(a_t · b_tj · 2^(24 − e_max))`` — the products aligned to e_max and
    truncated toward zero to 24 fraction bits (Algorithm 1, step 2) — merges Algorithm 2's
    halves (the plan put a group's even k first, then its odd k) and rounds (``_finish``).

    Exact in float64: each product has at most 22 significant bits, the power-of-two
    scaling is exact, each truncated term is an integer below 2^26 and a group's sum below
    2^30, so the order of the additions cannot matter; in 32-bit lanes under the conditions
    of ``NARROW_*``, where eight lanes fit a vector register instead of four.

    Written for LLVM to vectorise the loop over a row's cells: with the group size a
    constant, the loops over its products unroll; with ``n`` a constant and unsigned flat
    indices (no negative-index wrap-around), each of B's rows is a constant offset from
    one pointer, where a run-time stride cost a few hundred instructions of set-up per row
    (40% of the fp8 kernel); C is read from one array and D written to another (so the
    run-time overlap checks pass); the loop body calls nothing LLVM would not inline, and
    no function holding a loop is inlined by numba (``inline="always"``); a loop over
    groups inside it is not unrolled. Any of these stops the vectorisation, and the loop
    runs 2-3 times slower. The 32-bit lanes' exponent arithmetic is kept in int32
    (``to_lane``), since numba widens int32 arithmetic to int64.
    """
    to_lane, truncate, power, top = ((_int32, _int32, _pow2_f32, np.int32(127)) if narrow
                                     else (_same, _trunc, pow2, 1023))
    none, zero = (np.int32(ABSENT), np.int32(0)) if narrow else (ABSENT, 0.0)
    index = np.uint64

    @njit(cache=True)
    @specialised(f"fused_rows_g{fixed_group}_{'two' if two_halves else 'one'}_"
                  f"{'int32' if narrow else 'int64'}_n{fixed_n}")
    def rows(c_in, c_out, aexp, aval, bexp, bval, blocks, m, n, k, group, halves, g):
        group = fixed_group if fixed_group else group
        two = two_halves if fixed_group else halves
        half = group // 2 if two else group
        n = fixed_n if fixed_n else n
        c_bits, d_bits = c_in.reshape(-1), c_out.reshape(-1)
        for blk in range(blocks):
            for i in range(m):
                row = blk * m + i
                ka, kb = row * k + g * group, blk * k + g * group
                for j in range(n):
                    e = none
                    for t in range(half):
                        e = max(e, to_lane(aexp[index(ka + t)] + bexp[index((kb + t) * n + j)]))
                    scale = power(min(to_lane(24 - e), top))   # (clamped: absent products)
                    s = zero
                    for t in range(half):
                        s = to_lane(s + truncate(aval[index(ka + t)]
                                                 * bval[index((kb + t) * n + j)] * scale))
                    if two:
                        e1 = none
                        for t in range(half, group):
                            e1 = max(e1, to_lane(aexp[index(ka + t)]
                                                 + bexp[index((kb + t) * n + j)]))
                        scale = power(min(to_lane(24 - e1), top))
                        s1 = zero
                        for t in range(half, group):
                            s1 = to_lane(s1 + truncate(aval[index(ka + t)]
                                                       * bval[index((kb + t) * n + j)] * scale))
                        if narrow:   # (the merge on the int32 sums: _merge_halves_int32)
                            e, s = _merge_halves_int32(e, s, e1, s1)
                        else:
                            e, s = _merge_halves(e, s, e1, s1)
                    cell = index(row * n + j)
                    d_bits[cell] = _finish(c_bits[cell], e, s, two)
    return rows


# Compiled in 32-bit lanes for the group sizes of NUMERICS.md and the row widths n of the
# instruction table that use them: f16/bf16 min(8, K) (4: n 4, 16, 32; 8: n 16, 32), xf32 4
# (n 16, 32), fp8/bf8 16, Algorithm 2 (n 16, 32); in 64-bit lanes for any group and n (and
# data out of the 32-bit range). tests/test_execute.py checks that every instruction of
# these formats has its 32-bit kernel.
_NARROW_G4_N4, _NARROW_G4_N16, _NARROW_G4_N32 = (_fused_rows_for(4, False, True, n)
                                                 for n in (4, 16, 32))
_NARROW_G8_N16, _NARROW_G8_N32 = (_fused_rows_for(8, False, True, n) for n in (16, 32))
_NARROW_G16_N16, _NARROW_G16_N32 = (_fused_rows_for(16, True, True, n) for n in (16, 32))
_WIDE_ANY = _fused_rows_for(0, False, False)


# The drivers from here to fused_product are inlined by numba (inline="always"): each
# jitted level otherwise re-optimises every kernel it links, which tripled the cold compile
# time. fused_product itself is not: fused_one and smfmac_kernel both call it, and inlined
# it was typed twice (44 s of smfmac_kernel's cold compile, 19 s linked; no change in
# speed measurable on this machine).
@njit(cache=True, inline="always")
def has_narrow_kernel(group, two_halves, n):
    """Whether a 32-bit-lane kernel is compiled for this group size, algorithm and n."""
    if two_halves:
        return group == 16 and (n == 16 or n == 32)
    return (group == 4 and (n == 4 or n == 16 or n == 32)) or (
        group == 8 and (n == 16 or n == 32))


@njit(cache=True, inline="always")
def _fused_rows(c_in, c_out, wide, narrow, use_narrow, blocks, m, n, k, group, two_halves, g):
    """Group ``g`` of every cell from ``c_in`` into ``c_out`` (``_fused_rows_for``), by the
    kernel compiled for the group size and n: in 32-bit lanes from ``narrow`` when
    ``use_narrow`` (set only where ``has_narrow_kernel``), else in 64-bit lanes from
    ``wide`` (each: A's exponents and values, B's, flat)."""
    ae, av, be, bv = narrow
    args = (blocks, m, n, k, group, two_halves, g)
    if use_narrow and group == 16:
        if n == 16:
            _NARROW_G16_N16(c_in, c_out, ae, av, be, bv, *args)
        else:
            _NARROW_G16_N32(c_in, c_out, ae, av, be, bv, *args)
    elif use_narrow and group == 8:
        if n == 16:
            _NARROW_G8_N16(c_in, c_out, ae, av, be, bv, *args)
        else:
            _NARROW_G8_N32(c_in, c_out, ae, av, be, bv, *args)
    elif use_narrow:
        if n == 4:
            _NARROW_G4_N4(c_in, c_out, ae, av, be, bv, *args)
        elif n == 16:
            _NARROW_G4_N16(c_in, c_out, ae, av, be, bv, *args)
        else:
            _NARROW_G4_N32(c_in, c_out, ae, av, be, bv, *args)
    else:
        ae, av, be, bv = wide
        _WIDE_ANY(c_in, c_out, ae, av, be, bv, *args)


@njit(cache=True, inline="always")
def _fused_groups(acc, other, wide, narrow, use_narrow, blocks, m, n, k, group, two_halves):
    """Every group of every cell, in k order, onto the accumulators ``acc``: ``acc`` and
    ``other``, an array of its shape, take turns as C and D; returns the one holding D."""
    groups = k // group
    for g in range(groups):
        c, d = (acc, other) if g % 2 == 0 else (other, acc)
        _fused_rows(c, d, wide, narrow, use_narrow, blocks, m, n, k, group, two_halves, g)
    return other if groups % 2 == 1 else acc


@njit(cache=True, inline="always")
def _fused_checked(acc, wide, narrow, use_narrow, acls, asgn, amag, bcls, bsgn, bmag, fab,
                   blocks, m, n, k, group, two_halves):
    """``_fused_groups`` where a group may meet an inf, a NaN or an overflow: group by
    group, such groups' cells take the outcome of ``_special`` where it resolves them
    (otherwise every product and c are ordinary finite numbers, and the arithmetic
    stands)."""
    aexp, _, bexp, _ = wide
    a_flag, a_emax = _group_summary(acls, aexp, blocks, m, k, True, group)
    b_flag, b_emax = _group_summary(bcls, bexp, blocks, k, n, False, group)
    groups = k // group
    for g in range(groups):
        before = acc.copy()
        _fused_rows(before, acc, wide, narrow, use_narrow, blocks, m, n, k, group,
                    two_halves, g)
        for blk in range(blocks):
            for i in range(m):
                row = blk * m + i
                ag = row * groups + g
                for j in range(n):
                    bits = before[row, j]
                    bg = (blk * n + j) * groups + g
                    if (a_flag[ag] or b_flag[bg] or a_emax[ag] + b_emax[bg] >= 127
                            or (bits & 0x7F800000) == 0x7F800000):
                        resolved, special = _special(
                            acls, asgn, amag, aexp, bcls, bsgn, bmag, bexp, row * k,
                            blk * k * n + j, n, g * group, group, fab, bits)
                        if resolved:
                            acc[row, j] = special


@njit(cache=True, inline="always")
def fused_workspace(args):
    """The arrays a fused instruction's wave works in — A's and B's raw fields, C's and
    D's rows (``inputs_into``), the operands' 32-bit and 64-bit decoded columns
    (``fused_product``) — made once for a batch's waves (each allocation costs numba about
    0.1 µs: in a numba loop over 256 waves here, a 16×16×8 xf32 instruction's wave took
    2.5-2.7 µs with them made per wave, 2.2-2.3 µs without)."""
    blocks, m, n, k = args[ARG_BLOCKS], args[ARG_M], args[ARG_N], args[ARG_K]
    count = blocks * m * k + blocks * k * n
    return (np.empty(count, dtype=np.int64), np.empty((2, blocks * m, n), dtype=np.uint32),
            np.empty(2 * count, dtype=np.int32), np.empty(4 * count, dtype=np.int64),
            np.empty(count, dtype=np.float64))


@njit(cache=True)
def fused_product(a_bits, b_bits, acc, other, a_fmt, b_fmt, blocks, m, n, k, group,
                   two_halves, selected, narrows, ints, vals):
    """The fused algorithms for raw A, B onto ``acc`` (C's bits, (blocks·m, n) uint32;
    ``other``, an array of its shape, is workspace): returns the array holding D.
    ``narrows``, ``ints`` and ``vals`` are workspace for the decoded operands (int32 of at
    least twice A's and B's elements, int64 of four times, float64 of once:
    ``fused_workspace``).

    ``selected`` (per A element, or empty: all) marks the products that exist: an SMFMAC
    multiplies only the A values its index selects, so the others take no part, neither in
    a group's e_max nor in its special values (an inf or NaN in B they would have met)."""
    na, nb = a_bits.shape[0], b_bits.shape[0]
    a_narrow = narrows[:2 * na].reshape(2, na)
    b_narrow = narrows[2 * na:2 * (na + nb)].reshape(2, nb)
    a_any, a_top, a_low = decode_narrow(a_bits, a_fmt, a_narrow)
    b_any, b_top, b_low = decode_narrow(b_bits, b_fmt, b_narrow)
    fab = a_fmt[L_FRACTION] + b_fmt[L_FRACTION]
    use_narrow = (has_narrow_kernel(group, two_halves, n) and fab <= NARROW_FRACTIONS
                  and a_low + b_low >= NARROW_LOWEST and a_top + b_top <= NARROW_HIGHEST)
    checks = _may_be_special(a_any, a_top, b_any, b_top, acc.reshape(-1), k)
    wa, wb = (na, nb) if checks or not use_narrow else (0, 0)   # the 64-bit columns' size
    a_ints = ints[:4 * wa].reshape(4, wa)
    b_ints = ints[4 * wa:4 * (wa + wb)].reshape(4, wb)
    aval, bval = vals[:wa], vals[wa:wa + wb]
    if wa:
        decode_into(a_bits, a_fmt, a_ints, aval, a_narrow)
        decode_into(b_bits, b_fmt, b_ints, bval, b_narrow)
    acls, asgn, aexp, amag = a_ints[0], a_ints[1], a_ints[2], a_ints[3]
    bcls, bsgn, bexp, bmag = b_ints[0], b_ints[1], b_ints[2], b_ints[3]
    aexp32 = a_narrow[0]
    for t in range(selected.shape[0]):
        if selected[t] == 0:
            aexp32[t] = ABSENT
            if wa:
                aexp[t] = ABSENT
    wide = (aexp, aval, bexp, bval)
    narrow = (aexp32, a_narrow[1].view(np.float32), b_narrow[0], b_narrow[1].view(np.float32))
    if checks:
        _fused_checked(acc, wide, narrow, use_narrow, acls, asgn, amag, bcls, bsgn, bmag,
                       fab, blocks, m, n, k, group, two_halves)
        return acc
    return _fused_groups(acc, other, wide, narrow, use_narrow, blocks, m, n, k, group,
                         two_halves)



@njit(cache=True, inline="always")
def fused_one(a_file, b_file, c_file, d_file, args, work):
    """Algorithm 1 (flag 0) or Algorithm 2 (flag 1) of spec/NUMERICS.md; the formats are
    A's and B's layouts (isa.formats); ``work``, ``fused_workspace``'s arrays."""
    fields, rows, narrows, ints, vals = work
    (a_first, b_first, c_first, d_first, blocks, m, n, k, group, flag,
     table) = unpack(args)
    a_fmt = args[ARG_FORMATS:ARG_FORMATS + 12]
    b_fmt = args[ARG_FORMATS + 12:ARG_TABLE]
    ocd = offsets(blocks, m, n, k)[4]
    a_bits, b_bits, acc, other = inputs_into(a_file, a_first, b_file, b_first, c_file,
                                             c_first, table, blocks, m, n, k, a_fmt[L_BITS],
                                             b_fmt[L_BITS], fields, rows)
    # (every product exists: no selection. An empty view of A's int64 bits, not a module
    # constant: numba types a constant read-only, and fused_product would compile twice —
    # about 10 s —, once for it and once for an SMFMAC's writable selection)
    d = fused_product(a_bits, b_bits, acc, other, a_fmt, b_fmt, blocks, m, n, k, group,
                       flag != 0, a_bits[:0], narrows, ints, vals)
    write_rows(d_file, d_first, table, ocd, d)

# An element's scale shift that stands for an E8M0 NaN scale (0xFF): the element reads as NaN
SCALE_NAN = np.int64(1 << 30)


@njit(cache=True)
def _scaled_operand(bits, fmt, shift):
    """``decode_into`` for a block-scaled operand (CDNA4's ``v_mfma_scale_*``): each element's
    exponent and value moved by its scale's power of two ``shift`` (a zero's alignment
    exponent too, so that a group's products keep their alignment: the scale is applied to
    the group's sum, CDNA4 ISA guide 7.2), ``SCALE_NAN`` made NaN. Returns (ints, values)."""
    count = bits.shape[0]
    ints = np.empty((4, count), dtype=np.int64)
    val = np.empty(count, dtype=np.float64)
    decode_into(bits, fmt, ints, val, np.empty((2, count), dtype=np.int32))
    for t in range(count):
        if shift[t] == SCALE_NAN:
            ints[0, t] = NAN
        else:
            ints[2, t] += shift[t]
            val[t] *= pow2(shift[t])
    return ints, val


@njit(cache=True)
def fused_scaled_one(a_file, b_file, c_file, d_file, args, a_shift, b_shift):
    """Algorithm 2 of spec/NUMERICS.md with E8M0 block scales: ``a_shift``/``b_shift`` (per
    A/B element, in the plan table's order) the scale exponents ``e − 127`` (or
    ``SCALE_NAN``). Every group takes the checked path: scaled products may leave binary32's
    range either way."""
    (a_first, b_first, c_first, d_first, blocks, m, n, k, group, _, table) = unpack(args)
    a_fmt = args[ARG_FORMATS:ARG_FORMATS + 12]
    b_fmt = args[ARG_FORMATS + 12:ARG_TABLE]
    ocd = offsets(blocks, m, n, k)[4]
    a_bits, b_bits, acc, _ = inputs(a_file, a_first, b_file, b_first, c_file, c_first,
                                    table, blocks, m, n, k, a_fmt[L_BITS], b_fmt[L_BITS])
    a_ints, aval = _scaled_operand(a_bits, a_fmt, a_shift)
    b_ints, bval = _scaled_operand(b_bits, b_fmt, b_shift)
    wide = (a_ints[2], aval, b_ints[2], bval)
    unused = (np.empty(0, np.int32), np.empty(0, np.float32), np.empty(0, np.int32),
              np.empty(0, np.float32))
    _fused_checked(acc, wide, unused, False, a_ints[0], a_ints[1], a_ints[3], b_ints[0],
                   b_ints[1], b_ints[3], a_fmt[L_FRACTION] + b_fmt[L_FRACTION], blocks, m,
                   n, k, group, True)
    write_rows(d_file, d_first, table, ocd, acc)


