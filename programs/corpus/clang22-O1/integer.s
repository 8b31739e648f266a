	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
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
	v_max_i32_e32 v10, v6, v8
	v_cvt_f32_u32_e32 v6, v10
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v12, 0, v9
	v_xor_b32_e32 v8, v9, v8
	v_max_i32_e32 v9, v12, v9
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
	v_max_i32_e32 v9, v7, v6
	v_cvt_f32_u32_e32 v6, v9
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v12, 0, v8
	v_ashrrev_i32_e32 v11, 31, v8
	v_max_i32_e32 v8, v12, v8
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
	.set divmod32.num_vgpr, 14
	.set divmod32.num_agpr, 0
	.set divmod32.numbered_sgpr, 12
	.set divmod32.num_named_barrier, 0
	.set divmod32.private_seg_size, 0
	.set divmod32.uses_vcc, 1
	.set divmod32.uses_flat_scratch, 0
	.set divmod32.has_dyn_sized_stack, 0
	.set divmod32.has_recursion, 0
	.set divmod32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 556
; TotalNumSgprs: 18
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
	.protected	__clang_ocl_kern_imp_divmod32 ; -- Begin function __clang_ocl_kern_imp_divmod32
	.globl	__clang_ocl_kern_imp_divmod32
	.p2align	2
	.type	__clang_ocl_kern_imp_divmod32,@function
