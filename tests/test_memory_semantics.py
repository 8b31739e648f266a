"""Memory instructions against slow, obviously-correct references: every atomic operation
of every encoding (lanes in lane order on shared addresses, against a per-lane Python
loop), the d16 forms, FLAT and SCRATCH addressing, lane permutes, scalar stores and atomics,
VGPR indexing, and the loader's data image, ``None`` buffers, ``__local`` arguments and
kernarg preloading."""

from __future__ import annotations

import struct

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from emulator import Wavefront
from emulator.kernel_metadata import LaunchError, LaunchFault
from emulator.launch import launch
from emulator.state.atomics import ATOMICS
from emulator.state.local_memory import Lds, Scratch
from emulator.state.memory import Memory
from isa.assembler import assemble
from isa.gfx942.ops import OPS

from .helpers import ROOT

LANES = np.arange(64)


def reference_op(name: str, old: int, data: int, data2: int, bits: int) -> int:
    """One atomic on Python integers (and floats from their bits): the ISA's formulas."""
    mask = (1 << bits) - 1

    def signed(x):
        return x - (1 << bits) if x >> (bits - 1) else x
    base = name.removesuffix("_x2")
    if base == "add_f32_ftz":   # (global memory's f32 add: denormals flushed in and out)
        def flush(x):
            return x & 0x80000000 if x & 0x7F800000 == 0 else x
        return flush(reference_op("add_f32", flush(old), flush(data), 0, 32))
    if base.endswith(("_f32", "_f64")):
        fmt = "<f" if base.endswith("_f32") else "<d"
        ufmt = "<I" if fmt == "<f" else "<Q"
        o = struct.unpack(fmt, struct.pack(ufmt, old))[0]
        d = struct.unpack(fmt, struct.pack(ufmt, data))[0]
        if base.startswith("add"):
            r = np.float32(o) + np.float32(d) if fmt == "<f" else o + d
        elif base.startswith("min"):
            r = d if d < o else o
        elif base.startswith("max"):
            r = d if d > o else o
        else:   # cmpst
            return data2 if o == d else old
        return struct.unpack(ufmt, struct.pack(fmt, r))[0]
    if base.startswith("pk_add"):
        half = ml_dtypes.bfloat16 if base.endswith("bf16") else np.float16
        parts = []
        for shift in (0, 16):
            o, d = ((x >> shift) & 0xFFFF for x in (old, data))
            if half is np.float16:
                total = np.float32(np.array([o], np.uint16).view(np.float16)[0]) + \
                    np.float32(np.array([d], np.uint16).view(np.float16)[0])
            else:   # (a bf16 is the top half of a binary32)
                total = np.array([o << 16], np.uint32).view(np.float32)[0] + \
                    np.array([d << 16], np.uint32).view(np.float32)[0]
            rounded = np.array([total], np.float32).astype(half).view(np.uint16)[0]
            parts.append(int(rounded) << shift)
        return parts[0] | parts[1]
    ops = {
        "swap": lambda: data, "add": lambda: old + data, "sub": lambda: old - data,
        "rsub": lambda: data - old, "and": lambda: old & data, "or": lambda: old | data,
        "xor": lambda: old ^ data, "umin": lambda: min(old, data), "umax": lambda: max(old, data),
        "smin": lambda: old if signed(old) < signed(data) else data,
        "smax": lambda: old if signed(old) > signed(data) else data,
        "inc": lambda: 0 if old >= data else old + 1,
        "dec": lambda: data if old == 0 or old > data else old - 1,
        "mskor": lambda: (old & ~data) | data2,
        "wrap": lambda: old - data if old >= data else old + data2,
        "cmpswap": lambda: data if old == data2 else old,
        "cmpst": lambda: data2 if old == data else old,
    }
    return ops[base]() & mask


def random_elements(rng, atomic, n):
    if atomic.name.endswith(("_f32", "_f64", "_ftz")):
        dtype = np.float32 if atomic.width == 4 else np.float64
        values = rng.integers(-8, 8, n).astype(dtype) * dtype(0.75)
        values[::9] = 0.0
        return values.view(atomic.dtype)
    bits = 8 * atomic.width
    values = rng.integers(0, 1 << 63, n, dtype=np.uint64) >> np.uint64(64 - bits)
    values[::5] = rng.integers(0, 4, len(values[::5]))   # (small: inc/dec wrap, cmp equal)
    return values.astype(atomic.dtype)


@pytest.mark.parametrize("lanes", ["most", "one"])
@pytest.mark.parametrize("name", sorted(ATOMICS))
def test_atomic_operations_in_lane_order(name, lanes):
    """rmw through Memory.atomic: 64 lanes on 8 addresses (so most collide), EXEC with
    holes — or one lane alone, a lock's compare-and-swap —; old values and memory against
    a per-lane loop."""
    atomic = ATOMICS[name]
    rng = np.random.default_rng(sum(map(ord, name)))
    memory = Memory()
    initial = random_elements(rng, atomic, 8)
    base = memory.upload(initial.copy())
    slot = rng.integers(0, 8, 64)
    mask = rng.random(64) < 0.8 if lanes == "most" else np.arange(64) == rng.integers(64)
    data, data2 = random_elements(rng, atomic, 64), random_elements(rng, atomic, 64)
    if name.startswith(("cmpswap", "cmpst")):   # (compare values that sometimes match)
        hits = rng.random(64) < 0.5
        (data2 if name.startswith("cmpswap") else data)[hits] = initial[slot[hits]]
    addresses = np.uint64(base) + (slot * atomic.width).astype(np.uint64)
    old = memory.atomic(addresses, mask, atomic, data, data2 if atomic.two_data else None)
    want = [int(v) for v in initial]
    bits = 8 * atomic.width
    for lane in range(64):
        if not mask[lane]:
            assert old[lane] == 0
            continue
        before = want[slot[lane]]
        assert int(old[lane]) == before, lane
        want[slot[lane]] = reference_op(name, before, int(data[lane]), int(data2[lane]), bits)
    got = memory.download(base, atomic.dtype, (8,))
    assert [int(v) for v in got] == want


