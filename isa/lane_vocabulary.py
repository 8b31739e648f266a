"""The lane vocabulary's integer words, and the scalar ALU's, each written once: a typed
expression over exact integers, from which every execution form is generated — the
interpreter's and the batch's over numpy arrays (emulator/execution/ops/word_arrays.py) or
Python ints (ops/scalar_words.py), the compiled blocks' and the compiled lanes' source
(emulator/execution/blocks/word_source.py) and the tests' Python ints (``python_form``, the
obviously correct one).

A word has typed sources — ``u32`` (a 32-bit word, 0 ≤ x < 2^32), ``u64`` (a register
pair's value), ``i32``/``i64`` (a signed value), ``u5`` (a count, 0-31) — a result type
(``u32``, ``u64``, ``i64``: an exact signed field, the widening words that an exact result
composes, ``OpSpec.exact``; or ``s64``: the scalar ALU's words, whose value a compiled block
holds as the int64 of its low 64 bits, isa/gfx942/definitions.py ``SCALAR``) and a body in
the language of isa/definition_trees.py over its sources ``{n}``. Every value in a body is an exact
integer (Python's meaning of ``+ - * & | ^ ~ << >>``: no operator wraps), comparisons are
booleans, ``a if c else b`` chooses; the primitives are

* ``u32(x)``, ``u64(x)``: ``x`` modulo 2^32 / 2^64 (the bits a register keeps);
* ``i32(x)``, ``i64(x)``: the low 32 / 64 bits of ``x`` read as a signed value;
* ``max(a, b)``, ``min(a, b)``, ``abs(x)``;

and a body may call another word (its body stands in for the call). Ranges follow from the
sources' types (``value_range``), so each form computes every node in a machine type that
holds it exactly, or modulo 2^32 / 2^64 under ``u32``/``i32`` (``u64``/``i64``), where the
ring operations wrap as the machine's do. The rules are the CDNA3 ISA guide's for each
instruction the words compose (isa/gfx942/definitions.py names them): integers wrap modulo
2^32, a shift takes its count's low 5 bits (6 for 64-bit values), a bit field's offset and
width their low 5 bits.

The binary32 words are written over the machine's own binary32 arithmetic, a primitive of
each form (numpy's, LLVM's, the reference's exact rationals: isa/exact_floats.py), around
which they state the instruction's rules. A source typed ``f32`` is a binary32's bits (a
word). The primitives

* ``fadd(a, b)``, ``fsub(a, b)``, ``fmul(a, b)``, ``ffma(a, b, c)``: IEEE 754's operation on
  binary32 values, rounded once as MODE's FP_ROUND[1:0] says (nearest even by default:
  the only MODE a compiled block runs in), denormals kept; a NaN result is *a* NaN — the
  words say which (``nan_rule2``/``nan_rule3``: the first NaN operand quieted, else the
  default NaN ``0xFFC00000``: numpy's and the interpreter's rule on x86);
* ``round_f32(x)``: the exact integer ``x`` rounded to binary32 as MODE says (its bits);
* ``trunc_f32(a)``: a binary32's value toward zero as an integer, a NaN 0, beyond ±2^40
  (∞ too) ±2^40 — far past every saturating conversion's bound;
* ``f16_of(a)``: a binary32's value rounded to binary16 as MODE says (denormal results
  kept, overflow as the rounding says), its bits; a NaN gives *a* NaN;
* ``fscale(a, e)``: ``a · 2^e`` (``e`` an integer) rounded once to nearest even, whatever
  MODE says (C's ``ldexpf``; the CDNA3 guide gives V_LDEXP_F32 no rounding);
* ``frcp(a)``, ``fsqrt(a)``, ``fexp2(a)``: 1 / a (±0 gives ±∞), √a (a NaN below −0) and
  2^a (isa/exp2_binary64.py: IEEE operations alone, the same bits in every form; no exact
  reference confirms it) in binary64, rounded once to binary32 to nearest even whatever
  MODE says, denormals kept: the values the CDNA3 guide's V_RCP_F32, V_SQRT_F32 and
  V_EXP_F32 approximate within 1 ulp (the words flush their denormals; the fidelity
  report names them);
* ``ffma_scaled(a, b, c, e)``: ``(a · b + c) · 2^e`` (``e`` an integer within ±64)
  rounded once to binary32, nearest even whatever MODE says, denormals kept (an ∞ or NaN
  result unscaled: *a* NaN): V_DIV_FMAS_F32's fma;
* ``if_ieee(x)``: ``x`` (0 or 1) where MODE's IEEE bit is set (the default, and so
  a compiled block's and the reference's), else 0: V_MAX_F32 and V_MIN_F32 quiet a
  signalling NaN only in IEEE mode;

take and give words, or integers (``round_f32``'s operand, ``fscale``'s and
``ffma_scaled``'s exponent: ``INTEGER_OPERANDS``; ``trunc_f32``'s result). A word that
calls one of those that read MODE (``moded``) takes MODE's value first in its array form.
Their rules are the CDNA3 guide's V_ADD_F32, V_SUB_F32, V_MUL_F32, V_FMA_F32, V_MAX_F32,
V_MIN_F32, V_CVT_F32_U32/I32 and V_CVT_U32/I32_F32 (saturating, NaN to 0), V_CVT_F32_F16 and
V_CVT_F16_F32 (a NaN quiet, its sign and the top of its payload kept) and V_LDEXP_F32. The
binary32 words of clang's division and of the f32 reciprocal, root and exponential are
isa/float_words.py's rows.

Not words here, for their forms are not expressions of these primitives: the sums of
products and of absolute differences of packed elements (``sdot4`` …, ``sad8`` …: arrays
only).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from fractions import Fraction

from isa.definition_trees import (Call, Choice, Constant, Operation, Source, children,
                                  nodes, parse)
from isa.errors import IsaError
from isa.exact_floats import (SIGN, exact_fma, exact_product, exact_sum, half_of,
                              power_of_two, reciprocal, rounded, scaled, scaled_fma,
                              square_root, truncated)
from isa.float_words import FLOAT_WORDS

# The range of each type a source or result has, (lowest, highest).
TYPES = {"u5": (0, 31), "u32": (0, (1 << 32) - 1), "u64": (0, (1 << 64) - 1),
         "i32": (-(1 << 31), (1 << 31) - 1), "i64": (-(1 << 63), (1 << 63) - 1),
         "f32": (0, (1 << 32) - 1)}
# (modulus, signed) of each wrapping primitive
WRAPS = {"u32": (32, False), "i32": (32, True), "u64": (64, False), "i64": (64, True)}
# The binary32 primitives (module docstring): each one's operand count and result range;
# ``ROUNDED``: those MODE's rounding governs.
TRUNC_LIMIT = 1 << 40
FLOATS = {"fadd": (2, TYPES["u32"]), "fsub": (2, TYPES["u32"]), "fmul": (2, TYPES["u32"]),
          "ffma": (3, TYPES["u32"]), "round_f32": (1, TYPES["u32"]),
          "trunc_f32": (1, (-TRUNC_LIMIT, TRUNC_LIMIT)), "f16_of": (1, (0, 0xFFFF)),
          "fscale": (2, TYPES["u32"]), "frcp": (1, TYPES["u32"]), "fsqrt": (1, TYPES["u32"]),
          "fexp2": (1, TYPES["u32"]), "ffma_scaled": (4, TYPES["u32"]),
          "if_ieee": (1, (0, 1))}
ROUNDED = frozenset({"fadd", "fsub", "fmul", "ffma", "round_f32", "f16_of"})
# ``MODED``: the primitives that read MODE (its rounding, or its IEEE bit)
MODED = ROUNDED | {"if_ieee"}
# (the operands of a primitive that are integers, not binary32 words)
INTEGER_OPERANDS = {"round_f32": (0,), "fscale": (1,), "ffma_scaled": (3,)}
PRIMITIVES = frozenset(WRAPS) | {"max", "min", "abs"} | frozenset(FLOATS)
# The operators a value modulo 2^n can go through and still be itself modulo 2^n; those
# that compare (a boolean).
RING = frozenset({"+", "-", "*", "&", "|", "^", "~", "neg", "<<"})
COMPARES = frozenset({"==", "!=", "<", "<=", ">", ">="})


@dataclass(frozen=True)
class LaneWord:
    """One word: its sources' types, its result's type and its body (module docstring)."""
    sources: tuple
    result: str
    body: str


def _word(sources: str, result: str, body: str) -> LaneWord:
    return LaneWord(tuple(sources.split()), result, body)


_U32_2, _U32_3 = "u32 u32", "u32 u32 u32"
WORDS = {
    # -- 32-bit words: modulo 2^32, shift counts' low 5 bits
    "add32": _word(_U32_2, "u32", "u32({0} + {1})"),
    "add3_32": _word(_U32_3, "u32", "u32({0} + {1} + {2})"),
    "mul32": _word(_U32_2, "u32", "u32({0} * {1})"),
    "and32": _word(_U32_2, "u32", "{0} & {1}"),
    "or32": _word(_U32_2, "u32", "{0} | {1}"),
    "xor32": _word(_U32_2, "u32", "{0} ^ {1}"),
    "not32": _word("u32", "u32", "u32(~{0})"),
    "shl32": _word(_U32_2, "u32", "u32({0} << ({1} & 31))"),
    "shr32": _word(_U32_2, "u32", "{0} >> ({1} & 31)"),
    "ashr32": _word(_U32_2, "u32", "u32(i32({0}) >> ({1} & 31))"),
    "add_lshl": _word(_U32_3, "u32", "u32(({0} + {1}) << ({2} & 31))"),
    "max_u32": _word(_U32_2, "u32", "max({0}, {1})"),
    "min_u32": _word(_U32_2, "u32", "min({0}, {1})"),
    "max_i32": _word(_U32_2, "u32", "u32(max(i32({0}), i32({1})))"),
    "min_i32": _word(_U32_2, "u32", "u32(min(i32({0}), i32({1})))"),
    "med3_u32": _word(_U32_3, "u32", "max(min({0}, {1}), min(max({0}, {1}), {2}))"),
    "med3_i32": _word(_U32_3, "u32", "u32(max(min(i32({0}), i32({1})), "
                                     "min(max(i32({0}), i32({1})), i32({2}))))"),
    # (a field of width w at offset o, both their low 5 bits; a width of 0 gives 0)
    "bfe_u32": _word(_U32_3, "u32", "({0} >> ({1} & 31)) & ((1 << ({2} & 31)) - 1)"),
    "bfe_i32": _word(_U32_3, "u32", "u32(sext_field((i32({0}) >> ({1} & 31)) "
                                    "& ((1 << ({2} & 31)) - 1), {2} & 31))"),
    "bfi32": _word(_U32_3, "u32", "({0} & {1}) | (u32(~{0}) & {2})"),
    "alignbit": _word(_U32_3, "u32", "u32((({0} << 32) | {1}) >> ({2} & 31))"),
    "alignbyte": _word(_U32_3, "u32", "u32((({0} << 32) | {1}) >> (({2} & 3) * 8))"),
    "mul_hi_u32": _word(_U32_2, "u32", "(u32({0}) * u32({1})) >> 32"),
    "mul_hi_i32": _word(_U32_2, "u32", "u32((i32({0}) * i32({1})) >> 32)"),
    "mul_hi_u24": _word(_U32_2, "u32", "(zx24({0}) * zx24({1})) >> 32"),
    "mul_hi_i24": _word(_U32_2, "u32", "u32((sx24({0}) * sx24({1})) >> 32)"),
    # (V_PERM_B32: each selector byte, at most 15, picks one of sixteen bytes: 0-3 of S1 and
    # 4-7 of S0 (``{0}:{1}`` as one 64-bit value), 8-11 a sign bit replicated — S1[15],
    # S1[31], S0[15], S0[31] —, 12 0x00, 13-15 0xFF (``perm_high``: bytes 8-15 in order))
    "perm_high": _word(_U32_2, "u64",
                       "(0xFFFFFF << 40) | ((({1} >> 15) & 1) * 0xFF) "
                       "| ((({1} >> 31) & 1) * 0xFF00) | ((({0} >> 15) & 1) * 0xFF0000) "
                       "| ((({0} >> 31) & 1) * 0xFF000000)"),
    "perm_byte": _word(_U32_3, "u32",
                       "((((({0} << 32) | {1}) if {2} < 8 else perm_high({0}, {1})) "
                       ">> (({2} & 7) * 8)) & 0xFF)"),
    "perm32": _word(_U32_3, "u32",
                    "perm_byte({0}, {1}, min({2} & 0xFF, 15)) "
                    "| (perm_byte({0}, {1}, min(({2} >> 8) & 0xFF, 15)) << 8) "
                    "| (perm_byte({0}, {1}, min(({2} >> 16) & 0xFF, 15)) << 16) "
                    "| (perm_byte({0}, {1}, min({2} >> 24, 15)) << 24)"),
    # (``a`` where the condition — a lane's mask bit, or a word — is not zero, else ``b``)
    "select": _word(_U32_3, "u32", "{1} if {0} != 0 else {2}"),
    # -- 64-bit values (a register pair's, low word first) with 32-bit counts
    "shl64": _word("u64 u32", "u64", "u64({0} << ({1} & 63))"),
    "shr64": _word("u64 u32", "u64", "{0} >> ({1} & 63)"),
    "ashr64": _word("u64 u32", "u64", "u64(i64({0}) >> ({1} & 63))"),
    # (``(S0 << S1[2:0]) + S2``: a count of 5..7 the manual calls unsupported, and the design
    # shifts by zero then — CDNA3 ISA, V_LSHL_ADD_U64)
    "lshl_add64": _word("u64 u32 u64", "u64",
                        "u64(({0} << (({1} & 7) if ({1} & 7) <= 4 else 0)) + {2})"),
    # -- a plain memory access's lane address (isa/memory_access.py): LDS — the VGPR + the
    # instruction's offset, modulo 2^32 (CDNA3 ISA 11.1, "LDS_ADDR = VGPR + OFFSET"); FLAT
    # and GLOBAL with ``off`` — the VGPR pair + the offset; GLOBAL with an SGPR base — the
    # SGPR pair + the zero-extended VGPR + the offset (ISA 10.1, 10.2): modulo 2^64, a
    # negative offset as its two's complement
    "lds_address": _word(_U32_2, "u32", "u32({0} + {1})"),
    "flat_address": _word("u64 u64", "u64", "u64({0} + {1})"),
    "global_address": _word("u64 u32 u64", "u64", "u64({0} + {1} + {2})"),
    # a buffer access (ISA 9.1.5, buffer addressing): the byte offset, SOFFSET + the
    # instruction's offset + the VGPR offset (``offen``; else 0); in range (an access out of
    # range reads 0 and writes nothing) where the index (the VGPR index, ``idxen``; else 0)
    # is below num_records for a resource with a stride, or where the element's end — the
    # byte offset of its last byte + 1, ``buffer_offset`` with the offset + its bytes — is
    # within num_records for stride 0; the address, the base + index · stride + the offset
    # (a buffer resource's base address, from its first two dwords, and its stride, from
    # its second: ISA 9.1.5's V#, bits 47:0 and 61:48)
    "resource_base": _word(_U32_2, "u64", "{0} | (({1} & 0xFFFF) << 32)"),
    "resource_stride": _word("u32", "u32", "({0} >> 16) & 0x3FFF"),
    "buffer_offset": _word(_U32_3, "u64", "{0} + {1} + {2}"),
    "buffer_in_range": _word("u32 u32 u32 u64", "u32",
                             "(1 if {2} < {1} else 0) if {0} != 0 else (1 if {3} <= {1} else 0)"),
    "buffer_address": _word("u64 u32 u32 u64", "u64", "u64({0} + {2} * {1} + {3})"),
    # -- a loaded value as the VGPR keeps it (the bytes read as a little-endian word): a
    # byte or short zero- or sign-extended (LOAD_UBYTE … LOAD_SSHORT, DS_READ_U8 … _I16), or
    # 16 bits — a byte extended first — into one half of the VGPR ``{0}``, its other half
    # kept (the _D16 and _D16_HI loads); a _D16_HI store's data, the VGPR's high half
    "load_u8": _word("u32", "u32", "{0} & 0xFF"),
    "load_i8": _word("u32", "u32", "u32((({0} & 0xFF) ^ 0x80) - 0x80)"),
    "load_u16": _word("u32", "u32", "{0} & 0xFFFF"),
    "load_i16": _word("u32", "u32", "u32((({0} & 0xFFFF) ^ 0x8000) - 0x8000)"),
    "d16_lo": _word(_U32_2, "u32", "({0} & 0xFFFF0000) | ({1} & 0xFFFF)"),
    "d16_hi": _word(_U32_2, "u32", "({0} & 0xFFFF) | u32({1} << 16)"),
    "high16": _word("u32", "u32", "{0} >> 16"),
    # -- the widening words: a word's field as an exact value, zero- or sign-extended (the
    # compositions of an exact result, OpSpec.exact)
    "zx16": _word("u32", "i64", "{0} & 0xFFFF"),
    "sx16": _word("u32", "i64", "(({0} & 0xFFFF) ^ 0x8000) - 0x8000"),
    "zx24": _word("u32", "i64", "{0} & 0xFFFFFF"),
    "sx24": _word("u32", "i64", "(({0} & 0xFFFFFF) ^ 0x800000) - 0x800000"),
    "zx32": _word("u32", "i64", "u32({0})"),
    "sx32": _word("u32", "i64", "i32({0})"),
    # -- the scalar ALU's words (its expressions, isa/gfx942/definitions.py SCALAR: sources
    # are their width's values, exact results any integer)
    "sx64": _word("u64", "s64", "i64({0})"),
    "lshr64": _word("u64 u32", "s64", "u64({0}) >> ({1} & 63)"),
    "overflows32": _word("i64", "s64", "{0} != i32({0})"),   # (outside int32)
    "abs_i32": _word("i32", "s64", "u32(abs({0}))"),   # (|-2^31| wraps to 0x80000000)
    # (a field of ``{1}`` bits, 0-31, sign-extended from its top bit: no word of its own in
    # the definitions, a part of bfe_i32's)
    "sext_field": _word("i64 u5", "i64",
                        "{0} - ((({0} >> max({1} - 1, 0)) & 1) << {1}) if {1} > 0 else 0"),
    # -- binary32 (module docstring): a NaN is all ones in the exponent and a fraction not 0
    "is_nan32": _word("u32", "i64", "({0} & 0x7FFFFFFF) > 0x7F800000"),
    "not_nan32": _word("u32", "i64", "({0} & 0x7FFFFFFF) <= 0x7F800000"),
    "quieted32": _word("u32", "u32", "{0} | 0x400000"),
    "signalling32": _word("u32", "i64", "is_nan32({0}) & ((({0} >> 22) & 1) ^ 1)"),
    # (a non-NaN binary32 as a signed integer in the values' order, −0 just below +0: the
    # negatives' magnitude bits flipped)
    "order32": _word("f32", "i64", "i32({0}) ^ ((i32({0}) >> 31) & 0x7FFFFFFF)"),
    # V_MAX_F32 / V_MIN_F32 (the guide's pseudocode): with MODE.IEEE set a signalling NaN
    # input gives itself quieted (S0's first); else a NaN input gives the other input (with
    # IEEE clear a signalling NaN is one of these); +0 is above −0; S0 on ties
    "max_f32": _word("f32 f32", "u32",
                     "quieted32({0}) if if_ieee(signalling32({0})) else "
                     "(quieted32({1}) if if_ieee(signalling32({1})) else "
                     "({1} if is_nan32({0}) else ({0} if is_nan32({1}) else "
                     "({0} if order32({0}) >= order32({1}) else {1}))))"),
    "min_f32": _word("f32 f32", "u32",
                     "quieted32({0}) if if_ieee(signalling32({0})) else "
                     "(quieted32({1}) if if_ieee(signalling32({1})) else "
                     "({1} if is_nan32({0}) else ({0} if is_nan32({1}) else "
                     "({0} if order32({0}) < order32({1}) else {1}))))"),
    # (an arithmetic result ``{2}`` of the operands before it, itself unless a NaN — which it
    # is wherever an operand is —: then the first NaN operand quieted, else — an invalid
    # operation, inf − inf, 0 · inf — the default NaN)
    "nan_rule2": _word("f32 f32 u32", "u32",
                       "{2} if not_nan32({2}) else (quieted32({0}) if is_nan32({0}) else "
                       "(quieted32({1}) if is_nan32({1}) else 0xFFC00000))"),
    "nan_rule3": _word("f32 f32 f32 u32", "u32",
                       "{3} if not_nan32({3}) else (quieted32({0}) if is_nan32({0}) else "
                       "nan_rule2({1}, {2}, {3}))"),
    "add_f32": _word("f32 f32", "u32", "nan_rule2({0}, {1}, fadd({0}, {1}))"),
    "sub_f32": _word("f32 f32", "u32", "nan_rule2({0}, {1}, fsub({0}, {1}))"),
    "mul_f32": _word("f32 f32", "u32", "nan_rule2({0}, {1}, fmul({0}, {1}))"),
    "fma_f32": _word("f32 f32 f32", "u32",
                     "nan_rule3({0}, {1}, {2}, ffma({0}, {1}, {2}))"),
    "cvt_f32_u32": _word("u32", "u32", "round_f32({0})"),
    "cvt_f32_i32": _word("u32", "u32", "round_f32(i32({0}))"),
    # (toward zero, saturating at the result type's bounds; a NaN gives 0)
    "cvt_u32_f32": _word("f32", "u32", "min(max(trunc_f32({0}), 0), 0xFFFFFFFF)"),
    "cvt_i32_f32": _word("f32", "u32",
                         "u32(min(max(trunc_f32({0}), -0x80000000), 0x7FFFFFFF))"),
    # (binary16 ``{0}``, 0 ≤ {0} < 2^16, as binary32 exactly: a normal's exponent rebiased,
    # its significand moved up 13 bits; a denormal's significand s, read as binary32's
    # denormal s·2^-149, scaled by 2^125 — exact —; ±0; ±∞; a NaN quiet, its payload moved
    # up 13 bits)
    "widen_f16": _word("u32", "u32",
                       "(({0} & 0x8000) << 16) | ("
                       "(0x7F800000 | (({0} & 0x3FF) << 13) "
                       "| (0x400000 if ({0} & 0x3FF) != 0 else 0)) "
                       "if (({0} >> 10) & 0x1F) == 0x1F else "
                       "((((({0} >> 10) & 0x1F) + 112) << 23) | (({0} & 0x3FF) << 13)) "
                       "if (({0} >> 10) & 0x1F) != 0 else fscale({0} & 0x3FF, 125))"),
    "cvt_f32_f16": _word("u32", "u32", "widen_f16({0} & 0xFFFF)"),
    "cvt_f16_f32": _word("f32", "u32",
                         "((({0} >> 16) & 0x8000) | 0x7E00 | (({0} >> 13) & 0x3FF)) "
                         "if is_nan32({0}) else f16_of({0})"),
    # (the scale a signed word clamped to ±1000, past which every finite result is 0 or ∞)
    "ldexp_f32": _word("f32 u32", "u32",
                       "quieted32({0}) if is_nan32({0}) else "
                       "fscale({0}, min(max(i32({1}), -1000), 1000))"),
}
# (the binary32 words of clang's division and the transcendentals: float_words.py)
WORDS |= {name: _word(*row) for name, row in FLOAT_WORDS.items()}
# The words the records' lane compositions name (OpSpec.lanes, OpSpec.exact: each has an
# array form), and the functions the scalar ALU's expressions name (OpSpec.scalar …: each
# has a form of Python ints); both have the blocks' source.
LANE_WORDS = tuple(name for name, word in WORDS.items() if word.result not in ("i64", "s64")) \
    + ("zx16", "sx16", "zx24", "sx24", "zx32", "sx32")
SCALAR_WORDS = ("sx32", "sx64", "lshr64", "overflows32", "mul_hi_u32", "abs_i32")


@functools.lru_cache(maxsize=None)
def moded(name: str) -> bool:
    """Whether word ``name`` reads MODE (calls a ``MODED`` primitive: it rounds as MODE
    says, or follows its IEEE bit): its array form then takes MODE's value first."""
    return any(isinstance(node, Call) and node.word in MODED
               for node in nodes(word_tree(name)))


