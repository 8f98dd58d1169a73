/* math.fpowi on f32: a raised to the integer b as LLVM's llvm.powi runs it
 * (compiler-rt's and libgcc's __powisf2, and the inline expansion for a constant b):
 * repeated squaring of a in float over |b|'s bits, then 1 / r for a negative b. */
static inline float loopc_fpowi_f32(float a, int64_t b) {
  uint64_t n = b < 0 ? (uint64_t)0 - (uint64_t)b : (uint64_t)b;
  float r = (n & 1) ? a : 1;
  while (n >>= 1) {
    a = a * a;
    if (n & 1)
      r = r * a;
  }
  return b < 0 ? 1 / r : r;
}
