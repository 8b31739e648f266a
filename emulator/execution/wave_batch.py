"""The register state of many waves at once: ``WaveBatch`` keeps v, a (waves, registers,
64) and s (waves, 106) with EXEC, VCC, SCC, M0, MODE and GPR_IDX_EN one value per wave;
``BatchedWave`` is one row seen as a wave (made when first asked for); ``WideWave`` is a
group of rows seen as one wave of (waves, 64) lanes, for instructions that run wide
(emulator/execution/batch.py schedules them; wide.py says which)."""

from __future__ import annotations

import numpy as np

from isa import IsaError
from isa.assembler import GPR_INDEXED
from isa.effects import effects
from isa.registers import NUM_SGPRS

from emulator.execution.ops.access import mask_lanes
from emulator.execution.runtime import program_state
from emulator.state.wavefront import ALL_LANES, DEFAULT_MODE, WAVE_SIZE, WaveState


def _per_wave(name: str):
    """A WaveState attribute stored in the batch's array ``name`` at the wave's row."""
    def get(self):
        return int(getattr(self._batch, name)[self._row])

    def put(self, value):
        getattr(self._batch, name)[self._row] = value
        if name == "exec":
            self._batch.exec_version += 1
        elif name in ("mode", "gpr_idx"):
            self._batch.mode_version += 1
    return property(get, put)


class BatchedWave(WaveState):
    """Wave ``row`` of a batch: its register files are views of the batch's arrays."""

    _exec = _per_wave("exec")
    _vcc = _per_wave("vcc")
    _scc = _per_wave("scc")
    _m0 = _per_wave("m0")
    mode = _per_wave("mode")
    gpr_idx = _per_wave("gpr_idx")

    tag = 0   # the workgroup's linear id (logged atomics carry it)

    def __init__(self, batch: "WaveBatch", row: int, target) -> None:
        self._batch, self._row = batch, row
        super().__init__(target, files=(batch.v[row], batch.a[row], batch.s[row]))

    def _reset_scalars(self) -> None:
        """(EXEC, VCC, SCC, M0, MODE, GPR_IDX_EN are the batch's row: a wave made mid-run
        keeps what it holds)"""

    def exec_mask(self):
        value = self._batch.exec[self._row]
        return None if value == ALL_LANES else self.exec_lanes()


class _Waves:
    """A batch's waves as ``BatchedWave`` objects, each made when it is first asked for:
    wide steps and compiled blocks work on the batch's arrays, so most of a launch's waves
    are never asked for (making 256 cost a few ms). A new wave gets ``batch.prepare(wave,
    row)`` (a launch's memory, LDS, scratch, workgroup tag)."""

    def __init__(self, batch: "WaveBatch", target) -> None:
        self._batch, self._target = batch, target
        self._made: list = [None] * batch.count

    def __len__(self) -> int:
        return len(self._made)

    def __iter__(self):
        return (self[row] for row in range(len(self._made)))

    def __getitem__(self, row):
        if isinstance(row, slice):
            return [self[r] for r in range(*row.indices(len(self._made)))]
        wave = self._made[row]
        if wave is None:
            wave = self._made[row] = BatchedWave(self._batch, row, self._target)
            if self._batch.prepare is not None:
                self._batch.prepare(wave, row)
        return wave


def register_rows(program, target, options=None) -> tuple[int, int]:
    """How many VGPRs and AGPRs a batch running ``program`` holds per wave: one past the
    highest each instruction names (v0 at least: the ABI's work-item ids), or the whole
    files when an instruction picks its registers at run time (M0-relative moves, VGPRs
    indexed after ``s_set_gpr_idx_on``). Fewer rows: less memory, and the pages the waves
    touch lie together. (Found once per program and target in the runtime of ``options``.)"""
    return program_state(program, options).derive(("register rows", target),
                                                  lambda: _register_rows(program, target))


