"""rocWMMA's samples on emulator.hip: a header-only MFMA library, compiled as its users compile
it, and its GEMMs run bit for bit against the chain of ``emulator.mfma`` calls (issue 49's
acceptance).

    python benchmarks/rocwmma_samples.py --rocwmma PATH [--clang clang-19 --clang clang-22]

``--rocwmma``: a rocWMMA checkout (``git clone https://github.com/ROCm/rocWMMA``; its code is
AMD's and stays outside this repository). Its ``rocwmma-version.hpp`` is configured from the
CMake template into a temporary folder, as its build does. Every ``samples/*.cpp`` is
compiled with the bundled headers by each compiler (default: every one installed, as
``emulator.hip.installed_compilers()`` finds them), host code and all; then each GEMM sample's
kernel runs on the emulator over a small problem (one or a few workgroups) with random
inputs, ``D = alpha·A·B + beta·C`` compared bit for bit with the same product computed tile
by tile as a chain of ``emulator.mfma`` calls of the MFMA the compile chose, over K in the
order rocWMMA's fragments give K to the MFMAs (``fragment_steps``), then ``alpha·acc +
beta·C`` rounded step by step (the samples are compiled with
``-ffp-contract=off`` so that this last step has one rounding per operation).

Writes ``benchmarks/results/rocwmma_samples.json``: per compiler and sample, whether it
compiled (else clang's first error), its kernels and warnings, and for the GEMMs whether the
result is bit-equal and how many elements differ.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results" / "rocwmma_samples.json"


@dataclass(frozen=True)
class Gemm:
    """How a sample's GEMM is launched and laid out: its element types, the problem,
    the launch shape, and A, B, C's layouts ("row" or "col")."""

    sample: str
    dtype: str          # inputs and outputs: "float16", "float32", "float64"
    compute: str        # alpha, beta and the accumulation
    size: tuple         # (m, n, k)
    grid: tuple
    block: tuple
    a: str
    b: str
    block_k: int = 16   # (the fragments' K: ROCWMMA_K in every sample)


GEMMS = (
    # (simple_*: each wave one 16x16 tile; a workgroup of 4x4 waves)
    Gemm("simple_hgemm", "float16", "float32", (64, 64, 64), (1, 1), (256, 4), "row", "col"),
    Gemm("simple_sgemm", "float32", "float32", (64, 64, 64), (1, 1), (256, 4), "row", "col"),
    Gemm("simple_dgemm", "float64", "float64", (64, 64, 32), (1, 1), (256, 4), "row", "col"),
    # (perf_*: LDS-staged macro tiles of 128x128, cooperative loads, 4 waves)
    Gemm("perf_hgemm", "float16", "float32", (128, 128, 64), (1, 1), (128, 2), "col", "row"),
    Gemm("perf_sgemm", "float32", "float32", (128, 128, 32), (1, 1), (128, 2), "col", "row"),
    Gemm("perf_dgemm", "float64", "float64", (64, 64, 32), (1, 1), (128, 2), "col", "row"),
)


def project_version(checkout: Path) -> tuple[str, str, str]:
    """rocWMMA's version as its CMakeLists.txt sets it (0.0.0 without one)."""
    cmake = (checkout / "CMakeLists.txt").read_text() if (checkout / "CMakeLists.txt").exists() \
        else ""
    found = re.search(r"VERSION_STRING\s+\"(\d+)\.(\d+)\.(\d+)\"", cmake)
    return found.groups() if found else ("0", "0", "0")


def checkout_commit(checkout: Path) -> str | None:
    """The checkout's commit, where it is a git work tree."""
    run = subprocess.run(["git", "-C", str(checkout), "rev-parse", "HEAD"],
                         capture_output=True, text=True)
    return run.stdout.strip() if run.returncode == 0 else None


def configure_version(checkout: Path, folder: Path) -> Path:
    """rocwmma-version.hpp from its CMake template, with the project's version."""
    template = checkout / "library" / "include" / "rocwmma" / "internal" / \
        "rocwmma-version.hpp.in"
    major, minor, patch = project_version(checkout)
    text = template.read_text()
    for name, value in (("MAJOR", major), ("MINOR", minor), ("PATCH", patch)):
        text = text.replace(f"@rocwmma_VERSION_{name}@", value)
    target = folder / "rocwmma" / "internal" / "rocwmma-version.hpp"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text)
    return folder


def compile_all(checkout: Path, generated: Path, clang: str) -> dict:
    """Every sample compiled: name -> {compiled, kernels, warnings} or {compiled, error}."""
    from emulator import hip

    out = {}
    include = [checkout / "library" / "include", generated, checkout / "samples"]
    for source in sorted((checkout / "samples").glob("*.cpp")):
        try:
            module = hip.compile(source, include_dirs=include, clang=clang,
                                 options=["-ffp-contract=off"])
        except hip.HipError as exc:
            first = next((line for line in str(exc).splitlines() if "error:" in line),
                         str(exc).splitlines()[0])
            out[source.stem] = {"compiled": False, "error": first}
            continue
        out[source.stem] = {"compiled": True, "kernels": sorted(module.kernels),
                            "warnings": module.diagnostics.count("warning:"),
                            "module": module}
    return out


def _matrix(rng, shape, dtype):
    return rng.uniform(-1, 1, shape).astype(dtype)


def _stored(matrix, layout):
    """A matrix's elements in memory, row- or column-major."""
    return np.ascontiguousarray(matrix if layout == "row" else matrix.T).reshape(-1)


