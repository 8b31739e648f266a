"""The CLI's ``compare``: two versions of a kernel — two files, or two kernels of one — each
launched as ``wfemu launch`` would (the same --arg files read anew for each, so both start
from the same arguments and the same device state), timed on one device model with a
profile, and shown side by side (emulator/timing/comparison.py)."""

from __future__ import annotations

import copy


def cmd_compare(args) -> int:
    import json

    from emulator.kernel_metadata import LaunchError
    from emulator.timing.comparison import compare
    from emulator.tools.launch_command import launch_from_args
    from isa.targets import default_target   # (the --target's)

    files, kernels = list(args.kernel_files), list(args.kernel or [None])
    if len(files) > 2 or len(kernels) > 2 or (len(files) == 1 and len(kernels) != 2):
        raise LaunchError("compare takes two files (with one --kernel for both, or one "
                          "each) or one file with two --kernel")
    files, kernels = (files * 2)[:2], (kernels * 2)[:2]
    if args.out:
        raise LaunchError("compare writes no --out files: launch a version to keep its "
                          "results")
    args.profile = True
    device = args.device or default_target().default_device.name
    results, shown = [], []
    for path, kernel in zip(files, kernels):
        result, name, *_ = launch_from_args(copy.copy(args), path, kernel, device)
        results.append(result)
        # (each version by what tells them apart: the kernel of one file, else the file)
        shown.append(name if files[0] == files[1] else
                     path if kernels[0] == kernels[1] else f"{path} {name}")
    comparison = compare(*results, names=tuple(shown), inlined=args.inlined)
    if args.json or args.format == "json":
        print(json.dumps(comparison.to_json(), indent=2))
    else:
        print(comparison.text(args.profile_lines))
    return 0
