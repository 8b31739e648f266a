"""Memory: allocations, bounds, and the scalar, global and LDS instructions."""

from __future__ import annotations

import numpy as np
import pytest

from emulator import Wavefront
from emulator.state.local_memory import Lds
from emulator.state.memory import Memory, MemoryFault
from emulator.execution.runner import RunError
from isa.assembler import assemble

LANE = np.arange(64, dtype=np.uint32)


def wave_with(memory=None, lds=None):
    w = Wavefront()
    w.memory, w.lds = memory, lds
    return w


def run(w, text):
    w.run(assemble(text + "\ns_endpgm\n", "m.s"))
    return w


def test_allocation_upload_download_and_bounds():
    mem = Memory()
    a = mem.upload(np.arange(10, dtype=np.uint32))
    b = mem.alloc(3)
    assert b > a + 40 and mem.download(a + 8, np.uint32, (2,)).tolist() == [2, 3]
    with pytest.raises(MemoryFault, match="outside every allocation"):
        mem.download(a + 36, np.uint32, (2,))      # runs 4 bytes past the end
    with pytest.raises(MemoryFault):
        mem.download(a - 4, np.uint32, (1,))
    copy = Memory.from_image(mem.image())
    assert copy.download(a, np.uint32, (10,)).tolist() == list(range(10))


@pytest.mark.parametrize("write", ["store", "store_words", "atomic", "replay"])
def test_a_shared_image_is_copied_before_its_first_write(write):
    """``Memory.from_image(image, shared=True)`` (a pool worker's) reads the image's own
    arrays and copies one before any write path changes it: the image keeps its bytes, the
    memory gets the write, and ``shared`` names only the allocations never written (the
    worker compares only the others)."""
    from emulator.state.atomics import ATOMICS
    from emulator.state.memory_observers import AtomicLog
    mem = Memory()
    a = mem.upload(np.arange(16, dtype=np.uint32))
    mem.upload(np.arange(16, dtype=np.uint32))
    image = mem.image()
    before = [data.copy() for _, data, _ in image]
    copy = Memory.from_image(image, shared=True)
    assert copy.shared == {0, 1} and copy.allocations[0].data is image[0][1]
    addresses = np.full(64, a, np.uint64) + np.arange(64, dtype=np.uint64) % 16 * 4
    mask = np.arange(64) < 16
    if write == "store":
        copy.store(addresses, np.full((64, 4), 7, np.uint8), mask)
    elif write == "store_words":
        copy.store_words(addresses, np.full((1, 64), 7, np.uint32), mask)
    elif write == "atomic":
        copy.atomic(addresses, mask, ATOMICS["add"], np.full(64, 7, np.uint32))
    else:
        log = AtomicLog()
        other = Memory.from_image(image).observe(atomics=log)
        other.atomic(addresses, mask, ATOMICS["add"], np.full(64, 7, np.uint32))
        copy.replay(log.entries)
    assert copy.shared == {1}
    assert all(np.array_equal(data, old) for (_, data, _), old in zip(image, before))
    assert not np.array_equal(copy.allocations[0].data, before[0])


def test_scalar_loads():
    mem = Memory()
    base = mem.upload(np.arange(32, dtype=np.uint32) * 3)
    w = wave_with(mem)
    w.s[0], w.s[1] = base & 0xFFFFFFFF, base >> 32
    w.s[9] = 8
    run(w, """s_load_dword s2, s[0:1], 0x4
              s_load_dwordx4 s[4:7], s[0:1], s9
              s_load_dwordx16 s[16:31], s[0:1], 0x40""")
    assert w.s[2] == 3 and w.s[4:8].tolist() == [6, 9, 12, 15]
    assert w.s[16:32].tolist() == [3 * i for i in range(16, 32)]


