"""A block's extent in a program and its numba source text.

A block starts at a PC whose instruction is compilable (``templates.compilable``) and runs
through consecutive compilable instructions; it ends after a branch or ``s_endpgm``, or
before the first instruction it cannot hold. The source is one function
``block(v, a, s, st)``: ``v``, ``a`` the wave's VGPR files (``uint32`` (registers, 64)),
``s`` its SGPRs, ``st`` EXEC, VCC and SCC (``uint64``, read at entry and written back at
exit); it returns the next PC (``-1``: ``s_endpgm``). A batch's block (``waves=True``)
is instead one function ``waves(vs, avs, ss, sts, nxt, first, end)``, the same body run
for waves ``first..end-1`` (``vs``, ``avs`` (waves, registers, 64), ``ss`` (waves, SGPRs),
``sts`` and ``nxt`` one row per wave from ``first``) in one call: each of its segments
(``memory_splits``) for every wave before the next segment. A block holding a DPP
form or a crossbar exchange (a permute, a swizzle) also takes two scratch rows: a single
wave's is a ``block_body`` taking them, which ``block`` makes once a call; ``waves`` makes
them once a batch. A single wave's block runs consecutive lane-local instructions in one
lane loop (``fused_lane_loops``). Its text names the lane
functions' and templates' own hash, so that a change to them makes a new file (numba's disk
cache checks only the file it compiles).
"""

from __future__ import annotations

import hashlib
import importlib.util
from pathlib import Path

from isa.program import Program
from isa.records import Unit

from emulator.execution.blocks import templates
from emulator.execution.blocks.templates import access_kind, branch_condition, compilable
from emulator.execution.blocks.word_functions import MODULE, words_name
from emulator.execution.blocks.writer import Return, Writer
from emulator.state.memory_observers import records_lines

# What the generated code depends on besides its own text (the lane functions, the fma
# they share with the interpreter, global memory's passes, the templates, the batch loop's
# prefetch).
# (read as files: importing the jitted ones would import numba, which a run that compiles
# no block never needs)
CODE_MODULES = tuple(f"emulator.{name}" for name in (
    "execution.blocks.lanes", "execution.blocks.lanes64", "execution.blocks.scalar_lanes",
    "execution.blocks.memory_lanes", "state.memory_kernels", "execution.mfma.numerics",
    "execution.blocks.templates", "execution.blocks.scalar_templates",
    "execution.blocks.crossbar_templates",
    "execution.blocks.memory_templates", "execution.blocks.packed_templates",
    "execution.prefetch")) + (
    # (lanes.py's constant of the vocabulary, TRUNC_LIMIT, and what that module imports;
    # the exponential's function of IEEE operations, which lanes.py compiles)
    "isa.lane_vocabulary", "isa.exact_floats", "isa.definition_trees", "isa.errors",
    "isa.exp2_binary64", "isa.float_words",
    # (the accesses' description the memory templates are made from)
    "isa.memory_access")
CODE_HASH = hashlib.sha256(b"".join(
    Path(importlib.util.find_spec(name).origin).read_bytes()
    for name in CODE_MODULES)).hexdigest()[:16]
SIGNATURE = "int64(uint32[:, ::1], uint32[:, ::1], uint32[::1], uint64[::1]{})"
WAVES_SIGNATURE = ("void(uint32[:, :, ::1], uint32[:, :, ::1], uint32[:, ::1], uint64[:, ::1], "
                   "int64[::1], int64, int64{})")
# (a block with global loads or stores also takes the memory: Memory.compiled)
MEMORY_TYPES = ", ListType(uint8[::1]), uint64[::1], uint64[::1], uint8[::1]"
MEMORY_ARGS = ", datas, bases, ends, writable"
# (a block with LDS accesses also takes its workgroup's LDS; a batch's, the LDS rows of its
# workgroups and the waves a workgroup has: wave w's is row w // per_group)
LDS_TYPE, LDS_ROWS_TYPES = ", uint8[::1]", ", uint8[:, ::1], int64"
# (a DPP form's two rows of 64 lanes: the permuted source and the spare VGPR's own)
SCRATCH_TYPE, SCRATCH = ", uint32[:, ::1]", "np.empty((2, 64), np.uint32)"


