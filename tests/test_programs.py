"""Every program in programs/ passes its own checks; directives, runtime errors, wfemu run."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from emulator.tools import session
from emulator.tools.cli import main
from emulator.tools.directives import DirectiveError
from emulator.execution.runner import RunError

from .helpers import ROOT

PROGRAMS = sorted((ROOT / "programs").glob("*.s"))


def test_at_least_ten_programs():
    assert len(PROGRAMS) >= 10


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_program_passes_its_checks(path):
    outcome = session.execute(session.load(path), strict=True)
    assert outcome.result.ended and outcome.loaded.plan.checks
    failed = [c.message for c in outcome.checks if not c.passed]
    assert not failed, failed


def write(tmp_path, text, name="p.s") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_failing_check_reports_first_difference(tmp_path, capsys):
    path = write(tmp_path, "; wfemu: check v0 == lane + 1\nv_mbcnt_lo_u32_b32 v0, -1, 0\n"
                           "v_mbcnt_hi_u32_b32 v0, -1, v0\ns_endpgm\n")
    outcome = session.execute(session.load(path))
    assert not outcome.passed
    assert "64 of 64 differ; first at [0]: got" in outcome.checks[0].message
    assert main(["run", str(path)]) == 1
    assert "FAIL line 1" in capsys.readouterr().out


def test_tolerance_and_matrix_views(tmp_path):
    path = write(tmp_path, """
