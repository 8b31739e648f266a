"""Launching a compiled kernel over a grid of workgroups.

``launch(source, kernel=, grid=, block=, args=)`` reads the kernel's ``.amdhsa_kernel``
descriptor and its ``amdhsa.kernels`` metadata (the YAML note clang emits; from a code
object, its kernel descriptor and msgpack note: isa.code_object), lays the
arguments out in a kernarg segment, and runs every workgroup, in batches of waves that run
each instruction together (emulator/execution/batch.py): a workgroup's wavefronts share one
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
"""

from __future__ import annotations

import functools
import os
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import yaml

from isa import IsaError
from isa.program import Program
from isa.assembler import assemble
from isa.code_object import is_code_object, load as load_code_object
from isa.errors import require_count, require_str
from isa.registers import CONSTANT_SOURCES

from isa.devices import Device
from isa.peaks import device as find_device
from isa.targets import target_or_default

from emulator.timing.accountant import CycleAccountant
from emulator.timing.compute_unit import (DeviceReport, MemoryModel, WaveRecorder, occupancy,
                                          simulate, write_trace)
from emulator.execution.limits import BATCH_WAVES, MAX_WORKGROUPS
from emulator.state.memory import MAPPED, Lds, LdsRows, Memory, Scratch
from emulator.state.operands import is_numeric
from emulator.execution.batch import WaveBatch, register_rows, run_batch, streams
from emulator.execution.runner import RunError
from emulator.execution.options import resolve as resolve_options
from emulator import device_printf, fidelity as _fidelity
from emulator.timing.profile import Profile, accountant_table, build as build_profile
from emulator.source_files import is_hip_path, read_source
from emulator.api.wavefront import Wavefront

_USER_SGPRS = ((".amdhsa_user_sgpr_private_segment_buffer", 4, "private_segment_buffer"),
               (".amdhsa_user_sgpr_dispatch_ptr", 2, "dispatch_ptr"),
               (".amdhsa_user_sgpr_queue_ptr", 2, "queue_ptr"),
               (".amdhsa_user_sgpr_kernarg_segment_ptr", 2, "kernarg_segment_ptr"),
               (".amdhsa_user_sgpr_dispatch_id", 2, "dispatch_id"),
               (".amdhsa_user_sgpr_flat_scratch_init", 2, "flat_scratch_init"),
               (".amdhsa_user_sgpr_private_segment_size", 1, "private_segment_size"))


class _MetadataLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):   # (libyaml's: 10x)
    """YAML as LLVM writes it: ``!str`` marks a scalar that must stay a string (``N``)."""


_MetadataLoader.add_constructor("!str", lambda loader, node: loader.construct_scalar(node))


@functools.lru_cache(maxsize=16)
def _metadata(text: str) -> dict:
    """The parsed ``amdhsa.kernels`` note (shared between launches: read, never changed)."""
    return yaml.load(text, Loader=_MetadataLoader) or {}


@functools.lru_cache(maxsize=16)
def _assembled(text: str | bytes, filename: str, target) -> Program:
    """A kernel file assembled (or, as bytes, a code object loaded) once for all the
    launches of the same text (a Program is not changed by running it: semantics bind once
    per instruction). A worker process forked from the launching one asks with the same key
    (its target included) and finds the same Program, with the hot blocks it has
    compiled."""
    if isinstance(text, bytes):
        return load_code_object(text, target=target, name=filename)
    return assemble(text, filename, target=target)


class LaunchError(IsaError):
    """A kernel that cannot be launched as asked, or that failed while running."""


class LaunchFault(LaunchError):
    """A kernel that failed while running (a memory fault, a runaway loop…)."""


@dataclass(frozen=True)
class Pointer:
    """A buffer argument that points ``offset`` bytes into ``array`` (a torch tensor's
    storage with its storage offset: emulator/triton/tensors.py). Every argument naming
    the same array — as a Pointer or the array itself — points into one allocation, as
    two views of one buffer do on a GPU."""

    array: np.ndarray
    offset: int = 0


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
        meta = _metadata(program.metadata)
        for entry in meta.get("amdhsa.kernels", []):
            if entry.get(".name") == name:
                args = tuple(KernelArg(i, int(a[".offset"]), int(a[".size"]),
                                       a.get(".value_kind", ""), a.get(".type_name", ""),
                                       a.get(".name", ""))
                             for i, a in enumerate(entry.get(".args", [])))
    return KernelInfo(name, program.labels[name], descriptor, args,
                      descriptor.get(".amdhsa_kernarg_size", 0),
                      descriptor.get(".amdhsa_group_segment_fixed_size", 0))


def explicit_args(info: KernelInfo) -> list[KernelArg]:
    """The arguments a caller passes (not the hidden ones the loader fills)."""
    return [a for a in info.args if not a.value_kind.startswith("hidden")]


# OpenCL C / HIP scalar type names of the metadata: float or integer, and element bytes.
_FLOAT_TYPES = {"half": 2, "float": 4, "double": 8, "_Float16": 2, "__fp16": 2}
_INT_TYPES = {"char": 1, "uchar": 1, "signed char": 1, "unsigned char": 1, "short": 2,
              "ushort": 2, "unsigned short": 2, "int": 4, "uint": 4, "unsigned int": 4,
              "long": 8, "ulong": 8, "unsigned long": 8, "size_t": 8, "bool": 1,
              "__bf16": 2, "_Bool": 1}


def _element_type(type_name: str) -> tuple[str, int] | None:
    """("float" | "int", bytes) of a type name's scalar element (``float4*`` -> float, 4),
    or None when the metadata names no type the check knows (then only numbers count)."""
    name = type_name.replace("const", "").replace("*", "").strip()
    base = name.rstrip("0123456789") if name not in _INT_TYPES else name
    if base in _FLOAT_TYPES:
        return "float", _FLOAT_TYPES[base]
    if base in _INT_TYPES:
        return "int", _INT_TYPES[base]
    return None


def _describe_arg(arg: KernelArg) -> str:
    name = f"'{arg.name}'" if arg.name else str(arg.index)
    return f"argument {name} ({arg.type_name or arg.value_kind})"


