"""Notebook views and timeline pictures: the example notebook's cells run (as CI runs them),
every object's HTML holds its data, compact reprs, and the pictures' bars are the
timeline's (their data, not pixels)."""

from __future__ import annotations

import ast
import json
import os
import re
from pathlib import Path

import numpy as np
import pytest

import emulator
import isa
from emulator.state.notebook import ranges
from emulator.timing import pictures
from emulator.timing.estimate import estimate_cycles
from isa.layout_pictures import lane_group_colour

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK = ROOT / "programs" / "notebooks" / "tour.ipynb"
matplotlib = pytest.importorskip("matplotlib", reason="matplotlib (the plots extra) absent")

MFMA = "v_mfma_f32_32x32x8_f16"
PROGRAM = """
  v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 0
  v_mfma_f32_32x32x8_f16 a[16:31], v[0:1], v[2:3], 0
  v_accvgpr_read_b32 v4, a0
  s_endpgm
"""


def run_cells(path: Path) -> list:
    """Every code cell of a notebook run in order in one namespace (its folder the working
    directory); the value of each cell's last expression."""
    cells = json.loads(path.read_text())["cells"]
    namespace: dict = {}
    shown = []
    cwd = os.getcwd()
    os.chdir(path.parent)
    try:
        for cell in cells:
            if cell["cell_type"] != "code":
                continue
            tree = ast.parse("".join(cell["source"]))
            last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) \
                else None
            exec(compile(tree, str(path), "exec"), namespace)
            if last is not None:
                shown.append(eval(compile(ast.Expression(last.value), str(path), "eval"),
                                  namespace))
    finally:
        os.chdir(cwd)
    return shown


def test_the_example_notebook_runs_and_every_value_shows_itself():
    from matplotlib.figure import Figure

    shown = run_cells(NOTEBOOK)
    assert len(shown) == 9
    for value in shown:
        if isinstance(value, Figure):
            assert value.axes
        else:
            text = value._repr_html_()
            assert text.startswith("<") and "<table" in text, type(value)
            assert not repr(value).startswith(f"{type(value).__name__}(")   # (compact)


def test_a_wave_shows_its_state_and_the_registers_written():
    wave = emulator.Wavefront()
    wave.write("v[0:2]", np.arange(3 * 64, dtype=np.uint32).reshape(3, 64))
    wave.write("s5", 7)
    wave.exec = 0xFFFF
    text = wave._repr_html_()
    assert "Wavefront (gfx942)" in text and "0x000000000000ffff" in text
    assert "SGPRs in use (1)" in text and "0x00000007" in text
    assert "VGPRs in use: v0-v2" in text
    assert f">0x{2 * 64 + 63:08x}<" in text   # v2, lane 63
    assert repr(wave).startswith("<Wavefront gfx942 pc=0 exec=0x000000000000ffff")
    assert "in use: v0-v2, s5" in repr(wave)
    wave.write("v[0:1]", np.ones((2, 64), np.float32))
    wave.execute("v_mfma_f32_4x4x1_16b_f32 a[0:3], v0, v1, 0")   # (a run records no writes)
    assert "in use: v0-v2, a0-a3, s5" in repr(wave) and "AGPRs in use: a0-a3" in \
        wave._repr_html_()
    assert ranges(np.array([1, 1, 0, 1, 0, 1, 1, 1], bool), "v") == ["v0-v1", "v3", "v5-v7"]


def test_register_and_matrix_views_hold_the_values():
    rng = np.random.default_rng(1)
    a = rng.standard_normal((32, 8)).astype(np.float16)
    b = rng.standard_normal((8, 32)).astype(np.float16)
    wave = emulator.Wavefront()
    wave.write_matrix(MFMA, "A", a, "v[0:1]")
    wave.write_matrix(MFMA, "B", b, "v[2:3]")
    wave.execute(f"{MFMA} a[0:15], v[0:1], v[2:3], 0")
    view = wave.view("a[0:1]", np.float32)
    assert np.array_equal(np.asarray(view), wave.read("a[0:1]", np.float32))
    cells = re.findall(r"<td[^>]*>([^<]*)</td>", view._repr_html_())
    assert cells[:3] == ["0", f"{np.asarray(view)[0, 0]:.6g}", f"{np.asarray(view)[1, 0]:.6g}"]
    d = wave.matrix_view(MFMA, "D", "a[0:15]")
    assert np.array_equal(np.asarray(d), wave.read_matrix(MFMA, "D", "a[0:15]"))
    text = d._repr_html_()
    assert f"D of {MFMA} from a[0:15]" in text and f">{np.asarray(d)[0, 31, 31]:.6g}<" in text
    assert repr(d) == (f"<MatrixView D of {MFMA} from a[0:15]: 1 block(s) of 32×32 float32>")


