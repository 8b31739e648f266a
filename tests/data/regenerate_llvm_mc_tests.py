"""Regenerate the lines of LLVM's own MC tests and llvm-mc's verdicts on them.

    python tests/data/regenerate_llvm_mc_tests.py PATH-TO-LLVM-SOURCE [--llvm-mc llvm-mc-19]
        [--mcpu gfx942] [--own]

PATH-TO-LLVM-SOURCE is an LLVM source tree (for example Debian's ``apt-get source
--download-only llvm-toolchain-19``, unpacked); only its test inputs are read:
``llvm/test/MC/AMDGPU/*.s`` and ``llvm/test/MC/Disassembler/AMDGPU/*.txt`` whose RUN lines
name a gfx9 processor (``-mcpu=gfx9…``, the family gfx942 belongs to). What is written,
``tests/data/llvm_mc_tests.json.gz``, holds no file of LLVM's, only its lines and the
verdicts of llvm-mc on them, every line judged by ``llvm-mc -mcpu=gfx942`` (or the target
``--mcpu`` names: ``tests/data/llvm_mc_tests_<mcpu>.json.gz``) whatever processor its file
was written for (a line for another processor is a line llvm-mc refuses, and the project
must refuse it too):

- ``assemble``: [line, bytes in hex or null where llvm-mc refuses it] for every distinct
  instruction line of the ``.s`` files (comments, directives, labels, symbol assignments and
  lines that need a symbol's value dropped; each line judged alone, so a line naming a symbol
  an assignment of its file defined is one llvm-mc refuses here);
- ``disassemble``: [bytes in hex, llvm-mc's text or null where it finds no instruction,
  whether llvm-mc's own assembler takes that text back to the same bytes] for every distinct
  byte line of the ``.txt`` files.

``--own`` keeps only the files named for that processor (``*gfx950*``: a newer LLVM's tests of
the instructions it adds), written to ``tests/data/llvm_mc_tests_<mcpu>_own.json.gz``.

tests/test_llvm_mc_tests.py holds the assembler and decoder to these answers.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TRIPLE = "-triple=amdgcn-amd-amdhsa"
CHUNK = 1500                        # lines per llvm-mc run (runs go two at a time)
_FAMILY = re.compile(r"^\s*(?://|#|;)\s*RUN:.*-mcpu=gfx9", re.M)
_DIAGNOSTIC = re.compile(r"^<stdin>:(\d+):\d+: (error|warning): ", re.M)
_ENCODING = re.compile(r";\s*encoding: \[([^\]]*)\]")


def family_files(tree: Path, folder: str, suffix: str, named: str = "") -> list[Path]:
    """The test inputs of ``folder`` whose RUN lines name a gfx9 processor (and whose file
    names contain ``named``), sorted."""
    return sorted(p for p in (tree / "llvm" / "test" / "MC" / folder).glob(f"*{named}*{suffix}")
                  if _FAMILY.search(p.read_text(errors="replace")))


def _unique(lines):
    return list(dict.fromkeys(lines))


def instruction_lines(text: str) -> list[str]:
    """The instruction lines of an assembly test: comments (``//``, ``;``) cut, directives
    (``.``), labels and preprocessor-like lines (``#``) dropped, spaces kept as written."""
    out = []
    for raw in text.splitlines():
        line = raw.split("//", 1)[0].split(";", 1)[0].strip()
        if not line or line[0] in ".#" or line.endswith(":") or not line[0].isalpha() or \
                re.match(r"[\w.$]+\s*=", line):   # (a symbol's assignment: each line is
            continue                                # judged on its own)
        out.append(line)
    return out


def byte_lines(text: str) -> list[str]:
    """The byte lines of a disassembler test (``0x..`` tokens; ``#`` and ``//`` comments
    cut), each as one hex string."""
    out = []
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].split("//", 1)[0].strip()
        tokens = re.findall(r"0x[0-9a-fA-F]{1,2}\b", line)
        if tokens and not re.sub(r"0x[0-9a-fA-F]{1,2}\b|[\s,\[\]]", "", line):
            out.append("".join(f"{int(t, 16):02x}" for t in tokens))
    return out


def output_path(mcpu: str, own: bool = False) -> Path:
    """Where the lines and verdicts for ``mcpu`` are kept (gfx942's: the first file; ``own``:
    those of the files named for it)."""
    tail = "" if mcpu == "gfx942" and not own else "_" + mcpu + ("_own" if own else "")
    return ROOT / "tests" / "data" / f"llvm_mc_tests{tail}.json.gz"


def _run(llvm_mc: str, args: list[str], text: str) -> tuple[str, str]:
    llvm_mc, cpu = llvm_mc.split("@")
    done = subprocess.run([llvm_mc, TRIPLE, f"-mcpu={cpu}", *args], input=text, capture_output=True,
                          text=True)
    return done.stdout, done.stderr


def _chunks(items):
    return [items[i:i + CHUNK] for i in range(0, len(items), CHUNK)]


def _output_blocks(stdout: str, count: int) -> list[list[str]]:
    """What llvm-mc printed after each marker label ``L<i>:``."""
    blocks, current = [[] for _ in range(count)], None
    for line in stdout.splitlines():
        marker = re.fullmatch(r"L(\d+):", line.strip())
        if marker:
            current = int(marker.group(1))
        elif current is not None and line.strip():
            blocks[current].append(line)
    return blocks


def _assemble_chunk(llvm_mc: str, lines: list[str]) -> list[str | None]:
    """llvm-mc's bytes (hex) for each line, None where it reports an error, "fixup" where
    the encoding needs a symbol's value or the line is no instruction (``x = 5``)."""
    source = "".join(f"L{i}:\n{line}\n" for i, line in enumerate(lines))
    stdout, stderr = _run(llvm_mc, ["-show-encoding"], source)
    refused = {(int(n) - 2) // 2 for n, kind in _DIAGNOSTIC.findall(stderr) if kind == "error"}
    answers = []
    for i, block in enumerate(_output_blocks(stdout, len(lines))):
        encodings = [m.group(1) for b in block for m in [_ENCODING.search(b)] if m]
        if i in refused:
            answers.append(None)
        elif len(encodings) != 1:
            answers.append("fixup")
        elif "A" in encodings[0] or "fixup" in " ".join(block):
            answers.append("fixup")
        else:
            answers.append("".join(f"{int(t, 16):02x}" for t in encodings[0].split(",")))
    return answers


def _disassemble_chunk(llvm_mc: str, codes: list[str]) -> list[str | None]:
    """llvm-mc's text for each byte string, None where it finds no instruction of exactly
    those bytes."""
    source = "".join("[" + ",".join(f"0x{code[j:j + 2]}" for j in range(0, len(code), 2))
                     + "]\n" for code in codes)
    stdout, stderr = _run(llvm_mc, ["-disassemble", "-show-encoding"], source)
    invalid = {int(n) - 1 for n, _ in _DIAGNOSTIC.findall(stderr)}
    printed = [line for line in stdout.splitlines() if _ENCODING.search(line)]
    answers, k = [], 0
    for i, code in enumerate(codes):
        if i in invalid:
            answers.append(None)
            continue
        line = printed[k]
        k += 1
        encoding = _ENCODING.search(line).group(1)
        got = "".join(f"{int(t, 16):02x}" for t in encoding.split(","))
        answers.append(_ENCODING.sub("", line).strip() if got == code else None)
    assert k == len(printed), "llvm-mc's output does not line up with its input"
    return answers


def _each_chunk(function, llvm_mc, items):
    with ThreadPoolExecutor(2) as pool:   # (llvm_mc: "llvm-mc@mcpu")
        parts = pool.map(lambda chunk: function(llvm_mc, chunk), _chunks(items))
        return [answer for part in parts for answer in part]


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tree", type=Path, help="an LLVM source tree")
    parser.add_argument("--llvm-mc", default="llvm-mc-19")
    parser.add_argument("--mcpu", default="gfx942")
    parser.add_argument("--own", action="store_true",
                        help="only the files named for --mcpu")
    args = parser.parse_args(argv)
    out, tool = output_path(args.mcpu, args.own), f"{args.llvm_mc}@{args.mcpu}"
    named = args.mcpu if args.own else ""
    version = subprocess.run([args.llvm_mc, "--version"], capture_output=True,
                             text=True).stdout
    asm_files = family_files(args.tree, "AMDGPU", ".s", named)
    txt_files = family_files(args.tree, "Disassembler/AMDGPU", ".txt", named)
    lines = _unique(line for p in asm_files for line in instruction_lines(p.read_text()))
    codes = _unique(code for p in txt_files for code in byte_lines(p.read_text()))

    answers = _each_chunk(_assemble_chunk, tool, lines)
    assembled = [[line, code] for line, code in zip(lines, answers) if code != "fixup"]
    texts = _each_chunk(_disassemble_chunk, tool, codes)
    back = _each_chunk(_assemble_chunk, tool, [t for t in texts if t is not None])
    back = iter(back)
    disassembled = [[code, text, text is not None and next(back) == code]
                    for code, text in zip(codes, texts)]
    data = {
        "llvm_mc": re.search(r"LLVM version ([\w.]+)", version).group(1),
        "mcpu": args.mcpu,
        "files": {"assemble": [p.name for p in asm_files],
                  "disassemble": [p.name for p in txt_files]},
        "assemble": assembled,
        "disassemble": disassembled,
    }
    text = json.dumps(data, separators=(",", ":")).replace("],[", "],\n[")
    out.write_bytes(gzip.compress(text.encode(), compresslevel=9, mtime=0))
    took = sum(code is not None for _, code in assembled)
    shown = sum(text is not None for _, text, _ in disassembled)
    print(f"{out.relative_to(ROOT)}: {len(assembled)} lines ({took} assembled) from "
          f"{len(asm_files)} files, {len(disassembled)} byte strings ({shown} disassembled) "
          f"from {len(txt_files)} files", file=sys.stderr)


if __name__ == "__main__":
    main()
