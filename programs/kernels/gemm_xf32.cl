typedef float v2f __attribute__((ext_vector_type(2)));
typedef float v4f __attribute__((ext_vector_type(4)));
// C[M x N] = A[M x K] * B[K x N], row-major; one wavefront per 16x16 tile of C.
__kernel void gemm_xf32(__global const float *A, __global const float *B, __global float *C,
                        int M, int N, int K) {
  int lane = __builtin_amdgcn_workitem_id_x();
  int tile_m = __builtin_amdgcn_workgroup_id_y() * 16;
  int tile_n = __builtin_amdgcn_workgroup_id_x() * 16;
  int r = lane % 16, g = lane / 16;
  v4f acc = {0.f, 0.f, 0.f, 0.f};
  for (int k = 0; k < K; k += 8) {
    v2f a = {A[(tile_m + r) * K + k + 2 * g], A[(tile_m + r) * K + k + 2 * g + 1]};
    v2f b = {B[(k + 2 * g) * N + tile_n + r], B[(k + 2 * g + 1) * N + tile_n + r]};
    acc = __builtin_amdgcn_mfma_f32_16x16x8_xf32(a, b, acc, 0, 0, 0);
  }
  for (int i = 0; i < 4; ++i)
    C[(tile_m + 4 * g + i) * N + tile_n + r] = acc[i];
}
