"""Where each instruction came from in the compiler's source: the DWARF line directives of an
assembly file, as llvm-mc reads them.

* ``.file N "dir" "name" [md5 …] [source …]`` (or ``.file N "path"``) names file N; file 0
  is the compile's main file (DWARF 5), and a file named without a folder lies in file
  0's folder (the compile's); a plain ``.file "name"`` names none;
* ``.loc N LINE [COLUMN] [prologue_end] [is_stmt 0|1] [discriminator N] [isa N]`` places the
  instructions after it at LINE:COLUMN of file N, until the next ``.loc``. The comment
  LLVM's printer puts after it (``; kernel.py:93:24 @[ kernel.py:120:5 ]``) gives the
  inlining chain where it has one.

``LineTable`` follows the directives as the assembler meets them and keeps, for the program,
the runs of instructions that share a ``SourceLine`` (``runs``: (first instruction, line)
each time the line changes) — a table of runs, not a field per instruction, so that line
information costs a program nothing per instruction (and nothing at all without ``.loc``).
``line_at(runs, index)`` is the line of instruction ``index`` (None before any ``.loc``: a
program with no line information still works)."""

from __future__ import annotations

import bisect
import re
import shlex
from dataclasses import dataclass
from pathlib import PurePosixPath

from .errors import IsaError


@dataclass(frozen=True)
class SourceLine:
    """A place in the source: ``file`` (as the ``.file`` directive names it: the folder
    joined with the name), ``line``, ``column`` (0: none), and ``inlined_at`` (the calls
    this code was inlined into, innermost first, where the directive's comment says)."""

    file: str
    line: int
    column: int = 0
    inlined_at: tuple["SourceLine", ...] = ()

    @property
    def outermost(self) -> "SourceLine":
        """Where the code stands in the function that holds it: the last call of the
        inlining chain (a Triton kernel's own line for ``tl.sum``'s code), or this line."""
        return self.inlined_at[-1] if self.inlined_at else self

    @property
    def home(self) -> "SourceLine":
        """The innermost place in the file of the function that holds the code (the
        outermost place's file): a helper inlined from that file at its own line, code
        inlined from a header (expf's, from clang's math header) at the line that called
        it."""
        outer = self.outermost
        return next((place for place in (self,) + self.inlined_at if place.file == outer.file),
                    outer)

    @property
    def name(self) -> str:
        """The file's name without its folder."""
        return PurePosixPath(self.file).name

    def __str__(self) -> str:
        place = f"{self.file}:{self.line}" + (f":{self.column}" if self.column else "")
        return place + "".join(f" @[ {outer.name}:{outer.line}:{outer.column} ]"
                               for outer in self.inlined_at)


_PLACE = re.compile(r"([^\s@\[\]]+):(\d+):(\d+)")


def _inlining(comment: str | None, files) -> tuple[SourceLine, ...]:
    """The ``@[ file:line:col ]`` chain of a ``.loc`` comment, innermost first. LLVM's
    comment names a file without its folder: the path of the ``.file`` of that name
    (``files``) stands for it, so that a line has one name however it is reached."""
    if not comment or "@[" not in comment:
        return ()

    def path(name: str) -> str:
        return next((full for full in files if full == name or
                     PurePosixPath(full).name == name), name)
    return tuple(SourceLine(path(m.group(1)), int(m.group(2)), int(m.group(3)))
                 for m in _PLACE.finditer(comment.split("@[", 1)[1]))


class LineTable:
    """The ``.file``/``.loc`` state of one assembly file, read line by line."""

    def __init__(self) -> None:
        self.files: dict[int, str] = {}
        self.directory = ""   # the compile's folder (``.file 0 "dir" "name"``)
        self.current: SourceLine | None = None
        self.runs: list[tuple[int, SourceLine | None]] = []

    def place(self, index: int) -> None:
        """Instruction ``index`` stands at the current line."""
        if (self.runs[-1][1] if self.runs else None) != self.current:
            self.runs.append((index, self.current))

    def directive(self, text: str, comment: str | None = None) -> bool:
        """Read ``text`` if it is a ``.file`` or ``.loc`` directive (True); IsaError if it
        is malformed."""
        name, _, rest = text.strip().partition(" ")
        name = name.split("\t")[0]
        if name == ".file":
            self._file(text.strip()[len(".file"):])
            return True
        if name == ".loc":
            self._loc(text.strip()[len(".loc"):], comment)
            return True
        return False

    def _file(self, rest: str) -> None:
        try:
            words = shlex.split(rest)
        except ValueError as exc:
            raise IsaError(f".file: {exc}") from None
        if not words or not words[0].isdigit():
            return   # (.file "name": the assembler's own file name, not a DWARF file)
        number, names = int(words[0]), []
        for word in words[1:]:
            if word in ("md5", "source"):
                break
            names.append(word)
        if not names or len(names) > 2:
            raise IsaError(f".file {number}: expected \"name\" or \"dir\" \"name\"")
        if number == 0 and len(names) == 2:
            self.directory = names[0]
        # (DWARF 5: a file named without a folder lies in file 0's, the compile's folder)
        folder = names[0] if len(names) == 2 else self.directory
        path = names[-1] if names[-1].startswith("/") or not folder else \
            str(PurePosixPath(folder) / names[-1])
        self.files[number] = path

    def _loc(self, rest: str, comment: str | None) -> None:
        words = rest.split()
        numbers = []
        for word in words[:3]:
            if not word.isdigit():
                break
            numbers.append(int(word))
        if len(numbers) < 2:
            raise IsaError(".loc: expected a file number and a line")
        file = numbers[0]
        if file not in self.files:
            raise IsaError(f".loc {file}: no .file {file} before it")
        self.current = SourceLine(self.files[file], numbers[1],
                                  numbers[2] if len(numbers) > 2 else 0,
                                  _inlining(comment, self.files.values()))


def names_file(path: str, wanted: str) -> bool:
    """Whether ``wanted`` (a path, its end or its name; ``\\`` or ``/``) names ``path``, as
    ``break kernel.py:41`` and a profile's row lookup take it."""
    wanted = wanted.replace("\\", "/")
    return path == wanted or path.endswith("/" + wanted.lstrip("/"))


def line_at(runs, index: int) -> SourceLine | None:
    """The source line of instruction ``index``, from a program's runs (``LineTable.runs``)."""
    at = bisect.bisect_right(runs, index, key=lambda run: run[0]) - 1
    return runs[at][1] if at >= 0 else None
