	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_f32_tf32                          ; -- Begin function matmul_f32_tf32
	.p2align	8
	.type	matmul_f32_tf32,@function
matmul_f32_tf32:                                 ; @matmul_f32_tf32
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
	v_and_or_b32 v1, v0, 63, s0
	.loc	1 49 10 is_stmt 0               ; kernels.py:49:10 @[ kernels.py:65:19 ]
	s_lshl_b32 s11, s16, 5
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_lshrrev_b32_e32 v2, 5, v1
	.loc	1 49 10                         ; kernels.py:49:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v6, s11, v2
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_and_b32_e32 v42, 31, v0
	.loc	1 54 29 is_stmt 1               ; kernels.py:54:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v2, v6, s10
	.loc	1 55 27                         ; kernels.py:55:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e32 vcc, s8, v6
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 55 47                         ; kernels.py:55:47 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[14:15], s10, v42
	v_mov_b32_e32 v27, 0
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[16:17], v[2:3], 2, s[2:3]
	.loc	1 55 26                         ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[12:13], s[14:15], vcc
	v_lshlrev_b32_e32 v26, 2, v42
	v_mov_b32_e32 v10, v27
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	v_lshl_add_u64 v[2:3], v[16:17], 0, v[26:27]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_dword v10, v[2:3], off
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
	v_lshl_add_u64 v[18:19], v[2:3], 2, s[2:3]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[18:19], s[14:15], s[0:1]
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[2:3], v[18:19], 0, v[26:27]
	v_mov_b32_e32 v11, v27
	.loc	1 54 13 is_stmt 0               ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[12:13], s[18:19]
	s_cbranch_execz .LBB0_4
; %bb.3:
	global_load_dword v11, v[2:3], off
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
	v_lshl_add_u64 v[20:21], v[4:5], 2, s[2:3]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[22:23], s[14:15], s[12:13]
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[4:5], v[20:21], 0, v[26:27]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v12, 0
	.loc	1 54 13 is_stmt 0               ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[18:19], s[22:23]
	s_cbranch_execz .LBB0_6
; %bb.5:
	global_load_dword v12, v[4:5], off
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
	v_lshl_add_u64 v[22:23], v[6:7], 2, s[2:3]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[14:15], s[14:15], s[18:19]
	.loc	1 54 21                         ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[6:7], v[22:23], 0, v[26:27]
	.loc	1 54 13 is_stmt 0               ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[14:15]
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_dword v27, v[6:7], off
.LBB0_8:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 23 is_stmt 1               ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_and_b32_e32 v13, 0xe0, v1
	.loc	1 50 10                         ; kernels.py:50:10 @[ kernels.py:65:19 ]
	s_lshl_b32 s20, s17, 5
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_lshrrev_b32_e32 v47, 4, v13
	.loc	1 50 10                         ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v8, s20, v42
	.loc	1 57 53                         ; kernels.py:57:53 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[14:15], s9, v8
	.loc	1 57 27 is_stmt 0               ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v47
	.loc	1 57 26                         ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[16:17], s[14:15], s[2:3]
	.loc	1 56 21 is_stmt 1               ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	.loc	1 56 13 is_stmt 0               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 0 13                          ; kernels.py:0:13
	v_mul_lo_u32 v24, v47, s9
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[4:5]
	v_lshl_add_u64 v[24:25], v[8:9], 2, v[24:25]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v14, v[24:25], off
.LBB0_10:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 23 is_stmt 1               ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_or_b32_e32 v48, 1, v47
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cmp_gt_i32 s10, 0
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v48
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
	v_mul_lo_u32 v24, v48, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[4:5]
	v_lshl_add_u64 v[24:25], v[8:9], 2, v[24:25]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v15, v[24:25], off
.LBB0_12:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 23 is_stmt 1               ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_or_b32_e32 v49, 16, v47
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v49
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[2:3], s[14:15], s[2:3]
	.loc	1 53 5 is_stmt 1                ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_and_b64 s[22:23], s[16:17], s[2:3]
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[22:23]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v28, v49, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[4:5]
	v_lshl_add_u64 v[28:29], v[8:9], 2, v[28:29]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v24, v[28:29], off