def _check_buffer(arg: KernelArg, value) -> np.ndarray:
    """A buffer argument: a numeric numpy array in native byte order whose element type
    matches the pointer's (float for float, same size; any integer or raw ml_dtypes format of
    the same size for an integer pointer — bf16 and fp8 travel as ushort and uchar)."""
    if not isinstance(value, np.ndarray):
        raise LaunchError(f"{_describe_arg(arg)} is a buffer: give a numpy array, not "
                          f"{type(value).__name__}")
    dtype = value.dtype
    if not is_numeric(dtype):
        raise LaunchError(f"{_describe_arg(arg)}: cannot pass an array of {dtype} (numbers "
                          "only)")
    if not dtype.isnative:
        raise LaunchError(f"{_describe_arg(arg)}: the array is {dtype.str} (not this "
                          "machine's byte order); convert it with "
                          "a.astype(a.dtype.newbyteorder('='))")
    element = _element_type(arg.type_name)
    if element is not None:
        kind, size = element
        fits = dtype.itemsize == size and (dtype.kind == "f" if kind == "float"
                                           else dtype.kind in "biuV")
        if not fits:
            raise LaunchError(f"{_describe_arg(arg)} points to {size}-byte "
                              f"{'floats' if kind == 'float' else 'integers'}: an array of "
                              f"{dtype} does not match")
    return value


def _pack_scalar(arg: KernelArg, value) -> bytes:
    """A by-value argument packed to its size: integers for integer types (no float, not
    even an integral one), any real number for float types, by the metadata's type name."""
    element = _element_type(arg.type_name)
    if isinstance(value, (bool, np.bool_)) and not arg.type_name.startswith(("bool", "_Bool")):
        raise LaunchError(f"{_describe_arg(arg)} takes a number, not a bool")
    is_int = isinstance(value, (int, np.integer))
    if not (is_int or isinstance(value, (float, np.floating))):
        raise LaunchError(f"{_describe_arg(arg)} takes a number, got "
                          f"{type(value).__name__}")
    if element is not None and element[0] == "float" or element is None and not is_int:
        if arg.size not in (2, 4, 8):
            raise LaunchError(f"{_describe_arg(arg)}: a float of {arg.size} bytes")
        dtype = {2: np.float16, 4: np.float32, 8: np.float64}[arg.size]
        with np.errstate(over="ignore"):
            packed = np.array(value, dtype=dtype)
        if np.isfinite(value) and not np.isfinite(packed):
            raise LaunchError(f"{_describe_arg(arg)}: {value} is beyond the range of "
                              f"{np.dtype(dtype).name}")
        return packed.tobytes()
    if not is_int:
        raise LaunchError(f"{_describe_arg(arg)} takes an integer, got "
                          f"{type(value).__name__} {value!r}")
    value = int(value)
    if not -(1 << (8 * arg.size - 1)) <= value < (1 << (8 * arg.size)):
        raise LaunchError(f"{_describe_arg(arg)}: {value} does not fit in {arg.size} bytes")
    return (value & ((1 << (8 * arg.size)) - 1)).to_bytes(arg.size, "little")


@dataclass
class _Prepared:
    memory: Memory
    kernarg: int
    buffers: list[tuple[int, np.ndarray, "KernelArg"]]   # (address, the array, its argument)
    lds_total: int = 0                       # bytes of LDS a workgroup holds
    printf: int | None = None                # the printf buffer's address, if any


def _printf_formats(program: Program) -> dict[int, str]:
    """The program's printf formats by hash (its ``amdhsa.printf`` metadata)."""
    return device_printf.formats(_metadata(program.metadata)) if program.metadata else {}


def _printf_arguments(program: Program, info: KernelInfo) -> list[str]:
    """The hidden arguments that get the printf buffer: ``hidden_printf_buffer`` when the
    program has buffered printf formats, ``hidden_hostcall_buffer`` when the kernel calls
    the hostcall printf functions (device_printf.HOSTCALL_PRINTF: the bundled header's,
    which write the same records)."""
    hostcall = device_printf.HOSTCALL_PRINTF
    used = {"hidden_printf_buffer": bool(_printf_formats(program)),
            "hidden_hostcall_buffer": hostcall in program.labels and any(
                getattr(o, "text", "").startswith(hostcall + "@")   # (a call's address)
                for inst in _kernel_code(program, info) for o in inst.operands)}
    return [a.value_kind for a in info.args if used.get(a.value_kind)]


KERNARG_PADDING = 256   # zero bytes after the kernarg segment's last 64-byte line