__clang_ocl_kern_imp_divmod32:          ; @__clang_ocl_kern_imp_divmod32
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v10, 0x3ff, v31
	v_lshl_add_u32 v10, s12, 6, v10
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[10:11]
	global_load_dword v12, v[2:3], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[10:11]
	global_load_dword v13, v[0:1], off
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[10:11]
	s_waitcnt vmcnt(1)
	v_sub_u32_e32 v14, 0, v12
	v_max_i32_e32 v14, v14, v12
	v_cvt_f32_u32_e32 v15, v14
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v16, 0, v13
	v_xor_b32_e32 v12, v13, v12
	v_max_i32_e32 v13, v16, v13
	v_rcp_iflag_f32_e32 v15, v15
	v_sub_u32_e32 v16, 0, v14
	v_ashrrev_i32_e32 v12, 31, v12
	v_mul_f32_e32 v15, 0x4f7ffffe, v15
	v_cvt_u32_f32_e32 v15, v15
	v_mul_lo_u32 v16, v16, v15
	v_mul_hi_u32 v16, v15, v16
	v_add_u32_e32 v15, v15, v16
	v_mul_hi_u32 v15, v13, v15
	v_mul_lo_u32 v16, v15, v14
	v_sub_u32_e32 v13, v13, v16
	v_add_u32_e32 v17, 1, v15
	v_cmp_ge_u32_e32 vcc, v13, v14
	v_sub_u32_e32 v16, v13, v14
	s_nop 0
	v_cndmask_b32_e32 v15, v15, v17, vcc
	v_cndmask_b32_e32 v13, v13, v16, vcc
	v_add_u32_e32 v16, 1, v15
	v_cmp_ge_u32_e32 vcc, v13, v14
	s_nop 1
	v_cndmask_b32_e32 v13, v15, v16, vcc
	v_xor_b32_e32 v13, v13, v12
	v_sub_u32_e32 v12, v13, v12
	global_store_dword v[4:5], v12, off
	global_load_dword v4, v[2:3], off
	s_nop 0
	global_load_dword v12, v[0:1], off
	s_waitcnt vmcnt(1)
	v_sub_u32_e32 v5, 0, v4
	v_max_i32_e32 v13, v5, v4
	v_cvt_f32_u32_e32 v4, v13
	v_rcp_iflag_f32_e32 v14, v4
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[10:11]
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v6, 31, v12
	v_mul_f32_e32 v7, 0x4f7ffffe, v14
	v_cvt_u32_f32_e32 v7, v7
	v_sub_u32_e32 v14, 0, v12
	v_max_i32_e32 v12, v14, v12
	v_sub_u32_e32 v14, 0, v13
	v_mul_lo_u32 v14, v14, v7
	v_mul_hi_u32 v14, v7, v14
	v_add_u32_e32 v7, v7, v14
	v_mul_hi_u32 v7, v12, v7
	v_mul_lo_u32 v7, v7, v13
	v_sub_u32_e32 v7, v12, v7
	v_sub_u32_e32 v12, v7, v13
	v_cmp_ge_u32_e32 vcc, v7, v13
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v12, vcc
	v_sub_u32_e32 v12, v7, v13
	v_cmp_ge_u32_e32 vcc, v7, v13
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v12, vcc
	v_xor_b32_e32 v7, v7, v6
	v_sub_u32_e32 v6, v7, v6
	global_store_dword v[4:5], v6, off
	global_load_dword v2, v[2:3], off
	s_nop 0
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(1)
	v_cvt_f32_u32_e32 v1, v2
	v_sub_u32_e32 v3, 0, v2
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v3, v3, v1
	v_mul_hi_u32 v3, v1, v3
	v_add_u32_e32 v1, v1, v3
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v1, v0, v1
	v_mul_lo_u32 v3, v1, v2
	v_sub_u32_e32 v0, v0, v3
	v_add_u32_e32 v4, 1, v1
	v_cmp_ge_u32_e32 vcc, v0, v2
	v_sub_u32_e32 v3, v0, v2
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_add_u32_e32 v3, 1, v1
	v_cmp_ge_u32_e32 vcc, v0, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v1, v3, vcc
	v_lshl_add_u64 v[0:1], v[8:9], 0, v[10:11]
	global_store_dword v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_divmod32, .Lfunc_end1-__clang_ocl_kern_imp_divmod32
                                        ; -- End function
	.set __clang_ocl_kern_imp_divmod32.num_vgpr, 32
	.set __clang_ocl_kern_imp_divmod32.num_agpr, 0
	.set __clang_ocl_kern_imp_divmod32.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_divmod32.num_named_barrier, 0
	.set __clang_ocl_kern_imp_divmod32.private_seg_size, 0
	.set __clang_ocl_kern_imp_divmod32.uses_vcc, 1
	.set __clang_ocl_kern_imp_divmod32.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_divmod32.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_divmod32.has_recursion, 0
	.set __clang_ocl_kern_imp_divmod32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 552
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
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
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	global_load_dwordx2 v[6:7], v[2:3], off
	global_load_dwordx2 v[10:11], v[4:5], off
                                        ; implicit-def: $vgpr12_vgpr13
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v9, v7, v11
	v_cmp_ne_u64_e32 vcc, 0, v[8:9]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[4:5], exec, s[2:3]
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_ashrrev_i32_e32 v12, 31, v11
	v_mov_b32_e32 v13, v12
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[12:13]
	v_xor_b32_e32 v13, v11, v12
	v_xor_b32_e32 v20, v10, v12
	v_cvt_f32_u32_e32 v9, v20
	v_cvt_f32_u32_e32 v10, v13
	v_sub_co_u32_e32 v18, vcc, 0, v20
	v_mov_b32_e32 v17, v8
	v_fmamk_f32 v9, v10, 0x4f800000, v9
	v_rcp_f32_e32 v9, v9
	v_subb_co_u32_e32 v19, vcc, 0, v13, vcc
	v_mul_f32_e32 v9, 0x5f7ffffc, v9
	v_mul_f32_e32 v10, 0x2f800000, v9
	v_trunc_f32_e32 v10, v10
	v_fmamk_f32 v9, v10, 0xcf800000, v9
	v_cvt_u32_f32_e32 v9, v9
	v_cvt_u32_f32_e32 v21, v10
	v_mul_lo_u32 v14, v19, v9
	v_mad_u64_u32 v[10:11], s[2:3], v18, v9, 0
	v_mul_lo_u32 v15, v18, v21
	v_add3_u32 v11, v11, v15, v14
	v_mad_u64_u32 v[14:15], s[2:3], v9, v11, 0
	v_mul_hi_u32 v16, v9, v10
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	v_mad_u64_u32 v[16:17], s[2:3], v21, v11, 0
	v_mad_u64_u32 v[10:11], s[2:3], v21, v10, 0
	v_add_co_u32_e32 v10, vcc, v14, v10
	s_nop 1
	v_addc_co_u32_e32 v10, vcc, v15, v11, vcc
	v_mov_b32_e32 v11, v8
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[16:17]
	v_add_co_u32_e32 v9, vcc, v9, v10
	v_mul_lo_u32 v15, v19, v9
	s_nop 0
	v_addc_co_u32_e32 v21, vcc, v21, v11, vcc
	v_mul_lo_u32 v14, v18, v21
	v_mad_u64_u32 v[10:11], s[2:3], v18, v9, 0
	v_add3_u32 v11, v11, v14, v15
	v_mad_u64_u32 v[14:15], s[2:3], v21, v11, 0
	v_mad_u64_u32 v[16:17], s[2:3], v21, v10, 0
	v_mad_u64_u32 v[18:19], s[2:3], v9, v11, 0
	v_mul_hi_u32 v10, v9, v10
	v_mov_b32_e32 v11, v8
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[18:19]
	v_add_co_u32_e32 v10, vcc, v10, v16
	s_nop 1
	v_addc_co_u32_e32 v10, vcc, v11, v17, vcc
	v_mov_b32_e32 v11, v8
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[14:15]
	v_add_co_u32_e32 v9, vcc, v9, v10
	v_ashrrev_i32_e32 v10, 31, v7
	s_nop 0
	v_addc_co_u32_e32 v16, vcc, v21, v11, vcc
	v_mov_b32_e32 v11, v10
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[10:11]
	v_xor_b32_e32 v18, v6, v10
	v_xor_b32_e32 v11, v7, v10
	v_mad_u64_u32 v[6:7], s[2:3], v18, v16, 0
	v_mul_hi_u32 v14, v18, v9
	v_mov_b32_e32 v15, v8
	v_lshl_add_u64 v[6:7], v[14:15], 0, v[6:7]
	v_mad_u64_u32 v[14:15], s[2:3], v11, v16, 0
	v_mad_u64_u32 v[16:17], s[2:3], v11, v9, 0
	v_add_co_u32_e32 v6, vcc, v6, v16
	s_nop 1
	v_addc_co_u32_e32 v6, vcc, v7, v17, vcc
	v_mov_b32_e32 v7, v8
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[14:15]
	v_mul_lo_u32 v14, v13, v6
	v_mul_lo_u32 v15, v20, v7
	v_mad_u64_u32 v[8:9], s[2:3], v20, v6, 0
	v_add3_u32 v16, v9, v15, v14
	v_sub_u32_e32 v9, v11, v16
	v_sub_co_u32_e32 v17, vcc, v18, v8
	s_nop 1
	v_subb_co_u32_e64 v8, s[2:3], v9, v13, vcc
	v_sub_co_u32_e64 v9, s[2:3], v17, v20
	v_subb_co_u32_e32 v11, vcc, v11, v16, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v8, s[2:3], 0, v8, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v8, v13
	v_cmp_ge_u32_e32 vcc, v11, v13
	s_nop 0
	v_cndmask_b32_e64 v14, 0, -1, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v9, v20
	s_nop 1
	v_cndmask_b32_e64 v9, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v8, v13
	s_nop 1
	v_cndmask_b32_e64 v18, v14, v9, s[2:3]
	v_lshl_add_u64 v[8:9], v[6:7], 0, 2
	v_lshl_add_u64 v[14:15], v[6:7], 0, 1
	v_cmp_ne_u32_e64 s[2:3], 0, v18
	s_nop 1
	v_cndmask_b32_e64 v9, v15, v9, s[2:3]
	v_cndmask_b32_e64 v15, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v17, v20
	v_cndmask_b32_e64 v8, v14, v8, s[2:3]
	s_nop 0
	v_cndmask_b32_e64 v16, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v11, v13
	s_nop 1
	v_cndmask_b32_e32 v11, v15, v16, vcc
	v_cmp_ne_u32_e32 vcc, 0, v11
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_xor_b32_e32 v9, v10, v12
	v_xor_b32_e32 v8, v10, v12
	v_xor_b32_e32 v6, v6, v9
	v_xor_b32_e32 v7, v7, v8
	v_sub_co_u32_e32 v12, vcc, v6, v9
                                        ; implicit-def: $vgpr10_vgpr11
	s_nop 1
	v_subb_co_u32_e32 v13, vcc, v7, v8, vcc
                                        ; implicit-def: $vgpr6_vgpr7
