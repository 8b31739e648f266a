"""gfx942's scalar, vector, memory and control instructions around MFMA: one record each
(isa.records), in LLVM's operand order."""

from __future__ import annotations

from dataclasses import replace

from ..hazards import DGEMM_TO_FMA64
from ..conditions import FLOAT_CONDITIONS, INT_CONDITIONS
from .definitions import EXACT, LANE, LANE_MASKS, LANES, SCALAR
from ..records import OpSpec, Unit, ops
from .matrix import ACC_MOVES
from .memory import MEMORY_OPS
from .opcodes import OPCODES
from .modifier_facts import with_modifier_facts
from .scalar_ops import SCALAR_OPS
from ..table import AccOperand

def _compares(kind: str, conditions) -> list:
    """v_cmp_* and v_cmpx_* (the result also to EXEC) records of one operand type, each
    naming its condition (isa/conditions.py) and the type it compares."""
    width = kind[1:]
    src = f"src:{'f' if kind[0] == 'f' else 'b'}{width}"
    floats = kind[0] == "f"
    records = []
    for prefix, writes in (("v_cmp", ""), ("v_cmpx", "exec")):
        for condition in conditions:
            (record,) = ops("VOPC", f"maskd {src} {src}", f"{prefix}_{condition}_{kind}",
                            floats, writes=writes)
            records.append(replace(record, condition=condition, compared=kind))
    return records


def _classes(kind: str) -> list:
    """v_cmp_class_*: whether src0 is of a class src1's bits name."""
    src = f"src:{kind}"
    return (ops("VOPC", f"maskd {src} src:b32", f"v_cmp_class_{kind}", True)
            + ops("VOPC", f"maskd {src} src:b32", f"v_cmpx_class_{kind}", True,
                  writes="exec"))

_PACKED = frozenset(("op_sel", "op_sel_hi"))
_PACKED_FLOAT = _PACKED | {"neg_lo", "neg_hi"}

# Why a result may differ from the hardware's (OpSpec.inexact: the fidelity report)
_TRANS_F32 = "correctly rounded, hardware may differ by 1 ulp"
_TRANS_F16 = "rounded once from binary64, hardware may differ by 1 ulp"
_TRANS_F64 = "correctly rounded here (rsq within 1 ulp); the hardware approximates"
_TRANS_SINCOS = "rounded once from binary64, hardware may differ in the last bits"
_FP8_PACKING = "fp8 packing not verified on hardware"
_DOT2_F16 = "its internal rounding is not characterised on hardware"

_TRAP_RETURN = "it returns from a trap handler, and no trap handler is modelled"
_FORK_JOIN = "fork/join (a removed GCN control-flow scheme) is not modelled"
# (encoding, operands, mnemonic, why running it stops the run)
_UNMODELLED = (
    ("SOPP", "imm16", "s_sethalt",
     "halting a wave is for a debugger, which the emulator does not attach"),
    ("SOPC", "ssrc:b32 ssrc:b32", "s_setvskip", "vector skip is a debugger feature, not modelled"),
    ("SOP1", "sreg:b64", "s_rfe_b64", _TRAP_RETURN),
    ("SOP2", "ssrc:b64 ssrc:b32", "s_rfe_restore_b64", _TRAP_RETURN),   # (llvm-mc: any)
    ("SOP2", "ssrc:b64 ssrc:b64", "s_cbranch_g_fork", _FORK_JOIN),   # (SOP2: llvm-mc)
    ("SOPK", "sreg:b64 label", "s_cbranch_i_fork", _FORK_JOIN),
    ("SOP1", "sreg:b32", "s_cbranch_join", _FORK_JOIN),
    ("SOPP", "", "s_endpgm_ordered_ps_done",
     "it ends a pixel shader in order, which a compute wave is not"),
)

