	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	divmod32                ; -- Begin function divmod32
	.globl	divmod32
	.p2align	8
	.type	divmod32,@function
divmod32:                               ; @divmod32
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	global_load_dword v8, v[2:3], off
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[0:1]
	global_load_dword v9, v[4:5], off
	s_waitcnt vmcnt(1)
	v_sub_u32_e32 v6, 0, v8
	v_max_i32_e32 v10, v8, v6
	v_cvt_f32_u32_e32 v6, v10
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v12, 0, v9
	v_xor_b32_e32 v8, v9, v8
	v_max_i32_e32 v9, v9, v12
	v_rcp_iflag_f32_e32 v11, v6
	v_sub_u32_e32 v12, 0, v10
	v_ashrrev_i32_e32 v8, 31, v8
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[0:1]
	v_mul_f32_e32 v11, 0x4f7ffffe, v11
	v_cvt_u32_f32_e32 v11, v11
	v_mul_lo_u32 v12, v12, v11
	v_mul_hi_u32 v12, v11, v12
	v_add_u32_e32 v11, v11, v12
	v_mul_hi_u32 v11, v9, v11
	v_mul_lo_u32 v12, v11, v10
	v_sub_u32_e32 v9, v9, v12
	v_add_u32_e32 v13, 1, v11
	v_cmp_ge_u32_e32 vcc, v9, v10
	v_sub_u32_e32 v12, v9, v10
	s_nop 0
	v_cndmask_b32_e32 v11, v11, v13, vcc
	v_cndmask_b32_e32 v9, v9, v12, vcc
	v_add_u32_e32 v12, 1, v11
	v_cmp_ge_u32_e32 vcc, v9, v10
	s_nop 1
	v_cndmask_b32_e32 v9, v11, v12, vcc
	v_xor_b32_e32 v9, v9, v8
	v_sub_u32_e32 v8, v9, v8
	global_store_dword v[6:7], v8, off
	global_load_dword v6, v[2:3], off
	s_nop 0
	global_load_dword v8, v[4:5], off
	s_waitcnt vmcnt(1)
	v_sub_u32_e32 v7, 0, v6
	v_max_i32_e32 v9, v6, v7
	v_cvt_f32_u32_e32 v6, v9
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v12, 0, v8
	v_ashrrev_i32_e32 v11, 31, v8
	v_max_i32_e32 v8, v8, v12
	v_rcp_iflag_f32_e32 v10, v6
	v_sub_u32_e32 v12, 0, v9
	v_lshl_add_u64 v[6:7], s[10:11], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	v_mul_f32_e32 v10, 0x4f7ffffe, v10
	v_cvt_u32_f32_e32 v10, v10
	v_mul_lo_u32 v12, v12, v10
	v_mul_hi_u32 v12, v10, v12
	v_add_u32_e32 v10, v10, v12
	v_mul_hi_u32 v10, v8, v10
	v_mul_lo_u32 v10, v10, v9
	v_sub_u32_e32 v8, v8, v10
	v_sub_u32_e32 v10, v8, v9
	v_cmp_ge_u32_e32 vcc, v8, v9
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_sub_u32_e32 v10, v8, v9
	v_cmp_ge_u32_e32 vcc, v8, v9
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_xor_b32_e32 v8, v8, v11
	v_sub_u32_e32 v8, v8, v11
	global_store_dword v[6:7], v8, off
	global_load_dword v2, v[2:3], off
	s_nop 0
	global_load_dword v3, v[4:5], off
	s_waitcnt vmcnt(1)
	v_cvt_f32_u32_e32 v4, v2
	v_sub_u32_e32 v5, 0, v2
	v_rcp_iflag_f32_e32 v4, v4
	s_nop 0
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_mul_lo_u32 v5, v5, v4
	v_mul_hi_u32 v5, v4, v5
	v_add_u32_e32 v4, v4, v5
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v4, v3, v4
	v_mul_lo_u32 v5, v4, v2
	v_sub_u32_e32 v3, v3, v5
	v_add_u32_e32 v6, 1, v4
	v_cmp_ge_u32_e32 vcc, v3, v2
	v_sub_u32_e32 v5, v3, v2
	s_nop 0
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_add_u32_e32 v5, 1, v4
	v_cmp_ge_u32_e32 vcc, v3, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v4, v5, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel divmod32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	divmod32, .Lfunc_end0-divmod32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 556
