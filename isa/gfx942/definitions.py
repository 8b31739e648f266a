"""gfx942's definitions of what its lane-local instructions compute, by mnemonic, which
isa/gfx942/ops.py puts on their records: the emulator's interpreter and compiled blocks are
both generated from these strings (emulator/execution/ops/composed.py, exact_integers.py).

``LANES``: a composition of the lane vocabulary (isa/lane_vocabulary.py, each word written
once; emulator/execution/ops/lane_words.py for the few written per form, arrays only),
sources {0}, {1}, {2} in operand order (an accumulating instruction's destination,
``reads_dst``, is its last source), {vcc} the lane's VCC bit. ``LANE_MASKS``: the bit a ``LANES`` instruction with a
lane mask destination (its second operand, ``maskd``: V_DIV_SCALE_F32's VCC) writes there
per active lane, a composition of the same sources, those after the mask. ``EXACT``: an
integer result defined exactly (int64) from the widening vocabulary (zx/sx: a field zero-
or sign-extended) and the dot/SAD sums, and the type whose range clamp saturates it to
(without clamp it wraps to the destination's width).
A record whose second operand is a lane mask destination (``maskd``: the carry
instructions) writes there, per active lane, whether the exact result lies outside that
range (a carry out of an add, a borrow of a subtraction); a mask source is its lane's bit
(a carry or borrow in). ``SCALAR``: a scalar ALU instruction's result, SCC and EXEC, as
expressions of the scalar vocabulary (emulator/execution/ops/scalar_words.py; compiled:
emulator/execution/blocks/scalar_lanes.py). ``LANE``: which lane a lane-access instruction
reads or writes, an expression of the same vocabulary.
"""

