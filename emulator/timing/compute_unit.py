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
import json
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

import isa
from isa.devices import Device
from isa.peaks import device as find_device, peak_type, peaks
from isa.table import MatrixClass

from .cycle_report import PASS
from .instruction_timing import timing_info
from . import profile
from .memory_model import MemoryModel

# ---------------------------------------------------------------------------------------
# the recorded stream


@dataclass(frozen=True, slots=True)
class Op:
    """One executed instruction as the timing model needs it."""

    kind: str              # valu mfma salu nop vmem lds smem wait barrier end other
    passes: int = 1
    cycles: int = 0        # MFMA: matrix pipe cycles
    xdl: bool = False      # MFMA: an XDL instruction (VALU co-executes under it)
    flops: int = 0         # MFMA: operations
    mfma: str = ""         # MFMA: mnemonic
    lines: tuple = ()      # vmem / smem: the 128-byte lines touched
    store: bool = False
    coexec: int = 0        # MFMA: cycles of VALU work that may issue under it
    vm: int = -1           # s_waitcnt: the counts allowed (-1: that counter not waited on)
    lgkm: int = -1
    text: str = ""
    pc: int = -1           # the instruction's index in its program (the profile, the trace)


_LDS_KEYS = ("DS",)
_SCALAR_KEYS = ("SMEM",)


class WaveRecorder:
    """A run listener that keeps a wave's stream as ``Op``s (the memory's ``lines`` list must
    be set, so that each access reports its lines)."""

    def __init__(self, memory) -> None:
        self.memory = memory
        self.ops: list[Op] = []
        self.static: dict = {}   # id(instruction) -> (instruction, its Op without lines)

    def on_retire(self, wave, inst) -> None:
        lines = self.memory.lines
        touched = tuple(np.unique(np.concatenate(lines) if len(lines) > 1 else lines[0])
                        .tolist()) if lines else ()
        lines.clear()
        known = self.static.get(id(inst))
        if known is None or known[0] is not inst:
            known = self.static[id(inst)] = (inst, static_op(inst))
        op = known[1]
        if touched:
            op = Op(op.kind, op.passes, lines=touched, store=op.store, text=op.text, pc=op.pc)
        self.ops.append(op)


def static_op(inst) -> Op:
    """An instruction's ``Op`` (a memory access's lines are added per run)."""
    info = inst.timing or timing_info(inst)
    kind = info.kind
    text, pc = str(inst), inst.index
    if kind == "mfma":
        record = info.record
        # (the wave issues it in one pass; the matrix pipe is busy for its cycles)
        return Op("mfma", 1, record.cycles, info.klass is MatrixClass.XDL, record.ops,
                  record.mnemonic, coexec=record.valu_coexec_cycles, text=text, pc=pc)
    if kind == "mem":
        key = info.latency_key
        spec = inst.spec
        store = not spec.operands or not spec.operands[0].startswith(("mdst", "sdst"))
        family = "lds" if key in _LDS_KEYS else "smem" if key in _SCALAR_KEYS else "vmem"
        return Op(family, 1, store=store, text=text, pc=pc)
    if kind == "wait":
        vm, lgkm = info.wait("vmcnt"), info.wait("lgkmcnt")
        return Op("wait", 1, vm=-1 if vm is None else vm, lgkm=-1 if lgkm is None else lgkm,
                  text=text, pc=pc)
    if inst.mnemonic == "s_barrier":
        return Op("barrier", 1, text=text, pc=pc)
    if inst.mnemonic.startswith("s_endpgm"):
        return Op("end", 1, text=text, pc=pc)
    return Op(kind, info.passes, text=text, pc=pc)


# ---------------------------------------------------------------------------------------
# the device


@dataclass(frozen=True)
class Limits:
    """gfx942's per-SIMD and per-CU resources (CDNA3 ISA guide, chapter 2)."""

    simds: int = 4
    waves_per_simd: int = 8
    vgprs_per_lane: int = 512      # arch + acc VGPRs per lane per SIMD
    vgpr_granule: int = 8
    sgprs_per_simd: int = 800
    sgpr_granule: int = 16
    lds_per_cu: int = 64 * 1024


