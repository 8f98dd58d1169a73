/* Signed division rounding toward +infinity (arith.ceildivsi). */
static inline int64_t loopc_ceildivsi(int64_t a, int64_t b) {
  int64_t q = a / b, r = a % b;
  return r != 0 && (r < 0) == (b < 0) ? q + 1 : q;
}
