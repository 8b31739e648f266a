"""Which blocks run compiled: each program counts the visits of its block heads, and a
block that has run ``options.hot`` times is compiled, so that code which runs a few times is
never compiled and a one-off run is never slower than interpretation. In a batch a head
reached by n waves counts n visits and its block is compiled at ``options.hot_waves`` (by
default as many wave-visits as 64 trips of a 64-wave launch: a loop of a large grid, not
straight code of a small one). At most ``options.children`` blocks of a program compile in
the background at once (the others wait their turn, interpreted).

How is the run's ``ExecutionOptions.blocks`` (emulator/execution/options.py):

* ``background`` (the default): a hot block found in the disk cache (blocks/cache.py)
  loads at once; one not yet compiled is compiled by a child process while this one goes on
  interpreting, and runs compiled from the first visit after the child is done;
* ``sync``: compiled here when it becomes hot;
* ``off``: everything interpreted.

A program keeps one ``HotBlocks`` in each runtime for single waves, one for batches and one
for recorded batches (its counts and compiled blocks: emulator/execution/runtime.py), so
runs with other options start their own counts. A recorded launch (the device model's: each
global or LDS access's cache lines or bank cycles logged, emulator/execution/batch.py) runs
its accesses interpreted, where the recorders hear them; its blocks are the compilable runs
between them (``recorded``: an access is no block's instruction).

A compiled block runs only where interpretation would do the same: MODE rounding nearest
even with denormals kept, VGPR indexing off, no strict checks, observers that read only the
instruction (``InstructionObserver``, emulator/execution/observers.py; they then hear the
block's instructions in order after it), and at least the block's length of steps left.
"""

from __future__ import annotations

import weakref

import numpy as np

from isa.program import Program

from emulator.execution.blocks import cache
from emulator.execution.blocks.source import (block_source, compilable_pcs, ends_block,
                                              extents, memory_splits)
from emulator.execution.options import ExecutionOptions
from emulator.state.local_memory import Lds, WideLds
from emulator.state.memory import Memory

POLL = 16           # visits between two looks at a compiling child
# MODE[9:0] the compiled lanes assume: FP_ROUND nearest even, FP_DENORM keep (f32, f16/f64),
# DX10_CLAMP (clamp takes NaN to 0) and IEEE (min/max quiet a signalling NaN) set
_PLAIN_MODE, _PLAIN_MASK = 0x3F0, 0x3FF


