"""A plain vector-memory or LDS access as data, read off its record (``access_of``) and its
instruction's operands (``lane_addresses``): the space it reaches, whether it loads or
stores, the bytes each lane moves at each of its addresses, how a loaded value becomes the
VGPR's (the lane words ``load_u8`` … ``d16_hi``) and each lane's address as lane words
over the instruction's registers and offset (``lds_address``, ``flat_address``,
``global_address``; a buffer's ``resource_base``, ``resource_stride``, ``buffer_offset``,
``buffer_in_range``, ``buffer_address``: isa/lane_vocabulary.py, where their rules are
written, with the CDNA3 ISA guide's sections). Every execution form is made from this one description: the
interpreter's and a batch's (emulator/execution/ops/lds.py, ops/memory.py) and a compiled
block's (emulator/execution/blocks/memory_templates.py).

Plain: data moves between the access's registers and memory — no atomic, no format
conversion (typed buffers), no lane exchange through the crossbar, no load into LDS — at
one address per lane, or at two for ``ds_read2*``/``ds_write2*``: ADDR + offset0 · s and
ADDR + offset1 · s, s the element's bytes, or 64 elements for the ``st64`` forms (ISA 11.3).
Bytes move little-endian at any alignment."""

from __future__ import annotations

from dataclasses import dataclass

from isa.operand_parsing import OFF
from isa.registers import RegRange

# the space each encoding's plain accesses reach
_SPACES = {"DS": "lds", "FLAT": "flat", "GLOBAL": "global", "SCRATCH": "scratch",
           "MUBUF": "buffer", "MTBUF": "buffer"}
# (DS records that name an address but move no LDS data as a plain access does)
_NOT_PLAIN_DS = frozenset({"ds_bpermute_b32", "ds_permute_b32", "ds_swizzle_b32",
                           "ds_condxchg32_rtn_b64"})
# (the lane word that makes a loaded byte or short the VGPR's value, by (bytes, signed))
EXTENSIONS = {(1, False): "load_u8", (1, True): "load_i8", (2, False): "load_u16",
               (2, True): "load_i16"}


@dataclass(frozen=True)
class Access:
    """What a plain access does (module docstring). ``element``: the bytes a lane moves at
    each of its addresses; ``pair``: 0 for one address a lane, else the unit of a
    ``ds_read2``/``ds_write2``'s offset0 and offset1, in bytes; ``signed``: a byte or short
    load sign-extends; ``d16``: "lo"/"hi" for 16 bits into (a load) or from (a store,
    "hi" only) one half of the VGPR; ``data``: the positions of the data operands (a
    load's destination; a store's sources, one per address)."""

    space: str
    store: bool
    element: int
    pair: int
    signed: bool
    d16: str
    data: tuple[int, ...]

    @property
    def dwords(self) -> int:
        """The whole dwords a lane moves at each address (0: a byte, a short or a d16
        form)."""
        return self.element // 4 if self.element % 4 == 0 and not self.d16 else 0

    @property
    def extension(self) -> str | None:
        """The lane word that makes a loaded byte or short (the bytes read as a word) its
        value; None for whole dwords and for stores."""
        if self.store or self.element >= 4:
            return None
        return EXTENSIONS.get((self.element, self.signed))

    @property
    def half(self) -> str | None:
        """The lane word that puts a d16 load's value into its half of the VGPR (of the
        VGPR's old value and the value), or takes a d16_hi store's data from the VGPR."""
        if not self.d16:
            return None
        return "high16" if self.store else f"d16_{self.d16}"


def access_of(spec) -> Access | None:
    """The plain access ``spec``'s record describes, or None (module docstring)."""
    space = _SPACES.get(getattr(spec, "encoding", None))
    if space is None or spec.atomic or getattr(spec, "components", 0):
        return None
    kinds = [kind.partition(":")[0] for kind in spec.operands]
    data = tuple(i for i, kind in enumerate(kinds) if kind in ("mdst", "msrc"))
    if not data:
        return None
    store = kinds[data[0]] == "msrc"
    if space == "lds":
        if "dsaddr" not in kinds or spec.mnemonic in _NOT_PLAIN_DS or \
                (not store and kinds[0] != "mdst") or (store and "mdst" in kinds):
            return None
    pair, element = 0, spec.width
    if "offset0" in spec.modifiers:
        element = spec.width if store else spec.width // 2   # (a read2's: both elements)
        pair = pair_unit(spec, element)
    return Access(space, store, element, pair, bool(spec.signed), spec.d16 or "", data)


def pair_unit(spec, element: int) -> int:
    """The bytes of a two-address DS form's offset0/offset1 unit (its atomics' too): the
    element's, or 64 elements' for the ``st64`` forms (ISA 11.3)."""
    return element * (64 if "st64" in spec.semantics_name else 1)


