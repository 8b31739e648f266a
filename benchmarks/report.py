"""The documentation's tables, as Markdown from ``benchmarks/results/*.json``, so that the
figures in README.md and docs/*.md are the measured ones: ``python benchmarks/report.py``
prints them, ``--docs`` rewrites each between its ``<!-- name -->`` markers, in whichever
page has them (``tests/test_docs.py`` requires every table to equal what this makes)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results"
sys.path.insert(0, str(Path(__file__).resolve().parent))
ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md"))


def _load(name: str) -> dict:
    return json.loads((RESULTS / f"{name}.json").read_text())


def mfma_table() -> str:
    data = _load("bench_mfma")
    lines = ["| instruction | µs / instruction | emulated GFLOP/s | numpy µs | ratio |",
             "|---|---:|---:|---:|---:|"]
    lines += [f"| `{r['instruction']}` | {r['us_per_inst']:.2f} | {r['gflops']:.3f} | "
              f"{r['numpy_us']:.2f} | {r['ratio']:.2f}× |" for r in data["rows"]]
    s = data["summary"]
    lines.append("")
    lines.append(f"Dense geometric mean **{s['geomean_ratio']:.2f}×**, worst "
                 f"**{s['worst_ratio']:.2f}×** (`{s['worst_instruction']}`); SMFMAC geometric "
                 f"mean **{s['smfmac_geomean_ratio']:.2f}×**.")
    calls = data.get("first_calls")
    if calls:
        for label, c in calls.items():
            lines.append(f"First calls, {label}: first execute of the "
                         f"{len(c['first_call_s'])} kernel families "
                         f"{sum(c['first_call_s'].values()):.2f} s, process "
                         f"{c['process_s']:.2f} s, import {c['import_s']:.2f} s.")
    return "\n".join(lines)


def programs_table() -> str:
    d = _load("bench_programs")
    rows = [
        (f"VALU/SALU-only loop ({d['valu_loop_instructions']:,} instructions), its hot "
         "block compiled", f"**{d['valu_salu_instructions_per_s']:,.0f} instructions/s**",
         "≥ 1,000,000"),
        ("the same loop interpreted (`ExecutionOptions(blocks=\"off\")`)",
         f"**{d['valu_salu_interpreted_per_s']:,.0f} instructions/s** "
         f"({d['valu_salu_instructions_per_s'] / d['valu_salu_interpreted_per_s']:.1f}× "
         "slower)", ""),
        (f"MFMA loop (`v_mfma_f32_32x32x8_f16` + loop control) vs bare `execute` "
         f"({d['bare_mfma_us']:.1f} µs)", f"**{d['mfma_loop_fraction_of_bare']:.0%}**", "≥ 70 %"),
        ("`wfemu run programs/scalar_loop.s`, fresh process, warm numba cache",
         f"**{d['wfemu_run_wall_s']:.2f} s**", "≤ 2 s"),
        ("the cycle accountant's cost on the MFMA loop (runs with and without alternate, "
         "best of 9 each)", f"**+{d['accountant_overhead']:.1%}** run time", "≤ 30 %"),
        (f"timing-only (`execute=False`) estimate of a {d['timing_only_instructions']:,}-"
         "instruction stream", f"**{d['timing_only_s']:.2f} s**", "< 2 s"),
    ]
    return "\n".join(["| measurement | result | target |", "|---|---:|---:|"]
                     + [f"| {a} | {b} | {c} |" for a, b, c in rows])


def kernels_table() -> str:
    d = _load("bench_kernels")
    lines = ["| workers | wall time (best of 7 / 3) | instructions/s | numpy (threads) | × numpy |",
             "|---:|---:|---:|---:|---:|"]
    for workers, r in d["runs"].items():
        lines.append(f"| {workers} | {r['seconds']:.2f} s | "
                     f"{r['instructions'] / r['seconds']:,.0f} | "
                     f"{r['numpy_seconds'] * 1e6:.0f} µs ({r['numpy_threads']}) | "
                     f"{r['ratio_to_numpy']:,.0f}× |")
    lines.append("")
    lines.append(f"Scaling from 1 to 2 workers: **{d['speedup_2_workers']:.2f}×**.")
    one = d["runs"]["1"]
    if "mfma_arithmetic_seconds" in one:
        lines.append(f"Of the 1-worker launch, the MFMA kernels' own arithmetic (the same "
                     f"kernel calls timed alone) is {one['mfma_arithmetic_seconds'] * 1e3:.0f}"
                     f" ms and everything else {one['other_seconds'] * 1e3:.0f} ms: "
                     f"**{one['other_seconds'] / one['mfma_arithmetic_seconds']:.2f}×** the "
                     "arithmetic (targets: at most 1×, and at most 500× numpy).")
    if "device_model" in d:
        m = d["device_model"]
        lines.append(f"With the device model on (`device=\"mi300x\"`, one worker): "
                     f"{m['seconds']:.2f} s, **{m['ratio']:.2f}×** the plain launch.")
    if "grid" in d:
        runs = ", ".join(f"{int(g):,} workgroups {r['seconds']:.2f} s / {r['peak_mib']} MiB"
                         for g, r in d["grid"].items())
        lines.append(f"A small kernel (vadd, 64 work-items a workgroup) in a fresh process, "
                     f"time and peak memory: {runs}.")
    return "\n".join(lines)


def corpus_table() -> str:
    d = _load("bench_corpus")
    lines = ["| measurement | result |", "|---|---:|",
             f"| kernels launched ({d['opencl_kernels']} OpenCL kernels × 4 clang builds, "
             f"{d['triton_kernels']} Triton kernels; builds: {', '.join(d['builds'])}) | "
             f"{d['kernels']} |",
             f"| matching numpy | **{d['passed']} of {d['kernels']} "
             f"({100 * d['passed'] / d['kernels']:.0f} %)** |",
             f"| launch time of the whole corpus, one worker (best of {d['rounds']}) | "
             f"**{d['launch_seconds']:.2f} s** ({1000 * d['launch_seconds'] / d['kernels']:.0f}"
             " ms a kernel) |",
             f"| the checks' own time (numpy and Python references) | "
             f"{d['numpy_check_seconds']:.2f} s |"]
    if d["failed"]:
        lines.append(f"| failing | {', '.join(d['failed'])} |")
    return "\n".join(lines)


def first_run_table() -> str:
    d = _load("bench_first_run")
    calls = d.get("first_mfma_calls")
    rows = [
        ("`pip install -e .` (a new virtual environment)", d.get("install_s"), None, None),
        ("`wfemu run programs/gemm_xf32_kloop.s`, first run (empty numba and block caches)",
         d["first_run_s"], 5.0, None),
        ("... its kernels compiled meanwhile by a background child, done after",
         d["background_compile_s"], None, None),
        ("... warm run (best of 5)", d["warm_run_s"], 1.0, None),
        ("the first `emulator.mfma`/`smfmac` call of an instruction, a fresh process, empty "
         "caches (worst of all 46: " + (f"`{calls['worst']}`" if calls else "—") + ")",
         calls["worst_process_s"] if calls else None, 10.0, None),
        ("`python -c 'import emulator'`", d["import_s"], 0.5, None),
        ("`wfemu --help`", d["help_s"], 0.5, None),
        ("`pytest` (empty numba and block caches)", d.get("default_suite_s"), 180.0, None),
        ("`pytest -m exhaustive` (after it)", d.get("exhaustive_suite_s"), None, None),
    ]
    lines = ["| step | measured | target |", "|---|---:|---:|"]
    for label, value, target, _ in rows:
        shown = "—" if value is None else (f"**{value:.2f} s**" if value < 100
                                          else f"**{value:.0f} s** ({value / 60:.1f} min)")
        goal = "" if target is None else (f"≤ {target:g} s" if target < 100
                                          else f"≤ {target / 60:g} min")
        lines.append(f"| {label} | {shown} | {goal} |")
    lines.append("")
    lines.append("Python " + ("writes" if d["python_bytecode_written"] else
                              "does not write (`PYTHONDONTWRITEBYTECODE=1` here: every module "
                              "is compiled from source in every process)")
                 + f" bytecode files; {d['cores']} cores.")
    return "\n".join(lines)


def coverage_table() -> str:
    from isa_coverage import table   # (computed from the records, not measured)
    return table()


def per_wave_table() -> str:
    """The instructions a batch still runs wave by wave (emulator/execution/wide.py decides;
    computed from the sample of every instruction the tests run, not measured): by
    encoding, the mnemonics of those whose every sampled form runs per wave."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    import isa
    from emulator.execution.wide import plan
    from tests.helpers import sample_text
    forms: dict = {}
    for inst in isa.assemble(sample_text(), "asm_samples.s").instructions:
        alone = isa.assemble(inst.loc.text.strip() + "\n", "sample.s").instructions[0]
        how = plan(alone)
        kind = "MFMA" if alone.mfma is not None else alone.spec.encoding
        batched = how.wide is not None or how.uniform is not None
        forms.setdefault((kind, alone.mnemonic), []).append(batched)
    per_wave: dict = {}
    for (kind, mnemonic), batched in sorted(forms.items()):
        if not any(batched):
            per_wave.setdefault(kind, []).append(mnemonic)
    lines = ["| encoding | run wave by wave | mnemonics |", "|---|---:|---|"]
    for kind, names in sorted(per_wave.items()):
        lines.append(f"| {kind} | {len(names)} | " + ", ".join(f"`{n}`" for n in names) + " |")
    total = sum(len(n) for n in per_wave.values())
    lines.append("")
    lines.append(f"{total} of {len(forms)} sampled instructions run wave by wave in a batch; "
                 "the others run wide or uniformly in at least one of their sampled forms.")
    return "\n".join(lines)


