"""Special registers and trap temporaries where an instruction takes SGPRs (LLVM's SReg
classes, as llvm-mc 19 takes them for gfx942): ``vcc``, ``exec``, ``flat_scratch``,
``xnack_mask``, their halves, ``m0`` and ``ttmp`` tuples as a scalar load's base, data or
offset, a buffer's resource, a global or scratch access's ``saddr``, a compare's mask. Each
runs as the same instruction with SGPRs in their place would (a reference run), on the
storage the name means."""

from __future__ import annotations

import re

import numpy as np
import pytest

from emulator import Wavefront
from emulator.state.local_memory import Lds, Scratch
from emulator.state.memory import Memory
from isa.assembler import assemble
from isa.encoder import encode

DATA = np.arange(100, 164, dtype=np.uint32)
LANES = np.arange(64)


def _wave():
    w = Wavefront()
    w.memory, w.lds, w.scratch = Memory(), Lds(), Scratch(1024)
    w.scratch.data[:] = (np.arange(w.scratch.data.shape[1]) % 251).astype(np.uint8)
    base = w.memory.upload(DATA.copy())
    w.v[1] = (LANES * 4).astype(np.uint32)
    w.v[2] = (LANES * 3).astype(np.uint32)
    return w, base


def _put(w, name, value):
    """``value`` (a 64-bit address or a dword) into register ``name`` of the wave."""
    if name.startswith("ttmp["):
        first = int(name[5:].split(":")[0])
        w.ttmp[first], w.ttmp[first + 1] = value & 0xFFFFFFFF, value >> 32
    elif name.startswith("s["):
        first = int(name[2:].split(":")[0])
        w.s[first], w.s[first + 1] = value & 0xFFFFFFFF, value >> 32
    else:
        w.write(name, value)


# (instruction with X for the register under test, X's reference SGPRs, what X holds:
# "base" the data's address, a number that number; the registers compared after the run)
CASES = [
    ("s_load_dwordx2 s[20:21], X, 0x8", ["vcc", "flat_scratch", "exec", "xnack_mask",
                                         "ttmp[2:3]"], "s[4:5]", "base", ["s20", "s21"]),
    ("s_load_dwordx2 X, s[4:5], 0x10", ["vcc", "flat_scratch", "ttmp[14:15]"], "s[20:21]",
     None, ["X"]),
    ("s_load_dword X, s[4:5], 0x4", ["vcc_hi", "flat_scratch_lo", "ttmp7"], "s20", None,
     ["X"]),
    ("s_load_dword s20, s[4:5], X", ["vcc_lo", "m0", "exec_hi", "ttmp1"], "s6", 12,
     ["s20"]),
    # (EXEC as a base or mask would also be the lanes' mask: only the scalar load takes it)
    ("global_load_dword v5, v1, X", ["vcc", "flat_scratch", "ttmp[4:5]"],
     "s[4:5]", "base", ["v5"]),
    ("scratch_load_dword v5, v1, X offset:4", ["vcc_lo", "m0", "flat_scratch_hi", "ttmp9"],
     "s6", 64, ["v5"]),
    ("v_cmp_gt_u32_e64 X, v2, 30", ["flat_scratch", "ttmp[10:11]", "xnack_mask", "vcc"],
     "s[20:21]", None, ["X"]),
    ("v_cndmask_b32_e64 v5, v1, v2, X", ["flat_scratch", "ttmp[10:11]", "vcc"], "s[20:21]",
     0x00FF00FF00FF00FF, ["v5"]),
]


def _named(w, name):
    if re.fullmatch(r"v\d+", name):
        return w.v[int(name[1:])].tolist()
    if re.fullmatch(r"s\d+", name):
        return int(w.s[int(name[1:])])
    if name.startswith("s["):
        first, last = (int(x) for x in name[2:-1].split(":"))
        return [int(x) for x in w.s[first:last + 1]]
    if name.startswith("ttmp["):
        first, last = (int(x) for x in name[5:-1].split(":"))
        return [int(x) for x in w.ttmp[first:last + 1]]
    if name.startswith("ttmp"):
        return int(w.ttmp[int(name[4:])])
    value = int(w.read(name))
    return [value & 0xFFFFFFFF, value >> 32] if name in (
        "vcc", "exec", "flat_scratch", "xnack_mask") else value


