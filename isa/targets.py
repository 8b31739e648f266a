"""The targets the tools know, and the default one (gfx942)."""

from __future__ import annotations

from .errors import ArgumentError
from .gfx942 import GFX942
from .target import Target

TARGETS: dict[str, Target] = {GFX942.name: GFX942}


def target_or_default(target: Target | None) -> Target:
    """``target``, or gfx942 for None; anything else is an error naming it."""
    if target is None:
        return GFX942
    if not isinstance(target, Target):
        raise ArgumentError(f"target must be an isa.Target (isa.GFX942), not "
                            f"{type(target).__name__}")
    return target
