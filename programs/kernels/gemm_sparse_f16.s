	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	gemm_sparse_f16         ; -- Begin function gemm_sparse_f16
	.globl	gemm_sparse_f16
	.p2align	8
	.type	gemm_sparse_f16,@function
gemm_sparse_f16:                        ; @gemm_sparse_f16
; %bb.0:
	s_load_dwordx2 s[12:13], s[0:1], 0x24
	s_lshl_b32 s2, s2, 4
	v_and_b32_e32 v6, 15, v0
	v_lshrrev_b32_e32 v3, 4, v0
	s_mov_b32 s16, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s13, 0
	v_lshlrev_b32_e32 v0, 2, v3
	v_or_b32_e32 v1, s2, v6
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v4, 2, v3
	v_or_b32_e32 v2, s2, v6
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_lshl_b32 s0, s3, 4
	s_cbranch_execz .LBB0_4
; %bb.2:
	v_accvgpr_write_b32 a0, s16
	v_accvgpr_write_b32 a1, s16
	v_accvgpr_write_b32 a2, s16
	v_accvgpr_write_b32 a3, s16
	s_branch .LBB0_7
.LBB0_3:
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr2
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_lshl_b32 s0, s3, 4
.LBB0_4:
	v_lshlrev_b32_e32 v2, 3, v3
	v_mul_lo_u32 v4, s12, v2
	s_add_i32 s1, s2, s12
	v_add_u32_e32 v7, s1, v4
	v_or_b32_e32 v4, 2, v2
	v_mul_lo_u32 v4, s12, v4
	v_add_u32_e32 v8, s2, v4
	v_or_b32_e32 v4, 3, v2
	v_mul_lo_u32 v4, s12, v4
	v_add_u32_e32 v9, s2, v4
	v_or_b32_e32 v4, 4, v2
	v_mul_lo_u32 v4, s12, v4
	v_add_u32_e32 v10, s2, v4
	v_or_b32_e32 v4, 5, v2
	v_mul_lo_u32 v4, s12, v4
	v_add_u32_e32 v11, s2, v4
	v_or_b32_e32 v4, 6, v2
	v_or_b32_e32 v2, 7, v2
	v_mul_lo_u32 v4, s12, v4
	v_mul_lo_u32 v2, s12, v2
	s_lshr_b32 s3, s13, 1
	s_lshr_b32 s14, s13, 5
	v_add_u32_e32 v12, s2, v4
	v_add_u32_e32 v13, s2, v2
	v_mul_lo_u32 v2, s12, v3
	v_add_u32_e32 v4, s0, v6
	v_lshl_add_u32 v14, v2, 3, s2
	v_mul_lo_u32 v2, s14, v4
	v_mad_u64_u32 v[4:5], s[2:3], s3, v4, v[0:1]
	s_lshl_b32 s1, s12, 5
	v_lshl_add_u32 v2, v2, 2, v3
	s_mov_b32 s2, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	s_mov_b32 s3, 0x5040100
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[32:33], v[4:5], 1, s[4:5]
	global_load_dwordx2 v[32:33], v[32:33], off
	v_add_u32_e32 v28, v6, v12
	v_add_u32_e32 v16, v6, v14
	v_add_u32_e32 v18, v6, v7
	v_add_u32_e32 v20, v6, v8
	v_add_u32_e32 v22, v6, v9
	v_add_u32_e32 v24, v6, v10
	v_add_u32_e32 v26, v6, v11
	v_add_u32_e32 v30, v6, v13
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[8:9]
	v_lshl_add_u64 v[34:35], s[6:7], 0, v[2:3]
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[8:9]
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[8:9]
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[8:9]
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[8:9]
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[8:9]
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[8:9]
	global_load_ushort v3, v[28:29], off
	global_load_ushort v5, v[30:31], off
	global_load_ushort v15, v[20:21], off
	global_load_ushort v36, v[22:23], off
	global_load_ushort v37, v[24:25], off
	global_load_ushort v38, v[26:27], off
	global_load_ushort v39, v[16:17], off
	global_load_ushort v40, v[18:19], off
	global_load_ubyte v41, v[34:35], off
	s_add_i32 s2, s2, 32
	v_add_u32_e32 v7, s1, v7
	v_add_u32_e32 v8, s1, v8
	v_add_u32_e32 v9, s1, v9
	v_add_u32_e32 v10, s1, v10
	v_add_u32_e32 v11, s1, v11
	v_add_u32_e32 v12, s1, v12
	v_add_u32_e32 v13, s1, v13
	v_add_u32_e32 v14, s1, v14
	v_add_u32_e32 v2, 4, v2
	s_cmp_lt_i32 s2, s13
	v_add_u32_e32 v4, 16, v4
	s_waitcnt vmcnt(7)
	v_perm_b32 v19, v5, v3, s3
	s_waitcnt vmcnt(5)
	v_perm_b32 v17, v36, v15, s3
	s_waitcnt vmcnt(3)
	v_perm_b32 v18, v38, v37, s3
	s_waitcnt vmcnt(1)
	v_perm_b32 v16, v40, v39, s3
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_f32_16x16x32_f16 a[0:3], v[32:33], v[16:19], v41
	s_cbranch_scc1 .LBB0_5
; %bb.6:
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v2, v1
.LBB0_7:
	v_add_u32_e32 v0, s0, v4
	v_mad_u64_u32 v[0:1], s[0:1], v0, s12, v[2:3]
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[10:11]
	v_add_u32_e32 v0, s12, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a0, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[10:11]
	v_add_u32_e32 v0, s12, v0
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a1, off
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[10:11]
	v_add_u32_e32 v0, s12, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	global_store_dword v[2:3], a2, off
	global_store_dword v[0:1], a3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_sparse_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
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
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 17
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
.Lfunc_end0:
	.size	gemm_sparse_f16, .Lfunc_end0-gemm_sparse_f16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 804
; NumSgprs: 23
; NumVgprs: 42
; NumAgprs: 4
; TotalNumVgprs: 48
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 48
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
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
        .name:           Av
        .offset:         0
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .name:           Ai
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .name:           B
        .offset:         16
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           C
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .name:           M
        .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           !str N
        .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           K
        .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           gemm_sparse_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         gemm_sparse_f16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
