	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_f32_ieee                          ; -- Begin function matmul_f32_ieee
	.p2align	8
	.type	matmul_f32_ieee,@function
matmul_f32_ieee:                                 ; @matmul_f32_ieee
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.87:
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
; %bb.88:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 66 5 is_stmt 1                ; kernels.py:66:5
	v_readfirstlane_b32 s21, v0
.Ltmp2:
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:65:19 ]
	s_and_b32 s0, s21, 0xc0
	v_and_or_b32 v10, v0, 63, s0
	.loc	1 49 10 is_stmt 0               ; kernels.py:49:10 @[ kernels.py:65:19 ]
	s_lshl_b32 s11, s16, 5
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_lshrrev_b32_e32 v2, 5, v10
	.loc	1 49 10                         ; kernels.py:49:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v6, s11, v2
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_and_b32_e32 v1, 31, v0
	.loc	1 54 29 is_stmt 1               ; kernels.py:54:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v2, v6, s10
	.loc	1 55 27                         ; kernels.py:55:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e32 vcc, s8, v6
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 55 47                         ; kernels.py:55:47 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[14:15], s10, v1
	v_mov_b32_e32 v29, 0
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[18:19], v[2:3], 2, s[2:3]
	.loc	1 55 26                         ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[12:13], s[14:15], vcc
	v_lshlrev_b32_e32 v28, 2, v1
	v_mov_b32_e32 v11, v29
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	v_lshl_add_u64 v[2:3], v[18:19], 0, v[28:29]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_dword v11, v[2:3], off
.LBB0_2:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 49 10 is_stmt 1               ; kernels.py:49:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v2, 8, v6
	.loc	1 55 27                         ; kernels.py:55:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[0:1], s8, v2
	.loc	1 54 29                         ; kernels.py:54:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v2, v2, s10
	.loc	1 54 21 is_stmt 0               ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[20:21], v[2:3], 2, s[2:3]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[18:19], s[14:15], s[0:1]
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[2:3], v[20:21], 0, v[28:29]
	v_mov_b32_e32 v12, v29
	.loc	1 54 13 is_stmt 0               ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[12:13], s[18:19]
	s_cbranch_execz .LBB0_4
; %bb.3:
	global_load_dword v12, v[2:3], off
.LBB0_4:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 49 10 is_stmt 1               ; kernels.py:49:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v4, 16, v6
	.loc	1 55 27                         ; kernels.py:55:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[12:13], s8, v4
	.loc	1 54 29                         ; kernels.py:54:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v4, v4, s10
	.loc	1 54 21 is_stmt 0               ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[22:23], v[4:5], 2, s[2:3]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[22:23], s[14:15], s[12:13]
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[4:5], v[22:23], 0, v[28:29]
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v13, 0
	.loc	1 54 13 is_stmt 0               ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[18:19], s[22:23]
	s_cbranch_execz .LBB0_6
; %bb.5:
	global_load_dword v13, v[4:5], off
.LBB0_6:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 49 10 is_stmt 1               ; kernels.py:49:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v6, 24, v6
	.loc	1 55 27                         ; kernels.py:55:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[18:19], s8, v6
	.loc	1 54 29                         ; kernels.py:54:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v6, v6, s10
	.loc	1 54 21 is_stmt 0               ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[24:25], v[6:7], 2, s[2:3]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[14:15], s[14:15], s[18:19]
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[6:7], v[24:25], 0, v[28:29]
	.loc	1 54 13 is_stmt 0               ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[14:15]
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_dword v29, v[6:7], off
.LBB0_8:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 23 is_stmt 1               ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_and_b32_e32 v15, 0xe0, v10
	.loc	1 50 10                         ; kernels.py:50:10 @[ kernels.py:65:19 ]
	s_lshl_b32 s20, s17, 5
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_lshrrev_b32_e32 v50, 4, v15
	.loc	1 50 10                         ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v8, s20, v1
	.loc	1 57 53                         ; kernels.py:57:53 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[14:15], s9, v8
	.loc	1 57 27 is_stmt 0               ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v50
	.loc	1 57 26                         ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[16:17], s[14:15], s[2:3]
	.loc	1 56 21 is_stmt 1               ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v16, 0
	.loc	1 56 13 is_stmt 0               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 0 13                          ; kernels.py:0:13
	v_mul_lo_u32 v16, v50, s9
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[4:5]
	v_lshl_add_u64 v[16:17], v[8:9], 2, v[16:17]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v16, v[16:17], off
