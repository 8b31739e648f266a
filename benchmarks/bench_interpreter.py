"""The interpreter's cost per instruction: straight-line VALU code run once in one wave
(interpreted: compiled blocks off, as code that runs once is), each instruction against
``np.add`` of two 64-lane float32 arrays (the yardstick issue 32 sets: at most 2×), in the
same run, best of N on both sides; jitted kernels (v_fma_f32's) compiled first. Measured
twice: in a process that uses only numpy, and in one where numba is in use, so that the
instructions with compiled lanes (blocks/compiled_lanes.py) run them.

``--baseline REV`` also measures the code of git revision REV (a temporary worktree, in a
child process, the same programs) so that a change's before and after come from one run.

Writes ``benchmarks/results/bench_interpreter.json``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.revisions import revision_tree, run_in_tree  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results" / "bench_interpreter.json"

# one straight-line program per form: 1,000 instructions on VGPRs v0..v39
FORMS = {
    "v_add_f32": "v_add_f32 v{d}, v{a}, v{b}",
    "v_sub_f32": "v_sub_f32 v{d}, v{a}, v{b}",
    "v_mul_f32": "v_mul_f32 v{d}, v{a}, v{b}",
    "v_add_f32 (constant)": "v_add_f32 v{d}, 1.0, v{b}",
    "v_add_u32": "v_add_u32 v{d}, v{a}, v{b}",
    "v_sub_u32": "v_sub_u32 v{d}, v{a}, v{b}",
    "v_mul_lo_u32": "v_mul_lo_u32 v{d}, v{a}, v{b}",
    "v_and_b32": "v_and_b32 v{d}, v{a}, v{b}",
    "v_or_b32": "v_or_b32 v{d}, 0xff, v{b}",
    "v_xor_b32": "v_xor_b32 v{d}, v{a}, v{b}",
    "v_mov_b32": "v_mov_b32 v{d}, v{a}",
    "v_fma_f32": "v_fma_f32 v{d}, v{a}, v{b}, v{c}",
    "v_cvt_f32_i32": "v_cvt_f32_i32 v{d}, v{a}",
    "v_lshlrev_b32": "v_lshlrev_b32 v{d}, 2, v{a}",
    "v_cndmask_b32": "v_cndmask_b32 v{d}, v{a}, v{b}, vcc",
    "v_cmp_lt_f32": "v_cmp_lt_f32 vcc, v{a}, v{b}",
    "v_max_f32": "v_max_f32 v{d}, v{a}, v{b}",
    "v_lshl_add_u32": "v_lshl_add_u32 v{d}, v{a}, 3, v{b}",
    "v_ashrrev_i32": "v_ashrrev_i32 v{d}, 31, v{a}",
    "v_mul_hi_i32": "v_mul_hi_i32 v{d}, v{a}, v{b}",
    "v_add3_u32": "v_add3_u32 v{d}, v{a}, v{b}, v{c}",
    "v_cmp_eq_u32": "v_cmp_eq_u32 vcc, v{a}, v{b}",
}
COUNT = 1000

# (run in this process, or in a child on another revision's tree: prints JSON)
MEASURE = r"""
import json, os, random, sys, time
import numpy as np
forms, count, rounds = json.loads(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
from emulator import jit, Wavefront
from emulator.execution.runner import run
import isa
jit.DEFAULT.plain_budget = 0.0   # (jitted kernels compiled before timing, not run as Python)
if len(sys.argv) > 4 and sys.argv[4] == "compiled":   # (numba in use, compiled lanes on,
    import numba                                       # no block ever hot)
    from emulator import ExecutionOptions, set_default_options
    set_default_options(ExecutionOptions(blocks="sync", hot=10 ** 9))
rng = random.Random(1)
programs = {}
for name, form in forms.items():
    lines = [form.format(d=rng.randrange(8, 40), a=rng.randrange(0, 40),
                         b=rng.randrange(0, 40), c=rng.randrange(0, 40)) for _ in range(count)]
    programs[name] = isa.assemble("\n".join(lines) + "\ns_endpgm\n", "straight.s")
init = np.random.default_rng(2).standard_normal((40, 64)).astype(np.float32).view(np.uint32)
x, y = (np.random.default_rng(s).standard_normal(64).astype(np.float32) for s in (3, 4))

def wave():
    w = Wavefront()
    w.v[:40] = init
    return w

for program in programs.values():   # (warm-up: bindings, jitted kernels)
    run(wave(), program)
out = {}
for name, program in programs.items():
    best = yardstick = float("inf")
    for _ in range(rounds):   # (interleaved: a slow spell hits both sides alike)
        w = wave()
        t0 = time.perf_counter()
        run(w, program)
        best = min(best, (time.perf_counter() - t0) / (count + 1))
        t0 = time.perf_counter()
        for _ in range(count):
            np.add(x, y)
        yardstick = min(yardstick, (time.perf_counter() - t0) / count)
    out[name] = {"us": best * 1e6, "np_add_us": yardstick * 1e6}
print(json.dumps(out))
"""


def measure(tree: Path, rounds: int, lanes: str = "numpy") -> dict:
    """The forms' per-instruction times with the code of ``tree``, in a child process:
    interpreted (blocks off), or with ``lanes="compiled"`` in a process where numba is in
    use, compiled lanes on (blocks/compiled_lanes.py) and no block hot."""
    return run_in_tree(tree, MEASURE, json.dumps(FORMS), str(COUNT), str(rounds), lanes,
                       WFEMU_BLOCKS="off")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", metavar="REV", help="also measure git revision REV")
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    before = None
    if args.baseline:
        with revision_tree(args.baseline) as tree:
            before = measure(tree, args.rounds)
    after = measure(ROOT, args.rounds)
    compiled = measure(ROOT, args.rounds, "compiled")
    rows = []
    for name in FORMS:
        row = {"form": name, "us": after[name]["us"], "np_add_us": after[name]["np_add_us"],
               "ratio": after[name]["us"] / after[name]["np_add_us"],
               "compiled_us": compiled[name]["us"],
               "compiled_ratio": compiled[name]["us"] / compiled[name]["np_add_us"]}
        if before is not None:
            row["before_us"] = before[name]["us"]
            row["before_ratio"] = before[name]["us"] / before[name]["np_add_us"]
        rows.append(row)
        print(f"{name:24s} {row['us']:7.2f} µs  {row['ratio']:6.2f}× np.add"
              f"   compiled lanes {row['compiled_ratio']:6.2f}×"
              + (f"   before {row['before_us']:7.2f} µs {row['before_ratio']:6.2f}×"
                 if before is not None else ""))
    RESULTS.write_text(json.dumps({"baseline": args.baseline, "instructions": COUNT,
                                   "rows": rows}, indent=1) + "\n")


if __name__ == "__main__":
    main()
