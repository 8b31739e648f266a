"""How one instruction runs for a group of a batch's waves (batch.py's scheduler asks
``step_for`` once per PC): **wide** — one call for the group's waves × 64 lanes, on a
``WideWave`` (the semantics' own closure: wide.py lists what runs so); **uniform** — a
scalar instruction once for each run of waves whose inputs are equal, its results copied
to the others, or, where it has a batch form (a scalar ALU instruction of expressions),
for every run at once; **wave by wave**, in wave order, for everything else, and for a
wide step that stops before changing anything (an error to name the wave, a FLAT lane in
an aperture). A step returns the group's next PC (None: fall through), or a list of (wave,
next PC) when it ran wave by wave (each wave's listeners heard as it retired)."""

from __future__ import annotations

import numpy as np

from isa import IsaError

from emulator.execution.engine import fault
from emulator.execution.wide import PER_WAVE, plan
from emulator.state.memory_observers import records_lines

# Runs of waves with differing inputs from which a scalar instruction's batch form runs
# them all at once (ops/salu.py): measured here, s_add_u32 and s_addc_u32 cost about 8 µs
# at once for 2-16 runs and 1.6 µs a run one by one, so below 6 runs one by one is quicker.
TOGETHER_RUNS = 6


def uncomputed(batch, first, end, step=1):
    """An instruction retired without its results (they keep what they held)."""
    return None


def _heard(batch, inst, first: int, end: int) -> tuple[np.ndarray, np.ndarray]:
    """What waves first..end-1 accessed with ``inst`` (``records_lines``), as the
    recorders' ``take_rows`` give it: an LDS instruction's bank cycles, else its lines (an
    access a global one made to LDS — FLAT, a load into LDS — is not an LDS instruction's:
    forgotten)."""
    banks = batch.lds_rows.banks if batch.lds_rows is not None else None
    if inst.spec.encoding == "DS":
        return banks.take_rows(end - first) if banks is not None else \
            (np.zeros(end - first, np.int64), np.zeros(0, np.int64))
    if banks is not None:
        banks.forget()
    return batch.waves[first].memory.lines.take_rows(end - first)


def step_for(engine, pc: int, wide: bool, listeners=None, lines: list | None = None):
    """``step(batch, first, end)`` for the instruction at ``pc``: the next PC of the whole
    group (None: fall through), or a list of (wave, next PC) when it ran wave by wave (each
    wave's ``listeners`` called as it retires; its lines logged in ``lines``)."""
    inst = engine.instructions[pc]
    logged = lines is not None and records_lines(inst)
    how = plan(inst) if wide else PER_WAVE
    logged_lines = lines if logged else None
    one_by_one = _one_by_one(engine, pc, listeners, logged_lines)
    if how.wide is not None:
        return _wide_step(how, one_by_one, inst, logged_lines)
    if how.uniform is not None:
        return _uniform_step(engine, pc, how, one_by_one, listeners, logged_lines)
    return one_by_one


def _one_by_one(engine, pc: int, listeners, lines: list | None):
    """The step that runs the instruction for each wave in turn (``lines``: where each
    wave's accesses are logged)."""
    inst = engine.instructions[pc]
    run = engine.run_at(pc)
    tagged = bool(getattr(inst.spec, "atomic", ""))
    # (a step without listeners holds nothing of the engine: kept with the program's state)
    hear = engine.hear if listeners is not None else None

    def one_by_one(batch, first, end, step=1):
        out = []
        for row in range(first, end, step):
            wave = batch.waves[row]
            log = wave.memory.atomics if tagged and wave.memory is not None else None
            if log is not None:   # (logged atomics name their workgroup)
                log.tag = wave.tag
            out.append((row, _guarded(run, wave, inst, pc, row)))
            if lines is not None:
                lines.append((row, *_heard(batch, inst, row, row + 1)))
            if listeners is not None:
                hear(wave, inst, listeners[row])
        return out
    return one_by_one


