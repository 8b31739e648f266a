"""A slow, obviously-correct model of CDNA3 MFMA arithmetic (spec/NUMERICS.md), for tests.

Everything is exact rational arithmetic (``fractions.Fraction``) on one element at a time,
written to read like the spec, with no code shared with the numba kernels. Inputs and outputs
are raw bit patterns (Python ints).
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

import isa
from isa import DType

# exponent bits, fraction bits, bias, FNUZ (0x80 the only NaN, no inf, no -0)
FORMATS = {
    DType.F64: (11, 52, 1023, False), DType.F32: (8, 23, 127, False),
    DType.XF32: (8, 23, 127, False), DType.F16: (5, 10, 15, False),
    DType.BF16: (8, 7, 127, False), DType.FP8: (4, 3, 8, True), DType.BF8: (5, 2, 16, True),
}
ZERO_EXPONENT = -126   # exponent a zero operand takes in a fused group (NUMERICS.md)
QNAN32 = 0x7FC00000


@dataclass(frozen=True)
class Num:
    kind: str            # "fin", "inf" or "nan"
    sign: int            # 0 or 1
    value: Fraction      # exact value for "fin" (sign included; -0 is 0 with sign 1)
    exp: int             # unbiased exponent (normals: value = ±s·2^exp with 1 <= s < 2)


@functools.lru_cache(maxsize=1 << 16)
def decode(bits: int, dtype: DType) -> Num:
    bits = int(bits)
    if dtype is DType.XF32:
        bits &= 0xFFFFE000
    ebits, fbits, bias, fnuz = FORMATS[dtype]
    width = 1 + ebits + fbits
    sign = bits >> (width - 1) & 1
    efield = bits >> fbits & ((1 << ebits) - 1)
    frac = bits & ((1 << fbits) - 1)
    if fnuz and bits == 1 << (width - 1):
        return Num("nan", 0, Fraction(0), 0)
    if not fnuz and efield == (1 << ebits) - 1:
        return Num("nan" if frac else "inf", sign, Fraction(0), 0)
    if efield == 0:
        exp = 1 - bias
        mag = Fraction(frac, 1 << fbits) * Fraction(2) ** exp
    else:
        exp = efield - bias
        mag = (1 + Fraction(frac, 1 << fbits)) * Fraction(2) ** exp
    return Num("fin", sign, -mag if sign else mag, exp)


def f32_bits_of(value: Fraction, sign_if_zero: int = 0) -> int:
    """Round an exact value to binary32, nearest-even, with overflow to inf and subnormals."""
    if value == 0:
        return sign_if_zero << 31
    sign = 1 if value < 0 else 0
    mag = abs(value)
    exp = math.floor(math.log2(mag))
    while Fraction(2) ** exp > mag:
        exp -= 1
    while Fraction(2) ** (exp + 1) <= mag:
        exp += 1
    lsb_exp = max(exp, -126) - 23
    scaled = mag / Fraction(2) ** lsb_exp
    q = math.floor(scaled)
    rem = scaled - q
    if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and q % 2 == 1):
        q += 1
    value = Fraction(q) * Fraction(2) ** lsb_exp
    if value >= Fraction(2) ** 128:
        return sign << 31 | 0x7F800000
    bits = np.float32(float(value)).view(np.uint32)  # exact: value is a binary32 number
    return sign << 31 | int(bits)


def f64_bits_of(value: Fraction, sign_if_zero: int = 0) -> int:
    if value == 0:
        return sign_if_zero << 63
    try:
        out = float(value)  # Python's int/int division is correctly rounded to binary64
    except OverflowError:  # the rounded value is beyond the largest binary64
        return (1 if value < 0 else 0) << 63 | 0x7FF << 52
    return int(np.float64(out).view(np.uint64))


def _ieee_fma(a: Num, b: Num, c: Num, to_bits, nan_bits, inf_bits):
    """One correctly rounded fused multiply-add with IEEE special cases and signed zeros."""
    if "nan" in (a.kind, b.kind, c.kind):
        return nan_bits
    prod_sign = a.sign ^ b.sign
    if a.kind == "inf" or b.kind == "inf":
        other = b if a.kind == "inf" else a
        if other.kind == "fin" and other.value == 0:
            return nan_bits
        if c.kind == "inf" and c.sign != prod_sign:
            return nan_bits
        return inf_bits(prod_sign)
    if c.kind == "inf":
        return inf_bits(c.sign)
    exact = a.value * b.value + c.value
    if exact == 0:
        prod_zero = a.value * b.value == 0
        zero_sign = 1 if (prod_zero and c.value == 0 and prod_sign and c.sign) else 0
        return to_bits(exact, zero_sign)
    return to_bits(exact)


def fma_chain(a_row, b_col, c_bits, dtype: DType) -> int:
    """f32/f64: d = fma(a_k, b_k, d) for k = 0, 1, ..., starting from c."""
    if dtype is DType.F64:
        to_bits, nan, inf = f64_bits_of, 0x7FF8000000000000, lambda s: s << 63 | 0x7FF << 52
    else:
        to_bits, nan, inf = f32_bits_of, QNAN32, lambda s: s << 31 | 0x7F800000
    d = int(c_bits)
    for a, b in zip(a_row, b_col):
        d = _ieee_fma(decode(a, dtype), decode(b, dtype), decode(d, dtype), to_bits, nan, inf)
    return d


def _product(a: Num, b: Num):
    """(kind, sign, exponent, significand) of an exact product, per Algorithm 1 step 1."""
    if a.kind == "nan" or b.kind == "nan":
        return ("nan", 0, 0, 0)
    sign = a.sign ^ b.sign
    if a.kind == "inf" or b.kind == "inf":
        other = b if a.kind == "inf" else a
        if other.kind == "fin" and other.value == 0:
            return ("nan", 0, 0, 0)
        return ("inf", sign, 0, 0)
    ea = ZERO_EXPONENT if a.value == 0 else a.exp
    eb = ZERO_EXPONENT if b.value == 0 else b.exp
    e = ea + eb
    p = abs(a.value * b.value)
    if p >= Fraction(2) ** 128:
        return ("ovf", sign, 0, 0)
    return ("fin", sign, e, p / Fraction(2) ** e)


def _aligned_sum(products, e_max) -> int:
    """Σ trunc(s_t · 2^(24 + e_t − e_max)) with signs: integer in units of 2^(e_max − 24)."""
    total = 0
    for _, sign, e, s in _existing(products):
        q = math.trunc(s * Fraction(2) ** (24 + e - e_max))
        total += -q if sign else q
    return total


def _specials(products, c: Num):
    """NaN / inf outcome of a group, or None when everything is finite.

    NaN inputs and inf·0 give NaN. Then infinities that come from inf inputs (and an inf c)
    decide: both signs give NaN, one sign that inf. Only when there are none do products
    that overflowed (|p| >= 2^128) act as infinities in the same way.
    """
    products = _existing(products)
    if "nan" in [p[0] for p in products] + [c.kind]:
        return ("nan", 0)
    true_infs = {p[1] for p in products if p[0] == "inf"} | (
        {c.sign} if c.kind == "inf" else set())
    overflows = {p[1] for p in products if p[0] == "ovf"}
    for signs in (true_infs, overflows):
        if len(signs) == 2:
            return ("nan", 0)
        if signs:
            return ("inf", signs.pop())
    return None


def _finish(sum_units: int, e_max: int, c: Num, drop_far_c: bool) -> int:
    """Steps 3-4 of Algorithm 1: round the sum and c down at 2^M, add, round to binary32."""
    e_c = ZERO_EXPONENT if (c.value == 0 or c.exp < -126) else c.exp
    M = max(e_max, e_c)
    product_sum = Fraction(sum_units) * Fraction(2) ** (e_max - 24)
    unit = Fraction(2) ** (M - 31)
    product_sum = math.floor(product_sum / unit) * unit
    c_unit = Fraction(2) ** (M - 24)
    c_value = c.value
    if drop_far_c and e_c < M - 25:
        c_value = Fraction(0)
    c_value = math.floor(c_value / c_unit) * c_unit
    return f32_bits_of(product_sum + c_value)  # an exact zero is +0


def _existing(products):
    """The products an instruction computes: an SMFMAC never multiplies the A elements its
    index does not select (None here)."""
    return [p for p in products if p is not None]


def _group(a_vals, b_vals, c_bits: int, a_type: DType, b_type: DType, sum_products,
           selected=None) -> int:
    """The special-value rules, then ``sum_products(products) -> (units, e_max)`` and the
    final steps; shared by both algorithms."""
    c = decode(c_bits, DType.F32)
    selected = selected or [True] * len(a_vals)
    products = [_product(decode(a, a_type), decode(b, b_type)) if keep else None
                for a, b, keep in zip(a_vals, b_vals, selected)]
    special = _specials(products, c)
    if special:
        return QNAN32 if special[0] == "nan" else special[1] << 31 | 0x7F800000
    total, e_max = sum_products(products)
    return _finish(total, e_max, c, drop_far_c=sum_products is _two_halves)


def _one_group(products):
    """Algorithm 1, step 2: every product aligned to the group's largest exponent."""
    e_max = max(p[2] for p in _existing(products))
    return _aligned_sum(products, e_max), e_max


