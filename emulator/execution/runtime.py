"""The runtime: what running programs derives and keeps, owned by one object.

A ``Runtime`` belongs to one ``ExecutionOptions`` (``options.runtime``: made when first asked
for, never shared with another options object, never pickled with it). It keeps, for each
program it has run, that program's executable state (``ProgramState``: every instruction's
bound semantics, the compiled blocks and their visit counts, the compiled lanes, a batch's
planned steps, the timing model's static table, a timing-only launch's skip plan, the kernel
facts a launch reads) in a weak mapping, so the state goes when the program goes (nothing
kept may hold the program itself). The ``isa`` objects stay pure data:
nothing is hung on a ``Program``, an ``Instruction`` or an ``MfmaOp``.

So a run's speed depends on the runtime it is given, not on what else the process ran: two
options objects are two runtimes (the process's default options, ``resolve(None)``, hold the
process's). The compiled code itself lives on disk, outside the package: the block cache
(``options.block_cache``) and numba's cache of the jitted modules (emulator/jit/
numba_cache.py), both keyed by what they compile.
"""

from __future__ import annotations

import weakref

from emulator.execution.options import resolve


class ProgramState:
    """What a runtime keeps for one program (see the module's docstring). ``bound_runs``:
    every instruction's run by PC (the records' own semantics); ``hot_blocks``: a
    ``HotBlocks`` by (batches?, recorded?): for single waves (False, False), batches
    (True, False) and a recorded launch's batches (True, True); ``compiled_lanes``:
    its ``CompiledLanes``; ``kept``: what a later layer derives from the program once (the
    device model's static table, a skip plan, kernel facts), by a key of its own."""

    __slots__ = ("bound_runs", "hot_blocks", "compiled_lanes", "kept")

    def __init__(self) -> None:
        self.bound_runs: list | None = None
        self.hot_blocks: dict = {}
        self.compiled_lanes = None
        self.kept: dict = {}

    def derive(self, key, make):
        """``kept[key]``, made by ``make()`` the first time it is asked for."""
        found = self.kept.get(key)
        if found is None:
            found = self.kept[key] = make()
        return found


class Runtime:
    """The executable state of the programs run under ``options`` (module docstring)."""

    __slots__ = ("options", "_programs", "__weakref__")

    def __init__(self, options) -> None:
        self.options = options
        # (id(program) -> (a weak reference to it, its state): a program is compared by
        # value, so it is no dictionary key; its reference's callback drops its entry)
        self._programs: dict[int, tuple[weakref.ref, ProgramState]] = {}

    def state(self, program) -> ProgramState:
        """``program``'s state in this runtime (empty the first time)."""
        key = id(program)
        found = self._programs.get(key)
        if found is not None and found[0]() is program:
            return found[1]
        state = ProgramState()
        self._programs[key] = (weakref.ref(program, self._dropper(key)), state)
        return state

    def _dropper(self, key: int):
        runtime = weakref.ref(self)   # (the runtime may go first)

        def dropped(ref) -> None:
            me = runtime()
            if me is not None and me._programs.get(key, (None,))[0] is ref:
                del me._programs[key]
        return dropped

    def __len__(self) -> int:
        """How many programs this runtime keeps state for."""
        return len(self._programs)

    def __repr__(self) -> str:
        return f"<Runtime of {len(self)} program(s), blocks {self.options.blocks}>"

    def __reduce__(self):
        # (a runtime's state is this process's: another process starts its own)
        return Runtime, (self.options,)


def program_state(program, options=None) -> ProgramState:
    """``program``'s state in the runtime of ``options`` (None: the process's options)."""
    return resolve(options).runtime.state(program)
