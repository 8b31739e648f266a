"""The emulator as Triton's driver: unmodified ``kernel[grid](...)`` runs here.

``activate(device="mi300x")`` (by default the target's default device, mi300x; a device of
another target, ``mi250x``, emulates that target: gfx90a) makes an
``EmulatorDriver`` Triton's active driver (``triton.runtime.driver.set_active``);
``deactivate()`` puts the previous one back;
``active(...)`` does both around a ``with`` block. The driver reports
``GPUTarget("hip", "gfx942", 64)`` (the device's target) and the device's properties (CUs,
LDS, warp size, clock),
so Triton's JIT, ``warmup``, ``triton.autotune``, ``@triton.heuristics`` and its compile
cache work as on an MI300: Triton's own AMD backend compiles each specialisation to a code
object, which ``load_binary`` loads (isa.code_object) and the launcher runs with
``emulator.launch`` — torch CPU tensors (or ``Buffer``-wrapped numpy arrays) as the device
memory (emulator/triton/tensors.py), Triton's scratch buffers allocated per launch.

Timing: launches run the arithmetic only; ``triton.testing.do_bench`` (replaced while the
driver is active) runs the benchmarked function once with the device model on and returns
the model's kernel time in milliseconds — the model is deterministic, so one run is every
run — and says so once (``ModelledTimeWarning``). Its launches start with the caches as
Triton's own do_bench leaves them before each timed run: full of the dirty lines of the
256 MiB buffer it zeroes (``MemoryModel.dirty_at_launch_bytes``), each written back as
the kernel's lines displace it.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import warnings

import numpy as np
import triton
import triton.testing
from triton.backends.compiler import GPUTarget
from triton.backends.driver import DriverBase, decompose_descriptor, expand_signature
from triton.runtime import driver as config

from isa.peaks import device as find_device
from isa.targets import TARGETS, default_target

from ..kernel_metadata import assembled_program
from ..launch import launch as launch_kernel
from ..timing.device_report import MODEL_IGNORES
from isa.memory_model import after_benchmark_flush
from .tensors import Buffer, Storages, is_torch_tensor

WAVE = 64


class ModelledTimeWarning(UserWarning):
    """A time the device model gave, not one measured on a GPU."""


class HostTimeWarning(UserWarning):
    """A time measured on this host's clock (a benchmarked function that launched no
    Triton kernel: torch's own CPU operation), not a GPU's."""


def _program(data: bytes, target):
    """The program of a code object Triton loads (one per distinct bytes, as
    ``emulator.launch`` keeps one: kernel_metadata.py ``assembled_program``)."""
    name = f"<triton code object {hashlib.sha256(data).hexdigest()[:12]}>"
    return assembled_program(data, name, target)


class _Kernel:
    """What ``load_binary`` hands Triton as the function: the loaded program and name."""

    def __init__(self, program, name: str) -> None:
        self.program, self.name = program, name

    def __repr__(self) -> str:
        return f"<emulated kernel {self.name}>"


class _Utils:
    """Triton's ``driver.utils``: loading code objects and the device's properties."""

    def __init__(self, driver: "EmulatorDriver") -> None:
        self.driver = driver

    def load_binary(self, name, kernel, shared, device):
        data = bytes(kernel)
        program = _program(data, self.driver.target)
        descriptor = program.kernel_descriptors.get(name, {})
        return (program, _Kernel(program, name), descriptor.get(".amdhsa_next_free_vgpr", 0),
                0, 1024)

    def unload_module(self, module) -> None:
        pass

    def get_device_properties(self, device=0) -> dict:
        dev = self.driver.device
        return {"max_shared_mem": self.driver.target.lds_bytes, "max_num_regs": 65536,
                "multiprocessor_count": dev.cus, "sm_clock_rate": int(dev.clock_mhz * 1000),
                "mem_clock_rate": 1_300_000, "mem_bus_width": 8192,
                "arch": f"{self.driver.arch}:sramecc+:xnack-", "warpSize": WAVE,
                "max_threads_per_sm": 2048, "cooperativeLaunch": 1}


def _flatten(types, values, out) -> None:
    """The kernel's runtime arguments: constexprs left out, tuples flattened, a host-side
    tensor descriptor decomposed as Triton's HIP launcher does for a target without
    descriptor metadata (gfx942): base pointer, shape, strides, padding and tf32 flags,
    then shape and strides again (triton.backends.driver.decompose_descriptor)."""
    for kind, value in zip(types, values):
        if isinstance(kind, tuple):
            _flatten(kind, value, out)
        elif isinstance(kind, str) and kind.startswith("tensordesc"):
            _flatten(expand_signature([kind], None, "tensordesc"),
                     decompose_descriptor(value), out)
        elif kind != "constexpr":
            out.append((kind, value))


class _Launcher:
    """Triton's launcher for one compiled kernel: its arguments as ``emulator.launch``
    takes them, one workgroup of 64 · num_warps work-items per program."""

    def __init__(self, driver: "EmulatorDriver", src, metadata) -> None:
        self.driver = driver
        self.types = tuple(src.signature.values())
        self.num_warps = metadata.num_warps
        self.shared = metadata.shared
        self.scratch = (getattr(metadata, "global_scratch_size", 0),
                        getattr(metadata, "profile_scratch_size", 0))

    def __call__(self, grid_x, grid_y, grid_z, stream, function, kernel_metadata,
                 launch_metadata, enter_hook, exit_hook, *args):
        storages = Storages()
        values = []
        flat: list = []
        _flatten(self.types, args, flat)
        for kind, value in flat:
            if isinstance(kind, str) and kind.startswith("*"):
                values.append(storages.pointer(value))
            else:
                if is_torch_tensor(value) or isinstance(value, np.generic):
                    value = value.item()
                # (an unspecialised bool is u1 (i1 in older Tritons), which Triton's
                # launcher passes as a byte: ty_to_cpp)
                values.append(int(value) if kind in ("u1", "i1") else value)
        programs = grid_x * grid_y * grid_z
        for size in self.scratch:   # (Triton's global and profile scratch, per program)
            values.append(np.zeros(programs * size, np.uint8) if size else None)
        if enter_hook is not None:
            enter_hook(launch_metadata)
        # (the driver active now: a kernel compiled under an earlier activation keeps its
        # launcher, and must time for the driver do_bench asks)
        current = config._active   # (not .active: that would make a GPU driver)
        driver = current if isinstance(current, EmulatorDriver) else self.driver
        timed = driver.reports is not None
        result = launch_kernel(function.program, kernel=function.name,
                               grid=(grid_x, grid_y, grid_z), block=(WAVE * self.num_warps,),
                               args=values, lds_bytes=self.shared,
                               device=driver.device if timed else None, workers=1,
                               compute=driver.computing or not timed,
                               memory_model=after_benchmark_flush(driver.device.memory)
                               if timed else None)
        storages.write_back()
        if timed:
            driver.reports.append(result.device)
        driver.last = result
        if exit_hook is not None:
            exit_hook(launch_metadata)


class _Event:
    """A device event on the model's clock: the kernel time of the launches so far."""

    def __init__(self, driver, enable_timing: bool = False) -> None:
        self.driver, self.at = driver, None

    def record(self, stream=None) -> None:
        self.at = self.driver.clock_ms

    def elapsed_time(self, end: "_Event") -> float:
        return end.at - self.at

    def synchronize(self) -> None:
        pass


