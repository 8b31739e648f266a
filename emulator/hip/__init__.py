"""HIP C++ on the emulator: ``emulator.hip.compile`` and ``emulator.hip.launch``.

``compile(source, *, options=(), defines=None, include_dirs=(), headers="bundled",
clang=None, cache_dir=None)`` compiles HIP device code for gfx942 with clang 19 or newer
(emulator/hip/compiler.py: flags, headers with or without ROCm, the on-disk cache) and
returns a ``HipModule``: its assembly, the assembled ``Program``, and its kernels by the
names the source writes (``gemm<float, 16>``, or an ``extern "C"`` name) with their
parameters' names and C++ types (emulator/hip/signatures.py). clang's errors come back as
``HipError`` carrying its diagnostics.

``launch(source, kernel, grid, block, args, ...)`` compiles (cached), converts each argument
by its parameter's declared type (a ``float`` takes 1 as 1.0f, a pointer a numpy array of
its pointee's type; a wrong kind is refused naming the parameter) and runs the kernel with
``emulator.launch``; ``shared_mem`` is the dynamic LDS of ``extern __shared__`` arrays (HIP's
``sharedMemBytes``); every other keyword goes to ``emulator.launch`` (``device=``,
``cycles=``, ``workers=``…). What the kernel's ``printf`` calls wrote is printed (``echo``)
and kept in ``LaunchResult.stdout``.
"""

from __future__ import annotations

import re
import sys
import warnings
from functools import cached_property
from pathlib import Path

from emulator.source_files import is_hip_path

from .checks import empty_kernels
import isa
from isa.targets import as_target, target_or_default

from .compiler import Compiled, compile_source, default_cache_dir, target_of
from .toolchain import find_clang, installed_compilers
from emulator.symbols import written_name

from .signatures import HipError, HipParam, HipWarning, convert, kernel_params, normalised

__all__ = ["HipError", "HipKernel", "HipModule", "HipParam", "HipWarning", "compile",
           "installed_compilers", "launch"]


class HipKernel(str):
    """A kernel of a module: its symbol — the string itself, so that ``module.kernels``
    maps each name the source writes to its symbol — with ``name`` (as written),
    ``signature`` (demangled) and ``params`` (``HipParam``, in order)."""

    def __new__(cls, name: str, symbol: str, signature: str, params: tuple) -> "HipKernel":
        kernel = super().__new__(cls, symbol)
        kernel.name, kernel.signature, kernel.params = name, signature, tuple(params)
        return kernel

    @property
    def symbol(self) -> str:
        return str.__str__(self)

    def __repr__(self) -> str:
        params = ", ".join(f"{p.type} {p.name}".strip() for p in self.params)
        return f"<HipKernel {self.name}({params}): {self.symbol}>"


