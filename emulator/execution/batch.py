"""The one run loop. Many waves of a launch run as one batch: each instruction once for the
waves that stand at the same PC; a single wave (``runner.run``) is a batch of one, itself
(``run_alone``), which the loop runs by its fast inner step (``_Rounds._alone``).

A ``WaveBatch`` keeps the registers of its waves (whole workgroups, in launch order) in arrays
with a leading wave axis — ``v``, ``a`` (waves, registers, 64), ``s`` (waves, 106) — and
EXEC, VCC, SCC, M0, MODE and GPR_IDX_EN as one value per wave. ``batch.waves[w]`` is a
``WaveState`` whose files are views of row ``w`` (``BatchedWave``, made when first asked
for): every instruction's semantics runs on it as on a wave of its own.

``run_batch`` schedules over the run's ``Engine`` (engine.py), which holds every rule of a
run (binding, block dispatch, listeners, limits, barriers, errors):
the waves at the lowest PC run next, in runs of consecutive waves
(a group) — or, when they stand evenly spaced (every workgroup's first wave, the others past
a branch it takes: a per-program store), as one group of every n-th wave, which a compiled
block does not take; waves whose scalar branches part run apart and meet again where their
PCs meet.
A wave left waiting for ``STARVED`` rounds (others spin in a loop below its PC: a wave
polling a flag another wave sets) starts a turn of as many rounds in which the waves run
oldest first, so every running wave makes progress, as on a device where the waves of
resident workgroups issue side by side.
An instruction runs for a group wide, uniformly or wave by wave (batch_steps.py; which,
``emulator.execution.wide`` decides once per instruction).

A hot block (emulator/execution/blocks: a run of straight-line instructions compiled once
it has run often enough) runs instead of its instructions for the group, in one call, each
wave on its own registers, EXEC, VCC and SCC; the waves may part at its closing branch.

Effects on memory apply in wave order, then lane order, in each of them, so a batch of any
size leaves what running its waves one at a time in the same order leaves. ``s_barrier``
holds a wave until every wave of its workgroup is at a barrier or has ended.
"""

from __future__ import annotations

import numpy as np

from isa import IsaError
from isa.effects import effects
from isa.footprint import gc_paused

from emulator.execution.batch_steps import step_for, uncomputed
from emulator.execution.engine import END, ENDED, RUNNING, WAITING, Engine, RunError, retired
from emulator.execution.options import resolve
from emulator.execution.spin_waits import SpinWaits
from emulator.execution.wave_batch import WaveBatch


STARVED = 256   # rounds a running wave may wait before the waves take turns (see above)


def run_batch(batch: WaveBatch, program, pcs, per_group: int, *, max_steps: int,
              wide: bool = True, listeners=None, lines: list | None = None,
              log: list | None = None, tally: dict | None = None,
              options=None, skipped: frozenset = frozenset()) -> np.ndarray:
    """Run every wave of ``batch`` from ``pcs`` (one per wave) to ``s_endpgm``; each
    ``per_group`` consecutive waves are a workgroup (for barriers). Returns the instructions
    each wave retired. A RunError names the wave (``RunError.wave``). ``wide=False`` runs
    every instruction wave by wave, in the same order.

    ``listeners``: per wave, a tuple of ``listener(wave, inst)`` called as that wave
    retires each instruction (the runner's event stream, one per wave: the cycle
    accountant). ``lines``: a list that gets (first wave, counts, values) for each access
    waves first, first + 1, … made together with an instruction ``records_lines`` names, in
    order — per wave how many values, then the values, wave after wave: the cache lines
    the memory's ``LineRecorder`` heard (``Memory.observe(lines=…)``), or for an LDS
    instruction its bank cycles, which the batch's ``LdsRows.observe(banks=…)`` heard; those
    instructions then run wave by wave unless they run wide (each wave its row of a wide
    access's), interpreted: the compiled blocks are those between them (blocks/hot.py).
    ``log``: a list that gets (pc, first, end) for each instruction the waves first..end-1
    retired together, in order (``streams`` turns it into each wave's executed stream).
    ``tally``: a dict that gets, per PC of an instruction the fidelity report counts
    (emulator/fidelity.py), how many times the waves retired it. ``options``: an
    ``ExecutionOptions`` (None: the process's). ``skipped``: PCs whose instructions retire
    without being computed (a timing-only launch's MFMAs: timing/skipped_results.py);
    then no compiled block runs. Each instruction's step is planned once (batch_steps.py)
    for every batch of the program that runs with the same ``wide`` and ``skipped`` in the
    runtime of ``options`` — this launch's and later ones' —, except with ``listeners`` or
    ``lines``, which a step holds: then once for this run."""
    heard = [listener for wave in listeners or () for listener in wave]
    engine = Engine(program, max_steps=max_steps, options=resolve(options), heard=heard,
                    waves=True, tally=tally, compiled=wide and not skipped,
                    recorded=lines is not None)
    plans = [None] * engine.count if listeners is not None or lines is not None else \
        engine.runtime.state(program).derive(("batch steps", wide, skipped),
                                             lambda: [None] * engine.count)
    loop = _Rounds(engine, batch, np.array(pcs, dtype=np.int64), per_group, wide, listeners,
                   lines, log, skipped, plans)
    _schedule(loop)
    return loop.steps


