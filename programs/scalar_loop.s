// A scalar loop with branches: s0 = 1 + 2 + ... + s4, and a countdown in s5.
// wfemu: fill s4 with 10
// wfemu: check s0 == 55
// wfemu: check s5 == 0
// wfemu: check s1 == 11
	.text
	.globl	scalar_loop
	.p2align	8
scalar_loop:
	s_mov_b32 s0, 0
	s_mov_b32 s1, 1
	s_mov_b32 s5, s4
.Lloop:
	s_add_u32 s0, s0, s1
	s_add_u32 s1, s1, 1
	s_sub_u32 s5, s5, 1
	s_cmp_lg_u32 s5, 0
	s_cbranch_scc1 .Lloop
	s_endpgm
