"""Running a launch's workgroups (a ``LaunchPlan``'s), in this process or in a pool of
worker processes.

``run_workgroups`` runs workgroups in batches of waves (emulator/execution/batch.py) and
gives each wave's ``WaveRecord`` the plan asks for: the one way workgroups run, in this
process, in a pool's workers and on any ``concurrent.futures`` executor (a Dask client's).
``run_replaying`` runs it in this process and replays the kernel's global atomics in
workgroup order on the bytes they touched, as the pool does; ``run_in_pool`` deals the
workgroups round-robin to worker processes, each running its share on the memory image,
an allocation copied before its first write (``_run_chunk``), and returning the bytes it
changed (state/image_changes.py) and its atomics, which are merged and replayed in
workgroup order: the bytes one process leaves. A pool of the launch's own forks its
workers from this process, which inherit the plan and the memory image (``_INHERITED``)
rather than receiving them.
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
from concurrent.futures import BrokenExecutor, ProcessPoolExecutor

import numpy as np

from isa.program import Program

from emulator import fidelity as _fidelity
from emulator.dispatch import group_waves, initialise_batch, workgroup_of
from emulator.execution.batch import run_batch, streams
from emulator.execution.runner import RunError
from emulator.execution.wave_batch import WaveBatch, register_rows
from emulator.kernel_metadata import LaunchError, LaunchFault, kernel_info, uses_global_atomics
from emulator.launch_plan import LaunchPlan, WaveRecord
from emulator.launch_timing import stream_accountants
from emulator.state.image_changes import apply_changes, changes_between
from emulator.state.memory import Memory
from emulator.state.memory_observers import AtomicLog, BankRecorder, LineRecorder, records_lines
from emulator.symbols import short_name
from emulator.timing.wave_streams import wave_streams


def run_workgroups(plan: LaunchPlan, program: Program, memory: Memory, ids,
                batch: int | None = None, resident: bool = False):
    """Run workgroups ``ids`` (linear, in order) of ``plan``'s launch of ``program`` in
    batches of about ``batch`` waves (the plan's unless given; emulator/execution/batch.py;
    1: every instruction wave by wave, in the same order); returns the instructions retired,
    each wave's ``WaveRecord`` when the plan asks for ``cycles`` (the accountant's counts),
    ``record`` (its executed stream for the device model) or ``stream`` (the PCs it
    retired), and the fidelity tally (pc ->
    executions of the instructions emulator/fidelity.py counts). Atomics are tagged with
    their workgroup; the plan's ``skipped`` PCs retire uncomputed (a timing-only launch's
    MFMAs)."""
    info, grid, block = kernel_info(program, plan.kernel), plan.grid, plan.block
    batch = plan.batch if batch is None else batch
    record = plan.record
    per_group = group_waves(block)
    ids = list(ids)
    step = max(1, batch // per_group)
    rows = register_rows(program, program.target, plan.options)
    if record:
        memory.observe(lines=LineRecorder())
        memory_pcs = np.array([records_lines(inst) for inst in program.instructions], bool)
    retired, summaries, tally = 0, [], {}
    for start in range(0, len(ids), step):
        chunk = ids[start:start + step]
        waves = WaveBatch(len(chunk) * per_group, program.target, rows)
        initialise_batch(waves, info, plan.kernarg, [workgroup_of(i, grid) for i in chunk],
                         block, memory, tags=chunk)
        if record:   # (the device model's LDS: each access's bank cycles)
            waves.lds_rows.observe(banks=BankRecorder(program.target.lds_banks))
        # (each wave's executed stream from the batch's log; the device model's also its
        # accesses' cache lines: the batch logs them)
        log = [] if plan.summarised else None
        line_log = [] if record else None
        try:
            steps = run_batch(waves, program, [info.entry] * waves.count, per_group,
                              max_steps=plan.max_steps, wide=batch > 1, lines=line_log,
                              log=log, tally=tally, options=plan.options,
                              skipped=plan.skipped)
        except RunError as exc:
            raise _fault(exc, program, info, chunk, per_group, grid,
                         resident and len(chunk) < len(ids), len(ids)) from None
        retired += int(steps.sum())
        if plan.summarised:
            executed = streams(log, waves.count)
            recorded = wave_streams(executed, line_log, memory_pcs) if record else None
            summaries += _summaries(plan, program, chunk, per_group, executed, recorded)
        waves.release()   # (its waves refer to it: freed now, not by a collection)
    return retired, summaries, tally


def _summaries(plan: LaunchPlan, program, chunk, per_group: int, executed, recorded):
    """Each wave's ``WaveRecord`` of a batch: its workgroup and index, the accountant's
    counts of its executed stream (``cycles``), its WaveStream for the device model
    (``record``) and the PCs it retired (``stream``)."""
    accountants = stream_accountants(program, executed) if plan.cycles else \
        [None] * len(executed)
    return [WaveRecord(workgroup_of(chunk[row // per_group], plan.grid), row % per_group,
                       dict(accountant.report().summary()) if accountant else {},
                       recorded[row] if plan.record else None,
                       executed[row] if plan.stream else None)
            for row, accountant in enumerate(accountants)]


def _fault(exc: RunError, program, info, chunk, per_group: int, grid, held: bool,
           total: int) -> LaunchFault:
    """A wave's RunError as the launch's fault: the kernel, workgroup and wave, where in
    the source, and the workgroups of its batch still running (``held``: the batch held
    only part of a grid whose workgroups may wait on one another)."""
    row = getattr(exc, "wave", 0)
    stuck = _stuck(program, getattr(exc, "unfinished", ()), chunk, per_group, grid)
    if stuck and held:
        stuck += (f"; the device holds {len(chunk)} of the grid's {total} "
                  "workgroups at once, so a wait on a later one cannot end")
    return LaunchFault(f"kernel '{short_name(info.name)}', workgroup "
                       f"{workgroup_of(chunk[row // per_group], grid)}, wave "
                       f"{row % per_group}: {exc.at_source(program)}{stuck}")


def _stuck(program: Program, unfinished, chunk, per_group: int, grid) -> str:
    """The workgroups of a batch that had not ended when it stopped, and where their waves
    stood: '; still running: workgroup (1, 0, 0) at pc 7 (k.s:19: s_cbranch_scc1 …)'."""
    if len(unfinished) < 2:
        return ""
    where: dict = {}
    for row, pc in unfinished:
        where.setdefault(workgroup_of(chunk[row // per_group], grid), set()).add(pc)
    parts = []
    for group, pcs in list(where.items())[:8]:
        pc = min(pcs)
        inst = program.instructions[pc] if 0 <= pc < len(program.instructions) else None
        line = f" ({inst.loc.filename}:{inst.loc.line}: {inst})" if inst is not None else ""
        parts.append(f"workgroup {group} at pc {pc}{line}")
    more = f" and {len(where) - 8} more" if len(where) > 8 else ""
    return "; still running: " + ", ".join(parts) + more


# The launch a pool of forked workers serves, by key: each worker finds it here as the
# launching process left it when it forked them (the memory image is not sent to each one).
_INHERITED: dict = {}
_LAUNCH_KEYS = itertools.count()


def _run_chunk(task) -> tuple:
    """Worker: run some workgroups (a range of linear ids) of a launch on a private copy of
    its memory; return what they stored, the instructions retired, the waves' summaries,
    the atomics and the fidelity tally. ``task``: (the ``LaunchPlan``, the memory image,
    the ids), or ("inherited", key, ids) for a launch this forked worker holds in
    ``_INHERITED``."""
    if task[0] == "inherited":
        task = (*_INHERITED[task[1]], task[2])
    plan, image, ids = task
    memory = Memory.from_image(image, shared=True)
    log = AtomicLog()
    memory.observe(atomics=log)
    retired, summaries, tally = run_workgroups(plan, plan.program, memory, ids)
    changes = []
    for index, ((_, old, _), alloc) in enumerate(zip(image, memory.allocations)):
        if index in memory.shared:   # (never written: still the image's own bytes)
            continue
        # (bytes atomics touched are replayed, not copied)
        excluded = Memory.atomic_bytes(log.entries, index, old.size) if log.entries else None
        found = changes_between(old, alloc.data, excluded)
        if found is not None:
            changes.append((index, found))
    return changes, retired, summaries, log.entries, tally

def run_in_pool(executor, workers, plan: LaunchPlan, total: int, memory):
    """The workgroups dealt round-robin to a process pool (``executor``, else one of
    ``workers`` processes); each worker's stores merged into ``memory`` and its atomics
    replayed in workgroup order. (instructions retired, the WaveRecords, tally)."""
    own = executor is None
    # (a pool of this launch's own whose workers fork from this process: they inherit the
    # launch, memory image included, rather than each unpickling its own copy of it)
    inherit = own and multiprocessing.get_start_method() == "fork"
    key = next(_LAUNCH_KEYS) if inherit else None
    if inherit:
        _INHERITED[key] = (plan, memory.image())
    pool = executor or ProcessPoolExecutor(max_workers=workers or os.cpu_count())
    try:
        count = workers or getattr(pool, "_max_workers", None) or os.cpu_count() or 1
        ranges = [range(i, total, count) for i in range(min(count, total))]
        tasks = [("inherited", key, ids) for ids in ranges] if inherit else \
            [(plan, memory.image(), ids) for ids in ranges]
        results = list(pool.map(_run_chunk, tasks))
    except BrokenExecutor as exc:
        raise LaunchError(f"kernel '{short_name(plan.kernel)}': a worker process died during "
                          f"the launch ({type(exc).__name__}: {exc}); no buffer was changed") \
            from None
    finally:
        if own:
            pool.shutdown()
        _INHERITED.pop(key, None)
    retired, records, atomics, tally = 0, [], [], {}
    for changes, steps, waves, log, counted in results:
        retired += steps
        records += waves
        atomics += log
        tally = _fidelity.merge(tally, counted)
        for index, found in changes:
            apply_changes(memory.allocations[index].data, found)
    # every worker's atomics, again, on the merged memory in workgroup order: the bytes
    # one process leaves (for atomics whose operands do not depend on returned values)
    memory.replay(sorted(atomics, key=lambda entry: entry[0]))
    records.sort(key=lambda w: w.order)
    return retired, records, tally

def run_replaying(plan: LaunchPlan, program: Program, memory: Memory, ids, batch: int,
                   replay: bool, resident: bool = False):
    """``run_workgroups`` in this process, ``batch`` waves at a time (``resident``: the
    workgroups the device holds at once, for kernels whose atomics return values: they may
    wait on one another). With ``replay``, a kernel's global
    atomics (none returning a value) are then replayed in workgroup order on the bytes
    they touched as they were before the launch — as the pool's workers' are — so what
    they leave depends neither on the batching nor on the workers."""
    if not replay or not uses_global_atomics(program, kernel_info(program, plan.kernel)):
        return run_workgroups(plan, program, memory, ids, batch, resident)
    before = [a.data.copy() for a in memory.allocations]
    atomics = AtomicLog()
    memory.observe(atomics=atomics)
    try:
        result = run_workgroups(plan, program, memory, ids, batch, resident)
        log = atomics.entries
    finally:
        memory.forget(atomics=True)
    for index, (old, alloc) in enumerate(zip(before, memory.allocations)):
        touched = Memory.atomic_bytes(log, index, old.size)
        alloc.data[touched] = old[touched]
    memory.replay(sorted(log, key=lambda entry: entry[0]))
    return result
