"""The cycle accountant against hand-computed expectations (spec/TIMING.md)."""

from __future__ import annotations

import pytest

import isa
from emulator.timing.accountant import CycleAccountant
from emulator.timing.estimate import estimate_cycles
from emulator.tools.session import load
from isa.assembler import assemble

from .helpers import ROOT, check_each


def estimate(text: str, **kw):
    return estimate_cycles(assemble(text + "\ns_endpgm\n", "t.s"), **kw)


def operands(r, acc="a", first=0, a="v0", b="v4"):
    def tup(file, start, count):
        return f"{file}{start}" if count == 1 else f"{file}[{start}:{start + count - 1}]"
    return (f"{tup(acc, first, r.d_regs)}, {tup(a[0], int(a[1:]), r.a_regs)}, "
            f"{tup(b[0], int(b[1:]), r.b_regs)}, {tup(acc, first, r.d_regs)}")


def chain_requirement(r) -> int:
    """Exact-SrcC back-to-back accumulation: 2 for 2-pass shapes, 4 for f64 4x4, else 0."""
    if r.klass is isa.MatrixClass.DGEMM:
        return 4 if r.passes == 4 else 0
    return 2 if r.passes == 2 else 0


@pytest.mark.parametrize("r", isa.DENSE, ids=lambda r: r.mnemonic)
def test_mfma_chains_issue_one_per_cycles(r):
    k = 4
    dependent = "\n".join(f"{r.mnemonic} {operands(r)}" for _ in range(k))
    report = estimate(dependent)
    assert report.total_cycles == k * r.cycles
    assert report.mfma_busy_cycles == k * r.cycles and report.pipe_busy_fraction == 1.0
    assert len(report.hazards) == (k - 1 if chain_requirement(r) else 0)
    assert report.flops == k * r.ops and report.flops_per_cycle == r.ops / r.cycles
    # independent accumulators: the same throughput, no hazards
    independent = "\n".join(f"{r.mnemonic} {operands(r, first=64 * t)}" for t in range(k))
    report = estimate(independent)
    assert report.total_cycles == k * r.cycles and not report.hazards


def test_valu_under_xdl_mfma_uses_the_coexecution_cycles():
    # 32x32x8 f16: 32 cycles, 28 co-execution cycles = 7 VALU passes
    body = "v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]\n" + \
        "\n".join(f"v_add_f32 v{10 + t}, v20, v21" for t in range(10))
    report = estimate(body)
    issues = [e.issue for e in report.timeline]
    assert issues[1:8] == [4, 8, 12, 16, 20, 24, 28]      # under the MFMA
    assert issues[8:11] == [32, 36, 40]                   # after it
    assert report.total_cycles == 48                      # s_endpgm ends at 44 + 4
    assert (report.coexec_slots_available, report.coexec_slots_used) == (7, 7)


@pytest.mark.parametrize("mfma,cycles", [
    ("v_mfma_f32_32x32x2_f32 a[0:15], v0, v1, a[0:15]", 64),      # non-XDL
    ("v_mfma_f64_16x16x4_f64 a[0:7], v[0:1], v[2:3], a[0:7]", 32),  # DGEMM
])
def test_no_coexecution_under_non_xdl_and_dgemm(mfma, cycles):
    report = estimate(mfma + "\n" + "\n".join(f"v_add_f32 v{10 + t}, v20, v21"
                                              for t in range(10)))
    assert report.timeline[1].issue == cycles and "no co-execution" in report.timeline[1].stall
    assert report.total_cycles == cycles + 10 * 4 + 4
    assert report.coexec_slots_available == 0


def test_nop_and_scalar_timing():
    report = estimate("s_nop 3\ns_mov_b32 s0, 1\ns_nop 0")
    assert [(e.start, e.end) for e in report.timeline] == [(0, 16), (16, 20), (20, 24),
                                                           (24, 28)]
    assert report.total_cycles == 28


