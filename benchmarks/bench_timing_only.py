"""How long a timing-only launch of a 4096³ GEMM takes here (``compute=False`` on the MI300X
device model, the machine's cores as workers): the bf16 HIP GEMM of the optimisation ladder's
last step (programs/validation/gemm_bf16_ladder.hip, 1,024 workgroups of 4 waves) and a
Triton fp16 GEMM of 128×128×64 tiles (programs/triton_matmul.py's kernel, num_warps 4),
each against numpy's float32 matmul of the same size on this machine, best of ``--rounds``
on both sides, interleaved. Goals (issue 50): the HIP launch in ≤ 15 s, the Triton one in
≤ 30 s.
Writes ``benchmarks/results/bench_timing_only.json``."""

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

RESULTS = ROOT / "benchmarks" / "results" / "bench_timing_only.json"
N = 4096


def hip_launch():
    from emulator import hip
    module = hip.compile(ROOT / "programs" / "validation" / "gemm_bf16_ladder.hip")
    a, bt = np.zeros((N, N), np.uint16), np.zeros((N, N), np.uint16)
    c = np.zeros((N, N), np.float32)
    return lambda: hip.launch(module, "gemm_bf16_ladder<5>", grid=(N // 128, N // 128),
                              block=256, args=[a, bt, c, N, N, N], device="mi300x",
                              compute=False, workers=None, max_workgroups=1 << 20)


def triton_launch():
    sys.path.insert(0, str(ROOT / "programs"))
    from triton_matmul import matmul   # (the repository's Triton example kernel)
    from emulator import triton as et

    a, b = np.zeros((N, N), np.float16), np.zeros((N, N), np.float16)
    c = np.zeros((N, N), np.float32)
    return lambda: et.launch(matmul, (N // 128, N // 128), a, b, c, N, N, N, BM=128, BN=128,
                             BK=64, num_warps=4, device="mi300x", compute=False,
                             workers=None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    x = np.ones((N, N), np.float32)
    cases = {"hip_bf16": (hip_launch(), 15.0), "triton_fp16": (triton_launch(), 30.0)}
    best = dict.fromkeys(["numpy_sgemm", *cases], float("inf"))
    for _ in range(args.rounds):
        for name, (run, _) in cases.items():
            start = time.perf_counter()
            run()
            best[name] = min(best[name], time.perf_counter() - start)
            start = time.perf_counter()
            x @ x
            best["numpy_sgemm"] = min(best["numpy_sgemm"], time.perf_counter() - start)
    rows = {name: dict(seconds=best[name], goal_seconds=goal,
                       to_numpy=best[name] / best["numpy_sgemm"])
            for name, (_, goal) in cases.items()}
    for name, row in rows.items():
        print(f"{name}: {row['seconds']:.1f} s (goal {row['goal_seconds']:g} s), "
              f"{row['to_numpy']:,.0f}× numpy's {N}³ sgemm ({best['numpy_sgemm']:.2f} s)")
    RESULTS.write_text(json.dumps(dict(rounds=args.rounds, cores=os.cpu_count(),
                                       numpy_sgemm_seconds=best["numpy_sgemm"], rows=rows),
                                  indent=2) + "\n")
    print(f"wrote {RESULTS}")


if __name__ == "__main__":
    main()
