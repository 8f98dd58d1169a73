/* math.fpowi on f64: a raised to the integer b as LLVM's llvm.powi runs it
 * (compiler-rt's and libgcc's __powidf2, and the inline expansion for a constant b):
 * repeated squaring of a in double over |b|'s bits, then 1 / r for a negative b. */
static inline double loopc_fpowi_f64(double a, int64_t b) {
  uint64_t n = b < 0 ? (uint64_t)0 - (uint64_t)b : (uint64_t)b;
  double r = (n & 1) ? a : 1;
  while (n >>= 1) {
    a = a * a;
    if (n & 1)
      r = r * a;
  }
  return b < 0 ? 1 / r : r;
}
