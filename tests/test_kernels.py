"""Compiler-generated gfx942 kernels (programs/kernels/, clang-19 -O3 from OpenCL C) launched
over multi-workgroup grids: exactly the bit-exact matrix-level model, close to numpy."""

from __future__ import annotations

import re
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import emulator
import isa
from emulator.kernel_metadata import LaunchError
from emulator.launch import launch
from emulator.api.sparse import compress
from isa.program import AsmError

from .helpers import ROOT

KERNELS = ROOT / "programs" / "kernels"
M = N = 64
K = 64


def tiled(name, a, b, tile_m, tile_n, k_step, c_dtype):
    """The kernel's tiling, computed with the matrix-level model, tile by tile."""
    out = np.zeros((a.shape[0], b.shape[1]), c_dtype)
    for i in range(0, a.shape[0], tile_m):
        for j in range(0, b.shape[1], tile_n):
            acc = np.zeros((tile_m, tile_n), c_dtype)
            for k in range(0, a.shape[1], k_step):
                acc = emulator.mfma(name, a[i:i + tile_m, k:k + k_step],
                                    b[k:k + k_step, j:j + tile_n], acc)
            out[i:i + tile_m, j:j + tile_n] = acc
    return out


def operands(kind, rng):
    if kind == "i8":
        return (rng.integers(-128, 128, (M, K)).astype(np.int8),
                rng.integers(-128, 128, (K, N)).astype(np.int8))
    dtype = {"xf32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16,
             "fp8": ml_dtypes.float8_e4m3fnuz, "f64": np.float64}[kind]
    return rng.standard_normal((M, K)).astype(dtype), rng.standard_normal((K, N)).astype(dtype)


CASES = [  # kernel, element kind, instruction, tile, k step, workgroup size, host views
    ("gemm_xf32", "xf32", "v_mfma_f32_16x16x8_xf32", 16, 8, 64, None),
    ("gemm_f16", "f16", "v_mfma_f32_32x32x8_f16", 32, 8, 64, None),
    ("gemm_bf16_lds", "bf16", "v_mfma_f32_16x16x16_bf16", 32, 16, 256, np.uint16),
    ("gemm_i8", "i8", None, 16, 32, 64, None),
    ("gemm_fp8", "fp8", "v_mfma_f32_16x16x32_fp8_fp8", 16, 32, 64, np.uint8),
    ("gemm_f64", "f64", "v_mfma_f64_16x16x4_f64", 16, 4, 64, None),
]


@pytest.mark.parametrize("kernel,kind,name,tile,k_step,block,view", CASES,
                         ids=[c[0] for c in CASES])
