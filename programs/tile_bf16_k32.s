// A 16x16 bf16 tile with K = 32: two chained v_mfma_f32_16x16x16_bf16, back-to-back
// accumulation in archVGPRs v[8:11] starting from an inline-constant zero C.
// wfemu: let A = random(16, 32, bf16, seed=6)
// wfemu: let B = random(32, 16, bf16, seed=7)
// wfemu: let X = "v_mfma_f32_16x16x16_bf16"
// wfemu: fill v[0:1] with A[:, 0:16] as A of v_mfma_f32_16x16x16_bf16
// wfemu: fill v[2:3] with A[:, 16:32] as A of v_mfma_f32_16x16x16_bf16
// wfemu: fill v[4:5] with B[0:16] as B of v_mfma_f32_16x16x16_bf16
// wfemu: fill v[6:7] with B[16:32] as B of v_mfma_f32_16x16x16_bf16
// wfemu: check v[8:11] as D of v_mfma_f32_16x16x16_bf16 == mfma(X, A[:, 16:32], B[16:32], mfma(X, A[:, 0:16], B[0:16], zeros(16, 16, f32)))
// wfemu: check v[8:11] as D of v_mfma_f32_16x16x16_bf16 == A.astype(f64) @ B.astype(f64)  rtol=1e-4 atol=1e-4
	.text
	v_mfma_f32_16x16x16_bf16 v[8:11], v[0:1], v[4:5], 0
	v_mfma_f32_16x16x16_bf16 v[8:11], v[2:3], v[6:7], v[8:11]
	s_nop 7
	s_nop 3
	s_endpgm
