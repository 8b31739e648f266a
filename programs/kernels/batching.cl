// A kernel for the batching tests (tests/test_batch.py): workgroups of 4 waves whose scalar
// loop runs a different number of times in each workgroup (waves part and meet again), LDS
// through a barrier, lanes that skip work, and float atomics whose sums depend on their order.
#define BARRIER() do { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
    __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); } while (0)
#define WG 256
#define LID __builtin_amdgcn_workitem_id_x()
#define GRP __builtin_amdgcn_workgroup_id_x()

__kernel void mixed(__global const float *x, __global float *sums, __global float *y) {
  __local float tile[WG];
  uint g = GRP, l = LID;
  float v = x[g * WG + l];
  __atomic_fetch_add(&sums[l & 7], v, __ATOMIC_RELAXED);
  for (uint i = 0; i < g % 3; ++i)   // (a uniform branch: one trip count per workgroup)
    v = v * 1.5f + 0.25f;
  tile[l] = v;
  BARRIER();
  float t = tile[WG - 1 - l];
  if (l & 1)
    __atomic_fetch_add(&sums[l & 7], t, __ATOMIC_RELAXED);
  if (t > 0.5f)
    y[g * WG + l] = t + v;
}
