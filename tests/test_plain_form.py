"""The plain form of element-wise instructions (emulator/execution/ops/plain.py) is the
general form's result, bit for bit: every instruction whose binder is ``Elementwise``, with
register and constant operands, on random registers (floats, NaNs, denormals, integers),
against its general closure, warning of nothing numpy deprecates; and the plain form is
left when EXEC or MODE is not plain."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import isa

from isa.assembler import assemble
from isa.targets import target_or_default

from emulator import Wavefront
from emulator.execution.ops import SEMANTICS, bind
from emulator.execution.ops.plain import Elementwise, plain, plain_operands
from emulator.state.wavefront import DEFAULT_MODE

BINDERS = SEMANTICS.table(isa.GFX942)
ELEMENTWISE = sorted(m for m, b in BINDERS.items() if isinstance(b, Elementwise))
_SPECIAL = np.array([0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001,
                     0x00000001, 0x807FFFFF, 0x3F800000, 0xFFFFFFFF], np.uint32)


def _random_wave(seed: int) -> Wavefront:
    rng = np.random.default_rng(seed)
    wave = Wavefront()
    wave.vcc = int(rng.integers(0, 1 << 63)) * 2 + seed % 2
    wave.s[4:6] = rng.integers(0, 1 << 32, 2, dtype=np.uint64).astype(np.uint32)
    floats = rng.standard_normal((16, 64)).astype(np.float32).view(np.uint32)
    words = rng.integers(0, 1 << 32, (16, 64), dtype=np.uint64).astype(np.uint32)
    pick = rng.random((16, 64))
    wave.v[:16] = np.where(pick < 0.4, floats, np.where(pick < 0.7, rng.choice(
        _SPECIAL, (16, 64)), words))
    return wave


def _lines(mnemonic: str):
    """Lines of one and of two sources (those the record does not take fail to assemble)."""
    return [f"{mnemonic} v9, v2", f"{mnemonic} v9, 0x3fc00000", f"{mnemonic} v9, -4",
            f"{mnemonic} v9, v2, v3", f"{mnemonic} v9, 0.5, v3", f"{mnemonic} v9, v2, 7",
            f"{mnemonic} v2, v2, v2", f"{mnemonic} v9, v2, v3, v4",
            f"{mnemonic} v9, v2, v3, v9", f"{mnemonic} v2, v2, v3, v2",
            f"{mnemonic} v9, v2, 0x3fc00000, v3", f"{mnemonic} v9, v2, v3, 0x3fc00000",
            # (small integer constants: a shift count that is not a multiple of 32)
            f"{mnemonic} v9, 37, v2", f"{mnemonic} v9, v2, 5, v3", f"{mnemonic} v3, v2, 37, v3",
            # (compares: to VCC or an SGPR pair; selects: by VCC or an SGPR pair)
            f"{mnemonic} vcc, v2, v3", f"{mnemonic} vcc, 0.5, v3", f"{mnemonic} vcc, v2, v2",
            f"{mnemonic}_e64 s[4:5], v2, -3", f"{mnemonic}_e64 s[4:5], v3, v2",
            f"{mnemonic} v9, v2, v3, vcc", f"{mnemonic}_e64 v9, v2, 1.0, s[4:5]",
            f"{mnemonic}_e64 v3, v2, v3, s[4:5]", f"{mnemonic} v2, v2, v3, vcc",
            f"{mnemonic} v2, 0.5, v2, vcc", f"{mnemonic} v2, v2, v2, vcc"]


def test_the_elementwise_set_is_the_expected_one():
    assert {"v_add_f32", "v_mul_f32", "v_sub_f32", "v_add_u32", "v_and_b32",
            "v_mov_b32", "v_fma_f32", "v_fmac_f32", "v_lshlrev_b32",
            "v_cvt_f32_i32", "v_cndmask_b32", "v_cmp_eq_u32", "v_cmpx_lt_f32",
            "v_cmp_neq_f32"} <= set(ELEMENTWISE)


@pytest.mark.parametrize("mnemonic", ELEMENTWISE)
def test_plain_form_equals_the_general_form(mnemonic):
    checked = 0
    for line in _lines(mnemonic):
        try:
            inst = assemble(f" {line}\n", "t.s").instructions[0]
        except ValueError:
            continue   # (a form the record does not take)
        general = BINDERS[mnemonic].general(inst)
        if plain(BINDERS[mnemonic], inst, general) is general:
            continue   # (no plain form for this line: 16/64-bit, SGPR sources…)
        for seed in range(4):
            mine, theirs = _random_wave(seed), _random_wave(seed)
            # (and nothing numpy deprecates: an out passed by position to np.maximum)
            with np.errstate(all="ignore"), warnings.catch_warnings():
                warnings.simplefilter("error", DeprecationWarning)
                assert bind(inst)(mine) is None
                general(theirs)
            assert np.array_equal(mine.v, theirs.v), (line, seed)
            assert np.array_equal(mine.s, theirs.s), (line, seed)
            assert (mine.vcc, mine.exec) == (theirs.vcc, theirs.exec), (line, seed)
        checked += 1
    spec = target_or_default(None).find_op(mnemonic)[0]
    words = spec is not None and all(k.partition(":")[2] in ("b32", "f32", "i32", "u32")
                                     for k in spec.operands if k.startswith("src"))
    # (never plain: an accumulator source or destination, a 64-bit move, a class test's
    # second type)
    never = ("v_mov_b64", "v_accvgpr_write_b32", "v_accvgpr_read_b32", "v_accvgpr_mov_b32",
             "v_cmp_class_f32", "v_cmpx_class_f32")
    if words and mnemonic not in never and not spec.carries:   # (a carry out: its mask)
        assert checked >= 1, mnemonic


def test_the_plain_form_leaves_for_partial_exec_and_other_modes():
    inst = assemble(" v_add_f32 v9, v2, v3\n", "t.s").instructions[0]
    for exec_, mode in ((0xF0F0, DEFAULT_MODE), ((1 << 64) - 1, DEFAULT_MODE | 3)):
        mine, theirs = _random_wave(5), _random_wave(5)
        mine.exec = theirs.exec = exec_
        mine.mode = theirs.mode = mode
        bind(inst)(mine)
        BINDERS["v_add_f32"].general(inst)(theirs)
        assert np.array_equal(mine.v, theirs.v)
        if exec_ != (1 << 64) - 1:
            assert np.array_equal(mine.v[9, 16:24], _random_wave(5).v[9, 16:24])


@pytest.mark.parametrize("line", ["v_add_f32_sdwa v9, v2, v3 dst_sel:WORD_1",
                                  "v_add_f32_e64 v9, -v2, v3", "v_add_f32_e64 v9, v2, v3 clamp",
                                  "v_add_u32 v9, s2, v3", "v_mov_b32 v9, s3",
                                  "v_add_f32_dpp v9, v2, v3 quad_perm:[1,0,3,2]"])
def test_modified_operands_never_take_the_plain_form(line):
    assert plain_operands(assemble(f" {line}\n", "t.s").instructions[0]) is None


@pytest.mark.parametrize("mnemonic", ["v_max_f32", "v_min_f32"])
def test_max_and_min_check_each_row_for_the_lanes_numpy_gets_wrong(mnemonic):
    """V_MAX/MIN_F32's plain form keeps numpy's maximum (minimum) only for a row with no NaN
    and no zero result (ops/valu.py ``minmax_f32_lanes``): rows of ordinary floats, and rows
    where one lane alone holds a ±0 pair, a quiet or signalling NaN, an infinity or a
    denormal, each equal the general form's."""
    rng = np.random.default_rng(7)
    pairs = [(0x00000000, 0x80000000), (0x80000000, 0x00000000), (0x7FC00000, 0x3F800000),
             (0x3F800000, 0x7F800001), (0xFF800001, 0x7F800001), (0x7F800000, 0xFF800000),
             (0x00000001, 0x80000001), (0x80000000, 0x80000000), (0xBF800000, 0x00000000)]
    for line in (f"{mnemonic} v9, v2, v3", f"{mnemonic} v2, v2, v3", f"{mnemonic} v9, 0.5, v3"):
        inst = assemble(f" {line}\n", "t.s").instructions[0]
        general = BINDERS[mnemonic].general(inst)
        assert plain(BINDERS[mnemonic], inst, general) is not general
        for case, pair in enumerate([None] + pairs):
            mine, theirs = Wavefront(), Wavefront()
            rows = rng.standard_normal((2, 64)).astype(np.float32).view(np.uint32)
            if pair is not None:
                rows[:, case % 64] = pair
            mine.v[2:4] = theirs.v[2:4] = rows
            with np.errstate(all="ignore"):
                bind(inst)(mine)
                general(theirs)
            assert np.array_equal(mine.v, theirs.v), (line, pair)