.LBB0_14:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 49 23 is_stmt 1               ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_or_b32_e32 v50, 17, v47
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v50
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[2:3], s[14:15], s[2:3]
	.loc	1 53 5 is_stmt 1                ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_and_b64 s[16:17], s[16:17], s[2:3]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v28, v50, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[4:5]
	v_lshl_add_u64 v[28:29], v[8:9], 2, v[28:29]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v25, v[28:29], off
.LBB0_16:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 13 is_stmt 1               ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshrrev_b32_e32 v13, 2, v13
	v_xor_b32_e32 v1, v13, v1
	v_add_u32_e32 v51, 0, v1
	v_xor_b32_e32 v1, 64, v1
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_and_b32_e32 v43, 32, v0
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v52, 0, v1
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_and_b32_e32 v1, 15, v0
	v_bfe_i32 v0, v0, 4, 1
	v_lshlrev_b32_e32 v45, 3, v1
	v_and_b32_e32 v46, 0x808, v0
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v51, v10, v12 offset1:8
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_xor_b32_e32 v10, v46, v45
	v_lshlrev_b32_e32 v44, 7, v1
	v_xor_b32_e32 v0, v10, v13
	v_or_b32_e32 v0, v0, v44
	v_add_u32_e32 v53, 0, v0
	v_xor_b32_e32 v0, 64, v0
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_sub_i32 s22, s10, 32
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v54, 0, v0
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cmp_lt_i32 s22, 1
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	ds_write2st64_b32 v52, v11, v27 offset0:4 offset1:12
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	ds_write_b64 v53, v[14:15] offset:4096
	ds_write_b64 v54, v[24:25] offset:4096
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cbranch_scc1 .LBB0_51
; %bb.17:                               ; %.lr.ph
	.loc	1 55 48                         ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 32, v42
	.loc	1 55 47 is_stmt 0               ; kernels.py:55:47 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v0
	.loc	1 55 26                         ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[24:25], vcc, s[2:3]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v71, 0
	.loc	1 54 13 is_stmt 1               ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[16:17], s[24:25]
	s_cbranch_execz .LBB0_19
; %bb.18:
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	v_lshl_add_u64 v[0:1], v[16:17], 0, v[26:27]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_dword v71, v[0:1], off offset:128
.LBB0_19:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[24:25], s[0:1], s[2:3]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[16:17], s[24:25]
	s_cbranch_execz .LBB0_21
; %bb.20:
	global_load_dword v27, v[2:3], off offset:128
.LBB0_21:
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[24:25], s[12:13], s[2:3]
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v72, 0
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[16:17], s[24:25]
	s_cbranch_execz .LBB0_23
; %bb.22:
	global_load_dword v72, v[4:5], off offset:128
.LBB0_23:
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	s_or_b64 exec, exec, s[16:17]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[16:17], s[18:19], s[2:3]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_25
; %bb.24:
	global_load_dword v26, v[6:7], off offset:128
