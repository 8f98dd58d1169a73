/* arith.maxnumf on f64 (see loopc_maxnum_f32). */
static inline double loopc_maxnum_f64(double a, double b) {
  return isnan(a) || a < b ? b : a;
}
