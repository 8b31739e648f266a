"""HIP kernels' names and parameter types, and the arguments a launch converts by them.

A HIP code object's metadata names each kernel by its symbol (Itanium-mangled, unless
``extern "C"``) and gives each argument only a size and a kind: no C++ type, no name. The
types come from clang's own AST of the source (``-ast-dump=json``, the specialisation whose
``mangledName`` is the symbol), the name as written (``gemm<float, 16>``) from the symbol
demangled by the compiler's own llvm-cxxfilt (emulator/hip/compiler.py). A parameter's type decides how a Python value becomes its bytes:

* a pointer takes a numpy array of its pointee's type (``float*``: float32; ``__half*``:
  float16; ``__hip_bfloat16*``: bfloat16 or its uint16 bits; ``__hip_fp8_e4m3_fnuz*``:
  ml_dtypes' float8_e4m3fnuz or its uint8 bits; ``__half2*``: float16, two a pair; an
  integer pointer: an integer array of that size, either signedness; ``float4*``: float32;
  ``void*`` or a struct: any numeric array, or a structured one, whose bytes are written in
  place), or None for a null pointer;
* a floating-point scalar takes a real number, rounded to its format (``float``: 1 is 1.0f);
  an integer one an integer in its range (not a float, not a bool); ``bool`` a bool;
* a vector (``float4``) takes a sequence of its lanes; a struct its bytes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

import numpy as np

from isa import IsaError

from emulator.symbols import parameter_list as _parameter_list


class HipError(IsaError):
    """clang could not compile the source, or a kernel or argument does not fit it;
    ``diagnostics`` holds clang's messages (empty for argument errors)."""

    def __init__(self, message: str, diagnostics: str = "") -> None:
        super().__init__(message)
        self.diagnostics = diagnostics


class HipWarning(UserWarning):
    """The compile did something the source probably did not mean (a kernel compiled to
    nothing)."""


_FLOATS = {"float": np.float32, "double": np.float64, "_Float16": np.float16,
           "__fp16": np.float16, "half": np.float16, "__bf16": "bfloat16",   # (ml_dtypes')
           # (the HIP headers' structs around one number: hip_fp16.h, hip_bf16.h,
           # hip_bfloat16.h, hip_fp8.h; gfx942's fp8 is FNUZ, the OCP types host-only)
           "__half": np.float16, "__hip_bfloat16": "bfloat16", "hip_bfloat16": "bfloat16",
           "__hip_fp8_e4m3_fnuz": "float8_e4m3fnuz", "__hip_fp8_e5m2_fnuz": "float8_e5m2fnuz",
           "__hip_fp8_e4m3": "float8_e4m3fn", "__hip_fp8_e5m2": "float8_e5m2"}
# (the headers' structs of two: a vector of their element)
_PAIRS = {"__half2": ("__half", 2), "__hip_bfloat162": ("__hip_bfloat16", 2)}
_INTEGERS = {"bool": np.bool_, "char": np.int8, "signed char": np.int8,
             "unsigned char": np.uint8, "short": np.int16, "unsigned short": np.uint16,
             "int": np.int32, "unsigned int": np.uint32, "long": np.int64,
             "unsigned long": np.uint64, "long long": np.int64,
             "unsigned long long": np.uint64, "char8_t": np.uint8, "char16_t": np.uint16,
             "char32_t": np.uint32, "wchar_t": np.int32}
_QUALIFIERS = re.compile(r"\b(const|volatile|__restrict__|__restrict|restrict|AS\d+)\b|"
                         r"__attribute__\(\(address_space\(\d+\)\)\)")
# (a vector as clang's AST spells it, and as the demangler does: ``float vector[4]``; and
# HIP's vector types, ``HIP_vector_type<float, 4>``: float4, as ROCm's headers define it)
_VECTOR = re.compile(r"^(.*?)\s*(?:__attribute__\(\(ext_vector_type\((\d+)\)\)\)|"
                     r"\bvector\[(\d+)\])$")
_HIP_VECTOR = re.compile(r"^(?:struct\s+)?HIP_vector_type<(.+),\s*(\d+)u?>$")