class HipModule:
    """A compiled HIP source: ``assembly`` (clang's assembly for its target), ``program`` (it
    assembled), ``kernels`` (written name -> HipKernel), ``diagnostics`` (clang's
    warnings), ``code_object`` (4, 5 or 6: the version clang wrote), ``compiled_with``
    (the compiler and the choices that shaped the code: target, options, defines, headers),
    ``target`` (the isa.Target it was compiled for)
    and ``warnings`` (what the compile did that the source probably did not mean: a kernel
    compiled to nothing)."""

    def __init__(self, compiled: Compiled, filename: str, compiled_with: str = "",
                 target: "isa.Target | None" = None) -> None:
        self.target = target_or_default(target)   # (what it was compiled for)
        self.assembly = compiled.assembly
        self.diagnostics = compiled.diagnostics
        self.code_object = compiled.code_object
        self.filename = filename
        self.compiled_with = compiled_with
        kernels = {}
        for symbol in _symbols(self.program):
            signature = compiled.signatures.get(symbol, symbol)
            params = kernel_params(compiled.parameters.get(symbol), signature,
                                   compiled.layouts.get(symbol, {}))
            kernels[written_name(signature)] = HipKernel(written_name(signature), symbol,
                                                         signature, params)
        self.kernels = kernels
        self._known_slots: dict = {}
        names = {k.symbol: k.name for k in kernels.values()}
        self.warnings = [
            f"kernel '{names.get(symbol, symbol)}' compiled to nothing but s_endpgm (code "
            f"left out by the preprocessor? {compiled_with})"
            for symbol in empty_kernels(self.assembly, names)]

    def __repr__(self) -> str:
        return (f"<HipModule {self.filename}: {len(self.kernels)} kernel(s), "
                f"{self.compiled_with}>")

    @cached_property
    def program(self):
        from isa.assembler import assemble
        return assemble(self.assembly, self.filename + ".s", target=self.target)

    def kernel(self, name: str) -> HipKernel:
        """The kernel called ``name``: as the source writes it (spaces aside:
        ``gemm<float,16>``), its symbol, its full signature, or its plain name when only
        one kernel has it."""
        if not isinstance(name, str):
            raise HipError(f"kernel must be a str, not {type(name).__name__}")
        wanted = normalised(name)
        for kernel in self.kernels.values():
            if wanted in (normalised(kernel.name), kernel.symbol, normalised(kernel.signature)):
                return kernel
        plain = [k for k in self.kernels.values()
                 if normalised(k.name.partition("<")[0]) == wanted]
        if len(plain) == 1:
            return plain[0]
        known = ", ".join(sorted(self.kernels)) or "none"
        if plain:
            raise HipError(f"{self.filename}: '{name}' names {len(plain)} kernels ("
                           f"{', '.join(k.name for k in plain)}); give the template arguments")
        raise HipError(f"{self.filename}: no kernel '{name}' (kernels: {known})")

    def _slots(self, symbol: str):
        """The kernel's explicit arguments as its metadata lays them out (read once)."""
        from emulator.kernel_metadata import explicit_args, kernel_info
        slots = self._known_slots.get(symbol)
        if slots is None:
            slots = self._known_slots[symbol] = explicit_args(kernel_info(self.program,
                                                                          symbol))
        return slots

    def arguments(self, kernel: HipKernel, args) -> list:
        """``args`` (a sequence in order, or a dict by parameter name) converted by the
        kernel's parameter types for ``emulator.launch``."""
        slots = self._slots(kernel.symbol)
        params = kernel.params
        if len(params) != len(slots):   # (no AST entry: the metadata's sizes only)
            params = tuple(HipParam(f"{i}", "", "unknown") for i in range(len(slots)))
        if isinstance(args, dict):
            names = [p.name for p in params]
            unknown = [k for k in args if k not in names]
            if unknown:
                raise HipError(f"kernel '{kernel.name}' has no parameter "
                               f"'{unknown[0]}' (parameters: {', '.join(names)})")
            missing = [n for n in names if n not in args]
            if missing:
                raise HipError(f"kernel '{kernel.name}': missing argument(s) for "
                               f"{', '.join(missing)}")
            args = [args[n] for n in names]
        if isinstance(args, (str, bytes)) or not hasattr(args, "__len__"):
            raise HipError(f"args must be a list of the kernel's arguments (or a dict by "
                           f"name), not {type(args).__name__}")
        if len(args) != len(params):
            shown = ", ".join(f"{p.type} {p.name}".strip() for p in params)
            raise HipError(f"kernel '{kernel.name}' takes {len(params)} arguments ({shown}), "
                           f"got {len(args)}")
        return [value if param.kind == "unknown" else convert(param, value, slot.size)
                for param, value, slot in zip(params, args, slots)]


def _code_object_kernel(program, name: str) -> str:
    """A code object's kernel by its symbol, or by the plain name its symbol mangles."""
    from .compiler import _mangled_base

    symbols = _symbols(program)
    if name in symbols:
        return name
    plain = [s for s in symbols if _mangled_base(s) == name]
    if len(plain) == 1:
        return plain[0]
    raise HipError(f"{program.filename}: {'several kernels are' if plain else 'no kernel is'}"
                   f" called '{name}' (kernels: {', '.join(symbols) or 'none'})")


def _symbols(program) -> list[str]:
    return [name for name in program.kernel_descriptors if name in program.labels]


def compile(source, *, options=(), defines=None, include_dirs=(), headers: str = "bundled",
            clang=None, cache_dir=None, offload_arch=None) -> HipModule:
    """HIP device code compiled for gfx942, or the target ``offload_arch`` names (module
    docstring). ``source``: HIP C++ text, or the path of a ``.hip``/``.cpp``/``.cu`` file;
    ``options``: clang options (``-O0``, ``-mcode-object-version=4``,
    ``--offload-arch=gfx90a``…); ``defines``: {name: value or None}; ``include_dirs``:
    folders for ``#include``; ``headers``: "bundled" or "system" (ROCm's); ``clang``: the
    compiler (a name or path; default the newest clang 19+ on PATH); ``cache_dir``: where
    compiles are kept (default $XDG_CACHE_HOME/wavefront-emu/hip, ~/.cache without it);
    ``offload_arch``: "gfx942" or "gfx90a" (or its isa.Target), as ``--offload-arch``
    says it (the default target's without either)."""
    if isinstance(options, str) or not all(isinstance(o, str) for o in options):
        raise HipError("options must be a sequence of strings (['-O1', '-DN=4'])")
    options = _with_offload_arch(list(options), offload_arch)
    target_of(options)   # (a target the emulator does not run: refused before clang is sought)
    if defines is not None and not isinstance(defines, dict):
        raise HipError(f"defines must be a dict of name -> value, not {type(defines).__name__}")
    if isinstance(include_dirs, (str, Path)):
        include_dirs = [include_dirs]
    if isinstance(source, Path) or is_hip_path(source):
        path = Path(source)
        try:
            text = path.read_text()
        except (OSError, UnicodeDecodeError) as exc:
            raise HipError(f"{path}: cannot read the HIP source ({exc})") from None
        filename, shown = path, str(path)
    elif isinstance(source, str):
        text, filename, shown = source, None, "<source>"
    else:
        raise HipError(f"source must be HIP C++ text or a path, not {type(source).__name__}")
    compiler = find_clang(clang)
    cache = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    compiled = compile_source(text, filename, options, defines, include_dirs, headers,
                              cache, compiler)
    module = _MODULES.get(id(compiled))
    if module is None or module[0] is not compiled or module[1].filename != shown:
        while len(_MODULES) >= KEPT:
            _MODULES.pop(next(iter(_MODULES)))
        described = describe_compile(compiler, options, defines, headers)
        module = _MODULES[id(compiled)] = (compiled, HipModule(
            compiled, shown, described, _target_named(target_of(options))))
    for message in module[1].warnings:
        warnings.warn(message, HipWarning, stacklevel=2)
    return module[1]


