"""The bundled HIP headers take the code hipcc takes (emulator/hip/include): clang's own HIP
wrapper (<cmath>, <algorithm>, std:: math on the device), the standard library beside it,
ROCm's macros and include guards, __half / __hip_bfloat16 / hip_bfloat16 / fp8 as ROCm's
structs with their conversions bit for bit, hip_ext.h, cooperative groups, device-side
assert; structs of device pointers taken by value; calls nothing defines and kernels
compiled to nothing said at compile time; every compiler found, or refused with its
reason. Each test runs with every clang on PATH."""

from __future__ import annotations

import ctypes
import dataclasses
import re
import stat
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from emulator import hip
from emulator.kernel_metadata import LaunchFault

from .hip_fixtures import COMPILERS, cache_dir, env, run  # noqa: F401 (fixtures)

pytestmark = pytest.mark.skipif(not COMPILERS, reason="no clang 19+ on PATH")
INCLUDE = Path(hip.compiler.INCLUDE)

HIPCC_STYLE = r"""
#include <hip/hip_runtime.h>
#include <memory>
#include <array>
#include <type_traits>
#include <utility>
#include <limits>
#include <hip/hip_fp16.h>
#include <hip/hip_ext.h>
#if !defined(__HIPCC__) || !defined(__HIP_PLATFORM_AMD__) || !defined(__HIP_DEVICE_COMPILE__) \
    || !defined(HIP_VERSION_MAJOR) || !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H) \
    || !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_API_H) || !defined(HIP_INCLUDE_HIP_HIP_COMMON_H) \
    || !defined(HIP_INCLUDE_HIP_AMD_DETAIL_HIP_FP16_H)
#error "the macros and include guards ROCm's headers define"
#endif
#ifndef HIP_INCLUDE_HIP_HIP_RUNTIME_API_H   // (a library that declares the API itself)
typedef int hipError_t;
#endif
template <class T> __device__ T clamp_to(T v, T hi) { return std::min(std::max(v, T(0)), hi); }

__global__ void hipcc_style(float *out, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  std::array<float, 2> pair{x[i], 2.0f};
  static_assert(std::is_same<decltype(pair[0]), float &>::value, "");
  float v = std::max(pair[0], -1.0f) + std::abs(x[i]) + std::sqrt(std::fabs(x[i]))
            + std::numeric_limits<float>::epsilon() * (float)(INT_MAX > 0)
            + std::fmin(x[i], FLT_MAX);
  out[i] = clamp_to(v, 100.0f) + std::floor(x[i]);
  assert(out[i] >= -1e9f);
}

__host__ float host_side(float f) {   // (host code: read by the device compile, not run)
  __half h = __float2half_rn(f);
  std::unique_ptr<float> p(new float(__half2float(h)));
  float *d = nullptr;
  hipExtLaunchKernelGGL(hipcc_style, dim3(1), dim3(64), 0, 0, nullptr, nullptr, 0, d, d, 1);
  return *p;
}
"""


@pytest.mark.each_compiler
def test_code_hipcc_takes_compiles_warning_free_and_runs(env):
    """std::max with no <algorithm>, <memory> and <array> beside hip_runtime.h, ROCm's
    include guards, __float2half_rn in host code, hipExtLaunchKernelGGL: no warning under
    -Wall -Wextra, and the results float32 arithmetic gives."""
    module = hip.compile(HIPCC_STYLE, options=["-Wall", "-Wextra"], **env)
    assert module.diagnostics == ""
    x = np.linspace(-3, 5, 100).astype(np.float32)
    out = np.zeros_like(x)
    run(module, "hipcc_style", 2, 64, [out, x, x.size], env)
    f = np.float32
    v = (np.maximum(x, f(-1)) + np.abs(x)) + np.sqrt(np.abs(x))
    v = (v + np.finfo(np.float32).eps) + x
    assert np.array_equal(out, np.minimum(np.maximum(v, f(0)), f(100)) + np.floor(x))