@pytest.mark.parametrize("line, names, reference, holds, compared",
                         CASES, ids=[c[0].split()[0] for c in CASES])
def test_a_special_register_is_the_storage_it_names(line, names, reference, holds,
                                                    compared):
    def run(name):
        w, base = _wave()
        _put(w, "s[4:5]", base)
        if holds is not None:
            _put(w, name, base if holds == "base" else holds)
        w.run(assemble(line.replace("X", name) + "\ns_endpgm\n"))
        return [_named(w, name if c == "X" else c) for c in compared]
    want = run(reference)
    assert any(x for x in want)   # (the reference did something to compare)
    for name in names:
        assert run(name) == want, name


def test_a_buffer_resource_in_trap_temporaries():
    def run(rsrc):
        w, base = _wave()
        words = [base & 0xFFFFFFFF, base >> 32, 256, 0]
        file = w.ttmp if rsrc.startswith("ttmp") else w.s
        first = int(rsrc.split("[")[1].split(":")[0])
        file[first:first + 4] = words
        w.run(assemble(f"buffer_load_dword v5, v1, {rsrc}, 4 offen offset:8\n"
                       f"s_buffer_load_dwordx2 s[30:31], {rsrc}, 0x10\ns_endpgm\n"))
        return w.v[5].tolist(), w.s[30:32].tolist()
    want = run("s[8:11]")
    assert want[0][0] == DATA[3] and want[1] == DATA[4:6].tolist()
    assert run("ttmp[4:7]") == run("ttmp[12:15]") == want


def test_scalar_stores_and_atomics_of_special_data():
    w, base = _wave()
    _put(w, "s[4:5]", base)
    w.vcc = 0x1111111122222222
    w.write("flat_scratch_hi", 7)
    w.ttmp[3] = 5
    w.run(assemble("s_store_dwordx2 vcc, s[4:5], 0x0\n"
                   "s_atomic_add flat_scratch_hi, s[4:5], 0x8 glc\n"
                   "s_atomic_add ttmp3, s[4:5], 0xc\ns_endpgm\n"))
    got = w.memory.download(base, np.uint32, (4,)).tolist()
    assert got == [0x22222222, 0x11111111, int(DATA[2]) + 7, int(DATA[3]) + 5]
    assert w.read("flat_scratch_hi") == DATA[2]   # (glc: the old value returned)


# (llvm-mc 19's bytes: llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -show-encoding)
@pytest.mark.parametrize("line, code", [
    ("s_load_dword s5, vcc, s0", "750100c000000000"),
    ("s_load_dword s5, flat_scratch, s0", "730100c000000000"),
    ("s_buffer_load_dword s5, ttmp[12:15], s0", "7c0120c000000000"),
    ("buffer_load_format_x v5, off, ttmp[12:15], s3 offset:4095", "ff0f00e000051e03"),
    ("global_load_dword v1, v2, exec", "008050dc02007e01"),
    ("scratch_load_dword v1, off, exec_lo", "004050dc00007e01"),
    ("v_cmp_eq_f32_e64 ttmp[2:3], v1, v2", "6e0042d001050200"),
    ("buffer_load_dword v1, off, s[4:7], 0.5 offset:4", "040050e0000101f0"),
    ("buffer_load_dword v1, off, s[4:7], src_scc offset:4", "040050e0000101fd"),
])
def test_encodings_as_llvm_mc(line, code):
    assert encode(line).hex() == code


def test_a_buffer_soffset_of_src_scc_or_an_inline_float_is_its_value():
    """A buffer's soffset may be SCC (src_scc: 0 or 1) or an inline constant, a float one
    too (llvm-mc takes 0.5): the offset added is the operand's 32-bit value."""
    def run(soffset, scc):
        w, base = _wave()
        w.s[8], w.s[9], w.s[10], w.s[11] = base & 0xFFFFFFFF, base >> 32, 256, 0
        w.scc = scc
        w.run(assemble(f"buffer_load_ubyte v5, v1, s[8:11], {soffset} offen\ns_endpgm\n"))
        return w.v[5].tolist()
    raw = DATA.view(np.uint8)
    assert run("src_scc", 1) == run("1", 0) == [int(raw[4 * lane + 1]) for lane in range(64)]
    assert run("src_scc", 0) == run("0", 1)
    assert run("0.5", 0) == [0] * 64   # (0x3f000000 bytes on: past num_records, reads 0)
