"""A second target built from gfx942 by overriding rows: look-up, assembly, timing, wait
states and MFMA plans all follow the target they are given, and gfx942 stays as it was."""

from __future__ import annotations

import numpy as np
import pytest

import emulator
import isa
from emulator.execution.mfma.execute import plan_for
from emulator.execution.ops import BINDERS, semantics
from emulator.kernel_metadata import LaunchFault
from tests.helpers import kept_blocks
from isa.formats import FORMATS
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


# -- a target is data: formats and LDS size follow it --------------------------------------
FP8 = "v_mfma_f32_16x16x32_fp8_fp8"


@pytest.fixture(scope="module")
def ocp():
    """gfx942 with OCP fp8/bf8 (E4M3FN / E5M2, as gfx950 has) and 160 KiB of LDS."""
    return isa.GFX942.derive("gfx942-ocp", formats={"fp8": FORMATS["fp8_ocp"],
                                                    "bf8": FORMATS["bf8_ocp"]},
                             lds_bytes=160 * 1024)


def _fp8_mfma(target, a_bits, b_bits):
    wave = emulator.Wavefront(target)
    wave.write_matrix(FP8, "A", a_bits, "v0")
    wave.write_matrix(FP8, "B", b_bits, "v2")
    wave.write_matrix(FP8, "C", np.zeros((1, 16, 16), np.float32), "a0")
    wave.run(isa.assemble(f"{FP8} a[0:3], v[0:1], v[2:3], a[0:3]\ns_endpgm\n", target=target))
    return wave.read_matrix(FP8, "D", "a0")[0].astype(np.float64)


def test_an_mfma_reads_the_formats_its_target_names(ocp):
    import ml_dtypes
    rng = np.random.default_rng(7)
    # (small magnitudes, no NaN patterns in either format: every sum is exact in f32)
    a_bits = rng.choice(np.arange(0x20, 0x48, dtype=np.uint8), (1, 16, 32)) | \
        (rng.integers(0, 2, (1, 16, 32), dtype=np.uint8) << 7)
    b_bits = rng.choice(np.arange(0x20, 0x48, dtype=np.uint8), (1, 32, 16))
    for target, typed in ((isa.GFX942, ml_dtypes.float8_e4m3fnuz),
                          (ocp, ml_dtypes.float8_e4m3fn)):
        a = a_bits[0].view(typed).astype(np.float64)
        b = b_bits[0].view(typed).astype(np.float64)
        assert np.array_equal(_fp8_mfma(target, a_bits, b_bits), a @ b), target.name
    # (the same bytes: E4M3FN's bias is 7, E4M3FNUZ's 8, so each product is 4x)
    assert np.array_equal(_fp8_mfma(ocp, a_bits, b_bits),
                          4 * _fp8_mfma(isa.GFX942, a_bits, b_bits))
    typed = emulator.Wavefront(ocp)
    typed.write_matrix(FP8, "A", np.full((1, 16, 32), 448.0), "v0")   # (E4M3FN's largest)
    assert np.all(typed.read_matrix(FP8, "A", "v0", raw=True) == 0x7E)


def test_a_conversion_reads_the_formats_its_target_names(ocp):
    text = "v_cvt_f32_fp8 v1, v0\nv_cvt_f32_bf8 v2, v0\ns_endpgm\n"
    got = {}
    for target in (isa.GFX942, ocp):
        wave = emulator.Wavefront(target)
        wave.v[0] = np.arange(64, dtype=np.uint32) + 0x38
        wave.run(isa.assemble(text, target=target))
        got[target.name] = (wave.v[1].view(np.float32).copy(), wave.v[2].view(np.float32).copy())
    assert np.array_equal(got["gfx942-ocp"][0], 2 * got["gfx942"][0])   # (bias 7 vs 8)
    assert np.array_equal(got["gfx942-ocp"][1], 2 * got["gfx942"][1])   # (bias 15 vs 16)


