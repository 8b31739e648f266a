// wavefront-emu's bundled HIP headers: __hip_bfloat16 and __hip_bfloat162 (ROCm's hip_bf16.h
// API; CUDA's __nv_bfloat16 names).
//
// A bfloat16 is the high half of a float. gfx942 has no bfloat16 arithmetic: every operation
// is done in float and its result rounded back, to nearest even, by ROCm's rule in integer
// code (the float's bits plus 0x7fff plus the lowest kept bit, then the high half; a NaN
// keeps its high half, with bit 16 set where the dropped half held payload bits, so that it
// stays a NaN). __HIP_NO_BFLOAT16_CONVERSIONS__ and __HIP_NO_BFLOAT16_OPERATORS__ remove the
// implicit conversions and the operators, as in ROCm.
#ifndef HIP_INCLUDE_HIP_AMD_DETAIL_HIP_BF16_H
#define HIP_INCLUDE_HIP_AMD_DETAIL_HIP_BF16_H
#include <hip/amd_detail/host_defines.h>
#include <hip/amd_detail/amd_hip_vector_types.h>
#if defined(__cplusplus)
#include <type_traits>
#endif

// (float -> bfloat16 bits, to nearest even; float <- bfloat16 bits, exact)
__WFEMU_HD unsigned short __wfemu_bf16_bits(float f) {
  unsigned int u = __builtin_bit_cast(unsigned int, f);
  if (~u & 0x7f800000u) u += 0x7fffu + ((u >> 16) & 1u);
  else if (u & 0xffffu) u |= 0x10000u;
  return (unsigned short)(u >> 16);
}
__WFEMU_HD float __wfemu_bf16_float(unsigned short bits) {
  return __builtin_bit_cast(float, (unsigned int)bits << 16);
}

struct __hip_bfloat16_raw {
  unsigned short x;
};
struct __hip_bfloat162_raw {
  unsigned short x, y;
};

struct __hip_bfloat16 {
 protected:
  unsigned short data;

 public:
  __hip_bfloat16() = default;
  __host__ __device__ constexpr __hip_bfloat16(const __hip_bfloat16_raw &raw) : data(raw.x) {}
  __host__ __device__ __hip_bfloat16(float value) : data(__wfemu_bf16_bits(value)) {}
#if !defined(__HIP_NO_BFLOAT16_CONVERSIONS__)
  template <class T, typename std::enable_if<std::is_arithmetic<T>::value &&
                                             !std::is_same<T, float>::value>::type * = nullptr>
  __host__ __device__ __hip_bfloat16(T value) : data(__wfemu_bf16_bits((float)value)) {}
  template <class T, typename std::enable_if<std::is_arithmetic<T>::value>::type * = nullptr>
  __host__ __device__ operator T() const { return (T)__wfemu_bf16_float(data); }
#else
  __host__ __device__ operator float() const { return __wfemu_bf16_float(data); }
#endif
  __hip_bfloat16(const __hip_bfloat16 &) = default;
  __hip_bfloat16 &operator=(const __hip_bfloat16 &) = default;
  __host__ __device__ __hip_bfloat16 &operator=(const __hip_bfloat16_raw &raw) {
    data = raw.x;
    return *this;
  }
  __host__ __device__ constexpr operator __hip_bfloat16_raw() const {
    return __hip_bfloat16_raw{data};
  }
#if !defined(__HIP_NO_BFLOAT16_OPERATORS__)
#define __WFEMU_BF_ASSIGN(op)                                                             \
  __host__ __device__ __hip_bfloat16 &operator op##=(const __hip_bfloat16 &o) {           \
    data = __wfemu_bf16_bits(__wfemu_bf16_float(data) op __wfemu_bf16_float(o.data));     \
    return *this;                                                                         \
  }                                                                                       \
  friend __host__ __device__ __hip_bfloat16 operator op(const __hip_bfloat16 &a,          \
                                                        const __hip_bfloat16 &b) {        \
    return __hip_bfloat16(__wfemu_bf16_float(a.data) op __wfemu_bf16_float(b.data));      \
  }
  __WFEMU_BF_ASSIGN(+)
  __WFEMU_BF_ASSIGN(-)
  __WFEMU_BF_ASSIGN(*)
  __WFEMU_BF_ASSIGN(/)
