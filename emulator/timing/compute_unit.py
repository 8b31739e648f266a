"""Kernel timing on compute units: waves interleaved on SIMDs, occupancy, a cache model with
measured latencies, bandwidth limits, a stall breakdown and a Chrome/Perfetto trace.

Each wave of a launch is run functionally first; ``WaveRecorder`` keeps its executed stream
as compact operations (``Op``). ``simulate`` then replays all waves on a device:

* **Dispatch.** Workgroups go to CUs in launch order, each CU taking as many as occupancy
  allows (``occupancy``): waves per SIMD from the descriptor's VGPR count (arch + acc
  registers share 512 per lane per SIMD, allocated in granules of 8), its SGPR count (800
  per SIMD, granules of 16), the workgroup's LDS (64 KiB per CU) and at most 8 waves per
  SIMD. Each wave goes to its CU's least occupied SIMD; when a workgroup ends, the next one
  takes its place on that CU.
* **Issue.** A wave issues in order; an instruction takes 4 cycles a pass (``s_nop n``:
  n + 1 passes: the wait states). Each SIMD has one vector issue port (VALU and MFMA: one
  instruction per pass among its waves) and one matrix pipe shared by
  its waves: an MFMA holds it for the table's cycles; VALU instructions issue under an XDL
  MFMA until its ``valu_coexec_cycles`` are used (by any of the SIMD's waves), and wait for
  the pipe under a non-XDL (f32/f64) one (spec/TIMING.md, as the single-wave accountant).
  Waves ready at once take turns: the one whose last vector issue is the oldest goes first.
  SALU and memory instructions take one pass of the wave.
* **Memory.** A vector load or store touches 128-byte lines; each line is looked up in the
  CU's L1, the shared L2 and the Infinity Cache (LRU by capacity) and the access takes the
  latency of the slowest level its lines reach (``MemoryModel``: MI300X's measured
  latencies). Every line also occupies the CU's L1 port and, from the L2 down, the
  device's L2 and HBM ports for 128 bytes / bandwidth cycles; completion waits for them
  (so a streaming kernel runs at the bandwidth limit). Scalar loads take the scalar cache's
  latency, LDS its own. ``s_waitcnt`` waits until at most n operations of its counter are
  outstanding (in issue order); ``s_barrier`` until the workgroup's waves all arrive.

What it ignores (README): instruction-buffer and cache-miss fetches of code, LDS bank
conflicts, the memory system's queues beyond bandwidth, TLBs, DRAM pages, clock changes,
the scalar cache's misses, write-back traffic, and any interaction between kernels.
"""

from __future__ import annotations

import heapq
from collections import OrderedDict, deque
from dataclasses import dataclass, field

import numpy as np

import isa
from isa.devices import Device
from isa.peaks import device as find_device, peak_type, peaks

from . import profile
from .cycle_report import PASS
from .device_report import CATEGORIES_TIMED, DeviceReport, Limits, chrome_trace, occupancy
from .memory_model import MemoryModel
from .wave_streams import Op


class _Cache:
    """An LRU cache of lines, by capacity."""

    def __init__(self, lines: int) -> None:
        self.capacity = max(lines, 1)
        self.lines: OrderedDict = OrderedDict()

    def touch(self, line: int) -> bool:
        """Whether ``line`` was present; it is now (the most recent)."""
        hit = line in self.lines
        if hit:
            self.lines.move_to_end(line)
        else:
            self.lines[line] = True
            if len(self.lines) > self.capacity:
                self.lines.popitem(last=False)
        return hit


class _Port:
    """A bandwidth: transfers queue on it, each taking bytes / bandwidth cycles."""

    def __init__(self, bytes_per_cycle: float) -> None:
        self.cost = 1.0 / bytes_per_cycle
        self.free = 0.0

    def transfer(self, start: float, nbytes: int) -> float:
        """When a transfer issued at ``start`` has passed the port."""
        begin = max(self.free, start)
        self.free = begin + nbytes * self.cost
        return self.free


# ---------------------------------------------------------------------------------------
# the simulation

_CATEGORY_INDEX = {name: profile.CATEGORIES.index(name) for name in CATEGORIES_TIMED}


