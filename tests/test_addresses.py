"""Byte addresses, s_getpc/s_setpc/s_swappc/s_call and PC-relative symbol literals
(isa.addresses): sizes against llvm-mc's encodings, calls against hand-computed results."""

from __future__ import annotations

import re
import subprocess

import numpy as np
import pytest

from emulator import Wavefront
from emulator.execution.runner import RunError
from isa.addresses import CODE_BASE, encoded_size
from isa.assembler import assemble

from .helpers import llvm_tool, sample_text

CALLS = """
main:
  s_mov_b32 s8, 5
  s_getpc_b64 s[16:17]
  s_add_u32 s16, s16, twice@rel32@lo+4
  s_addc_u32 s17, s17, twice@rel32@hi+12
  s_swappc_b64 s[30:31], s[16:17]
  s_call_b64 s[30:31], twice
  v_mov_b32_e32 v0, 0x12345
  s_getpc_b64 s[20:21]
  s_endpgm
twice:
  s_lshl_b32 s8, s8, 1
  s_setpc_b64 s[30:31]
"""


@pytest.mark.skipif(llvm_tool("llvm-mc") is None, reason="llvm-mc-19 (Debian llvm-19) absent")
def test_sizes_equal_llvm_mc_encodings(tmp_path):
    text = sample_text() + CALLS
    src = tmp_path / "s.s"
    src.write_text(text)
    out = subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942",
                          "-show-encoding", str(src)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    theirs = [len(m.group(1).split(",")) for m in
              re.finditer(r"encoding: \[([^\]]*)\]", out.stdout)]
    program = assemble(text, "s.s")
    ours = [encoded_size(inst) for inst in program.instructions]
    assert ours == theirs
    steps = np.diff(program.code.addresses)
    assert list(steps) == ours and program.code.addresses[0] == CODE_BASE


def test_call_and_return_by_address():
    program = assemble(CALLS, "calls.s")
    w = Wavefront()
    w.run(program)
    assert int(w.read("s8")) == 20            # called twice: 5 · 2 · 2
    end = CODE_BASE + 4 + 4 + 8 + 8 + 4 + 4 + 8   # the s_getpc after the 8-byte v_mov
    assert int(w.read("s[20:21]").view(np.uint64)[0]) == end + 4
    # the return address s_call left: the v_mov after it
    assert int(w.read("s[30:31]").view(np.uint64)[0]) == CODE_BASE + 32


def test_rel32_literal_is_the_distance_from_the_getpc_result():
    program = assemble(CALLS, "calls.s")
    add, addc = program.instructions[2], program.instructions[3]
    twice = program.code.addresses[program.labels["twice"]]
    after_getpc = program.code.addresses[2]
    assert add.operands[2].value == (twice - after_getpc) & 0xFFFFFFFF
    assert addc.operands[2].value == (twice - after_getpc) >> 32
    assert str(add) == "s_add_u32 s16, s16, twice@rel32@lo + 4"


def test_jump_to_a_non_instruction_address_is_an_error_that_changes_nothing():
    program = assemble("s_swappc_b64 s[30:31], s[4:5]\ns_endpgm\n", "bad.s")
    w = Wavefront()
    w.write("s[4:5]", np.array([(CODE_BASE + 2) & 0xFFFFFFFF, CODE_BASE >> 32], np.uint32))
    w.write("s[30:31]", np.array([7, 7], np.uint32))
    with pytest.raises(RunError, match="not the address of an instruction"):
        w.run(program)
    assert list(w.read("s[30:31]")) == [7, 7] and w.pc == 0


def test_a_return_to_address_zero_is_refused():
    with pytest.raises(RunError, match=r"s_setpc_b64 to 0x0"):
        Wavefront().run(assemble("s_setpc_b64 s[30:31]\n", "ret.s"))
