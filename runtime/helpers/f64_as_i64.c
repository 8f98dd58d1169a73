/* arith.bitcast f64 -> i64. */
static inline int64_t loopc_f64_as_i64(double x) {
  int64_t r;
  memcpy(&r, &x, sizeof r);
  return r;
}
