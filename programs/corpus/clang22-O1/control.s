	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	collatz                 ; -- Begin function collatz
	.globl	collatz
	.p2align	8
	.type	collatz,@function
collatz:                                ; @collatz
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s2, 6, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]
	global_load_dword v2, v[2:3], off
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_8
; %bb.1:
	s_mov_b32 s8, 0
	s_mov_b64 s[4:5], 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_i32 s9, s8, 1
	s_cmpk_gt_u32 s8, 0x3e6
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_cselect_b64 s[6:7], -1, 0
	s_or_b64 s[6:7], vcc, s[6:7]
	s_and_b64 s[6:7], exec, s[6:7]
	s_or_b64 s[4:5], s[6:7], s[4:5]
	v_mov_b32_e32 v3, s9
	s_mov_b32 s8, s9
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_7
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v3, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v3
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_mad_u64_u32 v[2:3], s[10:11], v2, 3, 1
; %bb.5:                                ;   in Loop: Header=BB0_3 Depth=1
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_2
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	v_lshrrev_b32_e32 v2, 1, v2
	s_branch .LBB0_2
.LBB0_7:
	s_or_b64 exec, exec, s[4:5]
.LBB0_8:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[0:1], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 4
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
	.size	collatz, .Lfunc_end0-collatz
                                        ; -- End function
	.set collatz.num_vgpr, 4
	.set collatz.num_agpr, 0
	.set collatz.numbered_sgpr, 12
	.set collatz.num_named_barrier, 0
	.set collatz.private_seg_size, 0
	.set collatz.uses_vcc, 1
	.set collatz.uses_flat_scratch, 0
	.set collatz.has_dyn_sized_stack, 0
	.set collatz.has_recursion, 0
	.set collatz.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 200
; TotalNumSgprs: 18
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
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
	.protected	__clang_ocl_kern_imp_collatz ; -- Begin function __clang_ocl_kern_imp_collatz
	.globl	__clang_ocl_kern_imp_collatz
	.p2align	2
	.type	__clang_ocl_kern_imp_collatz,@function
__clang_ocl_kern_imp_collatz:           ; @__clang_ocl_kern_imp_collatz
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	v_lshl_add_u32 v4, s12, 6, v4
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_8
; %bb.1:
	s_mov_b32 s6, 0
	s_mov_b64 s[2:3], 0
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s7, s6, 1
	s_cmpk_gt_u32 s6, 0x3e6
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_cselect_b64 s[4:5], -1, 0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_mov_b32_e32 v1, s7
	s_mov_b32 s6, s7
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB1_7
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v1, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	v_mad_u64_u32 v[0:1], s[8:9], v0, 3, 1
; %bb.5:                                ;   in Loop: Header=BB1_3 Depth=1
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB1_2
; %bb.6:                                ;   in Loop: Header=BB1_3 Depth=1
	v_lshrrev_b32_e32 v0, 1, v0
	s_branch .LBB1_2
.LBB1_7:
	s_or_b64 exec, exec, s[2:3]
.LBB1_8:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	global_store_dword v[2:3], v1, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_collatz, .Lfunc_end1-__clang_ocl_kern_imp_collatz
                                        ; -- End function
	.set __clang_ocl_kern_imp_collatz.num_vgpr, 32
	.set __clang_ocl_kern_imp_collatz.num_agpr, 0
	.set __clang_ocl_kern_imp_collatz.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_collatz.num_named_barrier, 0
	.set __clang_ocl_kern_imp_collatz.private_seg_size, 0
	.set __clang_ocl_kern_imp_collatz.uses_vcc, 1
	.set __clang_ocl_kern_imp_collatz.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_collatz.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_collatz.has_recursion, 0
	.set __clang_ocl_kern_imp_collatz.has_indirect_call, 0
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
	.protected	branchy                 ; -- Begin function branchy
	.globl	branchy
	.p2align	8
	.type	branchy,@function
branchy:                                ; @branchy
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_mov_b32_e32 v1, 0
	s_movk_i32 s2, 0x65
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]
	global_load_dword v3, v[2:3], off
                                        ; implicit-def: $vgpr2
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e32 vcc, s2, v3
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB2_6
; %bb.1:
	s_movk_i32 s4, 0xff9b
	v_cmp_lt_i32_e32 vcc, s4, v3
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.2:
	v_add_u32_e32 v2, 7, v3
                                        ; implicit-def: $vgpr3
