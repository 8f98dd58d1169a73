/* square.c: gcc PR 111764 as loopc's C has it: a loop-carried integer
 * square, multiplied in unsigned to wrap, which gcc 12's vectorizer takes
 * for a product reduction (tests/run/cc-bug-square-reduction.mlir is the
 * same through loopc run). Prints "ok" or the values that differ. */
#include <stdint.h>
#include <stdio.h>

#define SQUARE(T, U, N)                                        \
  __attribute__((noinline)) static T square_##T##_##N(T a) {   \
    for (intptr_t i = 0; i < N; i++)                           \
      a = (T)((U)a * (U)a);                                    \
    return a;                                                  \
  }
SQUARE(int8_t, uint8_t, 16)
SQUARE(int16_t, uint16_t, 8)
SQUARE(int32_t, uint32_t, 16)
SQUARE(int64_t, uint64_t, 8)

/* The same with a trip count known only at run time. */
__attribute__((noinline)) static int64_t square_n(int64_t a, intptr_t n) {
  for (intptr_t i = 0; i < n; i++)
    a = (int64_t)((uint64_t)a * (uint64_t)a);
  return a;
}

int main(void) {
  /* mlir-runner's results for the same loops. */
  const long long want[] = {1, -3071, 634912769, 582341683539466241LL, 1};
  long long have[] = {square_int8_t_16(3), square_int16_t_8(3), square_int32_t_16(7),
                      square_int64_t_8(7), square_n(5, 100)};
  int bad = 0;
  for (int i = 0; i < 5; i++)
    if (have[i] != want[i]) {
      printf("case %d: %lld, not %lld\n", i, have[i], want[i]);
      bad = 1;
    }
  if (!bad)
    puts("ok");
  return bad;
}
