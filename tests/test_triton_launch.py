"""emulator.triton.launch on Triton's tutorial kernels (tests/triton_tutorial.py), compiled
by Triton for gfx942 on this machine: matmuls equal the chain of emulator.mfma calls in the
kernel's K order bit for bit; vector add exactly; softmax, layer norm and attention within
the stated tolerances of a float64 numpy reference (they use the hardware's exp/rsqrt
approximations, here correctly rounded). Skipped where Triton is absent."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

pytest.importorskip("triton")

import emulator  # noqa: E402
from emulator import triton as et  # noqa: E402
from isa import lookup_matrix  # noqa: E402

from . import triton_tutorial as tt  # noqa: E402

# (one xdist worker runs them all: they share the module's Triton compile cache)
pytestmark = pytest.mark.xdist_group("device_model")   # (conftest.py)


@pytest.fixture(scope="module", autouse=True)
def _cache(tmp_path_factory):
    """One compile cache for this module (a clean one: the cache is tested too)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("WFEMU_TRITON_CACHE", str(tmp_path_factory.mktemp("triton-cache")))
        yield


def test_vector_add_is_exact_and_reports_waves():
    rng = np.random.default_rng(0)
    n = 1000
    x, y = rng.standard_normal(1024).astype(np.float32), rng.standard_normal(1024).astype(
        np.float32)
    out = np.full(1024, 7, np.float32)
    result = et.launch(tt.add_kernel, (4,), x, y, out, n, BLOCK_SIZE=256)
    assert np.array_equal(out[:n], x[:n] + y[:n]) and (out[n:] == 7).all()
    assert result.kernel == "add_kernel" and result.mfma == ()
    assert len(result.wave_cycles) == 4 * 4 and min(result.wave_cycles) > 0
    assert result.result.block == (256, 1, 1)


def test_the_compile_cache_and_the_specialisation():
    x = np.ones(1024, np.float32)
    out = np.zeros(1024, np.float32)
    first = et.launch(tt.add_kernel, (4,), x, x, out, 1024, BLOCK_SIZE=256)
    stamp = first.assembly.stat().st_mtime_ns
    again = et.launch(tt.add_kernel, (4,), x, x, out, 1024, BLOCK_SIZE=256)
    assert again.assembly == first.assembly and again.assembly.stat().st_mtime_ns == stamp
    other = et.launch(tt.add_kernel, (4,), x, x, out, 1000, BLOCK_SIZE=256)
    assert other.assembly != first.assembly   # (1024 is divisible by 16, 1000 is not)
    # (a kernel launched again runs the same Program, whose state the runtime kept: its
    # hot blocks, its planned steps)
    call = (tt.add_kernel, (4,), (x, x, out, 1024), {"BLOCK_SIZE": 256}, 4)
    program = et.prepare(*call).program
    assert program.instructions and et.prepare(*call).program is program
    signature, folded, attrs, runtime = et.specialise(tt.add_kernel, (x, x, out, 1), {
        "BLOCK_SIZE": 256})
    assert folded == {"n_elements": 1, "BLOCK_SIZE": 256}   # (an integer 1 is folded)
    assert signature["x_ptr"] == "*fp32" and len(runtime) == 3
    assert attrs[(0,)] == [["tt.divisibility", 16], ["tt.pointer_range", 32]]
    assert et.specialise(tt.add_kernel, (x, x, out, 1024), {"BLOCK_SIZE": 256})[2][(3,)] == [
        ["tt.divisibility", 16]]


def test_fused_softmax():
    rng = np.random.default_rng(1)
    rows, cols = 5, 100
    x = (rng.standard_normal((rows, cols)) * 3).astype(np.float32)
    y = np.zeros_like(x)
    et.launch(tt.softmax_kernel, (rows,), y, x, cols, cols, cols, BLOCK_SIZE=128)
    e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
    want = e / e.sum(axis=1, keepdims=True)
    assert np.allclose(y, want, rtol=2e-6, atol=1e-9)


def test_persistent_softmax_takes_num_stages_as_option_and_constexpr():
    rng = np.random.default_rng(6)
    x = rng.standard_normal((7, 90)).astype(np.float32)
    y = np.zeros_like(x)
    et.launch(tt.softmax_rows_kernel, (4,), y, x, 90, 90, 7, 90, BLOCK_SIZE=128, num_stages=2)
    e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
    assert np.allclose(y, e / e.sum(axis=1, keepdims=True), rtol=2e-6, atol=1e-9)


