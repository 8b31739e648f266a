// A 4:2-sparse f16 tile: v_smfmac_f32_16x16x32_f16 multiplies a 16x32 A of which two of
// every four k are stored (8 per lane row, in v[0:1]) with their positions in v6, by a
// dense 32x16 B; the accumulator a[0:3] is both C and D. The index sits in set 1 (abid:1).
// wfemu: let A = random_sparse(16, 32, f16, seed=31)
// wfemu: let B = random(32, 16, f16, seed=32)
// wfemu: let C = random(16, 16, f32, seed=33)
// wfemu: fill v[0:1] with A as A of v_smfmac_f32_16x16x32_f16
// wfemu: fill v6 with A as K1 of v_smfmac_f32_16x16x32_f16
// wfemu: fill v[2:5] with B as B of v_smfmac_f32_16x16x32_f16
// wfemu: fill a[0:3] with C as D of v_smfmac_f32_16x16x32_f16
// wfemu: let X = "v_mfma_f32_16x16x16_f16"
// wfemu: check a[0:3] as D of v_smfmac_f32_16x16x32_f16 == smfmac("v_smfmac_f32_16x16x32_f16", A, B, C)
// wfemu: check a[0:3] as D of v_smfmac_f32_16x16x32_f16 == mfma(X, A[:, 16:], B[16:], mfma(X, A[:, :16], B[:16], C))
// wfemu: check a[0:3] as D of v_smfmac_f32_16x16x32_f16 == A.astype(f64) @ B + C  rtol=1e-5 atol=1e-5
	.text
	v_smfmac_f32_16x16x32_f16 a[0:3], v[0:1], v[2:5], v6 abid:1
	s_nop 7
	s_nop 2
	s_endpgm