def block_coverage_table() -> str:
    """How much of the assembly in programs/ a compiled block can hold
    (emulator/execution/blocks/templates.py ``compilable``; computed from the code, not
    measured): every instruction of every .s file there, and of those the global and
    buffer loads and stores and the LDS accesses."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    import isa
    from emulator.execution.blocks.templates import access_kind, compilable
    root = Path(__file__).resolve().parents[1] / "programs"
    files = sorted(root.rglob("*.s"))
    total = held = loads = stores = lds = 0
    for path in files:
        for inst in isa.assemble(path.read_text(), str(path)).instructions:
            total += 1
            if not compilable(inst):
                continue
            held += 1
            kind = access_kind(inst)
            loads += kind == ("memory", "load")
            stores += kind == ("memory", "store")
            lds += kind is not None and kind[0] == "lds"
    return "\n".join([
        "| assembly in `programs/` | instructions | a block can hold | of them global and "
        "buffer loads | stores | LDS accesses |", "|---|---:|---:|---:|---:|---:|",
        f"| {len(files)} files | {total:,} | {held:,} ({held / total:.0%}) | {loads:,} | "
        f"{stores:,} | {lds:,} |"])


def hip_table() -> str:
    d = _load("bench_hip")
    lines = ["| kernel | `emulator.hip.launch` | `emulator.launch`, same assembly | "
             "front door's cost |", "|---|---:|---:|---:|"]
    labels = {"gemm_xf32_64": "the seed's xf32 GEMM, 64³ (4 workgroups of 4 waves)",
              "axpy_one_wave": "a one-wave axpy"}
    for key, row in d["rows"].items():
        lines.append(f"| {labels.get(key, key)} | {1e3 * row['hip_launch_s']:.2f} ms | "
                     f"{1e3 * row['launch_s']:.2f} ms | {row['overhead']:+.1%} |")
    lines.append("")
    lines.append(f"The first compile of `programs/hip/gemm_mfma_policy.hip` (clang and its "
                 f"AST, an empty cache): {d['first_compile_s']:.2f} s.")
    return "\n".join(lines)


def profile_table() -> str:
    d = _load("bench_profile")
    lines = ["| kernel | waves | `device=\"mi300x\"` | with `profile=True` | profile's cost | "
             "plain launch | accountant's profile | its cost |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for row in d["rows"]:
        lines.append(f"| {row['kernel']} | {row['waves']} | {1e3 * row['device_s']:.1f} ms | "
                     f"{1e3 * row['device_profile_s']:.1f} ms | "
                     f"{row['profile_overhead']:+.1%} | {1e3 * row['launch_s']:.1f} ms | "
                     f"{1e3 * row['accountant_profile_s']:.1f} ms | "
                     f"{row['accountant_profile_overhead']:+.1%} |")
    return "\n".join(lines)


def triton_driver_table() -> str:
    d = _load("bench_triton_driver")
    lines = ["| kernel | `kernel[grid](…)` through the driver | `emulator.triton.launch` | "
             "`emulator.launch`, same code object | driver vs triton.launch | driver vs "
             "launch |", "|---|---:|---:|---:|---:|---:|"]
    for row in d["rows"]:
        lines.append(f"| {row['kernel']} | {1e3 * row['driver_s']:.2f} ms | "
                     f"{1e3 * row['triton_launch_s']:.2f} ms | {1e3 * row['launch_s']:.2f} ms | "
                     f"{row['driver_over_triton_launch']:+.0%} | "
                     f"{row['driver_over_launch']:+.0%} |")
    return "\n".join(lines)


def triton_unit_tests_table() -> str:
    d = _load("triton_unit_tests")
    totals = d["totals"]
    run = sum(totals.values())
    lines = [f"Last run (Triton {d['triton']}, at most {d['per_test']} parameter sets of each of "
             f"{len(d['selection'])} test functions): **{totals.get('passed', 0)} of {run} "
             f"passed**.", "", "| failed test | triage | why |", "|---|---|---|"]
    for f in d["failures"]:
        lines.append(f"| `{f['test']}` | {f['triage']} | {f['why'] or f['message'][:80]} |")
    return "\n".join(lines)


def interpreter_table() -> str:
    d = _load("bench_interpreter")
    before = d.get("baseline")
    head = "| straight-line form (interpreted, one wave) | µs / instruction | × `np.add` (64 × f32) |"
    rule = "|---|---:|---:|"
    compiled = all("compiled_ratio" in r for r in d["rows"])
    if compiled:
        head += " × `np.add`, numba in use (compiled lanes) |"
        rule += "---:|"
    if before:
        head += f" before (`{before[:7]}`) | × `np.add` before |"
        rule += "---:|---:|"
    lines = [head, rule]
    for r in d["rows"]:
        line = f"| `{r['form']}` | {r['us']:.2f} | {r['ratio']:.2f}× |"
        if compiled:
            line += f" {r['compiled_ratio']:.2f}× |"
        if before:
            line += f" {r['before_us']:.2f} | {r['before_ratio']:.2f}× |"
        lines.append(line)
    return "\n".join(lines)


def revisions_table() -> str:
    d = _load("compare_revisions")
    b, a = d["before"], d["after"]
    rows = [("MFMA `execute`, dense, geometric mean of 32", "dense_geomean_us", "µs", 2),
            ("SMFMAC `execute`, geometric mean of 14", "sparse_geomean_us", "µs", 2),
            ("VALU/SALU loop, hot block compiled", "valu_compiled_per_s", "instructions/s", 0),
            ("the same loop interpreted", "valu_interpreted_per_s", "instructions/s", 0),
            ("xf32 GEMM 256³ launch, one worker", "gemm_launch_s", "s", 4),
            ("the corpus, one worker", "corpus_s", "s", 2),
            ("cycle accountant, 100,000 instructions", "accountant_s", "s", 4),
            ("the GEMM launch timed on the MI300X model", "device_launch_s", "s", 4)]
    lines = [f"| figure (best of {d['rounds']} alternating runs each) | before (`{d['baseline'][:7]}`)"
             " | after | change |", "|---|---:|---:|---:|"]
    for label, key, unit, digits in rows:
        if key not in b or key not in a:   # (figures added since the file was written)
            continue
        lines.append(f"| {label} | {b[key]:,.{digits}f} {unit} | {a[key]:,.{digits}f} {unit} | "
                     f"{a[key] / b[key] - 1:+.1%} |")
    return "\n".join(lines)


def validation_table() -> str:
    d = _load("validate_mi300x")
    lines = ["| kernel | measurement | unit | measured | predicted | error |",
             "|---|---|---|---:|---:|---:|"]
    for r in d["rows"]:
        note = f" ({r['note']})" if r.get("note") else ""
        lines.append(f"| {r['kernel']}{note} | {r['source']} | {r['unit']} | "
                     f"{r['measured']:,.2f} | {r['predicted']:,.2f} | {r['error']:+.1%} |")
    return "\n".join(lines)


def timing_only_table() -> str:
    d = _load("bench_timing_only")
    titles = {"hip_bf16": "HIP bf16 GEMM (gemm_bf16_ladder<5>)",
              "triton_fp16": "Triton fp16 GEMM (128×128×64 tiles)"}
    lines = [f"| 4096³ timing-only launch (best of {d['rounds']}, {d['cores']} cores) | "
             "wall time | goal | × numpy's sgemm |", "|---|---:|---:|---:|"]
    for name, r in d["rows"].items():
        lines.append(f"| {titles.get(name, name)} | {r['seconds']:.1f} s | "
                     f"{r['goal_seconds']:g} s | {r['to_numpy']:,.0f}× |")
    lines.append("")
    lines.append(f"numpy's float32 4096³ matmul in the same run: {d['numpy_sgemm_seconds']:.2f} s.")
    return "\n".join(lines)


def spin_lock_table() -> str:
    d = _load("bench_spin_lock")
    lines = [f"| launched by (best of {d['rounds']}) | programs through one lock | wall time "
             "| instructions | instructions a program |", "|---|---:|---:|---:|---:|"]
    for r in d["rows"]:
        lines.append(f"| {r['launch']} | {r['programs']:,} | {r['seconds']:.2f} s | "
                     f"{r['instructions']:,} | {r['per_program']:,.0f} |")
    return "\n".join(lines)


def triton_interpreter_table() -> str:
    d = _load("bench_triton_interpreter")
    lines = [f"| Triton {d['triton']} tutorial kernel (best of {d['rounds']} rounds, one "
             "thread each) | emulator | TRITON_INTERPRET=1 | × the interpreter |",
             "|---|---:|---:|---:|"]
    for r in d["rows"]:
        lines.append(f"| {r['case']}: {r['what']} | {r['emulator_s']:.3f} s | "
                     f"{r['interpreter_s']:.3f} s | {r['speedup']:.1f}× |")
    return "\n".join(lines)


def workers_table() -> str:
    d = _load("bench_workers")
    lines = [f"| {d['size']}³ xf32 GEMM, workers ({d['cores']} cores) | wall time | "
             "× one worker |", "|---:|---:|---:|"]
    for r in d["rows"]:
        lines.append(f"| {r['workers']} | {r['seconds']:.2f} s | {r['speedup']:.2f}× |")
    return "\n".join(lines)


def ladder_table() -> str:
    """The GEMM ladder's steps (validate_mi300x's rows with a step) one after another: each
    step's time and its gain over the step before, measured and predicted."""
    steps = [r for r in _load("validate_mi300x")["rows"] if "step" in r]
    lines = ["| step | change | measured | predicted | error | measured gain | "
             "predicted gain |", "|---:|---|---:|---:|---:|---:|---:|"]
    before = None
    for r in steps:
        change = r["kernel"].split(": ", 1)[1]
        gains = (f"{before['measured'] / r['measured']:.2f}× | "
                 f"{before['predicted'] / r['predicted']:.2f}×") if before else "— | —"
        lines.append(f"| {r['step']} | {change} | {r['measured']:,.0f} µs | "
                     f"{r['predicted']:,.0f} µs | {r['error']:+.1%} | {gains} |")
        before = r
    return "\n".join(lines)


