"""The layout of a struct a kernel takes by value, as clang lays it out for gfx942.

Kernels in the style of Composable Kernel and aiter take their arguments as one struct of
device pointers and sizes. To pass one from Python field by field, emulator.hip needs each
field's offset and type: clang's own record layout (``-fdump-record-layouts-canonical``,
field types without typedefs) of the parameter's type, asked for through a probe file that
includes the source and wraps each such parameter — ``__type_pack_element<I, A...>`` of the
kernel's own signature, so no type needs spelling — in a struct of its own name
(``__wfemu_layout_N``) whose layout the dump then shows first-hand.

A layout is plain data (kept in the compile cache): ``{"size": bytes, "fields": [field…]}``,
each field ``{"name", "offset", "type", "fields"}`` (``fields``: a nested struct's, else
absent); base classes' fields are their derived struct's; a bit-field has ``"bits"``.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

_PROBE = """
template <class F, unsigned I> struct __wfemu_param_of;
template <class R, class... A, unsigned I> struct __wfemu_param_of<R (*)(A...), I> {
  typedef __type_pack_element<I, A...> type;
};
"""
_LINE = re.compile(r"^\s*(\d+)(?::(\d+)-(\d+))?\s\|\s(\s*)(\S.*)$")
_RECORD = re.compile(r"^(?:struct|class|union)\s")
_MARKERS = ("(base)", "(primary base)", "(virtual base)", "(primary virtual base)")


def probe_source(source: Path, wanted: dict[int, tuple[str, int]]) -> str:
    """The probe: ``wanted`` maps a probe index to (a kernel's C++ name, a parameter
    index)."""
    lines = [f'#include "{source}"', _PROBE]
    for index, (kernel, param) in sorted(wanted.items()):
        lines.append(f"struct __wfemu_layout_{index} {{ typename __wfemu_param_of<"
                     f"decltype(&{kernel}), {param}>::type __wfemu_value; }};")
        lines.append(f"static_assert(sizeof(__wfemu_layout_{index}) != 0, \"\");")
    return "\n".join(lines) + "\n"


def record_layouts(compiler_path: str, flags: list[str], source: Path, folder: Path,
                   wanted: dict[int, tuple[str, int]]) -> dict[int, dict]:
    """The layout of each wanted parameter that is a struct (probe index -> layout); those
    clang cannot lay out (an anonymous or local type…) are left out."""
    if not wanted:
        return {}
    probe = folder / "probe-records.hip"
    probe.write_text(probe_source(source, wanted))
    run = subprocess.run([compiler_path, *flags, "-fsyntax-only", "-Xclang",
                          "-fdump-record-layouts-canonical", str(probe)],
                         capture_output=True, text=True, cwd=str(source.parent))
    if run.returncode != 0:
        return {}
    return parse_layouts(run.stdout)


def parse_layouts(text: str) -> dict[int, dict]:
    """The ``__wfemu_layout_N`` records of a layout dump, each as its wrapped value's
    layout (module docstring); a value that is no struct is left out."""
    out = {}
    for block in text.split("*** Dumping AST Record Layout")[1:]:
        rows = [m for m in map(_LINE.match, block.splitlines()) if m]
        if not rows:
            continue
        head = re.fullmatch(r"struct __wfemu_layout_(\d+)", rows[0].group(5).strip())
        if head is None:
            continue
        size = re.search(r"\[sizeof=(\d+)", block)
        tree = _tree(rows[1:])
        if len(tree) == 1 and "fields" in tree[0]:
            out[int(head.group(1))] = {"size": int(size.group(1)) if size else 0,
                                       "fields": tree[0]["fields"]}
    return out


def _tree(rows) -> list[dict]:
    """The dump's rows as nested fields, by their indentation."""
    root: list[dict] = []
    stack: list[tuple[int, list[dict]]] = [(-1, root)]
    for row in rows:
        indent, text = len(row.group(4)), row.group(5).strip()
        while stack[-1][0] >= indent:
            stack.pop()
        siblings = stack[-1][1]
        base = text.endswith(_MARKERS)
        if base:   # (a base class's fields are the derived struct's own)
            stack.append((indent, siblings))
            continue
        if text.endswith("(vtable pointer)"):
            siblings.append({"name": "", "offset": int(row.group(1)), "type": "vtable"})
            continue
        text = text.removesuffix("(empty)").strip()
        kind, _, name = text.rpartition(" ")
        field = {"name": name, "offset": int(row.group(1)), "type": kind}
        if row.group(2) is not None:
            field["bits"] = f"{row.group(2)}-{row.group(3)}"
        if _RECORD.match(kind) and not kind.endswith("]"):
            field["fields"] = []
            stack.append((indent, field["fields"]))
        siblings.append(field)
    return root
