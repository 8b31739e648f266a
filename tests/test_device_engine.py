"""The compiled device model (emulator/timing/device_engine.py) against the Python model it was
first written as (tests/device_oracle.py), to the last bit: every wave's start, end, CU,
SIMD, operations and cycles by stall category, the lines each cache level served, each
charge the profile gets and each slice of the trace — on random streams over every kind of
instruction (small caches that evict, few CUs that take workgroups in turn, barriers,
waits) and on the streams real launches record."""

from __future__ import annotations

import importlib
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import isa
from emulator import jit
from emulator.jit.entry import Compiler
from emulator.execution.options import default_options
from emulator.launch import launch
from emulator.timing import engine_layout as layout
from emulator.timing.compute_unit import _PROFILE_INDEX, _STALLS, replay
from emulator.timing.device_report import CATEGORIES_TIMED
from isa.devices import ComputeUnitLimits
from emulator.timing.instruction_rows import K_LDS, P_KIND
from emulator.state.memory_observers import records_lines
from emulator.timing.wave_streams import KINDS, static_table, stream_of, wave_streams
from isa.devices import Device
from isa.memory_model import MemoryModel
from isa.peaks import device as find_device

from .device_oracle import oracle
from .helpers import ROOT, hot_of
from .test_compute_unit import CHASE, CHASE_ARGS, kernel

PROGRAM = isa.assemble("""
  s_nop 2
  v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]
  v_mfma_f64_16x16x4_f64 v[16:23], v[0:1], v[2:3], v[16:23]
  v_add_f32 v4, v5, v6
  s_add_u32 s0, s1, s2
  global_load_dword v7, v[8:9], off
  ds_read_b32 v10, v11
  s_load_dword s3, s[4:5], 0x0
  s_waitcnt vmcnt(0)
  s_waitcnt lgkmcnt(0)
  s_waitcnt vmcnt(1) lgkmcnt(2)
  s_barrier
  s_branch 0
  global_store_dword v[8:9], v7, off
  v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]
  s_endpgm
""", "random.s")
END = len(PROGRAM.instructions) - 1
LINED = {5, 7, 13}   # (the accesses that record lines: global and scalar memory)
LDS_READ = 6          # (recorded with its bank cycles and its conflict-free cycles)
# small caches and ports, so that lines are evicted and ports queue
SMALL = MemoryModel(l1_bytes=4 * 128, l2_bytes=8 * 128, mall_bytes=16 * 128,
                    l1_bytes_per_cycle=48.0, l2_bytes_per_cycle_per_xcd=100.0,
                    fabric_bytes_per_cycle_per_xcd=80.0, hbm_bytes_per_cycle=60.0)


def compare(program, traces, device, per_cu, memory=MemoryModel(),
            limits=ComputeUnitLimits()):
    """The engine's replay equals the oracle's, figure for figure."""
    ours = replay(program, traces, device=device, per_cu=per_cu, memory=memory,
                  limits=limits, trace=True, profile=True)
    sim = oracle(program, traces, device=device, per_cu=per_cu, memory=memory,
                 limits=limits)
    assert len(sim.waves) == len(ours.floats)
    for w, wave in enumerate(sim.waves):
        assert ours.floats[w, layout.F_START] == wave.start
        assert ours.floats[w, layout.F_END] == wave.end
        assert ours.ints[w, layout.I_CU] == wave.cu and ours.ints[w, layout.I_SIMD] == wave.simd
        assert ours.ints[w, layout.I_FLOPS] == wave.flops
        assert ours.ints[w, layout.I_POS] == wave.pos
        assert ours.stats[w].tolist() == [wave.stats[k] for k in CATEGORIES_TIMED]
        mine = ours.charges[:, 0] == w
        assert ours.charges[mine, 1].tolist() == wave.charged_pcs
        assert _PROFILE_INDEX[ours.charges[mine, 2]].tolist() == wave.charged_categories
        assert ours.charged[mine].tolist() == wave.charged_cycles
        mine = ours.events[:, 0] == w
        slices = []
        for (_, code, pc, pipe), (start, end) in zip(ours.events[mine].tolist(),
                                                     ours.spans[mine].tolist()):
            if code == layout.E_ISSUE:
                kind = str(KINDS[ours.static[pc, P_KIND]])
                slices.append((str(program.instructions[pc]), start, end, kind, pipe, pc))
            else:
                slices.append((_STALLS[code], start, end, "stall", 0, pc))
        assert slices == [(n, s, e, str(k), p, pc) for n, s, e, k, p, pc in wave.events]
    assert dict(zip(("l1", "l2", "mall", "hbm", "written_back"), ours.hits.tolist())) == sim.hits
    assert set(np.flatnonzero(ours.cu_used).tolist()) == sim.cus_used


