"""Compiled lanes (emulator/execution/blocks/compiled_lanes.py): an instruction defined by a
lane composition runs its plain form as one ufunc compiled from that composition, giving
the bits numpy's forms give — on random registers with NaNs, infinities, denormals and
signed zeros, register and constant operands, in a run whose programs use them — and only
where the plain form runs (full EXEC, the default MODE), only with compiled code on and
numba in use. The default run compiles a sample of the compositions; ``-m exhaustive``
every one a line can run."""

from __future__ import annotations

import subprocess
import sys
import time

import numpy as np
import pytest

import numba  # noqa: F401 (the compiled lanes' rule: numba in use in the process)

from isa.assembler import assemble
from isa.gfx942.ops import OPS

from emulator import Wavefront
from emulator.execution.blocks.compiled_lanes import (compilable_lanes, compiled_lanes,
                                                      lanes_source)
from emulator.execution.options import ExecutionOptions
from emulator.execution.runner import run
from emulator.state.wavefront import DEFAULT_MODE

from tests.test_plain_form import _random_wave

pytestmark = pytest.mark.xdist_group("compiled_lanes")   # (one process compiles them)

# (a line per source count: registers, and a constant where the composition takes one)
_LINES = {1: ["{m} v9, v2"], 2: ["{m} v9, v2, v3", "{m} v3, v3, v2", "{m} v9, 0.5, v3",
                                 "{m} v9, v2, 37"],
          3: ["{m} v9, v2, v3, v4", "{m} v4, v2, v3, v4", "{m} v9, v2, 5, v3",
              "{m} v9, v2, v3, 0x3fc00000", "{m} v9, -2.0, v3, v4"],
          # (a composition with a lane mask too: v_div_scale_f32's VCC)
          4: ["{m} v9, vcc, v2, v3, v4", "{m} v9, s[4:5], v2, v2, v3"]}
SAMPLE = ("v_fma_f32", "v_max_f32", "v_min3_f32", "v_lshl_add_u32", "v_mul_hi_i32",
          "v_med3_i32", "v_alignbyte_b32", "v_cvt_i32_f32", "v_lshrrev_b32")


def _program(mnemonic: str):
    """Every line of ``mnemonic`` the tests try that assembles, and its composition's
    compiled-lanes lines among them, as one program."""
    spec = next(op for op in OPS if op.mnemonic == mnemonic)
    lines = [line.format(m=mnemonic) for line in _LINES[len(spec.operands) - 1]]
    kept = []
    for line in lines:
        try:
            assemble(line + "\n", "t.s")
        except ValueError:
            continue
        kept.append(line)
    return assemble("\n".join(kept + ["s_endpgm"]) + "\n", "t.s")


def _compilable():
    """The records some line of which runs compiled lanes."""
    return [op.mnemonic for op in OPS if op.lanes and any(
        compilable_lanes(inst) for inst in _program(op.mnemonic).instructions)]


def _same_run(program, options, seeds=range(3), exec_mask=None, mode=None):
    """The program run with ``options`` and with numpy's forms (blocks off) on equal random
    waves: the same registers, VCC and EXEC."""
    for seed in seeds:
        mine, theirs = _random_wave(seed), _random_wave(seed)
        for wave in (mine, theirs):
            if exec_mask is not None:
                wave.exec = exec_mask
            if mode is not None:
                wave.mode = mode
        with np.errstate(all="ignore"):
            run(mine, program, options=options)
            run(theirs, program, options=ExecutionOptions(blocks="off"))
        assert np.array_equal(mine.v, theirs.v), (program.instructions, seed)
        assert np.array_equal(mine.s, theirs.s), (program.instructions, seed)
        assert (mine.vcc, mine.exec) == (theirs.vcc, theirs.exec)


@pytest.fixture(scope="module")
def sync_options(tmp_path_factory):
    # (hot never reached: only the compiled lanes are compiled code in these runs)
    return ExecutionOptions(blocks="sync", hot=10 ** 9,
                            block_cache=tmp_path_factory.mktemp("blocks"))


