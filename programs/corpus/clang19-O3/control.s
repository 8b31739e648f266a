	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	collatz                 ; -- Begin function collatz
	.globl	collatz
	.p2align	8
	.type	collatz,@function
collatz:                                ; @collatz
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	global_load_dword v2, v[2:3], off
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_8
; %bb.1:
	s_mov_b32 s8, 0
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s9, s8, 1
	s_cmpk_gt_u32 s8, 0x3e6
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_cselect_b64 s[4:5], -1, 0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_mov_b32_e32 v3, s9
	s_mov_b32 s8, s9
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_7
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v3, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v3
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_mad_u64_u32 v[2:3], s[10:11], v2, 3, 1
; %bb.5:                                ;   in Loop: Header=BB0_3 Depth=1
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_2
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	v_lshrrev_b32_e32 v2, 1, v2
	s_branch .LBB0_2
.LBB0_7:
	s_or_b64 exec, exec, s[2:3]
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel collatz
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
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
	.size	collatz, .Lfunc_end0-collatz
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; NumSgprs: 18
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
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
	.protected	branchy                 ; -- Begin function branchy
	.globl	branchy
	.p2align	8
	.type	branchy,@function
branchy:                                ; @branchy
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_mov_b32_e32 v1, 0
	s_movk_i32 s0, 0x65
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	global_load_dword v3, v[2:3], off
                                        ; implicit-def: $vgpr2
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e32 vcc, s0, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB1_6
; %bb.1:
	s_movk_i32 s2, 0xff9b
	v_cmp_lt_i32_e32 vcc, s2, v3
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.2:
	v_add_u32_e32 v2, 7, v3
                                        ; implicit-def: $vgpr3
; %bb.3:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
; %bb.4:
	v_sub_u32_e32 v2, 0, v3
; %bb.5:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr3
.LBB1_6:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.7:
	v_lshlrev_b32_e32 v2, 1, v3
; %bb.8:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel branchy
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
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
	.size	branchy, .Lfunc_end1-branchy
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; NumSgprs: 14
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
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
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[4:5]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 2, v0
	v_lshl_add_u32 v3, v0, 1, v0
	v_xor_b32_e32 v6, 4, v0
	v_lshl_add_u32 v7, v0, 2, v0
	v_mul_lo_u32 v8, v0, 6
	v_mul_lo_u32 v9, v0, 7
	v_xad_u32 v1, v0, 1, v0
	v_xor_b32_e32 v10, 8, v0
	v_lshl_add_u32 v11, v0, 3, v0
	v_mul_lo_u32 v12, v0, 10
	v_mul_lo_u32 v13, v0, 11
	v_mul_lo_u32 v14, v0, 12
	v_mul_lo_u32 v15, v0, 13
	v_mul_lo_u32 v16, v0, 14
	v_mul_lo_u32 v17, v0, 15
	v_xor_b32_e32 v18, 16, v0
	v_lshl_add_u32 v19, v0, 4, v0
	v_mul_lo_u32 v20, v0, 18
	v_mul_lo_u32 v21, v0, 19
	v_mul_lo_u32 v22, v0, 20
	v_mul_lo_u32 v23, v0, 21
	v_mul_lo_u32 v24, v0, 22
	v_mul_lo_u32 v25, v0, 23
	v_mul_lo_u32 v26, v0, 24
	v_mul_lo_u32 v27, v0, 25
	v_mul_lo_u32 v28, v0, 26
	v_mul_lo_u32 v29, v0, 27
	v_mul_lo_u32 v33, v0, 28
	v_mul_lo_u32 v34, v0, 29
	v_mul_lo_u32 v35, v0, 30
	v_mul_lo_u32 v36, v0, 31
	v_lshl_add_u32 v2, v0, 1, v2
	v_xad_u32 v3, v0, 3, v3
	v_lshl_add_u32 v6, v0, 2, v6
	v_xad_u32 v8, v0, 6, v8
	v_xad_u32 v7, v0, 5, v7
	v_xad_u32 v9, v0, 7, v9
	v_add_u32_e32 v38, 7, v0
	v_add_u32_e32 v39, 14, v0
	v_add_u32_e32 v40, 21, v0
	v_lshl_add_u32 v30, v0, 3, v10
	v_xad_u32 v32, v0, 10, v12
	v_xad_u32 v31, v0, 9, v11
	v_xad_u32 v11, v0, 12, v14
	v_xad_u32 v10, v0, 11, v13
	v_xad_u32 v13, v0, 14, v16
	v_xad_u32 v12, v0, 13, v15
	v_xad_u32 v14, v0, 15, v17
	v_lshl_add_u32 v15, v0, 4, v18
	v_xad_u32 v17, v0, 18, v20
	v_xad_u32 v16, v0, 17, v19
	v_xad_u32 v19, v0, 20, v22
	v_xad_u32 v18, v0, 19, v21
	v_xad_u32 v21, v0, 22, v24
	v_xad_u32 v20, v0, 21, v23
	v_xad_u32 v23, v0, 24, v26
	v_xad_u32 v22, v0, 23, v25
	v_xad_u32 v25, v0, 26, v28
	v_xad_u32 v24, v0, 25, v27
	v_xad_u32 v27, v0, 28, v33
	v_xad_u32 v26, v0, 27, v29
	v_xad_u32 v29, v0, 30, v35
	v_xad_u32 v28, v0, 29, v34
	v_xad_u32 v33, v0, 31, v36
	scratch_store_dwordx4 off, v[0:3], off
	scratch_store_dwordx4 off, v[6:9], off offset:16
	scratch_store_dwordx3 off, v[30:32], off offset:32
	scratch_store_dwordx4 off, v[10:13], off offset:44
	scratch_store_dwordx4 off, v[14:17], off offset:60
	scratch_store_dwordx4 off, v[18:21], off offset:76
	scratch_store_dwordx4 off, v[22:25], off offset:92
	scratch_store_dwordx4 off, v[26:29], off offset:108
	scratch_store_dword off, v33, off offset:124
	v_add_u32_e32 v6, 28, v0
	v_add_u32_e32 v7, 3, v0
	v_add_u32_e32 v8, 10, v0
	v_add_u32_e32 v9, 17, v0
	v_and_b32_e32 v37, 31, v0
	v_and_b32_e32 v35, 31, v38
	v_and_b32_e32 v36, 31, v39
	v_and_b32_e32 v38, 31, v40
	v_and_b32_e32 v6, 31, v6
	v_and_b32_e32 v7, 31, v7
	v_and_b32_e32 v8, 31, v8
	v_and_b32_e32 v9, 31, v9
	v_lshlrev_b32_e32 v34, 2, v37
	v_lshlrev_b32_e32 v1, 2, v35
	v_lshlrev_b32_e32 v2, 2, v36
	v_lshlrev_b32_e32 v3, 2, v38
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshlrev_b32_e32 v7, 2, v7
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v9, 2, v9
	scratch_load_dword v10, v34, off
	s_nop 0
	scratch_load_dword v1, v1, off
	s_nop 0
	scratch_load_dword v2, v2, off
	s_nop 0
	scratch_load_dword v3, v3, off
	s_nop 0
	scratch_load_dword v6, v6, off
	s_nop 0
	scratch_load_dword v7, v7, off
	s_nop 0
	scratch_load_dword v8, v8, off
	s_nop 0
	scratch_load_dword v9, v9, off
	v_add_u32_e32 v11, 24, v0
	v_add_u32_e32 v12, -1, v0
	v_add_u32_e32 v13, 6, v0
	v_add_u32_e32 v14, 13, v0
	v_add_u32_e32 v15, 20, v0
	v_add_u32_e32 v16, 27, v0
	v_add_u32_e32 v17, 2, v0
	v_add_u32_e32 v18, 9, v0
	v_and_b32_e32 v11, 31, v11
	v_and_b32_e32 v12, 31, v12
	v_and_b32_e32 v13, 31, v13
	v_and_b32_e32 v14, 31, v14
	v_and_b32_e32 v15, 31, v15
	v_and_b32_e32 v16, 31, v16
	v_and_b32_e32 v17, 31, v17
	v_and_b32_e32 v18, 31, v18
	v_lshlrev_b32_e32 v11, 2, v11
	v_lshlrev_b32_e32 v12, 2, v12
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v14, 2, v14
	v_lshlrev_b32_e32 v15, 2, v15
	v_lshlrev_b32_e32 v16, 2, v16
	v_lshlrev_b32_e32 v17, 2, v17
	v_lshlrev_b32_e32 v18, 2, v18
	scratch_load_dword v11, v11, off
	s_nop 0
	scratch_load_dword v12, v12, off
	s_nop 0
	scratch_load_dword v13, v13, off
	s_nop 0
	scratch_load_dword v14, v14, off
	s_nop 0
	scratch_load_dword v15, v15, off
	s_nop 0
	scratch_load_dword v16, v16, off
	s_nop 0
	scratch_load_dword v17, v17, off
	s_nop 0
	scratch_load_dword v18, v18, off
	v_add_u32_e32 v20, 23, v0
	v_add_u32_e32 v21, 30, v0
	v_add_u32_e32 v22, 5, v0
	v_add_u32_e32 v23, 12, v0
	v_add_u32_e32 v24, 19, v0
	v_add_u32_e32 v25, 26, v0
	v_add_u32_e32 v26, 1, v0
	v_xor_b32_e32 v19, 16, v37
	v_and_b32_e32 v20, 31, v20
	v_and_b32_e32 v21, 31, v21
	v_and_b32_e32 v22, 31, v22
	v_and_b32_e32 v23, 31, v23
	v_and_b32_e32 v24, 31, v24
	v_and_b32_e32 v25, 31, v25
	v_and_b32_e32 v26, 31, v26
	v_lshlrev_b32_e32 v19, 2, v19
	v_lshlrev_b32_e32 v20, 2, v20
	v_lshlrev_b32_e32 v21, 2, v21
	v_lshlrev_b32_e32 v22, 2, v22
	v_lshlrev_b32_e32 v23, 2, v23
	v_lshlrev_b32_e32 v24, 2, v24
	v_lshlrev_b32_e32 v25, 2, v25
	v_lshlrev_b32_e32 v26, 2, v26
	scratch_load_dword v19, v19, off
	s_nop 0
	scratch_load_dword v20, v20, off
	s_nop 0
	scratch_load_dword v21, v21, off
	s_nop 0
	scratch_load_dword v22, v22, off
	s_nop 0
	scratch_load_dword v23, v23, off
	s_nop 0
	scratch_load_dword v24, v24, off
	s_nop 0
	scratch_load_dword v25, v25, off
	s_nop 0
	scratch_load_dword v26, v26, off
	v_add_u32_e32 v27, 8, v0
	v_add_u32_e32 v28, 15, v0
	v_add_u32_e32 v29, 22, v0
	v_add_u32_e32 v30, 29, v0
	v_add_u32_e32 v31, 4, v0
	v_add_u32_e32 v32, 11, v0
	v_add_u32_e32 v33, 18, v0
	v_add_u32_e32 v0, 25, v0
	v_and_b32_e32 v27, 31, v27
	v_and_b32_e32 v28, 31, v28
	v_and_b32_e32 v29, 31, v29
	v_and_b32_e32 v30, 31, v30
	v_and_b32_e32 v31, 31, v31
	v_and_b32_e32 v32, 31, v32
	v_and_b32_e32 v33, 31, v33
	v_and_b32_e32 v0, 31, v0
	v_lshlrev_b32_e32 v27, 2, v27
	v_lshlrev_b32_e32 v28, 2, v28
	v_lshlrev_b32_e32 v29, 2, v29
	v_lshlrev_b32_e32 v30, 2, v30
	v_lshlrev_b32_e32 v31, 2, v31
	v_lshlrev_b32_e32 v32, 2, v32
	v_lshlrev_b32_e32 v33, 2, v33
	v_lshlrev_b32_e32 v0, 2, v0
	scratch_load_dword v27, v27, off
	s_nop 0
	scratch_load_dword v28, v28, off
	s_nop 0
	scratch_load_dword v29, v29, off
	s_nop 0
	scratch_load_dword v30, v30, off
	s_nop 0
	scratch_load_dword v31, v31, off
	s_nop 0
	scratch_load_dword v32, v32, off
	s_nop 0
	scratch_load_dword v33, v33, off
	s_nop 0
	scratch_load_dword v0, v0, off
	s_waitcnt vmcnt(30)
	v_add_u32_e32 v1, v1, v10
	s_waitcnt vmcnt(28)
	v_add3_u32 v1, v2, v1, v3
	s_waitcnt vmcnt(26)
	v_add3_u32 v1, v6, v1, v7
	s_waitcnt vmcnt(24)
	v_add3_u32 v1, v8, v1, v9
	s_waitcnt vmcnt(22)
	v_add3_u32 v1, v11, v1, v12
	s_waitcnt vmcnt(20)
	v_add3_u32 v1, v13, v1, v14
	s_waitcnt vmcnt(18)
	v_add3_u32 v1, v15, v1, v16
	s_waitcnt vmcnt(16)
	v_add3_u32 v1, v17, v1, v18
	s_waitcnt vmcnt(14)
	v_add3_u32 v1, v19, v1, v20
	s_waitcnt vmcnt(12)
	v_add3_u32 v1, v21, v1, v22
	s_waitcnt vmcnt(10)
	v_add3_u32 v1, v23, v1, v24
	s_waitcnt vmcnt(8)
	v_add3_u32 v1, v25, v1, v26
	s_waitcnt vmcnt(6)
	v_add3_u32 v1, v27, v1, v28
	s_waitcnt vmcnt(4)
	v_add3_u32 v1, v29, v1, v30
	s_waitcnt vmcnt(2)
	v_add3_u32 v1, v31, v1, v32
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v33, v1, v0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[4:5]
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 132
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
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 44
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
	.size	private_array, .Lfunc_end2-private_array
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1548
; NumSgprs: 14
; NumVgprs: 41
; NumAgprs: 0
; TotalNumVgprs: 41
; ScratchSize: 132
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 41
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	table_lookup            ; -- Begin function table_lookup
	.globl	table_lookup
	.p2align	8
	.type	table_lookup,@function
table_lookup:                           ; @table_lookup
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, PRIMES@rel32@lo+4
	s_addc_u32 s1, s1, PRIMES@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	global_load_dword v2, v[2:3], off
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 15, v2
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v3, v3, s[0:1]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v3, v2
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel table_lookup
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 4
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
	.size	table_lookup, .Lfunc_end3-table_lookup
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; NumSgprs: 14
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_naive            ; -- Begin function matmul_naive
	.globl	matmul_naive
	.p2align	8
	.type	matmul_naive,@function
matmul_naive:                           ; @matmul_naive
; %bb.0:
	s_load_dword s10, s[0:1], 0x18
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_lshl_add_u32 v0, s2, 6, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	s_cbranch_scc1 .LBB4_3
; %bb.1:
	v_cvt_f32_u32_e32 v1, s10
	s_sub_i32 s0, 0, s10
	s_mov_b32 s11, 0
	v_mov_b32_e32 v6, s6
	v_rcp_iflag_f32_e32 v1, v1
	v_mov_b32_e32 v7, s7
	v_mov_b32_e32 v3, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s0, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mad_u64_u32 v[4:5], s[0:1], v0, v1, 0
	v_mul_lo_u32 v1, v5, s10
	v_sub_u32_e32 v1, v0, v1
	v_subrev_u32_e32 v2, s10, v1
	v_cmp_le_u32_e32 vcc, s10, v1
	s_lshl_b64 s[0:1], s[10:11], 2
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_subrev_u32_e32 v2, s10, v1
	v_cmp_le_u32_e32 vcc, s10, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v1, v2, vcc
	v_sub_u32_e32 v4, v0, v2
	v_lshl_add_u64 v[6:7], v[2:3], 2, v[6:7]
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[4:5]
	global_load_dword v1, v[6:7], off
	global_load_dword v2, v[8:9], off
	s_add_i32 s10, s10, -1
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[0:1]
	v_add_u32_e32 v4, 1, v4
	s_cmp_eq_u32 s10, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, v2, v1
	s_cbranch_scc0 .LBB4_2
	s_branch .LBB4_4
