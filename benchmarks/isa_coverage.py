"""How much of the instruction set the emulator covers: the non-matrix instructions of the
CDNA3 ISA manual (their names, one per line, in tests/data/cdna3_instruction_names.txt,
taken from the headings of its chapter 12) that have a record and semantics here.

    python benchmarks/isa_coverage.py [--missing | --table]

(Not "coverage.py": numba imports a module of that name when it can.)
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import isa  # noqa: E402
from emulator.execution.ops import BINDERS  # noqa: E402


_FAMILIES = (("SALU and control (s_*, not memory)", lambda n: n.startswith("s_") and not
               n.startswith(("s_load", "s_buffer", "s_store", "s_atomic", "s_scratch",
                             "s_dcache", "s_memtime", "s_memrealtime"))),
             ("scalar memory", lambda n: n.startswith(("s_load", "s_buffer", "s_store",
                                                       "s_atomic", "s_scratch", "s_dcache",
                                                       "s_memtime", "s_memrealtime"))),
             ("VALU (v_*)", lambda n: n.startswith("v_")),
             ("LDS (ds_*)", lambda n: n.startswith("ds_")),
             ("FLAT / GLOBAL / SCRATCH", lambda n: n.startswith(("flat_", "global_",
                                                                 "scratch_"))),
             ("MUBUF / MTBUF (buffer_*, tbuffer_*)", lambda n: n.startswith(("buffer_",
                                                                             "tbuffer_"))))


def table() -> str:
    """The README's support table: per family, the manual's names with semantics here,
    those refused (with the reason in isa/gfx942/ops.py REFUSED) and those missing."""
    names = [n.strip() for n in (ROOT / "tests" / "data" / "cdna3_instruction_names.txt")
             .read_text().splitlines() if n.strip()]
    target = isa.GFX942
    ours = {op.mnemonic for op in target.ops if op.mnemonic in BINDERS}
    ours |= {alias for alias, name in target.op_aliases.items() if name in ours}
    lines = ["| family | in the manual | with semantics | refused | missing |",
             "|---|---:|---:|---:|---|"]
    totals = [0, 0, 0]
    for label, member in _FAMILIES:
        group = [n for n in names if member(n)]
        have = [n for n in group if n in ours]
        refused = [n for n in group if n not in ours and target.refusal(n)]
        missing = [n for n in group if n not in ours and n not in refused]
        totals = [totals[0] + len(group), totals[1] + len(have), totals[2] + len(refused)]
        shown = ", ".join(f"`{n}`" for n in missing[:12]) + (
            f" and {len(missing) - 12} more" if len(missing) > 12 else "")
        lines.append(f"| {label} | {len(group)} | {len(have)} | {len(refused)} | "
                     f"{shown or '—'} |")
    runnable = totals[0] - totals[2]
    lines.append(f"| **all** | **{totals[0]}** | **{totals[1]}** | **{totals[2]}** | "
                 f"**{totals[1]} of the {runnable} a compute wave can run: "
                 f"{100 * totals[1] / runnable:.1f} %** |")
    return "\n".join(lines)


def main() -> None:
    names = [n.strip() for n in (ROOT / "tests" / "data" / "cdna3_instruction_names.txt")
             .read_text().splitlines() if n.strip()]
    target = isa.GFX942
    ours = {op.mnemonic for op in target.ops if op.mnemonic in BINDERS}
    ours |= {alias for alias, name in target.op_aliases.items() if name in ours}
    refused = [n for n in names if n not in ours and target.refusal(n)]
    have = [n for n in names if n in ours]
    runnable = len(names) - len(refused)
    print(f"{len(have)} of the manual's {len(names)} non-matrix instructions "
          f"({100 * len(have) / len(names):.1f} %); {len(refused)} refused (what a compute "
          f"wave cannot do here); {len(have)} of the other {runnable} "
          f"({100 * len(have) / runnable:.1f} %); {len(ours)} names with semantics")
    if "--missing" in sys.argv:
        missing = [n for n in names if n not in ours and n not in refused]
        by_family = Counter(n.split("_")[0] + "_" + n.split("_")[1] for n in missing)
        for family, count in by_family.most_common():
            print(f"{count:4d}  {family}_*")


if __name__ == "__main__":
    if "--table" in sys.argv:
        print(table())
    else:
        main()
