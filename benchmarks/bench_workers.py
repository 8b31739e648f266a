"""How a large launch scales with worker processes: the clang-19 xf32 GEMM
(programs/kernels/gemm_xf32.s) at 2048³ — 16,384 workgroups of one wave — with 1, 2, 4, …
workers up to the machine's cores (``--workers`` to choose), each launch's C equal in every
bit to the 1-worker one. Each count is timed best of ``--rounds`` launches after one warm
launch of it (the K loop's hot blocks compiled, or found in the disk cache, as any later run
of the kernel finds them). Goal (issue 54): ≥ 12× at 16 workers. Runs anywhere; the figure
for 16 needs a 16-core machine (the ``device`` tool's). Writes
``benchmarks/results/bench_workers.json`` (``--out`` elsewhere)."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from emulator import ExecutionOptions  # noqa: E402
from emulator.launch import launch  # noqa: E402

KERNEL = ROOT / "programs" / "kernels" / "gemm_xf32.s"
RESULTS = ROOT / "benchmarks" / "results" / "bench_workers.json"


def _counts(cores: int) -> list[int]:
    counts, n = [], 1
    while n <= cores:
        counts.append(n)
        n *= 2
    return counts + ([cores] if counts[-1] != cores else [])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=2048)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--workers", type=int, nargs="*")
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args()
    size = args.size
    rng = np.random.default_rng(0)
    a = rng.standard_normal((size, size)).astype(np.float32)
    b = rng.standard_normal((size, size)).astype(np.float32)
    grid = (size // 16, size // 16)

    def run(workers: int, options=None):
        c = np.zeros((size, size), np.float32)
        start = time.perf_counter()
        result = launch(KERNEL, kernel="gemm_xf32", grid=grid, args=[a, b, c, size, size, size],
                        workers=workers, options=options)
        return time.perf_counter() - start, c, result

    # (the K loop's hot blocks compiled here, or found in the disk cache)
    run(1, ExecutionOptions(blocks="sync")) if size <= 512 else \
        launch(KERNEL, kernel="gemm_xf32", grid=(4, 4), args=[
            a[:64, :64].copy(), b[:64, :64].copy(), np.zeros((64, 64), np.float32), 64, 64, 64],
            workers=1, options=ExecutionOptions(blocks="sync"))
    rows, reference = [], None
    for workers in args.workers or _counts(os.cpu_count() or 1):
        run(workers)   # (warm: the pool's processes, their jitted code)
        times = []
        for _ in range(args.rounds):
            seconds, c, result = run(workers)
            times.append(seconds)
            if reference is None:
                reference = c.copy()
            assert np.array_equal(c.view(np.uint32), reference.view(np.uint32)), workers
        best = min(times)
        rows.append({"workers": workers, "seconds": best, "waves": result.workgroups,
                     "instructions": result.instructions})
        print(f"workers={workers:3}: {best:7.2f} s  "
              f"({rows[0]['seconds'] / best:5.2f}x one worker)", flush=True)
    for row in rows:
        row["speedup"] = rows[0]["seconds"] / row["seconds"]
    args.out.write_text(json.dumps({"size": size, "cores": os.cpu_count(), "rows": rows},
                                   indent=1) + "\n")


if __name__ == "__main__":
    main()
