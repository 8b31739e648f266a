"""``wfemu``: the command line. Every error prints one line and exits non-zero, no traceback.

Each command imports what it runs when it runs (``wfemu --help`` imports none of it).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import isa   # (its names are imported on first use)
from isa.gfx942.devices import DEVICES

from emulator.execution.limits import BATCH_WAVES, MAX_WORKGROUPS


def _render():
    from emulator.tools import render
    return render


def _read_source(path):
    from emulator.source_files import read_source
    return read_source(path)


def _is_code_object(path) -> bool:
    from isa.code_object import is_code_object
    return is_code_object(path)


def _program(path):
    """The Program of a kernel file: a code object loaded, or assembly assembled."""
    if _is_code_object(path):
        from isa.code_object import load
        return load(path)
    from isa.assembler import assemble
    return assemble(_read_source(path), path)


def _kernel_name(args, program) -> str:
    """``--kernel``, or the one kernel a code object holds."""
    if args.kernel:
        return args.kernel
    kernels = sorted(program.kernel_descriptors)
    if len(kernels) == 1:
        return kernels[0]
    raise isa.IsaError(f"{program.filename}: name the kernel with --kernel (kernels: "
                       f"{', '.join(kernels) or 'none'})")


def _cmd_list(args) -> int:
    render = _render()
    if args.kind == "ops" or args.encoding:
        ops = tuple(op for op in isa.GFX942.ops
                    if not args.encoding or op.encoding == args.encoding.upper())
        if not ops:
            raise isa.IsaError(f"no instruction has the encoding '{args.encoding}' (known: "
                               f"{', '.join(sorted({op.encoding for op in isa.GFX942.ops}))})")
        render.op_table(ops, args.format, sys.stdout)
        return 0
    records = isa.MATRIX_INSTRUCTIONS
    if args.kind != "all":
        records = tuple(r for r in records if r.kind == args.kind)
    if args.type:
        want = args.type.lower()
        records = tuple(r for r in records
                        if want in (str(r.a_type), str(r.b_type), str(r.cd_type)))
    if not records:
        raise isa.IsaError("no instruction matches the filters")
    render.instruction_table(records, args.format, sys.stdout)
    return 0


def _cmd_info(args) -> int:
    render = _render()
    render.info(isa.lookup(args.name), args.format, sys.stdout)
    return 0


def _cmd_layout(args) -> int:
    if args.image:   # (a picture: isa.layout_figure, matplotlib)
        if not args.image.lower().endswith((".svg", ".png", ".pdf")):
            raise isa.IsaError(f"--image {args.image}: name an .svg, .png or .pdf file")
        figure = isa.layout_figure(args.name, args.matrix, cbsz=args.cbsz, abid=args.abid,
                                   blgp=args.blgp, view=args.view, base=args.base)
        figure.savefig(args.image, dpi=150)
        print(f"wrote {args.image}")
        return 0
    from emulator.state.layout_views import make_view
    render = _render()
    view = make_view(args.name, args.matrix, cbsz=args.cbsz, abid=args.abid, blgp=args.blgp,
                     base=args.base)
    render.layout(view, args.view, args.format, sys.stdout)
    return 0


def _cmd_peaks(args) -> int:
    from isa.peaks import device, peaks
    render = _render()
    dev = device(args.device)
    render.peaks(dev, peaks(dev), args.format, sys.stdout)
    return 0


def _dump_views(specs):
    from emulator.tools import directives
    views = []
    for spec in specs or ():
        reg_text, _, as_text = spec.partition(" as ")
        views.append(directives._view(reg_text.strip(), as_text.strip() or None))
    return views


def _is_hip(path) -> bool:
    from emulator.source_files import is_hip_path
    return is_hip_path(path)


def _hip_module(args, path):
    """The HIP source ``path`` compiled with the command line's compile options."""
    from emulator import hip

    options = list(args.hip_option or ())
    if args.opt_level is not None:
        options.append(f"-O{args.opt_level}")
    defines = {}
    for item in args.define or ():
        name, sep, value = item.partition("=")
        defines[name] = value if sep else None
    return hip.compile(path, options=options, defines=defines,
                       include_dirs=args.include or (), headers=args.headers,
                       clang=args.clang)


