// A workgroup sum of 256 integers through LDS (a tree of barriers), then one atomic-free
// store per workgroup.
__kernel void lds_reduce(__global const int *X, __global int *SUMS) {
  __local int t[256];
  int l = __builtin_amdgcn_workitem_id_x(), g = __builtin_amdgcn_workgroup_id_x();
  t[l] = X[g * 256 + l];
  __builtin_amdgcn_s_barrier();
  for (int s = 128; s > 0; s >>= 1) {
    if (l < s) t[l] += t[l + s];
    __builtin_amdgcn_s_barrier();
  }
  if (l == 0) SUMS[g] = t[0];
}