.LBB0_25:
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v2, 2, v43
	v_xor_b32_e32 v0, v45, v2
	v_lshl_or_b32 v0, v42, 7, v0
	v_xor_b32_e32 v6, 64, v0
	v_xor_b32_e32 v1, 16, v0
	v_xor_b32_e32 v4, 32, v0
	v_xor_b32_e32 v5, 48, v0
	v_xor_b32_e32 v7, 0x50, v0
	v_xor_b32_e32 v11, 0x60, v0
	v_xor_b32_e32 v12, 0x70, v0
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v55, 0, v0
	v_add_u32_e32 v59, 0, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v56, 0, v1
	v_add_u32_e32 v57, 0, v4
	v_add_u32_e32 v58, 0, v5
	ds_read_b64 v[0:1], v55
	ds_read_b64 v[40:41], v56
	ds_read_b64 v[38:39], v57
	ds_read_b64 v[36:37], v58
	v_add_u32_e32 v60, 0, v7
	v_add_u32_e32 v61, 0, v11
	v_add_u32_e32 v62, 0, v12
	ds_read_b64 v[34:35], v59
	ds_read_b64 v[32:33], v60
	ds_read_b64 v[30:31], v61
	ds_read_b64 v[28:29], v62
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v3, 32, v47
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v3
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[24:25], v[8:9], 2, s[4:5]
	.loc	1 57 26                         ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v74, 0
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_27
; %bb.26:
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	v_mul_lo_u32 v4, v3, s9
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[24:25]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v74, v[4:5], off
.LBB0_27:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v3, 33, v47
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v3
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_29
; %bb.28:
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v4, v3, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[24:25]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v75, v[4:5], off
.LBB0_29:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v3, 48, v47
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v3
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v76, 0
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_31
; %bb.30:
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v4, v3, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[24:25]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v76, v[4:5], off
.LBB0_31:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v3, 49, v47
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v3
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_33
; %bb.32:
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v4, v3, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[24:25]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v77, v[4:5], off
.LBB0_33:
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_xor_b32_e32 v2, v2, v10
	v_or_b32_e32 v67, v2, v44
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v63, 0, v67
	ds_read_b64 v[2:3], v63 offset:4096
	v_xor_b32_e32 v4, 16, v67
	v_xor_b32_e32 v5, 32, v67
	v_xor_b32_e32 v6, 48, v67
	v_add_u32_e32 v64, 0, v4
	.loc	1 58 15 is_stmt 1               ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v83, v3, v3
	v_max_f32_e32 v82, v2, v2
	v_max_f32_e32 v85, v1, v1
	v_max_f32_e32 v84, v0, v0
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v65, 0, v5
	v_add_u32_e32 v66, 0, v6
	ds_read_b64 v[68:69], v64 offset:4096
	ds_read_b64 v[78:79], v65 offset:4096
	ds_read_b64 v[80:81], v66 offset:4096
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	v_mfma_f32_32x32x4_xf32 v[0:15], v[82:83], v[84:85], 0
	v_max_f32_e32 v41, v41, v41
	s_waitcnt lgkmcnt(2)
	v_max_f32_e32 v69, v69, v69
	v_max_f32_e32 v68, v68, v68
	v_max_f32_e32 v40, v40, v40
	v_max_f32_e32 v39, v39, v39
	v_max_f32_e32 v38, v38, v38
	v_xor_b32_e32 v70, 64, v67
	v_mfma_f32_32x32x4_xf32 v[0:15], v[68:69], v[40:41], v[0:15]
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v41, v79, v79
	v_max_f32_e32 v40, v78, v78
	v_xor_b32_e32 v73, 0x50, v67
	v_xor_b32_e32 v82, 0x60, v67
	v_xor_b32_e32 v83, 0x70, v67
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v67, 0, v70
	ds_read_b64 v[78:79], v67 offset:4096
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	v_mfma_f32_32x32x4_xf32 v[0:15], v[40:41], v[38:39], v[0:15]
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v39, v81, v81
	v_max_f32_e32 v38, v80, v80
	v_max_f32_e32 v37, v37, v37
	v_max_f32_e32 v36, v36, v36
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v79, v79, v79
	v_max_f32_e32 v78, v78, v78
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v68, 0, v73
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	v_mfma_f32_32x32x4_xf32 v[0:15], v[38:39], v[36:37], v[0:15]
	v_max_f32_e32 v35, v35, v35
	v_max_f32_e32 v34, v34, v34
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v69, 0, v82
	v_add_u32_e32 v70, 0, v83
	ds_read_b64 v[36:37], v68 offset:4096
	ds_read_b64 v[38:39], v69 offset:4096
	ds_read_b64 v[40:41], v70 offset:4096
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	v_max_f32_e32 v33, v33, v33
	v_max_f32_e32 v32, v32, v32
	v_mfma_f32_32x32x4_xf32 v[0:15], v[78:79], v[34:35], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_max_f32_e32 v35, v37, v37
	v_max_f32_e32 v34, v36, v36
	v_max_f32_e32 v31, v31, v31
	v_max_f32_e32 v30, v30, v30
	v_max_f32_e32 v29, v29, v29
	v_max_f32_e32 v28, v28, v28
	s_mov_b32 s16, 32
	v_mfma_f32_32x32x4_xf32 v[0:15], v[34:35], v[32:33], v[0:15]
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v33, v39, v39
	v_max_f32_e32 v32, v38, v38
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cmp_lt_u32 s22, 33
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v51, v71, v72 offset1:8
	ds_write2st64_b32 v52, v27, v26 offset0:4 offset1:12
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	ds_write_b64 v53, v[74:75] offset:4096
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	v_mfma_f32_32x32x4_xf32 v[0:15], v[32:33], v[30:31], v[0:15]
	v_max_f32_e32 v31, v41, v41
	v_max_f32_e32 v30, v40, v40
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	ds_write_b64 v54, v[76:77] offset:4096
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_nop 0
	v_mfma_f32_32x32x4_xf32 v[0:15], v[30:31], v[28:29], v[0:15]
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cbranch_scc0 .LBB0_35
	s_branch .LBB0_52
