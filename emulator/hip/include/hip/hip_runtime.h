// wavefront-emu's bundled HIP headers: hip_runtime.h, for clang's device-only compile of HIP
// for gfx942 with nothing but clang installed (emulator/hip/compiler.py: clang's own HIP
// wrapper force-included through --hip-path, as hipcc does, and this folder first on the
// include path unless headers="system" asks for ROCm's).
//
// Like ROCm's, it brings the C and C++ headers hipcc users rely on without including them
// (<cmath>, <cstdint>, <cstddef>, <algorithm>, <limits>, <stdio.h>, <assert.h>…), the device
// functions (amd_detail/), the host API's declarations (hip_runtime_api.h) and the vector
// types; __half, bfloat16 and fp8 come with hip_fp16.h, hip_bf16.h, hip_bfloat16.h and
// hip_fp8.h, as in ROCm.
#ifndef HIP_INCLUDE_HIP_HIP_RUNTIME_H
#define HIP_INCLUDE_HIP_HIP_RUNTIME_H
#include <assert.h>
#include <float.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__cplusplus)
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>
#endif
#include <hip/hip_version.h>
#include <hip/hip_common.h>
#include <hip/amd_detail/amd_hip_runtime.h>
#include <hip/hip_runtime_api.h>
#include <hip/hip_vector_types.h>
#endif