def ends_block(inst) -> bool:
    """Whether a block ends with ``inst`` (its record says: a jump or the end)."""
    return getattr(inst.spec, "terminates_block", False)


def compilable_pcs(program: Program, recorded: bool = False) -> list[bool]:
    """Which instructions a block may hold (``recorded``: a recorded launch's blocks, which
    hold no access the recorders hear — those are interpreted, where they hear them:
    blocks/hot.py)."""
    return [compilable(inst) and not (recorded and records_lines(inst))
            for inst in program.instructions]


def memory_splits(program: Program, able: list[bool]) -> list[bool]:
    """The PCs before which a batch's block starts a new segment (and from which a block
    may start) so that no segment holds a write together with another access to the same
    space — global memory (a global or buffer store or load) or the LDS (a DS write or
    read): a write after such an access, and such an access after a write, in one run of
    compilable instructions.

    Why: a batch's block runs its waves one after another through a segment's
    instructions, where interpretation runs each instruction for every wave before the
    next. Two accesses ``i`` before ``j`` of one segment would meet in another order —
    wave 0's ``j`` before wave 1's ``i`` — which changes what is read or left when one of
    them writes and the waves' bytes overlap: in global memory any waves', in the LDS a
    workgroup's (a program that reads what another wave writes without ``s_barrier``
    between them races on the hardware, but the emulator's answer must not depend on the
    form that runs it). Every wave runs a segment before any runs the next
    (``_waves_function``), so the accesses of two segments meet in interpretation's
    order. Reads alone see bytes no block changes; accesses to the two spaces never
    overlap. A single wave's block needs no segments: nothing runs between its
    instructions."""
    insts = program.instructions
    splits = [False] * len(insts)
    seen: dict[str, str] = {}   # (per space, the last access's kind since a split or run start)
    for pc, inst in enumerate(insts):
        if not able[pc]:
            seen = {}
            continue
        kind = access_kind(inst)
        if kind is not None:
            space, direction = kind
            before = seen.get(space)
            if before is not None and "store" in (direction, before):
                splits[pc] = True
                seen = {space: direction}
            elif before is None:
                seen[space] = direction
        if ends_block(inst):
            seen = {}
    return splits


def extents(program: Program, able: list[bool]) -> list[int]:
    """The end (exclusive) of the block that would start at each PC: through consecutive
    compilable instructions, up to and with a branch or ``s_endpgm``; the PC itself when
    it is not compilable. One backward pass (a run of n compilable instructions would
    cost n² one PC at a time)."""
    insts = program.instructions
    ends = [0] * len(insts)
    following = len(insts)
    for pc in range(len(insts) - 1, -1, -1):
        if not able[pc]:
            following = ends[pc] = pc
        elif ends_block(insts[pc]):
            following = ends[pc] = pc + 1
        else:
            ends[pc] = following
        following = ends[pc]
    return ends


_LOOP, _MASKED = "    for l in range(64):", "        if bit(ex, l):"


def lane_local(inst) -> bool:
    """Whether ``inst``'s record keeps it to its own lane's registers: a vector ALU
    instruction that reads no other lane (``OpSpec.crosses_lanes``), not a DPP form (which
    reads src0 from other lanes) nor an MFMA (isa.records)."""
    return inst.spec.unit in (Unit.VALU, Unit.TRANS) and not inst.spec.crosses_lanes and \
        inst.suffix != "dpp" and inst.mfma is None


