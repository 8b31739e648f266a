"""Shared test fixtures: where the spec and golden vectors live (``../shared`` beside the
checkout, as in CI)."""

from __future__ import annotations

import csv
import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("WFEMU_SHARED", ROOT.parent / "shared"))
SPEC = SHARED / "spec"
GOLDEN = SHARED / "golden" / "mfma"


def llvm_tool(name: str) -> str | None:
    """Path of an LLVM 19 tool (Debian's llvm-19 package), or None."""
    for candidate in (f"{name}-19", f"/usr/lib/llvm-19/bin/{name}"):
        path = shutil.which(candidate)
        if path:
            return path
    return None


@pytest.fixture(scope="session")
def csv_rows() -> dict[str, dict[str, str]]:
    path = SPEC / "instructions.csv"
    if not path.exists():
        pytest.fail(f"{path} is missing: the tests need ../shared beside the checkout")
    with open(path, newline="") as f:
        return {row["mnemonic"]: row for row in csv.DictReader(f)}