; %bb.3:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.4:
	v_sub_u32_e32 v2, 0, v3
; %bb.5:
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr3
.LBB2_6:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
; %bb.7:
	v_lshlrev_b32_e32 v2, 1, v3
; %bb.8:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[0:1], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 4
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
	.size	branchy, .Lfunc_end2-branchy
                                        ; -- End function
	.set branchy.num_vgpr, 4
	.set branchy.num_agpr, 0
	.set branchy.numbered_sgpr, 6
	.set branchy.num_named_barrier, 0
	.set branchy.private_seg_size, 0
	.set branchy.uses_vcc, 1
	.set branchy.uses_flat_scratch, 0
	.set branchy.has_dyn_sized_stack, 0
	.set branchy.has_recursion, 0
	.set branchy.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 140
; TotalNumSgprs: 12
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
; NumSGPRsForWavesPerEU: 12
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
	.protected	__clang_ocl_kern_imp_branchy ; -- Begin function __clang_ocl_kern_imp_branchy
	.globl	__clang_ocl_kern_imp_branchy
	.p2align	2
	.type	__clang_ocl_kern_imp_branchy,@function
__clang_ocl_kern_imp_branchy:           ; @__clang_ocl_kern_imp_branchy
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	v_lshl_add_u32 v4, s12, 6, v4
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	global_load_dword v1, v[0:1], off
	s_movk_i32 s0, 0x65
                                        ; implicit-def: $vgpr0
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e32 vcc, s0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB3_6
; %bb.1:
	s_movk_i32 s2, 0xff9b
	v_cmp_lt_i32_e32 vcc, s2, v1
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.2:
	v_add_u32_e32 v0, 7, v1
                                        ; implicit-def: $vgpr1
; %bb.3:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
; %bb.4:
	v_sub_u32_e32 v0, 0, v1
; %bb.5:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr1
.LBB3_6:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.7:
	v_lshlrev_b32_e32 v0, 1, v1
; %bb.8:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	global_store_dword v[2:3], v0, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_branchy, .Lfunc_end3-__clang_ocl_kern_imp_branchy
                                        ; -- End function
	.set __clang_ocl_kern_imp_branchy.num_vgpr, 32
	.set __clang_ocl_kern_imp_branchy.num_agpr, 0
	.set __clang_ocl_kern_imp_branchy.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_branchy.num_named_barrier, 0
	.set __clang_ocl_kern_imp_branchy.private_seg_size, 0
	.set __clang_ocl_kern_imp_branchy.uses_vcc, 1
	.set __clang_ocl_kern_imp_branchy.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_branchy.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_branchy.has_recursion, 0
	.set __clang_ocl_kern_imp_branchy.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 132
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v32, s2, 6, v0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[32:33], 2, s[4:5]
	global_load_dword v34, v[0:1], off
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	v_mov_b32_e32 v16, v0
	v_mov_b32_e32 v17, v0
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v19, v0
	v_mov_b32_e32 v20, v0
	v_mov_b32_e32 v21, v0
	v_mov_b32_e32 v22, v0
	v_mov_b32_e32 v23, v0
	v_mov_b32_e32 v24, v0
	v_mov_b32_e32 v25, v0
	v_mov_b32_e32 v26, v0
	v_mov_b32_e32 v27, v0
	v_mov_b32_e32 v28, v0
	v_mov_b32_e32 v29, v0
	v_mov_b32_e32 v30, v0
	v_mov_b32_e32 v31, v0
.LBB4_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB4_2 Depth 2
	s_waitcnt vmcnt(0)
	v_xad_u32 v37, v36, v34, v35
	s_mov_b64 s[2:3], exec
.LBB4_2:                                ;   Parent Loop BB4_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_readfirstlane_b32 s4, v36
	s_nop 1
	v_cmp_eq_u32_e32 vcc, s4, v36
	s_and_saveexec_b64 vcc, vcc
	s_set_gpr_idx_on s4, gpr_idx(DST)
	v_mov_b32_e32 v0, v37
	s_set_gpr_idx_off
	s_xor_b64 exec, exec, vcc
	s_cbranch_execnz .LBB4_2
