"""The compiled passes of global memory (memory.py): the allocation an access's lanes fall
in, the lane-wise bounds check and the moves of whole dwords between an allocation's bytes
and the registers, little-endian, any alignment, inactive lanes untouched. A compiled
block's global loads use the same allocation search and dword reads, lane by lane
(blocks/memory_lanes.py: there a load's whole-array passes would cost its block about a
fifth more)."""

from __future__ import annotations

import sys

import numpy as np
import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
from numba import njit

_LITTLE = sys.byteorder == "little"   # (aligned dwords read as the host's uint32)


@njit(cache=True)
def _inside(data, start, addresses, mask, width):
    """(whether every active lane's ``width`` bytes lie in ``data``, which starts at
    ``start``; whether every active address is dword-aligned). ``mask`` empty: every lane is
    active. Branch-free (it vectorises): an address below ``start`` wraps far above."""
    size, span = np.uint64(data.shape[0]), np.uint64(width)
    masked = mask.shape[0] > 0
    bad = aligned_bad = False
    for t in range(addresses.shape[0]):
        active = mask[t] if masked else True
        at = addresses[t] - start
        bad |= active & ((at + span > size) | (addresses[t] < start))
        aligned_bad |= active & ((at & np.uint64(3)) != 0)
    return not bad, not aligned_bad


@njit(cache=True)
def allocation_at(bases, address):
    """The allocation (its index in the ascending ``bases``) that may hold ``address``: the
    last one starting at or below it, or −1."""
    first, end = 0, bases.shape[0]   # (the number of bases at or below ``address``)
    while first < end:
        middle = (first + end) // 2
        if bases[middle] <= address:
            first = middle + 1
        else:
            end = middle
    return first - 1


@njit(cache=True)
def allocation_of(bases, addresses, mask):
    """The allocation that may hold every active lane's address: the one that may hold the
    lowest (with no lane active, 2^64 − 1), or −1. ``mask`` empty: every lane is active.
    (``load_into`` then checks every lane against it.)"""
    masked = mask.shape[0] > 0
    low = np.uint64(0xFFFFFFFFFFFFFFFF)
    for t in range(addresses.shape[0]):
        if (not masked or mask[t]) and addresses[t] < low:
            low = addresses[t]
    return allocation_at(bases, low)


@njit(cache=True)
def dword_at(data, p):
    """The little-endian dword at byte ``p`` of ``data`` (any alignment)."""
    return (np.uint32(data[p]) | np.uint32(data[p + 1]) << np.uint32(8)
            | np.uint32(data[p + 2]) << np.uint32(16) | np.uint32(data[p + 3]) << np.uint32(24))


@njit(cache=True)
def put_dword(data, p, w):
    """The dword ``w`` little-endian at byte ``p`` of ``data`` (any alignment)."""
    data[p] = np.uint8(w & np.uint32(0xFF))
    data[p + 1] = np.uint8((w >> np.uint32(8)) & np.uint32(0xFF))
    data[p + 2] = np.uint8((w >> np.uint32(16)) & np.uint32(0xFF))
    data[p + 3] = np.uint8(w >> np.uint32(24))


