"""The lane vocabulary on arrays: each function is the numpy form, over arrays (or numpy
scalars) of uint32 words, of the scalar function of the same name in
emulator/execution/blocks/lanes.py that compiled blocks call lane by lane. An instruction
whose record composes them (``OpSpec.lanes``, e.g. ``add32(shl32({0}, {1}), {2})``, or
``OpSpec.exact``, its exact result from the widening functions, e.g. ``sx24({0}) *
sx24({1})``) is defined by that one string: its interpreter binder (ops/composed.py,
ops/exact_integers.py) and its block template are both generated from it.
tests/test_lane_words.py holds every pair equal on random words (the rules are lanes.py's:
integers wrap modulo 2^32, shifts take the low 5 bits). The dot and SAD sums exist here
only: no compiled block holds those instructions.
"""

from __future__ import annotations

import numpy as np

from .elements import dot_total, sad_total

_LOW5 = np.uint32(31)
_MASK32 = 0xFFFFFFFF


def _words(values):
    """Integer values as their low 32 bits, uint32."""
    return (np.asarray(values).astype(np.int64) & _MASK32).astype(np.uint32)


def _i32(x):
    return x.view(np.int32).astype(np.int64)


def _i24(x):
    return ((x.astype(np.int64) & 0xFFFFFF) ^ 0x800000) - 0x800000


# (uint32 arithmetic in numpy wraps modulo 2^32: the ufuncs are the vocabulary as they are)
add32, mul32 = np.add, np.multiply
and32, or32, xor32, not32 = np.bitwise_and, np.bitwise_or, np.bitwise_xor, np.invert
max_u32, min_u32 = np.maximum, np.minimum


def shl32(x, s):
    return np.left_shift(x, s & _LOW5)


def shr32(x, s):
    return np.right_shift(x, s & _LOW5)


def ashr32(x, s):
    return (x.view(np.int32) >> (s & _LOW5).view(np.int32)).view(np.uint32)


def add3_32(a, b, c):
    return a + b + c


def max_i32(a, b):
    return np.maximum(a.view(np.int32), b.view(np.int32)).view(np.uint32)


def min_i32(a, b):
    return np.minimum(a.view(np.int32), b.view(np.int32)).view(np.uint32)


def _median(a, b, c):
    return np.maximum(np.minimum(a, b), np.minimum(np.maximum(a, b), c))


def med3_u32(a, b, c):
    return _median(a, b, c)


def med3_i32(a, b, c):
    return _median(a.view(np.int32), b.view(np.int32), c.view(np.int32)).view(np.uint32)


def bfe_u32(x, offset, width):
    mask = (np.uint64(1) << (width & _LOW5).astype(np.uint64)) - np.uint64(1)
    return (x >> (offset & _LOW5)) & mask.astype(np.uint32)


def bfe_i32(x, offset, width):
    offset, width = (offset & _LOW5).astype(np.int64), (width & _LOW5).astype(np.int64)
    field = (_i32(x) >> offset) & ((np.int64(1) << width) - 1)
    top = np.where(width > 0, (field >> np.maximum(width - 1, 0)) & 1, 0)
    return _words(field - (top << width))


def bfi32(a, b, c):
    return (a & b) | (~a & c)


def alignbit(a, b, c):
    return _words(((a.astype(np.uint64) << np.uint64(32)) | b)
                  >> (c & _LOW5).astype(np.uint64))


def alignbyte(a, b, c):
    return _words(((a.astype(np.uint64) << np.uint64(32)) | b)
                  >> ((c & np.uint32(3)) * np.uint32(8)).astype(np.uint64))


def mul_hi_u32(a, b):
    return _words(a.astype(np.uint64) * b.astype(np.uint64) >> np.uint64(32))


def mul_hi_i32(a, b):
    return _words(_i32(a) * _i32(b) >> 32)


def mul_hi_u24(a, b):
    return _words((a.astype(np.int64) & 0xFFFFFF) * (b.astype(np.int64) & 0xFFFFFF) >> 32)


def mul_hi_i24(a, b):
    return _words(_i24(a) * _i24(b) >> 32)


def add_lshl(a, b, c):
    return _words((a.astype(np.int64) + b) << (c & _LOW5).astype(np.int64))


