"""Where an instruction's definitions are found: by its record, never by one target's list
of names.

A ``Definitions`` registry holds one kind of definition — the interpreter's binders
(``ops.SEMANTICS``), the compiled blocks' templates (``blocks.templates.TEMPLATES``) — two
ways:

* **named**: under a mnemonic (what that instruction does in any target that has it) or a
  name a record gives in its ``semantics`` field (a derived target's own semantics, a
  buffer load's ``lds`` form);
* **by family**: under a rule, a predicate over the record's fields (every record with a
  lane composition, every plain DS read…), so a new target's records are defined by what
  their fields say, with no emulator code naming them.

``for_record(spec)`` is the definition a record has: the one its ``semantics`` field names
(and only that), else the one named by its mnemonic, else the one family whose rule accepts
it; families are disjoint (a record two accept is an error, and tests/test_target.py
checks every record of every known target).
"""

from __future__ import annotations

from typing import Callable

from isa.records import OpSpec


class Definitions:
    """One kind of instruction definition, found by a record's name or its fields."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.named: dict[str, Callable] = {}
        self.families: list[tuple[type, Callable, Callable]] = []
        self._found: dict = {}   # record -> its family's definition (records are immutable)

    def name(self, *names: str):
        """Register a definition under ``names`` (each once)."""
        def register(definition):
            for name in names:
                if name in self.named:
                    raise RuntimeError(f"{self.kind}: {name} registered twice")
                self.named[name] = definition
            return definition
        return register

    def family(self, rule: Callable, records: type = OpSpec):
        """Register a definition for every record of type ``records`` (an ``OpSpec``, a
        ``MatrixInstruction``) that ``rule`` accepts."""
        def register(definition):
            self.families.append((records, rule, definition))
            self._found.clear()
            return definition
        return register

    def for_record(self, spec) -> Callable | None:
        """The definition ``spec`` has, or None."""
        if spec.semantics:
            return self.named.get(spec.semantics)
        named = self.named.get(spec.mnemonic)
        return named if named is not None else self.of_family(spec)

    def table(self, target) -> dict[str, Callable]:
        """{mnemonic: definition} of every record of ``target`` (its ``ops``, then its matrix
        rows) that has one: what that target's instructions run."""
        table = {}
        for spec in (*target.ops, *target.matrix):
            found = self.for_record(spec)
            if found is not None:
                table[spec.mnemonic] = found
        return table

    def of_family(self, spec) -> Callable | None:
        """The definition of the one family whose rule accepts ``spec`` (None if none)."""
        try:
            return self._found[spec]
        except KeyError:
            pass
        found = [definition for records, rule, definition in self.families
                 if isinstance(spec, records) and rule(spec)]
        if len(found) > 1:
            raise RuntimeError(f"{spec.mnemonic}: {len(found)} {self.kind} families accept it")
        result = self._found[spec] = found[0] if found else None
        return result
