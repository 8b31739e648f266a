"""The layout of the device model's replay state (device_engine.py, engine_state.py): the
columns of each wave's floats and integers, of the SIMDs, workgroups, caches and scalars,
and the codes of stall categories, memory levels and trace events. (The rows of the
instructions it is given, their kinds and the reasons for a stall are the timing engines'
shared vocabulary: instruction_rows.py.) Plain numbers (importing it imports no numba: a
launch that times nothing never loads the engine)."""

from __future__ import annotations

from .device_report import CATEGORIES_TIMED
from .instruction_rows import STALL_CATEGORY, T_FULL_LGKM, T_FULL_VM, T_WAIT_LGKM, T_WAIT_VM

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
COST_L1, COST_L2, COST_FABRIC, COST_HBM = range(4)
# trace events: what a slice is
E_ISSUE, E_WAIT_VM, E_WAIT_LGKM, E_BARRIER, E_FULL_VM, E_FULL_LGKM = range(6)
# a stall reason's category (−1: none) and trace event (instruction_rows.T_*)
C_OF_STALL = tuple(CATEGORIES_TIMED.index(STALL_CATEGORY[code]) if STALL_CATEGORY[code] else -1
                   for code in range(len(STALL_CATEGORY)))
E_OF_STALL = tuple({T_WAIT_VM: E_WAIT_VM, T_WAIT_LGKM: E_WAIT_LGKM, T_FULL_VM: E_FULL_VM,
                    T_FULL_LGKM: E_FULL_LGKM}.get(code, -1)
                   for code in range(len(STALL_CATEGORY)))

# per-wave floats (wf: the stall categories' cycles from F_STATS) and integers (wi)
F_READY, F_START, F_END, F_ARRIVED, F_LAST_VECTOR, F_MFMA_DONE, F_STATS = range(7)
F_COLUMNS = F_STATS + C_CATEGORIES
I_POS, I_CU, I_SIMD, I_GROUP, I_AT_BARRIER, I_FLOPS, I_LINE, I_QUEUE = range(8)
I_COLUMNS = I_QUEUE + 4   # (from I_QUEUE: per counter — vm, lgkm — its ring's first slot
#                            and its length)
# per SIMD: floats (sf) and integers (si); per workgroup (gi)
SF_VECTOR_FREE, SF_MATRIX_FREE, SF_COLUMNS = range(3)
SI_RUNNING, SI_COEXEC_LEFT, SI_WAVES, SI_COLUMNS = range(4)   # (SI_RUNNING: the pipe's M_*)
G_LIVE, G_AT_BARRIER, G_COLUMNS = range(3)
# scalars (st)
T_HEAP, T_CHARGES, T_EVENTS, T_PENDING, T_KEEP_TRACE, T_KEEP_PROFILE, T_CUS, T_SIMDS, \
    T_XCDS, T_HITS = range(10)
T_COLUMNS = T_HITS + 5
# caches: per cache (ci) and per slot of the pool (pool)
# (CI_CAPACITY: the slots the pool gives the cache, CI_LINES: its lines; CI_DIRTY: another
# buffer's dirty lines it still holds, older than all of its own; CI_INDEX and CI_MASK: the
# first row of its own part of the lines' table and that part's rows less one)
CI_HEAD, CI_TAIL, CI_USED, CI_BASE, CI_CAPACITY, CI_LINES, CI_DIRTY, CI_INDEX, CI_MASK, \
    CI_COLUMNS = range(10)
# touch_line's answers
MISSED, HIT, DISPLACED_DIRTY = range(3)
PO_KEY, PO_NEWER, PO_OLDER, PO_COLUMNS = range(4)

CACHE_BITS = 10   # caches are told apart in a line's key by its low bits (≤ 1024 caches)
# (the caches: each CU's L1, then each XCD's L2 — CU c sits on XCD c % XCDs, so workgroups
# dispatched to CUs in turn go to the XCDs in turn, as the hardware deals them — then the
# Infinity Cache; the ports: each CU's L1, each XCD's L2, HBM, each CU's LDS, then each
# XCD's link to the Infinity Fabric)
