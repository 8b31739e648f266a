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

The products run as loops over the n cells of a row of D that LLVM vectorises, with the
group's or K's loop compiled in as a constant: the ``*_for(...)`` factories make one such
kernel per size the instruction table uses (numba caches each, keyed by its constants),
and a general one for any other size. The fused formats' kernels work in 32-bit lanes
(eight cells per vector instruction) when the operands allow it exactly (``NARROW_*``),
i8 products in exact float32.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from isa.formats import FORMATS

from emulator.execution.prefetch import prefetch_rows
from emulator.execution.mfma.numerics import (FINITE, INF, L_BIAS, L_BITS, L_EXP_MASK, L_EXP_SHIFT, L_FRAC_SHIFT,
                       L_FRACTION, L_IEEE, L_KEEP, L_NAN_MASK, L_NAN_VALUE, L_SIGN_SHIFT,
                       L_SPECIAL_EXP, NAN, QNAN32, QNAN64,
                       ZERO_EXPONENT, ashr32, f32_parts, fma_f32, fma_f64, pow2)

_SIGN64 = np.int64(-0x8000000000000000)
# The exponent of a product that does not exist: an SMFMAC's A element its index does not
# select. Below every real exponent, so it never sets a group's e_max.
ABSENT = np.int64(-(1 << 20))
_POS_INF32 = np.uint32(0x7F800000)
_NEG_INF32 = np.uint32(0xFF800000)


def _specialised(name: str):
    """Name a factory's function after its constants before numba compiles it. numba's
    symbols are the module, the qualified name, a per-process counter and the argument
    types; two specialisations of one factory under one name (``rows``) could then share
    a symbol in a process that loads one from the disk cache (compiled by another process,
    emulator/jit) and compiles the other: LLVM aborts (numba/numba#10486)."""
    def rename(fn):
        fn.__name__ = fn.__qualname__ = name
        return fn
    return rename


def plan_table(*sections) -> np.ndarray:
    """The kernels' one index argument (see the module docstring)."""
    return np.ascontiguousarray(np.concatenate(sections), dtype=np.int64)


# A dense kernel's *arguments*: one int64 array per instruction, so that a call passes four
# register files and one array (numba's dispatch costs about 0.06 µs per scalar argument):
# the operands' first registers, the shape, the group size, a flag (fused: Algorithm 2;
# f64: the neg bits), how many registers A, B and C/D span (what a batch prefetches), A's
# and B's format layouts, then the plan table.
(ARG_A, ARG_B, ARG_C, ARG_D, ARG_BLOCKS, ARG_M, ARG_N, ARG_K, ARG_GROUP,
 ARG_FLAG, ARG_A_REGS, ARG_B_REGS, ARG_CD_REGS) = range(13)
ARG_FORMATS = 13
ARG_TABLE = ARG_FORMATS + 2 * 12


def arguments(firsts, shape, group: int, flag: int, formats, table,
              regs=(0, 0, 0)) -> np.ndarray:
    """The argument array of one instruction: ``firsts`` (A, B, C, D), ``shape`` (blocks,
    M, N, K), ``formats`` (2, 12) (zeros for the chains and i8), ``table`` (plan_table),
    ``regs`` the registers A, B and C/D span."""
    return np.ascontiguousarray(np.concatenate(
        [np.array([*firsts, *shape, group, flag, *regs], dtype=np.int64),
         np.asarray(formats, dtype=np.int64).reshape(-1), table]), dtype=np.int64)


