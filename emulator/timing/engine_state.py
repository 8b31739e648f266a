"""The structures of the device model's replay (device_engine.py) over its arrays (their
layout: engine_layout.py): the ready queue (a binary heap keyed by time, last vector issue
and wave), the LRU caches (one pool of slots, a doubly linked list per cache), the
bandwidth ports, and the profile's and trace's logs (each wave's outstanding memory
operations are the issue rules': issue_rules.py). Helpers the replay calls every step are
inlined."""

from __future__ import annotations

import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
import numba as nb
import numpy as np

from .engine_layout import (
    CACHE_BITS, CI_BASE, CI_CAPACITY, CI_DIRTY, CI_HEAD, CI_INDEX, CI_LINES, CI_MASK, CI_TAIL,
    CI_USED,
    DISPLACED_DIRTY, F_LAST_VECTOR, F_READY, F_STATS, HIT, MISSED, PO_KEY, PO_NEWER,
    PO_OLDER, T_CHARGES, T_EVENTS, T_HEAP, T_KEEP_PROFILE, T_KEEP_TRACE)
from .issue_rules import INLINE
from emulator.execution.prefetch import prefetch_element


# -- the ready queue: a binary heap keyed (time, last vector issue, wave) ---------------------

@nb.njit(**INLINE)
def _before(t1, l1, w1, t2, l2, w2):
    return t1 < t2 or (t1 == t2 and (l1 < l2 or (l1 == l2 and w1 < w2)))


@nb.njit(**INLINE)
def push_ready(heap_f, heap_w, st, wf, wave, time):
    """Wave ready at ``time`` (keyed by its last vector issue as it stands now)."""
    wf[wave, F_READY] = time
    last = wf[wave, F_LAST_VECTOR]
    j = st[T_HEAP]
    st[T_HEAP] = j + 1
    while j > 0:
        parent = (j - 1) >> 1
        if not _before(time, last, wave, heap_f[parent, 0], heap_f[parent, 1], heap_w[parent]):
            break
        heap_f[j, 0], heap_f[j, 1], heap_w[j] = heap_f[parent, 0], heap_f[parent, 1], \
            heap_w[parent]
        j = parent
    heap_f[j, 0], heap_f[j, 1], heap_w[j] = time, last, wave


@nb.njit(**INLINE)
def pop_ready(heap_f, heap_w, st):
    """The first wave ready, taken off the queue."""
    top = heap_w[0]
    n = st[T_HEAP] - 1
    st[T_HEAP] = n
    if n == 0:
        return top
    _sift_down(heap_f, heap_w, n, heap_f[n, 0], heap_f[n, 1], heap_w[n])
    return top


@nb.njit(**INLINE)
def requeue_first(heap_f, heap_w, st, wf, wave, time):
    """The first wave ready (``wave``, still on the queue) ready again at ``time``: one
    sift where a pop and a push take two. The queue's order is total, so the waves leave it
    in the same order either way."""
    wf[wave, F_READY] = time
    _sift_down(heap_f, heap_w, st[T_HEAP], time, wf[wave, F_LAST_VECTOR], wave)


@nb.njit(**INLINE)
def _sift_down(heap_f, heap_w, n, t, last, wave):
    """(t, last, wave) placed from the root of the heap's first ``n`` entries down."""
    j = 0
    while True:
        child = 2 * j + 1
        if child >= n:
            break
        if child + 1 < n and _before(heap_f[child + 1, 0], heap_f[child + 1, 1],
                                     heap_w[child + 1], heap_f[child, 0], heap_f[child, 1],
                                     heap_w[child]):
            child += 1
        if not _before(heap_f[child, 0], heap_f[child, 1], heap_w[child], t, last, wave):
            break
        heap_f[j, 0], heap_f[j, 1], heap_w[j] = heap_f[child, 0], heap_f[child, 1], \
            heap_w[child]
        j = child
    heap_f[j, 0], heap_f[j, 1], heap_w[j] = t, last, wave


# -- caches: LRU by capacity; every cache's slots in one pool, a doubly linked list each ------

# A line's search starts among its run's: runs of 2^RUN_BITS lines (8: their rows of the
# table, 16 bytes each, span two of the host's cache lines).
RUN_BITS = 3


@nb.njit(**INLINE)
def _home(mask, key):
    """Where ``key`` starts its search in a part of ``mask + 1`` rows: a multiplicative hash
    of its line's run of ``2^RUN_BITS`` lines, then the line's place in the run, so that the
    lines of one access (consecutive, mostly) search neighbouring rows — a part is far
    larger than the host's caches (an Infinity Cache's: tens of MB), and a row of its own
    for each line made every line's search a miss there (a sixth of a GEMM's replay)."""
    line = key >> CACHE_BITS
    run = line >> RUN_BITS
    h = (run ^ (run >> 29)) * 0x5851F42D4C957F2D
    return (((h ^ (h >> 32)) << RUN_BITS) | (line & ((1 << RUN_BITS) - 1))) & mask


@nb.njit(**INLINE)
def index_find(index, base, mask, key):
    """The slot of ``key`` in a cache's part of the lines' table (rows ``base`` to
    ``base + mask``: key, slot; key −1: empty), or −1. Open addressing, linear probing:
    faster here than a typed dict; a part per cache keeps the busiest ones' (the L1s')
    rows in the host's own caches."""
    i = _home(mask, key)
    while index[base + i, 0] != -1:
        if index[base + i, 0] == key:
            return index[base + i, 1]
        i = (i + 1) & mask
    return -1


