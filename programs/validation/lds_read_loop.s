// lds_read_b32/_b64/_b128: LDS read bandwidth per access width, after the CDNA3 white
// paper's 128 bytes a clock per CU: each wave reads its workgroup's LDS (16 KiB, a
// kernel's static allocation) at lane-consecutive addresses — lane i at i·width bytes, no
// bank conflict — with 16 independent ds_read_<width> an iteration (destinations apart,
// no wait between them), then waits for them all; the loop's own 3 scalar instructions
// are all it adds. ITERATIONS is the kernel's argument (validate_mi300x.py: the difference
// between two counts cancels the launch's fixed cost). Nothing is written: the LDS's
// contents do not matter to the time.
.text

.globl lds_read_b32
.p2align 8
lds_read_b32:
  s_load_dword s4, s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
.Llds_read_b32_loop:
  ds_read_b32 v2, v1 offset:0
  ds_read_b32 v3, v1 offset:256
  ds_read_b32 v4, v1 offset:512
  ds_read_b32 v5, v1 offset:768
  ds_read_b32 v6, v1 offset:1024
  ds_read_b32 v7, v1 offset:1280
  ds_read_b32 v8, v1 offset:1536
  ds_read_b32 v9, v1 offset:1792
  ds_read_b32 v10, v1 offset:2048
  ds_read_b32 v11, v1 offset:2304
  ds_read_b32 v12, v1 offset:2560
  ds_read_b32 v13, v1 offset:2816
  ds_read_b32 v14, v1 offset:3072
  ds_read_b32 v15, v1 offset:3328
  ds_read_b32 v16, v1 offset:3584
  ds_read_b32 v17, v1 offset:3840
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s4, s4, 1
  s_cmp_lg_u32 s4, 0
  s_cbranch_scc1 .Llds_read_b32_loop
  s_endpgm

.globl lds_read_b64
.p2align 8
lds_read_b64:
  s_load_dword s4, s[0:1], 0x0
  v_lshlrev_b32 v1, 3, v0
  s_waitcnt lgkmcnt(0)
.Llds_read_b64_loop:
  ds_read_b64 v[2:3], v1 offset:0
  ds_read_b64 v[4:5], v1 offset:1024
  ds_read_b64 v[6:7], v1 offset:2048
  ds_read_b64 v[8:9], v1 offset:3072
  ds_read_b64 v[10:11], v1 offset:4096
  ds_read_b64 v[12:13], v1 offset:5120
  ds_read_b64 v[14:15], v1 offset:6144
  ds_read_b64 v[16:17], v1 offset:7168
  ds_read_b64 v[18:19], v1 offset:8192
  ds_read_b64 v[20:21], v1 offset:9216
  ds_read_b64 v[22:23], v1 offset:10240
  ds_read_b64 v[24:25], v1 offset:11264
  ds_read_b64 v[26:27], v1 offset:12288
  ds_read_b64 v[28:29], v1 offset:13312
  ds_read_b64 v[30:31], v1 offset:14336
  ds_read_b64 v[32:33], v1 offset:15360
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s4, s4, 1
  s_cmp_lg_u32 s4, 0
  s_cbranch_scc1 .Llds_read_b64_loop
  s_endpgm

.globl lds_read_b128
.p2align 8
lds_read_b128:
  s_load_dword s4, s[0:1], 0x0
  v_lshlrev_b32 v1, 4, v0
  s_waitcnt lgkmcnt(0)
.Llds_read_b128_loop:
  ds_read_b128 v[2:5], v1 offset:0
  ds_read_b128 v[6:9], v1 offset:1024
  ds_read_b128 v[10:13], v1 offset:2048
  ds_read_b128 v[14:17], v1 offset:3072
  ds_read_b128 v[18:21], v1 offset:4096
  ds_read_b128 v[22:25], v1 offset:5120
  ds_read_b128 v[26:29], v1 offset:6144
  ds_read_b128 v[30:33], v1 offset:7168
  ds_read_b128 v[34:37], v1 offset:8192
  ds_read_b128 v[38:41], v1 offset:9216
  ds_read_b128 v[42:45], v1 offset:10240
  ds_read_b128 v[46:49], v1 offset:11264
  ds_read_b128 v[50:53], v1 offset:12288
  ds_read_b128 v[54:57], v1 offset:13312
  ds_read_b128 v[58:61], v1 offset:14336
  ds_read_b128 v[62:65], v1 offset:15360
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s4, s4, 1
  s_cmp_lg_u32 s4, 0
  s_cbranch_scc1 .Llds_read_b128_loop
  s_endpgm

.amdhsa_kernel lds_read_b32
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 18
  .amdhsa_next_free_sgpr 16
  .amdhsa_accum_offset 20
  .amdhsa_kernarg_size 4
  .amdhsa_group_segment_fixed_size 16384
.end_amdhsa_kernel

.amdhsa_kernel lds_read_b64
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 34
  .amdhsa_next_free_sgpr 16
  .amdhsa_accum_offset 36
  .amdhsa_kernarg_size 4
  .amdhsa_group_segment_fixed_size 16384
.end_amdhsa_kernel

.amdhsa_kernel lds_read_b128
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 66
  .amdhsa_next_free_sgpr 16
  .amdhsa_accum_offset 68
  .amdhsa_kernarg_size 4
  .amdhsa_group_segment_fixed_size 16384
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: lds_read_b32
    .symbol: lds_read_b32.kd
    .kernarg_segment_size: 4
    .kernarg_segment_align: 4
    .group_segment_fixed_size: 16384
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 16
    .vgpr_count: 18
    .max_flat_workgroup_size: 256
    .args:
      - {.name: iterations, .offset: 0, .size: 4, .value_kind: by_value, .type_name: int}
  - .name: lds_read_b64
    .symbol: lds_read_b64.kd
    .kernarg_segment_size: 4
    .kernarg_segment_align: 4
    .group_segment_fixed_size: 16384
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 16
    .vgpr_count: 34
    .max_flat_workgroup_size: 256
    .args:
      - {.name: iterations, .offset: 0, .size: 4, .value_kind: by_value, .type_name: int}
  - .name: lds_read_b128
    .symbol: lds_read_b128.kd
    .kernarg_segment_size: 4
    .kernarg_segment_align: 4
    .group_segment_fixed_size: 16384
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 16
    .vgpr_count: 66
    .max_flat_workgroup_size: 256
    .args:
      - {.name: iterations, .offset: 0, .size: 4, .value_kind: by_value, .type_name: int}
...
.end_amdgpu_metadata
