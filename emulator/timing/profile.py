"""A launch's time by the lines of its source: where the cycles went, line by line.

Each executed instruction's cycles are charged to its PC, then PCs are grouped by where they
came from (``isa.Program.place``: the ``.loc`` source line, else the line of the assembly
file) and by the function that holds them (``Program.function_at``). Code inlined from
elsewhere (``tl.sum``'s reduction from Triton's ``standard.py``, a HIP helper) counts in
``rows`` at the line of the function that called it — the outermost place of the
``.loc`` inlining chain, the kernel's own line — and in ``inlined`` at the line that wrote
it. Columns (``COLUMNS``):

* ``instructions``: executions, summed over waves; ``mfma``: those that were MFMAs, and
  ``flops`` the MFMA operations they did;
* the stall categories of the device model (timing/compute_unit.py): ``issue`` (an
  instruction's own passes), ``vmcnt`` / ``lgkmcnt`` (``s_waitcnt`` — and, for the
  accountant, a full counter — holding issue), ``barrier``, ``matrix`` (the matrix pipe
  busy, or co-execution used up), ``arbitration`` (another wave had the SIMD's vector port)
  and ``wait_states`` (``s_nop`` passes and wait states inserted for hazards);
* ``drain``: on each wave's last instruction, the time its outstanding MFMA results and
  memory take to arrive after that instruction issued (the wave ends when they have);
* ``cycles``: the categories and the drain.

Rows sum exactly to the totals of the model that timed the launch: the device model's
(``DeviceReport.summary()["stalls"]``, its waves' ``cycles``, ``flops``), or without a
device the single-wave accountant's (each wave's ``total_cycles``). Fractional cycles (the
device model's bandwidth shares) are rounded as the report rounds them: each charge moves a
wave's running sum, and a PC gets the change in the sum's rounding (``wave_table``), so the
PCs of a wave sum to its rounded figure.
"""

from __future__ import annotations

import csv
import io
from dataclasses import asdict, dataclass, field

import numpy as np

from isa.source_lines import names_file

from emulator.symbols import short_name

from .cycle_report import PASS

CATEGORIES = ("issue", "vmcnt", "lgkmcnt", "barrier", "matrix", "arbitration", "wait_states")
COLUMNS = ("instructions", "cycles") + CATEGORIES + ("drain", "mfma", "flops")
_COL = {name: i for i, name in enumerate(COLUMNS)}
_HEADS = {"instructions": "instr", "arbitration": "arbitr.", "wait_states": "wait st."}
_CYCLES = _COL["cycles"]


def empty(pcs: int) -> np.ndarray:
    """A table of ``pcs`` rows, one column per ``COLUMNS`` entry."""
    return np.zeros((pcs, len(COLUMNS)), np.int64)


def wave_table(table: np.ndarray, pcs, categories, amounts, executed, cycles: int,
               mfma=None, flops=None) -> None:
    """Add one wave to ``table`` (rows by PC): its charges in order (``pcs``, category
    indices into ``CATEGORIES``, ``amounts`` in cycles, maybe fractional), the PCs it
    executed in order, its cycles in all; ``mfma``/``flops`` per executed instruction."""
    pcs = np.asarray(pcs, np.int64)
    categories = np.asarray(categories, np.int64)
    amounts = np.asarray(amounts, np.float64)
    for index in range(len(CATEGORIES)):
        mine = categories == index
        if mine.any():
            _telescoped(table, pcs[mine], amounts[mine], _COL[CATEGORIES[index]])
    if len(pcs):   # (the running sum of everything: cycles; the drain to the last one)
        _telescoped(table, pcs, amounts, _CYCLES)
    executed = np.asarray(executed, np.int64)
    if len(executed):
        charged = int(np.round(np.add.accumulate(amounts)[-1])) if len(amounts) else 0
        table[executed[-1], _CYCLES] += cycles - charged
        table[executed[-1], _COL["drain"]] += cycles - charged
        np.add.at(table[:, _COL["instructions"]], executed, 1)
        if mfma is not None:
            np.add.at(table[:, _COL["mfma"]], executed, np.asarray(mfma, np.int64))
            np.add.at(table[:, _COL["flops"]], executed, np.asarray(flops, np.int64))


