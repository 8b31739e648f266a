"""The fidelity report (emulator/fidelity.py): the records that say their results may differ
from MI300's, and the counts a run and a launch make of them — by mnemonic and by source
line, one by one or in batches, in this process or a pool — and what the CLI prints."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

import isa
from emulator import Wavefront
from emulator.execution.runner import run
from emulator.execution.blocks.templates import compilable
from emulator.fidelity import EXACT, report
from emulator.launch import launch
from emulator.tools.cli import main as wfemu

from tests.helpers import use_options
from isa.assembler import assemble
from isa.records import Unit

from .helpers import one_buffer_kernel

# The records whose results are not bit-exact by construction (README: "Transcendentals are
# not bit-exact", the fp8 packing conversions, the f16 dot products' internal rounding).
INEXACT = set("""
v_rcp_f16 v_sqrt_f16 v_rsq_f16 v_log_f16 v_exp_f16 v_sin_f16 v_cos_f16 v_rcp_f32
v_rcp_iflag_f32 v_sqrt_f32 v_rsq_f32 v_exp_f32 v_log_f32 v_rcp_f64 v_rsq_f64 v_sqrt_f64
v_sin_f32 v_cos_f32 v_exp_legacy_f32 v_log_legacy_f32 v_cvt_pk_fp8_f32 v_cvt_pk_bf8_f32
v_cvt_sr_fp8_f32 v_cvt_sr_bf8_f32 v_dot2_f32_f16 v_dot2c_f32_f16
""".split())


def test_the_records_say_which_results_may_differ():
    records = isa.GFX942.ops
    flagged = {spec.mnemonic for spec in records if spec.inexact}
    assert flagged == INEXACT
    # every transcendental is among them; no MFMA is (bit-exact: the golden vectors)
    assert {s.mnemonic for s in records if s.unit is Unit.TRANS} <= flagged
    assert not any(m.inexact for m in isa.GFX942.matrix)


def test_a_hot_block_holds_an_instruction_the_report_counts_by_its_template():
    """Whether a block holds an instruction is its template's affair, inexact or not (here
    v_add_f32 with its record marked inexact): a block counts the inexact ones it retires
    (engine.py ``count_block``; tests/test_blocks.py and test_batch.py compare the counts
    with interpretation's): v_exp_f32, whose value is IEEE operations alone
    (exp2_binary64.py), has one, and v_log_f32, whose approximation calls a maths library,
    none."""
    inst = assemble("  v_add_f32 v0, v1, v2\n  s_endpgm\n").instructions[0]
    assert compilable(inst)
    inst.spec = dataclasses.replace(inst.spec, inexact="a test's reason")
    assert compilable(inst)
    assert compilable(assemble("  v_exp_f32 v0, v1\n  s_endpgm\n").instructions[0])
    assert not compilable(assemble("  v_log_f32 v0, v1\n  s_endpgm\n").instructions[0])


LOOP = """\
  v_mov_b32 v0, 0.5
  s_mov_b32 s0, 0
.Lloop:
  v_exp_f32 v1, v0
  v_add_f32 v0, v0, v1
  v_sqrt_f32 v2, v0
  s_add_u32 s0, s0, 1
  s_cmp_lt_u32 s0, 200
  s_cbranch_scc1 .Lloop
  v_rcp_f32 v3, v2
  s_endpgm
"""


def test_a_run_counts_each_inexact_instruction_where_it_stands(monkeypatch):
    for how in ("off", "sync"):   # (interpreted, and with the loop's hot blocks compiled)
        use_options(monkeypatch, blocks=how)
        program = assemble(LOOP, "loop.s")
        result = run(Wavefront(), program)
        counts = {c.mnemonic: (c.count, c.places) for c in result.fidelity.counts}
        assert counts == {"v_exp_f32": (200, (("loop.s:4", 200),)),
                          "v_sqrt_f32": (200, (("loop.s:6", 200),)),
                          "v_rcp_f32": (1, (("loop.s:10", 1),))}
        assert result.fidelity.inexact == 401 and not result.fidelity.exact
        text = str(result.fidelity)
        assert text.startswith("exact except 200 v_exp_f32 (correctly rounded, hardware may "
                               "differ by 1 ulp) at loop.s:4; 200 v_sqrt_f32")
        assert result.fidelity.to_json()["instructions"][2] == {
            "mnemonic": "v_rcp_f32", "count": 1, "why": "correctly rounded, hardware may differ by 1 ulp",
            "places": [{"place": "loop.s:10", "count": 1}]}


def test_an_exact_run_says_so():
    result = run(Wavefront(), assemble("  v_add_f32 v0, 1.0, v0\n  s_endpgm\n"))
    assert result.fidelity is EXACT and result.fidelity.exact and str(result.fidelity) == "exact"
    assert bool(result.fidelity)   # (a report, not a verdict)


def test_a_report_groups_places_most_first():
    program = assemble("  v_exp_f32 v0, v1\n  v_exp_f32 v0, v1\n  v_log_f32 v2, v3\n"
                       "  v_exp_f32 v0, v1\n  v_exp_f32 v0, v1\n  s_endpgm\n", "k.s")
    fid = report(program, {0: 1, 1: 5, 3: 2, 4: 2, 2: 0})
    (exp,) = fid.counts
    assert exp.count == 10 and exp.places == (("k.s:2", 5), ("k.s:4", 2), ("k.s:5", 2),
                                              ("k.s:1", 1))
    assert str(exp).endswith("at k.s:2, k.s:4, k.s:5 and 1 more line(s)")


KERNEL = one_buffer_kernel("k", """\
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_cvt_f32_u32 v1, v0
  v_exp_f32 v2, v1
  v_lshlrev_b32 v0, 2, v0
  s_waitcnt lgkmcnt(0)
  global_store_dword v0, v2, s[4:5]
  s_endpgm
""")


@pytest.mark.parametrize("options", [{}, {"batch": 1}, {"workers": 2}],
                         ids=["batched", "one-by-one", "pool"])
def test_a_launch_counts_over_its_waves(options):
    out = np.zeros(256, np.float32)
    result = launch(KERNEL, kernel="k", grid=(6,), block=(256,), args=[out], **options)
    with np.errstate(over="ignore"):   # (v_exp_f32 is 2^x: exact for integers, inf past 127)
        assert np.array_equal(out, np.ldexp(np.float32(1), np.arange(256)))
    (exp,) = result.fidelity.counts
    assert (exp.mnemonic, exp.count, exp.places) == ("v_exp_f32", 24, (("<kernel>:8", 24),))


def test_wfemu_run_prints_the_fidelity_line(tmp_path, capsys):
    path = tmp_path / "loop.s"
    path.write_text(LOOP)
    assert wfemu(["run", str(path)]) == 0
    assert "exact except 200 v_exp_f32" in capsys.readouterr().out
    exact = tmp_path / "exact.s"
    exact.write_text("  v_add_f32 v0, 1.0, v0\n  s_endpgm\n")
    assert wfemu(["run", str(exact)]) == 0
    assert "exact except" not in capsys.readouterr().out
