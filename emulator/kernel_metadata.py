"""A kernel's interface as its code object describes it: the ``amdhsa.kernels`` metadata
(YAML from assembly, msgpack from a code object) read into ``KernelInfo`` and its
``KernelArg`` list, and each argument a caller gives checked and packed by its declared
kind and type (buffers by pointee, scalars by size); the launch's errors."""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np
import yaml

from isa import IsaError
from isa.assembler import assemble
from isa.code_object import load as load_code_object
from isa.program import Program

from emulator.execution.runtime import program_state
from emulator.state.operands import is_numeric


class _MetadataLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):   # (libyaml's: 10x)
    """YAML as LLVM writes it: ``!str`` marks a scalar that must stay a string (``N``)."""


_MetadataLoader.add_constructor("!str", lambda loader, node: loader.construct_scalar(node))


# (how many kernel files' programs and notes a process keeps: a test suite or a corpus
# launches some dozens in turn, and a least-recently-used cache smaller than the cycle
# through them keeps none — every launch would assemble its file again)
PROGRAMS_KEPT = 64


@functools.lru_cache(maxsize=PROGRAMS_KEPT)
def parse_metadata(text: str) -> dict:
    """The parsed ``amdhsa.kernels`` note (shared between launches: read, never changed)."""
    return yaml.load(text, Loader=_MetadataLoader) or {}


@functools.lru_cache(maxsize=PROGRAMS_KEPT)
def assembled_program(text: str | bytes, filename: str, target) -> Program:
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
class Aggregate:
    """A by-value argument that holds buffer addresses: a struct's ``raw`` bytes (as many as
    the argument's size) and, at each ``(offset, array, name)`` of ``pointers``, a buffer
    (an array, or a Pointer into one) whose address is written there — uploaded, shared and
    copied back after the launch as a buffer argument's is (``name`` says which field, in
    errors)."""

    raw: bytes
    pointers: tuple = ()


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
        meta = parse_metadata(program.metadata)
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


def describe_arg(arg: KernelArg) -> str:
    name = f"'{arg.name}'" if arg.name else str(arg.index)
    return f"argument {name} ({arg.type_name or arg.value_kind})"


def check_buffer(arg: KernelArg, value) -> np.ndarray:
    """A buffer argument: a numeric numpy array in native byte order whose element type
    matches the pointer's (float for float, same size; any integer or raw ml_dtypes format of
    the same size for an integer pointer — bf16 and fp8 travel as ushort and uchar)."""
    if not isinstance(value, np.ndarray):
        raise LaunchError(f"{describe_arg(arg)} is a buffer: give a numpy array, not "
                          f"{type(value).__name__}")
    dtype = value.dtype
    if not is_numeric(dtype):
        raise LaunchError(f"{describe_arg(arg)}: cannot pass an array of {dtype} (numbers "
                          "only)")
    if not dtype.isnative:
        raise LaunchError(f"{describe_arg(arg)}: the array is {dtype.str} (not this "
                          "machine's byte order); convert it with "
                          "a.astype(a.dtype.newbyteorder('='))")
    element = _element_type(arg.type_name)
    if element is not None:
        kind, size = element
        fits = dtype.itemsize == size and (dtype.kind == "f" if kind == "float"
                                           else dtype.kind in "biuV")
        if not fits:
            raise LaunchError(f"{describe_arg(arg)} points to {size}-byte "
                              f"{'floats' if kind == 'float' else 'integers'}: an array of "
                              f"{dtype} does not match")
    return value


def pack_scalar(arg: KernelArg, value) -> bytes:
    """A by-value argument packed to its size: integers for integer types (no float, not
    even an integral one), any real number for float types, by the metadata's type name."""
    element = _element_type(arg.type_name)
    if isinstance(value, (bool, np.bool_)) and not arg.type_name.startswith(("bool", "_Bool")):
        raise LaunchError(f"{describe_arg(arg)} takes a number, not a bool")
    is_int = isinstance(value, (int, np.integer))
    if not (is_int or isinstance(value, (float, np.floating))):
        raise LaunchError(f"{describe_arg(arg)} takes a number, got "
                          f"{type(value).__name__}")
    if element is not None and element[0] == "float" or element is None and not is_int:
        if arg.size not in (2, 4, 8):
            raise LaunchError(f"{describe_arg(arg)}: a float of {arg.size} bytes")
        dtype = {2: np.float16, 4: np.float32, 8: np.float64}[arg.size]
        with np.errstate(over="ignore"):
            packed = np.array(value, dtype=dtype)
        if np.isfinite(value) and not np.isfinite(packed):
            raise LaunchError(f"{describe_arg(arg)}: {value} is beyond the range of "
                              f"{np.dtype(dtype).name}")
        return packed.tobytes()
    if not is_int:
        raise LaunchError(f"{describe_arg(arg)} takes an integer, got "
                          f"{type(value).__name__} {value!r}")
    value = int(value)
    if not -(1 << (8 * arg.size - 1)) <= value < (1 << (8 * arg.size)):
        raise LaunchError(f"{describe_arg(arg)}: {value} does not fit in {arg.size} bytes")
    return (value & ((1 << (8 * arg.size)) - 1)).to_bytes(arg.size, "little")


def kernel_code(program: Program, info: KernelInfo):
    """The instructions from the kernel's label to the next kernel's (or the end); the
    whole program's when the kernel calls functions (s_swappc_b64, s_setpc_b64), which may
    lie anywhere in it. (Found once per program and kernel in the process's runtime: a
    launch asks several times.)"""
    def find():
        starts = sorted(program.labels[k] for k in program.kernel_descriptors
                        if k in program.labels)
        end = next((s for s in starts if s > info.entry), len(program.instructions))
        code = program.instructions[info.entry:end]
        if any(i.mnemonic in ("s_swappc_b64", "s_setpc_b64") for i in code):
            code = program.instructions
        return code
    return program_state(program).derive(("kernel code", info.entry), find)


def is_global_atomic(inst) -> bool:
    return bool(getattr(inst.spec, "atomic", "")) and inst.spec.encoding != "DS"


def _global_atomics(program: Program, info: KernelInfo) -> tuple[bool, bool]:
    """(whether the kernel's code holds a global atomic, whether one returns its old value),
    looked for once per program and kernel (a launch asks several times)."""
    def find():
        code = kernel_code(program, info)
        return (any(is_global_atomic(i) for i in code),
                any(is_global_atomic(i) and ("sc0" in i.mods or "glc" in i.mods)
                    for i in code))
    return program_state(program).derive(("global atomics", info.entry), find)


def uses_global_atomics(program: Program, info: KernelInfo) -> bool:
    """Whether the kernel's code holds a global atomic."""
    return _global_atomics(program, info)[0]


def uses_returned_atomics(program: Program, info: KernelInfo) -> bool:
    """Whether a global atomic's old value comes back to the kernel (sc0/glc: a ticket, a
    compare-and-swap loop). Then what a workgroup does depends on the ones before it, and
    the launch runs in one process, whatever the executor: workers that each start from the
    initial memory would see other values (atomics that return nothing are replayed in
    workgroup order instead, which gives one process's bytes)."""
    return _global_atomics(program, info)[1]


