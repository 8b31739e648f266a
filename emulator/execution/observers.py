"""What a run tells its observers, typed by what they read.

A listener ``listener(wave, inst)`` is called as each instruction retires (``wave.pc``
already the next one); a true return stops the run. A plain callable may read the wave's
registers, so every instruction it hears runs interpreted, one at a time. An
``InstructionObserver`` declares that it reads only the instruction (a cycle accountant,
a counter): compiled blocks may then run a straight-line stretch in one call, and the
observer hears the block's instructions in order after it, a stop taking effect at the
block's end (emulator/execution/blocks/hot.py). The declaration is the observer's type,
never an attribute a caller must remember to set.
"""

from __future__ import annotations

from isa.errors import ArgumentError


class InstructionObserver:
    """``InstructionObserver(fn)``: ``fn(wave, inst)`` heard per retired instruction, reading
    the instruction only (the wave argument may be the wave as a compiled block left it)."""

    __slots__ = ("fn",)

    def __init__(self, fn) -> None:
        if not callable(fn):
            raise ArgumentError(f"an InstructionObserver wraps a callable fn(wave, inst), "
                                f"not {type(fn).__name__}")
        self.fn = fn

    def __call__(self, wave, inst):
        return self.fn(wave, inst)

    def __repr__(self) -> str:
        return f"InstructionObserver({self.fn!r})"


def reads_only_instructions(listeners) -> bool:
    """Whether every listener is an InstructionObserver (compiled blocks may run)."""
    return all(isinstance(listener, InstructionObserver) for listener in listeners)


def check_listeners(listeners) -> tuple:
    """``listeners`` (one callable or several) as a tuple, each checked."""
    listeners = (listeners,) if callable(listeners) else tuple(listeners)
    if not all(callable(listener) for listener in listeners):
        raise ArgumentError("listeners must be callables listener(wave, inst)")
    return listeners
