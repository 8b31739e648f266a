"""What a timing-only launch may leave uncomputed: the MFMAs' results, when no value derived
from one can change the executed stream.

A timing-only launch (``launch(..., compute=False)``) runs every wave's control flow, EXEC
and addresses exactly but retires each MFMA without computing it (its destination keeps
what it held: the arithmetic of a GEMM is nearly all of its run time, and reaches only the
values it stores). That is sound only if no value derived from an MFMA result can decide
what the waves execute or where they access memory. ``skip_plan`` proves it or names the
first place it fails, by a forward dataflow over the program's control flow (to a fixed
point; branches go to their targets and on, indirect jumps anywhere a label or a return
lands) of which registers, and which memory spaces (global, LDS, scratch), may hold such a
value ("uncomputed"):

* an MFMA makes its destination uncomputed; any other instruction reading an uncomputed
  register makes what it writes uncomputed, as does a load from an uncomputed space; a
  store of uncomputed data makes its space uncomputed (FLAT: every space);
* a scalar write of computed values makes its destination computed again, and so does a
  VALU write of an SGPR, VCC or EXEC (a lane mask is written whole); a VALU or load
  writing v/a registers does while EXEC holds every lane it held at the kernel's entry
  (lanes EXEC masks off keep what they held): the analysis follows EXEC through the
  compilers' pattern — ``s_and_saveexec_b64``/``s_mov_b64 sX, exec`` saving it, the
  ``s_or_b64 exec, exec, sX``/``s_mov_b64 exec, sX`` that restore it. Under a narrower
  EXEC such a write makes the register computed in the lanes EXEC holds: computed for
  what reads it before EXEC next changes (an instruction reading other lanes — lane
  crossing, DPP — still sees it uncomputed);
* it fails where an uncomputed value reaches a branch (its condition or target), EXEC, M0,
  or an address, base, offset or resource operand of a memory access.

Only what the waves store, and the MFMA work the model counts from the record, differ from
a computing launch; the stream, and so the timing, are the same.
"""

from __future__ import annotations

from dataclasses import dataclass

from isa.effects import effects
from isa.program import Label, Program
from isa.records import Unit
from isa.registers import RegRange, register_span as reg_span

from emulator.execution.runtime import program_state

ADDRESS_KINDS = frozenset(("bvaddr", "dsaddr", "faddr", "gaddr", "saddr", "sbase", "soff",
                           "srsrc", "ssaddr", "svaddr"))
GLOBAL, LDS, SCRATCH = 1, 2, 4
_SPACES = {"DS": LDS, "GLOBAL": GLOBAL, "MUBUF": GLOBAL, "MTBUF": GLOBAL, "SMEM": GLOBAL,
           "SCRATCH": SCRATCH, "FLAT": GLOBAL | LDS | SCRATCH}
_SCALAR_FILES = ("s", "vcc", "vcc_lo", "vcc_hi", "exec", "exec_lo", "exec_hi", "m0", "scc")
_EXEC = sum(1 << i for i in range(*reg_span(RegRange("exec"))))
_M0 = sum(1 << i for i in range(*reg_span(RegRange("m0"))))


@dataclass(frozen=True)
class SkipPlan:
    """The PCs whose results a timing-only launch leaves uncomputed (none when it may not,
    and then ``reason`` says where an uncomputed value would change the stream)."""

    skipped: frozenset
    reason: str | None = None


@dataclass(frozen=True)
class TimingOnly:
    """What a timing-only launch left uncomputed (``LaunchResult.timing_only``): MFMA
    executions and distinct MFMAs skipped — or, when it computed after all, why."""

    executions: int
    instructions: int
    reason: str | None = None

    def __str__(self) -> str:
        if self.reason is not None:
            return f"timing only: computed after all — {self.reason}"
        return (f"timing only: {self.executions:,} executions of {self.instructions} MFMA(s) "
                "not computed (the stream is the same; no buffer was written back)")

    def to_json(self) -> dict:
        return {"skipped_executions": self.executions, "skipped_mfmas": self.instructions,
                "computed_because": self.reason}


def skip_plan(program: Program, options=None) -> SkipPlan:
    """Which MFMAs of ``program`` a timing-only launch may skip (kept in the runtime of
    ``options``; None: the process's)."""
    return program_state(program, options).derive("skip_plan", lambda: _analysed(program))


def _mask(regs) -> int:
    bits = 0
    for reg in regs:
        lo, hi = reg_span(reg)
        bits |= ((1 << (hi - lo)) - 1) << lo
    return bits


