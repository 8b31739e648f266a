"""The compute-unit timing model (timing/compute_unit.py) on small hand-written kernels
whose timing follows from the model's rules: back-to-back MFMAs at the table's rate, two
waves per SIMD sharing the matrix pipe, pointer chases that see the configured latencies,
a streaming kernel at the bandwidth limit, occupancy, barriers, a GEMM's fraction of peak
and the Chrome trace."""

from __future__ import annotations

import json

import numpy as np
import pytest

import isa
from emulator import launch
from emulator.kernel_metadata import LaunchError
from emulator.timing.compute_unit import PASS
from isa.memory_model import MemoryModel
from emulator.timing.device_report import occupancy
from isa.devices import ComputeUnitLimits
from isa.memory_model import BENCHMARK_FLUSH_BYTES
from isa.devices import Device

from .helpers import ROOT

CU = ComputeUnitLimits()   # (CDNA3's)

ONE_CU = Device("one-cu", "a one-CU test device", 1, 2100.0)


def kernel(body: str, vgprs: int = 32, sgprs: int = 16, args: str = "", lds: int = 0,
           kernarg: int = 0) -> str:
    """A kernel ``k`` around ``body`` (s[0:1]: the kernarg pointer)."""
    meta = ""
    if args:
        meta = (".amdgpu_metadata\n---\namdhsa.kernels:\n  - .name: k\n"
                f"    .kernarg_segment_size: {kernarg}\n    .args:\n{args}...\n"
                ".end_amdgpu_metadata\n")
    return (f".text\n.globl k\n.p2align 8\nk:\n{body}\n  s_endpgm\n"
            f".amdhsa_kernel k\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
            f"  .amdhsa_next_free_vgpr {vgprs}\n  .amdhsa_next_free_sgpr {sgprs}\n"
            f"  .amdhsa_accum_offset 4\n  .amdhsa_group_segment_fixed_size {lds}\n"
            f"  .amdhsa_kernarg_size {kernarg}\n.end_amdhsa_kernel\n{meta}")


MFMA = "v_mfma_f32_32x32x8_f16"


def mfma_kernel(count: int) -> str:
    """``count`` independent back-to-back MFMAs (four accumulators in turn)."""
    body = "\n".join(f"  {MFMA} a[{16 * (i % 4)}:{16 * (i % 4) + 15}], v[0:1], v[2:3], "
                     f"a[{16 * (i % 4)}:{16 * (i % 4) + 15}]" for i in range(count))
    return kernel(body, vgprs=128)


def test_back_to_back_mfmas_run_at_the_table_rate():
    record = isa.lookup_matrix(MFMA)
    result = launch(mfma_kernel(32), kernel="k", block=(64,), device=ONE_CU, workers=1)
    wave = result.device.waves[0]
    # each MFMA issues when the one before frees the pipe; the wave is done when the last
    # has written its result
    assert wave["cycles"] == 32 * record.cycles
    assert wave["matrix"] == 31 * (record.cycles - PASS)
    assert result.device.flops == 32 * record.ops


@pytest.mark.parametrize("waves,per_simd", [(4, 1), (8, 2)])
def test_waves_sharing_a_simd_share_its_matrix_pipe(waves, per_simd):
    """MI300X: 1-4 waves per CU run back-to-back MFMAs at full rate, 5-8 take twice as long."""
    record = isa.lookup_matrix(MFMA)
    result = launch(mfma_kernel(32), kernel="k", block=(64 * waves,), device=ONE_CU,
                    workers=1)
    cycles = [w["cycles"] for w in result.device.waves]
    assert len(cycles) == waves and {w["simd"] for w in result.device.waves} == {0, 1, 2, 3}
    pipe = per_simd * 32 * record.cycles   # (the SIMD's matrix pipe, busy throughout)
    assert pipe - record.cycles <= max(cycles) <= pipe + 4 * PASS
    if per_simd == 2:   # (each wave takes twice as long as alone)
        assert min(cycles) >= 2 * 31 * record.cycles
    assert result.device.kernel_cycles == max(w["end"] for w in result.device.waves)