; NumSgprs: 18
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	divmod64                ; -- Begin function divmod64
	.globl	divmod64
	.p2align	8
	.type	divmod64,@function
divmod64:                               ; @divmod64
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 3, v[0:1]
	v_mov_b32_e32 v10, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	global_load_dwordx2 v[6:7], v[2:3], off
	global_load_dwordx2 v[8:9], v[4:5], off
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v11, v7, v9
	v_cmp_ne_u64_e32 vcc, 0, v[10:11]
                                        ; implicit-def: $vgpr10_vgpr11
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[4:5], exec, s[2:3]
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_ashrrev_i32_e32 v10, 31, v9
	v_mov_b32_e32 v11, v10
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[10:11]
	v_xor_b32_e32 v11, v9, v10
	v_xor_b32_e32 v20, v8, v10
	v_cvt_f32_u32_e32 v8, v20
	v_cvt_f32_u32_e32 v9, v11
	v_sub_co_u32_e32 v19, vcc, 0, v20
	v_mov_b32_e32 v15, 0
	v_fmamk_f32 v8, v9, 0x4f800000, v8
	v_rcp_f32_e32 v8, v8
	v_subb_co_u32_e32 v21, vcc, 0, v11, vcc
	v_mul_f32_e32 v8, 0x5f7ffffc, v8
	v_mul_f32_e32 v9, 0x2f800000, v8
	v_trunc_f32_e32 v9, v9
	v_fmamk_f32 v8, v9, 0xcf800000, v8
	v_cvt_u32_f32_e32 v18, v8
	v_cvt_u32_f32_e32 v22, v9
	v_mul_lo_u32 v12, v21, v18
	v_mad_u64_u32 v[8:9], s[2:3], v19, v18, 0
	v_mul_lo_u32 v13, v19, v22
	v_add3_u32 v9, v9, v13, v12
	v_mad_u64_u32 v[12:13], s[2:3], v18, v9, 0
	v_mul_hi_u32 v14, v18, v8
	v_lshl_add_u64 v[12:13], v[14:15], 0, v[12:13]
	v_mad_u64_u32 v[16:17], s[2:3], v22, v9, 0
	v_mad_u64_u32 v[8:9], s[2:3], v22, v8, 0
	v_add_co_u32_e32 v8, vcc, v12, v8
	s_nop 1
	v_addc_co_u32_e32 v14, vcc, v13, v9, vcc
	s_nop 1
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_lshl_add_u64 v[8:9], v[14:15], 0, v[16:17]
	v_add_co_u32_e32 v23, vcc, v18, v8
	v_mul_lo_u32 v13, v21, v23
	s_nop 0
	v_addc_co_u32_e32 v22, vcc, v22, v9, vcc
	v_mul_lo_u32 v12, v19, v22
	v_mad_u64_u32 v[8:9], s[2:3], v19, v23, 0
	v_add3_u32 v9, v9, v12, v13
	v_mad_u64_u32 v[18:19], s[2:3], v23, v9, 0
	v_mul_hi_u32 v14, v23, v8
	v_mad_u64_u32 v[12:13], s[2:3], v22, v9, 0
	v_mad_u64_u32 v[16:17], s[2:3], v22, v8, 0
	v_lshl_add_u64 v[8:9], v[14:15], 0, v[18:19]
	v_add_co_u32_e32 v8, vcc, v8, v16
	s_nop 1
	v_addc_co_u32_e32 v14, vcc, v9, v17, vcc
	s_nop 1
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_lshl_add_u64 v[8:9], v[14:15], 0, v[12:13]
	v_add_co_u32_e32 v16, vcc, v23, v8
	v_ashrrev_i32_e32 v8, 31, v7
	s_nop 0
	v_addc_co_u32_e32 v12, vcc, v22, v9, vcc
	v_mov_b32_e32 v9, v8
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[8:9]
	v_xor_b32_e32 v18, v6, v8
	v_xor_b32_e32 v9, v7, v8
	v_mad_u64_u32 v[6:7], s[2:3], v18, v12, 0
	v_mul_hi_u32 v14, v18, v16
	v_lshl_add_u64 v[6:7], v[14:15], 0, v[6:7]
	v_mad_u64_u32 v[16:17], s[2:3], v9, v16, 0
	v_add_co_u32_e32 v6, vcc, v6, v16
	v_mad_u64_u32 v[12:13], s[2:3], v9, v12, 0
	s_nop 0
	v_addc_co_u32_e32 v14, vcc, v7, v17, vcc
	s_nop 1
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_lshl_add_u64 v[6:7], v[14:15], 0, v[12:13]
	v_mul_lo_u32 v14, v11, v6
	v_mul_lo_u32 v15, v20, v7
	v_mad_u64_u32 v[12:13], s[2:3], v20, v6, 0
	v_add3_u32 v16, v13, v15, v14
	v_sub_u32_e32 v13, v9, v16
	v_sub_co_u32_e32 v17, vcc, v18, v12
	s_nop 1
	v_subb_co_u32_e64 v12, s[2:3], v13, v11, vcc
	v_sub_co_u32_e64 v13, s[2:3], v17, v20
	v_subb_co_u32_e32 v9, vcc, v9, v16, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v12, s[2:3], 0, v12, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v12, v11
	v_cmp_ge_u32_e32 vcc, v9, v11
	s_nop 0
	v_cndmask_b32_e64 v14, 0, -1, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v13, v20
	s_nop 1
	v_cndmask_b32_e64 v13, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v12, v11
	s_nop 1
	v_cndmask_b32_e64 v18, v14, v13, s[2:3]
	v_lshl_add_u64 v[12:13], v[6:7], 0, 2
	v_lshl_add_u64 v[14:15], v[6:7], 0, 1
	v_cmp_ne_u32_e64 s[2:3], 0, v18
	s_nop 1
	v_cndmask_b32_e64 v13, v15, v13, s[2:3]
	v_cndmask_b32_e64 v15, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v17, v20
	s_nop 1
	v_cndmask_b32_e64 v16, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v9, v11
	s_nop 1
	v_cndmask_b32_e32 v9, v15, v16, vcc
	v_cmp_ne_u32_e32 vcc, 0, v9
	v_cndmask_b32_e64 v9, v14, v12, s[2:3]
	s_nop 0
	v_cndmask_b32_e32 v6, v6, v9, vcc
	v_xor_b32_e32 v9, v8, v10
	v_xor_b32_e32 v8, v8, v10
	v_cndmask_b32_e32 v7, v7, v13, vcc
	v_xor_b32_e32 v6, v6, v8
	v_xor_b32_e32 v7, v7, v9
	v_sub_co_u32_e32 v10, vcc, v6, v8
	s_nop 1
	v_subb_co_u32_e32 v11, vcc, v7, v9, vcc
                                        ; implicit-def: $vgpr8_vgpr9
                                        ; implicit-def: $vgpr6_vgpr7