def run_alone(wave, program, *, max_steps: int, listeners=(), strict: bool = False,
              binder=None, tally: dict | None = None, options=None) -> "_Rounds":
    """Run ``wave`` (a ``Wavefront``) from ``wave.pc`` as a batch of one — itself, its
    files its own — until ``s_endpgm``, an ``s_barrier`` of a workgroup wave (its other
    waves are the caller's), a listener's stop or a rule's error (a RunError naming the
    line, no wave). Returns the loop: ``steps``, ``pcs``, ``state`` (WAITING: at a
    barrier) of its one wave and ``stopped`` (a listener asked). ``listeners``: the wave's;
    ``strict``: a read of a register never written is an error (the engine's bookkeeping);
    ``binder``: the instructions' semantics (None: their own; a timing-only run's)."""
    engine = Engine(program, max_steps=max_steps, options=resolve(options), binder=binder,
                    heard=listeners, strict=strict, tally=tally)
    loop = _Rounds(engine, _Alone(wave), [wave.pc], 1, False, (tuple(listeners),), None,
                   None, frozenset(), None)
    _schedule(loop)
    return loop


def _schedule(loop: "_Rounds") -> None:
    # (the collector held: a run's first pass binds and plans every instruction, and a walk
    # of the heap every few thousand of those allocations costs more than the run;
    # reference counting still frees what it drops)
    with gc_paused(), np.errstate(all="ignore"):
        loop.run()


class _Alone:
    """A batch of one wave that is its own (a ``Wavefront``, not a row of a WaveBatch's
    arrays): what ``run_alone`` schedules."""

    count = 1

    def __init__(self, wave) -> None:
        self.waves = (wave,)