VECTORS = r"""
#include <hip/hip_runtime.h>
__global__ void vectors(float4 v, float3 *out, int4 *ints) {
  int i = threadIdx.x;
  float3 p = make_float3(v.x * i, v.y, v.z + v.w);
  p += 1.0f;                     // (a scalar broadcast)
  out[i] = p * make_float3(1, 2, 3);
  int4 k = make_int4(i, -i, 2 * i, 7);
  ints[i] = (k << 1) ^ int4(1);
}
"""


def test_hip_vector_types_are_rocms(env):
    """float4 is HIP_vector_type<float, 4> (a by-value parameter takes its four lanes),
    float3 is 12 bytes as in ROCm, and the operators work lane by lane with scalars
    broadcast."""
    module = hip.compile(VECTORS, **env)
    v = module.kernel("vectors").params[0]
    assert (v.kind, v.lanes, v.element) == ("vector", 4, np.dtype(np.float32))
    out, ints = np.zeros((64, 3), np.float32), np.zeros((64, 4), np.int32)
    run(module, "vectors", 1, 64, [(1.0, 2.0, 3.0, 4.0), out, ints], env)
    i = np.arange(64, dtype=np.float32)
    want = np.stack([(i + 1) * 1, np.full(64, 3.0 * 2), np.full(64, 8.0 * 3)], axis=1)
    assert np.array_equal(out, want.astype(np.float32))
    k = np.stack([i, -i, 2 * i, np.full(64, 7)], axis=1).astype(np.int32)
    assert np.array_equal(ints, (k << 1) ^ 1)


def test_the_version_file_and_header_agree():
    """clang reads share/hip/version through --hip-path; hip_version.h says the same."""
    version = dict(line.split("=") for line in (Path(hip.compiler.HIP_PATH) / "share" / "hip"
                                                / "version").read_text().split())
    header = (INCLUDE / "hip" / "hip_version.h").read_text()
    for name, value in version.items():
        assert re.search(rf"#define {name} {value}\b", header), name


HALVES = r"""
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
__global__ void halves(const float *x, __half *rn, __half *rz, __half *ru, __half *rd,
                       __half *arith, int *ints, __half2 *pairs) {
  int i = threadIdx.x;
  float f = x[i];
  rn[i] = __float2half_rn(f);
  rz[i] = __float2half_rz(f);
  ru[i] = __float2half_ru(f);
  rd[i] = __float2half_rd(f);
  __half a = rn[i], b = __float2half(0.375f);
  __half s = a * b + a;
  s += b;
  arith[i] = __hfma(a, b, s);
  ints[i] = __half2int_rd(a) * 1000 + (a > b) * 10 + __hisnan(a);
  pairs[i] = __hmul2(__halves2half2(a, b), __float2half2_rn(2.0f));
}
"""


@np.errstate(over="ignore")
def _directed(x: np.ndarray, mode: str) -> np.ndarray:
    """float32 -> float16 toward zero, up or down (numpy: nearest even, then a step)."""
    h = x.astype(np.float16)
    back = h.astype(np.float32)
    wrong = {"rz": np.abs(back) > np.abs(x), "ru": back < x, "rd": back > x}[mode]
    target = {"rz": np.float16(0), "ru": np.float16(np.inf), "rd": np.float16(-np.inf)}[mode]
    return np.where(wrong, np.nextafter(h, target), h)


