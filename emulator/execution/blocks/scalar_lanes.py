"""The scalar ALU's arithmetic, jitted: (S0, S1, SCC) -> (D, SCC) in 64-bit words, as a
compiled block (``emulator/execution/blocks``) calls it; each form must agree bit for bit
with ops/salu.py's rules (tests/test_blocks.py runs both on random states). Also runs as
plain Python under ``NUMBA_DISABLE_JIT=1``."""

from __future__ import annotations

import numpy as np
from numba import njit

from emulator.execution.blocks.lanes import M32, M64, ZERO, flag, signed32

@njit(cache=True)
def s_add_u32(a, b, scc):
    total = (a & M32) + (b & M32)
    return total & M32, flag(total > M32)


@njit(cache=True)
def s_addc_u32(a, b, scc):
    total = (a & M32) + (b & M32) + scc
    return total & M32, flag(total > M32)


@njit(cache=True)
def s_sub_u32(a, b, scc):
    return np.uint64(np.int64(a & M32) - np.int64(b & M32)) & M32, flag((b & M32) > (a & M32))


@njit(cache=True)
def s_add_i32(a, b, scc):
    r = np.uint64(signed32(a) + signed32(b)) & M32
    return r, flag(signed32(a) + signed32(b) != signed32(r))


@njit(cache=True)
def s_sub_i32(a, b, scc):
    r = np.uint64(signed32(a) - signed32(b)) & M32
    return r, flag(signed32(a) - signed32(b) != signed32(r))


@njit(cache=True)
def s_mul_i32(a, b, scc):
    return np.uint64(signed32(a) * signed32(b)) & M32, scc


@njit(cache=True)
def s_lshl_b32(a, b, scc):
    r = ((a & M32) << (b & np.uint64(31))) & M32
    return r, flag(r != ZERO)


@njit(cache=True)
def s_lshr_b32(a, b, scc):
    r = (a & M32) >> (b & np.uint64(31))
    return r, flag(r != ZERO)


@njit(cache=True)
def s_ashr_i32(a, b, scc):
    r = np.uint64(signed32(a) >> np.int64(b & np.uint64(31))) & M32
    return r, flag(r != ZERO)


@njit(cache=True)
def s_and_b(a, b, scc):
    r = a & b
    return r, flag(r != ZERO)


@njit(cache=True)
def s_or_b(a, b, scc):
    r = a | b
    return r, flag(r != ZERO)


@njit(cache=True)
def s_xor_b(a, b, scc):
    r = a ^ b
    return r, flag(r != ZERO)


@njit(cache=True)
def s_andn2_b32(a, b, scc):
    r = a & (b ^ M32)
    return r, flag(r != ZERO)


@njit(cache=True)
def s_andn2_b64(a, b, scc):
    r = a & (b ^ M64)
    return r, flag(r != ZERO)


@njit(cache=True)
def s_cselect(a, b, scc):
    return (a if scc != ZERO else b), scc


# -- 64-bit shifts, min/max, high products --------------------------------------------------
@njit(cache=True)
def s_lshl_b64(a, b, scc):
    r = a << (b & np.uint64(63))
    return r, flag(r != ZERO)


@njit(cache=True)
def s_lshr_b64(a, b, scc):
    r = a >> (b & np.uint64(63))
    return r, flag(r != ZERO)


@njit(cache=True)
def s_ashr_i64(a, b, scc):
    r = np.uint64(np.int64(a) >> np.int64(b & np.uint64(63)))
    return r, flag(r != ZERO)


@njit(cache=True)
def s_min_i32(a, b, scc):
    first = signed32(a) < signed32(b)
    return (a if first else b), flag(first)


@njit(cache=True)
def s_min_u32(a, b, scc):
    first = a < b
    return (a if first else b), flag(first)


@njit(cache=True)
def s_max_i32(a, b, scc):
    first = signed32(a) >= signed32(b)
    return (a if first else b), flag(first)


@njit(cache=True)
def s_max_u32(a, b, scc):
    first = a >= b
    return (a if first else b), flag(first)


@njit(cache=True)
def s_mul_hi_u32(a, b, scc):
    return ((a & M32) * (b & M32)) >> np.uint64(32), scc


@njit(cache=True)
def s_mul_hi_i32(a, b, scc):
    return np.uint64((signed32(a) * signed32(b)) >> np.int64(32)) & M32, scc


@njit(cache=True)
def s_lshl_add(a, b, n):
    total = ((a & M32) << np.uint64(n)) + (b & M32)
    return total & M32, flag(total > M32)
