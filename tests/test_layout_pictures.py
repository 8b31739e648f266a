"""Layout pictures (isa.layout_figure, wfemu layout --image): the cells placed — their
positions, labels and colours read back from the figure's patches and texts — are the
layout's rows, for both views, under modifiers. Skipped without matplotlib (the plots
extra); the exhaustive run draws every instruction's every operand."""

from __future__ import annotations

import pytest

pytest.importorskip("matplotlib")

from matplotlib.colors import to_hex  # noqa: E402

import isa  # noqa: E402
from emulator.tools.cli import main  # noqa: E402
from isa.layout_pictures import GAP, block_colour, lane_group_colour  # noqa: E402


def placed(figure):
    """{(x, y): (label, colour)} of the cells drawn."""
    axes = figure.axes[0]
    colours = {(round(p.get_x()), round(p.get_y())): to_hex(p.get_facecolor(), keep_alpha=False)
               for p in axes.patches}
    labels = {(round(t.get_position()[0] - 0.5), round(t.get_position()[1] - 0.5)): t.get_text()
              for t in axes.texts}
    assert colours.keys() == labels.keys()
    return {key: (labels[key], colours[key]) for key in labels}


def field(reg, lo, hi):
    return f"v{reg}" + ("" if hi - lo == 31 else f".[{hi}:{lo}]") if hi - lo != 63 else \
        f"v[{reg}:{reg + 1}]"


def check(name, matrix, **mods):
    record = isa.lookup(name)
    rows = isa.layout(record, matrix, **mods)
    blocks, height, width = isa.matrix_shape(record, matrix)
    matrix_view = placed(isa.layout_figure(name, matrix, **mods))
    want = {(int(r[2]) * (width + GAP) + int(r[1]), int(r[0])):
            (f"{field(int(r[4]), int(r[5]), int(r[6]))}{{{int(r[3])}}}",
             lane_group_colour(int(r[3]))) for r in rows}
    assert matrix_view == {(round(x), y): v for (x, y), v in want.items()}
    assert len(matrix_view) == blocks * height * width
    register_view = placed(isa.layout_figure(name, matrix, view="register", **mods))
    fields = sorted({(int(r[4]), int(r[5]), int(r[6])) for r in rows})
    held: dict = {}
    for r in rows:   # (a field several elements read shows them all, in layout order)
        key = (fields.index((int(r[4]), int(r[5]), int(r[6]))), int(r[3]))
        name_ = f"{matrix}[{int(r[0])}][{int(r[1])}]"
        held.setdefault(key, []).append((f"b{int(r[2])}:{name_}" if record.blocks > 1
                                         else name_, int(r[2])))
    assert register_view == {key: ("\n".join(n for n, _ in items), block_colour(items[0][1]))
                             for key, items in held.items()}


SAMPLES = [("v_mfma_f32_32x32x8_f16", "A", {}),
           ("v_mfma_f32_4x4x4_16b_f16", "A", {"cbsz": 2, "abid": 1}),
           ("v_mfma_f32_32x32x2_f32", "B", {"blgp": 3}), ("v_mfma_f64_16x16x4_f64", "C", {}),
           ("v_smfmac_f32_16x16x32_f16", "K", {"abid": 1})]


@pytest.mark.parametrize("name, matrix, mods", SAMPLES)
def test_the_cells_drawn_are_the_layout(name, matrix, mods):
    check(name, matrix, **mods)


@pytest.mark.exhaustive
@pytest.mark.parametrize("record", isa.MATRIX_INSTRUCTIONS, ids=lambda r: r.mnemonic)
def test_every_instruction_and_operand_draws_its_layout(record):
    for matrix in ("A", "B", "C", "D", "K") if record.sparse else ("A", "B", "C", "D"):
        check(record.mnemonic, matrix)


def test_wfemu_layout_writes_a_picture(tmp_path, capsys):
    out = tmp_path / "a.svg"
    assert main(["layout", "v_mfma_f32_16x16x16_f16", "-m", "A", "--image", str(out)]) == 0
    assert out.read_text().lstrip().startswith("<?xml") and "v0.[15:0]{0}" in out.read_text()
    assert main(["layout", "v_mfma_f32_16x16x16_f16", "-m", "A", "--image",
                 str(tmp_path / "a.txt")]) == 3
    assert "name an .svg, .png or .pdf file" in capsys.readouterr().err
