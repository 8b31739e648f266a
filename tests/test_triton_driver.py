"""The emulator as Triton's driver (emulator/triton/driver.py): unmodified ``kernel[grid]``
launches on torch CPU tensors — Triton's tutorial as written, strides, storage offsets and
aliasing, every element type, autotune, heuristics, warmup and the compile cache — give
what ``emulator.triton.launch`` gives, bit for bit; do_bench reports the device model's
time; numpy arrays go through ``Buffer``; the pytest plugin runs a suite written for a GPU.
Skipped without Triton and torch."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

triton = pytest.importorskip("triton")
from .helpers import lazy_module_or_skip  # noqa: E402

torch = lazy_module_or_skip("torch")

import triton.language as tl  # noqa: E402

import emulator.triton as et  # noqa: E402
from emulator.triton.driver import ModelledTimeWarning  # noqa: E402

from . import triton_tutorial as tt  # noqa: E402

pytestmark = pytest.mark.xdist_group("device_model")   # (conftest.py)


@pytest.fixture(autouse=True)
def _driver():
    with et.active() as driver:
        yield driver


@triton.jit
def copy_kernel(src, dst, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(dst + offsets, tl.load(src + offsets, mask=mask), mask=mask)


@triton.jit
def strided_scale(x_ptr, out_ptr, n, x_stride, out_stride, scale, BLOCK: tl.constexpr):
    i = tl.arange(0, BLOCK)
    mask = i < n
    x = tl.load(x_ptr + i * x_stride, mask=mask)
    tl.store(out_ptr + i * out_stride, x * scale, mask=mask)


def test_the_vector_add_tutorial_as_written():
    torch.manual_seed(0)
    size = 98432
    x, y = torch.rand(size), torch.rand(size)
    output = torch.empty_like(x)
    n_elements = output.numel()
    grid = lambda meta: (triton.cdiv(n_elements, meta["BLOCK_SIZE"]),)  # noqa: E731
    tt.add_kernel[grid](x, y, output, n_elements, BLOCK_SIZE=1024)
    assert torch.equal(output, x + y)


def test_strides_offsets_and_aliasing_leave_other_bytes_alone():
    x = torch.arange(64, dtype=torch.float32)
    out = torch.full((200,), -1.0)
    strided_scale[(1,)](x[3::2], out[10:], 20, 2, 3, 0.5, BLOCK=32)
    expected = torch.full((200,), -1.0)
    expected[10:70:3] = x[3:43:2] * 0.5
    assert torch.equal(out, expected)
    inplace = torch.arange(100, dtype=torch.float32)
    strided_scale[(1,)](inplace, inplace, 100, 1, 1, 2.0, BLOCK=128)   # (one storage)
    assert torch.equal(inplace, torch.arange(100, dtype=torch.float32) * 2)


@triton.jit
def add_if(x_ptr, flag, BLOCK: tl.constexpr):
    i = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + i)
    if flag:
        x = x + 1
    tl.store(x_ptr + i, x)


def test_an_unspecialised_bool_goes_as_triton_passes_it():
    """A bool argument (not a constexpr) is Triton's u1, a byte of 0 or 1."""
    x = torch.zeros(64)
    for flag, want in ((False, 0.0), (True, 1.0), (torch.tensor(True), 2.0)):
        add_if[(1,)](x, flag, BLOCK=64)
        assert torch.equal(x, torch.full((64,), want))


@triton.jit
def doubled_tile(desc, out_ptr, row, M: tl.constexpr, N: tl.constexpr):
    x = desc.load([row, 0])
    i = tl.arange(0, M)[:, None] * N + tl.arange(0, N)[None, :]
    tl.store(out_ptr + i, x * 2)


def test_a_host_tensor_descriptor_goes_as_tritons_launcher_decomposes_it():
    """A host-side TensorDescriptor is its base, shape and strides (Triton's HIP
    launcher's decomposition for gfx942); loads past its shape read zero."""
    from triton.tools.tensor_descriptor import TensorDescriptor

    a = torch.arange(40 * 16, dtype=torch.float32).reshape(40, 16)
    out = torch.zeros(16, 16)
    doubled_tile[(1,)](TensorDescriptor.from_tensor(a, [16, 16]), out, 8, M=16, N=16)
    assert torch.equal(out, a[8:24] * 2)
    doubled_tile[(1,)](TensorDescriptor.from_tensor(a, [16, 16]), out, 32, M=16, N=16)
    assert torch.equal(out[:8], a[32:] * 2) and not out[8:].any()


@pytest.mark.parametrize("dtype", ["float32", "float16", "bfloat16", "float8_e4m3fnuz",
                                   "float8_e5m2fnuz", "int8", "int16", "int32", "int64",
                                   "uint8", "bool"])