#undef __WFEMU_BF_ASSIGN
#define __WFEMU_BF_COMPARE(op)                                                            \
  friend __host__ __device__ bool operator op(const __hip_bfloat16 &a,                    \
                                              const __hip_bfloat16 &b) {                  \
    return __wfemu_bf16_float(a.data) op __wfemu_bf16_float(b.data);                      \
  }
  __WFEMU_BF_COMPARE(==)
  __WFEMU_BF_COMPARE(!=)
  __WFEMU_BF_COMPARE(<)
  __WFEMU_BF_COMPARE(>)
  __WFEMU_BF_COMPARE(<=)
  __WFEMU_BF_COMPARE(>=)
#undef __WFEMU_BF_COMPARE
  __host__ __device__ __hip_bfloat16 operator+() const { return *this; }
  __host__ __device__ __hip_bfloat16 operator-() const {
    return __hip_bfloat16(__hip_bfloat16_raw{(unsigned short)(data ^ 0x8000u)});
  }
  __host__ __device__ __hip_bfloat16 &operator++() { return *this += __hip_bfloat16(1.0f); }
  __host__ __device__ __hip_bfloat16 &operator--() { return *this -= __hip_bfloat16(1.0f); }
  __host__ __device__ __hip_bfloat16 operator++(int) {
    __hip_bfloat16 old = *this;
    ++*this;
    return old;
  }
  __host__ __device__ __hip_bfloat16 operator--(int) {
    __hip_bfloat16 old = *this;
    --*this;
    return old;
  }
#endif
};

struct __hip_bfloat162 {
  __hip_bfloat16 x, y;
  __hip_bfloat162() = default;
  __host__ __device__ constexpr __hip_bfloat162(const __hip_bfloat16 &a, const __hip_bfloat16 &b)
      : x(a), y(b) {}
  __host__ __device__ constexpr __hip_bfloat162(const __hip_bfloat162_raw &raw)
      : x(__hip_bfloat16_raw{raw.x}), y(__hip_bfloat16_raw{raw.y}) {}
  __host__ __device__ operator __hip_bfloat162_raw() const {
    return __hip_bfloat162_raw{static_cast<__hip_bfloat16_raw>(x).x,
                               static_cast<__hip_bfloat16_raw>(y).x};
  }
};
typedef __hip_bfloat16 hip_bf16;
typedef __hip_bfloat162 hip_bf162;
typedef __hip_bfloat16 __nv_bfloat16;
typedef __hip_bfloat162 __nv_bfloat162;