def _wide_step(how, one_by_one, inst, lines: list | None):
    """The step that runs the instruction for the whole group in one call (wave by wave
    when MODE differs between them, or to name the wave an error belongs to)."""
    wide = how.wide

    def wide_step(batch, first, end, step=1):
        view = batch.wide(first, end, step)
        if how.needs_uniform_mode and not view.plain():
            return one_by_one(batch, first, end, step)
        try:
            nxt = wide(view)
        except (IsaError, NotImplementedError):
            # (nothing was written: run wave by wave to name the failing wave)
            if lines is not None:
                _heard(batch, inst, first, end)   # (what it heard: not an access)
            return one_by_one(batch, first, end, step)
        if lines is not None:   # (a wide access: each wave its row)
            lines.append((first, *_heard(batch, inst, first, end)))
        return nxt
    return wide_step


def _uniform_step(engine, pc: int, how, one_by_one, listeners, lines: list | None):
    """The step that runs a scalar instruction once for each run of waves whose inputs
    are equal, its results copied to the others: for every run at once where the
    instruction has a batch form (``how.together``), else run by run. A scalar load whose
    accesses are logged (``lines``) logs what the run's first wave accessed for each wave
    of the run: equal inputs, equal addresses."""
    inst = engine.instructions[pc]
    run = engine.run_at(pc)
    reads, writes = how.uniform
    together = how.together if listeners is None and lines is None else None
    hear = engine.hear if listeners is not None else None   # (as _one_by_one's)

    def uniform_step(batch, first, end, step=1):
        count = len(range(first, end, step))
        if count == 1:
            return one_by_one(batch, first, end, step)
        breaks = _changes(batch, reads, first, end, step)
        if breaks.size == 0:
            return once(batch, first, end, step)
        if together is not None and breaks.size + 1 >= TOGETHER_RUNS:
            # (each run's first wave at once, copied to the rest)
            rows = np.arange(first, end, step)
            starts = np.concatenate(([0], breaks))
            together(batch, rows[starts])
            if starts.size < rows.size:
                owners = rows[np.repeat(starts, np.diff(np.append(starts, rows.size)))]
                _copy_rows(batch, writes, rows, owners)
            return None
        if breaks.size == count - 1:
            return one_by_one(batch, first, end, step)
        # runs of waves with equal inputs (a workgroup's waves): once for each run
        out = []
        bounds = [first] + (first + step * breaks).tolist() + [end]
        for low, high in zip(bounds, bounds[1:]):
            nxt = once(batch, low, high, step)
            out += [(row, nxt) for row in range(low, high, step)]
            if listeners is not None:
                for row in range(low, high, step):
                    hear(batch.waves[row], inst, listeners[row])
        return out

    def once(batch, first, end, step=1):
        """Run on wave ``first``; its results copied to the waves up to ``end`` (every
        ``step``-th)."""
        nxt = _guarded(run, batch.waves[first], inst, pc, first)
        _copy_rows(batch, writes, slice(first + step, end, step), first)
        if lines is not None:   # (its waves are consecutive: a recorded batch's runs are)
            counts, values = _heard(batch, inst, first, first + 1)
            waves = len(range(first, end, step))
            lines.append((first, np.repeat(counts, waves), np.tile(values, waves)))
        return nxt
    return uniform_step


def _copy_rows(batch, writes, rows, owners) -> None:
    """The state a uniform instruction wrote (``writes``: the batch's (array, columns)) of
    the waves ``owners`` copied to the waves ``rows`` (index arrays, or a slice and one
    wave)."""
    for name, columns in writes:
        array = getattr(batch, name)
        if array.ndim == 1:
            array[rows] = array[owners]
        else:
            array[rows, columns] = array[owners, columns]
        if name == "exec":
            batch.exec_version += 1


def _changes(batch, reads, first, end, step=1) -> np.ndarray:
    """Where, among waves first..end-1 (every ``step``-th), a wave's ``reads`` (the batch's
    (array, columns)) differ from the wave before it: offsets (in waves) from ``first``."""
    differ = np.zeros(len(range(first, end, step)) - 1, dtype=bool)
    for name, columns in reads:
        array = getattr(batch, name)
        block = array[first:end:step, columns] if array.ndim > 1 else \
            array[first:end:step, None]
        differ |= (block[1:] != block[:-1]).any(axis=1)
    return np.flatnonzero(differ) + 1


def _guarded(run, wave, inst, pc: int, row: int):
    try:
        return run(wave)
    except (IsaError, NotImplementedError) as exc:
        raise fault(exc, pc, inst, row) from None
