	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_bias_relu                ; -- Begin function matmul_bias_relu
	.p2align	8
	.type	matmul_bias_relu,@function
matmul_bias_relu:                       ; @matmul_bias_relu
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.84:
	.file	1 "triton" "kernels.py"
	.loc	1 70 0 prologue_end             ; kernels.py:70:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.85:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s33, s0, 6
.Ltmp2:
	.loc	1 49 10                         ; kernels.py:49:10 @[ kernels.py:72:19 ]
	s_lshl_b32 s38, s16, 5
	.loc	1 50 10                         ; kernels.py:50:10 @[ kernels.py:72:19 ]
	s_lshl_b32 s13, s17, 5
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:72:19 ]
	v_and_b32_e32 v28, 31, v0
	v_and_b32_e32 v29, 32, v0
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:72:19 ]
	s_cmp_lt_i32 s12, 1
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB0_19
; %bb.1:                                ; %.lr.ph
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:72:19 ]
	v_and_b32_e32 v1, 63, v0
	v_lshl_or_b32 v1, s33, 6, v1
	v_lshrrev_b32_e32 v13, 5, v1
	.loc	1 49 10 is_stmt 0               ; kernels.py:49:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v3, s38, v13
	v_or_b32_e32 v7, 16, v3
	v_or_b32_e32 v9, 24, v3
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v2, s13, v28
	.loc	1 49 10                         ; kernels.py:49:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v5, 8, v3
	.loc	1 55 27                         ; kernels.py:55:27 @[ kernels.py:72:19 ]
	v_cmp_gt_i32_e32 vcc, s10, v3
	.loc	1 54 29                         ; kernels.py:54:29 @[ kernels.py:72:19 ]
	v_mul_lo_u32 v4, v3, s12
	v_mul_lo_u32 v8, v7, s12
	v_mul_lo_u32 v10, v9, s12
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:72:19 ]
	v_and_b32_e32 v12, 0xe0, v1
	.loc	1 55 27                         ; kernels.py:55:27 @[ kernels.py:72:19 ]
	v_cmp_gt_i32_e64 s[0:1], s10, v5
	v_cmp_gt_i32_e64 s[18:19], s10, v9
	.loc	1 54 29                         ; kernels.py:54:29 @[ kernels.py:72:19 ]
	v_mul_lo_u32 v6, v5, s12
	.loc	1 54 21 is_stmt 0               ; kernels.py:54:21 @[ kernels.py:72:19 ]
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 57 53 is_stmt 1               ; kernels.py:57:53 @[ kernels.py:72:19 ]
	v_cmp_gt_i32_e64 s[16:17], s11, v2
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:72:19 ]
	v_lshl_add_u64 v[26:27], v[2:3], 1, s[4:5]
	v_lshlrev_b32_e32 v2, 2, v0
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:72:19 ]
	v_lshl_add_u64 v[18:19], v[4:5], 1, s[2:3]
	v_lshl_add_u64 v[22:23], v[8:9], 1, s[2:3]
	v_lshl_add_u64 v[24:25], v[10:11], 1, s[2:3]
	v_and_b32_e32 v2, 56, v2
	v_lshrrev_b32_e32 v4, 2, v29
	v_lshlrev_b32_e32 v9, 6, v0
	v_lshrrev_b32_e32 v10, 2, v12
	v_bfe_i32 v0, v0, 4, 1
	v_xor_b32_e32 v4, v2, v4
	v_and_b32_e32 v0, 0x408, v0
	v_xor_b32_e32 v2, v2, v10
	v_and_b32_e32 v9, 0x3c0, v9
	v_xor_b32_e32 v10, v2, v0
	v_xor_b32_e32 v0, v4, v0
	v_or_b32_e32 v2, v0, v9
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:72:19 ]
	v_lshlrev_b32_e32 v30, 2, v13
	v_lshl_or_b32 v5, v28, 6, v4
	v_add_u32_e32 v11, 0, v9
	v_xor_b32_e32 v4, 16, v2
	v_xor_b32_e32 v9, 32, v2
	v_xor_b32_e32 v12, 48, v2
	v_or_b32_e32 v2, 3, v30
	.loc	1 55 27                         ; kernels.py:55:27 @[ kernels.py:72:19 ]
	v_cmp_gt_i32_e64 s[14:15], s10, v7
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:72:19 ]
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:72:19 ]
	v_mul_lo_u32 v31, s11, v2
	v_or_b32_e32 v2, 2, v30
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:72:19 ]
	v_lshl_add_u64 v[20:21], v[6:7], 1, s[2:3]
	v_lshlrev_b32_e32 v1, 1, v1
	s_lshl_b32 s2, s33, 3
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:72:19 ]
	v_mul_lo_u32 v32, s11, v2
	v_mul_lo_u32 v2, s11, v30
	v_xor_b32_e32 v1, s2, v1
	v_add_u32_e32 v33, s11, v2
	v_mul_lo_u32 v2, s11, v13
	v_xor_b32_e32 v3, 32, v1
	v_xor_b32_e32 v6, 16, v5
	v_xor_b32_e32 v7, 32, v5
	v_xor_b32_e32 v8, 48, v5
	v_lshlrev_b32_e32 v34, 2, v2
	v_mov_b32_e32 v2, 0
	s_mov_b32 s20, 0
	s_lshl_b32 s21, s11, 5
	v_add_u32_e32 v35, 0, v1
	v_add_u32_e32 v36, 0, v3
	v_add_u32_e32 v37, 0, v5
	v_add_u32_e32 v38, 0, v6
	v_add_u32_e32 v39, 0, v7
	v_add_u32_e32 v40, 0, v8
	s_mov_b32 s22, 0x5040100
	v_add_u32_e32 v41, v11, v10
	v_add_u32_e32 v42, v11, v0
	v_add_u32_e32 v43, 0, v4
	v_add_u32_e32 v44, 0, v9
	v_add_u32_e32 v45, 0, v12
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v2
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v11, v2
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v14, v2
	v_mov_b32_e32 v15, v2
	v_mov_b32_e32 v16, v2
	v_mov_b32_e32 v17, v2
	s_mov_b32 s23, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:72:19 ]
	s_waitcnt vmcnt(0)
	v_perm_b32 v0, v0, v1, s22
	v_perm_b32 v1, v46, v47, s22
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:72:19 ]
	s_barrier
	ds_write_b16 v35, v48
	ds_write_b16 v35, v50 offset:1024
	ds_write_b16 v36, v49 offset:512
	ds_write_b16 v36, v51 offset:1536
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[48:49], v37
	ds_read_b64 v[50:51], v38
	ds_read_b64 v[52:53], v39
	ds_read_b64 v[54:55], v40
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:72:19 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v41, v[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[0:1], v42
	ds_read_b64 v[46:47], v43
	ds_read_b64 v[56:57], v44
	ds_read_b64 v[58:59], v45
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:72:19 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[48:49], v[2:17]
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:72:19 ]
	s_add_i32 s23, s23, 32
	s_add_i32 s20, s20, s21
	s_cmp_lt_i32 s23, s12
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:72:19 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[2:17], v[46:47], v[50:51], v[2:17]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[2:17], v[56:57], v[52:53], v[2:17]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[58:59], v[54:55], v[2:17]
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:72:19 ]
	s_cbranch_scc0 .LBB0_19
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 55 47                         ; kernels.py:55:47 @[ kernels.py:72:19 ]
	v_add_u32_e32 v0, s23, v28
	v_cmp_gt_i32_e64 s[2:3], s12, v0
	.loc	1 55 26 is_stmt 0               ; kernels.py:55:26 @[ kernels.py:72:19 ]
	s_and_b64 s[24:25], vcc, s[2:3]
	.loc	1 54 21 is_stmt 1               ; kernels.py:54:21 @[ kernels.py:72:19 ]
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v48, 0
	.loc	1 54 13 is_stmt 0               ; kernels.py:54:13 @[ kernels.py:72:19 ]
	s_and_saveexec_b64 s[4:5], s[24:25]
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	v_lshl_add_u64 v[46:47], v[0:1], 1, v[18:19]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:72:19 ]
	global_load_ushort v48, v[46:47], off
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:72:19 ]
	s_and_b64 s[24:25], s[0:1], s[2:3]
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v49, 0
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:72:19 ]
	s_and_saveexec_b64 s[4:5], s[24:25]
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 54 21 is_stmt 0               ; kernels.py:54:21 @[ kernels.py:72:19 ]
	v_lshl_add_u64 v[46:47], v[0:1], 1, v[20:21]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:72:19 ]
	global_load_ushort v49, v[46:47], off
