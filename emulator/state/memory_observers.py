"""What a ``Memory`` tells those who ask, typed by what they want (attached with
``Memory.observe``; none by default, and then memory records nothing):

* a ``LineRecorder`` hears each access's 128-byte cache lines (the device model's caches: the
  batch takes them after each access, emulator/execution/batch.py);
* an ``AtomicLog`` hears each atomic — (tag, allocation, offsets, operation, data, data2)
  — so that a launch can replay its workers' atomics in workgroup order (``tag``: the
  workgroup whose wave is running, set by the batch before each atomic).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

LINE_SHIFT = 7   # 128-byte cache lines (the timing model's)


class LineRecorder:
    """The cache lines accessed since the last ``take``."""

    __slots__ = ("_parts",)

    def __init__(self) -> None:
        self._parts: list[np.ndarray] = []

    def accessed(self, first: np.ndarray, last: np.ndarray | None = None) -> None:
        """Lines (uint64 line numbers; repeats allowed) an access touched."""
        self._parts.append(first)
        if last is not None:
            self._parts.append(last)

    def take(self) -> np.ndarray:
        """The distinct lines recorded since the last take, ascending (int64); then
        forgotten."""
        parts = self._parts
        if not parts:
            return _NONE
        lines = np.unique(np.concatenate(parts) if len(parts) > 1 else parts[0])
        parts.clear()
        return lines.astype(np.int64)


_NONE = np.zeros(0, np.int64)


@dataclass
class AtomicLog:
    """Every atomic applied, in order, each tagged with ``tag`` as it stood."""

    entries: list = field(default_factory=list)
    tag: int = 0

    def applied(self, allocation: int, offsets, name: str, data, data2) -> None:
        self.entries.append((self.tag, allocation, offsets, name, np.array(data),
                             None if data2 is None else np.array(data2)))