def run_lines(text, setup=None, scratch=0):
    w = Wavefront()
    w.memory, w.lds = Memory(), Lds()
    if scratch:
        w.scratch = Scratch(scratch)
    if setup:
        setup(w)
    w.run(assemble(text + "\ns_endpgm\n"))
    return w


def _pointer(w, base):
    w.v[2] = np.uint32(base & 0xFFFFFFFF) + (LANES * 4).astype(np.uint32)
    w.v[3] = base >> 32


def test_global_atomic_returns_the_old_value_only_with_sc0():
    state = {}

    def setup(w):
        state["base"] = base = w.memory.upload(np.arange(64, dtype=np.uint32) * 10)
        _pointer(w, base)
        w.v[4] = LANES.astype(np.uint32)
        w.v[5] = 77
        w.exec = (1 << 64) - 1 - (1 << 3)      # lane 3 off
    w = run_lines("global_atomic_add v5, v[2:3], v4, off sc0\nglobal_atomic_add v[2:3], v4, off",
                  setup)
    got = w.memory.download(state["base"], np.uint32, (64,))
    want = np.arange(64) * 10 + 2 * np.arange(64)
    want[3] = 30
    assert np.array_equal(got, want)
    assert w.v[5][0] == 0 and w.v[5][10] == 100 and w.v[5][3] == 77


def test_global_cmpswap_x2_packs_value_then_compare():
    def setup(w):
        base = w.memory.upload(np.array([5, 6], dtype=np.uint64))
        w.v[2], w.v[3] = base & 0xFFFFFFFF, base >> 32
        # v[8:9] new value, v[10:11] the compare value: lane 0 compares 5 (equal)
        w.v[8], w.v[9], w.v[10], w.v[11] = 9, 1, 5, 0
        w.exec = 1
        w.base = base
    w = run_lines("global_atomic_cmpswap_x2 v[6:7], v[2:3], v[8:11], off sc0", setup)
    assert w.memory.download(w.base, np.uint64, (2,)).tolist() == [(1 << 32) | 9, 6]
    assert (int(w.v[6][0]), int(w.v[7][0])) == (5, 0)


def test_lds_atomics_and_the_two_address_exchange():
    def setup(w):
        w.lds.data[:256] = np.arange(64, dtype=np.uint32).view(np.uint8)
        w.v[1] = (LANES % 4 * 4).astype(np.uint32)      # 16 lanes per address
        w.v[2] = 1
        w.v[3] = 0xF0
        w.v[4] = 0x0F
    w = run_lines("ds_add_rtn_u32 v10, v1, v2\nds_mskor_b32 v1, v3, v4 offset:16\n"
                  "ds_wrxchg2_rtn_b32 v[12:13], v1, v3, v4 offset0:32 offset1:48", setup)
    words = w.lds.data[:256].view(np.uint32)
    assert list(words[:4]) == [16, 17, 18, 19]
    assert list(w.v[10][:8]) == [0, 1, 2, 3, 1, 2, 3, 4]   # lane order on one address
    assert list(words[4:8]) == [(x & ~0xF0 | 0x0F) for x in (4, 5, 6, 7)]
    assert list(words[32:36]) == [0xF0] * 4 and list(words[48:52]) == [0x0F] * 4
    assert w.v[12][0] == 32 and w.v[13][0] == 48 and w.v[12][4] == 0xF0


def test_d16_loads_keep_the_other_half_and_extend_bytes():
    def setup(w):
        w.base = base = w.memory.upload(np.array([0x80, 0x1234FF81, 0], dtype=np.uint32))
        w.v[2], w.v[3] = base & 0xFFFFFFFF, base >> 32
        w.v[10] = w.v[11] = w.v[12] = w.v[13] = 0xAAAABBBB
    w = run_lines("global_load_sbyte_d16 v10, v[2:3], off\n"
                  "global_load_ubyte_d16_hi v11, v[2:3], off\n"
                  "global_load_short_d16_hi v12, v[2:3], off offset:4\n"
                  "global_load_short_d16 v13, v[2:3], off offset:6\n"
                  "global_store_short_d16_hi v[2:3], v12, off offset:8", setup)
    assert hex(w.v[10][0]) == "0xaaaaff80"      # -128 sign-extended to 16 bits, low half
    assert hex(w.v[11][0]) == "0x80bbbb"        # 0x80 zero-extended, high half
    assert hex(w.v[12][0]) == "0xff81bbbb" and hex(w.v[13][0]) == "0xaaaa1234"
    assert w.memory.download(w.base + 8, np.uint32, (1,))[0] == 0xFF81   # the high half


