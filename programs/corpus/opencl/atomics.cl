// Global atomics from many workgroups (the compiler's __atomic builtins: OpenCL's atomic_*
// are library calls under -nogpulib): a histogram, a float sum through a compare-and-swap
// loop, integer min/max/or/xor, and a ticket counter (the old value fetch_add returns).
#define GID (__builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x())

__kernel void histogram(__global const uchar *x, __global uint *bins) {
  __atomic_fetch_add(&bins[x[GID] & 63], 1u, __ATOMIC_RELAXED);
}

__kernel void minmax(__global const int *x, __global int *out) {
  int v = x[GID];
  __atomic_fetch_min(&out[0], v, __ATOMIC_RELAXED);
  __atomic_fetch_max(&out[1], v, __ATOMIC_RELAXED);
  __atomic_fetch_or(&out[2], v & 0xFF, __ATOMIC_RELAXED);
  __atomic_fetch_xor(&out[3], v, __ATOMIC_RELAXED);
}

__kernel void cas_sum(__global const float *x, __global float *sum) {
  float v = x[GID];
  __global uint *p = (__global uint *)sum;
  uint old = __atomic_load_n(p, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(p, &old, as_uint(as_float(old) + v), false,
                                      __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
  }
}

__kernel void tickets(__global uint *counter, __global uint *seen) {
  uint t = __atomic_fetch_add(counter, 1u, __ATOMIC_RELAXED);
  __atomic_fetch_add(&seen[t % 256], 1u, __ATOMIC_RELAXED);
}
