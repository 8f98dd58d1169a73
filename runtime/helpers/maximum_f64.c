/* arith.maximumf: NaN-propagating, and -0.0 < +0.0. */
static inline double loopc_maximum_f64(double a, double b) {
  if (isnan(a) || isnan(b))
    return a + b;
  if (a == b)
    return signbit(a) ? b : a;
  return a > b ? a : b;
}
