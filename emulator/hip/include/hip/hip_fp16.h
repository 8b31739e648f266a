// wavefront-emu: __half and __half2 for HIP kernels (see hip_runtime.h). __half is clang's
// _Float16: gfx942 does its arithmetic in f16 (v_add_f16, v_fma_f16…), conversions round to
// nearest even, as HIP's own __half does.
#ifndef WFEMU_HIP_FP16_H
#define WFEMU_HIP_FP16_H
#include "hip_runtime.h"
#define __WFEMU_H static inline __device__ __attribute__((always_inline))
typedef _Float16 __half;
typedef _Float16 __half2 __attribute__((ext_vector_type(2)));
typedef __half half;
typedef __half2 half2;
__WFEMU_H __half __float2half(float x) { return (__half)x; }
__WFEMU_H __half __float2half_rn(float x) { return (__half)x; }
__WFEMU_H float __half2float(__half x) { return (float)x; }
__WFEMU_H __half __int2half_rn(int x) { return (__half)x; }
__WFEMU_H int __half2int_rz(__half x) { return (int)x; }
__WFEMU_H __half2 __floats2half2_rn(float a, float b) { return __half2{(__half)a, (__half)b}; }
__WFEMU_H __half2 __float2half2_rn(float a) { return __half2{(__half)a, (__half)a}; }
__WFEMU_H __half2 __halves2half2(__half a, __half b) { return __half2{a, b}; }
__WFEMU_H float __low2float(__half2 x) { return (float)x.x; }
__WFEMU_H float __high2float(__half2 x) { return (float)x.y; }
__WFEMU_H __half __low2half(__half2 x) { return x.x; }
__WFEMU_H __half __high2half(__half2 x) { return x.y; }
__WFEMU_H __half __hadd(__half a, __half b) { return a + b; }
__WFEMU_H __half __hsub(__half a, __half b) { return a - b; }
__WFEMU_H __half __hmul(__half a, __half b) { return a * b; }
__WFEMU_H __half __hdiv(__half a, __half b) { return a / b; }
__WFEMU_H __half __hneg(__half a) { return -a; }
__WFEMU_H __half __hfma(__half a, __half b, __half c) { return __builtin_fmaf16(a, b, c); }
__WFEMU_H __half2 __hadd2(__half2 a, __half2 b) { return a + b; }
__WFEMU_H __half2 __hsub2(__half2 a, __half2 b) { return a - b; }
__WFEMU_H __half2 __hmul2(__half2 a, __half2 b) { return a * b; }
__WFEMU_H __half2 __hfma2(__half2 a, __half2 b, __half2 c) {
  return __half2{__builtin_fmaf16(a.x, b.x, c.x), __builtin_fmaf16(a.y, b.y, c.y)};
}
__WFEMU_H bool __heq(__half a, __half b) { return a == b; }
__WFEMU_H bool __hlt(__half a, __half b) { return a < b; }
__WFEMU_H bool __hgt(__half a, __half b) { return a > b; }
__WFEMU_H __half __hmax(__half a, __half b) { return __builtin_fmaxf16(a, b); }
__WFEMU_H __half __hmin(__half a, __half b) { return __builtin_fminf16(a, b); }
__WFEMU_H __half hsqrt(__half a) { return __builtin_sqrtf16(a); }
__WFEMU_H __half __habs(__half a) { return __builtin_fabsf16(a); }
#undef __WFEMU_H
#endif
