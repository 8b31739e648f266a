"""What a profile by source line costs (issue 34: at most 20 % more than ``device=`` alone):
``launch(..., device="mi300x", profile=True)`` against ``launch(..., device="mi300x")`` of
the same kernel and arguments, interleaved, best of 7 on both sides (one worker), for the
committed Triton 3.9 kernels of the corpus (programs/corpus/triton-3.9, with their line
tables) at the tests' sizes and a 256×256×128 f16 matmul (64 workgroups); and, for scale,
the accountant's profile (no device) against a plain launch. Writes
``benchmarks/results/bench_profile.json``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import ml_dtypes
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.timing import best_times  # noqa: E402
from emulator.launch import launch  # noqa: E402
from isa.assembler import assemble  # noqa: E402
from tests.test_corpus import TRITON_CASES, _matmul_case  # noqa: E402

BUILD = ROOT / "programs" / "corpus" / "triton-3.9"
KERNELS = ("softmax_rows", "layernorm_rows", "matmul_f16", "matmul_bias_relu")


def _setup(name: str, case):
    meta = json.loads((BUILD / f"{name}.json").read_text())
    program = assemble((BUILD / f"{name}.s").read_text(), str(BUILD / f"{name}.s"))
    grid, make, _ = case
    args = make(np.random.default_rng(0))
    host = [a.view(np.uint16) if isinstance(a, np.ndarray) and a.dtype == ml_dtypes.bfloat16
            else a for a in args]

    def run(**options):
        with np.errstate(all="ignore"):
            return launch(program, kernel=name, grid=grid, block=(64 * meta["num_warps"],),
                          args=host + [None, None], workers=1, lds_bytes=meta["shared"],
                          **options)
    return run


def measure(label: str, run) -> dict:
    device, profiled, plain, accountant = best_times([
        lambda: run(device="mi300x"), lambda: run(device="mi300x", profile=True),
        lambda: run(), lambda: run(profile=True)], 8.0, 7)
    result = run(device="mi300x", profile=True)
    return {"kernel": label, "waves": len(result.device.waves),
            "instructions": result.instructions, "lines": len(result.profile.rows),
            "device_s": device, "device_profile_s": profiled,
            "profile_overhead": profiled / device - 1,
            "launch_s": plain, "accountant_profile_s": accountant,
            "accountant_profile_overhead": accountant / plain - 1}


def main() -> None:
    rows = []
    for name in KERNELS:
        rows.append(measure(name, _setup(name, TRITON_CASES[name])))
        print(json.dumps(rows[-1]))
    big = _matmul_case(np.float16, "v_mfma_f32_32x32x8_f16", 8, m=256, n=256, k=128)
    rows.append(measure("matmul_f16 256×256×128", _setup("matmul_f16", big)))
    print(json.dumps(rows[-1]))
    path = ROOT / "benchmarks" / "results" / "bench_profile.json"
    path.write_text(json.dumps({"rows": rows, "rounds": 7}, indent=2) + "\n")


if __name__ == "__main__":
    main()
