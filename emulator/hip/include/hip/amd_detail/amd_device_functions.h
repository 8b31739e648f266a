// wavefront-emu's bundled HIP headers: HIP's integer and bit intrinsics, reinterpretations
// and rounding conversions (the CUDA-named set ROCm's amd_device_functions.h has), as clang
// builtins and plain C++ the AMDGPU backend lowers to gfx942 instructions.
#ifndef HIP_INCLUDE_HIP_AMD_DETAIL_DEVICE_FUNCTIONS_H
#define HIP_INCLUDE_HIP_AMD_DETAIL_DEVICE_FUNCTIONS_H
#include <hip/amd_detail/host_defines.h>

// -- integer bits ------------------------------------------------------------------------
__WFEMU_D int __popc(unsigned int x) { return __builtin_popcount(x); }
__WFEMU_D int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
__WFEMU_D int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned int)x); }
__WFEMU_D int __clzll(long long x) { return x == 0 ? 64 : __builtin_clzll((unsigned long long)x); }
__WFEMU_D int __ffs(int x) { return __builtin_ffs(x); }
__WFEMU_D int __ffs(unsigned int x) { return __builtin_ffs((int)x); }
__WFEMU_D int __ffsll(long long x) { return __builtin_ffsll(x); }
__WFEMU_D int __ffsll(unsigned long long x) { return __builtin_ffsll((long long)x); }
__WFEMU_D unsigned int __brev(unsigned int x) { return __builtin_bitreverse32(x); }
__WFEMU_D unsigned long long __brevll(unsigned long long x) { return __builtin_bitreverse64(x); }
__WFEMU_D unsigned int __bitinsert_u32(unsigned int src0, unsigned int src1, unsigned int offset,
                                       unsigned int width) {
  unsigned int mask = width >= 32 ? ~0u : (1u << width) - 1;
  return (src0 & ~(mask << offset)) | ((src1 & mask) << offset);
}
__WFEMU_D unsigned int __bitextract_u32(unsigned int src0, unsigned int offset,
                                        unsigned int width) {
  return __builtin_amdgcn_ubfe(src0, offset, width);
}
__WFEMU_D int __mul24(int a, int b) { return ((a << 8) >> 8) * ((b << 8) >> 8); }
__WFEMU_D unsigned int __umul24(unsigned int a, unsigned int b) {
  return (a & 0xffffffu) * (b & 0xffffffu);
}
__WFEMU_D int __mulhi(int a, int b) { return (int)(((long long)a * b) >> 32); }
__WFEMU_D unsigned int __umulhi(unsigned int a, unsigned int b) {
  return (unsigned int)(((unsigned long long)a * b) >> 32);
}
__WFEMU_D long long __mul64hi(long long a, long long b) {
  return (long long)(((__int128)a * b) >> 64);
}
__WFEMU_D unsigned long long __umul64hi(unsigned long long a, unsigned long long b) {
  return (unsigned long long)(((unsigned __int128)a * b) >> 64);
}
__WFEMU_D int __hadd(int a, int b) { return (int)(((long long)a + b) >> 1); }
__WFEMU_D int __rhadd(int a, int b) { return (int)(((long long)a + b + 1) >> 1); }
__WFEMU_D unsigned int __uhadd(unsigned int a, unsigned int b) {
  return (unsigned int)(((unsigned long long)a + b) >> 1);
}
__WFEMU_D unsigned int __urhadd(unsigned int a, unsigned int b) {
  return (unsigned int)(((unsigned long long)a + b + 1) >> 1);
}
__WFEMU_D unsigned int __sad(int a, int b, unsigned int c) {
  return (a > b ? (unsigned int)(a - b) : (unsigned int)(b - a)) + c;
}
__WFEMU_D unsigned int __usad(unsigned int a, unsigned int b, unsigned int c) {
  return (a > b ? a - b : b - a) + c;
}
__WFEMU_D unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s) {
  unsigned long long both = (unsigned long long)y << 32 | x;
  unsigned int r = 0;
  for (int i = 0; i < 4; ++i) r |= (unsigned int)((both >> (8 * ((s >> (4 * i)) & 7))) & 0xff) << (8 * i);
  return r;
}
__WFEMU_D unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift) {
  return (unsigned int)((((unsigned long long)hi << 32 | lo) << (shift & 31)) >> 32);
}
__WFEMU_D unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift) {
  return (unsigned int)(((unsigned long long)hi << 32 | lo) >> (shift & 31));
}

