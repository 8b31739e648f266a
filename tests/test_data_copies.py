"""The test data the repository carries (tests/data) is complete, intact, and — where the
project's shared/ folder lies beside the checkout — equal to its upstream copy."""

from __future__ import annotations

import hashlib

import pytest

from .helpers import DATA, GOLDEN, SHARED

SUMS = {name: digest for digest, name in
        (line.split() for line in (DATA / "SHA256SUMS").read_text().splitlines())}
UPSTREAM = {f"golden/{p.name}": SHARED / "golden" / "mfma" / p.name
            for p in GOLDEN.glob("*.npz")}
UPSTREAM["spec/instructions.csv"] = SHARED / "spec" / "instructions.csv"


def _sha256(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_all_files_listed():
    assert len(list(GOLDEN.glob("*.npz"))) == 27
    on_disk = {f"golden/{p.name}" for p in GOLDEN.glob("*.npz")} | {
        "spec/instructions.csv", "cdna3_instruction_names.txt",
        "llvm19_gfx942_mnemonics.txt", "llvm_mc_tests.json.gz", "llvm_mc_tests_gfx90a.json.gz",
        "llvm_mc_tests_gfx950.json.gz", "llvm_mc_tests_gfx950_own.json.gz",
        "calculator_cdna2.json.gz"}
    assert on_disk == set(SUMS)


@pytest.mark.parametrize("name", sorted(SUMS))
def test_copy_intact(name):
    assert _sha256(DATA / name) == SUMS[name], f"tests/data/{name} differs from SHA256SUMS"


@pytest.mark.parametrize("name", sorted(UPSTREAM))
def test_copy_equals_shared(name):
    upstream = UPSTREAM[name]
    if not upstream.exists():
        pytest.skip(f"no upstream copy at {upstream} (only on the project's own machines)")
    assert _sha256(upstream) == SUMS[name], f"{upstream} changed: refresh tests/data/{name}"
