// wavefront-emu's bundled HIP headers: HIP's vector types as ROCm defines them —
// HIP_vector_type<T, n> over HIP_vector_base<T, n>, whose ``data`` is a native vector
// (``Native_vec_``: clang's ext_vector_type, or for three lanes a struct of three, so that a
// float3 is 12 bytes as in ROCm) sharing its storage with the .x .y .z .w members — and the
// typedefs (float4 is HIP_vector_type<float, 4>) and make_ functions. Libraries build on
// the same names: rocWMMA specializes HIP_vector_base for its own lane counts.
//
// Arithmetic is element-wise on ``data``; a scalar operand is broadcast; == and != compare
// every lane (one bool).
#ifndef HIP_INCLUDE_HIP_AMD_DETAIL_HIP_VECTOR_TYPES_H
#define HIP_INCLUDE_HIP_AMD_DETAIL_HIP_VECTOR_TYPES_H
#include <hip/amd_detail/host_defines.h>
#if defined(__cplusplus)
#include <type_traits>

#define __WFEMU_V __host__ __device__

namespace hip_impl {
// (three lanes: a struct of three, with the element-wise operators a native vector has)
template <typename T> struct Native_vec3 {
  T d[3];
  Native_vec3() = default;
  __WFEMU_V constexpr explicit Native_vec3(T v) noexcept : d{v, v, v} {}
  __WFEMU_V constexpr Native_vec3(T x, T y, T z) noexcept : d{x, y, z} {}
  __WFEMU_V T &operator[](unsigned int i) noexcept { return d[i]; }
  __WFEMU_V constexpr T operator[](unsigned int i) const noexcept { return d[i]; }
#define __WFEMU_VEC3_ASSIGN(op)                                                           \
  __WFEMU_V Native_vec3 &operator op##=(const Native_vec3 &o) noexcept {                  \
    d[0] op##= o.d[0];                                                                    \
    d[1] op##= o.d[1];                                                                    \
    d[2] op##= o.d[2];                                                                    \
    return *this;                                                                         \
  }
  __WFEMU_VEC3_ASSIGN(+)
  __WFEMU_VEC3_ASSIGN(-)
  __WFEMU_VEC3_ASSIGN(*)
  __WFEMU_VEC3_ASSIGN(/)
  __WFEMU_VEC3_ASSIGN(%)
  __WFEMU_VEC3_ASSIGN(^)
  __WFEMU_VEC3_ASSIGN(|)
  __WFEMU_VEC3_ASSIGN(&)
  __WFEMU_VEC3_ASSIGN(>>)
  __WFEMU_VEC3_ASSIGN(<<)
#undef __WFEMU_VEC3_ASSIGN
  __WFEMU_V Native_vec3 operator-() const noexcept { return Native_vec3{-d[0], -d[1], -d[2]}; }
  __WFEMU_V Native_vec3 operator~() const noexcept { return Native_vec3{~d[0], ~d[1], ~d[2]}; }
  // (lane-wise comparison: -1 where equal, as a native vector's)
  __WFEMU_V Native_vec3<int> operator==(const Native_vec3 &o) const noexcept {
    return Native_vec3<int>{-(d[0] == o.d[0]), -(d[1] == o.d[1]), -(d[2] == o.d[2])};
  }
};
template <typename T, unsigned int n> struct Native_vec {
  typedef T type __attribute__((ext_vector_type(n)));
};
template <typename T> struct Native_vec<T, 3> {
  typedef Native_vec3<T> type;
};
}  // namespace hip_impl

template <typename T, unsigned int n> struct HIP_vector_base;

