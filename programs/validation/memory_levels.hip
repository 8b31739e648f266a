// Microbenchmarks of the memory hierarchy, one kernel a measurement, written after the
// published ones (pointer-chase latency per level; read bandwidth against working set).
//
// chase: one lane follows next[] for `steps` vector loads, each depending on the last:
//     the latency of the level that holds the chain's working set, once the caches hold
//     it (the index it ends on is written to *out, so that the loads cannot be dropped;
//     it starts at threadIdx.x, 0 in a launch of one thread: an index the compiler cannot
//     prove uniform, so that the loads are vector loads);
// chase_scalar: the same chain from index 0 — uniform, so clang loads it with s_load_dword
//     through the scalar cache.
// read_bandwidth: every thread of the grid reads `reads` 16-byte words of a working set
//     of `words` (a power of two) words, the grid sweeping it in turn: read i of thread t
//     is word (t + i * threads) mod words, so a wave reads eight whole 128-byte lines and
//     a small working set is read by every CU (its L1), a larger one shared by every
//     CU of an XCD (its L2), the Infinity Cache, then HBM; each thread's xor of what it
//     read goes to out[t].
#include <hip/hip_runtime.h>

typedef unsigned int u32x4 __attribute__((ext_vector_type(4)));

__global__ void chase(const unsigned int *next, unsigned int *out, int steps) {
  unsigned int at = threadIdx.x;
  for (int i = 0; i < steps; ++i) at = next[at];
  *out = at;
}

__global__ void chase_scalar(const unsigned int *next, unsigned int *out, int steps) {
  unsigned int at = 0;
  for (int i = 0; i < steps; ++i) at = next[at];
  *out = at;
}

__global__ __launch_bounds__(256) void read_bandwidth(const u32x4 *data, unsigned int *out,
                                                      unsigned int words, int reads) {
  const unsigned int thread = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned int threads = gridDim.x * blockDim.x;
  u32x4 sum = {0, 0, 0, 0};
  for (int i = 0; i < reads; ++i) sum ^= data[(thread + i * threads) & (words - 1)];
  out[thread] = sum.x ^ sum.y ^ sum.z ^ sum.w;
}
