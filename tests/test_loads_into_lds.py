"""Loads into LDS (no VGPR written): every ``global_load_lds_*`` record and every buffer
load's ``lds`` form, on gfx942 and gfx950 (whose dwordx3 / dwordx4 are new), and gfx90a's
global loads with the ``lds`` bit (its LDS-direct form of them), against a byte
reference of the guide's rule — lane l's data (a byte or short extended to a dword) at
M0[17:2]·4 + the instruction's offset + 4·l, or + 16·l for three and four dwords, of which
dwordx3 writes 12 bytes and leaves the rest (CDNA3 ISA 10.3; CDNA4 ISA 9.1.9, 10.3)."""

from __future__ import annotations

import numpy as np
import pytest

import emulator
import isa
from emulator.state.local_memory import Lds
from emulator.state.memory import Memory
from isa.assembler import assemble

TARGETS = [isa.target_named(name) for name in ("gfx942", "gfx950", "gfx90a")]
# (gfx90a's global loads with the lds bit are its LDS-direct form: CDNA2 ISA, FLAT "LDS")
CASES = [(target, op) for target in TARGETS for op in target.ops
         if op.mnemonic.startswith("global_load_lds_")
         or (op.lds_form is not None and not op.lds_form.unmodelled
             and op.encoding in ("GLOBAL", "MUBUF"))]


def _expected(data: np.ndarray, width: int, signed: bool) -> np.ndarray:
    """(64, stored) bytes a lane puts in LDS: its bytes, a sub-dword one extended."""
    if width >= 4:
        return data
    value = data.astype(np.int64) @ (1 << (8 * np.arange(width)))
    if signed:
        top = 1 << (8 * width - 1)
        value = (value ^ top) - top
    return (value & 0xFFFFFFFF).astype("<u4").view(np.uint8).reshape(64, 4)


@pytest.mark.parametrize("target, op", CASES, ids=[f"{t.name}-{op.mnemonic}" for t, op in CASES])
def test_each_lane_lands_where_the_guide_says(target, op):
    width, signed = op.width, op.signed
    rng = np.random.default_rng(width + 3 * signed + len(op.mnemonic))
    wave = emulator.Wavefront(target=target)
    wave.memory, wave.lds = Memory(), Lds(64 * 1024)
    source = rng.integers(0, 256, 64 * 16 + 64, dtype=np.uint8)
    base = wave.memory.upload(source)
    before = rng.integers(0, 256, 64 * 1024, dtype=np.uint8)
    wave.lds.data[:] = before
    wave.m0 = 4096 + 3   # (M0[17:2]: the low two bits count for nothing)
    wave.exec = (1 << 64) - 1 - (1 << 5)   # (lane 5 off: its LDS bytes stay)
    stride_in = 16                         # (lane l reads at base + 16·l + 4 + offset)
    if op.encoding == "GLOBAL":
        wave.s[4], wave.s[5] = base & 0xFFFFFFFF, base >> 32
        wave.v[2] = (np.arange(64) * stride_in + 4).astype(np.uint32)
        line = f"{op.mnemonic} v2, s[4:5] offset:8" + (" lds" if op.lds_form else "")
    else:
        words = (base & 0xFFFFFFFF, base >> 32 & 0xFFFF, 0xFFFFFFFF, 0x00027000)
        wave.s[8:12] = np.array(words, np.uint32)
        wave.v[2] = (np.arange(64) * stride_in + 4).astype(np.uint32)
        line = f"{op.mnemonic} v2, s[8:11], 0 offen offset:8 lds"
    wave.run(assemble(line + "\ns_waitcnt vmcnt(0)\ns_endpgm\n", target=target))
    stored = max(width, 4)
    stride = 16 if width > 4 else 4
    expected = before.copy()
    for lane in range(64):
        if lane == 5:
            continue
        at = lane * stride_in + 4 + 8   # (the offset counts in both addresses)
        data = source[at:at + width][None]
        where = 4096 + 8 + stride * lane
        expected[where:where + stored] = _expected(data.repeat(64, 0), width, signed)[0]
    assert np.array_equal(wave.lds.data, expected)
