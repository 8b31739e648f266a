"""Timelines as pictures (matplotlib, the ``plots`` extra), beside the Perfetto trace JSON.

* ``cycle_figure(report)``: one wave's ``CycleReport`` over its cycles, three tracks —
  *issue* (each instruction at its issue cycle, coloured by the accountant's class: MFMA,
  VALU, SALU, memory, s_waitcnt / s_nop, other), *stalls* (from the cycle an instruction
  was ready to the one it issued, labelled by the reason where there is room) and the
  *matrix pipe* (each MFMA from its start to its end);
* ``device_figure(report)``: a ``DeviceReport`` kept with its trace (``launch(...,
  trace=True)``), one row per wave (the first ``waves``, in launch order): its issued slices by
  kind, its stalls (``wait vmcnt``, ``wait lgkmcnt``, ``barrier``), the time from its last
  issue to its end while results are still outstanding (so a wave's row ends where the
  wave does, the last at the title's cycle count) and, under them, the matrix pipe's busy
  time from each MFMA's issue.

The bars are ``broken_barh`` collections, one per track and class, labelled for the legend
(a test reads them back). matplotlib is imported when a figure is made; the figures show in a
notebook by themselves (isa/figures.py)."""

from __future__ import annotations

from isa import IsaError
from isa.figures import figure_class

KIND_COLOURS = {"mfma": "#4e79a7", "valu": "#59a14f", "salu": "#f28e2b", "mem": "#b07aa1",
                "vmem": "#b07aa1", "smem": "#9c755f", "lds": "#76b7b2", "wait": "#bab0ac",
                "nop": "#bab0ac", "barrier": "#e15759", "other": "#edc948", "end": "#bab0ac"}
STALL_COLOURS = {"wait vmcnt": "#e15759", "wait lgkmcnt": "#ff9da7", "barrier": "#d37295",
                 "stall": "#e15759"}
MATRIX_COLOUR = "#1f4e79"
DRAIN_COLOUR = "#d9d9d9"   # (a wave's results still arriving after its last issue)


def cycle_figure(report, *, title: str = ""):
    """One wave's cycle timeline (module docstring)."""
    Figure = figure_class()   # (isa/figures.py: shown by a notebook without pyplot)
    timeline = report.timeline
    if not timeline:
        raise IsaError("the report has no timeline (estimate with timeline=True)")
    total = max(report.total_cycles, max(e.end for e in timeline), 1)
    fig = Figure(figsize=(min(4 + total / 40, 24), 2.6), layout="constrained")
    ax = fig.add_subplot()
    by_kind: dict[str, list] = {}
    for e in timeline:
        by_kind.setdefault(e.kind or "other", []).append((e.issue, 1))
    for kind, bars in sorted(by_kind.items()):
        ax.broken_barh(bars, (2.1, 0.8), color=KIND_COLOURS.get(kind, "#999999"),
                       label=f"issue: {kind}")
    stalls = [(e.ready, e.issue - e.ready, e.stall) for e in timeline if e.issue > e.ready]
    if stalls:
        ax.broken_barh([(s, d) for s, d, _ in stalls], (1.1, 0.8), color=STALL_COLOURS["stall"],
                       label="stall")
        for start, length, reason in stalls:
            if reason and length >= 0.02 * total:
                ax.text(start + length / 2, 1.5, reason, ha="center", va="center", fontsize=6,
                        clip_on=True)
    pipe = [(e.start, e.end - e.start) for e in timeline if e.kind == "mfma"]
    if pipe:
        ax.broken_barh(pipe, (0.1, 0.8), color=MATRIX_COLOUR, label="matrix pipe")
    ax.set_yticks([0.5, 1.5, 2.5], ["matrix pipe", "stalls", "issue"])
    ax.set_xlim(0, total)
    ax.set_ylim(0, 3)
    ax.set_xlabel("cycle")
    ax.set_title(title or f"{report.total_cycles} cycles, {report.instructions} instructions, "
                 f"{report.mfma_count} MFMAs", fontsize=9)
    ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=7, frameon=False)
    return fig


