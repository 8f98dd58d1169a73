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
  /* nine: seven zero buffers added; a8 once overlapping a0, once not. */
  static float z[7][16];
#define Z(k) z[k], z[k], 0, 16, 1
  for (int i = 0; i < 16; i++)
    a[i] = 1.0f;
  nine(a, a, 0, 15, 1, Z(0), Z(1), Z(2), Z(3), Z(4), Z(5), Z(6), a + 1, a + 1, 0, 15, 1);
  printf("nine: %g %g %g %g %g\n", a[1], a[2], a[3], a[4], a[15]);
  for (int i = 0; i < 16; i++)
    a[i] = (float)(i + 1);
  nine(a, a, 0, 16, 1, Z(0), Z(1), Z(2), Z(3), Z(4), Z(5), Z(6), b, b, 0, 16, 1);
  printf("nine: %g %g %g %g %g\n", b[0], b[1], b[2], b[3], b[14]);
#undef Z
  return 0;
}
