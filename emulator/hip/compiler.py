"""HIP C++ compiled for a target the emulator knows (gfx942 unless an ``--offload-arch``
option names gfx90a) with clang, cached on disk.

``compile_source`` runs ``clang -x hip --offload-arch=gfx942 --cuda-device-only -S`` (clang
19 or newer) with:

* headers="bundled" (the default): what hipcc does with a ROCm installation, with this
  package as the installation (``--hip-path``: include/ and share/hip/version) and no
  device library (``-nogpulib``): clang's own HIP wrapper force-included (<cmath>,
  <algorithm>, std:: math on the device) and this package's ``include`` folder first
  (``hip/hip_runtime.h``: emulator/hip/include), so nothing but clang is needed;
  headers="system": ROCm's headers and device libraries as clang finds them
  (``--rocm-path``), with a device-library folder in the cache that adds the target's
  ISA-version bitcode ROCm 5.2 may lack (built once with llvm-as) and printf's
  ``__printf_alloc`` force-included;
* ``hip/hip_runtime.h`` force-included, as hipcc does; ``-mprintf-kind=buffered`` (device
  printf: emulator/device_printf.py), ``-O3`` unless the options set a level,
  ``-gline-tables-only`` unless they choose a ``-g`` (profiles, faults and the debugger name
  source lines; a line table changes no code), and
  ``__WFEMU_CODE_OBJECT_VERSION`` (400 or 500) for the implicit-argument layout of the code
  object version the options ask for (``-mcode-object-version=4|5|6``; otherwise clang's
  default, 5 up to clang 21 and 6 from clang 22, whose layout is v5's).

Each clang run reads ``hip/hip_runtime.h`` precompiled (emulator/hip/precompiled.py).
The assembly, the files the compile read (the make rule of clang's front end: ``-Xclang
-dependency-file``, which every clang honours for a device-only compile, where the driver's
``-MD -MF`` is dropped by clang 22's offload driver) and the kernels' parameter
types (clang's AST: emulator/hip/signatures.py) are kept in ``cache_dir`` under a key of the
source, the compiler, its flags and the header mode; an entry is used again while every file
it read has the same contents (checked by hash, or in this process by modification time).
"""

from __future__ import annotations

import hashlib
import json
import mmap
import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import isa

from emulator.symbols import demangled_all, written_name
from emulator.user_cache import user_cache_dir

from .checks import describe_undefined, undefined_calls
from .records import record_layouts
from .signatures import HipError, kernel_params
from .device_libraries import ISA_VERSIONS, device_libraries, has_abi_600
from .precompiled import forget, precompiled
from .toolchain import Compiler, beside

HIP_PATH = Path(__file__).parent
INCLUDE = HIP_PATH / "include"
DEFAULT_CODE_OBJECT = 5


def default_cache_dir() -> Path:
    return user_cache_dir("hip")


@dataclass
class Compiled:
    """One compile's results: the assembly and, per kernel symbol, its parameters' names
    and types (as clang's AST gives them: [name, written type, desugared type])."""

    assembly: str
    diagnostics: str
    parameters: dict[str, list[list[str]]] = field(default_factory=dict)
    code_object: int = DEFAULT_CODE_OBJECT
    signatures: dict[str, str] = field(default_factory=dict)   # symbol -> demangled
    # (symbol -> {parameter index: layout} of the structs taken by value: records.py)
    layouts: dict[str, dict[str, dict]] = field(default_factory=dict)


def code_object_version(options) -> int | None:
    """The code object version ``-mcode-object-version=N`` in ``options`` asks for (4, 5 or
    6), or None (the compiler's default: 5 up to clang 21, 6 from clang 22)."""
    version = None
    for option in options:
        match = re.fullmatch(r"-mcode-object-version=(\w+)", option)
        if match:
            if match.group(1) not in ("4", "5", "6"):
                raise HipError(f"options: {option}: the emulator loads code object versions 4, "
                               "5 and 6")
            version = int(match.group(1))
    return version


def _assembled_version(assembly: str) -> int:
    """The code object version clang wrote (``.amdhsa_code_object_version N``)."""
    match = re.search(r"^\s*\.amdhsa_code_object_version\s+(\d+)", assembly, re.M)
    return int(match.group(1)) if match else DEFAULT_CODE_OBJECT


