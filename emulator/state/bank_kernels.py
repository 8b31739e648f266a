"""The compiled count of LDS bank cycles (memory_observers.py ``BankRecorder`` states the
rule): per wave, its lanes in groups that the banks serve together, each group as many
cycles as its busiest bank has distinct dwords."""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True)
def bank_cycles(addresses, widths, active, banks):
    """``addresses`` (parts, waves, lanes) bytes, ``widths`` (parts,) bytes a lane, ``active``
    like the addresses: the accesses of one instruction; per wave [cycles, groups with an
    active lane]."""
    parts, waves, lanes = addresses.shape
    per_lane = 0
    for p in range(parts):
        per_lane += max(widths[p] // 4, 1)
    together = max(1, banks // per_lane)   # (lanes served in one cycle)
    out = np.zeros((waves, 2), np.int64)
    found = np.empty(together * per_lane, np.int64)
    busy = np.zeros(banks, np.int64)
    for w in range(waves):
        for first in range(0, lanes, together):
            n = 0
            for lane in range(first, min(first + together, lanes)):
                for p in range(parts):
                    if active[p, w, lane]:
                        for j in range(max(widths[p] // 4, 1)):
                            found[n] = addresses[p, w, lane] // 4 + j
                            n += 1
            if n == 0:
                continue
            found[:n].sort()
            busy[:] = 0
            worst = 0
            for i in range(n):
                if i == 0 or found[i] != found[i - 1]:   # (equal dwords: one broadcast)
                    bank = found[i] % banks
                    busy[bank] += 1
                    worst = max(worst, busy[bank])
            out[w, 0] += worst
            out[w, 1] += 1
    return out
