"""Memory instructions: vector loads and stores in their four address forms (FLAT, GLOBAL,
SCRATCH, MUBUF), LDS reads and writes, scalar loads and stores, lane permutes, s_barrier.

Addresses: FLAT — the VGPR pair + offset; GLOBAL with ``off`` — the VGPR pair + offset, with
an SGPR base — the SGPR pair + the zero-extended VGPR + offset; SCRATCH — a lane's private
offset: VGPR (or 0) + SGPR (or 0) + offset; MUBUF — the buffer resource's base + index ·
stride + offsets (range-checked: out of range, loads read 0 and stores are dropped); LDS —
the VGPR + offset; scalar — the SGPR pair + the offset (an SGPR or a byte count). Vector
accesses touch only the lanes EXEC enables. Values move little-endian; sub-dword loads zero-
or sign-extend to 32 bits, sub-dword stores take the low bits; the ``d16`` forms load 16 bits
(a byte extended to 16) into the low or high half of the VGPR, keeping the other half, and
``_d16_hi`` stores take the high half. Memory completes at once (the cycle accountant
charges the latency). Atomics are in ops/atomics.py.
"""

from __future__ import annotations

import numpy as np

from emulator.state.local_memory import FlatSpace, Lds
from emulator.state.memory import Memory
from isa import IsaError
from isa.memory_access import (EXTENSIONS, access_of, buffer_address_of, flat_global_address,
                               operand_position)
from isa.operand_parsing import OFF
from isa.registers import scalar_dwords
from isa.special_operands import Src
from . import semantics, semantics_of
from .access import scalar_reader, scalar_words_reader, scalar_words_writer
from .lane_addresses import address_reader
from .scalar_words import python_word
from .word_arrays import ARRAY_WORDS


BARRIER = -2   # what s_barrier returns to the runner of a workgroup


def memory_of(wave):
    if wave.memory is None:
        raise IsaError("no global memory: run the kernel with emulator.launch (or attach a "
                       "Memory to Wavefront.memory)")
    return wave.memory


def lds_of(wave):
    if wave.lds is None:
        raise IsaError("no LDS: run the kernel with emulator.launch (or attach Wavefront.lds)")
    return wave.lds


def scratch_of(wave):
    if wave.scratch is None:
        raise IsaError("no scratch memory: the kernel descriptor asks for none "
                       "(.amdhsa_private_segment_fixed_size) — or attach a Scratch to "
                       "Wavefront.scratch")
    return wave.scratch


def words_to_bytes(words: np.ndarray, width: int) -> np.ndarray:
    """(count, lanes…) uint32 registers as (lanes, width) bytes, low register first."""
    data = np.ascontiguousarray(np.moveaxis(words, 0, -1)).view(np.uint8)
    return data.reshape(-1, 4 * words.shape[0])[:, :width]


def _little_endian(data: np.ndarray) -> np.ndarray:
    """(lanes, 1 or 2) bytes as one uint32 per lane, zero-extended."""
    return np.ascontiguousarray(data).view(_NARROW[data.shape[1]])[:, 0].astype(np.uint32)


_NARROW = {1: np.dtype(np.uint8), 2: np.dtype("<u2")}


def bytes_to_words(data: np.ndarray, count: int, signed: bool = False) -> np.ndarray:
    """(lanes, width) bytes as (count, lanes) uint32 registers (a byte or short: zero- or
    sign-extended, the lane words ``load_u8`` … ``load_i16``)."""
    if data.shape[1] < 4:
        extension = EXTENSIONS[(data.shape[1], signed)]
        return ARRAY_WORDS[extension](_little_endian(data))[None, :]
    return np.ascontiguousarray(data).view("<u4").reshape(-1, count).T.copy()


def exec_lanes(wave):
    """EXEC as a bool array of the wave's lane shape."""
    mask = wave.exec_mask()
    return np.ones(wave.lane_shape, dtype=bool) if mask is None else mask


# (where the operand of a kind stands: isa.memory_access's, by the name the binders use)
position = operand_position


# -- addresses -----------------------------------------------------------------------------
def _lane_address(inst):
    """A FLAT or GLOBAL access's lane addresses: its lane word (isa.memory_access
    ``flat_global_address``) over the wave's registers; no lane out of range."""
    read = address_reader(flat_global_address(inst))
    return lambda wave: (read(wave), None)


