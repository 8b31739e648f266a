"""What the hardware and runtime set up before a kernel's first instruction (AMDHSA ABI):
the memory image with the buffers and the kernarg segment (the HSA dispatch packet and
queue before it, hidden arguments after), and each wave's initial state from the kernel
descriptor — user SGPRs in ABI order, workgroup ids, work-item ids in v0, EXEC, MODE,
scratch — for one wave or a whole batch; and after a successful launch, the buffers copied
back into the caller's arrays."""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from isa.errors import require_count
from isa.program import Program
from isa.registers import CONSTANT_SOURCES
from isa.targets import target_or_default

from emulator import device_printf
from emulator.api.wavefront import Wavefront
from emulator.execution.wave_batch import WaveBatch
from emulator.symbols import short_name
from emulator.kernel_metadata import (Aggregate, KernelArg, KernelInfo, LaunchError, Pointer,
                                      check_buffer, describe_arg, explicit_args,
                                      kernel_code, kernel_info, pack_scalar, parse_metadata)
from emulator.state.local_memory import Lds, LdsRows, Scratch, ScratchRows
from emulator.state.memory import MAPPED, Memory


_USER_SGPRS = ((".amdhsa_user_sgpr_private_segment_buffer", 4, "private_segment_buffer"),
               (".amdhsa_user_sgpr_dispatch_ptr", 2, "dispatch_ptr"),
               (".amdhsa_user_sgpr_queue_ptr", 2, "queue_ptr"),
               (".amdhsa_user_sgpr_kernarg_segment_ptr", 2, "kernarg_segment_ptr"),
               (".amdhsa_user_sgpr_dispatch_id", 2, "dispatch_id"),
               (".amdhsa_user_sgpr_flat_scratch_init", 2, "flat_scratch_init"),
               (".amdhsa_user_sgpr_private_segment_size", 1, "private_segment_size"))


@dataclass
class PreparedLaunch:
    memory: Memory
    kernarg: int
    buffers: list[tuple[int, np.ndarray, "KernelArg"]]   # (address, the array, its argument)
    lds_total: int = 0                       # bytes of LDS a workgroup holds
    printf: int | None = None                # the printf buffer's address, if any


def printf_formats(program: Program) -> dict[int, str]:
    """The program's printf formats by hash (its ``amdhsa.printf`` metadata)."""
    return device_printf.formats(parse_metadata(program.metadata)) if program.metadata else {}


def _printf_arguments(program: Program, info: KernelInfo) -> list[str]:
    """The hidden arguments that get the printf buffer: ``hidden_printf_buffer`` when the
    program has buffered printf formats, ``hidden_hostcall_buffer`` when the kernel calls
    the hostcall printf functions (device_printf.HOSTCALL_PRINTF: the bundled header's,
    which write the same records)."""
    calls = tuple(f"{name}@" for name in device_printf.HOSTCALL_PRINTF
                  if name in program.labels)
    used = {"hidden_printf_buffer": bool(printf_formats(program)),
            "hidden_hostcall_buffer": bool(calls) and any(
                getattr(o, "text", "").startswith(calls)   # (a call's address)
                for inst in kernel_code(program, info) for o in inst.operands)}
    return [a.value_kind for a in info.args if used.get(a.value_kind)]


KERNARG_PADDING = 256   # zero bytes after the kernarg segment's last 64-byte line


