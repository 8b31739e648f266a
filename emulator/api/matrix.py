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
         target: "isa.Target | str | None" = None) -> np.ndarray:
    """D = A·B + C per block, bit-exact to MI300 — or to the GPU of ``target`` (a Target or
    its name, ``"gfx90a"``; the default target's unless given), whose names and arithmetic
    the instruction has.

    ``a`` (blocks, M, K), ``b`` (blocks, K, N), ``c`` (blocks, M, N); the block axis may be
    omitted for 1-block instructions. Each is raw bits (uint8/16/32/64 of the operand's
    width) or typed values (float16/32/64, int8/int32, ml_dtypes bfloat16 and
    float8_e4m3fnuz/float8_e5m2fnuz). The result has c's shape, raw bits when c was raw.
    """
    target = as_target(target)
    record = target.lookup_matrix(name)
    if record.sparse:
        raise isa.IsaError(f"{record.mnemonic} is an SMFMAC: use emulator.smfmac (dense "
                           "4:2-sparse A) or emulator.smfmac_compressed")
    mods = isa.check_modifiers(record, cbsz, abid, blgp)
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
    execute_mfma(wave, make_mfma(record, cd_reg, a_reg, b_reg, cd_reg, mods))
    d = wave.read_matrix(record, "D", cd_reg, raw=c_raw)
    return d[0] if one_block_2d else d
