// wavefront-emu's bundled HIP headers: the 8-bit float types (amd_detail/amd_hip_fp8.h).
#ifndef HIP_INCLUDE_HIP_HIP_FP8_H
#define HIP_INCLUDE_HIP_HIP_FP8_H
#include <hip/hip_common.h>
#include <hip/amd_detail/amd_hip_fp8.h>
#endif