def _prepare(info: KernelInfo, args, grid, block, program: Program | None = None,
             lds_bytes: int = 0) -> _Prepared:
    """Memory with the program's data image, the buffers and the kernarg segment. A
    ``__local`` pointer argument (``dynamic_shared_pointer``) takes the bytes of LDS to
    reserve for it, placed after the kernel's own (static) LDS, then ``lds_bytes`` more for
    the kernel to use as it likes (Triton's ``shared``); at most 64 KiB in all."""
    explicit = explicit_args(info)
    if len(args) != len(explicit):
        raise LaunchError(f"kernel '{info.name}' takes {len(explicit)} arguments "
                          f"({', '.join(a.type_name or a.value_kind for a in explicit)}), "
                          f"got {len(args)}")
    memory = Memory()
    if program is not None and program.data:
        memory.map(program.data_base, program.data, MAPPED)
    # (as the ROCm runtime hands it over: 64-byte aligned and padded, the bytes past the
    # kernel's kernarg size zero; clang merges the tail of the arguments into one wide
    # s_load that can read past that size: s_load_dwordx8 at 0x20 of a 56-byte segment)
    segment = bytearray(-(-max(info.kernarg_size, 1) // 64) * 64 + KERNARG_PADDING)
    buffers = []
    uploaded: dict[int, int] = {}   # (id of an array -> its address: one allocation each)
    lds_used = info.group_segment_size
    for arg, value in zip(explicit, args):
        if arg.value_kind == "global_buffer" and value is None:
            raw = bytes(arg.size)   # (a null pointer: an argument the kernel leaves unused)
        elif arg.value_kind == "global_buffer":
            offset = 0
            if isinstance(value, Pointer):
                if not 0 <= value.offset <= getattr(value.array, "nbytes", 0):
                    raise LaunchError(f"{_describe_arg(arg)}: offset {value.offset} lies "
                                      "outside its array")
                value, offset = value.array, value.offset
            address = uploaded.get(id(value))
            if address is None:
                address = uploaded[id(value)] = memory.upload(_check_buffer(arg, value),
                                                               name=f"arg{arg.index}")
                buffers.append((address, value, arg))
            raw = (address + offset).to_bytes(8, "little")[:arg.size]
        elif arg.value_kind == "dynamic_shared_pointer":
            if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)) \
                    or value < 0:
                raise LaunchError(f"{_describe_arg(arg)} is a __local pointer: give the bytes "
                                  f"of LDS to reserve for it (an int), not {value!r}")
            lds_used += -lds_used % 16   # (16-byte aligned, as the runtime places them)
            raw = lds_used.to_bytes(arg.size, "little")
            lds_used += int(value)
        elif arg.value_kind == "by_value":
            raw = _pack_scalar(arg, value)
        else:
            raise LaunchError(f"argument {arg.index}: value kind '{arg.value_kind}' is not "
                              "supported")
        segment[arg.offset:arg.offset + arg.size] = raw
    # (code object v5's implicit arguments as the ROCm runtime fills them: HIP launches whole
    # workgroups, so the remainders stay 0; the dimensions are the dispatch packet's, the
    # last one with more than one work-item; the apertures are the src_*_base registers)
    dims = max((d + 1 for d in range(3) if grid[d] * block[d] > 1), default=1)
    hidden = {"hidden_block_count_x": grid[0], "hidden_block_count_y": grid[1],
              "hidden_block_count_z": grid[2], "hidden_group_size_x": block[0],
              "hidden_group_size_y": block[1], "hidden_group_size_z": block[2],
              "hidden_grid_dims": dims, "hidden_dynamic_lds_size": lds_bytes,
              "hidden_shared_base": CONSTANT_SOURCES["src_shared_base"],
              "hidden_private_base": CONSTANT_SOURCES["src_private_base"]}
    printf = None
    kinds = _printf_arguments(program, info) if program is not None else []
    if kinds:   # (one buffer for clang's buffered records and for its hostcall calls)
        printf = memory.upload(device_printf.new_buffer(), name="printf buffer")
        hidden.update((kind, printf) for kind in kinds)
    for arg in info.args:
        if arg.value_kind in hidden:
            segment[arg.offset:arg.offset + arg.size] = int(hidden[arg.value_kind]).to_bytes(
                arg.size, "little")
    lds_size = target_or_default(program.target if program is not None else None).lds_bytes
    if lds_used + lds_bytes > lds_size:
        raise LaunchError(f"kernel '{info.name}' asks for {lds_used + lds_bytes} bytes of LDS "
                          f"({info.group_segment_size} static + __local arguments + lds_bytes"
                          f"={lds_bytes}); a workgroup has {lds_size}")
    packet = _dispatch_packet(info, grid, block, lds_used + lds_bytes)
    base = memory.upload(np.frombuffer(packet + bytes(QUEUE_BYTES) + bytes(segment),
                                       dtype=np.uint8), name="kernarg")
    kernarg = base + KERNARG_OFFSET
    memory.allocation(base).data[40:48] = np.frombuffer(kernarg.to_bytes(8, "little"),
                                                        dtype=np.uint8)   # (kernarg_address)
    return _Prepared(memory, kernarg, buffers, lds_used + lds_bytes, printf)


# The dispatch as the loader leaves it in memory, one allocation: the HSA kernel dispatch
# packet (64 bytes; the dispatch_ptr user SGPRs point at it, code object v4 reads blockDim
# and the grid size there), a zero queue (the queue_ptr SGPRs'), then the kernarg segment.
PACKET_BYTES, QUEUE_BYTES = 64, 256
KERNARG_OFFSET = PACKET_BYTES + QUEUE_BYTES


def _dispatch_packet(info: KernelInfo, grid, block, lds_total: int) -> bytes:
    """hsa_kernel_dispatch_packet_t (HSA runtime spec 2.9.6): header (a kernel dispatch,
    barrier bit, system-scope fences), the dimensions, the workgroup size (16 bits each),
    the grid size in work-items (32 bits each), the private and group segment sizes."""
    dims = max((d + 1 for d in range(3) if grid[d] * block[d] > 1), default=1)
    header = 2 | 1 << 8 | 2 << 9 | 2 << 11   # (type KERNEL_DISPATCH, barrier, acquire, release)
    d = info.descriptor
    private = d.get(".amdhsa_private_segment_fixed_size", 0)
    return (np.array([header, dims, *block], dtype="<u2").tobytes() + bytes(2)
            + np.array([g * b for g, b in zip(grid, block)] + [private, lds_total],
                       dtype="<u4").tobytes() + bytes(PACKET_BYTES - 32))


DYNAMIC_STACK = 16 * 1024   # scratch bytes per lane added for a dynamic stack (calls)


def _wave_state(info: KernelInfo, kernarg: int, group_id, block, wave_index: int,
                memory: Memory, lds: Lds, target) -> Wavefront:
    wave = Wavefront(target)
    _initialise(wave, info, kernarg, group_id, block, wave_index, memory, lds)
    return wave


@dataclass(frozen=True)
class _Dispatch:
    """What the descriptor sets in every wave of a launch: MODE, the SGPRs with the same
    value in every wave (user SGPRs, preloaded kernel arguments), where the workgroup ids go,
    the scratch bytes per lane."""
    mode: int
    sgprs: tuple[tuple[int, int], ...]      # (SGPR, value)
    group_id_sgprs: tuple[tuple[int, int], ...]   # (axis, SGPR)
    private: int
    written: int                             # SGPRs s0.. the ABI initialises


