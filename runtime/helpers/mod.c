/* affine mod: the remainder of floor division (b >= 1; never negative). */
static inline int64_t loopc_mod(int64_t a, int64_t b) {
  int64_t r = a % b;
  return r < 0 ? r + b : r;
}
