"""What HIP's code needs of the loader and the emulator, checked by hand-written assembly
(no compiler): FLAT addresses inside the shared and private apertures reach LDS and the
lane's scratch; a 64-bit read of an aperture puts it in the high dword; LDS addresses wrap
at 32 bits; the dispatch packet and the queue/dispatch-id SGPRs; printf records."""

from __future__ import annotations

import struct

import numpy as np
import pytest

from emulator import Lds, Memory, Wavefront
from emulator.device_printf import decode, formats, new_buffer, render
from emulator.dispatch import KERNARG_OFFSET
from emulator.launch import launch
from emulator.state.local_memory import Scratch
from isa.assembler import assemble
from isa.registers import CONSTANT_SOURCES, constant_source

SHARED_HI, PRIVATE_HI = CONSTANT_SOURCES["src_shared_base"], CONSTANT_SOURCES["src_private_base"]


def wave_with_memories():
    wave = Wavefront()
    wave.memory, wave.lds, wave.scratch = Memory(), Lds(), Scratch(64)
    return wave


def test_a_64_bit_read_of_an_aperture_puts_it_in_the_high_dword():
    wave = wave_with_memories()
    wave.run(assemble("s_mov_b64 s[0:1], src_shared_base\n"
                      "s_mov_b64 s[2:3], src_private_base\n"
                      "s_mov_b32 s4, src_shared_base\n"
                      "v_mov_b32 v0, src_private_base\n"
                      "v_lshl_add_u64 v[2:3], src_shared_base, 0, 0\n"
                      "s_endpgm\n"))
    assert [int(wave.s[i]) for i in range(5)] == [0, SHARED_HI, 0, PRIVATE_HI, SHARED_HI]
    assert np.all(wave.v[0] == PRIVATE_HI)
    assert np.all(wave.v[2] == 0) and np.all(wave.v[3] == SHARED_HI)
    assert constant_source("src_pops_exiting_wave_id", 64) == 0


FLAT = """
  s_mov_b64 s[0:1], src_shared_base
  s_mov_b64 s[2:3], src_private_base
  v_lshlrev_b32 v10, 2, v0              ; byte offset 4 * lane
  v_mov_b32 v11, s1                     ; v[10:11]: a generic pointer to LDS
  v_mov_b32 v13, s3
  v_mov_b32 v12, 8                      ; v[12:13]: to each lane's private byte 8
  v_add_u32 v20, 1000, v0
  flat_store_dword v[10:11], v20 offset:16
  v_add_u32 v21, 2000, v0
  flat_store_dword v[12:13], v21
  ds_read_b32 v30, v10 offset:16        ; LDS holds what the FLAT store wrote
  scratch_load_dword v31, off, off offset:8
  v_mov_b32 v22, 5
  flat_atomic_add v32, v[12:13], v22 sc0
  flat_load_dword v33, v[12:13]
  flat_load_dword v34, v[40:41]         ; global memory, as before
  s_endpgm
"""


def test_flat_addresses_in_the_apertures_reach_lds_and_scratch():
    """(CDNA3 ISA §10.2-10.3) The shared aperture is the workgroup's LDS at the distance
    from its base, the private aperture the lane's own scratch; a FLAT atomic on private
    memory returns the lane's old value."""
    wave = wave_with_memories()
    wave.v[0] = np.arange(64, dtype=np.uint32)
    buffer = np.arange(64, dtype=np.uint32) * 7
    address = wave.memory.upload(buffer)
    wave.v[40] = (address + 4 * np.arange(64)) & 0xFFFFFFFF
    wave.v[41] = (address + 4 * np.arange(64)) >> 32
    wave.run(assemble(FLAT))
    lanes = np.arange(64, dtype=np.uint32)
    assert np.array_equal(wave.v[30], 1000 + lanes)
    assert np.array_equal(wave.lds.data[16:16 + 256].view(np.uint32), 1000 + lanes)
    assert np.array_equal(wave.v[31], 2000 + lanes)
    assert np.array_equal(wave.v[32], 2000 + lanes)
    assert np.array_equal(wave.v[33], 2005 + lanes)
    assert np.array_equal(wave.scratch.data[:, 8:12].copy().view(np.uint32)[:, 0],
                          2005 + lanes)
    assert np.array_equal(wave.v[34], buffer)


