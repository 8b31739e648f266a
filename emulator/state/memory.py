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

import math

import numpy as np

from dataclasses import dataclass
from emulator import jit
from isa import IsaError
from .atomics import ATOMICS, Atomic, rmw
from .memory_observers import LINE_SHIFT, NO_LINE, AtomicLog, LineRecorder


# (the compiled passes, or their plain twins while they compile: memory_kernels.py)
_kernels = jit.module("emulator.state.memory_kernels")

BASE_ADDRESS = 0x1_0000_0000      # the first allocation (a non-zero, 4 GiB-aligned start)
ALIGN = 256
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
        # (what it tells, and to whom: observe, state/memory_observers.py)
        self.lines: LineRecorder | None = None
        self.atomics: AtomicLog | None = None
        # (how many writes have changed it — stores, atomics that changed a byte — so that
        # a wave parked on a value knows when to look again: execution/spin_waits.py; a
        # compiled block that may store counts once a run: blocks/hot.py)
        self.writes = 0
        # (allocations still holding another memory's bytes: from_image(shared=True);
        # copied before their first write)
        self.shared: set[int] = set()

    def observe(self, *, lines: "LineRecorder | None" = None,
                atomics: "AtomicLog | None" = None) -> "Memory":
        """Attach the observers given (None: that kind stays as it is); returns self."""
        if lines is not None and not isinstance(lines, LineRecorder):
            raise TypeError(f"lines must be a LineRecorder, not {type(lines).__name__}")
        if atomics is not None and not isinstance(atomics, AtomicLog):
            raise TypeError(f"atomics must be an AtomicLog, not {type(atomics).__name__}")
        if lines is not None:
            self.lines, self._compiled = lines, None
        if atomics is not None:
            self.atomics = atomics
        return self

    def forget(self, *, lines: bool = False, atomics: bool = False) -> None:
        """Detach the observers named."""
        if lines:
            self.lines, self._compiled = None, None
        if atomics:
            self.atomics = None

    def image(self) -> list[tuple[int, np.ndarray, str]]:
        """The allocations as plain data (to send to another process)."""
        return [(a.base, a.data, a.name) for a in self.allocations]

    @classmethod
    def from_image(cls, image, shared: bool = False) -> "Memory":
        """A memory holding ``image``'s allocations (``image()``): copies of their bytes,
        or with ``shared`` the image's own arrays, each copied before the first store or
        atomic writes it (``shared`` then names those still unwritten; a worker process
        compares only the others with the image)."""
        memory = cls()
        memory.allocations = [Allocation(base, data if shared else data.copy(), name)
                              for base, data, name in image]
        if shared:
            memory.shared = set(range(len(memory.allocations)))
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
        """(datas, bases, ends, writable) for compiled code (a hot block's loads and
        stores, blocks/memory_templates.py): the allocations' bytes as a numba typed list in
        address order, with their bases and ends, and 1 for each allocation a block may
        write in place (0: it still holds an image's bytes, ``shared``, which only
        ``_writable`` may copy: the block stops before such a store); None while there is
        no allocation, or while cache lines are recorded (those accesses must go through
        ``load``)."""
        if self.lines is not None or not self.allocations:
            return None
        if self._compiled is None:
            from numba import types   # (only compiled code asks: numba is loaded then)
            from numba.typed import List
            datas = List.empty_list(types.Array(types.uint8, 1, "C"))
            for allocation in self.allocations:
                datas.append(allocation.data)
            writable = np.array([index not in self.shared
                                 for index in range(len(self.allocations))], dtype=np.uint8)
            self._compiled = (datas, self._bases, self._ends, writable)
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
            self.lines.accessed(np.arange(address >> LINE_SHIFT,
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
    def _offsets(self, addresses: np.ndarray, width: int, mask: np.ndarray | None,
                 record: bool = True):
        """(active lanes, allocation index per active lane, byte offsets), bounds checked;
        the index is one int when every lane lies in one allocation (the common case).
        ``mask`` None: every lane (then the lanes are None too). ``record``: the access's
        lines go to the LineRecorder (a look that is no access of the kernel's: not)."""
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
        if record:
            self._record_lines(addresses, mask, width)
        return lanes, index, (addr - self._bases[index]).astype(np.int64)

    def _record_lines(self, addresses, mask, width: int) -> None:
        """With a LineRecorder attached, the cache lines of each lane's first and last
        bytes, in the addresses' shape (inactive lanes: NO_LINE)."""
        if self.lines is None:
            return
        addr = np.asarray(addresses, dtype=np.uint64)
        first = addr >> np.uint64(LINE_SHIFT)
        last = (addr + np.uint64(max(width, 1) - 1)) >> np.uint64(LINE_SHIFT)
        if mask is not None:
            active = np.asarray(mask, bool).reshape(addr.shape)
            first = np.where(active, first, NO_LINE)
            last = np.where(active, last, NO_LINE)
        self.lines.accessed(first, last)

    def load(self, addresses: np.ndarray, width: int, mask: np.ndarray | None,
             record: bool = True) -> np.ndarray:
        """(lanes, width) bytes; inactive lanes read as zeros (``mask`` None: all active;
        ``record`` False: a look, no access — no lines recorded)."""
        out = np.zeros((addresses.size, width), dtype=np.uint8)
        lanes, index, offsets = self._offsets(addresses, width, mask, record)
        for i, sel in _by_allocation(index):
            data, at = self.allocations[i].data, offsets[sel]
            rows = sel if lanes is None else lanes[sel]
            elements, places = element_view(data, at, width)
            out.view(elements.dtype)[rows] = elements[places].reshape(at.size, -1)
        return out

    def store(self, addresses: np.ndarray, data: np.ndarray, mask: np.ndarray | None) -> None:
        """Store (lanes, width) bytes for the active lanes (later lanes last, as they win;
        ``mask`` None: all)."""
        width = data.shape[1]
        lanes, index, offsets = self._offsets(addresses, width, mask)
        self.writes += 1
        for i, sel in _by_allocation(index):
            at = offsets[sel]
            rows = sel if lanes is None else lanes[sel]
            elements, places = element_view(self._writable(i), at, width)
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
        if not _kernels.load_into(alloc.data, np.uint64(alloc.base), _flat64(addresses),
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
        if alloc is not None and self.shared:
            self._writable(self.allocations.index(alloc))
        if alloc is not None and _kernels._store_words(alloc.data, np.uint64(alloc.base),
                                              _flat64(addresses), _flat_mask(mask), flat):
            self._record_lines(addresses, mask, 4 * count)
            self.writes += 1
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
        index = _kernels.allocation_of(self._bases, _flat64(addresses), _flat_mask(mask))
        return self.allocations[index] if index >= 0 else None

    def atomic(self, addresses: np.ndarray, mask: np.ndarray, atomic: Atomic, data,
               data2=None, tags=None) -> np.ndarray:
        """Apply ``atomic`` for the active lanes (lane order on a shared address); returns
        the old element per lane (0 for inactive lanes). All lanes are checked first.
        ``addresses`` (and ``mask``, ``data``, ``data2``) are one wave's lanes, or (waves,
        lanes) of waves run together, applied as one wave after another would apply them
        (row by row, each in lane order); ``tags``: then each wave's tag, which its entries
        of the atomics' log carry (``AtomicLog``)."""
        shape = np.shape(addresses)
        old = np.zeros(math.prod(shape), dtype=atomic.dtype)
        data = np.reshape(data, -1)
        data2 = None if data2 is None else np.reshape(data2, -1)
        lanes, index, offsets = self._offsets(addresses, atomic.width, mask)
        if lanes is None:
            lanes = np.arange(old.size)
        for i, sel in _by_allocation(index):
            mine = lanes[sel]
            second = None if data2 is None else data2[mine]
            old[mine] = rmw(self._writable(i), offsets[sel], atomic, data[mine], second)
            if atomic.apply(old[mine], data[mine], second).tobytes() != old[mine].tobytes():
                self.writes += 1   # (a compare-and-swap that failed changed nothing)
            if self.atomics is not None:
                self._log(i, offsets[sel], atomic, data[mine], second,
                          mine // shape[-1] if tags is not None else None, tags)
        return old.reshape(shape)

    def _log(self, index: int, offsets, atomic: Atomic, data, data2, rows, tags) -> None:
        """The atomics' log gets what was applied at allocation ``index``: one entry, or
        with ``tags`` one for each wave (``rows``: each lane's wave, ascending), tagged as
        that wave's."""
        log = self.atomics
        if tags is None:
            log.applied(index, offsets, atomic.name, data, data2)
            return
        kept = log.tag
        starts = np.flatnonzero(np.diff(rows, prepend=-1))
        for low, high in zip(starts.tolist(), starts[1:].tolist() + [rows.size]):
            log.tag = tags[int(rows[low])]
            log.applied(index, offsets[low:high], atomic.name, data[low:high],
                        None if data2 is None else data2[low:high])
        log.tag = kept

    def replay(self, entries) -> None:
        """Apply logged atomics (``AtomicLog.entries``, in the order given) to this memory."""
        for _, index, offsets, name, data, data2 in entries:
            rmw(self._writable(index), offsets, ATOMICS[name], data, data2)

    def _writable(self, index: int) -> np.ndarray:
        """Allocation ``index``'s bytes, to write: its own copy (made now if it still holds
        an image's bytes, ``shared``)."""
        alloc = self.allocations[index]
        if index in self.shared:
            alloc.data = alloc.data.copy()
            self.shared.discard(index)
            self._compiled = None   # (compiled accesses take the new array, writable)
        return alloc.data

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


def active_mask(mask, size: int) -> np.ndarray:
    """The active lanes' numbers (``mask`` None: all of them)."""
    return np.arange(size) if mask is None else np.flatnonzero(mask)


def _by_allocation(index):
    """(allocation, the lanes that reach it: a mask or all) for each allocation reached."""
    if isinstance(index, int):
        return [(index, slice(None))]
    return [(int(i), index == i) for i in np.unique(index)]


def element_view(data: np.ndarray, offsets: np.ndarray, width: int):
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


