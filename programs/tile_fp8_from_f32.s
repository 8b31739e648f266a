// An fp8 tile fed from f32 data: eight f32 values per lane are converted with
// v_cvt_pk_fp8_f32 (nearest-even, two per instruction, op_sel:[0,0,1] for the high half)
// into the E4M3FNUZ A and B operands of v_mfma_f32_16x16x32_fp8_fp8.
// Lane L holds row i = L % 16 of A (column j = L % 16 of B) and k = 8(L / 16) + e.
// wfemu: let A = random(16, 32, f32, seed=20)
// wfemu: let B = random(32, 16, f32, seed=21)
// wfemu: fill v10 with A[lane % 16, 8 * (lane // 16) + 0]
// wfemu: fill v11 with A[lane % 16, 8 * (lane // 16) + 1]
// wfemu: fill v12 with A[lane % 16, 8 * (lane // 16) + 2]
// wfemu: fill v13 with A[lane % 16, 8 * (lane // 16) + 3]
// wfemu: fill v14 with A[lane % 16, 8 * (lane // 16) + 4]
// wfemu: fill v15 with A[lane % 16, 8 * (lane // 16) + 5]
// wfemu: fill v16 with A[lane % 16, 8 * (lane // 16) + 6]
// wfemu: fill v17 with A[lane % 16, 8 * (lane // 16) + 7]
// wfemu: fill v20 with B[8 * (lane // 16) + 0, lane % 16]
// wfemu: fill v21 with B[8 * (lane // 16) + 1, lane % 16]
// wfemu: fill v22 with B[8 * (lane // 16) + 2, lane % 16]
// wfemu: fill v23 with B[8 * (lane // 16) + 3, lane % 16]
// wfemu: fill v24 with B[8 * (lane // 16) + 4, lane % 16]
// wfemu: fill v25 with B[8 * (lane // 16) + 5, lane % 16]
// wfemu: fill v26 with B[8 * (lane // 16) + 6, lane % 16]
// wfemu: fill v27 with B[8 * (lane // 16) + 7, lane % 16]
// wfemu: let X = "v_mfma_f32_16x16x32_fp8_fp8"
// wfemu: check a[0:3] as D of v_mfma_f32_16x16x32_fp8_fp8 == mfma(X, A.astype(fp8), B.astype(fp8), zeros(16, 16, f32))
// wfemu: check a[0:3] as D of v_mfma_f32_16x16x32_fp8_fp8 == A.astype(fp8).astype(f64) @ B.astype(fp8).astype(f64)  rtol=1e-5 atol=1e-5
// wfemu: check v[0:1] as A of v_mfma_f32_16x16x32_fp8_fp8 == A.astype(fp8)
	.text
	v_mov_b32_e32 v0, 0                  // the packs keep the other half: start from 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_cvt_pk_fp8_f32 v0, v10, v11
	v_cvt_pk_fp8_f32 v0, v12, v13 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v1, v14, v15
	v_cvt_pk_fp8_f32 v1, v16, v17 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v2, v20, v21
	v_cvt_pk_fp8_f32 v2, v22, v23 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v3, v24, v25
	v_cvt_pk_fp8_f32 v3, v26, v27 op_sel:[0,0,1]
	s_nop 1
	v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[0:1], v[2:3], 0
	s_nop 7
	s_nop 3
	s_endpgm