def occupancy(descriptor: dict, waves_per_group: int, lds_bytes: int,
              limits: Limits = Limits()) -> dict:
    """Waves per SIMD and workgroups per CU the kernel's resources allow, and what binds."""
    vgprs = max(descriptor.get(".amdhsa_next_free_vgpr", 1), 1)
    vgprs = -(-vgprs // limits.vgpr_granule) * limits.vgpr_granule
    sgprs = descriptor.get(".amdhsa_next_free_sgpr", 0) + 6   # (vcc, flat_scratch, xnack)
    sgprs = -(-sgprs // limits.sgpr_granule) * limits.sgpr_granule
    bounds = {"waves": limits.waves_per_simd, "vgprs": limits.vgprs_per_lane // vgprs,
              "sgprs": limits.sgprs_per_simd // sgprs}
    per_simd = max(min(bounds.values()), 1)
    groups = {"waves": max(limits.simds * per_simd // max(waves_per_group, 1), 1)}
    if lds_bytes:
        groups["lds"] = max(limits.lds_per_cu // lds_bytes, 1)
    per_cu = min(groups.values())
    binding = min(bounds, key=bounds.get) if per_cu == groups["waves"] else "lds"
    return {"waves_per_simd": per_simd, "workgroups_per_cu": per_cu, "vgprs": vgprs,
            "sgprs": sgprs, "lds_bytes": lds_bytes, "limited_by": binding}


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

_CATEGORIES = ("issue", "vmcnt", "lgkmcnt", "barrier", "matrix", "wait_states", "arbitration")
_CATEGORY_INDEX = {name: profile.CATEGORIES.index(name) for name in _CATEGORIES}


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
    stats: dict = field(default_factory=lambda: dict.fromkeys(_CATEGORIES, 0.0))
    events: list = field(default_factory=list)
    flops: int = 0
    # with a profile: each charge to ``stats`` as (pc, category, cycles), in order
    charged_pcs: list = field(default_factory=list)
    charged_categories: list = field(default_factory=list)
    charged_cycles: list = field(default_factory=list)


@dataclass
class DeviceReport:
    """A launch's timing on a device (``simulate``)."""

    device: str
    clock_mhz: float
    kernel_cycles: int
    occupancy: dict
    cus_used: int
    waves: list
    simds: list
    flops: int
    peak_flops_per_cycle: float
    memory: dict
    trace: dict | None = None
    profile_table: object = None   # with profile=True: cycles by PC (timing/profile.py)

    @property
    def time_us(self) -> float:
        return self.kernel_cycles / self.clock_mhz

    @property
    def fraction_of_peak(self) -> float:
        """Achieved MFMA operations per cycle over the device's peak for the kernel's type."""
        if not self.kernel_cycles or not self.peak_flops_per_cycle:
            return 0.0
        return self.flops / self.kernel_cycles / self.peak_flops_per_cycle

    @property
    def achieved_tflops(self) -> float:
        """MFMA operations per second at the device clock, in 10^12."""
        return self.flops / self.time_us / 1e6 if self.kernel_cycles else 0.0

    @property
    def peak_tflops(self) -> float:
        """The device's peak for the kernel's MFMA type, in 10^12 operations a second."""
        return self.peak_flops_per_cycle * self.clock_mhz / 1e6

    def __repr__(self) -> str:
        return (f"<DeviceReport {self.device}: {self.kernel_cycles} cycles "
                f"({self.time_us:.2f} µs), {len(self.waves)} waves on {self.cus_used} CU(s)>")

    def _repr_html_(self) -> str:
        """The summary, the stall breakdown, the waves and (kept with its trace) the
        timeline picture, as a notebook shows them."""
        from emulator.timing import pictures
        return pictures.device_html(self)

    def plot(self, **options):
        """The waves over time as a matplotlib Figure (timing/pictures.py
        ``device_figure``; the report must keep its trace: ``launch(..., trace=True)``)."""
        from emulator.timing.pictures import device_figure
        return device_figure(self, **options)

    def summary(self) -> dict:
        return {"device": self.device, "kernel_cycles": self.kernel_cycles,
                "time_us": self.time_us, "occupancy": self.occupancy,
                "cus_used": self.cus_used, "flops": self.flops,
                "achieved_tflops": self.achieved_tflops, "peak_tflops": self.peak_tflops,
                "fraction_of_peak": self.fraction_of_peak, "memory": self.memory,
                "stalls": {k: sum(w[k] for w in self.waves) for k in _CATEGORIES}}


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
                                                            **dict.fromkeys(_CATEGORIES, 0)))
        entry["waves"] += 1
        for k in _CATEGORIES:
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


def chrome_trace(waves, limits: Limits = Limits(), source=None) -> dict:
    """Chrome trace / Perfetto JSON: a process per CU, a thread (track) per wave named by its
    SIMD; times in cycles shown as microseconds (1 cycle = 1 µs on the time axis). Each
    slice's arguments name its instruction's PC and, with ``source(pc)``, its source line."""
    events = []
    named = set()
    for w in waves:
        tid = (w.simd % limits.simds) * 1_000_000 + w.ident   # (one per wave, by SIMD)
        if w.cu not in named:
            named.add(w.cu)
            events.append({"ph": "M", "name": "process_name", "pid": w.cu,
                           "args": {"name": f"CU {w.cu}"}})
        events.append({"ph": "M", "name": "thread_name", "pid": w.cu, "tid": tid,
                       "args": {"name": f"SIMD {w.simd % limits.simds} · workgroup "
                                        f"{w.workgroup} wave {w.index}"}})
        for name, start, end, kind, pipe, pc in w.events:
            args = {"kind": kind, "pipe_cycles": pipe, "pc": pc}
            place = source(pc) if source is not None else None
            if place:
                args["source"] = place
            events.append({"ph": "X", "name": name, "pid": w.cu, "tid": tid,
                           "ts": float(start), "dur": float(max(end - start, 0.01)),
                           "cat": "stall" if kind == "stall" else "issue", "args": args})
    return {"traceEvents": events, "displayTimeUnit": "ns",
            "otherData": {"time_unit": "cycles"}}


def write_trace(report: DeviceReport, path) -> Path:
    path = Path(path)
    path.write_text(json.dumps(report.trace or {"traceEvents": []}))
    return path
