"""Triton kernels on the emulator, launched the way an MI300 would run them.

``launch(fn, grid, *args, num_warps=4, **constexprs)`` is Triton's
``fn[grid](*args, num_warps=num_warps, **constexprs)`` with numpy arrays:

* it binds the arguments to ``fn``'s parameters (positional or by keyword, defaults
  applied): an array for a pointer parameter (written back in place), a Python number for
  a scalar, None for a pointer the kernel is compiled without (Triton's constexpr None), the
  constexprs by value;
* it compiles ``fn`` for ``GPUTarget("hip", "gfx942", 64)`` (or gfx90a: ``target=``) with
  Triton's own compiler,
  specialised as a PyTorch launch on an MI300 specialises it: each pointer's element type
  from the array's dtype (``POINTER_TYPES``), pointers 16-byte aligned and, for arrays
  under 2 GiB, within a 32-bit range (Triton's AMD buffer-op attribute), integers
  divisible by 16 marked so, integers equal to 1 folded to a constant, floats as fp32 and
  bools as i1 (Triton's rules, ``runtime/jit.py`` and ``backends/amd/compiler.py``);
* the assembly and Triton's metadata are cached on disk (``cache_dir()``) by the
  function's source, the signature, the specialisation, num_warps and Triton's version;
* it runs the kernel with ``emulator.launch``: ``grid`` programs (1 to 3 dimensions) of
  64 · num_warps work-items, Triton's ``shared`` bytes of dynamic LDS, None for the trailing
  scratch pointers Triton adds, the cycle accountant on.

The result (``TritonLaunch``) names the MFMA instructions in the kernel's code and carries
each wave's cycle estimate. Triton's compile errors come back as ``TritonError`` with
Triton's message; argument errors as ``TritonError`` naming the parameter; the emulator's
own errors (``LaunchError``, ``RunError``, ``IsaError``) as they are.

Triton is an optional dependency: ``pip install -e ".[triton]"``.
"""

from __future__ import annotations

import hashlib
import inspect
import json
import os
from dataclasses import dataclass
from pathlib import Path

import ml_dtypes
import numpy as np

import isa
from isa.targets import as_target

from ..kernel_metadata import assembled_program, explicit_args, kernel_info
from ..launch import LaunchResult, launch as launch_kernel

WAVE = 64
# numpy dtype of an array → the pointee type Triton's signature names
POINTER_TYPES = {
    np.dtype(np.float32): "fp32", np.dtype(np.float16): "fp16", np.dtype(np.float64): "fp64",
    np.dtype(ml_dtypes.bfloat16): "bf16", np.dtype(ml_dtypes.float8_e4m3fnuz): "fp8e4b8",
    np.dtype(ml_dtypes.float8_e5m2fnuz): "fp8e5b16",
    # (OCP's fp8, gfx950's: Triton's float8e4nv and float8e5)
    np.dtype(ml_dtypes.float8_e4m3fn): "fp8e4nv", np.dtype(ml_dtypes.float8_e5m2): "fp8e5",
    np.dtype(np.bool_): "i1",
    np.dtype(np.int8): "i8", np.dtype(np.int16): "i16", np.dtype(np.int32): "i32",
    np.dtype(np.int64): "i64", np.dtype(np.uint8): "u8", np.dtype(np.uint16): "u16",
    np.dtype(np.uint32): "u32", np.dtype(np.uint64): "u64",
}
_TWO_GIB = 1 << 31


class TritonError(Exception):
    """Triton could not compile the kernel, or the arguments do not fit it."""


@dataclass
class TritonLaunch:
    """What a launch ran: the kernel, its launch shape, the MFMA instructions its code
    holds, each wave's estimated cycles (cycle accountant), and the emulator's result."""

    kernel: str
    grid: tuple[int, ...]
    num_warps: int
    shared: int
    mfma: tuple[str, ...]
    wave_cycles: tuple[int, ...]
    assembly: Path
    result: LaunchResult

    @property
    def max_wave_cycles(self) -> int:
        return max(self.wave_cycles, default=0)

    @property
    def profile(self):
        """The launch's cycles by line of the kernel's source (``profile=True``), or None."""
        return self.result.profile

    @property
    def fidelity(self):
        """What ran that is not bit-exact by construction (emulator/fidelity.py)."""
        return self.result.fidelity


