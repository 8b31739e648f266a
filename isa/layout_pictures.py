"""Layouts as pictures (matplotlib, the ``plots`` extra): what AMD's documentation draws.

``layout_figure(name, matrix, cbsz=, abid=, blgp=, view=, base=)`` returns a matplotlib
Figure of ``isa.layout``'s rows:

* ``view="matrix"``: each block of the operand as a grid of its rows × columns (blocks side
  by side, a gap between them); every element is a cell labelled with the register field
  and lane that hold it (``v3{17}``, ``v3.[15:0]{17}``) and coloured by its lane group —
  the lane's 16-lane row (lanes 0-15, 16-31, 32-47, 48-63), the unit DPP and the matrix
  cores move data in;
* ``view="register"``: a grid of the 64 lanes × the operand's register fields, each cell
  labelled with the element(s) it holds (``A[3][1]``, ``b2:A[3][1]``; a field several
  elements read shows them all) and coloured by block; a field no element reads is blank.

The cells are ``Rectangle`` patches with their text in ``Axes.texts`` (a test reads them
back). matplotlib is imported when a figure is made, never by ``import isa``."""

from __future__ import annotations

from . import layouts
from .errors import IsaError
from .figures import figure_class
from .layouts import COLUMNS

LANE_GROUPS = ("#4e79a7", "#f28e2b", "#59a14f", "#b07aa1")   # lanes 0-15, 16-31, 32-47, 48-63
BLOCK_COLOURS = ("#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948",
                 "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac")
GAP = 1.0   # cells between two blocks of the matrix view


def lane_group_colour(lane: int) -> str:
    return LANE_GROUPS[lane // 16]


def block_colour(block: int) -> str:
    return BLOCK_COLOURS[block % len(BLOCK_COLOURS)]


def _field_name(base: str, reg: int, lo: int, hi: int) -> str:
    if hi - lo == 63:
        return f"{base}[{reg}:{reg + 1}]"
    if hi - lo == 31:
        return f"{base}{reg}"
    return f"{base}{reg}.[{hi}:{lo}]"


def _element_name(matrix: str, row: int, col: int, block: int, blocks: int) -> str:
    name = f"{matrix}[{row}][{col}]"
    return f"b{block}:{name}" if blocks > 1 else name


def _pyplot():
    Figure = figure_class()   # (isa/figures.py: shown by a notebook without pyplot)
    from matplotlib.patches import Rectangle
    return Figure, Rectangle


def layout_figure(name, matrix: str, *, cbsz: int = 0, abid: int = 0, blgp: int = 0,
                  view: str = "matrix", base: str = "v0"):
    """The picture of operand ``matrix`` of instruction ``name`` under the modifiers (see
    the module docstring); ``base`` names the operand's first register (``v0``, ``a0``)."""
    if view not in ("matrix", "register"):
        raise IsaError(f"view must be 'matrix' or 'register', not {view!r}")
    from .layouts import matrix_shape
    from .names import lookup
    from .registers import as_range
    record = lookup(name)
    first = as_range(base)
    rows = layouts.layout(record, matrix, cbsz=cbsz, abid=abid, blgp=blgp)
    Figure, Rectangle = _pyplot()
    files = first.file
    if view == "matrix":
        blocks, height, width = matrix_shape(record, matrix)
        cells = [(int(r[2]) * (width + GAP) + int(r[1]), int(r[0]),
                  f"{_field_name(files, first.first + int(r[4]), int(r[5]), int(r[6]))}"
                  f"{{{int(r[3])}}}", lane_group_colour(int(r[3]))) for r in rows]
        columns, lines = blocks * width + (blocks - 1) * GAP, height
        x_label, y_label = f"{COLUMNS[matrix][1]} (blocks left to right)", COLUMNS[matrix][0]
    else:
        fields = sorted({(int(r[4]), int(r[5]), int(r[6])) for r in rows})
        where = {f: i for i, f in enumerate(fields)}
        held: dict = {}
        for r in rows:
            key = (int(r[3]), where[(int(r[4]), int(r[5]), int(r[6]))])
            held.setdefault(key, []).append(r)
        cells = [(column, lane,
                  "\n".join(_element_name(matrix, int(r[0]), int(r[1]), int(r[2]),
                                          record.blocks) for r in elements),
                  block_colour(int(elements[0][2])))
                 for (lane, column), elements in sorted(held.items())]
        columns, lines = len(fields), 64
        x_label, y_label = "register field", "lane"
    size = (max(4.0, 0.9 * columns + 1.2), max(3.0, 0.28 * lines + 1.4))
    figure = Figure(figsize=size)
    # (fixed margins in inches: tight_layout would measure every one of the labels)
    left, bottom = (1.0 if view == "register" else 0.6), (1.2 if view == "register" else 0.6)
    figure.subplots_adjust(left=left / size[0], right=1 - 0.2 / size[0],
                           bottom=bottom / size[1], top=1 - 0.4 / size[1])
    axes = figure.add_subplot()
    for x, y, label, colour in cells:
        # (add_artist, not add_patch: the limits are set below, no autoscale per cell)
        axes.add_artist(Rectangle((x, y), 1, 1, facecolor=colour, edgecolor="white",
                                  linewidth=0.5, alpha=0.85))
        axes.text(x + 0.5, y + 0.5, label, ha="center", va="center", fontsize=5)
    axes.set_xlim(0, columns)
    axes.set_ylim(lines, 0)   # (row 0, lane 0 on top, as the calculator prints them)
    axes.set_xlabel(x_label)
    axes.set_ylabel(y_label)
    if view == "register":
        axes.set_xticks([i + 0.5 for i in range(len(fields))])
        axes.set_xticklabels([_field_name(files, first.first + reg, lo, hi)
                              for reg, lo, hi in fields], rotation=90, fontsize=6)
    mods = f" cbsz:{cbsz} abid:{abid} blgp:{blgp}" if (cbsz, abid, blgp) != (0, 0, 0) else ""
    axes.set_title(f"{record.mnemonic} {matrix}{mods} ({view} view)", fontsize=8)
    return figure
