"""Triton's tutorial kernels under the emulator's Triton driver against Triton's own CPU
interpreter (``TRITON_INTERPRET=1``: numpy at tile level, not MI300 numerics), side by side
in one run, one thread each: vector add, fused softmax, matmul, layer norm and fused
attention forward (their kernels: tests/triton_tutorial.py) at the tutorials' own test
sizes, and the fused softmax at 1024×1024. Each side runs in a process of its own (the
interpreter is chosen when Triton is imported), warmed up (``worker``), then timed; the
sides alternate for ``--rounds`` rounds and each keeps its best. Goals (issue 54): ≥ 10×
the interpreter on each, the 1024×1024 softmax ≤ 1 s. Needs Triton and torch. Writes
``benchmarks/results/bench_triton_interpreter.json``."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

RESULTS = ROOT / "benchmarks" / "results" / "bench_triton_interpreter.json"
SIDES = ("emulator", "interpreter")
# (name, what the tutorial's test launches)
CASES = {
    "vector add": "01-vector-add: 98,432 floats, BLOCK_SIZE 1024 (97 programs)",
    "fused softmax": "02-fused-softmax: 1823×781 f32, a row a program, BLOCK_SIZE 1024, "
                     "8 warps",
    "fused softmax 1024²": "1024×1024 f32, a row a program, BLOCK_SIZE 1024, 4 warps",
    "matmul": "03-matrix-multiplication: 512³ f16, f32 accumulation, 64×64×32 tiles",
    "layer norm": "05-layer-norm: 1151×8192 f16, BLOCK_SIZE 8192, 8 warps",
    "fused attention": "06-fused-attention: 2 heads of 1024×64 f16, 64-row blocks, "
                       "32-key steps",
}


def _launches(name: str):
    """A function making the case's launch (inputs seeded, made once)."""
    import torch
    import triton

    from tests import triton_tutorial as tt

    torch.manual_seed(0)
    if name == "vector add":
        x, y = torch.rand(98432), torch.rand(98432)
        out = torch.empty_like(x)
        return lambda: tt.add_kernel[(triton.cdiv(98432, 1024),)](x, y, out, 98432,
                                                                  BLOCK_SIZE=1024)
    if name.startswith("fused softmax"):
        rows, cols, warps = (1024, 1024, 4) if name.endswith("²") else (1823, 781, 8)
        x = torch.randn(rows, cols)
        y = torch.empty_like(x)
        return lambda: tt.softmax_kernel[(rows,)](y, x, x.stride(0), y.stride(0), cols,
                                                  BLOCK_SIZE=1024, num_warps=warps)
    if name == "matmul":
        a, b = torch.randn(512, 512).half(), torch.randn(512, 512).half()
        c = torch.empty(512, 512)
        return lambda: tt.matmul_kernel[(8, 8)](a, b, c, None, 512, 512, 512, 512, 512, 512,
                                                BLOCK_M=64, BLOCK_N=64, BLOCK_K=32,
                                                PRECISION="ieee", RELU=False)
    if name == "layer norm":
        rows, cols = 1151, 8192
        x = -2.3 + 0.5 * torch.randn(rows, cols).half()
        w, b = torch.rand(cols).half(), torch.rand(cols).half()
        y = torch.empty_like(x)
        mean, rstd = torch.empty(rows), torch.empty(rows)
        return lambda: tt.layer_norm_fwd[(rows,)](x, y, w, b, mean, rstd, cols, cols, 1e-5,
                                                  BLOCK_SIZE=8192, num_warps=8)
    if name == "fused attention":
        q, k, v = (torch.randn(2, 1024, 64).half() for _ in range(3))
        out = torch.empty(2, 1024, 64).half()

        def heads():
            for h in range(2):
                tt.attention_fwd[(16,)](q[h], k[h], v[h], out[h], 0.125, 1024, HEAD_DIM=64,
                                        BLOCK_M=64, BLOCK_N=32)
        return heads
    raise KeyError(name)


WARM_S = 3.0   # launches of a case before it is timed, at least (see worker)


def worker(side: str, names: list[str], calls: int) -> dict:
    """In this process (``side``: the interpreter when TRITON_INTERPRET is set), each case
    warmed up — launched until ``WARM_S`` seconds have passed, three times at least:
    compiled and loaded, the emulator's jitted passes past their plain twins (emulator/jit:
    a process's first second of calls runs them as Python while numba compiles) and its hot
    blocks compiled (here in the process, ``blocks="sync"``, so that the timed launches do
    not race a background compile) —, then its best of ``calls`` launches: the steady
    state of a process that launches the kernel again and again."""
    import torch
    torch.set_num_threads(1)
    if side == "emulator":
        from emulator import triton as et
        from emulator.execution.options import set_default_options
        set_default_options(blocks="sync")
        et.activate()
    times = {}
    for name in names:
        launch = _launches(name)
        started, warmed = time.perf_counter(), 0
        while warmed < 3 or time.perf_counter() - started < WARM_S:
            launch()
            warmed += 1
        best = float("inf")
        for _ in range(calls):
            t0 = time.perf_counter()
            launch()
            best = min(best, time.perf_counter() - t0)
        times[name] = best
    return times


def _run_side(side: str, names: list[str], calls: int) -> dict:
    env = {**os.environ, "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1",
           "MKL_NUM_THREADS": "1", "WFEMU_WORKERS": "1"}
    env.pop("TRITON_INTERPRET", None)
    if side == "interpreter":
        env["TRITON_INTERPRET"] = "1"
    out = subprocess.run([sys.executable, __file__, "--worker", side, "--calls", str(calls),
                          *[f"--case={n}" for n in names]],
                         env=env, capture_output=True, text=True, check=True, cwd=ROOT)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--calls", type=int, default=2, help="timed launches a round")
    parser.add_argument("--case", action="append", choices=list(CASES))
    parser.add_argument("--worker", choices=SIDES)
    args = parser.parse_args()
    names = args.case or list(CASES)
    if args.worker:
        print(json.dumps(worker(args.worker, names, args.calls)))
        return
    best = {side: dict.fromkeys(names, float("inf")) for side in SIDES}
    for _ in range(args.rounds):
        for side in SIDES:
            for name, seconds in _run_side(side, names, args.calls).items():
                best[side][name] = min(best[side][name], seconds)
    import triton
    rows = [{"case": name, "what": CASES[name], "emulator_s": best["emulator"][name],
             "interpreter_s": best["interpreter"][name],
             "speedup": best["interpreter"][name] / best["emulator"][name]}
            for name in names]
    for row in rows:
        print(f"{row['case']:22} emulator {row['emulator_s']:8.3f} s   interpreter "
              f"{row['interpreter_s']:8.3f} s   {row['speedup']:6.1f}x")
    if args.case is None:
        RESULTS.write_text(json.dumps({"rows": rows, "triton": triton.__version__,
                                       "rounds": args.rounds, "calls": args.calls},
                                      indent=1) + "\n")


if __name__ == "__main__":
    main()
