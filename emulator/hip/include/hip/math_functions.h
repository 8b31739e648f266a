// wavefront-emu's bundled HIP headers: HIP's math functions (amd_detail/amd_math_functions.h
// and clang's own HIP math headers).
#ifndef HIP_INCLUDE_HIP_MATH_FUNCTIONS_H
#define HIP_INCLUDE_HIP_MATH_FUNCTIONS_H
#include <hip/hip_common.h>
#include <hip/amd_detail/amd_math_functions.h>
#endif