def cache_dir() -> Path:
    """Where compiled kernels are kept: $WFEMU_TRITON_CACHE, else
    $XDG_CACHE_HOME/wavefront-emu/triton (~/.cache without it)."""
    from emulator.user_cache import user_cache_dir

    root = os.environ.get("WFEMU_TRITON_CACHE")
    return Path(root) if root else user_cache_dir("triton")


def _triton():
    try:
        import triton
        from triton.backends.compiler import GPUTarget
        from triton.compiler import ASTSource
    except ImportError as exc:
        raise TritonError("Triton is not installed: pip install -e \".[triton]\" (or pip "
                          "install triton) to compile Triton kernels") from exc
    return triton, GPUTarget, ASTSource


def _scalar(name: str, value):
    """(signature type, specialisation: 'D' divisible by 16, or the folded constant)."""
    if isinstance(value, (bool, np.bool_)):
        return "i1", ""
    if isinstance(value, (int, np.integer)):
        value = int(value)
        if value == 1:
            return "constexpr", ""
        if -(1 << 31) <= value < (1 << 31):
            kind = "i32"
        elif -(1 << 63) <= value < (1 << 63):
            kind = "i64"
        elif value < (1 << 64):
            kind = "u64"
        else:
            raise TritonError(f"argument '{name}': {value} does not fit 64 bits")
        return kind, "D" if value % 16 == 0 else ""
    if isinstance(value, (float, np.floating)):
        return "fp32", ""
    raise TritonError(f"argument '{name}': a pointer takes a numpy array, a scalar a Python "
                      f"number; got {type(value).__name__}")


def _pointer(name: str, array: np.ndarray):
    if not array.flags.c_contiguous:
        raise TritonError(f"argument '{name}': the array must be C-contiguous "
                          "(np.ascontiguousarray)")
    kind = POINTER_TYPES.get(array.dtype)
    if kind is None:
        raise TritonError(f"argument '{name}': no Triton pointer type for {array.dtype} "
                          f"(takes {', '.join(str(d) for d in POINTER_TYPES)})")
    # (the emulator's buffers are 256-byte aligned; under 2 GiB Triton's AMD backend uses
    # buffer instructions with 32-bit offsets)
    return f"*{kind}", "DS" if array.nbytes < _TWO_GIB else "D"


def specialise(fn, args, constexprs):
    """(signature, constexprs, attrs, runtime arguments) of a call, as Triton's launcher
    specialises it."""
    params = getattr(fn, "params", None)
    if params is None or not hasattr(fn, "fn"):
        raise TritonError(f"{fn!r} is not a @triton.jit function")
    try:
        bound = inspect.signature(fn.fn).bind(*args, **constexprs)
    except TypeError as exc:
        raise TritonError(f"{fn.__name__}: {exc}") from None
    bound.apply_defaults()
    signature, folded, attrs, runtime = {}, {}, {}, []
    for index, param in enumerate(params):
        name = param.name
        value = bound.arguments[name]
        if param.is_constexpr:
            signature[name], folded[name] = "constexpr", value
            continue
        if value is None:   # (Triton: a constexpr None)
            signature[name], folded[name] = "constexpr", None
            continue
        if isinstance(value, np.ndarray):
            kind, desc = _pointer(name, value)
        else:
            kind, desc = _scalar(name, value)
        if kind == "constexpr":
            signature[name], folded[name] = "constexpr", int(value)
            continue
        signature[name] = kind
        attr = ([["tt.divisibility", 16]] if "D" in desc else []) + (
            [["tt.pointer_range", 32]] if "S" in desc else [])
        if attr:
            attrs[(index,)] = attr
        runtime.append(value)
    return signature, folded, attrs, runtime


