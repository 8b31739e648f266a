"""The README's speed figures before and after a change, in one run: the code of git
revision ``--baseline`` (a temporary worktree) and of this checkout, each measured in
child processes that alternate (a, b, a, b, …), best of ``--rounds`` on both sides, with
jitted code compiled before anything is timed (their plain twins are not what the figures
are about). Measured, as the README's tables measure them:

* every MFMA and SMFMAC's warm ``Wavefront.execute`` (µs; the geometric mean of the dense
  ones and of the sparse ones);
* the VALU/SALU loop of bench_programs.py: instructions per second with its hot block
  compiled, and interpreted;
* the clang-19 xf32 GEMM launch of bench_kernels.py (256³, one worker);
* the corpus of bench_corpus.py launched on one worker (seconds);
* the two timing engines: the single-wave cycle accountant over a 100,000-instruction
  stream of that GEMM's instructions (report included), and the GEMM launch timed on the
  MI300X device model (``device="mi300x"``, one worker).

Writes ``benchmarks/results/compare_revisions.json``; the README's table comes from it.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.revisions import revision_tree, run_in_tree  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results" / "compare_revisions.json"

CHILD = r"""
import json, os, sys, time
import numpy as np
os.environ["WFEMU_BLOCKS"] = "sync"   # (the defaults' source in both revisions)
from emulator import jit
jit.DEFAULT.plain_budget = 0.0
import isa
from emulator import Wavefront
from emulator.execution.runner import run
from benchmarks.bench_mfma import setup
from benchmarks.bench_programs import VALU_LOOP
from isa.assembler import assemble
out = {}

def best(fn, rounds=5):
    fn()
    b = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter(); fn(); b = min(b, time.perf_counter() - t0)
    return b

mfma = {}
for record in isa.MATRIX_INSTRUCTIONS:
    wave, op = setup(record, np.random.default_rng(0))
    def calls(wave=wave, op=op):
        for _ in range(200):
            wave.execute(op)
    mfma[record.mnemonic] = best(calls) / 200 * 1e6
out["mfma_us"] = mfma

program = assemble(VALU_LOOP, "loop.s")
def loop(blocks):
    def go():
        os.environ["WFEMU_BLOCKS"] = blocks
        kw = {}
        try:
            from emulator.execution.options import ExecutionOptions
            kw["options"] = ExecutionOptions(blocks=blocks)
        except ImportError:
            pass
        w = Wavefront()
        w.exec = (1 << 64) - 1
        return run(w, assemble(VALU_LOOP, "loop.s"), **kw).steps
    return go
steps = loop("sync")()
out["valu_compiled_per_s"] = steps / best(loop("sync"))
out["valu_interpreted_per_s"] = steps / best(loop("off"))
os.environ["WFEMU_BLOCKS"] = "sync"

from emulator.launch import launch
gemm = os.path.join("programs", "kernels", "gemm_xf32.s")
rng = np.random.default_rng(0)
a, b = (rng.standard_normal((256, 256)).astype(np.float32) for _ in "ab")
out["gemm_launch_s"] = best(lambda: launch(gemm, kernel="gemm_xf32", grid=(16, 16),
                                           args=[a, b, np.zeros_like(a), 256, 256, 256],
                                           workers=1), rounds=3)
try:
    from emulator.timing.accountant import accountant_of
except ImportError:   # (older revisions: the accountant fed by hand)
    from emulator.timing.accountant import CycleAccountant
    def accountant_of(program, pcs, keep_timeline=True):
        accountant = CycleAccountant(keep_timeline=keep_timeline)
        for pc in pcs.tolist():
            accountant.retire(program.instructions[pc])
        return accountant
kernel = assemble(open(gemm).read(), gemm)
stream = np.resize(np.arange(len(kernel.instructions)), 100_000)
out["accountant_s"] = best(lambda: accountant_of(kernel, stream, keep_timeline=False).report(),
                           rounds=3)
out["device_launch_s"] = best(lambda: launch(gemm, kernel="gemm_xf32", grid=(16, 16),
                                             args=[a, b, np.zeros_like(a), 256, 256, 256],
                                             workers=1, device="mi300x"), rounds=3)
from benchmarks.bench_corpus import run_all
run_all()
out["corpus_s"] = min(run_all()[2] for _ in range(2))
print(json.dumps(out))
"""


def _best(samples: list[dict]) -> dict:
    """Best of the rounds, per figure (times: the least; rates: the most)."""
    out = {"mfma_us": {name: min(s["mfma_us"][name] for s in samples)
                       for name in samples[0]["mfma_us"]}}
    for key in ("valu_compiled_per_s", "valu_interpreted_per_s"):
        out[key] = max(s[key] for s in samples)
    for key in ("gemm_launch_s", "corpus_s", "accountant_s", "device_launch_s"):
        out[key] = min(s[key] for s in samples)
    return out


def _geomean(values) -> float:
    values = list(values)
    return math.exp(sum(math.log(v) for v in values) / len(values))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", required=True, metavar="REV")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    import isa
    sparse = {r.mnemonic for r in isa.MATRIX_INSTRUCTIONS if r.sparse}
    with revision_tree(args.baseline) as tree:
        samples = {"before": [], "after": []}
        for _ in range(args.rounds):   # (alternating: a slow spell hits both sides alike)
            samples["before"].append(run_in_tree(tree, CHILD))
            samples["after"].append(run_in_tree(ROOT, CHILD))
    result = {"baseline": args.baseline, "rounds": args.rounds}
    for side in ("before", "after"):
        best = _best(samples[side])
        best["dense_geomean_us"] = _geomean(v for k, v in best["mfma_us"].items()
                                            if k not in sparse)
        best["sparse_geomean_us"] = _geomean(v for k, v in best["mfma_us"].items()
                                             if k in sparse)
        result[side] = best
    RESULTS.write_text(json.dumps(result, indent=1) + "\n")
    for key in ("dense_geomean_us", "sparse_geomean_us", "valu_compiled_per_s",
                "valu_interpreted_per_s", "gemm_launch_s", "corpus_s", "accountant_s",
                "device_launch_s"):
        b, a = result["before"][key], result["after"][key]
        print(f"{key:26s} before {b:12.4g}  after {a:12.4g}  ({a / b - 1:+.1%})")


if __name__ == "__main__":
    main()
