"""The register state of one gfx942 wavefront (64 lanes): ``WaveState``, what the run loop,
the semantics and the kernels act on (``emulator.Wavefront`` adds running to it).

* ``v``, ``a``: archVGPRs and accVGPRs, ``uint32`` arrays shaped (256, 64) — register, lane.
* ``s``: 106 SGPRs, ``uint32`` shaped (106,).
* ``vcc``, ``exec``: 64-bit lane masks (Python ints; EXEC starts with every lane on);
  ``scc`` (0/1), ``m0`` (32-bit), ``pc``.

Registers are addressed by LLVM names (``v4``, ``v[4:7]``, ``a[0:15]``, ``s[0:1]``, ``vcc``,
``exec_lo``…) or :class:`isa.RegRange`. :meth:`read` / :meth:`write` convert to and from typed
numpy values: 32-bit types give (count, 64); 16-bit types (count, 64, 2), low half first;
8-bit types (count, 64, 4), low byte first; 64-bit types (count/2, 64) from register pairs,
low word first. SGPR ranges drop the lane axis.
"""

from __future__ import annotations

import numpy as np

import isa
from isa import RegRange, RegisterError
from isa.targets import target_or_default
from isa.registers import (CONSTANT_SOURCES, NUM_SGPRS, NUM_TTMPS,
                           READ_ONLY, SGPR_ALIASES, as_range, make_range)

from emulator.state import notebook, operands

WAVE_SIZE = 64
ALL_LANES = (1 << WAVE_SIZE) - 1
_MASK32 = 0xFFFFFFFF


# MODE (gfx9): FP_ROUND [3:0], FP_DENORM [7:4] (3: keep denormals, for f32 and for
# f16/f64), DX10_CLAMP [8], IEEE [9], FP16_OVFL [23], GPR_IDX_EN [27]. A compute kernel's
# default: nearest-even, denormals kept, DX10 clamp and IEEE mode on.
DEFAULT_MODE = 3 << 4 | 3 << 6 | 1 << 8 | 1 << 9


