"""gfx942's scalar instructions (SOP1, SOP2, SOPK, SOPC, SOPP): one record each
(isa.records), in LLVM's operand order; isa/gfx942/ops.py adds them to the target's table."""

from __future__ import annotations

from ..records import Unit, ops

_SCMP = [f"s_cmp_{c}_{t}" for t in ("i32", "u32") for c in ("eq", "lg", "lt", "le", "gt", "ge")]


SCALAR_OPS = tuple(
    ops("SOP1", "sdst ssrc:b32", "s_mov_b32")
    + ops("SOP1", "sdst64 ssrc:b64", "s_mov_b64")
    + ops("SOP1", "sdst64 ssrc:b64", "s_and_saveexec_b64", reads="exec",
           writes="exec scc", summary="sdst = EXEC; EXEC &= src; SCC = EXEC != 0")
    + ops("SOP2", "sdst ssrc:b32 ssrc:b32",
           "s_add_u32 s_add_i32 s_sub_u32 s_sub_i32 s_lshl_b32 s_lshr_b32 s_and_b32 s_or_b32",
           writes="scc")
    + ops("SOP2", "sdst ssrc:b32 ssrc:b32", "s_addc_u32", reads="scc", writes="scc")
    + ops("SOP2", "sdst ssrc:b32 ssrc:b32", "s_mul_i32")
    + ops("SOP2", "sdst ssrc:b32 ssrc:b32", "s_cselect_b32", reads="scc")
    + ops("SOP2", "sdst64 ssrc:b64 ssrc:b32", "s_lshl_b64", writes="scc")
    + ops("SOP2", "sdst64 ssrc:b64 ssrc:b64", "s_and_b64 s_or_b64 s_xor_b64 s_andn2_b64",
           writes="scc")
    + ops("SOP2", "sdst64 ssrc:b64 ssrc:b64", "s_cselect_b64", reads="scc")
    + ops("SOPK", "sdst simm16", "s_movk_i32", summary="a sign-extended 16-bit constant")
    + ops("SOPK", "sdst simm16", "s_addk_i32", writes="scc", reads_dst=True,
          summary="sdst += the sign-extended constant; SCC = signed overflow")
    + ops("SOPK", "sdst simm16", "s_mulk_i32", reads_dst=True,
          summary="sdst *= the sign-extended constant")
    + ops("SOPK", "sreg:b32 simm16", " ".join(f"s_cmpk_{c}_i32"
                                             for c in ("eq", "lg", "gt", "ge", "lt", "le")),
          writes="scc", summary="SCC = compare(src, the sign-extended constant)")
    + ops("SOPK", "sreg:b32 uimm16", " ".join(f"s_cmpk_{c}_u32"
                                                 for c in ("eq", "lg", "gt", "ge", "lt", "le")),
          writes="scc", summary="SCC = compare(src, the zero-extended constant)")
    + ops("SOP2", "sdst ssrc:b32 ssrc:b32",
          "s_xor_b32 s_andn2_b32 s_orn2_b32 s_nand_b32 s_nor_b32 s_xnor_b32 s_ashr_i32 "
          "s_min_i32 s_min_u32 s_max_i32 s_max_u32 s_bfe_u32 s_bfe_i32 s_absdiff_i32",
          writes="scc")
    + ops("SOP2", "sdst ssrc:b32 ssrc:b32", "s_mul_hi_u32 s_mul_hi_i32")
    + ops("SOP2", "sdst64 ssrc:b64 ssrc:b64", "s_orn2_b64 s_nand_b64 s_nor_b64 s_xnor_b64",
          writes="scc")
    + ops("SOP2", "sdst64 ssrc:b64 ssrc:b32", "s_lshr_b64 s_ashr_i64", writes="scc")
    + ops("SOP1", "sdst ssrc:b32", "s_not_b32 s_bcnt0_i32_b32 s_bcnt1_i32_b32 s_abs_i32",
          writes="scc")
    + ops("SOP1", "sdst ssrc:b32",
          "s_brev_b32 s_ff0_i32_b32 s_ff1_i32_b32 s_flbit_i32_b32 s_flbit_i32 s_sext_i32_i8 "
          "s_sext_i32_i16")
    + ops("SOP1", "sdst64 ssrc:b64", "s_not_b64", writes="scc")
    + ops("SOP1", "sdst64 ssrc:b64", "s_brev_b64")
    + ops("SOP1", "sdst64 ssrc:b32", "s_bitreplicate_b64_b32")
    + ops("SOP1", "sdst ssrc:b32", "s_bitset0_b32 s_bitset1_b32", reads_dst=True)
    + ops("SOP1", "sdst64 ssrc:b32", "s_bitset0_b64 s_bitset1_b64", reads_dst=True)
    + ops("SOP1", "sdst64 ssrc:b64", "s_andn1_saveexec_b64 s_orn1_saveexec_b64", reads="exec",
          writes="exec scc", summary="sdst = EXEC; EXEC = op(~src, EXEC); SCC = EXEC != 0")
    + ops("SOP1", "sdst64 ssrc:b64", "s_andn1_wrexec_b64 s_andn2_wrexec_b64", reads="exec",
          writes="exec scc", summary="EXEC = op(src, EXEC); sdst = the new EXEC; SCC")
    + ops("SOP2", "sdst ssrc:b32 ssrc:b32", "s_bfm_b32")
    + ops("SOP2", "sdst64 ssrc:b32 ssrc:b32", "s_bfm_b64")
    + ops("SOP2", "sdst64 ssrc:b64 ssrc:b32", "s_bfe_u64 s_bfe_i64", writes="scc")
    + ops("SOP1", "sdst ssrc:b64", "s_bcnt0_i32_b64 s_bcnt1_i32_b64", writes="scc")
    + ops("SOP1", "sdst ssrc:b64", "s_ff0_i32_b64 s_ff1_i32_b64 s_flbit_i32_b64 s_flbit_i32_i64")
    + ops("SOP1", "sdst64 ssrc:b64",
          "s_or_saveexec_b64 s_xor_saveexec_b64 s_andn2_saveexec_b64 s_orn2_saveexec_b64 "
          "s_nand_saveexec_b64 s_nor_saveexec_b64 s_xnor_saveexec_b64", reads="exec",
          writes="exec scc", summary="sdst = EXEC; EXEC = op(src, EXEC); SCC = EXEC != 0")
    + ops("SOPC", "ssrc:b64 ssrc:b64", "s_cmp_eq_u64 s_cmp_lg_u64", writes="scc")
    + ops("SOPC", "ssrc:b32 ssrc:b32", "s_bitcmp0_b32 s_bitcmp1_b32", writes="scc")
    + ops("SOPC", "ssrc:b64 ssrc:b32", "s_bitcmp0_b64 s_bitcmp1_b64", writes="scc")
    + ops("SOPC", "ssrc:b32 ssrc:b32", " ".join(_SCMP), writes="scc")
    + ops("SOPP", "label", "s_branch", jumps="always")
    + ops("SOPP", "label", "s_cbranch_scc0", reads="scc", jumps="if_clear")
    + ops("SOPP", "label", "s_cbranch_scc1", reads="scc", jumps="if_set")
    + ops("SOPP", "label", "s_cbranch_vccz", reads="vcc", jumps="if_clear")
    + ops("SOPP", "label", "s_cbranch_vccnz", reads="vcc", jumps="if_set")
    + ops("SOPP", "label", "s_cbranch_execz", reads="exec", jumps="if_clear")
    + ops("SOPP", "label", "s_cbranch_execnz", reads="exec", jumps="if_set")
    + ops("SOP2", "sdst ssrc:b32 ssrc:b32", "s_subb_u32", reads="scc", writes="scc",
          summary="s0 − s1 − SCC; SCC: the borrow")
    + ops("SOP2", "sdst ssrc:b32 ssrc:b32", "s_lshl1_add_u32 s_lshl2_add_u32 s_lshl3_add_u32 "
          "s_lshl4_add_u32", writes="scc", summary="(s0 << n) + s1; SCC: the carry")
    + ops("SOP2", "sdst ssrc:b32 ssrc:b32", "s_pack_ll_b32_b16 s_pack_lh_b32_b16 "
          "s_pack_hh_b32_b16", summary="two 16-bit halves (low/high of s0, then of s1)")
    + ops("SOP1", "sdst ssrc:b32", "s_cmov_b32", reads="scc", reads_dst=True,
          summary="sdst = s0 if SCC")
    + ops("SOP1", "sdst64 ssrc:b64", "s_cmov_b64", reads="scc", reads_dst=True,
          summary="sdst = s0 if SCC")
    + ops("SOPK", "sdst simm16", "s_cmovk_i32", reads="scc", reads_dst=True,
          summary="sdst = the sign-extended constant if SCC")
    + ops("SOP1", "sdst ssrc:b32", "s_quadmask_b32 s_wqm_b32", writes="scc",
          summary="per group of 4 bits: any set (quadmask: one bit; wqm: all 4)")
    + ops("SOP1", "sdst64 ssrc:b64", "s_quadmask_b64 s_wqm_b64", writes="scc",
          summary="per group of 4 bits: any set (quadmask: one bit; wqm: all 4)")
    # the MODE register (its float fields are kept, not yet honoured by the float ops)
    + ops("SOPK", "sdst hwreg", "s_getreg_b32", summary="a hardware register's bit field")
    + ops("SOPK", "hwreg ssrc:b32", "s_setreg_b32", summary="set a hardware register field")
    + ops("SOPK", "hwreg imm32", "s_setreg_imm32_b32", summary="set it from a literal")
    + ops("SMEM", "sdst:2", "s_memtime s_memrealtime", summary="a per-wave counter "
          "(advancing by 64 a read), not a clock")
    # timed no-ops: sleep and wake-up, priority hints, trace and debug, kill
    + ops("SOPP", "imm16", "s_sleep s_setkill s_incperflevel s_decperflevel", unit=Unit.SALU,
          summary="no effect here")
    + ops("SOPP", "", "s_wakeup", unit=Unit.SALU, summary="no effect here")
    + ops("SOPP", "", "s_ttracedata", unit=Unit.SALU, reads="m0", summary="no effect here")
    + ops("SOPP", "label", "s_cbranch_cdbgsys s_cbranch_cdbguser s_cbranch_cdbgsys_or_user "
          "s_cbranch_cdbgsys_and_user", summary="never taken: no debugger attached")
)
