"""HIP C++ on the emulator (emulator.hip): compiled by clang at -O0/-O1/-O3, code object v4
and v5, with the bundled header and (where ROCm is installed) ROCm's; launched with
arguments converted by their C++ types; results against numpy, exact references and the
chain of emulator.mfma calls. Skipped without clang 19+."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

import emulator
from emulator import hip
from emulator.hip.device_libraries import ROCM_BITCODE

from .helpers import ROOT
from .hip_fixtures import COMPILERS, cache_dir, env, run  # noqa: F401 (fixtures)

pytestmark = pytest.mark.skipif(not COMPILERS, reason="no clang 19+ on PATH")
HAVE_ROCM = any((Path(p) / "ocml.bc").exists() for p in ROCM_BITCODE) and \
    Path("/usr/include/hip/hip_runtime.h").exists()
GEMM = Path(__file__).resolve().parents[1] / "programs" / "hip" / "gemm_mfma_policy.hip"
XF32 = "matrix_multiply_generic<SingleBufferTilePolicyF<32, 32, 8>, MfmaCdna3XF32Policy>"
F16 = "matrix_multiply_generic<SingleBufferTilePolicyF<64, 64, 8>, MfmaCdna3F16Policy>"


def mfma_chain(name, a, b, tile_m, tile_n, k_step):
    """C = A·B tile by tile, each tile the chain of emulator.mfma calls over K."""
    m, k = a.shape
    n = b.shape[1]
    c = np.zeros((m, n), np.float32)
    for i in range(0, m, tile_m):
        for j in range(0, n, tile_n):
            acc = np.zeros((tile_m, tile_n), np.float32)
            for kk in range(0, k, k_step):
                acc = emulator.mfma(name, a[i:i + tile_m, kk:kk + k_step],
                                    b[kk:kk + k_step, j:j + tile_n], acc)
            c[i:i + tile_m, j:j + tile_n] = acc
    return c


@pytest.mark.parametrize("level", ["-O0", pytest.param("-O1", marks=pytest.mark.exhaustive),
                                   "-O3"])
@pytest.mark.parametrize("policy", ["xf32", "f16"])
def test_the_seed_gemm_policies_equal_the_mfma_chain(policy, level, env):
    """programs/hip: the seed's MfmaCdna3XF32Policy (and the f16 32x32x8 one) in the
    generic LDS-tiled kernel, bit for bit the chain of emulator.mfma calls, and numpy's
    float64 product within the inputs' rounding (xf32: 10-bit mantissas)."""
    rng = np.random.default_rng(7)
    if policy == "xf32":
        m, n, k, tile, kernel, name, dtype = 64, 32, 24, 32, XF32, "v_mfma_f32_16x16x8_xf32", \
            np.float32
        mt = 16
    else:
        m, n, k, tile, kernel, name, dtype = 64, 128, 16, 64, F16, "v_mfma_f32_32x32x8_f16", \
            np.float16
        mt = 32
    a = rng.standard_normal((m, k)).astype(dtype)
    b = rng.standard_normal((k, n)).astype(dtype)
    c = np.full((m, n), np.nan, np.float32)
    result = run(GEMM, kernel, (n // tile, m // tile), 256, [a, b, c, m, n, k], env,
                 options=[level])
    assert result.workgroups == (n // tile) * (m // tile)
    assert np.array_equal(c.view(np.uint32), mfma_chain(name, a, b, mt, mt, 8).view(np.uint32))
    exact = a.astype(np.float64) @ b.astype(np.float64)
    bound = np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64))
    rel = 2.0 ** -9 if policy == "xf32" else 2.0 ** -20
    assert np.all(np.abs(c - exact) <= rel * bound + 1e-6)


ELEMENTWISE = r"""
#include <hip/hip_runtime.h>
__constant__ float table[4] = {0.5f, 1.5f, -2.0f, 8.0f};

__device__ __noinline__ float scaled(float x, int i) { return x * table[i & 3]; }

extern "C" __global__ void elementwise(float *out, int *ids, const float *x, float alpha,
                                       int n) {
  // a grid-stride loop over n elements; ids records blockDim, gridDim and the index
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    float private_copy[4];
    for (int j = 0; j < 4; ++j) private_copy[j] = x[i] * j;
    out[i] = fmaf(alpha, sqrtf(fabsf(x[i])), floorf(x[i])) + scaled(x[i], i)
             + private_copy[i & 3];
    ids[3 * i] = blockDim.x;
    ids[3 * i + 1] = gridDim.x;
    ids[3 * i + 2] = i;
  }
}
"""


