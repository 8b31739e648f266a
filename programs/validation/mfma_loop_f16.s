// mfma_loop_f16: after the SC25 CDNA3 microbenchmark artifact's loops (README, "Kernel time
// against MI300X measurements"): each wave runs ITERATIONS iterations of the loop body.
.text
.globl mfma_loop_f16
.p2align 8
mfma_loop_f16:
  s_load_dword s4, s[0:1], 0x0
  v_mov_b32 v0, 0
  v_mov_b32 v1, 0
  v_mov_b32 v2, 0
  v_mov_b32 v3, 0
  v_accvgpr_write_b32 a0, 0
  v_accvgpr_write_b32 a1, 0
  v_accvgpr_write_b32 a2, 0
  v_accvgpr_write_b32 a3, 0
  s_waitcnt lgkmcnt(0)
.Lloop:
  v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]
  s_sub_u32 s4, s4, 1
  s_cmp_lg_u32 s4, 0
  s_cbranch_scc1 .Lloop
  s_endpgm
.amdhsa_kernel mfma_loop_f16
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 16
  .amdhsa_accum_offset 4
  .amdhsa_kernarg_size 4
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .name: mfma_loop_f16
    .kernarg_segment_size: 4
    .args:
      - {.name: iterations, .offset: 0, .size: 4, .value_kind: by_value, .type_name: int}
...
.end_amdgpu_metadata
