"""A target: everything the tools know of one GPU's instruction set, in one object.

A :class:`Target` holds the matrix table, the other instructions' records, the names it
refuses (removed instructions), its register counts, element formats, wait-state rows and
device profiles, and the name indexes derived from them. ``isa.GFX942`` (CDNA3, MI300; its
rows in ``isa/gfx942/``) is the default everywhere; :meth:`Target.derive` builds another by
overriding rows — a second target is data, not code.

Spellings accepted for a matrix instruction, case-insensitively: its mnemonic, the other
spellings the LLVM assembler reads as the same instruction (the ``aliases`` column: CDNA1/2
names, bare and ``_1k`` bf16 names) and, for look-up (not assembly), its HIP builtin with or
without ``__builtin_amdgcn_``. Removed names are refused with the reason and replacement.
"""

from __future__ import annotations

import dataclasses
import difflib
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping

from .devices import Device
from .errors import UnknownInstructionError, require_str
from .formats import Format
from .hazards import HazardRule, HazardTable
from .lds_banks import LdsBanks
from .records import OpSpec
from .registers import AVAILABLE_SGPRS, NUM_AGPRS, NUM_VGPRS
from .table import BUILTIN_PREFIX, AccMoveInstruction, Instruction, MatrixInstruction

_SUFFIXES = ("_e32", "_e64", "_sdwa", "_dpp")
_SUFFIX_NAMES = {tail: tail[1:] for tail in _SUFFIXES}   # (one str each, not one per line)


