// BLGP lane patterns on v_mfma_f32_32x32x2_f32 (one block, K = 2: B row k lives in lanes
// 32k..32k+31). blgp:1 broadcasts lanes 0-31 to 32-63, so both k read B's row 0;
// blgp:2 does the reverse, so both read row 1.
// wfemu: let A = random(32, 2, f32, seed=16)
// wfemu: let B = random(2, 32, f32, seed=17)
// wfemu: let X = "v_mfma_f32_32x32x2_f32"
// wfemu: fill v0 with A as A of v_mfma_f32_32x32x2_f32
// wfemu: fill v1 with B as B of v_mfma_f32_32x32x2_f32
// wfemu: check a[0:15] as D of v_mfma_f32_32x32x2_f32 == mfma(X, A, B, zeros(32, 32, f32), blgp=1)
// wfemu: check a[0:15] as D of v_mfma_f32_32x32x2_f32 == mfma(X, A, stack([B[0], B[0]]), zeros(32, 32, f32))
// wfemu: check a[16:31] as D of v_mfma_f32_32x32x2_f32 == mfma(X, A, stack([B[1], B[1]]), zeros(32, 32, f32))
	.text
	v_mfma_f32_32x32x2_f32 a[0:15], v0, v1, 0 blgp:1
	v_mfma_f32_32x32x2_f32 a[16:31], v0, v1, 0 blgp:2
	s_nop 7
	s_nop 7
	s_nop 2
	s_endpgm
