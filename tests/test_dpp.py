"""DPP lane selections (ops/dpp.py) against the ISA's definitions computed per lane, with
row/bank masks, bound_ctrl, EXEC holes, src0 = src1 = dst, and the sizes and text llvm-mc
gives."""

from __future__ import annotations

import numpy as np
import pytest

from emulator import Wavefront
from isa.assembler import assemble


def source(control: str, value, lane: int):
    """The lane ``lane`` reads, or None when out of range (the ISA's table)."""
    row, pos = divmod(lane, 16)
    if control == "quad_perm":
        return lane - lane % 4 + value[lane % 4]
    if control == "row_shl":
        return lane + value if pos + value < 16 else None
    if control == "row_shr":
        return lane - value if pos - value >= 0 else None
    if control == "row_ror":
        return row * 16 + (pos - value) % 16
    if control == "wave_shl":
        return lane + 1 if lane < 63 else None
    if control == "wave_shr":
        return lane - 1 if lane > 0 else None
    if control == "wave_rol":
        return (lane + 1) % 64
    if control == "wave_ror":
        return (lane - 1) % 64
    if control == "row_mirror":
        return row * 16 + 15 - pos
    if control == "row_half_mirror":
        return lane - lane % 8 + 7 - lane % 8
    if control == "row_bcast":
        if value == 15:
            return row * 16 - 1 if row >= 1 else None
        return 31 if row >= 2 else None
    if control == "row_newbcast":   # (DPP_ROW_NEWBCAST: pix[(n & ~15) + count])
        return row * 16 + value
    raise ValueError(control)


CONTROLS = [("quad_perm", (2, 0, 3, 1)), ("row_shl", 1), ("row_shl", 15), ("row_shr", 3),
            ("row_ror", 5), ("wave_shl", 1), ("wave_shr", 1), ("wave_rol", 1),
            ("wave_ror", 1), ("row_mirror", True), ("row_half_mirror", True),
            ("row_bcast", 15), ("row_bcast", 31), ("row_newbcast", 0), ("row_newbcast", 13)]


def text(control, value):
    if value is True:
        return control
    if control == "quad_perm":
        return f"quad_perm:[{','.join(map(str, value))}]"
    return f"{control}:{value}"