; %bb.3:                                ;   in Loop: Header=BB4_1 Depth=1
	s_mov_b64 exec, s[2:3]
	v_add_u32_e32 v36, 1, v36
	v_cmp_ne_u32_e32 vcc, 32, v36
	v_add_u32_e32 v35, v35, v34
	s_cbranch_vccnz .LBB4_1
; %bb.4:
	s_mov_b32 s2, 0
	v_mov_b32_e32 v35, 0
.LBB4_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v36, s2, v34
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_add_i32 s2, s2, 7
	s_cmpk_lg_i32 s2, 0xe0
	v_cndmask_b32_e32 v37, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v2, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v3, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v4, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v31, vcc
	v_add_u32_e32 v35, v36, v35
	s_cbranch_scc1 .LBB4_5
; %bb.6:
	s_load_dwordx2 s[0:1], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[32:33], 2, s[0:1]
	global_store_dword v[0:1], v35, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
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
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 40
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
.Lfunc_end4:
	.size	private_array, .Lfunc_end4-private_array
                                        ; -- End function
	.set private_array.num_vgpr, 38
	.set private_array.num_agpr, 0
	.set private_array.numbered_sgpr, 6
	.set private_array.num_named_barrier, 0
	.set private_array.private_seg_size, 0
	.set private_array.uses_vcc, 1
	.set private_array.uses_flat_scratch, 0
	.set private_array.has_dyn_sized_stack, 0
	.set private_array.has_recursion, 0
	.set private_array.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 680
; TotalNumSgprs: 12
; NumVgprs: 38
; NumAgprs: 0
; TotalNumVgprs: 38
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 38
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_private_array ; -- Begin function __clang_ocl_kern_imp_private_array
	.globl	__clang_ocl_kern_imp_private_array
	.p2align	2
	.type	__clang_ocl_kern_imp_private_array,@function
__clang_ocl_kern_imp_private_array:     ; @__clang_ocl_kern_imp_private_array
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	v_lshl_add_u32 v36, s12, 6, v4
	v_mov_b32_e32 v37, 0
	v_lshl_add_u64 v[0:1], v[36:37], 2, v[0:1]
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v4
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v9, v4
	v_mov_b32_e32 v10, v4
	v_mov_b32_e32 v11, v4
	v_mov_b32_e32 v12, v4
	v_mov_b32_e32 v13, v4
	v_mov_b32_e32 v14, v4
	v_mov_b32_e32 v15, v4
	v_mov_b32_e32 v16, v4
	v_mov_b32_e32 v17, v4
	v_mov_b32_e32 v18, v4
	v_mov_b32_e32 v19, v4
	v_mov_b32_e32 v20, v4
	v_mov_b32_e32 v21, v4
	v_mov_b32_e32 v22, v4
	v_mov_b32_e32 v23, v4
	v_mov_b32_e32 v24, v4
	v_mov_b32_e32 v25, v4
	v_mov_b32_e32 v26, v4
	v_mov_b32_e32 v27, v4
	v_mov_b32_e32 v28, v4
	v_mov_b32_e32 v29, v4
	v_mov_b32_e32 v30, v4
	v_mov_b32_e32 v31, v4
	v_mov_b32_e32 v32, v4
	v_mov_b32_e32 v33, v4
	v_mov_b32_e32 v34, v4
	v_mov_b32_e32 v35, v4
.LBB5_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB5_2 Depth 2
	s_waitcnt vmcnt(0)
	v_xad_u32 v39, v38, v0, v1
	s_mov_b64 s[0:1], exec
.LBB5_2:                                ;   Parent Loop BB5_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_readfirstlane_b32 s2, v38
	s_nop 1
	v_cmp_eq_u32_e32 vcc, s2, v38
	s_and_saveexec_b64 vcc, vcc
	s_set_gpr_idx_on s2, gpr_idx(DST)
	v_mov_b32_e32 v4, v39
	s_set_gpr_idx_off
	s_xor_b64 exec, exec, vcc
	s_cbranch_execnz .LBB5_2
