/* arith.minimumf: NaN-propagating, and -0.0 < +0.0. */
static inline double loopc_minimum_f64(double a, double b) {
  if (isnan(a) || isnan(b))
    return a + b;
  if (a == b)
    return signbit(a) ? a : b;
  return a < b ? a : b;
}
