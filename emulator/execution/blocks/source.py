"""A block's extent in a program and its numba source text.

A block starts at a PC whose instruction is compilable (``templates.compilable``) and runs
through consecutive compilable instructions; it ends after a branch or ``s_endpgm``, or
before the first instruction it cannot hold. The source is one function
``block(v, a, s, st)``: ``v``, ``a`` the wave's VGPR files (``uint32`` (registers, 64)),
``s`` its SGPRs, ``st`` EXEC, VCC and SCC (``uint64``, read at entry and written back at
exit); it returns the next PC (``-1``: ``s_endpgm``). A batch's block (``waves=True``)
has a second function ``waves(v, a, s, st, nxt, first, end)``, which runs it for waves
``first..end-1`` (``v``, ``a`` (waves, registers, 64), ``s`` (waves, SGPRs), ``st`` and
``nxt`` one row per wave from ``first``) in one call; a single wave's does not pay for
compiling it. A block holding a DPP form is a ``block_body`` that also takes two scratch
rows, which ``block`` makes once a call and ``waves`` once a batch. Its text names the lane
functions' and templates' own hash, so that a change to them makes a new file (numba's disk
cache checks only the file it compiles).
"""

from __future__ import annotations

import hashlib
import importlib.util
from pathlib import Path

from isa.program import Program

from emulator.execution.blocks import templates
from emulator.execution.blocks.templates import branch_condition, compilable
from emulator.execution.blocks.writer import Writer

# What the generated code depends on besides its own text (the lane functions, the fma
# they share with the interpreter, global memory's passes, the templates, the batch loop's
# prefetch).
# (read as files: importing the jitted ones would import numba, which a run that compiles
# no block never needs)
CODE_HASH = hashlib.sha256(b"".join(
    Path(importlib.util.find_spec(f"emulator.{name}").origin).read_bytes()
    for name in ("execution.blocks.lanes", "execution.blocks.scalar_lanes",
                 "execution.blocks.memory_lanes", "state.memory_kernels",
                 "execution.mfma.numerics", "execution.blocks.templates",
                 "execution.blocks.scalar_templates", "execution.blocks.load_templates",
                 "execution.blocks.lds_templates", "execution.blocks.packed_templates",
                 "execution.prefetch"))
).hexdigest()[:16]
SIGNATURE = "int64(uint32[:, ::1], uint32[:, ::1], uint32[::1], uint64[::1]{})"
WAVES_SIGNATURE = ("void(uint32[:, :, ::1], uint32[:, :, ::1], uint32[:, ::1], uint64[:, ::1], "
                   "int64[::1], int64, int64{})")
# (a block with global loads also takes the memory: Memory.compiled)
MEMORY_TYPES = ", ListType(uint8[::1]), uint64[::1], uint64[::1]"
MEMORY_ARGS = ", datas, bases, ends"
# (a block with LDS accesses also takes its workgroup's LDS; a batch's, the LDS rows of its
# workgroups and the waves a workgroup has: wave w's is row w // per_group)
LDS_TYPE, LDS_ROWS_TYPES = ", uint8[::1]", ", uint8[:, ::1], int64"
# (a DPP form's two rows of 64 lanes: the permuted source and the spare VGPR's own)
SCRATCH_TYPE, SCRATCH = ", uint32[:, ::1]", "np.empty((2, 64), np.uint32)"


def ends_block(inst) -> bool:
    """Whether a block ends with ``inst`` (its record says: a jump or the end)."""
    return getattr(inst.spec, "terminates_block", False)


def compilable_pcs(program: Program) -> list[bool]:
    return [compilable(inst) for inst in program.instructions]


def extents(program: Program, able: list[bool]) -> list[int]:
    """The end (exclusive) of the block that would start at each PC: through consecutive
    compilable instructions, up to and with a branch or ``s_endpgm``; the PC itself when
    it is not compilable. One backward pass (a run of n compilable instructions would cost
    n² one PC at a time)."""
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