.LBB0_10:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 23 is_stmt 1               ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_or_b32_e32 v51, 1, v50
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cmp_gt_i32 s10, 0
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v51
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 57 26                         ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[2:3], s[14:15], s[2:3]
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_and_b64 s[22:23], s[16:17], s[2:3]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[22:23]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v26, v51, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[4:5]
	v_lshl_add_u64 v[26:27], v[8:9], 2, v[26:27]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v14, v[26:27], off
.LBB0_12:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 23 is_stmt 1               ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_or_b32_e32 v52, 16, v50
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v52
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[2:3], s[14:15], s[2:3]
	.loc	1 53 5 is_stmt 1                ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_and_b64 s[22:23], s[16:17], s[2:3]
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v26, 0
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[22:23]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v26, v52, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[4:5]
	v_lshl_add_u64 v[26:27], v[8:9], 2, v[26:27]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v26, v[26:27], off
.LBB0_14:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 23 is_stmt 1               ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_or_b32_e32 v53, 17, v50
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v53
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[2:3], s[14:15], s[2:3]
	.loc	1 53 5 is_stmt 1                ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_and_b64 s[16:17], s[16:17], s[2:3]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v30, v53, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[4:5]
	v_lshl_add_u64 v[30:31], v[8:9], 2, v[30:31]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v17, v[30:31], off
.LBB0_16:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 23 is_stmt 1               ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_lshrrev_b32_e32 v27, 3, v0
	v_and_b32_e32 v46, 4, v27
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_lshlrev_b32_e32 v27, 2, v10
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_and_b32_e32 v48, 15, v0
	v_lshrrev_b32_e32 v10, 2, v10
	v_lshlrev_b32_e32 v49, 2, v48
	v_and_b32_e32 v10, 60, v10
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_lshrrev_b32_e32 v15, 3, v15
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_lshlrev_b32_e32 v47, 7, v1
	v_xor_b32_e32 v10, v10, v49
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_xor_b32_e32 v15, v15, v27
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_or_b32_e32 v10, v10, v47
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v54, 0, v15
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v71, 0, v10
	v_xor_b32_e32 v10, 4, v10
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v54, v11, v13 offset1:8
	v_xor_b32_e32 v11, 32, v15
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v72, 0, v10
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_sub_i32 s22, s10, 32
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v55, 0, v11
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v11, 0x1000, v71
	v_add_u32_e32 v10, 0x1000, v72
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cmp_lt_i32 s22, 1
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	ds_write2st64_b32 v55, v12, v29 offset0:4 offset1:12
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	ds_write2_b32 v11, v16, v26 offset1:16
	ds_write2_b32 v10, v14, v17 offset1:16
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cbranch_scc1 .LBB0_51
; %bb.17:                               ; %.lr.ph
	.loc	1 55 48                         ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v10, 32, v1
	.loc	1 55 47 is_stmt 0               ; kernels.py:55:47 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v10
	.loc	1 55 26                         ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[24:25], vcc, s[2:3]
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v73, 0
	.loc	1 54 13 is_stmt 1               ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[16:17], s[24:25]
	s_cbranch_execz .LBB0_19
; %bb.18:
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	v_lshl_add_u64 v[10:11], v[18:19], 0, v[28:29]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_dword v73, v[10:11], off offset:128
.LBB0_19:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[24:25], s[0:1], s[2:3]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[16:17], s[24:25]
	s_cbranch_execz .LBB0_21
; %bb.20:
	global_load_dword v29, v[2:3], off offset:128
.LBB0_21:
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[24:25], s[12:13], s[2:3]
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v74, 0
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[16:17], s[24:25]
	s_cbranch_execz .LBB0_23
; %bb.22:
	global_load_dword v74, v[4:5], off offset:128
.LBB0_23:
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[16:17], s[18:19], s[2:3]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_25
; %bb.24:
	global_load_dword v28, v[6:7], off offset:128
