// A bf16 GEMM optimisation ladder of the shape MI300X tuning guides measure:
// C[M x N] (f32) = A[M x K] . B[K x N], A row-major, B given transposed (Bt[N x K],
// row-major), bf16 stored as unsigned short. Written here after the published five-step
// ladder (the same tiles, waves and instruction); each step adds one change to the last:
//
// gemm_bf16_ladder<1>: A and Bt strips of 128 x 64 staged through LDS (16-byte global
//     loads and LDS writes), rows of 64 bf16 (128 bytes: the 16 rows a fragment read
//     touches all start in the same bank, so the read is split into conflicting passes);
// gemm_bf16_ladder<2>: rows padded to 68 bf16 (136 bytes: consecutive rows start two banks
//     apart, no conflicting reads; but 34 KiB of LDS a workgroup: one workgroup a CU);
// gemm_bf16_ladder<3>: rows of 64 again, each row's eight 16-byte chunks stored at
//     chunk ^ (row % 8) (an XOR swizzle: no conflicts, 32 KiB: two workgroups a CU);
// gemm_bf16_ladder<4>: register double-buffering: the global loads of strip k + 1 are
//     issued before the MFMAs of strip k and written to LDS after them;
// gemm_bf16_ladder<5>: 16-byte LDS reads: each lane reads eight bf16 of one row, the
//     operands of two MFMAs (K permuted alike in A and B within each step of 32).
//
// One workgroup of 256 threads (2 x 2 waves) per 128 x 128 block of C; K in steps of 64;
// each wave runs 4 x 4 tiles of __builtin_amdgcn_mfma_f32_16x16x16bf16_1k over the strip.
#include <hip/hip_runtime.h>

typedef short bf16x4 __attribute__((ext_vector_type(4)));
typedef short bf16x8 __attribute__((ext_vector_type(8)));
typedef float floatx4 __attribute__((ext_vector_type(4)));
typedef unsigned int u32x4 __attribute__((ext_vector_type(4)));

constexpr int TILE_M = 128, TILE_N = 128, TILE_K = 64;

// Where element (row, col) of a strip lies in LDS, in bf16.
template <int STEP> __device__ inline int lds_index(int row, int col) {
  if constexpr (STEP == 1) return row * TILE_K + col;
  else if constexpr (STEP == 2) return row * (TILE_K + 4) + col;
  else return row * TILE_K + (((col / 8) ^ (row % 8)) * 8) + col % 8;
}

template <int STEP>
__global__ __launch_bounds__(256) void gemm_bf16_ladder(const unsigned short *A,
                                                        const unsigned short *Bt, float *C,
                                                        int M, int N, int K) {
  constexpr int ROW = STEP == 2 ? TILE_K + 4 : TILE_K;   // LDS row length, in bf16
  __shared__ __attribute__((aligned(16))) unsigned short As[TILE_M * ROW];
  __shared__ __attribute__((aligned(16))) unsigned short Bs[TILE_N * ROW];
  const int tid = threadIdx.x, lane = tid % 64, wave = tid / 64;
  const int block_m = blockIdx.y * TILE_M, block_n = blockIdx.x * TILE_N;
  const int wave_m = (wave / 2) * 64, wave_n = (wave % 2) * 64;
  floatx4 acc[4][4];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) acc[i][j] = floatx4{0, 0, 0, 0};
  // 128 rows x 8 chunks of 8 bf16 for each operand: 4 chunks per thread
  u32x4 a_next[4], b_next[4];
  auto load = [&](int k0) {
    for (int c = 0; c < 4; ++c) {
      const int chunk = tid + c * 256, row = chunk / 8, col = (chunk % 8) * 8;
      a_next[c] = *reinterpret_cast<const u32x4 *>(A + (size_t)(block_m + row) * K + k0 + col);
      b_next[c] = *reinterpret_cast<const u32x4 *>(Bt + (size_t)(block_n + row) * K + k0 + col);
    }
  };
  auto store = [&]() {
    for (int c = 0; c < 4; ++c) {
      const int chunk = tid + c * 256, row = chunk / 8, col = (chunk % 8) * 8;
      *reinterpret_cast<u32x4 *>(&As[lds_index<STEP>(row, col)]) = a_next[c];
      *reinterpret_cast<u32x4 *>(&Bs[lds_index<STEP>(row, col)]) = b_next[c];
    }
  };
  auto compute = [&]() {
    if constexpr (STEP < 5) {
      for (int kk = 0; kk < TILE_K; kk += 16) {
        const int k = kk + 4 * (lane / 16);
        bf16x4 a[4], b[4];
        for (int i = 0; i < 4; ++i)
          a[i] = *reinterpret_cast<const bf16x4 *>(
              &As[lds_index<STEP>(wave_m + i * 16 + lane % 16, k)]);
        for (int j = 0; j < 4; ++j)
          b[j] = *reinterpret_cast<const bf16x4 *>(
              &Bs[lds_index<STEP>(wave_n + j * 16 + lane % 16, k)]);
        for (int i = 0; i < 4; ++i)
          for (int j = 0; j < 4; ++j)
            acc[i][j] = __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(a[i], b[j], acc[i][j], 0, 0, 0);
      }
    } else {
      for (int kk = 0; kk < TILE_K; kk += 32) {
        const int k = kk + 8 * (lane / 16);
        bf16x8 a[4], b[4];
        for (int i = 0; i < 4; ++i)
          a[i] = *reinterpret_cast<const bf16x8 *>(
              &As[lds_index<STEP>(wave_m + i * 16 + lane % 16, k)]);
        for (int j = 0; j < 4; ++j)
          b[j] = *reinterpret_cast<const bf16x8 *>(
              &Bs[lds_index<STEP>(wave_n + j * 16 + lane % 16, k)]);
        for (int h = 0; h < 2; ++h)
          for (int i = 0; i < 4; ++i)
            for (int j = 0; j < 4; ++j) {
              const bf16x4 ah = h ? a[i].hi : a[i].lo, bh = h ? b[j].hi : b[j].lo;
              acc[i][j] = __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(ah, bh, acc[i][j], 0, 0, 0);
            }
      }
    }
  };
  if constexpr (STEP < 4) {
    for (int k0 = 0; k0 < K; k0 += TILE_K) {
      load(k0);
      store();
      __syncthreads();
      compute();
      __syncthreads();
    }
  } else {
    load(0);
    store();
    __syncthreads();
    for (int k0 = 0; k0 < K; k0 += TILE_K) {
      const bool more = k0 + TILE_K < K;
      if (more) load(k0 + TILE_K);
      compute();
      __syncthreads();
      if (more) {
        store();
        __syncthreads();
      }
    }
  }
  // D of 16x16x16: lane l holds rows 4 * (l / 16) + r, column l % 16
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      for (int r = 0; r < 4; ++r)
        C[(size_t)(block_m + wave_m + i * 16 + 4 * (lane / 16) + r) * N + block_n + wave_n +
          j * 16 + lane % 16] = acc[i][j][r];
}

template __global__ void gemm_bf16_ladder<1>(const unsigned short *, const unsigned short *,
                                             float *, int, int, int);
template __global__ void gemm_bf16_ladder<2>(const unsigned short *, const unsigned short *,
                                             float *, int, int, int);
template __global__ void gemm_bf16_ladder<3>(const unsigned short *, const unsigned short *,
                                             float *, int, int, int);
template __global__ void gemm_bf16_ladder<4>(const unsigned short *, const unsigned short *,
                                             float *, int, int, int);
template __global__ void gemm_bf16_ladder<5>(const unsigned short *, const unsigned short *,
                                             float *, int, int, int);
