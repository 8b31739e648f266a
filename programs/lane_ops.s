// Lane-level VALU: lane ids with v_mbcnt, compares into VCC and an SGPR pair, v_cndmask,
// v_readlane / v_writelane / v_readfirstlane, and a branch on VCC.
// wfemu: let X = uniform(64, f32, -1.0, 1.0, seed=22)
// wfemu: fill v1 with X
// wfemu: check v0 == lane
// wfemu: check v2 as f32 == where(X < 0, -X, X).astype(f32)
// wfemu: check s[8:9] as u64 == 0xFFFFFFFF00000000
// wfemu: check s10 == 63
// wfemu: check s11 == 7
// wfemu: check v3 == where(lane == 5, 1234, 0)
// wfemu: check s12 == 1
	.text
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v0, -1, v0              // v0 = lane id
	v_cmp_gt_f32_e32 vcc, 0, v1                // x < 0
	v_sub_f32_e32 v2, 0, v1
	v_cndmask_b32_e32 v2, v1, v2, vcc          // |x|
	v_cmp_ge_u32_e64 s[8:9], v0, 32            // upper half of the wave
	v_readlane_b32 s10, v0, 63
	s_mov_b64 exec, s[8:9]
	v_readfirstlane_b32 s11, v0                // first active lane: 32
	s_sub_u32 s11, s11, 25
	s_mov_b64 exec, -1
	v_mov_b32_e32 v3, 0
	s_mov_b32 s4, 0x4d2
	v_writelane_b32 v3, s4, 5
	s_mov_b32 s12, 0
	v_cmp_eq_u32_e32 vcc, 1234, v3
	s_cbranch_vccz .Lskip
	s_mov_b32 s12, 1
.Lskip:
	s_endpgm