LANES = {
    "v_mul_lo_u32": "mul32({0}, {1})", "v_and_b32": "and32({0}, {1})",
    "v_or_b32": "or32({0}, {1})", "v_xor_b32": "xor32({0}, {1})", "v_not_b32": "not32({0})",
    "v_lshlrev_b32": "shl32({1}, {0})", "v_lshrrev_b32": "shr32({1}, {0})",
    "v_ashrrev_i32": "ashr32({1}, {0})",
    "v_lshl_add_u32": "add32(shl32({0}, {1}), {2})", "v_add3_u32": "add3_32({0}, {1}, {2})",
    "v_or3_b32": "or32(or32({0}, {1}), {2})", "v_lshl_or_b32": "or32(shl32({0}, {1}), {2})",
    "v_and_or_b32": "or32(and32({0}, {1}), {2})",
    "v_xad_u32": "add32(xor32({0}, {1}), {2})", "v_add_lshl_u32": "add_lshl({0}, {1}, {2})",
    "v_bfe_u32": "bfe_u32({0}, {1}, {2})", "v_bfe_i32": "bfe_i32({0}, {1}, {2})",
    "v_bfi_b32": "bfi32({0}, {1}, {2})", "v_alignbit_b32": "alignbit({0}, {1}, {2})",
    # (two f16 as they are, the first in the low half: bits, MODE's denormal flushing aside)
    "v_pack_b32_f16": "or32(and32({0}, 65535), shl32({1}, 16))",
    "v_alignbyte_b32": "alignbyte({0}, {1}, {2})", "v_perm_b32": "perm32({0}, {1}, {2})",
    "v_max_u32": "max_u32({0}, {1})", "v_min_u32": "min_u32({0}, {1})",
    "v_max_i32": "max_i32({0}, {1})", "v_min_i32": "min_i32({0}, {1})",
    "v_max3_u32": "max_u32(max_u32({0}, {1}), {2})",
    "v_min3_u32": "min_u32(min_u32({0}, {1}), {2})", "v_med3_u32": "med3_u32({0}, {1}, {2})",
    "v_max3_i32": "max_i32(max_i32({0}, {1}), {2})",
    "v_min3_i32": "min_i32(min_i32({0}, {1}), {2})", "v_med3_i32": "med3_i32({0}, {1}, {2})",
    "v_mul_hi_u32": "mul_hi_u32({0}, {1})", "v_mul_hi_i32": "mul_hi_i32({0}, {1})",
    "v_mul_hi_u32_u24": "mul_hi_u24({0}, {1})", "v_mul_hi_i32_i24": "mul_hi_i24({0}, {1})",
    # (a mask operand is its lane's bit)
    "v_cndmask_b32": "select({2}, {1}, {0})",
    # (moves: the source's bits; 64-bit values: register pairs, with 32-bit counts)
    "v_mov_b32": "{0}", "v_accvgpr_write_b32": "{0}", "v_accvgpr_read_b32": "{0}",
    "v_accvgpr_mov_b32": "{0}", "v_mov_b64": "{0}",
    "v_lshlrev_b64": "shl64({1}, {0})", "v_lshrrev_b64": "shr64({1}, {0})",
    "v_ashrrev_i64": "ashr64({1}, {0})", "v_lshl_add_u64": "lshl_add64({0}, {1}, {2})",
    # (binary32, rounded and quieted as MODE says; K is one of the sources of fmamk/fmaak)
    "v_add_f32": "add_f32({0}, {1})", "v_sub_f32": "sub_f32({0}, {1})",
    "v_subrev_f32": "sub_f32({1}, {0})", "v_mul_f32": "mul_f32({0}, {1})",
    "v_fma_f32": "fma_f32({0}, {1}, {2})", "v_fmamk_f32": "fma_f32({0}, {1}, {2})",
    "v_fmaak_f32": "fma_f32({0}, {1}, {2})", "v_fmac_f32": "fma_f32({0}, {1}, {2})",
    "v_cvt_f32_u32": "cvt_f32_u32({0})", "v_cvt_f32_i32": "cvt_f32_i32({0})",
    "v_cvt_u32_f32": "cvt_u32_f32({0})", "v_cvt_i32_f32": "cvt_i32_f32({0})",
    "v_cvt_f32_f16": "cvt_f32_f16({0})", "v_cvt_f16_f32": "cvt_f16_f32({0})",
    "v_ldexp_f32": "ldexp_f32({0}, {1})",
    "v_max_f32": "max_f32({0}, {1})", "v_min_f32": "min_f32({0}, {1})",
    "v_max3_f32": "max_f32(max_f32({0}, {1}), {2})",
    "v_min3_f32": "min_f32(min_f32({0}, {1}), {2})",
    # (the binary32 transcendentals whose value is IEEE arithmetic; the legacy forms, kept
    # for older shaders, are not described for CDNA3: the same here)
    "v_rcp_f32": "rcp_f32({0})", "v_rcp_iflag_f32": "rcp_f32({0})",
    "v_sqrt_f32": "sqrt_f32({0})", "v_rsq_f32": "rsq_f32({0})",
    "v_exp_f32": "exp_f32({0})", "v_exp_legacy_f32": "exp_f32({0})",
    # (clang's binary32 division's steps; the scale's sources are those after its mask,
    # to which it writes LANE_MASKS' bit; the fma reads its lane's VCC bit, {vcc})
    "v_div_scale_f32": "div_scale_f32({0}, {1}, {2})",
    "v_div_fmas_f32": "div_fmas_f32({0}, {1}, {2}, {vcc})",
    "v_div_fixup_f32": "div_fixup_f32({0}, {1}, {2})",
}

# The instructions of LANES that also write a lane mask (their second operand): each active
# lane's bit, a composition of the same sources.
LANE_MASKS = {"v_div_scale_f32": "div_scale_vcc32({1}, {2})"}

