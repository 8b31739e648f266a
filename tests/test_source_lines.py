"""Source lines (isa/source_lines.py): ``.file``/``.loc`` read into each program's runs of
lines (``Program.source_line``); the debugger breaks at FILE:LINE (every pass through a loop), steps by line and
says where an instruction came from; a program with no line information still works;
clang's ``-g`` output of a HIP kernel."""

from __future__ import annotations

import numpy as np
import pytest

import emulator
from emulator import Wavefront
from emulator.tools.debugger import Debugger, repl, source_line_starts
from isa import AsmError, IsaError
from isa.assembler import assemble
from isa.source_lines import SourceLine

from .helpers import require_clang

KERNEL_PY = """\
def kernel(x):
    total = 0
    for i in range(3):
        total += x
    return total
"""


def program(tmp_path):
    source = tmp_path / "kernel.py"
    source.write_text(KERNEL_PY)
    return assemble(f"""\
  .text
  .file 1 "{tmp_path}" "kernel.py"
  .file 2 "/elsewhere/lib.h" md5 0x0123
  .loc 1 2 11 prologue_end
  s_mov_b32 s0, 0
  s_mov_b32 s1, 0
.Lloop:
  .loc 1 4 15                 ; kernel.py:4:15 @[ kernel.py:9:3 @[ main.py:1:1 ]]
  s_add_u32 s1, s1, 5
  .loc 2 7 0 is_stmt 0
  s_nop 0
  .loc 1 3 5
  s_add_u32 s0, s0, 1
  s_cmp_lt_u32 s0, 3
  s_cbranch_scc1 .Lloop
  .loc 1 5 5
  s_endpgm
""", str(tmp_path / "kernel.s"))


def test_each_instruction_keeps_its_source_line(tmp_path):
    p = program(tmp_path)
    sources = [p.source_line(i.index) for i in p.instructions]
    main = str(tmp_path / "kernel.py")
    assert sources[0] == SourceLine(main, 2, 11) and sources[1] == sources[0]
    assert (sources[2].file, sources[2].line, sources[2].column) == (main, 4, 15)
    # (LLVM's comment names files without folders: a name a .file has is that file's path)
    assert sources[2].inlined_at == (SourceLine(main, 9, 3), SourceLine("main.py", 1, 1))
    assert sources[2].outermost == SourceLine("main.py", 1, 1)
    assert sources[0].outermost == sources[0]
    assert str(sources[2]).endswith("kernel.py:4:15 @[ kernel.py:9:3 ] @[ main.py:1:1 ]")
    assert sources[3] == SourceLine("/elsewhere/lib.h", 7, 0)   # (an absolute name)
    assert [s.line for s in sources[4:]] == [3, 3, 3, 5]
    assert p.source_files == {1: main, 2: "/elsewhere/lib.h"}
    assert assemble("s_endpgm\n").source_line(0) is None   # (no line information)


@pytest.mark.parametrize("text, message", [
    ('.loc 3 1 1\ns_endpgm\n', ".loc 3: no .file 3 before it"),
    ('.file 1 "a"\n.loc 1\ns_endpgm\n', ".loc: expected a file number and a line"),
    ('.file 1 "a" "b" "c"\ns_endpgm\n', ".file 1: expected"),
])
def test_bad_line_directives_are_located(text, message):
    with pytest.raises(AsmError, match=message):
        assemble(text, "bad.s")


def test_break_at_a_source_line_stops_once_per_pass(tmp_path):
    p = program(tmp_path)
    assert source_line_starts(p, "kernel.py", 4) == [2]
    assert source_line_starts(p, str(tmp_path / "kernel.py"), 3) == [4]
    debugger = Debugger(Wavefront(), p)
    assert debugger.break_at("kernel.py:4") == 2
    hits = []
    while True:
        stop = debugger.continue_()
        if stop.reason != "breakpoint":
            break
        hits.append(int(debugger.wave.s[0]))
    assert hits == [0, 1, 2] and stop.reason == "end"
    with pytest.raises(IsaError, match=r"no instruction comes from kernel.py:40 \(source "
                                       r"files: kernel.py, lib.h\)"):
        debugger.break_at("kernel.py:40")


def test_step_and_next_by_line_and_the_repl(tmp_path):
    p = program(tmp_path)
    debugger = Debugger(Wavefront(), p)
    debugger.step_line()
    assert debugger.pc == 2                       # line 2 -> line 4
    debugger.step_line()
    assert debugger.pc == 3                       # -> lib.h:7
    debugger.next_line()
    assert debugger.pc == 4                       # -> line 3
    out = []
    commands = iter(["info line", "list", "step --line", "break kernel.py:5", "continue",
                     "info line", "quit"])
    repl(Debugger(Wavefront(), p), lambda: next(commands, None), out.append)
    text = "\n".join(out)
    assert f"pc 0 (+0x0) comes from {tmp_path}/kernel.py:2:11: total = 0" in text
    assert f"   {tmp_path}/kernel.py:2:11: total = 0" in text        # (list: the source line)
    assert f"    from {tmp_path}/kernel.py:4:15" in text
    assert f"pc 7 (+0x1c) comes from {tmp_path}/kernel.py:5:5: return total" in text


def test_debug_launch_steps_one_wave_of_a_kernel():
    from pathlib import Path
    kernel = Path(__file__).resolve().parents[1] / "programs" / "kernels" / "gemm_xf32.s"
    x = np.ones((16, 16), np.float32)
    debugger = emulator.debug_launch(kernel, kernel="gemm_xf32", grid=(1, 1),
                                     args=[x, x, np.zeros_like(x), 16, 16, 16])
    stop = debugger.continue_()
    assert stop.reason == "end" and debugger.finished
    assert any(e.instruction.mfma is not None for e in stop.retired)


def test_clang_g_output_carries_its_hip_lines(tmp_path):
    from emulator import hip
    require_clang()
    source = tmp_path / "lines.hip"
    source.write_text("__global__ void k(float *o, const float *x) {\n"
                      "  int i = threadIdx.x;\n"
                      "  o[i] = x[i] * 2.0f;\n"
                      "}\n")
    module = hip.compile(source, options=["-g", "-O1"], cache_dir=tmp_path / "cache")
    lines = {(line.name, line.line) for _, line in module.program.source_runs if line}
    assert ("lines.hip", 3) in lines
    x = np.arange(64, dtype=np.float32)
    o = np.zeros_like(x)
    debugger = emulator.debug_launch(module, kernel="k", args=[o, x])
    debugger.break_at("lines.hip:3")
    assert debugger.continue_().reason == "breakpoint"
    assert module.program.source_line(debugger.pc).line == 3
    debugger.continue_()
    hip.launch(module, "k", 1, 64, [o, x], echo=False)
    assert np.array_equal(o, x * 2)