def test_flat_and_scratch_addressing():
    def setup(w):
        w.base = base = w.memory.upload(np.arange(128, dtype=np.uint32))
        _pointer(w, base)
        w.v[5] = (LANES * 8).astype(np.uint32)   # a private offset per lane
        w.s[6] = 16
    w = run_lines("flat_load_dword v7, v[2:3] offset:4\n"
                  "scratch_store_dword v5, v7, s6 offset:-8\n"
                  "scratch_load_dword v8, v5, off offset:8\n"
                  "scratch_load_dword v9, off, s6", setup, scratch=1024)
    assert list(w.v[7][:3]) == [1, 2, 3]
    assert list(w.v[8][:3]) == [1, 2, 3]        # lane l wrote at 8l + 8 of its own memory
    # (lane 1 stored its value at 8 + 8 = 16: what s6 = 16 alone reads back; lane 0 did not)
    assert w.v[9][0] == 0 and w.v[9][1] == 2


def test_scratch_out_of_range_is_a_fault_naming_the_lane():
    with pytest.raises(Exception, match="lane 0: scratch offset 0x400"):
        run_lines("scratch_load_dword v1, off, s6", lambda w: w.s.__setitem__(6, 1024),
                  scratch=1024)


def test_permutes_follow_the_manual():
    def setup(w):
        w.v[1] = (((LANES + 1) % 64) * 4).astype(np.uint32)
        w.v[2] = (LANES * 100).astype(np.uint32)
        w.exec = (1 << 64) - 1 - (1 << 5)
    w = run_lines("ds_bpermute_b32 v3, v1, v2\nds_permute_b32 v4, v1, v2", setup)
    assert w.v[3][0] == 100 and w.v[3][4] == 0 and w.v[3][63] == 0   # lane 5 off: 0
    assert w.v[4][1] == 0 and w.v[4][6] == 0 and w.v[4][7] == 600    # nobody wrote lane 6


def test_scalar_store_and_atomic():
    def setup(w):
        w.base = base = w.memory.upload(np.array([1, 2, 3, 4], dtype=np.uint32))
        w.s[2], w.s[3] = base & 0xFFFFFFFF, base >> 32
        w.s[10], w.s[11], w.s[12] = 40, 5, 9
    w = run_lines("s_store_dword s10, s[2:3], 0x4\ns_atomic_add s11, s[2:3], 0x8 glc\n"
                  "s_atomic_umax s12, s[2:3], 0x0", setup)
    assert w.memory.download(w.base, np.uint32, (4,)).tolist() == [9, 40, 8, 4]
    assert w.s[11] == 3 and w.s[12] == 9


def test_vgpr_indexing_offsets_the_enabled_operands():
    def setup(w):
        w.v[3] = 7
        w.v[37] = 42
    w = run_lines("s_mov_b32 s4, 3\ns_set_gpr_idx_on s4, gpr_idx(DST)\nv_mov_b32_e32 v0, v37\n"
                  "s_set_gpr_idx_off\nv_mov_b32 v1, v37\ns_set_gpr_idx_on 2, gpr_idx(SRC0)\n"
                  "v_add_u32 v10, v1, v37\ns_set_gpr_idx_off\nv_add_u32 v11, v1, v37", setup)
    assert w.v[3][0] == 42 and w.v[0][0] == 0          # v[0 + 3] written
    assert w.v[10][0] == 42 + 42                       # src0 v1 read as v3
    assert w.v[11][0] == 42 + 42 and not w.gpr_idx and w.m0 & 0xFF == 2


def test_an_indexed_instruction_keeps_its_output_modifiers_and_modes_denormal_rules():
    """Shifted by VGPR indexing, an instruction runs its whole bound semantics: mul:2 still
    scales, and with MODE's f32 denormals flushed a denormal source still reads as zero."""
    def setup(w):
        w.v[3] = 1                                      # (the smallest f32 denormal)
        w.v[2] = np.float32(1.5).view(np.uint32)
        w.v[4] = np.float32(1.5).view(np.uint32)
    w = run_lines("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 0\n"
                  "s_set_gpr_idx_on 2, gpr_idx(SRC0)\nv_mul_f32 v10, v1, v2\n"
                  "v_mul_f32_e64 v11, v2, v2 mul:2\ns_set_gpr_idx_off", setup)
    assert (w.v[10] == 0).all()                         # (v3's denormal flushed)
    assert (w.v[11].view(np.float32) == np.float32(4.5)).all()   # (1.5 · 1.5 · 2)


KERNEL = """
.text
.globl k
.p2align 8
k:
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_load_dword s6, s[0:1], 0x10
  s_getpc_b64 s[8:9]
  s_add_u32 s8, s8, table@rel32@lo+4
  s_addc_u32 s9, s9, table@rel32@hi+12
  s_waitcnt lgkmcnt(0)
  s_load_dword s10, s[8:9], 0x4
  v_mov_b32 v1, s6
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v2, s10
  v_lshlrev_b32 v0, 2, v0
  ds_write_b32 v1, v2
  ds_read_b32 v3, v1
  s_waitcnt lgkmcnt(0)
  v_add_u32 v3, s2, v3
  global_store_dword v0, v3, s[4:5]
  s_endpgm
.section .rodata
.p2align 4
table:
  .long 11, 22, 33
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_kernarg_preload_length 1
  .amdhsa_user_sgpr_kernarg_preload_offset 4
  .amdhsa_next_free_vgpr 4
  .amdhsa_next_free_sgpr 16
  .amdhsa_accum_offset 4
  .amdhsa_group_segment_fixed_size 64
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .name: k
    .kernarg_segment_size: 24
    .args:
      - {.offset: 0, .size: 8, .value_kind: global_buffer, .type_name: 'int*'}
      - {.offset: 8, .size: 8, .value_kind: global_buffer, .type_name: 'int*'}
      - {.offset: 16, .size: 4, .value_kind: dynamic_shared_pointer}
...
.end_amdgpu_metadata
"""


