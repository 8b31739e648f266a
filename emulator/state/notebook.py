"""What a Jupyter notebook shows of the emulator's objects: HTML tables (``_repr_html_``) and
compact one-line ``__repr__`` texts.

* ``wave_html(wave)``: the scalar state (PC, EXEC, VCC, SCC, M0, MODE), the SGPRs and the
  VGPRs/AGPRs in use — written, or holding a value other than 0 (lanes × registers, hex);
* ``RegisterView`` (``Wavefront.view("v[0:3]", dtype)``): a register range's values, lanes
  × registers, an array (``np.asarray``) too;
* ``MatrixView`` (``Wavefront.matrix_view(instruction, "D", "a[0:15]")``): an operand read
  through its layout, one grid per block, an array too;
* ``layout_html(view)``: a layout (``emulator.layout_view``) as the calculator's matrix view,
  each element's register and lane, coloured by lane group.

Plain strings: no notebook package is needed to make them (tests read them back)."""

from __future__ import annotations

import html

import numpy as np

import isa
from isa.layout_pictures import lane_group_colour

_STYLE = ("border-collapse:collapse;font-family:monospace;font-size:11px;"
          "text-align:right")
_CELL = "border:1px solid #ddd;padding:1px 4px"


def table(headers, rows, *, caption: str = "", colours=None) -> str:
    """An HTML table: ``headers`` (the first column's header may be ""), ``rows`` of cells
    (text, escaped), ``colours`` a background per cell (or None)."""
    out = [f'<table style="{_STYLE}">']
    if caption:
        out.append(f'<caption style="text-align:left">{html.escape(caption)}</caption>')
    out.append("<tr>" + "".join(f'<th style="{_CELL}">{html.escape(str(h))}</th>'
                                for h in headers) + "</tr>")
    for r, row in enumerate(rows):
        cells = []
        for c, cell in enumerate(row):
            colour = colours[r][c] if colours is not None else None
            style = _CELL + (f";background:{colour}" if colour else "")
            cells.append(f'<td style="{style}">{html.escape(str(cell))}</td>')
        out.append("<tr>" + "".join(cells) + "</tr>")
    out.append("</table>")
    return "".join(out)


def details(summary: str, body: str, *, open_: bool = False) -> str:
    return (f"<details{' open' if open_ else ''}><summary>{html.escape(summary)}</summary>"
            f"{body}</details>")


def ranges(flags: np.ndarray, name: str) -> list[str]:
    """The runs of set flags as register names: ``v0-v3``, ``v7``."""
    out, start = [], None
    for i, flag in enumerate(list(flags) + [False]):
        if flag and start is None:
            start = i
        elif not flag and start is not None:
            out.append(f"{name}{start}" if i - 1 == start else f"{name}{start}-{name}{i - 1}")
            start = None
    return out


def _hex(value) -> str:
    return f"0x{int(value):08x}"


def _value(value) -> str:
    if isinstance(value, (np.floating, float)):
        return f"{float(value):.6g}"
    return str(value) if not isinstance(value, (np.unsignedinteger,)) else _hex(value)


# -- a wave -------------------------------------------------------------------------------
def in_use(wave, name: str) -> np.ndarray:
    """The registers of file ``name`` that were written (as strict runs and the host's
    writes record it) or hold a value other than 0 (a run that is not strict does not
    record its writes: that costs time)."""
    values = getattr(wave, name)
    held = values != 0 if values.ndim == 1 else (values != 0).any(axis=1)
    return wave.written[name] | held


def wave_repr(wave) -> str:
    written = [r for f in ("v", "a", "s") for r in ranges(in_use(wave, f), f)]
    shown = ", ".join(written[:6]) + (f", … ({len(written) - 6} more)" if len(written) > 6
                                      else "")
    return (f"<Wavefront {wave.target.name} pc={wave.pc} exec={wave.exec:#018x} "
            f"vcc={wave.vcc:#x} scc={wave.scc} m0={wave.m0:#x}; in use: {shown or 'none'}>")


def wave_html(wave, *, lanes: int = 64) -> str:
    scalars = table(["pc", "EXEC", "VCC", "SCC", "M0", "MODE"],
                    [[wave.pc, f"{wave.exec:#018x}", f"{wave.vcc:#018x}", wave.scc,
                      f"{wave.m0:#x}", f"{wave.mode:#x}"]],
                    caption=f"Wavefront ({wave.target.name})")
    parts = [scalars]
    sgprs = np.flatnonzero(in_use(wave, "s"))
    if sgprs.size:
        rows = [[f"s{i}" for i in chunk] for chunk in _chunks(sgprs, 8)]
        values = [[_hex(wave.s[i]) for i in chunk] for chunk in _chunks(sgprs, 8)]
        body = table([""] * 8, [x for pair in zip(rows, values) for x in pair])
        parts.append(details(f"SGPRs in use ({sgprs.size})", body, open_=True))
    for name in ("v", "a"):
        regs = np.flatnonzero(in_use(wave, name))
        if not regs.size:
            continue
        block = getattr(wave, name)
        shown = regs[:16]
        rows = [[lane] + [_hex(block[r, lane]) for r in shown] for lane in range(lanes)]
        more = f" (the first 16 of {regs.size})" if regs.size > 16 else ""
        parts.append(details(f"{'VGPRs' if name == 'v' else 'AGPRs'} in use: "
                             f"{', '.join(ranges(in_use(wave, name), name))}{more}",
                             table(["lane"] + [f"{name}{r}" for r in shown], rows)))
    return "".join(parts)


