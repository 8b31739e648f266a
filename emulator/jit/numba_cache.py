"""numba's disk cache of the package's jitted functions, kept outside the package.

numba caches a ``cache=True`` function beside its source (``__pycache__``) when that folder is
writable, so running the emulator would write inside the installed package. Importing this
module (every module that jits does, before it imports numba) puts ``PackageCacheLocator``
first among numba's cache locators: a function defined in a file of this package is cached
under ``user_cache_dir("numba")`` (``$XDG_CACHE_HOME/wavefront-emu/numba``), in a folder named
after its source folder and a hash of that folder's path, as numba names them under
``NUMBA_CACHE_DIR``. numba's own cache folder setting wins (``numba.config.CACHE_DIR``,
which numba reads from ``NUMBA_CACHE_DIR``: its own locator then decides), and a
function of any other file is left to numba's locators as before. The cache entries stay
numba's: keyed by each source file's content hash, the signature and the machine.
"""

from __future__ import annotations

from pathlib import Path

from numba.core import caching, config

from emulator.user_cache import user_cache_dir

PACKAGE = Path(__file__).resolve().parents[1]   # (the emulator package's folder)

# (numba renamed these: 0.59's names have a leading underscore)
_IMPL = getattr(caching, "CacheImpl", None) or caching._CacheImpl
_BASE = getattr(caching, "UserProvidedCacheLocator", None) or \
    caching._UserProvidedCacheLocator


class PackageCacheLocator(_BASE):
    """Caches a function of this package under the user's cache folder (module docstring)."""

    def __init__(self, py_func, py_file) -> None:
        self._py_file = py_file
        self._lineno = py_func.__code__.co_firstlineno
        self._cache_path = str(user_cache_dir("numba")
                               / self.get_suitable_cache_subpath(py_file))

    @classmethod
    def from_function(cls, py_func, py_file):
        if config.CACHE_DIR or not _in_package(py_file):   # (numba's own setting wins)
            return None
        # (the source-file mixin's: made, and its folder made writable, or None)
        return super(_BASE, cls).from_function(py_func, py_file)


def _in_package(py_file: str) -> bool:
    try:
        return Path(py_file).resolve().is_relative_to(PACKAGE)
    except OSError:
        return False


def install() -> None:
    """Put ``PackageCacheLocator`` first among numba's cache locators (once)."""
    if PackageCacheLocator not in _IMPL._locator_classes:
        _IMPL._locator_classes = [PackageCacheLocator, *_IMPL._locator_classes]


install()
