"""Global memory and LDS for the emulator.

``Memory`` is a flat 64-bit address space made of allocations (numpy byte buffers) the host
creates with ``alloc``/``upload`` and reads back with ``download``. Every access is checked:
an address outside every allocation is a :class:`MemoryFault` naming the lane and address
(the runner adds the PC and source line). ``Lds`` is one workgroup's 64 KiB of local data
share, addressed from 0.

Vector accesses take one address per lane (uint64) and move ``width`` bytes per lane, only
for the lanes in ``mask``; values travel as little-endian bytes. Lanes come in any shape
(a batch's (waves, 64): emulator/execution/batch.py), taken in row-major order: bytes are
(lanes, width), and a fault's lane is its position in that order.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from isa import IsaError
from isa.registers import CONSTANT_SOURCES

from emulator import jit
from .atomics import ATOMICS, Atomic, rmw

# (the compiled passes, or their plain twins while they compile: memory_kernels.py)
_kernels = jit.module("emulator.state.memory_kernels")

BASE_ADDRESS = 0x1_0000_0000      # the first allocation (a non-zero, 4 GiB-aligned start)
ALIGN = 256
LDS_BYTES = 64 * 1024
LINE_SHIFT = 7                    # 128-byte cache lines (the timing model's)
MAPPED = "program data"   # the name of a mapped data image


class MemoryFault(IsaError):
    """An access outside every allocation (or outside LDS)."""


@dataclass
class Allocation:
    base: int
    data: np.ndarray      # uint8
    name: str = ""

    @property
    def end(self) -> int:
        return self.base + self.data.size


class Memory:
    def __init__(self) -> None:
        self.allocations: list[Allocation] = []
        self._next = BASE_ADDRESS
        self._index_allocations()
        # With a list here, every atomic is also recorded as (tag, allocation, offsets,
        # name, data, data2), so that a launch can replay the atomics of its worker
        # processes in workgroup order (``tag``: the workgroup running), see ``replay``.
        self.log: list | None = None
        self.tag = 0
        # With a list here, every access appends the 128-byte cache lines it touches (arrays
        # of line numbers, repeats allowed): for the compute-unit timing model's caches.
        self.lines: list | None = None

    def image(self) -> list[tuple[int, np.ndarray, str]]:
        """The allocations as plain data (to send to another process)."""
        return [(a.base, a.data, a.name) for a in self.allocations]

    @classmethod
    def from_image(cls, image) -> "Memory":
        memory = cls()
        memory.allocations = [Allocation(base, data.copy(), name) for base, data, name in image]
        memory._index_allocations()
        for last in memory.allocations:   # (after the last host allocation, not a map)
            if last.name != MAPPED:
                memory._next = last.base + ((max(last.data.size, 1) + ALIGN - 1) // ALIGN
                                            + 1) * ALIGN
        return memory

    def alloc(self, nbytes: int, name: str = "") -> int:
        """A zeroed allocation of ``nbytes``; returns its address."""
        if nbytes < 0:
            raise MemoryFault(f"cannot allocate {nbytes} bytes")
        base = self._next
        self.allocations.append(Allocation(base, np.zeros(max(nbytes, 1), np.uint8)[:nbytes],
                                           name))
        self.allocations.sort(key=lambda a: a.base)   # (a mapped image may lie above)
        self._next = base + ((max(nbytes, 1) + ALIGN - 1) // ALIGN + 1) * ALIGN  # + a guard
        self._index_allocations()
        return base

    def map(self, address: int, raw: bytes, name: str = "") -> int:
        """Place ``raw`` at a fixed ``address`` (a program's data image, isa.data_sections),
        which must not overlap another allocation; returns the address."""
        end = address + len(raw)
        if any(a.base < end and address < a.end for a in self.allocations):
            raise MemoryFault(f"cannot map {len(raw)} bytes at {address:#x}: it overlaps an "
                              "allocation")
        data = np.frombuffer(bytes(raw), dtype=np.uint8).copy()
        self.allocations.append(Allocation(address, data, name))
        self.allocations.sort(key=lambda a: a.base)
        self._index_allocations()
        return address

    def _index_allocations(self) -> None:
        """The sorted bases and ends the lane-wise bounds check searches."""
        self._bases = np.array([a.base for a in self.allocations], dtype=np.uint64)
        self._ends = np.array([a.end for a in self.allocations], dtype=np.uint64)
        self._compiled = None

    def __getstate__(self):   # (the typed list is rebuilt where it is needed)
        return dict(self.__dict__, _compiled=None)

    def compiled(self):
        """(datas, bases, ends) for compiled code (a hot block's loads, blocks/lanes.py):
        the allocations' bytes as a numba typed list in address order, with their bases
        and ends; None while there is no allocation, or while cache lines are recorded
        (those accesses must go through ``load``)."""
        if self.lines is not None or not self.allocations:
            return None
        if self._compiled is None:
            from numba import types   # (only compiled code asks: numba is loaded then)
            from numba.typed import List
            datas = List.empty_list(types.Array(types.uint8, 1, "C"))
            for allocation in self.allocations:
                datas.append(allocation.data)
            self._compiled = (datas, self._bases, self._ends)
        return self._compiled

    def upload(self, array, name: str = "") -> int:
        """Copy a numpy array into a new allocation; returns its address."""
        raw = np.ascontiguousarray(array).view(np.uint8).reshape(-1)
        base = self.alloc(raw.size, name)
        self.allocation(base).data[:] = raw
        return base

    def download(self, address: int, dtype, shape) -> np.ndarray:
        """A copy of ``shape`` elements of ``dtype`` starting at ``address``."""
        dtype = np.dtype(dtype)
        count = int(np.prod(shape)) * dtype.itemsize
        alloc, offset = self._find(address, count)
        if self.lines is not None and count:
            self.lines.append(np.arange(address >> LINE_SHIFT,
                                        ((address + count - 1) >> LINE_SHIFT) + 1,
                                        dtype=np.uint64))
        return alloc.data[offset:offset + count].copy().view(dtype).reshape(shape)

    def allocation(self, address: int) -> Allocation:
        return self._find(address, 0)[0]

    def _find(self, address: int, count: int) -> tuple[Allocation, int]:
        index = int(np.searchsorted(self._bases, np.uint64(address), side="right")) - 1
        if index >= 0:
            alloc = self.allocations[index]
            if alloc.base <= address and address + count <= alloc.end:
                return alloc, address - alloc.base
        raise MemoryFault(f"address {address:#x} (+{count} bytes) is outside every allocation")

    # -- lane-wise access ------------------------------------------------------------------
    def _offsets(self, addresses: np.ndarray, width: int, mask: np.ndarray | None):
        """(active lanes, allocation index per active lane, byte offsets), bounds checked;
        the index is one int when every lane lies in one allocation (the common case).
        ``mask`` None: every lane (then the lanes are None too)."""
        flat = addresses.reshape(-1)
        lanes = None if mask is None else np.flatnonzero(mask)
        addr = (flat if lanes is None else flat[lanes]).astype(np.uint64, copy=False)
        one = -1
        if addr.size and len(self._bases):
            low, high = addr.min(), addr.max()
            one = int(np.searchsorted(self._bases, low, side="right")) - 1
            if one < 0 or high + np.uint64(width) > self._ends[one]:
                one = -1
        if one >= 0:
            index = one
        else:
            index = np.searchsorted(self._bases, addr, side="right").astype(np.int64) - 1
            ends = self._ends[np.maximum(index, 0)] if len(self._ends) else np.zeros_like(addr)
            bad = (index < 0) | (addr + np.uint64(width) > ends)
            if bad.any():
                first = int(np.argmax(bad))
                lane = first if lanes is None else int(lanes[first])
                raise MemoryFault(f"lane {lane}: address {int(addr[first]):#x} "
                                  f"(+{width} bytes) is outside every allocation")
        self._record_lines(addr, None, width)
        return lanes, index, (addr - self._bases[index]).astype(np.int64)

    def _record_lines(self, addresses, mask, width: int) -> None:
        """With ``lines`` on, the cache lines of the active lanes' first and last bytes
        (repeats kept)."""
        if self.lines is None:
            return
        addr = _flat64(addresses) if mask is None else _flat64(addresses)[_flat_mask(mask)]
        if addr.size:
            self.lines.append(addr >> np.uint64(LINE_SHIFT))
            self.lines.append((addr + np.uint64(max(width, 1) - 1)) >> np.uint64(LINE_SHIFT))

    def load(self, addresses: np.ndarray, width: int, mask: np.ndarray | None) -> np.ndarray:
        """(lanes, width) bytes; inactive lanes read as zeros (``mask`` None: all active)."""
        out = np.zeros((addresses.size, width), dtype=np.uint8)
        lanes, index, offsets = self._offsets(addresses, width, mask)
        for i, sel in _by_allocation(index):
            data, at = self.allocations[i].data, offsets[sel]
            rows = sel if lanes is None else lanes[sel]
            elements, places = _elements(data, at, width)
            out.view(elements.dtype)[rows] = elements[places].reshape(at.size, -1)
        return out

    def store(self, addresses: np.ndarray, data: np.ndarray, mask: np.ndarray | None) -> None:
        """Store (lanes, width) bytes for the active lanes (later lanes last, as they win;
        ``mask`` None: all)."""
        width = data.shape[1]
        lanes, index, offsets = self._offsets(addresses, width, mask)
        for i, sel in _by_allocation(index):
            at = offsets[sel]
            rows = sel if lanes is None else lanes[sel]
            elements, places = _elements(self.allocations[i].data, at, width)
            elements[places] = np.ascontiguousarray(data).view(elements.dtype)[rows].reshape(-1)

    def load_words(self, addresses: np.ndarray, count: int, mask: np.ndarray | None):
        """``count`` little-endian dwords per lane, (count, lanes…) uint32 (inactive lanes
        0): ``load`` of 4·count bytes, in one compiled pass when every active lane lies in
        one allocation (else through ``load``)."""
        shape = (count,) + addresses.shape
        out = np.zeros(shape, dtype=np.uint32)
        if self.load_words_into(addresses, mask, out):
            return out
        data = self.load(addresses, 4 * count, mask)
        return np.ascontiguousarray(data).view("<u4").reshape(-1, count).T.reshape(shape)

    def load_words_into(self, addresses: np.ndarray, mask: np.ndarray | None,
                        block: np.ndarray) -> bool:
        """``load_words`` straight into the registers ``block`` ((count, 64) or
        (count, waves, 64) uint32, any strides: a batch's wide view): each active lane's
        registers get its dwords, the others keep theirs, in one compiled pass. False, with
        nothing written, where ``load_words`` takes its general path (active lanes in more
        than one allocation or outside every one: that path names the fault)."""
        if block.ndim not in (2, 3) or block.shape[1:] != addresses.shape:
            return False
        alloc = self._single(addresses, mask)
        if alloc is None:
            return False
        rows = block[:, None, :] if block.ndim == 2 else block   # (a view, never a copy)
        if not _kernels._load_into(alloc.data, np.uint64(alloc.base), _flat64(addresses),
                          _flat_mask(mask), rows):
            return False
        self._record_lines(addresses, mask, 4 * block.shape[0])
        return True

    def store_words(self, addresses: np.ndarray, words: np.ndarray,
                    mask: np.ndarray | None) -> None:
        """``store`` of (count, lanes…) dwords, low register first, in one compiled pass
        when every active lane lies in one allocation (lanes in order: later ones win)."""
        count = words.shape[0]
        alloc = self._single(addresses, mask)
        flat = np.ascontiguousarray(words.reshape(count, -1), dtype=np.uint32)
        if alloc is not None and _kernels._store_words(alloc.data, np.uint64(alloc.base),
                                              _flat64(addresses), _flat_mask(mask), flat):
            self._record_lines(addresses, mask, 4 * count)
            return
        data = np.ascontiguousarray(flat.T).view(np.uint8)
        self.store(addresses, data, mask)

    def _single(self, addresses, mask) -> Allocation | None:
        """The one allocation that may hold every lane's address (the compiled passes check
        each lane against it), or None."""
        if len(self._bases) == 0 or addresses.size == 0:
            return None
        if len(self._bases) == 1:
            return self.allocations[0]
        low = addresses.min() if mask is None else np.min(addresses, where=mask,
                                                           initial=np.uint64(2 ** 64 - 1))
        index = int(np.searchsorted(self._bases, np.uint64(low), side="right")) - 1
        return self.allocations[index] if index >= 0 else None

    def atomic(self, addresses: np.ndarray, mask: np.ndarray, atomic: Atomic, data,
               data2=None) -> np.ndarray:
        """Apply ``atomic`` for the active lanes (lane order on a shared address); returns
        the old element per lane (0 for inactive lanes). All lanes are checked first."""
        old = np.zeros(64, dtype=atomic.dtype)
        lanes, index, offsets = self._offsets(addresses, atomic.width, mask)
        if lanes is None:
            lanes = np.arange(addresses.size)
        for i, sel in _by_allocation(index):
            mine = lanes[sel]
            second = None if data2 is None else data2[mine]
            old[mine] = rmw(self.allocations[i].data, offsets[sel], atomic, data[mine], second)
            if self.log is not None:
                self.log.append((self.tag, int(i), offsets[sel], atomic.name,
                                 np.array(data[mine]), None if second is None else
                                 np.array(second)))
        return old

    def replay(self, entries) -> None:
        """Apply logged atomics (``log`` entries, in the order given) to this memory."""
        for _, index, offsets, name, data, data2 in entries:
            rmw(self.allocations[index].data, offsets, ATOMICS[name], data, data2)

    @staticmethod
    def atomic_bytes(entries, index: int, size: int) -> np.ndarray:
        """Which bytes of allocation ``index`` logged atomics touched (a bool mask)."""
        touched = np.zeros(size, dtype=bool)
        for _, i, offsets, name, _, _ in entries:
            if i == index:
                touched[offsets[:, None] + np.arange(ATOMICS[name].width)] = True
        return touched


_NO_MASK = np.ones(0, dtype=np.bool_)


def _flat64(addresses) -> np.ndarray:
    return np.ascontiguousarray(addresses, dtype=np.uint64).reshape(-1)


def _flat_mask(mask) -> np.ndarray:
    return _NO_MASK if mask is None else np.ascontiguousarray(mask, dtype=np.bool_).reshape(-1)


def _active(mask, size: int) -> np.ndarray:
    """The active lanes' numbers (``mask`` None: all of them)."""
    return np.arange(size) if mask is None else np.flatnonzero(mask)


def _by_allocation(index):
    """(allocation, the lanes that reach it: a mask or all) for each allocation reached."""
    if isinstance(index, int):
        return [(index, slice(None))]
    return [(int(i), index == i) for i in np.unique(index)]


def _elements(data: np.ndarray, offsets: np.ndarray, width: int):
    """(``data`` viewed as its widest elements — 8, 4, 2 or 1 bytes — that every access of
    ``width`` bytes at ``offsets`` covers whole, each access's element indices in lane
    order): gathers and scatters of 1-D indices, a lane's elements one after another (so a
    later lane's bytes are written after an earlier one's)."""
    size = 8
    while size > 1 and (width % size or (offsets & (size - 1)).any()):
        size //= 2
    elements = data[:data.size - data.size % size].view(f"<u{size}")
    first = offsets // size
    count = width // size
    if count == 1:
        return elements, first
    places = np.empty((offsets.size, count), dtype=np.int64)
    for j in range(count):   # (column by column: numpy broadcasts a short axis slowly)
        places[:, j] = first + j
    return elements, places.reshape(-1)


class Lds:
    """One workgroup's local data share, ``nbytes`` addressed from 0: bytes of its own,
    made on first use (a launch of many workgroups that never touch LDS allocates none), or
    row ``row`` of a batch's ``LdsRows``. Lanes come in any shape, as for ``Memory``."""

    def __init__(self, nbytes: int = LDS_BYTES, rows: "LdsRows | None" = None,
                 row: int = 0) -> None:
        self._nbytes = nbytes
        self._rows, self._row = rows, row
        self._data = None

    @property
    def data(self) -> np.ndarray:
        if self._data is None:
            self._data = (np.zeros(self._nbytes, dtype=np.uint8) if self._rows is None
                          else self._rows.data[self._row])
        return self._data

    def _space(self) -> np.ndarray:
        """The bytes the offsets ``_offsets`` returns index."""
        return self.data

    def _base(self, lanes, row: int) -> np.ndarray | int:
        """Where each active lane's LDS starts in ``_space`` (``row``: lanes per wave)."""
        return 0

    def _offsets(self, addresses, width, mask):
        """(active lanes, their offsets into ``_space``), each lane's ``width`` bytes
        checked against the LDS's size."""
        flat = addresses.reshape(-1)
        lanes = _active(mask, flat.size)
        addr = flat[lanes].astype(np.int64)
        bad = (addr < 0) | (addr + width > self._nbytes)
        if bad.any():
            lane = int(lanes[np.argmax(bad)])
            raise MemoryFault(f"lane {lane}: LDS address {int(flat[lane]):#x} (+{width} "
                              f"bytes) is outside the {self._nbytes}-byte LDS")
        return lanes, addr + self._base(lanes, addresses.shape[-1])

    def check(self, addresses, width, mask) -> None:
        """A MemoryFault naming the first active lane outside the LDS, if any."""
        self._offsets(addresses, width, mask)

    def load(self, addresses, width, mask) -> np.ndarray:
        """(lanes, width) bytes; inactive lanes read as zeros."""
        out = np.zeros((addresses.size, width), dtype=np.uint8)
        lanes, addr = self._offsets(addresses, width, mask)
        elements, places = _elements(self._space(), addr, width)
        out.view(elements.dtype)[lanes] = elements[places].reshape(lanes.size, -1)
        return out

    def store(self, addresses, data, mask) -> None:
        """(lanes, width) bytes to the active lanes' addresses, later lanes last."""
        lanes, addr = self._offsets(addresses, data.shape[1], mask)
        elements, places = _elements(self._space(), addr, data.shape[1])
        elements[places] = np.ascontiguousarray(data).view(elements.dtype)[lanes].reshape(-1)

    def atomic(self, addresses, mask, atomic: Atomic, data, data2=None) -> np.ndarray:
        old = np.zeros(64, dtype=atomic.dtype)
        lanes, addr = self._offsets(addresses, atomic.width, mask)
        old[lanes] = rmw(self._space(), addr, atomic, data[lanes],
                         None if data2 is None else data2[lanes])
        return old


class LdsRows:
    """The LDS of a batch's workgroups, (workgroups, nbytes) bytes made on first use:
    ``row(g)`` is workgroup g's ``Lds``, ``lanes(groups)`` the LDS of a run of waves."""

    def __init__(self, groups: int, nbytes: int = LDS_BYTES) -> None:
        self.groups, self.nbytes = groups, nbytes
        self._data = None

    @property
    def data(self) -> np.ndarray:
        if self._data is None:
            self._data = np.zeros((self.groups, self.nbytes), dtype=np.uint8)
        return self._data

    def row(self, group: int) -> Lds:
        return Lds(self.nbytes, self, group)

    def lanes(self, groups: np.ndarray) -> "WideLds":
        return WideLds(self, groups)


class WideLds(Lds):
    """The LDS that a run of waves sees, lanes (waves, 64): wave i's lanes address the row
    of workgroup ``groups[i]`` (a batch's wide step: emulator/execution/batch.py)."""

    def __init__(self, rows: LdsRows, groups: np.ndarray) -> None:
        super().__init__(rows.nbytes, rows)
        self._wave_base = np.asarray(groups, dtype=np.int64) * rows.nbytes

    def _space(self) -> np.ndarray:
        return self._rows.data.reshape(-1)

    def _base(self, lanes, row: int) -> np.ndarray:
        return self._wave_base[lanes // row]


class Scratch:
    """Each lane's private memory ("scratch": private arrays, spills, the call stack): the
    same ``nbytes`` for every lane, addressed from 0 by the scratch_* instructions (the
    hardware swizzles lanes' private memory into one buffer; a program cannot tell)."""

    def __init__(self, nbytes: int) -> None:
        self.data = np.zeros((64, nbytes), dtype=np.uint8)

    def _offsets(self, offsets, width, mask):
        lanes = _active(mask, offsets.size)
        addr = offsets[lanes].astype(np.int64)
        bad = (addr < 0) | (addr + width > self.data.shape[1])
        if bad.any():
            lane = int(lanes[np.argmax(bad)])
            raise MemoryFault(f"lane {lane}: scratch offset {int(offsets[lane]):#x} (+{width} "
                              f"bytes) is outside the {self.data.shape[1]}-byte private "
                              "segment (the kernel descriptor's "
                              ".amdhsa_private_segment_fixed_size)")
        return lanes, addr

    def load(self, offsets, width, mask) -> np.ndarray:
        out = np.zeros((64, width), dtype=np.uint8)
        lanes, addr = self._offsets(offsets, width, mask)
        out[lanes] = self.data[lanes[:, None], addr[:, None] + np.arange(width)]
        return out

    def store(self, offsets, data, mask) -> None:
        lanes, addr = self._offsets(offsets, data.shape[1], mask)
        self.data[lanes[:, None], addr[:, None] + np.arange(data.shape[1])] = data[lanes]

    def atomic(self, offsets, mask, atomic: Atomic, data, data2=None) -> np.ndarray:
        """A FLAT atomic on private memory: each lane on its own bytes."""
        old = np.zeros(64, dtype=atomic.dtype)
        lanes, addr = self._offsets(offsets, atomic.width, mask)
        old[lanes] = rmw(self.data.reshape(-1), lanes * self.data.shape[1] + addr, atomic,
                         data[lanes], None if data2 is None else data2[lanes])
        return old


# The flat apertures (isa.registers.CONSTANT_SOURCES: their high dwords), as flat addresses.
SHARED_APERTURE = (CONSTANT_SOURCES["src_shared_base"] << 32,
                   CONSTANT_SOURCES["src_shared_limit"] << 32 | 0xFFFFFFFF)
PRIVATE_APERTURE = (CONSTANT_SOURCES["src_private_base"] << 32,
                    CONSTANT_SOURCES["src_private_limit"] << 32 | 0xFFFFFFFF)


class FlatSpace:
    """What a FLAT instruction's addresses reach, lane by lane (CDNA3 ISA §10.2-10.3): an
    address in the shared aperture is the workgroup's LDS at its distance from the
    aperture's base, one in the private aperture the lane's own scratch at its distance
    from that base, any other global memory. ``resolve`` gives the global memory itself
    when no active lane is in an aperture (the common case, at full speed); otherwise this
    object, whose ``load``/``store``/``atomic`` split the lanes among the three."""

    def __init__(self, memory, lds, scratch, missing) -> None:
        self.memory, self.lds, self.scratch = memory, lds, scratch
        self._missing = missing      # missing(kind) raises: the wave has no such memory
        self._parts = None

    def resolve(self, addresses, mask):
        flat = np.asarray(addresses, dtype=np.uint64).reshape(-1)
        active = (np.ones(flat.size, dtype=bool) if mask is None
                  else np.asarray(mask, dtype=bool).reshape(-1))
        shared = _inside(flat, SHARED_APERTURE) & active
        private = _inside(flat, PRIVATE_APERTURE) & active
        if not (shared.any() or private.any()):
            return self._present("memory")
        self._parts = (active & ~shared & ~private, shared, private)
        return self

    def _split(self, addresses):
        """(space, its addresses, its lanes) for each space an active lane reaches."""
        flat = np.asarray(addresses, dtype=np.uint64).reshape(-1)
        rest, shared, private = self._parts
        out = []
        if rest.any():
            out.append((self._present("memory"), flat, rest))
        if shared.any():
            out.append((self._present("lds"),
                        (flat - np.uint64(SHARED_APERTURE[0])).astype(np.int64), shared))
        if private.any():
            out.append((self._present("scratch"),
                        (flat - np.uint64(PRIVATE_APERTURE[0])).astype(np.int64), private))
        return out

    def _present(self, kind: str):
        space = getattr(self, kind)
        return space if space is not None else self._missing(kind)

    def load(self, addresses, width, mask) -> np.ndarray:
        out = np.zeros((np.size(addresses), width), dtype=np.uint8)
        for space, where, lanes in self._split(addresses):
            out[lanes] = space.load(where, width, lanes)[lanes]
        return out

    def store(self, addresses, data, mask) -> None:
        for space, where, lanes in self._split(addresses):
            space.store(where, data, lanes)

    def atomic(self, addresses, mask, atomic: Atomic, data, data2=None) -> np.ndarray:
        old = np.zeros(64, dtype=atomic.dtype)
        for space, where, lanes in self._split(addresses):
            old[lanes] = space.atomic(where, lanes, atomic, data, data2)[lanes]
        return old


def _inside(addresses: np.ndarray, aperture) -> np.ndarray:
    return (addresses >= np.uint64(aperture[0])) & (addresses <= np.uint64(aperture[1]))
