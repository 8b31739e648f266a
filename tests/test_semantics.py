"""Each VALU/SALU/control instruction against hand-computed expectations."""

from __future__ import annotations

import re

import ml_dtypes
import numpy as np
import pytest

import isa
from emulator import Wavefront
from emulator.execution.ops import SEMANTICS
from isa.assembler import assemble
from isa.gfx942.ops import OPS

LANE = np.arange(64, dtype=np.uint32)


def run(text: str, setup=None) -> Wavefront:
    w = Wavefront()
    if setup:
        setup(w)
    w.run(assemble(text + "\ns_endpgm\n", "t.s"))
    return w


def f32(x):
    return np.asarray(x, dtype=np.float32).view(np.uint32)


def test_every_table_instruction_has_semantics():
    names = {op.mnemonic for op in OPS if not op.unmodelled} | {
        r.mnemonic for r in isa.MATRIX_INSTRUCTIONS}
    table = SEMANTICS.table(isa.GFX942)
    assert names <= set(table), names - set(table)


def test_float_arithmetic():
    def setup(w):
        w.v[1] = f32(LANE * 0.5)
        w.v[2] = f32(np.full(64, 3.0))
    w = run("""v_add_f32 v3, v1, v2
               v_sub_f32 v4, v1, v2
               v_mul_f32 v5, 2.0, v1
               v_fma_f32 v6, v1, v2, 1.0
               v_mov_b32 v7, 1.0
               v_fmac_f32 v7, v1, v2
               v_add_f32_e64 v8, -v1, |v2|""", setup)
    x = LANE * 0.5
    assert np.array_equal(w.read("v3", np.float32), (x + 3).astype(np.float32))
    assert np.array_equal(w.read("v4", np.float32), (x - 3).astype(np.float32))
    assert np.array_equal(w.read("v5", np.float32), (2 * x).astype(np.float32))
    assert np.array_equal(w.read("v6", np.float32), (3 * x + 1).astype(np.float32))
    assert np.array_equal(w.read("v7", np.float32), (3 * x + 1).astype(np.float32))
    assert np.array_equal(w.read("v8", np.float32), (3 - x).astype(np.float32))


def test_fma_is_fused():
    """fma(1 + 2^-23, 1 - 2^-23, -1) = -2^-46 exactly; a separate multiply would give 0."""
    def setup(w):
        w.v[1] = f32(1 + 2.0 ** -23)
        w.v[2] = f32(1 - 2.0 ** -23)
    w = run("v_fma_f32 v0, v1, v2, -1.0\nv_mul_f32 v3, v1, v2\nv_add_f32 v3, -1.0, v3", setup)
    assert w.read("v0", np.float32)[0] == np.float32(-(2.0 ** -46))
    assert w.read("v3", np.float32)[0] == 0.0


def test_integer_and_bits():
    def setup(w):
        w.v[1] = LANE
        w.v[2] = np.full(64, 0xFFFFFFF0, np.uint32)
    w = run("""v_add_u32 v3, v1, v2
               v_sub_u32 v4, v1, 1
               v_mul_lo_u32 v5, v2, v2
               v_lshlrev_b32 v6, 28, v1
               v_lshrrev_b32 v7, 4, v2
               v_ashrrev_i32 v8, 4, v2
               v_and_b32 v9, 7, v1
               v_or_b32 v10, 0x100, v1
               v_xor_b32 v11, v1, v2
               v_lshl_add_u32 v12, v1, 3, 5""", setup)
    L = LANE.astype(np.uint64)
    assert np.array_equal(w.v[3], ((L + 0xFFFFFFF0) & 0xFFFFFFFF).astype(np.uint32))
    assert np.array_equal(w.v[4], ((L - 1) & 0xFFFFFFFF).astype(np.uint32))
    assert np.all(w.v[5] == 0x100)  # (-16)^2 mod 2^32
    assert np.array_equal(w.v[6], ((L << 28) & 0xFFFFFFFF).astype(np.uint32))
    assert np.all(w.v[7] == 0x0FFFFFFF) and np.all(w.v[8] == 0xFFFFFFFF)
    assert np.array_equal(w.v[9], LANE & 7) and np.array_equal(w.v[10], LANE | 0x100)
    assert np.array_equal(w.v[11], LANE ^ 0xFFFFFFF0)
    assert np.array_equal(w.v[12], LANE * 8 + 5)