def _two_halves(products):
    """Algorithm 2: even-k and odd-k products aligned and summed separately, the two partial
    sums aligned to the larger exponent rounding down to 24 fraction bits, then added."""
    halves = [_existing(products[0::2]), _existing(products[1::2])]
    e_half = [max((p[2] for p in h), default=None) for h in halves]
    e_max = max(e for e in e_half if e is not None)
    total = 0
    for h, e in zip(halves, e_half):
        if e is None:   # (an SMFMAC half with no selected product)
            continue
        partial = Fraction(_aligned_sum(h, e)) * Fraction(2) ** (e - 24)
        total += math.floor(partial / Fraction(2) ** (e_max - 24))
    return total, e_max


def fused_group(a_vals, b_vals, c_bits: int, a_type: DType, b_type: DType,
                selected=None) -> int:
    """Algorithm 1: one fused group of products onto a binary32 accumulator."""
    return _group(a_vals, b_vals, c_bits, a_type, b_type, _one_group, selected)


def fp8_group(a_vals, b_vals, c_bits: int, a_type: DType, b_type: DType,
              selected=None) -> int:
    """Algorithm 2: 16 products, even-k and odd-k halves aligned separately."""
    return _group(a_vals, b_vals, c_bits, a_type, b_type, _two_halves, selected)


