	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	transcend               ; -- Begin function transcend
	.globl	transcend
	.p2align	8
	.type	transcend,@function
transcend:                              ; @transcend
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b32 s0, 0x3fb8aa3b
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	global_load_dword v6, v[2:3], off
	s_mov_b32 s1, 0xc2ce8ed0
	v_mov_b32_e32 v9, 0x7f800000
	s_mov_b32 s2, 0x3f317217
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, 0x3fb8aa3b, v6
	v_fma_f32 v5, v6, s0, -v4
	v_rndne_f32_e32 v7, v4
	v_fmamk_f32 v5, v6, 0x32a5705f, v5
	v_sub_f32_e32 v4, v4, v7
	v_add_f32_e32 v4, v4, v5
	v_cvt_i32_f32_e32 v7, v7
	v_exp_f32_e32 v8, v4
	s_mov_b32 s0, 0x42b17218
	v_cmp_ngt_f32_e32 vcc, s1, v6
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[0:1]
	v_ldexp_f32 v7, v8, v7
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s0, v6
	s_mov_b32 s1, 0x800000
	s_mov_b32 s0, 0x7f800000
	v_cndmask_b32_e32 v6, v9, v7, vcc
	global_store_dword v[4:5], v6, off
	global_load_dword v4, v[2:3], off
	v_mov_b32_e32 v7, 0x41b17218
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v4, |v4|, 1.0
	v_cmp_gt_f32_e32 vcc, s1, v4
	s_nop 1
	v_cndmask_b32_e64 v5, 0, 32, vcc
	v_ldexp_f32 v4, v4, v5
	v_log_f32_e32 v6, v4
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[10:11], 0, v[0:1]
	v_mul_f32_e32 v8, 0x3f317217, v6
	v_fma_f32 v9, v6, s2, -v8
	v_fmamk_f32 v9, v6, 0x3377d1cf, v9
	v_add_f32_e32 v8, v8, v9
	v_cmp_lt_f32_e64 vcc, |v6|, s0
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_sub_f32_e32 v6, v6, v7
	global_store_dword v[4:5], v6, off
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e64 s[0:1], |v2|, s1
	s_nop 1
	v_cndmask_b32_e64 v3, 0, 32, s[0:1]
	v_ldexp_f32 v2, |v2|, v3
	v_sqrt_f32_e32 v2, v2
	v_cndmask_b32_e64 v3, 0, -16, s[0:1]
	v_ldexp_f32 v2, v2, v3
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transcend
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
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
	.size	transcend, .Lfunc_end0-transcend
                                        ; -- End function
	.set transcend.num_vgpr, 10
	.set transcend.num_agpr, 0
	.set transcend.numbered_sgpr, 12
	.set transcend.num_named_barrier, 0
	.set transcend.private_seg_size, 0
	.set transcend.uses_vcc, 1
	.set transcend.uses_flat_scratch, 0
	.set transcend.has_dyn_sized_stack, 0
	.set transcend.has_recursion, 0
	.set transcend.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 396
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
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
	.protected	__clang_ocl_kern_imp_transcend ; -- Begin function __clang_ocl_kern_imp_transcend
	.globl	__clang_ocl_kern_imp_transcend
	.p2align	2
	.type	__clang_ocl_kern_imp_transcend,@function
__clang_ocl_kern_imp_transcend:         ; @__clang_ocl_kern_imp_transcend
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v8, 0x3ff, v31
	v_lshl_add_u32 v8, s12, 6, v8
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[8:9]
	global_load_dword v10, v[0:1], off
	s_mov_b32 s0, 0x3fb8aa3b
	s_mov_b32 s1, 0xc2ce8ed0
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[8:9]
	s_mov_b32 s2, 0x3f317217
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v11, 0x3fb8aa3b, v10
	v_fma_f32 v12, v10, s0, -v11
	v_rndne_f32_e32 v13, v11
	v_fmamk_f32 v12, v10, 0x32a5705f, v12
	v_sub_f32_e32 v11, v11, v13
	v_add_f32_e32 v11, v11, v12
	v_cvt_i32_f32_e32 v13, v13
	v_exp_f32_e32 v11, v11
	s_mov_b32 s0, 0x42b17218
	v_cmp_ngt_f32_e32 vcc, s1, v10
	v_mov_b32_e32 v12, 0x7f800000
	v_ldexp_f32 v11, v11, v13
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_nlt_f32_e32 vcc, s0, v10
	s_mov_b32 s1, 0x800000
	s_mov_b32 s0, 0x7f800000
	v_cndmask_b32_e32 v10, v12, v11, vcc
	global_store_dword v[2:3], v10, off
	global_load_dword v2, v[0:1], off
	v_mov_b32_e32 v11, 0x41b17218
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v2, |v2|, 1.0
	v_cmp_gt_f32_e32 vcc, s1, v2
	s_nop 1
	v_cndmask_b32_e64 v3, 0, 32, vcc
	v_ldexp_f32 v2, v2, v3
	v_log_f32_e32 v10, v2
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[8:9]
	v_cndmask_b32_e32 v4, 0, v11, vcc
	v_mul_f32_e32 v5, 0x3f317217, v10
	v_fma_f32 v11, v10, s2, -v5
	v_fmamk_f32 v11, v10, 0x3377d1cf, v11
	v_add_f32_e32 v5, v5, v11
	v_cmp_lt_f32_e64 vcc, |v10|, s0
	s_nop 1
	v_cndmask_b32_e32 v5, v10, v5, vcc
	v_sub_f32_e32 v4, v5, v4
	global_store_dword v[2:3], v4, off
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e64 s[0:1], |v0|, s1
	s_nop 1
	v_cndmask_b32_e64 v1, 0, 32, s[0:1]
	v_ldexp_f32 v0, |v0|, v1
	v_sqrt_f32_e32 v0, v0
	v_cndmask_b32_e64 v1, 0, -16, s[0:1]
	v_ldexp_f32 v2, v0, v1
	v_lshl_add_u64 v[0:1], v[6:7], 0, v[8:9]
	global_store_dword v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_transcend, .Lfunc_end1-__clang_ocl_kern_imp_transcend
                                        ; -- End function
	.set __clang_ocl_kern_imp_transcend.num_vgpr, 32
	.set __clang_ocl_kern_imp_transcend.num_agpr, 0
	.set __clang_ocl_kern_imp_transcend.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_transcend.num_named_barrier, 0
	.set __clang_ocl_kern_imp_transcend.private_seg_size, 0
	.set __clang_ocl_kern_imp_transcend.uses_vcc, 1
	.set __clang_ocl_kern_imp_transcend.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_transcend.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_transcend.has_recursion, 0
	.set __clang_ocl_kern_imp_transcend.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 400
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	fused                   ; -- Begin function fused
	.globl	fused
	.p2align	8
	.type	fused,@function
