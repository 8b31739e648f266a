"""Operand access shared by the semantics: readers and writers built once per instruction.

Vector values are ``uint32`` (or ``uint64`` for 64-bit operands) arrays of 64 lanes (of
``wave.lane_shape``: (waves, 64) for a batch's wide step, emulator/execution/batch.py; an
inline constant stays (64,) and broadcasts); scalar values are Python ints. A VALU result
is written only to the lanes EXEC enables.
"""

from __future__ import annotations

import sys

import numpy as np

from isa.operand_parsing import PAIR_TYPES
from isa.special_operands import Src
from isa.registers import (CONSTANT_SOURCES, SCALAR_FILES, SPECIAL, RegRange, constant_source,
                           scalar_dwords)

MASK32 = 0xFFFFFFFF
MASK64 = (1 << 64) - 1
# Special registers that are attributes of a wave (WaveState; VCC and EXEC of a batch's
# WideWave too): read and written directly.
DIRECT = frozenset({"vcc", "exec", "scc", "m0"})
LANES = np.arange(64)
_SIGN = {"f32": 0x80000000, "f16": 0x8000, "bf16": 0x8000, "b64": 1 << 63, "f64": 1 << 63}


def _special(wave, name):
    return wave.read(name)


def vector_reader(src: Src, kind: str, packed: bool = False):
    """``read(wave) -> array(64)`` for a VALU source of type ``kind`` (b32 f32 f16 b64 f64,
    and v2f32/v2b32: a packed pair); ``packed``: a 16-bit kind holds two halves, and a
    constant is read as one (``Src.packed_bits``)."""
    pair = kind in PAIR_TYPES
    dtype = np.uint64 if pair else np.uint32
    if not src.is_reg:
        const = np.full(64, src.packed_bits(kind) if packed else src.bits(kind), dtype=dtype)
        read = lambda wave: const  # noqa: E731
    else:
        reg = src.reg
        if reg.file in ("v", "a"):
            file, first = reg.file, reg.first
            if pair:
                read = lambda wave: join64(getattr(wave, file), first)  # noqa: E731
            else:
                read = lambda wave: getattr(wave, file)[first]  # noqa: E731
        elif reg.file in SCALAR_FILES:
            file, first = reg.file, reg.first
            # (np.full to the wave's lane shape: a batch's SGPR row is one value per wave)
            if pair:
                read = lambda wave: np.full(wave.lane_shape,  # noqa: E731
                                            sgpr_pair(getattr(wave, file), first))
            else:
                read = lambda wave: np.full(wave.lane_shape,  # noqa: E731
                                            getattr(wave, file)[first], dtype=np.uint32)
        elif reg.file in CONSTANT_SOURCES:
            value = dtype(constant_source(reg.file, 64 if pair else 32))
            read = lambda wave: np.full(wave.lane_shape, value)  # noqa: E731
        else:
            name = reg.file
            read = lambda wave: np.full(wave.lane_shape, wave.read(name)  # noqa: E731
                                        & (MASK64 if pair else MASK32), dtype=dtype)
    if src.abs or src.neg:
        sign = dtype(_SIGN.get(kind, 0x80000000))
        base, absval, neg = read, src.abs, src.neg

        def read(wave):
            bits = base(wave)
            if absval:
                bits = bits & ~sign
            return bits ^ sign if neg else bits
    return read


def scalar_reader(src: Src, kind: str = "b32"):
    """``read(wave) -> int`` for a scalar source (SGPR, special register or constant)."""
    pair = kind in PAIR_TYPES
    if not src.is_reg:
        value = src.bits(kind)
        return lambda wave: value
    reg = src.reg
    if reg.file in SCALAR_FILES:
        file, first = reg.file, reg.first
        if pair:
            return lambda wave: (int(getattr(wave, file)[first])
                                 | int(getattr(wave, file)[first + 1]) << 32)
        return lambda wave: int(getattr(wave, file)[first])
    name = reg.file
    if name in DIRECT:   # (the wave's own attribute: no name to parse per read)
        return lambda wave: getattr(wave, name)
    if name in CONSTANT_SOURCES:
        value = constant_source(name, 64 if pair else 32)
        return lambda wave: value
    return lambda wave: wave.read(name)


def scalar_writer(reg: RegRange):
    """``write(wave, int)`` for an SGPR (pair) or a special register."""
    if reg.file in SCALAR_FILES:
        file, first = reg.file, reg.first
        if reg.count == 2:
            def write(wave, value):
                f = getattr(wave, file)
                f[first] = value & MASK32
                f[first + 1] = (value >> 32) & MASK32
            return write
        return lambda wave, value: getattr(wave, file).__setitem__(first, value & MASK32)
    name = reg.file
    width = MASK64 if SPECIAL[name] == 64 else MASK32
    if name in DIRECT:
        return lambda wave, value: setattr(wave, name, value & width)
    return lambda wave, value: wave.write(name, value & width)