OPS: tuple[OpSpec, ...] = tuple(
    ops("VOP1", "vdst src:b32", "v_mov_b32", summary="copy")
    + ops("VOP1", "vdst64 src:b64", "v_mov_b64", summary="copy 64 bits", forms="e32 e64 dpp")
    + ops("VOP1", "vdst src:f16", "v_cvt_f32_f16", True, "f16 (low half) to f32")
    + ops("VOP1", "vdst src:f32", "v_cvt_f16_f32", True, "f32 to f16, nearest-even, into the low half")
    + ops("VOP1", "vdst src:b32", "v_cvt_f32_fp8", False,
           "one fp8 byte (src0_sel) to f32", modifiers={"src0_sel"}, format="fp8")
    + ops("VOP1", "vdst src:b32", "v_cvt_f32_bf8", False,
           "one bf8 byte (src0_sel) to f32", modifiers={"src0_sel"}, format="bf8")
    + ops("VOP1", "sdst vsrc:b32", "v_readfirstlane_b32", summary="first active lane to SGPR",
           forms="e32")
    + ops("VOP2", "vdst src:f32 src:f32", "v_add_f32 v_sub_f32 v_mul_f32", True)
    + ops("VOP2", "vdst src:f32 src:f32", "v_fmac_f32", True, "d = fma(a, b, d)",
           reads_dst=True, forms="e32 e64 dpp")   # (no SDWA form: llvm-mc)
    + ops("VOP2", "vdst src:b32 src:b32",
           "v_add_u32 v_sub_u32 v_lshlrev_b32 v_lshrrev_b32 v_ashrrev_i32 v_and_b32 v_or_b32 "
           "v_xor_b32")
    + ops("VOP2", "vdst src:f32 src:f32 mask", "v_cndmask_b32", True,
           "mask ? src1 : src0 (neg/abs act on the bits, as on floats)", optional_vcc=True)
    + _compares("f32", FLOAT_CONDITIONS) + _compares("f64", FLOAT_CONDITIONS)
    + _compares("i32", INT_CONDITIONS) + _compares("u32", INT_CONDITIONS)
    + _compares("i64", INT_CONDITIONS) + _compares("u64", INT_CONDITIONS)
    + _classes("f32") + _classes("f64")
    # 16-bit arithmetic: the low halves of the sources; the result to the low half of the
    # destination, the high half zeroed (emulator/execution/ops/valu16.py)
    + _compares("f16", FLOAT_CONDITIONS) + _compares("i16", INT_CONDITIONS)
    + _compares("u16", INT_CONDITIONS) + _classes("f16")
    + ops("VOP2", "vdst src:f16 src:f16", "v_add_f16 v_sub_f16 v_subrev_f16 v_mul_f16 "
          "v_max_f16 v_min_f16", True)
    + ops("VOP2", "vdst src:f16 src:b16", "v_ldexp_f16", True, "src0 · 2^src1 (i16)")
    + ops("VOP2", "vdst src:f16 src:f16", "v_mac_f16", True,
          "d = src0 · src1 + d, the product rounded first", reads_dst=True,
          forms="e32 e64 dpp")
    + ops("VOP2", "vdst src:b16 src:b16", "v_add_u16 v_sub_u16 v_subrev_u16 v_mul_lo_u16 "
          "v_lshlrev_b16 v_lshrrev_b16 v_ashrrev_i16 v_max_u16 v_max_i16 v_min_u16 v_min_i16")
    + ops("VOP1", "vdst src:f16", "v_rcp_f16 v_sqrt_f16 v_rsq_f16 v_log_f16 v_exp_f16 "
          "v_sin_f16 v_cos_f16", True, unit=Unit.TRANS,
          summary="approximate in hardware; here rounded once from binary64",
          inexact=_TRANS_F16)
    + ops("VOP1", "vdst src:f16", "v_frexp_mant_f16 v_frexp_exp_i16_f16 v_floor_f16 "
          "v_ceil_f16 v_trunc_f16 v_rndne_f16 v_fract_f16 v_cvt_u16_f16 v_cvt_i16_f16 "
          "v_cvt_norm_i16_f16 v_cvt_norm_u16_f16", True)
    + ops("VOP1", "vdst src:b16", "v_cvt_f16_u16 v_cvt_f16_i16")
    + ops("VOP1", "vdst src:f32", "v_fract_f32", True, "x − floor(x), below 1")
    + ops("VOP1", "vdst64 src:f64", "v_fract_f64", True, "x − floor(x), below 1",
          forms="e32 e64 dpp")
    + ops("VOP3", "vdst src:f16 src:f16 src:f16", "v_fma_f16 v_fma_legacy_f16", True)
    + ops("VOP3", "vdst src:f16 src:f16 src:f16", "v_mad_f16 v_mad_legacy_f16", True,
          "src0 · src1 + src2, the product rounded first")
    + ops("VOP3", "vdst src:f16 src:f16 src:f16", "v_max3_f16 v_min3_f16 v_med3_f16", True)
    + ops("VOP3", "vdst src:f32 src:f32 src:f32", "v_med3_f32", True,
          "the median (IEEE mode: a NaN input gives the minimum of the other two)")
    + ops("VOP3", "vdst src:f16 src:f16 src:f16", "v_div_fixup_f16 v_div_fixup_legacy_f16",
          True, "the special cases of S2 / S1, else S0 with the quotient's sign")
    + ops("VOP3", "vdst src:b16 src:b16 src:b16", "v_max3_i16 v_max3_u16 v_min3_i16 "
          "v_min3_u16 v_med3_i16 v_med3_u16")
    + ops("VOP3", "vdst src:b16 src:b16 src:b32", "v_mad_u32_u16 v_mad_i32_i16",
          summary="a 16 × 16-bit product plus a 32-bit addend, 32 bits out")
    + ops("VOP3", "vdst src:b16 src:b16", "v_add_i16 v_sub_i16")
    + ops("VOP3", "vdst src:f32 src:f32 src:f32", "v_fma_f32", True)
    + ops("VOP3", "vdst src:b32 src:b32", "v_mul_lo_u32 v_mbcnt_lo_u32_b32 v_mbcnt_hi_u32_b32")
    + ops("VOP3", "vdst64 sdst64 src:b32 src:b32 src:b64", "v_mad_u64_u32 v_mad_i64_i32")
    + ops("VOP3", "vdst src:b32 src:b32 src:b32", "v_mad_u32_u24 v_mad_i32_i24")
    + ops("VOP3", "vdst src:b32 src:b32", "v_add_i32 v_sub_i32")
    + ops("VOP2", "vdst src:f32 src:f32", "v_subrev_f32", True)
    + ops("VOP3", "vdst src:f32 src:f32 src:f32", "v_max3_f32 v_min3_f32", True,
          "v_max_f32 (v_min_f32) of the first two, then of that and the third")
    + ops("VOP3", "vdst src:b32 src:b32 src:b32",
           "v_lshl_add_u32 v_perm_b32 v_add3_u32 v_or3_b32 v_lshl_or_b32 v_bfe_u32")
    + ops("VOP2", "vdst maskd src:b32 src:b32", "v_add_co_u32 v_sub_co_u32",
           summary="32-bit add/subtract with the carry (borrow) out in the mask")
    + ops("VOP2", "vdst maskd src:b32 src:b32 mask", "v_addc_co_u32",
           summary="add with carry in and out")
    + ops("VOP3", "vdst64 src:b64 src:b32 src:b64", "v_lshl_add_u64")
    + ops("VOP2", "vdst src:b32 src:b32",
          "v_max_i32 v_min_i32 v_max_u32 v_min_u32 v_subrev_u32 v_mul_u32_u24 v_mul_i32_i24 "
          "v_mul_hi_u32_u24 v_mul_hi_i32_i24")
    + ops("VOP2", "vdst maskd src:b32 src:b32", "v_subrev_co_u32",
          summary="src1 - src0 with the borrow out in the mask")
    + ops("VOP2", "vdst maskd src:b32 src:b32 mask", "v_subb_co_u32 v_subbrev_co_u32",
          summary="subtract with borrow in and out")
    + ops("VOP1", "vdst src:b32",
          "v_not_b32 v_bfrev_b32 v_ffbh_u32 v_ffbl_b32 v_ffbh_i32 v_cvt_f32_u32 v_cvt_f32_i32 "
          "v_cvt_f32_ubyte0 v_cvt_f32_ubyte1 v_cvt_f32_ubyte2 v_cvt_f32_ubyte3")
    + ops("VOP1", "vdst src:f32", "v_cvt_u32_f32 v_cvt_i32_f32", True,
          "toward zero, saturating; NaN gives 0")
    + ops("VOP1", "vdst src:f32", "v_cvt_flr_i32_f32 v_cvt_rpi_i32_f32", True,
          "floor(src) / floor(src + 0.5) to i32, saturating; NaN gives 0")
    + ops("VOP3", "vdst src:f32 src:f32", "v_cvt_pkrtz_f16_f32", True,
          "two f32 to two f16 rounded toward zero, src0 in the low half")
    + ops("VOP3", "vdst src:b32 src:b32", "v_mul_hi_u32 v_mul_hi_i32")
    + ops("VOP3", "vdst src:b32 src:b32", "v_bcnt_u32_b32", summary="popcount(src0) + src1")
    + ops("VOP2", "vdst src:f32 src:f32", "v_max_f32 v_min_f32", True,
          "IEEE mode: a signalling NaN gives itself quieted, a quiet one the other input; "
          "+0 > −0")
    + ops("VOP3", "vdst src:f32 src:b32", "v_ldexp_f32", True, "src0 · 2^src1, rounded once")
    + ops("VOP1", "vdst src:f32", "v_frexp_mant_f32 v_floor_f32 v_ceil_f32 v_trunc_f32 "
          "v_rndne_f32", True)
    + ops("VOP1", "vdst src:f32", "v_frexp_exp_i32_f32", True)
    # transcendentals (quarter rate): the hardware is within 1 ulp; the emulator returns
    # the correctly rounded value (rsq: of the rounded sqrt) after flushing denormals
    + ops("VOP1", "vdst src:f32", "v_rcp_f32 v_rcp_iflag_f32 v_sqrt_f32 v_rsq_f32 v_exp_f32 "
          "v_log_f32", True, unit=Unit.TRANS,
          summary="approximate in hardware (1 ulp); here correctly rounded, denormals flushed",
          inexact=_TRANS_F32)
    + ops("VOP1", "vdst64 src:f64", "v_rcp_f64 v_rsq_f64 v_sqrt_f64", True, forms="e32 e64 dpp",
          unit=Unit.TRANS, summary="approximate in hardware (2^29 ulp); here rcp and sqrt "
          "correctly rounded, rsq within 1 ulp; denormals kept", inexact=_TRANS_F64)
    + ops("VOP1", "vdst src:f32", "v_sin_f32 v_cos_f32", True, unit=Unit.TRANS,
          summary="sin/cos(2π·x): approximate in hardware; here rounded once from binary64",
          inexact=_TRANS_SINCOS)
    + ops("VOP3", "vdst64 src:f64 src:b32", "v_trig_preop_f64", True,
          "segment src1 of 2/π (53 bits) scaled for src0's argument reduction")
    # the division steps (emulator/execution/ops/division.py states the rules)
    + ops("VOP3", "vdst maskd src:f32 src:f32 src:f32", "v_div_scale_f32", True,
          "scale n or d by 2^±64 for division; VCC: the quotient is scaled")
    + ops("VOP3", "vdst64 maskd src:f64 src:f64 src:f64", "v_div_scale_f64", True,
          "scale n or d by 2^±128 for division; VCC: the quotient is scaled")
    + ops("VOP3", "vdst src:f32 src:f32 src:f32", "v_div_fmas_f32", True,
          "fma, unscaled by 2^±64 in VCC lanes", reads="vcc")
    + ops("VOP3", "vdst64 src:f64 src:f64 src:f64", "v_div_fmas_f64", True,
          "fma, unscaled by 2^±128 in VCC lanes", reads="vcc")
    + ops("VOP3", "vdst src:f32 src:f32 src:f32", "v_div_fixup_f32", True,
          "the special cases of S2 / S1, else S0 with the quotient's sign")
    + ops("VOP3", "vdst64 src:f64 src:f64 src:f64", "v_div_fixup_f64", True,
          "the special cases of S2 / S1, else S0 with the quotient's sign")
    # f64 (the hazard after a DGEMM MFMA names v_fma_f64 / v_fmac_f64)
    + ops("VOP3", "vdst64 src:f64 src:f64", "v_add_f64 v_mul_f64", True)
    + ops("VOP3", "vdst64 src:f64 src:f64", "v_max_f64 v_min_f64", True,
          "IEEE mode, as v_max_f32 / v_min_f32")
    + ops("VOP3", "vdst64 src:f64 src:f64 src:f64", "v_fma_f64", True,
          hazard_consumer=DGEMM_TO_FMA64)
    + ops("VOP2", "vdst64 src:f64 src:f64", "v_fmac_f64", True, "d = fma(a, b, d)",
          reads_dst=True, forms="e32 e64 dpp", hazard_consumer=DGEMM_TO_FMA64)
    + ops("VOP3", "vdst64 src:f64 src:b32", "v_ldexp_f64", True)
    + ops("VOP1", "vdst64 src:f64", "v_floor_f64 v_ceil_f64 v_trunc_f64 v_rndne_f64 "
          "v_frexp_mant_f64", True, forms="e32 e64 dpp")
    + ops("VOP1", "vdst src:f64", "v_frexp_exp_i32_f64 v_cvt_f32_f64 v_cvt_i32_f64 "
          "v_cvt_u32_f64", True, forms="e32 e64 dpp")
    + ops("VOP1", "vdst64 src:f32", "v_cvt_f64_f32", True, forms="e32 e64 dpp")
    + ops("VOP1", "vdst64 src:b32", "v_cvt_f64_i32 v_cvt_f64_u32", forms="e32 e64 dpp",
          modifiers=frozenset())
    + ops("VOP3", "vdst64 src:b32 src:b64", "v_lshlrev_b64 v_lshrrev_b64 v_ashrrev_i64")
    + ops("VOP3", "vdst src:b32 src:b32 src:b32",
          "v_bfe_i32 v_bfi_b32 v_alignbit_b32 v_alignbyte_b32 v_max3_i32 v_max3_u32 "
          "v_min3_i32 v_min3_u32 v_med3_i32 v_med3_u32 v_xad_u32 v_and_or_b32 v_add_lshl_u32 "
          "v_sad_u32")
    + ops("VOP3", "vdst src:f16 src:f16", "v_pack_b32_f16", True)
    + ops("VOP3", "vdst src:f32 src:f32", "v_cvt_pk_fp8_f32", True,
           "two f32 to two fp8 bytes (op_sel picks the half)", modifiers={"op_sel"},
           reads_dst=True, format="fp8", inexact=_FP8_PACKING)
    + ops("VOP3", "vdst src:f32 src:f32", "v_cvt_pk_bf8_f32", True,
           "two f32 to two bf8 bytes (op_sel picks the half)", modifiers={"op_sel"},
           reads_dst=True, format="bf8", inexact=_FP8_PACKING)
    # (the lane is named by an operand: EXEC is not read; llvm-mc also takes _e32)
    + ops("VOP3", "sdst vsrc:b32 ssrc:b32", "v_readlane_b32", forms="e32", exec_read=False)
    + ops("VOP3", "vdst ssrc:b32 ssrc:b32", "v_writelane_b32", forms="e32", exec_read=False)
    + list(SCALAR_OPS)
    + ops("VOP1", "", "v_nop", forms="e32 e64 sdwa", modifiers=frozenset(),
          summary="no effect here")
    + ops("VOP1", "", "v_clrexcp", forms="e32 e64", modifiers=frozenset(),   # (llvm-mc:
          summary="no effect here")                                         # no SDWA)
    + ops("DS", "", "ds_nop", summary="no effect")
    # arithmetic on the bytes and halves of dwords (emulator/execution/ops/elements.py)
    + ops("VOP1", "vdst vdst", "v_swap_b32", summary="exchange two VGPRs", reads_dst=True,
          forms="e32", modifiers=frozenset())
    + ops("VOP2", "vdst src:b32 src:b32", "v_xnor_b32")
    + ops("VOP3", "vdst src:b32 src:b32", "v_bfm_b32", summary="((1 << s0) − 1) << s1")
    + ops("VOP3", "vdst src:f32 src:f32", "v_mul_legacy_f32", True, "0 · anything = +0 "
          "(DX9), else IEEE")
    + ops("VOP3", "vdst src:b32 src:b32 src:b32", "v_sad_u8 v_sad_hi_u8 v_sad_u16 v_msad_u8 "
          "v_lerp_u8", summary="sums of absolute differences / averages of packed elements")
    + ops("VOP1", "vdst src:b32", "v_sat_pk_u8_i16", summary="two i16 saturated to u8")
    + ops("VOP3P", "vdst src:b32 src:b32 src:b32", "v_dot4_i32_i8 v_dot4_u32_u8 v_dot8_i32_i4 "
          "v_dot8_u32_u4 v_dot2_i32_i16 v_dot2_u32_u16",
          summary="dot product of packed elements plus src2 (wrapping)")
    + ops("VOP2", "vdst src:b32 src:b32", "v_dot4c_i32_i8 v_dot8c_i32_i4 v_dot2c_i32_i16",
          summary="d += dot product of packed elements", reads_dst=True, forms="e32 e64 dpp")
    + ops("VOP3", "vdst src:b32 src:b32", "v_cvt_pk_u16_u32 v_cvt_pk_i16_i32",
          summary="two 32-bit integers saturated to 16 bits, src0 low")
    + ops("VOP3", "vdst src:f32 src:f32", "v_cvt_pknorm_i16_f32 v_cvt_pknorm_u16_f32", True,
          "two floats to normalized 16-bit integers, src0 low")
    + ops("VOP3", "vdst src:f16 src:f16", "v_cvt_pknorm_i16_f16 v_cvt_pknorm_u16_f16", True,
          "two halves to normalized 16-bit integers, src0 low")
    + ops("VOP3", "vdst src:f32 src:b32 src:b32", "v_cvt_pk_u8_f32", True,
          "src0 to a u8 (nearest even, saturating) into byte src1[1:0] of src2")
    + ops("VOP1", "vdst src:b32", "v_cvt_off_f32_i4", summary="src0[3:0] as a signed "
          "multiple of 1/16")
    + ops("VOP1", "vdst64 src:b32", "v_cvt_pk_f32_fp8", summary="two fp8 bytes (the word "
          "src0_sel picks) to two f32", modifiers={"src0_sel"}, format="fp8")
    + ops("VOP1", "vdst64 src:b32", "v_cvt_pk_f32_bf8", summary="two bf8 bytes (the word "
          "src0_sel picks) to two f32", modifiers={"src0_sel"}, format="bf8")
    + ops("VOP2", "vdst src:f16 vsrc:f16 k:f16", "v_madak_f16", summary="src0 · src1 + K "
          "(the product rounded first)", forms="e32", modifiers=frozenset())
    + ops("VOP2", "vdst src:f16 k:f16 vsrc:f16", "v_madmk_f16", summary="src0 · K + src1 "
          "(the product rounded first)", forms="e32", modifiers=frozenset())
    + ops("VOP2", "vdst src:f16 vsrc:f16", "v_pk_fmac_f16", summary="d = fma(a, b, d) on "
          "both halves", reads_dst=True, forms="e32", modifiers=frozenset(), named_e32=True,
          packed=True)
    + ops("VOP3", "vdst src:f32 src:f32 src:f32", "v_cubeid_f32 v_cubesc_f32 v_cubetc_f32 "
          "v_cubema_f32", True, "cube map face / coordinates / major axis of (x, y, z)")
    + ops("VOP3", "vdst64 src:b64 src:b32 src:b64", "v_qsad_pk_u16_u8 v_mqsad_pk_u16_u8",
          summary="four byte SADs over sliding windows, 16-bit results")
    + ops("VOP3", "vdst128 src:b64 src:b32 vsrc128", "v_mqsad_u32_u8",
          summary="four masked byte SADs over sliding windows, each plus a dword of src2",
          modifiers={"clamp"})
    # VGPR indexing (ISA 6.6): VALU operands offset by M0[7:0] while enabled
    + ops("SOPC", "ssrc:b32 gprmode", "s_set_gpr_idx_on", reads="m0", writes="m0",
          summary="enable VGPR indexing: M0[7:0] = index, M0[15:12] = the operands offset")
    + ops("SOPP", "", "s_set_gpr_idx_off", summary="disable VGPR indexing")
    + ops("SOPP", "gprmode", "s_set_gpr_idx_mode", reads="m0", writes="m0",
          summary="M0[15:12] = the operands VGPR indexing offsets")
    + ops("SOP1", "ssrc:b32", "s_set_gpr_idx_idx", reads="m0", writes="m0",
          summary="M0[7:0] = the VGPR index")
    + ops("VOP2", "vdst src:f32 k:f32 vsrc:f32", "v_fmamk_f32", summary="fma(src0, K, src1)",
          forms="e32", modifiers=frozenset())
    + ops("VOP2", "vdst src:f32 vsrc:f32 k:f32", "v_fmaak_f32", summary="fma(src0, src1, K)",
          forms="e32", modifiers=frozenset())
    + ops("VOP3", "vdst src:b16 src:b16 src:b16", "v_mad_u16 v_mad_i16 v_mad_legacy_u16 "
          "v_mad_legacy_i16", summary="16-bit multiply-add, wrapping; the high half zeroed")
    # packed math (VOP3P): two elements per operand, chosen by op_sel (low result) and
    # op_sel_hi (high result), negated by neg_lo / neg_hi (emulator/execution/ops/packed.py)
    + ops("VOP3P", "vdst src:f16 src:f16", "v_pk_add_f16 v_pk_mul_f16 v_pk_min_f16 "
          "v_pk_max_f16", modifiers=_PACKED_FLOAT, packed=True)
    + ops("VOP3P", "vdst src:f16 src:f16 src:f16", "v_pk_fma_f16", modifiers=_PACKED_FLOAT,
          packed=True)
    + ops("VOP3P", "vdst src:b16 src:b16", "v_pk_add_u16 v_pk_add_i16 v_pk_sub_u16 "
          "v_pk_sub_i16 v_pk_mul_lo_u16 v_pk_min_u16 v_pk_min_i16 v_pk_max_u16 v_pk_max_i16 "
          "v_pk_lshlrev_b16 v_pk_lshrrev_b16 v_pk_ashrrev_i16", modifiers=_PACKED, packed=True)
    + ops("VOP3P", "vdst src:b16 src:b16 src:b16", "v_pk_mad_u16 v_pk_mad_i16",
          modifiers=_PACKED, packed=True)
    + ops("VOP3P", "vdst64 src:v2f32 src:v2f32 src:v2f32", "v_pk_fma_f32",
          modifiers=_PACKED_FLOAT)
    + ops("VOP3P", "vdst64 src:v2f32 src:v2f32", "v_pk_mul_f32 v_pk_add_f32",
          modifiers=_PACKED_FLOAT)
    + ops("VOP3P", "vdst64 src:v2b32 src:v2b32", "v_pk_mov_b32", modifiers=_PACKED)
    # the PC as a byte address (isa.addresses): calls and returns
    + ops("SOP1", "sdst64", "s_getpc_b64", summary="the address of the next instruction",
          reads_pc=True)
    + ops("SOP1", "sreg:b64", "s_setpc_b64", unit=Unit.BRANCH,
          summary="jump to an address (a return: s_setpc_b64 s[30:31])", reads_pc=True)
    + ops("SOP1", "sdst64 ssrc:b64", "s_swappc_b64", unit=Unit.BRANCH,
          summary="call: the next address to sdst, jump to the source's", reads_pc=True)
    + ops("SOPK", "sdst64 label", "s_call_b64", unit=Unit.BRANCH,
          summary="call: the next address to sdst, jump to the label", reads_pc=True)
    + ops("SOPP", "imm16", "s_nop", unit=Unit.NOP)
    + ops("SOPP", "waitcnt", "s_waitcnt", unit=Unit.WAITCNT)
    + ops("SOPP", "endpgm", "s_endpgm", unit=Unit.END)
    + ops("SOPP", "", "s_barrier", unit=Unit.BARRIER)
    + ops("SOPP", "imm16", "s_setprio", unit=Unit.SALU, summary="wave priority: no effect here")
    + ops("SOPP", "", "s_icache_inv", unit=Unit.SALU, summary="a timed no-op here")
    + ops("SOPP", "imm16", "s_trap", unit=Unit.END,
          summary="stops the run with an error naming it (no trap handler is modelled)")
    # messages: to the host's interrupt handler and the graphics units, neither of which a
    # compute wave's results depend on
    + ops("SOPP", "sendmsg", "s_sendmsg", reads="m0", unit=Unit.SALU,
          summary="sends a message (sendmsg(MSG_…)): no effect here")
    + ops("SOPP", "sendmsg", "s_sendmsghalt", reads="m0", unit=Unit.SALU,
          unmodelled="it halts the wave until a debugger or the host resumes it")
    # what a compute wave has no use for: assembled (llvm-mc takes them), stopped when run
    + [spec for encoding, operands, mnemonic, why in _UNMODELLED
       for spec in ops(encoding, operands, mnemonic, unit=Unit.SALU, unmodelled=why)]
    # cache write-back and invalidation: timed no-ops (the emulator's memory is coherent)
    + ops("SMEM", "", "s_dcache_wb s_dcache_inv")
    + ops("MUBUF", "", "buffer_wbl2 buffer_inv", exec_read=False,
          modifiers={"cache_policy"})   # (sc0 sc1 nt: which caches)
    + ops("MUBUF", "", "buffer_wbinvl1 buffer_wbinvl1_vol", exec_read=False)
    # relative SGPR addressing: the register M0 further on than the one named
    + ops("SOP1", "sdst sreg:b32", "s_movrels_b32", reads="m0", relative="src",
          summary="sdst = s[src + M0]")
    + ops("SOP1", "sdst64 sreg:b64", "s_movrels_b64", reads="m0", relative="src",
          summary="sdst = s[src + M0] (a pair)")
    + ops("SOP1", "sdst ssrc:b32", "s_movreld_b32", reads="m0", relative="dst",
          summary="s[sdst + M0] = src")
    + ops("SOP1", "sdst64 ssrc:b64", "s_movreld_b64", reads="m0", relative="dst",
          summary="s[sdst + M0] = src (a pair)")
    + ops("SOPP", "", "s_endpgm_saved", unit=Unit.END,
          summary="end the wave (the context-save variant of s_endpgm)")
    + ops("SMEM", "imm16 sbase soff", "s_atc_probe", summary="address translation probe: a "
          "timed no-op here")
    + ops("SMEM", "imm16 srsrc soff", "s_atc_probe_buffer", summary="address translation "
          "probe: a timed no-op here")
    + ops("VOP1", "vdst src:f32", "v_exp_legacy_f32 v_log_legacy_f32", True, unit=Unit.TRANS,
          summary="approximate in hardware; here as v_exp_f32 / v_log_f32", inexact=_TRANS_F32)
    + ops("VOP1", "vdst src:b32", "v_screen_partition_4se_b32",
          summary="the 4-shader-engine coverage mask of an 8-bit tile selection (a table)")
    + ops("VOP3", "vdst src:f32 src:b32", "v_cvt_pkaccum_u8_f32", True,
          "src0 to a u8 (nearest even, saturating) into byte src1[1:0] of the destination",
          reads_dst=True)
    + ops("VOP3P", "vdst src:f16 src:f16 src:f32", "v_dot2_f32_f16", modifiers={
          "neg_lo", "neg_hi", "clamp"}, summary="src2 + a0·b0, rounded, + a1·b1, rounded "
          "(f32)", inexact=_DOT2_F16, packed=True)
    + ops("VOP2", "vdst src:f16 src:f16", "v_dot2c_f32_f16", forms="e32 e64 dpp",
          reads_dst=True, summary="d + a0·b0, rounded, + a1·b1, rounded (f32)", packed=True,
          inexact=_DOT2_F16)
    + ops("VOP3P", "vdst src:f32 src:f32 src:f32", "v_fma_mix_f32 v_fma_mixlo_f16 "
          "v_fma_mixhi_f16", True, "fma of f32 or f16 sources (op_sel_hi: f16; op_sel: its "
          "high half), rounded once", modifiers=_PACKED | {"clamp"})   # (neg, abs: -x, |x|)
    + [spec for fmt in ("fp8", "bf8") for spec in ops(
        "VOP3", "vdst src:f32 src:b32", f"v_cvt_sr_{fmt}_f32", True, f"f32 to {fmt} with "
        "src1's random bits added below the kept mantissa, into byte op_sel[3:2] of the "
        "destination", modifiers={"op_sel", "op_sel_byte"}, reads_dst=True, format=fmt,
        inexact=_FP8_PACKING)]
    + ops("DS", "mdst:1 dsaddr", "ds_swizzle_b32", summary="lanes exchange data within "
          "groups of 4 or 32 (offset: the pattern); LDS is not touched",
          modifiers={"swizzle"})   # (its offset is written as llvm-mc's swizzle macros)
    + list(MEMORY_OPS)
)

