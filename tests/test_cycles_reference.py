"""The compiled cycle accountant against the plain-Python reference (reference_accountant.py)
on random streams: the same totals, co-execution, hazards and timeline, with and without
``fix``, whatever the chunk size."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from dataclasses import asdict

import pytest
from hypothesis import given, settings, strategies as st

from emulator.timing.cycle_report import WAITCNT_RULES, TimingParams
from emulator.timing.accountant import CycleAccountant
from isa.hazards import (DGEMM_TO_FMA64, EXEC_TO_MFMA, MEMORY_READ, SRCAB, SRCC_EXACT,
                         SRCC_OVERLAP, VALU_ACCESS, VALU_TO_MFMA, VALU_WAR_SRCC,
                         VALU_WAW)
from isa.assembler import assemble

from .helpers import ROOT
from .reference_accountant import ReferenceAccountant

# (mnemonic, D/C registers, A registers, B registers): XDL of 2, 8 and 16 passes, non-XDL,
# DGEMM of 4 and 16 passes
_MFMAS = [("v_mfma_f32_32x32x8_f16", 16, 2, 2), ("v_mfma_f32_16x16x16_f16", 4, 2, 2),
          ("v_mfma_f32_4x4x4_16b_f16", 4, 2, 2), ("v_mfma_f32_32x32x2_f32", 16, 1, 1),
          ("v_mfma_f64_16x16x4_f64", 8, 2, 2), ("v_mfma_f64_4x4x4_4b_f64", 2, 2, 2),
          ("v_mfma_i32_16x16x32_i8", 4, 2, 2)]


def _tuple(file: str, first: int, count: int) -> str:
    return f"{file}{first}" if count == 1 else f"{file}[{first}:{first + count - 1}]"


def _line(rng: random.Random) -> str:
    """One instruction touching a small set of registers, so that producers and consumers
    meet often."""
    kind = rng.choice(["mfma"] * 4 + ["smfmac", "valu", "valu", "acc", "fma64", "cmpx",
                                      "salu", "nop", "nop", "mem", "mem", "wait"])
    v = lambda: rng.choice([0, 2, 4, 8, 16, 20])   # noqa: E731
    if kind == "mfma":
        name, cd, a, b = rng.choice(_MFMAS)
        file = rng.choice("av")
        d = rng.choice([0, 4, 8, 16])
        c = d if rng.random() < 0.6 else rng.choice([0, 4, 8, 16, 2])
        if c != d and c < d + cd and d < c + cd:
            c = d   # (the assembler refuses a SrcC partly overlapping vdst)
        c_text = _tuple(file, c, cd) if rng.random() < 0.9 else "0"
        return f"{name} {_tuple(file, d, cd)}, {_tuple('v', v(), a)}, " \
            f"{_tuple('v', v(), b)}, {c_text}"
    if kind == "smfmac":
        return f"v_smfmac_f32_16x16x32_f16 {_tuple('v', rng.choice([0, 8, 16]), 4)}, " \
            f"{_tuple('v', v(), 2)}, {_tuple('v', v(), 4)}, v{rng.choice([1, 3, 6])}"
    if kind == "valu":
        return f"v_add_f32 v{rng.randrange(24)}, v{rng.randrange(24)}, v{rng.randrange(24)}"
    if kind == "acc":
        if rng.random() < 0.5:
            return f"v_accvgpr_read_b32 v{rng.randrange(24)}, a{rng.randrange(24)}"
        return f"v_accvgpr_write_b32 a{rng.randrange(24)}, v{rng.randrange(24)}"
    if kind == "fma64":
        return f"v_fma_f64 {_tuple('v', v(), 2)}, {_tuple('v', v(), 2)}, " \
            f"{_tuple('v', v(), 2)}, {_tuple('v', v(), 2)}"
    if kind == "cmpx":
        return f"v_cmpx_lt_f32 vcc, v{rng.randrange(24)}, v{rng.randrange(24)}"
    if kind == "salu":
        return rng.choice(["s_add_u32 s1, s2, s3", "s_mov_b64 exec, -1",
                           "s_mov_b32 s4, s5"])
    if kind == "nop":
        return f"s_nop {rng.randrange(6)}"
    if kind == "wait":
        return rng.choice([f"s_waitcnt vmcnt({rng.randrange(4)})",
                           f"s_waitcnt lgkmcnt({rng.randrange(3)})",
                           f"s_waitcnt vmcnt({rng.randrange(3)}) lgkmcnt(0)"])
    d = rng.randrange(24)
    return rng.choice([f"global_load_dword v{d}, v[30:31], off",
                       f"global_load_dwordx4 {_tuple('v', v(), 4)}, v[30:31], off",
                       f"global_store_dword v[30:31], v{d}, off",
                       f"flat_load_dword v{d}, v[30:31]",
                       f"scratch_load_dword v{d}, v{rng.randrange(24)}, off",
                       f"buffer_load_dword v{d}, off, s[8:11], 0",
                       f"ds_read_b32 v{d}, v{rng.randrange(24)}",
                       f"ds_write_b32 v{rng.randrange(24)}, v{d}",
                       f"s_load_dword s{rng.randrange(4, 8)}, s[0:1], 0x0"])


_rng = random.Random(14)
# (and a back-to-back exact SrcC chain of a 2-pass shape, which random lines seldom make)
POOL = assemble("\n".join(_line(_rng) for _ in range(400)) + "\n"
                "v_mfma_f32_4x4x4_16b_f16 a[0:3], v[0:1], v[2:3], a[0:3]\n" * 2 +
                "s_endpgm\n", "pool.s").instructions


class _Chunked(CycleAccountant):
    CHUNK = 5


def _reports(stream, **kw):
    out = []
    for kind in (ReferenceAccountant, CycleAccountant, _Chunked):
        accountant = kind(**kw)
        for inst in stream:
            accountant.retire(inst)
        out.append(accountant.report())
    return out


def _same(reference, other):
    assert other.summary() == reference.summary()
    # (as multisets: the reference lists one consumer's producers in set order)
    assert sorted(map(asdict, other.hazards), key=str) == \
        sorted(map(asdict, reference.hazards), key=str)
    assert [asdict(e) for e in other.timeline] == [asdict(e) for e in reference.timeline]


@settings(max_examples=250, deadline=None)
@given(st.lists(st.integers(0, len(POOL) - 1), min_size=1, max_size=80), st.booleans())
def test_random_streams_match_the_reference(picks, fix):
    stream = [POOL[i] for i in picks]
    reference, compiled, chunked = _reports(stream, fix=fix)
    assert reference.timeline and reference.instructions == len(stream)
    _same(reference, compiled)
    _same(reference, chunked)
    whole = _Chunked(fix=fix)   # (a whole stream handed over at once, accounted in chunks)
    whole.retire_all(stream)
    _same(reference, whole.report())


def test_the_pool_meets_every_rule_and_stall():
    """The random streams can reach every hazard rule and every stall reason."""
    reference, compiled, _ = _reports(POOL * 2)
    rules = {h.rule for h in compiled.hazards}
    assert rules == {SRCC_EXACT, SRCC_OVERLAP, SRCAB, VALU_ACCESS, VALU_WAW, MEMORY_READ,
                     VALU_WAR_SRCC,
                     VALU_TO_MFMA, EXEC_TO_MFMA, DGEMM_TO_FMA64, *WAITCNT_RULES}
    stalls = {e.stall.split(" MFMA")[0] for e in compiled.timeline if e.stall}
    assert {"matrix pipe busy", "co-execution cycles used up",
            "s_waitcnt: waiting for vmcnt"} <= stalls
    _same(reference, compiled)
    fixed_reference, fixed, _ = _reports(POOL * 2, fix=True)
    assert fixed.inserted_wait_states > 0
    assert any("inserted wait state" in e.stall for e in fixed.timeline)
    _same(fixed_reference, fixed)


@pytest.mark.parametrize("chunk", [1, 64, 8192])
def test_thousands_of_hazards_in_one_chunk(chunk):
    """More hazards than the compiled loop's buffer holds: it stops, hands them over and
    goes on (every pair below is an SrcC overlap and a VALU access without wait states)."""
    program = assemble("v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]\n"
                       "v_accvgpr_read_b32 v10, a1\n"
                       "v_mfma_f32_16x16x16_f16 a[2:5], v[0:1], v[2:3], a[2:5]\n"
                       "s_endpgm\n", "h.s").instructions
    stream = program[:3] * 2500

    class Sized(CycleAccountant):
        CHUNK = chunk
    reference = ReferenceAccountant(keep_timeline=False)
    compiled = Sized(keep_timeline=False)
    for inst in stream:
        reference.retire(inst)
        compiled.retire(inst)
    r, c = reference.report(), compiled.report()
    assert len(c.hazards) > 4000 and len(c.hazards) == len(r.hazards)
    _same(r, c)


def test_flat_and_scratch_take_the_vector_memory_latency():
    report = CycleAccountant()
    for inst in assemble("flat_load_dword v1, v[2:3]\nscratch_load_dword v4, v5, off\n"
                         "s_waitcnt vmcnt(0)\ns_endpgm\n", "f.s").instructions:
        report.retire(inst)
    timeline = report.report().timeline
    assert timeline[2].issue == 4 + TimingParams().vmem_latency and "vmcnt" in timeline[2].stall


def test_a_full_counter_retires_its_oldest_operation():
    """64 loads: the counter holds 63, so the first load has returned when the 64th issues
    (it waited for it): reading its register needs no s_waitcnt; reading the last does."""
    text = "".join(f"global_load_dword v{i}, v[100:101], off\n" for i in range(64))
    program = assemble(text + "v_mov_b32 v200, v0\nv_mov_b32 v201, v63\ns_endpgm\n",
                       "full.s").instructions
    # (a latency longer than 63 issues, so that the 64th load waits for the first)
    reference, compiled, chunked = _reports(program, params=TimingParams(vmem_latency=500))
    assert [(h.rule, h.consumer_pc, h.producer_pc, h.provided) for h in compiled.hazards] == \
        [("vmcnt-missing", 65, 63, 63)]
    assert compiled.timeline[63].stall == "vmcnt full"
    assert compiled.timeline[63].issue == 500     # (the first load's data back)
    _same(reference, compiled)
    _same(reference, chunked)


def test_the_compiled_loop_runs_without_jit():
    """The accountant's loop also runs as plain Python (NUMBA_DISABLE_JIT=1), with the same
    report as the reference."""
    script = """
import random, numba
from dataclasses import asdict
from tests.test_cycles_reference import POOL, _reports
assert numba.config.DISABLE_JIT
stream = random.Random(3).choices(POOL, k=300)
for fix in (False, True):
    reference, compiled, chunked = _reports(stream, fix=fix)
    for other in (compiled, chunked):
        assert other.summary() == reference.summary()
        assert len(other.hazards) == len(reference.hazards)
        assert [asdict(e) for e in other.timeline] == [asdict(e) for e in reference.timeline]
print("ok")
"""
    env = dict(os.environ, NUMBA_DISABLE_JIT="1")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         env=env, cwd=ROOT, timeout=600)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr[-3000:]