@pytest.mark.parametrize("options", [["-O0"], ["-O3"], pytest.param(
    ["-O1", "-mcode-object-version=4"], marks=pytest.mark.exhaustive),
                                     ["-O0", "-mcode-object-version=4"]])
def test_elementwise_grid_stride_loop(options, env):
    """A grid-stride loop reading blockDim and gridDim (code object v4: through the
    dispatch packet), a non-inlined device function, a __constant__ table, a private
    array; exact against float32 arithmetic written out (fma, sqrt, floor)."""
    n, block, grid = 300, 64, 2
    x = np.linspace(-7, 9, n).astype(np.float32)
    out, ids = np.zeros(n, np.float32), np.zeros(3 * n, np.int32)
    # (-ffp-contract=off: HIP's default, fast, lets clang fuse a * b + c where it likes)
    run(ELEMENTWISE, "elementwise", grid, block, [out, ids, x, 1, n], env,
        options=options + ["-ffp-contract=off"])
    table = np.array([0.5, 1.5, -2.0, 8.0], np.float32)
    i = np.arange(n)
    fused = (np.sqrt(np.abs(x)).astype(np.float64)   # (sqrtf correctly rounded, then fma)
             + np.floor(x).astype(np.float64)).astype(np.float32)
    want = fused + x * table[i & 3] + x * (i & 3).astype(np.float32)
    assert np.array_equal(out, want)
    assert np.array_equal(ids.reshape(n, 3), np.stack(
        [np.full(n, block), np.full(n, grid), i], axis=1))


TRANSCENDENTAL = r"""
#include <hip/hip_runtime.h>
__global__ void functions(float *out, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  out[0 * n + i] = expf(v);
  out[1 * n + i] = logf(fabsf(v) + 1.0f);
  out[2 * n + i] = sinf(v);
  out[3 * n + i] = cosf(v);
  out[4 * n + i] = exp2f(v);
  out[5 * n + i] = log2f(fabsf(v) + 0.5f);
  out[6 * n + i] = powf(fabsf(v) + 1.0f, 1.5f);
  out[7 * n + i] = tanhf(v);
  out[8 * n + i] = __expf(v);
  out[9 * n + i] = rsqrtf(fabsf(v) + 1.0f);
}
"""


@pytest.mark.parametrize("level", ["-O0", "-O3"])
def test_float_math_functions_within_their_approximation(level, env):
    """The bundled header's math functions (LLVM's expansions around v_exp_f32,
    v_log_f32, v_sin_f32, v_cos_f32; tanhf a composition): close to float64 numpy, not
    bit-exact (README, "What is exact")."""
    n = 200
    x = np.linspace(-3, 3, n).astype(np.float32)
    out = np.zeros(10 * n, np.float32)
    run(TRANSCENDENTAL, "functions", 4, 64, [out, x, n], env, options=[level])
    v = x.astype(np.float64)
    want = [np.exp(v), np.log(np.abs(v) + 1), np.sin(v), np.cos(v), np.exp2(v),
            np.log2(np.abs(v) + 0.5), (np.abs(v) + 1) ** 1.5, np.tanh(v), np.exp(v),
            1 / np.sqrt(np.abs(v) + 1)]
    got = out.reshape(10, n)
    for row, (g, w) in enumerate(zip(got, want)):
        assert np.all(np.abs(g - w) <= 1e-6 + 4e-6 * np.abs(w)), row