def test_the_sample_is_compilable():
    assert set(SAMPLE) <= set(_compilable())


@pytest.mark.parametrize("mnemonic", SAMPLE)
def test_compiled_lanes_give_numpys_bits(mnemonic, sync_options):
    program = _program(mnemonic)
    lanes = compiled_lanes(program, sync_options)
    assert lanes is not None and lanes.wanted
    _same_run(program, sync_options)
    # (they did run: each wanted composition is loaded, and its instructions' runs are its)
    assert set(lanes.compiled) == set(lanes.wanted.values())
    assert lanes.made


@pytest.mark.exhaustive
@pytest.mark.parametrize("mnemonic", _compilable())
def test_every_compiled_composition_gives_numpys_bits(mnemonic, sync_options):
    program = _program(mnemonic)
    _same_run(program, sync_options, seeds=range(6))
    assert set(compiled_lanes(program, sync_options).compiled) == {
        lanes_source(inst.spec.lanes, inst.spec.operands[1:])
        for inst in program.instructions if compilable_lanes(inst)}


COMPARES = ("v_cmp_lt_f32", "v_cmp_nge_f32", "v_cmp_o_f32", "v_cmp_u_f32", "v_cmp_lg_f32",
            "v_cmp_eq_u32", "v_cmp_gt_i32", "v_cmp_ne_i32", "v_cmpx_le_f32", "v_cmpx_ge_u32")


def _compares(mnemonic: str):
    return assemble(f"{mnemonic} vcc, v2, v3\n{mnemonic}_e64 s[4:5], v3, v2\n"
                    f"{mnemonic} vcc, 0.5, v3\n{mnemonic}_e64 s[6:7], v2, -4\n"
                    f"{mnemonic} vcc, v2, v2\ns_endpgm\n", "t.s")


@pytest.mark.parametrize("mnemonic", COMPARES)
def test_compiled_compares_give_numpys_masks(mnemonic, sync_options):
    """A compare's mask from its record's condition compiled (NaNs, signed zeros, infinities
    among the lanes), to VCC, an SGPR pair and for v_cmpx EXEC: numpy's bits."""
    program = _compares(mnemonic)
    lanes = compiled_lanes(program, sync_options)
    assert lanes is not None and len(lanes.wanted) == 5
    _same_run(program, sync_options, seeds=range(4))
    assert lanes.compiled and lanes.made


SELECTS = ("v_cndmask_b32 v9, v2, v3, vcc\nv_cndmask_b32_e64 v9, v2, 1.0, s[4:5]\n"
           "v_cndmask_b32 v3, v2, v3, vcc\nv_cndmask_b32 v2, 0.5, v2, vcc\n"
           "v_cndmask_b32_e64 v5, -4, v6, s[4:5]\ns_endpgm\n")


def test_compiled_select_gives_numpys_rows(sync_options):
    """v_cndmask_b32 by VCC or an SGPR pair, a source the destination or a constant: its
    composition compiled with the mask's lane a boolean, numpy's rows."""
    program = assemble(SELECTS, "t.s")
    lanes = compiled_lanes(program, sync_options)
    assert lanes is not None and len(lanes.wanted) == 5
    assert set(lanes.wanted.values()) == {
        lanes_source("select({2}, {1}, {0})", ("src:f32", "src:f32", "mask"))}
    _same_run(program, sync_options, seeds=range(4))
    _same_run(program, sync_options, exec_mask=0x0F0F_F0F0_1234_8001)
    assert lanes.compiled and lanes.made


def test_partial_exec_and_other_modes_run_the_general_form(sync_options):
    program = _program("v_fma_f32")
    _same_run(program, sync_options, exec_mask=0x0F0F_F0F0_1234_8001)
    # f32 rounding toward zero; f32 denormals flushed: the compiled lanes assume neither
    _same_run(program, sync_options, mode=DEFAULT_MODE | 0x3)
    _same_run(program, sync_options, mode=DEFAULT_MODE & ~0x30)
    _same_run(_compares("v_cmpx_lt_f32"), sync_options, exec_mask=0x0F0F_F0F0_1234_8001)


