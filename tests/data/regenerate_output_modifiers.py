"""Regenerate which output modifiers llvm-mc 19 takes on each gfx942 VALU instruction.

    python tests/data/regenerate_output_modifiers.py

Needs llvm-mc-19 (Debian llvm-19). Every VOP1/VOP2/VOPC/VOP3 record is written in its _e64
form and (where it has one) its _sdwa form with ``clamp``, ``mul:2``, ``mul:4`` and ``div:2``
in turn, on plain VGPR operands; what llvm-mc takes goes to ``isa/gfx942/output_modifiers.py``
(``clamp`` and ``omod`` per form), which the records read (isa/gfx942/modifier_facts.py). Which of them
the emulator runs, and how, is emulator/execution/ops/output_modifiers.py's.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from isa.gfx942.ops import OPS  # noqa: E402

OUT = ROOT / "isa" / "gfx942" / "output_modifiers.py"
_PROBES = {"clamp": "clamp", "mul:2": "omod", "mul:4": "omod", "div:2": "omod"}
_REGISTERS = {"vdst": "v0", "vdst64": "v[0:1]", "maskd": "s[4:5]", "mask": "vcc",
              "sdst": "s6", "sdst64": "s[6:7]", "ssrc": "s7"}


def _operands(spec, form: str) -> list[str] | None:
    out = []
    for kind in spec.operands:
        base, _, vtype = kind.partition(":")
        if base in ("src", "vsrc"):
            out.append("v[2:3]" if vtype in ("f64", "b64", "v2f32", "v2b32") else "v2")
        elif base in _REGISTERS:
            out.append(_REGISTERS[base])
        else:
            return None
    if form == "sdwa" and spec.encoding == "VOPC":
        out[0] = "vcc"
    return out


def main() -> None:
    lines, probes = [], []
    for spec in OPS:
        if spec.encoding not in ("VOP1", "VOP2", "VOPC", "VOP3"):
            continue
        forms = ("e64",) + (("sdwa",) if "sdwa" in spec.forms else ())
        for form in forms:
            operands = _operands(spec, form)
            if operands is None:
                continue
            name = spec.mnemonic + (f"_{form}" if spec.encoding != "VOP3" else "")
            for modifier, what in _PROBES.items():
                lines.append(f"{name} {', '.join(operands)} {modifier}")
                probes.append((spec.mnemonic, form, what))
    done = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942",
                           "-show-encoding"], input="\n".join(lines) + "\n",
                          capture_output=True, text=True)
    refused = {int(n) for n in re.findall(r"<stdin>:(\d+):\d+: error", done.stderr)}
    taken: dict[tuple[str, str], set] = {}
    for number, (mnemonic, form, what) in enumerate(probes, 1):
        taken.setdefault((mnemonic, form), set())
        if number not in refused:
            taken[(mnemonic, form)].add(what)
    rows = {}
    for (mnemonic, form), whats in sorted(taken.items()):
        if whats:
            rows.setdefault(mnemonic, {})[form] = " ".join(sorted(whats))
    body = "\n".join(f"    {m!r}: {dict(sorted(forms.items()))!r}," for m, forms in
                     sorted(rows.items()))
    OUT.write_text(f'''"""The output modifiers llvm-mc 19 takes on each gfx942 VALU instruction, per form:
``clamp`` and ``omod`` (mul:2, mul:4, div:2) — data, made by
``tests/data/regenerate_output_modifiers.py``; an instruction missing here takes neither.
The records take it (isa/gfx942/modifier_facts.py, ``output_mods``: ``clamp``/``omod``,
and ``sdwa_clamp``/``sdwa_omod`` for the SDWA form); what each does is the emulator's
(emulator/execution/ops/output_modifiers.py)."""

OUTPUT_MODIFIERS = {{
{body}
}}
''')
    print(f"{len(rows)} instructions -> {OUT.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
