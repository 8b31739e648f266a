"""Triton kernels of the corpus (Triton 3.x, compiled for gfx942 by ../regenerate.py when
Triton is installed: ``pip install -e ".[triton]"``). BUILDS lists each kernel with the
signature and constexprs it is compiled for and its num_warps; the tests launch the
committed assembly with a block of 64 · num_warps work-items and Triton's ``shared`` bytes
of dynamic LDS (both in the .json beside each .s) and need no Triton."""

import triton
import triton.language as tl


@triton.jit
def vector_add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask),
             mask=mask)


@triton.jit
def softmax_rows(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(y_ptr + row * n_cols + cols, e / tl.sum(e, axis=0), mask=mask)


@triton.jit
def layernorm_rows(x_ptr, w_ptr, b_ptr, y_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / n_cols
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / n_cols
    y = d / tl.sqrt(var + eps) * tl.load(w_ptr + cols, mask=mask) + tl.load(b_ptr + cols,
                                                                             mask=mask)
    tl.store(y_ptr + row * n_cols + cols, y, mask=mask)


@triton.jit
def _tile_product(a_ptr, b_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr,
                  BK: tl.constexpr, PRECISION: tl.constexpr):
    """This program's BM×BN tile of A·B (row-major, masked at the edges), K in order."""
    pid_m, pid_n = tl.program_id(0), tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :],
                    mask=((k + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc, input_precision=PRECISION)
    return acc, rm, rn


@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
           PRECISION: tl.constexpr):
    acc, rm, rn = _tile_product(a_ptr, b_ptr, M, N, K, BM, BN, BK, PRECISION)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_bias_relu(a_ptr, b_ptr, bias_ptr, c_ptr, M, N, K, BM: tl.constexpr,
                     BN: tl.constexpr, BK: tl.constexpr):
    acc, rm, rn = _tile_product(a_ptr, b_ptr, M, N, K, BM, BN, BK, "ieee")
    acc = tl.maximum(acc + tl.load(bias_ptr + rn, mask=rn < N, other=0.0)[None, :], 0.0)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


_MM = {"M": "i32", "N": "i32", "K": "i32"}
BUILDS = {   # name: (function, signature, constexprs, num_warps)
    "vector_add": (vector_add, {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32",
                                "n": "i32"}, {"BLOCK": 256}, 4),
    "softmax_rows": (softmax_rows, {"x_ptr": "*fp32", "y_ptr": "*fp32", "n_cols": "i32"},
                     {"BLOCK": 128}, 4),
    "layernorm_rows": (layernorm_rows, {"x_ptr": "*fp32", "w_ptr": "*fp32", "b_ptr": "*fp32",
                                        "y_ptr": "*fp32", "n_cols": "i32", "eps": "fp32"},
                       {"BLOCK": 128}, 4),
    "matmul_f16": (matmul, {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp32", **_MM},
                   {"BM": 32, "BN": 32, "BK": 32, "PRECISION": "ieee"}, 4),
    "matmul_bf16": (matmul, {"a_ptr": "*bf16", "b_ptr": "*bf16", "c_ptr": "*fp32", **_MM},
                    {"BM": 32, "BN": 32, "BK": 32, "PRECISION": "ieee"}, 4),
    "matmul_f32_tf32": (matmul, {"a_ptr": "*fp32", "b_ptr": "*fp32", "c_ptr": "*fp32", **_MM},
                        {"BM": 32, "BN": 32, "BK": 32, "PRECISION": "tf32"}, 4),
    "matmul_f32_ieee": (matmul, {"a_ptr": "*fp32", "b_ptr": "*fp32", "c_ptr": "*fp32", **_MM},
                        {"BM": 32, "BN": 32, "BK": 32, "PRECISION": "ieee"}, 4),
    "matmul_bias_relu": (matmul_bias_relu, {"a_ptr": "*fp16", "b_ptr": "*fp16",
                                            "bias_ptr": "*fp32", "c_ptr": "*fp32", **_MM},
                         {"BM": 32, "BN": 32, "BK": 32}, 4),
}