class _Rounds:
    """The rounds of one ``run_batch``: each round, the waves at one PC run it (or a
    compiled block from it) in runs of waves, and move on."""

    def __init__(self, engine, batch, pcs, per_group, wide, listeners, lines, log, skipped,
                 plans) -> None:
        self.engine, self.batch, self.pcs, self.per_group = engine, batch, pcs, per_group
        self.wide, self.listeners, self.lines, self.log = wide, listeners, lines, log
        self.skipped, self.plans = skipped, plans
        self.alone = isinstance(batch, _Alone)
        self.stopped = False   # (a listener asked: a batch of one's run ends there)
        if self.alone:
            # (its wave's PC, steps and state as lists: a debugger makes a loop a step)
            self.pcs, self.steps, self.state = list(pcs), [0], [RUNNING]
            return
        self.state = np.full(batch.count, RUNNING, dtype=np.int8)
        self.steps = np.zeros(batch.count, dtype=np.int64)
        # (a wave's next instruction interpreted: a load a block stopped before)
        self.interpret = np.zeros(batch.count, dtype=bool)
        self.rounds = 0
        self.waited = np.zeros(batch.count, dtype=np.int64)   # rounds since each wave ran
        self.turns = 0   # rounds left in which the longest-waiting waves run first
        # (waves spinning on a lock, parked until memory can let them through)
        self.spins = SpinWaits.of(engine.instructions, batch.count)
        self.memory = batch.waves[0].memory if self.spins is not None and batch.count \
            else None
        # (every n-th wave at one PC — a workgroup's first waves, where the others skipped
        # a branch — runs as one group, its arrays strided views: not with the per-wave
        # records of listeners and lines, nor while waves spin)
        self.strided = listeners is None and lines is None and self.spins is None

    def run(self) -> None:
        if self.alone:
            self._alone()
            return
        together = None   # (the one run every running wave is in, while they stay at one PC)
        spins, count = self.spins, self.engine.count
        while True:
            if together is not None:
                runs, pc = together
            else:
                chosen = self._choose()
                if chosen is None:
                    break
                runs, pc, running = chosen
                if not runs:
                    continue
            if not 0 <= pc < count:
                raise self.engine.fault(self.engine.left(pc), pc, runs[0][0])
            self.rounds += 1
            if self.rounds > self.engine.max_steps:   # (no wave retired more than this)
                _check_steps(self.engine, self.steps, runs, pc, self.pcs, self.state)
            moved = self._round(runs, pc)
            # every running wave moved on to one PC: the next round runs the same run
            if moved and len(runs) == 1 and (together is not None
                                             or len(range(*runs[0])) == running.size):
                together = (runs, int(self.pcs[runs[0][0]]))
            else:
                together = None
            if spins is not None and (spins.looked_again(self.memory) or pc in spins.probes):
                together = None   # (a wave let go, or one parked: the waves are counted anew)

    def _alone(self) -> None:
        """The rounds of a batch of one, its fast inner step: its PC and steps live in
        locals (a round's choosing and per-wave arrays cost several instructions) and the
        instruction's run (``Engine.counting``: compiled lanes where ready) or the compiled
        block at its PC is called on the wave itself. Ends at ``s_endpgm``, a barrier
        (WAITING), a listener's stop or a rule's error."""
        engine, wave, listeners = self.engine, self.batch.waves[0], self.listeners[0]
        insts, count, max_steps, strict, hear, blocks, runs = (
            engine.instructions, engine.count, engine.max_steps, engine.strict, engine.hear,
            engine.blocks, engine.counting())
        only = listeners[0] if len(listeners) == 1 and not strict else None
        listening = bool(listeners) or strict
        # (looked at first: a PC that is neither a compiled block's nor a head costs nothing)
        ready, heads = (blocks.ready, blocks.heads) if blocks is not None else (None, None)
        interpret = False   # (after a block stopped before a load: that load, interpreted)
        pc, steps = int(self.pcs[0]), 0
        try:
            while 0 <= pc < count:
                if ready is None:
                    pass
                elif interpret:   # (this one instruction interpreted, then blocks again)
                    interpret = False
                elif ready[pc] is not None or heads[pc]:
                    ran = self._alone_block(engine, wave, listeners, pc, steps)
                    if ran is not None:
                        pc, steps, interpret = ran
                        if self.stopped:
                            return
                        continue
                if steps >= max_steps:
                    raise engine.exhausted(pc)
                if strict:
                    _check_initialised(wave, insts[pc], pc)
                nxt = runs[pc](wave)
                steps += 1
                if nxt is None:   # (the common case, inlined: once per instruction)
                    new_pc = pc + 1
                else:
                    new_pc, now = retired(pc, nxt)
                    if now == WAITING:   # (its workgroup's other waves are the caller's)
                        self.state[0], wave.pc = WAITING, new_pc
                        hear(wave, insts[pc], listeners)
                        pc = new_pc
                        return
                if listening:
                    wave.pc = new_pc
                    # (one listener, the common case, inlined: once per instruction)
                    if only(wave, insts[pc]) if only is not None else \
                            hear(wave, insts[pc], listeners):
                        self.stopped, pc = True, new_pc
                        return
                pc = new_pc
        except (IsaError, NotImplementedError) as exc:
            raise engine.fault(exc, pc) from None
        finally:   # (the wave, its PC and steps as the run left them, however it ended)
            wave.pc = self.pcs[0] = pc
            self.steps[0] = steps
        if pc != END:
            raise engine.left(pc)
        self.state[0] = ENDED

    def _alone_block(self, engine, wave, listeners, pc: int, steps: int):
        """The compiled block at ``pc`` run on a batch of one's ``wave`` (that has retired
        ``steps``), when one applies: (the next PC, the steps retired then, whether it
        stopped before a load — the next one is then interpreted), else None; its
        ``listeners`` hear its instructions after it (a stop: ``stopped``)."""
        block = engine.block_at(pc)
        if block is None or not engine.fits(block, steps) or not block.applies(wave):
            return None
        new_pc, ran = block.run(wave)
        engine.count_block(block, ran)
        if listeners:
            wave.pc = new_pc
            self.stopped = bool(engine.hear_block(wave, block, ran, listeners))
        return new_pc, steps + ran, ran < block.length

    def _choose(self):
        """(the runs of waves the next round runs — empty: none may run yet —, their PC,
        the running waves), or None when every wave has ended."""
        spins, state, pcs = self.spins, self.state, self.pcs
        running = np.flatnonzero(state == RUNNING) if spins is None else \
            np.flatnonzero((state == RUNNING) & ~spins.parked)
        if running.size == 0:
            if spins is not None and spins.release_all():
                return [], -1, running
            return None
        pc, self.turns = _next_pc(running, pcs, self.waited, self.turns)
        runs = _runs(running[pcs[running] == pc], self.strided)
        if spins is not None and pc in spins.probes:
            runs = spins.runnable(self.batch, pc, runs)
        return runs, pc, running

    def _round(self, runs, pc: int) -> bool:
        """The waves of ``runs`` retire the instruction at ``pc`` (or a block from it);
        whether they all simply moved on."""
        engine = self.engine
        run_step = self.plans[pc]
        if run_step is None:
            run_step = self.plans[pc] = uncomputed if pc in self.skipped else \
                step_for(engine, pc, self.wide, self.listeners, self.lines)
        blocks = engine.blocks
        block = None   # (looked at first: a PC neither a block's nor a head's costs nothing)
        if blocks is not None and (blocks.ready[pc] is not None or blocks.heads[pc]):
            block = engine.block_at(pc, sum(len(range(*run)) for run in runs))
        moved = True
        for first, end, step in runs:
            self.waited[first:end:step] = 0
            if block is not None and step == 1 and self._takes(block, first, end):
                _run_block(engine, block, self.batch, first, end, self.pcs, self.state,
                           self.steps, self.per_group, self.listeners, self.log,
                           self.interpret)
                moved = False   # (the waves may part at its closing branch)
                # (rounds bounds every wave's steps: the max_steps check)
                self.rounds = max(self.rounds, int(self.steps[first:end].max()))
                continue
            if not self._step(run_step, pc, first, end, step):
                moved = False
        return moved

    def _takes(self, block, first: int, end: int) -> bool:
        """Whether the compiled ``block`` runs for waves first..end-1 now (a recorded
        batch's blocks hold no access: the engine took its recorded HotBlocks)."""
        return block.applies_to_waves(self.batch, first, end) and \
            self.engine.fits(block, int(self.steps[first:end].max())) and \
            not self.interpret[first:end].any()

    def _step(self, run_step, pc: int, first: int, end: int, step: int) -> bool:
        """Waves first..end-1 (every ``step``-th) retire the instruction at ``pc``; whether
        they simply moved on."""
        engine, rows = self.engine, slice(first, end, step)
        nxt = run_step(self.batch, first, end, step)
        self.steps[rows] += 1
        if self.spins is not None and pc in self.spins.probes:
            self.spins.ran(self.batch, pc, first, end)
        if engine.inexact is not None and engine.inexact[pc]:
            engine.count_retired(pc, len(range(first, end, step)))
        self.interpret[rows] = False
        if self.log is not None:
            if step == 1:
                self.log.append((pc, first, end))
            else:   # (the log's entries are runs of consecutive waves)
                self.log.extend((pc, row, row + 1) for row in range(first, end, step))
        if isinstance(nxt, list):   # (its listeners have heard it, wave by wave)
            for row, one in nxt:
                _retire(self.pcs, self.state, slice(row, row + 1), pc, one, self.per_group)
            return False
        if self.listeners is not None:
            inst = engine.instructions[pc]
            for row in range(first, end):
                engine.hear(self.batch.waves[row], inst, self.listeners[row])
        return _retire(self.pcs, self.state, rows, pc, nxt, self.per_group)


