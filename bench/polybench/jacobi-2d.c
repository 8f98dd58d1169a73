/* jacobi-2d.c: PolyBench/C 4.2's jacobi-2d (a 5-point 2-D Jacobi
 * stencil); its init_array and kernel in C after PolyBench (see
 * README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the MEDIUM preset. */
#define TSTEPS 100
#define N 250

const PbInfo pb_info = {"jacobi-2d", PB_MEDIUM, 2, {"TSTEPS", "N"},
                        {{20, 30}, {40, 90}, {100, 250}, {500, 1300}}, 0};

static int tsteps, n;
static double (*A)[N], (*B)[N];

static void init_array(int n, double A[N][N], double B[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = ((double)i * (j + 2) + 2) / n;
      B[i][j] = ((double)i * (j + 3) + 3) / n;
    }
}

#ifndef PB_EXTERN
static void kernel_jacobi_2d(int tsteps, int n, double A[N][N], double B[N][N]) {
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
  }
}
#else
void _mlir_ciface_kernel_jacobi_2d(int32_t, int32_t, PbMemref2 *, PbMemref2 *);
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
  PbMemref2 a = pb_memref2(A, n, N), b = pb_memref2(B, n, N);
  _mlir_ciface_kernel_jacobi_2d(tsteps, n, &a, &b);
#else
  kernel_jacobi_2d(tsteps, n, A, B);
#endif
}

void pb_outputs(void) { PB_OUT2("A", A, n, n, PB_FULL); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
