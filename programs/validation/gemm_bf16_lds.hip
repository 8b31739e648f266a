// A bf16 GEMM of the shape MI300X tuning guides measure: C[M x N] (f32) = A[M x K] . B[K x N],
// A row-major, B given transposed (Bt[N x K], row-major), bf16 stored as unsigned short.
//
// One workgroup of 256 threads (2 x 2 waves) per 128 x 128 block of C; K in steps of 64,
// each step's A and Bt strips staged through LDS (16-byte global loads and LDS writes),
// then each wave runs 4 x 4 tiles of __builtin_amdgcn_mfma_f32_16x16x16bf16_1k over the
// strip (LDS reads of 8 bytes: four bf16 of one row per lane).
//
// gemm_bf16_lds<0>: LDS rows of 64 bf16 (128 bytes: the 16 rows a fragment read touches
//     all start in the same bank, so the read is split into conflicting passes);
// gemm_bf16_lds<4>: rows padded to 68 bf16 (136 bytes: consecutive rows start two banks
//     apart, no conflicts).
#include <hip/hip_runtime.h>

typedef short bf16x4 __attribute__((ext_vector_type(4)));
typedef float floatx4 __attribute__((ext_vector_type(4)));
typedef unsigned int u32x4 __attribute__((ext_vector_type(4)));

constexpr int TILE_M = 128, TILE_N = 128, TILE_K = 64;

template <int PAD>
__global__ __launch_bounds__(256) void gemm_bf16_lds(const unsigned short *A,
                                                     const unsigned short *Bt, float *C,
                                                     int M, int N, int K) {
  constexpr int ROW = TILE_K + PAD;   // LDS row length, in bf16
  __shared__ __attribute__((aligned(16))) unsigned short As[TILE_M * ROW];
  __shared__ __attribute__((aligned(16))) unsigned short Bs[TILE_N * ROW];
  const int tid = threadIdx.x, lane = tid % 64, wave = tid / 64;
  const int block_m = blockIdx.y * TILE_M, block_n = blockIdx.x * TILE_N;
  const int wave_m = (wave / 2) * 64, wave_n = (wave % 2) * 64;
  floatx4 acc[4][4];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) acc[i][j] = floatx4{0, 0, 0, 0};
  for (int k0 = 0; k0 < K; k0 += TILE_K) {
    // 128 rows x 8 chunks of 8 bf16 for each operand: 4 chunks per thread
    for (int c = 0; c < 4; ++c) {
      const int chunk = tid + c * 256, row = chunk / 8, col = (chunk % 8) * 8;
      const u32x4 a = *reinterpret_cast<const u32x4 *>(A + (size_t)(block_m + row) * K + k0 + col);
      const u32x4 b = *reinterpret_cast<const u32x4 *>(Bt + (size_t)(block_n + row) * K + k0 + col);
      *reinterpret_cast<u32x4 *>(&As[row * ROW + col]) = a;
      *reinterpret_cast<u32x4 *>(&Bs[row * ROW + col]) = b;
    }
    __syncthreads();
    for (int kk = 0; kk < TILE_K; kk += 16) {
      const int k = kk + 4 * (lane / 16);
      bf16x4 a[4], b[4];
      for (int i = 0; i < 4; ++i)
        a[i] = *reinterpret_cast<const bf16x4 *>(&As[(wave_m + i * 16 + lane % 16) * ROW + k]);
      for (int j = 0; j < 4; ++j)
        b[j] = *reinterpret_cast<const bf16x4 *>(&Bs[(wave_n + j * 16 + lane % 16) * ROW + k]);
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
          acc[i][j] = __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(a[i], b[j], acc[i][j], 0, 0, 0);
    }
    __syncthreads();
  }
  // D of 16x16x16: lane l holds rows 4 * (l / 16) + r, column l % 16
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      for (int r = 0; r < 4; ++r)
        C[(size_t)(block_m + wave_m + i * 16 + 4 * (lane / 16) + r) * N + block_n + wave_n +
          j * 16 + lane % 16] = acc[i][j][r];
}

template __global__ void gemm_bf16_lds<0>(const unsigned short *, const unsigned short *,
                                          float *, int, int, int);
template __global__ void gemm_bf16_lds<4>(const unsigned short *, const unsigned short *,
                                          float *, int, int, int);
