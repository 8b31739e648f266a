"""How much of the instruction set the emulator covers: the non-matrix instructions of the
CDNA3 ISA manual (their names, one per line, in tests/data/cdna3_instruction_names.txt,
taken from the headings of its chapter 12) that have a record and semantics here.

    python benchmarks/isa_coverage.py [--missing]

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
    main()
