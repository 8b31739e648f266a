// wavefront-emu's bundled HIP headers: HIP's atomic functions (device scope and relaxed, as
// ROCm's; the _system and _block forms widen or narrow the scope), as clang's
// __hip_atomic_* builtins, which the AMDGPU backend lowers to global, flat or DS atomics.
#ifndef HIP_INCLUDE_HIP_AMD_DETAIL_AMD_HIP_ATOMIC_H
#define HIP_INCLUDE_HIP_AMD_DETAIL_AMD_HIP_ATOMIC_H
#include <hip/amd_detail/host_defines.h>

#define __WFEMU_ATOMIC(name, builtin, T)                                                 \
  __WFEMU_D T name(T *p, T v) {                                                          \
    return builtin(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);                     \
  }                                                                                      \
  __WFEMU_D T name##_system(T *p, T v) {                                                 \
    return builtin(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_SYSTEM);                    \
  }                                                                                      \
  __WFEMU_D T name##_block(T *p, T v) {                                                  \
    return builtin(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);                 \
  }
#define __WFEMU_CAS(T, suffix, scope)                                                    \
  __WFEMU_D T atomicCAS##suffix(T *p, T compare, T v) {                                  \
    __hip_atomic_compare_exchange_strong(p, &compare, v, __ATOMIC_RELAXED,                \
                                         __ATOMIC_RELAXED, scope);                        \
    return compare;                                                                      \
  }
#define __WFEMU_INTEGER_ATOMICS(T)                                                       \
  __WFEMU_ATOMIC(atomicAdd, __hip_atomic_fetch_add, T)                                   \
  __WFEMU_ATOMIC(atomicSub, __hip_atomic_fetch_sub, T)                                   \
  __WFEMU_ATOMIC(atomicExch, __hip_atomic_exchange, T)                                   \
  __WFEMU_ATOMIC(atomicMin, __hip_atomic_fetch_min, T)                                   \
  __WFEMU_ATOMIC(atomicMax, __hip_atomic_fetch_max, T)                                   \
  __WFEMU_ATOMIC(atomicAnd, __hip_atomic_fetch_and, T)                                   \
  __WFEMU_ATOMIC(atomicOr, __hip_atomic_fetch_or, T)                                     \
  __WFEMU_ATOMIC(atomicXor, __hip_atomic_fetch_xor, T)                                   \
  __WFEMU_CAS(T, , __HIP_MEMORY_SCOPE_AGENT)                                             \
  __WFEMU_CAS(T, _system, __HIP_MEMORY_SCOPE_SYSTEM)                                     \
  __WFEMU_CAS(T, _block, __HIP_MEMORY_SCOPE_WORKGROUP)
__WFEMU_INTEGER_ATOMICS(int)
__WFEMU_INTEGER_ATOMICS(unsigned int)
__WFEMU_INTEGER_ATOMICS(unsigned long)
__WFEMU_INTEGER_ATOMICS(unsigned long long)
__WFEMU_INTEGER_ATOMICS(long long)
#define __WFEMU_FLOAT_ATOMICS(T)                                                         \
  __WFEMU_ATOMIC(atomicAdd, __hip_atomic_fetch_add, T)                                   \
  __WFEMU_ATOMIC(atomicExch, __hip_atomic_exchange, T)                                   \
  __WFEMU_ATOMIC(atomicMin, __hip_atomic_fetch_min, T)                                   \
  __WFEMU_ATOMIC(atomicMax, __hip_atomic_fetch_max, T)                                   \
  __WFEMU_CAS(T, , __HIP_MEMORY_SCOPE_AGENT)                                             \
  __WFEMU_CAS(T, _system, __HIP_MEMORY_SCOPE_SYSTEM)                                     \
  __WFEMU_CAS(T, _block, __HIP_MEMORY_SCOPE_WORKGROUP)                                   \
  __WFEMU_D T atomicSub(T *p, T v) { return atomicAdd(p, -v); }                          \
  __WFEMU_D T atomicSub_system(T *p, T v) { return atomicAdd_system(p, -v); }            \
  __WFEMU_D T atomicSub_block(T *p, T v) { return atomicAdd_block(p, -v); }              \
  __WFEMU_D T unsafeAtomicAdd(T *p, T v) { return atomicAdd(p, v); }                     \
  __WFEMU_D T safeAtomicAdd(T *p, T v) { return atomicAdd(p, v); }                       \
  __WFEMU_D T atomicAddNoRet(T *p, T v) { return atomicAdd(p, v); }
__WFEMU_FLOAT_ATOMICS(float)
__WFEMU_FLOAT_ATOMICS(double)
#undef __WFEMU_FLOAT_ATOMICS
#undef __WFEMU_INTEGER_ATOMICS
#undef __WFEMU_CAS
#undef __WFEMU_ATOMIC
// (CUDA's wrapping increment and decrement)
__WFEMU_D unsigned int atomicInc(unsigned int *p, unsigned int limit) {
  return __builtin_amdgcn_atomic_inc32(p, limit, __ATOMIC_RELAXED, "agent");
}
__WFEMU_D unsigned int atomicDec(unsigned int *p, unsigned int limit) {
  return __builtin_amdgcn_atomic_dec32(p, limit, __ATOMIC_RELAXED, "agent");
}
#endif
