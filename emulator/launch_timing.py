"""What a launch's timing adds to running it: each wave's time alone on a compute unit
(``cycles=True``), a cycle accountant for each distinct executed stream (the per-wave
counts), and the profile by source line (timing/profile.py) from the device model's report
or from the accountants; the device and memory model a timed launch uses."""

from __future__ import annotations

import functools

import numpy as np

from isa.devices import Device
from isa.memory_model import MemoryModel
from isa.peaks import device as find_device
from isa.program import Program

from emulator.kernel_metadata import LaunchError
from emulator.timing.accountant import CycleAccountant, accountant_of
from emulator.timing.compute_unit import simulate
from emulator.timing.device_report import DeviceReport
from emulator.timing.profile import Profile, accountant_table, build as build_profile
from emulator.timing.wave_streams import per_distinct, static_table


def time_each_wave_alone(program: Program, records: list, descriptor: dict,
                         lds_bytes: int, device, memory_model) -> None:
    """Each wave's cycles (into each ``WaveRecord``'s counts) as the device model gives them
    for that wave alone on one CU (cold caches, no other wave): one model of memory for both
    figures a launch reports.
    The accountant's other counts (MFMAs, co-execution, hazards) stay; the rates follow the
    new time. Waves whose streams are equal once their lines are relabelled in the order
    each first touches them (``WaveStream.relabelled``: a wave alone times the same) are
    simulated once."""
    known: dict = {}
    table = static_table(program)
    for record in records:
        recorded = record.recorded.relabelled(table)
        key = recorded.key()
        wave = known.get(key)
        if wave is None:
            wave = known[key] = simulate(program, [[recorded]], descriptor=descriptor,
                                         waves_per_group=1, lds_bytes=lds_bytes,
                                         device=device, memory=memory_model).waves[0]
        total = max(wave["cycles"], 1)
        counts = record.counts
        counts.update(total_cycles=wave["cycles"], time_us=wave["cycles"] / device.clock_mhz,
                      clock_mhz=device.clock_mhz,
                      pipe_busy_fraction=counts.get("mfma_busy_cycles", 0) / total,
                      flops_per_cycle=counts.get("flops", 0) / total,
                      stalls={k: wave[k] for k in ("issue", "vmcnt", "lgkmcnt", "barrier",
                                                   "matrix", "wait_states", "arbitration")})


def stream_accountants(program: Program, executed: list) -> list:
    """A cycle accountant fed with each wave's executed stream (PCs), one per distinct
    stream: waves that ran the same instructions share it."""
    return per_distinct(list(executed), lambda stream: accountant_of(program, stream,
                                                                      keep_timeline=False))


def launch_profile(program: Program, timing: DeviceReport | None, waves: list) -> Profile:
    """The launch's profile by source line: from the device model's charges when it timed
    the launch, else from the accountant's timeline of each wave's stream."""
    if timing is not None:
        table = timing.profile_table
        full = np.zeros((len(program.instructions), table.shape[1]), table.dtype)
        full[:len(table)] = table
        return build_profile(program, full, timing.device, timing.clock_mhz)
    table = accountant_table(program, [w.stream for w in waves],
                             lambda stream: accountant_of(program, stream))
    return build_profile(program, table, "accountant",
                         CycleAccountant(target=program.target).params.clock_mhz)


def source_names(program: Program):
    """A function pc -> "file:line" of where the instruction came from (trace slices)."""
    def name(pc: int) -> str | None:
        place = program.place(pc) if 0 <= pc < len(program.instructions) else None
        return f"{place.file}:{place.line}" if place is not None else None
    return functools.lru_cache(maxsize=None)(name)


def timing_model(device, memory_model, target):
    """The device (a name looked up among ``target``'s, None its default: an unknown one
    fails before anything runs) and the memory model a timed launch uses
    (``memory_model``, else the device's own)."""
    if not isinstance(device, Device):
        device = find_device(device, target)
    if memory_model is not None and not isinstance(memory_model, MemoryModel):
        raise LaunchError(f"memory_model must be a MemoryModel, not "
                          f"{type(memory_model).__name__}")
    return device, memory_model or device.memory
