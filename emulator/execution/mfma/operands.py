"""Where an MFMA's elements are and what they hold: the argument array and plan table of
the kernels (emulator/execution/mfma/kernels.py), gathering and scattering register fields
through the table, and decoding a format's fields into class, sign, exponent, significand
and value by the rules of spec/NUMERICS.md (numerics.py).

The *plan table* is the concatenation of, per logical element in (block, row, col) order,
A's word index ``reg·64 + lane`` and bit offset, B's word index and bit offset, and C/D's
word index (layouts with CBSZ/ABID/BLGP folded in; a 64-bit value's high word is 64 words
on); ``offsets`` gives where each section starts. An accumulator's rows are contiguous runs
of lanes, so C and D move row by row (``read_rows``, ``write_rows``).
"""

from __future__ import annotations

import numpy as np
import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
from numba import njit

from isa.formats import FORMATS

from emulator.execution.mfma.numerics import (FINITE, INF, L_BIAS, L_BITS, L_EXP_MASK,
                                              L_EXP_SHIFT, L_FRAC_SHIFT, L_FRACTION, L_IEEE,
                                              L_KEEP, L_NAN_MASK, L_NAN_VALUE, L_SIGN_SHIFT,
                                              L_SPECIAL_EXP, NAN, ZERO_EXPONENT, pow2)


# An index as numba's unsigned integer: indexing with it skips the test for Python's
# negative-index wrap-around that a signed one has (every index here is a place in a file).
_U = np.uint64


def specialised(name: str):
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
    """``out.shape[0]`` raw fields of ``bits`` (4, 6, 8, 16, 32 or 64) from ``file``, into ``out``
    (any integer array: a 32-bit field into uint32 keeps its bits). Indices are unsigned
    (``_U``): a signed one makes numba test it for Python's negative-index wrap-around,
    which kept this loop at a third of the speed."""
    src = file.reshape(-1)
    base = first * 64
    if bits == 64:
        for t in range(out.shape[0]):
            w = _U(base + table[_U(at + t)])
            out[t] = np.int64(src[w]) | (np.int64(src[w + _U(64)]) << 32)
    elif bits == 32:
        for t in range(out.shape[0]):
            out[t] = src[_U(base + table[_U(at + t)])]
    elif 32 % bits:   # (fp6, bf6: a field may go on into the lane's next register)
        mask = (np.int64(1) << bits) - 1
        for t in range(out.shape[0]):
            w, shift = _U(base + table[_U(at + t)]), table[_U(shift_at + t)]
            field = np.int64(src[w]) >> shift
            if shift > 32 - bits:
                field |= np.int64(src[w + _U(64)]) << (32 - shift)
            out[t] = field & mask
    else:
        mask = (np.int64(1) << bits) - 1
        for t in range(out.shape[0]):
            out[t] = (np.int64(src[_U(base + table[_U(at + t)])])
                      >> table[_U(shift_at + t)]) & mask


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
        w = _U(base + table[_U(at + t)])
        dst[w] = np.uint32(values[t] & 0xFFFFFFFF)
        if bits == 64:
            dst[w + _U(64)] = np.uint32((values[t] >> 32) & 0xFFFFFFFF)


@njit(cache=True)
def offsets(blocks, m, n, k):
    """Start of each section of the plan table (each an int64: a literal 0 would have numba
    compile every function it reaches again for it)."""
    na, nb = blocks * m * k, blocks * k * n
    return np.int64(0), na, 2 * na, 2 * na + nb, 2 * na + 2 * nb


