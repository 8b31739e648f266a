// wavefront-emu's bundled HIP headers: HIP's device functions (amd_detail/).
#ifndef HIP_INCLUDE_HIP_DEVICE_FUNCTIONS_H
#define HIP_INCLUDE_HIP_DEVICE_FUNCTIONS_H
#include <hip/hip_common.h>
#include <hip/amd_detail/amd_device_functions.h>
#endif
