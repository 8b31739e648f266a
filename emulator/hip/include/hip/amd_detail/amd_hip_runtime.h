// wavefront-emu's bundled HIP headers: the device side of hip_runtime.h — work-item indices
// and sizes, barriers and fences, the lane id and clocks, device-side assert — and the
// headers for atomics, lanes, integer intrinsics, math, vector types and printf.
//
// Everything maps to clang builtins that the AMDGPU backend lowers itself, so that no
// device library is needed (the math functions: amd_math_functions.h).
#ifndef HIP_INCLUDE_HIP_AMD_DETAIL_HIP_RUNTIME_H
#define HIP_INCLUDE_HIP_AMD_DETAIL_HIP_RUNTIME_H
#include <hip/hip_common.h>
#include <hip/amd_detail/host_defines.h>

// -- indices and sizes -------------------------------------------------------------------
// (blockDim: the dispatch packet's workgroup size, or code object v5's implicit arguments,
// as clang chooses; gridDim: the packet's grid size over the workgroup size)
#define __WFEMU_COORD(type, get_x, get_y, get_z)                                          \
  struct type {                                                                          \
    __declspec(property(get = __x)) unsigned int x;                                      \
    __declspec(property(get = __y)) unsigned int y;                                      \
    __declspec(property(get = __z)) unsigned int z;                                      \
    static __device__ __attribute__((always_inline)) unsigned int __x() { return get_x; } \
    static __device__ __attribute__((always_inline)) unsigned int __y() { return get_y; } \
    static __device__ __attribute__((always_inline)) unsigned int __z() { return get_z; } \
  };
__WFEMU_COORD(__wfemu_thread_idx, __builtin_amdgcn_workitem_id_x(),
              __builtin_amdgcn_workitem_id_y(), __builtin_amdgcn_workitem_id_z())
__WFEMU_COORD(__wfemu_block_idx, __builtin_amdgcn_workgroup_id_x(),
              __builtin_amdgcn_workgroup_id_y(), __builtin_amdgcn_workgroup_id_z())
__WFEMU_COORD(__wfemu_block_dim, __builtin_amdgcn_workgroup_size_x(),
              __builtin_amdgcn_workgroup_size_y(), __builtin_amdgcn_workgroup_size_z())
__WFEMU_COORD(__wfemu_grid_dim,
              __builtin_amdgcn_grid_size_x() / __builtin_amdgcn_workgroup_size_x(),
              __builtin_amdgcn_grid_size_y() / __builtin_amdgcn_workgroup_size_y(),
              __builtin_amdgcn_grid_size_z() / __builtin_amdgcn_workgroup_size_z())
#undef __WFEMU_COORD
extern const __device__ __attribute__((weak)) __wfemu_thread_idx threadIdx;
extern const __device__ __attribute__((weak)) __wfemu_block_idx blockIdx;
extern const __device__ __attribute__((weak)) __wfemu_block_dim blockDim;
extern const __device__ __attribute__((weak)) __wfemu_grid_dim gridDim;
#define hipThreadIdx_x (threadIdx.x)
#define hipThreadIdx_y (threadIdx.y)
#define hipThreadIdx_z (threadIdx.z)
#define hipBlockIdx_x (blockIdx.x)
#define hipBlockIdx_y (blockIdx.y)
#define hipBlockIdx_z (blockIdx.z)
#define hipBlockDim_x (blockDim.x)
#define hipBlockDim_y (blockDim.y)
#define hipBlockDim_z (blockDim.z)
#define hipGridDim_x (gridDim.x)
#define hipGridDim_y (gridDim.y)
#define hipGridDim_z (gridDim.z)
// (gfx942 runs wave64 only: a constant, as ROCm's headers before 7.0 had it)
static constexpr int warpSize = 64;
__WFEMU_D unsigned int __lane_id() {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}
__WFEMU_D unsigned int __smid() { return 0; }

// -- barriers and fences ----------------------------------------------------------------
__WFEMU_D void __syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
__WFEMU_D int __syncthreads_count(int p) {
  __shared__ int __count;
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) __count = 0;
  __syncthreads();
  if (p) __hip_atomic_fetch_add(&__count, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __syncthreads();
  return __count;
}
__WFEMU_D int __syncthreads_and(int p) { return __syncthreads_count(!p) == 0; }
__WFEMU_D int __syncthreads_or(int p) { return __syncthreads_count(p) != 0; }
__WFEMU_D void __threadfence_block() { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup"); }
__WFEMU_D void __threadfence() { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent"); }
__WFEMU_D void __threadfence_system() { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, ""); }
__WFEMU_D void __builtin_amdgcn_wave_sync() {}
__WFEMU_D void __syncwarp(unsigned long long = ~0ull) {}

// -- clocks ------------------------------------------------------------------------------
__WFEMU_D long long clock64() { return (long long)__builtin_amdgcn_s_memtime(); }
__WFEMU_D long long clock() { return clock64(); }
__WFEMU_D long long wall_clock64() { return (long long)__builtin_amdgcn_s_memrealtime(); }
__WFEMU_D unsigned long long __clock64() { return __builtin_amdgcn_s_memtime(); }

#include <hip/amd_detail/amd_hip_atomic.h>
#include <hip/amd_detail/amd_warp_functions.h>
#include <hip/amd_detail/amd_device_functions.h>
#include <hip/amd_detail/amd_math_functions.h>
#include <hip/amd_detail/amd_hip_vector_types.h>
#include <hip/wfemu_printf.h>

// -- assert and abort (the message as ROCm's device library prints it, to stderr; then a
// trap, which stops the launch; inlined, so that the trap stands at the assert's line) ----
extern "C" __device__ inline __attribute__((always_inline)) void
__assert_fail(const char *assertion, const char *file, unsigned int line,
              const char *function) {
  const char format[] = "%s:%u: %s: Device-side assertion `%s' failed.\n";
  unsigned long message = __ockl_fprintf_stderr_begin();
  message = __ockl_printf_append_string_n(message, format, sizeof format, 0);
  message = __ockl_printf_append_string_n(message, file, __wfemu_length(file), 0);
  message = __ockl_printf_append_args(message, 1, line, 0, 0, 0, 0, 0, 0, 0);
  message = __ockl_printf_append_string_n(message, function, __wfemu_length(function), 0);
  __ockl_printf_append_string_n(message, assertion, __wfemu_length(assertion), 1);
  __builtin_trap();
}
extern "C" __device__ inline __attribute__((always_inline)) void
__assertfail(const char *assertion, const char *file, unsigned int line,
             const char *function, __SIZE_TYPE__) {
  __assert_fail(assertion, file, line, function);
}
extern "C" __device__ inline __attribute__((weak)) void abort() { __builtin_trap(); }
#endif