LDS_KERNEL = """
    .text
    .globl far_lds
    .p2align 8
    .type far_lds,@function
far_lds:
    s_load_dwordx2 s[0:1], s[0:1], 0x0
    v_lshlrev_b32 v1, 2, v0
    v_add_u32 v2, 0x20000, v1
    v_add_u32 v3, 7, v0
    ds_write_b32 v2, v3
    s_waitcnt lgkmcnt(0)
    ds_read_b32 v4, v2
    v_mov_b32 v5, 0
    s_waitcnt lgkmcnt(0)
    global_store_dword v1, v4, s[0:1]
    s_endpgm
    .section .rodata,"a",@progbits
    .p2align 6, 0x0
    .amdhsa_kernel far_lds
        .amdhsa_user_sgpr_kernarg_segment_ptr 1
        .amdhsa_next_free_vgpr 8
        .amdhsa_next_free_sgpr 8
        .amdhsa_accum_offset 8
    .end_amdhsa_kernel
    .amdgpu_metadata
---
amdhsa.kernels:
  - .name: far_lds
    .symbol: far_lds.kd
    .args:
      - {.address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer}
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .sgpr_count: 8
    .vgpr_count: 8
    .wavefront_size: 64
    .max_flat_workgroup_size: 64
...
    .end_amdgpu_metadata
"""


def test_an_lds_kernel_has_its_targets_lds(ocp):
    """An access 128 KiB into LDS: in range on a target with 160 KiB, a fault on gfx942."""
    out = np.zeros(64, np.uint32)
    emulator.launch(isa.assemble(LDS_KERNEL, target=ocp), kernel="far_lds", args=[out])
    assert np.array_equal(out, np.arange(64) + 7)
    with pytest.raises(LaunchFault, match="LDS|lds"):
        emulator.launch(isa.assemble(LDS_KERNEL), kernel="far_lds", args=[np.zeros(64, np.uint32)])
    with pytest.raises(emulator.LaunchError, match="a workgroup has 163840"):
        emulator.launch(isa.assemble(LDS_KERNEL, target=ocp), kernel="far_lds",
                        args=[out], lds_bytes=161 * 1024)


def test_a_derived_target_travels_to_worker_processes(ocp):
    import pickle
    again = pickle.loads(pickle.dumps(ocp))
    assert again.lds_bytes == 160 * 1024 and again.format("fp8").name == "fp8_ocp"


def test_the_default_target_is_set_once_and_followed(ocp, monkeypatch, capsys):
    from isa import targets
    from emulator.tools.cli import main as wfemu
    monkeypatch.setitem(targets.TARGETS, ocp.name, ocp)
    monkeypatch.setattr(targets, "_default", targets.default_target())
    assert isa.default_target() is isa.GFX942
    with pytest.raises(isa.errors.ArgumentError, match="unknown target 'gfx908'"):
        isa.set_default_target("gfx908")
    previous = isa.set_default_target("gfx942-ocp")
    assert previous is isa.GFX942 and isa.default_target() is ocp
    assert isa.assemble("s_endpgm").target is ocp and emulator.Wavefront().target is ocp
    assert isa.lookup(FP8) is ocp.lookup(FP8)
    isa.set_default_target(isa.GFX942)
    assert wfemu(["--target", "gfx942-ocp", "list", "--kind", "mfma", "--format", "csv"]) == 0
    assert isa.default_target() is ocp
    assert FP8 in capsys.readouterr().out
    assert wfemu(["--target", "nonesuch", "list"]) == 3
    assert "unknown target 'nonesuch' (known: gfx90a, gfx942, gfx942-ocp, gfx950)" in \
        capsys.readouterr().err
    with pytest.raises(isa.errors.ArgumentError, match="already registered"):
        targets.register(isa.GFX942.derive("gfx942-ocp"))


def test_a_launch_assembles_text_for_the_target_it_is_given(ocp):
    out = np.zeros(64, np.uint32)
    emulator.launch(LDS_KERNEL, kernel="far_lds", args=[out], target=ocp)
    assert np.array_equal(out, np.arange(64) + 7)


# (LDS_KERNEL with its body between the address and the store replaced: OP, then its
# result moved to the stored register)
_BODY = LDS_KERNEL[LDS_KERNEL.index("    v_add_u32 v2, 0x20000"):
                   LDS_KERNEL.index("    s_waitcnt lgkmcnt(0)\n    global_store")]
KERNEL_SUB = LDS_KERNEL.replace(_BODY, "    v_mov_b32 v2, v0\n    OP\n    v_mov_b32 v4, v3\n") \
    .replace("far_lds", "op")


# -- semantics follow the target's records ----------------------------------------------------
ROUNDED_DOWN = "tests.v_add_f32_toward_zero"   # (a binder only a derived target names)


