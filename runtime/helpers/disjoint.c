/* Whether the byte ranges [a, a + an) and [b, b + bn) do not overlap
 * (a negative length: unknown, so they may). */
static inline bool loopc_disjoint(const void *a, intptr_t an, const void *b, intptr_t bn) {
  if (an < 0 || bn < 0)
    return false;
  uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;
  return an == 0 || bn == 0 || x + (uintptr_t)an <= y || y + (uintptr_t)bn <= x;
}
