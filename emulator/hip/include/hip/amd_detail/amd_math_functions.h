// wavefront-emu's bundled HIP headers: the math library. clang's own HIP headers (force-
// included, as for hipcc) define sinf, std::sin & co. in terms of ROCm's device library,
// ocml (__ocml_sin_f32…); with no ROCm installed, this header defines the ocml functions
// that LLVM's AMDGPU backend can lower without it:
//
// * exact ones: fdim, modf, frexp, ldexp, logb, ilogb, nextafter, the _rte arithmetic, fma,
//   sqrt (LLVM's correctly rounded expansion);
// * approximations, as LLVM's expansions around the hardware's v_exp_f32, v_log_f32,
//   v_sin_f32, v_cos_f32, v_rsq_f32 and v_rcp_f32 give them (float only): exp, exp2, exp10,
//   log, log2, log10, sin, cos, sincos, tan, tanh, pow, pown, rsqrt, hypot, and the native_
//   forms. They are close to ocml's results, not bit-equal to them (docs/hip.md).
//
// A kernel that calls any other ocml function (the double-precision transcendentals, erf,
// lgamma, the Bessel functions…) compiles to a call of an undefined function, which
// emulator.hip reports by name: headers="system" links ROCm's ocml for those.
#ifndef HIP_INCLUDE_HIP_AMD_DETAIL_MATH_FUNCTIONS_H
#define HIP_INCLUDE_HIP_AMD_DETAIL_MATH_FUNCTIONS_H
#include <hip/amd_detail/host_defines.h>

#define __WFEMU_OCML extern "C" __device__ inline __attribute__((always_inline))
#define __WFEMU_PRIVATE __attribute__((address_space(5)))
#define __WFEMU_INV_2PI 0.15915494309189535f

// -- float: the hardware's approximations and LLVM's expansions --------------------------
__WFEMU_OCML float __ocml_sin_f32(float x) { return __builtin_sinf(x); }
__WFEMU_OCML float __ocml_cos_f32(float x) { return __builtin_cosf(x); }
__WFEMU_OCML float __ocml_tan_f32(float x) { return __builtin_sinf(x) / __builtin_cosf(x); }
__WFEMU_OCML float __ocml_sincos_f32(float x, __WFEMU_PRIVATE float *c) {
  *c = __builtin_cosf(x);
  return __builtin_sinf(x);
}
__WFEMU_OCML float __ocml_native_sin_f32(float x) {
  return __builtin_amdgcn_sinf(x * __WFEMU_INV_2PI);
}
__WFEMU_OCML float __ocml_native_cos_f32(float x) {
  return __builtin_amdgcn_cosf(x * __WFEMU_INV_2PI);
}
__WFEMU_OCML float __ocml_exp_f32(float x) { return __builtin_expf(x); }
__WFEMU_OCML float __ocml_exp2_f32(float x) { return __builtin_exp2f(x); }
__WFEMU_OCML float __ocml_exp10_f32(float x) { return __builtin_exp10f(x); }
__WFEMU_OCML float __ocml_log_f32(float x) { return __builtin_logf(x); }
__WFEMU_OCML float __ocml_log2_f32(float x) { return __builtin_log2f(x); }
__WFEMU_OCML float __ocml_log10_f32(float x) { return __builtin_log10f(x); }
__WFEMU_OCML float __ocml_native_exp_f32(float x) {
  return __builtin_amdgcn_exp2f(x * 1.4426950408889634f);
}
__WFEMU_OCML float __ocml_native_exp2_f32(float x) { return __builtin_amdgcn_exp2f(x); }
__WFEMU_OCML float __ocml_native_exp10_f32(float x) {
  return __builtin_amdgcn_exp2f(x * 3.3219280948873622f);
}
__WFEMU_OCML float __ocml_native_log_f32(float x) {
  return __builtin_amdgcn_logf(x) * 0.6931471805599453f;
}
__WFEMU_OCML float __ocml_native_log2_f32(float x) { return __builtin_amdgcn_logf(x); }
__WFEMU_OCML float __ocml_native_log10_f32(float x) {
  return __builtin_amdgcn_logf(x) * 0.30102999566398120f;
}
__WFEMU_OCML float __ocml_native_sqrt_f32(float x) { return __builtin_amdgcn_sqrtf(x); }
__WFEMU_OCML float __ocml_native_rsqrt_f32(float x) { return __builtin_amdgcn_rsqf(x); }
__WFEMU_OCML float __ocml_native_recip_f32(float x) { return __builtin_amdgcn_rcpf(x); }
__WFEMU_OCML float __ocml_pow_f32(float x, float y) { return __builtin_powf(x, y); }
__WFEMU_OCML float __ocml_pown_f32(float x, int n) { return __builtin_powf(x, (float)n); }
__WFEMU_OCML float __ocml_rsqrt_f32(float x) { return 1.0f / __builtin_sqrtf(x); }
__WFEMU_OCML float __ocml_tanh_f32(float x) {
  float e = __builtin_expf(-2.0f * __builtin_fabsf(x));
  return __builtin_copysignf((1.0f - e) / (1.0f + e), x);
}
__WFEMU_OCML float __ocml_fmod_f32(float x, float y) { return __builtin_fmodf(x, y); }

