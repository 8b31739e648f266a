	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	sat32                   ; -- Begin function sat32
	.globl	sat32
	.p2align	8
	.type	sat32,@function
sat32:                                  ; @sat32
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_load_dwordx4 s[0:3], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[0:1]
	global_load_dword v8, v[2:3], off
	global_load_dword v9, v[4:5], off
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v8, v8, v9 clamp
	global_store_dword v[6:7], v8, off
	global_load_dword v8, v[2:3], off
	s_nop 0
	global_load_dword v9, v[4:5], off
	v_lshl_add_u64 v[6:7], s[10:11], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v8, v8, v9 clamp
	global_store_dword v[6:7], v8, off
	global_load_dword v8, v[2:3], off
	s_nop 0
	global_load_dword v9, v[4:5], off
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_i32 v8, v8, v9 clamp
	global_store_dword v[6:7], v8, off
	global_load_dword v6, v[2:3], off
	s_nop 0
	global_load_dword v7, v[4:5], off
	s_waitcnt vmcnt(0)
	v_sub_i32 v2, v6, v7 clamp
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sat32
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
		.amdhsa_next_free_vgpr 10
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
.Lfunc_end0:
	.size	sat32, .Lfunc_end0-sat32
                                        ; -- End function
	.set sat32.num_vgpr, 10
	.set sat32.num_agpr, 0
	.set sat32.numbered_sgpr, 12
	.set sat32.num_named_barrier, 0
	.set sat32.private_seg_size, 0
	.set sat32.uses_vcc, 0
	.set sat32.uses_flat_scratch, 0
	.set sat32.has_dyn_sized_stack, 0
	.set sat32.has_recursion, 0
	.set sat32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 248
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
	.protected	__clang_ocl_kern_imp_sat32 ; -- Begin function __clang_ocl_kern_imp_sat32
	.globl	__clang_ocl_kern_imp_sat32
	.p2align	2
	.type	__clang_ocl_kern_imp_sat32,@function
__clang_ocl_kern_imp_sat32:             ; @__clang_ocl_kern_imp_sat32
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v12, 0x3ff, v31
	v_lshl_add_u32 v12, s12, 6, v12
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[12:13]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[12:13]
	global_load_dword v14, v[0:1], off
	global_load_dword v15, v[2:3], off
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[12:13]
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v14, v14, v15 clamp
	global_store_dword v[4:5], v14, off
	global_load_dword v14, v[0:1], off
	s_nop 0
	global_load_dword v15, v[2:3], off
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[12:13]
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v6, v14, v15 clamp
	global_store_dword v[4:5], v6, off
	global_load_dword v6, v[0:1], off
	s_nop 0
	global_load_dword v7, v[2:3], off
	v_lshl_add_u64 v[4:5], v[8:9], 0, v[12:13]
	s_waitcnt vmcnt(0)
	v_add_i32 v6, v6, v7 clamp
	global_store_dword v[4:5], v6, off
	global_load_dword v4, v[0:1], off
	s_nop 0
	global_load_dword v5, v[2:3], off
	v_lshl_add_u64 v[0:1], v[10:11], 0, v[12:13]
	s_waitcnt vmcnt(0)
	v_sub_i32 v2, v4, v5 clamp
	global_store_dword v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_sat32, .Lfunc_end1-__clang_ocl_kern_imp_sat32
                                        ; -- End function
	.set __clang_ocl_kern_imp_sat32.num_vgpr, 32
	.set __clang_ocl_kern_imp_sat32.num_agpr, 0
	.set __clang_ocl_kern_imp_sat32.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_sat32.num_named_barrier, 0
	.set __clang_ocl_kern_imp_sat32.private_seg_size, 0
	.set __clang_ocl_kern_imp_sat32.uses_vcc, 0
	.set __clang_ocl_kern_imp_sat32.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_sat32.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_sat32.has_recursion, 0
	.set __clang_ocl_kern_imp_sat32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 244
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 1
	.text
	.protected	sat16                   ; -- Begin function sat16
	.globl	sat16
	.p2align	8
	.type	sat16,@function