.LBB0_25:
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_xor_b32_e32 v2, v49, v46
	v_or_b32_e32 v3, v2, v47
	v_xor_b32_e32 v4, 8, v3
	v_xor_b32_e32 v5, 16, v3
	v_xor_b32_e32 v6, 24, v3
	v_xor_b32_e32 v7, 32, v3
	v_xor_b32_e32 v10, 40, v3
	v_xor_b32_e32 v11, 48, v3
	v_xor_b32_e32 v12, 56, v3
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v56, 0, v3
	v_add_u32_e32 v57, 0, v4
	v_add_u32_e32 v58, 0, v5
	v_add_u32_e32 v59, 0, v6
	v_add_u32_e32 v60, 0, v7
	v_add_u32_e32 v61, 0, v10
	v_add_u32_e32 v62, 0, v11
	v_add_u32_e32 v63, 0, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[32:33], v56 offset1:16
	ds_read2_b32 v[34:35], v57 offset1:16
	ds_read2_b32 v[36:37], v58 offset1:16
	ds_read2_b32 v[38:39], v59 offset1:16
	ds_read2_b32 v[40:41], v60 offset1:16
	ds_read2_b32 v[42:43], v61 offset1:16
	ds_read2_b32 v[44:45], v62 offset1:16
	ds_read2_b32 v[30:31], v63 offset1:16
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v2, 32, v50
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[26:27], v[8:9], 2, s[4:5]
	.loc	1 57 26                         ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v76, 0
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_27
; %bb.26:
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	v_mul_lo_u32 v2, v2, s9
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[26:27]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v76, v[2:3], off
.LBB0_27:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v2, 33, v50
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_29
; %bb.28:
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v2, v2, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[26:27]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v75, v[2:3], off
.LBB0_29:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v2, 48, v50
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v78, 0
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_31
; %bb.30:
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v2, v2, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[26:27]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v78, v[2:3], off
.LBB0_31:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v2, 49, v50
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_33
; %bb.32:
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v2, v2, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[26:27]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v77, v[2:3], off
.LBB0_33:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_bfe_i32 v2, v0, 4, 1
	v_and_b32_e32 v2, 0x804, v2
	v_xor_b32_e32 v2, v49, v2
	v_xor_b32_e32 v2, v2, v46
	v_lshl_or_b32 v79, v48, 7, v2
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v2, 0, v79
	v_add_u32_e32 v64, 0x1000, v2
	ds_read2_b32 v[80:81], v64 offset1:16
	s_mov_b32 s16, 32
	.loc	1 53 5 is_stmt 1                ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cmp_lt_u32 s22, 33
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[2:17], v80, v32, 0
	v_xor_b32_e32 v32, 8, v79
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v32, 0, v32
	v_add_u32_e32 v65, 0x1000, v32
	ds_read2_b32 v[82:83], v65 offset1:16
	v_xor_b32_e32 v32, 16, v79
	v_add_u32_e32 v32, 0, v32
	v_add_u32_e32 v66, 0x1000, v32
	ds_read2_b32 v[84:85], v66 offset1:16
	v_xor_b32_e32 v32, 24, v79
	v_add_u32_e32 v32, 0, v32
	v_add_u32_e32 v67, 0x1000, v32
	ds_read2_b32 v[86:87], v67 offset1:16
	v_xor_b32_e32 v32, 32, v79
	v_add_u32_e32 v32, 0, v32
	v_add_u32_e32 v68, 0x1000, v32
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x2_f32 v[2:17], v82, v34, v[2:17]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	ds_read2_b32 v[88:89], v68 offset1:16
	v_xor_b32_e32 v32, 40, v79
	v_add_u32_e32 v32, 0, v32
	v_add_u32_e32 v69, 0x1000, v32
	ds_read2_b32 v[90:91], v69 offset1:16
	v_xor_b32_e32 v32, 48, v79
	v_add_u32_e32 v32, 0, v32
	v_add_u32_e32 v70, 0x1000, v32
	ds_read2_b32 v[92:93], v70 offset1:16
	v_xor_b32_e32 v32, 56, v79
	v_add_u32_e32 v32, 0, v32
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x2_f32 v[2:17], v84, v36, v[2:17]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x2_f32 v[2:17], v86, v38, v[2:17]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x2_f32 v[2:17], v88, v40, v[2:17]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x2_f32 v[2:17], v90, v42, v[2:17]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[2:17], v92, v44, v[2:17]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v44, 0x1000, v32
	ds_read2_b32 v[94:95], v44 offset1:16
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v54, v73, v74 offset1:8
	ds_write2st64_b32 v55, v29, v28 offset0:4 offset1:12
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	v_mfma_f32_32x32x2_f32 v[2:17], v94, v30, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v81, v33, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v83, v35, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v85, v37, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v87, v39, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v89, v41, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v91, v43, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v93, v45, v[2:17]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v45, 0x1000, v71
	v_add_u32_e32 v71, 0x1000, v72
	ds_write2_b32 v45, v76, v78 offset1:16
	ds_write2_b32 v71, v75, v77 offset1:16
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	v_mfma_f32_32x32x2_f32 v[2:17], v95, v31, v[2:17]
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cbranch_scc0 .LBB0_35
	s_branch .LBB0_52