.LBB2_2:
	s_andn2_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_4
; %bb.3:
	v_cvt_f32_u32_e32 v7, v10
	v_sub_u32_e32 v8, 0, v10
	v_mov_b32_e32 v13, 0
	v_rcp_iflag_f32_e32 v7, v7
	s_nop 0
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	v_cvt_u32_f32_e32 v7, v7
	v_mul_lo_u32 v8, v8, v7
	v_mul_hi_u32 v8, v7, v8
	v_add_u32_e32 v7, v7, v8
	v_mul_hi_u32 v7, v6, v7
	v_mul_lo_u32 v8, v7, v10
	v_sub_u32_e32 v6, v6, v8
	v_add_u32_e32 v9, 1, v7
	v_sub_u32_e32 v8, v6, v10
	v_cmp_ge_u32_e32 vcc, v6, v10
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_add_u32_e32 v8, 1, v7
	v_cmp_ge_u32_e32 vcc, v6, v10
	s_nop 1
	v_cndmask_b32_e32 v12, v7, v8, vcc
.LBB2_4:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[2:3], s[0:1], 0x10
                                        ; implicit-def: $vgpr8_vgpr9
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[0:1], 3, s[2:3]
	global_store_dwordx2 v[6:7], v[12:13], off
	global_load_dwordx2 v[6:7], v[2:3], off
	s_nop 0
	global_load_dwordx2 v[2:3], v[4:5], off
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v5, v7, v3
	v_cmp_ne_u64_e32 vcc, 0, v[4:5]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[6:7], exec, s[2:3]
	s_cbranch_execz .LBB2_6