def fragment_steps(record, k: int, block_k: int, itemsize: int) -> list[list[int]]:
    """The K columns each MFMA of the chain takes, in the MFMA's own K order (lane group g
    first, then each lane's V = K / G values). A rocWMMA fragment of ``block_k`` columns
    gives each lane of the MFMA's G lane groups block_k / G of them, loaded W at a time
    (W: as many as fill 16 bytes, at most block_k / G) with the G groups side by side, so
    a lane's e-th value is column g·W + e mod W + (e div W)·G·W; the r-th MFMA of the
    fragment takes its values r·V … r·V + V − 1."""
    groups = max(1, 64 // (record.m * record.blocks))
    per_lane = record.k // groups
    width = min(16 // itemsize, block_k // groups)
    steps = []
    for k0 in range(0, k, block_k):
        for r in range(block_k // record.k):
            steps.append([k0 + g * width + e % width + (e // width) * groups * width
                          for g in range(groups)
                          for e in range(r * per_lane, (r + 1) * per_lane)])
    return steps


def mfma_reference(instruction: str, a, b, c, alpha, beta, compute, dtype, block_k: int):
    """alpha·A·B + beta·C: each output tile the chain of emulator.mfma over K in the order
    rocWMMA's fragments hand K to the MFMAs (fragment_steps), then the scaling one
    rounding per operation in the compute type."""
    import emulator
    import isa

    record = isa.lookup(instruction)
    tm, tn = record.m, record.n
    m, k = a.shape
    n = b.shape[1]
    acc_type = np.dtype(compute)
    out = np.zeros((m, n), acc_type)
    steps = fragment_steps(record, k, block_k, a.dtype.itemsize)
    for i in range(0, m, tm):
        for j in range(0, n, tn):
            acc = np.zeros((tm, tn), acc_type)
            for columns in steps:
                acc = emulator.mfma(instruction, a[i:i + tm][:, columns],
                                    b[columns][:, j:j + tn], acc)
            out[i:i + tm, j:j + tn] = acc
    alpha, beta = acc_type.type(alpha), acc_type.type(beta)
    return ((alpha * out) + (beta * c.astype(acc_type))).astype(dtype)


def run_gemm(gemm: Gemm, module) -> dict:
    """The sample's kernel over one problem, against mfma_reference."""
    from emulator import hip

    kernel = next(iter(module.kernels.values()))
    instructions = sorted(set(re.findall(r"\bv_mfma_\w+", module.assembly)))
    if len(instructions) != 1:
        return {"ran": False, "why": f"MFMAs in the kernel: {instructions}"}
    rng = np.random.default_rng(49)
    m, n, k = gemm.size
    dtype = np.dtype(gemm.dtype)
    a, b, c = _matrix(rng, (m, k), dtype), _matrix(rng, (k, n), dtype), \
        _matrix(rng, (m, n), dtype)
    d = np.full(m * n, np.nan, dtype)
    alpha, beta = 1.5, -0.75
    lda = k if gemm.a == "row" else m
    ldb = n if gemm.b == "row" else k
    args = [m, n, k, _stored(a, gemm.a), _stored(b, gemm.b), _stored(c, "row"), d,
            lda, ldb, n, n, alpha, beta]
    result = hip.launch(module, kernel.name, gemm.grid, gemm.block, args, echo=False)
    want = mfma_reference(instructions[0], a, b, c, alpha, beta, gemm.compute, dtype,
                          gemm.block_k)
    got = d.reshape(m, n)
    differ = int(np.sum(got.view(f"u{dtype.itemsize}") != want.view(f"u{dtype.itemsize}")))
    return {"ran": True, "instruction": instructions[0], "size": list(gemm.size),
            "instructions_executed": result.instructions, "bit_equal": differ == 0,
            "elements_differing": differ}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rocwmma", type=Path, required=True, help="a rocWMMA checkout")
    parser.add_argument("--clang", action="append", help="a compiler (repeatable; default: "
                        "every one installed)")
    args = parser.parse_args(argv)
    from emulator import hip

    checkout = args.rocwmma.resolve()
    if not (checkout / "library" / "include" / "rocwmma").is_dir():
        print(f"{checkout}: not a rocWMMA checkout (no library/include/rocwmma)",
              file=sys.stderr)
        return 2
    compilers = args.clang or [c.name for c in hip.installed_compilers()]
    report = {"rocwmma_version": ".".join(project_version(checkout)),
              "rocwmma_commit": checkout_commit(checkout), "compilers": {}}
    with tempfile.TemporaryDirectory() as folder:
        generated = configure_version(checkout, Path(folder))
        for clang in compilers:
            samples = compile_all(checkout, generated, clang)
            for gemm in GEMMS:
                entry = samples.get(gemm.sample)
                if entry and entry["compiled"]:
                    entry["gemm"] = run_gemm(gemm, entry["module"])
            for entry in samples.values():
                entry.pop("module", None)
            report["compilers"][clang] = samples
            built = sum(e["compiled"] for e in samples.values())
            exact = [name for name, e in samples.items() if e.get("gemm", {}).get("bit_equal")]
            print(f"{clang}: {built}/{len(samples)} samples compiled; GEMMs bit-equal to the "
                  f"emulator.mfma chain: {len(exact)}/{len(GEMMS)} ({', '.join(exact)})")
            for name, entry in samples.items():
                if not entry["compiled"]:
                    print(f"  {name}: {entry['error']}")
                elif entry.get("gemm") and not entry["gemm"].get("bit_equal"):
                    print(f"  {name}: {entry['gemm']}")
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {RESULTS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