def test_loader_data_image_null_buffer_local_argument_and_preload():
    out = np.zeros(64, np.int32)
    launch(KERNEL, kernel="k", args=[out, None, 256], workers=1)
    # table[1] = 22 through the PC-relative address, written to and read back from LDS at
    # the __local argument's offset (64: after the static bytes), plus s2 = that offset
    # again, preloaded from kernarg dword 4
    assert (out == 22 + 64).all()
    with pytest.raises(LaunchError, match="bytes of LDS to reserve"):
        launch(KERNEL, kernel="k", args=[out, None, None], workers=1)
    with pytest.raises(LaunchError, match="65600 bytes of LDS"):
        launch(KERNEL, kernel="k", args=[out, None, 65536], workers=1)


def test_every_memory_record_has_semantics():
    from emulator.execution.ops import binder_for
    memory = [op for op in OPS if op.is_memory and not op.unmodelled]
    forms = [op.lds_form for op in OPS if op.lds_form is not None]
    assert memory and forms and all(binder_for(op) is not None for op in memory + forms)
    # (and what stops a run says why: a record that is neither is a gap)
    assert all(op.unmodelled for op in OPS if op.is_memory and op not in memory)


def test_mode_register_from_the_descriptor_and_setreg():
    text = KERNEL.replace("  s_endpgm\n.section", "  s_getreg_b32 s12, hwreg(HW_REG_MODE)\n"
                          "  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0\n"
                          "  s_getreg_b32 s13, hwreg(HW_REG_MODE, 4, 4)\n"
                          "  v_mov_b32 v3, s12\n  v_mov_b32 v4, s13\n"
                          "  global_store_dword v0, v3, s[4:5]\n"
                          "  global_store_dword v0, v4, s[4:5] offset:256\n  s_endpgm\n.section")
    text = text.replace(".amdhsa_group_segment_fixed_size 64",
                        ".amdhsa_group_segment_fixed_size 64\n  .amdhsa_float_denorm_mode_32 0\n"
                        "  .amdhsa_float_round_mode_16_64 1")
    out = np.zeros(128, np.int32)
    launch(text, kernel="k", args=[out, None, 16], workers=1)
    # denorm f32 0 (flush), f16/f64 3, round f16/f64 1, DX10 clamp and IEEE on
    assert out[0] == (1 << 2 | 3 << 6 | 1 << 8 | 1 << 9)
    assert out[64] == 3 << 2      # (bits 4..7 after the set: f32 denorm 0, f16/f64 3)


def test_lds_counters_addtid_condxchg_and_loads_into_lds():
    def setup(w):
        w.base = base = w.memory.upload((np.arange(64, dtype=np.int32) - 3).astype(np.int8)
                                        .view(np.uint8))
        w.v[2], w.v[3] = base & 0xFFFFFFFF, (base >> 32) + 0 * LANES
        w.v[2] = np.uint32(base & 0xFFFFFFFF) + LANES.astype(np.uint32)   # one byte a lane
        w.lds.data[16:20] = np.array([100], np.uint32).view(np.uint8)
        w.v[5] = (LANES * 3).astype(np.uint32)
        w.v[6] = 0
        w.v[8] = np.where(LANES % 2 == 0, 0x80000007, 0x7).astype(np.uint32)
        w.v[9] = 0x80000009
        w.m0 = 1024                     # (the LDS offset of the loads into LDS: 1024)
        w.exec = (1 << 40) - 1          # 40 lanes
    w = run_lines("ds_append v1 offset:16\nds_consume v4 offset:16\n"
                  "global_load_lds_sbyte v[2:3], off offset:0\n"
                  "s_mov_b32 m0, 512\nds_write_addtid_b32 v5 offset:8\n"
                  "ds_read_addtid_b32 v7 offset:8\n"
                  "ds_condxchg32_rtn_b64 v[10:11], v6, v[8:9] offset:32", setup)
    assert w.v[1][0] == 100 and w.v[4][39] == 140 and w.v[1][45] == 0     # 100 +40 −40
    assert w.lds.data[16:20].view(np.uint32)[0] == 100
    loaded = w.lds.data[1024:1024 + 4 * 40].view(np.int32)
    assert list(loaded[:5]) == [-3, -2, -1, 0, 1]                         # sign-extended
    assert list(w.v[7][:4]) == [0, 3, 6, 9]                               # written back
    # lane 0 (bit 31 set) writes 7 at 32, lane 1 (clear) does not; bit 31 of v9 set: 9 at 36
    assert w.lds.data[32:40].view(np.uint32).tolist() == [7, 9]


# -- every memory record, generically: loads and stores against a byte reference, atomics
# against reference_op (distinct addresses per lane; lane order is checked above) ------------
PLAIN = [op for op in OPS if op.encoding in ("FLAT", "GLOBAL", "SCRATCH", "MUBUF", "DS")
         and not op.atomic and any(k.startswith(("mdst", "msrc")) for k in op.operands)
         and not op.components   # (typed: tests/test_typed_buffer.py)
         and "offset0" not in op.modifiers and "_lds_" not in op.mnemonic
         and op.mnemonic not in ("ds_bpermute_b32", "ds_permute_b32", "ds_swizzle_b32",
                                 "ds_condxchg32_rtn_b64", "ds_append", "ds_consume", "ds_read_addtid_b32",
                                 "ds_write_addtid_b32")]