.LBB0_34:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 5 is_stmt 0                 ; kernels.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	ds_read_b64 v[80:81], v63 offset:4096
	ds_read_b64 v[82:83], v64 offset:4096
	ds_read_b64 v[84:85], v65 offset:4096
	ds_read_b64 v[86:87], v66 offset:4096
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(11)
	v_max_f32_e32 v41, v41, v41
	s_waitcnt lgkmcnt(3)
	v_max_f32_e32 v81, v81, v81
	v_max_f32_e32 v80, v80, v80
	v_max_f32_e32 v40, v40, v40
	v_max_f32_e32 v39, v39, v39
	v_max_f32_e32 v38, v38, v38
	v_mfma_f32_32x32x4_xf32 v[0:15], v[80:81], v[40:41], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_max_f32_e32 v41, v83, v83
	v_max_f32_e32 v40, v82, v82
	v_max_f32_e32 v37, v37, v37
	v_max_f32_e32 v36, v36, v36
	v_max_f32_e32 v35, v35, v35
	v_max_f32_e32 v34, v34, v34
	v_max_f32_e32 v33, v33, v33
	v_mfma_f32_32x32x4_xf32 v[0:15], v[40:41], v[38:39], v[0:15]
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v39, v85, v85
	v_max_f32_e32 v38, v84, v84
	v_max_f32_e32 v32, v32, v32
	v_max_f32_e32 v31, v31, v31
	v_max_f32_e32 v30, v30, v30
	v_max_f32_e32 v29, v29, v29
	v_max_f32_e32 v28, v28, v28
	v_mfma_f32_32x32x4_xf32 v[0:15], v[38:39], v[36:37], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v37, v87, v87
	v_max_f32_e32 v36, v86, v86
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	ds_read_b64 v[38:39], v67 offset:4096
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	v_max_f32_e32 v27, v27, v27
	v_max_f32_e32 v26, v26, v26
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cmp_lt_i32 s16, s22
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v39, v39, v39
	v_mfma_f32_32x32x4_xf32 v[0:15], v[36:37], v[34:35], v[0:15]
	v_max_f32_e32 v38, v38, v38
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	ds_read_b64 v[34:35], v68 offset:4096
	ds_read_b64 v[36:37], v69 offset:4096
	ds_read_b64 v[40:41], v70 offset:4096
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v51, v72, v74 offset1:8
	ds_write2st64_b32 v52, v71, v73 offset0:4 offset1:12
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	ds_write_b64 v53, v[76:77] offset:4096
	ds_write_b64 v54, v[78:79] offset:4096
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	v_mfma_f32_32x32x4_xf32 v[0:15], v[38:39], v[32:33], v[0:15]
	v_max_f32_e32 v33, v35, v35
	v_max_f32_e32 v32, v34, v34
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[32:33], v[30:31], v[0:15]
	v_max_f32_e32 v31, v37, v37
	v_max_f32_e32 v30, v36, v36
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[30:31], v[28:29], v[0:15]
	v_max_f32_e32 v29, v41, v41
	v_max_f32_e32 v28, v40, v40
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[28:29], v[26:27], v[0:15]
	.loc	1 53 5                          ; kernels.py:53:5 @[ kernels.py:65:19 ]
	s_cbranch_scc0 .LBB0_52
