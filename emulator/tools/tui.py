"""``wfemu step --tui``: a stepping screen (Textual, the ``tui`` extra) around a ``Debugger``.

Four panes: the source around the current line (the next instruction marked, breakpoints
with ``●``) beside the registers the last step changed (before → after, the lanes that
differ); across the screen's width, an accumulator as the matrix it holds (every row and,
as far as the width allows, every column, each value to the digits that fit: a 32×32
accumulator at 160 columns, unwrapped; the pane scrolls) — ``accumulator`` ("a[0:15] as D of
v_mfma_f32_32x32x8_f16", as ``print`` takes it), or else the D operand of the last MFMA that
retired; and the cycle timeline so far (the cycle accountant fed with every retired
instruction: its total, the matrix pipe's share, the latest instructions' issue cycles and
stalls). Keys: ``s`` step, ``n`` next, ``c`` continue, ``b`` break (type where: a label, a
line or ``pc N``, then Enter), ``q`` quit. Errors show in the status line, never as a
traceback. Tested headless with Textual's pilot (tests/test_tui.py)."""

from __future__ import annotations

import numpy as np

from isa import IsaError

from emulator.timing.accountant import CycleAccountant
from emulator.tools import directives
from emulator.tools.debugger import Debugger, Stop

try:
    from textual.app import App, ComposeResult
    from textual.containers import Horizontal, ScrollableContainer
    from textual.widgets import DataTable, Footer, Input, Static
except ImportError:   # pragma: no cover - the message, where the screen is asked for
    App = None

SOURCE_LINES = 11      # lines of source shown around the current one
TIMELINE_ROWS = 8      # the latest instructions in the timeline pane


def require_textual() -> None:
    if App is None:
        raise IsaError("the stepping screen needs Textual: pip install -e \".[tui]\"")


def _short(value, lanes: int = 4) -> str:
    arr = np.asarray(value)
    if arr.ndim == 0:
        return f"{int(arr):#x}" if arr.dtype.kind in "iu" else str(arr)
    flat = arr.reshape(-1)
    return " ".join(f"{int(x):#010x}" for x in flat[:lanes]) + (" …" if flat.size > lanes
                                                                 else "")


