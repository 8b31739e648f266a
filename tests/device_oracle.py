"""The device model as it was first written, in Python: the oracle the compiled engine
(emulator/timing/device_engine.py) must equal to the last bit. A wave's ops come from the
program's static table and its WaveStream; everything else is the model's first form, a
heap of waves ready in time order, LRU caches as ordered dicts and ports as floats.
(Changes since: a full memory counter holds an access's issue until its oldest operation
returns, as in the single-wave accountant; a workgroup frees its CU once — its last wave
released by a barrier used to free it twice; an LDS access recorded with its bank cycles waits for its CU's LDS; each XCD
has its L2 and its share of the L2 bandwidth, CU c on XCD c % XCDs.)"""

from __future__ import annotations

import heapq
from collections import OrderedDict, deque
from dataclasses import dataclass, field

from emulator.timing import instruction_rows as rows, profile
from emulator.timing.cycle_report import COUNTER_MAX, PASS
from emulator.timing.device_report import CATEGORIES_TIMED
from isa.devices import ComputeUnitLimits
from isa.memory_model import MemoryModel
from emulator.timing.wave_streams import KINDS, static_table


@dataclass(frozen=True)
class Op:
    kind: str
    passes: int
    cycles: int
    xdl: bool
    flops: int
    coexec: int
    vm: int
    lgkm: int
    lines: tuple
    text: str
    pc: int


def ops_of(program, table, stream) -> list[Op]:
    """A WaveStream as the oracle's ops."""
    out, at = [], 0
    for pc, count in zip(stream.pcs.tolist(), stream.line_counts.tolist()):
        row = table[pc]
        out.append(Op(str(KINDS[row[rows.P_KIND]]), int(row[rows.P_PASSES]),
                      int(row[rows.P_CYCLES]), row[rows.P_KLASS] == rows.M_XDL,
                      int(row[rows.P_FLOPS]), int(row[rows.P_COEXEC]),
                      int(row[rows.P_WAIT_VM]), int(row[rows.P_WAIT_LGKM]),
                      tuple(stream.lines[at:at + count].tolist()),
                      str(program.instructions[pc]), pc))
        at += count
    return out


