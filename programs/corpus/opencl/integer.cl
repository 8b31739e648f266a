// Integer and bit kernels: 32- and 64-bit division and remainder (clang's reciprocal
// sequences), popcount, leading zeros, rotates, 64-bit multiply-high, byte swaps.
#define GID (__builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x())

__kernel void divmod32(__global const int *a, __global const int *b, __global int *q,
                       __global int *r, __global uint *uq) {
  int i = GID;
  q[i] = a[i] / b[i];
  r[i] = a[i] % b[i];
  uq[i] = (uint)a[i] / (uint)b[i];
}

__kernel void divmod64(__global const long *a, __global const long *b, __global long *q,
                       __global ulong *ur) {
  int i = GID;
  q[i] = a[i] / b[i];
  ur[i] = (ulong)a[i] % (ulong)b[i];
}

__kernel void bits(__global const uint *a, __global uint *pop, __global uint *lz,
                   __global uint *rot, __global uint *swapped) {
  int i = GID;
  uint x = a[i];
  pop[i] = __builtin_popcount(x);
  lz[i] = x ? __builtin_clz(x) : 32;
  rot[i] = (x << 7) | (x >> 25);
  swapped[i] = __builtin_bswap32(x);
}

__kernel void mul64(__global const ulong *a, __global const ulong *b, __global ulong *lo,
                    __global ulong *hi) {
  int i = GID;
  ulong x = a[i], y = b[i];
  lo[i] = x * y;
  hi[i] = (ulong)(((unsigned __int128)x * y) >> 64);
}
