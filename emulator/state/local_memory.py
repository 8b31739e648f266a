"""A wave's memories besides global memory: the workgroup's LDS (``Lds``; a batch's
workgroups' LDS as rows, ``LdsRows``, and a group of waves' as one, ``WideLds``), each
lane's private scratch (``Scratch``), and FLAT addresses, which reach global memory, LDS
or scratch by the shared and private apertures (``FlatSpace``)."""

from __future__ import annotations

import numpy as np

from emulator import jit
from isa.registers import CONSTANT_SOURCES
from isa.targets import target_or_default

from .atomics import Atomic, rmw
from .memory import MemoryFault, _flat_mask, active_mask, element_view
from .memory_observers import BankRecorder


# (the compiled passes, or their plain twins while they compile: memory_kernels.py)
_kernels = jit.module("emulator.state.memory_kernels")


class Lds:
    """One workgroup's local data share, ``nbytes`` addressed from 0: bytes of its own,
    made on first use (a launch of many workgroups that never touch LDS allocates none), or
    row ``row`` of a batch's ``LdsRows``. Lanes come in any shape, as for ``Memory``.
    ``nbytes``: the default target's LDS size (``isa.Target.lds_bytes``) unless given."""

    def __init__(self, nbytes: int | None = None, rows: "LdsRows | None" = None,
                 row: int = 0) -> None:
        self._nbytes = target_or_default(None).lds_bytes if nbytes is None else nbytes
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
        lanes = active_mask(mask, flat.size)
        addr = flat[lanes].astype(np.int64)
        bad = (addr < 0) | (addr + width > self._nbytes)
        if bad.any():
            lane = int(lanes[np.argmax(bad)])
            raise MemoryFault(f"lane {lane}: LDS address {int(flat[lane]):#x} (+{width} "
                              f"bytes) is outside the {self._nbytes}-byte LDS")
        return lanes, addr + self._base(lanes, addresses.shape[-1])

    def _heard(self, addresses, width, mask, read: bool = False) -> None:
        """An access (a read, or not), told to the batch's BankRecorder when it has one."""
        if self._rows is not None and self._rows.banks is not None:
            self._rows.banks.accessed(addresses, width, mask, read)

    def check(self, addresses, width, mask) -> None:
        """A MemoryFault naming the first active lane outside the LDS, if any."""
        self._offsets(addresses, width, mask)

    def load(self, addresses, width, mask) -> np.ndarray:
        """(lanes, width) bytes; inactive lanes read as zeros."""
        out = np.zeros((addresses.size, width), dtype=np.uint8)
        lanes, addr = self._offsets(addresses, width, mask)
        self._heard(addresses, width, mask, read=True)
        elements, places = element_view(self._space(), addr, width)
        out.view(elements.dtype)[lanes] = elements[places].reshape(lanes.size, -1)
        return out

    def _wave_bases(self, waves: int) -> np.ndarray | None:
        """Where each of ``waves`` waves' LDS starts in ``_space`` (uint64), or None."""
        return np.zeros(waves, dtype=np.uint64)

    def load_words_into(self, addresses, mask, block) -> bool:
        """Whole dwords straight into the registers ``block`` ((count, lanes…) uint32, any
        strides: a batch's wide view) in one compiled pass: each active lane's dwords at its
        address (``addresses``, lanes…), or ``count / parts`` dwords at each (a tuple of
        such arrays: a ds_read2's), the other lanes' registers kept. False, with nothing
        read, where an active lane leaves the LDS (``load`` then names the fault)."""
        parts = _parts(addresses)
        if block.ndim not in (2, 3) or parts.shape[1:] != block.shape[1:] \
                or block.shape[0] % parts.shape[0]:
            return False
        rows = block[:, None, :] if block.ndim == 2 else block   # (a view, never a copy)
        bases = self._wave_bases(rows.shape[1])
        if bases is None or not _kernels.lds_load_into(
                self._space(), bases, np.uint64(self._nbytes),
                _flat_parts(parts), _flat_mask(mask), rows):
            return False
        for one in parts:
            self._heard(one, 4 * block.shape[0] // parts.shape[0], mask, read=True)
        return True

    def store_words(self, addresses, words, mask) -> bool:
        """``store`` of whole dwords in one compiled pass: ``words`` (count, lanes…), each
        active lane's dwords to its address, or ``count / parts`` dwords to each
        (``addresses`` as for ``load_words_into``), wave after wave, a wave's first part's
        lanes in order before its next part's. False, with nothing written, where an active
        lane leaves the LDS (``store`` then names the fault)."""
        parts = _parts(addresses)
        if parts.shape[1:] != words.shape[1:] or words.shape[0] % parts.shape[0]:
            return False
        bases = self._wave_bases(int(np.prod(words.shape[1:-1], dtype=np.int64)))
        flat = np.ascontiguousarray(words, dtype=np.uint32).reshape(words.shape[0], -1)
        if bases is None or not _kernels.lds_store_words(
                self._space(), bases, np.uint64(self._nbytes), _flat_parts(parts),
                _flat_mask(mask), flat):
            return False
        for one in parts:
            self._heard(one, 4 * words.shape[0] // parts.shape[0], mask)
        return True

    def store(self, addresses, data, mask) -> None:
        """(lanes, width) bytes to the active lanes' addresses, later lanes last."""
        lanes, addr = self._offsets(addresses, data.shape[1], mask)
        self._heard(addresses, data.shape[1], mask)
        elements, places = element_view(self._space(), addr, data.shape[1])
        elements[places] = np.ascontiguousarray(data).view(elements.dtype)[lanes].reshape(-1)

    def atomic(self, addresses, mask, atomic: Atomic, data, data2=None) -> np.ndarray:
        """``atomic`` at the active lanes' addresses (lanes of any shape, ``data`` of that
        shape: a wide step's (waves, 64) apply wave after wave, each in lane order, as one
        wave at a time would); the old elements, in that shape (inactive lanes 0)."""
        old = np.zeros(addresses.size, dtype=atomic.dtype)
        lanes, addr = self._offsets(addresses, atomic.width, mask)
        self._heard(addresses, atomic.width, mask)
        data = np.reshape(data, -1)
        old[lanes] = rmw(self._space(), addr, atomic, data[lanes],
                         None if data2 is None else np.reshape(data2, -1)[lanes])
        return old.reshape(addresses.shape)


def _parts(addresses) -> np.ndarray:
    """An access's addresses as (parts, lanes…): one array, or a tuple of them (one each)."""
    return np.stack(addresses) if isinstance(addresses, tuple) else addresses[None]


def _flat_parts(parts) -> np.ndarray:
    """(parts, lanes…) addresses as (parts, lanes) uint64, for the kernels."""
    return np.ascontiguousarray(parts, dtype=np.uint64).reshape(parts.shape[0], -1)


class LdsRows:
    """The LDS of a batch's workgroups, (workgroups, nbytes) bytes made on first use:
    ``row(g)`` is workgroup g's ``Lds``, ``lanes(groups)`` the LDS of a run of waves."""

    def __init__(self, groups: int, nbytes: int | None = None) -> None:
        self.groups = groups
        self.nbytes = target_or_default(None).lds_bytes if nbytes is None else nbytes
        self._data = None
        self.banks: BankRecorder | None = None   # (told each access: the device model's)

    def observe(self, banks: BankRecorder | None) -> None:
        """Tell ``banks`` (a BankRecorder; None: nobody) every access from now on."""
        self.banks = banks

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
        self._wave_base64 = self._wave_base.astype(np.uint64)   # (the word passes')

    def _space(self) -> np.ndarray:
        return self._rows.data.reshape(-1)

    def _base(self, lanes, row: int) -> np.ndarray:
        return self._wave_base[lanes // row]

    def _wave_bases(self, waves: int) -> np.ndarray | None:
        return self._wave_base64 if waves == self._wave_base64.size else None


class Scratch:
    """Each lane's private memory ("scratch": private arrays, spills, the call stack): the
    same ``nbytes`` for every lane, addressed from 0 by the scratch_* instructions (the
    hardware swizzles lanes' private memory into one buffer; a program cannot tell).
    ``data``: (64, nbytes) bytes of its own, or a row of a batch's ``ScratchRows``."""

    def __init__(self, nbytes: int, data: np.ndarray | None = None) -> None:
        self.data = np.zeros((64, nbytes), dtype=np.uint8) if data is None else data

    def _offsets(self, offsets, width, mask):
        lanes = active_mask(mask, offsets.size)
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


class ScratchRows:
    """The scratch of a batch's waves, (waves, 64, nbytes) bytes made on first use (pages
    the OS gives only as they are written): ``row(w)`` is wave w's ``Scratch``,
    ``lanes(rows)`` the scratch of a run of waves (a wide step's)."""

    def __init__(self, count: int, nbytes: int) -> None:
        self.count, self.nbytes = count, nbytes
        self._data = None

    @property
    def data(self) -> np.ndarray:
        if self._data is None:
            self._data = np.zeros((self.count, 64, self.nbytes), dtype=np.uint8)
        return self._data

    def row(self, w: int) -> Scratch:
        return Scratch(self.nbytes, self.data[w])

    def lanes(self, rows: slice) -> "WideScratch":
        return WideScratch(self.data[rows])


class WideScratch:
    """The scratch of a run of waves (a view of rows of ``ScratchRows``, any step), lanes
    (waves, 64), each lane its own private bytes, as ``Scratch`` is for one wave."""

    def __init__(self, data: np.ndarray) -> None:
        self.data = data

    def _places(self, offsets, width, mask):
        """(an index of the active lanes' bytes: their waves, lanes and byte offsets,
        (active, width); the active lanes' flat numbers), each offset checked against the
        private segment's size."""
        flat = np.asarray(offsets).reshape(-1)
        active = active_mask(mask, flat.size)
        addr = flat[active].astype(np.int64)
        nbytes = self.data.shape[2]
        bad = (addr < 0) | (addr + width > nbytes)
        if bad.any():
            lane = int(active[np.argmax(bad)])
            raise MemoryFault(f"lane {lane % 64} of wave {lane // 64}: scratch offset "
                              f"{int(flat[lane]):#x} (+{width} bytes) is outside the "
                              f"{nbytes}-byte private segment")
        waves, lanes = np.divmod(active, 64)
        return (waves[:, None], lanes[:, None], addr[:, None] + np.arange(width)), active

    def load(self, offsets, width, mask) -> np.ndarray:
        out = np.zeros((np.size(offsets), width), dtype=np.uint8)
        places, active = self._places(offsets, width, mask)
        out[active] = self.data[places]
        return out

    def store(self, offsets, data, mask) -> None:
        places, active = self._places(offsets, data.shape[1], mask)
        self.data[places] = data[active]


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