def test_global_loads_and_stores_under_exec():
    mem = Memory()
    src = mem.upload(np.arange(256, dtype=np.uint8))
    dst = mem.upload(np.zeros(64 * 16, dtype=np.uint8))
    w = wave_with(mem)
    addr = np.uint64(src) + LANE.astype(np.uint64) * np.uint64(2)
    w.write("v[0:1]", addr)
    w.s[0], w.s[1] = dst & 0xFFFFFFFF, dst >> 32
    w.v[2] = LANE * 16
    w.s[4], w.s[5] = 0xFFFFFFFF, 0      # lanes 0-31 only for the stores
    run(w, """global_load_ushort v4, v[0:1], off offset:1
              global_load_sbyte v5, v[0:1], off offset:128
              global_load_dwordx2 v[6:7], v[0:1], off
              s_mov_b64 exec, s[4:5]
              global_store_dwordx2 v2, v[6:7], s[0:1] offset:8
              global_store_byte v2, v5, s[0:1]""")
    raw = np.arange(256, dtype=np.uint8)
    lo = (2 * LANE + 1)
    assert np.array_equal(w.v[4], raw[lo] | raw[lo + 1].astype(np.uint32) << 8)
    assert np.array_equal(w.v[5].view(np.int32), raw[2 * LANE + 128].view(np.int8))
    out = mem.download(dst, np.uint8, (64, 16))
    assert np.array_equal(out[:32, 8:16], raw[(2 * LANE[:32, None] + np.arange(8))])
    assert np.all(out[32:] == 0)                             # EXEC kept them out
    assert np.array_equal(out[:32, 0], raw[2 * LANE[:32] + 128])


def test_lds_reads_and_writes():
    w = wave_with(lds=Lds())
    w.v[1] = LANE * 16           # 16 bytes per lane: no two lanes touch the same byte
    w.v[2] = LANE
    w.v[3] = LANE + 100
    run(w, """ds_write_b64 v1, v[2:3] offset:16
              ds_read_b32 v4, v1 offset:20
              ds_write_b8 v1, v3 offset:8
              ds_read_i8 v5, v1 offset:8
              ds_read_u16 v6, v1 offset:16
              ds_read_b128 a[0:3], v1 offset:8""")
    assert np.array_equal(w.v[4], LANE + 100)
    assert np.array_equal(w.v[5].view(np.int32), (LANE + 100).astype(np.uint8).view(np.int8))
    assert np.array_equal(w.v[6], LANE)
    assert np.array_equal(w.a[0], (LANE + 100) & 0xFF) and np.all(w.a[1] == 0)
    assert np.array_equal(w.a[2], LANE) and np.array_equal(w.a[3], LANE + 100)


def test_faults_name_pc_lane_and_address():
    mem = Memory()
    base = mem.upload(np.zeros(64, dtype=np.uint32))
    w = wave_with(mem, Lds())
    w.write("v[0:1]", np.uint64(base) + LANE.astype(np.uint64) * np.uint64(8))
    with pytest.raises(RunError, match=r"m.s:2: pc 1 .*lane 32: address 0x[0-9a-f]+ \(\+4 "
                                       r"bytes\) is outside every allocation"):
        run(w, "s_nop 0\nglobal_load_dword v2, v[0:1], off")
    w2 = wave_with(lds=Lds())
    w2.v[1] = 65534
    with pytest.raises(RunError, match="lane 0: LDS address 0xfffe"):
        run(w2, "ds_read_b32 v2, v1")
    with pytest.raises(RunError, match="no global memory"):
        run(wave_with(), "s_load_dword s0, s[0:1], 0x0")


def resource(w, first, base, stride, records):
    w.s[first] = base & 0xFFFFFFFF
    w.s[first + 1] = (base >> 32) & 0xFFFF | stride << 16
    w.s[first + 2] = records
    w.s[first + 3] = 0


def test_buffer_loads_stores_and_range_checking():
    mem = Memory()
    data = np.arange(64, dtype=np.uint32) * 10
    base = mem.upload(data)
    out = mem.upload(np.zeros(64, np.uint32))
    w = wave_with(mem)
    resource(w, 4, base, 0, 40 * 4)          # a raw buffer of 40 dwords (of the 64)
    resource(w, 8, out, 0, 64 * 4)
    resource(w, 12, base, 8, 20)             # a structured buffer: stride 8, 20 records
    w.v[1] = LANE * 4
    w.v[2] = LANE
    w.s[16] = 4
    run(w, """buffer_load_dword v3, v1, s[4:7], 0 offen
              buffer_load_dword v4, v1, s[4:7], s16 offen offset:4
              buffer_load_dwordx2 v[6:7], v2, s[12:15], 0 idxen
              buffer_store_dword v3, v1, s[8:11], 0 offen
              s_buffer_load_dwordx4 s[20:23], s[4:7], 0x98""")
    expect = np.where(LANE < 40, LANE * 10, 0)
    assert np.array_equal(w.v[3], expect)                       # beyond 40 dwords: 0
    assert np.array_equal(w.v[4], np.where(LANE < 38, (LANE + 2) * 10, 0))
    assert np.array_equal(w.v[6], np.where(LANE < 20, LANE * 20, 0))     # stride 8 bytes
    assert np.array_equal(w.v[7], np.where(LANE < 20, LANE * 20 + 10, 0))
    assert np.array_equal(mem.download(out, np.uint32, (64,)), expect)
    assert w.s[20:24].tolist() == [380, 390, 0, 0]              # dword 38, 39, then past 40


