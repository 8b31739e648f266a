"""Layouts against the formulas of spec/LAYOUTS.md, written out here element by element."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

import isa
from isa import BlgpMeaning, DType

DENSE = isa.DENSE
ids = [r.mnemonic for r in DENSE]


def _epl(r):
    return r.m * r.blocks * r.k // 64


def _slot(e, bits):
    """(reg, bit_lo, bit_hi) of k-slot e, from the table in LAYOUTS.md."""
    if bits == 64:
        return 0, 0, 63
    per = 32 // bits
    return e // per, bits * (e % per), bits * (e % per) + bits - 1


def expected_ab(r, matrix, cbsz=0, abid=0, blgp=0):
    """Plain-loop statement of the A/B formula with the CBSZ/ABID and BLGP rules."""
    out = {}
    epl = _epl(r)
    rows, cols = (r.m, r.k) if matrix == "A" else (r.k, r.n)
    bits = (r.a_type if matrix == "A" else r.b_type).bits
    for b in range(r.blocks):
        for x in range(rows):
            for y in range(cols):
                if matrix == "A":
                    i, k = x, y
                    src = (b // 2 ** cbsz) * 2 ** cbsz + abid
                    lane = i + r.m * (src + r.blocks * (k // epl))
                else:
                    k, j = x, y
                    lane = j + r.n * (b + r.blocks * (k // epl))
                    lane = [lane, lane % 32, 32 + lane % 32, (lane + 16) % 64,
                            lane % 16, 16 + lane % 16, 32 + lane % 16, 48 + lane % 16][blgp]
                out[(x, y, b)] = (lane, *_slot(k % epl, bits))
    return out


def expected_cd(r):
    out = {}
    for b in range(r.blocks):
        for i in range(r.m):
            for j in range(r.n):
                if r.cd_type is DType.F64:
                    if r.m == 16:
                        lane, reg = 16 * (i % 4) + j, 2 * (i // 4)
                    else:
                        lane, reg = 16 * i + 4 * b + j, 0
                    out[(i, j, b)] = (lane, reg, 0, 63)
                    continue
                if r.m == 32:
                    lane, reg = (32 * (i // 4)) % 64 + j, 16 * b + 4 * (i // 8) + i % 4
                elif r.m == 16:
                    lane, reg = 16 * (i // 4) + j, 4 * b + i % 4
                else:
                    lane, reg = 4 * b + j, i
                out[(i, j, b)] = (lane, reg, 0, 31)
    return out


def as_dict(rows):
    return {(int(a), int(b), int(c)): tuple(int(v) for v in rest)
            for a, b, c, *rest in rows}


@pytest.mark.parametrize("r", DENSE, ids=ids)
@pytest.mark.parametrize("matrix", "ABCD")
def test_layout_is_a_bijection_onto_the_operand(r, matrix):
    rows = isa.layout(r, matrix)
    blocks, nr, nc = isa.matrix_shape(r, matrix)
    assert rows.shape == (blocks * nr * nc, 7)
    bits = isa.operand_type(r, matrix).bits
    regs = isa.operand_regs(r, matrix)
    places = {(int(x[3]), int(x[4]), int(x[5])) for x in rows}
    assert len(places) == len(rows)
    width = 64 if bits == 64 else bits
    per_reg = 1 if bits == 64 else 32 // bits
    expect = {(lane, reg, lo) for lane in range(64)
              for reg in range(0, regs, 2 if bits == 64 else 1)
              for lo in range(0, 32 if bits < 64 else 1, width if bits < 64 else 1)}
    assert places == expect
    assert len(expect) == 64 * (regs // 2 if bits == 64 else regs * per_reg)
    assert np.all(rows[:, 6] - rows[:, 5] + 1 == width)
    # Rows are block-major then row then column.
    grid = rows[:, :3].reshape(blocks, nr, nc, 3)
    assert np.array_equal(grid[..., 2], np.broadcast_to(np.arange(blocks)[:, None, None],
                                                        (blocks, nr, nc)))


@pytest.mark.parametrize("r", DENSE, ids=ids)
def test_a_and_b_formula(r):
    assert as_dict(isa.layout(r, "A")) == expected_ab(r, "A")
    assert as_dict(isa.layout(r, "B")) == expected_ab(r, "B")


@pytest.mark.parametrize("r", DENSE, ids=ids)
def test_c_and_d_formulas(r):
    expect = expected_cd(r)
    assert as_dict(isa.layout(r, "C")) == expect
    assert as_dict(isa.layout(r, "D")) == expect


def test_seed_inverse_formulas_32x32_and_16x16():
    """The seed's (lane, accVGPR) -> (i, j, b) inverses agree with the forward layout."""
    r = isa.lookup("v_mfma_f32_32x32x1_2b_f32")
    for i, j, b, lane, reg, _, _ in isa.layout(r, "D"):
        assert i == (8 * (reg // 4)) % 32 + 4 * (lane // 32) + reg % 4
        assert j == lane % 32 and b == reg // 16
    r = isa.lookup("v_mfma_f32_16x16x1_4b_f32")
    for i, j, b, lane, reg, _, _ in isa.layout(r, "D"):
        assert i == 4 * (lane // 16) + reg % 4 and j == lane % 16 and b == reg // 4
    r = isa.lookup("v_mfma_f64_16x16x4_f64")
    for i, j, b, lane, reg, _, _ in isa.layout(r, "D"):
        assert i == 4 * (reg // 2) + lane // 16 and j == lane % 16


def test_xf32_matches_seed_compute_policy():
    """Seed's MfmaCdna3XF32Policy: lane group g = lane // 16 holds k = 2g, 2g+1 of row lane % 16."""
    rows = isa.layout("v_mfma_f32_16x16x8_xf32", "A")
    for i, k, _, lane, reg, _, _ in rows:
        assert i == lane % 16 and k == 2 * (lane // 16) + reg


BROADCAST = [r for r in DENSE if r.cbsz_max]


@pytest.mark.parametrize("r", BROADCAST, ids=[r.mnemonic for r in BROADCAST])
def test_cbsz_abid_every_legal_value(r):
    for cbsz in range(r.cbsz_max + 1):
        for abid in range(2 ** cbsz):
            got = as_dict(isa.layout(r, "A", cbsz=cbsz, abid=abid))
            assert got == expected_ab(r, "A", cbsz, abid)
            # B, C, D do not move.
            assert as_dict(isa.layout(r, "B", cbsz=cbsz, abid=abid)) == expected_ab(r, "B")
        with pytest.raises(isa.ModifierError, match="ABID"):
            isa.layout(r, "A", cbsz=cbsz, abid=2 ** cbsz)
    with pytest.raises(isa.ModifierError, match="CBSZ"):
        isa.layout(r, "A", cbsz=r.cbsz_max + 1)


def test_cbsz_example_from_seed():
    """16 blocks, CBSZ=2, ABID=1: block 1 feeds 0..3, block 5 feeds 4..7."""
    r = isa.lookup("v_mfma_f32_4x4x1_16b_f32")
    rows = isa.layout(r, "A", cbsz=2, abid=1).reshape(16, 4, 1, 7)
    plain = isa.layout(r, "A").reshape(16, 4, 1, 7)
    for b in range(16):
        src = 1 if b < 4 else 5 if b < 8 else 9 if b < 12 else 13
        assert np.array_equal(rows[b, :, :, 3:], plain[src, :, :, 3:])


NO_BROADCAST = [r for r in DENSE if not r.cbsz_max]


@pytest.mark.parametrize("r", NO_BROADCAST, ids=[r.mnemonic for r in NO_BROADCAST])
def test_cbsz_abid_rejected_where_not_allowed(r):
    for cbsz, abid in ((1, 0), (0, 1), (1, 1)):
        with pytest.raises(isa.ModifierError):
            isa.layout(r, "A", cbsz=cbsz, abid=abid)


LANES = [r for r in DENSE if r.blgp is BlgpMeaning.LANES]


def test_blgp_sets():
    assert len(LANES) == 14
    assert {r.mnemonic for r in DENSE if r.blgp is BlgpMeaning.NEG} == {
        "v_mfma_f64_16x16x4_f64", "v_mfma_f64_4x4x4_4b_f64"}


@pytest.mark.parametrize("r", LANES, ids=[r.mnemonic for r in LANES])
def test_blgp_every_pattern(r):
    for blgp in range(8):
        assert as_dict(isa.layout(r, "B", blgp=blgp)) == expected_ab(r, "B", blgp=blgp)
        assert as_dict(isa.layout(r, "A", blgp=blgp)) == expected_ab(r, "A")
    with pytest.raises(isa.ModifierError, match="BLGP"):
        isa.layout(r, "B", blgp=8)


def test_blgp_seed_examples():
    """BLGP 3: lane 16's data goes to lane 0, lane 0's to lane 48."""
    r = isa.lookup("v_mfma_f32_32x32x2_f32")
    plain = {tuple(x[:3]): x[3] for x in isa.layout(r, "B")}
    rot = {tuple(x[:3]): x[3] for x in isa.layout(r, "B", blgp=3)}
    lane_of = {v: key for key, v in plain.items()}
    assert rot[lane_of[0]] == 16 and rot[lane_of[48]] == 0
    bcast = {tuple(x[:3]): x[3] for x in isa.layout(r, "B", blgp=1)}
    assert bcast[lane_of[40]] == 8


@pytest.mark.parametrize("r", [r for r in DENSE if r.blgp is BlgpMeaning.NEG],
                         ids=lambda r: r.mnemonic)
def test_f64_neg_leaves_layouts_unchanged(r):
    for blgp, matrix in itertools.product(range(8), "ABCD"):
        assert np.array_equal(isa.layout(r, matrix, blgp=blgp), isa.layout(r, matrix))
    with pytest.raises(isa.ModifierError):
        isa.layout(r, "A", blgp=8)


NONE = [r for r in DENSE if r.blgp is BlgpMeaning.NONE]


@pytest.mark.parametrize("r", NONE, ids=[r.mnemonic for r in NONE])
def test_blgp_rejected_where_meaningless(r):
    """Documented decision: like AMD's calculator, BLGP != 0 is refused on these."""
    for blgp in (1, 3, 7):
        with pytest.raises(isa.ModifierError, match="BLGP must be 0"):
            isa.layout(r, "B", blgp=blgp)


def test_bad_arguments():
    with pytest.raises(isa.IsaError, match="matrix must be"):
        isa.layout("v_mfma_f32_32x32x8_f16", "E")
    with pytest.raises(isa.ModifierError, match="integer"):
        isa.layout("v_mfma_f32_4x4x1_16b_f32", "A", cbsz=1.5)
    with pytest.raises(isa.ModifierError):
        isa.layout("v_mfma_f32_4x4x1_16b_f32", "A", cbsz=-1)
    with pytest.raises(isa.UnknownInstructionError):
        isa.layout("v_accvgpr_read_b32", "A")


def test_layout_is_read_only():
    rows = isa.layout("v_mfma_f32_32x32x8_f16", "A")
    with pytest.raises(ValueError):
        rows[0, 0] = 5
