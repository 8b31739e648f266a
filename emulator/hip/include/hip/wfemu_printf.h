// wavefront-emu: device printf as clang's buffered records (-mprintf-kind=buffered, which
// emulator.hip passes unless told otherwise), for the bundled hip_runtime.h and,
// force-included, for ROCm's headers, whose device library (ROCm 5.2) has only the
// hostcall form; and clang's hostcall calls answered with the same records (below).
//
// The buffer: dword 0 the bytes used, dword 1 the bytes it holds, records from byte 8; a
// record that does not fit is dropped (printf returns -1), as ROCm's runtime lays it out.
// The buffer's address is the hidden_printf_buffer kernel argument: 24 bytes into the
// implicit arguments in code object v4, 72 in v5 (emulator.hip defines
// __WFEMU_CODE_OBJECT_VERSION as 100 x the version it compiles for).
#ifndef WFEMU_PRINTF_H
#define WFEMU_PRINTF_H
extern "C" __attribute__((device)) int printf(const char *format, ...);
typedef __attribute__((address_space(1))) char __wfemu_global_char;
typedef __attribute__((address_space(1))) unsigned int __wfemu_global_uint;

// (a buffer the loader names in the implicit kernel arguments: at ``v4`` bytes into them
// in code object v4, ``v5`` in v5)
static __attribute__((device, always_inline)) __wfemu_global_char *
__wfemu_implicit_buffer(int v4, int v5) {
  const char *implicit = (const char *)__builtin_amdgcn_implicitarg_ptr();
#if defined(__WFEMU_CODE_OBJECT_VERSION) && __WFEMU_CODE_OBJECT_VERSION < 500
  return *(__wfemu_global_char *const *)(implicit + v4);
#else
  return *(__wfemu_global_char *const *)(implicit + v5);
#endif
}

// (``bytes`` of the buffer for one record, taken with a compare-and-swap on its "used"
// dword; nullptr when it does not fit)
static __attribute__((device, always_inline)) __wfemu_global_char *
__wfemu_reserve(__wfemu_global_char *buffer, unsigned int bytes) {
  if (buffer == nullptr) return nullptr;
  __wfemu_global_uint *used = (__wfemu_global_uint *)buffer;
  unsigned int size = used[1];
  unsigned int offset = __hip_atomic_load(used, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  for (;;) {
    if (8ull + offset + bytes > size) return nullptr;
    if (__hip_atomic_compare_exchange_strong(used, &offset, offset + bytes, __ATOMIC_RELAXED,
                                             __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT))
      return buffer + 8 + offset;
  }
}

extern "C" __attribute__((device, weak, noinline)) __wfemu_global_char *
__printf_alloc(unsigned int bytes) {
  return __wfemu_reserve(__wfemu_implicit_buffer(24, 72), bytes);   // (hidden_printf_buffer)
}

// clang's hostcall printf (-mprintf-kind=hostcall, ROCm's default) calls the three functions
// below once per piece of the message. Here they write the same record as the buffered
// form, into the buffer the hidden_hostcall_buffer argument points at (the loader gives it
// one of the same layout): __ockl_printf_begin takes a 512-byte record, whose control
// dword says a non-constant format; the format string and each %s argument are copied in
// place, padded to 8 bytes; the other arguments take 8 bytes each, as clang passes them. A
// message longer than the record is cut. The descriptor they pass along is the record's
// next free byte (its high 16 bits: the bytes left), 0 when the buffer is full.
#define __WFEMU_RECORD 512u

static __attribute__((device, always_inline)) unsigned long
__wfemu_put(unsigned long desc, const void *data, unsigned long bytes, unsigned long room) {
  if (desc == 0) return 0;
  unsigned long left = desc >> 48;
  __wfemu_global_char *at = (__wfemu_global_char *)(desc & 0xffffffffffffull);
  unsigned long n = bytes < left ? bytes : left;
  for (unsigned long i = 0; i < n; ++i) at[i] = ((const char *)data)[i];
  unsigned long used = room < left ? room : left;
  return ((left - used) << 48) | (unsigned long)(at + used);
}

// (a record for stream 0, stdout, or 1, stderr: its control dword says a format in place)
static __attribute__((device, always_inline)) unsigned long
__wfemu_record_begin(unsigned int stream) {
  __wfemu_global_char *record = __wfemu_reserve(__wfemu_implicit_buffer(24, 80),
                                                __WFEMU_RECORD);   // (hidden_hostcall_buffer)
  if (record == nullptr) return 0;
  *(__wfemu_global_uint *)record = __WFEMU_RECORD << 2 | stream;
  return ((unsigned long)(__WFEMU_RECORD - 4) << 48) | (unsigned long)(record + 4);
}

extern "C" __attribute__((device, weak, noinline)) unsigned long
__ockl_printf_begin(unsigned long version) {
  return __wfemu_record_begin(0);
}

// (device-side assert's message goes to stderr: ROCm's device library has this entry too)
extern "C" __attribute__((device, weak, noinline)) unsigned long
__ockl_fprintf_stderr_begin() {
  return __wfemu_record_begin(1);
}

extern "C" __attribute__((device, weak, noinline)) unsigned long
__ockl_printf_append_string_n(unsigned long desc, const char *text, unsigned long length,
                              unsigned int is_last) {
  unsigned long padded = (length + 7) & ~7ull;
  if (text == nullptr) {   // (a null %s: an empty string)
    const char nothing = 0;
    desc = __wfemu_put(desc, &nothing, 1, 8);
  } else {
    desc = __wfemu_put(desc, text, length, padded);
  }
  return is_last ? 0 : desc;
}

extern "C" __attribute__((device, weak, noinline)) unsigned long
__ockl_printf_append_args(unsigned long desc, unsigned int count, unsigned long a0,
                          unsigned long a1, unsigned long a2, unsigned long a3,
                          unsigned long a4, unsigned long a5, unsigned long a6,
                          unsigned int is_last) {
  const unsigned long values[7] = {a0, a1, a2, a3, a4, a5, a6};
  desc = __wfemu_put(desc, values, 8ul * count, 8ul * count);
  return is_last ? 0 : desc;
}

// (the characters of a NUL-terminated string, its NUL included)
static __attribute__((device, always_inline)) unsigned long __wfemu_length(const char *text) {
  const char *end = text;
  while (*end++) {}
  return (unsigned long)(end - text);
}
#undef __WFEMU_RECORD
#endif