.LBB1_2:
	s_andn2_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_cvt_f32_u32_e32 v7, v8
	v_sub_u32_e32 v9, 0, v8
	v_mov_b32_e32 v11, 0
	v_rcp_iflag_f32_e32 v7, v7
	s_nop 0
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	v_cvt_u32_f32_e32 v7, v7
	v_mul_lo_u32 v9, v9, v7
	v_mul_hi_u32 v9, v7, v9
	v_add_u32_e32 v7, v7, v9
	v_mul_hi_u32 v7, v6, v7
	v_mul_lo_u32 v9, v7, v8
	v_sub_u32_e32 v6, v6, v9
	v_add_u32_e32 v10, 1, v7
	v_sub_u32_e32 v9, v6, v8
	v_cmp_ge_u32_e32 vcc, v6, v8
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v9, vcc
	v_cndmask_b32_e32 v7, v7, v10, vcc
	v_add_u32_e32 v9, 1, v7
	v_cmp_ge_u32_e32 vcc, v6, v8
	s_nop 1
	v_cndmask_b32_e32 v10, v7, v9, vcc
.LBB1_4:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[0:1], 3, s[2:3]
	global_store_dwordx2 v[6:7], v[10:11], off
	global_load_dwordx2 v[6:7], v[2:3], off
	s_nop 0
	global_load_dwordx2 v[2:3], v[4:5], off
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v5, v7, v3
	v_cmp_ne_u64_e32 vcc, 0, v[4:5]
                                        ; implicit-def: $vgpr4_vgpr5
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[6:7], exec, s[2:3]
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_cvt_f32_u32_e32 v4, v2
	v_cvt_f32_u32_e32 v5, v3
	v_sub_co_u32_e32 v16, vcc, 0, v2
	v_mov_b32_e32 v11, 0
	v_fmamk_f32 v4, v5, 0x4f800000, v4
	v_rcp_f32_e32 v4, v4
	v_subb_co_u32_e32 v17, vcc, 0, v3, vcc
	v_mul_f32_e32 v4, 0x5f7ffffc, v4
	v_mul_f32_e32 v5, 0x2f800000, v4
	v_trunc_f32_e32 v5, v5
	v_fmamk_f32 v4, v5, 0xcf800000, v4
	v_cvt_u32_f32_e32 v14, v5
	v_cvt_u32_f32_e32 v15, v4
	v_mul_lo_u32 v8, v16, v14
	v_mul_lo_u32 v9, v17, v15
	v_mad_u64_u32 v[4:5], s[2:3], v16, v15, 0
	v_add3_u32 v5, v5, v8, v9
	v_mad_u64_u32 v[8:9], s[2:3], v15, v5, 0
	v_mul_hi_u32 v10, v15, v4
	v_lshl_add_u64 v[8:9], v[10:11], 0, v[8:9]
	v_mad_u64_u32 v[12:13], s[2:3], v14, v5, 0
	v_mad_u64_u32 v[4:5], s[2:3], v14, v4, 0
	v_add_co_u32_e32 v4, vcc, v8, v4
	s_nop 1
	v_addc_co_u32_e32 v10, vcc, v9, v5, vcc
	s_nop 1
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_lshl_add_u64 v[4:5], v[10:11], 0, v[12:13]
	v_add_co_u32_e32 v18, vcc, v15, v4
	v_mul_lo_u32 v9, v17, v18
	s_nop 0
	v_addc_co_u32_e32 v19, vcc, v14, v5, vcc
	v_mul_lo_u32 v8, v16, v19
	v_mad_u64_u32 v[4:5], s[2:3], v16, v18, 0
	v_add3_u32 v5, v5, v8, v9
	v_mad_u64_u32 v[14:15], s[2:3], v18, v5, 0
	v_mul_hi_u32 v10, v18, v4
	v_mad_u64_u32 v[8:9], s[2:3], v19, v5, 0
	v_mad_u64_u32 v[12:13], s[2:3], v19, v4, 0
	v_lshl_add_u64 v[4:5], v[10:11], 0, v[14:15]
	v_add_co_u32_e32 v4, vcc, v4, v12
	s_nop 1
	v_addc_co_u32_e32 v10, vcc, v5, v13, vcc
	s_nop 1
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_lshl_add_u64 v[4:5], v[10:11], 0, v[8:9]
	v_add_co_u32_e32 v12, vcc, v18, v4
	v_mul_hi_u32 v10, v6, v12
	s_nop 0
	v_addc_co_u32_e32 v8, vcc, v19, v5, vcc
	v_mad_u64_u32 v[4:5], s[2:3], v6, v8, 0
	v_lshl_add_u64 v[4:5], v[10:11], 0, v[4:5]
	v_mad_u64_u32 v[12:13], s[2:3], v7, v12, 0
	v_add_co_u32_e32 v4, vcc, v4, v12
	v_mad_u64_u32 v[8:9], s[2:3], v7, v8, 0
	s_nop 0
	v_addc_co_u32_e32 v10, vcc, v5, v13, vcc
	s_nop 1
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_lshl_add_u64 v[4:5], v[10:11], 0, v[8:9]
	v_mul_lo_u32 v8, v3, v4
	v_mul_lo_u32 v9, v2, v5
	v_mad_u64_u32 v[4:5], s[2:3], v2, v4, 0
	v_add3_u32 v5, v5, v9, v8
	v_sub_u32_e32 v8, v7, v5
	v_sub_co_u32_e32 v4, vcc, v6, v4
	s_nop 1
	v_subb_co_u32_e64 v6, s[2:3], v8, v3, vcc
	v_sub_co_u32_e64 v8, s[2:3], v4, v2
	v_subb_co_u32_e32 v5, vcc, v7, v5, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v6, s[2:3]
	v_cmp_ge_u32_e64 s[4:5], v9, v3
	v_subb_co_u32_e64 v6, s[2:3], v6, v3, s[2:3]
	s_nop 0
	v_cndmask_b32_e64 v10, 0, -1, s[4:5]
	v_cmp_ge_u32_e64 s[4:5], v8, v2
	v_cmp_ge_u32_e32 vcc, v5, v3
	s_nop 0
	v_cndmask_b32_e64 v11, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], v9, v3
	v_cndmask_b32_e64 v7, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v4, v2
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_sub_co_u32_e64 v11, s[2:3], v8, v2
	v_cndmask_b32_e64 v2, 0, -1, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v6, s[2:3], 0, v6, s[2:3]
	v_cmp_eq_u32_e32 vcc, v5, v3
	v_cmp_ne_u32_e64 s[2:3], 0, v10
	s_nop 0
	v_cndmask_b32_e32 v2, v7, v2, vcc
	v_cndmask_b32_e64 v6, v9, v6, s[2:3]
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_cndmask_b32_e64 v2, v8, v11, s[2:3]
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_cndmask_b32_e32 v4, v4, v2, vcc
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr6_vgpr7
.LBB1_6:
	s_andn2_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_cvt_f32_u32_e32 v3, v2
	v_sub_u32_e32 v4, 0, v2
	v_mov_b32_e32 v5, 0
	v_rcp_iflag_f32_e32 v3, v3
	s_nop 0
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v4, v4, v3
	v_mul_hi_u32 v4, v3, v4
	v_add_u32_e32 v3, v3, v4
	v_mul_hi_u32 v3, v6, v3
	v_mul_lo_u32 v3, v3, v2
	v_sub_u32_e32 v3, v6, v3
	v_sub_u32_e32 v4, v3, v2
	v_cmp_ge_u32_e32 vcc, v3, v2
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_sub_u32_e32 v4, v3, v2
	v_cmp_ge_u32_e32 vcc, v3, v2
	s_nop 1
	v_cndmask_b32_e32 v4, v3, v4, vcc
