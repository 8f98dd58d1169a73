/* The high 64 bits of the 128-bit product of a and b (arith.mului_extended
 * and mulsi_extended on i64 and index): C11 has no 128-bit type. */
static inline uint64_t loopc_mulhi_u64(uint64_t a, uint64_t b) {
  uint64_t al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
  uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
  return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
