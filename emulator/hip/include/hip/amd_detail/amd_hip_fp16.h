// wavefront-emu's bundled HIP headers: __half and __half2, HIP's (and CUDA's) half-precision
// types, with the API ROCm's amd_hip_fp16.h gives them.
//
// As in ROCm, __half is a struct around clang's _Float16 (a type of its own: a kernel symbol
// taking one mangles as 6__half, and _Float16 and __half can be told apart in templates),
// __half2 one around a vector of two; arithmetic on them is _Float16 arithmetic, which
// gfx942 does in f16 (v_add_f16, v_fma_f16, v_pk_mul_f16…), one rounding each. Conversions
// round to nearest even (_rn); the _rz, _ru and _rd forms round toward zero, up and down,
// exactly (the nearest-even result moved one step where it lies on the wrong side). The math
// functions (hsqrt, hexp, h2sin…) are LLVM's f16 lowerings of the hardware's instructions.
// __HIP_NO_HALF_CONVERSIONS__ and __HIP_NO_HALF_OPERATORS__ remove the implicit conversions
// and the operators, as in ROCm.
#ifndef HIP_INCLUDE_HIP_AMD_DETAIL_HIP_FP16_H
#define HIP_INCLUDE_HIP_AMD_DETAIL_HIP_FP16_H
#include <hip/amd_detail/host_defines.h>
#include <hip/amd_detail/amd_device_functions.h>
#if defined(__cplusplus)
#include <type_traits>
#endif

typedef _Float16 __wfemu_f16x2 __attribute__((ext_vector_type(2)));
#if defined(__cplusplus)
// (as ROCm's header does: _Float16 is a floating-point type to <type_traits>, so that __half's
// conversions and code written against ROCm take it for one)
namespace std {
template <> struct is_floating_point<_Float16> : std::true_type {};
}  // namespace std
#endif

struct __half_raw {
  union {
    _Float16 data;
    unsigned short x;
  };
};
struct __half2_raw {
  union {
    __wfemu_f16x2 data;
    struct {
      unsigned short x, y;
    };
  };
};

struct __half {
 protected:
  union {
    _Float16 data;
    unsigned short __x;
  };

 public:
  __half() = default;
  __host__ __device__ constexpr __half(const __half_raw &raw) : data(raw.data) {}
  __host__ __device__ constexpr __half(_Float16 value) : data(value) {}
#if !defined(__HIP_NO_HALF_CONVERSIONS__)
  template <class T, typename std::enable_if<std::is_arithmetic<T>::value &&
                                             !std::is_same<T, _Float16>::value>::type * = nullptr>
  __host__ __device__ constexpr __half(T value) : data(static_cast<_Float16>(value)) {}
  template <class T, typename std::enable_if<std::is_arithmetic<T>::value>::type * = nullptr>
  __host__ __device__ constexpr operator T() const { return static_cast<T>(data); }
  template <class T, typename std::enable_if<std::is_arithmetic<T>::value>::type * = nullptr>
  __host__ __device__ __half &operator=(T value) {
    data = static_cast<_Float16>(value);
    return *this;
  }
#else
  __host__ __device__ constexpr operator _Float16() const { return data; }
#endif
  __half(const __half &) = default;
  __half &operator=(const __half &) = default;
  __host__ __device__ __half &operator=(const __half_raw &raw) {
    data = raw.data;
    return *this;
  }
  __host__ __device__ volatile __half &operator=(const __half_raw &raw) volatile {
    data = raw.data;
    return *this;
  }
  __host__ __device__ constexpr operator __half_raw() const { return __half_raw{data}; }
  __host__ __device__ operator __half_raw() const volatile {
    __half_raw raw;
    raw.data = data;
    return raw;
  }
#if !defined(__HIP_NO_HALF_OPERATORS__)
  __host__ __device__ __half &operator+=(const __half &o) { data += o.data; return *this; }
  __host__ __device__ __half &operator-=(const __half &o) { data -= o.data; return *this; }
  __host__ __device__ __half &operator*=(const __half &o) { data *= o.data; return *this; }
  __host__ __device__ __half &operator/=(const __half &o) { data /= o.data; return *this; }
  __host__ __device__ __half &operator++() { ++data; return *this; }
  __host__ __device__ __half operator++(int) { __half old = *this; ++data; return old; }
  __host__ __device__ __half &operator--() { --data; return *this; }
  __host__ __device__ __half operator--(int) { __half old = *this; --data; return old; }
  __host__ __device__ constexpr __half operator+() const { return *this; }
  __host__ __device__ constexpr __half operator-() const { return __half(-data); }
  friend __host__ __device__ constexpr __half operator+(const __half &a, const __half &b) {
    return __half(a.data + b.data);
  }
  friend __host__ __device__ constexpr __half operator-(const __half &a, const __half &b) {
    return __half(a.data - b.data);
  }
  friend __host__ __device__ constexpr __half operator*(const __half &a, const __half &b) {
    return __half(a.data * b.data);
  }
  friend __host__ __device__ constexpr __half operator/(const __half &a, const __half &b) {
    return __half(a.data / b.data);
  }
  friend __host__ __device__ constexpr bool operator==(const __half &a, const __half &b) {
    return a.data == b.data;
  }
  friend __host__ __device__ constexpr bool operator!=(const __half &a, const __half &b) {
    return a.data != b.data;
  }
  friend __host__ __device__ constexpr bool operator<(const __half &a, const __half &b) {
    return a.data < b.data;
  }
  friend __host__ __device__ constexpr bool operator>(const __half &a, const __half &b) {
    return a.data > b.data;
  }
  friend __host__ __device__ constexpr bool operator<=(const __half &a, const __half &b) {
    return a.data <= b.data;
  }
  friend __host__ __device__ constexpr bool operator>=(const __half &a, const __half &b) {
    return a.data >= b.data;
  }
#endif
  friend struct __half2;
};