def test_grouped_matmul_with_an_f16_result():
    rng = np.random.default_rng(7)
    m, n, k = 96, 64, 80   # (K not a multiple of the block: masked)
    a = rng.standard_normal((m, k)).astype(np.float16)
    b = rng.standard_normal((k, n)).astype(np.float16)
    c = np.zeros((m, n), np.float16)
    result = et.launch(tt.grouped_matmul, (3 * 2,), a, b, c, m, n, k, k, 1, n, 1, n, 1,
                       BLOCK_M=32, BLOCK_N=32, BLOCK_K=32, GROUP_M=2)
    want = tiled(result.mfma[0], a, b, m, n).astype(np.float16)
    assert np.array_equal(c.view(np.uint16), want.view(np.uint16))


def test_layer_norm_forward():
    rng = np.random.default_rng(2)
    rows, n = 4, 300   # (three column blocks of 128, the last one masked)
    x = rng.standard_normal((rows, n)).astype(np.float32)
    w, b = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    y, mean, rstd = np.zeros_like(x), np.zeros(rows, np.float32), np.zeros(rows, np.float32)
    et.launch(tt.layer_norm_fwd, (rows,), x, y, w, b, mean, rstd, n, n, 1e-5, BLOCK_SIZE=128)
    r = x.astype(np.float64)
    mu = r.mean(axis=1, keepdims=True)
    sigma = 1 / np.sqrt(((r - mu) ** 2).mean(axis=1, keepdims=True) + 1e-5)
    assert np.allclose(mean, mu[:, 0], rtol=1e-6, atol=1e-7)
    assert np.allclose(rstd, sigma[:, 0], rtol=2e-6)
    assert np.allclose(y, (r - mu) * sigma * w + b, rtol=2e-5, atol=2e-6)


def test_layer_norm_forward_on_f16():
    """fp16 X (issue 28's case: N = 300, BLOCK_SIZE = 256, num_warps = 4): Triton sums the
    halves with ``v_fma_mix_f32 v, v, 1.0, v op_sel_hi:[1,1,0]``, whose 1.0 is the f16
    constant (Mean was 0 when it read as the f32 pattern's low half)."""
    rng = np.random.default_rng(5)
    rows, n = 3, 300
    x = rng.standard_normal((rows, n)).astype(np.float16)
    w, b = (rng.standard_normal(n).astype(np.float16) for _ in "wb")
    y, mean, rstd = np.zeros_like(x), np.zeros(rows, np.float32), np.zeros(rows, np.float32)
    et.launch(tt.layer_norm_fwd, (rows,), x, y, w, b, mean, rstd, n, n, 1e-5, BLOCK_SIZE=256,
              num_warps=4)
    r = x.astype(np.float64)
    mu = r.mean(axis=1, keepdims=True)
    sigma = 1 / np.sqrt(((r - mu) ** 2).mean(axis=1, keepdims=True) + 1e-5)
    assert np.allclose(mean, mu[:, 0], rtol=1e-5, atol=1e-6) and np.all(mean != 0)
    assert np.allclose(rstd, sigma[:, 0], rtol=1e-5)
    assert np.allclose(y.astype(np.float64), (r - mu) * sigma * w + b, rtol=5e-3, atol=5e-3)


def tiled(name, a, b, m, n):
    """The chain of emulator.mfma calls a tile loop makes, K in order, over m×n tiles of the
    instruction's shape (a, b zero-padded to whole tiles)."""
    record = lookup_matrix(name)
    rows, cols, depth = record.m, record.n, record.k
    pad = lambda x, r, c: np.pad(x, ((0, -x.shape[0] % r), (0, -x.shape[1] % c)))  # noqa
    a, b = pad(a, rows, depth), pad(b, depth, cols)
    acc_type = np.int32 if "_i32_" in name else np.float32
    out = np.zeros((a.shape[0], b.shape[1]), acc_type)
    for i in range(0, a.shape[0], rows):
        for j in range(0, b.shape[1], cols):
            acc = np.zeros((rows, cols), acc_type)
            for k in range(0, a.shape[1], depth):
                acc = emulator.mfma(name, a[i:i + rows, k:k + depth], b[k:k + depth, j:j + cols],
                                    acc)
            out[i:i + rows, j:j + cols] = acc
    return out[:m, :n]


MATMULS = [   # element type, input precision, the MFMA Triton picks
    (np.float16, "ieee", "v_mfma_f32_32x32x8_f16"),
    (ml_dtypes.bfloat16, "ieee", "v_mfma_f32_32x32x8_bf16"),
    (ml_dtypes.float8_e4m3fnuz, "ieee", "v_mfma_f32_32x32x16_fp8_fp8"),
    (ml_dtypes.float8_e5m2fnuz, "ieee", "v_mfma_f32_32x32x16_bf8_bf8"),
    (np.int8, "ieee", "v_mfma_i32_32x32x16_i8"),
    (np.float32, "ieee", "v_mfma_f32_32x32x2_f32"),
    (np.float32, "tf32", "v_mfma_f32_32x32x4_xf32"),
]


