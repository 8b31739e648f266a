"""MODE's denormal controls (CDNA3 ISA 3.7, the MODE register): FP_DENORM[1:0] (MODE[5:4])
for f32, FP_DENORM[3:2] (MODE[7:6]) for f64 and f16. In each pair, bit 0 set keeps denormal
inputs (else they read as zeros of their sign) and bit 1 set keeps denormal results (else
they are written as zeros of their sign). The kernel descriptor's
``.amdhsa_float_denorm_mode_32`` / ``_16_64`` give the initial values (3: keep both, the
compute default; clang's ``-cl-denorms-are-zero`` gives 0 for f32), and
``s_setreg_b32 hwreg(HW_REG_MODE, 4, 4)`` changes them at run time (clang toggles them
around its division sequence).

Applied to the VALU float arithmetic, compares and conversions of the record's source type
(``denormal_type``); bit moves (``v_cndmask_b32``, the class tests) are not affected. While
inputs are flushed the instruction sees flushed copies of its register sources (restored
after, where the instruction did not write them); a literal constant is taken as written.
MODE's rounding fields: ops/rounding.py.
"""

from __future__ import annotations

import numpy as np

from isa.special_operands import Src
from isa.modifier_parsing import output_modifiers_allowed
from isa.records import OpSpec

from .floatbits import B16, B32, B64

_SHIFT = {"f32": 4, "f64": 6, "f16": 6}
_FORMAT = {"f32": B32, "f64": B64, "f16": B16}


def denormal_type(spec) -> str | None:
    """The float type whose MODE denormal bits an instruction follows (None: not one)."""
    if not (isinstance(spec, OpSpec) and spec.is_vector and spec.float_mods) or \
            spec.ignores_denormal_mode:   # (MFMA: its own numerics)
        return None
    kinds = [k.partition(":")[2] for k in spec.operands if k.startswith(("src", "vsrc"))]
    return next((k for k in kinds if k in _SHIFT), None)


def _flush(rows, fmt, wide: bool, halves=(0,)):
    """Denormal values in VGPR rows (a pair for f64; for f16 the halves at bit ``halves``)
    as zeros."""
    if wide:
        bits = rows[0].astype(np.uint64) | rows[1].astype(np.uint64) << np.uint64(32)
        flat = fmt.flushed(bits)
        rows[0][:] = (flat & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        rows[1][:] = (flat >> np.uint64(32)).astype(np.uint32)
    elif fmt is B16:
        for shift in map(np.uint32, halves):
            half = ((rows[0] >> shift) & np.uint32(0xFFFF)).astype(np.uint16)
            rows[0][:] = (rows[0] & ~(np.uint32(0xFFFF) << shift)) | (
                fmt.flushed(half).astype(np.uint32) << shift)
    else:
        rows[0][:] = fmt.flushed(rows[0])


def flushing(inst, plain, kind: str):
    """``run(wave)``: ``plain`` under MODE's denormal bits for ``kind``."""
    shift, fmt = _SHIFT[kind], _FORMAT[kind]
    wide = kind == "f64"
    width = 2 if wide else 1
    sources = sorted({(op.reg.file, op.reg.first) for op, k in zip(inst.operands,
                                                                     inst.spec.operands)
                      if isinstance(op, Src) and op.is_reg and op.reg.file in ("v", "s")
                      and k.partition(":")[2] == kind})
    dst = inst.operands[0]
    # (SDWA: an f16 source may be either half, the result in the high one)
    sdwa = any(k in inst.mods for k in ("src0_sel", "src1_sel", "dst_sel"))
    source_halves = (0, 16) if sdwa else (0,)
    result_halves = (16,) if inst.mods.get("dst_sel") == "WORD_1" else (0,)
    # (results are flushed where they are of the sources' type: float arithmetic)
    writes_vector = output_modifiers_allowed(inst.spec) and dst.file in ("v", "a") and (
        kind == "f16" or inst.mods.get("dst_sel", "DWORD") == "DWORD")   # (a part of an f32:
    # not a value to flush)
    dst_rows = {(dst.file, dst.first + i) for i in range(dst.count)} if writes_vector else set()

    def run(wave):
        bits = (wave.mode >> shift) & 3
        if bits == 3:
            return plain(wave)
        saved = []
        if not bits & 1:   # denormal inputs read as zeros
            for file, first in sources:
                block = getattr(wave, file)
                rows = [np.copy(block[first + i]) for i in range(width)]
                saved.append((file, first, rows))
                if file == "s":   # (a scalar, or one per wave: the same flush on its value)
                    as_lanes = [np.full(wave.lane_shape, v, np.uint32) for v in rows]
                    _flush(as_lanes, fmt, wide, source_halves)
                    for i, lanes in enumerate(as_lanes):
                        block[first + i] = lanes[..., 0]
                else:
                    _flush([block[first + i] for i in range(width)], fmt, wide,
                           source_halves)
        result = plain(wave)
        mask = wave.exec_mask()
        written = np.ones(wave.lane_shape, bool) if mask is None else mask
        for file, first, rows in saved:
            block = getattr(wave, file)
            for i in range(width):
                if (file, first + i) in dst_rows:
                    np.copyto(block[first + i], rows[i], where=~written)
                else:
                    block[first + i] = rows[i]
        if not bits & 2 and writes_vector:   # denormal results written as zeros
            block = getattr(wave, dst.file)
            out = [block[dst.first + i].copy() for i in range(width)]
            _flush(out, fmt, wide, result_halves)
            for i in range(width):
                np.copyto(block[dst.first + i], out[i], where=written)
        return result
    return run