# clamp on integer arithmetic: the result saturates (emulator/execution/ops/exact_integers.py);
# on packed float math: each element clamped to [0, 1]
_CLAMPED = frozenset((
    "v_add_u32 v_sub_u32 v_subrev_u32 v_add_i32 v_sub_i32 v_add_u16 v_sub_u16 v_subrev_u16 "
    "v_add_i16 v_sub_i16 v_add_co_u32 v_sub_co_u32 v_subrev_co_u32 v_addc_co_u32 "
    "v_subb_co_u32 v_subbrev_co_u32 v_mul_u32_u24 v_mul_i32_i24 v_mad_u32_u24 v_mad_i32_i24 "
    "v_mad_u32_u16 v_mad_i32_i16 v_mad_u16 v_mad_i16 v_mad_legacy_u16 v_mad_legacy_i16 "
    "v_dot4_i32_i8 v_dot4_u32_u8 v_dot8_i32_i4 v_dot8_u32_u4 v_dot2_i32_i16 v_dot2_u32_u16 "
    "v_dot4c_i32_i8 v_dot8c_i32_i4 v_dot2c_i32_i16 v_sad_u8 v_sad_hi_u8 v_sad_u16 v_sad_u32 "
    "v_msad_u8 v_max3_i16 v_max3_u16 v_min3_i16 v_min3_u16 v_med3_i16 v_med3_u16 "
    "v_pk_add_u16 v_pk_add_i16 v_pk_sub_u16 v_pk_sub_i16 v_pk_mul_lo_u16 v_pk_mad_u16 "
    "v_pk_mad_i16 v_pk_min_u16 v_pk_min_i16 v_pk_max_u16 v_pk_max_i16 v_pk_add_f16 "
    "v_pk_mul_f16 v_pk_fma_f16 v_pk_min_f16 v_pk_max_f16 v_pk_fma_f32 v_pk_mul_f32 "
    "v_pk_add_f32").split())