@pytest.mark.parametrize("control,value", CONTROLS, ids=[text(*c) for c in CONTROLS])
@pytest.mark.parametrize("bound_ctrl", [False, True])
def test_lane_selection_masks_and_bound_ctrl(control, value, bound_ctrl):
    rng = np.random.default_rng(len(control) + (value if isinstance(value, int) else 7))
    src0 = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    src1 = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    old = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    exec_mask = (1 << 64) - 1 - (1 << 17) - (1 << 40) - (1 << 3)
    row_mask, bank_mask = 0xB, 0xD
    line = (f"v_add_u32_dpp v0, v1, v2 {text(control, value)} row_mask:{hex(row_mask)} "
            f"bank_mask:{hex(bank_mask)}" + (" bound_ctrl:1" if bound_ctrl else ""))
    w = Wavefront()
    w.v[0], w.v[1], w.v[2] = old, src0, src1
    w.exec = exec_mask
    w.run(assemble(line + "\ns_endpgm\n"))
    for lane in range(64):
        active = exec_mask >> lane & 1
        writes = active and row_mask >> (lane // 16) & 1 and bank_mask >> (lane % 16 // 4) & 1
        s = source(control, value, lane)
        valid = s is not None and exec_mask >> s & 1
        if writes and (valid or bound_ctrl):
            want = (int(src0[s]) if valid else 0) + int(src1[lane])
        else:
            want = int(old[lane])
        assert int(w.v[0][lane]) == want & 0xFFFFFFFF, (lane, s)
    assert np.array_equal(w.v[1], src0) and np.array_equal(w.v[2], src1)


def test_src0_is_read_through_the_selection_and_src1_as_it_is():
    """v_add_f32_dpp v4, v4, v4 row_shr:1 (a Triton reduction step): only src0 moves."""
    w = Wavefront()
    values = np.arange(64, dtype=np.float32)
    w.v[4] = values.view(np.uint32)
    w.run(assemble("v_add_f32_dpp v4, v4, v4 row_shr:1 row_mask:0xf bank_mask:0xf "
                   "bound_ctrl:1\ns_endpgm\n"))
    got = w.v[4].view(np.float32)
    want = values + np.where(np.arange(64) % 16 == 0, 0, values - 1)
    assert np.array_equal(got, want)


def test_dpp_text_and_refusals():
    # (a lane selection on the base mnemonic is its _dpp form, as llvm-mc reads it)
    program = assemble("v_mov_b32_dpp v4, v2 row_shr:8\n"
                       "v_add_u32_dpp v0, v1, v2 wave_rol:1 bound_ctrl:0\n"
                       "v_mov_b32 v0, v1 row_shr:1\n"
                       "v_add_f16 v1, v2, v3 row_newbcast:3 row_mask:0xa\n")
    assert [str(i) for i in program.instructions] == [
        "v_mov_b32_dpp v4, v2 row_shr:8 row_mask:0xf bank_mask:0xf",
        "v_add_u32_dpp v0, v1, v2 wave_rol:1 row_mask:0xf bank_mask:0xf bound_ctrl:1",
        "v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf",
        "v_add_f16_dpp v1, v2, v3 row_newbcast:3 row_mask:0xa bank_mask:0xf"]
    for bad in ("v_mov_b32_dpp v0, v1", "v_mov_b32_dpp v0, s1 row_shr:1",
                "v_floor_f64_dpp v[0:1], v[2:3] row_shr:1", "v_floor_f64 v[0:1], v[2:3] row_shr:1",
                "v_mov_b32 v0, v1 row_newbcast:16", "v_cmp_eq_f32 vcc, v1, v2 row_shl:1"):
        with pytest.raises(Exception):
            assemble(bad)


@pytest.mark.parametrize("lane_n, row_mask, bound_ctrl", [(0, 0xF, False), (13, 0x5, False),
                                                           (7, 0xF, True)])
def test_64_bit_operands_move_as_pairs_under_row_newbcast(lane_n, row_mask, bound_ctrl):
    """gfx90a+ "DP ALU" DPP: an instruction with a 64-bit operand takes row_newbcast only,
    and its 64-bit src0 (both registers) is read from lane n of each row; EXEC holes read
    0 with bound_ctrl, else leave the lane alone."""
    w = Wavefront()
    x = np.arange(64, dtype=np.float64) * 1.25 - 20.0
    w.write("v[4:5]", x.view(np.uint64)[None])
    w.write("v[8:9]", np.full((1, 64), -1.0).view(np.uint64))
    w.write("v[10:11]", np.full((1, 64), 3.0).view(np.uint64))
    w.exec = (1 << 64) - 1 - (1 << 16 + lane_n)   # (row 1's source lane is off)
    tail = " bound_ctrl:0" if bound_ctrl else ""
    w.run(assemble(f"v_mov_b64 v[8:9], v[4:5] row_newbcast:{lane_n} row_mask:{row_mask:#x}"
                   f"{tail}\nv_fmac_f64 v[10:11], v[4:5], v[4:5] row_newbcast:{lane_n}{tail}"
                   "\ns_endpgm\n"))
    moved = w.read("v[8:9]", np.float64)[0]
    fused = w.read("v[10:11]", np.float64)[0]
    for lane in range(64):
        row = lane // 16
        source = row * 16 + lane_n
        if lane == 16 + lane_n:   # (off in EXEC: not written)
            assert moved[lane] == -1.0 and fused[lane] == 3.0
            continue
        valid = source != 16 + lane_n
        value = x[source] if valid else 0.0
        if (row_mask >> row) & 1 and (valid or bound_ctrl):
            assert moved[lane] == value, lane
        else:
            assert moved[lane] == -1.0, lane
        if valid or bound_ctrl:
            assert fused[lane] == np.float64(value) * x[lane] + 3.0, lane
        else:
            assert fused[lane] == 3.0, lane


@pytest.mark.parametrize("mnemonic", ["v_mul_f32", "v_add_f32"])
def test_a_dpp_instruction_follows_modes_denormal_controls(mnemonic):
    """The plain instruction a DPP one runs is its whole semantics: with MODE's f32
    denormals flushed (FP_DENORM = 0), a denormal src0 read through the selection reads as
    zero, as it does without DPP."""
    results = []
    for line in (f"{mnemonic} v0, v1, v2",
                 f"{mnemonic}_dpp v0, v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf"):
        w = Wavefront()
        w.v[1] = 1   # (the smallest f32 denormal)
        w.v[2] = np.float32(1.0).view(np.uint32)
        w.run(assemble("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 0\n"
                       f"{line}\ns_endpgm\n"))
        results.append(w.v[0].copy())
    want = 0 if mnemonic == "v_mul_f32" else np.float32(1.0).view(np.uint32)
    assert (results[0] == want).all() and np.array_equal(results[0], results[1])
