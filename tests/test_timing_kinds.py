"""One vocabulary of instruction kinds for the timing code (timing/instruction_timing.py
``Kind``): derived from each record's unit, spoken by the accountant's compiled rows, its
timeline and the device model's instruction rows alike."""

from __future__ import annotations

import pytest

import isa
from isa.records import Unit

from emulator.timing.instruction_timing import Kind, timing_info
from emulator.timing.wave_streams import KINDS, static_row
from emulator.timing import instruction_rows

_EXPECTED = {Unit.SALU: Kind.SALU, Unit.VALU: Kind.VALU, Unit.TRANS: Kind.VALU,
             Unit.VMEM: Kind.VMEM, Unit.SMEM: Kind.SMEM, Unit.LDS: Kind.LDS,
             Unit.BRANCH: Kind.OTHER, Unit.NOP: Kind.NOP, Unit.WAITCNT: Kind.WAIT,
             Unit.BARRIER: Kind.BARRIER, Unit.END: Kind.END}
LINES = ["s_add_u32 s0, s1, s2", "v_add_f32 v0, v1, v2", "v_exp_f32 v0, v1",
         "global_load_dword v0, v[2:3], off", "s_load_dword s0, s[0:1], 0x0",
         "ds_read_b32 v0, v1", "s_nop 3", "s_waitcnt vmcnt(0)", "s_barrier", "s_endpgm",
         "s_branch 0", "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]"]


@pytest.mark.parametrize("line", LINES)
def test_each_kind_follows_the_record_and_is_spoken_alike(line):
    inst = isa.assemble(f" {line}\n", "k.s").instructions[0]
    kind = timing_info(inst).kind
    want = Kind.MFMA if inst.mfma is not None else _EXPECTED[inst.spec.unit]
    assert kind is want
    # (the device model's row: the same word, by its code)
    assert KINDS[static_row(inst)[instruction_rows.P_KIND]] == kind
    assert kind in instruction_rows.KIND_CODES   # (a row of both timing engines)


def test_the_compiled_accountant_knows_every_kind():
    assert set(instruction_rows.KIND_CODES) == set(Kind)
    assert {k for k in Kind if k.is_memory} == {Kind.VMEM, Kind.LDS, Kind.SMEM}