@njit(cache=True)
def _store_words(data, start, addresses, mask, words) -> bool:
    """``words[j, lane]`` (each active lane's dwords) into the bytes of ``data`` (which
    starts at ``start``) at the lanes' addresses, little-endian, any alignment, lane by
    lane (a later lane's bytes over an earlier one's). False, with nothing written, if an
    active lane lies outside ``data``."""
    count = words.shape[0]
    inside, aligned = _inside(data, start, addresses, mask, 4 * count)
    if not inside:
        return False
    masked = mask.shape[0] > 0
    dwords = data[:data.shape[0] // 4 * 4].view(np.uint32)
    for t in range(addresses.shape[0]):
        if masked and not mask[t]:
            continue
        at = np.int64(addresses[t] - start)
        for j in range(count):
            w = words[j, t]
            if aligned and _LITTLE:   # (whole aligned dwords: the host's uint32)
                dwords[(at >> 2) + j] = w
            else:
                put_dword(data, at + 4 * j, w)
    return True


@njit(cache=True)
def load_into(data, start, addresses, mask, rows) -> bool:
    """Each active lane's dwords from the bytes of ``data`` (which starts at ``start``) at
    its address, little-endian, any alignment, into ``rows[j, wave, lane]`` (lane
    ``wave·lanes + lane`` of ``addresses``; any strides: a batch's registers, or a
    (count, 1, lanes) array). False, with nothing written, if an active lane lies outside
    ``data``."""
    count, waves, lanes = rows.shape
    inside, aligned = _inside(data, start, addresses, mask, 4 * count)
    if not inside:
        return False
    masked = mask.shape[0] > 0
    dwords = data[:data.shape[0] // 4 * 4].view(np.uint32)
    for w in range(waves):
        for lane in range(lanes):
            t = w * lanes + lane
            if masked and not mask[t]:
                continue
            at = np.int64(addresses[t] - start)
            for j in range(count):
                if aligned and _LITTLE:   # (whole aligned dwords: the host's uint32)
                    rows[j, w, lane] = dwords[(at >> 2) + j]
                else:
                    rows[j, w, lane] = dword_at(data, at + 4 * j)
    return True


# -- an LDS's whole dwords: a workgroup's LDS, or a batch's workgroups' rows (local_memory.py)
@njit(cache=True)
def _rows_inside(bases, size, addresses, mask, width):
    """(whether every active lane's ``width`` bytes at each of its addresses lie inside its
    LDS of ``size`` bytes, whether every byte place is dword-aligned): ``addresses``
    (parts, waves·lanes), wave w's LDS starting at ``bases[w]``."""
    parts, total = addresses.shape
    masked = mask.shape[0] > 0
    bad = unaligned = False
    for w in range(bases.shape[0]):
        unaligned |= (bases[w] & np.uint64(3)) != 0
    for p in range(parts):
        for t in range(total):   # (branch-free: it vectorises)
            active = mask[t] if masked else True
            at = addresses[p, t]
            bad |= active & (at + np.uint64(width) > size)
            unaligned |= active & ((at & np.uint64(3)) != 0)
    return not bad, not unaligned


@njit(cache=True)
def lds_load_into(space, bases, size, addresses, mask, rows) -> bool:
    """Each active lane's dwords at each of its addresses, from the bytes of its LDS,
    little-endian, any alignment, into ``rows[p·per + j, wave, lane]`` (part p's j-th dword;
    ``per`` = rows / parts; any strides: a batch's registers): ``space`` holds the LDS of
    every wave, wave w's ``size`` bytes from ``bases[w]``; ``addresses`` (parts, waves·lanes)
    uint64 byte addresses within it; ``mask`` the active lanes (empty: all). False, with
    nothing written, if an active lane's bytes leave its LDS (the caller's general path
    names the fault)."""
    count, waves, lanes = rows.shape
    parts = addresses.shape[0]
    per = count // parts
    inside, aligned = _rows_inside(bases, size, addresses, mask, 4 * per)
    if not inside:
        return False
    masked = mask.shape[0] > 0
    dwords = space[:space.shape[0] // 4 * 4].view(np.uint32)
    for w in range(waves):   # (register by register: each a run of lanes in the file)
        base = bases[w]
        for p in range(parts):
            for j in range(per):
                for lane in range(lanes):
                    t = w * lanes + lane
                    if masked and not mask[t]:
                        continue
                    at = np.int64(base + addresses[p, t]) + 4 * j
                    if aligned and _LITTLE:   # (whole aligned dwords: the host's uint32)
                        rows[p * per + j, w, lane] = dwords[at >> 2]
                    else:
                        rows[p * per + j, w, lane] = dword_at(space, at)
    return True


@njit(cache=True)
def lds_store_words(space, bases, size, addresses, mask, words) -> bool:
    """``words[p·per + j, t]`` (lane t's j-th dword for part p) to each active lane's
    addresses in its LDS (``lds_load_into``'s arguments), little-endian, any alignment:
    wave after wave, each part's lanes in order, then its next part's (later bytes over
    earlier ones). False, with nothing written, if an active lane's bytes leave its LDS."""
    parts, total = addresses.shape
    per = words.shape[0] // parts
    inside, aligned = _rows_inside(bases, size, addresses, mask, 4 * per)
    if not inside:
        return False
    masked = mask.shape[0] > 0
    lanes = total // bases.shape[0]
    dwords = space[:space.shape[0] // 4 * 4].view(np.uint32)
    for w in range(bases.shape[0]):
        base = bases[w]
        for p in range(parts):
            for lane in range(lanes):
                t = w * lanes + lane
                if masked and not mask[t]:
                    continue
                at = np.int64(base + addresses[p, t])
                for j in range(per):
                    word = words[p * per + j, t]
                    if aligned and _LITTLE:
                        dwords[(at >> 2) + j] = word
                    else:
                        put_dword(space, at + 4 * j, word)
    return True