fused:                                  ; @fused
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_load_dwordx4 s[0:3], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[0:1]
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[0:1]
	global_load_dword v8, v[2:3], off
	global_load_dword v9, v[4:5], off
	global_load_dword v10, v[6:7], off
	v_lshl_add_u64 v[6:7], s[10:11], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, v8, v9
	global_store_dword v[6:7], v10, off
	global_load_dword v8, v[4:5], off
	global_load_dword v9, v[2:3], off
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	s_waitcnt vmcnt(1)
	v_max_f32_e32 v8, v8, v8
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v9, v9, v9
	v_min_f32_e32 v8, v9, v8
	global_store_dword v[6:7], v8, off
	global_load_dword v6, v[4:5], off
	s_nop 0
	global_load_dword v7, v[2:3], off
	s_waitcnt vmcnt(1)
	v_max_f32_e32 v2, v6, v6
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v3, v7, v7
	v_max_f32_e32 v2, v3, v2
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fused
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_vgpr 11
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
.Lfunc_end2:
	.size	fused, .Lfunc_end2-fused
                                        ; -- End function
	.set fused.num_vgpr, 11
	.set fused.num_agpr, 0
	.set fused.numbered_sgpr, 12
	.set fused.num_named_barrier, 0
	.set fused.private_seg_size, 0
	.set fused.uses_vcc, 0
	.set fused.uses_flat_scratch, 0
	.set fused.has_dyn_sized_stack, 0
	.set fused.has_recursion, 0
	.set fused.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 224
; TotalNumSgprs: 18
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 11
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
	.protected	__clang_ocl_kern_imp_fused ; -- Begin function __clang_ocl_kern_imp_fused
	.globl	__clang_ocl_kern_imp_fused
	.p2align	2
	.type	__clang_ocl_kern_imp_fused,@function
__clang_ocl_kern_imp_fused:             ; @__clang_ocl_kern_imp_fused
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v12, 0x3ff, v31
	v_lshl_add_u32 v12, s12, 6, v12
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[12:13]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[12:13]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[12:13]
	global_load_dword v14, v[0:1], off
	global_load_dword v15, v[2:3], off
	global_load_dword v16, v[4:5], off
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[12:13]
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v16, v14, v15
	global_store_dword v[4:5], v16, off
	global_load_dword v6, v[2:3], off
	global_load_dword v7, v[0:1], off
	v_lshl_add_u64 v[4:5], v[8:9], 0, v[12:13]
	s_waitcnt vmcnt(1)
	v_max_f32_e32 v6, v6, v6
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v7, v7, v7
	v_min_f32_e32 v6, v7, v6
	global_store_dword v[4:5], v6, off
	global_load_dword v4, v[2:3], off
	s_nop 0
	global_load_dword v5, v[0:1], off
	s_waitcnt vmcnt(1)
	v_max_f32_e32 v0, v4, v4
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v1, v5, v5
	v_max_f32_e32 v2, v1, v0
	v_lshl_add_u64 v[0:1], v[10:11], 0, v[12:13]
	global_store_dword v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_fused, .Lfunc_end3-__clang_ocl_kern_imp_fused
                                        ; -- End function
	.set __clang_ocl_kern_imp_fused.num_vgpr, 32
	.set __clang_ocl_kern_imp_fused.num_agpr, 0
	.set __clang_ocl_kern_imp_fused.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_fused.num_named_barrier, 0
	.set __clang_ocl_kern_imp_fused.private_seg_size, 0
	.set __clang_ocl_kern_imp_fused.uses_vcc, 0
	.set __clang_ocl_kern_imp_fused.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_fused.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_fused.has_recursion, 0
	.set __clang_ocl_kern_imp_fused.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 220
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 1
	.text
	.protected	convert                 ; -- Begin function convert
	.globl	convert
	.p2align	8
	.type	convert,@function