ATOMIC_RECORDS = [op for op in OPS if op.atomic and "offset0" not in op.modifiers
                  and op.encoding != "SMEM"]
STRIDE = 16    # bytes between lanes' addresses


def _memory_line(spec):
    """A line for ``spec``: data registers at v20 (stores, atomics) / v40 (loads), the
    addresses per lane in v[2:3] (FLAT/GLOBAL), v2 (SCRATCH, DS, MUBUF offen)."""
    out, sources = [], 0
    for kind in spec.operands:
        base, _, count = kind.partition(":")
        n = int(count) if count else 1
        first = 20 + 4 * sources if base == "msrc" else 40
        if base == "mdst" and spec.atomic and spec.encoding == "MUBUF":
            first = 20   # (MUBUF's returning form: the data registers take the old value)
        sources += base == "msrc"
        pick = {"mdst": f"v[{first}:{first + n - 1}]" if n > 1 else f"v{first}",
                "msrc": f"v[{first}:{first + n - 1}]" if n > 1 else f"v{first}",
                "faddr": "v[2:3]",
                "gaddr": "v[2:3]", "saddr": "off", "svaddr": "v2", "ssaddr": "off",
                "bvaddr": "v2", "srsrc": "s[8:11]", "soff": "0", "dsaddr": "v2"}[base]
        out.append(pick)
    return f"{spec.mnemonic} {', '.join(out)}" + (" offen" if spec.encoding == "MUBUF" else "")


def _memory_wave(spec, rng):
    w = Wavefront()
    w.memory, w.lds, w.scratch = Memory(), Lds(), Scratch(64 * STRIDE)
    raw = rng.integers(0, 256, 64 * STRIDE, dtype=np.uint8)
    base = w.memory.upload(raw.copy())
    w.lds.data[:raw.size] = raw
    w.scratch.data[:] = raw.reshape(64, STRIDE)[:, None, :].repeat(64, axis=1).reshape(64, -1)[
        :, :64 * STRIDE]
    offsets = (LANES * STRIDE).astype(np.uint32)
    if spec.encoding in ("FLAT", "GLOBAL"):
        w.v[2] = np.uint32(base & 0xFFFFFFFF) + offsets
        w.v[3] = base >> 32
    else:
        w.v[2] = offsets
    w.s[8], w.s[9], w.s[10], w.s[11] = base & 0xFFFFFFFF, base >> 32, raw.size, 0
    w.v[20:28] = rng.integers(0, 2**32, (8, 64), dtype=np.uint64).astype(np.uint32)
    w.v[40:44] = rng.integers(0, 2**32, (4, 64), dtype=np.uint64).astype(np.uint32)
    w.exec = (1 << 64) - 1 - (1 << 9)
    return w, base, raw


def _bytes(w, spec, base):
    """The (64, STRIDE) bytes each lane's address reaches, now."""
    if spec.encoding in ("FLAT", "GLOBAL", "MUBUF"):
        return w.memory.download(base, np.uint8, (64 * STRIDE,)).reshape(64, STRIDE)
    if spec.encoding == "DS":
        return w.lds.data[:64 * STRIDE].reshape(64, STRIDE)
    return np.stack([w.scratch.data[lane, lane * STRIDE:(lane + 1) * STRIDE]
                     for lane in range(64)])


