"""Executing MFMA instructions on a Wavefront: register files, overlap, constants, errors."""

from __future__ import annotations

import os
import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import emulator
import isa
from emulator import Wavefront
from isa.mfma_syntax import OperandSyntaxError, parse_mfma

from .helpers import GOLDEN, ROOT
from .helpers import operands


def loaded(record, seed=0, profile="normal"):
    """A wavefront with random A in v[0:], B in v[2:], C in a[0:], and the matrices."""
    rng = np.random.default_rng(seed)
    a, b, c = operands(record, rng, profile)
    w = Wavefront()
    w.write_matrix(record, "A", a, "v0")
    w.write_matrix(record, "B", b, "v2")
    w.write_matrix(record, "C", c, "a0")
    return w, a, b, c


@pytest.mark.parametrize("record", isa.DENSE, ids=lambda r: r.mnemonic)
def test_text_execution_matches_matrix_api(record):
    w, a, b, c = loaded(record, seed=record.opcode)
    d_regs = record.d_regs
    acc = f"a[0:{d_regs - 1}]" if d_regs > 1 else "a0"
    a_op = f"v[0:{record.a_regs - 1}]" if record.a_regs > 1 else "v0"
    b_op = f"v[2:{1 + record.b_regs}]" if record.b_regs > 1 else "v2"
    w.execute(f"{record.mnemonic} {acc}, {a_op}, {b_op}, {acc}")
    want = emulator.mfma(record.mnemonic, a, b, c)
    assert np.array_equal(w.read_matrix(record, "D", "a0", raw=True), want)


def test_archvgpr_destination_and_alias_spelling():
    record = isa.lookup("v_mfma_f32_16x16x16_f16")
    w, a, b, c = loaded(record)
    w.write_matrix(record, "C", c, "v[8:11]")
    w.execute("v_mfma_f32_16x16x16f16 v[12:15], v[0:1], v[2:3], v[8:11]")
    assert np.array_equal(w.read_matrix(record, "D", "v12", raw=True),
                          emulator.mfma(record.mnemonic, a, b, c))
    assert np.array_equal(w.read_matrix(record, "C", "v8", raw=True), c)  # SrcC unchanged


def test_vdst_overlapping_sources_reads_inputs_first():
    """D over A and B: the 16-block f32 4x4x1 writes v[0:3] while reading v0, v1 as A, B."""
    record = isa.lookup("v_mfma_f32_4x4x1_16b_f32")
    rng = np.random.default_rng(3)
    a = rng.standard_normal((16, 4, 1)).astype(np.float32)
    b = rng.standard_normal((16, 1, 4)).astype(np.float32)
    c = rng.standard_normal((16, 4, 4)).astype(np.float32)
    w = Wavefront()
    w.write_matrix(record, "C", c, "v[4:7]")
    w.write_matrix(record, "A", a, "v0")
    w.write_matrix(record, "B", b, "v1")
    w.execute("v_mfma_f32_4x4x1_16b_f32 v[0:3], v0, v1, v[4:7]")
    want = a.astype(np.float64) @ b.astype(np.float64) + c  # one product: exact then rounded
    assert np.array_equal(w.read_matrix(record, "D", "v0"), want.astype(np.float32))


def test_in_place_accumulation_chain():
    record = isa.lookup("v_mfma_f32_32x32x8_bf16")
    w, a, b, c = loaded(record)
    for _ in range(3):
        w.execute("v_mfma_f32_32x32x8_bf16 a[0:15], v[0:1], v[2:3], a[0:15]")
    want = c
    for _ in range(3):
        want = emulator.mfma(record.mnemonic, a, b, want)
    assert np.array_equal(w.read_matrix(record, "D", "a0", raw=True), want)


@pytest.mark.parametrize("const,bits", [("0", 0), ("1.0", 0x3F800000), ("-2.0", 0xC0000000),
                                        ("1", 1), ("-16", 0xFFFFFFF0),
                                        ("0.15915494", 0x3E22F983)])