def test_perm_and_pack():
    def setup(w):
        w.v[1] = 0x11223344
        w.v[2] = 0x55667788
        w.s[0] = 0x0C0D0501
        w.s[1] = 0x0B0A0908
    w = run("""v_perm_b32 v3, v1, v2, s0
               v_perm_b32 v4, v1, v2, s1
               v_cvt_f16_f32 v5, 1.0
               v_cvt_f16_f32 v6, -2.0
               v_pack_b32_f16 v7, v5, v6
               v_cvt_f32_f16 v8, v6""", setup)
    assert np.all(w.v[3] == 0x00FF3377)
    # sign replication: S1[15]=0 (0x7788), S1[31]=0, S0[15]=0 (0x3344), S0[31]=0
    assert np.all(w.v[4] == 0x00000000)
    assert np.all(w.v[5] == 0x3C00) and np.all(w.v[6] == 0xC000)
    assert np.all(w.v[7] == 0xC0003C00) and np.all(w.read("v8", np.float32) == -2.0)


def test_fp8_conversions():
    def setup(w):
        w.v[1] = f32(np.full(64, 0.5))
        w.v[2] = f32(np.full(64, -3.0))
        w.v[3] = 0xAABBCCDD
    w = run("""v_cvt_pk_fp8_f32 v3, v1, v2 op_sel:[0,0,1]
               v_cvt_pk_bf8_f32 v4, v1, v2
               v_cvt_f32_fp8 v5, v3 src0_sel:BYTE_2
               v_cvt_f32_fp8_sdwa v6, v3 src0_sel:BYTE_3
               v_cvt_f32_bf8 v7, v4""", setup)
    fp8 = lambda x: int(np.array(x, np.float32).astype(ml_dtypes.float8_e4m3fnuz).view(np.uint8))
    bf8 = lambda x: int(np.array(x, np.float32).astype(ml_dtypes.float8_e5m2fnuz).view(np.uint8))
    assert np.all(w.v[3] == (fp8(0.5) | fp8(-3.0) << 8) << 16 | 0xCCDD)
    assert np.all(w.v[4] == (bf8(0.5) | bf8(-3.0) << 8))
    assert np.all(w.read("v5", np.float32) == 0.5) and np.all(w.read("v6", np.float32) == -3.0)
    assert np.all(w.read("v7", np.float32) == 0.5)


def test_exec_masking_and_compares():
    def setup(w):
        w.v[1] = LANE
        w.v[9] = 0xDEAD
    w = run("""v_cmp_lt_u32 vcc, v1, 10
               v_cmp_ge_i32_e64 s[2:3], v1, 60
               v_cmp_eq_f32 vcc, 1.0, 1.0
               v_cmp_lt_u32 vcc, v1, 10
               s_and_saveexec_b64 s[4:5], vcc
               v_mov_b32 v9, 7
               v_cmp_gt_u32 vcc, v1, 5
               s_mov_b64 exec, s[4:5]
               v_cndmask_b32 v10, 1, 2, vcc""", setup)
    assert w.read("s[2:3]", np.uint64)[0] == 0xF << 60
    assert w.read("s[4:5]", np.uint64)[0] == (1 << 64) - 1 and w.exec == (1 << 64) - 1
    assert np.array_equal(w.v[9], np.where(LANE < 10, 7, 0xDEAD))
    # the compare under EXEC = lanes 0..9 writes 0 for inactive lanes
    assert w.vcc == sum(1 << i for i in range(6, 10))
    assert np.array_equal(w.v[10], np.where((LANE > 5) & (LANE < 10), 2, 1))


