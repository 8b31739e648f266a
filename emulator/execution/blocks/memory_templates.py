"""The plain LDS reads and writes and global and buffer loads and stores in a compiled
block (templates.py states how a template writes its instruction), made from the
description the interpreter's binders are made from (isa/memory_access.py: the access its
record describes — its space, direction, element bytes, two-address unit, extension — and
each lane's address as lane words over its operands), so a record has a template exactly
where its binder is one of those plain accesses (ops/lds.py ``LDS_ACCESSES``,
ops/memory.py ``VECTOR_ACCESSES``: a global or buffer load or store).

An access first checks its active lanes' addresses (a function made from the address
word, word_functions.py ``check_call``). If a lane's bytes leave the LDS, or the lanes do
not lie in one allocation of global memory (memory_lanes.py ``allocation_span``: global
memory's own choice), the block stops before the access with nothing written, and the
interpreter runs it and names the fault; so it does before a store to an allocation that
still holds a memory image's bytes (``Memory.compiled``'s ``writable``), which only the
interpreter copies before it writes. Then lane by lane, in lane order: each lane reads all
it reads before it writes its registers (the destination may hold the address); a write's
later lane's bytes land over an earlier one's; a two-address write puts every lane's first
element before any lane's second (the interpreter's order). A byte or short read is made
the VGPR's value by the access's lane words (``load_u8`` …, ``d16_lo``/``d16_hi``), a d16_hi
write takes the VGPR's high half (``high16``); a buffer store's lane out of range writes
nothing. A store to memory shares a batch block's segment with no other access to memory
(a batch's order: blocks/source.py ``memory_splits``), and a block that may store counts
as a write (``Memory.writes``: waves parked on a value look again)."""

from __future__ import annotations

from isa.memory_access import CONSTANT_TYPES, access_of, buffer_address_of, lane_addresses
from isa.registers import RegRange
from isa.special_operands import Src

from emulator.execution.blocks.templates import template_of
from emulator.execution.blocks.word_functions import buffer_check_call, check_call, word_call
from emulator.execution.blocks.writer import Unsupported, number
from emulator.execution.ops import binder_for
from emulator.execution.ops.lds import LDS_ACCESSES
from emulator.execution.ops.memory import VECTOR_ACCESSES


def _registers(op, count: int) -> bool:
    """A v or a register tuple of ``count`` registers (what a template writes or reads)."""
    return isinstance(op, RegRange) and op.file in ("v", "a") and op.count == count


def _address_calls(inst, w, access) -> tuple[list[str], list[tuple]]:
    """Each lane address's word called on its places' texts for lane ``l``, and (its word,
    its places' texts for its check: word_functions.py ``check_call``, a VGPR place its
    number); an SGPR pair's value read once, before the loops."""
    calls, checks = [], []
    for address in lane_addresses(inst, access):
        lane, check = [], []
        for kind, value in address.places:
            if kind in CONSTANT_TYPES:
                lane.append(f"np.{CONSTANT_TYPES[kind]}({value})")
                check.append(lane[-1])
            elif kind == "s64" and value.file == "s" and value.count == 2:
                pair = w.local()
                w.line(f"{pair} = join(s[{value.first}], s[{value.first + 1}])")
                lane.append(pair)
                check.append(pair)
            elif kind in ("v", "v64") and value.file == "v" and \
                    value.count == (1 if kind == "v" else 2):
                words = [f"v[{value.first + j}, l]" for j in range(value.count)]
                lane.append(words[0] if kind == "v" else f"join({words[0]}, {words[1]})")
                check.append(number(value.first))
            else:
                raise Unsupported(str(value))
        calls.append(word_call(address.word, lane))
        checks.append((address.word, check))
    if not calls:
        raise Unsupported(str(inst))
    return calls, checks


def _checked(inst, w, access, checks) -> tuple[str, str]:
    """Stop before ``inst`` where its active lanes' bytes leave the LDS or one allocation
    (module docstring); (the byte array it reaches, the local holding the first address
    of that array, or "" for the LDS)."""
    nbytes = f"np.uint64({access.element})"
    if access.space == "lds":
        w.lds = True
        w.stop_before(inst, " or ".join(
            f"not {check_call(word, [*places, nbytes, 'np.uint64(lds.shape[0])'])}"
            for word, places in checks))
        return "lds", ""
    w.memory = True
    (word, places), = checks
    index, data, start = w.local(), w.local(), w.local()
    w.line(f"{index} = {check_call(word, [*places, nbytes, 'bases', 'ends'])}")
    if access.store:   # (an allocation still holding an image's bytes: interpreted, copied)
        w.stores = True
        w.stop_before(inst, f"{index} < 0 or writable[{index}] == 0")
    else:
        w.stop_before(inst, f"{index} < 0")
    w.line(f"{data} = datas[{index}]")
    w.line(f"{start} = bases[{index}]")
    return data, start