.LBB0_7:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:72:19 ]
	s_and_b64 s[24:25], s[14:15], s[2:3]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:72:19 ]
	s_and_saveexec_b64 s[4:5], s[24:25]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 54 21 is_stmt 0               ; kernels.py:54:21 @[ kernels.py:72:19 ]
	v_lshl_add_u64 v[46:47], v[0:1], 1, v[22:23]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:72:19 ]
	global_load_ushort v50, v[46:47], off
.LBB0_9:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:72:19 ]
	s_and_b64 s[4:5], s[18:19], s[2:3]
	v_mov_b32_e32 v51, 0
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:72:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 54 21 is_stmt 0               ; kernels.py:54:21 @[ kernels.py:72:19 ]
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[24:25]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:72:19 ]
	global_load_ushort v51, v[0:1], off
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v46, s23, v30
	.loc	1 57 27 is_stmt 1               ; kernels.py:57:27 @[ kernels.py:72:19 ]
	v_cmp_gt_i32_e64 s[2:3], s12, v46
.Ltmp3:
	.loc	1 72 19                         ; kernels.py:72:19
	v_mov_b32_e32 v0, 0
.Ltmp4:
	.loc	1 57 26                         ; kernels.py:57:26 @[ kernels.py:72:19 ]
	s_and_b64 s[4:5], s[16:17], s[2:3]
	v_mov_b32_e32 v1, v0
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:72:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	v_add_u32_e32 v52, s20, v34
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[26:27]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:72:19 ]
	global_load_ushort v1, v[52:53], off