struct __half2 {
  union {
    struct {
      __half x, y;
    };
    __wfemu_f16x2 data;
  };
  __half2() = default;
  __host__ __device__ constexpr __half2(const __half2_raw &raw) : data(raw.data) {}
  __host__ __device__ constexpr __half2(__wfemu_f16x2 value) : data(value) {}
  __host__ __device__ constexpr __half2(const __half &a, const __half &b)
      : data{a.data, b.data} {}
  __half2(const __half2 &) = default;
  __half2 &operator=(const __half2 &) = default;
  __host__ __device__ __half2 &operator=(const __half2_raw &raw) {
    data = raw.data;
    return *this;
  }
  __host__ __device__ constexpr operator __wfemu_f16x2() const { return data; }
  __host__ __device__ operator __half2_raw() const {
    __half2_raw raw;
    raw.data = data;
    return raw;
  }
#if !defined(__HIP_NO_HALF_OPERATORS__)
  __host__ __device__ __half2 &operator+=(const __half2 &o) { data += o.data; return *this; }
  __host__ __device__ __half2 &operator-=(const __half2 &o) { data -= o.data; return *this; }
  __host__ __device__ __half2 &operator*=(const __half2 &o) { data *= o.data; return *this; }
  __host__ __device__ __half2 &operator/=(const __half2 &o) { data /= o.data; return *this; }
  __host__ __device__ __half2 operator+() const { return *this; }
  __host__ __device__ __half2 operator-() const { return __half2(-data); }
  friend __host__ __device__ __half2 operator+(const __half2 &a, const __half2 &b) {
    return __half2(a.data + b.data);
  }
  friend __host__ __device__ __half2 operator-(const __half2 &a, const __half2 &b) {
    return __half2(a.data - b.data);
  }
  friend __host__ __device__ __half2 operator*(const __half2 &a, const __half2 &b) {
    return __half2(a.data * b.data);
  }
  friend __host__ __device__ __half2 operator/(const __half2 &a, const __half2 &b) {
    return __half2(a.data / b.data);
  }
  friend __host__ __device__ bool operator==(const __half2 &a, const __half2 &b) {
    return a.data.x == b.data.x && a.data.y == b.data.y;
  }
  friend __host__ __device__ bool operator!=(const __half2 &a, const __half2 &b) {
    return !(a == b);
  }
#endif
};