def compile_kernel(fn, signature, constexprs, attrs, options: dict,
                   arch: str = "gfx942") -> tuple[Path, dict]:
    """The assembly for ``arch`` (gfx942, gfx90a) of a specialisation (cached on disk) and
    Triton's metadata; ``options``: Triton's compile options (num_warps, num_stages, …).
    Where Triton hands back only the code object (its cache keeps binaries alone:
    TRITON_STORE_BINARY_ONLY=1) the path is the ``.hsaco``, which runs the same
    (isa.code_object)."""
    triton, GPUTarget, ASTSource = _triton()
    key = hashlib.sha256(json.dumps(
        [fn.cache_key, signature, repr(sorted(constexprs.items())),
         sorted((list(k), v) for k, v in attrs.items()), sorted(options.items()),
         triton.__version__] + ([arch] if arch != "gfx942" else []),
        default=str).encode()).hexdigest()[:32]
    folder = cache_dir() / key
    meta = folder / "metadata.json"
    for asm in (folder / f"{fn.__name__}.s", folder / f"{fn.__name__}.hsaco"):
        if asm.exists() and meta.exists():
            return asm, json.loads(meta.read_text())
    try:
        compiled = triton.compile(ASTSource(fn=fn, signature=signature, constexprs=constexprs,
                                            attrs=attrs),
                                  target=GPUTarget("hip", arch, WAVE), options=dict(options))
    except Exception as exc:   # (Triton's CompilationError and its kin: its message)
        raise TritonError(f"Triton could not compile {fn.__name__}: {exc}") from None
    folder.mkdir(parents=True, exist_ok=True)
    metadata = {"kernel": compiled.metadata.name, "shared": compiled.metadata.shared,
                "options": options, "triton": triton.__version__}
    partial = folder / f".{os.getpid()}.tmp"   # (written whole, then renamed: no torn reads)
    if compiled.asm.get("amdgcn"):
        asm = folder / f"{fn.__name__}.s"
        partial.write_text(compiled.asm["amdgcn"])
    else:   # (the code object alone)
        asm = folder / f"{fn.__name__}.hsaco"
        partial.write_bytes(compiled.asm["hsaco"])
    partial.replace(asm)
    meta.write_text(json.dumps(metadata, indent=1) + "\n")
    return asm, metadata


def launch(fn, grid, *args, num_warps: int = 4, num_stages: int | None = None,
           waves_per_eu: int | None = None, matrix_instr_nonkdim: int | None = None,
           kpack: int | None = None, enable_fp_fusion: bool = True,
           workers: int | None = 1, max_steps: int = 10_000_000, device=None,
           profile: bool = False, trace=None, options=None, compute: bool = True,
           memory_model=None, target=None, **constexprs) -> TritonLaunch:
    """Run ``fn[grid](*args, num_warps=num_warps, **constexprs)`` on the emulator (module
    docstring). The launch options Triton's AMD backend takes (num_stages, waves_per_eu,
    matrix_instr_nonkdim, kpack; enable_fp_fusion: Triton 3.9's default, on) go to its
    compiler; ``workers``, ``max_steps``, ``device``, ``profile`` (the cycles by line of
    the kernel's Python source: ``result.profile``), ``trace``, ``options`` (an
    ``emulator.ExecutionOptions``), ``compute`` (False: a timing-only launch) and
    ``memory_model`` (the device model's ``MemoryModel``) to ``emulator.launch``;
    ``target``: the GPU it is compiled for and runs as, "gfx942" (MI300: the default
    target's) or "gfx90a" (MI200), or its isa.Target; every other keyword is a constexpr or
    an argument."""
    prepared = prepare(fn, grid, args, constexprs, num_warps, num_stages, waves_per_eu,
                        matrix_instr_nonkdim, kpack, enable_fp_fusion, target)
    program = prepared.program
    result = launch_kernel(program, kernel=prepared.kernel, grid=prepared.grid,
                           block=prepared.block, args=prepared.args, workers=workers,
                           max_steps=max_steps, cycles=True, lds_bytes=prepared.shared,
                           device=device, profile=profile, trace=trace, options=options,
                           compute=compute, memory_model=memory_model)
    mfma = tuple(sorted({inst.mfma.record.mnemonic for inst in program.instructions
                         if inst.mfma is not None}))
    return TritonLaunch(prepared.kernel, prepared.grid, num_warps, prepared.shared, mfma,
                        tuple(w["total_cycles"] for w in result.wave_cycles), prepared.asm,
                        result)