def perm32(s0, s1, sel):
    """V_PERM_B32 (lanes.py's rule): each lane's sixteen candidate bytes as two 64-bit
    words, the selector byte (at most 15) shifting its byte out of one."""
    s0, s1, sel = (np.asarray(x, np.uint32) for x in np.broadcast_arrays(s0, s1, sel))
    low = (s0.astype(np.uint64) << np.uint64(32)) | s1   # (bytes 0-7)
    high = np.full(s0.shape, 0xFFFFFF << 40, np.uint64)    # (bytes 8-15: 12 is 0x00)
    for place, (word, bit) in enumerate(((s1, 15), (s1, 31), (s0, 15), (s0, 31))):
        high |= ((word >> np.uint32(bit)) & np.uint32(1)).astype(np.uint64) \
            * np.uint64(0xFF << 8 * place)
    out = np.zeros(s0.shape, np.uint32)
    for place in range(4):   # (each selector byte picks its result byte)
        pick = np.minimum((sel >> np.uint32(8 * place)) & np.uint32(0xFF), 15)
        word = np.where(pick < 8, low, high)
        byte = (word >> ((pick & np.uint32(7)).astype(np.uint64) * np.uint64(8))) \
            & np.uint64(0xFF)
        out |= byte.astype(np.uint32) << np.uint32(8 * place)
    return out


def select(c, a, b):
    """``a`` where ``c`` (a lane's mask bit, or a word) is not zero, else ``b``."""
    return np.where(c, a, b).astype(np.uint32)


# -- 64-bit values (a register pair's, low word first) with 32-bit counts
def shl64(x, s):
    return x << (s.astype(np.uint64) & np.uint64(63))


def shr64(x, s):
    return x >> (s.astype(np.uint64) & np.uint64(63))


def ashr64(x, s):
    return (x.view(np.int64) >> (s.astype(np.uint64) & np.uint64(63)).astype(np.int64)) \
        .view(np.uint64)


def lshl_add64(a, s, c):
    """``(S0 << S1[2:0]) + S2`` with a count of 0..4: the manual calls 5..7 unsupported and
    says the design shifts by zero then (CDNA3 ISA, V_LSHL_ADD_U64 notes)."""
    count = s.astype(np.uint64) & np.uint64(7)
    return (a << np.where(count <= 4, count, np.uint64(0))) + c


# -- the widening vocabulary: a word's field as an exact int64, zero- or sign-extended (the
# compositions of an exact result, OpSpec.exact: ops/exact_integers.py)
def _zero(bits: int):
    mask = (1 << bits) - 1
    return lambda x: np.asarray(x).astype(np.int64) & mask


def _sign(bits: int):
    mask, half = (1 << bits) - 1, 1 << (bits - 1)
    return lambda x: ((np.asarray(x).astype(np.int64) & mask) ^ half) - half


zx16, sx16, zx24, sx24, zx32, sx32 = (_zero(16), _sign(16), _zero(24), _sign(24), _zero(32),
                                      _sign(32))


# (sums of products and of absolute differences of a word's packed elements: what the dot
# and SAD instructions compose; arrays only, as no compiled block holds them)
def _dot(bits: int, signed: bool):
    return lambda a, b: dot_total(bits, signed)(a, b, np.zeros_like(np.asarray(a)))


def _sad(bits: int, masked: bool = False):
    return lambda a, b: sad_total(bits, masked)(a, b, np.zeros_like(np.asarray(a)))


sdot4, udot4, sdot8, udot8, sdot2, udot2 = (_dot(8, True), _dot(8, False), _dot(4, True),
                                            _dot(4, False), _dot(16, True), _dot(16, False))
sad8, sad16, msad8 = _sad(8), _sad(16), _sad(8, masked=True)

PAIRS = ("shl64", "shr64", "ashr64", "lshl_add64")
WIDENING = ("zx16", "sx16", "zx24", "sx24", "zx32", "sx32")
ARRAYS_ONLY = ("sdot4", "udot4", "sdot8", "udot8", "sdot2", "udot2", "sad8", "sad16", "msad8")
NAMES = ("add32", "mul32", "and32", "or32", "xor32", "not32", "max_u32", "min_u32", "shl32",
         "shr32", "ashr32", "add3_32", "max_i32", "min_i32", "med3_u32", "med3_i32",
         "bfe_u32", "bfe_i32", "bfi32", "alignbit", "alignbyte", "mul_hi_u32", "mul_hi_i32",
         "mul_hi_u24", "mul_hi_i24", "add_lshl", "perm32", "select")
