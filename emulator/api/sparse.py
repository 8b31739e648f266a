"""4:2 structured sparsity for the SMFMAC instructions: compressing a dense A, placing the
stored values and the compression index in registers, and the matrix-level API.

A is sparse in aligned groups of 4 k values: two values of each group are stored, with a
2-bit index each naming the position (0-3) it came from (spec/LAYOUTS.md). Where both
indices of a group name the same position the instruction keeps the second value; the
matrix-level API refuses such an index under ``strict=True``.
"""

from __future__ import annotations

import numpy as np

import isa
from isa.targets import as_target, target_or_default
from isa.formats import Specials
from isa.mfma_syntax import make_smfmac
from isa.registers import make_range

from emulator.state import operands
from emulator.execution.mfma.execute import execute_mfma
from emulator.state.wavefront import WaveState


class SparsityError(operands.OperandError):
    """A dense A that is not 4:2 sparse, or a malformed compression index."""


def _record(name, target=None) -> isa.MatrixInstruction:
    target = as_target(target)
    record = name if isinstance(name, isa.MatrixInstruction) else target.lookup_matrix(name)
    if not record.sparse:
        raise isa.IsaError(f"{record.mnemonic} is not an SMFMAC (use emulator.mfma)")
    return record


def _is_zero(bits: np.ndarray, dtype: isa.DType, target=None) -> np.ndarray:
    """Zero elements: all bits clear, or (IEEE formats) all but the sign; an FNUZ format's
    0x80 is its NaN, not −0 (isa.formats: the target's format of the type)."""
    fmt = target_or_default(target).format(dtype.value)
    if fmt.specials in (Specials.NONE, Specials.FNUZ):
        return bits == 0
    sign = np.array(1 << (fmt.bits - 1), dtype=bits.dtype)
    return (bits & ~sign) == 0