@pytest.mark.each_compiler
@np.errstate(over="ignore", invalid="ignore")
def test_half_struct_arithmetic_and_directed_conversions(env):
    """__half is ROCm's struct: conversions to nearest even and toward zero, up and down
    (exactly), operators with one f16 rounding each (contraction off), __hfma one for the
    whole, __half2 lanes."""
    rng = np.random.default_rng(5)
    x = np.concatenate([rng.uniform(-70000, 70000, 24), rng.uniform(-2, 2, 24),
                        rng.uniform(-1e-6, 1e-6, 14), [65519.99, -65520.0]]).astype(np.float32)
    outs = [np.zeros(64, np.float16) for _ in range(5)]
    ints, pairs = np.zeros(64, np.int32), np.zeros(128, np.float16)
    run(HALVES, "halves", 1, 64, [x, *outs, ints, pairs], env, options=["-ffp-contract=off"])
    rn, rz, ru, rd, arith = outs
    bits = np.uint16
    assert np.array_equal(rn.view(bits), x.astype(np.float16).view(bits))
    for got, mode in ((rz, "rz"), (ru, "ru"), (rd, "rd")):
        assert np.array_equal(got.view(bits), _directed(x, mode).view(bits)), mode
    a, b = rn.astype(np.float64), np.float64(0.375)
    s = ((a * b).astype(np.float16).astype(np.float64) + a).astype(np.float16)
    s = (s.astype(np.float64) + b).astype(np.float16)
    want = (a * b + s.astype(np.float64)).astype(np.float16)
    assert np.array_equal(arith.view(bits), want.view(bits))
    finite = np.isfinite(rn)
    assert np.array_equal(ints[finite], (np.floor(rn[finite]).astype(np.int64) * 1000
                                         + 10 * (rn[finite] > 0.375)))
    assert np.array_equal(pairs[0::2].view(bits), (rn * np.float16(2)).view(bits))
    assert np.all(pairs[1::2] == np.float16(0.75))


BFLOAT16 = r"""
#include <hip/hip_runtime.h>
#include <hip/hip_bf16.h>
#include <hip/hip_bfloat16.h>
__global__ void bf(const float *x, __hip_bfloat16 *a, hip_bfloat16 *b, hip_bfloat16 *t,
                   float *back) {
  int i = threadIdx.x;
  a[i] = __float2bfloat16(x[i]);
  b[i] = hip_bfloat16(x[i]);
  t[i] = hip_bfloat16(x[i], hip_bfloat16::truncate);
  back[i] = __bfloat162float(a[i] * a[i]) + float(b[i] + b[i]);
}
"""


def _bf16_rocm(x: np.ndarray) -> np.ndarray:
    """ROCm's float -> bfloat16 bits: nearest even; a NaN keeps its high half, bit 16 set
    where the low half held payload bits."""
    u = x.view(np.uint32).astype(np.uint64)
    finite = (~u & 0x7F800000) != 0
    rounded = (u + 0x7FFF + ((u >> 16) & 1)) >> 16
    nan = np.where(u & 0xFFFF, u | 0x10000, u) >> 16
    return np.where(finite, rounded, nan).astype(np.uint16)


@np.errstate(over="ignore", invalid="ignore")
def test_bfloat16_types_round_as_rocm_does(env):
    """__hip_bfloat16 and hip_bfloat16 round to nearest even by ROCm's integer rule (NaN
    payloads kept quiet), truncate when asked; arithmetic in float, rounded back."""
    rng = np.random.default_rng(9)
    x = np.concatenate([rng.standard_normal(56) * 1e3,
                        [np.inf, -np.inf, 0.0, -0.0, 3.4e38, 1.00390625, 1.01171875]])
    x = np.concatenate([x.astype(np.float32), np.array([0x7F800001], np.uint32).view(
        np.float32)])
    a, b, t = (np.zeros(64, ml_dtypes.bfloat16) for _ in range(3))
    back = np.zeros(64, np.float32)
    run(BFLOAT16, "bf", 1, 64, [x, a, b, t, back], env)
    want = _bf16_rocm(x)
    assert np.array_equal(a.view(np.uint16), want)
    assert np.array_equal(b.view(np.uint16), want)
    assert np.array_equal(t.view(np.uint16), (x.view(np.uint32) >> 16).astype(np.uint16))
    v = (want.astype(np.uint32) << 16).view(np.float32)
    square = (_bf16_rocm(v * v).astype(np.uint32) << 16).view(np.float32)
    double = (_bf16_rocm(v + v).astype(np.uint32) << 16).view(np.float32)
    ok = np.isfinite(v)
    assert np.array_equal(back[ok], (square + double)[ok])


