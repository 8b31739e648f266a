// The seed document's MFMA compute policies in a generic tiled GEMM kernel
// (../../README.md, "HIP kernels"; the policy code follows the CDNA3 MFMA builtin reference's
// "Using MFMA builtins as a compute policy").
//
//   C[M x N] = A[M x K] . B[K x N], all row-major float (f16 for the f16 policy's A and B).
//
// matrix_multiply_generic<TilePolicy, ComputePolicy>: one workgroup per block tile; each
// K strip of the block's A rows and B columns is staged through LDS (A row-major, B
// transposed: tile_b_T[col][k]), then each wavefront runs its policy's MFMAs over the strip
// and finally stores its own output tile.
//
//   MfmaCdna3XF32Policy: v_mfma_f32_16x16x8_xf32, one 16x16 tile per wave; with
//       SingleBufferTilePolicyF<32, 32, 8>: 2x2 waves, 256 threads, cbsz/abid/blgp 0.
//   MfmaCdna3F16Policy:  v_mfma_f32_32x32x8f16, one 32x32 tile per wave; with
//       SingleBufferTilePolicyF<64, 64, 8>: 2x2 waves, 256 threads.
#include <hip/hip_runtime.h>

template <int BlockM, int BlockN, int KTile>
struct SingleBufferTilePolicyF {
  static constexpr int block_tile_m = BlockM;
  static constexpr int block_tile_n = BlockN;
  static constexpr int k_tile_size = KTile;
};

struct MfmaCdna3XF32Policy {
  static constexpr int thread_tile_m = 16;
  static constexpr int thread_tile_n = 16;
  static constexpr int frag_size_m = 2;
  static constexpr int frag_size_n = 2;
  static constexpr int effective_lanes = 64;
  static constexpr int k_step = 8;
  using elem_a = float;
  using elem_b = float;
  using v4float = float __attribute__((ext_vector_type(4)));
  struct Accumulator {
    v4float regs;
  };
  __device__ static void zero(Accumulator &acc) { acc.regs = v4float{}; }

  // wave wid of the block owns the 16x16 tile at (wid / 2, wid % 2) x 16
  __device__ static void thread_tile_offset(int tid, int /*lane_id*/, int *thread_row,
                                            int *thread_col) {
    constexpr int waves_n = 2;
    const int wid = tid / 64;
    *thread_row = (wid / waves_n) * 16;
    *thread_col = (wid % waves_n) * 16;
  }
  // lane group g = lane / 16 holds K positions ki + 2g and ki + 2g + 1 of row lane % 16
  __device__ static void load_a(const float *tile_a_ptr, int tile_a_row, int ki,
                                int k_tile_size, int lane_id, elem_a (&frag)[2]) {
    const int row = tile_a_row + (lane_id % 16);
    const int k_off = ki + 2 * (lane_id / 16);
    frag[0] = tile_a_ptr[row * k_tile_size + k_off];
    frag[1] = tile_a_ptr[row * k_tile_size + k_off + 1];
  }
  __device__ static void load_b(const float *tile_b_T_ptr, int tile_b_col, int ki,
                                int k_tile_size, int lane_id, elem_b (&frag)[2]) {
    const int col = tile_b_col + (lane_id % 16);
    const int k_off = ki + 2 * (lane_id / 16);
    frag[0] = tile_b_T_ptr[col * k_tile_size + k_off];
    frag[1] = tile_b_T_ptr[col * k_tile_size + k_off + 1];
  }
  __device__ static void mma(Accumulator &acc, const elem_a (&a_frag)[2],
                             const elem_b (&b_frag)[2]) {
    using v2float = float __attribute__((ext_vector_type(2)));
    const v2float a_vec = {a_frag[0], a_frag[1]};
    const v2float b_vec = {b_frag[0], b_frag[1]};
    acc.regs = __builtin_amdgcn_mfma_f32_16x16x8_xf32(a_vec, b_vec, acc.regs, 0, 0, 0);
  }
  // accumulator G of lane L is C[4 (L / 16) + G][L % 16]
  __device__ static void store_c(const Accumulator &acc, float *C, int out_row_base,
                                 int out_col_base, int m, int n, int lane_id) {
    const int j = lane_id % 16;
#pragma unroll
    for (int G = 0; G < 4; ++G) {
      const int r = out_row_base + 4 * (lane_id / 16) + G;
      const int c = out_col_base + j;
      if (r < m && c < n) C[r * n + c] = acc.regs[G];
    }
  }
};