def _places(w, calls, start: str) -> list[str]:
    """In the lane loop: each of lane ``l``'s addresses as an index of its byte array."""
    places = []
    for call in calls:
        place = w.local()
        w.line(f"{place} = np.int64({call} - {start})" if start else
               f"{place} = np.int64({call})", 3)
        places.append(place)
    return places


def _raw(w, access, array: str, place: str, depth: int = 3) -> list[str]:
    """In the lane loop (its lines at ``depth``): the locals holding what lane ``l`` reads
    at ``place`` of ``array``: its dwords, or its byte or short as a word."""
    if access.dwords:
        values = [w.local() for _ in range(access.dwords)]
        for j, value in enumerate(values):
            w.line(f"{value} = dword_at({array}, {place} + {4 * j})", depth)
        return values
    value = w.local()
    w.line(f"{value} = np.uint32({array}[{place}])", depth)
    if access.element == 2:
        w.line(f"{value} = {value} | np.uint32({array}[{place} + 1]) << np.uint32(8)", depth)
    return [value]


def _finished(w, access, raw: list[str], dst: RegRange, first: int) -> list[str]:
    """In the lane loop: the values ``raw`` leaves in the destination's registers from
    ``first`` on: its dwords, or a byte or short made the VGPR's value by the access's lane
    words (extended; a d16 form's put into its half of the old value)."""
    if access.dwords:
        return raw
    (value,) = raw
    text = word_call(access.extension, [value])
    if access.half:
        text = word_call(access.half, [w.register(dst, first), text])
    w.line(f"{value} = {text}", 3)
    return [value]


def _destination(inst, access) -> RegRange:
    """A load's destination, where a template takes it (else Unsupported)."""
    dst = inst.operands[access.data[0]]
    per = access.dwords or 1
    if not _registers(dst, per * (2 if access.pair else 1)) or \
            not (access.dwords or access.extension):
        raise Unsupported(str(inst))
    return dst


def _load(inst, w, access) -> None:
    dst = _destination(inst, access)
    calls, checks = _address_calls(inst, w, access)
    array, start = _checked(inst, w, access, checks)
    w.masked_lanes()
    values = []
    for k, place in enumerate(_places(w, calls, start)):
        values += _finished(w, access, _raw(w, access, array, place), dst,
                            k * (access.dwords or 1))
    for j, value in enumerate(values):
        w.line(f"{w.register(dst, j)} = {value}", 3)


def _store(inst, w, access) -> None:
    """Each address's data, every active lane's in lane order, the first address's before
    the second's (an LDS write)."""
    per = access.dwords or 1
    sources = [inst.operands[at] for at in access.data]
    if not all(_registers(src, per) for src in sources):
        raise Unsupported(str(inst))
    calls, checks = _address_calls(inst, w, access)
    array, start = _checked(inst, w, access, checks)
    for call, src in zip(calls, sources):
        w.masked_lanes()
        (place,) = _places(w, [call], start)
        _put(w, access, array, place, src)


def _put(w, access, array: str, place: str, src: RegRange, depth: int = 3) -> None:
    """In the lane loop (its lines at ``depth``): lane ``l``'s data from ``src`` written at
    ``place`` of ``array``: its dwords, or its byte or short (a d16_hi form's from the
    VGPR's high half, ``high16``), little-endian."""
    if access.dwords:
        for j in range(access.dwords):
            w.line(f"put_dword({array}, {place} + {4 * j}, {w.register(src, j)})", depth)
        return
    value = w.local()
    data = w.register(src)
    w.line(f"{value} = {word_call(access.half, [data]) if access.half else data}", depth)
    for j in range(access.element):
        w.line(f"{array}[{place} + {j}] = np.uint8(({value} >> np.uint32({8 * j})) "
               "& np.uint32(0xFF))", depth)


def _plain(inst, w) -> None:
    access = access_of(inst.spec)
    (_store if access.store else _load)(inst, w, access)