def int8_dot(a_row, b_col, c_bits: int) -> int:
    def s8(x):
        x = int(x)
        return x - 256 if x >= 128 else x
    c = int(c_bits)
    c = c - (1 << 32) if c >= 1 << 31 else c
    total = c + sum(s8(a) * s8(b) for a, b in zip(a_row, b_col))
    return total & 0xFFFFFFFF


def group_size(record: isa.MatrixInstruction) -> int:
    if record.a_type is DType.XF32:
        return 4
    if record.a_type.bits == 8 and record.a_type is not DType.I8:
        return 16
    return min(8, record.k)


def element(record: isa.MatrixInstruction, a_row, b_col, c_bits, selected=None) -> int:
    """D[i, j] of one block from A's row i, B's column j (raw bits) and C[i, j]; for an
    SMFMAC ``selected`` marks the elements of the (expanded) row its index selects."""
    t = record.a_type
    if t in (DType.F32, DType.F64):
        return fma_chain(a_row, b_col, c_bits, t)
    if t is DType.I8:
        return int8_dot(a_row, b_col, c_bits)
    g = group_size(record)
    step = fp8_group if t in (DType.FP8, DType.BF8) else fused_group
    d = int(c_bits)
    for k0 in range(0, record.k, g):
        d = step(a_row[k0:k0 + g], b_col[k0:k0 + g], d, record.a_type, record.b_type,
                 selected[k0:k0 + g] if selected else None)
    return d


