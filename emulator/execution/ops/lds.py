"""LDS instructions (CDNA3 ISA chapter 11): ``ds_read*`` / ``ds_write*`` and their
two-address forms, lane permutes through the crossbar, ``ds_read/write_addtid``,
``ds_append`` / ``ds_consume``, ``ds_condxchg32_rtn_b64``, loads from memory into LDS, and
``s_barrier`` (the workgroup's meeting point, returned to the run loop)."""

from __future__ import annotations

import numpy as np

from isa.memory_access import access_of, ds_addresses

from . import semantics, semantics_of
from .lane_addresses import address_reader
from .memory import (BARRIER, bytes_to_words, exec_lanes, lds_of, load_binder, stored_words,
                     vector_address, words_to_bytes)
from .swizzle import ds_swizzle


# -- LDS -----------------------------------------------------------------------------------
_PERMUTES = ("ds_bpermute_b32", "ds_permute_b32")


def _plain(store: bool, pair: bool):
    """The rule of plain DS reads or writes (isa.memory_access), of one or two addresses."""
    def rule(op) -> bool:
        access = access_of(op)
        return access is not None and access.space == "lds" and access.store == store \
            and bool(access.pair) == pair
    return rule


def lds_address(inst):
    """Each lane's DS address (isa.memory_access ``ds_addresses``: its lane word over the
    address VGPR and the offset), as int64."""
    read = address_reader(ds_addresses(inst)[0])
    return lambda wave: read(wave).astype(np.int64)


@semantics_of(_plain(store=False, pair=False))
def _ds_read(inst):
    return load_binder(lambda wave, a=lds_address(inst): (a(wave), None), lds_of, inst)


@semantics_of(_plain(store=True, pair=False))
def _ds_write(inst):
    access = access_of(inst.spec)
    src = inst.operands[access.data[0]]
    address = lds_address(inst)

    def run(wave):
        words = getattr(wave, src.file)[src.first:src.first + src.count]
        lds, addresses = lds_of(wave), address(wave)
        if not (access.dwords and lds.store_words(addresses, words, wave.exec_mask())):
            lds.store(addresses, stored_words(access, words), exec_lanes(wave))
    return run


def pair_addresses(inst, unit: int):
    """The two addresses of a two-address DS form (a ds_read2/write2, or a pair atomic)
    whose offsets count ``unit`` bytes (isa.memory_access ``ds_addresses``), as int64."""
    one, two = (address_reader(address) for address in ds_addresses(inst, unit))
    return lambda wave: (one(wave).astype(np.int64), two(wave).astype(np.int64))


@semantics_of(_plain(store=False, pair=True))
def _ds_read2(inst):
    """Two elements, from both addresses (both checked before anything is written)."""
    dst = inst.operands[0]
    access = access_of(inst.spec)
    element = access.element
    addresses = pair_addresses(inst, access.pair)
    per = dst.count // 2

    def run(wave):
        mask = exec_lanes(wave)
        lds = lds_of(wave)
        one, two = addresses(wave)
        block = getattr(wave, dst.file)[dst.first:dst.first + dst.count]
        if element % 4 == 0 and lds.load_words_into((one, two), wave.exec_mask(), block):
            return   # (in place, both addresses checked first)
        data = [lds.load(one, element, mask), lds.load(two, element, mask)]
        words = np.concatenate([bytes_to_words(d, per) for d in data]).reshape(block.shape)
        np.copyto(block, words, where=mask[None, :])
    return run


@semantics_of(_plain(store=True, pair=True))
def _ds_write2(inst):
    """data0 to the first address, then data1 to the second (both checked first)."""
    access = access_of(inst.spec)
    src0, src1 = (inst.operands[at] for at in access.data)
    element = access.element
    addresses = pair_addresses(inst, access.pair)

    def run(wave):
        mask = exec_lanes(wave)
        lds = lds_of(wave)
        one, two = addresses(wave)
        words = [getattr(wave, src.file)[src.first:src.first + src.count]
                 for src in (src0, src1)]
        if lds.store_words((one, two), np.concatenate(words), wave.exec_mask()):
            return   # (both addresses checked first)
        lds.check(one, element, mask)
        lds.check(two, element, mask)
        # one store of each wave's first lanes, then its second (a batch's waves in turn)
        data = [words_to_bytes(part, element).reshape(mask.shape + (element,))
                for part in words]
        lds.store(np.concatenate([one, two], axis=-1),
                  np.concatenate(data, axis=-2).reshape(-1, element),
                  np.concatenate([mask, mask], axis=-1))
    return run


