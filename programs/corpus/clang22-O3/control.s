	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
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
	v_mov_b32_e32 v3, 0
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
	.set collatz.num_vgpr, 6
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
; codeLenInByte = 204
; TotalNumSgprs: 18
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
	s_cbranch_execz .LBB2_6
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
.LBB2_6:
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
	.set branchy.num_vgpr, 6
	.set branchy.num_agpr, 0
	.set branchy.numbered_sgpr, 8
	.set branchy.num_named_barrier, 0
	.set branchy.private_seg_size, 0
	.set branchy.uses_vcc, 1
	.set branchy.uses_flat_scratch, 0
	.set branchy.has_dyn_sized_stack, 0
	.set branchy.has_recursion, 0
	.set branchy.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
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
	s_cbranch_execnz .LBB3_3
; %bb.1:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execnz .LBB3_8
.LBB3_2:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	global_store_dword v[2:3], v0, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.LBB3_3:
	s_movk_i32 s2, 0xff9b
	v_cmp_lt_i32_e32 vcc, s2, v1
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.4:
	v_add_u32_e32 v0, 7, v1
                                        ; implicit-def: $vgpr1
; %bb.5:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
; %bb.6:
	v_sub_u32_e32 v0, 0, v1
; %bb.7:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr1
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB3_2
.LBB3_8:
	v_lshlrev_b32_e32 v0, 1, v1
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
; codeLenInByte = 172
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
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	global_load_dword v2, v[2:3], off
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v34, 31, v2
	v_xad_u32 v3, v2, 1, v2
	v_xor_b32_e32 v4, 2, v2
	v_xor_b32_e32 v18, 16, v2
	v_lshl_add_u32 v35, v2, 4, v2
	v_cmp_eq_u32_e32 vcc, 1, v34
	v_lshl_add_u32 v5, v2, 1, v2
	v_lshl_add_u32 v33, v2, 1, v4
	v_lshl_add_u32 v19, v2, 4, v18
	v_xad_u32 v18, v2, 17, v35
	v_cndmask_b32_e32 v35, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v34
	v_xor_b32_e32 v6, 4, v2
	v_xad_u32 v32, v2, 3, v5
	v_cndmask_b32_e32 v35, v35, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v34
	v_lshl_add_u32 v7, v2, 2, v2
	v_lshl_add_u32 v31, v2, 2, v6
	v_cndmask_b32_e32 v35, v35, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v34
	v_mul_lo_u32 v8, v2, 6
	v_xad_u32 v30, v2, 5, v7
	v_cndmask_b32_e32 v35, v35, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v34
	v_mul_lo_u32 v9, v2, 7
	v_xad_u32 v29, v2, 6, v8
	v_cndmask_b32_e32 v35, v35, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v34
	v_xor_b32_e32 v10, 8, v2
	v_xad_u32 v28, v2, 7, v9
	v_cndmask_b32_e32 v35, v35, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v34
	v_lshl_add_u32 v11, v2, 3, v2
	v_lshl_add_u32 v27, v2, 3, v10
	v_cndmask_b32_e32 v35, v35, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v34
	v_mul_lo_u32 v12, v2, 10
	v_xad_u32 v26, v2, 9, v11
	v_cndmask_b32_e32 v35, v35, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v34
	v_mul_lo_u32 v13, v2, 11
	v_xad_u32 v25, v2, 10, v12
	v_cndmask_b32_e32 v35, v35, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v34
	v_mul_lo_u32 v14, v2, 12
	v_xad_u32 v24, v2, 11, v13
	v_cndmask_b32_e32 v35, v35, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v34
	v_mul_lo_u32 v15, v2, 13
	v_xad_u32 v23, v2, 12, v14
	v_cndmask_b32_e32 v35, v35, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v34
	v_mul_lo_u32 v16, v2, 14
	v_xad_u32 v22, v2, 13, v15
	v_cndmask_b32_e32 v35, v35, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v34
	v_mul_lo_u32 v17, v2, 15
	v_xad_u32 v21, v2, 14, v16
	v_cndmask_b32_e32 v35, v35, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v34
	v_xad_u32 v20, v2, 15, v17
	v_mul_lo_u32 v36, v2, 18
	v_cndmask_b32_e32 v35, v35, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v34
	v_mul_lo_u32 v37, v2, 19
	v_xad_u32 v17, v2, 18, v36
	v_cndmask_b32_e32 v35, v35, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v34
	v_mul_lo_u32 v38, v2, 20
	v_xad_u32 v16, v2, 19, v37
	v_cndmask_b32_e32 v35, v35, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v34
	v_mul_lo_u32 v39, v2, 21
	v_xad_u32 v15, v2, 20, v38
	v_cndmask_b32_e32 v35, v35, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v34
	v_mul_lo_u32 v40, v2, 22
	v_xad_u32 v14, v2, 21, v39
	v_cndmask_b32_e32 v35, v35, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v34
	v_mul_lo_u32 v41, v2, 23
	v_xad_u32 v13, v2, 22, v40
	v_cndmask_b32_e32 v35, v35, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v34
	v_mul_lo_u32 v42, v2, 24
	v_xad_u32 v12, v2, 23, v41
	v_cndmask_b32_e32 v35, v35, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v34
	v_mul_lo_u32 v43, v2, 25
	v_xad_u32 v11, v2, 24, v42
	v_cndmask_b32_e32 v35, v35, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v34
	v_mul_lo_u32 v44, v2, 26
	v_xad_u32 v10, v2, 25, v43
	v_cndmask_b32_e32 v35, v35, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v34
	v_mul_lo_u32 v45, v2, 27
	v_xad_u32 v9, v2, 26, v44
	v_cndmask_b32_e32 v35, v35, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v34
	v_mul_lo_u32 v46, v2, 28
	v_xad_u32 v8, v2, 27, v45
	v_cndmask_b32_e32 v35, v35, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v34
	v_mul_lo_u32 v47, v2, 29
	v_xad_u32 v7, v2, 28, v46
	v_cndmask_b32_e32 v35, v35, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v34
	v_mul_lo_u32 v48, v2, 30
	v_xad_u32 v6, v2, 29, v47
	v_cndmask_b32_e32 v35, v35, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v34
	v_mul_lo_u32 v49, v2, 31
	v_xad_u32 v5, v2, 30, v48
	v_cndmask_b32_e32 v35, v35, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v34
	v_add_u32_e32 v36, 7, v2
	v_xad_u32 v4, v2, 31, v49
	v_cndmask_b32_e32 v35, v35, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v34
	v_and_b32_e32 v36, 31, v36
	s_nop 0
	v_cndmask_b32_e32 v35, v35, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v34
	s_nop 1
	v_cndmask_b32_e32 v35, v35, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v34
	v_xor_b32_e32 v34, 16, v34
	s_nop 0
	v_cndmask_b32_e32 v35, v35, v4, vcc
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v4, vcc
	v_add_u32_e32 v35, v36, v35
	v_add_u32_e32 v36, 14, v2
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v4, vcc
	v_add_u32_e32 v37, 21, v2
	v_and_b32_e32 v37, 31, v37
	v_cmp_eq_u32_e32 vcc, 1, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v37
	s_nop 1
	v_cndmask_b32_e32 v37, v38, v4, vcc
	v_add3_u32 v35, v36, v35, v37
	v_add_u32_e32 v36, 28, v2
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v4, vcc
	v_add_u32_e32 v37, 3, v2
	v_and_b32_e32 v37, 31, v37
	v_cmp_eq_u32_e32 vcc, 1, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v37
	s_nop 1
	v_cndmask_b32_e32 v37, v38, v4, vcc
	v_add3_u32 v35, v36, v35, v37
	v_add_u32_e32 v36, 10, v2
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v4, vcc
	v_add_u32_e32 v37, 17, v2
	v_and_b32_e32 v37, 31, v37
	v_cmp_eq_u32_e32 vcc, 1, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v37
	s_nop 1
	v_cndmask_b32_e32 v37, v38, v4, vcc
	v_add3_u32 v35, v36, v35, v37
	v_add_u32_e32 v36, 24, v2
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v4, vcc
	v_add_u32_e32 v37, -1, v2
	v_and_b32_e32 v37, 31, v37
	v_cmp_eq_u32_e32 vcc, 1, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v37
	s_nop 1
	v_cndmask_b32_e32 v37, v38, v4, vcc
	v_add3_u32 v35, v36, v35, v37
	v_add_u32_e32 v36, 6, v2
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v4, vcc
	v_add_u32_e32 v37, 13, v2
	v_and_b32_e32 v37, 31, v37
	v_cmp_eq_u32_e32 vcc, 1, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v37
	s_nop 1
	v_cndmask_b32_e32 v37, v38, v4, vcc
	v_add3_u32 v35, v36, v35, v37
	v_add_u32_e32 v36, 20, v2
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v4, vcc
	v_add_u32_e32 v37, 27, v2
	v_and_b32_e32 v37, 31, v37
	v_cmp_eq_u32_e32 vcc, 1, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v37
	s_nop 1
	v_cndmask_b32_e32 v37, v38, v4, vcc
	v_add3_u32 v35, v36, v35, v37
	v_add_u32_e32 v36, 2, v2
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v4, vcc
	v_add_u32_e32 v37, 9, v2
	v_and_b32_e32 v37, 31, v37
	v_cmp_eq_u32_e32 vcc, 1, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v37
	s_nop 1
	v_cndmask_b32_e32 v37, v38, v4, vcc
	v_cmp_eq_u32_e32 vcc, 1, v34
	v_add3_u32 v35, v36, v35, v37
	s_nop 0
	v_cndmask_b32_e32 v36, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v34
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v34
	s_nop 1
	v_cndmask_b32_e32 v34, v36, v4, vcc
	v_add_u32_e32 v36, 23, v2
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v4, vcc
	v_add3_u32 v34, v34, v35, v36
	v_add_u32_e32 v35, 30, v2
	v_and_b32_e32 v35, 31, v35
	v_cmp_eq_u32_e32 vcc, 1, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v35
	s_nop 1
	v_cndmask_b32_e32 v35, v36, v4, vcc
	v_add_u32_e32 v36, 5, v2
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v4, vcc
	v_add3_u32 v34, v35, v34, v36
	v_add_u32_e32 v35, 12, v2
	v_and_b32_e32 v35, 31, v35
	v_cmp_eq_u32_e32 vcc, 1, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v35
	s_nop 1
	v_cndmask_b32_e32 v35, v36, v4, vcc
	v_add_u32_e32 v36, 19, v2
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v4, vcc
	v_add3_u32 v34, v35, v34, v36
	v_add_u32_e32 v35, 26, v2
	v_and_b32_e32 v35, 31, v35
	v_cmp_eq_u32_e32 vcc, 1, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v35
	s_nop 1
	v_cndmask_b32_e32 v35, v36, v4, vcc
	v_add_u32_e32 v36, 1, v2
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v4, vcc
	v_add3_u32 v34, v35, v34, v36
	v_add_u32_e32 v35, 8, v2
	v_and_b32_e32 v35, 31, v35
	v_cmp_eq_u32_e32 vcc, 1, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v35
	s_nop 1
	v_cndmask_b32_e32 v35, v36, v4, vcc
	v_add_u32_e32 v36, 15, v2
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v4, vcc
	v_add3_u32 v34, v35, v34, v36
	v_add_u32_e32 v35, 22, v2
	v_and_b32_e32 v35, 31, v35
	v_cmp_eq_u32_e32 vcc, 1, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v35
	s_nop 1
	v_cndmask_b32_e32 v35, v36, v4, vcc
	v_add_u32_e32 v36, 29, v2
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v4, vcc
	v_add3_u32 v34, v35, v34, v36
	v_add_u32_e32 v35, 4, v2
	v_and_b32_e32 v35, 31, v35
	v_cmp_eq_u32_e32 vcc, 1, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v35
	s_nop 1
	v_cndmask_b32_e32 v35, v36, v4, vcc
	v_add_u32_e32 v36, 11, v2
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v37, v4, vcc
	v_add3_u32 v34, v35, v34, v36
	v_add_u32_e32 v35, 18, v2
	v_and_b32_e32 v35, 31, v35
	v_cmp_eq_u32_e32 vcc, 1, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v35
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v35
	s_nop 1
	v_cndmask_b32_e32 v35, v36, v4, vcc
	v_add_u32_e32 v36, 25, v2
	v_and_b32_e32 v36, 31, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v33, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v32, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v31, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v30, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v29, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v28, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v27, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v26, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v24, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v23, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v22, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v21, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v20, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v19, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v18, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v17, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v16, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v15, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v14, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v13, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v12, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v11, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v10, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v9, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v8, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v7, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_add3_u32 v2, v35, v34, v2
	global_store_dword v[0:1], v2, off
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
		.amdhsa_next_free_vgpr 50
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 52
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
	.set private_array.num_vgpr, 50
	.set private_array.num_agpr, 0
	.set private_array.numbered_sgpr, 8
	.set private_array.num_named_barrier, 0
	.set private_array.private_seg_size, 0
	.set private_array.uses_vcc, 1
	.set private_array.uses_flat_scratch, 0
	.set private_array.has_dyn_sized_stack, 0
	.set private_array.has_recursion, 0
	.set private_array.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12708
