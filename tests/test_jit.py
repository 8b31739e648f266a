"""Jitted code run before it is compiled (emulator/jit): plain twins equal their compiled
forms on every kernel family, a call's description is the signature numba gives it, the
rule of entry.py (plain, then live; children and markers), numba's cache kept fresh, and a
small run that never imports numba."""

from __future__ import annotations

import contextlib
import copy
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

import emulator
import isa
from emulator import jit
from emulator.execution.wave_batch import WaveBatch
from emulator.execution.mfma.execute import execute_mfma_batch
from emulator.jit.entry import Compiler
from emulator.jit.plain import JITTED, Twins
from emulator.jit.signatures import Undescribable, describe_call, numba_types

from .helpers import ROOT, operands, same_bits

KERNELS = jit.module("emulator.execution.mfma.kernels")


@contextlib.contextmanager
def recording(entry):
    """Every call of ``entry`` meanwhile, its arguments copied before it ran: the entry
    runs plain meanwhile (a compiler of its own that never goes live)."""
    calls = []
    saved = entry.fast, entry.plain, entry.compiler, entry.plain_seconds
    plain = entry.plain

    def record(*args):
        calls.append(copy.deepcopy(args))
        return plain(*args)
    entry.fast, entry.plain = None, record
    entry.compiler = Compiler(plain_budget=float("inf"), background=False)
    try:
        yield calls
    finally:
        entry.fast, entry.plain, entry.compiler, entry.plain_seconds = saved


def _both(entry, args):
    """(what the plain twin left in the arguments, what the dispatcher left)."""
    plain, compiled = copy.deepcopy(args), copy.deepcopy(args)
    with np.errstate(all="ignore"):
        r1 = entry.compiler.twins.module(entry.module).__dict__[entry.name](*plain)
    r2 = entry.dispatcher(*compiled)
    return (plain, r1), (compiled, r2)


def _assert_same(a, b):
    (args1, r1), (args2, r2) = a, b
    for x, y in zip(args1, args2):
        if isinstance(x, np.ndarray):
            assert np.array_equal(x, y)
    if isinstance(r1, np.ndarray):
        assert np.array_equal(r1, r2)
    else:
        assert r1 == r2


# One instruction per arithmetic family and group size (every kernel the dense MFMAs use);
# the exhaustive run takes every dense instruction.
_FAMILY_SAMPLES = ["v_mfma_f32_16x16x16_f16", "v_mfma_f32_4x4x4_16b_bf16",
                   "v_mfma_f32_16x16x8_xf32", "v_mfma_f32_32x32x16_fp8_bf8",
                   "v_mfma_i32_16x16x32_i8", "v_mfma_f32_4x4x1_16b_f32",
                   "v_mfma_f64_16x16x4_f64"]
_KERNEL = {"fused": "fused_kernel", "fp8": "fused_kernel", "int8": "int8_kernel",
           "fma32": "fma32_kernel", "fma64": "fma64_kernel"}


def _dense_params():
    picked = [pytest.param(isa.lookup(n), id=n) for n in _FAMILY_SAMPLES]
    rest = [pytest.param(r, id=r.mnemonic, marks=pytest.mark.exhaustive)
            for r in isa.DENSE if r.mnemonic not in _FAMILY_SAMPLES]
    return picked + rest


@pytest.mark.parametrize("record", _dense_params())
@pytest.mark.parametrize("profile", ["normal", "special"])
def test_plain_twin_of_each_mfma_kernel_equals_its_compiled_form(record, profile):
    entry = getattr(KERNELS, _KERNEL[record.algorithm])
    a, b, c = operands(record, np.random.default_rng(record.opcode), profile)
    with recording(entry) as calls:
        emulator.mfma(record.mnemonic, a, b, c)
    assert len(calls) == 1
    plain, compiled = _both(entry, calls[0])
    assert np.array_equal(plain[0][3], compiled[0][3])


@pytest.mark.parametrize("name", ["v_mfma_f32_16x16x16_f16", "v_mfma_i32_16x16x32_i8",
                                  "v_mfma_f32_4x4x1_16b_f32", "v_mfma_f64_4x4x4_4b_f64"])
