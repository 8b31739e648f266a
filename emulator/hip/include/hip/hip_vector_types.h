// wavefront-emu's bundled HIP headers: HIP's vector types (amd_detail/amd_hip_vector_types.h).
#ifndef HIP_INCLUDE_HIP_HIP_VECTOR_TYPES_H
#define HIP_INCLUDE_HIP_HIP_VECTOR_TYPES_H
#include <hip/hip_common.h>
#include <hip/amd_detail/amd_hip_vector_types.h>
#endif