def _register_rows(program, target) -> tuple[int, int]:
    rows = {"v": 1, "a": 0}
    for inst in program.instructions:
        spec = inst.spec
        if inst.anchor == GPR_INDEXED or getattr(spec, "relative", ""):
            return target.vgprs, target.agprs
        for reg in (reg for regs in effects(inst) for reg in regs):
            if reg.file in rows:
                rows[reg.file] = max(rows[reg.file], reg.first + reg.count)
    return min(rows["v"], target.vgprs), min(rows["a"], target.agprs)


class WaveBatch:
    """The register state of ``count`` waves of ``target``, ``rows`` (VGPRs, AGPRs) per
    wave (``register_rows``; the whole files by default)."""

    def __init__(self, count: int, target, rows: tuple[int, int] | None = None) -> None:
        self.count = count
        self.target = target
        vgprs, agprs = rows or (target.vgprs, target.agprs)
        self.v = np.zeros((count, vgprs, WAVE_SIZE), dtype=np.uint32)
        self.a = np.zeros((count, agprs, WAVE_SIZE), dtype=np.uint32)
        self.s = np.zeros((count, NUM_SGPRS), dtype=np.uint32)
        self.exec = np.full(count, ALL_LANES, dtype=np.uint64)
        self.vcc = np.zeros(count, dtype=np.uint64)
        self.scc = np.zeros(count, dtype=np.uint8)
        self.m0 = np.zeros(count, dtype=np.uint32)
        self.mode = np.full(count, DEFAULT_MODE, dtype=np.uint32)
        self.gpr_idx = np.zeros(count, dtype=np.uint8)
        self.exec_version = 0      # bumped on every EXEC write (WideWave caches its mask)
        self.mode_version = 0      # bumped on every MODE or GPR_IDX_EN write (likewise)
        self.per_group = 1         # waves per workgroup (consecutive rows)
        self.lds_rows = None       # the workgroups' LDS (emulator.state.local_memory.LdsRows)
        self.scratch_rows = None   # the waves' scratch (local_memory.ScratchRows), if any
        self.prepare = None        # what a wave gets when it is made (_Waves)
        self.waves = _Waves(self, target)
        self._wide: dict = {}

    def release(self) -> None:
        """Drop what refers back to the batch (its waves, wide views, the launch's
        ``prepare``), so that a finished batch is freed when the last reference to it goes
        rather than by a cyclic collection (which, run as each batch of a launch ends,
        walked every wave made: about a third of a short kernel's launch)."""
        self.waves = None
        self._wide.clear()
        self.prepare = None

    def wide(self, first: int, end: int, step: int = 1) -> "WideWave":
        view = self._wide.get((first, end, step))
        if view is None:
            view = self._wide[first, end, step] = WideWave(self, first, end, step)
        return view


class _WideSgprs:
    """A group's SGPRs: ``s[i]`` is (waves, 1) (it broadcasts along each wave's lanes);
    ``s[i] = x`` takes one value or one per wave."""

    def __init__(self, rows: np.ndarray) -> None:
        self._rows = rows   # (waves, 106)

    def __getitem__(self, index):
        if not isinstance(index, (int, np.integer)):
            raise IsaError("a batch's wide step reads single SGPRs")
        return self._rows[:, index, None]

    def __setitem__(self, index, value) -> None:
        if not isinstance(index, (int, np.integer)):
            raise IsaError("a batch's wide step writes single SGPRs")
        self._rows[:, index] = np.reshape(value, -1) if np.ndim(value) else value