def test_lane_access_and_mbcnt():
    def setup(w):
        w.v[1] = LANE * 3
        w.s[0] = 42
        w.s[4] = 0x55
        w.v[20] = 100
    w = run("""v_readlane_b32 s1, v1, 17
               v_writelane_b32 v2, s0, 63
               s_mov_b64 exec, 0
               v_readfirstlane_b32 s2, v1
               s_mov_b32 exec_lo, 0
               s_mov_b32 exec_hi, 0x10
               v_readfirstlane_b32 s3, v1
               s_mov_b64 exec, -1
               v_mbcnt_lo_u32_b32 v3, -1, 0
               v_mbcnt_hi_u32_b32 v3, -1, v3
               v_mbcnt_lo_u32_b32 v4, s4, v20""", setup)
    assert w.s[1] == 51 and w.v[2, 63] == 42 and w.v[2, 62] == 0
    assert w.s[2] == 0 and w.s[3] == 36 * 3
    assert np.array_equal(w.v[3], LANE)
    expect = [100 + bin(0x55 & ((1 << min(l, 32)) - 1)).count("1") for l in range(64)]
    assert list(w.v[4]) == expect


def test_a_lane_number_wraps_modulo_64():
    """v_readlane / v_writelane take the SGPR's lane modulo 64 (OpSpec.lane)."""
    def setup(w):
        w.v[1] = LANE * 3
        w.s[5] = 100
        w.m0 = 65
        w.s[6] = 7
    w = run("""v_readlane_b32 s1, v1, s5
               v_writelane_b32 v2, s6, m0""", setup)
    assert w.s[1] == 36 * 3
    assert w.v[2, 1] == 7 and int(w.v[2].sum()) == 7


def test_mad_u64_and_lshl_add_u64():
    def setup(w):
        w.v[1] = LANE
        w.write("v[2:3]", np.full(64, 0xFFFFFFFF00000000, np.uint64))
    w = run("""v_mad_u64_u32 v[4:5], s[0:1], v1, -1, v[2:3]
               v_lshl_add_u64 v[6:7], v[2:3], 1, v[2:3]""", setup)
    want = [(l * 0xFFFFFFFF + 0xFFFFFFFF00000000) % 2 ** 64 for l in range(64)]
    carry = sum(1 << l for l in range(64) if l * 0xFFFFFFFF + 0xFFFFFFFF00000000 >= 2 ** 64)
    assert [int(x) for x in w.read("v[4:5]", np.uint64)[0]] == want
    assert w.read("s[0:1]", np.uint64)[0] == carry
    assert np.all(w.read("v[6:7]", np.uint64) == (3 * 0xFFFFFFFF00000000) % 2 ** 64)


def test_lshl_add_u64_shifts_by_zero_beyond_four():
    """CDNA3 ISA, V_LSHL_ADD_U64: the count is S1[2:0]; 0..4 shift, 5..7 are unsupported and
    the design shifts by zero; the bits above 2 are ignored (lane l's count is l)."""
    def setup(w):
        w.v[1] = LANE
        w.write("v[2:3]", np.full(64, 0x0123456789ABCDEF, np.uint64))
    w = run("v_lshl_add_u64 v[6:7], v[2:3], v1, 5", setup)
    a = 0x0123456789ABCDEF
    want = [((a << (l & 7 if l & 7 <= 4 else 0)) + 5) % 2 ** 64 for l in range(64)]
    assert [int(x) for x in w.read("v[6:7]", np.uint64)[0]] == want


