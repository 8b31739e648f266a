"""gfx90a's wait-state rows: LLVM 19's ``GCNHazardRecognizer`` for a subtarget with gfx90a's
instructions and not gfx940's (``checkMAIHazards90A``, ``checkMAIVALUHazards``), in
isa.hazards' vocabulary. Every MFMA but the f64 ones is XDL on gfx90a, and ``passes`` is
LLVM's scheduling latency of the producer (2, 8 or 16; 4 or 8 for f64).

Where gfx942's rows differ: a consumer reading the producer's result as SrcC through the
same registers needs nothing (gfx942: 2 after a 2-pass XDL op), except a 4x4 f64 MFMA after
another (4); a partial SrcC overlap needs the producer's passes (+1 when the consumer is an
f64 MFMA); an f64 MFMA's result read as SrcC by any other MFMA needs nothing."""

from __future__ import annotations

from ..hazards import (DGEMM, DGEMM_TO_FMA64, EXEC_TO_MFMA, MEMORY_READ, SRCAB,
                       SRCC_EXACT, SRCC_OVERLAP, VALU, VALU_ACCESS, VALU_EXEC, VALU_TO_MFMA,
                       VALU_WAR_SRCC, VALU_WAW, XDL, HazardRule, rows as _rows)

HAZARDS: tuple[HazardRule, ...] = (
    # (DMFMA4x4WritesVGPRFullSrcCWaitStates)
    _rows(SRCC_EXACT, (DGEMM, 4, 0, 4, False))
    # (SMFMA{4x4,16x16,32x32}WritesVGPROverlapped{SMFMA,DMFMA}SrcCWaitStates: 2/8/16 and
    # 3/9/17; DMFMA{16x16,4x4}WritesVGPROverlappedSrcCWaitStates 9, 4; none for an XDL
    # consumer of an f64 MFMA)
    + _rows(SRCC_OVERLAP, (XDL, 0, 1, None, True), (XDL, 1, 1, None, False),
            (DGEMM, 0, 0, None, True), (DGEMM, 4, 0, 4), (DGEMM, 9, 0, 8))
    # (SMFMA*WritesVGPROverlappedSrcABWaitStates 5/11/19; DMFMA* 6, 11)
    + _rows(SRCAB, (XDL, 3, 1), (DGEMM, 6, 0, 4), (DGEMM, 11, 0, 8))
    # (SMFMA*WriteVgprVALUMemExpReadWaitStates and *VALUWawWaitStates 5/11/19;
    # DMFMA*WriteVgprVALUReadWaitStates 6, 11; DMFMA*WriteVgprMemExpReadWaitStates 9, 18)
    + _rows(VALU_ACCESS, (XDL, 3, 1), (DGEMM, 6, 0, 4), (DGEMM, 11, 0, 8))
    + _rows(VALU_WAW, (XDL, 3, 1), (DGEMM, 6, 0, 4), (DGEMM, 11, 0, 8))
    + _rows(MEMORY_READ, (XDL, 3, 1), (DGEMM, 9, 0, 4), (DGEMM, 18, 0, 8))
    # (SMFMA*ReadVgprVALUWarWaitStates 1/7/15)
    + _rows(VALU_WAR_SRCC, (XDL, -1, 1))
    + _rows(VALU_TO_MFMA, (VALU, 2))          # (LegacyVALUNotDotWritesVGPRWaitStates)
    + _rows(EXEC_TO_MFMA, (VALU_EXEC, 4))     # (VALUWritesExecWaitStates)
    + _rows(DGEMM_TO_FMA64, (DGEMM, 2))       # (DMFMAToFMA64WaitStates)
)