.LBB0_35:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s16, s16, 32
	.loc	1 55 48                         ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v26, s16, v42
	.loc	1 55 47 is_stmt 0               ; kernels.py:55:47 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v26
	.loc	1 55 26                         ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[24:25], vcc, s[2:3]
	.loc	1 54 21 is_stmt 1               ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v27, 31, v26
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v72, 0
	.loc	1 54 13 is_stmt 0               ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[4:5], s[24:25]
	s_cbranch_execz .LBB0_37
; %bb.36:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	v_lshl_add_u64 v[28:29], v[26:27], 2, v[16:17]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_dword v72, v[28:29], off
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
	v_lshl_add_u64 v[28:29], v[26:27], 2, v[18:19]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_dword v71, v[28:29], off
.LBB0_39:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 55 26 is_stmt 1               ; kernels.py:55:26 @[ kernels.py:65:19 ]
	s_and_b64 s[24:25], s[12:13], s[2:3]
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v74, 0
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[4:5], s[24:25]
	s_cbranch_execz .LBB0_41
; %bb.40:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 54 21 is_stmt 0               ; kernels.py:54:21 @[ kernels.py:65:19 ]
	v_lshl_add_u64 v[28:29], v[26:27], 2, v[20:21]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_dword v74, v[28:29], off
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
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[22:23]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	global_load_dword v73, v[26:27], off
.LBB0_43:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[40:41], v55
	ds_read_b64 v[38:39], v56
	ds_read_b64 v[36:37], v57
	ds_read_b64 v[34:35], v58
	ds_read_b64 v[32:33], v59
	ds_read_b64 v[30:31], v60
	ds_read_b64 v[28:29], v61
	ds_read_b64 v[26:27], v62
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v75, s16, v47
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v75
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v76, 0
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_45
; %bb.44:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13 is_stmt 0                ; kernels.py:0:13
	v_mul_lo_u32 v78, v75, s9
	v_ashrrev_i32_e32 v79, 31, v78
	v_lshl_add_u64 v[78:79], v[78:79], 2, v[24:25]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v76, v[78:79], off
.LBB0_45:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v75, s16, v48
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v75
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_47
; %bb.46:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v78, v75, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v79, 31, v78
	v_lshl_add_u64 v[78:79], v[78:79], 2, v[24:25]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v77, v[78:79], off
.LBB0_47:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v75, s16, v49
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v75
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v78, 0
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_49
; %bb.48:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v80, v75, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v81, 31, v80
	v_lshl_add_u64 v[80:81], v[80:81], 2, v[24:25]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v78, v[80:81], off
.LBB0_49:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 0 13                          ; kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 55 48 is_stmt 1               ; kernels.py:55:48 @[ kernels.py:65:19 ]
	v_or_b32_e32 v75, s16, v50
	.loc	1 57 27                         ; kernels.py:57:27 @[ kernels.py:65:19 ]
	v_cmp_gt_i32_e64 s[2:3], s10, v75
	.loc	1 57 26 is_stmt 0               ; kernels.py:57:26 @[ kernels.py:65:19 ]
	s_and_b64 s[4:5], s[14:15], s[2:3]
	.loc	1 56 13 is_stmt 1               ; kernels.py:56:13 @[ kernels.py:65:19 ]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_34
; %bb.50:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	1 56 29 is_stmt 0               ; kernels.py:56:29 @[ kernels.py:65:19 ]
	v_mul_lo_u32 v80, v75, s9
	.loc	1 56 21                         ; kernels.py:56:21 @[ kernels.py:65:19 ]
	v_ashrrev_i32_e32 v81, 31, v80
	v_lshl_add_u64 v[80:81], v[80:81], 2, v[24:25]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	global_load_dword v79, v[80:81], off
	s_branch .LBB0_34
