"""Shared test fixtures: where the test data lives.

The golden vectors and the instruction CSV the tests compare against are the project's own
copies in ``tests/data`` (see ``tests/data/README.md`` for where they come from), so a fresh
clone passes on its own. When the project's ``shared/`` folder lies beside the checkout (as on
the project's machines and in CI), ``test_data_copies.py`` also checks that the copies still
equal it; that check skips elsewhere.
"""

from __future__ import annotations

import csv
import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).resolve().parent / "data"
GOLDEN = DATA / "golden"
SPEC_CSV = DATA / "spec" / "instructions.csv"
# The upstream folder, if any: an extra cross-check, never a requirement.
SHARED = Path(os.environ.get("WFEMU_SHARED", ROOT.parent / "shared"))


def llvm_tool(name: str) -> str | None:
    """Path of an LLVM 19 tool (Debian's llvm-19 package), or None."""
    for candidate in (f"{name}-19", f"/usr/lib/llvm-19/bin/{name}"):
        path = shutil.which(candidate)
        if path:
            return path
    return None


@pytest.fixture(scope="session")
def csv_rows() -> dict[str, dict[str, str]]:
    with open(SPEC_CSV, newline="") as f:
        return {row["mnemonic"]: row for row in csv.DictReader(f)}
