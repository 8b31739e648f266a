// flags: -cl-fp32-correctly-rounded-divide-sqrt
// IEEE division, square root and reciprocal in f32 and f64 (clang's div_scale/fmas/fixup
// and rsq + Newton sequences): the results must equal numpy bit for bit.
__kernel void fdiv(__global const float *a, __global const float *b, __global float *c) {
  size_t i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  c[i] = a[i] / b[i];
}
__kernel void fsqrt(__global const float *a, __global float *c) {
  size_t i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  c[i] = sqrt(a[i]);
}
__kernel void frcp(__global const float *a, __global float *c) {
  size_t i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  c[i] = 1.0f / a[i];
}
__kernel void ddiv(__global const double *a, __global const double *b, __global double *c) {
  size_t i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  c[i] = a[i] / b[i];
}
__kernel void dsqrt(__global const double *a, __global double *c) {
  size_t i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  c[i] = sqrt(a[i]);
}
__kernel void drcp(__global const double *a, __global double *c) {
  size_t i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  c[i] = 1.0 / a[i];
}