// -- reinterpretations -------------------------------------------------------------------
__WFEMU_HD float __int_as_float(int x) { return __builtin_bit_cast(float, x); }
__WFEMU_HD int __float_as_int(float x) { return __builtin_bit_cast(int, x); }
__WFEMU_HD float __uint_as_float(unsigned int x) { return __builtin_bit_cast(float, x); }
__WFEMU_HD unsigned int __float_as_uint(float x) { return __builtin_bit_cast(unsigned int, x); }
__WFEMU_HD double __longlong_as_double(long long x) { return __builtin_bit_cast(double, x); }
__WFEMU_HD long long __double_as_longlong(double x) { return __builtin_bit_cast(long long, x); }
__WFEMU_HD int __double2hiint(double x) { return (int)(__double_as_longlong(x) >> 32); }
__WFEMU_HD int __double2loint(double x) { return (int)__double_as_longlong(x); }
__WFEMU_HD double __hiloint2double(int hi, int lo) {
  return __longlong_as_double((long long)((unsigned long long)(unsigned int)hi << 32 |
                                          (unsigned int)lo));
}

// -- conversions with a rounding mode (rn: to nearest even, rz: toward zero, ru: up, rd:
// down), as the instructions do them: the value rounded to an integer first, then converted
// (out-of-range values saturate, NaN gives 0, as v_cvt_i32_f32 does) --------------------
#define __WFEMU_ROUNDED_INT(from, fname, to, tname)                                         \
  __WFEMU_HD to __##fname##2##tname##_rn(from x) { return (to)__builtin_rint(x); }          \
  __WFEMU_HD to __##fname##2##tname##_rz(from x) { return (to)__builtin_trunc(x); }         \
  __WFEMU_HD to __##fname##2##tname##_ru(from x) { return (to)__builtin_ceil(x); }          \
  __WFEMU_HD to __##fname##2##tname##_rd(from x) { return (to)__builtin_floor(x); }
__WFEMU_ROUNDED_INT(float, float, int, int)
__WFEMU_ROUNDED_INT(float, float, unsigned int, uint)
__WFEMU_ROUNDED_INT(float, float, long long, ll)
__WFEMU_ROUNDED_INT(float, float, unsigned long long, ull)
__WFEMU_ROUNDED_INT(double, double, int, int)
__WFEMU_ROUNDED_INT(double, double, unsigned int, uint)
__WFEMU_ROUNDED_INT(double, double, long long, ll)
__WFEMU_ROUNDED_INT(double, double, unsigned long long, ull)
#undef __WFEMU_ROUNDED_INT
__WFEMU_HD float __int2float_rn(int x) { return (float)x; }
__WFEMU_HD float __uint2float_rn(unsigned int x) { return (float)x; }
__WFEMU_HD float __ll2float_rn(long long x) { return (float)x; }
__WFEMU_HD float __ull2float_rn(unsigned long long x) { return (float)x; }
__WFEMU_HD double __int2double_rn(int x) { return (double)x; }
__WFEMU_HD double __uint2double_rn(unsigned int x) { return (double)x; }
__WFEMU_HD double __ll2double_rn(long long x) { return (double)x; }
__WFEMU_HD double __ull2double_rn(unsigned long long x) { return (double)x; }
__WFEMU_HD float __double2float_rn(double x) { return (float)x; }

// -- loads through the read-only path (gfx942 has one path: plain loads) ----------------
template <class T> __WFEMU_D T __ldg(const T *p) { return *p; }
template <class T> __WFEMU_D T __ldcg(const T *p) { return *p; }
template <class T> __WFEMU_D T __ldca(const T *p) { return *p; }
template <class T> __WFEMU_D T __ldcs(const T *p) { return *p; }
#endif
