// wavefront-emu's bundled HIP headers: a wavefront's lanes — votes and ballots (64-bit
// masks), shuffles (ds_bpermute, which addresses lanes by 4 bytes), and the _sync forms,
// whose masks gfx942 does not need (a wave's lanes run together).
#ifndef HIP_INCLUDE_HIP_AMD_DETAIL_WARP_FUNCTIONS_H
#define HIP_INCLUDE_HIP_AMD_DETAIL_WARP_FUNCTIONS_H
#include <hip/amd_detail/host_defines.h>

__WFEMU_D unsigned long long __ballot(int p) { return __builtin_amdgcn_ballot_w64(p != 0); }
__WFEMU_D unsigned long long __ballot_sync(unsigned long long, int p) { return __ballot(p); }
__WFEMU_D unsigned long long __activemask() { return __ballot(1); }
__WFEMU_D int __any(int p) { return __ballot(p) != 0; }
__WFEMU_D int __all(int p) { return __ballot(p) == __ballot(1); }
__WFEMU_D int __any_sync(unsigned long long, int p) { return __any(p); }
__WFEMU_D int __all_sync(unsigned long long, int p) { return __all(p); }
__WFEMU_D unsigned long long __lanemask_lt() {
  return (1ull << __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u))) - 1;
}

// (a lane reads lane `src` of its `width`-lane section)
__WFEMU_D int __wfemu_shfl_int(int v, int src) {
  return __builtin_amdgcn_ds_bpermute(src << 2, v);
}
__WFEMU_D int __wfemu_self() {
  return (int)__builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}
__WFEMU_D int __shfl(int v, int src, int width = 64) {
  int self = __wfemu_self();
  int index = (src & (width - 1)) + (self & ~(width - 1));
  return __wfemu_shfl_int(v, index);
}
__WFEMU_D int __shfl_up(int v, unsigned int delta, int width = 64) {
  int self = __wfemu_self();
  int index = self - (int)delta;
  index = (index < (self & ~(width - 1))) ? self : index;
  return __wfemu_shfl_int(v, index);
}
__WFEMU_D int __shfl_down(int v, unsigned int delta, int width = 64) {
  int self = __wfemu_self();
  int index = self + (int)delta;
  index = ((self & (width - 1)) + (int)delta >= width) ? self : index;
  return __wfemu_shfl_int(v, index);
}
__WFEMU_D int __shfl_xor(int v, int mask, int width = 64) {
  int self = __wfemu_self();
  int index = self ^ mask;
  index = (index >= ((self + width) & ~(width - 1))) ? self : index;
  return __wfemu_shfl_int(v, index);
}
// (other types travel as 32-bit words)
#define __WFEMU_SHFL_4(T, name, arg_t)                                                    \
  __WFEMU_D T name(T v, arg_t a, int width = 64) {                                        \
    return __builtin_bit_cast(T, name(__builtin_bit_cast(int, v), a, width));             \
  }
#define __WFEMU_SHFL_8(T, name, arg_t)                                                    \
  __WFEMU_D T name(T v, arg_t a, int width = 64) {                                        \
    unsigned long long w = __builtin_bit_cast(unsigned long long, v);                    \
    int lo = name((int)(w & 0xffffffffu), a, width), hi = name((int)(w >> 32), a, width); \
    return __builtin_bit_cast(T, (unsigned long long)(unsigned)lo |                       \
                                 (unsigned long long)(unsigned)hi << 32);                 \
  }
#define __WFEMU_SHFLS(T, size)                                                            \
  __WFEMU_SHFL_##size(T, __shfl, int) __WFEMU_SHFL_##size(T, __shfl_up, unsigned int)     \
  __WFEMU_SHFL_##size(T, __shfl_down, unsigned int) __WFEMU_SHFL_##size(T, __shfl_xor, int)
__WFEMU_SHFLS(unsigned int, 4)
__WFEMU_SHFLS(float, 4)
__WFEMU_SHFLS(double, 8)
__WFEMU_SHFLS(long long, 8)
__WFEMU_SHFLS(unsigned long long, 8)
__WFEMU_SHFLS(long, 8)
__WFEMU_SHFLS(unsigned long, 8)
#undef __WFEMU_SHFLS
#undef __WFEMU_SHFL_4
#undef __WFEMU_SHFL_8
#define __shfl_sync(mask, ...) __shfl(__VA_ARGS__)
#define __shfl_up_sync(mask, ...) __shfl_up(__VA_ARGS__)
#define __shfl_down_sync(mask, ...) __shfl_down(__VA_ARGS__)
#define __shfl_xor_sync(mask, ...) __shfl_xor(__VA_ARGS__)
#endif