class _DeviceInterface:
    """What ``driver.get_device_interface()`` answers (torch.cuda's shape): one device,
    synchronous, events on the model's clock."""

    def __init__(self, driver) -> None:
        self.driver = driver

    def Event(self, enable_timing: bool = False):   # noqa: N802 (torch.cuda's name)
        return _Event(self.driver, enable_timing)

    def synchronize(self, device=None) -> None:
        pass

    def current_device(self) -> int:
        return 0

    def device_count(self) -> int:
        return 1

    def set_device(self, device) -> None:
        pass

    def is_available(self) -> bool:
        return True

    @contextlib.contextmanager
    def stream(self, stream=None):
        yield stream

    def default_stream(self, device=None) -> int:
        return 0

    def current_stream(self, device=None) -> int:
        return 0


def _target_of(device):
    """The target whose device ``device`` is (a name any known target lists: ``mi250x`` is
    gfx90a's), the default target for None or one of its own devices."""
    default = default_target()
    name = getattr(device, "name", device)   # (an isa Device, or its name)
    if not isinstance(name, str) or any(d.name == name.lower() for d in default.devices):
        return default
    return next((t for t in TARGETS.values()
                 if any(d.name == name.lower() for d in t.devices)), default)


class EmulatorDriver(DriverBase):
    """Triton's driver for the emulator (module docstring). ``device``: the device model
    whose properties it reports and whose time ``do_bench`` gives. ``bench_compute=False``:
    ``do_bench`` times its function's launches timing-only (``launch(compute=False)``:
    their MFMAs uncomputed where that cannot change a kernel's own stream, nothing written
    back) — much faster on large matmuls, and right as long as no kernel of the benchmarked
    function steers by another's MFMA results (a router's top-k before a grouped GEMM would)."""

    def __init__(self, device: str | None = None, bench_compute: bool = True) -> None:
        super().__init__()
        self.target = _target_of(device)   # (the GPU it emulates: the device's)
        self.arch = self.target.processor
        self.device = find_device(device, self.target)
        self.bench_compute = bool(bench_compute)
        self.computing = True   # (False while do_bench times launches timing-only)
        self.utils = _Utils(self)
        self.launcher_cls = functools.partial(_Launcher, self)
        self.reports = None     # a list while do_bench times launches
        self.clock_ms = 0.0     # the model's clock: its launches' time so far
        self.last = None        # the last launch's LaunchResult

    @classmethod
    def is_active(cls) -> bool:
        return False   # (never chosen by Triton itself: activate() sets it)

    def map_python_to_cpp_type(self, ty: str) -> str:
        from triton.backends.amd.driver import ty_to_cpp
        return ty_to_cpp(ty)

    def get_current_target(self):
        return GPUTarget("hip", self.arch, WAVE)

    def get_active_torch_device(self):
        import torch
        return torch.device("cpu")

    def get_current_device(self) -> int:
        return 0

    def set_current_device(self, device) -> None:
        pass

    def get_current_stream(self, device=None) -> int:
        return 0

    def get_device_interface(self):
        return _DeviceInterface(self)

    def get_benchmarker(self):
        return do_bench

    def get_empty_cache_for_benchmark(self):
        return np.zeros(1, np.uint8)   # (each timed launch starts as after its flush)

    def clear_cache(self, cache) -> None:
        pass

    def allocate_default_profile_scratch(self, size: int, alignment: int, stream):
        return np.zeros(size, np.uint8)

    def assemble_tensormap_to_arg(self, tensormaps_info, args):
        return args

    @contextlib.contextmanager
    def timed(self, compute: bool = True):
        """Launches inside the block run the device model (``compute=False``: timing-only);
        yields their reports."""
        previous, self.reports = self.reports, []
        computing, self.computing = self.computing, compute
        try:
            yield self.reports
        finally:
            reports, self.reports = self.reports, previous
            self.computing = computing
            self.clock_ms += sum(r.launch_time_us for r in reports) / 1000