def _toward_zero(inst):
    """v_add_f32 with the sum rounded toward zero (the binder a derived target names)."""
    dst, a, b = inst.operands

    def run(wave):
        exact = wave.v[a.reg.first].view(np.float32).astype(np.float64) + \
            wave.v[b.reg.first].view(np.float32).astype(np.float64)
        near = exact.astype(np.float32)
        away = np.abs(near.astype(np.float64)) > np.abs(exact)
        wave.v[dst.first] = np.where(away, np.nextafter(near, np.float32(0)), near) \
            .view(np.uint32)
    return run


if ROUNDED_DOWN not in BINDERS:   # (registered once per process)
    semantics(ROUNDED_DOWN)(_toward_zero)
ADD = "v_add_f32 v0, v1, v2\nv_add_u32 v3, v4, v5 clamp\ns_endpgm\n"


@pytest.fixture(scope="module")
def changed():
    """gfx942 with v_add_f32 rounding toward zero (its record names other semantics) and
    v_add_u32 subtracting (its record's exact result is another composition: what the
    generic binder and the block template both read); every other row is gfx942's."""
    return isa.GFX942.derive("gfx942-changed", ops={
        "v_add_f32": {"semantics": ROUNDED_DOWN},
        "v_add_u32": {"exact": "zx32({0}) - zx32({1})"}})


def _sums(target):
    wave = emulator.Wavefront(target=target)
    wave.v[1] = np.float32(1.0).view(np.uint32)
    wave.v[2] = np.full(64, 0.75 * 2.0 ** -23, np.float32).view(np.uint32)   # (3/4 ulp)
    wave.v[4], wave.v[5] = 3, np.arange(64)
    wave.run(isa.assemble(ADD, target=target))
    return wave.v[0].view(np.float32).copy(), wave.v[3].copy()


def test_a_derived_target_changes_one_instructions_semantics(changed):
    near, clamped = _sums(isa.GFX942)
    assert (near == np.float32(1 + 2.0 ** -23)).all()   # (nearest: up, to the next float)
    assert np.array_equal(clamped, 3 + np.arange(64))
    down, saturated = _sums(changed)
    assert (down == np.float32(1.0)).all()              # (toward zero: down)
    # the changed exact result's saturating form under clamp: 3 - l, clamped at 0
    assert np.array_equal(saturated, np.maximum(3 - np.arange(64), 0))
    assert changed.find_op("v_mul_f32")[0] is isa.GFX942.find_op("v_mul_f32")[0]


def test_a_derived_targets_semantics_hold_in_blocks_and_launches(changed):
    """Hot compiled blocks and batched launches run the record's semantics too (a block
    holds an instruction only when a template is the twin of the binder it names)."""
    text = KERNEL_SUB.replace("OP", "v_add_u32 v3, 100, v2")
    sync = emulator.ExecutionOptions(blocks="sync", hot=1, hot_waves=1)
    for target, sign in ((changed, -1), (isa.GFX942, 1)):
        program = isa.assemble(text, target=target)
        for _ in range(3):   # (the block is hot after the first run)
            out = np.zeros(64, np.uint32)   # (every workgroup stores the same words)
            emulator.launch(program, kernel="op", grid=4, block=64, args=[out],
                            options=sync)
            lanes = np.arange(64)
            assert np.array_equal(out, (100 + sign * lanes)
                                  .astype(np.uint32)), target.name
        (blocks,) = kept_blocks(program, sync).values()
        assert any(b is not None and 3 in range(b.start, b.end) for b in blocks.ready)


def test_a_record_no_emulator_module_names_runs_by_its_fields():
    """Semantics and templates are found by a record's fields (its family's rule), not by a
    list of one target's names: records renamed in a derived target (a name no emulator
    module has heard of) run as before — interpreted, in a hot compiled block, batched."""
    renamed = isa.GFX942.derive("gfx942-renamed", ops={
        "v_add_u32": {"mnemonic": "v_plus_u32"}, "s_add_u32": {"mnemonic": "s_plus_u32"},
        "s_cbranch_scc1": {"mnemonic": "s_jump_if_scc"}})
    from emulator.execution.blocks.templates import TEMPLATES
    from emulator.execution.ops import SEMANTICS
    for definitions in (SEMANTICS, TEMPLATES):
        mine, base = definitions.table(renamed), definitions.table(isa.GFX942)
        assert mine["v_plus_u32"] is base["v_add_u32"]
        assert mine["s_plus_u32"] is base["s_add_u32"]
    text = KERNEL_SUB.replace("OP", "s_plus_u32 s20, 7, 5\n    s_cmp_eq_u32 s20, 12\n"
                              "    s_jump_if_scc .Lyes\n    s_mov_b32 s20, 0\n.Lyes:\n"
                              "    v_plus_u32 v3, s20, v2")
    sync = emulator.ExecutionOptions(blocks="sync", hot=1, hot_waves=1)
    program = isa.assemble(text, target=renamed)
    for _ in range(3):   # (hot after the first run)
        out = np.zeros(64, np.uint32)
        emulator.launch(program, kernel="op", grid=4, block=64, args=[out], options=sync)
        assert np.array_equal(out, 12 + np.arange(64, dtype=np.uint32))
    assert any(b is not None for blocks in kept_blocks(program, sync).values()
               for b in blocks.ready)


