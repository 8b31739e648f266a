"""Waves that spin on a lock, parked until memory can let them through (``run_batch``).

A wave whose compare-and-swap (FLAT or GLOBAL, returning its old value) failed in every
lane it applied to — the memory held something other than the compare value, and nothing
changed — is *watched*: the addresses, the compare values and the old values it saw. When
it stands at that instruction again with the same addresses and compare values and the
memory still holds what it saw, running it would fail the same way and leave the same
registers: it is *parked* there, and the batch runs other waves. A parked wave is looked at
again when a write has changed global memory (``Memory.writes``): where its addresses now
hold something else it runs again. Of several watched waves a change lets go at one
instruction, the first (in wave order) runs and the others are looked at once more on the
next round — after it, a lock one of them took holds them again without their running.
When every running wave is parked and nothing changed, all run (a lock no wave will
release: the run ends at ``max_steps``, as it did before).

Parking only defers a wave, which a device may do to any wave for any time; the memory a
launch leaves is one some order of the waves' steps leaves. What it saves is the emulator's
time: a lock taken by N programs in turn costs about N runs of its compare-and-swap, not
N² (Triton's ``test_atomic_cas``: every program through one lock).
"""

from __future__ import annotations

import numpy as np

from emulator.execution.ops.atomics import compare_swap_probe
from emulator.state.memory import Memory


class SpinWaits:
    """The watched and parked waves of one batch (``count`` waves) of ``instructions``."""

    def __init__(self, probes: dict, count: int) -> None:
        self.probes = probes              # pc -> (probe, width): the returning CAS's
        self.parked = np.zeros(count, bool)
        self.watch: dict[int, tuple] = {}  # row -> (pc, memory, addresses, compares, seen)
        self.writes = -1                  # (the memory's write count when last looked at)
        self.fresh: set[int] = set()      # (watched waves not yet back at their CAS)

    @classmethod
    def of(cls, instructions, count: int) -> "SpinWaits | None":
        """None for a program with no returning compare-and-swap."""
        probes = {}
        for pc, inst in enumerate(instructions):
            probe = compare_swap_probe(inst) if getattr(inst.spec, "atomic", "") else None
            if probe is not None:
                probes[pc] = probe
        return cls(probes, count) if probes else None

    def ran(self, batch, pc: int, first: int, end: int) -> None:
        """Waves first..end-1 ran the compare-and-swap at ``pc``: those it failed in every
        lane are watched, the others not."""
        probe, _ = self.probes[pc]
        for row in range(first, end):
            space, addresses, lanes, compares, old = probe(batch.waves[row])
            if isinstance(space, Memory) and lanes.any() and \
                    (old[lanes] != compares[lanes]).all():
                self.watch[row] = (pc, space, addresses[lanes].copy(), compares[lanes].copy(),
                                   old[lanes].copy())
                self.fresh.add(row)
            else:
                self.watch.pop(row, None)

    def runnable(self, batch, pc: int, runs: list) -> list:
        """``runs`` (of waves at ``pc``) less the watched waves that would fail again, now
        parked, and less all but the first of those memory has let go (they stay watched,
        to be looked at on the next round). A watched wave back with other addresses or
        compare values is watched no more."""
        if pc not in self.probes:
            return runs
        rows = [row for first, end in runs for row in range(first, end)
                if self.watch.get(row, (None,))[0] == pc]
        if not rows:
            return runs
        probe, _ = self.probes[pc]
        same = np.ones(len(rows), bool)
        for k, row in enumerate(rows):
            if row not in self.fresh:   # (parked or held back here since: unmoved)
                continue
            # (back after its loop: it may stand here with other operands)
            self.fresh.discard(row)
            _, space, addresses, compares, _ = self.watch[row]
            now_space, now_addresses, lanes, now_compares, _ = probe(batch.waves[row])
            same[k] = now_space is space and \
                np.array_equal(now_addresses[lanes], addresses) and \
                np.array_equal(now_compares[lanes], compares)
        for row in np.array(rows)[~same].tolist():   # (another CAS: no longer watched)
            del self.watch[row]
        rows = np.array(rows)[same]
        if not rows.size:
            return runs
        holds = self._unchanged(rows)
        self.parked[rows[holds]] = True
        let_go = rows[~holds]
        left_out = set(rows[holds].tolist()) | set(let_go[1:].tolist())
        kept = [row for first, end in runs for row in range(first, end)
                if row not in left_out]
        return _as_runs(kept)

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
            seen = np.concatenate([w[4] for w in watches]).astype(f"<u{width}")
            now = watches[0][1].load(addresses, width, None, record=False)
            equal = (np.ascontiguousarray(now).view(f"<u{width}")[:, 0] == seen)
            counts = np.array([len(w[2]) for w in watches])
            out[ks] = np.add.reduceat(equal.astype(np.int64), np.cumsum(counts) - counts) \
                == counts
        return out


def _as_runs(rows: list) -> list:
    """Sorted rows as maximal runs of consecutive rows, (first, end)."""
    runs = []
    for row in sorted(rows):
        if runs and runs[-1][1] == row:
            runs[-1] = (runs[-1][0], row + 1)
        else:
            runs.append((row, row + 1))
    return runs