; TotalNumSgprs: 14
; NumVgprs: 50
; NumAgprs: 0
; TotalNumVgprs: 50
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 50
; AccumOffset: 52
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 12
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
	v_lshl_add_u32 v4, s12, 6, v4
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v36, 31, v0
	v_xad_u32 v1, v0, 1, v0
	v_xor_b32_e32 v6, 2, v0
	v_xor_b32_e32 v20, 16, v0
	v_lshl_add_u32 v37, v0, 4, v0
	v_cmp_eq_u32_e32 vcc, 1, v36
	v_lshl_add_u32 v7, v0, 1, v0
	v_lshl_add_u32 v35, v0, 1, v6
	v_lshl_add_u32 v21, v0, 4, v20
	v_xad_u32 v20, v0, 17, v37
	v_cndmask_b32_e32 v37, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	v_xor_b32_e32 v8, 4, v0
	v_xad_u32 v34, v0, 3, v7
	v_cndmask_b32_e32 v37, v37, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	v_lshl_add_u32 v9, v0, 2, v0
	v_lshl_add_u32 v33, v0, 2, v8
	v_cndmask_b32_e32 v37, v37, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	v_mul_lo_u32 v10, v0, 6
	v_xad_u32 v32, v0, 5, v9
	v_cndmask_b32_e32 v37, v37, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	v_mul_lo_u32 v11, v0, 7
	v_xad_u32 v31, v0, 6, v10
	v_cndmask_b32_e32 v37, v37, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	v_xor_b32_e32 v12, 8, v0
	v_xad_u32 v30, v0, 7, v11
	v_cndmask_b32_e32 v37, v37, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	v_lshl_add_u32 v13, v0, 3, v0
	v_lshl_add_u32 v29, v0, 3, v12
	v_cndmask_b32_e32 v37, v37, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	v_mul_lo_u32 v14, v0, 10
	v_xad_u32 v28, v0, 9, v13
	v_cndmask_b32_e32 v37, v37, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	v_mul_lo_u32 v15, v0, 11
	v_xad_u32 v27, v0, 10, v14
	v_cndmask_b32_e32 v37, v37, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	v_mul_lo_u32 v16, v0, 12
	v_xad_u32 v26, v0, 11, v15
	v_cndmask_b32_e32 v37, v37, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	v_mul_lo_u32 v17, v0, 13
	v_xad_u32 v25, v0, 12, v16
	v_cndmask_b32_e32 v37, v37, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	v_mul_lo_u32 v18, v0, 14
	v_xad_u32 v24, v0, 13, v17
	v_cndmask_b32_e32 v37, v37, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	v_mul_lo_u32 v19, v0, 15
	v_xad_u32 v23, v0, 14, v18
	v_cndmask_b32_e32 v37, v37, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	v_xad_u32 v22, v0, 15, v19
	v_mul_lo_u32 v38, v0, 18
	v_cndmask_b32_e32 v37, v37, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	v_mul_lo_u32 v39, v0, 19
	v_xad_u32 v19, v0, 18, v38
	v_cndmask_b32_e32 v37, v37, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	v_mul_lo_u32 v48, v0, 20
	v_xad_u32 v18, v0, 19, v39
	v_cndmask_b32_e32 v37, v37, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	v_mul_lo_u32 v49, v0, 21
	v_xad_u32 v17, v0, 20, v48
	v_cndmask_b32_e32 v37, v37, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	v_mul_lo_u32 v50, v0, 22
	v_xad_u32 v16, v0, 21, v49
	v_cndmask_b32_e32 v37, v37, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	v_mul_lo_u32 v51, v0, 23
	v_xad_u32 v15, v0, 22, v50
	v_cndmask_b32_e32 v37, v37, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	v_mul_lo_u32 v52, v0, 24
	v_xad_u32 v14, v0, 23, v51
	v_cndmask_b32_e32 v37, v37, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	v_mul_lo_u32 v53, v0, 25
	v_xad_u32 v13, v0, 24, v52
	v_cndmask_b32_e32 v37, v37, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	v_mul_lo_u32 v54, v0, 26
	v_xad_u32 v12, v0, 25, v53
	v_cndmask_b32_e32 v37, v37, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	v_mul_lo_u32 v55, v0, 27
	v_xad_u32 v11, v0, 26, v54
	v_cndmask_b32_e32 v37, v37, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	v_mul_lo_u32 v64, v0, 28
	v_xad_u32 v10, v0, 27, v55
	v_cndmask_b32_e32 v37, v37, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	v_mul_lo_u32 v65, v0, 29
	v_xad_u32 v9, v0, 28, v64
	v_cndmask_b32_e32 v37, v37, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	v_mul_lo_u32 v66, v0, 30
	v_xad_u32 v8, v0, 29, v65
	v_cndmask_b32_e32 v37, v37, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	v_mul_lo_u32 v67, v0, 31
	v_xad_u32 v7, v0, 30, v66
	v_cndmask_b32_e32 v37, v37, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	v_add_u32_e32 v38, 7, v0
	v_xad_u32 v6, v0, 31, v67
	v_cndmask_b32_e32 v37, v37, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	v_and_b32_e32 v38, 31, v38
	s_nop 0
	v_cndmask_b32_e32 v37, v37, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v37, v37, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	v_xor_b32_e32 v36, 16, v36
	s_nop 0
	v_cndmask_b32_e32 v37, v37, v6, vcc
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v6, vcc
	v_add_u32_e32 v37, v38, v37
	v_add_u32_e32 v38, 14, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v6, vcc
	v_add_u32_e32 v39, 21, v0
	v_and_b32_e32 v39, 31, v39
	v_cmp_eq_u32_e32 vcc, 1, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v39
	s_nop 1
	v_cndmask_b32_e32 v39, v48, v6, vcc
	v_add3_u32 v37, v38, v37, v39
	v_add_u32_e32 v38, 28, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v6, vcc
	v_add_u32_e32 v39, 3, v0
	v_and_b32_e32 v39, 31, v39
	v_cmp_eq_u32_e32 vcc, 1, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v39
	s_nop 1
	v_cndmask_b32_e32 v39, v48, v6, vcc
	v_add3_u32 v37, v38, v37, v39
	v_add_u32_e32 v38, 10, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v6, vcc
	v_add_u32_e32 v39, 17, v0
	v_and_b32_e32 v39, 31, v39
	v_cmp_eq_u32_e32 vcc, 1, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v39
	s_nop 1
	v_cndmask_b32_e32 v39, v48, v6, vcc
	v_add3_u32 v37, v38, v37, v39
	v_add_u32_e32 v38, 24, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v6, vcc
	v_add_u32_e32 v39, -1, v0
	v_and_b32_e32 v39, 31, v39
	v_cmp_eq_u32_e32 vcc, 1, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v39
	s_nop 1
	v_cndmask_b32_e32 v39, v48, v6, vcc
	v_add3_u32 v37, v38, v37, v39
	v_add_u32_e32 v38, 6, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v6, vcc
	v_add_u32_e32 v39, 13, v0
	v_and_b32_e32 v39, 31, v39
	v_cmp_eq_u32_e32 vcc, 1, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v39
	s_nop 1
	v_cndmask_b32_e32 v39, v48, v6, vcc
	v_add3_u32 v37, v38, v37, v39
	v_add_u32_e32 v38, 20, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v6, vcc
	v_add_u32_e32 v39, 27, v0
	v_and_b32_e32 v39, 31, v39
	v_cmp_eq_u32_e32 vcc, 1, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v39
	s_nop 1
	v_cndmask_b32_e32 v39, v48, v6, vcc
	v_add3_u32 v37, v38, v37, v39
	v_add_u32_e32 v38, 2, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v6, vcc
	v_add_u32_e32 v39, 9, v0
	v_and_b32_e32 v39, 31, v39
	v_cmp_eq_u32_e32 vcc, 1, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v39
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v39
	s_nop 1
	v_cndmask_b32_e32 v39, v48, v6, vcc
	v_cmp_eq_u32_e32 vcc, 1, v36
	v_add3_u32 v37, v38, v37, v39
	s_nop 0
	v_cndmask_b32_e32 v38, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v36
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v38, v6, vcc
	v_add_u32_e32 v38, 23, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v6, vcc
	v_add3_u32 v36, v36, v37, v38
	v_add_u32_e32 v37, 30, v0
	v_and_b32_e32 v37, 31, v37
	v_cmp_eq_u32_e32 vcc, 1, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v37
	s_nop 1
	v_cndmask_b32_e32 v37, v38, v6, vcc
	v_add_u32_e32 v38, 5, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v6, vcc
	v_add3_u32 v36, v37, v36, v38
	v_add_u32_e32 v37, 12, v0
	v_and_b32_e32 v37, 31, v37
	v_cmp_eq_u32_e32 vcc, 1, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v37
	s_nop 1
	v_cndmask_b32_e32 v37, v38, v6, vcc
	v_add_u32_e32 v38, 19, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v6, vcc
	v_add3_u32 v36, v37, v36, v38
	v_add_u32_e32 v37, 26, v0
	v_and_b32_e32 v37, 31, v37
	v_cmp_eq_u32_e32 vcc, 1, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v37
	s_nop 1
	v_cndmask_b32_e32 v37, v38, v6, vcc
	v_add_u32_e32 v38, 1, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v6, vcc
	v_add3_u32 v36, v37, v36, v38
	v_add_u32_e32 v37, 8, v0
	v_and_b32_e32 v37, 31, v37
	v_cmp_eq_u32_e32 vcc, 1, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v37
	s_nop 1
	v_cndmask_b32_e32 v37, v38, v6, vcc
	v_add_u32_e32 v38, 15, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v6, vcc
	v_add3_u32 v36, v37, v36, v38
	v_add_u32_e32 v37, 22, v0
	v_and_b32_e32 v37, 31, v37
	v_cmp_eq_u32_e32 vcc, 1, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v37
	s_nop 1
	v_cndmask_b32_e32 v37, v38, v6, vcc
	v_add_u32_e32 v38, 29, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v6, vcc
	v_add3_u32 v36, v37, v36, v38
	v_add_u32_e32 v37, 4, v0
	v_and_b32_e32 v37, 31, v37
	v_cmp_eq_u32_e32 vcc, 1, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v37
	s_nop 1
	v_cndmask_b32_e32 v37, v38, v6, vcc
	v_add_u32_e32 v38, 11, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v39, v39, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v39, v6, vcc
	v_add3_u32 v36, v37, v36, v38
	v_add_u32_e32 v37, 18, v0
	v_and_b32_e32 v37, 31, v37
	v_cmp_eq_u32_e32 vcc, 1, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v37
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v37
	s_nop 1
	v_cndmask_b32_e32 v37, v38, v6, vcc
	v_add_u32_e32 v38, 25, v0
	v_and_b32_e32 v38, 31, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v35, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v34, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v33, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v32, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v31, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v30, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v29, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v28, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v27, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v26, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v24, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v23, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v22, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v21, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v20, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v19, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v18, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v17, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v16, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v15, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v14, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v13, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v12, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v11, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v10, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v9, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v8, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v7, vcc
	v_cmp_eq_u32_e32 vcc, 31, v38
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v6, vcc
	v_add3_u32 v6, v37, v36, v0
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[4:5]
	global_store_dword v[0:1], v6, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_private_array, .Lfunc_end5-__clang_ocl_kern_imp_private_array
                                        ; -- End function
	.set __clang_ocl_kern_imp_private_array.num_vgpr, 68
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
; codeLenInByte = 12712
; TotalNumSgprs: 38
; NumVgprs: 68
; NumAgprs: 0
; TotalNumVgprs: 68
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
	s_load_dword s10, s[0:1], 0x18
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_lshl_add_u32 v0, s2, 6, v0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	s_cbranch_scc1 .LBB8_3
; %bb.1:
	v_cvt_f32_u32_e32 v1, s10
	s_sub_i32 s2, 0, s10
	s_mov_b32 s11, 0
	v_mov_b32_e32 v6, s6
	v_rcp_iflag_f32_e32 v1, v1
	v_mov_b32_e32 v7, s7
	s_lshl_b64 s[0:1], s[10:11], 2
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s2, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mad_u64_u32 v[4:5], s[2:3], v0, v1, 0
	v_mul_lo_u32 v1, v5, s10
	v_sub_u32_e32 v1, v0, v1
	v_subrev_u32_e32 v2, s10, v1
	v_cmp_le_u32_e32 vcc, s10, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_subrev_u32_e32 v2, s10, v1
	v_cmp_le_u32_e32 vcc, s10, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v1, v2, vcc
	v_sub_u32_e32 v4, v0, v2
	v_lshl_add_u64 v[6:7], v[2:3], 2, v[6:7]
	v_mov_b32_e32 v3, 0
