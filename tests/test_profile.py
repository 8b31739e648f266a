"""Profiles by source line (emulator/timing/profile.py, launch(profile=True)): rows sum exactly
to the model's totals — the device model's stalls, wave cycles and MFMA work, or the
single-wave accountant's cycles — and each line's instruction count equals what stepping
every wave one by one retires there; programs without .loc lines are profiled by their
assembly lines; wfemu launch --profile prints, --format json|csv give every row; the trace
names each slice's source line."""

from __future__ import annotations

import csv
import io
import json

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import emulator
from emulator.launch import launch
from emulator.timing import profile as prof
from emulator.timing.accountant import CycleAccountant
from emulator.tools.cli import main as wfemu
from isa.assembler import assemble

from .helpers import one_buffer_kernel, require_clang

# A kernel with a loop and no .loc: v1 counts 5 passes; each wave stores its lane's count.
LOOP = one_buffer_kernel("loop", """\
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_mov_b32 s6, 0
  v_mov_b32 v1, 0
.Lbody:
  v_add_u32 v1, v1, 1
  v_exp_f32 v2, v1
  s_add_u32 s6, s6, 1
  s_cmp_lt_u32 s6, 5
  s_cbranch_scc1 .Lbody
  v_lshlrev_b32 v0, 2, v0
  s_waitcnt lgkmcnt(0)
  global_store_dword v0, v1, s[4:5]
  s_endpgm
""")
LOOP_LINE = {text.strip(): number for number, text in enumerate(LOOP.splitlines(), 1)}


def _loop(**options):
    out = np.zeros(128, np.uint32)   # (both workgroups store lane i's count at i)
    program = assemble(LOOP, "loop.s")
    return launch(program, kernel="loop", grid=(2,), block=(128,), args=[out], **options), out


def _check_sums(profile, device) -> None:
    """Every row sum equals the device report's totals, and each row's cycles its parts."""
    totals = {c: sum(getattr(r, c) for r in profile.rows) for c in prof.COLUMNS}
    assert totals == profile.totals
    assert {c: sum(getattr(r, c) for r in profile.functions) for c in prof.COLUMNS} == totals
    assert {c: sum(getattr(r, c) for r in profile.inlined) for c in prof.COLUMNS} == totals
    stalls = device.summary()["stalls"]
    assert {c: totals[c] for c in prof.CATEGORIES} == stalls
    assert totals["cycles"] == sum(w["cycles"] for w in device.waves)
    assert totals["flops"] == device.flops
    for r in profile.rows:
        assert r.cycles == sum(getattr(r, c) for c in prof.CATEGORIES) + r.drain


def test_a_program_without_loc_is_profiled_by_its_assembly_lines():
    result, out = _loop(device="mi300x", profile=True)
    assert (out == 5).all()
    profile = result.profile
    _check_sums(profile, result.device)
    assert profile.totals["instructions"] == result.instructions
    assert {r.file for r in profile.rows} == {"loop.s"}
    waves = 4
    body = profile.row("loop.s", LOOP_LINE["v_add_u32 v1, v1, 1"])
    assert body.instructions == 5 * waves and body.issue == 4 * 5 * waves
    wait = profile.row("loop.s", LOOP_LINE["s_waitcnt lgkmcnt(0)"])
    assert wait.instructions == waves
    end = profile.row("loop.s", LOOP_LINE["s_endpgm"])
    assert end.drain > 0 and end.drain == profile.totals["drain"]   # (the store's return)
    assert [r.function for r in profile.functions] == ["loop"]
    assert profile.hottest(1)[0].cycles == max(r.cycles for r in profile.rows)


def test_without_a_device_the_accountant_fills_the_rows():
    result, _ = _loop(profile=True)
    assert result.device is None and result.profile.model == "accountant"
    program = assemble(LOOP, "loop.s")
    # (each wave's stream retired through the accountant by hand: the same total per wave)
    accountant = CycleAccountant(target=program.target)
    stream = [0, 1, 2] + [3, 4, 5, 6, 7] * 5 + [8, 9, 10, 11]
    for pc in stream:
        accountant.retire(program.instructions[pc])
    assert result.profile.totals["cycles"] == 4 * accountant.report().total_cycles
    assert result.profile.totals["instructions"] == result.instructions == 4 * len(stream)
    rows = result.profile.rows
    assert sum(r.cycles for r in rows) == result.profile.totals["cycles"]
    # (one pass each and no stall: the scalar load's 48 cycles are over by the s_waitcnt)
    assert result.profile.totals["issue"] == result.profile.totals["cycles"] == \
        4 * 4 * len(stream)


def test_profiles_of_batches_pools_and_one_wave_at_a_time_agree():
    base, _ = _loop(device="mi300x", profile=True)
    for options in ({"batch": 1}, {"workers": 2}):
        other, _ = _loop(device="mi300x", profile=True, **options)
        assert other.profile.totals == base.profile.totals
        assert other.profile.rows == base.profile.rows


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 5), st.integers(0, 6),
                          st.floats(0, 500, allow_nan=False)), max_size=40),
       st.integers(0, 50))
