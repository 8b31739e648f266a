"""Where the emulator keeps what it compiles for a user: ``$XDG_CACHE_HOME/wavefront-emu/<kind>``
(the XDG base directory rule), else ``~/.cache/wavefront-emu/<kind>`` — HIP compiles
(``hip``), compiled blocks (``blocks``), Triton kernels (``triton``), numba's cache of the
package's jitted functions (``numba``) and the markers of those ready (``jit``): nothing is
written inside the package."""

from __future__ import annotations

import os
from pathlib import Path


def user_cache_dir(kind: str) -> Path:
    """The folder for ``kind`` (not created here)."""
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg else Path.home() / ".cache"
    return base / "wavefront-emu" / kind