def flags(options, defines, include_dirs, headers: str, cache_dir: Path,
          compiler: Compiler) -> list[str]:
    """clang's command line, but for the source and output paths (module docstring)."""
    options = [str(o) for o in options]
    out = ["-x", "hip", _offload_arch(options), "--cuda-device-only", "-S"]
    options = [o for o in options if not o.startswith(_ARCH_OPTIONS)]
    if headers == "bundled":
        # (clang's own HIP wrapper, as hipcc gets it, through a HIP "installation" that is
        # this package: include/ and share/hip/version; this folder first on the path, as
        # hipcc puts ROCm's, so that no ROCm installed beside it is found instead)
        out += ["-nogpulib", f"--hip-path={HIP_PATH}", "-isystem", str(INCLUDE)]
    elif headers == "system":
        arch = _offload_arch(options).partition("=")[2].partition(":")[0]
        out += [f"--rocm-device-lib-path={device_libraries(cache_dir, compiler, arch)}",
                "-include", str(INCLUDE / "hip" / "wfemu_rocm.h")]
    else:
        raise HipError(f"headers must be 'bundled' or 'system', not {headers!r}")
    out += ["-include", "hip/hip_runtime.h"]   # (as hipcc does: __global__ & co. without it)
    if not any(o.startswith("-mprintf-kind") for o in options):
        out.append("-mprintf-kind=buffered")
    if not any(re.fullmatch(r"-O[0-3sgz]?|-Ofast", o) for o in options):
        out.append("-O3")
    if not any(o.startswith("-g") for o in options):   # (a line table, which changes no
        out.append("-gline-tables-only")                # code: profiles name source lines)
    # (wfemu_printf.h's implicit-argument offsets: v4's, or those of v5 and v6, which agree)
    requested = code_object_version(options)
    if headers == "system" and requested is None and not has_abi_600(cache_dir, compiler):
        out.append("-mcode-object-version=5")   # (clang 22's default, 6, needs ROCm 6.3's
        requested = 5                           # device libraries)
    out.append(f"-D__WFEMU_CODE_OBJECT_VERSION={400 if requested == 4 else 500}")
    for name, value in (defines or {}).items():
        out.append(f"-D{name}" if value is None else f"-D{name}={value}")
    out += [f"-I{Path(d).resolve()}" for d in include_dirs]
    return out + options


_ARCH_OPTIONS = ("--offload-arch=", "--cuda-gpu-arch=")


def target_of(options) -> str:
    """The processor the options' one target option names (``--offload-arch=gfx90a``,
    features aside), or the default target's without one; a processor the emulator does not
    run, or two targets, is refused."""
    return _offload_arch([str(o) for o in options]).partition("=")[2].partition(":")[0]


def _offload_arch(options: list[str]) -> str:
    """The one target option, with the features an option gave it
    (``--offload-arch=gfx942:xnack+``): a target of isa.targets, the default target's
    without one; another target, or two, is refused."""
    chosen = [o for o in options if o.startswith(_ARCH_OPTIONS)]
    other = [o for o in chosen if o.partition("=")[2].partition(":")[0] not in ISA_VERSIONS]
    if other or len(set(chosen)) > 1:
        raise HipError(f"{(other or chosen)[0]}: emulator.hip compiles for one target, "
                       f"one of {', '.join(sorted(ISA_VERSIONS))} (give --offload-arch=NAME, "
                       "with features if you need them, or no target option)")
    return "--offload-arch=" + (chosen[0].partition("=")[2] if chosen else
                                isa.default_target().processor)


# -- the cache -----------------------------------------------------------------------------
# (this process's latest compiles, checked by the modification times of the files they read)
_MEMO: dict[str, tuple[Compiled, list[tuple[str, int]]]] = {}
MEMO_SIZE = 64


def _remember(key: str, compiled: Compiled, files) -> None:
    while len(_MEMO) >= MEMO_SIZE:
        _MEMO.pop(next(iter(_MEMO)))
    _MEMO[key] = compiled, [(p, _mtime(p)) for p in files]