.LBB1_8:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[0:1], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[0:1]
	global_store_dwordx2 v[0:1], v[4:5], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel divmod64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	divmod64, .Lfunc_end1-divmod64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1708
; NumSgprs: 14
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	bits                    ; -- Begin function bits
	.globl	bits
	.p2align	8
	.type	bits,@function
bits:                                   ; @bits
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	global_load_dword v8, v[2:3], off
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	s_mov_b32 s2, 0x10203
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[0:1]
	v_lshl_add_u64 v[6:7], s[10:11], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v9, v8, 0
	v_ffbh_u32_e32 v10, v8
	global_store_dword v[2:3], v9, off
	v_min_u32_e32 v2, 32, v10
	v_alignbit_b32 v11, v8, v8, 25
	v_perm_b32 v8, 0, v8, s2
	global_store_dword v[4:5], v2, off
	global_store_dword v[6:7], v11, off
	global_store_dword v[0:1], v8, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bits
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	bits, .Lfunc_end2-bits
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 168
; NumSgprs: 18
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mul64                   ; -- Begin function mul64
	.globl	mul64
	.p2align	8
	.type	mul64,@function
mul64:                                  ; @mul64
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v7, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[0:1]
	global_load_dwordx2 v[2:3], v[2:3], off
	v_lshl_add_u64 v[10:11], s[8:9], 0, v[0:1]
	global_load_dwordx2 v[4:5], v[4:5], off
	v_mov_b32_e32 v9, v7
	v_lshl_add_u64 v[0:1], s[10:11], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, v5, v2
	v_mul_lo_u32 v8, v4, v3
	v_mad_u64_u32 v[12:13], s[0:1], v4, v2, 0
	v_add3_u32 v15, v13, v8, v6
	v_mov_b32_e32 v14, v12
	v_mov_b32_e32 v6, v13
	global_store_dwordx2 v[10:11], v[14:15], off
	v_mad_u64_u32 v[10:11], s[0:1], v5, v2, v[6:7]
	v_mov_b32_e32 v6, v11
	v_mov_b32_e32 v11, v7
	v_mad_u64_u32 v[10:11], s[0:1], v4, v3, v[10:11]
	v_mov_b32_e32 v8, v11
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[8:9]
	v_mad_u64_u32 v[2:3], s[0:1], v5, v3, v[6:7]
	global_store_dwordx2 v[0:1], v[2:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mul64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	mul64, .Lfunc_end3-mul64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 196
; NumSgprs: 18
; NumVgprs: 16
; NumAgprs: 0
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 16
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .name:           a
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .name:           b
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           q
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           r
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           uq
        .offset:         32
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           divmod32
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         divmod32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .name:           a
        .offset:         0
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .name:           b
        .offset:         8
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           q
        .offset:         16
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ur
        .offset:         24
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           divmod64
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         divmod64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .name:           a
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           pop
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           lz
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           rot
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           swapped
        .offset:         32
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bits
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         bits.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .name:           a
        .offset:         0
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .name:           b
        .offset:         8
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           lo
        .offset:         16
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           hi
        .offset:         24
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mul64
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mul64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