def _analysed(program: Program) -> SkipPlan:
    insts = program.instructions
    mfmas = frozenset(i.index for i in insts if i.mfma is not None)
    if not mfmas:
        return SkipPlan(frozenset())
    landing = sorted({t for i in insts for t in _label_targets(i)}
                     | {i.index + 1 for i in insts if _is_call(i)})
    # pc -> before it: (uncomputed registers, uncomputed spaces, whether EXEC holds its lanes
    # at the entry, the SGPRs that hold EXEC as it was at the entry, the uncomputed registers
    # computed in the lanes EXEC holds now)
    state: dict[int, tuple[int, int, bool, int, int]] = {}
    # (from the start and every kernel or function: a local label is reached by the flow)
    work = sorted({at for name, at in program.labels.items() if not name.startswith(".L")}
                  | {0})
    for pc in work:
        state[pc] = (0, 0, True, 0, 0)
    pending = set(work)
    while work:
        pc = work.pop()
        pending.discard(pc)
        if not 0 <= pc < len(insts):
            continue
        inst = insts[pc]
        failure = _sink(inst, _seen(inst, state[pc][0], state[pc][4]))
        if failure is not None:
            place = f"{inst.loc.filename}:{inst.loc.line}: " if inst.loc is not None else ""
            return SkipPlan(frozenset(), f"{place}{inst}: its {failure} may depend on an "
                                         "MFMA result (computed, not skipped)")
        after = _transfer(inst, *state[pc])
        for nxt in _successors(inst, landing):
            old = state.get(nxt)
            new = after if old is None else (old[0] | after[0], old[1] | after[1],
                                             old[2] and after[2], old[3] & after[3],
                                             old[4] & after[4])
            if new != old:
                state[nxt] = new
                if nxt not in pending:
                    pending.add(nxt)
                    work.append(nxt)
    return SkipPlan(frozenset(pc for pc in mfmas if pc in state))


def _seen(inst, regs: int, active: int) -> int:
    """The uncomputed registers as ``inst`` reads them: those computed in the lanes EXEC
    holds (``active``) are not, unless it reads other lanes."""
    if inst.mfma is not None or inst.spec.crosses_lanes or inst.suffix == "dpp":
        return regs
    return regs & ~active


def _sink(inst, regs: int) -> str | None:
    """What of ``inst`` an uncomputed register would change: None if nothing."""
    if not regs or inst.mfma is not None:
        return None
    reads, writes = effects(inst)
    spec = inst.spec
    read = _mask(reads)
    if spec.unit is Unit.BRANCH and read & regs:
        return "condition or target"
    if read & regs & _M0:
        return "M0"
    if spec.is_memory:
        for operand, kind in zip(inst.operands, spec.operands):
            if kind.partition(":")[0] in ADDRESS_KINDS and isinstance(operand, RegRange) \
                    and _mask((operand,)) & regs:
                return "address"
    if _mask(writes) & _EXEC and read & regs:
        return "EXEC"
    return None


def _transfer(inst, regs: int, spaces: int, entry: bool, saved: int, active: int):
    """The state after ``inst`` (see ``_analysed``)."""
    reads, writes = effects(inst)
    written = _mask(writes)
    if inst.mfma is not None:
        return regs | written, spaces, entry, saved, active & ~written
    spec = inst.spec
    read = _mask(reads)
    uncomputed = bool(read & _seen(inst, regs, active))
    if spec.is_memory:
        space = _SPACES.get(spec.encoding, GLOBAL | LDS | SCRATCH)
        if uncomputed:   # (the data stored: the addresses were checked computed)
            spaces |= space
        if spaces & space:
            uncomputed = True
        if spec.encoding == "MUBUF" and inst.mods.get("lds") and spaces & GLOBAL:
            spaces |= LDS   # (a load into LDS)
    entry_after, saved_after = _exec_after(inst, read, written, entry, saved)
    if uncomputed:
        regs |= written
        active &= ~written
    elif spec.unit in (Unit.SALU, Unit.SMEM) or entry:
        regs &= ~written   # (a whole write: scalar, or under every lane of the entry)
        active &= ~written
    else:
        scalar = _mask(w for w in writes if w.file in _SCALAR_FILES)
        if spec.unit in (Unit.VALU, Unit.TRANS):
            regs &= ~scalar
        active |= written & regs & ~scalar   # (computed in the lanes EXEC holds)
    if written & _EXEC:   # (other lanes now: what was computed in the old ones is not)
        active = 0
    return regs, spaces, entry_after, saved_after, active


def _exec_after(inst, read: int, written: int, entry: bool, saved: int):
    """Whether EXEC holds its lanes at the entry after ``inst``, and which SGPRs hold that
    EXEC."""
    name = inst.spec.mnemonic
    exec_read = read & _EXEC == _EXEC
    restores = bool(read & saved) and (name == "s_mov_b64" or
                                       (name == "s_or_b64" and exec_read))
    if written & _EXEC:
        if "saveexec" in name:   # (its destination gets EXEC as it was)
            copy = _mask(inst.operands[:1])
            saved = (saved | copy) if entry else (saved & ~copy)
            return False, saved
        return restores or (entry and name == "s_or_b64" and exec_read), saved & ~written
    saved &= ~written
    if name == "s_mov_b64" and exec_read and entry:   # (s_mov_b64 sX, exec)
        saved |= written
    return entry, saved


def _label_targets(inst) -> list[int]:
    return [op.target for op in inst.operands if isinstance(op, Label) and op.target >= 0]


def _is_call(inst) -> bool:
    return inst.spec is not None and inst.spec.mnemonic in ("s_call_b64", "s_swappc_b64")


def _successors(inst, landing: list[int]) -> list[int]:
    """Where control may go after ``inst``: its label targets, the next instruction unless
    it jumps unconditionally or ends, and for an indirect jump every label and return."""
    if inst.mfma is not None:
        return [inst.index + 1]
    spec = inst.spec
    if spec.unit is Unit.END:
        return []
    out = _label_targets(inst)
    if spec.mnemonic in ("s_setpc_b64", "s_swappc_b64"):
        out += landing
    if spec.mnemonic not in ("s_branch", "s_setpc_b64"):
        out.append(inst.index + 1)
    return out