def test_every_element_type_travels_bit_for_bit(dtype):
    kind = getattr(torch, dtype)
    raw = torch.randint(0, 256, (300,), dtype=torch.uint8, generator=torch.Generator()
                        .manual_seed(1))
    src = raw.view(torch.int8).to(torch.bool) if kind is torch.bool else \
        torch.randint(0, 256, (300 * torch.empty(0, dtype=kind).element_size(),),
                      dtype=torch.uint8, generator=torch.Generator().manual_seed(2)).view(kind)
    if kind.is_floating_point:   # (NaN bits may be quieted by a float load: none here)
        src = torch.where(torch.isnan(src.float()), torch.zeros_like(src), src)
    dst = torch.zeros_like(src)
    copy_kernel[(3,)](src, dst, src.numel(), BLOCK=128)
    assert torch.equal(dst.view(torch.uint8), src.view(torch.uint8))


def test_a_matmul_equals_emulator_triton_launch_bit_for_bit():
    torch.manual_seed(3)
    a, b = torch.randn(64, 64).half(), torch.randn(64, 64).half()
    c = torch.empty(64, 64)
    options = dict(BLOCK_M=32, BLOCK_N=32, BLOCK_K=32, PRECISION="ieee", RELU=False)
    tt.matmul_kernel[(2, 2)](a, b, c, None, 64, 64, 64, 64, 64, 64, **options)
    reference = np.zeros((64, 64), np.float32)
    et.launch(tt.matmul_kernel, (2, 2), a.numpy(), b.numpy(), reference, None, 64, 64, 64,
              64, 64, 64, **options)
    assert np.array_equal(c.numpy(), reference)


@triton.autotune(configs=[triton.Config({"BLOCK": 64}), triton.Config({"BLOCK": 256})],
                 key=["n"])
@triton.heuristics({"EVEN": lambda args: args["n"] % args["BLOCK"] == 0})
@triton.jit
def tuned_double(x_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    if EVEN:
        tl.store(x_ptr + offsets, tl.load(x_ptr + offsets) * 2)
    else:
        mask = offsets < n
        tl.store(x_ptr + offsets, tl.load(x_ptr + offsets, mask=mask) * 2, mask=mask)


def test_autotune_heuristics_warmup_and_the_compile_cache():
    x = torch.arange(1000, dtype=torch.float32)
    grid = lambda meta: (triton.cdiv(1000, meta["BLOCK"]),)  # noqa: E731
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ModelledTimeWarning)
        tuned_double[grid](x, 1000)   # (autotune benchmarks each config: its do_bench)
    # (the autotuner's runs each doubled x; what stays is one more doubling than before)
    assert tuned_double.best_config.kwargs["BLOCK"] in (64, 256)
    before = x.clone()
    tuned_double[grid](x, 1000)
    assert torch.equal(x, before * 2)
    compiled = tt.add_kernel.warmup(x, x, x, 1000, BLOCK_SIZE=256, grid=(4,))
    assert compiled is not None and compiled.asm.get("hsaco")
    cached = tt.add_kernel.device_caches[0][0]
    count = len(cached)
    y = torch.ones(1000)
    tt.add_kernel[(4,)](y, y, y, 1000, BLOCK_SIZE=256)   # (the warmed-up specialisation)
    assert len(cached) == count and torch.equal(y, torch.full((1000,), 2.0))


def test_do_bench_reports_the_device_models_time_and_says_so(_driver):
    x, out = torch.rand(4096), torch.empty(4096)
    call = lambda: tt.add_kernel[(4,)](x, x, out, 4096, BLOCK_SIZE=1024)  # noqa: E731
    import emulator.triton.driver as driver_module
    driver_module._WARNED.clear()
    with pytest.warns(ModelledTimeWarning, match="device model's kernel time at 2100 MHz") \
            as caught:
        ms = triton.testing.do_bench(call)
    assert "8 µs of launch overhead" in str(caught[0].message)
    kernel = tt.add_kernel.device_caches[0][0]
    assert kernel and ms > 0
    with _driver.timed() as reports:
        call()
    assert ms == pytest.approx((reports[0].time_us + 8.0) / 1000)
    # (from caches as do_bench's flush leaves them: each line the kernel brings in writes
    # one of the flush's back)
    assert reports[0].memory["written_back"] == reports[0].memory["hbm"] > 0
    assert triton.testing.do_bench(call, quantiles=[0.5, 0.2]) == [ms, ms]
    summary = reports[0].summary()
    assert summary["clock_mhz"] == 2100 and summary["launch_overhead_us"] == 8.0
    assert summary["launch_time_us"] == pytest.approx(reports[0].time_us + 8.0)


def test_do_bench_of_a_cpu_operation_times_it_on_the_host_clock_and_says_so():
    """A benchmarked function that launches no Triton kernel (the tutorials' "torch"
    provider) is timed on this host's clock, never 0 ms, with the statistic asked for."""
    import time

    import emulator.triton.driver as driver_module
    driver_module._HOST_WARNED.clear()
    sleep = lambda: time.sleep(0.002)  # noqa: E731
    with pytest.warns(et.HostTimeWarning, match="launched no Triton kernel"):
        ms = triton.testing.do_bench(sleep, rep=20)
    assert 2.0 <= ms < 50
    low, high = triton.testing.do_bench(sleep, rep=20, quantiles=[0.2, 0.8])
    assert 2.0 <= low <= high
    times = triton.testing.do_bench(sleep, rep=20, return_mode="all")
    assert len(times) >= 5 and min(times) >= 2.0
    with pytest.raises(ValueError, match="return_mode must be one of"):
        triton.testing.do_bench(sleep, rep=1, return_mode="mode")