def test_inline_constant_srcc(const, bits):
    record = isa.lookup("v_mfma_f32_16x16x16_f16")
    w, a, b, _ = loaded(record)
    w.execute(f"v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], {const}")
    c = np.full((1, 16, 16), bits, dtype=np.uint32)
    assert np.array_equal(w.read_matrix(record, "D", "a0", raw=True),
                          emulator.mfma(record.mnemonic, a, b, c))


def test_f64_inline_constant_and_neg_syntax():
    record = isa.lookup("v_mfma_f64_16x16x4_f64")
    w, a, b, _ = loaded(record)
    w.execute("v_mfma_f64_16x16x4_f64 a[0:7], v[0:1], v[2:3], 1.0 neg:[1,0,1]")
    c = np.ones((1, 16, 16))
    want = emulator.mfma(record.mnemonic, a.view(np.float64), b.view(np.float64), c, blgp=5)
    assert np.array_equal(w.read_matrix(record, "D", "a0"), want)


def test_canonical_text_round_trips():
    for text in ("v_mfma_f32_32x32x1_2b_f32 a[0:31], v0, v1, a[0:31] cbsz:1 abid:1 blgp:7",
                 "v_mfma_f64_4x4x4_4b_f64 v[0:1], v[2:3], v[4:5], v[0:1] neg:[0,1,1]",
                 "v_mfma_f32_16x16x8_xf32 v[0:3], a[0:1], v[2:3], 0"):
        assert str(parse_mfma(text)) == text
    assert str(parse_mfma("V_MFMA_F32_32X32X4BF16 a[0:31], v[0:1], v[2:3], a[0:31] blgp:0")) \
        == "v_mfma_f32_32x32x4_2b_bf16 a[0:31], v[0:1], v[2:3], a[0:31]"


BAD = [
    ("v_mfma_f32_32x32x8_f61 a[0:15], v[0:1], v[2:3], a[0:15]", "did you mean", 1),
    ("v_mfma_f32_32x32x8_f16 a[0:15], v[1:2], v[2:3], a[0:15]", "aligned", 33),
    ("v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[2:17]", "partially overlap", 49),
    ("v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], v[0:15]", "same register file", 49),
    ("v_mfma_f32_32x32x8_f16 a[0:15], v[0:3], v[2:3], a[0:15]", "srcA needs 2", 33),
    ("v_mfma_f32_32x32x8_f16 a[0:7], v[0:1], v[2:3], a[0:7]", "vdst needs 16", 24),
    ("v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3]", "4 operands", 47),
    ("v_mfma_f32_32x32x8_f16 a[0:15], s[0:1], v[2:3], a[0:15]", "archVGPRs", 33),
    ("v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:1", "CBSZ", 57),
    ("v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15] blgp:1", "BLGP", 57),
    ("v_mfma_f32_4x4x1_16b_f32 a[0:3], v0, v1, a[0:3] cbsz:2 abid:4", "ABID", 56),
    ("v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15] neg:[1,0,0]", "neg", 57),
    ("v_mfma_f64_16x16x4_f64 a[0:7], v[0:1], v[2:3], a[0:7] blgp:1", "blgp is not supported", 55),
    ("v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 65", "not a register", 49),
    ("v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[250:265]", "out of range", 49),
]


@pytest.mark.parametrize("text,message,column", BAD)
def test_bad_instructions_change_nothing(text, message, column):
    record = isa.lookup("v_mfma_f32_32x32x8_f16")
    w, *_ = loaded(record)
    before = (w.v.copy(), w.a.copy(), w.s.copy())
    with pytest.raises(isa.IsaError, match=message) as err:
        w.execute(text)
    if isinstance(err.value, OperandSyntaxError):
        assert err.value.column == column
    assert np.array_equal(w.v, before[0]) and np.array_equal(w.a, before[1])
    assert np.array_equal(w.s, before[2])


