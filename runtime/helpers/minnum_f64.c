/* arith.minnumf on f64. */
static inline double loopc_minnum_f64(double a, double b) {
  return isnan(a) || b < a ? b : a;
}