@st.composite
def random_launch(draw):
    """Workgroups of random streams over every kind of instruction, ending at s_endpgm."""
    groups = draw(st.integers(1, 6))
    per_group = draw(st.integers(1, 4))
    traces = []
    for _ in range(groups):
        waves = []
        for _ in range(per_group):
            pcs = draw(st.lists(st.integers(0, END - 1), max_size=40)) + [END]
            lines = {i: sorted(draw(st.lists(st.integers(0, 40), max_size=5, unique=True)))
                     for i, pc in enumerate(pcs) if pc in LINED}
            banks = st.tuples(st.integers(1, 4), st.integers(0, 60))
            lines.update({i: [free + extra, free] for i, pc in enumerate(pcs)
                          if pc == LDS_READ and draw(st.booleans())
                          for free, extra in [draw(banks)]})
            waves.append(stream_of(pcs, lines))
        traces.append(waves)
    return (traces, draw(st.integers(1, 3)), draw(st.integers(1, 3)), draw(st.integers(1, 3)),
            draw(st.integers(0, 20)), draw(st.sampled_from([60.0, 4.0])))


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(random_launch())
def test_random_streams_replay_as_the_oracle_does(case):
    """(with 0 to 20 lines of another buffer dirty in the 16-line Infinity Cache, and an
    HBM port slow enough for their write-backs to delay other lines)"""
    traces, cus, per_cu, xcds, dirty, hbm = case
    compare(PROGRAM, traces, Device("tiny", "a test device", cus, 2100.0, xcds=xcds), per_cu,
            replace(SMALL, dirty_at_launch_bytes=dirty * 128, hbm_bytes_per_cycle=hbm))


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(random_launch(), st.integers(0, 1 << 20))
def test_a_wave_alone_times_as_its_relabelled_stream(case, shift):
    """A wave alone on the device (launch_timing.time_each_wave_alone): its lines renumbered
    in the order it first touches them, and all moved by one offset, it times the same to
    the last figure; the moved stream relabels equal to the first (LDS bank cycles kept)."""
    traces, cus, _, xcds, dirty, hbm = case
    device = Device("tiny", "a test device", cus, 2100.0, xcds=xcds)
    memory = replace(SMALL, dirty_at_launch_bytes=dirty * 128, hbm_bytes_per_cycle=hbm)
    table = static_table(PROGRAM)
    wave = traces[0][0]
    lds = np.repeat(table[wave.pcs, P_KIND] == K_LDS, wave.line_counts)
    moved = type(wave)(wave.pcs, wave.line_counts, np.where(lds, wave.lines, wave.lines + shift))
    assert moved.relabelled(table).key() == wave.relabelled(table).key()
    assert np.array_equal(wave.relabelled(table).lines[lds], wave.lines[lds])
    runs = [replay(PROGRAM, [[stream]], device=device, per_cu=1, memory=memory)
            for stream in (wave, moved, wave.relabelled(table))]
    for run in runs[1:]:
        assert np.array_equal(run.floats, runs[0].floats)
        assert np.array_equal(run.stats, runs[0].stats)
        assert np.array_equal(run.hits, runs[0].hits)


def test_full_counters_hold_waves_as_the_oracle_does():
    """Bursts past lgkmcnt's capacity (LDS, with and without bank cycles, and scalar loads)
    and vmcnt's, on waves sharing SIMDs: each held access waits for its counter's oldest."""
    lds, smem, vmem = LDS_READ, 7, 5
    bursts = [[lds] * 20, [smem, lds] * 10, [vmem] * 70, [lds, vmem] * 40]
    traces = [[stream_of(pcs + [END], {i: [3, 1] for i in range(0, len(pcs), 3)
                                        if pcs[i] == lds})
               for pcs in bursts] for _ in range(2)]
    slow = replace(SMALL, lds_latency=300, scalar_latency=400, l1_latency=500)
    compare(PROGRAM, traces, Device("tiny", "a test device", 1, 2100.0), 2, slow)
    ours = replay(PROGRAM, traces, device=Device("tiny", "a test device", 1, 2100.0),
                  per_cu=2, memory=slow, trace=True)
    held = {code for code in ours.events[:, 1].tolist()}
    assert {layout.E_FULL_VM, layout.E_FULL_LGKM} <= held


