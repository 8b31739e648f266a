"""CDNA4's (gfx950's) new bit instructions, as the CDNA4 ISA guide's pseudocode states them:

* ``v_bitop3_b32``: any bitwise function of three sources, its truth table the 8-bit
  ``bitop3`` modifier (encoded in the OMOD, ABS and NEG fields): bit i of the result is
  ``TTBL[{S0[i], S1[i], S2[i]}]`` — the OR of the minterms the table's set bits name;
* ``v_prng_b32``: one step of a 32-bit LFSR, ``(x << 1) ^ (x[31] ? 197 : 0)``."""

from __future__ import annotations

import numpy as np

from . import semantics
from .vector_forms import ternary, unary

_ONES = np.uint32(0xFFFFFFFF)


def bitop3(table: int, a, b, c):
    """The truth table's function of a, b, c, bit by bit (uint32 lanes)."""
    a, b, c = (np.asarray(v, np.uint32) for v in (a, b, c))
    out = np.zeros(np.broadcast(a, b, c).shape, np.uint32)
    for minterm in range(8):
        if table >> minterm & 1:
            out |= ((a if minterm & 4 else a ^ _ONES) & (b if minterm & 2 else b ^ _ONES)
                    & (c if minterm & 1 else c ^ _ONES))
    return out


@semantics("v_bitop3_b32")
def _bitop3(inst):
    table = inst.mods.get("bitop3", 0)
    return ternary(lambda mode, a, b, c: bitop3(table, a, b, c), moded=True)(inst)


semantics("v_prng_b32")(unary(lambda x, _: (
    (x << np.uint32(1)) ^ np.where(x >> np.uint32(31), np.uint32(197), np.uint32(0)))
    .astype(np.uint32)))
