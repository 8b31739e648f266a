"""CDNA4's transposing LDS reads (``ds_read_b64_tr_b4/b8/b16``, ``ds_read_b96_tr_b6``; CDNA4
ISA guide §11.4 and its DS opcodes 224-227).

Each lane reads 64 bits (96 for ``tr_b6``) at its address, as ``ds_read_b64`` does; the
data are then exchanged within each group of 16 lanes, element by element, so that what
16 lanes read as rows of a matrix arrives as its columns. With n elements of b bits in a
lane's read (n = 64/b, or 16 for b6) and k = log2(n): lane t of a group receives, as its
element e, element ``t mod n`` of the group's lane ``(t >> k) | (e << (4 − k))``.

So for 16-bit elements, lanes 0-3 read M 0-15 of K 0, lanes 4-7 of K 1, … and lane t
receives (M t, K 0-3): the column a matrix core's operand wants from a row-major tile.
The guide says only "transpose the matrix" and which K values each instruction gives an
MFMA; the exchange above is the one Triton's gfx950 backend builds its LDS layouts on
(``chooseDsReadB64TrLayout``: the ds_read_tr unit is 16 lanes of 64 bits, its register and
lane bases rotated), which the tests check end to end on Triton's matmul. For b4 and b6 it
is the same rule, a 16 × 16 transpose; no public kernel of ours confirms those two.

The guide requires EXEC to be all ones ("Prior to executing these instructions the EXEC
mask must be set to all 1's"): a run with any lane off stops, saying so."""

from __future__ import annotations

import numpy as np

from isa import IsaError

from . import semantics
from .lds import lds_address
from .memory import bytes_to_words, exec_lanes, lds_of

GROUP = 16   # lanes that exchange data


def element_bits(mnemonic: str) -> int:
    """b of ``ds_read_b64_tr_b<b>`` / ``ds_read_b96_tr_b<b>``."""
    return int(mnemonic.rsplit("_b", 1)[1])


def source_of(bits: int, count: int) -> tuple[np.ndarray, np.ndarray]:
    """(lane, element) arrays, each (64, count): where lane t's element e comes from."""
    k = count.bit_length() - 1
    lane = np.arange(64)[:, None]
    element = np.arange(count)[None, :]
    t = lane % GROUP
    source = lane - t + ((t >> k) | (element << (4 - k)))
    return np.broadcast_to(source, (64, count)), np.broadcast_to(t % count, (64, count))


def transposed(data: np.ndarray, bits: int) -> np.ndarray:
    """The (64, width) bytes the lanes read, exchanged (the rule in the module text)."""
    width = data.shape[1]
    count = 8 * width // bits
    fields = np.unpackbits(data, axis=1, bitorder="little").reshape(64, count, bits)
    lane, element = source_of(bits, count)
    out = fields[lane, element]
    return np.packbits(out.reshape(64, 8 * width), axis=1, bitorder="little")


@semantics("ds_read_b64_tr_b4", "ds_read_b64_tr_b8", "ds_read_b64_tr_b16",
           "ds_read_b96_tr_b6")
def _ds_read_transposed(inst):
    dst = inst.operands[0]
    bits = element_bits(inst.spec.semantics_name)
    width = 4 * dst.count
    address = lds_address(inst)

    def run(wave):
        mask = exec_lanes(wave)
        if not mask.all():
            raise IsaError(f"{inst.mnemonic} with {int((~mask).sum())} lanes off in EXEC: "
                           "the CDNA4 guide (§11.4) requires every lane on")
        data = lds_of(wave).load(address(wave), width, mask)
        words = bytes_to_words(transposed(np.asarray(data, np.uint8), bits), dst.count)
        getattr(wave, dst.file)[dst.first:dst.first + dst.count] = words
    return run