; wfemu: let A = random(16, 16, f16, seed=1)
; wfemu: let B = random(16, 16, f16, seed=2)
; wfemu: fill v[0:1] with A as A of v_mfma_f32_16x16x16_f16
; wfemu: fill v[2:3] with B as B of v_mfma_f32_16x16x16_f16
; wfemu: check a[0:3] as D of v_mfma_f32_16x16x16_f16 == A.astype(f64) @ B  rtol=1e-3 atol=1e-3
; wfemu: check a[0:3] as D of v_mfma_f32_16x16x16_f16 == A.astype(f64) @ B
v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], 0
s_endpgm
""")
    outcome = session.execute(session.load(path))
    assert outcome.checks[0].passed
    assert not outcome.checks[1].passed  # exact against float64 must fail: rounding differs


def test_npy_input(tmp_path):
    np.save(tmp_path / "x.npy", np.arange(64, dtype=np.uint32) * 3)
    path = write(tmp_path, "; wfemu: fill v0 with npy(\"x.npy\")\n"
                           "; wfemu: check v1 == 6 * lane\nv_add_u32 v1, v0, v0\ns_endpgm\n")
    assert session.execute(session.load(path)).passed


@pytest.mark.parametrize("directive,message", [
    ("; wfemu: lett A = 1", "expected 'let NAME = EXPR'"),
    ("; wfemu: fill v0 with __import__('os')", "unknown name '__import__'"),
    ("; wfemu: fill v0 with lane.__class__", "not allowed"),
    ("; wfemu: check v0 as D of v_mfma_nope == 1", "unknown instruction"),
    ("; wfemu: fill v0 with nosuch + 1", "unknown name 'nosuch'"),
    ("; wfemu: fill v[0:1] with 1 as A of v_mfma_f32_32x32x8_f16", "expected shape"),
    ("; wfemu: check v0 == (", "bad expression"),
])
def test_bad_directives_are_located(tmp_path, directive, message):
    path = write(tmp_path, f"s_nop 0\n{directive}\ns_endpgm\n")
    with pytest.raises(DirectiveError) as err:
        session.load(path)
    d = err.value.diagnostics[0]
    assert d.loc.line == 2 and message in d.message, d.message


def test_runtime_errors_name_pc_and_line(tmp_path):
    looping = write(tmp_path, ".L:\ns_branch .L\ns_endpgm\n", "loop.s")
    loaded = session.load(looping)
    with pytest.raises(RunError, match=r"loop.s:2: pc 0 .*no s_endpgm within 50 steps"):
        session.execute(loaded, max_steps=50)
    assert loaded.wave.pc == 0  # state kept for inspection
    fallthrough = write(tmp_path, "s_mov_b32 s0, 1\n", "fall.s")
    with pytest.raises(RunError, match="ran past the end"):
        session.execute(session.load(fallthrough))
    strict = write(tmp_path, "v_add_f32 v0, v1, v2\ns_endpgm\n", "strict.s")
    with pytest.raises(RunError, match=r"strict.s:1: pc 0 .*reads v1, which was never"):
        session.execute(session.load(strict), strict=True)
    session.execute(session.load(strict))  # not strict: zeros are read


def test_wfemu_run_json_and_dump(capsys):
    code = main(["run", str(ROOT / "programs" / "scalar_loop.s"), "--json", "--dump", "s0",
                 "--dump", "s[0:1]"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["passed"] and out["instructions"] == 54
    assert out["dumps"] == {"s0": 55, "s[0:1]": [55, 11]}
    assert out["mix"]["s_add_u32"] == 20 and all(c["passed"] for c in out["checks"])


def test_wfemu_run_matrix_dump(capsys):
    code = main(["run", str(ROOT / "programs" / "tile_f16_32x32x8.s"), "--dump",
                 "a[16:31] as D of v_mfma_f32_32x32x8_f16"])
    out = capsys.readouterr().out
    assert code == 0 and "a[16:31] as D of v_mfma_f32_32x32x8_f16" in out


def test_wfemu_run_errors(tmp_path, capsys):
    bad = write(tmp_path, "v_add_f32 v0, v1\nv_bogus\ns_branch .Lx+1\n", "bad.s")
    assert main(["run", str(bad)]) == 3          # bad input
    err = capsys.readouterr().err
    assert err.count(": error: ") == 3 and "bad.s:1:" in err and "bad.s:3:10" in err
    assert "Traceback" not in err
    assert main(["run", str(tmp_path / "missing.s")]) == 3
    assert "No such file" in capsys.readouterr().err
    failing = write(tmp_path, "s_mov_b32 s0, 1\n; wfemu: check s0 == 2\ns_endpgm\n", "f.s")
    assert main(["run", str(failing)]) == 1      # a failed check
    assert "FAIL" in capsys.readouterr().out
    runaway = write(tmp_path, ".L:\ns_branch .L\ns_endpgm\n", "loop.s")
    assert main(["run", str(runaway), "--max-steps", "50"]) == 4   # failed while running
    assert "no s_endpgm within 50 steps" in capsys.readouterr().err


def test_hooked_and_strict_runs_follow_the_fast_loop():
    """The loop used with hooks or strict mode honours timing-only binders (trip counts) and
    stops at an s_barrier of a workgroup wave, as the fast loop does."""
    from emulator import Wavefront
    from emulator.timing.estimate import _timing_binder
    from emulator.execution.runner import run
    from isa.assembler import assemble
    text = """s_mov_b32 s0, 0
.Lloop:
    s_add_u32 s0, s0, 1
    v_cmp_gt_f32 vcc, v0, v1
    s_cbranch_vccnz .Lloop
    s_barrier
    s_add_u32 s0, s0, 10
    s_endpgm
"""
    program = assemble(text, "loop.s")
    results = []
    for hooks in ((), (lambda *args: None,)):
        for strict in (False, True):
            wave = Wavefront()
            wave.in_workgroup = True
            wave.write("v[0:1]", 0.0)
            result = run(wave, program, listeners=hooks, strict=strict,
                         timing_only=_timing_binder(3))
            results.append((result.steps, result.ended, result.barrier, result.pc,
                            int(wave.s[0])))
    # 3 trips of the loop, then the barrier holds the wave with s0 == 3
    assert results == [(1 + 3 * 3 + 1, False, True, 5, 3)] * 4
