// wavefront-emu: what emulator.hip force-includes before ROCm's own headers
// (headers="system"): the wavefront size ROCm's headers before 7.0 read from a macro that
// clang 22 no longer predefines, and device printf's buffer (wfemu_printf.h), which ROCm 5.2's
// device library lacks.
#ifndef WFEMU_ROCM_H
#define WFEMU_ROCM_H
#ifndef __AMDGCN_WAVEFRONT_SIZE
#define __AMDGCN_WAVEFRONT_SIZE 64
#endif
#ifndef __AMDGCN_WAVEFRONT_SIZE__
#define __AMDGCN_WAVEFRONT_SIZE__ 64
#endif
#include "wfemu_printf.h"
#endif
