"""The VOP3 output modifiers of float arithmetic: ``mul:2``, ``mul:4``, ``div:2`` (the
result scaled by a power of two) and then ``clamp`` (the result clamped to [0, 1]; a NaN
gives 0 while MODE's DX10_CLAMP bit is set, the compute default; −0 gives +0). Applied to
the rounded result of the instruction, in the lanes it wrote (isa.assembler decides which
records take them: ``output_modifiers_allowed``); an f16 result where SDWA's ``dst_sel``
put it."""

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
    kind = next(k for k in inst.spec.operands if k.startswith(("src", "vsrc"))).partition(":")[2]
    fmt = {"f16": B16, "f32": B32, "f64": B64}[kind]
    scale = {"mul": {2: 2.0, 4: 4.0}, "div": {2: 0.5}}
    factor = next((scale[k][inst.mods[k]] for k in ("mul", "div") if k in inst.mods), None)
    clamp = "clamp" in inst.mods
    dst = inst.operands[0]
    # (an f16 result may stand in the high half: SDWA's dst_sel:WORD_1)
    select = inst.mods.get("dst_sel", "DWORD")
    if select not in ("DWORD", "WORD_0", "WORD_1") or (fmt is not B16 and select != "DWORD"):
        raise IsaError(f"{inst.mnemonic}: clamp and mul/div with dst_sel:{select} are not "
                       "modelled")
    shift = np.uint32(16 if select == "WORD_1" else 0)

    def run(wave):
        result = plain(wave)
        mask = wave.exec_mask()
        lanes = np.ones(64, bool) if mask is None else mask
        block = getattr(wave, dst.file)
        if fmt is B64:
            bits = block[dst.first].astype(np.uint64) | block[dst.first + 1].astype(
                np.uint64) << np.uint64(32)
        elif fmt is B16:
            bits = ((block[dst.first] >> shift) & np.uint32(0xFFFF)).astype(np.uint16)
        else:
            bits = block[dst.first].copy()
        x = bits.view(fmt.float)
        if factor is not None:
            x = (x * fmt.float(factor)).astype(fmt.float)
        if clamp:
            x = clamp_unit(x, wave.mode)
        out = x.view(fmt.uint)
        if fmt is B64:
            np.copyto(block[dst.first], (out & np.uint64(0xFFFFFFFF)).astype(np.uint32),
                      where=lanes)
            np.copyto(block[dst.first + 1], (out >> np.uint64(32)).astype(np.uint32),
                      where=lanes)
        elif fmt is B16:   # (the other half as the instruction left it)
            kept = block[dst.first] & ~(np.uint32(0xFFFF) << shift)
            np.copyto(block[dst.first], kept | (out.astype(np.uint32) << shift), where=lanes)
        else:
            np.copyto(block[dst.first], out.astype(np.uint32), where=lanes)
        return result
    return run