@pytest.mark.parametrize("text,s0,scc", [
    ("s_add_u32 s0, s1, s2", 0x00000001, 1),
    ("s_addc_u32 s0, s1, s2", 0x00000002, 1),  # SCC set by the setup
    ("s_sub_u32 s0, s2, s1", 3, 1),           # 2 - 0xFFFFFFFF borrows
    ("s_sub_u32 s0, s1, s2", 0xFFFFFFFD, 0),
    ("s_add_i32 s0, s3, s3", 0xFFFFFFFE, 1),  # 0x7FFFFFFF*2 overflows
    ("s_sub_i32 s0, s1, s1", 0, 0),
    ("s_mul_i32 s0, s2, s2", 4, 1),  # s_mul_i32 leaves SCC alone
    ("s_lshl_b32 s0, s3, 1", 0xFFFFFFFE, 1),
    ("s_lshr_b32 s0, s1, 31", 1, 1),
    ("s_and_b32 s0, s2, 1", 0, 0),
    ("s_or_b32 s0, s1, 0", 0xFFFFFFFF, 1),
    ("s_cselect_b32 s0, 5, 6", 5, 1),
])
def test_salu(text, s0, scc):
    def setup(w):
        w.s[1], w.s[2], w.s[3] = 0xFFFFFFFF, 2, 0x7FFFFFFF
        w.scc = 1
    w = run(text, setup)
    assert (int(w.s[0]), w.scc) == (s0, scc)


def test_salu_64_and_compares():
    def setup(w):
        w.write("s[2:3]", np.uint64(0x8000000000000001))
        w.s[4] = 0xFFFFFFFF
    w = run("""s_lshl_b64 s[6:7], s[2:3], 1
               s_and_b64 s[8:9], s[2:3], exec
               s_andn2_b64 s[10:11], exec, s[2:3]
               s_or_b64 s[12:13], s[2:3], 6
               s_cmp_lt_i32 s4, 0
               s_cselect_b64 s[14:15], -1, 0
               s_cmp_lt_u32 s4, 0""", setup)
    r = lambda reg: int(w.read(reg, np.uint64)[0])
    assert r("s[6:7]") == 2 and r("s[8:9]") == 0x8000000000000001
    assert r("s[10:11]") == 0x7FFFFFFFFFFFFFFE and r("s[12:13]") == 0x8000000000000007
    assert r("s[14:15]") == (1 << 64) - 1 and w.scc == 0


def test_branches():
    w = run("""s_mov_b32 s0, 0
               s_mov_b64 vcc, 0
               s_cbranch_vccnz .Lbad
               s_cbranch_vccz .L1
               s_branch .Lbad
            .L1:
               s_mov_b64 exec, 0
               s_cbranch_execnz .Lbad
               s_cbranch_execz .L2
               s_branch .Lbad
            .L2:
               s_mov_b64 exec, -1
               s_cmp_eq_u32 0, 1
               s_cbranch_scc1 .Lbad
               s_cbranch_scc0 .Lok
            .Lbad:
               s_mov_b32 s0, 1
            .Lok:
               s_nop 0
               s_waitcnt vmcnt(0) lgkmcnt(0)""")
    assert w.s[0] == 0


def test_accumulator_moves():
    def setup(w):
        w.v[1] = LANE
    w = run("""v_accvgpr_write_b32 a3, v1
               v_accvgpr_mov_b32 a4, a3
               v_accvgpr_write a5, 7
               v_accvgpr_read_b32 v2, a4""", setup)
    assert np.array_equal(w.a[3], LANE) and np.array_equal(w.v[2], LANE)
    assert np.all(w.a[5] == 7)


def test_three_operand_and_bitfield_ops():
    def setup(w):
        w.v[1] = LANE
        w.v[2] = 0xF0F0F0F0
        w.s[3] = 0x100
        w.s[4] = 0x1000000
    w = run("""v_add3_u32 v3, v1, s3, -1
               v_or3_b32 v4, v1, v2, s4
               v_lshl_or_b32 v5, v1, 8, 3
               v_bfe_u32 v6, v2, 4, 8
               v_bfe_u32 v7, v1, 1, 3""", setup)
    assert np.array_equal(w.v[3], LANE + 0xFF)
    assert np.array_equal(w.v[4], LANE | 0xF0F0F0F0 | 0x1000000)
    assert np.array_equal(w.v[5], (LANE << 8) | 3)
    assert np.all(w.v[6] == 0x0F) and np.array_equal(w.v[7], (LANE >> 1) & 7)


