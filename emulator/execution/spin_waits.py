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
several watched waves a change lets go, the first (in wave order) runs and the others are
looked at once more after the next round — after it, a lock one of them took holds them
again without their running. Parked waves are kept by what they look at (``_Look``: the
addresses and the bytes seen), so a lock's waiters, which all look at one word for one
value, cost one look at memory a write, however many they are. When every running wave
is parked and nothing changed, all run (a lock no wave will release: the run ends at
``max_steps``, as it did before).

Parking only defers a wave, which a device may do to any wave for any time; the memory a
launch leaves is one some order of the waves' steps leaves. What it saves is the emulator's
time: a lock taken by N programs in turn costs about N runs of its compare-and-swap, not
N² (Triton's ``test_atomic_cas``: every program through one lock).
"""

from __future__ import annotations

import heapq

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
        # row -> (pc, data (a tuple of arrays), what it looks at: a _Look)
        self.watch: dict[int, tuple] = {}
        self.fresh: set[int] = set()      # (watched waves not yet back at their access)
        self.writes = -1                  # (the memory's write count when last looked at)
        # the parked waves by what they look at: a look's key -> (its look, the rows: a
        # heap, the first wave on top). A
        # lock's waiters all look at one word for one value: a write costs one look at
        # memory, not one per waiter (whose number grows with the programs of the launch)
        self.parked_looks: dict[bytes, tuple] = {}

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
            self.watch[row] = (pc, data, _Look(space, width, addresses[lanes].copy(), seen))
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
            _, data, look = self.watch[row]
            now_space, now_addresses, lanes, now_data, _ = probe(batch.waves[row])
            same[k] = now_space is look.memory and \
                np.array_equal(now_addresses[lanes], look.addresses) and \
                all(d is None or np.array_equal(n[lanes], d) for n, d in zip(now_data, data))
        for row in np.array(rows)[~same].tolist():   # (another access: watched no more)
            del self.watch[row]
        rows = np.array(rows)[same]
        if not rows.size:
            return runs
        holds = self._unchanged(rows)
        for row in rows[holds].tolist():
            look = self.watch[row][2]
            heapq.heappush(self.parked_looks.setdefault(look.key, (look, []))[1], row)
        self.parked[rows[holds]] = True
        let_go = rows[~holds]
        left_out = set(rows[holds].tolist()) | set(let_go[1:].tolist())
        return _as_runs([row for first, end, step in runs for row in range(first, end, step)
                         if row not in left_out])

    def looked_again(self, memory: Memory | None) -> bool:
        """After a round: parked waves whose memory has changed since they were parked run
        again (``memory``: the batch's global memory); whether any does. One look at
        memory for each thing parked waves look at (``parked_looks``); of the waves that
        look at one thing, the first (in wave order) runs, and the others stay parked to
        be looked at once more after the next round, write or not — a lock the first
        takes holds them again without their running, as ``runnable`` holds back all but
        the first of those let go at one instruction (so a lock's hand-over costs the
        same however many programs wait)."""
        if memory is None or not self.parked_looks or memory.writes == self.writes:
            return False
        self.writes = memory.writes
        going = False
        for key, (look, rows) in list(self.parked_looks.items()):
            if look.holds():
                continue
            self.parked[heapq.heappop(rows)] = False
            going = True
            if rows:
                self.writes = -1   # (the others: looked at again after the next round)
            else:
                del self.parked_looks[key]
        return going

    def release_all(self) -> bool:
        """Every parked wave runs (no other can); whether there was one."""
        if not self.parked.any():
            return False
        for row in np.flatnonzero(self.parked).tolist():
            self.watch.pop(row, None)
            self.fresh.discard(row)
        self.parked[:] = False
        self.parked_looks.clear()
        return True

    def _unchanged(self, rows: np.ndarray) -> np.ndarray:
        """For each of ``rows`` (watched), whether its addresses still hold what it saw:
        one look at memory for each distinct look among them."""
        answers: dict[bytes, bool] = {}
        out = np.empty(len(rows), bool)
        for k, row in enumerate(rows.tolist()):
            look = self.watch[row][2]
            answer = answers.get(look.key)
            if answer is None:
                answer = answers[look.key] = look.holds()
            out[k] = answer
        return out


class _Look:
    """What a watched wave looks at: its lanes' addresses in ``memory`` (``width`` bytes
    each) and the bytes it saw there. ``key`` is equal for equal looks (the memory, the
    width, the addresses and the bytes)."""

    __slots__ = ("memory", "width", "addresses", "seen", "key")

    def __init__(self, memory: Memory, width: int, addresses: np.ndarray,
                 seen: np.ndarray) -> None:
        self.memory, self.width, self.addresses, self.seen = memory, width, addresses, seen
        self.key = b"%d:%d:" % (id(memory), width) + addresses.tobytes() + b":" + \
            np.ascontiguousarray(seen).tobytes()

    def holds(self) -> bool:
        """Whether memory still holds what was seen (no lines recorded: it is no access of
        the kernel's)."""
        now = self.memory.load(self.addresses, self.width, None, record=False)
        return bool((now == self.seen).all())


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
