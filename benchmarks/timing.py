"""How the benchmarks time things: the emulator and its yardstick the same way, in the same
run — best of N rounds on both sides — with numpy's BLAS limited to as many threads as the
emulator uses cores (one, unless a launch runs on more workers).

Needs ``threadpoolctl`` (``pip install -e ".[bench]"``).
"""

from __future__ import annotations

import math
import time
from contextlib import contextmanager

try:
    from threadpoolctl import threadpool_info, threadpool_limits
except ImportError:  # pragma: no cover - a message, not a fallback that would time wrongly
    raise SystemExit('the benchmarks need threadpoolctl: pip install -e ".[bench]"') from None


def best_time(fn, budget: float, repeats: int = 5) -> float:
    """Best over ``repeats`` rounds of the mean time per call, each round ~budget/repeats
    (after one warm-up call)."""
    fn()
    t0 = time.perf_counter()
    fn()
    one = max(time.perf_counter() - t0, 1e-7)
    calls = max(1, int(budget / repeats / one))
    best = math.inf
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(calls):
            fn()
        best = min(best, (time.perf_counter() - t0) / calls)
    return best


def best_of(fn, repeats: int) -> tuple[float, object]:
    """(best wall time of ``repeats`` calls, the last call's result), for calls long enough
    to time one at a time (a whole launch)."""
    best, result = math.inf, None
    for _ in range(repeats):
        t0 = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - t0)
    return best, result


@contextmanager
def blas_threads(count: int):
    """numpy's BLAS on ``count`` threads inside the block."""
    with threadpool_limits(limits=count, user_api="blas"):
        yield


def blas_description() -> list[dict]:
    """Which BLAS numpy runs, and its kernel architecture (for the results file)."""
    return [{"library": i.get("internal_api"), "version": i.get("version"),
             "architecture": i.get("architecture"), "threads": i.get("num_threads")}
            for i in threadpool_info() if i.get("user_api") == "blas"]