def test_carry_chain_adds_64_bit_numbers():
    def setup(w):
        w.write("v[0:1]", (LANE.astype(np.uint64) << np.uint64(31)) + np.uint64(0xFFFFFFFF))
        w.write("v[2:3]", np.full(64, 0x1_0000_0001, np.uint64))
    w = run("""v_add_co_u32 v4, vcc, v0, v2
               v_addc_co_u32 v5, vcc, v1, v3, vcc
               v_sub_co_u32_e64 v6, s[0:1], v2, v0""", setup)
    x = (LANE.astype(object) << 31) + 0xFFFFFFFF
    want = [(int(v) + 0x1_0000_0001) % 2 ** 64 for v in x]
    assert [int(v) for v in w.read("v[4:5]", np.uint64)[0]] == want
    borrow = [int(1 < (int(v) & 0xFFFFFFFF)) for v in x]   # 1 - lo(x) < 0
    assert w.read("s[0:1]", np.uint64)[0] == sum(b << i for i, b in enumerate(borrow))


def test_movk_and_xor():
    def setup(w):
        w.write("s[2:3]", np.uint64(0xFF00FF00FF00FF00))
    w = run("s_movk_i32 s0, 0x8001\ns_movk_i32 s1, 0x7fff\ns_xor_b64 s[4:5], s[2:3], -1",
            setup)
    assert w.s[0] == 0xFFFF8001 and w.s[1] == 0x7FFF
    assert w.read("s[4:5]", np.uint64)[0] == 0x00FF00FF00FF00FF and w.scc == 1


def test_sdwa_selects_and_placement():
    def setup(w):
        w.v[1] = 0x11223344
        w.v[2] = 0xAABBCCDD
        w.v[3] = 0x99999999
    w = run("""v_or_b32_sdwa v4, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
               v_and_b32_sdwa v3, v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:BYTE_3
               v_mov_b32_sdwa v5, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_3
               v_mov_b32_sdwa v6, v2 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_2""", setup)
    assert np.all(w.v[4] == 0x11223344 | 0xDD)
    assert np.all(w.v[3] == 0x99990099 | ((0x1122 & 0xAA) << 8))
    assert np.all(w.v[5] == 0x00AA0000)
    assert np.all(w.v[6] == 0xFFFFFFBB)  # 0xBB has its top bit set: sign-filled


def test_trap_temporaries_flat_scratch_and_special_sources():
    w = run("""s_mov_b32 ttmp3, 7
               s_mov_b64 ttmp[4:5], -1
               s_mov_b64 flat_scratch, 0x1234
               s_mov_b32 flat_scratch_hi, 5
               v_mov_b32 v0, ttmp3
               v_add_u32 v1, flat_scratch_lo, v0
               s_add_u32 s0, xnack_mask_lo, 3
               s_cmp_eq_u32 src_vccz, 1
               s_cselect_b32 s1, src_shared_base, 0
               s_mov_b32 s2, src_execz""")
    assert w.ttmp[3] == 7 and list(w.ttmp[4:6]) == [0xFFFFFFFF] * 2
    assert list(w.s[102:104]) == [0x1234, 5]            # flat_scratch is s[102:103]
    assert np.all(w.v[0] == 7) and np.all(w.v[1] == 0x1234 + 7)
    assert w.s[0] == 3 and w.scc == 1 and w.s[1] == 0x10000 and w.s[2] == 0
    assert w.read("flat_scratch") == 5 << 32 | 0x1234


def test_cmpx_writes_exec_and_the_mask():
    """v_cmpx_*: lanes that fail the compare are switched off; the mask gets the same bits
    (inactive lanes 0)."""
    def setup(w):
        w.v[1] = LANE
        w.exec = (1 << 64) - 1 - 1      # lane 0 off
    w = run("v_cmpx_gt_u32 vcc, 40, v1\nv_mov_b32 v2, 7", setup)
    want = sum(1 << l for l in range(1, 40))
    assert w.exec == want and w.vcc == want
    assert np.array_equal(w.v[2], np.where((LANE >= 1) & (LANE < 40), 7, 0))
    w = run("v_cmpx_lt_f32_e64 s[0:1], v1, 0.5",
            lambda w: w.write("v1", (LANE * 0.25).astype(np.float32)))
    assert w.exec == 0b11 and int(w.s[0]) == 0b11 and w.s[1] == 0