OPS = tuple(replace(op, modifiers=op.modifiers | {"clamp"}) if op.mnemonic in _CLAMPED
            else op for op in OPS)

# the output modifiers llvm-mc takes, the float type they act on, and op_sel on 16-bit
# data (modifier_facts.py)
OPS = with_modifier_facts(OPS)


# The accumulator moves come from the matrix rows (matrix.ACC_MOVES), aliases included.
_ACC_KINDS = {AccOperand.VGPR: "vdst", AccOperand.AGPR: "adst"}
_ACC_SOURCES = {AccOperand.AGPR: "asrc", AccOperand.SRC: "src:b32"}
OPS += tuple(
    spec for mv in ACC_MOVES
    for spec in ops(mv.encoding, f"{_ACC_KINDS[mv.dst]} {_ACC_SOURCES[mv.src]}", mv.mnemonic,
                     summary=mv.summary,
                     # (v_accvgpr_mov_b32 exists only as VOP1 and takes no selects)
                     forms="e32" if mv.encoding == "VOP1" else None,
                     modifiers=frozenset()))

# Each lane-local instruction's definition, each saturating integer's exact result and each
# scalar ALU instruction's expression and each lane-access instruction's lane
# (definitions.py), on its record
OPS = tuple(replace(op, lanes=LANES.get(op.mnemonic, ""),
                    lane_mask=LANE_MASKS.get(op.mnemonic, ""),
                    exact=EXACT.get(op.mnemonic, ("", ""))[0],
                    exact_type=EXACT.get(op.mnemonic, ("", ""))[1],
                    scalar=SCALAR.get(op.mnemonic, ("", ""))[0],
                    scalar_scc=SCALAR.get(op.mnemonic, ("", ""))[1],
                    scalar_exec=(SCALAR.get(op.mnemonic, ()) + ("", "", ""))[2],
                    lane=LANE.get(op.mnemonic, ""))
            if op.mnemonic in LANES or op.mnemonic in EXACT or op.mnemonic in SCALAR
            or op.mnemonic in LANE else op
            for op in OPS)