.LBB0_13:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v47, 1, v46
	.loc	1 57 27 is_stmt 1               ; kernels.py:57:27 @[ kernels.py:72:19 ]
	v_cmp_gt_i32_e64 s[2:3], s12, v47
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:72:19 ]
	s_and_b64 s[4:5], s[16:17], s[2:3]
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:72:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:72:19 ]
	v_add_u32_e32 v52, s20, v33
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:72:19 ]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[26:27]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:72:19 ]
	global_load_ushort v0, v[52:53], off
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v47, 2, v46
	.loc	1 57 27 is_stmt 1               ; kernels.py:57:27 @[ kernels.py:72:19 ]
	v_cmp_gt_i32_e64 s[2:3], s12, v47
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:72:19 ]
	s_and_b64 s[4:5], s[16:17], s[2:3]
.Ltmp5:
	.loc	1 72 19 is_stmt 1               ; kernels.py:72:19
	v_mov_b32_e32 v47, 0
.Ltmp6:
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:72:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:72:19 ]
	v_add_u32_e32 v52, s20, v32
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:72:19 ]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[26:27]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:72:19 ]
	global_load_ushort v47, v[52:53], off
.LBB0_17:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:72:19 ]
	v_add_u32_e32 v46, 3, v46
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:72:19 ]
	v_cmp_gt_i32_e64 s[2:3], s12, v46
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:72:19 ]
	s_and_b64 s[4:5], s[16:17], s[2:3]
	v_mov_b32_e32 v46, 0
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:72:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_2
; %bb.18:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 56 21 is_stmt 0               ; kernels.py:56:21 @[ kernels.py:72:19 ]
	v_add_u32_e32 v52, s20, v31
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[26:27]
.Ltmp7:
	.loc	1 72 19 is_stmt 1               ; kernels.py:72:19
	global_load_ushort v46, v[52:53], off
	s_branch .LBB0_2
.LBB0_19:                               ; %._crit_edge
.Ltmp8:
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:72:19 ]
	v_lshrrev_b32_e32 v0, 3, v29
	.loc	1 50 10                         ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v0, s13, v0
.Ltmp9:
	.loc	1 73 36                         ; kernels.py:73:36
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	v_mov_b32_e32 v20, 0
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 73 36                         ; kernels.py:73:36
	v_lshl_add_u64 v[18:19], v[0:1], 2, s[6:7]
	v_mov_b32_e32 v23, v20
	.loc	1 73 28                         ; kernels.py:73:28
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_21
; %bb.20:
	global_load_dword v23, v[18:19], off
.LBB0_21:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[2:3]
.Ltmp10:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v21, 1, v0
.Ltmp11:
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e32 vcc, s11, v21
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_23
; %bb.22:
	global_load_dword v20, v[18:19], off offset:4
