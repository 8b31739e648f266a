// wavefront-emu: the HIP runtime's host API, declared so that whole HIP programs compile:
// emulator.hip compiles device code only (--cuda-device-only), where clang still reads the
// host functions (main, hipMalloc, kernel<<<grid, block>>>(…)) but generates none of them.
// The kernels run on the emulator through emulator.hip.launch; nothing here is callable.
#ifndef HIP_INCLUDE_HIP_HIP_RUNTIME_API_H
#define HIP_INCLUDE_HIP_HIP_RUNTIME_API_H
#include <hip/hip_common.h>
#include <stddef.h>

#define __WFEMU_HOST extern __attribute__((host))

struct dim3 {
  unsigned int x, y, z;
  constexpr __attribute__((host, device)) dim3(unsigned int x = 1, unsigned int y = 1,
                                               unsigned int z = 1) : x(x), y(y), z(z) {}
};

typedef enum hipError_t {
  hipSuccess = 0, hipErrorInvalidValue = 1, hipErrorOutOfMemory = 2,
  hipErrorMemoryAllocation = 2, hipErrorNotInitialized = 3, hipErrorInvalidDevice = 101,
  hipErrorInvalidDevicePointer = 17, hipErrorNoDevice = 100, hipErrorNotReady = 600,
  hipErrorLaunchFailure = 719, hipErrorUnknown = 999
} hipError_t;
typedef enum hipMemcpyKind {
  hipMemcpyHostToHost = 0, hipMemcpyHostToDevice = 1, hipMemcpyDeviceToHost = 2,
  hipMemcpyDeviceToDevice = 3, hipMemcpyDefault = 4
} hipMemcpyKind;
typedef struct ihipStream_t *hipStream_t;
typedef struct ihipEvent_t *hipEvent_t;
typedef int hipDevice_t;
typedef struct hipDeviceProp_t {
  char name[256];
  size_t totalGlobalMem, sharedMemPerBlock;
  int regsPerBlock, warpSize, maxThreadsPerBlock, maxThreadsDim[3], maxGridSize[3];
  int clockRate, memoryClockRate, memoryBusWidth;
  size_t totalConstMem;
  int major, minor, multiProcessorCount, l2CacheSize, maxThreadsPerMultiProcessor;
  int computeMode, concurrentKernels, pciBusID, pciDeviceID;
  size_t maxSharedMemoryPerMultiProcessor;
  int isMultiGpuBoard, canMapHostMemory, gcnArch;
  char gcnArchName[256];
  int integrated, cooperativeLaunch, managedMemory;
} hipDeviceProp_t;
#define hipStreamDefault 0
#define hipStreamNonBlocking 1
#define hipEventDefault 0
#define hipHostMallocDefault 0

__WFEMU_HOST hipError_t hipMalloc(void **ptr, size_t bytes);
template <class T> __attribute__((host)) hipError_t hipMalloc(T **ptr, size_t bytes) {
  return hipMalloc((void **)ptr, bytes);
}
__WFEMU_HOST hipError_t hipMallocManaged(void **ptr, size_t bytes, unsigned int flags = 1);
template <class T>
__attribute__((host)) hipError_t hipMallocManaged(T **ptr, size_t bytes, unsigned int flags = 1) {
  return hipMallocManaged((void **)ptr, bytes, flags);
}
__WFEMU_HOST hipError_t hipHostMalloc(void **ptr, size_t bytes, unsigned int flags = 0);
template <class T>
__attribute__((host)) hipError_t hipHostMalloc(T **ptr, size_t bytes, unsigned int flags = 0) {
  return hipHostMalloc((void **)ptr, bytes, flags);
}
__WFEMU_HOST hipError_t hipFree(void *ptr);
__WFEMU_HOST hipError_t hipHostFree(void *ptr);
__WFEMU_HOST hipError_t hipMemcpy(void *dst, const void *src, size_t bytes, hipMemcpyKind kind);
__WFEMU_HOST hipError_t hipMemcpyAsync(void *dst, const void *src, size_t bytes,
                                      hipMemcpyKind kind, hipStream_t stream = 0);
__WFEMU_HOST hipError_t hipMemcpyToSymbol(const void *symbol, const void *src, size_t bytes,
                                         size_t offset = 0,
                                         hipMemcpyKind kind = hipMemcpyHostToDevice);
__WFEMU_HOST hipError_t hipMemcpyFromSymbol(void *dst, const void *symbol, size_t bytes,
                                           size_t offset = 0,
                                           hipMemcpyKind kind = hipMemcpyDeviceToHost);
__WFEMU_HOST hipError_t hipMemset(void *dst, int value, size_t bytes);
__WFEMU_HOST hipError_t hipMemsetAsync(void *dst, int value, size_t bytes,
                                      hipStream_t stream = 0);