def fused_lane_loops(w: Writer) -> list[str]:
    """A single wave's block body from ``w``: consecutive instructions that each read and
    write only their own lane's registers run in one lane loop: lane l runs the first,
    then the second, …, as it would in loops one after another, since none reads another
    lane or changes EXEC, VCC or an SGPR inside its loop (each one's reads before its loop
    moved ahead of the shared loop, where they read the same: only its loop's lanes are
    written before it). An instruction with lines after its loop (a compare's mask
    written back) ends the run. What an instruction may do is the writer's record of it
    (``writer.Piece``: its record's lane locality, its loops, its scalar writes), not its
    text. One loop instead of many: numba compiles a block about a loop at a time (the
    random blocks of tests/test_blocks.py: 656 loops, 467 fused, their compile about a
    tenth shorter; a single wave's VALU loop runs as fast either way). A batch's block
    shares only the loop with the lane test (``full_exec_twins``): its loops without the
    test, for full EXEC, stay one an instruction, which LLVM vectorises and a loop of
    several instructions' bodies defeats (Triton's layer norm tutorial, all in batches:
    395 -> 650 ms with them shared)."""
    out: list[str] = []
    for kind, item in _lane_runs(w):
        if kind == "lines":
            out += w.lines[item[0]:item[1]]
            continue
        for heads, _, _ in item:
            out += heads
        out += [_LOOP, _MASKED]
        for _, body, _ in item:
            out += body
        out += item[-1][2]
    return out


def _lane_runs(w: Writer):
    """A block's instructions in order: ("run", [(heads, body, tail), …]) for each run of
    instructions that may share a lane loop (``_shareable``; one with lines after its
    loop ends its run), ("lines", (start, end, its lane loops)) for any other instruction's
    lines, and for the block's own after the last."""
    w.close()   # (a body's writer is closed before its own lines: this closes others')
    run: list = []
    for piece in w.pieces:
        parsed = _shareable(w, piece)
        if parsed is None:
            if run:
                yield "run", run
                run = []
            yield "lines", (piece.start, piece.end, piece.masked)
            continue
        run.append(parsed)
        if parsed[2]:
            yield "run", run
            run = []
    if run:
        yield "run", run
    yield "lines", (w.pieces[-1].end, len(w.lines), [])


def _shareable(w: Writer, piece):
    """(its comment and reads before the loop, the loop's body, the lines after it) of an
    instruction that may share a lane loop (``fused_lane_loops``), else None: a lane-local
    record, one loop — over the active lanes —, nothing that stops the block or writes a
    scalar but after the loop, where its lines are at the body's depth (1)."""
    if not piece.lane_local or piece.opaque or piece.loops != 1 or len(piece.masked) != 1:
        return None
    at = piece.masked[0]
    end = _body_end(w, at, piece.end)
    if any(depth != 1 for depth in w.depths[piece.start:at] + w.depths[end:piece.end]):
        return None
    return w.lines[piece.start:at], w.lines[at + 2:end], w.lines[end:piece.end]


def _body_end(w: Writer, at: int, end: int) -> int:
    """Where the body of the lane loop opening at ``at`` (depth 3 and deeper) ends."""
    end_of_body = at + 2
    while end_of_body < end and w.depths[end_of_body] >= 3:
        end_of_body += 1
    return end_of_body


class Cut(str):
    """Where a batch's block starts a new segment (``memory_splits``): before the
    instruction at ``pc`` (a marker among ``full_exec_twins``' lines, no line itself)."""

    def __new__(cls, pc: int) -> "Cut":
        cut = super().__new__(cls, f"# segment from pc {pc}")
        cut.pc = pc
        return cut


def full_exec_twins(w: Writer, cuts: dict | None = None) -> list[str]:
    """Each lane loop of a block body ``w`` (at depth 1, its body under ``if bit(ex,
    l):``) as two: without the test when EXEC is all ones, and as it was otherwise. LLVM
    vectorises the loop without a per-lane test 3-5 times better, and full EXEC is the
    common case; EXEC is looked at again before each loop (an instruction may change it).
    A batch's blocks have them (they double a block's compile time). A run of lane-local
    instructions (``fused_lane_loops``) looks at EXEC once: all ones, their loops one
    after another, each vectorised; else one loop with the test for them all (the random
    blocks' batch forms: 1,300 loops, 1,111 so; the Triton softmax, layer norm and
    attention tutorials no slower). ``cuts``: {line index a piece starts at: its PC} of
    the pieces that start a segment, each given a ``Cut`` before its lines."""
    out: list[str] = []
    for kind, item in _lane_runs(w):
        if kind == "lines":
            if cuts and item[0] in cuts:
                out.append(Cut(cuts[item[0]]))
            out += _twins(w, *item)
            continue
        for heads, _, _ in item:
            out += heads
        out.append("    if ex == M64:")
        for _, body, _ in item:
            out += ["    " + _LOOP, *body]
        out += ["    else:", "    " + _LOOP, "    " + _MASKED]
        for _, body, _ in item:
            out += ["    " + line for line in body]
        out += item[-1][2]
    if cuts and sum(isinstance(line, Cut) for line in out) != len(cuts):
        # (an access is never lane-local: it starts no shared lane loop's run)
        raise ValueError("a segment starts inside a shared lane loop")
    return out


