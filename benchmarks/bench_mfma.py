"""MFMA execution speed: warm µs per instruction on a Wavefront against numpy's float matmul.

For each dense MFMA: the warm time of ``Wavefront.execute`` on a decoded instruction (µs),
the emulated GFLOP/s (the instruction's ops / time), and in the same run the time of the
yardstick — ``np.matmul`` of the same float tiles, per block, plus the add of C, on one BLAS
thread; both best of 5 rounds, the two sides' rounds interleaved (``benchmarks/timing.py``).
Then, in
fresh processes, the first-call time with an empty numba cache (compilation) and with a warm
on-disk cache. Prints a table and writes ``benchmarks/results/bench_mfma.json``.

    python benchmarks/bench_mfma.py [--quick]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import isa  # noqa: E402
from benchmarks.timing import best_times, blas_description, blas_threads  # noqa: E402
from emulator import Wavefront  # noqa: E402
from emulator.api.sparse import compress, place  # noqa: E402
from isa.mfma_syntax import make_mfma, make_smfmac  # noqa: E402
from isa.registers import make_range  # noqa: E402


def _values(dtype, shape, rng):
    if dtype in (isa.DType.I8, isa.DType.I32):
        return rng.integers(-100, 100, shape).astype(dtype.typed_dtype)
    return rng.standard_normal(shape).astype(dtype.typed_dtype)


def setup(record, rng):
    """A wavefront holding normally distributed A, B, C (typical data: no inf/NaN); for an
    SMFMAC, A is 4:2 sparse with its index in v8."""
    wave = Wavefront()
    a = make_range("v", 0, record.a_regs)
    b = make_range("v", 2, record.b_regs)
    cd = make_range("a", 0, record.d_regs)
    if record.sparse:
        dense = _values(record.a_type, (1, record.m, record.k), rng)
        dense.reshape(-1, 4)[:, rng.integers(0, 2)::2] = 0  # two of every four kept
        values, positions = compress(record, dense.view(record.a_type.raw_dtype))
        idx = make_range("v", 8)
        place(wave, record, values, positions, a, idx)
        for matrix, reg in (("B", b), ("D", cd)):
            dtype = isa.operand_type(record, matrix)
            wave.write_matrix(record, matrix,
                              _values(dtype, isa.matrix_shape(record, matrix), rng), reg)
        return wave, make_smfmac(record, cd, a, b, idx)
    for matrix, reg in (("A", a), ("B", b), ("C", cd)):
        dtype = isa.operand_type(record, matrix)
        wave.write_matrix(record, matrix, _values(dtype, isa.matrix_shape(record, matrix), rng),
                          reg)
    return wave, make_mfma(record, cd, a, b, cd)


def yardstick(record, rng):
    dtype = np.float64 if record.cd_type is isa.DType.F64 else np.float32
    a = rng.standard_normal((record.blocks, record.m, record.k)).astype(dtype)
    b = rng.standard_normal((record.blocks, record.k, record.n)).astype(dtype)
    c = rng.standard_normal((record.blocks, record.m, record.n)).astype(dtype)
    return lambda: np.matmul(a, b) + c


FIRST_CALL = r"""
import sys, time, json
t0 = time.perf_counter()
import emulator, isa
from benchmarks.bench_mfma import setup
import numpy as np
t_import = time.perf_counter() - t0
out = {"import_s": t_import, "first_call_s": {}}
for name in sys.argv[1:]:
    r = isa.lookup(name)
    wave, op = setup(r, np.random.default_rng(0))
    t0 = time.perf_counter()
    wave.execute(op)
    out["first_call_s"][name] = time.perf_counter() - t0