def test_lines_numpy_runs_in_one_ufunc_are_not_compiled():
    program = assemble("v_add_f32 v1, v2, v3\nv_lshlrev_b32 v1, 2, v3\n"
                       "v_lshlrev_b32 v1, v2, v3\nv_fma_f32 v1, v2, v3, v4 clamp\n"
                       "v_fma_f32 v1, s2, v3, v4\nv_fma_f32 v1, v2, v3, v4\n"
                       "v_mov_b32 v1, v2\ns_endpgm\n", "t.s")
    wanted = [compilable_lanes(inst) for inst in program.instructions]
    # (a shift by a constant count folds to one ufunc; a register count is two)
    assert wanted == [None, None, "shl32({1}, {0})", None, None, "fma_f32({0}, {1}, {2})",
                      None, None]


def test_the_source_is_the_records_composition():
    """The lanes' body is the composition with each lane word a call of its function (the
    word's one definition: word_functions.py, as blocks call them), its sources the lanes'
    arguments; the module names the words' version."""
    from emulator.execution.blocks.word_functions import words_name
    text = lanes_source("add32(shl32({0}, {1}), {2})")
    assert "def lanes(s0, s1, s2):\n    return W.add32(W.shl32(s0, s1), s2)\n" in text
    assert f"W = words_at(__file__, {words_name()!r})" in text
    assert '@vectorize(["uint32(uint32, uint32, uint32)"], cache=True)' in text
    select = lanes_source("select({2}, {1}, {0})", ("src:f32", "src:f32", "mask"))
    assert '@vectorize(["uint32(uint32, uint32, boolean)"], cache=True)' in select
    assert "    return W.select(s2, s1, s0)\n" in select


def test_none_with_compiled_code_off():
    program = _program("v_fma_f32")
    assert compiled_lanes(program, ExecutionOptions(blocks="off")) is None


def test_background_compiles_in_a_child_and_later_runs_use_them(tmp_path):
    options = ExecutionOptions(blocks="background", hot=10 ** 9, block_cache=tmp_path)
    program = _program("v_mul_hi_u32")
    lanes = compiled_lanes(program, options)
    _same_run(program, options, seeds=[0])
    assert lanes.child is not None and not lanes.compiled   # (the first run interprets)
    deadline = time.monotonic() + 120
    while lanes.child is not None and time.monotonic() < deadline:
        lanes.child.wait(timeout=120)
        _same_run(program, options, seeds=[1])
    assert set(lanes.compiled) == {lanes_source("mul_hi_u32({0}, {1})")}
    _same_run(program, options, seeds=[2])


def test_a_process_without_numba_never_imports_it(tmp_path):
    """Compiled lanes found in the cache do not pull numba into a run that uses no other
    compiled code (its start costs more than they save)."""
    script = (
        "import sys, numpy as np\n"
        "from isa.assembler import assemble\n"
        "from emulator import Wavefront\n"
        "from emulator.execution.options import ExecutionOptions\n"
        "from emulator.execution.runner import run\n"
        f"options = ExecutionOptions(blocks='sync', block_cache={str(tmp_path)!r})\n"
        "program = assemble('v_fma_f32 v1, v2, v3, v4\\ns_endpgm\\n', 't.s')\n"
        "run(Wavefront(), program, options=options)\n"
        "print('numba' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "False"


def test_a_wave_of_a_run_sees_each_instructions_own_result(sync_options):
    """A chain through one register, compiled lanes feeding each other: the same values."""
    program = assemble("v_fma_f32 v5, v2, v3, v4\nv_max_f32 v6, v5, v3\n"
                       "v_lshl_add_u32 v7, v6, 3, v5\nv_mul_hi_i32 v8, v7, v6\n"
                       "v_fma_f32 v5, v8, v5, v7\ns_endpgm\n", "t.s")
    _same_run(program, sync_options)
    wave = Wavefront()
    wave.v[2:5] = np.float32(1.5).view(np.uint32)
    run(wave, program, options=sync_options)
    assert wave.v[6, 0].view(np.float32) == np.float32(1.5 * 1.5 + 1.5)
