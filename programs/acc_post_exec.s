// Accumulators to archVGPRs and back, post-processed by VALU ops under a partial EXEC:
// D = A x B + C in a[0:3]; copy to v[4:7]; on even lanes (EXEC = 0x5555...) scale by 2.0
// and add 1.0; copy back to a[4:7]. In the 16x16 layout lane = 16(i/4) + j, so the even
// lanes are the even columns j.
// wfemu: let A = random(16, 16, f16, seed=18)
// wfemu: let B = random(16, 16, f16, seed=19)
// wfemu: let D = mfma("v_mfma_f32_16x16x16_f16", A, B, zeros(16, 16, f32))
// wfemu: let EVEN = (arange(16, i32) + 1) % 2
// wfemu: fill v[0:1] with A as A of v_mfma_f32_16x16x16_f16
// wfemu: fill v[2:3] with B as B of v_mfma_f32_16x16x16_f16
// wfemu: fill s[2:3] with [0x55555555, 0x55555555]
// wfemu: check a[4:7] as D of v_mfma_f32_16x16x16_f16 == (D.astype(f64) * (1 + EVEN) + EVEN).astype(f32)
// wfemu: check s[4:5] as u64 == 0xFFFFFFFFFFFFFFFF
	.text
	v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], 0
	s_nop 7
	s_nop 3
	v_accvgpr_read_b32 v4, a0
	v_accvgpr_read_b32 v5, a1
	v_accvgpr_read_b32 v6, a2
	v_accvgpr_read_b32 v7, a3
	s_mov_b64 s[4:5], exec
	s_and_saveexec_b64 s[6:7], s[2:3]
	v_fma_f32 v4, v4, 2.0, 1.0
	v_fma_f32 v5, v5, 2.0, 1.0
	v_mul_f32_e32 v6, 2.0, v6
	v_add_f32_e32 v6, 1.0, v6
	v_mul_f32_e32 v7, 2.0, v7
	v_add_f32_e32 v7, 1.0, v7
	s_mov_b64 exec, s[6:7]
	v_accvgpr_write_b32 a4, v4
	v_accvgpr_write_b32 a5, v5
	v_accvgpr_write_b32 a6, v6
	v_accvgpr_write_b32 a7, v7
	s_endpgm
