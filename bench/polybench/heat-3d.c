/* heat-3d.c: PolyBench/C 4.2's heat-3d (a 3-D heat equation, Jacobi
 * style); its init_array and kernel in C after PolyBench (see README.md),
 * for harness.c. PolyBench's time loop reads the macro TSTEPS; this one
 * reads the tsteps argument, its value in PolyBench's builds. */
#include "harness.h"

/* The arrays' declared extents: the MEDIUM preset. */
#define TSTEPS 100
#define N 40

const PbInfo pb_info = {"heat-3d",  PB_MEDIUM, 2, {"TSTEPS", "N"},
                        {{20, 10}, {40, 20}, {100, 40}, {500, 120}}, 0};

static int tsteps, n;
static double (*A)[N][N], (*B)[N][N];

static void init_array(int n, double A[N][N][N], double B[N][N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        A[i][j][k] = B[i][j][k] = (double)(i + j + (n - k)) * 10 / (n);
}

#ifndef PB_EXTERN
static void kernel_heat_3d(int tsteps, int n, double A[N][N][N], double B[N][N][N]) {
  for (int t = 1; t <= tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k]) +
                       0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k]) +
                       0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]) + A[i][j][k];
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k]) +
                       0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k]) +
                       0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1]) + B[i][j][k];
  }
}
#else
void _mlir_ciface_kernel_heat_3d(int32_t, int32_t, PbMemref3 *, PbMemref3 *);
#endif

void pb_setup(const int *sz) {
  tsteps = sz[0], n = sz[1];
  if (!A) {
    A = pb_alloc(sizeof *A * n), B = pb_alloc(sizeof *B * n);
  }
  init_array(n, A, B);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref3 a = pb_memref3(A, n, N, N), b = pb_memref3(B, n, N, N);
  _mlir_ciface_kernel_heat_3d(tsteps, n, &a, &b);
#else
  kernel_heat_3d(tsteps, n, A, B);
#endif
}

void pb_outputs(void) { PB_OUT3("A", A, n, n, n); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
