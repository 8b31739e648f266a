"""Name lookup: every spelling of a matrix instruction that the target's tools accept.

The indexes live on the target (``isa.target.Target``: mnemonics, LLVM's other spellings,
HIP builtins, removed names); these functions ask the default target (gfx942 unless set:
``isa.set_default_target``) unless given another.
Note spec/ERRATA.md item 7: ``v_mfma_f32_32x32x4bf16`` is the *2-block* CDNA3 instruction.
"""

from __future__ import annotations

from .table import Instruction, MatrixInstruction
from .gfx942 import GFX942
from .target import Target
from .targets import target_or_default

REMOVED = GFX942.removed


def find_mnemonic(name: str, target: Target | None = None) -> Instruction | None:
    """The record an assembly mnemonic names (llvm-mc's spellings; case does not matter)."""
    return target_or_default(target).find_mnemonic(name)


def aliases_of(record: Instruction) -> tuple[str, ...]:
    """Every other accepted spelling of ``record`` (not the mnemonic itself)."""
    names = (*record.aliases, *((record.builtin, record.short_builtin)
                                if isinstance(record, MatrixInstruction) else ()))
    return tuple(n for n in names if n and n != record.mnemonic)


def all_names(target: Target | None = None) -> tuple[str, ...]:
    return target_or_default(target).all_names()


def find(name: str, target: Target | None = None) -> Instruction | None:
    """The record for ``name`` or None; no error, no suggestions (the hot path)."""
    return target_or_default(target).find(name)


def lookup(name: str, target: Target | None = None) -> Instruction:
    """The record for any accepted spelling of ``name``; raises UnknownInstructionError."""
    return target_or_default(target).lookup(name)


def lookup_matrix(name: "str | MatrixInstruction",
                  target: Target | None = None) -> MatrixInstruction:
    """Like :func:`lookup` but only MFMA/SMFMAC records are accepted (a record passes)."""
    return target_or_default(target).lookup_matrix(name)
