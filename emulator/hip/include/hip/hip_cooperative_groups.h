// wavefront-emu's bundled HIP headers: cooperative groups
// (amd_detail/amd_hip_cooperative_groups.h).
#ifndef HIP_INCLUDE_HIP_HIP_COOPERATIVE_GROUPS_H
#define HIP_INCLUDE_HIP_HIP_COOPERATIVE_GROUPS_H
#include <hip/hip_common.h>
#include <hip/amd_detail/amd_hip_cooperative_groups.h>
#endif
