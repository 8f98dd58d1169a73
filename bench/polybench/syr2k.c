/* syr2k.c: PolyBench/C 4.2's syr2k, C := alpha*A*B**T + alpha*B*A**T +
 * beta*C on the lower triangle; its init_array and kernel in C after
 * PolyBench (see README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define M 1000
#define N 1200

const PbInfo pb_info = {
    "syr2k", PB_LARGE, 2, {"M", "N"}, {{20, 30}, {60, 80}, {200, 240}, {1000, 1200}}, 1};

static int m, n;
static double alpha, beta;
static double (*C)[N], (*A)[M], (*B)[M];

static void init_array(int n, int m, double *alpha, double *beta, double C[N][N], double A[N][M],
                       double B[N][M]) {
  *alpha = 1.5;
  *beta = 1.2;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      A[i][j] = (double)((i * j + 1) % n) / n;
      B[i][j] = (double)((i * j + 2) % m) / m;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = (double)((i * j + 3) % n) / m;
}

#ifndef PB_EXTERN
static void kernel_syr2k(int n, int m, double alpha, double beta, double C[N][N], double A[N][M],
                         double B[N][M]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
  }
}
#else
void _mlir_ciface_kernel_syr2k(int32_t, int32_t, double, double, PbMemref2 *, PbMemref2 *,
                               PbMemref2 *);
#endif

void pb_setup(const int *sz) {
  m = sz[0], n = sz[1];
  if (!C) {
    C = pb_alloc(sizeof *C * n), A = pb_alloc(sizeof *A * n), B = pb_alloc(sizeof *B * n);
  }
  init_array(n, m, &alpha, &beta, C, A, B);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 c = pb_memref2(C, n, N), a = pb_memref2(A, n, M), b = pb_memref2(B, n, M);
  _mlir_ciface_kernel_syr2k(n, m, alpha, beta, &c, &a, &b);
#else
  kernel_syr2k(n, m, alpha, beta, C, A, B);
#endif
}

void pb_outputs(void) { PB_OUT2("C", C, n, n, PB_FULL); }

/* 2 multiply-adds (4 flops) per k over the lower triangle, 1 per element
 * scaled by beta. */
double pb_flops(const int *sz) {
  double m = sz[0], n = sz[1], tri = n * (n + 1) / 2;
  return 4 * tri * m + tri;
}
