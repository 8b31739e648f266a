#include <hip/hip_runtime.h>

__device__ __noinline__ float twice(float v) { return 2.0f * v; }
__device__ __noinline__ float thrice(float v) { return 3.0f * v; }
typedef float (*op_t)(float);
__device__ op_t table[2] = {twice, thrice};

__global__ void calls(const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    op_t f = table[i & 1];
    y[i] = twice(x[i]) + f(x[i]);
    if (i == 0) printf("n=%d first=%f\n", n, y[0]);
}