def _hip_launch_setup(args, path):
    """(module, kernel, converted arguments, grid, block) of a HIP launch on the command
    line: ``--kernel`` as the source writes it (or the only kernel), ``--arg NAME=VALUE``
    by parameter name (or position), converted by the parameters' C++ types."""
    from emulator.hip import HipError

    module = _hip_module(args, path)
    if args.kernel:
        kernel = module.kernel(args.kernel)
    elif len(module.kernels) == 1:
        kernel = next(iter(module.kernels.values()))
    else:
        raise HipError(f"{path} has {len(module.kernels)} kernels: name one with --kernel ("
                       f"{'; '.join(module.kernels)})")
    names = [p.name for p in kernel.params]
    values = _arg_options(args.arg, names, kernel.name, "parameter", HipError)
    return (module, kernel, module.arguments(kernel, {names[i]: v for i, v in values.items()}),
            _dims("--grid", args.grid), _dims("--block", args.block))


def _cmd_run(args) -> int:
    import json

    if _is_hip(args.program) or _is_code_object(args.program):   # (a launch of its grid)
        args.kernel_file = args.program
        return _cmd_launch(args)

    import numpy as np

    from emulator.tools import directives
    from emulator.tools import session

    from emulator.timing.accountant import CycleAccountant
    render = _render()

    views = _dump_views(args.dump)
    loaded = session.load(args.program)
    accountant = CycleAccountant(keep_timeline=False, target=loaded.program.target)
    outcome = session.execute(loaded, max_steps=args.max_steps, strict=args.strict,
                              listeners=(accountant.on_retire,))
    report = accountant.report()
    dumps = [(str(v), directives.read_view(loaded.wave, v)) for v in views]
    if args.json:
        out = {"program": args.program, "ended": outcome.result.ended,
               "instructions": outcome.result.steps, "mix": dict(outcome.mix),
               "passed": outcome.passed, "cycles": report.summary(),
               "fidelity": outcome.result.fidelity.to_json(),
               "checks": [c.to_json() for c in outcome.checks],
               "dumps": {name: np.asarray(value).tolist() for name, value in dumps}}
        print(json.dumps(out, indent=2))
    else:
        render.run_report(args.program, outcome, dumps, sys.stdout)
        render.cycles_summary(args.program, report, sys.stdout)
    return EXIT_OK if outcome.passed else EXIT_CHECK_FAILED


def _cmd_step(args) -> int:
    from emulator.tools import session
    from emulator.tools.debugger import Debugger, repl

    if _is_hip(args.program):   # one wave of a launch of a HIP kernel
        from emulator.dispatch import wave_for_debugging
        module, kernel, ordered, grid, block = _hip_launch_setup(args, args.program)
        workgroup = _dims("--workgroup", args.workgroup, minimum=0)
        wave = wave_for_debugging(module.program, kernel=kernel.symbol, grid=grid,
                                  block=block, args=ordered, workgroup=workgroup,
                                  wave=args.wave)
        debugger = Debugger(wave, module.program)
    elif args.kernel or _is_code_object(args.program):  # one wave of a launch
        from emulator.dispatch import wave_for_debugging
        program = _program(args.program)
        args.kernel = _kernel_name(args, program)
        ordered, _, grid, block = _kernel_arguments(args, program)
        workgroup = _dims("--workgroup", args.workgroup, minimum=0)
        wave = wave_for_debugging(program, kernel=args.kernel, grid=grid, block=block,
                                  args=ordered, workgroup=workgroup, wave=args.wave)
        debugger = Debugger(wave, program)
    else:
        loaded = session.load(args.program)
        debugger = Debugger(loaded.wave, loaded.program)
    for where in args.breakpoint or ():
        debugger.break_at(where)
    if args.tui:   # (the stepping screen: emulator/tools/tui.py)
        from emulator.tools import tui
        tui.require_textual()
        tui.StepScreen(debugger, accumulator=args.acc).run()
        return 0
    interactive = sys.stdin.isatty()

    def read_line():
        try:
            return input("(wfemu) ") if interactive else _next_line()
        except EOFError:
            return None

    def _next_line():
        line = sys.stdin.readline()
        if not line:
            return None
        print(f"(wfemu) {line.rstrip()}")
        return line

    return repl(debugger, read_line, print)


