"""HIP C++ compiled for gfx942 with clang, cached on disk.

``compile_source`` runs ``clang -x hip --offload-arch=gfx942 --cuda-device-only -S`` (clang
19 or newer) with:

* headers="bundled" (the default): ``-nogpuinc -nogpulib`` and this package's ``include``
  folder first (``hip/hip_runtime.h``: emulator/hip/include), so nothing but clang is
  needed; headers="system": ROCm's headers and device libraries as clang finds them
  (``--rocm-path``), with a device-library folder in the cache that adds the gfx942
  ISA-version bitcode ROCm 5.2 lacks (built once with llvm-as) and printf's
  ``__printf_alloc`` force-included;
* ``-mprintf-kind=buffered`` (device printf: emulator/device_printf.py), ``-O3`` unless the
  options set a level, and ``__WFEMU_CODE_OBJECT_VERSION`` for the code object version the
  options ask for (``-mcode-object-version=4|5``; clang's default, 5, otherwise).

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
import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from .signatures import HipError

INCLUDE = Path(__file__).with_name("include")
CLANGS = ("clang-22", "clang-21", "clang-20", "clang-19", "clang")
MIN_CLANG = 19
DEFAULT_CODE_OBJECT = 5
ISA_VERSION = 9402   # (gfx942: __oclc_ISA_version, as ROCm's oclc_isa_version_942.bc has it)
ROCM_BITCODE = ("/opt/rocm/amdgcn/bitcode", "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode",
                "/usr/lib/aarch64-linux-gnu/amdgcn/bitcode", "/usr/lib/amdgcn/bitcode")


def default_cache_dir() -> Path:
    return Path.home() / ".cache" / "wavefront-emu" / "hip"


@dataclass(frozen=True)
class Compiler:
    path: str
    major: int
    identity: str    # (version text, binary size and time: part of every cache key)


_COMPILERS: dict[str, Compiler] = {}
_FOUND: dict[tuple, Compiler] = {}


def find_clang(clang: str | os.PathLike | None = None) -> Compiler:
    """The clang to compile with: ``clang`` (a name on PATH or a path), else the newest of
    CLANGS on PATH; version 19 or newer (looked up once per name and PATH)."""
    key = (None if clang is None else str(clang), os.environ.get("PATH", ""))
    found = _FOUND.get(key)
    if found is None:
        found = _FOUND[key] = _find_clang(clang)
    return found


def _find_clang(clang) -> Compiler:
    candidates = [str(clang)] if clang is not None else list(CLANGS)
    for name in candidates:
        path = shutil.which(name)
        if path is None:
            continue
        known = _COMPILERS.get(path)
        if known is not None:
            return known
        try:
            text = subprocess.run([path, "--version"], capture_output=True, text=True,
                                  timeout=60).stdout
        except OSError:
            continue
        match = re.search(r"clang version (\d+)", text)
        if match is None:
            continue
        major = int(match.group(1))
        if major < MIN_CLANG:
            if clang is not None:
                raise HipError(f"clang={clang}: version {major}; HIP for gfx942 needs clang "
                               f"{MIN_CLANG} or newer")
            continue
        stat = os.stat(path)
        compiler = Compiler(path, major, f"{text.splitlines()[0]}|{stat.st_size}|"
                                         f"{stat.st_mtime_ns}")
        _COMPILERS[path] = compiler
        return compiler
    if clang is not None:
        raise HipError(f"clang={clang}: not found (give a clang {MIN_CLANG}+ on PATH or its "
                       "path)")
    raise HipError(f"no clang {MIN_CLANG} or newer on PATH (tried {', '.join(CLANGS)}): "
                   "install one (Debian: apt install clang-19) or pass clang=")


@dataclass
class Compiled:
    """One compile's results: the assembly and, per kernel symbol, its parameters' names
    and types (as clang's AST gives them: [name, written type, desugared type])."""

    assembly: str
    diagnostics: str
    parameters: dict[str, list[list[str]]] = field(default_factory=dict)
    code_object: int = DEFAULT_CODE_OBJECT
    signatures: dict[str, str] = field(default_factory=dict)   # symbol -> demangled


def code_object_version(options) -> int:
    version = DEFAULT_CODE_OBJECT
    for option in options:
        match = re.fullmatch(r"-mcode-object-version=(\w+)", option)
        if match:
            if match.group(1) not in ("4", "5"):
                raise HipError(f"options: {option}: the emulator loads code object versions 4 "
                               "and 5")
            version = int(match.group(1))
    return version


def flags(options, defines, include_dirs, headers: str, cache_dir: Path,
          compiler: Compiler) -> list[str]:
    """clang's command line, but for the source and output paths (module docstring)."""
    options = [str(o) for o in options]
    out = ["-x", "hip", "--offload-arch=gfx942", "--cuda-device-only", "-S"]
    if headers == "bundled":
        out += ["-nogpuinc", "-nogpulib", "-isystem", str(INCLUDE)]
    elif headers == "system":
        out += [f"--rocm-device-lib-path={_device_libraries(cache_dir, compiler)}",
                "-include", str(INCLUDE / "hip" / "wfemu_printf.h")]
    else:
        raise HipError(f"headers must be 'bundled' or 'system', not {headers!r}")
    out += ["-include", "hip/hip_runtime.h"]   # (as hipcc does: __global__ & co. without it)
    if not any(o.startswith("-mprintf-kind") for o in options):
        out.append("-mprintf-kind=buffered")
    if not any(re.fullmatch(r"-O[0-3sgz]?|-Ofast", o) for o in options):
        out.append("-O3")
    out.append(f"-D__WFEMU_CODE_OBJECT_VERSION={100 * code_object_version(options)}")
    for name, value in (defines or {}).items():
        out.append(f"-D{name}" if value is None else f"-D{name}={value}")
    out += [f"-I{Path(d).resolve()}" for d in include_dirs]
    return out + options


def _device_libraries(cache_dir: Path, compiler: Compiler) -> Path:
    """A folder of ROCm's device-library bitcode plus oclc_isa_version_942.bc (made once,
    with the llvm-as beside clang, when ROCm has none)."""
    source = next((Path(p) for p in ROCM_BITCODE if (Path(p) / "ocml.bc").exists()), None)
    if source is None:
        raise HipError("headers='system': ROCm's device libraries were not found (looked in "
                       f"{', '.join(ROCM_BITCODE)}); install rocm-device-libs, or use the "
                       "bundled headers")
    if (source / "oclc_isa_version_942.bc").exists():
        return source
    folder = cache_dir / f"device-libs-{hashlib.sha256(str(source).encode()).hexdigest()[:12]}"
    target = folder / "oclc_isa_version_942.bc"
    if target.exists():
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    for bitcode in source.glob("*.bc"):
        link = folder / bitcode.name
        if not link.exists():
            link.symlink_to(bitcode)
    layout = subprocess.run([compiler.path, "-x", "hip", "--cuda-device-only",
                             "--offload-arch=gfx942", "-nogpuinc", "-nogpulib", "-S",
                             "-emit-llvm", "-o", "-", "-"], input="", capture_output=True,
                            text=True).stdout
    match = re.search(r'^target datalayout = ".*"$', layout, re.M)
    module = (f"{match.group(0) if match else ''}\ntarget triple = \"amdgcn-amd-amdhsa\"\n"
              f"@__oclc_ISA_version = linkonce_odr protected local_unnamed_addr "
              f"addrspace(4) constant i32 {ISA_VERSION}, align 4\n")
    llvm_as = _beside(compiler, "llvm-as")
    partial = folder / f".{os.getpid()}.bc"
    run = subprocess.run([llvm_as, "-o", str(partial), "-"], input=module, text=True,
                         capture_output=True)
    if run.returncode != 0:
        raise HipError(f"could not build the gfx942 ISA-version bitcode with {llvm_as}: "
                       f"{run.stderr.strip()}")
    partial.replace(target)
    return folder


def _beside(compiler: Compiler, tool: str) -> str:
    """An LLVM tool of the compiler's version (``llvm-as-19`` beside ``clang-19``)."""
    suffix = re.search(r"(-\d+)$", Path(compiler.path).name)
    names = [tool + suffix.group(1)] if suffix else []
    for name in names + [tool]:
        found = shutil.which(name) or shutil.which(name, path=str(Path(compiler.path).parent))
        if found:
            return found
    raise HipError(f"{tool} (LLVM {compiler.major}) is not on PATH")


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
    memo = _MEMO.get(key)
    if memo is not None and all(_mtime(p) == t for p, t in memo[1]):
        return memo[0]
    folder = cache_dir / key
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
    folder.mkdir(parents=True, exist_ok=True)
    source = filename.resolve() if filename is not None else folder / "source.hip"
    if filename is None:
        source.write_text(text)
    shown = str(filename) if filename is not None else "<source>"
    out, deps = folder / "kernel.s", folder / "kernel.d"
    run = subprocess.run([compiler.path, *command, *_dependency_flags(deps), str(source),
                          "-o", str(out)], capture_output=True, text=True,
                         cwd=str(source.parent))
    diagnostics = run.stderr.replace(str(source), shown)
    if run.returncode != 0:
        raise HipError(f"clang could not compile {shown}:\n{diagnostics.rstrip()}",
                       diagnostics)
    assembly = out.read_text()
    files = _dependencies(deps.read_text())
    compiled = Compiled(assembly, diagnostics, {}, code_object_version(options))
    compiled.signatures = _signatures(assembly, compiler)
    compiled.parameters, written = _parameters(compiled.signatures, compiler, command, source,
                                               shown, folder)
    for symbol, signature in compiled.signatures.items():
        if signature == symbol and symbol in written:   # (no demangling: the AST's name)
            params = ", ".join(p[2] or p[1] for p in compiled.parameters.get(symbol, []))
            compiled.signatures[symbol] = f"{written[symbol]}({params})"
    saved = {"compiled": compiled.__dict__, "files": [(p, _digest(p)) for p in files]}
    partial = folder / f".{os.getpid()}.tmp"   # (written whole, then renamed)
    partial.write_text(json.dumps(saved))
    partial.replace(entry)
    _remember(key, compiled, files)
    return compiled


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
    (LLVM 19 lacks ``DF16b``, __bf16) by GNU c++filt where it is installed; the rest are
    left out."""
    out: dict[str, str] = {}
    for tool in (_beside(compiler, "llvm-cxxfilt"), shutil.which("c++filt")):
        left = [s for s in symbols if s not in out]
        if not left or tool is None:
            break
        run = subprocess.run([tool], input="\n".join(left), capture_output=True, text=True)
        lines = run.stdout.splitlines()
        if run.returncode == 0 and len(lines) == len(left):
            out.update((s, text.replace("std::bfloat16_t", "__bf16"))
                       for s, text in zip(left, lines) if text != s)
    return out


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
    from .signatures import base_name, json_objects, parameter_types, written_name

    symbols = set(signatures)
    out: dict[str, list[list[str]]] = {}
    names: dict[str, str] = {}
    ast_flags = [c for c in command if c != "-S"] + ["-fsyntax-only", "-Xclang",
                                                     "-ast-dump=json"]
    groups: dict[str, dict[int, str]] = {}
    for index, (symbol, text) in enumerate(sorted(signatures.items())):
        base = base_name(written_name(text)) if text != symbol else _mangled_base(symbol)
        name = written_name(text) if text != symbol or not symbol.startswith("_Z") else None
        groups.setdefault(base, {})[index] = name
    probes: dict[str, str] = {}   # probe symbol -> kernel symbol
    order = sorted(signatures)
    for base, kernels in sorted(groups.items()):
        known = {i: n for i, n in kernels.items() if n is not None}
        probe = _probe_file(folder, source, base, known)
        for path in ((probe, source) if known else (source,)):
            run = subprocess.run([compiler.path, *ast_flags, "-Xclang",
                                  f"-ast-dump-filter={base}", str(path)],
                                 capture_output=True, text=True, cwd=str(source.parent))
            if run.returncode == 0:
                break
        else:
            raise HipError(f"clang could not read the declarations of {shown}:\n"
                           f"{run.stderr.rstrip()}", run.stderr)
        stack = json_objects(run.stdout)
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


