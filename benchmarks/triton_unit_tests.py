"""Triton's own unit tests on the emulator's Triton driver: the acceptance suite of issue 31.

    python benchmarks/triton_unit_tests.py --tests PATH/triton/python/test [--per-test N]

``--tests``: the ``python/test`` folder of a Triton checkout (its ``conftest.py`` and
``unit/language/test_core.py``; the test code is Triton's and stays outside this
repository). The run is pytest with ``-p emulator.triton.plugin`` (the emulator as Triton's
driver, the suite's ``--device`` the host) over ``SELECTION`` — named test functions of
``test_core.py`` covering element-wise, bitwise and comparison ops, casts, reductions,
scans, ``tl.dot`` in gfx942's types, atomics, masked and strided memory, and control flow —
each sampled to at most ``--per-test`` of its parameter sets (evenly spaced, so every
dtype family appears), on every core. A helper the checkout's tests import and the
installed Triton's ``triton._internal_testing`` lacks (a newer or older checkout than the
installed Triton) is supplied from the active driver (``_SHIM``).

A test runs at most ``--timeout`` seconds (pytest-timeout). Each failure is triaged — by its test id where it was looked into (``KNOWN``), else by its
message (``TRIAGE``: the first pattern that matches) — as an emulator defect, a driver gap,
a test that needs hardware the emulator does not model, a test too slow to emulate, a test
tolerance the exact arithmetic does not meet, or version skew between the checkout and the
installed Triton; the rest are "unexplained".
Writes ``benchmarks/results/triton_unit_tests.json``: counts per test function and the
failures with their triage.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SELECTION = (
    # element-wise, bitwise, comparisons, math
    "test_bin_op", "test_unary_op", "test_math_op", "test_abs", "test_bitwise_op",
    "test_shift_op", "test_compare_op", "test_where", "test_floordiv", "test_propagate_nan",
    "test_bin_op_constexpr", "test_const", "test_full", "test_arange",
    # casts
    "test_cast", "test_dtype_tensor",
    # reductions and scans
    "test_reduce1d", "test_reduce", "test_scan2d", "test_scan_1d", "test_histogram",
    # tl.dot
    "test_dot", "test_dot3d", "test_dot_multidim",
    # atomics
    "test_atomic_rmw", "test_atomic_cas", "test_tensor_atomic_rmw", "test_tensor_atomic_cas",
    "test_tensor_atomic_use_result",
    # masks and memory
    "test_masked_load", "test_masked_load_scalar", "test_strided_load", "test_strided_store",
    "test_indirect_load", "test_indirect_store", "test_store_constant", "test_addptr",
    "test_load_cache_modifier", "test_store_cache_modifier", "test_broadcast", "test_index1d",
    "test_trans_2d", "test_permute", "test_reshape", "test_cat", "test_gather",
    # control flow
    "test_if", "test_if_call", "test_nested_if_else_return", "test_for_iv", "test_noinline",
    "test_constexpr", "test_value_specialization",
)
# (pattern over the test's id, triage, why): failures looked into one by one
KNOWN = (
    (r"test_scan2d\[cumsum-bfloat16", "test tolerance",
     "a bf16 cumsum accumulates in bf16 (Triton's cumsum keeps the type; each step's rounding "
     "is integer code — v_bfe_u32, v_add3_u32 — that the emulator runs exactly), so it drifts "
     "past the test's 1 % tolerance against an f32 reference"),
    (r"float8e4b15", "needs hardware", "fp8e4b15 is not a gfx942 type: Triton refuses to "
     "compile it for an MI300 too"),
)
# (pattern over the failure's text, triage, what it means)
TRIAGE = (
    (r"Timeout|Failed: Timeout", "too slow to emulate",
     "past the per-test limit (--timeout): spin-waits over thousands of programs, large "
     "grids"),
    (r"torch\.cuda|CUDA|cuda:|device='cuda'|Found no NVIDIA", "needs hardware",
     "the test calls torch.cuda or makes tensors on a GPU itself"),
    (r"OutOfResources", "needs hardware",
     "more than gfx942 has (64 KiB of LDS): it fails so on an MI300 too"),
    (r"ImportError|AttributeError: module 'triton|has no attribute 'get_|unexpected keyword",
     "version skew", "the checkout expects another Triton than the one installed"),
    (r"emulator\.launch|LaunchError|RunError|LaunchFault|isa\.|IsaError|CodeObjectError",
     "emulator defect", "the emulator refused or failed to run the compiled kernel"),
    (r"pointer argument takes|EmulatorDriver|emulator/triton", "driver gap",
     "the emulator's driver does not take what the test passes"),
    (r"Mismatched elements|Not equal to tolerance|assert.*==|AssertionError",
     "emulator defect", "a wrong result (or a test tolerance tighter than the hardware's)"),
)
_SHIM = '''
import triton._internal_testing as testing

def _arch():
    import triton
    return triton.runtime.driver.active.get_current_target().arch

for _name, _value in (("get_arch", _arch), ("is_hip_rdna3", lambda: False),
                      ("is_hip_rdna4", lambda: False), ("is_hip_gfx1250", lambda: False)):
    if not hasattr(testing, _name):
        setattr(testing, _name, _value)


def pytest_collection_modifyitems(config, items):
    keep = set(config.getoption("--selection").split(","))
    per = int(config.getoption("--per-test"))
    groups = {}
    for item in items:
        name = item.originalname or item.name
        if name in keep:
            groups.setdefault(name, []).append(item)
    chosen = []
    for group in groups.values():
        step = max(1, len(group) // per)
        chosen += group[::step][:per]
    items[:] = chosen


def pytest_addoption(parser):
    parser.addoption("--selection", default="")
    parser.addoption("--per-test", default="20")
'''


def run(tests: Path, per_test: int, workers: str, timeout: int) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "wfemu_triton_shim.py").write_text(_SHIM)
        report = Path(folder) / "report.xml"
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(
            [folder, str(ROOT), os.environ.get("PYTHONPATH", "")]))
        command = [sys.executable, "-m", "pytest", "-p", "wfemu_triton_shim", "-p",
                   "emulator.triton.plugin", "-p", "no:cacheprovider", "--rootdir",
                   str(tests), str(tests / "unit" / "language" / "test_core.py"),
                   "--selection", ",".join(SELECTION), "--per-test", str(per_test),
                   f"--junitxml={report}", "-v", "-p", "timeout", f"--timeout={timeout}"]
        if workers != "0":
            command += ["-n", workers]
        subprocess.run(command, cwd=tests, env=env)
        return _results(ET.parse(report))


def _triage(test: str, message: str, text: str) -> tuple[str, str]:
    """By the test's id (KNOWN), else by its failure message, else by the whole report
    (whose traceback quotes the test's source: "cuda" there says little)."""
    for pattern, kind, why in KNOWN:
        if re.search(pattern, test):
            return kind, why
    for where in (message, text):
        for pattern, kind, why in TRIAGE:
            if re.search(pattern, where):
                return kind, why
    return "unexplained", ""


def _results(tree) -> dict:
    counts: dict = defaultdict(Counter)
    failures = []
    for case in tree.iter("testcase"):
        name = case.get("name", "")
        function = name.split("[")[0]
        problem = case.find("failure")
        if problem is None:
            problem = case.find("error")
        if case.find("skipped") is not None:
            counts[function]["skipped"] += 1
        elif problem is not None:
            counts[function]["failed"] += 1
            message = problem.get("message") or ""
            kind, why = _triage(name, message, message + "\n" + (problem.text or ""))
            failures.append({"test": name, "triage": kind, "why": why,
                             "message": (problem.get("message") or "")[:300]})
        else:
            counts[function]["passed"] += 1
    total = Counter()
    for c in counts.values():
        total.update(c)
    return {"totals": dict(total), "by_test": {k: dict(v) for k, v in sorted(counts.items())},
            "triage": dict(Counter(f["triage"] for f in failures)), "failures": failures}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tests", required=True, type=Path,
                        help="the python/test folder of a Triton checkout")
    parser.add_argument("--per-test", type=int, default=20)
    parser.add_argument("--workers", default="auto")
    parser.add_argument("--timeout", type=int, default=120,
                        help="seconds a test may take (pytest-timeout; default 120)")
    args = parser.parse_args()
    import triton
    results = run(args.tests.resolve(), args.per_test, args.workers, args.timeout)
    results.update(triton=triton.__version__, per_test=args.per_test,
                   selection=list(SELECTION))
    out = ROOT / "benchmarks" / "results" / "triton_unit_tests.json"
    out.write_text(json.dumps(results, indent=1) + "\n")
    print(json.dumps({"totals": results["totals"], "triage": results["triage"]}, indent=1))


if __name__ == "__main__":
    main()