WHOLE_PROGRAM = r"""
#include <hip/hip_runtime.h>
#include <cmath>
#include <cstdio>
#include <vector>

#define HIP_CHECK(expr) do { hipError_t e = (expr); if (e != hipSuccess) { \
  std::fprintf(stderr, "%s\n", hipGetErrorString(e)); return 1; } } while (0)

__global__ void saxpy(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + std::sqrt(y[i]) + std::max(1.0f, x[i]);
}

int main() {   // (host code: read by the device compile, never run)
  const int n = 1000;
  std::vector<float> hx(n, 1.0f), hy(n, 2.0f);
  float *dx, *dy;
  HIP_CHECK(hipMalloc(&dx, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&dy, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(dx, hx.data(), n * sizeof(float), hipMemcpyHostToDevice));
  hipDeviceProp_t props;
  HIP_CHECK(hipGetDeviceProperties(&props, 0));
  hipEvent_t start, stop;
  HIP_CHECK(hipEventCreate(&start));
  HIP_CHECK(hipEventCreate(&stop));
  dim3 grid((n + 255) / 256), block(256);
  HIP_CHECK(hipEventRecord(start));
  saxpy<<<grid, block>>>(dy, dx, 2.0f, n);
  hipLaunchKernelGGL(saxpy, grid, block, 0, 0, dy, dx, 2.0f, n);
  HIP_CHECK(hipEventRecord(stop));
  HIP_CHECK(hipEventSynchronize(stop));
  float ms = 0;
  HIP_CHECK(hipEventElapsedTime(&ms, start, stop));
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(hy.data(), dy, n * sizeof(float), hipMemcpyDeviceToHost));
  std::printf("%s %f %f\n", props.gcnArchName, hy[0], ms);
  HIP_CHECK(hipFree(dx));
  HIP_CHECK(hipFree(dy));
  return 0;
}
"""


def test_a_whole_hip_program_with_host_code(env):
    """A .hip file as people write it — main(), hipMalloc, hipMemcpy, events, <<<…>>> and
    hipLaunchKernelGGL, the C++ standard library: the bundled header declares the host
    API, so the device compile reads it; its kernel runs."""
    n = 1000
    x = np.linspace(-1, 1, n).astype(np.float32)
    y = np.full(n, 4.0, np.float32)
    run(WHOLE_PROGRAM, "saxpy", 4, 256, [y, x, 2, n], env)
    assert np.array_equal(y, (np.float32(2) * x + np.float32(2)) + np.maximum(np.float32(1), x))


SHARED = r"""
#include <hip/hip_runtime.h>
__global__ void reverse_blocks(float *data, int *counts) {
  extern __shared__ float staged[];
  __shared__ int seen;
  int *generic = &seen;             // a generic pointer to LDS
  float *view = staged;             // and to the dynamic LDS
  if (threadIdx.x == 0) *generic = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  view[threadIdx.x] = data[i];
  atomicAdd(generic, 1);
  __syncthreads();
  data[i] = view[blockDim.x - 1 - threadIdx.x];
  if (threadIdx.x == 0) counts[blockIdx.x] = *generic;
}
"""


@pytest.mark.parametrize("level", ["-O0", "-O3"])
def test_dynamic_shared_memory_and_generic_pointers_to_lds(level, env):
    """extern __shared__ (the launch's shared_mem bytes) and generic pointers to LDS:
    at -O0 every access is FLAT through the shared aperture."""
    block, grid = 128, 3
    data = np.arange(block * grid, dtype=np.float32)
    counts = np.zeros(grid, np.int32)
    run(SHARED, "reverse_blocks", grid, block, [data, counts], env, options=[level],
        shared_mem=4 * block)
    want = np.arange(block * grid, dtype=np.float32).reshape(grid, block)[:, ::-1]
    assert np.array_equal(data.reshape(grid, block), want)
    assert np.array_equal(counts, np.full(grid, block))


WARPS = r"""
#include <hip/hip_runtime.h>
__global__ void warp_ops(const int *x, int *sums, int *scan, unsigned long long *ballots,
                         int *votes, float *fsum, double *dsum, unsigned *umax, int *cas) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  int v = x[i];
  int total = v;
  for (int offset = warpSize / 2; offset > 0; offset /= 2) total += __shfl_down(total, offset);
  int prefix = v;
  for (int offset = 1; offset < warpSize; offset *= 2) {
    int up = __shfl_up(prefix, offset);
    if (lane >= offset) prefix += up;
  }
  scan[i] = prefix;
  float xored = __shfl_xor((float)v, 1);
  unsigned long long odd = __ballot(v & 1);
  int vote = __any(v > 90) + 2 * __all(v >= 0) + 4 * __popcll(odd);
  if (lane == 0) {   // (one lane: a vote here would see only this lane)
    atomicAdd(&sums[0], total);
    ballots[i / warpSize] = odd;
    votes[2 * (i / warpSize)] = vote;
    votes[2 * (i / warpSize) + 1] = (int)xored;
  }
  atomicAdd(fsum, (float)v);
  atomicAdd(dsum, 0.5 * v);
  atomicMax(umax, (unsigned)v * 3u);
  int old = *cas, assumed;
  do { assumed = old; old = atomicCAS(cas, assumed, assumed + v); } while (old != assumed);
}
"""


