"""Launching a compiled kernel over a grid of workgroups.

``launch(source, kernel=, grid=, block=, args=)`` reads the kernel's ``.amdhsa_kernel``
descriptor and its ``amdhsa.kernels`` metadata (the YAML note clang emits; from a code
object, its kernel descriptor and msgpack note: isa.code_object;
emulator/kernel_metadata.py), lays the arguments out in a kernarg segment
(emulator/dispatch.py), and runs every workgroup, in batches of waves that run each
instruction together (emulator/execution/batch.py): a workgroup's wavefronts share one
LDS and meet at ``s_barrier``; workgroups are independent and run in this process or
through a ``concurrent.futures`` executor (by default, for launches of more than
``POOL_WAVES`` waves, a process pool over the machine's cores), each worker returning the
bytes its workgroups stored (workgroups that store to the same bytes race, as they do on
the hardware: the result is one of their values).

* ``grid`` counts workgroups per dimension (HIP's gridDim), ``block`` work-items per
  workgroup (blockDim).
* ``args``: a numpy array for a ``global_buffer`` argument (copied in, and copied back into
  the same array after a successful launch) or None (a null pointer: an argument the kernel
  leaves unused, such as Triton's trailing scratch pointers), a number for a ``by_value``
  one (packed to the argument's size: an int as a little-endian integer, a float as
  binary32 or binary64), the bytes of LDS to reserve for a ``dynamic_shared_pointer``
  (``__local``) one; ``lds_bytes`` adds dynamic LDS (Triton's ``shared``).
* The program's data sections (``__constant`` tables) are mapped after its code; each wave
  gets the scratch its descriptor asks for; kernel arguments are preloaded into SGPRs when
  the descriptor says so; MODE starts as the descriptor sets it.
* Atomics under a pool: each worker logs its atomics and returns its stores without the
  bytes they touched; the atomics are replayed in workgroup order on the merged memory,
  which leaves one process's bytes. A kernel whose global atomics return old values runs in
  one process, whatever the executor.
* Initial state per wave (AMDHSA ABI, from the descriptor): user SGPRs in ABI order
  (private segment buffer, dispatch ptr, queue ptr, kernarg segment ptr, dispatch id, flat
  scratch init, private segment size) from s0, then the enabled workgroup ids; work-item
  ids packed in v0 (x bits 0-9, y 10-19, z 20-29, as on gfx90a and gfx942); EXEC covers
  the wave's real work-items.

Timing. One timing model, one set of constants: ``device=`` times the launch on that
device's compute units (timing/compute_unit.py: waves interleaved, occupancy, caches;
``memory_model``: a ``MemoryModel`` of other latencies, capacities and bandwidths), in
``LaunchResult.device``; ``cycles=True`` does so too (on "mi300x" unless ``device`` says
otherwise) and gives, per wave in ``LaunchResult.wave_cycles``, the device model's time for
that wave alone on a CU (cold caches, no other wave) beside the accountant's counts
(MFMAs, co-execution, hazards); ``trace=PATH`` writes the timing as a Chrome/Perfetto
trace, ``trace=True`` keeps it in ``LaunchResult.device.trace`` (for ``device.plot()``).
``profile=True`` gives ``LaunchResult.profile``: the cycles, stalls, instructions and MFMA
work by source line and by function (timing/profile.py), from the device model when it
times the launch, else from the single-wave accountant.

``compute=False`` makes a timing-only launch (for the device model: on "mi300x" unless
``device`` says otherwise): control flow, EXEC and every address run exactly, but the
MFMAs retire uncomputed when no value derived from their results can reach a branch, EXEC,
M0 or an address (timing/skipped_results.py proves it over the program's control flow, or
the launch computes them after all, writes its buffers back and says why); when they are
skipped no buffer is written back. ``LaunchResult.timing_only`` says what was skipped.

Checks. Every argument is checked before anything runs: buffers against the pointer types
of the kernel's metadata, scalars against theirs, the grid (1-3 integer dimensions, at most
2^32-1 work-items along each, at most ``max_workgroups`` workgroups: a larger grid is
refused rather than run for hours), ``workers`` (a positive integer or None: the machine's
cores for a launch of more than ``POOL_WAVES`` waves, this process for a smaller one) and
``max_steps`` (per wave). Buffers are copied back only when the whole launch succeeded, and
all of them or none: a read-only array the kernel wrote is an error before any array
changes.
"""

from __future__ import annotations

from concurrent.futures import Executor
from pathlib import Path

import numpy as np