typedef __half half;
typedef __half2 half2;

// -- conversions -------------------------------------------------------------------------
#define __WFEMU_H __WFEMU_HD
__WFEMU_H _Float16 __wfemu_f16(__half h) { return static_cast<__half_raw>(h).data; }
__WFEMU_H __half __wfemu_half(_Float16 v) { return __half(v); }
__WFEMU_H unsigned short __wfemu_f16_bits(_Float16 v) {
  return __builtin_bit_cast(unsigned short, v);
}
// (the f16 next to ``h`` upward or downward)
__WFEMU_H _Float16 __wfemu_f16_step(_Float16 h, bool up) {
  unsigned short b = __wfemu_f16_bits(h);
  if (up) b = (b & 0x8000) ? (b == 0x8000 ? 0x0001 : b - 1) : b + 1;
  else b = (b & 0x8000) ? b + 1 : (b == 0 ? 0x8001 : b - 1);
  return __builtin_bit_cast(_Float16, b);
}
// (x rounded to f16 toward zero (mode 0), up (1) or down (2): the nearest-even result, moved
// one step where it lies on the wrong side of x)
__WFEMU_H _Float16 __wfemu_f16_directed(double x, int mode) {
  _Float16 h = (_Float16)x;
  double back = (double)h;
  if (back == x || x != x) return h;
  bool wrong = mode == 1 ? back < x : mode == 2 ? back > x
                                    : __builtin_fabs(back) > __builtin_fabs(x);
  if (!wrong) return h;
  bool up = mode == 1 || (mode == 0 && x < 0);
  return __wfemu_f16_step(h, up);
}
#define __WFEMU_TO_HALF(T, name)                                                          \
  __WFEMU_H __half __##name##2half_rn(T x) { return __half((_Float16)x); }                \
  __WFEMU_H __half __##name##2half_rz(T x) { return __half(__wfemu_f16_directed(x, 0)); } \
  __WFEMU_H __half __##name##2half_ru(T x) { return __half(__wfemu_f16_directed(x, 1)); } \
  __WFEMU_H __half __##name##2half_rd(T x) { return __half(__wfemu_f16_directed(x, 2)); }
__WFEMU_TO_HALF(float, float)
__WFEMU_TO_HALF(double, double)
__WFEMU_TO_HALF(int, int)
__WFEMU_TO_HALF(unsigned int, uint)
__WFEMU_TO_HALF(short, short)
__WFEMU_TO_HALF(unsigned short, ushort)
__WFEMU_TO_HALF(long long, ll)
__WFEMU_TO_HALF(unsigned long long, ull)
#undef __WFEMU_TO_HALF
#define __WFEMU_FROM_HALF(T, name)                                                        \
  __WFEMU_H T __half2##name##_rn(__half h) { return __float2##name##_rn((float)__wfemu_f16(h)); } \
  __WFEMU_H T __half2##name##_rz(__half h) { return __float2##name##_rz((float)__wfemu_f16(h)); } \
  __WFEMU_H T __half2##name##_ru(__half h) { return __float2##name##_ru((float)__wfemu_f16(h)); } \
  __WFEMU_H T __half2##name##_rd(__half h) { return __float2##name##_rd((float)__wfemu_f16(h)); }
__WFEMU_FROM_HALF(int, int)
__WFEMU_FROM_HALF(unsigned int, uint)
__WFEMU_FROM_HALF(long long, ll)
__WFEMU_FROM_HALF(unsigned long long, ull)
#undef __WFEMU_FROM_HALF
// (16-bit results: the 32-bit conversion clamped to the type's range)
__WFEMU_H int __wfemu_clamp(int v, int low, int high) { return v < low ? low : v > high ? high : v; }
#define __WFEMU_FROM_HALF_16(T, name, low, high)                                          \
  __WFEMU_H T __half2##name##_rn(__half h) { return (T)__wfemu_clamp(__half2int_rn(h), low, high); } \
  __WFEMU_H T __half2##name##_rz(__half h) { return (T)__wfemu_clamp(__half2int_rz(h), low, high); } \
  __WFEMU_H T __half2##name##_ru(__half h) { return (T)__wfemu_clamp(__half2int_ru(h), low, high); } \
  __WFEMU_H T __half2##name##_rd(__half h) { return (T)__wfemu_clamp(__half2int_rd(h), low, high); }
