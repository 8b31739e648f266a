#pragma OPENCL EXTENSION cl_khr_fp16 : enable
// f32 and f64 math as compiled for gfx942 with no libraries: exp, log and sqrt through the
// compiler's own lowering, fused multiply-add, fmin/fmax, float/int conversions, a softmax
// row per workgroup and a layer-norm row per workgroup (both through LDS).
// (barrier() and the atomic_* functions are library calls under -nogpulib: the kernels use
// the compiler's builtins, which clang inlines)
#define BARRIER() do { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
    __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); } while (0)
#define GID (__builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x())
#define LID __builtin_amdgcn_workitem_id_x()
#define GRP __builtin_amdgcn_workgroup_id_x()

__kernel void transcend(__global const float *x, __global float *e, __global float *l,
                        __global float *s) {
  int i = GID;
  e[i] = __builtin_expf(x[i]);
  l[i] = __builtin_logf(__builtin_fabsf(x[i]) + 1.0f);
  s[i] = __builtin_sqrtf(__builtin_fabsf(x[i]));
}

__kernel void fused(__global const float *a, __global const float *b, __global const float *c,
                    __global float *d, __global float *mn, __global float *mx) {
  int i = GID;
  d[i] = __builtin_fmaf(a[i], b[i], c[i]);
  mn[i] = __builtin_fminf(a[i], b[i]);
  mx[i] = __builtin_fmaxf(a[i], b[i]);
}

__kernel void convert(__global const float *x, __global int *i32, __global uint *u32,
                      __global float *back, __global double *wide, __global half *h) {
  int i = GID;
  float v = x[i];
  i32[i] = (int)v;
  u32[i] = (uint)__builtin_fabsf(v);
  back[i] = (float)(int)v + (float)(uint)i;
  wide[i] = (double)v * 3.0;
  h[i] = (half)v;
}

// one row of 64 per workgroup
__kernel void softmax_row(__global const float *x, __global float *y) {
  __local float tmp[64];
  uint l = LID;
  float v = x[GRP * 64 + l];
  tmp[l] = v;
  BARRIER();
  for (uint s = 32; s > 0; s >>= 1) {
    if (l < s) tmp[l] = __builtin_fmaxf(tmp[l], tmp[l + s]);
    BARRIER();
  }
  float m = tmp[0];
  BARRIER();
  float e = __builtin_expf(v - m);
  tmp[l] = e;
  BARRIER();
  for (uint s = 32; s > 0; s >>= 1) {
    if (l < s) tmp[l] += tmp[l + s];
    BARRIER();
  }
  y[GRP * 64 + l] = e / tmp[0];
}

__kernel void layernorm_row(__global const float *x, __global float *y) {
  __local float tmp[64];
  uint l = LID;
  float v = x[GRP * 64 + l];
  tmp[l] = v;
  BARRIER();
  for (uint s = 32; s > 0; s >>= 1) {
    if (l < s) tmp[l] += tmp[l + s];
    BARRIER();
  }
  float mean = tmp[0] / 64.0f;
  BARRIER();
  float d = v - mean;
  tmp[l] = d * d;
  BARRIER();
  for (uint s = 32; s > 0; s >>= 1) {
    if (l < s) tmp[l] += tmp[l + s];
    BARRIER();
  }
  y[GRP * 64 + l] = d / __builtin_sqrtf(tmp[0] / 64.0f + 1e-5f);
}

__kernel void dot_f64(__global const double *a, __global const double *b,
                      __global double *out) {
  __local double tmp[64];
  uint l = LID;
  tmp[l] = a[GID] * b[GID];
  BARRIER();
  for (uint s = 32; s > 0; s >>= 1) {
    if (l < s) tmp[l] += tmp[l + s];
    BARRIER();
  }
  if (l == 0) out[GRP] = tmp[0];
}
