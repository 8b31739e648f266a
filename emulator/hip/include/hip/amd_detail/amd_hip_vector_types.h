// wavefront-emu's bundled HIP headers: HIP's vector types (float4 & co.) as clang's ext
// vectors — .x .y .z .w, element-wise arithmetic, brace initialisation — and their make_
// functions. (ROCm's are structs around the same vectors: code using .x/.y/.z/.w, make_*
// and arithmetic reads the same; a kernel symbol taking one mangles as the vector, Dv4_f.)
#ifndef HIP_INCLUDE_HIP_AMD_DETAIL_HIP_VECTOR_TYPES_H
#define HIP_INCLUDE_HIP_AMD_DETAIL_HIP_VECTOR_TYPES_H
#include <hip/amd_detail/host_defines.h>

#define __WFEMU_VECTOR(T, name)                                                          \
  typedef T name##1 __attribute__((ext_vector_type(1)));                                 \
  typedef T name##2 __attribute__((ext_vector_type(2)));                                 \
  typedef T name##3 __attribute__((ext_vector_type(3)));                                 \
  typedef T name##4 __attribute__((ext_vector_type(4)));                                 \
  __WFEMU_HD name##1 make_##name##1(T a) { return name##1{a}; }                          \
  __WFEMU_HD name##2 make_##name##2(T a, T b) { return name##2{a, b}; }                  \
  __WFEMU_HD name##3 make_##name##3(T a, T b, T c) { return name##3{a, b, c}; }          \
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
#endif
