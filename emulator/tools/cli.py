"""``wfemu``: the command line. Every error prints one line and exits non-zero, no traceback.

Each command imports what it runs when it runs (``wfemu --help`` imports none of it).
"""

from __future__ import annotations

import argparse
import sys
import warnings


from emulator.execution.limits import BATCH_WAVES, MAX_WORKGROUPS
# (the exit codes are the CLI's: cli.EXIT_* as the README lists them)
from emulator.tools.command_inputs import (EXIT_CHECK_FAILED, EXIT_INPUT, EXIT_OK,  # noqa: F401
                                          EXIT_RUNTIME, EXIT_USAGE)
from emulator.tools.commands import (cmd_cycles, cmd_info, cmd_layout, cmd_list, cmd_peaks,
                                     cmd_run, cmd_step, cmd_targets)
from emulator.tools.compare_command import cmd_compare
from emulator.tools.launch_command import cmd_disasm, cmd_launch


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="wfemu", description="Emulator of AMD CDNA wavefronts (gfx942: MI300; gfx90a: "
                                  "MI200).",
        epilog=EXIT_CODES)
    # (not "--blocks": argparse would take a subcommand's --block for a prefix of it)
    parser.add_argument("--compiled-blocks", choices=("background", "sync", "off"),
                        help="how hot straight-line code runs compiled (default: "
                             "$WFEMU_BLOCKS, else background; off: all interpreted)")
    parser.add_argument("--compiled-block-cache", metavar="DIR",
                        help="the compiled blocks' directory (default: $WFEMU_BLOCK_CACHE, "
                             "else $XDG_CACHE_HOME/wavefront-emu/blocks)")
    parser.add_argument("--target", default="gfx942",
                        help="the GPU whose instructions, formats and sizes every command uses "
                             "(a registered isa.Target by name; default gfx942)")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _lookup_commands(sub)
    _running_commands(sub)
    _launch_commands(sub)
    _step_command(sub)
    return parser


def _lookup_commands(sub) -> None:
    """The instruction tables' commands: list, info, peaks, layout."""
    p = sub.add_parser("list", help="all matrix instructions: shape, types, cycles (--kind "
                                    "ops: every other instruction)")
    p.add_argument("--format", choices=("table", "csv", "json"), default="table")
    p.add_argument("--kind", choices=("all", "mfma", "smfmac", "ops"), default="all",
                   help="all/mfma/smfmac: matrix instructions; ops: the others")
    p.add_argument("--encoding", help="only the (non-matrix) instructions of this encoding "
                                      "(VOP1, VOP2, VOPC, VOP3, SOP1, SOP2, SOPK, SOPC, SOPP, "
                                      "SMEM, DS, FLAT, GLOBAL, SCRATCH, MUBUF, MTBUF)")
    p.add_argument("--type", help="only instructions with this operand type (e.g. f16, fp8)")
    p.set_defaults(func=cmd_list)

    p = sub.add_parser("info", help="every table field of one instruction")
    p.add_argument("name", help="mnemonic, alias or builtin name")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.set_defaults(func=cmd_info)

    p = sub.add_parser("peaks", help="peak matrix throughput of a device, per data type")
    p.add_argument("--device", help="one of the target's devices (default: its first, "
                                     "mi300x for gfx942)")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.set_defaults(func=cmd_peaks)

    p = sub.add_parser("targets", help="the GPUs the emulator knows, side by side")
    p.set_defaults(func=cmd_targets)

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
    p.set_defaults(func=cmd_layout)


def _running_commands(sub) -> None:
    """One program's commands: run, cycles."""
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
                   profile=False, profile_lines=10, format=None, compute=True)
    _hip_options(p)
    p.set_defaults(func=cmd_run)

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
    p.add_argument("--clock", type=_positive_float,
                   help="MHz (default: the target's default device's, 2100 for gfx942)")
    p.add_argument("--max-steps", type=_positive_int, default=1_000_000)
    p.add_argument("--image", metavar="OUT.svg|png|pdf",
                   help="draw the timeline: issue, stalls and the matrix pipe over the cycles "
                        "(needs matplotlib: pip install -e \".[plots]\")")
    _hip_kernel_options(p, "a HIP kernel (.hip): one wave of a launch")
    _hip_options(p)
    p.set_defaults(func=cmd_cycles)