; %bb.5:
	v_cvt_f32_u32_e32 v5, v2
	v_cvt_f32_u32_e32 v8, v3
	v_sub_co_u32_e32 v15, vcc, 0, v2
	v_mov_b32_e32 v13, v4
	v_fmamk_f32 v5, v8, 0x4f800000, v5
	v_rcp_f32_e32 v5, v5
	v_subb_co_u32_e32 v16, vcc, 0, v3, vcc
	v_mul_f32_e32 v5, 0x5f7ffffc, v5
	v_mul_f32_e32 v8, 0x2f800000, v5
	v_trunc_f32_e32 v8, v8
	v_fmamk_f32 v5, v8, 0xcf800000, v5
	v_cvt_u32_f32_e32 v14, v8
	v_cvt_u32_f32_e32 v5, v5
	v_mul_lo_u32 v10, v15, v14
	v_mul_lo_u32 v11, v16, v5
	v_mad_u64_u32 v[8:9], s[2:3], v15, v5, 0
	v_add3_u32 v9, v9, v10, v11
	v_mad_u64_u32 v[10:11], s[2:3], v5, v9, 0
	v_mul_hi_u32 v12, v5, v8
	v_lshl_add_u64 v[10:11], v[12:13], 0, v[10:11]
	v_mad_u64_u32 v[12:13], s[2:3], v14, v9, 0
	v_mad_u64_u32 v[8:9], s[2:3], v14, v8, 0
	v_add_co_u32_e32 v8, vcc, v10, v8
	s_nop 1
	v_addc_co_u32_e32 v8, vcc, v11, v9, vcc
	v_mov_b32_e32 v9, v4
	s_nop 0
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[12:13]
	v_add_co_u32_e32 v5, vcc, v5, v8
	v_mul_lo_u32 v11, v16, v5
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, v14, v9, vcc
	v_mul_lo_u32 v10, v15, v17
	v_mad_u64_u32 v[8:9], s[2:3], v15, v5, 0
	v_add3_u32 v9, v9, v10, v11
	v_mad_u64_u32 v[10:11], s[2:3], v17, v9, 0
	v_mad_u64_u32 v[12:13], s[2:3], v17, v8, 0
	v_mad_u64_u32 v[14:15], s[2:3], v5, v9, 0
	v_mul_hi_u32 v8, v5, v8
	v_mov_b32_e32 v9, v4
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[14:15]
	v_add_co_u32_e32 v8, vcc, v8, v12
	s_nop 1
	v_addc_co_u32_e32 v8, vcc, v9, v13, vcc
	v_mov_b32_e32 v9, v4
	s_nop 0
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[10:11]
	v_add_co_u32_e32 v5, vcc, v5, v8
	v_mul_hi_u32 v10, v6, v5
	s_nop 0
	v_addc_co_u32_e32 v12, vcc, v17, v9, vcc
	v_mad_u64_u32 v[8:9], s[2:3], v6, v12, 0
	v_mov_b32_e32 v11, v4
	v_lshl_add_u64 v[8:9], v[10:11], 0, v[8:9]
	v_mad_u64_u32 v[10:11], s[2:3], v7, v12, 0
	v_mad_u64_u32 v[12:13], s[2:3], v7, v5, 0
	v_add_co_u32_e32 v5, vcc, v8, v12
	s_nop 1
	v_addc_co_u32_e32 v8, vcc, v9, v13, vcc
	v_mov_b32_e32 v9, v4
	s_nop 0
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	v_lshl_add_u64 v[4:5], v[8:9], 0, v[10:11]
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
	v_cndmask_b32_e32 v9, v5, v6, vcc
	v_cndmask_b32_e32 v8, v4, v2, vcc
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr6_vgpr7
.LBB2_6:
	s_andn2_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB2_8
; %bb.7:
	v_cvt_f32_u32_e32 v3, v2
	v_sub_u32_e32 v4, 0, v2
	v_mov_b32_e32 v9, 0
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
	v_cndmask_b32_e32 v8, v3, v4, vcc
.LBB2_8:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[0:1], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[0:1]
	global_store_dwordx2 v[0:1], v[8:9], off
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 1
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
	.size	divmod64, .Lfunc_end2-divmod64
                                        ; -- End function
	.set divmod64.num_vgpr, 22
	.set divmod64.num_agpr, 0
	.set divmod64.numbered_sgpr, 8
	.set divmod64.num_named_barrier, 0
	.set divmod64.private_seg_size, 0
	.set divmod64.uses_vcc, 1
	.set divmod64.uses_flat_scratch, 0
	.set divmod64.has_dyn_sized_stack, 0
	.set divmod64.has_recursion, 0
	.set divmod64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1748
; TotalNumSgprs: 14
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 22
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
	.protected	__clang_ocl_kern_imp_divmod64 ; -- Begin function __clang_ocl_kern_imp_divmod64
	.globl	__clang_ocl_kern_imp_divmod64
	.p2align	2
	.type	__clang_ocl_kern_imp_divmod64,@function
__clang_ocl_kern_imp_divmod64:          ; @__clang_ocl_kern_imp_divmod64
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v8, 0x3ff, v31
	v_lshl_add_u32 v8, s12, 6, v8
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[12:13], 3, v[8:9]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[12:13]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[12:13]
	global_load_dwordx2 v[10:11], v[0:1], off
	global_load_dwordx2 v[14:15], v[2:3], off
	v_mov_b32_e32 v12, 0
                                        ; implicit-def: $vgpr16_vgpr17
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v13, v11, v15
	v_cmp_ne_u64_e32 vcc, 0, v[12:13]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB3_2
