"""A package attribute built on first use (``isa.gfx942.GFX942`` and its kin: a tool that
needs one of a target's rows does not build the whole Target)."""

from __future__ import annotations

import sys


def built_on_first_use(module: str, name: str, build):
    """A module-level ``__getattr__`` for ``module`` that calls ``build()`` the first time
    ``name`` is asked for and keeps the result as the module's attribute."""
    def __getattr__(attr: str):
        if attr != name:
            raise AttributeError(f"module {module!r} has no attribute {attr!r}")
        value = build()
        setattr(sys.modules[module], name, value)
        return value
    return __getattr__
