"""Jitted code that runs before it is compiled: each entry point runs its plain twin until
its machine code is ready, and that code is built meanwhile in another process.

numba compiles a function on its first call, which for the MFMA kernels or the cycle
accountant takes tens of seconds, and even a kernel found in numba's disk cache costs over a
second in a process's first compiled call (numba's start-up). Most runs are small: a program
of a few MFMAs, one ``emulator.mfma`` call. So the code outside the jitted modules calls
their functions through ``module(name).function``, an ``Entry``, which runs either

* the *plain twin* (plain.py: the function's own source as Python, never importing numba),
  exact and slower; or
* the numba dispatcher (*live*), once it is worth it.

The rule (``Compiler``), per entry and per call signature:

1. A call whose compiled code is not known to be ready (no marker, cache.py) runs plain, and
   asks for that code: a detached child process (child.py; at most one of this process's
   at a time, on the machine's other core) compiles it into numba's disk cache, outliving a
   short run so that the next one finds it.
2. An entry goes live at its next call once numba is in use in this process (another entry
   is live) and its marker exists, or once its plain calls have taken ``plain_budget``
   seconds: it then waits while a child compiles that call's code, or compiles it here
   (under the marker's lock, which a child then skips) and leaves the marker. So a long run
   pays at most ``plain_budget`` per entry for having started cold, and a short one never
   waits for a compiler.
3. Under ``NUMBA_DISABLE_JIT=1`` numba's own Python functions run (the whole process is
   plain), and with ``background=False`` no child is started (rule 2 compiles here).

Either form gives the same bits (tests/test_jit.py runs both on every kernel family). The
signatures' descriptions, and so the markers, cover the arguments numba types like numpy
values; a call with any other argument goes live at once.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

from emulator.jit import child
from emulator.jit.cache import Markers, freshen, write_marker
from emulator.jit.plain import Twins
from emulator.jit.signatures import Undescribable, describe_call


class Entry:
    """One jitted function of a jitted module, callable as the function itself."""

    __slots__ = ("compiler", "module", "name", "plain", "fast", "plain_seconds", "calls")

    def __init__(self, compiler: "Compiler", module: str, name: str, plain) -> None:
        self.compiler, self.module, self.name, self.plain = compiler, module, name, plain
        self.fast = None            # the live callable (the dispatcher), once live
        self.plain_seconds = 0.0    # time spent in plain calls
        self.calls: dict[tuple, Path] = {}   # call description -> its marker

    def __call__(self, *args):
        fast = self.fast
        if fast is not None:
            return fast(*args)
        return self.compiler.call(self, args)

    def compiled(self, *args):
        """The call run compiled whatever the rule would do: for a call too big to run
        plain (it waits for a child compiling its code, or compiles it here)."""
        fast = self.fast
        if fast is not None:
            return fast(*args)
        return self.compiler.call(self, args, plain_ok=False)

    @property
    def live(self) -> bool:
        return self.fast is not None

    @property
    def dispatcher(self):
        """The numba dispatcher (imports numba and the module; compiles nothing yet)."""
        return self.compiler.real_function(self)

    def go_live(self):
        """Use the dispatcher from now on (what it has not compiled it compiles when called:
        from numba's disk cache where a child left it)."""
        if self.fast is None:
            self.fast = self.dispatcher
            self.compiler.live_entries += 1
        return self.fast

    def __repr__(self) -> str:
        state = "live" if self.live else f"plain ({self.plain_seconds:.3f} s)"
        return f"<jit entry {self.module}.{self.name}: {state}>"


class JitModule:
    """A jitted module seen through its entries: a function it jitted is an ``Entry``,
    anything else (constants, plain helpers) is the twin's value."""

    def __init__(self, compiler: "Compiler", name: str) -> None:
        self._compiler, self._name = compiler, name
        self._entries: dict[str, Entry] = {}

    def __getattr__(self, attribute: str):
        if attribute.startswith("__"):
            raise AttributeError(attribute)
        entry = self._entries.get(attribute)
        if entry is not None:
            return entry
        twins = self._compiler.twins
        value = getattr(twins.module(self._name), attribute)
        if twins.jitted(self._name, attribute):
            value = self._entries[attribute] = Entry(self._compiler, self._name, attribute,
                                                     value)
        else:
            setattr(self, attribute, value)   # (constants: found without this method)
        return value

    @property
    def real(self):
        """The module itself, numba and all (``freshen`` run first)."""
        return self._compiler.real_module(self._name)

    @property
    def plain(self):
        """The module's plain twin: its functions as Python, never compiled (one written in
        numpy's operators runs there on whole arrays as well as on scalars)."""
        return self._compiler.twins.module(self._name)


class Compiler:
    """The rule of the module docstring, for one process's entries. ``plain_budget``:
    seconds of plain calls an entry runs before it waits for its compiled code;
    ``background``: whether children compile (else rule 2 compiles here)."""

    def __init__(self, *, plain_budget: float = 1.0, background: bool = True) -> None:
        self.plain_budget = plain_budget
        self.background = background
        self.markers = Markers()
        self.twins = Twins(code_cache=lambda: self.markers.directory / "twins")
        self.live_entries = 0
        self._modules: dict[str, JitModule] = {}
        self._queue: list[list] = []     # jobs no child has been given yet
        self._given: list[list] = []     # ... the jobs our last child was given
        self._child: subprocess.Popen | None = None
        self._fresh = False
        self._deferring = 0
        self._no_jit = os.environ.get("NUMBA_DISABLE_JIT", "0") not in ("", "0")
        atexit.register(self._at_exit)

    def module(self, name: str) -> JitModule:
        jit_module = self._modules.get(name)
        if jit_module is None:
            jit_module = self._modules[name] = JitModule(self, name)
        return jit_module

    # -- numba's side ---------------------------------------------------------------------
    def real_module(self, name: str):
        if not self._fresh:
            self._fresh = True
            freshen()
        return importlib.import_module(name)

    def real_function(self, entry: Entry):
        return getattr(self.real_module(entry.module), entry.name)

    # -- the rule ---------------------------------------------------------------------------
    def call(self, entry: Entry, args: tuple, plain_ok: bool = True):
        """``entry`` called by the rule (``plain_ok`` False: compiled, Entry.compiled)."""
        if self._no_jit:
            return entry.go_live()(*args)
        try:
            call, marker = self._marker(entry, args)
        except Undescribable:
            return entry.go_live()(*args)
        ready = marker.exists()
        if ready and self.live_entries:
            return entry.go_live()(*args)
        if not plain_ok or entry.plain_seconds >= self.plain_budget:
            return self._compiled_call(entry, args, marker, ready)
        if not ready:
            self._ask_for(entry, call, marker)
        start = time.perf_counter()
        try:
            # (numpy warns of what compiled code does silently: an overflow to inf in a cast)
            with np.errstate(all="ignore"):
                return entry.plain(*args)
        finally:
            entry.plain_seconds += time.perf_counter() - start

    def _marker(self, entry: Entry, args: tuple) -> tuple[tuple, Path]:
        """The call's description and its marker's path (Undescribable: see signatures)."""
        call = describe_call(args)
        marker = entry.calls.get(call)
        if marker is None:
            marker = entry.calls[call] = self.markers.path(entry.module, entry.name, call)
        return call, marker

    def _ask_for(self, entry: Entry, call: tuple, marker: Path) -> None:
        if not self.background:
            return
        job = [entry.module, entry.name, call, str(marker)]
        if job not in self._queue and not (self._child is not None and job in self._given):
            self._queue.append(job)
        if not self._deferring:
            self._pump()

    @contextlib.contextmanager
    def deferred(self):
        """Meanwhile, compiles asked for wait in the queue; then one child takes them all
        (a warm-up's: one child process, not one per call)."""
        self._deferring += 1
        try:
            yield self
        finally:
            self._deferring -= 1
            if not self._deferring:
                self._pump()

    def _pump(self) -> None:
        """Start a child for the queued jobs unless one of ours is still compiling."""
        if not self._queue or (self._child is not None and self._child.poll() is None):
            return
        self._given, self._queue = self._queue, []
        self._child = subprocess.Popen(
            [sys.executable, "-m", "emulator.jit.child", json.dumps(self._given)],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True)

    def _compiled_call(self, entry: Entry, args: tuple, marker: Path, ready: bool):
        """Go live for this call: wait while another process (a child) compiles its code;
        compile it here if nobody does (holding its lock, so that a child given it later
        skips it), and leave its marker."""
        self._pump()   # (queued jobs to a new child, if ours has finished)
        while not ready and child.locked(marker):
            time.sleep(0.05)
            ready = marker.exists()
        if ready or not child.take_lock(marker):
            return entry.go_live()(*args)
        try:
            result = entry.go_live()(*args)
            write_marker(marker)   # (numba has saved the code to its cache by now)
        finally:
            child.release_lock(marker)
        return result

    def _at_exit(self) -> None:
        # (the queue's jobs go to a child that outlives this process, beside any still
        # compiling: the next run finds them ready)
        if self._queue:
            self._child = None
            self._pump()


DEFAULT = Compiler()
