"""Compiled lanes: an instruction defined by a lane composition (``OpSpec.lanes``) whose
plain form numpy computes in more than one pass (``fma_f32``, ``max_f32``, a shift and
an add, a high product, ``v_cndmask_b32``'s select by a mask, …) runs it as one numpy ufunc
compiled from that composition; a VOPC compare on 32-bit words, as one compiled function
from its record's condition that gives the lane mask itself (numpy's form packs a row of
booleans).

The ufunc is made from the same string as the interpreter's forms (ops/composed.py) and the
blocks' template (templates.py), over the compiled lane vocabulary (its words' functions,
word_functions.py, as a block calls them; tests/test_lane_words.py holds them equal to the
numpy forms): a module of one
``numba.vectorize`` function on ``uint32`` words (a mask operand: its lane's bit, a
boolean), kept in the block cache (cache.py) like a block, so a composition compiled once
loads in milliseconds in every later process. A compare's module is one ``numba.njit``
function of two rows (called with a few arguments, a jitted function costs a third of a
generalized ufunc's call). It runs only where the plain form does (every lane on, the
default MODE: the compiled lanes' own assumptions), so it gives the bits numpy's form gives
(tests/test_compiled_lanes.py).

When, for a single wave's run (``execution/engine.py`` asks at the start of each run):

* never with ``ExecutionOptions.blocks == "off"`` (nor, so, under ``NUMBA_DISABLE_JIT``);
* only once numba is in use in the process (a compiled block, a jitted kernel live): a run
  that uses no compiled code never pays numba's start for a few microseconds an instruction;
* then the program's compositions found compiled in the cache load at once; the others are
  compiled by one child process (``background``: that run and later ones interpret until it
  is done) or here (``sync``).
"""

from __future__ import annotations

import sys

import numpy as np

from isa.definition_trees import parse

from emulator.execution.blocks import cache
from emulator.execution.blocks.source import CODE_HASH
from emulator.execution.blocks.templates import compare_condition
from emulator.execution.blocks.word_functions import MODULE, render_calls, words_name
from emulator.execution.ops import binder_of
from emulator.execution.ops.access import scalar_writer
from emulator.execution.ops.composed import COMPOSED, composed, sources_of
from emulator.execution.ops.plain import (COPY, Elementwise, plain, plain_compare,
                                          plain_operands, plain_select, plain_sources,
                                          plain_text, select_operands)
from emulator.execution.ops.valu_compare import CONDITIONED

def compilable_lanes(inst) -> str | None:
    """The composition ``inst`` runs in plain form, when compiled lanes would beat numpy's
    form of it — not one numpy ufunc (as the form folds this line's constants), a move or a
    cast — else None."""
    spec = inst.spec
    if not getattr(spec, "lanes", "") or binder_of(inst) is not COMPOSED:
        return None
    if "mask" in spec.operands:   # (a select by a lane mask: numpy's form takes two passes)
        return spec.lanes if select_operands(inst) is not None else None
    found = plain_operands(inst)
    if found is None:
        return None
    element = composed(spec.lanes)
    lanes = element.lanes
    if element.fold is not None:   # (e.g. a shift by a constant count: one ufunc)
        sources = [s if isinstance(s, int) else s.view(element.dtype) for s in found[1]]
        folded = element.fold(sources)
        lanes = folded[0] if folded is not None else lanes
    if isinstance(lanes, np.ufunc) or lanes is COPY or element.out_dtype != element.dtype:
        return None
    return spec.lanes


def compilable_condition(inst) -> str | None:
    """The lane test of a VOPC compare (its record's condition on the type it compares, as
    the blocks' template writes it) when its plain form runs, else None."""
    spec = inst.spec
    if not getattr(spec, "condition", "") or spec.compared not in ("f32", "i32", "u32") or \
            binder_of(inst) not in CONDITIONED or not plain_text(inst) or \
            len(inst.operands) != 3 or spec.operands[0] != "maskd" or \
            plain_sources(inst.operands[1:], spec.operands[1:]) is None:
        return None
    return compare_condition(spec.condition, spec.compared, "x[l]", "y[l]")


def condition_source(test: str) -> str:
    """The module text of a compare's compiled function, ``LANES``: two rows of lane words
    to the 64-bit mask of the lanes where ``test`` holds."""
    return (f'"""Compiled lanes of the compare {test} (emulator/execution/blocks/'
            f'compiled_lanes.py); lane code {CODE_HASH}."""\n'
            "from numba import njit\n"
            "from emulator.execution.blocks.lanes import *  # noqa: F401,F403\n"
            "from emulator.execution.blocks.lanes64 import *  # noqa: F401,F403\n\n\n"
            '@njit(["uint64(uint32[::1], uint32[::1])"], cache=True)\n'
            "def lanes(x, y):\n"
            "    mask = ZERO\n"
            "    for l in range(x.shape[0]):\n"
            f"        if {test}:\n"
            "            mask |= lane_bit(l)\n"
            "    return mask\n\n\n"
            "LANES = lanes\n")


