"""A ``repr`` is one line of at most 200 characters: what a result is at a glance, in a
notebook or a REPL; the details stay in its attributes and its ``_repr_html_``."""

from __future__ import annotations

LIMIT = 200


def one_line(text: str, limit: int = LIMIT) -> str:
    """``text`` on one line (newlines as spaces), cut to ``limit`` characters with "…" and
    the closing ``>`` of a ``<…>`` repr kept."""
    text = " ".join(str(text).split())
    if len(text) <= limit:
        return text
    closing = ">" if text.startswith("<") and text.endswith(">") else ""
    return text[:limit - 1 - len(closing)] + "…" + closing