# The integer instructions clamp saturates: each one's exact result (int64) from the
# widening vocabulary (zx/sx: a field zero- or sign-extended), and the type whose range
# clamp saturates it to (without clamp it wraps to the destination's width).
EXACT = {
    "v_add_u32": ("zx32({0}) + zx32({1})", "u32"), "v_sub_u32": ("zx32({0}) - zx32({1})", "u32"),
    "v_subrev_u32": ("zx32({1}) - zx32({0})", "u32"),
    # (sources after the carry-out mask; {2}: the carry or borrow in)
    "v_add_co_u32": ("zx32({0}) + zx32({1})", "u32"),
    "v_addc_co_u32": ("zx32({0}) + zx32({1}) + {2}", "u32"),
    "v_sub_co_u32": ("zx32({0}) - zx32({1})", "u32"),
    "v_subb_co_u32": ("zx32({0}) - zx32({1}) - {2}", "u32"),
    "v_subrev_co_u32": ("zx32({1}) - zx32({0})", "u32"),
    "v_subbrev_co_u32": ("zx32({1}) - zx32({0}) - {2}", "u32"),
    "v_add_i32": ("sx32({0}) + sx32({1})", "i32"), "v_sub_i32": ("sx32({0}) - sx32({1})", "i32"),
    "v_add_u16": ("zx16({0}) + zx16({1})", "u16"), "v_sub_u16": ("zx16({0}) - zx16({1})", "u16"),
    "v_subrev_u16": ("zx16({1}) - zx16({0})", "u16"),
    "v_add_i16": ("sx16({0}) + sx16({1})", "i16"), "v_sub_i16": ("sx16({0}) - sx16({1})", "i16"),
    "v_mul_u32_u24": ("zx24({0}) * zx24({1})", "u32"),
    "v_mul_i32_i24": ("sx24({0}) * sx24({1})", "i32"),
    "v_mad_u32_u24": ("zx24({0}) * zx24({1}) + zx32({2})", "u32"),
    "v_mad_i32_i24": ("sx24({0}) * sx24({1}) + sx32({2})", "i32"),
    "v_mad_u32_u16": ("zx16({0}) * zx16({1}) + zx32({2})", "u32"),
    "v_mad_i32_i16": ("sx16({0}) * sx16({1}) + sx32({2})", "i32"),
    "v_mad_u16": ("zx16({0}) * zx16({1}) + zx16({2})", "u16"),
    "v_mad_legacy_u16": ("zx16({0}) * zx16({1}) + zx16({2})", "u16"),
    "v_mad_i16": ("sx16({0}) * sx16({1}) + sx16({2})", "i16"),
    "v_mad_legacy_i16": ("sx16({0}) * sx16({1}) + sx16({2})", "i16"),
    "v_dot4_i32_i8": ("sdot4({0}, {1}) + sx32({2})", "i32"),
    "v_dot4_u32_u8": ("udot4({0}, {1}) + zx32({2})", "u32"),
    "v_dot8_i32_i4": ("sdot8({0}, {1}) + sx32({2})", "i32"),
    "v_dot8_u32_u4": ("udot8({0}, {1}) + zx32({2})", "u32"),
    "v_dot2_i32_i16": ("sdot2({0}, {1}) + sx32({2})", "i32"),
    "v_dot2_u32_u16": ("udot2({0}, {1}) + zx32({2})", "u32"),
    # (d += dot(a, b): the destination is the third source)
    "v_dot4c_i32_i8": ("sdot4({0}, {1}) + sx32({2})", "i32"),
    "v_dot8c_i32_i4": ("sdot8({0}, {1}) + sx32({2})", "i32"),
    "v_dot2c_i32_i16": ("sdot2({0}, {1}) + sx32({2})", "i32"),
    "v_sad_u8": ("sad8({0}, {1}) + zx32({2})", "u32"),
    "v_sad_u16": ("sad16({0}, {1}) + zx32({2})", "u32"),
    "v_msad_u8": ("msad8({0}, {1}) + zx32({2})", "u32"),
    "v_sad_hi_u8": ("(sad8({0}, {1}) << 16) + zx32({2})", "u32"),
    "v_sad_u32": ("abs(zx32({0}) - zx32({1})) + zx32({2})", "u32"),
}


