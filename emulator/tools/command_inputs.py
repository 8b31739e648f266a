"""What the CLI's commands share: reading a program (assembly, a code object or HIP
source compiled with its options), the kernel's name and arguments from the command line
(NAME=VALUE, .npy buffers), grid dimensions, register dumps, picture files, exit codes."""

from __future__ import annotations

from pathlib import Path

import isa   # (its names are imported on first use)


# Exit codes (README, "Exit codes").
EXIT_OK, EXIT_CHECK_FAILED, EXIT_USAGE, EXIT_INPUT, EXIT_RUNTIME = 0, 1, 2, 3, 4


def render_module():
    from emulator.tools import render
    return render


def _read_source(path):
    from emulator.source_files import read_source
    return read_source(path)


def is_code_object_path(path) -> bool:
    from isa.code_object import is_code_object
    return is_code_object(path)


def read_program(path):
    """The Program of a kernel file: a code object loaded, or assembly assembled."""
    if is_code_object_path(path):
        from isa.code_object import load
        return load(path)
    from isa.assembler import assemble
    return assemble(_read_source(path), path)


def kernel_name(args, program) -> str:
    """``--kernel``, or the one kernel a code object holds."""
    if args.kernel:
        return args.kernel
    kernels = sorted(program.kernel_descriptors)
    if len(kernels) == 1:
        return kernels[0]
    raise isa.IsaError(f"{program.filename}: name the kernel with --kernel (kernels: "
                       f"{', '.join(kernels) or 'none'})")


def dump_views(specs):
    from emulator.tools import directives
    views = []
    for spec in specs or ():
        reg_text, _, as_text = spec.partition(" as ")
        views.append(directives._view(reg_text.strip(), as_text.strip() or None))
    return views


def is_hip(path) -> bool:
    from emulator.source_files import is_hip_path
    return is_hip_path(path)


def _hip_module(args, path):
    """The HIP source ``path`` compiled with the command line's compile options."""
    from emulator import hip

    options = list(args.hip_option or ())
    if args.offload_arch is not None:
        options.append(f"--offload-arch={args.offload_arch}")
    if args.opt_level is not None:
        options.append(f"-O{args.opt_level}")
    defines = {}
    for item in args.define or ():
        name, sep, value = item.partition("=")
        defines[name] = value if sep else None
    return hip.compile(path, options=options, defines=defines,
                       include_dirs=args.include or (), headers=args.headers,
                       clang=args.clang)


def hip_launch_setup(args, path):
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
            grid_option("--grid", args.grid), grid_option("--block", args.block))


def check_image(path) -> None:
    """``--image``'s file, checked before anything runs: .svg, .png or .pdf, in a folder
    that exists."""
    if path is None:
        return
    if Path(path).suffix.lower() not in (".svg", ".png", ".pdf"):
        raise isa.IsaError(f"--image {path}: name an .svg, .png or .pdf file")
    if not Path(path).resolve().parent.is_dir():
        raise isa.IsaError(f"--image {path}: no directory {Path(path).parent}")


def save_figure(figure, path: str) -> None:
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


def kernel_arguments(args, program):
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
    return ([values[a.index] for a in explicit], names, grid_option("--grid", args.grid),
            grid_option("--block", args.block))


def grid_option(option: str, text: str, minimum: int = 1) -> tuple[int, ...]:
    try:
        dims = tuple(int(x) for x in text.split(","))
    except ValueError:
        dims = ()
    if not 1 <= len(dims) <= 3 or min(dims) < minimum:
        raise isa.IsaError(f"{option} takes 1 to 3 integers >= {minimum} separated by commas, "
                           f"not '{text}'")
    return dims