__WFEMU_FROM_HALF_16(short, short, -32768, 32767)
__WFEMU_FROM_HALF_16(unsigned short, ushort, 0, 65535)
#undef __WFEMU_FROM_HALF_16
__WFEMU_H __half __float2half(float x) { return __float2half_rn(x); }
__WFEMU_H __half __double2half(double x) { return __double2half_rn(x); }
__WFEMU_H float __half2float(__half h) { return (float)__wfemu_f16(h); }
__WFEMU_H __half2 __float2half2_rn(float x) { return __half2(__float2half(x), __float2half(x)); }
__WFEMU_H __half2 __floats2half2_rn(float a, float b) {
  return __half2(__float2half(a), __float2half(b));
}
__WFEMU_H __half2 __float22half2_rn(float2 v) { return __floats2half2_rn(v.x, v.y); }
__WFEMU_H float2 __half22float2(__half2 v) { return float2{(float)v.data.x, (float)v.data.y}; }
__WFEMU_H float __low2float(__half2 v) { return (float)v.data.x; }
__WFEMU_H float __high2float(__half2 v) { return (float)v.data.y; }
__WFEMU_H __half __low2half(__half2 v) { return v.x; }
__WFEMU_H __half __high2half(__half2 v) { return v.y; }
__WFEMU_H __half2 __half2half2(__half h) { return __half2(h, h); }
__WFEMU_H __half2 __halves2half2(__half a, __half b) { return __half2(a, b); }
__WFEMU_H __half2 make_half2(__half a, __half b) { return __half2(a, b); }
__WFEMU_H __half2 __low2half2(__half2 v) { return __half2(v.x, v.x); }
__WFEMU_H __half2 __high2half2(__half2 v) { return __half2(v.y, v.y); }
__WFEMU_H __half2 __lows2half2(__half2 a, __half2 b) { return __half2(a.x, b.x); }
__WFEMU_H __half2 __highs2half2(__half2 a, __half2 b) { return __half2(a.y, b.y); }
__WFEMU_H __half2 __lowhigh2highlow(__half2 v) { return __half2(v.y, v.x); }
__WFEMU_H short __half_as_short(__half h) { return (short)__wfemu_f16_bits(__wfemu_f16(h)); }
__WFEMU_H unsigned short __half_as_ushort(__half h) { return __wfemu_f16_bits(__wfemu_f16(h)); }
__WFEMU_H __half __short_as_half(short s) { return __half(__builtin_bit_cast(_Float16, s)); }
__WFEMU_H __half __ushort_as_half(unsigned short s) {
  return __half(__builtin_bit_cast(_Float16, s));
}

