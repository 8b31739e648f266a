"""Errors raised by the ISA layer; all are ``ValueError`` subclasses with a message to show,
and the checks of public arguments that raise them."""

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


class ArgumentError(IsaError, TypeError):
    """A public function's argument of the wrong kind (``None`` for a name, a float for a
    count…); the message names the argument. Both a ValueError and a TypeError."""


def require_str(value, what: str) -> str:
    """``value`` if it is a string, else an ArgumentError naming ``what``."""
    if not isinstance(value, str):
        raise ArgumentError(f"{what} must be a string, not {_kind(value)}")
    return value


def require_count(value, what: str, minimum: int = 0) -> int:
    """``value`` as an int if it is an integer (not a bool) of at least ``minimum``."""
    import numbers
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise ArgumentError(f"{what} must be an integer >= {minimum}, not {_kind(value)}")
    if value < minimum:
        raise ArgumentError(f"{what} must be an integer >= {minimum}, not {value}")
    return int(value)


def _kind(value) -> str:
    text = repr(value)
    return f"{type(value).__name__} {text if len(text) <= 40 else text[:37] + '...'}"


class OperandSyntaxError(IsaError):
    """A malformed or illegal operand; ``column`` is the 1-based column in the text."""

    def __init__(self, message: str, column: int = 1):
        super().__init__(message)
        self.column = column


