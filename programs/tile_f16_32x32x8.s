// One 32x32 f16 tile: D = A x B + C with v_mfma_f32_32x32x8_f16 into accVGPRs.
// wfemu: let A = random(32, 8, f16, seed=3)
// wfemu: let B = random(8, 32, f16, seed=4)
// wfemu: let C = random(32, 32, f32, seed=5)
// wfemu: fill v[0:1] with A as A of v_mfma_f32_32x32x8_f16
// wfemu: fill v[2:3] with B as B of v_mfma_f32_32x32x8_f16
// wfemu: fill a[0:15] with C as C of v_mfma_f32_32x32x8_f16
// wfemu: check a[16:31] as D of v_mfma_f32_32x32x8_f16 == mfma("v_mfma_f32_32x32x8_f16", A, B, C)
// wfemu: check a[16:31] as D of v_mfma_f32_32x32x8_f16 == A.astype(f64) @ B + C  rtol=1e-5 atol=1e-5
	.text
	v_mfma_f32_32x32x8_f16 a[16:31], v[0:1], v[2:3], a[0:15]
	s_nop 7
	s_nop 7
	s_nop 2
	s_endpgm