def compile_source(text: str, filename: Path | None, options, defines, include_dirs,
                   headers: str, cache_dir: Path, compiler: Compiler) -> Compiled:
    """The (cached) compile of HIP source ``text`` (read from ``filename``, or given as
    text when None)."""
    command = flags(options, defines, include_dirs, headers, cache_dir, compiler)
    if filename is None:   # (text: its #include "…" files are looked for where it runs)
        command += ["-iquote", os.getcwd()]
    key = hashlib.sha256(json.dumps(
        [text, str(filename.resolve()) if filename else "",
         compiler.identity, command, headers]).encode()).hexdigest()[:32]
    folder = cache_dir / key
    known = _cached(key, folder)
    if known is not None:
        return known
    folder.mkdir(parents=True, exist_ok=True)
    source = filename.resolve() if filename is not None else folder / "source.hip"
    if filename is None:
        source.write_text(text)
    shown = str(filename) if filename is not None else "<source>"
    deps = folder / "kernel.d"
    fast = precompiled(compiler, command, headers, cache_dir, source.parent)
    try:
        assembly, diagnostics = _clang(compiler, fast, source, shown, folder, deps, headers,
                                       named=filename is None)
    except HipError:
        if fast is command:
            raise
        # (what the source's own compile says; if it compiles, the precompiled header was
        # at fault — made from headers changed since — and is made again next time)
        assembly, diagnostics = _clang(compiler, command, source, shown, folder, deps,
                                       headers, named=filename is None)
        forget(fast)
        fast = command
    command = fast
    try:
        files = _dependencies(deps.read_text())
    except FileNotFoundError:   # (a driver that wrote none: the entry cannot be checked,
        files = None            # so it is not kept on disk)
    compiled = Compiled(assembly, diagnostics, {}, _assembled_version(assembly))
    _describe(compiled, compiler, command, source, shown, folder)
    if files is None:
        return compiled
    saved = {"compiled": compiled.__dict__, "files": [(p, _digest(p)) for p in files]}
    partial = folder / f".{os.getpid()}.tmp"   # (written whole, then renamed)
    partial.write_text(json.dumps(saved))
    partial.replace(folder / "entry.json")
    _remember(key, compiled, files)
    return compiled


def _cached(key: str, folder: Path) -> Compiled | None:
    """The compile of ``key`` this process remembers, or the disk cache's entry in
    ``folder`` while every file it read is unchanged; else None."""
    memo = _MEMO.get(key)
    if memo is not None and all(_mtime(p) == t for p, t in memo[1]):
        return memo[0]
    entry = folder / "entry.json"
    if entry.exists():
        try:
            saved = json.loads(entry.read_text())
            if all(_digest(p) == d for p, d in saved["files"]):
                compiled = Compiled(**saved["compiled"])
                _remember(key, compiled, [p for p, _ in saved["files"]])
                return compiled
        except (OSError, ValueError, KeyError, TypeError):
            pass   # (a damaged or older entry: compiled again)
    return None


def _clang(compiler: Compiler, command, source: Path, shown: str, folder: Path, deps: Path,
           headers: str, named: bool) -> tuple[str, str]:
    """(the assembly, clang's diagnostics) of ``source``; a HipError with clang's words when
    it fails, or naming the functions the kernel calls that nothing defines."""
    out = folder / "kernel.s"
    # (source given as text, ``named``: __FILE__ and the line table name it as the errors
    # do; a file: __FILE__ relative to its folder, as hipcc run there gives it)
    prefix = [f"-ffile-prefix-map={source}={shown}"] if named else \
        [f"-fmacro-prefix-map={source.parent}/="]
    run = subprocess.run([compiler.path, *command, *prefix, *_dependency_flags(deps),
                          str(source), "-o", str(out)], capture_output=True, text=True,
                         cwd=str(source.parent))
    diagnostics = run.stderr.replace(str(source), shown)
    if run.returncode != 0:
        raise HipError(f"clang could not compile {shown}:\n{diagnostics.rstrip()}",
                       diagnostics)
    assembly = out.read_text()
    missing = undefined_calls(assembly)
    if missing:
        demangled = _demangled([n for n in missing if n.startswith("_Z")], compiler)
        raise HipError(f"{shown}: {describe_undefined(missing, headers, demangled)}",
                       diagnostics)
    return assembly, diagnostics


def _describe(compiled: Compiled, compiler: Compiler, command, source: Path, shown: str,
              folder: Path) -> None:
    """The kernels' signatures, parameters and struct layouts, into ``compiled``."""
    compiled.signatures = _signatures(compiled.assembly, compiler)
    compiled.parameters, written = _parameters(compiled.signatures, compiler, command, source,
                                               shown, folder)
    for symbol, signature in compiled.signatures.items():
        if signature == symbol and symbol in written:   # (no demangling: the AST's name)
            params = ", ".join(p[2] or p[1] for p in compiled.parameters.get(symbol, []))
            compiled.signatures[symbol] = f"{written[symbol]}({params})"
    compiled.layouts = _struct_layouts(compiled, compiler, command, source, folder)


