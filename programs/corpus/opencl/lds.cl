// Workgroup kernels through LDS: a tree reduction in a static __local array, the same with
// a __local pointer argument (dynamic LDS), an inclusive scan, and a tiled transpose.
// (barrier() and the atomic_* functions are library calls under -nogpulib: the kernels use
// the compiler's builtins, which clang inlines)
#define BARRIER() do { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
    __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); } while (0)
#define WG 256
#define LID __builtin_amdgcn_workitem_id_x()
#define GRP __builtin_amdgcn_workgroup_id_x()

__kernel void reduce_sum(__global const float *x, __global float *partial) {
  __local float tile[WG];
  uint l = LID;
  tile[l] = x[GRP * WG + l];
  BARRIER();
  for (uint s = WG / 2; s > 0; s >>= 1) {
    if (l < s) tile[l] += tile[l + s];
    BARRIER();
  }
  if (l == 0) partial[GRP] = tile[0];
}

__kernel void reduce_max_dynamic(__global const int *x, __global int *partial,
                                 __local int *tile) {
  uint l = LID;
  tile[l] = x[GRP * WG + l];
  BARRIER();
  for (uint s = WG / 2; s > 0; s >>= 1) {
    if (l < s) tile[l] = tile[l + s] > tile[l] ? tile[l + s] : tile[l];
    BARRIER();
  }
  if (l == 0) partial[GRP] = tile[0];
}

__kernel void scan_inclusive(__global const int *x, __global int *y) {
  __local int tile[WG];
  uint l = LID;
  tile[l] = x[GRP * WG + l];
  BARRIER();
  for (uint d = 1; d < WG; d <<= 1) {
    int v = l >= d ? tile[l - d] : 0;
    BARRIER();
    tile[l] += v;
    BARRIER();
  }
  y[GRP * WG + l] = tile[l];
}

// 16x16 tiles; grid (n/16, n/16) of 256 work-items; block (16, 16)
__kernel void transpose(__global const float *a, __global float *b, int n) {
  __local float tile[16][17];
  uint tx = __builtin_amdgcn_workitem_id_x(), ty = __builtin_amdgcn_workitem_id_y();
  uint bx = __builtin_amdgcn_workgroup_id_x(), by = __builtin_amdgcn_workgroup_id_y();
  tile[ty][tx] = a[(by * 16 + ty) * n + bx * 16 + tx];
  BARRIER();
  b[(bx * 16 + ty) * n + by * 16 + tx] = tile[tx][ty];
}