.LBB4_3:
	v_mov_b32_e32 v3, 0
.LBB4_4:
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_naive
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
.Lfunc_end4:
	.size	matmul_naive, .Lfunc_end4-matmul_naive
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 272
; NumSgprs: 18
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
	.protected	lane_shuffle            ; -- Begin function lane_shuffle
	.globl	lane_shuffle
	.p2align	8
	.type	lane_shuffle,@function
lane_shuffle:                           ; @lane_shuffle
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshl_add_u32 v0, v0, 2, 20
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	global_load_dword v1, v[4:5], off
	v_and_b32_e32 v0, 0xfc, v0
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v4, v0, v1
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lane_shuffle
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
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
.Lfunc_end5:
	.size	lane_shuffle, .Lfunc_end5-lane_shuffle
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 100
; NumSgprs: 14
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
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
	.protected	private_scratch         ; -- Begin function private_scratch
	.globl	private_scratch
	.p2align	8
	.type	private_scratch,@function
private_scratch:                        ; @private_scratch
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v0, v1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[4:5]
	global_load_dword v6, v[2:3], off
	s_movk_i32 s0, 0x42
	s_movk_i32 s1, 0xc8
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, -1, v6
	v_lshlrev_b32_e32 v8, 2, v1
	v_mul_lo_u32 v10, v1, 6
	v_lshl_add_u32 v9, v1, 2, v1
	v_mul_lo_u32 v11, v1, 7
	v_mul_lo_u32 v13, v1, 12
	v_mul_lo_u32 v12, v1, 11
	v_mul_lo_u32 v15, v1, 14
	v_mul_lo_u32 v14, v1, 13
	v_lshlrev_b32_e32 v2, 1, v1
	v_lshl_add_u32 v3, v1, 1, v1
	v_lshlrev_b32_e32 v56, 3, v1
	v_mul_lo_u32 v58, v1, 10
	v_lshl_add_u32 v57, v1, 3, v1
	scratch_store_dwordx4 off, v[8:11], off offset:16
	scratch_store_dwordx4 off, v[12:15], off offset:44
	v_mul_lo_u32 v16, v1, 15
	v_mul_lo_u32 v9, v1, 56
	v_mul_lo_u32 v15, v1, s0
	s_movk_i32 s0, 0x44
	v_lshlrev_b32_e32 v17, 4, v1
	v_mul_lo_u32 v19, v1, 18
	v_lshl_add_u32 v18, v1, 4, v1
	v_mul_lo_u32 v21, v1, 20
	v_mul_lo_u32 v20, v1, 19
	v_mul_lo_u32 v23, v1, 22
	v_mul_lo_u32 v22, v1, 21
	v_mul_lo_u32 v25, v1, 24
	v_mul_lo_u32 v24, v1, 23
	v_mul_lo_u32 v27, v1, 26
	v_mul_lo_u32 v26, v1, 25
	v_mul_lo_u32 v29, v1, 28
	v_mul_lo_u32 v28, v1, 27
	v_mul_lo_u32 v31, v1, 30
	v_mul_lo_u32 v30, v1, 29
	v_mul_lo_u32 v32, v1, 31
	v_lshlrev_b32_e32 v33, 5, v1
	v_mul_lo_u32 v35, v1, 34
	v_lshl_add_u32 v34, v1, 5, v1
	v_mul_lo_u32 v37, v1, 36
	v_mul_lo_u32 v36, v1, 35
	v_mul_lo_u32 v39, v1, 38
	v_mul_lo_u32 v38, v1, 37
	v_mul_lo_u32 v41, v1, 40
	v_mul_lo_u32 v40, v1, 39
	v_mul_lo_u32 v43, v1, 42
	v_mul_lo_u32 v42, v1, 41
	v_mul_lo_u32 v45, v1, 44
	v_mul_lo_u32 v44, v1, 43
	v_mul_lo_u32 v47, v1, 46
	v_mul_lo_u32 v46, v1, 45
	v_mul_lo_u32 v49, v1, 48
	v_mul_lo_u32 v48, v1, 47
	v_mul_lo_u32 v51, v1, 50
	v_mul_lo_u32 v50, v1, 49
	v_mul_lo_u32 v53, v1, 52
	v_mul_lo_u32 v52, v1, 51
	v_mul_lo_u32 v55, v1, 54
	v_mul_lo_u32 v54, v1, 53
	v_mul_lo_u32 v8, v1, 55
	v_mul_lo_u32 v11, v1, 58
	v_mul_lo_u32 v10, v1, 57
	scratch_store_dwordx3 off, v[56:58], off offset:32
	v_mul_lo_u32 v59, v1, 62
	v_mul_lo_u32 v12, v1, 63
	v_mul_lo_u32 v57, v1, 60
	v_mul_lo_u32 v56, v1, 59
	v_mul_lo_u32 v58, v1, 61
	scratch_store_dwordx4 off, v[0:3], off
	scratch_store_dwordx4 off, v[16:19], off offset:60
	scratch_store_dwordx4 off, v[20:23], off offset:76
	scratch_store_dwordx4 off, v[24:27], off offset:92
	scratch_store_dwordx4 off, v[28:31], off offset:108
	scratch_store_dwordx4 off, v[32:35], off offset:124
	scratch_store_dwordx4 off, v[36:39], off offset:140
	scratch_store_dwordx4 off, v[40:43], off offset:156
	scratch_store_dwordx4 off, v[44:47], off offset:172
	scratch_store_dwordx4 off, v[48:51], off offset:188
	scratch_store_dwordx4 off, v[52:55], off offset:204
	scratch_store_dwordx4 off, v[8:11], off offset:220
	scratch_store_dwordx4 off, v[56:59], off offset:236
	v_add_u32_e32 v2, 37, v6
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x43
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x46
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x45
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x48
	scratch_store_dwordx4 off, v[8:11], off offset:268
	v_lshlrev_b32_e32 v13, 6, v1
	v_lshl_add_u32 v14, v1, 6, v1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x47
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x4a
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x49
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x4c
	scratch_store_dwordx4 off, v[8:11], off offset:284
	scratch_store_dwordx4 off, v[12:15], off offset:252
	s_nop 0
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x4b
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x4e
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x4d
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x50
	scratch_store_dwordx4 off, v[8:11], off offset:300
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x4f
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x52
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x51
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x54
	scratch_store_dwordx4 off, v[8:11], off offset:316
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x53
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x56
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x55
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x58
	scratch_store_dwordx4 off, v[8:11], off offset:332
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x57
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x5a
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x59
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x5c
	scratch_store_dwordx4 off, v[8:11], off offset:348
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x5b
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x5e
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x5d
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x60
	scratch_store_dwordx4 off, v[8:11], off offset:364
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x5f
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x62
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x61
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x64
	scratch_store_dwordx4 off, v[8:11], off offset:380
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x63
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x66
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x65
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x68
	scratch_store_dwordx4 off, v[8:11], off offset:396
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x67
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x6a
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x69
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x6c
	scratch_store_dwordx4 off, v[8:11], off offset:412
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x6b
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x6e
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x6d
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x70
	scratch_store_dwordx4 off, v[8:11], off offset:428
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x6f
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x72
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x71
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x74
	scratch_store_dwordx4 off, v[8:11], off offset:444
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x73
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x76
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x75
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x78
	scratch_store_dwordx4 off, v[8:11], off offset:460
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x77
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x7a
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x79
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x7c
	scratch_store_dwordx4 off, v[8:11], off offset:476
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x7b
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x7e
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x7d
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x7f
	scratch_store_dwordx4 off, v[8:11], off offset:492
	s_nop 1
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x82
	v_lshlrev_b32_e32 v9, 7, v1
	v_mul_lo_u32 v11, v1, s0
	v_lshl_add_u32 v10, v1, 7, v1
	s_movk_i32 s0, 0x84
	scratch_store_dwordx4 off, v[8:11], off offset:508
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x83
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x86
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x85
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x88
	scratch_store_dwordx4 off, v[8:11], off offset:524
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x87
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x8a
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x89
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x8c
	scratch_store_dwordx4 off, v[8:11], off offset:540
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x8b
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x8e
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x8d
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x90
	scratch_store_dwordx4 off, v[8:11], off offset:556
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x8f
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x92
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x91
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x94
	scratch_store_dwordx4 off, v[8:11], off offset:572
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x93
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x96
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x95
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x98
	scratch_store_dwordx4 off, v[8:11], off offset:588
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x97
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x9a
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x99
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0x9c
	scratch_store_dwordx4 off, v[8:11], off offset:604
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x9b
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0x9e
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0x9d
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0xa0
	scratch_store_dwordx4 off, v[8:11], off offset:620
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0x9f
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0xa2
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0xa1
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0xa4
	scratch_store_dwordx4 off, v[8:11], off offset:636
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0xa3
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0xa6
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0xa5
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0xa8
	scratch_store_dwordx4 off, v[8:11], off offset:652
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0xa7
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0xaa
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0xa9
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0xac
	scratch_store_dwordx4 off, v[8:11], off offset:668
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0xab
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0xae
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0xad
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0xb0
	scratch_store_dwordx4 off, v[8:11], off offset:684
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0xaf
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0xb2
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0xb1
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0xb4
	scratch_store_dwordx4 off, v[8:11], off offset:700
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0xb3
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0xb6
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0xb5
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0xb8
	scratch_store_dwordx4 off, v[8:11], off offset:716
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0xb7
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0xba
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0xb9
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0xbc
	scratch_store_dwordx4 off, v[8:11], off offset:732
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0xbb
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0xbe
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0xbd
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0xc0
	scratch_store_dwordx4 off, v[8:11], off offset:748
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0xbf
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0xc2
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0xc1
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0xc4
	scratch_store_dwordx4 off, v[8:11], off offset:764
	s_nop 1
	v_mul_lo_u32 v9, v1, s0
	s_movk_i32 s0, 0xc3
	v_mul_lo_u32 v8, v1, s0
	s_movk_i32 s0, 0xc6
	v_mul_lo_u32 v11, v1, s0
	s_movk_i32 s0, 0xc5
	v_mul_lo_u32 v10, v1, s0
	s_movk_i32 s0, 0xc7
	v_mul_lo_u32 v0, v1, s0
	s_mov_b32 s0, 0x51eb851f
	v_mul_hi_i32 v3, v2, s0
	v_lshrrev_b32_e32 v7, 31, v3
	v_ashrrev_i32_e32 v3, 6, v3
	v_add_u32_e32 v3, v3, v7
	v_mul_lo_u32 v3, v3, s1
	v_sub_u32_e32 v2, v2, v3
	v_add_u32_e32 v3, 0x4a, v6
	v_mul_hi_i32 v7, v3, s0
	scratch_store_dwordx4 off, v[8:11], off offset:780
	scratch_store_dword off, v0, off offset:796
	v_mul_hi_i32 v0, v6, s0
	v_lshrrev_b32_e32 v8, 31, v7
	v_ashrrev_i32_e32 v7, 6, v7
	v_add_u32_e32 v7, v7, v8
	v_mul_lo_u32 v7, v7, s1
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v7, 0x6f, v6
	v_mul_hi_i32 v8, v7, s0
	v_lshrrev_b32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v8, 6, v8
	v_add_u32_e32 v8, v8, v9
	v_mul_lo_u32 v8, v8, s1
	v_sub_u32_e32 v7, v7, v8
	v_add_u32_e32 v8, 0x94, v6
	v_mul_hi_i32 v9, v8, s0
	v_lshrrev_b32_e32 v10, 31, v9
	v_ashrrev_i32_e32 v9, 6, v9
	v_add_u32_e32 v9, v9, v10
	v_mul_lo_u32 v9, v9, s1
	v_sub_u32_e32 v8, v8, v9
	v_add_u32_e32 v9, 0xb9, v6
	v_mul_hi_i32 v10, v9, s0
	v_lshrrev_b32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v10, 6, v10
	v_add_u32_e32 v10, v10, v11
	v_mul_lo_u32 v10, v10, s1
	v_sub_u32_e32 v9, v9, v10
	v_add_u32_e32 v10, 0xde, v6
	v_mul_hi_i32 v11, v10, s0
	v_lshrrev_b32_e32 v12, 31, v11
	v_ashrrev_i32_e32 v11, 6, v11
	v_add_u32_e32 v11, v11, v12
	v_mul_lo_u32 v11, v11, s1
	v_sub_u32_e32 v10, v10, v11
	v_add_u32_e32 v11, 0x103, v6
	v_lshrrev_b32_e32 v1, 31, v0
	v_ashrrev_i32_e32 v0, 6, v0
	v_mul_hi_i32 v12, v11, s0
	v_add_u32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v12, 6, v12
	v_mul_lo_u32 v0, v0, s1
	v_add_u32_e32 v12, v12, v13
	v_sub_u32_e32 v1, v6, v0
	v_mov_b32_e32 v0, 0
	v_mul_lo_u32 v12, v12, s1
	v_lshl_add_u32 v1, v1, 2, v0
	v_sub_u32_e32 v11, v11, v12
	v_lshl_add_u32 v2, v2, 2, v0
	v_lshl_add_u32 v3, v3, 2, v0
	v_lshl_add_u32 v7, v7, 2, v0
	v_lshl_add_u32 v8, v8, 2, v0
	v_lshl_add_u32 v9, v9, 2, v0
	v_lshl_add_u32 v10, v10, 2, v0
	v_lshl_add_u32 v11, v11, 2, v0
	scratch_load_dword v12, v1, off
	scratch_load_dword v13, v2, off
	scratch_load_dword v14, v3, off
	scratch_load_dword v15, v7, off
	scratch_load_dword v16, v8, off
	scratch_load_dword v17, v9, off
	scratch_load_dword v18, v10, off
	scratch_load_dword v19, v11, off
	v_add_u32_e32 v1, 0x128, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	v_sub_u32_e32 v1, v1, v2
	v_add_u32_e32 v2, 0x14d, v6
	v_mul_hi_i32 v3, v2, s0
	v_lshrrev_b32_e32 v7, 31, v3
	v_ashrrev_i32_e32 v3, 6, v3
	v_add_u32_e32 v3, v3, v7
	v_mul_lo_u32 v3, v3, s1
	v_sub_u32_e32 v2, v2, v3
	v_add_u32_e32 v3, 0x172, v6
	v_mul_hi_i32 v7, v3, s0
	v_lshrrev_b32_e32 v8, 31, v7
	v_ashrrev_i32_e32 v7, 6, v7
	v_add_u32_e32 v7, v7, v8
	v_mul_lo_u32 v7, v7, s1
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v7, 0x197, v6
	v_mul_hi_i32 v8, v7, s0
	v_lshrrev_b32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v8, 6, v8
	v_add_u32_e32 v8, v8, v9
	v_mul_lo_u32 v8, v8, s1
	v_sub_u32_e32 v7, v7, v8
	v_add_u32_e32 v8, 0x1bc, v6
	v_mul_hi_i32 v9, v8, s0
	v_lshrrev_b32_e32 v10, 31, v9
	v_ashrrev_i32_e32 v9, 6, v9
	v_add_u32_e32 v9, v9, v10
	v_mul_lo_u32 v9, v9, s1
	v_sub_u32_e32 v8, v8, v9
	v_add_u32_e32 v9, 0x1e1, v6
	v_mul_hi_i32 v10, v9, s0
	v_lshrrev_b32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v10, 6, v10
	v_add_u32_e32 v10, v10, v11
	v_mul_lo_u32 v10, v10, s1
	v_sub_u32_e32 v9, v9, v10
	v_add_u32_e32 v10, 0x206, v6
	v_mul_hi_i32 v11, v10, s0
	v_lshrrev_b32_e32 v20, 31, v11
	v_ashrrev_i32_e32 v11, 6, v11
	v_add_u32_e32 v11, v11, v20
	v_mul_lo_u32 v11, v11, s1
	v_sub_u32_e32 v10, v10, v11
	v_add_u32_e32 v11, 0x22b, v6
	v_mul_hi_i32 v20, v11, s0
	v_lshrrev_b32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v20, 6, v20
	v_add_u32_e32 v20, v20, v21
	v_mul_lo_u32 v20, v20, s1
	v_lshl_add_u32 v1, v1, 2, v0
	v_sub_u32_e32 v11, v11, v20
	v_lshl_add_u32 v2, v2, 2, v0
	v_lshl_add_u32 v3, v3, 2, v0
	v_lshl_add_u32 v7, v7, 2, v0
	v_lshl_add_u32 v8, v8, 2, v0
	v_lshl_add_u32 v9, v9, 2, v0
	v_lshl_add_u32 v10, v10, 2, v0
	v_lshl_add_u32 v11, v11, 2, v0
	scratch_load_dword v20, v1, off
	scratch_load_dword v21, v2, off
	scratch_load_dword v22, v3, off
	scratch_load_dword v23, v7, off
	scratch_load_dword v24, v8, off
	scratch_load_dword v25, v9, off
	scratch_load_dword v26, v10, off
	scratch_load_dword v27, v11, off
	v_add_u32_e32 v1, 0x250, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	v_sub_u32_e32 v1, v1, v2
	v_add_u32_e32 v2, 0x275, v6
	v_mul_hi_i32 v3, v2, s0
	v_lshrrev_b32_e32 v7, 31, v3
	v_ashrrev_i32_e32 v3, 6, v3
	v_add_u32_e32 v3, v3, v7
	v_mul_lo_u32 v3, v3, s1
	v_sub_u32_e32 v2, v2, v3
	v_add_u32_e32 v3, 0x29a, v6
	v_mul_hi_i32 v7, v3, s0
	v_lshrrev_b32_e32 v8, 31, v7
	v_ashrrev_i32_e32 v7, 6, v7
	v_add_u32_e32 v7, v7, v8
	v_mul_lo_u32 v7, v7, s1
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v7, 0x2bf, v6
	v_mul_hi_i32 v8, v7, s0
	v_lshrrev_b32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v8, 6, v8
	v_add_u32_e32 v8, v8, v9
	v_mul_lo_u32 v8, v8, s1
	v_sub_u32_e32 v7, v7, v8
	v_add_u32_e32 v8, 0x2e4, v6
	v_mul_hi_i32 v9, v8, s0
	v_lshrrev_b32_e32 v10, 31, v9
	v_ashrrev_i32_e32 v9, 6, v9
	v_add_u32_e32 v9, v9, v10
	v_mul_lo_u32 v9, v9, s1
	v_sub_u32_e32 v8, v8, v9
	v_add_u32_e32 v9, 0x309, v6
	v_mul_hi_i32 v10, v9, s0
	v_lshrrev_b32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v10, 6, v10
	v_add_u32_e32 v10, v10, v11
	v_mul_lo_u32 v10, v10, s1
	v_sub_u32_e32 v9, v9, v10
	v_add_u32_e32 v10, 0x32e, v6
	v_mul_hi_i32 v11, v10, s0
	v_lshrrev_b32_e32 v28, 31, v11
	v_ashrrev_i32_e32 v11, 6, v11
	v_add_u32_e32 v11, v11, v28
	v_mul_lo_u32 v11, v11, s1
	v_sub_u32_e32 v10, v10, v11
	v_add_u32_e32 v11, 0x353, v6
	v_mul_hi_i32 v28, v11, s0
	v_lshrrev_b32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v28, 6, v28
	v_add_u32_e32 v28, v28, v29
	v_mul_lo_u32 v28, v28, s1
	v_lshl_add_u32 v1, v1, 2, v0
	v_sub_u32_e32 v11, v11, v28
	v_lshl_add_u32 v2, v2, 2, v0
	v_lshl_add_u32 v3, v3, 2, v0
	v_lshl_add_u32 v7, v7, 2, v0
	v_lshl_add_u32 v8, v8, 2, v0
	v_lshl_add_u32 v9, v9, 2, v0
	v_lshl_add_u32 v10, v10, 2, v0
	v_lshl_add_u32 v11, v11, 2, v0
	scratch_load_dword v28, v1, off
	scratch_load_dword v29, v2, off
	scratch_load_dword v30, v3, off
	scratch_load_dword v31, v7, off
	scratch_load_dword v32, v8, off
	scratch_load_dword v33, v9, off
	scratch_load_dword v34, v10, off
	scratch_load_dword v35, v11, off
	v_add_u32_e32 v1, 0x378, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	v_sub_u32_e32 v1, v1, v2
	v_add_u32_e32 v2, 0x39d, v6
	v_mul_hi_i32 v3, v2, s0
	v_lshrrev_b32_e32 v7, 31, v3
	v_ashrrev_i32_e32 v3, 6, v3
	v_add_u32_e32 v3, v3, v7
	v_mul_lo_u32 v3, v3, s1
	v_sub_u32_e32 v2, v2, v3
	v_add_u32_e32 v3, 0x3c2, v6
	v_mul_hi_i32 v7, v3, s0
	v_lshrrev_b32_e32 v8, 31, v7
	v_ashrrev_i32_e32 v7, 6, v7
	v_add_u32_e32 v7, v7, v8
	v_mul_lo_u32 v7, v7, s1
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v7, 0x3e7, v6
	v_mul_hi_i32 v8, v7, s0
	v_lshrrev_b32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v8, 6, v8
	v_add_u32_e32 v8, v8, v9
	v_mul_lo_u32 v8, v8, s1
	v_sub_u32_e32 v7, v7, v8
	v_add_u32_e32 v8, 0x40c, v6
	v_mul_hi_i32 v9, v8, s0
	v_lshrrev_b32_e32 v10, 31, v9
	v_ashrrev_i32_e32 v9, 6, v9
	v_add_u32_e32 v9, v9, v10
	v_mul_lo_u32 v9, v9, s1
	v_sub_u32_e32 v8, v8, v9
	v_add_u32_e32 v9, 0x431, v6
	v_mul_hi_i32 v10, v9, s0
	v_lshrrev_b32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v10, 6, v10
	v_add_u32_e32 v10, v10, v11
	v_mul_lo_u32 v10, v10, s1
	v_sub_u32_e32 v9, v9, v10
	v_add_u32_e32 v10, 0x456, v6
	v_mul_hi_i32 v11, v10, s0
	v_lshrrev_b32_e32 v36, 31, v11
	v_ashrrev_i32_e32 v11, 6, v11
	v_add_u32_e32 v11, v11, v36
	v_mul_lo_u32 v11, v11, s1
	v_sub_u32_e32 v10, v10, v11
	v_add_u32_e32 v11, 0x47b, v6
	v_mul_hi_i32 v36, v11, s0
	v_lshrrev_b32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v36, 6, v36
	v_add_u32_e32 v36, v36, v37
	v_mul_lo_u32 v36, v36, s1
	v_lshl_add_u32 v1, v1, 2, v0
	v_sub_u32_e32 v11, v11, v36
	v_lshl_add_u32 v2, v2, 2, v0
	v_lshl_add_u32 v3, v3, 2, v0
	v_lshl_add_u32 v7, v7, 2, v0
	v_lshl_add_u32 v8, v8, 2, v0
	v_lshl_add_u32 v9, v9, 2, v0
	v_lshl_add_u32 v10, v10, 2, v0
	v_lshl_add_u32 v11, v11, 2, v0
	scratch_load_dword v36, v1, off
	scratch_load_dword v37, v2, off
	scratch_load_dword v38, v3, off
	scratch_load_dword v39, v7, off
	scratch_load_dword v40, v8, off
	scratch_load_dword v41, v9, off
	scratch_load_dword v42, v10, off
	scratch_load_dword v43, v11, off
	v_add_u32_e32 v1, 0x4a0, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	v_sub_u32_e32 v1, v1, v2
	v_add_u32_e32 v2, 0x4c5, v6
	v_mul_hi_i32 v3, v2, s0
	v_lshrrev_b32_e32 v7, 31, v3
	v_ashrrev_i32_e32 v3, 6, v3
	v_add_u32_e32 v3, v3, v7
	v_mul_lo_u32 v3, v3, s1
	v_lshl_add_u32 v1, v1, 2, v0
	v_sub_u32_e32 v2, v2, v3
	v_lshl_add_u32 v2, v2, 2, v0
	scratch_load_dword v10, v1, off
	scratch_load_dword v11, v2, off
	s_waitcnt vmcnt(32)
	v_add_u32_e32 v1, v13, v12
	s_waitcnt vmcnt(30)
	v_add3_u32 v1, v14, v1, v15
	s_waitcnt vmcnt(28)
	v_add3_u32 v1, v16, v1, v17
	s_waitcnt vmcnt(26)
	v_add3_u32 v1, v18, v1, v19
	s_waitcnt vmcnt(24)
	v_add3_u32 v1, v20, v1, v21
	s_waitcnt vmcnt(22)
	v_add3_u32 v1, v22, v1, v23
	s_waitcnt vmcnt(20)
	v_add3_u32 v1, v24, v1, v25
	s_waitcnt vmcnt(18)
	v_add3_u32 v1, v26, v1, v27
	s_waitcnt vmcnt(16)
	v_add3_u32 v1, v28, v1, v29
	s_waitcnt vmcnt(14)
	v_add3_u32 v1, v30, v1, v31
	s_waitcnt vmcnt(12)
	v_add3_u32 v1, v32, v1, v33
	s_waitcnt vmcnt(10)
	v_add3_u32 v1, v34, v1, v35
	s_waitcnt vmcnt(8)
	v_add3_u32 v1, v36, v1, v37
	s_waitcnt vmcnt(6)
	v_add3_u32 v1, v38, v1, v39
	s_waitcnt vmcnt(4)
	v_add3_u32 v1, v40, v1, v41
	s_waitcnt vmcnt(2)
	v_add3_u32 v12, v42, v1, v43
	v_add_u32_e32 v1, 0x4ea, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	v_sub_u32_e32 v1, v1, v2
	v_lshl_add_u32 v13, v1, 2, v0
	v_add_u32_e32 v1, 0x50f, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	v_sub_u32_e32 v1, v1, v2
	v_lshl_add_u32 v14, v1, 2, v0
	v_add_u32_e32 v1, 0x534, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	v_sub_u32_e32 v1, v1, v2
	v_lshl_add_u32 v15, v1, 2, v0
	v_add_u32_e32 v1, 0x559, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	v_sub_u32_e32 v1, v1, v2
	v_lshl_add_u32 v16, v1, 2, v0
	v_add_u32_e32 v1, 0x57e, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	v_sub_u32_e32 v1, v1, v2
	v_lshl_add_u32 v17, v1, 2, v0
	v_add_u32_e32 v1, 0x5a3, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	s_waitcnt vmcnt(0)
	v_add3_u32 v10, v10, v12, v11
	v_add_u32_e32 v11, 0x5c8, v6
	v_sub_u32_e32 v1, v1, v2
	v_mul_hi_i32 v12, v11, s0
	v_lshl_add_u32 v18, v1, 2, v0
	scratch_load_dword v3, v13, off
	scratch_load_dword v7, v14, off
	scratch_load_dword v8, v15, off
	scratch_load_dword v9, v16, off
	scratch_load_dword v1, v17, off
	scratch_load_dword v2, v18, off
	v_lshrrev_b32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v12, 6, v12
	v_add_u32_e32 v12, v12, v13
	v_mul_lo_u32 v12, v12, s1
	v_sub_u32_e32 v11, v11, v12
	v_add_u32_e32 v12, 0x5ed, v6
	v_mul_hi_i32 v13, v12, s0
	v_lshrrev_b32_e32 v14, 31, v13
	v_ashrrev_i32_e32 v13, 6, v13
	v_add_u32_e32 v13, v13, v14
	v_mul_lo_u32 v13, v13, s1
	v_sub_u32_e32 v12, v12, v13
	v_add_u32_e32 v13, 0x612, v6
	v_mul_hi_i32 v14, v13, s0
	v_lshrrev_b32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v14, 6, v14
	v_add_u32_e32 v14, v14, v15
	v_mul_lo_u32 v14, v14, s1
	v_sub_u32_e32 v13, v13, v14
	v_add_u32_e32 v14, 0x637, v6
	v_mul_hi_i32 v15, v14, s0
	v_lshrrev_b32_e32 v16, 31, v15
	v_ashrrev_i32_e32 v15, 6, v15
	v_add_u32_e32 v15, v15, v16
	v_mul_lo_u32 v15, v15, s1
	v_sub_u32_e32 v14, v14, v15
	v_add_u32_e32 v15, 0x65c, v6
	v_mul_hi_i32 v16, v15, s0
	v_lshrrev_b32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v16, 6, v16
	v_add_u32_e32 v16, v16, v17
	v_mul_lo_u32 v16, v16, s1
	v_sub_u32_e32 v15, v15, v16
	v_add_u32_e32 v16, 0x681, v6
	v_mul_hi_i32 v17, v16, s0
	v_lshrrev_b32_e32 v18, 31, v17
	v_ashrrev_i32_e32 v17, 6, v17
	v_add_u32_e32 v17, v17, v18
	v_mul_lo_u32 v17, v17, s1
	v_sub_u32_e32 v16, v16, v17
	v_add_u32_e32 v17, 0x6a6, v6
	v_mul_hi_i32 v18, v17, s0
	v_lshrrev_b32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v18, 6, v18
	v_add_u32_e32 v18, v18, v19
	v_mul_lo_u32 v18, v18, s1
	v_sub_u32_e32 v17, v17, v18
	v_add_u32_e32 v18, 0x6cb, v6
	v_mul_hi_i32 v19, v18, s0
	v_lshrrev_b32_e32 v20, 31, v19
	v_ashrrev_i32_e32 v19, 6, v19
	v_add_u32_e32 v19, v19, v20
	v_mul_lo_u32 v19, v19, s1
	v_sub_u32_e32 v18, v18, v19
	v_add_u32_e32 v19, 0x6f0, v6
	v_mul_hi_i32 v20, v19, s0
	v_lshrrev_b32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v20, 6, v20
	v_add_u32_e32 v20, v20, v21
	v_mul_lo_u32 v20, v20, s1
	v_sub_u32_e32 v19, v19, v20
	v_add_u32_e32 v20, 0x715, v6
	v_mul_hi_i32 v21, v20, s0
	v_lshrrev_b32_e32 v22, 31, v21
	v_ashrrev_i32_e32 v21, 6, v21
	v_add_u32_e32 v21, v21, v22
	v_mul_lo_u32 v21, v21, s1
	v_sub_u32_e32 v20, v20, v21
	v_add_u32_e32 v21, 0x73a, v6
	v_mul_hi_i32 v22, v21, s0
	v_lshrrev_b32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v22, 6, v22
	v_add_u32_e32 v22, v22, v23
	v_mul_lo_u32 v22, v22, s1
	v_sub_u32_e32 v21, v21, v22
	v_add_u32_e32 v22, 0x75f, v6
	v_mul_hi_i32 v23, v22, s0
	v_lshrrev_b32_e32 v24, 31, v23
	v_ashrrev_i32_e32 v23, 6, v23
	v_add_u32_e32 v23, v23, v24
	v_mul_lo_u32 v23, v23, s1
	v_sub_u32_e32 v22, v22, v23
	v_add_u32_e32 v23, 0x784, v6
	v_mul_hi_i32 v24, v23, s0
	v_lshrrev_b32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v24, 6, v24
	v_add_u32_e32 v24, v24, v25
	v_mul_lo_u32 v24, v24, s1
	v_sub_u32_e32 v23, v23, v24
	v_add_u32_e32 v24, 0x7a9, v6
	v_mul_hi_i32 v25, v24, s0
	v_lshrrev_b32_e32 v26, 31, v25
	v_ashrrev_i32_e32 v25, 6, v25
	v_add_u32_e32 v25, v25, v26
	v_mul_lo_u32 v25, v25, s1
	v_sub_u32_e32 v24, v24, v25
	v_add_u32_e32 v25, 0x7ce, v6
	v_mul_hi_i32 v26, v25, s0
	v_lshrrev_b32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v26, 6, v26
	v_add_u32_e32 v26, v26, v27
	v_mul_lo_u32 v26, v26, s1
	v_sub_u32_e32 v25, v25, v26
	v_add_u32_e32 v26, 0x7f3, v6
	v_mul_hi_i32 v27, v26, s0
	v_lshrrev_b32_e32 v28, 31, v27
	v_ashrrev_i32_e32 v27, 6, v27
	v_add_u32_e32 v27, v27, v28
	v_mul_lo_u32 v27, v27, s1
	v_sub_u32_e32 v26, v26, v27
	v_add_u32_e32 v27, 0x818, v6
	v_mul_hi_i32 v28, v27, s0
	v_lshrrev_b32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v28, 6, v28
	v_add_u32_e32 v28, v28, v29
	v_mul_lo_u32 v28, v28, s1
	v_sub_u32_e32 v27, v27, v28
	v_add_u32_e32 v28, 0x83d, v6
	v_mul_hi_i32 v29, v28, s0
	v_lshrrev_b32_e32 v30, 31, v29
	v_ashrrev_i32_e32 v29, 6, v29
	v_add_u32_e32 v29, v29, v30
	v_mul_lo_u32 v29, v29, s1
	v_sub_u32_e32 v28, v28, v29
	v_add_u32_e32 v29, 0x862, v6
	v_mul_hi_i32 v30, v29, s0
	v_lshrrev_b32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v30, 6, v30
	v_add_u32_e32 v30, v30, v31
	v_mul_lo_u32 v30, v30, s1
	v_sub_u32_e32 v29, v29, v30
	v_add_u32_e32 v30, 0x887, v6
	v_mul_hi_i32 v31, v30, s0
	v_lshrrev_b32_e32 v32, 31, v31
	v_ashrrev_i32_e32 v31, 6, v31
	v_add_u32_e32 v31, v31, v32
	v_mul_lo_u32 v31, v31, s1
	v_sub_u32_e32 v30, v30, v31
	v_add_u32_e32 v31, 0x8ac, v6
	v_mul_hi_i32 v32, v31, s0
	v_lshrrev_b32_e32 v33, 31, v32
	v_ashrrev_i32_e32 v32, 6, v32
	v_add_u32_e32 v32, v32, v33
	v_mul_lo_u32 v32, v32, s1
	v_sub_u32_e32 v31, v31, v32
	v_add_u32_e32 v32, 0x8d1, v6
	v_mul_hi_i32 v33, v32, s0
	v_lshrrev_b32_e32 v34, 31, v33
	v_ashrrev_i32_e32 v33, 6, v33
	v_add_u32_e32 v33, v33, v34
	v_mul_lo_u32 v33, v33, s1
	v_sub_u32_e32 v32, v32, v33
	v_add_u32_e32 v33, 0x8f6, v6
	v_mul_hi_i32 v34, v33, s0
	v_lshrrev_b32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v34, 6, v34
	v_add_u32_e32 v34, v34, v35
	v_mul_lo_u32 v34, v34, s1
	v_sub_u32_e32 v33, v33, v34
	v_add_u32_e32 v34, 0x91b, v6
	v_mul_hi_i32 v35, v34, s0
	v_lshrrev_b32_e32 v36, 31, v35
	v_ashrrev_i32_e32 v35, 6, v35
	v_add_u32_e32 v35, v35, v36
	v_mul_lo_u32 v35, v35, s1
	v_sub_u32_e32 v34, v34, v35
	v_add_u32_e32 v35, 0x940, v6
	v_mul_hi_i32 v36, v35, s0
	v_lshrrev_b32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v36, 6, v36
	v_add_u32_e32 v36, v36, v37
	v_mul_lo_u32 v36, v36, s1
	v_sub_u32_e32 v35, v35, v36
	v_add_u32_e32 v36, 0x965, v6
	v_mul_hi_i32 v37, v36, s0
	v_lshrrev_b32_e32 v38, 31, v37
	v_ashrrev_i32_e32 v37, 6, v37
	v_add_u32_e32 v37, v37, v38
	v_mul_lo_u32 v37, v37, s1
	v_sub_u32_e32 v36, v36, v37
	v_add_u32_e32 v37, 0x98a, v6
	v_mul_hi_i32 v38, v37, s0
	v_lshrrev_b32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v38, 6, v38
	v_add_u32_e32 v38, v38, v39
	v_mul_lo_u32 v38, v38, s1
	v_sub_u32_e32 v37, v37, v38
	v_add_u32_e32 v38, 0x9af, v6
	v_mul_hi_i32 v39, v38, s0
	v_lshrrev_b32_e32 v40, 31, v39
	v_ashrrev_i32_e32 v39, 6, v39
	v_add_u32_e32 v39, v39, v40
	v_mul_lo_u32 v39, v39, s1
	v_sub_u32_e32 v38, v38, v39
	v_add_u32_e32 v39, 0x9d4, v6
	v_mul_hi_i32 v40, v39, s0
	v_lshrrev_b32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v40, 6, v40
	v_add_u32_e32 v40, v40, v41
	v_mul_lo_u32 v40, v40, s1
	v_sub_u32_e32 v39, v39, v40
	v_add_u32_e32 v40, 0x9f9, v6
	v_mul_hi_i32 v41, v40, s0
	v_lshrrev_b32_e32 v42, 31, v41
	v_ashrrev_i32_e32 v41, 6, v41
	v_add_u32_e32 v41, v41, v42
	v_mul_lo_u32 v41, v41, s1
	v_sub_u32_e32 v40, v40, v41
	v_add_u32_e32 v41, 0xa1e, v6
	v_mul_hi_i32 v42, v41, s0
	v_lshrrev_b32_e32 v43, 31, v42
	v_ashrrev_i32_e32 v42, 6, v42
	v_add_u32_e32 v42, v42, v43
	v_mul_lo_u32 v42, v42, s1
	v_sub_u32_e32 v41, v41, v42
	v_add_u32_e32 v42, 0xa43, v6
	v_mul_hi_i32 v43, v42, s0
	v_lshrrev_b32_e32 v44, 31, v43
	v_ashrrev_i32_e32 v43, 6, v43
	v_add_u32_e32 v43, v43, v44
	v_mul_lo_u32 v43, v43, s1
	v_sub_u32_e32 v42, v42, v43
	v_add_u32_e32 v43, 0xa68, v6
	v_mul_hi_i32 v44, v43, s0
	v_lshrrev_b32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v44, 6, v44
	v_add_u32_e32 v44, v44, v45
	v_mul_lo_u32 v44, v44, s1
	v_sub_u32_e32 v43, v43, v44
	v_add_u32_e32 v44, 0xa8d, v6
	v_mul_hi_i32 v45, v44, s0
	v_lshrrev_b32_e32 v46, 31, v45
	v_ashrrev_i32_e32 v45, 6, v45
	v_add_u32_e32 v45, v45, v46
	v_mul_lo_u32 v45, v45, s1
	v_sub_u32_e32 v44, v44, v45
	v_add_u32_e32 v45, 0xab2, v6
	v_mul_hi_i32 v46, v45, s0
	v_lshrrev_b32_e32 v47, 31, v46
	v_ashrrev_i32_e32 v46, 6, v46
	v_add_u32_e32 v46, v46, v47
	v_mul_lo_u32 v46, v46, s1
	v_sub_u32_e32 v45, v45, v46
	v_add_u32_e32 v46, 0xad7, v6
	v_mul_hi_i32 v47, v46, s0
	v_lshrrev_b32_e32 v48, 31, v47
	v_ashrrev_i32_e32 v47, 6, v47
	v_add_u32_e32 v47, v47, v48
	v_mul_lo_u32 v47, v47, s1
	v_sub_u32_e32 v46, v46, v47
	v_add_u32_e32 v47, 0xafc, v6
	v_mul_hi_i32 v48, v47, s0
	v_lshrrev_b32_e32 v49, 31, v48
	v_ashrrev_i32_e32 v48, 6, v48
	v_add_u32_e32 v48, v48, v49
	v_mul_lo_u32 v48, v48, s1
	v_sub_u32_e32 v47, v47, v48
	v_add_u32_e32 v48, 0xb21, v6
	v_mul_hi_i32 v49, v48, s0
	v_lshrrev_b32_e32 v50, 31, v49
	v_ashrrev_i32_e32 v49, 6, v49
	v_add_u32_e32 v49, v49, v50
	v_mul_lo_u32 v49, v49, s1
	v_sub_u32_e32 v48, v48, v49
	v_add_u32_e32 v49, 0xb46, v6
	v_mul_hi_i32 v50, v49, s0
	v_lshrrev_b32_e32 v51, 31, v50
	v_ashrrev_i32_e32 v50, 6, v50
	v_add_u32_e32 v50, v50, v51
	v_mul_lo_u32 v50, v50, s1
	v_sub_u32_e32 v49, v49, v50
	v_add_u32_e32 v50, 0xb6b, v6
	v_mul_hi_i32 v51, v50, s0
	v_lshrrev_b32_e32 v52, 31, v51
	v_ashrrev_i32_e32 v51, 6, v51
	v_add_u32_e32 v51, v51, v52
	v_mul_lo_u32 v51, v51, s1
	v_sub_u32_e32 v50, v50, v51
	v_add_u32_e32 v51, 0xb90, v6
	v_mul_hi_i32 v52, v51, s0
	v_lshrrev_b32_e32 v53, 31, v52
	v_ashrrev_i32_e32 v52, 6, v52
	v_add_u32_e32 v52, v52, v53
	v_mul_lo_u32 v52, v52, s1
	v_sub_u32_e32 v51, v51, v52
	v_add_u32_e32 v52, 0xbb5, v6
	v_mul_hi_i32 v53, v52, s0
	v_lshrrev_b32_e32 v54, 31, v53
	v_ashrrev_i32_e32 v53, 6, v53
	v_add_u32_e32 v53, v53, v54
	v_mul_lo_u32 v53, v53, s1
	v_sub_u32_e32 v52, v52, v53
	v_add_u32_e32 v53, 0xbda, v6
	v_mul_hi_i32 v54, v53, s0
	v_lshrrev_b32_e32 v55, 31, v54
	v_ashrrev_i32_e32 v54, 6, v54
	v_add_u32_e32 v54, v54, v55
	v_mul_lo_u32 v54, v54, s1
	v_sub_u32_e32 v53, v53, v54
	v_add_u32_e32 v54, 0xbff, v6
	v_mul_hi_i32 v55, v54, s0
	v_lshrrev_b32_e32 v56, 31, v55
	v_ashrrev_i32_e32 v55, 6, v55
	v_add_u32_e32 v55, v55, v56
	v_mul_lo_u32 v55, v55, s1
	v_sub_u32_e32 v54, v54, v55
	v_add_u32_e32 v55, 0xc24, v6
	v_mul_hi_i32 v56, v55, s0
	v_lshrrev_b32_e32 v57, 31, v56
	v_ashrrev_i32_e32 v56, 6, v56
	v_add_u32_e32 v56, v56, v57
	v_mul_lo_u32 v56, v56, s1
	v_sub_u32_e32 v55, v55, v56
	v_add_u32_e32 v56, 0xc49, v6
	v_mul_hi_i32 v57, v56, s0
	v_lshrrev_b32_e32 v58, 31, v57
	v_ashrrev_i32_e32 v57, 6, v57
	v_add_u32_e32 v57, v57, v58
	v_mul_lo_u32 v57, v57, s1
	v_sub_u32_e32 v56, v56, v57
	v_add_u32_e32 v57, 0xc6e, v6
	v_mul_hi_i32 v58, v57, s0
	v_lshrrev_b32_e32 v59, 31, v58
	v_ashrrev_i32_e32 v58, 6, v58
	v_add_u32_e32 v58, v58, v59
	v_mul_lo_u32 v58, v58, s1
	v_sub_u32_e32 v57, v57, v58
	v_add_u32_e32 v58, 0xc93, v6
	v_mul_hi_i32 v59, v58, s0
	v_lshrrev_b32_e32 v60, 31, v59
	v_ashrrev_i32_e32 v59, 6, v59
	v_lshl_add_u32 v11, v11, 2, v0
	v_lshl_add_u32 v12, v12, 2, v0
	v_lshl_add_u32 v13, v13, 2, v0
	v_lshl_add_u32 v14, v14, 2, v0
	v_add_u32_e32 v59, v59, v60
	v_lshl_add_u32 v15, v15, 2, v0
	v_lshl_add_u32 v16, v16, 2, v0
	v_lshl_add_u32 v17, v17, 2, v0
	v_lshl_add_u32 v18, v18, 2, v0
	scratch_load_dword v60, v11, off
	scratch_load_dword v61, v12, off
	scratch_load_dword v62, v13, off
	scratch_load_dword v63, v14, off
                                        ; kill: killed $vgpr13
                                        ; kill: killed $vgpr11
                                        ; kill: killed $vgpr14
                                        ; kill: killed $vgpr12
	s_nop 0
	scratch_load_dword v11, v15, off
	scratch_load_dword v12, v16, off
	scratch_load_dword v13, v17, off
	scratch_load_dword v14, v18, off
	v_lshl_add_u32 v15, v19, 2, v0
	v_lshl_add_u32 v16, v20, 2, v0
	v_lshl_add_u32 v17, v21, 2, v0
	v_lshl_add_u32 v18, v22, 2, v0
	v_lshl_add_u32 v19, v23, 2, v0
	v_lshl_add_u32 v20, v24, 2, v0
	v_lshl_add_u32 v21, v25, 2, v0
	v_lshl_add_u32 v22, v26, 2, v0
	scratch_load_dword v23, v15, off
	scratch_load_dword v24, v16, off
	scratch_load_dword v25, v17, off
	scratch_load_dword v26, v18, off
                                        ; kill: killed $vgpr17
                                        ; kill: killed $vgpr15
                                        ; kill: killed $vgpr18
                                        ; kill: killed $vgpr16
	s_nop 0
	scratch_load_dword v15, v19, off
	scratch_load_dword v16, v20, off
	scratch_load_dword v17, v21, off
	scratch_load_dword v18, v22, off
	v_lshl_add_u32 v19, v27, 2, v0
	v_lshl_add_u32 v20, v28, 2, v0
	v_lshl_add_u32 v21, v29, 2, v0
	v_lshl_add_u32 v22, v30, 2, v0
	v_lshl_add_u32 v27, v31, 2, v0
	v_lshl_add_u32 v28, v32, 2, v0
	v_lshl_add_u32 v29, v33, 2, v0
	v_lshl_add_u32 v30, v34, 2, v0
	scratch_load_dword v31, v19, off
	scratch_load_dword v32, v20, off
	scratch_load_dword v33, v21, off
	scratch_load_dword v34, v22, off
                                        ; kill: killed $vgpr19
                                        ; kill: killed $vgpr22
                                        ; kill: killed $vgpr20
                                        ; kill: killed $vgpr21
	s_nop 0
	scratch_load_dword v19, v27, off
	scratch_load_dword v20, v28, off
	scratch_load_dword v21, v29, off
	scratch_load_dword v22, v30, off
	v_lshl_add_u32 v27, v35, 2, v0
	v_lshl_add_u32 v28, v36, 2, v0
	v_lshl_add_u32 v29, v37, 2, v0
	v_lshl_add_u32 v30, v38, 2, v0
	v_lshl_add_u32 v35, v39, 2, v0
	v_lshl_add_u32 v36, v40, 2, v0
	v_lshl_add_u32 v37, v41, 2, v0
	v_lshl_add_u32 v38, v42, 2, v0
	scratch_load_dword v39, v27, off
	scratch_load_dword v40, v28, off
	scratch_load_dword v41, v29, off
	scratch_load_dword v42, v30, off
                                        ; kill: killed $vgpr29
                                        ; kill: killed $vgpr27
                                        ; kill: killed $vgpr30
                                        ; kill: killed $vgpr28
	s_nop 0
	scratch_load_dword v27, v35, off
	scratch_load_dword v28, v36, off
	scratch_load_dword v29, v37, off
	scratch_load_dword v30, v38, off
	v_lshl_add_u32 v35, v43, 2, v0
	v_lshl_add_u32 v36, v44, 2, v0
	v_lshl_add_u32 v37, v45, 2, v0
	v_lshl_add_u32 v38, v46, 2, v0
	v_lshl_add_u32 v43, v47, 2, v0
	v_lshl_add_u32 v44, v48, 2, v0
	v_lshl_add_u32 v45, v49, 2, v0
	v_lshl_add_u32 v46, v50, 2, v0
	scratch_load_dword v47, v35, off
	scratch_load_dword v48, v36, off
	scratch_load_dword v49, v37, off
	scratch_load_dword v50, v38, off
                                        ; kill: killed $vgpr38
                                        ; kill: killed $vgpr36
                                        ; kill: killed $vgpr37
                                        ; kill: killed $vgpr35
	s_nop 0
	scratch_load_dword v35, v43, off
	scratch_load_dword v36, v44, off
	scratch_load_dword v37, v45, off
	scratch_load_dword v38, v46, off
	v_lshl_add_u32 v46, v54, 2, v0
	v_mul_lo_u32 v54, v59, s1
	v_lshl_add_u32 v43, v51, 2, v0
	v_lshl_add_u32 v44, v52, 2, v0
	v_lshl_add_u32 v45, v53, 2, v0
	v_sub_u32_e32 v54, v58, v54
	v_lshl_add_u32 v51, v55, 2, v0
	v_lshl_add_u32 v52, v56, 2, v0
	v_lshl_add_u32 v53, v57, 2, v0
	v_lshl_add_u32 v54, v54, 2, v0
	scratch_load_dword v55, v43, off
	scratch_load_dword v56, v44, off
	scratch_load_dword v57, v45, off
	scratch_load_dword v58, v46, off
	scratch_load_dword v59, v51, off
                                        ; kill: killed $vgpr51
                                        ; kill: killed $vgpr45
                                        ; kill: killed $vgpr43
                                        ; kill: killed $vgpr46
                                        ; kill: killed $vgpr44
	s_nop 0
	scratch_load_dword v43, v52, off
	scratch_load_dword v44, v53, off
	scratch_load_dword v45, v54, off
	s_waitcnt vmcnt(52)
	v_add3_u32 v3, v3, v10, v7
	v_add_u32_e32 v7, 0xcb8, v6
	s_waitcnt vmcnt(50)
	v_add3_u32 v3, v8, v3, v9
	v_mul_hi_i32 v8, v7, s0
	v_lshrrev_b32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v8, 6, v8
	v_add_u32_e32 v8, v8, v9
	v_mul_lo_u32 v8, v8, s1
	v_sub_u32_e32 v7, v7, v8
	v_add_u32_e32 v8, 0xcdd, v6
	v_mul_hi_i32 v9, v8, s0
	v_lshrrev_b32_e32 v10, 31, v9
	v_ashrrev_i32_e32 v9, 6, v9
	v_add_u32_e32 v9, v9, v10
	v_mul_lo_u32 v9, v9, s1
	v_lshl_add_u32 v7, v7, 2, v0
	v_sub_u32_e32 v8, v8, v9
	v_lshl_add_u32 v8, v8, 2, v0
	scratch_load_dword v10, v7, off
	scratch_load_dword v46, v8, off
	s_waitcnt vmcnt(50)
	v_add3_u32 v1, v1, v3, v2
	s_waitcnt vmcnt(48)
	v_add3_u32 v1, v60, v1, v61
	s_waitcnt vmcnt(46)
	v_add3_u32 v1, v62, v1, v63
	s_waitcnt vmcnt(44)
	v_add3_u32 v1, v11, v1, v12
	s_waitcnt vmcnt(42)
	v_add3_u32 v1, v13, v1, v14
	s_waitcnt vmcnt(40)
	v_add3_u32 v1, v23, v1, v24
	s_waitcnt vmcnt(38)
	v_add3_u32 v1, v25, v1, v26
	s_waitcnt vmcnt(36)
	v_add3_u32 v1, v15, v1, v16
	s_waitcnt vmcnt(34)
	v_add3_u32 v1, v17, v1, v18
	s_waitcnt vmcnt(32)
	v_add3_u32 v1, v31, v1, v32
	s_waitcnt vmcnt(30)
	v_add3_u32 v1, v33, v1, v34
	s_waitcnt vmcnt(28)
	v_add3_u32 v1, v19, v1, v20
	s_waitcnt vmcnt(26)
	v_add3_u32 v1, v21, v1, v22
	s_waitcnt vmcnt(24)
	v_add3_u32 v1, v39, v1, v40
	s_waitcnt vmcnt(22)
	v_add3_u32 v1, v41, v1, v42
	s_waitcnt vmcnt(20)
	v_add3_u32 v1, v27, v1, v28
	s_waitcnt vmcnt(18)
	v_add3_u32 v1, v29, v1, v30
	s_waitcnt vmcnt(16)
	v_add3_u32 v1, v47, v1, v48
	s_waitcnt vmcnt(14)
	v_add3_u32 v1, v49, v1, v50
	s_waitcnt vmcnt(12)
	v_add3_u32 v1, v35, v1, v36
	s_waitcnt vmcnt(10)
	v_add3_u32 v1, v37, v1, v38
	s_waitcnt vmcnt(8)
	v_add3_u32 v1, v55, v1, v56
	s_waitcnt vmcnt(6)
	v_add3_u32 v1, v57, v1, v58
	s_waitcnt vmcnt(4)
	v_add3_u32 v1, v59, v1, v43
	s_waitcnt vmcnt(2)
	v_add3_u32 v11, v44, v1, v45
	v_add_u32_e32 v1, 0xd02, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	v_sub_u32_e32 v1, v1, v2
	v_lshl_add_u32 v12, v1, 2, v0
	v_add_u32_e32 v1, 0xd27, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	v_sub_u32_e32 v1, v1, v2
	v_lshl_add_u32 v13, v1, 2, v0
	v_add_u32_e32 v1, 0xd4c, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	v_sub_u32_e32 v1, v1, v2
	v_lshl_add_u32 v14, v1, 2, v0
	v_add_u32_e32 v1, 0xd71, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	v_sub_u32_e32 v1, v1, v2
	v_lshl_add_u32 v15, v1, 2, v0
	v_add_u32_e32 v1, 0xd96, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	v_sub_u32_e32 v1, v1, v2
	v_lshl_add_u32 v16, v1, 2, v0
	v_add_u32_e32 v1, 0xdbb, v6
	v_mul_hi_i32 v2, v1, s0
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 6, v2
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v2, v2, s1
	v_sub_u32_e32 v1, v1, v2
	s_waitcnt vmcnt(0)
	v_add3_u32 v10, v10, v11, v46
	v_add_u32_e32 v11, 0xde0, v6
	v_lshl_add_u32 v17, v1, 2, v0
	scratch_load_dword v1, v12, off
	scratch_load_dword v2, v13, off
	scratch_load_dword v3, v14, off
	scratch_load_dword v7, v15, off
	scratch_load_dword v8, v16, off
	scratch_load_dword v9, v17, off
	v_mul_hi_i32 v12, v11, s0
	v_lshrrev_b32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v12, 6, v12
	v_add_u32_e32 v12, v12, v13
	v_mul_lo_u32 v12, v12, s1
	v_sub_u32_e32 v11, v11, v12
	v_add_u32_e32 v12, 0xe05, v6
	v_mul_hi_i32 v13, v12, s0
	v_lshrrev_b32_e32 v14, 31, v13
	v_ashrrev_i32_e32 v13, 6, v13
	v_add_u32_e32 v13, v13, v14
	v_mul_lo_u32 v13, v13, s1
	v_sub_u32_e32 v12, v12, v13
	v_add_u32_e32 v13, 0xe2a, v6
	v_mul_hi_i32 v14, v13, s0
	v_lshrrev_b32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v14, 6, v14
	v_add_u32_e32 v14, v14, v15
	v_mul_lo_u32 v14, v14, s1
	v_sub_u32_e32 v13, v13, v14
	v_add_u32_e32 v14, 0xe4f, v6
	v_mul_hi_i32 v15, v14, s0
	v_lshrrev_b32_e32 v16, 31, v15
	v_ashrrev_i32_e32 v15, 6, v15
	v_add_u32_e32 v15, v15, v16
	v_mul_lo_u32 v15, v15, s1
	v_sub_u32_e32 v14, v14, v15
	v_add_u32_e32 v15, 0xe74, v6
	v_mul_hi_i32 v16, v15, s0
	v_lshrrev_b32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v16, 6, v16
	v_add_u32_e32 v16, v16, v17
	v_mul_lo_u32 v16, v16, s1
	v_sub_u32_e32 v15, v15, v16
	v_add_u32_e32 v16, 0xe99, v6
	v_mul_hi_i32 v17, v16, s0
	v_lshrrev_b32_e32 v18, 31, v17
	v_ashrrev_i32_e32 v17, 6, v17
	v_add_u32_e32 v17, v17, v18
	v_mul_lo_u32 v17, v17, s1
	v_sub_u32_e32 v16, v16, v17
	v_add_u32_e32 v17, 0xebe, v6
	v_mul_hi_i32 v18, v17, s0
	v_lshrrev_b32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v18, 6, v18
	v_add_u32_e32 v18, v18, v19
	v_mul_lo_u32 v18, v18, s1
	v_sub_u32_e32 v17, v17, v18
	v_add_u32_e32 v18, 0xee3, v6
	v_mul_hi_i32 v19, v18, s0
	v_lshrrev_b32_e32 v20, 31, v19
	v_ashrrev_i32_e32 v19, 6, v19
	v_add_u32_e32 v19, v19, v20
	v_mul_lo_u32 v19, v19, s1
	v_sub_u32_e32 v18, v18, v19
	v_add_u32_e32 v19, 0xf08, v6
	v_mul_hi_i32 v20, v19, s0
	v_lshrrev_b32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v20, 6, v20
	v_add_u32_e32 v20, v20, v21
	v_mul_lo_u32 v20, v20, s1
	v_sub_u32_e32 v19, v19, v20
	v_add_u32_e32 v20, 0xf2d, v6
	v_mul_hi_i32 v21, v20, s0
	v_lshrrev_b32_e32 v22, 31, v21
	v_ashrrev_i32_e32 v21, 6, v21
	v_add_u32_e32 v21, v21, v22
	v_mul_lo_u32 v21, v21, s1
	v_sub_u32_e32 v20, v20, v21
	v_add_u32_e32 v21, 0xf52, v6
	v_mul_hi_i32 v22, v21, s0
	v_lshrrev_b32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v22, 6, v22
	v_add_u32_e32 v22, v22, v23
	v_mul_lo_u32 v22, v22, s1
	v_sub_u32_e32 v21, v21, v22
	v_add_u32_e32 v22, 0xf77, v6
	v_mul_hi_i32 v23, v22, s0
	v_lshrrev_b32_e32 v24, 31, v23
	v_ashrrev_i32_e32 v23, 6, v23
	v_add_u32_e32 v23, v23, v24
	v_mul_lo_u32 v23, v23, s1
	v_sub_u32_e32 v22, v22, v23
	v_add_u32_e32 v23, 0xf9c, v6
	v_mul_hi_i32 v24, v23, s0
	v_lshrrev_b32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v24, 6, v24
	v_add_u32_e32 v24, v24, v25
	v_mul_lo_u32 v24, v24, s1
	v_sub_u32_e32 v23, v23, v24
	v_add_u32_e32 v24, 0xfc1, v6
	v_mul_hi_i32 v25, v24, s0
	v_lshrrev_b32_e32 v26, 31, v25
	v_ashrrev_i32_e32 v25, 6, v25
	v_add_u32_e32 v25, v25, v26
	v_mul_lo_u32 v25, v25, s1
	v_sub_u32_e32 v24, v24, v25
	v_add_u32_e32 v25, 0xfe6, v6
	v_mul_hi_i32 v26, v25, s0
	v_lshrrev_b32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v26, 6, v26
	v_add_u32_e32 v26, v26, v27
	v_mul_lo_u32 v26, v26, s1
	v_sub_u32_e32 v25, v25, v26
	v_add_u32_e32 v26, 0x100b, v6
	v_mul_hi_i32 v27, v26, s0
	v_lshrrev_b32_e32 v28, 31, v27
	v_ashrrev_i32_e32 v27, 6, v27
	v_add_u32_e32 v27, v27, v28
	v_mul_lo_u32 v27, v27, s1
	v_sub_u32_e32 v26, v26, v27
	v_add_u32_e32 v27, 0x1030, v6
	v_mul_hi_i32 v28, v27, s0
	v_lshrrev_b32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v28, 6, v28
	v_add_u32_e32 v28, v28, v29
	v_mul_lo_u32 v28, v28, s1
	v_sub_u32_e32 v27, v27, v28
	v_add_u32_e32 v28, 0x1055, v6
	v_mul_hi_i32 v29, v28, s0
	v_lshrrev_b32_e32 v30, 31, v29
	v_ashrrev_i32_e32 v29, 6, v29
	v_add_u32_e32 v29, v29, v30
	v_mul_lo_u32 v29, v29, s1
	v_sub_u32_e32 v28, v28, v29
	v_add_u32_e32 v29, 0x107a, v6
	v_mul_hi_i32 v30, v29, s0
	v_lshrrev_b32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v30, 6, v30
	v_add_u32_e32 v30, v30, v31
	v_mul_lo_u32 v30, v30, s1
	v_sub_u32_e32 v29, v29, v30
	v_add_u32_e32 v30, 0x109f, v6
	v_mul_hi_i32 v31, v30, s0
	v_lshrrev_b32_e32 v32, 31, v31
	v_ashrrev_i32_e32 v31, 6, v31
	v_add_u32_e32 v31, v31, v32
	v_mul_lo_u32 v31, v31, s1
	v_sub_u32_e32 v30, v30, v31
	v_add_u32_e32 v31, 0x10c4, v6
	v_mul_hi_i32 v32, v31, s0
	v_lshrrev_b32_e32 v33, 31, v32
	v_ashrrev_i32_e32 v32, 6, v32
	v_add_u32_e32 v32, v32, v33
	v_mul_lo_u32 v32, v32, s1
	v_sub_u32_e32 v31, v31, v32
	v_add_u32_e32 v32, 0x10e9, v6
	v_mul_hi_i32 v33, v32, s0
	v_lshrrev_b32_e32 v34, 31, v33
	v_ashrrev_i32_e32 v33, 6, v33
	v_add_u32_e32 v33, v33, v34
	v_mul_lo_u32 v33, v33, s1
	v_sub_u32_e32 v32, v32, v33
	v_add_u32_e32 v33, 0x110e, v6
	v_mul_hi_i32 v34, v33, s0
	v_lshrrev_b32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v34, 6, v34
	v_add_u32_e32 v34, v34, v35
	v_mul_lo_u32 v34, v34, s1
	v_sub_u32_e32 v33, v33, v34
	v_add_u32_e32 v34, 0x1133, v6
	v_mul_hi_i32 v35, v34, s0
	v_lshrrev_b32_e32 v36, 31, v35
	v_ashrrev_i32_e32 v35, 6, v35
	v_add_u32_e32 v35, v35, v36
	v_mul_lo_u32 v35, v35, s1
	v_sub_u32_e32 v34, v34, v35
	v_add_u32_e32 v35, 0x1158, v6
	v_mul_hi_i32 v36, v35, s0
	v_lshrrev_b32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v36, 6, v36
	v_add_u32_e32 v36, v36, v37
	v_mul_lo_u32 v36, v36, s1
	v_sub_u32_e32 v35, v35, v36
	v_add_u32_e32 v36, 0x117d, v6
	v_mul_hi_i32 v37, v36, s0
	v_lshrrev_b32_e32 v38, 31, v37
	v_ashrrev_i32_e32 v37, 6, v37
	v_add_u32_e32 v37, v37, v38
	v_mul_lo_u32 v37, v37, s1
	v_sub_u32_e32 v36, v36, v37
	v_add_u32_e32 v37, 0x11a2, v6
	v_mul_hi_i32 v38, v37, s0
	v_lshrrev_b32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v38, 6, v38
	v_add_u32_e32 v38, v38, v39
	v_mul_lo_u32 v38, v38, s1
	v_sub_u32_e32 v37, v37, v38
	v_add_u32_e32 v38, 0x11c7, v6
	v_mul_hi_i32 v39, v38, s0
	v_lshrrev_b32_e32 v40, 31, v39
	v_ashrrev_i32_e32 v39, 6, v39
	v_add_u32_e32 v39, v39, v40
	v_mul_lo_u32 v39, v39, s1
	v_sub_u32_e32 v38, v38, v39
	v_add_u32_e32 v39, 0x11ec, v6
	v_mul_hi_i32 v40, v39, s0
	v_lshrrev_b32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v40, 6, v40
	v_add_u32_e32 v40, v40, v41
	v_mul_lo_u32 v40, v40, s1
	v_sub_u32_e32 v39, v39, v40
	v_add_u32_e32 v40, 0x1211, v6
	v_mul_hi_i32 v41, v40, s0
	v_lshrrev_b32_e32 v42, 31, v41
	v_ashrrev_i32_e32 v41, 6, v41
	v_add_u32_e32 v41, v41, v42
	v_mul_lo_u32 v41, v41, s1
	v_sub_u32_e32 v40, v40, v41
	v_add_u32_e32 v41, 0x1236, v6
	v_mul_hi_i32 v42, v41, s0
	v_lshrrev_b32_e32 v43, 31, v42
	v_ashrrev_i32_e32 v42, 6, v42
	v_add_u32_e32 v42, v42, v43
	v_mul_lo_u32 v42, v42, s1
	v_sub_u32_e32 v41, v41, v42
	v_add_u32_e32 v42, 0x125b, v6
	v_mul_hi_i32 v43, v42, s0
	v_lshrrev_b32_e32 v44, 31, v43
	v_ashrrev_i32_e32 v43, 6, v43
	v_add_u32_e32 v43, v43, v44
	v_mul_lo_u32 v43, v43, s1
	v_sub_u32_e32 v42, v42, v43
	v_add_u32_e32 v43, 0x1280, v6
	v_mul_hi_i32 v44, v43, s0
	v_lshrrev_b32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v44, 6, v44
	v_add_u32_e32 v44, v44, v45
	v_mul_lo_u32 v44, v44, s1
	v_sub_u32_e32 v43, v43, v44
	v_add_u32_e32 v44, 0x12a5, v6
	v_mul_hi_i32 v45, v44, s0
	v_lshrrev_b32_e32 v46, 31, v45
	v_ashrrev_i32_e32 v45, 6, v45
	v_add_u32_e32 v45, v45, v46
	v_mul_lo_u32 v45, v45, s1
	v_sub_u32_e32 v44, v44, v45
	v_add_u32_e32 v45, 0x12ca, v6
	v_mul_hi_i32 v46, v45, s0
	v_lshrrev_b32_e32 v47, 31, v46
	v_ashrrev_i32_e32 v46, 6, v46
	v_add_u32_e32 v46, v46, v47
	v_mul_lo_u32 v46, v46, s1
	v_sub_u32_e32 v45, v45, v46
	v_add_u32_e32 v46, 0x12ef, v6
	v_mul_hi_i32 v47, v46, s0
	v_lshrrev_b32_e32 v48, 31, v47
	v_ashrrev_i32_e32 v47, 6, v47
	v_add_u32_e32 v47, v47, v48
	v_mul_lo_u32 v47, v47, s1
	v_sub_u32_e32 v46, v46, v47
	v_add_u32_e32 v47, 0x1314, v6
	v_mul_hi_i32 v48, v47, s0
	v_lshrrev_b32_e32 v49, 31, v48
	v_ashrrev_i32_e32 v48, 6, v48
	v_add_u32_e32 v48, v48, v49
	v_mul_lo_u32 v48, v48, s1
	v_sub_u32_e32 v47, v47, v48
	v_add_u32_e32 v48, 0x1339, v6
	v_mul_hi_i32 v49, v48, s0
	v_lshrrev_b32_e32 v50, 31, v49
	v_ashrrev_i32_e32 v49, 6, v49
	v_add_u32_e32 v49, v49, v50
	v_mul_lo_u32 v49, v49, s1
	v_sub_u32_e32 v48, v48, v49
	v_add_u32_e32 v49, 0x135e, v6
	v_mul_hi_i32 v50, v49, s0
	v_lshrrev_b32_e32 v51, 31, v50
	v_ashrrev_i32_e32 v50, 6, v50
	v_add_u32_e32 v50, v50, v51
	v_mul_lo_u32 v50, v50, s1
	v_sub_u32_e32 v49, v49, v50
	v_add_u32_e32 v50, 0x1383, v6
	v_mul_hi_i32 v51, v50, s0
	v_lshrrev_b32_e32 v52, 31, v51
	v_ashrrev_i32_e32 v51, 6, v51
	v_add_u32_e32 v51, v51, v52
	v_mul_lo_u32 v51, v51, s1
	v_sub_u32_e32 v50, v50, v51
	v_add_u32_e32 v51, 0x13a8, v6
	v_mul_hi_i32 v52, v51, s0
	v_lshrrev_b32_e32 v53, 31, v52
	v_ashrrev_i32_e32 v52, 6, v52
	v_add_u32_e32 v52, v52, v53
	v_mul_lo_u32 v52, v52, s1
	v_sub_u32_e32 v51, v51, v52
	v_add_u32_e32 v52, 0x13cd, v6
	v_mul_hi_i32 v53, v52, s0
	v_lshrrev_b32_e32 v54, 31, v53
	v_ashrrev_i32_e32 v53, 6, v53
	v_add_u32_e32 v53, v53, v54
	v_mul_lo_u32 v53, v53, s1
	v_sub_u32_e32 v52, v52, v53
	v_add_u32_e32 v53, 0x13f2, v6
	v_mul_hi_i32 v54, v53, s0
	v_lshrrev_b32_e32 v55, 31, v54
	v_ashrrev_i32_e32 v54, 6, v54
	v_add_u32_e32 v54, v54, v55
	v_mul_lo_u32 v54, v54, s1
	v_sub_u32_e32 v53, v53, v54
	v_add_u32_e32 v54, 0x1417, v6
	v_mul_hi_i32 v55, v54, s0
	v_lshrrev_b32_e32 v56, 31, v55
	v_ashrrev_i32_e32 v55, 6, v55
	v_add_u32_e32 v55, v55, v56
	v_mul_lo_u32 v55, v55, s1
	v_sub_u32_e32 v54, v54, v55
	v_add_u32_e32 v55, 0x143c, v6
	v_mul_hi_i32 v56, v55, s0
	v_lshrrev_b32_e32 v57, 31, v56
	v_ashrrev_i32_e32 v56, 6, v56
	v_add_u32_e32 v56, v56, v57
	v_mul_lo_u32 v56, v56, s1
	v_sub_u32_e32 v55, v55, v56
	v_add_u32_e32 v56, 0x1461, v6
	v_mul_hi_i32 v57, v56, s0
	v_lshrrev_b32_e32 v58, 31, v57
	v_ashrrev_i32_e32 v57, 6, v57
	v_add_u32_e32 v57, v57, v58
	v_mul_lo_u32 v57, v57, s1
	v_sub_u32_e32 v56, v56, v57
	v_add_u32_e32 v57, 0x1486, v6
	v_mul_hi_i32 v58, v57, s0
	v_lshrrev_b32_e32 v59, 31, v58
	v_ashrrev_i32_e32 v58, 6, v58
	v_add_u32_e32 v58, v58, v59
	v_mul_lo_u32 v58, v58, s1
	v_sub_u32_e32 v57, v57, v58
	v_add_u32_e32 v58, 0x14ab, v6
	v_mul_hi_i32 v59, v58, s0
	v_lshrrev_b32_e32 v60, 31, v59
	v_ashrrev_i32_e32 v59, 6, v59
	v_lshl_add_u32 v11, v11, 2, v0
	v_lshl_add_u32 v12, v12, 2, v0
	v_lshl_add_u32 v13, v13, 2, v0
	v_lshl_add_u32 v14, v14, 2, v0
	v_add_u32_e32 v59, v59, v60
	v_lshl_add_u32 v15, v15, 2, v0
	v_lshl_add_u32 v16, v16, 2, v0
	v_lshl_add_u32 v17, v17, 2, v0
	v_lshl_add_u32 v18, v18, 2, v0
	scratch_load_dword v60, v11, off
	scratch_load_dword v61, v12, off
	scratch_load_dword v62, v13, off
	scratch_load_dword v63, v14, off
                                        ; kill: killed $vgpr13
                                        ; kill: killed $vgpr11
                                        ; kill: killed $vgpr14
                                        ; kill: killed $vgpr12
	s_nop 0
	scratch_load_dword v11, v15, off
	scratch_load_dword v12, v16, off
	scratch_load_dword v13, v17, off
	scratch_load_dword v14, v18, off
	v_lshl_add_u32 v15, v19, 2, v0
	v_lshl_add_u32 v16, v20, 2, v0
	v_lshl_add_u32 v17, v21, 2, v0
	v_lshl_add_u32 v18, v22, 2, v0
	v_lshl_add_u32 v19, v23, 2, v0
	v_lshl_add_u32 v20, v24, 2, v0
	v_lshl_add_u32 v21, v25, 2, v0
	v_lshl_add_u32 v22, v26, 2, v0
	scratch_load_dword v23, v15, off
	scratch_load_dword v24, v16, off
	scratch_load_dword v25, v17, off
	scratch_load_dword v26, v18, off
                                        ; kill: killed $vgpr17
                                        ; kill: killed $vgpr15
                                        ; kill: killed $vgpr18
                                        ; kill: killed $vgpr16
	s_nop 0
	scratch_load_dword v15, v19, off
	scratch_load_dword v16, v20, off
	scratch_load_dword v17, v21, off
	scratch_load_dword v18, v22, off
	v_lshl_add_u32 v19, v27, 2, v0
	v_lshl_add_u32 v20, v28, 2, v0
	v_lshl_add_u32 v21, v29, 2, v0
	v_lshl_add_u32 v22, v30, 2, v0
	v_lshl_add_u32 v27, v31, 2, v0
	v_lshl_add_u32 v28, v32, 2, v0
	v_lshl_add_u32 v29, v33, 2, v0
	v_lshl_add_u32 v30, v34, 2, v0
	scratch_load_dword v31, v19, off
	scratch_load_dword v32, v20, off
	scratch_load_dword v33, v21, off
	scratch_load_dword v34, v22, off
                                        ; kill: killed $vgpr19
                                        ; kill: killed $vgpr22
                                        ; kill: killed $vgpr20
                                        ; kill: killed $vgpr21
	s_nop 0
	scratch_load_dword v19, v27, off
	scratch_load_dword v20, v28, off
	scratch_load_dword v21, v29, off
	scratch_load_dword v22, v30, off
	s_waitcnt vmcnt(28)
	v_add3_u32 v1, v1, v10, v2
	v_add_u32_e32 v2, 0x14d0, v6
	s_waitcnt vmcnt(26)
	v_add3_u32 v1, v3, v1, v7
	v_mul_hi_i32 v3, v2, s0
	v_lshrrev_b32_e32 v7, 31, v3
	v_ashrrev_i32_e32 v3, 6, v3
	v_add_u32_e32 v3, v3, v7
	v_mul_lo_u32 v3, v3, s1
	v_sub_u32_e32 v2, v2, v3
	v_add_u32_e32 v3, 0x14f5, v6
	v_mul_hi_i32 v7, v3, s0
	s_waitcnt vmcnt(24)
	v_add3_u32 v1, v8, v1, v9
	v_lshrrev_b32_e32 v8, 31, v7
	v_ashrrev_i32_e32 v7, 6, v7
	v_add_u32_e32 v7, v7, v8
	v_mul_lo_u32 v7, v7, s1
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v7, 0x151a, v6
	v_mul_hi_i32 v8, v7, s0
	v_lshrrev_b32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v8, 6, v8
	v_add_u32_e32 v8, v8, v9
	v_mul_lo_u32 v8, v8, s1
	v_sub_u32_e32 v7, v7, v8
	v_add_u32_e32 v8, 0x153f, v6
	v_mul_hi_i32 v9, v8, s0
	v_lshrrev_b32_e32 v10, 31, v9
	v_ashrrev_i32_e32 v9, 6, v9
	v_add_u32_e32 v9, v9, v10
	v_mul_lo_u32 v9, v9, s1
	v_sub_u32_e32 v8, v8, v9
	v_add_u32_e32 v9, 0x1564, v6
	v_mul_hi_i32 v10, v9, s0
	v_lshl_add_u32 v27, v35, 2, v0
	v_lshl_add_u32 v28, v36, 2, v0
	v_lshl_add_u32 v29, v37, 2, v0
	v_lshl_add_u32 v30, v38, 2, v0
	v_lshl_add_u32 v35, v39, 2, v0
	v_lshl_add_u32 v36, v40, 2, v0
	v_lshl_add_u32 v37, v41, 2, v0
	v_lshl_add_u32 v38, v42, 2, v0
	scratch_load_dword v39, v27, off
	scratch_load_dword v40, v28, off
	scratch_load_dword v41, v29, off
	scratch_load_dword v42, v30, off
                                        ; kill: killed $vgpr29
                                        ; kill: killed $vgpr27
                                        ; kill: killed $vgpr30
                                        ; kill: killed $vgpr28
	s_nop 0
	scratch_load_dword v27, v35, off
	scratch_load_dword v28, v36, off
	scratch_load_dword v29, v37, off
	scratch_load_dword v30, v38, off
	v_lshl_add_u32 v35, v43, 2, v0
	v_lshl_add_u32 v36, v44, 2, v0
	v_lshl_add_u32 v37, v45, 2, v0
	v_lshl_add_u32 v38, v46, 2, v0
	v_lshl_add_u32 v43, v47, 2, v0
	v_lshl_add_u32 v44, v48, 2, v0
	v_lshl_add_u32 v45, v49, 2, v0
	v_lshl_add_u32 v46, v50, 2, v0
	scratch_load_dword v47, v35, off
	scratch_load_dword v48, v36, off
	scratch_load_dword v49, v37, off
	scratch_load_dword v50, v38, off
                                        ; kill: killed $vgpr38
                                        ; kill: killed $vgpr36
                                        ; kill: killed $vgpr37
                                        ; kill: killed $vgpr35
	s_nop 0
	scratch_load_dword v35, v43, off
	scratch_load_dword v36, v44, off
	scratch_load_dword v37, v45, off
	scratch_load_dword v38, v46, off
	s_waitcnt vmcnt(38)
	v_add3_u32 v1, v60, v1, v61
	v_lshl_add_u32 v46, v54, 2, v0
	s_waitcnt vmcnt(36)
	v_add3_u32 v1, v62, v1, v63
	v_mul_lo_u32 v54, v59, s1
	v_lshl_add_u32 v43, v51, 2, v0
	v_lshl_add_u32 v44, v52, 2, v0
	v_lshl_add_u32 v45, v53, 2, v0
	v_sub_u32_e32 v54, v58, v54
	s_waitcnt vmcnt(34)
	v_add3_u32 v1, v11, v1, v12
	v_lshrrev_b32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v10, 6, v10
	v_add_u32_e32 v10, v10, v11
	v_mul_lo_u32 v10, v10, s1
	v_sub_u32_e32 v9, v9, v10
	v_add_u32_e32 v10, 0x1589, v6
	v_mul_hi_i32 v11, v10, s0
	v_lshrrev_b32_e32 v12, 31, v11
	v_ashrrev_i32_e32 v11, 6, v11
	v_add_u32_e32 v11, v11, v12
	v_mul_lo_u32 v11, v11, s1
	v_sub_u32_e32 v10, v10, v11
	v_add_u32_e32 v11, 0x15ae, v6
	v_mul_hi_i32 v12, v11, s0
	s_waitcnt vmcnt(32)
	v_add3_u32 v1, v13, v1, v14
	v_lshrrev_b32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v12, 6, v12
	v_add_u32_e32 v12, v12, v13
	v_mul_lo_u32 v12, v12, s1
	v_sub_u32_e32 v11, v11, v12
	v_add_u32_e32 v12, 0x15d3, v6
	v_mul_hi_i32 v13, v12, s0
	v_lshrrev_b32_e32 v14, 31, v13
	v_ashrrev_i32_e32 v13, 6, v13
	v_add_u32_e32 v13, v13, v14
	v_mul_lo_u32 v13, v13, s1
	s_waitcnt vmcnt(30)
	v_add3_u32 v1, v23, v1, v24
	v_sub_u32_e32 v12, v12, v13
	v_add_u32_e32 v13, 0x15f8, v6
	s_waitcnt vmcnt(28)
	v_add3_u32 v1, v25, v1, v26
	v_mul_hi_i32 v14, v13, s0
	s_waitcnt vmcnt(26)
	v_add3_u32 v1, v15, v1, v16
	v_lshrrev_b32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v14, 6, v14
	v_add_u32_e32 v14, v14, v15
	v_mul_lo_u32 v14, v14, s1
	v_sub_u32_e32 v13, v13, v14
	v_add_u32_e32 v14, 0x161d, v6
	v_mul_hi_i32 v15, v14, s0
	v_lshrrev_b32_e32 v16, 31, v15
	v_ashrrev_i32_e32 v15, 6, v15
	v_add_u32_e32 v15, v15, v16
	v_mul_lo_u32 v15, v15, s1
	v_sub_u32_e32 v14, v14, v15
	v_add_u32_e32 v15, 0x1642, v6
	v_mul_hi_i32 v16, v15, s0
	s_waitcnt vmcnt(24)
	v_add3_u32 v1, v17, v1, v18
	v_lshrrev_b32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v16, 6, v16
	v_add_u32_e32 v16, v16, v17
	v_mul_lo_u32 v16, v16, s1
	v_sub_u32_e32 v15, v15, v16
	v_add_u32_e32 v16, 0x1667, v6
	v_mul_hi_i32 v17, v16, s0
	v_lshrrev_b32_e32 v18, 31, v17
	v_ashrrev_i32_e32 v17, 6, v17
	v_add_u32_e32 v17, v17, v18
	v_mul_lo_u32 v17, v17, s1
	s_waitcnt vmcnt(22)
	v_add3_u32 v1, v31, v1, v32
	v_sub_u32_e32 v16, v16, v17
	v_add_u32_e32 v17, 0x168c, v6
	s_waitcnt vmcnt(20)
	v_add3_u32 v1, v33, v1, v34
	v_mul_hi_i32 v18, v17, s0
	s_waitcnt vmcnt(18)
	v_add3_u32 v1, v19, v1, v20
	v_lshrrev_b32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v18, 6, v18
	v_add_u32_e32 v18, v18, v19
	v_mul_lo_u32 v18, v18, s1
	v_sub_u32_e32 v17, v17, v18
	v_add_u32_e32 v18, 0x16b1, v6
	v_mul_hi_i32 v19, v18, s0
	v_lshrrev_b32_e32 v20, 31, v19
	v_ashrrev_i32_e32 v19, 6, v19
	v_add_u32_e32 v19, v19, v20
	v_mul_lo_u32 v19, v19, s1
	v_sub_u32_e32 v18, v18, v19
	v_add_u32_e32 v19, 0x16d6, v6
	v_mul_hi_i32 v20, v19, s0
	s_waitcnt vmcnt(16)
	v_add3_u32 v1, v21, v1, v22
	v_lshrrev_b32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v20, 6, v20
	v_add_u32_e32 v20, v20, v21
	v_mul_lo_u32 v20, v20, s1
	v_sub_u32_e32 v19, v19, v20
	v_add_u32_e32 v20, 0x16fb, v6
	v_mul_hi_i32 v21, v20, s0
	v_lshrrev_b32_e32 v22, 31, v21
	v_ashrrev_i32_e32 v21, 6, v21
	v_add_u32_e32 v21, v21, v22
	v_mul_lo_u32 v21, v21, s1
	v_sub_u32_e32 v20, v20, v21
	v_add_u32_e32 v21, 0x1720, v6
	v_mul_hi_i32 v22, v21, s0
	v_lshrrev_b32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v22, 6, v22
	v_add_u32_e32 v22, v22, v23
	v_mul_lo_u32 v22, v22, s1
	v_sub_u32_e32 v21, v21, v22
	v_add_u32_e32 v22, 0x1745, v6
	v_mul_hi_i32 v23, v22, s0
	v_lshrrev_b32_e32 v24, 31, v23
	v_ashrrev_i32_e32 v23, 6, v23
	v_add_u32_e32 v23, v23, v24
	v_mul_lo_u32 v23, v23, s1
	v_sub_u32_e32 v22, v22, v23
	v_add_u32_e32 v23, 0x176a, v6
	v_mul_hi_i32 v24, v23, s0
	v_lshrrev_b32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v24, 6, v24
	v_add_u32_e32 v24, v24, v25
	v_mul_lo_u32 v24, v24, s1
	v_sub_u32_e32 v23, v23, v24
	v_add_u32_e32 v24, 0x178f, v6
	v_mul_hi_i32 v25, v24, s0
	v_lshrrev_b32_e32 v26, 31, v25
	v_ashrrev_i32_e32 v25, 6, v25
	v_add_u32_e32 v25, v25, v26
	v_mul_lo_u32 v25, v25, s1
	s_waitcnt vmcnt(14)
	v_add3_u32 v1, v39, v1, v40
	v_sub_u32_e32 v24, v24, v25
	v_add_u32_e32 v25, 0x17b4, v6
	s_waitcnt vmcnt(12)
	v_add3_u32 v1, v41, v1, v42
	v_mul_hi_i32 v26, v25, s0
	s_waitcnt vmcnt(10)
	v_add3_u32 v1, v27, v1, v28
	v_lshrrev_b32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v26, 6, v26
	v_add_u32_e32 v26, v26, v27
	v_lshl_add_u32 v51, v55, 2, v0
	v_lshl_add_u32 v52, v56, 2, v0
	v_lshl_add_u32 v53, v57, 2, v0
	v_lshl_add_u32 v54, v54, 2, v0
	scratch_load_dword v55, v43, off
	scratch_load_dword v56, v44, off
	scratch_load_dword v57, v45, off
	scratch_load_dword v58, v46, off
	scratch_load_dword v59, v51, off
                                        ; kill: killed $vgpr51
                                        ; kill: killed $vgpr45
                                        ; kill: killed $vgpr43
                                        ; kill: killed $vgpr46
                                        ; kill: killed $vgpr44
	s_nop 0
	scratch_load_dword v43, v52, off
	scratch_load_dword v44, v53, off
	scratch_load_dword v45, v54, off
	v_mul_lo_u32 v26, v26, s1
	v_sub_u32_e32 v25, v25, v26
	v_add_u32_e32 v26, 0x17d9, v6
	v_mul_hi_i32 v27, v26, s0
	v_lshrrev_b32_e32 v28, 31, v27
	v_ashrrev_i32_e32 v27, 6, v27
	v_add_u32_e32 v27, v27, v28
	v_mul_lo_u32 v27, v27, s1
	v_sub_u32_e32 v26, v26, v27
	v_add_u32_e32 v27, 0x17fe, v6
	v_mul_hi_i32 v28, v27, s0
	s_waitcnt vmcnt(16)
	v_add3_u32 v1, v29, v1, v30
	v_lshrrev_b32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v28, 6, v28
	v_add_u32_e32 v28, v28, v29
	v_mul_lo_u32 v28, v28, s1
	v_sub_u32_e32 v27, v27, v28
	v_add_u32_e32 v28, 0x1823, v6
	v_mul_hi_i32 v29, v28, s0
	v_lshrrev_b32_e32 v30, 31, v29
	v_ashrrev_i32_e32 v29, 6, v29
	v_add_u32_e32 v29, v29, v30
	v_mul_lo_u32 v29, v29, s1
	v_sub_u32_e32 v28, v28, v29
	v_add_u32_e32 v29, 0x1848, v6
	v_mul_hi_i32 v30, v29, s0
	v_lshrrev_b32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v30, 6, v30
	v_add_u32_e32 v30, v30, v31
	v_mul_lo_u32 v30, v30, s1
	v_sub_u32_e32 v29, v29, v30
	v_add_u32_e32 v30, 0x186d, v6
	v_mul_hi_i32 v31, v30, s0
	v_lshrrev_b32_e32 v32, 31, v31
	v_ashrrev_i32_e32 v31, 6, v31
	v_add_u32_e32 v31, v31, v32
	v_mul_lo_u32 v31, v31, s1
	v_sub_u32_e32 v30, v30, v31
	v_add_u32_e32 v31, 0x1892, v6
	v_mul_hi_i32 v32, v31, s0
	v_lshrrev_b32_e32 v33, 31, v32
	v_ashrrev_i32_e32 v32, 6, v32
	v_add_u32_e32 v32, v32, v33
	v_mul_lo_u32 v32, v32, s1
	v_sub_u32_e32 v31, v31, v32
	v_add_u32_e32 v32, 0x18b7, v6
	v_mul_hi_i32 v33, v32, s0
	v_lshrrev_b32_e32 v34, 31, v33
	v_ashrrev_i32_e32 v33, 6, v33
	v_add_u32_e32 v33, v33, v34
	v_mul_lo_u32 v33, v33, s1
	s_waitcnt vmcnt(14)
	v_add3_u32 v1, v47, v1, v48
	v_sub_u32_e32 v32, v32, v33
	v_add_u32_e32 v33, 0x18dc, v6
	s_waitcnt vmcnt(12)
	v_add3_u32 v1, v49, v1, v50
	v_mul_hi_i32 v34, v33, s0
	s_waitcnt vmcnt(10)
	v_add3_u32 v1, v35, v1, v36
	v_lshrrev_b32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v34, 6, v34
	v_add_u32_e32 v34, v34, v35
	v_mul_lo_u32 v34, v34, s1
	v_sub_u32_e32 v33, v33, v34
	v_add_u32_e32 v34, 0x1901, v6
	v_mul_hi_i32 v35, v34, s0
	v_lshrrev_b32_e32 v36, 31, v35
	v_ashrrev_i32_e32 v35, 6, v35
	v_add_u32_e32 v35, v35, v36
	v_mul_lo_u32 v35, v35, s1
	v_sub_u32_e32 v34, v34, v35
	v_add_u32_e32 v35, 0x1926, v6
	v_mul_hi_i32 v36, v35, s0
	s_waitcnt vmcnt(8)
	v_add3_u32 v1, v37, v1, v38
	v_lshrrev_b32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v36, 6, v36
	v_add_u32_e32 v36, v36, v37
	v_mul_lo_u32 v36, v36, s1
	v_sub_u32_e32 v35, v35, v36
	v_add_u32_e32 v36, 0x194b, v6
	v_mul_hi_i32 v37, v36, s0
	v_lshrrev_b32_e32 v38, 31, v37
	v_ashrrev_i32_e32 v37, 6, v37
	v_add_u32_e32 v37, v37, v38
	v_mul_lo_u32 v37, v37, s1
	v_sub_u32_e32 v36, v36, v37
	v_add_u32_e32 v37, 0x1970, v6
	v_mul_hi_i32 v38, v37, s0
	v_lshrrev_b32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v38, 6, v38
	v_add_u32_e32 v38, v38, v39
	v_mul_lo_u32 v38, v38, s1
	v_sub_u32_e32 v37, v37, v38
	v_add_u32_e32 v38, 0x1995, v6
	v_mul_hi_i32 v39, v38, s0
	v_lshrrev_b32_e32 v40, 31, v39
	v_ashrrev_i32_e32 v39, 6, v39
	v_add_u32_e32 v39, v39, v40
	v_mul_lo_u32 v39, v39, s1
	v_sub_u32_e32 v38, v38, v39
	v_add_u32_e32 v39, 0x19ba, v6
	v_mul_hi_i32 v40, v39, s0
	v_lshrrev_b32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v40, 6, v40
	v_add_u32_e32 v40, v40, v41
	v_mul_lo_u32 v40, v40, s1
	v_sub_u32_e32 v39, v39, v40
	v_add_u32_e32 v40, 0x19df, v6
	v_mul_hi_i32 v41, v40, s0
	v_lshrrev_b32_e32 v42, 31, v41
	v_ashrrev_i32_e32 v41, 6, v41
	v_add_u32_e32 v41, v41, v42
	v_mul_lo_u32 v41, v41, s1
	s_waitcnt vmcnt(6)
	v_add3_u32 v1, v55, v1, v56
	v_sub_u32_e32 v40, v40, v41
	v_add_u32_e32 v41, 0x1a04, v6
	s_waitcnt vmcnt(4)
	v_add3_u32 v1, v57, v1, v58
	v_mul_hi_i32 v42, v41, s0
	s_waitcnt vmcnt(2)
	v_add3_u32 v1, v59, v1, v43
	v_lshrrev_b32_e32 v43, 31, v42
	v_ashrrev_i32_e32 v42, 6, v42
	v_add_u32_e32 v42, v42, v43
	v_mul_lo_u32 v42, v42, s1
	v_sub_u32_e32 v41, v41, v42
	v_add_u32_e32 v42, 0x1a29, v6
	v_mul_hi_i32 v43, v42, s0
	s_waitcnt vmcnt(0)
	v_add3_u32 v1, v44, v1, v45
	v_lshrrev_b32_e32 v44, 31, v43
	v_ashrrev_i32_e32 v43, 6, v43
	v_add_u32_e32 v43, v43, v44
	v_mul_lo_u32 v43, v43, s1
	v_sub_u32_e32 v42, v42, v43
	v_add_u32_e32 v43, 0x1a4e, v6
	v_mul_hi_i32 v44, v43, s0
	v_lshrrev_b32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v44, 6, v44
	v_add_u32_e32 v44, v44, v45
	v_mul_lo_u32 v44, v44, s1
	v_sub_u32_e32 v43, v43, v44
	v_add_u32_e32 v44, 0x1a73, v6
	v_mul_hi_i32 v45, v44, s0
	v_lshrrev_b32_e32 v46, 31, v45
	v_ashrrev_i32_e32 v45, 6, v45
	v_add_u32_e32 v45, v45, v46
	v_mul_lo_u32 v45, v45, s1
	v_sub_u32_e32 v44, v44, v45
	v_add_u32_e32 v45, 0x1a98, v6
	v_mul_hi_i32 v46, v45, s0
	v_lshrrev_b32_e32 v47, 31, v46
	v_ashrrev_i32_e32 v46, 6, v46
	v_add_u32_e32 v46, v46, v47
	v_mul_lo_u32 v46, v46, s1
	v_sub_u32_e32 v45, v45, v46
	v_add_u32_e32 v46, 0x1abd, v6
	v_mul_hi_i32 v47, v46, s0
	v_lshrrev_b32_e32 v48, 31, v47
	v_ashrrev_i32_e32 v47, 6, v47
	v_add_u32_e32 v47, v47, v48
	v_mul_lo_u32 v47, v47, s1
	v_sub_u32_e32 v46, v46, v47
	v_add_u32_e32 v47, 0x1ae2, v6
	v_mul_hi_i32 v48, v47, s0
	v_lshrrev_b32_e32 v49, 31, v48
	v_ashrrev_i32_e32 v48, 6, v48
	v_add_u32_e32 v48, v48, v49
	v_mul_lo_u32 v48, v48, s1
	v_sub_u32_e32 v47, v47, v48
	v_add_u32_e32 v48, 0x1b07, v6
	v_mul_hi_i32 v49, v48, s0
	v_lshrrev_b32_e32 v50, 31, v49
	v_ashrrev_i32_e32 v49, 6, v49
	v_add_u32_e32 v49, v49, v50
	v_mul_lo_u32 v49, v49, s1
	v_sub_u32_e32 v48, v48, v49
	v_add_u32_e32 v49, 0x1b2c, v6
	v_mul_hi_i32 v50, v49, s0
	v_lshrrev_b32_e32 v51, 31, v50
	v_ashrrev_i32_e32 v50, 6, v50
	v_add_u32_e32 v50, v50, v51
	v_mul_lo_u32 v50, v50, s1
	v_sub_u32_e32 v49, v49, v50
	v_add_u32_e32 v50, 0x1b51, v6
	v_mul_hi_i32 v51, v50, s0
	v_lshrrev_b32_e32 v52, 31, v51
	v_ashrrev_i32_e32 v51, 6, v51
	v_add_u32_e32 v51, v51, v52
	v_mul_lo_u32 v51, v51, s1
	v_sub_u32_e32 v50, v50, v51
	v_add_u32_e32 v51, 0x1b76, v6
	v_mul_hi_i32 v52, v51, s0
	v_lshrrev_b32_e32 v53, 31, v52
	v_ashrrev_i32_e32 v52, 6, v52
	v_add_u32_e32 v52, v52, v53
	v_mul_lo_u32 v52, v52, s1
	v_sub_u32_e32 v51, v51, v52
	v_add_u32_e32 v52, 0x1b9b, v6
	v_mul_hi_i32 v53, v52, s0
	v_lshrrev_b32_e32 v54, 31, v53
	v_ashrrev_i32_e32 v53, 6, v53
	v_add_u32_e32 v53, v53, v54
	v_mul_lo_u32 v53, v53, s1
	v_sub_u32_e32 v52, v52, v53
	v_add_u32_e32 v53, 0x1bc0, v6
	v_mul_hi_i32 v54, v53, s0
	v_lshrrev_b32_e32 v55, 31, v54
	v_ashrrev_i32_e32 v54, 6, v54
	v_add_u32_e32 v54, v54, v55
	v_mul_lo_u32 v54, v54, s1
	v_sub_u32_e32 v53, v53, v54
	v_add_u32_e32 v54, 0x1be5, v6
	v_mul_hi_i32 v55, v54, s0
	v_lshrrev_b32_e32 v56, 31, v55
	v_ashrrev_i32_e32 v55, 6, v55
	v_add_u32_e32 v55, v55, v56
	v_mul_lo_u32 v55, v55, s1
	v_sub_u32_e32 v54, v54, v55
	v_add_u32_e32 v55, 0x1c0a, v6
	v_mul_hi_i32 v56, v55, s0
	v_lshrrev_b32_e32 v57, 31, v56
	v_ashrrev_i32_e32 v56, 6, v56
	v_add_u32_e32 v56, v56, v57
	v_mul_lo_u32 v56, v56, s1
	v_sub_u32_e32 v55, v55, v56
	v_add_u32_e32 v56, 0x1c2f, v6
	v_mul_hi_i32 v57, v56, s0
	v_lshrrev_b32_e32 v58, 31, v57
	v_ashrrev_i32_e32 v57, 6, v57
	v_add_u32_e32 v57, v57, v58
	v_mul_lo_u32 v57, v57, s1
	v_sub_u32_e32 v56, v56, v57
	v_add_u32_e32 v57, 0x1c54, v6
	v_mul_hi_i32 v58, v57, s0
	v_lshrrev_b32_e32 v59, 31, v58
	v_ashrrev_i32_e32 v58, 6, v58
	v_add_u32_e32 v58, v58, v59
	v_mul_lo_u32 v58, v58, s1
	v_sub_u32_e32 v57, v57, v58
	v_add_u32_e32 v58, 0x1c79, v6
	v_mul_hi_i32 v59, v58, s0
	v_lshrrev_b32_e32 v60, 31, v59
	v_ashrrev_i32_e32 v59, 6, v59
	v_add_u32_e32 v59, v59, v60
	v_mul_lo_u32 v59, v59, s1
	v_sub_u32_e32 v58, v58, v59
	v_add_u32_e32 v59, 0x1c9e, v6
	v_mul_hi_i32 v60, v59, s0
	v_lshrrev_b32_e32 v61, 31, v60
	v_ashrrev_i32_e32 v60, 6, v60
	v_add_u32_e32 v60, v60, v61
	v_mul_lo_u32 v60, v60, s1
	v_add_u32_e32 v6, 0x1cc3, v6
	v_sub_u32_e32 v59, v59, v60
	v_mul_hi_i32 v60, v6, s0
	v_lshrrev_b32_e32 v61, 31, v60
	v_ashrrev_i32_e32 v60, 6, v60
	v_add_u32_e32 v60, v60, v61
	v_mul_lo_u32 v60, v60, s1
	v_lshl_add_u32 v2, v2, 2, v0
	v_lshl_add_u32 v3, v3, 2, v0
	v_lshl_add_u32 v7, v7, 2, v0
	v_lshl_add_u32 v8, v8, 2, v0
	v_sub_u32_e32 v6, v6, v60
	v_lshl_add_u32 v9, v9, 2, v0
	v_lshl_add_u32 v10, v10, 2, v0
	v_lshl_add_u32 v11, v11, 2, v0
	v_lshl_add_u32 v12, v12, 2, v0
	scratch_load_dword v60, v2, off
	scratch_load_dword v61, v3, off
	scratch_load_dword v62, v7, off
	scratch_load_dword v63, v8, off
                                        ; kill: killed $vgpr3
                                        ; kill: killed $vgpr7
                                        ; kill: killed $vgpr2
                                        ; kill: killed $vgpr8
	s_nop 0
	scratch_load_dword v2, v9, off
	scratch_load_dword v3, v10, off
	scratch_load_dword v7, v11, off
	scratch_load_dword v8, v12, off
	v_lshl_add_u32 v9, v13, 2, v0
	v_lshl_add_u32 v10, v14, 2, v0
	v_lshl_add_u32 v11, v15, 2, v0
	v_lshl_add_u32 v12, v16, 2, v0
	v_lshl_add_u32 v13, v17, 2, v0
	v_lshl_add_u32 v14, v18, 2, v0
	v_lshl_add_u32 v15, v19, 2, v0
	v_lshl_add_u32 v16, v20, 2, v0
	scratch_load_dword v17, v9, off
	scratch_load_dword v18, v10, off
	scratch_load_dword v19, v11, off
	scratch_load_dword v20, v12, off
                                        ; kill: killed $vgpr11
                                        ; kill: killed $vgpr9
                                        ; kill: killed $vgpr12
                                        ; kill: killed $vgpr10
	s_nop 0
	scratch_load_dword v9, v13, off
	scratch_load_dword v10, v14, off
	scratch_load_dword v11, v15, off
	scratch_load_dword v12, v16, off
	v_lshl_add_u32 v13, v21, 2, v0
	v_lshl_add_u32 v14, v22, 2, v0
	v_lshl_add_u32 v15, v23, 2, v0
	v_lshl_add_u32 v16, v24, 2, v0
	v_lshl_add_u32 v21, v25, 2, v0
	v_lshl_add_u32 v22, v26, 2, v0
	v_lshl_add_u32 v23, v27, 2, v0
	v_lshl_add_u32 v24, v28, 2, v0
	scratch_load_dword v25, v13, off
	scratch_load_dword v26, v14, off
	scratch_load_dword v27, v15, off
	scratch_load_dword v28, v16, off
                                        ; kill: killed $vgpr15
                                        ; kill: killed $vgpr13
                                        ; kill: killed $vgpr16
                                        ; kill: killed $vgpr14
	s_nop 0
	scratch_load_dword v13, v21, off
	scratch_load_dword v14, v22, off
	scratch_load_dword v15, v23, off
	scratch_load_dword v16, v24, off
	v_lshl_add_u32 v21, v29, 2, v0
	v_lshl_add_u32 v22, v30, 2, v0
	v_lshl_add_u32 v23, v31, 2, v0
	v_lshl_add_u32 v24, v32, 2, v0
	v_lshl_add_u32 v29, v33, 2, v0
	v_lshl_add_u32 v30, v34, 2, v0
	v_lshl_add_u32 v31, v35, 2, v0
	v_lshl_add_u32 v32, v36, 2, v0
	scratch_load_dword v33, v21, off
	scratch_load_dword v34, v22, off
	scratch_load_dword v35, v23, off
	scratch_load_dword v36, v24, off
                                        ; kill: killed $vgpr23
                                        ; kill: killed $vgpr21
                                        ; kill: killed $vgpr24
                                        ; kill: killed $vgpr22
	s_nop 0
	scratch_load_dword v21, v29, off
	scratch_load_dword v22, v30, off
	scratch_load_dword v23, v31, off
	scratch_load_dword v24, v32, off
	v_lshl_add_u32 v29, v37, 2, v0
	v_lshl_add_u32 v30, v38, 2, v0
	v_lshl_add_u32 v31, v39, 2, v0
	v_lshl_add_u32 v32, v40, 2, v0
	v_lshl_add_u32 v37, v41, 2, v0
	v_lshl_add_u32 v38, v42, 2, v0
	v_lshl_add_u32 v39, v43, 2, v0
	v_lshl_add_u32 v40, v44, 2, v0
	scratch_load_dword v41, v29, off
	scratch_load_dword v42, v30, off
	scratch_load_dword v43, v31, off
	scratch_load_dword v44, v32, off
                                        ; kill: killed $vgpr31
                                        ; kill: killed $vgpr29
                                        ; kill: killed $vgpr32
                                        ; kill: killed $vgpr30
	s_nop 0
	scratch_load_dword v29, v37, off
	scratch_load_dword v30, v38, off
	scratch_load_dword v31, v39, off
	scratch_load_dword v32, v40, off
	v_lshl_add_u32 v37, v45, 2, v0
	v_lshl_add_u32 v38, v46, 2, v0
	v_lshl_add_u32 v39, v47, 2, v0
	v_lshl_add_u32 v40, v48, 2, v0
	v_lshl_add_u32 v45, v49, 2, v0
	v_lshl_add_u32 v46, v50, 2, v0
	v_lshl_add_u32 v47, v51, 2, v0
	v_lshl_add_u32 v48, v52, 2, v0
	scratch_load_dword v49, v37, off
	scratch_load_dword v50, v38, off
	scratch_load_dword v51, v39, off
	scratch_load_dword v52, v40, off
                                        ; kill: killed $vgpr37
                                        ; kill: killed $vgpr40
                                        ; kill: killed $vgpr38
                                        ; kill: killed $vgpr39
	s_nop 0
	scratch_load_dword v37, v45, off
	scratch_load_dword v38, v46, off
	scratch_load_dword v39, v47, off
	scratch_load_dword v40, v48, off
	v_lshl_add_u32 v45, v53, 2, v0
	v_lshl_add_u32 v46, v54, 2, v0
	v_lshl_add_u32 v47, v55, 2, v0
	v_lshl_add_u32 v48, v56, 2, v0
	v_lshl_add_u32 v53, v57, 2, v0
	v_lshl_add_u32 v54, v58, 2, v0
	v_lshl_add_u32 v55, v59, 2, v0
	v_lshl_add_u32 v0, v6, 2, v0
	scratch_load_dword v6, v45, off
	scratch_load_dword v56, v46, off
	scratch_load_dword v57, v47, off
	scratch_load_dword v58, v48, off
	scratch_load_dword v59, v53, off
                                        ; kill: killed $vgpr53
                                        ; kill: killed $vgpr47
                                        ; kill: killed $vgpr45
                                        ; kill: killed $vgpr48
                                        ; kill: killed $vgpr46
	s_nop 0
	scratch_load_dword v45, v54, off
	scratch_load_dword v46, v55, off
	scratch_load_dword v47, v0, off
	s_waitcnt vmcnt(54)
	v_add3_u32 v0, v60, v1, v61
	s_waitcnt vmcnt(52)
	v_add3_u32 v0, v62, v0, v63
	s_waitcnt vmcnt(50)
	v_add3_u32 v0, v2, v0, v3
	s_waitcnt vmcnt(48)
	v_add3_u32 v0, v7, v0, v8
	s_waitcnt vmcnt(46)
	v_add3_u32 v0, v17, v0, v18
	s_waitcnt vmcnt(44)
	v_add3_u32 v0, v19, v0, v20
	s_waitcnt vmcnt(42)
	v_add3_u32 v0, v9, v0, v10
	s_waitcnt vmcnt(40)
	v_add3_u32 v0, v11, v0, v12
	s_waitcnt vmcnt(38)
	v_add3_u32 v0, v25, v0, v26
	s_waitcnt vmcnt(36)
	v_add3_u32 v0, v27, v0, v28
	s_waitcnt vmcnt(34)
	v_add3_u32 v0, v13, v0, v14
	s_waitcnt vmcnt(32)
	v_add3_u32 v0, v15, v0, v16
	s_waitcnt vmcnt(30)
	v_add3_u32 v0, v33, v0, v34
	s_waitcnt vmcnt(28)
	v_add3_u32 v0, v35, v0, v36
	s_waitcnt vmcnt(26)
	v_add3_u32 v0, v21, v0, v22
	s_waitcnt vmcnt(24)
	v_add3_u32 v0, v23, v0, v24
	s_waitcnt vmcnt(22)
	v_add3_u32 v0, v41, v0, v42
	s_waitcnt vmcnt(20)
	v_add3_u32 v0, v43, v0, v44
	s_waitcnt vmcnt(18)
	v_add3_u32 v0, v29, v0, v30
	s_waitcnt vmcnt(16)
	v_add3_u32 v0, v31, v0, v32
	s_waitcnt vmcnt(14)
	v_add3_u32 v0, v49, v0, v50
	s_waitcnt vmcnt(12)
	v_add3_u32 v0, v51, v0, v52
	s_waitcnt vmcnt(10)
	v_add3_u32 v0, v37, v0, v38
	s_waitcnt vmcnt(8)
	v_add3_u32 v0, v39, v0, v40
	s_waitcnt vmcnt(6)
	v_add3_u32 v0, v6, v0, v56
	s_waitcnt vmcnt(4)
	v_add3_u32 v0, v57, v0, v58
	s_waitcnt vmcnt(2)
	v_add3_u32 v0, v59, v0, v45
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v46, v0, v47
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[4:5]
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_scratch
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 804
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
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 64
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
.Lfunc_end6:
	.size	private_scratch, .Lfunc_end6-private_scratch
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 15172
; NumSgprs: 14
; NumVgprs: 64
; NumAgprs: 0
; TotalNumVgprs: 64
; ScratchSize: 804
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 64
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	PRIMES                          ; @PRIMES
	.type	PRIMES,@object
	.section	.rodata,"a",@progbits
	.globl	PRIMES
	.p2align	2, 0x0
PRIMES:
	.long	2                               ; 0x2
	.long	3                               ; 0x3
	.long	5                               ; 0x5
	.long	7                               ; 0x7
	.long	11                              ; 0xb
	.long	13                              ; 0xd
	.long	17                              ; 0x11
	.long	19                              ; 0x13
	.long	23                              ; 0x17
	.long	29                              ; 0x1d
	.long	31                              ; 0x1f
	.long	37                              ; 0x25
	.long	41                              ; 0x29
	.long	43                              ; 0x2b
	.long	47                              ; 0x2f
	.long	53                              ; 0x35
	.size	PRIMES, 64

	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
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
        .name:           x
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           steps
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           collatz
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         collatz.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .name:           x
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           !str y
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           branchy
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         branchy.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .name:           x
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           !str y
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           private_array
    .private_segment_fixed_size: 132
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uses_dynamic_stack: false
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .name:           x
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           !str y
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           table_lookup
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         table_lookup.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
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
        .name:           c
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .name:           !str n
        .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           matmul_naive
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         matmul_naive.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .name:           x
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           !str y
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           lane_shuffle
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         lane_shuffle.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .name:           x
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           !str y
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           private_scratch
    .private_segment_fixed_size: 804
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         private_scratch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
