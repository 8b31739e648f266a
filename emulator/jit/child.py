"""The compiling child: ``python -m emulator.jit.child JOBS`` compiles each job into numba's
disk cache and leaves its marker (cache.py).

``JOBS`` is a JSON list of ``[module, function, call description, marker path]``. A job
whose marker exists is skipped; one whose lock (the marker's ``.lock``, holding a live
process's id) another process holds is skipped too (that process compiles it). The child
runs detached from the process that started it, so that a compile outlives a short run and
the next run finds the kernel ready.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from pathlib import Path

from emulator.jit.cache import freshen, write_marker
from emulator.jit.signatures import numba_types


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def take_lock(marker: Path) -> bool:
    """Create the marker's lock with this process's id; False if a live process holds it."""
    lock = marker.with_name(marker.name + ".lock")
    for _ in range(2):
        try:
            fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            try:
                holder = int(lock.read_text() or 0)
            except (OSError, ValueError):
                holder = 0
            if holder and _alive(holder):
                return False
            lock.unlink(missing_ok=True)   # (its process died: take it over)
            continue
        with os.fdopen(fd, "w") as f:
            f.write(str(os.getpid()))
        return True
    return False


def release_lock(marker: Path) -> None:
    marker.with_name(marker.name + ".lock").unlink(missing_ok=True)


def locked(marker: Path) -> bool:
    """Whether a live process holds the marker's lock (is compiling it now)."""
    lock = marker.with_name(marker.name + ".lock")
    try:
        holder = int(lock.read_text() or 0)
    except (OSError, ValueError):
        return False
    return bool(holder) and _alive(holder)


def compile_job(module: str, name: str, call, marker: Path) -> None:
    """Compile ``module.name`` for the described call and leave the marker."""
    dispatcher = getattr(importlib.import_module(module), name)
    dispatcher.compile(numba_types(tuple(_tuples(call))))
    write_marker(marker)


def _tuples(value):
    """JSON's lists back into the description's tuples."""
    return [tuple(_tuples(v)) if isinstance(v, list) else v for v in value]


def main(argv: list[str]) -> int:
    jobs = json.loads(argv[0])
    freshen()
    failed = 0
    for module, name, call, marker in jobs:
        marker = Path(marker)
        if marker.exists() or not take_lock(marker):
            continue
        try:
            compile_job(module, name, call, marker)
        except Exception:   # (the process that needs it compiles it itself, and says why)
            failed += 1
        finally:
            release_lock(marker)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
