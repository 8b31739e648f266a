"""gfx942's wait-state rows (spec/TIMING.md, "Software wait states the hardware requires")."""

from __future__ import annotations

from ..hazards import (DGEMM, DGEMM_TO_FMA64, EXEC_TO_MFMA, MEMORY_READ, NON_XDL, SRCAB,
                       SRCC_EXACT, SRCC_OVERLAP, VALU, VALU_ACCESS, VALU_EXEC, VALU_TO_MFMA,
                       VALU_WAR_SRCC, VALU_WAW, XDL, HazardRule, rows as _rows)

HAZARDS: tuple[HazardRule, ...] = (
    _rows(SRCC_EXACT, (XDL, 2, 0, 2), (NON_XDL, 2, 0, 2), (DGEMM, 4, 0, 4))
    + _rows(SRCC_OVERLAP, (XDL, 1, 1), (NON_XDL, 0, 0, None, True), (NON_XDL, 0, 1),
            (DGEMM, 0, 0, None, True), (DGEMM, 4, 0, 4), (DGEMM, 9, 0, 8))
    + _rows(SRCAB, (XDL, 3, 1), (NON_XDL, 2, 1), (DGEMM, 6, 0, 4), (DGEMM, 11, 0, 8))
    + _rows(VALU_ACCESS, (XDL, 3, 1), (NON_XDL, 2, 1), (DGEMM, 6, 0, 4), (DGEMM, 11, 0, 8))
    + _rows(VALU_WAW, (XDL, 3, 1), (NON_XDL, 2, 1), (DGEMM, 6, 0, 4), (DGEMM, 11, 0, 8))
    + _rows(MEMORY_READ, (XDL, 3, 1), (NON_XDL, 2, 1), (DGEMM, 9, 0, 4), (DGEMM, 18, 0, 8))
    + _rows(VALU_WAR_SRCC, (XDL, -1, 1))
    + _rows(VALU_TO_MFMA, (VALU, 2))
    + _rows(EXEC_TO_MFMA, (VALU_EXEC, 4))
    + _rows(DGEMM_TO_FMA64, (DGEMM, 2))
)
