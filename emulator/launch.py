"""Launching a compiled kernel over a grid of workgroups.

``launch(source, kernel=, grid=, block=, args=)`` reads the kernel's ``.amdhsa_kernel``
descriptor and its ``amdhsa.kernels`` metadata (the YAML note clang emits), lays the
arguments out in a kernarg segment, and runs every workgroup: its wavefronts share one LDS
and meet at ``s_barrier``; workgroups are independent and run through a
``concurrent.futures`` executor (by default a process pool over the machine's cores), each
worker returning the bytes its workgroups stored (workgroups that store to the same bytes
race, as they do on the hardware: the result is one of their values).

* ``grid`` counts workgroups per dimension (HIP's gridDim), ``block`` work-items per
  workgroup (blockDim).
* ``args``: a numpy array for a ``global_buffer`` argument (copied in, and copied back into
  the same array after a successful launch), a number for a ``by_value`` one (packed to the
  argument's size: an int as a little-endian integer, a float as binary32 or binary64).
* Initial state per wave (AMDHSA ABI, from the descriptor): user SGPRs in ABI order
  (private segment buffer, dispatch ptr, queue ptr, kernarg segment ptr, dispatch id, flat
  scratch init, private segment size) from s0, then the enabled workgroup ids; work-item
  ids packed in v0 (x bits 0-9, y 10-19, z 20-29, as on gfx90a and gfx942); EXEC covers
  the wave's real work-items.
"""

from __future__ import annotations

import os
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import product
from pathlib import Path

import numpy as np
import yaml

from isa import IsaError
from isa.assembler import Program, assemble

from .cycles import CycleAccountant
from .memory import Lds, Memory
from .ops import END
from .runner import RunError, run
from .wavefront import Wavefront

_USER_SGPRS = ((".amdhsa_user_sgpr_private_segment_buffer", 4, "private_segment_buffer"),
               (".amdhsa_user_sgpr_dispatch_ptr", 2, "dispatch_ptr"),
               (".amdhsa_user_sgpr_queue_ptr", 2, "queue_ptr"),
               (".amdhsa_user_sgpr_kernarg_segment_ptr", 2, "kernarg_segment_ptr"),
               (".amdhsa_user_sgpr_dispatch_id", 2, "dispatch_id"),
               (".amdhsa_user_sgpr_flat_scratch_init", 2, "flat_scratch_init"),
               (".amdhsa_user_sgpr_private_segment_size", 1, "private_segment_size"))


class _MetadataLoader(yaml.SafeLoader):
    """YAML as LLVM writes it: ``!str`` marks a scalar that must stay a string (``N``)."""


_MetadataLoader.add_constructor("!str", lambda loader, node: loader.construct_scalar(node))


class LaunchError(IsaError):
    """A kernel that cannot be launched as asked, or that failed while running."""


@dataclass(frozen=True)
class KernelArg:
    index: int
    offset: int
    size: int
    value_kind: str
    type_name: str = ""
    name: str = ""


@dataclass(frozen=True)
class KernelInfo:
    name: str
    entry: int                       # instruction index of the kernel's label
    descriptor: dict
    args: tuple[KernelArg, ...]
    kernarg_size: int
    group_segment_size: int


def kernel_info(program: Program, name: str) -> KernelInfo:
    """The descriptor and argument list of kernel ``name`` in an assembled file."""
    if name not in program.kernel_descriptors or name not in program.labels:
        known = ", ".join(sorted(program.kernel_descriptors)) or "none"
        raise LaunchError(f"{program.filename}: no kernel '{name}' (kernels: {known})")
    descriptor = program.kernel_descriptors[name]
    args: tuple[KernelArg, ...] = ()
    if program.metadata:
        meta = yaml.load(program.metadata, Loader=_MetadataLoader) or {}
        for entry in meta.get("amdhsa.kernels", []):
            if entry.get(".name") == name:
                args = tuple(KernelArg(i, int(a[".offset"]), int(a[".size"]),
                                       a.get(".value_kind", ""), a.get(".type_name", ""),
                                       a.get(".name", ""))
                             for i, a in enumerate(entry.get(".args", [])))
    return KernelInfo(name, program.labels[name], descriptor, args,
                      descriptor.get(".amdhsa_kernarg_size", 0),
                      descriptor.get(".amdhsa_group_segment_fixed_size", 0))


