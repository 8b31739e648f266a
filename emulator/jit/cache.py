"""Where compiled entries are known to be ready, and numba's cache kept true to the sources.

*Markers.* A process running plain twins does not import numba, so it cannot ask numba's
cache what it holds. Whoever compiles an entry for a call's signature (a child, or a process
that compiled it itself) leaves a marker file named by a hash of everything the machine code
depends on: the entry, the signature's description, the source of every jitted module,
Python's and numba's versions and numba's options. The markers live in the user's cache
(``~/.cache/wavefront-emu/jit``, beside numba's cache of the package's functions:
numba_cache.py), or in ``$NUMBA_CACHE_DIR/wavefront-emu`` when numba's cache is moved there;
nothing is written inside the package. A marker whose numba cache entry has gone only costs
a compile where it is used.

*Freshness.* numba checks a cached function against its own file only, so a change to a
module it calls (numerics.py under kernels.py) would leave stale machine code in use.
``freshen`` (run before a process first uses numba for the jitted modules) keeps a stamp of
all their sources beside each module's numba cache, and deletes that module's cache files
when the stamp differs.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys
from pathlib import Path

from emulator.jit.plain import JITTED
from emulator.user_cache import user_cache_dir

# Modules whose numba caches ``freshen`` checks: the twins' modules, and the lane functions
# that compiled blocks call.
CACHED = JITTED | {f"emulator.execution.blocks.{name}"
                   for name in ("scalar_lanes", "memory_lanes")}


def _origin(name: str) -> Path:
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        raise ImportError(f"no module named {name}")
    return Path(spec.origin)


def sources_hash(modules=CACHED) -> str:
    """One hash of the sources of ``modules`` (any change to one changes it)."""
    digest = hashlib.sha256()
    for name in sorted(modules):
        digest.update(name.encode() + b"\0" + _origin(name).read_bytes() + b"\0")
    return digest.hexdigest()


def marker_dir() -> Path:
    """The folder of the markers (see the module docstring); made when first asked for."""
    numba_dir = os.environ.get("NUMBA_CACHE_DIR")
    path = Path(numba_dir) / "wavefront-emu" if numba_dir else user_cache_dir("jit")
    path.mkdir(parents=True, exist_ok=True)
    return path


def _numba_version() -> str:
    import importlib.metadata   # (its import costs tens of milliseconds: only when asked)
    try:
        return importlib.metadata.version("numba")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


class Markers:
    """The marker paths of one process (hashing the sources once)."""

    def __init__(self) -> None:
        self._base: str | None = None
        self._dir: Path | None = None

    @property
    def directory(self) -> Path:
        if self._dir is None:
            self._dir = marker_dir()
        return self._dir

    def path(self, module: str, name: str, call: tuple) -> Path:
        if self._base is None:
            options = {k: v for k, v in os.environ.items()
                       if k.startswith("NUMBA_") and k != "NUMBA_CACHE_DIR"}
            self._base = json.dumps([sources_hash(), sys.version, _numba_version(),
                                     sorted(options.items())])
        key = hashlib.sha256(json.dumps([self._base, module, name, call]).encode())
        return self.directory / f"{module.rpartition('.')[2]}.{name}.{key.hexdigest()[:20]}"


def write_marker(path: Path) -> None:
    partial = path.with_suffix(f".{os.getpid()}.tmp")
    partial.write_text("")
    os.replace(partial, path)


def freshen(modules=CACHED) -> None:
    """Delete the numba cache files of ``modules`` made from other sources (see the module
    docstring). Imports numba and the modules."""
    stamp = sources_hash(modules)
    for name in sorted(modules):
        module = importlib.import_module(name)
        folder = _cache_folder(module)
        if folder is None:
            continue
        stem = Path(module.__file__).stem
        mark = folder / f"{stem}.wfemu-sources"
        try:
            if mark.exists() and mark.read_text() == stamp:
                continue
            for stale in list(folder.glob(f"{stem}.*.nbi")) + list(folder.glob(f"{stem}.*.nbc")):
                stale.unlink(missing_ok=True)
            folder.mkdir(parents=True, exist_ok=True)
            partial = mark.with_suffix(f".{os.getpid()}.tmp")
            partial.write_text(stamp)
            os.replace(partial, mark)
        except OSError:
            continue   # (an unwritable cache: numba will not write there either)


def _cache_folder(module) -> Path | None:
    """The folder numba caches ``module``'s functions in (asked of one of its dispatchers)."""
    from numba.core.registry import CPUDispatcher
    for value in vars(module).values():
        if isinstance(value, CPUDispatcher) and getattr(value, "_cache", None) is not None:
            path = getattr(value._cache, "cache_path", None)
            if path:
                return Path(path)
    return None