.LBB0_34:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	ds_read2_b32 v[80:81], v64 offset1:16
	ds_read2_b32 v[82:83], v65 offset1:16
	ds_read2_b32 v[84:85], v66 offset1:16
	ds_read2_b32 v[86:87], v67 offset1:16
	ds_read2_b32 v[88:89], v68 offset1:16
	ds_read2_b32 v[90:91], v69 offset1:16
	ds_read2_b32 v[92:93], v70 offset1:16
	ds_read2_b32 v[94:95], v44 offset1:16
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cmp_lt_i32 s16, s22
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x2_f32 v[2:17], v80, v42, v[2:17]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v54, v73, v75 offset1:8
	ds_write2st64_b32 v55, v72, v74 offset0:4 offset1:12
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	ds_write2_b32 v45, v77, v79 offset1:16
	ds_write2_b32 v71, v76, v78 offset1:16
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	v_mfma_f32_32x32x2_f32 v[2:17], v82, v40, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v84, v38, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v86, v36, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v88, v34, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v90, v32, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v92, v30, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v94, v28, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v81, v43, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v83, v41, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v85, v39, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v87, v37, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v89, v35, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v91, v33, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v93, v31, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v95, v29, v[2:17]
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cbranch_scc0 .LBB0_52
.LBB0_35:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s16, s16, 32
	.loc	1 55 48                         ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v28, s16, v1
	.loc	1 55 47 is_stmt 0               ; kernels.py:55:47 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v28
	.loc	1 55 26                         ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[24:25], vcc, s[2:3]
	.loc	1 54 21 is_stmt 1               ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v29, 31, v28
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	.loc	1 54 13 is_stmt 0               ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[4:5], s[24:25]
	s_cbranch_execz .LBB0_37
; %bb.36:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	v_lshl_add_u64 v[30:31], v[28:29], 2, v[18:19]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_dword v73, v[30:31], off
.LBB0_37:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[24:25], s[0:1], s[2:3]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[4:5], s[24:25]
	s_cbranch_execz .LBB0_39
; %bb.38:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 54 21 is_stmt 0               ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[30:31], v[28:29], 2, v[20:21]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_dword v72, v[30:31], off
.LBB0_39:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[24:25], s[12:13], s[2:3]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[4:5], s[24:25]
	s_cbranch_execz .LBB0_41
; %bb.40:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 54 21 is_stmt 0               ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[30:31], v[28:29], 2, v[22:23]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_dword v75, v[30:31], off
.LBB0_41:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[18:19], s[2:3]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_43
; %bb.42:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 54 21 is_stmt 0               ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[28:29], v[28:29], 2, v[24:25]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_dword v74, v[28:29], off
.LBB0_43:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[42:43], v56 offset1:16
	ds_read2_b32 v[40:41], v57 offset1:16
	ds_read2_b32 v[38:39], v58 offset1:16
	ds_read2_b32 v[36:37], v59 offset1:16
	ds_read2_b32 v[34:35], v60 offset1:16
	ds_read2_b32 v[32:33], v61 offset1:16
	ds_read2_b32 v[30:31], v62 offset1:16
	ds_read2_b32 v[28:29], v63 offset1:16
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v78, s16, v50
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v78
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_45
; %bb.44:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	v_mul_lo_u32 v78, v78, s9
	v_ashrrev_i32_e32 v79, 31, v78
	v_lshl_add_u64 v[78:79], v[78:79], 2, v[26:27]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v77, v[78:79], off
.LBB0_45:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v78, s16, v51
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v78
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_47
; %bb.46:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v78, v78, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v79, 31, v78
	v_lshl_add_u64 v[78:79], v[78:79], 2, v[26:27]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v76, v[78:79], off