#define __WFEMU_B __WFEMU_HD
__WFEMU_B unsigned short __wfemu_bits(__hip_bfloat16 v) {
  return static_cast<__hip_bfloat16_raw>(v).x;
}
__WFEMU_B __hip_bfloat16 __wfemu_bf16(unsigned short bits) {
  return __hip_bfloat16(__hip_bfloat16_raw{bits});
}
__WFEMU_B float __bfloat162float(__hip_bfloat16 v) { return __wfemu_bf16_float(__wfemu_bits(v)); }
__WFEMU_B __hip_bfloat16 __float2bfloat16(float f) { return __wfemu_bf16(__wfemu_bf16_bits(f)); }
__WFEMU_B __hip_bfloat16 __float2bfloat16_rn(float f) { return __float2bfloat16(f); }
__WFEMU_B __hip_bfloat16 __double2bfloat16(double d) { return __float2bfloat16((float)d); }
__WFEMU_B __hip_bfloat162 __float2bfloat162_rn(float f) {
  return __hip_bfloat162(__float2bfloat16(f), __float2bfloat16(f));
}
__WFEMU_B __hip_bfloat162 __floats2bfloat162_rn(float a, float b) {
  return __hip_bfloat162(__float2bfloat16(a), __float2bfloat16(b));
}
__WFEMU_B __hip_bfloat162 __float22bfloat162_rn(float2 v) {
  return __floats2bfloat162_rn(v.x, v.y);
}
__WFEMU_B float2 __bfloat1622float2(__hip_bfloat162 v) {
  return float2{__bfloat162float(v.x), __bfloat162float(v.y)};
}
__WFEMU_B float __low2float(__hip_bfloat162 v) { return __bfloat162float(v.x); }
__WFEMU_B float __high2float(__hip_bfloat162 v) { return __bfloat162float(v.y); }
__WFEMU_B __hip_bfloat16 __low2bfloat16(__hip_bfloat162 v) { return v.x; }
__WFEMU_B __hip_bfloat16 __high2bfloat16(__hip_bfloat162 v) { return v.y; }
__WFEMU_B __hip_bfloat162 __bfloat162bfloat162(__hip_bfloat16 v) { return __hip_bfloat162(v, v); }
__WFEMU_B __hip_bfloat162 __halves2bfloat162(__hip_bfloat16 a, __hip_bfloat16 b) {
  return __hip_bfloat162(a, b);
}
__WFEMU_B __hip_bfloat162 __low2bfloat162(__hip_bfloat162 v) { return __hip_bfloat162(v.x, v.x); }
__WFEMU_B __hip_bfloat162 __high2bfloat162(__hip_bfloat162 v) { return __hip_bfloat162(v.y, v.y); }
__WFEMU_B __hip_bfloat162 __lows2bfloat162(__hip_bfloat162 a, __hip_bfloat162 b) {
  return __hip_bfloat162(a.x, b.x);
}
__WFEMU_B __hip_bfloat162 __highs2bfloat162(__hip_bfloat162 a, __hip_bfloat162 b) {
  return __hip_bfloat162(a.y, b.y);
}
__WFEMU_B __hip_bfloat162 __lowhigh2highlow(__hip_bfloat162 v) { return __hip_bfloat162(v.y, v.x); }
__WFEMU_B short __bfloat16_as_short(__hip_bfloat16 v) { return (short)__wfemu_bits(v); }
__WFEMU_B unsigned short __bfloat16_as_ushort(__hip_bfloat16 v) { return __wfemu_bits(v); }
__WFEMU_B __hip_bfloat16 __short_as_bfloat16(short s) { return __wfemu_bf16((unsigned short)s); }
__WFEMU_B __hip_bfloat16 __ushort_as_bfloat16(unsigned short s) { return __wfemu_bf16(s); }

// -- arithmetic in float, each result rounded ---------------------------------------------
#define __WFEMU_BF_BINARY(name, expr)                                                      \
  __WFEMU_B __hip_bfloat16 name(__hip_bfloat16 a, __hip_bfloat16 b) {                     \
    float x = __bfloat162float(a), y = __bfloat162float(b);                               \
    return __float2bfloat16(expr);                                                        \
  }                                                                                       \
  __WFEMU_B __hip_bfloat162 name##2(__hip_bfloat162 a, __hip_bfloat162 b) {               \
    return __hip_bfloat162(name(a.x, b.x), name(a.y, b.y));                               \
  }
