"""The corpus (programs/corpus/): real kernels as clang-19 and clang-22 compile them at -O1 and
-O3, each launched over a multi-workgroup grid and checked against numpy — exactly for
integer, bit and IEEE-exact float work, within stated tolerances where the compiler's
exp/log lowering (built on the approximate v_exp_f32 / v_log_f32) is involved.

One table, CASES: kernel name → source, grid, block, the arguments (from a seeded
generator) and the check. Every kernel of every committed build is run; a kernel missing
from the table is an error (tests must grow with the corpus)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

import ml_dtypes
import numpy as np
import pytest

from emulator.launch import launch

from .helpers import ROOT

CORPUS = ROOT / "programs" / "corpus"
BUILDS = sorted(p for p in CORPUS.iterdir() if p.is_dir() and p.name.startswith("clang"))
N = 64 * 6          # work-items of the 1-D kernels: 6 workgroups of 64


@dataclass(frozen=True)
class Case:
    source: str
    grid: tuple
    block: tuple
    args: Callable      # rng -> list of launch arguments
    check: Callable     # (args after the launch, rng-free) -> None (asserts)


def rng_floats(rng, n, scale=4.0, dtype=np.float32):
    return (rng.standard_normal(n) * scale).astype(dtype)


def exact(got, want):
    np.testing.assert_array_equal(got, want)


def same_bits(got, want):
    assert got.dtype == want.dtype
    view = {2: np.uint16, 4: np.uint32, 8: np.uint64}[got.dtype.itemsize]
    bad = np.flatnonzero(got.view(view) != want.view(view))
    assert bad.size == 0, [(i, got[i], want[i]) for i in bad[:5]]


def close(got, want, rtol):
    np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol * np.abs(want).max())


# -- elementwise -------------------------------------------------------------------------
def _vadd(rng):
    n = N - 13   # (a tail the guard must cut)
    return [rng_floats(rng, N), rng_floats(rng, N), np.full(N, -1.0, np.float32), n]


def _check_vadd(args):
    a, b, c, n = args
    want = np.where(np.arange(N) < n, a + b, np.float32(-1.0))
    same_bits(c, want.astype(np.float32))


def _relu(rng):
    return [rng_floats(rng, N), np.zeros(N, np.float32), 0.75]


def _bytes_to_shorts(rng):
    return [rng.integers(0, 256, N, dtype=np.uint8), np.zeros(N, np.int16)]


def _clamp_chars(rng):
    return [rng.integers(-400, 400, N).astype(np.int32), np.zeros(N, np.int8)]


# -- integer -----------------------------------------------------------------------------
def _divmod32(rng):
    a = rng.integers(-2**31, 2**31, N).astype(np.int32)
    b = rng.integers(-2**31, 2**31, N).astype(np.int32)
    b[::7] = rng.integers(-9, 10, len(b[::7]))
    b[b == 0] = 3
    a[0], b[0] = -2**31, 1          # (INT_MIN / -1 is undefined in C; / 1 is not)
    return [a, b, np.zeros(N, np.int32), np.zeros(N, np.int32), np.zeros(N, np.uint32)]


def _check_divmod32(args):
    a, b, q, r, uq = args
    want_q = (np.sign(a.astype(np.int64)) * np.sign(b.astype(np.int64))
              * (np.abs(a.astype(np.int64)) // np.abs(b.astype(np.int64))))
    exact(q, want_q.astype(np.int32))
    exact(r, (a.astype(np.int64) - want_q * b).astype(np.int32))
    exact(uq, a.view(np.uint32) // b.view(np.uint32))


def _divmod64(rng):
    a = rng.integers(-2**63, 2**63, N, dtype=np.int64)
    b = rng.integers(-2**63, 2**63, N, dtype=np.int64) >> rng.integers(0, 63, N)
    b[b == 0] = 5
    return [a, b, np.zeros(N, np.int64), np.zeros(N, np.uint64)]


def _check_divmod64(args):
    a, b, q, ur = args
    want = [int(x) // int(y) if (x < 0) == (y < 0) else -(abs(int(x)) // abs(int(y)))
            for x, y in zip(a, b)]
    exact(q, np.array(want, dtype=np.int64))
    exact(ur, a.view(np.uint64) % b.view(np.uint64))


def _bits(rng):
    a = rng.integers(0, 2**32, N, dtype=np.uint32)
    a[:4] = [0, 1, 0xFFFFFFFF, 0x80000000]
    return [a] + [np.zeros(N, np.uint32) for _ in range(4)]


def _check_bits(args):
    a, pop, lz, rot, swapped = args
    exact(pop, np.array([bin(int(x)).count("1") for x in a], np.uint32))
    exact(lz, np.array([32 - int(x).bit_length() for x in a], np.uint32))
    exact(rot, (a << np.uint32(7)) | (a >> np.uint32(25)))
    exact(swapped, a.byteswap())


def _mul64(rng):
    return [rng.integers(0, 2**64, N, dtype=np.uint64, endpoint=False),
            rng.integers(0, 2**64, N, dtype=np.uint64, endpoint=False),
            np.zeros(N, np.uint64), np.zeros(N, np.uint64)]


def _check_mul64(args):
    a, b, lo, hi = args
    products = [int(x) * int(y) for x, y in zip(a, b)]
    exact(lo, np.array([p & (2**64 - 1) for p in products], np.uint64))
    exact(hi, np.array([p >> 64 for p in products], np.uint64))


# -- saturating arithmetic (clamp) and flushed denormals (MODE) --------------------------
def _extremes(rng, dtype):
    info = np.iinfo(dtype)
    x = rng.integers(info.min, info.max, N, dtype=dtype, endpoint=True)
    x[:6] = [info.min, info.max, 0, 1, info.max - 1, info.min + 1][:6]
    big = rng.random(N) < 0.4
    x[big] = np.where(x[big] >= 0, info.max - x[big] % 7, info.min + (-x[big]) % 7)
    return x


def _saturated(x, dtype):
    info = np.iinfo(dtype)
    return np.clip(x, info.min, info.max).astype(dtype)


def _sat(dtype, signed_dtype):
    def args(rng):
        return [_extremes(rng, dtype), _extremes(rng, dtype)] + [
            np.zeros(N, t) for t in (dtype, dtype, signed_dtype, signed_dtype)]

    def check(args):
        a, b, us, ud, ss, sd = args
        wide_a, wide_b = a.astype(np.int64), b.astype(np.int64)
        sa, sb = (a.view(signed_dtype).astype(np.int64), b.view(signed_dtype).astype(np.int64))
        exact(us, _saturated(wide_a + wide_b, dtype))
        exact(ud, _saturated(wide_a - wide_b, dtype))
        exact(ss, _saturated(sa + sb, signed_dtype))
        exact(sd, _saturated(sa - sb, signed_dtype))
    return args, check


def _sat_pk(rng):
    return [_extremes(rng, np.uint16).repeat(2), _extremes(rng, np.uint16)[::-1].repeat(2),
            np.zeros(2 * N, np.uint16), np.zeros(2 * N, np.int16)]


def _check_sat_pk(args):
    a, b, s, d = args
    exact(s, _saturated(a.astype(np.int64) + b.astype(np.int64), np.uint16))
    exact(d, _saturated(a.view(np.int16).astype(np.int64) - b.view(np.int16), np.int16))


def _flush(x):
    tiny = np.finfo(np.float32).tiny
    return np.where(np.abs(x) < tiny, np.copysign(np.float32(0), x), x).astype(np.float32)


def _flushed_ops(rng):
    tiny = np.finfo(np.float32).tiny
    a = (rng.standard_normal(N) * tiny * 3).astype(np.float32)
    b = np.where(rng.random(N) < 0.5, rng.standard_normal(N) * tiny * 3,
                 rng.standard_normal(N)).astype(np.float32)
    return [a, b, np.zeros(N, np.float32), np.zeros(N, np.float32), np.zeros(N, np.int32)]


def _check_flushed_ops(args):
    """-cl-denorms-are-zero: denormal inputs read as zeros and denormal results written as
    zeros (numpy on flushed inputs, its results flushed)."""
    a, b, total, product, is_zero = args
    x, y = _flush(a), _flush(b)
    assert (a != x).sum() > N // 4   # (many inputs are denormal)
    same_bits(total, _flush(x + y))
    same_bits(product, _flush(x * y))
    exact(is_zero, (x == 0).astype(np.int32))


# -- LDS ---------------------------------------------------------------------------------
WG = 256


def _reduce_sum(rng):
    return [rng.integers(-1000, 1000, WG * 4).astype(np.float32), np.zeros(4, np.float32)]


def _check_reduce_sum(args):
    x, partial = args       # (integers: every order of additions is exact)
    exact(partial, x.reshape(4, WG).sum(axis=1))


def _reduce_max(rng):
    return [rng.integers(-2**31, 2**31, WG * 4).astype(np.int32), np.zeros(4, np.int32),
            WG * 4]


def _check_reduce_max(args):
    x, partial, _ = args
    exact(partial, x.reshape(4, WG).max(axis=1))


def _scan(rng):
    return [rng.integers(-1000, 1000, WG * 3).astype(np.int32), np.zeros(WG * 3, np.int32)]


def _check_scan(args):
    x, y = args
    exact(y, np.cumsum(x.reshape(3, WG), axis=1).reshape(-1).astype(np.int32))


def _transpose(rng):
    n = 48
    return [rng_floats(rng, n * n), np.zeros(n * n, np.float32), n]


def _check_transpose(args):
    a, b, n = args
    exact(b.reshape(n, n), a.reshape(n, n).T)


# -- atomics -----------------------------------------------------------------------------
def _histogram(rng):
    return [rng.integers(0, 256, N, dtype=np.uint8), np.zeros(64, np.uint32)]


def _check_histogram(args):
    x, bins = args
    exact(bins, np.bincount(x & 63, minlength=64).astype(np.uint32))


def _minmax(rng):
    out = np.array([2**31 - 1, -2**31, 0, 0], np.int32)
    return [rng.integers(-2**31, 2**31, N).astype(np.int32), out]


def _check_minmax(args):
    x, out = args
    exact(out, np.array([x.min(), x.max(), np.bitwise_or.reduce(x & 0xFF),
                         np.bitwise_xor.reduce(x)], np.int32))


def _cas_sum(rng):
    return [rng.integers(-50, 50, N).astype(np.float32), np.zeros(1, np.float32)]


def _check_cas_sum(args):
    x, total = args        # (small integers: the sum is exact in any order)
    exact(total, np.array([x.sum()], np.float32))


def _tickets(rng):
    return [np.zeros(1, np.uint32), np.zeros(256, np.uint32)]


def _check_tickets(args):
    counter, seen = args   # every ticket 0..N-1 handed out exactly once
    exact(counter, np.array([N], np.uint32))
    exact(seen, np.bincount(np.arange(N) % 256, minlength=256).astype(np.uint32))


# -- math --------------------------------------------------------------------------------
def _transcend(rng):
    return [rng_floats(rng, N, 3.0)] + [np.zeros(N, np.float32) for _ in range(3)]


def _check_transcend(args):
    x, e, lg, s = args
    x64 = x.astype(np.float64)
    close(e, np.exp(x64), 4e-7)                 # (the lowering is within ~2 ulp)
    close(lg, np.log(np.abs(x64) + 1.0), 4e-7)
    same_bits(s, np.sqrt(np.abs(x)))           # (IEEE sqrt: correctly rounded)


def _fused(rng):
    a, b, c = (rng_floats(rng, N) for _ in range(3))
    a[:3], b[:3] = [np.nan, 0.0, -0.0], [1.0, -0.0, 0.0]
    return [a, b, c] + [np.zeros(N, np.float32) for _ in range(3)]


def _check_fused(args):
    a, b, c, d, mn, mx = args
    fma = (a.astype(np.float64) * b + c).astype(np.float32)   # (exact product in f64)
    ok = ~np.isnan(a)
    same_bits(d[ok], fma[ok])
    # fmin/fmax: IEEE minNum / maxNum (a NaN loses); the sign of a zero result either way
    exact(mn[3:], np.fmin(a, b)[3:])
    exact(mx[3:], np.fmax(a, b)[3:])
    assert mn[0] == 1.0 and mx[0] == 1.0


def _convert(rng):
    x = rng_floats(rng, N, 1000.0)
    return [x, np.zeros(N, np.int32), np.zeros(N, np.uint32), np.zeros(N, np.float32),
            np.zeros(N, np.float64), np.zeros(N, np.float16)]


def _check_convert(args):
    x, i32, u32, back, wide, h = args
    exact(i32, np.trunc(x).astype(np.int32))
    exact(u32, np.trunc(np.abs(x)).astype(np.uint32))
    same_bits(back, (np.trunc(x) + np.arange(N, dtype=np.float32)).astype(np.float32))
    same_bits(wide, x.astype(np.float64) * 3.0)
    same_bits(h, x.astype(np.float16))


def _rows(rng):
    return [rng_floats(rng, 64 * 5, 2.0), np.zeros(64 * 5, np.float32)]


def _check_softmax(args):
    x, y = args
    r = x.reshape(5, 64).astype(np.float64)
    e = np.exp(r - r.max(axis=1, keepdims=True))
    close(y.reshape(5, 64), e / e.sum(axis=1, keepdims=True), 2e-6)


def _check_layernorm(args):
    x, y = args
    r = x.reshape(5, 64).astype(np.float64)
    d = r - r.mean(axis=1, keepdims=True)
    close(y.reshape(5, 64), d / np.sqrt((d * d).mean(axis=1, keepdims=True) + 1e-5), 2e-6)


def _dot_f64(rng):
    return [rng.integers(-1000, 1000, N).astype(np.float64),
            rng.integers(-1000, 1000, N).astype(np.float64), np.zeros(N // 64, np.float64)]


def _check_dot_f64(args):
    a, b, out = args
    exact(out, (a * b).reshape(-1, 64).sum(axis=1))


# -- control -----------------------------------------------------------------------------
def _collatz(rng):
    return [rng.integers(1, 10_000, N).astype(np.uint32), np.zeros(N, np.uint32)]


def _check_collatz(args):
    x, steps = args

    def count(v):
        n = 0
        while v != 1 and n < 1000:
            v = 3 * v + 1 if v & 1 else v >> 1
            n += 1
        return n
    exact(steps, np.array([count(int(v)) for v in x], np.uint32))


def _branchy(rng):
    return [rng.integers(-300, 300, N).astype(np.int32), np.zeros(N, np.int32)]


def _check_branchy(args):
    x, y = args
    exact(y, np.where(x > 100, x * 2, np.where(x < -100, -x, x + 7)).astype(np.int32))


def _private_array(rng):
    return [rng.integers(-1000, 1000, N).astype(np.int32), np.zeros(N, np.int32)]


def _check_private_array(args):
    x, y = args
    k = np.arange(32)
    want = [sum(int(v) * int((j * 7 + v) & 31) + (((j * 7 + v) & 31) ^ int(v))
                for j in k) for v in x]
    exact(y, np.array(want, np.int64).astype(np.int32))


def _check_private_scratch(args):
    x, y = args
    want = [sum(int(v) * k - k for k in ((j * 37 + int(v)) % 200 for j in range(200)))
            for v in x]
    exact(y, np.array(want, np.int64).astype(np.int32))


PRIMES = np.array([2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53])


def _table(rng):
    return [rng.integers(0, 2**20, N).astype(np.uint32), np.zeros(N, np.int32)]


def _check_table(args):
    x, y = args
    exact(y, (PRIMES[x & 15] * x.astype(np.int64)).astype(np.int32))


def _matmul(rng):
    n = 16
    return [rng.integers(-8, 8, n * n).astype(np.float32),
            rng.integers(-8, 8, n * n).astype(np.float32), np.zeros(n * n, np.float32), n]


def _check_matmul(args):
    a, b, c, n = args
    exact(c.reshape(n, n), a.reshape(n, n) @ b.reshape(n, n))


def _shuffle(rng):
    return [rng.integers(-2**31, 2**31, N).astype(np.int32), np.zeros(N, np.int32)]


def _check_shuffle(args):
    x, y = args
    lanes = (np.arange(64) + 5) & 63
    exact(y, x.reshape(-1, 64)[:, lanes].reshape(-1))


# -- division (and its own test file: tests/test_division.py) ------------------------------
def _fdiv(rng):
    return [rng_floats(rng, N), rng_floats(rng, N), np.zeros(N, np.float32)]


def _check_fdiv(args):
    a, b, c = args
    same_bits(c, a / b)


def one_d(source, args, check, n=N):
    return Case(source, (n // 64,), (64,), args, check)


CASES = {
    "vadd": one_d("elementwise", _vadd, _check_vadd),
    "saxpy": None,   # filled below: it updates y in place
    "relu_scale": one_d("elementwise", _relu, lambda a: same_bits(
        a[1], np.maximum(a[0] * np.float32(0.75), np.float32(0)).astype(np.float32))),
    "bytes_to_shorts": one_d("elementwise", _bytes_to_shorts, lambda a: exact(
        a[1], (a[0].astype(np.int16) * 3 - 100).astype(np.int16))),
    "clamp_chars": one_d("elementwise", _clamp_chars, lambda a: exact(
        a[1], np.clip(a[0], -128, 127).astype(np.int8))),
    "divmod32": one_d("integer", _divmod32, _check_divmod32),
    "divmod64": one_d("integer", _divmod64, _check_divmod64),
    "bits": one_d("integer", _bits, _check_bits),
    "mul64": one_d("integer", _mul64, _check_mul64),
    "sat32": one_d("saturate", *_sat(np.uint32, np.int32)),
    "sat16": one_d("saturate", *_sat(np.uint16, np.int16)),
    "sat_pk": one_d("saturate", _sat_pk, _check_sat_pk),
    "flushed_ops": one_d("flush", _flushed_ops, _check_flushed_ops),
    "reduce_sum": Case("lds", (4,), (WG,), _reduce_sum, _check_reduce_sum),
    "reduce_max_dynamic": Case("lds", (4,), (WG,), lambda rng: _reduce_max(rng)[:2] + [WG * 4],
                               _check_reduce_max),
    "scan_inclusive": Case("lds", (3,), (WG,), _scan, _check_scan),
    "transpose": Case("lds", (3, 3), (16, 16), _transpose, _check_transpose),
    "histogram": one_d("atomics", _histogram, _check_histogram),
    "minmax": one_d("atomics", _minmax, _check_minmax),
    "cas_sum": one_d("atomics", _cas_sum, _check_cas_sum),
    "tickets": one_d("atomics", _tickets, _check_tickets),
    "transcend": one_d("math", _transcend, _check_transcend),
    "fused": one_d("math", _fused, _check_fused),
    "convert": one_d("math", _convert, _check_convert),
    "softmax_row": Case("math", (5,), (64,), _rows, _check_softmax),
    "layernorm_row": Case("math", (5,), (64,), _rows, _check_layernorm),
    "dot_f64": one_d("math", _dot_f64, _check_dot_f64),
    "collatz": one_d("control", _collatz, _check_collatz),
    "branchy": one_d("control", _branchy, _check_branchy),
    "private_array": one_d("control", _private_array, _check_private_array),
    "private_scratch": one_d("control", lambda rng: [rng.integers(0, 1000, N).astype(
        np.int32), np.zeros(N, np.int32)], _check_private_scratch),
    "table_lookup": one_d("control", _table, _check_table),
    "matmul_naive": Case("control", (4,), (64,), _matmul, _check_matmul),
    "lane_shuffle": one_d("control", _shuffle, _check_shuffle),
    "fdiv": one_d("division", _fdiv, _check_fdiv),
}


def _saxpy_check_factory():
    def args(rng):
        x, y = rng_floats(rng, N), rng_floats(rng, N)
        _saxpy_check_factory.y0 = y.copy()
        return [np.float32(1.7), x, y, N - 5]

    def check(a):
        alpha, x, y, n = a
        want = _saxpy_check_factory.y0.copy()
        want[:n] = (alpha * x[:n]).astype(np.float32) + want[:n]   # (no fma: mul then add)
        fused = (np.float64(alpha) * x[:n] + _saxpy_check_factory.y0[:n]).astype(np.float32)
        assert np.array_equal(y[:n], want[:n]) or np.array_equal(y[:n], fused)
        exact(y[n:], want[n:])
    return args, check


CASES["saxpy"] = one_d("elementwise", *_saxpy_check_factory())
# the kernels tests/test_division.py checks on special values: not repeated here
COVERED_ELSEWHERE = {"fsqrt", "frcp", "ddiv", "dsqrt", "drcp"}


def kernels_of(path) -> list[str]:
    return re.findall(r"^\s*\.amdhsa_kernel\s+(\S+)", path.read_text(), re.M)


PAIRS = [(build, path.stem, name) for build in BUILDS for path in sorted(build.glob("*.s"))
         for name in kernels_of(path) if name not in COVERED_ELSEWHERE]


def test_every_kernel_has_a_case():
    names = {name for _, _, name in PAIRS}
    assert names == set(CASES), (names - set(CASES), set(CASES) - names)
    assert len(BUILDS) == 4 and len(PAIRS) >= 40


@pytest.mark.parametrize("build,source,name", PAIRS,
                         ids=[f"{b.name}-{n}" for b, _, n in PAIRS])
def test_kernel_matches_numpy(build, source, name):
    case = CASES[name]
    assert case.source == source
    args = case.args(np.random.default_rng(sum(map(ord, name))))
    with np.errstate(all="ignore"):
        launch(build / f"{source}.s", kernel=name, grid=case.grid, block=case.block,
               args=args, workers=1)
        case.check(args)


@pytest.mark.parametrize("name", ["histogram", "minmax", "cas_sum", "tickets"])
def test_atomics_give_one_process_bytes_under_a_pool(name):
    """Two worker processes leave the bytes one process does: atomics that return nothing
    are replayed in workgroup order on the merged memory; a kernel that uses returned old
    values (tickets, the compare-and-swap loop) runs in one process."""
    case, build = CASES[name], CORPUS / "clang19-O3"
    results = []
    for workers in (1, 2):
        args = case.args(np.random.default_rng(5))
        launch(build / f"{case.source}.s", kernel=name, grid=case.grid, block=case.block,
               args=args, workers=workers)
        case.check(args)
        results.append([a.tobytes() for a in args if isinstance(a, np.ndarray)])
    assert results[0] == results[1]


# -- Triton (programs/corpus/triton/kernels.py, compiled by Triton 3.x for gfx942) ---------
TRITON = sorted(p for p in CORPUS.iterdir() if p.is_dir() and p.name.startswith("triton-"))


def _tiled(name, a, b, tile, k_step):
    """The chain of emulator.mfma calls a kernel's tile loop makes, in its K order."""
    import emulator
    out = np.zeros((a.shape[0], b.shape[1]), np.float32)
    for i in range(0, a.shape[0], tile):
        for j in range(0, b.shape[1], tile):
            acc = np.zeros((tile, tile), np.float32)
            for k in range(0, a.shape[1], k_step):
                acc = emulator.mfma(name, a[i:i + tile, k:k + k_step],
                                    b[k:k + k_step, j:j + tile], acc)
            out[i:i + tile, j:j + tile] = acc
    return out


