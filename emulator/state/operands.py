"""Moving logical matrix elements in and out of a register block through a layout.

A *register block* is the ``(regs, 64)`` ``uint32`` slice of a register file that one operand
spans. A layout (``isa.layout``) names, per element, the lane, register and bit field. Bits
of a w-bit element are ``(block[reg, lane] >> bit_lo) & (2^w − 1)``; a 64-bit element is the
pair ``block[reg] | block[reg + 1] << 32`` (low word first).
"""

from __future__ import annotations

import numpy as np

import isa
from isa import DType, MatrixInstruction


class OperandError(isa.IsaError):
    """Values that do not fit an operand: wrong shape, dtype or register file."""


def is_numeric(dtype: np.dtype) -> bool:
    """Booleans, integers, floats, or one of ml_dtypes' 8/16-bit formats (bfloat16, fp8)."""
    return dtype.kind in "biuf" or (dtype.kind == "V" and dtype.itemsize in (1, 2))


def gather_bits(block: np.ndarray, rows: np.ndarray, bits: int) -> np.ndarray:
    """Raw bit patterns of the elements named by layout ``rows`` (as uint64)."""
    lane, reg, lo = rows[:, 3], rows[:, 4], rows[:, 5]
    words = block[reg, lane].astype(np.uint64)
    if bits == 64:
        return words | (block[reg + 1, lane].astype(np.uint64) << np.uint64(32))
    mask = np.uint64((1 << bits) - 1)
    if 32 % bits:   # (6-bit fields: some go on into the next register)
        over = lo + bits > 32
        nxt = np.zeros_like(words)
        nxt[over] = block[reg[over] + 1, lane[over]].astype(np.uint64)
        words = words | (nxt << np.uint64(32))
    return (words >> lo.astype(np.uint64)) & mask


def scatter_bits(block: np.ndarray, rows: np.ndarray, bits: int, values: np.ndarray) -> None:
    """Write raw bit patterns ``values`` into ``block`` at the places of layout ``rows``.

    Elements that share a register differ in ``bit_lo``; each distinct ``bit_lo`` is written
    in its own pass so that no read-modify-write of a shared register is lost.
    """
    values = np.asarray(values, dtype=np.uint64)
    lane, reg, lo = rows[:, 3], rows[:, 4], rows[:, 5]
    if bits == 64:
        block[reg, lane] = (values & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        block[reg + 1, lane] = (values >> np.uint64(32)).astype(np.uint32)
        return
    if bits == 32:
        block[reg, lane] = values.astype(np.uint32)
        return
    mask = (1 << bits) - 1
    for shift in np.unique(lo):
        sel = lo == shift
        r, l = reg[sel], lane[sel]
        field = values[sel] << np.uint64(shift)    # (a 6-bit field may pass bit 31: its
        for step in (0, 1):                          #  high bits go to the next register)
            part = ((field >> np.uint64(32 * step)) & np.uint64(0xFFFFFFFF)).astype(np.uint32)
            place = ((mask << int(shift)) >> (32 * step)) & 0xFFFFFFFF
            if place:
                keep = block[r + step, l] & np.uint32(~place & 0xFFFFFFFF)
                block[r + step, l] = keep | part


def to_raw(values, dtype: DType, what: str, fmt=None) -> tuple[np.ndarray, bool]:
    """Bit patterns of ``values`` for element type ``dtype`` and whether they came as raw bits.

    Raw bits are an unsigned integer array of exactly the type's width; any other numeric
    array is taken as values and converted to the type's numpy dtype: floats with numpy's
    rounding (round to nearest even; beyond a format's range, inf — or NaN for the FNUZ
    formats); for the integer types (i8, i32) only integers that fit are accepted — no
    wrap-around, no truncation of fractions, no NaN. ``fmt``: the ``isa.formats.Format``
    the type means on the wave's target (None: gfx942's, ``dtype.format``).
    """
    fmt = fmt or dtype.format   # (its typed dtype asked only when needed: ml_dtypes' import)
    if values is None:
        raise OperandError(f"{what}: expected an array of numbers, got None")
    arr = np.asarray(values)
    if arr.dtype == dtype.raw_dtype:
        if dtype.bits < 8 and np.any(arr >> dtype.bits):   # (fp6, fp4 codes: one a byte)
            raise OperandError(f"{what}: raw {dtype} codes are below {1 << dtype.bits} "
                               f"(got {int(arr.max())})")
        return arr, True
    if arr.dtype.kind == "u" and not (dtype.is_float is False and _fits(arr, dtype)):
        raise OperandError(
            f"{what}: raw bits for {dtype} must be {dtype.raw_dtype} (got {arr.dtype}); "
            f"give values as {fmt.typed_dtype} instead")
    if arr.dtype.kind not in "biuf" and arr.dtype != fmt.typed_dtype:
        raise OperandError(f"{what}: cannot use {arr.dtype} values for a {dtype} operand "
                           f"(numbers, or {np.dtype(fmt.typed_dtype)} values: the target's "
                           f"{dtype})")
    if arr.dtype == fmt.typed_dtype:
        return arr.view(dtype.raw_dtype), False
    if not dtype.is_float and not _fits(arr, dtype):
        raise OperandError(f"{what}: {dtype} values must be integers in "
                           f"{_int_range(dtype)[0]}..{_int_range(dtype)[1]}; got "
                           f"{_first_misfit(arr, dtype)!r}")
    with np.errstate(over="ignore", invalid="ignore"):   # rounding to the format's range
        typed = arr.astype(fmt.typed_dtype)
    return typed.view(dtype.raw_dtype), False


def _int_range(dtype: DType) -> tuple[int, int]:
    return -(1 << (dtype.bits - 1)), (1 << (dtype.bits - 1)) - 1


def _fits(arr: np.ndarray, dtype: DType) -> np.ndarray:
    """Whether every value is an integer within the signed integer type ``dtype``."""
    low, high = _int_range(dtype)
    if arr.dtype.kind == "f":
        with np.errstate(invalid="ignore"):
            return bool(np.all(np.isfinite(arr) & (arr == np.round(arr))
                               & (arr >= low) & (arr <= high)))
    return bool(arr.size == 0 or (arr.min() >= low and arr.max() <= high))


def _first_misfit(arr: np.ndarray, dtype: DType):
    for value in arr.reshape(-1):
        if not _fits(np.asarray(value), dtype):
            return value.item()
    return None


def from_raw(bits: np.ndarray, dtype: DType, raw: bool, fmt=None) -> np.ndarray:
    """``bits`` as the type's raw dtype, or viewed as its typed dtype (``fmt``: the format
    the type means on the wave's target; None: gfx942's)."""
    out = np.asarray(bits).astype(dtype.raw_dtype)
    return out if raw else out.view((fmt or dtype.format).typed_dtype)


def shape_blocks(values: np.ndarray, record: MatrixInstruction, matrix: str) -> np.ndarray:
    """``values`` as (blocks, rows, cols); a 1-block instruction may omit the block axis."""
    shape = isa.matrix_shape(record, matrix)
    if values.ndim == 2 and shape[0] == 1:
        values = values[None]
    if values.shape != shape:
        expect = shape if shape[0] > 1 else f"{shape} or {shape[1:]}"
        raise OperandError(f"{record.mnemonic} {matrix}: expected shape {expect} "
                           f"(blocks, rows, cols), got {values.shape}")
    return values
