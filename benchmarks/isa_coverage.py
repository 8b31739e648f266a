"""How much of the instruction set the emulator covers, against two lists of gfx942's
non-matrix mnemonics:

- the mnemonics llvm-mc 19 accepts for gfx942 (tests/data/llvm19_gfx942_mnemonics.txt, the
  suffixes _e32/_e64/_sdwa/_dpp folded into their base names): the issue's yardstick;
- the names of the CDNA3 ISA manual's chapter 12 headings
  (tests/data/cdna3_instruction_names.txt).

    python benchmarks/isa_coverage.py [--missing | --table | --regenerate]

``--regenerate`` rebuilds the llvm-mc list: every identifier-like string of libLLVM, of the
manual list and of the records is offered to llvm-mc with no operands; a mnemonic it knows for
gfx942 answers "too few operands" (or assembles), one it knows for other GPUs only "not
supported on this GPU", anything else "invalid instruction".

(Not "coverage.py": numba imports a module of that name when it can.)
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import isa  # noqa: E402
from emulator.execution.ops import binder_for  # noqa: E402

DATA = ROOT / "tests" / "data"
LLVM_LIST = DATA / "llvm19_gfx942_mnemonics.txt"
MANUAL_LIST = DATA / "cdna3_instruction_names.txt"


def _read(path: Path) -> list[str]:
    return [n.strip() for n in path.read_text().splitlines() if n.strip()]


def _is_matrix(name: str) -> bool:
    return name.startswith(("v_mfma", "v_smfmac"))


def llvm_names() -> list[str]:
    """The non-matrix gfx942 mnemonics llvm-mc 19 accepts."""
    return [n for n in _read(LLVM_LIST) if not _is_matrix(n)]


def manual_names() -> list[str]:
    return _read(MANUAL_LIST)


def regenerate() -> list[str]:
    """Ask llvm-mc 19 which candidate strings are gfx942 mnemonics (see the module text)."""
    libdir = subprocess.run(["llvm-config-19", "--libdir"], capture_output=True, text=True,
                            check=True).stdout.strip()
    library = max(Path(libdir).glob("libLLVM*.so*"), key=lambda p: p.stat().st_size)
    text = subprocess.run(["strings", "-n", "3", str(library)], capture_output=True,
                          text=True, check=True).stdout
    pattern = r"(?:s|v|ds|buffer|tbuffer|flat|global|scratch|image|exp)_[a-z0-9_]+"
    candidates = set(re.findall(pattern, text)) | set(manual_names())
    candidates |= {op.mnemonic for op in isa.GFX942.ops} | set(isa.GFX942.op_aliases)
    candidates = sorted(candidates)
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(candidates) + "\n")
    run = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942", f.name,
                          "-o", "/dev/null"], capture_output=True, text=True)
    Path(f.name).unlink()
    errors: dict[int, str] = {}
    for line in run.stderr.splitlines():
        m = re.match(r".*?:(\d+):\d+: error: (.*)", line)
        if m:
            errors.setdefault(int(m[1]), m[2])
    known = {name for i, name in enumerate(candidates, 1)
             if errors.get(i, "too few operands").startswith("too few operands")}
    return sorted({re.sub(r"_(e32|e64|sdwa|dpp)$", "", n) for n in known})


def _split(names: list[str]) -> tuple[list[str], list[str], list[str]]:
    """(with semantics here, refused with a reason, missing) of ``names``."""
    target = isa.GFX942
    ours = {op.mnemonic for op in target.ops
            if binder_for(op) is not None and not op.unmodelled}
    ours |= {alias for alias, name in target.op_aliases.items() if name in ours}
    have = [n for n in names if n in ours]
    # (refused: at assembly with a reason, or — assembled as llvm-mc does — when run: the
    # records that say they are not modelled)
    unmodelled = {op.mnemonic for op in target.ops if op.unmodelled}
    refused = [n for n in names if n not in ours and (target.refusal(n) or n in unmodelled)]
    missing = [n for n in names if n not in ours and n not in refused]
    return have, refused, missing


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
    """The README's support table: per family, llvm-mc 19's gfx942 mnemonics with semantics
    here, those refused (with the reason in isa/gfx942/ops.py REFUSED, or assembled and
    stopped when run: the records' ``unmodelled``) and those missing."""
    names = llvm_names()
    lines = ["| family | llvm-mc 19 mnemonics | with semantics | refused | missing |",
             "|---|---:|---:|---:|---|"]
    totals = [0, 0, 0]
    for label, member in _FAMILIES:
        group = [n for n in names if member(n)]
        have, refused, missing = _split(group)
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


def summary(names: list[str], label: str) -> str:
    have, refused, _ = _split(names)
    runnable = len(names) - len(refused)
    return (f"{label}: {len(have)} of {len(names)} with semantics "
            f"({100 * len(have) / len(names):.1f} %); {len(refused)} refused (what a compute "
            f"wave cannot do); {len(have)} of the other {runnable} "
            f"({100 * len(have) / runnable:.1f} %)")


def main() -> None:
    if "--regenerate" in sys.argv:
        names = regenerate()
        LLVM_LIST.write_text("\n".join(names) + "\n")
        print(f"{LLVM_LIST.relative_to(ROOT)}: {len(names)} mnemonics, "
              f"{sum(map(_is_matrix, names))} of them matrix")
        return
    if "--table" in sys.argv:
        print(table())
        return
    print(summary(llvm_names(), "llvm-mc 19's gfx942 mnemonics"))
    print(summary(manual_names(), "the CDNA3 manual's instructions"))
    if "--missing" in sys.argv:
        for name in sorted(set(_split(llvm_names() + manual_names())[2])):
            print(name)


if __name__ == "__main__":
    main()