def _scratch_offset(inst):
    """A lane's private offset: VGPR (or 0) + SGPR (or 0) + the signed instruction offset."""
    vaddr = inst.operands[position(inst.spec, "svaddr")]
    saddr = inst.operands[position(inst.spec, "ssaddr")]
    offset = np.int64(inst.mods.get("offset", 0))
    base = None if saddr is OFF else scalar_lanes(Src(reg=saddr))   # (a wide step's: per wave)

    def address(wave):
        total = offset
        if vaddr is not OFF:
            total = total + wave.v[vaddr.first].astype(np.int64)
        if base is not None:
            total = total + base(wave)
        return np.broadcast_to(total, wave.lane_shape), None
    return address


def resource(wave, srsrc):
    """(base address, stride, num_records) of a buffer resource in four SGPRs, as ints (the
    lane words ``resource_base`` and ``resource_stride``' Python form)."""
    low, high, records = (int(word) for word in
                          getattr(wave, srsrc.file)[srsrc.first:srsrc.first + 3])
    return _RESOURCE_BASE(low, high), _RESOURCE_STRIDE(high), records


def buffer_address(inst):
    """Per lane: address and whether it is in range, the lane words ``buffer_offset``,
    ``buffer_in_range`` and ``buffer_address`` (isa/lane_vocabulary.py: with a stride the
    index must be below num_records, else the element's bytes must lie within num_records
    bytes; out of range, loads read 0 and stores are dropped — no fault) over the places
    isa.memory_access ``buffer_address_of`` names. ``address(wave, width)``: ``width`` the
    element's bytes, where the resource's format sets it (typed accesses)."""
    places = buffer_address_of(inst)
    soffset = _word_reader(places.soffset)
    index, voffset = places.index, places.voffset
    byte_of, in_range, address_of = (ARRAY_WORDS[name] for name in (
        "buffer_offset", "buffer_in_range", "buffer_address"))
    offset, end = (np.array(places.offset + extra, np.uint32)
                   for extra in (0, inst.spec.width))   # (0-d: the words take them as they are)
    zero = np.array(0, np.uint32)

    def address(wave, width=None):
        base, stride, records = resource_fields(wave, places.resource)
        scalar = soffset(wave)
        lane_offset = zero if voffset is None else wave.v[voffset.first]
        lane_index = zero if index is None else wave.v[index.first]
        byte = byte_of(scalar, offset, lane_offset)
        last = end if width is None else np.array(places.offset + width, np.uint32)
        ok = in_range(stride, records, lane_index, byte_of(scalar, last, lane_offset))
        return (_lanes(address_of(base, stride, lane_index, byte), wave.lane_shape),
                _lanes(ok != 0, wave.lane_shape))
    return address


def _word_reader(src):
    """``read(wave)`` of a scalar source as uint32: a 0-d array, or (waves, 1) in a wide
    step (as the lane words take it)."""
    if not src.is_reg or src.reg.file != "s":
        read = scalar_reader(src)
        return lambda wave: np.array(read(wave), np.uint32)
    first = src.reg.first
    return lambda wave: np.asarray(wave.s[first], dtype=np.uint32)


def _lanes(values: np.ndarray, shape: tuple) -> np.ndarray:
    """``values`` as an array of the lanes' shape (one value per wave, or one for all,
    copied out: the jitted memory passes take writable arrays of their own)."""
    return values if values.shape == shape else np.broadcast_to(values, shape).copy()


def resource_fields(wave, srsrc):
    """A buffer resource's (base, stride, num_records), the lane words ``resource_base``
    and ``resource_stride`` of its SGPRs: one wave's as 0-d arrays (the words' Python
    form, typed once), a batch's wide step's as (waves, 1) arrays."""
    file = getattr(wave, srsrc.file)   # (SGPRs or TTMPs)
    words = [file[srsrc.first + i] for i in range(3)]
    if np.ndim(words[0]) == 0:
        base, stride, records = resource(wave, srsrc)
        return (np.array(base, np.uint64), np.array(stride, np.uint32),
                np.array(records, np.uint32))
    low, high, records = (np.asarray(word, dtype=np.uint32) for word in words)
    return (ARRAY_WORDS["resource_base"](low, high), ARRAY_WORDS["resource_stride"](high),
            records)


_RESOURCE_BASE, _RESOURCE_STRIDE = python_word("resource_base"), python_word("resource_stride")


def scalar_lanes(src):
    """``read(wave)`` of a scalar source as int64: an int, or (waves, 1) in a wide step."""
    if not src.is_reg or src.reg.file != "s":
        return scalar_reader(src)
    first = src.reg.first
    return lambda wave: np.asarray(wave.s[first], dtype=np.int64)


