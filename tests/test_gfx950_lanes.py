"""gfx950's lane swaps, ``v_permlane16_swap_b32`` and ``v_permlane32_swap_b32``: llvm-mc 22's
bytes, text and verdicts (their VOP3 form's bound_ctrl and fi in op_sel's bits), and the
exchange against the CDNA4 guide's pseudocode, run here as written, lane by lane."""

from __future__ import annotations

import numpy as np
import pytest

import emulator
import isa
from isa.assembler import assemble
from tests.helpers import assert_llvm_mc_pair, encoded_hex

GFX950 = isa.target_named("gfx950")


@pytest.mark.parametrize("line, code", [
    # (llvm-mc 22 -mcpu=gfx950 -show-encoding)
    ("v_permlane16_swap_b32_e32 v1, v2", "02b3027e"),
    ("v_permlane32_swap_b32_e32 v1, v2", "02b5027e"),
    ("v_permlane16_swap_b32_e32 v255, v0", "00b3fe7f"),
    ("v_permlane16_swap_b32_e64 v1, v2", "010099d102010000"),
    ("v_permlane16_swap_b32_e64 v1, v2 bound_ctrl:1", "011099d102010000"),
    ("v_permlane16_swap_b32_e64 v1, v2 fi:1", "010899d102010000"),
    ("v_permlane16_swap_b32_e64 v1, v2 bound_ctrl:1 fi:1", "011899d102010000"),
    ("v_permlane32_swap_b32_e64 v1, v2 fi:1", "01089ad102010000"),
])
def test_llvm_mc_22s_bytes_and_text(line, code):
    assert_llvm_mc_pair(line, code, GFX950)


@pytest.mark.parametrize("line, code", [
    # (what llvm-mc 22 makes of other spellings: fi:0 or bound_ctrl:0 ask for the VOP3 form)
    ("v_permlane16_swap_b32 v1, v2 fi:0", "010099d102010000"),
    ("v_permlane32_swap_b32 v1, v2 bound_ctrl:0 fi:0", "01109ad102010000"),
    ("v_permlane32_swap_b32 v1, v2 fi:1", "01089ad102010000"),
])
def test_other_spellings_llvm_mc_22_takes(line, code):
    assert encoded_hex(line, GFX950) == code


@pytest.mark.parametrize("line", [
    "v_permlane16_swap_b32 v0, s0", "v_permlane16_swap_b32 v0, vcc_lo",
    "v_permlane16_swap_b32 s0, v0", "v_permlane16_swap_b32 a1, v2",
    "v_permlane16_swap_b32 v1, 1", "v_permlane16_swap_b32_e32 v1, v2 bound_ctrl:1",
    "v_permlane16_swap_b32_e32 v1, v2 fi:1", "v_permlane16_swap_b32_sdwa v1, v2",
    "v_permlane16_swap_b32_e64 v1, v2 fi:1 bound_ctrl:1",
    "v_permlane16_swap_b32 v1, v2 bound_ctrl:2", "v_permlane16_swap_b32_e64 v1, -v2",
    "v_permlane16_swap_b32_e64 v1, v2 clamp", "v_add_f32 v1, v2, v3 fi:1",
])
def test_what_llvm_mc_22_refuses_is_refused(line):
    with pytest.raises(isa.IsaError):
        assemble(line + "\n", target=GFX950)


def _guide(name: str, vdst: list[int], src0: list[int]) -> tuple[list[int], list[int]]:
    """The CDNA4 guide's pseudocode of the two instructions, statement by statement."""
    vdst, src0 = list(vdst), list(src0)
    if name == "v_permlane16_swap_b32":
        for pass_ in range(2):
            for lane in range(16):
                tmp = src0[pass_ * 32 + lane]
                src0[pass_ * 32 + lane] = vdst[pass_ * 32 + lane + 16]
                vdst[pass_ * 32 + lane + 16] = tmp
    else:
        for lane in range(32):
            tmp = src0[lane]
            src0[lane] = vdst[lane + 32]
            vdst[lane + 32] = tmp
    return vdst, src0


@pytest.mark.parametrize("name", ["v_permlane16_swap_b32", "v_permlane32_swap_b32"])
@pytest.mark.parametrize("form", ["", "_e64", "_e64 bound_ctrl:1 fi:1"])
def test_the_swap_is_the_guides_pseudocode(name, form):
    rng = np.random.default_rng(len(name) + len(form))
    first, second = (rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
                     for _ in range(2))
    wave = emulator.Wavefront(target=GFX950)
    wave.v[4], wave.v[9] = first, second
    suffix, _, mods = form.partition(" ")
    wave.run(assemble(f"{name}{suffix} v4, v9 {mods}\ns_endpgm\n", target=GFX950))
    vdst, src0 = _guide(name, first.tolist(), second.tolist())
    assert wave.v[4].tolist() == vdst and wave.v[9].tolist() == src0


@pytest.mark.parametrize("mods, partner_off", [("", "kept"), ("bound_ctrl:1", "zero"),
                                                ("fi:1", "read")])
def test_lanes_off_in_exec_follow_the_dpp_rules(mods, partner_off):
    """EXEC: lane 0 off. Its register keeps its value; lane 16 (its partner in permlane16)
    gets lane 0's value anyway under fi, 0 under bound_ctrl, else keeps its own."""
    wave = emulator.Wavefront(target=GFX950)
    wave.v[0] = np.arange(64, dtype=np.uint32) + 100
    wave.v[1] = np.arange(64, dtype=np.uint32) + 1000
    wave.exec = ((1 << 64) - 1) & ~1
    wave.run(assemble(f"v_permlane16_swap_b32_e64 v0, v1 {mods}\ns_endpgm\n", target=GFX950))
    assert wave.v[1][0] == 1000   # (off: unchanged)
    assert wave.v[0][16] == {"kept": 116, "zero": 0, "read": 1000}[partner_off]
    assert wave.v[1][1] == 117 and wave.v[0][17] == 1001   # (both on: swapped)
