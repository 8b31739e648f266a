"""Kernel and function symbols as people write them: Itanium C++ names demangled
(``_Z6mfma16ILi8EEvPKDF16_S1_Pf`` -> ``void mfma16<8>(_Float16 const*, _Float16 const*,
float*)``), and the name without return type and parameters (``mfma16<8>``) that errors,
profiles and reports show.

The demanglers are LLVM's ``llvm-cxxfilt`` (the newest on PATH: clang's own, which knows
``DF16_``, _Float16, and from LLVM 20 ``DF16b``, __bf16), then GNU's ``c++filt``, then the
C++ runtime's ``__cxa_demangle`` (through ctypes), each for the names the one before left;
a name none can demangle (an ``extern "C"`` symbol) stays as it is. Results are kept per
process (names do not change)."""

from __future__ import annotations

import ctypes
import ctypes.util
import shutil
import subprocess
from functools import lru_cache

from .path_tools import versioned_on_path

_KNOWN: dict[str, str] = {}


def demangled_all(symbols, tools=None) -> dict[str, str]:
    """Each of ``symbols`` demangled (itself where it cannot be); ``tools``: the
    demangling commands to try first (default: the newest llvm-cxxfilt, then c++filt)."""
    wanted = [s for s in dict.fromkeys(symbols) if s.startswith("_Z") and s not in _KNOWN]
    for tool in (default_tools() if tools is None else tools):
        left = [s for s in wanted if s not in _KNOWN]
        if not left or tool is None:
            continue
        try:
            run = subprocess.run([tool], input="\n".join(left), capture_output=True,
                                 text=True, timeout=60)
        except (OSError, subprocess.TimeoutExpired):
            continue
        lines = run.stdout.splitlines()
        if run.returncode == 0 and len(lines) == len(left):
            _KNOWN.update((s, text.replace("std::bfloat16_t", "__bf16"))
                          for s, text in zip(left, lines) if text != s)
    for symbol in wanted:
        if symbol not in _KNOWN:
            _KNOWN[symbol] = _runtime_demangled(symbol)
    return {s: _KNOWN.get(s, s) for s in symbols}


def demangled(symbol: str) -> str:
    """``symbol`` demangled, or itself when it is no Itanium name (or cannot be)."""
    return demangled_all([symbol])[symbol]


@lru_cache(maxsize=None)
def default_tools() -> tuple:
    """The newest ``llvm-cxxfilt-N`` (or plain ``llvm-cxxfilt``) on PATH, then GNU's."""
    newest = [shutil.which(name) for name in versioned_on_path("llvm-cxxfilt")][:1]
    return tuple(newest + [shutil.which("llvm-cxxfilt"), shutil.which("c++filt")])


@lru_cache(maxsize=None)
def _runtime():
    """The C++ runtime's ``__cxa_demangle``, or None where there is no C++ runtime."""
    for name in ("stdc++", "c++abi", "c++"):
        found = ctypes.util.find_library(name)
        if not found:
            continue
        try:
            function = ctypes.CDLL(found).__cxa_demangle
        except (OSError, AttributeError):
            continue
        function.restype = ctypes.c_void_p
        function.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_void_p,
                             ctypes.POINTER(ctypes.c_int)]
        return function
    return None


def _runtime_demangled(symbol: str) -> str:
    function = _runtime()
    if function is None:
        return symbol
    status = ctypes.c_int(0)
    pointer = function(symbol.encode(), None, None, ctypes.byref(status))
    if not pointer or status.value != 0:
        return symbol
    try:
        return ctypes.string_at(pointer).decode(errors="replace")
    finally:
        ctypes.CDLL(None).free(ctypes.c_void_p(pointer))


def short_name(symbol: str) -> str:
    """A symbol as its source writes the name: demangled, without return type and
    parameters (``mfma16<8>``); an ``extern "C"`` name as it is."""
    return written_name(demangled(symbol))


def parameter_list(signature: str) -> int | None:
    """Where a demangled signature's parameter list opens (its last top-level ``(``, which
    closes at the end), or None when it has none (an ``extern "C"`` name)."""
    if not signature.endswith(")"):
        return None
    depth = 0
    for i in range(len(signature) - 1, -1, -1):
        depth += (signature[i] == ")") - (signature[i] == "(")
        if depth == 0:
            return i
    return None


def written_name(signature: str) -> str:
    """The kernel's name as the source writes it, from its demangled signature: without
    the parameter list and, for a template, the return type (``void g<float, 2>(float*)``
    -> ``g<float, 2>``)."""
    start = parameter_list(signature)
    head = signature[:start] if start is not None else signature
    depth = 0
    for i, c in enumerate(head):   # (a return type ends at a top-level space)
        if c in "<(":
            depth += 1
        elif c in ">)":
            depth -= 1
        elif c == " " and depth == 0:
            return head[i + 1:].strip()
    return head