def test_charges_sum_exactly_to_the_rounded_totals(charges, drain):
    """A wave's charges by PC, rounded by the running sum: each category's PCs sum to the
    category's rounded total, as the device report rounds it (Python's round)."""
    table = prof.empty(6)
    pcs = [c[0] for c in charges]
    categories = [c[1] for c in charges]
    amounts = [c[2] for c in charges]
    total = sum(amounts)
    executed = pcs or [0]
    cycles = int(np.ceil(total)) + drain
    prof.wave_table(table, pcs, categories, amounts, executed, cycles)
    for index, name in enumerate(prof.CATEGORIES):
        running = 0.0
        for c in charges:
            if c[1] == index:
                running += c[2]
        assert table[:, prof.COLUMNS.index(name)].sum() == round(running)
    assert table[:, prof.COLUMNS.index("cycles")].sum() == cycles
    assert table[:, prof.COLUMNS.index("instructions")].sum() == len(executed)


def test_the_trace_names_each_slice_by_its_source_line():
    result, _ = _loop(device="mi300x", trace=True)
    slices = [e for e in result.device.trace["traceEvents"] if e["ph"] == "X"]
    assert slices and all(e["args"]["source"].startswith("loop.s:") for e in slices)
    body = [e for e in slices if e["name"].startswith("v_add_u32")]
    assert {e["args"]["source"] for e in body} == {f"loop.s:{LOOP_LINE['v_add_u32 v1, v1, 1']}"}


def test_a_profile_needs_none_of_the_optional_fields_to_render():
    result, _ = _loop(profile=True)
    text = result.profile.text(3)
    assert text.splitlines()[0].startswith("profile by source line (accountant")
    assert "more line(s)" in text and "by function: loop 100.0%" in text
    assert "<table>" in result.profile._repr_html_()
    rows = list(csv.DictReader(io.StringIO(result.profile.to_csv())))
    assert len(rows) == len(result.profile.rows) + len(result.profile.functions)
    assert json.loads(json.dumps(result.profile.to_json()))["totals"] == result.profile.totals
    with pytest.raises(ValueError, match="by must be one of"):
        result.profile.hottest(by="nope")


def _write_loop_kernel(tmp_path):
    path = tmp_path / "loop.s"
    path.write_text(LOOP)
    out = tmp_path / "out.npy"
    np.save(out, np.zeros(128, np.uint32))
    return str(path), ["--kernel", "loop", "--grid", "2", "--block", "128", "--arg",
                       f"0={out}"]


