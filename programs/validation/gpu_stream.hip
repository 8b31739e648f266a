// After NHR@FAU gpu-benches' gpu-stream (fp64): one element per thread, 256 threads a block.
//   scale: B[i] = 1.2 * A[i]             (2 streams: 16 bytes an element)
//   triad: A[i] = B[i] + C[i] * D[i]     (4 streams: 32 bytes an element)
#include <hip/hip_runtime.h>

__global__ __launch_bounds__(256) void stream_scale(const double *A, double *B, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) B[i] = 1.2 * A[i];
}

__global__ __launch_bounds__(256) void stream_triad(double *A, const double *B, const double *C,
                                                    const double *D, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) A[i] = B[i] + C[i] * D[i];
}
