"""The lane vocabulary on arrays (the interpreter's and the batch's forms): the integer words
of isa/lane_vocabulary.py, each generated from its one definition (word_arrays.py), and the
words that are not expressions of its primitives, written here: the sums of products and
of absolute differences of a word's packed elements (arrays only: no compiled block holds
the dot and SAD instructions). ``VOCABULARY`` is every word by name: what a record's
composition (``OpSpec.lanes``, ``OpSpec.exact``) may call.
"""

from __future__ import annotations

from collections import ChainMap

import numpy as np

from .elements import dot_total, sad_total
from .word_arrays import ARRAY_WORDS


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
VOCABULARY = ChainMap(ARRAYS_ONLY, ARRAY_WORDS)
sx16, zx16 = ARRAY_WORDS["sx16"], ARRAY_WORDS["zx16"]   # (ops/packed.py's fields)
