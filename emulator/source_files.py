"""Reading a program file as assembly text: bounded in size, UTF-8, bad bytes located."""

from __future__ import annotations

from pathlib import Path

from isa import IsaError

MAX_SOURCE_BYTES = 256 << 20


class SourceError(IsaError):
    """A program file that cannot be read as assembly text (too large, not UTF-8)."""


def read_source(path: str | Path, limit: int = MAX_SOURCE_BYTES) -> str:
    """A source file's text: at most ``limit`` bytes (``/dev/zero`` is refused, not read
    until memory runs out), UTF-8, with the file and place of the first bad byte named."""
    with open(path, "rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise SourceError(f"{path}: larger than {limit >> 20} MiB: not read")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise SourceError(f"{path}:{line}:{column}: not UTF-8 text (byte "
                          f"{data[exc.start]:#04x})") from None
