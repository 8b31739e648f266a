// wavefront-emu's bundled HIP headers: HIP's 8-bit floats (ROCm 6.2's hip_fp8.h API).
//
// gfx942 computes in the FNUZ formats (__hip_fp8_e4m3_fnuz: E4M3, bias 8, max 240;
// __hip_fp8_e5m2_fnuz: E5M2, bias 16, max 57344; one NaN, 0x80, no infinity, no negative
// zero). As in ROCm, a float is converted on the device by the hardware's instructions —
// v_cvt_pk_fp8_f32 / v_cvt_pk_bf8_f32, nearest even, after a clamp to the largest finite
// value when saturating (the default; NaN and infinity are not clamped) — and read back by
// v_cvt_f32_fp8 / v_cvt_f32_bf8, so that a kernel's bytes are the emulator's own for those
// instructions. Doubles (and everything on the host) go through one software rounding to
// nearest even whose overflow is the NaN (or, saturating, the largest finite value), as the
// instructions' is. The OCP formats (__hip_fp8_e4m3, __hip_fp8_e5m2) exist on the host only,
// as ROCm has them for gfx942 (HIP_FP8_TYPE_OCP is 0 on the device).
#ifndef HIP_INCLUDE_HIP_AMD_DETAIL_HIP_FP8_H
#define HIP_INCLUDE_HIP_AMD_DETAIL_HIP_FP8_H
#include <hip/amd_detail/host_defines.h>
#include <hip/amd_detail/amd_hip_vector_types.h>
#include <hip/amd_detail/amd_hip_fp16.h>
#include <hip/amd_detail/amd_hip_bf16.h>
#include <limits.h>

#if defined(__HIP_DEVICE_COMPILE__) && __HIP_DEVICE_COMPILE__
#define HIP_FP8_CVT_FAST_PATH 1
#define HIP_FP8_TYPE_OCP 0
#define HIP_FP8_TYPE_FNUZ 1
#else
#define HIP_FP8_CVT_FAST_PATH 0
#define HIP_FP8_TYPE_OCP 1
#define HIP_FP8_TYPE_FNUZ 1
#endif

enum __hip_fp8_interpretation_t {
  __HIP_E4M3_FNUZ = 0,
  __HIP_E5M2_FNUZ = 1,
  __HIP_E4M3 = 2,
  __HIP_E5M2 = 3,
};
enum __hip_saturation_t {
  __HIP_NOSAT = 0,
  __HIP_SATFINITE = 1,
};
typedef unsigned char __hip_fp8_storage_t;
typedef unsigned short int __hip_fp8x2_storage_t;
typedef unsigned int __hip_fp8x4_storage_t;

// -- the formats --------------------------------------------------------------------------
__WFEMU_HD int __wfemu_fp8_mantissa(__hip_fp8_interpretation_t t) {
  return t == __HIP_E4M3_FNUZ || t == __HIP_E4M3 ? 3 : 2;
}
__WFEMU_HD bool __wfemu_fp8_fnuz(__hip_fp8_interpretation_t t) {
  return t == __HIP_E4M3_FNUZ || t == __HIP_E5M2_FNUZ;
}
__WFEMU_HD int __wfemu_fp8_bias(__hip_fp8_interpretation_t t) {
  return (__wfemu_fp8_mantissa(t) == 3 ? 7 : 15) + (__wfemu_fp8_fnuz(t) ? 1 : 0);
}
// (the largest finite value: E4M3FN keeps its top code for NaN, E5M2 its top exponent)
__WFEMU_HD double __wfemu_fp8_max(__hip_fp8_interpretation_t t) {
  switch (t) {
    case __HIP_E4M3_FNUZ: return 240.0;
    case __HIP_E5M2_FNUZ: return 57344.0;
    case __HIP_E4M3: return 448.0;
    default: return 57344.0;
  }
}

