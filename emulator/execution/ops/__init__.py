"""Instruction semantics: one small function per name, registered in one table.

A *binder* takes a decoded ``isa.program.Instruction`` and returns ``run(wave)``, a closure
with everything the operands fix already resolved; ``run`` returns None to fall through or
the index of the next instruction (a taken branch), or ``END`` for ``s_endpgm``.

Which binder an instruction runs is decided by its record alone (``binder_for``), never by
a list of one target's names: the binder registered under the name the record gives
(``spec.semantics``), else the one registered under its mnemonic (``@semantics(name)``:
what one instruction does, in any target that has it), else the one *family* whose rule
accepts the record's fields (``@semantics_of(rule)``: every record with a lane
composition, every plain DS read…). So a new target's records run without a line of
emulator code when their fields say what they do, and a derived target
(``isa.Target.derive(ops={"v_add_f32": {"semantics": "mine"}})``) changes what one
instruction does and inherits every other. The generic binders read their
definition from the instruction's own record when they bind — its lane composition
(``lanes``: composed.py), exact result (``exact``: exact_integers.py) or VOPC condition
(``condition``: valu_compare.py) — so a derived row changes those by changing the field.
"""

from __future__ import annotations

import functools
from typing import Callable

from isa import IsaError
from isa.assembler import GPR_INDEXED
from isa.program import Content
from isa.records import OpSpec

from emulator.execution.definitions import Definitions

END = -1

SEMANTICS = Definitions("semantics")   # the binders, by name and by family
BINDERS = SEMANTICS.named                # (the named ones)


def semantics(*names: str):
    """Register a binder under the given names: a mnemonic (that instruction, in any target
    that has it) or a name a record gives in its ``semantics`` field."""
    return SEMANTICS.name(*names)


def semantics_of(rule: Callable, records: type = OpSpec):
    """Register a binder for every record of type ``records`` (an ``OpSpec``, or a
    ``MatrixInstruction``) that ``rule`` accepts, on whatever target it belongs to."""
    return SEMANTICS.family(rule, records)


def binder_for(spec):
    """The binder a record runs, or None when none is registered for it
    (``Definitions.for_record``)."""
    return SEMANTICS.for_record(spec)


def bind(inst):
    """The ``run(wave)`` closure of an instruction. A binder sees only what the line says —
    mnemonic, operands (branch targets resolved), modifiers — and, for the few that read
    the PC, their ``anchor`` (isa.addresses), so equal instructions share one closure
    (``_bound``'s cache, by ``Content``); a program's runs are kept by PC in its runtime
    (``Engine``), never on the instruction."""
    if binder_for(inst.spec) is None and not inst.spec.unmodelled:
        name = inst.spec.semantics_name
        raise NotImplementedError(f"{inst.mnemonic}: no semantics registered"
                                  + (f" as {name!r}" if name != inst.mnemonic else ""))
    return _bound(Content(inst))


def _stops(inst, why: str):
    """An instruction its record says is not modelled: an error naming it and why (an
    MFMA whose modifiers' effect is undefined stops in its executor, mfma/execute.py)."""
    message = f"{inst.mnemonic} is not modelled: {why}"

    def run(wave):
        raise IsaError(message)
    return run


def binder_of(inst):
    """The binder ``inst`` runs: its record's semantics (``semantics_name``), under ``clamp``
    their saturating form where they derive one (``Elementwise.clamped``)."""
    binder = binder_for(inst.spec)
    clamped = getattr(binder, "clamped", None)
    return clamped if clamped is not None and "clamp" in inst.mods else binder


@functools.lru_cache(maxsize=1 << 14)
def _bound(content: Content):
    inst = content.inst
    if inst.spec.unmodelled:   # (assembled as llvm-mc does; running it stops the run)
        return _stops(inst, inst.spec.unmodelled)
    binder = binder_of(inst)
    run = binder(inst)
    if any(k in inst.mods and k not in inst.spec.modifiers for k in ("clamp", "mul", "div")):
        run = output_modifiers(inst, run)
    kind = denormal_type(inst.spec)
    if kind is not None:
        run = flushing(inst, run, kind)
    if inst.suffix == "dpp":
        run = dpp(inst, run)
    if inst.anchor == GPR_INDEXED:
        run = indexed(inst, run)
    if isinstance(binder, Elementwise):   # (its lanes straight on the rows when plain)
        run = plain(binder, inst, run)
    return run


from . import (atomics, bf16_conversions, cdna4_arith, cdna4_bits,  # noqa: E402,F401
               composed, control, conversions, division, elements, exact_integers, indexing,
               lds, lds_transpose, memory, mixed, packed, salu, swizzle, transcendental,
               typed_buffer, unfused_f32, valu, valu16, valu_compare, valu_integer)
from .indexing import indexed  # noqa: E402
from .denormals import denormal_type, flushing  # noqa: E402
from .dpp import dpp  # noqa: E402
from .output_modifiers import output_modifiers  # noqa: E402
from .plain import Elementwise, plain  # noqa: E402