@dataclass
class Prepared:
    """A Triton call compiled and its arguments laid out as ``emulator.launch`` takes them."""

    program: object
    kernel: str
    grid: tuple[int, ...]
    block: tuple[int]
    args: list
    shared: int
    asm: Path


def prepare(fn, grid, args, constexprs, num_warps, num_stages=None, waves_per_eu=None,
             matrix_instr_nonkdim=None, kpack=None, enable_fp_fusion=True,
             target=None) -> Prepared:
    """Compile ``fn`` for a call (cached) and order its runtime arguments, Triton's trailing
    scratch pointers as None."""
    target = _target(target)
    if isinstance(num_warps, bool) or not isinstance(num_warps, int) or \
            num_warps not in (1, 2, 4, 8, 16):
        raise TritonError(f"num_warps must be 1, 2, 4, 8 or 16, not {num_warps!r}")
    grid = tuple(grid) if isinstance(grid, (tuple, list)) else (grid,)
    options = {"num_warps": num_warps, "enable_fp_fusion": bool(enable_fp_fusion)}
    options.update({k: v for k, v in (("num_stages", num_stages), ("waves_per_eu", waves_per_eu),
                                      ("matrix_instr_nonkdim", matrix_instr_nonkdim),
                                      ("kpack", kpack)) if v is not None})
    # (an option the kernel also names as a parameter reaches both, as in Triton's launcher:
    # the fused-softmax tutorial's num_stages)
    names = set(getattr(fn, "arg_names", ()))
    constexprs = {**{k: v for k, v in options.items() if k in names}, **constexprs}
    signature, folded, attrs, runtime = specialise(fn, args, constexprs)
    asm, metadata = compile_kernel(fn, signature, folded, attrs, options, target.processor)
    # (one Program per distinct file, as emulator.launch keeps one for a path: a kernel
    # launched again keeps its runtime state — hot blocks, planned steps —, where a
    # Program made anew would start it again)
    data = asm.read_bytes()
    program = assembled_program(data if asm.suffix == ".hsaco" else data.decode(), str(asm),
                                target)
    name = metadata["kernel"]
    expected = _argument_count(program, name)
    return Prepared(program, name, grid, (WAVE * num_warps,),
                     runtime + [None] * (expected - len(runtime)), metadata["shared"], asm)


def _target(target) -> "isa.Target":
    """The target a launch compiles for: a name, an isa.Target, or None (the default)."""
    try:
        return as_target(target)
    except isa.IsaError as exc:
        raise TritonError(f"target: {exc}") from None


def _argument_count(program, kernel: str) -> int:
    """How many explicit arguments the kernel's metadata lists (Triton appends its scratch
    pointers to the function's)."""
    return len(explicit_args(kernel_info(program, kernel)))


# -- Triton's driver (emulator/triton/driver.py: imports Triton, so only when asked for) ---
def activate(device: str | None = None, bench_compute: bool = True):
    """Make the emulator Triton's active driver: ``kernel[grid](...)`` on torch CPU tensors
    runs here (emulator/triton/driver.py); returns the driver. ``bench_compute=False``:
    ``do_bench`` times its launches timing-only (``EmulatorDriver``)."""
    from .driver import activate as start
    return start(device, bench_compute)


def deactivate() -> None:
    """Put back the driver the last ``activate()`` replaced."""
    from .driver import deactivate as stop
    stop()


def active(device: str | None = None, bench_compute: bool = True):
    """A context manager: the emulator is Triton's driver inside the ``with`` block."""
    from .driver import active as within
    return within(device, bench_compute)


def __getattr__(name: str):
    if name in ("Buffer",):
        from .tensors import Buffer
        return Buffer
    if name in ("EmulatorDriver", "HostTimeWarning", "ModelledTimeWarning", "do_bench"):
        from . import driver
        return getattr(driver, name)
    raise AttributeError(f"module 'emulator.triton' has no attribute {name!r}")