class CompiledBlock:
    """A jitted block and how to run it: ``run(wave)`` returns the next PC and how many of
    its instructions ran, ``run_waves(batch, first, end)`` each of a batch's waves' next PC
    code (``next_pcs`` decodes them). A block with global loads (``memory``) takes the
    wave's memory (``Memory.compiled``) and stops before a load any lane of which lies
    outside every allocation (code −(pc + 2)): the interpreter runs that load next, and
    names the fault. A block with LDS accesses (``lds``) takes its workgroup's LDS, and
    stops likewise before an access a lane of which lies outside it. ``inexact``: the
    offsets of its instructions the fidelity report counts."""

    __slots__ = ("fn", "waves", "start", "end", "length", "instructions", "memory", "stores",
                 "lds", "inexact")

    def __init__(self, module, program: Program, start: int, end: int) -> None:
        # (a batch's module has only ``waves``; a single wave's only ``block``)
        self.fn, self.waves = getattr(module, "block", None), getattr(module, "waves", None)
        self.start, self.end, self.length = start, end, end - start
        self.instructions = program.instructions[start:end]
        self.memory = getattr(module, "MEMORY", False)
        self.stores = getattr(module, "STORES", False)
        self.lds = getattr(module, "LDS", False)
        # (the offsets of the instructions the fidelity report counts: engine.count_block)
        self.inexact = tuple(i for i, inst in enumerate(self.instructions)
                             if inst.spec.inexact)

    def applies(self, wave) -> bool:
        # (C-contiguous files: the compiled signature's; a WaveState's and a batch's rows)
        return ((wave.mode & _PLAIN_MASK) == _PLAIN_MODE and not wave.gpr_idx
                and wave.v.flags.c_contiguous and wave.a.flags.c_contiguous
                and (not self.memory or _compiled_memory(wave) is not None)
                and (not self.lds or _lds_bytes(wave) is not None))

    def run(self, wave) -> tuple[int, int]:
        """(the next PC, the instructions that ran) of one wave's run through the block."""
        state = np.empty(3, dtype=np.uint64)   # (EXEC, VCC, SCC in and out)
        state[0], state[1], state[2] = wave.masks()
        memory = _compiled_memory(wave) if self.memory else ()
        if self.lds:
            memory = (*memory, _lds_bytes(wave))
        code = self.fn(wave.v, wave.a, wave.s, state, *memory)
        wave.set_masks(*state.tolist())
        if self.stores:   # (a wave parked on a value looks again: Memory.writes)
            wave.memory.writes += 1
        if code <= STOPPED:
            return -code - 2, -code - 2 - self.start
        return code, self.length

    def applies_to_waves(self, batch, first: int, end: int) -> bool:
        """The batch's waves first..end-1 all run as ``applies`` asks (the batch's files
        are C-contiguous; they share one memory)."""
        return bool(((batch.mode[first:end] & _PLAIN_MASK) == _PLAIN_MODE).all()
                    and not batch.gpr_idx[first:end].any()) and (
            not self.memory or _compiled_memory(batch.waves[first]) is not None) and (
            not self.lds or batch.lds_rows is not None)

    def next_pcs(self, codes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(next PCs, instructions run) per wave of ``run_waves``'s codes (END: the wave
        ended)."""
        stopped = codes <= STOPPED
        pcs = np.where(stopped, -codes - 2, codes)
        return pcs, np.where(stopped, pcs - self.start, self.length)

    def run_waves(self, batch, first: int, end: int) -> np.ndarray:
        """Waves first..end-1 of a ``WaveBatch`` (emulator/execution/batch.py) through the
        block, each on its own registers, in one call: their next PC codes."""
        state = np.empty((end - first, 3), dtype=np.uint64)
        state[:, 0] = batch.exec[first:end]
        state[:, 1] = batch.vcc[first:end]
        state[:, 2] = batch.scc[first:end]
        nxt = np.empty(end - first, dtype=np.int64)
        memory = _compiled_memory(batch.waves[first]) if self.memory else ()
        if self.lds:
            memory = (*memory, batch.lds_rows.data, batch.per_group)
        self.waves(batch.v, batch.a, batch.s, state, nxt, first, end, *memory)
        if self.stores:   # (as ``run``)
            batch.waves[first].memory.writes += 1
        batch.exec[first:end] = state[:, 0]
        batch.vcc[first:end] = state[:, 1]
        batch.scc[first:end] = state[:, 2]
        batch.exec_version += 1
        return nxt


STOPPED = -2   # a block's return code at or below this: it stopped before a load


def _lds_bytes(wave):
    """The bytes of the wave's workgroup's LDS (a one-dimensional uint8 array), or None."""
    lds = getattr(wave, "lds", None)
    return lds.data if isinstance(lds, Lds) and not isinstance(lds, WideLds) else None


def _compiled_memory(wave):
    """The wave's memory as a block's loads take it (Memory.compiled), or None."""
    memory = wave.memory
    return memory.compiled() if isinstance(memory, Memory) else None


class HotBlocks:
    """One program's block heads, their visit counts and its compiled blocks (``ready[pc]``:
    the block that starts at ``pc``, or None)."""

    @property
    def program(self) -> Program:
        return self._program()

    def __init__(self, program: Program, options: ExecutionOptions,
                 waves: bool = False, recorded: bool = False) -> None:
        # (weakly: the runtime that keeps this lets the program go)
        self._program = weakref.ref(program)
        self.options = options
        self.waves = waves   # (a batch's blocks: run_waves too)
        able = compilable_pcs(program, recorded)
        insts = program.instructions
        targets = {t for inst in insts for op in inst.operands
                   if (t := getattr(op, "target", None)) is not None}
        # (where interpretation enters a run of compilable code: a program's start, a
        # branch target, after an instruction no block holds, after a block's end, at a
        # batch block's segment — a split between a store to memory and another access,
        # source.py memory_splits —, where a wave the block stopped goes on)
        splits = self._splits = memory_splits(program, able)
        ends = self._ends = extents(program, able)
        self.heads = [able[pc] and ends[pc] - pc >= options.min_length
                      and (pc == 0 or pc in targets or not able[pc - 1]
                           or ends_block(insts[pc - 1]) or splits[pc])
                      for pc in range(len(insts))]
        self._paths: dict = {}
        self.counts = [0] * len(insts)
        self.ready: list[CompiledBlock | None] = [None] * len(insts)
        self._children: dict[int, tuple] = {}

    def visit(self, pc: int, waves: int = 1) -> None:
        """A head was reached by interpretation (by ``waves`` waves of a batch at once: as
        many visits). A block that cannot be compiled or loaded (an unwritable cache, a
        failed child) stays interpreted: blocks are only ever an acceleration."""
        before = self.counts[pc]
        count = self.counts[pc] = before + waves
        if count < (self.options.hot_waves if self.waves else self.options.hot):
            return
        try:
            if pc not in self._children:
                self._hot(pc)
            elif count // POLL != before // POLL:
                self._look(pc)
        except Exception:   # noqa: BLE001 (whatever failed, interpretation is still right)
            self.heads[pc] = False
            self._children.pop(pc, None)

    def compile(self, pc: int) -> CompiledBlock:
        """The block at ``pc``, compiled (or loaded) now."""
        return self._load(pc, self._file(pc))

    def _file(self, pc: int):
        path = self._paths.get(pc)
        if path is None:
            end = self._ends[pc]
            segments = tuple(at for at in range(pc + 1, end) if self._splits[at]) \
                if self.waves else ()
            path = self._paths[pc] = cache.module_path(block_source(
                self.program, pc, end, self.waves, segments), self.options.cache_directory())
        return path

    def _load(self, pc: int, path) -> CompiledBlock:
        end = self._ends[pc]
        block = self.ready[pc] = CompiledBlock(cache.load(path), self.program, pc, end)
        return block

    def _hot(self, pc: int) -> None:
        path = self._file(pc)
        if self.options.blocks == "sync" or cache.is_compiled(path):
            self._load(pc, path)
        elif len(self._children) < self.options.children:   # (else: asked again at its next visit)
            self._children[pc] = (cache.compile_elsewhere(path), path)

    def _look(self, pc: int) -> None:
        child, path = self._children[pc]
        code = child.poll()
        if code is None:
            return
        del self._children[pc]
        if code != 0:
            raise RuntimeError(f"compiling {path} failed")
        self._load(pc, path)


def hot_blocks(program: Program, options: ExecutionOptions, waves: bool = False,
               recorded: bool = False) -> HotBlocks | None:
    """The program's HotBlocks for single waves, or with ``waves`` for batches (with
    ``recorded``, a recorded launch's: module docstring), under ``options`` (kept in the
    options' runtime, so counts and blocks outlive one run), or None when blocks are off."""
    if options.blocks == "off":
        return None
    kept = options.runtime.state(program).hot_blocks
    blocks = kept.get((waves, recorded))
    if blocks is None:
        blocks = kept[waves, recorded] = HotBlocks(program, options, waves, recorded)
    return blocks