def test_matrix_api_bad_input():
    name = "v_mfma_f32_32x32x4_2b_f16"
    a = np.zeros((2, 32, 4), np.float16)
    b = np.zeros((2, 4, 32), np.float16)
    c = np.zeros((2, 32, 32), np.float32)
    with pytest.raises(emulator.OperandError, match=r"expected shape \(2, 32, 4\)"):
        emulator.mfma(name, a[0], b, c)  # a 2-block instruction needs its block axis
    with pytest.raises(emulator.OperandError, match="uint16"):
        emulator.mfma(name, a.view(np.uint16).astype(np.uint32), b, c)
    with pytest.raises(isa.ModifierError, match="CBSZ"):
        emulator.mfma(name, a, b, c, cbsz=2)
    with pytest.raises(isa.ModifierError, match="ABID"):
        emulator.mfma(name, a, b, c, cbsz=1, abid=2)
    with pytest.raises(isa.UnknownInstructionError):
        emulator.mfma("v_mfma_i32_16x16x16i8", a, b, c)
    with pytest.raises(isa.IsaError, match="emulator.smfmac"):
        emulator.mfma("v_smfmac_f32_16x16x32_f16", a, b, c)


def test_matrix_api_typed_and_raw_results():
    name = "v_mfma_f32_16x16x32_fp8_bf8"
    a = np.full((16, 32), 0.5).astype(ml_dtypes.float8_e4m3fnuz)
    b = np.full((32, 16), 2.0).astype(ml_dtypes.float8_e5m2fnuz)
    d = emulator.mfma(name, a, b, np.ones((16, 16), np.float32))
    assert d.dtype == np.float32 and d.shape == (16, 16) and np.all(d == 33.0)
    raw = emulator.mfma(name, a, b, np.ones((16, 16), np.float32).view(np.uint32))
    assert raw.dtype == np.uint32 and np.all(raw == np.float32(33.0).view(np.uint32))


def test_canonical_nan():
    name = "v_mfma_f32_16x16x16_f16"
    a = np.zeros((16, 16), np.float16)
    a[0, 0] = np.inf  # inf * 0 = NaN
    d = emulator.mfma(name, a, np.zeros((16, 16), np.float16), np.zeros((16, 16), np.float32))
    assert d.view(np.uint32)[0, 0] == 0x7FC00000 and np.isnan(d[0, 1:]).sum() == 15


_F64_EDGES = st.one_of(st.floats(width=64), st.sampled_from(
    [1e300, -1e300, 1.7976931348623157e308, 5e-324, -0.0, 0.0, np.inf, -np.inf, np.nan]))


@pytest.mark.parametrize("a,b,c,want", [
    (1e300, 1e300, -np.inf, -np.inf),  # exact product is finite: no inf - inf
    (1e300, -1e300, np.inf, np.inf),
    (np.inf, 0.0, 1.0, np.nan),
    (1e308, 10.0, -1e308, np.inf),  # exact result overflows after the one rounding
    (-0.0, 1.0, -0.0, -0.0),
    (0.1, 10.0, -1.0, 5.551115123125783e-17),  # fused: the product's rounding error survives
])
def test_plain_python_fma_f64_edge_cases(a, b, c, want):
    from emulator.execution.mfma.numerics import _fma_f64_exact
    got = _fma_f64_exact(a, b, c)
    assert np.array_equal(got, want, equal_nan=True)
    assert np.isnan(want) or np.signbit(got) == np.signbit(want)


@settings(max_examples=400, deadline=None)
@given(_F64_EDGES, _F64_EDGES, _F64_EDGES)
def test_plain_python_fma_f64_matches_llvm_fma(a, b, c):
    """The no-JIT fallback agrees bit for bit with the jitted llvm.fma (NaNs as a class)."""
    from emulator.execution.mfma.numerics import _fma_f64_exact, fma_f64
    got, want = np.float64(_fma_f64_exact(a, b, c)), np.float64(fma_f64(a, b, c))
    assert (np.isnan(got) and np.isnan(want)) or got.view(np.uint64) == want.view(np.uint64)


