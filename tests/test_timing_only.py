"""Timing-only launches (``launch(..., compute=False)``): the MFMAs retire uncomputed when no
value derived from their results can change the stream (timing/skipped_results.py), the
device model's report is the computing launch's to the last figure, no buffer changes, and
a kernel whose MFMA results reach a branch, EXEC or an address is computed after all, with
the place named."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import isa
from emulator.launch import launch
from emulator.timing.skipped_results import skip_plan

from .helpers import ROOT, require_clang
from .test_compute_unit import kernel

KERNELS = ROOT / "programs" / "kernels"


def plan(body: str):
    return skip_plan(isa.assemble(body, "t.s"))


MFMA = "  v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]\n"


@pytest.mark.parametrize("body,where", [
    # the results only stored: skipped
    (MFMA + "  v_accvgpr_read_b32 v4, a0\n  global_store_dword v[6:7], v4, off\n", None),
    # through a scalar compare to a branch
    (MFMA + "  v_accvgpr_read_b32 v4, a0\n  v_readfirstlane_b32 s0, v4\n"
            "  s_cmp_eq_u32 s0, 0\n  s_cbranch_scc1 .L\n  s_nop 0\n.L:\n", "condition"),
    # into EXEC
    (MFMA + "  v_accvgpr_read_b32 v4, a0\n  v_cmp_gt_f32 vcc, 0, v4\n"
            "  s_and_saveexec_b64 s[0:1], vcc\n", "EXEC"),
    # through LDS to an address
    (MFMA + "  v_accvgpr_read_b32 v4, a0\n  ds_write_b32 v5, v4\n  ds_read_b32 v6, v5\n"
            "  s_waitcnt lgkmcnt(0)\n  global_load_dword v7, v6, s[0:1]\n", "address"),
    # a loop's accumulator: its MFMA reads what it wrote, then stored
    ("  s_mov_b32 s4, 8\n.L:\n" + MFMA + "  s_sub_u32 s4, s4, 1\n  s_cmp_lg_u32 s4, 0\n"
     "  s_cbranch_scc1 .L\n  v_accvgpr_read_b32 v4, a0\n  global_store_dword v[6:7], v4, off\n",
     None),
    # a register that held a result, written again under the entry's EXEC: computed
    (MFMA + "  v_accvgpr_read_b32 v4, a0\n  global_store_dword v[6:7], v4, off\n"
            "  v_add_u32 v4, s2, v0\n  global_load_dword v7, v4, s[0:1]\n", None),
    # ... but not when EXEC may lack some of the entry's lanes (they keep the result)
    (MFMA + "  v_accvgpr_read_b32 v4, a0\n  v_cmp_gt_u32 vcc, 8, v0\n"
            "  s_and_saveexec_b64 s[8:9], vcc\n  v_add_u32 v4, s2, v0\n"
            "  s_or_b64 exec, exec, s[8:9]\n  global_load_dword v7, v4, s[0:1]\n", "address"),
    # restored EXEC: the write below covers every lane again
    (MFMA + "  v_accvgpr_read_b32 v4, a0\n  v_cmp_gt_u32 vcc, 8, v0\n"
            "  s_and_saveexec_b64 s[8:9], vcc\n  v_add_u32 v5, s2, v0\n"
            "  s_or_b64 exec, exec, s[8:9]\n  v_add_u32 v4, s2, v0\n"
            "  global_load_dword v7, v4, s[0:1]\n", None),
    # a scalar write of computed values makes an SGPR computed again
    (MFMA + "  v_accvgpr_read_b32 v4, a0\n  v_readfirstlane_b32 s6, v4\n  s_mov_b32 s6, 0\n"
            "  s_cmp_eq_u32 s6, 0\n  s_cbranch_scc1 .L\n.L:\n", None),
    # written and used under one narrower EXEC (clang's masked epilogue stores): computed
    (MFMA + "  v_accvgpr_read_b32 v4, a0\n  v_cmp_gt_u32 vcc, 8, v0\n"
            "  s_and_saveexec_b64 s[8:9], vcc\n  v_add_u32 v4, s2, v0\n"
            "  global_load_dword v7, v4, s[0:1]\n  s_or_b64 exec, exec, s[8:9]\n", None),
    # ... but not once EXEC has changed in between
    (MFMA + "  v_accvgpr_read_b32 v4, a0\n  v_cmp_gt_u32 vcc, 8, v0\n"
            "  s_and_saveexec_b64 s[8:9], vcc\n  v_add_u32 v4, s2, v0\n"
            "  s_and_b64 exec, exec, s[10:11]\n  global_load_dword v7, v4, s[0:1]\n",
     "address"),
    # ... nor for an instruction that reads another lane
    (MFMA + "  v_accvgpr_read_b32 v4, a0\n  v_cmp_gt_u32 vcc, 8, v0\n"
            "  s_and_saveexec_b64 s[8:9], vcc\n  v_add_u32 v4, s2, v0\n"
            "  v_readlane_b32 s6, v4, 9\n  s_cmp_eq_u32 s6, 0\n  s_cbranch_scc1 .L\n.L:\n",
     "condition"),
], ids=["stored", "branch", "exec", "lds-address", "loop", "rewritten", "partial-exec",
        "restored", "scalar-rewritten", "narrow-exec", "narrow-exec-changed",
        "narrow-exec-lane-read"])
def test_the_plan_skips_only_what_cannot_change_the_stream(body, where):
    result = plan(body + "  s_endpgm\n")
    if where is None:
        assert result.reason is None and result.skipped
    else:
        assert not result.skipped and f"its {where}" in result.reason
        assert result.reason.startswith("t.s:")


def test_every_compiled_gemm_of_the_repository_may_skip_its_mfmas():
    """The compilers' kernels (clang's OpenCL, Triton's): accumulators only stored, EXEC
    saved and restored around their masked stores, registers reused after (the HIP
    policies' kernels too: the next test)."""
    paths = sorted(KERNELS.glob("gemm_*.s")) + \
        sorted((ROOT / "programs" / "corpus" / "triton-3.9").glob("matmul_*.s"))
    assert len(paths) >= 10
    for path in paths:
        program = isa.assemble(path.read_text(), str(path))
        result = skip_plan(program)
        assert result.reason is None, result.reason
        assert result.skipped == {i.index for i in program.instructions if i.mfma is not None}


@pytest.mark.parametrize("name,dtype,tile,block", [
    ("gemm_bf16_lds", ml_dtypes.bfloat16, 32, 256), ("gemm_xf32", np.float32, 16, 64)])
def test_a_timing_only_launch_times_what_the_computing_one_does(name, dtype, tile, block):
    n = 64
    rng = np.random.default_rng(3)
    a = rng.standard_normal((n, n)).astype(dtype)
    view = a.view(np.uint16) if dtype is ml_dtypes.bfloat16 else a
    results = []
    for compute in (True, False):
        c = np.zeros((n, n), np.float32)
        result = launch(KERNELS / f"{name}.s", kernel=name, grid=(n // tile, n // tile),
                        block=block, args=[view, view, c, n, n, n], workers=1,
                        device="mi300x", compute=compute, profile=True)
        results.append((result, c))
    (full, c_full), (timed, c_timed) = results
    assert np.abs(c_full).sum() > 0 and not c_timed.any()   # (nothing written back)
    assert timed.device.waves == full.device.waves
    assert timed.device.kernel_cycles == full.device.kernel_cycles
    assert timed.device.memory == full.device.memory and timed.device.flops == full.device.flops
    assert timed.profile.rows == full.profile.rows
    assert full.timing_only is None
    executions = full.device.flops // isa.lookup_matrix(
        next(i.mfma.record.mnemonic for i in isa.assemble(
            (KERNELS / f"{name}.s").read_text(), name).instructions if i.mfma)).ops
    assert timed.timing_only.executions == executions and timed.timing_only.reason is None
    assert "not computed" in str(timed.timing_only)


def test_a_kernel_whose_results_steer_it_is_computed_and_says_why():
    body = (MFMA + "  v_accvgpr_read_b32 v4, a0\n  v_readfirstlane_b32 s6, v4\n"
                   "  s_cmp_eq_u32 s6, 0\n  s_cbranch_scc1 .Lend\n  s_nop 0\n.Lend:\n")
    result = launch(kernel(body), kernel="k", workers=1, compute=False)
    assert result.timing_only.executions == 0 and "its condition" in result.timing_only.reason
    assert "computed after all" in str(result.timing_only)
    assert result.device is not None   # (timed on mi300x: compute=False asks for timing)


def test_the_cli_times_only(capsys, tmp_path):
    from emulator.tools.cli import main
    a = np.random.default_rng(0).standard_normal((64, 64)).astype(np.float32)
    for name, array in (("a", a), ("c", np.zeros_like(a))):
        np.save(tmp_path / f"{name}.npy", array)
    common = ["launch", str(KERNELS / "gemm_xf32.s"), "--kernel", "gemm_xf32", "--grid", "4,4",
              "--arg", f"A={tmp_path / 'a.npy'}", "--arg", f"B={tmp_path / 'a.npy'}",
              "--arg", f"C={tmp_path / 'c.npy'}", "--arg", "M=64", "--arg", "N=64",
              "--arg", "K=64", "--no-compute"]
    assert main(common) == 0
    out = capsys.readouterr().out
    assert "timing only: 128 executions of 1 MFMA(s) not computed" in out and "mi300x:" in out
    assert main(common + ["--out", f"C={tmp_path / 'out.npy'}"]) != 0
    assert "--no-compute" in capsys.readouterr().err and not (tmp_path / "out.npy").exists()


def test_a_timing_only_launch_on_a_pool_of_workers_times_the_same():
    """The pool's workers get the skip plan's PCs (and record their waves' streams) as the
    launch in one process does."""
    a = np.random.default_rng(5).standard_normal((64, 64)).astype(np.float32)
    reports = [launch(KERNELS / "gemm_xf32.s", kernel="gemm_xf32", grid=(4, 4),
                      args=[a, a, np.zeros_like(a), 64, 64, 64], workers=workers,
                      device="mi300x", compute=compute)
               for workers, compute in ((1, True), (2, False))]
    assert reports[1].timing_only.executions == 128
    assert reports[0].device.waves == reports[1].device.waves
    assert reports[0].device.memory == reports[1].device.memory


def test_the_hip_policy_gemms_skip_and_time_the_same():
    """clang's HIP kernels store their accumulators under a narrower EXEC and write the
    store addresses into registers that held results, under that EXEC."""
    require_clang()
    from emulator import hip
    module = hip.compile(ROOT / "programs" / "hip" / "gemm_mfma_policy.hip")
    rng = np.random.default_rng(6)
    a = rng.standard_normal((64, 32)).astype(np.float32)
    b = rng.standard_normal((32, 64)).astype(np.float32)
    kernel = ("matrix_multiply_generic<SingleBufferTilePolicyF<32, 32, 8>, "
              "MfmaCdna3XF32Policy>")
    results = [hip.launch(module, kernel, grid=(2, 2), block=256,
                          args=[a, b, np.zeros((64, 64), np.float32), 64, 64, 32],
                          device="mi300x", workers=1, compute=compute, echo=False)
               for compute in (True, False)]
    assert results[1].timing_only.reason is None and results[1].timing_only.executions > 0
    assert results[0].device.waves == results[1].device.waves