def test_plain_twin_of_each_batch_kernel_equals_its_compiled_form(name):
    """The batch kernels (a wave a call while plain: execute.run_batch) over 3 waves, one
    of them with C from a constant."""
    record = isa.lookup(name)
    entry = getattr(KERNELS, _KERNEL[record.algorithm])
    batch = WaveBatch(3, isa.GFX942)
    rng = np.random.default_rng(5)
    for files in (batch.v, batch.a):
        files[...] = rng.integers(0, 1 << 32, files.shape, dtype=np.uint64).astype(np.uint32)
    batch.v[:, :40] = rng.standard_normal((3, 40, 64)).astype(np.float32).view(np.uint32)
    d = f"a[0:{record.d_regs - 1}]" if record.d_regs > 1 else "a0"
    src = lambda first, n: f"v{first}" if n == 1 else f"v[{first}:{first + n - 1}]"  # noqa
    for c in (d, "1.0"):
        line = f"{name} {d}, {src(0, record.a_regs)}, {src(8, record.b_regs)}, {c}"
        op = isa.assemble(line + "\n", "t.s").instructions[0].mfma
        with recording(entry) as calls:
            execute_mfma_batch(batch, 0, 3, op)
        assert len(calls) == 3   # (not live: one wave a call)
        plain, compiled = _both(entry, calls[1])
        assert np.array_equal(plain[0][3], compiled[0][3])
        whole = (*calls[0][:4], 0, 3, *calls[0][6:])   # (all three waves in one call)
        plain, compiled = _both(entry, whole)
        assert np.array_equal(plain[0][3], compiled[0][3])


@pytest.mark.parametrize("name", ["v_mfma_f32_16x16x8_xf32", "v_mfma_f32_32x32x8_f16",
                                  "v_mfma_f32_16x16x16_bf16", "v_mfma_f32_16x16x32_fp8_fp8"])