@njit(cache=True)
def gather_into(file, first, table, at, shift_at, bits, out):
    """``out.shape[0]`` raw fields of ``bits`` (8, 16, 32 or 64) from ``file``, into ``out``
    (any integer array: a 32-bit field into uint32 keeps its bits)."""
    src = file.reshape(-1)
    base = first * 64
    if bits == 64:
        for t in range(out.shape[0]):
            w = base + table[at + t]
            out[t] = np.int64(src[w]) | (np.int64(src[w + 64]) << 32)
    elif bits == 32:
        for t in range(out.shape[0]):
            out[t] = src[base + table[at + t]]
    else:
        mask = (np.int64(1) << bits) - 1
        for t in range(out.shape[0]):
            out[t] = (np.int64(src[base + table[at + t]]) >> table[shift_at + t]) & mask


@njit(cache=True)
def gather(file, first, table, at, shift_at, count, bits):
    """``count`` raw fields of ``bits`` from ``file`` as int64 (``gather_into``)."""
    out = np.empty(count, dtype=np.int64)
    gather_into(file, first, table, at, shift_at, bits, out)
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
def decode_into(bits, fmt, ints, val, narrow, narrow_only=False):
    """Per element of ``bits``: class, sign (±1), exponent and significand into the rows of
    ``ints`` ((4, n) int64) and the exact float64 value into ``val`` (0 for inf/NaN, handled
    on the special path), by the rules of the numerics module; the exponent again as int32
    and the value as float32 bits into the rows of ``narrow`` ((2, n) int32; exact for the
    fused formats: at most 11 significant bits); returns whether any element is inf/NaN, the
    largest exponent, and the smallest of a nonzero element. ``fmt`` is the format's layout
    (isa.formats.Format.layout). With ``narrow_only`` it writes only ``narrow`` (the fast
    path's inputs; ``ints`` and ``val`` may then be empty, and the call decodes again into
    real ones if it needs them).

    The format's fields are hoisted out of the loop: this runs for every element of every
    executed instruction.
    """
    cls, sgn, exp, mag = ints[0], ints[1], ints[2], ints[3]
    exp32, val32 = narrow[0], narrow[1].view(np.float32)
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
    e_min = np.int64(1 << 20)
    for t in range(bits.shape[0]):  # no branches: the selects let LLVM vectorise the loop
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
        v = (1 - 2 * s) * sig * pow2(ex - fb)
        if not narrow_only:   # (loop-invariant: LLVM makes a loop of each case)
            sgn[t] = 1 - 2 * s
            exp[t] = ex
            mag[t] = sig
            cls[t] = ((NAN if (not ieee or f != 0) else INF) if special else FINITE)
            val[t] = v
        exp32[t] = ex
        val32[t] = v
        specials += special
        e_max = max(e_max, ex)
        e_min = min(e_min, ex if sig != 0 else np.int64(1 << 20))
    return specials > 0, e_max, e_min


def _byte_tables():
    """Every 8-bit float format of isa.formats decoded once, for ``decode_narrow``: their
    layouts ((formats, 12) int64) and per format and code (4, 256) int32 rows: the exponent
    and the float32 value's bits ``decode_into`` gives, whether the code is inf/NaN, and the
    exponent again where the significand is nonzero (else 2^20, which no minimum takes).

    ``decode_into``'s rules, on numpy arrays: calling it here, even as plain Python, would
    compile its jitted helpers at import (a third of a second).
    tests/test_formats.py checks every code of every format against ``decode_into``."""
    layouts = [f.layout for f in FORMATS.values() if f.bits == 8 and f.layout[L_IEEE] >= 0]
    tables = np.empty((len(layouts), 4, 256), dtype=np.int32)
    codes = np.arange(256, dtype=np.int64)
    for r, fmt in enumerate(layouts):
        x = codes & fmt[L_KEEP]
        sign = (x >> fmt[L_SIGN_SHIFT]) & 1
        e = (x >> fmt[L_EXP_SHIFT]) & fmt[L_EXP_MASK]
        f = (x >> fmt[L_FRAC_SHIFT]) & ((1 << fmt[L_FRACTION]) - 1)
        special = ((x & fmt[L_NAN_MASK]) == fmt[L_NAN_VALUE]) | (e == fmt[L_SPECIAL_EXP])
        normal = e != 0
        ex = np.where(special, 0, np.where(normal, e - fmt[L_BIAS],
                                           np.where(f == 0, ZERO_EXPONENT, 1 - fmt[L_BIAS])))
        sig = np.where(special, 0, f | np.where(normal, 1 << fmt[L_FRACTION], 0))
        value = (1 - 2 * sign) * sig * np.exp2((ex - fmt[L_FRACTION]).astype(np.float64))
        tables[r, 0] = ex
        tables[r, 1] = value.astype(np.float32).view(np.int32)
        tables[r, 2] = special
        tables[r, 3] = np.where(sig != 0, ex, 1 << 20)
    return np.array(layouts, dtype=np.int64), tables


