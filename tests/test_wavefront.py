"""The register file: names, typed access, errors, and whole matrices through the layouts."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import isa
from emulator import OperandError, Wavefront
from isa.errors import RegisterError


def test_initial_state():
    w = Wavefront()
    assert w.v.shape == (256, 64) and w.a.shape == (256, 64) and w.v.dtype == np.uint32
    assert w.s.shape == (106,) and w.exec == (1 << 64) - 1 and w.vcc == 0
    assert w.scc == 0 and w.m0 == 0 and w.pc == 0
    assert w.exec_lanes().all()


def test_read_write_by_name():
    w = Wavefront()
    w["v5"] = np.arange(64, dtype=np.uint32)
    assert np.array_equal(w.v[5], np.arange(64))
    w.write("a[4:7]", np.float32(1.5))
    assert np.all(w.a[4:8] == 0x3FC00000)
    assert np.all(w.read("a[4:7]", np.float32) == 1.5)
    w.write("v[2:3]", -2.0)  # a Python float is float32
    assert np.all(w.v[2:4] == 0xC0000000)
    w.write("v9", -1)
    assert np.all(w.v[9] == 0xFFFFFFFF)
    w["s[0:1]"] = [7, 8]
    assert list(w.s[:2]) == [7, 8]
    assert w.read("s1") == 8


def test_typed_views():
    w = Wavefront()
    values = np.arange(128, dtype=np.float64).reshape(2, 64)
    w.write("v[10:13]", values)
    assert np.array_equal(w.read("v[10:13]", np.float64), values)
    # Low word first in the lower register of the pair.
    assert np.array_equal(
        w.v[11].astype(np.uint64) << np.uint64(32) | w.v[10], values[0].view(np.uint64))
    assert w.v[11, 1] == 0x3FF00000 and w.v[10, 1] == 0  # 1.0: high word in v11
    halves = np.zeros((1, 64, 2), dtype=np.float16)
    halves[0, :, 0], halves[0, :, 1] = 1.0, -2.0
    w.write("v20", halves)
    assert np.all(w.v[20] == 0xC0003C00)  # high half -2.0, low half 1.0
    assert np.array_equal(w.read("v20", np.float16), halves[0])
    w.write("v21", np.array([1, 2, 3, 4], dtype=np.int8))
    assert np.all(w.v[21] == 0x04030201)
    bf = w.read("v20", ml_dtypes.bfloat16)
    assert bf.shape == (64, 2)


def test_special_registers():
    w = Wavefront()
    w.write("exec_lo", 0)
    assert w.exec == 0xFFFFFFFF00000000
    w.write("exec_hi", 1)
    assert w.exec == 1 << 32 and w.read("exec_hi") == 1
    w["vcc"] = 0b1010
    assert list(w.vcc_lanes()[:4]) == [False, True, False, True]
    w["m0"] = -1
    assert w.m0 == 0xFFFFFFFF
    w["scc"] = 1
    assert w.read("scc") == 1
    with pytest.raises(isa.RegisterError):
        w.scc = 2
    with pytest.raises(isa.RegisterError):
        w.exec = 1 << 64


@pytest.mark.parametrize("name,match", [
    ("v256", "out of range"), ("a[254:257]", "out of range"), ("s106", "out of range"),
    ("v[1:2]", "64 bit aligned"), ("a[3:6]", "64 bit aligned"), ("s[1:2]", "alignment"),
    ("s[2:5]", "alignment"), ("v[3:1]", "below first"), ("x5", "not a register"),
    ("v", "not a register"),
])
def test_bad_register_names(name, match):
    w = Wavefront()
    with pytest.raises(isa.RegisterError, match=match):
        w.read(name)


def test_bad_writes_change_nothing():
    w = Wavefront()
    before = w.v.copy()
    with pytest.raises(isa.RegisterError):
        w.write("v[0:1]", np.zeros((3, 64), np.float32))
    with pytest.raises(isa.RegisterError):
        w.write("v1", np.zeros(1, np.float64))  # 64-bit values need a register pair
    with pytest.raises(isa.RegisterError):
        w.write("v0", 1 << 40)
    assert np.array_equal(w.v, before)


def _random_values(dtype: isa.DType, shape, rng):
    if dtype is isa.DType.I8:
        return rng.integers(-128, 128, shape).astype(np.int8)
    if dtype is isa.DType.I32:
        return rng.integers(-2**31, 2**31, shape).astype(np.int32)
    return rng.standard_normal(shape).astype(dtype.typed_dtype)


@pytest.mark.parametrize("r", isa.DENSE, ids=lambda r: r.mnemonic)
@pytest.mark.parametrize("matrix", "ABCD")
def test_write_read_matrix_round_trip(r, matrix):
    rng = np.random.default_rng(abs(hash((r.mnemonic, matrix))) % 2**32)
    w = Wavefront()
    dtype = isa.operand_type(r, matrix)
    shape = isa.matrix_shape(r, matrix)
    values = _random_values(dtype, shape, rng)
    w.write_matrix(r, matrix, values, "a8" if matrix in "CD" else "v8")
    base = "a8" if matrix in "CD" else "v8"
    got = w.read_matrix(r, matrix, base)
    assert got.dtype == dtype.typed_dtype
    assert np.array_equal(got.view(dtype.raw_dtype), values.view(dtype.raw_dtype))
    raw = w.read_matrix(r, matrix, base, raw=True)
    assert raw.dtype == dtype.raw_dtype
    # Raw bits in, the same registers out; every register bit is covered.
    w2 = Wavefront()
    w2.write_matrix(r, matrix, raw, base)
    assert np.array_equal(w2.a, w.a) and np.array_equal(w2.v, w.v)
    if shape[0] == 1:  # a 1-block instruction may omit the block axis
        w3 = Wavefront()
        w3.write_matrix(r, matrix, values[0], base)
        assert np.array_equal(w3.a, w.a) and np.array_equal(w3.v, w.v)


def test_write_matrix_places_known_elements():
    """Hand-checked places: 32x32x8 f16, A[5][7] is lane 5 + 32·(7//4) = 37, slot 3: v1 high half."""
    w = Wavefront()
    a = np.zeros((32, 8), np.float16)
    a[5, 7] = 1.0
    w.write_matrix("v_mfma_f32_32x32x8_f16", "A", a, "v[0:1]")
    assert w.v[1, 37] == 0x3C000000 and np.count_nonzero(w.v) == 1
    c = np.zeros((32, 32), np.float32)
    c[9, 3] = 2.0  # 32x32: lane (32·2) mod 64 + 3 = 3, reg 4·1 + 1 = 5
    w.write_matrix("v_mfma_f32_32x32x8_f16", "C", c, "a[0:15]")
    assert w.a[5, 3] == 0x40000000 and np.count_nonzero(w.a) == 1


def test_write_matrix_errors_leave_registers_untouched():
    w = Wavefront()
    before = (w.v.copy(), w.a.copy())
    with pytest.raises(OperandError, match="shape"):
        w.write_matrix("v_mfma_f32_32x32x8_f16", "A", np.zeros((32, 4), np.float16), "v0")
    with pytest.raises(OperandError, match="uint16"):
        w.write_matrix("v_mfma_f32_32x32x8_f16", "A", np.zeros((32, 8), np.uint32), "v0")
    with pytest.raises(isa.RegisterError, match="spans 16"):
        w.write_matrix("v_mfma_f32_32x32x8_f16", "C", np.zeros((32, 32)), "a[0:3]")
    with pytest.raises(isa.RegisterError, match="aligned"):
        w.write_matrix("v_mfma_f32_32x32x8_f16", "A", np.zeros((32, 8)), "v1")
    with pytest.raises(isa.RegisterError, match="out of range"):
        w.write_matrix("v_mfma_f32_32x32x8_f16", "C", np.zeros((32, 32)), "a250")
    with pytest.raises(isa.RegisterError, match="archVGPRs"):
        w.write_matrix("v_mfma_f32_32x32x8_f16", "A", np.zeros((32, 8)), "s0")
    assert np.array_equal(w.v, before[0]) and np.array_equal(w.a, before[1])


def test_typed_conversion_from_float64():
    w = Wavefront()
    w.write_matrix("v_mfma_f32_16x16x32_fp8_fp8", "A", np.full((16, 32), 0.5), "v0")
    got = w.read_matrix("v_mfma_f32_16x16x32_fp8_fp8", "A", "v0", raw=True)
    assert np.all(got == 0x38)  # E4M3FNUZ 0.5: exponent 7 (bias 8), mantissa 0


def test_execute_takes_any_straight_line_instruction():
    w = Wavefront()
    w.write("v1", 1.5)
    w.write("v2", 2.0)
    w.pc = 5
    w.execute("v_add_f32 v0, v1, v2")
    w.execute("s_mov_b32 s0, 7")
    assert np.all(w.read("v0", np.float32) == 3.5) and w.s[0] == 7 and w.pc == 5
    for bad, match in (("s_branch .L", "changes control flow"),
                       ("s_nop 0\ns_nop 1", "one instruction"), (None, "cannot execute")):
        with pytest.raises(isa.IsaError, match=match):
            w.execute(bad)
    assert w.s[0] == 7 and w.pc == 5


def test_one_register_reads_as_its_lanes_and_a_range_as_rows():
    w = Wavefront()
    w.write("v[0:3]", np.arange(4 * 64, dtype=np.uint32).reshape(4, 64))
    w.write("s[4:5]", np.array([7, 9], np.uint32))
    assert w.read("v1").shape == (64,) and w.read("v1")[5] == 64 + 5
    assert w.read("v[1:1]").shape == (1, 64) and w.read("v[0:3]").shape == (4, 64)
    assert w.read("v[0:1]", np.float64).shape == (1, 64)
    assert w.read("v2", np.float16).shape == (64, 2)
    assert w.read("s5") == 9 and np.ndim(w.read("s5")) == 0
    assert list(w.read("s[4:5]")) == [7, 9]
    assert w["v3"].shape == (64,)


@pytest.mark.parametrize("dtype", [object, "S4", np.complex64, "nonsense"])
def test_reading_as_a_type_registers_cannot_hold_names_it(dtype):
    w = Wavefront()
    with pytest.raises(RegisterError, match="(cannot be read as|not a numpy dtype)"):
        w.read("v[0:1]", dtype)
    with pytest.raises(RegisterError):
        w.write("v[0:1]", [1, 2], dtype)