// (``x`` to the format, rounded to nearest even once: an exact scaling by a power of two,
// rint, and the encoding of the rounded value)
__WFEMU_HD __hip_fp8_storage_t __wfemu_fp8_encode(double x, __hip_saturation_t sat,
                                                  __hip_fp8_interpretation_t t) {
  const int wm = __wfemu_fp8_mantissa(t), bias = __wfemu_fp8_bias(t);
  const bool fnuz = __wfemu_fp8_fnuz(t);
  const unsigned int sign = __builtin_signbit(x) ? 0x80u : 0u;
  const unsigned char nan = fnuz ? 0x80 : (unsigned char)(sign | 0x7f);
  const unsigned char overflow = fnuz || t == __HIP_E4M3 ? nan : (unsigned char)(sign | 0x7c);
  const double max = __wfemu_fp8_max(t);
  if (x != x) return nan;
  double a = __builtin_fabs(x);
  if (a > max && sat == __HIP_SATFINITE && (a != __builtin_inf() || !fnuz)) a = max;
  if (a == __builtin_inf()) return overflow;
  const int emin = 1 - bias;
  int e;
  __builtin_frexp(a, &e);
  int quantum = (e - 1 < emin ? emin : e - 1) - wm;
  double r = __builtin_ldexp(__builtin_rint(__builtin_ldexp(a, -quantum)), quantum);
  if (r > max) {
    if (sat != __HIP_SATFINITE) return overflow;
    r = max;
  }
  if (r == 0.0) return fnuz ? 0 : (unsigned char)sign;
  __builtin_frexp(r, &e);
  if (e - 1 < emin)
    return (unsigned char)(sign | (unsigned int)__builtin_ldexp(r, wm - emin));
  unsigned int field = (unsigned int)(e - 1 + bias);
  unsigned int mantissa = (unsigned int)(__builtin_ldexp(r, wm - (e - 1))) - (1u << wm);
  return (unsigned char)(sign | field << wm | mantissa);
}
// (the value of an fp8 byte, exactly)
__WFEMU_HD float __wfemu_fp8_decode(__hip_fp8_storage_t v, __hip_fp8_interpretation_t t) {
  const int wm = __wfemu_fp8_mantissa(t), bias = __wfemu_fp8_bias(t);
  const int we = 7 - wm;
  const bool fnuz = __wfemu_fp8_fnuz(t);
  const int field = (v >> wm) & ((1 << we) - 1), mantissa = v & ((1 << wm) - 1);
  if (fnuz && v == 0x80) return __builtin_nanf("");
  if (!fnuz && t == __HIP_E4M3 && (v & 0x7f) == 0x7f) return __builtin_nanf("");
  if (!fnuz && t == __HIP_E5M2 && field == 31)
    return mantissa ? __builtin_nanf("") : ((v & 0x80) ? -__builtin_inff() : __builtin_inff());
  float value = field == 0 ? __builtin_ldexpf((float)mantissa, 1 - bias - wm)
                           : __builtin_ldexpf((float)((1 << wm) + mantissa), field - bias - wm);
  return (v & 0x80) ? -value : value;
}