# (numba compiles both in as constants; a kernel cached before a format's layout changed
# finds no row for the new layout and decodes it arithmetically, which is still right.)
_BYTE_LAYOUTS, _BYTE_TABLES = _byte_tables()


@njit(cache=True)
def _byte_table(fmt):
    """The row of ``_BYTE_TABLES`` for the format of layout ``fmt``, or −1."""
    for r in range(_BYTE_LAYOUTS.shape[0]):
        same = True
        for f in range(_BYTE_LAYOUTS.shape[1]):
            same = same and _BYTE_LAYOUTS[r, f] == fmt[f]
        if same:
            return r
    return -1


@njit(cache=True)
def decode_narrow(bits, fmt, narrow):
    """``decode_into(bits, fmt, ..., narrow, narrow_only=True)``, the same outputs and
    returns; an 8-bit format's codes looked up in its row of ``_byte_tables`` (about half
    the arithmetic decode's time)."""
    r = _byte_table(fmt)
    if r < 0:
        return decode_into(bits, fmt, np.empty((4, 0), dtype=np.int64), np.empty(0), narrow,
                           True)
    table = _BYTE_TABLES[r]
    exps, values, specials, lows = table[0], table[1], table[2], table[3]
    exp32, val32 = narrow[0], narrow[1]
    count = 0
    e_max, e_min = np.int32(-(1 << 20)), np.int32(1 << 20)
    for t in range(bits.shape[0]):
        code = bits[t] & 0xFF
        e = exps[code]
        exp32[t] = e
        val32[t] = values[code]
        count += specials[code]
        e_max = max(e_max, e)
        e_min = min(e_min, lows[code])
    return count > 0, np.int64(e_max), np.int64(e_min)


