"""Memory instructions: scalar loads (``s_load_dword*``, ``s_buffer_load_dword*``), global
and buffer loads and stores, LDS reads and writes, ``s_barrier``.

Addresses: global with ``off`` — the VGPR pair + offset; with an SGPR base — the SGPR pair
+ the zero-extended VGPR + offset; LDS — the VGPR + offset; scalar — the SGPR pair + the
offset (an SGPR or a byte count). Vector accesses touch only the lanes EXEC enables. Values
move little-endian; sub-dword loads zero- or sign-extend to 32 bits, sub-dword stores take
the low bits. Memory completes at once (the cycle accountant charges the latency).
"""

from __future__ import annotations

import numpy as np

from isa import IsaError
from isa.assembler import OFF
from isa.gfx942.ops import OPS

from . import semantics
from .access import scalar_reader

BARRIER = -2   # what s_barrier returns to the runner of a workgroup


def _memory(wave):
    if wave.memory is None:
        raise IsaError("no global memory: run the kernel with emulator.launch (or attach a "
                       "Memory to Wavefront.memory)")
    return wave.memory


def _lds(wave):
    if wave.lds is None:
        raise IsaError("no LDS: run the kernel with emulator.launch (or attach Wavefront.lds)")
    return wave.lds


def _words_to_bytes(words: np.ndarray, width: int) -> np.ndarray:
    """(count, 64) uint32 registers as (64, width) bytes, low register first."""
    data = np.ascontiguousarray(words.T).view(np.uint8).reshape(64, -1)
    return data[:, :width]


def _bytes_to_words(data: np.ndarray, count: int, signed_width: int = 0) -> np.ndarray:
    """(64, width) bytes as (count, 64) uint32 registers (sub-dword: extended)."""
    width = data.shape[1]
    if width < 4:
        value = np.zeros(64, dtype=np.uint32)
        for byte in range(width):
            value |= data[:, byte].astype(np.uint32) << (8 * byte)
        if signed_width:
            value = value.astype(np.int32)
            shift = 32 - 8 * signed_width
            value = ((value << shift) >> shift).astype(np.uint32)
        return value[None, :]
    return np.ascontiguousarray(data).view("<u4").reshape(64, count).T.copy()


def _global_address(inst, vaddr_pos, saddr_pos):
    vaddr, saddr = inst.operands[vaddr_pos], inst.operands[saddr_pos]
    offset = np.uint64(inst.mods.get("offset", 0) & (2 ** 64 - 1))

    def address(wave):
        v = wave.v
        if saddr is OFF:
            lo = v[vaddr.first].astype(np.uint64)
            hi = v[vaddr.first + 1].astype(np.uint64)
            return (lo | hi << np.uint64(32)) + offset
        base = np.uint64(int(wave.s[saddr.first]) | int(wave.s[saddr.first + 1]) << 32)
        return base + v[vaddr.first].astype(np.uint64) + offset
    return address


def _mask(wave):
    mask = wave.exec_mask()
    return np.ones(64, dtype=bool) if mask is None else mask


def _vector_load(inst, address):
    """A load into v/a registers: ``address(wave)`` gives per-lane addresses and the lanes
    in range (or None: all); masked-off lanes keep their registers, out-of-range ones read 0."""
    dst = inst.operands[0]
    width = inst.spec.width
    signed = width if inst.spec.signed else 0

    def run(wave):
        mask = _mask(wave)
        addr, ok = address(wave)
        data = _memory(wave).load(addr, width, mask if ok is None else mask & ok)
        block = getattr(wave, dst.file)[dst.first:dst.first + dst.count]
        np.copyto(block, _bytes_to_words(data, dst.count, signed), where=mask[None, :])
    return run


_SPECS = {op.mnemonic: op for op in OPS}


