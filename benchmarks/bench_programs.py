"""Program execution speed: instructions per second, MFMA loops against bare execution, and
``wfemu run`` in a fresh process.

* a VALU/SALU-only loop (no MFMA): instructions retired per second by ``Wavefront.run``,
  with its hot block compiled (emulator/execution/blocks) and interpreted;
* an MFMA-heavy GEMM loop (``v_mfma_f32_32x32x8_f16`` plus its loop control): the MFMAs per
  second it reaches as a fraction of the bare ``Wavefront.execute`` rate of the same MFMA
  (the bench_mfma measurement, repeated here in the same run);
* ``wfemu run programs/scalar_loop.s`` wall time in a fresh process, numba cache warm;
* the cycle accountant: what it adds to the MFMA loop's run time (its report included: it
  accounts in chunks, the last one when asked), and a timing-only (``execute=False``)
  estimate of a 100,000-instruction stream.

Writes ``benchmarks/results/bench_programs.json``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import isa  # noqa: E402
from benchmarks.bench_mfma import setup  # noqa: E402
from benchmarks.timing import best_time  # noqa: E402
from emulator import ExecutionOptions, Wavefront, jit  # noqa: E402
from emulator.timing.accountant import CycleAccountant  # noqa: E402
from emulator.timing.estimate import estimate_cycles  # noqa: E402
from isa.assembler import assemble  # noqa: E402

TRIPS = 2000

VALU_LOOP = f"""
    s_mov_b32 s0, {TRIPS}
    v_mov_b32 v1, 1.0
.Lloop:
    v_add_f32 v2, v1, v2
    v_mul_f32 v3, 0.5, v2
    v_fma_f32 v4, v2, v3, v1
    v_add_u32 v5, v5, 1
    v_and_b32 v6, 0xff, v5
    v_cmp_gt_u32 vcc, 16, v6
    v_cndmask_b32 v7, v1, v2, vcc
    s_add_u32 s1, s1, 3
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 .Lloop
    s_endpgm
"""

MFMA_LOOP = f"""
    s_mov_b32 s0, {TRIPS}
.Lloop:
    v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]
    v_mfma_f32_32x32x8_f16 a[16:31], v[0:1], v[2:3], a[16:31]
    v_mfma_f32_32x32x8_f16 a[32:47], v[0:1], v[2:3], a[32:47]
    v_mfma_f32_32x32x8_f16 a[48:63], v[0:1], v[2:3], a[48:63]
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 .Lloop
    s_endpgm
"""


def timed_run(text: str, prepare=None, accountant: bool = False,
              repeats: int = 5, options=None) -> tuple[float, int]:
    from emulator.execution.runner import run
    program = assemble(text, "bench.s")
    best, steps = float("inf"), 0
    for _ in range(repeats):
        wave = Wavefront()
        if prepare:
            prepare(wave)
        counter = CycleAccountant(keep_timeline=False) if accountant else None
        listeners = (counter.on_retire,) if accountant else ()
        t0 = time.perf_counter()
        result = run(wave, program, listeners=listeners, options=options)
        if counter is not None:
            counter.report()   # (it accounts in chunks: the last one here)
        best = min(best, time.perf_counter() - t0)
        steps = result.steps
    return best, steps


# A loop of 10 instructions per trip, 10,000 trips: 100,003 instructions, timed only.
TIMING_STREAM = """
    s_mov_b32 s0, 10000
.Lloop:
    v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]
    v_add_f32 v4, v5, v6
    v_mul_f32 v7, v4, v6
    v_accvgpr_read_b32 v8, a20
    v_mfma_f32_16x16x16_f16 a[32:35], v[0:1], v[2:3], a[32:35]
    v_cmp_gt_f32 vcc, v4, v7
    s_nop 0
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 .Lloop
    s_endpgm