def scalar_words_reader(reg: RegRange):
    """``read(wave) -> uint32 array`` of the dwords of scalar storage ``reg`` names: an SGPR
    or TTMP tuple, or a special register (isa.registers.SCALAR_STORAGE: vcc is its two
    dwords, low first) — a memory instruction's base, resource or data."""
    if reg.file in SCALAR_FILES:
        file, low, high = reg.file, reg.first, reg.first + reg.count
        return lambda wave: getattr(wave, file)[low:high]
    name, count = reg.file, scalar_dwords(reg)

    def read(wave):
        value = int(wave.read(name))
        return np.array([(value >> (32 * i)) & MASK32 for i in range(count)], np.uint32)
    return read


def scalar_words_writer(reg: RegRange, count: int | None = None):
    """``write(wave, words)``: the dwords into scalar storage ``reg`` names (as
    scalar_words_reader reads them); ``count``: only its first ``count`` dwords (an atomic's
    returned value in its data's first half: vcc's is vcc_lo)."""
    count = scalar_dwords(reg) if count is None else count
    if reg.file in SCALAR_FILES:
        file, low, high = reg.file, reg.first, reg.first + count

        def write(wave, words):
            getattr(wave, file)[low:high] = words
        return write
    if count < scalar_dwords(reg):
        reg = RegRange(f"{reg.file}_lo")
    whole = scalar_writer(reg)
    return lambda wave, words: whole(wave, sum(int(w) << (32 * i) for i, w in
                                               enumerate(words)))


def vector_writer(reg: RegRange, pair: bool = False):
    """``write(wave, array)`` of a VALU result into v/a registers under EXEC."""
    file, first = reg.file, reg.first

    def write(wave, values):
        f = getattr(wave, file)
        mask = wave.exec_mask()
        if pair:
            lo, hi = split64(values)
            if mask is None:
                f[first], f[first + 1] = lo, hi
            else:
                np.copyto(f[first], lo, where=mask)
                np.copyto(f[first + 1], hi, where=mask)
            return
        values = np.asarray(values).astype(np.uint32, copy=False)
        if mask is None:
            f[first] = values
        else:
            np.copyto(f[first], values, where=mask)
    return write


def join64(file: np.ndarray, first: int) -> np.ndarray:
    """Registers ``first`` (low word) and ``first + 1`` (high word) as uint64 lanes."""
    low = file[first]
    out = np.empty(low.shape, dtype=np.uint64)
    if _LITTLE:   # (the words copied into place: cheaper than shifting and or-ing)
        words = out.view(np.uint32)
        words[..., 0::2], words[..., 1::2] = low, file[first + 1]
        return out
    return low.astype(np.uint64) | file[first + 1].astype(np.uint64) << np.uint64(32)


def split64(values) -> tuple[np.ndarray, np.ndarray]:
    """uint64 lanes as their (low, high) uint32 words (views where the layout allows)."""
    values = np.ascontiguousarray(values, dtype=np.uint64)
    if _LITTLE:
        words = values.view(np.uint32)
        return words[..., 0::2], words[..., 1::2]
    return ((values & np.uint64(MASK32)).astype(np.uint32),
            (values >> np.uint64(32)).astype(np.uint32))


_LITTLE = sys.byteorder == "little"


def lanes_to_mask(bits: np.ndarray):
    """A (64,) bool array as a 64-bit lane mask (an int); a batch's (waves, 64) as one mask
    per wave (a (waves,) uint64 array)."""
    if bits.ndim == 1:
        return int.from_bytes(np.packbits(bits, bitorder="little").tobytes(), "little")
    return np.packbits(bits, axis=-1, bitorder="little").view("<u8")[:, 0]


_SHIFTS = np.arange(64, dtype=np.uint64)


def mask_reader(src: Src):
    """``read(wave)`` of a 64-bit lane-mask source (an SGPR pair, VCC, EXEC or a constant):
    a uint64 scalar, or (waves, 1) in a batch's wide step."""
    if not src.is_reg:
        value = np.uint64(src.bits("b64"))
        return lambda wave: value
    reg = src.reg
    if reg.file in SCALAR_FILES:
        file, first = reg.file, reg.first
        return lambda wave: sgpr_pair(getattr(wave, file), first)
    name = reg.file
    if name in DIRECT:
        return lambda wave: np.asarray(getattr(wave, name), dtype=np.uint64)
    if name in CONSTANT_SOURCES:
        value = np.uint64(constant_source(name, 64))
        return lambda wave: value
    return lambda wave: np.asarray(wave.read(name), dtype=np.uint64)


def sgpr_pair(file, first: int):
    """SGPRs ``first`` (low word) and ``first + 1`` as one uint64: a scalar, or (waves, 1)
    in a batch's wide step."""
    return file[first].astype(np.uint64) | file[first + 1].astype(np.uint64) << np.uint64(32)


def mask_lanes(mask) -> np.ndarray:
    """The lanes a 64-bit mask (or one per wave, (waves, 1)) enables: bool, lane 0 first."""
    return (np.asarray(mask, dtype=np.uint64) >> _SHIFTS) & np.uint64(1) != 0
