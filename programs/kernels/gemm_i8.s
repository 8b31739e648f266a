	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	gemm_i8                 ; -- Begin function gemm_i8
	.globl	gemm_i8
	.p2align	8
	.type	gemm_i8,@function
gemm_i8:                                ; @gemm_i8
; %bb.0:
	s_load_dwordx2 s[10:11], s[0:1], 0x1c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_lshl_b32 s12, s2, 4
	v_and_b32_e32 v5, 15, v0
	s_mov_b32 s13, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s11, 0
	v_or_b32_e32 v4, s12, v5
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_or_b32_e32 v2, s12, v5
	s_lshl_b32 s2, s3, 4
	v_lshrrev_b32_e32 v3, 4, v0
	s_cbranch_execz .LBB0_4
; %bb.2:
	v_accvgpr_write_b32 a0, s13
	v_accvgpr_write_b32 a1, s13
	v_accvgpr_write_b32 a2, s13
	v_accvgpr_write_b32 a3, s13
	s_branch .LBB0_7
.LBB0_3:
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $vgpr2
	s_lshl_b32 s2, s3, 4
	v_lshrrev_b32_e32 v3, 4, v0
.LBB0_4:
	v_lshlrev_b32_e32 v0, 3, v3
	v_mul_lo_u32 v1, s10, v0
	s_add_i32 s0, s12, s10
	v_add_u32_e32 v2, s0, v1
	v_or_b32_e32 v1, 2, v0
	v_mul_lo_u32 v1, s10, v1
	v_add_u32_e32 v6, s12, v1
	v_or_b32_e32 v1, 3, v0
	v_mul_lo_u32 v1, s10, v1
	v_add_u32_e32 v7, s12, v1
	v_or_b32_e32 v1, 4, v0
	v_mul_lo_u32 v1, s10, v1
	v_add_u32_e32 v8, s12, v1
	v_or_b32_e32 v1, 5, v0
	v_mul_lo_u32 v1, s10, v1
	v_add_u32_e32 v9, s12, v1
	v_or_b32_e32 v1, 6, v0
	v_mul_lo_u32 v1, s10, v1
	v_add_u32_e32 v10, s12, v1
	v_or_b32_e32 v1, 7, v0
	v_mul_lo_u32 v1, s10, v1
	v_add_u32_e32 v11, s12, v1
	v_mul_lo_u32 v1, s10, v3
	v_lshl_add_u32 v12, v1, 3, s12
	v_add_u32_e32 v1, s2, v5
	s_lshl_b32 s0, s10, 5
	v_mad_u64_u32 v[0:1], s[12:13], s11, v1, v[0:1]
	s_mov_b32 s1, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v16, v5, v12
	v_add_u32_e32 v14, s1, v0
	v_add_u32_e32 v18, v5, v2
	v_add_u32_e32 v20, v5, v6
	v_add_u32_e32 v22, v5, v7
	v_add_u32_e32 v24, v5, v8
	v_add_u32_e32 v26, v5, v9
	v_add_u32_e32 v28, v5, v10
	v_add_u32_e32 v30, v5, v11
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[14:15], s[4:5], 0, v[14:15]
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[18:19]
	v_lshl_add_u64 v[20:21], s[6:7], 0, v[20:21]
	v_lshl_add_u64 v[22:23], s[6:7], 0, v[22:23]
	v_lshl_add_u64 v[24:25], s[6:7], 0, v[24:25]
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[26:27]
	v_lshl_add_u64 v[28:29], s[6:7], 0, v[28:29]
	v_lshl_add_u64 v[30:31], s[6:7], 0, v[30:31]
	global_load_ubyte v1, v[16:17], off
	global_load_ubyte v13, v[18:19], off
	global_load_ubyte v34, v[20:21], off
	global_load_ubyte v35, v[22:23], off
	global_load_dwordx2 v[32:33], v[14:15], off
	global_load_ubyte v36, v[26:27], off
	global_load_ubyte v37, v[28:29], off
	global_load_ubyte v38, v[24:25], off
	global_load_ubyte v39, v[30:31], off
	s_add_i32 s1, s1, 32
	v_add_u32_e32 v2, s0, v2
	v_add_u32_e32 v6, s0, v6
	v_add_u32_e32 v7, s0, v7
	v_add_u32_e32 v8, s0, v8
	v_add_u32_e32 v9, s0, v9
	v_add_u32_e32 v10, s0, v10
	v_add_u32_e32 v11, s0, v11
	s_cmp_lt_i32 s1, s11
	v_add_u32_e32 v12, s0, v12
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v1, 0xffff, v1
	s_waitcnt vmcnt(7)
	v_lshlrev_b32_e32 v13, 8, v13
	v_or_b32_e32 v1, v13, v1
	s_waitcnt vmcnt(6)
	v_lshlrev_b32_e32 v16, 16, v34
	s_waitcnt vmcnt(4)
	v_and_b32_e32 v15, 0xff00, v33
	v_and_b32_e32 v19, 0xff0000, v33
	v_and_b32_e32 v21, 0xff000000, v33
	v_or_b32_sdwa v13, v15, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or3_b32 v14, 0, v32, 0
	v_or3_b32 v15, v19, v13, v21
	v_lshlrev_b32_e32 v17, 24, v35
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v18, 8, v36
	v_or3_b32 v1, v1, v16, v17
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v20, 16, v37
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v22, 24, v39
	v_or3_b32 v18, v38, 0, v18
	v_or3_b32 v1, 0, v1, 0
	v_or3_b32 v17, v20, v18, v22
	v_or3_b32 v16, 0, v1, 0
	s_nop 1
	v_mfma_i32_16x16x32_i8 a[0:3], v[14:15], v[16:17], a[0:3]
	s_cbranch_scc1 .LBB0_5
; %bb.6:
	v_mov_b32_e32 v2, v4
.LBB0_7:
	v_lshl_add_u32 v0, v3, 2, s2
	v_mad_u64_u32 v[0:1], s[0:1], v0, s10, v[2:3]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a0, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a1, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	global_store_dword v[2:3], a2, off
	global_store_dword v[0:1], a3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 40
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
.Lfunc_end0:
	.size	gemm_i8, .Lfunc_end0-gemm_i8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 836
; NumSgprs: 20
; NumVgprs: 40
; NumAgprs: 4
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
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
  - .agpr_count:     4
    .args:
      - .address_space:  global
        .is_const:       true
        .name:           A
        .offset:         0
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .name:           B
        .offset:         8
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           C
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .name:           M
        .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           !str N
        .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           K
        .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           gemm_i8
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         gemm_i8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
