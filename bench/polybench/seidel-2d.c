/* seidel-2d.c: PolyBench/C 4.2's seidel-2d (a 9-point 2-D Gauss-Seidel
 * stencil); its init_array and kernel in C after PolyBench (see
 * README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the MEDIUM preset. */
#define TSTEPS 100
#define N 400

const PbInfo pb_info = {"seidel-2d", PB_MEDIUM, 2, {"TSTEPS", "N"},
                        {{20, 40}, {40, 120}, {100, 400}, {500, 2000}}, 0};

static int tsteps, n;
static double (*A)[N];

static void init_array(int n, double A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = ((double)i * (j + 2) + 2) / n;
}

#ifndef PB_EXTERN
static void kernel_seidel_2d(int tsteps, int n, double A[N][N]) {
  for (int t = 0; t <= tsteps - 1; t++)
    for (int i = 1; i <= n - 2; i++)
      for (int j = 1; j <= n - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] +
                   A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) /
                  9.0;
}
#else
void _mlir_ciface_kernel_seidel_2d(int32_t, int32_t, PbMemref2 *);
#endif

void pb_setup(const int *sz) {
  tsteps = sz[0], n = sz[1];
  if (!A)
    A = pb_alloc(sizeof *A * n);
  init_array(n, A);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 a = pb_memref2(A, n, N);
  _mlir_ciface_kernel_seidel_2d(tsteps, n, &a);
#else
  kernel_seidel_2d(tsteps, n, A);
#endif
}

void pb_outputs(void) { PB_OUT2("A", A, n, n, PB_FULL); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
