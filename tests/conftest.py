"""Pytest fixtures and the session's set-up (the shared helpers themselves are in
``helpers.py``)."""

from __future__ import annotations

import os

import pytest

from .helpers import read_csv_rows


@pytest.fixture(scope="session")
def csv_rows() -> dict[str, dict[str, str]]:
    return read_csv_rows()


def pytest_configure(config):
    """Compiled blocks (emulator/execution/blocks) are compiled in-process when hot, so that
    no test leaves a compiling child behind (tests/test_blocks.py chooses its modes itself);
    their disk cache is the user's (keyed by each block's text and the lane code's hash: a
    second session loads what the first compiled; test_blocks builds one from empty).

    Jitted code (emulator/jit) runs compiled in every test, so that a test checks the code
    a long run uses (tests/test_jit.py holds each plain twin equal to it): first one small
    plain call of each kernel family, whose compiles a child starts on the machine's other
    core while the first tests (the assembler's) run; then a budget of no plain time."""
    os.environ.setdefault("WFEMU_BLOCKS", "sync")
    if config.getoption("collectonly"):
        return
    from emulator import jit
    compiler = jit.DEFAULT
    compiler.plain_budget = float("inf")
    try:
        _call_each_kernel_family()
    finally:
        compiler.plain_budget = 0.0


def _call_each_kernel_family() -> None:
    """One small call of each jitted entry the tests use, on one wave and on a batch."""
    import numpy as np

    import emulator
    import isa
    from emulator.execution.batch import WaveBatch
    from emulator.execution.mfma.execute import execute_mfma_batch
    from emulator.timing.accountant import CycleAccountant

    names = ("v_mfma_f32_4x4x4_16b_f16", "v_mfma_i32_4x4x4_16b_i8",
             "v_mfma_f32_4x4x1_16b_f32", "v_mfma_f64_4x4x4_4b_f64")
    batch = WaveBatch(1, isa.GFX942)
    for name in names:
        record = isa.lookup(name)
        raw = lambda t, m: np.zeros(isa.matrix_shape(record, m), t.raw_dtype)  # noqa: E731
        emulator.mfma(name, raw(record.a_type, "A"), raw(record.b_type, "B"),
                      raw(record.cd_type, "C"))
        d = f"a[0:{record.d_regs - 1}]" if record.d_regs > 1 else "a0"
        a = "v0" if record.a_regs == 1 else f"v[0:{record.a_regs - 1}]"
        b = "v4" if record.b_regs == 1 else f"v[4:{3 + record.b_regs}]"
        for c in (d, "0"):
            op = isa.assemble(f"{name} {d}, {a}, {b}, {c}\n", "warm.s").instructions[0].mfma
            execute_mfma_batch(batch, 0, 1, op)
    accountant = CycleAccountant()
    accountant.retire(isa.assemble("v_mov_b32 v0, v1\n", "warm.s").instructions[0])
    accountant.report()