def test_scalar_load_with_a_negative_immediate_offset():
    mem = Memory()
    base = mem.upload(np.arange(8, dtype=np.uint32) * 7)
    w = wave_with(mem)
    address = base + 16
    w.s[0], w.s[1] = address & 0xFFFFFFFF, address >> 32
    run(w, "s_load_dword s2, s[0:1], -(4)\ns_load_dword s3, s[0:1], -0x10")
    assert w.s[2] == 21 and w.s[3] == 0


def test_lds_pairs_read_and_write_two_elements():
    """ds_read2/write2: elements at ADDR + offset0·size and ADDR + offset1·size (st64: ×64),
    computed here byte by byte from a known LDS image."""
    lds = Lds()
    lds.data[:] = np.arange(lds.data.size, dtype=np.uint64).astype(np.uint8) * 7 + 3
    image = lds.data.copy()
    w = wave_with(lds=lds)
    w.v[2] = LANE * 8

    def word(at):
        return int.from_bytes(bytes(image[at:at + 4]), "little")

    run(w, """ds_read2_b32 v[4:5], v2 offset0:1 offset1:7
              ds_read2st64_b32 v[6:7], v2 offset0:2 offset1:3
              ds_read2_b64 v[8:11], v2 offset0:1 offset1:4""")
    for lane in range(64):
        base = 8 * lane
        assert int(w.v[4][lane]) == word(base + 4) and int(w.v[5][lane]) == word(base + 28)
        assert int(w.v[6][lane]) == word(base + 512) and int(w.v[7][lane]) == word(base + 768)
        assert [int(w.v[r][lane]) for r in (8, 9, 10, 11)] == [
            word(base + 8), word(base + 12), word(base + 32), word(base + 36)]
    w.v[3], w.v[12] = LANE + 1000, LANE + 2000
    w.v[1] = LANE * 4 + 4096
    w.pc = 0   # (a second program on the same wave)
    run(w, "ds_write2st64_b32 v1, v3, v12 offset0:1 offset1:2")
    got = lds.data.view(np.uint32)
    assert np.array_equal(got[(4096 + 256) // 4:][:64], LANE + 1000)
    assert np.array_equal(got[(4096 + 512) // 4:][:64], LANE + 2000)


def test_an_lds_pair_out_of_range_changes_nothing():
    lds = Lds()
    w = wave_with(lds=lds)
    w.v[1] = np.full(64, 65536 - 8, dtype=np.uint32)
    w.v[2] = np.full(64, 7, dtype=np.uint32)
    with pytest.raises(RunError, match="LDS address"):
        run(w, "ds_write2_b32 v1, v2, v2 offset0:0 offset1:2")   # the second is outside
    assert not lds.data.any()
    w.v[4] = np.full(64, 5, dtype=np.uint32)
    w.pc = 0
    with pytest.raises(RunError, match="LDS address"):
        run(w, "ds_read2_b32 v[4:5], v1 offset0:0 offset1:9")
    assert np.all(w.v[4] == 5)


@pytest.mark.parametrize("count", (1, 2, 3, 4))
@pytest.mark.parametrize("case", ("aligned", "unaligned", "masked", "two allocations",
                                  "one lane outside"))
def test_word_loads_and_stores_equal_the_byte_path(count, case):
    """Memory.load_words / store_words (one compiled pass) against load / store of bytes:
    the same words, the same bytes left (later lanes win), the same fault."""
    rng = np.random.default_rng(count)
    content = rng.integers(0, 256, 512, dtype=np.uint8)
    memories = []
    for _ in range(2):
        memory = Memory()
        first = memory.upload(content)
        second = memory.upload(np.arange(256, dtype=np.uint8))
        memories.append(memory)
    lanes = (3, 64)
    offsets = rng.integers(0, 512 - 16 * count, lanes) & ~3
    if case == "unaligned":
        offsets = offsets + rng.integers(0, 4, lanes)
    offsets[0, 7] = offsets[1, 9]     # (two lanes of different waves share an address)
    addresses = (first + offsets).astype(np.uint64)
    if case == "two allocations":
        addresses[2, ::2] = second + 4 * rng.integers(0, 256 // 4 - count, 32)
    if case == "one lane outside":
        addresses[1, 33] = second + 256
    mask = rng.random(lanes) < 0.7 if case == "masked" else None
    words = rng.integers(0, 1 << 32, (count,) + lanes, dtype=np.uint32)
    outcomes = []
    for memory, fast in zip(memories, (True, False)):
        try:
            if fast:
                loaded = memory.load_words(addresses, count, mask)
                memory.store_words(addresses, words, mask)
            else:
                raw = memory.load(addresses, 4 * count, mask)
                loaded = raw.view("<u4").reshape(-1, count).T.reshape((count,) + lanes)
                memory.store(addresses, np.ascontiguousarray(
                    np.moveaxis(words, 0, -1)).view(np.uint8).reshape(-1, 4 * count), mask)
        except MemoryFault as exc:
            outcomes.append(str(exc))
            continue
        outcomes.append((loaded, [a.data.copy() for a in memory.allocations]))
    fast, slow = outcomes
    if case == "one lane outside":
        assert fast == slow and "lane 97" in fast
        return
    assert np.array_equal(fast[0], slow[0])
    for got, want in zip(fast[1], slow[1]):
        assert np.array_equal(got, want)


@pytest.mark.parametrize("count", (1, 2, 4))
@pytest.mark.parametrize("case", ("aligned", "unaligned", "masked", "two allocations",
                                  "one lane outside"))
def test_word_loads_into_registers_equal_load_words(count, case):
    """Memory.load_words_into writes each active lane's dwords into a batch's strided view of
    its registers and leaves the others' as they were; where the lanes span two allocations
    or one lies outside, it writes nothing and says so (the general path then runs)."""
    rng = np.random.default_rng(10 + count)
    memory = Memory()
    first = memory.upload(rng.integers(0, 256, 512, dtype=np.uint8))
    second = memory.upload(np.arange(256, dtype=np.uint8))
    waves = 3
    offsets = rng.integers(0, 512 - 16 * count, (waves, 64)) & ~3
    if case == "unaligned":
        offsets = offsets + rng.integers(0, 4, (waves, 64))
    addresses = (first + offsets).astype(np.uint64)
    if case == "two allocations":
        addresses[2, ::2] = second + 4 * rng.integers(0, 256 // 4 - count, 32)
    if case == "one lane outside":
        addresses[1, 33] = second + 256
    mask = rng.random((waves, 64)) < 0.7 if case == "masked" else None
    files = rng.integers(0, 1 << 32, (waves, 8, 64), dtype=np.uint32)   # (waves, regs, 64)
    before = files.copy()
    block = files.transpose(1, 0, 2)[2:2 + count]                      # a wide step's view
    done = memory.load_words_into(addresses, mask, block)
    if case in ("two allocations", "one lane outside"):
        assert not done and np.array_equal(files, before)
        return
    assert done
    want = memory.load_words(addresses, count, mask)
    active = np.ones((waves, 64), bool) if mask is None else mask
    got = files.transpose(1, 0, 2)[2:2 + count]
    assert np.array_equal(got[:, active], want[:, active])
    assert np.array_equal(got[:, ~active], before.transpose(1, 0, 2)[2:2 + count][:, ~active])
    untouched = np.ones(8, bool)
    untouched[2:2 + count] = False
    assert np.array_equal(files[:, untouched], before[:, untouched])
    single = before[0, 2:2 + count].copy()   # (one wave's (count, 64) registers)
    assert memory.load_words_into(addresses[0], None if mask is None else mask[0], single)
    assert np.array_equal(single[:, active[0]], want[:, 0][:, active[0]])


def test_memory_tells_only_the_observers_attached():
    """Typed observers (emulator/state/memory_observers.py): a LineRecorder hears each
    access's cache lines, an AtomicLog each atomic with the tag it holds; a Memory with
    none records nothing, and a wrong type is refused."""
    from emulator.state.atomics import ATOMICS
    from emulator.state.memory_observers import AtomicLog, LineRecorder
    memory = Memory()
    base = memory.upload(np.zeros(1024, np.uint32))
    addresses = np.uint64(base) + np.arange(64, dtype=np.uint64) * np.uint64(16)
    memory.load(addresses, 4, None)
    assert memory.lines is None and memory.atomics is None
    lines, log = LineRecorder(), AtomicLog(tag=7)
    memory.observe(lines=lines, atomics=log)
    assert memory.compiled() is None   # (recorded lines: every access goes through load)
    memory.load(addresses, 4, None)
    assert lines.take().tolist() == list(range(base >> 7, (base + 63 * 16 + 3 >> 7) + 1))
    assert lines.take().size == 0
    old = memory.atomic(addresses, np.ones(64, bool), ATOMICS["add"],
                        np.ones(64, np.uint32))
    assert (old == 0).all() and [(e[0], e[3]) for e in log.entries] == [(7, "add")]
    assert lines.take().tolist() == list(range(base >> 7, (base + 63 * 16 + 3 >> 7) + 1))
    memory.forget(lines=True, atomics=True)
    memory.load(addresses, 4, None)
    assert lines.take().size == 0 and len(log.entries) == 1
    with pytest.raises(TypeError, match="LineRecorder"):
        memory.observe(lines=[])


@pytest.mark.parametrize("count, parts", [(1, 1), (2, 1), (3, 1), (4, 1), (1, 2), (2, 2)])
@pytest.mark.parametrize("case", ("aligned", "unaligned", "masked", "one lane outside",
                                  "one wave"))
def test_lds_word_passes_equal_the_byte_path(count, parts, case):
    """Lds.load_words_into / store_words (one compiled pass; ``parts`` addresses a lane, as
    ds_read2/ds_write2 have, of their widths) against load / store of bytes, on a batch's WideLds of three
    waves in two workgroups' rows (or one wave's Lds): the same registers (inactive lanes
    kept), the same bytes left (a wave's first part's lanes before its second's, later
    lanes over earlier ones), the same bank cycles heard; a lane outside the LDS: nothing
    read or written, False (the byte path then names the fault)."""
    from emulator.state.local_memory import LdsRows
    from emulator.state.memory_observers import BankRecorder
    rng = np.random.default_rng(100 * count + parts)
    lanes = (64,) if case == "one wave" else (3, 64)
    nbytes = 1024
    sides = []
    for _ in range(2):
        rows = LdsRows(2, nbytes)
        rows.data[:] = rng.integers(0, 256, rows.data.shape, dtype=np.uint8) if not sides \
            else sides[0][0].data
        rows.observe(BankRecorder())
        lds = rows.row(1) if case == "one wave" else rows.lanes(np.array([1, 0, 1]))
        sides.append((rows, lds))
    offsets = [rng.integers(0, nbytes - 4 * count, lanes) & ~3 for _ in range(parts)]
    if case == "unaligned":
        offsets = [o + rng.integers(0, 4, lanes) for o in offsets]
    offsets[0][..., 7] = offsets[-1][..., 9]   # (two lanes write one place)
    if case == "one lane outside":
        offsets[-1][1, 33] = nbytes - 2
    addresses = tuple(offsets) if parts == 2 else offsets[0]
    mask = rng.random(lanes) < 0.7 if case == "masked" else None
    words = rng.integers(0, 1 << 32, (parts * count,) + lanes, dtype=np.uint32)
    registers = rng.integers(0, 1 << 32, (parts * count,) + lanes, dtype=np.uint32)
    (fast_rows, fast), (slow_rows, slow) = sides
    block = registers.copy()
    image = fast_rows.data.copy()
    if case == "one lane outside":
        assert not fast.load_words_into(addresses, mask, block)
        assert not fast.store_words(addresses, words, mask)
        assert np.array_equal(block, registers) and np.array_equal(fast_rows.data, image)
        with pytest.raises(MemoryFault, match="lane 97: LDS address"):
            slow.load(offsets[-1], 4 * count, mask)
        return
    waves = 1 if case == "one wave" else 3

    def same_cycles():   # (what each side's BankRecorder heard since the last take)
        return all(np.array_equal(a, b) for a, b in zip(fast_rows.banks.take_rows(waves),
                                                        slow_rows.banks.take_rows(waves)))
    assert fast.load_words_into(addresses, mask, block)
    active = np.ones(lanes, bool) if mask is None else mask
    want = registers.copy()
    for p, at in enumerate(offsets):
        loaded = slow.load(at, 4 * count, mask).view("<u4").reshape(-1, count).T
        part = want[p * count:(p + 1) * count]
        part[:, active] = loaded.reshape((count,) + lanes)[:, active]
    assert np.array_equal(block, want)
    assert same_cycles()
    assert fast.store_words(addresses, words, mask)
    # (the byte path in the order ops/lds.py's ds_write2 stores: a wave's parts in turn)
    data = [np.ascontiguousarray(np.moveaxis(words[p * count:(p + 1) * count], 0, -1))
            .view(np.uint8).reshape(lanes + (4 * count,)) for p in range(parts)]
    slow.store(np.concatenate(offsets, axis=-1),
               np.concatenate(data, axis=-2).reshape(-1, 4 * count),
               np.concatenate([active] * parts, axis=-1))
    assert np.array_equal(fast_rows.data, slow_rows.data)
    assert same_cycles()