__WFEMU_BF_BINARY(__hadd, x + y)
__WFEMU_BF_BINARY(__hsub, x - y)
__WFEMU_BF_BINARY(__hmul, x * y)
__WFEMU_BF_BINARY(__hmax, __builtin_fmaxf(x, y))
__WFEMU_BF_BINARY(__hmin, __builtin_fminf(x, y))
#undef __WFEMU_BF_BINARY
__WFEMU_B __hip_bfloat16 __hdiv(__hip_bfloat16 a, __hip_bfloat16 b) {
  return __float2bfloat16(__bfloat162float(a) / __bfloat162float(b));
}
__WFEMU_B __hip_bfloat162 __h2div(__hip_bfloat162 a, __hip_bfloat162 b) {
  return __hip_bfloat162(__hdiv(a.x, b.x), __hdiv(a.y, b.y));
}
__WFEMU_B __hip_bfloat16 __hfma(__hip_bfloat16 a, __hip_bfloat16 b, __hip_bfloat16 c) {
  return __float2bfloat16(
      __builtin_fmaf(__bfloat162float(a), __bfloat162float(b), __bfloat162float(c)));
}
__WFEMU_B __hip_bfloat162 __hfma2(__hip_bfloat162 a, __hip_bfloat162 b, __hip_bfloat162 c) {
  return __hip_bfloat162(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
__WFEMU_B __hip_bfloat16 __hneg(__hip_bfloat16 a) {
  return __wfemu_bf16((unsigned short)(__wfemu_bits(a) ^ 0x8000u));
}
__WFEMU_B __hip_bfloat16 __habs(__hip_bfloat16 a) {
  return __wfemu_bf16((unsigned short)(__wfemu_bits(a) & 0x7fffu));
}
__WFEMU_B __hip_bfloat162 __hneg2(__hip_bfloat162 a) { return __hip_bfloat162(__hneg(a.x), __hneg(a.y)); }
__WFEMU_B __hip_bfloat162 __habs2(__hip_bfloat162 a) { return __hip_bfloat162(__habs(a.x), __habs(a.y)); }

// -- comparisons --------------------------------------------------------------------------
#define __WFEMU_BF_COMPARE(name, op)                                                      \
  __WFEMU_B bool __h##name(__hip_bfloat16 a, __hip_bfloat16 b) {                          \
    return __bfloat162float(a) op __bfloat162float(b);                                    \
  }                                                                                       \
  __WFEMU_B bool __h##name##u(__hip_bfloat16 a, __hip_bfloat16 b) {                       \
    float x = __bfloat162float(a), y = __bfloat162float(b);                               \
    return x != x || y != y || x op y;                                                    \
  }                                                                                       \
  __WFEMU_B bool __hb##name##2(__hip_bfloat162 a, __hip_bfloat162 b) {                    \
    return __h##name(a.x, b.x) && __h##name(a.y, b.y);                                    \
  }                                                                                       \
  __WFEMU_B __hip_bfloat162 __h##name##2(__hip_bfloat162 a, __hip_bfloat162 b) {          \
    return __hip_bfloat162(__float2bfloat16(__h##name(a.x, b.x) ? 1.0f : 0.0f),           \
                           __float2bfloat16(__h##name(a.y, b.y) ? 1.0f : 0.0f));          \
  }
__WFEMU_BF_COMPARE(eq, ==)
__WFEMU_BF_COMPARE(ne, !=)
__WFEMU_BF_COMPARE(lt, <)
__WFEMU_BF_COMPARE(le, <=)
__WFEMU_BF_COMPARE(gt, >)
__WFEMU_BF_COMPARE(ge, >=)
#undef __WFEMU_BF_COMPARE
__WFEMU_B bool __hisnan(__hip_bfloat16 a) { return __bfloat162float(a) != __bfloat162float(a); }
__WFEMU_B int __hisinf(__hip_bfloat16 a) {
  unsigned short b = __wfemu_bits(a);
  return b == 0x7f80u ? 1 : b == 0xff80u ? -1 : 0;
}

// -- math: the float function, its result rounded -----------------------------------------
#define __WFEMU_BF_MATH(name, pair, f)                                                     \
  __WFEMU_D __hip_bfloat16 name(__hip_bfloat16 a) {                                       \
    return __float2bfloat16(f(__bfloat162float(a)));                                      \
  }                                                                                       \
  __WFEMU_D __hip_bfloat162 pair(__hip_bfloat162 a) {                                     \
    return __hip_bfloat162(name(a.x), name(a.y));                                         \
  }
__WFEMU_BF_MATH(hsqrt, h2sqrt, __builtin_sqrtf)
__WFEMU_BF_MATH(hrsqrt, h2rsqrt, __builtin_amdgcn_rsqf)
__WFEMU_BF_MATH(hrcp, h2rcp, __builtin_amdgcn_rcpf)
__WFEMU_BF_MATH(hexp, h2exp, __builtin_expf)
__WFEMU_BF_MATH(hexp2, h2exp2, __builtin_exp2f)
__WFEMU_BF_MATH(hexp10, h2exp10, __builtin_exp10f)
__WFEMU_BF_MATH(hlog, h2log, __builtin_logf)
__WFEMU_BF_MATH(hlog2, h2log2, __builtin_log2f)
__WFEMU_BF_MATH(hlog10, h2log10, __builtin_log10f)
__WFEMU_BF_MATH(hsin, h2sin, __builtin_sinf)
__WFEMU_BF_MATH(hcos, h2cos, __builtin_cosf)
__WFEMU_BF_MATH(hceil, h2ceil, __builtin_ceilf)
__WFEMU_BF_MATH(hfloor, h2floor, __builtin_floorf)
__WFEMU_BF_MATH(htrunc, h2trunc, __builtin_truncf)
__WFEMU_BF_MATH(hrint, h2rint, __builtin_rintf)
#undef __WFEMU_BF_MATH
#undef __WFEMU_B
#endif
