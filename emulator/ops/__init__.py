"""Instruction semantics: one small function per mnemonic, registered in one table.

A *binder* takes a decoded ``isa.assembler.Instruction`` and returns ``run(wave)``, a closure
with everything the operands fix already resolved; ``run`` returns None to fall through or
the index of the next instruction (a taken branch), or ``END`` for ``s_endpgm``.
"""

from __future__ import annotations

from typing import Callable

END = -1

BINDERS: dict[str, Callable] = {}


def semantics(*mnemonics: str):
    """Register a binder for the given mnemonics."""
    def register(binder):
        for name in mnemonics:
            if name in BINDERS:
                raise RuntimeError(f"{name} registered twice")
            BINDERS[name] = binder
        return binder
    return register


def bind(inst):
    """The ``run(wave)`` closure of an instruction (cached on the instruction)."""
    run = inst.run
    if run is None:
        try:
            binder = BINDERS[inst.mnemonic]
        except KeyError:
            raise NotImplementedError(f"{inst.mnemonic}: no semantics registered") from None
        run = inst.run = binder(inst)
    return run


from . import control, memory, salu, valu  # noqa: E402,F401  (registration)
