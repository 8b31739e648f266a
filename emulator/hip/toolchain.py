"""The compilers emulator.hip can use, and the LLVM tools beside them.

A compiler is any clang 19 or newer that has LLVM's AMDGPU target: Debian's and LLVM's
``clang-19`` … ``clang-N``, a plain ``clang``, ROCm's ``amdclang++``, or ``hipcc`` (ROCm's
driver, which runs the clang of its ROCm installation: that clang is used, with this
package's flags and headers). ``find_clang()`` picks the newest on PATH; ``find_clang(name)``
the one named (a name on PATH or a path), or says in one line why it cannot compile HIP for
gfx942 (not found, not a clang, too old, no AMDGPU target). ``installed_compilers()`` lists
every usable one, newest first, each once. Each is asked for its version and targets once
per process.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from ..path_tools import versioned_on_path
from .signatures import HipError

MIN_CLANG = 19
OTHER_NAMES = ("clang", "amdclang++", "amdclang", "hipcc")


@dataclass(frozen=True)
class Compiler:
    """A usable compiler: ``name`` as the user gave or PATH had it, ``path`` the clang that
    runs (hipcc's own clang for hipcc), ``major`` its version, ``identity`` its version text,
    size and time (part of every cache key)."""

    name: str
    path: str
    major: int
    identity: str


_CHECKED: dict[str, Compiler | str] = {}   # (a path -> its Compiler, or why it cannot)
_FOUND: dict[tuple, Compiler] = {}


def candidate_names() -> list[str]:
    """The names looked for on PATH: each ``clang-N`` there from N = 19 up, newest first,
    then the others."""
    return [name for name in versioned_on_path("clang")
            if int(name.rpartition("-")[2]) >= MIN_CLANG] + list(OTHER_NAMES)


def find_clang(clang: str | os.PathLike | None = None) -> Compiler:
    """The compiler ``clang`` names, else the newest usable one on PATH (module
    docstring); a HipError says why when there is none."""
    key = (None if clang is None else str(clang), os.environ.get("PATH", ""))
    found = _FOUND.get(key)
    if found is None:
        found = _FOUND[key] = _named(str(clang)) if clang is not None else _newest()
    return found


def installed_compilers() -> list[Compiler]:
    """Every usable compiler on PATH, newest first, each binary once."""
    out, seen = [], set()
    for name in candidate_names():
        path = shutil.which(name)
        if path is None:
            continue
        checked = _check(name, path)
        if isinstance(checked, Compiler) and os.path.realpath(checked.path) not in seen:
            seen.add(os.path.realpath(checked.path))
            out.append(checked)
    return sorted(out, key=lambda c: -c.major)


def _newest() -> Compiler:
    found = installed_compilers()
    if found:
        return found[0]
    reasons = [f"{name}: {_check(name, shutil.which(name))}" for name in candidate_names()
               if shutil.which(name) is not None]
    raise HipError(f"no clang {MIN_CLANG} or newer with the AMDGPU target on PATH"
                   + (f" ({'; '.join(reasons)})" if reasons else "")
                   + ": install one (Debian: apt install clang-19) or pass clang=")


def _named(clang: str) -> Compiler:
    path = shutil.which(clang)
    if path is None:
        raise HipError(f"clang={clang}: not found (give a clang {MIN_CLANG}+ on PATH or its "
                       "path)")
    checked = _check(clang, path)
    if isinstance(checked, str):
        raise HipError(f"clang={clang}: {checked}")
    return checked


def _check(name: str, path: str) -> Compiler | str:
    """``path``'s Compiler, or why it cannot compile HIP for gfx942."""
    known = _CHECKED.get(path)
    if known is None:
        known = _CHECKED[path] = _inspect(name, path)
    if isinstance(known, Compiler) and known.name != name:
        known = Compiler(name, known.path, known.major, known.identity)
    return known


def _inspect(name: str, path: str) -> Compiler | str:
    text = _output([path, "--version"])
    if text is None:
        return "cannot be run"
    if Path(path).name.startswith("hipcc"):   # (ROCm's driver: the clang it runs)
        folder = re.search(r"^InstalledDir:\s*(\S+)", text, re.M)
        clang = Path(folder.group(1)) / "clang" if folder else None
        if clang is None or not clang.exists():
            return "hipcc did not say where its clang is (InstalledDir)"
        path = str(clang)
        text = _output([path, "--version"]) or ""
    match = re.search(r"clang version (\d+)", text)
    if match is None:
        return "not a clang (its --version names no clang version)"
    major = int(match.group(1))
    if major < MIN_CLANG:
        return f"clang {major}; HIP for gfx942 needs clang {MIN_CLANG} or newer"
    targets = _output([path, "-print-targets"]) or ""
    if not re.search(r"^\s*amdgcn\b", targets, re.M):
        return f"clang {major} built without LLVM's AMDGPU target (-print-targets)"
    stat = os.stat(path)
    return Compiler(name, path, major,
                    f"{text.splitlines()[0]}|{stat.st_size}|{stat.st_mtime_ns}")


def _output(command: list[str]) -> str | None:
    try:
        return subprocess.run(command, capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None


def beside(compiler: Compiler, tool: str) -> str:
    """An LLVM tool of the compiler's version (``llvm-as-19`` beside ``clang-19``, or in
    its own folder)."""
    suffix = re.search(r"(-\d+)$", Path(compiler.path).name)
    names = [tool + suffix.group(1)] if suffix else []
    for name in names + [tool]:
        found = shutil.which(str(Path(compiler.path).parent / name)) or shutil.which(name)
        if found:
            return found
    raise HipError(f"{tool} (LLVM {compiler.major}) is not on PATH")
