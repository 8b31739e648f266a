"""LDS bank conflicts in the device model: each LDS instruction's cycles from its lanes'
addresses (state/memory_observers.py ``BankRecorder``: 32 banks of 4 bytes, each address
of an instruction in turn, lanes served together as many as their dwords fit the banks,
distinct dwords of one bank in turn), and
a launch whose LDS reads conflict taking longer by what the rule says (the bf16 GEMM
ladder's layouts: tests/test_gemm_ladder.py)."""

from __future__ import annotations

import numpy as np
import pytest

import isa
from emulator.launch import launch
from emulator.state.memory_observers import BankRecorder
from isa.devices import Device
from isa.lds_banks import CDNA3_READ_B128, LdsBanks

from .test_compute_unit import kernel

LANES = np.arange(64)


@pytest.mark.parametrize("addresses,width,mask,want", [
    (LANES * 4, 4, None, [2, 2]),                   # consecutive dwords: 2 x 32 lanes
    (np.zeros(64, int), 4, None, [2, 2]),           # one dword: broadcast
    (LANES * 128, 4, None, [64, 2]),                # one bank, 32 distinct dwords a group
    (LANES * 8, 4, None, [4, 2]),                   # every other bank: 2 dwords each
    ((LANES % 16) * 128 + 8 * (LANES // 16), 8, None, [64, 4]),   # 64-bf16 rows, b64
    ((LANES % 16) * 136 + 8 * (LANES // 16), 8, None, [4, 4]),    # padded rows
    (LANES * 16, 16, None, [8, 8]),                 # b128: 8 lanes a cycle
    (LANES * 4, 4, LANES < 10, [1, 1]),             # one group active
    (LANES * 128, 4, LANES % 2 == 0, [32, 2]),
])
def test_bank_cycles(addresses, width, mask, want):
    banks = BankRecorder()
    banks.accessed(addresses, width, mask)
    assert banks.take().tolist() == want
    # the same, as one wave of a batch's wide access among others
    banks.accessed(np.stack([LANES * 4, addresses]), width,
                   None if mask is None else np.stack([mask, mask]))
    assert [row.tolist() for row in banks.take_waves(2)][1] == want


def test_waves_of_repeated_patterns_count_as_each_alone():
    """A batch's waves that repeat a few patterns of addresses and active lanes (counted
    once per pattern) give each wave what it gives alone, two addresses an instruction."""
    rng = np.random.default_rng(4)
    patterns = [(rng.integers(0, 4096, 64) * 4, rng.random(64) < 0.8) for _ in range(3)]
    order = [0, 1, 0, 2, 2, 0, 1, 1]
    for width in (4, 8, 16):
        banks = BankRecorder()
        for part in range(2):   # (ds_read2's two addresses)
            banks.accessed(np.stack([patterns[k][0] + 64 * part for k in order]), width,
                           np.stack([patterns[k][1] for k in order]))
        got = [row.tolist() for row in banks.take_waves(len(order))]
        for wave, k in enumerate(order):
            alone = BankRecorder()
            for part in range(2):
                alone.accessed(patterns[k][0] + 64 * part, width, patterns[k][1])
            assert got[wave] == alone.take().tolist(), (width, wave)


def test_distinct_waves_groups_equal_rows_and_gives_up_on_a_collision():
    """bank_kernels.distinct_waves: each wave's place among the distinct rows of addresses
    and active lanes (first waves in order); two different rows of one hash — here made so
    by moving lane 0's address by lane 1's weight and lane 1's back by lane 0's — give no
    grouping, and a recorder then counts every wave, as each alone."""
    from emulator.state import bank_kernels
    rng = np.random.default_rng(5)
    rows = [rng.integers(0, 4096, 64) * 4 for _ in range(3)]
    order = [2, 0, 2, 1, 0, 0]
    addresses = np.stack([rows[k] for k in order])[None]
    active = np.ones_like(addresses, bool)
    active[0, 3, 5] = False   # (wave 3's lane 5: a fourth row)
    first, each = bank_kernels.distinct_waves(addresses, active)
    assert first.tolist() == [0, 1, 3] and each.tolist() == [0, 1, 0, 2, 1, 1]

    def weight(lane):
        return (((lane + 1) * bank_kernels._GOLDEN) & bank_kernels._WEIGHT_MASK) | 1
    twin = rows[0] + (1 << 17)   # (weights are below 2^17: every address stays positive)
    twin[0] += weight(1)
    twin[1] -= weight(0)
    rows[0] = rows[0] + (1 << 17)
    assert not np.array_equal(twin, rows[0])
    clash = np.stack([rows[0], rows[1], rows[0], twin, rows[1]])
    first, each = bank_kernels.distinct_waves(clash[None], np.ones((1, 5, 64), bool))
    assert first.size == 0 and each.size == 0
    banks = BankRecorder()
    banks.accessed(clash, 4, None)
    got = [row.tolist() for row in banks.take_waves(5)]
    for wave in range(5):
        alone = BankRecorder()
        alone.accessed(clash[wave], 4, None)
        assert got[wave] == alone.take().tolist()


def test_an_instructions_addresses_are_served_in_turn():
    """ds_read2_b32 (offset1:1): each address its own pass of 32 lanes a cycle, lanes 8
    bytes apart using every other bank twice: 2 x 2 cycles for each of the two."""
    banks = BankRecorder()
    banks.accessed(LANES * 8, 4, None)
    banks.accessed(LANES * 8 + 4, 4, None)
    assert banks.take().tolist() == [8, 4]


# (the 16-byte chunk lane l reads, of 8 in a 128-byte row, each lane its own row: lanes
# 16-31 four chunks on from lanes 0-15, as an MFMA fragment's second half often lies)
_HALVES = 16 * ((LANES % 4) + 4 * ((LANES // 16) % 2)) + 128 * LANES
# (lanes 0-7 in chunks 0-7 as lanes 16-23, but lanes 20-23 in 0-3 as lanes 0-3)
_IN_ORDER = 16 * ((LANES % 4) + 4 * (((LANES // 4) % 2) ^ ((LANES // 16) % 2))) + 128 * LANES


@pytest.mark.parametrize("addresses,gfx942_read,in_order", [
    (_HALVES, [8, 8], [16, 8]),     # gfx942's read passes: 0-3 with 20-23, chunks 0-7
    (_IN_ORDER, [16, 8], [8, 8]),   # ... and here chunks 0-3 twice
    (LANES * 16, [8, 8], [8, 8]),   # consecutive chunks: free in either order
])
def test_gfx942s_b128_reads_serve_the_lanes_its_guide_names(addresses, gfx942_read,
                                                             in_order):
    """ds_read_b128 on gfx942 serves lanes 0-3 with 20-23, 4-7 with 16-19, … (AMD's CK
    Tile guide; isa/lds_banks.py); its writes, and other targets' reads, 8 lanes in
    order: a layout free of conflicts in one grouping is 2-way in the other."""
    for rule, read, want in ((isa.GFX942.lds_banks, True, gfx942_read),
                             (isa.GFX942.lds_banks, False, in_order),
                             (isa.target_named("gfx90a").lds_banks, True, in_order)):
        banks = BankRecorder(rule)
        banks.accessed(addresses, 16, None, read=read)
        assert banks.take().tolist() == want, (rule, read)


def test_the_read_groups_are_the_guides():
    groups = [sorted(CDNA3_READ_B128[i:i + 8]) for i in range(0, 64, 8)]
    assert groups[0] == [0, 1, 2, 3, 20, 21, 22, 23]
    assert groups[3] == [12, 13, 14, 15, 24, 25, 26, 27]
    assert groups[6] == [40, 41, 42, 43, 60, 61, 62, 63]
    with pytest.raises(ValueError, match="each of the 64 lanes"):
        LdsBanks(read_b128=tuple(range(63)) + (0,))
    with pytest.raises(ValueError, match="8 lanes a pass"):
        LdsBanks(banks=64, read_b128=CDNA3_READ_B128)


@pytest.mark.parametrize("row,want", [(128, [128, 8]), (136, [8, 8])])
def test_the_bf16_gemms_fragment_reads(row, want):
    """gemm_bf16_ladder.hip's ds_read2_b64 offset1:4: lane l reads row l % 16 at bf16 column
    4 (l / 16), and 16 bf16 further. Rows of 128 bytes: the 16 lanes of a pass hit one
    pair of banks, 16 cycles a pass, 4 passes an address, 2 addresses; rows of 136 bytes:
    the 16 lanes' pairs of banks all differ, one cycle a pass."""
    first = (LANES % 16) * row + 8 * (LANES // 16)
    banks = BankRecorder()
    banks.accessed(first, 8, None)
    banks.accessed(first + 32, 8, None)
    assert banks.take().tolist() == want


READS = """  v_lshlrev_b32 v1, {shift}, v0
  ds_write_b32 v1, v0
  s_waitcnt lgkmcnt(0)
""" + "  ds_read_b32 v2, v1\n  s_waitcnt lgkmcnt(0)\n" * 16


def test_conflicting_reads_take_their_bank_cycles():
    """16 dependent reads by one wave: lanes 128 bytes apart (one bank: 32 cycles for each
    group of 32 lanes) against 4 bytes apart (conflict-free); the difference is 16 x 62
    cycles of conflicts (plus the write's)."""
    one_cu = Device("one-cu", "a one-CU test device", 1, 2100.0)
    cycles = {}
    for shift in (2, 7):
        result = launch(kernel(READS.format(shift=shift), lds=8192), kernel="k",
                        block=(64,), device=one_cu, workers=1, lds_bytes=8192)
        cycles[shift] = result.device.waves[0]["cycles"]
    assert cycles[7] - cycles[2] == 17 * (64 - 2)


B128_READS = """  v_and_b32 v1, 3, v0
  v_bfe_u32 v2, v0, 4, 1
  v_lshl_add_u32 v1, v2, 2, v1
  v_lshlrev_b32 v1, 4, v1
  v_lshlrev_b32 v3, 7, v0
  v_add_u32 v1, v1, v3
""" + "  ds_read_b128 v[4:7], v1\n  s_waitcnt lgkmcnt(0)\n" * 16


def test_a_launch_counts_b128_reads_by_its_targets_passes():
    """16 dependent ds_read_b128 of the layout gfx942's passes serve without a conflict
    (lanes 16-31 four chunks on): on gfx942, 8 cycles each; on a target whose LDS serves
    lanes in order, 2-way conflicts, 16 x 8 cycles more."""
    one_cu = Device("one-cu", "a one-CU test device", 1, 2100.0)
    in_order = isa.GFX942.derive("gfx942-lanes-in-order", lds_banks=LdsBanks())
    cycles = {}
    for target in (isa.GFX942, in_order):
        result = launch(kernel(B128_READS, lds=8192), kernel="k", block=(64,),
                        device=one_cu, workers=1, lds_bytes=8192, target=target)
        cycles[target.name] = result.device.waves[0]["cycles"]
    assert cycles["gfx942-lanes-in-order"] - cycles["gfx942"] == 16 * 8
