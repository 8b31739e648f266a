"""The two timing engines run one set of issue rules (emulator/timing/issue_rules.py): a wave
alone on a device, its memory taking the single-wave estimate's latencies, issues every
instruction at the cycle the single-wave cycle accountant gives it and ends when the
accountant's total says — on random straight-line streams over the matrix pipe (XDL,
non-XDL and DGEMM MFMAs), VALU co-execution, hazards whose wait states both insert, both
memory counters filled past their capacity, and s_waitcnt on either or both."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from hypothesis import HealthCheck, given, settings, strategies as st

import isa
from emulator.timing import engine_layout as layout
from emulator.timing.accountant import CycleAccountant
from emulator.timing.compute_unit import replay
from emulator.timing.cycle_report import TimingParams
from emulator.timing.inserted_wait_states import with_wait_states
from emulator.timing.wave_streams import static_table, stream_of
from isa.memory_model import MemoryModel
from isa.peaks import device as find_device

_LINES = {
    "mfma": ["v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]",
             "v_mfma_f32_16x16x16_f16 a[16:19], v[0:1], v[2:3], a[16:19]",
             "v_mfma_f32_16x16x4_f32 a[20:23], v0, v1, a[20:23]",
             "v_mfma_f64_16x16x4_f64 v[16:23], v[0:1], v[2:3], v[16:23]",
             "v_mfma_f32_16x16x16_f16 a[0:3], v[4:5], v[6:7], a[0:3]"],
    "valu": ["v_add_f32 v{0}, v{1}, v{2}", "v_accvgpr_read_b32 v{0}, a{3}",
             "v_fma_f64 v[24:25], v[16:17], v[18:19], v[24:25]", "v_mov_b32 v{0}, v{1}"],
    "salu": ["s_add_u32 s2, s3, s4", "s_nop {4}"],
    "memory": ["ds_read_b32 v{0}, v30", "s_load_dword s{5}, s[0:1], 0x0",
               "global_load_dword v{0}, v[40:41], off",
               "global_store_dword v[40:41], v{1}, off"],
    "wait": ["s_waitcnt vmcnt({6})", "s_waitcnt lgkmcnt({7})",
             "s_waitcnt vmcnt({6}) lgkmcnt({7})"],
}


@st.composite
def streams(draw):
    """A straight-line kernel: random lines, some memory bursts long enough to fill a
    counter, ending once everything has returned."""
    lines = []
    for _ in range(draw(st.integers(1, 40))):
        group = draw(st.sampled_from(sorted(_LINES)))
        line = draw(st.sampled_from(_LINES[group]))
        burst = draw(st.sampled_from([1, 1, 1, 18, 70])) if group == "memory" else 1
        for _ in range(burst):
            lines.append(line.format(draw(st.integers(0, 11)), draw(st.integers(0, 11)),
                                     draw(st.integers(0, 11)), draw(st.integers(0, 23)),
                                     draw(st.integers(0, 7)), draw(st.integers(6, 9)),
                                     draw(st.integers(0, 63)), draw(st.integers(0, 15))))
    return lines + ["s_waitcnt vmcnt(0) lgkmcnt(0)", "s_endpgm"]


# (latencies longer than a counter's worth of issues, so that a burst fills it)
SLOW = replace(MemoryModel(), l1_latency=400, lds_latency=200, scalar_latency=300)


def _both(lines, memory=SLOW):
    program = isa.assemble("".join(f"  {line}\n" for line in lines), "stream.s")
    # (a vector access that records no lines takes the L1's latency in the device model)
    accountant = CycleAccountant(TimingParams(vmem_latency=memory.l1_latency,
                                              lds_latency=memory.lds_latency,
                                              smem_latency=memory.scalar_latency), fix=True)
    for inst in program.instructions:
        accountant.retire(inst)
    report = accountant.report()
    traces = [[stream_of(np.arange(len(program.instructions)))]]
    inserted = with_wait_states(program, traces, static_table(program))
    device = replay(program, inserted.streams, device=find_device("mi300x"), per_cu=1,
                    memory=memory, trace=True, static=inserted.static)
    return program, report, device


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(streams())
def test_a_lone_wave_issues_as_the_accountant_says(lines):
    program, report, device = _both(lines)
    issued = [(pc, int(start)) for (_, code, pc, _), (start, _) in
              zip(device.events.tolist(), device.spans.tolist())
              if code == layout.E_ISSUE and pc < len(program.instructions)]
    assert issued == [(entry.pc, entry.issue) for entry in report.timeline]
    assert device.floats[0, layout.F_END] == report.total_cycles


def test_a_full_counter_holds_both_engines_alike():
    """Twenty LDS reads: the sixteenth waits for the first to return, in both."""
    lines = ["ds_read_b32 v0, v30"] * 20 + ["s_waitcnt lgkmcnt(0)", "s_endpgm"]
    program, report, device = _both(lines)
    sixteenth = report.timeline[15]
    assert sixteenth.stall == "lgkmcnt full"
    assert sixteenth.issue == SLOW.lds_latency   # (when the first, issued at 0, is back)
    held = [(start, end) for (_, code, _, _), (start, end) in
            zip(device.events.tolist(), device.spans.tolist()) if code == layout.E_FULL_LGKM]
    assert held == [(15 * 4, SLOW.lds_latency)]
    assert device.floats[0, layout.F_END] == report.total_cycles