def lanes_source(composition: str, kinds=()) -> str:
    """The module text of ``composition``'s ufunc, ``LANES`` (its file is named by a hash of
    this text, which names the lane code's own hash: a change to the lanes makes a new
    file). ``kinds``: the record's source operand kinds, where a ``mask`` source's lane is
    its bit (a boolean); every other source is a lane word."""
    count = sources_of(composition)
    names = ", ".join(f"s{n}" for n in range(count))
    body = render_calls(parse(composition), [f"s{n}" for n in range(count)])
    kinds = list(kinds) + [""] * (count - len(kinds))
    types = ", ".join("boolean" if kind == "mask" else "uint32" for kind in kinds[:count])
    return (f'"""Compiled lanes of {composition} (emulator/execution/blocks/'
            f'compiled_lanes.py); lane code {CODE_HASH}."""\n'
            "from numba import vectorize\n"
            "from emulator.execution.blocks.lanes import *  # noqa: F401,F403\n"
            "from emulator.execution.blocks.lanes64 import *  # noqa: F401,F403\n"
            "from emulator.execution.blocks.word_functions import words_at\n\n"
            f"{MODULE} = words_at(__file__, {words_name()!r})\n\n\n"
            f'@vectorize(["uint32({types})"], cache=True)\n'
            f"def lanes({names}):\n"
            f"    return {body}\n\n\n"
            "LANES = lanes.ufunc\n")


class CompiledLanes:
    """One program's compiled lanes under one ``ExecutionOptions``: which of its
    instructions want them (``wanted``: PC → composition), the compiled functions loaded
    so far (``compiled``: module text → its ``LANES``) and the
    child compiling the others."""

    __slots__ = ("instructions", "options", "wanted", "compiled", "child", "made", "complete",
                 "last")

    def __init__(self, program, options) -> None:
        # (its instructions, not the program: the runtime keeping this lets the program go)
        self.instructions, self.options = program.instructions, options
        # (PC -> the module text of its compiled form: a composition's, or a compare's)
        self.wanted = {}
        for inst in program.instructions:
            composition = compilable_lanes(inst)
            test = compilable_condition(inst) if composition is None else None
            if composition is not None:
                self.wanted[inst.index] = lanes_source(composition, inst.spec.operands[1:])
            elif test is not None:
                self.wanted[inst.index] = condition_source(test)
        self.compiled: dict = {}
        self.child = None
        self.made: dict = {}   # (an instruction's run -> it with its compiled lanes)
        self.complete = False   # (every composition loaded: nothing more to look for)
        self.last = None   # (the runs given, how many were loaded then, the runs returned)

    def runs(self, runs: list) -> list:
        """``runs`` (the program's bound runs, by PC) with each instruction whose compiled
        lanes are ready running them in plain form (its own run otherwise)."""
        if not self.wanted or "numba" not in sys.modules:
            return runs
        try:
            if not self.complete:
                self._advance()
        except Exception:   # noqa: BLE001 (an unwritable cache, a failed child: numpy's
            self.wanted = {}   # forms are still right)
            return runs
        last = self.last
        if last is not None and last[0] is runs and last[1] == len(self.compiled):
            return last[2]   # (nothing loaded since: the same list, not made again)
        given, loaded = runs, len(self.compiled)
        insts, made = self.instructions, self.made
        runs = list(runs)
        for pc, text in self.wanted.items():
            lanes = self.compiled.get(text)
            if lanes is None:
                continue
            run = runs[pc]   # (made once: equal instructions share their run, and this one)
            fast = made.get(run)
            if fast is None:
                fast = made[run] = _compiled_run(insts[pc], lanes, run)
            runs[pc] = fast
        self.last = (given, loaded, runs)
        return runs

    def _advance(self) -> None:
        """Load what the cache holds; compile the rest (one child at a time, or here)."""
        if self.child is not None:
            if self.child.poll() is None:
                return
            code, self.child = self.child.returncode, None
            if code != 0:
                raise RuntimeError("compiling lanes failed")
        directory = self.options.cache_directory()
        missing = []
        for text in set(self.wanted.values()) - set(self.compiled):
            path = cache.module_path(text, directory, "lanes_")
            if self.options.blocks == "sync" or cache.is_compiled(path):
                self.compiled[text] = cache.load(path).LANES
            else:
                missing.append(path)
        if missing:
            self.child = cache.compile_elsewhere(*sorted(missing))
        self.complete = not missing


def _compiled_run(inst, lanes, run):
    """``run`` with its plain form the compiled ``lanes`` (``run`` itself when not plain)."""
    if getattr(inst.spec, "condition", ""):
        return plain_compare(inst, None, np.uint32, scalar_writer(inst.operands[0]),
                             "exec" in inst.spec.writes, run, packed=lanes)
    if "mask" in inst.spec.operands:
        return plain_select(inst, run, lanes)
    return plain(Elementwise(run, lanes), inst, run)


def compiled_lanes(program, options) -> CompiledLanes | None:
    """The program's CompiledLanes under ``options`` (kept in the options' runtime), or None
    when compiled code is off or nothing in it wants them."""
    if options.blocks == "off":
        return None
    state = options.runtime.state(program)
    lanes = state.compiled_lanes
    if lanes is None:
        lanes = state.compiled_lanes = CompiledLanes(program, options)
    return lanes if lanes.wanted else None
