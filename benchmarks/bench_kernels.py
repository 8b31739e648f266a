"""A compiled kernel at scale: the clang-19 xf32 GEMM (programs/kernels/gemm_xf32.s) for a
256x256x256 problem, against numpy's float32 matmul of the same size in the same run, with
workers = 1 and 2 (processes). Writes ``benchmarks/results/bench_kernels.json``."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from emulator.launch import launch  # noqa: E402

SIZE = 256


def main() -> None:
    rng = np.random.default_rng(0)
    a = rng.standard_normal((SIZE, SIZE)).astype(np.float32)
    b = rng.standard_normal((SIZE, SIZE)).astype(np.float32)
    kernel = ROOT / "programs" / "kernels" / "gemm_xf32.s"
    launch(kernel, kernel="gemm_xf32", grid=(1, 1), args=[a, b, np.zeros_like(a), 16, 16, 16],
           workers=1)  # compile / warm the numba cache
    t0 = time.perf_counter()
    for _ in range(20):
        a @ b
    t_numpy = (time.perf_counter() - t0) / 20
    rows = {}
    reference = None
    for workers in (1, 2):
        c = np.zeros((SIZE, SIZE), np.float32)
        t0 = time.perf_counter()
        result = launch(kernel, kernel="gemm_xf32", grid=(SIZE // 16, SIZE // 16),
                        args=[a, b, c, SIZE, SIZE, SIZE], workers=workers)
        elapsed = time.perf_counter() - t0
        if reference is None:
            reference = c.copy()
        assert np.array_equal(c, reference)
        rows[workers] = {"seconds": elapsed, "instructions": result.instructions,
                         "ratio_to_numpy": elapsed / t_numpy}
        print(f"workers={workers}: {result.workgroups} workgroups, {result.instructions:,} "
              f"instructions in {elapsed:.2f} s ({result.instructions / elapsed:,.0f}/s); "
              f"{elapsed / t_numpy:,.0f}x numpy's float32 matmul ({t_numpy * 1e6:.0f} µs)")
    speedup = rows[1]["seconds"] / rows[2]["seconds"]
    print(f"scaling 1 -> 2 workers: {speedup:.2f}x")
    out = ROOT / "benchmarks" / "results" / "bench_kernels.json"
    out.write_text(json.dumps({"size": SIZE, "numpy_seconds": t_numpy, "runs": rows,
                               "speedup_2_workers": speedup}, indent=2) + "\n")
    print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