def _accesses(encoding: str, first: str = ""):
    """The records of one memory encoding that move data (cache maintenance has no
    operands), optionally by the base kind of their first operand (``mdst``: loads)."""
    return [op.mnemonic for op in OPS if op.encoding == encoding and op.operands
            and (not first or op.operands[0].partition(":")[0] == first)]


@semantics(*_accesses("GLOBAL", "mdst"))
def _global_load(inst):
    address = _global_address(inst, 1, 2)
    return _vector_load(inst, lambda wave: (address(wave), None))


@semantics(*_accesses("GLOBAL", "gaddr"))
def _global_store(inst):
    src = inst.operands[1]
    width = inst.spec.width
    address = _global_address(inst, 0, 2)

    def run(wave):
        words = getattr(wave, src.file)[src.first:src.first + src.count]
        _memory(wave).store(address(wave), _words_to_bytes(words, width), _mask(wave))
    return run


def _resource(wave, srsrc):
    """(base address, stride, num_records) of a buffer resource in four SGPRs."""
    words = [int(x) for x in wave.s[srsrc.first:srsrc.first + 4]]
    return words[0] | (words[1] & 0xFFFF) << 32, (words[1] >> 16) & 0x3FFF, words[2]


def _buffer_address(inst):
    """Per lane: address and whether it is in range. With stride 0 the byte offset must lie
    within num_records bytes, else the index must be below num_records; out of range,
    loads read 0 and stores are dropped (no fault)."""
    vaddr, srsrc = inst.operands[1], inst.operands[2]
    soffset = scalar_reader(inst.operands[3])
    idxen, offen = "idxen" in inst.mods, "offen" in inst.mods
    offset = inst.mods.get("offset", 0)
    width = inst.spec.width

    def address(wave):
        base, stride, records = _resource(wave, srsrc)
        index = np.zeros(64, dtype=np.int64)
        voffset = np.zeros(64, dtype=np.int64)
        if idxen:
            index = wave.v[vaddr.first].astype(np.int64)
        if offen:
            voffset = wave.v[vaddr.first + (1 if idxen else 0)].astype(np.int64)
        byte = voffset + offset + soffset(wave)
        if stride:
            ok = index < records
        else:
            ok = byte + width <= records
        return (np.uint64(base) + (index * stride + byte).astype(np.uint64)), ok
    return address


@semantics(*_accesses("MUBUF", "mdst"))
def _buffer_load(inst):
    return _vector_load(inst, _buffer_address(inst))


@semantics(*_accesses("MUBUF", "msrc"))
def _buffer_store(inst):
    src = inst.operands[0]
    width = inst.spec.width
    address = _buffer_address(inst)

    def run(wave):
        words = getattr(wave, src.file)[src.first:src.first + src.count]
        addr, ok = address(wave)
        _memory(wave).store(addr, _words_to_bytes(words, width), _mask(wave) & ok)
    return run


