"""Kernel timing on compute units: waves interleaved on SIMDs, occupancy, a cache model with
measured latencies, bandwidth limits, a stall breakdown and a Chrome/Perfetto trace.

Each wave of a launch is run functionally first, its executed stream kept (the PCs it
retired and the cache lines of its memory accesses: ``WaveStream``, wave_streams.py).
``simulate`` then replays all waves on a device, in one call of the compiled engine
(device_engine.py; a launch of few instructions runs its plain twin while a child process
compiles it, jit/; the Python model it was first written as is the tests' oracle,
tests/device_oracle.py):

* **Dispatch.** Workgroups go to CUs in launch order, each CU taking as many as occupancy
  allows (``occupancy``): waves per SIMD from the descriptor's VGPR count (arch + acc
  registers share 512 per lane per SIMD, allocated in granules of 8), its SGPR count (800
  per SIMD, granules of 16), the workgroup's LDS (64 KiB per CU) and at most 8 waves per
  SIMD. Each wave goes to its CU's least occupied SIMD; when a workgroup ends, the next one
  takes its place on that CU.
* **Issue.** A wave issues in order; an instruction takes 4 cycles a pass (``s_nop n``:
  n + 1 passes: the wait states). The wait states a stream lacks before an instruction
  — what the target's hazard rows require after its producers, found by the single-wave
  accountant's rules (inserted_wait_states.py) — are replayed as the ``s_nop`` a compiler
  would have put there (charged as ``wait_states``, to that instruction). Each SIMD has one vector issue port (VALU and MFMA: one
  instruction per pass among its waves) and one matrix pipe shared by
  its waves: an MFMA holds it for the table's cycles; VALU instructions issue under an XDL
  MFMA until its ``valu_coexec_cycles`` are used (by any of the SIMD's waves), and wait for
  the pipe under a non-XDL (f32/f64) one (spec/TIMING.md, as the single-wave accountant).
  Waves ready at once take turns: the one whose last vector issue is the oldest goes first.
  SALU and memory instructions take one pass of the wave.
* **Memory.** A vector load or store touches 128-byte lines; each line is looked up in the
  CU's L1, its XCD's L2 (CU c sits on XCD c % XCDs: workgroups dispatched to the CUs in
  turn go to the XCDs in turn, as the hardware deals them) and the shared Infinity Cache
  (LRU by capacity) and the access takes the
  latency of the slowest level its lines reach (``MemoryModel``: MI300X's measured
  latencies). Every line also occupies the CU's L1 port, from the L2 down its XCD's
  L2 port, from the Infinity Cache down its XCD's link to the fabric, and from HBM the
  HBM port, each for 128 bytes / its bandwidth cycles; completion waits for them
  (so a streaming kernel runs at the bandwidth limit). Scalar loads take the scalar cache's
  latency. An LDS access recorded with its bank cycles (state/memory_observers.py
  ``BankRecorder``) waits for its CU's LDS, holds it for those cycles and is done the LDS
  latency after, plus its conflicts' cycles. A counter holds at most 63 (vmcnt) or 15
  (lgkmcnt) operations: an access finding it full waits for the oldest to return
  (charged to that counter). ``s_waitcnt`` waits until at most n operations of its
  counter are outstanding (in issue order); ``s_barrier`` until the workgroup's waves all
  arrive. (The pipe, co-execution and counter rules are written once for this model and
  the single-wave accountant: issue_rules.py.) A wave has ended when its last MFMA has written its result
  and its memory returned; its workgroup's place on the CU goes to the next when all its
  waves have.

What it ignores: ``device_report.MODEL_IGNORES`` (every report carries the list).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

import numpy as np

from isa.devices import ComputeUnitLimits, Device
from isa.memory_model import MemoryModel
from isa.peaks import device as find_device, peak_type, peaks
from isa.program import Program

from emulator import jit

from . import engine_layout as layout, instruction_rows as rows, profile
from .cycle_report import PASS
from .device_report import CATEGORIES_TIMED, DeviceReport, chrome_trace, occupancy
from .inserted_wait_states import Inserted, with_wait_states
from .wave_streams import WaveStream, static_table

__all__ = ["PASS", "Replayed", "replay", "simulate"]

# (the engine's categories are CATEGORIES_TIMED's; the profile orders them its own way)
_PROFILE_INDEX = np.array([profile.CATEGORIES.index(name) for name in CATEGORIES_TIMED])
# (the lines each level served, then the other buffer's dirty lines written back to HBM:
# MemoryModel.dirty_at_launch_bytes)
_MEMORY_COUNTS = ("l1", "l2", "mall", "hbm", "written_back")
# Executed instructions of a launch whose replay may run as the engine's plain twin (jit/):
# about 16 µs an instruction here, so about a second, against ~15 s for a cold compile.
PLAIN_REPLAY_STEPS = 60_000
_STALLS = {layout.E_WAIT_VM: "wait vmcnt", layout.E_WAIT_LGKM: "wait lgkmcnt",
           layout.E_BARRIER: "barrier", layout.E_FULL_VM: "vmcnt full",
           layout.E_FULL_LGKM: "lgkmcnt full"}


def simulate(program: Program, traces, *, descriptor: dict, waves_per_group: int,
             lds_bytes: int, device: str | Device | None = None,
             memory: MemoryModel | None = None, limits: ComputeUnitLimits | None = None,
             trace: bool = False, profile: bool = False, source=None) -> DeviceReport:
    """The device timing of a launch of ``program``: ``traces`` per workgroup (in launch
    order) a list of its waves' ``WaveStream``s. ``profile``: the report's
    ``profile_table`` holds the waves' cycles by PC (timing/profile.py); ``source(pc)``:
    where an instruction came from, to name the trace's slices by (a string, or None)."""
    dev = find_device(device, program.target)   # (None: the target's default device)
    memory = dev.memory if memory is None else memory
    limits = dev.limits if limits is None else limits
    occ = occupancy(descriptor, waves_per_group, lds_bytes, limits)
    # (the wait states a stream lacks, replayed as the s_nops a compiler would have put
    # there: the accountant's rules, timing/inserted_wait_states.py)
    inserted = with_wait_states(program, traces, static_table(program))
    replayed = replay(program, inserted.streams, device=dev,
                      per_cu=occ["workgroups_per_cu"], memory=memory, limits=limits,
                      trace=trace, profile=profile, static=inserted.static)
    static, pcs, wave_first, group_first = (replayed.static, replayed.pcs,
                                            replayed.wave_first, replayed.group_first)
    wf, wi, stats, hits, cu_used = (replayed.floats, replayed.ints, replayed.stats,
                                    replayed.hits, replayed.cu_used)
    ends = wf[:, layout.F_END]
    kernel = int(np.ceil(ends.max())) if len(ends) else 0
    waves = []
    for g in range(len(traces)):
        for index, w in enumerate(range(group_first[g], group_first[g + 1])):
            start, end = wf[w, layout.F_START], ends[w]
            waves.append(dict(workgroup=g, wave=index, cu=int(wi[w, layout.I_CU]),
                              simd=int(wi[w, layout.I_SIMD]) % limits.simds,
                              start=int(start), end=int(np.ceil(end)),
                              cycles=int(np.ceil(end - start)),
                              flops=int(wi[w, layout.I_FLOPS]),
                              **{k: int(round(float(stats[w, c])))
                                 for c, k in enumerate(CATEGORIES_TIMED)}))
    simds: dict = {}
    for w in waves:
        entry = simds.setdefault((w["cu"], w["simd"]), dict(cu=w["cu"], simd=w["simd"], waves=0,
                                                   **dict.fromkeys(CATEGORIES_TIMED, 0)))
        entry["waves"] += 1
        for k in CATEGORIES_TIMED:
            entry[k] += w[k]
    flops = int(wi[:, layout.I_FLOPS].sum())
    mfma_pcs = static[pcs, rows.P_KIND] == rows.K_MFMA
    peak = _peak_per_cycle(dev, program, pcs[mfma_pcs])
    report = DeviceReport(dev.name, dev.clock_mhz, kernel, occ, int(cu_used.sum()), waves,
                          list(simds.values()), flops, peak,
                          {key: int(hits[i]) for i, key in enumerate(_MEMORY_COUNTS)},
                          launch_overhead_us=dev.launch_overhead_us,
                          caches_at_launch=memory.start, simds_per_cu=limits.simds)
    if trace:
        report.trace = chrome_trace(_traced_waves(program, static, waves, wi,
                                                  replayed.events, replayed.spans,
                                                  inserted),
                                    limits, source)
    if profile:
        report.profile_table = _profile_table(static, pcs, wave_first, wi, ends, wf,
                                              replayed.charges, replayed.charged,
                                              inserted, len(program))
    return report


