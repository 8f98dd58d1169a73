/* The high 64 bits of the signed 128-bit product (arith.mulsi_extended):
 * the unsigned one less b for a negative a and a for a negative b. */
static inline uint64_t loopc_mulhi_s64(uint64_t a, uint64_t b) {
  uint64_t h = loopc_mulhi_u64(a, b);
  if (a >> 63)
    h -= b;
  if (b >> 63)
    h -= a;
  return h;
}
