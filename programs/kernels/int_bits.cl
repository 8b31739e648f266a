// Integer and bit operations, one element per work-item (64 per workgroup): what clang
// makes of popcount, clz, rotates, division by constants, min/max, 24-bit and high
// multiplies and 64-bit shifts.
__kernel void int_bits(__global const uint *X, __global const uint *Y, __global uint *OUT,
                       __global ulong *WIDE) {
  int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  uint x = X[i], y = Y[i];
  uint r = __builtin_popcount(x) + (x ? __builtin_clz(x) : 32u) + ((x << 5) | (x >> 27));
  r ^= x / 7u + x % 10u;
  r += (uint)((int)x > (int)y ? (int)x : (int)y) + (x < y ? x : y) + (uint)(((ulong)x * y) >> 32);
  r += ((x & 0xffffff) * (y & 0xffffff)) + (uint)((int)x >> (y & 31));
  OUT[i] = r;
  ulong w = ((ulong)x << 32 | y);
  WIDE[i] = (w >> (x & 63)) ^ (w << (y & 63)) ^ (ulong)((long)w >> 17) ^ (w / 3);
}