convert:                                ; @convert
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_load_dwordx4 s[0:3], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	global_load_dword v12, v[4:5], off
	v_cvt_f32_u32_e32 v13, v0
	s_mov_b32 s4, 0
	v_mov_b32_e32 v4, s0
	v_mov_b32_e32 v5, s1
	v_mov_b32_e32 v6, s2
	v_mov_b32_e32 v7, s3
	s_mov_b32 s5, 0x40080000
	v_lshl_add_u64 v[4:5], v[0:1], 3, v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[6:7]
	v_lshl_add_u64 v[8:9], s[6:7], 0, v[2:3]
	v_lshl_add_u64 v[10:11], s[8:9], 0, v[2:3]
	v_lshl_add_u64 v[2:3], s[10:11], 0, v[2:3]
	s_waitcnt vmcnt(0)
	v_cvt_i32_f32_e32 v14, v12
	v_cvt_u32_f32_e64 v15, |v12|
	v_cvt_f64_f32_e32 v[6:7], v12
	v_cvt_f16_f32_e32 v12, v12
	v_cvt_f32_i32_e32 v16, v14
	v_mul_f64 v[6:7], v[6:7], s[4:5]
	global_store_dwordx2 v[4:5], v[6:7], off
	global_store_dword v[8:9], v14, off
	global_store_dword v[10:11], v15, off
	v_add_f32_e32 v4, v13, v16
	global_store_dword v[2:3], v4, off
	global_store_short v[0:1], v12, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel convert
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 20
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
	.size	convert, .Lfunc_end4-convert
                                        ; -- End function
	.set convert.num_vgpr, 17
	.set convert.num_agpr, 0
	.set convert.numbered_sgpr, 12
	.set convert.num_named_barrier, 0
	.set convert.private_seg_size, 0
	.set convert.uses_vcc, 0
	.set convert.uses_flat_scratch, 0
	.set convert.has_dyn_sized_stack, 0
	.set convert.has_recursion, 0
	.set convert.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
; TotalNumSgprs: 18
; NumVgprs: 17
; NumAgprs: 0
; TotalNumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 17
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_convert ; -- Begin function __clang_ocl_kern_imp_convert
	.globl	__clang_ocl_kern_imp_convert
	.p2align	2
	.type	__clang_ocl_kern_imp_convert,@function
__clang_ocl_kern_imp_convert:           ; @__clang_ocl_kern_imp_convert
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v12, 0x3ff, v31
	v_lshl_add_u32 v12, s12, 6, v12
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[14:15], 2, v[12:13]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[14:15]
	global_load_dword v16, v[0:1], off
	v_cvt_f32_u32_e32 v17, v12
	v_lshl_add_u64 v[0:1], v[12:13], 3, v[8:9]
	v_lshl_add_u64 v[8:9], v[12:13], 1, v[10:11]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[14:15]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[14:15]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[14:15]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x40080000
	s_waitcnt vmcnt(0)
	v_cvt_i32_f32_e32 v12, v16
	v_cvt_u32_f32_e64 v13, |v16|
	v_cvt_f64_f32_e32 v[10:11], v16
	v_cvt_f16_f32_e32 v14, v16
	v_cvt_f32_i32_e32 v15, v12
	v_mul_f64 v[10:11], v[10:11], s[0:1]
	global_store_dwordx2 v[0:1], v[10:11], off
	global_store_dword v[2:3], v12, off
	global_store_dword v[4:5], v13, off
	v_add_f32_e32 v0, v17, v15
	global_store_dword v[6:7], v0, off
	global_store_short v[8:9], v14, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_convert, .Lfunc_end5-__clang_ocl_kern_imp_convert
                                        ; -- End function
	.set __clang_ocl_kern_imp_convert.num_vgpr, 32
	.set __clang_ocl_kern_imp_convert.num_agpr, 0
	.set __clang_ocl_kern_imp_convert.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_convert.num_named_barrier, 0
	.set __clang_ocl_kern_imp_convert.private_seg_size, 0
	.set __clang_ocl_kern_imp_convert.uses_vcc, 0
	.set __clang_ocl_kern_imp_convert.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_convert.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_convert.has_recursion, 0
	.set __clang_ocl_kern_imp_convert.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 192
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	softmax_row             ; -- Begin function softmax_row
	.globl	softmax_row
	.p2align	8
	.type	softmax_row,@function
softmax_row:                            ; @softmax_row
; %bb.0:
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v1, 2, v0
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s12
	v_mov_b32_e32 v5, s13
	v_lshl_add_u64 v[4:5], v[2:3], 2, v[4:5]
	global_load_dword v4, v[4:5], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_2
