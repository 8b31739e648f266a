"""A second target built from gfx942 by overriding rows: look-up, assembly, timing, wait
states and MFMA plans all follow the target they are given, and gfx942 stays as it was."""

from __future__ import annotations

import numpy as np
import pytest

import emulator
import isa
from emulator.execution.mfma.execute import plan_for
from isa.gfx942.hazards import HAZARDS
from isa.hazards import VALU, VALU_TO_MFMA, HazardRule

F16 = "v_mfma_f32_32x32x8_f16"
TWO = f"{F16} a[0:15], v[0:1], v[2:3], a[0:15]\n" * 2 + "s_endpgm\n"


@pytest.fixture(scope="module")
def slow():
    rows = tuple(HazardRule(r.role, r.producer, 5) if r.role == VALU_TO_MFMA else r
                 for r in HAZARDS)
    # (passes and co-execution slots derive from the cycles)
    return isa.GFX942.derive("gfx942-slow", matrix={F16: {"cycles": 64}}, hazards=rows)


def test_lookup_follows_the_target(slow):
    assert (slow.lookup(F16).cycles, slow.lookup(F16).passes) == (64, 16)
    assert isa.GFX942.lookup(F16).cycles == 32
    assert slow.lookup("v_mfma_f32_32x32x8f16") is slow.lookup(F16)   # aliases too
    assert slow.find_mnemonic(F16) is slow.lookup(F16)
    assert isa.lookup(F16) is isa.GFX942.lookup(F16)
    with pytest.raises(KeyError, match="no such rows"):
        isa.GFX942.derive("x", matrix={"v_mfma_nothing": {"cycles": 1}})


def test_assembly_and_timing_follow_the_target(slow):
    ours, base = isa.assemble(TWO, target=slow), isa.assemble(TWO)
    assert ours.target is slow and base.target is isa.GFX942
    assert ours.instructions[0].mfma.record is slow.lookup(F16)
    assert emulator.estimate_cycles(ours).summary()["total_cycles"] == 128
    assert emulator.estimate_cycles(base).summary()["total_cycles"] == 64


def test_wait_states_follow_the_targets_rows(slow):
    text = f"v_mov_b32 v0, 0\n{F16} a[0:15], v[0:1], v[2:3], a[0:15]\ns_endpgm\n"
    (ours,) = emulator.estimate_cycles(isa.assemble(text, target=slow)).hazards
    (base,) = emulator.estimate_cycles(isa.assemble(text)).hazards
    assert (ours.rule, ours.required, base.required) == (VALU_TO_MFMA, 5, 2)
    assert slow.hazards.required(VALU, 1, VALU_TO_MFMA) == 5


def test_plans_and_results_follow_the_target(slow):
    mods = isa.Modifiers()
    assert plan_for(slow.lookup(F16), mods).record is slow.lookup(F16)
    assert plan_for(isa.lookup(F16), mods).record is isa.lookup(F16)
    rng = np.random.default_rng(0)
    a, b = (rng.standard_normal((32, 8)).astype(np.float16),
            rng.standard_normal((8, 32)).astype(np.float16))
    c = np.zeros((32, 32), np.float32)
    assert np.array_equal(emulator.mfma(slow.lookup(F16), a, b, c), emulator.mfma(F16, a, b, c))
    wave = emulator.Wavefront(slow)
    wave.execute(f"{F16} a[0:15], v[0:1], v[2:3], a[0:15]")
    assert wave.target is slow


def test_a_target_must_be_a_target():
    with pytest.raises(isa.errors.ArgumentError, match="isa.Target"):
        isa.assemble("s_endpgm\n", target="gfx942")
    with pytest.raises(isa.errors.ArgumentError, match="isa.Target"):
        emulator.Wavefront("gfx90a")


def test_register_counts_follow_the_target():
    small = isa.GFX942.derive("gfx942-small", vgprs=128, agprs=64)
    isa.assemble("v_mov_b32 v127, v0\ns_endpgm\n", target=small)
    with pytest.raises(isa.AsmError, match=r"1:1: error: v_mov_b32: v128 is not a register of "
                                            r"gfx942-small \(128 v registers\)"):
        isa.assemble("v_mov_b32 v128, v0\ns_endpgm\n", target=small)
    with pytest.raises(isa.AsmError, match=r"a\[56:71\] is not a register"):
        isa.assemble(f"{F16} a[56:71], v[0:1], v[2:3], a[56:71]\n", target=small)
    wave = emulator.Wavefront(small)
    assert wave.v.shape == (128, 64) and wave.a.shape == (64, 64)


def test_a_target_travels_to_worker_processes(slow):
    import pickle
    again = pickle.loads(pickle.dumps(slow))
    assert again.name == "gfx942-slow" and again.lookup(F16).cycles == 64
    assert again.hazards.required(VALU, 1, VALU_TO_MFMA) == 5
    assert pickle.loads(pickle.dumps(isa.GFX942)) is isa.GFX942   # (by name)
