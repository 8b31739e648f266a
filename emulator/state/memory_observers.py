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

from isa.lds_banks import LdsBanks

from emulator import jit

# (the compiled count, or its plain twin while it compiles: bank_kernels.py)
_bank_kernels = jit.module("emulator.state.bank_kernels")

LINE_SHIFT = 7   # 128-byte cache lines (the timing model's)
GLOBAL_MEMORY = ("FLAT", "GLOBAL", "MUBUF", "MTBUF", "SMEM")   # (what records cache lines)


def records_lines(inst) -> bool:
    """Whether a recorded launch logs what ``inst`` accessed: the cache lines of a global
    memory access (a ``LineRecorder``), the bank cycles of an LDS one (a ``BankRecorder``)."""
    return getattr(inst.spec, "encoding", "") in GLOBAL_MEMORY + ("DS",)


class LineRecorder:
    """The cache lines accessed since the last ``take``. An access reports them per lane, in
    the shape of its addresses — (64,) for a wave, (waves, 64) for a batch's wide access —
    with ``NO_LINE`` for lanes that accessed nothing, so that ``take_rows`` can give each
    wave of a wide access its own."""

    __slots__ = ("_parts",)

    def __init__(self) -> None:
        self._parts: list[np.ndarray] = []

    def accessed(self, first: np.ndarray, last: np.ndarray | None = None) -> None:
        """Lines (uint64 line numbers, or NO_LINE; repeats allowed) an access touched: the
        lanes' first bytes' and, when given, their last bytes'."""
        self._parts.append(first)
        if last is not None:
            self._parts.append(last)

    def take(self) -> np.ndarray:
        """The distinct lines recorded since the last take, ascending (int64); then
        forgotten."""
        return self.take_rows(1)[1]

    def take_rows(self, waves: int) -> tuple[np.ndarray, np.ndarray]:
        """``take`` for each of ``waves`` waves whose access reported (waves, lanes) lines
        (a wide access): how many distinct lines each wave's row holds (int64), and those
        lines, ascending within a row, the rows' one after another — what a recorded launch
        logs (timing/wave_streams.py)."""
        parts = self._parts
        if not parts:
            return np.zeros(waves, np.int64), _NONE
        rows = np.concatenate([p.reshape(waves, -1) for p in parts], axis=1)
        parts.clear()
        rows.sort(axis=1)
        first = np.ones(rows.shape, bool)   # (the first of each run of equal lines)
        first[:, 1:] = rows[:, 1:] != rows[:, :-1]
        first &= rows != NO_LINE
        return first.sum(axis=1), rows[first].astype(np.int64)


NO_LINE = np.uint64(2 ** 64 - 1)   # (a lane that accessed nothing)