def rocwmma_table() -> str:
    d = _load("rocwmma_samples")
    compilers = sorted(d["compilers"])
    lines = ["| sample | " + " | ".join(compilers) + " |",
             "|---|" + "---|" * len(compilers)]
    samples = sorted({s for c in compilers for s in d["compilers"][c]})
    for sample in samples:
        cells = []
        for c in compilers:
            entry = d["compilers"][c].get(sample, {})
            if not entry.get("compiled"):
                cells.append(f"not compiled: {entry.get('error', '?')}")
                continue
            gemm = entry.get("gemm")
            if gemm is None:
                cells.append("compiled")
            elif gemm.get("bit_equal"):
                m, n, k = gemm["size"]
                cells.append(f"compiled; {m}×{n}×{k} `{gemm['instruction']}` GEMM "
                             "**bit-equal**")
            else:
                cells.append(f"compiled; GEMM differs in {gemm.get('elements_differing')} "
                             "element(s)")
        lines.append(f"| `{sample}.cpp` | " + " | ".join(cells) + " |")
    built = {c: sum(e["compiled"] for e in d["compilers"][c].values()) for c in compilers}
    exact = {c: sum(bool(e.get("gemm", {}).get("bit_equal"))
                    for e in d["compilers"][c].values()) for c in compilers}
    lines.append("")
    commit = d.get("rocwmma_commit")
    lines.append(f"rocWMMA {d['rocwmma_version']}" + (f" ({commit[:12]})" if commit else "")
                 + ": " + "; ".join(f"{c}: {built[c]} of {len(d['compilers'][c])} samples "
                                    f"compiled, {exact[c]} GEMMs bit-equal"
                                    for c in compilers) + ".")
    return "\n".join(lines)