.Ltmp3:
.LBB0_51:
	.loc	1 0 13                          ; kernels.py:0:13
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
.LBB0_52:                               ; %Flow108
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
	v_lshrrev_b32_e32 v16, 2, v43
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_xor_b32_e32 v24, v16, v45
	v_xor_b32_e32 v16, v24, v46
	v_or_b32_e32 v32, v16, v44
	v_xad_u32 v16, v32, 48, 0
	v_xad_u32 v18, v32, 32, 0
	v_xad_u32 v20, v32, 16, 0
	v_add_u32_e32 v22, 0, v32
	ds_read_b64 v[16:17], v16 offset:4096
	ds_read_b64 v[18:19], v18 offset:4096
	ds_read_b64 v[20:21], v20 offset:4096
	ds_read_b64 v[22:23], v22 offset:4096
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_lshl_or_b32 v34, v42, 7, v24
	v_xad_u32 v24, v34, 48, 0
	v_xad_u32 v26, v34, 32, 0
	v_xad_u32 v28, v34, 16, 0
	v_add_u32_e32 v30, 0, v34
	ds_read_b64 v[24:25], v24
	ds_read_b64 v[26:27], v26
	ds_read_b64 v[28:29], v28
	ds_read_b64 v[30:31], v30
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(4)
	v_max_f32_e32 v23, v23, v23
	v_max_f32_e32 v22, v22, v22
	v_max_f32_e32 v21, v21, v21
	v_max_f32_e32 v20, v20, v20
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v31, v31, v31
	v_max_f32_e32 v30, v30, v30
	v_max_f32_e32 v19, v19, v19
	v_max_f32_e32 v18, v18, v18
	v_mfma_f32_32x32x4_xf32 v[0:15], v[22:23], v[30:31], v[0:15]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_xor_b32_e32 v22, 0x50, v32
	v_add_u32_e32 v31, 0, v22
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	v_max_f32_e32 v23, v29, v29
	v_max_f32_e32 v22, v28, v28
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v16
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_xor_b32_e32 v33, 0x70, v32
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	v_mfma_f32_32x32x4_xf32 v[0:15], v[20:21], v[22:23], v[0:15]
	v_max_f32_e32 v21, v27, v27
	v_max_f32_e32 v20, v26, v26
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	v_add_u32_e32 v33, 0, v33
	v_xor_b32_e32 v35, 0x60, v32
	v_add_u32_e32 v30, 0, v35
	v_xad_u32 v28, v32, 64, 0
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	v_max_f32_e32 v25, v25, v25
	v_mfma_f32_32x32x4_xf32 v[0:15], v[18:19], v[20:21], v[0:15]
	.loc	1 56 13                         ; kernels.py:56:13 @[ kernels.py:65:19 ]
	ds_read_b64 v[18:19], v33 offset:4096
	ds_read_b64 v[20:21], v30 offset:4096
	ds_read_b64 v[22:23], v31 offset:4096
	ds_read_b64 v[26:27], v28 offset:4096
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	v_max_f32_e32 v24, v24, v24
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_xad_u32 v28, v34, 64, 0
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(2)
	v_max_f32_e32 v21, v21, v21
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v23, v23, v23
	v_max_f32_e32 v22, v22, v22
	v_max_f32_e32 v20, v20, v20
	v_mfma_f32_32x32x4_xf32 v[0:15], v[16:17], v[24:25], v[0:15]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	ds_read_b64 v[16:17], v28
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v25, v27, v27
	v_max_f32_e32 v24, v26, v26
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	v_xor_b32_e32 v26, 0x50, v34
	v_add_u32_e32 v26, 0, v26
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v16
	v_max_f32_e32 v19, v19, v19
	v_max_f32_e32 v18, v18, v18
	v_mfma_f32_32x32x4_xf32 v[0:15], v[24:25], v[16:17], v[0:15]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	ds_read_b64 v[16:17], v26
	v_xor_b32_e32 v24, 0x60, v34
	v_add_u32_e32 v24, 0, v24
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v16
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[22:23], v[16:17], v[0:15]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	ds_read_b64 v[16:17], v24
	v_xor_b32_e32 v22, 0x70, v34
	v_add_u32_e32 v22, 0, v22
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v16
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[20:21], v[16:17], v[0:15]
	.loc	1 54 13                         ; kernels.py:54:13 @[ kernels.py:65:19 ]
	ds_read_b64 v[16:17], v22
	.loc	1 58 15                         ; kernels.py:58:15 @[ kernels.py:65:19 ]
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v16
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[18:19], v[16:17], v[0:15]
.LBB0_54:                               ; %._crit_edge._crit_edge
	.loc	1 49 23                         ; kernels.py:49:23 @[ kernels.py:65:19 ]
	v_lshrrev_b32_e32 v16, 3, v43
	.loc	1 49 10 is_stmt 0               ; kernels.py:49:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v17, s11, v42
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v16, s20, v16
.Ltmp5:
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
	s_cmp_eq_u32 s2, 0
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
	s_cbranch_execz .LBB0_56
