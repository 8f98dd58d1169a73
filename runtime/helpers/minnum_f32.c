/* arith.minnumf: IEEE minNum, the same way. */
static inline float loopc_minnum_f32(float a, float b) {
  return isnan(a) || b < a ? b : a;
}
