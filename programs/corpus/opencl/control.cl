// Control flow and memory the compiler places itself: divergent branches and loops with
// per-lane trip counts, a private array indexed at run time (scratch), a __constant table
// (read-only data reached through a PC-relative relocation), and a naive f32 matrix product.
#define GID (__builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x())

__constant int PRIMES[16] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53};

__kernel void collatz(__global const uint *x, __global uint *steps) {
  uint v = x[GID], n = 0;
  while (v != 1 && n < 1000) {
    v = (v & 1) ? 3 * v + 1 : v >> 1;
    n++;
  }
  steps[GID] = n;
}

__kernel void branchy(__global const int *x, __global int *y) {
  int v = x[GID];
  if (v > 100) y[GID] = v * 2;
  else if (v < -100) y[GID] = -v;
  else y[GID] = v + 7;
}

__kernel void private_array(__global const int *x, __global int *y) {
  int tmp[32];
  int v = x[GID];
  for (int k = 0; k < 32; k++) tmp[k] = v * k + (k ^ v);
  int acc = 0;
  for (int k = 0; k < 32; k++) acc += tmp[(k * 7 + v) & 31];
  y[GID] = acc;
}

__kernel void table_lookup(__global const uint *x, __global int *y) {
  y[GID] = PRIMES[x[GID] & 15] * (int)x[GID];
}

__kernel void matmul_naive(__global const float *a, __global const float *b,
                           __global float *c, int n) {
  int i = GID / n, j = GID % n;
  float acc = 0.0f;
  for (int k = 0; k < n; k++) acc = __builtin_fmaf(a[i * n + k], b[k * n + j], acc);
  c[i * n + j] = acc;
}

__kernel void lane_shuffle(__global const int *x, __global int *y) {
  uint l = __builtin_amdgcn_workitem_id_x();
  int v = x[GID];
  y[GID] = __builtin_amdgcn_ds_bpermute((int)(((l + 5) & 63) * 4), v);
}

// a private array too large for registers: it lives in scratch (scratch_store/load)
__kernel void private_scratch(__global const int *x, __global int *y) {
  int tmp[200];
  int v = x[GID];
  for (int k = 0; k < 200; k++) tmp[k] = v * k - k;
  int acc = 0;
  for (int k = 0; k < 200; k++) acc += tmp[(k * 37 + v) % 200];
  y[GID] = acc;
}