; %bb.1:
	ds_read2_b32 v[6:7], v1 offset1:32
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v5, v7, v7
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v5, v6, v5
	ds_write_b32 v1, v5
.LBB6_2:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e64 s[0:1], 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB6_4
; %bb.3:
	ds_read2_b32 v[6:7], v1 offset1:16
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v5, v7, v7
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v5, v6, v5
	ds_write_b32 v1, v5
.LBB6_4:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB6_6
; %bb.5:
	ds_read2_b32 v[6:7], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v5, v7, v7
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v5, v6, v5
	ds_write_b32 v1, v5
.LBB6_6:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[4:5], 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB6_8
; %bb.7:
	ds_read2_b32 v[6:7], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v5, v7, v7
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v5, v6, v5
	ds_write_b32 v1, v5
.LBB6_8:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[6:7], 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB6_10
; %bb.9:
	ds_read2_b32 v[6:7], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v5, v7, v7
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v5, v6, v5
	ds_write_b32 v1, v5
.LBB6_10:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_eq_u32_e64 s[8:9], 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB6_12
; %bb.11:
	ds_read2_b32 v[6:7], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v0, v7, v7
	v_max_f32_e32 v5, v6, v6
	v_max_f32_e32 v0, v5, v0
	ds_write_b32 v1, v0
.LBB6_12:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
	s_mov_b32 s10, 0x3fb8aa3b
	s_mov_b32 s12, 0x42b17218
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v4, v0
	v_mul_f32_e32 v4, 0x3fb8aa3b, v0
	v_fma_f32 v5, v0, s10, -v4
	v_rndne_f32_e32 v6, v4
	v_fmamk_f32 v5, v0, 0x32a5705f, v5
	v_sub_f32_e32 v4, v4, v6
	v_add_f32_e32 v4, v4, v5
	v_cvt_i32_f32_e32 v6, v6
	v_exp_f32_e32 v4, v4
	s_mov_b32 s10, 0xc2ce8ed0
	v_cmp_ngt_f32_e64 s[10:11], s10, v0
	v_mov_b32_e32 v5, 0x7f800000
	v_ldexp_f32 v4, v4, v6
	v_cndmask_b32_e64 v4, 0, v4, s[10:11]
	v_cmp_nlt_f32_e64 s[10:11], s12, v0
	s_nop 1
	v_cndmask_b32_e64 v0, v5, v4, s[10:11]
	s_barrier
	ds_write_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB6_14
; %bb.13:
	ds_read2_b32 v[4:5], v1 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v5, v4
	ds_write_b32 v1, v4
.LBB6_14:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execz .LBB6_16
; %bb.15:
	ds_read2_b32 v[4:5], v1 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v5, v4
	ds_write_b32 v1, v4
.LBB6_16:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB6_18
; %bb.17:
	ds_read2_b32 v[4:5], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v5, v4
	ds_write_b32 v1, v4
.LBB6_18:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB6_20
; %bb.19:
	ds_read2_b32 v[4:5], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v5, v4
	ds_write_b32 v1, v4
.LBB6_20:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB6_22
; %bb.21:
	ds_read2_b32 v[4:5], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v5, v4
	ds_write_b32 v1, v4
.LBB6_22:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB6_24
; %bb.23:
	ds_read2_b32 v[4:5], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v5, v4
	ds_write_b32 v1, v4
.LBB6_24:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v1
	v_frexp_exp_i32_f32_e32 v7, v0
	v_frexp_mant_f32_e32 v0, v0
	v_mov_b32_e32 v4, s14
	v_mov_b32_e32 v5, s15
	s_waitcnt lgkmcnt(0)
	v_frexp_mant_f32_e32 v6, v1
	v_rcp_f32_e32 v6, v6
	v_frexp_exp_i32_f32_e32 v1, v1
	v_sub_u32_e32 v1, v7, v1
	v_mul_f32_e32 v0, v0, v6
	v_ldexp_f32 v6, v0, v1
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[4:5]
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel softmax_row
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 8
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
.Lfunc_end6:
	.size	softmax_row, .Lfunc_end6-softmax_row
                                        ; -- End function
	.set softmax_row.num_vgpr, 8
	.set softmax_row.num_agpr, 0
	.set softmax_row.numbered_sgpr, 16
	.set softmax_row.num_named_barrier, 0
	.set softmax_row.private_seg_size, 0
	.set softmax_row.uses_vcc, 1
	.set softmax_row.uses_flat_scratch, 0
	.set softmax_row.has_dyn_sized_stack, 0
	.set softmax_row.has_recursion, 0
	.set softmax_row.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 932
; TotalNumSgprs: 22
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_softmax_row ; -- Begin function __clang_ocl_kern_imp_softmax_row
	.globl	__clang_ocl_kern_imp_softmax_row
	.p2align	2
	.type	__clang_ocl_kern_imp_softmax_row,@function
