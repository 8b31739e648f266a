// wavefront-emu's bundled HIP headers: ROCm's extensions to the HIP API (hip_ext.h):
// hipExtLaunchKernelGGL and hipExtLaunchKernel (a launch timed by two events), hipExtMalloc-
// WithFlags, the CU-masked streams. Declarations for the device compile to read, as in
// hip_runtime_api.h; kernels run through emulator.hip.launch.
#ifndef HIP_INCLUDE_HIP_HIP_EXT_H
#define HIP_INCLUDE_HIP_HIP_EXT_H
#include <hip/hip_runtime.h>

#define hipExtAnyOrderLaunch 0x01
#define hipMallocSignalMemory 0x2
#define hipMallocFinegrained 0x1
#define hipMallocUncached 0x3

extern __attribute__((host)) hipError_t hipExtLaunchKernel(
    const void *function, dim3 grid, dim3 block, void **args, size_t shared, hipStream_t stream,
    hipEvent_t start_event, hipEvent_t stop_event, int flags);
extern __attribute__((host)) hipError_t hipExtMallocWithFlags(void **ptr, size_t bytes,
                                                              unsigned int flags);
extern __attribute__((host)) hipError_t hipExtStreamCreateWithCUMask(hipStream_t *stream,
                                                                     unsigned int mask_size,
                                                                     const unsigned int *mask);
extern __attribute__((host)) hipError_t hipExtStreamGetCUMask(hipStream_t stream,
                                                              unsigned int mask_size,
                                                              unsigned int *mask);
template <class... Args, class F = void (*)(Args...)>
__attribute__((host)) inline void hipExtLaunchKernelGGL(F kernel, const dim3 &grid,
                                                        const dim3 &block, unsigned int shared,
                                                        hipStream_t stream, hipEvent_t start_event,
                                                        hipEvent_t stop_event, unsigned int flags,
                                                        Args... args) {
  kernel<<<grid, block, shared, stream>>>(args...);
}
#endif
