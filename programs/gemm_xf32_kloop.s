// The seed's MfmaCdna3XF32Policy as assembly: one 16x16 fp32 tile, K = 32 in four steps of
// v_mfma_f32_16x16x8_xf32 (k_step = 8), accumulating in a[0:3]. The K-chunks of A and B are
// staged in v[8:15] / v[16:23]; each loop trip multiplies v[0:1] x v[2:3] and shifts the
// next chunk in.
// wfemu: let A = random(16, 32, f32, seed=1)
// wfemu: let B = random(32, 16, f32, seed=2)
// wfemu: fill v[0:1] with A[:, 0:8] as A of v_mfma_f32_16x16x8_xf32
// wfemu: fill v[8:9] with A[:, 8:16] as A of v_mfma_f32_16x16x8_xf32
// wfemu: fill v[10:11] with A[:, 16:24] as A of v_mfma_f32_16x16x8_xf32
// wfemu: fill v[12:13] with A[:, 24:32] as A of v_mfma_f32_16x16x8_xf32
// wfemu: fill v[2:3] with B[0:8] as B of v_mfma_f32_16x16x8_xf32
// wfemu: fill v[16:17] with B[8:16] as B of v_mfma_f32_16x16x8_xf32
// wfemu: fill v[18:19] with B[16:24] as B of v_mfma_f32_16x16x8_xf32
// wfemu: fill v[20:21] with B[24:32] as B of v_mfma_f32_16x16x8_xf32
// wfemu: let X = "v_mfma_f32_16x16x8_xf32"
// wfemu: let D1 = mfma(X, A[:, 0:8], B[0:8], zeros(16, 16, f32))
// wfemu: let D2 = mfma(X, A[:, 8:16], B[8:16], D1)
// wfemu: let D3 = mfma(X, A[:, 16:24], B[16:24], D2)
// wfemu: check a[0:3] as D of v_mfma_f32_16x16x8_xf32 == mfma(X, A[:, 24:32], B[24:32], D3)
// wfemu: check a[0:3] as D of v_mfma_f32_16x16x8_xf32 == A.astype(f64) @ B  rtol=2e-3 atol=1e-2
	.text
	.globl	gemm_xf32
	.p2align	8
gemm_xf32:
	s_mov_b32 s0, 4                      // K / k_step trips
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
	s_nop 1                              // VALU write -> MFMA read needs 2 wait states
.LBB0_1:
	v_mfma_f32_16x16x8_xf32 a[0:3], v[0:1], v[2:3], a[0:3]
	v_mov_b32_e32 v0, v8                 // next K-chunk of A ...
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v8, v10
	v_mov_b32_e32 v9, v11
	v_mov_b32_e32 v10, v12
	v_mov_b32_e32 v11, v13
	v_mov_b32_e32 v2, v16                // ... and of B
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v16, v18
	v_mov_b32_e32 v17, v19
	v_mov_b32_e32 v18, v20
	v_mov_b32_e32 v19, v21
	s_sub_u32 s0, s0, 1
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_1
	s_nop 7
	s_nop 1
	s_endpgm
