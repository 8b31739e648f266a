// wavefront-emu's bundled HIP headers: hip_bfloat16, the bfloat16 struct of ROCm's
// hip_bfloat16.h (rocBLAS's and rocWMMA's bfloat16): its bits in ``data``, explicit
// construction from float rounding to nearest even (ROCm's rule: amd_detail/amd_hip_bf16.h)
// or truncating (hip_bfloat16(f, hip_bfloat16::truncate)), an implicit conversion to float,
// and arithmetic in float with each result rounded back.
#ifndef HIP_INCLUDE_HIP_HIP_BFLOAT16_H
#define HIP_INCLUDE_HIP_HIP_BFLOAT16_H
#include <hip/hip_common.h>
#include <hip/amd_detail/amd_hip_bf16.h>
#include <ostream>

struct hip_bfloat16 {
  unsigned short data;
  enum truncate_t { truncate };
  hip_bfloat16() = default;
  explicit __host__ __device__ hip_bfloat16(float f) : data(__wfemu_bf16_bits(f)) {}
  explicit __host__ __device__ hip_bfloat16(float f, truncate_t)
      : data((unsigned short)(__builtin_bit_cast(unsigned int, f) >> 16)) {}
  __host__ __device__ operator float() const { return __wfemu_bf16_float(data); }
  static __host__ __device__ hip_bfloat16 round_to_bfloat16(float f) { return hip_bfloat16(f); }
  static __host__ __device__ hip_bfloat16 round_to_bfloat16(float f, truncate_t t) {
    return hip_bfloat16(f, t);
  }
};
typedef struct {
  unsigned short data;
} hip_bfloat16_public;

#define __WFEMU_BF __host__ __device__ inline
__WFEMU_BF hip_bfloat16 operator+(hip_bfloat16 a) { return a; }
__WFEMU_BF hip_bfloat16 operator-(hip_bfloat16 a) {
  a.data ^= 0x8000u;
  return a;
}
#define __WFEMU_BF_OPS(op)                                                                 \
  __WFEMU_BF hip_bfloat16 operator op(hip_bfloat16 a, hip_bfloat16 b) {                   \
    return hip_bfloat16(float(a) op float(b));                                            \
  }                                                                                       \
  __WFEMU_BF hip_bfloat16 &operator op##=(hip_bfloat16 &a, hip_bfloat16 b) {             \
    return a = a op b;                                                                    \
  }
__WFEMU_BF_OPS(+)
__WFEMU_BF_OPS(-)
__WFEMU_BF_OPS(*)
__WFEMU_BF_OPS(/)
#undef __WFEMU_BF_OPS
#define __WFEMU_BF_COMPARE(op)                                                             \
  __WFEMU_BF bool operator op(hip_bfloat16 a, hip_bfloat16 b) { return float(a) op float(b); }
__WFEMU_BF_COMPARE(<)
__WFEMU_BF_COMPARE(>)
__WFEMU_BF_COMPARE(<=)
__WFEMU_BF_COMPARE(>=)
__WFEMU_BF_COMPARE(==)
__WFEMU_BF_COMPARE(!=)
#undef __WFEMU_BF_COMPARE
__WFEMU_BF hip_bfloat16 &operator++(hip_bfloat16 &a) { return a += hip_bfloat16(1.0f); }
__WFEMU_BF hip_bfloat16 &operator--(hip_bfloat16 &a) { return a -= hip_bfloat16(1.0f); }
__WFEMU_BF hip_bfloat16 operator++(hip_bfloat16 &a, int) {
  hip_bfloat16 old = a;
  ++a;
  return old;
}
__WFEMU_BF hip_bfloat16 operator--(hip_bfloat16 &a, int) {
  hip_bfloat16 old = a;
  --a;
  return old;
}
__WFEMU_BF bool isinf(hip_bfloat16 a) { return (a.data & 0x7fffu) == 0x7f80u; }
__WFEMU_BF bool isnan(hip_bfloat16 a) { return (a.data & 0x7fffu) > 0x7f80u; }
__WFEMU_BF bool iszero(hip_bfloat16 a) { return (a.data & 0x7fffu) == 0; }
__WFEMU_BF hip_bfloat16 abs(hip_bfloat16 a) {
  a.data &= 0x7fffu;
  return a;
}
__WFEMU_BF hip_bfloat16 sin(hip_bfloat16 a) { return hip_bfloat16(__builtin_sinf(float(a))); }
__WFEMU_BF hip_bfloat16 cos(hip_bfloat16 a) { return hip_bfloat16(__builtin_cosf(float(a))); }
inline std::ostream &operator<<(std::ostream &os, const hip_bfloat16 &bf16) {
  return os << float(bf16);
}
#undef __WFEMU_BF
#endif