print(json.dumps(out))
"""

# One instruction per kernel family: the first call of each compiles that family's kernel.
FAMILY_REPRESENTATIVES = ["v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x16_fp8_fp8",
                          "v_mfma_i32_32x32x16_i8", "v_mfma_f32_32x32x2_f32",
                          "v_mfma_f64_16x16x4_f64"]


def first_calls() -> dict:
    """Cold (empty cache: compiles) and warm-cache first-call times, in fresh processes."""
    # (a compile child of the measured process may still write there as it is removed)
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as cache:
        env = dict(os.environ, NUMBA_CACHE_DIR=cache, PYTHONPATH=str(ROOT))
        result = {}
        for label in ("cold", "warm_cache"):
            t0 = time.perf_counter()
            out = subprocess.run([sys.executable, "-c", FIRST_CALL, *FAMILY_REPRESENTATIVES],
                                 capture_output=True, text=True, env=env, cwd=ROOT, check=True)
            data = json.loads(out.stdout)
            data["process_s"] = time.perf_counter() - t0
            result[label] = data
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="shorter timing budget")
    parser.add_argument("--no-first-call", action="store_true")
    args = parser.parse_args()
    budget = 0.1 if args.quick else 0.5
    # (warm times are of the compiled kernels: no call runs a plain twin while a child
    # process compiles — emulator/jit — it waits for the machine code instead)
    from emulator.jit import DEFAULT
    DEFAULT.plain_budget = 0.0
    rng = np.random.default_rng(1)
    rows = []
    print(f"{'instruction':32s} {'µs/inst':>9s} {'GFLOP/s':>8s} {'numpy µs':>9s} {'ratio':>6s}")
    for record in isa.MATRIX_INSTRUCTIONS:
        wave, op = setup(record, rng)
        # the emulator runs on one core: numpy's BLAS on one thread
        t_emu, t_np = best_times([lambda: wave.execute(op), yardstick(record, rng)], budget,
                                 contexts=[None, lambda: blas_threads(1)])
        row = {"instruction": record.mnemonic, "us_per_inst": t_emu * 1e6,
               "gflops": record.ops / t_emu / 1e9, "numpy_us": t_np * 1e6,
               "ratio": t_emu / t_np}
        rows.append(row)
        print(f"{record.mnemonic:32s} {row['us_per_inst']:9.2f} {row['gflops']:8.3f} "
              f"{row['numpy_us']:9.2f} {row['ratio']:6.2f}")
    dense = [r for r in rows if not isa.lookup(r["instruction"]).sparse]
    ratios = [r["ratio"] for r in dense]
    geo = math.exp(sum(map(math.log, ratios)) / len(ratios))
    worst = max(dense, key=lambda r: r["ratio"])
    sparse = [r["ratio"] for r in rows if isa.lookup(r["instruction"]).sparse]
    sparse_geo = math.exp(sum(map(math.log, sparse)) / len(sparse))
    print(f"\n32 dense MFMAs: geometric mean ratio to numpy {geo:.2f}x (target <= 3x); worst "
          f"{worst['ratio']:.2f}x {worst['instruction']} (target <= 6x)")
    print(f"14 SMFMACs: geometric mean ratio {sparse_geo:.2f}x (yardstick: the dense "
          f"matmul of the expanded A)")
    summary = {"geomean_ratio": geo, "worst_ratio": worst["ratio"],
               "worst_instruction": worst["instruction"], "smfmac_geomean_ratio": sparse_geo}
    calls = None
    if not args.no_first_call:
        calls = first_calls()
        for label, data in calls.items():
            total = sum(data["first_call_s"].values())
            print(f"first calls, {label:10s}: import {data['import_s']:.2f} s, first execute "
                  f"of the {len(data['first_call_s'])} kernel families {total:.2f} s, "
                  f"whole process {data['process_s']:.2f} s")
    result = {"machine": {"python": platform.python_version(), "processor":
                          platform.processor() or platform.machine(), "cpus": os.cpu_count(),
                          "numpy": np.__version__, "blas": blas_description()},
              "budget_s": budget, "rows": rows, "summary": summary, "first_calls": calls}
    out = ROOT / "benchmarks" / "results" / "bench_mfma.json"
    out.write_text(json.dumps(result, indent=2) + "\n")
    print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