@semantics(*[name for name in _accesses("SMEM") if "srsrc" in _SPECS[name].operands])
def _scalar_buffer_load(inst):
    dst, srsrc = inst.operands[0], inst.operands[1]
    offset = scalar_reader(inst.operands[2])
    count = dst.count

    def run(wave):
        base, _, records = _resource(wave, srsrc)
        start = offset(wave) & ~3
        words = np.zeros(count, dtype=np.uint32)
        inside = max(0, min(count, (records - start) // 4))   # beyond num_records: 0
        if inside:
            words[:inside] = _memory(wave).download(base + start, np.uint32, (inside,))
        wave.s[dst.first:dst.first + count] = words
    return run


@semantics(*[name for name in _accesses("SMEM") if "sbase" in _SPECS[name].operands])
def _scalar_load(inst):
    dst, base, soff = inst.operands[0], inst.operands[1], inst.operands[2]
    if soff.is_reg:
        offset = scalar_reader(soff)
    else:   # the immediate is a signed 21-bit byte offset
        offset = (lambda value: lambda wave: value)(int(soff.value))
    width = inst.spec.width

    def run(wave):
        address = (int(wave.s[base.first]) | int(wave.s[base.first + 1]) << 32) + offset(wave)
        words = _memory(wave).download(address & ~3, np.uint32, (width // 4,))
        wave.s[dst.first:dst.first + dst.count] = words
    return run


_PAIRS = [op.mnemonic for op in OPS if "offset0" in op.modifiers]


@semantics(*[op.mnemonic for op in OPS if op.encoding == "DS" and op.operands[0] != "dsaddr"
             and op.mnemonic not in _PAIRS])
def _ds_read(inst):
    dst, addr = inst.operands[0], inst.operands[1]
    width = inst.spec.width
    offset = inst.mods.get("offset", 0)
    signed = width if inst.spec.signed else 0

    def run(wave):
        mask = _mask(wave)
        data = _lds(wave).load(wave.v[addr.first].astype(np.int64) + offset, width, mask)
        block = getattr(wave, dst.file)[dst.first:dst.first + dst.count]
        np.copyto(block, _bytes_to_words(data, dst.count, signed), where=mask[None, :])
    return run


@semantics(*[op.mnemonic for op in OPS if op.encoding == "DS" and op.operands[0] == "dsaddr"
             and op.mnemonic not in _PAIRS])
def _ds_write(inst):
    addr, src = inst.operands[0], inst.operands[1]
    width = inst.spec.width
    offset = inst.mods.get("offset", 0)

    def run(wave):
        words = getattr(wave, src.file)[src.first:src.first + src.count]
        _lds(wave).store(wave.v[addr.first].astype(np.int64) + offset,
                         _words_to_bytes(words, width), _mask(wave))
    return run


def _pair_addresses(inst, element: int):
    """The two addresses of a ds_read2/write2: ADDR + offset0·s and ADDR + offset1·s, with
    s the element size, or 64 elements for the st64 forms."""
    stride = element * (64 if "st64" in inst.spec.mnemonic else 1)
    first = inst.mods.get("offset0", 0) * stride
    second = inst.mods.get("offset1", 0) * stride
    addr = inst.operands[1] if inst.spec.operands[0] != "dsaddr" else inst.operands[0]
    return lambda wave: (wave.v[addr.first].astype(np.int64) + first,
                         wave.v[addr.first].astype(np.int64) + second)


@semantics(*[name for name in _PAIRS if "read" in name])
def _ds_read2(inst):
    """Two elements, from both addresses (both checked before anything is written)."""
    dst = inst.operands[0]
    element = inst.spec.width // 2
    addresses = _pair_addresses(inst, element)
    per = dst.count // 2

    def run(wave):
        mask = _mask(wave)
        lds = _lds(wave)
        one, two = addresses(wave)
        data = [lds.load(one, element, mask), lds.load(two, element, mask)]
        block = getattr(wave, dst.file)[dst.first:dst.first + dst.count]
        words = np.concatenate([_bytes_to_words(d, per, 0) for d in data])
        np.copyto(block, words, where=mask[None, :])
    return run


@semantics(*[name for name in _PAIRS if "write" in name])
def _ds_write2(inst):
    """data0 to the first address, then data1 to the second (both checked first)."""
    src0, src1 = inst.operands[1], inst.operands[2]
    element = 4 * src0.count
    addresses = _pair_addresses(inst, element)

    def run(wave):
        mask = _mask(wave)
        lds = _lds(wave)
        one, two = addresses(wave)
        lds.check(one, element, mask)
        lds.check(two, element, mask)
        for where, src in ((one, src0), (two, src1)):
            words = getattr(wave, src.file)[src.first:src.first + src.count]
            lds.store(where, _words_to_bytes(words, element), mask)
    return run


@semantics("s_barrier")
def _barrier(inst):
    """Alone, a barrier waits for nobody; in a workgroup the launcher syncs the waves."""
    return lambda wave: BARRIER if wave.in_workgroup else None