class WideWave:
    """Waves ``first..end-1`` of a batch (every ``step``-th: a workgroup's first waves, say)
    as one wave of (waves, 64) lanes: ``v``/``a`` shaped (registers, waves, 64), ``s[i]``
    (waves, 1), EXEC as a (waves, 64) mask; VCC, EXEC (and lane masks written to SGPRs)
    one 64-bit value per wave — views of the batch's arrays (a step is a view too). MODE is
    the first wave's (the scheduler runs a group wide only when its waves' MODE agree)."""

    _exec = None   # (not one wave's EXEC: the plain form of ops/plain.py never applies)
    wide = True    # (waves run together: ops/memory.py flat_space, ops/atomics.py)

    def __init__(self, batch: WaveBatch, first: int, end: int, step: int = 1) -> None:
        self.batch, self.first, self.end, self.step = batch, first, end, step
        self.rows = rows = slice(first, end, step)
        self.v = batch.v[rows].transpose(1, 0, 2)
        self.a = batch.a[rows].transpose(1, 0, 2)
        self.s = _WideSgprs(batch.s[rows])
        self.lane_shape = (len(range(first, end, step)), WAVE_SIZE)
        lead = batch.waves[first]
        self.memory, self.target = lead.memory, lead.target
        self._mask = (-1, None)
        self._plain = (-1, False)
        self._lds = None

    def tags(self) -> list[int]:
        """Each wave's tag (its workgroup's: logged atomics carry it)."""
        return [self.batch.waves[row].tag for row in range(self.first, self.end, self.step)]

    def plain(self) -> bool:
        """Whether the group's waves share one MODE and none indexes VGPRs (then a VALU
        instruction can run wide)."""
        version, plain = self._plain
        if version != self.batch.mode_version:
            batch, rows = self.batch, self.rows
            mode = batch.mode[rows]
            plain = bool((mode == mode[0]).all()) and not batch.gpr_idx[rows].any()
            self._plain = (batch.mode_version, plain)
        return plain

    @property
    def lds(self):
        """The LDS of each wave's workgroup (None when the batch has none)."""
        if self._lds is None and self.batch.lds_rows is not None:
            groups = np.arange(self.first, self.end, self.step) // self.batch.per_group
            self._lds = self.batch.lds_rows.lanes(groups)
        return self._lds

    @property
    def m0(self) -> np.ndarray:
        """Each wave's M0, (waves, 1) int64 (read only: what a load into LDS reads)."""
        return self.batch.m0[self.rows, None].astype(np.int64)

    @property
    def scratch(self):
        """The waves' scratch, each lane its own (None when the batch has none)."""
        rows = self.batch.scratch_rows
        return rows.lanes(self.rows) if rows is not None else None

    @property
    def mode(self) -> int:
        return int(self.batch.mode[self.first])

    @property
    def vcc(self) -> np.ndarray:
        return self.batch.vcc[self.rows, None]

    @vcc.setter
    def vcc(self, value) -> None:
        self.batch.vcc[self.rows] = np.reshape(value, -1) if np.ndim(value) \
            else value

    @property
    def exec(self) -> np.ndarray:
        return self.batch.exec[self.rows, None]

    @exec.setter
    def exec(self, value) -> None:
        self.batch.exec[self.rows] = np.reshape(value, -1) if np.ndim(value) \
            else value
        self.batch.exec_version += 1

    def read(self, name: str) -> np.ndarray:
        """VCC or EXEC, (waves, 1) (the other special registers are read wave by wave)."""
        if name not in ("vcc", "exec"):
            raise IsaError(f"a batch's wide step does not read {name}")
        return getattr(self, name)

    def write(self, name: str, value) -> None:
        if name not in ("vcc", "exec"):
            raise IsaError(f"a batch's wide step does not write {name}")
        setattr(self, name, value)

    def vcc_lanes(self) -> np.ndarray:
        return mask_lanes(self.vcc)

    def exec_mask(self):
        """None when every lane of every wave is on, else a (waves, 64) bool array."""
        version, mask = self._mask
        if version != self.batch.exec_version:
            words = self.batch.exec[self.rows]
            mask = None if (words == ALL_LANES).all() else np.unpackbits(
                np.ascontiguousarray(words).view(np.uint8), bitorder="little").view(
                    bool).reshape(self.lane_shape)
            self._mask = (self.batch.exec_version, mask)
        return mask