_STATE: list = []   # (the drivers and do_bench each activate() replaced, to put back)


def _torch_cpu_shims(emulator) -> dict:
    """What CUDA-style benchmark code calls on the active torch device's module that
    ``torch.cpu`` lacks — Triton's tutorials do ``stream = getattr(torch, DEVICE.type)
    .Stream(); getattr(torch, DEVICE.type).set_stream(stream)`` — as the emulator has it:
    one in-order stream (setting one changes nothing), the device model's name, no cache to
    empty. Only the names torch.cpu does not have; deactivate() removes them."""
    try:
        import torch
    except ImportError:   # (numpy arrays as the device memory: no torch device to serve)
        return {}
    shims = {"set_stream": lambda stream: None,
             "get_device_name": lambda device=None: f"{emulator.device.title} (emulated)",
             "empty_cache": lambda: None}
    added = {name: fn for name, fn in shims.items() if not hasattr(torch.cpu, name)}
    for name, fn in added.items():
        setattr(torch.cpu, name, fn)
    return added


def _remove_torch_cpu_shims(added: dict) -> None:
    if added:
        import torch
        for name, fn in added.items():
            if getattr(torch.cpu, name, None) is fn:
                delattr(torch.cpu, name)
_WARNED: list = []
_HOST_WARNED: list = []