@dataclass(frozen=True)
class HipParam:
    """One kernel parameter: its name and type as written, and what the type is:
    ``kind`` "pointer", "scalar", "vector" or "other" (a struct, an enum…);
    ``element`` the numpy type of the pointee, scalar or vector lane (None: no number
    type), ``lanes`` a vector's lane count."""

    name: str
    type: str
    kind: str
    element: np.dtype | None = None
    lanes: int = 1
    canonical: str = ""   # (the type without typedefs, where that differs)
    layout: dict | None = field(default=None, compare=False, hash=False)   # (a struct's)

    def describe(self) -> str:
        shown = self.type + (f", i.e. {self.canonical}" if self.canonical else "")
        return f"parameter '{self.name}' ({shown})" if self.name else \
            f"a parameter of type {shown}"


def parse_type(name: str, written: str, canonical: str | None = None) -> HipParam:
    """A parameter of C++ type ``canonical`` (clang's desugared type; ``written`` as the
    source spells it)."""
    text = _QUALIFIERS.sub(" ", canonical or written)
    text = " ".join(text.split())
    pointer = text.endswith(("*", "&"))
    base = text.rstrip("*& ").strip() if pointer else text
    lanes = 1
    vector = _VECTOR.match(base)
    if vector:
        base, lanes = vector.group(1).strip(), int(vector.group(2) or vector.group(3))
    elif _HIP_VECTOR.match(base):
        vector = _HIP_VECTOR.match(base)
        base, lanes = vector.group(1).strip(), int(vector.group(2))
    if base in _PAIRS and not vector:
        base, lanes = _PAIRS[base]
        vector = True
    element = _FLOATS.get(base) or _INTEGERS.get(base)
    dtype = _dtype(element) if element is not None else None
    plain = canonical if canonical and _bare(canonical) != _bare(written) else ""
    if pointer:
        return HipParam(name, written, "pointer", dtype, lanes, plain)
    if dtype is None:
        return HipParam(name, written, "other", canonical=plain)
    return HipParam(name, written, "vector" if vector else "scalar", dtype, lanes, plain)


def kernel_params(raw, signature: str, layouts: dict | None = None) -> tuple[HipParam, ...]:
    """A kernel's parameters from the compile's [name, written type, type without typedefs]
    rows (the types without typedefs: the compiler's probe, else the demangled signature's,
    else the AST's as written); ``layouts``: a by-value struct's layout by the parameter's
    index (emulator/hip/records.py)."""
    if raw is None:
        return ()
    types = parameter_types(signature) or []
    params = []
    for i, row in enumerate(raw):
        param = parse_type(row[0], row[1], row[2] or (types[i] if len(types) == len(raw)
                                                      else None))
        layout = (layouts or {}).get(str(i))
        if layout is not None and param.kind == "other":
            param = replace(param, layout=layout)
        params.append(param)
    return tuple(params)


def _bare(text: str) -> str:
    """A type compared without spaces and qualifiers (``const float *`` is ``float const*``)."""
    return "".join(_QUALIFIERS.sub(" ", text).split())


def _dtype(element) -> np.dtype:
    if isinstance(element, str):   # (ml_dtypes', imported only for a kernel that takes one)
        import ml_dtypes
        return np.dtype(getattr(ml_dtypes, element))
    return np.dtype(element)


# -- names ---------------------------------------------------------------------------------
def parameter_types(signature: str) -> list[str] | None:
    """The parameter types of a demangled signature (``f(float const*, int)`` -> [float
    const*, int]), or None when it has no parameter list (an ``extern "C"`` name)."""
    start = _parameter_list(signature)
    if start is None:
        return None
    types, depth, current = [], 0, []
    for c in signature[start + 1:-1]:
        if c in "<([":
            depth += 1
        elif c in ">)]":
            depth -= 1
        if c == "," and depth == 0:
            types.append("".join(current).strip())
            current = []
        else:
            current.append(c)
    tail = "".join(current).strip()
    if tail and tail != "void":
        types.append(tail)
    return types


def base_name(name: str) -> str:
    """The unqualified name without template arguments: ``ns::g<float, 2>`` -> ``g``."""
    depth, out = 0, []
    for c in name:
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
        elif depth == 0:
            out.append(c)
    return "".join(out).split("::")[-1].strip()


def normalised(name: str) -> str:
    """A name compared without its spaces (``g<float,2>`` is ``g<float, 2>``)."""
    return "".join(name.split())


