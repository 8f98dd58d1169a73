/* math.ctlz: leading zero bits of the low w bits of x (w for 0, as MLIR
 * lowers it: llvm.ctlz with is_zero_poison = false). */
static inline int loopc_ctlz(uint64_t x, int w) {
  int n = 0;
  for (uint64_t bit = (uint64_t)1 << (w - 1); bit && !(x & bit); bit >>= 1)
    n++;
  return n;
}