@pytest.mark.parametrize("spec", PLAIN, ids=lambda s: s.mnemonic)
def test_every_load_and_store_against_a_byte_reference(spec):
    rng = np.random.default_rng(sum(map(ord, spec.mnemonic)))
    w, base, raw = _memory_wave(spec, rng)
    before = _bytes(w, spec, base).copy()
    data_before = w.v[20:24].copy()
    dest_before = w.v[40:44].copy()
    w.run(assemble(_memory_line(spec) + "\ns_endpgm\n"))
    width, signed, d16 = spec.width, spec.signed, spec.d16
    after = _bytes(w, spec, base)
    for lane in range(64):
        active = lane != 9
        if spec.operands[0].startswith("mdst"):       # a load
            chunk = int.from_bytes(before[lane, :width].tobytes(), "little")
            if width < 4 or d16:
                bits = 8 * width
                if signed and chunk >> (bits - 1):
                    chunk -= 1 << bits
                if d16:
                    chunk &= 0xFFFF
                    old = int(dest_before[0, lane])
                    want = [(old & 0xFFFF) | chunk << 16 if d16 == "hi"
                            else (old & 0xFFFF0000) | chunk]
                else:
                    want = [chunk & 0xFFFFFFFF]
            else:
                want = [int.from_bytes(before[lane, 4 * i:4 * i + 4].tobytes(), "little")
                        for i in range(width // 4)]
            got = [int(w.v[40 + i][lane]) for i in range(len(want))]
            old = [int(dest_before[i, lane]) for i in range(len(want))]
            assert got == (want if active else old), (lane, spec.mnemonic)
        else:                                          # a store
            words = [int(data_before[i, lane]) for i in range(4)]
            value = words[0] >> 16 if d16 == "hi" else words[0]
            stored = b"".join(x.to_bytes(4, "little") for x in [value] + words[1:])[:width]
            want = stored if active else before[lane, :width].tobytes()
            assert after[lane, :width].tobytes() == want, (lane, spec.mnemonic)
            assert after[lane, width:].tobytes() == before[lane, width:].tobytes()


@pytest.mark.parametrize("spec", ATOMIC_RECORDS + [s.returning for s in ATOMIC_RECORDS
                                                   if s.returning is not None],
                         ids=lambda s: s.mnemonic + ("_sc0" if s.operands[0].startswith(
                             "mdst") and s.encoding != "DS" else ""))
def test_every_atomic_instruction_against_the_reference(spec):
    atomic = ATOMICS[spec.atomic]
    rng = np.random.default_rng(sum(map(ord, spec.mnemonic)))
    w, base, raw = _memory_wave(spec, rng)
    words = atomic.width // 4
    returning = spec.operands[0].startswith("mdst")
    line = _memory_line(spec)
    if returning and spec.encoding != "DS":   # (FLAT/GLOBAL: a destination; MUBUF: data)
        line += " sc0"
    before = _bytes(w, spec, base).copy()
    data = w.v[20:28].copy()
    w.run(assemble(line + "\ns_endpgm\n"))
    after = _bytes(w, spec, base)
    two = sum(1 for k in spec.operands if k.startswith("msrc")) == 2
    for lane in range(64):
        if lane == 9:
            assert after[lane].tobytes() == before[lane].tobytes()
            continue
        old = int.from_bytes(before[lane, :atomic.width].tobytes(), "little")
        values = [int(x) for x in data[:, lane]]
        element = (lambda i: values[i] | values[i + 1] << 32) if words == 2 else (
            lambda i: values[i])
        first = element(0)
        # (cmpswap: its compare value after the data in one range; LDS: a second operand)
        second = element(4) if two else (element(words) if atomic.two_data else 0)
        want = reference_op(spec.atomic, old, first, second, 8 * atomic.width)
        got = int.from_bytes(after[lane, :atomic.width].tobytes(), "little")
        if atomic.name.startswith("pk_add") and got != want:   # (any NaN for a NaN)
            for part in (0, 1):
                g, e = (got >> (16 * part)) & 0xFFFF, (want >> (16 * part)) & 0xFFFF
                nan = (lambda x: (x & 0x7FFF) > 0x7C00) if atomic.name.endswith("_f16") \
                    else (lambda x: (x & 0x7FFF) > 0x7F80)
                assert g == e or (nan(g) and nan(e)), (lane, spec.mnemonic)
        elif atomic.name.endswith(("_f32", "_f64", "_ftz")) and got != want:
            import math
            fmt = "<f" if atomic.width == 4 else "<d"
            ufmt = "<I" if atomic.width == 4 else "<Q"
            both = [struct.unpack(fmt, struct.pack(ufmt, v))[0] for v in (got, want)]
            assert all(math.isnan(v) for v in both), (lane, spec.mnemonic)   # (any NaN)
        else:
            assert got == want, (lane, spec.mnemonic, hex(got), hex(want))
        returned = spec.encoding == "MUBUF" and "sc0" in line or returning
        if returned:
            reg = 20 if spec.encoding == "MUBUF" else 40
            back = int(w.v[reg][lane]) | (int(w.v[reg + 1][lane]) << 32 if words == 2 else 0)
            assert back == old, (lane, spec.mnemonic)


WIDE_TAIL = """
.text
.globl tail
.p2align 8
tail:
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_load_dwordx8 s[4:11], s[0:1], 0x20
  v_lshlrev_b32 v0, 2, v0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v1, s4
  v_add_u32 v1, s9, v1
  v_add_u32 v1, s10, v1
  v_add_u32 v1, s11, v1
  global_store_dword v0, v1, s[2:3]
  s_endpgm
.amdhsa_kernel tail
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_kernarg_size 56
  .amdhsa_next_free_vgpr 2
  .amdhsa_next_free_sgpr 12
  .amdhsa_accum_offset 4
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .name: tail
    .kernarg_segment_size: 56
    .args:
      - {.offset: 0, .size: 8, .value_kind: global_buffer, .type_name: 'int*'}
      - {.offset: 8, .size: 8, .value_kind: global_buffer, .type_name: 'int*'}
      - {.offset: 16, .size: 8, .value_kind: global_buffer, .type_name: 'int*'}
      - {.offset: 24, .size: 8, .value_kind: global_buffer, .type_name: 'int*'}
      - {.offset: 32, .size: 4, .value_kind: by_value, .type_name: int}
      - {.offset: 36, .size: 4, .value_kind: by_value, .type_name: int}
      - {.offset: 40, .size: 4, .value_kind: by_value, .type_name: int}
      - {.offset: 44, .size: 4, .value_kind: by_value, .type_name: int}
      - {.offset: 48, .size: 4, .value_kind: by_value, .type_name: int}
      - {.offset: 52, .size: 4, .value_kind: by_value, .type_name: int}
...
.end_amdgpu_metadata
"""


def test_a_wide_scalar_load_may_read_past_the_kernarg_size():
    """clang merges the tail of the arguments into one wide s_load (here dwordx8 at 0x20 of
    a 56-byte segment, as clang-19 -O3 emits): the runtime's segment is 64-byte aligned and
    padded, so the last dwords read zeros instead of faulting."""
    out = np.zeros(64, np.int32)
    launch(WIDE_TAIL, kernel="tail", args=[out, None, None, None, 100, 1, 2, 3, 4, 7],
           workers=1)
    assert (out == 100 + 7 + 0 + 0).all()   # (s9 = arg 52, s10 and s11 past the segment)


IMPLICIT = """
.text
.globl implicit
.p2align 8
implicit:
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_load_dwordx4 s[4:7], s[0:1], 0x8
  s_load_dwordx2 s[8:9], s[0:1], 0x18
  s_load_dwordx2 s[10:11], s[0:1], 0x28
  s_load_dwordx2 s[12:13], s[0:1], 0x30
  v_lshlrev_b32 v0, 2, v0
  s_waitcnt lgkmcnt(0)
  s_and_b32 s14, s8, 0xffff
  s_lshr_b32 s15, s8, 16
  s_and_b32 s16, s9, 0xffff
  s_lshr_b32 s17, s9, 16
  s_and_b32 s18, s11, 0xffff
  v_mov_b32 v1, s4
  global_store_dword v0, v1, s[2:3]
  v_mov_b32 v1, s5
  global_store_dword v0, v1, s[2:3] offset:256
  v_mov_b32 v1, s6
  global_store_dword v0, v1, s[2:3] offset:512
  v_mov_b32 v1, s7
  global_store_dword v0, v1, s[2:3] offset:768
  v_mov_b32 v1, s14
  global_store_dword v0, v1, s[2:3] offset:1024
  v_mov_b32 v1, s15
  global_store_dword v0, v1, s[2:3] offset:1280
  v_mov_b32 v1, s16
  global_store_dword v0, v1, s[2:3] offset:1536
  v_mov_b32 v1, s17
  global_store_dword v0, v1, s[2:3] offset:1792
  v_mov_b32 v1, s10
  global_store_dword v0, v1, s[2:3] offset:2048
  v_mov_b32 v1, s18
  global_store_dword v0, v1, s[2:3] offset:2304
  v_mov_b32 v1, s12
  global_store_dword v0, v1, s[2:3] offset:2560
  v_mov_b32 v1, s13
  global_store_dword v0, v1, s[2:3] offset:2816
  s_endpgm
.amdhsa_kernel implicit
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_kernarg_size 56
  .amdhsa_next_free_vgpr 2
  .amdhsa_next_free_sgpr 19
  .amdhsa_accum_offset 4
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .name: implicit
    .kernarg_segment_size: 56
    .args:
      - {.offset: 0, .size: 8, .value_kind: global_buffer, .type_name: 'int*'}
      - {.offset: 8, .size: 4, .value_kind: by_value, .type_name: int}
      - {.offset: 12, .size: 4, .value_kind: hidden_block_count_x}
      - {.offset: 16, .size: 4, .value_kind: hidden_block_count_y}
      - {.offset: 20, .size: 4, .value_kind: hidden_block_count_z}
      - {.offset: 24, .size: 2, .value_kind: hidden_group_size_x}
      - {.offset: 26, .size: 2, .value_kind: hidden_group_size_y}
      - {.offset: 28, .size: 2, .value_kind: hidden_group_size_z}
      - {.offset: 30, .size: 2, .value_kind: hidden_remainder_x}
      - {.offset: 40, .size: 4, .value_kind: hidden_dynamic_lds_size}
      - {.offset: 44, .size: 2, .value_kind: hidden_grid_dims}
      - {.offset: 48, .size: 4, .value_kind: hidden_private_base}
      - {.offset: 52, .size: 4, .value_kind: hidden_shared_base}
...
.end_amdgpu_metadata
"""


@pytest.mark.parametrize("grid, block, dims", [((1, 1, 1), (64, 1, 1), 1),
                                               ((2, 3, 1), (64, 1, 1), 2),
                                               ((1, 1, 2), (64, 1, 1), 3)])
def test_implicit_arguments_are_the_runtimes(grid, block, dims):
    """Code object v5's implicit arguments as ROCm fills them: the grid in workgroups, the
    workgroup size, no remainder (whole workgroups), the dynamic LDS bytes, the dispatch's
    dimensions, and the apertures' high halves (src_private_base, src_shared_base)."""
    out = np.zeros(12 * 64, np.int32)
    launch(IMPLICIT, kernel="implicit", args=[out, 5], grid=grid, block=block,
           lds_bytes=256, workers=1)
    got = out.reshape(12, 64)
    assert (got == got[:, :1]).all()
    assert list(got[:, 0]) == [5, *grid, *block, 0, 256, dims, 0x20000, 0x10000]


SGPR_PLUS_IMMEDIATE = """
.text
.globl pick
.p2align 8
pick:
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_mov_b32 s5, 8
  s_mov_b32 m0, 20
  s_load_dword s6, s[0:1], s5 offset:0x4
  s_load_dword s7, s[0:1], m0 offset:-0x4
  s_load_dword s8, s[0:1], s5 offset:0x0
  v_lshlrev_b32 v0, 2, v0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v1, s6
  global_store_dword v0, v1, s[2:3]
  v_mov_b32 v1, s7
  global_store_dword v0, v1, s[2:3] offset:256
  v_mov_b32 v1, s8
  global_store_dword v0, v1, s[2:3] offset:512
  s_endpgm
.amdhsa_kernel pick
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_kernarg_size 20
  .amdhsa_next_free_vgpr 2
  .amdhsa_next_free_sgpr 9
  .amdhsa_accum_offset 4
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .name: pick
    .kernarg_segment_size: 20
    .args:
      - {.offset: 0, .size: 8, .value_kind: global_buffer, .type_name: 'int*'}
      - {.offset: 8, .size: 4, .value_kind: by_value, .type_name: int}
      - {.offset: 12, .size: 4, .value_kind: by_value, .type_name: int}
      - {.offset: 16, .size: 4, .value_kind: by_value, .type_name: int}
...
.end_amdgpu_metadata
"""


def test_a_scalar_load_adds_an_sgpr_and_an_immediate():
    """``s_load_dword sD, s[B:B+1], sO offset:IMM`` (clang -O1 emits it for __constant__
    tables): the address is the base plus the SGPR plus the signed 21-bit immediate."""
    out = np.zeros(3 * 64, np.int32)
    launch(SGPR_PLUS_IMMEDIATE, kernel="pick", args=[out, 11, 22, 33], workers=1)
    assert list(out.reshape(3, 64)[:, 0]) == [22, 33, 11]   # (bytes 8 + 4, 20 - 4, 8 + 0)
    assert (out.reshape(3, 64) == out.reshape(3, 64)[:, :1]).all()


WAIT_ON_NEXT = (ROOT / "tests" / "data" / "wait_on_next.s").read_text()


@pytest.mark.parametrize("block", [64, 256])
def test_workgroups_that_wait_on_a_later_one_run_side_by_side(block):
    """A chain of waits (workgroup i on i + 1): the workgroups the device holds at once
    run in one batch and take turns, so each wait ends, as on MI300X."""
    flags = np.zeros(8, np.int32)
    launch(WAIT_ON_NEXT, kernel="wait_on_next", grid=(4,), block=(block,), args=[flags, 4],
           workers=1)
    assert list(flags) == [block] * 4 + [0] * 4


def test_a_wait_that_cannot_end_names_the_waiting_workgroups():
    flags = np.zeros(8, np.int32)   # (n = 5: the last of the 4 waits on a fifth)
    with pytest.raises(LaunchFault, match=r"no s_endpgm within 2000 steps; still running: "
                       r"workgroup \(0, 0, 0\) at pc \d+ \(.*\), workgroup \(1, 0, 0\)"):
        launch(WAIT_ON_NEXT, kernel="wait_on_next", grid=(4,), block=(64,), args=[flags, 5],
               workers=1, max_steps=2000)
    assert not flags.any()   # (a failed launch changes no buffer)


def test_a_wait_on_a_workgroup_that_is_not_resident_says_so(monkeypatch):
    import sys
    # (the module: emulator.launch, the attribute, is the function)
    monkeypatch.setattr(sys.modules["emulator.launch"], "RESIDENT_WAVES", 2)   # (a device that holds 2 at once)
    flags = np.zeros(8, np.int32)
    with pytest.raises(LaunchFault, match="the device holds 2 of the grid's 4 workgroups at "
                                          "once, so a wait on a later one cannot end"):
        launch(WAIT_ON_NEXT, kernel="wait_on_next", grid=(4,), block=(64,), args=[flags, 4],
               workers=1, max_steps=2000, batch=1)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.integers(0, 2 ** 40), min_size=1, max_size=6, unique=True),
       st.lists(st.integers(0, 2 ** 40 + 4096), min_size=64, max_size=64),
       st.lists(st.booleans(), min_size=64, max_size=64), st.booleans())