def _struct_layouts(compiled: Compiled, compiler: Compiler, command, source: Path,
                    folder: Path) -> dict[str, dict[str, dict]]:
    """The layout of every parameter taken by value that is no number, pointer or vector
    (a struct: records.py), by kernel symbol and parameter index."""
    wanted, owners = {}, {}
    for symbol, raw in sorted(compiled.parameters.items()):
        signature = compiled.signatures.get(symbol, symbol)
        for i, param in enumerate(kernel_params(raw, signature)):
            if param.kind == "other":
                owners[len(wanted)] = (symbol, i)
                wanted[len(wanted)] = (written_name(signature), i)
    flags = [c for c in command if c != "-S"]
    out: dict[str, dict[str, dict]] = {}
    for index, layout in record_layouts(compiler.path, flags, source, folder, wanted).items():
        symbol, i = owners[index]
        out.setdefault(symbol, {})[str(i)] = layout
    return out


def _mtime(path: str) -> int:
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return -1


def _digest(path: str) -> str:
    try:
        return hashlib.sha256(Path(path).read_bytes()).hexdigest()
    except OSError:
        return ""


def _dependency_flags(path: Path) -> list[str]:
    """The front end's own dependency-file options (system headers included, as ``-MD``
    lists them): passed to the device compile by every driver, where clang 22 ignores the
    driver's ``-MD -MF`` for ``--cuda-device-only`` ("argument unused during compilation")."""
    return [item for option in ("-dependency-file", str(path), "-MT", "kernel.s",
                                "-sys-header-deps") for item in ("-Xclang", option)]


def _dependencies(text: str) -> list[str]:
    """The files of a make rule clang's front end writes (``out: a.hip b.h \\``)."""
    body = text.replace("\\\n", " ").partition(":")[2]
    names = re.findall(r"(?:\\ |[^\s])+", body)
    return sorted({str(Path(n.replace("\\ ", " ")).resolve()) for n in names})


def _signatures(assembly: str, compiler: Compiler) -> dict[str, str]:
    """Each kernel symbol of the metadata, demangled (an ``extern "C"`` name is its own)."""
    symbols = re.findall(r"^\s+\.symbol:\s+(\S+)\.kd\s*$", assembly.partition(
        ".amdgpu_metadata")[2], re.M)
    return {**{s: s for s in symbols},
            **_demangled([s for s in symbols if s.startswith("_Z")], compiler)}


def _demangled(symbols: list[str], compiler: Compiler) -> dict[str, str]:
    """Itanium symbols demangled by the compiler's llvm-cxxfilt, and those it cannot
    (LLVM 19 lacks ``DF16b``, __bf16) by GNU c++filt where it is installed (emulator/
    symbols.py); those none can are left out."""
    names = demangled_all(symbols, (beside(compiler, "llvm-cxxfilt"), shutil.which("c++filt")))
    return {s: text for s, text in names.items() if text != s}


def _mangled_base(symbol: str) -> str:
    """The unqualified name an Itanium symbol starts with (``_ZN2ns4gemmI…`` -> gemm), for
    the symbols llvm-cxxfilt cannot demangle (LLVM 19: ``DF16b``, __bf16)."""
    at, name = 3 if symbol.startswith("_ZN") else 2, symbol
    while at < len(symbol) and symbol[at].isdigit():
        digits = re.match(r"\d+", symbol[at:]).group()
        at += len(digits)
        name, at = symbol[at:at + int(digits)], at + int(digits)
        if not symbol.startswith("_ZN"):
            break
    return name


def _template_name(node: dict) -> str:
    """A function's name with its template arguments, from its AST node."""
    args = []
    for child in node.get("inner", []):
        if child.get("kind") == "TemplateArgument":
            value = child.get("type", {}).get("qualType", child.get("value", "?"))
            args.append(str(value))
    return node.get("name", "") + (f"<{', '.join(args)}>" if args else "")


# (a kernel's parameter types without typedefs: the parameter list of a function type is
# mangled with canonical types, so a declaration taking a pointer to the kernel's signature
# names them, and llvm-cxxfilt spells them: ``k__wfemu_probe_0(void (*)(float const*))``)
_PROBE = """
template <class F> struct __wfemu_signature;
template <class R, class... A> struct __wfemu_signature<R (*)(A...)> { typedef void type(A...); };
"""


