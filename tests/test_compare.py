"""Two versions of a kernel side by side (``emulator.compare``, ``wfemu compare``): the
times the device model predicts, their ratio, the source lines that moved most — on the
unpadded and padded LDS layouts of programs/validation/gemm_bf16_ladder.hip (steps 1 and
2), whose difference is the bank conflicts of the fragment reads: in ``compute()`` (line
104; its inlined reads count at the call) and the barrier after it that waits for them (105)."""

from __future__ import annotations

import json

import numpy as np
import pytest

import emulator
from emulator.tools.cli import main

from .helpers import ROOT
from .hip_fixtures import COMPILERS

SOURCE = ROOT / "programs" / "validation" / "gemm_bf16_ladder.hip"
needs_clang = pytest.mark.skipif(not COMPILERS, reason="no clang 19+ on PATH")
N = 256


def _launch(kernel):
    from emulator import hip
    module = hip.compile(SOURCE)
    a = np.zeros((N, N), np.uint16)
    return hip.launch(module, kernel, grid=(N // 128, N // 128), block=256,
                      args=[a, a.copy(), np.zeros((N, N), np.float32), N, N, N],
                      device="mi300x", profile=True, compute=False)


@needs_clang
def test_the_padded_layout_is_faster_where_its_reads_were_conflicting():
    plain, padded = _launch("gemm_bf16_ladder<1>"), _launch("gemm_bf16_ladder<2>")
    comparison = emulator.compare(plain, padded, names=("rows of 64", "padded rows"))
    assert comparison.ratio == pytest.approx(padded.device.time_us / plain.device.time_us)
    assert comparison.ratio < 0.5
    top = [line.place for line in comparison.moved(2)]
    assert sorted(top) == ["gemm_bf16_ladder.hip:104", "gemm_bf16_ladder.hip:105"]
    assert all(line.delta < 0 for line in comparison.moved(2))
    # (every line of either version, its cycles as each profile has them)
    for result, side in ((plain, "first"), (padded, "second")):
        assert sum(getattr(line, side) for line in comparison.lines) == \
            sum(row.cycles for row in result.profile.rows)
    # (by the lines that wrote inlined code: the MFMAs' line in compute(), whose waits for
    # the conflicting reads moved, and __syncthreads' in the header)
    inner = emulator.compare(plain, padded, inlined=True).moved(1)[0]
    assert inner.place == "gemm_bf16_ladder.hip:78" and inner.delta < 0
    same = emulator.compare(plain, plain)
    assert same.ratio == 1.0 and same.moved() == []
    text = comparison.text(2)
    assert "padded rows / rows of 64: " in text and "gemm_bf16_ladder.hip:105" in text


def test_compare_needs_device_timing_with_a_profile():
    class Untimed:
        device, profile = None, None
    with pytest.raises(ValueError, match="first was not timed on a device with a profile"):
        emulator.compare(Untimed(), Untimed())


@needs_clang
def test_wfemu_compare_two_kernels_of_one_file(tmp_path, capsys):
    np.save(tmp_path / "a.npy", np.zeros((N, N), np.uint16))
    np.save(tmp_path / "c.npy", np.zeros((N, N), np.float32))
    common = ["--grid", "2,2", "--block", "256", "--arg", f"A={tmp_path / 'a.npy'}",
              "--arg", f"Bt={tmp_path / 'a.npy'}", "--arg", f"C={tmp_path / 'c.npy'}",
              "--arg", f"M={N}", "--arg", f"N={N}", "--arg", f"K={N}", "--no-compute"]
    assert main(["compare", str(SOURCE), "--kernel", "gemm_bf16_ladder<1>", "--kernel",
                 "gemm_bf16_ladder<2>", *common, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["names"] == ["gemm_bf16_ladder<1>", "gemm_bf16_ladder<2>"] and out["ratio"] < 0.5
    assert main(["compare", str(SOURCE), "--kernel", "gemm_bf16_ladder<1>", *common]) == 3
    assert "two files" in capsys.readouterr().err
