"""What ``numba`` and ``llvmlite`` stand for in a plain twin (plain.py).

Only what the project's jitted modules use at import: ``njit`` (bare or with arguments:
the function itself, recorded as jitted), ``config.DISABLE_JIT`` (true), ``types`` and
``llvmlite.ir`` (names for the typing and code generation of intrinsics, which a twin
never runs: a module picks its Python form under ``DISABLE_JIT``), ``extending.intrinsic``
(the function itself), ``typed.List`` (a list), ``prange`` (``range``).
"""

from __future__ import annotations

import types


def _jit_decorator(mark):
    """``njit`` of a stand-in: ``@njit`` and ``@njit(...)`` both give the function, passed
    to ``mark`` first."""
    def njit(*args, **kwargs):
        if len(args) == 1 and callable(args[0]) and not kwargs:
            return mark(args[0])
        return mark
    return njit


class _Names:
    """Any attribute, call or subscript: names a twin's code mentions but never runs."""

    def __init__(self, path: str) -> None:
        self._path = path

    def __getattr__(self, name: str) -> "_Names":
        if name.startswith("__"):
            raise AttributeError(name)
        return _Names(f"{self._path}.{name}")

    def __call__(self, *args, **kwargs) -> "_Names":
        return self

    def __getitem__(self, key) -> "_Names":
        return self

    def __repr__(self) -> str:
        return f"<plain stand-in {self._path}>"


class _List(list):
    @staticmethod
    def empty_list(*args, **kwargs) -> "_List":
        return _List()


def _module(name: str, **attributes) -> types.ModuleType:
    module = types.ModuleType(name)
    module.__dict__.update(attributes)
    return module


def _identity(fn=None, *args, **kwargs):
    return fn


def numba(mark) -> types.ModuleType:
    """A stand-in ``numba`` whose ``njit`` passes each function it decorates to ``mark``."""
    njit = _jit_decorator(mark)
    module = _module(
        "numba", njit=njit, jit=njit, prange=range, literal_unroll=lambda x: x,
        config=types.SimpleNamespace(DISABLE_JIT=True), types=_Names("numba.types"),
        extending=_module("numba.extending", intrinsic=_identity, register_jitable=njit),
        typed=_module("numba.typed", List=_List), core=_Names("numba.core"))
    module.np = _Names("numba.np")
    return module


LLVMLITE = _module("llvmlite", ir=_Names("llvmlite.ir"), binding=_Names("llvmlite.binding"))


def submodule(top: types.ModuleType, name: str):
    """``from numba.extending import ...``: the stand-in object for ``name``."""
    value = top
    for part in name.split(".")[1:]:
        value = getattr(value, part)
    return value
