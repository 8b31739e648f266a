"""Every example in README.md and docs/*.md runs, and prints what the page shows.

A page's fenced blocks are of four kinds, and no other:

* ```` ```console ````: a shell session — ``$ COMMAND`` lines (a trailing ``\\`` continues
  one), each followed by what it prints (stdout and stderr together, in order);
* ```` ```python ````: a doctest (``>>>`` and ``...`` lines, each followed by what it
  prints; an exception as ``Traceback (most recent call last):`` then its last line);
* ```` ```LANG file=NAME ````: a file the page's examples use, written where they run
  before the blocks after it (a HIP kernel, an assembly program);
* ```` ```sh ````: README's set-up commands only (CI runs them: tests/test_docs.py holds
  .ci/run to the test command).

``needs=clang`` (or ``triton``, ``torch``, ``matplotlib``, ``textual``, ``rocm``, several
joined by commas) on a console or python block skips it where that is not installed, as the
tests that need it skip.

A page runs top to bottom in a folder of its own (``programs``, ``benchmarks`` and ``tests``
linked into it), so a file one example writes is there for the next. A command runs as bash
runs it, except that a ``wfemu`` command of plain words (a pipe after it aside: the pipe
then runs in bash on what it printed) runs through the CLI's ``main`` in this process —
the installed ``wfemu`` itself runs where a page pipes into it or sets a process-wide
option (``--target``). Shown output matches
what ran line for line (trailing blanks aside); ``...`` in it stands for any text, as in
doctest. ``python tests/docs_examples.py --update [PAGE…]`` rewrites every shown output that
no longer matches with what now runs — the only way a figure gets into a page.
"""

from __future__ import annotations

import contextlib
import doctest
import io
import os
import re
import subprocess
import sys
import tempfile
import traceback
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md"))
LINKED = ("programs", "benchmarks", "tests")
_FENCE = re.compile(r"^```([\w+-]*)\s*(.*)$")
_CHECKER = doctest.OutputChecker()
_FLAGS = doctest.ELLIPSIS


@dataclass
class Block:
    """A fenced block: its page, the line of its opening fence, its language, its
    ``key=value`` options and its lines."""

    page: Path
    line: int
    lang: str
    options: dict
    lines: list = field(default_factory=list)

    @property
    def where(self) -> str:
        return f"{self.page.relative_to(ROOT)}:{self.line}"


def blocks(page: Path) -> list[Block]:
    out, current = [], None
    for number, line in enumerate(page.read_text().splitlines(), 1):
        fence = _FENCE.match(line)
        if current is None and fence:
            options = dict(item.split("=", 1) for item in fence.group(2).split()
                           if "=" in item)
            current = Block(page, number, fence.group(1), options)
        elif current is not None and line.startswith("```"):
            out.append(current)
            current = None
        elif current is not None:
            current.lines.append(line)
    return out


def _have_clang() -> bool:
    from emulator.hip import HipError, toolchain
    try:
        toolchain.find_clang()
        return True
    except HipError:
        return False


def _have_module(name: str):
    def check() -> bool:
        import importlib.util
        return importlib.util.find_spec(name) is not None
    return check


def _have_rocm() -> bool:
    from emulator.hip.device_libraries import ROCM_BITCODE
    return any((Path(p) / "ocml.bc").exists() for p in ROCM_BITCODE) and \
        Path("/usr/include/hip/hip_runtime.h").exists()


NEEDS = {"clang": _have_clang, "triton": _have_module("triton"),
         "torch": _have_module("torch"), "matplotlib": _have_module("matplotlib"),
         "textual": _have_module("textual"), "rocm": _have_rocm}


def missing(block: Block) -> list[str]:
    """What the block needs that is not installed."""
    wanted = [n for n in block.options.get("needs", "").split(",") if n]
    unknown = [n for n in wanted if n not in NEEDS]
    if unknown:
        raise ValueError(f"{block.where}: needs={','.join(unknown)}: not one of "
                         f"{', '.join(NEEDS)}")
    return [n for n in wanted if not NEEDS[n]()]


def kind(block: Block) -> str:
    if "file" in block.options:
        return "file"
    if block.lang in ("console", "python", "sh"):
        return block.lang
    return "unknown"


