"""SMFMAC: layouts and index sets, results against the dense arithmetic on the expanded A,
the compression, and bad input."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import emulator
import isa
from emulator import SparsityError, Wavefront
from emulator.api.sparse import compress, expand, place
from isa.assembler import assemble

from . import reference
from .helpers import PROFILES, random_bits
from .helpers import same_bits

SPARSE = isa.SPARSE
ids = [r.mnemonic for r in SPARSE]

# the dense instruction with half the K, whose chain of two must give the same result
DENSE_HALF = {r.mnemonic: next(d for d in isa.DENSE if (d.m, d.n, d.k, d.a_type, d.b_type)
                               == (r.m, r.n, r.k // 2, r.a_type, r.b_type) and d.blocks == 1)
              for r in SPARSE}


def sparse_dense(record, rng, profile="normal"):
    """A random dense A with exactly two nonzero (or zero) values kept per group of 4."""
    a = random_bits(record.a_type, (1, record.m, record.k), rng, profile)
    groups = a.reshape(1, record.m, record.k // 4, 4)
    drop = np.argsort(rng.random(groups.shape), axis=-1)[..., :2]
    np.put_along_axis(groups, drop, 0, axis=-1)
    return groups.reshape(1, record.m, record.k)


@pytest.mark.parametrize("r", SPARSE, ids=ids)
def test_table_and_registers(r):
    assert r.a_regs == 2 and r.b_regs == 4 and r.c_regs is None
    assert r.valu_coexec_cycles == r.cycles - 8 and r.klass is isa.MatrixClass.XDL
    assert r.index_sets == (4 if r.a_type.bits == 16 else 2)


@pytest.mark.parametrize("r", SPARSE, ids=ids)
def test_stored_a_layout(r):
    """Every dense (i, k) names its group's pair; the pairs tile the two A registers."""
    rows = isa.layout(r, "A")
    assert rows.shape == (r.m * r.k, 7)
    pair_bits = 2 * r.a_type.bits
    assert np.all(rows[:, 6] - rows[:, 5] + 1 == pair_bits)
    by_group = {}
    for i, k, _, lane, reg, lo, _ in rows:
        by_group.setdefault((i, k // 4), set()).add((lane, reg, lo))
    assert all(len(places) == 1 for places in by_group.values())  # one pair per group
    places = [next(iter(p)) for p in by_group.values()]
    assert len(set(places)) == len(places) == r.m * r.k // 4
    expect = {(lane, reg, lo) for lane in range(64) for reg in range(2)
              for lo in range(0, 32, pair_bits)}
    assert set(places) == expect
    # the stored values are the dense layout of a K/2 problem
    epl = r.m * (r.k // 2) // 64
    for (i, g), place_ in by_group.items():
        lane, reg, lo = next(iter(place_))
        slot = 2 * g
        assert lane == i + r.m * (slot // epl)
        assert reg * 32 + lo == (slot % epl) * r.a_type.bits


@pytest.mark.parametrize("r", SPARSE, ids=ids)
def test_index_sets(r):
    width = 32 // r.index_sets
    for cbsz in (0, 1, 7):
        for abid in range(r.index_sets):
            kset = abid if cbsz == 0 else 0
            rows = isa.layout(r, "K", cbsz=cbsz, abid=abid)
            assert np.all(rows[:, 4] == 0) and np.all(rows[:, 6] - rows[:, 5] == 3)
            assert np.all((rows[:, 5] >= kset * width) & (rows[:, 6] < (kset + 1) * width))
            fields = {(int(x[0]), int(x[1]) // 4): (int(x[3]), int(x[5])) for x in rows}
            assert len(set(fields.values())) == len(fields) == r.m * r.k // 4
            # the index field of a group sits in the lane that stores its values
            a_rows = isa.layout(r, "A")
            for x, y in zip(a_rows[::4], rows[::4]):
                assert x[3] == y[3]
    for bad in ({"abid": r.index_sets}, {"cbsz": 8}, {"blgp": 1}):
        with pytest.raises(isa.ModifierError):
            isa.layout(r, "K", **bad)


@pytest.mark.parametrize("r", SPARSE, ids=ids)
def test_equals_two_chained_dense_mfmas(r):
    """The dense rule on the expanded A, checked against the dense instruction of K/2."""
    rng = np.random.default_rng(r.opcode)
    dense = DENSE_HALF[r.mnemonic]
    a = sparse_dense(r, rng)
    b = random_bits(r.b_type, (1, r.k, r.n), rng, "normal")
    c = random_bits(r.cd_type, (1, r.m, r.n), rng, "normal")
    h = r.k // 2
    want = emulator.mfma(dense, a[:, :, h:], b[:, h:], emulator.mfma(dense, a[:, :, :h],
                                                                        b[:, :h], c))
    for abid in range(r.index_sets):
        for cbsz in (0, 3):
            got = emulator.smfmac(r, a, b, c, abid=abid, cbsz=cbsz)
            assert np.array_equal(got, want), (abid, cbsz)


@pytest.mark.parametrize("r", SPARSE, ids=ids)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), profile=st.sampled_from(PROFILES))
def test_against_reference_on_expanded_a(r, seed, profile):
    rng = np.random.default_rng(seed)
    a = sparse_dense(r, rng, profile)
    b = random_bits(r.b_type, (1, r.k, r.n), rng, profile)
    c = random_bits(r.cd_type, (1, r.m, r.n), rng, profile)
    got = emulator.smfmac(r, a, b, c)
    cells = [(0, int(i), int(j)) for i, j in zip(rng.integers(0, r.m, 24),
                                                  rng.integers(0, r.n, 24))]
    want = reference.mfma_reference(r.mnemonic, a, b, c, cells=cells)
    mine = np.array([got[cell] for cell in cells], dtype=want.dtype)
    assert same_bits(mine, want).all()


def test_compression_round_trip_and_errors():
    r = isa.lookup("v_smfmac_f32_16x16x32_f16")
    a = np.zeros((1, 16, 32), np.uint16)
    a[0, 0, 1] = 0x3C00       # one nonzero in the group: padded with the lowest zero
    a[0, 0, 6:8] = 0x4000
    values, positions = compress(r, a)
    assert positions[0, 0, :4].tolist() == [0, 1, 2, 3]
    assert np.array_equal(expand(r, values, positions), a)
    a[0, 3, 8:11] = 0x3C00
    with pytest.raises(SparsityError, match="block 0, row 3, k 8..11 has 3 nonzero"):
        emulator.smfmac(r, a, np.zeros((32, 16), np.uint16), np.zeros((16, 16), np.uint32))
    fp8 = isa.lookup("v_smfmac_f32_16x16x64_fp8_fp8")
    nan_group = np.zeros((1, 16, 64), np.uint8)
    nan_group[0, 0, :3] = 0x80  # NaN counts as nonzero (FNUZ has no -0)
    with pytest.raises(SparsityError):
        compress(fp8, nan_group)


def test_same_position_index_later_wins_or_strict_error():
    r = isa.lookup("v_smfmac_f32_16x16x32_f16")
    values = np.zeros((16, 16), np.float16)
    values[0, 0], values[0, 1] = 1.0, 2.0          # group 0 of row 0
    index = np.tile(np.array([0, 1], np.int64), (16, 8))
    index[0, :2] = [1, 1]                          # both name position 1
    b = np.ones((32, 16), np.float16)
    c = np.zeros((16, 16), np.float32)
    d = emulator.smfmac_compressed(r, values, index, b, c)
    assert d[0, 0] == 2.0                          # the second value is kept, the first lost
    with pytest.raises(SparsityError, match="both stored values name position 1"):
        emulator.smfmac_compressed(r, values, index, b, c, strict=True)


def test_text_execution_reads_the_selected_index_set():
    r = isa.lookup("v_smfmac_f32_16x16x32_f16")
    rng = np.random.default_rng(5)
    a = sparse_dense(r, rng)
    b = random_bits(r.b_type, (1, r.k, r.n), rng, "normal")
    values, positions = compress(r, a)
    w = Wavefront()
    place(w, r, values, positions, "v[0:1]", "v6", abid=2)
    w.write_matrix(r, "B", b, "v[2:5]")
    w.execute("v_smfmac_f32_16x16x32_f16 a[0:3], v[0:1], v[2:5], v6 abid:2")
    want = emulator.smfmac(r, a, b, np.zeros((1, 16, 16), np.uint32))
    assert np.array_equal(w.read_matrix(r, "D", "a0", raw=True), want)
    w2 = Wavefront()
    place(w2, r, values, positions, "v[0:1]", "v6", abid=2)
    w2.write_matrix(r, "B", b, "v[2:5]")
    w2.execute("v_smfmac_f32_16x16x32_f16 a[0:3], v[0:1], v[2:5], v6 abid:0")
    assert not np.array_equal(w2.read_matrix(r, "D", "a0", raw=True), want)  # set 0 is empty


@pytest.mark.parametrize("text,message", [
    ("v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[6:9], v10 blgp:1", "no blgp"),
    ("v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[6:9], v10 abid:4", "one of 4 index sets"),
    ("v_smfmac_i32_16x16x64_i8 v[0:3], v[4:5], v[6:9], v10 abid:2", "one of 2 index sets"),
    ("v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[6:9], a10", "one archVGPR"),
    ("v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[6:7], v10", "srcB needs 4"),
    ("v_smfmac_f32_16x16x32_f16 v[0:7], v[4:5], v[6:9], v10", "vdst needs 4"),
    ("v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[6:9]", "takes 4 operands"),
])
def test_bad_smfmac_instructions(text, message):
    w = Wavefront()
    before = w.v.copy()
    with pytest.raises(isa.IsaError, match=message):
        w.execute(text)
    assert np.array_equal(w.v, before)


def test_matrix_api_bad_modifiers():
    r = isa.lookup("v_smfmac_i32_16x16x64_i8")
    a = np.zeros((16, 64), np.int8)
    with pytest.raises(isa.ModifierError, match="ABID"):
        emulator.smfmac(r, a, np.zeros((64, 16), np.int8), np.zeros((16, 16), np.int32),
                        abid=2)
    with pytest.raises(isa.IsaError, match="not an SMFMAC"):
        emulator.smfmac("v_mfma_f32_16x16x16_f16", a, a, a)


def test_smfmac_timing_and_index_hazards():
    from emulator.timing.estimate import estimate_cycles
    # co-execution: 16 cycles - 8 = 8 cycles = 2 VALU passes under v_smfmac 16x16
    text = ("v_smfmac_f32_16x16x32_f16 a[0:3], v[0:1], v[2:5], v6\n"
            + "\n".join(f"v_add_f32 v{20 + t}, v30, v31" for t in range(4)) + "\ns_endpgm\n")
    report = estimate_cycles(assemble(text))
    assert [e.issue for e in report.timeline[1:5]] == [4, 8, 16, 20]
    assert report.coexec_slots_available == 2 and report.coexec_slots_used == 2
    # a VALU writing the index, then the SMFMAC reading it: 2 wait states
    text = ("v_mov_b32 v6, 0\nv_smfmac_f32_16x16x32_f16 a[0:3], v[0:1], v[2:5], v6\n"
            "s_endpgm\n")
    hazards = estimate_cycles(assemble(text)).hazards
    assert [(h.rule, h.required) for h in hazards] == [("valu-write-mfma-read", 2)]
    # an MFMA result used as the index: the SrcA/SrcB rule (XDL, 4 passes: 7)
    text = ("v_mfma_f32_16x16x16_f16 v[6:9], v[10:11], v[12:13], v[6:9]\n"
            "s_nop 5\nv_smfmac_f32_16x16x32_f16 a[0:3], v[0:1], v[2:5], v6\ns_endpgm\n")
    hazards = estimate_cycles(assemble(text)).hazards
    assert [(h.rule, h.required, h.provided) for h in hazards] == [("mfma-srcab", 7, 6)]


def _special_bits(dtype: isa.DType):
    """(an inf or, for FNUZ formats, NaN, a NaN) as raw bits of ``dtype``."""
    return {isa.DType.F16: (0x7C00, 0x7E00), isa.DType.BF16: (0x7F80, 0x7FC0),
            isa.DType.FP8: (0x80, 0x80), isa.DType.BF8: (0x80, 0x80)}[dtype]


FLOAT_SPARSE = [r for r in SPARSE if r.a_type is not isa.DType.I8]


@pytest.mark.parametrize("r", FLOAT_SPARSE, ids=[r.mnemonic for r in FLOAT_SPARSE])
def test_unselected_b_rows_take_no_part(r):
    """The hardware selects B rows by the index and never multiplies the others: an inf or
    NaN (or any value) in a B row no stored A value names changes nothing."""
    rng = np.random.default_rng(r.opcode + 1)
    a = random_bits(r.a_type, (1, r.m, r.k), rng, "normal")
    a.reshape(-1, 4)[:, 2:] = 0                  # positions 0 and 1 of every group stored
    a.reshape(-1, 4)[:, :2] |= 1                 # (never zero)
    b = random_bits(r.b_type, (1, r.k, r.n), rng, "normal")
    c = random_bits(r.cd_type, (1, r.m, r.n), rng, "normal")
    inf, nan = _special_bits(r.b_type)
    quiet = b.copy()
    quiet.reshape(1, -1, 4, r.n)[:, :, 2:] = 0   # the unselected rows: zero ...
    loud = b.copy()
    loud.reshape(1, -1, 4, r.n)[:, :, 2] = inf   # ... or inf and NaN
    loud.reshape(1, -1, 4, r.n)[:, :, 3] = nan
    want = emulator.smfmac(r, a, quiet, c)
    assert np.isfinite(want.view(np.float32)).all()
    assert np.array_equal(emulator.smfmac(r, a, loud, c), want)
    assert np.array_equal(emulator.smfmac(r, a, b, c), want)
    cells = [(0, int(i), int(j)) for i, j in zip(rng.integers(0, r.m, 8),
                                                  rng.integers(0, r.n, 8))]
    ref = reference.mfma_reference(r.mnemonic, a, loud, c, cells=cells)
    assert np.array_equal(np.array([want[cell] for cell in cells], ref.dtype), ref)
    # a selected row with an inf or NaN still reaches D
    loud[0, 0, :] = nan
    assert np.isnan(emulator.smfmac(r, a, loud, c).view(np.float32)).all()