; %bb.1:
	v_ashrrev_i32_e32 v16, 31, v15
	v_mov_b32_e32 v17, v16
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[16:17]
	v_xor_b32_e32 v17, v15, v16
	v_xor_b32_e32 v24, v14, v16
	v_cvt_f32_u32_e32 v13, v24
	v_cvt_f32_u32_e32 v14, v17
	v_sub_co_u32_e32 v22, vcc, 0, v24
	v_mov_b32_e32 v21, v12
	v_fmamk_f32 v13, v14, 0x4f800000, v13
	v_rcp_f32_e32 v13, v13
	v_subb_co_u32_e32 v23, vcc, 0, v17, vcc
	v_mul_f32_e32 v13, 0x5f7ffffc, v13
	v_mul_f32_e32 v14, 0x2f800000, v13
	v_trunc_f32_e32 v14, v14
	v_fmamk_f32 v13, v14, 0xcf800000, v13
	v_cvt_u32_f32_e32 v13, v13
	v_cvt_u32_f32_e32 v25, v14
	v_mul_lo_u32 v18, v23, v13
	v_mad_u64_u32 v[14:15], s[0:1], v22, v13, 0
	v_mul_lo_u32 v19, v22, v25
	v_add3_u32 v15, v15, v19, v18
	v_mad_u64_u32 v[18:19], s[0:1], v13, v15, 0
	v_mul_hi_u32 v20, v13, v14
	v_lshl_add_u64 v[18:19], v[20:21], 0, v[18:19]
	v_mad_u64_u32 v[20:21], s[0:1], v25, v15, 0
	v_mad_u64_u32 v[14:15], s[0:1], v25, v14, 0
	v_add_co_u32_e32 v14, vcc, v18, v14
	s_nop 1
	v_addc_co_u32_e32 v14, vcc, v19, v15, vcc
	v_mov_b32_e32 v15, v12
	s_nop 0
	v_addc_co_u32_e32 v21, vcc, 0, v21, vcc
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[20:21]
	v_add_co_u32_e32 v13, vcc, v13, v14
	v_mul_lo_u32 v19, v23, v13
	s_nop 0
	v_addc_co_u32_e32 v25, vcc, v25, v15, vcc
	v_mul_lo_u32 v18, v22, v25
	v_mad_u64_u32 v[14:15], s[0:1], v22, v13, 0
	v_add3_u32 v15, v15, v18, v19
	v_mad_u64_u32 v[18:19], s[0:1], v25, v15, 0
	v_mad_u64_u32 v[20:21], s[0:1], v25, v14, 0
	v_mad_u64_u32 v[22:23], s[0:1], v13, v15, 0
	v_mul_hi_u32 v14, v13, v14
	v_mov_b32_e32 v15, v12
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[22:23]
	v_add_co_u32_e32 v14, vcc, v14, v20
	s_nop 1
	v_addc_co_u32_e32 v14, vcc, v15, v21, vcc
	v_mov_b32_e32 v15, v12
	s_nop 0
	v_addc_co_u32_e32 v19, vcc, 0, v19, vcc
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[18:19]
	v_add_co_u32_e32 v13, vcc, v13, v14
	v_ashrrev_i32_e32 v14, 31, v11
	s_nop 0
	v_addc_co_u32_e32 v20, vcc, v25, v15, vcc
	v_mov_b32_e32 v15, v14
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[14:15]
	v_xor_b32_e32 v22, v10, v14
	v_xor_b32_e32 v15, v11, v14
	v_mad_u64_u32 v[10:11], s[0:1], v22, v20, 0
	v_mul_hi_u32 v18, v22, v13
	v_mov_b32_e32 v19, v12
	v_lshl_add_u64 v[10:11], v[18:19], 0, v[10:11]
	v_mad_u64_u32 v[18:19], s[0:1], v15, v20, 0
	v_mad_u64_u32 v[20:21], s[0:1], v15, v13, 0
	v_add_co_u32_e32 v10, vcc, v10, v20
	s_nop 1
	v_addc_co_u32_e32 v10, vcc, v11, v21, vcc
	v_mov_b32_e32 v11, v12
	s_nop 0
	v_addc_co_u32_e32 v19, vcc, 0, v19, vcc
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[18:19]
	v_mul_lo_u32 v18, v17, v10
	v_mul_lo_u32 v19, v24, v11
	v_mad_u64_u32 v[12:13], s[0:1], v24, v10, 0
	v_add3_u32 v20, v13, v19, v18
	v_sub_u32_e32 v13, v15, v20
	v_sub_co_u32_e32 v21, vcc, v22, v12
	s_nop 1
	v_subb_co_u32_e64 v12, s[0:1], v13, v17, vcc
	v_sub_co_u32_e64 v13, s[0:1], v21, v24
	v_subb_co_u32_e32 v15, vcc, v15, v20, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v12, s[0:1], 0, v12, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v12, v17
	v_cmp_ge_u32_e32 vcc, v15, v17
	s_nop 0
	v_cndmask_b32_e64 v18, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v13, v24
	s_nop 1
	v_cndmask_b32_e64 v13, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v12, v17
	s_nop 1
	v_cndmask_b32_e64 v22, v18, v13, s[0:1]
	v_lshl_add_u64 v[12:13], v[10:11], 0, 2
	v_lshl_add_u64 v[18:19], v[10:11], 0, 1
	v_cmp_ne_u32_e64 s[0:1], 0, v22
	s_nop 1
	v_cndmask_b32_e64 v13, v19, v13, s[0:1]
	v_cndmask_b32_e64 v19, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v21, v24
	v_cndmask_b32_e64 v12, v18, v12, s[0:1]
	s_nop 0
	v_cndmask_b32_e64 v20, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v15, v17
	s_nop 1
	v_cndmask_b32_e32 v15, v19, v20, vcc
	v_cmp_ne_u32_e32 vcc, 0, v15
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v13, vcc
	v_cndmask_b32_e32 v10, v10, v12, vcc
	v_xor_b32_e32 v13, v14, v16
	v_xor_b32_e32 v12, v14, v16
	v_xor_b32_e32 v10, v10, v13
	v_xor_b32_e32 v11, v11, v12
	v_sub_co_u32_e32 v16, vcc, v10, v13
                                        ; implicit-def: $vgpr14_vgpr15
	s_nop 1
	v_subb_co_u32_e32 v17, vcc, v11, v12, vcc
                                        ; implicit-def: $vgpr10_vgpr11
