// wavefront-emu's bundled HIP headers: the function and variable qualifiers. clang's own
// __clang_hip_runtime_wrapper.h (force-included, as for hipcc) defines __host__, __device__,
// __global__, __shared__, __constant__ and __managed__; __noinline__ is a keyword of clang's
// HIP mode (clang 15 and newer), left undefined so that the C++ library's
// __attribute__((__noinline__)) still parses.
#ifndef HIP_INCLUDE_HIP_AMD_DETAIL_HOST_DEFINES_H
#define HIP_INCLUDE_HIP_AMD_DETAIL_HOST_DEFINES_H
#ifndef __host__
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#endif
#define __forceinline__ inline __attribute__((always_inline))
#define __align__(x) __attribute__((aligned(x)))
// (ROCm's fp16 and vector headers leave this defined; code relies on it)
#ifndef __HOST_DEVICE__
#define __HOST_DEVICE__ __host__ __device__
#endif
#define __hip_pinned_shadow__ __attribute__((hip_pinned_shadow))
// (__launch_bounds__(threads[, min waves per EU]): the workgroup-size bound clang needs to
// allocate registers for it, as ROCm's macro gives it)
#define __launch_bounds__(...)                                                             \
  __wfemu_pick_bounds(__VA_ARGS__, __wfemu_bounds_waves, __wfemu_bounds, )(__VA_ARGS__)
#define __wfemu_pick_bounds(a, b, chosen, ...) chosen
#define __wfemu_bounds(threads) __attribute__((amdgpu_flat_work_group_size(1, threads)))
#define __wfemu_bounds_waves(threads, waves)                                               \
  __attribute__((amdgpu_flat_work_group_size(1, threads), amdgpu_waves_per_eu(waves)))
#define HIP_DYNAMIC_SHARED(type, name) extern __shared__ type name[];
#define HIP_DYNAMIC_SHARED_ATTRIBUTE
#define HIP_KERNEL_NAME(...) __VA_ARGS__
#define HIP_SYMBOL(symbol) symbol
#define __HIP_CLANG_ONLY__ 1
#define __WFEMU_D static inline __device__ __attribute__((always_inline))
#define __WFEMU_HD static inline __host__ __device__ __attribute__((always_inline))
#endif
