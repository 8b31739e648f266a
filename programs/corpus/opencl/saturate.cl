// Saturating integer arithmetic: clang lowers these builtins to VALU adds and subtracts
// with clamp (v_add_u32_e64 ... clamp, v_add_i16 ... clamp, v_pk_add_u16 ... clamp).
#define GID (__builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x())

__kernel void sat32(__global const uint *a, __global const uint *b, __global uint *us,
                    __global uint *ud, __global int *ss, __global int *sd) {
  int i = GID;
  us[i] = __builtin_elementwise_add_sat(a[i], b[i]);
  ud[i] = __builtin_elementwise_sub_sat(a[i], b[i]);
  ss[i] = __builtin_elementwise_add_sat((int)a[i], (int)b[i]);
  sd[i] = __builtin_elementwise_sub_sat((int)a[i], (int)b[i]);
}

// (16-bit scalars through one-element vectors: clang-19 promotes scalar arguments of the
// builtin to int, which never saturates)
#define SAT16(op, t, p, q) (__builtin_elementwise_##op((t##2)(p, 0), (t##2)(q, 0)).s0)

__kernel void sat16(__global const ushort *a, __global const ushort *b, __global ushort *us,
                    __global ushort *ud, __global short *ss, __global short *sd) {
  int i = GID;
  us[i] = SAT16(add_sat, ushort, a[i], b[i]);
  ud[i] = SAT16(sub_sat, ushort, a[i], b[i]);
  ss[i] = SAT16(add_sat, short, (short)a[i], (short)b[i]);
  sd[i] = SAT16(sub_sat, short, (short)a[i], (short)b[i]);
}

__kernel void sat_pk(__global const ushort2 *a, __global const ushort2 *b, __global ushort2 *s,
                     __global short2 *d) {
  int i = GID;
  s[i] = __builtin_elementwise_add_sat(a[i], b[i]);
  d[i] = __builtin_elementwise_sub_sat(as_short2(a[i]), as_short2(b[i]));
}
