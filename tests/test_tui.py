"""``wfemu step --tui`` (emulator/tools/tui.py), driven headless by Textual's pilot: the keys
step, go to the next instruction, set a breakpoint and continue to it; the panes show the
source line, the changed registers, the accumulator's matrix and the cycles so far."""

from __future__ import annotations

import asyncio

import numpy as np
import pytest

from emulator import Wavefront
from emulator.tools.debugger import Debugger
from isa.assembler import assemble

pytest.importorskip("textual", reason="Textual (the tui extra) absent")
from emulator.tools.tui import StepScreen  # noqa: E402

SOURCE = """\
  v_mov_b32 v0, 1.0
  v_mov_b32 v1, v0
  v_mov_b32 v2, 2.0
  v_mov_b32 v3, v2
  v_mfma_f32_16x16x8_xf32 a[0:3], v[0:1], v[2:3], 0
  s_nop 7
  s_nop 7
loop:
  s_add_u32 s0, s0, 1
  s_cmp_lt_u32 s0, 3
  s_cbranch_scc1 loop
  v_accvgpr_read_b32 v4, a0
  s_endpgm
"""


def screen(accumulator=None):
    program = assemble(SOURCE, "tui.s")
    return StepScreen(Debugger(Wavefront(), program), accumulator=accumulator)


def text(app, pane: str) -> str:
    return str(app.query_one(f"#{pane}").render())


def test_the_keys_step_next_break_and_continue():
    async def drive():
        app = screen()
        async with app.run_test(size=(140, 48)) as pilot:
            assert "▶    1    v_mov_b32 v0, 1.0" in text(app, "source")
            await pilot.press("s")
            assert app.debugger.pc == 1
            table = app.query_one("#changed")
            assert table.row_count == 1
            row = table.get_row_at(0)
            assert row[0] == "v0" and row[2].startswith("0x3f800000") and row[3] == "64"
            for _ in range(4):
                await pilot.press("s")
            assert app.debugger.pc == 5
            matrix = text(app, "matrix")   # (1.0 · 2.0 summed over K = 8)
            assert matrix.startswith("a[0:3] as D of v_mfma_f32_16x16x8_xf32\n16×16")
            assert matrix.splitlines()[2].split() == ["0"] + ["16"] * 16
            await pilot.press("b")
            await pilot.press(*"pc 11", "enter")
            assert app.debugger.breakpoints == {11}
            assert "●" in text(app, "source") or app.status == "breakpoint at pc 11"
            await pilot.press("c")
            assert app.debugger.pc == 11 and app.status == "breakpoint at pc 11"
            assert int(app.debugger.wave.s[0]) == 3
            timeline = text(app, "timeline")   # (5 + 2 + 3 turns of 3 + the read)
            report = app.accountant.report()
            assert timeline.startswith(f"{report.total_cycles} cycles, 17 instructions, 1 "
                                       f"MFMAs, matrix pipe busy "
                                       f"{100 * report.pipe_busy_fraction:.1f}%")
            assert timeline.splitlines()[-1].split()[1:] == ["valu", "v_accvgpr_read_b32",
                                                             "v4,", "a0"]
            await pilot.press("n")
            await pilot.press("c")
            assert app.debugger.finished and app.status == "s_endpgm reached"
            assert np.asarray(app.debugger.wave.read("v4", np.float32))[0] == 16.0
            await pilot.press("b")
            await pilot.press(*"nowhere", "enter")
            assert app.status.startswith("error: no label 'nowhere'")
            assert text(app, "status").startswith("error: no label 'nowhere'")   # (shown)
    asyncio.run(drive())


def test_a_chosen_accumulator_and_the_empty_matrix_pane():
    async def drive():
        app = screen()
        async with app.run_test(size=(140, 48)):
            assert text(app, "matrix").startswith("no MFMA has retired yet")
        app = screen("a[0:3] as D of v_mfma_f32_16x16x8_xf32")
        async with app.run_test(size=(140, 48)) as pilot:
            assert text(app, "matrix").splitlines()[2].split()[1] == "0"
            await pilot.press(*"sssss")
            assert text(app, "matrix").splitlines()[2].split()[1] == "16"
    asyncio.run(drive())


WIDE = """\
  v_mov_b32 v0, 1.0
  v_mov_b32 v1, 0.5
  v_mfma_f32_32x32x2_f32 a[0:15], v0, v1, 0
  s_nop 15
  v_mfma_f32_32x32x2_f32 a[0:15], v0, v1, a[0:15]
  s_endpgm
"""


def test_a_32x32_accumulator_fills_a_160_column_screen_unwrapped():
    """Every row and column of a 32×32 accumulator, each line within the pane's width."""
    async def drive():
        app = StepScreen(Debugger(Wavefront(), assemble(WIDE, "wide.s")),
                         accumulator="a[0:15] as D of v_mfma_f32_32x32x2_f32")
        async with app.run_test(size=(160, 60)) as pilot:
            await pilot.press(*"sssss")
            lines = text(app, "matrix").splitlines()
            assert lines[1].startswith("32×32")
            rows = lines[2:34]
            assert [r.split()[0] for r in rows] == [str(i) for i in range(32)]
            assert all(len(r.split()) == 33 for r in rows)
            assert max(len(line) for line in lines[1:]) <= 160 - 4
    asyncio.run(drive())
