"""A call's argument types, described without numba, and the numba types they stand for.

A compile in another process needs the signature a call will have, and numba (which types
values with ``numba.typeof``) is not imported by a process running plain twins. So a call's
arguments are described here as plain tuples — an array's dtype, dimensions, layout and
writability (numba's type ignores alignment); a scalar's kind — that a child turns back
into the numba types ``typeof`` gives (``numba_types``); tests/test_jit.py holds the two equal on real calls.
"""

from __future__ import annotations

import numpy as np

_INT64 = (-(1 << 63), 1 << 63)


class Undescribable(TypeError):
    """An argument this module cannot describe (the entry then compiles where it runs)."""


def describe(value) -> tuple:
    """The description of one argument (see the module docstring)."""
    if isinstance(value, np.ndarray):
        flags = value.flags
        layout = "C" if flags.c_contiguous else "F" if flags.f_contiguous else "A"
        return ("array", value.dtype.str, value.ndim, layout, bool(flags.writeable))
    if isinstance(value, (bool, np.bool_)):
        return ("bool",)
    if isinstance(value, np.generic):
        return ("scalar", value.dtype.str)
    if isinstance(value, int):
        # (numba types a Python int as int64, or uint64 beyond int64's range)
        return ("int",) if _INT64[0] <= value < _INT64[1] else ("uint",)
    if isinstance(value, float):
        return ("float",)
    if isinstance(value, tuple):
        return ("tuple",) + tuple(describe(v) for v in value)
    raise Undescribable(f"cannot describe a {type(value).__name__} argument")


def describe_call(args) -> tuple:
    return tuple(describe(a) for a in args)


def numba_type(description: tuple):
    """The numba type ``numba.typeof`` gives a value of ``description`` (imports numba)."""
    import numba
    from numba import types
    kind = description[0]
    if kind == "array":
        _, dtype, ndim, layout, writeable = description
        return types.Array(numba.from_dtype(np.dtype(dtype)), ndim, layout,
                           readonly=not writeable)
    if kind == "bool":
        return types.boolean
    if kind == "scalar":
        return numba.from_dtype(np.dtype(description[1]))
    if kind == "int":
        return types.int64
    if kind == "uint":
        return types.uint64
    if kind == "float":
        return types.float64
    if kind == "tuple":
        return types.BaseTuple.from_types([numba_type(d) for d in description[1:]])
    raise ValueError(f"unknown argument description {description!r}")


def numba_types(call: tuple) -> tuple:
    return tuple(numba_type(d) for d in call)