CHASE = """  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_load_dword s6, s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v2, s4
  v_mov_b32 v3, s5
.Lhop:
  global_load_dword v4, v[2:3], off
  s_waitcnt vmcnt(0)
  v_add_co_u32 v2, vcc, s4, v4
  v_mov_b32 v3, s5
  v_addc_co_u32 v3, vcc, 0, v3, vcc
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 .Lhop"""
CHASE_ARGS = ("      - {.offset: 0, .size: 8, .value_kind: global_buffer, .type_name: 'int*'}\n"
              "      - {.offset: 8, .size: 4, .value_kind: by_value, .type_name: int}\n")


def chase(offsets, hops, model=None):
    chain = np.asarray(offsets, np.int32)
    return launch(kernel(CHASE, args=CHASE_ARGS, kernarg=12), kernel="k", block=(64,),
                  args=[chain, hops], device=ONE_CU, workers=1, memory_model=model)


@pytest.mark.parametrize("model", [MemoryModel(), MemoryModel(hbm_latency=1000, l1_latency=90)])
def test_a_pointer_chase_sees_the_configured_latencies(model):
    lines = 64
    stride = 128 // 4   # (one element per 128-byte line)
    chain = np.zeros(lines * stride, np.int32)
    order = np.random.default_rng(0).permutation(lines)
    for here, there in zip(order, np.roll(order, -1)):   # (one cycle through every line)
        chain[here * stride] = there * stride * 4
    # first lap: every line cold (from HBM); the second: every line in the L1. The wait
    # right after each load stalls for its latency less the load's own pass.
    cold = chase(chain, lines, model).device.waves[0]
    both = chase(chain, 2 * lines, model).device.waves[0]
    assert cold["vmcnt"] == lines * (model.hbm_latency - PASS)
    assert both["vmcnt"] - cold["vmcnt"] == lines * (model.l1_latency - PASS)


STREAM = """  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_lshl_b32 s3, s2, 2
  v_lshrrev_b32 v2, 6, v0
  v_add_u32 v2, s3, v2
  v_lshlrev_b32 v2, 15, v2
  v_and_b32 v3, 63, v0
  v_lshl_add_u32 v1, v3, 4, v2
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s6, 8
.Lchunk:
  global_load_dwordx4 v[4:7], v1, s[4:5]
  global_load_dwordx4 v[8:11], v1, s[4:5] offset:1024
  global_load_dwordx4 v[12:15], v1, s[4:5] offset:2048
  global_load_dwordx4 v[16:19], v1, s[4:5] offset:3072
  v_add_u32 v1, 0x1000, v1
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 .Lchunk
  s_waitcnt vmcnt(0)"""
STREAM_ARGS = "      - {.offset: 0, .size: 8, .value_kind: global_buffer, .type_name: 'int*'}\n"