.LBB3_2:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB3_4
; %bb.3:
	v_cvt_f32_u32_e32 v11, v14
	v_sub_u32_e32 v12, 0, v14
	v_mov_b32_e32 v17, 0
	v_rcp_iflag_f32_e32 v11, v11
	s_nop 0
	v_mul_f32_e32 v11, 0x4f7ffffe, v11
	v_cvt_u32_f32_e32 v11, v11
	v_mul_lo_u32 v12, v12, v11
	v_mul_hi_u32 v12, v11, v12
	v_add_u32_e32 v11, v11, v12
	v_mul_hi_u32 v11, v10, v11
	v_mul_lo_u32 v12, v11, v14
	v_sub_u32_e32 v10, v10, v12
	v_add_u32_e32 v13, 1, v11
	v_sub_u32_e32 v12, v10, v14
	v_cmp_ge_u32_e32 vcc, v10, v14
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v12, vcc
	v_cndmask_b32_e32 v11, v11, v13, vcc
	v_add_u32_e32 v12, 1, v11
	v_cmp_ge_u32_e32 vcc, v10, v14
	s_nop 1
	v_cndmask_b32_e32 v16, v11, v12, vcc
.LBB3_4:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[4:5], v[8:9], 3, v[4:5]
	global_store_dwordx2 v[4:5], v[16:17], off
	global_load_dwordx2 v[4:5], v[0:1], off
	s_nop 0
	global_load_dwordx2 v[0:1], v[2:3], off
	v_mov_b32_e32 v2, 0
                                        ; implicit-def: $vgpr10_vgpr11
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v5, v1
	v_cmp_ne_u64_e32 vcc, 0, v[2:3]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[4:5], exec, s[0:1]
	s_cbranch_execz .LBB3_6
