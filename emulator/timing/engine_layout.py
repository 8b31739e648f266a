"""The layout of the device model's replay state (device_engine.py, engine_state.py): the
columns of the instruction rows it is given, of each wave's floats and integers, of the
SIMDs, workgroups, caches and scalars, and the codes of kinds, stall categories, memory
levels and trace events. Plain numbers (importing it imports no numba: a launch that times
nothing never loads the engine)."""

from __future__ import annotations

from .device_report import CATEGORIES_TIMED
from .instruction_timing import Kind

PASS = 4

# static columns (one row per program instruction)
S_KIND, S_PASSES, S_CYCLES, S_XDL, S_COEXEC, S_FLOPS, S_VM, S_LGKM, S_COLUMNS = range(9)
# kind codes: a kind's index in ``KINDS`` (timing/instruction_timing.py's Kind, in order)
KINDS = tuple(Kind)
K_NOP, K_MFMA, K_VALU, K_SALU, K_VMEM, K_LDS, K_SMEM, K_WAIT, K_BARRIER, K_END = (
    KINDS.index(kind) for kind in (Kind.NOP, Kind.MFMA, Kind.VALU, Kind.SALU, Kind.VMEM,
                                   Kind.LDS, Kind.SMEM, Kind.WAIT, Kind.BARRIER, Kind.END))
# stall categories: a category's index in device_report.CATEGORIES_TIMED
C_ISSUE, C_VMCNT, C_LGKMCNT, C_BARRIER, C_MATRIX, C_WAIT_STATES, C_ARBITRATION = (
    CATEGORIES_TIMED.index(name) for name in ("issue", "vmcnt", "lgkmcnt", "barrier",
                                               "matrix", "wait_states", "arbitration"))
C_CATEGORIES = len(CATEGORIES_TIMED)
# memory levels (the report's hits), then the lines written back to HBM
L_L1, L_L2, L_MALL, L_HBM, L_WRITTEN_BACK = range(5)
# the memory model's integers (mem_int) and port costs (mem_cost: cycles per byte)
M_L1, M_L2, M_MALL, M_HBM, M_SCALAR, M_LDS, M_L1_LINES, M_L2_LINES, M_MALL_LINES, \
    M_LINE_BYTES, M_MALL_DIRTY = range(11)
P_L1, P_L2, P_HBM = range(3)
# trace events: what a slice is
E_ISSUE, E_WAIT_VM, E_WAIT_LGKM, E_BARRIER = range(4)

# per-wave floats (wf: the stall categories' cycles from F_STATS) and integers (wi)
F_READY, F_START, F_END, F_ARRIVED, F_LAST_VECTOR, F_MFMA_DONE, F_STATS = range(7)
F_COLUMNS = F_STATS + C_CATEGORIES
I_POS, I_CU, I_SIMD, I_GROUP, I_AT_BARRIER, I_FLOPS, I_LINE, I_QUEUE = range(8)
I_COLUMNS = I_QUEUE + 4   # (from I_QUEUE: per counter — vm, lgkm — its ring's first slot
#                            and its length)
# per SIMD: floats (sf) and integers (si); per workgroup (gi)
SF_VECTOR_FREE, SF_MATRIX_FREE, SF_COLUMNS = range(3)
SI_XDL, SI_COEXEC_LEFT, SI_WAVES, SI_COLUMNS = range(4)
G_LIVE, G_AT_BARRIER, G_COLUMNS = range(3)
# scalars (st)
T_HEAP, T_CHARGES, T_EVENTS, T_PENDING, T_KEEP_TRACE, T_KEEP_PROFILE, T_LONGEST, T_CUS, \
    T_SIMDS, T_XCDS, T_HITS = range(11)
T_COLUMNS = T_HITS + 5
# caches: per cache (ci) and per slot of the pool (pool)
# (CI_CAPACITY: the slots the pool gives the cache, CI_LINES: its lines; CI_DIRTY: another
# buffer's dirty lines it still holds, older than all of its own)
CI_HEAD, CI_TAIL, CI_USED, CI_BASE, CI_CAPACITY, CI_LINES, CI_DIRTY, CI_COLUMNS = range(8)
# touch_line's answers
MISSED, HIT, DISPLACED_DIRTY = range(3)
PO_KEY, PO_NEWER, PO_OLDER, PO_COLUMNS = range(4)

CACHE_BITS = 10   # caches are told apart in a line's key by its low bits (≤ 1024 caches)
# (the caches: each CU's L1, then each XCD's L2 — CU c sits on XCD c % XCDs, so workgroups
# dispatched to CUs in turn go to the XCDs in turn, as the hardware deals them — then the
# Infinity Cache; the ports: each CU's L1, each XCD's L2, HBM, then each CU's LDS)
