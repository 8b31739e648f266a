"""Terminal, CSV and JSON rendering of the instruction table and of layouts (rich tables)."""

from __future__ import annotations

import csv
import io
import json
import shutil

from rich import box
from rich.console import Console
from rich.table import Table

import isa
from isa import docs

from emulator.state.layout_views import LayoutView

PALETTE = ("cyan", "magenta", "green", "yellow", "blue", "red", "bright_cyan",
           "bright_magenta", "bright_green", "bright_yellow", "bright_blue", "bright_red",
           "turquoise2", "orchid", "spring_green2", "gold1")


def console(width: int | None = None, file=None) -> Console:
    """A console that never folds wide tables (they are meant to scroll, like the calculator's)."""
    return Console(width=width or 100, file=file, soft_wrap=True, highlight=False)


def list_records(records) -> list[dict]:
    return [{
        "mnemonic": r.mnemonic, "kind": r.kind, "shape": docs.shape_text(r),
        "m": r.m, "n": r.n, "k": r.k, "blocks": r.blocks, "a_type": str(r.a_type),
        "b_type": str(r.b_type), "cd_type": str(r.cd_type), "cycles": r.cycles,
        "passes": r.passes, "valu_coexec_cycles": r.valu_coexec_cycles, "class": str(r.klass),
        "cbsz_max": r.cbsz_max, "blgp": str(r.blgp), "opcode": f"{r.opcode:#04x}",
        "ops": r.ops,
    } for r in records]