.LBB8_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[4:5]
	global_load_dword v1, v[6:7], off
	global_load_dword v2, v[8:9], off
	s_add_i32 s10, s10, -1
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[0:1]
	v_add_u32_e32 v4, 1, v4
	s_cmp_lg_u32 s10, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, v2, v1
	s_cbranch_scc1 .LBB8_2
.LBB8_3:
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
	.set matmul_naive.numbered_sgpr, 12
	.set matmul_naive.num_named_barrier, 0
	.set matmul_naive.private_seg_size, 0
	.set matmul_naive.uses_vcc, 1
	.set matmul_naive.uses_flat_scratch, 0
	.set matmul_naive.has_dyn_sized_stack, 0
	.set matmul_naive.has_recursion, 0
	.set matmul_naive.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 268
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
	.protected	__clang_ocl_kern_imp_matmul_naive ; -- Begin function __clang_ocl_kern_imp_matmul_naive
	.globl	__clang_ocl_kern_imp_matmul_naive
	.p2align	2
	.type	__clang_ocl_kern_imp_matmul_naive,@function
__clang_ocl_kern_imp_matmul_naive:      ; @__clang_ocl_kern_imp_matmul_naive
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v7, 0x3ff, v31
	v_lshl_add_u32 v8, s12, 6, v7
	v_cmp_lt_i32_e32 vcc, 0, v6
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB9_4
; %bb.1:
	v_cvt_f32_u32_e32 v7, v6
	v_sub_u32_e32 v9, 0, v6
	s_mov_b64 s[2:3], 0
	v_rcp_iflag_f32_e32 v7, v7
	s_nop 0
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	v_cvt_u32_f32_e32 v12, v7
	v_mov_b32_e32 v7, v13
	v_lshlrev_b64 v[10:11], 2, v[6:7]
	v_mul_lo_u32 v7, v9, v12
	v_mul_hi_u32 v7, v12, v7
	v_add_u32_e32 v7, v12, v7
	v_mad_u64_u32 v[14:15], s[4:5], v8, v7, 0
	v_mul_lo_u32 v7, v15, v6
	v_sub_u32_e32 v7, v8, v7
	v_sub_u32_e32 v9, v7, v6
	v_cmp_ge_u32_e32 vcc, v7, v6
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_sub_u32_e32 v9, v7, v6
	v_cmp_ge_u32_e32 vcc, v7, v6
	s_nop 1
	v_cndmask_b32_e32 v12, v7, v9, vcc
	v_sub_u32_e32 v14, v8, v12
	v_lshl_add_u64 v[2:3], v[12:13], 2, v[2:3]
	v_mov_b32_e32 v7, 0
.LBB9_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[12:13], v[14:15], 2, v[0:1]
	global_load_dword v9, v[2:3], off
	v_add_u32_e32 v6, -1, v6
	global_load_dword v12, v[12:13], off
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[10:11]
	v_add_u32_e32 v14, 1, v14
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v7, v12, v9
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB9_2
; %bb.3:
	s_or_b64 exec, exec, s[2:3]
.LBB9_4:
	s_or_b64 exec, exec, s[0:1]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[4:5]
	global_store_dword v[0:1], v7, off
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
; codeLenInByte = 276
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
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 68
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uses_dynamic_stack: false
    .vgpr_count:     50
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
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