def _next_pc(running, pcs, waited, turns: int) -> tuple[int, int]:
    """(the PC the next round runs, the turns left): the lowest PC of the running waves,
    or in a turn the PC of the wave that has waited longest; a turn of ``STARVED`` rounds
    starts when a running wave has waited longer than that (``waited``: rounds since each
    wave last ran, counted here)."""
    waited[running] += 1
    if not turns and int(waited[running].max()) > STARVED:
        turns = STARVED
    if turns:
        return int(pcs[running[np.argmax(waited[running])]]), turns - 1
    return int(pcs[running].min()), 0


def _run_block(engine, block, batch, first, end, pcs, state, steps, per_group, listeners,
               log, interpret):
    """Waves first..end-1 through a compiled block in one call, as if they had retired its
    instructions one by one: steps, the log, each wave's listeners (in order, after it),
    then each wave's next PC. A wave the block stopped before a load (blocks/hot.py) is
    marked in ``interpret``: its next instruction is interpreted."""
    nxt, ran = block.next_pcs(block.run_waves(batch, first, end))
    whole = bool((ran == block.length).all())
    steps[first:end] += ran
    engine.count_block(block, ran)
    if log is not None:
        if whole:
            log.extend((pc, first, end) for pc in range(block.start, block.end))
        else:   # (a wave stopped before a load: blocks/hot.py)
            log.extend((pc, row, row + 1) for row in range(first, end)
                       for pc in range(block.start, block.start + int(ran[row - first])))
    if listeners is not None:
        for row in range(first, end):
            engine.hear_block(batch.waves[row], block, int(ran[row - first]), listeners[row])
    if not whole:
        interpret[first:end] = ran < block.length
    going = nxt >= 0
    pcs[first:end][going] = nxt[going]
    if not going.all():   # (s_endpgm)
        state[first:end][~going] = ENDED
        _release(state, per_group)