@semantics(*_PERMUTES)
def _ds_permute(inst):
    """Lane exchange (no LDS memory touched; the lane is (address + offset) / 4 mod 64).
    bpermute: lane i reads lane[i]'s data (0 from a lane EXEC disables); permute: lane i's
    data goes to lane[i] (the highest source wins; lanes nobody writes get 0). Each wave's
    lanes among its own: one wave's (64,) or a batch's (waves, 64) at once."""
    dst, addr, src = inst.operands
    offset = inst.mods.get("offset", 0)
    backward = inst.spec.semantics_name == "ds_bpermute_b32"

    def run(wave):
        mask = exec_lanes(wave)
        lane = ((wave.v[addr.first].astype(np.int64) + offset) // 4) % 64
        data = getattr(wave, src.file)[src.first]
        if backward:
            out = np.where(np.take_along_axis(mask, lane, -1),
                           np.take_along_axis(data, lane, -1), np.uint32(0)).astype(np.uint32)
        else:   # (each wave's lanes in order: numpy's last, the highest lane, wins)
            out = np.zeros(mask.size, dtype=np.uint32)
            sources = np.flatnonzero(mask)
            out[sources - sources % 64 + lane.reshape(-1)[sources]] = \
                data.reshape(-1)[sources]
            out = out.reshape(mask.shape)
        block = getattr(wave, dst.file)
        np.copyto(block[dst.first], out, where=mask)
    return run


@semantics("s_barrier")
def _barrier(inst):
    """Alone, a barrier waits for nobody; in a workgroup the launcher syncs the waves."""
    return lambda wave: BARRIER if wave.in_workgroup else None


# -- LDS by lane and counters; loads from memory into LDS -----------------------------------
@semantics("ds_read_addtid_b32", "ds_write_addtid_b32")
def _ds_addtid(inst):
    """A dword per lane at M0[15:0] + offset + 4 · lane (the lane is its index in the wave)."""
    reg = inst.operands[0]
    offset = inst.mods.get("offset", 0)
    read = inst.spec.semantics_name == "ds_read_addtid_b32"
    lanes = np.arange(64, dtype=np.int64) * 4

    def run(wave):
        mask = exec_lanes(wave)
        address = (wave.m0 & 0xFFFF) + offset + lanes
        block = getattr(wave, reg.file)
        if read:
            np.copyto(block[reg.first], bytes_to_words(lds_of(wave).load(address, 4, mask),
                                                       1)[0], where=mask)
        else:
            lds_of(wave).store(address, words_to_bytes(block[reg.first:reg.first + 1], 4),
                               mask)
    return run


@semantics("ds_append", "ds_consume")
def _ds_counter(inst):
    """The dword at ``offset`` changes by the number of active lanes (append: +, consume:
    −); every active lane gets the value before."""
    dst = inst.operands[0]
    offset = inst.mods.get("offset", 0)
    sign = 1 if inst.spec.semantics_name == "ds_append" else -1

    def run(wave):
        mask = exec_lanes(wave)
        lds = lds_of(wave)
        where = np.full(64, offset, dtype=np.int64)
        one = np.zeros(64, dtype=bool)
        one[0] = True
        old = int(bytes_to_words(lds.load(where, 4, one), 1)[0][0])
        new = (old + sign * int(mask.sum())) & 0xFFFFFFFF
        lds.store(where, np.full((64, 4), 0, np.uint8) + np.frombuffer(
            new.to_bytes(4, "little"), np.uint8), one)
        np.copyto(getattr(wave, dst.file)[dst.first], np.uint32(old), where=mask)
    return run


@semantics("ds_condxchg32_rtn_b64")
def _ds_condxchg(inst):
    """Two dwords at (address + offset) & ~7 and + 4: each data dword whose bit 31 is set is
    written with that bit cleared; the old dwords come back (ISA pseudocode)."""
    dst, addr, src = inst.operands
    offset = inst.mods.get("offset", 0)

    def run(wave):
        mask = exec_lanes(wave)
        lds = lds_of(wave)
        first = (wave.v[addr.first].astype(np.int64) + offset) & 0xFFF8
        olds = []
        for part, where in enumerate((first, first + 4)):
            olds.append(bytes_to_words(lds.load(where, 4, mask), 1)[0])
            data = getattr(wave, src.file)[src.first + part]
            write = mask & ((data >> np.uint32(31)) == 1)
            value = (data & np.uint32(0x7FFFFFFF))[None, :]
            lds.store(where, words_to_bytes(value, 4), write)
        block = getattr(wave, dst.file)
        for part, old in enumerate(olds):
            np.copyto(block[dst.first + part], old, where=mask)
    return run


@semantics("buffer_load_to_lds")   # (the record of a buffer load's lds form names it)
@semantics_of(lambda op: "_load_lds_" in op.mnemonic)
def _load_to_lds(inst):
    """A load whose data goes to LDS, not to VGPRs (global/scratch_load_lds_*, a buffer
    load with the lds bit): lane l's (extended) value to the dword at M0[17:2] · 4 + offset
    + 4 · l (ISA 10.3); gfx950's three- and four-dword loads put lane l's 12 or 16 bytes at
    … + 16 · l ("LOAD_DWORDX3 writes 3 dwords and skips the 4th": CDNA4 ISA 9.1.9, 10.3);
    a buffer lane out of its resource's range writes 0 there."""
    address, space = vector_address(inst)
    width, signed = inst.spec.width, inst.spec.signed
    stored = max(width, 4)
    offset = inst.mods.get("offset", 0)
    lanes = np.arange(64, dtype=np.int64) * (16 if width > 4 else 4)

    def run(wave):
        mask = exec_lanes(wave)
        addr, ok = address(wave)
        lds = lds_of(wave)
        where = ((wave.m0 >> 2) & 0xFFFF) * 4 + offset + lanes
        lds.check(where, stored, mask)
        inside = mask if ok is None else mask & ok
        data = space(wave).load(addr, width, inside)
        if width < 4:   # (a byte or short, extended to the dword)
            data = words_to_bytes(bytes_to_words(data, 1, signed), 4)
        if ok is not None:
            data = np.where(inside.reshape(-1, 1), data, np.uint8(0))
        lds.store(where, data, mask)
    return run


# (loads into LDS, which a batch runs for waves of many workgroups at once: each wave's M0
# and its workgroup's LDS)
LOADS_TO_LDS = frozenset({_load_to_lds})


# The binders of LDS reads and writes whose lanes address their own workgroup's LDS, one
# access each (a batch runs them for waves of many workgroups at once:
# emulator/execution/wide.py)
LDS_ACCESSES = frozenset((_ds_read, _ds_write, _ds_read2, _ds_write2))
# (and the lane exchanges through the crossbar, each wave's lanes among its own)
LANE_EXCHANGES = frozenset((_ds_permute, ds_swizzle))
