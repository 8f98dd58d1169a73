/* trmm.c: PolyBench/C 4.2's trmm, B := alpha*A**T*B with A unit lower
 * triangular; its init_array and kernel in C after PolyBench (see
 * README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define M 1000
#define N 1200

const PbInfo pb_info = {
    "trmm", PB_LARGE, 2, {"M", "N"}, {{20, 30}, {60, 80}, {200, 240}, {1000, 1200}}, 1};

static int m, n;
static double alpha;
static double (*A)[M], (*B)[N];

static void init_array(int m, int n, double *alpha, double A[M][M], double B[M][N]) {
  *alpha = 1.5;
  for (int i = 0; i < m; i++) {
    for (int j = 0; j < i; j++)
      A[i][j] = (double)((i + j) % m) / m;
    A[i][i] = 1.0;
    for (int j = 0; j < n; j++)
      B[i][j] = (double)((n + (i - j)) % n) / n;
  }
}

#ifndef PB_EXTERN
static void kernel_trmm(int m, int n, double alpha, double A[M][M], double B[M][N]) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}
#else
void _mlir_ciface_kernel_trmm(int32_t, int32_t, double, PbMemref2 *, PbMemref2 *);
#endif

void pb_setup(const int *sz) {
  m = sz[0], n = sz[1];
  if (!A) {
    A = pb_alloc(sizeof *A * m), B = pb_alloc(sizeof *B * m);
  }
  init_array(m, n, &alpha, A, B);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 a = pb_memref2(A, m, M), b = pb_memref2(B, m, N);
  _mlir_ciface_kernel_trmm(m, n, alpha, &a, &b);
#else
  kernel_trmm(m, n, alpha, A, B);
#endif
}

void pb_outputs(void) { PB_OUT2("B", B, m, n, PB_FULL); }

/* A multiply-add (2 flops) per k over the strict triangle, 1 per element
 * scaled by alpha. */
double pb_flops(const int *sz) {
  double m = sz[0], n = sz[1];
  return 2 * n * m * (m - 1) / 2 + m * n;
}