@nb.njit(**INLINE)
def index_put(index, base, mask, key, slot):
    i = _home(mask, key)
    while index[base + i, 0] != -1:
        i = (i + 1) & mask
    index[base + i, 0] = key
    index[base + i, 1] = slot


@nb.njit(**INLINE)
def index_drop(index, base, mask, key):
    """``key`` (present) out of its part of the table; the keys probing past it move back
    (so every search still finds its key before an empty row)."""
    i = _home(mask, key)
    while index[base + i, 0] != key:
        i = (i + 1) & mask
    j = i
    while True:
        j = (j + 1) & mask
        if index[base + j, 0] == -1:
            break
        k = _home(mask, index[base + j, 0])
        if (i <= j and (k <= i or k > j)) or (i > j and k <= i and k > j):
            index[base + i, 0] = index[base + j, 0]
            index[base + i, 1] = index[base + j, 1]
            i = j
    index[base + i, 0] = -1


@nb.njit(**INLINE)
def prefetch_lines(index, ci, l1, l2, lines, first, count):
    """Ask the host's memory early for the rows of the table where ``touch_line`` starts
    its searches for ``count`` lines from ``lines[first]`` in caches ``l1`` and ``l2``
    (the rows then come at once, where each search, one after another, waited for its own;
    the Infinity Cache's rows too was no faster: most lines never reach it)."""
    for j in range(first, first + count):
        for cache in (l1, l2):
            key = (lines[j] << CACHE_BITS) | cache
            prefetch_element(index, 2 * (ci[cache, CI_INDEX] + _home(ci[cache, CI_MASK], key)))


@nb.njit(**INLINE)
def touch_line(index, pool, ci, cache, line):
    """Whether ``line`` was in cache ``cache`` (``HIT``, else ``MISSED``); it is now, the
    most recent. An absent line takes a free slot; in a full cache, the place of one of the
    other buffer's dirty lines while it holds any (``DISPLACED_DIRTY``: one to write back),
    else the least recent line's."""
    key = (line << CACHE_BITS) | cache
    head = ci[cache, CI_HEAD]
    base, mask = ci[cache, CI_INDEX], ci[cache, CI_MASK]
    slot = index_find(index, base, mask, key)
    if slot >= 0:
        if head != slot:   # (unlinked, then put in front)
            n, o = pool[slot, PO_NEWER], pool[slot, PO_OLDER]
            if o >= 0:
                pool[o, PO_NEWER] = n
            else:
                ci[cache, CI_TAIL] = n
            pool[n, PO_OLDER] = o
            pool[slot, PO_NEWER] = -1
            pool[slot, PO_OLDER] = head
            pool[head, PO_NEWER] = slot
            ci[cache, CI_HEAD] = slot
        return HIT
    answer = MISSED
    dirty = ci[cache, CI_DIRTY]
    if dirty > 0 and ci[cache, CI_USED] + dirty >= ci[cache, CI_LINES]:
        ci[cache, CI_DIRTY] = dirty - 1   # (the oldest lines: the other buffer's go first)
        answer = DISPLACED_DIRTY
    if ci[cache, CI_USED] < ci[cache, CI_CAPACITY]:
        slot = ci[cache, CI_BASE] + ci[cache, CI_USED]
        ci[cache, CI_USED] += 1
    else:   # (the least recent line leaves)
        slot = ci[cache, CI_TAIL]
        index_drop(index, base, mask, pool[slot, PO_KEY])
        tail = pool[slot, PO_NEWER]
        ci[cache, CI_TAIL] = tail
        if tail >= 0:
            pool[tail, PO_OLDER] = -1
        else:
            head = -1
    pool[slot, PO_KEY] = key
    pool[slot, PO_NEWER] = -1
    pool[slot, PO_OLDER] = head
    if head >= 0:
        pool[head, PO_NEWER] = slot
    else:
        ci[cache, CI_TAIL] = slot
    ci[cache, CI_HEAD] = slot
    index_put(index, base, mask, key, slot)
    return answer


@nb.njit(**INLINE)
def transfer(ports, port, cost, start, nbytes):
    """When a transfer issued at ``start`` has passed the port (each waits for the last)."""
    begin = max(ports[port], start)
    ports[port] = begin + nbytes * cost
    return ports[port]


# -- the waves' logs: charges (for the profile) and trace events ----------------------------

@nb.njit(**INLINE)
def charge(wf, st, charges, charged, wave, pc, category, cycles):
    """``cycles`` of ``category`` to the wave, at the instruction it stands at (``pc``)."""
    wf[wave, F_STATS + category] += cycles
    if st[T_KEEP_PROFILE]:
        k = st[T_CHARGES]
        st[T_CHARGES] = k + 1
        charges[k, 0] = wave
        charges[k, 1] = pc
        charges[k, 2] = category
        charged[k, 0] = cycles


@nb.njit(**INLINE)
def event(st, events, spans, wave, pc, code, start, end, pipe):
    """A slice of the wave's trace at the instruction it stands at (``E_*``)."""
    if st[T_KEEP_TRACE]:
        k = st[T_EVENTS]
        st[T_EVENTS] = k + 1
        events[k, 0] = wave
        events[k, 1] = code
        events[k, 2] = pc
        events[k, 3] = pipe
        spans[k, 0] = start
        spans[k, 1] = end


@nb.njit(cache=True)
def grown(array, count, size):
    """``array`` with room for ``size`` rows, its first ``count`` kept."""
    out = np.zeros((size, array.shape[1]), array.dtype)
    # (loops: numba compiles a slice copy in seconds, these in a fraction of one)
    for i in range(count):
        for j in range(array.shape[1]):
            out[i, j] = array[i, j]
    return out
