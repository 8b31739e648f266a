"""A compiled kernel at scale: the clang-19 xf32 GEMM (programs/kernels/gemm_xf32.s) for a
256x256x256 problem with workers = 1 and 2 (processes), against numpy's float32 matmul of the
same size in the same run, numpy's BLAS on as many threads as the launch has workers. Both
sides are best of N (``benchmarks/timing.py``): numpy's before any launch (once a process
pool has forked, OpenBLAS's threads in this process run a 2-thread sgemm 50x slower), the
launches best of 3. Writes ``benchmarks/results/bench_kernels.json``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.timing import best_time, blas_description, blas_threads  # noqa: E402
from emulator.launch import launch  # noqa: E402

SIZE = 256
LAUNCHES = 3


def main() -> None:
    rng = np.random.default_rng(0)
    a = rng.standard_normal((SIZE, SIZE)).astype(np.float32)
    b = rng.standard_normal((SIZE, SIZE)).astype(np.float32)
    kernel = ROOT / "programs" / "kernels" / "gemm_xf32.s"
    launch(kernel, kernel="gemm_xf32", grid=(1, 1), args=[a, b, np.zeros_like(a), 16, 16, 16],
           workers=1)  # compile / warm the numba cache
    rows = {}
    reference = None
    numpy_times = {}
    for workers in (1, 2):
        with blas_threads(workers):
            numpy_times[workers] = best_time(lambda: a @ b, 1.0)
    for workers in (1, 2):
        c = np.zeros((SIZE, SIZE), np.float32)

        def run():
            c[...] = 0
            return launch(kernel, kernel="gemm_xf32", grid=(SIZE // 16, SIZE // 16),
                          args=[a, b, c, SIZE, SIZE, SIZE], workers=workers)
        elapsed = best_time(run, 0.0, LAUNCHES)
        t_numpy = numpy_times[workers]
        result = run()
        if reference is None:
            reference = c.copy()
        assert np.array_equal(c, reference)
        rows[workers] = {"seconds": elapsed, "instructions": result.instructions,
                         "numpy_seconds": t_numpy, "numpy_threads": workers,
                         "ratio_to_numpy": elapsed / t_numpy}
        print(f"workers={workers}: {result.workgroups} workgroups, {result.instructions:,} "
              f"instructions in {elapsed:.2f} s ({result.instructions / elapsed:,.0f}/s); "
              f"{elapsed / t_numpy:,.0f}x numpy's float32 matmul on {workers} thread(s) "
              f"({t_numpy * 1e6:.0f} µs)")
    speedup = rows[1]["seconds"] / rows[2]["seconds"]
    print(f"scaling 1 -> 2 workers: {speedup:.2f}x")
    out = ROOT / "benchmarks" / "results" / "bench_kernels.json"
    out.write_text(json.dumps({"size": SIZE, "blas": blas_description(), "runs": rows,
                               "speedup_2_workers": speedup}, indent=2) + "\n")
    print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