def streams(log: list, count: int) -> list[np.ndarray]:
    """Each of ``count`` waves' executed stream (the PCs it retired, in order) from a
    ``run_batch`` log, read-only. Waves between two consecutive bounds of the entries'
    runs are covered by the same entries, so they share one stream (one array): where
    there are few such classes — waves that ran together, a GEMM's in lockstep — each
    class's stream is its covering entries' PCs, found once; otherwise (waves that ran
    apart) the entries are spread into (wave, PC) rows and sorted by wave."""
    entries = np.array(log, dtype=np.int64).reshape(-1, 3)
    firsts, ends = entries[:, 1], entries[:, 2]
    bounds = np.unique(np.concatenate(([0, count], firsts, ends)))
    # (a class costs a pass over the entries; the rows cost a sort: the cheaper way)
    if (bounds.size - 1) * len(entries) <= 4 * int((ends - firsts).sum()):
        out = []
        for low, high in zip(bounds[:-1].tolist(), bounds[1:].tolist()):
            pcs = entries[(firsts <= low) & (low < ends), 0]
            pcs.flags.writeable = False   # (shared by the class's waves)
            out += [pcs] * (high - low)
        return out
    return _spread_streams(entries, count)


def _spread_streams(entries: np.ndarray, count: int) -> list[np.ndarray]:
    """``streams`` by spreading the log's entries into one (wave, PC) row per wave they
    cover, in log order, then sorting them by wave, stably."""
    lengths = entries[:, 2] - entries[:, 1]
    # (each entry as one (row, pc) per wave it covers, in log order; then by row, stably)
    offsets = np.cumsum(lengths) - lengths
    rows = np.arange(int(lengths.sum())) + np.repeat(entries[:, 1] - offsets, lengths)
    order = by_wave(rows, count)
    pcs = np.repeat(entries[:, 0], lengths)[order]
    bounds = np.cumsum(np.bincount(rows, minlength=count))[:count]
    return np.split(pcs, bounds[:-1])


