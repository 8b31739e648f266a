// wavefront-emu's bundled HIP headers: hipRTC's API (run-time compilation), declared so that
// programs that compile kernels from strings at run time build; the kernels in such strings
// are not in the source's device compile (compile the string itself with emulator.hip).
#ifndef HIPRTC_H
#define HIPRTC_H
#include <hip/hip_common.h>
#include <stddef.h>

typedef enum hiprtcResult {
  HIPRTC_SUCCESS = 0,
  HIPRTC_ERROR_OUT_OF_MEMORY = 1,
  HIPRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,
  HIPRTC_ERROR_INVALID_INPUT = 3,
  HIPRTC_ERROR_INVALID_PROGRAM = 4,
  HIPRTC_ERROR_INVALID_OPTION = 5,
  HIPRTC_ERROR_COMPILATION = 6,
  HIPRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,
  HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8,
  HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9,
  HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10,
  HIPRTC_ERROR_INTERNAL_ERROR = 11,
  HIPRTC_ERROR_LINKING = 100
} hiprtcResult;
typedef struct _hiprtcProgram *hiprtcProgram;

#define __WFEMU_RTC extern __attribute__((host))
__WFEMU_RTC const char *hiprtcGetErrorString(hiprtcResult result);
__WFEMU_RTC hiprtcResult hiprtcVersion(int *major, int *minor);
__WFEMU_RTC hiprtcResult hiprtcCreateProgram(hiprtcProgram *program, const char *source,
                                             const char *name, int headers,
                                             const char **header_sources,
                                             const char **include_names);
__WFEMU_RTC hiprtcResult hiprtcDestroyProgram(hiprtcProgram *program);
__WFEMU_RTC hiprtcResult hiprtcCompileProgram(hiprtcProgram program, int options,
                                              const char **option_texts);
__WFEMU_RTC hiprtcResult hiprtcAddNameExpression(hiprtcProgram program, const char *name);
__WFEMU_RTC hiprtcResult hiprtcGetLoweredName(hiprtcProgram program, const char *name,
                                              const char **lowered);
__WFEMU_RTC hiprtcResult hiprtcGetProgramLog(hiprtcProgram program, char *log);
__WFEMU_RTC hiprtcResult hiprtcGetProgramLogSize(hiprtcProgram program, size_t *size);
__WFEMU_RTC hiprtcResult hiprtcGetCode(hiprtcProgram program, char *code);
__WFEMU_RTC hiprtcResult hiprtcGetCodeSize(hiprtcProgram program, size_t *size);
__WFEMU_RTC hiprtcResult hiprtcGetBitcode(hiprtcProgram program, char *bitcode);
__WFEMU_RTC hiprtcResult hiprtcGetBitcodeSize(hiprtcProgram program, size_t *size);
#undef __WFEMU_RTC
#endif
