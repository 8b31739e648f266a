// An f64 tile with the NEG modifier (BLGP on the f64 MFMAs): D = (-A) x B + (-C).
// wfemu: let A = random(16, 4, f64, seed=11)
// wfemu: let B = random(4, 16, f64, seed=12)
// wfemu: let C = random(16, 16, f64, seed=13)
// wfemu: fill v[0:1] with A as A of v_mfma_f64_16x16x4_f64
// wfemu: fill v[2:3] with B as B of v_mfma_f64_16x16x4_f64
// wfemu: fill a[0:7] with C as C of v_mfma_f64_16x16x4_f64
// wfemu: check a[0:7] as D of v_mfma_f64_16x16x4_f64 == mfma("v_mfma_f64_16x16x4_f64", A, B, C, blgp=5)
// wfemu: check a[0:7] as D of v_mfma_f64_16x16x4_f64 == -(A @ B) - C  rtol=1e-14 atol=1e-14
	.text
	v_mfma_f64_16x16x4_f64 a[0:7], v[0:1], v[2:3], a[0:7] neg:[1,0,1]
	s_nop 7
	s_nop 3
	s_endpgm