def _launch_commands(sub) -> None:
    """A kernel's commands: launch, hip, disasm."""
    p = sub.add_parser("launch", help="run a compiled kernel (a .s file, or HIP source) over "
                                      "a grid of workgroups")
    p.add_argument("kernel_file", metavar="KERNEL.s|KERNEL.hip")
    _launch_options(p)
    p.set_defaults(func=cmd_launch)

    p = sub.add_parser("hip", help="compile a HIP kernel for the target (--target) with clang "
                                   "and launch it")
    p.add_argument("kernel_file", metavar="KERNEL.hip")
    _launch_options(p)
    p.set_defaults(func=cmd_launch, hip_only=True)

    p = sub.add_parser("compare", help="time two versions of a kernel on the same "
                                       "arguments and device: their times, the ratio and "
                                       "the source lines that moved most")
    p.add_argument("kernel_files", nargs="+", metavar="KERNEL",
                   help="one file with two --kernel (two kernels of it), or two files "
                        "(one --kernel for both, or one each)")
    _launch_options(p, kernels=2)
    p.add_argument("--inlined", action="store_true",
                   help="count code inlined from helpers (a lambda, a device function) at "
                        "the line that wrote it, not at the call")
    p.set_defaults(func=cmd_compare)

    p = sub.add_parser("disasm", help="disassemble a code object (.o .co .hsaco, an offload "
                                      "bundle) or a .s file as llvm-objdump -d does")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--kernel", help="only this kernel's (or function's) code, by its symbol")
    p.add_argument("--show-encoding", action="store_true",
                   help="each instruction's bytes as llvm-mc writes them too")
    p.set_defaults(func=cmd_disasm)


def _step_command(sub) -> None:
    """The debugger: step."""
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
    p.set_defaults(func=cmd_step)


def _launch_options(p, kernels: int = 1) -> None:
    """The options of a launch (``launch``, ``hip``; ``compare``: ``kernels`` 2, --kernel
    repeatable)."""
    p.add_argument("--kernel", action="append" if kernels > 1 else "store",
                   help="the kernel's name (HIP: as the source writes it, e.g. "
                        "'gemm<float, 16>'; optional when there is one)"
                        + ("; compare: once for both, or once for each" if kernels > 1
                           else ""))
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
    p.add_argument("--no-compute", dest="compute", action="store_false",
                   help="time the launch only (the device model, mi300x unless --device "
                        "says): MFMAs retire uncomputed when their results cannot change "
                        "the stream, and --out files are not written")
    p.add_argument("--flushed-caches", action="store_true",
                   help="time the launch (mi300x unless --device says) with the caches as "
                        "triton.testing.do_bench leaves them: its 256 MiB buffer's dirty "
                        "lines in the Infinity Cache, each line the kernel brings in "
                        "writing one back to HBM")
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
    g.add_argument("--offload-arch", metavar="gfx942[:FEATURES]",
                   help="the target, as hipcc takes it (gfx942 only; e.g. gfx942:xnack+)")
    g.add_argument("--hip-option", action="append", metavar="OPT",
                   help="another clang option, e.g. --hip-option=-mcode-object-version=4")
    g.add_argument("--clang", help="the clang to compile with (default: the newest 19+ on "
                                   "PATH)")


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


def _show_warning(message, category, filename, lineno, file=None, line=None) -> None:
    """The project's warnings (a HIP kernel compiled to nothing…) as one line, as its
    errors are; others as Python shows them."""
    if category.__module__.startswith(("emulator", "isa")):
        print(f"wfemu: warning: {message}", file=sys.stderr)
    else:
        sys.stderr.write(warnings.formatwarning(message, category, filename, lineno, line))


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.target != "gfx942":   # (the process's default target, set once)
            from isa.targets import set_default_target
            set_default_target(args.target)
        if args.compiled_blocks or args.compiled_block_cache:   # (the process's execution
            from emulator.execution.options import set_default_options   # options, set once)
            set_default_options(**{k: v for k, v in (
                ("blocks", args.compiled_blocks),
                ("block_cache", args.compiled_block_cache)) if v})
        with warnings.catch_warnings():
            warnings.showwarning = _show_warning
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
