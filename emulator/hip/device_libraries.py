"""ROCm's device libraries for headers="system" compiles (emulator/hip/compiler.py): the
folder clang is pointed at, with the ISA-version bitcode of the target added where ROCm has
none (ROCm 5.2 lacks gfx942's; built once with the llvm-as beside clang), and whether
ROCm's libraries hold code object v6's ABI bitcode."""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
from pathlib import Path

from .signatures import HipError
from .toolchain import Compiler, beside

# Each target's __oclc_ISA_version, as ROCm's oclc_isa_version_<suffix>.bc has it
ISA_VERSIONS = {"gfx942": ("942", 9402), "gfx90a": ("90a", 9010), "gfx950": ("950", 9500)}
ROCM_BITCODE = ("/opt/rocm/amdgcn/bitcode", "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode",
                "/usr/lib/aarch64-linux-gnu/amdgcn/bitcode", "/usr/lib/amdgcn/bitcode")


def has_abi_600(cache_dir: Path, compiler: Compiler) -> bool:
    """Whether the ROCm device libraries hold code object v6's ABI bitcode (ROCm 6.3+)."""
    return (device_libraries(cache_dir, compiler) / "oclc_abi_version_600.bc").exists()


def device_libraries(cache_dir: Path, compiler: Compiler, arch: str = "gfx942") -> Path:
    """A folder of ROCm's device-library bitcode plus the ISA-version bitcode of ``arch``
    (oclc_isa_version_942.bc…: made once, with the llvm-as beside clang, when ROCm has
    none)."""
    suffix, version = ISA_VERSIONS[arch]
    bitcode_name = f"oclc_isa_version_{suffix}.bc"
    source = next((Path(p) for p in ROCM_BITCODE if (Path(p) / "ocml.bc").exists()), None)
    if source is None:
        raise HipError("headers='system': ROCm's device libraries were not found (looked in "
                       f"{', '.join(ROCM_BITCODE)}); install rocm-device-libs, or use the "
                       "bundled headers")
    if (source / bitcode_name).exists():
        return source
    folder = cache_dir / f"device-libs-{hashlib.sha256(str(source).encode()).hexdigest()[:12]}"
    target = folder / bitcode_name
    if target.exists():
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    for bitcode in source.glob("*.bc"):
        link = folder / bitcode.name
        try:
            link.symlink_to(bitcode)
        except FileExistsError:   # (another process made it first)
            pass
    layout = subprocess.run([compiler.path, "-x", "hip", "--cuda-device-only",
                             f"--offload-arch={arch}", "-nogpuinc", "-nogpulib", "-S",
                             "-emit-llvm", "-o", "-", "-"], input="", capture_output=True,
                            text=True).stdout
    match = re.search(r'^target datalayout = ".*"$', layout, re.M)
    module = (f"{match.group(0) if match else ''}\ntarget triple = \"amdgcn-amd-amdhsa\"\n"
              f"@__oclc_ISA_version = linkonce_odr protected local_unnamed_addr "
              f"addrspace(4) constant i32 {version}, align 4\n")
    llvm_as = beside(compiler, "llvm-as")
    partial = folder / f".{os.getpid()}.bc"
    run = subprocess.run([llvm_as, "-o", str(partial), "-"], input=module, text=True,
                         capture_output=True)
    if run.returncode != 0:
        raise HipError(f"could not build the {arch} ISA-version bitcode with {llvm_as}: "
                       f"{run.stderr.strip()}")
    partial.replace(target)
    return folder
