"""gfx950's wait-state rows: LLVM 22's ``GCNHazardRecognizer`` for a subtarget with gfx950's
instructions (``checkMAIHazards90A``, ``getMFMAReadWaitStates``,
``getMFMAOverlappedSrcCWaitStates``, ``checkMAIVALUHazards`` with ``IsGFX950``), in
isa.hazards' vocabulary, checked against ``llc-22 -mcpu=gfx950 -run-pass
post-RA-hazard-rec`` (tests/test_hazards_llvm.py). ``passes`` is the producer's issue
passes on gfx950: the f64 MFMAs take twice CDNA3's (8 for 4x4x4, 16 for 16x16x4).

Where gfx942's rows differ: an XDL producer of 4 or more passes needs one more wait state
before a VALU, memory or SrcA/B read of its result and before a VALU overwrites it
(passes + 4; 2 passes stay at 5), and one more before an MFMA reads an overlapping SrcC
(passes + 2; a 2-pass producer read by a non-XDL MFMA stays at 3); after
``v_mfma_f64_16x16x4_f64`` a VALU or MFMA SrcA/B read needs 19 and an overlapping SrcC
read 17, while a VALU overwrite stays at 11 and a memory read at 18."""

from __future__ import annotations

from ..hazards import (DGEMM, DGEMM_TO_FMA64, EXEC_TO_MFMA, MEMORY_READ, NON_XDL, SRCAB,
                       SRCC_EXACT, SRCC_OVERLAP, VALU, VALU_ACCESS, VALU_EXEC, VALU_TO_MFMA,
                       VALU_WAR_SRCC, VALU_WAW, XDL, HazardRule, rows as _rows)

# (GFX940_XDL_N_PassWriteVgprVALUMemExpReadWaitStates and its SrcA/B and WAW twins:
# NumPasses + 3 + (NumPasses != 2 && IsGFX950))
_XDL_READ = ((XDL, 5, 0, 2), (XDL, 4, 1))
_SMFMA_READ = ((NON_XDL, 2, 1),)             # (GFX940_SMFMA_N_Pass…: NumPasses + 2)

HAZARDS: tuple[HazardRule, ...] = (
    # (GFX940_SMFMA4x4WritesVGPRFullSrcCWaitStates; DMFMA4x4WritesVGPRFullSrcCWaitStates)
    _rows(SRCC_EXACT, (XDL, 2, 0, 2), (NON_XDL, 2, 0, 2), (DGEMM, 4, 0, 8))
    # (GFX940_XDL_N_PassWritesVGPROverlappedXDLOrSMFMASrcCWaitStates: NumPasses + 2;
    # …SGEMMDGEMMSrcCWaitStates: NumPasses + 1 + (NumPasses != 2);
    # DMFMA4x4WritesVGPROverlappedSrcCWaitStates 4, GFX950_DMFMA16x16… 17; none for an
    # XDL reader of a non-XDL result)
    + _rows(SRCC_OVERLAP, (XDL, 2, 1, None, True), (XDL, 3, 0, 2, False), (XDL, 2, 1),
            (NON_XDL, 0, 0, None, True), (NON_XDL, 0, 1),
            (DGEMM, 0, 0, None, True), (DGEMM, 4, 0, 8), (DGEMM, 17, 0, 16))
    # (DMFMA4x4WritesVGPROverlappedMFMASrcABWaitStates 6, GFX950_DMFMA16x16… 19)
    + _rows(SRCAB, *_XDL_READ, *_SMFMA_READ, (DGEMM, 6, 0, 8), (DGEMM, 19, 0, 16))
    # (DMFMA4x4WriteVgprVALUReadWaitStates 6, GFX950_DMFMA16x16WriteVgprVALUReadWaitStates 19)
    + _rows(VALU_ACCESS, *_XDL_READ, *_SMFMA_READ, (DGEMM, 6, 0, 8), (DGEMM, 19, 0, 16))
    # (DMFMA4x4WriteVgprVALUWriteWaitStates 6, DMFMA16x16WriteVgprVALUWriteWaitStates 11)
    + _rows(VALU_WAW, *_XDL_READ, *_SMFMA_READ, (DGEMM, 6, 0, 8), (DGEMM, 11, 0, 16))
    # (DMFMA4x4WriteVgprMemExpReadWaitStates 9, DMFMA16x16WriteVgprMemExpReadWaitStates 18)
    + _rows(MEMORY_READ, *_XDL_READ, *_SMFMA_READ, (DGEMM, 9, 0, 8), (DGEMM, 18, 0, 16))
    # (SMFMA4x4ReadVgprVALUWarWaitStates 1, GFX940_XDL4Pass… 3, SMFMA16x16… 7, 32x32 15)
    + _rows(VALU_WAR_SRCC, (XDL, -1, 1))
    + _rows(VALU_TO_MFMA, (VALU, 2))          # (LegacyVALUNotDotWritesVGPRWaitStates)
    + _rows(EXEC_TO_MFMA, (VALU_EXEC, 4))     # (VALUWritesExecWaitStates)
    + _rows(DGEMM_TO_FMA64, (DGEMM, 2))       # (DMFMAToFMA64WaitStates)
)