class BankRecorder:
    """What LDS accesses cost in the LDS's banks (``banks`` of 4 bytes each, one access of
    each per cycle): an access reports its lanes' byte addresses (any shape, lanes last:
    (64,) for a wave, (waves, 64) for a batch's wide access) and width; ``take`` (one
    wave) or ``take_waves`` gives, per instruction, ``[cycles, conflict_free]``.

    The rule (CDNA3 ISA guide, "Data Share Operations"; the LDS serves 128 bytes a cycle;
    the lanes of a pass depend on the access's width, as AMD's CK Tile guide "Understanding
    AMD GPU LDS and Bank Conflicts" describes them): an instruction's accesses are served
    in turn (ds_read2/ds_write2: each of its two addresses), and in each a lane's k dwords
    are served with those of ``banks // k`` neighbouring lanes in one cycle — neighbours in
    the order the target's ``rule`` gives the access's lanes (isa/lds_banks.py: gfx942's
    ``ds_read_b128`` takes 8-lane groups such as lanes 0–3 with 20–23) —, unless two of
    them are different dwords of one bank (equal dwords are broadcast): a group of lanes
    takes as many cycles as its busiest bank has distinct dwords; groups with no active
    lane take none. ``conflict_free`` counts one cycle per group with an active lane.

    Serving ds_read2's addresses in turn rather than together (8 lanes of 4 dwords a cycle
    for ds_read2_b64) is chosen by measurement: with it the bf16 GEMM with unpadded LDS
    rows (benchmarks/validate_mi300x.py) takes 1.05 ms against 1.125 measured on MI300X;
    served together, 0.60 ms, no slower than the padded kernel."""

    __slots__ = ("rule", "banks", "_parts")

    def __init__(self, rule: LdsBanks = LdsBanks()) -> None:
        self.rule = rule   # (the target's: isa.Target.lds_banks)
        self.banks = rule.banks
        self._parts: list[tuple] = []

    def accessed(self, addresses, width: int, mask, read: bool = False) -> None:
        """An access: its lanes' byte addresses, their width in bytes, the active lanes
        (None: all), whether it reads (the rule's passes may take a read's lanes in
        another order: isa/lds_banks.py)."""
        self._parts.append((addresses, width, mask, self.rule.lane_order(width, read)))

    def take(self) -> np.ndarray:
        return self.take_waves(1)[0]

    def forget(self) -> None:
        """Drop what was heard since the last take (accesses that are not an LDS
        instruction's own: FLAT, loads into LDS)."""
        self._parts.clear()

    def take_waves(self, waves: int) -> list[np.ndarray]:
        counts, cycles = self.take_rows(waves)
        return list(cycles.reshape(waves, -1)) if cycles.size else [_NONE] * waves

    def take_rows(self, waves: int) -> tuple[np.ndarray, np.ndarray]:
        """``take_waves`` as (2 for each wave, or 0 when nothing was heard; each wave's
        ``[cycles, conflict_free]`` one after another), as LineRecorder.take_rows."""
        parts = self._parts
        if not parts:
            return np.zeros(waves, np.int64), _NONE
        lanes = np.shape(parts[0][0])[-1]   # (ds_write2's: 2 x 64, as it stores them)
        addresses = np.empty((len(parts), waves, lanes), np.int64)
        active = np.ones((len(parts), waves, lanes), bool)
        orders = np.empty((len(parts), lanes), np.int64)
        for p, (addr, _, mask, order) in enumerate(parts):
            addresses[p] = np.reshape(addr, (waves, lanes))
            if mask is not None:
                active[p] = np.reshape(mask, (waves, lanes))
            orders[p] = order if order is not None and len(order) == lanes else \
                np.arange(lanes)
        widths = np.array([part[1] for part in parts], np.int64)
        parts.clear()
        distinct, each = _distinct_waves(addresses, active)
        if distinct is not None:   # (waves of one pattern, a GEMM's: counted once)
            out = _bank_kernels.bank_cycles(addresses[:, distinct], widths,
                                            active[:, distinct], orders, self.banks)[each]
        else:
            out = _bank_kernels.bank_cycles(addresses, widths, active, orders, self.banks)
        return np.full(waves, out.shape[1], np.int64), out.reshape(-1)


def _distinct_waves(addresses, active):
    """(the first wave of each distinct pattern of addresses and active lanes, each wave's
    pattern's place among them), or (None, None) when every wave's differs or there is
    one: waves of different workgroups at one instruction mostly repeat a few patterns, so
    the banks' count runs for those only (bank_kernels.py ``distinct_waves``: a hash
    collision leaves the count to every wave, never a wrong one)."""
    waves = addresses.shape[1]
    if waves < 4:
        return None, None
    first, each = _bank_kernels.distinct_waves(addresses, active)
    if first.size in (0, waves):
        return None, None
    return first, each


_NONE = np.zeros(0, np.int64)


@dataclass
class AtomicLog:
    """Every atomic applied, in order, each tagged with ``tag`` as it stood."""

    entries: list = field(default_factory=list)
    tag: int = 0

    def applied(self, allocation: int, offsets, name: str, data, data2) -> None:
        self.entries.append((self.tag, allocation, offsets, name, np.array(data),
                             None if data2 is None else np.array(data2)))