def _cmd_cycles(args) -> int:
    import json

    from emulator.tools import session
    from emulator.timing.accountant import TimingParams
    from emulator.timing.estimate import estimate_cycles
    render = _render()

    _check_image(args.image)
    if _is_hip(args.program):   # one wave of a launch of a HIP kernel
        from emulator.dispatch import wave_for_debugging
        module, kernel, ordered, grid, block = _hip_launch_setup(args, args.program)
        loaded = session.Loaded(module.program, None, wave_for_debugging(
            module.program, kernel=kernel.symbol, grid=grid, block=block, args=ordered),
            {})
    elif _is_code_object(args.program):   # one wave of a launch of its kernel
        from emulator.dispatch import wave_for_debugging
        program = _program(args.program)
        args.kernel = _kernel_name(args, program)
        ordered, _, grid, block = _kernel_arguments(args, program)
        loaded = session.Loaded(program, None, wave_for_debugging(
            program, kernel=args.kernel, grid=grid, block=block, args=ordered), {})
    else:
        loaded = session.load(args.program)
    report = estimate_cycles(loaded.program, wave=loaded.wave, execute=not args.no_exec,
                             max_steps=args.max_steps, trip_count=args.trip_count,
                             fix=args.fix, params=TimingParams(clock_mhz=args.clock))
    if args.image:
        _save_figure(report.plot(title=f"{args.program}: {report.total_cycles} cycles, "
                                       f"{report.instructions} instructions"), args.image)
    if args.json:
        print(json.dumps(report.to_json(timeline=args.timeline), indent=2))
    else:
        render.cycles_summary(args.program, report, sys.stdout)
        if args.timeline:
            print()
            render.timeline(report, sys.stdout, args.limit)
        if args.image:
            print(f"wrote {args.image}")
    return 0


def _check_image(path) -> None:
    """``--image``'s file, checked before anything runs: .svg, .png or .pdf, in a folder
    that exists."""
    if path is None:
        return
    if Path(path).suffix.lower() not in (".svg", ".png", ".pdf"):
        raise isa.IsaError(f"--image {path}: name an .svg, .png or .pdf file")
    if not Path(path).resolve().parent.is_dir():
        raise isa.IsaError(f"--image {path}: no directory {Path(path).parent}")


def _save_figure(figure, path: str) -> None:
    """A picture to ``path``, its format from the suffix."""
    figure.savefig(path, format=Path(path).suffix.lower().lstrip("."))


def _launch_value(text: str):
    from emulator.source_files import read_array
    if text.endswith(".npy"):
        return read_array(text)
    if text.lower() == "none":   # (a null pointer: a buffer the kernel leaves unused)
        return None
    try:
        return int(text, 0)
    except ValueError:
        try:
            return float(text)
        except ValueError:
            raise isa.IsaError(f"argument value '{text}' is neither an .npy file nor a "
                               "number") from None


def _arg_options(items, names: list[str], kernel: str, what: str, error) -> dict:
    """``--arg NAME=VALUE`` options (NAME a parameter's name or its position; a bare VALUE
    takes the next position) as {position: value}; ``error`` names an unknown one."""
    index_of = {name: i for i, name in enumerate(names) if name}
    values: dict[int, object] = {}
    for position, item in enumerate(items or ()):
        key, sep, text = item.partition("=")
        if not sep:
            key, text = str(position), item
        index = index_of.get(key, int(key) if key.isdigit() else None)
        if index is None or index >= len(names):
            raise error(f"kernel '{kernel}' has no {what} '{key}' ({what}s: "
                        f"{', '.join(name or str(i) for i, name in enumerate(names))})")
        values[index] = _launch_value(text)
    return values


def _kernel_arguments(args, program):
    """The launch arguments of ``--arg NAME=VALUE`` options, in the kernel's order."""
    from emulator.kernel_metadata import LaunchError, kernel_info

    info = kernel_info(program, args.kernel)
    explicit = [a for a in info.args if not a.value_kind.startswith("hidden")]
    names = {a.name: a.index for a in explicit if a.name}
    values = _arg_options(args.arg, [a.name for a in explicit], args.kernel, "argument",
                          LaunchError)
    missing = [a.name or str(a.index) for a in explicit if a.index not in values]
    if missing:
        raise LaunchError(f"missing argument(s): {', '.join(missing)}")
    return ([values[a.index] for a in explicit], names, _dims("--grid", args.grid),
            _dims("--block", args.block))