def prepare_launch(info: KernelInfo, args, grid, block, program: Program | None = None,
             lds_bytes: int = 0) -> PreparedLaunch:
    """Memory with the program's data image, the buffers and the kernarg segment. A
    ``__local`` pointer argument (``dynamic_shared_pointer``) takes the bytes of LDS to
    reserve for it, placed after the kernel's own (static) LDS, then ``lds_bytes`` more for
    the kernel to use as it likes (Triton's ``shared``); at most the target's
    ``lds_bytes`` in all (gfx942: 64 KiB)."""
    explicit = explicit_args(info)
    if len(args) != len(explicit):
        raise LaunchError(f"kernel '{short_name(info.name)}' takes {len(explicit)} arguments "
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
        if arg.value_kind == "dynamic_shared_pointer":
            raw, lds_used = _local_pointer(arg, value, lds_used)
        else:
            raw = _argument_bytes(arg, value, memory, uploaded, buffers)
        segment[arg.offset:arg.offset + arg.size] = raw
    printf = _hidden_arguments(segment, info, program, memory, grid, block, lds_bytes)
    lds_size = target_or_default(program.target if program is not None else None).lds_bytes
    if lds_used + lds_bytes > lds_size:
        raise LaunchError(f"kernel '{short_name(info.name)}' asks for "
                          f"{lds_used + lds_bytes} bytes of LDS ({info.group_segment_size} static + __local arguments + lds_bytes"
                          f"={lds_bytes}); a workgroup has {lds_size}")
    packet = _dispatch_packet(info, grid, block, lds_used + lds_bytes)
    base = memory.upload(np.frombuffer(packet + bytes(QUEUE_BYTES) + bytes(segment),
                                       dtype=np.uint8), name="kernarg")
    kernarg = base + KERNARG_OFFSET
    memory.allocation(base).data[40:48] = np.frombuffer(kernarg.to_bytes(8, "little"),
                                                        dtype=np.uint8)   # (kernarg_address)
    return PreparedLaunch(memory, kernarg, buffers, lds_used + lds_bytes, printf)


def _argument_bytes(arg, value, memory, uploaded: dict, buffers: list) -> bytes:
    """An explicit argument's bytes in the kernarg segment: a buffer's address (uploaded
    once per array; None: a null pointer the kernel leaves unused), or a scalar packed as
    its type says."""
    if arg.value_kind == "global_buffer" and value is None:
        return bytes(arg.size)
    if arg.value_kind == "global_buffer":
        return _buffer_address(arg, value, memory, uploaded, buffers).to_bytes(
            8, "little")[:arg.size]
    if arg.value_kind == "by_value" and isinstance(value, Aggregate):
        if len(value.raw) != arg.size:
            raise LaunchError(f"{describe_arg(arg)} is {arg.size} bytes, got "
                              f"{len(value.raw)}")
        raw = bytearray(value.raw)
        for offset, array, name in value.pointers:
            field = replace(arg, name=name)
            raw[offset:offset + 8] = _buffer_address(field, array, memory, uploaded,
                                                     buffers).to_bytes(8, "little")
        return bytes(raw)
    if arg.value_kind == "by_value":
        return pack_scalar(arg, value)
    raise LaunchError(f"argument {arg.index}: value kind '{arg.value_kind}' is not "
                      "supported")


def _buffer_address(arg, value, memory, uploaded: dict, buffers: list) -> int:
    """The address of a buffer argument (an array, or a Pointer into one): each array
    uploaded once, kept for copying back."""
    offset = 0
    if isinstance(value, Pointer):
        if not 0 <= value.offset <= getattr(value.array, "nbytes", 0):
            raise LaunchError(f"{describe_arg(arg)}: offset {value.offset} lies "
                              "outside its array")
        value, offset = value.array, value.offset
    address = uploaded.get(id(value))
    if address is None:
        address = uploaded[id(value)] = memory.upload(check_buffer(arg, value),
                                                       name=f"arg{arg.index}")
        buffers.append((address, value, arg))
    return address + offset


def _local_pointer(arg, value, lds_used: int) -> tuple[bytes, int]:
    """A ``__local`` pointer's bytes (its LDS offset, 16-byte aligned after what is used,
    as the runtime places it) and the LDS used once its ``value`` bytes are reserved."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)) \
            or value < 0:
        raise LaunchError(f"{describe_arg(arg)} is a __local pointer: give the bytes "
                          f"of LDS to reserve for it (an int), not {value!r}")
    lds_used += -lds_used % 16
    return lds_used.to_bytes(arg.size, "little"), lds_used + int(value)


def _hidden_arguments(segment: bytearray, info, program, memory, grid, block,
                      lds_bytes: int):
    """Code object v5's implicit arguments written into the segment as the ROCm runtime
    fills them (HIP launches whole workgroups, so the remainders stay 0; the dimensions are
    the dispatch packet's, the last one with more than one work-item; the apertures are the
    src_*_base registers); the printf buffer's address when the kernel prints, else None."""
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
    return printf


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


def initialise_batch(batch: WaveBatch, info: KernelInfo, kernarg: int, group_ids, block,
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
    batch.scratch_rows = ScratchRows(batch.count, setup.private) if setup.private else None

    def prepare(wave, row):   # (each wave as the batch makes it: batch._Waves)
        wave.memory, wave.lds = memory, batch.lds_rows.row(row // per_group)
        wave.in_workgroup = per_group > 1
        if setup.private:
            wave.scratch = batch.scratch_rows.row(row)
        wave.tag = tags[row // per_group]
    tags = list(tags) if tags is not None else [0] * len(group_ids)
    batch.prepare = prepare


def wave_for_debugging(program: Program, *, kernel: str, grid=(1, 1, 1), block=(64, 1, 1),
                       args=(), workgroup=(0, 0, 0), wave: int = 0,
                       lds_bytes: int = 0) -> Wavefront:
    """The initial state of one wave of a launch, memory and arguments set up, to step
    through. Its sibling waves do not run: ``s_barrier`` does not wait, and LDS holds only
    what this wave writes."""
    grid, block = grid_dimensions(grid, "grid"), grid_dimensions(block, "block")
    workgroup = tuple((tuple(workgroup) + (0, 0, 0))[:3])
    if any(w >= g for w, g in zip(workgroup, grid)):
        raise LaunchError(f"workgroup {workgroup} is outside the grid {grid}")
    waves = group_waves(block)
    if not 0 <= wave < waves:
        raise LaunchError(f"a workgroup of {block} has waves 0..{waves - 1}, not {wave}")
    info = kernel_info(program, kernel)
    prepared = prepare_launch(info, list(args), grid, block, program,
                        require_count(lds_bytes, "lds_bytes", 0))
    return _wave_state(info, prepared.kernarg, workgroup, block, wave, prepared.memory,
                       Lds(program.target.lds_bytes), program.target)


def group_waves(block) -> int:
    """The wavefronts of a workgroup of ``block`` work-items (64 to a wave, rounded up)."""
    return -(-block[0] * block[1] * block[2] // 64)


def workgroup_of(linear: int, grid) -> tuple[int, int, int]:
    """Workgroup ``linear`` of the grid, x fastest (the dispatch order)."""
    return (linear % grid[0], linear // grid[0] % grid[1], linear // (grid[0] * grid[1]))


def grid_dimensions(value, what) -> tuple[int, int, int]:
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


def copy_back(info: KernelInfo, prepared: PreparedLaunch, memory: Memory) -> None:
    """Every buffer's new contents into the caller's arrays — all, or (when one the kernel
    changed cannot be written) none."""
    results = [(array, memory.download(address, array.dtype, array.shape), arg)
               for address, array, arg in prepared.buffers]
    for array, new, arg in results:
        if not array.flags.writeable and array.tobytes() != new.tobytes():
            raise LaunchError(f"kernel '{short_name(info.name)}' wrote {describe_arg(arg)}, "
                              "but the array given is read-only; no buffer was changed")
    for array, new, _ in results:
        if array.flags.writeable:   # (a read-only one is unchanged: checked above)
            array[...] = new


def printed(program, prepared: PreparedLaunch, memory: Memory) -> tuple[str, str]:
    """(stdout, stderr): what the kernel's printf calls left in its buffer, decoded."""
    if prepared.printf is None:
        return "", ""
    return device_printf.decode(
        memory.download(prepared.printf, np.uint8, (device_printf.PRINTF_BUFFER_BYTES,)),
        printf_formats(program))
