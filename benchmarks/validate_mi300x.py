"""The device model's kernel times against published MI300X measurements: kernels written in
this repository after the ones measured (programs/validation/, programs/triton_vector_add.py),
launched with ``device="mi300x"`` (timing-only where they hold MFMAs), and each prediction
beside the measurement, in cycles where the measurement gives cycles, else in µs at the
model's clock (2,100 MHz: MI300X's peak engine clock, the one these loads run at).

    python benchmarks/validate_mi300x.py            # all rows (the 4096³ GEMMs: minutes)
    python benchmarks/validate_mi300x.py --quick    # the loops, the nearer latencies and the
                                                    # smaller vector add
    python benchmarks/validate_mi300x.py --ladder   # the GEMM ladder's rows only

Results: benchmarks/results/validate_mi300x.json (README table: benchmarks/report.py).
Goals: within ±15 % on the loops, streams and memory levels, ±25 % on the vector add
(issue 35); the GEMM ladder's five steps within ±15 % and in the measured order (issue 50).
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
from isa.memory_model import MemoryModel, after_benchmark_flush  # noqa: E402

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
        # before each run: the model starts from that state; from empty caches, a first
        # launch's, for the difference)
        report, empty = (emulator.triton.launch(add_kernel, (triton.cdiv(n, 1024),), x, y, out,
                                                n, BLOCK_SIZE=1024, device="mi300x",
                                                workers=None, memory_model=model).result.device
                         for model in (after_benchmark_flush(MemoryModel()), MemoryModel()))
        kernel_us = report.time_us
        rows.append(dict(kernel=f"Triton vector add, fp32, N = 2^{n.bit_length() - 1}, "
                                "BLOCK_SIZE 1024", source="Triton tutorial 01 on MI300X "
                         "(median, do_bench's cache flush)", unit="µs", measured=measured,
                         predicted=report.launch_time_us,
                         note=f"model {kernel_us:.1f} µs + {report.launch_overhead_us:g} µs "
                              f"launch; from empty caches {empty.launch_time_us:.1f} µs"))
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


LADDER = (   # (step, what it changes, MI300X's time in µs: do_bench means at ~2.0-2.1 GHz)
    (1, "staged through LDS, rows of 64 bf16", 1125.0),
    (2, "padded LDS rows", 562.0),
    (3, "XOR-swizzled LDS rows", 372.0),
    (4, "register double-buffering", 326.0),
    (5, "16-byte LDS reads", 303.0))


def ladder_rows(n: int = 4096) -> list[dict]:
    """programs/validation/gemm_bf16_ladder.hip's five steps at n³, timed without computing,
    A and Bᵀ distinct arrays. The published times are do_bench means, so each step is timed
    as the vector add is: from the caches do_bench's flush leaves, with the device's launch
    overhead; the note gives the same launch from empty caches (a first launch) for the
    difference."""
    from emulator import hip
    module = hip.compile(VALIDATION / "gemm_bf16_ladder.hip")
    a = np.zeros((n, n), np.uint16)
    bt = np.zeros((n, n), np.uint16)   # (its own array: B's lines are not A's in the caches)
    c = np.zeros((n, n), np.float32)
    rows = []
    for step, change, measured in LADDER:
        reports = []
        for model in (after_benchmark_flush(MemoryModel()), MemoryModel()):
            start = time.perf_counter()
            result = hip.launch(module, f"gemm_bf16_ladder<{step}>", grid=(n // 128, n // 128),
                                block=256, args=[a, bt, c, n, n, n], device="mi300x",
                                compute=False, workers=None, max_workgroups=1 << 20,
                                memory_model=model)
            reports.append((result, time.perf_counter() - start))
        (flushed, seconds), (empty, _) = reports
        report = flushed.device   # (a launch as do_bench times it: the kernel and the launch)
        rows.append(dict(kernel=f"HIP bf16 GEMM {n}³, 128×128×64 tiles, step {step}: {change}",
                         source="MI300X GEMM optimisation ladder (do_bench means)", unit="µs",
                         step=step, measured=measured, predicted=report.launch_time_us,
                         note=f"model {report.time_us:,.1f} µs + {report.launch_overhead_us:g} µs "
                              f"launch; from empty caches {empty.device.launch_time_us:,.1f} µs; "
                              f"timing-only launch: {seconds:.0f} s here, "
                              f"{flushed.instructions:,} instructions"))
    return rows


# (the SC25 CDNA3 microbenchmark artifact's pointer-chase latencies on MI300X, cycles: the
# figures MemoryModel's latencies are; the chase adds its loop's instructions)
CHASE = (("chase_scalar", 64, "scalar cache", 48.0), ("chase", 64, "vector L1", 116.0),
         ("chase", 8192, "L2", 210.0), ("chase", 65536, "Infinity Cache", 450.0),
         ("chase", 8192, "HBM", 870.0))


def _chase(module, kernel: str, lines: int, steps: int) -> int:
    """One lane's chase through ``lines`` 128-byte lines in a random cycle: its cycles."""
    from emulator import hip
    order = np.random.default_rng(0).permutation(lines).astype(np.uint32) * 32
    chain = np.zeros(lines * 32, np.uint32)
    chain[order] = np.roll(order, -1)
    result = hip.launch(module, kernel, grid=(1,), block=(1,), device="mi300x", workers=1,
                        args=[chain, np.zeros(1, np.uint32), steps])
    return result.device.waves[0]["cycles"]