.LBB0_47:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v80, s16, v52
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v80
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_49
; %bb.48:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v80, v80, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v81, 31, v80
	v_lshl_add_u64 v[80:81], v[80:81], 2, v[26:27]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v79, v[80:81], off
.LBB0_49:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v80, s16, v53
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v80
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_34
; %bb.50:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v80, v80, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v81, 31, v80
	v_lshl_add_u64 v[80:81], v[80:81], 2, v[26:27]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v78, v[80:81], off
	s_branch .LBB0_34
.Ltmp3:
.LBB0_51:
	.loc	1 0 13                          ; kernels.py:0:13
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, v17
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v14, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v6, v17
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v2, v17
.LBB0_52:                               ; %Flow144
	s_lshr_b32 s2, s21, 6
	.loc	1 65 19 is_stmt 1               ; kernels.py:65:19
	s_add_i32 s10, s10, 31
.Ltmp4:
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cmp_lt_i32 s10, 32
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_54
; %bb.53:
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_bfe_i32 v0, v0, 4, 1
	v_and_b32_e32 v0, 0x804, v0
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_xor_b32_e32 v20, v49, v46
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_xor_b32_e32 v0, v20, v0
	v_lshl_or_b32 v0, v48, 7, v0
	v_add_u32_e32 v18, 0, v0
	v_add_u32_e32 v18, 0x1000, v18
	ds_read2_b32 v[18:19], v18 offset1:16
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_or_b32_e32 v47, v20, v47
	v_add_u32_e32 v20, 0, v47
	ds_read2_b32 v[20:21], v20 offset1:16
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[2:17], v18, v20, v[2:17]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_xad_u32 v18, v0, 8, 0
	v_add_u32_e32 v18, 0x1000, v18
	ds_read2_b32 v[22:23], v18 offset1:16
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_xad_u32 v18, v47, 8, 0
	ds_read2_b32 v[24:25], v18 offset1:16
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_xad_u32 v18, v0, 16, 0
	v_add_u32_e32 v18, 0x1000, v18
	ds_read2_b32 v[26:27], v18 offset1:16
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_xad_u32 v18, v47, 16, 0
	ds_read2_b32 v[28:29], v18 offset1:16
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_xad_u32 v18, v0, 24, 0
	v_add_u32_e32 v18, 0x1000, v18
	ds_read2_b32 v[30:31], v18 offset1:16
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_xad_u32 v18, v47, 24, 0
	ds_read2_b32 v[32:33], v18 offset1:16
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x2_f32 v[2:17], v22, v24, v[2:17]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_xad_u32 v18, v0, 32, 0
	v_add_u32_e32 v18, 0x1000, v18
	ds_read2_b32 v[34:35], v18 offset1:16
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_xad_u32 v18, v47, 32, 0
	ds_read2_b32 v[36:37], v18 offset1:16
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_xad_u32 v18, v0, 40, 0
	v_add_u32_e32 v18, 0x1000, v18
	ds_read2_b32 v[38:39], v18 offset1:16
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_xad_u32 v18, v47, 40, 0
	ds_read2_b32 v[40:41], v18 offset1:16
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_xad_u32 v18, v0, 48, 0
	v_add_u32_e32 v18, 0x1000, v18
	ds_read2_b32 v[42:43], v18 offset1:16
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_xad_u32 v18, v47, 48, 0
	ds_read2_b32 v[44:45], v18 offset1:16
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x2_f32 v[2:17], v26, v28, v[2:17]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_xad_u32 v0, v0, 56, 0
	v_add_u32_e32 v0, 0x1000, v0
	ds_read2_b32 v[48:49], v0 offset1:16
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_xad_u32 v0, v47, 56, 0
	ds_read2_b32 v[50:51], v0 offset1:16
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x2_f32 v[2:17], v30, v32, v[2:17]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x2_f32 v[2:17], v34, v36, v[2:17]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x2_f32 v[2:17], v38, v40, v[2:17]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x2_f32 v[2:17], v42, v44, v[2:17]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[2:17], v48, v50, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v19, v21, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v23, v25, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v27, v29, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v31, v33, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v35, v37, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v39, v41, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v43, v45, v[2:17]
	v_mfma_f32_32x32x2_f32 v[2:17], v49, v51, v[2:17]