def _probe_file(folder: Path, source: Path, base: str, kernels: dict[int, str]) -> Path:
    """The source with a probe declaration per kernel (index -> its C++ name)."""
    lines = [f'#include "{source}"', _PROBE]
    lines += [f"__attribute__((device)) void {base}__wfemu_probe_{i}("
              f"__wfemu_signature<decltype(&{name})>::type *);" for i, name in kernels.items()]
    path = folder / f"probe-{base}.hip"
    path.write_text("\n".join(lines) + "\n")
    return path


def _parameters(signatures: dict[str, str], compiler: Compiler, command, source: Path,
                shown: str, folder: Path) -> tuple[dict[str, list[list[str]]], dict[str, str]]:
    """Each kernel symbol's parameters from clang's AST (one filtered dump per distinct
    base name): [name, type as written, type without typedefs (the probe's, else the AST's
    desugared type, else empty)]; and its name with template arguments as the AST gives
    it."""
    from .signatures import parameter_types

    symbols = set(signatures)
    out: dict[str, list[list[str]]] = {}
    names: dict[str, str] = {}
    probes: dict[str, str] = {}   # probe symbol -> kernel symbol
    order = sorted(signatures)
    for base, kernels in sorted(_base_groups(signatures).items()):
        known = {i: n for i, n in kernels.items() if n is not None}
        stack = _ast_nodes(compiler, command, base, _probe_file(folder, source, base, known)
                           if known else None, source, shown, folder, symbols)
        while stack:
            node = stack.pop()
            mangled = node.get("mangledName")
            if node.get("kind") == "FunctionDecl" and mangled in symbols:
                out[mangled] = [
                    [c.get("name", ""), c.get("type", {}).get("qualType", ""),
                     c.get("type", {}).get("desugaredQualType", "")]
                    for c in node.get("inner", []) if c.get("kind") == "ParmVarDecl"]
                names[mangled] = _template_name(node)
            elif node.get("kind") == "FunctionDecl" and mangled and \
                    node.get("name", "").startswith(f"{base}__wfemu_probe_"):
                probes[mangled] = order[int(node["name"].rpartition("_")[2])]
            stack.extend(node.get("inner", []))
    for probe, text in _demangled(list(probes), compiler).items():
        outer = parameter_types(text) or [""]
        types = parameter_types(outer[0]) if outer[0].endswith(")") else None
        params = out.get(probes[probe])
        if types is not None and params is not None and len(types) == len(params):
            for param, canonical in zip(params, types):
                param[2] = canonical
    return out, names


def _base_groups(signatures: dict[str, str]) -> dict[str, dict[int, str | None]]:
    """The kernels by base name (one AST dump each): per base, each kernel's index in the
    sorted symbols and its written name (None for a mangled one the demangler left)."""
    from .signatures import base_name

    groups: dict[str, dict[int, str | None]] = {}
    for index, (symbol, text) in enumerate(sorted(signatures.items())):
        base = base_name(written_name(text)) if text != symbol else _mangled_base(symbol)
        name = written_name(text) if text != symbol or not symbol.startswith("_Z") else None
        groups.setdefault(base, {})[index] = name
    return groups


def _ast_nodes(compiler: Compiler, command, base: str, probe: Path | None, source: Path,
               shown: str, folder: Path, symbols) -> list:
    """The AST nodes clang dumps for declarations named ``base`` — of the probe file (the
    source with its kernels' instantiations named), else of the source — that mention one
    of ``symbols`` or a probe; a HipError when clang reads neither."""
    from .signatures import json_objects

    ast_flags = [c for c in command if c != "-S"] + ["-fsyntax-only", "-Xclang",
                                                     "-ast-dump=json"]
    dump = folder / f".{os.getpid()}.ast.json"   # (a file: it can be very large)
    for path in ((probe, source) if probe is not None else (source,)):
        with open(dump, "wb") as sink:
            run = subprocess.run([compiler.path, *ast_flags, "-Xclang",
                                  f"-ast-dump-filter={base}", str(path)], stdout=sink,
                                 stderr=subprocess.PIPE, text=True, cwd=str(source.parent))
        if run.returncode == 0:
            break
    else:
        dump.unlink()
        raise HipError(f"clang could not read the declarations of {shown}:\n"
                       f"{run.stderr.rstrip()}", run.stderr)
    wanted = (*(f'"mangledName": "{s}"'.encode() for s in symbols), b"__wfemu_probe_")
    with open(dump, "rb") as data:
        if os.fstat(data.fileno()).st_size:
            with mmap.mmap(data.fileno(), 0, access=mmap.ACCESS_READ) as view:
                stack = json_objects(view, wanted)
        else:
            stack = []
    dump.unlink()
    return stack