def _dims(option: str, text: str, minimum: int = 1) -> tuple[int, ...]:
    try:
        dims = tuple(int(x) for x in text.split(","))
    except ValueError:
        dims = ()
    if not 1 <= len(dims) <= 3 or min(dims) < minimum:
        raise isa.IsaError(f"{option} takes 1 to 3 integers >= {minimum} separated by commas, "
                           f"not '{text}'")
    return dims


def _cmd_launch(args) -> int:
    import json

    import numpy as np

    from emulator.kernel_metadata import LaunchError
    from emulator.launch import launch

    _check_image(args.image)
    if getattr(args, "hip_only", False) and not _is_hip(args.kernel_file):
        raise LaunchError(f"{args.kernel_file}: wfemu hip takes HIP source (.hip .cpp .cu "
                          ".cc .cxx); run assembly with wfemu launch")
    if args.kernel is None and not _is_hip(args.kernel_file) and \
            not _is_code_object(args.kernel_file):
        raise LaunchError(f"{args.kernel_file}: name the kernel with --kernel")
    if _is_hip(args.kernel_file):
        module, kernel, ordered, grid, block = _hip_launch_setup(args, args.kernel_file)
        program, symbol, shown = module.program, kernel.symbol, kernel.name
        names = {p.name: i for i, p in enumerate(kernel.params)}
    else:
        program = _program(args.kernel_file)
        args.kernel = _kernel_name(args, program)
        ordered, names, grid, block = _kernel_arguments(args, program)
        symbol = shown = args.kernel
    outputs = []
    for item in args.out or ():
        key, _, path = item.partition("=")
        index = names.get(key, int(key) if key.isdigit() else None)
        if index is None or not path or not isinstance(ordered[index], np.ndarray):
            raise LaunchError(f"--out {item}: not NAME=FILE.npy of a buffer argument")
        # (refused before the launch runs: numpy would write DIR.npy beside a directory)
        if Path(path).is_dir():
            raise LaunchError(f"--out {item}: {path} is a directory; name the file "
                              f"({Path(path) / key}.npy)")
        target = Path(path if path.endswith(".npy") else path + ".npy")
        if not target.parent.is_dir():
            raise LaunchError(f"--out {item}: no directory {target.parent}")
        outputs.append((index, str(target)))
    if args.format == "csv" and not args.profile:
        raise LaunchError("--format csv writes the profile's rows: add --profile")
    as_json = args.json or args.format == "json"
    device = args.device or ("mi300x" if args.trace or args.cycles or args.image else None)
    result = launch(program, kernel=symbol, grid=grid, block=block, args=ordered,
                    workers=args.workers, cycles=args.cycles or device is not None,
                    max_workgroups=args.max_workgroups, lds_bytes=args.lds_bytes,
                    device=device, trace=args.trace or (True if args.image else None),
                    batch=args.batch, profile=args.profile)
    if args.image:
        _save_figure(result.device.plot(), args.image)
    for index, path in outputs:
        np.save(path, ordered[index])
    summary = {"kernel": shown, "grid": list(result.grid), "block": list(result.block),
               "workgroups": result.workgroups, "instructions": result.instructions}
    if result.stdout or result.stderr:
        summary["stdout"], summary["stderr"] = result.stdout, result.stderr
    timing = result.device
    if timing is not None:
        summary["device"] = timing.summary()
        summary["simds"] = timing.simds
        summary["waves"] = timing.waves
    if args.cycles:   # (each wave alone on a CU: the same model, the accountant's counts)
        summary["waves_alone"] = result.wave_cycles
    summary["fidelity"] = result.fidelity.to_json()
    if result.profile is not None:
        summary["profile"] = result.profile.to_json()
    if args.format == "csv":
        sys.stdout.write(result.profile.to_csv())
    elif as_json:
        print(json.dumps(summary, indent=2, default=list))
    else:
        sys.stdout.write(result.stdout)   # (the kernel's printf output, in wave order)
        sys.stderr.write(result.stderr)
        print(f"{shown}: {result.workgroups} workgroup(s) of {result.block}, "
              f"{result.instructions} instructions executed")
        if not result.fidelity.exact:
            print(f"  {result.fidelity}")
        if timing is not None:
            _print_device_timing(timing, args.trace)
        if args.cycles:
            cycles = [w["total_cycles"] for w in result.wave_cycles]
            print(f"  each wave alone on a CU (cold caches): min {min(cycles)}, max "
                  f"{max(cycles)} cycles; {sum(w['mfma_count'] for w in result.wave_cycles)}"
                  f" MFMAs, {sum(w['hazards'] for w in result.wave_cycles)} hazards")
        if result.profile is not None:
            from emulator.tools.debugger import source_text
            folder = Path(program.filename).parent
            print(result.profile.text(args.profile_lines,
                                      source=lambda row: source_text(row, folder)))
        for _, path in outputs:
            print(f"  wrote {path}")
        if args.image:
            print(f"  wrote {args.image}")
    return 0


