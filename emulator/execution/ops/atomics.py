"""Atomic instructions: FLAT, GLOBAL and MUBUF atomics on global memory, LDS atomics, and the
scalar ones (``s_atomic_*``, ``s_buffer_atomic_*``). The operations are those of
emulator/state/atomics.py; lanes on one address apply in lane order.

Data: the data registers hold one element (two dwords for ``_x2``; for ``cmpswap`` the new
value, then the compare value); LDS ops take up to two data operands (``cmpst``: compare
value first). The old value goes to FLAT/GLOBAL's destination with ``sc0``, into MUBUF's data
registers with ``sc0`` (the new-value part only), to the ``_rtn`` forms' destination, and to
the scalar data SGPRs with ``glc``. Masked-off lanes neither change memory nor get a value.
"""

from __future__ import annotations

import numpy as np

from emulator.state.atomics import ATOMICS
from emulator.state.memory import Memory
from isa.memory_access import pair_unit

from . import semantics_of
from .access import scalar_words_reader, scalar_words_writer
from .memory import exec_lanes, lds_of, memory_of, resolved, scalar_address, vector_address
from .lds import lds_address, pair_addresses


def _elements(block: np.ndarray, atomic, first: int):
    """The lane values of one data element starting at register ``first`` of ``block``."""
    if atomic.width == 8:
        return block[first].astype(np.uint64) | block[first + 1].astype(np.uint64) << 32
    return block[first].copy()


def _write_old(block, first: int, old, atomic, mask):
    if atomic.width == 8:
        np.copyto(block[first], (old & np.uint64(0xFFFFFFFF)).astype(np.uint32), where=mask)
        np.copyto(block[first + 1], (old >> np.uint64(32)).astype(np.uint32), where=mask)
    else:
        np.copyto(block[first], old.astype(np.uint32), where=mask)


def _data(inst, atomic):
    """data(wave) -> (data, data2 or None): from the one data range (cmpswap: two elements
    in it) or the two data operands of an LDS op."""
    kinds = inst.spec.operands
    ranges = [inst.operands[i] for i, k in enumerate(kinds) if k.startswith("msrc")] or \
        [inst.operands[0]]   # (MUBUF with sc0: the data registers also take the old value)
    words = atomic.width // 4

    def data(wave):
        first = ranges[0]
        block = getattr(wave, first.file)[first.first:first.first + first.count]
        if len(ranges) == 2:
            second = ranges[1]
            other = getattr(wave, second.file)[second.first:second.first + second.count]
            return _elements(block, atomic, 0), _elements(other, atomic, 0)
        if atomic.two_data:
            return _elements(block, atomic, 0), _elements(block, atomic, words)
        return _elements(block, atomic, 0), None
    return data


def _vector_atomic_rule(op) -> bool:
    return bool(op.atomic) and op.encoding in ("FLAT", "GLOBAL", "MUBUF")


@semantics_of(_vector_atomic_rule)
def _vector_atomic(inst):
    atomic = ATOMICS[inst.spec.atomic]
    address, space = vector_address(inst)
    data = _data(inst, atomic)
    returns = "sc0" in inst.mods
    dst = inst.operands[0]      # the destination (FLAT/GLOBAL) or the data (MUBUF)

    def run(wave):
        mask = exec_lanes(wave)
        addr, ok = address(wave)
        values, values2 = data(wave)
        lanes = mask if ok is None else mask & ok
        memory = resolved(space(wave), addr, lanes)
        if getattr(wave, "wide", False):   # (waves run together: each its log entries)
            if not isinstance(memory, Memory):
                raise NotImplementedError("an atomic of waves run together reaching LDS "
                                          "or scratch")
            tags = wave.tags() if memory.atomics is not None else None
            old = memory.atomic(addr, lanes, atomic, values, values2, tags)
        else:
            old = memory.atomic(addr, lanes, atomic, values, values2)
        if returns:
            block = getattr(wave, dst.file)[dst.first:dst.first + dst.count]
            _write_old(block, 0, old, atomic, lanes)
    return run


VECTOR_ATOMICS = frozenset({_vector_atomic})   # (the binder of FLAT, GLOBAL, MUBUF atomics)