from isa.code_object import is_code_object
from isa.errors import require_count, require_str
from isa.program import Program
from isa.targets import target_or_default

from emulator import device_printf, fidelity as _fidelity
from emulator.dispatch import copy_back, grid_dimensions, group_waves, prepare_launch, printed
from emulator.execution.limits import BATCH_WAVES, MAX_WORKGROUPS
from emulator.execution.options import resolve as resolve_options
from emulator.kernel_metadata import (KernelInfo, LaunchError, LaunchFault,
                                      assembled_program, kernel_info, uses_returned_atomics)
from emulator.launch_plan import LaunchPlan
from emulator.launch_result import LaunchResult
from emulator.launch_timing import (launch_profile, source_names, time_each_wave_alone,
                                    timing_model)
from emulator.source_files import is_hip_path, read_source
from emulator.timing.compute_unit import simulate
from emulator.timing.device_report import occupancy, write_trace
from emulator.timing.skipped_results import SkipPlan, TimingOnly, skip_plan
from emulator.workgroups import run_in_pool, run_replaying


# (above it, the machine's cores by default: a 1,024-wave GEMM ran 1.4-1.6x faster on 2)
POOL_WAVES = 512


def launch(source, *, kernel: str, grid=(1, 1, 1), block=(64, 1, 1), args=(),
           executor: Executor | None = None, workers: int | None = None,
           max_steps: int = 10_000_000, cycles: bool = False,
           max_workgroups: int = MAX_WORKGROUPS, lds_bytes: int = 0,
           device=None, trace=None, memory_model=None,
           batch: int = BATCH_WAVES, profile: bool = False,
           options=None, target=None, compute: bool = True) -> LaunchResult:
    """Run ``kernel`` of ``source`` (a path, assembly text, a code object — ELF bytes, an
    offload bundle, a .o/.co/.hsaco path — or an assembled Program) over ``grid``
    workgroups of ``block`` work-items, with ``args`` (the module docstring says how each
    kind is passed, how the launch times itself and what it checks first).

    ``device=`` (a device profile's name, "mi300x"…, or an ``isa.devices.Device``;
    ``memory_model``: a ``MemoryModel``) times the launch on that device
    (``LaunchResult.device``); ``cycles=True`` also gives each wave's time alone on a CU
    (``LaunchResult.wave_cycles``); ``trace=PATH`` or ``True`` a Chrome/Perfetto trace;
    ``profile=True`` cycles, stalls and MFMA work by source line (``LaunchResult.profile``);
    ``compute=False`` a timing-only launch (``LaunchResult.timing_only``). ``batch``: how
    many waves run together (1: one at a time, the same bytes, slower); ``options``: an
    ``emulator.ExecutionOptions`` (None: the process's); ``target``: the ``isa.Target``
    text and code objects are assembled for; ``workers``/``executor``: where workgroups
    run; ``max_steps``: per wave; ``max_workgroups``: the largest grid accepted.
    ``LaunchResult.fidelity`` counts the executed instructions whose results are not
    bit-exact by construction (emulator/fidelity.py)."""
    kernel = require_str(kernel, "kernel")
    max_steps, batch, lds_bytes, max_workgroups = _checked_counts(max_steps, batch,
                                                                  lds_bytes, max_workgroups)
    options = resolve_options(options)
    workers = _checked_workers(executor, workers, args)
    program, text = _program_of(source, target)
    grid, block, total = _checked_grid(grid, block, max_workgroups)
    info = kernel_info(program, kernel)
    prepared = prepare_launch(info, list(args), grid, block, program, lds_bytes)
    device, memory_model, record = _timing_request(program, device, memory_model, trace,
                                                   cycles, compute)
    skips = skip_plan(program, options) if not compute else SkipPlan(frozenset())
    # (without the device model, a profile comes from each wave's executed stream)
    plan = LaunchPlan(text, program.filename, program.target, kernel, prepared.kernarg, grid,
                      block, max_steps, batch, options, cycles, record,
                      bool(profile) and not record, skips.skipped)
    retired, records, tally = _run(plan, program, info, prepared, executor, workers, total,
                                   device)
    timing = _timings(plan, program, info, prepared, records, device, memory_model, trace,
                      profile)
    return _result(plan, program, info, prepared, total, retired, records, tally, timing,
                   skips if not compute else None, profile)