"""


def valu_rates(rounds: int = 5) -> tuple[float, float, int]:
    """(instructions/s interpreted, with its hot block compiled, instructions): the two
    runs alternate, best of ``rounds`` each. The compiled side is warm (its block compiled
    in this process first, as a long run or the disk cache gives it); each timed run still
    interprets its first ``HOT`` trips, as every run of a freshly assembled program does."""
    def timed(how: str) -> tuple[float, int]:
        return timed_run(VALU_LOOP, repeats=1, options=ExecutionOptions(blocks=how))
    timed("sync")   # (compiles the loop's block here, or loads it from the disk cache)
    timed("off")    # (warms the kernels v_fma_f32 uses)
    interpreted = compiled = float("inf")
    for _ in range(rounds):
        interpreted = min(interpreted, timed("off")[0])
        t, steps = timed("sync")
        compiled = min(compiled, t)
    return steps / interpreted, steps / compiled, steps


def main() -> None:
    # Jitted code compiled before it is timed (v_fma_f32's kernels, the MFMA kernels): their
    # plain twins, which a short run uses while a child compiles them, are not what these
    # figures are about.
    jit.DEFAULT.plain_budget = 0.0
    rng = np.random.default_rng(0)
    interpreted_rate, valu_rate, n_valu = valu_rates()
    t_valu = n_valu / valu_rate

    record = isa.lookup("v_mfma_f32_32x32x8_f16")
    wave, op = setup(record, rng)

    def prepare(w):
        w.v[:4] = wave.v[:4]
        w.a[:64] = np.tile(wave.a[:16], (4, 1))
    timed_run(MFMA_LOOP, prepare)
    # The bare MFMA, the loop and the loop with the accountant alternate, best of 9 each, so
    # that this shared machine's drift (±20 % over seconds) does not land on one side of a
    # ratio.
    t_mfma = t_acc = bare = float("inf")
    for _ in range(9):
        bare = min(bare, best_time(lambda: wave.execute(op), 0.05, repeats=1))
        t, n_mfma = timed_run(MFMA_LOOP, prepare, repeats=1)
        t_mfma = min(t_mfma, t)
        t_acc = min(t_acc, timed_run(MFMA_LOOP, prepare, accountant=True, repeats=1)[0])
    mfmas = 4 * TRIPS
    loop_rate = mfmas / t_mfma
    fraction = loop_rate / (1 / bare)
    overhead = t_acc / t_mfma - 1

    stream = assemble(TIMING_STREAM, "stream.s")
    best_timing = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        report = estimate_cycles(stream, execute=False, timeline=False)
        best_timing = min(best_timing, time.perf_counter() - t0)

    cmd = [sys.executable, "-m", "emulator.tools.cli", "run", str(ROOT / "programs" / "scalar_loop.s")]
    subprocess.run(cmd, capture_output=True, cwd=ROOT, check=True)  # warm the cache
    walls = []
    for _ in range(3):
        t0 = time.perf_counter()
        subprocess.run(cmd, capture_output=True, cwd=ROOT, check=True)
        walls.append(time.perf_counter() - t0)
    wall = min(walls)

    print(f"VALU/SALU loop: {n_valu} instructions in {t_valu * 1e3:.1f} ms = "
          f"{valu_rate:,.0f} instructions/s with its hot block compiled (target >= "
          f"1,000,000), {interpreted_rate:,.0f}/s interpreted")
    print(f"MFMA loop: {mfmas} v_mfma_f32_32x32x8_f16 (+{n_mfma - mfmas} scalar) in "
          f"{t_mfma * 1e3:.1f} ms = {loop_rate:,.0f} MFMA/s; bare execute "
          f"{bare * 1e6:.2f} µs = {1 / bare:,.0f}/s; loop reaches {fraction:.0%} "
          f"(target >= 70%)")
    print(f"wfemu run programs/scalar_loop.s, fresh process, warm cache: {wall:.2f} s "
          f"(target <= 2 s)")
    print(f"cycle accountant on the MFMA loop: +{overhead:.1%} run time (target <= 30%)")
    print(f"timing-only estimate of {report.instructions:,} instructions: {best_timing:.2f} s "
          f"(target < 2 s), {report.total_cycles:,} cycles")
    result = {"valu_salu_instructions_per_s": valu_rate, "valu_loop_instructions": n_valu,
              "valu_salu_interpreted_per_s": interpreted_rate,
              "mfma_loop_mfma_per_s": loop_rate, "bare_mfma_us": bare * 1e6,
              "mfma_loop_fraction_of_bare": fraction, "wfemu_run_wall_s": wall,
              "accountant_overhead": overhead, "timing_only_s": best_timing,
              "timing_only_instructions": report.instructions}
    out = ROOT / "benchmarks" / "results" / "bench_programs.json"
    out.write_text(json.dumps(result, indent=2) + "\n")
    print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
