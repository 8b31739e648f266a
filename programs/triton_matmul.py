"""A Triton matmul run on the emulator as an MI300 would run it (needs Triton:
pip install -e ".[triton]"): python programs/triton_matmul.py"""

import numpy as np
import triton
import triton.language as tl

import emulator
from emulator import triton as et


@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)


def main() -> None:
    M = N = K = 64
    rng = np.random.default_rng(0)
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((K, N)).astype(np.float16)
    c = np.zeros((M, N), np.float32)
    run = et.launch(matmul, (M // 32, N // 32), a, b, c, M, N, K, BM=32, BN=32, BK=32,
                    num_warps=4)

    # the same product as a chain of emulator.mfma calls, 32x32 tiles, K in order
    want = np.zeros_like(c)
    for i in range(0, M, 32):
        for j in range(0, N, 32):
            for k in range(0, K, 8):
                want[i:i + 32, j:j + 32] = emulator.mfma(
                    run.mfma[0], a[i:i + 32, k:k + 8], b[k:k + 8, j:j + 32],
                    want[i:i + 32, j:j + 32])
    print(f"kernel {run.kernel}: grid {run.grid}, {run.num_warps} warps, "
          f"{run.shared} bytes of LDS")
    print(f"MFMA instructions: {', '.join(run.mfma)}")
    print(f"cycles per wave alone on a CU: max {run.max_wave_cycles}, "
          f"min {min(run.wave_cycles)}")
    print(f"equal to the emulator.mfma chain bit for bit: {np.array_equal(c, want)}")
    print(f"largest difference from float64 numpy: "
          f"{np.abs(c - a.astype(np.float64) @ b.astype(np.float64)).max():.2e}")


if __name__ == "__main__":
    main()