FP8 = r"""
#include <hip/hip_runtime.h>
#include <hip/hip_fp8.h>
__global__ void fp8(const float *x, const double *d, __hip_fp8_e4m3_fnuz *e4,
                    __hip_fp8_e5m2_fnuz *e5, unsigned char *nosat, unsigned char *wide,
                    float *back) {
  int i = threadIdx.x;
  e4[i] = __hip_fp8_e4m3_fnuz(x[i]);
  e5[i] = __hip_fp8_e5m2_fnuz(x[i]);
  nosat[i] = __hip_cvt_float_to_fp8(x[i], __HIP_NOSAT, __HIP_E4M3_FNUZ);
  wide[i] = __hip_cvt_double_to_fp8(d[i], __HIP_SATFINITE, __HIP_E4M3_FNUZ);
  back[i] = float(e4[i]) + float(e5[i]);
}
"""


def test_fp8_fnuz_conversions_are_the_emulators_formats(env):
    """gfx942's FNUZ fp8 types: a float saturated (the default) or not, then rounded to
    nearest even by the hardware's conversion — ml_dtypes' float8_e4m3fnuz / e5m2fnuz, the
    emulator's own formats, bit for bit; a double in one software rounding; read back
    exactly."""
    rng = np.random.default_rng(3)
    x = np.concatenate([rng.standard_normal(40) * 100, rng.uniform(-70000, 70000, 16),
                        [np.inf, -np.inf, np.nan, 0.0, -0.0, 239.9, 248.0, 1e-9]])
    x = x.astype(np.float32)
    d = x.astype(np.float64) * (1 + 1e-12)
    e4 = np.zeros(64, ml_dtypes.float8_e4m3fnuz)
    e5 = np.zeros(64, ml_dtypes.float8_e5m2fnuz)
    nosat, wide, back = np.zeros(64, np.uint8), np.zeros(64, np.uint8), np.zeros(64, np.float32)
    run(FP8, "fp8", 1, 64, [x, d, e4, e5, nosat, wide, back], env)

    def saturated(v, top, fmt):
        finite = np.isfinite(v)
        return np.where(finite, np.clip(v, -top, top), v).astype(fmt).view(np.uint8)

    with np.errstate(invalid="ignore", over="ignore"):
        assert np.array_equal(e4.view(np.uint8), saturated(x, 240, ml_dtypes.float8_e4m3fnuz))
        assert np.array_equal(e5.view(np.uint8), saturated(x, 57344, ml_dtypes.float8_e5m2fnuz))
        assert np.array_equal(nosat, x.astype(ml_dtypes.float8_e4m3fnuz).view(np.uint8))
        assert np.array_equal(wide, saturated(d, 240, ml_dtypes.float8_e4m3fnuz))
    want = e4.astype(np.float32) + e5.astype(np.float32)
    assert np.array_equal(back, want, equal_nan=True)


GROUPS = r"""
#include <hip/hip_runtime.h>
#include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void phases(int *data, int *out) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  unsigned i = grid.thread_rank();
  data[i] = i;
  grid.sync();                                   // (every workgroup's writes seen)
  out[i] = data[grid.size() - 1 - i];
  auto tile = cg::tiled_partition<16>(block);
  out[grid.size() + i] = tile.shfl_down((int)i, 1) + 1000 * tile.meta_group_rank();
  cg::thread_group dynamic = cg::tiled_partition(block, 8);
  auto active = cg::coalesced_threads();
  out[2 * grid.size() + i] = dynamic.thread_rank() + 100 * (int)__popcll(tile.ballot(i & 1))
                             + 10000 * (active.size() == 64 && active.thread_rank() == threadIdx.x % 64);
}
__global__ void check(int *p) { assert(p[threadIdx.x] < 3); }
"""