def test_cmpx_is_a_vector_exec_write_for_the_accountant():
    from emulator.timing.estimate import estimate_cycles
    text = ("v_cmpx_gt_u32 vcc, 40, v1\n"
            "v_mfma_f32_16x16x16_f16 a[0:3], v[2:3], v[4:5], a[0:3]\ns_endpgm\n")
    hazards = estimate_cycles(assemble(text, "t.s"), execute=False).hazards
    assert [(h.rule, h.required) for h in hazards] == [("valu-exec-mfma", 4)]


def test_cache_maintenance_and_priority_change_nothing_and_s_trap_stops():
    from emulator.execution.runner import RunError
    w = Wavefront()
    w.v[0] = LANE
    before = (w.v.copy(), w.s.copy(), w.exec, w.vcc, w.scc)
    w.run(assemble("s_setprio 3\ns_dcache_wb\ns_dcache_inv\ns_icache_inv\nbuffer_wbl2 sc1\n"
                   "buffer_inv sc0 sc1\nbuffer_wbinvl1_vol\ns_endpgm\n", "c.s"))
    after = (w.v, w.s, w.exec, w.vcc, w.scc)
    assert all(np.array_equal(x, y) for x, y in zip(before, after))
    w = Wavefront()
    with pytest.raises(RunError, match=r"t.s:2: pc 1 \(s_trap 2\): s_trap 2: a trap"):
        w.run(assemble("s_mov_b32 s0, 1\ns_trap 2\ns_mov_b32 s0, 5\ns_endpgm\n", "t.s"))
    assert int(w.s[0]) == 1 and w.pc == 1


def test_perm_against_a_per_lane_reference():
    """Every selector byte value (0-255) and random sources, lane by lane in Python."""
    rng = np.random.default_rng(3)
    s0, s1 = (rng.integers(0, 1 << 32, 256, dtype=np.uint64) for _ in range(2))
    sel = np.arange(256, dtype=np.uint64) | rng.integers(0, 1 << 24, 256,
                                                         dtype=np.uint64) << np.uint64(8)

    def reference(a, b, s):
        pool, out = int(a) << 32 | int(b), 0
        for i in range(4):
            byte = int(s) >> (8 * i) & 0xFF
            signs = {8: int(b) >> 15, 9: int(b) >> 31, 10: int(a) >> 15, 11: int(a) >> 31}
            value = (pool >> (8 * byte) & 0xFF if byte < 8 else 0xFF * (signs[byte] & 1)
                     if byte < 12 else 0 if byte == 12 else 0xFF)
            out |= value << (8 * i)
        return out
    for part in range(4):
        lanes = slice(64 * part, 64 * part + 64)

        def setup(w):
            w.v[1], w.v[2], w.v[3] = s0[lanes], s1[lanes], sel[lanes]
        w = run("v_perm_b32 v4, v1, v2, v3", setup)
        want = [reference(a, b, s) for a, b, s in zip(s0[lanes], s1[lanes], sel[lanes])]
        assert w.v[4].tolist() == want
    # a selector in an SGPR (as compilers write it: its own path) or an inline constant,
    # every byte value in every place: selector k has bytes k, k+1, k+2, k+3 (mod 256)
    selectors = [sum(((k + i) % 256) << (8 * i) for i in range(4)) for k in range(256)]

    def setup(w):
        w.v[1], w.v[2] = s0[:64], s1[:64]
    for first in range(0, 256, 100):
        chosen = selectors[first:first + 100]
        lines = [f"s_mov_b32 s{j}, {value:#x}" for j, value in enumerate(chosen)]
        lines += [f"v_perm_b32 v{10 + j}, v1, v2, s{j}" for j in range(len(chosen))]
        lines += ["v_perm_b32 v200, v1, v2, 7", "v_perm_b32 v201, v1, v2, -1"]
        w = run("\n".join(lines), setup)
        for j, value in enumerate(chosen):
            assert w.v[10 + j].tolist() == [reference(a, b, value)
                                            for a, b in zip(s0[:64], s1[:64])], hex(value)
        for register, value in ((200, 7), (201, 0xFFFFFFFF)):
            assert w.v[register].tolist() == [reference(a, b, value)
                                              for a, b in zip(s0[:64], s1[:64])]