def _cmd_disasm(args) -> int:
    from emulator.tools.disasm import disassemble_file
    sys.stdout.write(disassemble_file(args.file, kernel=args.kernel,
                                      show_encoding=args.show_encoding))
    return 0


def _print_device_timing(timing, trace) -> None:
    """The device model's report: kernel time, occupancy, where the waves' cycles went."""
    occ = timing.occupancy
    stalls = timing.summary()["stalls"]
    total = sum(stalls.values()) or 1
    print(f"  {timing.device}: {timing.kernel_cycles} cycles ({timing.time_us:.2f} µs at "
          f"{timing.clock_mhz:.0f} MHz) on {timing.cus_used} CU(s); occupancy "
          f"{occ['waves_per_simd']} wave(s) per SIMD, {occ['workgroups_per_cu']} "
          f"workgroup(s) per CU (limited by {occ['limited_by']})")
    print("  wave cycles: " + ", ".join(f"{k} {100 * v / total:.1f}%" for k, v in
                                        stalls.items() if v))
    hits = timing.memory
    if sum(hits.values()):
        print("  memory lines: " + ", ".join(f"{k} {v}" for k, v in hits.items()))
    if timing.flops:
        print(f"  {timing.flops} MFMA operations: {timing.achieved_tflops:.3f} of "
              f"{timing.peak_tflops:.1f} T/s, {100 * timing.fraction_of_peak:.3f}% of the "
              f"device's peak for the type")
    if trace:
        print(f"  wrote {trace} (open it in https://ui.perfetto.dev or chrome://tracing)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="wfemu", description="Emulator of one AMD CDNA3 (gfx942, MI300) wavefront.",
        epilog=EXIT_CODES)
    # (not "--blocks": argparse would take a subcommand's --block for a prefix of it)
    parser.add_argument("--compiled-blocks", choices=("background", "sync", "off"),
                        help="how hot straight-line code runs compiled (default: "
                             "$WFEMU_BLOCKS, else background; off: all interpreted)")
    parser.add_argument("--compiled-block-cache", metavar="DIR",
                        help="the compiled blocks' directory (default: $WFEMU_BLOCK_CACHE, "
                             "else $XDG_CACHE_HOME/wavefront-emu/blocks)")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("list", help="all matrix instructions: shape, types, cycles (--kind "
                                    "ops: every other instruction)")
    p.add_argument("--format", choices=("table", "csv", "json"), default="table")
    p.add_argument("--kind", choices=("all", "mfma", "smfmac", "ops"), default="all",
                   help="all/mfma/smfmac: matrix instructions; ops: the others")
    p.add_argument("--encoding", help="only the (non-matrix) instructions of this encoding "
                                      "(VOP1, VOP2, VOPC, VOP3, SOP1, SOP2, SOPK, SOPC, SOPP, "
                                      "SMEM, DS, FLAT, GLOBAL, SCRATCH, MUBUF, MTBUF)")
    p.add_argument("--type", help="only instructions with this operand type (e.g. f16, fp8)")
    p.set_defaults(func=_cmd_list)

    p = sub.add_parser("info", help="every table field of one instruction")
    p.add_argument("name", help="mnemonic, alias or builtin name")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.set_defaults(func=_cmd_info)

    p = sub.add_parser("peaks", help="peak matrix throughput of a device, per data type")
    p.add_argument("--device", choices=tuple(d.name for d in DEVICES), default="mi300x")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.set_defaults(func=_cmd_peaks)

    p = sub.add_parser("layout", help="register layout of one operand (A, B, C, D; K: index)")
    p.add_argument("name", help="mnemonic, alias or builtin name")
    p.add_argument("-m", "--matrix", required=True, type=str.upper,
                   choices=("A", "B", "C", "D", "K"),
                   help="operand; K is an SMFMAC's compression index")
    p.add_argument("--cbsz", type=int, default=0)
    p.add_argument("--abid", type=int, default=0)
    p.add_argument("--blgp", type=int, default=0)
    p.add_argument("--view", choices=("register", "matrix"), default="matrix",
                   help="matrix: where each element lives; register: what each lane and "
                        "register holds")
    p.add_argument("--format", choices=("table", "csv", "json"), default="table")
    p.add_argument("--base", default="v0",
                   help="first register of the operand, for the names shown (default v0)")
    p.add_argument("--image", metavar="OUT.svg|png|pdf",
                   help="draw the view instead (matplotlib: pip install -e \".[plots]\")")
    p.set_defaults(func=_cmd_layout)

    p = sub.add_parser("run", help="run a program and its checks")
    p.add_argument("program", help="a .s file (LLVM gfx942 syntax, ; wfemu: directives)")
    p.add_argument("--json", action="store_true", help="machine-readable result")
    p.add_argument("--max-steps", type=_positive_int, default=1_000_000)
    p.add_argument("--strict", action="store_true",
                   help="fail on reading a register that was never written")
    p.add_argument("--dump", action="append", metavar="REGS",
                   help="show registers after the run, e.g. 'v[0:3]', 's0', "
                        "'a[0:15] as D of v_mfma_f32_32x32x8_f16' (repeatable)")
    _hip_kernel_options(p, "a HIP kernel (.hip): run as a launch")
    p.set_defaults(out=None, workers=None, batch=BATCH_WAVES, cycles=False, device=None,
                   trace=None, lds_bytes=0, max_workgroups=MAX_WORKGROUPS, image=None,
                   profile=False, profile_lines=10, format=None)
    _hip_options(p)
    p.set_defaults(func=_cmd_run)

    p = sub.add_parser("cycles", help="cycle estimate, wait-state hazards and a timeline")
    p.add_argument("program")
    p.add_argument("--timeline", action="store_true", help="llvm-mca style timeline view")
    p.add_argument("--limit", type=_positive_int, default=200,
                   help="timeline rows (default 200)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--fix", action="store_true",
                   help="insert the missing wait states and time the corrected program")
    p.add_argument("--no-exec", action="store_true",
                   help="timing only: compute no values; vector branches by --trip-count")
    p.add_argument("--trip-count", type=_positive_int, default=1,
                   help="iterations of loops closed by a VCC/EXEC branch (with --no-exec)")
    p.add_argument("--clock", type=_positive_float, default=2100.0,
                   help="MHz (default 2100)")
    p.add_argument("--max-steps", type=_positive_int, default=1_000_000)
    p.add_argument("--image", metavar="OUT.svg|png|pdf",
                   help="draw the timeline: issue, stalls and the matrix pipe over the cycles "
                        "(needs matplotlib: pip install -e \".[plots]\")")
    _hip_kernel_options(p, "a HIP kernel (.hip): one wave of a launch")
    _hip_options(p)
    p.set_defaults(func=_cmd_cycles)

    p = sub.add_parser("launch", help="run a compiled kernel (a .s file, or HIP source) over "
                                      "a grid of workgroups")
    p.add_argument("kernel_file", metavar="KERNEL.s|KERNEL.hip")
    _launch_options(p)
    p.set_defaults(func=_cmd_launch)

    p = sub.add_parser("hip", help="compile a HIP kernel for gfx942 with clang and launch it")
    p.add_argument("kernel_file", metavar="KERNEL.hip")
    _launch_options(p)
    p.set_defaults(func=_cmd_launch, hip_only=True)

    p = sub.add_parser("disasm", help="disassemble a code object (.o .co .hsaco, an offload "
                                      "bundle) or a .s file as llvm-objdump -d does")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--kernel", help="only this kernel's (or function's) code, by its symbol")
    p.add_argument("--show-encoding", action="store_true",
                   help="each instruction's bytes as llvm-mc writes them too")
    p.set_defaults(func=_cmd_disasm)

    p = sub.add_parser("step", help="step through a program interactively (gdb-like)")
    p.add_argument("program")
    p.add_argument("-b", "--breakpoint", action="append", metavar="WHERE",
                   help="a label, a line number or 'pc N' (repeatable)")
    p.add_argument("--kernel", help="step one wave of a launch of this kernel (with --grid, "
                                    "--block, --arg, --workgroup, --wave)")
    p.add_argument("--grid", default="1")
    p.add_argument("--block", default="64")
    p.add_argument("--arg", action="append", metavar="NAME=VALUE")
    p.add_argument("--workgroup", default="0,0,0", help="which workgroup (default 0,0,0)")
    p.add_argument("--wave", type=int, default=0, help="which wave of it (default 0)")
    p.add_argument("--tui", action="store_true",
                   help="a stepping screen: the source, the registers that changed, an "
                        "accumulator as its matrix, the cycles so far (needs Textual: pip "
                        "install -e \".[tui]\")")
    p.add_argument("--acc", metavar="'REGS as D of MFMA'",
                   help="with --tui: the accumulator to show (default: the last MFMA's D)")
    _hip_options(p)
    p.set_defaults(func=_cmd_step)
    return parser