def _timing_request(program, device, memory_model, trace, cycles: bool, compute: bool):
    """(the device, its memory model, whether every wave's stream is recorded for it): a
    trace or a timing-only launch is timed on the target's default device when none is
    named. Every wave's stream is recorded for the device model — the whole launch's time,
    and with ``cycles`` each wave's time alone on a CU: one model, one set of constants."""
    if (trace is not None or not compute) and device is None:
        device = program.target.default_device
    record = device is not None or cycles
    if record:
        device, memory_model = timing_model(device, memory_model, program.target)
    return device, memory_model, record


def _result(plan: LaunchPlan, program, info, prepared, total: int, retired: int,
            records: list, tally: dict, timing, skips: SkipPlan | None,
            profile) -> LaunchResult:
    """The launch's result, the buffers copied back (not by a timing-only launch that left
    MFMAs uncomputed) and what the kernel printed read."""
    timing_only = _timing_only(skips, records) if skips is not None else None
    if not plan.skipped:   # (a timing-only launch's buffers hold what uncomputed MFMAs left)
        copy_back(info, prepared, prepared.memory)
    stdout, stderr = printed(program, prepared, prepared.memory)
    lines = launch_profile(program, timing, records) if profile else None
    return LaunchResult(plan.kernel, plan.grid, plan.block, total, retired,
                        [array for _, array, _ in prepared.buffers],
                        _summaries_kept(records, plan.cycles), timing, stdout, stderr, lines,
                        _fidelity.report(program, tally), timing_only)


def _checked_counts(max_steps, batch, lds_bytes, max_workgroups) -> tuple:
    """The launch's counts, each checked (an ArgumentError naming the parameter)."""
    return tuple(require_count(value, name, least) for value, name, least in (
        (max_steps, "max_steps", 1), (batch, "batch", 1), (lds_bytes, "lds_bytes", 0),
        (max_workgroups, "max_workgroups", 1)))


def _timings(plan: LaunchPlan, program, info, prepared, records, device, memory_model,
             trace, profile):
    """Each wave's time alone on a CU into its summary (``cycles``), and the device model's
    report of the launch (when the plan recorded the waves' streams), or None."""
    if plan.cycles:
        time_each_wave_alone(program, records, info.descriptor, prepared.lds_total,
                             device, memory_model)
    if not plan.record:
        return None
    return _device_timing(program, info, plan.block, prepared, records, device,
                          memory_model, trace, profile)


def _summaries_kept(records: list, cycles: bool) -> list:
    """The waves' summaries a result keeps: each wave's counts with ``cycles`` (not the
    recorded streams, which only the timing needed), else none."""
    return [record.summary() for record in records] if cycles else []


def _timing_only(skips: SkipPlan, records) -> TimingOnly:
    """What a timing-only launch left uncomputed: the skipped MFMAs' executions."""
    skipped = skips.skipped
    executions = sum(int(np.isin(w.recorded.pcs, list(skipped)).sum())
                     for w in records) if skipped else 0
    return TimingOnly(executions, len(skipped), skips.reason)


def _checked_workers(executor, workers, args) -> int | None:
    """``workers`` as an int (or None); a LaunchError for an executor that is not one, a
    worker count that is not a positive integer, or arguments that are not a list."""
    if workers is not None:
        workers = require_count(workers, "workers", 1)
    if executor is not None and not isinstance(executor, Executor):
        raise LaunchError(f"executor must be a concurrent.futures.Executor, not "
                          f"{type(executor).__name__}")
    if isinstance(args, (str, bytes)) or not hasattr(args, "__len__"):
        raise LaunchError(f"args must be a list of the kernel's arguments, not "
                          f"{type(args).__name__}")
    return workers


def _in_this_process(program, info, executor, workers, total: int, block) -> bool:
    """Whether the workgroups run here rather than in a pool: one worker asked for, one
    workgroup, a launch too small for a pool to pay (no executor or worker count given),
    or a kernel whose global atomics return values (its workgroups may wait on each
    other: they must share one memory)."""
    small = workers is None and total * group_waves(block) <= POOL_WAVES
    return (executor is None and (workers == 1 or total == 1 or small)) or \
        uses_returned_atomics(program, info)


def _run(plan: LaunchPlan, program, info, prepared, executor, workers, total: int,
         device):
    """Every workgroup of the launch run, here or in a pool of workers: (instructions
    retired, each wave's summary, the instructions' tally). A kernel that fails has what it
    printed before (an assert's message, say) added to its LaunchFault."""
    try:
        return _run_workgroups(plan, program, info, prepared, executor, workers, total,
                               device)
    except LaunchFault as exc:
        stdout, stderr = printed(program, prepared, prepared.memory)
        fault = LaunchFault(f"{exc}\n{device_printf.collapsed(stderr)}" if stderr else str(exc))
        fault.stdout, fault.stderr = stdout, stderr
        raise fault from None


