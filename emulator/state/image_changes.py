"""The bytes a worker process changed in an allocation, as it sends them back to the
launching process (emulator/workgroups.py): found and applied eight bytes at a time.

``changes_between(old, new)`` compares the allocation's bytes as 64-bit words, so an
allocation the kernel only read costs one pass over both copies and nothing else; each word
that differs is sent with its new value and a mask of the bytes in it that changed (the
allocation's last ``size % 8`` bytes byte by byte). ``excluded`` (bytes that atomics touched:
they are replayed, not copied) leaves those bytes out. ``apply_changes`` writes exactly the
changed bytes into the launching process's copy, so a byte one worker changed and another
did not keeps the changing worker's value, and where two changed it, the later one's (the
workers' order: a race the hardware also leaves to one of them).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

_WORD = np.dtype(np.uint64)


@dataclass(frozen=True)
class Changes:
    words: np.ndarray    # indices of the 64-bit words with a changed byte (int64)
    masks: np.ndarray    # per such word, 0xFF in each changed byte (uint64)
    values: np.ndarray   # per such word, its new value (uint64)
    tail: np.ndarray     # byte offsets of changed bytes past the last whole word (int64)
    tail_values: np.ndarray   # their new values (uint8)


def _whole(data: np.ndarray) -> int:
    return data.size - data.size % 8


def changes_between(old: np.ndarray, new: np.ndarray,
                    excluded: np.ndarray | None = None) -> Changes | None:
    """The bytes of ``new`` that differ from ``old`` (uint8 arrays of one size), less the
    ``excluded`` ones (a bool array of that size, or None); None when there are none."""
    whole = _whole(old)
    before, after = old[:whole].view(_WORD), new[:whole].view(_WORD)
    words = np.flatnonzero(before != after)
    flips = (before[words] ^ after[words]).view(np.uint8).reshape(-1, 8)
    changed = flips != 0
    tail = np.flatnonzero(old[whole:] != new[whole:]) + whole
    if excluded is not None:
        changed &= ~excluded[:whole].reshape(-1, 8)[words]
        tail = tail[~excluded[tail]]
    masks = (changed.astype(np.uint8) * np.uint8(0xFF)).view(_WORD).reshape(-1)
    keep = masks != 0
    if excluded is not None and not keep.all():
        words, masks = words[keep], masks[keep]
    if words.size == 0 and tail.size == 0:
        return None
    return Changes(words, masks, after[words], tail, new[tail])


def apply_changes(data: np.ndarray, changes: Changes) -> None:
    """Write the changed bytes ``changes`` names into ``data`` (the allocation they were
    found in, another copy of it), leaving every other byte as it is."""
    if changes.words.size:
        words = data[:_whole(data)].view(_WORD)
        kept = words[changes.words] & ~changes.masks
        words[changes.words] = kept | (changes.values & changes.masks)
    if changes.tail.size:
        data[changes.tail] = changes.tail_values
