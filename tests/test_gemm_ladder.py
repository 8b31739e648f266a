"""The bf16 GEMM optimisation ladder of programs/validation/gemm_bf16_ladder.hip: every
step computes A·Bᵀ, the LDS layouts it changes remove the bank conflicts they are meant to
(state/memory_observers.py ``BankRecorder``), and the compiler emits what each step is
about (benchmarks/validate_mi300x.py times the five at 4096³ against MI300X)."""

from __future__ import annotations

import re
from collections import Counter

import numpy as np
import pytest

from emulator.state.memory_observers import BankRecorder

from .helpers import ROOT, require_clang

SOURCE = ROOT / "programs" / "validation" / "gemm_bf16_ladder.hip"
LANES = np.arange(64)


def _swizzled(row, col):
    """gemm_bf16_ladder.hip's lds_index for steps 3 to 5, in bytes."""
    return 2 * (row * 64 + ((col // 8) ^ (row % 8)) * 8 + col % 8)


@pytest.mark.parametrize("width,col,want", [
    (8, 4 * (LANES // 16), [8, 4]),    # steps 3 and 4: four bf16 of row l % 16
    (16, 8 * (LANES // 16), [8, 8]),   # step 5: eight bf16 (ds_read_b128)
])
def test_the_swizzled_fragment_reads_spread_over_the_banks(width, col, want):
    """Lane l reads row l % 16 of the strip; unswizzled, the 16 rows (128 bytes apart) all
    start in one bank (64 cycles for the 64 lanes); the XOR of the 16-byte chunk with
    row % 8 spreads them. A b128 read serves 8 lanes a cycle, rows 0-7 in 8 distinct
    chunks: conflict-free. A b64 read serves 16 lanes, and rows r and r + 8 share a chunk:
    two dwords of each bank, twice the conflict-free cycles (still 8 times fewer)."""
    for first_row in (0, 16, 48):   # (each of a wave's fragments)
        banks = BankRecorder()
        banks.accessed(_swizzled(first_row + LANES % 16, col), width, None)
        assert banks.take().tolist() == want
    plain = BankRecorder()
    plain.accessed(2 * ((LANES % 16) * 64 + col), width, None)
    assert plain.take()[0] > want[0]


def _kernels(module) -> dict:
    bodies = re.split(r"\n(_Z\w+):", module.assembly)
    return {re.search(r"ILi(\d)E", name).group(1): Counter(
                re.findall(r"^\s+(ds_\w+|global_load\w+|s_barrier)\b", body, re.M))
            for name, body in zip(bodies[1::2], bodies[2::2])}


def test_each_step_computes_the_product_and_emits_what_it_is_about():
    """At 256³ each of the 4 workgroups has a CU to itself, whose LDS serves its 4 waves'
    16 fragment reads per K step one at a time: rows of 64 bf16 make each (ds_read2_b64)
    take 128 cycles, padded rows 8 (test_lds_banks.py), so step 1 is slower than step 2 by
    those 4 x 4 x 16 x 120 cycles, less what overlaps them."""
    require_clang()
    import ml_dtypes
    from emulator import hip
    module = hip.compile(SOURCE)
    mix = _kernels(module)
    assert mix["1"]["ds_write_b128"] == 8 and mix["2"]["ds_write2_b64"] == 8   # (unaligned)
    assert mix["4"]["global_load_dwordx4"] == 16 == 2 * mix["3"]["global_load_dwordx4"]
    assert mix["5"]["ds_read_b128"] == 16 and not any("ds_read2" in k for k in mix["5"])
    n = 256
    rng = np.random.default_rng(7)
    a = rng.standard_normal((n, n)).astype(ml_dtypes.bfloat16)
    bt = rng.standard_normal((n, n)).astype(ml_dtypes.bfloat16)
    want = a.astype(np.float64) @ bt.astype(np.float64).T
    occupancy, cycles = {}, {}
    for step in range(1, 6):
        c = np.zeros((n, n), np.float32)
        result = hip.launch(module, f"gemm_bf16_ladder<{step}>", grid=(n // 128, n // 128),
                            block=256, args=[a.view(np.uint16), bt.view(np.uint16), c, n, n, n],
                            device="mi300x", workers=1)
        assert np.allclose(c, want, rtol=1e-5, atol=1e-4), step
        occupancy[step] = result.device.occupancy["workgroups_per_cu"]
        cycles[step] = result.device.kernel_cycles
    # (the padded rows take 34 KiB of LDS: one workgroup a CU; the others 32 KiB: two)
    assert occupancy == {1: 2, 2: 1, 3: 2, 4: 2, 5: 2}
    conflicts = 4 * (n // 64) * 16 * (128 - 8)
    assert 0.85 * conflicts < cycles[1] - cycles[2] <= conflicts
