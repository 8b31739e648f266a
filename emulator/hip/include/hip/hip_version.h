// wavefront-emu's bundled HIP headers: the HIP version they follow (ROCm 6.2's API). The same
// numbers are in ../../share/hip/version, the file clang's driver reads through --hip-path.
#ifndef HIP_VERSION_H
#define HIP_VERSION_H
#define HIP_VERSION_MAJOR 6
#define HIP_VERSION_MINOR 2
#define HIP_VERSION_PATCH 0
#define HIP_VERSION_GITHASH ""
#define HIP_VERSION_BUILD_ID 0
#define HIP_VERSION_BUILD_NAME ""
#define HIP_VERSION (HIP_VERSION_MAJOR * 10000000 + HIP_VERSION_MINOR * 100000 + HIP_VERSION_PATCH)
#define __HIP_HAS_GET_PCH 0
#endif
