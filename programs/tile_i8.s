// An i8 tile: v_mfma_i32_32x32x16_i8, exact integer products, int32 accumulation.
// wfemu: let A = random(32, 16, i8, seed=8)
// wfemu: let B = random(16, 32, i8, seed=9)
// wfemu: let C = uniform(32, 32, i32, -100000, 100000, seed=10)
// wfemu: fill v[0:1] with A as A of v_mfma_i32_32x32x16_i8
// wfemu: fill v[2:3] with B as B of v_mfma_i32_32x32x16_i8
// wfemu: fill v[16:31] with C as C of v_mfma_i32_32x32x16_i8
// wfemu: check v[16:31] as D of v_mfma_i32_32x32x16_i8 == A.astype(i32) @ B.astype(i32) + C
	.text
	v_mfma_i32_32x32x16_i8 v[16:31], v[0:1], v[2:3], v[16:31]
	s_nop 7
	s_nop 7
	s_nop 2
	s_endpgm