// -- conversions (on the device, the FNUZ formats by the hardware's instructions) -----------
__WFEMU_HD __hip_fp8_storage_t __hip_cvt_float_to_fp8(const float f, const __hip_saturation_t sat,
                                                      const __hip_fp8_interpretation_t type) {
#if HIP_FP8_CVT_FAST_PATH
  if (type == __HIP_E4M3_FNUZ || type == __HIP_E5M2_FNUZ) {
    float v = f;
    if (sat == __HIP_SATFINITE && (__builtin_bit_cast(unsigned int, v) & 0x7f800000u) != 0x7f800000u) {
      float max = type == __HIP_E4M3_FNUZ ? 240.0f : 57344.0f;
      v = __builtin_amdgcn_fmed3f(v, max, -max);
    }
    unsigned int bytes = type == __HIP_E4M3_FNUZ ? __builtin_amdgcn_cvt_pk_fp8_f32(v, v, 0, false)
                                                 : __builtin_amdgcn_cvt_pk_bf8_f32(v, v, 0, false);
    return (__hip_fp8_storage_t)(bytes & 0xffu);
  }
#endif
  return __wfemu_fp8_encode(f, sat, type);
}
__WFEMU_HD __hip_fp8_storage_t __hip_cvt_double_to_fp8(const double d, const __hip_saturation_t sat,
                                                       const __hip_fp8_interpretation_t type) {
  return __wfemu_fp8_encode(d, sat, type);
}
__WFEMU_HD float __wfemu_fp8_to_float(__hip_fp8_storage_t v, __hip_fp8_interpretation_t type) {
#if HIP_FP8_CVT_FAST_PATH
  if (type == __HIP_E4M3_FNUZ) return __builtin_amdgcn_cvt_f32_fp8((unsigned int)v, 0);
  if (type == __HIP_E5M2_FNUZ) return __builtin_amdgcn_cvt_f32_bf8((unsigned int)v, 0);
#endif
  return __wfemu_fp8_decode(v, type);
}
__WFEMU_HD __hip_fp8x2_storage_t __hip_cvt_float2_to_fp8x2(const float2 f2, const __hip_saturation_t sat,
                                                           const __hip_fp8_interpretation_t type) {
  return (__hip_fp8x2_storage_t)(__hip_cvt_float_to_fp8(f2.x, sat, type) |
                                 __hip_cvt_float_to_fp8(f2.y, sat, type) << 8);
}
__WFEMU_HD __hip_fp8x2_storage_t __hip_cvt_double2_to_fp8x2(const double2 d2, const __hip_saturation_t sat,
                                                            const __hip_fp8_interpretation_t type) {
  return (__hip_fp8x2_storage_t)(__hip_cvt_double_to_fp8(d2.x, sat, type) |
                                 __hip_cvt_double_to_fp8(d2.y, sat, type) << 8);
}
__WFEMU_HD __hip_fp8_storage_t __hip_cvt_bfloat16raw_to_fp8(const __hip_bfloat16_raw hr,
                                                            const __hip_saturation_t sat,
                                                            const __hip_fp8_interpretation_t type) {
  return __hip_cvt_float_to_fp8(__wfemu_bf16_float(hr.x), sat, type);
}
__WFEMU_HD __hip_fp8x2_storage_t __hip_cvt_bfloat16raw2_to_fp8x2(const __hip_bfloat162_raw hr,
                                                                 const __hip_saturation_t sat,
                                                                 const __hip_fp8_interpretation_t type) {
  return __hip_cvt_float2_to_fp8x2(float2{__wfemu_bf16_float(hr.x), __wfemu_bf16_float(hr.y)},
                                   sat, type);
}
__WFEMU_HD __half_raw __hip_cvt_fp8_to_halfraw(const __hip_fp8_storage_t x,
                                               const __hip_fp8_interpretation_t type) {
  __half_raw raw;
  raw.data = (_Float16)__wfemu_fp8_to_float(x, type);   // (exact: every fp8 value is an f16)
  return raw;
}
__WFEMU_HD __half2_raw __hip_cvt_fp8x2_to_halfraw2(const __hip_fp8x2_storage_t x,
                                                   const __hip_fp8_interpretation_t type) {
  __half2_raw raw;
  raw.data = __wfemu_f16x2{__hip_cvt_fp8_to_halfraw((__hip_fp8_storage_t)(x & 0xff), type).data,
                           __hip_cvt_fp8_to_halfraw((__hip_fp8_storage_t)(x >> 8), type).data};
  return raw;
}
__WFEMU_HD __hip_fp8_storage_t __hip_cvt_halfraw_to_fp8(const __half_raw x, const __hip_saturation_t sat,
                                                        const __hip_fp8_interpretation_t type) {
  return __hip_cvt_float_to_fp8((float)x.data, sat, type);
}
__WFEMU_HD __hip_fp8x2_storage_t __hip_cvt_halfraw2_to_fp8x2(const __half2_raw x,
                                                             const __hip_saturation_t sat,
                                                             const __hip_fp8_interpretation_t type) {
  return __hip_cvt_float2_to_fp8x2(float2{(float)x.data.x, (float)x.data.y}, sat, type);
}