def _twins(w: Writer, start: int, end: int, masked: list[int]) -> list[str]:
    """``full_exec_twins`` for each lane loop (opening at ``masked``) of ``w``'s lines
    ``start..end - 1`` on its own."""
    out, i = [], start
    for at in masked:
        out += w.lines[i:at]
        i = _body_end(w, at, end)
        body = w.lines[at + 2:i]
        out += ["    if ex == M64:", "    " + _LOOP, *body, "    else:", "    " + _LOOP,
                "    " + _MASKED, *("    " + line for line in body)]
    return out + w.lines[i:end]


def block_source(program: Program, start: int, end: int, waves: bool = False,
                 segments: tuple[int, ...] = ()) -> str:
    """The module text of the block ``start``..``end - 1`` (with ``waves``: a batch's,
    a new segment starting at each PC of ``segments``: ``memory_splits``)."""
    w = _body(program, start, end)
    types, args = (MEMORY_TYPES, MEMORY_ARGS) if w.memory else ("", "")
    head = (f"# wavefront-emu compiled block ({end - start} instructions); "
            f"lane code {CODE_HASH}\n"
            "import numpy as np\n"
            "from numba import njit\n"
            "from emulator.execution.blocks.lanes import *  # noqa: F401,F403\n"
            "from emulator.execution.blocks.lanes64 import *  # noqa: F401,F403\n"
            "from emulator.execution.blocks.scalar_lanes import *  # noqa: F401,F403\n"
            "from emulator.execution.blocks.memory_lanes import *  # noqa: F401,F403\n"
            "from emulator.execution.blocks.word_functions import words_at\n"
            # (the next wave's registers prefetched while this one runs: a batch's)
            + ("from emulator.execution.prefetch import prefetch_rows\n" if waves else "")
            + "\n"
            f"{MODULE} = words_at(__file__, {words_name()!r})\n"
            f"MEMORY = {w.memory}\n"
            f"STORES = {w.stores}\n"
            f"LDS = {w.lds}\n"
            + "".join(f"{name} = np.array({values}, np.int64)\n"
                      for name, values in w.tables.items()) + "\n\n")
    if waves:
        cuts = {w.pieces[pc - start + 1].start: pc for pc in segments if start < pc < end}
        return head + _waves_function(w, types, args, cuts)
    if w.lds:
        types, args = types + LDS_TYPE, args + ", lds"
    # (a block with scratch rows — a DPP form's, a permute's — is a body taking them, made
    # once a call by ``block``: not an allocation in the body)
    name, scratch_type, scratch_arg = (("block_body", SCRATCH_TYPE, ", sc") if w.scratch
                                       else ("block", "", ""))
    outer = (f"\n\n@njit(\"{SIGNATURE.format(types)}\", cache=True)\n"
             f"def block(v, a, s, st{args}):\n"
             f"    return block_body(v, a, s, st, {SCRATCH}{args})\n") if w.scratch else ""
    return (head + f"@njit(\"{SIGNATURE.format(scratch_type + types)}\", cache=True)\n"
            f"def {name}(v, a, s, st{scratch_arg}{args}):\n" + "\n".join(
                [*_ENTRY, *fused_lane_loops(w)]) + "\n" + outer)


_ENTRY = ("    ex = st[0]", "    vcc = st[1]", "    scc = st[2]")