def sparse_selection(a_row, dtype: DType) -> list[bool]:
    """Which elements of a 4:2-sparse dense row an SMFMAC stores and multiplies: in each
    aligned group of 4, its nonzero values, filled up to two with its lowest zero positions
    (the compression the matrix-level API performs). ±0 are zero; FNUZ formats have no −0."""
    sign = 0 if dtype in (DType.I8, DType.FP8, DType.BF8) else 1 << (dtype.bits - 1)
    out = []
    for g in range(0, len(a_row), 4):
        nonzero = [int(x) & ~sign != 0 for x in a_row[g:g + 4]]
        keep = [p for p in range(4) if nonzero[p]]
        keep += [p for p in range(4) if not nonzero[p]][:2 - len(keep)]
        out += [p in keep for p in range(4)]
    return out


def negate(bits: np.ndarray, dtype: DType) -> np.ndarray:
    """Flip the sign bit (the f64 NEG modifier)."""
    return bits ^ np.array(1 << (dtype.bits - 1), dtype=bits.dtype)


def mfma_reference(name, a, b, c, *, cbsz=0, abid=0, blgp=0, cells=None) -> np.ndarray:
    """D for raw-bit matrices shaped (blocks, M, K), (blocks, K, N), (blocks, M, N).

    With ``cells`` (a list of (block, i, j)), only those elements, as a 1-D array.

    Modifiers are applied at matrix level from their definitions in spec/LAYOUTS.md: block b
    uses A of block (b >> CBSZ << CBSZ) + ABID; with BLGP, the B element that lane L reads
    is the one stored at lane src(L) — found by inverting the unmodified B layout.
    """
    record = isa.lookup_matrix(name)
    a, b, c = apply_modifiers(record, a, b, c, cbsz, abid, blgp)
    blocks = record.blocks
    if cells is None:
        cells = [(blk, i, j) for blk in range(blocks) for i in range(record.m)
                 for j in range(record.n)]
        shape = c.shape
    else:
        shape = (len(cells),)
    def selected(row):
        return sparse_selection(row, record.a_type) if record.sparse else None
    d = np.array([element(record, list(a[blk, i, :]), list(b[blk, :, j]), c[blk, i, j],
                          selected(list(a[blk, i, :])))
                  for blk, i, j in cells], dtype=np.uint64)
    return d.astype(record.cd_type.raw_dtype).reshape(shape)


def apply_modifiers(record, a, b, c, cbsz=0, abid=0, blgp=0):
    """The operands as the instruction sees them once CBSZ/ABID/BLGP (or f64 NEG) act."""
    a, b, c = np.asarray(a), np.asarray(b), np.asarray(c)
    if record.blgp is isa.BlgpMeaning.NEG:
        if blgp & 1:
            a = negate(a, record.a_type)
        if blgp & 2:
            b = negate(b, record.b_type)
        if blgp & 4:
            c = negate(c, record.cd_type)
        return a, b, c
    a = np.stack([a[(blk >> cbsz << cbsz) + abid] for blk in range(record.blocks)])
    if blgp:
        b = _apply_blgp(record, b, blgp)
    return a, b, c


def _apply_blgp(record, b, blgp):
    """B as the instruction sees it: element at lane L takes the value stored at lane src(L)."""
    rows = isa.layout(record, "B")  # unmodified: where each element is stored
    stored = {(int(r[3]), int(r[4]), int(r[5])): (int(r[2]), int(r[0]), int(r[1])) for r in rows}
    out = b.copy()
    for r in rows:
        lane = int(r[3])
        src = [lane, lane % 32, 32 + lane % 32, (lane + 16) % 64, lane % 16, 16 + lane % 16,
               32 + lane % 16, 48 + lane % 16][blgp]
        sb, sk, sj = stored[(src, int(r[4]), int(r[5]))]
        out[int(r[2]), int(r[0]), int(r[1])] = b[sb, sk, sj]
    return out