; %bb.5:
	v_cvt_f32_u32_e32 v3, v0
	v_cvt_f32_u32_e32 v10, v1
	v_sub_co_u32_e32 v17, vcc, 0, v0
	v_mov_b32_e32 v15, v2
	v_fmamk_f32 v3, v10, 0x4f800000, v3
	v_rcp_f32_e32 v3, v3
	v_subb_co_u32_e32 v18, vcc, 0, v1, vcc
	v_mul_f32_e32 v3, 0x5f7ffffc, v3
	v_mul_f32_e32 v10, 0x2f800000, v3
	v_trunc_f32_e32 v10, v10
	v_fmamk_f32 v3, v10, 0xcf800000, v3
	v_cvt_u32_f32_e32 v16, v10
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v12, v17, v16
	v_mul_lo_u32 v13, v18, v3
	v_mad_u64_u32 v[10:11], s[0:1], v17, v3, 0
	v_add3_u32 v11, v11, v12, v13
	v_mad_u64_u32 v[12:13], s[0:1], v3, v11, 0
	v_mul_hi_u32 v14, v3, v10
	v_lshl_add_u64 v[12:13], v[14:15], 0, v[12:13]
	v_mad_u64_u32 v[14:15], s[0:1], v16, v11, 0
	v_mad_u64_u32 v[10:11], s[0:1], v16, v10, 0
	v_add_co_u32_e32 v10, vcc, v12, v10
	s_nop 1
	v_addc_co_u32_e32 v10, vcc, v13, v11, vcc
	v_mov_b32_e32 v11, v2
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[14:15]
	v_add_co_u32_e32 v3, vcc, v3, v10
	v_mul_lo_u32 v13, v18, v3
	s_nop 0
	v_addc_co_u32_e32 v19, vcc, v16, v11, vcc
	v_mul_lo_u32 v12, v17, v19
	v_mad_u64_u32 v[10:11], s[0:1], v17, v3, 0
	v_add3_u32 v11, v11, v12, v13
	v_mad_u64_u32 v[12:13], s[0:1], v19, v11, 0
	v_mad_u64_u32 v[14:15], s[0:1], v19, v10, 0
	v_mad_u64_u32 v[16:17], s[0:1], v3, v11, 0
	v_mul_hi_u32 v10, v3, v10
	v_mov_b32_e32 v11, v2
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[16:17]
	v_add_co_u32_e32 v10, vcc, v10, v14
	s_nop 1
	v_addc_co_u32_e32 v10, vcc, v11, v15, vcc
	v_mov_b32_e32 v11, v2
	s_nop 0
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[12:13]
	v_add_co_u32_e32 v3, vcc, v3, v10
	v_mul_hi_u32 v12, v4, v3
	s_nop 0
	v_addc_co_u32_e32 v14, vcc, v19, v11, vcc
	v_mad_u64_u32 v[10:11], s[0:1], v4, v14, 0
	v_mov_b32_e32 v13, v2
	v_lshl_add_u64 v[10:11], v[12:13], 0, v[10:11]
	v_mad_u64_u32 v[12:13], s[0:1], v5, v14, 0
	v_mad_u64_u32 v[14:15], s[0:1], v5, v3, 0
	v_add_co_u32_e32 v3, vcc, v10, v14
	s_nop 1
	v_addc_co_u32_e32 v10, vcc, v11, v15, vcc
	v_mov_b32_e32 v11, v2
	s_nop 0
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_lshl_add_u64 v[2:3], v[10:11], 0, v[12:13]
	v_mul_lo_u32 v10, v1, v2
	v_mul_lo_u32 v11, v0, v3
	v_mad_u64_u32 v[2:3], s[0:1], v0, v2, 0
	v_add3_u32 v3, v3, v11, v10
	v_sub_u32_e32 v10, v5, v3
	v_sub_co_u32_e32 v2, vcc, v4, v2
	s_nop 1
	v_subb_co_u32_e64 v4, s[0:1], v10, v1, vcc
	v_sub_co_u32_e64 v10, s[0:1], v2, v0
	v_subb_co_u32_e32 v3, vcc, v5, v3, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v11, s[2:3], 0, v4, s[0:1]
	v_cmp_ge_u32_e64 s[2:3], v11, v1
	v_subb_co_u32_e64 v4, s[0:1], v4, v1, s[0:1]
	s_nop 0
	v_cndmask_b32_e64 v12, 0, -1, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v10, v0
	v_cmp_ge_u32_e32 vcc, v3, v1
	s_nop 0
	v_cndmask_b32_e64 v13, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v11, v1
	v_cndmask_b32_e64 v5, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v2, v0
	v_cndmask_b32_e64 v12, v12, v13, s[2:3]
	v_sub_co_u32_e64 v13, s[0:1], v10, v0
	v_cndmask_b32_e64 v0, 0, -1, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v4, s[0:1], 0, v4, s[0:1]
	v_cmp_eq_u32_e32 vcc, v3, v1
	v_cmp_ne_u32_e64 s[0:1], 0, v12
	s_nop 0
	v_cndmask_b32_e32 v0, v5, v0, vcc
	v_cndmask_b32_e64 v4, v11, v4, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e64 v0, v10, v13, s[0:1]
	s_nop 0
	v_cndmask_b32_e32 v11, v3, v4, vcc
	v_cndmask_b32_e32 v10, v2, v0, vcc
                                        ; implicit-def: $vgpr0_vgpr1
                                        ; implicit-def: $vgpr4_vgpr5
.LBB3_6:
	s_andn2_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_8
; %bb.7:
	v_cvt_f32_u32_e32 v1, v0
	v_sub_u32_e32 v2, 0, v0
	v_mov_b32_e32 v11, 0
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, v2, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, v4, v1
	v_mul_lo_u32 v1, v1, v0
	v_sub_u32_e32 v1, v4, v1
	v_sub_u32_e32 v2, v1, v0
	v_cmp_ge_u32_e32 vcc, v1, v0
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_sub_u32_e32 v2, v1, v0
	v_cmp_ge_u32_e32 vcc, v1, v0
	s_nop 1
	v_cndmask_b32_e32 v10, v1, v2, vcc
.LBB3_8:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[0:1], v[8:9], 3, v[6:7]
	global_store_dwordx2 v[0:1], v[10:11], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_divmod64, .Lfunc_end3-__clang_ocl_kern_imp_divmod64
                                        ; -- End function
	.set __clang_ocl_kern_imp_divmod64.num_vgpr, 32
	.set __clang_ocl_kern_imp_divmod64.num_agpr, 0
	.set __clang_ocl_kern_imp_divmod64.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_divmod64.num_named_barrier, 0
	.set __clang_ocl_kern_imp_divmod64.private_seg_size, 0
	.set __clang_ocl_kern_imp_divmod64.uses_vcc, 1
	.set __clang_ocl_kern_imp_divmod64.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_divmod64.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_divmod64.has_recursion, 0
	.set __clang_ocl_kern_imp_divmod64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1728
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
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
.Lfunc_end4:
	.size	bits, .Lfunc_end4-bits
                                        ; -- End function
	.set bits.num_vgpr, 12
	.set bits.num_agpr, 0
	.set bits.numbered_sgpr, 12
	.set bits.num_named_barrier, 0
	.set bits.private_seg_size, 0
	.set bits.uses_vcc, 0
	.set bits.uses_flat_scratch, 0
	.set bits.has_dyn_sized_stack, 0
	.set bits.has_recursion, 0
	.set bits.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 168