def test_lanes_split_between_global_memory_and_lds():
    """One FLAT load whose lanes point at global memory and at LDS reads each from its own."""
    wave = wave_with_memories()
    words = np.arange(64, dtype=np.uint32) + 500
    address = wave.memory.upload(words)
    wave.lds.data[:256] = (np.arange(64, dtype=np.uint32) + 900).view(np.uint8)
    lanes = np.arange(64)
    flat = np.where(lanes % 2 == 0, address + 4 * lanes, (SHARED_HI << 32) + 4 * lanes)
    wave.v[2], wave.v[3] = flat & 0xFFFFFFFF, flat >> 32
    wave.run(assemble("flat_load_dword v5, v[2:3]\ns_endpgm\n"))
    assert np.array_equal(wave.v[5], np.where(lanes % 2 == 0, 500 + lanes, 900 + lanes))


def test_a_flat_access_to_private_memory_without_scratch_is_a_clear_error():
    wave = Wavefront()
    wave.memory, wave.lds = Memory(), Lds()
    wave.v[3] = PRIVATE_HI
    with pytest.raises(Exception, match="no scratch memory"):
        wave.run(assemble("flat_load_dword v5, v[2:3]\ns_endpgm\n"))


def test_lds_addresses_wrap_at_32_bits():
    """ADDR + offset is a 32-bit sum: 0xFFFFFFF8 + 16 is byte 8."""
    wave = wave_with_memories()
    wave.v[1] = 0xFFFFFFF8
    wave.v[2] = 77
    wave.run(assemble("ds_write_b32 v1, v2 offset:16\nds_read_b32 v3, v1 offset:16\n"
                      "ds_write2_b32 v1, v2, v2 offset0:4 offset1:6\ns_endpgm\n"))
    assert np.all(wave.v[3] == 77)
    assert wave.lds.data[8:12].view(np.uint32)[0] == 77
    assert wave.lds.data[8:16].view(np.uint32).tolist() == [77, 0]


PACKET = """
  .text
  .globl k
  .p2align 8
  .type k,@function
k:
  s_load_dwordx8 s[8:15], s[0:1], 0x0       ; the dispatch packet's first 32 bytes
  s_load_dwordx2 s[16:17], s[0:1], 0x28     ; its kernarg_address
  s_load_dwordx2 s[18:19], s[4:5], 0x0      ; the kernarg segment: the output pointer
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v1, 0
  v_mov_b32 v2, s8
  v_mov_b32 v3, s9
  v_mov_b32 v4, s10
  v_mov_b32 v5, s11
  v_mov_b32 v6, s12
  v_mov_b32 v7, s13
  v_mov_b32 v8, s14
  v_mov_b32 v9, s15
  v_mov_b32 v10, s16
  v_mov_b32 v11, s17
  v_mov_b32 v12, s4
  v_mov_b32 v13, s5
  v_mov_b32 v14, s6                          ; dispatch id
  v_mov_b32 v15, s2                          ; queue pointer
  v_mov_b32 v16, s3
  global_store_dwordx4 v1, v[2:5], s[18:19]
  global_store_dwordx4 v1, v[6:9], s[18:19] offset:16
  global_store_dwordx4 v1, v[10:13], s[18:19] offset:32
  global_store_dwordx3 v1, v[14:16], s[18:19] offset:48
  s_endpgm
  .section .rodata,"a",@progbits
  .p2align 6
  .amdhsa_kernel k
    .amdhsa_user_sgpr_dispatch_ptr 1
    .amdhsa_user_sgpr_queue_ptr 1
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_user_sgpr_dispatch_id 1
    .amdhsa_kernarg_size 8
    .amdhsa_group_segment_fixed_size 512
    .amdhsa_next_free_vgpr 32
    .amdhsa_next_free_sgpr 24
  .end_amdhsa_kernel
  .amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space: global
        .offset: 0
        .size: 8
        .value_kind: global_buffer
    .kernarg_segment_size: 8
    .name: k
    .symbol: k.kd
amdhsa.version: [1, 2]
...
  .end_amdgpu_metadata
"""


