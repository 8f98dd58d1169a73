/* fill.c: gcc's predictive commoning racing in an OpenMP loop, as loopc's C
 * has it: each thread fills one column of an 11x2 matrix, and gcc stores
 * the other column's values it loaded earlier back over it
 * (tests/run/cc-bug-parallel-fill.mlir is the same through loopc run).
 * Run with OMP_NUM_THREADS=2; prints how many of N fills went wrong. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) static void fill(int32_t *a) {
#pragma omp parallel for simd
  for (intptr_t j = 0; j < 2; j += 1) {
    int32_t jj = (int32_t)j;
    for (intptr_t i = 0; i < 11; i += 1) {
      int32_t t = (int32_t)((uint32_t)(int32_t)i * (uint32_t)10);
      a[i * 2 + j] = (int32_t)((uint32_t)t + (uint32_t)jj);
    }
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100000, bad = 0;
  int32_t *a = malloc(22 * sizeof *a);
  for (int k = 0; k < n; k++) {
    memset(a, 0xff, 22 * sizeof *a);
    fill(a);
    for (int i = 0; i < 22; i++)
      if (a[i] != (i / 2) * 10 + i % 2) {
        bad++;
        break;
      }
  }
  free(a);
  printf("%d of %d fills wrong\n", bad, n);
  return bad != 0;
}