@dataclass
class _Wave:
    ident: int
    ops: list
    workgroup: int
    index: int          # within its workgroup
    cu: int = -1
    simd: int = -1
    pos: int = 0
    ready: float = 0.0
    start: float = 0.0
    end: float = 0.0
    at_barrier: bool = False
    arrived: float = 0.0
    last_vector: float = -1.0   # when it last issued to the SIMD's vector port
    mfma_done: float = 0.0      # when its last MFMA's result is written
    outstanding: dict = field(default_factory=lambda: {"vm": deque(), "lgkm": deque()})
    stats: dict = field(default_factory=lambda: dict.fromkeys(CATEGORIES_TIMED, 0.0))
    events: list = field(default_factory=list)
    flops: int = 0
    # with a profile: each charge to ``stats`` as (pc, category, cycles), in order
    charged_pcs: list = field(default_factory=list)
    charged_categories: list = field(default_factory=list)
    charged_cycles: list = field(default_factory=list)


class _Simulation:
    def __init__(self, groups, device: Device, occ: dict, memory: MemoryModel,
                 limits: Limits, keep_trace: bool, keep_profile: bool = False) -> None:
        self.device, self.occ, self.mem, self.limits = device, occ, memory, limits
        self.keep_trace, self.keep_profile = keep_trace, keep_profile
        self.waves = [w for group in groups for w in group]
        self.groups = groups
        self.pending = deque(range(len(groups)))
        line = memory.line_bytes
        self.l1 = [_Cache(memory.l1_bytes // line) for _ in range(device.cus)]
        self.l2 = _Cache(memory.l2_bytes // line)
        self.mall = _Cache(memory.mall_bytes // line)
        self.l1_port = [_Port(memory.l1_bytes_per_cycle) for _ in range(device.cus)]
        self.l2_port = _Port(memory.l2_bytes_per_cycle)
        self.hbm_port = _Port(memory.hbm_bytes_per_cycle)
        simds = device.cus * limits.simds
        self.vector_free = [0.0] * simds
        self.matrix_free = [0.0] * simds
        self.matrix_xdl = [True] * simds
        self.coexec_left = [0] * simds   # VALU cycles left under the running MFMA
        self.resident = [0] * device.cus
        self.simd_waves = [0] * simds   # resident waves per SIMD
        self.hits = dict.fromkeys(("l1", "l2", "mall", "hbm"), 0)
        self.latency = {"l1": memory.l1_latency, "l2": memory.l2_latency,
                        "mall": memory.mall_latency, "hbm": memory.hbm_latency}
        self.heap: list = []
        self.cus_used: set = set()
        self.live = [len(g) for g in groups]
        self.barrier_count = [0] * len(groups)

    # -- dispatch ----------------------------------------------------------------------------
    def run(self) -> None:
        per_cu = self.occ["workgroups_per_cu"]
        for _ in range(per_cu):
            for cu in range(self.device.cus):
                if self.pending:
                    self._dispatch(self.pending.popleft(), cu, 0.0)
        while self.heap:
            _, _, ident = heapq.heappop(self.heap)
            self._step(self.waves[ident])

    def _dispatch(self, group: int, cu: int, time: float) -> None:
        self.resident[cu] += 1
        self.cus_used.add(cu)
        first = cu * self.limits.simds
        for wave in self.groups[group]:   # (each to the CU's least occupied SIMD)
            simd = min(range(first, first + self.limits.simds), key=self.simd_waves.__getitem__)
            self.simd_waves[simd] += 1
            wave.cu, wave.simd = cu, simd
            wave.start = time
            self._push(wave, time)

    def _push(self, wave: _Wave, time: float) -> None:
        """Ready at ``time``; among waves ready at once, the one whose last vector issue is
        the oldest goes first (so waves sharing a SIMD take turns)."""
        wave.ready = time
        heapq.heappush(self.heap, (time, wave.last_vector, wave.ident))

    # -- one wave's next instruction ---------------------------------------------------------
    def _step(self, wave: _Wave) -> None:
        op = wave.ops[wave.pos]
        t = wave.ready
        simd = wave.simd
        if op.kind == "wait":
            vm, lgkm = self._drained(wave, "vm", op.vm), self._drained(wave, "lgkm", op.lgkm)
            done = max(vm, lgkm)
            if done > t:
                stalled = "vmcnt" if vm >= lgkm else "lgkmcnt"
                self._charge(wave, stalled, done - t)
                self._event(wave, f"wait {stalled}", t, done)
                t = done
        elif op.kind in ("mfma", "valu"):
            blocker = None
            busy = self.matrix_free[simd] > t
            if op.kind == "mfma" and busy:
                blocker = ("matrix", self.matrix_free[simd])
            elif op.kind == "valu" and busy and (not self.matrix_xdl[simd]
                                        or self.coexec_left[simd] < PASS):
                blocker = ("matrix", self.matrix_free[simd])
            elif self.vector_free[simd] > t:
                blocker = ("arbitration", self.vector_free[simd])
            if blocker is not None:   # (try again then: another wave may go first)
                reason, when = blocker
                self._charge(wave, reason, when - t)
                self._push(wave, when)
                return
            self.vector_free[simd] = t + PASS
            wave.last_vector = t
            if op.kind == "mfma":
                self.matrix_free[simd] = t + op.cycles
                self.matrix_xdl[simd] = op.xdl
                self.coexec_left[simd] = op.coexec
                wave.mfma_done = t + op.cycles
                wave.flops += op.flops
            elif busy:   # (a VALU instruction co-executing under the XDL MFMA)
                self.coexec_left[simd] -= PASS
        elif op.kind == "barrier":
            wave.at_barrier, wave.arrived = True, t
            self.barrier_count[wave.workgroup] += 1
            self._release(wave.workgroup)   # (parked until the last live wave arrives)
            return
        self._issue(wave, t, op)

    def _release(self, group: int) -> None:
        """Every parked wave of ``group`` goes on, once all its live waves have arrived."""
        if not self.live[group] or self.barrier_count[group] < self.live[group]:
            return
        members = [w for w in self.groups[group] if w.at_barrier]
        release = max(w.arrived for w in members)
        self.barrier_count[group] = 0
        for other in members:
            other.at_barrier = False
            self._charge(other, "barrier", release - other.arrived)
            if release > other.arrived:
                self._event(other, "barrier", other.arrived, release)
            self._issue(other, release, other.ops[other.pos])

    def _issue(self, wave: _Wave, t: float, op: Op) -> None:
        cycles = op.passes * PASS
        self._charge(wave, "wait_states" if op.kind == "nop" else "issue", cycles)
        if op.kind in ("vmem", "smem", "lds"):
            self._memory(wave, t, op)
        self._event(wave, op.text, t, t + cycles, op.kind,
                    op.cycles if op.kind == "mfma" else 0)
        wave.pos += 1
        if op.kind == "end" or wave.pos >= len(wave.ops):
            self._finish(wave, t + cycles)
            return
        self._push(wave, t + cycles)

    def _charge(self, wave: _Wave, category: str, cycles: float) -> None:
        """``cycles`` of ``category`` to the wave, at the instruction it stands at."""
        wave.stats[category] += cycles
        if self.keep_profile:
            wave.charged_pcs.append(wave.ops[wave.pos].pc)
            wave.charged_categories.append(_CATEGORY_INDEX[category])
            wave.charged_cycles.append(cycles)

    def _finish(self, wave: _Wave, time: float) -> None:
        # (done when its last MFMA has written its result and its memory has returned)
        last = max([time, wave.mfma_done] + [q[-1] for q in wave.outstanding.values() if q])
        wave.end = last
        self.simd_waves[wave.simd] -= 1
        group = wave.workgroup
        self.live[group] -= 1
        self._release(group)   # (a barrier counts the waves still running)
        if self.live[group] == 0:
            self.resident[wave.cu] -= 1
            if self.pending:
                self._dispatch(self.pending.popleft(), wave.cu,
                               max(w.end for w in self.groups[group]))

    # -- memory --------------------------------------------------------------------------------
    def _memory(self, wave: _Wave, t: float, op: Op) -> None:
        mem = self.mem
        if op.kind == "lds":
            done, counter = t + mem.lds_latency, "lgkm"
        elif op.kind == "smem":
            done, counter = t + mem.scalar_latency, "lgkm"
        else:
            counter = "vm"
            done = t + mem.l1_latency
            for line in op.lines:
                level = self._level(wave.cu, line)
                self.hits[level] += 1
                latency = self.latency[level]
                arrive = self.l1_port[wave.cu].transfer(t, mem.line_bytes)
                if level != "l1":
                    arrive = max(arrive, self.l2_port.transfer(t, mem.line_bytes))
                if level in ("mall", "hbm"):
                    arrive = max(arrive, self.hbm_port.transfer(t, mem.line_bytes))
                done = max(done, t + latency, arrive)
        queue = wave.outstanding[counter]
        # (returns counted in issue order: one cannot come back before an older one)
        queue.append(max(done, queue[-1]) if queue else done)

    def _level(self, cu: int, line: int) -> str:
        if self.l1[cu].touch(line):
            return "l1"
        if self.l2.touch(line):
            return "l2"
        return "mall" if self.mall.touch(line) else "hbm"

    @staticmethod
    def _drained(wave: _Wave, counter: str, allowed: int) -> float:
        """When at most ``allowed`` operations of ``counter`` remain outstanding."""
        if allowed < 0:
            return 0.0
        queue = wave.outstanding[counter]
        while len(queue) > allowed:
            done = queue.popleft()
            if len(queue) <= allowed:
                return done
        return 0.0

    def _event(self, wave: _Wave, name: str, start: float, end: float,
               kind: str = "stall", pipe: int = 0) -> None:
        """A slice of the wave's trace: an issued op (its kind: mfma valu salu vmem smem lds
        …; an MFMA's matrix pipe cycles from its issue) or a stall (a wait, the barrier)."""
        if self.keep_trace:
            wave.events.append((name, start, end, kind, pipe, wave.ops[wave.pos].pc))


def simulate(traces, *, descriptor: dict, waves_per_group: int, lds_bytes: int,
             device: str | Device = "mi300x", memory: MemoryModel = MemoryModel(),
             limits: Limits = Limits(), trace: bool = False, profile: bool = False,
             source=None) -> DeviceReport:
    """The device timing of a launch: ``traces`` per workgroup (in launch order) a list of
    its waves' ``Op`` lists. ``profile``: the report's ``profile_table`` holds the waves'
    cycles by PC (timing/profile.py); ``source(pc)``: where an instruction came from, to
    name the trace's slices by (a string, or None)."""
    dev = device if isinstance(device, Device) else find_device(device)
    occ = occupancy(descriptor, waves_per_group, lds_bytes, limits)
    groups, ident = [], 0
    for g, waves in enumerate(traces):
        members = []
        for w, ops in enumerate(waves):
            members.append(_Wave(ident, list(ops), g, w))
            ident += 1
        groups.append(members)
    sim = _Simulation(groups, dev, occ, memory, limits, trace, profile)
    sim.run()
    kernel = int(np.ceil(max((w.end for w in sim.waves), default=0)))
    waves = [dict(workgroup=w.workgroup, wave=w.index, cu=w.cu,
                  simd=w.simd % limits.simds, start=int(w.start), end=int(np.ceil(w.end)),
                  cycles=int(np.ceil(w.end - w.start)), flops=w.flops,
                  **{k: int(round(v)) for k, v in w.stats.items()}) for w in sim.waves]
    simds: dict = {}
    for w in waves:
        entry = simds.setdefault((w["cu"], w["simd"]), dict(cu=w["cu"], simd=w["simd"], waves=0,
                                                   **dict.fromkeys(CATEGORIES_TIMED, 0)))
        entry["waves"] += 1
        for k in CATEGORIES_TIMED:
            entry[k] += w[k]
    flops = sum(w.flops for w in sim.waves)
    names = [op.mfma for w in sim.waves for op in w.ops if op.kind == "mfma"]
    peak = _peak_per_cycle(dev, names)
    report = DeviceReport(dev.name, dev.clock_mhz, kernel, occ, len(sim.cus_used), waves,
                          list(simds.values()), flops, peak, dict(sim.hits))
    if trace:
        report.trace = chrome_trace(sim.waves, limits, source)
    if profile:
        report.profile_table = _profile_table(sim.waves)
    return report


def _profile_table(waves) -> np.ndarray:
    """The waves' cycles, stalls, instructions and MFMA work by PC (timing/profile.py)."""
    table = profile.empty(1 + max((op.pc for w in waves for op in w.ops), default=0))
    for w in waves:
        ran = w.ops[:w.pos]
        profile.wave_table(table, w.charged_pcs, w.charged_categories, w.charged_cycles,
                           [op.pc for op in ran], int(np.ceil(w.end - w.start)),
                           [op.kind == "mfma" for op in ran], [op.flops for op in ran])
    return table


def _peak_per_cycle(dev: Device, names) -> float:
    """The device's peak MFMA operations per cycle for the kernel's most used type."""
    if not names:
        return 0.0
    common = max(set(names), key=names.count)
    kind = peak_type(isa.lookup_matrix(common))
    row = next((p for p in peaks(dev) if p.type == kind and not p.sparse), None)
    return row.ops_per_cu_per_cycle * dev.cus if row else 0.0


