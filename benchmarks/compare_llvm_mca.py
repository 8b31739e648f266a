"""Our cycle estimate beside llvm-mca's, program by program.

    python benchmarks/compare_llvm_mca.py [PROGRAM.s ...]     (default: programs/*.s)

For each program the emulator runs it (so loops and branches count as executed) and the
cycle accountant times the executed stream. The same executed stream, written out as
straight-line assembly, goes to ``llvm-mca -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942
-iterations=1`` (Debian package ``llvm-19``), whose "cycles" are passes: they are multiplied
by 4 to compare. The README explains the kinds of difference.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from emulator.tools import session  # noqa: E402
from emulator.timing.accountant import CycleAccountant  # noqa: E402


def llvm_mca() -> str | None:
    return shutil.which("llvm-mca-19") or shutil.which("/usr/lib/llvm-19/bin/llvm-mca")


def executed_stream(path: Path) -> tuple[list[str], CycleAccountant]:
    loaded = session.load(path)
    stream: list[str] = []
    accountant = CycleAccountant(keep_timeline=False)

    def trace(wave, inst):
        accountant.retire(inst)
        text = str(inst)
        if getattr(inst.spec, "is_branch", False):
            text = f"{inst.spec.mnemonic} .Lwfemu_stream_end"  # llvm-mca ignores PC updates
        stream.append(text)
    session.execute(loaded, listeners=(trace,))
    return stream + [".Lwfemu_stream_end:"], accountant


def mca_cycles(lines: list[str], tool: str) -> int:
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(lines) + "\n")
    out = subprocess.run([tool, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx942",
                          "-iterations=1", f.name], capture_output=True, text=True)
    Path(f.name).unlink()
    if out.returncode:
        raise RuntimeError(out.stderr)
    return int(re.search(r"Total Cycles:\s+(\d+)", out.stdout).group(1))


def compare(paths) -> list[dict]:
    tool = llvm_mca()
    if tool is None:
        raise SystemExit("llvm-mca-19 not found: apt-get install llvm-19")
    rows = []
    for path in paths:
        stream, accountant = executed_stream(Path(path))
        report = accountant.report()
        passes = mca_cycles(stream, tool)
        rows.append({"program": Path(path).name, "instructions": report.instructions,
                     "wfemu_cycles": report.total_cycles, "llvm_mca_passes": passes,
                     "llvm_mca_cycles": 4 * passes,
                     "ratio": report.total_cycles / (4 * passes)})
    return rows


def main() -> None:
    paths = sys.argv[1:] or sorted(str(p) for p in (ROOT / "programs").glob("*.s"))
    rows = compare(paths)
    print(f"{'program':28s} {'instr':>6s} {'wfemu cycles':>13s} {'llvm-mca passes':>16s} "
          f"{'x4 = cycles':>12s} {'ratio':>6s}")
    for r in rows:
        print(f"{r['program']:28s} {r['instructions']:6d} {r['wfemu_cycles']:13d} "
              f"{r['llvm_mca_passes']:16d} {r['llvm_mca_cycles']:12d} {r['ratio']:6.2f}")
    out = ROOT / "benchmarks" / "results" / "compare_llvm_mca.json"
    out.write_text(json.dumps(rows, indent=2) + "\n")
    print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
