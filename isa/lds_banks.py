"""How an architecture's LDS serves a wave's lanes, as data: its banks (4 bytes each, one
access of each a cycle) and which lanes it serves together in each pass of an access
(``Target.lds_banks``; the device model counts the cycles: emulator/state/bank_kernels.py).

A lane's k dwords are served with those of ``banks // k`` other lanes in one pass (AMD's
CK Tile guide, "Understanding AMD GPU LDS and Bank Conflicts": ``ds_write_b128`` in 8
passes of 8 lanes, lanes 0–7, 8–15, …). The lanes of a pass are neighbours in lane order
unless a row here says otherwise: the same guide gives ``ds_read_b128``'s passes as
8-lane groups that are not — lanes 0–3 with 20–23, 4–7 with 16–19, 8–11 with 28–31,
12–15 with 24–27, and the same four 32 lanes on — the order an MFMA's operand fragments
are read in (``CDNA3_READ_B128``). No source gives the groups of other widths, of
``ds_read_b96`` or of another architecture's LDS: those are taken in lane order. (CDNA4's
white paper says its 160 KB LDS has more banks than CDNA3's 32 and reads 256 bytes a
clock, but not how many banks nor how a pass groups lanes: gfx950 keeps 32, in lane
order — its reads at half their rate, a known gap of its unchecked timing.)"""

from __future__ import annotations

from dataclasses import dataclass


def _quarters(*pairs: tuple[int, int]) -> tuple[int, ...]:
    """The lanes of passes each made of two runs of 4 lanes (each pair's first lanes)."""
    return tuple(lane for first, second in pairs
                 for lane in (*range(first, first + 4), *range(second, second + 4)))


# (CK Tile's guide, "Read Access Pattern": 0:3+20:23, 4:7+16:19, 8:11+28:31, 12:15+24:27,
# 32:35+52:55, 36:39+48:51, 40:43+60:63, 44:47+56:59)
CDNA3_READ_B128 = _quarters((0, 20), (4, 16), (8, 28), (12, 24),
                            (32, 52), (36, 48), (40, 60), (44, 56))


@dataclass(frozen=True)
class LdsBanks:
    """An LDS's ``banks`` and the lanes ``ds_read_b128``'s passes serve, in order
    (``read_b128``: 64 lanes, 8 a pass; empty: lane order)."""

    banks: int = 32
    read_b128: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.banks < 1:
            raise ValueError(f"banks must be at least 1, not {self.banks}")
        if self.read_b128 and sorted(self.read_b128) != list(range(64)):
            raise ValueError("read_b128 must name each of the 64 lanes once")
        if self.read_b128 and self.banks != 32:   # (its groups are passes of 8 lanes)
            raise ValueError(f"read_b128 groups 8 lanes a pass, of 32 banks, not "
                             f"{self.banks}")

    def lane_order(self, width: int, read: bool) -> tuple[int, ...] | None:
        """The lanes in the order an access of ``width`` bytes a lane (a read, or not)
        serves them, ``banks // dwords`` a pass; None: lane order."""
        if read and width == 16 and self.read_b128:
            return self.read_b128
        return None
