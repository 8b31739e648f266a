"""The numba kernels against the slow exact reference (tests/reference.py) on random inputs,
for every dense MFMA and every legal modifier value."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import emulator
import isa
from isa import BlgpMeaning

from . import reference
from .helpers import PROFILES, operands
from .helpers import same_bits

DENSE = isa.DENSE
SAMPLE = 48  # output cells checked against the reference per example


def _cells(record, rng):
    every = [(b, i, j) for b in range(record.blocks) for i in range(record.m)
             for j in range(record.n)]
    if len(every) <= SAMPLE:
        return every
    picks = rng.choice(len(every), SAMPLE, replace=False)
    return [every[p] for p in sorted(picks)]


def legal_modifiers(record):
    """Every legal (cbsz, abid, blgp) of an instruction."""
    blgps = range(8) if record.blgp is not BlgpMeaning.NONE else (0,)
    pairs = [(cbsz, abid) for cbsz in range(record.cbsz_max + 1) for abid in range(2 ** cbsz)]
    return [(c, a, b) for (c, a), b in itertools.product(pairs, blgps)]


def check_against_reference(record, a, b, c, mods, rng):
    got = emulator.mfma(record.mnemonic, a, b, c, cbsz=mods[0], abid=mods[1], blgp=mods[2])
    cells = _cells(record, rng)
    want = reference.mfma_reference(record.mnemonic, a, b, c, cbsz=mods[0], abid=mods[1],
                                    blgp=mods[2], cells=cells)
    mine = np.array([got[cell] for cell in cells], dtype=want.dtype)
    bad = ~same_bits(mine, want)
    assert not bad.any(), (
        f"{record.mnemonic} mods={mods}: first differing cell {cells[int(np.argmax(bad))]}: "
        f"{int(mine[bad][0]):#x} != reference {int(want[bad][0]):#x}")


@pytest.mark.parametrize("record", DENSE, ids=lambda r: r.mnemonic)
@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), profile=st.sampled_from(PROFILES),
       mod_pick=st.integers(0, 10 ** 6))
def test_kernel_matches_reference(record, seed, profile, mod_pick):
    _random_case(record, seed, profile, mod_pick)


@pytest.mark.exhaustive
@pytest.mark.parametrize("record", DENSE, ids=lambda r: r.mnemonic)
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), profile=st.sampled_from(PROFILES),
       mod_pick=st.integers(0, 10 ** 6))
def test_kernel_matches_reference_on_more_examples(record, seed, profile, mod_pick):
    _random_case(record, seed, profile, mod_pick)


def _random_case(record, seed, profile, mod_pick):
    rng = np.random.default_rng(seed)
    a, b, c = operands(record, rng, profile)
    legal = legal_modifiers(record)
    mods = legal[mod_pick % len(legal)]
    check_against_reference(record, a, b, c, mods, rng)


@pytest.mark.parametrize("record", [r for r in DENSE if len(legal_modifiers(r)) > 1],
                         ids=lambda r: r.mnemonic)
def test_every_legal_modifier(record):
    """Each (CBSZ, ABID, BLGP) equals the unmodified instruction on the operands permuted by
    the modifier's definition (reference.apply_modifiers), bit for bit."""
    rng = np.random.default_rng(record.opcode)
    a, b, c = operands(record, rng, "normal")
    for cbsz, abid, blgp in legal_modifiers(record):
        got = emulator.mfma(record.mnemonic, a, b, c, cbsz=cbsz, abid=abid, blgp=blgp)
        pa, pb, pc = reference.apply_modifiers(record, a, b, c, cbsz, abid, blgp)
        want = emulator.mfma(record.mnemonic, pa, pb, pc)
        assert np.array_equal(got, want), (cbsz, abid, blgp)
        moved = not (np.array_equal(pa, a) and np.array_equal(pb, b))
        if moved and record.blgp is not BlgpMeaning.NEG:  # (NEG on A and B cancels out)
            assert not np.array_equal(got, emulator.mfma(record.mnemonic, a, b, c))


@pytest.mark.parametrize("record", [r for r in DENSE if r.a_type in (isa.DType.BF16,
                                                                      isa.DType.XF32)],
                         ids=lambda r: r.mnemonic)
@pytest.mark.parametrize("low", [-110, -104, -103, -102, -96])
@pytest.mark.parametrize("spread", [0, 2])
def test_lane_width_boundary(record, low, spread):
    """The fused kernels run in 32-bit lanes only while every nonzero product's exponent is
    at least kernels.NARROW_LOWEST (-103) (and fall back to 64-bit lanes below): products
    whose exponents lie in [low − 2·spread, low], so that groups' largest exponents are at
    the boundary, just below or just above it, against the exact reference."""
    rng = np.random.default_rng(-low * 3 + spread)
    shape_a, shape_b = (record.blocks, record.m, record.k), (record.blocks, record.k, record.n)
    ea = rng.integers(low // 2 - spread, low // 2 + 1, shape_a)
    eb = low - low // 2 + rng.integers(-spread, 1, shape_b)
    a = (rng.uniform(1, 2, shape_a) * rng.choice([-1, 1], shape_a) * 2.0 ** ea)
    b = (rng.uniform(1, 2, shape_b) * rng.choice([-1, 1], shape_b) * 2.0 ** eb)
    c = rng.uniform(-1, 1, (record.blocks, record.m, record.n)) * 2.0 ** (low + 2)
    typed = record.a_type.typed_dtype
    a, b = a.astype(typed).view(record.a_type.raw_dtype), b.astype(typed).view(
        record.b_type.raw_dtype)
    c = c.astype(np.float32).view(np.uint32)
    check_against_reference(record, a, b, c, (0, 0, 0), rng)


def test_int8_exact_with_wraparound():
    """i8: exact products, int32 accumulator wrapping modulo 2^32, against numpy int64."""
    rng = np.random.default_rng(7)
    for record in [r for r in DENSE if r.a_type is isa.DType.I8]:
        a = rng.integers(-128, 128, (record.blocks, record.m, record.k)).astype(np.int8)
        b = rng.integers(-128, 128, (record.blocks, record.k, record.n)).astype(np.int8)
        c = rng.integers(2 ** 31 - 40000, 2 ** 31, (record.blocks, record.m, record.n))
        c = c.astype(np.int32)
        got = emulator.mfma(record.mnemonic, a, b, c)
        exact = a.astype(np.int64) @ b.astype(np.int64) + c.astype(np.int64)
        assert (exact > 2 ** 31 - 1).any(), "the test must overflow somewhere"
        want = ((exact + 2 ** 31) % 2 ** 32 - 2 ** 31).astype(np.int32)
        assert got.dtype == np.int32 and np.array_equal(got, want), record.mnemonic


def test_f64_neg_hand_computed():
    """f64 NEG bits: A·B + C with A, B, C negated as the mask says (exact small integers)."""
    name = "v_mfma_f64_4x4x4_4b_f64"
    a = np.arange(64, dtype=np.float64).reshape(4, 4, 4)
    b = np.ones((4, 4, 4))
    c = np.full((4, 4, 4), 1000.0)
    for neg in range(8):
        sa, sb, sc = (-1 if neg & 1 else 1), (-1 if neg & 2 else 1), (-1 if neg & 4 else 1)
        want = (sa * a) @ (sb * b) + sc * c
        assert np.array_equal(emulator.mfma(name, a, b, c, blgp=neg), want), neg
