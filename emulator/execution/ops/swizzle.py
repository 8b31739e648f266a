"""``ds_swizzle_b32``: lanes exchange a dword through the LDS crossbar, in a pattern the
16-bit ``offset`` encodes (CDNA3 ISA 12.12; no LDS memory is read or written):

* offset[15] = 1 (below 0xC000), quad mode: in each group of 4 lanes, lane ``i`` reads lane
  ``offset[2i+1:2i]`` of its group;
* offset[15] = 0, bitmask mode: in each half of 32 lanes, lane ``i`` reads lane
  ``((i & and) | or) ^ xor`` with and = offset[4:0], or = offset[9:5], xor = offset[14:10].

A lane reading a lane EXEC disables gets 0. The rotate (0xC000..0xDFFF) and FFT (0xE000 and
up) modes are described by example only; they stop the run with an error. llvm-mc's
``offset:swizzle(...)`` macros are turned into these offsets by the assembler
(isa.operand_text).
"""

from __future__ import annotations

import numpy as np

from isa import IsaError

from . import semantics
from .memory import exec_lanes

_LANES = np.arange(64)


def source_lanes(offset: int) -> np.ndarray:
    """The lane each of the 64 lanes reads for a basic-mode ``offset`` (below 0xC000)."""
    if offset >= 0xC000:
        raise IsaError(f"ds_swizzle_b32 offset {offset:#06x}: the rotate and FFT modes "
                       "are not modelled")
    if offset & 0x8000:
        selects = np.array([(offset >> (2 * i)) & 3 for i in range(4)])
        return (_LANES & ~3) | selects[_LANES & 3]
    and_mask, or_mask, xor_mask = offset & 31, (offset >> 5) & 31, (offset >> 10) & 31
    return (_LANES & 32) | (((_LANES & and_mask) | or_mask) ^ xor_mask)


@semantics("ds_swizzle_b32")
def ds_swizzle(inst):
    dst, src = inst.operands
    offset = inst.mods.get("offset", 0)
    lanes = source_lanes(offset) if offset < 0xC000 else None

    def run(wave):
        if lanes is None:
            source_lanes(offset)   # (the error)
        mask = exec_lanes(wave)
        data = getattr(wave, src.file)[src.first]
        # (each wave's lanes among its own: one wave's (64,) or a batch's (waves, 64))
        out = np.where(mask[..., lanes], data[..., lanes], np.uint32(0)).astype(np.uint32)
        np.copyto(getattr(wave, dst.file)[dst.first], out, where=mask)
    return run
