"""Errors raised by the ISA layer; all are ``ValueError`` subclasses with a message to show."""

from __future__ import annotations


class IsaError(ValueError):
    """Base of every error about instructions, registers and layouts."""


class UnknownInstructionError(IsaError):
    """A name that is not a gfx942 matrix instruction, with the closest names suggested."""

    def __init__(self, name: str, reason: str, suggestions: tuple[str, ...] = ()):
        self.name = name
        self.reason = reason
        self.suggestions = suggestions
        message = f"unknown instruction '{name}': {reason}"
        if suggestions:
            message += "; did you mean " + ", ".join(f"'{s}'" for s in suggestions) + "?"
        super().__init__(message)


class ModifierError(IsaError):
    """An illegal CBSZ / ABID / BLGP value for an instruction; ``field`` names which."""

    def __init__(self, message: str, field: str = ""):
        super().__init__(message)
        self.field = field


class RegisterError(IsaError):
    """A malformed, out-of-range or misaligned register name or tuple."""


class NotYetSupportedError(IsaError):
    """A feature that a later part of the project will provide."""