def test_every_record_of_every_target_has_one_definition_at_most():
    """Families are disjoint on every known target's records (a record two rules accept is
    an error), and every record not marked unmodelled has semantics."""
    from emulator.execution.blocks.templates import TEMPLATES
    from emulator.execution.ops import SEMANTICS
    for target in isa.TARGETS.values():
        table = SEMANTICS.table(target)
        TEMPLATES.table(target)
        assert [op.mnemonic for op in target.ops
                if op.mnemonic not in table and not op.unmodelled] == [], target.name
        assert all(r.mnemonic in table for r in target.matrix), target.name


def test_a_record_naming_no_semantics_stops_with_its_name():
    missing = isa.GFX942.derive("gfx942-missing", ops={"v_mul_f32": {"semantics": "nope"}})
    with pytest.raises(emulator.RunError, match="v_mul_f32: no semantics registered as 'nope'"):
        emulator.Wavefront(target=missing).run(
            isa.assemble("v_mul_f32 v0, v1, v2\ns_endpgm\n", target=missing))


def test_a_compare_follows_its_records_condition():
    """VOPC semantics (interpreted and in a compiled block) read the record's condition
    (isa/conditions.py): a target whose v_cmp_lt_f32 tests "gt" compares the other way."""
    swapped = isa.GFX942.derive("gfx942-swapped", ops={"v_cmp_lt_f32": {"condition": "gt"}})
    text = "v_cmp_lt_f32 vcc, v1, v2\nv_cndmask_b32 v3, 0, 1, vcc\ns_endpgm\n"
    x = np.arange(64, dtype=np.float32)
    sync = emulator.ExecutionOptions(blocks="sync", hot=1)
    for target, want in ((isa.GFX942, x < 31.5), (swapped, x > 31.5)):
        program = isa.assemble(text, target=target)
        for _ in range(3):   # (interpreted, then as a compiled block)
            wave = emulator.Wavefront(target=target)
            wave.v[1], wave.v[2] = x.view(np.uint32), np.float32(31.5).view(np.uint32)
            wave.run(program, options=sync)
            assert np.array_equal(wave.v[3], want.astype(np.uint32)), target.name
        (blocks,) = kept_blocks(program, sync).values()
        assert blocks.ready[0] is not None


def test_the_single_wave_estimate_takes_the_targets_default_device():
    """Without ``params``, the accountant's clock and latencies are those of the program's
    target's default device (its first): a target whose device has a slower L2 and another
    clock estimates a load and its wait by them."""
    from dataclasses import replace
    base = isa.GFX942.default_device
    slow_l2 = replace(base, name="slow", clock_mhz=1000.0,
                      memory=replace(base.memory, l2_latency=base.memory.l2_latency + 290))
    other = isa.GFX942.derive("gfx942-slow-l2", devices=(slow_l2,))
    text = "global_load_dword v1, v[2:3], off\ns_waitcnt vmcnt(0)\ns_endpgm\n"
    ours = emulator.estimate_cycles(isa.assemble(text, target=other), execute=False)
    theirs = emulator.estimate_cycles(isa.assemble(text), execute=False)
    assert ours.total_cycles == theirs.total_cycles + 290
    assert (ours.clock_mhz, theirs.clock_mhz) == (1000.0, base.clock_mhz)


def test_every_front_door_takes_a_targets_name_as_well_as_the_target():
    assert isa.assemble("s_endpgm", target="gfx950").target is isa.GFX950
    assert emulator.Wavefront(target="gfx90a").target is isa.GFX90A
    with pytest.raises(isa.errors.ArgumentError, match="unknown target 'gfx9000' \\(known: "):
        emulator.Wavefront(target="gfx9000")
    with pytest.raises(isa.errors.ArgumentError, match="a target's name \\('gfx90a'\\), not int"):
        isa.assemble("s_endpgm", target=942)