def returning_probe(inst):
    """For a FLAT or GLOBAL atomic that returns the old value (``sc0``), else None:
    ``probe(wave)`` -> (the space it reaches, its lanes' addresses, the lanes it applies to,
    (their data, their second data: cmpswap's compare values, else None), what their
    destination holds: after it ran, the old values), and its ``Atomic``
    (execution/spin_waits.py)."""
    if inst.spec.encoding not in ("FLAT", "GLOBAL") or "sc0" not in inst.mods:
        return None
    dst = inst.operands[0]
    if any(getattr(op, "file", None) == dst.file and op.first < dst.first + dst.count
           and dst.first < op.first + op.count for op in inst.operands[1:]):
        return None   # (the old value overwrote an operand: what it applied is gone)
    atomic = ATOMICS[inst.spec.atomic]
    address, space = vector_address(inst)
    data = _data(inst, atomic)

    def probe(wave):
        addr, ok = address(wave)
        lanes = exec_lanes(wave) if ok is None else exec_lanes(wave) & ok
        block = getattr(wave, dst.file)[dst.first:dst.first + dst.count]
        return (resolved(space(wave), addr, lanes), addr, lanes, data(wave),
                _elements(block, atomic, 0))
    return probe, atomic


@semantics_of(lambda op: bool(op.atomic) and op.encoding == "DS"
              and "offset0" not in op.modifiers)
def _lds_atomic(inst):
    atomic = ATOMICS[inst.spec.atomic]
    address = lds_address(inst)
    data = _data(inst, atomic)
    returns = inst.spec.operands[0].startswith("mdst")
    dst = inst.operands[0]

    def run(wave):
        mask = exec_lanes(wave)
        values, values2 = data(wave)
        old = lds_of(wave).atomic(address(wave), mask, atomic, values, values2)
        if returns:
            block = getattr(wave, dst.file)[dst.first:dst.first + dst.count]
            _write_old(block, 0, old, atomic, mask)
    return run


LDS_ATOMICS = frozenset({_lds_atomic})   # (the binder of the one-address DS atomics)


@semantics_of(lambda op: bool(op.atomic) and "offset0" in op.modifiers)
def _lds_exchange2(inst):
    """ds_wrxchg2(st64)_rtn: data0 swapped in at the first address, then data1 at the
    second; the two old values to the destination's halves."""
    atomic = ATOMICS[inst.spec.atomic]
    dst, _, src0, src1 = inst.operands
    addresses = pair_addresses(inst, pair_unit(inst.spec, atomic.width))
    words = atomic.width // 4

    def run(wave):
        mask = exec_lanes(wave)
        lds = lds_of(wave)
        one, two = addresses(wave)
        lds.check(one, atomic.width, mask)
        lds.check(two, atomic.width, mask)
        olds = []
        for where, src in ((one, src0), (two, src1)):
            block = getattr(wave, src.file)[src.first:src.first + src.count]
            olds.append(lds.atomic(where, mask, atomic, _elements(block, atomic, 0)))
        block = getattr(wave, dst.file)[dst.first:dst.first + dst.count]
        for part, old in enumerate(olds):
            _write_old(block, part * words, old, atomic, mask)
    return run


@semantics_of(lambda op: bool(op.atomic) and op.encoding == "SMEM")
def _scalar_atomic(inst):
    """One read-modify-write at the scalar address; with glc the old value to the data
    SGPRs (the new-value part)."""
    atomic = ATOMICS[inst.spec.atomic]
    address = scalar_address(inst)
    src = inst.operands[0]
    words = atomic.width // 4
    returns = "glc" in inst.mods
    data, put = scalar_words_reader(src), scalar_words_writer(src, words)
    one = np.zeros(64, dtype=bool)
    one[0] = True

    def run(wave):
        start, allowed = address(wave)
        if allowed is not None and allowed < atomic.width:
            return None     # (beyond num_records: dropped)
        s = np.array(data(wave), dtype=np.uint32)
        lane = np.repeat(s[:, None], 64, axis=1)
        value = _elements(lane, atomic, 0)
        value2 = _elements(lane, atomic, words) if atomic.two_data else None
        old = memory_of(wave).atomic(np.full(64, start, dtype=np.uint64), one, atomic,
                                     value, value2)
        if returns:
            old = int(old[0])
            put(wave, [(old >> (32 * w)) & 0xFFFFFFFF for w in range(words)])
    return run
