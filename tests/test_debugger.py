"""The debugger API by script, and ``wfemu step`` driven with scripted input."""

from __future__ import annotations

import subprocess
import sys

import numpy as np

from emulator.tools import session
from emulator.tools.debugger import Debugger, repl

from .helpers import ROOT

LOOP = ROOT / "programs" / "scalar_loop.s"


def make():
    loaded = session.load(LOOP)
    return Debugger(loaded.wave, loaded.program)


def test_step_and_retire_events():
    dbg = make()
    events = []
    dbg.hooks.append(events.append)
    stop = dbg.step(3)
    assert stop.reason == "step" and dbg.pc == 3 and len(stop.retired) == 3
    first = events[0]
    assert str(first.instruction) == "s_mov_b32 s0, 0" and [str(r) for r in first.writes] == ["s0"]
    assert [str(r) for r in events[2].reads] == ["s4"]
    before, after = events[2].changed()["s5"]
    assert np.asarray(before).item() == 0 and np.asarray(after).item() == 10


def test_breakpoints_on_label_line_and_pc():
    dbg = make()
    assert dbg.break_at(".Lloop") == 3
    stop = dbg.continue_()
    assert stop.reason == "breakpoint" and dbg.pc == 3
    assert dbg.wave.s[0] == 0
    stop = dbg.continue_()  # one trip round the loop
    assert stop.reason == "breakpoint" and dbg.wave.s[0] == 1
    dbg.breakpoints.clear()
    assert dbg.break_at(18) == 7 and dbg.break_at("pc 8") == 8
    assert dbg.continue_().pc == 7


def test_next_finishes_a_loop_and_watch_stops():
    dbg = make()
    dbg.step(7)  # at the backward branch
    assert dbg.current().mnemonic == "s_cbranch_scc1"
    stop = dbg.next()
    assert dbg.pc == 8 and dbg.wave.s[0] == 55 and len(stop.retired) > 30
    dbg2 = make()
    dbg2.watch("s0")
    stop = dbg2.continue_()
    assert stop.reason == "watch" and dbg2.wave.s[0] == 1  # s0: 0 -> 0 (no change) -> 1
    assert dbg2.continue_().reason == "watch" and dbg2.wave.s[0] == 3


def test_run_to_end():
    dbg = make()
    stop = dbg.run()
    assert stop.reason == "end" and dbg.finished and dbg.wave.s[0] == 55
    assert dbg.step().reason == "end"


def test_repl_by_script():
    dbg = make()
    commands = iter(["break .Lloop", "continue", "print s0", "step 2", "print s[0:1]",
                     "info registers", "list", "print v0 as f32", "nonsense", "break nowhere",
                     "quit"])
    out: list[str] = []
    assert repl(dbg, lambda: next(commands, None), out.append) == 0
    text = "\n".join(out)
    assert "breakpoint at pc 3 (" in text and "s0 =\n0 (0x0)" in text
    assert "s1 = [0x00000002] (1 words)" in text
    assert "unknown command 'nonsense'" in text and "no label 'nowhere'" in text
    assert "=>   16" in text and "exec=0xffffffffffffffff" in text
    # (info registers lists the SGPRs the instructions wrote, not only those set beforehand)
    assert "\ns0=0x1 s1=0x2 s4=0xa s5=0xa" in text


def test_wfemu_step_with_piped_input():
    script = "break .Lloop\ncontinue\nprint s0\nnext\ncontinue\ncontinue\nquit\n"
    out = subprocess.run([sys.executable, "-m", "emulator.tools.cli", "step", str(LOOP)],
                         input=script, capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "(wfemu) print s0" in out.stdout and "breakpoint at pc 3" in out.stdout
    assert "Traceback" not in out.stderr
