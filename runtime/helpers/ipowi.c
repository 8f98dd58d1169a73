/* math.ipowi: a raised to b, both sign-extended from their width, the
 * product wrapping (the caller keeps the low bits). As MLIR computes it
 * (its fold and --convert-math-to-funcs): b = 0 gives 1; a negative b gives
 * 1 for a = 1, +-1 for a = -1 by b's parity, else 0 (a = 0 divides by zero
 * there: 0 here); a positive b multiplies by repeated squaring. */
static inline uint64_t loopc_ipowi(int64_t a, int64_t b) {
  if (b < 0) {
    if (a == 1)
      return 1;
    if (a == -1)
      return (b & 1) ? (uint64_t)-1 : 1;
    return 0;
  }
  uint64_t r = 1, x = (uint64_t)a, n = (uint64_t)b;
  for (; n; n >>= 1) {
    if (n & 1)
      r *= x;
    x *= x;
  }
  return r;
}
