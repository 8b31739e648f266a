"""The device model's kernel times against published MI300X measurements: kernels written in
this repository after the ones measured (programs/validation/, programs/triton_vector_add.py),
launched with ``device="mi300x"`` (timing-only where they hold MFMAs), and each prediction
beside the measurement, in cycles where the measurement gives cycles, else in µs at the
model's clock (2,100 MHz: MI300X's peak engine clock, the one these loads run at).

    python benchmarks/validate_mi300x.py            # all rows (the 4096³ GEMMs: minutes)
    python benchmarks/validate_mi300x.py --quick    # the loops and the smaller vector add

Results: benchmarks/results/validate_mi300x.json (README table: benchmarks/report.py).
Goal (issue 35): within ±15 % on the loops and streams, ±25 % on the GEMMs and the vector add.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from emulator.launch import launch  # noqa: E402
from emulator.timing.memory_model import AFTER_BENCHMARK_FLUSH  # noqa: E402

VALIDATION = ROOT / "programs" / "validation"
RESULTS = ROOT / "benchmarks" / "results" / "validate_mi300x.json"
SC25 = "SC25 CDNA3 microbenchmark artifact (MI300X)"


def per_iteration(name: str, grid: int, block: int, counts=(32, 64)) -> float:
    """The slowest wave's cycles per loop iteration: the difference between two iteration
    counts (the loop's fixed cost cancels), as the artifact's cycles over 2^28 iterations."""
    slowest = []
    for count in counts:
        result = launch(VALIDATION / f"{name}.s", kernel=name, grid=(grid,), block=(block,),
                        args=[count], device="mi300x")
        slowest.append(max(w["cycles"] for w in result.device.waves))
    return (slowest[1] - slowest[0]) / (counts[1] - counts[0])


def loop_rows() -> list[dict]:
    rows = []
    for name, instruction, measured in (
            ("mfma_loop_f16", "v_mfma_f32_16x16x16_f16", 17_184_185_134 / 2 ** 28),
            ("mfma_loop_f32", "v_mfma_f32_16x16x4_f32", 34_364_289_057 / 2 ** 28)):
        rows.append(dict(kernel=f"MFMA loop, `{instruction}`, 16 waves × 304 workgroups",
                         source=SC25, unit="cycles / iteration", measured=measured,
                         predicted=per_iteration(name, 304, 1024)))
    for name, instruction, measured in (("valu_add_loop", "v_add_f32", 4.00),
                                        ("valu_fma_loop", "v_fma_f32", 4.20)):
        # (128 dependent instructions an iteration, and the loop's 3: cycles per instruction,
        # one wave a SIMD)
        rows.append(dict(kernel=f"VALU chain, `{instruction}`, one wave per SIMD",
                         source=SC25, unit="cycles / instruction", measured=measured,
                         predicted=per_iteration(name, 304, 256) / 128))
    return rows


def vector_add_rows(sizes) -> list[dict]:
    import triton
    sys.path.insert(0, str(ROOT / "programs"))
    from triton_vector_add import add_kernel
    import emulator.triton
    rows = []
    for n, measured in sizes:
        rng = np.random.default_rng(0)
        x, y = rng.random(n, np.float32), rng.random(n, np.float32)
        out = np.empty_like(x)
        # (measured with do_bench, whose flush leaves 256 MiB of dirty lines in the caches
        # before each run: the model starts from that state)
        result = emulator.triton.launch(add_kernel, (triton.cdiv(n, 1024),), x, y, out, n,
                                        BLOCK_SIZE=1024, device="mi300x", workers=None,
                                        memory_model=AFTER_BENCHMARK_FLUSH)
        report = result.result.device
        kernel_us = report.time_us
        rows.append(dict(kernel=f"Triton vector add, fp32, N = 2^{n.bit_length() - 1}, "
                                "BLOCK_SIZE 1024", source="Triton tutorial 01 on MI300X "
                         "(median, do_bench's cache flush)", unit="µs", measured=measured,
                         predicted=report.launch_time_us,
                         note=f"model {kernel_us:.1f} µs + {report.launch_overhead_us:g} µs "
                              "launch"))
    return rows


def stream_rows(n: int = 1 << 23) -> list[dict]:
    """gpu-stream's fp64 scale and triad at full occupancy, as bandwidth (bytes moved over
    the kernel's time). Arrays of 64 MiB, not 2 GiB: the caches start cold, so every line
    comes from HBM either way, and 2 GiB would take far longer to run."""
    from emulator import hip
    module = hip.compile(VALIDATION / "gpu_stream.hip")
    arrays = [np.ones(n) for _ in range(4)]
    rows = []
    for name, streams, measured in (("stream_scale", 2, 3997.0), ("stream_triad", 4, 3866.0)):
        args = arrays[:streams] + [n]
        result = hip.launch(module, name, grid=(n // 256,), block=256, args=args,
                            device="mi300x", workers=None, max_workgroups=1 << 20)
        seconds = result.device.time_us * 1e-6
        rows.append(dict(kernel=f"gpu-stream fp64 {name.split('_')[1]}, {streams} streams of "
                                f"{n * 8 >> 20} MiB, full occupancy",
                         source="NHR@FAU gpu-benches gpu-stream on MI300X (2 GiB arrays)",
                         unit="GB/s", measured=measured,
                         predicted=streams * 8 * n / seconds / 1e9))
    return rows


def gemm_rows(n: int = 4096) -> list[dict]:
    from emulator import hip
    module = hip.compile(VALIDATION / "gemm_bf16_lds.hip")
    a = np.zeros((n, n), np.uint16)
    bt = np.zeros((n, n), np.uint16)   # (its own array: B's lines are not A's in the caches)
    c = np.zeros((n, n), np.float32)
    rows = []
    for pad, rows_text, measured in ((0, "LDS rows of 64 bf16", 1125.0),
                                     (4, "padded LDS rows", 562.0)):
        start = time.perf_counter()
        result = hip.launch(module, f"gemm_bf16_lds<{pad}>", grid=(n // 128, n // 128),
                            block=256, args=[a, bt, c, n, n, n], device="mi300x",
                            compute=False, workers=None, max_workgroups=1 << 20)
        seconds = time.perf_counter() - start
        rows.append(dict(kernel=f"HIP bf16 GEMM {n}³, 128×128×64 tiles, {rows_text}",
                         source="MI300X GEMM tuning measurements", unit="µs",
                         measured=measured, predicted=result.device.time_us,
                         note=f"timing-only launch: {seconds:.0f} s here, "
                              f"{result.instructions:,} instructions"))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help="only the loops and the smaller vector add (the other rows as "
                             "the last full run left them)")
    args = parser.parse_args()
    rows = loop_rows() + vector_add_rows([(1 << 22, 32.4)])
    if not args.quick:
        rows += vector_add_rows([(1 << 24, 94.7)]) + stream_rows() + gemm_rows()
    for row in rows:
        row["error"] = row["predicted"] / row["measured"] - 1
        print(f"{row['kernel']}: measured {row['measured']:,.2f}, predicted "
              f"{row['predicted']:,.2f} {row['unit']} ({row['error']:+.1%})")
    old = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    if args.quick:   # (keep the rows only the full run makes, as it last made them)
        made = {r["kernel"] for r in rows}
        rows += [r for r in old.get("rows", []) if r["kernel"] not in made]
    RESULTS.write_text(json.dumps({"clock_mhz": 2100, "rows": rows}, indent=2) + "\n")
    print(f"wrote {RESULTS}")


if __name__ == "__main__":
    main()