def _rows_out(rows: list[dict], fmt: str, out) -> bool:
    """Rows as JSON or CSV; False for the table format (the caller draws it)."""
    if fmt == "json":
        json.dump(rows, out, indent=2)
        out.write("\n")
        return True
    if fmt == "csv":
        writer = csv.DictWriter(out, fieldnames=list(rows[0]), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
        return True
    return False


def instruction_table(records, fmt: str, out, target) -> None:
    rows = list_records(records)
    if _rows_out(rows, fmt, out):
        return
    table = Table(box=box.SIMPLE_HEAVY, title=f"{_named(target)} matrix instructions")
    for name, justify in (("mnemonic", "left"), ("shape", "right"), ("blocks", "right"),
                          ("types", "left"), ("cycles", "right"), ("passes", "right"),
                          ("co-exec", "right"), ("class", "left"), ("cbsz≤", "right"),
                          ("blgp", "left"), ("opcode", "right")):
        table.add_column(name, justify=justify)
    styles = {"xdl": "green", "non-xdl": "yellow", "dgemm": "magenta"}
    for r in records:
        table.add_row(r.mnemonic, docs.shape_text(r), str(r.blocks), docs.types_text(r),
                      str(r.cycles), str(r.passes), str(r.valu_coexec_cycles),
                      f"[{styles[str(r.klass)]}]{r.klass}[/]", str(r.cbsz_max), str(r.blgp),
                      f"{r.opcode:#04x}")
    console(150, out).print(table)


def list_ops(ops) -> list[dict]:
    """The non-matrix records as rows (isa.records.OpSpec), with the definition a record
    holds of its semantics, where it holds one: its lane composition, its exact result
    (and the type clamp saturates it to) or its VOPC condition."""
    return [{"mnemonic": op.mnemonic, "encoding": op.encoding, "unit": op.unit.value,
             "operands": " ".join(op.operands), "reads": " ".join(op.reads),
             "writes": " ".join(op.writes), "forms": " ".join(op.forms),
             "summary": op.summary, "definition": _definition(op)} for op in ops]


def _definition(op) -> str:
    if op.lanes:
        mask = f"; mask: {op.lane_mask}" if op.lane_mask else ""
        return f"lanes: {op.lanes}{mask}"
    if op.exact:
        carry = f"; carry out: outside {op.exact_type}" if op.carries else ""
        return f"exact: {op.exact} (clamp: {op.exact_type}{carry})"
    if op.scalar or op.scalar_scc:
        scc = {"": "kept", "nz": "D != 0"}.get(op.scalar_scc, op.scalar_scc)
        return f"scalar: D = {op.scalar}; SCC = {scc}" if op.scalar else f"scalar: SCC = {scc}"
    return f"condition: {op.condition} of {op.compared}" if op.condition else ""


def _named(target) -> str:
    """A target as a title names it: gfx942 (CDNA3)."""
    return f"{target.name} ({target.family})" if target.family else target.name


def op_table(ops, fmt: str, out, target) -> None:
    rows = list_ops(ops)
    if _rows_out(rows, fmt, out):
        return
    table = Table(box=box.SIMPLE_HEAVY,
                  title=f"{target.name} instructions around MFMA ({len(rows)})")
    for name in ("mnemonic", "encoding", "unit", "operands", "implicit", "summary"):
        table.add_column(name)
    for row in rows:
        implicit = " ".join(filter(None, (row["reads"] and "reads " + row["reads"],
                                          row["writes"] and "writes " + row["writes"])))
        table.add_row(row["mnemonic"], row["encoding"], row["unit"], row["operands"],
                      implicit, row["summary"])
    console(170, out).print(table)


def info_fields(record: isa.Instruction) -> dict:
    if isinstance(record, isa.AccMoveInstruction):
        return {
            "mnemonic": record.mnemonic, "kind": record.kind, "aliases": list(record.aliases),
            "encoding": record.encoding, "opcode": f"{record.opcode:#04x}",
            "dst": str(record.dst), "src": str(record.src), "summary": record.summary,
            "alignment": docs.alignment_text(record),
        }
    r = record
    return {
        "mnemonic": r.mnemonic, "kind": r.kind, "aliases": list(isa.aliases_of(r)),
        "builtin": r.builtin or None, "signature": docs.builtin_signature(r),
        "encoding": "VOP3P", "opcode": f"{r.opcode:#04x}",
        "shape": docs.shape_text(r), "m": r.m, "n": r.n, "k": r.k, "blocks": r.blocks,
        "a_type": str(r.a_type), "b_type": str(r.b_type), "cd_type": str(r.cd_type),
        "a_regs": r.a_regs, "b_regs": r.b_regs, "c_regs": r.c_regs, "d_regs": r.d_regs,
        "k_per_lane": {"A": r.a_epl, "B": r.b_epl},
        "cycles": r.cycles, "passes": r.passes, "ops": r.ops,
        "flops_per_cu_per_cycle": r.flops_per_cu_per_cycle,
        "flops_per_simd_per_cycle": r.flops_per_simd_per_cycle,
        "valu_coexec_cycles": r.valu_coexec_cycles, "class": str(r.klass),
        "cd_layout": str(r.cd_layout), "cbsz_max": r.cbsz_max, "blgp_meaning": str(r.blgp),
        "modifiers": docs.modifier_text(r), "registers": docs.lanes_per_element_text(r),
        "alignment": docs.alignment_text(r),
    }


def peaks(dev, rows, fmt: str, out) -> None:
    """The peak table of ``isa.peaks.peaks``: JSON, a list of objects, or a table."""
    if fmt == "json":
        json.dump([p.to_json() for p in rows], out, indent=2)
        out.write("\n")
        return
    table = Table(box=box.SIMPLE_HEAD, title=f"{dev.title}: {dev.cus} CUs at "
                  f"{dev.clock_mhz:g} MHz, peak = ops per CU per cycle × CUs × clock")
    for name, justify in (("type", "left"), ("density", "left"), ("peak", "right"),
                          ("unit", "left"), ("ops/CU/cycle", "right"),
                          ("instruction", "left")):
        table.add_column(name, justify=justify, no_wrap=True)
    for p in rows:
        others = len(p.instructions) - 1
        table.add_row(p.type, "sparse" if p.sparse else "dense", f"{p.tflops:.1f}", p.unit,
                      f"{p.ops_per_cu_per_cycle:g}",
                      p.instruction + (f" (+{others} more)" if others else ""))
    console(120, out).print(table)


def info(record: isa.Instruction, fmt: str, out) -> None:
    fields = info_fields(record)
    if fmt == "json":
        json.dump(fields, out, indent=2)
        out.write("\n")
        return
    table = Table(box=box.SIMPLE, show_header=False, title=record.mnemonic)
    table.add_column("field", style="bold cyan", no_wrap=True)
    table.add_column("value", overflow="fold")
    for key, value in fields.items():
        if isinstance(value, dict):
            value = "\n".join(f"{k}: {v}" for k, v in value.items())
        elif isinstance(value, list):
            value = ", ".join(value) or "-"
        elif value is None:
            value = "-"
        table.add_row(key, str(value))
    console(120, out).print(table)


def layout(view: LayoutView, view_kind: str, fmt: str, out) -> None:
    if fmt == "json":
        json.dump(view.to_json(view_kind), out, indent=1)
        out.write("\n")
        return
    if fmt == "csv":
        buf = io.StringIO()
        csv.writer(buf, lineterminator="\n").writerows(view.csv_rows(view_kind))
        out.write(buf.getvalue())
        return
    tables = _matrix_tables(view) if view_kind == "matrix" else [_register_table(view)]
    con = console(max(100, max(_table_width(t) for t in tables)), out)
    m = view.mods
    kind = "index" if view.matrix == "K" else str(isa.operand_type(view.record, view.matrix))
    con.print(f"[bold]{view.record.mnemonic}[/] {view.matrix} "
              f"({kind}, "
              f"{' x '.join(map(str, isa.matrix_shape(view.record, view.matrix)))} "
              f"blocks x rows x cols) cbsz={m.cbsz} abid={m.abid} blgp={m.blgp}, "
              f"{view_kind} view, registers from {view.base}")
    for t in tables:
        con.print(t)


def _table_width(table: Table) -> int:
    """Room for every column at its widest cell (markup excluded), so nothing is folded."""
    import re
    width = 4
    for column in table.columns:
        cells = [str(column.header)] + [re.sub(r"\[/?[a-z_ ]*\]", "", str(c))
                                        for c in column._cells]
        width += max(len(c) for c in cells) + 3
    return width


def _matrix_tables(view: LayoutView) -> list[Table]:
    blocks, nrows, ncols = isa.matrix_shape(view.record, view.matrix)
    rows = view.rows.reshape(blocks, nrows, ncols, 7)
    r_name, c_name = isa.COLUMNS[view.matrix][:2]
    tables = []
    for b in range(blocks):
        title = f"block {b}" if blocks > 1 else None
        t = Table(box=box.MINIMAL, title=title, header_style="bold")
        t.add_column(f"{view.matrix}[{r_name}][{c_name}]", justify="right", style="bold")
        for c in range(ncols):
            t.add_column(str(c), justify="center", no_wrap=True)
        for r in range(nrows):
            cells = []
            for c in range(ncols):
                row = rows[b, r, c]
                style = PALETTE[int(row[3]) // 16 % len(PALETTE)]
                cells.append(f"[{style}]{view.place_name(row)}[/]")
            t.add_row(str(r), *cells)
        tables.append(t)
    return tables


def _register_table(view: LayoutView) -> Table:
    held = view.register_table()
    fields = view.fields()
    t = Table(box=box.MINIMAL, header_style="bold")
    t.add_column("lane", justify="right", style="bold")
    for reg, lo, hi in fields:
        t.add_column(view.field_name(reg, lo, hi), justify="center", no_wrap=True)
    for lane in range(64):
        cells = []
        for reg, lo, hi in fields:
            rows = held.get((lane, reg, lo, hi), [])
            if not rows:
                cells.append("[dim]-[/]")
                continue
            style = PALETTE[int(rows[0][2]) % len(PALETTE)]
            cells.append(f"[{style}]" + " ".join(view.element_name(r) for r in rows) + "[/]")
        t.add_row(str(lane), *cells)
    return t


def run_report(path, outcome, dumps, out) -> None:
    """Checks (pass/fail, first difference), requested registers, instruction counts."""
    import numpy as np
    con = console(120, out)
    result = outcome.result
    state = "reached s_endpgm" if result.ended else f"stopped at pc {result.pc}"
    con.print(f"[bold]{path}[/]: {result.steps} instructions executed, {state}")
    mix = ", ".join(f"{name} ×{count}" for name, count in outcome.mix.most_common(8))
    if mix:
        con.print(f"  mix: {mix}")
    if not result.fidelity.exact:
        con.print(f"  {result.fidelity}", markup=False)
    for check in outcome.checks:
        mark = "[green]PASS[/]" if check.passed else "[red]FAIL[/]"
        con.print(f"  {mark} line {check.check.loc.line}: {check.check.view} == "
                  f"{check.check.expr}\n        {check.message}")
    if not outcome.checks:
        con.print("  (no checks)")
    for name, value in dumps:
        con.print(f"[bold]{name}[/]")
        with np.printoptions(linewidth=shutil.get_terminal_size((110, 24)).columns,
                             threshold=2000, edgeitems=8):
            con.print(str(np.asarray(value)), markup=False)
    verdict = "[green]all checks passed[/]" if outcome.passed else "[red]checks failed[/]"
    con.print(verdict)


def cycles_summary(path, report, out) -> None:
    con = console(120, out)
    con.print(f"[bold]{path}[/]: {report.total_cycles} cycles ({report.time_us:.3f} µs at "
              f"{report.clock_mhz:g} MHz), {report.instructions} instructions"
              + (f", {report.inserted_wait_states} wait states inserted" if report.fixed
                 else ""))
    con.print(f"  matrix pipe busy {report.pipe_busy_fraction:.1%} ({report.mfma_count} "
              f"MFMAs, {report.mfma_busy_cycles} cycles); VALU co-execution slots "
              f"{report.coexec_slots_available} available, {report.coexec_slots_used} used")
    if report.flops:
        con.print(f"  {report.flops} FLOPs: {report.flops_per_cycle:.1f} per cycle of one "
                  f"SIMD, of the mix's peak {report.peak_flops_per_cycle:.1f} "
                  f"({report.flops_per_cycle / report.peak_flops_per_cycle:.1%})")
    if not report.hazards:
        con.print("  hazards: none")
        return
    unfixable = sum(not h.fixable for h in report.hazards)
    fixable = len(report.hazards) - unfixable
    both = fixable and unfixable
    labels = ([("fixed" if report.fixed else "[red]missing wait states[/]")
               + (f": {fixable}" if both else "")] if fixable else [])
    if unfixable:  # --fix inserts wait states, never an s_waitcnt
        labels.append("[red]missing s_waitcnt[/]" + (f": {unfixable}" if both else ""))
    con.print(f"  hazards ({', '.join(labels)}): {len(report.hazards)}")
    for hazard in report.hazards[:50]:
        con.print(f"    {hazard}", markup=False)
    if len(report.hazards) > 50:
        con.print(f"    ... {len(report.hazards) - 50} more (use --json)")


def timeline(report, out, limit: int = 200) -> None:
    """llvm-mca style: one column per pass (4 cycles); D issue, e executing, E last pass,
    = waiting to issue."""
    entries = report.timeline[:limit]
    if not entries:
        return
    width = max(e.end for e in entries) // 4 + 1
    out.write("Timeline view (one column = one pass of 4 cycles):\n")
    scale = "".join(str(c // 10 % 10) if c % 10 == 0 else " " for c in range(width))
    out.write(f"{'':12}{scale}\n{'Index':12}" + "".join(str(c % 10) for c in range(width))
              + "\n\n")
    for e in entries:
        row = [" "] * width
        for c in range(e.ready // 4, e.issue // 4):
            row[c] = "="
        first, last = e.start // 4, max(e.end // 4 - 1, e.start // 4)
        for c in range(first, last + 1):
            row[c] = "e"
        row[first] = "D" if last > first else "E"
        row[last] = "E"
        stall = f"   ; {e.stall}" if e.stall else ""
        out.write(f"[{e.index}]".ljust(12) + "".join(row) + f"   {e.text}{stall}\n")
    if len(report.timeline) > limit:
        out.write(f"... {len(report.timeline) - limit} more instructions (--limit)\n")
