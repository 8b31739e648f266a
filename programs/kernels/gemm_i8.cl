// C (i32) = A (i8) * B (i8) with v_mfma_i32_16x16x32_i8: lane l holds row/column l % 16 and
// k = 8 (l / 16) .. +7, packed as a long.
typedef int v4i __attribute__((ext_vector_type(4)));
__kernel void gemm_i8(__global const char *A, __global const char *B, __global int *C,
                      int M, int N, int K) {
  int lane = __builtin_amdgcn_workitem_id_x();
  int tm = __builtin_amdgcn_workgroup_id_y() * 16, tn = __builtin_amdgcn_workgroup_id_x() * 16;
  int r = lane % 16, g = lane / 16;
  v4i acc = 0;
  for (int k = 0; k < K; k += 32) {
    long a = 0, b = 0;
    for (int e = 0; e < 8; ++e) {
      a |= (long)(uchar)A[(tm + r) * K + k + 8 * g + e] << (8 * e);
      b |= (long)(uchar)B[(k + 8 * g + e) * N + tn + r] << (8 * e);
    }
    acc = __builtin_amdgcn_mfma_i32_16x16x32_i8(a, b, acc, 0, 0, 0);
  }
  for (int i = 0; i < 4; ++i)
    C[(tm + 4 * g + i) * N + tn + r] = acc[i];
}
