// Workgroup i spins (an atomic add of 0 to flag[i + 1], returning the old value) until
// workgroup i + 1 has added to it, then adds to flag[i]; the last of n does not wait.
.text
.globl wait_on_next
.p2align 8
wait_on_next:
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_load_dword s6, s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  s_add_u32 s7, s2, 1
  s_cmp_ge_u32 s7, s6
  s_cbranch_scc1 .Lset
  s_lshl_b32 s8, s7, 2
  v_mov_b32 v1, s8
  v_mov_b32 v2, 0
.Lspin:
  global_atomic_add v3, v1, v2, s[4:5] sc0
  s_waitcnt vmcnt(0)
  v_readfirstlane_b32 s9, v3
  s_cmp_eq_u32 s9, 0
  s_cbranch_scc1 .Lspin
.Lset:
  s_lshl_b32 s8, s2, 2
  v_mov_b32 v1, s8
  v_mov_b32 v2, 1
  global_atomic_add v1, v2, s[4:5]
  s_endpgm
.amdhsa_kernel wait_on_next
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_kernarg_size 12
  .amdhsa_next_free_vgpr 4
  .amdhsa_next_free_sgpr 10
  .amdhsa_accum_offset 4
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .name: wait_on_next
    .kernarg_segment_size: 12
    .args:
      - {.offset: 0, .size: 8, .value_kind: global_buffer, .type_name: 'int*'}
      - {.offset: 8, .size: 4, .value_kind: by_value, .type_name: int}
...
.end_amdgpu_metadata
