/* math.ctpop: the one bits of x (already zero-extended from its width). */
static inline int loopc_ctpop(uint64_t x) {
  int n = 0;
  for (; x; x &= x - 1)
    n++;
  return n;
}
