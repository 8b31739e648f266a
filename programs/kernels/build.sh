#!/bin/sh
# Regenerate the committed gfx942 assembly from the OpenCL C sources (Debian clang-19).
set -e
cd "$(dirname "$0")"
for src in *.cl; do
  clang-19 -target amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O3 -S -x cl -cl-std=CL2.0 -cl-kernel-arg-info \
    "$src" -o "${src%.cl}.s"
done