@pytest.mark.parametrize("level", ["-O0", "-O3"])
def test_warp_shuffles_ballots_and_atomics(level, env):
    """Reductions and scans with __shfl_down/__shfl_up, __shfl_xor of floats, __ballot,
    __any/__all, __popcll, and atomics (int, float, double, unsigned max, a CAS loop) from
    several workgroups: integer-valued, so every order gives the same sums."""
    rng = np.random.default_rng(3)
    block, grid = 128, 2
    n = block * grid
    x = rng.integers(0, 100, n).astype(np.int32)
    sums, scan = np.zeros(1, np.int32), np.zeros(n, np.int32)
    ballots, votes = np.zeros(n // 64, np.uint64), np.zeros(2 * (n // 64), np.int32)
    fsum, dsum = np.zeros(1, np.float32), np.zeros(1, np.float64)
    umax, cas = np.zeros(1, np.uint32), np.zeros(1, np.int32)
    run(WARPS, "warp_ops", grid, block, [x, sums, scan, ballots, votes, fsum, dsum, umax,
                                          cas], env, options=[level])
    waves = x.reshape(-1, 64)
    assert sums[0] == x.sum() and cas[0] == x.sum()
    assert np.array_equal(scan.reshape(-1, 64), np.cumsum(waves, axis=1))
    bits = (waves & 1).astype(np.uint64) << np.arange(64, dtype=np.uint64)
    assert np.array_equal(ballots, np.bitwise_or.reduce(bits, axis=1))
    want = ((waves > 90).any(axis=1) + 2 * (waves >= 0).all(axis=1)
            + 4 * (waves & 1).sum(axis=1))
    assert np.array_equal(votes[0::2], want)
    assert np.array_equal(votes[1::2], waves[:, 1])
    assert fsum[0] == x.sum() and dsum[0] == 0.5 * x.sum()
    assert umax[0] == 3 * x.max()


HALVES = r"""
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <hip/hip_bf16.h>
__global__ void halves(const __half *a, const __half *b, __half *prod, __half *sum,
                       __half *fused, __hip_bfloat16 *bf, float *widened, __half scale) {
  int i = threadIdx.x;
  prod[i] = __hmul(a[i], b[i]);
  sum[i] = __hadd(a[i], scale);
  fused[i] = __hfma(a[i], b[i], scale);
  bf[i] = __float2bfloat16(__half2float(a[i]) * 3.0f);
  widened[i] = __half2float(a[i]) + __bfloat162float(bf[i]);
}
"""


def test_half_and_bfloat16_arithmetic(env):
    """__half arithmetic in f16 (one rounding each; __hfma one for the whole), bfloat16
    conversions rounding to nearest even; a __half by-value parameter from a Python
    float."""
    rng = np.random.default_rng(11)
    a = rng.uniform(-4, 4, 64).astype(np.float16)
    b = rng.uniform(-4, 4, 64).astype(np.float16)
    outs = [np.zeros(64, np.float16) for _ in range(3)]
    bf, widened = np.zeros(64, ml_dtypes.bfloat16), np.zeros(64, np.float32)
    run(HALVES, "halves", 1, 64, [a, b, *outs, bf, widened, 0.3], env)
    scale = np.float16(0.3)
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    assert np.array_equal(outs[0], (a64 * b64).astype(np.float16))
    assert np.array_equal(outs[1], (a64 + np.float64(scale)).astype(np.float16))
    assert np.array_equal(outs[2], (a64 * b64 + np.float64(scale)).astype(np.float16))
    want_bf = (a.astype(np.float32) * np.float32(3)).astype(ml_dtypes.bfloat16)
    assert np.array_equal(bf.view(np.uint16), want_bf.view(np.uint16))
    assert np.array_equal(widened, a.astype(np.float32) + want_bf.astype(np.float32))


PRINTF = r"""
#include <hip/hip_runtime.h>
__constant__ const char *names[2] = {"even", "odd"};
__global__ void talk(int n, long long big, double d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i % 32 == 0)
    printf("wave %d lane %2d: %s %u %x %c %lld %.3f%% [%5.1f] %s\n", i / 64, i % 64,
           names[(i / 32) & 1], (unsigned)(n - i), i + 250, 'A' + i / 32, big, d, d * i,
           "done");
}
"""


def printf_lines(n, big, d, waves):
    lines = []
    for i in range(0, 64 * waves, 32):
        lines.append(f"wave {i // 64} lane {i % 64:2d}: {['even', 'odd'][(i // 32) & 1]} "
                     f"{(n - i) & 0xFFFFFFFF} {i + 250:x} {chr(65 + i // 32)} {big} "
                     f"{d:.3f}% [{d * i:5.1f}] done\n")
    return "".join(lines)


@pytest.mark.each_compiler
@pytest.mark.parametrize("options", [["-O3"], ["-O0"], pytest.param(
    ["-O1", "-mcode-object-version=4"], marks=pytest.mark.exhaustive), pytest.param(
    ["-O3", "-mprintf-kind=hostcall"], marks=pytest.mark.exhaustive),
                                     ["-O0", "-mprintf-kind=hostcall",
                                      "-mcode-object-version=4"]])
def test_device_printf_prints_in_wave_order(options, env):
    """printf from a kernel (clang's buffered records, and its hostcall calls, which the
    bundled header turns into the same records): every conversion, a runtime string
    argument, in each wave's order, into LaunchResult.stdout."""
    result = run(PRINTF, "talk", 2, 128, [40, -(1 << 40), 2.5], env, options=options)
    assert result.stdout == printf_lines(40, -(1 << 40), 2.5, 4)


@pytest.mark.each_compiler
@pytest.mark.skipif(not HAVE_ROCM, reason="ROCm's HIP headers and device libraries absent")
@pytest.mark.parametrize("options", [["-O0"], ["-O3", "-mcode-object-version=4"], pytest.param(
    ["-O1", "-mprintf-kind=hostcall"], marks=pytest.mark.exhaustive)])
def test_system_headers_and_device_libraries(options, env):
    """headers="system": ROCm's hip_runtime.h and ocml (its sinf: within 2 ulp of the
    correctly rounded value); printf still prints."""
    source = r"""
    #include <hip/hip_runtime.h>
    __global__ void k(float *o, const float *x, float a) {
      int i = blockIdx.x * blockDim.x + threadIdx.x;
      o[i] = a * x[i] + sinf(x[i]);
      if (i == 64) printf("a=%.2f\n", a);
    }"""
    x = np.linspace(-3, 3, 128).astype(np.float32)
    o = np.zeros_like(x)
    result = run(source, "k", 2, 64, [o, x, 2], env, options=options, headers="system")
    want = 2 * x.astype(np.float64) + np.sin(x.astype(np.float64))
    assert np.all(np.abs(o - want) <= 4 * np.spacing(np.abs(want).astype(np.float32)))
    assert result.stdout == "a=2.00\n"


ARGS = r"""
#include <hip/hip_runtime.h>
struct Pair { int first; float second; };
template <typename T, int N>
__global__ void store(T *out, T value, bool flag, unsigned char small, double wide,
                      Pair pair) {
  out[threadIdx.x] = value * N + (flag ? 1 : 0) + small + (T)wide + (T)(pair.first * pair.second);
}
template __global__ void store<float, 2>(float *, float, bool, unsigned char, double, Pair);
template __global__ void store<int, 3>(int *, int, bool, unsigned char, double, Pair);
extern "C" __global__ void plain(double *out, long long v) { out[0] = (double)v; }
extern "C" __global__ void pairs(Pair *p) { p[threadIdx.x].second *= p[threadIdx.x].first; }
"""


def test_arguments_are_converted_by_their_declared_types(env):
    """A float parameter takes 1 as 1.0f, an int one refuses 2.5, a pointer an array of
    its pointee (by position or by name), a struct its bytes; kernels by the names the
    source writes (spaces aside), by symbol, or plain when unique."""
    module = hip.compile(ARGS, **env)
    assert set(module.kernels) == {"store<float, 2>", "store<int, 3>", "plain", "pairs"}
    kernel = module.kernel("store<float,2>")
    assert [(p.name, p.kind) for p in kernel.params] == [
        ("out", "pointer"), ("value", "scalar"), ("flag", "scalar"), ("small", "scalar"),
        ("wide", "scalar"), ("pair", "other")]
    assert module.kernel(kernel.symbol) is kernel
    # (module.kernels: each name as written -> its symbol, which carries the types)
    assert module.kernels["plain"] == "plain" and kernel.symbol.startswith("_Z5store")
    assert module.kernels["store<float, 2>"] == kernel.symbol
    pair = np.array([(3, 0.5)], dtype=[("first", "<i4"), ("second", "<f4")]).tobytes()
    out = np.zeros(64, np.float32)
    run(module, "store<float, 2>", 1, 64, [out, 1, True, 7, 0.25, pair], env)
    assert np.all(out == np.float32(1 * 2 + 1 + 7 + 0.25 + 1.5))
    ints = np.zeros(64, np.int32)
    run(module, "store<int, 3>", 1, 64, dict(out=ints, value=-5, flag=False, small=255,
                                             wide=2.9, pair=pair), env)
    assert np.all(ints == -15 + 255 + 2 + 1)
    one = np.zeros(1, np.float64)
    run(module, "plain", 1, 64, [one, -(1 << 50)], env)
    assert one[0] == -(1 << 50)
    structs = np.zeros(64, dtype=[("first", "<i4"), ("second", "<f4")])
    structs["first"], structs["second"] = np.arange(64), 0.5
    run(module, "pairs", 1, 64, [structs], env)   # (a struct pointer: written in place)
    assert np.array_equal(structs["second"], np.arange(64, dtype=np.float32) * 0.5)
    bad = [([ints, 1, True, 7, 0.25, pair], "parameter 'out' (float *) points to float32"),
           ([out, "1", True, 7, 0.25, pair], "parameter 'value' (float) takes a number"),
           ([out, 1, 1, 7, 0.25, pair], "parameter 'flag' (bool) takes a bool"),
           ([out, 1, True, 256, 0.25, pair], "parameter 'small' (unsigned char): 256 is "
                                             "outside 0..255"),
           ([out, 1, True, 7, 0.25, b"x"], "parameter 'pair' (Pair) is 8 bytes, got 1"),
           ([out, 1, True, 7, 0.25], "takes 6 arguments"),
           ([out, 1e39, True, 7, 0.25, pair], "beyond the range of float32")]
    for args, message in bad:
        with pytest.raises(hip.HipError, match=message.replace("(", r"\(").replace(
                ")", r"\)").replace("*", r"\*")):
            run(module, "store<float, 2>", 1, 64, args, env)
    with pytest.raises(hip.HipError, match=r"'store' names 2 kernels"):
        module.kernel("store")
    with pytest.raises(hip.HipError, match=r"no kernel 'nope' \(kernels: pairs, plain, "):
        module.kernel("nope")
    int_bad = [ints, 2.5, True, 7, 0.25, pair]
    with pytest.raises(hip.HipError, match=r"parameter 'value' \(int\) takes an integer"):
        run(module, "store<int, 3>", 1, 64, int_bad, env)


@pytest.mark.each_compiler
def test_compile_errors_carry_clangs_diagnostics(env, tmp_path):
    source = tmp_path / "broken.hip"
    source.write_text("__global__ void k(int *p) {\n  p[0] = undefined_name;\n}\n")
    with pytest.raises(hip.HipError) as caught:
        hip.compile(source, **env)
    assert f"{source}:2:10: error: use of undeclared identifier 'undefined_name'" in \
        caught.value.diagnostics
    assert str(caught.value).startswith(f"clang could not compile {source}:")
    for call, message in [(lambda: hip.compile("x", headers="rocm", **env),
                           "headers must be 'bundled' or 'system'"),
                          (lambda: hip.compile("x", options="-O3", **env),
                           "options must be a sequence of strings"),
                          (lambda: hip.compile(
                              "x", options=["-mcode-object-version=3"], **env),
                           "code object versions 4, 5 and 6"),
                          (lambda: hip.compile("x", options=["--offload-arch=gfx908"], **env),
                           "--offload-arch=gfx908: emulator.hip compiles for one target, "
                           "one of gfx90a, gfx942"),
                          (lambda: hip.compile(tmp_path / "missing.hip", **env),
                           "cannot read the HIP source"),
                          (lambda: hip.compile("x", clang="clang-nonexistent",
                                               cache_dir=env["cache_dir"]), "not found")]:
        with pytest.raises(hip.HipError, match=message):
            call()


@pytest.mark.each_compiler
def test_the_cache_follows_included_files(tmp_path, monkeypatch, env):
    """A second compile of the same source, flags and included files runs no clang; a
    changed header compiles again."""
    header = tmp_path / "value.h"
    header.write_text("#define VALUE 3\n")
    source = tmp_path / "k.hip"
    source.write_text('#include "value.h"\n'
                      'extern "C" __global__ void k(int *o) { o[0] = VALUE; }\n')
    env = dict(env, cache_dir=tmp_path / "cache")
    out = np.zeros(1, np.int32)
    run(source, "k", 1, 64, [out], env)
    assert out[0] == 3
    hip.compiler._MEMO.clear()   # (a new process: the disk entry, checked by hash)
    calls = []
    real = subprocess.run
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: calls.append(a) or real(*a, **k))
    run(source, "k", 1, 64, [out], env)
    assert not calls
    header.write_text("#define VALUE 5\n")
    run(source, "k", 1, 64, [out], env)
    assert calls and out[0] == 5
    # (HIP given as text finds its #include "…" files where it runs; defines reach it)
    monkeypatch.chdir(tmp_path)
    run('#include "value.h"\nextern "C" __global__ void t(int *o) { o[0] = VALUE * N; }',
        "t", 1, 64, [out], env, defines={"N": 3})
    assert out[0] == 15