// -- the types (FNUZ on host and device; OCP on the host only) -----------------------------
// (an integer conversion truncates the float value, clamped to the type's range; NaN is 0)
template <class T> __WFEMU_HD T __wfemu_fp8_integer(float f, long long low, long long high) {
  if (f != f) return 0;
  long long v = f < (float)low ? low : f > (float)high ? high : (long long)f;
  return (T)v;
}
#define __WFEMU_FP8_TYPES(name, x2, x4, interpret, we_, wm_, HD)                                \
  struct name {                                                                             \
    __hip_fp8_storage_t __x;                                                                \
    static constexpr __hip_saturation_t __default_saturation = __HIP_SATFINITE;             \
    static constexpr __hip_fp8_interpretation_t __default_interpret = interpret;            \
    static constexpr unsigned int __we = we_;                                               \
    static constexpr unsigned int __wm = wm_;                                               \
    name() = default;                                                                       \
    HD name(const float f) : __x(__hip_cvt_float_to_fp8(f, __default_saturation, interpret)) {} \
    HD name(const double f) : __x(__hip_cvt_double_to_fp8(f, __default_saturation, interpret)) {} \
    HD name(const int v) : name((float)v) {}                                                \
    HD name(const long int v) : name((float)v) {}                                           \
    HD name(const long long int v) : name((float)v) {}                                      \
    HD name(const short int v) : name((float)v) {}                                          \
    HD name(const unsigned int v) : name((float)v) {}                                       \
    HD name(const unsigned long int v) : name((float)v) {}                                  \
    HD name(const unsigned long long int v) : name((float)v) {}                             \
    HD name(const unsigned short int v) : name((float)v) {}                                 \
    HD name(const __half f) : name((float)static_cast<__half_raw>(f).data) {}               \
    HD name(const __hip_bfloat16 f) : name(__bfloat162float(f)) {}                          \
    HD operator float() const { return __wfemu_fp8_to_float(__x, interpret); }              \
    HD operator double() const { return (double)(float)*this; }                             \
    HD operator __half() const { return __half(__hip_cvt_fp8_to_halfraw(__x, interpret)); } \
    HD operator __hip_bfloat16() const { return __float2bfloat16((float)*this); }           \
    HD operator bool() const { return (float)*this != 0.0f; }                               \
    HD operator char() const { return __wfemu_fp8_integer<char>(*this, CHAR_MIN, CHAR_MAX); } \
    HD operator signed char() const {                                                       \
      return __wfemu_fp8_integer<signed char>(*this, SCHAR_MIN, SCHAR_MAX);                 \
    }                                                                                       \
    HD operator unsigned char() const {                                                     \
      return __wfemu_fp8_integer<unsigned char>(*this, 0, UCHAR_MAX);                       \
    }                                                                                       \
    HD operator short int() const { return __wfemu_fp8_integer<short>(*this, SHRT_MIN, SHRT_MAX); } \
    HD operator unsigned short int() const {                                                \
      return __wfemu_fp8_integer<unsigned short>(*this, 0, USHRT_MAX);                      \
    }                                                                                       \
    HD operator int() const { return __wfemu_fp8_integer<int>(*this, INT_MIN, INT_MAX); }   \
    HD operator unsigned int() const {                                                      \
      return __wfemu_fp8_integer<unsigned int>(*this, 0, UINT_MAX);                         \
    }                                                                                       \
    HD operator long int() const { return __wfemu_fp8_integer<long>(*this, LLONG_MIN, LLONG_MAX); } \
    HD operator unsigned long int() const {                                                 \
      return __wfemu_fp8_integer<unsigned long>(*this, 0, LLONG_MAX);                       \
    }                                                                                       \
    HD operator long long int() const {                                                     \
      return __wfemu_fp8_integer<long long>(*this, LLONG_MIN, LLONG_MAX);                   \
    }                                                                                       \
    HD operator unsigned long long int() const {                                            \
      return __wfemu_fp8_integer<unsigned long long>(*this, 0, LLONG_MAX);                  \
    }                                                                                       \
  };                                                                                        \
  struct x2 {                                                                               \
    __hip_fp8x2_storage_t __x;                                                              \
    static constexpr __hip_saturation_t __default_saturation = __HIP_SATFINITE;             \
    static constexpr __hip_fp8_interpretation_t __default_interpret = interpret;            \
    static constexpr unsigned int __we = we_;                                               \
    static constexpr unsigned int __wm = wm_;                                               \
    x2() = default;                                                                         \
    HD x2(const float2 v) : __x(__hip_cvt_float2_to_fp8x2(v, __default_saturation, interpret)) {} \
    HD x2(const double2 v) : __x(__hip_cvt_double2_to_fp8x2(v, __default_saturation, interpret)) {} \
    HD x2(const __half2 v) : x2(float2{__low2float(v), __high2float(v)}) {}                 \
    HD x2(const __hip_bfloat162 v) : x2(__bfloat1622float2(v)) {}                           \
    HD operator float2() const {                                                            \
      return float2{__wfemu_fp8_to_float((__hip_fp8_storage_t)(__x & 0xff), interpret),     \
                    __wfemu_fp8_to_float((__hip_fp8_storage_t)(__x >> 8), interpret)};      \
    }                                                                                       \
    HD operator __half2() const { return __half2(__hip_cvt_fp8x2_to_halfraw2(__x, interpret)); } \
  };                                                                                        \
  struct x4 {                                                                               \
    __hip_fp8x4_storage_t __x;                                                              \
    static constexpr __hip_saturation_t __default_saturation = __HIP_SATFINITE;             \
    static constexpr __hip_fp8_interpretation_t __default_interpret = interpret;            \
    static constexpr unsigned int __we = we_;                                               \
    static constexpr unsigned int __wm = wm_;                                               \
    x4() = default;                                                                         \
    HD x4(const float4 v)                                                                   \
        : __x((unsigned int)__hip_cvt_float2_to_fp8x2(float2{v.x, v.y}, __default_saturation, interpret) | \
              (unsigned int)__hip_cvt_float2_to_fp8x2(float2{v.z, v.w}, __default_saturation, interpret) << 16) {} \
    HD x4(const double4 v)                                                                  \
        : __x((unsigned int)__hip_cvt_double2_to_fp8x2(double2{v.x, v.y}, __default_saturation, interpret) | \
              (unsigned int)__hip_cvt_double2_to_fp8x2(double2{v.z, v.w}, __default_saturation, interpret) << 16) {} \
    HD x4(const __half2 lo, const __half2 hi)                                               \
        : x4(float4{__low2float(lo), __high2float(lo), __low2float(hi), __high2float(hi)}) {} \
    HD x4(const __hip_bfloat162 lo, const __hip_bfloat162 hi)                               \
        : x4(float4{__low2float(lo), __high2float(lo), __low2float(hi), __high2float(hi)}) {} \
    HD operator float4() const {                                                            \
      return float4{__wfemu_fp8_to_float((__hip_fp8_storage_t)(__x & 0xff), interpret),     \
                    __wfemu_fp8_to_float((__hip_fp8_storage_t)((__x >> 8) & 0xff), interpret), \
                    __wfemu_fp8_to_float((__hip_fp8_storage_t)((__x >> 16) & 0xff), interpret), \
                    __wfemu_fp8_to_float((__hip_fp8_storage_t)(__x >> 24), interpret)};     \
    }                                                                                       \
  };
__WFEMU_FP8_TYPES(__hip_fp8_e4m3_fnuz, __hip_fp8x2_e4m3_fnuz, __hip_fp8x4_e4m3_fnuz,
                  __HIP_E4M3_FNUZ, 4, 3, __host__ __device__)
__WFEMU_FP8_TYPES(__hip_fp8_e5m2_fnuz, __hip_fp8x2_e5m2_fnuz, __hip_fp8x4_e5m2_fnuz,
                  __HIP_E5M2_FNUZ, 5, 2, __host__ __device__)
__WFEMU_FP8_TYPES(__hip_fp8_e4m3, __hip_fp8x2_e4m3, __hip_fp8x4_e4m3, __HIP_E4M3, 4, 3, __host__)
__WFEMU_FP8_TYPES(__hip_fp8_e5m2, __hip_fp8x2_e5m2, __hip_fp8x4_e5m2, __HIP_E5M2, 5, 2, __host__)
#undef __WFEMU_FP8_TYPES
#endif