template <typename T> struct HIP_vector_base<T, 1> {
  using Native_vec_ = typename hip_impl::Native_vec<T, 1>::type;
  union {
    Native_vec_ data;
    struct {
      T x;
    };
  };
  using value_type = T;
  HIP_vector_base() = default;
  __WFEMU_V constexpr explicit HIP_vector_base(T x_) noexcept : data{x_} {}
  HIP_vector_base(const HIP_vector_base &) = default;
  HIP_vector_base(HIP_vector_base &&) = default;
  HIP_vector_base &operator=(const HIP_vector_base &) = default;
  HIP_vector_base &operator=(HIP_vector_base &&) = default;
};
template <typename T> struct HIP_vector_base<T, 2> {
  using Native_vec_ = typename hip_impl::Native_vec<T, 2>::type;
  union {
    Native_vec_ data;
    struct {
      T x, y;
    };
  };
  using value_type = T;
  HIP_vector_base() = default;
  __WFEMU_V constexpr explicit HIP_vector_base(T x_) noexcept : data{x_, x_} {}
  __WFEMU_V constexpr HIP_vector_base(T x_, T y_) noexcept : data{x_, y_} {}
  HIP_vector_base(const HIP_vector_base &) = default;
  HIP_vector_base(HIP_vector_base &&) = default;
  HIP_vector_base &operator=(const HIP_vector_base &) = default;
  HIP_vector_base &operator=(HIP_vector_base &&) = default;
};
template <typename T> struct HIP_vector_base<T, 3> {
  using Native_vec_ = typename hip_impl::Native_vec<T, 3>::type;
  union {
    Native_vec_ data;
    struct {
      T x, y, z;
    };
  };
  using value_type = T;
  HIP_vector_base() = default;
  __WFEMU_V constexpr explicit HIP_vector_base(T x_) noexcept : data{x_, x_, x_} {}
  __WFEMU_V constexpr HIP_vector_base(T x_, T y_, T z_) noexcept : data{x_, y_, z_} {}
  HIP_vector_base(const HIP_vector_base &) = default;
  HIP_vector_base(HIP_vector_base &&) = default;
  HIP_vector_base &operator=(const HIP_vector_base &) = default;
  HIP_vector_base &operator=(HIP_vector_base &&) = default;
};
template <typename T> struct HIP_vector_base<T, 4> {
  using Native_vec_ = typename hip_impl::Native_vec<T, 4>::type;
  union {
    Native_vec_ data;
    struct {
      T x, y, z, w;
    };
  };
  using value_type = T;
  HIP_vector_base() = default;
  __WFEMU_V constexpr explicit HIP_vector_base(T x_) noexcept : data{x_, x_, x_, x_} {}
  __WFEMU_V constexpr HIP_vector_base(T x_, T y_, T z_, T w_) noexcept : data{x_, y_, z_, w_} {}
  HIP_vector_base(const HIP_vector_base &) = default;
  HIP_vector_base(HIP_vector_base &&) = default;
  HIP_vector_base &operator=(const HIP_vector_base &) = default;
  HIP_vector_base &operator=(HIP_vector_base &&) = default;
};

template <typename T, unsigned int rank> struct HIP_vector_type : public HIP_vector_base<T, rank> {
  using HIP_vector_base<T, rank>::data;
  using typename HIP_vector_base<T, rank>::Native_vec_;

  HIP_vector_type() = default;
  template <typename U, typename std::enable_if<std::is_convertible<U, T>::value>::type * = nullptr>
  __WFEMU_V constexpr explicit HIP_vector_type(U x_) noexcept
      : HIP_vector_base<T, rank>{static_cast<T>(x_)} {}
  template <typename... Us,
            typename std::enable_if<(rank > 1) && sizeof...(Us) == rank>::type * = nullptr>
  __WFEMU_V constexpr HIP_vector_type(Us... xs) noexcept
      : HIP_vector_base<T, rank>{static_cast<T>(xs)...} {}
  __WFEMU_V constexpr HIP_vector_type(const Native_vec_ &x_) noexcept { data = x_; }
  template <typename U, typename std::enable_if<std::is_convertible<U, T>::value>::type * = nullptr>
  __WFEMU_V constexpr HIP_vector_type(const HIP_vector_type<U, rank> &x_) noexcept {
    for (unsigned int i = 0; i < rank; ++i) data[i] = static_cast<T>(x_.data[i]);
  }
  HIP_vector_type(const HIP_vector_type &) = default;
  HIP_vector_type(HIP_vector_type &&) = default;
  HIP_vector_type &operator=(const HIP_vector_type &) = default;
  HIP_vector_type &operator=(HIP_vector_type &&) = default;

  __WFEMU_V HIP_vector_type &operator++() noexcept { return *this += HIP_vector_type{1}; }
  __WFEMU_V HIP_vector_type operator++(int) noexcept {
    auto old(*this);
    ++*this;
    return old;
  }
  __WFEMU_V HIP_vector_type &operator--() noexcept { return *this -= HIP_vector_type{1}; }
  __WFEMU_V HIP_vector_type operator--(int) noexcept {
    auto old(*this);
    --*this;
    return old;
  }
#define __WFEMU_VEC_ASSIGN(op)                                                            \
  __WFEMU_V HIP_vector_type &operator op##=(const HIP_vector_type &o) noexcept {          \
    data op##= o.data;                                                                    \
    return *this;                                                                         \
  }                                                                                       \
  template <typename U,                                                                   \
            typename std::enable_if<std::is_convertible<U, T>::value>::type * = nullptr>  \
  __WFEMU_V HIP_vector_type &operator op##=(U o) noexcept {                               \
    return *this op##= HIP_vector_type{o};                                                \
  }
  __WFEMU_VEC_ASSIGN(+)
  __WFEMU_VEC_ASSIGN(-)
  __WFEMU_VEC_ASSIGN(*)
  __WFEMU_VEC_ASSIGN(/)
  __WFEMU_VEC_ASSIGN(%)
  __WFEMU_VEC_ASSIGN(^)
  __WFEMU_VEC_ASSIGN(|)
  __WFEMU_VEC_ASSIGN(&)
  __WFEMU_VEC_ASSIGN(>>)
  __WFEMU_VEC_ASSIGN(<<)
