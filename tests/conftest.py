"""Pytest fixtures (the shared helpers themselves are in ``helpers.py``)."""

from __future__ import annotations

import pytest

from .helpers import read_csv_rows


@pytest.fixture(scope="session")
def csv_rows() -> dict[str, dict[str, str]]:
    return read_csv_rows()


def pytest_configure(config):
    """Compiled blocks (emulator/execution/blocks) go to a cache of this session's own, and
    are compiled in-process when hot, so that no test leaves a compiling child behind
    (tests/test_blocks.py chooses its modes itself)."""
    import os
    import tempfile
    if "WFEMU_BLOCK_CACHE" not in os.environ:
        config._wfemu_blocks = tempfile.mkdtemp(prefix="wfemu-blocks-")
        os.environ["WFEMU_BLOCK_CACHE"] = config._wfemu_blocks
    os.environ.setdefault("WFEMU_BLOCKS", "sync")


def pytest_unconfigure(config):
    import shutil
    if getattr(config, "_wfemu_blocks", None):
        shutil.rmtree(config._wfemu_blocks, ignore_errors=True)
