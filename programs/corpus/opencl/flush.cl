// flags: -cl-denorms-are-zero
// f32 denormals flushed: the kernel descriptor says .amdhsa_float_denorm_mode_32 0.
#define GID (__builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x())

__kernel void flushed_ops(__global const float *a, __global const float *b,
                          __global float *sum, __global float *prod, __global int *is_zero) {
  int i = GID;
  sum[i] = a[i] + b[i];
  prod[i] = a[i] * b[i];
  is_zero[i] = a[i] == 0.0f;
}
