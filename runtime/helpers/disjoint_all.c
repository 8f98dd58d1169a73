/* Whether the n byte ranges [base[i], base[i] + bytes[i]) overlap nowhere
 * (a negative length: unknown, so they may): the no-alias check of a kernel
 * with more buffer arguments than pairwise checks suit. The ranges sorted by
 * start (insertion sort: n is at most LOOPC_DISJOINT_MAX), each must end
 * before the next begins; empty ones overlap nothing. */
#define LOOPC_DISJOINT_MAX 32
static bool loopc_disjoint_all(int n, const void *const *base, const intptr_t *bytes) {
  uintptr_t lo[LOOPC_DISJOINT_MAX], hi[LOOPC_DISJOINT_MAX];
  int m = 0;
  if (n > LOOPC_DISJOINT_MAX)
    return false;
  for (int i = 0; i < n; i++) {
    if (bytes[i] < 0)
      return false;
    if (bytes[i] == 0)
      continue;
    uintptr_t x = (uintptr_t)base[i], e = x + (uintptr_t)bytes[i];
    int j = m++;
    for (; j > 0 && lo[j - 1] > x; j--) {
      lo[j] = lo[j - 1];
      hi[j] = hi[j - 1];
    }
    lo[j] = x;
    hi[j] = e;
  }
  for (int i = 1; i < m; i++)
    if (hi[i - 1] > lo[i])
      return false;
  return true;
}