# (producer, consumer, required wait states, rule) — one per row of TIMING.md's table
ROWS = [
    ("v_mfma_f32_4x4x4_16b_f16 a[0:3], v[0:1], v[2:3], a[0:3]",
     "v_mfma_f32_4x4x4_16b_f16 a[0:3], v[4:5], v[6:7], a[0:3]", 2, "mfma-srcc-exact"),
    ("v_mfma_f32_4x4x1_16b_f32 a[0:3], v0, v1, a[0:3]",
     "v_mfma_f32_4x4x1_16b_f32 a[0:3], v4, v5, a[0:3]", 2, "mfma-srcc-exact"),
    ("v_mfma_f64_4x4x4_4b_f64 v[0:1], v[2:3], v[4:5], v[0:1]",
     "v_mfma_f64_4x4x4_4b_f64 v[0:1], v[6:7], v[8:9], v[0:1]", 4, "mfma-srcc-exact"),
    ("v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]",
     "v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15]", 5, "mfma-srcc-overlap"),
    ("v_mfma_f32_32x32x4_2b_f16 a[0:31], v[0:1], v[2:3], a[0:31]",
     "v_mfma_f32_32x32x8_f16 a[16:31], v[4:5], v[6:7], a[16:31]", 17, "mfma-srcc-overlap"),
    ("v_mfma_f32_16x16x4_f32 a[0:3], v0, v1, a[0:3]",
     "v_mfma_f32_32x32x2_f32 a[0:15], v4, v5, a[0:15]", 8, "mfma-srcc-overlap"),
    ("v_mfma_f64_4x4x4_4b_f64 v[0:1], v[10:11], v[12:13], v[0:1]",
     "v_mfma_f64_16x16x4_f64 v[0:7], v[14:15], v[16:17], v[0:7]", 4, "mfma-srcc-overlap"),
    ("v_mfma_f64_16x16x4_f64 v[0:7], v[10:11], v[12:13], v[0:7]",
     "v_mfma_f64_4x4x4_4b_f64 v[0:1], v[14:15], v[16:17], v[0:1]", 9, "mfma-srcc-overlap"),
    ("v_mfma_f32_16x16x16_f16 v[0:3], v[8:9], v[10:11], v[0:3]",
     "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[10:11], a[0:3]", 7, "mfma-srcab"),
    ("v_mfma_f32_16x16x4_f32 v[0:3], v8, v9, v[0:3]",
     "v_mfma_f32_16x16x16_f16 a[0:3], v[8:9], v[2:3], a[0:3]", 10, "mfma-srcab"),
    ("v_mfma_f64_4x4x4_4b_f64 v[0:1], v[8:9], v[10:11], v[0:1]",
     "v_mfma_f64_4x4x4_4b_f64 a[0:1], v[0:1], v[10:11], a[0:1]", 6, "mfma-srcab"),
    ("v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7]",
     "v_mfma_f64_4x4x4_4b_f64 a[0:1], v[8:9], v[2:3], a[0:1]", 11, "mfma-srcab"),
    ("v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]",
     "v_accvgpr_read_b32 v5, a2", 7, "mfma-valu-access"),
    ("v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]",
     "v_accvgpr_write_b32 a15, v9", 11, "mfma-valu-write"),
    ("v_mfma_f32_32x32x2_f32 v[0:15], v20, v21, v[0:15]",
     "v_add_f32 v30, v15, v31", 18, "mfma-valu-access"),
    ("v_mfma_f64_4x4x4_4b_f64 v[0:1], v[2:3], v[4:5], v[0:1]",
     "v_mov_b32 v9, v1", 6, "mfma-valu-access"),
    ("v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7]",
     "v_mov_b32 v0, 0", 11, "mfma-valu-write"),
    ("v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[4:7]",
     "v_accvgpr_write_b32 a5, 0", 3, "valu-war-srcc"),
    ("v_mfma_f32_32x32x4_2b_f16 a[0:31], v[0:1], v[2:3], a[32:63]",
     "v_accvgpr_write_b32 a40, 0", 15, "valu-war-srcc"),
    ("v_mfma_f32_4x4x4_16b_f16 a[0:3], v[0:1], v[2:3], a[4:7]",
     "v_accvgpr_write_b32 a4, 0", 1, "valu-war-srcc"),
    ("v_mov_b32 v1, 0",
     "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]", 2, "valu-write-mfma-read"),
    ("v_accvgpr_write_b32 a2, 0",
     "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]", 2, "valu-write-mfma-read"),
    ("v_cmp_lt_f32_e64 exec, v0, v1",
     "v_mfma_f32_16x16x16_f16 a[0:3], v[4:5], v[6:7], a[0:3]", 4, "valu-exec-mfma"),
]


