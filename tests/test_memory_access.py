"""isa/memory_access.py: the one description of a plain memory access that the
interpreter's binders and the blocks' templates are both made from — read off each record as
the CDNA3 ISA guide defines the instruction (chapters 9-11), and each lane's address a lane
word over the instruction's operands. (That both forms run what it describes alike:
tests/test_blocks.py; what the interpreter runs against the guide: test_memory_semantics.py.)"""

from __future__ import annotations

import numpy as np
import pytest

import isa
from isa.lane_vocabulary import python_form
from isa.memory_access import Access, access_of, buffer_address_of, lane_addresses
from isa.registers import RegRange
from isa.targets import TARGETS

from emulator.api.wavefront import Wavefront
from emulator.execution.ops import SEMANTICS, binder_for
from emulator.execution.ops.lane_addresses import address_reader
from emulator.execution.ops.lds import LDS_ACCESSES
from emulator.execution.ops.memory import VECTOR_ACCESSES


def _record(mnemonic: str, target=isa.GFX942):
    return next(op for op in target.ops if op.mnemonic == mnemonic)


@pytest.mark.parametrize("mnemonic,expected", [
    ("ds_read_b128", Access("lds", False, 16, 0, False, "", (0,))),
    ("ds_write_b96", Access("lds", True, 12, 0, False, "", (1,))),
    ("ds_read_i16", Access("lds", False, 2, 0, True, "", (0,))),
    # (offset0/offset1 in elements, or in 64 elements for st64: ISA 11.3)
    ("ds_read2_b32", Access("lds", False, 4, 4, False, "", (0,))),
    ("ds_read2st64_b64", Access("lds", False, 8, 512, False, "", (0,))),
    ("ds_write2_b64", Access("lds", True, 8, 8, False, "", (1, 2))),
    ("ds_write2st64_b32", Access("lds", True, 4, 256, False, "", (1, 2))),
    ("ds_write_b16_d16_hi", Access("lds", True, 2, 0, False, "hi", (1,))),
    ("global_load_dwordx4", Access("global", False, 16, 0, False, "", (0,))),
    ("global_load_sbyte_d16_hi", Access("global", False, 1, 0, True, "hi", (0,))),
    ("global_store_short", Access("global", True, 2, 0, False, "", (1,))),
    ("flat_load_ushort", Access("flat", False, 2, 0, False, "", (0,))),
    ("scratch_store_dwordx2", Access("scratch", True, 8, 0, False, "", (1,))),
    ("buffer_store_byte_d16_hi", Access("buffer", True, 1, 0, False, "hi", (0,))),
])
def test_each_record_reads_as_the_access_it_is(mnemonic, expected):
    assert access_of(_record(mnemonic)) == expected


@pytest.mark.parametrize("mnemonic", [
    "ds_add_u32", "ds_add_rtn_u32", "ds_cmpst_b32", "ds_bpermute_b32", "ds_swizzle_b32",
    "ds_condxchg32_rtn_b64", "ds_append", "ds_read_addtid_b32", "global_atomic_add",
    "flat_atomic_cmpswap", "buffer_load_format_xy", "buffer_store_format_d16_x",
    "global_load_lds_dword", "s_load_dword", "v_add_f32"])
def test_what_is_not_a_plain_access_has_no_description(mnemonic):
    assert access_of(_record(mnemonic)) is None


@pytest.mark.parametrize("mnemonic,extension,half", [
    ("ds_read_u8", "load_u8", None), ("ds_read_i8", "load_i8", None),
    ("global_load_ushort", "load_u16", None), ("global_load_sshort", "load_i16", None),
    ("global_load_ubyte_d16", "load_u8", "d16_lo"),
    ("ds_read_i8_d16_hi", "load_i8", "d16_hi"), ("global_load_short_d16", "load_u16", "d16_lo"),
    ("global_store_byte_d16_hi", None, "high16"), ("ds_read_b64", None, None)])
def test_a_narrow_value_takes_its_words(mnemonic, extension, half):
    access = access_of(_record(mnemonic))
    assert (access.extension, access.half) == (extension, half)
    assert access.dwords == (0 if extension or half else access.element // 4)


def test_the_plain_binders_are_found_by_the_description_on_every_target():
    """Every record the description covers runs a plain binder unless a binder named for it
    is its (gfx950's LDS transposes), and no plain binder runs a record it does not
    cover."""
    covered = 0
    for target in TARGETS.values():
        for op in target.ops:
            plain = binder_for(op) in LDS_ACCESSES | VECTOR_ACCESSES
            named = SEMANTICS.named.get(op.semantics or op.mnemonic)
            assert plain == (access_of(op) is not None and named is None), op.mnemonic
            covered += plain
    assert covered == 3 * 118   # (gfx90a, gfx942, gfx950: 118 each)


@pytest.mark.parametrize("line", [
    "ds_read_b32 v1, v2 offset:65535", "ds_write2st64_b64 v2, v[4:5], v[6:7] offset0:3 "
    "offset1:255", "global_load_dword v1, v[2:3], off offset:-4096",
    "global_load_dword v1, v2, s[4:5] offset:-16", "flat_store_dword v[2:3], v1 offset:4095"])
def test_each_lanes_address_is_its_word_of_its_registers(line):
    """The interpreter's addresses (the word's array form over the wave's registers) are the
    word's Python form — modulo 2^32 for the LDS, 2^64 for global memory — on every lane,
    registers near the top of their range included."""
    inst = isa.assemble(f" {line}\n s_endpgm\n", "a.s").instructions[0]
    addresses = lane_addresses(inst, access_of(inst.spec))
    assert len(addresses) == (2 if "2st64" in line else 1)
    rng = np.random.default_rng(7)
    wave = Wavefront()
    wave.v[:8] = rng.integers(0, 1 << 32, (8, 64), dtype=np.uint64).astype(np.uint32)
    wave.v[2][:4] = [0, 0xFFFFFFFF, 0xFFFFFFF0, 1]
    wave.s[4], wave.s[5] = 0xFFFFFFF8, 0xFFFFFFFF
    for address in addresses:
        values = []
        for kind, value in address.places:
            if kind in ("u32", "u64"):
                values.append([value] * 64)
            elif kind == "s64":
                values.append([int(wave.s[value.first]) | int(wave.s[value.first + 1]) << 32]
                              * 64)
            else:
                values.append([int(wave.v[value.first][lane]) | (
                    int(wave.v[value.first + 1][lane]) << 32 if kind == "v64" else 0)
                    for lane in range(64)])
        expected = [python_form(address.word)(*args) for args in zip(*values)]
        assert [int(x) for x in address_reader(address)(wave)] == expected


@pytest.mark.parametrize("line,index,voffset", [
    ("buffer_load_dword v1, v[4:5], s[8:11], s3 idxen offen offset:12", 4, 5),
    ("buffer_load_dword v1, v4, s[8:11], 0 offen", None, 4),
    ("buffer_store_dword v1, v4, s[8:11], s3 idxen", 4, None),
    ("buffer_load_dword v1, off, s[8:11], s3 offset:4", None, None)])
def test_a_buffer_access_names_its_index_and_offset_registers(line, index, voffset):
    """With idxen and offen both, the index is the pair's first VGPR and the offset its
    second (ISA 9.1.5)."""
    inst = isa.assemble(f" {line}\n s_endpgm\n", "b.s").instructions[0]
    places = buffer_address_of(inst)
    assert places.resource == RegRange("s", 8, 4)
    assert (None if places.index is None else places.index.first) == index
    assert (None if places.voffset is None else places.voffset.first) == voffset