def _explicit(info: KernelInfo) -> list[KernelArg]:
    return [a for a in info.args if not a.value_kind.startswith("hidden")]


def _pack_scalar(arg: KernelArg, value) -> bytes:
    if isinstance(value, np.generic):
        raw = value.tobytes()
        if len(raw) != arg.size:
            raise LaunchError(f"argument {arg.index} ({arg.type_name or arg.value_kind}) takes "
                              f"{arg.size} bytes, got a {value.dtype} value")
        return raw
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise LaunchError(f"argument {arg.index} ({arg.type_name or 'by value'}) takes a "
                          f"number, got {type(value).__name__}")
    if isinstance(value, float) or "float" in arg.type_name or "double" in arg.type_name:
        return np.array(value, dtype=np.float32 if arg.size == 4 else np.float64).tobytes()
    if not -(1 << (8 * arg.size - 1)) <= value < (1 << (8 * arg.size)):
        raise LaunchError(f"argument {arg.index}: {value} does not fit in {arg.size} bytes")
    return int(value & ((1 << (8 * arg.size)) - 1)).to_bytes(arg.size, "little")


@dataclass
class _Prepared:
    memory: Memory
    kernarg: int
    buffers: list[tuple[int, np.ndarray]]    # (address, the caller's array)


def _prepare(info: KernelInfo, args, grid, block) -> _Prepared:
    explicit = _explicit(info)
    if len(args) != len(explicit):
        raise LaunchError(f"kernel '{info.name}' takes {len(explicit)} arguments "
                          f"({', '.join(a.type_name or a.value_kind for a in explicit)}), "
                          f"got {len(args)}")
    memory = Memory()
    segment = bytearray(max(info.kernarg_size, 1))
    buffers = []
    for arg, value in zip(explicit, args):
        if arg.value_kind == "global_buffer":
            if not isinstance(value, np.ndarray):
                raise LaunchError(f"argument {arg.index} ({arg.type_name}) is a buffer: give "
                                  f"a numpy array, not {type(value).__name__}")
            address = memory.upload(value, name=f"arg{arg.index}")
            buffers.append((address, value))
            raw = address.to_bytes(8, "little")[:arg.size]
        elif arg.value_kind == "by_value":
            raw = _pack_scalar(arg, value)
        else:
            raise LaunchError(f"argument {arg.index}: value kind '{arg.value_kind}' is not "
                              "supported")
        segment[arg.offset:arg.offset + arg.size] = raw
    hidden = {"hidden_block_count_x": grid[0], "hidden_block_count_y": grid[1],
              "hidden_block_count_z": grid[2], "hidden_group_size_x": block[0],
              "hidden_group_size_y": block[1], "hidden_group_size_z": block[2],
              "hidden_grid_dims": sum(1 for g, b in zip(grid, block) if g * b > 1) or 1}
    for arg in info.args:
        if arg.value_kind in hidden:
            segment[arg.offset:arg.offset + arg.size] = int(hidden[arg.value_kind]).to_bytes(
                arg.size, "little")
    kernarg = memory.upload(np.frombuffer(bytes(segment), dtype=np.uint8), name="kernarg")
    return _Prepared(memory, kernarg, buffers)