# -- clang's AST ---------------------------------------------------------------------------
def json_objects(dump, wanted: tuple[bytes, ...]) -> list:
    """The top-level JSON objects of clang's filtered AST dump (bytes, or a memory map
    of them) whose text holds one of the ``wanted`` strings.

    A filter matches every declaration whose name holds it, so a one-letter kernel name
    brings in most of the headers (hundreds of megabytes): only the objects around a
    wanted string are decoded, each found from the ``{`` that starts its line to the
    next one (clang starts every top-level object at the start of a line)."""
    import json

    hits = []
    for word in wanted:   # (bytes.find: a regex over hundreds of megabytes is slower)
        at = dump.find(word)
        while at >= 0:
            hits.append(at)
            at = dump.find(word, at + len(word))
    out, end = [], 0
    for at in sorted(hits):
        if at < end:
            continue
        start = dump.rfind(b"\n{", 0, at) + 1
        end = dump.find(b"\n{", at)
        end = len(dump) if end < 0 else end + 1
        out.append(json.loads(bytes(dump[start:end])))
    return out


# -- arguments -----------------------------------------------------------------------------
def convert(param: HipParam, value, size: int):
    """What ``emulator.launch`` takes for ``value`` passed as ``param`` (of ``size``
    bytes in the kernarg segment): an array, None, or the argument's bits as an int."""
    if param.kind == "pointer":
        return _pointer(param, value)
    if param.kind == "scalar":
        return _scalar_bits(param, value)
    if param.kind == "vector":
        if isinstance(value, (str, bytes)) or not hasattr(value, "__len__") or \
                len(value) != param.lanes:
            raise HipError(f"{param.describe()} takes {param.lanes} values")
        lanes = HipParam(param.name, param.type, "scalar", param.element)
        bits = 0
        width = param.element.itemsize * 8
        for i, item in enumerate(value):
            bits |= _scalar_bits(lanes, item) << (width * i)
        return bits
    if param.layout is not None and not isinstance(value, (bytes, bytearray)) and not (
            isinstance(value, np.void) and value.dtype.names is None):
        return _struct(param, value, size)
    if isinstance(value, (bytes, bytearray, np.void)):
        raw = bytes(value)
        if len(raw) != size:
            raise HipError(f"{param.describe()} is {size} bytes, got {len(raw)}")
        return int.from_bytes(raw, "little")
    if isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_)):
        return int(value)   # (an enum)
    raise HipError(f"{param.describe()}: give its {size} bytes (bytes), not "
                   f"{type(value).__name__}")


# -- structs by value ------------------------------------------------------------------------
_ARRAY = re.compile(r"^(.*\S)\s*\[(\d+)\]$")


def _struct(param: HipParam, value, size: int):
    """A struct taken by value, from a dict, a dataclass, a ctypes Structure, a numpy
    structured scalar or any object with its fields as attributes, field by field as its
    layout places them (records.py): numbers rounded to their types, nested structs in
    turn, each pointer field's array a buffer of its own (``Aggregate``)."""
    from emulator.kernel_metadata import Aggregate

    raw, pointers = bytearray(size), []
    _fill(param, param.name or "the struct", param.layout["fields"], value, raw, pointers)
    return Aggregate(bytes(raw), tuple(pointers))


def _fill(param: HipParam, path: str, fields: list, value, raw: bytearray,
          pointers: list) -> None:
    """The fields' bytes (their offsets are from the struct's start, nested ones too)."""
    values = _field_values(param, path, value, [f["name"] for f in fields if f["name"]])
    for f in fields:
        name, at = f"{path}.{f['name']}", f["offset"]
        if not f["name"] or "bits" in f:
            what = "a bit-field" if "bits" in f else "a virtual table"
            raise HipError(f"{param.describe()}: {name or path} is {what}; give the struct's "
                           "bytes instead")
        if "fields" in f and parse_type(name, f["type"]).kind == "other":   # (float4: a leaf)
            _fill(param, name, f["fields"], values[f["name"]], raw, pointers)
            continue
        array = _ARRAY.match(f["type"])
        items = [values[f["name"]]]
        kind = f["type"]
        if array:
            kind, count = array.group(1), int(array.group(2))
            items = values[f["name"]]
            if isinstance(items, (str, bytes)) or not hasattr(items, "__len__") or \
                    len(items) != count:
                raise HipError(f"{param.describe()}: {name} ({f['type']}) takes {count} "
                               "values")
        field = parse_type(name, kind)
        for k, item in enumerate(items):
            _place(param, field, item, at, k, raw, pointers)