def _dispatch(info: KernelInfo, kernarg: int, memory: Memory) -> _Dispatch:
    d = info.descriptor
    mode = (d.get(".amdhsa_float_round_mode_32", 0) | d.get(
        ".amdhsa_float_round_mode_16_64", 0) << 2 | d.get(".amdhsa_float_denorm_mode_32", 3)
        << 4 | d.get(".amdhsa_float_denorm_mode_16_64", 3) << 6 | d.get(
        ".amdhsa_dx10_clamp", 1) << 8 | d.get(".amdhsa_ieee_mode", 1) << 9 | d.get(
        ".amdhsa_fp16_overflow", 0) << 23)   # (MODE as the descriptor sets it)
    private = d.get(".amdhsa_private_segment_fixed_size", 0) + (
        DYNAMIC_STACK if d.get(".amdhsa_uses_dynamic_stack", 0) else 0)
    sgprs = []
    sgpr = 0
    pointers = {"kernarg_segment_ptr": kernarg, "dispatch_ptr": kernarg - KERNARG_OFFSET,
                "queue_ptr": kernarg - QUEUE_BYTES, "dispatch_id": 0}
    for key, count, what in _USER_SGPRS:
        if d.get(key, 0):
            if what in pointers:
                sgprs += [(sgpr, pointers[what] & 0xFFFFFFFF), (sgpr + 1, pointers[what] >> 32)]
            sgpr += count
    preload = d.get(".amdhsa_user_sgpr_kernarg_preload_length", 0)
    if preload:   # kernarg dwords preloaded into the SGPRs after the user SGPRs
        first = 4 * d.get(".amdhsa_user_sgpr_kernarg_preload_offset", 0)
        segment = memory.allocation(kernarg).data.tobytes()[KERNARG_OFFSET:]
        words = np.frombuffer(segment[first:first + 4 * preload].ljust(4 * preload, b"\0"),
                              dtype="<u4")
        sgprs += [(sgpr + i, int(word)) for i, word in enumerate(words)]
        sgpr += preload
    sgpr = max(sgpr, d.get(".amdhsa_user_sgpr_count", sgpr))
    ids = []
    for axis, key in enumerate((".amdhsa_system_sgpr_workgroup_id_x",
                                ".amdhsa_system_sgpr_workgroup_id_y",
                                ".amdhsa_system_sgpr_workgroup_id_z")):
        if d.get(key, 1 if axis == 0 else 0):
            ids.append((axis, sgpr))
            sgpr += 1
    return _Dispatch(mode, tuple(sgprs), tuple(ids), private, sgpr)


def _work_items(block, wave_index: int) -> tuple[np.ndarray, int]:
    """A wave's v0 (work-item ids x | y << 10 | z << 20) and EXEC (its real work-items)."""
    flat = wave_index * 64 + np.arange(64)
    x, y, z = flat % block[0], flat // block[0] % block[1], flat // (block[0] * block[1])
    live = flat < block[0] * block[1] * block[2]
    return ((x | y << 10 | z << 20).astype(np.uint32),
            int(np.packbits(live.astype(np.uint8), bitorder="little").view("<u8")[0]))


def _initialise(wave, info: KernelInfo, kernarg: int, group_id, block, wave_index: int,
                memory: Memory, lds: Lds) -> None:
    """A wave's state at dispatch (the module docstring's ABI), from the descriptor."""
    setup = _dispatch(info, kernarg, memory)
    wave.memory, wave.lds = memory, lds
    wave.mode = setup.mode
    if setup.private:
        wave.scratch = Scratch(setup.private)
    for sgpr, value in setup.sgprs:
        wave.s[sgpr] = value
    for axis, sgpr in setup.group_id_sgprs:
        wave.s[sgpr] = group_id[axis]
    wave.written["s"][:setup.written] = True
    wave.v[0], wave.exec = _work_items(block, wave_index)
    wave.written["v"][0] = True
    wave.pc = info.entry