; %bb.3:                                ;   in Loop: Header=BB5_1 Depth=1
	s_mov_b64 exec, s[0:1]
	v_add_u32_e32 v38, 1, v38
	v_cmp_ne_u32_e32 vcc, 32, v38
	v_add_u32_e32 v1, v1, v0
	s_cbranch_vccnz .LBB5_1
; %bb.4:
	s_mov_b32 s0, 0
	v_mov_b32_e32 v1, 0
.LBB5_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v38, s0, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_add_i32 s0, s0, 7
	s_cmpk_eq_i32 s0, 0xe0
	v_cndmask_b32_e32 v39, v4, v5, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v6, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v35, vcc
	v_add_u32_e32 v1, v38, v1
	s_cbranch_scc0 .LBB5_5
; %bb.6:
	v_lshl_add_u64 v[2:3], v[36:37], 2, v[2:3]
	global_store_dword v[2:3], v1, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_private_array, .Lfunc_end5-__clang_ocl_kern_imp_private_array
                                        ; -- End function
	.set __clang_ocl_kern_imp_private_array.num_vgpr, 40
	.set __clang_ocl_kern_imp_private_array.num_agpr, 0
	.set __clang_ocl_kern_imp_private_array.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_private_array.num_named_barrier, 0
	.set __clang_ocl_kern_imp_private_array.private_seg_size, 0
	.set __clang_ocl_kern_imp_private_array.uses_vcc, 1
	.set __clang_ocl_kern_imp_private_array.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_private_array.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_private_array.has_recursion, 0
	.set __clang_ocl_kern_imp_private_array.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 672
; TotalNumSgprs: 38
; NumVgprs: 40
; NumAgprs: 0
; TotalNumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
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
	.size	table_lookup, .Lfunc_end6-table_lookup
                                        ; -- End function
	.set table_lookup.num_vgpr, 4
	.set table_lookup.num_agpr, 0
	.set table_lookup.numbered_sgpr, 8
	.set table_lookup.num_named_barrier, 0
	.set table_lookup.private_seg_size, 0
	.set table_lookup.uses_vcc, 0
	.set table_lookup.uses_flat_scratch, 0
	.set table_lookup.has_dyn_sized_stack, 0
	.set table_lookup.has_recursion, 0
	.set table_lookup.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 14
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
	.protected	__clang_ocl_kern_imp_table_lookup ; -- Begin function __clang_ocl_kern_imp_table_lookup
	.globl	__clang_ocl_kern_imp_table_lookup
	.p2align	2
	.type	__clang_ocl_kern_imp_table_lookup,@function
__clang_ocl_kern_imp_table_lookup:      ; @__clang_ocl_kern_imp_table_lookup
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	v_lshl_add_u32 v4, s12, 6, v4
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	global_load_dword v0, v[0:1], off
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, PRIMES@rel32@lo+4
	s_addc_u32 s1, s1, PRIMES@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 15, v0
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_dword v1, v1, s[0:1]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, v1, v0
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[4:5]
	global_store_dword v[0:1], v6, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_table_lookup, .Lfunc_end7-__clang_ocl_kern_imp_table_lookup
                                        ; -- End function
	.set __clang_ocl_kern_imp_table_lookup.num_vgpr, 32
	.set __clang_ocl_kern_imp_table_lookup.num_agpr, 0
	.set __clang_ocl_kern_imp_table_lookup.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_table_lookup.num_named_barrier, 0
	.set __clang_ocl_kern_imp_table_lookup.private_seg_size, 0
	.set __clang_ocl_kern_imp_table_lookup.uses_vcc, 0
	.set __clang_ocl_kern_imp_table_lookup.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_table_lookup.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_table_lookup.has_recursion, 0
	.set __clang_ocl_kern_imp_table_lookup.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 124
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	matmul_naive            ; -- Begin function matmul_naive
	.globl	matmul_naive
	.p2align	8
	.type	matmul_naive,@function
