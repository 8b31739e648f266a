"""Bit-exact agreement with the golden vectors of a hardware-validated model (MMA-Sim),
through the register-file path: write_matrix -> execute -> read_matrix (emulator.mfma)."""

from __future__ import annotations

import numpy as np
import pytest

import emulator
import isa

from .helpers import GOLDEN, same_bits

FILES = sorted(GOLDEN.glob("*.npz"))


def test_golden_files_present():
    assert len(FILES) == 27, f"expected 27 golden files in {GOLDEN}"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_vectors(path):
    z = np.load(path)
    record = isa.lookup(str(z["instruction"]))
    assert (record.m, record.n, record.k) == (int(z["m"]), int(z["n"]), int(z["k"]))
    a, b, c, d = z["a"], z["b"], z["c"], z["d"]
    cases = len(a)
    # Multi-block instructions take `blocks` consecutive cases at once (blocks are
    # independent); the last batch wraps around to fill every block.
    B = record.blocks
    for start in range(0, cases, B):
        idx = [(start + t) % cases for t in range(B)]
        got = emulator.mfma(record.mnemonic, a[idx], b[idx], c[idx])
        ok = same_bits(got, d[idx].astype(got.dtype))
        if not ok.all():
            t, i, j = np.argwhere(~ok)[0]
            case = idx[t]
            pytest.fail(f"case {case} ({z['family'][case]}, zero_sensitive="
                        f"{bool(z['zero_sensitive'][case])}): D[{i}][{j}] = "
                        f"{int(got[t, i, j]):#x}, want {int(d[case, i, j]):#x}")


def test_sign_asymmetry_example():
    """NUMERICS.md: c = 1, one product 2^-24 + 2^-32 gives 1.0; negating a and c gives
    -(1 + 2^-23). An fp32 FMA chain gets both wrong."""
    name = "v_mfma_f32_32x32x8_f16"
    a = np.zeros((32, 8), np.float16)
    b = np.zeros((8, 32), np.float16)
    a[0, 0] = np.float16(2.0 ** -12 * (1 + 2.0 ** -8))
    b[0, 0] = np.float16(2.0 ** -12)
    c = np.zeros((32, 32), np.float32)
    c[0, 0] = 1.0
    d = emulator.mfma(name, a, b, c)
    assert d[0, 0] == np.float32(1.0)
    d = emulator.mfma(name, -a, b, -c)
    assert d[0, 0] == np.float32(-(1 + 2.0 ** -23))
    # What a plain fp32 FMA would give: 1 + 2^-24 + 2^-32 rounds up to 1 + 2^-23.
    assert np.float32(1.0) + np.float32(2.0 ** -24 + 2.0 ** -32) != d[0, 0]


@pytest.mark.parametrize("cases_taken", ["sampled",
                                         pytest.param("all", marks=pytest.mark.exhaustive)])
@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_reference_model_matches_golden(path, cases_taken):
    """The slow exact reference (which checks the kernels on random inputs) is itself right:
    every special-value and zero-sensitive case (the default run: every fourth of each
    family's), on a sample of cells."""
    from . import reference
    z = np.load(path)
    record = isa.lookup(str(z["instruction"]))
    rng = np.random.default_rng(0)
    cases = [c for c in range(len(z["a"]))
             if z["family"][c] in ("special", "sign_asym", "sign_asym_neg", "xf32_lowbits")
             or z["zero_sensitive"][c]]
    if cases_taken == "sampled":
        by_family: dict[str, list[int]] = {}
        for c in cases:
            by_family.setdefault(str(z["family"][c]), []).append(c)
        cases = [c for family in by_family.values() for c in family[::4]]
    for case in cases:
        a, b, c, d = z["a"][case], z["b"][case], z["c"][case], z["d"][case]
        for i, j in zip(rng.integers(0, record.m, 6), rng.integers(0, record.n, 6)):
            got = reference.element(record, list(a[i]), list(b[:, j]), c[i, j])
            want = np.array([d[i, j]])
            assert same_bits(np.array([got], dtype=want.dtype), want).all(), (case, i, j)