_MISSED = (set(LANES) | set(EXACT) | set(SCALAR) | set(LANE)) - {op.mnemonic for op in OPS} \
    | (set(LANE_MASKS) - set(LANES))
if _MISSED:   # (a table naming a row that does not exist: its definition would be lost)
    raise RuntimeError(f"no such records: {', '.join(sorted(_MISSED))}")


# Facts the tools would otherwise learn from the mnemonic, as fields of the records
_CROSSES_LANES = frozenset({"v_mbcnt_lo_u32_b32", "v_mbcnt_hi_u32_b32"}) | frozenset(LANE)
_WAVE_STATE = frozenset({
    "s_getreg_b32", "s_setreg_b32", "s_setreg_imm32_b32", "s_set_gpr_idx_idx",
    "s_set_gpr_idx_mode", "s_set_gpr_idx_off", "s_set_gpr_idx_on", "s_icache_inv",
    "s_setkill", "s_setprio", "s_sleep", "s_trap", "s_ttracedata"})
# (prefixes: every v_mov*, v_cmp_class*/v_cmpx_class*, v_fma_mix*, fp8 packing)
_DENORMAL_MODE_IGNORED = ("v_cndmask_b32", "v_cmp_class", "v_cmpx_class", "v_mov",
                          "v_fma_mix", "v_cvt_pk_fp8", "v_cvt_pk_bf8", "v_cvt_sr_")


