// wavefront-emu's bundled HIP headers: cooperative groups (namespace cooperative_groups, as
// ROCm's hip_cooperative_groups.h): the grid, the thread block, tiles of a wavefront
// (thread_block_tile<N>: its lanes' shuffles, votes and ballots over N lanes) and the
// coalesced lanes of a wave.
//
// grid_group::sync() is a barrier over every workgroup of the launch, which must all be
// resident at once (a cooperative launch; on the emulator, a grid whose waves fit in one
// batch of emulator.launch): each workgroup's first work-item adds one to a counter in
// global memory and waits, asleep between reads, for the last to arrive to advance the
// barrier's generation. ROCm does the same through the runtime's multigrid workspace; here
// the counter is a global variable of the kernel's own code object.
#ifndef HIP_INCLUDE_HIP_AMD_DETAIL_HIP_COOPERATIVE_GROUPS_H
#define HIP_INCLUDE_HIP_AMD_DETAIL_HIP_COOPERATIVE_GROUPS_H
#include <hip/hip_runtime.h>

// (the grid barrier: [0] the workgroups arrived, [1] the generation; zero at load)
extern "C" {
__device__ __attribute__((weak)) unsigned int __wfemu_grid_barrier[2];
}

namespace cooperative_groups {
namespace __wfemu {
__WFEMU_D unsigned int block_rank() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
__WFEMU_D unsigned int block_size() { return blockDim.x * blockDim.y * blockDim.z; }
__WFEMU_D unsigned int group_rank() {
  return blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
}
__WFEMU_D unsigned int group_count() { return gridDim.x * gridDim.y * gridDim.z; }
__WFEMU_D void grid_sync() {
  __syncthreads();
  if (block_rank() == 0) {
    unsigned int *arrived = &__wfemu_grid_barrier[0], *generation = &__wfemu_grid_barrier[1];
    unsigned int seen = __hip_atomic_load(generation, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT);
    unsigned int before =
        __hip_atomic_fetch_add(arrived, 1u, __ATOMIC_ACQ_REL, __HIP_MEMORY_SCOPE_AGENT);
    if (before == group_count() - 1) {
      __hip_atomic_store(arrived, 0u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
      __hip_atomic_fetch_add(generation, 1u, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
    } else {
      while (__hip_atomic_load(generation, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT) == seen)
        __builtin_amdgcn_s_sleep(1);
    }
  }
  __syncthreads();
}
// (the lane of the n-th set bit of mask)
__WFEMU_D int nth_lane(unsigned long long mask, unsigned int n) {
  for (int lane = 0; lane < 64; ++lane)
    if ((mask >> lane) & 1ull) {
      if (n == 0) return lane;
      --n;
    }
  return -1;
}
// (the bits of ``bits`` at the set bits of ``mask``, packed from bit 0)
__WFEMU_D unsigned long long packed(unsigned long long bits, unsigned long long mask) {
  unsigned long long out = 0;
  int at = 0;
  for (int lane = 0; lane < 64; ++lane)
    if ((mask >> lane) & 1ull) out |= ((bits >> lane) & 1ull) << at++;
  return out;
}
enum kind : unsigned int { grid_kind, block_kind, tile_kind, coalesced_kind };
}  // namespace __wfemu

class thread_group {
 protected:
  unsigned int __kind, __size;
  unsigned long long __mask;
  __device__ thread_group(unsigned int kind, unsigned int size, unsigned long long mask = 0)
      : __kind(kind), __size(size), __mask(mask) {}
  friend __device__ thread_group tiled_partition(const thread_group &, unsigned int);

 public:
  __device__ unsigned int size() const { return __size; }
  __device__ unsigned int num_threads() const { return __size; }
  __device__ unsigned int thread_rank() const {
    switch (__kind) {
      case __wfemu::grid_kind:
        return __wfemu::group_rank() * __wfemu::block_size() + __wfemu::block_rank();
      case __wfemu::block_kind: return __wfemu::block_rank();
      case __wfemu::tile_kind: return __wfemu::block_rank() & (__size - 1);
      default: return (unsigned int)__builtin_popcountll(__mask & __lanemask_lt());
    }
  }
  __device__ bool is_valid() const { return __size != 0; }
  __device__ void sync() const {
    if (__kind == __wfemu::grid_kind) __wfemu::grid_sync();
    else if (__kind == __wfemu::block_kind) __syncthreads();
    else __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "wavefront");
  }
};

class grid_group : public thread_group {
 public:
  __device__ grid_group() : thread_group(__wfemu::grid_kind, 0) {
    __size = __wfemu::group_count() * __wfemu::block_size();
  }
  __device__ unsigned long long size() const {
    return (unsigned long long)__wfemu::group_count() * __wfemu::block_size();
  }
  __device__ unsigned long long num_threads() const { return size(); }
  __device__ unsigned long long thread_rank() const {
    return (unsigned long long)__wfemu::group_rank() * __wfemu::block_size() +
           __wfemu::block_rank();
  }
  __device__ bool is_valid() const { return true; }
  __device__ void sync() const { __wfemu::grid_sync(); }
  __device__ unsigned int num_blocks() const { return __wfemu::group_count(); }
  __device__ unsigned int block_rank() const { return __wfemu::group_rank(); }
  __device__ dim3 dim_blocks() const { return dim3(gridDim.x, gridDim.y, gridDim.z); }
  __device__ dim3 block_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
};

class thread_block : public thread_group {
 public:
  __device__ thread_block() : thread_group(__wfemu::block_kind, __wfemu::block_size()) {}
  __device__ unsigned int thread_rank() const { return __wfemu::block_rank(); }
  __device__ void sync() const { __syncthreads(); }
  static __device__ dim3 group_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  static __device__ dim3 thread_index() { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
  static __device__ dim3 group_dim() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  static __device__ dim3 dim_threads() { return group_dim(); }
};

// (a tile of N lanes of one wavefront, N a power of two up to 64)
template <unsigned int N> class thread_block_tile : public thread_group {
  static_assert(N > 0 && N <= 64 && (N & (N - 1)) == 0,
                "thread_block_tile: a power of two up to the wavefront's 64 lanes");

 public:
  __device__ thread_block_tile() : thread_group(__wfemu::tile_kind, N) {}
  static constexpr unsigned int num_threads() { return N; }
  static constexpr unsigned int size() { return N; }
  __device__ unsigned int thread_rank() const { return __wfemu::block_rank() & (N - 1); }
  __device__ void sync() const { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "wavefront"); }
  __device__ unsigned int meta_group_rank() const { return __wfemu::block_rank() / N; }
  __device__ unsigned int meta_group_size() const { return (__wfemu::block_size() + N - 1) / N; }
  template <class T> __device__ T shfl(T var, int src_rank) const { return __shfl(var, src_rank, N); }
  template <class T> __device__ T shfl_down(T var, unsigned int delta) const {
    return __shfl_down(var, delta, N);
  }
  template <class T> __device__ T shfl_up(T var, unsigned int delta) const {
    return __shfl_up(var, delta, N);
  }
  template <class T> __device__ T shfl_xor(T var, unsigned int mask) const {
    return __shfl_xor(var, (int)mask, N);
  }
  __device__ unsigned long long ballot(int predicate) const {
    unsigned long long all = __ballot(predicate);
    unsigned int first = __lane_id() & ~(N - 1);
    return N == 64 ? all : (all >> first) & ((1ull << N) - 1);
  }
  __device__ int any(int predicate) const { return ballot(predicate) != 0; }
  __device__ int all(int predicate) const { return ballot(predicate) == ballot(1); }
};

class coalesced_group : public thread_group {
 public:
  __device__ explicit coalesced_group(unsigned long long mask)
      : thread_group(__wfemu::coalesced_kind, (unsigned int)__builtin_popcountll(mask), mask) {}
  __device__ unsigned int thread_rank() const {
    return (unsigned int)__builtin_popcountll(__mask & __lanemask_lt());
  }
  __device__ void sync() const { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "wavefront"); }
  template <class T> __device__ T shfl(T var, int src_rank) const {
    return __shfl(var, __wfemu::nth_lane(__mask, (unsigned int)src_rank), 64);
  }
  __device__ unsigned long long ballot(int predicate) const {
    return __wfemu::packed(__ballot(predicate), __mask);
  }
  __device__ int any(int predicate) const { return ballot(predicate) != 0; }
  __device__ int all(int predicate) const { return ballot(predicate) == ballot(1); }
};

__WFEMU_D grid_group this_grid() { return grid_group(); }
__WFEMU_D thread_block this_thread_block() { return thread_block(); }
__WFEMU_D coalesced_group coalesced_threads() { return coalesced_group(__activemask()); }
// (a tile of ``tile_size`` lanes, a power of two up to 64, of the parent's lanes)
__device__ inline thread_group tiled_partition(const thread_group &, unsigned int tile_size) {
  return thread_group(__wfemu::tile_kind, tile_size);
}
template <unsigned int N, class Parent>
__device__ thread_block_tile<N> tiled_partition(const Parent &) {
  return thread_block_tile<N>();
}
template <class Group> __device__ void sync(const Group &group) { group.sync(); }
template <class Group> __device__ auto thread_rank(const Group &group) {
  return group.thread_rank();
}
template <class Group> __device__ auto group_size(const Group &group) { return group.size(); }
}  // namespace cooperative_groups
#endif