.LBB0_23:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[2:3]
.Ltmp12:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v21, 2, v0
.Ltmp13:
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e64 s[2:3], s11, v21
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v25, v21
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_25
; %bb.24:
	global_load_dword v25, v[18:19], off offset:8
.LBB0_25:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[4:5]
.Ltmp14:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v22, 3, v0
.Ltmp15:
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e64 s[4:5], s11, v22
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_27
; %bb.26:
	global_load_dword v21, v[18:19], off offset:12
.LBB0_27:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[6:7]
.Ltmp16:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v22, 8, v0
.Ltmp17:
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e64 s[6:7], s11, v22
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v27, v22
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_29
; %bb.28:
	global_load_dword v27, v[18:19], off offset:32
.LBB0_29:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[12:13]
.Ltmp18:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v24, 9, v0
.Ltmp19:
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e64 s[36:37], s11, v24
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	s_and_saveexec_b64 s[12:13], s[36:37]
	s_cbranch_execz .LBB0_31
; %bb.30:
	global_load_dword v22, v[18:19], off offset:36
.LBB0_31:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[12:13]
.Ltmp20:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v24, 10, v0
.Ltmp21:
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e64 s[12:13], s11, v24
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v30, v24
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_33
; %bb.32:
	global_load_dword v30, v[18:19], off offset:40
.LBB0_33:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[14:15]
.Ltmp22:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v26, 11, v0
.Ltmp23:
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e64 s[14:15], s11, v26
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_35
; %bb.34:
	global_load_dword v24, v[18:19], off offset:44
.LBB0_35:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[16:17]
.Ltmp24:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v26, 16, v0
.Ltmp25:
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e64 s[16:17], s11, v26
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v32, v26
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_37
; %bb.36:
	global_load_dword v32, v[18:19], off offset:64
.LBB0_37:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[18:19]
.Ltmp26:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v29, 17, v0
.Ltmp27:
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e64 s[18:19], s11, v29
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_39
; %bb.38:
	global_load_dword v26, v[18:19], off offset:68
.LBB0_39:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[20:21]
.Ltmp28:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v29, 18, v0
.Ltmp29:
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e64 s[20:21], s11, v29
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v34, v29
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_41
; %bb.40:
	global_load_dword v34, v[18:19], off offset:72
.LBB0_41:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[22:23]
.Ltmp30:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v31, 19, v0
.Ltmp31:
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e64 s[22:23], s11, v31
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_43
; %bb.42:
	global_load_dword v29, v[18:19], off offset:76
.LBB0_43:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[24:25]
.Ltmp32:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v31, 24, v0
.Ltmp33:
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e64 s[24:25], s11, v31
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v35, v31
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_45
; %bb.44:
	global_load_dword v35, v[18:19], off offset:96
.LBB0_45:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[26:27]
.Ltmp34:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v33, 25, v0
.Ltmp35:
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e64 s[26:27], s11, v33
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_47
; %bb.46:
	global_load_dword v31, v[18:19], off offset:100
.LBB0_47:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[28:29]
.Ltmp36:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v33, 26, v0
.Ltmp37:
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e64 s[28:29], s11, v33
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v36, v33
	s_and_saveexec_b64 s[30:31], s[28:29]
	s_cbranch_execz .LBB0_49
; %bb.48:
	global_load_dword v36, v[18:19], off offset:104
.LBB0_49:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[30:31]
.Ltmp38:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v37, 27, v0
.Ltmp39:
	.loc	1 73 56                         ; kernels.py:73:56
	v_cmp_gt_i32_e64 s[30:31], s11, v37
	.loc	1 73 28 is_stmt 0               ; kernels.py:73:28
	s_and_saveexec_b64 s[34:35], s[30:31]
	s_cbranch_execz .LBB0_51
; %bb.50:
	global_load_dword v33, v[18:19], off offset:108
.LBB0_51:
	.loc	1 0 28                          ; kernels.py:0:28
	s_or_b64 exec, exec, s[34:35]
.Ltmp40:
	.loc	1 49 10 is_stmt 1               ; kernels.py:49:10 @[ kernels.py:72:19 ]
	v_or_b32_e32 v18, s38, v28