def test_the_precompiled_runtime_header_changes_no_code(tmp_path, monkeypatch, env):
    """Compiles read hip/hip_runtime.h precompiled (emulator/hip/precompiled.py): the same
    assembly as the header parsed in the compile, but clang's per-file __hip_cuid_ symbol
    (a hash of the command line), the same kernels' parameters; a header precompiled from
    files changed since (clang refuses it) is made again; a header that warns under the
    user's flags (here a user's own hip/hip_runtime.h) is not precompiled, so that its
    warning stays in the compile's messages; a store keeps the ``KEPT`` most recently
    used. (The newest clang; each one under -m exhaustive.)"""
    from emulator.hip import precompiled
    source = ROOT / "programs" / "hip" / "gemm_mfma_policy.hip"

    def compiled(folder, options=()):
        hip.compiler._MEMO.clear()
        return hip.compile(source, options=list(options), clang=env["clang"],
                           cache_dir=tmp_path / folder)

    def code(module):
        return [line for line in module.assembly.splitlines() if "__hip_cuid_" not in line]

    plain_code = {}
    for options in ((), ("-O1", "-DPOLICY_UNUSED=1")):
        fast = compiled("fast", options)
        monkeypatch.setattr(hip.compiler, "precompiled", lambda c, command, *a: command)
        plain = compiled("plain", options)
        monkeypatch.undo()
        assert code(fast) == code(plain) and fast.assembly != plain.assembly
        assert fast.kernels.keys() == plain.kernels.keys()
        assert [k.params for k in fast.kernels.values()] == \
            [k.params for k in plain.kernels.values()]
        plain_code[options] = code(plain)
    built = sorted((tmp_path / "fast" / "pch").glob("*.pch"))
    assert len(built) == 2
    for entry in (tmp_path / "fast").iterdir():   # (the compiles forgotten, not the pch)
        if entry.name != "pch":
            shutil.rmtree(entry)
    built[0].write_bytes(b"not a precompiled header")   # (as a stale one: clang refuses it)
    for options in plain_code:   # (the plain compiles' code, as above)
        assert code(compiled("fast", options)) == plain_code[options]
    assert not built[0].exists() or built[0].read_bytes() != b"not a precompiled header"
    wrapper = tmp_path / "mine" / "hip" / "hip_runtime.h"   # (a user's own, found first)
    wrapper.parent.mkdir(parents=True)
    wrapper.write_text("#warning my runtime header\n#include_next <hip/hip_runtime.h>\n")
    hip.compiler._MEMO.clear()
    warned = hip.compile(source, include_dirs=[tmp_path / "mine"], clang=env["clang"],
                         cache_dir=tmp_path / "warned")
    assert not list((tmp_path / "warned" / "pch").glob("*.pch"))
    assert "my runtime header" in warned.diagnostics
    # (pruning: the least recently used go, with the empty headers they were made from)
    kept = tmp_path / "kept"
    kept.mkdir()
    for age, name in enumerate("abc"):
        for suffix in (".pch", ".h"):
            (kept / f"{name}{suffix}").touch()
        os.utime(kept / f"{name}.pch", (1000 - age, 1000 - age))
    monkeypatch.setattr(precompiled, "KEPT", 2)
    precompiled._prune(kept)
    assert sorted(p.name for p in kept.iterdir()) == ["a.h", "a.pch", "b.h", "b.pch"]


