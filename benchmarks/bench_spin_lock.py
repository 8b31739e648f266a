"""A lock taken in turn by every program (Triton's ``test_atomic_cas`` from its test_core.py,
written again here: each of N programs adds one to 128 floats under one compare-and-swap
lock), for N = 64 … 2,000, launched two ways: through Triton's own launch with the emulator
its driver (``kernel[grid](...)`` on torch tensors, as Triton's test runs it) and through
``emulator.triton.launch``, which also times the launch on the device model (each access's
cache lines and bank cycles recorded: those instructions run interpreted). The wall time,
the instructions retired and those per program (about constant: each waiter runs its
compare-and-swap again only when the lock was released — execution/spin_waits.py). Best
of ``--rounds``, after a first launch. Goal (issue 54): 2,000 programs in ≤ 10 s. Needs
Triton and torch. Writes ``benchmarks/results/bench_spin_lock.json``."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

RESULTS = ROOT / "benchmarks" / "results" / "bench_spin_lock.json"
PROGRAMS = (64, 500, 2000)


def main() -> None:
    import torch
    import triton
    import triton.language as tl
    from emulator import triton as et

    @triton.jit
    def serialized_add(data, Lock, SEM: tl.constexpr):
        ptrs = data + tl.arange(0, 128)
        while tl.atomic_cas(Lock, 0, 1, SEM) == 1:
            pass
        tl.store(ptrs, tl.load(ptrs) + 1.0)
        tl.debug_barrier()
        tl.atomic_xchg(Lock, 0)

    def through_driver(programs: int):
        data, lock = torch.zeros(128), torch.zeros(1, dtype=torch.int32)
        serialized_add[(programs,)](data, lock, SEM="acquire")
        assert (data == programs).all() and lock[0] == 0
        return driver.last.instructions

    def timed(programs: int):
        data, lock = np.zeros(128, np.float32), np.zeros(1, np.int32)
        run = et.launch(serialized_add, (programs,), data, lock, SEM="acquire")
        assert (data == programs).all() and lock[0] == 0
        return run.result.instructions

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    torch.set_num_threads(1)
    driver = et.activate()
    rows = []
    for launch, how in (("Triton's launch, the emulator its driver", through_driver),
                        ("emulator.triton.launch, timed by the device model", timed)):
        # (a first launch: its compiles, and the jitted helpers' plain runs until they go
        # live — a process's first second of each, emulator/jit — are no part of the figures)
        how(64)
        for programs in PROGRAMS:
            best, retired = float("inf"), 0
            for _ in range(args.rounds):
                start = time.perf_counter()
                retired = how(programs)
                best = min(best, time.perf_counter() - start)
            rows.append(dict(launch=launch, programs=programs, seconds=best,
                             instructions=retired, per_program=retired / programs))
            print(f"{launch}: {programs} programs: {best:.2f} s, {retired:,} instructions "
                  f"({retired / programs:,.0f} a program)")
    RESULTS.write_text(json.dumps(dict(rounds=args.rounds, goal_seconds=10.0, rows=rows),
                                  indent=2) + "\n")
    print(f"wrote {RESULTS}")


if __name__ == "__main__":
    main()
