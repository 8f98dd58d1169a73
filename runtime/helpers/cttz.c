/* math.cttz: trailing zero bits of the low w bits of x (w for 0). */
static inline int loopc_cttz(uint64_t x, int w) {
  int n = 0;
  while (n < w && !((x >> n) & 1))
    n++;
  return n;
}