def test_the_dispatch_packet_and_the_user_sgprs_it_enables():
    """hsa_kernel_dispatch_packet_t as the ROCm runtime fills it: header, dimensions, the
    workgroup and grid sizes (work-items), the segment sizes, the kernarg address; the
    queue pointer, the dispatch id (the first dispatch: 0)."""
    out = np.zeros(15, np.uint32)
    launch(PACKET, kernel="k", grid=(3, 2), block=(16, 4), args=[out], workers=1)
    halves = out[:3].view(np.uint16).tolist()
    assert halves[:2] == [2 | 1 << 8 | 2 << 9 | 2 << 11, 2]   # header; 2 dimensions
    assert halves[2:5] == [16, 4, 1]                            # the workgroup size
    assert out[3:6].tolist() == [48, 8, 1]                      # the grid, in work-items
    assert out[6:8].tolist() == [0, 512]                        # private, group bytes
    kernarg = int(out[8]) | int(out[9]) << 32
    assert kernarg == int(out[10]) | int(out[11]) << 32         # s[4:5]
    assert out[12] == 0                                         # the dispatch id
    queue = int(out[13]) | int(out[14]) << 32
    assert queue and kernarg - queue == KERNARG_OFFSET - 64 and kernarg % 64 == 0


def record(fmt_hash: int, *words: bytes) -> bytes:
    body = struct.pack("<Q", fmt_hash) + b"".join(words)
    return struct.pack("<I", (len(body) + 4) << 2 | 2) + body


def test_printf_records_render_as_c_printf():
    """Hand-built records (LLVM's AMDGPUEmitPrintf layout): length modifiers, widths from
    arguments, strings in place, a non-constant format, a record for stderr."""
    known = formats({"amdhsa.printf": ["0:0:1f,%d|%u|%hhd|%lld|%x|%5.2f|%-4s|%c|%*d|%%\\n",
                                       "0:0:2a,%e %g %a\n"]})
    assert known[0x1F].startswith("%d|%u")
    q = lambda v: struct.pack("<q", v)   # noqa: E731
    first = record(0x1F, q(-1 & 0xFFFFFFFF), q(4294967295), q(0x1FF), q(-5), q(255),
                   struct.pack("<d", 3.14159), b"ab\0\0\0\0\0\0", q(ord("Z")), q(4), q(7))
    second = record(0x2A, struct.pack("<d", 1e-3), struct.pack("<d", 0.5),
                    struct.pack("<d", 1.0))
    inline = b"x=%d\n\0\0\0"
    third_body = inline + q(9)
    third = struct.pack("<I", (len(third_body) + 4) << 2 | 1) + third_body
    buffer = new_buffer(256)
    data = first + second + third
    buffer[0:4] = np.frombuffer(struct.pack("<I", len(data)), np.uint8)
    buffer[8:8 + len(data)] = np.frombuffer(data, np.uint8)
    out, err = decode(buffer, known)
    assert out == "-1|4294967295|-1|-5|ff| 3.14|ab  |Z|   7|%\\n1.000000e-03 0.5 0x1.0000000000000p+0\n"
    assert err == "x=9\n"
    assert render("%s and %s", b"one\0\0\0\0\0two\0\0\0\0\0") == "one and two"