# The scalar ALU instructions defined by an expression: (D, SCC[, EXEC]), sources {0}, {1} in
# operand order (an instruction that reads its destination: it last), {scc} the SCC read and
# {exec} the EXEC read. SCC "" stays as it was, "nz" is D != 0, "exec" the new EXEC != 0.
# Each is evaluated on Python ints in the interpreter and on int64 in compiled blocks
# (emulator/execution/ops/scalar_words.py and emulator/execution/blocks/scalar_lanes.py:
# the same names), so every result is masked to its width and every helper means the same
# in both.
_LOGIC = {"and": "{0} & {1}", "or": "{0} | {1}", "xor": "{0} ^ {1}",
          "andn2": "{0} & ~{1}", "orn2": "{0} | ~{1}", "nand": "~({0} & {1})",
          "nor": "~({0} | {1})", "xnor": "~({0} ^ {1})"}
_RELATIONS = {"eq": "==", "lg": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}
SCALAR = {
    "s_add_u32": ("({0} + {1}) & MASK32", "{0} + {1} > MASK32"),
    "s_addc_u32": ("({0} + {1} + {scc}) & MASK32", "{0} + {1} + {scc} > MASK32"),
    "s_sub_u32": ("({0} - {1}) & MASK32", "{1} > {0}"),
    "s_subb_u32": ("({0} - {1} - {scc}) & MASK32", "{1} + {scc} > {0}"),
    # (signed: SCC is the overflow)
    "s_add_i32": ("(sx32({0}) + sx32({1})) & MASK32", "overflows32(sx32({0}) + sx32({1}))"),
    "s_sub_i32": ("(sx32({0}) - sx32({1})) & MASK32", "overflows32(sx32({0}) - sx32({1}))"),
    "s_addk_i32": ("(sx32({1}) + sx32({0})) & MASK32", "overflows32(sx32({1}) + sx32({0}))"),
    "s_mul_i32": ("(sx32({0}) * sx32({1})) & MASK32", ""),
    "s_mulk_i32": ("(sx32({1}) * sx32({0})) & MASK32", ""),
    "s_mul_hi_u32": ("mul_hi_u32({0}, {1})", ""),
    "s_mul_hi_i32": ("((sx32({0}) * sx32({1})) >> 32) & MASK32", ""),
    "s_lshl_b32": ("({0} << ({1} & 31)) & MASK32", "nz"),
    "s_lshr_b32": ("{0} >> ({1} & 31)", "nz"),
    "s_ashr_i32": ("(sx32({0}) >> ({1} & 31)) & MASK32", "nz"),
    "s_lshl_b64": ("({0} << ({1} & 63)) & MASK64", "nz"),
    "s_lshr_b64": ("lshr64({0}, {1} & 63)", "nz"),
    "s_ashr_i64": ("(sx64({0}) >> ({1} & 63)) & MASK64", "nz"),
    "s_not_b32": ("~{0} & MASK32", "nz"), "s_not_b64": ("~{0} & MASK64", "nz"),
    # (min/max: SCC says whether the first source was chosen)
    "s_min_i32": ("{0} if sx32({0}) < sx32({1}) else {1}", "sx32({0}) < sx32({1})"),
    "s_min_u32": ("{0} if {0} < {1} else {1}", "{0} < {1}"),
    "s_max_i32": ("{0} if sx32({0}) >= sx32({1}) else {1}", "sx32({0}) >= sx32({1})"),
    "s_max_u32": ("{0} if {0} >= {1} else {1}", "{0} >= {1}"),
    "s_absdiff_i32": ("abs_i32(sx32(({0} - {1}) & MASK32))", "nz"),
    "s_abs_i32": ("abs_i32(sx32({0}))", "nz"),
    "s_sext_i32_i8": ("((({0} & 0xFF) ^ 0x80) - 0x80) & MASK32", ""),
    "s_sext_i32_i16": ("((({0} & 0xFFFF) ^ 0x8000) - 0x8000) & MASK32", ""),
    "s_pack_ll_b32_b16": ("({0} & 0xFFFF) | ({1} & 0xFFFF) << 16", ""),
    "s_pack_lh_b32_b16": ("({0} & 0xFFFF) | ({1} >> 16) << 16", ""),
    "s_pack_hh_b32_b16": ("({0} >> 16) | ({1} >> 16) << 16", ""),
    "s_bfm_b32": ("(((1 << ({0} & 31)) - 1) << ({1} & 31)) & MASK32", ""),
    "s_bfm_b64": ("(((1 << ({0} & 63)) - 1) << ({1} & 63)) & MASK64", ""),
    "s_cselect_b32": ("{0} if {scc} else {1}", ""),
    "s_cselect_b64": ("{0} if {scc} else {1}", ""),
    "s_mov_b32": ("{0}", ""), "s_mov_b64": ("{0}", ""), "s_movk_i32": ("{0}", ""),
    # (the destination kept when SCC is 0: it is the last source)
    "s_cmov_b32": ("{0} if {scc} else {1}", ""), "s_cmov_b64": ("{0} if {scc} else {1}", ""),
    "s_cmovk_i32": ("{0} if {scc} else {1}", ""),
    "s_cmp_eq_u64": ("", "{0} == {1}"), "s_cmp_lg_u64": ("", "{0} != {1}"),
    "s_bitcmp0_b32": ("", "(({0} >> ({1} & 31)) & 1) == 0"),
    "s_bitcmp1_b32": ("", "(({0} >> ({1} & 31)) & 1) == 1"),
    "s_bitcmp0_b64": ("", "(lshr64({0}, {1} & 63) & 1) == 0"),
    "s_bitcmp1_b64": ("", "(lshr64({0}, {1} & 63) & 1) == 1"),
}
SCALAR.update({f"s_{name}_b32": (f"({logic}) & MASK32", "nz") for name, logic in _LOGIC.items()})
SCALAR.update({f"s_{name}_b64": (f"({logic}) & MASK64", "nz") for name, logic in _LOGIC.items()})
SCALAR.update({f"s_lshl{n}_add_u32": (f"(({{0}} << {n}) + {{1}}) & MASK32",
                                      f"({{0}} << {n}) + {{1}} > MASK32") for n in (1, 2, 3, 4)})