@pytest.mark.parametrize("producer,consumer,required,rule", ROWS,
                         ids=[f"{r[3]}-{r[2]}" for r in ROWS])
def test_wait_state_rows_at_the_boundary(producer, consumer, required, rule):
    for fillers, expect_hazard in ((required - 1, True), (required, False)):
        nops = "".join(f"s_nop {min(left, 16) - 1}\n" for left in range(fillers, 0, -16))
        text = producer + "\n" + nops + consumer
        hazards = estimate(text).hazards
        if expect_hazard:
            assert [(h.rule, h.required, h.provided) for h in hazards] == [
                (rule, required, required - 1)], (fillers, hazards)
        else:
            assert hazards == [], (fillers, [str(h) for h in hazards])


@pytest.mark.parametrize("rows", [
    # the same 7 wait states from different fillers: s_nop 2 (3) + VALU + SALU + an
    # independent MFMA (1 each, whatever its length) + s_nop 0 (1)
    "s_nop 2\nv_add_f32 v40, v41, v42\ns_mov_b32 s0, 1\n"
    "v_mfma_f32_32x32x2_f32 a[32:47], v50, v51, a[32:47]\ns_nop 0",
])
def test_fillers_count_as_documented(rows):
    producer = "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]"
    consumer = "v_accvgpr_read_b32 v5, a2"
    assert estimate(f"{producer}\n{rows}\n{consumer}").hazards == []
    shorter = rows.replace("s_nop 2", "s_nop 1")
    hazards = estimate(f"{producer}\n{shorter}\n{consumer}").hazards
    assert [(h.required, h.provided) for h in hazards] == [(7, 6)]


def test_fix_mode_inserts_the_missing_wait_states():
    text = ("v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]\n"
            "v_accvgpr_read_b32 v5, a2\nv_accvgpr_read_b32 v6, a3")
    plain = estimate(text)
    fixed = estimate(text, fix=True)
    assert len(plain.hazards) == 2 and fixed.fixed and fixed.inserted_wait_states == 7
    assert "7 inserted wait state(s)" in fixed.timeline[1].stall
    # the fixed stream: MFMA at 0, 7 passes of NOP, reads at 32 and 36, s_endpgm 40-44
    assert fixed.timeline[1].issue == 32 and fixed.total_cycles == 44
    assert plain.total_cycles == 16  # the broken program: reads under the MFMA


def test_loops_count_as_executed():
    loaded = load(ROOT / "programs" / "scalar_loop.s")
    report = estimate_cycles(loaded.program, wave=loaded.wave)
    assert report.instructions == 54 and report.total_cycles == 54 * 4


def test_timing_only_mode_with_trip_count():
    text = """
    s_mov_b32 s0, 3
.Louter:
    v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]
    v_cmp_gt_f32 vcc, v0, v1
    s_cbranch_vccnz .Louter
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 .Louter
    s_endpgm
    """
    program = assemble(text, "t.s")
    report = estimate_cycles(program, execute=False, trip_count=5)
    # each outer trip runs the inner loop (closed by a vector branch) 5 times;
    # after the first of those it keeps counting: 3 outer trips x 5 inner trips... the
    # counter restarts after each fall-through, so 3 x 5 = 15 MFMAs.
    assert report.mfma_count == 15
    assert report.instructions == 1 + 15 * 3 + 3 * 3 + 1