def _body(program: Program, start: int, end: int) -> Writer:
    """The block's writer, its ``lines`` the function body after ``_ENTRY`` (depth 1; each
    ``return`` at depth 1 or 2, never inside a lane loop: ``Writer.stop_before``)."""
    insts = program.instructions
    w = Writer()
    for inst in insts[start:end]:
        where = f"pc {inst.index}: {inst.loc.text.strip()}" if inst.loc else f"pc {inst.index}"
        w.begin(where, lane_local(inst))
        if ends_block(inst):
            break
        templates.emit(inst, w)
    last = insts[end - 1]
    w.close()
    w.line("st[0] = ex")
    w.line("st[1] = vcc")
    w.line("st[2] = scc")
    if last.spec.semantics_name == "s_endpgm":
        w.ret("-1")
    elif branch_condition(last.spec) is not None:
        w.line(f"if {branch_condition(last.spec)}:")
        w.ret(str(templates.branch_target(last)), 2)
        w.ret(str(end))
    else:
        w.ret(str(end))
    return w


RUNNING = -(1 << 62)   # (a batch block's code of a wave still in it, between segments)


def _waves_function(w: Writer, types: str, args: str, cuts: dict) -> str:
    """A batch's block: ``waves``, the body run for each of waves ``first..end-1`` in turn
    inside the loop over them (one function for numba to compile: a ``block`` it called
    would be compiled, and optimised again where linked, twice over), each ``return code``
    the wave's ``nxt`` and on to the next wave; its lane loops doubled for full EXEC
    (``full_exec_twins``: a batch runs many waves a call, which pays for their compile).

    A block with segments (``cuts``: ``memory_splits``) loops over the waves once a
    segment: a wave's EXEC, VCC and SCC wait in its ``sts`` row between them, and its code
    is ``RUNNING`` until it leaves the block. A wave the block stopped before an access
    (``Writer.stop_before``) leaves its segment's later waves to finish that segment; then
    every wave still running stops at the next segment's start (its code −(pc + 2), as
    before an access: its next instruction is interpreted), so that no access of a later
    segment runs before the stopped wave's access, which interpretation runs first."""
    if w.lds:
        types, args = types + LDS_ROWS_TYPES, args + ", lds_rows, per_group"
    lines = [f"@njit(\"{WAVES_SIGNATURE.format(types)}\", cache=True)",
             f"def waves(vs, avs, ss, sts, nxt, first, end{args}):"]
    if w.scratch:
        lines.append(f"    sc = {SCRATCH}")
    body = full_exec_twins(w, cuts)
    segments, start = [], 0
    for at, line in enumerate(body):
        if isinstance(line, Cut):
            segments.append((body[start:at], line.pc))
            start = at + 1
    segments.append((body[start:], None))
    if len(segments) > 1:
        lines.append(f"    nxt[:] = {RUNNING}")
    for count, (segment, following) in enumerate(segments):
        lines += ["    for wave in range(first, end):"]
        if count:
            lines.append(f"        if nxt[wave - first] != {RUNNING}:")
            lines.append("            continue")
        lines += ["        prefetch_rows(vs, wave + 1, 0, vs.shape[1])",
                  "        prefetch_rows(avs, wave + 1, 0, avs.shape[1])",
                  "        v, a, s, st = vs[wave], avs[wave], ss[wave], sts[wave - first]"]
        if w.lds:
            lines.append("        lds = lds_rows[wave // per_group]")
        for line in [*_ENTRY, *segment]:
            if isinstance(line, Return):   # (never in a loop of the body: Writer.ret)
                indent = "    " * (line.depth + 1)
                lines += [f"{indent}nxt[wave - first] = {line.code}", f"{indent}continue"]
            else:
                lines.append("    " + line)
        if following is not None:   # (the wave's state kept for its next segment)
            lines += ["        st[0] = ex", "        st[1] = vcc", "        st[2] = scc",
                      f"    if (nxt[:end - first] != {RUNNING}).any():",
                      "        for i in range(end - first):",
                      f"            if nxt[i] == {RUNNING}:",
                      f"                nxt[i] = {-(following + 2)}"]
    return "\n".join(lines) + "\n"