for _cond, _op in _RELATIONS.items():
    SCALAR[f"s_cmp_{_cond}_u32"] = ("", f"{{0}} {_op} {{1}}")
    SCALAR[f"s_cmp_{_cond}_i32"] = ("", f"sx32({{0}}) {_op} sx32({{1}})")
    # (the u32 forms zero-extend their 16-bit constant)
    SCALAR[f"s_cmpk_{_cond}_u32"] = ("", f"{{0}} {_op} ({{1}} & 0xFFFF)")
    SCALAR[f"s_cmpk_{_cond}_i32"] = ("", f"sx32({{0}}) {_op} sx32({{1}})")
# (EXEC's save and restore: D = the old EXEC, or for wrexec the new one)
_EXEC = {"and": "{0} & {exec}", "or": "{0} | {exec}", "xor": "{0} ^ {exec}",
         "andn2": "{0} & ~{exec}", "orn2": "{0} | ~{exec}", "nand": "~({0} & {exec})",
         "nor": "~({0} | {exec})", "xnor": "~({0} ^ {exec})", "andn1": "~{0} & {exec}",
         "orn1": "~{0} | {exec}"}
SCALAR.update({f"s_{name}_saveexec_b64": ("{exec}", "exec", f"({new}) & MASK64")
               for name, new in _EXEC.items()})
SCALAR.update({f"s_{name}_wrexec_b64": (f"({_EXEC[name]}) & MASK64", "nz",
                                        f"({_EXEC[name]}) & MASK64")
               for name in ("andn1", "andn2")})

# (v_readlane / v_writelane: the lane a scalar source names, modulo 64; v_readfirstlane:
# EXEC's lowest active lane, lane 0 when none is)
LANE = {"v_readlane_b32": "{1} & 63", "v_writelane_b32": "{1} & 63",
        "v_readfirstlane_b32": "first_lane({exec})"}
