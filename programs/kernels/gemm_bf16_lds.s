	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	gemm_bf16_lds           ; -- Begin function gemm_bf16_lds
	.globl	gemm_bf16_lds
	.p2align	8
	.type	gemm_bf16_lds,@function
gemm_bf16_lds:                          ; @gemm_bf16_lds
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dwordx2 s[10:11], s[0:1], 0x1c
	v_bfe_u32 v1, v0, 4, 2
	v_lshrrev_b32_e32 v2, 3, v0
	v_lshrrev_b32_e32 v5, 2, v0
	s_mov_b32 s12, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s11, 0
	v_lshlrev_b32_e32 v3, 2, v1
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	v_lshlrev_b32_e32 v4, 2, v1
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $vgpr4
.LBB0_3:
	s_lshl_b32 s15, s3, 5
	s_lshl_b32 s14, s2, 5
	v_and_b32_e32 v9, 16, v2
	v_and_b32_e32 v8, 16, v5
	v_and_b32_e32 v2, 15, v0
	s_andn2_b64 vcc, exec, s[0:1]
	v_accvgpr_write_b32 a0, s12
	v_accvgpr_write_b32 a1, s12
	v_accvgpr_write_b32 a2, s12
	v_accvgpr_write_b32 a3, s12
	s_cbranch_vccnz .LBB0_10
; %bb.4:
	v_or_b32_e32 v5, v9, v2
	v_lshlrev_b32_e32 v7, 3, v1
	v_lshlrev_b32_e32 v1, 7, v1
	v_lshrrev_b32_e32 v4, 4, v0
	v_lshl_or_b32 v10, v5, 5, v7
	v_or3_b32 v1, v1, v8, v2
	v_mov_b32_e32 v5, 0x400
	v_lshl_or_b32 v11, v1, 1, v5
	v_add_u32_e32 v1, s15, v4
	s_movk_i32 s0, 0x200
	v_mad_u64_u32 v[4:5], s[2:3], s11, v1, v[2:3]
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	v_and_b32_e32 v6, 31, v0
	v_or_b32_e32 v12, 0xffffff00, v0
	v_lshlrev_b32_e32 v5, 1, v0
	v_lshrrev_b32_e32 v0, 5, v0
	v_mul_lo_u32 v0, s10, v0
	s_lshl_b32 s16, s11, 4
	v_add3_u32 v13, v0, s14, v6
	s_lshl_b32 s17, s10, 4
	s_lshl_b32 s18, s10, 3
	s_mov_b32 s19, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	s_mov_b32 s20, 0x5040100
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v6, v11 offset:64
	ds_read_u16 v7, v11 offset:128
	ds_read_u16 v14, v11 offset:192
	ds_read_b64 v[0:1], v10
	ds_read_u16 v15, v11
	s_add_i32 s19, s19, 16
	v_add_u32_e32 v4, 16, v4
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v7, v14, v7, s20
	s_cmp_ge_i32 s19, s11
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v6, v6, v15, s20
	v_add_u32_e32 v13, s17, v13
	s_nop 0
	v_mfma_f32_16x16x16_bf16 a[0:3], v[0:1], v[6:7], a[0:3]
	s_barrier
	s_cbranch_scc1 .LBB0_9
.LBB0_6:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_8 Depth 2
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_5
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v0, v13
	v_mov_b32_e32 v14, v5
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v15, v12
.LBB0_8:                                ;   Parent Loop BB0_6 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[16:17], v[6:7], 1, s[4:5]
	v_lshl_add_u64 v[18:19], v[0:1], 1, s[6:7]
	global_load_ushort v1, v[16:17], off
	global_load_ushort v7, v[18:19], off
	v_add_co_u32_e32 v15, vcc, 0x100, v15
	s_xor_b64 s[22:23], vcc, -1
	s_and_b64 s[22:23], exec, s[22:23]
	v_add_u32_e32 v6, s16, v6
	v_add_u32_e32 v0, s18, v0
	s_or_b64 s[12:13], s[22:23], s[12:13]
	s_waitcnt vmcnt(1)
	ds_write_b16 v14, v1
	s_waitcnt vmcnt(0)
	ds_write_b16 v14, v7 offset:1024
	v_add_u32_e32 v14, 0x200, v14
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_8
	s_branch .LBB0_5
.LBB0_9:
	v_mov_b32_e32 v4, v3
.LBB0_10:
	v_add_u32_e32 v0, s15, v9
	v_or_b32_e32 v1, v0, v4
	v_or3_b32 v0, v2, s14, v8
	v_mad_u64_u32 v[0:1], s[0:1], v1, s10, v[0:1]
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
	.amdhsa_kernel gemm_bf16_lds
		.amdhsa_group_segment_fixed_size 2048
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 20
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
	.size	gemm_bf16_lds, .Lfunc_end0-gemm_bf16_lds
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 680
; NumSgprs: 30
; NumVgprs: 20
; NumAgprs: 4
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .name:           B
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           C
        .offset:         16
        .size:           8
        .type_name:      'float*'
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           gemm_bf16_lds
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         gemm_bf16_lds.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