def _initialise_batch(batch: WaveBatch, info: KernelInfo, kernarg: int, group_ids, block,
                      memory: Memory, tags=None) -> None:
    """``_initialise`` for every wave of a batch of whole workgroups (``group_ids``, one per
    workgroup), with array writes: each workgroup gets its LDS; ``tags`` the workgroups'
    linear ids (what logged atomics carry). Each wave's own state (memory, LDS, scratch,
    tag) it gets as the batch makes it."""
    setup = _dispatch(info, kernarg, memory)
    per_group = batch.count // len(group_ids)
    batch.mode[:] = setup.mode
    batch.mode_version += 1
    for sgpr, value in setup.sgprs:
        batch.s[:, sgpr] = value
    ids = np.repeat(np.array(group_ids, dtype=np.uint32).reshape(-1, 3), per_group, axis=0)
    for axis, sgpr in setup.group_id_sgprs:
        batch.s[:, sgpr] = ids[:, axis]
    items = [_work_items(block, w) for w in range(per_group)]
    batch.v[:, 0] = np.tile(np.array([v0 for v0, _ in items]), (len(group_ids), 1))
    batch.exec[:] = np.tile(np.array([e for _, e in items], dtype=np.uint64), len(group_ids))
    batch.exec_version += 1
    batch.per_group = per_group
    batch.lds_rows = LdsRows(len(group_ids), batch.target.lds_bytes)

    def prepare(wave, row):   # (each wave as the batch makes it: batch._Waves)
        wave.memory, wave.lds = memory, batch.lds_rows.row(row // per_group)
        wave.in_workgroup = per_group > 1
        if setup.private:
            wave.scratch = Scratch(setup.private)
        wave.tag = tags[row // per_group]
    tags = list(tags) if tags is not None else [0] * len(group_ids)
    batch.prepare = prepare


# With workers=None, launches of at most this many waves run in this process: batched, a
# 256-wave GEMM takes about as long as starting a pool of worker processes does (a
# 1,024-wave one runs 1.4-1.6x faster on 2 workers than on 1).
POOL_WAVES = 2 * BATCH_WAVES


def run_batched(program: Program, info: KernelInfo, kernarg: int, ids, grid, block,
                memory: Memory, max_steps: int, batch_waves: int = BATCH_WAVES,
                wide: bool = True, cycles: bool = False, record: bool = False,
                resident: bool = False, stream: bool = False, options=None):
    """Run workgroups ``ids`` (linear, in order) in batches of about ``batch_waves`` waves
    (emulator/execution/batch.py; ``wide=False``: every instruction wave by wave, in the
    same order); returns the instructions retired, each wave's summary with ``cycles``,
    ``record`` or ``stream`` (``cycles``: the accountant's counts; ``record``: its executed
    stream for the device model, under "ops"; ``stream``: the PCs it retired, under
    "stream") and the fidelity tally (pc -> executions of the instructions
    emulator/fidelity.py counts). Atomics are tagged with their workgroup."""
    per_group = _waves_per_group(block)
    ids = list(ids)
    step = max(1, batch_waves // per_group)
    rows = register_rows(program, program.target)
    if record:
        memory.lines = []
    retired, summaries, tally = 0, [], {}
    for start in range(0, len(ids), step):
        chunk = ids[start:start + step]
        batch = WaveBatch(len(chunk) * per_group, program.target, rows)
        _initialise_batch(batch, info, kernarg, [_group_id(i, grid) for i in chunk], block,
                          memory, tags=chunk)
        # (the device model's recorder listens to each wave; cycles come from each distinct
        # executed stream once, after the run: the accountant reads only the instructions)
        recorders = [WaveRecorder(memory) if record else None for _ in range(batch.count)]
        listeners = [(r.on_retire,) for r in recorders] if record else None
        log = [] if cycles or stream else None
        accountants = [None] * batch.count
        try:
            steps = run_batch(batch, program, [info.entry] * batch.count, per_group,
                              max_steps=max_steps, wide=wide, listeners=listeners,
                              lines=record, log=log, tally=tally, options=options)
        except RunError as exc:
            row = getattr(exc, "wave", 0)
            stuck = _stuck(program, getattr(exc, "unfinished", ()), chunk, per_group, grid)
            if stuck and resident and len(chunk) < len(ids):
                stuck += (f"; the device holds {len(chunk)} of the grid's {len(ids)} "
                          "workgroups at once, so a wait on a later one cannot end")
            raise LaunchFault(f"kernel '{info.name}', workgroup "
                              f"{_group_id(chunk[row // per_group], grid)}, wave "
                              f"{row % per_group}: {exc}{stuck}") from None
        retired += int(steps.sum())
        executed = streams(log, batch.count) if log is not None else None
        if cycles:
            accountants = _stream_accountants(program, executed)
        if cycles or record or stream:
            for row, (accountant, recorder) in enumerate(zip(accountants, recorders)):
                summary = dict(accountant.report().summary() if accountant else {},
                               workgroup=_group_id(chunk[row // per_group], grid),
                               wave=row % per_group)
                if recorder is not None:
                    summary["ops"] = recorder.ops
                if stream:
                    summary["stream"] = executed[row]
                summaries.append(summary)
    return retired, summaries, tally


def _time_each_wave_alone(summaries: list, descriptor: dict, lds_bytes: int, device,
                          memory_model) -> None:
    """Each wave's cycles as the device model gives them for that wave alone on one CU
    (cold caches, no other wave): one model of memory for both figures a launch reports.
    The accountant's other counts (MFMAs, co-execution, hazards) stay; the rates follow the
    new time. Waves whose streams are equal (addresses included) are simulated once."""
    known: dict = {}
    for summary in summaries:
        ops = summary["ops"]
        key = tuple(ops)
        wave = known.get(key)
        if wave is None:
            wave = known[key] = simulate([[ops]], descriptor=descriptor, waves_per_group=1,
                                         lds_bytes=lds_bytes, device=device,
                                         memory=memory_model).waves[0]
        total = max(wave["cycles"], 1)
        summary.update(total_cycles=wave["cycles"], time_us=wave["cycles"] / device.clock_mhz,
                       clock_mhz=device.clock_mhz,
                       pipe_busy_fraction=summary.get("mfma_busy_cycles", 0) / total,
                       flops_per_cycle=summary.get("flops", 0) / total,
                       stalls={k: wave[k] for k in ("issue", "vmcnt", "lgkmcnt", "barrier",
                                                    "matrix", "wait_states", "arbitration")})


def _stuck(program: Program, unfinished, chunk, per_group: int, grid) -> str:
    """The workgroups of a batch that had not ended when it stopped, and where their waves
    stood: '; still running: workgroup (1, 0, 0) at pc 7 (k.s:19: s_cbranch_scc1 …)'."""
    if len(unfinished) < 2:
        return ""
    where: dict = {}
    for row, pc in unfinished:
        where.setdefault(_group_id(chunk[row // per_group], grid), set()).add(pc)
    parts = []
    for group, pcs in list(where.items())[:8]:
        pc = min(pcs)
        inst = program.instructions[pc] if 0 <= pc < len(program.instructions) else None
        line = f" ({inst.loc.filename}:{inst.loc.line}: {inst})" if inst is not None else ""
        parts.append(f"workgroup {group} at pc {pc}{line}")
    more = f" and {len(where) - 8} more" if len(where) > 8 else ""
    return "; still running: " + ", ".join(parts) + more


def _stream_accountants(program: Program, executed: list) -> list:
    """A cycle accountant fed with each wave's executed stream (PCs), one per distinct
    stream: waves that ran the same instructions share it."""
    known: dict[bytes, CycleAccountant] = {}
    out = []
    for stream in executed:
        key = stream.tobytes()
        accountant = known.get(key)
        if accountant is None:
            accountant = known[key] = _accountant_of(program, stream, keep_timeline=False)
        out.append(accountant)
    return out


def _accountant_of(program: Program, stream, keep_timeline: bool = True) -> CycleAccountant:
    """A cycle accountant fed with one wave's executed stream (its PCs, in order)."""
    accountant = CycleAccountant(keep_timeline=keep_timeline, target=program.target)
    for pc in stream.tolist():
        accountant.retire(program.instructions[pc])
    return accountant


def wave_for_debugging(program: Program, *, kernel: str, grid=(1, 1, 1), block=(64, 1, 1),
                       args=(), workgroup=(0, 0, 0), wave: int = 0,
                       lds_bytes: int = 0) -> Wavefront:
    """The initial state of one wave of a launch, memory and arguments set up, to step
    through. Its sibling waves do not run: ``s_barrier`` does not wait, and LDS holds only
    what this wave writes."""
    grid, block = _triple(grid, "grid"), _triple(block, "block")
    workgroup = tuple((tuple(workgroup) + (0, 0, 0))[:3])
    if any(w >= g for w, g in zip(workgroup, grid)):
        raise LaunchError(f"workgroup {workgroup} is outside the grid {grid}")
    waves = _waves_per_group(block)
    if not 0 <= wave < waves:
        raise LaunchError(f"a workgroup of {block} has waves 0..{waves - 1}, not {wave}")
    info = kernel_info(program, kernel)
    prepared = _prepare(info, list(args), grid, block, program,
                        require_count(lds_bytes, "lds_bytes", 0))
    return _wave_state(info, prepared.kernarg, workgroup, block, wave, prepared.memory,
                       Lds(program.target.lds_bytes), program.target)


def _waves_per_group(block) -> int:
    """The wavefronts of a workgroup of ``block`` work-items (64 to a wave, rounded up)."""
    return -(-block[0] * block[1] * block[2] // 64)


def _group_id(linear: int, grid) -> tuple[int, int, int]:
    """Workgroup ``linear`` of the grid, x fastest (the dispatch order)."""
    return (linear % grid[0], linear // grid[0] % grid[1], linear // (grid[0] * grid[1]))


def _run_chunk(task) -> tuple:
    """Worker: run some workgroups (a range of linear ids) on a private copy of memory;
    return what they stored, the instructions retired, the waves' summaries, the atomics
    and the fidelity tally."""
    (text, filename, target, name, kernarg, ids, grid, block, allocations, max_steps,
     cycles, record, stream, batch, options) = task
    program = _assembled(text, filename, target)
    info = kernel_info(program, name)
    memory = Memory.from_image(allocations)
    memory.log = []
    before = [a.data.copy() for a in memory.allocations]
    retired, summaries, tally = run_batched(program, info, kernarg, ids, grid, block, memory,
                                            max_steps, batch, batch > 1, cycles, record,
                                            stream=stream, options=options)
    changes = []
    for index, (old, alloc) in enumerate(zip(before, memory.allocations)):
        changed = old != alloc.data
        if memory.log:   # (bytes atomics touched are replayed, not copied)
            changed &= ~Memory.atomic_bytes(memory.log, index, old.size)
        where = np.flatnonzero(changed)
        if where.size:
            changes.append((index, where, alloc.data[where]))
    return changes, retired, summaries, memory.log, tally


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
    device: DeviceReport | None = None   # the device model's timing, with device=
    stdout: str = ""    # what the kernel's printf calls wrote (emulator/device_printf.py)
    stderr: str = ""
    profile: Profile | None = None   # with profile=True: cycles by source line
    # what ran that is not bit-exact by construction (emulator/fidelity.py)
    fidelity: _fidelity.Fidelity = _fidelity.EXACT

    def simd_cycles(self, simds: int = SIMDS_PER_CU) -> list[int]:
        """A bound, not a model: the waves' times alone dealt round-robin to the SIMDs of
        one CU in launch order, each SIMD running its waves one after another (no overlap,
        no shared caches). The launch's time is ``device.kernel_cycles``."""
        totals = [0] * simds
        for number, wave in enumerate(self.wave_cycles):
            totals[number % simds] += wave["total_cycles"]
        return totals


def _triple(value, what) -> tuple[int, int, int]:
    """1 to 3 positive integer dimensions (each below 2^32), padded with 1s."""
    items = tuple(value) if isinstance(value, (tuple, list)) else (value,)
    if not 1 <= len(items) <= 3:
        raise LaunchError(f"{what} takes 1 to 3 dimensions, got {len(items)}: {value!r}")
    for v in items:
        if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer)):
            raise LaunchError(f"{what} {value!r}: each dimension is an integer, not "
                              f"{type(v).__name__} {v!r}")
        if not 1 <= v <= 0xFFFFFFFF:
            raise LaunchError(f"{what} {value!r}: each dimension is 1..2^32-1, not {v}")
    return tuple(int(v) for v in items + (1, 1, 1)[len(items):])


def launch(source, *, kernel: str, grid=(1, 1, 1), block=(64, 1, 1), args=(),
           executor: Executor | None = None, workers: int | None = None,
           max_steps: int = 10_000_000, cycles: bool = False,
           max_workgroups: int = MAX_WORKGROUPS, lds_bytes: int = 0,
           device=None, trace=None, memory_model=None,
           batch: int = BATCH_WAVES, profile: bool = False,
           options=None) -> LaunchResult:
    """Run ``kernel`` of ``source`` (a path, assembly text, a code object — ELF bytes, an
    offload bundle, a .o/.co/.hsaco path — or an assembled Program) over ``grid``
    workgroups of ``block`` work-items.

    One timing model, one set of constants: ``device=`` (a device profile's name,
    "mi300x"…, or an ``isa.devices.Device``) times the launch on that device's compute
    units (timing/compute_unit.py: waves interleaved, occupancy, caches; ``memory_model``:
    a ``MemoryModel`` of other latencies, capacities and bandwidths), in
    ``LaunchResult.device``; ``cycles=True`` does so too (on "mi300x" unless ``device``
    says otherwise) and gives, per wave in ``LaunchResult.wave_cycles``, the device model's
    time for that wave alone on a CU (cold caches, no other wave) beside the accountant's
    counts (MFMAs, co-execution, hazards); ``trace=PATH`` writes the timing as a
    Chrome/Perfetto trace, ``trace=True`` keeps it in ``LaunchResult.device.trace`` (for
    ``device.plot()``). ``profile=True`` gives ``LaunchResult.profile``: the cycles, stalls,
    instructions and MFMA work by source line and by function (timing/profile.py), from
    the device model when it times the launch, else from the single-wave accountant.
    ``LaunchResult.fidelity`` counts the executed instructions whose results are not
    bit-exact by construction (emulator/fidelity.py).

    ``batch``: how many waves run together (whole workgroups; emulator/execution/batch.py);
    1 runs each instruction one wave at a time, in the same order, leaving the same bytes,
    slower. ``options``: an ``emulator.ExecutionOptions`` (compiled blocks, their cache;
    None: the process's), the workers' too.

    Every argument is checked before anything runs: buffers against the pointer types of
    the kernel's metadata, scalars against theirs, the grid (1-3 integer dimensions, at most
    2^32-1 work-items along each, at most ``max_workgroups`` workgroups: a larger grid is
    refused rather than run for hours), ``workers`` (a positive integer or None: the
    machine's cores for a launch of more than ``POOL_WAVES`` waves, this process for a
    smaller one) and ``max_steps`` (per wave). Buffers are copied back only when the
    whole launch succeeded, and all of them or none: a read-only array the kernel wrote is
    an error before any array changes."""
    kernel = require_str(kernel, "kernel")
    max_steps = require_count(max_steps, "max_steps", 1)
    batch = require_count(batch, "batch", 1)
    options = resolve_options(options)
    lds_bytes = require_count(lds_bytes, "lds_bytes", 0)
    max_workgroups = require_count(max_workgroups, "max_workgroups", 1)
    if workers is not None:
        workers = require_count(workers, "workers", 1)
    if executor is not None and not isinstance(executor, Executor):
        raise LaunchError(f"executor must be a concurrent.futures.Executor, not "
                          f"{type(executor).__name__}")
    if isinstance(args, (str, bytes)) or not hasattr(args, "__len__"):
        raise LaunchError(f"args must be a list of the kernel's arguments, not "
                          f"{type(args).__name__}")
    if isinstance(source, Program):   # (a worker loads it again from its text or object)
        program = source
        text = source.code_object or "\n".join(source.lines)
    elif is_code_object(source):
        data = bytes(source) if not isinstance(source, (str, Path)) else Path(source).read_bytes()
        name = str(source) if isinstance(source, (str, Path)) else "<code object>"
        program, text = _assembled(data, name, target_or_default(None)), data
    elif is_hip_path(source):
        raise LaunchError(f"{source} is HIP source: run it with emulator.hip.launch (which "
                          "compiles it with clang and converts the arguments by their types)")
    elif isinstance(source, Path) or (isinstance(source, str) and "\n" not in source):
        text = read_source(source)
        program = _assembled(text, str(source), target_or_default(None))
    elif isinstance(source, str):
        text = source
        program = _assembled(text, "<kernel>", target_or_default(None))
    else:
        raise LaunchError(f"source must be a path, assembly text, a code object (bytes or "
                          f"a .o/.co/.hsaco path) or an isa.Program, not "
                          f"{type(source).__name__}")
    grid, block = _triple(grid, "grid"), _triple(block, "block")
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
    info = kernel_info(program, kernel)
    prepared = _prepare(info, list(args), grid, block, program, lds_bytes)
    memory = prepared.memory
    if trace is not None and device is None:
        device = "mi300x"
    # (every wave's stream is recorded for the device model: the whole launch's time, and
    # with cycles=True each wave's time alone on a CU; one model, one set of constants)
    simulated = record = device is not None or cycles
    if record:
        if not isinstance(device, Device):   # (an unknown name fails before anything runs)
            device = find_device(device if device is not None else "mi300x")
        if memory_model is not None and not isinstance(memory_model, MemoryModel):
            raise LaunchError(f"memory_model must be a MemoryModel, not "
                              f"{type(memory_model).__name__}")
        memory_model = memory_model or MemoryModel()
    # (without the device model, a profile comes from each wave's executed stream)
    stream = bool(profile) and not record
    wave_cycles: list[dict] = []
    waves = total * _waves_per_group(block)
    small = workers is None and waves <= POOL_WAVES   # (a pool would cost more than it saves)
    if (executor is None and (workers == 1 or total == 1 or small)) or \
            _uses_returned_atomics(program, info):
        returned = _uses_returned_atomics(program, info)
        if returned:   # (workgroups that may wait on one another: those the device holds at
            # once run in one batch, taking turns, so that a wait on another one ends)
            batch = max(batch, _resident_waves(info, block, prepared.lds_total,
                                               device if record else None, total))
        retired, wave_cycles, tally = _run_replaying(
            program, info, prepared.kernarg, range(total), grid, block, memory, max_steps,
            batch, wide=batch > 1, replay=not returned, cycles=cycles, record=record,
            resident=returned, stream=stream, options=options)
    else:
        own = executor is None
        pool = executor or ProcessPoolExecutor(max_workers=workers or os.cpu_count())
        try:
            count = workers or getattr(pool, "_max_workers", None) or os.cpu_count() or 1
            image = memory.image()
            tasks = [(text, program.filename, program.target, kernel, prepared.kernarg,
                      range(i, total, count), grid, block, image, max_steps, cycles, record,
                      stream, batch, options)
                     for i in range(min(count, total))]
            results = list(pool.map(_run_chunk, tasks))
        except BrokenExecutor as exc:
            raise LaunchError(f"kernel '{kernel}': a worker process died during the launch "
                              f"({type(exc).__name__}: {exc}); no buffer was changed") from None
        finally:
            if own:
                pool.shutdown()
        retired, atomics, tally = 0, [], {}
        for changes, steps, waves, log, counted in results:
            retired += steps
            wave_cycles += waves
            atomics += log
            tally = _fidelity.merge(tally, counted)
            for index, where, values in changes:
                memory.allocations[index].data[where] = values
        # every worker's atomics, again, on the merged memory in workgroup order: the bytes
        # one process leaves (for atomics whose operands do not depend on returned values)
        memory.replay(sorted(atomics, key=lambda entry: entry[0]))
        wave_cycles.sort(key=lambda w: (w["workgroup"][::-1], w["wave"]))
    _copy_back(info, prepared, memory)
    stdout = stderr = ""
    if prepared.printf is not None:
        stdout, stderr = device_printf.decode(
            memory.download(prepared.printf, np.uint8, (device_printf.PRINTF_BUFFER_BYTES,)),
            _printf_formats(program))
    timing = None
    if cycles:
        _time_each_wave_alone(wave_cycles, info.descriptor, prepared.lds_total, device,
                              memory_model)
    if simulated:
        groups: dict = {}
        for summary in wave_cycles:   # (in launch order: x fastest)
            groups.setdefault(summary["workgroup"][::-1], []).append(summary["ops"])
        timing = simulate([groups[key] for key in sorted(groups)],
                          descriptor=info.descriptor, waves_per_group=_waves_per_group(block),
                          lds_bytes=prepared.lds_total, device=device,
                          memory=memory_model, trace=trace is not None, profile=profile,
                          source=_source_names(program) if trace is not None else None)
        if trace is not None and trace is not True:   # (True: kept in memory, for plot())
            write_trace(timing, trace)
    lines = None
    if profile:
        lines = _profile(program, timing, wave_cycles)
    for summary in wave_cycles:
        summary.pop("ops", None)
        summary.pop("stream", None)
    if not cycles:   # (the entries carried only the recorded streams)
        wave_cycles = []
    return LaunchResult(kernel, grid, block, total, retired,
                        [array for _, array, _ in prepared.buffers], wave_cycles, timing,
                        stdout, stderr, lines, _fidelity.report(program, tally))


def _profile(program: Program, timing: DeviceReport | None, waves: list) -> Profile:
    """The launch's profile by source line: from the device model's charges when it timed
    the launch, else from the accountant's timeline of each wave's stream."""
    if timing is not None:
        table = timing.profile_table
        full = np.zeros((len(program.instructions), table.shape[1]), table.dtype)
        full[:len(table)] = table
        return build_profile(program, full, timing.device, timing.clock_mhz)
    table = accountant_table(program, [w["stream"] for w in waves],
                             lambda stream: _accountant_of(program, stream))
    return build_profile(program, table, "accountant", CycleAccountant().params.clock_mhz)


def _source_names(program: Program):
    """A function pc -> "file:line" of where the instruction came from (trace slices)."""
    def name(pc: int) -> str | None:
        place = program.place(pc) if 0 <= pc < len(program.instructions) else None
        return f"{place.file}:{place.line}" if place is not None else None
    return functools.lru_cache(maxsize=None)(name)


RESIDENT_WAVES = 2048   # at most this many waves run side by side (256 MiB of registers)


def _resident_waves(info: KernelInfo, block, lds_bytes: int, device, total: int) -> int:
    """The waves of the workgroups the device holds at once (its CUs × the workgroups per
    CU the kernel's registers and LDS allow: timing.compute_unit.occupancy), for a grid of
    ``total`` workgroups, at most RESIDENT_WAVES."""
    per_group = _waves_per_group(block)
    device = device if device is not None else find_device("mi300x")
    per_cu = occupancy(info.descriptor, per_group, lds_bytes)["workgroups_per_cu"]
    groups = min(total, device.cus * per_cu, max(RESIDENT_WAVES // per_group, 1))
    return groups * per_group


def _run_replaying(program: Program, info: KernelInfo, kernarg: int, ids, grid, block,
                   memory: Memory, max_steps: int, batch: int, wide: bool, replay: bool,
                   cycles: bool = False, record: bool = False, resident: bool = False,
                   stream: bool = False, options=None):
    """``run_batched`` in this process, ``batch`` waves at a time (``resident``: the
    workgroups the device holds at once, for kernels whose atomics return values: they may
    wait on one another). With ``replay``, a kernel's global
    atomics (none returning a value) are then replayed in workgroup order on the bytes
    they touched as they were before the launch — as the pool's workers' are — so what
    they leave depends neither on the batching nor on the workers."""
    how = (batch, wide, cycles, record, resident, stream, options)
    if not replay or not any(_global_atomic(i) for i in _kernel_code(program, info)):
        return run_batched(program, info, kernarg, ids, grid, block, memory, max_steps,
                           *how)
    before = [a.data.copy() for a in memory.allocations]
    memory.log = []
    try:
        result = run_batched(program, info, kernarg, ids, grid, block, memory, max_steps,
                             *how)
        log = memory.log
    finally:
        memory.log = None
    for index, (old, alloc) in enumerate(zip(before, memory.allocations)):
        touched = Memory.atomic_bytes(log, index, old.size)
        alloc.data[touched] = old[touched]
    memory.replay(sorted(log, key=lambda entry: entry[0]))
    return result


def _kernel_code(program: Program, info: KernelInfo):
    """The instructions from the kernel's label to the next kernel's (or the end); the
    whole program's when the kernel calls functions (s_swappc_b64, s_setpc_b64), which may
    lie anywhere in it."""
    starts = sorted(program.labels[k] for k in program.kernel_descriptors
                    if k in program.labels)
    end = next((s for s in starts if s > info.entry), len(program.instructions))
    code = program.instructions[info.entry:end]
    if any(i.mnemonic in ("s_swappc_b64", "s_setpc_b64") for i in code):
        return program.instructions
    return code


def _global_atomic(inst) -> bool:
    return bool(getattr(inst.spec, "atomic", "")) and inst.spec.encoding != "DS"


def _uses_returned_atomics(program: Program, info: KernelInfo) -> bool:
    """Whether a global atomic's old value comes back to the kernel (sc0/glc: a ticket, a
    compare-and-swap loop). Then what a workgroup does depends on the ones before it, and
    the launch runs in one process, whatever the executor: workers that each start from the
    initial memory would see other values (atomics that return nothing are replayed in
    workgroup order instead, which gives one process's bytes)."""
    return any(_global_atomic(i) and ("sc0" in i.mods or "glc" in i.mods)
               for i in _kernel_code(program, info))


def _copy_back(info: KernelInfo, prepared: _Prepared, memory: Memory) -> None:
    """Every buffer's new contents into the caller's arrays — all, or (when one the kernel
    changed cannot be written) none."""
    results = [(array, memory.download(address, array.dtype, array.shape), arg)
               for address, array, arg in prepared.buffers]
    for array, new, arg in results:
        if not array.flags.writeable and array.tobytes() != new.tobytes():
            raise LaunchError(f"kernel '{info.name}' wrote {_describe_arg(arg)}, but the "
                              "array given is read-only; no buffer was changed")
    for array, new, _ in results:
        if array.flags.writeable:   # (a read-only one is unchanged: checked above)
            array[...] = new