struct MfmaCdna3F16Policy {
  static constexpr int thread_tile_m = 32;
  static constexpr int thread_tile_n = 32;
  static constexpr int frag_size_m = 4;
  static constexpr int frag_size_n = 4;
  static constexpr int effective_lanes = 64;
  static constexpr int k_step = 8;
  using elem_a = _Float16;
  using elem_b = _Float16;
  using v16float = float __attribute__((ext_vector_type(16)));
  struct Accumulator {
    v16float regs;
  };
  __device__ static void zero(Accumulator &acc) { acc.regs = v16float{}; }
  __device__ static void thread_tile_offset(int tid, int /*lane_id*/, int *thread_row,
                                            int *thread_col) {
    constexpr int waves_n = 2;
    const int wid = tid / 64;
    *thread_row = (wid / waves_n) * 32;
    *thread_col = (wid % waves_n) * 32;
  }
  // lane group g = lane / 32 holds K positions ki + 4g .. ki + 4g + 3 of row lane % 32
  __device__ static void load_a(const _Float16 *tile_a_ptr, int tile_a_row, int ki,
                                int k_tile_size, int lane_id, elem_a (&frag)[4]) {
    const int row = tile_a_row + (lane_id % 32);
    const int k_off = ki + 4 * (lane_id / 32);
    for (int i = 0; i < 4; ++i) frag[i] = tile_a_ptr[row * k_tile_size + k_off + i];
  }
  __device__ static void load_b(const _Float16 *tile_b_T_ptr, int tile_b_col, int ki,
                                int k_tile_size, int lane_id, elem_b (&frag)[4]) {
    const int col = tile_b_col + (lane_id % 32);
    const int k_off = ki + 4 * (lane_id / 32);
    for (int i = 0; i < 4; ++i) frag[i] = tile_b_T_ptr[col * k_tile_size + k_off + i];
  }
  __device__ static void mma(Accumulator &acc, const elem_a (&a_frag)[4],
                             const elem_b (&b_frag)[4]) {
    using v4half = _Float16 __attribute__((ext_vector_type(4)));
    const v4half a_vec = {a_frag[0], a_frag[1], a_frag[2], a_frag[3]};
    const v4half b_vec = {b_frag[0], b_frag[1], b_frag[2], b_frag[3]};
    acc.regs = __builtin_amdgcn_mfma_f32_32x32x8f16(a_vec, b_vec, acc.regs, 0, 0, 0);
  }
  // accumulator G of lane L is C[8 (G / 4) + 4 (L / 32) + G % 4][L % 32]
  __device__ static void store_c(const Accumulator &acc, float *C, int out_row_base,
                                 int out_col_base, int m, int n, int lane_id) {
    const int j = lane_id % 32;
#pragma unroll
    for (int G = 0; G < 16; ++G) {
      const int r = out_row_base + 8 * (G / 4) + 4 * (lane_id / 32) + G % 4;
      const int c = out_col_base + j;
      if (r < m && c < n) C[r * n + c] = acc.regs[G];
    }
  }
};

template <class TilePolicy, class ComputePolicy>
__global__ void matrix_multiply_generic(const typename ComputePolicy::elem_a *A,
                                        const typename ComputePolicy::elem_b *B, float *C,
                                        int M, int N, int K) {
  using TA = typename ComputePolicy::elem_a;
  using TB = typename ComputePolicy::elem_b;
  constexpr int BM = TilePolicy::block_tile_m, BN = TilePolicy::block_tile_n;
  constexpr int BK = TilePolicy::k_tile_size;
  static_assert(BK % ComputePolicy::k_step == 0, "K strip: a multiple of k_step");
  __shared__ TA tile_a[BM * BK];     // tile_a[row][k]
  __shared__ TB tile_b_T[BN * BK];   // tile_b_T[col][k]
  const int tid = threadIdx.x;
  const int lane_id = tid % 64;
  const int block_row = blockIdx.y * BM, block_col = blockIdx.x * BN;
  int thread_row, thread_col;
  ComputePolicy::thread_tile_offset(tid, lane_id, &thread_row, &thread_col);
  typename ComputePolicy::Accumulator acc;
  ComputePolicy::zero(acc);
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int i = tid; i < BM * BK; i += blockDim.x) {
      const int r = block_row + i / BK, k = k0 + i % BK;
      tile_a[i] = (r < M && k < K) ? A[r * K + k] : TA(0);
    }
    for (int i = tid; i < BN * BK; i += blockDim.x) {
      const int c = block_col + i / BK, k = k0 + i % BK;
      tile_b_T[i] = (c < N && k < K) ? B[k * N + c] : TB(0);
    }
    __syncthreads();
    for (int ki = 0; ki < BK; ki += ComputePolicy::k_step) {
      TA a_frag[ComputePolicy::frag_size_m];
      TB b_frag[ComputePolicy::frag_size_n];
      ComputePolicy::load_a(tile_a, thread_row, ki, BK, lane_id, a_frag);
      ComputePolicy::load_b(tile_b_T, thread_col, ki, BK, lane_id, b_frag);
      ComputePolicy::mma(acc, a_frag, b_frag);
    }
    __syncthreads();
  }
  ComputePolicy::store_c(acc, C, block_row + thread_row, block_col + thread_col, M, N,
                         lane_id);
}

using MfmaTilePolicy = SingleBufferTilePolicyF<32, 32, 8>;
using MfmaF16TilePolicy = SingleBufferTilePolicyF<64, 64, 8>;
template __global__ void matrix_multiply_generic<MfmaTilePolicy, MfmaCdna3XF32Policy>(
    const float *, const float *, float *, int, int, int);
template __global__ void matrix_multiply_generic<MfmaF16TilePolicy, MfmaCdna3F16Policy>(
    const _Float16 *, const _Float16 *, float *, int, int, int);
