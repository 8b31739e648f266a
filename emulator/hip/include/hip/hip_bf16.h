// wavefront-emu: __hip_bfloat16 for HIP kernels (see hip_runtime.h), as clang's __bf16:
// arithmetic in float, each result rounded to bfloat16 (nearest even), as HIP's does.
#ifndef WFEMU_HIP_BF16_H
#define WFEMU_HIP_BF16_H
#include "hip_runtime.h"
#define __WFEMU_B static inline __device__ __attribute__((always_inline))
typedef __bf16 __hip_bfloat16;
typedef __bf16 __hip_bfloat162 __attribute__((ext_vector_type(2)));
__WFEMU_B __hip_bfloat16 __float2bfloat16(float x) { return (__bf16)x; }
__WFEMU_B float __bfloat162float(__hip_bfloat16 x) { return (float)x; }
__WFEMU_B __hip_bfloat16 __hadd(__hip_bfloat16 a, __hip_bfloat16 b) { return a + b; }
__WFEMU_B __hip_bfloat16 __hsub(__hip_bfloat16 a, __hip_bfloat16 b) { return a - b; }
__WFEMU_B __hip_bfloat16 __hmul(__hip_bfloat16 a, __hip_bfloat16 b) { return a * b; }
__WFEMU_B __hip_bfloat16 __hfma(__hip_bfloat16 a, __hip_bfloat16 b, __hip_bfloat16 c) {
  return (__bf16)__builtin_fmaf((float)a, (float)b, (float)c);
}
#undef __WFEMU_B
#endif