def _launch_options(p) -> None:
    """The options of a launch (``launch``, ``hip``)."""
    p.add_argument("--kernel", help="the kernel's name (HIP: as the source writes it, e.g. "
                                    "'gemm<float, 16>'; optional when there is one)")
    p.add_argument("--grid", default="1", help="workgroups, e.g. 4,4 (default 1)")
    p.add_argument("--block", default="64", help="work-items per workgroup (default 64)")
    p.add_argument("--arg", action="append", metavar="NAME=VALUE",
                   help="an argument: NAME=file.npy, NAME=number (a __local argument: its "
                        "bytes) or NAME=none (a null buffer); NAME or its index; repeatable, "
                        "in any order")
    p.add_argument("--out", action="append", metavar="NAME=FILE.npy",
                   help="save a buffer argument after the launch")
    p.add_argument("--workers", type=_positive_int, default=None,
                   help="processes (default: the machine's cores above 512 waves, else "
                        "in-process; 1 runs in-process)")
    p.add_argument("--batch", type=_positive_int, default=BATCH_WAVES, metavar="WAVES",
                   help=f"waves run together (default {BATCH_WAVES}; 1: each instruction "
                        "one wave at a time, the same result)")
    p.add_argument("--cycles", action="store_true", help="time the launch (the device model, "
                   "on mi300x unless --device says) and each wave alone on a CU")
    p.add_argument("--device", help="time the launch on this device's compute units "
                                    "(mi300x, mi300a, mi325x): waves interleaved, occupancy, "
                                    "caches")
    p.add_argument("--trace", metavar="OUT.json", help="write the device timing as a "
                                                       "Chrome/Perfetto trace (mi300x unless "
                                                       "--device says otherwise)")
    p.add_argument("--image", metavar="OUT.svg|png|pdf",
                   help="draw the device timing: each wave's issue, stalls and matrix pipe "
                        "over time (mi300x unless --device says; needs matplotlib)")
    p.add_argument("--lds-bytes", type=int, default=0, metavar="N",
                   help="dynamic LDS beyond the kernel's own (Triton's shared, HIP's "
                        "extern __shared__)")
    p.add_argument("--max-workgroups", type=_positive_int, default=MAX_WORKGROUPS,
                   help=f"refuse larger grids (default {MAX_WORKGROUPS:,})")
    p.add_argument("--profile", action="store_true",
                   help="the cycles by source line (.loc; else the assembly's lines) and by "
                        "function: the device model's with --device/--cycles, else the "
                        "single-wave accountant's")
    p.add_argument("--profile-lines", type=_positive_int, default=10, metavar="N",
                   help="how many of the hottest lines --profile prints (default 10)")
    p.add_argument("--format", choices=("table", "json", "csv"), default=None,
                   help="json: the whole result (as --json; the profile's every line); "
                        "csv: the profile's rows (with --profile)")
    p.add_argument("--json", action="store_true")
    _hip_options(p)