@dataclass(frozen=True)
class LaneAddress:
    """Each lane's address, the lane word ``word`` of ``places``: ("v", reg) the lane's
    VGPR, ("v64", reg) its VGPR pair, ("s64", reg) an SGPR pair (the wave's), ("u32" or
    "u64", value) a constant of that type."""

    word: str
    places: tuple


# The numpy type of each kind of constant place (its value: the word's operand as it is)
CONSTANT_TYPES = {"u32": "uint32", "u64": "uint64"}

# The forms ``lane_addresses`` gives: each address word with the space it addresses and
# the kinds of its places, in order (a compiled block checks a lane address's bytes with a
# function made per form: emulator/execution/blocks/word_functions.py)
ADDRESS_FORMS = {"lds_address": ("lds", ("v", "u32")),
                 "flat_address": ("global", ("v64", "u64")),
                 "global_address": ("global", ("s64", "v", "u64"))}


@dataclass(frozen=True)
class BufferAddress:
    """A buffer access's lane address, the lane words ``buffer_offset``,
    ``buffer_in_range`` and ``buffer_address`` (isa/lane_vocabulary.py) over: the
    resource's four SGPRs (``resource_base``, ``resource_stride``, num_records), SOFFSET (a
    ``Src``: an SGPR or a constant), the instruction's offset, and the VGPRs of the index
    (``idxen``) and of the offset (``offen``), None where the instruction names none."""

    resource: RegRange
    soffset: object
    offset: int
    index: RegRange | None
    voffset: RegRange | None


def buffer_address_of(inst) -> BufferAddress:
    """A MUBUF instruction's ``BufferAddress`` (its atomics' and typed accesses' too): with
    ``idxen`` and ``offen`` both, the index in the first VGPR of the pair and the offset in
    the second."""
    spec = inst.spec
    vaddr = inst.operands[operand_position(spec, "bvaddr")]
    idxen, offen = "idxen" in inst.mods, "offen" in inst.mods
    index = RegRange(vaddr.file, vaddr.first, 1) if idxen else None
    voffset = RegRange(vaddr.file, vaddr.first + (1 if idxen else 0), 1) if offen else None
    return BufferAddress(inst.operands[operand_position(spec, "srsrc")],
                         inst.operands[operand_position(spec, "soff")], inst.mods.get("offset", 0),
                         index, voffset)


def lane_addresses(inst, access: Access) -> tuple[LaneAddress, ...]:
    """Each lane's address of ``inst`` (a plain ``access``), one per address a lane has
    (a pair's two: offset0's, then offset1's); () where its space addresses by a rule of
    its own (scratch, buffers: emulator/execution/ops/memory.py)."""
    if access.space == "lds":
        return ds_addresses(inst, access.pair)
    if access.space in ("flat", "global"):
        return (flat_global_address(inst),)
    return ()


def ds_addresses(inst, unit: int = 0) -> tuple[LaneAddress, ...]:
    """A DS instruction's lane addresses (its atomics' too): the address VGPR + offset, or
    for a two-address form (``unit``: the bytes of offset0's and offset1's unit) + offset0 ·
    unit and + offset1 · unit."""
    vaddr = inst.operands[operand_position(inst.spec, "dsaddr")]
    offsets = (inst.mods.get("offset0", 0) * unit, inst.mods.get("offset1", 0) * unit) \
        if unit else (inst.mods.get("offset", 0),)
    return tuple(_address("lds_address", vaddr, offset) for offset in offsets)


def flat_global_address(inst) -> LaneAddress:
    """A FLAT or GLOBAL instruction's lane address (its atomics' too): the VGPR pair +
    offset, or with an SGPR base (GLOBAL) the pair + the VGPR + offset."""
    spec = inst.spec
    kinds = [kind.partition(":")[0] for kind in spec.operands]
    vaddr = inst.operands[operand_position(spec, "faddr" if "faddr" in kinds else "gaddr")]
    offset = inst.mods.get("offset", 0) & (2 ** 64 - 1)
    saddr = inst.operands[operand_position(spec, "saddr")] if "saddr" in kinds else OFF
    if saddr is OFF:
        return _address("flat_address", vaddr, offset)
    assert isinstance(saddr, RegRange)
    return _address("global_address", saddr, vaddr, offset)


def _address(word: str, *values) -> LaneAddress:
    """Address word ``word`` over ``values``, its places' kinds its form's
    (``ADDRESS_FORMS``)."""
    return LaneAddress(word, tuple(zip(ADDRESS_FORMS[word][1], values)))


def operand_position(spec, kind: str) -> int:
    """Where the operand of kind ``kind`` stands among the record's operands."""
    return next(i for i, k in enumerate(spec.operands) if k.partition(":")[0] == kind)