class WaveState:
    """Per-lane register files and scalar state of one wavefront of ``target`` (gfx942 by
    default: its register counts, and the instruction set ``run``/``execute`` assemble)."""

    lane_shape = WAVE_SIZE   # the shape of one vector operand's values

    def __init__(self, target: "isa.Target | None" = None, *, files=None) -> None:
        """``files``: (v, a, s) arrays to hold the registers in (a batch's views), instead
        of new zeroed ones."""
        self.target = target_or_default(target)
        if files is None:
            files = (np.zeros((self.target.vgprs, WAVE_SIZE), dtype=np.uint32),
                     np.zeros((self.target.agprs, WAVE_SIZE), dtype=np.uint32),
                     np.zeros(NUM_SGPRS, dtype=np.uint32))
        self.v, self.a, self.s = files
        self.rows_by_dtype: dict = {}   # (dtype -> the VGPR rows viewed as it: typed_rows)
        self.ttmp = np.zeros(NUM_TTMPS, dtype=np.uint32)
        self._reset_scalars()
        self.pc = 0
        self._exec_mask = None
        self.memory = None          # emulator.state.memory.Memory, for global and scalar loads
        self.lds = None             # emulator.state.local_memory.Lds, the workgroup's local data share
        self.scratch = None         # emulator.state.local_memory.Scratch, each lane's private memory
        self.in_workgroup = False   # s_barrier syncs with sibling waves when True
        self.clock = 0              # what s_memtime reads (a counter, not a clock)
        # Registers written since creation, per register (strict runs read these).
        self.written = {"v": np.zeros(len(self.v), bool), "a": np.zeros(len(self.a), bool),
                        "s": np.zeros(NUM_SGPRS, bool), "ttmp": np.zeros(NUM_TTMPS, bool)}

    def _reset_scalars(self) -> None:
        """EXEC all on, VCC, SCC, M0 zero, MODE the default, VGPR indexing off."""
        self._exec = ALL_LANES
        self._vcc = 0
        self._scc = 0
        self._m0 = 0
        self.gpr_idx = False        # MODE.GPR_IDX_EN: VGPR indexing on (ops/indexing.py)
        self.mode = DEFAULT_MODE    # the MODE register (its GPR_IDX_EN bit: gpr_idx)

    # -- scalar state ---------------------------------------------------------------------
    @property
    def exec(self) -> int:
        return self._exec

    @exec.setter
    def exec(self, value) -> None:
        self._exec = _mask64("exec", value)
        self._exec_mask = None

    def exec_mask(self):
        """None when every lane is on (the fast path), else EXEC as a (64,) bool array."""
        if self._exec == ALL_LANES:
            return None
        if self._exec_mask is None:
            self._exec_mask = _lanes(self._exec)
        return self._exec_mask
    vcc = property(lambda self: self._vcc,
                   lambda self, value: setattr(self, "_vcc", _mask64("vcc", value)))
    scc = property(lambda self: self._scc,
                   lambda self, value: setattr(self, "_scc", _bit("scc", value)))
    m0 = property(lambda self: self._m0,
                  lambda self, value: setattr(self, "_m0", _word("m0", value)))

    def masks(self) -> tuple[int, int, int]:
        """(EXEC, VCC, SCC) at once (a compiled block's inputs)."""
        return self._exec, self._vcc, self._scc

    def set_masks(self, exec_: int, vcc: int, scc: int) -> None:
        """Set EXEC, VCC and SCC from values already in range (a compiled block's outputs,
        read back from its uint64 state)."""
        if exec_ != self._exec:
            self._exec = exec_
            self._exec_mask = None
        self._vcc, self._scc = vcc, scc

    def put_vcc(self, value: int) -> None:
        """VCC from a value already in range (a plain-form compare's packed lanes)."""
        self._vcc = value

    def typed_rows(self, dtype) -> list:
        """The VGPRs as a list of (64,) views typed ``dtype`` (made once per wave and
        type: the plain form of element-wise instructions, ops/plain.py)."""
        rows = self.rows_by_dtype.get(dtype)
        if rows is None:
            typed = self.v.view(dtype)
            rows = self.rows_by_dtype[dtype] = [typed[i] for i in range(len(typed))]
        return rows

    def exec_lanes(self) -> np.ndarray:
        """EXEC as a (64,) bool array, lane 0 first."""
        return _lanes(self._exec)

    def vcc_lanes(self) -> np.ndarray:
        return _lanes(self._vcc)

    # -- register blocks ------------------------------------------------------------------
    def file(self, name: str) -> np.ndarray:
        """The whole register file 'v', 'a' or 's' (a live view)."""
        try:
            return {"v": self.v, "a": self.a, "s": self.s, "ttmp": self.ttmp}[name]
        except KeyError:
            raise RegisterError(f"'{name}' is not a register file (v, a or s)") from None

    def block(self, reg: "str | RegRange") -> np.ndarray:
        """Live ``uint32`` view of a register range: (count, 64) for v/a, (count,) for s."""
        reg = as_range(reg)
        if reg.is_special:
            raise RegisterError(f"{reg} is a special register; use read()/write()")
        return self.file(reg.file)[reg.first:reg.first + reg.count]

    def read(self, reg: "str | RegRange", dtype=None):
        """A copy of a register range's contents, raw ``uint32`` or as ``dtype`` values:
        a range (``v[0:3]``, a RegRange) as (elements, 64) for v/a and (elements,) for s;
        one register named alone (``v0``, ``s3``) as (64,) lane values, or one SGPR's
        value."""
        single = isinstance(reg, str) and "[" not in reg
        reg = as_range(reg)
        if reg.is_special:
            value = self._read_special(reg.file)
            return value if dtype is None else np.asarray(value).astype(dtype)
        words = self.block(reg).copy()
        if dtype is not None:
            words = _words_to(words, _register_dtype(dtype), reg)
        return words[0] if single else words

    def write(self, reg: "str | RegRange", values, dtype=None) -> None:
        """Store ``values`` (broadcast to the range) as ``dtype`` or their own numpy dtype.

        Python floats are taken as float32 and Python ints as 32-bit words. Nothing is
        written if the values do not fit.
        """
        reg = as_range(reg)
        if reg.is_special:
            self._write_special(reg.file, values)
            return
        arr = _as_array(values, dtype)
        words = _words_from(arr, reg, self.block(reg).shape)
        self.block(reg)[...] = words
        self.mark_written(reg)

    def mark_written(self, reg: RegRange) -> None:
        if not reg.is_special:
            self.written[reg.file][reg.first:reg.first + reg.count] = True

    def is_written(self, reg: RegRange) -> bool:
        return reg.is_special or bool(self.written[reg.file][reg.first:reg.first + reg.count]
                                      .all())

    def __getitem__(self, reg: "str | RegRange"):
        return self.read(reg)

    # -- notebooks (emulator/state/notebook.py) --------------------------------------------
    def __repr__(self) -> str:
        return notebook.wave_repr(self)

    def _repr_html_(self) -> str:
        return notebook.wave_html(self)

    def view(self, reg: "str | RegRange", dtype=None) -> "notebook.RegisterView":
        """A register range's values (``read``) as a notebook shows them: a table of lanes ×
        registers; ``np.asarray(view)`` gives the values."""
        return notebook.RegisterView(str(reg), self.read(reg, dtype))

    def matrix_view(self, name, matrix: str, base: "str | RegRange", *,
                    raw: bool = False) -> "notebook.MatrixView":
        """An MFMA operand read through its layout (``read_matrix``), as a notebook shows
        it: one grid per block."""
        return notebook.MatrixView(_matrix_record(name, self.target), matrix, str(base),
                                   self.read_matrix(name, matrix, base, raw=raw))

    def __setitem__(self, reg: "str | RegRange", values) -> None:
        self.write(reg, values)

    # -- logical matrices -----------------------------------------------------------------
    def operand_block(self, name, matrix: str, base: "str | RegRange") -> np.ndarray:
        """Live view of the registers that operand ``matrix`` of instruction ``name`` spans
        when it starts at ``base`` (a first register like ``v0`` or the exact tuple)."""
        record = _matrix_record(name, self.target)
        return self.block(operand_range(record, matrix, base))

    def write_matrix(self, name, matrix: str, values, base: "str | RegRange") -> None:
        """Place whole logical matrices, shaped (blocks, rows, cols), through the layout.

        ``values`` are raw bit patterns (the type's unsigned dtype) or typed values. Each
        block's own values are stored; CBSZ/ABID/BLGP act only when an instruction runs.
        """
        record = _matrix_record(name, self.target)
        _dense_operand(record, matrix)
        dtype = isa.operand_type(record, matrix)
        bits, _ = operands.to_raw(values, dtype, f"{record.mnemonic} {matrix}",
                                  self.target.format(dtype.value))
        bits = operands.shape_blocks(bits, record, matrix)
        rows = isa.layout(record, matrix)
        reg = operand_range(record, matrix, base)
        block = self.block(reg)
        staged = block.copy()
        operands.scatter_bits(staged, rows, dtype.bits, bits.reshape(-1))
        block[...] = staged
        self.mark_written(reg)

    def read_matrix(self, name, matrix: str, base: "str | RegRange", *,
                    raw: bool = False) -> np.ndarray:
        """Fetch logical matrices (blocks, rows, cols) through the layout, typed or raw."""
        record = _matrix_record(name, self.target)
        _dense_operand(record, matrix)
        dtype = isa.operand_type(record, matrix)
        rows = isa.layout(record, matrix)
        bits = operands.gather_bits(self.operand_block(record, matrix, base), rows, dtype.bits)
        return operands.from_raw(bits, dtype, raw, self.target.format(dtype.value)).reshape(
            isa.matrix_shape(record, matrix))

    # -- special registers ----------------------------------------------------------------
    def _read_special(self, name: str) -> int:
        if name in ("vcc", "exec", "scc", "m0"):
            return getattr(self, name)
        if name in CONSTANT_SOURCES:
            return CONSTANT_SOURCES[name]
        pair, half = _halves(name)
        if pair in SGPR_ALIASES:   # flat_scratch, xnack_mask: an SGPR pair's storage
            first = SGPR_ALIASES[pair]
            lo, hi = int(self.s[first]), int(self.s[first + 1])
            return {"": lo | hi << 32, "lo": lo, "hi": hi}[half]
        if name in ("src_vccz", "src_execz"):
            return int((self._vcc if name == "src_vccz" else self._exec) == 0)
        full, half = _halves(name)
        value = getattr(self, full)
        return value & _MASK32 if half == "lo" else value >> 32

    def _write_special(self, name: str, value) -> None:
        if name in READ_ONLY and name != "scc":
            raise RegisterError(f"{name} is a read-only source")
        pair, half = _halves(name)
        if pair in SGPR_ALIASES:
            first = SGPR_ALIASES[pair]
            value = _mask64(name, value) if not half else _word(name, value)
            if half in ("", "lo"):
                self.s[first] = value & _MASK32
            if half == "":
                self.s[first + 1] = value >> 32
            elif half == "hi":
                self.s[first + 1] = value
            return
        if name in ("vcc", "exec", "scc", "m0"):
            setattr(self, name, value)
            return
        full, half = _halves(name)
        word = _word(name, value)
        old = getattr(self, full)
        new = (old & ~_MASK32 | word) if half == "lo" else (old & _MASK32 | word << 32)
        setattr(self, full, new & ALL_LANES)


