"""Regenerate the code objects the code-object tests carry (tests/data/code_objects/).

    python tests/data/regenerate_code_objects.py

Needs llvm-mc-19 and ld.lld-19 (Debian llvm-19, lld-19), clang-19, and Triton for the
``.hsaco``. Writes:

* ``<build>-<file>.o`` and ``.so``: the corpus files of ``CORPUS`` assembled by llvm-mc
  (a relocatable object) and linked by ``ld.lld -shared`` (what the runtime loads);
* ``calls-O0.co`` / ``calls-O2.co``: tests/data/code_objects/calls.hip compiled by clang-19
  with ``-g`` into linked code objects (``--no-gpu-bundle-output``), and ``calls-O2.bundle``
  the same as clang's offload bundle (``clang -c`` without it);
* ``calls-O2.objdump``: ``llvm-objdump -d --mcpu=gfx942`` of calls-O2.co;
* ``add_kernel.hsaco``: Triton's vector add (tests/triton_tutorial.py, BLOCK_SIZE 256, 1024
  elements) for gfx942, as Triton's cache keeps it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "data" / "code_objects"
CORPUS = [("clang19-O3", name) for name in ("atomics", "control", "lds", "math")]
INCLUDE = ROOT / "emulator" / "hip" / "include"


def run(*command) -> None:
    subprocess.run([str(c) for c in command], check=True, cwd=OUT)


def main() -> None:
    for build, name in CORPUS:
        source = ROOT / "programs" / "corpus" / build / f"{name}.s"
        obj = OUT / f"{build}-{name}.o"
        run("llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-filetype=obj",
            source, "-o", obj)
        run("ld.lld-19", "-shared", obj, "-o", obj.with_suffix(".so"))
    hip = ["clang-19", "-x", "hip", "--offload-arch=gfx942", "--cuda-device-only",
           "-nogpuinc", "-nogpulib", "-isystem", INCLUDE, "-include", "hip/wfemu_printf.h",
           "-include", "hip/hip_runtime.h", "-mprintf-kind=buffered", "-g", "-c",
           "-fdebug-compilation-dir=.", "-fdebug-prefix-map=" + str(ROOT) + "=."]
    for level in ("-O0", "-O2"):
        run(*hip, level, "--no-gpu-bundle-output", "calls.hip", "-o", f"calls{level}.co")
    run(*hip, "-O2", "calls.hip", "-o", "calls-O2.bundle")
    listing = subprocess.run(["llvm-objdump-19", "-d", "--mcpu=gfx942", "calls-O2.co"],
                             cwd=OUT, capture_output=True, text=True, check=True).stdout
    (OUT / "calls-O2.objdump").write_text(listing)
    sys.path.insert(0, str(ROOT))
    import numpy as np
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    from tests import triton_tutorial as tt

    compiled = triton.compile(ASTSource(
        fn=tt.add_kernel, signature={"x_ptr": "*fp32", "y_ptr": "*fp32",
                                     "output_ptr": "*fp32", "n_elements": "i32",
                                     "BLOCK_SIZE": "constexpr"},
        constexprs={"BLOCK_SIZE": 256}), target=GPUTarget("hip", "gfx942", 64))
    (OUT / "add_kernel.hsaco").write_bytes(compiled.asm["hsaco"])
    del np


if __name__ == "__main__":
    main()