def _completed(spec: OpSpec) -> OpSpec:
    """The record with its opcode (and its returning atomic form's: the same instruction;
    -1 where the table has none: tests/test_encoding.py holds every record to one) and the
    facts above, in one copy."""
    m = spec.mnemonic
    code = OPCODES.get(m, -1)
    back = replace(spec.returning, opcode=code) if spec.returning is not None else None
    lds = _completed(spec.lds_form) if spec.lds_form is not None else None
    return replace(spec, opcode=code, returning=back, lds_form=lds,
                   crosses_lanes=m in _CROSSES_LANES,
                   wave_state=m in _WAVE_STATE,
                   ignores_denormal_mode=m.startswith(_DENORMAL_MODE_IGNORED))


OPS = tuple(_completed(spec) for spec in OPS)

ALIASES: dict[str, str] = {alias: mv.mnemonic for mv in ACC_MOVES for alias in mv.aliases}
# other spellings llvm-mc takes for one encoding (v_mul_lo_i32: the low 32 bits are the same)
ALIASES["v_mul_lo_i32"] = "v_mul_lo_u32"

# What a compute wave cannot do on gfx942: refused with the reason (isa.Target.refusal).
REFUSED: dict[str, str] = {
    "exp": "exports write to the graphics pipeline's render targets, which a compute wave "
           "does not have",
    "image_": "image instructions need image resources and samplers (graphics), not "
              "modelled",
    "buffer_load_lds_": "LDS-direct loads are not modelled yet",
    "v_mad_mix_f32": "not a gfx942 instruction (llvm-mc: not supported on this GPU)",
    "v_mad_mixlo_f16": "not a gfx942 instruction (llvm-mc: not supported on this GPU)",
    "v_mad_mixhi_f16": "not a gfx942 instruction (llvm-mc: not supported on this GPU)",
}
