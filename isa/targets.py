"""The targets the tools know by name (gfx942: CDNA3, MI300; gfx90a: CDNA2, MI200; gfx950:
CDNA4, MI350), and the default one: gfx942 unless a caller sets another once (``set_default_target``; the command line's ``--target``). A derived target
(``Target.derive``) is found by name after ``register``."""

from __future__ import annotations

from .errors import ArgumentError
from .gfx90a import GFX90A
from .gfx942 import GFX942
from .gfx950 import GFX950
from .target import Target

TARGETS: dict[str, Target] = {GFX942.name: GFX942, GFX90A.name: GFX90A, GFX950.name: GFX950}
_default: Target = GFX942


def target_or_default(target: "Target | str | None") -> Target:
    """``target``, the registered target of that name, or the default target for None; an
    error naming anything else (every front door that takes a target takes either)."""
    if target is None:
        return _default
    if isinstance(target, str):
        return target_named(target)
    if not isinstance(target, Target):
        raise ArgumentError(f"target must be an isa.Target or a target's name ('gfx90a'), "
                            f"not {type(target).__name__}")
    return target


as_target = target_or_default


def register(target: Target) -> Target:
    """Make ``target`` known by its name (``target_named``, the CLI's ``--target``)."""
    target = target_or_default(target)
    known = TARGETS.get(target.name)
    if known is not None and known is not target:
        raise ArgumentError(f"a different target is already registered as {target.name!r}")
    TARGETS[target.name] = target
    return target


def target_named(name: str) -> Target:
    """The registered target called ``name``; an error listing the known ones."""
    target = TARGETS.get(name) if isinstance(name, str) else None
    if target is None:
        raise ArgumentError(f"unknown target {name!r} (known: {', '.join(sorted(TARGETS))})")
    return target


def default_target() -> Target:
    return _default


def set_default_target(target: "Target | str") -> Target:
    """Make ``target`` (or the registered target of that name) what ``None`` means from now
    on — assembly, waves, launches; returns the previous default."""
    global _default
    chosen = as_target(target)
    previous, _default = _default, chosen
    return previous
