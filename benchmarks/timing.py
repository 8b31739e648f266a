"""How the benchmarks time things: the emulator and its yardstick the same way, in the same
run — best of N rounds on both sides — with numpy's BLAS limited to as many threads as the
emulator uses cores (one, unless a launch runs on more workers).

Needs ``threadpoolctl`` (``pip install -e ".[bench]"``).
"""

from __future__ import annotations

import math
import time
from contextlib import contextmanager, nullcontext

try:
    from threadpoolctl import threadpool_info, threadpool_limits
except ImportError:  # pragma: no cover - a message, not a fallback that would time wrongly
    raise SystemExit('the benchmarks need threadpoolctl: pip install -e ".[bench]"') from None


def best_time(fn, budget: float, repeats: int = 5) -> float:
    """Best over ``repeats`` rounds of the mean time per call, each round ~budget/repeats
    (after one warm-up call)."""
    return best_times([fn], budget, repeats)[0]


def best_times(fns, budget: float, repeats: int = 5, contexts=None) -> list[float]:
    """``best_time`` of several functions with their rounds interleaved (a, b, a, b, …), so
    that a slow spell of this shared machine hits both sides of a ratio alike. Each
    function's rounds run inside its context manager factory, if given."""
    contexts = contexts or [None] * len(fns)

    def timed(fn, context, calls):
        with (context() if context else nullcontext()):
            t0 = time.perf_counter()
            for _ in range(calls):
                fn()
            return (time.perf_counter() - t0) / calls

    counts = []
    for fn, context in zip(fns, contexts):
        timed(fn, context, 1)                       # warm-up
        one = max(timed(fn, context, 1), 1e-7)
        counts.append(max(1, int(budget / repeats / one)))
    best = [math.inf] * len(fns)
    for _ in range(repeats):
        for i, (fn, context) in enumerate(zip(fns, contexts)):
            best[i] = min(best[i], timed(fn, context, counts[i]))
    return best


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
