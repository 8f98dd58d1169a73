/* arith.maximumf: NaN-propagating, and -0.0 < +0.0. */
static inline float loopc_maximum_f32(float a, float b) {
  if (isnan(a) || isnan(b))
    return a + b;
  if (a == b)
    return signbit(a) ? b : a;
  return a > b ? a : b;
}
