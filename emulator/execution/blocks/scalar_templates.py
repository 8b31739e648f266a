"""The scalar instructions' templates (templates.py states how a template writes its
instruction): straight lines on 64-bit words, SCC in the block's local ``scc``. The scalar
ALU instructions are their records' expressions (ops/salu.py makes its functions from the
same trees, isa/definition_trees.py), rendered here on int64 with scalar_lanes.py's names and
the lane vocabulary's words (``sx32``, ``mul_hi_u32``: word_source.py)."""

from __future__ import annotations

from isa.definition_trees import parse

from emulator.execution.blocks.templates import template, template_of
from emulator.execution.blocks.word_functions import render_calls
from emulator.execution.ops.salu import scalar_sources


@template_of(lambda op: bool(op.scalar or op.scalar_scc))
def _defined(inst, w):
    """D, SCC and EXEC from the record's expressions (``OpSpec.scalar``, ``scalar_scc``,
    ``scalar_exec``: the interpreter's definition too, ops/salu.py), evaluated on int64
    (scalar_lanes.py)."""
    spec = inst.spec
    names = []
    for op, kind in scalar_sources(inst):
        name = w.local()
        w.line(f"{name} = np.int64({w.scalar_source(op, kind)})")
        names.append(name)
    carry, old_exec = w.local(), w.local()
    w.line(f"{carry} = np.int64(scc)")
    if spec.scalar_exec:
        w.line(f"{old_exec} = np.int64(ex)")
    reads = {"scc": carry, "exec": old_exec if spec.scalar_exec else None}
    result = new_exec = None
    if spec.scalar:
        result = w.local()
        w.line(f"{result} = {render_calls(parse(spec.scalar), names, reads)}")
    if spec.scalar_exec:
        new_exec = w.local()
        w.line(f"{new_exec} = {render_calls(parse(spec.scalar_exec), names, reads)}")
    test = {"": None, "nz": f"{result} != 0", "exec": f"{new_exec} != 0"}.get(spec.scalar_scc)
    if spec.scalar_scc not in ("", "nz", "exec"):
        test = render_calls(parse(spec.scalar_scc), names, reads)
    if result is not None:   # (D, then EXEC, then SCC: the interpreter's order)
        w.write_scalar(inst.operands[0], f"np.uint64({result})")
    if new_exec is not None:
        w.line(f"ex = np.uint64({new_exec})")
    if test is not None:
        w.line(f"scc = flag({test})")


@template("s_nop", "s_waitcnt")
def _no_effect(inst, w):
    w.line("pass")
