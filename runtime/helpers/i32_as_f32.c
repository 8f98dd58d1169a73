/* arith.bitcast i32 -> f32. */
static inline float loopc_i32_as_f32(int32_t x) {
  float r;
  memcpy(&r, &x, sizeof r);
  return r;
}