matmul_naive:                           ; @matmul_naive
; %bb.0:
	s_load_dword s3, s[0:1], 0x18
	v_lshl_add_u32 v0, s2, 6, v0
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s2, 0, s3
	s_cmp_lt_i32 s3, 1
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s2, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, v0, v1
	v_mul_lo_u32 v2, v1, s3
	v_sub_u32_e32 v2, v0, v2
	v_add_u32_e32 v3, 1, v1
	v_cmp_le_u32_e32 vcc, s3, v2
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_subrev_u32_e32 v3, s3, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_add_u32_e32 v3, 1, v1
	v_cmp_le_u32_e32 vcc, s3, v2
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_mul_lo_u32 v4, v1, s3
	v_sub_u32_e32 v0, v0, v4
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB8_3
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_ashrrev_i32_e32 v5, 31, v4
	v_mov_b32_e32 v6, 0
	s_mov_b32 s2, s3
	v_mov_b32_e32 v2, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
.LBB8_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	s_add_i32 s2, s2, -1
	global_load_dword v8, v[8:9], off
	v_lshl_add_u64 v[4:5], v[4:5], 0, 4
	v_add_u32_e32 v2, s3, v2
	s_cmp_lg_u32 s2, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v7, v8
	s_cbranch_scc1 .LBB8_2
	s_branch .LBB8_4
.LBB8_3:
	v_mov_b32_e32 v6, 0
.LBB8_4:
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	v_mad_u64_u32 v[0:1], s[2:3], v1, s3, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	global_store_dword v[0:1], v6, off
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
		.amdhsa_next_free_sgpr 8
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
.Lfunc_end8:
	.size	matmul_naive, .Lfunc_end8-matmul_naive
                                        ; -- End function
	.set matmul_naive.num_vgpr, 10
	.set matmul_naive.num_agpr, 0
	.set matmul_naive.numbered_sgpr, 8
	.set matmul_naive.num_named_barrier, 0
	.set matmul_naive.private_seg_size, 0
	.set matmul_naive.uses_vcc, 1
	.set matmul_naive.uses_flat_scratch, 0
	.set matmul_naive.has_dyn_sized_stack, 0
	.set matmul_naive.has_recursion, 0
	.set matmul_naive.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 296
; TotalNumSgprs: 14
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
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
	.protected	__clang_ocl_kern_imp_matmul_naive ; -- Begin function __clang_ocl_kern_imp_matmul_naive
	.globl	__clang_ocl_kern_imp_matmul_naive
	.p2align	2
	.type	__clang_ocl_kern_imp_matmul_naive,@function
__clang_ocl_kern_imp_matmul_naive:      ; @__clang_ocl_kern_imp_matmul_naive
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cvt_f32_u32_e32 v7, v6
	v_sub_u32_e32 v9, 0, v6
	v_and_b32_e32 v8, 0x3ff, v31
	v_lshl_add_u32 v8, s12, 6, v8
	v_rcp_iflag_f32_e32 v7, v7
	v_mov_b32_e32 v11, 0
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	v_cvt_u32_f32_e32 v7, v7
	v_mul_lo_u32 v9, v9, v7
	v_mul_hi_u32 v9, v7, v9
	v_add_u32_e32 v7, v7, v9
	v_mul_hi_u32 v7, v8, v7
	v_mul_lo_u32 v9, v7, v6
	v_sub_u32_e32 v9, v8, v9
	v_add_u32_e32 v10, 1, v7
	v_cmp_ge_u32_e32 vcc, v9, v6
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v10, vcc
	v_sub_u32_e32 v10, v9, v6
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_add_u32_e32 v10, 1, v7
	v_cmp_ge_u32_e32 vcc, v9, v6
	v_mov_b32_e32 v9, 0
	s_nop 0
	v_cndmask_b32_e32 v7, v7, v10, vcc
	v_mul_lo_u32 v12, v7, v6
	v_sub_u32_e32 v8, v8, v12
	v_cmp_lt_i32_e32 vcc, 0, v6
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB9_4
; %bb.1:
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[0:1], v[12:13], 2, v[0:1]
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v12, v6
.LBB9_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[14:15], v[10:11], 2, v[2:3]
	global_load_dword v13, v[0:1], off
	v_add_u32_e32 v12, -1, v12
	global_load_dword v14, v[14:15], off
	v_cmp_eq_u32_e32 vcc, 0, v12
	v_add_u32_e32 v10, v10, v6
	v_lshl_add_u64 v[0:1], v[0:1], 0, 4
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v9, v13, v14
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB9_2
; %bb.3:
	s_or_b64 exec, exec, s[2:3]