def _hip_kernel_options(p, title: str) -> None:
    """Which kernel of a HIP source, its grid and its arguments (``run``, ``cycles``)."""
    g = p.add_argument_group(title)
    g.add_argument("--kernel", help="the kernel as the source writes it (optional when there "
                                    "is one)")
    g.add_argument("--grid", default="1")
    g.add_argument("--block", default="64")
    g.add_argument("--arg", action="append", metavar="NAME=VALUE")


def _hip_options(p) -> None:
    """How a HIP source is compiled (emulator.hip.compile)."""
    g = p.add_argument_group("HIP sources (.hip .cpp .cu)")
    g.add_argument("-O", dest="opt_level", choices=("0", "1", "2", "3", "s", "z"),
                   help="clang's optimisation level (default 3)")
    g.add_argument("-D", dest="define", action="append", metavar="NAME[=VALUE]")
    g.add_argument("-I", dest="include", action="append", metavar="DIR")
    g.add_argument("--headers", choices=("bundled", "system"), default="bundled",
                   help="the bundled hip_runtime.h (default) or ROCm's")
    g.add_argument("--hip-option", action="append", metavar="OPT",
                   help="another clang option, e.g. --hip-option=-mcode-object-version=4")
    g.add_argument("--clang", help="the clang to compile with (default: the newest 19+ on "
                                   "PATH)")