def test_a_fused_batch_kernels_waves_share_its_workspace_as_if_each_ran_alone(name):
    """``fused_kernel`` makes its arrays once for all the waves of a call
    (``fused_workspace``): a wave on the special path, one of tiny values (the 64-bit
    lanes), one of huge values (the checks) and ordinary ones between them, in one call,
    plain and compiled, leave every wave's D as each wave in a call of its own does."""
    record = isa.lookup(name)
    entry = KERNELS.fused_kernel
    waves = 6
    batch = WaveBatch(waves, isa.GFX942)
    rng = np.random.default_rng(11)
    dtype = record.a_type.typed_dtype
    for row, scale in enumerate((1.0, "special", 1.0, 2.0 ** -60, 1.0, 2.0 ** 60)):
        words = (rng.standard_normal((16, 64 * 4 // np.dtype(dtype).itemsize)) *
                 (1.0 if scale == "special" else scale)).astype(dtype)
        if scale == "special":
            words.reshape(-1)[::7] = np.inf
            words.reshape(-1)[3::11] = np.nan
        batch.v[row, :16] = words.view(np.uint32)
        batch.a[row] = rng.standard_normal(batch.a[row].shape).astype(np.float32).view(
            np.uint32)
    d = f"a[0:{record.d_regs - 1}]"
    src = lambda first, n: f"v{first}" if n == 1 else f"v[{first}:{first + n - 1}]"  # noqa
    line = f"{name} {d}, {src(0, record.a_regs)}, {src(8, record.b_regs)}, {d}"
    op = isa.assemble(line + "\n", "t.s").instructions[0].mfma
    with recording(entry) as calls:
        execute_mfma_batch(batch, 0, waves, op)
    alone = [_both(entry, call) for call in calls]   # (one wave a call: not live)
    assert len(alone) == waves
    whole = (*calls[0][:4], 0, waves, *calls[0][6:])
    for (args, _) in _both(entry, whole):
        for row, ((one, _), _) in enumerate(alone):
            assert np.array_equal(args[3][row], one[3][row]), row


def test_plain_twin_of_the_sparse_kernel_equals_its_compiled_form():
    record = isa.lookup("v_smfmac_f32_16x16x64_fp8_bf8")
    rng = np.random.default_rng(3)
    a = rng.standard_normal((16, record.k)).astype(record.a_type.typed_dtype)
    a.reshape(-1, 4)[:, 1::2] = 0
    b = rng.standard_normal((record.k, 16)).astype(record.b_type.typed_dtype)
    with recording(KERNELS.smfmac_kernel) as calls:
        emulator.smfmac(record.mnemonic, a, b, np.zeros((16, 16), np.float32))
    plain, compiled = _both(KERNELS.smfmac_kernel, calls[0])
    assert np.array_equal(plain[0][4], compiled[0][4])


def test_plain_twins_of_the_memory_and_fma_passes_equal_their_compiled_forms():
    memory = jit.module("emulator.state.memory_kernels")
    numerics = jit.module("emulator.execution.mfma.numerics")
    rng = np.random.default_rng(9)
    data = rng.integers(0, 256, 4096, dtype=np.uint8)
    start = np.uint64(1 << 32)
    for aligned in (True, False):
        addresses = start + rng.integers(0, 1000, 64).astype(np.uint64) * 4 + (0 if aligned else 1)
        mask = rng.random(64) < 0.7
        rows = rng.integers(0, 1 << 32, (3, 1, 64), dtype=np.uint64).astype(np.uint32)
        _assert_same(*_both(memory.load_into, (data, start, addresses, mask, rows)))
        words = rng.integers(0, 1 << 32, (2, 64), dtype=np.uint64).astype(np.uint32)
        _assert_same(*_both(memory._store_words, (data, start, addresses, mask, words)))
    outside = start + np.arange(64, dtype=np.uint64) * 100
    _assert_same(*_both(memory.load_into, (data, start, outside, np.ones(0, np.bool_),
                                            np.zeros((1, 1, 64), np.uint32))))
    bits = rng.integers(0, 1 << 32, (3, 4096), dtype=np.uint64).astype(np.uint32)
    bits[:, :64] = [0x7F800001, 0x00000001, 0x80000000, 0x7F7FFFFF] * 16
    f32 = [x.view(np.float32) for x in bits]
    (p, r1), (_, r2) = _both(numerics._fma_f32_flat, f32)
    assert same_bits(r1.view(np.uint32), r2.view(np.uint32)).all()
    f64 = [rng.standard_normal(500) * 1e300 for _ in range(3)]
    (p, r1), (_, r2) = _both(numerics._fma_f64_flat, f64)
    assert same_bits(r1.view(np.uint64), r2.view(np.uint64)).all()


def test_plain_twin_of_the_accountant_loop_equals_its_compiled_form():
    from emulator.timing.accountant import CycleAccountant
    sk = jit.module("emulator.timing.stream_kernel")
    program = isa.assemble((ROOT / "programs" / "gemm_xf32_kloop.s").read_text(), "g.s")
    accountant = CycleAccountant()
    for inst in program.instructions * 3:
        accountant.retire(inst)
    with recording(sk.retire_stream) as calls:
        accountant.report()
    assert calls
    _assert_same(*_both(sk.retire_stream, calls[0]))


def test_plain_twin_of_the_device_engine_equals_its_compiled_form():
    """The device model's replay (a small launch runs it plain while a child compiles it,
    timing/compute_unit.py): random streams over every kind of instruction on a device of
    small caches, with its trace and profile, give the same arrays in both forms."""
    import random
    from isa.devices import Device
    from emulator.timing.compute_unit import replay
    from emulator.timing.wave_streams import stream_of
    from .test_device_engine import END, LINED, PROGRAM, SMALL
    rng = random.Random(7)
    traces = [[stream_of(pcs + [END], {i: sorted(rng.sample(range(40), 3))
                                       for i, pc in enumerate(pcs) if pc in LINED})
               for pcs in ([rng.randrange(END) for _ in range(40)] for _ in range(3))]
              for _ in range(5)]
    entry = jit.module("emulator.timing.device_engine").replay
    with recording(entry) as calls:
        replay(PROGRAM, traces, device=Device("tiny", "a test device", 2, 2100.0),
               per_cu=1, memory=SMALL, trace=True, profile=True)
    (_, plain), (_, compiled) = _both(entry, calls[0])
    assert len(plain) == len(compiled) == 9 and len(plain[7]) > 0
    for x, y in zip(plain, compiled):
        assert x.dtype == y.dtype and np.array_equal(x, y)


# -- a call's description is numba's signature ----------------------------------------------
def test_descriptions_are_the_signatures_numba_gives_every_recorded_call():
    import numba
    examples = [
        (np.zeros((4, 64), np.uint32), np.zeros((2, 3, 64), np.uint32)[:, 1],
         np.zeros(8, np.uint64)[::2], np.zeros((3, 3), order="F"), 1, -1, 2 ** 63, 1.5,
         True, np.bool_(False), np.uint64(3), np.int32(-1), np.float32(1), (1, 2.0),
         np.frombuffer(b"\0" * 8, np.uint8),   # (read-only)
         np.ndarray((2,), np.uint32, buffer=bytearray(9), offset=1))]   # (unaligned)
    sk = jit.module("emulator.timing.stream_kernel")
    from emulator.timing.accountant import CycleAccountant
    accountant = CycleAccountant()
    accountant.retire(isa.assemble("v_mov_b32 v0, v1\n", "t.s").instructions[0])
    with recording(sk.retire_stream) as calls:
        accountant.report()
    examples += calls
    record = isa.lookup("v_mfma_f32_16x16x16_f16")
    with recording(KERNELS.fused_kernel) as calls:
        emulator.mfma(record.mnemonic, *operands(record, np.random.default_rng(1), "normal"))
    examples += calls
    for args in examples:
        assert numba_types(describe_call(args)) == tuple(numba.typeof(a) for a in args)
    with pytest.raises(Undescribable):
        describe_call(([1, 2],))


# -- the rule -----------------------------------------------------------------------------
def test_an_entry_runs_plain_within_its_budget_and_goes_live_after_it():
    compiler = Compiler(plain_budget=0.2, background=False)
    memory = compiler.module("emulator.state.memory_kernels")
    entry = memory._inside
    data, start = np.zeros(64, np.uint8), np.uint64(0)
    args = (data, start, np.arange(8, dtype=np.uint64) * 4, np.ones(0, np.bool_), 4)
    assert entry(*args) == (True, True) and not entry.live and entry.plain_seconds > 0
    deadline = time.perf_counter() + 30
    while not entry.live and time.perf_counter() < deadline:
        entry(*args)
    assert entry.live and entry.plain_seconds >= 0.2
    assert entry(*args) == (True, True)
    assert memory._LITTLE == (sys.byteorder == "little")   # (a constant: the twin's value)
    with pytest.raises(AttributeError):
        memory.no_such_name


def test_an_undescribable_argument_goes_live_at_once():
    compiler = Compiler(background=False)
    entry = compiler.module("emulator.state.memory_kernels")._inside
    with pytest.raises(Exception):
        entry([1], np.uint64(0), np.zeros(1, np.uint64), np.ones(0, np.bool_), 4)
    assert entry.live


def test_twins_know_what_their_source_jitted():
    twins = Twins()
    for name in JITTED:
        module = twins.module(name)
        assert module.__name__ == f"{name}[plain]"
    assert twins.jitted("emulator.execution.mfma.kernels", "fused_kernel")
    assert not twins.jitted("emulator.execution.mfma.kernels", "plan_table")
    assert twins.jitted("emulator.execution.mfma.numerics", "fma_f32_lane")
    # (under DISABLE_JIT, the module chose the Python form of the intrinsic)
    numerics = twins.module("emulator.execution.mfma.numerics")
    assert numerics.fma_f32 is numerics._fma_f32_from_f64
    with pytest.raises(ValueError, match="not one of the jitted modules"):
        twins.module("emulator.launch")


_CHILD_RUN = r"""
import json, sys, time
import numpy as np
from emulator.jit.entry import Compiler
compiler = Compiler(plain_budget=30.0)
memory = compiler.module("emulator.state.memory_kernels")
data, start = np.zeros(64, np.uint8), np.uint64(0)
args = (data, start, np.arange(8, dtype=np.uint64) * 4, np.ones(0, np.bool_), 4)
first = memory._inside(*args)
marker = next(iter(memory._inside.calls.values()))
deadline = time.time() + 300
while not marker.exists() and time.time() < deadline:
    time.sleep(0.1)
before = "numba" in sys.modules
compiler.live_entries = 1   # (as if another entry were live: a ready marker goes live)
second = memory._inside(*args)
d = memory._inside.dispatcher
print(json.dumps({"first": list(first), "second": list(second), "marker": marker.exists(),
                  "numba_before": before, "live": memory._inside.live,
                  "hits": sum(d.stats.cache_hits.values()),
                  "misses": sum(d.stats.cache_misses.values())}))
"""


def test_a_child_compiles_into_numbas_cache_and_the_entry_loads_it(tmp_path):
    """A call with no marker runs plain and starts a child; the child compiles the call's
    signature into numba's cache and leaves the marker; the entry then goes live and
    finds the code in the cache (a hit, no compile: the description was numba's type)."""
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path / "numba"))
    out = subprocess.run([sys.executable, "-c", _CHILD_RUN], capture_output=True,
                         text=True, env=env, cwd=ROOT, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    got = json.loads(out.stdout)
    assert got == {"first": [True, True], "second": [True, True], "marker": True,
                   "numba_before": False, "live": True, "hits": 1, "misses": 0}
    assert not list((tmp_path / "numba" / "wavefront-emu").glob("*.lock"))


_FRESHEN = r"""
import sys
from pathlib import Path
import numpy as np
from emulator.jit.cache import freshen, _cache_folder
import emulator.state.memory_kernels as mk
freshen()
mk._inside(np.zeros(8, np.uint8), np.uint64(0), np.zeros(1, np.uint64), np.ones(0, np.bool_), 4)
freshen()   # (the same sources: nothing deleted)
folder = _cache_folder(mk)
stamp = folder / "memory_kernels.wfemu-sources"
kept = sorted(p.name for p in folder.glob("memory_kernels.*.nb*"))
stamp.write_text("other sources")
freshen()
print(len(kept), len(sorted(folder.glob("memory_kernels.*.nb*"))), stamp.read_text() != "other sources")
"""


def test_numbas_cache_of_other_sources_is_deleted(tmp_path):
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", _FRESHEN], capture_output=True, text=True,
                         env=env, cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    kept, after, restamped = out.stdout.split()
    assert int(kept) >= 2 and after == "0" and restamped == "True"


_PACKAGE_UNTOUCHED = r"""
import sys
from pathlib import Path
import numpy as np
import emulator.state.memory_kernels as mk
from emulator.jit.cache import _cache_folder, freshen, marker_dir
freshen()
mk._inside(np.zeros(8, np.uint8), np.uint64(0), np.zeros(1, np.uint64), np.ones(0, np.bool_), 4)
print(_cache_folder(mk))
print(marker_dir())
"""


def _package_files() -> dict:
    return {path: path.stat().st_mtime_ns for folder in ("emulator", "isa")
            for path in (ROOT / folder).rglob("*") if path.is_file()}


def test_nothing_is_written_inside_the_package(tmp_path):
    """numba's cache of the package's jitted functions and the readiness markers go to the
    user's cache folder (emulator/jit/numba_cache.py, cache.py), not beside the sources:
    a process that compiles and caches a package function leaves the package as it was
    (Python's own bytecode files aside, which it is told not to write)."""
    env = {k: v for k, v in os.environ.items() if k != "NUMBA_CACHE_DIR"}
    env.update(XDG_CACHE_HOME=str(tmp_path), PYTHONDONTWRITEBYTECODE="1")
    before = _package_files()
    out = subprocess.run([sys.executable, "-c", _PACKAGE_UNTOUCHED], capture_output=True,
                         text=True, env=env, cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    numba_folder, markers = (Path(line) for line in out.stdout.split())
    assert numba_folder.is_relative_to(tmp_path / "wavefront-emu" / "numba")
    assert list(numba_folder.glob("memory_kernels.*.nbi"))
    assert markers == tmp_path / "wavefront-emu" / "jit"
    assert _package_files() == before


_SMALL_RUN = r"""
import sys
import emulator.jit
emulator.jit.DEFAULT.background = False   # (no child: this test must not compile)
from emulator.tools.cli import main
code = main(["run", "programs/gemm_xf32_kloop.s"])
print("numba imported:", "numba" in sys.modules, "ml_dtypes imported:", "ml_dtypes" in sys.modules)
sys.exit(code)
"""


def test_a_small_run_imports_neither_numba_nor_ml_dtypes(tmp_path):
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", _SMALL_RUN], capture_output=True, text=True,
                         env=env, cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr[-3000:]
    assert "all checks passed" in out.stdout
    assert "numba imported: False ml_dtypes imported: False" in out.stdout
    assert "328 cycles" in out.stdout


def test_import_emulator_imports_almost_nothing():
    script = ("import sys, emulator, isa\n"
              "print(sorted(m for m in ('numpy', 'numba', 'ml_dtypes', 'isa.assembler', "
              "'emulator.launch') if m in sys.modules))\n"
              "from emulator import launch, Wavefront, mfma\n"
              "import emulator.launch\n"
              "print(callable(emulator.launch), emulator.launch is launch)\n")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert out.stdout.split("\n")[:2] == ["[]", "True True"], out.stderr
