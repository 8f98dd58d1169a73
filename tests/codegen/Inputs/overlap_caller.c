/* overlap_caller.c: calls loopc's functions (tests/codegen/noalias.mlir) with
 * overlapping and with separate buffers, by MLIR's default convention. */
#include <stdio.h>

int main(void) {
  float a[16], b[16];
  for (int i = 0; i < 16; i++)
    a[i] = 1.0f;
  /* b is a shifted by one element: the buffers overlap. */
  shift(a, a, 0, 15, 1, a + 1, a + 1, 0, 15, 1);
  printf("%g %g %g %g %g\n", a[1], a[2], a[3], a[4], a[15]);
  for (int i = 0; i < 16; i++)
    a[i] = (float)(i + 1);
  shift(a, a, 0, 16, 1, b, b, 0, 16, 1);
  printf("%g %g %g %g %g\n", b[0], b[1], b[2], b[3], b[14]);
  float x[3] = {2, 4, 6}, y[3];
  inc(x, x, 0, 3, 1, y, y, 0, 3, 1);
  printf("noalias: %g %g %g\n", y[0], y[1], y[2]);
  return 0;
}