# Exit codes (README, "Exit codes").
EXIT_OK, EXIT_CHECK_FAILED, EXIT_USAGE, EXIT_INPUT, EXIT_RUNTIME = 0, 1, 2, 3, 4
EXIT_CODES = """exit codes: 0 success; 1 a check of the program failed (run); 2 bad command line;
3 bad input (a missing or unreadable file, assembly or directive errors, bad arguments or
names); 4 the program failed while running (a memory fault, no s_endpgm within
--max-steps, an instruction that cannot run)"""


def _positive_float(text: str) -> float:
    import math
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive number, got '{text}'")
    return value


def _positive_int(text: str) -> int:
    try:
        value = int(text, 0)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got '{text}'")
    return value


def _raised(exc: BaseException, module: str, name: str) -> bool:
    """Whether ``exc`` is a ``module.name``: never, when the module was not imported (each
    command imports only what it runs)."""
    loaded = sys.modules.get(module)
    return loaded is not None and isinstance(exc, getattr(loaded, name))


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.compiled_blocks or args.compiled_block_cache:   # (the process's execution
            from emulator.execution.options import set_default_options   # options, set once)
            set_default_options(**{k: v for k, v in (
                ("blocks", args.compiled_blocks),
                ("block_cache", args.compiled_block_cache)) if v})
        return args.func(args)
    except ValueError as exc:  # every project error is a ValueError subclass
        if (_raised(exc, "isa.assembler", "AsmError")
                or _raised(exc, "emulator.tools.directives", "DirectiveError")):
            print(exc, file=sys.stderr)   # (already file:line:col formatted)
            return EXIT_INPUT
        print(f"wfemu: error: {exc}", file=sys.stderr)
        if (_raised(exc, "emulator.execution.runner", "RunError")
                or _raised(exc, "emulator.launch", "LaunchFault")):
            return EXIT_RUNTIME
        return EXIT_INPUT
    except RecursionError:
        print("wfemu: error: input nested too deeply", file=sys.stderr)
        return EXIT_INPUT
    except BrokenPipeError:   # the reader went away (`wfemu list | head`): not an error
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as exc:
        print(f"wfemu: error: {exc.filename or ''}: {exc.strerror}", file=sys.stderr)
        return EXIT_INPUT


if __name__ == "__main__":
    sys.exit(main())
