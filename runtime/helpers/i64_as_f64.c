/* arith.bitcast i64 -> f64. */
static inline double loopc_i64_as_f64(int64_t x) {
  double r;
  memcpy(&r, &x, sizeof r);
  return r;
}