def activate(device: str | None = None, bench_compute: bool = True) -> EmulatorDriver:
    """Make the emulator Triton's active driver (module docstring); returns it.
    ``bench_compute=False``: ``do_bench`` times timing-only (``EmulatorDriver``)."""
    emulator = EmulatorDriver(device, bench_compute)
    _STATE.append((config._active, triton.testing.do_bench, _torch_cpu_shims(emulator)))
    config.set_active(emulator)
    triton.testing.do_bench = do_bench
    return emulator


def deactivate() -> None:
    """Put back the driver and ``do_bench`` the last ``activate()`` replaced."""
    if not _STATE:
        return
    config._active, triton.testing.do_bench, shims = _STATE.pop()
    _remove_torch_cpu_shims(shims)


@contextlib.contextmanager
def active(device: str | None = None, bench_compute: bool = True):
    """``with emulator.triton.active(): kernel[grid](...)``."""
    emulator = activate(device, bench_compute)
    try:
        yield emulator
    finally:
        deactivate()


def do_bench(fn, warmup=25, rep=100, grad_to_none=None, quantiles=None, return_mode="mean"):
    """``triton.testing.do_bench`` on the emulator: ``fn`` run once with the device model
    on, each launch starting with the caches as do_bench's flush leaves them (module
    docstring); the modelled time of its launches in milliseconds — each kernel's and the
    device's launch overhead, as a GPU's timer around the launches sees them (every run of
    a deterministic model takes the same: any quantile, mean, min or max is that time)."""
    emulator = config._active
    if not isinstance(emulator, EmulatorDriver):
        raise RuntimeError("emulator.triton.do_bench needs the emulator's driver: "
                           "emulator.triton.activate()")
    if not _WARNED:
        _WARNED.append(True)
        warnings.warn(f"do_bench on the emulator: the {emulator.device.title} device model's "
                      f"kernel time at {emulator.device.clock_mhz:.0f} MHz and "
                      f"{emulator.device.launch_overhead_us:g} µs of launch overhead a "
                      f"launch, not a measurement"
                      f"{'' if emulator.bench_compute else ' (timing-only launches)'}, from "
                      f"caches full of the lines of do_bench's 256 MiB flush; the "
                      f"model ignores {', '.join(MODEL_IGNORES)}", ModelledTimeWarning,
                      stacklevel=2)
    with emulator.timed(emulator.bench_compute) as reports:
        fn()
    if not reports:   # (torch's own operation, as the tutorials' "torch" providers time)
        return _host_bench(fn, rep, quantiles, return_mode)
    ms = sum(r.launch_time_us for r in reports) / 1000
    if quantiles is not None:
        return [ms] * len(quantiles)
    return [ms] if return_mode == "all" else ms


def _host_bench(fn, rep, quantiles, return_mode):
    """``fn``'s time on this host's clock, as Triton's do_bench states it: runs for about
    ``rep`` ms (at least 5 and at most 1,000 runs), then the quantiles or the
    ``return_mode`` statistic of their times in ms; says so once (``HostTimeWarning``)."""
    import time

    if not _HOST_WARNED:
        _HOST_WARNED.append(True)
        warnings.warn("do_bench on the emulator: the benchmarked function launched no "
                      "Triton kernel, so its time is this host's clock (a CPU operation), "
                      "not a GPU's", HostTimeWarning, stacklevel=3)
    times: list[float] = []
    deadline = time.perf_counter() + rep / 1000
    while len(times) < 5 or (len(times) < 1000 and time.perf_counter() < deadline):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    if quantiles is not None:
        return [float(q) for q in np.quantile(times, quantiles)]
    if return_mode == "all":
        return times
    statistics = {"min": np.min, "max": np.max, "mean": np.mean, "median": np.median}
    if return_mode not in statistics:
        raise ValueError(f"return_mode must be one of {', '.join(statistics)} or all, not "
                         f"{return_mode!r}")
    return float(statistics[return_mode](times))


__all__ = ["Buffer", "EmulatorDriver", "HostTimeWarning", "ModelledTimeWarning", "activate",
           "active", "deactivate", "do_bench"]