UNMODELLED = {"s_sendmsghalt": "s_sendmsghalt sendmsg(MSG_INTERRUPT)", "s_sethalt": "s_sethalt 1",
              "s_setvskip": "s_setvskip s1, s2", "s_rfe_b64": "s_rfe_b64 s[4:5]",
              "s_rfe_restore_b64": "s_rfe_restore_b64 s[4:5], s2",
              "s_cbranch_g_fork": "s_cbranch_g_fork s[4:5], s[6:7]",
              "s_cbranch_i_fork": "s_cbranch_i_fork s[4:5], done",
              "s_cbranch_join": "s_cbranch_join s4",
              "s_endpgm_ordered_ps_done": "s_endpgm_ordered_ps_done",
              "s_scratch_load_dword": "s_scratch_load_dword s5, s[2:3], s0",
              "s_scratch_load_dwordx2": "s_scratch_load_dwordx2 s[10:11], s[2:3], 0x1 glc",
              "s_scratch_load_dwordx4": "s_scratch_load_dwordx4 s[20:23], s[4:5], s0",
              "s_scratch_store_dword": "s_scratch_store_dword s1, s[4:5], 0x123 glc",
              "s_scratch_store_dwordx2": "s_scratch_store_dwordx2 s[2:3], s[4:5], s101 glc",
              "s_scratch_store_dwordx4": "s_scratch_store_dwordx4 s[4:7], s[4:5], s0",
              "ds_gws_init": "ds_gws_init v0 gds", "ds_gws_barrier": "ds_gws_barrier a2 gds",
              "ds_gws_sema_br": "ds_gws_sema_br v2 offset:65535 gds",
              "ds_gws_sema_v": "ds_gws_sema_v offset:4 gds", "ds_gws_sema_p": "ds_gws_sema_p gds",
              "ds_gws_sema_release_all": "ds_gws_sema_release_all gds",
              "buffer_store_lds_dword": "buffer_store_lds_dword s[4:7], s0 offset:4095 lds"}


def test_the_unmodelled_records_are_these():
    assert sorted(op.mnemonic for op in OPS if op.unmodelled) == sorted(UNMODELLED)


@pytest.mark.parametrize("name", sorted(UNMODELLED))
def test_an_unmodelled_instruction_loads_and_stops_only_when_run(name):
    """llvm-mc assembles them, so a file holding one in a path never taken runs; running
    one stops with its file:line and the record's reason."""
    from emulator.execution.runner import RunError
    line = UNMODELLED[name]
    program = assemble(f"s_mov_b32 s0, 1\ns_cbranch_scc1 done\n{line}\ndone:\ns_endpgm\n", "u.s")
    w = Wavefront()
    w.scc = 1
    w.run(program)
    assert int(w.s[0]) == 1 and str(program.instructions[2]) == line
    w = Wavefront()
    reason = next(op.unmodelled for op in OPS if op.mnemonic == name)
    with pytest.raises(RunError, match=rf"u.s:3: pc 2 .*{name} is not modelled: "
                                       rf"{re.escape(reason)}"):
        w.run(program)
    assert int(w.s[0]) == 1 and w.pc == 2


