"""Batched execution (emulator/execution/batch.py, wide.py): every sample instruction a batch
runs wide or uniformly leaves, on random states, exactly what running it wave by wave leaves;
launches give the same bytes batched, one wave at a time and on 2 workers, atomics included.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, strategies as st

import isa
from emulator.execution.wave_batch import WaveBatch
from emulator.execution.batch import run_batch, streams
from emulator.execution.ops import binder_for
from emulator.execution.ops.control import NO_EFFECT
from emulator.execution.ops.denormals import denormal_type
from emulator.execution.wide import VALU, plan
from emulator.launch import launch
from emulator.state.local_memory import LdsRows
from emulator.state.memory import Memory
from emulator.state.wavefront import DEFAULT_MODE
from isa.effects import effects
from tests.helpers import check_each, chunks, hot_of, sample_text, use_options

WAVES = 3
VALU_KINDS = VALU + ("VOPC",)
# (each sample alone: in the file, VALU after s_set_gpr_idx_on is indexed, hence per wave)
_PROGRAM = isa.assemble(sample_text(), "asm_samples.s")
_ALONE = [isa.assemble(inst.loc.text.strip() + "\n", "asm_samples.s").instructions[0]
          for inst in _PROGRAM.instructions]
_BATCHED = [inst for inst in _ALONE
            if plan(inst).wide is not None or plan(inst).uniform is not None]


def _variants(inst):
    """The sample with one VGPR source at a time replaced by an inline constant, a literal
    and an SGPR (where llvm's syntax allows it): operands of other shapes than a VGPR's."""
    mnemonic, _, rest = inst.loc.text.strip().partition(" ")
    operands = rest.split(", ")
    for position in range(1, len(operands)):
        if re.fullmatch(r"v\d+", operands[position]):
            for other in ("0.5", "0x40490fdb", "s7"):
                text = ", ".join(operands[:position] + [other] + operands[position + 1:])
                try:
                    yield isa.assemble(f"{mnemonic} {text}\n", "variant.s").instructions[0]
                except isa.IsaError:
                    continue


_VARIANTS = [v for inst in _BATCHED if getattr(inst.spec, "encoding", "") in VALU_KINDS
             for v in _variants(inst) if plan(v).wide is not None]
_STATE = ("v", "a", "s", "exec", "vcc", "scc", "m0", "mode")


def _random_batch(seed: int, uniform) -> WaveBatch:
    """Random registers; EXEC random in one wave, all on in another; SGPRs, SCC, VCC, M0 equal
    in every wave when ``uniform`` is True, else the middle wave's differ ("last": the last
    wave's, so that the first two form a run of equal ones). (Each state made once, then
    copied: every case starts from its own copy.)"""
    state = _random_state(seed, uniform)
    batch = WaveBatch(WAVES, isa.GFX942)
    for name, value in state.items():
        getattr(batch, name)[...] = value
    memory = Memory()
    for wave in batch.waves:
        wave.memory = memory
    return batch


@functools.lru_cache(maxsize=None)
def _random_state(seed: int, uniform) -> dict:
    rng = np.random.default_rng(seed)
    batch = WaveBatch(WAVES, isa.GFX942)
    batch.v[...] = rng.integers(0, 1 << 32, batch.v.shape, dtype=np.uint32)
    small = rng.random(batch.v.shape) < 0.3     # (some small values: shifts, indices)
    batch.v[small] &= 0x3F
    batch.a[...] = rng.integers(0, 1 << 32, batch.a.shape, dtype=np.uint32)
    batch.s[...] = rng.integers(0, 1 << 32, batch.s.shape[1], dtype=np.uint32)
    batch.vcc[...] = rng.integers(0, 1 << 63, dtype=np.uint64)
    batch.scc[...] = rng.integers(0, 2)
    batch.m0[...] = rng.integers(0, 64)
    if uniform is not True:
        odd = WAVES - 1 if uniform == "last" else 1
        batch.s[odd] = rng.integers(0, 1 << 32, batch.s.shape[1], dtype=np.uint32)
        batch.scc[odd] ^= 1
        batch.vcc[odd] ^= np.uint64(0xF0F0)
    batch.exec[0] = rng.integers(0, 1 << 63, dtype=np.uint64)
    return {name: getattr(batch, name).copy()
            for name in ("v", "a", "s", "vcc", "scc", "m0", "exec")}


def _single(inst):
    """A program of ``inst`` then s_endpgm (the instruction's own record, re-assembled)."""
    text = (inst.loc.text.strip() if inst.loc else str(inst)) + "\ns_endpgm\n"
    return isa.assemble(text, "<sample>")


FLUSH = DEFAULT_MODE & ~(0xF << 4)   # (MODE with denormals flushed, in and out)


def _reads_scalar_state(inst) -> bool:
    """Whether the instruction may read SGPRs, VCC or SCC (what ``uniform`` varies): an SGPR
    or special register in its text, or VCC/SCC among its declared reads (tests/test_effects
    holds those to its behaviour)."""
    text = inst.loc.text if inst.loc else str(inst)
    return bool(re.search(r"\b(s\d|s\[|vcc|scc|ttmp|m0|flat_scratch|xnack|src_)", text)) or any(
        reg.file.startswith(("vcc", "scc")) for reg in effects(inst)[0])


def _uniform_cases():
    """Every sample with SGPRs, SCC and VCC equal in all waves, different in the middle one,
    and different in the last one; a sample that reads none of them takes one case (the
    three are the same run)."""
    for inst in _BATCHED:
        ident = inst.loc.text.strip() if inst.loc else inst.mnemonic
        for uniform in ((True, False, "last") if _reads_scalar_state(inst) else (False,)):
            yield pytest.param(inst, uniform, id=f"{uniform}-{ident}")


def _sampled(insts, seed: int):
    """Each instruction's variants: one of them (chosen by ``seed``) in the default run, the
    others in the exhaustive one."""
    by_mnemonic: dict[str, list] = {}
    for inst in insts:
        by_mnemonic.setdefault(inst.mnemonic, []).append(inst)
    for group in by_mnemonic.values():
        pick = (seed + len(group[0].mnemonic)) % len(group)
        for position, inst in enumerate(group):
            marks = () if position == pick else (pytest.mark.exhaustive,)
            yield pytest.param(inst, id=inst.loc.text.strip(), marks=marks)


def _name(case) -> str:
    inst = case[0]
    text = inst.loc.text.strip() if inst.loc else inst.mnemonic
    return f"{case[1]}-{text}" if len(case) > 1 else text


_CHUNK = 24   # (cases a test)


@pytest.mark.parametrize("cases", chunks(_uniform_cases(), _CHUNK, _name))
def test_batched_equals_wave_by_wave(cases):
    check_each(cases, lambda inst, uniform: _compare(inst, uniform, DEFAULT_MODE), _name)


@pytest.mark.parametrize("cases", chunks(_sampled(_VARIANTS, 0), _CHUNK, _name))
def test_batched_equals_wave_by_wave_with_constants_and_sgprs(cases):
    check_each(cases, lambda inst: _compare(inst, False, DEFAULT_MODE), _name)


@pytest.mark.parametrize("cases", chunks(_sampled(
    [i for i in _BATCHED + _VARIANTS if denormal_type(i.spec) is not None], 1), _CHUNK, _name))
def test_batched_equals_wave_by_wave_with_denormals_flushed(cases):
    check_each(cases, lambda inst: _compare(inst, False, FLUSH), _name)


def _compare(inst, uniform, mode):
    program = _single(inst)
    if getattr(program.instructions[0].spec, "encoding", "") == "SMEM":
        return   # (needs memory: covered by the launches below)
    results = []
    for wide in (True, False):
        batch = _random_batch(7, uniform)
        batch.mode[...] = mode
        try:
            run_batch(batch, program, [0] * WAVES, 1, max_steps=10, wide=wide)
        except isa.IsaError as exc:
            results.append(("error", str(exc)))
            continue
        results.append(tuple(getattr(batch, name).copy() for name in _STATE))
    (wide, single) = results
    if isinstance(single[0], str) or isinstance(wide[0], str):
        assert wide == single
        return
    for name, got, want in zip(_STATE, wide, single):
        assert np.array_equal(got, want), name


_TOGETHER = [inst for inst in _BATCHED if plan(inst).together is not None]


@pytest.mark.parametrize("cases", chunks([pytest.param(inst, id=inst.loc.text.strip())
                                          for inst in _TOGETHER], 48, _name))
def test_scalar_expressions_of_many_waves_at_once_equal_wave_by_wave(cases):
    """A scalar ALU instruction of expressions whose inputs differ in every wave of a group
    (each workgroup's own offsets) runs for all of them at once (its batch form: at least
    ``TOGETHER_RUNS`` runs), and its results, SCC and EXEC equal wave by wave's; eight
    waves, SGPRs, SCC, VCC, EXEC and M0 random in each, two of them equal (a run of two)."""
    from emulator.execution.batch_steps import TOGETHER_RUNS

    def compare(inst):
        program = _single(inst)
        results = []
        for wide in (True, False):
            rng = np.random.default_rng(23)
            batch = WaveBatch(TOGETHER_RUNS + 2, isa.GFX942)
            batch.s[...] = rng.integers(0, 1 << 32, batch.s.shape, dtype=np.uint32)
            batch.s[1] = batch.s[0]
            for name, high in (("scc", 2), ("m0", 1 << 32)):
                getattr(batch, name)[...] = rng.integers(0, high, batch.count)
            for name in ("vcc", "exec"):
                getattr(batch, name)[...] = rng.integers(0, 1 << 63, batch.count,
                                                         dtype=np.uint64) * np.uint64(2) + 1
            batch.scc[1], batch.m0[1] = batch.scc[0], batch.m0[0]
            batch.vcc[1], batch.exec[1] = batch.vcc[0], batch.exec[0]
            run_batch(batch, program, [0] * batch.count, 1, max_steps=10, wide=wide)
            results.append([getattr(batch, name).copy() for name in _STATE])
        for name, got, want in zip(_STATE, *results):
            assert np.array_equal(got, want), name
    check_each(cases, compare, _name)


@pytest.mark.parametrize("text", ["v_readlane_b32 s0, v1, s7", "v_writelane_b32 v0, s7, s7",
                                  "v_readfirstlane_b32 s9, v3", "v_readlane_b32 s0, v1, 63",
                                  "v_writelane_b32 v0, 17, s2"])
def test_a_lane_access_reads_each_waves_own_lane_wide(text):
    """Lane accesses run wide (one lane of each wave: the lane from each wave's own SGPR
    and EXEC), as wave by wave."""
    inst = isa.assemble(text + "\n", "lane.s").instructions[0]
    assert plan(inst).wide is not None
    for uniform in (True, False, "last"):
        _compare(inst, uniform, DEFAULT_MODE)


_MEMORY = [inst for inst in _BATCHED if getattr(inst.spec, "encoding", "") in ("GLOBAL",
                                                                              "FLAT", "MUBUF")
           and binder_for(inst.spec) not in NO_EFFECT]   # (cache maintenance: below)
_NO_EFFECT = [inst for inst in _BATCHED if binder_for(inst.spec) in NO_EFFECT]


def _memory_batch(seed: int, sgpr_base: bool):
    """A batch whose v[2:3] (or s[4:5] + v2) address a 4 KiB allocation of random bytes:
    lanes of different waves collide, two lanes of a wave share an address."""
    batch = _random_batch(seed, uniform=False)
    rng = np.random.default_rng(seed)
    memory = batch.waves[0].memory
    base = memory.upload(rng.integers(0, 256, 4096, dtype=np.uint8))
    offsets = rng.integers(0, 64, (WAVES, 64)) * 16
    offsets[:, 5] = offsets[:, 9]
    addresses = offsets if sgpr_base else base + offsets
    batch.v[:, 2], batch.v[:, 3] = addresses & 0xFFFFFFFF, addresses >> 32
    batch.s[:, 4], batch.s[:, 5] = base & 0xFFFFFFFF, base >> 32
    # a buffer resource in s[8:11] (stride 0, the last lanes' bytes beyond num_records,
    # the middle wave's records fewer) and soffset s3
    batch.s[:, 8], batch.s[:, 9], batch.s[:, 10], batch.s[:, 11] = base & 0xFFFFFFFF, \
        base >> 32, 4000, 0
    batch.s[1, 10] = 2500
    batch.s[:, 3] = 4
    if sgpr_base is None:   # (buffer offsets in v2, v3: offen, idxen)
        batch.v[:, 2] = batch.v[:, 3] = offsets
    return batch, memory


def _compare_zeros(inst, batch, memory) -> None:
    """A compare-and-swap's compare values (its data's upper half) and the memory all
    zeros, so that the first lane at each address swaps."""
    kinds = inst.spec.operands
    data = next((op for op, kind in zip(inst.operands, kinds) if kind.startswith("msrc")),
                inst.operands[0])
    half = data.count // 2
    batch.v[:, data.first + half:data.first + data.count] = 0
    memory.allocations[0].data[...] = 0


def test_instructions_that_change_nothing_run_for_the_whole_batch_and_change_nothing():
    """Cache maintenance (buffer_wbl2, buffer_inv, s_dcache_*), priorities, sleeps and nops
    run once for every wave of a batch (a fence in a loop no longer splits the batch into
    waves) and leave every register, memory and LDS byte as it was."""
    names = {inst.mnemonic for inst in _NO_EFFECT}
    assert {"buffer_wbl2", "buffer_inv", "s_setprio", "s_sleep", "s_dcache_wb",
            "ds_nop"} <= names
    for inst in _NO_EFFECT:
        assert plan(inst).wide is not None, inst.mnemonic
        batch, memory = _memory_batch(5, sgpr_base=False)
        before = [getattr(batch, name).copy() for name in _STATE] + [
            memory.allocations[0].data.copy()]
        run_batch(batch, _single(inst), [0] * WAVES, 1, max_steps=10, wide=True)
        after = [getattr(batch, name) for name in _STATE] + [memory.allocations[0].data]
        assert all(np.array_equal(a, b) for a, b in zip(after, before)), inst.mnemonic


@pytest.mark.parametrize("cases", chunks([pytest.param(inst, id=inst.loc.text.strip())
                                          for inst in _MEMORY], _CHUNK, _name))
def test_wide_memory_equals_wave_by_wave(cases):
    """Global, buffer and FLAT loads, stores and atomics, wide against wave by wave (lanes
    of different waves colliding)."""
    check_each(cases, _compare_memory, _name)


def _compare_memory(inst):
    program = _single(inst)
    results = []
    for wide in (True, False):
        buffer = inst.spec.encoding == "MUBUF"
        batch, memory = _memory_batch(3, sgpr_base=None if buffer else
                                      "off" not in inst.loc.text and
                                      inst.spec.encoding == "GLOBAL")
        if "cmpswap" in inst.mnemonic:   # (compare values that some lanes find: zeros)
            _compare_zeros(inst, batch, memory)
        rows = LdsRows(WAVES)   # (each wave a workgroup: a load into LDS reaches its own)
        rows.data[...] = 0
        batch.lds_rows = rows
        for row, wave in enumerate(batch.waves):
            wave.lds = rows.row(row)
        before = [getattr(batch, name).copy() for name in _STATE] + [
            memory.allocations[0].data.copy(), rows.data.copy()]
        run_batch(batch, program, [0] * WAVES, 1, max_steps=10, wide=wide)
        results.append([getattr(batch, name).copy() for name in _STATE]
                       + [memory.allocations[0].data.copy(), rows.data.copy()])
    wide, single = results
    assert any(not np.array_equal(a, b) for a, b in zip(single, before))   # (it did act)
    for got, want in zip(wide, single):
        assert np.array_equal(got, want)


_SCRATCH = [inst for inst in _BATCHED if getattr(inst.spec, "encoding", "") == "SCRATCH"]


@pytest.mark.parametrize("cases", chunks([pytest.param(inst, id=inst.loc.text.strip())
                                          for inst in _SCRATCH], 24, _name))
def test_wide_scratch_equals_wave_by_wave(cases):
    """Scratch loads and stores wide over waves (each wave its row of the batch's
    ScratchRows, each lane its own bytes; the SGPR base differing by wave) against wave
    by wave; and in a group of every other wave (a strided view)."""
    from emulator.state.local_memory import ScratchRows

    def compare(inst):
        program = _single(inst)
        for first, step in ((0, 1), (0, 2)):
            results = []
            for wide in (True, False):
                batch = _random_batch(13, uniform=False)
                rng = np.random.default_rng(13)
                rows = ScratchRows(WAVES, 1024)
                rows.data[...] = rng.integers(0, 256, rows.data.shape, dtype=np.uint8)
                batch.scratch_rows, batch.lds_rows = rows, LdsRows(WAVES)
                for row, wave in enumerate(batch.waves):   # (loads into LDS: each its own)
                    wave.scratch, wave.lds = rows.row(row), batch.lds_rows.row(row)
                batch.v[:, 2] = rng.integers(0, 200, (WAVES, 64)) * 4
                batch.s[:, 4] = rng.integers(0, 32, WAVES) * 4
                pcs = [0 if (w - first) % step == 0 else 1 for w in range(WAVES)]
                run_batch(batch, program, pcs, 1, max_steps=10, wide=wide)
                results.append((batch.v.copy(), rows.data.copy(),
                                batch.lds_rows.data.copy()))
            for got, want in zip(*results):
                assert np.array_equal(got, want)
    check_each(cases, compare, _name)


@pytest.mark.parametrize("aperture", (False, True))
def test_flat_accesses_run_wide_unless_a_lane_reaches_an_aperture(aperture):
    """FLAT loads and stores of a group of waves run wide when every lane reaches global
    memory; where a lane of one wave points into the shared aperture (its workgroup's LDS)
    the group runs wave by wave, each wave its own LDS — the same registers, memory and LDS
    as wave by wave throughout."""
    from emulator.state.local_memory import SHARED_APERTURE
    program = isa.assemble("flat_load_dwordx2 v[6:7], v[2:3]\nflat_store_dword v[2:3], v1\n"
                           "flat_load_dword v8, v[2:3] offset:4\ns_endpgm\n")
    assert all(plan(inst).wide is not None for inst in program.instructions[:3])
    results = []
    for wide in (True, False):
        batch, memory = _memory_batch(5, sgpr_base=False)
        rows = LdsRows(WAVES)
        rows.data[...] = np.random.default_rng(5).integers(0, 256, rows.data.shape, np.uint8)
        batch.lds_rows = rows
        for row, wave in enumerate(batch.waves):
            wave.lds = rows.row(row)
        if aperture:   # (the middle wave's odd lanes: LDS bytes 0-1023)
            lds = SHARED_APERTURE[0] + np.arange(64) * 16
            odd = np.arange(64) % 2 == 1
            batch.v[1, 2, odd] = (lds & 0xFFFFFFFF)[odd]
            batch.v[1, 3, odd] = (lds >> 32)[odd]
        run_batch(batch, program, [0] * WAVES, 1, max_steps=10, wide=wide)
        results.append((batch.v.copy(), memory.allocations[0].data.copy(), rows.data.copy()))
    for got, want in zip(*results):
        assert np.array_equal(got, want)


def test_global_and_buffer_accesses_run_wide_unless_a_special_register_is_their_base():
    """The wide memory step takes every global and buffer access whose registers are
    VGPRs and SGPRs (EXEC, which each reads implicitly, included); a base in vcc, exec or
    TTMPs runs one wave at a time."""
    for line, wide in (("global_load_dword v1, v[2:3], off", True),
                       ("global_store_dword v1, v2, s[4:5]", True),
                       ("buffer_load_dword v1, v2, s[8:11], 0 offen", True),
                       ("buffer_load_dword v1, v2, s[8:11], s3 offen", True),
                       ("global_load_dword v1, v2, vcc", False),
                       ("buffer_load_dword v1, v2, ttmp[4:7], 0 offen", False)):
        inst = isa.assemble(line + "\n").instructions[0]
        assert (plan(inst).wide is not None) == wide, line


def test_special_registers_and_ttmps_as_scalar_operands_in_a_batch():
    """A scalar load into vcc, a global access based on flat_scratch and one on a TTMP
    pair, a buffer resource in TTMPs: the batch runs them (one wave at a time where a
    special register is a base) to what wave-by-wave gives."""
    program = isa.assemble(
        "s_load_dwordx2 vcc, s[4:5], 0x8\ns_waitcnt lgkmcnt(0)\n"
        "v_cndmask_b32_e64 v6, v2, v3, vcc\ns_mov_b64 flat_scratch, s[4:5]\n"
        "global_load_dword v7, v2, flat_scratch offset:4\n"
        "s_load_dword ttmp3, s[4:5], 0x0\ns_waitcnt vmcnt(0) lgkmcnt(0)\n"
        "v_add_u32 v8, ttmp3, v7\ns_endpgm\n")
    results = []
    for wide in (True, False):
        batch, memory = _memory_batch(3, sgpr_base=True)
        run_batch(batch, program, [0] * WAVES, 1, max_steps=20, wide=wide)
        results.append([getattr(batch, name).copy() for name in _STATE])
    wide, single = results
    assert any(np.any(got != 0) for got in single)
    for got, want in zip(wide, single):
        assert np.array_equal(got, want)


KERNEL = Path(__file__).resolve().parents[1] / "programs" / "kernels" / "batching.s"


def _mixed(**options):
    rng = np.random.default_rng(5)
    groups = 7
    x = rng.standard_normal(groups * 256).astype(np.float32)
    sums = np.zeros(8, np.float32)
    y = np.full(groups * 256, -1, np.float32)
    result = launch(KERNEL, kernel="mixed", grid=(groups,), block=(256,),
                    args=[x, sums, y], **options)
    return x, sums, y, result


def test_launch_batched_one_wave_at_a_time_and_two_workers_leave_the_same_bytes():
    """Workgroups of 4 waves, a loop whose trip count differs by workgroup, LDS through a
    barrier, masked stores and float atomic adds (whose sums depend on their order)."""
    x, sums, y, batched = _mixed(workers=1)
    for options in ({"workers": 1, "batch": 1}, {"workers": 1, "batch": 8},
                    {"workers": 2}):
        _, other_sums, other_y, result = _mixed(**options)
        assert other_sums.tobytes() == sums.tobytes(), options
        assert other_y.tobytes() == y.tobytes(), options
        assert result.instructions == batched.instructions
    # and what the kernel computes: v·1.5 + 0.25 (g mod 3 times), mirrored through LDS
    v = x.reshape(7, 256).astype(np.float64)
    for g in range(7):
        for _ in range(g % 3):
            v[g] = v[g] * 1.5 + 0.25
    t = v[:, ::-1]
    want_y = np.where(t > 0.5, t + v, -1).reshape(-1)
    assert np.allclose(y, want_y, rtol=1e-5)
    odd = np.arange(256) % 2 == 1
    lane = np.arange(256) % 8
    want_sums = [x.reshape(7, 256)[:, lane == k].astype(np.float64).sum()
                 + t[:, odd & (lane == k)].sum() for k in range(8)]
    assert np.allclose(sums, want_sums, rtol=1e-4, atol=1e-4)


def test_a_fault_in_a_wide_step_names_its_workgroup_wave_and_lane():
    """The batch runs the failing load for 4 workgroups at once; the error is the one
    running it wave by wave gives, and no buffer changes."""
    kernel = Path(__file__).resolve().parents[1] / "programs" / "corpus" / "clang19-O3" / \
        "elementwise.s"
    a, b = np.ones(3 * 64 + 10, np.float32), np.ones(3 * 64 + 10, np.float32)
    c = np.zeros_like(a)
    messages = []
    for batch in (256, 1):
        with pytest.raises(isa.IsaError) as error:
            launch(kernel, kernel="vadd", grid=(4,), block=(64,), args=[a, b, c, 4 * 64],
                   workers=1, batch=batch)
        messages.append(str(error.value))
    assert messages[0] == messages[1]
    assert "workgroup (3, 0, 0), wave 0" in messages[0] and "lane 10:" in messages[0]
    assert not c.any()


_LDS = [inst for inst in _BATCHED if getattr(inst.spec, "encoding", "") == "DS"
        and inst.operands]   # (not ds_nop)


@pytest.mark.parametrize("per_group", (1, WAVES))
@pytest.mark.parametrize("cases", chunks([pytest.param(inst, id=inst.loc.text.strip())
                                          for inst in _LDS], _CHUNK, _name))
def test_wide_lds_equals_wave_by_wave(cases, per_group):
    """LDS reads, writes and atomics, wide over waves of several workgroups (each its own
    LDS) or of one (lanes of different waves colliding), against wave by wave."""
    check_each(cases, lambda inst: _compare_lds(inst, per_group), _name)


def _compare_lds(inst, per_group):
    program = _single(inst)
    results = []
    for wide in (True, False):
        batch = _random_batch(11, uniform=False)
        rng = np.random.default_rng(11)
        rows = LdsRows(WAVES // per_group)
        rows.data[...] = rng.integers(0, 256, rows.data.shape, dtype=np.uint8)
        batch.per_group, batch.lds_rows = per_group, rows
        for row, wave in enumerate(batch.waves):
            wave.lds = rows.row(row // per_group)
        batch.v[:, 1] = rng.integers(0, 1024, (WAVES, 64)) * 16
        batch.v[1, 1, 3] = batch.v[0, 1, 5]
        if inst.spec.atomic.startswith("cmpst"):   # (compare values some lanes find)
            compare = inst.operands[inst.spec.operands.index(
                next(k for k in inst.spec.operands if k.startswith("msrc")))]
            batch.v[:, compare.first:compare.first + compare.count] = 0
            rows.data[...] = 0
        before = rows.data.copy(), batch.v.copy()
        run_batch(batch, program, [0] * WAVES, per_group, max_steps=10, wide=wide)
        results.append((rows.data.copy(), batch.v.copy()))
    (lds, v), (want_lds, want_v) = results
    assert not (np.array_equal(want_lds, before[0]) and np.array_equal(want_v, before[1]))
    assert np.array_equal(lds, want_lds) and np.array_equal(v, want_v)


def test_cycles_from_each_distinct_stream_equal_an_accountant_per_wave():
    """A launch's cycles come from one accountant per distinct executed stream, fed after
    the run; the same summaries as an accountant per wave listening as it retires (the
    workgroups run 0, 1 or 2 trips of a loop, so their streams differ)."""
    from emulator.dispatch import initialise_batch, prepare_launch
    from emulator.kernel_metadata import kernel_info
    from emulator.launch_timing import stream_accountants
    from emulator.timing.accountant import CycleAccountant
    program = isa.assemble(KERNEL.read_text(), str(KERNEL))
    info = kernel_info(program, "mixed")
    groups, x = 7, np.ones(7 * 256, np.float32)
    prepared = prepare_launch(info, [x, np.zeros(8, np.float32), np.zeros_like(x)],
                              (groups, 1, 1), (256, 1, 1), program)
    batch = WaveBatch(groups * 4, program.target)
    initialise_batch(batch, info, prepared.kernarg, [(g, 0, 0) for g in range(groups)],
                     (256, 1, 1), prepared.memory)
    listening = [CycleAccountant(keep_timeline=False) for _ in batch.waves]
    log = []
    run_batch(batch, program, [info.entry] * batch.count, 4, max_steps=10_000,
              listeners=[(a.on_retire,) for a in listening], log=log)
    replayed = stream_accountants(program, streams(log, batch.count))
    summaries = [a.report().summary() for a in listening]
    assert len({s["total_cycles"] for s in summaries}) > 1
    assert [a.report().summary() for a in replayed] == summaries


_BARRIERS = isa.assemble("""
    s_cmp_eq_u32 s0, 2          ; wave 2 ends at once (a barrier does not wait for it)
    s_cbranch_scc1 .Lend
    s_cmp_eq_u32 s0, 0
    s_cbranch_scc1 .La
    v_mov_b32 v1, s1            ; wave 1: its slot, its own barrier, the other's slot
    ds_write_b32 v2, v1
    s_barrier
    ds_read_b32 v3, v4          ; (below wave 0's code: read first, but for the barrier)
    s_endpgm
.La:
    s_mov_b32 s3, 3             ; wave 0: three trips of a loop first
.Lloop:
    s_sub_u32 s3, s3, 1
    s_cmp_lg_u32 s3, 0
    s_cbranch_scc1 .Lloop
    v_mov_b32 v1, s1
    ds_write_b32 v2, v1
    s_barrier                   ; (another barrier instruction than wave 1's)
    ds_read_b32 v3, v4
.Lend:
    s_endpgm
""", "barriers.s")


@pytest.mark.parametrize("wide", (True, False))
def test_waves_meet_at_different_barriers_and_an_ended_wave_does_not_block(wide):
    batch = WaveBatch(3, isa.GFX942)
    batch.per_group, batch.lds_rows = 3, LdsRows(1)
    lanes = np.arange(64, dtype=np.uint32) * 4
    for row, wave in enumerate(batch.waves):
        wave.lds, wave.in_workgroup = batch.lds_rows.row(0), True
        batch.s[row, 0], batch.s[row, 1] = row, 100 + row
        batch.v[row, 2], batch.v[row, 4] = lanes + 256 * row, lanes + 256 * (row == 0)
    steps = run_batch(batch, _BARRIERS, [0] * 3, 3, max_steps=100, wide=wide)
    assert np.all(batch.v[0, 3] == 101) and np.all(batch.v[1, 3] == 100)
    assert steps[2] == 3 and steps[0] > steps[1]


# Only each workgroup's first wave (thread 0 in wave 0, v0 its lane's thread id) takes the
# branch — Triton's and hipcc's "if (tid == 0)" for a per-program value: scalar work that
# differs by workgroup (s0 its id) and that does not (run once, copied to the others), a
# VALU, a global store, an MFMA and a load, then every wave meets again.
_FIRST_WAVES = isa.assemble("""
    v_cmp_eq_u32_e32 vcc, 0, v0
    s_and_saveexec_b64 s[6:7], vcc
    s_cbranch_execz .Ljoin
    s_lshl_b32 s8, s0, 2
    s_mov_b32 m0, 0x1234
    s_mov_b32 s12, s5
    s_add_u32 s10, s4, s8
    s_addc_u32 s11, s5, 0
    v_mov_b32_e32 v1, 0
    v_cvt_f32_u32_e32 v2, s0
    v_add_f32_e32 v2, 1.0, v2
    global_store_dword v1, v2, s[10:11]
    v_mfma_f32_4x4x1f32 v[4:7], v2, v2, v[4:7]
    global_load_dword v3, v1, s[10:11]
    s_waitcnt vmcnt(0)
.Ljoin:
    s_or_b64 exec, exec, s[6:7]
    v_add_u32_e32 v8, v0, v3
    s_endpgm
""", "first_waves.s")


def _first_waves(wide: bool, batch_size: int, spy=None):
    """The program above on 6 workgroups of 4 waves (wave 0's v0 the lanes' thread ids, 0
    first; the others' from 64), batch_size waves (whole workgroups) at a time; (each
    batch's state, memory bytes)."""
    groups, per_group = 6, 4
    memory = Memory()
    base = memory.upload(np.zeros(4 * groups, np.uint8))
    states, batches = [], []
    for first in range(0, groups * per_group, batch_size):
        batch = WaveBatch(batch_size, isa.GFX942)
        batch.per_group = per_group
        for row, wave in enumerate(batch.waves):
            wave.memory = memory
            w = first + row
            batch.v[row, 0] = np.arange(64, dtype=np.uint32) + 64 * (w % per_group)
            batch.s[row, 0] = w // per_group
            batch.s[row, 4], batch.s[row, 5] = base & 0xFFFFFFFF, base >> 32
            batch.v[row, 4:8] = w
        if spy is not None:
            spy(batch)
        run_batch(batch, _FIRST_WAVES, [0] * batch_size, per_group, max_steps=100,
                  wide=wide)
        states.append([getattr(batch, name).copy() for name in _STATE])
        batches.append(batch)
    data = memory.allocations[0].data.copy()
    return states, data


def test_every_workgroups_first_wave_runs_as_one_strided_group():
    """The first waves of 6 workgroups stand at the branch's instructions together: they
    run as one group of every 4th wave (a strided view of the batch; the MFMA wave by wave),
    and leave what running every wave alone leaves."""
    seen = []

    def spy(batch):
        wide = batch.wide
        batch.wide = lambda first, end, step=1: (seen.append(step), wide(first, end, step))[1]
    states, data = _first_waves(True, 24, spy)
    assert 4 in seen
    assert np.array_equal(data.view(np.float32), np.arange(6, dtype=np.float32) + 1)
    for wide, size in ((False, 24), (True, 4)):   # (wave by wave; a workgroup a batch)
        other_states, other_data = _first_waves(wide, size)
        assert np.array_equal(other_data, data)
        joined = [np.concatenate([s[k] for s in other_states]) for k in range(len(_STATE))]
        for name, got, want in zip(_STATE, states[0], joined):
            assert np.array_equal(got, want), name


def test_a_runaway_wave_of_a_batch_is_named():
    program = isa.assemble("s_cmp_eq_u32 s0, 1\ns_cbranch_scc0 .Lout\n.Lspin:\n"
                           "s_branch .Lspin\n.Lout:\ns_endpgm\n", "spin.s")
    batch = WaveBatch(3, isa.GFX942)
    batch.s[1, 0] = 1
    with pytest.raises(isa.IsaError) as error:
        run_batch(batch, program, [0] * 3, 1, max_steps=50)
    assert error.value.wave == 1 and "no s_endpgm within 50 steps" in str(error.value)


_DIVERGING = """
    s_mov_b32 s3, 0
.Lloop:
    v_add_u32 v1, v1, v2
    v_xor_b32 v3, v1, s0
    v_cmpx_gt_u32 vcc, v4, s3   ; (EXEC narrows trip by trip, lane by lane)
    v_lshlrev_b32 v5, 1, v1
    s_add_u32 s3, s3, 1
    s_cmp_lg_u32 s3, s0         ; (each wave its own trip count)
    s_cbranch_scc1 .Lloop
    s_mov_b64 exec, -1
    v_mov_b32 v6, v1
    v_cndmask_b32 v8, v1, v3, vcc
    s_cmp_eq_u32 s0, 2
    s_cbranch_scc1 .Lother      ; (the waves part at a block's closing branch)
    v_add_u32 v7, v6, 3
    v_add_u32 v7, v7, 3
    v_add_u32 v7, v7, 3
    s_endpgm
.Lother:
    v_sub_u32 v7, v6, 3
    v_sub_u32 v7, v7, 3
    v_sub_u32 v7, v7, 3
    s_endpgm
"""


def _diverging_batch(trips) -> WaveBatch:
    rng = np.random.default_rng(5)
    batch = WaveBatch(len(trips), isa.GFX942)
    batch.v[...] = rng.integers(0, 1 << 32, batch.v.shape, dtype=np.uint32)
    batch.v[:, 4] &= 7
    batch.s[:, 0] = trips
    return batch


def test_compiled_blocks_run_a_batch_as_interpretation_does(monkeypatch):
    """A batch runs a program's hot blocks compiled, each wave on its own registers, EXEC,
    VCC and SCC, the waves parting at a block's closing branch: the same registers, steps
    and per-wave cycle reports as interpreting every instruction."""
    from emulator.timing.accountant import CycleAccountant
    use_options(monkeypatch, hot_waves=4)
    trips = [1, 3, 2, 5, 3, 2]
    results = []
    for how in ("off", "sync"):
        use_options(monkeypatch, blocks=how)
        program = isa.assemble(_DIVERGING, "diverging.s")   # (its own hot blocks)
        batch = _diverging_batch(trips)
        heard = [CycleAccountant(keep_timeline=False) for _ in batch.waves]
        steps = run_batch(batch, program, [0] * batch.count, 1, max_steps=1000,
                          listeners=[(a.on_retire,) for a in heard])
        ready = hot_of(program, waves=True) if how != "off" else None
        results.append((batch, steps, [a.report().summary() for a in heard],
                        ready is not None and any(ready.ready)))
    (want, want_steps, want_cycles, _), (got, got_steps, got_cycles, compiled) = results
    assert compiled   # (the loop's and both exits' blocks)
    for name in ("v", "a", "s", "exec", "vcc", "scc"):
        assert np.array_equal(getattr(got, name), getattr(want, name)), name
    assert np.array_equal(got_steps, want_steps) and len(set(want_steps.tolist())) > 1
    assert got_cycles == want_cycles
    assert not np.array_equal(want.v[:, 7], want.v[:, 6])


# Waves whose global accesses overlap: each loads a word another wave stores, stores where
# others store, in a loop (its block hot), with registers between the accesses
_RACING = """
    s_mov_b32 s3, 0
.Lagain:
    global_load_dword v1, v[4:5], off
    v_add_u32 v2, v1, v6
    v_mul_lo_u32 v2, v2, 3
    global_store_dword v[8:9], v2, off
    v_xor_b32 v3, v2, v6
    v_add_u32 v3, v3, 1
    global_store_dword v[4:5], v3, off offset:4
    v_or_b32 v10, v3, 5
    v_sub_u32 v10, v10, v6
    global_load_dword v7, v[8:9], off offset:4
    v_add_u32 v6, v6, v7
    s_add_u32 s3, s3, 1
    s_cmp_lt_u32 s3, 6
    s_cbranch_scc1 .Lagain
    s_endpgm
"""


def _racing_blocks_as_interpreted(monkeypatch, source: str, per_group: int, prepare,
                                  compiled_kind: str) -> None:
    """Six waves of ``source`` (``prepare(batch, rng)`` gives them their registers and
    memory or LDS and returns the bytes to compare, or a function giving them) run
    interpreted, then with their
    blocks compiled: the same bytes and registers, and a block ``compiled_kind`` (its
    ``stores`` or ``lds`` flag) ran."""
    use_options(monkeypatch, hot_waves=4)
    out = []
    for how in ("off", "sync"):
        use_options(monkeypatch, blocks=how)
        program = isa.assemble(source, "racing.s")
        batch = WaveBatch(6, isa.GFX942)
        touched = prepare(batch, np.random.default_rng(8))
        run_batch(batch, program, [0] * batch.count, per_group, max_steps=1000)
        ready = hot_of(program, waves=True) if how != "off" else None
        out.append((batch, touched() if callable(touched) else touched.copy(),
                    ready is not None and any(b is not None and getattr(b, compiled_kind)
                                              for b in ready.ready)))
    (want, want_bytes, _), (got, got_bytes, compiled) = out
    assert compiled
    assert np.array_equal(got_bytes, want_bytes)
    for name in ("v", "s", "exec"):
        assert np.array_equal(getattr(got, name), getattr(want, name)), name


def _shared_words(row: int) -> list:
    """(first VGPR, word offsets) of lane l of wave ``row``: words (l + w) % 16 and
    (l + 2w) % 16, shared by the waves."""
    return [(first, 4 * ((np.arange(64) + shift * row) % 16)) for first, shift in ((4, 1),
                                                                                  (8, 2))]


def test_stores_in_a_batchs_blocks_keep_the_interpreted_order(monkeypatch):
    """A batch's block runs its waves one after another; interpretation runs each
    instruction for every wave first. Where the waves' loads and stores overlap, a block
    holding a store beside another access would change what is read and left: the blocks
    split there (blocks/source.py ``memory_splits``), and the batch leaves the memory and
    registers interpretation leaves, with its stores compiled."""
    def prepare(batch, rng):
        memory = Memory()
        base = memory.upload(rng.integers(0, 1 << 32, 64, dtype=np.uint32))
        for row, wave in enumerate(batch.waves):
            wave.memory = memory
            for first, offsets in _shared_words(row):
                at = base + offsets
                batch.v[row, first], batch.v[row, first + 1] = at & 0xFFFFFFFF, at >> 32
            batch.v[row, 6] = rng.integers(0, 1 << 32, 64, dtype=np.uint32)
        return memory.allocations[0].data
    _racing_blocks_as_interpreted(monkeypatch, _RACING, 1, prepare, "stores")


# A block of three segments (a store after a load, a load after the store): the waves 0-2
# store into allocation 0, the others into allocation 1, and then all load what 0-2 stored
_STOPPED_STORE = "".join(f"    {line}\n" for line in (
    "global_load_dword v1, v[4:5], off", "v_add_u32 v2, v1, v6",
    "global_store_dword v[8:9], v2, off", "v_xor_b32 v3, v2, v6",
    "global_load_dword v7, v[10:11], off", "v_add_u32 v6, v6, v7", "s_endpgm"))


def test_a_wave_stopped_in_a_blocks_segment_stops_the_others_before_the_next(monkeypatch):
    """A batch's block runs segment after segment for all its waves (blocks/source.py
    ``_waves_function``). Where it stops a wave before a store — here the waves 0-2, whose
    words lie in an allocation still holding a memory image's bytes, which only the
    interpreter copies —, the others finish that segment and stop before the next, so
    that their load there runs after the stopped waves' stores, as interpretation runs
    them: the memory and registers interpretation leaves (the others' load running on
    would read the words before those stores)."""
    def prepare(batch, rng):
        memory = Memory()
        bases = [memory.upload(rng.integers(0, 1 << 32, 64, dtype=np.uint32))
                 for _ in range(2)]
        memory.shared.add(0)   # (an image's bytes: Memory.from_image(shared=True)'s)
        for row, wave in enumerate(batch.waves):
            wave.memory = memory
            words = 4 * ((np.arange(64) + row) % 16)
            for first, base in ((4, bases[1]), (8, bases[row // 3]), (10, bases[0])):
                at = base + words
                batch.v[row, first], batch.v[row, first + 1] = at & 0xFFFFFFFF, at >> 32
            batch.v[row, 6] = rng.integers(0, 1 << 32, 64, dtype=np.uint32)
        # (read after the run: the interpreter's store replaces allocation 0's bytes)
        return lambda: np.concatenate([alloc.data for alloc in memory.allocations])
    _racing_blocks_as_interpreted(monkeypatch, _STOPPED_STORE, 1, prepare, "stores")


# Waves of one workgroup writing and reading overlapping LDS words with no barrier between:
# a race on the hardware, whose answer here must still not depend on the form that runs it.
_LDS_RACING = """
    s_mov_b32 s3, 0
.Lagain:
    ds_read_b32 v1, v4
    v_add_u32 v2, v1, v6
    v_mul_lo_u32 v2, v2, 3
    ds_write_b32 v8, v2
    v_xor_b32 v3, v2, v6
    ds_write_b32 v4, v3 offset:4
    v_or_b32 v10, v3, 5
    ds_read2_b32 v[12:13], v8 offset1:1
    v_add_u32 v6, v6, v12
    v_add_u32 v6, v6, v13
    s_add_u32 s3, s3, 1
    s_cmp_lt_u32 s3, 6
    s_cbranch_scc1 .Lagain
    s_endpgm
"""


def test_lds_accesses_in_a_batchs_blocks_keep_the_interpreted_order(monkeypatch):
    """As global memory's (above), for a workgroup's LDS: waves of one workgroup through a
    block one after another would meet each other's LDS writes in another order than
    interpretation; the blocks split between an LDS write and another LDS access
    (blocks/source.py ``memory_splits``), and the batch leaves the LDS and registers
    interpretation leaves, with the accesses compiled."""
    def prepare(batch, rng):
        batch.per_group, batch.lds_rows = 3, LdsRows(2)
        batch.lds_rows.data[:, :64] = rng.integers(0, 256, (2, 64), dtype=np.uint8)
        for row, wave in enumerate(batch.waves):
            wave.lds, wave.in_workgroup = batch.lds_rows.row(row // 3), True
            for first, offsets in _shared_words(row):
                batch.v[row, first] = offsets
            batch.v[row, 6] = rng.integers(0, 1 << 32, 64, dtype=np.uint32)
        return batch.lds_rows.data
    _racing_blocks_as_interpreted(monkeypatch, _LDS_RACING, 3, prepare, "lds")


def test_a_single_waves_run_is_the_batch_loops_round_for_a_batch_of_one(monkeypatch):
    """``runner.run`` runs the wave as a batch of one through the batch loop's fast inner
    step (the one scheduler): each wave of the diverging program, run alone, retires the
    steps and leaves the registers that wave leaves in a batch — interpreted and with its
    blocks compiled."""
    from emulator import Wavefront
    from emulator.execution import batch as batch_module
    from emulator.execution.runner import run
    inner = batch_module._Rounds._alone
    alone = []
    monkeypatch.setattr(batch_module._Rounds, "_alone",
                        lambda self: (alone.append(self.batch.waves[0]), inner(self)))
    use_options(monkeypatch, hot=1, hot_waves=1)
    trips = [1, 3, 2]
    for how in ("off", "sync"):
        use_options(monkeypatch, blocks=how)
        program = isa.assemble(_DIVERGING, "diverging.s")
        batch = _diverging_batch(trips)
        steps = run_batch(batch, program, [0] * batch.count, 1, max_steps=1000)
        for row in range(batch.count):
            wave = Wavefront()
            start = _diverging_batch(trips)
            wave.v[:] = start.v[row]
            wave.s[:] = start.s[row]
            result = run(wave, program)
            assert alone[-1] is wave and result.ended and result.steps == steps[row]
            assert np.array_equal(wave.v, batch.v[row]) and wave.exec == batch.exec[row]
            assert np.array_equal(wave.s, batch.s[row]) and wave.vcc == batch.vcc[row]
        assert how == "off" or any(hot_of(program).ready)   # (the lone waves' blocks ran)
    assert len(alone) == 2 * len(trips)


def test_a_programs_batch_steps_are_planned_once_for_all_its_launches(monkeypatch):
    """Each instruction's batch step is planned once for a program (with the same ``wide``
    and ``skipped``) in the runtime — not again by a later batch or launch — and holds
    nothing that keeps the program alive: the runtime's state goes when the program does."""
    import gc
    import weakref
    from emulator.execution import batch as batch_module
    from emulator.execution.options import resolve
    use_options(monkeypatch, blocks="off")
    planned = []
    real = batch_module.step_for
    monkeypatch.setattr(batch_module, "step_for",
                        lambda engine, pc, *rest: (planned.append(pc),
                                                   real(engine, pc, *rest))[1])
    program = isa.assemble(_DIVERGING, "diverging.s")
    results = []
    for _ in range(2):
        batch = _diverging_batch([1, 3, 2])
        results.append((run_batch(batch, program, [0] * 3, 1, max_steps=1000), batch.v))
    assert np.array_equal(results[0][0], results[1][0])
    assert np.array_equal(results[0][1], results[1][1])
    assert sorted(planned) == sorted(set(planned)) == list(range(len(program.instructions)))
    runtime = resolve(None).runtime
    kept = len(runtime)
    gone = weakref.ref(program)
    del program
    gc.collect()
    assert gone() is None and len(runtime) == kept - 1


def test_a_batchs_block_counts_its_inexact_instructions_per_wave(monkeypatch):
    """An instruction the fidelity report counts, in a batch's compiled block, is counted
    once for each wave that ran past it — the waves parting at the block's branch after
    different numbers of trips — as interpreting the batch counts it."""
    use_options(monkeypatch, hot_waves=4)
    trips = [1, 3, 2, 5, 3, 2]
    text = _DIVERGING.replace("v_add_u32 v1, v1, v2", "v_add_u32 v1, v1, v2\n"
                              "v_rcp_f32 v9, v1\nv_sqrt_f32 v10, v9", 1)
    assert text != _DIVERGING
    results = []
    for how in ("off", "sync"):
        use_options(monkeypatch, blocks=how)
        program = isa.assemble(text, "diverging_rcp.s")
        batch = _diverging_batch(trips)
        tally: dict = {}
        steps = run_batch(batch, program, [0] * batch.count, 1, max_steps=1000, tally=tally)
        compiled = how != "off" and any(hot_of(program, waves=True).ready)
        results.append((batch.v.copy(), steps, tally, compiled))
    (want, want_steps, want_tally, _), (got, got_steps, got_tally, compiled) = results
    assert compiled and np.array_equal(got, want) and np.array_equal(got_steps, want_steps)
    assert got_tally == want_tally and len(want_tally) == 2


def test_a_batch_runs_no_block_past_max_steps(monkeypatch):
    use_options(monkeypatch, hot_waves=1)
    use_options(monkeypatch, blocks="sync")
    program = isa.assemble("s_cmp_eq_u32 s0, 1\ns_cbranch_scc0 .Lout\n.Lspin:\n"
                           "v_add_u32 v1, v1, 1\ns_add_u32 s1, s1, 1\ns_branch .Lspin\n"
                           ".Lout:\ns_endpgm\n", "spin3.s")
    batch = WaveBatch(3, isa.GFX942)
    batch.s[1, 0] = 1
    with pytest.raises(isa.IsaError) as error:
        run_batch(batch, program, [0] * 3, 1, max_steps=50)
    assert error.value.wave == 1 and "no s_endpgm within 50 steps" in str(error.value)
    assert any(hot_of(program, waves=True).ready)
    assert batch.s[1, 1] == 16 and batch.v[1, 1, 0] == 16   # ((50 − 2) / 3 trips, compiled)


def test_a_wave_made_mid_run_keeps_its_row_and_gets_what_the_launch_gives():
    """A batch makes its BatchedWave objects when first asked for: a wave made after its
    row's EXEC, VCC, SCC, M0, MODE and GPR_IDX_EN changed reads them (its constructor's
    defaults do not overwrite them), its files are views of the row, and ``prepare`` gives
    it what a launch gives each wave."""
    batch = WaveBatch(4, isa.GFX942)
    prepared = []
    batch.prepare = lambda wave, row: prepared.append(row)
    batch.exec[2], batch.vcc[2], batch.scc[2] = 0xF0F0, 0x1234, 1
    batch.m0[2], batch.mode[2], batch.gpr_idx[2] = 77, DEFAULT_MODE ^ 0xF, 1
    wave = batch.waves[2]
    assert batch.waves[2] is wave and prepared == [2]
    assert (wave.exec, wave.vcc, wave.scc, wave.m0, wave.mode, wave.gpr_idx) == (
        0xF0F0, 0x1234, 1, 77, DEFAULT_MODE ^ 0xF, 1)
    assert (int(batch.exec[2]), int(batch.vcc[2]), int(batch.m0[2])) == (0xF0F0, 0x1234, 77)
    wave.v[5, 3] = 9
    assert batch.v[2, 5, 3] == 9
    assert len(batch.waves) == 4 and [w.exec for w in batch.waves[0:2]] == [2 ** 64 - 1] * 2
    assert prepared == [2, 0, 1]


def test_prefetch_reads_nothing_and_changes_nothing():
    """prefetch_rows (emulator/execution/prefetch.py) compiles to the CPU's prefetch, may
    name rows past the last wave, and leaves every array as it was."""
    from numba import njit

    from emulator.execution.prefetch import prefetch_rows

    @njit
    def touch(file, wave):
        prefetch_rows(file, wave, 0, file.shape[1])
        prefetch_rows(file, wave + 1000, 2, 3)
    file = np.arange(3 * 5 * 64, dtype=np.uint32).reshape(3, 5, 64)
    before = file.copy()
    for wave in range(4):
        touch(file, wave)
    assert np.array_equal(file, before)
    assert "prefetch" in touch.inspect_asm(touch.signatures[0])


@pytest.mark.parametrize("count", (1, 200, 300, 70_000))
def test_streams_follow_each_waves_entries_in_log_order(count):
    """``streams``: each wave's PCs in the order of the log entries that cover it (runs of
    consecutive waves), for batches whose wave numbers take 8, 16 and 32 bits (each sorted
    by its own narrow type)."""
    rng = np.random.default_rng(count)
    log, want = [], [[] for _ in range(count)]
    for _ in range(400):
        first = int(rng.integers(0, count))
        end = int(rng.integers(first + 1, min(count, first + 40) + 1))
        pc = int(rng.integers(0, 1000))
        log.append((pc, first, end))
        for row in range(first, end):
            want[row].append(pc)
    got = streams(log, count)
    assert [list(map(int, one)) for one in got] == want


@pytest.mark.parametrize("shape", ("lockstep", "halves", "parting", "one by one"))
def test_streams_of_waves_that_ran_together_equal_the_spread_rows(shape):
    """``streams`` finds the stream of each class of waves the same entries cover once (waves
    in lockstep, in halves, parting at a branch and meeting again) and spreads the log
    into rows where waves ran apart: each wave's PCs as a slow reference reads the log."""
    from emulator.execution.batch import _spread_streams
    rng = np.random.default_rng(len(shape))
    count, log = 96, []
    for step in range(300):
        pc = int(rng.integers(0, 500))
        if shape == "lockstep" or (shape == "parting" and not 100 <= step < 200):
            log.append((pc, 0, count))
        elif shape in ("halves", "parting"):
            log += [(pc, 0, count // 2), (pc + 1, count // 2, count)]
        else:
            row = int(rng.integers(0, count))
            log.append((pc, row, row + 1))
    want = [[pc for pc, first, end in log if first <= row < end] for row in range(count)]
    got = streams(log, count)
    spread = _spread_streams(np.array(log, dtype=np.int64), count)
    assert [one.tolist() for one in got] == [one.tolist() for one in spread] == want
    if shape != "one by one":   # (the waves of a class share one read-only array)
        assert len({id(one) for one in got}) <= 3 and not got[0].flags.writeable


@given(st.sets(st.integers(0, 200), min_size=1), st.booleans())
def test_runs_are_the_maximal_runs_of_consecutive_waves(rows, strided):
    """``_runs``: sorted wave numbers as maximal runs of consecutive waves, in order (with
    ``strided``, evenly spaced ones as one run of their stride), covering every row once."""
    from emulator.execution.batch import _runs
    rows = sorted(rows)
    got = _runs(np.array(rows), strided)
    assert [row for first, end, step in got for row in range(first, end, step)] == rows
    gaps = np.diff(rows)
    if strided and len(rows) > 1 and (gaps == gaps[0]).all():
        assert got == [(rows[0], rows[-1] + 1, int(gaps[0]))]
    else:
        assert all(step == 1 for _, _, step in got)
        assert all(a[1] < b[0] for a, b in zip(got, got[1:]))   # (maximal: a gap between)