@pytest.mark.parametrize("dtype,precision,instruction", MATMULS,
                         ids=[f"{np.dtype(d).name}-{p}" for d, p, _ in MATMULS])
def test_matmul_equals_the_mfma_chain(dtype, precision, instruction):
    rng = np.random.default_rng(3)
    m = n = k = 64
    if dtype is np.int8:
        a, b = (rng.integers(-128, 128, s).astype(np.int8) for s in ((m, k), (k, n)))
        c = np.zeros((m, n), np.int32)
    else:
        a, b = (rng.standard_normal(s).astype(dtype) for s in ((m, k), (k, n)))
        c = np.zeros((m, n), np.float32)
    result = et.launch(tt.matmul_kernel, (m // 32, n // 32), a, b, c, None, m, n, k, k, n, n,
                       BLOCK_M=32, BLOCK_N=32, BLOCK_K=32, PRECISION=precision, RELU=False)
    assert result.mfma == (instruction,)
    assert np.array_equal(c.view(np.uint32), tiled(instruction, a, b, m, n).view(np.uint32))


def test_matmul_with_bias_relu_and_ragged_sizes():
    rng = np.random.default_rng(4)
    m, n, k = 50, 40, 72   # (not multiples of the 32×32×32 blocks: masked edges)
    a = rng.standard_normal((m, k)).astype(np.float16)
    b = rng.standard_normal((k, n)).astype(np.float16)
    bias = rng.standard_normal(n).astype(np.float32)
    c = np.zeros((m, n), np.float32)
    result = et.launch(tt.matmul_kernel, (2, 2), a, b, c, bias, m, n, k, k, n, n,
                       BLOCK_M=32, BLOCK_N=32, BLOCK_K=32, PRECISION="ieee", RELU=True)
    product = tiled(result.mfma[0], a, b, m, n)
    want = np.maximum(product + bias[None, :], np.float32(0)).astype(np.float32)
    assert np.array_equal(c, want)


def test_flash_attention_forward():
    rng = np.random.default_rng(5)
    seq, dim = 80, 32   # (80: the last key block masked)
    q, k, v = (rng.standard_normal((seq, dim)).astype(np.float16) for _ in range(3))
    out = np.zeros((seq, dim), np.float32)
    scale = 1 / np.sqrt(dim)
    result = et.launch(tt.attention_fwd, (3,), q, k, v, out, scale, seq, HEAD_DIM=dim,
                       BLOCK_M=32, BLOCK_N=32)
    s = q.astype(np.float64) @ k.astype(np.float64).T * scale
    p = np.exp(s - s.max(axis=1, keepdims=True))
    want = (p / p.sum(axis=1, keepdims=True)) @ v.astype(np.float64)
    # (P is rounded to f16 before P·V, as the kernel says: about 1e-3 relative)
    assert np.allclose(out, want, rtol=5e-3, atol=5e-3)
    assert any("f16" in name for name in result.mfma)


def test_errors_name_the_problem():
    x = np.zeros(16, np.float32)
    with pytest.raises(et.TritonError, match="x_ptr"):
        et.launch(tt.add_kernel, (1,), [1, 2], x, x, 16, BLOCK_SIZE=16)
    with pytest.raises(et.TritonError, match="complex128"):
        et.launch(tt.add_kernel, (1,), np.zeros(4, complex), x, x, 16, BLOCK_SIZE=16)
    with pytest.raises(et.TritonError, match="add_kernel"):
        et.launch(tt.add_kernel, (1,), x, x, BLOCK_SIZE=16)   # (missing arguments)
    with pytest.raises(et.TritonError, match="could not compile"):
        et.launch(tt.add_kernel, (1,), x, x, x, 16, BLOCK_SIZE=24)   # (not a power of 2)
    with pytest.raises(et.TritonError, match="num_warps"):
        et.launch(tt.add_kernel, (1,), x, x, x, 16, BLOCK_SIZE=16, num_warps=3)
    with pytest.raises(et.TritonError, match="jit"):
        et.launch(print, (1,), x)


def test_the_readme_example_runs(capsys):
    import runpy
    from .helpers import ROOT
    runpy.run_path(str(ROOT / "programs" / "triton_matmul.py"), run_name="__main__")
    out = capsys.readouterr().out
    assert "MFMA instructions: v_mfma_f32_32x32x8_f16" in out
    assert "bit for bit: True" in out


def test_programs_that_wait_on_one_another_run_side_by_side():
    """Program i spins (an atomic read of the next program's flag) until program i + 1 is
    done: on MI300X the 4 programs are resident together, and so they are here."""
    flag, out = np.zeros(4, np.int32), np.zeros(4, np.int32)
    et.launch(tt.wait_on_next, (4,), flag, out, 4)
    assert list(out) == [100, 101, 102, 103] and list(flag) == [1, 1, 1, 1]
