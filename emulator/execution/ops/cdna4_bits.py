"""CDNA4's (gfx950's) new bit instructions, as the CDNA4 ISA guide's pseudocode states them:

* ``v_bitop3_b32``: any bitwise function of three sources, its truth table the 8-bit
  ``bitop3`` modifier (encoded in the OMOD, ABS and NEG fields): bit i of the result is
  ``TTBL[{S0[i], S1[i], S2[i]}]`` — the OR of the minterms the table's set bits name;
* ``v_prng_b32``: one step of a 32-bit LFSR, ``(x << 1) ^ (x[31] ? 197 : 0)``;
* ``v_permlane16_swap_b32`` / ``v_permlane32_swap_b32``: rows of 16 (32) lanes exchanged
  between two VGPRs."""

from __future__ import annotations

import numpy as np

from . import semantics
from .memory import exec_lanes
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


@semantics("v_bitop3_b32", "v_bitop3_b16")
def _bitop3(inst):
    """(b16: the same table on the low halves — or those op_sel picks —, a 16-bit result)"""
    table = inst.mods.get("bitop3", 0)
    keep = np.uint32(0xFFFF if inst.spec.semantics_name == "v_bitop3_b16" else 0xFFFFFFFF)
    return ternary(lambda mode, a, b, c: bitop3(table, a, b, c) & keep, moded=True)(inst)


def prng(x):
    """One step of v_prng_b32's LFSR on uint32 lanes."""
    return ((x << np.uint32(1)) ^ np.where(x >> np.uint32(31), np.uint32(197), np.uint32(0))
            ).astype(np.uint32)


semantics("v_prng_b32")(unary(lambda x, _: prng(x)))


@semantics("v_permlane16_swap_b32", "v_permlane32_swap_b32")
def _permlane_swap(inst):
    """CDNA4 guide: permlane16 swaps VDST's lanes 16-31 and 48-63 with SRC0's 0-15 and
    32-47; permlane32 VDST's 32-63 with SRC0's 0-31 (both registers written). The guide's
    pseudocode ignores EXEC; here, as in the DPP rules LLVM names the VOP3 form's bits
    after, a lane off in EXEC keeps its value, and a lane on whose partner is off keeps its
    own (bound_ctrl: gets 0) unless fi (fetch inactive) reads the partner anyway. With
    EXEC all ones (what compilers emit them under) every rule agrees."""
    first, second = inst.operands
    span = 16 if inst.spec.semantics_name == "v_permlane16_swap_b32" else 32
    lane = np.arange(64)
    upper = (lane // span) % 2 == 1   # (the first register's half that moves)
    partner = np.where(upper, lane - span, lane + span)
    fetch_inactive = bool(inst.mods.get("fi", 0))
    zero_if_off = "bound_ctrl" in inst.mods

    def run(wave):
        a = getattr(wave, first.file)[first.first]
        b = getattr(wave, second.file)[second.first]
        on = exec_lanes(wave)
        partner_on = on[..., partner] | fetch_inactive
        # (first's upper lanes take second's lower partners, and the reverse)
        new_a = np.where(upper, b[..., partner], a)
        new_b = np.where(~upper, a[..., partner], b)
        moved_a, moved_b = upper & on & partner_on, ~upper & on & partner_on
        lost_a = upper & on & ~partner_on & zero_if_off
        lost_b = ~upper & on & ~partner_on & zero_if_off
        new_a = np.where(moved_a, new_a, np.where(lost_a, np.uint32(0), a))
        new_b = np.where(moved_b, new_b, np.where(lost_b, np.uint32(0), b))
        a[...], b[...] = new_a, new_b
    return run


@semantics("v_mfma_ld_scale_b32")
def _lone_scale_load(inst):
    """Alone (not a scaled MFMA's first half): nothing changes (CDNA4 ISA 7.2.1: "The scale
    value is used just for one instruction")."""
    return lambda wave: None
