// bf16 through LDS: a workgroup of 4 wavefronts computes a 32x32 tile of C with
// v_mfma_f32_16x16x16bf16_1k; each K-step the workgroup stages 32x16 of A and 16x32 of B in
// local memory (one element per work-item and pass), then every wave multiplies its 16x16
// quarter. bf16 values travel as ushort (their bit patterns).
typedef short v4s __attribute__((ext_vector_type(4)));
typedef float v4f __attribute__((ext_vector_type(4)));
__kernel void gemm_bf16_lds(__global const ushort *A, __global const ushort *B,
                            __global float *C, int M, int N, int K) {
  __local ushort As[32 * 16], Bs[16 * 32];
  int t = __builtin_amdgcn_workitem_id_x(), lane = t % 64, wave = t / 64;
  int tm = __builtin_amdgcn_workgroup_id_y() * 32, tn = __builtin_amdgcn_workgroup_id_x() * 32;
  int wm = (wave / 2) * 16, wn = (wave % 2) * 16, r = lane % 16, g = lane / 16;
  v4f acc = 0;
  for (int k = 0; k < K; k += 16) {
    for (int e = t; e < 512; e += 256) {
      As[e] = A[(tm + e / 16) * K + k + e % 16];
      Bs[e] = B[(k + e / 32) * N + tn + e % 32];
    }
    __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
    __builtin_amdgcn_s_barrier();
    v4s a, b;
    for (int e = 0; e < 4; ++e) {
      a[e] = As[(wm + r) * 16 + 4 * g + e];
      b[e] = Bs[(4 * g + e) * 32 + wn + r];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(a, b, acc, 0, 0, 0);
    __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
    __builtin_amdgcn_s_barrier();
  }
  for (int i = 0; i < 4; ++i)
    C[(tm + wm + 4 * g + i) * N + tn + wn + r] = acc[i];
}
