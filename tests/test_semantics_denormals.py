"""MODE's denormal controls (ops/denormals.py): the float VALU instructions against numpy
with the inputs and results flushed by hand as each MODE setting says, set by s_setreg at
run time and by a kernel descriptor at launch."""

from __future__ import annotations

import numpy as np
import pytest

from emulator import Wavefront
from emulator.launch import launch
from isa.assembler import assemble

from .helpers import ROOT


def flush(x):
    x = np.asarray(x)
    tiny = np.finfo(x.dtype).tiny
    return np.where(np.abs(x) < tiny, np.copysign(np.zeros_like(x), x), x).astype(x.dtype)


def denormal_heavy(rng, dtype=np.float32):
    tiny = float(np.finfo(dtype).tiny)
    x = rng.standard_normal(64) * tiny * rng.choice([0.01, 0.5, 1.5, 4.0], 64)
    x[:4] = [tiny * 0.75, -tiny * 0.25, 0.0, 1.0]
    return x.astype(dtype)


OPS32 = {
    "v_add_f32": lambda a, b, c: a + b,
    "v_sub_f32": lambda a, b, c: a - b,
    "v_mul_f32": lambda a, b, c: (a.astype(np.float64) * b).astype(np.float32),
    "v_fma_f32": lambda a, b, c: (a.astype(np.float64) * b + c).astype(np.float32),
    "v_max_f32": lambda a, b, c: np.where(a == b, np.where(np.signbit(a), b, a),
                                          np.maximum(a, b)),   # (+0 > −0)
}


@pytest.mark.parametrize("mode", range(4))
@pytest.mark.parametrize("name", sorted(OPS32))
def test_f32_denormal_modes(name, mode):
    rng = np.random.default_rng(mode + len(name))
    a, b = denormal_heavy(rng), denormal_heavy(rng)
    b[4:20] = rng.standard_normal(16).astype(np.float32) * 3   # (some results denormal)
    c = denormal_heavy(rng)
    w = Wavefront()
    w.v[1], w.v[2], w.v[3] = a.view(np.uint32), b.view(np.uint32), c.view(np.uint32)
    w.v[0] = 0xDEAD
    w.exec = (1 << 64) - 1 - (1 << 63)
    srcs = "v1, v2, v3" if name == "v_fma_f32" else "v1, v2"
    w.run(assemble(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), {mode}\n"
                   f"{name} v0, {srcs}\ns_endpgm\n"))
    x, y, z = (v if mode & 1 else flush(v) for v in (a, b, c))
    want = OPS32[name](x, y, z)
    want = want if mode & 2 else flush(want)
    got = w.v[0].view(np.float32)
    assert np.array_equal(got[:63].view(np.uint32), want[:63].view(np.uint32)), mode
    assert w.v[0][63] == 0xDEAD   # (an inactive lane is left alone)
    # the sources are read flushed, not changed
    assert np.array_equal(w.v[1].view(np.float32), a) and np.array_equal(
        w.v[2].view(np.float32), b)


def test_a_source_that_is_the_destination_keeps_its_inactive_lanes():
    rng = np.random.default_rng(2)
    a = denormal_heavy(rng)
    w = Wavefront()
    w.v[1] = a.view(np.uint32)
    w.exec = (1 << 32) - 1
    w.run(assemble("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0\n"
                   "v_mul_f32 v1, v1, 1.0\ns_endpgm\n"))
    got = w.v[1].view(np.float32)
    assert np.array_equal(got[:32], flush(a[:32]))
    assert np.array_equal(got[32:].view(np.uint32), a[32:].view(np.uint32))


@pytest.mark.parametrize("mode", range(4))
def test_f64_follows_the_16_64_bits_and_not_the_32_bit_ones(mode):
    rng = np.random.default_rng(5)
    a, b = denormal_heavy(rng, np.float64), denormal_heavy(rng, np.float64)
    w = Wavefront()
    for reg, x in ((2, a), (4, b)):
        bits = x.view(np.uint64)
        w.v[reg], w.v[reg + 1] = (bits & 0xFFFFFFFF).astype(np.uint32), (bits >> 32).astype(
            np.uint32)
    w.run(assemble(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), {mode << 2}\n"
                   "v_add_f64 v[0:1], v[2:3], v[4:5]\ns_endpgm\n"))
    x, y = (v if mode & 1 else flush(v) for v in (a, b))
    want = x + y
    want = want if mode & 2 else flush(want)
    got = (w.v[0].astype(np.uint64) | w.v[1].astype(np.uint64) << np.uint64(32))
    assert np.array_equal(got, want.view(np.uint64))


def test_compares_see_flushed_inputs():
    tiny = np.finfo(np.float32).tiny
    w = Wavefront()
    w.v[1] = np.full(64, np.float32(tiny / 4).view(np.uint32), np.uint32)
    w.run(assemble("v_cmp_eq_f32 s[2:3], 0, v1\n"
                   "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0\n"
                   "v_cmp_eq_f32 s[4:5], 0, v1\ns_endpgm\n"))
    assert (w.s[2], w.s[3]) == (0, 0) and (w.s[4], w.s[5]) == (0xFFFFFFFF, 0xFFFFFFFF)


def test_a_kernel_descriptor_sets_the_mode():
    """clang's -cl-denorms-are-zero writes .amdhsa_float_denorm_mode_32 0: the corpus's vadd
    with that field flushes denormal sums."""
    text = (ROOT / "programs" / "corpus" / "clang19-O3" / "elementwise.s").read_text()
    assert ".amdhsa_float_denorm_mode_32 3" in text
    tiny = np.finfo(np.float32).tiny
    n = 128
    a = np.full(n, tiny * 0.5, np.float32)
    b = np.full(n, tiny * 0.25, np.float32)
    for field, want in ((3, a + b), (0, np.zeros(n, np.float32))):
        c = np.full(n, -1.0, np.float32)
        launch(text.replace(".amdhsa_float_denorm_mode_32 3",
                            f".amdhsa_float_denorm_mode_32 {field}"),
               kernel="vadd", grid=(n,), block=(64,), args=[a, b, c, n])
        assert np.array_equal(c, want), field
