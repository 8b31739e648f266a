#pragma OPENCL EXTENSION cl_khr_fp16 : enable
// C (f32, M x N) = A (f16, M x K) * B (f16, K x N), row-major; one wavefront per 32x32 tile
// with v_mfma_f32_32x32x8_f16: lane l holds row/column l % 32 and k = 4 (l / 32) .. +3.
typedef half v4h __attribute__((ext_vector_type(4)));
typedef float v16f __attribute__((ext_vector_type(16)));
__kernel void gemm_f16(__global const half *A, __global const half *B, __global float *C,
                       int M, int N, int K) {
  int lane = __builtin_amdgcn_workitem_id_x();
  int tm = __builtin_amdgcn_workgroup_id_y() * 32, tn = __builtin_amdgcn_workgroup_id_x() * 32;
  int r = lane % 32, g = lane / 32;
  v16f acc = 0;
  for (int k = 0; k < K; k += 8) {
    v4h a, b;
    for (int e = 0; e < 4; ++e) {
      a[e] = A[(tm + r) * K + k + 4 * g + e];
      b[e] = B[(k + 4 * g + e) * N + tn + r];
    }
    acc = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, acc, 0, 0, 0);
  }
  for (int i = 0; i < 16; ++i) {   // 32x32 layout: row 8 (i / 4) + 4 g + i % 4
    int row = 8 * (i / 4) + 4 * g + i % 4;
    C[(tm + row) * N + tn + r] = acc[i];
  }
}