# -- running ----------------------------------------------------------------------------------
def _normal(text: str) -> str:
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines) + ("\n" if lines else "")


def matches(want: str, got: str) -> bool:
    return _CHECKER.check_output(_normal(want), _normal(got), _FLAGS)


def _environment() -> dict:
    env = dict(os.environ)
    env.update(COLUMNS="100", LINES="40", TERM="dumb", NO_COLOR="1", PYTHONUNBUFFERED="1")
    env.pop("FORCE_COLOR", None)
    bin_folder = str(Path(sys.executable).parent)   # (this interpreter's wfemu first)
    env["PATH"] = bin_folder + os.pathsep + env.get("PATH", "")
    return env


def _commands(block: Block) -> list[tuple[int, str, str]]:
    """(line, command, shown output) of each ``$`` command of a console block."""
    out, command, shown, start = [], None, [], 0
    lines = iter(enumerate(block.lines, block.line + 1))
    for number, line in lines:
        if line.startswith("$ "):
            if command is not None:
                out.append((start, command, "\n".join(shown)))
            start, command, shown = number, line[2:], []
            while command.endswith("\\"):   # (bash joins the lines itself)
                number, more = next(lines)
                command = command + "\n" + more
        elif command is not None:
            shown.append(line)
    if command is not None:
        out.append((start, command, "\n".join(shown)))
    return out


def run_command(command: str, folder: Path) -> str:
    """What ``command`` prints (stdout and stderr together, in order), run by bash in
    ``folder`` — or, for a ``wfemu`` command that bash would only pass its words to (a
    pipe after it aside), by ``emulator.tools.cli.main`` in this process: the same
    program, without a Python start-up and the emulator's imports for each of the pages'
    thirty such commands (the test's time 35 -> 19 s here)."""
    words, rest, merged = _cli_words(command)
    if words is None:
        return _bash(command, folder)
    out, err = _in_process(words, merged or not rest)
    return err + _bash(rest, folder, out) if rest else out


def _bash(command: str, folder: Path, given: str | None = None) -> str:
    run = subprocess.run(["bash", "-c", command], cwd=folder, env=_environment(),
                         input=given, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         text=True, timeout=600)
    return run.stdout


# (a command's characters that make it more than words for a program: bash's own syntax)
_SHELL = set(";&<>$`*?(){}[]~!#\\")
# (options that change the process's defaults: bash runs those, and ``step``, which reads
# its input)
_OWN_PROCESS = ("--target", "--compiled-blocks", "--compiled-block-cache")


def _cli_words(command: str) -> tuple[list[str] | None, str, bool]:
    """(the words of ``wfemu …`` before a first pipe, the command the pipe feeds, whether
    its stderr goes into the pipe too) for a command this process can run as bash would;
    (None, "", False) for any other."""
    import shlex
    text = command.replace("\\\n", " ")   # (bash's continued lines)
    head, rest, quote = [], "", None
    for at, char in enumerate(text):
        if quote:
            quote = None if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char == "|":
            rest = text[at + 1:].strip()
            break
        head.append(char)
    head = "".join(head).strip()
    merged = head.endswith("2>&1")
    head = head.removesuffix("2>&1").strip()
    if quote or not head.startswith("wfemu ") or rest.startswith("|"):
        return None, "", False
    unquoted = re.sub(r"'[^']*'|\"[^\"]*\"", "", head)
    words = shlex.split(head)[1:]
    if _SHELL & set(unquoted) or "step" in words[:1] or \
            any(w.split("=")[0] in _OWN_PROCESS for w in words):
        return None, "", False
    return words, rest, merged


def _in_process(words: list[str], merged: bool) -> tuple[str, str]:
    """What ``wfemu WORDS`` prints to stdout and to stderr (``merged``: both in the first,
    in order), run by the CLI's ``main`` here with the environment bash would give it and
    its warnings shown afresh."""
    import warnings
    from unittest import mock

    from emulator.tools.cli import main

    out = io.StringIO()
    err = out if merged else io.StringIO()
    with mock.patch.dict(os.environ, _environment(), clear=True), \
            contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), \
            warnings.catch_warnings():
        warnings.simplefilter("default")
        try:
            main(words)
        except SystemExit:   # (argparse's own errors leave so, their message printed)
            pass
    return out.getvalue(), "" if merged else err.getvalue()