@dataclass(frozen=True)
class Replayed:
    """What the engine returns (device_engine.replay), with the arrays it was given."""

    static: np.ndarray
    pcs: np.ndarray
    wave_first: np.ndarray
    group_first: np.ndarray
    floats: np.ndarray       # per wave: F_* columns
    ints: np.ndarray         # per wave: I_* columns
    stats: np.ndarray        # per wave: cycles by category (C_*)
    hits: np.ndarray         # lines served per level (L_*), then lines written back
    cu_used: np.ndarray
    charges: np.ndarray      # the profile's: (wave, pc, category) rows ...
    charged: np.ndarray      # ... and their cycles
    events: np.ndarray       # the trace's: (wave, code, pc, pipe cycles) rows ...
    spans: np.ndarray        # ... and their (start, end)


def replay(program: Program, traces, *, device: Device, per_cu: int,
           memory: MemoryModel | None = None, limits: ComputeUnitLimits | None = None,
           trace: bool = False, profile: bool = False, static=None) -> Replayed:
    """``traces`` (per workgroup, its waves' ``WaveStream``s) replayed on ``device``,
    ``per_cu`` workgroups at a time on each CU; ``static``: the instructions' rows, when
    not the program's own (``static_table``; with pseudo instructions after them);
    ``memory``: the device's own unless given."""
    memory = device.memory if memory is None else memory
    limits = device.limits if limits is None else limits
    if device.cus + device.xcds + 1 > 1 << layout.CACHE_BITS:
        raise ValueError(f"the device model takes at most {1 << layout.CACHE_BITS} caches, "
                         f"not {device.cus} L1s, {device.xcds} L2s and one Infinity Cache")
    static = static_table(program) if static is None else static
    streams: list[WaveStream] = [s for group in traces for s in group]
    if any(len(s) == 0 for s in streams):
        raise ValueError("every wave's stream holds at least its s_endpgm")
    group_first = np.cumsum([0] + [len(group) for group in traces], dtype=np.int64)
    wave_first = np.cumsum([0] + [len(s) for s in streams], dtype=np.int64)
    wave_line_first = np.cumsum([0] + [len(s.lines) for s in streams], dtype=np.int64)
    pcs = _joined([s.pcs for s in streams], np.int32)
    line_counts = _joined([s.line_counts for s in streams], np.int32)
    lines = _joined([s.lines for s in streams], np.int64)
    if len(lines) and int(lines.max()) >= 1 << (63 - layout.CACHE_BITS):
        raise ValueError("a cache line beyond the model's address range")
    line = memory.line_bytes
    # (tuples of numbers: the engine's helpers take them at no cost, unlike arrays)
    mem_int = tuple(int(x) for x in (memory.l1_latency, memory.l2_latency,
                                     memory.mall_latency, memory.hbm_latency,
                                     memory.scalar_latency, memory.lds_latency,
                                     memory.l1_bytes // line, memory.l2_bytes // line,
                                     memory.mall_bytes // line, line,
                                     memory.dirty_at_launch_bytes // line))
    # (cycles a byte on each CU's L1 port, each XCD's L2 port and fabric link, HBM's port)
    mem_cost = (1.0 / memory.l1_bytes_per_cycle, 1.0 / memory.l2_bytes_per_cycle_per_xcd,
                1.0 / memory.fabric_bytes_per_cycle_per_xcd, 1.0 / memory.hbm_bytes_per_cycle)
    engine = jit.module("emulator.timing.device_engine")
    # (a small launch may run plain while a child compiles the engine; a large one waits)
    run = engine.replay if len(pcs) <= PLAIN_REPLAY_STEPS else engine.replay.compiled
    out = run(static, pcs, wave_first, line_counts, lines, wave_line_first, group_first,
              device.cus, limits.simds, device.xcds, per_cu, mem_int, mem_cost, trace,
              profile, *engine.cache_tables(device.cus, device.xcds, mem_int, lines.size))
    return Replayed(static, pcs, wave_first, group_first, *out)


def _joined(parts, dtype) -> np.ndarray:
    return np.concatenate(parts).astype(dtype, copy=False) if parts else np.zeros(0, dtype)


def _traced_waves(program, static, waves, wi, events, spans, inserted: Inserted) -> list:
    """The waves as ``chrome_trace`` reads them, each with its slices (name, start, end,
    kind, pipe cycles, pc) in order (an inserted run of wait states: a stall at its
    consumer's PC), the last a "drain" from its last issue to its end (memory and MFMA
    results still outstanding), so that each wave's track ends where the wave does."""
    first = len(program)
    texts: dict = {}
    out = [SimpleNamespace(ident=i, cu=w["cu"], simd=int(wi[i, layout.I_SIMD]),
                           workgroup=w["workgroup"], index=w["wave"], events=[])
           for i, w in enumerate(waves)]
    for (wave, code, pc, pipe), (start, end) in zip(events.tolist(), spans.tolist()):
        if code == layout.E_ISSUE and pc >= first:
            out[wave].events.append((f"{inserted.counts[pc - first]} inserted wait "
                                     "state(s)", start, end, "stall", 0,
                                     int(inserted.consumers[pc - first])))
        elif code == layout.E_ISSUE:
            text = texts.get(pc)
            if text is None:
                text = texts[pc] = str(program.instructions[pc])
            kind = rows.KINDS[static[pc, rows.P_KIND]]
            out[wave].events.append((text, start, end, str(kind), pipe, pc))
        else:
            out[wave].events.append((_STALLS[code], start, end, "stall", 0, pc))
    for traced, row in zip(out, waves):   # (the wave ends when its results have arrived)
        last = max((e[2] for e in traced.events), default=row["start"])
        if row["end"] > last:
            pc = traced.events[-1][5] if traced.events else 0
            traced.events.append(("results outstanding", last, row["end"], "drain", 0, pc))
    return out


def _profile_table(static, pcs, wave_first, wi, ends, wf, charges, charged,
                   inserted: Inserted, count: int) -> np.ndarray:
    """The waves' cycles, stalls, instructions and MFMA work by PC (timing/profile.py; an
    inserted run of wait states is its consumer's, and no instruction)."""
    real = pcs[pcs < count]
    table = profile.empty(1 + (int(real.max()) if len(real) else 0))
    order = np.argsort(charges[:, 0], kind="stable")   # (by wave, each in its order)
    by_wave = np.searchsorted(charges[order, 0], np.arange(len(ends) + 1))
    for w in range(len(ends)):
        mine = order[by_wave[w]:by_wave[w + 1]]
        ran = pcs[wave_first[w]:wave_first[w] + wi[w, layout.I_POS]].astype(np.int64)
        ran = ran[ran < count]
        mfma = static[ran, rows.P_KIND] == rows.K_MFMA
        profile.wave_table(table, inserted.real_pcs(charges[mine, 1]),
                           _PROFILE_INDEX[charges[mine, 2]],
                           charged[mine], ran,
                           int(np.ceil(ends[w] - wf[w, layout.F_START])), mfma,
                           np.where(mfma, static[ran, rows.P_FLOPS], 0))
    return table


def _peak_per_cycle(dev: Device, program: Program, mfma_pcs: np.ndarray) -> float:
    """The device's peak MFMA operations per cycle for the kernel's most used instruction
    (by executions; the lowest PC's among equals)."""
    if not len(mfma_pcs):
        return 0.0
    executions: dict = {}
    counts = np.bincount(mfma_pcs)
    for pc in np.flatnonzero(counts).tolist():
        name = program.instructions[pc].mfma.record.mnemonic
        executions[name] = executions.get(name, 0) + int(counts[pc])
    common = max(executions, key=executions.get)
    kind = peak_type(program.target.lookup(common))
    row = next((p for p in peaks(dev, program.target) if p.type == kind and not p.sparse),
               None)
    return row.ops_per_cu_per_cycle * dev.cus if row else 0.0


