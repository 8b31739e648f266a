"""The wait states a wave's stream lacks, as the device model replays them: the single-wave
cycle accountant's rules (timing/accountant.py, its compiled loop stream_kernel.py: the
target's hazard rows, spec/TIMING.md) find, at each executed instruction, the wait states
required after its producers that the stream does not provide; the device model then
replays those as the ``s_nop`` passes a compiler would have put there (charged as
``wait_states``). One implementation of the rules, used by both models.

A missing ``s_nop`` on MI300 gives wrong results rather than a stall; the emulator computes
the right ones, and times the stream as if the wait states were there (the accountant's
``fix``), so a kernel's time does not depend on a hazard it has.

In the replayed stream an inserted run is a *pseudo instruction* just before its consumer:
a PC past the program's last (``Inserted.pseudo``), whose row in the device model's static
table is an ``s_nop`` of that many wait states, and whose time the profile and the trace
give to the consumer's PC.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from isa.program import Program

from .instruction_rows import K_NOP, P_COLUMNS, P_KIND, P_PASSES, P_WAIT_LGKM, P_WAIT_VM
from .wave_streams import WaveStream, per_distinct


def missing_wait_states(program: Program, pcs: np.ndarray) -> np.ndarray:
    """Per position of the executed stream ``pcs``, the wait states its target's rules
    require before that instruction beyond what the stream provides (0 for most)."""
    from .accountant import accountant_of   # (numba: loaded when a launch is timed)
    accountant = accountant_of(program, pcs, keep_timeline=False, fix=True)
    missing = np.zeros(len(pcs), np.int64)
    for hazard in accountant.report().hazards:
        if hazard.fixable:   # (the largest shortfall at a consumer is what is inserted)
            missing[hazard.consumer] = max(missing[hazard.consumer],
                                           hazard.required - hazard.provided)
    return missing


@dataclass(frozen=True)
class Inserted:
    """The streams with their missing wait states as pseudo instructions: ``streams`` (per
    workgroup, its waves' WaveStreams), ``static`` (the program's device rows, then one
    per pseudo instruction), ``consumers`` (per pseudo instruction, the PC it precedes) and
    ``counts`` (its wait states)."""

    streams: list
    static: np.ndarray
    consumers: np.ndarray
    counts: np.ndarray

    def real_pcs(self, pcs: np.ndarray) -> np.ndarray:
        """``pcs`` with each pseudo instruction's PC replaced by its consumer's."""
        first = len(self.static) - len(self.consumers)
        pseudo = pcs >= first
        if not pseudo.any():
            return pcs
        out = pcs.copy()
        out[pseudo] = self.consumers[pcs[pseudo] - first]
        return out


def with_wait_states(program: Program, traces, static: np.ndarray) -> Inserted:
    """``traces`` with each wave's missing wait states before their consumers (waves with
    equal PCs share one look: the rules read the PCs only)."""
    first = len(static)
    pseudo: dict[tuple[int, int], int] = {}   # (consumer pc, wait states) -> pseudo PC
    missing = iter(per_distinct([stream.pcs for group in traces for stream in group],
                                lambda pcs: missing_wait_states(program, pcs)))
    out = [[_inserted(stream, next(missing), pseudo, first) for stream in group]
           for group in traces]
    rows = np.zeros((len(pseudo), P_COLUMNS), np.int64)
    rows[:, P_KIND] = K_NOP
    rows[:, P_WAIT_VM] = rows[:, P_WAIT_LGKM] = -1
    consumers = np.zeros(len(pseudo), np.int64)
    counts = np.zeros(len(pseudo), np.int64)
    for (pc, count), at in pseudo.items():
        rows[at - first, P_PASSES] = count
        consumers[at - first], counts[at - first] = pc, count
    return Inserted(out, np.concatenate((static, rows)) if len(rows) else static,
                    consumers, counts)


def _inserted(stream: WaveStream, missing: np.ndarray, pseudo: dict,
              first: int) -> WaveStream:
    at = np.flatnonzero(missing)
    if not at.size:
        return stream
    codes = [pseudo.setdefault((pc, count), first + len(pseudo))
             for pc, count in zip(stream.pcs[at].tolist(), missing[at].tolist())]
    return WaveStream(np.insert(stream.pcs, at, np.array(codes, stream.pcs.dtype)),
                      np.insert(stream.line_counts, at, 0), stream.lines)