.LBB9_4:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[0:1], s[0:1], v7, v6, v[8:9]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_dword v[0:1], v9, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	__clang_ocl_kern_imp_matmul_naive, .Lfunc_end9-__clang_ocl_kern_imp_matmul_naive
                                        ; -- End function
	.set __clang_ocl_kern_imp_matmul_naive.num_vgpr, 32
	.set __clang_ocl_kern_imp_matmul_naive.num_agpr, 0
	.set __clang_ocl_kern_imp_matmul_naive.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_matmul_naive.num_named_barrier, 0
	.set __clang_ocl_kern_imp_matmul_naive.private_seg_size, 0
	.set __clang_ocl_kern_imp_matmul_naive.uses_vcc, 1
	.set __clang_ocl_kern_imp_matmul_naive.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_matmul_naive.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_matmul_naive.has_recursion, 0
	.set __clang_ocl_kern_imp_matmul_naive.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 292
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
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
	.size	lane_shuffle, .Lfunc_end10-lane_shuffle
                                        ; -- End function
	.set lane_shuffle.num_vgpr, 6
	.set lane_shuffle.num_agpr, 0
	.set lane_shuffle.numbered_sgpr, 8
	.set lane_shuffle.num_named_barrier, 0
	.set lane_shuffle.private_seg_size, 0
	.set lane_shuffle.uses_vcc, 0
	.set lane_shuffle.uses_flat_scratch, 0
	.set lane_shuffle.has_dyn_sized_stack, 0
	.set lane_shuffle.has_recursion, 0
	.set lane_shuffle.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 100
; TotalNumSgprs: 14
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
	.protected	__clang_ocl_kern_imp_lane_shuffle ; -- Begin function __clang_ocl_kern_imp_lane_shuffle
	.globl	__clang_ocl_kern_imp_lane_shuffle
	.p2align	2
	.type	__clang_ocl_kern_imp_lane_shuffle,@function
__clang_ocl_kern_imp_lane_shuffle:      ; @__clang_ocl_kern_imp_lane_shuffle
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v6, 0x3ff, v31
	v_lshl_add_u32 v4, s12, 6, v6
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	global_load_dword v0, v[0:1], off
	v_lshl_add_u32 v1, v6, 2, 20
	v_and_b32_e32 v1, 0xfc, v1
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v6, v1, v0
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v6, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end11:
	.size	__clang_ocl_kern_imp_lane_shuffle, .Lfunc_end11-__clang_ocl_kern_imp_lane_shuffle
                                        ; -- End function
	.set __clang_ocl_kern_imp_lane_shuffle.num_vgpr, 32
	.set __clang_ocl_kern_imp_lane_shuffle.num_agpr, 0
	.set __clang_ocl_kern_imp_lane_shuffle.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lane_shuffle.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lane_shuffle.private_seg_size, 0
	.set __clang_ocl_kern_imp_lane_shuffle.uses_vcc, 0
	.set __clang_ocl_kern_imp_lane_shuffle.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lane_shuffle.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lane_shuffle.has_recursion, 0
	.set __clang_ocl_kern_imp_lane_shuffle.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 104
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	private_scratch         ; -- Begin function private_scratch
	.globl	private_scratch
	.p2align	8
	.type	private_scratch,@function
private_scratch:                        ; @private_scratch
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s2, 6, v0
	s_mov_b32 s2, 0
	v_mov_b32_e32 v4, v1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, -1, v2
.LBB12_1:                               ; =>This Inner Loop Header: Depth=1
	s_mov_b32 s3, s2
	s_add_i32 s2, s2, 4
	scratch_store_dword off, v4, s3
	s_cmpk_lg_i32 s2, 0x320
	v_add_u32_e32 v4, v4, v3
	s_cbranch_scc1 .LBB12_1
; %bb.2:
	s_mov_b32 s2, 0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s3, 0x51eb851f
	s_movk_i32 s4, 0xc8
	s_mov_b32 s5, 0
