"""Programs on PATH by their versioned names (``clang-19`` … ``clang-22``,
``llvm-cxxfilt-22``): which versions of a tool a machine has, newest first."""

from __future__ import annotations

import os
import re


def versioned_on_path(stem: str) -> list[str]:
    """The names ``{stem}-N`` of the files in PATH's folders, highest N first, each once."""
    pattern = re.compile(re.escape(stem) + r"-(\d+)")
    found: set[str] = set()
    for folder in os.environ.get("PATH", "").split(os.pathsep):
        try:
            found.update(n for n in os.listdir(folder) if pattern.fullmatch(n))
        except OSError:
            continue
    return sorted(found, key=lambda n: -int(pattern.fullmatch(n).group(1)))
