"""The compiled count of LDS bank cycles (memory_observers.py ``BankRecorder`` states the
rule): per wave and access of the instruction, its lanes in groups that the banks serve
together (consecutive in the access's lane order: isa/lds_banks.py), each group as many
cycles as its busiest bank has distinct dwords."""

from __future__ import annotations

import numpy as np
import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
from numba import njit


@njit(cache=True)
def bank_cycles(addresses, widths, active, orders, banks):
    """``addresses`` (parts, waves, lanes) bytes, ``widths`` (parts,) bytes a lane, ``active``
    like the addresses, ``orders`` (parts, lanes) each access's lanes in the order its
    passes serve them: the accesses of one instruction; per wave [cycles, groups with an
    active lane]."""
    parts, waves, lanes = addresses.shape
    out = np.zeros((waves, 2), np.int64)
    most = 1
    for p in range(parts):
        most = max(most, widths[p] // 4)
    # (each bank's distinct dwords in the group so far: no sort, a short scan of one bank)
    # (a pass's group holds at most max(banks, dwords a lane) dwords)
    held = np.empty((banks, max(banks, most)), np.int64)
    count = np.zeros(banks, np.int64)
    for w in range(waves):
        for p in range(parts):   # (each access its own passes: ds_read2's two in turn)
            dwords = max(widths[p] // 4, 1)
            together = max(1, banks // dwords)   # (lanes served in one cycle)
            for first in range(0, lanes, together):
                count[:] = 0
                worst = 0
                for at in range(first, min(first + together, lanes)):
                    lane = orders[p, at]
                    if not active[p, w, lane]:
                        continue
                    for j in range(dwords):
                        dword = addresses[p, w, lane] // 4 + j
                        bank = dword % banks
                        seen = False
                        for k in range(count[bank]):
                            if held[bank, k] == dword:   # (equal dwords: one broadcast)
                                seen = True
                                break
                        if not seen:
                            held[bank, count[bank]] = dword
                            count[bank] += 1
                            worst = max(worst, count[bank])
                if worst:
                    out[w, 0] += worst
                    out[w, 1] += 1
    return out


# A row's hash: the sum of its terms (an address's low 32 bits and its lane's activity) times
# odd weights of 17 bits, below 2^50 each: a row of up to 512 parts·lanes (an instruction
# has at most 2 × 64) sums below 2^59, an int64 without overflow in both forms (compiled,
# and plain Python's numpy scalars).
_GOLDEN, _WEIGHT_MASK, _ADDRESS_MASK = 0x9E3779B1, (1 << 17) - 1, (1 << 32) - 1


@njit(cache=True)
def _same_wave(addresses, active, a, b):
    """Whether waves ``a`` and ``b`` have the same addresses and active lanes."""
    parts, _, lanes = addresses.shape
    for p in range(parts):
        for lane in range(lanes):
            if active[p, a, lane] != active[p, b, lane] or \
                    addresses[p, a, lane] != addresses[p, b, lane]:
                return False
    return True


@njit(cache=True)
def distinct_waves(addresses, active):
    """(the first wave of each distinct pattern of addresses and active lanes, each wave's
    pattern's place among them) of ``bank_cycles``'s arguments, in one pass: each wave's
    row hashed, then compared in full with the first wave of its hash. Two different rows
    of one hash: (empty, empty), and the caller counts every wave."""
    parts, waves, lanes = addresses.shape
    firsts = np.empty(waves, np.int64)
    each = np.empty(waves, np.int64)
    seen = dict()   # (a row's hash -> its pattern's place)
    count = 0
    for w in range(waves):
        h = np.int64(0)
        for p in range(parts):
            for lane in range(lanes):   # (independent terms: it vectorises)
                weight = (((p * lanes + lane + 1) * _GOLDEN) & _WEIGHT_MASK) | 1
                term = (addresses[p, w, lane] & _ADDRESS_MASK) * 2 + active[p, w, lane]
                h += term * weight
        if h in seen:
            place = seen[h]
            if not _same_wave(addresses, active, firsts[place], w):
                return firsts[:0], each[:0]
        else:
            seen[h] = place = count
            firsts[count] = w
            count += 1
        each[w] = place
    return firsts[:count], each