def test_mfma_chains_and_scalar_runs_replay_as_the_oracle_does():
    """The engine's two shortcuts (device_engine._steps): runs of scalar instructions, NOPs
    and waits issued in one step, and an MFMA behind a busy pipe sent to wait for it at
    once — on waves that share SIMDs (eight a CU), so that their MFMAs, VALU co-execution
    and DGEMMs contend for each pipe, and a step's figures must still be a step each's."""
    nop, xdl, dgemm, valu, salu, load, wait, xdl16 = 0, 1, 2, 3, 4, 5, 8, 14
    streams = [[xdl, xdl, salu, nop, xdl, valu, xdl16, xdl16, wait, xdl],
               [salu, salu, xdl, xdl, xdl, nop, nop, valu, valu, xdl],
               [load, wait, dgemm, dgemm, valu, xdl, salu, xdl, dgemm, xdl16],
               [nop, xdl16, xdl16, xdl16, salu, wait, salu, xdl, valu, valu]]
    traces = [[stream_of(pcs + [END], {i: [i % 7] for i, pc in enumerate(pcs) if pc == load})
               for pcs in streams * 2] for _ in range(3)]
    device = Device("tiny", "a test device", 1, 2100.0)
    compare(PROGRAM, traces, device, 1)
    ours = replay(PROGRAM, traces, device=device, per_cu=1, profile=True)
    held = {CATEGORIES_TIMED[c] for c in ours.charges[:, 2].tolist()}
    assert {"matrix", "arbitration"} <= held


def test_a_wave_released_from_a_barrier_into_its_end_frees_the_cu_once():
    """The oracle's one change: the last wave of a workgroup, released by a barrier the
    other's end opened, ended the workgroup twice (and took two workgroups' places)."""
    barrier, end = 11, END
    traces = [[stream_of([end]), stream_of([barrier, end])] for _ in range(5)]
    device = Device("tiny", "a test device", 1, 2100.0)
    compare(PROGRAM, traces, device, 1)
    ours = replay(PROGRAM, traces, device=device, per_cu=1)
    # one workgroup at a time: each starts when the one before has ended
    starts = ours.floats[::2, layout.F_START]
    assert (np.diff(starts) > 0).all()


def _recorded(monkeypatch, **kwargs):
    """The program and streams a launch hands the device model."""
    seen = {}
    launch_module = importlib.import_module("emulator.launch")   # (the module, not launch)
    simulate = launch_module.simulate

    def spy(program, traces, **options):
        seen.update(program=program, traces=traces)
        return simulate(program, traces, **options)
    monkeypatch.setattr(launch_module, "simulate", spy)
    launch(**kwargs)
    return seen["program"], seen["traces"]


@pytest.mark.parametrize("case", ["gemm", "chase", "barrier"])
def test_recorded_launches_replay_as_the_oracle_does(monkeypatch, case):
    rng = np.random.default_rng(1)
    if case == "gemm":
        a = rng.standard_normal((64, 64)).astype(np.float32)
        kwargs = dict(source=ROOT / "programs" / "kernels" / "gemm_xf32.s",
                      kernel="gemm_xf32", grid=(4, 4),
                      args=[a, a, np.zeros_like(a), 64, 64, 64])
    elif case == "chase":
        order, stride = rng.permutation(64), 32   # (a line each, visited in random order)
        chain = np.zeros(64 * stride, np.int32)
        chain[order[:-1] * stride] = order[1:] * stride * 4
        kwargs = dict(source=kernel(CHASE, args=CHASE_ARGS, kernarg=12), kernel="k",
                      block=(64,), args=[chain, 24])
    else:
        body = "  v_add_f32 v1, v1, v1\n" * 20 + "  s_barrier\n  v_add_f32 v1, v1, v1\n"
        kwargs = dict(source=kernel(body), kernel="k", block=(256,), grid=(6,))
    program, traces = _recorded(monkeypatch, device="mi300x", workers=1, **kwargs)
    for device in (Device("two", "two CUs", 2, 2100.0), find_device("mi300x")):
        compare(program, traces, device, 2)


def test_the_engines_plain_twin_replays_as_the_oracle_does(monkeypatch):
    """What a small launch runs while the engine's compile is under way (its plain twin,
    emulator/jit) replays as the oracle does too."""
    import random
    entry = jit.module("emulator.timing.device_engine").replay
    monkeypatch.setattr(entry, "fast", None)   # (a compiler of its own that never goes live)
    monkeypatch.setattr(entry, "compiler", Compiler(plain_budget=float("inf"),
                                                    background=False))
    rng = random.Random(5)
    traces = [[stream_of(pcs + [END], {i: sorted(rng.sample(range(30), 3))
                                       for i, pc in enumerate(pcs) if pc in LINED})
               for pcs in ([rng.randrange(END) for _ in range(30)] for _ in range(3))]
              for _ in range(4)]
    compare(PROGRAM, traces, Device("tiny", "a test device", 2, 2100.0), 1, SMALL)
    assert not entry.live and entry.plain_seconds > 0


