"""The matplotlib figures the project draws (layout pictures, cycle and device timelines):
a ``Figure`` of their own — not pyplot's, so no backend is chosen and none is changed —
that a notebook shows by itself, with or without ``%matplotlib inline``: it renders as PNG
and SVG through ``_repr_png_`` / ``_repr_svg_`` (IPython's rich display), and saves as any
Figure does. matplotlib is optional (the ``plots`` extra); without it, asking for a figure
is an error that says how to get it."""

from __future__ import annotations

import io
from functools import lru_cache

from .errors import IsaError


@lru_cache(maxsize=None)
def figure_class():
    """The Figure class (made once, matplotlib imported on first use)."""
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise IsaError("pictures need matplotlib: pip install -e \".[plots]\"") from None

    class ShownFigure(Figure):
        """A matplotlib Figure a notebook shows without pyplot."""

        def _repr_png_(self) -> bytes:
            out = io.BytesIO()
            self.savefig(out, format="png", dpi=100)
            return out.getvalue()

        def _repr_svg_(self) -> str:
            out = io.StringIO()
            self.savefig(out, format="svg")
            text = out.getvalue()
            return text[text.find("<svg"):]

    ShownFigure.__name__ = ShownFigure.__qualname__ = "Figure"
    return ShownFigure