// -- arithmetic (_sat: clamped to [0, 1], NaN to 0, as the clamp bit does) ---------------
__WFEMU_H _Float16 __wfemu_sat(_Float16 v) {
  return v > (_Float16)1 ? (_Float16)1 : (v >= (_Float16)0 ? v : (_Float16)0);
}
__WFEMU_H __half __hadd(__half a, __half b) { return __wfemu_half(__wfemu_f16(a) + __wfemu_f16(b)); }
__WFEMU_H __half __hsub(__half a, __half b) { return __wfemu_half(__wfemu_f16(a) - __wfemu_f16(b)); }
__WFEMU_H __half __hmul(__half a, __half b) { return __wfemu_half(__wfemu_f16(a) * __wfemu_f16(b)); }
__WFEMU_H __half __hdiv(__half a, __half b) { return __wfemu_half(__wfemu_f16(a) / __wfemu_f16(b)); }
__WFEMU_H __half __hfma(__half a, __half b, __half c) {
  return __wfemu_half(__builtin_fmaf16(__wfemu_f16(a), __wfemu_f16(b), __wfemu_f16(c)));
}
__WFEMU_H __half __hneg(__half a) { return __wfemu_half(-__wfemu_f16(a)); }
__WFEMU_H __half __habs(__half a) { return __wfemu_half(__builtin_fabsf16(__wfemu_f16(a))); }
__WFEMU_H __half __hadd_sat(__half a, __half b) { return __wfemu_half(__wfemu_sat(__wfemu_f16(__hadd(a, b)))); }
__WFEMU_H __half __hsub_sat(__half a, __half b) { return __wfemu_half(__wfemu_sat(__wfemu_f16(__hsub(a, b)))); }
__WFEMU_H __half __hmul_sat(__half a, __half b) { return __wfemu_half(__wfemu_sat(__wfemu_f16(__hmul(a, b)))); }
__WFEMU_H __half __hfma_sat(__half a, __half b, __half c) {
  return __wfemu_half(__wfemu_sat(__wfemu_f16(__hfma(a, b, c))));
}
__WFEMU_H __half __hmax(__half a, __half b) {
  return __wfemu_half(__builtin_fmaxf16(__wfemu_f16(a), __wfemu_f16(b)));
}
__WFEMU_H __half __hmin(__half a, __half b) {
  return __wfemu_half(__builtin_fminf16(__wfemu_f16(a), __wfemu_f16(b)));
}
#define __WFEMU_PAIR(name, one)                                                           \
  __WFEMU_H __half2 name(__half2 a, __half2 b) { return __half2(one(a.x, b.x), one(a.y, b.y)); }
__WFEMU_H __half2 __hadd2(__half2 a, __half2 b) { return __half2(a.data + b.data); }
__WFEMU_H __half2 __hsub2(__half2 a, __half2 b) { return __half2(a.data - b.data); }
__WFEMU_H __half2 __hmul2(__half2 a, __half2 b) { return __half2(a.data * b.data); }
__WFEMU_H __half2 __h2div(__half2 a, __half2 b) { return __half2(a.data / b.data); }
__WFEMU_PAIR(__hadd2_sat, __hadd_sat)
__WFEMU_PAIR(__hsub2_sat, __hsub_sat)
__WFEMU_PAIR(__hmul2_sat, __hmul_sat)
__WFEMU_PAIR(__hmax2, __hmax)
__WFEMU_PAIR(__hmin2, __hmin)
__WFEMU_H __half2 __hfma2(__half2 a, __half2 b, __half2 c) {
  return __half2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
__WFEMU_H __half2 __hfma2_sat(__half2 a, __half2 b, __half2 c) {
  return __half2(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y));
}
__WFEMU_H __half2 __hneg2(__half2 a) { return __half2(-a.data); }
__WFEMU_H __half2 __habs2(__half2 a) { return __half2(__habs(a.x), __habs(a.y)); }