MASKED = """  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 7, v0
  v_cmp_gt_u32 vcc, 40, v0
  s_and_saveexec_b64 s[6:7], vcc
  global_load_dword v2, v1, s[4:5]
  s_waitcnt vmcnt(0)
  v_add_u32 v2, 1, v2
  global_store_dword v1, v2, s[4:5] offset:64
  s_or_b64 exec, exec, s[6:7]
  s_waitcnt lgkmcnt(0)
  global_load_dword v3, v1, s[4:5] offset:4
  s_waitcnt vmcnt(0)"""


@pytest.mark.parametrize("case", ["gemm", "masked"])
def test_wide_accesses_record_each_waves_lines(case):
    """A batch runs a global access for its waves at once and gives each wave the lines of
    its own lanes (EXEC's, not the masked-off ones'): the device model's report equals the
    one of the launch that runs every wave alone (batch=1)."""
    kwargs = _masked_or_gemm(case)
    device = Device("two", "two CUs", 2, 2100.0)
    reports = [launch(device=device, workers=1, batch=batch, **kwargs).device
               for batch in (1, 256)]
    assert reports[0].waves == reports[1].waves and reports[0].memory == reports[1].memory
    assert reports[0].memory["hbm"] > 0


@pytest.mark.parametrize("case", ["gemm", "masked"])
def test_a_recorded_launch_runs_compiled_blocks_between_its_accesses(monkeypatch, case):
    """A recorded launch's hot blocks hold no access the recorders hear (those run
    interpreted, where they hear them: blocks/hot.py) and run compiled between them: the
    streams the device model gets, lines and bank cycles included, equal those of a launch
    that compiles nothing."""
    kwargs = _masked_or_gemm(case)
    streams, programs = [], []
    for blocks in ("off", "sync"):
        options = default_options().changed(blocks=blocks, hot_waves=1, min_length=1)
        program, traces = _recorded(monkeypatch, device="mi300x", workers=1,
                                    options=options, **kwargs)
        streams.append([wave.key() for group in traces for wave in group])
        programs.append((program, options))
    assert streams[0] == streams[1]
    program, options = programs[1]
    ready = [block for block in hot_of(program, True, options, recorded=True).ready
             if block is not None]
    assert ready and not any(records_lines(inst) for block in ready
                             for inst in block.instructions)
    assert any(records_lines(inst) for inst in program.instructions)


def _masked_or_gemm(case: str) -> dict:
    """A launch of the xf32 GEMM kernel (a K loop of loads and MFMAs) or of ``MASKED``."""
    if case == "gemm":
        a = np.random.default_rng(2).standard_normal((64, 64)).astype(np.float32)
        return dict(source=ROOT / "programs" / "kernels" / "gemm_xf32.s",
                    kernel="gemm_xf32", grid=(4, 4),
                    args=[a, a, np.zeros_like(a), 64, 64, 64])
    data = np.zeros(16 * 256 * 32 + 64, np.int32)
    args = "      - {.offset: 0, .size: 8, .value_kind: global_buffer, .type_name: 'int*'}\n"
    return dict(source=kernel(MASKED, args=args, kernarg=8), kernel="k", grid=(4,),
                block=(256,), args=[data])


def test_a_batchs_line_log_gives_each_wave_its_own_accesses_in_order():
    """wave_streams puts a batch's log — accesses several waves made at once and one wave's
    alone, interleaved — in wave order at once: each wave gets its own accesses' lines in
    the order it made them, its k-th at its k-th memory instruction (checked against
    taking them one log entry at a time)."""
    rng = np.random.default_rng(4)
    memory_pcs = np.array([False, True, False, True, True, False])
    executed = [rng.integers(0, 6, rng.integers(1, 30)).tolist() for _ in range(5)]
    made = [np.flatnonzero(memory_pcs[pcs]).size for pcs in executed]
    log, taken = [], [[] for _ in executed]
    while any(len(t) < m for t, m in zip(taken, made)):
        first = int(rng.integers(0, 5))
        end = first + 1
        while end < 5 and rng.random() < 0.6:
            end += 1
        if any(len(taken[w]) >= made[w] for w in range(first, end)):
            continue
        lines = [np.sort(rng.choice(1000, rng.integers(0, 4), replace=False))
                 for _ in range(first, end)]
        for w, own in zip(range(first, end), lines):
            taken[w].append(own)
        log.append((first, np.array([len(x) for x in lines]),
                    np.concatenate(lines).astype(np.int64)))
    for pcs, stream, own in zip(executed, wave_streams(executed, log, memory_pcs), taken):
        assert stream.pcs.tolist() == pcs
        counts = np.zeros(len(pcs), np.int32)
        counts[np.flatnonzero(memory_pcs[pcs])] = [len(x) for x in own]
        assert stream.line_counts.tolist() == counts.tolist()
        assert stream.lines.tolist() == [int(v) for x in own for v in x]
    with pytest.raises(AssertionError, match="memory instructions"):
        wave_streams(executed, log[:-1], memory_pcs)