@njit(cache=True)
def _decode_operand(bits, fmt):
    """``decode_into`` with arrays of its own: (cls, sgn, exp, mag, val, any_special,
    e_max)."""
    ints = np.empty((4, bits.shape[0]), dtype=np.int64)
    val = np.empty(bits.shape[0], dtype=np.float64)
    narrow = np.empty((2, bits.shape[0]), dtype=np.int32)
    any_special, e_max, _ = decode_into(bits, fmt, ints, val, narrow)
    return ints[0], ints[1], ints[2], ints[3], val, any_special, e_max


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
    @_specialised(f"fused_rows_g{fixed_group}_{'two' if two_halves else 'one'}_"
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


# The drivers from here to _fused_product are inlined by numba (inline="always"): each
# jitted level otherwise re-optimises every kernel it links, which tripled the cold compile
# time. _fused_product itself is not: fused_one and smfmac_kernel both call it, and inlined
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


@njit(cache=True)
def _fused_product(a_bits, b_bits, acc, other, a_fmt, b_fmt, blocks, m, n, k, group,
                   two_halves, selected):
    """The fused algorithms for raw A, B onto ``acc`` (C's bits, (blocks·m, n) uint32;
    ``other``, an array of its shape, is workspace): returns the array holding D.

    ``selected`` (per A element, or empty: all) marks the products that exist: an SMFMAC
    multiplies only the A values its index selects, so the others take no part, neither in
    a group's e_max nor in its special values (an inf or NaN in B they would have met)."""
    na, nb = a_bits.shape[0], b_bits.shape[0]
    narrows = np.empty(2 * (na + nb), dtype=np.int32)   # (one allocation for each kind:
    a_narrow = narrows[:2 * na].reshape(2, na)          # numba pays about 0.1 µs for each)
    b_narrow = narrows[2 * na:].reshape(2, nb)
    a_any, a_top, a_low = decode_narrow(a_bits, a_fmt, a_narrow)
    b_any, b_top, b_low = decode_narrow(b_bits, b_fmt, b_narrow)
    fab = a_fmt[L_FRACTION] + b_fmt[L_FRACTION]
    use_narrow = (has_narrow_kernel(group, two_halves, n) and fab <= NARROW_FRACTIONS
                  and a_low + b_low >= NARROW_LOWEST and a_top + b_top <= NARROW_HIGHEST)
    checks = _may_be_special(a_any, a_top, b_any, b_top, acc.reshape(-1), k)
    wa, wb = (na, nb) if checks or not use_narrow else (0, 0)   # the 64-bit columns' size
    ints = np.empty(4 * (wa + wb), dtype=np.int64)
    vals = np.empty(wa + wb, dtype=np.float64)
    a_ints, b_ints = ints[:4 * wa].reshape(4, wa), ints[4 * wa:].reshape(4, wb)
    aval, bval = vals[:wa], vals[wa:]
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
def _unpack(args):
    """(firsts A B C D, blocks, m, n, k, group, flag, table) of an argument array."""
    return (args[ARG_A], args[ARG_B], args[ARG_C], args[ARG_D], args[ARG_BLOCKS], args[ARG_M],
            args[ARG_N], args[ARG_K], args[ARG_GROUP], args[ARG_FLAG], args[ARG_TABLE:])


@njit(cache=True)
def read_rows(file, first, table, ocd, out):
    """A 32-bit accumulator's bits into ``out`` ((rows, n)): each row of C is n consecutive
    lanes of one register (every layout of isa.layouts; tests/test_execute.py checks them
    all), so a row is one contiguous copy."""
    rows, n = out.shape
    view = file.reshape(file.shape[0], 64 // n, n)
    for r in range(rows):
        w = table[ocd + r * n]
        reg, run = first + w // 64, (w % 64) // n
        for j in range(n):
            out[r, j] = view[reg, run, j]


@njit(cache=True)
def write_rows(file, first, table, ocd, acc):
    """``acc`` ((rows, n) bits) to the rows' places in ``file`` (see ``read_rows``)."""
    rows, n = acc.shape
    view = file.reshape(file.shape[0], 64 // n, n)
    for r in range(rows):
        w = table[ocd + r * n]
        reg, run = first + w // 64, (w % 64) // n
        for j in range(n):
            view[reg, run, j] = acc[r, j]


@njit(cache=True)
def _inputs(a_file, a_first, b_file, b_first, c_file, c_first, table, blocks, m, n, k,
            a_bits, b_bits):
    """A's and B's raw fields (int64, one allocation) and C's rows, with a second array of
    C's shape for workspace (one allocation: numba pays about 0.1 µs for each)."""
    oa, osa, ob, osb, ocd = _offsets(blocks, m, n, k)
    na = blocks * m * k
    fields = np.empty(na + blocks * k * n, dtype=np.int64)
    a, b = fields[:na], fields[na:]
    gather_into(a_file, a_first, table, oa, osa, a_bits, a)
    gather_into(b_file, b_first, table, ob, osb, b_bits, b)
    rows = np.empty((2, blocks * m, n), dtype=np.uint32)
    read_rows(c_file, c_first, table, ocd, rows[0])
    return a, b, rows[0], rows[1]


@njit(cache=True)
def fused_one(a_file, b_file, c_file, d_file, args):
    """Algorithm 1 (flag 0) or Algorithm 2 (flag 1) of spec/NUMERICS.md; the formats are
    A's and B's layouts (isa.formats)."""
    (a_first, b_first, c_first, d_first, blocks, m, n, k, group, flag,
     table) = _unpack(args)
    a_fmt = args[ARG_FORMATS:ARG_FORMATS + 12]
    b_fmt = args[ARG_FORMATS + 12:ARG_TABLE]
    ocd = _offsets(blocks, m, n, k)[4]
    a_bits, b_bits, acc, other = _inputs(a_file, a_first, b_file, b_first, c_file, c_first,
                                         table, blocks, m, n, k, a_fmt[L_BITS],
                                         b_fmt[L_BITS])
    d = _fused_product(a_bits, b_bits, acc, other, a_fmt, b_fmt, blocks, m, n, k, group,
                       flag != 0, _ALL_SELECTED)
    write_rows(d_file, d_first, table, ocd, d)


_ALL_SELECTED = np.zeros(0, dtype=np.int64)


@njit(cache=True)
def int8_one(a_file, b_file, c_file, d_file, args):
    """Exact i8·i8 dot products plus the i32 accumulator, wrapping modulo 2^32."""
    a_first, b_first, c_first, d_first, blocks, m, n, k, _, _, table = _unpack(args)
    ocd = _offsets(blocks, m, n, k)[4]
    a, b, acc, other = _inputs(a_file, a_first, b_file, b_first, c_file, c_first, table,
                               blocks, m, n, k, 8, 8)
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
    @_specialised(f"int8_products_k{fixed_k}")
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
    rows = np.empty((2, blocks * m, n), dtype=np.uint32)
    acc, other = rows[0], rows[1]
    read_rows(d_file, d_first, table, ocd, acc)
    if two_halves:  # the product wants each group's even k first (dense plans do this)
        a_bits = _even_odd(a_bits, blocks * m, k, 1, group)
        selected = _even_odd(selected, blocks * m, k, 1, group)
        b_bits = _even_odd(b_bits, blocks, k, n, group)
    if a_fmt[L_IEEE] < 0:   # an integer format (i8)
        d = _int8_product(a_bits, b_bits, acc, other, blocks, m, n, k)
    else:
        d = _fused_product(a_bits, b_bits, acc, other, a_fmt, b_fmt, blocks, m, n, k, group,
                           two_halves, selected)
    write_rows(d_file, d_first, table, ocd, d)


@njit(cache=True)
def fma32_one(a_file, b_file, c_file, d_file, args):
    """d = fma(a_k, b_k, d) in binary32, k ascending, from C; NaN results are canonical."""
    a_first, b_first, c_first, d_first, blocks, m, n, k, _, _, table = _unpack(args)
    oa, _, ob, _, ocd = _offsets(blocks, m, n, k)
    words = np.empty(blocks * m * k + blocks * k * n, dtype=np.uint32)
    a, b = words[:blocks * m * k], words[blocks * m * k:]
    gather_into(a_file, a_first, table, oa, oa, 32, a)
    gather_into(b_file, b_first, table, ob, ob, 32, b)
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
    @_specialised(f"fma32_chains_k{fixed_k}")
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
    """``one`` for each wave, the next wave's operand rows prefetched meanwhile (a batch's
    files are far larger than the core's caches: emulator/execution/prefetch.py)."""
    for w in range(first, end):
        nxt = w + 1 if w + 1 < end else d.shape[0]   # (past the last wave: no prefetch)
        prefetch_rows(a, nxt, args[ARG_A], args[ARG_A_REGS])
        prefetch_rows(b, nxt, args[ARG_B], args[ARG_B_REGS])
        prefetch_rows(c, nxt * c_step, args[ARG_C], args[ARG_CD_REGS])
        prefetch_rows(d, nxt, args[ARG_D], args[ARG_CD_REGS])
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
