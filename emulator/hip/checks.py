"""What a HIP compile produced, checked before it runs: functions it calls that nothing
defines, and kernels compiled to nothing.

emulator.hip compiles one source file to assembly and links nothing else into it, so a call
of a function defined neither in the source nor in the bundled headers (the ocml math
functions LLVM cannot lower by itself: ``__ocml_erf_f32`` for erff, the double-precision
transcendentals; ``__ockl_dm_alloc`` for device malloc; an ``extern __device__`` function
of another file) would fail at run time; ``undefined_calls`` finds them in the assembly
(a relocation against a symbol no label defines) so that the compile can name them.

A kernel whose whole body is ``s_endpgm`` is most often code compiled away by the
preprocessor (``#if defined(__gfx90a__)`` on gfx942, a misspelt macro): ``empty_kernels``
finds them, for a warning that names them.
"""

from __future__ import annotations

import re

_REFERENCE = re.compile(r"(?<![\w.$])([A-Za-z_.$][\w.$]*)"
                        r"@(?:rel32|gotpcrel32|gotpcrel|abs32|rel64|abs64)(?:@(?:lo|hi))?")
_DEFINED = re.compile(r"^\s*([A-Za-z_.$][\w.$]*):", re.M)
_SET = re.compile(r"^\s*\.(?:set|equ)\s+([A-Za-z_.$][\w.$]*)\s*,", re.M)
_OCML = re.compile(r"__ocml_(\w+?)_(f16|f32|f64)$")
_TYPES = {"f16": "half", "f32": "float", "f64": "double"}


def undefined_calls(assembly: str) -> list[str]:
    """The symbols the code refers to that the assembly does not define, in order."""
    defined = set(_DEFINED.findall(assembly)) | set(_SET.findall(assembly))
    out: list[str] = []
    for name in _REFERENCE.findall(assembly):
        if name not in defined and name not in out:
            out.append(name)
    return out


def describe_undefined(names: list[str], headers: str, demangled: dict[str, str]) -> str:
    """Why a compile that calls ``names`` cannot run, and what to do (``demangled``: the
    C++ names of the mangled ones)."""
    shown = []
    for name in names:
        ocml = _OCML.match(name)
        shown.append(f"{name} ({ocml.group(1)} on {_TYPES[ocml.group(2)]})" if ocml
                     else demangled.get(name, name))
    if headers == "bundled" and any(n.startswith(("__ocml_", "__ockl_")) for n in names):
        hint = ("ROCm's device library has it: compile with headers='system' (wfemu hip "
                "--headers system) where ROCm is installed; the bundled headers define only "
                "the math functions LLVM lowers by itself (docs/hip.md)")
    else:
        hint = ("emulator.hip compiles one source file and links nothing else: define it in "
                "the source, or include the file that does")
    return f"the code calls {', '.join(shown)}, which nothing in the compile defines: {hint}"


def empty_kernels(assembly: str, symbols) -> list[str]:
    """The kernel symbols whose body is nothing but ``s_endpgm``."""
    lines = assembly.splitlines()
    starts = {m.group(1): i for i, line in enumerate(lines)
              if (m := re.match(r"^([A-Za-z_.$][\w.$]*):", line))}
    out = []
    for symbol in symbols:
        at = starts.get(symbol)
        if at is None:
            continue
        for line in lines[at + 1:]:
            text = line.split(";", 1)[0].strip()
            if not text or text.startswith(".") or text.endswith(":"):
                continue
            if text.split()[0] == "s_endpgm":
                out.append(symbol)
            break
    return out