__clang_ocl_kern_imp_softmax_row:       ; @__clang_ocl_kern_imp_softmax_row
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v6, 0x3ff, v31
	v_lshl_add_u32 v4, s12, 6, v6
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	global_load_dword v0, v[0:1], off
	v_cmp_gt_u32_e32 vcc, 32, v6
	s_trap 2
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB7_2
; %bb.1:
	ds_read2_b32 v[8:9], v0 offset1:32
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v1, v9, v9
	v_max_f32_e32 v7, v8, v8
	v_max_f32_e32 v1, v7, v1
	ds_write_b32 v0, v1
.LBB7_2:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e64 s[0:1], 16, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB7_4
; %bb.3:
	ds_read2_b32 v[8:9], v0 offset1:16
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v1, v9, v9
	v_max_f32_e32 v7, v8, v8
	v_max_f32_e32 v1, v7, v1
	ds_write_b32 v0, v1
.LBB7_4:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 8, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB7_6
; %bb.5:
	ds_read2_b32 v[8:9], v0 offset1:8
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v1, v9, v9
	v_max_f32_e32 v7, v8, v8
	v_max_f32_e32 v1, v7, v1
	ds_write_b32 v0, v1
.LBB7_6:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[4:5], 4, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB7_8
; %bb.7:
	ds_read2_b32 v[8:9], v0 offset1:4
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v1, v9, v9
	v_max_f32_e32 v7, v8, v8
	v_max_f32_e32 v1, v7, v1
	ds_write_b32 v0, v1
.LBB7_8:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[6:7], 2, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB7_10
; %bb.9:
	ds_read2_b32 v[8:9], v0 offset1:2
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v1, v9, v9
	v_max_f32_e32 v7, v8, v8
	v_max_f32_e32 v1, v7, v1
	ds_write_b32 v0, v1
.LBB7_10:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_eq_u32_e64 s[8:9], 0, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB7_12
; %bb.11:
	ds_read2_b32 v[6:7], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v1, v7, v7
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v1, v6, v1
	ds_write_b32 v0, v1
.LBB7_12:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_trap 2
	ds_read_b32 v1, v0
	s_mov_b32 s10, 0x3fb8aa3b
	s_mov_b32 s12, 0x42b17218
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v0, v1
	v_mul_f32_e32 v1, 0x3fb8aa3b, v0
	v_fma_f32 v6, v0, s10, -v1
	v_rndne_f32_e32 v7, v1
	v_fmamk_f32 v6, v0, 0x32a5705f, v6
	v_sub_f32_e32 v1, v1, v7
	v_add_f32_e32 v1, v1, v6
	v_cvt_i32_f32_e32 v7, v7
	v_exp_f32_e32 v1, v1
	s_mov_b32 s10, 0xc2ce8ed0
	v_cmp_ngt_f32_e64 s[10:11], s10, v0
	v_mov_b32_e32 v6, 0x7f800000
	v_ldexp_f32 v1, v1, v7
	v_cndmask_b32_e64 v1, 0, v1, s[10:11]
	v_cmp_nlt_f32_e64 s[10:11], s12, v0
	s_nop 1
	v_cndmask_b32_e64 v0, v6, v1, s[10:11]
	s_barrier
	ds_write_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB7_14
; %bb.13:
	ds_read2_b32 v[6:7], v0 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v7, v6
	ds_write_b32 v0, v1
.LBB7_14:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execz .LBB7_16
; %bb.15:
	ds_read2_b32 v[6:7], v0 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v7, v6
	ds_write_b32 v0, v1
.LBB7_16:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB7_18
; %bb.17:
	ds_read2_b32 v[6:7], v0 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v7, v6
	ds_write_b32 v0, v1
.LBB7_18:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB7_20
; %bb.19:
	ds_read2_b32 v[6:7], v0 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v7, v6
	ds_write_b32 v0, v1
.LBB7_20:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB7_22
; %bb.21:
	ds_read2_b32 v[6:7], v0 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v7, v6
	ds_write_b32 v0, v1
.LBB7_22:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB7_24
; %bb.23:
	ds_read2_b32 v[6:7], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v7, v6
	ds_write_b32 v0, v1
.LBB7_24:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_trap 2
	ds_read_b32 v1, v0
	v_frexp_exp_i32_f32_e32 v7, v0
	v_frexp_mant_f32_e32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_frexp_mant_f32_e32 v6, v1
	v_rcp_f32_e32 v6, v6
	v_frexp_exp_i32_f32_e32 v1, v1
	v_sub_u32_e32 v1, v7, v1
	v_mul_f32_e32 v0, v0, v6
	v_ldexp_f32 v6, v0, v1
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[2:3]
	global_store_dword v[0:1], v6, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_softmax_row, .Lfunc_end7-__clang_ocl_kern_imp_softmax_row
                                        ; -- End function
	.set __clang_ocl_kern_imp_softmax_row.num_vgpr, 32
	.set __clang_ocl_kern_imp_softmax_row.num_agpr, 0
	.set __clang_ocl_kern_imp_softmax_row.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_softmax_row.num_named_barrier, 0
	.set __clang_ocl_kern_imp_softmax_row.private_seg_size, 0
	.set __clang_ocl_kern_imp_softmax_row.uses_vcc, 1
	.set __clang_ocl_kern_imp_softmax_row.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_softmax_row.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_softmax_row.has_recursion, 0
	.set __clang_ocl_kern_imp_softmax_row.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 920
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	layernorm_row           ; -- Begin function layernorm_row
	.globl	layernorm_row
	.p2align	8
	.type	layernorm_row,@function
