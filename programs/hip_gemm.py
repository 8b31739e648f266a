"""The seed's MFMA compute policies (programs/hip/gemm_mfma_policy.hip) compiled with clang
and run on the emulator, against the chain of emulator.mfma calls and numpy (needs clang 19
or newer): python programs/hip_gemm.py"""

from pathlib import Path

import numpy as np

import emulator
from emulator import hip

SOURCE = Path(__file__).with_name("hip") / "gemm_mfma_policy.hip"
module = hip.compile(SOURCE)
for name, kernel in module.kernels.items():
    print(f"{name}({', '.join(f'{p.canonical or p.type} {p.name}' for p in kernel.params)})")

M, N, K = 64, 64, 32
rng = np.random.default_rng(0)
for policy, dtype, tile, wave_tile, instruction in [
        ("MfmaCdna3XF32Policy", np.float32, 32, 16, "v_mfma_f32_16x16x8_xf32"),
        ("MfmaCdna3F16Policy", np.float16, 64, 32, "v_mfma_f32_32x32x8_f16")]:
    a = rng.standard_normal((M, K)).astype(dtype)
    b = rng.standard_normal((K, N)).astype(dtype)
    c = np.zeros((M, N), np.float32)
    kernel = f"matrix_multiply_generic<SingleBufferTilePolicyF<{tile}, {tile}, 8>, {policy}>"
    result = hip.launch(module, kernel, grid=(N // tile, M // tile), block=256,
                        args=[a, b, c, M, N, K], device="mi300x")
    chain = np.zeros_like(c)   # each wave's tile: one MFMA per 8-wide K step, in K order
    for i in range(0, M, wave_tile):
        for j in range(0, N, wave_tile):
            acc = np.zeros((wave_tile, wave_tile), np.float32)
            for k in range(0, K, 8):
                acc = emulator.mfma(instruction, a[i:i + wave_tile, k:k + 8],
                                    b[k:k + 8, j:j + wave_tile], acc)
            chain[i:i + wave_tile, j:j + wave_tile] = acc
    exact = a.astype(np.float64) @ b.astype(np.float64)
    print(f"{policy}: {result.workgroups} workgroups of 256, {result.instructions} "
          f"instructions, {result.device.kernel_cycles} cycles on mi300x")
    print(f"  equal to the emulator.mfma chain bit for bit: "
          f"{np.array_equal(c.view(np.uint32), chain.view(np.uint32))}")
    print(f"  largest difference from float64 numpy: {np.max(np.abs(c - exact)):.2e}")
