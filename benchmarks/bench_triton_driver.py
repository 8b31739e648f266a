"""What a launch through the emulator's Triton driver costs (issue 31: at most 10 % more than
``emulator.triton.launch`` of the same compiled kernel): ``kernel[grid](torch tensors)``
with the driver active, against ``emulator.triton.launch`` (numpy arrays; it also times
each wave with the device model, as it always has) and against ``emulator.launch`` of the
same code object with numpy arrays (the floor: no Triton, no tensors), interleaved, best of
15 on each side, one core, for Triton's vector add (4 programs), a row softmax (8 rows) and
a 64³ f16 matmul (4 programs). Writes ``benchmarks/results/bench_triton_driver.json``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402
import triton  # noqa: E402

import emulator.triton as et  # noqa: E402
from benchmarks.timing import best_times  # noqa: E402
from emulator.launch import launch  # noqa: E402
from tests import triton_tutorial as tt  # noqa: E402


def cases():
    x, y = torch.rand(4096), torch.rand(4096)
    out = torch.empty(4096)
    rows = torch.randn(8, 128)
    soft = torch.empty_like(rows)
    a, b = torch.randn(64, 64).half(), torch.randn(64, 64).half()
    c = torch.empty(64, 64)
    mm = dict(BLOCK_M=32, BLOCK_N=32, BLOCK_K=32, PRECISION="ieee", RELU=False)
    return [
        ("vector add, 4 programs", tt.add_kernel, (4,), [x, y, out, 4096],
         dict(BLOCK_SIZE=1024)),
        ("softmax, 8 rows", tt.softmax_kernel, (8,), [soft, rows, 128, 128, 128],
         dict(BLOCK_SIZE=128)),
        ("matmul f16 64³, 4 programs", tt.matmul_kernel, (2, 2),
         [a, b, c, None, 64, 64, 64, 64, 64, 64], mm),
    ]


def _numpy(args):
    return [a.numpy() if isinstance(a, torch.Tensor) else a for a in args]


def measure(label, kernel, grid, args, constexprs, driver) -> dict:
    kernel[grid](*args, **constexprs)   # (compiled by Triton, loaded: warm)
    compiled = next(iter(kernel.device_caches[0][0].values()))
    program = driver.utils.load_binary(compiled.name, compiled.kernel, compiled.metadata.shared,
                                       0)[0]
    host = _numpy(args)
    num_warps = compiled.metadata.num_warps
    kinds = list(compiled.src.signature.values())
    flat = [a for a, kind in zip(host, kinds) if kind != "constexpr"]
    grid3 = tuple(grid) + (1,) * (3 - len(grid))

    def through_driver():
        kernel[grid](*args, **constexprs)

    def triton_launch():
        et.launch(kernel, grid, *host, num_warps=num_warps, **constexprs)

    def bare():
        launch(program, kernel=compiled.name, grid=grid3, block=(64 * num_warps,),
               args=flat + [None, None], lds_bytes=compiled.metadata.shared, workers=1)
    triton_launch()
    driver_s, launch_s, bare_s = best_times([through_driver, triton_launch, bare], 6.0, 15)
    return {"kernel": label, "driver_s": driver_s, "triton_launch_s": launch_s,
            "launch_s": bare_s, "driver_over_triton_launch": driver_s / launch_s - 1,
            "driver_over_launch": driver_s / bare_s - 1}


def main() -> None:
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rows = []
    with et.active() as driver:
        for case in cases():
            rows.append(measure(*case, driver))
            print(json.dumps(rows[-1]))
    out = ROOT / "benchmarks" / "results" / "bench_triton_driver.json"
    out.write_text(json.dumps({"rows": rows, "triton": triton.__version__,
                               "torch": torch.__version__}, indent=1) + "\n")


if __name__ == "__main__":
    main()
