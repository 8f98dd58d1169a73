/* arith.minimumf: NaN-propagating, and -0.0 < +0.0. */
static inline float loopc_minimum_f32(float a, float b) {
  if (isnan(a) || isnan(b))
    return a + b;
  if (a == b)
    return signbit(a) ? a : b;
  return a < b ? a : b;
}