def test_the_allocation_a_load_searches_is_the_one_below_its_lowest_lane(bases, addresses,
                                                                        mask, masked):
    """Global memory's allocation search (memory_kernels.allocation_of, which the compiled
    blocks' loads share through allocation_at): the last allocation starting at or below
    the lowest active address, −1 below them all; no active lane counts as 2^64 − 1."""
    from emulator.state import memory_kernels
    bases = np.array(sorted(bases), np.uint64)
    addresses = np.array(addresses, np.uint64)
    mask = np.array(mask, np.bool_) if masked else np.zeros(0, np.bool_)
    active = addresses[mask] if masked else addresses
    low = int(active.min()) if active.size else 2 ** 64 - 1
    expected = int(np.searchsorted(bases, np.uint64(low), side="right")) - 1
    assert memory_kernels.allocation_of(bases, addresses, mask) == expected


@pytest.mark.parametrize("name, width, signed", [
    ("buffer_load_dword", 4, False), ("buffer_load_ubyte", 1, False),
    ("buffer_load_sbyte", 1, True), ("buffer_load_ushort", 2, False),
    ("buffer_load_sshort", 2, True)])
def test_a_buffer_load_with_the_lds_bit_fills_lds(name, width, signed):
    """A buffer load with ``lds``: no VGPR written; lane l's value (extended to a dword) to
    LDS at M0[17:2]·4 + offset + 4·l, the memory address as usual (offset included); a lane
    beyond num_records writes 0 (ISA 10.3, as global_load_lds_* do)."""
    raw = np.arange(256, dtype=np.uint8) ^ 0x95
    records = 150

    def setup(w):
        base = w.memory.upload(raw.copy())
        w.s[8], w.s[9], w.s[10], w.s[11] = base & 0xFFFFFFFF, base >> 32, records, 0
        w.v[1] = (LANES * width).astype(np.uint32)
        w.v[7] = 12345
        w.m0 = 64
    w = run_lines(f"{name} v1, s[8:11], 0 offen offset:4 lds\ns_waitcnt vmcnt(0)", setup)
    got = w.lds.data[64 + 4:64 + 4 + 256].view(np.uint32)
    for lane in range(64):
        at = 4 + lane * width
        value = int.from_bytes(raw[at:at + width].tobytes(), "little", signed=signed)
        want = value & 0xFFFFFFFF if at + width <= records else 0
        assert got[lane] == want, lane
    assert w.v[7][0] == 12345 and w.v[1][5] == 5 * width   # (no VGPR written)
