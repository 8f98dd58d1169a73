/* syrk.c: PolyBench/C 4.2's syrk, C := alpha*A*A**T + beta*C on the lower
 * triangle; its init_array and kernel in C after PolyBench (see
 * README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define M 1000
#define N 1200

const PbInfo pb_info = {
    "syrk", PB_LARGE, 2, {"M", "N"}, {{20, 30}, {60, 80}, {200, 240}, {1000, 1200}}, 1};

static int m, n;
static double alpha, beta;
static double (*C)[N], (*A)[M];

static void init_array(int n, int m, double *alpha, double *beta, double C[N][N], double A[N][M]) {
  *alpha = 1.5;
  *beta = 1.2;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = (double)((i * j + 1) % n) / n;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = (double)((i * j + 2) % m) / m;
}

#ifndef PB_EXTERN
static void kernel_syrk(int n, int m, double alpha, double beta, double C[N][N], double A[N][M]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
}
#else
void _mlir_ciface_kernel_syrk(int32_t, int32_t, double, double, PbMemref2 *, PbMemref2 *);
#endif

void pb_setup(const int *sz) {
  m = sz[0], n = sz[1];
  if (!C) {
    C = pb_alloc(sizeof *C * n), A = pb_alloc(sizeof *A * n);
  }
  init_array(n, m, &alpha, &beta, C, A);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 c = pb_memref2(C, n, N), a = pb_memref2(A, n, M);
  _mlir_ciface_kernel_syrk(n, m, alpha, beta, &c, &a);
#else
  kernel_syrk(n, m, alpha, beta, C, A);
#endif
}

void pb_outputs(void) { PB_OUT2("C", C, n, n, PB_FULL); }

/* A multiply-add (2 flops) per k over the lower triangle, 1 per element
 * scaled by beta. */
double pb_flops(const int *sz) {
  double m = sz[0], n = sz[1], tri = n * (n + 1) / 2;
  return 2 * tri * m + tri;
}
