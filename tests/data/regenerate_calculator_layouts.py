"""Regenerate AMD's Matrix Instruction Calculator's register layouts for one architecture.

    python tests/data/regenerate_calculator_layouts.py PATH-TO/matrix_calculator.py cdna2

PATH-TO/matrix_calculator.py is a checkout of github.com/ROCm/amd_matrix_instruction_calculator
(run, never copied). For every instruction the calculator lists for the architecture it asks
``-M -c`` (the register-to-element map as CSV) of A, B and D with no modifiers, of B under
each BLGP the instruction takes and of A under each CBSZ/ABID pair, and writes what it
answers — each cell's register, bits and element, nothing of the calculator's code — to
``tests/data/calculator_<arch>.json.gz`` for tests/test_gfx90a.py.
"""

from __future__ import annotations

import argparse
import csv
import gzip
import io
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _ask(tool: Path, *args: str) -> str:
    return subprocess.run([sys.executable, str(tool), *args], capture_output=True, text=True,
                          check=True).stdout


def _cells(text: str) -> list[list]:
    """[lane, register, bit_lo, element] of every cell of a ``-M -c`` answer."""
    rows = list(csv.reader(io.StringIO(text[text.index("lane,"):])))
    head, out = rows[0], []
    for row in rows[1:]:
        for column, cell in zip(head[1:], row[1:]):
            place = re.fullmatch(r"[va](\d+)(?:\.\[(\d+):(\d+)\])?|[va]\[\d+:(\d+)\]", column)
            register = int(place[1] if place[1] is not None else place[4])
            out.append([int(row[0]), register, int(place[3] or 0), cell])
    return out


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tool", type=Path)
    parser.add_argument("arch")
    args = parser.parse_args(argv)
    names = [w for w in _ask(args.tool, "-a", args.arch, "-L").split() if w.startswith("v_")]
    data = {}
    for name in names:
        detail = _ask(args.tool, "-a", args.arch, "-i", name, "-d")
        blgp = "BLGP bits supported: True" in detail
        cbsz = "CBSZ and ABID bits supported: True" in detail
        blocks = int(re.search(r"blocks: (\d+)", detail)[1])
        cases = {"A": [], "B": [], "D": []}
        if blgp:
            cases["B"] += [["--blgp", str(v)] for v in range(1, 8)]
        if cbsz:
            cases["A"] += [["--cbsz", str(c), "--abid", str(a)]
                           for c in range(1, blocks.bit_length()) for a in range(1 << c)]
        answers = {}
        for matrix, extra in cases.items():
            for mods in [[]] + extra:
                key = matrix + " " + " ".join(mods)
                answers[key.strip()] = _cells(_ask(args.tool, "-a", args.arch, "-i", name,
                                                   f"-{matrix}", "-M", "-c", *mods))
        data[name] = {"cycles": int(re.search(r"Execution cycles: (\d+)", detail)[1]),
                      "blgp": blgp, "cbsz": cbsz, "layouts": answers}
    out = ROOT / "tests" / "data" / f"calculator_{args.arch}.json.gz"
    text = json.dumps(data, separators=(",", ":"))
    out.write_bytes(gzip.compress(text.encode(), compresslevel=9, mtime=0))
    print(f"{out.relative_to(ROOT)}: {len(data)} instructions", file=sys.stderr)


if __name__ == "__main__":
    main()