def test_llvm_fma_f32_equals_the_float64_construction():
    """The jitted binary32 fma (llvm.fma.f32) and the no-JIT one (from binary64 TwoSum and
    round-to-odd) agree bit for bit, NaNs as a class, on random patterns, cancellations and
    products among the denormals. (Which of two NaN inputs x86 passes on depends on the
    operand order the compiler chose, which differs between CPUs: fma_f32_lane makes the
    VALU's NaN definite, and the MFMA kernels make theirs canonical.)"""
    from numba import njit

    from emulator.execution.fma_lanes import fma_f32_array
    from emulator.execution.mfma.numerics import _fma_f32_from_f64

    @njit
    def from_f64(a, b, c):
        out = np.empty(a.shape[0], np.float32)
        for t in range(a.shape[0]):
            out[t] = _fma_f32_from_f64(a[t], b[t], c[t])
        return out
    rng = np.random.default_rng(11)
    a, b, c = (x.view(np.float32) for x in
               rng.integers(0, 2 ** 32, (3, 60000), dtype=np.uint64).astype(np.uint32))
    with np.errstate(all="ignore"):
        c[:20000] = -(a[:20000].astype(np.float64) * b[:20000]).astype(np.float32)
    a[20000:40000] = (rng.standard_normal(20000) * 1e-20).astype(np.float32)
    b[20000:40000] = (rng.standard_normal(20000) * 1e-20).astype(np.float32)
    got, want = fma_f32_array(a, b, c), from_f64(a, b, c)
    assert np.array_equal(np.isnan(got), np.isnan(want))
    assert np.isnan(got).sum() > 100
    assert np.array_equal(got.view(np.uint32)[~np.isnan(got)],
                          want.view(np.uint32)[~np.isnan(want)])


@pytest.mark.parametrize("record", [r for r in isa.MATRIX_INSTRUCTIONS
                                    if r.algorithm in ("fused", "fp8")],
                         ids=lambda r: r.mnemonic)
def test_every_fused_instruction_has_its_32_bit_kernel(record):
    """The fused kernels are compiled in 32-bit lanes for each group size and row width n
    (kernels.has_narrow_kernel); an instruction without one would still be exact, in 64-bit
    lanes, but 2-3 times slower: every fused instruction of the table has one, and its
    operands' fraction bits allow it (kernels.NARROW_FRACTIONS)."""
    from emulator.execution.mfma import kernels
    assert kernels.has_narrow_kernel(record.group, record.algorithm == "fp8", record.n)
    assert (record.a_type.format.significand_bits + record.b_type.format.significand_bits
            <= kernels.NARROW_FRACTIONS)


@pytest.mark.parametrize("record", [r for r in isa.MATRIX_INSTRUCTIONS if r.cd_type.bits == 32],
                         ids=lambda r: r.mnemonic)
def test_accumulator_rows_are_runs_of_lanes(record):
    """The kernels copy C and D row by row (kernels.read_rows, write_rows): every row of a
    32-bit accumulator is n consecutive lanes of one register, starting at a multiple of n."""
    d = isa.layout(record, "D").reshape(record.blocks, record.m, record.n, 7)
    lanes, regs = d[..., 3], d[..., 4]
    assert (lanes == lanes[..., :1] + np.arange(record.n)).all()
    assert (lanes[..., 0] % record.n == 0).all()
    assert (regs == regs[..., :1]).all()


