v_mov_b32_e32 v0, v1
v_mov_b32_e32 v0, 1.0
v_mov_b32_e32 v0, 0x12345678
v_mov_b32_e64 v0, s1
v_mov_b64_e32 v[0:1], v[2:3]
v_cvt_f32_f16_e32 v0, v1
v_cvt_f16_f32_e64 v0, -v1
v_cvt_f32_fp8_e32 v0, v1
v_cvt_f32_bf8_sdwa v0, v1 src0_sel:BYTE_1
v_readfirstlane_b32 s0, v1
v_add_f32_e32 v0, v1, v2
v_add_f32_e64 v0, v2, s1
v_sub_f32_e64 v0, -v2, |v1|
v_mul_f32_e32 v0, 2.0, v2
v_fmac_f32_e32 v0, v1, v2
v_add_u32_e32 v0, 64, v2
v_sub_u32_e32 v0, v1, v2
v_lshlrev_b32_e32 v0, 2, v1
v_lshrrev_b32_e32 v0, 2, v1
v_ashrrev_i32_e32 v0, 2, v1
v_and_b32_e32 v0, v1, v2
v_or_b32_e32 v0, v1, v2
v_xor_b32_e32 v0, v1, v2
v_cndmask_b32_e32 v0, v1, v2, vcc
v_cndmask_b32_e64 v0, v1, v2, s[0:1]
v_cmp_lt_f32_e32 vcc, v0, v1
v_cmp_le_f32_e64 s[0:1], v0, v1
v_cmp_eq_f32_e32 vcc, 0, v1
v_cmp_neq_f32_e32 vcc, v0, v1
v_cmp_lg_f32_e64 s[4:5], v0, |v1|
v_cmp_gt_f32_e32 vcc, v0, v1
v_cmp_ge_f32_e32 vcc, v0, v1
v_cmp_lt_i32_e32 vcc, v0, v1
v_cmp_le_i32_e32 vcc, v0, v1
v_cmp_eq_i32_e32 vcc, v0, v1
v_cmp_ne_i32_e32 vcc, v0, v1
v_cmp_gt_i32_e64 s[2:3], v0, 5
v_cmp_ge_i32_e32 vcc, v0, v1
v_cmp_lt_u32_e32 vcc, v0, v1
v_cmp_le_u32_e32 vcc, v0, v1
v_cmp_eq_u32_e32 vcc, v0, v1
v_cmp_ne_u32_e32 vcc, 0, v0
v_cmp_gt_u32_e32 vcc, v0, v1
v_cmp_ge_u32_e32 vcc, v0, v1
v_fma_f32 v0, v1, v2, v3
v_mul_lo_u32 v0, v1, v2
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0
v_mad_u64_u32 v[0:1], s[2:3], v2, v3, v[4:5]
v_lshl_add_u32 v0, v1, 2, v3
v_perm_b32 v0, v1, v2, v3
v_lshl_add_u64 v[0:1], v[2:3], 2, v[4:5]
v_pack_b32_f16 v0, v1, v2
v_cvt_pk_fp8_f32 v0, v1, v2
v_cvt_pk_bf8_f32 v0, v1, v2 op_sel:[0,0,1]
v_readlane_b32 s0, v1, 2
v_writelane_b32 v0, s1, 3
v_accvgpr_read_b32 v0, a1
v_accvgpr_write_b32 a0, v1
v_accvgpr_mov_b32 a0, a1
s_mov_b32 s0, s1
s_mov_b64 s[0:1], exec
s_and_saveexec_b64 s[0:1], vcc
s_add_u32 s0, s1, s2
s_add_i32 s0, s1, -5
s_addc_u32 s0, s1, 0
s_sub_u32 s0, s1, s2
s_sub_i32 s0, s1, s2
s_mul_i32 s0, s1, s2
s_lshl_b32 s0, s1, 3
s_lshr_b32 s0, s1, 3
s_and_b32 s0, s1, s2
s_or_b32 s0, s1, s2
s_cselect_b32 s0, s1, s2
s_lshl_b64 s[0:1], s[2:3], 3
s_and_b64 s[0:1], s[2:3], exec
s_or_b64 exec, exec, s[0:1]
s_andn2_b64 exec, exec, vcc
s_cselect_b64 s[0:1], -1, 0
s_cmp_eq_i32 s0, s1
s_cmp_lg_i32 s0, 5
s_cmp_lt_i32 s0, s1
s_cmp_le_i32 s0, s1
s_cmp_gt_i32 s0, s1
s_cmp_ge_i32 s0, s1
s_cmp_eq_u32 s0, s1
s_cmp_lg_u32 s0, s1
s_cmp_lt_u32 s0, s1
s_cmp_le_u32 s0, s1
s_cmp_gt_u32 s0, s1
s_cmp_ge_u32 s0, s1
label:
s_branch label
s_cbranch_scc0 label
s_cbranch_scc1 label
s_cbranch_vccz label
s_cbranch_vccnz label
s_cbranch_execz label
s_cbranch_execnz label
s_nop 3
s_waitcnt vmcnt(0) lgkmcnt(0)
s_endpgm
s_barrier
v_add3_u32 v10, v2, s14, v1
v_or3_b32 v1, 0, v1, 0
v_lshl_or_b32 v10, v5, 5, v7
v_bfe_u32 v1, v0, 4, 2
v_add_co_u32_e32 v15, vcc, 0x100, v15
v_add_co_u32_e64 v15, s[2:3], v1, v15
v_addc_co_u32_e32 v16, vcc, 0, v16, vcc
v_sub_co_u32_e32 v15, vcc, v1, v15
s_movk_i32 s0, 0x200
s_xor_b64 s[22:23], vcc, -1
v_or_b32_sdwa v13, v15, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
v_and_b32_sdwa v13, v15, v33 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:BYTE_0
v_mov_b32_sdwa v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_3
v_add_u32_sdwa v3, sext(v1), v2 dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_2 src1_sel:WORD_1
v_cmp_gt_i32_sdwa vcc, sext(v1), v2 src0_sel:BYTE_0 src1_sel:WORD_1
v_cmpx_lt_f32_sdwa vcc, -v1, |v2| src0_sel:WORD_1 src1_sel:DWORD
v_cmpx_lt_f32_e32 vcc, v0, v1
v_cmpx_le_f32_e32 vcc, v0, v1
v_cmpx_eq_f32_e32 vcc, v0, v1
v_cmpx_neq_f32_e32 vcc, v0, v1
v_cmpx_lg_f32_e32 vcc, v0, v1
v_cmpx_gt_f32_e32 vcc, v0, v1
v_cmpx_ge_f32_e32 vcc, v0, v1
v_cmpx_lt_i32_e32 vcc, v0, v1
v_cmpx_le_i32_e32 vcc, v0, v1
v_cmpx_eq_i32_e32 vcc, v0, v1
v_cmpx_ne_i32_e32 vcc, v0, v1
v_cmpx_gt_i32_e32 vcc, v0, v1
v_cmpx_ge_i32_e32 vcc, v0, v1
v_cmpx_lt_u32_e32 vcc, v0, v1
v_cmpx_le_u32_e32 vcc, v0, v1
v_cmpx_eq_u32_e32 vcc, v0, v1
v_cmpx_ne_u32_e32 vcc, v0, v1
v_cmpx_gt_u32_e32 vcc, v0, v1
v_cmpx_ge_u32_e32 vcc, v0, v1
s_xor_b32 s0, s1, s2
s_andn2_b32 s0, s1, s2
s_orn2_b32 s0, s1, s2
s_nand_b32 s0, s1, s2
s_nor_b32 s0, s1, s2
s_xnor_b32 s0, s1, s2
s_orn2_b64 s[0:1], s[2:3], s[4:5]
s_nand_b64 s[0:1], s[2:3], s[4:5]
s_nor_b64 s[0:1], s[2:3], s[4:5]
s_xnor_b64 s[0:1], s[2:3], s[4:5]
s_lshr_b64 s[0:1], s[2:3], s4
s_ashr_i32 s0, s1, s2
s_ashr_i64 s[0:1], s[2:3], s4
s_min_i32 s0, s1, s2
s_min_u32 s0, s1, s2
s_max_i32 s0, s1, s2
s_max_u32 s0, s1, s2
s_bfe_u32 s0, s1, s2
s_bfe_i32 s0, s1, s2
s_mul_hi_u32 s0, s1, s2
s_mul_hi_i32 s0, s1, s2
s_absdiff_i32 s0, s1, s2
s_not_b32 s0, s1
s_not_b64 s[0:1], s[2:3]
s_brev_b32 s0, s1
s_brev_b64 s[0:1], s[2:3]
s_bcnt0_i32_b32 s0, s1
s_bcnt0_i32_b64 s0, s[2:3]
s_bcnt1_i32_b32 s0, s1
s_bcnt1_i32_b64 s0, s[2:3]
s_ff0_i32_b32 s0, s1
s_ff0_i32_b64 s0, s[2:3]
s_ff1_i32_b32 s0, s1
s_ff1_i32_b64 s0, s[2:3]
s_flbit_i32_b32 s0, s1
s_flbit_i32_b64 s0, s[2:3]
s_flbit_i32 s0, s1
s_flbit_i32_i64 s0, s[2:3]
s_sext_i32_i8 s0, s1
s_sext_i32_i16 s0, s1
s_abs_i32 s0, s1
s_or_saveexec_b64 s[0:1], s[2:3]
s_xor_saveexec_b64 s[0:1], s[2:3]
s_andn2_saveexec_b64 s[0:1], s[2:3]
s_orn2_saveexec_b64 s[0:1], s[2:3]
s_nand_saveexec_b64 s[0:1], s[2:3]
s_nor_saveexec_b64 s[0:1], s[2:3]
s_xnor_saveexec_b64 s[0:1], s[2:3]
s_cmp_eq_u64 s[0:1], s[2:3]
s_cmp_lg_u64 s[0:1], s[2:3]
s_bitcmp0_b32 s0, s1
s_bitcmp1_b32 s0, s1
s_bitcmp0_b64 s[0:1], s2
s_bitcmp1_b64 s[0:1], s2
s_addk_i32 s0, 0x1234
s_mulk_i32 s0, 0x1234
v_max_i32_e32 v0, v1, v2
v_min_i32_e32 v0, v1, v2
v_max_u32_e32 v0, v1, v2
v_min_u32_e32 v0, v1, v2
v_subrev_u32_e32 v0, v1, v2
v_mul_u32_u24_e32 v0, v1, v2
v_mul_i32_i24_e32 v0, v1, v2
v_mul_hi_u32_u24_e32 v0, v1, v2
v_mul_hi_i32_i24_e32 v0, v1, v2
v_not_b32_e32 v0, v1
v_bfrev_b32_e32 v0, v1
v_ffbh_u32_e32 v0, v1
v_ffbl_b32_e32 v0, v1
v_ffbh_i32_e32 v0, v1
v_cvt_f32_u32_e32 v0, v1
v_cvt_f32_i32_e32 v0, v1
v_cvt_u32_f32_e32 v0, v1
v_cvt_i32_f32_e32 v0, v1
v_cvt_f32_ubyte0_e32 v0, v1
v_cvt_f32_ubyte1_e32 v0, v1
v_cvt_f32_ubyte2_e32 v0, v1
v_cvt_f32_ubyte3_e32 v0, v1
v_mul_hi_u32 v0, v1, v2
v_mul_hi_i32 v0, v1, v2
v_lshlrev_b64 v[0:1], v2, v[4:5]
v_lshrrev_b64 v[0:1], v2, v[4:5]
v_ashrrev_i64 v[0:1], v2, v[4:5]
v_bfe_i32 v0, v1, v2, v3
v_bfi_b32 v0, v1, v2, v3
v_alignbit_b32 v0, v1, v2, v3
v_alignbyte_b32 v0, v1, v2, v3
v_max3_i32 v0, v1, v2, v3
v_max3_u32 v0, v1, v2, v3
v_min3_i32 v0, v1, v2, v3
v_min3_u32 v0, v1, v2, v3
v_med3_i32 v0, v1, v2, v3
v_med3_u32 v0, v1, v2, v3
v_xad_u32 v0, v1, v2, v3
v_and_or_b32 v0, v1, v2, v3
v_add_lshl_u32 v0, v1, v2, v3
v_subrev_co_u32_e32 v0, vcc, v1, v2
v_subb_co_u32_e32 v0, vcc, v1, v2, vcc
v_subbrev_co_u32_e32 v0, vcc, v1, v2, vcc
v_sad_u32 v0, v1, v2, v3
v_max_i32_e64 v0, s1, -4
v_min_u32_sdwa v0, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
v_cvt_u32_f32_e64 v0, -v1
v_cvt_i32_f32_e64 v0, |v1|
v_lshlrev_b64 v[0:1], 3, s[2:3]
v_bfe_i32 v0, v1, 8, 5
s_bfe_u32 s0, s1, 0x80004
s_cmp_eq_u64 s[0:1], 0
s_or_saveexec_b64 s[0:1], vcc
s_cmpk_gt_u32 s0, 0xffff
s_cmpk_lt_i32 s0, 0xffff
s_cmpk_eq_u32 s0, 0x8000
s_cmpk_ge_i32 s1, 0x7fff
v_ldexp_f32 v0, v1, v2
v_ldexp_f32 v0, -v1, 2
v_max_f32_e32 v0, v1, v2
v_min_f32_e64 v0, -v1, s2
v_floor_f32_e32 v0, v1
v_ceil_f32_e32 v0, v1
v_trunc_f32_e32 v0, v1
v_rndne_f32_e32 v0, v1
v_frexp_mant_f32_e64 v0, -v1
v_frexp_exp_i32_f32_e32 v0, v1
s_cmpk_eq_i32 s0, 0x1234
s_cmpk_lg_i32 s1, 0x1235
s_cmpk_gt_i32 s2, 0x1236
s_cmpk_le_i32 s5, 0x1239
s_cmpk_lg_u32 s7, 0x123b
s_cmpk_ge_u32 s9, 0x123d
s_cmpk_lt_u32 s10, 0x123e
s_cmpk_le_u32 s11, 0x123f
v_add_f64 v[0:1], v[2:3], v[4:5]
v_add_f64 v[0:1], 1.0, v[2:3]
v_mul_f64 v[0:1], -v[4:5], |v[2:3]|
v_max_f64 v[0:1], v[2:3], v[4:5]
v_min_f64 v[0:1], v[2:3], s[4:5]
v_fma_f64 v[0:1], v[2:3], s[4:5], 0.5
v_fmac_f64_e32 v[0:1], v[2:3], v[4:5]
v_fmac_f64_e32 v[0:1], 0x3ff80000, v[4:5]
v_fmac_f64_e64 v[0:1], -v[2:3], v[4:5]
v_ldexp_f64 v[0:1], v[2:3], v4
v_floor_f64_e32 v[0:1], v[2:3]
v_floor_f64_e32 v[0:1], 0x3fb99999
v_ceil_f64_e32 v[0:1], v[2:3]
v_trunc_f64_e32 v[0:1], v[2:3]
v_rndne_f64_e32 v[0:1], v[2:3]
v_frexp_mant_f64_e32 v[0:1], v[2:3]
v_frexp_exp_i32_f64_e32 v0, v[2:3]
v_cvt_f32_f64_e32 v0, v[2:3]
v_cvt_i32_f64_e32 v0, v[2:3]
v_cvt_u32_f64_e64 v0, -v[2:3]
v_cvt_f64_f32_e32 v[0:1], v2
v_cvt_f64_i32_e32 v[0:1], v2
v_cvt_f64_u32_e32 v[0:1], v2
v_fma_f64 v[0:1], v[2:3], 0.15915494309189532, v[4:5]
v_floor_f64_e32 v[0:1], -16
v_bcnt_u32_b32 v0, v1, v2
v_bcnt_u32_b32 v0, s1, 0
v_rcp_f32_e32 v0, v1
v_rcp_iflag_f32_e32 v0, v1
v_sqrt_f32_e64 v0, |v1|
v_rsq_f32_e32 v0, s1
v_exp_f32_e32 v0, v1
v_log_f32_e32 v0, 1.0
v_cmp_f_f32_e32 vcc, v2, v4
v_cmp_o_f32_e32 vcc, v2, v4
v_cmp_u_f32_e32 vcc, v2, v4
v_cmp_nge_f32_e32 vcc, v2, v4
v_cmp_nlg_f32_e32 vcc, v2, v4
v_cmp_ngt_f32_e32 vcc, v2, v4
v_cmp_nle_f32_e32 vcc, v2, v4
v_cmp_nlt_f32_e32 vcc, v2, v4
v_cmp_tru_f32_e32 vcc, v2, v4
v_cmpx_f_f32_e32 vcc, v2, v4
v_cmpx_o_f32_e32 vcc, v2, v4
v_cmpx_u_f32_e32 vcc, v2, v4
v_cmpx_nge_f32_e32 vcc, v2, v4
v_cmpx_nlg_f32_e32 vcc, v2, v4
v_cmpx_ngt_f32_e32 vcc, v2, v4
v_cmpx_nle_f32_e32 vcc, v2, v4
v_cmpx_nlt_f32_e32 vcc, v2, v4
v_cmpx_tru_f32_e32 vcc, v2, v4
v_cmp_f_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_lt_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_eq_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_le_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_gt_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_lg_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_ge_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_o_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_u_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_nge_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_nlg_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_ngt_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_nle_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_neq_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_nlt_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_tru_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_f_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_lt_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_eq_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_le_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_gt_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_lg_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_ge_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_o_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_u_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_nge_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_nlg_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_ngt_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_nle_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_neq_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_nlt_f64_e32 vcc, v[2:3], v[4:5]
v_cmpx_tru_f64_e32 vcc, v[2:3], v[4:5]
v_cmp_f_i32_e32 vcc, v2, v4
v_cmp_t_i32_e32 vcc, v2, v4
v_cmpx_f_i32_e32 vcc, v2, v4
v_cmpx_t_i32_e32 vcc, v2, v4
v_cmp_f_u32_e32 vcc, v2, v4
v_cmp_t_u32_e32 vcc, v2, v4
v_cmpx_f_u32_e32 vcc, v2, v4
v_cmpx_t_u32_e32 vcc, v2, v4
v_cmp_f_i64_e32 vcc, v[2:3], v[4:5]
v_cmp_lt_i64_e32 vcc, v[2:3], v[4:5]
v_cmp_eq_i64_e32 vcc, v[2:3], v[4:5]
v_cmp_le_i64_e32 vcc, v[2:3], v[4:5]
v_cmp_gt_i64_e32 vcc, v[2:3], v[4:5]
v_cmp_ne_i64_e32 vcc, v[2:3], v[4:5]
v_cmp_ge_i64_e32 vcc, v[2:3], v[4:5]
v_cmp_t_i64_e32 vcc, v[2:3], v[4:5]
v_cmpx_f_i64_e32 vcc, v[2:3], v[4:5]
v_cmpx_lt_i64_e32 vcc, v[2:3], v[4:5]
v_cmpx_eq_i64_e32 vcc, v[2:3], v[4:5]
v_cmpx_le_i64_e32 vcc, v[2:3], v[4:5]
v_cmpx_gt_i64_e32 vcc, v[2:3], v[4:5]
v_cmpx_ne_i64_e32 vcc, v[2:3], v[4:5]
v_cmpx_ge_i64_e32 vcc, v[2:3], v[4:5]
v_cmpx_t_i64_e32 vcc, v[2:3], v[4:5]
v_cmp_f_u64_e32 vcc, v[2:3], v[4:5]
v_cmp_lt_u64_e32 vcc, v[2:3], v[4:5]
v_cmp_eq_u64_e32 vcc, v[2:3], v[4:5]
v_cmp_le_u64_e32 vcc, v[2:3], v[4:5]
v_cmp_gt_u64_e32 vcc, v[2:3], v[4:5]
v_cmp_ne_u64_e32 vcc, v[2:3], v[4:5]
v_cmp_ge_u64_e32 vcc, v[2:3], v[4:5]
v_cmp_t_u64_e32 vcc, v[2:3], v[4:5]
v_cmpx_f_u64_e32 vcc, v[2:3], v[4:5]
v_cmpx_lt_u64_e32 vcc, v[2:3], v[4:5]
v_cmpx_eq_u64_e32 vcc, v[2:3], v[4:5]
v_cmpx_le_u64_e32 vcc, v[2:3], v[4:5]
v_cmpx_gt_u64_e32 vcc, v[2:3], v[4:5]
v_cmpx_ne_u64_e32 vcc, v[2:3], v[4:5]
v_cmpx_ge_u64_e32 vcc, v[2:3], v[4:5]
v_cmpx_t_u64_e32 vcc, v[2:3], v[4:5]
v_cmp_class_f32_e32 vcc, v2, v4
v_cmpx_class_f32_e32 vcc, v2, v4
v_cmp_class_f64_e32 vcc, v[2:3], v4
v_cmpx_class_f64_e32 vcc, v[2:3], v4
v_mad_i64_i32 v[0:1], s[2:3], v4, v5, v[6:7]
v_mad_u32_u24 v0, v1, v2, v3
v_mad_i32_i24 v0, v1, v2, v3
v_add_i32 v0, v1, v2
v_sub_i32 v0, v1, v2
v_subrev_f32_e32 v0, v1, v2
v_max3_f32 v0, v1, v2, v3
v_min3_f32 v0, -v1, v2, |v3|
s_bitreplicate_b64_b32 s[0:1], s2
s_bitset0_b32 s0, s1
s_bitset1_b32 s0, 5
s_bitset0_b64 s[0:1], s2
s_bitset1_b64 s[0:1], 63
s_andn1_saveexec_b64 s[0:1], s[2:3]
s_orn1_saveexec_b64 s[0:1], s[2:3]
s_andn1_wrexec_b64 s[0:1], s[2:3]
s_andn2_wrexec_b64 s[0:1], s[2:3]
s_bfm_b32 s0, s1, s2
s_bfm_b64 s[0:1], s1, s2
s_bfe_u64 s[0:1], s[2:3], s4
s_bfe_i64 s[0:1], s[2:3], 0x200010
s_setprio 3
s_trap 2
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)
s_sendmsghalt sendmsg(MSG_INTERRUPT)
s_sethalt 1
s_setvskip s1, s2
s_rfe_b64 s[4:5]
s_rfe_restore_b64 s[4:5], s2
s_cbranch_g_fork s[4:5], s[6:7]
s_cbranch_i_fork s[4:5], label
s_cbranch_join s4
s_endpgm_ordered_ps_done
s_dcache_wb
s_dcache_inv
s_icache_inv
buffer_wbl2 sc1
buffer_inv sc0 sc1
buffer_wbinvl1
buffer_wbinvl1_vol
buffer_inv
buffer_wbl2
v_cvt_pkrtz_f16_f32 v0, v1, v2
v_cvt_pkrtz_f16_f32 v0, -v1, |v2|
v_cvt_flr_i32_f32_e32 v0, v1
v_cvt_rpi_i32_f32_e64 v0, -v1
v_div_scale_f32 v3, s[0:1], v2, v2, v4
v_div_scale_f64 v[4:5], vcc, v[2:3], v[2:3], v[0:1]
v_div_fmas_f32 v3, v3, v5, v7
v_div_fmas_f64 v[0:1], v[2:3], v[4:5], v[6:7]
v_div_fixup_f32 v2, v3, v2, v4
v_div_fixup_f64 v[0:1], v[2:3], v[4:5], v[6:7]
v_rcp_f64_e32 v[0:1], v[2:3]
v_rsq_f64_e32 v[0:1], v[2:3]
v_sqrt_f64_e64 v[0:1], -v[2:3]
v_sin_f32_e32 v0, v1
v_cos_f32_e64 v0, |v1|
s_getpc_b64 s[4:5]
s_setpc_b64 s[30:31]
s_swappc_b64 s[30:31], s[16:17]
s_call_b64 s[30:31], label
flat_load_dword v10, v[2:3] offset:16
flat_load_dwordx2 v[10:11], v[2:3] offset:16
flat_load_dwordx3 v[10:12], v[2:3] offset:16
flat_load_dwordx4 v[10:13], v[2:3] offset:16
flat_load_ubyte v10, v[2:3] offset:16
flat_load_sbyte v10, v[2:3] offset:16
flat_load_ushort v10, v[2:3] offset:16
flat_load_sshort v10, v[2:3] offset:16
flat_load_ubyte_d16 v10, v[2:3] offset:16
flat_load_ubyte_d16_hi v10, v[2:3] offset:16
flat_load_sbyte_d16 v10, v[2:3] offset:16
flat_load_sbyte_d16_hi v10, v[2:3] offset:16
flat_load_short_d16 v10, v[2:3] offset:16
flat_load_short_d16_hi v10, v[2:3] offset:16
flat_store_dword v[2:3], v24 offset:16
flat_store_dwordx2 v[2:3], v[24:25] offset:16
flat_store_dwordx3 v[2:3], v[24:26] offset:16
flat_store_dwordx4 v[2:3], v[24:27] offset:16
flat_store_byte v[2:3], v24 offset:16
flat_store_short v[2:3], v24 offset:16
flat_store_byte_d16_hi v[2:3], v24 offset:16
flat_store_short_d16_hi v[2:3], v24 offset:16
flat_atomic_swap v[2:3], v24 offset:16
flat_atomic_swap v10, v[2:3], v28 offset:16 sc0
flat_atomic_swap_x2 v[2:3], v[24:25] offset:16
flat_atomic_swap_x2 v[10:11], v[2:3], v[28:29] offset:16 sc0
flat_atomic_cmpswap v[2:3], v[24:25] offset:16
flat_atomic_cmpswap v10, v[2:3], v[28:29] offset:16 sc0
flat_atomic_cmpswap_x2 v[2:3], v[24:27] offset:16
flat_atomic_cmpswap_x2 v[10:11], v[2:3], v[28:31] offset:16 sc0
flat_atomic_add v[2:3], v24 offset:16
flat_atomic_add v10, v[2:3], v28 offset:16 sc0
flat_atomic_add_x2 v[2:3], v[24:25] offset:16
flat_atomic_add_x2 v[10:11], v[2:3], v[28:29] offset:16 sc0
flat_atomic_sub v[2:3], v24 offset:16
flat_atomic_sub v10, v[2:3], v28 offset:16 sc0
flat_atomic_sub_x2 v[2:3], v[24:25] offset:16
flat_atomic_sub_x2 v[10:11], v[2:3], v[28:29] offset:16 sc0
flat_atomic_smin v[2:3], v24 offset:16
flat_atomic_smin v10, v[2:3], v28 offset:16 sc0
flat_atomic_smin_x2 v[2:3], v[24:25] offset:16
flat_atomic_smin_x2 v[10:11], v[2:3], v[28:29] offset:16 sc0
flat_atomic_umin v[2:3], v24 offset:16
flat_atomic_umin v10, v[2:3], v28 offset:16 sc0
flat_atomic_umin_x2 v[2:3], v[24:25] offset:16
flat_atomic_umin_x2 v[10:11], v[2:3], v[28:29] offset:16 sc0
flat_atomic_smax v[2:3], v24 offset:16
flat_atomic_smax v10, v[2:3], v28 offset:16 sc0
flat_atomic_smax_x2 v[2:3], v[24:25] offset:16
flat_atomic_smax_x2 v[10:11], v[2:3], v[28:29] offset:16 sc0
flat_atomic_umax v[2:3], v24 offset:16
flat_atomic_umax v10, v[2:3], v28 offset:16 sc0
flat_atomic_umax_x2 v[2:3], v[24:25] offset:16
flat_atomic_umax_x2 v[10:11], v[2:3], v[28:29] offset:16 sc0
flat_atomic_and v[2:3], v24 offset:16
flat_atomic_and v10, v[2:3], v28 offset:16 sc0
flat_atomic_and_x2 v[2:3], v[24:25] offset:16
flat_atomic_and_x2 v[10:11], v[2:3], v[28:29] offset:16 sc0
flat_atomic_or v[2:3], v24 offset:16
flat_atomic_or v10, v[2:3], v28 offset:16 sc0
flat_atomic_or_x2 v[2:3], v[24:25] offset:16
flat_atomic_or_x2 v[10:11], v[2:3], v[28:29] offset:16 sc0
flat_atomic_xor v[2:3], v24 offset:16
flat_atomic_xor v10, v[2:3], v28 offset:16 sc0
flat_atomic_xor_x2 v[2:3], v[24:25] offset:16
flat_atomic_xor_x2 v[10:11], v[2:3], v[28:29] offset:16 sc0
flat_atomic_inc v[2:3], v24 offset:16
flat_atomic_inc v10, v[2:3], v28 offset:16 sc0
flat_atomic_inc_x2 v[2:3], v[24:25] offset:16
flat_atomic_inc_x2 v[10:11], v[2:3], v[28:29] offset:16 sc0
flat_atomic_dec v[2:3], v24 offset:16
flat_atomic_dec v10, v[2:3], v28 offset:16 sc0
flat_atomic_dec_x2 v[2:3], v[24:25] offset:16
flat_atomic_dec_x2 v[10:11], v[2:3], v[28:29] offset:16 sc0
flat_atomic_add_f32 v[2:3], v24 offset:16
flat_atomic_add_f32 v10, v[2:3], v28 offset:16 sc0
flat_atomic_add_f64 v[2:3], v[24:25] offset:16
flat_atomic_add_f64 v[10:11], v[2:3], v[28:29] offset:16 sc0
flat_atomic_min_f64 v[2:3], v[24:25] offset:16
flat_atomic_min_f64 v[10:11], v[2:3], v[28:29] offset:16 sc0
flat_atomic_max_f64 v[2:3], v[24:25] offset:16
flat_atomic_max_f64 v[10:11], v[2:3], v[28:29] offset:16 sc0
flat_atomic_pk_add_f16 v[2:3], v24 offset:16
flat_atomic_pk_add_f16 v10, v[2:3], v28 offset:16 sc0
flat_atomic_pk_add_bf16 v[2:3], v24 offset:16
flat_atomic_pk_add_bf16 v10, v[2:3], v28 offset:16 sc0
global_load_dword v10, v[2:3], off offset:16
global_load_dwordx2 v[10:11], v[2:3], off offset:16
global_load_dwordx3 v[10:12], v[2:3], off offset:16
global_load_dwordx4 v[10:13], v[2:3], off offset:16
global_load_ubyte v10, v[2:3], off offset:16
global_load_sbyte v10, v[2:3], off offset:16
global_load_ushort v10, v[2:3], off offset:16
global_load_sshort v10, v[2:3], off offset:16
global_load_ubyte_d16 v10, v[2:3], off offset:16
global_load_ubyte_d16_hi v10, v[2:3], off offset:16
global_load_sbyte_d16 v10, v[2:3], off offset:16
global_load_sbyte_d16_hi v10, v[2:3], off offset:16
global_load_short_d16 v10, v[2:3], off offset:16
global_load_short_d16_hi v10, v[2:3], off offset:16
global_store_dword v[2:3], v24, off offset:16
global_store_dwordx2 v[2:3], v[24:25], off offset:16
global_store_dwordx3 v[2:3], v[24:26], off offset:16
global_store_dwordx4 v[2:3], v[24:27], off offset:16
global_store_byte v[2:3], v24, off offset:16
global_store_short v[2:3], v24, off offset:16
global_store_byte_d16_hi v[2:3], v24, off offset:16
global_store_short_d16_hi v[2:3], v24, off offset:16
global_atomic_swap v[2:3], v24, off offset:16
global_atomic_swap v10, v[2:3], v28, off offset:16 sc0
global_atomic_swap_x2 v[2:3], v[24:25], off offset:16
global_atomic_swap_x2 v[10:11], v[2:3], v[28:29], off offset:16 sc0
global_atomic_cmpswap v[2:3], v[24:25], off offset:16
global_atomic_cmpswap v10, v[2:3], v[28:29], off offset:16 sc0
global_atomic_cmpswap_x2 v[2:3], v[24:27], off offset:16
global_atomic_cmpswap_x2 v[10:11], v[2:3], v[28:31], off offset:16 sc0
global_atomic_add v[2:3], v24, off offset:16
global_atomic_add v10, v[2:3], v28, off offset:16 sc0
global_atomic_add_x2 v[2:3], v[24:25], off offset:16
global_atomic_add_x2 v[10:11], v[2:3], v[28:29], off offset:16 sc0
global_atomic_sub v[2:3], v24, off offset:16
global_atomic_sub v10, v[2:3], v28, off offset:16 sc0
global_atomic_sub_x2 v[2:3], v[24:25], off offset:16
global_atomic_sub_x2 v[10:11], v[2:3], v[28:29], off offset:16 sc0
global_atomic_smin v[2:3], v24, off offset:16
global_atomic_smin v10, v[2:3], v28, off offset:16 sc0
global_atomic_smin_x2 v[2:3], v[24:25], off offset:16
global_atomic_smin_x2 v[10:11], v[2:3], v[28:29], off offset:16 sc0
global_atomic_umin v[2:3], v24, off offset:16
global_atomic_umin v10, v[2:3], v28, off offset:16 sc0
global_atomic_umin_x2 v[2:3], v[24:25], off offset:16
global_atomic_umin_x2 v[10:11], v[2:3], v[28:29], off offset:16 sc0
global_atomic_smax v[2:3], v24, off offset:16
global_atomic_smax v10, v[2:3], v28, off offset:16 sc0
global_atomic_smax_x2 v[2:3], v[24:25], off offset:16
global_atomic_smax_x2 v[10:11], v[2:3], v[28:29], off offset:16 sc0
global_atomic_umax v[2:3], v24, off offset:16
global_atomic_umax v10, v[2:3], v28, off offset:16 sc0
global_atomic_umax_x2 v[2:3], v[24:25], off offset:16
global_atomic_umax_x2 v[10:11], v[2:3], v[28:29], off offset:16 sc0
global_atomic_and v[2:3], v24, off offset:16
global_atomic_and v10, v[2:3], v28, off offset:16 sc0
global_atomic_and_x2 v[2:3], v[24:25], off offset:16
global_atomic_and_x2 v[10:11], v[2:3], v[28:29], off offset:16 sc0
global_atomic_or v[2:3], v24, off offset:16
global_atomic_or v10, v[2:3], v28, off offset:16 sc0
global_atomic_or_x2 v[2:3], v[24:25], off offset:16
global_atomic_or_x2 v[10:11], v[2:3], v[28:29], off offset:16 sc0
global_atomic_xor v[2:3], v24, off offset:16
global_atomic_xor v10, v[2:3], v28, off offset:16 sc0
global_atomic_xor_x2 v[2:3], v[24:25], off offset:16
global_atomic_xor_x2 v[10:11], v[2:3], v[28:29], off offset:16 sc0
global_atomic_inc v[2:3], v24, off offset:16
global_atomic_inc v10, v[2:3], v28, off offset:16 sc0
global_atomic_inc_x2 v[2:3], v[24:25], off offset:16
global_atomic_inc_x2 v[10:11], v[2:3], v[28:29], off offset:16 sc0
global_atomic_dec v[2:3], v24, off offset:16
global_atomic_dec v10, v[2:3], v28, off offset:16 sc0
global_atomic_dec_x2 v[2:3], v[24:25], off offset:16
global_atomic_dec_x2 v[10:11], v[2:3], v[28:29], off offset:16 sc0
global_atomic_add_f32 v[2:3], v24, off offset:16
global_atomic_add_f32 v10, v[2:3], v28, off offset:16 sc0
global_atomic_add_f64 v[2:3], v[24:25], off offset:16
global_atomic_add_f64 v[10:11], v[2:3], v[28:29], off offset:16 sc0
global_atomic_min_f64 v[2:3], v[24:25], off offset:16
global_atomic_min_f64 v[10:11], v[2:3], v[28:29], off offset:16 sc0
global_atomic_max_f64 v[2:3], v[24:25], off offset:16
global_atomic_max_f64 v[10:11], v[2:3], v[28:29], off offset:16 sc0
global_atomic_pk_add_f16 v[2:3], v24, off offset:16
global_atomic_pk_add_f16 v10, v[2:3], v28, off offset:16 sc0
global_atomic_pk_add_bf16 v[2:3], v24, off offset:16
global_atomic_pk_add_bf16 v10, v[2:3], v28, off offset:16 sc0
scratch_load_dword v10, v2, s4 offset:16
scratch_load_dwordx2 v[10:11], v2, s4 offset:16
scratch_load_dwordx3 v[10:12], v2, s4 offset:16
scratch_load_dwordx4 v[10:13], v2, s4 offset:16
scratch_load_ubyte v10, v2, s4 offset:16
scratch_load_sbyte v10, v2, s4 offset:16
scratch_load_ushort v10, v2, s4 offset:16
scratch_load_sshort v10, v2, s4 offset:16
scratch_load_ubyte_d16 v10, v2, s4 offset:16
scratch_load_ubyte_d16_hi v10, v2, s4 offset:16
scratch_load_sbyte_d16 v10, v2, s4 offset:16
scratch_load_sbyte_d16_hi v10, v2, s4 offset:16
scratch_load_short_d16 v10, v2, s4 offset:16
scratch_load_short_d16_hi v10, v2, s4 offset:16
scratch_store_dword v2, v24, s4 offset:16
scratch_store_dwordx2 v2, v[24:25], s4 offset:16
scratch_store_dwordx3 v2, v[24:26], s4 offset:16
scratch_store_dwordx4 v2, v[24:27], s4 offset:16
scratch_store_byte v2, v24, s4 offset:16
scratch_store_short v2, v24, s4 offset:16
scratch_store_byte_d16_hi v2, v24, s4 offset:16
scratch_store_short_d16_hi v2, v24, s4 offset:16
buffer_load_dword v10, v2, s[8:11], s3 offen offset:16
buffer_load_dword v2, s[8:11], s3 offen offset:16 lds
buffer_load_ubyte off, s[8:11], s3 lds
buffer_load_sbyte off, s[8:11], s3 offset:8 lds
buffer_load_ushort v1, s[8:11], s3 idxen lds
buffer_load_sshort off, s[8:11], 0 lds
buffer_load_format_x off, s[8:11], s3 lds
buffer_store_lds_dword s[4:7], s0 offset:4095 lds
ds_gws_init v0 gds
ds_gws_sema_v offset:4 gds
ds_gws_sema_br a2 offset:65535 gds
ds_gws_sema_p gds
ds_gws_sema_release_all gds
ds_gws_barrier v2 gds
buffer_load_dwordx2 v[10:11], v2, s[8:11], s3 offen offset:16
buffer_load_dwordx3 v[10:12], v2, s[8:11], s3 offen offset:16
buffer_load_dwordx4 v[10:13], v2, s[8:11], s3 offen offset:16
buffer_load_ubyte v10, v2, s[8:11], s3 offen offset:16
buffer_load_sbyte v10, v2, s[8:11], s3 offen offset:16
buffer_load_ushort v10, v2, s[8:11], s3 offen offset:16
buffer_load_sshort v10, v2, s[8:11], s3 offen offset:16
buffer_load_ubyte_d16 v10, v2, s[8:11], s3 offen offset:16
buffer_load_ubyte_d16_hi v10, v2, s[8:11], s3 offen offset:16
buffer_load_sbyte_d16 v10, v2, s[8:11], s3 offen offset:16
buffer_load_sbyte_d16_hi v10, v2, s[8:11], s3 offen offset:16
buffer_load_short_d16 v10, v2, s[8:11], s3 offen offset:16
buffer_load_short_d16_hi v10, v2, s[8:11], s3 offen offset:16
buffer_store_dword v20, v2, s[8:11], s3 offen offset:16
buffer_store_dwordx2 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_store_dwordx3 v[20:22], v2, s[8:11], s3 offen offset:16
buffer_store_dwordx4 v[20:23], v2, s[8:11], s3 offen offset:16
buffer_store_byte v20, v2, s[8:11], s3 offen offset:16
buffer_store_short v20, v2, s[8:11], s3 offen offset:16
buffer_store_byte_d16_hi v20, v2, s[8:11], s3 offen offset:16
buffer_store_short_d16_hi v20, v2, s[8:11], s3 offen offset:16
buffer_atomic_swap v20, v2, s[8:11], s3 offen offset:16
buffer_atomic_swap v10, v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_swap_x2 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_swap_x2 v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_cmpswap v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_cmpswap v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_cmpswap_x2 v[20:23], v2, s[8:11], s3 offen offset:16
buffer_atomic_cmpswap_x2 v[10:13], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_add v20, v2, s[8:11], s3 offen offset:16
buffer_atomic_add v10, v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_add_x2 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_add_x2 v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_sub v20, v2, s[8:11], s3 offen offset:16
buffer_atomic_sub v10, v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_sub_x2 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_sub_x2 v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_smin v20, v2, s[8:11], s3 offen offset:16
buffer_atomic_smin v10, v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_smin_x2 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_smin_x2 v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_umin v20, v2, s[8:11], s3 offen offset:16
buffer_atomic_umin v10, v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_umin_x2 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_umin_x2 v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_smax v20, v2, s[8:11], s3 offen offset:16
buffer_atomic_smax v10, v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_smax_x2 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_smax_x2 v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_umax v20, v2, s[8:11], s3 offen offset:16
buffer_atomic_umax v10, v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_umax_x2 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_umax_x2 v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_and v20, v2, s[8:11], s3 offen offset:16
buffer_atomic_and v10, v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_and_x2 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_and_x2 v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_or v20, v2, s[8:11], s3 offen offset:16
buffer_atomic_or v10, v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_or_x2 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_or_x2 v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_xor v20, v2, s[8:11], s3 offen offset:16
buffer_atomic_xor v10, v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_xor_x2 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_xor_x2 v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_inc v20, v2, s[8:11], s3 offen offset:16
buffer_atomic_inc v10, v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_inc_x2 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_inc_x2 v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_dec v20, v2, s[8:11], s3 offen offset:16
buffer_atomic_dec v10, v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_dec_x2 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_dec_x2 v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_add_f32 v20, v2, s[8:11], s3 offen offset:16
buffer_atomic_add_f32 v10, v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_add_f64 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_add_f64 v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_min_f64 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_min_f64 v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_max_f64 v[20:21], v2, s[8:11], s3 offen offset:16
buffer_atomic_max_f64 v[10:11], v2, s[8:11], s3 offen offset:16 sc0
buffer_atomic_pk_add_f16 v20, v2, s[8:11], s3 offen offset:16
buffer_atomic_pk_add_f16 v10, v2, s[8:11], s3 offen offset:16 sc0
s_load_dword s20, s[2:3], 0x10
s_load_dword s20, s[2:3], s5 offset:0x10
s_load_dwordx2 s[20:21], s[2:3], m0 offset:-0x8 glc
s_load_dword s20, s[2:3], s5
s_load_dwordx2 s[20:21], s[2:3], 0x10
s_load_dwordx4 s[20:23], s[2:3], 0x10
s_load_dwordx8 s[20:27], s[2:3], 0x10
s_load_dwordx16 s[20:35], s[2:3], 0x10
s_buffer_load_dword s20, s[8:11], 0x10
s_buffer_load_dwordx2 s[20:21], s[8:11], 0x10
s_buffer_load_dwordx4 s[20:23], s[8:11], 0x10
s_buffer_load_dwordx8 s[20:27], s[8:11], 0x10
s_buffer_load_dwordx16 s[20:35], s[8:11], 0x10
s_store_dword s20, s[2:3], 0x10
s_scratch_load_dword s5, s[2:3], s0
s_scratch_load_dwordx2 s[10:11], s[2:3], 0x1 glc
s_scratch_load_dwordx4 s[20:23], s[4:5], s0
s_scratch_store_dword s1, s[4:5], 0x123 glc
s_scratch_store_dwordx2 s[2:3], s[4:5], s101 glc
s_scratch_store_dwordx4 s[4:7], s[4:5], s0
s_store_dwordx2 s[20:21], s[2:3], 0x10
s_store_dwordx4 s[20:23], s[2:3], 0x10
s_buffer_store_dword s20, s[8:11], 0x10
s_buffer_store_dwordx2 s[20:21], s[8:11], 0x10
s_buffer_store_dwordx4 s[20:23], s[8:11], 0x10
s_atomic_swap s20, s[2:3], 0x10
s_atomic_swap s20, s[2:3], 0x10 glc
s_buffer_atomic_swap s20, s[8:11], 0x10
s_buffer_atomic_swap s20, s[8:11], 0x10 glc
s_atomic_swap_x2 s[20:21], s[2:3], 0x10
s_atomic_swap_x2 s[20:21], s[2:3], 0x10 glc
s_buffer_atomic_swap_x2 s[20:21], s[8:11], 0x10
s_buffer_atomic_swap_x2 s[20:21], s[8:11], 0x10 glc
s_atomic_cmpswap s[20:21], s[2:3], 0x10
s_atomic_cmpswap s[20:21], s[2:3], 0x10 glc
s_buffer_atomic_cmpswap s[20:21], s[8:11], 0x10
s_buffer_atomic_cmpswap s[20:21], s[8:11], 0x10 glc
s_atomic_cmpswap_x2 s[20:23], s[2:3], 0x10
s_atomic_cmpswap_x2 s[20:23], s[2:3], 0x10 glc
s_buffer_atomic_cmpswap_x2 s[20:23], s[8:11], 0x10
s_buffer_atomic_cmpswap_x2 s[20:23], s[8:11], 0x10 glc
s_atomic_add s20, s[2:3], 0x10
s_atomic_add s20, s[2:3], 0x10 glc
s_buffer_atomic_add s20, s[8:11], 0x10
s_buffer_atomic_add s20, s[8:11], 0x10 glc
s_atomic_add_x2 s[20:21], s[2:3], 0x10
s_atomic_add_x2 s[20:21], s[2:3], 0x10 glc
s_buffer_atomic_add_x2 s[20:21], s[8:11], 0x10
s_buffer_atomic_add_x2 s[20:21], s[8:11], 0x10 glc
s_atomic_sub s20, s[2:3], 0x10
s_atomic_sub s20, s[2:3], 0x10 glc
s_buffer_atomic_sub s20, s[8:11], 0x10
s_buffer_atomic_sub s20, s[8:11], 0x10 glc
s_atomic_sub_x2 s[20:21], s[2:3], 0x10
s_atomic_sub_x2 s[20:21], s[2:3], 0x10 glc
s_buffer_atomic_sub_x2 s[20:21], s[8:11], 0x10
s_buffer_atomic_sub_x2 s[20:21], s[8:11], 0x10 glc
s_atomic_smin s20, s[2:3], 0x10
s_atomic_smin s20, s[2:3], 0x10 glc
s_buffer_atomic_smin s20, s[8:11], 0x10
s_buffer_atomic_smin s20, s[8:11], 0x10 glc
s_atomic_smin_x2 s[20:21], s[2:3], 0x10
s_atomic_smin_x2 s[20:21], s[2:3], 0x10 glc
s_buffer_atomic_smin_x2 s[20:21], s[8:11], 0x10
s_buffer_atomic_smin_x2 s[20:21], s[8:11], 0x10 glc
s_atomic_umin s20, s[2:3], 0x10
s_atomic_umin s20, s[2:3], 0x10 glc
s_buffer_atomic_umin s20, s[8:11], 0x10
s_buffer_atomic_umin s20, s[8:11], 0x10 glc
s_atomic_umin_x2 s[20:21], s[2:3], 0x10
s_atomic_umin_x2 s[20:21], s[2:3], 0x10 glc
s_buffer_atomic_umin_x2 s[20:21], s[8:11], 0x10
s_buffer_atomic_umin_x2 s[20:21], s[8:11], 0x10 glc
s_atomic_smax s20, s[2:3], 0x10
s_atomic_smax s20, s[2:3], 0x10 glc
s_buffer_atomic_smax s20, s[8:11], 0x10
s_buffer_atomic_smax s20, s[8:11], 0x10 glc
s_atomic_smax_x2 s[20:21], s[2:3], 0x10
s_atomic_smax_x2 s[20:21], s[2:3], 0x10 glc
s_buffer_atomic_smax_x2 s[20:21], s[8:11], 0x10
s_buffer_atomic_smax_x2 s[20:21], s[8:11], 0x10 glc
s_atomic_umax s20, s[2:3], 0x10
s_atomic_umax s20, s[2:3], 0x10 glc
s_buffer_atomic_umax s20, s[8:11], 0x10
s_buffer_atomic_umax s20, s[8:11], 0x10 glc
s_atomic_umax_x2 s[20:21], s[2:3], 0x10
s_atomic_umax_x2 s[20:21], s[2:3], 0x10 glc
s_buffer_atomic_umax_x2 s[20:21], s[8:11], 0x10
s_buffer_atomic_umax_x2 s[20:21], s[8:11], 0x10 glc
s_atomic_and s20, s[2:3], 0x10
s_atomic_and s20, s[2:3], 0x10 glc
s_buffer_atomic_and s20, s[8:11], 0x10
s_buffer_atomic_and s20, s[8:11], 0x10 glc
s_atomic_and_x2 s[20:21], s[2:3], 0x10
s_atomic_and_x2 s[20:21], s[2:3], 0x10 glc
s_buffer_atomic_and_x2 s[20:21], s[8:11], 0x10
s_buffer_atomic_and_x2 s[20:21], s[8:11], 0x10 glc
s_atomic_or s20, s[2:3], 0x10
s_atomic_or s20, s[2:3], 0x10 glc
s_buffer_atomic_or s20, s[8:11], 0x10
s_buffer_atomic_or s20, s[8:11], 0x10 glc
s_atomic_or_x2 s[20:21], s[2:3], 0x10
s_atomic_or_x2 s[20:21], s[2:3], 0x10 glc
s_buffer_atomic_or_x2 s[20:21], s[8:11], 0x10
s_buffer_atomic_or_x2 s[20:21], s[8:11], 0x10 glc
s_atomic_xor s20, s[2:3], 0x10
s_atomic_xor s20, s[2:3], 0x10 glc
s_buffer_atomic_xor s20, s[8:11], 0x10
s_buffer_atomic_xor s20, s[8:11], 0x10 glc
s_atomic_xor_x2 s[20:21], s[2:3], 0x10
s_atomic_xor_x2 s[20:21], s[2:3], 0x10 glc
s_buffer_atomic_xor_x2 s[20:21], s[8:11], 0x10
s_buffer_atomic_xor_x2 s[20:21], s[8:11], 0x10 glc
s_atomic_inc s20, s[2:3], 0x10
s_atomic_inc s20, s[2:3], 0x10 glc
s_buffer_atomic_inc s20, s[8:11], 0x10
s_buffer_atomic_inc s20, s[8:11], 0x10 glc
s_atomic_inc_x2 s[20:21], s[2:3], 0x10
s_atomic_inc_x2 s[20:21], s[2:3], 0x10 glc
s_buffer_atomic_inc_x2 s[20:21], s[8:11], 0x10
s_buffer_atomic_inc_x2 s[20:21], s[8:11], 0x10 glc
s_atomic_dec s20, s[2:3], 0x10
s_atomic_dec s20, s[2:3], 0x10 glc
s_buffer_atomic_dec s20, s[8:11], 0x10
s_buffer_atomic_dec s20, s[8:11], 0x10 glc
s_atomic_dec_x2 s[20:21], s[2:3], 0x10
s_atomic_dec_x2 s[20:21], s[2:3], 0x10 glc
s_buffer_atomic_dec_x2 s[20:21], s[8:11], 0x10
s_buffer_atomic_dec_x2 s[20:21], s[8:11], 0x10 glc
ds_read_b32 v10, v1 offset:8
ds_read_u8 v10, v1 offset:8
ds_read_i8 v10, v1 offset:8
ds_read_u16 v10, v1 offset:8
ds_read_i16 v10, v1 offset:8
ds_read_u8_d16 v10, v1 offset:8
ds_read_u8_d16_hi v10, v1 offset:8
ds_read_i8_d16 v10, v1 offset:8
ds_read_i8_d16_hi v10, v1 offset:8
ds_read_u16_d16 v10, v1 offset:8
ds_read_u16_d16_hi v10, v1 offset:8
ds_read_b64 v[10:11], v1 offset:8
ds_read_b96 v[10:12], v1 offset:8
ds_read_b128 v[10:13], v1 offset:8
ds_write_b32 v1, v24 offset:8
ds_write_b8 v1, v24 offset:8
ds_write_b16 v1, v24 offset:8
ds_write_b8_d16_hi v1, v24 offset:8
ds_write_b16_d16_hi v1, v24 offset:8
ds_write_b64 v1, v[24:25] offset:8
ds_write_b96 v1, v[24:26] offset:8
ds_write_b128 v1, v[24:27] offset:8
ds_read2_b32 v[10:11], v1 offset0:1 offset1:2
ds_read2st64_b32 v[10:11], v1 offset0:1 offset1:2
ds_read2_b64 v[10:13], v1 offset0:1 offset1:2
ds_read2st64_b64 v[10:13], v1 offset0:1 offset1:2
ds_write2_b32 v1, v24, v28 offset0:1 offset1:2
ds_write2st64_b32 v1, v24, v28 offset0:1 offset1:2
ds_write2_b64 v1, v[24:25], v[28:29] offset0:1 offset1:2
ds_write2st64_b64 v1, v[24:25], v[28:29] offset0:1 offset1:2
ds_bpermute_b32 v10, v1, v28 offset:8
ds_permute_b32 v10, v1, v28 offset:8
ds_add_u32 v1, v24 offset:8
ds_add_rtn_u32 v10, v1, v28 offset:8
ds_sub_u32 v1, v24 offset:8
ds_sub_rtn_u32 v10, v1, v28 offset:8
ds_rsub_u32 v1, v24 offset:8
ds_rsub_rtn_u32 v10, v1, v28 offset:8
ds_inc_u32 v1, v24 offset:8
ds_inc_rtn_u32 v10, v1, v28 offset:8
ds_dec_u32 v1, v24 offset:8
ds_dec_rtn_u32 v10, v1, v28 offset:8
ds_min_i32 v1, v24 offset:8
ds_min_rtn_i32 v10, v1, v28 offset:8
ds_max_i32 v1, v24 offset:8
ds_max_rtn_i32 v10, v1, v28 offset:8
ds_min_u32 v1, v24 offset:8
ds_min_rtn_u32 v10, v1, v28 offset:8
ds_max_u32 v1, v24 offset:8
ds_max_rtn_u32 v10, v1, v28 offset:8
ds_and_b32 v1, v24 offset:8
ds_and_rtn_b32 v10, v1, v28 offset:8
ds_or_b32 v1, v24 offset:8
ds_or_rtn_b32 v10, v1, v28 offset:8
ds_xor_b32 v1, v24 offset:8
ds_xor_rtn_b32 v10, v1, v28 offset:8
ds_add_f32 v1, v24 offset:8
ds_add_rtn_f32 v10, v1, v28 offset:8
ds_min_f32 v1, v24 offset:8
ds_min_rtn_f32 v10, v1, v28 offset:8
ds_max_f32 v1, v24 offset:8
ds_max_rtn_f32 v10, v1, v28 offset:8
ds_pk_add_f16 v1, v24 offset:8
ds_pk_add_rtn_f16 v10, v1, v28 offset:8
ds_pk_add_bf16 v1, v24 offset:8
ds_pk_add_rtn_bf16 v10, v1, v28 offset:8
ds_add_u64 v1, v[24:25] offset:8
ds_add_rtn_u64 v[10:11], v1, v[28:29] offset:8
ds_sub_u64 v1, v[24:25] offset:8
ds_sub_rtn_u64 v[10:11], v1, v[28:29] offset:8
ds_rsub_u64 v1, v[24:25] offset:8
ds_rsub_rtn_u64 v[10:11], v1, v[28:29] offset:8
ds_inc_u64 v1, v[24:25] offset:8
ds_inc_rtn_u64 v[10:11], v1, v[28:29] offset:8
ds_dec_u64 v1, v[24:25] offset:8
ds_dec_rtn_u64 v[10:11], v1, v[28:29] offset:8
ds_min_i64 v1, v[24:25] offset:8
ds_min_rtn_i64 v[10:11], v1, v[28:29] offset:8
ds_max_i64 v1, v[24:25] offset:8
ds_max_rtn_i64 v[10:11], v1, v[28:29] offset:8
ds_min_u64 v1, v[24:25] offset:8
ds_min_rtn_u64 v[10:11], v1, v[28:29] offset:8
ds_max_u64 v1, v[24:25] offset:8
ds_max_rtn_u64 v[10:11], v1, v[28:29] offset:8
ds_and_b64 v1, v[24:25] offset:8
ds_and_rtn_b64 v[10:11], v1, v[28:29] offset:8
ds_or_b64 v1, v[24:25] offset:8
ds_or_rtn_b64 v[10:11], v1, v[28:29] offset:8
ds_xor_b64 v1, v[24:25] offset:8
ds_xor_rtn_b64 v[10:11], v1, v[28:29] offset:8
ds_add_f64 v1, v[24:25] offset:8
ds_add_rtn_f64 v[10:11], v1, v[28:29] offset:8
ds_min_f64 v1, v[24:25] offset:8
ds_min_rtn_f64 v[10:11], v1, v[28:29] offset:8
ds_max_f64 v1, v[24:25] offset:8
ds_max_rtn_f64 v[10:11], v1, v[28:29] offset:8
ds_mskor_b32 v1, v24, v28 offset:8
ds_mskor_rtn_b32 v10, v1, v28, v32 offset:8
ds_cmpst_b32 v1, v24, v28 offset:8
ds_cmpst_rtn_b32 v10, v1, v28, v32 offset:8
ds_cmpst_f32 v1, v24, v28 offset:8
ds_cmpst_rtn_f32 v10, v1, v28, v32 offset:8
ds_mskor_b64 v1, v[24:25], v[28:29] offset:8
ds_mskor_rtn_b64 v[10:11], v1, v[28:29], v[32:33] offset:8
ds_cmpst_b64 v1, v[24:25], v[28:29] offset:8
ds_cmpst_rtn_b64 v[10:11], v1, v[28:29], v[32:33] offset:8
ds_cmpst_f64 v1, v[24:25], v[28:29] offset:8
ds_cmpst_rtn_f64 v[10:11], v1, v[28:29], v[32:33] offset:8
ds_wrxchg_rtn_b32 v10, v1, v28 offset:8
ds_wrxchg_rtn_b64 v[10:11], v1, v[28:29] offset:8
ds_wrap_rtn_b32 v10, v1, v28, v32 offset:8
ds_wrxchg2_rtn_b32 v[10:11], v1, v28, v32 offset0:1 offset1:2
ds_wrxchg2st64_rtn_b32 v[10:11], v1, v28, v32 offset0:1 offset1:2
ds_wrxchg2_rtn_b64 v[10:13], v1, v[28:29], v[32:33] offset0:1 offset1:2
ds_wrxchg2st64_rtn_b64 v[10:13], v1, v[28:29], v[32:33] offset0:1 offset1:2
s_set_gpr_idx_idx s2
s_set_gpr_idx_mode gpr_idx(SRC0)
s_set_gpr_idx_off
s_set_gpr_idx_on 5, gpr_idx(SRC0,SRC1)
s_set_gpr_idx_on s4, gpr_idx()
s_set_gpr_idx_on s4, gpr_idx(DST)
s_set_gpr_idx_on s4, gpr_idx(SRC0,SRC1,SRC2,DST)
v_fmaak_f32 v0, v1, v2, 0x3f000000
v_fmamk_f32 v0, 0x1234, 0x1234, v2
v_fmamk_f32 v0, 17, 0x4f800000, v2
v_fmamk_f32 v0, v1, 0x3f800000, v2
v_mad_legacy_u16 v4, v4, 3, v5
v_mad_u16 v4, v4, 3, v5
v_mad_i16 v4, v4, 3, v5
v_mad_legacy_i16 v4, v4, 3, v5
v_pk_add_f16 v0, v1, v2
v_pk_add_f16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,1] neg_hi:[1,0]
v_pk_add_f16 v0, s4, v2
v_pk_add_f16 v0, v1, 1.0
v_pk_mul_f16 v0, v1, v2
v_pk_mul_f16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,1] neg_hi:[1,0]
v_pk_mul_f16 v0, s4, v2
v_pk_mul_f16 v0, v1, 1.0
v_pk_min_f16 v0, v1, v2
v_pk_min_f16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,1] neg_hi:[1,0]
v_pk_min_f16 v0, s4, v2
v_pk_min_f16 v0, v1, 1.0
v_pk_max_f16 v0, v1, v2
v_pk_max_f16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,1] neg_hi:[1,0]
v_pk_max_f16 v0, s4, v2
v_pk_max_f16 v0, v1, 1.0
v_pk_fma_f16 v0, v1, v2, v3
v_pk_fma_f16 v0, v1, v2, v3 op_sel:[1,0,0] op_sel_hi:[0,1,1] neg_lo:[0,0,1] neg_hi:[1,0,0]
v_pk_fma_f16 v0, s4, v2, v3
v_pk_fma_f16 v0, v1, v2, 1.0
v_pk_add_u16 v0, v1, v2
v_pk_add_u16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_add_u16 v0, s4, v2
v_pk_add_u16 v0, v1, -3
v_pk_add_i16 v0, v1, v2
v_pk_add_i16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_add_i16 v0, s4, v2
v_pk_add_i16 v0, v1, -3
v_pk_sub_u16 v0, v1, v2
v_pk_sub_u16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_sub_u16 v0, s4, v2
v_pk_sub_u16 v0, v1, -3
v_pk_sub_i16 v0, v1, v2
v_pk_sub_i16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_sub_i16 v0, s4, v2
v_pk_sub_i16 v0, v1, -3
v_pk_mul_lo_u16 v0, v1, v2
v_pk_mul_lo_u16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_mul_lo_u16 v0, s4, v2
v_pk_mul_lo_u16 v0, v1, -3
v_pk_min_u16 v0, v1, v2
v_pk_min_u16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_min_u16 v0, s4, v2
v_pk_min_u16 v0, v1, -3
v_pk_min_i16 v0, v1, v2
v_pk_min_i16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_min_i16 v0, s4, v2
v_pk_min_i16 v0, v1, -3
v_pk_max_u16 v0, v1, v2
v_pk_max_u16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_max_u16 v0, s4, v2
v_pk_max_u16 v0, v1, -3
v_pk_max_i16 v0, v1, v2
v_pk_max_i16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_max_i16 v0, s4, v2
v_pk_max_i16 v0, v1, -3
v_pk_lshlrev_b16 v0, v1, v2
v_pk_lshlrev_b16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_lshlrev_b16 v0, s4, v2
v_pk_lshlrev_b16 v0, v1, -3
v_pk_lshrrev_b16 v0, v1, v2
v_pk_lshrrev_b16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_lshrrev_b16 v0, s4, v2
v_pk_lshrrev_b16 v0, v1, -3
v_pk_ashrrev_i16 v0, v1, v2
v_pk_ashrrev_i16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_ashrrev_i16 v0, s4, v2
v_pk_ashrrev_i16 v0, v1, -3
v_pk_mad_u16 v0, v1, v2, v3
v_pk_mad_u16 v0, v1, v2, v3 op_sel:[1,0,0] op_sel_hi:[0,1,1]
v_pk_mad_u16 v0, s4, v2, v3
v_pk_mad_u16 v0, v1, v2, -3
v_pk_mad_i16 v0, v1, v2, v3
v_pk_mad_i16 v0, v1, v2, v3 op_sel:[1,0,0] op_sel_hi:[0,1,1]
v_pk_mad_i16 v0, s4, v2, v3
v_pk_mad_i16 v0, v1, v2, -3
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel:[1,0,0] op_sel_hi:[0,1,1] neg_lo:[0,0,1] neg_hi:[1,0,0]
v_pk_fma_f32 v[0:1], s[4:5], v[4:5], v[6:7]
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], 1.0
v_pk_mul_f32 v[0:1], v[2:3], v[4:5]
v_pk_mul_f32 v[0:1], v[2:3], v[4:5] op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,1] neg_hi:[1,0]
v_pk_mul_f32 v[0:1], s[4:5], v[4:5]
v_pk_mul_f32 v[0:1], v[2:3], 1.0
v_pk_add_f32 v[0:1], v[2:3], v[4:5]
v_pk_add_f32 v[0:1], v[2:3], v[4:5] op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,1] neg_hi:[1,0]
v_pk_add_f32 v[0:1], s[4:5], v[4:5]
v_pk_add_f32 v[0:1], v[2:3], 1.0
v_pk_mov_b32 v[0:1], v[2:3], v[4:5]
v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel:[1,0] op_sel_hi:[0,1]
v_pk_mov_b32 v[0:1], s[4:5], v[4:5]
v_pk_mov_b32 v[0:1], v[2:3], -3
v_cmp_f_f16_e64 vcc, v2, v3
v_cmp_lt_f16_e64 vcc, v2, v3
v_cmp_eq_f16_e64 vcc, v2, v3
v_cmp_le_f16_e64 vcc, v2, v3
v_cmp_gt_f16_e64 vcc, v2, v3
v_cmp_lg_f16_e64 vcc, v2, v3
v_cmp_ge_f16_e64 vcc, v2, v3
v_cmp_o_f16_e64 vcc, v2, v3
v_cmp_u_f16_e64 vcc, v2, v3
v_cmp_nge_f16_e64 vcc, v2, v3
v_cmp_nlg_f16_e64 vcc, v2, v3
v_cmp_ngt_f16_e64 vcc, v2, v3
v_cmp_nle_f16_e64 vcc, v2, v3
v_cmp_neq_f16_e64 vcc, v2, v3
v_cmp_nlt_f16_e64 vcc, v2, v3
v_cmp_tru_f16_e64 vcc, v2, v3
v_cmpx_f_f16_e64 vcc, v2, v3
v_cmpx_lt_f16_e64 vcc, v2, v3
v_cmpx_eq_f16_e64 vcc, v2, v3
v_cmpx_le_f16_e64 vcc, v2, v3
v_cmpx_gt_f16_e64 vcc, v2, v3
v_cmpx_lg_f16_e64 vcc, v2, v3
v_cmpx_ge_f16_e64 vcc, v2, v3
v_cmpx_o_f16_e64 vcc, v2, v3
v_cmpx_u_f16_e64 vcc, v2, v3
v_cmpx_nge_f16_e64 vcc, v2, v3
v_cmpx_nlg_f16_e64 vcc, v2, v3
v_cmpx_ngt_f16_e64 vcc, v2, v3
v_cmpx_nle_f16_e64 vcc, v2, v3
v_cmpx_neq_f16_e64 vcc, v2, v3
v_cmpx_nlt_f16_e64 vcc, v2, v3
v_cmpx_tru_f16_e64 vcc, v2, v3
v_cmp_f_i16_e64 vcc, v2, v3
v_cmp_lt_i16_e64 vcc, v2, v3
v_cmp_eq_i16_e64 vcc, v2, v3
v_cmp_le_i16_e64 vcc, v2, v3
v_cmp_gt_i16_e64 vcc, v2, v3
v_cmp_ne_i16_e64 vcc, v2, v3
v_cmp_ge_i16_e64 vcc, v2, v3
v_cmp_t_i16_e64 vcc, v2, v3
v_cmpx_f_i16_e64 vcc, v2, v3
v_cmpx_lt_i16_e64 vcc, v2, v3
v_cmpx_eq_i16_e64 vcc, v2, v3
v_cmpx_le_i16_e64 vcc, v2, v3
v_cmpx_gt_i16_e64 vcc, v2, v3
v_cmpx_ne_i16_e64 vcc, v2, v3
v_cmpx_ge_i16_e64 vcc, v2, v3
v_cmpx_t_i16_e64 vcc, v2, v3
v_cmp_f_u16_e64 vcc, v2, v3
v_cmp_lt_u16_e64 vcc, v2, v3
v_cmp_eq_u16_e64 vcc, v2, v3
v_cmp_le_u16_e64 vcc, v2, v3
v_cmp_gt_u16_e64 vcc, v2, v3
v_cmp_ne_u16_e64 vcc, v2, v3
v_cmp_ge_u16_e64 vcc, v2, v3
v_cmp_t_u16_e64 vcc, v2, v3
v_cmpx_f_u16_e64 vcc, v2, v3
v_cmpx_lt_u16_e64 vcc, v2, v3
v_cmpx_eq_u16_e64 vcc, v2, v3
v_cmpx_le_u16_e64 vcc, v2, v3
v_cmpx_gt_u16_e64 vcc, v2, v3
v_cmpx_ne_u16_e64 vcc, v2, v3
v_cmpx_ge_u16_e64 vcc, v2, v3
v_cmpx_t_u16_e64 vcc, v2, v3
v_cmp_class_f16_e64 vcc, v2, v3
v_cmpx_class_f16_e64 vcc, v2, v3
v_add_f16_e32 v0, v2, v3
v_add_f16_e64 v0, v2, v3
v_sub_f16_e32 v0, v2, v3
v_sub_f16_e64 v0, v2, v3
v_subrev_f16_e32 v0, v2, v3
v_subrev_f16_e64 v0, v2, v3
v_mul_f16_e32 v0, v2, v3
v_mul_f16_e64 v0, v2, v3
v_max_f16_e32 v0, v2, v3
v_max_f16_e64 v0, v2, v3
v_min_f16_e32 v0, v2, v3
v_min_f16_e64 v0, v2, v3
v_ldexp_f16_e32 v0, v2, v3
v_ldexp_f16_e64 v0, v2, v3
v_mac_f16_e32 v0, v2, v3
v_mac_f16_e64 v0, v2, v3
v_add_u16_e32 v0, v2, v3
v_add_u16_e64 v0, v2, v3
v_sub_u16_e32 v0, v2, v3
v_sub_u16_e64 v0, v2, v3
v_subrev_u16_e32 v0, v2, v3
v_subrev_u16_e64 v0, v2, v3
v_mul_lo_u16_e32 v0, v2, v3
v_mul_lo_u16_e64 v0, v2, v3
v_lshlrev_b16_e32 v0, v2, v3
v_lshlrev_b16_e64 v0, v2, v3
v_lshrrev_b16_e32 v0, v2, v3
v_lshrrev_b16_e64 v0, v2, v3
v_ashrrev_i16_e32 v0, v2, v3
v_ashrrev_i16_e64 v0, v2, v3
v_max_u16_e32 v0, v2, v3
v_max_u16_e64 v0, v2, v3
v_max_i16_e32 v0, v2, v3
v_max_i16_e64 v0, v2, v3
v_min_u16_e32 v0, v2, v3
v_min_u16_e64 v0, v2, v3
v_min_i16_e32 v0, v2, v3
v_min_i16_e64 v0, v2, v3
v_rcp_f16_e32 v0, v2
v_rcp_f16_e64 v0, v2
v_sqrt_f16_e32 v0, v2
v_sqrt_f16_e64 v0, v2
v_rsq_f16_e32 v0, v2
v_rsq_f16_e64 v0, v2
v_log_f16_e32 v0, v2
v_log_f16_e64 v0, v2
v_exp_f16_e32 v0, v2
v_exp_f16_e64 v0, v2
v_sin_f16_e32 v0, v2
v_sin_f16_e64 v0, v2
v_cos_f16_e32 v0, v2
v_cos_f16_e64 v0, v2
v_frexp_mant_f16_e32 v0, v2
v_frexp_mant_f16_e64 v0, v2
v_frexp_exp_i16_f16_e32 v0, v2
v_frexp_exp_i16_f16_e64 v0, v2
v_floor_f16_e32 v0, v2
v_floor_f16_e64 v0, v2
v_ceil_f16_e32 v0, v2
v_ceil_f16_e64 v0, v2
v_trunc_f16_e32 v0, v2
v_trunc_f16_e64 v0, v2
v_rndne_f16_e32 v0, v2
v_rndne_f16_e64 v0, v2
v_fract_f16_e32 v0, v2
v_fract_f16_e64 v0, v2
v_cvt_u16_f16_e32 v0, v2
v_cvt_u16_f16_e64 v0, v2
v_cvt_i16_f16_e32 v0, v2
v_cvt_i16_f16_e64 v0, v2
v_cvt_norm_i16_f16_e32 v0, v2
v_cvt_norm_i16_f16_e64 v0, v2
v_cvt_norm_u16_f16_e32 v0, v2
v_cvt_norm_u16_f16_e64 v0, v2
v_cvt_f16_u16_e32 v0, v2
v_cvt_f16_u16_e64 v0, v2
v_cvt_f16_i16_e32 v0, v2
v_cvt_f16_i16_e64 v0, v2
v_fract_f32_e32 v0, v2
v_fract_f32_e64 v0, v2
v_fract_f64_e32 v[0:1], v[2:3]
v_fract_f64_e64 v[0:1], v[2:3]
v_fma_f16 v0, v2, v3, v4
v_fma_legacy_f16 v0, v2, v3, v4
v_mad_f16 v0, v2, v3, v4
v_mad_legacy_f16 v0, v2, v3, v4
v_max3_f16 v0, v2, v3, v4
v_min3_f16 v0, v2, v3, v4
v_med3_f16 v0, v2, v3, v4
v_med3_f32 v0, v2, v3, v4
v_div_fixup_f16 v0, v2, v3, v4
v_div_fixup_legacy_f16 v0, v2, v3, v4
v_max3_i16 v0, v2, v3, v4
v_max3_u16 v0, v2, v3, v4
v_min3_i16 v0, v2, v3, v4
v_min3_u16 v0, v2, v3, v4
v_med3_i16 v0, v2, v3, v4
v_med3_u16 v0, v2, v3, v4
v_mad_u32_u16 v0, v2, v3, v4
v_mad_i32_i16 v0, v2, v3, v4
v_add_i16 v0, v2, v3
v_sub_i16 v0, v2, v3
s_getreg_b32 s0, hwreg(HW_REG_MODE)
s_getreg_b32 s0, hwreg(HW_REG_MODE)
s_setreg_b32 hwreg(HW_REG_MODE, 4, 2), s1
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 4)
s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 4)
s_getreg_b32 s0, hwreg(HW_REG_XCC_ID)
s_memrealtime s[0:1]
s_memtime s[0:1]
s_cmovk_i32 s0, 0x1234
s_cmov_b64 s[0:1], s[2:3]
s_cbranch_cdbgsys label
s_setkill 1
s_quadmask_b64 s[0:1], s[2:3]
s_wqm_b32 s0, s1
s_pack_lh_b32_b16 s0, s1, s2
s_lshl2_add_u32 s0, s1, s2
s_subb_u32 s0, s1, s2
s_ttracedata
s_incperflevel 1
s_decperflevel 1
s_wakeup
s_sleep 2
v_nop
v_clrexcp
v_nop
ds_nop
s_cbranch_cdbguser label
s_cbranch_cdbgsys_or_user label
s_cbranch_cdbgsys_and_user label
s_quadmask_b32 s0, s1
s_wqm_b64 s[0:1], s[2:3]
s_pack_ll_b32_b16 s0, s1, s2
s_pack_hh_b32_b16 s0, s1, s2
s_lshl1_add_u32 s0, s1, s2
s_lshl3_add_u32 s0, s1, s2
s_lshl4_add_u32 s0, s1, s2
s_cmov_b32 s0, s1
v_swap_b32 v0, v1
v_xnor_b32_e32 v0, v1, v2
v_bfm_b32 v0, v1, v2
v_mul_legacy_f32 v0, v1, v2
v_sad_u8 v0, v1, v2, v3
v_sad_hi_u8 v0, v1, v2, v3
v_sad_u16 v0, v1, v2, v3
v_msad_u8 v0, v1, v2, v3
v_lerp_u8 v0, v1, v2, v3
v_sat_pk_u8_i16_e32 v0, v1
v_dot4_i32_i8 v0, v1, v2, v3
v_dot4_u32_u8 v0, v1, v2, v3
v_dot8_i32_i4 v0, v1, v2, v3
v_dot8_u32_u4 v0, v1, v2, v3
v_dot2_i32_i16 v0, v1, v2, v3
v_dot2_u32_u16 v0, v1, v2, v3
v_dot4c_i32_i8_e32 v0, v1, v2
v_dot8c_i32_i4_e32 v0, v1, v2
v_dot2c_i32_i16_e32 v0, v1, v2
v_cvt_pk_u16_u32 v0, v1, v2
v_cvt_pk_i16_i32 v0, v1, v2
v_cvt_pknorm_i16_f32 v0, v1, v2
v_cvt_pknorm_u16_f32 v0, v1, v2
v_cvt_pk_u8_f32 v0, v1, v2, v3
v_cvt_off_f32_i4_e32 v0, v1
v_cvt_pknorm_i16_f16 v0, v1, v2
v_cvt_pknorm_u16_f16 v0, v1, v2
s_dcache_discard s[2:3], s4
s_dcache_discard_x2 s[2:3], 0x10
s_dcache_inv_vol
s_dcache_wb_vol
ds_append v1
ds_append v1 offset:16
ds_consume v1
ds_read_addtid_b32 v1 offset:8
ds_write_addtid_b32 v1
ds_condxchg32_rtn_b64 v[2:3], v1, v[4:5] offset:8
v_cvt_pk_f32_fp8_e32 v[0:1], v1
v_cvt_pk_f32_fp8_sdwa v[0:1], v1 src0_sel:WORD_1
v_madak_f16 v0, v1, v2, 0x3c00
v_madmk_f16 v0, v1, 0x3c00, v2
v_pk_fmac_f16_e32 v0, v1, v2
v_cubeid_f32 v0, v1, v2, v3
v_cubesc_f32 v0, v1, v2, v3
v_cubetc_f32 v0, v1, v2, v3
v_cubema_f32 v0, v1, v2, v3
v_mqsad_pk_u16_u8 v[0:1], v[2:3], v4, v[6:7]
v_qsad_pk_u16_u8 v[0:1], v[2:3], v4, v[6:7]
global_load_lds_dword v[2:3], off
global_load_lds_ubyte v2, s[4:5] offset:16
scratch_load_lds_dword v2, off
scratch_load_lds_sshort off, s4 offset:8
global_load_lds_sbyte v[2:3], off offset:4
global_load_lds_ushort v[2:3], off
global_load_lds_sshort v[2:3], off
scratch_load_lds_ubyte v2, s4
scratch_load_lds_sbyte v2, off
scratch_load_lds_ushort v2, off
ds_consume v1 offset:4
v_cvt_pk_f32_bf8_sdwa v[0:1], v1 src0_sel:WORD_1
v_mov_b32_dpp v4, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
v_mov_b32_dpp v4, v2 row_shr:8 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v4, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_mov_b32 v4, v2 row_newbcast:5
v_mov_b64 v[4:5], v[2:3] row_newbcast:1
v_fmac_f64_dpp v[0:1], v[2:3], v[4:5] row_newbcast:2 row_mask:0x3
v_dot2c_i32_i16 v0, v1, v2 row_shl:1
v_add_f32 v0, v1, v2 quad_perm:[0,2,1,1] row_mask:0xa
v_mov_b32_dpp v4, v2 row_bcast:15 row_mask:0xa bank_mask:0xf
v_add_f32_dpp v0, -v1, |v2| row_mirror row_mask:0xf bank_mask:0xf
v_add_f32_dpp v0, v1, v2 row_half_mirror row_mask:0xf bank_mask:0x3
v_add_u32_dpp v0, v1, v2 wave_shl:1 row_mask:0xf bank_mask:0xf
v_add_u32_dpp v0, v1, v2 wave_rol:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
v_add_u32_dpp v0, v1, v2 wave_shr:1 row_mask:0xf bank_mask:0xf
v_add_u32_dpp v0, v1, v2 wave_ror:1 row_mask:0xf bank_mask:0xf
v_add_u32_dpp v0, v1, v2 row_ror:3 row_mask:0xf bank_mask:0xf
v_add_u32_dpp v0, v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf
v_add_co_u32_dpp v0, vcc, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf
v_max_f32_dpp v0, v1, v2 row_bcast:31 row_mask:0xc bank_mask:0xf
v_cndmask_b32_dpp v0, v1, v2, vcc quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
v_fmac_f32_dpp v0, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf
v_add_f16_dpp v0, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf
v_add_f32_e64 v0, v1, v2 clamp
v_mul_f32_e64 v0, v1, v2 mul:2
v_mul_f32_e64 v0, v1, v2 clamp div:2
v_add_f16_e64 v0, v1, v2 clamp
v_add_f64 v[0:1], v[2:3], v[4:5] clamp
v_floor_f32_e64 v0, v1 clamp
v_rcp_f32_e64 v0, v1 mul:2
v_fma_f32 v0, v1, v2, v3 clamp mul:4
v_trig_preop_f64 v[0:1], v[2:3], v4
v_trig_preop_f64 v[0:1], -v[2:3], 2
s_movrels_b32 s5, s7
s_movrels_b64 s[4:5], s[6:7]
s_movreld_b32 s5, s7
s_movreld_b64 s[4:5], s[6:7]
s_endpgm_saved
s_atc_probe 7, s[4:5], 0x10
s_atc_probe_buffer 7, s[4:7], s0
v_exp_legacy_f32_e32 v1, v2
v_log_legacy_f32_e64 v1, -v2
v_screen_partition_4se_b32_e32 v1, v2
v_cvt_pkaccum_u8_f32 v1, -v2, v3
v_dot2_f32_f16 v1, v2, v3, v4 neg_lo:[1,0,0] neg_hi:[0,1,0] clamp
v_dot2c_f32_f16_e32 v1, v2, v3
v_dot2c_f32_f16_dpp v1, v2, v3 quad_perm:[1,0,2,3] row_mask:0xf bank_mask:0xf
v_fma_mix_f32 v1, -v2, |v3|, v4 op_sel:[1,0,0] op_sel_hi:[1,1,0] clamp
v_fma_mixlo_f16 v1, v2, v3, v4 op_sel_hi:[1,1,1]
v_fma_mixhi_f16 v1, v2, v3, 1.0
v_cvt_sr_fp8_f32 v1, v2, v3 op_sel:[0,0,1,1]
v_cvt_sr_bf8_f32 v1, -v2, v3
ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,0,1,2,3)
ds_swizzle_b32 v1, v2 offset:swizzle(BITMASK_PERM,"10i01")
buffer_load_format_x v10, v2, s[8:11], s3 offen offset:16
buffer_store_format_x v20, v2, s[8:11], s3 offen offset:16
buffer_load_format_xy v[10:11], v2, s[8:11], s3 offen offset:16
buffer_store_format_xy v[20:21], v2, s[8:11], s3 offen offset:16
buffer_load_format_xyz v[10:12], v2, s[8:11], s3 offen offset:16
buffer_store_format_xyz v[20:22], v2, s[8:11], s3 offen offset:16
buffer_load_format_xyzw v[10:13], v2, s[8:11], s3 offen offset:16
buffer_store_format_xyzw v[20:23], v2, s[8:11], s3 offen offset:16
buffer_load_format_d16_x v10, v2, s[8:11], s3 offen offset:16
buffer_store_format_d16_x v20, v2, s[8:11], s3 offen offset:16
buffer_load_format_d16_xy v10, v2, s[8:11], s3 offen offset:16
buffer_store_format_d16_xy v20, v2, s[8:11], s3 offen offset:16
buffer_load_format_d16_xyz v[10:11], v2, s[8:11], s3 offen offset:16
buffer_store_format_d16_xyz v[20:21], v2, s[8:11], s3 offen offset:16
buffer_load_format_d16_xyzw v[10:11], v2, s[8:11], s3 offen offset:16
buffer_store_format_d16_xyzw v[20:21], v2, s[8:11], s3 offen offset:16
buffer_load_format_d16_hi_x v10, v2, s[8:11], s3 offen offset:16
buffer_store_format_d16_hi_x v20, v2, s[8:11], s3 offen offset:16
tbuffer_load_format_x v10, v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
tbuffer_store_format_x v20, v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
tbuffer_load_format_xy v[10:11], v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
tbuffer_store_format_xy v[20:21], v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
tbuffer_load_format_xyz v[10:12], v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
tbuffer_store_format_xyz v[20:22], v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
tbuffer_load_format_xyzw v[10:13], v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
tbuffer_store_format_xyzw v[20:23], v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
tbuffer_load_format_d16_x v10, v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
tbuffer_store_format_d16_x v20, v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
tbuffer_load_format_d16_xy v10, v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
tbuffer_store_format_d16_xy v20, v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
tbuffer_load_format_d16_xyz v[10:11], v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
tbuffer_store_format_d16_xyz v[20:21], v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
tbuffer_load_format_d16_xyzw v[10:11], v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
tbuffer_store_format_d16_xyzw v[20:21], v2, s[8:11], s3 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
v_add_f16_sdwa v1, -v2, |v3| clamp dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_0
v_mul_f32_sdwa v3, -v0, |v1| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
v_cvt_f32_f16_sdwa v1, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_cndmask_b32_sdwa v1, -v2, v3, vcc dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:DWORD
tbuffer_load_format_x v1, off, s[4:7], 0 format:[BUF_NUM_FORMAT_SINT]
v_mqsad_u32_u8 v[0:3], v[4:5], v6, v[8:11] clamp
