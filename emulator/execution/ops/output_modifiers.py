"""The VOP3 and SDWA output modifiers on a float result (CDNA3 ISA, VOP3A OMOD and CLMP):
``mul:2``, ``mul:4``, ``div:2`` (the result scaled by a power of two) and then ``clamp``
(the result clamped to [0, 1]; a NaN gives 0 while MODE's DX10_CLAMP bit is set, the
compute default; −0 gives +0). Applied to the rounded result of the instruction, in the
lanes it wrote, in the float type its record's ``result`` names (a conversion's destination
type: v_cvt_f32_u32 clamps an f32); an f16 result where SDWA's ``dst_sel`` put it. Which
instructions take them is llvm-mc's (isa/gfx942/output_modifiers.py); those whose own
semantics read clamp (saturating integers, packed math) never come here."""

from __future__ import annotations

import numpy as np

from isa import IsaError

from .floatbits import B16, B32, B64

_DX10_CLAMP = 1 << 8


def clamp_unit(x, mode: int):
    """Float array ``x`` clamped to [0, 1] (−0 to +0; NaN to 0 under MODE.DX10_CLAMP)."""
    dtype = x.dtype.type
    nan_to = dtype(0) if mode & _DX10_CLAMP else x
    return np.where(np.isnan(x), nan_to, np.where(x <= 0, dtype(0),
                                                  np.minimum(x, dtype(1)))).astype(dtype)


def output_modifiers(inst, plain):
    """``run(wave)``: ``plain`` then the output modifiers on its result, as the record's
    ``result`` says: a float result (f16, f32, f64; each dword of a pair, each half of a
    packed f16 pair) scaled then clamped; a result that is no float — a compare's mask, an
    integer already in range (a conversion saturates, a bitwise op cannot overflow) — left
    as it is by clamp; omod on an integer result, and clamp where integer arithmetic may
    overflow without saturating here, stop the run (no reference says what they do)."""
    result = inst.spec.result
    factor = next((_SCALE[k][inst.mods[k]] for k in ("mul", "div") if k in inst.mods), None)
    if not result or result == "overflows":
        return _on_integers(inst, plain, result, factor)
    fmt = {"f16": B16, "f32": B32, "f64": B64, "2f32": B32, "2f16": B16, "2bf16": B32}[result]
    clamp = "clamp" in inst.mods
    dst = inst.operands[0]
    places = _places(inst, fmt, result)

    def modified(x, mode):
        if factor is not None:
            x = (x * fmt.float(factor)).astype(fmt.float)
        return clamp_unit(x, mode) if clamp else x

    def run(wave):
        outcome = plain(wave)
        mask = wave.exec_mask()
        lanes = np.ones(64, bool) if mask is None else mask
        _modify(getattr(wave, dst.file), dst.first, fmt, places, lanes,
                lambda x: modified(x, wave.mode))
        return outcome
    return run


def _on_integers(inst, plain, result: str, factor):
    """A result that is no float: ``plain`` itself under clamp alone (nothing to clamp),
    else a run that stops, naming what is not modelled."""
    if factor is None and result != "overflows":
        return plain
    what = "mul/div" if factor is not None else "clamp"
    message = (f"{inst.mnemonic}: {what} on an integer result is not modelled (no "
               "reference gives its effect)")

    def stops(wave):
        raise IsaError(message)
    return stops


def _places(inst, fmt, result: str) -> list[tuple[int, int]]:
    """(register offset, bit) of each float the result holds: an f16 result may stand in
    the high half (SDWA's dst_sel:WORD_1); a packed pair of f16 or f32 results is each of
    its elements."""
    select = inst.mods.get("dst_sel", "DWORD")
    if select not in ("DWORD", "WORD_0", "WORD_1") or (fmt is not B16 and select != "DWORD"):
        raise IsaError(f"{inst.mnemonic}: clamp and mul/div with dst_sel:{select} are not "
                       "modelled")
    return ([(0, 0), (0, 16)] if result in ("2f16", "2bf16") else [(0, 0), (1, 0)]
            if result == "2f32" else [(0, 16 if select == "WORD_1" else 0)])


def _modify(block, first: int, fmt, places, lanes, modified) -> None:
    """``modified`` applied, in the active ``lanes``, to each float of the result in
    ``block`` from register ``first`` (an f64 a register pair; an f16 half its half,
    the other half as the instruction left it)."""
    if fmt is B64:
        bits = block[first].astype(np.uint64) | block[first + 1].astype(
            np.uint64) << np.uint64(32)
        out = modified(bits.view(fmt.float)).view(fmt.uint)
        np.copyto(block[first], (out & np.uint64(0xFFFFFFFF)).astype(np.uint32), where=lanes)
        np.copyto(block[first + 1], (out >> np.uint64(32)).astype(np.uint32), where=lanes)
        return
    for row, at in places:
        shift = np.uint32(at)
        if fmt is B32 and len(places) == 2 and places[1] == (0, 16):   # (a bf16 pair: each
            half = (block[first + row] >> shift) & np.uint32(0xFFFF)    # widened exactly,
            out = modified((half << np.uint32(16)).view(np.float32)).view(np.uint32)
            out = np.where(B32.is_nan(out), (out >> np.uint32(16)) | np.uint32(0x40),   # then
                           (out + np.uint32(0x7FFF) + ((out >> np.uint32(16)) & np.uint32(1)))
                           >> np.uint32(16)) & np.uint32(0xFFFF)   # nearest even again)
            kept = block[first + row] & ~(np.uint32(0xFFFF) << shift)
            np.copyto(block[first + row], kept | (out << shift), where=lanes)
        elif fmt is B16:
            bits = ((block[first + row] >> shift) & np.uint32(0xFFFF)).astype(np.uint16)
            out = modified(bits.view(fmt.float)).view(fmt.uint)
            kept = block[first + row] & ~(np.uint32(0xFFFF) << shift)
            np.copyto(block[first + row], kept | (out.astype(np.uint32) << shift),
                      where=lanes)
        else:
            bits = block[first + row].copy()
            out = modified(bits.view(fmt.float)).view(fmt.uint)
            np.copyto(block[first + row], out.astype(np.uint32), where=lanes)


_SCALE = {"mul": {2: 2.0, 4: 4.0}, "div": {2: 0.5}}