def _run_workgroups(plan: LaunchPlan, program, info, prepared, executor, workers,
                    total: int, device):
    """``_run``'s work: in this process (taking turns as the device would, for kernels
    whose atomics return values) or in a pool."""
    memory = prepared.memory
    if not _in_this_process(program, info, executor, workers, total, plan.block):
        return run_in_pool(executor, workers, plan, total, memory)
    returned = uses_returned_atomics(program, info)
    batch = plan.batch
    if returned:   # (workgroups that may wait on one another: those the device holds at
        # once run in one batch, taking turns, so that a wait on another one ends)
        batch = max(batch, _resident_waves(info, plan.block, prepared.lds_total,
                                           device if plan.record else None, total,
                                           program.target))
    return run_replaying(plan, program, memory, range(total), batch, replay=not returned,
                          resident=returned)

def _program_of(source, target):
    """The Program ``source`` names and the text or object a worker loads it from again."""
    if isinstance(source, Program):
        return source, source.code_object or "\n".join(source.lines)
    if is_code_object(source):
        data = bytes(source) if not isinstance(source, (str, Path)) else Path(source).read_bytes()
        name = str(source) if isinstance(source, (str, Path)) else "<code object>"
        return assembled_program(data, name, target_or_default(target)), data
    if is_hip_path(source):
        raise LaunchError(f"{source} is HIP source: run it with emulator.hip.launch (which "
                          "compiles it with clang and converts the arguments by their types)")
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source):
        text = read_source(source)
        return assembled_program(text, str(source), target_or_default(target)), text
    if isinstance(source, str):
        return assembled_program(source, "<kernel>", target_or_default(target)), source
    raise LaunchError(f"source must be a path, assembly text, a code object (bytes or "
                      f"a .o/.co/.hsaco path) or an isa.Program, not "
                      f"{type(source).__name__}")


def _checked_grid(grid, block, max_workgroups: int):
    """(grid, block, workgroups): the dimensions checked against the hardware's limits and
    ``max_workgroups``."""
    grid, block = grid_dimensions(grid, "grid"), grid_dimensions(block, "block")
    if block[0] * block[1] * block[2] > 1024:
        raise LaunchError(f"a workgroup has at most 1024 work-items, got {block}")
    for axis, (g, b) in enumerate(zip(grid, block)):
        if g * b > 0xFFFFFFFF:
            raise LaunchError(f"grid {grid} of blocks {block}: {g * b} work-items along "
                              f"{'xyz'[axis]}, more than the hardware's 2^32-1")
    total = grid[0] * grid[1] * grid[2]
    if total > max_workgroups:
        raise LaunchError(f"grid {grid} is {total:,} workgroups, more than max_workgroups="
                          f"{max_workgroups:,}; pass a larger max_workgroups to run it anyway")
    return grid, block, total


def _device_timing(program, info, block, prepared, records, device, memory_model, trace,
                   profile):
    """The device model's report of the launch from each wave's recorded stream
    (workgroups in launch order), and its trace written where ``trace`` says."""
    groups: dict = {}
    for record in records:   # (in launch order: x fastest)
        groups.setdefault(record.workgroup[::-1], []).append(record.recorded)
    timing = simulate(program, [groups[key] for key in sorted(groups)],
                      descriptor=info.descriptor, waves_per_group=group_waves(block),
                      lds_bytes=prepared.lds_total, device=device,
                      memory=memory_model, trace=trace is not None, profile=profile,
                      source=source_names(program) if trace is not None else None)
    if trace is not None and trace is not True:   # (True: kept in memory, for plot())
        write_trace(timing, trace)
    return timing


RESIDENT_WAVES = 2048   # at most this many waves run side by side (256 MiB of registers)


def _resident_waves(info: KernelInfo, block, lds_bytes: int, device, total: int,
                    target) -> int:
    """The waves of the workgroups the device holds at once (its CUs × the workgroups per
    CU the kernel's registers and LDS allow: timing.device_report.occupancy), for a grid of
    ``total`` workgroups, at most RESIDENT_WAVES."""
    per_group = group_waves(block)
    device = device if device is not None else target.default_device
    per_cu = occupancy(info.descriptor, per_group, lds_bytes,
                       device.limits)["workgroups_per_cu"]
    groups = min(total, device.cus * per_cu, max(RESIDENT_WAVES // per_group, 1))
    return groups * per_group
