"""The CLI's ``launch`` / ``hip`` commands (a kernel over a grid: arguments from the
command line, .npy buffers, the device model's report) and ``disasm``."""

from __future__ import annotations

import sys
from pathlib import Path

from emulator.tools.command_inputs import (check_image, hip_launch_setup,
                                           is_code_object_path, is_hip, kernel_arguments,
                                           kernel_name, read_program, save_figure)


def cmd_launch(args) -> int:
    import json

    import numpy as np

    from emulator.kernel_metadata import LaunchError

    check_image(args.image)
    if getattr(args, "hip_only", False) and not is_hip(args.kernel_file):
        raise LaunchError(f"{args.kernel_file}: wfemu hip takes HIP source (.hip .cpp .cu "
                          ".cc .cxx); run assembly with wfemu launch")
    if args.format == "csv" and not args.profile:
        raise LaunchError("--format csv writes the profile's rows: add --profile")
    done = launch_from_args(args, args.kernel_file, args.kernel)
    result, shown, program, ordered, outputs, compiled_with = done
    if args.image:
        save_figure(result.device.plot(), args.image)
    for index, path in outputs:
        np.save(path, ordered[index])
    if args.format == "csv":
        sys.stdout.write(result.profile.to_csv())
    elif args.json or args.format == "json":
        summary = _summary(result, shown, args.cycles)
        if compiled_with:
            summary["compiled_with"] = compiled_with
        print(json.dumps(summary, indent=2, default=list))
    else:
        _print_launch(result, shown, args, program, outputs, compiled_with)
    return 0


def launch_from_args(args, kernel_file: str, kernel: str | None, device: str | None = None):
    """One launch as the command line asks for it (``launch``, ``hip``, ``compare``): the
    kernel of ``kernel_file`` (assembly, a code object or HIP source), its arguments from
    --arg, the device and the options. (result, name shown, program, the ordered
    arguments, the --out files as (index, path), the compiler that built HIP source)."""
    from emulator.kernel_metadata import LaunchError
    from emulator.launch import launch

    args.kernel = kernel
    if kernel is None and not is_hip(kernel_file) and not is_code_object_path(kernel_file):
        raise LaunchError(f"{kernel_file}: name the kernel with --kernel")
    compiled_with = None
    if is_hip(kernel_file):
        module, found, ordered, grid, block = hip_launch_setup(args, kernel_file)
        program, symbol, shown = module.program, found.symbol, found.name
        names = {p.name: i for i, p in enumerate(found.params)}
        compiled_with = module.compiled_with
    else:
        program = read_program(kernel_file)
        args.kernel = kernel_name(args, program)
        ordered, names, grid, block = kernel_arguments(args, program)
        symbol = shown = args.kernel
    outputs = _outputs(args.out or (), names, ordered)
    if args.trace or args.cycles or args.image or not args.compute:
        from isa.targets import default_target   # (the --target's)
        device = device or args.device or default_target().default_device.name
    else:
        device = device or args.device
    if outputs and not args.compute:
        raise LaunchError("--out with --no-compute: a timing-only launch computes no "
                          "results to write")
    memory = None
    if getattr(args, "flushed_caches", False):   # (wfemu run has no such option)
        from isa.memory_model import after_benchmark_flush
        from isa.peaks import device as find_device
        chosen = find_device(device)   # (None: the --target's default device)
        device, memory = chosen.name, after_benchmark_flush(chosen.memory)
    result = launch(program, kernel=symbol, grid=grid, block=block, args=ordered,
                    workers=args.workers, cycles=args.cycles or device is not None,
                    max_workgroups=args.max_workgroups, lds_bytes=args.lds_bytes,
                    device=device, trace=args.trace or (True if args.image else None),
                    batch=args.batch, profile=args.profile, compute=args.compute,
                    memory_model=memory)
    return result, shown, program, ordered, outputs, compiled_with


def _outputs(items, names: dict, ordered: list) -> list[tuple[int, str]]:
    """``--out NAME=FILE.npy`` items as (argument index, file): each a buffer argument and
    a file in an existing directory, checked before the launch runs."""
    import numpy as np

    from emulator.kernel_metadata import LaunchError

    outputs = []
    for item in items:
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
    return outputs


def _summary(result, shown: str, cycles: bool) -> dict:
    """The launch's ``--json`` report."""
    summary = {"kernel": shown, "grid": list(result.grid), "block": list(result.block),
               "workgroups": result.workgroups, "instructions": result.instructions}
    if result.stdout or result.stderr:
        summary["stdout"], summary["stderr"] = result.stdout, result.stderr
    timing = result.device
    if timing is not None:
        summary["device"] = timing.summary()
        summary["simds"] = timing.simds
        summary["waves"] = timing.waves
    if cycles:   # (each wave alone on a CU: the same model, the accountant's counts)
        summary["waves_alone"] = result.wave_cycles
    summary["fidelity"] = result.fidelity.to_json()
    if result.timing_only is not None:
        summary["timing_only"] = result.timing_only.to_json()
    if result.profile is not None:
        summary["profile"] = result.profile.to_json()
    return summary


def _print_launch(result, shown: str, args, program, outputs, compiled_with=None) -> None:
    """The launch's text report (the kernel's printf output first, in wave order; a HIP
    kernel's compile after its first line)."""
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    print(f"{shown}: {result.workgroups} workgroup(s) of {result.block}, "
          f"{result.instructions} instructions executed")
    if compiled_with:
        print(f"  {compiled_with}")
    if not result.fidelity.exact:
        print(f"  {result.fidelity}")
    if result.timing_only is not None:
        print(f"  {result.timing_only}")
    if result.device is not None:
        _print_device_timing(result.device, args.trace)
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
        if not program.source_runs and (compiled_with or program.code_object):
            print("  (no line table: these are lines of the compiled code; compile with -g for "
                  "source lines)")
    for _, path in outputs:
        print(f"  wrote {path}")
    if args.image:
        print(f"  wrote {args.image}")


def cmd_disasm(args) -> int:
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
          f"{timing.clock_mhz:.0f} MHz; a launch adds {timing.launch_overhead_us:g} µs) on "
          f"{timing.cus_used} CU(s); occupancy "
          f"{occ['waves_per_simd']} wave(s) per SIMD, {occ['workgroups_per_cu']} "
          f"workgroup(s) per CU (limited by {occ['limited_by']})")
    print("  wave cycles: " + ", ".join(f"{k} {100 * v / total:.1f}%" for k, v in
                                        stalls.items() if v))
    hits = timing.memory
    if sum(hits.values()):
        print(f"  memory lines from {timing.caches_at_launch}: " + ", ".join(f"{k.replace('_', ' ')} {v}"
                                             for k, v in hits.items()
                                             if v or k != "written_back"))
    if timing.flops:
        print(f"  {timing.flops} MFMA operations: {timing.achieved_tflops:.3f} of "
              f"{timing.peak_tflops:.1f} T/s, {100 * timing.fraction_of_peak:.3f}% of the "
              f"device's peak for the type")
    if trace:
        print(f"  wrote {trace} (open it in https://ui.perfetto.dev or chrome://tracing)")