// -- exact ones, float and double (b: the builtins' suffix) ---------------------------------------------------------
#define __WFEMU_EXACT(T, s, b, I)                                                   \
  __WFEMU_OCML T __ocml_sqrt_rte_##s(T x) { return __builtin_sqrt##b(x); }         \
  __WFEMU_OCML T __ocml_add_rte_##s(T x, T y) { return x + y; }                             \
  __WFEMU_OCML T __ocml_sub_rte_##s(T x, T y) { return x - y; }                             \
  __WFEMU_OCML T __ocml_mul_rte_##s(T x, T y) { return x * y; }                             \
  __WFEMU_OCML T __ocml_div_rte_##s(T x, T y) { return x / y; }                             \
  __WFEMU_OCML T __ocml_fdim_##s(T x, T y) { return x > y ? x - y : (x <= y ? (T)0 : x + y); } \
  __WFEMU_OCML T __ocml_modf_##s(T x, __WFEMU_PRIVATE T *whole) {                          \
    T t = __builtin_trunc##b(x);                                                   \
    *whole = t;                                                                            \
    return __builtin_copysign##b(__builtin_isinf(x) ? (T)0 : x - t, x);             \
  }                                                                                        \
  __WFEMU_OCML T __ocml_frexp_##s(T x, __WFEMU_PRIVATE int *e) {                           \
    int got;                                                                               \
    T m = __builtin_frexp##b(x, &got);                                             \
    *e = got;                                                                              \
    return m;                                                                              \
  }                                                                                        \
  __WFEMU_OCML int __ocml_ilogb_##s(T x) {                                                 \
    if (x == (T)0 || __builtin_isnan(x)) return (-2147483647 - 1);                          \
    if (__builtin_isinf(x)) return 2147483647;                                             \
    int e;                                                                                 \
    __builtin_frexp##b(x, &e);                                                     \
    return e - 1;                                                                          \
  }                                                                                        \
  __WFEMU_OCML T __ocml_logb_##s(T x) {                                                    \
    if (__builtin_isnan(x)) return x;                                                      \
    if (__builtin_isinf(x)) return __builtin_fabs##b(x);                           \
    if (x == (T)0) return -__builtin_inf##b();                                     \
    return (T)__ocml_ilogb_##s(x);                                                         \
  }                                                                                        \
  __WFEMU_OCML T __ocml_nextafter_##s(T x, T y) {                                          \
    if (__builtin_isnan(x) || __builtin_isnan(y)) return x + y;                            \
    if (x == y) return y;                                                                  \
    I bits = __builtin_bit_cast(I, x);                                                     \
    if (x == (T)0) bits = 1;                                                               \
    else if ((x < y) == (x > (T)0)) ++bits;                                                \
    else --bits;                                                                           \
    T next = __builtin_bit_cast(T, bits);                                                  \
    return x == (T)0 ? __builtin_copysign##b(next, y) : next;                       \
  }
__WFEMU_EXACT(float, f32, f, int)
__WFEMU_EXACT(double, f64, , long long)
#undef __WFEMU_EXACT
__WFEMU_OCML float __ocml_fma_rte_f32(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
__WFEMU_OCML double __ocml_fma_rte_f64(double a, double b, double c) { return __builtin_fma(a, b, c); }
__WFEMU_OCML double __ocml_rsqrt_f64(double x) { return 1.0 / __builtin_sqrt(x); }
__WFEMU_OCML double __ocml_fmod_f64(double x, double y) { return __builtin_fmod(x, y); }

// -- hypot: the larger magnitude scaled to [1, 2) first, so that no square overflows --------
__WFEMU_OCML float __ocml_hypot_f32(float x, float y) {
  float a = __builtin_fabsf(x), b = __builtin_fabsf(y);
  if (__builtin_isinf(a) || __builtin_isinf(b)) return __builtin_inff();
  float big = a > b ? a : b, small = a > b ? b : a;
  if (big == 0.0f || __builtin_isnan(big) || __builtin_isnan(small)) return a + b;
  int e = __ocml_ilogb_f32(big);
  float p = __builtin_ldexpf(big, -e), q = __builtin_ldexpf(small, -e);
  return __builtin_ldexpf(__builtin_sqrtf(__builtin_fmaf(p, p, q * q)), e);
}

#undef __WFEMU_INV_2PI
#undef __WFEMU_PRIVATE
#undef __WFEMU_OCML
#endif