def operand_range(record: isa.MatrixInstruction, matrix: str,
                  base: "str | RegRange") -> RegRange:
    """The register tuple of an operand that starts at ``base`` (or is exactly ``base``)."""
    reg = as_range(base)
    count = isa.operand_regs(record, matrix)
    if reg.file not in ("v", "a"):
        raise RegisterError(f"{record.mnemonic} {matrix}: operand must be in archVGPRs (v) or "
                            f"accVGPRs (a), not {reg}")
    if reg.count not in (1, count):
        raise RegisterError(f"{record.mnemonic} {matrix}: operand spans {count} registers, "
                            f"but {reg} has {reg.count}")
    return make_range(reg.file, reg.first, count)


def _dense_operand(record: isa.MatrixInstruction, matrix: str) -> None:
    if record.sparse and str(matrix).upper() in ("A", "K"):
        raise isa.IsaError(f"{record.mnemonic}: the sparse A and its index are placed with "
                           "emulator.api.sparse.place (compressed values and positions)")


def _matrix_record(name, target) -> isa.MatrixInstruction:
    """The matrix record ``name`` names on the wave's ``target`` (a record passes)."""
    return name if isinstance(name, isa.MatrixInstruction) else target.lookup_matrix(name)


def _halves(name: str) -> tuple[str, str]:
    """``("flat_scratch", "lo")`` of ``flat_scratch_lo``; ``(name, "")`` of a whole register."""
    if name.endswith(("_lo", "_hi")):
        return name[:-3], name[-2:]
    return name, ""


