"""Each lane's address of a memory access (isa/memory_access.py ``LaneAddress``) over a
wave's registers: the array form of its lane word (ops/word_arrays.py, from the word's one
definition in isa/lane_vocabulary.py) on the places it names — a VGPR's lanes, a VGPR
pair's, an SGPR pair (a number, or (waves, 1) in a batch's wide step) and constants — for
one wave's (64,) lanes or a batch's (waves, 64)."""

from __future__ import annotations

import numpy as np

from isa.memory_access import CONSTANT_TYPES
from isa.special_operands import Src

from .access import join64, mask_reader
from .word_arrays import ARRAY_WORDS


def _place(kind: str, value):
    """``read(wave)`` of one place of a lane address."""
    if kind in CONSTANT_TYPES:   # (a 0-d array of the word's type: passed on as it is)
        constant = np.array(value, dtype=CONSTANT_TYPES[kind])
        return lambda wave: constant
    first = value.first
    if kind == "v":
        return lambda wave: wave.v[first]
    if kind == "v64":
        return lambda wave: join64(wave.v, first)
    return mask_reader(Src(reg=value))   # ("s64": the SGPR pair's value)


def address_reader(address):
    """``read(wave)``: each lane's address (the word's result: uint32 for an LDS address,
    uint64 for a global one)."""
    word = ARRAY_WORDS[address.word]
    reads = [_place(kind, value) for kind, value in address.places]
    if len(reads) == 2:
        first, second = reads
        return lambda wave: word(first(wave), second(wave))
    first, second, third = reads
    return lambda wave: word(first(wave), second(wave), third(wave))