def _run_python(source: str, globs: dict) -> str:
    """What a doctest example prints: its output and its value (as the interactive
    prompt shows it), or its exception's last line after the traceback header."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            exec(compile(source, "<doc>", "single"), globs)
        except Exception as exc:   # (the page shows what it raises)
            text = "".join(traceback.format_exception_only(type(exc), exc))
            return out.getvalue() + "Traceback (most recent call last):\n  ...\n" + text
    return out.getvalue()


@contextlib.contextmanager
def _folder():
    with tempfile.TemporaryDirectory(prefix="wfemu-docs-") as name:
        folder = Path(name)
        for item in LINKED:
            (folder / item).symlink_to(ROOT / item)
        here = os.getcwd()
        os.chdir(folder)
        try:
            yield folder
        finally:
            os.chdir(here)


@dataclass
class Outcome:
    """A page's run: each mismatch (where, what was shown, what ran) and the page's text
    with what ran written in (for --update)."""

    failures: list = field(default_factory=list)
    text: str = ""
    skipped: list = field(default_factory=list)   # (where, what it needs)


def run_page(page: Path) -> Outcome:
    outcome = Outcome()
    lines = page.read_text().splitlines()
    replacements: dict[tuple[int, int], list[str]] = {}   # (first, last) 1-based -> lines
    globs: dict = {"__name__": "__doc__"}
    with _folder() as folder:
        for block in blocks(page):
            what = kind(block)
            absent = missing(block) if what in ("console", "python") else []
            if absent:
                outcome.skipped.append((block.where, ", ".join(absent)))
                continue
            if what == "unknown":
                outcome.failures.append((block.where, "a fenced block of an unknown kind "
                                         f"({block.lang or 'no language'}): console, python "
                                         "or LANG file=NAME", ""))
            elif what == "file":
                target = folder / block.options["file"]
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text("\n".join(block.lines) + "\n")
            elif what == "console":
                for number, command, shown in _commands(block):
                    got = run_command(command, folder)
                    if not matches(shown, got):
                        outcome.failures.append((f"{page.relative_to(ROOT)}:{number}",
                                                 shown, got))
                        first = number + command.count("\n") + 1
                        last = first + (shown.count("\n") + 1 if shown else 0) - 1
                        replacements[(first, last)] = _normal(got).splitlines()
            elif what == "python":
                _python_block(block, globs, outcome, replacements)
    outcome.text = _rewritten(lines, replacements)
    return outcome


def _python_block(block: Block, globs: dict, outcome: Outcome, replacements: dict) -> None:
    text = "\n".join(block.lines) + "\n"
    examples = doctest.DocTestParser().get_examples(text)
    if not examples:
        outcome.failures.append((block.where, "a python block without >>> examples", ""))
        return
    for example in examples:
        got = _run_python(example.source, globs)
        want = example.want   # (an expected exception's traceback included)
        if not matches(want, got):
            first = block.line + 1 + example.lineno + example.source.count("\n")
            shown = want.count("\n")
            outcome.failures.append((f"{block.page.relative_to(ROOT)}:{first - 1}", want, got))
            indent = " " * example.indent
            replacements[(first, first + shown - 1)] = [
                indent + line if line else line for line in _normal(got).splitlines()]


def _rewritten(lines: list[str], replacements: dict) -> str:
    out, skip_to = [], 0
    starts = {first: (last, new) for (first, last), new in replacements.items()}
    for number, line in enumerate(lines, 1):
        if number in starts:
            last, new = starts[number]
            out.extend(new)
            skip_to = last
            if last < number:   # (nothing was shown: insert before this line)
                out.append(line)
            continue
        if number <= skip_to:
            continue
        out.append(line)
    return "\n".join(out) + "\n"


def main(argv) -> int:
    update = "--update" in argv
    chosen = [ROOT / a for a in argv if not a.startswith("--")] or PAGES
    status = 0
    for page in chosen:
        outcome = run_page(page)
        for where, shown, got in outcome.failures:
            status = 1
            print(f"{where}: shown\n{shown}\n--- ran\n{got}", file=sys.stderr)
        if update and outcome.failures:
            page.write_text(outcome.text)
            print(f"rewrote {page.relative_to(ROOT)}")
    return 0 if update else status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