@njit(cache=True)
def decode_into(bits, fmt, ints, val, narrow):
    """Per element of ``bits``: class, sign (±1), exponent and significand into the rows of
    ``ints`` ((4, n) int64) and the exact float64 value into ``val`` (0 for inf/NaN, handled
    on the special path), by the rules of the numerics module; the exponent again as int32
    and the value as float32 bits into the rows of ``narrow`` ((2, n) int32; exact for the
    fused formats: at most 11 significant bits); returns whether any element is inf/NaN, the
    largest exponent, and the smallest of a nonzero element. ``fmt`` is the format's layout
    (isa.formats.Format.layout). ``decode_narrow`` gives ``narrow`` and the returns
    alone, faster.

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
    layouts = [f.layout for f in FORMATS.values() if f.bits == 8 and f.is_float]
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
def _fits_float32(fmt):
    """Whether ``_decode_float32`` decodes the format of layout ``fmt``: at most 32 bits, an
    exponent field of at most 8 bits, at most 23 kept fraction bits and a bias whose
    power ``2^(127 − bias)`` is a normal float32 (every fused format of isa.formats)."""
    return (fmt[L_BITS] <= 32 and fmt[L_EXP_MASK] <= 0xFF and fmt[L_FRACTION] <= 23
            and 0 <= fmt[L_BIAS] <= 253)


@njit(cache=True)
def _decode_float32(bits, fmt, narrow):
    """``decode_into``'s ``narrow`` rows and returns, in 32-bit lanes (eight to a vector
    register where decode_into's int64 and float64 take four, and no field it does not
    need): for a format ``_fits_float32`` accepts.

    The value is its bits placed in a float32 — the exponent field in float32's, the kept
    fraction at the top of float32's — times ``2^(127 − bias)``: a normal element is then
    ``2^(e − bias)·1.f`` and a subnormal one ``f·2^(1 − bias − F)``, both exactly, since the
    product of a float32 with at most 24 significant bits and a power of two in range is
    exact. inf, NaN and zeros read as +0, as in decode_into."""
    exp32, val32 = narrow[0], narrow[1].view(np.float32)
    sign_shift, exp_shift = np.uint32(fmt[L_SIGN_SHIFT]), np.uint32(fmt[L_EXP_SHIFT])
    exp_mask, frac_shift = np.uint32(fmt[L_EXP_MASK]), np.uint32(fmt[L_FRAC_SHIFT])
    frac_mask = np.uint32((1 << fmt[L_FRACTION]) - 1)
    up = np.uint32(23 - fmt[L_FRACTION])
    bias = np.int32(fmt[L_BIAS])
    keep = np.uint32(fmt[L_KEEP] & 0xFFFFFFFF)
    nan_mask = np.uint32(fmt[L_NAN_MASK] & 0xFFFFFFFF)
    # (−1: no pattern is NaN, no exponent special — a value no field of 32 bits equals
    # under its mask, since the masks are narrower than 32 bits)
    nan_value = np.uint32(fmt[L_NAN_VALUE] & 0xFFFFFFFF)
    max_field = np.uint32(fmt[L_SPECIAL_EXP] & 0xFFFFFFFF)
    scale = np.int32(np.int32(254 - bias) << 23).view(np.float32)   # 2^(127 − bias)
    subnormal, zero_exponent = np.int32(1) - bias, np.int32(ZERO_EXPONENT)
    none, lowest = np.int32(-(1 << 20)), np.int32(1 << 20)
    specials, e_max, e_min = np.int32(0), none, lowest
    for t in range(bits.shape[0]):   # (selects, no branches: LLVM vectorises the loop)
        x = np.uint32(bits[t]) & keep
        e = (x >> exp_shift) & exp_mask
        f = (x >> frac_shift) & frac_mask
        special = ((x & nan_mask) == nan_value) | (e == max_field)
        normal = e != np.uint32(0)
        empty = special | (not normal and f == np.uint32(0))   # (no significand: value 0)
        ex = (np.int32(e) - bias) if normal else (zero_exponent if f == np.uint32(0)
                                                  else subnormal)
        ex = np.int32(0) if special else ex
        v = np.uint32((e << np.uint32(23)) | (f << up)).view(np.float32) * scale
        v = -v if (x >> sign_shift) & np.uint32(1) else v
        exp32[t] = ex
        val32[t] = np.float32(0.0) if empty else v
        specials += np.int32(special)
        e_max = max(e_max, ex)
        e_min = min(e_min, lowest if empty else ex)
    return specials > 0, np.int64(e_max), np.int64(e_min)


@njit(cache=True)
def decode_narrow(bits, fmt, narrow):
    """``decode_into``'s ``narrow`` rows and returns alone: an 8-bit format's codes looked
    up in its row of ``_byte_tables`` (about a third of ``_decode_float32``'s time), other
    formats by ``_decode_float32`` (about half of decode_into's), and a layout neither
    takes by decode_into itself."""
    r = _byte_table(fmt)
    if r < 0:
        if _fits_float32(fmt):
            return _decode_float32(bits, fmt, narrow)
        count = bits.shape[0]
        return decode_into(bits, fmt, np.empty((4, count), dtype=np.int64),
                           np.empty(count), narrow)
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




@njit(cache=True, inline="always")
def unpack(args):
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
        w = table[_U(ocd + r * n)]
        reg, run = _U(first + w // 64), _U((w % 64) // n)
        for j in range(n):
            out[r, j] = view[reg, run, _U(j)]


@njit(cache=True)
def write_rows(file, first, table, ocd, acc):
    """``acc`` ((rows, n) bits) to the rows' places in ``file`` (see ``read_rows``)."""
    rows, n = acc.shape
    view = file.reshape(file.shape[0], 64 // n, n)
    for r in range(rows):
        w = table[_U(ocd + r * n)]
        reg, run = _U(first + w // 64), _U((w % 64) // n)
        for j in range(n):
            view[reg, run, _U(j)] = acc[r, j]


@njit(cache=True)
def inputs(a_file, a_first, b_file, b_first, c_file, c_first, table, blocks, m, n, k,
           a_bits, b_bits):
    """A's and B's raw fields (int64, one allocation) and C's rows, with a second array of
    C's shape for workspace (one allocation: numba pays about 0.1 µs for each)."""
    fields = np.empty(blocks * m * k + blocks * k * n, dtype=np.int64)
    rows = np.empty((2, blocks * m, n), dtype=np.uint32)
    return inputs_into(a_file, a_first, b_file, b_first, c_file, c_first, table, blocks, m,
                       n, k, a_bits, b_bits, fields, rows)


@njit(cache=True)
def inputs_into(a_file, a_first, b_file, b_first, c_file, c_first, table, blocks, m, n, k,
                a_bits, b_bits, fields, rows):
    """``inputs`` into arrays given — ``fields`` (int64, at least A's and B's elements)
    and ``rows`` ((2, blocks·m, n) uint32) — that a batch's kernel makes once for all its
    waves (fused.py ``fused_workspace``)."""
    oa, osa, ob, osb, ocd = offsets(blocks, m, n, k)
    na, nb = blocks * m * k, blocks * k * n
    a, b = fields[:na], fields[na:na + nb]
    gather_into(a_file, a_first, table, oa, osa, a_bits, a)
    gather_into(b_file, b_first, table, ob, osb, b_bits, b)
    read_rows(c_file, c_first, table, ocd, rows[0])
    return a, b, rows[0], rows[1]