def test_compiled_kernel_is_bit_exact(kernel, kind, name, tile, k_step, block, view):
    rng = np.random.default_rng(len(kernel))
    a, b = operands(kind, rng)
    c_dtype = {"i8": np.int32, "f64": np.float64}.get(kind, np.float32)
    c = np.zeros((M, N), c_dtype)
    args = [a.view(view) if view else a, b.view(view) if view else b, c, M, N, K]
    result = launch(KERNELS / f"{kernel}.s", kernel=kernel, grid=(N // tile, M // tile),
                    block=block, args=args, workers=1)
    assert result.workgroups == (N // tile) * (M // tile) > 1
    exact = a.astype(np.float64) @ b.astype(np.float64)
    if kind == "i8":
        assert np.array_equal(c, exact.astype(np.int64))
        return
    # bf16 via LDS: each wave computes a 16x16 quarter of the workgroup's 32x32 tile
    model_tile = 16 if kernel == "gemm_bf16_lds" else tile
    want = tiled(name, a, b, model_tile, model_tile, k_step, c_dtype)
    assert np.array_equal(c.view(np.uint8), want.view(np.uint8))
    # xf32 truncates its inputs to 10 fraction bits: a relative error near 2^-10
    rtol, atol = {"xf32": (1e-2, 5e-2), "f64": (1e-12, 1e-12)}.get(kind, (1e-5, 1e-5))
    assert np.allclose(c, exact, rtol=rtol, atol=atol)


def sparse_operands(rng):
    a = rng.standard_normal((M, K)).astype(np.float16)
    groups = a.reshape(M, K // 4, 4)
    np.put_along_axis(groups, np.argsort(rng.random(groups.shape), axis=-1)[..., :2], 0,
                      axis=-1)
    record = isa.lookup("v_smfmac_f32_16x16x32_f16")
    values, positions = compress(record, a.view(np.uint16)[None])
    pairs = positions[0].reshape(M, K // 4, 2)
    fields = (pairs[..., 0] | pairs[..., 1] << 2).astype(np.uint8)
    index = (fields[:, 0::2] | fields[:, 1::2] << 4).astype(np.uint8)  # a byte per lane-row
    return a, values[0].view(np.float16), index


def test_compiled_sparse_kernel():
    rng = np.random.default_rng(7)
    a, values, index = sparse_operands(rng)
    b = rng.standard_normal((K, N)).astype(np.float16)
    c = np.zeros((M, N), np.float32)
    launch(KERNELS / "gemm_sparse_f16.s", kernel="gemm_sparse_f16", grid=(N // 16, M // 16),
           block=64, args=[values, index, b, c, M, N, K], workers=1)
    want = np.zeros((M, N), np.float32)
    for i in range(0, M, 16):
        for j in range(0, N, 16):
            acc = np.zeros((16, 16), np.float32)
            for k in range(0, K, 32):
                acc = emulator.smfmac("v_smfmac_f32_16x16x32_f16", a[i:i + 16, k:k + 32],
                                      b[k:k + 32, j:j + 16], acc)
            want[i:i + 16, j:j + 16] = acc
    assert np.array_equal(c, want)
    assert np.allclose(c, a.astype(np.float64) @ b, rtol=1e-5, atol=1e-5)


def test_executors_give_the_serial_result():
    rng = np.random.default_rng(3)
    a, b = operands("xf32", rng)
    serial = np.zeros((M, N), np.float32)
    path = KERNELS / "gemm_xf32.s"
    launch(path, kernel="gemm_xf32", grid=(4, 4), args=[a, b, serial, M, N, K], workers=1)
    pooled = np.zeros((M, N), np.float32)
    launch(path, kernel="gemm_xf32", grid=(4, 4), args=[a, b, pooled, M, N, K], workers=2)
    threaded = np.zeros((M, N), np.float32)
    with ThreadPoolExecutor(3) as pool:
        launch(path, kernel="gemm_xf32", grid=(4, 4), args=[a, b, threaded, M, N, K],
               executor=pool)
    assert np.array_equal(serial, pooled) and np.array_equal(serial, threaded)


def test_forked_workers_inherit_the_launch_rather_than_receive_it(monkeypatch):
    """A pool of the launch's own whose workers fork from the launching process is sent
    only each worker's workgroups (the program text and the memory image are inherited),
    and the result is the serial one; nothing is left behind afterwards."""
    import multiprocessing
    import pickle
    from concurrent.futures import ProcessPoolExecutor
    from emulator import workgroups
    if multiprocessing.get_start_method() != "fork":
        pytest.skip("workers do not fork here")
    sent = []
    real_map = ProcessPoolExecutor.map

    def recorded(pool, fn, *iterables, **kwargs):
        tasks = list(iterables[0])
        sent.extend(len(pickle.dumps(task)) for task in tasks)
        return real_map(pool, fn, tasks, **kwargs)
    monkeypatch.setattr(ProcessPoolExecutor, "map", recorded)
    rng = np.random.default_rng(4)
    a, b = operands("xf32", rng)
    path = KERNELS / "gemm_xf32.s"
    serial, pooled = np.zeros((M, N), np.float32), np.zeros((M, N), np.float32)
    launch(path, kernel="gemm_xf32", grid=(4, 4), args=[a, b, serial, M, N, K], workers=1)
    launch(path, kernel="gemm_xf32", grid=(4, 4), args=[a, b, pooled, M, N, K], workers=2)
    assert np.array_equal(serial, pooled)
    assert len(sent) == 2 and max(sent) < 200 < a.nbytes
    assert workgroups._INHERITED == {}


def test_bad_launches_leave_host_buffers_alone():
    path = KERNELS / "gemm_xf32.s"
    a = np.ones((M, K), np.float32)
    b = np.ones((K, N), np.float32)
    c = np.full((M, N), 7.0, np.float32)
    with pytest.raises(LaunchError, match="takes 6 arguments"):
        launch(path, kernel="gemm_xf32", args=[a, b, c, M, N])
    with pytest.raises(LaunchError, match="is a buffer"):
        launch(path, kernel="gemm_xf32", args=[a, 1.0, c, M, N, K])
    with pytest.raises(LaunchError, match="takes a number"):
        launch(path, kernel="gemm_xf32", args=[a, b, c, M, "64", K])
    with pytest.raises(LaunchError, match=r"no kernel 'gemm' \(kernels: gemm_xf32\)"):
        launch(path, kernel="gemm", args=[])
    small = np.ones((M // 2, K), np.float32)  # rows 32.. of A are missing
    with pytest.raises(LaunchError, match=r"kernel 'gemm_xf32', workgroup \(0, 2, 0\), wave 0:"
                                          r" .*gemm_xf32.s:\d+: pc \d+ .*global_load.*lane"):
        launch(path, kernel="gemm_xf32", grid=(4, 4), args=[small, b, c, M, N, K], workers=1)
    assert np.all(c == 7.0)                 # nothing copied back after a failure


def test_unsupported_instructions_are_named():
    text = (KERNELS / "gemm_xf32.s").read_text()
    unknown = text.replace("v_and_b32_e32 v1, 15, v0", "s_scratch_load_dwordx3 s5, s[2:3], 0", 1)
    with pytest.raises(AsmError, match="unknown or unsupported instruction "
                                       "'s_scratch_load_dwordx3'; did you mean"):
        launch(unknown, kernel="gemm_xf32", args=[])
    # (one llvm-mc takes but nothing documents: assembled, and the run stops naming it)
    stops = text.replace("v_and_b32_e32 v1, 15, v0", "s_scratch_load_dword s5, s[2:3], 0x10", 1)
    a, b = operands("xf32", np.random.default_rng(3))
    with pytest.raises(Exception, match="s_scratch_load_dword is not modelled: the address"):
        launch(stops, kernel="gemm_xf32", grid=(1, 1), workers=1,
               args=[a, b, np.zeros((M, N), np.float32), M, N, K])


@pytest.mark.skipif(shutil.which("clang-19") is None, reason="clang-19 (Debian) absent")
def test_sources_still_compile_to_runnable_kernels(tmp_path):
    """The committed .s files came from build.sh; a fresh compile must assemble and run."""
    out = tmp_path / "gemm_xf32.s"
    subprocess.run(["clang-19", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx942", "-nogpulib",
                    "-O3", "-S", "-x", "cl", "-cl-std=CL2.0", str(KERNELS / "gemm_xf32.cl"),
                    "-o", str(out)], check=True)
    rng = np.random.default_rng(9)
    a, b = operands("xf32", rng)
    c = np.zeros((M, N), np.float32)
    launch(out, kernel="gemm_xf32", grid=(4, 4), args=[a, b, c, M, N, K], workers=1)
    assert np.array_equal(c, tiled("v_mfma_f32_16x16x8_xf32", a, b, 16, 16, 8, np.float32))


def test_wfemu_launch_cli(tmp_path, capsys):
    from emulator.tools.cli import main
    rng = np.random.default_rng(11)
    a, b = operands("xf32", rng)
    np.save(tmp_path / "a.npy", a)
    np.save(tmp_path / "b.npy", b)
    np.save(tmp_path / "c.npy", np.zeros((M, N), np.float32))
    out = tmp_path / "out.npy"
    argv = ["launch", str(KERNELS / "gemm_xf32.s"), "--kernel", "gemm_xf32", "--grid", "4,4",
            "--arg", f"A={tmp_path / 'a.npy'}", "--arg", f"B={tmp_path / 'b.npy'}",
            "--arg", f"C={tmp_path / 'c.npy'}", "--arg", "M=64", "--arg", "N=64",
            "--arg", "K=64", "--out", f"C={out}", "--cycles", "--workers", "1"]
    assert main(argv) == 0
    text = capsys.readouterr().out
    assert "16 workgroup(s)" in text and "per SIMD" in text
    assert np.array_equal(np.load(out), tiled("v_mfma_f32_16x16x8_xf32", a, b, 16, 16, 8,
                                              np.float32))
    assert main(argv[:8]) == 3
    assert "missing argument(s): B, C, M, N, K" in capsys.readouterr().err
    # --out names the file np.save writes
    argv[argv.index(f"C={out}")] = f"C={tmp_path / 'plain'}"
    assert main(argv) == 0
    assert f"wrote {tmp_path / 'plain.npy'}" in capsys.readouterr().out
    assert (tmp_path / "plain.npy").exists()
    # --batch 1: one wave at a time, the same result and the same cycles
    argv[argv.index(f"C={tmp_path / 'plain'}")] = f"C={tmp_path / 'one'}"
    assert main(argv + ["--batch", "1"]) == 0
    assert text.splitlines()[1] == capsys.readouterr().out.splitlines()[1]
    assert np.array_equal(np.load(tmp_path / "one.npy"), np.load(out))


def test_launch_cycle_view():
    rng = np.random.default_rng(12)
    a, b = operands("xf32", rng)
    c = np.zeros((M, N), np.float32)
    result = launch(KERNELS / "gemm_xf32.s", kernel="gemm_xf32", grid=(4, 4),
                    args=[a, b, c, M, N, K], workers=1, cycles=True)
    assert len(result.wave_cycles) == 16
    assert all(w["mfma_count"] == K // 8 and w["hazards"] == 0 for w in result.wave_cycles)
    per_wave = result.wave_cycles[0]["total_cycles"]
    assert result.simd_cycles() == [4 * per_wave] * 4


def test_grid_on_a_local_dask_cluster():
    """The same launch through a Dask distributed cluster's executor (the `dist` extra): a
    worker thread in this process (launches in worker processes are tested with
    workers=2; a cluster of processes would start interpreters of its own)."""
    distributed = pytest.importorskip("distributed")
    rng = np.random.default_rng(13)
    a, b = operands("xf32", rng)
    c = np.zeros((M, N), np.float32)
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        launch(KERNELS / "gemm_xf32.s", kernel="gemm_xf32", grid=(4, 4),
               args=[a, b, c, M, N, K], executor=client.get_executor())
    assert np.array_equal(c, tiled("v_mfma_f32_16x16x8_xf32", a, b, 16, 16, 8, np.float32))


def test_wfemu_step_on_one_wave_of_a_launch(tmp_path):
    import subprocess
    import sys
    rng = np.random.default_rng(14)
    a, b = operands("xf32", rng)
    for name, value in (("a", a), ("b", b), ("c", np.zeros((M, N), np.float32))):
        np.save(tmp_path / f"{name}.npy", value)
    script = "break .LBB0_5\ncontinue\nprint s10\ncontinue\nquit\n"
    out = subprocess.run(
        [sys.executable, "-m", "emulator.tools.cli", "step", str(KERNELS / "gemm_xf32.s"),
         "--kernel", "gemm_xf32", "--grid", "4,4", "--arg", f"A={tmp_path / 'a.npy'}",
         "--arg", f"B={tmp_path / 'b.npy'}", "--arg", f"C={tmp_path / 'c.npy'}",
         "--arg", "M=64", "--arg", "N=64", "--arg", "K=64", "--workgroup", "1,2"],
        input=script, capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "breakpoint at pc 35" in out.stdout and "s10 =\n64 (0x40)" in out.stdout
    from emulator.dispatch import wave_for_debugging
    with pytest.raises(LaunchError, match="outside the grid"):
        wave_for_debugging(__import__("isa").assemble((KERNELS / "gemm_xf32.s").read_text()),
                           kernel="gemm_xf32", grid=(4, 4), args=[a, b, a, M, N, K],
                           workgroup=(4, 0))


def test_accumulators_in_archvgprs_as_newer_clang_emits():
    """clang-19 keeps the accumulator in accVGPRs; newer releases keep it in archVGPRs. The
    same kernel rewritten that way (a0-a3 -> v16-v19) gives the same result."""
    import re
    text = (KERNELS / "gemm_xf32.s").read_text()
    text = re.sub(r"v_accvgpr_write_b32 a(\d), ", lambda m: f"v_mov_b32 v{16 + int(m[1])}, ",
                  text)
    text = text.replace("a[0:3]", "v[16:19]")
    text = re.sub(r"(global_store_dword v\[\d+:\d+\]), a(\d)",
                  lambda m: f"{m[1]}, v{16 + int(m[2])}", text)
    assert "a0" not in text and "v_mfma_f32_16x16x8_xf32 v[16:19]" in text
    rng = np.random.default_rng(15)
    a, b = operands("xf32", rng)
    c_acc, c_arch = np.zeros((M, N), np.float32), np.zeros((M, N), np.float32)
    launch(KERNELS / "gemm_xf32.s", kernel="gemm_xf32", grid=(4, 4), args=[a, b, c_acc, M, N, K],
           workers=1)
    launch(text, kernel="gemm_xf32", grid=(4, 4), args=[a, b, c_arch, M, N, K], workers=1)
    assert np.array_equal(c_acc, c_arch)


# -- kernels of ordinary integer, LDS and f64 code (clang-19 -O3) -----------------------------
def test_compiled_integer_and_bit_kernel():
    """popcount, clz, rotate, division by constants, min/max, high and 24-bit multiplies,
    32- and 64-bit shifts: the expected values computed here per element in Python."""
    rng = np.random.default_rng(11)
    n = 4 * 64
    x = rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)
    y = rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)
    x[:6] = [0, 1, 0x80000000, 0xFFFFFFFF, 7, 10]
    out, wide = np.zeros(n, np.uint32), np.zeros(n, np.uint64)
    result = launch(KERNELS / "int_bits.s", kernel="int_bits", grid=(n // 64,), block=64,
                    args=[x, y, out, wide], workers=1)
    assert result.workgroups == 4
    m32, m64 = (1 << 32) - 1, (1 << 64) - 1

    def s32(v):
        return v - (1 << 32) if v >> 31 else v

    for i in range(n):
        a, b = int(x[i]), int(y[i])
        r = bin(a).count("1") + (32 - a.bit_length()) + (((a << 5) | (a >> 27)) & m32)
        r = (r & m32) ^ ((a // 7 + a % 10) & m32)
        r += (a if s32(a) > s32(b) else b) + min(a, b) + ((a * b) >> 32)
        r += ((a & 0xFFFFFF) * (b & 0xFFFFFF)) + ((s32(a) >> (b & 31)) & m32)
        assert int(out[i]) == r & m32, i
        w = a << 32 | b
        signed = w - (1 << 64) if w >> 63 else w
        want = (w >> (a & 63)) ^ ((w << (b & 63)) & m64) ^ ((signed >> 17) & m64) ^ (w // 3)
        assert int(wide[i]) == want, i


def test_compiled_lds_tree_reduction():
    """A 256-item workgroup sums through LDS with barriers (clang pairs the loads into
    ds_read2 / ds_read2st64): exact integer sums per workgroup."""
    rng = np.random.default_rng(12)
    groups = 6
    x = rng.integers(-(1 << 31), 1 << 31, groups * 256, dtype=np.int64).astype(np.int32)
    sums = np.zeros(groups, np.int32)
    launch(KERNELS / "lds_reduce.s", kernel="lds_reduce", grid=(groups,), block=256,
           args=[x, sums], workers=1)
    want = x.astype(np.int64).reshape(groups, 256).sum(axis=1)
    assert np.array_equal(sums, ((want + (1 << 31)) % (1 << 32) - (1 << 31)).astype(np.int32))


def test_compiled_f64_kernel():
    """a·x + y contracted to one fma (checked against exact rationals), and floor, IEEE
    max/min, ldexp and the f64→int→f64 round trip, each rounded as numpy rounds them."""
    from fractions import Fraction
    rng = np.random.default_rng(13)
    n, a, k = 3 * 64, 1.0 / 3.0, 5
    x = rng.standard_normal(n) * 1e3
    y = rng.standard_normal(n)
    y0, z = y.copy(), np.zeros(n)
    launch(KERNELS / "daxpy_f64.s", kernel="daxpy_f64", grid=(n // 64,), block=64,
           args=[a, x, y, z, k], workers=1)
    fma = [float(Fraction(a) * Fraction(float(xi)) + Fraction(float(yi)))
           for xi, yi in zip(x, y0)]
    assert np.array_equal(y, np.array(fma))
    want = (np.floor(x) + np.fmax(x, y0) - np.fmin(x, 0.5) + np.ldexp(x, k)
            + np.trunc(x))
    assert np.array_equal(z, want)


MIXED_HIP = r"""
#define __global__ __attribute__((global))
extern "C" __global__ void mixed(int *out, const signed char *a, const short *b, double *d,
                                 int n, int p1, float f, int m, int q, int c, int s) {
  int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  if (i < n) {
    out[i] = a[i] * c + b[i] * s + (int)(f * i) + m * p1 + q;
    d[i] = (double)i * f + (double)a[i];
  }
}
"""


@pytest.mark.skipif(shutil.which("clang-19") is None, reason="clang-19 (Debian) absent")
def test_clang_reads_the_argument_tail_past_the_kernarg_size(tmp_path):
    """clang-19 -O3 loads the last arguments with one wide s_load that ends past the
    kernarg size (s_load_dwordx8 at 0x20 of a 60-byte segment here; char/short arithmetic,
    int/float/double conversions): the launch pads the segment as the runtime does, and
    the kernel computes what C says."""
    src, out = tmp_path / "mixed.hip", tmp_path / "mixed.s"
    src.write_text(MIXED_HIP)
    subprocess.run(["clang-19", "-x", "hip", "--offload-arch=gfx942", "--cuda-device-only",
                    "-nogpuinc", "-nogpulib", "-O3", "-S", str(src), "-o", str(out)],
                   check=True)
    text = out.read_text()
    size = int(re.search(r"\.amdhsa_kernarg_size (\d+)", text).group(1))
    ends = [int(offset, 16) + 4 * int(width or 1) for width, offset in re.findall(
        r"s_load_dword(?:x(\d+))? s\[?[\d:]+\]?, s\[0:1\], 0x([0-9a-f]+)", text)]
    assert max(ends) > size, (size, ends)   # (the case this test is about)
    rng = np.random.default_rng(5)
    n = 100
    a = rng.integers(-128, 128, 128).astype(np.int8)
    b = rng.integers(-2 ** 15, 2 ** 15, 128).astype(np.int16)
    res, d = np.zeros(128, np.int32), np.zeros(128, np.float64)
    p1, f, m, q, c, s = -11, np.float32(2.75), 7, 1000, -3, 1234
    launch(out, kernel="mixed", grid=(2,), block=(64,),
           args=[res, a, b, d, n, p1, float(f), m, q, c, s], workers=1)
    i = np.arange(n)
    want = (a[:n].astype(np.int64) * c + b[:n].astype(np.int64) * s
            + (f * i.astype(np.float32)).astype(np.int32) + m * p1 + q)
    assert np.array_equal(res[:n], want.astype(np.int32)) and not res[n:].any()
    dwant = i.astype(np.float64) * np.float64(f) + a[:n].astype(np.float64)
    assert np.array_equal(d[:n], dwant) and not d[n:].any()


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 70), st.data())
def test_a_workers_changes_carry_exactly_the_bytes_it_changed(size, data):
    """What a worker sends back of an allocation (emulator/state/image_changes.py: changed
    64-bit words with a mask of their changed bytes, the bytes past the last whole word one
    by one) leaves exactly the bytes it changed, less those atomics touched, in another
    copy; two workers' changes applied in turn leave the later one's where both changed a
    byte. (Sizes that are not a multiple of 8 included.)"""
    from emulator.state.image_changes import apply_changes, changes_between
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32 - 1)))
    old = rng.integers(0, 256, size, dtype=np.uint8)
    flips = [rng.random(size) < p for p in (0.2, 0.05)]
    workers = []
    for flip in flips:
        new = old.copy()
        new[flip] ^= rng.integers(1, 256, int(flip.sum()), dtype=np.uint8)
        workers.append(new)
    excluded = rng.random(size) < 0.1 if data.draw(st.booleans()) else None
    merged, want = old.copy(), old.copy()
    for new in workers:
        found = changes_between(old, new, excluded)
        changed = (new != old) & (True if excluded is None else ~excluded)
        assert (found is None) == (not changed.any())
        if found is not None:
            apply_changes(merged, found)
        want[changed] = new[changed]
    assert np.array_equal(merged, want)
