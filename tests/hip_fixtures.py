"""What the HIP tests share: every compiler on PATH (each HIP test runs with each, as users'
machines have clang-19 and clang-22 side by side; by default the older ones only in the
first case of the tests marked ``each_compiler``, the rest under ``-m exhaustive``:
conftest.py), one compile cache, and a launch helper."""

from __future__ import annotations

from pathlib import Path

import pytest

from emulator import hip

# (every clang 19+ on PATH, and ROCm's amdclang++/hipcc where present)
COMPILERS = [c.name for c in hip.toolchain.installed_compilers()]


@pytest.fixture(scope="session")
def cache_dir(tmp_path_factory) -> Path:
    """One compile cache for the session's workers (entries are written whole)."""
    root = tmp_path_factory.getbasetemp().parent / "hip-cache"
    root.mkdir(exist_ok=True)
    return root


@pytest.fixture(params=COMPILERS or [None])
def env(request, cache_dir) -> dict:
    """How a test compiles: the shared cache and one of the compilers (the test's id)."""
    return {"cache_dir": cache_dir, "clang": request.param}


def run(source, kernel, grid, block, args, env, **options):
    return hip.launch(source, kernel, grid, block, args, echo=False, **env, **options)