def flat_space(wave):
    """A FLAT access's space: global memory, the workgroup's LDS and the lanes' scratch by
    aperture (state.local_memory.FlatSpace; ``resolve`` it with the addresses). For waves
    run together (a batch's ``WideWave``) global memory only: a lane in an aperture stops
    the access before anything is read or written, and the batch runs it wave by wave."""
    if getattr(wave, "wide", False):
        return FlatSpace(wave.memory, None, None, _wave_by_wave)
    return FlatSpace(wave.memory, wave.lds, wave.scratch, lambda kind: {
        "memory": memory_of, "lds": lds_of, "scratch": scratch_of}[kind](wave))


def _wave_by_wave(kind: str):
    if kind == "memory":
        raise IsaError("no global memory: run the kernel with emulator.launch")
    raise NotImplementedError(f"a FLAT access of waves run together reaching {kind}")


def resolved(memory, addresses, mask):
    """The space an access reaches: a FLAT one's, for its active lanes' addresses."""
    return memory.resolve(addresses, mask) if isinstance(memory, FlatSpace) else memory


_ADDRESSES = {"FLAT": (_lane_address, flat_space), "GLOBAL": (_lane_address, memory_of),
              "SCRATCH": (_scratch_offset, scratch_of), "MUBUF": (buffer_address, memory_of)}


def vector_address(inst):
    """(address(wave) -> (per-lane addresses, in-range lanes or None), space(wave)): the
    memory an access of this encoding reaches (global memory, or the lanes' scratch)."""
    make, space = _ADDRESSES[inst.spec.encoding]
    return make(inst), space


# -- vector loads and stores ---------------------------------------------------------------
def _loaded(access, data, dst, block):
    """The registers a load leaves: whole dwords, or a byte or short extended, or 16 bits
    into one half of the VGPR (its access's lane words: isa.memory_access)."""
    if not access.d16:
        return bytes_to_words(data, dst.count, access.signed).reshape(block.shape)
    value = ARRAY_WORDS[access.extension](_little_endian(data)).reshape(block.shape[1:])
    return ARRAY_WORDS[access.half](block[0], value)[None, :]


def stored_words(access, words):
    """The bytes a store takes from its data registers (d16_hi: from the high half)."""
    if access.half:
        words = ARRAY_WORDS[access.half](words)
    return words_to_bytes(words, access.element)


def _lanes_accessed(mask, ok):
    """The lanes an access touches: EXEC's (None: all) and the address check's (None: all
    pass); None when every lane does."""
    return ok if mask is None else mask if ok is None else mask & ok


def load_binder(address, space, inst):
    """A plain load into v/a registers (isa.memory_access ``access_of``): masked-off lanes
    keep their registers, out-of-range lanes (buffers) read 0."""
    dst = inst.operands[0]
    access = access_of(inst.spec)
    width, words = access.element, access.dwords > 0   # (whole dwords: Memory.load_words)

    def run(wave):
        mask = wave.exec_mask()   # (None: every lane)
        addr, ok = address(wave)
        where = _lanes_accessed(mask, ok)
        memory = resolved(space(wave), addr, where)
        block = getattr(wave, dst.file)[dst.first:dst.first + dst.count]
        if words and ok is None and isinstance(memory, (Memory, Lds)) and \
                memory.load_words_into(addr, where, block):
            return   # (in place: every active lane in one allocation, or in the LDS)
        if words and isinstance(memory, Memory):
            loaded = memory.load_words(addr, dst.count, where)
        else:
            loaded = _loaded(access, memory.load(addr, width, where), dst, block)
        if mask is None:
            block[...] = loaded
        else:
            np.copyto(block, loaded, where=mask[None, :])
    return run


def _vector_accesses(store: bool):
    """The rule of plain vector loads or stores (isa.memory_access: data registers moved,
    no atomic, no format conversion)."""
    def rule(op) -> bool:
        access = access_of(op)
        return access is not None and access.space != "lds" and access.store == store
    return rule


@semantics_of(_vector_accesses(store=False))
def _vector_load(inst):
    address, space = vector_address(inst)
    return load_binder(address, space, inst)


