#pragma OPENCL EXTENSION cl_khr_fp64 : enable
// y = a * x + y in f64 (contracted to one fma), plus floor, min/max and scaling by 2^k.
__kernel void daxpy_f64(double a, __global const double *X, __global double *Y,
                        __global double *Z, int k) {
  int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  double x = X[i], y = Y[i];
  Y[i] = a * x + y;
  Z[i] = __builtin_floor(x) + __builtin_fmax(x, y) - __builtin_fmin(x, 0.5) +
         __builtin_ldexp(x, k) + (double)(int)x;
}
