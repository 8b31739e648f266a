"""The first five minutes, measured: the install, the README's main command cold and warm,
the first ``emulator.mfma`` call of each instruction, ``import emulator``, ``wfemu --help``,
and the test suites.

Each figure is a fresh process timed from outside (``time.perf_counter`` around
``subprocess.run``), as a user would wait for it:

* *cold*: a new numba cache (``NUMBA_CACHE_DIR``: its markers too, emulator/jit) and a new
  hot-block cache (``WFEMU_BLOCK_CACHE``), nothing compiled; the command's background
  compile is then waited for, so that the next figure does not share the machine with it;
* *warm*: the same caches after that compile, best of N;
* the first ``emulator.mfma`` call of every instruction in a process of its own, cold, with
  the background compile off (46 compiles at once would time the machine, not the call);
* ``--install``: ``pip install -e .`` into a new virtual environment (with the machine's
  packages visible, as pip finds them in its cache); ``--suites``: ``pytest`` with cold
  caches, then ``pytest -m exhaustive`` with the caches it left (as ``.ci/run`` runs them).

Python runs as this machine sets it up (``PYTHONDONTWRITEBYTECODE`` as the environment has
it: where it is set, every module is compiled from source in every process); the results
file records it. Writes benchmarks/results/bench_first_run.json.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results" / "bench_first_run.json"
MAIN = ["wfemu", "run", "programs/gemm_xf32_kloop.s"]


def _timed(command, env, *, check=True, timeout=1800) -> float:
    start = time.perf_counter()
    out = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=timeout)
    elapsed = time.perf_counter() - start
    if check and out.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{out.stdout[-2000:]}{out.stderr[-2000:]}")
    return elapsed


def _fresh_caches(root: Path, name: str) -> dict:
    env = dict(os.environ, NUMBA_CACHE_DIR=str(root / name / "numba"),
               WFEMU_BLOCK_CACHE=str(root / name / "blocks"))
    return env


def _wait_for_compiles(env, timeout: float = 900) -> float:
    """Wait until no compiling child holds a lock in this cache (emulator/jit/child.py)."""
    markers = Path(env["NUMBA_CACHE_DIR"]) / "wavefront-emu"
    start = time.perf_counter()
    while time.perf_counter() - start < timeout:
        busy = subprocess.run(["pgrep", "-f", "emulator.jit.child"], capture_output=True)
        if busy.returncode != 0 and not list(markers.glob("*.lock")):
            break
        time.sleep(0.5)
    return time.perf_counter() - start


def main_command(root: Path, repeats: int) -> dict:
    env = _fresh_caches(root, "main")
    cold = _timed(MAIN, env)
    compile_wait = _wait_for_compiles(env)
    warm = min(_timed(MAIN, env) for _ in range(repeats))
    help_s = min(_timed(["wfemu", "--help"], env) for _ in range(repeats))
    import_s = min(_timed([sys.executable, "-c", "import emulator"], env)
                   for _ in range(repeats))
    return {"first_run_s": cold, "background_compile_s": cold + compile_wait,
            "warm_run_s": warm, "help_s": help_s, "import_s": import_s}


_FIRST_CALL = """
import sys, time
import numpy as np
import emulator.jit
emulator.jit.DEFAULT.background = False
start = time.perf_counter()
import emulator, isa
r = isa.lookup(sys.argv[1])
types = {"A": r.a_type, "B": r.b_type, "C": r.cd_type}
a, b, c = (np.zeros(isa.matrix_shape(r, m), types[m].raw_dtype) for m in "ABC")
(emulator.smfmac if r.sparse else emulator.mfma)(r.mnemonic, a, b, c)
print(time.perf_counter() - start)
"""


def first_calls(root: Path) -> dict:
    """Each matrix instruction's first call in a fresh process (cold caches)."""
    import isa
    times = {}
    for record in isa.MATRIX_INSTRUCTIONS:
        env = _fresh_caches(root, "calls")
        start = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", _FIRST_CALL, record.mnemonic], cwd=ROOT,
                             env=env, capture_output=True, text=True, timeout=600)
        if out.returncode != 0:
            raise SystemExit(f"{record.mnemonic}: {out.stderr[-2000:]}")
        times[record.mnemonic] = {"process_s": time.perf_counter() - start,
                                  "call_s": float(out.stdout.split()[-1])}
    worst = max(times, key=lambda n: times[n]["process_s"])
    return {"instructions": times, "worst": worst,
            "worst_process_s": times[worst]["process_s"]}


def install(root: Path) -> dict:
    venv = root / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)],
                   check=True)
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "-e", str(ROOT)]
    return {"install_s": _timed(pip, dict(os.environ))}


def suites(root: Path) -> dict:
    env = _fresh_caches(root, "suite")
    default = _timed([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"], env,
                     timeout=3600)
    # (then the exhaustive sweeps with the caches the default run left, as .ci/run runs them)
    exhaustive = _timed([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                         "-m", "exhaustive"], env, timeout=3600)
    return {"default_suite_s": default, "exhaustive_suite_s": exhaustive}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--install", action="store_true", help="time pip install -e . too")
    parser.add_argument("--suites", action="store_true", help="time both test suites too")
    parser.add_argument("--no-calls", action="store_true",
                        help="skip the first call of every instruction")
    args = parser.parse_args(argv)
    previous = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    result = {"python_bytecode_written": not os.environ.get("PYTHONDONTWRITEBYTECODE"),
              "cores": os.cpu_count()}
    with tempfile.TemporaryDirectory(prefix="wfemu-first-run-") as tmp:
        root = Path(tmp)
        result.update(main_command(root, args.repeats))
        print(json.dumps(result, indent=2), flush=True)
        if not args.no_calls:
            result["first_mfma_calls"] = first_calls(root)
            print("worst first mfma call:", result["first_mfma_calls"]["worst"],
                  f"{result['first_mfma_calls']['worst_process_s']:.2f} s", flush=True)
        if args.install:
            result.update(install(root))
        if args.suites:
            result.update(suites(root))
    for key in ("install_s", "default_suite_s", "exhaustive_suite_s", "first_mfma_calls"):
        if key not in result and key in previous:
            result[key] = previous[key]   # (kept from the run that measured them)
    RESULTS.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "first_mfma_calls"}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