.Ltmp41:
	.loc	1 74 64                         ; kernels.py:74:64
	v_cmp_gt_i32_e64 s[34:35], s10, v18
	.loc	1 74 63 is_stmt 0               ; kernels.py:74:63
	s_and_b64 s[38:39], s[34:35], s[0:1]
	.loc	1 74 22                         ; kernels.py:74:22
	v_mul_lo_u32 v18, s11, v18
	.loc	1 74 14                         ; kernels.py:74:14
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 74 5                          ; kernels.py:74:5
	s_cmp_eq_u32 s33, 0
	.loc	1 74 14                         ; kernels.py:74:14
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[8:9]
	.loc	1 74 5                          ; kernels.py:74:5
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 74 14                         ; kernels.py:74:14
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[18:19]
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[10:11], s[38:39], s[0:1]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_53
; %bb.52:
	.loc	1 0 5                           ; kernels.py:0:5
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v23
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5                          ; kernels.py:74:5
	global_store_dword v[0:1], v2, off
.LBB0_53:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 74 63                         ; kernels.py:74:63
	s_and_b64 s[8:9], s[34:35], vcc
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[10:11], s[8:9], s[0:1]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_55
; %bb.54:
	.loc	1 73 22 is_stmt 1               ; kernels.py:73:22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v3, v20
	.loc	1 73 11 is_stmt 0               ; kernels.py:73:11
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	global_store_dword v[0:1], v2, off offset:4
.LBB0_55:
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 74 63                         ; kernels.py:74:63
	s_and_b64 s[2:3], s[34:35], s[2:3]
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[8:9], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[8:9]
	s_cbranch_execz .LBB0_57
; %bb.56:
	.loc	1 73 22 is_stmt 1               ; kernels.py:73:22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v4, v25
	.loc	1 73 11 is_stmt 0               ; kernels.py:73:11
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	global_store_dword v[0:1], v2, off offset:8
.LBB0_57:
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 74 63                         ; kernels.py:74:63
	s_and_b64 s[2:3], s[34:35], s[4:5]
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_59
; %bb.58:
	.loc	1 73 22 is_stmt 1               ; kernels.py:73:22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v5, v21
	.loc	1 73 11 is_stmt 0               ; kernels.py:73:11
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	global_store_dword v[0:1], v2, off offset:12
.LBB0_59:
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 74 63                         ; kernels.py:74:63
	s_and_b64 s[2:3], s[34:35], s[6:7]
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_61
; %bb.60:
	.loc	1 73 22 is_stmt 1               ; kernels.py:73:22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v6, v27
	.loc	1 73 11 is_stmt 0               ; kernels.py:73:11
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	global_store_dword v[0:1], v2, off offset:32
.LBB0_61:
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 74 63                         ; kernels.py:74:63
	s_and_b64 s[2:3], s[34:35], s[36:37]
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_63
; %bb.62:
	.loc	1 73 22 is_stmt 1               ; kernels.py:73:22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v7, v22
	.loc	1 73 11 is_stmt 0               ; kernels.py:73:11
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	global_store_dword v[0:1], v2, off offset:36
.LBB0_63:
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 74 63                         ; kernels.py:74:63
	s_and_b64 s[2:3], s[34:35], s[12:13]
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_65
; %bb.64:
	.loc	1 73 22 is_stmt 1               ; kernels.py:73:22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v8, v30
	.loc	1 73 11 is_stmt 0               ; kernels.py:73:11
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	global_store_dword v[0:1], v2, off offset:40
.LBB0_65:
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 74 63                         ; kernels.py:74:63
	s_and_b64 s[2:3], s[34:35], s[14:15]
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_67
; %bb.66:
	.loc	1 73 22 is_stmt 1               ; kernels.py:73:22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v9, v24
	.loc	1 73 11 is_stmt 0               ; kernels.py:73:11
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	global_store_dword v[0:1], v2, off offset:44
.LBB0_67:
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 74 63                         ; kernels.py:74:63
	s_and_b64 s[2:3], s[34:35], s[16:17]
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_69
; %bb.68:
	.loc	1 73 22 is_stmt 1               ; kernels.py:73:22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v10, v32
	.loc	1 73 11 is_stmt 0               ; kernels.py:73:11
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	global_store_dword v[0:1], v2, off offset:64
.LBB0_69:
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 74 63                         ; kernels.py:74:63
	s_and_b64 s[2:3], s[34:35], s[18:19]
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_71
; %bb.70:
	.loc	1 73 22 is_stmt 1               ; kernels.py:73:22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v11, v26
	.loc	1 73 11 is_stmt 0               ; kernels.py:73:11
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	global_store_dword v[0:1], v2, off offset:68
.LBB0_71:
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 74 63                         ; kernels.py:74:63
	s_and_b64 s[2:3], s[34:35], s[20:21]
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_73
; %bb.72:
	.loc	1 73 22 is_stmt 1               ; kernels.py:73:22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v12, v34
	.loc	1 73 11 is_stmt 0               ; kernels.py:73:11
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	global_store_dword v[0:1], v2, off offset:72
.LBB0_73:
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 74 63                         ; kernels.py:74:63
	s_and_b64 s[2:3], s[34:35], s[22:23]
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_75
; %bb.74:
	.loc	1 73 22 is_stmt 1               ; kernels.py:73:22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v13, v29
	.loc	1 73 11 is_stmt 0               ; kernels.py:73:11
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	global_store_dword v[0:1], v2, off offset:76
.LBB0_75:
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 74 63                         ; kernels.py:74:63
	s_and_b64 s[2:3], s[34:35], s[24:25]
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_77
; %bb.76:
	.loc	1 73 22 is_stmt 1               ; kernels.py:73:22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v14, v35
	.loc	1 73 11 is_stmt 0               ; kernels.py:73:11
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	global_store_dword v[0:1], v2, off offset:96
.LBB0_77:
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 74 63                         ; kernels.py:74:63
	s_and_b64 s[2:3], s[34:35], s[26:27]
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_79
; %bb.78:
	.loc	1 73 22 is_stmt 1               ; kernels.py:73:22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v15, v31
	.loc	1 73 11 is_stmt 0               ; kernels.py:73:11
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	global_store_dword v[0:1], v2, off offset:100
.LBB0_79:
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 74 63                         ; kernels.py:74:63
	s_and_b64 s[2:3], s[34:35], s[28:29]
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_81
; %bb.80:
	.loc	1 73 22 is_stmt 1               ; kernels.py:73:22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v16, v36
	.loc	1 73 11 is_stmt 0               ; kernels.py:73:11
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	global_store_dword v[0:1], v2, off offset:104
.LBB0_81:
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 74 63                         ; kernels.py:74:63
	s_and_b64 s[2:3], s[34:35], s[30:31]
	.loc	1 74 5                          ; kernels.py:74:5
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_83
; %bb.82:
	.loc	1 73 22 is_stmt 1               ; kernels.py:73:22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v17, v33
	.loc	1 73 11 is_stmt 0               ; kernels.py:73:11
	v_max_f32_e32 v2, 0, v2
	.loc	1 74 5 is_stmt 1                ; kernels.py:74:5
	global_store_dword v[0:1], v2, off offset:108
