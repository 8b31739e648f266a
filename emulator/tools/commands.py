"""The CLI's commands on instructions and single programs: ``list``, ``info``, ``layout``,
``peaks`` (the instruction table), ``run``, ``step`` and ``cycles`` (a program on one
wave)."""

from __future__ import annotations

import sys

import isa   # (its names are imported on first use)

from emulator.tools.command_inputs import (EXIT_CHECK_FAILED, EXIT_OK, check_image,
                                           dump_views, grid_option, hip_launch_setup,
                                           is_code_object_path, is_hip, kernel_arguments,
                                           kernel_name, read_program, render_module,
                                           save_figure)
from emulator.tools.launch_command import cmd_launch


def cmd_list(args) -> int:
    render = render_module()
    if args.kind == "ops" or args.encoding:
        target = isa.default_target()
        ops = tuple(op for op in target.ops
                    if not args.encoding or op.encoding == args.encoding.upper())
        if not ops:
            raise isa.IsaError(f"no instruction has the encoding '{args.encoding}' (known: "
                               f"{', '.join(sorted({op.encoding for op in target.ops}))})")
        if args.type:   # (an operand of that type, or a conversion's narrow format)
            want = args.type.lower()
            ops = tuple(op for op in ops if want == op.format or want in
                        (kind.partition(":")[2] for kind in op.operands))
            if not ops:
                raise isa.IsaError(f"no instruction has an operand of type '{args.type}'")
        render.op_table(ops, args.format, sys.stdout, target)
        return 0
    records = isa.default_target().matrix
    if args.kind != "all":
        records = tuple(r for r in records if r.kind == args.kind)
    if args.type:
        want = args.type.lower()
        records = tuple(r for r in records
                        if want in (str(r.a_type), str(r.b_type), str(r.cd_type)))
    if not records:
        raise isa.IsaError("no instruction matches the filters")
    render.instruction_table(records, args.format, sys.stdout, isa.default_target())
    return 0


def cmd_info(args) -> int:
    render = render_module()
    render.info(isa.lookup(args.name), args.format, sys.stdout)
    return 0


def cmd_layout(args) -> int:
    if args.image:   # (a picture: isa.layout_figure, matplotlib)
        if not args.image.lower().endswith((".svg", ".png", ".pdf")):
            raise isa.IsaError(f"--image {args.image}: name an .svg, .png or .pdf file")
        figure = isa.layout_figure(args.name, args.matrix, cbsz=args.cbsz, abid=args.abid,
                                   blgp=args.blgp, view=args.view, base=args.base)
        figure.savefig(args.image, dpi=150)
        print(f"wrote {args.image}")
        return 0
    from emulator.state.layout_views import make_view
    render = render_module()
    view = make_view(args.name, args.matrix, cbsz=args.cbsz, abid=args.abid, blgp=args.blgp,
                     base=args.base)
    render.layout(view, args.view, args.format, sys.stdout)
    return 0


def cmd_peaks(args) -> int:
    from isa.peaks import device, peaks
    render = render_module()
    dev = device(args.device)
    render.peaks(dev, peaks(dev), args.format, sys.stdout)
    return 0


def cmd_targets(args) -> int:
    from isa.docs import targets_table
    from isa.targets import TARGETS
    print(targets_table(sorted(TARGETS.values(), key=lambda t: t.name, reverse=True)))
    return 0


def cmd_run(args) -> int:
    import json

    if is_hip(args.program) or is_code_object_path(args.program):   # (a launch of its grid)
        args.kernel_file = args.program
        return cmd_launch(args)

    import numpy as np

    from emulator.tools import directives
    from emulator.tools import session

    from emulator.timing.accountant import CycleAccountant
    render = render_module()

    views = dump_views(args.dump)
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


def cmd_step(args) -> int:
    from emulator.tools import session
    from emulator.tools.debugger import Debugger, repl

    if is_hip(args.program):   # one wave of a launch of a HIP kernel
        from emulator.dispatch import wave_for_debugging
        module, kernel, ordered, grid, block = hip_launch_setup(args, args.program)
        workgroup = grid_option("--workgroup", args.workgroup, minimum=0)
        wave = wave_for_debugging(module.program, kernel=kernel.symbol, grid=grid,
                                  block=block, args=ordered, workgroup=workgroup,
                                  wave=args.wave)
        debugger = Debugger(wave, module.program)
    elif args.kernel or is_code_object_path(args.program):  # one wave of a launch
        from emulator.dispatch import wave_for_debugging
        program = read_program(args.program)
        args.kernel = kernel_name(args, program)
        ordered, _, grid, block = kernel_arguments(args, program)
        workgroup = grid_option("--workgroup", args.workgroup, minimum=0)
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


def cmd_cycles(args) -> int:
    import json

    from emulator.tools import session
    from emulator.timing.cycle_report import TimingParams
    from emulator.timing.estimate import estimate_cycles
    render = render_module()

    check_image(args.image)
    if is_hip(args.program):   # one wave of a launch of a HIP kernel
        from emulator.dispatch import wave_for_debugging
        module, kernel, ordered, grid, block = hip_launch_setup(args, args.program)
        loaded = session.Loaded(module.program, None, wave_for_debugging(
            module.program, kernel=kernel.symbol, grid=grid, block=block, args=ordered),
            {})
    elif is_code_object_path(args.program):   # one wave of a launch of its kernel
        from emulator.dispatch import wave_for_debugging
        program = read_program(args.program)
        args.kernel = kernel_name(args, program)
        ordered, _, grid, block = kernel_arguments(args, program)
        loaded = session.Loaded(program, None, wave_for_debugging(
            program, kernel=args.kernel, grid=grid, block=block, args=ordered), {})
    else:
        loaded = session.load(args.program)
    report = estimate_cycles(loaded.program, wave=loaded.wave, execute=not args.no_exec,
                             max_steps=args.max_steps, trip_count=args.trip_count,
                             fix=args.fix, params=TimingParams.of(
                                 loaded.program.target.default_device,
                                 **({"clock_mhz": args.clock} if args.clock else {})))
    if args.image:
        save_figure(report.plot(title=f"{args.program}: {report.total_cycles} cycles, "
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