def device_figure(report, *, waves: int = 32, title: str = ""):
    """A launch's waves over the device model's time (module docstring)."""
    Figure = figure_class()
    if not report.trace:
        raise IsaError("the device report has no trace: launch with trace=True (or "
                       "trace=PATH) to keep the waves' timelines")
    names, slices = {}, {}
    for event in report.trace["traceEvents"]:
        key = (event["pid"], event.get("tid"))
        if event["ph"] == "M" and event["name"] == "thread_name":
            names[key] = event["args"]["name"]
        elif event["ph"] == "X":
            slices.setdefault(key, []).append(event)
    # (in launch order: a track's id ends in the wave's number, chrome_trace's)
    rows = sorted(slices, key=lambda k: (k[1] or 0) % 1_000_000)[:waves]
    end = max((e["ts"] + e["dur"] for k in rows for e in slices[k]), default=1)
    fig = Figure(figsize=(min(6 + end / 400, 24), 1.2 + 0.32 * len(rows)), layout="constrained")
    ax = fig.add_subplot()
    tracks: dict[tuple[str, str], list] = {}
    for y, key in enumerate(rows):
        for e in slices[key]:
            kind = e.get("args", {}).get("kind", "other")
            if e["cat"] == "stall":
                label = "wait vmcnt" if "vmcnt" in e["name"] else "wait lgkmcnt" if \
                    "lgkmcnt" in e["name"] else "barrier" if e["name"] == "barrier" else "stall"
                tracks.setdefault(("stall", label), []).append((y, e["ts"], e["dur"]))
            elif e["cat"] == "drain":
                tracks.setdefault(("drain", "results outstanding"), []).append(
                    (y, e["ts"], e["dur"]))
            else:
                tracks.setdefault(("issue", kind), []).append((y, e["ts"], e["dur"]))
                pipe = e.get("args", {}).get("pipe_cycles", 0)
                if pipe:
                    tracks.setdefault(("matrix", "matrix pipe"), []).append((y, e["ts"], pipe))
    for (track, label), bars in sorted(tracks.items()):
        colour = (STALL_COLOURS.get(label) if track == "stall" else MATRIX_COLOUR
                  if track == "matrix" else DRAIN_COLOUR if track == "drain"
                  else KIND_COLOURS.get(label, "#999999"))
        offset, height = {"issue": (0.45, 0.45), "stall": (0.45, 0.45), "drain": (0.55, 0.25),
                          "matrix": (0.05, 0.3)}[track]
        rows_of: dict[int, list] = {}
        for y, start, length in bars:
            rows_of.setdefault(y, []).append((start, length))
        for i, (y, spans) in enumerate(sorted(rows_of.items())):
            ax.broken_barh(spans, (y + offset, height), color=colour,
                           label=(f"{track}: {label}" if track != "matrix" else label)
                           if i == 0 else None)
    ax.set_yticks([y + 0.5 for y in range(len(rows))], [names.get(k, str(k)) for k in rows],
                  fontsize=6)
    ax.set_ylim(len(rows), 0)
    ax.set_xlim(0, max(end, report.kernel_cycles))
    ax.set_xlabel("cycle")
    shown = f" (the first {len(rows)} of {len(slices)} waves)" if len(slices) > len(rows) else ""
    ax.set_title(title or f"{report.device}: {report.kernel_cycles} cycles{shown}", fontsize=9)
    ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=7, frameon=False)
    return fig


def svg(figure) -> str:
    """A figure as SVG text (for a notebook's ``_repr_html_``)."""
    return figure._repr_svg_()


def _picture(make) -> str:
    """A figure's SVG, or "" without matplotlib (the tables still show)."""
    try:
        return svg(make())
    except IsaError:
        return ""


def cycle_html(report) -> str:
    """A CycleReport as a notebook shows it: its summary, hazards and timeline."""
    from emulator.state.notebook import details, table

    s = report.summary()
    parts = [table(["cycles", "µs", "instructions", "MFMAs", "matrix pipe busy",
                    "co-execution slots used", "hazards"],
                   [[s["total_cycles"], f"{s['time_us']:.3f}", s["instructions"],
                     s["mfma_count"], f"{100 * s['pipe_busy_fraction']:.1f}%",
                     f"{report.coexec_slots_used}/{report.coexec_slots_available}",
                     len(report.hazards)]], caption="Cycle estimate (one wave)")]
    if report.hazards:
        parts.append(details(f"Hazards ({len(report.hazards)})", table(
            ["pc", "after", "instruction", "rule", "wait states needed", "had"],
            [[h.consumer_pc, h.producer_text, h.consumer_text, h.rule, h.required,
              h.provided] for h in report.hazards]), open_=True))
    if report.timeline:
        picture = _picture(lambda: cycle_figure(report))
        rows = [[e.pc, e.text, e.issue, e.start, e.end, e.stall] for e in report.timeline[:50]]
        more = f" (the first 50 of {len(report.timeline)})" if len(report.timeline) > 50 else ""
        parts.append(picture)
        parts.append(details(f"Timeline{more}", table(
            ["pc", "instruction", "issue", "start", "end", "stall"], rows)))
    return "".join(parts)


def device_html(report) -> str:
    """A DeviceReport as a notebook shows it: summary, stalls, waves, timeline."""
    from emulator.state.notebook import details, table

    s = report.summary()
    occ = report.occupancy
    parts = [table(["device", "cycles", "µs", "CUs", "waves/SIMD", "workgroups/CU",
                    "limited by", "T ops/s", "of peak"],
                   [[report.device, report.kernel_cycles, f"{report.time_us:.2f}",
                     report.cus_used, occ["waves_per_simd"], occ["workgroups_per_cu"],
                     occ["limited_by"], f"{report.achieved_tflops:.3f}",
                     f"{100 * report.fraction_of_peak:.3f}%"]], caption="Device timing")]
    stalls = s["stalls"]
    total = sum(stalls.values()) or 1
    parts.append(table(list(stalls), [[f"{v} ({100 * v / total:.1f}%)"
                                       for v in stalls.values()]],
                       caption="All waves' cycles, by category"))
    if report.trace:
        parts.append(_picture(lambda: device_figure(report)))
    keys = ["workgroup", "wave", "cu", "simd", "start", "end", "cycles", *stalls]
    parts.append(details(f"Waves ({len(report.waves)})", table(
        keys, [[w.get(k, "") for k in keys] for w in report.waves[:64]])))
    return "".join(parts)