@pytest.mark.each_compiler
def test_wfemu_hip_on_the_command_line(env, tmp_path, capsys, monkeypatch):
    """``wfemu hip`` compiles and launches, printing the kernel's printf output; bad
    arguments exit 3 with one line."""
    from emulator.tools.cli import main

    monkeypatch.setattr(hip.compiler, "default_cache_dir", lambda: env["cache_dir"])
    source = tmp_path / "talk.hip"
    source.write_text(PRINTF)
    assert main(["hip", str(source), "--grid", "2", "--block", "128", "--arg", "n=40",
                 "--arg", f"big={-(1 << 40)}", "--arg", "d=2.5", "-O", "1",
                 "--clang", env["clang"], "--offload-arch", "gfx942:sramecc+:xnack-"]) == 0
    out = capsys.readouterr().out
    assert "for gfx942: --offload-arch=gfx942:sramecc+:xnack- -O1\n" in out
    assert out.startswith(printf_lines(40, -(1 << 40), 2.5, 4))
    assert "talk: 2 workgroup(s) of (128, 1, 1)" in out
    assert main(["launch", str(source), "--arg", "n=x"]) == 3
    assert "wfemu: error:" in capsys.readouterr().err
    assert main(["hip", str(source), "--arg", "n=4", "--arg", "big=1"]) == 3
    assert "missing argument(s) for d" in capsys.readouterr().err
    assert main(["hip", str(GEMM.parents[1] / "scalar_loop.s")]) == 3
    assert "wfemu hip takes HIP source" in capsys.readouterr().err
    # (a .hip file runs as a launch under wfemu run too, and steps under wfemu step)
    assert main(["run", str(source), "--grid", "1", "--block", "64", "--arg", "n=1",
                 "--arg", "big=2", "--arg", "d=0.5"]) == 0
    assert capsys.readouterr().out.startswith("wave 0 lane  0: even 1 fa A 2 0.500% [  0.0]")


