"""The corpus (programs/corpus/): every kernel of every committed build launched as the
tests launch it (tests/test_corpus.py's tables: grid, block, arguments, check) on one worker,
each checked against numpy (Triton's matmuls against chained emulator.mfma; their time
counts the check). Reports the pass rate, the launch time of the whole corpus and,
for scale, the time numpy takes to compute the same references in the same run (best of 3
on both sides, one thread). Writes ``benchmarks/results/bench_corpus.json``."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.timing import blas_threads  # noqa: E402
from emulator.launch import launch  # noqa: E402
from tests.test_corpus import (CASES, PAIRS, TRITON_CASES, TRITON_PAIRS,  # noqa: E402
                               test_triton_kernel_matches)

ROUNDS = 3


def run_all():
    """(passed, failed names, seconds in launches, seconds in the numpy checks)."""
    passed, failed, launching, checking = 0, [], 0.0, 0.0
    for build, source, name in PAIRS:
        case = CASES[name]
        args = case.args(np.random.default_rng(sum(map(ord, name))))
        start = time.perf_counter()
        try:
            with np.errstate(all="ignore"):
                launch(build / f"{source}.s", kernel=name, grid=case.grid, block=case.block,
                       args=args, workers=1)
        except Exception as exc:   # (a failure is counted, not fatal: this is a report)
            failed.append(f"{build.name}/{name}: {type(exc).__name__}")
            continue
        launching += time.perf_counter() - start
        start = time.perf_counter()
        try:
            with np.errstate(all="ignore"):
                case.check(args)
            passed += 1
        except AssertionError:
            failed.append(f"{build.name}/{name}: wrong result")
        checking += time.perf_counter() - start
    for build, name in TRITON_PAIRS:   # (launch and check in one: the test's own body)
        start = time.perf_counter()
        try:
            test_triton_kernel_matches(build, name)
            passed += 1
        except AssertionError:
            failed.append(f"{build.name}/{name}: wrong result")
        except Exception as exc:
            failed.append(f"{build.name}/{name}: {type(exc).__name__}")
        launching += time.perf_counter() - start
    return passed, failed, launching, checking


def main() -> None:
    run_all()   # (warm: numba's cache, the assembler's)
    results = []
    with blas_threads(1):
        for _ in range(ROUNDS):
            results.append(run_all())
    passed, failed, _, _ = results[-1]
    launching = min(r[2] for r in results)
    checking = min(r[3] for r in results)
    builds = sorted({b.name for b, _, _ in PAIRS} | {b.name for b, _ in TRITON_PAIRS})
    out = {"kernels": len(PAIRS) + len(TRITON_PAIRS), "opencl_kernels": len(CASES),
           "triton_kernels": len(TRITON_CASES), "builds": builds,
           "passed": passed, "failed": failed, "launch_seconds": launching,
           "numpy_check_seconds": checking, "rounds": ROUNDS}
    path = ROOT / "benchmarks" / "results" / "bench_corpus.json"
    path.write_text(json.dumps(out, indent=2) + "\n")
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
