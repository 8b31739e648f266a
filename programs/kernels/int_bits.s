	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	int_bits                ; -- Begin function int_bits
	.globl	int_bits
	.p2align	8
	.type	int_bits,@function
int_bits:                               ; @int_bits
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_add_u32 s2, 0, 0x55500000
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[2:3]
	global_load_dword v5, v[4:5], off
	s_addc_u32 s3, 0, 0x155
	global_load_dword v4, v[6:7], off
	s_mul_hi_u32 s5, s2, -3
	s_add_i32 s3, s3, 0x55555400
	s_sub_i32 s5, s5, s2
	s_mul_i32 s12, s3, -3
	s_mul_i32 s4, s2, -3
	s_add_i32 s5, s5, s12
	s_mul_hi_u32 s6, s2, s4
	s_mul_i32 s13, s2, s5
	s_mul_hi_u32 s12, s2, s5
	s_add_u32 s6, s6, s13
	s_mul_hi_u32 s7, s3, s4
	s_mul_i32 s4, s3, s4
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[2:3]
	s_addc_u32 s8, 0, s12
	s_add_u32 s4, s6, s4
	s_mul_hi_u32 s14, s3, s5
	s_addc_u32 s4, s8, s7
	s_mul_i32 s5, s3, s5
	s_addc_u32 s6, s14, 0
	s_add_u32 s4, s4, s5
	v_mov_b32_e32 v6, s4
	s_addc_u32 s5, 0, s6
	v_add_co_u32_e32 v20, vcc, s2, v6
	s_cmp_lg_u64 vcc, 0
	s_mov_b32 s0, 0x24924925
	s_mov_b32 s1, 0xcccccccd
	s_addc_u32 s2, s3, s5
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, s10
	v_mov_b32_e32 v9, s11
	v_lshl_add_u64 v[0:1], v[0:1], 3, v[8:9]
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v25, v5, s0
	v_mul_hi_u32 v26, v5, s1
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[10:11], v5, v[4:5]
	v_lshlrev_b64 v[12:13], v4, v[4:5]
	v_mad_u64_u32 v[16:17], s[0:1], v4, s2, 0
	v_mul_hi_u32 v6, v4, v20
	v_mad_u64_u32 v[20:21], s[0:1], v5, v20, 0
	v_sub_u32_e32 v32, v5, v25
	v_xor_b32_e32 v13, v11, v13
	v_xor_b32_e32 v12, v10, v12
	v_lshl_add_u64 v[10:11], v[6:7], 0, v[16:17]
	v_lshrrev_b32_e32 v26, 3, v26
	v_lshrrev_b32_e32 v6, 1, v32
	v_add_co_u32_e32 v10, vcc, v10, v20
	v_ffbh_u32_e32 v23, v5
	v_ashrrev_i64 v[14:15], 17, v[4:5]
	v_mad_u64_u32 v[18:19], s[0:1], v5, s2, 0
	v_mul_lo_u32 v17, v26, 10
	v_add_u32_e32 v10, v6, v25
	v_addc_co_u32_e32 v6, vcc, v11, v21, vcc
	v_bcnt_u32_b32 v22, v5, 0
	v_alignbit_b32 v24, v5, v5, 27
	v_max_i32_e32 v27, v5, v4
	v_min_u32_e32 v28, v5, v4
	v_min_u32_e32 v23, 32, v23
	v_xor_b32_e32 v14, v12, v14
	v_sub_u32_e32 v12, v5, v17
	v_lshrrev_b32_e32 v10, 2, v10
	v_addc_co_u32_e32 v19, vcc, 0, v19, vcc
	v_mul_u32_u24_e32 v30, v4, v5
	v_ashrrev_i32_e32 v31, v4, v5
	v_add_u32_e32 v27, v27, v28
	v_add3_u32 v16, v22, v23, v24
	v_add_u32_e32 v10, v10, v12
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[18:19]
	v_mul_hi_u32 v29, v4, v5
	v_add3_u32 v22, v27, v31, v30
	v_xor_b32_e32 v12, v16, v10
	v_mad_u64_u32 v[10:11], s[0:1], v6, 3, 0
	v_xor_b32_e32 v13, v13, v15
	v_add3_u32 v15, v22, v12, v29
	v_mov_b32_e32 v12, v11
	global_store_dword v[2:3], v15, off
	v_mad_u64_u32 v[2:3], s[0:1], v7, 3, v[12:13]
	v_sub_co_u32_e32 v10, vcc, v4, v10
	v_cmp_lt_u32_e64 s[0:1], 2, v10
	s_nop 0
	v_subb_co_u32_e32 v11, vcc, v5, v2, vcc
	v_subrev_co_u32_e32 v2, vcc, 3, v10
	v_lshl_add_u64 v[4:5], v[6:7], 0, 1
	s_nop 0
	v_subbrev_co_u32_e32 v3, vcc, 0, v11, vcc
	v_cmp_lt_u32_e32 vcc, 2, v2
	s_nop 1
	v_cndmask_b32_e64 v2, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_nop 1
	v_cndmask_b32_e32 v12, -1, v2, vcc
	v_lshl_add_u64 v[2:3], v[6:7], 0, 2
	v_cmp_ne_u32_e32 vcc, 0, v12
	s_nop 1
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_cndmask_b32_e64 v5, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v11
	v_cndmask_b32_e32 v2, v4, v2, vcc
	s_nop 0
	v_cndmask_b32_e64 v5, -1, v5, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 0, v5
	s_nop 1
	v_cndmask_b32_e64 v3, v7, v3, s[0:1]
	v_cndmask_b32_e64 v2, v6, v2, s[0:1]
	v_xor_b32_e32 v3, v13, v3
	v_xor_b32_e32 v2, v14, v2
	global_store_dwordx2 v[0:1], v[2:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int_bits
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
		.amdhsa_next_free_vgpr 33
		.amdhsa_next_free_sgpr 15
		.amdhsa_accum_offset 36
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
	.size	int_bits, .Lfunc_end0-int_bits
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 660
; NumSgprs: 21
; NumVgprs: 33
; NumAgprs: 0
; TotalNumVgprs: 33
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 33
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
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
        .name:           X
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .name:           !str Y
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           OUT
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           WIDE
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
    .name:           int_bits
    .private_segment_fixed_size: 0
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         int_bits.kd
    .uses_dynamic_stack: false
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