def coherent_load_probe(inst):
    """For a FLAT or GLOBAL load with ``sc0`` or ``sc1`` (what compilers emit for atomic and
    volatile loads, a spin on a flag), else None: ``probe(wave)`` -> (the space it reaches,
    its lanes' addresses, the lanes it reads), and the bytes a lane reads
    (execution/spin_waits.py)."""
    access = access_of(inst.spec)
    if access is None or access.store or access.space not in ("flat", "global") or \
            not ({"sc0", "sc1"} & set(inst.mods)):
        return None
    address, space = vector_address(inst)

    def probe(wave):
        addr, ok = address(wave)
        lanes = _lanes_accessed(wave.exec_mask(), ok)
        lanes = np.ones(addr.shape, bool) if lanes is None else lanes
        return resolved(space(wave), addr, lanes), addr, lanes
    return probe, access.element


@semantics_of(_vector_accesses(store=True))
def _vector_store(inst):
    access = access_of(inst.spec)
    src = inst.operands[access.data[0]]
    address, space = vector_address(inst)

    def run(wave):
        words = getattr(wave, src.file)[src.first:src.first + src.count]
        addr, ok = address(wave)
        where = _lanes_accessed(wave.exec_mask(), ok)
        memory = resolved(space(wave), addr, where)
        if access.dwords and isinstance(memory, Memory):
            memory.store_words(addr, words, where)
        else:
            memory.store(addr, stored_words(access, words), where)
    return run


# -- scalar memory -------------------------------------------------------------------------
def scalar_address(inst):
    """address(wave) -> (byte address, bytes allowed or None) of a scalar access: the SGPR
    pair + offset, or a buffer resource's base + offset (within num_records)."""
    spec = inst.spec
    soff = inst.operands[position(spec, "soff")]
    if soff.is_reg:   # (an SGPR, plus the offset: modifier's immediate where it is written)
        register, extra = scalar_reader(soff), int(inst.mods.get("offset", 0))
        offset = register if not extra else (lambda wave: register(wave) + extra)
    else:   # the immediate is a byte offset (signed 21 bits for s_load)
        offset = (lambda value: lambda wave: value)(int(soff.value))
    if "srsrc" in spec.operands:
        srsrc = inst.operands[position(spec, "srsrc")]

        def buffer(wave):
            base, _, records = resource(wave, srsrc)
            start = offset(wave) & ~3
            return base + start, max(0, records - start)
        return buffer
    base = scalar_reader(Src(reg=inst.operands[position(spec, "sbase")]), "b64")
    return lambda wave: ((int(base(wave)) + offset(wave)) & ~3, None)


def _scalar_memory(kind: str):
    """The rule of scalar loads (``sdst``) or stores (``sdata``)."""
    return lambda op: (op.encoding == "SMEM" and bool(op.operands)
                       and op.operands[0].startswith(kind) and not op.atomic
                       and not op.unmodelled
                       and ("sbase" in op.operands or "srsrc" in op.operands))


@semantics_of(_scalar_memory("sdst"))
def _scalar_load(inst):
    """SGPRs from memory; a buffer load reads 0 beyond num_records."""
    dst = inst.operands[0]
    address = scalar_address(inst)
    count = scalar_dwords(dst)
    put = scalar_words_writer(dst)

    def run(wave):
        start, allowed = address(wave)
        words = np.zeros(count, dtype=np.uint32)
        inside = count if allowed is None else max(0, min(count, allowed // 4))
        if inside:
            words[:inside] = memory_of(wave).download(start, np.uint32, (inside,))
        put(wave, words)
    return run


@semantics_of(_scalar_memory("sdata"))
def _scalar_store(inst):
    """SGPRs to memory (a buffer store drops the dwords beyond num_records)."""
    src = inst.operands[0]
    address = scalar_address(inst)
    read, count = scalar_words_reader(src), scalar_dwords(src)

    def run(wave):
        start, allowed = address(wave)
        words = np.array(read(wave), dtype=np.uint32)
        inside = count if allowed is None else max(0, min(count, allowed // 4))
        if inside:
            lane = np.zeros(64, dtype=bool)
            lane[0] = True
            data = np.zeros((64, 4 * inside), dtype=np.uint8)
            data[0] = words[:inside].view(np.uint8)
            memory_of(wave).store(np.full(64, start, dtype=np.uint64), data, lane)
    return run


# The binders of loads into and stores from registers, without atomics or format
# conversion (a batch runs the per-lane-addressed ones wide: emulator/execution/wide.py),
# and of scalar loads (a batch runs them once per wave, uniform)
VECTOR_ACCESSES = frozenset((_vector_load, _vector_store))
SCALAR_LOADS = frozenset((_scalar_load,))