def _chunks(items, size: int):
    return [items[i:i + size] for i in range(0, len(items), size)]


# -- a register range ---------------------------------------------------------------------
class RegisterView:
    """A register range's values as ``Wavefront.view`` read them: ``values`` (elements, 64)
    for v/a (one register: (64,)), (elements,) for SGPRs; ``np.asarray(view)`` is them."""

    def __init__(self, name: str, values) -> None:
        self.name = name
        self.values = np.asarray(values)

    def __array__(self, dtype=None, copy=None):
        return self.values if dtype is None else self.values.astype(dtype)

    def __repr__(self) -> str:
        return f"<RegisterView {self.name}: {self.values.dtype} {self.values.shape}>"

    def _repr_html_(self) -> str:
        values = self.values
        if values.ndim == 0:
            return table([self.name], [[_value(values[()])]])
        if values.ndim == 1 and values.shape[0] != 64:   # (SGPRs)
            return table([f"{self.name}[{i}]" for i in range(values.size)],
                         [[_value(v) for v in values]])
        columns = values.reshape(-1, 64) if values.ndim > 1 else values.reshape(1, 64)
        return table(["lane"] + [f"{self.name}[{i}]" if columns.shape[0] > 1 else self.name
                                 for i in range(columns.shape[0])],
                     [[lane] + [_value(col[lane]) for col in columns] for lane in range(64)],
                     caption=f"{self.name} ({values.dtype})")


# -- an operand through its layout --------------------------------------------------------
class MatrixView:
    """An MFMA operand read through its layout (``Wavefront.matrix_view``): ``values``
    (blocks, rows, cols); ``np.asarray(view)`` is them."""

    def __init__(self, record, matrix: str, base, values) -> None:
        self.record, self.matrix, self.base = record, matrix, base
        self.values = np.asarray(values)

    def __array__(self, dtype=None, copy=None):
        return self.values if dtype is None else self.values.astype(dtype)

    def __repr__(self) -> str:
        blocks, rows, cols = self.values.shape
        return (f"<MatrixView {self.matrix} of {self.record.mnemonic} from {self.base}: "
                f"{blocks} block(s) of {rows}×{cols} {self.values.dtype}>")

    def _repr_html_(self) -> str:
        parts = []
        for b, block in enumerate(self.values):
            caption = (f"{self.matrix} of {self.record.mnemonic} from {self.base}"
                       + (f", block {b}" if len(self.values) > 1 else ""))
            parts.append(table([""] + list(range(block.shape[1])),
                               [[r] + [_value(v) for v in row] for r, row in enumerate(block)],
                               caption=caption))
        return "".join(parts)


# -- a layout -----------------------------------------------------------------------------
def layout_repr(view) -> str:
    shape = isa.matrix_shape(view.record, view.matrix)
    mods = view.mods
    return (f"<LayoutView {view.record.mnemonic} {view.matrix} {shape[1]}×{shape[2]}, "
            f"{shape[0]} block(s), from {view.base}; cbsz={mods.cbsz} abid={mods.abid} "
            f"blgp={mods.blgp}>")


def layout_html(view) -> str:
    """The matrix view: every element's register field and lane, coloured by lane group."""
    shape = isa.matrix_shape(view.record, view.matrix)
    cells = {}
    for row in view.rows:
        cells.setdefault((int(row[2]), int(row[0]), int(row[1])), []).append(row)
    parts = []
    for b in range(shape[0]):
        grid, colours = [], []
        for r in range(shape[1]):
            held = [cells.get((b, r, c), []) for c in range(shape[2])]
            grid.append([r] + ["/".join(view.place_name(x) for x in h) for h in held])
            colours.append([None] + [lane_group_colour(int(h[0][3])) + "55" if h else None
                                     for h in held])
        caption = (f"{view.matrix} of {view.record.mnemonic} ({shape[1]}×{shape[2]}"
                   + (f", block {b}" if shape[0] > 1 else "") + f"), from {view.base}")
        parts.append(table([""] + list(range(shape[2])), grid, caption=caption,
                           colours=colours))
    return "".join(parts)
