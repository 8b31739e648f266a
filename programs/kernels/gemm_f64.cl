// C (f64) = A * B with v_mfma_f64_16x16x4f64: lane l holds row/column l % 16 and k = l / 16;
// the 16x16 f64 accumulator layout puts row 4 i + l / 16 of column l % 16 in element i.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef double v4d __attribute__((ext_vector_type(4)));
__kernel void gemm_f64(__global const double *A, __global const double *B, __global double *C,
                       int M, int N, int K) {
  int lane = __builtin_amdgcn_workitem_id_x();
  int tm = __builtin_amdgcn_workgroup_id_y() * 16, tn = __builtin_amdgcn_workgroup_id_x() * 16;
  int r = lane % 16, g = lane / 16;
  v4d acc = 0;
  for (int k = 0; k < K; k += 4)
    acc = __builtin_amdgcn_mfma_f64_16x16x4f64(A[(tm + r) * K + k + g],
                                               B[(k + g) * N + tn + r], acc, 0, 0, 0);
  for (int i = 0; i < 4; ++i)
    C[(tm + 4 * i + g) * N + tn + r] = acc[i];
}