def test_kernels_run_without_jit():
    """Every kernel family also runs as plain Python (NUMBA_DISABLE_JIT=1), bit-exactly."""
    script = f"""
import numpy as np, emulator
names = ["v_mfma_f32_4x4x4_16b_f16", "v_mfma_f32_4x4x4_16b_bf16", "v_mfma_f32_16x16x8_xf32",
         "v_mfma_f32_16x16x32_fp8_bf8", "v_mfma_f32_4x4x1_16b_f32", "v_mfma_f64_4x4x4_4b_f64"]
for name in names:
    z = np.load(r"{GOLDEN}/" + name + ".npz")
    r = __import__("isa").lookup(name)
    idx = [t % len(z["a"]) for t in range(80, 80 + r.blocks)]  # special-value cases
    got = emulator.mfma(name, z["a"][idx], z["b"][idx], z["c"][idx])
    want = z["d"][idx].astype(got.dtype)
    f = np.float64 if got.dtype == np.uint64 else np.float32
    assert np.all((got == want) | (np.isnan(got.view(f)) & np.isnan(want.view(f)))), name
a = np.arange(-32, 32, dtype=np.int8).reshape(4, 4, 4).repeat(4, axis=0)
b = np.ones((16, 4, 4), np.int8)
c = np.full((16, 4, 4), 2**31 - 1, np.int32)
got = emulator.mfma("v_mfma_i32_4x4x4_16b_i8", a, b, c)
want = ((a.astype(np.int64) @ b + c + 2**31) % 2**32 - 2**31).astype(np.int32)
assert np.array_equal(got, want)
rng = np.random.default_rng(1)
for name, dense in (("v_smfmac_f32_16x16x32_f16", "v_mfma_f32_16x16x16_f16"),
                    ("v_smfmac_f32_16x16x64_fp8_bf8", "v_mfma_f32_16x16x32_fp8_bf8")):
    r = __import__("isa").lookup(name)
    a = rng.standard_normal((16, r.k)).astype(r.a_type.typed_dtype)
    a.reshape(-1, 4)[:, 1::2] = 0
    b = rng.standard_normal((r.k, 16)).astype(r.b_type.typed_dtype)
    c = np.zeros((16, 16), np.float32)
    h = r.k // 2
    want = emulator.mfma(dense, a[:, h:], b[h:], emulator.mfma(dense, a[:, :h], b[:h], c))
    assert np.array_equal(emulator.smfmac(name, a, b, c), want), name
import numba; assert numba.config.DISABLE_JIT
print("ok")
"""
    env = dict(os.environ, NUMBA_DISABLE_JIT="1")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         env=env, cwd=ROOT, timeout=600)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr[-3000:]


def test_a_second_run_on_an_ended_wave_runs_the_second_program():
    w = Wavefront()
    w.run("v_mov_b32 v1, 5\ns_endpgm\n")
    result = w.run("v_add_u32 v1, v1, v1\ns_mov_b32 s3, 7\ns_endpgm\n")
    assert w.v[1][0] == 10 and w.s[3] == 7 and result.steps == 3


def test_a_four_register_result_may_overlap_part_of_its_accumulator():
    """llvm-mc (and Triton's compiler) take srcC partly under a 128-bit vdst: C is read
    whole before D is written, so the result is the MFMA of the C given."""
    from emulator.execution.runner import run as run_program
    from isa.assembler import assemble

    rng = np.random.default_rng(5)
    name = "v_mfma_f32_16x16x8_xf32"
    a, b = rng.standard_normal((1, 16, 8)).astype(np.float32), \
        rng.standard_normal((1, 8, 16)).astype(np.float32)
    c = rng.standard_normal((1, 16, 16)).astype(np.float32)
    program = assemble(f"{name} v[0:3], v[8:9], v[10:11], v[2:5]\ns_endpgm\n")
    wave = Wavefront()
    wave.write_matrix(name, "A", a, "v8")
    wave.write_matrix(name, "B", b, "v10")
    wave.write_matrix(name, "C", c, "v2")
    run_program(wave, program)
    expected = emulator.mfma(name, a[0], b[0], c[0])
    assert np.array_equal(wave.read_matrix(name, "D", "v0")[0].view(np.uint32),
                          np.asarray(expected, np.float32).view(np.uint32))


def test_a_program_run_again_keeps_its_runs_and_a_binder_of_its_own_does_not():
    """The records' runs are bound once per program (engine.py ``_bound``): a second run
    of the program reuses that list and computes from its own wave; a run that binds by
    ``timing_only`` gets its own runs."""
    from emulator.execution.options import default_options
    from emulator.execution.runner import run
    program = isa.assemble("v_add_u32 v1, v2, v3\ns_endpgm\n", "t.s")
    first, second = Wavefront(), Wavefront()
    first.v[2], first.v[3], second.v[2], second.v[3] = 5, 7, 1, 2
    run(first, program)
    state = default_options().runtime.state(program)
    kept = state.bound_runs
    run(second, program)
    assert state.bound_runs is kept
    assert first.v[1][0] == 12 and second.v[1][0] == 3
    timed = Wavefront()
    timed.v[2] = 4
    from emulator.execution.ops import bind   # (s_endpgm still ends the run)
    run(timed, program, timing_only=lambda inst: bind(inst) if inst.mnemonic == "s_endpgm"
        else lambda wave: None)
    assert timed.v[1][0] == 0 and state.bound_runs is kept
