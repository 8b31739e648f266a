"""Reading a program file as assembly text: bounded in size, UTF-8, bad bytes located."""

from __future__ import annotations

from pathlib import Path

from isa import IsaError

MAX_SOURCE_BYTES = 256 << 20
# HIP C++ sources (emulator.hip compiles them; the assembly readers refuse them by name)
HIP_SUFFIXES = (".hip", ".cpp", ".cu", ".cc", ".cxx")


def is_hip_path(source) -> bool:
    """Whether ``source`` is the path of a HIP C++ file (by its suffix)."""
    return isinstance(source, (str, Path)) and "\n" not in str(source) and \
        Path(str(source)).suffix in HIP_SUFFIXES


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


def read_array(path: str | Path):
    """An ``.npy`` file's array, or a SourceError naming the file: absent, a directory, no
    .npy header (text, a pickle, an .npz archive), Python objects (never unpickled)."""
    import numpy as np   # (imported where used: the CLI's other commands start faster)

    try:
        with open(path, "rb") as f:
            magic = f.read(6)
    except FileNotFoundError:
        raise SourceError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise SourceError(f"{path}: is a directory, not an .npy file") from None
    if magic != b"\x93NUMPY":
        raise SourceError(f"{path}: not an .npy array (no .npy header: text, a pickle or "
                          "another format; numpy.save writes one)")
    try:
        return np.load(path, allow_pickle=False)
    except ValueError as exc:
        reason = "it holds Python objects" if "pickle" in str(exc) else str(exc)
        raise SourceError(f"{path}: not an .npy array of numbers ({reason})") from None
    except (OSError, EOFError) as exc:
        raise SourceError(f"{path}: a damaged .npy file ({exc})") from None