.LBB0_83:
	.loc	1 70 1                          ; kernels.py:70:1
	s_endpgm
.Ltmp42:
.Lfunc_end0:
	.size	matmul_bias_relu, .Lfunc_end0-matmul_bias_relu
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_bias_relu
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 60
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
                                        ; -- End function
	.set .Lmatmul_bias_relu.num_vgpr, 60
	.set .Lmatmul_bias_relu.num_agpr, 0
	.set .Lmatmul_bias_relu.numbered_sgpr, 40
	.set .Lmatmul_bias_relu.num_named_barrier, 0
	.set .Lmatmul_bias_relu.private_seg_size, 0
	.set .Lmatmul_bias_relu.uses_vcc, 1
	.set .Lmatmul_bias_relu.uses_flat_scratch, 0
	.set .Lmatmul_bias_relu.has_dyn_sized_stack, 0
	.set .Lmatmul_bias_relu.has_recursion, 0
	.set .Lmatmul_bias_relu.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2704
; TotalNumSgprs: 46
; NumVgprs: 60
; NumAgprs: 0
; TotalNumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 60
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.ascii	"\341\177"                      ; DW_AT_APPLE_optimized
	.byte	25                              ; DW_FORM_flag_present
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x44 DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x1e DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	72                              ; DW_AT_call_line
	.byte	19                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"kernels.py"                    ; string offset=7 ; kernels.py
.Linfo_string2:
	.asciz	"triton" ; string offset=18 ; triton
.Linfo_string3:
	.asciz	"matmul_bias_relu"              ; string offset=52 ; matmul_bias_relu
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 256
    .name:           matmul_bias_relu
    .private_segment_fixed_size: 0
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         matmul_bias_relu.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
