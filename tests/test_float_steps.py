"""The compiled blocks' ``v_div_fmas_f32`` (emulator/execution/blocks/float_steps.py, a lane
word) gives, lane for lane, what the interpreter gives for the instruction
(ops/division.py): on every special binary32 word (zeros, denormals, the normal range's
ends, the scaling thresholds 2^±64 and 2^±126, infinities, quiet and signalling NaNs) and
on operands whose exponent gap crosses each case's bound, with VCC's bits set and clear.
The word runs as Python here (its source as numba compiles it: the compiled block in
tests/test_blocks.py runs it compiled against interpretation). The division's other steps,
the reciprocals and the exponential are words of the lane vocabulary
(tests/test_lane_words.py, tests/test_division.py)."""

from __future__ import annotations

import numpy as np

import emulator.execution.blocks.float_steps as steps
from emulator import Wavefront
from isa.assembler import assemble

SPECIAL = np.array([0, 0x80000000, 1, 0x807FFFFF, 0x00400000, 0x00800000, 0x80FFFFFF,
                    0x3F800000, 0xBF800000, 0x40000000, 0x3FFFFFFF, 0x7F7FFFFF, 0xFF7FFFFF,
                    0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0xFFA00005,
                    0x5F800000, 0x1F800000, 0x7E800000, 0xFE800001, 0x7F000000, 0x01000000,
                    0x0C000000, 0x33800000, 0x4C000000, 0x3EAAAAAB], np.uint32)


def _words(rng, count: int) -> np.ndarray:
    """Words with every exponent field, random significands and signs, and the specials."""
    fields = rng.integers(0, 256, count).astype(np.uint32)
    words = (fields << np.uint32(23)) | rng.integers(0, 1 << 23, count).astype(np.uint32)
    words |= rng.integers(0, 2, count).astype(np.uint32) << np.uint32(31)
    words[:SPECIAL.size] = SPECIAL
    return words


def _gapped(rng, d: np.ndarray) -> np.ndarray:
    """Numerators whose exponent field lies at a gap from d's around each case's bound."""
    gaps = rng.choice([-160, -151, -150, -149, -125, -124, -123, 0, 94, 95, 96, 97, 130],
                      d.size)
    fields = np.clip(((d >> 23) & 0xFF).astype(np.int64) + gaps, 0, 255).astype(np.uint32)
    return (d & np.uint32(0x807FFFFF)) ^ (fields << np.uint32(23)) ^ \
        (rng.integers(0, 1 << 23, d.size).astype(np.uint32))


def _interpreted(line: str, sources, vcc=None):
    """v0 (and VCC) after ``line`` on 64 lanes of v1, v2, v3 (VCC preset)."""
    wave = Wavefront()
    for index, values in enumerate(sources, 1):
        wave.v[index] = values
    if vcc is not None:
        wave.vcc = vcc
    with np.errstate(all="ignore"):
        wave.run(assemble(line + "\n s_endpgm\n", "step.s"))
    return wave.v[0].copy(), wave.vcc


def _lanes(word, *sources):
    fn = getattr(word, "py_func", word)
    with np.errstate(all="ignore"):
        return [fn(*(np.uint32(s[lane]) for s in sources)) for lane in range(64)]


def _chunks(rng, sources: int, rounds: int = 8):
    for _ in range(rounds):
        d = _words(rng, 64)
        rng.shuffle(d[:SPECIAL.size]) if rng.random() < 0.5 else None
        n = _gapped(rng, d) if rng.random() < 0.7 else _words(rng, 64)[::-1].copy()
        yield [d, n, _words(rng, 64)][:sources]


def test_div_fmas_is_the_interpreters():
    rng = np.random.default_rng(3)
    for a, b, c in _chunks(rng, 3, 16):
        vcc = int(rng.integers(0, 1 << 63)) * 2 + 1
        want, _ = _interpreted("v_div_fmas_f32 v0, v1, v2, v3", [a, b, c], vcc)
        got = _lanes(steps.div_fmas_f32, a, b, c,
                     np.array([(vcc >> lane) & 1 for lane in range(64)]))
        assert [int(w) for w in want] == [int(g) for g in got]
