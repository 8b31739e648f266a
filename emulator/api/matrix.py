"""``mfma(name, a, b, c, ...)``: one MFMA on whole logical matrices, through the register file.

The matrices are placed with ``Wavefront.write_matrix`` (A from v0, B after it, C in a0..),
the instruction runs as ``Wavefront.execute`` would run it, and D is read back with
``read_matrix``: the layouts and the kernels are exercised together. ``a`` holds every
block's own A values; CBSZ/ABID broadcast and the BLGP lane pattern are the instruction's.
"""

from __future__ import annotations

import numpy as np

import isa
from isa.targets import as_target
from isa.mfma_syntax import make_mfma
from isa.registers import make_range

from emulator.state import operands
from emulator.execution.mfma.execute import execute_mfma
from emulator.state.wavefront import WaveState


def mfma(name, a, b, c, *, cbsz: int = 0, abid: int = 0, blgp: int = 0,
         target: "isa.Target | str | None" = None, scale_a=None, scale_b=None) -> np.ndarray:
    """D = A·B + C per block, bit-exact to MI300 — or to the GPU of ``target`` (a Target or
    its name, ``"gfx90a"``; the default target's unless given), whose names and arithmetic
    the instruction has.

    ``a`` (blocks, M, K), ``b`` (blocks, K, N), ``c`` (blocks, M, N); the block axis may be
    omitted for 1-block instructions. Each is raw bits (uint8/16/32/64 of the operand's
    width) or typed values (float16/32/64, int8/int32, ml_dtypes bfloat16 and
    float8_e4m3fnuz/float8_e5m2fnuz; on gfx950 OCP's float8_e4m3fn/float8_e5m2 and the MX
    float6_e2m3fn, float6_e3m2fn, float4_e2m1fn, one a byte). The result has c's shape, raw
    bits when c was raw.

    gfx950's f8f6f4 MFMAs take A and B in the formats ``cbsz`` and ``blgp`` name
    (``isa.FORMAT_CODES``); the scaled ones also ``scale_a`` (M, K/32) and ``scale_b``
    (K/32, N): E8M0 block scales, codes (uint8, ``2^(code − 127)``, 0xFF NaN) or
    ml_dtypes float8_e8m0fnu values; left out, 127 (1.0).
    """
    target = as_target(target)
    record = target.lookup_matrix(name)
    if record.sparse:
        raise isa.IsaError(f"{record.mnemonic} is an SMFMAC: use emulator.smfmac (dense "
                           "4:2-sparse A) or emulator.smfmac_compressed")
    mods = isa.check_modifiers(record, cbsz, abid, blgp)
    record = isa.with_formats(record, mods.cbsz, mods.blgp)   # (f8f6f4: the formats named)
    # (typed values as the target's formats: gfx950's fp8 is OCP's float8_e4m3fn)
    a_bits, _ = operands.to_raw(a, record.a_type, f"{record.mnemonic} A",
                                target.format(record.a_type.value))
    b_bits, _ = operands.to_raw(b, record.b_type, f"{record.mnemonic} B",
                                target.format(record.b_type.value))
    c_bits, c_raw = operands.to_raw(c, record.cd_type, f"{record.mnemonic} C")
    one_block_2d = np.ndim(c_bits) == 2
    a_bits = operands.shape_blocks(a_bits, record, "A")
    b_bits = operands.shape_blocks(b_bits, record, "B")
    c_bits = operands.shape_blocks(c_bits, record, "C")

    wave = WaveState(target)
    a_reg = make_range("v", 0, record.a_regs)
    b_reg = make_range("v", 2 * -(-record.a_regs // 2), record.b_regs)
    cd_reg = make_range("a", 0, record.d_regs)
    wave.write_matrix(record, "A", a_bits, a_reg)
    wave.write_matrix(record, "B", b_bits, b_reg)
    wave.write_matrix(record, "C", c_bits, cd_reg)
    scales = ()
    if record.scaled:
        scales = (make_range("v", 250, 1), make_range("v", 251, 1))
        blocks = record.k // 32
        # (the byte of A's row i or B's column j, k-block kb, sits in lane i + M·kb or
        # j + N·kb: emulator/execution/mfma/execute.py)
        wave.v[scales[0].first] = _scale_codes(scale_a, (record.m, blocks), "scale_a").T.ravel()
        wave.v[scales[1].first] = _scale_codes(scale_b, (blocks, record.n), "scale_b").ravel()
    elif scale_a is not None or scale_b is not None:
        raise isa.IsaError(f"{record.mnemonic} takes no scales (only v_mfma_scale_*)")
    execute_mfma(wave, make_mfma(record, cd_reg, a_reg, b_reg, cd_reg, mods, scales=scales))
    d = wave.read_matrix(record, "D", cd_reg, raw=c_raw)
    return d[0] if one_block_2d else d


def _scale_codes(values, shape: tuple[int, int], what: str) -> np.ndarray:
    """E8M0 scale codes (uint32) of ``shape`` from codes or float8_e8m0fnu values (None:
    127, a scale of 1)."""
    if values is None:
        return np.full(shape, 127, dtype=np.uint32)
    arr = np.asarray(values)
    if arr.dtype.name == "float8_e8m0fnu":
        arr = arr.view(np.uint8)
    if arr.dtype.kind not in "ui" or arr.shape != shape or arr.min(initial=0) < 0 or \
            arr.max(initial=0) > 255:
        raise operands.OperandError(
            f"{what}: expected E8M0 codes 0..255 (uint8) or float8_e8m0fnu values of shape "
            f"{shape}, got {arr.dtype} {arr.shape}")
    return arr.astype(np.uint32)