def _lanes(mask: int) -> np.ndarray:
    as_bytes = np.array([mask], dtype="<u8").view(np.uint8)
    return np.unpackbits(as_bytes, bitorder="little").astype(bool)


def _int(name: str, value) -> int:
    if isinstance(value, (bool, np.bool_)):
        return int(value)
    if isinstance(value, (int, np.integer)):
        return int(value)
    raise RegisterError(f"{name} takes an integer, not {value!r}")


def _mask64(name: str, value) -> int:
    value = _int(name, value)
    if not 0 <= value <= ALL_LANES:
        raise RegisterError(f"{name} is a 64-bit lane mask; {value:#x} does not fit")
    return value


def _word(name: str, value) -> int:
    value = _int(name, value)
    if not -(1 << 31) <= value <= _MASK32:
        raise RegisterError(f"{name} is 32 bits wide; {value:#x} does not fit")
    return value & _MASK32


def _bit(name: str, value) -> int:
    value = _int(name, value)
    if value not in (0, 1):
        raise RegisterError(f"{name} is one bit; got {value}")
    return value


def _register_dtype(dtype) -> np.dtype:
    """``dtype`` as a numpy dtype registers can hold: numbers of 1, 2, 4 or 8 bytes."""
    try:
        dt = np.dtype(dtype)
    except TypeError:
        raise RegisterError(f"dtype {dtype!r} is not a numpy dtype") from None
    if not operands.is_numeric(dt) or dt.itemsize not in (1, 2, 4, 8):
        raise RegisterError(f"registers cannot be read as {dt} (numbers of 1, 2, 4 or 8 bytes "
                            "only: an integer, float, bool or ml_dtypes type)")
    return dt


