"""The force-included ``hip/hip_runtime.h``, precompiled once per command line.

Every clang run of a compile — the compile itself, the AST dump of its kernels' parameters,
the dump of their structs' layouts — parsed the runtime header and the C++ library headers
it pulls in again: 0.55–0.65 s of each 0.7 s run for a small kernel with the bundled
headers (clang 19 and 22 here), 0.1 s with the header precompiled.

``precompiled(compiler, command, headers, cache_dir, folder)`` gives ``command`` with its
``-include hip/hip_runtime.h`` replaced by ``-Xclang -include-pch -Xclang FILE``: FILE is
made by clang from an empty header under that same command (``-Xclang -emit-pch``) and
kept in ``cache_dir/pch`` under a key of the compiler, the command and the contents of the
bundled headers. The code it gives is the same, instruction for instruction
(tests/test_hip.py compares); only clang's per-file ``__hip_cuid_…`` symbol differs, a
hash of the command line (hipcc's differs as well). Its dependency file still names every
header, the precompiled header's inputs included. The command is kept as it is for
headers="system" (ROCm's headers change under it), when the source's ``folder`` has a
``hip/hip_runtime.h`` of its own (``-include`` looks in the working folder first), and when
the precompile fails or says anything (a warning of the header under the user's flags then
stays in the compile's own messages). A compile that fails with the precompiled header is
run again without it (compiler.py): its messages are the source's own, and if it then
compiles, the header — made from files changed since — is deleted (``forget``) and made
again by the next compile.

Made at a command line's first compile, it pays for itself there: a compile runs clang three
times (the compile and two dumps), which the header made once serves. At most ``KEPT``
headers (9 MB each) stay in a store, each one's time touched when used: making another
deletes the least recently used beyond that.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import subprocess
from pathlib import Path

from .toolchain import Compiler

HIP_PATH = Path(__file__).parent
FORCED = ("-include", "hip/hip_runtime.h")
KEPT = 16   # (precompiled headers a store keeps: 9 MB each)


def precompiled(compiler: Compiler, command: list[str], headers: str, cache_dir: Path,
                folder: Path) -> list[str]:
    """``command`` with the runtime header precompiled, where it can be (module
    docstring); else ``command`` itself."""
    at = _forced_at(command)
    if headers != "bundled" or at is None or (folder / FORCED[1]).exists():
        return command
    key = hashlib.sha256(json.dumps([compiler.path, compiler.identity, command,
                                     _bundled_digest()]).encode()).hexdigest()[:32]
    store = cache_dir / "pch"
    pch, refused = store / f"{key}.pch", store / f"{key}.refused"
    if refused.exists():
        return command
    if pch.exists():
        _touch(pch)
    elif _build(compiler, command, store, key, pch, refused, folder):
        _prune(store)
    else:
        return command
    return command[:at] + ["-Xclang", "-include-pch", "-Xclang", str(pch)] + command[at + 2:]


def forget(command: list[str]) -> None:
    """Delete the precompiled header ``command`` names (clang refused it: the headers it
    was made from changed since), so that the next compile makes it again."""
    for i, item in enumerate(command[:-2]):
        if item == "-include-pch":
            Path(command[i + 2]).unlink(missing_ok=True)


def _forced_at(command: list[str]) -> int | None:
    for i in range(len(command) - 1):
        if (command[i], command[i + 1]) == FORCED:
            return i
    return None


def _build(compiler: Compiler, command: list[str], store: Path, key: str, pch: Path,
           refused: Path, folder: Path) -> bool:
    """Make ``pch`` (written whole, then renamed: another process may make it too); leave
    ``refused`` instead when clang fails or has anything to say."""
    store.mkdir(parents=True, exist_ok=True)
    empty = store / f"{key}.h"
    if not empty.exists():
        empty.write_text("")
    partial = store / f".{key}.{os.getpid()}.pch"
    run = subprocess.run([compiler.path, *command, "-Xclang", "-emit-pch", str(empty),
                          "-o", str(partial)], capture_output=True, text=True,
                         cwd=str(folder))
    if run.returncode != 0 or run.stderr.strip() or not partial.exists():
        partial.unlink(missing_ok=True)
        refused.touch()
        return False
    partial.replace(pch)
    return True


def _touch(path: Path) -> None:
    try:
        os.utime(path)
    except OSError:   # (deleted meanwhile by another process's pruning: made again next)
        pass


def _prune(store: Path) -> None:
    """Delete the least recently used precompiled headers beyond ``KEPT`` (and the
    empty header each was made from)."""
    def used(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0
    for old in sorted(store.glob("*.pch"), key=used, reverse=True)[KEPT:]:
        for path in (old, old.with_suffix(".h")):
            path.unlink(missing_ok=True)


@functools.cache
def _bundled_digest() -> str:
    """One hash of the bundled headers (a package with other headers: other keys)."""
    digest = hashlib.sha256()
    for path in sorted(p for p in HIP_PATH.rglob("*") if p.is_file()
                       and p.suffix not in (".py", ".pyc")):
        digest.update(str(path.relative_to(HIP_PATH)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()