layernorm_row:                          ; @layernorm_row
; %bb.0:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v1, 2, v0
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	v_lshl_add_u64 v[4:5], v[2:3], 2, v[4:5]
	global_load_dword v4, v[4:5], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB8_2
; %bb.1:
	ds_read2_b32 v[6:7], v1 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v7, v6
	ds_write_b32 v1, v5
.LBB8_2:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e64 s[0:1], 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB8_4
; %bb.3:
	ds_read2_b32 v[6:7], v1 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v7, v6
	ds_write_b32 v1, v5
.LBB8_4:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB8_6
; %bb.5:
	ds_read2_b32 v[6:7], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v7, v6
	ds_write_b32 v1, v5
.LBB8_6:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[4:5], 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB8_8
; %bb.7:
	ds_read2_b32 v[6:7], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v7, v6
	ds_write_b32 v1, v5
.LBB8_8:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[6:7], 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB8_10
; %bb.9:
	ds_read2_b32 v[6:7], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v7, v6
	ds_write_b32 v1, v5
.LBB8_10:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_eq_u32_e64 s[8:9], 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB8_12
; %bb.11:
	ds_read2_b32 v[6:7], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v7, v6
	ds_write_b32 v1, v0
.LBB8_12:
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, 0xbc800000, v0
	v_add_f32_e32 v0, v4, v0
	v_mul_f32_e32 v4, v0, v0
	s_barrier
	ds_write_b32 v1, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB8_14
; %bb.13:
	ds_read2_b32 v[4:5], v1 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v5, v4
	ds_write_b32 v1, v4
.LBB8_14:
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_cbranch_execz .LBB8_16
; %bb.15:
	ds_read2_b32 v[4:5], v1 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v5, v4
	ds_write_b32 v1, v4
.LBB8_16:
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB8_18
; %bb.17:
	ds_read2_b32 v[4:5], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v5, v4
	ds_write_b32 v1, v4
.LBB8_18:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB8_20
; %bb.19:
	ds_read2_b32 v[4:5], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v5, v4
	ds_write_b32 v1, v4
.LBB8_20:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB8_22
; %bb.21:
	ds_read2_b32 v[4:5], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v5, v4
	ds_write_b32 v1, v4
.LBB8_22:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB8_24
; %bb.23:
	ds_read2_b32 v[4:5], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v5, v4
	ds_write_b32 v1, v4
.LBB8_24:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v1
	s_mov_b32 s0, 0x800000
	v_frexp_exp_i32_f32_e32 v7, v0
	v_frexp_mant_f32_e32 v0, v0
	v_mov_b32_e32 v4, s10
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, 0x3c800000, v1
	v_add_f32_e32 v1, 0x3727c5ac, v1
	v_cmp_gt_f32_e32 vcc, s0, v1
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, 32, 0
	v_ldexp_f32 v1, v1, s0
	v_sqrt_f32_e32 v1, v1
	s_cselect_b32 s0, -16, 0
	v_mov_b32_e32 v5, s11
	v_ldexp_f32 v1, v1, s0
	v_frexp_mant_f32_e32 v6, v1
	v_rcp_f32_e32 v6, v6
	v_frexp_exp_i32_f32_e32 v1, v1
	v_sub_u32_e32 v1, v7, v1
	v_mul_f32_e32 v0, v0, v6
	v_ldexp_f32 v6, v0, v1
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[4:5]
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel layernorm_row
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 8
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
.Lfunc_end8:
	.size	layernorm_row, .Lfunc_end8-layernorm_row
                                        ; -- End function
	.set layernorm_row.num_vgpr, 8
	.set layernorm_row.num_agpr, 0
	.set layernorm_row.numbered_sgpr, 14
	.set layernorm_row.num_named_barrier, 0
	.set layernorm_row.private_seg_size, 0
	.set layernorm_row.uses_vcc, 1
	.set layernorm_row.uses_flat_scratch, 0
	.set layernorm_row.has_dyn_sized_stack, 0
	.set layernorm_row.has_recursion, 0
	.set layernorm_row.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 836
; TotalNumSgprs: 20
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_layernorm_row ; -- Begin function __clang_ocl_kern_imp_layernorm_row
	.globl	__clang_ocl_kern_imp_layernorm_row
	.p2align	2
	.type	__clang_ocl_kern_imp_layernorm_row,@function
__clang_ocl_kern_imp_layernorm_row:     ; @__clang_ocl_kern_imp_layernorm_row
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v6, 0x3ff, v31
	v_lshl_add_u32 v4, s12, 6, v6
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	global_load_dword v0, v[0:1], off
	v_cmp_gt_u32_e32 vcc, 32, v6
	s_trap 2
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB9_2
; %bb.1:
	ds_read2_b32 v[8:9], v0 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v9, v8
	ds_write_b32 v0, v1
