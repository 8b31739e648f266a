"""The constants of the scalar ALU's expressions (``OpSpec.scalar`` / ``scalar_scc``,
isa/gfx942/definitions.py) on int64, as a compiled block evaluates them: ops/scalar_words.py's
(the interpreter's, on Python ints) with the same bits, which tests/test_scalar_words.py holds
equal. The expressions' functions are the lane vocabulary's words (isa/lane_vocabulary.py),
whose functions generated from them a block calls (word_functions.py), and lanes64.py's
``first_lane``. Sources are non-negative values of their width widened to int64; a result's
bits are the Python int's low 64."""

from __future__ import annotations

MASK32 = 0xFFFFFFFF
MASK64 = -1
