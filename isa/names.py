"""Name lookup: every spelling of a matrix instruction that gfx942 tools accept.

Accepted, case-insensitively: the CDNA3 LLVM mnemonic; the other spellings the gfx942 LLVM
assembler reads as the same instruction (CDNA1/CDNA2 names, bare and ``_1k`` bf16 names; the
``aliases`` column of the table); the HIP builtin with or without ``__builtin_amdgcn_``.
Note spec/ERRATA.md item 7: ``v_mfma_f32_32x32x4bf16`` is the *2-block* CDNA3 instruction here.
Names of instructions that CDNA3 removed are refused with the reason and the replacement.
"""

from __future__ import annotations

import difflib

from .errors import UnknownInstructionError, require_str
from .table import ALL_INSTRUCTIONS, BUILTIN_PREFIX, Instruction, MatrixInstruction

# Removed on gfx942 (llvm-mc -mcpu=gfx942: "instruction not supported on this GPU").
REMOVED: dict[str, tuple[str, str]] = {
    "v_mfma_i32_32x32x8i8": ("the narrow-K i8 form was removed in CDNA3",
                             "v_mfma_i32_32x32x16_i8"),
    "v_mfma_i32_16x16x16i8": ("the narrow-K i8 form was removed in CDNA3",
                              "v_mfma_i32_16x16x32_i8"),
    "v_mfma_f32_32x32x2bf16": ("the CDNA1 bf16 form was removed in CDNA3",
                               "v_mfma_f32_32x32x4_2b_bf16"),
    "v_mfma_f32_16x16x2bf16": ("the CDNA1 bf16 form was removed in CDNA3",
                               "v_mfma_f32_16x16x4_4b_bf16"),
    "v_mfma_f32_4x4x2bf16": ("the CDNA1 bf16 form was removed in CDNA3",
                             "v_mfma_f32_4x4x4_16b_bf16"),
    "v_mfma_f32_16x16x8bf16": ("the CDNA1 bf16 form was removed in CDNA3",
                               "v_mfma_f32_16x16x16_bf16"),
}


def _spellings(record: Instruction) -> tuple[str, ...]:
    names = (record.mnemonic, *record.aliases)
    if isinstance(record, MatrixInstruction):
        names += (record.builtin, record.short_builtin)
    return names


_BY_NAME: dict[str, Instruction] = {}
for _record in ALL_INSTRUCTIONS:
    for _name in _spellings(_record):
        _BY_NAME[_name.lower()] = _record
for _name in REMOVED:
    for _variant in (_name, BUILTIN_PREFIX + _name[2:], _name[2:]):
        _BY_NAME.pop(_variant, None)
del _record, _name


# The spellings an assembler takes: mnemonics and LLVM's aliases, not the HIP builtins.
_BY_MNEMONIC: dict[str, Instruction] = {
    name.lower(): record for record in ALL_INSTRUCTIONS
    for name in (record.mnemonic, *record.aliases) if name not in REMOVED}


def find_mnemonic(name: str) -> Instruction | None:
    """The record an assembly mnemonic names (llvm-mc's spellings; case does not matter)."""
    return _BY_MNEMONIC.get(name.lower())


def aliases_of(record: Instruction) -> tuple[str, ...]:
    """Every other accepted spelling of ``record`` (not the mnemonic itself)."""
    return tuple(n for n in _spellings(record) if n != record.mnemonic)


def all_names() -> tuple[str, ...]:
    return tuple(sorted(_BY_NAME))


def find(name: str) -> Instruction | None:
    """The record for ``name`` or None; no error, no suggestions (the hot path)."""
    return _BY_NAME.get(name.lower()) if isinstance(name, str) else None


def lookup(name: str) -> Instruction:
    """The record for any accepted spelling of ``name``; raises UnknownInstructionError."""
    key = require_str(name, "an instruction name").strip().lower()
    record = _BY_NAME.get(key)
    if record is not None:
        return record
    bare = key[len(BUILTIN_PREFIX):] if key.startswith(BUILTIN_PREFIX) else key
    as_mnemonic = bare if bare.startswith("v_") else "v_" + bare
    if as_mnemonic in REMOVED:
        reason, replacement = REMOVED[as_mnemonic]
        raise UnknownInstructionError(name, f"not available on gfx942 ({reason})",
                                      (replacement,))
    pool = [n for n in _BY_NAME if not n.startswith(BUILTIN_PREFIX)]
    close = difflib.get_close_matches(key, pool, n=5, cutoff=0.6)
    # Suggest canonical mnemonics, once each, in order of closeness.
    suggestions: list[str] = []
    for candidate in close:
        mnemonic = _BY_NAME[candidate].mnemonic
        if mnemonic not in suggestions:
            suggestions.append(mnemonic)
    raise UnknownInstructionError(name, "not a gfx942 matrix instruction",
                                  tuple(suggestions[:3]))


def lookup_matrix(name: "str | MatrixInstruction") -> MatrixInstruction:
    """Like :func:`lookup` but only MFMA/SMFMAC records are accepted (a record passes)."""
    if isinstance(name, MatrixInstruction):
        return name
    record = lookup(name)
    if not isinstance(record, MatrixInstruction):
        raise UnknownInstructionError(name, "not an MFMA or SMFMAC instruction")
    return record