; TotalNumSgprs: 18
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
	.protected	__clang_ocl_kern_imp_bits ; -- Begin function __clang_ocl_kern_imp_bits
	.globl	__clang_ocl_kern_imp_bits
	.p2align	2
	.type	__clang_ocl_kern_imp_bits,@function
__clang_ocl_kern_imp_bits:              ; @__clang_ocl_kern_imp_bits
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v10, 0x3ff, v31
	v_lshl_add_u32 v10, s12, 6, v10
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[10:11]
	global_load_dword v12, v[0:1], off
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[10:11]
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[10:11]
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[10:11]
	v_lshl_add_u64 v[6:7], v[8:9], 0, v[10:11]
	s_mov_b32 s0, 0x10203
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v8, v12, 0
	v_ffbh_u32_e32 v9, v12
	global_store_dword v[0:1], v8, off
	v_min_u32_e32 v0, 32, v9
	v_alignbit_b32 v10, v12, v12, 25
	v_perm_b32 v11, 0, v12, s0
	global_store_dword v[2:3], v0, off
	global_store_dword v[4:5], v10, off
	global_store_dword v[6:7], v11, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_bits, .Lfunc_end5-__clang_ocl_kern_imp_bits
                                        ; -- End function
	.set __clang_ocl_kern_imp_bits.num_vgpr, 32
	.set __clang_ocl_kern_imp_bits.num_agpr, 0
	.set __clang_ocl_kern_imp_bits.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_bits.num_named_barrier, 0
	.set __clang_ocl_kern_imp_bits.private_seg_size, 0
	.set __clang_ocl_kern_imp_bits.uses_vcc, 0
	.set __clang_ocl_kern_imp_bits.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_bits.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_bits.has_recursion, 0
	.set __clang_ocl_kern_imp_bits.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 164
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
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
.Lfunc_end6:
	.size	mul64, .Lfunc_end6-mul64
                                        ; -- End function
	.set mul64.num_vgpr, 16
	.set mul64.num_agpr, 0
	.set mul64.numbered_sgpr, 12
	.set mul64.num_named_barrier, 0
	.set mul64.private_seg_size, 0
	.set mul64.uses_vcc, 0
	.set mul64.uses_flat_scratch, 0
	.set mul64.has_dyn_sized_stack, 0
	.set mul64.has_recursion, 0
	.set mul64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 196
; TotalNumSgprs: 18
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
	.protected	__clang_ocl_kern_imp_mul64 ; -- Begin function __clang_ocl_kern_imp_mul64
	.globl	__clang_ocl_kern_imp_mul64
	.p2align	2
	.type	__clang_ocl_kern_imp_mul64,@function
__clang_ocl_kern_imp_mul64:             ; @__clang_ocl_kern_imp_mul64
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v8, 0x3ff, v31
	v_lshl_add_u32 v8, s12, 6, v8
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 3, v[8:9]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[8:9]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[8:9]
	global_load_dwordx2 v[0:1], v[0:1], off
	v_mov_b32_e32 v11, 0
	global_load_dwordx2 v[2:3], v[2:3], off
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[8:9]
	v_mov_b32_e32 v13, v11
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v10, v3, v0
	v_mul_lo_u32 v12, v2, v1
	v_mad_u64_u32 v[14:15], s[0:1], v2, v0, 0
	v_add3_u32 v17, v15, v12, v10
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v10, v15
	global_store_dwordx2 v[4:5], v[16:17], off
	v_mad_u64_u32 v[4:5], s[0:1], v3, v0, v[10:11]
	v_mov_b32_e32 v10, v5
	v_mov_b32_e32 v5, v11
	v_mad_u64_u32 v[4:5], s[0:1], v2, v1, v[4:5]
	v_mov_b32_e32 v12, v5
	v_lshl_add_u64 v[4:5], v[10:11], 0, v[12:13]
	v_mad_u64_u32 v[0:1], s[0:1], v3, v1, v[4:5]
	v_lshl_add_u64 v[2:3], v[6:7], 0, v[8:9]
	global_store_dwordx2 v[2:3], v[0:1], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_mul64, .Lfunc_end7-__clang_ocl_kern_imp_mul64
                                        ; -- End function
	.set __clang_ocl_kern_imp_mul64.num_vgpr, 32
	.set __clang_ocl_kern_imp_mul64.num_agpr, 0
	.set __clang_ocl_kern_imp_mul64.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_mul64.num_named_barrier, 0
	.set __clang_ocl_kern_imp_mul64.private_seg_size, 0
	.set __clang_ocl_kern_imp_mul64.uses_vcc, 0
	.set __clang_ocl_kern_imp_mul64.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_mul64.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_mul64.has_recursion, 0
	.set __clang_ocl_kern_imp_mul64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 200
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
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
    .vgpr_count:     22
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
