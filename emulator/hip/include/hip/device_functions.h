// wavefront-emu: everything is in hip_runtime.h
#include "hip_runtime.h"