def _place(param: HipParam, field: HipParam, item, at: int, k: int, raw: bytearray,
           pointers: list) -> None:
    """One element of a field: a pointer's buffer, or a number's (vector's) bytes."""
    if field.kind == "pointer":
        array = _pointer(field, item)
        if array is not None:
            pointers.append((at + 8 * k, array, field.name))
        return
    if field.kind not in ("scalar", "vector"):
        raise HipError(f"{param.describe()}: field {field.name} ({field.type}) is neither a "
                       "number, a vector nor a pointer; give the struct's bytes instead")
    width = field.element.itemsize * field.lanes   # (float3: 12 bytes, as ROCm's)
    bits = convert(field, item, width)
    start = at + width * k
    raw[start:start + width] = bits.to_bytes(width, "little")


def _field_values(param: HipParam, path: str, value, names: list[str]) -> dict:
    """A struct value's fields by name: a dict's items (every field, nothing else), a numpy
    structured scalar's fields, or the attributes of anything else."""
    if isinstance(value, dict):
        unknown = [k for k in value if k not in names]
        missing = [n for n in names if n not in value]
        if unknown or missing:
            said = f"no field '{unknown[0]}'" if unknown else \
                f"missing field(s) {', '.join(missing)}"
            raise HipError(f"{param.describe()}: {path} has {said} (fields: "
                           f"{', '.join(names)})")
        return value
    if isinstance(value, np.void) and value.dtype.names is not None:
        missing = [n for n in names if n not in value.dtype.names]
        if missing:
            raise HipError(f"{param.describe()}: {path} lacks field(s) {', '.join(missing)}")
        return {n: value[n] for n in names}
    missing = [n for n in names if not hasattr(value, n)]
    if missing:
        raise HipError(f"{param.describe()}: give {path} as a dict, a dataclass, a ctypes "
                       f"Structure or an object with its fields (fields: {', '.join(names)}), "
                       f"or its bytes; {type(value).__name__} has no {missing[0]}")
    return {n: getattr(value, n) for n in names}


def _pointer(param: HipParam, value):
    if value is None:
        return None
    if not isinstance(value, np.ndarray):
        raise HipError(f"{param.describe()} is a pointer: give a numpy array (or None), not "
                       f"{type(value).__name__}")
    want = param.element
    if want is None:
        if value.dtype.fields is not None:   # (a struct array for a struct pointer: its bytes)
            if not value.flags.c_contiguous:
                raise HipError(f"{param.describe()}: the struct array must be C-contiguous "
                               "(np.ascontiguousarray)")
            return value.reshape(-1).view(np.uint8)
        return value
    got = value.dtype
    if want.kind == "V":   # (ml_dtypes' bfloat16 and fp8: that type, or its bits)
        fits = got == want or (got.itemsize == want.itemsize and got.kind in "iu")
    elif want.kind == "f":
        fits = got == want
    elif want.kind == "b":
        fits = got.itemsize == 1 and got.kind in "biu"
    else:
        fits = got.itemsize == want.itemsize and got.kind in "iu"
    if not fits:
        raise HipError(f"{param.describe()} points to {want.name}: an array of {got} does "
                       "not match")
    return value


def _is_float(dtype: np.dtype) -> bool:
    """numpy's floats and ml_dtypes' (bfloat16, the fp8 formats: kind "V")."""
    return dtype.kind == "f" or (dtype.kind == "V" and dtype.type.__module__ == "ml_dtypes")


def _scalar_bits(param: HipParam, value) -> int:
    dtype = param.element
    if dtype.kind == "b":
        if not isinstance(value, (bool, np.bool_)):
            raise HipError(f"{param.describe()} takes a bool, not {type(value).__name__}")
        return int(bool(value))
    if isinstance(value, (bool, np.bool_)):
        raise HipError(f"{param.describe()} takes a number, not a bool")
    if _is_float(dtype):
        if not isinstance(value, (int, float, np.integer, np.floating)):
            raise HipError(f"{param.describe()} takes a number, not {type(value).__name__}")
        with np.errstate(over="ignore"):
            rounded = np.array(value, dtype=np.float64).astype(dtype)
        if np.isfinite(float(value)) and not np.isfinite(rounded.astype(np.float64)):
            raise HipError(f"{param.describe()}: {value} is beyond the range of {dtype.name}")
        return int(rounded.view(f"<u{dtype.itemsize}"))
    if not isinstance(value, (int, np.integer)):
        raise HipError(f"{param.describe()} takes an integer, not {type(value).__name__} "
                       f"{value!r}")
    info = np.iinfo(dtype)
    if not info.min <= int(value) <= info.max:
        raise HipError(f"{param.describe()}: {value} is outside {info.min}..{info.max}")
    return int(value) & ((1 << (8 * dtype.itemsize)) - 1)