@dataclass(frozen=True, eq=False)
class Target:
    name: str
    description: str
    matrix: tuple[MatrixInstruction, ...]
    acc_moves: tuple[AccMoveInstruction, ...]
    ops: tuple[OpSpec, ...]
    op_aliases: Mapping[str, str]
    removed: Mapping[str, tuple[str, str]]
    formats: Mapping[str, Format]
    hazards: HazardTable
    devices: tuple[Device, ...]
    vgprs: int = 256           # archVGPRs per lane
    agprs: int = 256           # accVGPRs per lane
    sgprs: int = 102           # SGPRs a program may name (s102..s105: FLAT_SCRATCH, XNACK)
    lds_bytes: int = 64 * 1024   # LDS a workgroup may use (gfx942: 64 KiB)
    # its banks and the lanes each pass of an access serves (isa/lds_banks.py)
    lds_banks: LdsBanks = LdsBanks()
    family: str = ""             # the architecture's name (CDNA3), for titles
    processor: str = ""          # the GPU compilers build its code for (clang's
    #                              --offload-arch, Triton's GPUTarget): its name unless given;
    #                              a derived target keeps its parent's (isa.Target.derive)
    numerics: str = ""           # how its MFMA results are known to be the hardware's
    timing: str = ""             # where its cycle and wait-state rows come from
    # instructions a compute wave cannot execute here, each with the reason (or a prefix
    # ending in "_" for a family: exports, images…)
    refused: Mapping[str, str] = field(default_factory=dict)
    # name indexes, derived from the rows
    _by_name: dict = field(default=None, repr=False)
    _by_mnemonic: dict = field(default=None, repr=False)
    _ops: dict = field(default=None, repr=False)

    def __post_init__(self):
        for count, most, what in ((self.vgprs, NUM_VGPRS, "vgprs"),
                                  (self.agprs, NUM_AGPRS, "agprs"),
                                  (self.sgprs, AVAILABLE_SGPRS, "sgprs")):
            if not 0 < count <= most:   # (the encodings' register space: isa.registers)
                raise ValueError(f"{what}: {count} is outside 1..{most}")
        if not self.processor:
            object.__setattr__(self, "processor", self.name)
        records = self.matrix + self.acc_moves
        by_name = {}
        for record in records:
            for name in _spellings(record):
                by_name[name.lower()] = record
        for name in self.removed:
            for variant in (name, BUILTIN_PREFIX + name[2:], name[2:]):
                by_name.pop(variant, None)
        by_mnemonic = {name.lower(): record for record in records
                       for name in (record.mnemonic, *record.aliases)
                       if name not in self.removed}
        ops = {op.mnemonic: op for op in self.ops}
        for name, value in (("_by_name", by_name), ("_by_mnemonic", by_mnemonic),
                            ("_ops", ops)):
            object.__setattr__(self, name, value)

    def __repr__(self) -> str:
        return f"Target({self.name!r})"

    def __reduce__(self):
        """Pickled by name when it is a known target (isa.targets), else as its rows (a
        launch sends the target to its worker processes)."""
        from .targets import TARGETS   # (targets imports this module)
        if TARGETS.get(self.name) is self:
            return (_known, (self.name,))
        fields = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                  if not f.name.startswith("_")}
        for name in ("op_aliases", "removed", "formats", "refused"):
            fields[name] = dict(fields[name])
        return (_rebuild, (fields,))

    @property
    def all_instructions(self) -> tuple[Instruction, ...]:
        return self.matrix + self.acc_moves

    # -- names ------------------------------------------------------------------------------
    def refusal(self, mnemonic: str) -> str | None:
        """Why a compute wave cannot run ``mnemonic`` here (None: it is not refused)."""
        name = mnemonic.lower()
        for base in (name, *(name[:-len(s)] for s in _SUFFIXES if name.endswith(s))):
            if base in self.refused:
                return self.refused[base]
        return next((why for prefix, why in self.refused.items()
                     if prefix.endswith("_") and name.startswith(prefix)), None)

    def find_mnemonic(self, name: str) -> Instruction | None:
        """The record an assembly mnemonic names (llvm-mc's spellings; case does not
        matter)."""
        return self._by_mnemonic.get(name.lower())

    def find(self, name: str) -> Instruction | None:
        """The record for ``name`` or None; no error, no suggestions (the hot path)."""
        return self._by_name.get(name.lower()) if isinstance(name, str) else None

    def all_names(self) -> tuple[str, ...]:
        return tuple(sorted(self._by_name))

    def lookup(self, name: str) -> Instruction:
        """The record for any accepted spelling; raises UnknownInstructionError."""
        key = require_str(name, "an instruction name").strip().lower()
        record = self._by_name.get(key)
        if record is not None:
            return record
        bare = key[len(BUILTIN_PREFIX):] if key.startswith(BUILTIN_PREFIX) else key
        as_mnemonic = bare if bare.startswith("v_") else "v_" + bare
        if as_mnemonic in self.removed:
            reason, replacement = self.removed[as_mnemonic]
            raise UnknownInstructionError(name, f"not available on {self.name} ({reason})",
                                          (replacement,) if replacement else ())
        pool = [n for n in self._by_name if not n.startswith(BUILTIN_PREFIX)]
        close = difflib.get_close_matches(key, pool, n=5, cutoff=0.6)
        suggestions: list[str] = []   # canonical mnemonics, once each, closest first
        for candidate in close:
            mnemonic = self._by_name[candidate].mnemonic
            if mnemonic not in suggestions:
                suggestions.append(mnemonic)
        raise UnknownInstructionError(name, f"not a {self.name} matrix instruction",
                                      tuple(suggestions[:3]))

    def lookup_matrix(self, name: "str | MatrixInstruction") -> MatrixInstruction:
        """Like :meth:`lookup` but only MFMA/SMFMAC records (a record passes)."""
        if isinstance(name, MatrixInstruction):
            return name
        record = self.lookup(name)
        if not isinstance(record, MatrixInstruction):
            raise UnknownInstructionError(name, "not an MFMA or SMFMAC instruction")
        return record

    def find_op(self, mnemonic: str) -> tuple[OpSpec | None, str]:
        """(record, encoding suffix) of a non-MFMA mnemonic that may carry ``_e32``,
        ``_e64``, ``_sdwa`` or ``_dpp``. llvm-mc also takes a second suffix after the first on
        VOP1 instructions (``v_mov_b32_e32_e64``: its tables name encodings that way); the last
        one written is the encoding then."""
        name = mnemonic.lower()
        suffixes = []
        for _ in range(2):
            tail = next((t for t in _SUFFIXES if name.endswith(t)), None)
            if tail is None:
                break
            name = name[: -len(tail)]
            suffixes.append(_SUFFIX_NAMES[tail])
        name = self.op_aliases.get(name, name)
        spec = self._ops.get(name)
        if len(suffixes) == 2 and (spec is None or spec.encoding != "VOP1"
                                   or "dpp" in suffixes):   # (no double suffix with _dpp)
            return None, ""
        return spec, (suffixes[0] if suffixes else "")

    def format(self, name: str) -> Format:
        """The element format a type name (``fp8``, ``bf16``…, ``isa.DType.value``) means on
        this target (gfx942's fp8/bf8 are FNUZ; another target may map them to OCP)."""
        return self.formats[name]

    def op_names(self) -> tuple[str, ...]:
        return tuple(self._ops)

    @property
    def default_device(self) -> Device:
        """The device a launch is timed on unless told otherwise: the first listed."""
        return self.devices[0]

    def device(self, name: str) -> Device:
        for dev in self.devices:
            if dev.name == name:
                return dev
        raise KeyError(f"unknown device '{name}' for {self.name} "
                       f"(known: {', '.join(d.name for d in self.devices)})")

    # -- other targets ------------------------------------------------------------------------
    def derive(self, name: str, description: str = "", *,
               matrix: Mapping[str, Mapping] | None = None,
               ops: Mapping[str, Mapping] | None = None,
               hazards: "tuple[HazardRule, ...] | None" = None, **fields) -> "Target":
        """A new target: this one with some rows changed. ``matrix`` / ``ops`` map a
        mnemonic to the fields its record changes (``{"v_mfma_f32_32x32x8_f16":
        {"cycles": 64}}``); ``hazards`` replaces the wait-state rows; ``fields`` any other
        field (``removed=…``, ``sgprs=…``, ``lds_bytes=…``, ``formats=…``: a mapping of
        type names to ``isa.formats.Format`` rows, merged over this target's)."""
        def changed(rows, changes):
            changes = dict(changes or {})
            unknown = set(changes) - {r.mnemonic for r in rows}
            if unknown:
                raise KeyError(f"no such rows: {', '.join(sorted(unknown))}")
            return tuple(dataclasses.replace(r, **changes[r.mnemonic])
                         if r.mnemonic in changes else r for r in rows)
        kept = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                if not f.name.startswith("_")}
        kept.update(name=name, description=description or f"{self.name}, changed",
                    matrix=changed(self.matrix, matrix), ops=changed(self.ops, ops))
        if hazards is not None:
            kept["hazards"] = HazardTable(hazards)
        if "formats" in fields:
            fields["formats"] = MappingProxyType({**self.formats, **fields["formats"]})
        kept.update(fields)
        return Target(**kept)


def _known(name: str) -> Target:
    from .targets import TARGETS
    return TARGETS[name]


def _rebuild(fields: dict) -> Target:
    for name in ("op_aliases", "removed", "formats"):
        fields[name] = MappingProxyType(fields[name])
    return Target(**fields)


def _spellings(record: Instruction) -> tuple[str, ...]:
    names = (record.mnemonic, *record.aliases)
    if isinstance(record, MatrixInstruction):
        names += (record.builtin, record.short_builtin)
    return tuple(n for n in names if n)     # (a plain f8f6f4 MFMA has no builtin)
