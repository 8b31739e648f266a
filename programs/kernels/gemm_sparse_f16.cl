#pragma OPENCL EXTENSION cl_khr_fp16 : enable
// 4:2-sparse A (f16): v_smfmac_f32_16x16x32_f16. The host passes the compressed A (M x K/2
// values, 4 per lane-row and K-step) and its index (one byte per lane-row and K-step: the
// two 2-bit positions of each of the lane's two groups, index set 0). B is dense.
typedef half v4h __attribute__((ext_vector_type(4)));
typedef half v8h __attribute__((ext_vector_type(8)));
typedef float v4f __attribute__((ext_vector_type(4)));
__kernel void gemm_sparse_f16(__global const half *Av, __global const uchar *Ai,
                              __global const half *B, __global float *C, int M, int N, int K) {
  int lane = __builtin_amdgcn_workitem_id_x();
  int tm = __builtin_amdgcn_workgroup_id_y() * 16, tn = __builtin_amdgcn_workgroup_id_x() * 16;
  int r = lane % 16, g = lane / 16;
  v4f acc = 0;
  for (int k = 0; k < K; k += 32) {
    v4h a;
    v8h b;
    for (int e = 0; e < 4; ++e)
      a[e] = Av[(tm + r) * (K / 2) + k / 2 + 4 * g + e];
    for (int e = 0; e < 8; ++e)
      b[e] = B[(k + 8 * g + e) * N + tn + r];
    int idx = Ai[((tm + r) * (K / 32) + k / 32) * 4 + g];
    acc = __builtin_amdgcn_smfmac_f32_16x16x32_f16(a, b, acc, idx, 0, 0);
  }
  for (int i = 0; i < 4; ++i)
    C[(tm + 4 * g + i) * N + tn + r] = acc[i];
}
