"""Regenerate the corpus: every OpenCL C source in opencl/ compiled for gfx942 by each
installed compiler at -O1 and -O3, into <compiler>-<level>/<name>.s, and, where Triton is
installed, the kernels of triton/kernels.py into triton-<version>/. The tests use the
committed assembly and need no compiler.

    python programs/corpus/regenerate.py [--check]

A first-line comment ``// flags: ...`` adds clang options for that source. ``--check``
compiles into a temporary folder and reports which committed files differ.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
COMPILERS = ("clang-19", "clang-22")
LEVELS = ("O1", "O3")
BASE = ["-target", "amdgcn-amd-amdhsa", "-mcpu=gfx942", "-nogpulib", "-S", "-x", "cl",
        "-cl-std=CL2.0", "-cl-kernel-arg-info"]


def flags(source: Path) -> list[str]:
    first = source.read_text().splitlines()[0]
    return first.split("flags:", 1)[1].split() if first.startswith("// flags:") else []


def compile_all(out_root: Path) -> list[Path]:
    written = []
    for compiler in COMPILERS:
        if shutil.which(compiler) is None:
            print(f"{compiler}: not installed, skipped (apt install {compiler})")
            continue
        for level in LEVELS:
            folder = out_root / f"{compiler.replace('-', '')}-{level}"
            folder.mkdir(parents=True, exist_ok=True)
            for source in sorted((HERE / "opencl").glob("*.cl")):
                target = folder / f"{source.stem}.s"
                subprocess.run([compiler, *BASE, f"-{level}", *flags(source), str(source),
                                "-o", str(target)], check=True)
                # (the source path in .file lines: relative, so output is reproducible)
                text = target.read_text().replace(str(HERE) + "/", "")
                target.write_text(text)
                written.append(target.relative_to(out_root))
    return written


def compile_triton(out_root: Path) -> list[Path]:
    """The Triton kernels of triton/kernels.py, for gfx942, into triton-<version>/: the
    assembly and a .json of what a launch needs (num_warps, Triton's shared bytes, the
    argument names)."""
    try:
        import triton
        from triton.backends.compiler import GPUTarget
        from triton.compiler import ASTSource
    except ImportError:
        print("triton: not installed, skipped (pip install -e \".[triton]\")")
        return []
    import json
    import os
    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
    sys.path.insert(0, str(HERE / "triton"))
    from kernels import BUILDS   # (the corpus's Triton sources)
    folder = out_root / f"triton-{'.'.join(triton.__version__.split('.')[:2])}"
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (fn, signature, constexprs, warps) in BUILDS.items():
        signature = dict(signature, **{k: "constexpr" for k in constexprs})
        compiled = triton.compile(ASTSource(fn=fn, signature=signature, constexprs=constexprs),
                                  target=GPUTarget("hip", "gfx942", 64),
                                  options={"num_warps": warps})
        text = compiled.asm["amdgcn"].replace(f".amdhsa_kernel {fn.__name__}",
                                              f".amdhsa_kernel {name}")
        text = re.sub(rf"\b{fn.__name__}\b", name, text)
        text = text.replace(str(HERE / "triton"), "triton")   # (reproducible paths)
        (folder / f"{name}.s").write_text(text)
        (folder / f"{name}.json").write_text(json.dumps(
            {"kernel": name, "num_warps": warps, "shared": compiled.metadata.shared,
             "arguments": list(signature), "constexprs": constexprs}, indent=1) + "\n")
        written += [(folder / f"{name}.s").relative_to(out_root),
                    (folder / f"{name}.json").relative_to(out_root)]
    return written


def main() -> int:
    if "--check" not in sys.argv:
        for path in compile_all(HERE) + compile_triton(HERE):
            print(path)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        stale = [p for p in compile_all(Path(tmp)) + compile_triton(Path(tmp))
                 if not (HERE / p).exists() or (HERE / p).read_text() != (Path(tmp) / p).read_text()]
    for path in stale:
        print(f"differs: {path}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
