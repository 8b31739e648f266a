// Elementwise kernels over a 1-D grid of 64-wide workgroups: f32 arithmetic, a scalar
// argument, a guarded tail (n not a multiple of the workgroup), sub-dword loads and stores.
#define GID (__builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x())

__kernel void vadd(__global const float *a, __global const float *b, __global float *c,
                   int n) {
  int i = GID;
  if (i < n) c[i] = a[i] + b[i];
}

__kernel void saxpy(float alpha, __global const float *x, __global float *y, int n) {
  int i = GID;
  if (i < n) y[i] = alpha * x[i] + y[i];
}

__kernel void relu_scale(__global const float *x, __global float *y, float s) {
  int i = GID;
  float v = x[i] * s;
  y[i] = v > 0.0f ? v : 0.0f;
}

__kernel void bytes_to_shorts(__global const uchar *x, __global short *y) {
  int i = GID;
  y[i] = (short)x[i] * 3 - 100;
}

__kernel void clamp_chars(__global const int *x, __global char *y) {
  int i = GID;
  int v = x[i];
  y[i] = (char)(v > 127 ? 127 : (v < -128 ? -128 : v));
}