def matrix_rows(block: np.ndarray, width: int) -> str:
    """A matrix as rows of text no wider than ``width`` columns (a heading line first):
    every column with 4, 3 or 2 significant digits, the most that fit; where not even 2
    do, every value as a whole number of a common power of ten, two digits for the largest
    (the heading names the power; ``print`` shows every digit); the leading columns that
    fit, and how many are left out, where a column takes more than the width allows."""
    rows, columns = block.shape
    label = len(str(rows - 1)) + 1
    values = np.nan_to_num(block.astype(np.float64), nan=0.0, posinf=0.0, neginf=0.0)
    heading = "digits as they fit"
    for digits in (4, 3, 2):
        texts = [[f"{x:.{digits}g}" for x in row] for row in block.astype(np.float64).tolist()]
        cell = max(len(t) for row in texts for t in row) + 1
        if label + cell * columns <= width:
            break
    else:
        largest = float(np.abs(values).max())
        power = int(np.floor(np.log10(largest))) - 1 if largest > 0 else 0
        scaled = np.round(block.astype(np.float64) / 10.0 ** power) + 0.0   # (no -0)
        texts = [[f"{x:.0f}" if np.isfinite(x) else f"{x}" for x in row]
                 for row in scaled.tolist()]
        cell = max(len(t) for row in texts for t in row) + 1
        heading = f"in units of 1e{power} (print shows every digit)"
    shown = max(1, min(columns, (width - label) // cell))
    lines = [f"{rows}×{columns}, {heading}"]
    lines += [f"{r:>{label - 1}} " + "".join(f"{t:>{cell}}" for t in row[:shown])
              for r, row in enumerate(texts)]
    if shown < columns:
        lines.append(f"(columns 0-{shown - 1} of {columns}: a wider screen shows more)")
    return "\n".join(lines)


def changed_rows(stop: Stop) -> list[tuple[str, str, str, str]]:
    """(register, before, after, lanes that differ) for the registers the stop's last
    instructions changed."""
    rows = []
    for event in stop.retired[-4:]:
        for name, (old, new) in event.changed().items():
            old_a, new_a = np.asarray(old), np.asarray(new)
            lanes = (f"{int((old_a != new_a).reshape(-1, old_a.shape[-1]).any(0).sum())}"
                     if old_a.ndim >= 1 and old_a.shape[-1] == 64 else "")
            rows.append((name, _short(old), _short(new), lanes))
    return rows


if App is not None:
    class StepScreen(App):
        """The stepping screen (module docstring)."""

        CSS = """
        #top { height: 1fr; }
        #source { width: 3fr; border: solid $accent; padding: 0 1; }
        #changed { width: 2fr; border: solid $accent; }
        #matrix-pane { height: 1fr; border: solid $accent; padding: 0 1; }
        #matrix { width: auto; text-wrap: nowrap; }
        #timeline { height: 10; border: solid $accent; padding: 0 1; }
        #status { height: 1; }
        #where { display: none; }
        #where.asking { display: block; }
        """
        BINDINGS = [("s", "step", "step"), ("n", "next", "next"),
                    ("c", "continue_run", "continue"), ("b", "ask_break", "break"),
                    ("q", "quit", "quit")]

        def __init__(self, debugger: Debugger, *, accumulator: str | None = None) -> None:
            super().__init__()
            self.debugger = debugger
            self.view = None
            if accumulator:
                text, _, kind = accumulator.partition(" as ")
                self.view = directives._view(text.strip(), kind.strip() or None)
            self.accountant = CycleAccountant(target=debugger.program.target)
            self.last_mfma = None
            self.status = f"{debugger.program.filename}: {len(debugger.program)} instructions"
            debugger.hooks.append(self._retired)

        def _retired(self, event) -> None:
            self.accountant.retire(event.instruction)
            if event.instruction.mfma is not None:
                self.last_mfma = event.instruction.mfma

        def compose(self) -> ComposeResult:
            with Horizontal(id="top"):
                yield Static(id="source")
                yield DataTable(id="changed")
            with ScrollableContainer(id="matrix-pane"):   # (the screen's whole width)
                yield Static(id="matrix")
            yield Static(id="timeline")
            yield Input(placeholder="break at: a label, a line number or 'pc N'", id="where",
                        disabled=True)   # (enabled while asking: the keys are the screen's)
            yield Static(id="status")
            yield Footer()

        def on_mount(self) -> None:
            table = self.query_one("#changed", DataTable)
            table.add_columns("register", "before", "after", "lanes changed")
            self.refresh_panes(None)

        # -- the panes ------------------------------------------------------------------
        def source_text(self) -> str:
            program, debugger = self.debugger.program, self.debugger
            inst = debugger.current()
            lines = program.lines
            line = inst.loc.line if inst is not None else len(lines)
            marked = {program.instructions[pc].loc.line for pc in debugger.breakpoints}
            first = max(1, line - SOURCE_LINES // 2)
            out = []
            for number in range(first, min(len(lines), first + SOURCE_LINES - 1) + 1):
                mark = "▶" if number == line and inst is not None else " "
                brk = "●" if number in marked else " "
                out.append(f"{brk}{mark} {number:4d}  {lines[number - 1]}")
            if inst is None:
                out.append("   (the program has ended)" if debugger.finished else "")
            return "\n".join(out)

        def matrix_text(self) -> str:
            wave = self.debugger.wave
            try:
                if self.view is not None:
                    values, title = directives.read_view(wave, self.view), str(self.view)
                elif self.last_mfma is not None:
                    op = self.last_mfma
                    values = wave.read_matrix(op.record, "D", op.vdst)
                    title = f"{op.vdst} as D of {op.record.mnemonic}"
                else:
                    return "no MFMA has retired yet (wfemu step --tui --acc 'a[0:15] as D " \
                           "of …' names one)"
            except (IsaError, ValueError) as exc:
                return f"{exc}"
            arr = np.asarray(values)
            block = arr[0] if arr.ndim == 3 else arr
            if block.ndim == 1:
                block = block[None, :]
            width = self.size.width - 4 if self.size.width else 100   # (the pane's border)
            return f"{title}\n" + matrix_rows(block, width)

        def timeline_text(self) -> str:
            report = self.accountant.report()
            head = (f"{report.total_cycles} cycles, {report.instructions} instructions, "
                    f"{report.mfma_count} MFMAs, matrix pipe busy "
                    f"{100 * report.pipe_busy_fraction:.1f}%, {len(report.hazards)} "
                    "hazard(s)")
            rows = []
            for e in report.timeline[-TIMELINE_ROWS:]:
                stall = f"  stalled {e.issue - e.ready} ({e.stall})" if e.issue > e.ready \
                    else ""
                rows.append(f"{e.issue:7d}  {e.kind:5s} {e.text}{stall}")
            return head + ("\n" + "\n".join(rows) if rows else "")

        def refresh_panes(self, stop: Stop | None) -> None:
            self.query_one("#source", Static).update(self.source_text())
            table = self.query_one("#changed", DataTable)
            table.clear()
            for row in changed_rows(stop) if stop is not None else []:
                table.add_row(*row)
            self.query_one("#matrix", Static).update(self.matrix_text())
            self.query_one("#timeline", Static).update(self.timeline_text())
            self.query_one("#status", Static).update(self.status)

        # -- the keys -------------------------------------------------------------------
        def _after(self, stop: Stop) -> None:
            self.status = {"breakpoint": f"breakpoint at pc {stop.pc}",
                           "watch": f"watch: {stop.message}",
                           "error": f"error: {stop.message}",
                           "end": "s_endpgm reached"}.get(stop.reason, f"pc {stop.pc}")
            self.refresh_panes(stop)

        def action_step(self) -> None:
            self._after(self.debugger.step())

        def action_next(self) -> None:
            self._after(self.debugger.next())

        def action_continue_run(self) -> None:
            self._after(self.debugger.continue_())

        def action_ask_break(self) -> None:
            where = self.query_one("#where", Input)
            where.disabled = False
            where.add_class("asking")
            where.focus()

        def on_input_submitted(self, message: Input.Submitted) -> None:
            where = self.query_one("#where", Input)
            where.remove_class("asking")
            try:
                pc = self.debugger.break_at(message.value.strip())
                self.status = f"breakpoint at pc {pc}"
            except (IsaError, ValueError) as exc:
                self.status = f"error: {exc}"
            where.value = ""
            where.disabled = True
            self.set_focus(None)
            self.refresh_panes(None)