class _Cache:
    """An LRU cache of lines, by capacity, first holding ``dirty`` lines of another buffer
    (older than any of its own: while any remain, a full cache gives up one of them,
    ``displaced`` then says so)."""

    def __init__(self, lines: int, dirty: int = 0) -> None:
        self.capacity = max(lines, 1)
        self.lines: OrderedDict = OrderedDict((("other", i), True)
                                              for i in range(min(dirty, self.capacity)))
        self.displaced = False

    def touch(self, line: int) -> bool:
        """Whether ``line`` was present; it is now (the most recent)."""
        hit = line in self.lines
        self.displaced = False
        if hit:
            self.lines.move_to_end(line)
        else:
            self.lines[line] = True
            if len(self.lines) > self.capacity:
                old, _ = self.lines.popitem(last=False)
                self.displaced = isinstance(old, tuple)
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
    def __init__(self, groups, device, occ: dict, memory: MemoryModel,
                 limits: ComputeUnitLimits, keep_trace: bool,
                 keep_profile: bool = False) -> None:
        self.device, self.occ, self.mem, self.limits = device, occ, memory, limits
        self.keep_trace, self.keep_profile = keep_trace, keep_profile
        self.waves = [w for group in groups for w in group]
        self.groups = groups
        self.pending = deque(range(len(groups)))
        line = memory.line_bytes
        self.l1 = [_Cache(memory.l1_bytes // line) for _ in range(device.cus)]
        xcds = getattr(device, "xcds", 1)
        self.l2 = [_Cache(memory.l2_bytes // line) for _ in range(xcds)]   # (one per XCD)
        self.mall = _Cache(memory.mall_bytes // line, memory.dirty_at_launch_bytes // line)
        self.l1_port = [_Port(memory.l1_bytes_per_cycle) for _ in range(device.cus)]
        self.l2_port = [_Port(memory.l2_bytes_per_cycle_per_xcd) for _ in range(xcds)]
        self.link = [_Port(memory.fabric_bytes_per_cycle_per_xcd) for _ in range(xcds)]
        self.hbm_port = _Port(memory.hbm_bytes_per_cycle)
        self.lds_free = [0.0] * device.cus
        simds = device.cus * limits.simds
        self.vector_free = [0.0] * simds
        self.matrix_free = [0.0] * simds
        self.matrix_xdl = [True] * simds
        self.coexec_left = [0] * simds   # VALU cycles left under the running MFMA
        self.resident = [0] * device.cus
        self.simd_waves = [0] * simds   # resident waves per SIMD
        self.hits = dict.fromkeys(("l1", "l2", "mall", "hbm", "written_back"), 0)
        self.latency = {"l1": memory.l1_latency, "l2": memory.l2_latency,
                        "mall": memory.mall_latency, "hbm": memory.hbm_latency}
        self.heap: list = []
        self.cus_used: set = set()
        self.live = [len(g) for g in groups]
        self.barrier_count = [0] * len(groups)
        self.done = [False] * len(groups)

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
        elif op.kind in ("vmem", "smem", "lds"):
            counter = "vm" if op.kind == "vmem" else "lgkm"
            queue = wave.outstanding[counter]
            while queue and queue[0] <= t:
                queue.popleft()
            if len(queue) >= COUNTER_MAX[counter]:   # (full: tried again when the oldest is back)
                self._charge(wave, f"{counter}cnt", queue[0] - t)
                self._event(wave, f"{counter}cnt full", t, queue[0])
                self._push(wave, queue[0])
                return
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

    def _issue(self, wave: _Wave, t: float, op) -> None:
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
        if self.live[group] == 0 and not self.done[group]:
            # (once: a wave released by the barrier may have ended the group already)
            self.done[group] = True
            self.resident[wave.cu] -= 1
            if self.pending:
                self._dispatch(self.pending.popleft(), wave.cu,
                               max(w.end for w in self.groups[group]))

    # -- memory --------------------------------------------------------------------------------
    def _memory(self, wave: _Wave, t: float, op) -> None:
        mem = self.mem
        if op.kind == "lds" and len(op.lines) == 2:   # ([bank cycles, conflict-free])
            cycles, free = op.lines
            begin = max(self.lds_free[wave.cu], t)
            self.lds_free[wave.cu] = begin + cycles
            done, counter = begin + cycles - free + mem.lds_latency, "lgkm"
        elif op.kind == "lds":
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
                    arrive = max(arrive, self.l2_port[wave.cu % len(self.l2)].transfer(
                        t, mem.line_bytes))
                if level in ("mall", "hbm"):
                    arrive = max(arrive, self.link[wave.cu % len(self.l2)].transfer(
                        t, mem.line_bytes))
                if level == "hbm":
                    arrive = max(arrive, self.hbm_port.transfer(t, mem.line_bytes))
                if level == "hbm" and self.mall.displaced:   # (its write-back, after)
                    self.hits["written_back"] += 1
                    self.hbm_port.transfer(t, mem.line_bytes)
                done = max(done, t + latency, arrive)
        queue = wave.outstanding[counter]
        # (returns counted in issue order: one cannot come back before an older one)
        queue.append(max(done, queue[-1]) if queue else done)

    def _level(self, cu: int, line: int) -> str:
        if self.l1[cu].touch(line):
            return "l1"
        if self.l2[cu % len(self.l2)].touch(line):
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


def oracle(program, traces, *, device, per_cu: int, memory: MemoryModel = MemoryModel(),
           limits: ComputeUnitLimits = ComputeUnitLimits()):
    """The oracle's simulation of ``traces`` (per workgroup, its waves' WaveStreams) on
    ``device``, ``per_cu`` workgroups at a time on a CU, run."""
    occ = {"workgroups_per_cu": per_cu}
    table = static_table(program)
    groups, ident = [], 0
    for g, waves in enumerate(traces):
        members = []
        for w, stream in enumerate(waves):
            members.append(_Wave(ident, ops_of(program, table, stream), g, w))
            ident += 1
        groups.append(members)
    sim = _Simulation(groups, device, occ, memory, limits, True, True)
    sim.run()
    return sim