sat16:                                  ; @sat16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_load_dwordx4 s[0:3], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[0:1]
	global_load_ushort v8, v[2:3], off
	global_load_ushort v9, v[4:5], off
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_u16_e64 v8, v8, v9 clamp
	global_store_short v[6:7], v8, off
	global_load_ushort v8, v[2:3], off
	s_nop 0
	global_load_ushort v9, v[4:5], off
	v_lshl_add_u64 v[6:7], s[10:11], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_sub_u16_e64 v8, v8, v9 clamp
	global_store_short v[6:7], v8, off
	global_load_ushort v8, v[2:3], off
	s_nop 0
	global_load_ushort v9, v[4:5], off
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_i16 v8, v8, v9 clamp
	global_store_short v[6:7], v8, off
	global_load_ushort v6, v[2:3], off
	s_nop 0
	global_load_ushort v7, v[4:5], off
	s_waitcnt vmcnt(0)
	v_sub_i16 v2, v6, v7 clamp
	global_store_short v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sat16
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
		.amdhsa_next_free_vgpr 10
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
	.size	sat16, .Lfunc_end2-sat16
                                        ; -- End function
	.set sat16.num_vgpr, 10
	.set sat16.num_agpr, 0
	.set sat16.numbered_sgpr, 12
	.set sat16.num_named_barrier, 0
	.set sat16.private_seg_size, 0
	.set sat16.uses_vcc, 0
	.set sat16.uses_flat_scratch, 0
	.set sat16.has_dyn_sized_stack, 0
	.set sat16.has_recursion, 0
	.set sat16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 248
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
	.protected	__clang_ocl_kern_imp_sat16 ; -- Begin function __clang_ocl_kern_imp_sat16
	.globl	__clang_ocl_kern_imp_sat16
	.p2align	2
	.type	__clang_ocl_kern_imp_sat16,@function
__clang_ocl_kern_imp_sat16:             ; @__clang_ocl_kern_imp_sat16
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v12, 0x3ff, v31
	v_lshl_add_u32 v12, s12, 6, v12
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[12:13]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[12:13]
	global_load_ushort v14, v[0:1], off
	global_load_ushort v15, v[2:3], off
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[12:13]
	s_waitcnt vmcnt(0)
	v_add_u16_e64 v14, v14, v15 clamp
	global_store_short v[4:5], v14, off
	global_load_ushort v14, v[0:1], off
	s_nop 0
	global_load_ushort v15, v[2:3], off
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[12:13]
	s_waitcnt vmcnt(0)
	v_sub_u16_e64 v6, v14, v15 clamp
	global_store_short v[4:5], v6, off
	global_load_ushort v6, v[0:1], off
	s_nop 0
	global_load_ushort v7, v[2:3], off
	v_lshl_add_u64 v[4:5], v[8:9], 0, v[12:13]
	s_waitcnt vmcnt(0)
	v_add_i16 v6, v6, v7 clamp
	global_store_short v[4:5], v6, off
	global_load_ushort v4, v[0:1], off
	s_nop 0
	global_load_ushort v5, v[2:3], off
	v_lshl_add_u64 v[0:1], v[10:11], 0, v[12:13]
	s_waitcnt vmcnt(0)
	v_sub_i16 v2, v4, v5 clamp
	global_store_short v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_sat16, .Lfunc_end3-__clang_ocl_kern_imp_sat16
                                        ; -- End function
	.set __clang_ocl_kern_imp_sat16.num_vgpr, 32
	.set __clang_ocl_kern_imp_sat16.num_agpr, 0
	.set __clang_ocl_kern_imp_sat16.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_sat16.num_named_barrier, 0
	.set __clang_ocl_kern_imp_sat16.private_seg_size, 0
	.set __clang_ocl_kern_imp_sat16.uses_vcc, 0
	.set __clang_ocl_kern_imp_sat16.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_sat16.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_sat16.has_recursion, 0
	.set __clang_ocl_kern_imp_sat16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 244
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 1
	.text
	.protected	sat_pk                  ; -- Begin function sat_pk
	.globl	sat_pk
	.p2align	8
	.type	sat_pk,@function