// -- comparisons (the u forms are true where either side is NaN) -------------------------
#define __WFEMU_COMPARE(name, op)                                                         \
  __WFEMU_H bool __h##name(__half a, __half b) { return __wfemu_f16(a) op __wfemu_f16(b); } \
  __WFEMU_H bool __h##name##u(__half a, __half b) {                                      \
    return !(__wfemu_f16(a) == __wfemu_f16(a) && __wfemu_f16(b) == __wfemu_f16(b)) ||      \
           __wfemu_f16(a) op __wfemu_f16(b);                                              \
  }                                                                                      \
  __WFEMU_H __half2 __h##name##2(__half2 a, __half2 b) {                                 \
    return __half2(__half((_Float16)__h##name(a.x, b.x)), __half((_Float16)__h##name(a.y, b.y))); \
  }                                                                                      \
  __WFEMU_H __half2 __h##name##u2(__half2 a, __half2 b) {                                \
    return __half2(__half((_Float16)__h##name##u(a.x, b.x)),                             \
                   __half((_Float16)__h##name##u(a.y, b.y)));                            \
  }                                                                                      \
  __WFEMU_H bool __hb##name##2(__half2 a, __half2 b) {                                   \
    return __h##name(a.x, b.x) && __h##name(a.y, b.y);                                   \
  }                                                                                      \
  __WFEMU_H bool __hb##name##u2(__half2 a, __half2 b) {                                  \
    return __h##name##u(a.x, b.x) && __h##name##u(a.y, b.y);                             \
  }
__WFEMU_COMPARE(eq, ==)
__WFEMU_COMPARE(ne, !=)
__WFEMU_COMPARE(lt, <)
__WFEMU_COMPARE(le, <=)
__WFEMU_COMPARE(gt, >)
__WFEMU_COMPARE(ge, >=)
#undef __WFEMU_COMPARE
__WFEMU_H bool __hisnan(__half a) { return __wfemu_f16(a) != __wfemu_f16(a); }
__WFEMU_H int __hisinf(__half a) {
  return __wfemu_f16(a) == (_Float16)__builtin_inff() ? 1
         : __wfemu_f16(a) == -(_Float16)__builtin_inff() ? -1 : 0;
}
__WFEMU_H __half2 __hisnan2(__half2 a) {
  return __half2(__half((_Float16)__hisnan(a.x)), __half((_Float16)__hisnan(a.y)));
}
__WFEMU_H __half2 __hisinf2(__half2 a) {
  return __half2(__half((_Float16)(__hisinf(a.x) != 0)), __half((_Float16)(__hisinf(a.y) != 0)));
}

// -- math (LLVM's f16 lowerings: v_sqrt_f16, v_exp_f16, v_sin_f16…) ----------------------
#define __WFEMU_HMATH(name, pair, builtin)                                                 \
  __WFEMU_D __half name(__half a) { return __wfemu_half(builtin(__wfemu_f16(a))); }       \
  __WFEMU_D __half2 pair(__half2 a) { return __half2(name(a.x), name(a.y)); }
__WFEMU_HMATH(hsqrt, h2sqrt, __builtin_sqrtf16)
__WFEMU_HMATH(hrsqrt, h2rsqrt, __builtin_amdgcn_rsqh)
__WFEMU_HMATH(hrcp, h2rcp, __builtin_amdgcn_rcph)
__WFEMU_HMATH(hexp, h2exp, __builtin_expf16)
__WFEMU_HMATH(hexp2, h2exp2, __builtin_exp2f16)
__WFEMU_HMATH(hexp10, h2exp10, __builtin_exp10f16)
__WFEMU_HMATH(hlog, h2log, __builtin_logf16)
__WFEMU_HMATH(hlog2, h2log2, __builtin_log2f16)
__WFEMU_HMATH(hlog10, h2log10, __builtin_log10f16)
__WFEMU_HMATH(hsin, h2sin, __builtin_sinf16)
__WFEMU_HMATH(hcos, h2cos, __builtin_cosf16)
__WFEMU_HMATH(hceil, h2ceil, __builtin_ceilf16)
__WFEMU_HMATH(hfloor, h2floor, __builtin_floorf16)
__WFEMU_HMATH(htrunc, h2trunc, __builtin_truncf16)
__WFEMU_HMATH(hrint, h2rint, __builtin_rintf16)
#undef __WFEMU_HMATH

// -- lanes -------------------------------------------------------------------------------
#define __WFEMU_SHFL_HALF(name, arg_t)                                                    \
  __WFEMU_D __half name(__half v, arg_t a, int width = 64) {                              \
    return __ushort_as_half((unsigned short)name((int)__half_as_ushort(v), a, width));    \
  }                                                                                      \
  __WFEMU_D __half2 name(__half2 v, arg_t a, int width = 64) {                            \
    return __half2(__builtin_bit_cast(__wfemu_f16x2,                                      \
                                      name(__builtin_bit_cast(int, v.data), a, width)));  \
  }
__WFEMU_SHFL_HALF(__shfl, int)
__WFEMU_SHFL_HALF(__shfl_up, unsigned int)
__WFEMU_SHFL_HALF(__shfl_down, unsigned int)
__WFEMU_SHFL_HALF(__shfl_xor, int)
#undef __WFEMU_SHFL_HALF
#undef __WFEMU_PAIR
#undef __WFEMU_H
#endif
