/* arith.bitcast f32 -> i32. */
static inline int32_t loopc_f32_as_i32(float x) {
  int32_t r;
  memcpy(&r, &x, sizeof r);
  return r;
}