def test_the_tutorials_stream_calls_on_the_active_torch_device():
    """Triton's tutorials set a stream on the active torch device's module (``torch.cpu``
    here, which lacks set_stream): the emulator provides it while active (one in-order
    stream: nothing changes) and takes it away after."""
    import torch
    had = hasattr(torch.cpu, "set_stream")
    with et.active():
        device = triton.runtime.driver.active.get_active_torch_device()
        module = getattr(torch, device.type)
        module.set_stream(module.Stream())
        assert module.get_device_name() == "AMD Instinct MI300X (emulated)"
        module.empty_cache()
    assert hasattr(torch.cpu, "set_stream") == had


@triton.jit
def _hardware_reads(times, ids, threads):
    pid = tl.program_id(0)
    start = tl.extra.hip.memrealtime()
    end = tl.extra.hip.memrealtime()
    tl.store(times + 2 * pid, start)
    tl.store(times + 2 * pid + 1, end)
    tl.store(ids + pid, tl.extra.hip.smid())
    tl.store(threads + pid, tl.extra.hip.num_threads())


def test_what_triton_reads_of_the_hardware():
    """tl.extra.hip's memrealtime (s_memrealtime), smid (s_getreg of HW_ID's CU, SH and SE
    fields) and num_threads, as Triton's test_globaltimer/test_smid/test_num_threads use
    them: a counter that moves forward within a program, an ID in its 8-bit field, the
    launch's threads."""
    times = torch.zeros(8, dtype=torch.int64)
    ids = torch.full((4,), -1, dtype=torch.int32)
    threads = torch.zeros(4, dtype=torch.int32)
    _hardware_reads[(4,)](times, ids, threads, num_warps=2)
    pairs = times.view(4, 2)
    assert bool((pairs[:, 1] > pairs[:, 0]).all()) and bool((pairs[:, 0] > 0).all())
    assert bool(((ids >= 0) & (ids < 256)).all())
    assert threads.tolist() == [128] * 4


def test_numpy_arrays_through_buffer():
    a = np.arange(1024, dtype=np.float32)
    b = np.ones(1024, np.float32)
    c = np.zeros(1024, np.float32)
    tt.add_kernel[(1,)](et.Buffer(a), et.Buffer(b), et.Buffer(c[0:]), 1000, BLOCK_SIZE=1024)
    assert np.array_equal(c[:1000], a[:1000] + 1) and not c[1000:].any()


def test_a_gpu_tensor_is_refused_by_name():
    class Fake:
        device = torch.device("meta")
    with pytest.raises(TypeError, match="pointer argument takes a torch tensor"):
        from emulator.triton.tensors import Storages
        Storages().pointer(Fake())


def test_the_plugin_runs_a_suite_written_for_a_gpu(pytester):
    et.deactivate()   # (the plugin activates its own)
    pytester.makeconftest("""
import pytest
def pytest_addoption(parser):
    parser.addoption("--device", action="store", default="cuda")
@pytest.fixture
def device(request):
    return request.config.getoption("--device")
""")
    pytester.makepyfile(test_gpu=f"""
import torch, triton
import sys
sys.path.insert(0, {str(__import__('pathlib').Path(__file__).parents[1])!r})
from tests import triton_tutorial as tt
def test_add(device):
    x = torch.rand(1000, device=device)
    out = torch.empty_like(x)
    tt.add_kernel[(1,)](x, x, out, 1000, BLOCK_SIZE=1024)
    assert torch.equal(out, x + x)
    assert triton.runtime.driver.active.get_current_target().arch == "gfx942"
""")
    result = pytester.runpytest_inprocess("-p", "emulator.triton.plugin", "-p", "no:xdist",
                                          "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)
    et.activate()   # (for the fixture's deactivate)


def test_do_bench_can_time_timing_only():
    """``activate(bench_compute=False)``: do_bench's launches skip their MFMAs (the same
    modelled time, nothing written back); launches outside do_bench still compute."""
    torch.manual_seed(4)
    a, b = torch.randn(64, 64).half(), torch.randn(64, 64).half()
    options = dict(BLOCK_M=32, BLOCK_N=32, BLOCK_K=32, PRECISION="ieee", RELU=False)
    times, outputs = [], []
    for bench_compute in (True, False):
        with et.active(bench_compute=bench_compute) as driver:
            c = torch.zeros(64, 64)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", ModelledTimeWarning)
                times.append(triton.testing.do_bench(lambda: tt.matmul_kernel[(2, 2)](
                    a, b, c, None, 64, 64, 64, 64, 64, 64, **options)))
            skipped = driver.last.timing_only
            assert skipped is None if bench_compute else skipped.executions > 0
            outputs.append(c.clone())
            tt.matmul_kernel[(2, 2)](a, b, c, None, 64, 64, 64, 64, 64, 64, **options)
            assert driver.last.timing_only is None and c.abs().sum() > 0
    assert times[0] == times[1]
    assert outputs[0].abs().sum() > 0 and not outputs[1].any()