@functools.lru_cache(maxsize=None)
def word_tree(name: str):
    """The body of word ``name`` with every word it calls replaced by that word's body (its
    sources by the call's operands): a tree of sources, constants, operators, choices and
    primitives only."""
    if name not in WORDS:
        raise IsaError(f"{name!r} is not a word of the lane vocabulary")
    return _expanded(parse(WORDS[name].body))


def _expanded(node):
    if isinstance(node, Call) and node.word in WORDS:
        operands = tuple(_expanded(op) for op in node.operands)
        if len(operands) != len(WORDS[node.word].sources):
            raise IsaError(f"{node.word} takes {len(WORDS[node.word].sources)} operands")
        return _substituted(word_tree(node.word), operands)
    if isinstance(node, Call):
        if node.word not in PRIMITIVES:
            raise IsaError(f"a lane word calls {node.word!r}, which is neither a word nor "
                           f"a primitive")
        return Call(node.word, tuple(_expanded(op) for op in node.operands))
    if isinstance(node, Operation):
        return Operation(node.operator, tuple(_expanded(op) for op in node.operands))
    if isinstance(node, Choice):
        return Choice(_expanded(node.test), _expanded(node.then), _expanded(node.otherwise))
    return node


def _substituted(node, operands):
    if isinstance(node, Source):
        return operands[node.index]
    if isinstance(node, Call):
        return Call(node.word, tuple(_substituted(op, operands) for op in node.operands))
    if isinstance(node, Operation):
        return Operation(node.operator, tuple(_substituted(op, operands)
                                              for op in node.operands))
    if isinstance(node, Choice):
        return Choice(*(_substituted(part, operands)
                        for part in (node.test, node.then, node.otherwise)))
    return node


