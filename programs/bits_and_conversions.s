// Conversions and bit manipulation: f32 <-> f16 (with a neg source modifier), packing,
// byte permutes, 64-bit multiply-add with carry out, shifts and masks.
// wfemu: let X = random(64, f32, seed=23)
// wfemu: let H = X.astype(f16).view(u16).astype(u32)
// wfemu: let N = (-X).astype(f16).view(u16).astype(u32)
// wfemu: fill v1 with X
// wfemu: fill v7 with 0x11223344
// wfemu: fill v8 with 0x55667788
// wfemu: fill s0 with 0x0c0d0501
// wfemu: fill v12 with 0xFFFFFFFF
// wfemu: fill v[14:15] with 0xFFFFFFFFFFFFFFF0 as u64
// wfemu: check v2 == H
// wfemu: check v4 == H | N << 16
// wfemu: check v5 as f32 == X.astype(f16).astype(f32)
// wfemu: check v6 == 0x00FF3377
// wfemu: check v[10:11] as u64 == lane.astype(u64) * 0xFFFFFFFF + 0xFFFFFFFFFFFFFFF0
// wfemu: check s[2:3] as u64 == 0xFFFFFFFFFFFFFFFE
// wfemu: check v[16:17] as u64 == lane.astype(u64) * 0xFFFFFFFF + 0xFFFFFFFFFFFFFFF0 + 0xFFFFFFFFFFFFFFC0
// wfemu: check v20 == (lane << 4) + 3
// wfemu: check v21 as i32 == -(lane.astype(i32)) >> 1
// wfemu: check s[6:7] as u64 == 0xFF << 8
	.text
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v0, -1, v0
	v_cvt_f16_f32_e32 v2, v1
	v_cvt_f16_f32_e64 v3, -v1
	v_pack_b32_f16 v4, v2, v3
	v_cvt_f32_f16_e32 v5, v4
	v_perm_b32 v6, v7, v8, s0
	v_mad_u64_u32 v[10:11], s[2:3], v0, v12, v[14:15]
	v_lshl_add_u64 v[16:17], v[14:15], 2, v[10:11]
	v_lshl_add_u32 v20, v0, 4, 3
	v_sub_u32_e32 v21, 0, v0
	v_ashrrev_i32_e32 v21, 1, v21
	s_mov_b64 s[4:5], 0xff
	s_lshl_b64 s[6:7], s[4:5], 8
	s_endpgm