#undef __WFEMU_VEC_ASSIGN
  template <typename U = T, typename std::enable_if<std::is_signed<U>::value>::type * = nullptr>
  __WFEMU_V HIP_vector_type operator-() const noexcept {
    auto tmp(*this);
    tmp.data = -tmp.data;
    return tmp;
  }
  template <typename U = T, typename std::enable_if<std::is_integral<U>::value>::type * = nullptr>
  __WFEMU_V HIP_vector_type operator~() const noexcept {
    HIP_vector_type tmp(*this);
    tmp.data = ~tmp.data;
    return tmp;
  }
};

#define __WFEMU_VEC_BINARY(op)                                                             \
  template <typename T, unsigned int n>                                                    \
  __WFEMU_V HIP_vector_type<T, n> operator op(const HIP_vector_type<T, n> &a,              \
                                              const HIP_vector_type<T, n> &b) noexcept {   \
    return HIP_vector_type<T, n>{a} op##= b;                                               \
  }                                                                                        \
  template <typename T, unsigned int n, typename U,                                        \
            typename std::enable_if<std::is_convertible<U, T>::value>::type * = nullptr>   \
  __WFEMU_V HIP_vector_type<T, n> operator op(const HIP_vector_type<T, n> &a, U b) noexcept { \
    return HIP_vector_type<T, n>{a} op##= HIP_vector_type<T, n>{b};                        \
  }                                                                                        \
  template <typename T, unsigned int n, typename U,                                        \
            typename std::enable_if<std::is_convertible<U, T>::value>::type * = nullptr>   \
  __WFEMU_V HIP_vector_type<T, n> operator op(U a, const HIP_vector_type<T, n> &b) noexcept { \
    return HIP_vector_type<T, n>{a} op##= b;                                               \
  }
__WFEMU_VEC_BINARY(+)
__WFEMU_VEC_BINARY(-)
__WFEMU_VEC_BINARY(*)
__WFEMU_VEC_BINARY(/)
__WFEMU_VEC_BINARY(%)
__WFEMU_VEC_BINARY(^)
__WFEMU_VEC_BINARY(|)
__WFEMU_VEC_BINARY(&)
__WFEMU_VEC_BINARY(>>)
__WFEMU_VEC_BINARY(<<)
#undef __WFEMU_VEC_BINARY
template <typename T, unsigned int n>
__WFEMU_V bool operator==(const HIP_vector_type<T, n> &a, const HIP_vector_type<T, n> &b) noexcept {
  for (unsigned int i = 0; i < n; ++i)
    if (!(a.data[i] == b.data[i])) return false;
  return true;
}
template <typename T, unsigned int n, typename U>
__WFEMU_V bool operator==(const HIP_vector_type<T, n> &a, U b) noexcept {
  return a == HIP_vector_type<T, n>{b};
}
template <typename T, unsigned int n, typename U>
__WFEMU_V bool operator==(U a, const HIP_vector_type<T, n> &b) noexcept {
  return HIP_vector_type<T, n>{a} == b;
}
template <typename T, unsigned int n>
__WFEMU_V bool operator!=(const HIP_vector_type<T, n> &a, const HIP_vector_type<T, n> &b) noexcept {
  return !(a == b);
}
template <typename T, unsigned int n, typename U>
__WFEMU_V bool operator!=(const HIP_vector_type<T, n> &a, U b) noexcept { return !(a == b); }
template <typename T, unsigned int n, typename U>
__WFEMU_V bool operator!=(U a, const HIP_vector_type<T, n> &b) noexcept { return !(a == b); }

#define __WFEMU_VECTOR(T, name)                                                           \
  typedef HIP_vector_type<T, 1> name##1;                                                  \
  typedef HIP_vector_type<T, 2> name##2;                                                  \
  typedef HIP_vector_type<T, 3> name##3;                                                  \
  typedef HIP_vector_type<T, 4> name##4;                                                  \
  __WFEMU_HD name##1 make_##name##1(T a) { return name##1{a}; }                           \
  __WFEMU_HD name##2 make_##name##2(T a, T b) { return name##2{a, b}; }                   \
  __WFEMU_HD name##3 make_##name##3(T a, T b, T c) { return name##3{a, b, c}; }           \
  __WFEMU_HD name##4 make_##name##4(T a, T b, T c, T d) { return name##4{a, b, c, d}; }
__WFEMU_VECTOR(float, float)
__WFEMU_VECTOR(double, double)
__WFEMU_VECTOR(int, int)
__WFEMU_VECTOR(unsigned int, uint)
__WFEMU_VECTOR(short, short)
__WFEMU_VECTOR(unsigned short, ushort)
__WFEMU_VECTOR(signed char, char)
__WFEMU_VECTOR(unsigned char, uchar)
__WFEMU_VECTOR(long, long)
__WFEMU_VECTOR(unsigned long, ulong)
__WFEMU_VECTOR(long long, longlong)
__WFEMU_VECTOR(unsigned long long, ulonglong)
#undef __WFEMU_VECTOR
#undef __WFEMU_V
#endif
#endif