def _with_offload_arch(options: list[str], offload_arch) -> list[str]:
    """``options`` with the target ``offload_arch`` names as clang's option (an option
    naming another is an error naming both)."""
    if offload_arch is None:
        return options
    name = offload_arch.name if isinstance(offload_arch, isa.Target) else offload_arch
    if not isinstance(name, str):
        raise HipError(f"offload_arch must be a target name ('gfx90a') or an isa.Target, "
                       f"not {type(offload_arch).__name__}")
    given = [o for o in options if o.startswith(("--offload-arch=", "--cuda-gpu-arch="))]
    if any(o.partition("=")[2].partition(":")[0] != name for o in given):
        raise HipError(f"offload_arch={name!r} and the option {given[0]} name different "
                       "targets")
    return options if given else options + [f"--offload-arch={name}"]


def describe_compile(compiler, options, defines, headers: str) -> str:
    """The compile in one line: ``compiled by clang-22 for gfx942: -O3 -DN=4``."""
    target = target_of(options)   # (a plain option naming it says nothing more)
    options = [o for o in options if str(o) != f"--offload-arch={target}"]
    chosen = [str(o) for o in options] + [
        f"-D{name}" if value is None else f"-D{name}={value}"
        for name, value in (defines or {}).items()]
    if not any(re.fullmatch(r"-O[0-3sgz]?|-Ofast", o) for o in chosen):
        chosen.insert(0, "-O3")
    if headers != "bundled":
        chosen.append(f"({headers} headers)")
    return f"compiled by {compiler.name} for {target}: {' '.join(chosen)}"


def _target_named(processor: str) -> "isa.Target":
    """The target a compile for ``processor`` runs on: the default target when it is that
    processor's (a target derived from gfx942's rows runs gfx942 code), else the registered
    target of that name."""
    default = isa.default_target()
    return default if default.processor == processor else isa.target_named(processor)


# (the modules of the latest compiles: a cached launch builds none again)
KEPT = 64
_MODULES: dict[int, tuple[Compiled, HipModule]] = {}


def launch(source, kernel: str, grid=(1, 1, 1), block=(64, 1, 1), args=(), *,
           options=(), defines=None, include_dirs=(), headers: str = "bundled", clang=None,
           cache_dir=None, shared_mem: int = 0, echo: bool = True, offload_arch=None,
           **launch_options):
    """Compile ``source`` (cached; for ``offload_arch``, as ``compile`` takes it) and run
    ``kernel`` over ``grid`` workgroups of ``block`` work-items with ``args`` (module
    docstring); returns ``LaunchResult``.
    ``source`` may be a code object (``clang -c``, ``hipcc --genco``: bytes or a path):
    ``kernel`` is then its symbol or the plain name it mangles, and the arguments go as
    ``emulator.launch`` takes them (a code object carries no C++ types to convert by)."""
    from isa.code_object import is_code_object, load as load_code_object

    from emulator.launch import launch as launch_kernel

    if "lds_bytes" in launch_options:
        raise HipError("give the dynamic LDS as shared_mem= (HIP's sharedMemBytes)")
    if not isinstance(source, HipModule) and is_code_object(source):
        # (no target named: the one the object's e_flags name)
        program = load_code_object(source, target=None if offload_arch is None
                                   else as_target(offload_arch))
        symbol = _code_object_kernel(program, kernel)
        result = launch_kernel(program, kernel=symbol, grid=grid, block=block,
                               args=list(args), lds_bytes=shared_mem, **launch_options)
        result.kernel = kernel
    else:
        module = source if isinstance(source, HipModule) else compile(
            source, options=options, defines=defines, include_dirs=include_dirs,
            headers=headers, clang=clang, cache_dir=cache_dir, offload_arch=offload_arch)
        found = module.kernel(kernel)
        values = module.arguments(found, args)
        result = launch_kernel(module.program, kernel=found.symbol, grid=grid, block=block,
                               args=values, lds_bytes=shared_mem, **launch_options)
        result.kernel = found.name
    if echo and result.stdout:
        sys.stdout.write(result.stdout)
    if echo and result.stderr:
        sys.stderr.write(result.stderr)
    return result