def _wave_state(info: KernelInfo, kernarg: int, group_id, block, wave_index: int,
                memory: Memory, lds: Lds) -> Wavefront:
    d = info.descriptor
    wave = Wavefront()
    wave.memory, wave.lds = memory, lds
    sgpr = 0
    for key, count, what in _USER_SGPRS:
        if d.get(key, 0):
            if what == "kernarg_segment_ptr":
                wave.s[sgpr], wave.s[sgpr + 1] = kernarg & 0xFFFFFFFF, kernarg >> 32
            sgpr += count
    sgpr = max(sgpr, d.get(".amdhsa_user_sgpr_count", sgpr))
    for axis, key in enumerate((".amdhsa_system_sgpr_workgroup_id_x",
                                ".amdhsa_system_sgpr_workgroup_id_y",
                                ".amdhsa_system_sgpr_workgroup_id_z")):
        if d.get(key, 1 if axis == 0 else 0):
            wave.s[sgpr] = group_id[axis]
            sgpr += 1
    wave.written["s"][:sgpr] = True
    items = block[0] * block[1] * block[2]
    flat = wave_index * 64 + np.arange(64)
    x, y, z = flat % block[0], flat // block[0] % block[1], flat // (block[0] * block[1])
    wave.v[0] = (x | y << 10 | z << 20).astype(np.uint32)
    wave.written["v"][0] = True
    live = flat < items
    wave.exec = int(np.packbits(live.astype(np.uint8), bitorder="little").view("<u8")[0])
    wave.pc = info.entry
    return wave