def test_every_program_is_hazard_free():
    for path in sorted((ROOT / "programs").glob("*.s")):
        loaded = load(path)
        report = estimate_cycles(loaded.program, wave=loaded.wave)
        assert report.hazards == [], (path.name, [str(h) for h in report.hazards])


def test_accountant_as_a_stream_consumer():
    program = assemble("s_nop 1\ns_endpgm\n")
    acc = CycleAccountant()
    for inst in program.instructions:
        acc.retire(inst)
    assert acc.report().total_cycles == 12


def test_wfemu_cycles_cli(capsys):
    from emulator.tools.cli import main
    import json
    path = str(ROOT / "programs" / "gemm_xf32_kloop.s")
    assert main(["cycles", path, "--timeline", "--limit", "8"]) == 0
    out = capsys.readouterr().out
    assert "328 cycles" in out and "hazards: none" in out and "Timeline view" in out
    assert "[6]" in out and "DeeE" in out
    assert main(["cycles", path, "--json", "--clock", "1050"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["total_cycles"] == 328 and abs(data["time_us"] - 328 / 1050) < 1e-12
    assert data["mfma_count"] == 4 and data["hazard_list"] == []


def test_wfemu_cycles_reports_and_fixes_hazards(tmp_path, capsys):
    from emulator.tools.cli import main
    path = tmp_path / "h.s"
    path.write_text("v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]\n"
                    "v_accvgpr_read_b32 v5, a2\ns_endpgm\n")
    assert main(["cycles", str(path)]) == 0
    out = capsys.readouterr().out
    assert "missing wait states" in out and "mfma-valu-access: line 2 (pc 1)" in out
    assert "needs 7 wait state(s) after line 1 (pc 0)" in out and "has 0" in out
    assert main(["cycles", str(path), "--fix"]) == 0
    assert "7 wait states inserted" in capsys.readouterr().out


def test_run_shows_the_cycle_summary(capsys):
    from emulator.tools.cli import main
    assert main(["run", str(ROOT / "programs" / "scalar_loop.s")]) == 0
    assert "216 cycles" in capsys.readouterr().out


@pytest.mark.skipif(__import__("shutil").which("llvm-mca-19") is None,
                    reason="llvm-mca-19 (Debian llvm-19) absent")
def test_llvm_mca_comparison_script():
    import sys
    sys.path.insert(0, str(ROOT))
    from benchmarks.compare_llvm_mca import compare
    rows = compare([ROOT / "programs" / "tile_f16_32x32x8.s"])
    # llvm-mca charges each s_nop as one pass: 1 MFMA issue + 3 NOPs + s_endpgm + drain
    assert rows[0]["wfemu_cycles"] == 84 and rows[0]["llvm_mca_passes"] == 9


def test_memory_latency_and_waitcnt():
    text = """global_load_dword v1, v[2:3], off
global_load_dword v4, v[2:3], off
s_load_dword s0, s[0:1], 0x0
s_waitcnt vmcnt(1)
v_add_f32 v5, v1, v1
s_waitcnt vmcnt(0) lgkmcnt(0)
v_add_f32 v6, v4, v4"""
    from emulator.timing.cycle_report import TimingParams
    from isa.memory_model import MemoryModel
    report = estimate(text, execute=False)
    issues = [e.issue for e in report.timeline]
    # (the default latencies are the device model's: an L2 hit, the scalar cache)
    latency = TimingParams().vmem_latency
    assert latency == MemoryModel().l2_latency == 210
    assert TimingParams().smem_latency == MemoryModel().scalar_latency == 48
    # loads at 0 and 4 arrive at 210 and 214; vmcnt(1) waits for the first only
    assert issues == [0, 4, 8, latency, latency + 4, latency + 8, latency + 12, latency + 16]
    assert report.timeline[3].stall == "s_waitcnt: waiting for vmcnt"
    assert report.total_cycles == latency + 20
    fast = estimate(text, execute=False, params=TimingParams(vmem_latency=100))
    assert [e.issue for e in fast.timeline][3] == 100


@pytest.mark.parametrize("producer,required", [
    ("v_mfma_f32_16x16x16_f16 v[4:7], v[0:1], v[2:3], v[4:7]", 7),     # XDL, N = 4
    ("v_mfma_f32_16x16x4_f32 v[4:7], v0, v1, v[4:7]", 10),              # non-XDL, N = 8
    ("v_mfma_f64_4x4x4_4b_f64 v[4:5], v[0:1], v[2:3], v[4:5]", 9),      # DGEMM 4x4
    ("v_mfma_f64_16x16x4_f64 v[4:11], v[0:1], v[2:3], v[4:11]", 18),    # DGEMM 16x16
])
def test_memory_reading_an_mfma_result(producer, required):
    store = "global_store_dword v[20:21], v4, off"
    for fillers, hazard in ((required - 1, True), (required, False)):
        nops = "".join(f"s_nop {min(left, 16) - 1}\n" for left in range(fillers, 0, -16))
        hazards = estimate(f"{producer}\n{nops}{store}", execute=False).hazards
        assert [(h.rule, h.required) for h in hazards] == (
            [("mfma-memory-read", required)] if hazard else [])


def unwaited(text: str):
    return [(h.rule, h.required, h.provided, h.consumer_line)
            for h in estimate(text, execute=False).hazards]


@pytest.mark.parametrize("text,want", [
    # a load's result read with no wait: vmcnt(0) would do, one operation outstanding
    ("global_load_dword v4, v[2:3], off\nv_add_f32 v5, v4, v4",
     [("vmcnt-missing", 0, 1, 2)]),
    # the older of two loads: vmcnt(1) would do (vector memory returns in order)
    ("global_load_dword v4, v[2:3], off\nglobal_load_dword v6, v[2:3], off\n"
     "v_mov_b32 v7, v4", [("vmcnt-missing", 1, 2, 3)]),
    ("global_load_dword v4, v[2:3], off\nglobal_load_dword v6, v[2:3], off\n"
     "s_waitcnt vmcnt(1)\nv_mov_b32 v7, v4\nv_mov_b32 v8, v6", [("vmcnt-missing", 0, 1, 5)]),
    ("global_load_dword v4, v[2:3], off\nglobal_load_dword v6, v[2:3], off\n"
     "s_waitcnt vmcnt(0)\nv_mov_b32 v7, v4\nv_mov_b32 v8, v6", []),
    # overwriting a pending load's destination: its late return would clobber the write
    ("global_load_dwordx2 v[4:5], v[2:3], off\nv_mov_b32 v5, 0", [("vmcnt-missing", 0, 1, 2)]),
    # a store's data is taken at issue; a store alone writes nothing
    ("global_store_dword v[2:3], v4, off\nv_mov_b32 v4, 0", []),
    # an address from a scalar load
    ("s_load_dwordx2 s[2:3], s[0:1], 0x0\nglobal_load_dword v4, v0, s[2:3]",
     [("lgkmcnt-missing", 0, 1, 2)]),
    ("s_load_dwordx2 s[2:3], s[0:1], 0x0\ns_waitcnt lgkmcnt(0)\n"
     "global_load_dword v4, v0, s[2:3]", []),
    # scalar loads may return out of order: lgkmcnt(1) retires none of them
    ("s_load_dword s2, s[0:1], 0x0\nds_read_b32 v5, v0\ns_waitcnt lgkmcnt(1)\n"
     "s_add_u32 s3, s2, 1", [("lgkmcnt-missing", 0, 2, 4)]),
    # LDS alone returns in order: lgkmcnt(1) retires the older read
    ("ds_read_b32 v5, v0\nds_read_b32 v6, v0\ns_waitcnt lgkmcnt(1)\nv_mov_b32 v7, v5", []),
    ("ds_read_b32 v5, v0\nds_read_b32 v6, v0\ns_waitcnt vmcnt(0)\nv_mov_b32 v7, v5",
     [("lgkmcnt-missing", 1, 2, 4)]),
    # an unrelated register is free to use
    ("global_load_dword v4, v[2:3], off\nv_add_f32 v5, v6, v6", []),
])
def test_use_of_a_memory_result_before_its_waitcnt(text, want):
    assert unwaited(text) == want


def test_missing_waitcnt_is_reported_not_fixed(tmp_path, capsys):
    from emulator.tools.cli import main
    path = tmp_path / "w.s"
    path.write_text("global_load_dword v4, v[2:3], off\n"
                    "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]\n"
                    "v_accvgpr_read_b32 v5, a2\nv_add_f32 v6, v4, v4\ns_endpgm\n")
    assert main(["cycles", str(path), "--fix", "--no-exec"]) == 0
    out = " ".join(capsys.readouterr().out.split())  # the console wraps long lines
    assert "hazards (fixed: 1, missing s_waitcnt: 1): 2" in out
    assert ("vmcnt-missing: line 4 (pc 3) 'v_add_f32_e32 v6, v4, v4' uses the result of line 1 "
            "(pc 0) 'global_load_dword v4, v[2:3], off' with no s_waitcnt vmcnt(0) between "
            "(1 outstanding)") in out


def test_compiled_kernels_wait_for_every_memory_result():
    """clang's SIInsertWaitcnts output satisfies the check: no false positives."""
    paths = sorted((ROOT / "programs" / "kernels").glob("*.s"))
    assert len(paths) >= 7
    for path in paths:
        text = path.read_text()
        report = estimate_cycles(assemble(text, str(path)), execute=False)
        assert [h for h in report.hazards if not h.fixable] == [], path.name
        # and without its s_waitcnt lines the same kernel is caught
        stripped = "\n".join(x for x in text.splitlines() if "s_waitcnt" not in x)
        report = estimate_cycles(assemble(stripped, str(path)), execute=False)
        assert sum(not h.fixable for h in report.hazards) >= 7, path.name


def test_merged_spans_cover_the_same_registers():
    from emulator.timing.instruction_timing import _merged
    assert _merged(((2, 4), (0, 2))) == ((0, 4),)
    assert _merged(((0, 2), (1, 3), (8, 9))) == ((0, 3), (8, 9))
    assert _merged(((5, 6), (0, 2))) == ((0, 2), (5, 6))
    assert _merged(((0, 4), (0, 4))) == ((0, 4),)


# -- every matrix producer against every kind of consumer, at required − 1 and required -------
def _tuple(file: str, first: int, count: int) -> str:
    return f"{file}{first}" if count == 1 else f"{file}[{first}:{first + count - 1}]"


def _producer(r, file: str) -> str:
    """r writing its D at v64/a64 (C = D; an SMFMAC's D is its C), sources far away."""
    d = _tuple(file, 64, r.d_regs)
    a, b = _tuple("v", 200, r.a_regs), _tuple("v", 210, r.b_regs)
    return f"{r.mnemonic} {d}, {a}, {b}, " + ("v230" if r.sparse else d)


def _read_requirement(r) -> int:
    """spec/TIMING.md: an MFMA's SrcA/SrcB or a VALU reading or overwriting P's result."""
    n = r.passes
    if r.sparse or r.klass is isa.MatrixClass.XDL:
        return n + 3
    if r.klass is isa.MatrixClass.NON_XDL:
        return n + 2
    return 6 if n == 4 else 11


def _memory_requirement(r) -> int:
    """spec/TIMING.md: VMEM/FLAT/LDS reading P's result as store data or address."""
    if r.klass is isa.MatrixClass.DGEMM:
        return 9 if r.passes == 4 else 18
    return _read_requirement(r)


_CONSUMERS = {   # name: (the file P's D is in, consumer text, which requirement)
    "valu-read": ("v", "v_add_f32 v150, v64, v64", _read_requirement),
    "valu-write": ("v", "v_mov_b32 v64, 0", _read_requirement),
    "accvgpr-read": ("a", "v_accvgpr_read_b32 v150, a64", _read_requirement),
    "accvgpr-write": ("a", "v_accvgpr_write_b32 a64, v150", _read_requirement),
    "xdl-srca": ("v", "v_mfma_f32_16x16x16_f16 v[100:103], v[64:65], v[212:213], v[100:103]",
                 _read_requirement),
    "xdl-srcb": ("v", "v_mfma_f32_16x16x16_f16 v[100:103], v[212:213], v[64:65], v[100:103]",
                 _read_requirement),
    "non-xdl-srca": ("v", "v_mfma_f32_16x16x4_f32 v[100:103], v64, v212, v[100:103]",
                     _read_requirement),
    "dgemm-srcb": ("v", "v_mfma_f64_4x4x4_4b_f64 v[100:101], v[212:213], v[64:65], v[100:101]",
                   _read_requirement),
    "smfmac-index": ("v", "v_smfmac_f32_16x16x32_f16 v[100:103], v[212:213], v[214:217], v64",
                     _read_requirement),
    "store-data": ("v", "global_store_dword v[220:221], v64, off", _memory_requirement),
    "store-address": ("v", "global_store_dword v[64:65], v150, off", _memory_requirement),
    "lds-address": ("v", "ds_write_b32 v64, v150", _memory_requirement),
}


def _nops(count: int) -> str:
    return "".join(f"s_nop {min(left, 16) - 1}\n" for left in range(count, 0, -16))


@pytest.mark.parametrize("r", isa.MATRIX_INSTRUCTIONS, ids=lambda r: r.mnemonic)
def test_every_producer_at_its_boundary(r):
    """Up to 19 wait states (16-pass XDL + 3): required − 1 is a hazard, required is not,
    for every consumer."""
    check_each([(r, consumer) for consumer in sorted(_CONSUMERS)], _at_the_boundary,
               lambda case: case[1])


def _at_the_boundary(r, consumer):
    file, text, requirement = _CONSUMERS[consumer]
    required = requirement(r)
    producer = _producer(r, file)
    short = estimate(f"{producer}\n{_nops(required - 1)}{text}", execute=False).hazards
    assert max((h.required for h in short), default=0) == required, [str(h) for h in short]
    assert all(h.provided == required - 1 for h in short)
    enough = estimate(f"{producer}\n{_nops(required)}{text}", execute=False).hazards
    assert enough == [], [str(h) for h in enough]


def test_nineteen_wait_states_after_a_16_pass_xdl_mfma():
    """The issue's example: 18 wait states are one short of LLVM's 19."""
    text = ("v_mfma_f32_32x32x4_2b_f16 v[0:31], v[200:201], v[210:211], v[0:31]\n"
            "s_nop 15\ns_nop 1\nv_add_f32 v100, v0, v0")
    hazards = estimate(text, execute=False).hazards
    assert [(h.rule, h.required, h.provided) for h in hazards] == [("mfma-valu-access", 19, 18)]
    assert estimate(text.replace("s_nop 1\n", "s_nop 2\n"), execute=False).hazards == []


def test_waitcnt_wait_shows_in_the_timeline():
    """The timeline records an s_waitcnt's wait: ready is when it could have issued."""
    report = estimate("global_load_dword v1, v[2:3], off\ns_waitcnt vmcnt(0)\n"
                      "v_add_f32 v5, v1, v1", execute=False)
    wait = report.timeline[1]
    assert (wait.ready, wait.issue) == (4, 210)   # (the L2 latency: TimingParams)
    assert wait.stall == "s_waitcnt: waiting for vmcnt"