def full_exec_twins(lines: list[str]) -> list[str]:
    """Each lane loop of a block's ``lines`` (at depth 1, its body under ``if bit(ex,
    l):``) as two: without the test when EXEC is all ones, and as it was otherwise. LLVM
    vectorises the loop without a per-lane test 3-5 times better, and full EXEC is the
    common case; EXEC is looked at again before each loop (an instruction may change it).
    A batch's blocks have them (they double a block's compile time)."""
    out, i = [], 0
    while i < len(lines):
        if lines[i] == _LOOP and i + 1 < len(lines) and lines[i + 1] == _MASKED:
            end = i + 2
            while end < len(lines) and lines[end].startswith("            "):
                end += 1
            body = lines[i + 2:end]
            out += ["    if ex == M64:", "    " + _LOOP, *body, "    else:", "    " + _LOOP,
                    "    " + _MASKED, *("    " + line for line in body)]
            i = end
        else:
            out.append(lines[i])
            i += 1
    return out


def block_source(program: Program, start: int, end: int, waves: bool = False) -> str:
    """The module text of the block ``start``..``end - 1`` (with ``waves``: a batch's)."""
    insts = program.instructions
    w = Writer()
    for inst in insts[start:end]:
        where = f"pc {inst.index}: {inst.loc.text.strip()}" if inst.loc else f"pc {inst.index}"
        w.line(f"# {where}")
        if ends_block(inst):
            break
        templates.emit(inst, w)
    last = insts[end - 1]
    w.line("st[0] = ex")
    w.line("st[1] = vcc")
    w.line("st[2] = scc")
    if last.spec.semantics_name == "s_endpgm":
        w.line("return -1")
    elif branch_condition(last.spec) is not None:
        w.line(f"if {branch_condition(last.spec)}:")
        w.line(f"return {templates.branch_target(last)}", 2)
        w.line(f"return {end}")
    else:
        w.line(f"return {end}")
    # (a batch's block runs for many waves a call: there the twins pay for their compile)
    body = "\n".join(full_exec_twins(w.lines) if waves else w.lines)
    types, args = (MEMORY_TYPES, MEMORY_ARGS) if w.memory else ("", "")
    wave_types, wave_args, call_args = types, args, args
    if w.lds:
        wave_types, wave_args = types + LDS_ROWS_TYPES, args + ", lds_rows, per_group"
        types, args, call_args = types + LDS_TYPE, args + ", lds", \
            args + ", lds_rows[w // per_group]"
    # (a block with scratch rows — a DPP form's — is a body taking them, made once a call
    # by ``block`` and once a batch by ``waves``: not an allocation a wave)
    head = "block_body" if w.scratch else "block"
    scratch_type, scratch_arg = (SCRATCH_TYPE, ", sc") if w.scratch else ("", "")
    outer = (f"\n\n@njit(\"{SIGNATURE.format(types)}\", cache=True)\n"
             f"def block(v, a, s, st{args}):\n"
             f"    return block_body(v, a, s, st, {SCRATCH}{args})\n") if w.scratch else ""
    return (f"# wavefront-emu compiled block ({end - start} instructions); "
            f"lane code {CODE_HASH}\n"
            "import numpy as np\n"
            "from numba import njit\n"
            "from emulator.execution.blocks.lanes import *  # noqa: F401,F403\n"
            "from emulator.execution.blocks.scalar_lanes import *  # noqa: F401,F403\n"
            "from emulator.execution.blocks.memory_lanes import *  # noqa: F401,F403\n\n"
            f"MEMORY = {w.memory}\n"
            f"LDS = {w.lds}\n\n\n"
            f"@njit(\"{SIGNATURE.format(scratch_type + types)}\", cache=True)\n"
            f"def {head}(v, a, s, st{scratch_arg}{args}):\n"
            "    ex = st[0]\n"
            "    vcc = st[1]\n"
            "    scc = st[2]\n"
            f"{body}\n{outer}" + (WAVES_SOURCE.format(
                types=wave_types, args=wave_args, call_args=scratch_arg + call_args, head=head,
                scratch=f"    sc = {SCRATCH}\n" if w.scratch else "") if waves else ""))


# (the next wave's registers prefetched while this one runs: emulator/execution/prefetch.py)
WAVES_SOURCE = ("\n\nfrom emulator.execution.prefetch import prefetch_rows  # noqa: E402\n\n\n"
                f"@njit(\"{WAVES_SIGNATURE.format('{types}')}\", cache=True)\n"
                "def waves(v, a, s, st, nxt, first, end{args}):\n"
                "{scratch}"
                "    for w in range(first, end):\n"
                "        prefetch_rows(v, w + 1, 0, v.shape[1])\n"
                "        prefetch_rows(a, w + 1, 0, a.shape[1])\n"
                "        nxt[w - first] = {head}(v[w], a[w], s[w], st[w - first]{call_args})\n")
