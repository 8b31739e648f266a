"""A compiled kernel at scale: the clang-19 xf32 GEMM (programs/kernels/gemm_xf32.s) for a
256x256x256 problem with workers = 1 and 2 (processes), against numpy's float32 matmul of the
same size in the same run, numpy's BLAS on as many threads as the launch has workers. Both
sides are best of N (``benchmarks/timing.py``): numpy's before any launch (once a process
pool has forked, OpenBLAS's threads in this process run a 2-thread sgemm 50x slower), the
launches best of 3 (on one worker best of 7, in turn with its MFMA kernel calls alone),
after a first launch that compiled the K loop's hot blocks (or found them in the disk
cache, as every later run of the kernel does). Also: the same GEMM with the device model on
(``device="mi300x"``, one worker, best of 3) against the launch without it, and a small
kernel (the corpus's vadd) over 256 and 4,096 workgroups, each in a fresh process, with its
peak resident memory; and how much of the 1-worker launch is the MFMA kernels' own
arithmetic (the same kernel calls timed alone, in turn with the launch).
Writes ``benchmarks/results/bench_kernels.json``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.timing import best_time, best_times, blas_description, blas_threads  # noqa: E402
from emulator import ExecutionOptions  # noqa: E402
from emulator.launch import launch  # noqa: E402

SIZE = 256
LAUNCHES = 3


def main() -> None:
    rng = np.random.default_rng(0)
    a = rng.standard_normal((SIZE, SIZE)).astype(np.float32)
    b = rng.standard_normal((SIZE, SIZE)).astype(np.float32)
    kernel = ROOT / "programs" / "kernels" / "gemm_xf32.s"
    # Warm the numba caches: the kernels', and the K loop's hot blocks (compiled here, or
    # loaded from the disk cache, as any later run of the kernel finds them).
    launch(kernel, kernel="gemm_xf32", grid=(SIZE // 16, SIZE // 16),
           args=[a, b, np.zeros_like(a), SIZE, SIZE, SIZE], workers=1,
           options=ExecutionOptions(blocks="sync"))
    mfma_calls = _mfma_calls(kernel, SIZE * SIZE // 256)
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
        if workers == 1:   # (alternating with the MFMA calls alone: the same drift on both)
            elapsed, arithmetic = best_times([run, mfma_calls], 0.0, 2 * LAUNCHES + 1)
        else:
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
    rest = rows[1]["seconds"] - arithmetic
    rows[1].update(mfma_arithmetic_seconds=arithmetic, other_seconds=rest)
    print(f"of the 1-worker launch: the MFMA kernels' arithmetic {arithmetic * 1e3:.1f} ms, "
          f"everything else {rest * 1e3:.1f} ms ({rest / arithmetic:.2f}x the arithmetic)")
    c = np.zeros((SIZE, SIZE), np.float32)
    timed = best_time(lambda: launch(kernel, kernel="gemm_xf32", grid=(SIZE // 16, SIZE // 16),
                                     args=[a, b, c, SIZE, SIZE, SIZE], workers=1,
                                     device="mi300x"), 0.0, LAUNCHES)
    device = {"seconds": timed, "plain_seconds": rows[1]["seconds"],
              "ratio": timed / rows[1]["seconds"]}
    print(f"with the device model: {timed:.2f} s, {device['ratio']:.2f}x the plain launch")
    grid = {groups: _grid_launch(groups) for groups in (256, 4096)}
    for groups, g in grid.items():
        print(f"vadd over {groups} workgroups: {g['seconds']:.2f} s, peak {g['peak_mib']} MiB")
    out = ROOT / "benchmarks" / "results" / "bench_kernels.json"
    out.write_text(json.dumps({"size": SIZE, "blas": blas_description(), "runs": rows,
                               "speedup_2_workers": speedup, "device_model": device,
                               "grid": grid}, indent=2) + "\n")
    print(f"wrote {out.relative_to(ROOT)}")


def _mfma_calls(kernel: Path, waves: int):
    """The launch's MFMA kernel calls alone, as a function to time: the kernel's MFMA, once
    per K step of its loop (SIZE / K of them), each over a batch of ``waves`` waves of
    normal floats (one compiled call, as a batched launch makes it)."""
    from emulator.execution.wave_batch import WaveBatch, register_rows
    from emulator.execution.mfma.execute import execute_mfma_batch
    from isa.assembler import assemble
    program = assemble(kernel.read_text(), str(kernel))
    (inst,) = [i for i in program.instructions if i.mfma is not None]
    op = inst.mfma
    batch = WaveBatch(waves, program.target, register_rows(program, program.target))
    rng = np.random.default_rng(1)
    for file in (batch.v, batch.a):
        file[...] = rng.standard_normal(file.shape).astype(np.float32).view(np.uint32)
    steps = SIZE // op.record.k
    execute_mfma_batch(batch, 0, waves, op)

    def calls():
        for _ in range(steps):
            execute_mfma_batch(batch, 0, waves, op)
    return calls


_GRID_SCRIPT = """
import resource, sys, time
import numpy as np
from emulator.launch import launch
groups = int(sys.argv[1]); n = groups * 64
a, b, c = np.ones(n, np.float32), np.ones(n, np.float32), np.zeros(n, np.float32)
kernel = sys.argv[2]
launch(kernel, kernel="vadd", grid=(1,), block=(64,), args=[a, b, c, 64], workers=1)
start = time.perf_counter()
launch(kernel, kernel="vadd", grid=(groups,), block=(64,), args=[a, b, c, n], workers=1)
seconds = time.perf_counter() - start
assert (c == 2).all()
print(seconds, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024)
"""


def _grid_launch(groups: int) -> dict:
    """vadd over ``groups`` workgroups of 64 in a fresh process: seconds and peak MiB."""
    import subprocess
    kernel = ROOT / "programs" / "corpus" / "clang19-O3" / "elementwise.s"
    out = subprocess.run([sys.executable, "-c", _GRID_SCRIPT, str(groups), str(kernel)],
                         capture_output=True, text=True, check=True, cwd=ROOT).stdout.split()
    return {"seconds": float(out[0]), "peak_mib": int(out[1])}


if __name__ == "__main__":
    main()
