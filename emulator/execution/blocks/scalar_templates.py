"""The scalar instructions' templates (templates.py states how a template writes its
instruction): straight lines on 64-bit words, SCC in the block's local ``scc``. The scalar
ALU instructions are their records' expressions (ops/salu.py evaluates the same ones),
here on int64 with scalar_lanes.py's names."""

from __future__ import annotations

from isa.gfx942.ops import OPS

from emulator.execution.blocks.templates import template
from emulator.execution.ops.salu import scalar_sources


@template(*[op.mnemonic for op in OPS if op.scalar or op.scalar_scc])
def _defined(inst, w):
    """D and SCC from the record's expressions (``OpSpec.scalar`` / ``scalar_scc``: the
    interpreter's definition too, ops/salu.py), evaluated on int64 (scalar_lanes.py)."""
    spec = inst.spec
    names = []
    for op, kind in scalar_sources(inst):
        name = w.local()
        w.line(f"{name} = np.int64({w.scalar_source(op, kind)})")
        names.append(name)
    carry = w.local()
    w.line(f"{carry} = np.int64(scc)")
    result = None
    if spec.scalar:
        result = w.local()
        w.line(f"{result} = {spec.scalar.format(*names, scc=carry)}")
    if spec.scalar_scc:
        test = f"{result} != 0" if spec.scalar_scc == "nz" else \
            spec.scalar_scc.format(*names, scc=carry)
        w.line(f"scc = flag({test})")
    if result is not None:
        w.write_scalar(inst.operands[0], f"np.uint64({result})")


_SAVEEXEC = {"s_and_saveexec_b64": "{s} & {e}", "s_or_saveexec_b64": "{s} | {e}",
             "s_xor_saveexec_b64": "{s} ^ {e}", "s_andn2_saveexec_b64": "{s} & ({e} ^ M64)"}


def _saveexec(pattern: str):
    """D = EXEC; EXEC = pattern(S0, EXEC); SCC = EXEC != 0 (S0 read first)."""
    def emit(inst, w):
        source, old = w.local(), w.local()
        w.line(f"{source} = {w.scalar_source(inst.operands[1], 'b64')}")
        w.line(f"{old} = ex")
        w.write_scalar(inst.operands[0], old)
        w.line(f"ex = {pattern.format(s=source, e=old)}")
        w.line("scc = flag(ex != ZERO)")
    return emit


for _name, _pattern in _SAVEEXEC.items():
    template(_name)(_saveexec(_pattern))


@template("s_nop", "s_waitcnt")
def _no_effect(inst, w):
    w.line("pass")
