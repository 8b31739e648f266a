// wavefront-emu's bundled HIP headers: __hip_bfloat16 and __hip_bfloat162
// (amd_detail/amd_hip_bf16.h).
#ifndef HIP_INCLUDE_HIP_HIP_BF16_H
#define HIP_INCLUDE_HIP_HIP_BF16_H
#include <hip/hip_common.h>
#include <hip/amd_detail/amd_hip_bf16.h>
#endif
