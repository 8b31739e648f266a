"""What the HIP front door costs: ``emulator.hip.launch`` of a cached compile against
``emulator.launch`` of the same assembly (its Program, the arguments converted once),
interleaved, best of 15 on both sides after 20 warm-up calls each, for the seed's xf32 GEMM (programs/hip/gemm_mfma_policy.hip, 64x64x64: 4 workgroups
of 4 waves) and for a one-wave kernel (where the front door's share is largest); and how long
the first compile takes (clang and its AST dump, a fresh cache). Needs clang 19+.
Writes ``benchmarks/results/bench_hip.json``."""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.timing import best_times  # noqa: E402
from emulator import hip  # noqa: E402
from emulator.launch import launch  # noqa: E402

GEMM = ROOT / "programs" / "hip" / "gemm_mfma_policy.hip"
XF32 = "matrix_multiply_generic<SingleBufferTilePolicyF<32, 32, 8>, MfmaCdna3XF32Policy>"
SMALL = r"""
extern "C" __global__ void axpy(float *y, const float *x, float a) {
  y[threadIdx.x] = a * x[threadIdx.x] + y[threadIdx.x];
}
"""


def compare(source, kernel, grid, block, args, cache) -> dict:
    module = hip.compile(source, cache_dir=cache)
    symbol = module.kernel(kernel).symbol
    converted = module.arguments(module.kernel(kernel), args)

    def front_door():
        hip.launch(source, kernel, grid, block, args, cache_dir=cache, workers=1)

    def direct():
        launch(module.program, kernel=symbol, grid=grid, block=block, args=converted,
               workers=1)
    for _ in range(20):   # (warm: the hot blocks compiled, or loaded from the disk cache)
        front_door()
        direct()
    hip_s, launch_s = best_times([front_door, direct], 3.0, 15)
    return {"hip_launch_s": hip_s, "launch_s": launch_s, "overhead": hip_s / launch_s - 1}


def main() -> None:
    rng = np.random.default_rng(0)
    with tempfile.TemporaryDirectory() as folder:
        cache = Path(folder)
        t0 = time.perf_counter()
        hip.compile(GEMM, cache_dir=cache)
        first_compile = time.perf_counter() - t0
        n = 64
        a = rng.standard_normal((n, n)).astype(np.float32)
        b = rng.standard_normal((n, n)).astype(np.float32)
        rows = {
            "gemm_xf32_64": compare(GEMM, XF32, (n // 32, n // 32), 256,
                                    [a, b, np.zeros((n, n), np.float32), n, n, n], cache),
            "axpy_one_wave": compare(SMALL, "axpy", 1, 64,
                                     [np.zeros(64, np.float32), np.ones(64, np.float32),
                                      2.0], cache),
        }
    result = {"first_compile_s": first_compile, "rows": rows,
              "clang": hip.toolchain.find_clang().path}
    out = ROOT / "benchmarks" / "results" / "bench_hip.json"
    out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
