// C (f32) = A (fp8 E4M3FNUZ) * B (fp8) with v_mfma_f32_16x16x32_fp8_fp8; the operands are
// byte arrays, 8 per lane packed as a long.
typedef float v4f __attribute__((ext_vector_type(4)));
__kernel void gemm_fp8(__global const uchar *A, __global const uchar *B, __global float *C,
                       int M, int N, int K) {
  int lane = __builtin_amdgcn_workitem_id_x();
  int tm = __builtin_amdgcn_workgroup_id_y() * 16, tn = __builtin_amdgcn_workgroup_id_x() * 16;
  int r = lane % 16, g = lane / 16;
  v4f acc = 0;
  for (int k = 0; k < K; k += 32) {
    long a = 0, b = 0;
    for (int e = 0; e < 8; ++e) {
      a |= (long)A[(tm + r) * K + k + 8 * g + e] << (8 * e);
      b |= (long)B[(k + 8 * g + e) * N + tn + r] << (8 * e);
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x32_fp8_fp8(a, b, acc, 0, 0, 0);
  }
  for (int i = 0; i < 4; ++i)
    C[(tm + 4 * g + i) * N + tn + r] = acc[i];
}
