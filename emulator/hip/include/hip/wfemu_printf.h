// wavefront-emu: device printf as clang's buffered records (-mprintf-kind=buffered, which
// emulator.hip passes), for the bundled hip_runtime.h and, force-included, for ROCm's
// headers, whose device library (ROCm 5.2) has only the hostcall form.
//
// The buffer: dword 0 the bytes used, dword 1 the bytes it holds, records from byte 8; a
// record that does not fit is dropped (printf returns -1), as ROCm's runtime lays it out.
// The buffer's address is the hidden_printf_buffer kernel argument: 24 bytes into the
// implicit arguments in code object v4, 72 in v5 (emulator.hip defines
// __WFEMU_CODE_OBJECT_VERSION as 100 x the version it compiles for).
#ifndef WFEMU_PRINTF_H
#define WFEMU_PRINTF_H
extern "C" __attribute__((device)) int printf(const char *format, ...);
extern "C" __attribute__((device, weak, noinline)) __attribute__((address_space(1))) char *
__printf_alloc(unsigned int bytes) {
  typedef __attribute__((address_space(1))) unsigned int global_uint;
  typedef __attribute__((address_space(1))) char global_char;
  const char *implicit = (const char *)__builtin_amdgcn_implicitarg_ptr();
#if defined(__WFEMU_CODE_OBJECT_VERSION) && __WFEMU_CODE_OBJECT_VERSION < 500
  global_char *buffer = *(global_char *const *)(implicit + 24);
#else
  global_char *buffer = *(global_char *const *)(implicit + 72);
#endif
  if (buffer == nullptr) return nullptr;
  global_uint *used = (global_uint *)buffer;
  unsigned int size = used[1];
  unsigned int offset = __hip_atomic_load(used, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  for (;;) {
    if (8ull + offset + bytes > size) return nullptr;
    if (__hip_atomic_compare_exchange_strong(used, &offset, offset + bytes, __ATOMIC_RELAXED,
                                             __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT))
      return buffer + 8 + offset;
  }
}
#endif
