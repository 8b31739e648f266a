"""The lane vocabulary on arrays (the interpreter's and the batch's forms): the integer words
of isa/lane_vocabulary.py, each generated from its one definition (word_arrays.py), and the
words that are not expressions of its primitives, written here — ``perm32`` (a byte table;
its compiled form: blocks/lanes.py's, which tests/test_lane_words.py holds equal) and the
sums of products and of absolute differences of a word's packed elements (arrays only: no
compiled block holds the dot and SAD instructions). ``VOCABULARY`` is every word by name: what
a record's composition (``OpSpec.lanes``, ``OpSpec.exact``) may call besides the binary32
words of MODE (lane_floats.py).
"""

from __future__ import annotations

from collections import ChainMap

import numpy as np

from .elements import dot_total, sad_total
from .word_arrays import ARRAY_WORDS


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


# (sums of products and of absolute differences of a word's packed elements: what the dot
# and SAD instructions compose; arrays only, as no compiled block holds them)
def _dot(bits: int, signed: bool):
    return lambda a, b: dot_total(bits, signed)(a, b, np.zeros_like(np.asarray(a)))


def _sad(bits: int, masked: bool = False):
    return lambda a, b: sad_total(bits, masked)(a, b, np.zeros_like(np.asarray(a)))


sdot4, udot4, sdot8, udot8, sdot2, udot2 = (_dot(8, True), _dot(8, False), _dot(4, True),
                                            _dot(4, False), _dot(16, True), _dot(16, False))
sad8, sad16, msad8 = _sad(8), _sad(16), _sad(8, masked=True)

ARRAYS_ONLY = {"sdot4": sdot4, "udot4": udot4, "sdot8": sdot8, "udot8": udot8,
               "sdot2": sdot2, "udot2": udot2, "sad8": sad8, "sad16": sad16, "msad8": msad8}
VOCABULARY = ChainMap({"perm32": perm32, **ARRAYS_ONLY}, ARRAY_WORDS)
sx16, zx16 = ARRAY_WORDS["sx16"], ARRAY_WORDS["zx16"]   # (ops/packed.py's fields)