def value_range(node, sources: tuple) -> tuple[int, int]:
    """The lowest and highest value ``node`` takes when each source ``{n}`` lies in
    ``sources[n]`` (a (lowest, highest) pair), by interval arithmetic: a bound, exact for
    the words' trees where it matters (every form picks its machine types from it)."""
    return _range(node, tuple(sources))


@functools.lru_cache(maxsize=4096)
def _range(node, sources) -> tuple[int, int]:
    if isinstance(node, Source):
        return sources[node.index]
    if isinstance(node, Constant):
        return int(node.value), int(node.value)
    if isinstance(node, Choice):
        (a, b), (c, d) = _range(node.then, sources), _range(node.otherwise, sources)
        return min(a, c), max(b, d)
    if isinstance(node, Call):
        spans = [_range(op, sources) for op in node.operands]
        if node.word == "max":
            return max(s[0] for s in spans), max(s[1] for s in spans)
        if node.word == "min":
            return min(s[0] for s in spans), min(s[1] for s in spans)
        if node.word == "abs":
            (low, high), = spans
            return (0 if low <= 0 <= high else min(abs(low), abs(high))), max(-low, high)
        if node.word in FLOATS:
            return FLOATS[node.word][1]
        kind = TYPES[node.word]
        (low, high), = spans
        return (low, high) if kind[0] <= low and high <= kind[1] else kind
    operator, spans = node.operator, [_range(op, sources) for op in node.operands]
    if operator in COMPARES:
        return 0, 1
    if len(spans) == 1:
        low, high = spans[0]
        return (-high - 1, -low - 1) if operator == "~" else (-high, -low)
    (a, b), (c, d) = spans
    if operator == "+":
        return a + c, b + d
    if operator == "-":
        return a - d, b - c
    if operator == "*":
        corners = (a * c, a * d, b * c, b * d)
        return min(corners), max(corners)
    if operator in ("<<", ">>"):
        if c < 0:
            raise IsaError("a lane word shifts by a count that may be negative")
        if operator == "<<":
            return (a << (d if a < 0 else c)), (b << (d if b > 0 else c))
        return (a >> (c if a < 0 else d)), (b >> (d if b < 0 else c))
    if a >= 0 and c >= 0:   # (& | ^ of non-negative values)
        if operator == "&":
            return 0, min(b, d)
        return 0, (1 << max(b, d).bit_length()) - 1
    if operator == "&" and (a >= 0 or c >= 0):
        return 0, b if a >= 0 else d
    bits = max(abs(x).bit_length() for x in (a, b, c, d)) + 1
    return -(1 << bits), (1 << bits) - 1