@pytest.mark.parametrize("name, matrix, mods", [
    (MFMA, "A", {}), ("v_mfma_f32_16x16x4_f32", "B", {"blgp": 3}),
    ("v_mfma_f32_32x32x1_2b_f32", "A", {"cbsz": 1, "abid": 1})])
def test_a_layout_shows_the_calculators_matrix_view(name, matrix, mods):
    view = emulator.layout_view(name, matrix, **mods)
    text = view._repr_html_()
    shape = isa.matrix_shape(view.record, matrix)
    assert text.count("<caption") == shape[0]
    for row in view.rows[:: max(1, len(view.rows) // 40)]:
        assert f">{view.place_name(row)}" in text or f"/{view.place_name(row)}" in text
        assert lane_group_colour(int(row[3])) + "55" in text
    assert repr(view).startswith(f"<LayoutView {view.record.mnemonic} {matrix} ")


def test_the_cycle_timeline_picture_is_the_timeline():
    report = estimate_cycles(isa.assemble(PROGRAM))
    figure = report.plot()
    bars = {c.get_label(): c for c in figure.axes[0].collections}
    pipe = bars["matrix pipe"].get_paths()
    mfmas = [e for e in report.timeline if e.kind == "mfma"]
    assert len(pipe) == len(mfmas) == 2
    for path, entry in zip(pipe, mfmas):
        xs = path.vertices[:, 0]
        assert (xs.min(), xs.max()) == (entry.start, entry.end)
    assert {label for label in bars if label.startswith("issue: ")} == {
        f"issue: {e.kind}" for e in report.timeline}
    stalls = [e for e in report.timeline if e.issue > e.ready]
    assert len(bars["stall"].get_paths()) == len(stalls) > 0   # (the read waits on a0)
    text = report._repr_html_()
    assert "<svg" in text and "Cycle estimate (one wave)" in text
    assert repr(report).startswith(f"<CycleReport {report.total_cycles} cycles")


def test_the_device_timeline_picture_is_the_trace():
    x = np.ones((64, 64), np.float32)
    result = emulator.launch(ROOT / "programs" / "kernels" / "gemm_xf32.s", kernel="gemm_xf32",
                             grid=(2, 2), args=[x, x, np.zeros_like(x), 32, 32, 64],
                             trace=True, workers=1)
    report = result.device
    figure = report.plot(waves=3)
    labels = [c.get_label() for c in figure.axes[0].collections]
    assert "matrix pipe" in labels and "stall: wait vmcnt" in labels
    events = [e for e in report.trace["traceEvents"] if e["ph"] == "X"]
    tracks = sorted({e["tid"] for e in events}, key=lambda t: t % 1_000_000)[:3]
    mfmas = [e for e in events if e["tid"] in tracks and e["args"]["kind"] == "mfma"]
    pipe_colour = list(matplotlib.colors.to_rgb(pictures.MATRIX_COLOUR))
    drawn = sum(len(c.get_paths()) for c in figure.axes[0].collections   # (a row each)
                if c.get_facecolor()[0][:3].tolist() == pipe_colour)
    assert drawn == len(mfmas) > 0
    assert len(figure.axes[0].get_yticks()) == 3
    text = report._repr_html_()
    assert "All waves&#x27; cycles, by category" in text and "<svg" in text
    without = emulator.launch(ROOT / "programs" / "kernels" / "gemm_xf32.s",
                              kernel="gemm_xf32", grid=(1, 1),
                              args=[x, x, np.zeros_like(x), 16, 16, 64], device="mi300x")
    with pytest.raises(isa.IsaError, match="no trace: launch with trace=True"):
        without.device.plot()


def test_wfemu_cycles_and_launch_draw_their_timelines(tmp_path, capsys):
    from emulator.tools.cli import main

    out = tmp_path / "t.svg"
    assert main(["cycles", str(ROOT / "programs" / "gemm_xf32_kloop.s"), "--image",
                 str(out)]) == 0
    assert "matrix pipe" in out.read_text() and f"wrote {out}" in capsys.readouterr().out
    assert main(["cycles", str(ROOT / "programs" / "gemm_xf32_kloop.s"), "--image",
                 str(tmp_path / "t.txt")]) == 3
    assert "name an .svg, .png or .pdf file" in capsys.readouterr().err