.LBB9_2:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e64 s[0:1], 16, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB9_4
; %bb.3:
	ds_read2_b32 v[8:9], v0 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v9, v8
	ds_write_b32 v0, v1
.LBB9_4:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 8, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB9_6
; %bb.5:
	ds_read2_b32 v[8:9], v0 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v9, v8
	ds_write_b32 v0, v1
.LBB9_6:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[4:5], 4, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB9_8
; %bb.7:
	ds_read2_b32 v[8:9], v0 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v9, v8
	ds_write_b32 v0, v1
.LBB9_8:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[8:9], 2, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB9_10
; %bb.9:
	ds_read2_b32 v[8:9], v0 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v9, v8
	ds_write_b32 v0, v1
.LBB9_10:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_eq_u32_e64 s[6:7], 0, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB9_12
; %bb.11:
	ds_read2_b32 v[6:7], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v7, v6
	ds_write_b32 v0, v1
.LBB9_12:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_trap 2
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, 0xbc800000, v1
	v_add_f32_e32 v0, v0, v1
	v_mul_f32_e32 v1, v0, v0
	s_barrier
	ds_write_b32 v0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB9_14
; %bb.13:
	ds_read2_b32 v[6:7], v0 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v7, v6
	ds_write_b32 v0, v1
.LBB9_14:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execz .LBB9_16
; %bb.15:
	ds_read2_b32 v[6:7], v0 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v7, v6
	ds_write_b32 v0, v1
.LBB9_16:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB9_18
; %bb.17:
	ds_read2_b32 v[6:7], v0 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v7, v6
	ds_write_b32 v0, v1
.LBB9_18:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB9_20
; %bb.19:
	ds_read2_b32 v[6:7], v0 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v7, v6
	ds_write_b32 v0, v1
.LBB9_20:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB9_22
; %bb.21:
	ds_read2_b32 v[6:7], v0 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v7, v6
	ds_write_b32 v0, v1
.LBB9_22:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB9_24
; %bb.23:
	ds_read2_b32 v[6:7], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v7, v6
	ds_write_b32 v0, v1
.LBB9_24:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_trap 2
	ds_read_b32 v1, v0
	s_mov_b32 s0, 0x800000
	v_frexp_exp_i32_f32_e32 v6, v0
	v_frexp_mant_f32_e32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, 0x3c800000, v1
	v_add_f32_e32 v1, 0x3727c5ac, v1
	v_cmp_gt_f32_e32 vcc, s0, v1
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, 32, 0
	v_ldexp_f32 v1, v1, s0
	v_sqrt_f32_e32 v1, v1
	s_cselect_b32 s0, -16, 0
	v_ldexp_f32 v1, v1, s0
	v_frexp_mant_f32_e32 v7, v1
	v_rcp_f32_e32 v7, v7
	v_frexp_exp_i32_f32_e32 v1, v1
	v_sub_u32_e32 v1, v6, v1
	v_mul_f32_e32 v0, v0, v7
	v_ldexp_f32 v6, v0, v1
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[2:3]
	global_store_dword v[0:1], v6, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	__clang_ocl_kern_imp_layernorm_row, .Lfunc_end9-__clang_ocl_kern_imp_layernorm_row
                                        ; -- End function
	.set __clang_ocl_kern_imp_layernorm_row.num_vgpr, 32
	.set __clang_ocl_kern_imp_layernorm_row.num_agpr, 0
	.set __clang_ocl_kern_imp_layernorm_row.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_layernorm_row.num_named_barrier, 0
	.set __clang_ocl_kern_imp_layernorm_row.private_seg_size, 0
	.set __clang_ocl_kern_imp_layernorm_row.uses_vcc, 1
	.set __clang_ocl_kern_imp_layernorm_row.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_layernorm_row.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_layernorm_row.has_recursion, 0
	.set __clang_ocl_kern_imp_layernorm_row.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 824
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	dot_f64                 ; -- Begin function dot_f64
	.globl	dot_f64
	.p2align	8
	.type	dot_f64,@function
dot_f64:                                ; @dot_f64
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_lshlrev_b32_e32 v1, 3, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[2:3]
	global_load_dwordx2 v[4:5], v[4:5], off
	v_cmp_gt_u32_e32 vcc, 32, v0
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[2:3], v[4:5], v[2:3]
	ds_write_b64 v1, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB10_2
; %bb.1:
	ds_read2_b64 v[2:5], v1 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[4:5], v[2:3]
	ds_write_b64 v1, v[2:3]
.LBB10_2:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB10_4
; %bb.3:
	ds_read2_b64 v[2:5], v1 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[4:5], v[2:3]
	ds_write_b64 v1, v[2:3]
.LBB10_4:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB10_6
; %bb.5:
	ds_read2_b64 v[2:5], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[4:5], v[2:3]
	ds_write_b64 v1, v[2:3]