@template_of(lambda op: binder_for(op) in LDS_ACCESSES)
def _lds_access(inst, w):
    """A plain DS read or write (module docstring)."""
    _plain(inst, w)


_lds_access.mods = frozenset({"offset", "offset0", "offset1"})
_lds_access.lds = True


@template_of(lambda op: binder_for(op) in VECTOR_ACCESSES and access_of(op).space == "global")
def _global_access(inst, w):
    """A plain global load or store (module docstring)."""
    _plain(inst, w)


_global_access.mods = frozenset({"offset", "sc0", "sc1", "nt"})
_global_access.memory = True


def _scalar_word(src) -> str:
    """SOFFSET's text (an SGPR, or a constant's bits), else Unsupported."""
    if not isinstance(src, Src) or src.neg or src.abs:
        raise Unsupported(str(src))
    if not src.is_reg:
        return f"np.uint32({src.bits('b32')})"
    if src.reg.file != "s" or src.reg.count != 1:
        raise Unsupported(str(src))
    return f"s[{src.reg.first}]"


@template_of(lambda op: binder_for(op) in VECTOR_ACCESSES and access_of(op).space == "buffer")
def _buffer_access(inst, w) -> None:
    """A plain buffer load or store (module docstring): the resource's fields read from its
    SGPRs once, before the loop; each active lane's index, offset and range, and its bytes
    where it is in range — a load's lane out of range reads 0, as Triton's masked loads
    rely on; a store's writes nothing — by the buffer words (isa.memory_access
    ``BufferAddress``)."""
    access = access_of(inst.spec)
    if access.store:
        (src,) = (inst.operands[at] for at in access.data)
        if not _registers(src, access.dwords or 1):
            raise Unsupported(str(inst))
    else:
        dst = _destination(inst, access)
    places = buffer_address_of(inst)
    resource = places.resource
    if not (isinstance(resource, RegRange) and resource.file == "s" and resource.count == 4) \
            or any(reg is not None and reg.file != "v"
                   for reg in (places.index, places.voffset)):
        raise Unsupported(str(inst))
    words = [f"s[{resource.first + j}]" for j in range(3)]
    base, stride, records, soffset, index = (w.local() for _ in range(5))
    w.line(f"{base} = {word_call('resource_base', words[:2])}")
    w.line(f"{stride} = {word_call('resource_stride', words[1:2])}")
    w.line(f"{records} = {words[2]}")
    w.line(f"{soffset} = {_scalar_word(places.soffset)}")
    offset = f"np.uint32({places.offset})"
    end = f"np.uint32({places.offset + access.element})"
    lane_index, lane_offset = (
        "np.uint32(0)" if reg is None else f"v[{reg.first}, l]"
        for reg in (places.index, places.voffset))
    w.memory = True
    w.line(f"{index} = " + buffer_check_call([
        base, stride, records, soffset, offset, end,
        *(number(-1 if reg is None else reg.first) for reg in (places.index, places.voffset)),
        f"np.uint64({access.element})", "bases", "ends"]))
    if access.store:   # (−2: no lane in range, nothing written; an image's bytes: copied)
        w.stores = True
        w.stop_before(inst, f"{index} == -1 or ({index} >= 0 and writable[{index}] == 0)")
    else:
        w.stop_before(inst, f"{index} == -1")
    data, start, place = w.local(), w.local(), w.local()
    w.line(f"{data} = datas[max({index}, 0)]")
    w.line(f"{start} = bases[max({index}, 0)]")
    w.masked_lanes()
    in_range = word_call("buffer_in_range", [stride, records, lane_index, word_call(
        "buffer_offset", [soffset, end, lane_offset])])
    w.line(f"if {in_range} != 0:", 3)
    lane = word_call("buffer_address", [base, stride, lane_index, word_call(
        "buffer_offset", [soffset, offset, lane_offset])])
    w.line(f"{place} = np.int64({lane} - {start})", 4)
    if access.store:
        _put(w, access, data, place, src, depth=4)
        return
    raw = _raw(w, access, data, place, depth=4)
    w.line("else:", 3)
    for value in raw:
        w.line(f"{value} = np.uint32(0)", 4)
    for j, value in enumerate(_finished(w, access, raw, dst, 0)):
        w.line(f"{w.register(dst, j)} = {value}", 3)


_buffer_access.mods = frozenset({"offen", "idxen", "offset", "sc0", "sc1", "nt"})
_buffer_access.memory = True
