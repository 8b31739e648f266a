"""Bad input to the public API and to launches: every mistake is refused with an error that
names it (an isa.IsaError, so a ValueError; wrong kinds are also TypeErrors), before
anything changes."""

from __future__ import annotations

from concurrent.futures import Executor
from concurrent.futures.process import BrokenProcessPool

import ml_dtypes
import numpy as np
import pytest

import emulator
import isa
from emulator import LaunchError, Wavefront, launch
from isa.errors import ArgumentError

from .helpers import ROOT

GEMM = ROOT / "programs" / "kernels" / "gemm_xf32.s"
F16 = "v_mfma_f32_32x32x8_f16"
I8 = "v_mfma_i32_32x32x16_i8"


def _ones(shape, dtype=np.float32):
    return np.ones(shape, dtype)


@pytest.mark.parametrize("call,match", [
    (lambda: emulator.mfma(None, 0, 0, 0), "instruction name must be a string"),
    (lambda: emulator.smfmac(None, 0, 0, 0), "instruction name must be a string"),
    (lambda: emulator.smfmac_compressed(3, 0, 0, 0, 0), "instruction name must be a string"),
    (lambda: isa.lookup(None), "instruction name must be a string"),
    (lambda: isa.layout(None, "A"), "instruction name must be a string"),
    (lambda: Wavefront().write(None, 1), "a register must be a name"),
    (lambda: Wavefront().read(3), "a register must be a name"),
    (lambda: Wavefront().write_matrix(None, "A", 0, "v0"), "instruction name must be a string"),
    (lambda: Wavefront().run(None), "program must be an isa.Program"),
    (lambda: isa.assemble(None), "assembly text must be a string"),
    (lambda: isa.assemble(b"s_endpgm"), "decode the bytes first"),
    (lambda: isa.assemble("s_endpgm", 3), "filename must be a string"),
    (lambda: Wavefront().run("s_endpgm", max_steps=None), "max_steps must be an integer"),
    (lambda: Wavefront().run("s_endpgm", max_steps="100"), "max_steps must be an integer"),
    (lambda: Wavefront().run("s_endpgm", max_steps=-1), "max_steps must be an integer >= 1"),
    (lambda: Wavefront().run("s_endpgm", max_steps=1.5), "max_steps must be an integer"),
    (lambda: Wavefront().run("s_endpgm", max_steps=True), "max_steps must be an integer"),
    (lambda: emulator.estimate_cycles(isa.assemble("s_endpgm"), trip_count=0), "trip_count"),
    (lambda: emulator.estimate_cycles("s_endpgm"), "program must be an isa.Program"),
])
def test_wrong_kinds_of_argument_are_named(call, match):
    with pytest.raises(ArgumentError, match=match) as err:
        call()
    assert isinstance(err.value, ValueError) and isinstance(err.value, TypeError)


def test_run_takes_text():
    w = Wavefront()
    assert w.run("s_mov_b32 s0, 7\ns_endpgm").ended and w.s[0] == 7


@pytest.mark.parametrize("values,match", [
    (np.array([object()] * 64), "cannot store object values"),
    ("abc", "cannot store <U3 values"),
    (np.array(["x"] * 64), "cannot store"),
])
def test_non_numeric_register_values(values, match):
    w = Wavefront()
    with pytest.raises(isa.RegisterError, match=match):
        w.write("v0", values)
    assert not w.v.any()


@pytest.mark.parametrize("a,c,match", [
    (np.full((32, 16), 1000), np.zeros((32, 32), np.int32), r"A: i8 values must be integers "
     r"in -128\.\.127; got 1000"),
    (np.full((32, 16), np.nan), np.zeros((32, 32), np.int32), "got nan"),
    (np.full((32, 16), 1.5), np.zeros((32, 32), np.int32), "got 1.5"),
    (np.ones((32, 16)), np.full((32, 32), 2.0 ** 31), "C: i32 values must be integers"),
    (None, np.zeros((32, 32), np.int32), "A: expected an array of numbers, got None"),
])
def test_integer_operands_refuse_what_does_not_fit(a, c, match):
    with pytest.raises(emulator.OperandError, match=match):
        emulator.mfma(I8, a, np.ones((16, 32), np.int8), c)


def test_integer_operands_accept_integral_values_of_any_type():
    a = np.full((32, 16), -128.0)
    d = emulator.mfma(I8, a, np.ones((16, 32), np.int64), np.full((32, 32), 5.0))
    assert (d == 5 - 128 * 16).all()


# -- launches ---------------------------------------------------------------------------------
def _args(**change):
    args = {"A": _ones((16, 16)), "B": _ones((16, 16)), "C": np.zeros((16, 16), np.float32),
            "M": 16, "N": 16, "K": 16}
    args.update(change)
    return list(args.values())


@pytest.mark.parametrize("args,match", [
    (_args(K=64.0), r"argument 'K' \(int\) takes an integer, got float 64.0"),
    (_args(K=np.float32(16)), "takes an integer, got float32"),
    (_args(K=True), "not a bool"),
    (_args(K="16"), "takes a number, got str"),
    (_args(K=2 ** 40), "does not fit in 4 bytes"),
    (_args(A=_ones((16, 16), np.float64)), r"argument 'A' \(float\*\) points to 4-byte floats: "
     "an array of float64"),
    (_args(A=_ones((16, 16), np.int32)), "an array of int32 does not match"),
    (_args(A=_ones((16, 16), ml_dtypes.bfloat16)), "does not match"),
    (_args(A=_ones((16, 16)).astype(">f4")), "not this machine's byte order"),
    (_args(A=np.array([None] * 256)), "cannot pass an array of object"),
    (_args(A=[1.0] * 256), "give a numpy array, not list"),
])
def test_arguments_are_checked_against_the_metadata(args, match):
    c = args[2]
    with pytest.raises(LaunchError, match=match):
        launch(GEMM, kernel="gemm_xf32", args=args, workers=1)
    assert not c.any()


