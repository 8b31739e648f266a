// wavefront-emu's bundled HIP headers: __half and __half2 (amd_detail/amd_hip_fp16.h).
#ifndef HIP_INCLUDE_HIP_HIP_FP16_H
#define HIP_INCLUDE_HIP_HIP_FP16_H
#include <hip/hip_common.h>
#include <hip/amd_detail/amd_hip_fp16.h>
#endif