@pytest.mark.each_compiler
def test_cooperative_groups_and_device_assert(env):
    """A grid barrier over every workgroup (the reversed array after it), tiles of a
    wavefront (shuffles, ballots, ranks), coalesced lanes; a failed assert stops the
    launch with the message ROCm prints, once per message."""
    groups, block = 4, 128
    n = groups * block
    data, out = np.zeros(n, np.int32), np.zeros(3 * n, np.int32)
    run(GROUPS, "phases", groups, block, [data, out], env)
    i = np.arange(n)
    assert np.array_equal(out[:n], i[::-1])
    lane = i % block
    shifted = np.where(lane % 16 == 15, i, i + 1)
    assert np.array_equal(out[n:2 * n], shifted + 1000 * (lane // 16))
    assert np.array_equal(out[2 * n:], lane % 8 + 100 * 8 + 10000)
    with pytest.raises(LaunchFault, match=re.escape(
            "<source>:19: void check(int *): Device-side assertion `p[threadIdx.x] < 3' "
            "failed. (×61)")):
        run(GROUPS, "check", 1, 64, [np.arange(64, dtype=np.int32)], env)


STRUCTS = r"""
#include <hip/hip_runtime.h>
typedef float real;
namespace ns { struct Scale { int k; double w; }; }
template <class T> struct Args { const real *a; T *b; int n; ns::Scale scale; float4 v;
                                 int extra[3]; };
template <class T> __global__ void axpy(Args<T> args, int x) {
  int i = threadIdx.x;
  if (i < args.n)
    args.b[i] = args.a[i] * args.scale.k + args.scale.w + args.v.y + args.extra[2] + x;
}
template __global__ void axpy<float>(Args<float>, int);
struct Flags { unsigned on : 1; int *p; };
extern "C" __global__ void flagged(Flags f) { if (f.on) f.p[0] = 1; }
"""


@pytest.mark.each_compiler
def test_structs_of_device_pointers_by_value(env):
    """A struct parameter (CK/aiter style) from a dict, a dataclass, a ctypes Structure or a
    numpy structured scalar: its fields as clang lays them out, its pointer fields' arrays
    allocated and copied back like a top-level pointer; bad fields named."""
    module = hip.compile(STRUCTS, **env)
    a = np.arange(64, dtype=np.float32)
    b = np.zeros(64, np.float32)
    fields = dict(a=a, b=b, n=50, scale=dict(k=2, w=0.5), v=(1, 2, 3, 4), extra=[1, 2, 3])
    run(module, "axpy<float>", 1, 64, [fields, 10], env)
    want = np.where(np.arange(64) < 50, a * 2 + 0.5 + 2 + 3 + 10, 0).astype(np.float32)
    assert np.array_equal(b, want)

    @dataclasses.dataclass
    class Scale:
        k: int
        w: float

    @dataclasses.dataclass
    class Args:
        a: np.ndarray
        b: np.ndarray
        n: int
        scale: Scale
        v: tuple
        extra: list

    b[:] = 0
    run(module, "axpy<float>", 1, 64, [Args(a, b, 64, Scale(1, 0), (0, 0, 0, 0), [0, 0, 0]),
                                       0], env)
    assert np.array_equal(b, a)

    class CScale(ctypes.Structure):
        _fields_ = [("k", ctypes.c_int), ("w", ctypes.c_double)]

    class CArgs(ctypes.Structure):   # (pointer fields hold the arrays as Python objects)
        _fields_ = [("a", ctypes.py_object), ("b", ctypes.py_object), ("n", ctypes.c_int),
                    ("scale", CScale), ("v", ctypes.c_float * 4), ("extra", ctypes.c_int * 3)]

    b[:] = 0
    run(module, "axpy<float>", 1, 64, [CArgs(a, b, 64, CScale(3, 0), (0, 0, 0, 0),
                                             (0, 0, 0)), 0], env)
    assert np.array_equal(b, 3 * a)
    record = np.array([(a, b, 64, (0, 1.0), (0, 5, 0, 0), (0, 0, 1))], dtype=[
        ("a", "O"), ("b", "O"), ("n", "i4"), ("scale", [("k", "i4"), ("w", "f8")]),
        ("v", "f4", 4), ("extra", "i4", 3)])[0]
    run(module, "axpy<float>", 1, 64, [record, 0], env)
    assert np.all(b == 7)
    bad = [(dict(fields, scale=dict(k=1)), r"args\.scale has missing field\(s\) w"),
           (dict(fields, c=1), r"args has no field 'c'"),
           (dict(fields, a=a.astype(np.float64)), r"parameter 'args\.a' \(const float \*\) "
                                                  r"points to float32"),
           (dict(fields, extra=[1, 2]), r"args\.extra \(int\[3\]\) takes 3 values"),
           (3, r"give args as a dict, a dataclass")]
    for value, message in bad:
        with pytest.raises(hip.HipError, match=message):
            run(module, "axpy<float>", 1, 64, [value, 0], env)
    with pytest.raises(hip.HipError, match=r"f\.on is a bit-field"):
        run(module, "flagged", 1, 64, [dict(on=1, p=np.zeros(1, np.int32))], env)


def test_calls_nothing_defines_and_kernels_compiled_to_nothing(env):
    """erff and double exp need ROCm's ocml: the compile names them and the way to get
    them; a kernel left empty by an #if for another GPU is a warning naming it, and the
    launch report says what compiled it."""
    with pytest.raises(hip.HipError, match=r"calls __ocml_erf_f32 \(erf on float\), "
                                           r"__ocml_exp_f64 \(exp on double\).*headers='system'"):
        hip.compile("#include <hip/hip_runtime.h>\n__global__ void e(float *o, double *d) "
                    "{ o[0] = erff(o[1]); d[0] = exp(d[1]); }", **env)
    with pytest.raises(hip.HipError, match=r"calls helper\(float\), which nothing"):
        hip.compile("#include <hip/hip_runtime.h>\n__device__ float helper(float);\n"
                    "__global__ void e(float *o) { o[0] = helper(o[1]); }", **env)
    source = ("#include <hip/hip_runtime.h>\n__global__ void guarded(float *o) {\n"
              "#if defined(__gfx90a__)\n  o[threadIdx.x] = 1;\n#endif\n}\n")
    with pytest.warns(hip.HipWarning, match=r"kernel 'guarded' compiled to nothing but "
                                            r"s_endpgm .*-O3 -DTILE=4"):
        module = hip.compile(source, defines={"TILE": 4}, **env)
    assert module.compiled_with == f"compiled by {env['clang']} for gfx942: -O3 -DTILE=4"


def test_every_compiler_found_or_refused_with_its_reason(tmp_path, monkeypatch):
    """clang 19+ with the AMDGPU target under any name (hipcc: the clang it runs); an older
    clang, one without the target, or no clang at all is refused in one line."""
    real = hip.toolchain.find_clang()

    def script(name, text):
        path = tmp_path / name
        path.write_text(f"#!/bin/sh\ncat <<'EOF'\n{text}\nEOF\n")
        path.chmod(path.stat().st_mode | stat.S_IEXEC)

    script("clang-18", "Ubuntu clang version 18.1.3")
    script("clang-38", "clang version 38.0.0\n  Registered Targets:\n    x86-64 - 64-bit X86")
    script("hipcc", f"HIP version: 6.2.0\nAMD clang version {real.major}.0.0\n"
                    f"InstalledDir: {tmp_path / 'llvm'}")
    (tmp_path / "llvm").mkdir()
    (tmp_path / "llvm" / "clang").symlink_to(real.path)
    monkeypatch.setenv("PATH", f"{tmp_path}:{__import__('os').environ['PATH']}")
    monkeypatch.setattr(hip.toolchain, "_CHECKED", {})
    monkeypatch.setattr(hip.toolchain, "_FOUND", {})
    for name, message in (("clang-18", "clang 18; HIP for gfx942 needs clang 19 or newer"),
                          ("clang-38", "clang 38 built without LLVM's AMDGPU target"),
                          ("nope-clang", "not found")):
        with pytest.raises(hip.HipError, match=re.escape(f"clang={name}: {message}")):
            hip.toolchain.find_clang(name)
    hipcc = hip.toolchain.find_clang("hipcc")
    assert (hipcc.name, hipcc.path, hipcc.major) == ("hipcc", str(tmp_path / "llvm" / "clang"),
                                                     real.major)
    assert hip.toolchain.find_clang().major == real.major   # (the newest usable one)
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    with pytest.raises(hip.HipError, match="no clang 19 or newer with the AMDGPU target"):
        hip.toolchain.find_clang()