.LBB12_3:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s2, v2
	v_mul_hi_i32 v5, v4, s3
	v_lshrrev_b32_e32 v6, 31, v5
	v_ashrrev_i32_e32 v5, 6, v5
	v_add_u32_e32 v5, v5, v6
	v_mul_lo_u32 v5, v5, s4
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v4, v4, 2, s5
	scratch_load_dword v4, v4, off
	s_add_i32 s2, s2, 37
	s_cmpk_lg_i32 s2, 0x1ce8
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, v4, v3
	s_cbranch_scc1 .LBB12_3
; %bb.4:
	s_load_dwordx2 s[0:1], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	global_store_dword v[0:1], v3, off
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 8
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
.Lfunc_end12:
	.size	private_scratch, .Lfunc_end12-private_scratch
                                        ; -- End function
	.set private_scratch.num_vgpr, 7
	.set private_scratch.num_agpr, 0
	.set private_scratch.numbered_sgpr, 6
	.set private_scratch.num_named_barrier, 0
	.set private_scratch.private_seg_size, 804
	.set private_scratch.uses_vcc, 0
	.set private_scratch.uses_flat_scratch, 0
	.set private_scratch.has_dyn_sized_stack, 0
	.set private_scratch.has_recursion, 0
	.set private_scratch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
; TotalNumSgprs: 12
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 804
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_private_scratch ; -- Begin function __clang_ocl_kern_imp_private_scratch
	.globl	__clang_ocl_kern_imp_private_scratch
	.p2align	2
	.type	__clang_ocl_kern_imp_private_scratch,@function
__clang_ocl_kern_imp_private_scratch:   ; @__clang_ocl_kern_imp_private_scratch
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	v_lshl_add_u32 v4, s12, 6, v4
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, 0
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, -1, v0
.LBB13_1:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s1, s32, s0
	s_add_i32 s0, s0, 4
	scratch_store_dword off, v1, s1
	s_cmpk_lg_i32 s0, 0x320
	v_add_u32_e32 v1, v1, v6
	s_cbranch_scc1 .LBB13_1
; %bb.2:
	s_mov_b32 s0, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s1, 0x51eb851f
	s_movk_i32 s2, 0xc8
	s_mov_b32 s3, s32
.LBB13_3:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v6, s0, v0
	v_mul_hi_i32 v7, v6, s1
	v_lshrrev_b32_e32 v8, 31, v7
	v_ashrrev_i32_e32 v7, 6, v7
	v_add_u32_e32 v7, v7, v8
	v_mul_lo_u32 v7, v7, s2
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v6, v6, 2, s3
	scratch_load_dword v6, v6, off
	s_add_i32 s0, s0, 37
	s_cmpk_eq_i32 s0, 0x1ce8
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v6, v1
	s_cbranch_scc0 .LBB13_3
; %bb.4:
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	global_store_dword v[2:3], v1, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end13:
	.size	__clang_ocl_kern_imp_private_scratch, .Lfunc_end13-__clang_ocl_kern_imp_private_scratch
                                        ; -- End function
	.set __clang_ocl_kern_imp_private_scratch.num_vgpr, 32
	.set __clang_ocl_kern_imp_private_scratch.num_agpr, 0
	.set __clang_ocl_kern_imp_private_scratch.numbered_sgpr, 33
	.set __clang_ocl_kern_imp_private_scratch.num_named_barrier, 0
	.set __clang_ocl_kern_imp_private_scratch.private_seg_size, 804
	.set __clang_ocl_kern_imp_private_scratch.uses_vcc, 0
	.set __clang_ocl_kern_imp_private_scratch.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_private_scratch.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_private_scratch.has_recursion, 0
	.set __clang_ocl_kern_imp_private_scratch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 204
; TotalNumSgprs: 39
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 804
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 40
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 33
	.set amdgpu.max_num_named_barrier, 0
	.text
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
    .vgpr_count:     4
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
        .name:           y
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         branchy.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
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
        .name:           y
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
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uses_dynamic_stack: false
    .vgpr_count:     38
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
        .name:           y
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
      - .name:           n
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
    .sgpr_count:     14
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
        .name:           y
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
        .name:           y
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         private_scratch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
