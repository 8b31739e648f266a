"""Waves that spin on memory, parked until memory can let them through (``run_batch``).

A wave whose returning atomic (FLAT or GLOBAL, ``sc0``) changed nothing in any lane it
applied to — a compare-and-swap that found something other than its compare value, an
``atomic_add(flag, 0)`` — or that read memory with a coherent load (FLAT or GLOBAL with
``sc0``/``sc1``: what compilers emit for an atomic or volatile load, a spin on a flag) is
*watched*: its addresses, its data and the values it saw. When it stands at that
instruction again with the same addresses and data and the memory still holds what it saw,
running it would change nothing and give the same values again: it is *parked* there, and
the batch runs other waves. Parked waves are
looked at again when a write has changed global memory (``Memory.writes``: a store, an
atomic that changed a byte): those whose addresses now hold something else run again. Of
several watched waves a change lets go at one instruction, the first (in wave order) runs
and the others are looked at once more on the next round — after it, a lock one of them
took holds them again without their running. When every running wave is parked and
nothing changed, all run (a lock no wave will release: the run ends at ``max_steps``, as it
did before).

Parking only defers a wave, which a device may do to any wave for any time; the memory a
launch leaves is one some order of the waves' steps leaves. What it saves is the emulator's
time: a lock taken by N programs in turn costs about N runs of its compare-and-swap, not
N² (Triton's ``test_atomic_cas``: every program through one lock).
"""

from __future__ import annotations

import numpy as np

from emulator.execution.ops.atomics import returning_probe
from emulator.execution.ops.memory import coherent_load_probe
from emulator.state.memory import Memory


class SpinWaits:
    """The watched and parked waves of one batch of ``count`` waves."""

    def __init__(self, probes: dict, count: int) -> None:
        # pc -> (probe, bytes a lane, the Atomic or None): the returning atomics' and the
        # coherent loads'
        self.probes = probes
        self.parked = np.zeros(count, bool)
        # row -> (pc, memory, addresses, data (a tuple of arrays), the bytes seen)
        self.watch: dict[int, tuple] = {}
        self.fresh: set[int] = set()      # (watched waves not yet back at their access)
        self.writes = -1                  # (the memory's write count when last looked at)

    @classmethod
    def of(cls, instructions, count: int) -> "SpinWaits | None":
        """None for a program with no returning atomic and no coherent load."""
        probes = {}
        for pc, inst in enumerate(instructions):
            if getattr(inst.spec, "atomic", ""):
                found = returning_probe(inst)
                if found is not None:
                    probe, atomic = found
                    probes[pc] = (probe, atomic.width, atomic)
            else:
                found = coherent_load_probe(inst) if inst.mods else None
                if found is not None:
                    probe, width = found
                    probes[pc] = (_as_access(probe), width, None)
        return cls(probes, count) if probes else None

    def ran(self, batch, pc: int, first: int, end: int) -> None:
        """Waves first..end-1 ran the access at ``pc``: those it changed nothing for are
        watched (with what they saw), the others not."""
        probe, width, atomic = self.probes[pc]
        for row in range(first, end):
            space, addresses, lanes, data, old = probe(batch.waves[row])
            self.watch.pop(row, None)
            if not isinstance(space, Memory) or not lanes.any():
                continue
            data = tuple(None if d is None else d[lanes].copy() for d in data)
            if atomic is None:   # (a load: what memory holds now, the wave just read)
                seen = space.load(addresses[lanes], width, None, record=False)
            else:
                old = old[lanes]
                if not np.array_equal(atomic.apply(old, *data), old):
                    continue   # (it changed memory: no spin)
                seen = old.astype(f"<u{width}").view(np.uint8).reshape(-1, width)
            self.watch[row] = (pc, space, addresses[lanes].copy(), data, seen)
            self.fresh.add(row)

    def runnable(self, batch, pc: int, runs: list) -> list:
        """``runs`` (of waves at ``pc``) less the watched waves that would change nothing
        again, now parked, and less all but the first of those memory has let go (they stay
        watched, to be looked at on the next round). A watched wave back with other
        addresses or data is watched no more."""
        rows = [row for first, end, step in runs for row in range(first, end, step)
                if self.watch.get(row, (None,))[0] == pc]
        if not rows:
            return runs
        probe = self.probes[pc][0]
        same = np.ones(len(rows), bool)
        for k, row in enumerate(rows):
            if row not in self.fresh:   # (parked or held back here since: unmoved)
                continue
            # (back after its loop: it may stand here with other operands)
            self.fresh.discard(row)
            _, space, addresses, data, _ = self.watch[row]
            now_space, now_addresses, lanes, now_data, _ = probe(batch.waves[row])
            same[k] = now_space is space and \
                np.array_equal(now_addresses[lanes], addresses) and \
                all(d is None or np.array_equal(n[lanes], d) for n, d in zip(now_data, data))
        for row in np.array(rows)[~same].tolist():   # (another access: watched no more)
            del self.watch[row]
        rows = np.array(rows)[same]
        if not rows.size:
            return runs
        holds = self._unchanged(rows)
        self.parked[rows[holds]] = True
        let_go = rows[~holds]
        left_out = set(rows[holds].tolist()) | set(let_go[1:].tolist())
        return _as_runs([row for first, end, step in runs for row in range(first, end, step)
                         if row not in left_out])

    def looked_again(self, memory: Memory | None) -> bool:
        """After a round: parked waves whose memory has changed since they were parked run
        again (``memory``: the batch's global memory); whether any does."""
        if memory is None or not self.parked.any() or memory.writes == self.writes:
            return False
        self.writes = memory.writes
        rows = np.flatnonzero(self.parked)
        going = rows[~self._unchanged(rows)]
        self.parked[going] = False
        return going.size > 0

    def release_all(self) -> bool:
        """Every parked wave runs (no other can); whether there was one."""
        if not self.parked.any():
            return False
        for row in np.flatnonzero(self.parked).tolist():
            self.watch.pop(row, None)
            self.fresh.discard(row)
        self.parked[:] = False
        return True

    def _unchanged(self, rows: np.ndarray) -> np.ndarray:
        """For each of ``rows`` (watched), whether its addresses still hold what it saw:
        one look at memory for the rows of each memory and width (no lines recorded: it is
        no access of the kernel's)."""
        out = np.zeros(len(rows), bool)
        groups: dict = {}
        for k, row in enumerate(rows.tolist()):
            pc, memory = self.watch[row][:2]
            groups.setdefault((id(memory), self.probes[pc][1]), []).append(k)
        for (_, width), ks in groups.items():
            watches = [self.watch[int(rows[k])] for k in ks]
            addresses = np.concatenate([w[2] for w in watches])
            seen = np.concatenate([w[4] for w in watches])
            now = watches[0][1].load(addresses, width, None, record=False)
            equal = (now == seen).all(axis=1)
            counts = np.array([len(w[2]) for w in watches])
            out[ks] = np.add.reduceat(equal.astype(np.int64), np.cumsum(counts) - counts) \
                == counts
        return out


def _as_access(load_probe):
    """A coherent load's probe in an atomic's shape: no data, no old values."""
    def probe(wave):
        space, addresses, lanes = load_probe(wave)
        return space, addresses, lanes, (), None
    return probe


def _as_runs(rows: list) -> list:
    """Sorted rows as maximal runs of consecutive rows, (first, end, 1) (the batch's)."""
    runs: list = []
    for row in sorted(rows):
        if runs and runs[-1][1] == row:
            runs[-1] = (runs[-1][0], row + 1, 1)
        else:
            runs.append((row, row + 1, 1))
    return runs