.LBB0_54:                               ; %._crit_edge._crit_edge
	.loc	1 49 10                         ; kernels.py:49:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v1, s11, v1
	.loc	1 50 10                         ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, s20, v46
.Ltmp5:
	.loc	1 66 64                         ; kernels.py:66:64
	v_cmp_gt_i32_e32 vcc, s8, v1
	.loc	1 66 84 is_stmt 0               ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63                         ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 22                         ; kernels.py:66:22
	v_mul_lo_u32 v18, s9, v1
	.loc	1 66 14                         ; kernels.py:66:14
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 66 5                          ; kernels.py:66:5
	s_cmp_eq_u32 s2, 0
	.loc	1 66 14                         ; kernels.py:66:14
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 66 5                          ; kernels.py:66:5
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 66 14                         ; kernels.py:66:14
	v_lshl_add_u64 v[18:19], v[0:1], 2, v[18:19]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_56
; %bb.55:
	s_nop 2
	global_store_dword v[18:19], v2, off
.LBB0_56:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp6:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v1, 1, v0
.Ltmp7:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_58
; %bb.57:
	global_store_dword v[18:19], v3, off offset:4
.LBB0_58:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp8:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v1, 2, v0
.Ltmp9:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_60
; %bb.59:
	global_store_dword v[18:19], v4, off offset:8
.LBB0_60:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp10:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v1, 3, v0
.Ltmp11:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_62
; %bb.61:
	global_store_dword v[18:19], v5, off offset:12
.LBB0_62:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp12:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v1, 8, v0
.Ltmp13:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_64
; %bb.63:
	global_store_dword v[18:19], v6, off offset:32
.LBB0_64:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp14:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v1, 9, v0
.Ltmp15:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_66
; %bb.65:
	global_store_dword v[18:19], v7, off offset:36
.LBB0_66:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp16:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v1, 10, v0
.Ltmp17:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_68
; %bb.67:
	global_store_dword v[18:19], v8, off offset:40
.LBB0_68:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp18:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v1, 11, v0
.Ltmp19:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_70
; %bb.69:
	global_store_dword v[18:19], v9, off offset:44
.LBB0_70:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp20:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v1, 16, v0
.Ltmp21:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_72
; %bb.71:
	global_store_dword v[18:19], v10, off offset:64
.LBB0_72:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp22:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v1, 17, v0
.Ltmp23:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_74
; %bb.73:
	global_store_dword v[18:19], v11, off offset:68
.LBB0_74:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp24:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v1, 18, v0
.Ltmp25:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_76
; %bb.75:
	global_store_dword v[18:19], v12, off offset:72
.LBB0_76:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp26:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v1, 19, v0
.Ltmp27:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_78
; %bb.77:
	global_store_dword v[18:19], v13, off offset:76
.LBB0_78:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp28:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v1, 24, v0
.Ltmp29:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_80
; %bb.79:
	global_store_dword v[18:19], v14, off offset:96
.LBB0_80:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp30:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v1, 25, v0
.Ltmp31:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_82
; %bb.81:
	global_store_dword v[18:19], v15, off offset:100
.LBB0_82:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp32:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v1, 26, v0
.Ltmp33:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_84
; %bb.83:
	global_store_dword v[18:19], v16, off offset:104
.LBB0_84:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp34:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 27, v0
.Ltmp35:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_86
; %bb.85:
	global_store_dword v[18:19], v17, off offset:108
.LBB0_86:
	.loc	1 63 1 is_stmt 1                ; kernels.py:63:1
	s_endpgm
.Ltmp36:
.Lfunc_end0:
	.size	matmul_f32_ieee, .Lfunc_end0-matmul_f32_ieee
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_f32_ieee
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
		.amdhsa_next_free_vgpr 96
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 96
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
	.set .Lmatmul.num_vgpr, 96
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
; codeLenInByte = 4016
; TotalNumSgprs: 32
; NumVgprs: 96
; NumAgprs: 0
; TotalNumVgprs: 96
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 96
; AccumOffset: 96
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 23
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
	.asciz	"matmul_f32_ieee"                        ; string offset=52 ; matmul_f32_ieee
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
    .name:           matmul_f32_ieee
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         matmul_f32_ieee.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     96
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