def changes_value(call, sources: tuple) -> bool:
    """Whether the wrapping primitive ``call`` (``u32(x)``, ``i32(x)``, …) may change its
    operand's value: whether ``x``'s range (``value_range`` over ``sources``) leaves the
    type's. Where it cannot, every form computes ``x`` itself."""
    low, high = value_range(call.operands[0], sources)
    kind = TYPES[call.word]
    return not (kind[0] <= low and high <= kind[1])


def source_ranges(name: str) -> tuple:
    """Each source's range of word ``name``, by its type."""
    return tuple(TYPES[kind] for kind in WORDS[name].sources)


def python_form(name: str):
    """Word ``name`` as a function of Python ints (each source taken modulo its type's
    size first): the slow, obviously correct form the others are held to."""
    tree, kinds = word_tree(name), WORDS[name].sources

    def word(*values):
        values = tuple(int(v) % (TYPES[kind][1] + 1) if kind[0] in "uf" else int(v)
                       for v, kind in zip(values, kinds))
        return _evaluate(tree, values)
    word.__name__ = name
    return word


def _evaluate(node, values):
    if isinstance(node, Source):
        return values[node.index]
    if isinstance(node, Constant):
        return int(node.value)
    if isinstance(node, Choice):
        return _evaluate(node.then if _evaluate(node.test, values) else node.otherwise,
                         values)
    operands = [_evaluate(op, values) for op in children(node)]
    if isinstance(node, Call):
        if node.word in ("max", "min"):
            return (max if node.word == "max" else min)(operands)
        if node.word == "abs":
            return abs(operands[0])
        if node.word in FLOATS:
            return _REFERENCE_FLOATS[node.word](*operands)
        bits, signed = WRAPS[node.word]
        low = operands[0] % (1 << bits)
        return low - (1 << bits) if signed and low >> (bits - 1) else low
    return _OPERATORS[node.operator](*operands)


_OPERATORS = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "&": lambda a, b: a & b, "|": lambda a, b: a | b, "^": lambda a, b: a ^ b,
    "<<": lambda a, b: a << b, ">>": lambda a, b: a >> b, "~": lambda a: ~a,
    "neg": lambda a: -a, "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b),
    "<": lambda a, b: int(a < b), "<=": lambda a, b: int(a <= b),
    ">": lambda a, b: int(a > b), ">=": lambda a, b: int(a >= b)}


# -- the binary32 primitives on Python ints: the reference (isa/exact_floats.py)
_REFERENCE_FLOATS = {
    "fadd": exact_sum, "fsub": lambda x, y: exact_sum(x, y ^ SIGN), "fmul": exact_product,
    "ffma": exact_fma, "round_f32": lambda x: rounded(Fraction(x)),
    "trunc_f32": lambda x: truncated(x, TRUNC_LIMIT), "f16_of": half_of, "fscale": scaled,
    "frcp": reciprocal, "fsqrt": square_root, "fexp2": power_of_two,
    "ffma_scaled": scaled_fma,
    "if_ieee": lambda x: x}   # (the reference's MODE is the default: IEEE set)