def compress(record: isa.MatrixInstruction, dense_bits: np.ndarray, target=None):
    """(values, positions) shaped (blocks, M, K/2) of a 4:2-sparse dense A (raw bits).

    Each group keeps its nonzero positions, filled up to two with its lowest zero
    positions, in increasing order.
    """
    blocks, m, k = dense_bits.shape
    groups = dense_bits.reshape(blocks, m, k // 4, 4)
    nonzero = ~_is_zero(groups, record.a_type, target)
    counts = nonzero.sum(axis=-1)
    if (counts > 2).any():
        b, i, g = (int(x) for x in np.argwhere(counts > 2)[0])
        raise SparsityError(
            f"{record.mnemonic}: A is not 4:2 sparse: block {b}, row {i}, k {4 * g}..{4 * g + 3}"
            f" has {int(counts[b, i, g])} nonzero values (at most 2 per aligned group of 4)")
    order = np.argsort(np.where(nonzero, 0, 1) * 4 + np.arange(4), axis=-1, kind="stable")
    positions = np.sort(order[..., :2], axis=-1)
    values = np.take_along_axis(groups, positions, axis=-1)
    return values.reshape(blocks, m, k // 2), positions.reshape(blocks, m, k // 2)


def expand(record: isa.MatrixInstruction, values: np.ndarray, positions: np.ndarray):
    """The dense A (raw bits) that stored values and positions stand for (second wins)."""
    blocks, m, half = values.shape
    dense = np.zeros((blocks, m, half // 2, 4), dtype=values.dtype)
    pairs_v = values.reshape(blocks, m, half // 2, 2)
    pairs_p = positions.reshape(blocks, m, half // 2, 2)
    for t in (0, 1):
        np.put_along_axis(dense, pairs_p[..., t:t + 1], pairs_v[..., t:t + 1], axis=-1)
    return dense.reshape(blocks, m, 2 * half)


def _write(wave: WaveState, reg, rows, bits, values) -> None:
    block = wave.block(reg).copy()
    operands.scatter_bits(block, rows, bits, values)
    wave.block(reg)[...] = block
    wave.mark_written(reg)


def place_values(wave: WaveState, record, values, a_reg) -> None:
    """Write the stored A values, shaped (blocks, M, K/2), from register ``a_reg`` on."""
    a_reg = _operand_reg(record, "A", a_reg)
    a_rows = isa.layout(record, "A").reshape(record.blocks, record.m, record.k, 7)
    stored = np.repeat(a_rows[:, :, 0::4], 2, axis=2).copy()  # slots 2g, 2g+1: g's pair
    stored[:, :, 1::2, 5] += record.a_type.bits               # the pair's second value
    _write(wave, a_reg, stored.reshape(-1, 7), record.a_type.bits,
           np.asarray(values).reshape(-1))


def place_index(wave: WaveState, record, positions, k_reg, *, cbsz=0, abid=0) -> None:
    """Write the index (positions 0-3, shaped (blocks, M, K/2)) into the set CBSZ/ABID
    select of VGPR ``k_reg``; the other sets keep their bits."""
    k_reg = _operand_reg(record, "K", k_reg)
    rows = isa.layout(record, "K", cbsz=cbsz, abid=abid).reshape(
        record.blocks, record.m, record.k, 7)[:, :, 0::4].reshape(-1, 7)
    pos = np.asarray(positions).reshape(-1, 2).astype(np.uint64)
    _write(wave, k_reg, rows, 4, pos[:, 0] | pos[:, 1] << np.uint64(2))


def place(wave: WaveState, record, values, positions, a_reg, k_reg, *, cbsz=0, abid=0):
    """Write stored A values and their index into registers (the selected index set)."""
    place_values(wave, record, values, a_reg)
    place_index(wave, record, positions, k_reg, cbsz=cbsz, abid=abid)


def _operand_reg(record, matrix, reg):
    from emulator.state.wavefront import operand_range
    reg = isa.registers.as_range(reg)
    if matrix == "K":
        if reg.file != "v" or reg.count != 1:
            raise isa.RegisterError(f"{record.mnemonic}: the index is one archVGPR, not {reg}")
        return reg
    return operand_range(record, matrix, reg)


def smfmac_compressed(name, values, index, b, c, *, cbsz: int = 0, abid: int = 0,
                      strict: bool = False, target=None) -> np.ndarray:
    """D = expand(values, index)·B + C for an SMFMAC, through the register file.

    ``values`` (blocks, M, K/2) the stored A values (raw bits or typed), ``index``
    (blocks, M, K/2) the position 0-3 each came from within its group of 4; ``target``: the
    GPU (a Target or its name; the default target's unless given).
    """
    target = as_target(target)
    record = _record(name, target)
    mods = isa.check_modifiers(record, cbsz, abid, 0)
    v_bits, _ = operands.to_raw(values, record.a_type, f"{record.mnemonic} A values",
                                target.format(record.a_type.value))
    b_bits, _ = operands.to_raw(b, record.b_type, f"{record.mnemonic} B",
                                target.format(record.b_type.value))
    c_bits, c_raw = operands.to_raw(c, record.cd_type, f"{record.mnemonic} C")
    one_block_2d = np.ndim(c_bits) == 2
    shape = (record.blocks, record.m, record.k // 2)
    v_bits = np.asarray(v_bits).reshape(shape) if np.size(v_bits) == np.prod(shape) else None
    positions = np.asarray(index)
    if v_bits is None or positions.size != np.prod(shape):
        raise operands.OperandError(f"{record.mnemonic}: stored values and index must be "
                                    f"shaped {shape} (blocks, M, K/2)")
    positions = positions.reshape(shape)
    if positions.dtype.kind not in "iu" or positions.min() < 0 or positions.max() > 3:
        raise SparsityError(f"{record.mnemonic}: index positions must be integers 0..3")
    if strict:
        pairs = positions.reshape(*shape[:2], -1, 2)
        same = pairs[..., 0] == pairs[..., 1]
        if same.any():
            b_, i, g = (int(x) for x in np.argwhere(same)[0])
            raise SparsityError(f"{record.mnemonic}: block {b_}, row {i}, group {g}: both "
                                f"stored values name position {int(pairs[b_, i, g, 0])}")
    b_bits = operands.shape_blocks(b_bits, record, "B")
    c_bits = operands.shape_blocks(c_bits, record, "C")

    wave = WaveState(target)
    # (A from v0, B after it, the index after B: each aligned as its operand wants)
    a_reg = make_range("v", 0, record.a_regs)
    b_first = 2 * -(-record.a_regs // 2)
    b_reg = make_range("v", b_first, record.b_regs)
    k_reg = make_range("v", b_first + record.b_regs)
    d_reg = make_range("a", 0, record.d_regs)
    place(wave, record, v_bits, positions, a_reg, k_reg, cbsz=mods.cbsz, abid=mods.abid)
    wave.write_matrix(record, "B", b_bits, b_reg)
    wave.write_matrix(record, "D", c_bits, d_reg)
    execute_mfma(wave, make_smfmac(record, d_reg, a_reg, b_reg, k_reg, mods))
    d = wave.read_matrix(record, "D", d_reg, raw=c_raw)
    return d[0] if one_block_2d else d


def smfmac(name, a_dense, b, c, *, cbsz: int = 0, abid: int = 0, target=None) -> np.ndarray:
    """D = A·B + C for an SMFMAC, from a dense A that is 4:2 sparse (compressed here);
    ``target`` as ``smfmac_compressed`` takes it."""
    target = as_target(target)
    record = _record(name, target)
    isa.check_modifiers(record, cbsz, abid, 0)
    a_bits, _ = operands.to_raw(a_dense, record.a_type, f"{record.mnemonic} A",
                                target.format(record.a_type.value))
    a_bits = operands.shape_blocks(np.asarray(a_bits), record, "A")
    values, positions = compress(record, a_bits, target)
    return smfmac_compressed(record, values, positions, b, c, cbsz=cbsz, abid=abid,
                             target=target)