@pytest.mark.parametrize("kw,match", [
    ({"grid": "x"}, "grid 'x': each dimension is an integer"),
    ({"grid": None}, "grid None: each dimension is an integer"),
    ({"grid": 1.5}, "not float 1.5"),
    ({"grid": (1, 1, 1, 2)}, "grid takes 1 to 3 dimensions, got 4"),
    ({"grid": 2 ** 63}, r"each dimension is 1\.\.2\^32-1"),
    ({"grid": 0}, r"each dimension is 1\.\.2\^32-1, not 0"),
    ({"grid": (65536, 65536)}, "4,294,967,296 workgroups, more than max_workgroups"),
    ({"block": (64, 64)}, "at most 1024 work-items"),
    ({"grid": 2 ** 27, "block": 64}, "more than the hardware's 2\\^32-1"),
    ({"workers": 0}, "workers must be an integer >= 1, not 0"),
    ({"workers": -1}, "workers must be an integer >= 1"),
    ({"workers": 1.5}, "workers must be an integer"),
    ({"max_steps": 0}, "max_steps must be an integer >= 1"),
    ({"executor": "pool"}, "executor must be a concurrent.futures.Executor"),
    ({"kernel": None}, "kernel must be a string"),
    ({"args": 3}, "args must be a list"),
])
def test_launch_parameters_are_checked(kw, match):
    params = {"kernel": "gemm_xf32", "args": _args(), "workers": 1, **kw}
    with pytest.raises(isa.IsaError, match=match):
        launch(GEMM, **params)


def test_read_only_inputs_run_and_read_only_outputs_change_nothing():
    a, b = _ones((16, 16)), _ones((16, 16))
    a.flags.writeable = b.flags.writeable = False
    c = np.zeros((16, 16), np.float32)
    launch(GEMM, kernel="gemm_xf32", args=[a, b, c, 16, 16, 16], workers=1)
    assert (c == 16).all()
    # C written by the kernel, read-only: an error, and no array changes (nor an earlier one)
    out = np.zeros((16, 16), np.float32)
    out.flags.writeable = False
    with pytest.raises(LaunchError, match="wrote argument 'C'.*read-only; no buffer was"):
        launch(GEMM, kernel="gemm_xf32", args=[a, b, out, 16, 16, 16], workers=1)
    assert not out.any()


class _DyingPool(Executor):
    """An executor whose workers die (as a killed process pool reports it)."""

    def map(self, fn, *iterables, **kw):
        raise BrokenProcessPool("A process in the process pool was terminated abruptly")


def test_a_dead_worker_is_a_launch_error_and_changes_nothing():
    args = _args()
    with pytest.raises(LaunchError, match="a worker process died during the launch.*no buffer"):
        launch(GEMM, kernel="gemm_xf32", grid=(2, 2), args=args, executor=_DyingPool())
    assert not args[2].any()


@pytest.mark.parametrize("kw", [{"clock_mhz": 0}, {"clock_mhz": float("nan")},
                                {"clock_mhz": -100.0}, {"clock_mhz": "2100"},
                                {"vmem_latency": -1}, {"lds_latency": 1.5}])
def test_timing_parameters_are_checked(kw):
    with pytest.raises(ArgumentError, match=next(iter(kw))):
        emulator.TimingParams(**kw)


def _held_per_instruction(text: str, run: bool) -> float:
    import tracemalloc
    tracemalloc.start()
    try:
        program = isa.assemble(text)
        if run:
            emulator.estimate_cycles(program, execute=False, timeline=False)
        held, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return held / len(program)


def test_a_programs_footprint_stays_near_its_text():
    """Equal registers, operands, wait counts, derived records and bound semantics are kept
    once (isa.footprint) and the source is one string with line offsets (SourceText): 5,000
    instructions of clang-like text (26 bytes a line) take some 250 bytes each, assembled
    and timed; 5,000 all-different lines about 300 bytes each once assembled."""
    lines = ["\tv_add_f32_e32 v1, v2, v3", "\ts_add_u32 s0, s1, 2",
             "\tv_mov_b32_e32 v5, 0x1234", "\tglobal_load_dword v4, v[2:3], off",
             "\ts_waitcnt vmcnt(0)"]
    text = "\n".join(lines[i % len(lines)] for i in range(5000)) + "\n\ts_endpgm\n"
    emulator.estimate_cycles(isa.assemble(text), execute=False)   # (warm the shared caches)
    repeated = _held_per_instruction(text, run=True)
    distinct = _held_per_instruction("".join(
        f"\tv_fma_f32 v{i % 256}, v{i // 256 % 256}, s{i % 100}, {i % 64}\n" for i in range(5000)),
        run=False)
    print(f"{repeated:.0f} bytes per repeated instruction, {distinct:.0f} per distinct one")
    assert repeated < 400 and distinct < 450, (repeated, distinct)
