// y = a x + y over n elements with a grid-stride loop; the first work-item of each
// workgroup says what it sees (device printf, printed after the launch in wave order).
#include <hip/hip_runtime.h>

__global__ void axpy(float *y, const float *x, float a, int n) {
  if (threadIdx.x == 0)
    printf("block %u of %u: %u threads, a = %.2f\n", blockIdx.x, gridDim.x, blockDim.x, a);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = fmaf(a, x[i], y[i]);
}
