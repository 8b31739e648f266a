// CBSZ/ABID broadcast: v_mfma_f32_16x16x4_4b_f16 has 4 blocks; cbsz:2 abid:1 makes every
// block multiply block 1's A by its own B.
// wfemu: let A = random(4, 16, 4, f16, seed=14)
// wfemu: let B = random(4, 4, 16, f16, seed=15)
// wfemu: let C = zeros(4, 16, 16, f32)
// wfemu: fill v[0:1] with A as A of v_mfma_f32_16x16x4_4b_f16
// wfemu: fill v[2:3] with B as B of v_mfma_f32_16x16x4_4b_f16
// wfemu: check a[0:15] as D of v_mfma_f32_16x16x4_4b_f16 == mfma("v_mfma_f32_16x16x4_4b_f16", A, B, C, cbsz=2, abid=1)
// wfemu: check a[0:15] as D of v_mfma_f32_16x16x4_4b_f16 == stack([A[1], A[1], A[1], A[1]]).astype(f64) @ B  rtol=1e-6 atol=1e-6
	.text
	v_mfma_f32_16x16x4_4b_f16 a[0:15], v[0:1], v[2:3], 0 cbsz:2 abid:1
	s_nop 7
	s_nop 2
	s_endpgm