def _telescoped(table, pcs, amounts, column: int) -> None:
    """Each charge's change in the rounding of the running sum, to its PC: the PCs' figures
    sum to the rounded total (numpy's round, half to even, as Python's)."""
    rounded = np.round(np.add.accumulate(amounts)).astype(np.int64)
    np.add.at(table[:, column], pcs, np.diff(rounded, prepend=0))


@dataclass(frozen=True)
class ProfileRow:
    """One source line (``file``, ``line``) or one function (``function``) of a profile."""

    file: str = ""
    line: int = 0
    function: str = ""
    instructions: int = 0
    cycles: int = 0
    issue: int = 0
    vmcnt: int = 0
    lgkmcnt: int = 0
    barrier: int = 0
    matrix: int = 0
    arbitration: int = 0
    wait_states: int = 0
    drain: int = 0
    mfma: int = 0
    flops: int = 0

    @property
    def place(self) -> str:
        """``name:line`` (the file's name without its folder), or the function's name."""
        if self.function and not self.file:
            return self.function
        return f"{self.file.rsplit('/', 1)[-1]}:{self.line}" if self.file else "(no line)"


@dataclass
class Profile:
    """A launch's cycles by source line and by function (module docstring). ``model``: the
    device that timed it, or "accountant" (the single-wave cycle accountant)."""

    model: str
    clock_mhz: float
    rows: list[ProfileRow]          # by the line of the function that holds the code
    functions: list[ProfileRow]
    totals: dict = field(default_factory=dict)
    inlined: list[ProfileRow] = field(default_factory=list)   # by the line that wrote it

    def hottest(self, count: int = 10, by: str = "cycles") -> list[ProfileRow]:
        """The ``count`` lines with the most ``by`` (a column)."""
        if by not in COLUMNS:
            raise ValueError(f"by must be one of {', '.join(COLUMNS)}, not {by!r}")
        return sorted(self.rows, key=lambda r: (-getattr(r, by), r.file, r.line))[:count]

    def row(self, file: str, line: int, inlined: bool = False) -> ProfileRow | None:
        """The row of ``file`` (its path, its end or its name) and ``line`` (``inlined``:
        among the lines that wrote inlined code), or None."""
        for r in self.inlined if inlined else self.rows:
            if r.line == line and names_file(r.file, file):
                return r
        return None

    def to_json(self) -> dict:
        return {"model": self.model, "clock_mhz": self.clock_mhz, "totals": self.totals,
                "lines": [asdict(r) for r in self.rows],
                "inlined_lines": [asdict(r) for r in self.inlined],
                "functions": [asdict(r) for r in self.functions]}

    def to_csv(self) -> str:
        """Every line's row, then every function's, as CSV (``kind`` says which)."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(("kind", "file", "line", "function") + COLUMNS)
        for kind, rows in (("line", self.rows), ("function", self.functions)):
            for r in rows:
                writer.writerow((kind, r.file, r.line, r.function)
                                + tuple(getattr(r, c) for c in COLUMNS))
        return out.getvalue()

    def shown_columns(self) -> list[str]:
        """The columns a table shows: cycles and instructions, and every other one that is
        not zero over the whole launch."""
        return ["cycles", "instructions"] + [c for c in COLUMNS if c not in
                                             ("cycles", "instructions") and self.totals.get(c)]

    def text(self, count: int = 10, source=None) -> str:
        """The hottest ``count`` lines as a table of every non-zero column, each with its
        source text when ``source(row)`` gives it (the file is readable), then the
        functions by the names their source writes (demangled)."""
        total = self.totals.get("cycles", 0) or 1
        columns = self.shown_columns()
        width = {c: max(len(_HEADS.get(c, c)), len(f"{self.totals.get(c, 0):,}")) + 1
                 for c in columns}
        places = [r.place for r in self.hottest(count)]
        first = max([len("line")] + [len(p) for p in places])
        head = f"{'line':<{first}} " + " ".join(
            f"{_HEADS.get(c, c):>{width[c]}}" + (f" {'%':>6}" if c == "cycles" else "")
            for c in columns)
        lines = [f"profile by source line ({self.model}; cycles summed over waves)", head]
        for r in self.hottest(count):
            cells = []
            for c in columns:
                cells.append(f"{getattr(r, c):>{width[c]},}")
                if c == "cycles":
                    cells.append(f"{100 * r.cycles / total:>5.1f}%")
            lines.append(f"{r.place:<{first}} " + " ".join(cells))
            text = source(r) if source is not None else ""
            if text:
                lines.append(f"    {text.strip()[:100]}")
        if len(self.rows) > count:
            lines.append(f"({len(self.rows) - count} more line(s): --format json|csv gives all)")
        if self.functions:
            lines.append("by function: " + ", ".join(
                f"{short_name(r.function) if r.function else '(none)'} "
                f"{100 * r.cycles / total:.1f}%"
                for r in sorted(self.functions, key=lambda r: -r.cycles)))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return (f"<Profile {self.model}: {len(self.rows)} line(s), "
                f"{self.totals.get('cycles', 0):,} wave cycles>")

    def _repr_html_(self) -> str:
        import html
        columns = self.shown_columns()
        cells = "".join(f"<th>{c}</th>" for c in ["line"] + columns)
        body = "".join(
            "<tr><td>" + html.escape(r.place) + "</td>"
            + "".join(f"<td>{getattr(r, c):,}</td>" for c in columns) + "</tr>"
            for r in self.hottest(20))
        return (f"<b>profile ({html.escape(self.model)})</b><table><tr>{cells}</tr>"
                f"{body}</table>")


def build(program, table: np.ndarray, model: str, clock_mhz: float) -> Profile:
    """The profile of ``table`` (rows by PC of ``program``, columns ``COLUMNS``)."""
    by_line: dict = {}
    by_inner: dict = {}
    by_function: dict = {}
    pcs = np.flatnonzero(table.any(axis=1)).tolist()
    for pc, name in zip(pcs, program.functions_at(pcs)):
        place = program.place(pc) if pc < len(program.instructions) else None
        outer = place.outermost if place is not None else None
        key = (outer.file, outer.line) if outer is not None else ("", 0)
        by_line[key] = by_line.get(key, 0) + table[pc]
        key = (place.file, place.line) if place is not None else ("", 0)
        by_inner[key] = by_inner.get(key, 0) + table[pc]
        by_function[name] = by_function.get(name, 0) + table[pc]

    def row(values, **where) -> ProfileRow:
        return ProfileRow(**where, **dict(zip(COLUMNS, (int(v) for v in values))))
    rows = [row(v, file=f, line=n) for (f, n), v in sorted(by_line.items())]
    inner = [row(v, file=f, line=n) for (f, n), v in sorted(by_inner.items())]
    functions = [row(v, function=name) for name, v in sorted(by_function.items())]
    totals = dict(zip(COLUMNS, (int(v) for v in table.sum(axis=0))))
    return Profile(model, clock_mhz, rows, functions, totals, inner)


def accountant_table(program, streams, accountant_for) -> np.ndarray:
    """The single-wave accountant's table: per distinct executed stream (a wave's PCs in
    order; equal streams timed once and counted for each wave), its timeline's cycles by PC
    — an instruction's stall before it, then its passes (an MFMA: one; the pipe's cycles are
    the next ones' stall), the drain after the last one to the accountant's total.
    ``accountant_for(stream)`` gives an accountant with its timeline kept, fed the stream."""
    table = empty(len(program.instructions))
    known: dict[bytes, np.ndarray] = {}
    for stream in streams:
        key = stream.tobytes()
        if key in known:
            table += known[key]
            continue
        part = empty(len(program.instructions))
        report = accountant_for(stream).report()
        pcs, categories, amounts = [], [], []
        issue, wait_states = CATEGORIES.index("issue"), CATEGORIES.index("wait_states")
        before = 0
        for entry in report.timeline:
            if entry.issue > before:
                pcs.append(entry.pc)
                categories.append(CATEGORIES.index(entry.category) if entry.category
                                  else issue)
                amounts.append(entry.issue - before)
            after = entry.issue + PASS if entry.kind == "mfma" else entry.end
            pcs.append(entry.pc)
            categories.append(wait_states if entry.kind == "nop" else issue)
            amounts.append(after - entry.issue)
            before = after
        flops = [inst.mfma.record.ops if inst.mfma is not None else 0
                 for inst in (program.instructions[pc] for pc in stream.tolist())]
        wave_table(part, pcs, categories, amounts, stream, report.total_cycles,
                   [int(f > 0) for f in flops], flops)
        known[key] = part
        table += part
    return table
