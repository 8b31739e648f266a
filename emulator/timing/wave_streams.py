"""A wave's executed stream as the device model replays it: the PCs it retired in order and,
for each, the 128-byte cache lines its memory access touched (``WaveStream``); and what the
model needs of each instruction of the program, one row of integers each (``static_table``,
instruction_rows.py's columns), derived from its timing facts (instruction_timing.py).

A launch records streams without listening to each instruction: the batch's log gives
each wave's PCs, and its line log (``run_batch(..., lines=…)``) the lines of each global
memory access a wave made, in order (``wave_streams``)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from isa.program import Program
from isa.targets import target_or_default

from emulator.execution.batch import by_wave
from emulator.execution.runtime import program_state

from .instruction_rows import K_LDS, KINDS, P_COLUMNS, P_KIND, instruction_row
from .instruction_timing import Kind, hazard_needs, timing_info



@dataclass(frozen=True, eq=False)
class WaveStream:
    """One wave's executed stream: ``pcs`` (int32, in order), ``line_counts`` (int32, per
    executed instruction: how many lines its access touched) and ``lines`` (int64 line
    numbers, those of each access in turn, ascending within one)."""

    pcs: np.ndarray
    line_counts: np.ndarray
    lines: np.ndarray

    def key(self) -> bytes:
        """Equal for streams that are equal, addresses included."""
        return b"|".join((self.pcs.tobytes(), self.line_counts.tobytes(),
                          self.lines.tobytes()))

    def __len__(self) -> int:
        return len(self.pcs)

    def relabelled(self, table: np.ndarray) -> "WaveStream":
        """The stream with its cache lines numbered 0, 1, … in the order the wave first
        touches them (``table``: the program's instruction rows, ``static_table``; an LDS
        access's entries are its bank cycles, kept). The device model tells lines apart by
        equality only (fully associative LRU caches, ports a line at a time, each CU's XCD
        by its number), so a wave alone on a device times the same as its relabelled
        stream, and waves whose accesses differ only by where they fall (a GEMM's tiles)
        relabel equal."""
        kinds = np.repeat(table[self.pcs, P_KIND], self.line_counts)
        cached = kinds != K_LDS
        lines = self.lines.copy()
        values, first, inverse = np.unique(lines[cached], return_index=True,
                                           return_inverse=True)
        label = np.empty(len(values), np.int64)
        label[np.argsort(first)] = np.arange(len(values))
        lines[cached] = label[inverse]
        return WaveStream(self.pcs, self.line_counts, lines)


def static_table(program: Program) -> np.ndarray:
    """Each instruction's row for the device model (kept in the process's runtime)."""
    def make():
        rows = [static_row(inst, program.target) for inst in program.instructions]
        return np.array(rows, np.int64).reshape(-1, P_COLUMNS)
    return program_state(program).derive("device_static", make)


def static_row(inst, target=None) -> list[int]:
    """An instruction's row (instruction_rows.py: the single-wave accountant's too) for
    ``target`` (the default target unless given)."""
    info = timing_info(inst)
    need = None
    if info.kind == Kind.MFMA:
        need = hazard_needs(target_or_default(target))[info.record.mnemonic]
    return instruction_row(info, need)


def kind_of(table: np.ndarray, pc: int) -> Kind:
    return KINDS[int(table[pc, P_KIND])]


def wave_streams(executed: list, line_log: list, memory_pcs: np.ndarray) -> list[WaveStream]:
    """Each wave's ``WaveStream`` from its executed PCs (``executed[w]``) and the batch's
    line log — (first wave, counts, values) for each access waves first, first + 1, …
    made together with an instruction whose PC ``memory_pcs`` flags, in order
    (batch.run_batch) — the k-th access of a wave belonging to its k-th such instruction.
    The log's accesses are put in wave order at once (a stable sort keeps each wave's in
    the order it made them), never one by one."""
    waves = len(executed)
    if line_log:
        sizes = np.array([len(counts) for _, counts, _ in line_log], np.int64)
        firsts = np.array([first for first, _, _ in line_log], np.int64)
        counts = np.concatenate([counts for _, counts, _ in line_log]).astype(np.int64,
                                                                              copy=False)
        values = np.concatenate([values for _, _, values in line_log]).astype(np.int64,
                                                                              copy=False)
        rows = np.repeat(firsts - _starts(sizes), sizes) + np.arange(len(counts))
    else:
        rows = counts = values = np.zeros(0, np.int64)
    starts = _starts(counts)
    order = by_wave(rows, waves)
    counts = counts[order]
    # (each access's values, taken in the new order)
    values = values[np.repeat(starts[order] - _starts(counts), counts)
                    + np.arange(int(counts.sum()))]
    accesses = np.cumsum(np.bincount(rows, minlength=waves)[:waves]).tolist()
    ends = np.cumsum(counts).tolist()
    scanned = per_distinct(list(executed), lambda pcs: _scanned(pcs, memory_pcs))
    out, access, start = [], 0, 0
    for (pcs, where), last in zip(scanned, accesses):
        if len(where) != last - access:
            raise AssertionError(f"{len(where)} memory instructions, {last - access} "
                                 "accesses logged")
        line_counts = np.zeros(len(pcs), np.int32)
        line_counts[where] = counts[access:last]
        end = ends[last - 1] if last else 0
        out.append(WaveStream(pcs, line_counts, values[start:end]))
        access, start = last, end
    return out


def _scanned(executed_pcs, memory_pcs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """A wave's PCs as int32, read-only (waves that ran alike share them), and where its
    memory instructions stand among them."""
    pcs = np.array(executed_pcs, np.int32)
    pcs.flags.writeable = False
    return pcs, (np.flatnonzero(memory_pcs[pcs]) if len(pcs) else np.zeros(0, np.int64))


def _starts(sizes: np.ndarray) -> np.ndarray:
    """Where each of consecutive pieces of ``sizes`` starts."""
    return np.cumsum(sizes) - sizes


def per_distinct(arrays: list, compute) -> list:
    """``compute(array)`` for each of ``arrays``, once per distinct one: arrays that are one
    object (the waves of a class share one: batch.streams) or hold the same values (waves
    that ran the same path apart) share its result, looked up by identity, then by bytes."""
    by_value: dict[bytes, object] = {}
    by_object: dict[int, object] = {}   # (``arrays`` holds them: their ids stay theirs)
    out = []
    for array in arrays:
        if id(array) not in by_object:
            values = np.asarray(array)   # (a list of PCs too)
            key = values.dtype.str.encode() + values.tobytes()
            if key not in by_value:
                by_value[key] = compute(array)
            by_object[id(array)] = by_value[key]
        out.append(by_object[id(array)])
    return out


def stream_of(pcs, lines_by_access: dict | None = None) -> WaveStream:
    """A stream from its PCs and, per position, the lines of the access made there (tests,
    hand-built streams)."""
    pcs = np.asarray(pcs, np.int32)
    counts = np.zeros(len(pcs), np.int32)
    parts = []
    for position, touched in sorted((lines_by_access or {}).items()):
        counts[position] = len(touched)
        parts.append(np.asarray(touched, np.int64))
    lines = np.concatenate(parts) if parts else np.zeros(0, np.int64)
    return WaveStream(pcs, counts, lines)