@pytest.mark.parametrize("text, printed, value", [
    ("sendmsg(MSG_INTERRUPT)", "sendmsg(MSG_INTERRUPT)", 1),
    ("0x1", "sendmsg(MSG_INTERRUPT)", 1),
    ("sendmsg(MSG_GS_DONE, GS_OP_NOP)", "sendmsg(MSG_GS_DONE, GS_OP_NOP)", 3),
    ("sendmsg(MSG_GS, GS_OP_EMIT, 1)", "sendmsg(MSG_GS, GS_OP_EMIT, 1)", 0x122),
    ("sendmsg(2, 2, 0)", "sendmsg(MSG_GS, GS_OP_EMIT, 0)", 0x22),
    ("sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)", "sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)", 0x2F),
    ("0", "sendmsg(0, 0, 0)", 0),
])
def test_s_sendmsg_assembles_as_llvm_mc_prints_it_and_changes_nothing(text, printed, value):
    """The message field as llvm-mc 19 reads and prints it (id [3:0], op [6:4], stream
    [9:8]); a compute wave's state is the same after it."""
    program = assemble(f"s_mov_b32 m0, 5\ns_sendmsg {text}\ns_endpgm\n")
    inst = program.instructions[1]
    assert str(inst) == f"s_sendmsg {printed}" and inst.operands[0].value == value
    w = Wavefront()
    w.run(program)
    assert w.pc != 1 and int(w.m0) == 5


@pytest.mark.parametrize("text", ["sendmsg(MSG_NOPE)", "sendmsg(MSG_GS, GS_OP_WHAT)",
                                  "sendmsg(MSG_GS, GS_OP_EMIT, 4)", "0x10000", "sendmsg"])
def test_a_bad_message_is_a_located_error(text):
    with pytest.raises(isa.IsaError, match=r"<input>:1:\d+: error: s_sendmsg"):
        assemble(f"s_sendmsg {text}\n")


@pytest.mark.parametrize("line", [
    "v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:1",
    "v_mfma_i32_16x16x32_i8 v[0:3], v[4:5], v[6:7], v[0:3] blgp:5",
    "v_mfma_f32_32x32x1_2b_f32 a[0:31], v0, v1, a[0:31] cbsz:1 abid:2",
])
def test_an_mfma_with_undefined_modifiers_assembles_and_stops_when_run(line):
    """llvm-mc encodes CBSZ/ABID/BLGP values AMD's calculator says must be 0 for the
    instruction; their effect is undefined: the program loads, running the MFMA stops
    with the reason."""
    from emulator.execution.runner import RunError
    program = assemble(f"s_cbranch_scc1 skip\n{line}\nskip:\ns_endpgm\n", "m.s")
    w = Wavefront()
    w.scc = 1
    w.run(program)   # (not run: nothing to say)
    with pytest.raises(RunError, match=r"m.s:2: pc 1 .* is not modelled: .*must be .*"
                                       r"undefined"):
        Wavefront().run(program)


@pytest.mark.parametrize("spec", [op for op in OPS if op.jumps], ids=lambda op: op.mnemonic)
def test_a_direct_branch_jumps_as_its_record_says(spec):
    """One definition of each branch's condition, its record's ``jumps``: the interpreter
    and the compiled blocks' condition (blocks/templates.py branch_condition) both follow it."""
    from emulator.execution.blocks.templates import branch_condition
    from emulator.execution.runner import step_one
    # (the ISA guide's meaning of each, written out: the record must say the same)
    assert spec.jumps == {"s_branch": "always", "s_cbranch_scc0": "if_clear",
                          "s_cbranch_scc1": "if_set", "s_cbranch_vccz": "if_clear",
                          "s_cbranch_vccnz": "if_set", "s_cbranch_execz": "if_clear",
                          "s_cbranch_execnz": "if_set"}[spec.mnemonic]
    program = assemble(f"  {spec.mnemonic} .Lend\n  s_nop 0\n.Lend:\n  s_endpgm\n", "b.s")
    for value in (0, 1, 1 << 40):
        if spec.jumps == "always":
            want = True
        else:
            want = (value != 0) == (spec.jumps == "if_set")
        w = Wavefront()
        w.scc = w.vcc = w.exec = 0
        if spec.jumps != "always":
            setattr(w, spec.reads[0], min(value, 1) if spec.reads[0] == "scc" else value)
        assert (step_one(w, program) == 2) == want
        registers = {"scc": w.scc, "vcc": w.vcc, "ex": w.exec, "ZERO": 0}
        assert eval(branch_condition(spec), {}, registers) == want
