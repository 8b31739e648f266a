// A 4:2-sparse fp8 tile: v_smfmac_f32_32x32x32_fp8_fp8 (K = 32, 16 stored E4M3FNUZ values
// per row, index in v8, set 0) accumulating into archVGPRs v[16:31] twice, back to back:
// D = A·B + (A·B + 0).
// wfemu: let A = random_sparse(32, 32, fp8, seed=40)
// wfemu: let B = random(32, 32, fp8, seed=41)
// wfemu: let X = "v_smfmac_f32_32x32x32_fp8_fp8"
// wfemu: fill v[0:1] with A as A of v_smfmac_f32_32x32x32_fp8_fp8
// wfemu: fill v8 with A as K of v_smfmac_f32_32x32x32_fp8_fp8
// wfemu: fill v[2:5] with B as B of v_smfmac_f32_32x32x32_fp8_fp8
// wfemu: check v[16:31] as D of v_smfmac_f32_32x32x32_fp8_fp8 == smfmac(X, A, B, smfmac(X, A, B, zeros(32, 32, f32)))
// wfemu: check v[16:31] as D of v_smfmac_f32_32x32x32_fp8_fp8 == mfma("v_mfma_f32_32x32x16_fp8_fp8", A[:, 16:], B[16:], mfma("v_mfma_f32_32x32x16_fp8_fp8", A[:, :16], B[:16], smfmac(X, A, B, zeros(32, 32, f32))))
// wfemu: check v[16:31] as D of v_smfmac_f32_32x32x32_fp8_fp8 == 2 * A.astype(f64) @ B.astype(f64)  rtol=1e-5 atol=1e-5
	.text
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	s_nop 1
	v_smfmac_f32_32x32x32_fp8_fp8 v[16:31], v[0:1], v[2:5], v8
	v_smfmac_f32_32x32x32_fp8_fp8 v[16:31], v[0:1], v[2:5], v8
	s_nop 7
	s_nop 7
	s_nop 2
	s_endpgm