__WFEMU_HOST hipError_t hipDeviceSynchronize();
__WFEMU_HOST hipError_t hipDeviceReset();
__WFEMU_HOST hipError_t hipGetLastError();
__WFEMU_HOST hipError_t hipPeekAtLastError();
__WFEMU_HOST const char *hipGetErrorString(hipError_t error);
__WFEMU_HOST const char *hipGetErrorName(hipError_t error);
__WFEMU_HOST hipError_t hipGetDeviceCount(int *count);
__WFEMU_HOST hipError_t hipGetDevice(int *device);
__WFEMU_HOST hipError_t hipSetDevice(int device);
__WFEMU_HOST hipError_t hipGetDeviceProperties(hipDeviceProp_t *props, int device);
__WFEMU_HOST hipError_t hipDeviceGetAttribute(int *value, int attribute, int device);
__WFEMU_HOST hipError_t hipStreamCreate(hipStream_t *stream);
__WFEMU_HOST hipError_t hipStreamCreateWithFlags(hipStream_t *stream, unsigned int flags);
__WFEMU_HOST hipError_t hipStreamDestroy(hipStream_t stream);
__WFEMU_HOST hipError_t hipStreamSynchronize(hipStream_t stream);
__WFEMU_HOST hipError_t hipEventCreate(hipEvent_t *event);
__WFEMU_HOST hipError_t hipEventCreateWithFlags(hipEvent_t *event, unsigned int flags);
__WFEMU_HOST hipError_t hipEventDestroy(hipEvent_t event);
__WFEMU_HOST hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream = 0);
__WFEMU_HOST hipError_t hipEventSynchronize(hipEvent_t event);
__WFEMU_HOST hipError_t hipEventElapsedTime(float *ms, hipEvent_t start, hipEvent_t stop);
__WFEMU_HOST hipError_t hipFuncGetAttributes(void *attributes, const void *function);
__WFEMU_HOST hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(
    int *blocks, const void *function, int block_size, size_t dynamic_lds);
template <class F>
__attribute__((host)) hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(
    int *blocks, F function, int block_size, size_t dynamic_lds) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessor(blocks, (const void *)function,
                                                      block_size, dynamic_lds);
}

// the module API: code objects loaded and launched by name (hipModuleLaunchKernel)
typedef void *hipDeviceptr_t;
#define HIP_LAUNCH_PARAM_BUFFER_POINTER ((void *)0x01)
#define HIP_LAUNCH_PARAM_BUFFER_SIZE ((void *)0x02)
#define HIP_LAUNCH_PARAM_END ((void *)0x03)
typedef struct ihipModule_t *hipModule_t;
typedef struct ihipModuleSymbol_t *hipFunction_t;
__WFEMU_HOST hipError_t hipModuleLoad(hipModule_t *module, const char *path);
__WFEMU_HOST hipError_t hipModuleLoadData(hipModule_t *module, const void *image);
__WFEMU_HOST hipError_t hipModuleUnload(hipModule_t module);
__WFEMU_HOST hipError_t hipModuleGetFunction(hipFunction_t *function, hipModule_t module,
                                            const char *name);
__WFEMU_HOST hipError_t hipModuleGetGlobal(hipDeviceptr_t *pointer, size_t *bytes,
                                          hipModule_t module, const char *name);
__WFEMU_HOST hipError_t hipModuleLaunchKernel(hipFunction_t function, unsigned int grid_x,
                                             unsigned int grid_y, unsigned int grid_z,
                                             unsigned int block_x, unsigned int block_y,
                                             unsigned int block_z, unsigned int shared,
                                             hipStream_t stream, void **args, void **extra);
__WFEMU_HOST hipError_t hipMemcpyHtoD(hipDeviceptr_t dst, void *src, size_t bytes);
__WFEMU_HOST hipError_t hipMemcpyDtoH(void *dst, hipDeviceptr_t src, size_t bytes);
__WFEMU_HOST hipError_t hipMemcpyDtoD(hipDeviceptr_t dst, hipDeviceptr_t src, size_t bytes);

// kernel<<<grid, block, shared, stream>>>(…): what clang calls for the launch syntax
extern "C" __attribute__((host)) hipError_t __hipPushCallConfiguration(
    dim3 grid, dim3 block, size_t shared = 0, hipStream_t stream = 0);
extern "C" __attribute__((host)) hipError_t __hipPopCallConfiguration(
    dim3 *grid, dim3 *block, size_t *shared, hipStream_t *stream);
__WFEMU_HOST hipError_t hipLaunchKernel(const void *function, dim3 grid, dim3 block,
                                       void **args, size_t shared, hipStream_t stream);
#define hipLaunchKernelGGL(kernel, grid, block, shared, stream, ...) \
  kernel<<<(grid), (block), (shared), (stream)>>>(__VA_ARGS__)

#undef __WFEMU_HOST
#endif  // HIP_INCLUDE_HIP_HIP_RUNTIME_API_H