def _matmul_case(dtype, instruction, k_step, m=64, n=64, k=64):
    def args(rng):
        a = rng.standard_normal((m, k)).astype(dtype)
        b = rng.standard_normal((k, n)).astype(dtype)
        return [a, b, np.zeros((m, n), np.float32), m, n, k]

    def check(a):
        exact(a[2], _tiled(instruction, a[0], a[1], 32, k_step))
    return (m // 32, n // 32), args, check


def _bias_relu_case():
    m, n, k = 50, 40, 72      # (not multiples of the 32×32×32 blocks: masked edges)

    def args(rng):
        a = rng.standard_normal((m, k)).astype(np.float16)
        b = rng.standard_normal((k, n)).astype(np.float16)
        return [a, b, rng.standard_normal(n).astype(np.float32),
                np.zeros((m, n), np.float32), m, n, k]

    def check(a):
        pad = lambda x, r, c: np.pad(x, ((0, r - x.shape[0]), (0, c - x.shape[1])))  # noqa
        full = _tiled("v_mfma_f32_32x32x8_f16", pad(a[0], 64, 96), pad(a[1], 96, 64), 32, 8)
        want = np.maximum(full[:m, :n] + a[2][None, :], np.float32(0))
        exact(a[3], want.astype(np.float32))
    return (2, 2), args, check


def _rows_case(kind):
    rows, cols = 6, 100

    def args(rng):
        x = rng_floats(rng, rows * cols, 2.0)
        if kind == "softmax":
            return [x, np.zeros_like(x), cols]
        return [x, rng_floats(rng, cols, 1.0), rng_floats(rng, cols, 1.0), np.zeros_like(x),
                cols, 1e-5]

    def check(a):
        r = a[0].reshape(rows, cols).astype(np.float64)
        if kind == "softmax":
            e = np.exp(r - r.max(axis=1, keepdims=True))
            close(a[1].reshape(rows, cols), e / e.sum(axis=1, keepdims=True), 2e-6)
        else:
            d = r - r.mean(axis=1, keepdims=True)
            want = d / np.sqrt((d * d).mean(axis=1, keepdims=True) + 1e-5) * a[1] + a[2]
            close(a[3].reshape(rows, cols), want, 2e-6)
    return (rows,), args, check


def _vector_add_case():
    n = 1000

    def args(rng):
        return [rng_floats(rng, 1024), rng_floats(rng, 1024), np.full(1024, 7, np.float32), n]

    def check(a):
        want = np.where(np.arange(1024) < n, a[0] + a[1], np.float32(7))
        same_bits(a[2], want.astype(np.float32))
    return (4,), args, check


TRITON_CASES = {
    "vector_add": _vector_add_case(),
    "softmax_rows": _rows_case("softmax"),
    "layernorm_rows": _rows_case("layernorm"),
    "matmul_f16": _matmul_case(np.float16, "v_mfma_f32_32x32x8_f16", 8),
    "matmul_bf16": _matmul_case(ml_dtypes.bfloat16, "v_mfma_f32_32x32x8_bf16", 8),
    "matmul_f32_tf32": _matmul_case(np.float32, "v_mfma_f32_32x32x4_xf32", 4),
    "matmul_f32_ieee": _matmul_case(np.float32, "v_mfma_f32_32x32x2_f32", 2),
    "matmul_bias_relu": _bias_relu_case(),
}
TRITON_PAIRS = [(build, path.stem) for build in TRITON for path in sorted(build.glob("*.s"))]


def test_every_triton_kernel_has_a_case():
    assert TRITON and {name for _, name in TRITON_PAIRS} == set(TRITON_CASES)


@pytest.mark.parametrize("build,name", TRITON_PAIRS,
                         ids=[f"{b.name}-{n}" for b, n in TRITON_PAIRS])
def test_triton_kernel_matches(build, name):
    """Launched as Triton would: 64 · num_warps work-items, Triton's shared bytes of
    dynamic LDS, None for its trailing scratch pointers; matmuls equal the chain of
    emulator.mfma calls in the kernel's K order bit for bit."""
    import json
    meta = json.loads((build / f"{name}.json").read_text())
    grid, make, check = TRITON_CASES[name]
    args = make(np.random.default_rng(sum(map(ord, name))))
    host = [a.view(np.uint16) if isinstance(a, np.ndarray) and a.dtype == ml_dtypes.bfloat16
            else a for a in args]
    with np.errstate(all="ignore"):
        launch(build / f"{name}.s", kernel=name, grid=grid, block=(64 * meta["num_warps"],),
               args=host + [None, None], workers=1, lds_bytes=meta["shared"])
        check(args)


def test_wfemu_launch_takes_none_buffers_and_lds_bytes(tmp_path, capsys):
    from emulator.tools.cli import main
    x, y = np.arange(1024, dtype=np.float32), np.ones(1024, np.float32)
    for name, array in (("x", x), ("y", y), ("o", np.zeros(1024, np.float32))):
        np.save(tmp_path / f"{name}.npy", array)
    kernel = TRITON[0] / "vector_add.s"
    common = [str(kernel), "--kernel", "vector_add", "--grid", "4", "--block", "256",
              "--arg", f"0={tmp_path / 'x.npy'}", "--arg", f"1={tmp_path / 'y.npy'}",
              "--arg", f"2={tmp_path / 'o.npy'}", "--arg", "3=1000", "--arg", "4=none",
              "--arg", "5=none"]
    assert main(["launch", *common, "--out", f"2={tmp_path / 'out.npy'}",
                 "--lds-bytes", "512"]) == 0
    out = np.load(tmp_path / "out.npy")
    assert np.array_equal(out[:1000], x[:1000] + 1) and not out[1000:].any()
    assert main(["launch", *common, "--lds-bytes", "70000"]) != 0
    assert "bytes of LDS" in capsys.readouterr().err
