"""How a run executes, chosen explicitly: one ``ExecutionOptions`` object, passed to
``run`` / ``Wavefront.run`` / ``launch`` (``options=``) or set once for the process
(``set_default_options``). Nothing below reads the environment while a program runs.

* ``blocks``: how straight-line stretches run compiled (emulator/execution/blocks/hot.py):
  ``"background"`` (a hot block not yet in the disk cache is compiled by a child process
  while the run goes on interpreting), ``"sync"`` (compiled here when it becomes hot: tests,
  short scripts that want their second run fast) or ``"off"`` (everything interpreted);
* ``block_cache``: the directory of compiled blocks (None: ``$XDG_CACHE_HOME/wavefront-emu/
  blocks``, ``~/.cache/wavefront-emu/blocks`` without XDG_CACHE_HOME, resolved when the
  options are made);
* ``hot`` / ``hot_waves``: visits of a block's head before it is compiled, by one wave /
  summed over a batch's waves; ``min_length``: the shortest block compiled;
  ``children``: compiling child processes at once.

The process default starts as ``ExecutionOptions.from_environment()``, read once, when a
run first asks for it: ``WFEMU_BLOCKS`` (background / sync / off) and ``WFEMU_BLOCK_CACHE``
give ``blocks`` and ``block_cache``, and under ``NUMBA_DISABLE_JIT`` blocks are off (their
lane loops would run as Python). The CLI's ``--compiled-blocks`` /
``--compiled-block-cache`` and an explicit ``options=`` win.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, fields, replace
from pathlib import Path

from isa.errors import ArgumentError

from emulator.user_cache import user_cache_dir

BLOCK_MODES = ("background", "sync", "off")


@dataclass(frozen=True)
class ExecutionOptions:
    blocks: str = "background"
    block_cache: Path | None = None
    hot: int = 64
    hot_waves: int = 64 * 64   # (as many wave-visits as 64 trips of a 64-wave launch)
    min_length: int = 3        # (shorter blocks gain less than a call costs)
    children: int = 1          # (this machine has one other core)
    # (the runtime these options own: made when first asked for; never compared, copied by
    # ``changed`` or pickled — emulator/execution/runtime.py)
    _runtime: object = field(default=None, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.blocks not in BLOCK_MODES:
            raise ArgumentError(f"blocks must be one of {', '.join(BLOCK_MODES)}, not "
                                f"{self.blocks!r}")
        if self.block_cache is None:   # (resolved here, once: not while a program runs)
            object.__setattr__(self, "block_cache", user_cache_dir("blocks"))
        elif not isinstance(self.block_cache, (str, Path)):
            raise ArgumentError(f"block_cache must be a directory path or None, not "
                                f"{type(self.block_cache).__name__}")
        else:
            object.__setattr__(self, "block_cache", Path(self.block_cache))
        for name in ("hot", "hot_waves", "min_length", "children"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ArgumentError(f"{name} must be a positive integer, not {value!r}")

    @classmethod
    def from_environment(cls, environ=None) -> "ExecutionOptions":
        """The options the environment names (see the module docstring)."""
        environ = os.environ if environ is None else environ
        blocks = environ.get("WFEMU_BLOCKS", "background")
        if blocks not in BLOCK_MODES:
            blocks = "background"
        if environ.get("NUMBA_DISABLE_JIT", "0") not in ("", "0"):
            blocks = "off"
        cache = environ.get("WFEMU_BLOCK_CACHE") or None
        return cls(blocks=blocks, block_cache=cache)

    @property
    def runtime(self):
        """The ``Runtime`` these options own (emulator/execution/runtime.py): each program's
        executable state under them."""
        made = self._runtime
        if made is None:
            from emulator.execution.runtime import Runtime   # (it reads these options)
            made = Runtime(self)
            object.__setattr__(self, "_runtime", made)
        return made

    def __getstate__(self) -> dict:
        # (another process makes its own runtime)
        return {k: v for k, v in self.__dict__.items() if k != "_runtime"}

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state, _runtime=None)

    def cache_directory(self) -> Path:
        """The block cache's directory (created when missing)."""
        self.block_cache.mkdir(parents=True, exist_ok=True)
        return self.block_cache

    def changed(self, **changes) -> "ExecutionOptions":
        """A copy with ``changes`` (each checked)."""
        known = {f.name for f in fields(self) if f.init}
        for name in changes:
            if name not in known:
                raise ArgumentError(f"ExecutionOptions has no option {name!r} (it has "
                                    f"{', '.join(sorted(known))})")
        return replace(self, **changes)


_default: ExecutionOptions | None = None


def default_options() -> ExecutionOptions:
    """The process's options: those last set, else the environment's (read once)."""
    global _default
    if _default is None:
        _default = ExecutionOptions.from_environment()
    return _default


def set_default_options(options: ExecutionOptions | None = None, **changes) -> ExecutionOptions:
    """Set the process's options (``options``, or the current ones with ``changes``); returns
    the previous ones, so a caller can put them back."""
    global _default
    previous = default_options()
    if options is not None and not isinstance(options, ExecutionOptions):
        raise ArgumentError(f"options must be an ExecutionOptions, not {type(options).__name__}")
    _default = (options or previous).changed(**changes) if changes else (options or previous)
    return previous


def resolve(options) -> ExecutionOptions:
    """``options`` checked, or the process's when None (what every run calls)."""
    if options is None:
        return default_options()
    if not isinstance(options, ExecutionOptions):
        raise ArgumentError(f"options must be an emulator.ExecutionOptions, not "
                            f"{type(options).__name__}")
    return options