.LBB10_6:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB10_8
; %bb.7:
	ds_read2_b64 v[2:5], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[4:5], v[2:3]
	ds_write_b64 v1, v[2:3]
.LBB10_8:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB10_10
; %bb.9:
	ds_read2_b64 v[2:5], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[4:5], v[2:3]
	ds_write_b64 v1, v[2:3]
.LBB10_10:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB10_12
; %bb.11:
	ds_read2_b64 v[2:5], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[4:5], v[2:3]
	ds_write_b64 v1, v[2:3]
.LBB10_12:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB10_14
; %bb.13:
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	v_mov_b32_e32 v0, 0
	ds_read_b64 v[2:3], v0
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 3
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_dwordx2 v0, v[2:3], s[0:1]
.LBB10_14:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dot_f64
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
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
.Lfunc_end10:
	.size	dot_f64, .Lfunc_end10-dot_f64
                                        ; -- End function
	.set dot_f64.num_vgpr, 6
	.set dot_f64.num_agpr, 0
	.set dot_f64.numbered_sgpr, 8
	.set dot_f64.num_named_barrier, 0
	.set dot_f64.private_seg_size, 0
	.set dot_f64.uses_vcc, 1
	.set dot_f64.uses_flat_scratch, 0
	.set dot_f64.has_dyn_sized_stack, 0
	.set dot_f64.has_recursion, 0
	.set dot_f64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 468
; TotalNumSgprs: 14
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_dot_f64 ; -- Begin function __clang_ocl_kern_imp_dot_f64
	.globl	__clang_ocl_kern_imp_dot_f64
	.p2align	2
	.type	__clang_ocl_kern_imp_dot_f64,@function
__clang_ocl_kern_imp_dot_f64:           ; @__clang_ocl_kern_imp_dot_f64
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v6, 0x3ff, v31
	v_lshl_add_u32 v8, s12, 6, v6
	v_mov_b32_e32 v9, 0
	v_lshlrev_b64 v[8:9], 3, v[8:9]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[8:9]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[8:9]
	global_load_dwordx2 v[0:1], v[0:1], off
	v_cmp_gt_u32_e32 vcc, 32, v6
	global_load_dwordx2 v[2:3], v[2:3], off
	s_trap 2
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], v[2:3]
	ds_write_b64 v0, v[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB11_2
; %bb.1:
	ds_read2_b64 v[0:3], v0 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[0:1], v[2:3], v[0:1]
	ds_write_b64 v0, v[0:1]
.LBB11_2:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 16, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB11_4
; %bb.3:
	ds_read2_b64 v[0:3], v0 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[0:1], v[2:3], v[0:1]
	ds_write_b64 v0, v[0:1]
.LBB11_4:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 8, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB11_6
; %bb.5:
	ds_read2_b64 v[0:3], v0 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[0:1], v[2:3], v[0:1]
	ds_write_b64 v0, v[0:1]
.LBB11_6:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 4, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB11_8
; %bb.7:
	ds_read2_b64 v[0:3], v0 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[0:1], v[2:3], v[0:1]
	ds_write_b64 v0, v[0:1]
.LBB11_8:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 2, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB11_10
; %bb.9:
	ds_read2_b64 v[0:3], v0 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[0:1], v[2:3], v[0:1]
	ds_write_b64 v0, v[0:1]
.LBB11_10:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB11_12
; %bb.11:
	ds_read2_b64 v[0:3], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[0:1], v[2:3], v[0:1]
	ds_write_b64 v0, v[0:1]
.LBB11_12:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB11_14
; %bb.13:
	s_trap 2
	ds_read_b64 v[2:3], v0
	s_mov_b32 s13, 0
	v_lshl_add_u64 v[0:1], s[12:13], 3, v[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB11_14:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end11:
	.size	__clang_ocl_kern_imp_dot_f64, .Lfunc_end11-__clang_ocl_kern_imp_dot_f64
                                        ; -- End function
	.set __clang_ocl_kern_imp_dot_f64.num_vgpr, 32
	.set __clang_ocl_kern_imp_dot_f64.num_agpr, 0
	.set __clang_ocl_kern_imp_dot_f64.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_dot_f64.num_named_barrier, 0
	.set __clang_ocl_kern_imp_dot_f64.private_seg_size, 0
	.set __clang_ocl_kern_imp_dot_f64.uses_vcc, 1
	.set __clang_ocl_kern_imp_dot_f64.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_dot_f64.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_dot_f64.has_recursion, 0
	.set __clang_ocl_kern_imp_dot_f64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 464
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
        .name:           x
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           e
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           l
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           s
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           transcend
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         transcend.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .name:           a
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .name:           b
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .name:           c
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           d
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           mn
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           mx
        .offset:         40
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           fused
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         fused.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .name:           x
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           i32
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           u32
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           back
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           wide
        .offset:         32
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           h
        .offset:         40
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           convert
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         convert.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .name:           x
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           y
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           softmax_row
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         softmax_row.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .name:           x
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           y
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           layernorm_row
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         layernorm_row.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .name:           a
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .name:           b
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           dot_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         dot_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