def test_wfemu_launch_profile_prints_the_hottest_lines_and_the_fidelity(tmp_path, capsys):
    path, options = _write_loop_kernel(tmp_path)
    assert wfemu(["launch", path, *options, "--profile", "--profile-lines", "2"]) == 0
    out = capsys.readouterr().out
    assert "exact except 20 v_exp_f32 (correctly rounded" in out
    assert "profile by source line (accountant" in out
    assert "s_cbranch_scc1 .Lbody" in out or "v_add_u32 v1, v1, 1" in out   # (source text)
    assert wfemu(["launch", path, *options, "--profile", "--device", "mi300x",
                  "--format", "csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert {r["kind"] for r in rows} == {"line", "function"}
    assert sum(int(r["instructions"]) for r in rows if r["kind"] == "line") == 4 * 32
    assert wfemu(["launch", path, *options, "--profile", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["profile"]["totals"]["instructions"] == data["instructions"]
    assert data["fidelity"]["instructions"][0]["mnemonic"] == "v_exp_f32"
    assert wfemu(["launch", path, *options, "--format", "csv"]) == 3   # (a launch error)
    assert "add --profile" in capsys.readouterr().err


# -- Triton and HIP kernels ----------------------------------------------------------------

def _lines_by_stepping(debuggers) -> dict:
    """Instructions retired per (file name, line) — the outermost of the inlining chain —
    stepping each wave alone with the debugger (a slow, independent count)."""
    counts: dict = {}
    for dbg in debuggers:
        def heard(event, program=dbg.program):
            place = program.place(event.pc)
            key = (place.outermost.name, place.outermost.line)
            counts[key] = counts.get(key, 0) + 1
        dbg.hooks.append(heard)
        assert dbg.continue_().reason == "end"
    return counts


def test_a_triton_softmax_profiled_by_the_lines_of_its_kernel(tmp_path, monkeypatch):
    pytest.importorskip("triton")
    import inspect

    from emulator import triton as et
    from . import triton_tutorial as tt

    monkeypatch.setenv("WFEMU_TRITON_CACHE", str(tmp_path))
    rows, cols, warps = 3, 100, 2
    x = np.random.default_rng(1).standard_normal((rows, 128)).astype(np.float32)
    out = np.zeros_like(x)
    launched = et.launch(tt.softmax_kernel, (rows,), out, x, 128, 128, cols, BLOCK_SIZE=128,
                         num_warps=warps, device="mi300x", profile=True)
    profile = launched.profile
    _check_sums(profile, launched.result.device)
    source, first = inspect.getsourcelines(tt.softmax_kernel.fn)
    def line_of(start: str) -> int:
        return first + next(i for i, text in enumerate(source) if text.strip().startswith(start))
    line = {what: line_of(what) for what in ("row =", "row_minus_max", "numerator",
                                             "softmax_output", "tl.store(")}
    name = "triton_tutorial.py"
    expected = _lines_by_stepping(
        emulator.debug_launch(tt.softmax_kernel, grid=(rows,), workgroup=(group, 0, 0),
                              wave=wave, args=[out.copy(), x, 128, 128, cols],
                              BLOCK_SIZE=128, num_warps=warps)
        for group in range(rows) for wave in range(warps))
    got = {(r.file.rsplit("/", 1)[-1], r.line): r.instructions for r in profile.rows}
    assert got == expected
    for what, at in line.items():   # (the load, the reductions, exp, the division, the store)
        assert got[(name, at)] > 0, what
    # the reduction's code (Triton's standard.py, inlined) counts at the kernel's line
    assert any(r.file.endswith("standard.py") for r in profile.inlined)
    assert profile.row(name, line["row_minus_max"]).lgkmcnt + \
        profile.row(name, line["row_minus_max"]).barrier > 0
    # fidelity: the exp and the division's reciprocal, once per wave, at their lines
    counts = {c.mnemonic: c for c in launched.fidelity.counts}
    assert counts["v_exp_f32"].count == rows * warps
    assert counts["v_exp_f32"].places == ((f"{name}:{line['numerator']}", rows * warps),)
    assert str(launched.fidelity).startswith("exact except")


def test_triton_breakpoints_by_line_hit_once_per_loop_pass(tmp_path, monkeypatch):
    pytest.importorskip("triton")
    import inspect

    from . import triton_tutorial as tt

    monkeypatch.setenv("WFEMU_TRITON_CACHE", str(tmp_path))
    n, block = 300, 128
    x = np.random.default_rng(2).standard_normal((1, n)).astype(np.float32)
    w, b = np.ones(n, np.float32), np.zeros(n, np.float32)
    y, mean, rstd = np.zeros_like(x), np.zeros(1, np.float32), np.zeros(1, np.float32)
    dbg = emulator.debug_launch(tt.layer_norm_fwd, grid=(1,), args=[x, y, w, b, mean, rstd,
                                                                     n, n, 1e-5],
                                BLOCK_SIZE=block)
    source, first = inspect.getsourcelines(tt.layer_norm_fwd.fn)
    accumulate = first + next(i for i, t in enumerate(source) if "_mean += a" in t)
    dbg.break_at(f"triton_tutorial.py:{accumulate}")
    hits = 0
    while dbg.continue_().reason == "breakpoint":
        hits += 1
        assert dbg.program.source_line(dbg.pc).line == accumulate
    assert hits == -(-n // block)   # (3 passes of the first loop)


HIP_SWEEP = """\
#include <hip/hip_runtime.h>

__device__ float soft(float v) {
    return expf(v) / (1.0f + expf(v));
}

__global__ void sweep(const float *x, float *y, int n, int reps) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.0f;
    for (int r = 0; r < reps; ++r) {
        acc += soft(x[i] + r);
    }
    y[i] = acc;
}
"""


def test_a_hip_kernel_compiled_with_g_is_profiled_by_its_lines(tmp_path):
    from emulator import hip
    require_clang()
    source = tmp_path / "sweep.hip"
    source.write_text(HIP_SWEEP)
    x = np.linspace(-2, 2, 200).astype(np.float32)
    y = np.zeros_like(x)
    reps, groups = 3, 4
    module = hip.compile(source, options=["-g", "-O1"], cache_dir=tmp_path / "cache")
    result = hip.launch(module, "sweep", (groups,), (64,), [x, y, 200, reps], echo=False,
                        profile=True, device="mi300x")
    ex = np.exp(x[:, None] + np.arange(reps, dtype=np.float32))
    assert np.allclose(y, (ex / (1 + ex)).sum(axis=1), rtol=1e-5)
    _check_sums(result.profile, result.device)
    expected = _lines_by_stepping(
        emulator.debug_launch(module, kernel="sweep", grid=(groups,), block=(64,),
                              args=[x, y.copy(), 200, reps], workgroup=(g, 0, 0))
        for g in range(groups))
    got = {(r.file.rsplit("/", 1)[-1], r.line): r.instructions for r in result.profile.rows}
    assert got == expected
    assert got[("sweep.hip", 12)] > 0 and got[("sweep.hip", 14)] > 0   # (the loop, the store)
    assert all(r.file == str(source) for r in result.profile.rows if r.file.endswith(".hip"))
    counts = {c.mnemonic: c for c in result.fidelity.counts}
    # (each of the 4 waves calls soft() 3 times: clang keeps one exp and one reciprocal)
    assert counts["v_exp_f32"].count == groups * reps
    assert counts["v_rcp_f32"].places == (("sweep.hip:4", groups * reps),)