def test_a_streaming_kernel_runs_near_the_bandwidth_limit():
    """Each wave reads its own 32 KiB with many loads in flight: on one CU the L1 port
    (64 bytes a cycle) binds."""
    groups, waves = 16, 4
    data = np.zeros(groups * waves * 32768 // 4, np.int32)
    model = MemoryModel()
    result = launch(kernel(STREAM, vgprs=24, args=STREAM_ARGS, kernarg=8), kernel="k",
                    grid=(groups,), block=(64 * waves,), args=[data], device=ONE_CU,
                    workers=1)
    limit = data.nbytes / model.l1_bytes_per_cycle
    assert limit <= result.device.kernel_cycles <= 1.25 * limit
    assert result.device.memory["hbm"] == data.nbytes // 128   # (each line read once)


def test_dirty_lines_at_launch_are_written_back_as_they_are_displaced():
    """An Infinity Cache of 80 lines holding 70 of another buffer's dirty lines: a chase
    through 64 cold lines fills the 10 free ones, then displaces one dirty line per miss
    (54 written back); a chase is bound by latency, which write-backs do not add to."""
    lines, stride = 64, 128 // 4
    chain = np.zeros(lines * stride, np.int32)
    chain[np.arange(lines - 1) * stride] = np.arange(1, lines) * stride * 4
    clean = chase(chain, lines, MemoryModel(mall_bytes=80 * 128)).device
    dirty = chase(chain, lines, MemoryModel(mall_bytes=80 * 128,
                                            dirty_at_launch_bytes=70 * 128)).device
    assert clean.memory["written_back"] == 0 and clean.memory["hbm"] == lines
    assert dirty.memory["written_back"] == lines - 10
    assert dirty.waves[0]["vmcnt"] == clean.waves[0]["vmcnt"]


def test_dirty_lines_at_launch_must_be_a_byte_count():
    for bad in (-128, 1.5, "256M"):
        with pytest.raises(ValueError, match="dirty_at_launch_bytes"):
            MemoryModel(dirty_at_launch_bytes=bad)


def test_a_streaming_kernel_after_a_cache_flush_moves_twice_the_bytes():
    """The streaming kernel bound by a slow HBM port (16 bytes a cycle): from caches full
    of another buffer's dirty lines (as do_bench's flush leaves them) each line read
    writes one back, so it takes about twice as long."""
    groups, waves = 16, 4
    data = np.zeros(groups * waves * 32768 // 4, np.int32)
    cycles = {}
    for dirty in (0, BENCHMARK_FLUSH_BYTES):
        model = MemoryModel(hbm_bytes_per_cycle=16.0, dirty_at_launch_bytes=dirty)
        result = launch(kernel(STREAM, vgprs=24, args=STREAM_ARGS, kernarg=8), kernel="k",
                        grid=(groups,), block=(64 * waves,), args=[data], device=ONE_CU,
                        workers=1, memory_model=model)
        assert result.device.memory["written_back"] == (data.nbytes // 128 if dirty else 0)
        assert result.device.summary()["caches_at_launch"] == \
            ("caches after a 256 MiB flush" if dirty else "empty caches")
        cycles[dirty] = result.device.kernel_cycles
    limit = data.nbytes / 16.0
    assert limit <= cycles[0] <= 1.1 * limit
    assert 2 * limit <= cycles[BENCHMARK_FLUSH_BYTES] <= 2.2 * limit


def test_a_device_times_with_its_own_memory():
    """``Device.memory`` is the memory a launch on it is timed with unless ``memory_model``
    says otherwise: the streaming kernel on a device whose HBM gives 16 bytes a cycle takes
    the time of ONE_CU given that model; MI325X's HBM3E is faster than MI300X's HBM3."""
    from dataclasses import replace
    from isa.peaks import device as find_device
    data = np.zeros(16 * 4 * 32768 // 4, np.int32)
    slow = replace(ONE_CU, memory=MemoryModel(hbm_bytes_per_cycle=16.0))
    times = [launch(kernel(STREAM, vgprs=24, args=STREAM_ARGS, kernarg=8), kernel="k",
                    grid=(16,), block=(256,), args=[data], device=device, workers=1,
                    memory_model=model).device.kernel_cycles
             for device, model in ((slow, None), (ONE_CU, MemoryModel(hbm_bytes_per_cycle=16.0)),
                                   (ONE_CU, None))]
    assert times[0] == times[1] > 2 * times[2]
    assert find_device("mi325x").memory.hbm_bytes_per_cycle > \
        find_device("mi300x").memory.hbm_bytes_per_cycle


HAZARDS = [   # (a stream missing wait states, and the s_nops gfx942's rules ask for there)
    ("  v_mov_b32 v0, 1\n{nops}  {mfma} a[0:15], v[0:1], v[2:3], a[0:15]", "  s_nop 1\n"),
    ("  {mfma} v[16:31], v[0:1], v[2:3], v[16:31]\n{nops}  v_mov_b32 v40, v16",
     "  s_nop 7\n  s_nop 2\n"),
]


@pytest.mark.parametrize("body,nops", HAZARDS)
def test_missing_wait_states_are_timed_as_the_s_nops_a_compiler_puts_there(body, nops,
                                                                          tmp_path):
    """The device model replays the wait states the accountant's rules find missing
    (VALU write → MFMA read: 2; MFMA result → VALU read: 11 after this one) as s_nops: the
    bare stream takes what the padded one takes; the trace names them, the profile gives
    them to the instruction that waited."""
    from emulator.timing.inserted_wait_states import missing_wait_states
    bare, padded = (kernel(body.format(nops=n, mfma=MFMA), vgprs=64) for n in ("", nops))
    program = isa.assemble(bare)
    count = sum(int(line.split()[1]) + 1 for line in nops.splitlines())
    consumer = 1   # (the instruction after the producer)
    assert missing_wait_states(program, np.arange(len(program.instructions))).tolist() \
        == [0, count, 0]
    ours = launch(bare, kernel="k", device=ONE_CU, workers=1, trace=tmp_path / "t.json",
                  profile=True)
    theirs = launch(padded, kernel="k", device=ONE_CU, workers=1).device.waves[0]
    wave = ours.device.waves[0]
    assert wave["cycles"] == theirs["cycles"]
    assert wave["wait_states"] == theirs["wait_states"] == count * PASS
    slices = [e for e in json.loads((tmp_path / "t.json").read_text())["traceEvents"]
              if e["ph"] == "X"]
    assert [e["name"] for e in slices][:3] == [
        str(program.instructions[0]), f"{count} inserted wait state(s)",
        str(program.instructions[consumer])]
    waited = program.instructions[consumer].loc.line
    rows = {row.line: row for row in ours.profile.rows}
    assert (rows[waited].wait_states, rows[waited].instructions) == (count * PASS, 1)
    assert sum(row.instructions for row in rows.values()) == 3   # (none for the s_nops)


def test_occupancy_follows_the_descriptor():
    assert occupancy({".amdhsa_next_free_vgpr": 128}, 4, 0, CU)["waves_per_simd"] == 4
    assert occupancy({".amdhsa_next_free_vgpr": 512}, 1, 0, CU)["waves_per_simd"] == 1
    assert occupancy({".amdhsa_next_free_vgpr": 24}, 1, 0, CU)["waves_per_simd"] == 8
    lds = occupancy({".amdhsa_next_free_vgpr": 24}, 4, 20000, CU)
    assert lds["workgroups_per_cu"] == 3 and lds["limited_by"] == "lds"
    assert occupancy({".amdhsa_next_free_vgpr": 32, ".amdhsa_next_free_sgpr": 200}, 1, 0, CU)[
        "waves_per_simd"] == 800 // 208
    assert ComputeUnitLimits().vgprs_per_lane == 512
    assert isa.GFX942.default_device.limits == CU


def test_a_barrier_holds_the_early_waves():
    body = "\n".join(["  v_cmp_eq_u32 vcc, 0, v0", "  s_cbranch_vccz .Lgo"]
                     + ["  s_nop 7"] * 20 + [".Lgo:", "  s_barrier"])
    result = launch(kernel(body), kernel="k", block=(128,), device=ONE_CU, workers=1)
    waves = result.device.waves
    late = max(waves, key=lambda w: w["wait_states"])
    early = min(waves, key=lambda w: w["wait_states"])
    assert late["wait_states"] == 20 * 8 * PASS and early["wait_states"] == 0
    assert early["barrier"] >= 20 * 8 * PASS - 2 * PASS and late["barrier"] == 0


def test_a_gemm_reports_its_fraction_of_peak_and_writes_a_trace(tmp_path):
    m = n = k = 64
    rng = np.random.default_rng(1)
    a = rng.standard_normal((m, k)).astype(np.float32)
    b = rng.standard_normal((k, n)).astype(np.float32)
    c = np.zeros((m, n), np.float32)
    path = tmp_path / "trace.json"
    result = launch(ROOT / "programs" / "kernels" / "gemm_xf32.s", kernel="gemm_xf32",
                    grid=(4, 4), args=[a, b, c, m, n, k], workers=1, trace=path)
    report = result.device
    assert report.device == "mi300x" and report.cus_used == 16
    assert report.flops == 2 * m * n * k
    assert 0 < report.fraction_of_peak < 0.01   # (16 of 304 CUs, a small tile each)
    peak = [p for p in isa.peaks.peaks("mi300x") if p.type == "xf32" and not p.sparse][0]
    assert report.peak_flops_per_cycle == pytest.approx(peak.ops_per_cu_per_cycle * 304)
    assert report.peak_tflops == pytest.approx(peak.tflops, rel=1e-3)   # (653.7 for xf32)
    assert report.achieved_tflops == pytest.approx(report.fraction_of_peak * peak.tflops,
                                                   rel=1e-3)
    events = json.loads(path.read_text())["traceEvents"]
    tracks = {(e["pid"], e["tid"]) for e in events if e["ph"] == "X"}
    assert len(tracks) == 16 and {e["pid"] for e in events} == set(range(16))
    assert any(e["name"].startswith("v_mfma") for e in events if e["ph"] == "X")
    plain = np.zeros_like(c)   # (the device model does not change what the kernel computes)
    launch(ROOT / "programs" / "kernels" / "gemm_xf32.s", kernel="gemm_xf32", grid=(4, 4),
           args=[a, b, plain, m, n, k], workers=1)
    assert np.array_equal(c, plain) and c.any()


def test_bad_device_arguments_are_refused_before_running():
    with pytest.raises(Exception, match="unknown device"):
        launch(mfma_kernel(1), kernel="k", device="mi999", workers=1)
    with pytest.raises(LaunchError, match="MemoryModel"):
        launch(mfma_kernel(1), kernel="k", device="mi300x", memory_model=3, workers=1)


@pytest.mark.parametrize("name", [MFMA, "v_mfma_f32_32x32x2_f32"])
@pytest.mark.parametrize("valus", [3, 7, 12])
def test_one_wave_without_memory_takes_what_the_single_wave_accountant_says(name, valus):
    """VALU work co-executes under an XDL MFMA until its co-execution cycles are used and
    waits for the pipe under an f32 one: on its own SIMD a wave's time is the accountant's."""
    record = isa.lookup_matrix(name)
    regs = "v[0:1], v[2:3]" if record.a_regs == 2 else "v0, v2"
    body = "\n".join([f"  {name} a[0:15], {regs}, a[0:15]"]
                     + [f"  v_add_u32 v{10 + i}, v{10 + i}, v{10 + i}" for i in range(valus)]
                     + [f"  {name} a[16:31], {regs}, a[16:31]", "  v_mov_b32 v9, 0"])
    result = launch(kernel(body, vgprs=64), kernel="k", device=ONE_CU, workers=1,
                    cycles=True)
    wave = result.device.waves[0]
    assert wave["cycles"] == result.wave_cycles[0]["total_cycles"]
    if record.klass is not isa.MatrixClass.XDL:   # (the first VALU waits for the pipe)
        assert wave["matrix"] >= record.cycles - PASS
    elif valus * PASS >= record.cycles - PASS:     # (the VALU work covers the MFMA)
        assert wave["matrix"] == 0


def test_a_waves_own_figure_is_the_device_models_for_it_alone_on_a_cu():
    """One model of memory: with cycles=True a launch's per-wave time is what the device
    model gives for that wave alone on a CU (here: workgroup 0 launched by itself), the
    launch's time the device model's (cycles=True runs it), the constants MemoryModel's."""
    from tests.test_kernels import KERNELS, M, N, K, operands
    a, b = operands("xf32", np.random.default_rng(3))
    c = np.zeros((M, N), np.float32)
    args = [a, b, c, M, N, K]
    whole = launch(KERNELS / "gemm_xf32.s", kernel="gemm_xf32", grid=(4, 4), args=args,
                   cycles=True, workers=1)
    alone = launch(KERNELS / "gemm_xf32.s", kernel="gemm_xf32", grid=(1, 1), args=args,
                   device="mi300x", workers=1)
    wave = whole.wave_cycles[0]
    assert wave["workgroup"] == (0, 0, 0)
    assert wave["total_cycles"] == alone.device.waves[0]["cycles"]
    assert wave["stalls"]["vmcnt"] == alone.device.waves[0]["vmcnt"] > 0
    assert wave["mfma_count"] == K // 8   # (the accountant's counts stay)
    assert whole.device is not None and whole.device.kernel_cycles < wave["total_cycles"] * 16