sat_pk:                                 ; @sat_pk
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[0:1]
	global_load_dword v8, v[2:3], off
	global_load_dword v9, v[4:5], off
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[10:11], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_pk_add_u16 v8, v8, v9 clamp
	global_store_dword v[6:7], v8, off
	global_load_dword v6, v[2:3], off
	s_nop 0
	global_load_dword v7, v[4:5], off
	s_waitcnt vmcnt(0)
	v_pk_sub_i16 v2, v6, v7 clamp
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sat_pk
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
	.size	sat_pk, .Lfunc_end4-sat_pk
                                        ; -- End function
	.set sat_pk.num_vgpr, 10
	.set sat_pk.num_agpr, 0
	.set sat_pk.numbered_sgpr, 12
	.set sat_pk.num_named_barrier, 0
	.set sat_pk.private_seg_size, 0
	.set sat_pk.uses_vcc, 0
	.set sat_pk.uses_flat_scratch, 0
	.set sat_pk.has_dyn_sized_stack, 0
	.set sat_pk.has_recursion, 0
	.set sat_pk.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
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
	.protected	__clang_ocl_kern_imp_sat_pk ; -- Begin function __clang_ocl_kern_imp_sat_pk
	.globl	__clang_ocl_kern_imp_sat_pk
	.p2align	2
	.type	__clang_ocl_kern_imp_sat_pk,@function
__clang_ocl_kern_imp_sat_pk:            ; @__clang_ocl_kern_imp_sat_pk
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v8, 0x3ff, v31
	v_lshl_add_u32 v8, s12, 6, v8
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[8:9]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[8:9]
	global_load_dword v10, v[0:1], off
	global_load_dword v11, v[2:3], off
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[8:9]
	s_waitcnt vmcnt(0)
	v_pk_add_u16 v10, v10, v11 clamp
	global_store_dword v[4:5], v10, off
	global_load_dword v4, v[0:1], off
	s_nop 0
	global_load_dword v5, v[2:3], off
	v_lshl_add_u64 v[0:1], v[6:7], 0, v[8:9]
	s_waitcnt vmcnt(0)
	v_pk_sub_i16 v2, v4, v5 clamp
	global_store_dword v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_sat_pk, .Lfunc_end5-__clang_ocl_kern_imp_sat_pk
                                        ; -- End function
	.set __clang_ocl_kern_imp_sat_pk.num_vgpr, 32
	.set __clang_ocl_kern_imp_sat_pk.num_agpr, 0
	.set __clang_ocl_kern_imp_sat_pk.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_sat_pk.num_named_barrier, 0
	.set __clang_ocl_kern_imp_sat_pk.private_seg_size, 0
	.set __clang_ocl_kern_imp_sat_pk.uses_vcc, 0
	.set __clang_ocl_kern_imp_sat_pk.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_sat_pk.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_sat_pk.has_recursion, 0
	.set __clang_ocl_kern_imp_sat_pk.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 148
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .name:           b
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           us
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ud
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ss
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           sd
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           sat32
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sat32.kd
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
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .name:           b
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           us
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ud
        .offset:         24
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ss
        .offset:         32
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           sd
        .offset:         40
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           sat16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sat16.kd
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
        .type_name:      'ushort2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .name:           b
        .offset:         8
        .size:           8
        .type_name:      'ushort2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           s
        .offset:         16
        .size:           8
        .type_name:      'ushort2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           d
        .offset:         24
        .size:           8
        .type_name:      'short2*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           sat_pk
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sat_pk.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