def latency_rows(levels=tuple(row[2] for row in CHASE)) -> list[dict]:
    """Pointer-chase latency per level (programs/validation/memory_levels.hip): cycles a
    step, the difference between two chase lengths. A chain of more lines than the L2 holds
    is served by the Infinity Cache once it has been walked (the second walk); HBM's row
    walks a chain once, every line for the first time (the caches start empty)."""
    from emulator import hip
    module = hip.compile(VALIDATION / "memory_levels.hip")
    rows = []
    for kernel, lines, level, measured in (row for row in CHASE if row[2] in levels):
        first, second = (lines // 2, lines) if level == "HBM" else (lines, 2 * lines)
        cycles = (_chase(module, kernel, lines, second)
                  - _chase(module, kernel, lines, first)) / (second - first)
        rows.append(dict(kernel=f"pointer chase, {level} ({lines * 128 >> 10:,} KiB chain)",
                         source=SC25, unit="cycles / load", measured=measured,
                         predicted=cycles))
    return rows


# (working set, the level that serves it, and the published figure in TB/s: the CDNA3
# white paper's peaks — L1 128 bytes a clock per CU, L2 2 KiB a clock per XCD, the
# Infinity Cache 17.2 TB/s — and, for HBM, gpu-stream's measured bandwidth: the figure
# MemoryModel's HBM rate is, so that row checks the kernel reaches it, not the figure)
BANDWIDTH = ((16 << 10, "vector L1", 81.7, "CDNA3 white paper peak (128 B/clk/CU)"),
             (1 << 20, "L2", 34.4, "CDNA3 white paper peak (2 KiB/clk/XCD)"),
             (128 << 20, "Infinity Cache", 17.2, "CDNA3 white paper peak"),
             (1 << 30, "HBM", 4.0, "NHR@FAU gpu-stream on MI300X (measured; the model's rate)"))


def bandwidth_rows(groups: int = 2432) -> list[dict]:
    """Read bandwidth against working set (programs/validation/memory_levels.hip
    ``read_bandwidth``, 8 workgroups of 256 a CU): bytes read over cycles, the difference
    between two read counts (the first, cold sweep cancels), in TB/s at 2.1 GHz."""
    from emulator import hip
    module = hip.compile(VALIDATION / "memory_levels.hip")
    threads = groups * 256
    rows = []
    for nbytes, level, measured, source in BANDWIDTH:
        words = nbytes // 16
        sweep = -(-words // threads)
        reads = (4, 8) if sweep == 1 else ((sweep, 2 * sweep) if level == "HBM"
                                           else (2 * sweep, 4 * sweep))
        cycles = []
        for count in reads:
            result = hip.launch(module, "read_bandwidth", grid=(groups,), block=(256,),
                                args=[np.zeros(words * 4, np.uint32),
                                      np.zeros(threads, np.uint32), words, count],
                                device="mi300x", workers=None, max_workgroups=1 << 20)
            cycles.append(result.device.kernel_cycles)
        per_cycle = (reads[1] - reads[0]) * threads * 16 / (cycles[1] - cycles[0])
        rows.append(dict(kernel=f"read bandwidth, {nbytes >> 10:,} KiB working set ({level})",
                         source=source, unit="TB/s", measured=measured,
                         predicted=per_cycle * 2.1e9 / 1e12))
    return rows


LDS_WIDTHS = (("b32", 4), ("b64", 8), ("b128", 16))


def lds_rows(groups: int = 1216) -> list[dict]:
    """LDS read bandwidth per access width (programs/validation/lds_read_loop.s: 16
    conflict-free ds_read_<width> an iteration, 4 workgroups of 256 a CU, each holding 16
    KiB): bytes read over cycles, the difference between two iteration counts, in TB/s at
    2.1 GHz, against the white paper's 128 bytes a clock per CU (the rows check that each
    width reaches the LDS as the bank rules give it: no per-width measurement of MI300X
    was at hand)."""
    rows = []
    for name, width in LDS_WIDTHS:
        counts, cycles = (8, 16), []
        for count in counts:
            result = launch(VALIDATION / "lds_read_loop.s", kernel=f"lds_read_{name}",
                            grid=(groups,), block=(256,), args=[count], device="mi300x")
            cycles.append(result.device.kernel_cycles)
        per_cycle = (counts[1] - counts[0]) * 16 * groups * 256 * width / (cycles[1] - cycles[0])
        rows.append(dict(kernel=f"LDS read bandwidth, `ds_read_{name}` (16 a wave an iteration, "
                                "16 waves a CU, no bank conflict)",
                         source="CDNA3 white paper peak (128 B/clk/CU)", unit="TB/s",
                         measured=81.7, predicted=per_cycle * 2.1e9 / 1e12))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help="only the loops, the near latencies, LDS bandwidth and the smaller "
                             "vector add (the other rows as the last full run left them)")
    parser.add_argument("--ladder", action="store_true",
                        help="only the GEMM ladder's rows (the other rows as the last full run "
                             "left them)")
    args = parser.parse_args()
    quick = ("scalar cache", "vector L1", "L2")
    if args.ladder:
        rows = ladder_rows()
    else:
        rows = loop_rows() + latency_rows(quick) + lds_rows() + vector_add_rows([(1 << 22, 32.4)])
    if not (args.quick or args.ladder):
        rows += (latency_rows(("Infinity Cache", "HBM")) + bandwidth_rows() + vector_add_rows([(1 << 24, 94.7)])
                 + stream_rows() + ladder_rows())
    for row in rows:
        row["error"] = row["predicted"] / row["measured"] - 1
        print(f"{row['kernel']}: measured {row['measured']:,.2f}, predicted "
              f"{row['predicted']:,.2f} {row['unit']} ({row['error']:+.1%})")
    old = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    if args.quick or args.ladder:   # (the rows this run did not make kept as last made, in
        made = {r["kernel"]: r for r in rows}   # their places)
        kept = [made.pop(r["kernel"], r) for r in old.get("rows", [])]
        rows = kept + list(made.values())
    RESULTS.write_text(json.dumps({"clock_mhz": 2100, "rows": rows}, indent=2) + "\n")
    print(f"wrote {RESULTS}")


if __name__ == "__main__":
    main()