def test_typedefs_and_dependent_types_are_checked_by_what_they_name(env):
    """A parameter written ``const typename Policy::elem_a *`` or ``__hip_bfloat16 *``
    takes arrays of what the type is (float32, bfloat16 or its bits), and nothing else."""
    gemm = hip.compile(GEMM, **env)
    a = gemm.kernel(XF32).params[0]
    assert (a.kind, a.element, a.canonical) == ("pointer", np.dtype(np.float32),
                                                "float const*")
    f16 = gemm.kernel(F16).params[1]
    assert f16.element == np.dtype(np.float16)
    with pytest.raises(hip.HipError, match=r"parameter 'A' \(const typename "
                       r"MfmaCdna3XF32Policy::elem_a \*, i\.e\. float const\*\) points to "
                       r"float32: an array of float64"):
        gemm.arguments(gemm.kernel(XF32), [np.zeros(4), np.zeros(4, np.float32),
                                           np.zeros(4, np.float32), 1, 1, 1])
    if shutil.which("c++filt") is None:   # (LLVM 19's demangler lacks __bf16: GNU's has it)
        return
    halves = hip.compile(HALVES, **env)
    bf = halves.kernel("halves").params[5]
    assert bf.element == np.dtype(ml_dtypes.bfloat16)
    args = [np.zeros(4, np.float16)] * 5 + [np.zeros(4, np.float32),
                                            np.zeros(4, np.float32), 1.0]
    with pytest.raises(hip.HipError, match=r"parameter 'bf' .* points to bfloat16"):
        halves.arguments(halves.kernel("halves"), args)
    args[5] = np.zeros(4, np.uint16)   # (the raw bits travel too)
    assert halves.arguments(halves.kernel("halves"), args)[5] is args[5]


def test_only_the_dumps_objects_holding_a_wanted_name_are_decoded():
    """clang's filtered AST dump is a run of JSON objects, each from a ``{`` at the start
    of a line; those holding a wanted string come back decoded, each once, in order."""
    from emulator.hip.signatures import json_objects

    objects = [{"kind": "FunctionDecl", "name": "t", "inner": [{"mangledName": "_Z1tPi"}]},
               {"kind": "VarDecl", "name": "other"},
               {"kind": "FunctionDecl", "mangledName": "t", "name": "t"}]
    dump = "".join(json.dumps(o, indent=2) + "\n" for o in objects).encode()
    assert json_objects(dump, (b'"mangledName": "_Z1tPi"',)) == objects[:1]
    assert json_objects(dump, (b'"mangledName": "t"', b'"_Z1tPi"', b'"t"')) == \
        [objects[0], objects[2]]
    assert json_objects(dump, (b"absent",)) == []