def run_workgroup(program: Program, info: KernelInfo, kernarg: int, group_id, block,
                  memory: Memory, max_steps: int, cycles: bool = False):
    """Run the waves of one workgroup to the end, meeting at barriers; returns the number
    of instructions retired and, with ``cycles``, each wave's cycle summary."""
    lds = Lds()
    count = -(-block[0] * block[1] * block[2] // 64)
    waves = [_wave_state(info, kernarg, group_id, block, w, memory, lds) for w in range(count)]
    accountants = [CycleAccountant(keep_timeline=False) if cycles else None for _ in waves]
    for wave in waves:
        wave.in_workgroup = count > 1
    retired = 0
    live = list(waves)
    while live:
        for wave in list(live):
            accountant = accountants[waves.index(wave)]
            try:
                result = run(wave, program, max_steps=max_steps,
                             trace=accountant.retire if accountant else None)
            except RunError as exc:
                raise LaunchError(f"kernel '{info.name}', workgroup {tuple(group_id)}, wave "
                                  f"{waves.index(wave)}: {exc}") from None
            retired += result.steps
            if result.ended or wave.pc == END:
                live.remove(wave)
        # every wave still alive stopped at a barrier: release them together
    summaries = [dict(a.report().summary(), workgroup=tuple(group_id), wave=w)
                 for w, a in enumerate(accountants) if a is not None]
    return retired, summaries


def wave_for_debugging(program: Program, *, kernel: str, grid=(1, 1, 1), block=(64, 1, 1),
                       args=(), workgroup=(0, 0, 0), wave: int = 0) -> Wavefront:
    """The initial state of one wave of a launch, memory and arguments set up, to step
    through. Its sibling waves do not run: ``s_barrier`` does not wait, and LDS holds only
    what this wave writes."""
    grid, block = _triple(grid, "grid"), _triple(block, "block")
    workgroup = tuple((tuple(workgroup) + (0, 0, 0))[:3])
    if any(w >= g for w, g in zip(workgroup, grid)):
        raise LaunchError(f"workgroup {workgroup} is outside the grid {grid}")
    waves = -(-block[0] * block[1] * block[2] // 64)
    if not 0 <= wave < waves:
        raise LaunchError(f"a workgroup of {block} has waves 0..{waves - 1}, not {wave}")
    info = kernel_info(program, kernel)
    prepared = _prepare(info, list(args), grid, block)
    return _wave_state(info, prepared.kernarg, workgroup, block, wave, prepared.memory, Lds())


def _run_chunk(task) -> tuple[list, int, list]:
    """Worker: run some workgroups on a private copy of memory; return what they stored."""
    text, filename, name, kernarg, groups, block, allocations, max_steps, cycles = task
    program = assemble(text, filename)
    info = kernel_info(program, name)
    memory = Memory.from_image(allocations)
    before = [a.data.copy() for a in memory.allocations]
    retired, summaries = 0, []
    for group in groups:
        steps, waves = run_workgroup(program, info, kernarg, group, block, memory, max_steps,
                                     cycles)
        retired += steps
        summaries += waves
    changes = []
    for index, (old, alloc) in enumerate(zip(before, memory.allocations)):
        where = np.flatnonzero(old != alloc.data)
        if where.size:
            changes.append((index, where, alloc.data[where]))
    return changes, retired, summaries


SIMDS_PER_CU = 4


@dataclass
class LaunchResult:
    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    workgroups: int
    instructions: int
    buffers: list[np.ndarray] = field(default_factory=list)
    wave_cycles: list[dict] = field(default_factory=list)   # per wave, with cycles=True

    def simd_cycles(self, simds: int = SIMDS_PER_CU) -> list[int]:
        """A simple per-SIMD view of one CU: waves dealt round-robin to the SIMDs in launch
        order, each SIMD running its waves one after another (no overlap, no memory
        contention); the kernel takes the busiest SIMD's time."""
        totals = [0] * simds
        for number, wave in enumerate(self.wave_cycles):
            totals[number % simds] += wave["total_cycles"]
        return totals


def _triple(value, what) -> tuple[int, int, int]:
    value = tuple(int(v) for v in (value if isinstance(value, (tuple, list)) else (value,)))
    value = (value + (1, 1, 1))[:3]
    if any(v < 1 for v in value):
        raise LaunchError(f"{what} must be positive, got {value}")
    return value


def launch(source, *, kernel: str, grid=(1, 1, 1), block=(64, 1, 1), args=(),
           executor: Executor | None = None, workers: int | None = None,
           max_steps: int = 10_000_000, cycles: bool = False) -> LaunchResult:
    """Run ``kernel`` of ``source`` (a path, assembly text or an assembled Program) over
    ``grid`` workgroups of ``block`` work-items; buffers are copied back on success."""
    if isinstance(source, Program):
        program, text = source, "\n".join(source.lines)
    elif isinstance(source, Path) or (isinstance(source, str) and "\n" not in source):
        text = Path(source).read_text()
        program = assemble(text, str(source))
    else:
        text = str(source)
        program = assemble(text, "<kernel>")
    grid, block = _triple(grid, "grid"), _triple(block, "block")
    if block[0] * block[1] * block[2] > 1024:
        raise LaunchError(f"a workgroup has at most 1024 work-items, got {block}")
    info = kernel_info(program, kernel)
    prepared = _prepare(info, list(args), grid, block)
    groups = [(x, y, z) for z, y, x in product(range(grid[2]), range(grid[1]),
                                                range(grid[0]))]
    memory = prepared.memory
    wave_cycles: list[dict] = []
    if executor is None and (workers == 1 or len(groups) == 1):
        retired = 0
        for g in groups:
            steps, waves = run_workgroup(program, info, prepared.kernarg, g, block, memory,
                                         max_steps, cycles)
            retired += steps
            wave_cycles += waves
    else:
        own = executor is None
        pool = executor or ProcessPoolExecutor(max_workers=workers or os.cpu_count())
        try:
            count = workers or getattr(pool, "_max_workers", None) or os.cpu_count() or 1
            chunks = [groups[i::count] for i in range(count) if groups[i::count]]
            image = memory.image()
            tasks = [(text, program.filename, kernel, prepared.kernarg, chunk, block, image,
                      max_steps, cycles) for chunk in chunks]
            results = list(pool.map(_run_chunk, tasks))
        finally:
            if own:
                pool.shutdown()
        retired = 0
        for changes, steps, waves in results:
            retired += steps
            wave_cycles += waves
            for index, where, values in changes:
                memory.allocations[index].data[where] = values
        wave_cycles.sort(key=lambda w: (w["workgroup"][::-1], w["wave"]))
    for address, array in prepared.buffers:
        array[...] = memory.download(address, array.dtype, array.shape)
    return LaunchResult(kernel, grid, block, len(groups), retired,
                        [array for _, array in prepared.buffers], wave_cycles)
