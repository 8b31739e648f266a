	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_f16                          ; -- Begin function matmul_f16
	.p2align	8
	.type	matmul_f16,@function
matmul_f16:                                 ; @matmul_f16
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.53:
	.file	1 "triton" "kernels.py"
	.loc	1 63 0 prologue_end             ; kernels.py:63:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.54:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 66 5 is_stmt 1                ; kernels.py:66:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s11, s0, 6
.Ltmp2:
	.loc	1 49 10                         ; kernels.py:49:10 @[ kernels.py:65:19 ]
	s_lshl_b32 s18, s16, 5
	.loc	1 50 10                         ; kernels.py:50:10 @[ kernels.py:65:19 ]
	s_lshl_b32 s19, s17, 5
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_and_b32_e32 v28, 31, v0
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cmp_lt_i32 s10, 1
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_and_b32_e32 v29, 32, v0
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cbranch_scc1 .LBB0_19
; %bb.1:                                ; %.lr.ph
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_and_b32_e32 v1, 63, v0
	v_lshl_or_b32 v1, s11, 6, v1
	v_lshrrev_b32_e32 v13, 5, v1
	.loc	1 49 10 is_stmt 0               ; kernels.py:49:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v3, s18, v13
	v_or_b32_e32 v7, 16, v3
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v2, s19, v28
	.loc	1 49 10                         ; kernels.py:49:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v5, 8, v3
	v_or_b32_e32 v9, 24, v3
	.loc	1 55 27                         ; kernels.py:55:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e32 vcc, s8, v3
	.loc	1 54 29                         ; kernels.py:54:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v4, v3, s10
	v_mul_lo_u32 v8, v7, s10
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 55 27                         ; kernels.py:55:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[0:1], s8, v5
	v_cmp_gt_i32_e64 s[14:15], s8, v9
	.loc	1 54 29                         ; kernels.py:54:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v6, v5, s10
	v_mul_lo_u32 v10, v9, s10
	.loc	1 54 21 is_stmt 0               ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 53 5 is_stmt 1                ; kernels.py:53:5 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[24:25], v[2:3], 1, s[4:5]
	v_lshlrev_b32_e32 v3, 2, v0
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_and_b32_e32 v12, 0xe0, v1
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[16:17], v[4:5], 1, s[2:3]
	v_lshl_add_u64 v[20:21], v[8:9], 1, s[2:3]
	v_ashrrev_i32_e32 v11, 31, v10
	v_and_b32_e32 v3, 56, v3
	v_lshrrev_b32_e32 v4, 2, v29
	v_lshlrev_b32_e32 v9, 6, v0
	v_bfe_i32 v0, v0, 4, 1
	v_lshl_add_u64 v[22:23], v[10:11], 1, s[2:3]
	v_xor_b32_e32 v4, v3, v4
	v_lshrrev_b32_e32 v10, 2, v12
	v_and_b32_e32 v0, 0x408, v0
	v_lshl_or_b32 v5, v28, 6, v4
	v_and_b32_e32 v9, 0x3c0, v9
	v_xor_b32_e32 v3, v3, v10
	v_xor_b32_e32 v4, v4, v0
	v_xor_b32_e32 v3, v3, v0
	v_or_b32_e32 v0, v4, v9
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	v_lshlrev_b32_e32 v30, 2, v13
	v_add_u32_e32 v10, 0, v9
	v_xor_b32_e32 v9, 16, v0
	v_xor_b32_e32 v11, 32, v0
	v_xor_b32_e32 v12, 48, v0
	v_or_b32_e32 v0, 3, v30
	v_mul_lo_u32 v31, s9, v0
	v_or_b32_e32 v0, 2, v30
	v_lshlrev_b32_e32 v1, 1, v1
	s_lshl_b32 s4, s11, 3
	v_mul_lo_u32 v32, s9, v0
	v_mul_lo_u32 v0, s9, v30
	.loc	1 55 27                         ; kernels.py:55:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[12:13], s8, v7
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v7, 31, v6
	v_xor_b32_e32 v1, s4, v1
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	v_add_u32_e32 v33, s9, v0
	v_mul_lo_u32 v0, s9, v13
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[18:19], v[6:7], 1, s[2:3]
	.loc	1 57 53                         ; kernels.py:57:53 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s9, v2
	v_xor_b32_e32 v2, 32, v1
	v_xor_b32_e32 v6, 16, v5
	v_xor_b32_e32 v7, 32, v5
	v_xor_b32_e32 v8, 48, v5
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	v_lshlrev_b32_e32 v34, 2, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s20, 0
	s_lshl_b32 s21, s9, 5
	v_add_u32_e32 v35, 0, v1
	v_add_u32_e32 v36, 0, v2
	v_add_u32_e32 v37, 0, v5
	v_add_u32_e32 v38, 0, v6
	v_add_u32_e32 v39, 0, v7
	v_add_u32_e32 v40, 0, v8
	s_mov_b32 s22, 0x5040100
	v_add_u32_e32 v41, v10, v3
	v_add_u32_e32 v42, v10, v4
	v_add_u32_e32 v43, 0, v9
	v_add_u32_e32 v44, 0, v11
	v_add_u32_e32 v45, 0, v12
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
	s_mov_b32 s23, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[4:5]
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_waitcnt vmcnt(0)
	v_perm_b32 v26, v26, v27, s22
	v_perm_b32 v27, v46, v47, s22
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
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
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v41, v[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[26:27], v42
	ds_read_b64 v[46:47], v43
	ds_read_b64 v[56:57], v44
	ds_read_b64 v[58:59], v45
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[0:15], v[26:27], v[48:49], v[0:15]
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_add_i32 s23, s23, 32
	s_add_i32 s20, s20, s21
	s_cmp_lt_i32 s23, s10
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[50:51], v[0:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[56:57], v[52:53], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[54:55], v[0:15]
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cbranch_scc0 .LBB0_20
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 55 47                         ; kernels.py:55:47 @[ kernels.py:65:19 ]
	v_add_u32_e32 v26, s23, v28
	v_cmp_gt_i32_e64 s[4:5], s10, v26
	.loc	1 55 26 is_stmt 0               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[24:25], vcc, s[4:5]
	.loc	1 54 21 is_stmt 1               ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v27, 31, v26
	v_mov_b32_e32 v48, 0
	.loc	1 54 13 is_stmt 0               ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[16:17], s[24:25]
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	v_lshl_add_u64 v[46:47], v[26:27], 1, v[16:17]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_ushort v48, v[46:47], off
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[24:25], s[0:1], s[4:5]
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v49, 0
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[16:17], s[24:25]
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 54 21 is_stmt 0               ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[46:47], v[26:27], 1, v[18:19]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_ushort v49, v[46:47], off
.LBB0_7:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[24:25], s[12:13], s[4:5]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[16:17], s[24:25]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 54 21 is_stmt 0               ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[46:47], v[26:27], 1, v[20:21]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_ushort v50, v[46:47], off
.LBB0_9:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[16:17], s[14:15], s[4:5]
	v_mov_b32_e32 v51, 0
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 54 21 is_stmt 0               ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[26:27], v[26:27], 1, v[22:23]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_ushort v51, v[26:27], off
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v46, s23, v30
	.loc	1 57 27 is_stmt 1               ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[4:5], s10, v46
.Ltmp3:
	.loc	1 65 19                         ; kernels.py:65:19
	v_mov_b32_e32 v26, 0
.Ltmp4:
	.loc	1 57 26                         ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[16:17], s[2:3], s[4:5]
	v_mov_b32_e32 v27, v26
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	v_add_u32_e32 v52, s20, v34
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[24:25]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_ushort v27, v[52:53], off
.LBB0_13:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v47, 1, v46
	.loc	1 57 27 is_stmt 1               ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[4:5], s10, v47
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[16:17], s[2:3], s[4:5]
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_add_u32_e32 v52, s20, v33
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[24:25]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_ushort v26, v[52:53], off
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v47, 2, v46
	.loc	1 57 27 is_stmt 1               ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[4:5], s10, v47
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[16:17], s[2:3], s[4:5]
.Ltmp5:
	.loc	1 65 19 is_stmt 1               ; kernels.py:65:19
	v_mov_b32_e32 v47, 0
.Ltmp6:
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_add_u32_e32 v52, s20, v32
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[24:25]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_ushort v47, v[52:53], off
.LBB0_17:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_add_u32_e32 v46, 3, v46
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[4:5], s10, v46
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[16:17], s[2:3], s[4:5]
	v_mov_b32_e32 v46, 0
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_2
; %bb.18:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 56 21 is_stmt 0               ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_add_u32_e32 v52, s20, v31
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[24:25]
.Ltmp7:
	.loc	1 65 19 is_stmt 1               ; kernels.py:65:19
	global_load_ushort v46, v[52:53], off
	s_branch .LBB0_2
.LBB0_19:
	.loc	1 0 19 is_stmt 0                ; kernels.py:0:19
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
.LBB0_20:                               ; %._crit_edge
.Ltmp8:
	.loc	1 49 23 is_stmt 1               ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_lshrrev_b32_e32 v16, 3, v29
	.loc	1 49 10 is_stmt 0               ; kernels.py:49:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v17, s18, v28
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v16, s19, v16
.Ltmp9:
	.loc	1 66 64                         ; kernels.py:66:64
	v_cmp_gt_i32_e32 vcc, s8, v17
	.loc	1 66 84 is_stmt 0               ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v16
	.loc	1 66 63                         ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 22                         ; kernels.py:66:22
	v_mul_lo_u32 v18, s9, v17
	.loc	1 66 14                         ; kernels.py:66:14
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 66 5                          ; kernels.py:66:5
	s_cmp_eq_u32 s11, 0
	.loc	1 66 14                         ; kernels.py:66:14
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[6:7]
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 66 5                          ; kernels.py:66:5
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 66 14                         ; kernels.py:66:14
	v_lshl_add_u64 v[18:19], v[16:17], 2, v[18:19]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_22
; %bb.21:
	global_store_dword v[18:19], v0, off
.LBB0_22:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp10:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 1, v16
.Ltmp11:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_24
; %bb.23:
	global_store_dword v[18:19], v1, off offset:4
.LBB0_24:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp12:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 2, v16
.Ltmp13:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_26
; %bb.25:
	global_store_dword v[18:19], v2, off offset:8
.LBB0_26:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp14:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 3, v16
.Ltmp15:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_28
; %bb.27:
	global_store_dword v[18:19], v3, off offset:12
.LBB0_28:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp16:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 8, v16
.Ltmp17:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_30
; %bb.29:
	global_store_dword v[18:19], v4, off offset:32
.LBB0_30:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp18:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 9, v16
.Ltmp19:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_32
; %bb.31:
	global_store_dword v[18:19], v5, off offset:36
.LBB0_32:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp20:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 10, v16
.Ltmp21:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_34
; %bb.33:
	global_store_dword v[18:19], v6, off offset:40
.LBB0_34:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp22:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 11, v16
.Ltmp23:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_36
; %bb.35:
	global_store_dword v[18:19], v7, off offset:44
.LBB0_36:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp24:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 16, v16
.Ltmp25:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_38
; %bb.37:
	global_store_dword v[18:19], v8, off offset:64
.LBB0_38:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp26:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 17, v16
.Ltmp27:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_40
; %bb.39:
	global_store_dword v[18:19], v9, off offset:68
.LBB0_40:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp28:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 18, v16
.Ltmp29:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_42
; %bb.41:
	global_store_dword v[18:19], v10, off offset:72
.LBB0_42:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp30:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 19, v16
.Ltmp31:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_44
; %bb.43:
	global_store_dword v[18:19], v11, off offset:76
.LBB0_44:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp32:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 24, v16
.Ltmp33:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_46
; %bb.45:
	global_store_dword v[18:19], v12, off offset:96
.LBB0_46:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp34:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 25, v16
.Ltmp35:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_48
; %bb.47:
	global_store_dword v[18:19], v13, off offset:100
.LBB0_48:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp36:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 26, v16
.Ltmp37:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_50
; %bb.49:
	global_store_dword v[18:19], v14, off offset:104
.LBB0_50:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp38:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 27, v16
.Ltmp39:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_52
; %bb.51:
	global_store_dword v[18:19], v15, off offset:108
.LBB0_52:
	.loc	1 63 1 is_stmt 1                ; kernels.py:63:1
	s_endpgm
.Ltmp40:
.Lfunc_end0:
	.size	matmul_f16, .Lfunc_end0-matmul_f16
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
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
		.amdhsa_next_free_sgpr 26
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
	.set .Lmatmul.num_vgpr, 60
	.set .Lmatmul.num_agpr, 0
	.set .Lmatmul.numbered_sgpr, 26
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2120
; TotalNumSgprs: 32
; NumVgprs: 60
; NumAgprs: 0
; TotalNumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 32
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
	.byte	65                              ; DW_AT_call_line
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
	.asciz	"matmul_f16"                        ; string offset=52 ; matmul_f16
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 256
    .name:           matmul_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         matmul_f16.kd
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