def _as_array(values, dtype) -> np.ndarray:
    """Values as a numpy array; plain Python numbers become float32 or 32-bit words."""
    arr = np.asarray(values)
    if not operands.is_numeric(arr.dtype):
        raise RegisterError(f"cannot store {arr.dtype} values in registers (numbers only: "
                            "a numpy array or Python numbers)")
    if dtype is not None:
        return arr.astype(_register_dtype(dtype))
    if isinstance(values, (np.ndarray, np.generic)):
        return arr
    if arr.dtype.kind == "f":
        return arr.astype(np.float32)
    if arr.dtype.kind in "iu":
        if arr.size and (arr.min() < -(1 << 31) or arr.max() > _MASK32):
            raise RegisterError("integer values must fit in 32 bits")
        return (arr.astype(np.int64) & _MASK32).astype(np.uint32)
    return arr


def _element_shape(itemsize: int, reg: RegRange, shape: tuple) -> tuple:
    """Shape of typed values for a register block of ``shape`` and an element size."""
    if itemsize == 4:
        return shape
    if itemsize == 8:
        if reg.count % 2:
            raise RegisterError(f"64-bit values need an even number of registers; {reg} has "
                                f"{reg.count}")
        return (shape[0] // 2,) + shape[1:]
    if itemsize in (1, 2):
        return shape + (4 // itemsize,)
    raise RegisterError(f"unsupported element size {itemsize} bytes")


def _words_to(words: np.ndarray, dtype: np.dtype, reg: RegRange) -> np.ndarray:
    shape = _element_shape(dtype.itemsize, reg, words.shape)
    if dtype.itemsize == 8:
        pairs = words.reshape((shape[0], 2) + words.shape[1:]).astype(np.uint64)
        return (pairs[:, 0] | pairs[:, 1] << np.uint64(32)).view(dtype)
    if dtype.itemsize == 4:
        return words.view(dtype)
    # Lane-major bytes of each word, little-endian: low half / low byte first.
    return np.ascontiguousarray(words).view(dtype).reshape(shape)


def _words_from(arr: np.ndarray, reg: RegRange, shape: tuple) -> np.ndarray:
    if arr.dtype == np.bool_:
        arr = arr.astype(np.uint32)
    target = _element_shape(arr.dtype.itemsize, reg, shape)
    try:
        arr = np.broadcast_to(arr, target)
    except ValueError:
        raise RegisterError(f"cannot store values shaped {arr.shape} as {arr.dtype} in {reg} "
                            f"(expected {target})") from None
    arr = np.ascontiguousarray(arr)
    if arr.dtype.itemsize == 8:
        bits = arr.view(np.uint64)
        words = np.empty((target[0], 2) + target[1:], dtype=np.uint32)
        words[:, 0] = (bits & np.uint64(_MASK32)).astype(np.uint32)
        words[:, 1] = (bits >> np.uint64(32)).astype(np.uint32)
        return words.reshape(shape)
    return arr.view(np.uint32).reshape(shape)