def tables() -> dict[str, str]:
    return {"bench_mfma": mfma_table(), "bench_programs": programs_table(),
            "bench_kernels": kernels_table(), "bench_corpus": corpus_table(),
            "isa_coverage": coverage_table(), "bench_first_run": first_run_table(),
            "per_wave": per_wave_table(), "block_coverage": block_coverage_table(),
            "bench_hip": hip_table(), "bench_profile": profile_table(),
            "bench_triton_driver": triton_driver_table(),
            "triton_unit_tests": triton_unit_tests_table(),
            "bench_interpreter": interpreter_table(),
            "validate_mi300x": validation_table(), "gemm_ladder": ladder_table(),
            "bench_timing_only": timing_only_table(), "bench_spin_lock": spin_lock_table(),
            "bench_triton_interpreter": triton_interpreter_table(),
            "bench_workers": workers_table(),
            "compare_revisions": revisions_table(), "rocwmma_samples": rocwmma_table(),
            "targets": targets_table()}


def targets_table() -> str:
    """The targets side by side (README's first table): ``wfemu targets``'s."""
    from isa.docs import targets_table as table
    from isa.targets import TARGETS
    return table(sorted(TARGETS.values(), key=lambda t: t.name, reverse=True))


def marked(name: str) -> re.Pattern:
    return re.compile(rf"<!-- {name} -->\n.*?<!-- /{name} -->", re.DOTALL)


def rewrite_docs() -> None:
    """Every table written between its markers, in whichever page holds them."""
    texts = {page: page.read_text() for page in PAGES}
    for name, table in tables().items():
        holders = [page for page, text in texts.items() if marked(name).search(text)]
        if not holders:
            raise SystemExit(f"no page has the <!-- {name} --> ... <!-- /{name} --> markers")
        for page in holders:
            texts[page] = marked(name).sub(
                lambda _: f"<!-- {name} -->\n{table}\n<!-- /{name} -->", texts[page])
    for page, text in texts.items():
        if page.read_text() != text:
            page.write_text(text)
            print(f"rewrote {page.relative_to(ROOT)}")


if __name__ == "__main__":
    if "--docs" in sys.argv[1:]:
        rewrite_docs()
    else:
        for name, table in tables().items():
            print(f"<!-- {name} -->\n{table}\n")
