"""``wfemu``: the command line. Every error prints one line and exits non-zero, no traceback."""

from __future__ import annotations

import argparse
import sys

import isa
from isa.assembler import AsmError

from .directives import DirectiveError

from . import render
from .layout_views import make_view


def _cmd_list(args) -> int:
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
    render.info(isa.lookup(args.name), args.format, sys.stdout)
    return 0


def _cmd_layout(args) -> int:
    view = make_view(args.name, args.matrix, cbsz=args.cbsz, abid=args.abid, blgp=args.blgp,
                     base=args.base)
    render.layout(view, args.view, args.format, sys.stdout)
    return 0


def _dump_views(specs):
    from . import directives
    views = []
    for spec in specs or ():
        reg_text, _, as_text = spec.partition(" as ")
        views.append(directives._view(reg_text.strip(), as_text.strip() or None))
    return views


def _cmd_run(args) -> int:
    import json

    import numpy as np

    from . import directives, session

    from .cycles import CycleAccountant

    views = _dump_views(args.dump)
    loaded = session.load(args.program)
    accountant = CycleAccountant(keep_timeline=False)
    outcome = session.execute(loaded, max_steps=args.max_steps, strict=args.strict,
                              trace=accountant.retire)
    report = accountant.report()
    dumps = [(str(v), directives.read_view(loaded.wave, v)) for v in views]
    if args.json:
        out = {"program": args.program, "ended": outcome.result.ended,
               "instructions": outcome.result.steps, "mix": dict(outcome.mix),
               "passed": outcome.passed, "cycles": report.summary(),
               "checks": [c.to_json() for c in outcome.checks],
               "dumps": {name: np.asarray(value).tolist() for name, value in dumps}}
        print(json.dumps(out, indent=2))
    else:
        render.run_report(args.program, outcome, dumps, sys.stdout)
        render.cycles_summary(args.program, report, sys.stdout)
    return 0 if outcome.passed else 1


def _cmd_step(args) -> int:
    from . import session
    from .debugger import Debugger, repl

    loaded = session.load(args.program)
    debugger = Debugger(loaded.wave, loaded.program)
    for where in args.breakpoint or ():
        debugger.break_at(where)
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

    from . import session
    from .cycles import TimingParams
    from .estimate import estimate_cycles

    loaded = session.load(args.program)
    report = estimate_cycles(loaded.program, wave=loaded.wave, execute=not args.no_exec,
                             max_steps=args.max_steps, trip_count=args.trip_count,
                             fix=args.fix, params=TimingParams(clock_mhz=args.clock))
    if args.json:
        print(json.dumps(report.to_json(timeline=args.timeline), indent=2))
    else:
        render.cycles_summary(args.program, report, sys.stdout)
        if args.timeline:
            print()
            render.timeline(report, sys.stdout, args.limit)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="wfemu", description="Emulator of one AMD CDNA3 (gfx942, MI300) wavefront.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("list", help="all matrix instructions: shape, types, cycles")
    p.add_argument("--format", choices=("table", "csv", "json"), default="table")
    p.add_argument("--kind", choices=("all", "mfma", "smfmac"), default="all")
    p.add_argument("--type", help="only instructions with this operand type (e.g. f16, fp8)")
    p.set_defaults(func=_cmd_list)

    p = sub.add_parser("info", help="every table field of one instruction")
    p.add_argument("name", help="mnemonic, alias or builtin name")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.set_defaults(func=_cmd_info)

    p = sub.add_parser("layout", help="register layout of one operand (A, B, C or D)")
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
    p.set_defaults(func=_cmd_layout)

    p = sub.add_parser("run", help="run a program and its checks")
    p.add_argument("program", help="a .s file (LLVM gfx942 syntax, ; wfemu: directives)")
    p.add_argument("--json", action="store_true", help="machine-readable result")
    p.add_argument("--max-steps", type=int, default=1_000_000)
    p.add_argument("--strict", action="store_true",
                   help="fail on reading a register that was never written")
    p.add_argument("--dump", action="append", metavar="REGS",
                   help="show registers after the run, e.g. 'v[0:3]', 's0', "
                        "'a[0:15] as D of v_mfma_f32_32x32x8_f16' (repeatable)")
    p.set_defaults(func=_cmd_run)

    p = sub.add_parser("cycles", help="cycle estimate, wait-state hazards and a timeline")
    p.add_argument("program")
    p.add_argument("--timeline", action="store_true", help="llvm-mca style timeline view")
    p.add_argument("--limit", type=int, default=200, help="timeline rows (default 200)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--fix", action="store_true",
                   help="insert the missing wait states and time the corrected program")
    p.add_argument("--no-exec", action="store_true",
                   help="timing only: compute no values; vector branches by --trip-count")
    p.add_argument("--trip-count", type=int, default=1,
                   help="iterations of loops closed by a VCC/EXEC branch (with --no-exec)")
    p.add_argument("--clock", type=float, default=2100.0, help="MHz (default 2100)")
    p.add_argument("--max-steps", type=int, default=1_000_000)
    p.set_defaults(func=_cmd_cycles)

    p = sub.add_parser("step", help="step through a program interactively (gdb-like)")
    p.add_argument("program")
    p.add_argument("-b", "--breakpoint", action="append", metavar="WHERE",
                   help="a label, a line number or 'pc N' (repeatable)")
    p.set_defaults(func=_cmd_step)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except (AsmError, DirectiveError) as exc:  # already file:line:col formatted
        print(exc, file=sys.stderr)
        return 1
    except ValueError as exc:  # every project error is a ValueError subclass
        print(f"wfemu: error: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"wfemu: error: {exc.filename or ''}: {exc.strerror}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