def by_wave(rows: np.ndarray, count: int) -> np.ndarray:
    """The order that sorts ``rows`` (wave numbers below ``count``) stably: as the narrowest
    unsigned type that holds them, which numpy sorts by radix for 8- and 16-bit keys (a
    fourth of the time of int64's merge sort on a 2048³ GEMM's 5 M entries)."""
    return np.argsort(rows.astype(np.min_scalar_type(max(count - 1, 0))), kind="stable")


def _runs(rows: np.ndarray, strided: bool = False) -> list[tuple[int, int, int]]:
    """Maximal runs of consecutive wave numbers in sorted ``rows``, as (first, end, 1); with
    ``strided``, rows evenly spaced (every n-th wave) as one run (first, end, n)."""
    if rows[-1] - rows[0] == rows.size - 1:
        return [(int(rows[0]), int(rows[-1]) + 1, 1)]
    gaps = np.diff(rows)
    if strided and (gaps == gaps[0]).all():
        return [(int(rows[0]), int(rows[-1]) + 1, int(gaps[0]))]
    breaks = np.flatnonzero(gaps != 1)   # (a run ends at each, and at the last row)
    firsts = np.concatenate((rows[:1], rows[breaks + 1])).tolist()
    ends = np.concatenate((rows[breaks], rows[-1:])) + 1
    return [(first, end, 1) for first, end in zip(firsts, ends.tolist())]


def _check_steps(engine, steps, runs, pc, pcs, state) -> None:
    """A RunError if a wave of ``runs`` has retired ``max_steps``; it carries, as
    ``unfinished``, every wave that had not ended and its PC (for the launch to name)."""
    for first, end, step in runs:
        over = np.flatnonzero(steps[first:end:step] >= engine.max_steps)
        if over.size:
            exc = engine.fault(engine.exhausted(pc), pc, first + step * int(over[0]))
            exc.unfinished = [(int(row), int(pcs[row]))
                              for row in np.flatnonzero(state != ENDED)]
            raise exc


def _retire(pcs, state, rows: slice, pc, nxt, per_group) -> bool:
    """The waves ``rows`` retired the instruction at ``pc`` with ``nxt`` (the engine's
    ``retired``: their next PC, a barrier wait or the end; a workgroup whose every wave
    waits or has ended is released). Whether they simply moved on."""
    if nxt is None:
        pcs[rows] = pc + 1
        return True
    new_pc, now = retired(pc, nxt)
    if now == RUNNING:
        pcs[rows] = new_pc
        return True
    if now == WAITING:
        pcs[rows] = new_pc
    state[rows] = now
    _release(state, per_group)
    return False


def _release(state, per_group) -> None:
    """Each workgroup whose every wave waits at a barrier or has ended runs on."""
    groups = state.reshape(-1, per_group)
    released = (groups != RUNNING).all(axis=1)[:, None] & (groups == WAITING)
    groups[released] = RUNNING


def _check_initialised(wave, inst, pc) -> None:
    """Strict mode: a RunError when ``inst`` reads a register ``wave`` never had written."""
    reads, _ = effects(inst)
    for reg in reads:
        if not wave.is_written(reg):
            raise RunError(f"reads {reg}, which was never written (strict mode)", pc, inst)