; %bb.55:
	global_store_dword v[18:19], v0, off
.LBB0_56:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp6:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 1, v16
.Ltmp7:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_58
; %bb.57:
	global_store_dword v[18:19], v1, off offset:4
.LBB0_58:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp8:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 2, v16
.Ltmp9:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_60
; %bb.59:
	global_store_dword v[18:19], v2, off offset:8
.LBB0_60:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp10:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 3, v16
.Ltmp11:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_62
; %bb.61:
	global_store_dword v[18:19], v3, off offset:12
.LBB0_62:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp12:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 8, v16
.Ltmp13:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_64
; %bb.63:
	global_store_dword v[18:19], v4, off offset:32
.LBB0_64:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp14:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 9, v16
.Ltmp15:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_66
; %bb.65:
	global_store_dword v[18:19], v5, off offset:36
.LBB0_66:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp16:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 10, v16
.Ltmp17:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_68
; %bb.67:
	global_store_dword v[18:19], v6, off offset:40
.LBB0_68:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp18:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 11, v16
.Ltmp19:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_70
; %bb.69:
	global_store_dword v[18:19], v7, off offset:44
.LBB0_70:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp20:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 16, v16
.Ltmp21:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_72
; %bb.71:
	global_store_dword v[18:19], v8, off offset:64
.LBB0_72:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp22:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 17, v16
.Ltmp23:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_74
; %bb.73:
	global_store_dword v[18:19], v9, off offset:68
.LBB0_74:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp24:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 18, v16
.Ltmp25:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_76
; %bb.75:
	global_store_dword v[18:19], v10, off offset:72
.LBB0_76:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp26:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 19, v16
.Ltmp27:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_78
; %bb.77:
	global_store_dword v[18:19], v11, off offset:76
.LBB0_78:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp28:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 24, v16
.Ltmp29:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_80
; %bb.79:
	global_store_dword v[18:19], v12, off offset:96
.LBB0_80:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp30:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 25, v16
.Ltmp31:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_82
; %bb.81:
	global_store_dword v[18:19], v13, off offset:100
.LBB0_82:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp32:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 26, v16
.Ltmp33:
	.loc	1 66 84                         ; kernels.py:66:84
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 66 63 is_stmt 0               ; kernels.py:66:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 66 5                          ; kernels.py:66:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_84
; %bb.83:
	global_store_dword v[18:19], v14, off offset:104
.LBB0_84:
	.loc	1 0 5                           ; kernels.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp34:
	.loc	1 50 10 is_stmt 1               ; kernels.py:50:10 @[ kernels.py:65:19 ]
	v_or_b32_e32 v0, 27, v16
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
	global_store_dword v[18:19], v15, off offset:108
.LBB0_86:
	.loc	1 63 1 is_stmt 1                ; kernels.py:63:1
	s_endpgm
.Ltmp36:
.Lfunc_end0:
	.size	matmul_f32_tf32, .Lfunc_end0-matmul_f32_tf32
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_f32_tf32
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
		.amdhsa_next_free_vgpr 88
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 88
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
	.set .Lmatmul.num_vgpr, 88
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
; codeLenInByte = 4128
; TotalNumSgprs: 32
; NumVgprs: 88
; NumAgprs: 0
; TotalNumVgprs: 88
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 88
; AccumOffset: 88
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 21
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
	.asciz	"matmul_f32_tf32"                        ; string offset=52 ; matmul_f32_tf32
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
    .name:           matmul_f32_tf32
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         matmul_f32_tf32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     88
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
